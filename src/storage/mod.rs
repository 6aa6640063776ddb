//! Tournament files: one TOML file per tournament, readable and editable by hand.
//!
//! Loading checks the syntax, the structure and the consistency of the tournament
//! ([`crate::model::validate`]) and reports the file, line, column and field of every
//! problem. Saving is atomic ([`atomic`]): the file on disk always holds either the old
//! or the new tournament, never a mixture, and the previous version is kept beside it.

mod atomic;
mod document;
mod locate;

use std::path::{Path, PathBuf};

use thiserror::Error;

use crate::model::Tournament;
pub use atomic::backup_path;

/// The file format version this program writes and reads.
pub const FORMAT_VERSION: u32 = 1;

/// One problem found in a tournament file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileProblem {
    pub line: usize,
    pub column: usize,
    /// The field the problem is in, e.g. `rounds[0].pairings[3].white`.
    pub field: String,
    pub message: String,
}

#[derive(Debug, Error)]
pub enum StorageError {
    #[error("{}: cannot read the file: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}: cannot save the file (nothing was changed on disk): {source}", path.display())]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}", describe_problems(path, problems))]
    Invalid {
        path: PathBuf,
        problems: Vec<FileProblem>,
    },
}

fn describe_problems(path: &Path, problems: &[FileProblem]) -> String {
    problems
        .iter()
        .map(|p| {
            let field = if p.field.is_empty() {
                String::new()
            } else {
                format!(" {}:", p.field)
            };
            format!(
                "{}:{}:{}:{field} {}",
                path.display(),
                p.line,
                p.column,
                p.message
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Reads and checks a tournament file.
pub fn load(path: &Path) -> Result<Tournament, StorageError> {
    let text = std::fs::read_to_string(path).map_err(|source| StorageError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    parse(&text, path)
}

/// Parses and checks the text of a tournament file; `path` is only used in messages.
pub fn parse(text: &str, path: &Path) -> Result<Tournament, StorageError> {
    document::parse(text).map_err(|problems| StorageError::Invalid {
        path: path.to_path_buf(),
        problems,
    })
}

/// The file text of a tournament. Loading it gives the same tournament back, and
/// saving that again gives the same bytes.
pub fn to_toml(tournament: &Tournament) -> String {
    document::write(tournament)
}

/// Saves atomically: the text goes to a temporary file in the same directory, is
/// flushed to disk, and replaces the file in one rename; the previous version is kept as
/// [`backup_path`]. Refuses to save a tournament that would not load back.
pub fn save(path: &Path, tournament: &Tournament) -> Result<(), StorageError> {
    let text = to_toml(tournament);
    parse(&text, path)?;
    atomic::write(path, text.as_bytes()).map_err(|source| StorageError::Write {
        path: path.to_path_buf(),
        source,
    })
}
