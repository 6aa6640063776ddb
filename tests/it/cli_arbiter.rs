//! The command-line twins of issue #20's keys, through the real binary: absences,
//! round dates and times, exports written and printed, publishing after every change.

use std::path::Path;

use arbiter::model::RequestedByeKind;
use arbiter::storage;

use crate::support::cli::{arbiter, ok};

/// A Dutch tournament of six players, nothing paired yet.
fn six_players(dir: &Path) -> String {
    let file = dir.join("club.toml");
    let f = file.to_str().expect("UTF-8 path").to_string();
    ok(&[
        "new",
        &f,
        "--system",
        "dutch",
        "--edition",
        "2026",
        "--rounds",
        "5",
        "--name",
        "Club Open",
        "--start-date",
        "2026-03-07",
    ]);
    for (name, rating) in [
        ("Aronian, Levon", "2720"),
        ("Bakker, Sanne", "2310"),
        ("Claes, Pieter", "2405"),
        ("Dijkstra, Eva", "1980"),
        ("Evers, Tom", "2150"),
        ("Vanderstraeten-Oosterhuis, Maximiliaan Alexander", "1875"),
    ] {
        ok(&["player", "add", &f, "--name", name, "--rating", rating]);
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
    ok(&["player", "absent", &f, "2"]);
    assert_eq!(bye(2, 1), Some(RequestedByeKind::Zero), "the next round");
    ok(&["player", "absent", &f, "2"]);
    assert_eq!(
        bye(2, 1),
        Some(RequestedByeKind::Zero),
        "marking twice keeps it"
    );
    ok(&["player", "absent", &f, "2", "--round", "3"]);
    assert_eq!(bye(2, 3), Some(RequestedByeKind::Zero));
    ok(&["player", "absent", &f, "2", "--cancel"]);
    assert_eq!(bye(2, 1), None);
    assert_eq!(bye(2, 3), Some(RequestedByeKind::Zero), "round 3 stays");
    let refused = arbiter(&["player", "absent", &f, "9"]);
    assert!(!refused.status.success());
}

/// The six players paired for round 1, with the round dates and times set.
fn round_one(dir: &Path) -> String {
    let f = six_players(dir);
    ok(&[
        "settings",
        &f,
        "--round-dates",
        "2026-03-07 14:30,2026-03-08 10:00",
    ]);
    ok(&["pair", &f]);
    f
}

#[test]
fn round_dates_with_start_times_reach_the_pairing_lists_and_trf() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let f = round_one(dir.path());
    let settings = ok(&["settings", &f]);
    assert!(
        settings.contains("round dates     2026-03-07 14:30, 2026-03-08 10:00"),
        "{settings}"
    );
    let list = ok(&["export", &f, "--what", "pairings"]);
    let heading: Vec<&str> = list.lines().take(4).collect();
    assert_eq!(
        heading,
        [
            "Club Open",
            "2026-03-07",
            "Round 1 pairings, 2026-03-07 14:30",
            "Paired by the dutch 2026 (applied from 1 February 2026) rules",
        ]
    );
    let html = ok(&["export", &f, "--what", "pairings", "--format", "html"]);
    assert!(
        html.contains("<h2>Round 1 pairings, 2026-03-07 14:30</h2>\n<p class=\"note\">Paired by the dutch 2026 (applied from 1 February 2026) rules.</p>"),
        "{html}"
    );
    let shown = ok(&["show", &f, "--round", "1"]);
    assert!(
        shown.starts_with(
            "Round 1, 2026-03-07 14:30\npaired by the dutch 2026 (applied from 1 February 2026) rules\n"
        ),
        "{shown}"
    );
    let summary = ok(&["show", &f]);
    assert!(
        summary.contains("system dutch 2026 (applied from 1 February 2026), 5 rounds"),
        "{summary}"
    );
    // TRF 132 holds the dates only, in the round columns.
    let trf = dir.path().join("club.trf");
    ok(&["trf", "export", &f, "-o", trf.to_str().expect("UTF-8")]);
    let trf = std::fs::read_to_string(&trf).expect("written");
    let dates = trf
        .lines()
        .find(|l| l.starts_with("132"))
        .expect("a 132 record");
    assert_eq!(
        dates.trim_end(),
        format!("132{}26/03/07  26/03/08", " ".repeat(88))
    );
    // A time that is not one is refused with the place named.
    let refused = arbiter(&["settings", &f, "--round-dates", "2026-03-07 24:00"]);
    assert!(!refused.status.success());
    let error = refused.stderr;
    assert!(
        error.contains("the date \"2026-03-07 24:00\" of round 1 is not a date YYYY-MM-DD (with an optional time HH:MM)"),
        "{error}"
    );
}

#[test]
fn long_names_are_not_cut_in_any_export() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let f = round_one(dir.path());
    let long = "Vanderstraeten-Oosterhuis, Maximiliaan Alexander";
    for (what, format) in [
        ("pairings", "text"),
        ("pairings", "csv"),
        ("pairings", "html"),
        ("alphabetical", "text"),
        ("cards", "text"),
        ("standings", "text"),
        ("standings", "csv"),
        ("crosstable", "text"),
    ] {
        let text = ok(&["export", &f, "--what", what, "--format", format]);
        assert!(text.contains(long), "{what} {format}:\n{text}");
    }
    // The columns grow with the name: the board line is still one line.
    let list = ok(&["export", &f, "--what", "pairings"]);
    let line = list
        .lines()
        .find(|l| l.contains(long))
        .expect("the board of the long name");
    assert!(line.starts_with("  3 "), "{line}");
}

/// `export --what trf` takes the `--dialect` of `trf export` (one option) and writes the
/// same file; TRF-26 by default.
#[test]
fn the_trf_export_takes_the_dialect_of_trf_export() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let f = round_one(dir.path());
    for dialect in ["trf26", "trf16", "javafo", "bbp"] {
        assert_eq!(
            ok(&["export", &f, "--what", "trf", "--dialect", dialect]),
            ok(&["trf", "export", &f, "--dialect", dialect]),
            "{dialect}"
        );
    }
    let trf26 = ok(&["export", &f, "--what", "trf"]);
    assert_eq!(trf26, ok(&["trf", "export", &f]));
    assert!(trf26.contains("\r\n182 arbiter\r\n"), "{trf26}");
    let trf16 = ok(&["export", &f, "--what", "trf", "--dialect", "trf16"]);
    assert!(
        !trf16.contains("\r\n182 ") && !trf16.contains("\r\n142 "),
        "{trf16}"
    );
}

/// A round still in play is written with blank result columns, which TRF-26 reads as
/// zero-point byes: both TRF exports say so on the error output, naming the round.
#[test]
fn a_trf_export_of_a_round_in_play_warns_that_its_results_are_blank() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let f = round_one(dir.path());
    let cut = "warning: player 6's name has 48 characters; the TRF name field holds 33: \
        written as \"Vanderstraeten-Oosterhuis, Maximi\"\n";
    let warning = "warning: round 1: 3 board(s) without a result, written with a blank result column \
        (TRF-26 has no code for a game not played yet; other programs read it as a zero-point \
        bye or refuse the file): export once the round's results are in\n";
    for args in [&["trf", "export", &f][..], &["export", &f, "--what", "trf"]] {
        let output = arbiter(args);
        assert!(output.success(), "{}", output.stderr);
        assert_eq!(output.stderr, format!("{cut}{warning}"), "{args:?}");
    }
    for board in 1..=3 {
        ok(&[
            "result",
            &f,
            "--round",
            "1",
            "--board",
            &board.to_string(),
            "1-0",
        ]);
    }
    assert_eq!(arbiter(&["trf", "export", &f]).stderr, cut);
}

#[test]
fn an_export_is_printed_through_the_print_command() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let f = round_one(dir.path());
    let printed = dir.path().join("printed.txt");
    let command = format!("cat > '{}'", printed.display());
    let out = ok(&[
        "export",
        &f,
        "--what",
        "pairings",
        "--print",
        "--print-command",
        &command,
    ]);
    assert_eq!(out, format!("sent to {command}\n"));
    let expected = ok(&["export", &f, "--what", "pairings"]);
    assert_eq!(
        std::fs::read_to_string(&printed).expect("printed"),
        expected
    );
    let failed = arbiter(&[
        "export",
        &f,
        "--what",
        "pairings",
        "--print",
        "--print-command",
        "exit 2",
    ]);
    assert!(!failed.status.success());
    let error = failed.stderr;
    assert!(
        error.contains("the print command \"exit 2\" failed (exit status: 2)"),
        "{error}"
    );
}

#[test]
fn every_change_publishes_the_site_when_asked() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let f = round_one(dir.path());
    let out = ok(&["settings", &f, "--publish-dir", "site"]);
    let site = dir.path().join("site");
    // The index, round 1, the crosstable and a page per player.
    assert!(
        out.ends_with(&format!("published 9 pages to {}\n", site.display())),
        "{out}"
    );
    let out = ok(&["result", &f, "--round", "1", "--board", "1", "1-0"]);
    assert!(out.contains("published 9 pages to"), "{out}");
    let page = std::fs::read_to_string(site.join("round-1.html")).expect("published");
    assert!(page.contains("1-0"), "{page}");
    let out = ok(&["settings", &f, "--publish-dir", ""]);
    assert!(!out.contains("published"), "{out}");
}

/// The unusual scores of a game played are entered as written (`1/2-0`, `0-1/2`, `0-0`)
/// and kept as such.
#[test]
fn unusual_results_are_entered_on_the_command_line() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let f = round_one(dir.path());
    for (board, result) in [("1", "1/2-0"), ("2", "0-1/2"), ("3", "0-0")] {
        ok(&["result", &f, "--round", "1", "--board", board, result]);
    }
    let t = arbiter::storage::load(Path::new(&f)).expect("saved");
    let results: Vec<String> = t.rounds[0]
        .pairings
        .iter()
        .map(|p| p.games[0].to_string())
        .collect();
    assert_eq!(results, ["1/2-0", "0-1/2", "0-0"]);
}
