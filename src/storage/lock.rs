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
use std::sync::mpsc;
use std::time::Duration;

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
    /// Waits up to `patience` for the lock. The wait blocks in the kernel, which wakes
    /// the waiter as soon as the holder lets go (polling could starve behind a writer
    /// that saves in a tight loop). On time-out the error names the holder.
    pub fn acquire(path: &Path, patience: Duration) -> io::Result<FileLock> {
        let lock_file = lock_path(path);
        let open = |path: &Path| {
            OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .open(path)
        };
        let waiting = open(&lock_file)?;
        let (sender, receiver) = mpsc::channel();
        std::thread::spawn(move || {
            // If the receiver has given up, the file (and with it the lock) is dropped.
            let _ = sender.send(waiting.lock().map(|()| waiting));
        });
        let mut file = match receiver.recv_timeout(patience) {
            Ok(locked) => locked?,
            Err(_) => {
                let mut holder = String::new();
                let _ = open(&lock_file)?.read_to_string(&mut holder);
                return Err(io::Error::new(
                    io::ErrorKind::WouldBlock,
                    format!(
                        "another program has been saving the file for {} s: {}",
                        patience.as_secs(),
                        holder.trim()
                    ),
                ));
            }
        };
        let mut previous = String::new();
        file.read_to_string(&mut previous)?;
        let previous_holder = Some(previous.trim().to_string()).filter(|s| !s.is_empty());
        file.set_len(0)?;
        file.seek(SeekFrom::Start(0))?;
        writeln!(file, "{}", holder_description())?;
        Ok(FileLock {
            file,
            previous_holder,
        })
    }
}

impl Drop for FileLock {
    fn drop(&mut self) {
        let _ = self.file.unlock();
    }
}
