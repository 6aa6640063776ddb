//! Crash-safe file replacement: temporary file in the same directory, fsync, rename,
//! fsync of the directory. A crash or a full disk at any point leaves either the old or
//! the new content under the file's name.
//!
//! The temporary files are created exclusively (never through a planted symbolic link
//! or over another file) under unpredictable names `NAME.tmp-PID-RANDOM`; those left
//! by a process that died are removed by the next save. The replaced file's mode,
//! group and (where the system permits) owner are kept, and a read-only file is not
//! replaced.

use std::fs::{self, File, Metadata, Permissions};
use std::io::{self, Write};
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};

use tempfile::NamedTempFile;

/// Where the previous version of `path` is kept: `FILE.toml.bak`.
pub fn backup_path(path: &Path) -> PathBuf {
    sibling(path, ".bak")
}

/// `path` with `suffix` appended to its file name.
pub fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(suffix);
    path.with_file_name(name)
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
/// exists, it is not read-only, and no directory stands where its backup goes. Returns
/// the metadata of the file being replaced (`None` for a new file).
pub fn prepare(path: &Path) -> io::Result<Option<Metadata>> {
    let directory = directory_of(path);
    if !directory.is_dir() {
        return Err(io::Error::new(
            io::ErrorKind::NotFound,
            format!("the directory {} does not exist", directory.display()),
        ));
    }
    refuse_directory(&backup_path(path), "the backup of the previous version")?;
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
/// before anything is renamed, so a failure up to the file's rename changes nothing
/// (the backup included). The directory is flushed once at the end, which makes both
/// renames durable.
pub fn write(path: &Path, bytes: &[u8], old: Option<&Metadata>) -> Result<(), WriteError> {
    let backup = backup_path(path);
    let prepared = (|| {
        let new = temporary(path, bytes, old)?;
        let kept = match old {
            Some(metadata) => Some(temporary(&backup, &fs::read(path)?, Some(metadata))?),
            None => None,
        };
        Ok((new, kept))
    })();
    let (new, kept) = prepared.map_err(WriteError::Unchanged)?;
    new.persist(path)
        .map_err(|error| WriteError::Unchanged(error.error))?;
    if let Some(kept) = kept {
        kept.persist(&backup).map_err(|error| {
            WriteError::Saved(described(
                error.error,
                &format!("the previous version was not kept as {}", backup.display()),
            ))
        })?;
    }
    sync_directory(path)
        .map_err(|error| WriteError::Saved(described(error, "the directory was not flushed")))
}

/// Replaces `path` with `bytes` atomically, with the mode and owner of `like` (the
/// tournament file): after a crash the name holds the old or the new content. The
/// rename itself becomes durable at the next flush of the directory.
pub fn replace(path: &Path, bytes: &[u8], like: Option<&Metadata>) -> io::Result<()> {
    temporary(path, bytes, like)?
        .persist(path)
        .map(drop)
        .map_err(|error| error.error)
}

/// Writes `bytes` to a new temporary file beside `path`, flushed to disk, with the
/// permissions and owner of `like` (a new file: the usual 0666 less the umask).
fn temporary(path: &Path, bytes: &[u8], like: Option<&Metadata>) -> io::Result<NamedTempFile> {
    let directory = directory_of(path);
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    remove_stale_temporaries(directory, &name);
    let mut file = tempfile::Builder::new()
        .prefix(&format!("{name}.tmp-{}-", std::process::id()))
        .rand_bytes(8)
        .permissions(Permissions::from_mode(0o666))
        .tempfile_in(directory)?;
    if let Some(like) = like {
        keep_owner(file.as_file(), like);
        file.as_file()
            .set_permissions(Permissions::from_mode(like.mode() & 0o7777))?;
    }
    file.write_all(bytes)?;
    file.as_file().sync_all()?;
    Ok(file)
}

/// Gives the new file the old one's owner and group, or at least its group, as far as
/// the system permits (only the superuser may give a file away).
fn keep_owner(file: &File, like: &Metadata) {
    if std::os::unix::fs::fchown(file, Some(like.uid()), Some(like.gid())).is_err() {
        let _ = std::os::unix::fs::fchown(file, None, Some(like.gid()));
    }
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

/// An error when `path` is a directory where a file belongs.
pub fn refuse_directory(path: &Path, what: &str) -> io::Result<()> {
    match fs::symlink_metadata(path) {
        Ok(metadata) if metadata.is_dir() => Err(io::Error::new(
            io::ErrorKind::IsADirectory,
            format!(
                "{} is a directory, but it is where {what} is kept: move it away",
                path.display()
            ),
        )),
        _ => Ok(()),
    }
}

/// Removes `NAME.tmp-PID-*` files in `directory` whose process no longer runs (a save
/// killed half-way). Only where the running processes can be seen (`/proc`).
fn remove_stale_temporaries(directory: &Path, name: &str) {
    if !Path::new("/proc/self").exists() {
        return;
    }
    let prefix = format!("{name}.tmp-");
    let Ok(entries) = fs::read_dir(directory) else {
        return;
    };
    for entry in entries.flatten() {
        let file_name = entry.file_name();
        let Some(pid) = file_name
            .to_str()
            .and_then(|n| n.strip_prefix(&prefix))
            .and_then(|rest| rest.split('-').next())
            .and_then(|pid| pid.parse::<u32>().ok())
        else {
            continue;
        };
        let regular = entry
            .file_type()
            .is_ok_and(|t| t.is_file() || t.is_symlink());
        if regular && !Path::new("/proc").join(pid.to_string()).exists() {
            let _ = fs::remove_file(entry.path());
        }
    }
}

fn directory_of(path: &Path) -> &Path {
    match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    }
}

fn sync_directory(path: &Path) -> io::Result<()> {
    File::open(directory_of(path))?.sync_all()
}

/// `error` with `context` in front, keeping its kind.
pub fn described(error: io::Error, context: &str) -> io::Error {
    io::Error::new(error.kind(), format!("{context}: {error}"))
}
