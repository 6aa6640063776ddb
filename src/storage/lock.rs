//! Two arbiters on one file: an advisory lock around every read-modify-write, and a
//! lock file that says who holds it.
//!
//! The lock is an OS advisory lock (`File::try_lock`, flock on Unix) on `FILE.toml.lock`. The operating system
//! releases it when the holder dies, so a lock file left behind by a killed process is
//! stale by construction: the next writer acquires the lock at once and overwrites the
//! holder line.

use std::fs::{File, OpenOptions};
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Where the lock of `path` lives: `FILE.toml.lock`.
pub fn lock_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".lock");
    path.with_file_name(name)
}

/// `user@host pid N`: who is writing.
pub fn holder_description() -> String {
    let user = std::env::var("USER")
        .or_else(|_| std::env::var("LOGNAME"))
        .unwrap_or_else(|_| "unknown".into());
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .map(|h| h.trim().to_string())
        .or_else(|_| std::env::var("HOSTNAME"))
        .unwrap_or_else(|_| "localhost".into());
    format!("{user}@{host} pid {}", std::process::id())
}

/// An exclusive hold on a tournament file, released when dropped.
pub struct FileLock {
    file: File,
    /// Who held the lock before us (the last writer), if anyone ever did.
    pub previous_holder: Option<String>,
}

impl FileLock {
    /// Waits up to `patience` for the lock. On time-out the error names the holder.
    pub fn acquire(path: &Path, patience: Duration) -> io::Result<FileLock> {
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(lock_path(path))?;
        let start = Instant::now();
        loop {
            match file.try_lock() {
                Ok(()) => {
                    let mut previous = String::new();
                    file.read_to_string(&mut previous)?;
                    let previous_holder =
                        Some(previous.trim().to_string()).filter(|s| !s.is_empty());
                    file.set_len(0)?;
                    file.seek(SeekFrom::Start(0))?;
                    writeln!(file, "{}", holder_description())?;
                    return Ok(FileLock {
                        file,
                        previous_holder,
                    });
                }
                Err(std::fs::TryLockError::WouldBlock) => {}
                Err(std::fs::TryLockError::Error(error)) => return Err(error),
            }
            if start.elapsed() >= patience {
                let mut holder = String::new();
                let _ = file.read_to_string(&mut holder);
                return Err(io::Error::new(
                    io::ErrorKind::WouldBlock,
                    format!("the file is being saved by {}", holder.trim()),
                ));
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}

impl Drop for FileLock {
    fn drop(&mut self) {
        let _ = self.file.unlock();
    }
}
