//! Tournament files: one TOML file per tournament, readable and editable by hand.
//!
//! Loading checks the syntax, the structure and the consistency of the tournament
//! ([`crate::model::validate`]) and reports the file, line, column and field of every
//! problem. Saving is atomic ([`atomic`]): the file on disk always holds either the old
//! or the new tournament, never a mixture, and the previous version is kept beside it.

mod atomic;
mod document;
mod history;
mod locate;
mod lock;

use std::path::{Path, PathBuf};

use thiserror::Error;

use crate::model::Tournament;
pub use atomic::backup_path;
pub use history::{history_directory, restore, saved_rounds};
pub use lock::{FileLock, lock_path};

/// How long a writer waits for another arbiter's save to finish.
const LOCK_PATIENCE: std::time::Duration = std::time::Duration::from_secs(30);

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
    // The I/O error is part of the message, not a `source`, so that it is printed once.
    #[error("{}: cannot read the file: {error}", path.display())]
    Read {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error("{}: cannot save the file (nothing was changed on disk): {error}", path.display())]
    Write {
        path: PathBuf,
        error: std::io::Error,
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
    let text = std::fs::read_to_string(path).map_err(|error| StorageError::Read {
        path: path.to_path_buf(),
        error,
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
/// [`backup_path`], and the round's version in the history directory
/// ([`history_directory`]). Refuses to save a tournament that would not load back.
///
/// This writes without taking the lock; use [`modify`] or [`TournamentFile`] where
/// another arbiter may be saving the same file.
pub fn save(path: &Path, tournament: &Tournament) -> Result<(), StorageError> {
    save_text(path, tournament, &to_toml(tournament))
}

fn save_text(path: &Path, tournament: &Tournament, text: &str) -> Result<(), StorageError> {
    // What the writer writes reads back equal (the storage property tests hold it to
    // that), so checking the tournament checks the file; only on a problem is the text
    // parsed, to name the lines.
    if !crate::model::validate::validate(tournament).is_empty() {
        parse(text, path)?;
    }
    let write_error = |error| StorageError::Write {
        path: path.to_path_buf(),
        error,
    };
    atomic::write(path, text.as_bytes()).map_err(write_error)?;
    history::record(path, tournament.rounds_paired(), text.as_bytes()).map_err(write_error)
}

fn lock(path: &Path) -> Result<FileLock, StorageError> {
    FileLock::acquire(path, LOCK_PATIENCE).map_err(|error| StorageError::Write {
        path: path.to_path_buf(),
        error,
    })
}

/// Loads the newest version under the lock, applies `change`, and saves it, so two
/// arbiters changing one file one after the other never lose a change. Nothing is
/// saved when `change` fails.
pub fn modify<R, E>(
    path: &Path,
    change: impl FnOnce(&mut Tournament) -> Result<R, E>,
) -> Result<Result<(Tournament, R), E>, StorageError> {
    let _lock = lock(path)?;
    let mut tournament = load(path)?;
    match change(&mut tournament) {
        Ok(value) => {
            save(path, &tournament)?;
            Ok(Ok((tournament, value)))
        }
        Err(error) => Ok(Err(error)),
    }
}

/// A tournament file kept open by one program (the terminal application). It remembers
/// the text it last read or wrote, so a save by another arbiter in between is noticed,
/// and the next change is applied to the newest version instead of overwriting it.
#[derive(Debug)]
pub struct TournamentFile {
    path: PathBuf,
    seen: String,
}

/// What an update found on disk before applying the change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExternalChange {
    /// `user@host pid N` of the last writer, from the lock file.
    pub by: Option<String>,
    /// What the other save changed, in an arbiter's words
    /// ([`crate::model::describe_changes`]).
    pub changes: Vec<String>,
}

impl TournamentFile {
    pub fn open(path: &Path) -> Result<(TournamentFile, Tournament), StorageError> {
        let text = std::fs::read_to_string(path).map_err(|error| StorageError::Read {
            path: path.to_path_buf(),
            error,
        })?;
        let tournament = parse(&text, path)?;
        Ok((
            TournamentFile {
                path: path.to_path_buf(),
                seen: text,
            },
            tournament,
        ))
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Whether the file on disk differs from what this program last read or wrote.
    pub fn changed_on_disk(&self) -> bool {
        std::fs::read_to_string(&self.path).is_ok_and(|text| text != self.seen)
    }

    /// Applies `change` and saves, under the lock. When another program saved the file
    /// since this one last read it, `change` is applied to that newest version (which
    /// becomes the new state) and the returned [`ExternalChange`] says who saved it.
    pub fn update<R, E>(
        &mut self,
        current: &Tournament,
        change: impl FnOnce(&mut Tournament) -> Result<R, E>,
    ) -> Result<Result<Updated<R>, E>, StorageError> {
        let lock = lock(&self.path)?;
        let on_disk = std::fs::read_to_string(&self.path).map_err(|error| StorageError::Read {
            path: self.path.clone(),
            error,
        })?;
        let (mut tournament, external) = if on_disk == self.seen {
            (current.clone(), None)
        } else {
            let newest = parse(&on_disk, &self.path)?;
            let changes = crate::model::describe_changes(current, &newest);
            (
                newest,
                Some(ExternalChange {
                    by: lock.previous_holder.clone(),
                    changes,
                }),
            )
        };
        let value = match change(&mut tournament) {
            Ok(value) => value,
            Err(error) => return Ok(Err(error)),
        };
        let text = to_toml(&tournament);
        save_text(&self.path, &tournament, &text)?;
        self.seen = text;
        Ok(Ok(Updated {
            tournament,
            value,
            external,
        }))
    }
}

/// The result of [`TournamentFile::update`].
#[derive(Debug)]
pub struct Updated<R> {
    /// The tournament as saved.
    pub tournament: Tournament,
    pub value: R,
    /// Set when another program had changed the file since this one read it.
    pub external: Option<ExternalChange>,
}
