//! Snapshots of every screen of the terminal application at 80x24 and 120x40, of the
//! help of each screen, and of what changes with the pairing system, on tournaments in
//! progress paired by the stand-in engine (the demo tournaments' own data is pinned by
//! the exports of `demo_outputs`).

use insta::assert_snapshot;

use crate::support::tui::{self, app, double_swiss, dubov, dutch, press, screen};

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];
const SCREENS: [(&str, &str); 6] = [
    ("1", "players"),
    ("2", "rounds"),
    ("3", "results"),
    ("4", "standings"),
    ("5", "rating"),
    ("6", "settings"),
];

/// Every screen at both sizes. The help of each screen at 80x24, where all of it is
/// its text; at 120x40 the help window is the same over any screen: once.
#[test]
fn every_screen_and_its_help_of_a_dutch_tournament() {
    for (width, height) in SIZES {
        for (key, name) in SCREENS {
            let mut app = app(dutch());
            press(&mut app, key);
            assert_snapshot!(
                format!("dutch_{name}_{width}x{height}"),
                screen(&mut app, width, height)
            );
            if width == 80 || name == "players" {
                press(&mut app, "?");
                assert_snapshot!(
                    format!("dutch_{name}_help_{width}x{height}"),
                    screen(&mut app, width, height)
                );
            }
        }
    }
}

/// Two games a pairing: two result columns on the rounds (the pairing bye's 1.5 points
/// at 120x40) and results screens, and the Double-Swiss points in the settings.
#[test]
fn the_screens_a_double_swiss_tournament_changes() {
    for (key, name, width, height) in [
        ("2", "rounds", 80, 24),
        ("2", "rounds", 120, 40),
        ("3", "results", 80, 24),
        ("6", "settings", 80, 24),
    ] {
        let mut app = app(double_swiss());
        press(&mut app, key);
        assert_snapshot!(
            format!("double_swiss_{name}_{width}x{height}"),
            screen(&mut app, width, height)
        );
    }
}

/// The ARO column of the Dubov standings and its note.
#[test]
fn the_screens_a_dubov_tournament_changes() {
    for (width, height) in SIZES {
        let mut app = app(dubov());
        press(&mut app, "4");
        assert_snapshot!(
            format!("dubov_standings_{width}x{height}"),
            screen(&mut app, width, height)
        );
    }
}

#[test]
fn dialogs() {
    let mut app = app(dutch());
    press(&mut app, "a<Enter>Smith<Tab>99<Tab><Right><Right><Tab>12a");
    assert_snapshot!("player_form_with_errors_80x24", screen(&mut app, 80, 24));
    let mut app = tui::app(dutch());
    press(&mut app, "aZeta, New<Tab>2300<Enter>");
    assert_snapshot!("late_entry_80x24", screen(&mut app, 80, 24));
    let mut app = tui::app(dutch());
    press(&mut app, "3[1<Enter>=");
    assert_snapshot!("correction_80x24", screen(&mut app, 80, 24));
    let mut app = tui::dutch_round_complete();
    press(&mut app, "<S-Tab>p");
    let black = app.tournament.round(7).expect("round 7").pairings[0].black;
    let met = tui::rematch_for_board_1(&app.tournament);
    tui::go_to_player(&mut app, 7, black);
    press(&mut app, "s");
    tui::go_to_player(&mut app, 7, met);
    press(&mut app, "s");
    assert_snapshot!("manual_swap_warning_80x24", screen(&mut app, 80, 24));
    assert_snapshot!("manual_swap_warning_120x40", screen(&mut app, 120, 40));
    press(&mut app, "nD");
    assert_snapshot!("unpair_80x24", screen(&mut app, 80, 24));
}

#[test]
fn a_too_small_terminal() {
    let mut app = app(dutch());
    assert_snapshot!("too_small_59x20", screen(&mut app, 59, 20));
    assert_snapshot!("too_small_40x10", screen(&mut app, 40, 10));
}

#[test]
fn ascii_borders() {
    let mut app = app(dutch());
    app.look.glyphs = arbiter::tui::theme::Glyphs::ASCII;
    press(&mut app, "2");
    assert_snapshot!("ascii_rounds_80x24", screen(&mut app, 80, 24));
}

#[test]
fn the_start_menu_and_a_new_tournament() {
    let look = arbiter::tui::theme::Look::default();
    let mut app = arbiter::tui::app::App::start_menu(look, arbiter::config::Config::default());
    assert_snapshot!("start_menu_80x24", screen(&mut app, 80, 24));
    // The start date is today's: the snapshot types one.
    press(
        &mut app,
        &format!("n<Tab><Tab><Tab><Tab>{}2026-03-07", "<BS>".repeat(10)),
    );
    assert_snapshot!("new_tournament_80x24", screen(&mut app, 80, 24));
    // Saved with three errors, at the last field: the fields scroll to it, the errors show.
    press(
        &mut app,
        &format!("{}<BS>y<Tab><Tab><BS>x<Enter>", "<Tab>".repeat(10)),
    );
    assert_snapshot!("new_tournament_errors_80x24", screen(&mut app, 80, 24));
}

#[test]
fn the_smallest_terminal_laid_out() {
    let mut app = app(dutch());
    assert_snapshot!("players_60x16", screen(&mut app, 60, 16));
    press(&mut app, "3");
    assert_snapshot!("results_60x16", screen(&mut app, 60, 16));
}
