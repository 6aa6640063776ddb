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

/// Registers `players` players `P1, X`, `P2, X`, ... rated `top - 10`, `top - 20`, ...
/// in `open.toml`.
pub fn add_players(directory: &Path, players: u32, top: u32) {
    for i in 1..=players {
        let name = format!("P{i}, X");
        let rating = (top - 10 * i).to_string();
        ok_in(
            directory,
            &[
                "player",
                "add",
                "open.toml",
                "--name",
                &name,
                "--rating",
                &rating,
            ],
        );
    }
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
