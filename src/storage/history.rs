//! Per-round history: every save also keeps the newest version of the tournament with
//! N rounds paired as `FILE.toml.d/round-NN.toml` (round-00 is the registration), so the
//! arbiter can go back to the state of any round with `arbiter restore`.

use std::io;
use std::path::{Path, PathBuf};

use super::{StorageError, atomic, load, lock, save};
use crate::model::Tournament;

/// `FILE.toml.d` beside the file.
pub fn history_directory(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".d");
    path.with_file_name(name)
}

fn round_file(path: &Path, rounds_paired: u32) -> PathBuf {
    history_directory(path).join(format!("round-{rounds_paired:02}.toml"))
}

/// Keeps `bytes` as the newest version with `rounds_paired` rounds.
pub(super) fn record(path: &Path, rounds_paired: u32, bytes: &[u8]) -> io::Result<()> {
    std::fs::create_dir_all(history_directory(path))?;
    atomic::replace(&round_file(path, rounds_paired), bytes)
}

/// The round counts for which a version is kept, ascending.
pub fn saved_rounds(path: &Path) -> Vec<u32> {
    let mut rounds: Vec<u32> = std::fs::read_dir(history_directory(path))
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            name.strip_prefix("round-")?
                .strip_suffix(".toml")?
                .parse()
                .ok()
        })
        .collect();
    rounds.sort_unstable();
    rounds
}

/// Makes the kept version with `rounds_paired` rounds the current file (the current one
/// stays as the backup) and returns it.
pub fn restore(path: &Path, rounds_paired: u32) -> Result<Tournament, StorageError> {
    let _lock = lock(path)?;
    let kept = load(&round_file(path, rounds_paired))?;
    save(path, &kept)?;
    Ok(kept)
}
