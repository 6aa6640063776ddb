//! A TRF file turned into a tournament file beside it, as `arbiter trf import` and the
//! open dialog of the terminal application do it.

use std::path::{Path, PathBuf};

use thiserror::Error;

use super::StorageError;
use crate::trf::{ReadChoices, TrfErrors, TrfImport, decode, read_with};

/// Why a TRF file could not become a tournament file.
#[derive(Debug, Error)]
pub enum ImportError {
    #[error("{}: cannot read the file: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    /// Every problem of the file, one per line.
    #[error("{}: {problems}", path.display())]
    Invalid { path: PathBuf, problems: TrfErrors },
    #[error("{} already exists", path.display())]
    Exists { path: PathBuf },
    #[error(transparent)]
    Save(#[from] StorageError),
}

/// Whether `path` names a TRF (`.trf`, `.trfx`, any case) rather than a tournament file.
pub fn is_trf_path(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("trf") || e.eq_ignore_ascii_case("trfx"))
}

/// The tournament file a TRF is imported into when none is named: beside it, `.toml`.
pub fn tournament_path_for(trf: &Path) -> PathBuf {
    trf.with_extension("toml")
}

/// Reads the TRF file at `path` (UTF-8, or Latin-1 for older programs) with the
/// arbiter's choices of system and editions.
pub fn read_file(path: &Path, choices: ReadChoices) -> Result<TrfImport, ImportError> {
    let bytes = std::fs::read(path).map_err(|source| ImportError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    read_with(&decode(&bytes), choices).map_err(|problems| ImportError::Invalid {
        path: path.to_path_buf(),
        problems,
    })
}

/// Reads the TRF at `trf` and saves it as the tournament file `output`, which must not
/// exist unless `replace`.
pub fn import_file(
    trf: &Path,
    output: &Path,
    choices: ReadChoices,
    replace: bool,
) -> Result<TrfImport, ImportError> {
    if output.exists() && !replace {
        return Err(ImportError::Exists {
            path: output.to_path_buf(),
        });
    }
    let import = read_file(trf, choices)?;
    super::save(output, &import.tournament)?;
    Ok(import)
}
