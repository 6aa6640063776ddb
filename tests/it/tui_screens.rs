//! Snapshots of every screen of the terminal application and of its help, at 80x24
//! and 120x40, on tournaments in progress of each pairing system.

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
            press(&mut app, "?");
            assert_snapshot!(
                format!("dutch_{name}_help_{width}x{height}"),
                screen(&mut app, width, height)
            );
        }
    }
}

#[test]
fn every_screen_of_a_double_swiss_tournament() {
    for (width, height) in SIZES {
        for (key, name) in SCREENS {
            let mut app = app(double_swiss());
            press(&mut app, key);
            assert_snapshot!(
                format!("double_swiss_{name}_{width}x{height}"),
                screen(&mut app, width, height)
            );
        }
    }
}

#[test]
fn every_screen_of_a_dubov_tournament() {
    for (width, height) in SIZES {
        for (key, name) in SCREENS {
            let mut app = app(dubov());
            press(&mut app, key);
            assert_snapshot!(
                format!("dubov_{name}_{width}x{height}"),
                screen(&mut app, width, height)
            );
        }
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
    let mut app = arbiter::tui::app::App::start_menu(look, arbiter::tui::config::Config::default());
    assert_snapshot!("start_menu_80x24", screen(&mut app, 80, 24));
    // The start date is today's: the snapshot types one.
    press(
        &mut app,
        &format!("n<Tab><Tab><Tab><Tab>{}2026-03-07", "<BS>".repeat(10)),
    );
    assert_snapshot!("new_tournament_80x24", screen(&mut app, 80, 24));
}

#[test]
fn the_smallest_terminal_laid_out() {
    let mut app = app(dutch());
    assert_snapshot!("players_60x16", screen(&mut app, 60, 16));
    press(&mut app, "3");
    assert_snapshot!("results_60x16", screen(&mut app, 60, 16));
}

#[test]
fn every_screen_and_its_help_of_each_demo_tournament() {
    for demo in arbiter::cli::demo::DEMOS {
        // As the program builds it: the file in demo/ may have been played with.
        let tournament = demo.build().expect("the demo builds");
        let name = demo.file_name.trim_end_matches(".toml");
        for (width, height) in SIZES {
            for (key, screen_name) in SCREENS {
                let mut app = app(tournament.clone());
                press(&mut app, key);
                assert_snapshot!(
                    format!("demo_{name}_{screen_name}_{width}x{height}"),
                    screen(&mut app, width, height)
                );
                press(&mut app, "?");
                assert_snapshot!(
                    format!("demo_{name}_{screen_name}_help_{width}x{height}"),
                    screen(&mut app, width, height)
                );
            }
        }
    }
}
