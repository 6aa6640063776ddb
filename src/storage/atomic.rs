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

/// Replaces `path` with `bytes`, keeping the old content as the backup.
pub fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if path.exists() {
        copy_atomically(path, &backup_path(path))?;
    }
    write_without_backup(path, bytes)
}

fn copy_atomically(from: &Path, to: &Path) -> io::Result<()> {
    let bytes = fs::read(from)?;
    write_without_backup(to, &bytes)
}

/// Replaces `path` with `bytes` atomically, keeping no backup.
pub fn write_without_backup(path: &Path, bytes: &[u8]) -> io::Result<()> {
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
        fs::rename(&temporary, path)?;
        sync_directory(path)
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
