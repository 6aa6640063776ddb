//! Rounds by hand and late entries' byes in the terminal application, by keys, with
//! the screens at 80x24: `n` makes the next round empty, `m m` pairs two players, `c`
//! exchanges a board's colours, `x` removes a board, `K`/`J` move a board up/down, `r`
//! lets the engine pair the rest;
//! `b` on the players screen gives a late entry a bye for a round already paired.

use arbiter::model::{ByeKind, PairingSystem, Player, Tournament, Tpn};
use insta::assert_snapshot;

use crate::support::fixtures;
use crate::support::tui::{app, press, screen};

/// Six players, no round paired yet, paired by the tournament's own engine.
fn club() -> arbiter::tui::app::App {
    let mut t = Tournament::new("Thursday Club", PairingSystem::Dutch, 5);
    for (name, rating) in [
        ("Adams, Ann", 2210),
        ("Brown, Ben", 2150),
        ("Clark, Cid", 2080),
        ("Davis, Dee", 1990),
        ("Evans, Eve", 1920),
        ("Fox, Fay", 1850),
    ] {
        t.add_player(Player::new(name, Some(rating)))
            .expect("valid player");
    }
    let mut app = app(t);
    app.pairer = arbiter::pairing::pair;
    app
}

fn boards(app: &arbiter::tui::app::App, round: u32) -> Vec<(u32, Tpn, Tpn)> {
    app.tournament
        .round(round)
        .expect("round")
        .pairings
        .iter()
        .map(|p| (p.board, p.white, p.black))
        .collect()
}

#[test]
fn a_round_made_by_hand_with_the_rest_by_the_engine() {
    let mut app = club();
    press(&mut app, "2n");
    assert_eq!(app.tournament.rounds_paired(), 1);
    assert_eq!(boards(&app, 1), []);
    assert_snapshot!("empty_round_80x24", screen(&mut app, 80, 24));
    // 1 (first row) with 4 (fourth row): board 1, 1 White.
    press(&mut app, "gmjjjm");
    assert_eq!(boards(&app, 1), [(1, 1, 4)]);
    // The board is the first row: c exchanges its colours.
    press(&mut app, "gc");
    assert_eq!(boards(&app, 1), [(1, 4, 1)]);
    // Two more by hand, then x removes the second.
    press(&mut app, "jmjm");
    assert_eq!(boards(&app, 1), [(1, 4, 1), (2, 2, 3)]);
    press(&mut app, "gjx");
    assert_eq!(boards(&app, 1), [(1, 4, 1)]);
    assert_snapshot!("one_board_by_hand_80x24", screen(&mut app, 80, 24));
    // The engine pairs 2, 3, 5 and 6 as a field of their own: 2-5, 6-3.
    press(&mut app, "r");
    assert_eq!(boards(&app, 1), [(1, 4, 1), (2, 2, 5), (3, 6, 3)]);
    assert_eq!(app.status.text, "paired the rest of round 1: 2 more boards");
    assert_snapshot!("rest_by_the_engine_80x24", screen(&mut app, 80, 24));
    // K moves the board under the cursor up one, J down; the cursor goes along.
    press(&mut app, "GK");
    assert_eq!(boards(&app, 1), [(1, 4, 1), (2, 6, 3), (3, 2, 5)]);
    assert_eq!(app.rounds.selected, 1);
    press(&mut app, "J");
    assert_eq!(boards(&app, 1), [(1, 4, 1), (2, 2, 5), (3, 6, 3)]);
    press(&mut app, "uu");
    // u takes the engine's boards back.
    press(&mut app, "u");
    assert_eq!(boards(&app, 1), [(1, 4, 1)]);
}

#[test]
fn a_rematch_by_hand_is_confirmed_first() {
    let mut app = club();
    press(&mut app, "2p");
    let first = boards(&app, 1);
    for board in &first {
        app.tournament
            .set_result(1, board.0, vec![arbiter::model::GameResult::DRAW])
            .expect("board");
    }
    press(&mut app, "n");
    assert_eq!(app.tournament.rounds_paired(), 2);
    // Rows are the unpaired players in number order: pair round 1's board 1 again.
    let (_, white, black) = first[0];
    let row = |tpn: Tpn| "j".repeat(tpn as usize - 1);
    press(&mut app, &format!("g{}mg{}m", row(white), row(black)));
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains("This change breaks pairing rules"),
        "{shown}"
    );
    assert!(shown.contains("have already met (Dutch B1a)"), "{shown}");
    press(&mut app, "y");
    assert_eq!(boards(&app, 2), [(1, white, black)]);
}

#[test]
fn a_late_entry_gets_a_half_point_bye_for_a_paired_round_from_the_bye_dialog() {
    let mut app = club();
    press(&mut app, "2p");
    app.tournament
        .add_player(Player::new("Late, Lou", Some(1700)))
        .expect("valid player");
    // The players screen, the late entry (last), b: the dialog offers round 1.
    press(&mut app, "1Gb");
    assert_snapshot!("late_entry_bye_dialog_80x24", screen(&mut app, 80, 24));
    press(&mut app, "<Enter>");
    let round = app.tournament.round(1).expect("round 1");
    assert_eq!(round.bye_of(7), Some(ByeKind::Half));
    assert_eq!(
        app.status.text,
        "half-point bye for Late, Lou (7) in round 1"
    );
}

/// The fixture list in FIDE's TXT layout, copied where its index may be written.
fn rating_list() -> (tempfile::TempDir, std::path::PathBuf) {
    let directory = tempfile::tempdir().expect("temporary directory");
    let list = directory.path().join("players_list_foa.txt");
    std::fs::copy(fixtures::path("registration/players_list_foa.txt"), &list)
        .expect("fixture copied");
    (directory, list)
}

#[test]
fn the_add_player_form_looks_players_up_in_the_rating_list() {
    let (_directory, list) = rating_list();
    let mut app = club();
    app.rating_list = Some(list);
    // The start of a name (from three letters on): Maes and Maertens start with
    // "Mae", only Maes with "Maes".
    press(&mut app, "1aMa");
    assert!(app.rating_index.is_none(), "no lookup for two letters");
    press(&mut app, "e");
    assert_snapshot!("lookup_two_matches_80x24", screen(&mut app, 80, 24));
    press(&mut app, "s");
    assert_snapshot!("lookup_found_by_name_80x24", screen(&mut app, 80, 24));
    press(&mut app, "<Enter>");
    let maes = app
        .tournament
        .players
        .iter()
        .find(|p| p.fide_id == Some(4100026))
        .expect("Maes entered");
    assert_eq!(
        (maes.name.as_str(), maes.rating, maes.federation.as_deref()),
        ("Maes, Joris", Some(2105), Some("BEL"))
    );
    // A FIDE id in its own field.
    press(&mut app, "a<Tab><Tab><Tab>13500214");
    press(&mut app, "<Enter>");
    let novak = app
        .tournament
        .players
        .iter()
        .find(|p| p.fide_id == Some(13500214))
        .expect("Novak entered");
    assert_eq!(
        (novak.name.as_str(), novak.rating, novak.title),
        ("Novak, Petr", Some(2534), Some(arbiter::model::Title::GM))
    );
    assert_eq!(novak.tpn, 1);
}
