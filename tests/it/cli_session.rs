//! An arbiter's session on the command line, end to end through the real binary: create
//! a tournament, register twelve players, pair, enter results, pair again, read the
//! standings. The file it leaves is compared with the expected one, and loading and
//! saving that file again changes no byte.

use std::path::Path;

use arbiter::storage;

use crate::support::cli::ok;
use crate::support::fixtures;

const PLAYERS: [(&str, &str, Option<&str>); 12] = [
    ("Aronian, Levon", "2720", Some("GM")),
    ("Bakker, Sanne", "2310", Some("WIM")),
    ("Claes, Pieter", "2405", Some("IM")),
    ("Dijkstra, Eva", "1980", None),
    ("Evers, Tom", "2150", Some("FM")),
    ("Frank, Ilse", "1875", None),
    ("Gerritsen, Bram", "2405", Some("FM")),
    ("Hoekstra, Lisa", "2050", Some("WFM")),
    ("Izaks, Ruben", "1720", None),
    ("Jonker, Mila", "0", None),
    ("Kok, Daan", "2230", Some("CM")),
    ("Lammers, Joost", "1610", None),
];

#[test]
fn a_session_on_the_command_line_gives_the_expected_file() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let file = directory.path().join("club.toml");
    let f = file.to_str().expect("UTF-8 path");
    ok(&[
        "new",
        f,
        "--system",
        "dutch",
        "--edition",
        "1992",
        "--rounds",
        "5",
        "--name",
        "Club Championship",
        "--initial-colour",
        "white",
    ]);
    for (name, rating, title) in PLAYERS {
        let mut args = vec!["player", "add", f, "--name", name, "--rating", rating];
        if let Some(title) = title {
            args.extend(["--title", title]);
        }
        ok(&args);
    }
    let listing = ok(&["player", "list", f]);
    assert!(listing.contains("   1  GM   Aronian, Levon"), "{listing}");

    // Round 1 (Dutch A6, E5 with White drawn for the top player): S1 1-6 against S2
    // 7-12, colours alternating down the boards.
    let round_1 = ok(&["pair", f]);
    assert!(round_1.contains("  1  Aronian, Levon (1)"), "{round_1}");
    for (board, result) in ["1-0", "1/2", "0-1", "1-0", "=", "0-1"].iter().enumerate() {
        ok(&[
            "result",
            f,
            "--round",
            "1",
            "--board",
            &(board + 1).to_string(),
            result,
        ]);
    }
    // Round 2, derived by hand: 1-point bracket 1 6 | 9 10 gives 9-1 and 6-10 (colours
    // by A7/E1); half-point bracket 2 5 | 8 11 has rematches in both transpositions
    // (2-8, 5-11), so the D2 exchange of 5 and 8 gives 2-5 and 11-8; zero bracket 3 4 |
    // 7 12 gives 7-3 and 4-12 (F1 board order by score).
    ok(&["pair", f]);
    for (board, result) in ["1-0", "0-1", "1-0", "+-", "1/2", "1-0"].iter().enumerate() {
        ok(&[
            "result",
            f,
            "--round",
            "2",
            "--board",
            &(board + 1).to_string(),
            result,
        ]);
    }
    let standings = ok(&["standings", f]);
    let expected_standings = fixtures::text("cli_session/standings.txt");
    assert_eq!(standings, expected_standings);

    let text = std::fs::read_to_string(&file).expect("file written");
    assert_eq!(text, fixtures::text("cli_session/club.toml"));
    let reloaded = storage::load(&file).expect("loads");
    assert_eq!(storage::to_toml(&reloaded), text);
    storage::save(&file, &reloaded).expect("saves");
    assert_eq!(std::fs::read_to_string(&file).expect("read"), text);
    assert!(Path::new(&format!("{f}.d/round-02.toml")).exists());
}
