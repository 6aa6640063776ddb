//! Crash-safe replacement of the tournament file with its backup, through
//! [`crate::files`]: the new content and the backup are staged beside the file, the file
//! is renamed into place, then the backup, then the directory is flushed. A crash or a
//! full disk at any point leaves either the old or the new content under the file's
//! name. The replaced file's mode, group and (where the system permits) owner are kept,
//! and a read-only file is not replaced.

use std::fs::{self, Metadata};
use std::io;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use crate::files::{self, described};

/// Where the previous version of `path` is kept: `FILE.toml.bak`.
pub fn backup_path(path: &Path) -> PathBuf {
    files::sibling(path, ".bak")
}

/// How far a failed [`write`] got.
#[derive(Debug)]
pub enum WriteError {
    /// Nothing was changed: the file and its backup hold what they held.
    Unchanged(io::Error),
    /// The file holds the new content, but a later step failed.
    Saved(io::Error),
}

/// Checks that `path` can be replaced before anything is written: its directory
/// exists, it is a regular file that is not read-only, and nothing but a regular file
/// stands where its backup goes. Returns the metadata of the file being replaced
/// (`None` for a new file).
pub fn prepare(path: &Path) -> io::Result<Option<Metadata>> {
    let directory = files::directory_of(path);
    if !directory.is_dir() {
        return Err(io::Error::new(
            io::ErrorKind::NotFound,
            format!("the directory {} does not exist", directory.display()),
        ));
    }
    files::refuse_unless_regular(&backup_path(path))
        .map_err(|error| described(error, "it is where the previous version is kept"))?;
    files::refuse_unless_regular(path)?;
    match fs::metadata(path) {
        Ok(metadata) => {
            refuse_read_only(path, &metadata)?;
            Ok(Some(metadata))
        }
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(error) => Err(error),
    }
}

/// Replaces `path` with `bytes`, keeping the old content (`old`: its metadata, from
/// [`prepare`]) as the backup. The new content and the backup are written in full
/// before anything is renamed, and `before_commit` is asked last (the lock is still
/// held), so a failure up to the file's rename changes nothing (the backup included).
/// The directory is flushed once at the end, which makes both renames durable.
pub fn write(
    path: &Path,
    bytes: &[u8],
    old: Option<&Metadata>,
    before_commit: &dyn Fn() -> io::Result<()>,
) -> Result<(), WriteError> {
    let backup = backup_path(path);
    let prepared = (|| {
        let new = files::stage(path, bytes, old)?;
        let kept = match old {
            Some(metadata) => Some(files::stage(
                &backup,
                &files::read_regular(path)?,
                Some(metadata),
            )?),
            None => None,
        };
        before_commit()?;
        Ok((new, kept))
    })();
    let (new, kept) = prepared.map_err(WriteError::Unchanged)?;
    new.commit(path).map_err(WriteError::Unchanged)?;
    if let Some(kept) = kept {
        kept.commit(&backup).map_err(|error| {
            WriteError::Saved(described(
                error,
                &format!("the previous version was not kept as {}", backup.display()),
            ))
        })?;
    }
    files::sync_directory(path)
        .map_err(|error| WriteError::Saved(described(error, "the directory was not flushed")))
}

fn refuse_read_only(path: &Path, metadata: &Metadata) -> io::Result<()> {
    let writable = !metadata.permissions().readonly()
        && fs::OpenOptions::new().append(true).open(path).is_ok();
    if writable {
        Ok(())
    } else {
        Err(io::Error::new(
            io::ErrorKind::PermissionDenied,
            format!(
                "{} is read-only (mode {:o}): make it writable to change it",
                path.display(),
                metadata.mode() & 0o7777
            ),
        ))
    }
}
