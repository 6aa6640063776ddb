//! Two arbiters on one file: an advisory lock around every read-modify-write, and a
//! lock file that says who holds it.
//!
//! The lock is an OS advisory lock (`File::try_lock`, flock on Unix) on `FILE.toml.lock`. The operating system
//! releases it when the holder dies, so a lock file left behind by a killed process is
//! stale by construction: the next writer acquires the lock at once and overwrites the
//! holder line.
//!
//! The lock file is opened without following a symbolic link: a link planted in a shared
//! directory cannot make a save overwrite another file.

use std::fs::{File, OpenOptions};
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::os::unix::fs::OpenOptionsExt;
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
        .ok()
        .filter(|name| !name.is_empty())
        .unwrap_or_else(account_name);
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .map(|h| h.trim().to_string())
        .or_else(|_| std::env::var("HOSTNAME"))
        .unwrap_or_else(|_| "localhost".into());
    format!("{user}@{host} pid {}", std::process::id())
}

/// The name of the account this process runs as, from the system's user database
/// (`$USER` is not set under cron, systemd or `env -i`); its number when it has none.
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

/// An exclusive hold on a tournament file, released when dropped.
pub struct FileLock {
    file: File,
    /// Who held the lock before us (the last writer), if anyone ever did.
    pub previous_holder: Option<String>,
}

impl FileLock {
    /// The holder line of the lock file of `path` (the last writer), read without
    /// taking the lock.
    pub fn last_holder(path: &Path) -> Option<String> {
        let mut text = String::new();
        OpenOptions::new()
            .read(true)
            .custom_flags(libc::O_NOFOLLOW)
            .open(lock_path(path))
            .ok()?
            .read_to_string(&mut text)
            .ok()?;
        holder_line(&text)
    }

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
                .custom_flags(libc::O_NOFOLLOW | libc::O_CLOEXEC)
                .open(path)
                .map_err(|error| explained(path, error))
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
                        holder_line(&holder).unwrap_or_default()
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
            previous_holder,
        })
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
        _ => format!("cannot be opened: {error}"),
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
