//! The terminal application driven by key sequences, as an arbiter would: each test
//! checks the tournament afterwards and what the screen shows.

use arbiter::config::Config;
use arbiter::model::{GameResult, PairingSystem, Player, Tournament, Tpn};
use arbiter::pairing::PairingRequest;
use arbiter::storage::{self, TournamentFile};
use arbiter::tui::app::{App, Dialog};
use arbiter::tui::form::Purpose;
use arbiter::tui::theme::Look;

use crate::support::pairer::pair_simply;
use crate::support::tui::{
    app, double_swiss, dutch, dutch_round_complete, go_to_player, press, rematch_for_board_1,
    results, screen,
};

#[test]
fn a_full_round_of_results_by_keys() {
    let mut app = app(dutch());
    press(&mut app, "3");
    assert_eq!(app.results.selected, 5, "the cursor starts on board 6");
    let before = results(&app.tournament, 6);
    assert_eq!(before[5..], ["*", "*", "*", "*", "*"]);
    press(&mut app, "<Enter>1-0");
    assert_eq!(app.results.selected, 6, "then jumps to board 7");
    assert!(
        app.status.text.ends_with("1-0; 4 missing"),
        "{}",
        app.status.text
    );
    press(&mut app, "<Enter>0-1");
    // A board by number, then the cursor goes on from there. 1/2 may still become
    // 1/2-0 or 1/2-1/2: it waits for the next key, and Enter records it.
    press(&mut app, "9<Enter>1/2");
    assert_eq!(
        app.status.text,
        "typed 1/2 (1/2): Enter records it, or on to 1/2-0, 1/2-1/2"
    );
    assert_eq!(results(&app.tournament, 6)[8], "*", "not recorded yet");
    press(&mut app, "<Enter>");
    assert_eq!(results(&app.tournament, 6)[8], "1/2");
    assert!(app.results.entry.is_none());
    press(&mut app, "<Enter>+");
    assert_eq!(app.results.selected, 7, "and wraps round to board 8");
    press(&mut app, "8<Enter>-");
    let after = results(&app.tournament, 6);
    assert_eq!(after[..5], before[..5], "results entered before stay");
    assert_eq!(after[5..], ["1-0", "0-1", "-+", "1/2", "+-"]);
    assert_eq!(
        app.status.text,
        format!(
            "board 8: {} – {}, -+; round 6 complete: p pairs the next round",
            name(&app, 17),
            name(&app, 13)
        )
    );
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("Results of round 6: complete"), "{shown}");
}

/// The unusual scores of a game played (C.04.1: as after a penalty) are typed as
/// written: `1/2-0`, `0-½` and `0-0`; each counts in the standings as the scoring says.
#[test]
fn unusual_results_are_typed_as_written() {
    let mut app = app(dutch());
    press(&mut app, "3");
    press(&mut app, "6<Enter>1/2-0");
    press(&mut app, "7<Enter>0-½");
    press(&mut app, "8<Enter>0-0");
    assert_eq!(results(&app.tournament, 6)[5..8], ["1/2-0", "0-1/2", "0-0"]);
    press(&mut app, "9<Enter>0-1");
    assert_eq!(
        results(&app.tournament, 6)[8],
        "0-1",
        "0-1 does not wait for 0-1/2"
    );
}

fn name(app: &App, tpn: Tpn) -> String {
    app.tournament.player(tpn).expect("player").name.clone()
}

#[test]
fn a_board_number_that_does_not_exist_is_refused() {
    let mut app = app(dutch());
    press(&mut app, "345<Enter>");
    assert_eq!(app.status.text, "round 6 has no board 45 (boards 1-10)");
    assert!(app.results.entry.is_none());
    press(&mut app, "4<BS>7<Enter>");
    assert_eq!(app.results.entry.as_ref().map(|e| e.board.board), Some(7));
    press(&mut app, "<Esc>");
    assert!(app.results.entry.is_none());
}

#[test]
fn double_swiss_takes_two_keys_per_board() {
    let mut app = app(double_swiss());
    press(&mut app, "3");
    let board = app.tournament.round(4).expect("round 4").pairings[app.results.selected].board;
    press(&mut app, "<Enter>1 ");
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains(&format!("Board {board} game 2 of 2")),
        "{shown}"
    );
    let pairing = |app: &App| {
        app.tournament
            .round(4)
            .and_then(|r| r.pairing_on_board(board))
            .expect("board")
            .clone()
    };
    assert!(
        pairing(&app).games.iter().all(|g| g.is_pending()),
        "nothing saved after one key"
    );
    press(&mut app, "=");
    assert_eq!(
        pairing(&app).games,
        [GameResult::WHITE_WINS, GameResult::DRAW]
    );
    // Backspace takes back a key, then clears the board.
    press(&mut app, &format!("{board}<Enter>0<BS>"));
    assert_eq!(app.results.entry.as_ref().map(|e| e.games.len()), Some(0));
    press(&mut app, "<BS>");
    assert!(pairing(&app).games.iter().all(|g| g.is_pending()));
}

#[test]
fn pairing_is_refused_while_results_are_missing_then_made() {
    let mut app = app(dutch());
    press(&mut app, "2p");
    assert_eq!(app.tournament.rounds_paired(), 6);
    assert_eq!(
        app.status.text,
        "round 7 cannot be paired: 5 result(s) of round 6 are still missing"
    );
    let mut app = dutch_round_complete();
    let expected = pair_simply(&PairingRequest::next_round(&app.tournament)).expect("pairs");
    // From the results screen (where digits are board numbers) to the rounds screen.
    press(&mut app, "<S-Tab>p");
    assert_eq!(app.tournament.rounds_paired(), 7);
    let boards: Vec<(Tpn, Tpn)> = app
        .tournament
        .round(7)
        .expect("round 7")
        .pairings
        .iter()
        .map(|p| (p.white, p.black))
        .collect();
    let engine: Vec<(Tpn, Tpn)> = expected.boards.iter().map(|b| (b.white, b.black)).collect();
    assert_eq!(boards, engine);
    assert_eq!(app.shown_round(), 7, "the new round is shown");
    let shown = screen(&mut app, 120, 40);
    assert!(shown.contains("Round 7 of 9"), "{shown}");
    assert!(
        shown.contains("Test pairing:"),
        "the explain panel: {shown}"
    );
}

#[test]
fn undo_and_redo_across_results_and_pairing() {
    let mut app = dutch_round_complete();
    press(&mut app, "p");
    let paired = app.tournament.clone();
    press(&mut app, "u");
    assert_eq!(app.tournament.rounds_paired(), 6);
    assert_eq!(app.status.text, "undone: paired round 7");
    press(&mut app, "u");
    assert_eq!(
        results(&app.tournament, 6)[9],
        "*",
        "the last result is undone"
    );
    press(&mut app, "<C-r>");
    assert_eq!(results(&app.tournament, 6)[9], "0-1");
    press(&mut app, "<C-r>");
    assert_eq!(app.tournament, paired);
    assert_eq!(app.status.text, "redone: paired round 7");
    press(&mut app, "<C-r>");
    assert_eq!(app.status.text, "nothing to redo");
}

#[test]
fn a_manual_swap_into_a_rematch_asks_first() {
    let mut app = dutch_round_complete();
    press(&mut app, "<S-Tab>p");
    let before = app.tournament.clone();
    let board_1 = before.round(7).expect("round 7").pairings[0].clone();
    let met = rematch_for_board_1(&before);
    go_to_player(&mut app, 7, board_1.black);
    press(&mut app, "s");
    assert!(app.rounds.mark.is_some());
    go_to_player(&mut app, 7, met);
    press(&mut app, "s");
    let Some(Dialog::Confirm(confirm)) = &app.dialog else {
        panic!("a question: {}", app.status.text);
    };
    let rematch = format!(
        "{} and {} have already met (Dutch B1a)",
        app.player_label(board_1.white),
        app.player_label(met)
    );
    assert!(
        confirm.warnings.contains(&rematch),
        "{:?}",
        confirm.warnings
    );
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains("This change breaks pairing rules"),
        "{shown}"
    );
    assert!(shown.contains("have already met (Dutch B1a)"), "{shown}");
    press(&mut app, "n");
    assert_eq!(app.tournament, before, "nothing changed");
    go_to_player(&mut app, 7, board_1.black);
    press(&mut app, "s");
    go_to_player(&mut app, 7, met);
    press(&mut app, "sy");
    let round = app.tournament.round(7).expect("round 7");
    assert_eq!(round.pairings[0].opponent_of(board_1.white), Some(met));
    assert!(
        round
            .pairing_of(board_1.black)
            .is_some_and(|p| p.involves(board_1.black))
    );
    press(&mut app, "u");
    assert_eq!(app.tournament, before);
}

#[test]
fn a_too_small_terminal_gets_a_message_and_recovers() {
    let mut app = app(dutch());
    let small = screen(&mut app, 59, 20);
    assert!(small.contains("The terminal is too small"), "{small}");
    assert!(
        small.contains("It is 59x20; arbiter needs at least 60x16."),
        "{small}"
    );
    let back = screen(&mut app, 80, 24);
    assert!(back.contains(" 1 Players "), "{back}");
    assert!(!back.contains("too small"));
}

#[test]
fn a_late_entry_shows_the_renumbering_before_it_is_made() {
    let mut app = app(dutch());
    let before = app.tournament.clone();
    press(&mut app, "1a");
    press(&mut app, "Zeta, New<Tab>2300<Enter>");
    let Some(Dialog::Confirm(confirm)) = &app.dialog else {
        panic!("a question: {}", app.status.text);
    };
    // 2300 comes after the 2355 of player 7 and before the 2241 of player 8.
    assert_eq!(
        confirm.lines[0],
        "Zeta, New enters after round 6 as player 8."
    );
    assert_eq!(confirm.lines[1], "Players 8-24 become 9-25 in every round:");
    assert_eq!(
        confirm.lines[2],
        format!("  {} 8 → 9", before.players[7].name)
    );
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("Late entry"), "{shown}");
    press(&mut app, "y");
    let t = &app.tournament;
    assert_eq!(t.players.len(), 25);
    assert_eq!(t.players[7].name, "Zeta, New");
    assert_eq!(t.players[8].name, before.players[7].name);
    let renumber = |tpn: Tpn| if tpn >= 8 { tpn + 1 } else { tpn };
    for (old, new) in before.rounds.iter().zip(&t.rounds) {
        for (a, b) in old.pairings.iter().zip(&new.pairings) {
            assert_eq!((renumber(a.white), renumber(a.black)), (b.white, b.black));
        }
    }
    assert_eq!(
        app.selected_player(),
        Some(8),
        "the cursor is on the new player"
    );
    // As after any entry, the form is back for the next player: a key typed ahead (`e`
    // would edit player 8 on the players screen) goes into its name.
    assert_eq!(
        app.status.text,
        "added Zeta, New as player 8; the 17 player(s) after were renumbered; the next player, or Esc"
    );
    press(&mut app, "e");
    let Some(Dialog::Form(form)) = &app.dialog else {
        panic!("the add-player form: {}", app.status.text);
    };
    assert_eq!(form.purpose, Purpose::AddPlayer);
    assert_eq!(form.fields[0].value(), "e");
    press(&mut app, "<Esc>");
    assert!(app.dialog.is_none());
    assert_eq!(app.tournament.players[7].name, "Zeta, New");
}

#[test]
fn a_player_form_refuses_bad_fields_and_adds_before_round_one() {
    let mut t = Tournament::new("Club", PairingSystem::Dutch, 5);
    t.add_player(Player::new("Smith, Anna", Some(2000)))
        .expect("valid");
    let mut app = app(t);
    press(&mut app, "a<Enter>");
    assert!(
        matches!(app.dialog, Some(Dialog::Form(_))),
        "an empty name is refused"
    );
    press(&mut app, "smith, anna<Tab>4000<Enter>");
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains("Name: Smith, Anna is already entered as player 1"),
        "{shown}"
    );
    assert!(
        shown.contains("Rating: 100-3500, or empty for unrated"),
        "{shown}"
    );
    let erase = "<BS>".repeat(11);
    press(
        &mut app,
        &format!("<S-Tab>{erase}Smith, Brown<Tab><BS><BS><BS><BS>2100<Enter>"),
    );
    assert_eq!(
        app.status.text,
        "added Smith, Brown as player 1; the 1 player(s) after were renumbered; the next player, or Esc"
    );
    assert!(
        matches!(app.dialog, Some(Dialog::Form(_))),
        "the form is ready for the next player"
    );
    press(&mut app, "<Esc>");
    assert!(app.dialog.is_none());
    assert_eq!(app.tournament.players[0].rating, Some(2100));
}

#[test]
fn a_correction_of_an_earlier_round_asks_and_says_what_changes() {
    let mut app = app(dutch());
    press(&mut app, "3[");
    assert_eq!(app.results_round(), 5);
    let pairing = app.tournament.round(5).expect("round 5").pairings[0].clone();
    let before = pairing.games[0];
    let (key, after) = if before == GameResult::DRAW {
        ("1", GameResult::WHITE_WINS)
    } else {
        ("=", GameResult::DRAW)
    };
    press(&mut app, &format!("1<Enter>{key}"));
    let Some(Dialog::Confirm(confirm)) = &app.dialog else {
        panic!("a question: {}", app.status.text);
    };
    assert_eq!(confirm.title, "Correct a result of round 5?");
    assert_eq!(confirm.lines[1], format!("{before} becomes {after}."));
    let scoring = &app.tournament.scoring;
    let score = app.derived.current()[(pairing.white - 1) as usize];
    let corrected = score - scoring.white_points(before) + scoring.white_points(after);
    assert_eq!(
        confirm.lines[2],
        format!(
            "{}: {score} → {corrected} points",
            app.player_label(pairing.white)
        )
    );
    assert_eq!(
        confirm.lines[4],
        "Round 6 stays as paired; only pairings yet to be made use the corrected result."
    );
    press(&mut app, "n");
    let games = |app: &App| {
        app.tournament.round(5).expect("round 5").pairings[0]
            .games
            .clone()
    };
    assert_eq!(games(&app), [before]);
    press(&mut app, &format!("1<Enter>{key}y"));
    assert_eq!(games(&app), [after]);
    assert!(
        app.status.text.contains(&format!("{after} (was {before})")),
        "{}",
        app.status.text
    );
}

#[test]
fn every_change_is_saved_at_once_and_undo_saves_too() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("club.toml");
    storage::save(&path, &dutch()).expect("saved");
    let (file, tournament) = TournamentFile::open(&path).expect("opens");
    let mut app = App::new(tournament, Some(file), Look::default(), Config::default());
    press(&mut app, "3<Enter>1-0");
    let on_disk = storage::load(&path).expect("loads");
    assert_eq!(on_disk, app.tournament);
    assert_eq!(results(&on_disk, 6)[5], "1-0");
    press(&mut app, "u");
    assert_eq!(results(&storage::load(&path).expect("loads"), 6)[5], "*");
}

#[test]
fn another_programs_save_is_kept_and_reported() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("club.toml");
    storage::save(&path, &dutch()).expect("saved");
    let (file, tournament) = TournamentFile::open(&path).expect("opens");
    let mut app = App::new(tournament, Some(file), Look::default(), Config::default());
    storage::modify(&path, |t| t.set_result(6, 10, vec![GameResult::DRAW]))
        .expect("saved")
        .expect("valid");
    press(&mut app, "3<Enter>1-0");
    // Who saved (the lock file's user@host pid) and what that save changed.
    let who = format!(
        "pid {} saved the file in the meantime (1 result entered or corrected): ",
        std::process::id()
    );
    assert!(app.status.text.contains(&who), "{}", app.status.text);
    let on_disk = results(&storage::load(&path).expect("loads"), 6);
    assert_eq!((on_disk[5].as_str(), on_disk[9].as_str()), ("1-0", "1/2"));
    assert_eq!(results(&app.tournament, 6), on_disk);
}

#[test]
fn searching_players_by_name_and_number() {
    let mut app = app(dutch());
    let olsen = app.tournament.players[1].name.clone();
    press(&mut app, "/olsen");
    assert_eq!(app.visible_players(), [2]);
    press(&mut app, "<Enter>");
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("1 match \"olsen\""), "{shown}");
    assert!(shown.contains(&olsen));
    press(&mut app, "/12");
    let twelve: Vec<Tpn> = app
        .tournament
        .players
        .iter()
        .filter(|p| p.tpn == 12 || p.fide_id.is_some_and(|id| id.to_string().starts_with("12")))
        .map(|p| p.tpn)
        .collect();
    assert!(twelve.contains(&12));
    assert_eq!(app.visible_players(), twelve);
    press(&mut app, "<Esc>");
    assert_eq!(app.visible_players().len(), 24);
}

#[test]
fn settings_change_through_a_form_and_undo() {
    let mut app = app(dutch());
    press(&mut app, "6jjjjjjjjjjjjjjj<Enter><BS>11<Enter>");
    assert_eq!(app.tournament.rounds_planned, 11);
    press(&mut app, "<Enter><BS><BS>5<Enter>");
    assert_eq!(
        app.tournament.rounds_planned, 11,
        "fewer rounds than paired are refused"
    );
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains("round 9 does not exist (the tournament has 5 rounds)"),
        "a requested bye for round 9 is in the way: {shown}"
    );
    press(&mut app, "<Esc>u");
    assert_eq!(app.tournament.rounds_planned, 9);
    press(&mut app, "jl");
    assert_eq!(
        app.status.text,
        "the pairing system cannot change once round 1 is paired"
    );
    press(&mut app, "jjl");
    assert_eq!(
        app.status.text,
        "the acceleration cannot change once round 1 is paired"
    );
    press(&mut app, "jl");
    assert_eq!(app.look.theme.name, "light");
}

#[test]
fn the_help_lists_the_keys_of_the_screen() {
    let mut app = app(dutch());
    press(&mut app, "3?");
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("Help: Results"), "{shown}");
    assert!(shown.contains("White wins by forfeit"), "{shown}");
    press(&mut app, "?");
    assert!(app.help.is_none());
}

#[test]
fn a_key_that_does_nothing_says_so_until_the_next_key() {
    let mut app = app(dutch());
    press(&mut app, "y");
    assert_eq!(
        app.status.text,
        "y does nothing here: ? lists the keys of this screen"
    );
    press(&mut app, "j");
    assert_eq!(app.status.text, "");
}

#[test]
fn the_tournaments_own_engine_pairs_and_explains() {
    let mut config =
        arbiter::pairing::simulate::SimulationConfig::new(PairingSystem::Dubov, 14, 5, 21);
    config.rounds_played = 3;
    let tournament = arbiter::pairing::simulate::simulate(&config).expect("the Dubov engine pairs");
    let mut app = App::new(tournament, None, Look::default(), Config::default());
    press(&mut app, "2p");
    assert_eq!(app.tournament.rounds_paired(), 4, "{}", app.status.text);
    let explanation = app.engine_pairings[&4]
        .players()
        .expect("an individual system's answer")
        .boards[0]
        .explanation
        .clone();
    assert!(!explanation.is_empty());
    let shown = screen(&mut app, 120, 40);
    let first_words: String = explanation
        .split_whitespace()
        .take(3)
        .collect::<Vec<_>>()
        .join(" ");
    assert!(shown.contains(&first_words), "{first_words:?} in {shown}");
}

#[test]
fn a_round_paired_before_the_session_is_explained_when_asked() {
    let mut app = app(dutch());
    press(&mut app, "2");
    assert!(app.recomputed.is_empty(), "the engine does not run unasked");
    let shown = screen(&mut app, 120, 40);
    assert!(
        shown.contains("Round 6 was paired before this session"),
        "{shown}"
    );
    press(&mut app, "e");
    assert!(app.recomputed[&6].is_ok());
    let shown = screen(&mut app, 120, 40);
    assert!(shown.contains("Test pairing:"), "{shown}");
    assert!(
        shown.contains("│(Round paired before this session"),
        "{shown}"
    );
    let narrow = screen(&mut app, 80, 24);
    assert!(narrow.contains("╭ Explain"), "{narrow}");
}
