//! The keys of issue #20 as an arbiter uses them: results typed as written on the slip,
//! an absence for the next round in one key, printing and exporting what a screen shows,
//! round dates and times, publishing after every save.

use crate::tui_support;

use arbiter::model::RequestedByeKind;
use arbiter::tui::app::App;
use tui_support::{app, double_swiss, dutch, press, results, screen};

/// The results of board `board` of `round`, game by game as written.
fn board_result(app: &App, round: u32, board: u32) -> String {
    app.tournament
        .round(round)
        .and_then(|r| r.pairing_on_board(board))
        .expect("board")
        .games
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn results_typed_as_arbiters_write_them() {
    let mut app = app(dutch());
    // Board 6 is the first without a result in round 6.
    press(&mut app, "3<Enter>1");
    assert_eq!(board_result(&app, 6, 6), "*", "a lone 1 waits");
    assert_eq!(
        app.status.text,
        "typed 1 (1-0): Enter records it, or on to 1-0, 1/2"
    );
    insta::assert_snapshot!("results_typed_1_80x24", screen(&mut app, 80, 24));
    press(&mut app, "-");
    assert_eq!(app.status.text, "typed 1-: type on to 1-0");
    // A key that cannot go on is refused while the result is unfinished.
    press(&mut app, "j");
    assert_eq!(
        app.status.text,
        "1- is not a result yet: type on to 1-0, or Backspace"
    );
    press(&mut app, "0");
    assert_eq!(board_result(&app, 6, 6), "1-0", "1-0 is complete at once");
    // 1/2-1/2 and ½ as written; 0-1; the half-typed result is erased with Backspace.
    press(&mut app, "7<Enter>1/2-1/2");
    assert_eq!(board_result(&app, 6, 7), "1/2");
    press(&mut app, "8<Enter>1/<BS><BS>0-1");
    assert_eq!(board_result(&app, 6, 8), "0-1");
    press(&mut app, "9<Enter>½-½");
    assert_eq!(board_result(&app, 6, 9), "1/2");
    // A lone 0, then a key that is not part of a result: recorded, then the key acts.
    press(&mut app, "10<Enter>0j");
    assert_eq!(board_result(&app, 6, 10), "0-1");
    assert_eq!(app.tournament.round(6).expect("round").missing_results(), 0);
    assert!(app.results.entry.is_none());
    // Esc drops what was typed, not the board.
    press(&mut app, "6<Enter>1<Esc>");
    assert_eq!(app.results.entry.as_ref().map(|e| e.typed.as_str()), Some(""));
    press(&mut app, "<Esc>");
    assert!(app.results.entry.is_none());
    assert_eq!(board_result(&app, 6, 6), "1-0", "unchanged");
}

#[test]
fn the_one_key_style_still_works_and_the_last_key_is_recorded_by_enter() {
    let mut app = app(dutch());
    // Space records a lone 1 or 0 and takes the next board, as on the board line.
    press(&mut app, "3<Enter>1 0 = + -");
    assert_eq!(
        results(&app.tournament, 6)[5..],
        ["1-0", "0-1", "1/2", "+-", "-+"]
    );
    // = + - x cannot go on: recorded at once. A lone 0 waits for Enter, which only
    // records it.
    press(&mut app, "6<Enter>0");
    assert_eq!(board_result(&app, 6, 6), "1-0", "still waiting");
    press(&mut app, "<Enter>");
    assert_eq!(board_result(&app, 6, 6), "0-1");
    assert!(app.results.entry.is_none(), "Enter only recorded it");
}

#[test]
fn double_swiss_results_as_written_one_per_game() {
    let mut app = app(double_swiss());
    press(&mut app, "3");
    let round = app.tournament.rounds_paired();
    let missing: Vec<u32> = app
        .tournament
        .round(round)
        .expect("round")
        .pairings
        .iter()
        .filter(|p| !p.is_complete())
        .map(|p| p.board)
        .take(4)
        .collect();
    let [a, b, c, d] = missing[..] else {
        panic!("four boards without results: {missing:?}")
    };
    press(&mut app, &format!("{a}<Enter>1-0 0-1"));
    assert_eq!(board_result(&app, round, a), "1-0 0-1");
    // One key each, the first recorded by the second; 1/2 then =.
    press(&mut app, &format!("{b}<Enter>10<Enter>"));
    assert_eq!(board_result(&app, round, b), "1-0 0-1");
    press(&mut app, &format!("{c}<Enter>1/2="));
    assert_eq!(board_result(&app, round, c), "1/2 1/2");
    // A win then a forfeit: the space ends the 1 (1- would start 1-0).
    press(&mut app, &format!("{d}<Enter>1 -"));
    assert_eq!(board_result(&app, round, d), "1-0 -+");
}

#[test]
fn one_key_marks_a_player_absent_for_the_next_round_and_takes_it_back() {
    let mut app = app(dutch());
    // Player 3 on the players screen (sorted by number).
    press(&mut app, "1jjz");
    let player = |app: &App| app.tournament.player(3).expect("player 3").clone();
    assert_eq!(player(&app).requested_bye(7), Some(RequestedByeKind::Zero));
    assert_eq!(
        app.status.text,
        format!("zero-point bye for {} in round 7", app.player_label(3))
    );
    insta::assert_snapshot!("players_absent_80x24", screen(&mut app, 80, 24));
    press(&mut app, "z");
    assert_eq!(player(&app).requested_bye(7), None);
    assert_eq!(
        app.status.text,
        format!("cancelled the bye of {} in round 7", app.player_label(3))
    );
    press(&mut app, "u");
    assert_eq!(player(&app).requested_bye(7), Some(RequestedByeKind::Zero));
}
