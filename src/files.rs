//! The one way arbiter creates or replaces a file: the tournament, its backup and
//! history, the lock, exports, the published site, the rating list's index and the
//! machine's settings all go through here.
//!
//! A directory shared between arbiters is hostile ground: anyone who can write to it can
//! plant a symbolic link, a FIFO or a hard link where arbiter writes. So:
//! - new content is written to a temporary file created exclusively (`O_CREAT|O_EXCL`)
//!   under an unpredictable name `NAME.tmp-PID-RANDOM` in the target's directory,
//!   flushed, and renamed over the target: nothing is ever opened through a name
//!   someone else may have planted, and a crash leaves the old or the new content;
//! - a target is replaced only when it is absent or a regular file (checked without
//!   following a link); a symbolic link, a FIFO, a directory or a device is refused;
//! - the one file opened in place, the lock, is opened without following a link and
//!   without blocking (`O_NOFOLLOW|O_NONBLOCK`), then refused unless it is a regular file
//!   with no other name;
//! - a kept version is never overwritten: [`keep_new`] takes the first free name;
//! - directories are created below a given one, through real directories only.

use std::fs::{self, File, Metadata, OpenOptions, Permissions};
use std::io::{self, Write};
use std::os::unix::fs::{FileTypeExt, MetadataExt, OpenOptionsExt, PermissionsExt};
use std::path::{Component, Path, PathBuf};

use tempfile::NamedTempFile;

/// New content, written and flushed to disk under a temporary name beside the file it
/// is for; [`Staged::commit`] puts it in place. Dropped uncommitted, it is removed.
pub struct Staged(NamedTempFile);

/// Writes `bytes` to a new temporary file beside `path`, flushed to disk, with the
/// permissions and owner of `like` (a new file: 0666 less the umask). Temporary files
/// of `path` left by a process that died are removed first.
pub fn stage(path: &Path, bytes: &[u8], like: Option<&Metadata>) -> io::Result<Staged> {
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
    Ok(Staged(file))
}

impl Staged {
    /// Renames the content over `path` (in the directory it was staged in), unless
    /// something other than a regular file stands there.
    pub fn commit(self, path: &Path) -> io::Result<()> {
        refuse_unless_regular(path)?;
        self.0.persist(path).map(drop).map_err(|error| error.error)
    }
}

/// Replaces `path` with `bytes` atomically, with the mode and owner of `like`: after a
/// crash the name holds the old or the new content. The rename itself becomes durable
/// at the next flush of the directory ([`sync_directory`]).
pub fn replace(path: &Path, bytes: &[u8], like: Option<&Metadata>) -> io::Result<()> {
    stage(path, bytes, like)?.commit(path)
}

/// Keeps `bytes` in `directory` under a name no file has: `STEM.toml`, else
/// `STEM-2.toml`, `STEM-3.toml`... (the rename refuses to replace anything, so two
/// writers at the same moment cannot take the same name). Returns the name taken.
pub fn keep_new(
    directory: &Path,
    stem: &str,
    bytes: &[u8],
    like: Option<&Metadata>,
) -> io::Result<PathBuf> {
    let mut staged = stage(&directory.join(format!("{stem}.toml")), bytes, like)?.0;
    for count in 1..=u32::MAX {
        let name = match count {
            1 => format!("{stem}.toml"),
            _ => format!("{stem}-{count}.toml"),
        };
        let path = directory.join(name);
        match staged.persist_noclobber(&path) {
            Ok(_) => return Ok(path),
            Err(error) if error.error.kind() == io::ErrorKind::AlreadyExists => {
                staged = error.file;
            }
            Err(error) => return Err(error.error),
        }
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        format!("no free name for {stem} in {}", directory.display()),
    ))
}

/// Opens (creating it when missing) the lock file `path` for reading and writing: not
/// through a symbolic link, without blocking on a FIFO, and only when it is a regular
/// file with no other name (a hard link would make the lock's holder line rewrite
/// another file).
pub fn open_lock(path: &Path) -> io::Result<File> {
    let file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .mode(0o666)
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_CLOEXEC)
        .open(path)?;
    let metadata = file.metadata()?;
    if !metadata.is_file() {
        return Err(not_regular(path, &metadata));
    }
    if metadata.nlink() > 1 {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!(
                "{} has another name (a hard link to it): arbiter does not rewrite it (remove it)",
                path.display()
            ),
        ));
    }
    Ok(file)
}

/// The content of the regular file `path` (a symbolic link to one is followed: it is
/// what the arbiter named), opened without blocking so that a FIFO in its place is
/// refused instead of waited on forever.
pub fn read_regular(path: &Path) -> io::Result<Vec<u8>> {
    read_regular_at_most(path, u64::MAX)
}

/// [`read_regular`], stopping after `limit` bytes (a caller that refuses larger files
/// asks for one byte more than it accepts, so it sees that the file is larger).
pub fn read_regular_at_most(path: &Path, limit: u64) -> io::Result<Vec<u8>> {
    let file = open_regular(path)?;
    let capacity = file.metadata()?.len().min(limit);
    let mut bytes = Vec::with_capacity(usize::try_from(capacity).unwrap_or(0));
    io::Read::read_to_end(&mut io::Read::take(file, limit), &mut bytes)?;
    Ok(bytes)
}

/// The regular file `path` opened for reading, as [`read_regular`] opens it: a FIFO
/// (or anything else not a regular file) in its place is refused, never waited on.
pub fn open_regular(path: &Path) -> io::Result<File> {
    let file = OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_CLOEXEC)
        .open(path)?;
    let metadata = file.metadata()?;
    if !metadata.is_file() {
        return Err(not_regular(path, &metadata));
    }
    Ok(file)
}

/// Whether `file` (opened earlier) is still the file named `path`: same device and
/// inode, reached without following a link. A file removed or replaced since is not.
pub fn still_named(file: &File, path: &Path) -> io::Result<bool> {
    let open = file.metadata()?;
    Ok(fs::symlink_metadata(path)
        .is_ok_and(|named| (named.dev(), named.ino()) == (open.dev(), open.ino())))
}

/// The directory `relative` below `base`, created (with the directories between) when
/// missing. `relative` must be a relative path without `..`; every directory on the way
/// must be a real directory, not a symbolic link, so nothing is written outside `base`.
pub fn directory_below(base: &Path, relative: &Path) -> io::Result<PathBuf> {
    if !stays_below(relative) {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!(
                "{} leaves {}: only a directory below it is written",
                relative.display(),
                base.display()
            ),
        ));
    }
    let mut directory = base.to_path_buf();
    for name in relative.components().filter(|c| *c != Component::CurDir) {
        directory.push(name);
        match fs::symlink_metadata(&directory) {
            Ok(metadata) if metadata.is_dir() => {}
            Ok(metadata) if metadata.is_symlink() => {
                return Err(not_regular(&directory, &metadata));
            }
            Ok(_) => {
                return Err(io::Error::new(
                    io::ErrorKind::AlreadyExists,
                    format!("{} is not a directory (move it away)", directory.display()),
                ));
            }
            Err(error) if error.kind() == io::ErrorKind::NotFound => {
                fs::create_dir(&directory).map_err(|error| {
                    described(error, &format!("cannot create {}", directory.display()))
                })?;
            }
            Err(error) => return Err(error),
        }
    }
    Ok(directory)
}

/// Whether `relative` names something below the directory it is taken from: a relative
/// path with at least one name and no `..`.
pub fn stays_below(relative: &Path) -> bool {
    let mut names = 0;
    for component in relative.components() {
        match component {
            Component::Normal(_) => names += 1,
            Component::CurDir => {}
            Component::ParentDir | Component::RootDir | Component::Prefix(_) => return false,
        }
    }
    names > 0
}

/// An error unless `path` is absent or a regular file (looked at without following a
/// link).
pub fn refuse_unless_regular(path: &Path) -> io::Result<()> {
    match fs::symlink_metadata(path) {
        Ok(metadata) if !metadata.is_file() => Err(not_regular(path, &metadata)),
        Ok(_) => Ok(()),
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(error) => Err(error),
    }
}

/// An error unless `path` is a directory itself, not a symbolic link to one: what
/// arbiter writes into a directory (the published site) never goes through a link.
pub fn refuse_unless_directory(path: &Path) -> io::Result<()> {
    let metadata = fs::symlink_metadata(path)?;
    if metadata.is_dir() {
        Ok(())
    } else {
        Err(not_regular(path, &metadata))
    }
}

/// Why arbiter does not write at `path`, whose metadata (not followed) is `metadata`.
fn not_regular(path: &Path, metadata: &Metadata) -> io::Error {
    let kind = metadata.file_type();
    let (what, error_kind) = if kind.is_symlink() {
        (
            "a symbolic link: arbiter does not write through one",
            io::ErrorKind::InvalidInput,
        )
    } else if kind.is_dir() {
        ("a directory", io::ErrorKind::IsADirectory)
    } else if kind.is_fifo() {
        (
            "a FIFO, not a regular file: arbiter writes regular files only",
            io::ErrorKind::InvalidInput,
        )
    } else {
        (
            "not a regular file: arbiter writes regular files only",
            io::ErrorKind::InvalidInput,
        )
    };
    io::Error::new(
        error_kind,
        format!("{} is {what} (move it away)", path.display()),
    )
}

/// Gives the new file the old one's owner and group, or at least its group, as far as
/// the system permits (only the superuser may give a file away).
fn keep_owner(file: &File, like: &Metadata) {
    if std::os::unix::fs::fchown(file, Some(like.uid()), Some(like.gid())).is_err() {
        let _ = std::os::unix::fs::fchown(file, None, Some(like.gid()));
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

/// The directory `path` is in (`.` for a bare name).
pub fn directory_of(path: &Path) -> &Path {
    match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    }
}

/// Flushes the directory of `path`, which makes the renames in it durable.
pub fn sync_directory(path: &Path) -> io::Result<()> {
    File::open(directory_of(path))?.sync_all()
}

/// `path` with `suffix` appended to its file name.
pub fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(suffix);
    path.with_file_name(name)
}

/// `error` with `context` in front, keeping its kind.
pub fn described(error: io::Error, context: &str) -> io::Error {
    io::Error::new(error.kind(), format!("{context}: {error}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_version_is_never_overwritten() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let first = keep_new(dir.path(), "replaced-7", b"one", None).expect("kept");
        let second = keep_new(dir.path(), "replaced-7", b"two", None).expect("kept");
        assert_eq!(first, dir.path().join("replaced-7.toml"));
        assert_eq!(second, dir.path().join("replaced-7-2.toml"));
        assert_eq!(fs::read(&first).expect("read"), b"one");
        assert_eq!(fs::read(&second).expect("read"), b"two");
    }

    #[test]
    fn only_real_directories_below_the_base_are_written() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let made = directory_below(dir.path(), Path::new("./site/2026")).expect("created");
        assert_eq!(made, dir.path().join("site").join("2026"));
        assert!(made.is_dir());
        for outside in ["../x", "/tmp/x", "site/../../x"] {
            let error = directory_below(dir.path(), Path::new(outside)).expect_err(outside);
            assert!(
                error.to_string().contains("only a directory below"),
                "{error}"
            );
        }
        std::os::unix::fs::symlink("/tmp", dir.path().join("link")).expect("link");
        let error = directory_below(dir.path(), Path::new("link/x")).expect_err("a link");
        assert!(error.to_string().contains("symbolic link"), "{error}");
    }
}
