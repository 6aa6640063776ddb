//! Rounds by hand and late entries' byes in the terminal application, by keys, with
//! the screens at 80x24: `n` makes the next round empty, `m m` pairs two players, `c`
//! exchanges a board's colours, `x` removes a board, `K`/`J` move a board up/down, `r`
//! lets the engine pair the rest;
//! `b` on the players screen gives a late entry a bye for a round already paired.

use arbiter::config::Config;
use arbiter::model::{ByeKind, PairingSystem, Player, Tournament, Tpn};
use arbiter::tui::app::{App, Dialog};
use arbiter::tui::theme::Look;
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

/// The note of the form on screen.
fn form_note(app: &App) -> Option<String> {
    match &app.dialog {
        Some(Dialog::Form(form)) => form.note.clone(),
        _ => None,
    }
}

/// What is typed in field `index` of the form on screen.
fn form_field(app: &App, index: usize) -> String {
    match &app.dialog {
        Some(Dialog::Form(form)) => form.fields[index].value(),
        _ => panic!("no form on screen"),
    }
}

fn entered(app: &App, fide_id: u64) -> &Player {
    app.tournament
        .players
        .iter()
        .find(|p| p.fide_id == Some(fide_id))
        .expect("entered")
}

#[test]
fn the_add_player_form_suggests_players_of_the_rating_list_and_overwrites_nothing() {
    let (_directory, list) = rating_list();
    let mut app = club();
    app.rating_list = Some(list);
    // The start of a name (from three letters on): Maes and Maertens start with
    // "Mae", only Maes with "Maes".
    press(&mut app, "1aMa");
    assert!(app.rating_index.is_none(), "no lookup for two letters");
    press(&mut app, "e");
    assert_snapshot!("lookup_two_matches_80x24", screen(&mut app, 80, 24));
    // One player found is suggested: the fields keep what was typed.
    press(&mut app, "s");
    assert_snapshot!("lookup_suggestion_80x24", screen(&mut app, 80, 24));
    // Enter takes the suggestion (with the list's K), Enter again saves.
    press(&mut app, "<Enter>");
    assert_snapshot!("lookup_found_by_name_80x24", screen(&mut app, 80, 24));
    press(&mut app, "<Enter>");
    let maes = entered(&app, 4100026);
    assert_eq!(
        (
            maes.name.as_str(),
            maes.rating,
            maes.federation.as_deref(),
            maes.k_factor
        ),
        ("Maes, Joris", Some(2105), Some("BEL"), Some(20))
    );
    // The form is back for the next player. Typing goes on refining the suggestion:
    // "Maertens, L" suggests Lotte, and the rest of the name is typed after what was
    // typed, never after the list's name.
    press(&mut app, "Maertens, L");
    assert_eq!(
        form_note(&app).as_deref(),
        Some("Enter takes Maertens, Lotte, FIDE id 4100042, 1998; or type on")
    );
    assert_eq!(form_field(&app, 3), "", "no FIDE id filled in");
    press(&mut app, "otte");
    assert_eq!(form_field(&app, 0), "Maertens, Lotte");
    press(&mut app, "<Enter><Enter>");
    assert_eq!(entered(&app, 4100042).name, "Maertens, Lotte");
    // A FIDE id in its own field: suggested, taken, saved; K 10 says the rating has
    // reached 2400.
    press(&mut app, "<Tab><Tab><Tab>13500214");
    assert_eq!(form_field(&app, 0), "");
    press(&mut app, "<Enter><Enter>");
    let novak = entered(&app, 13500214);
    assert_eq!(
        (
            novak.name.as_str(),
            novak.rating,
            novak.title,
            novak.k_factor,
            novak.reached_2400
        ),
        (
            "Novak, Petr",
            Some(2534),
            Some(arbiter::model::Title::GM),
            Some(10),
            true
        )
    );
    assert_eq!(novak.tpn, 1);
}

#[test]
fn a_name_the_rating_list_gives_another_fide_id_is_asked_about() {
    let (_directory, list) = rating_list();
    let mut app = club();
    app.rating_list = Some(list);
    // Anke's FIDE id first (the suggestion of it is dropped by the next key typed),
    // then another name, which the list does not have.
    let typed = "a<Tab><Tab><Tab>4100018<S-Tab><S-Tab><S-Tab>Peters, Lotteotte";
    press(&mut app, typed);
    assert_eq!(
        form_note(&app).as_deref(),
        Some("Peters, Lotteotte is not in the rating list")
    );
    press(&mut app, "<Enter>");
    assert_snapshot!(
        "lookup_name_and_id_disagree_80x24",
        screen(&mut app, 80, 24)
    );
    press(&mut app, "n");
    assert_eq!(app.tournament.players.len(), 6, "nothing entered");
    press(&mut app, &format!("{typed}<Enter>y"));
    assert_eq!(entered(&app, 4100018).name, "Peters, Lotteotte");
    // Editing the name of a player whose FIDE id is the list's asks too; the same
    // name written with other spacing after the comma does not.
    let tpn = entered(&app, 4100018).tpn;
    press(&mut app, "<Esc>");
    press(&mut app, &format!("g{}e", "j".repeat(tpn as usize - 1)));
    let erase = "<BS>".repeat(20);
    press(&mut app, &format!("{erase}vermeulen,anke<Enter>"));
    assert_eq!(entered(&app, 4100018).name, "vermeulen,anke");
    press(&mut app, &format!("e{erase}Vermeulen, Ann<Enter>"));
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains("but the rating list gives FIDE id 4100018 to Vermeulen, Anke."),
        "{shown}"
    );
}

#[test]
fn the_rating_list_serves_every_tournament_opened_from_the_start_menu() {
    let (directory, list) = rating_list();
    let config = Config::new(Some(directory.path().join("config")));
    let file = directory.path().join("club.toml");
    arbiter::storage::save(&file, &club().tournament).expect("saved");
    config.remember(&file).expect("remembered");
    let start = |list: Option<&std::path::Path>| {
        let mut app = App::start_menu(Look::default(), config.clone());
        app.rating_list = list.map(std::path::Path::to_path_buf);
        app
    };
    let suggested = Some("Enter takes Maes, Joris, FIDE id 4100026, 2105; or type on");
    // A recent file.
    let mut app = start(Some(&list));
    press(&mut app, "<Enter>");
    assert!(app.start.is_none(), "opened");
    press(&mut app, "aMaes");
    assert_eq!(form_note(&app).as_deref(), suggested);
    // Another file.
    let mut app = start(Some(&list));
    press(&mut app, &format!("o{}<Enter>", file.display()));
    assert!(app.start.is_none(), "opened");
    press(&mut app, "aMaes");
    assert_eq!(form_note(&app).as_deref(), suggested);
    // A new tournament.
    let mut app = start(Some(&list));
    let erase = "<BS>".repeat(80);
    let new = directory.path().join("new.toml");
    press(
        &mut app,
        &format!("n{erase}{}<Tab>Open<Enter>", new.display()),
    );
    assert!(app.start.is_none(), "created");
    press(&mut app, "aMaes");
    assert_eq!(form_note(&app).as_deref(), suggested);
    // Without a list, the form says there is none to look players up in.
    let mut app = start(None);
    press(&mut app, "<Enter>aMaes");
    assert_eq!(
        form_note(&app).as_deref(),
        Some("no rating list to look players up in (arbiter --rating-list)")
    );
}
