//! Rounds made by hand on the command line (`arbiter pairing new|add|remove|swap|
//! colours|bye|rest`) and late entries' byes for rounds already paired (`player add
//! --late-byes`, `player bye --round R` on a paired round).

use std::path::Path;

use arbiter::model::{ByeKind, Tpn};

use crate::support::cli::{ok_in, refused_in};
use crate::support::open_toml::{self, enter_result, load};

/// A Dutch tournament of `rounds` rounds with `players` players rated 2090, 2080, ...
fn event(system: &str, rounds: u32, players: u32) -> tempfile::TempDir {
    let directory = tempfile::tempdir().expect("temporary directory");
    let dir = directory.path();
    open_toml::create(dir, system, rounds);
    open_toml::add_players(dir, players, 2100);
    directory
}

/// The boards of round `round` as (board, white, black).
fn boards(dir: &Path, round: u32) -> Vec<(u32, Tpn, Tpn)> {
    load(dir)
        .round(round)
        .expect("round")
        .pairings
        .iter()
        .map(|p| (p.board, p.white, p.black))
        .collect()
}

fn byes(dir: &Path, round: u32) -> Vec<(Tpn, ByeKind)> {
    load(dir)
        .round(round)
        .expect("round")
        .byes
        .iter()
        .map(|b| (b.player, b.kind))
        .collect()
}

#[test]
fn a_round_made_by_hand_then_the_engine_pairs_the_rest() {
    let event = event("dutch", 3, 9);
    let dir = event.path();
    ok_in(
        dir,
        &[
            "player",
            "bye",
            "open.toml",
            "9",
            "--round",
            "1",
            "--kind",
            "half",
        ],
    );
    assert_eq!(
        ok_in(dir, &["pairing", "new", "open.toml"]),
        "made round 1 empty, to pair by hand\n"
    );
    assert_eq!(boards(dir, 1), []);
    // The requested bye is in the empty round; nobody else has a place yet.
    assert_eq!(byes(dir, 1), [(9, ByeKind::Half)]);
    ok_in(dir, &["pairing", "add", "open.toml", "1", "5"]);
    assert_eq!(
        ok_in(
            dir,
            &["pairing", "add", "open.toml", "6", "2", "--board", "1"]
        ),
        "paired P6, X (6) with P2, X (2) on board 1\n"
    );
    assert_eq!(boards(dir, 1), [(1, 6, 2), (2, 1, 5)]);
    let error = refused_in(
        dir,
        &["pairing", "add", "open.toml", "3", "4", "--board", "4"],
    );
    assert!(
        error.contains(
            "board 4 is not free: round 1 has 2 board(s), so a new board is number 1 to 3"
        ),
        "{error}"
    );
    ok_in(dir, &["pairing", "colours", "open.toml", "--board", "1"]);
    assert_eq!(boards(dir, 1), [(1, 2, 6), (2, 1, 5)]);
    assert_eq!(
        ok_in(dir, &["pairing", "remove", "open.toml", "--board", "1"]),
        "removed board 1 (P2, X (2) - P6, X (6))\n"
    );
    assert_eq!(boards(dir, 1), [(1, 1, 5)]);
    // The engine pairs 2, 3, 4, 6, 7, 8 as if they were the whole field (Dutch round
    // 1: top half against bottom half, colours alternating from the initial colour).
    assert_eq!(
        ok_in(dir, &["pairing", "rest", "open.toml"]),
        "paired the rest of round 1: 3 more boards\n"
    );
    assert_eq!(boards(dir, 1), [(1, 1, 5), (2, 2, 6), (3, 7, 3), (4, 4, 8)]);
    // Board 4 moves to 2; boards 2 and 3 move down one.
    assert_eq!(
        ok_in(
            dir,
            &["pairing", "move", "open.toml", "--board", "4", "--to", "2"]
        ),
        "moved board 4 (P4, X (4) - P8, X (8)) to board 2\n"
    );
    assert_eq!(boards(dir, 1), [(1, 1, 5), (2, 4, 8), (3, 2, 6), (4, 7, 3)]);
    let error = refused_in(
        dir,
        &["pairing", "move", "open.toml", "--board", "1", "--to", "5"],
    );
    assert!(
        error.contains("a board can move to number 1 to 4 of round 1, not 5"),
        "{error}"
    );
    let error = refused_in(dir, &["pairing", "rest", "open.toml"]);
    assert!(
        error.contains("every present player already has a board or a bye"),
        "{error}"
    );
    // Results by hand-made board numbers; the next round is the engine's again.
    for board in 1..=4 {
        enter_result(dir, 1, board, "1-0");
    }
    let error = refused_in(
        dir,
        &["pairing", "move", "open.toml", "--board", "1", "--to", "2"],
    );
    assert!(error.contains("board 1 already has a result"), "{error}");
    ok_in(dir, &["pair", "open.toml"]);
    assert_eq!(boards(dir, 2).len(), 4);
    assert_eq!(byes(dir, 2).len(), 1);
}

#[test]
fn the_rest_keeps_a_bye_given_by_hand_and_a_rematch_needs_yes() {
    let event = event("dubov", 3, 5);
    let dir = event.path();
    ok_in(dir, &["pair", "open.toml"]);
    let first = boards(dir, 1);
    for board in 1..=2 {
        enter_result(dir, 1, board, "=");
    }
    let had_bye = byes(dir, 1)[0].0;
    ok_in(dir, &["pairing", "new", "open.toml"]);
    let (_, white, black) = first[0];
    let (white_text, black_text) = (white.to_string(), black.to_string());
    let error = refused_in(
        dir,
        &["pairing", "add", "open.toml", &white_text, &black_text],
    );
    assert!(error.contains("have already met (Dubov 2.1)"), "{error}");
    assert!(error.contains("repeat with --yes"), "{error}");
    assert_eq!(boards(dir, 2), []);
    ok_in(
        dir,
        &[
            "pairing",
            "add",
            "open.toml",
            &white_text,
            &black_text,
            "--yes",
        ],
    );
    assert_eq!(boards(dir, 2), [(1, white, black)]);
    // A second pairing-allocated bye for the player who had one is a breach too.
    let error = refused_in(dir, &["pairing", "bye", "open.toml", &had_bye.to_string()]);
    assert!(error.contains("(Dubov 2.2)"), "{error}");
    let other = (1..=5)
        .find(|&tpn| tpn != had_bye && tpn != white && tpn != black)
        .expect("a fourth player");
    ok_in(dir, &["pairing", "bye", "open.toml", &other.to_string()]);
    // Two players are left: the engine pairs them and gives no second bye.
    ok_in(dir, &["pairing", "rest", "open.toml"]);
    let round = boards(dir, 2);
    assert_eq!(round.len(), 2);
    assert_eq!(round[0], (1, white, black));
    assert_eq!(byes(dir, 2), [(other, ByeKind::Pairing)]);
}

#[test]
fn an_odd_rest_with_a_bye_given_by_hand_is_refused() {
    let event = event("dutch", 3, 6);
    let dir = event.path();
    ok_in(dir, &["pairing", "new", "open.toml"]);
    // An empty round is not paired over.
    let error = refused_in(dir, &["pair", "open.toml"]);
    assert!(
        error.contains(
            "round 2 cannot be paired: round 1 is not complete: P1, X (1), P2, X (2), P3, X (3), P4, X (4), P5, X (5), P6, X (6) have neither a board nor a bye; pair them (arbiter pairing add, bye or rest; rounds screen: m, b, r)"
        ),
        "{error}"
    );
    ok_in(dir, &["pairing", "bye", "open.toml", "6"]);
    let error = refused_in(dir, &["pairing", "rest", "open.toml"]);
    assert!(
        error.contains(
            "P6, X (6) already has the pairing-allocated bye and an odd number (5) of players is left: pair one of them by hand first"
        ),
        "{error}"
    );
    // Pairing the bye's holder takes the bye back; the engine pairs the four others.
    ok_in(dir, &["pairing", "add", "open.toml", "6", "3"]);
    assert_eq!(byes(dir, 1), []);
    ok_in(dir, &["pairing", "rest", "open.toml"]);
    assert_eq!(boards(dir, 1), [(1, 6, 3), (2, 1, 4), (3, 5, 2)]);
}

#[test]
fn when_no_legal_pairing_exists_the_message_says_how_to_pair_by_hand() {
    let event = event("dubov", 3, 2);
    let dir = event.path();
    ok_in(dir, &["pair", "open.toml"]);
    enter_result(dir, 1, 1, "1-0");
    let error = refused_in(dir, &["pair", "open.toml"]);
    assert!(
        error.contains(
            "the chief arbiter decides, and may pair the round by hand: arbiter pairing new FILE, then pairing add FILE WHITE BLACK for each board, pairing bye FILE N, and pairing rest FILE for the others (rounds screen: n, m on two players, b, r)"
        ),
        "{error}"
    );
    // Following it to the letter.
    ok_in(dir, &["pairing", "new", "open.toml"]);
    ok_in(dir, &["pairing", "add", "open.toml", "1", "2", "--yes"]);
    assert_eq!(boards(dir, 2), [(1, 1, 2)]);
}

#[test]
fn late_entries_get_byes_for_the_rounds_already_paired() {
    let event = event("dutch", 4, 8);
    let dir = event.path();
    for round in 1..=2 {
        ok_in(dir, &["pair", "open.toml"]);
        for board in 1..=4 {
            enter_result(dir, round, board, "1-0");
        }
    }
    // Rated between P4 (2060) and P5 (2050): number 5, the players after renumbered.
    assert_eq!(
        ok_in(
            dir,
            &[
                "player",
                "add",
                "open.toml",
                "--name",
                "Late, Lou",
                "--rating",
                "2055",
                "--late-byes",
                "half",
            ],
        ),
        "added Late, Lou as player 5; the 4 player(s) after were renumbered\n"
    );
    ok_in(
        dir,
        &[
            "player",
            "add",
            "open.toml",
            "--name",
            "Later, Lee",
            "--rating",
            "1000",
        ],
    );
    assert_eq!(byes(dir, 1), [(5, ByeKind::Half)]);
    assert_eq!(byes(dir, 2), [(5, ByeKind::Half)]);
    assert_eq!(byes(dir, 1).len(), 1);
    // Player 10 gets a zero-point bye for round 1 and a half-point bye for round 2.
    ok_in(
        dir,
        &[
            "player",
            "bye",
            "open.toml",
            "10",
            "--round",
            "1",
            "--kind",
            "zero",
        ],
    );
    ok_in(
        dir,
        &[
            "player",
            "bye",
            "open.toml",
            "10",
            "--round",
            "2",
            "--kind",
            "half",
        ],
    );
    assert_eq!(byes(dir, 2), [(5, ByeKind::Half), (10, ByeKind::Half)]);
    // A player with a game in the round gets no bye for it.
    let error = refused_in(
        dir,
        &[
            "player",
            "bye",
            "open.toml",
            "1",
            "--round",
            "1",
            "--kind",
            "half",
        ],
    );
    assert!(
        error.contains(
            "P1, X (1) plays on board 1 in round 1: a bye is only for a round without a game"
        ),
        "{error}"
    );
    let t = load(dir);
    let points = |tpn: Tpn| t.score_after(tpn, 2).to_string();
    assert_eq!(points(5), "1");
    assert_eq!(points(10), "0.5");
    // TRF: the byes as H and Z in their rounds.
    let trf = ok_in(dir, &["trf", "export", "open.toml"]);
    let line = |tpn: &str| {
        trf.lines()
            .find(|l| l.starts_with("001") && l[4..8].trim() == tpn)
            .expect("player line")
            .to_string()
    };
    assert!(line("5").ends_with("1.0    7  0000 - H  0000 - H"), "{trf}");
    assert!(
        line("10").ends_with("0.5    8  0000 - Z  0000 - H"),
        "{trf}"
    );
    // The standings count them too.
    let standings = ok_in(dir, &["standings", "open.toml"]);
    assert!(standings.contains("Late, Lou"), "{standings}");
    // Cancelling a bye of a paired round leaves the player absent.
    ok_in(
        dir,
        &[
            "player",
            "bye",
            "open.toml",
            "10",
            "--round",
            "1",
            "--kind",
            "none",
        ],
    );
    assert_eq!(byes(dir, 1), [(5, ByeKind::Half), (10, ByeKind::Absent)]);
    // Both are paired from round 3 on.
    ok_in(dir, &["pair", "open.toml"]);
    let round_3 = boards(dir, 3);
    assert_eq!(round_3.len(), 5);
    assert!(round_3.iter().any(|&(_, w, b)| w == 5 || b == 5));
    assert!(round_3.iter().any(|&(_, w, b)| w == 10 || b == 10));
}
