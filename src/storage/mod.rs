//! Tournament files: one TOML file per tournament, readable and editable by hand.
//!
//! Loading checks the syntax, the structure and the consistency of the tournament
//! ([`crate::model::validate`]) and reports the file, line, column and field of every
//! problem. Saving is atomic ([`atomic`]): the file on disk always holds either the old
//! or the new tournament, never a mixture, and the previous version is kept beside it.
//! A tournament file that is a symbolic link is saved to the link's target (with its
//! backup, lock and history beside the target).

mod atomic;
mod document;
mod history;
pub mod import;
mod locate;
mod lock;

use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use thiserror::Error;

use crate::model::Tournament;
pub use atomic::backup_path;
pub use history::{RestoreError, Restored, history_directory, restore, saved_rounds};
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
    /// The file holds the new tournament, but a step after it failed.
    #[error("{}: the tournament was saved, but {error}", path.display())]
    SavedWithProblem {
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
    parse(&read_text(path)?, path)
}

/// The largest tournament file read: 16 MiB, four times a tournament of 10,000 players
/// and 15 rounds. The TOML parser needs some forty times a file's size, so a larger
/// file is refused before it is parsed.
pub const MAX_FILE_BYTES: usize = 16 * 1024 * 1024;

/// The text of a tournament file, at most [`MAX_FILE_BYTES`] (a larger file is not read
/// further); a file that is not UTF-8 is refused with the place of its first stray byte.
fn read_text(path: &Path) -> Result<String, StorageError> {
    let read_error = |error| StorageError::Read {
        path: path.to_path_buf(),
        error,
    };
    let bytes =
        crate::files::read_regular_at_most(path, MAX_FILE_BYTES as u64 + 1).map_err(read_error)?;
    if bytes.len() > MAX_FILE_BYTES {
        return Err(too_large(path));
    }
    String::from_utf8(bytes).map_err(|error| {
        let valid = error.utf8_error().valid_up_to();
        let bytes = error.as_bytes();
        let before = String::from_utf8_lossy(&bytes[..valid]);
        let (line, column) = locate::Locator::new(&before).line_and_column(valid);
        StorageError::Invalid {
            path: path.to_path_buf(),
            problems: vec![FileProblem {
                line,
                column,
                field: String::new(),
                message: format!(
                    "the file is not UTF-8 text (byte 0x{:02x}): save it as UTF-8",
                    bytes[valid]
                ),
            }],
        }
    })
}

fn too_large(path: &Path) -> StorageError {
    StorageError::Invalid {
        path: path.to_path_buf(),
        problems: vec![FileProblem {
            line: 1,
            column: 1,
            field: String::new(),
            message: format!(
                "the file is larger than {} MiB, the most a tournament file may have: it is not read",
                MAX_FILE_BYTES / (1024 * 1024)
            ),
        }],
    }
}

/// The file a save of `path` writes: the target of a symbolic link, else `path`.
pub(crate) fn real_path(path: &Path) -> std::io::Result<PathBuf> {
    match std::fs::symlink_metadata(path) {
        Ok(metadata) if metadata.file_type().is_symlink() => {
            std::fs::canonicalize(path).map_err(|error| {
                crate::files::described(
                    error,
                    &format!("{} is a symbolic link that leads nowhere", path.display()),
                )
            })
        }
        _ => Ok(path.to_path_buf()),
    }
}

/// Parses and checks the text of a tournament file; `path` is only used in messages.
pub fn parse(text: &str, path: &Path) -> Result<Tournament, StorageError> {
    if text.len() > MAX_FILE_BYTES {
        return Err(too_large(path));
    }
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
/// [`backup_path`], and then the round's version in the history directory
/// ([`history_directory`]). Refuses to save a tournament that would not load back, and a
/// read-only file. The error says whether the file was changed.
///
/// This writes without taking the lock; use [`modify`] or [`TournamentFile`] where
/// another arbiter may be saving the same file.
pub fn save(path: &Path, tournament: &Tournament) -> Result<(), StorageError> {
    let previous = Previous {
        lock: None,
        rounds_paired: load(path).ok().as_ref().map(Tournament::rounds_paired),
    };
    save_text(path, tournament, &to_toml(tournament), &previous)
}

/// Saves a new tournament to `path`, under the lock. The rounds kept for a tournament
/// that was there before are removed first: they belong to it, not to the new one, and
/// `restore` would bring them back.
pub fn create(path: &Path, tournament: &Tournament) -> Result<(), StorageError> {
    let lock = lock(path)?;
    let target = real_path(path).map_err(|error| StorageError::Write {
        path: path.to_path_buf(),
        error,
    })?;
    history::discard(&target).map_err(|error| StorageError::Write {
        path: path.to_path_buf(),
        error,
    })?;
    let previous = Previous {
        lock: Some(&lock),
        rounds_paired: None,
    };
    save_text(path, tournament, &to_toml(tournament), &previous)
}

/// What a save knows of the version it replaces.
struct Previous<'a> {
    /// The lock the save is made under: it must still hold when the file is replaced.
    lock: Option<&'a FileLock>,
    /// The rounds paired in the version replaced, when known: a save with more rounds
    /// pairs a round again whose earlier version the history must not lose.
    rounds_paired: Option<u32>,
}

fn save_text(
    path: &Path,
    tournament: &Tournament,
    text: &str,
    previous: &Previous,
) -> Result<(), StorageError> {
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
    let target = real_path(path).map_err(write_error)?;
    let old = atomic::prepare(&target).map_err(write_error)?;
    history::prepare(&target).map_err(write_error)?;
    let rounds_paired = tournament.rounds_paired();
    if let Some(before) = previous.rounds_paired.filter(|&b| b != rounds_paired) {
        if before < rounds_paired {
            history::keep_removed_round(&target, rounds_paired, old.as_ref())
                .map_err(write_error)?;
        }
        // The version replaced is the newest with `before` rounds: kept now, in case the
        // save that wrote it was stopped before its history was.
        if old.is_some() {
            crate::files::read_regular(&target)
                .and_then(|current| history::record(&target, before, &current, old.as_ref()))
                .map_err(write_error)?;
        }
    }
    let still_locked = || previous.lock.map_or(Ok(()), FileLock::still_held);
    let written = atomic::write(&target, text.as_bytes(), old.as_ref(), &still_locked);
    let problem = match written {
        Err(atomic::WriteError::Unchanged(error)) => return Err(write_error(error)),
        Err(atomic::WriteError::Saved(error)) => Some(error),
        Ok(()) => None,
    };
    let recorded =
        history::record(&target, rounds_paired, text.as_bytes(), old.as_ref()).map_err(|error| {
            crate::files::described(
                error,
                &format!("its version with {rounds_paired} rounds was not kept in the history"),
            )
        });
    match problem.or(recorded.err()) {
        None => Ok(()),
        Some(error) => Err(StorageError::SavedWithProblem {
            path: path.to_path_buf(),
            error,
        }),
    }
}

fn lock(path: &Path) -> Result<FileLock, StorageError> {
    lock_waiting(path, &mut |_| true)
}

/// The lock of `path`, asking `waiting` while another program holds it
/// ([`FileLock::acquire_waiting`]).
fn lock_waiting(
    path: &Path,
    waiting: &mut dyn FnMut(&str) -> bool,
) -> Result<FileLock, StorageError> {
    let write_error = |error| StorageError::Write {
        path: path.to_path_buf(),
        error,
    };
    let target = real_path(path).map_err(write_error)?;
    FileLock::acquire_waiting(&target, LOCK_PATIENCE, waiting).map_err(write_error)
}

/// Loads the newest version under the lock, applies `change`, and saves it, so two
/// arbiters changing one file one after the other never lose a change. Nothing is
/// saved when `change` fails.
pub fn modify<R, E>(
    path: &Path,
    change: impl FnOnce(&mut Tournament) -> Result<R, E>,
) -> Result<Result<Modified<R>, E>, StorageError> {
    // A missing file is named before a lock file is left beside it.
    std::fs::metadata(path).map_err(|error| StorageError::Read {
        path: path.to_path_buf(),
        error,
    })?;
    let lock = lock(path)?;
    let tournament = load(path)?;
    apply_and_save(&lock, tournament, change, |tournament, previous| {
        save_text(path, tournament, &to_toml(tournament), previous)
    })
}

/// Applies `change` to `tournament` (the newest version, read under `lock`) and saves
/// it with `save`. A refused change saves nothing; what failed after the file was saved
/// is the warning.
fn apply_and_save<R, E>(
    lock: &FileLock,
    mut tournament: Tournament,
    change: impl FnOnce(&mut Tournament) -> Result<R, E>,
    save: impl FnOnce(&Tournament, &Previous) -> Result<(), StorageError>,
) -> Result<Result<Modified<R>, E>, StorageError> {
    let previous = Previous {
        lock: Some(lock),
        rounds_paired: Some(tournament.rounds_paired()),
    };
    let value = match change(&mut tournament) {
        Ok(value) => value,
        Err(error) => return Ok(Err(error)),
    };
    let warning = match save(&tournament, &previous) {
        Ok(()) => None,
        Err(saved @ StorageError::SavedWithProblem { .. }) => Some(saved),
        Err(error) => return Err(error),
    };
    Ok(Ok(Modified {
        tournament,
        value,
        warning,
    }))
}

/// The result of [`modify`]: the change is saved.
#[derive(Debug)]
pub struct Modified<R> {
    /// The tournament as saved.
    pub tournament: Tournament,
    pub value: R,
    /// What failed after the file was saved ([`StorageError::SavedWithProblem`]).
    pub warning: Option<StorageError>,
}

/// A tournament file kept open by one program (the terminal application). It remembers
/// the text it last read or wrote, so a save by another arbiter in between is noticed,
/// and the next change is applied to the newest version instead of overwriting it.
#[derive(Debug)]
pub struct TournamentFile {
    path: PathBuf,
    seen: String,
    /// Identity, size and time of the file when `seen` was read or written: a cheap
    /// check of whether anyone saved since ([`TournamentFile::poll`]).
    stamp: Option<Stamp>,
    /// Asked while another program holds the lock ([`TournamentFile::set_waiting`]).
    waiting: fn(&str) -> bool,
}

/// What identifies one version of a file without reading it: every save replaces the
/// file by a rename, which gives it a new inode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Stamp {
    device: u64,
    inode: u64,
    size: u64,
    modified: (i64, i64),
}

impl Stamp {
    fn of(path: &Path) -> Option<Stamp> {
        let metadata = std::fs::metadata(path).ok()?;
        Some(Stamp {
            device: metadata.dev(),
            inode: metadata.ino(),
            size: metadata.size(),
            modified: (metadata.mtime(), metadata.mtime_nsec()),
        })
    }
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
        let stamp = Stamp::of(path);
        let text = read_text(path)?;
        let tournament = parse(&text, path)?;
        Ok((
            TournamentFile {
                path: path.to_path_buf(),
                seen: text,
                stamp,
                waiting: |_| true,
            },
            tournament,
        ))
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// What a change does while another program holds the file's lock: `waiting` is
    /// called every tenth of a second with the holder's line (`user@host pid N`) and
    /// cancels the change by returning false (the terminal application shows that it
    /// waits and lets `Esc` cancel). By default a change waits, up to 30 s.
    pub fn set_waiting(&mut self, waiting: fn(&str) -> bool) -> &mut Self {
        self.waiting = waiting;
        self
    }

    fn lock(&self) -> Result<FileLock, StorageError> {
        lock_waiting(&self.path, &mut |holder| (self.waiting)(holder))
    }

    /// Whether the file on disk differs from what this program last read or wrote.
    pub fn changed_on_disk(&self) -> bool {
        read_text(&self.path).is_ok_and(|text| text != self.seen)
    }

    /// Looks for another program's save since this one last read or wrote the file
    /// (cheaply: the file is read only when its identity, size or time changed). Returns
    /// the newest version and what changed from `current`, which it then counts as seen.
    pub fn poll(
        &mut self,
        current: &Tournament,
    ) -> Result<Option<(Tournament, ExternalChange)>, StorageError> {
        let stamp = Stamp::of(&self.path);
        if stamp.is_some() && stamp == self.stamp {
            return Ok(None);
        }
        let previous_holder =
            FileLock::last_holder(&real_path(&self.path).unwrap_or_else(|_| self.path.clone()));
        self.newer_on_disk(current, previous_holder)
    }

    /// The version on disk when it differs from what was seen (which it becomes).
    fn newer_on_disk(
        &mut self,
        current: &Tournament,
        by: Option<String>,
    ) -> Result<Option<(Tournament, ExternalChange)>, StorageError> {
        let stamp = Stamp::of(&self.path);
        let on_disk = read_text(&self.path)?;
        if on_disk == self.seen {
            self.stamp = stamp;
            return Ok(None);
        }
        // A version that does not load is reported once, not at every poll; the next
        // change reads it again (and is refused while it does not load).
        self.stamp = stamp;
        let newest = parse(&on_disk, &self.path)?;
        let changes = crate::model::describe_changes(current, &newest);
        self.seen = on_disk;
        Ok(Some((newest, ExternalChange { by, changes })))
    }

    /// Applies `change` and saves, under the lock. When another program saved the file
    /// since this one last read it, `change` is applied to that newest version (which
    /// becomes the new state) and the returned [`ExternalChange`] says who saved it.
    /// A refused change saves nothing; the [`Refused`] error carries the newest version
    /// it was refused on, when that is another program's.
    pub fn update<R, E>(
        &mut self,
        current: &Tournament,
        change: impl FnOnce(&mut Tournament) -> Result<R, E>,
    ) -> Result<Result<Updated<R>, Refused<E>>, StorageError> {
        let lock = self.lock()?;
        let (tournament, external) =
            match self.newer_on_disk(current, lock.previous_holder.clone())? {
                Some((newest, external)) => (newest, Some(external)),
                None => (current.clone(), None),
            };
        let newer = external
            .clone()
            .map(|external| (tournament.clone(), external));
        let modified = match apply_and_save(&lock, tournament, change, |tournament, previous| {
            self.write(tournament, previous)
        })? {
            Ok(modified) => modified,
            Err(error) => return Ok(Err(Refused { error, newer })),
        };
        Ok(Ok(Updated {
            tournament: modified.tournament,
            value: modified.value,
            external,
            warning: modified.warning.map(|warning| warning.to_string()),
        }))
    }

    /// Saves `target` (an undo or redo) unless another program saved the file since
    /// this one last read it: the check and the save are made under one lock, so no
    /// other save can come in between and be overwritten. When there was such a save,
    /// nothing is written and its version is returned.
    pub fn save_unless_changed(
        &mut self,
        current: &Tournament,
        target: &Tournament,
    ) -> Result<Option<(Tournament, ExternalChange)>, StorageError> {
        let lock = self.lock()?;
        if let Some(newer) = self.newer_on_disk(current, lock.previous_holder.clone())? {
            return Ok(Some(newer));
        }
        let previous = Previous {
            lock: Some(&lock),
            rounds_paired: Some(current.rounds_paired()),
        };
        self.write(target, &previous)?;
        Ok(None)
    }

    fn write(&mut self, tournament: &Tournament, previous: &Previous) -> Result<(), StorageError> {
        let text = to_toml(tournament);
        let saved = save_text(&self.path, tournament, &text, previous);
        if matches!(saved, Ok(()) | Err(StorageError::SavedWithProblem { .. })) {
            self.seen = text;
            self.stamp = Stamp::of(&self.path);
        }
        saved
    }
}

/// A change [`TournamentFile::update`] did not make: nothing was saved.
#[derive(Debug)]
pub struct Refused<E> {
    pub error: E,
    /// The version the change was refused on when another program had saved it since
    /// this one last read the file (this program has not seen it yet), and what that
    /// save changed.
    pub newer: Option<(Tournament, ExternalChange)>,
}

/// The result of [`TournamentFile::update`].
#[derive(Debug)]
pub struct Updated<R> {
    /// The tournament as saved.
    pub tournament: Tournament,
    pub value: R,
    /// Set when another program had changed the file since this one read it.
    pub external: Option<ExternalChange>,
    /// What failed after the file was saved ([`StorageError::SavedWithProblem`]).
    pub warning: Option<String>,
}
