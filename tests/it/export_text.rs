//! The printed lists fit A4: at most 80 characters a line and `PAGE_LINES` lines a
//! page, with the headings repeated on every page. Names are never cut: a list with
//! names longer than its column is as much wider as they need (landscape).

use arbiter::export::text::{PAGE_LINES, alphabetical, cards, pairings, players, slips};
use arbiter::model::{ByeKind, PairingSystem, Tournament};

use crate::support::standings::{bye, nine_rounds, pair, tournament};

/// 301 players with long names in round 1: 150 boards and a bye.
fn big_round() -> Tournament {
    let names: Vec<String> = (1..=301)
        .map(|n| format!("Vandenberghe-Oosterhuis, Maximiliaan {n}"))
        .collect();
    let players: Vec<(&str, Option<u16>)> = names
        .iter()
        .zip(0u16..)
        .map(|(n, i)| (n.as_str(), Some(2400 - i)))
        .collect();
    let mut t = tournament(PairingSystem::Dutch, 9, &players);
    t.info.name = "A tournament with a name much longer than any pairing card".into();
    for board in 0..150 {
        pair(&mut t, 1, board + 1, board + 151, "*");
    }
    bye(&mut t, 1, 301, ByeKind::Pairing);
    t
}

fn assert_fits_a4(text: &str) -> Vec<&str> {
    assert_pages(text, 80)
}

/// Pages of at most `PAGE_LINES` lines of at most `width` characters.
fn assert_pages(text: &str, width: usize) -> Vec<&str> {
    let pages: Vec<&str> = text.split('\u{c}').collect();
    for (number, page) in pages.iter().enumerate() {
        let lines: Vec<&str> = page.lines().collect();
        assert!(
            lines.len() <= PAGE_LINES,
            "page {number}: {} lines",
            lines.len()
        );
        for line in lines {
            assert!(line.chars().count() <= width, "too wide: {line:?}");
        }
    }
    pages
}

#[test]
fn a_long_pairing_list_breaks_into_pages_with_headings() {
    let t = big_round();
    let round = t.round(1).expect("round 1");
    let text = pairings(&t, round);
    // The 40-character names widen both name columns (18 wide) by 22.
    let pages = assert_pages(&text, 79 + 2 * 22);
    // 64 lines a page, 5 of them headings: 59 + 59 + 32 boards, a blank line, the bye.
    assert_eq!(pages.len(), 3);
    for page in &pages {
        let lines: Vec<&str> = page.lines().collect();
        assert_eq!(lines[0], t.info.name);
        assert_eq!(lines[1], "Round 1 pairings");
        assert_eq!(
            lines[2],
            "Paired by the dutch 1992 (rules of 1992-2006) rules"
        );
        assert!(lines[4].starts_with(" Bd  No White"));
    }
    assert!(pages[2].ends_with("pairing-allocated bye (1)\n"));
    let last_board = pages[2].lines().nth(5 + 31).expect("board 150");
    assert!(
        last_board.starts_with("150 150 Vandenberghe-Oosterhuis, Maximiliaan 150 2251    0 "),
        "{last_board}"
    );
    assert!(
        last_board.ends_with(" 0 2101 300 Vandenberghe-Oosterhuis, Maximiliaan 300"),
        "{last_board}"
    );
}

#[test]
fn alphabetical_lists_and_cards_fit_too() {
    let t = big_round();
    let round = t.round(1).expect("round 1");
    let list = alphabetical(&t, round);
    let pages = assert_pages(&list, 80 + 2 * 16);
    assert_eq!(pages.len(), 6); // 301 players, 60 a page
    assert!(list.contains("Vandenberghe-Oosterhuis, Maximiliaan 301"));
    let cards = cards(&t, round);
    // A card holds "against NAME (TPN)" whole: 55 inside, 59 with its border.
    let pages = assert_pages(&cards, 2 * 59 + 2);
    assert!(cards.contains("against Vandenberghe-Oosterhuis, Maximiliaan 151 (151)"));
    // 151 rows of two cards, 9 rows (7 lines each) a page.
    assert_eq!(pages.len(), 17);
}

#[test]
fn every_list_of_the_nine_rounds_fits() {
    let t = nine_rounds();
    for round in &t.rounds {
        assert_fits_a4(&pairings(&t, round));
        assert_fits_a4(&alphabetical(&t, round));
        assert_fits_a4(&cards(&t, round));
        assert_fits_a4(&slips(&t, round));
    }
}

#[test]
fn a_result_slip_per_board_to_circle_and_sign() {
    let mut t = tournament(
        PairingSystem::Dutch,
        5,
        &[
            ("Able, Ann", Some(2100)),
            ("Baker, Ben", None),
            ("Cole, Cy", Some(1900)),
        ],
    );
    pair(&mut t, 1, 1, 2, "*");
    bye(&mut t, 1, 3, ByeKind::Pairing);
    assert_eq!(
        slips(&t, t.round(1).expect("round 1")),
        "+----------------------------------------------------------------------------+\n\
         | Test Open                                                 Round 1, board 1 |\n\
         | White: Able, Ann (1)                                                       |\n\
         | Black: Baker, Ben (2)                                                      |\n\
         | Result:   1-0      1/2-1/2      0-1      (circle one)                      |\n\
         | Signatures:   White ________________      Black ________________           |\n\
         +----------------------------------------------------------------------------+\n"
    );
}

#[test]
fn double_swiss_slips_have_a_line_a_game_and_long_names_are_whole() {
    let t = big_round();
    let text = slips(&t, t.round(1).expect("round 1"));
    // 150 boards (the bye has no slip), 8 slips (7 lines and a blank line) a page.
    let pages = assert_pages(&text, 80 + 16);
    assert_eq!(pages.len(), 19);
    assert!(text.contains("| Black: Vandenberghe-Oosterhuis, Maximiliaan 151 (151)"));
    let mut t = tournament(
        PairingSystem::DoubleSwiss,
        5,
        &[("Able, Ann", Some(2100)), ("Baker, Ben", Some(2000))],
    );
    pair(&mut t, 1, 1, 2, "* *");
    let text = slips(&t, t.round(1).expect("round 1"));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[2..6],
        [
            "| White in game 1: Able, Ann (1)                                             |",
            "| Black in game 1: Baker, Ben (2)                                            |",
            "| Game 1 (as above):            1-0      1/2-1/2      0-1                    |",
            "| Game 2 (colours reversed):    1-0      1/2-1/2      0-1                    |",
        ]
    );
}

#[test]
fn the_starting_list_by_starting_number() {
    let mut t = tournament(
        PairingSystem::Dutch,
        5,
        &[("Able, Ann", Some(2100)), ("Baker, Ben", None)],
    );
    t.players[0].federation = Some("NED".into());
    t.players[0].fide_id = Some(1503014);
    t.players[1].withdrawn_from = Some(3);
    assert_eq!(
        players(&t),
        "Test Open\n\
         Starting list\n\
         \n\
         \x20 No  Name                            Rtg Fed     FIDE id\n\
         \x20  1  Able, Ann                      2100 NED     1503014\n\
         \x20  2  Baker, Ben                                           withdrawn from round 3\n"
    );
}
