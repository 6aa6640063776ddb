//! Per-round history: every save also keeps the newest version of the tournament with
//! N rounds paired as `FILE.toml.d/round-NN.toml` (round-00 is the registration), so the
//! arbiter can go back to the state of any round with `arbiter restore`.
//!
//! The round's version is written after the file itself is committed: a save refused,
//! failed or killed before that leaves no trace in the history (which `restore` would
//! bring back), and a save killed just after it leaves the history one save behind until
//! the next save. A kept version is never overwritten by another round: the version a
//! `restore` replaces, and a removed round's version when that round is paired again,
//! are kept under new names `replaced-SECONDS.toml` (`replaced-SECONDS-2.toml`...).

use std::fs::Metadata;
use std::io;
use std::path::{Path, PathBuf};

use thiserror::Error;

use super::{Previous, StorageError, load, lock, real_path, save_text, to_toml};
use crate::edit::{Edit, EditError};
use crate::files;
use crate::model::Tournament;

/// `FILE.toml.d` beside the file.
pub fn history_directory(path: &Path) -> PathBuf {
    files::sibling(path, ".d")
}

fn round_file(path: &Path, rounds_paired: u32) -> PathBuf {
    history_directory(path).join(format!("round-{rounds_paired:02}.toml"))
}

/// Keeps `bytes` as the newest version with `rounds_paired` rounds, with the mode and
/// owner of the tournament file (`like`).
pub(super) fn record(
    path: &Path,
    rounds_paired: u32,
    bytes: &[u8],
    like: Option<&Metadata>,
) -> io::Result<()> {
    files::replace(&round_file(path, rounds_paired), bytes, like)
}

/// Before a save that pairs round `rounds_paired` again (the version it replaces has
/// fewer rounds): keeps the version of the removed round under a new name, where the
/// new round's version will not overwrite it. Returns where, when there was one.
pub(super) fn keep_removed_round(
    path: &Path,
    rounds_paired: u32,
    like: Option<&Metadata>,
) -> io::Result<Option<PathBuf>> {
    match files::read_regular(&round_file(path, rounds_paired)) {
        Ok(bytes) => keep_replaced(path, &bytes, like).map(Some),
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(error) => Err(error),
    }
}

/// Keeps `bytes`, a version about to be replaced, as `replaced-SECONDS.toml` under a
/// name no other kept version has.
fn keep_replaced(path: &Path, bytes: &[u8], like: Option<&Metadata>) -> io::Result<PathBuf> {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    files::keep_new(
        &history_directory(path),
        &format!("replaced-{seconds}"),
        bytes,
        like,
    )
}

/// Creates the history directory if needed; an error names what is in its place.
pub(super) fn prepare(path: &Path) -> io::Result<()> {
    let directory = history_directory(path);
    let name = directory.file_name().unwrap_or_default();
    files::directory_below(files::directory_of(&directory), Path::new(name))
        .map(drop)
        .map_err(|error| files::described(error, "it is where the rounds' versions are kept"))
}

/// Removes the versions kept for the tournament at `path` (the rounds and the
/// versions `restore` replaced; nothing else in the directory).
pub(super) fn discard(path: &Path) -> io::Result<()> {
    let directory = history_directory(path);
    if !std::fs::symlink_metadata(&directory).is_ok_and(|m| m.is_dir()) {
        return Ok(());
    }
    for entry in std::fs::read_dir(&directory)? {
        let entry = entry?;
        let name = entry.file_name();
        let name = name.to_string_lossy();
        let kept = (name.starts_with("round-") || name.starts_with("replaced-"))
            && name.ends_with(".toml");
        if kept && entry.file_type()?.is_file() {
            std::fs::remove_file(entry.path())?;
        }
    }
    Ok(())
}

/// The round counts for which a version is kept, ascending.
pub fn saved_rounds(path: &Path) -> Vec<u32> {
    let path = real_path(path).unwrap_or_else(|_| path.to_path_buf());
    let mut rounds: Vec<u32> = std::fs::read_dir(history_directory(&path))
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            name.strip_prefix("round-")?
                .strip_suffix(".toml")?
                .parse()
                .ok()
        })
        .collect();
    rounds.sort_unstable();
    rounds
}

/// What [`restore`] did.
#[derive(Debug)]
pub struct Restored {
    pub tournament: Tournament,
    /// The edit made ([`Edit::Restore`]), for its description.
    pub edit: Edit,
    /// Where the version it replaced is kept, in the history directory.
    pub replaced: PathBuf,
}

#[derive(Debug, Error)]
pub enum RestoreError {
    #[error(transparent)]
    File(#[from] StorageError),
    #[error("{}: {error}", path.display())]
    Refused { path: PathBuf, error: EditError },
}

/// Makes the kept version with `rounds_paired` rounds the current file, as the edit
/// [`Edit::Restore`] saved under the lock like any other, and returns it. The version
/// it replaces is kept in the history as `replaced-SECONDS.toml` (under a name no kept
/// version has; and as the backup), so a later save of the same round count does not
/// lose it. A current file that does
/// not load is replaced too (going back is how an arbiter gets out of a damaged file):
/// the edit is then checked on the kept version alone.
pub fn restore(path: &Path, rounds_paired: u32) -> Result<Restored, RestoreError> {
    let lock = lock(path)?;
    let write_error = |error| StorageError::Write {
        path: path.to_path_buf(),
        error,
    };
    let target = real_path(path).map_err(write_error)?;
    let kept = load(&round_file(&target, rounds_paired))?;
    let current = files::read_regular(&target).map_err(|error| StorageError::Read {
        path: path.to_path_buf(),
        error,
    })?;
    let mut tournament = load(path).unwrap_or_else(|_| kept.clone());
    // The version brought back is the kept one: nothing of the history is replaced.
    let previous = Previous {
        lock: Some(&lock),
        rounds_paired: None,
    };
    let edit = Edit::Restore {
        rounds: rounds_paired,
        version: Box::new(kept),
    };
    edit.apply(&mut tournament)
        .map_err(|error| RestoreError::Refused {
            path: path.to_path_buf(),
            error,
        })?;
    let replaced = prepare(&target)
        .and_then(|()| {
            let like = std::fs::metadata(&target).ok();
            keep_replaced(&target, &current, like.as_ref())
        })
        .map_err(write_error)?;
    save_text(path, &tournament, &to_toml(&tournament), &previous)?;
    Ok(Restored {
        tournament,
        edit,
        replaced,
    })
}
