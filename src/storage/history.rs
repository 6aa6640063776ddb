//! Per-round history: every save also keeps the newest version of the tournament with
//! N rounds paired as `FILE.toml.d/round-NN.toml` (round-00 is the registration), so the
//! arbiter can go back to the state of any round with `arbiter restore`.
//!
//! The round's version is written before the file itself: a save killed in between
//! leaves a history that holds at least what the file holds (never a round missing
//! results the file has), and the next save brings the two together again.

use std::fs::Metadata;
use std::io;
use std::path::{Path, PathBuf};

use thiserror::Error;

use super::{StorageError, atomic, load, lock, real_path, save_text, to_toml};
use crate::edit::{Edit, EditError};
use crate::model::Tournament;

/// `FILE.toml.d` beside the file.
pub fn history_directory(path: &Path) -> PathBuf {
    atomic::sibling(path, ".d")
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
    atomic::replace(&round_file(path, rounds_paired), bytes, like)
}

/// Creates the history directory if needed; an error names what is in its place.
pub(super) fn prepare(path: &Path) -> io::Result<()> {
    let directory = history_directory(path);
    match std::fs::symlink_metadata(&directory) {
        Ok(metadata) if metadata.is_dir() => Ok(()),
        Ok(_) => Err(io::Error::new(
            io::ErrorKind::AlreadyExists,
            format!(
                "{} is not a directory, but it is where the rounds' versions are kept: move it away",
                directory.display()
            ),
        )),
        Err(error) if error.kind() == io::ErrorKind::NotFound => std::fs::create_dir(&directory)
            .map_err(|error| {
                atomic::described(error, &format!("cannot create {}", directory.display()))
            }),
        Err(error) => Err(error),
    }
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
/// it replaces is kept in the history as `replaced-SECONDS.toml` (and as the backup),
/// so a later save of the same round count does not lose it. A current file that does
/// not load is replaced too (going back is how an arbiter gets out of a damaged file):
/// the edit is then checked on the kept version alone.
pub fn restore(path: &Path, rounds_paired: u32) -> Result<Restored, RestoreError> {
    let _lock = lock(path)?;
    let write_error = |error| StorageError::Write {
        path: path.to_path_buf(),
        error,
    };
    let target = real_path(path).map_err(write_error)?;
    let kept = load(&round_file(&target, rounds_paired))?;
    let current = std::fs::read(&target).map_err(|error| StorageError::Read {
        path: path.to_path_buf(),
        error,
    })?;
    let mut tournament = load(path).unwrap_or_else(|_| kept.clone());
    let edit = Edit::Restore {
        rounds: rounds_paired,
        version: Box::new(kept),
    };
    edit.apply(&mut tournament)
        .map_err(|error| RestoreError::Refused {
            path: path.to_path_buf(),
            error,
        })?;
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let replaced = history_directory(&target).join(format!("replaced-{seconds}.toml"));
    prepare(&target)
        .and_then(|()| {
            let like = std::fs::metadata(&target).ok();
            atomic::replace(&replaced, &current, like.as_ref())
        })
        .map_err(write_error)?;
    save_text(path, &tournament, &to_toml(&tournament))?;
    Ok(Restored {
        tournament,
        edit,
        replaced,
    })
}
