//! Crash-safe file replacement: temporary file in the same directory, fsync, rename,
//! fsync of the directory. A crash or a full disk at any point leaves either the old or
//! the new content under the file's name.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Where the previous version of `path` is kept: `FILE.toml.bak`.
pub fn backup_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".bak");
    path.with_file_name(name)
}

fn temporary_path(path: &Path, purpose: &str) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".{purpose}-{}", std::process::id()));
    path.with_file_name(name)
}

/// Replaces `path` with `bytes`, keeping the old content as the backup. The directory
/// is flushed once at the end, which makes both renames (backup and file) durable.
pub fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if path.exists() {
        replace(&backup_path(path), &fs::read(path)?)?;
    }
    replace(path, bytes)?;
    sync_directory(path)
}

/// Replaces `path` with `bytes` atomically: after a crash the name holds the old or the
/// new content. The rename itself becomes durable at the next flush of the directory
/// (the kept round versions of the history rely on the next save for that).
pub fn replace(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let temporary = temporary_path(path, "tmp");
    let result = (|| {
        let mut file = OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .open(&temporary)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        fs::rename(&temporary, path)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    result
}

fn sync_directory(path: &Path) -> io::Result<()> {
    let directory = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    File::open(directory)?.sync_all()
}
