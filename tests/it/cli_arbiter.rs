//! The command-line twins of issue #20's keys, through the real binary: absences,
//! round dates and times, exports written and printed, publishing after every change.

use std::path::Path;
use std::process::{Command, Output};

use arbiter::model::RequestedByeKind;
use arbiter::storage;

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .output()
        .expect("arbiter runs")
}

fn arbiter(args: &[&str]) -> String {
    let output = run(args);
    assert!(
        output.status.success(),
        "arbiter {args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8 output")
}

/// A Dutch tournament of six players, nothing paired yet.
fn six_players(dir: &Path) -> String {
    let file = dir.join("club.toml");
    let f = file.to_str().expect("UTF-8 path").to_string();
    arbiter(&[
        "new", &f, "--system", "dutch", "--edition", "2026", "--rounds", "5", "--name",
        "Club Open", "--start-date", "2026-03-07",
    ]);
    for (name, rating) in [
        ("Aronian, Levon", "2720"),
        ("Bakker, Sanne", "2310"),
        ("Claes, Pieter", "2405"),
        ("Dijkstra, Eva", "1980"),
        ("Evers, Tom", "2150"),
        ("Vanderstraeten-Oosterhuis, Maximiliaan Alexander", "1875"),
    ] {
        arbiter(&["player", "add", &f, "--name", name, "--rating", rating]);
    }
    f
}

#[test]
fn a_player_is_marked_absent_and_the_absence_cancelled() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let f = six_players(dir.path());
    let bye = |tpn, round| {
        storage::load(Path::new(&f))
            .expect("loads")
            .player(tpn)
            .expect("player")
            .requested_bye(round)
    };
    arbiter(&["player", "absent", &f, "2"]);
    assert_eq!(bye(2, 1), Some(RequestedByeKind::Zero), "the next round");
    arbiter(&["player", "absent", &f, "2"]);
    assert_eq!(bye(2, 1), Some(RequestedByeKind::Zero), "marking twice keeps it");
    arbiter(&["player", "absent", &f, "2", "--round", "3"]);
    assert_eq!(bye(2, 3), Some(RequestedByeKind::Zero));
    arbiter(&["player", "absent", &f, "2", "--cancel"]);
    assert_eq!(bye(2, 1), None);
    assert_eq!(bye(2, 3), Some(RequestedByeKind::Zero), "round 3 stays");
    // A half-point bye is not an absence: cancelling an absence leaves it.
    arbiter(&["player", "bye", &f, "4", "--round", "2", "--kind", "half"]);
    arbiter(&["player", "absent", &f, "4", "--round", "2", "--cancel"]);
    assert_eq!(bye(4, 2), Some(RequestedByeKind::Half));
    let refused = run(&["player", "absent", &f, "9"]);
    assert!(!refused.status.success());
}
