//! Two arbiters on one file: an advisory lock around every read-modify-write, and a
//! lock file that says who holds it.
//!
//! The lock is an OS advisory lock (`File::try_lock`, flock on Unix) on `FILE.toml.lock`. The operating system
//! releases it when the holder dies, so a lock file left behind by a killed process is
//! stale by construction: the next writer acquires the lock at once and overwrites the
//! holder line.
//!
//! The lock file is opened through [`crate::files::open_lock`]: never through a symbolic
//! link, never blocking on a FIFO, and refused unless it is a regular file with no other
//! name, so nothing planted in a shared directory makes a save write another file or
//! hang. A lock file removed while a writer holds it would let a second writer in: the
//! lock is only taken on the file the name leads to, and checked again right before the
//! tournament file is replaced ([`FileLock::still_held`]).

use std::fs::{File, OpenOptions};
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::files;

/// Where the lock of `path` lives: `FILE.toml.lock`.
pub fn lock_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".lock");
    path.with_file_name(name)
}

/// `user@host pid N`: who is writing.
pub fn holder_description() -> String {
    let user = account_name();
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .map(|h| h.trim().to_string())
        .or_else(|_| std::env::var("HOSTNAME"))
        .unwrap_or_else(|_| "localhost".into());
    format!("{user}@{host} pid {}", std::process::id())
}

/// The name of the account this process runs as, from the system's user database
/// (never `$USER`, which anyone can set to anything); its number when it has none.
/// The standard library has no safe way to ask the user database: libc's getpwuid_r.
#[allow(unsafe_code)]
fn account_name() -> String {
    // SAFETY: getuid cannot fail; getpwuid_r writes only into `entry` and `buffer`,
    // whose sizes it is given, and `found` points into them on success.
    unsafe {
        let uid = libc::getuid();
        let mut entry: libc::passwd = std::mem::zeroed();
        let mut buffer = vec![0 as libc::c_char; 4096];
        let mut found: *mut libc::passwd = std::ptr::null_mut();
        let status = libc::getpwuid_r(
            uid,
            &mut entry,
            buffer.as_mut_ptr(),
            buffer.len(),
            &mut found,
        );
        if status == 0 && !found.is_null() && !entry.pw_name.is_null() {
            return std::ffi::CStr::from_ptr(entry.pw_name)
                .to_string_lossy()
                .into_owned();
        }
        format!("uid {uid}")
    }
}

/// How long a waiting writer sleeps between two questions to its `waiting` callback.
const WAIT_STEP: Duration = Duration::from_millis(100);

/// An exclusive hold on a tournament file, released when dropped.
pub struct FileLock {
    file: File,
    /// The lock file's name, to check that it still names `file` ([`FileLock::still_held`]).
    path: PathBuf,
    /// Who held the lock before us (the last writer), if anyone ever did.
    pub previous_holder: Option<String>,
}

impl FileLock {
    /// The holder line of the lock file of `path` (the last writer), read without
    /// taking the lock, without following a link and without blocking on a FIFO.
    pub fn last_holder(path: &Path) -> Option<String> {
        let mut file = OpenOptions::new()
            .read(true)
            .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_CLOEXEC)
            .open(lock_path(path))
            .ok()?;
        if !file.metadata().ok()?.is_file() {
            return None;
        }
        let mut text = String::new();
        file.read_to_string(&mut text).ok()?;
        holder_line(&text)
    }

    /// Waits up to `patience` for the lock ([`FileLock::acquire_waiting`], never
    /// cancelled).
    pub fn acquire(path: &Path, patience: Duration) -> io::Result<FileLock> {
        Self::acquire_waiting(path, patience, &mut |_| true)
    }

    /// Waits up to `patience` for the lock. The wait blocks in the kernel, which wakes
    /// the waiter as soon as the holder lets go (polling could starve behind a writer
    /// that saves in a tight loop). While it waits, `waiting` is called every
    /// [`WAIT_STEP`] with the holder's line and cancels the wait by returning false. On
    /// time-out or cancellation the error names the holder.
    ///
    /// A lock file removed or replaced while this process waited is not the lock any
    /// more: once locked, the file must still be the one the name leads to (same device
    /// and inode), else the lock is taken again on the file now named.
    pub fn acquire_waiting(
        path: &Path,
        patience: Duration,
        waiting: &mut dyn FnMut(&str) -> bool,
    ) -> io::Result<FileLock> {
        let lock_file = lock_path(path);
        let deadline = Instant::now() + patience;
        let mut file = loop {
            let candidate = files::open_lock(&lock_file).map_err(|e| explained(&lock_file, e))?;
            let (sender, receiver) = mpsc::channel();
            std::thread::spawn(move || {
                // If the receiver has given up, the file (and with it the lock) is dropped.
                let _ = sender.send(candidate.lock().map(|()| candidate));
            });
            let locked = loop {
                let left = deadline.saturating_duration_since(Instant::now());
                match receiver.recv_timeout(left.min(WAIT_STEP)) {
                    Ok(locked) => break locked?,
                    Err(mpsc::RecvTimeoutError::Timeout) if !left.is_zero() => {
                        let holder = Self::last_holder(path).unwrap_or_default();
                        if !waiting(&holder) {
                            return Err(io::Error::new(
                                io::ErrorKind::Interrupted,
                                format!("cancelled while {holder} was saving the file"),
                            ));
                        }
                    }
                    Err(_) => {
                        return Err(io::Error::new(
                            io::ErrorKind::WouldBlock,
                            format!(
                                "another program has been saving the file for {} s: {}",
                                patience.as_secs(),
                                Self::last_holder(path).unwrap_or_default()
                            ),
                        ));
                    }
                }
            };
            if files::still_named(&locked, &lock_file)? {
                break locked;
            }
            // Replaced again and again: give up as on a lock held too long.
            if Instant::now() >= deadline {
                return Err(io::Error::new(
                    io::ErrorKind::WouldBlock,
                    format!(
                        "the lock file {} keeps being replaced: try again",
                        lock_file.display()
                    ),
                ));
            }
        };
        let mut previous = String::new();
        file.read_to_string(&mut previous)?;
        let previous_holder = holder_line(&previous);
        file.set_len(0)?;
        file.seek(SeekFrom::Start(0))?;
        writeln!(file, "{}", holder_description())?;
        Ok(FileLock {
            file,
            path: lock_file,
            previous_holder,
        })
    }

    /// An error unless the lock file's name still leads to the locked file: one removed
    /// or replaced while this process held it no longer keeps another writer out, so
    /// nothing may be committed under it.
    pub fn still_held(&self) -> io::Result<()> {
        if files::still_named(&self.file, &self.path)? {
            Ok(())
        } else {
            Err(io::Error::new(
                io::ErrorKind::Interrupted,
                format!(
                    "the lock file {} was removed or replaced during the save, so another \
                     arbiter may be saving too: try again",
                    self.path.display()
                ),
            ))
        }
    }
}

/// The holder line of a lock file's text, safe to print: anyone who can write to the
/// directory can write the lock file.
fn holder_line(text: &str) -> Option<String> {
    Some(crate::model::text::printable(text.trim())).filter(|s| !s.is_empty())
}

/// An error opening the lock file `path`, in words that say what is in the way.
fn explained(path: &Path, error: io::Error) -> io::Error {
    let problem = match (error.raw_os_error(), error.kind()) {
        (Some(libc::ELOOP), _) => {
            "is a symbolic link: arbiter does not follow it (remove it; the lock is recreated)"
                .to_string()
        }
        (_, io::ErrorKind::IsADirectory) => {
            "is a directory, but it is where the lock is kept: move it away".to_string()
        }
        (_, io::ErrorKind::NotFound) => {
            let directory = path.parent().unwrap_or(Path::new("."));
            return io::Error::new(
                io::ErrorKind::NotFound,
                format!("the directory {} does not exist", directory.display()),
            );
        }
        _ => format!("cannot be used: {error}"),
    };
    io::Error::new(
        error.kind(),
        format!("the lock file {} {problem}", path.display()),
    )
}

impl Drop for FileLock {
    fn drop(&mut self) {
        let _ = self.file.unlock();
    }
}
