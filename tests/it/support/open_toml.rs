//! The tournament file `open.toml` of an event run on the command line in a directory
//! of its own.

use std::path::Path;

use arbiter::model::Tournament;
use arbiter::storage;

use super::cli::ok_in;

/// Creates `open.toml` in `directory`: a tournament of `rounds` rounds paired by
/// `system`, White on board 1 of round 1.
pub fn create(directory: &Path, system: &str, rounds: u32) {
    ok_in(
        directory,
        &[
            "new",
            "open.toml",
            "--system",
            system,
            "--rounds",
            &rounds.to_string(),
            "--initial-colour",
            "white",
        ],
    );
}

/// Enters `result` (as `arbiter result` takes it) on `board` of `round`.
pub fn enter_result(directory: &Path, round: u32, board: u32, result: &str) {
    ok_in(
        directory,
        &[
            "result",
            "open.toml",
            "--round",
            &round.to_string(),
            "--board",
            &board.to_string(),
            result,
        ],
    );
}

/// The tournament as `open.toml` holds it.
pub fn load(directory: &Path) -> Tournament {
    storage::load(&directory.join("open.toml")).expect("tournament")
}
