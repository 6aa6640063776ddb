//! The keys of issue #20 as an arbiter uses them: results typed as written on the slip,
//! an absence for the next round in one key, printing and exporting what a screen shows,
//! round dates and times, publishing after every save.

use std::path::Path;

use arbiter::config::Config;
use arbiter::model::{RequestedByeKind, Tournament};
use arbiter::storage::{self, TournamentFile};
use arbiter::tui::app::App;
use arbiter::tui::theme::Look;

use crate::support::pairer::pair_simply;
use crate::support::tui::{app, double_swiss, dutch, press, results, screen};

/// A screen with the temporary directory's name written `DIR`, so that its snapshot is
/// the same on every run (the lines holding it are shorter than 80 columns).
fn masked(screen: String, dir: &Path) -> String {
    screen.replace(&dir.display().to_string(), "DIR")
}

/// The application on `tournament` saved as `club.toml` in `dir`, with the program's
/// configuration in `dir/config`.
fn app_on_file(dir: &Path, tournament: &Tournament) -> App {
    let path = dir.join("club.toml");
    storage::save(&path, tournament).expect("saved");
    let (file, tournament) = TournamentFile::open(&path).expect("opens");
    let config = Config::new(Some(dir.join("config")));
    let mut app = App::new(tournament, Some(file), Look::default(), config);
    app.pairer = pair_simply;
    app
}

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
    assert_eq!(
        app.results.entry.as_ref().map(|e| e.typed.as_str()),
        Some("")
    );
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

#[test]
fn the_print_key_writes_what_the_screen_shows_and_prints_it() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let mut app = app_on_file(dir.path(), &dutch());
    // The rounds screen offers its pairing list first, as text first.
    press(&mut app, "2P");
    insta::assert_snapshot!(
        "print_form_80x24",
        masked(screen(&mut app, 80, 24), dir.path())
    );
    press(&mut app, "<Enter>");
    let written = dir.path().join("club-pairings-r6.txt");
    assert_eq!(app.status.text, format!("wrote {}", written.display()));
    let text = std::fs::read_to_string(&written).expect("written");
    assert!(text.contains("Round 6 pairings\n"), "{text}");
    assert!(
        text.contains("Paired by the dutch 1992 (rules of 1992-2006) rules"),
        "{text}"
    );
    // The standings as HTML; then printed through the program's print command.
    press(&mut app, "4P<Tab><Right><Right><Enter>");
    let html = dir.path().join("club-standings.html");
    assert_eq!(app.status.text, format!("wrote {}", html.display()));
    let printed = dir.path().join("printed.txt");
    app.config
        .set_print_command(&format!("cat > '{}'", printed.display()))
        .expect("kept");
    press(&mut app, "5P<Enter>");
    let rating = dir.path().join("club-rating.txt");
    assert_eq!(
        app.status.text,
        format!(
            "wrote {}; sent to cat > '{}'",
            rating.display(),
            printed.display()
        )
    );
    assert_eq!(
        std::fs::read_to_string(&printed).expect("printed"),
        std::fs::read_to_string(&rating).expect("written")
    );
    // A failing printer is reported; the file is written all the same.
    app.config.set_print_command("exit 4").expect("kept");
    press(&mut app, "2P<Enter>");
    assert_eq!(
        app.status.text,
        format!(
            "wrote {}; the print command \"exit 4\" failed (exit status: 4)",
            written.display()
        )
    );
}

#[test]
fn the_site_is_published_after_every_save_when_asked() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let mut tournament = dutch();
    tournament.info.publish_dir = Some("site".into());
    let mut app = app_on_file(dir.path(), &tournament);
    press(&mut app, "3<Enter>1-0");
    let site = dir.path().join("site");
    assert!(
        app.status
            .text
            .ends_with(&format!("; published to {}", site.display())),
        "{}",
        app.status.text
    );
    let round = std::fs::read_to_string(site.join("round-6.html")).expect("published");
    assert!(round.contains("Paired by the dutch 1992"), "{round}");
    // Undo saves, and publishes again.
    press(&mut app, "u");
    assert!(
        app.status.text.starts_with("undone: "),
        "{}",
        app.status.text
    );
    assert!(
        app.status.text.ends_with("published to ") || app.status.text.contains("; published to ")
    );
}

#[test]
fn round_dates_and_times_are_set_on_the_settings_screen() {
    let mut app = app(dutch());
    // Settings: Name, City, Federation, Start date, End date, Chief arbiter, Deputy
    // arbiters, Time control, Time (TRF 222), Rating list, FIDE event code, Round dates.
    press(
        &mut app,
        "6jjjjjjjjjjj<Enter>2026-03-07 14:30, 2026-03-08 10:00<Enter>",
    );
    assert_eq!(
        app.tournament.info.round_dates,
        ["2026-03-07 14:30", "2026-03-08 10:00"]
    );
    insta::assert_snapshot!("settings_round_dates_80x24", screen(&mut app, 80, 24));
    // A time that does not exist is refused in the form.
    press(&mut app, "<Enter>, 2026-03-09 25:00<Enter>");
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains("\"2026-03-09 25:00\" of round 3 is not a date YYYY-MM-DD"),
        "{shown}"
    );
    press(&mut app, "<Esc>");
    assert_eq!(app.tournament.info.round_dates.len(), 2);
}

#[test]
fn the_rounds_screen_names_the_rules_it_was_paired_by() {
    let mut app = app(dutch());
    press(&mut app, "2");
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains("Round 6 of 9: 10 boards, 5 missing │ dutch 1992"),
        "{shown}"
    );
    press(&mut app, "e");
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("Explain: dutch 1992 rules"), "{shown}");
}

#[test]
fn the_new_tournament_form_shows_the_edition_in_force_on_the_start_date() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let file = dir.path().join("open.toml");
    let mut app = App::start_menu(Look::default(), Config::default());
    press(&mut app, "n");
    // File, Name, System (Dutch, offered first), Rounds, Start date, Edition.
    let erase = "<BS>".repeat(40);
    press(
        &mut app,
        &format!(
            "{erase}{}<Tab>Club Open<Tab><Tab><Tab>{erase}2026-01-31",
            file.display()
        ),
    );
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("< 1992 >"), "{shown}");
    assert!(
        shown.contains("1992: rules of 1992-2006, in force on 2026-01-31"),
        "{shown}"
    );
    // From 1 February 2026 C.04.3 applies; the arbiter may still take the other edition.
    press(&mut app, &format!("{erase}2026-02-01"));
    insta::assert_snapshot!(
        "new_tournament_edition_80x24",
        masked(screen(&mut app, 80, 24), dir.path())
    );
    press(&mut app, "<Tab><Left>");
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains("1992: rules of 1992-2006 (in force on 2026-02-01: 2026)"),
        "{shown}"
    );
    press(&mut app, "<Right><Enter>");
    let made = storage::load(&file).expect("created");
    assert_eq!(made.editions.pairing.year(), "2026");
    assert_eq!(made.info.start_date.as_deref(), Some("2026-02-01"));
}
