//! Snapshots of every export format, on the 9-round tournament of the standings tests
//! (with titles, federations and event details filled in) and on a Double-Swiss event.

use arbiter::export::{ExportError, Format, Selection, What, export};
use arbiter::model::{ByeKind, Tiebreak, Title, Tournament};

use crate::support::standings::{bye, double_swiss, nine_rounds, pair};

fn demo() -> Tournament {
    let mut t = nine_rounds();
    t.info.name = "Spring Open 2026".into();
    t.info.city = Some("Leiden".into());
    t.info.start_date = Some("2026-04-04".into());
    t.info.end_date = Some("2026-04-12".into());
    t.tiebreaks = vec![Tiebreak::DE, Tiebreak::BH_C1, Tiebreak::BH, Tiebreak::SB];
    for (tpn, title, federation) in [
        (1, Some(Title::IM), "NED"),
        (2, Some(Title::FM), "GER"),
        (3, Some(Title::WFM), "BEL"),
        (4, None, "NED"),
        (12, None, "FRA"),
    ] {
        let player = t.player_mut(tpn).expect("a player of the demo");
        player.title = title;
        player.federation = Some(federation.into());
    }
    t
}

fn render(t: &Tournament, what: What, format: Format, selection: Selection) -> String {
    export(t, what, format, selection).expect("the demo exports")
}

fn latest(t: &Tournament, what: What, format: Format) -> String {
    render(t, what, format, Selection::default())
}

#[test]
fn text_standings() {
    insta::assert_snapshot!(latest(&demo(), What::Standings, Format::Text));
}

#[test]
fn text_pairings() {
    insta::assert_snapshot!(latest(&demo(), What::Pairings, Format::Text));
}

#[test]
fn text_pairings_of_a_round_being_played() {
    // Round 3 of the demo, as posted before its games: blank results, scores before
    // the round, the full-point bye and the pairing-allocated bye at the end.
    let mut t = demo();
    t.rounds.truncate(3);
    for pairing in &mut t.rounds[2].pairings {
        pairing.games = vec![Default::default()];
    }
    insta::assert_snapshot!(latest(&t, What::Pairings, Format::Text));
}

#[test]
fn text_alphabetical_list() {
    let selection = Selection {
        round: Some(5),
        ..Selection::default()
    };
    insta::assert_snapshot!(render(&demo(), What::Alphabetical, Format::Text, selection));
}

#[test]
fn text_pairing_cards() {
    let selection = Selection {
        round: Some(7),
        ..Selection::default()
    };
    insta::assert_snapshot!(render(&demo(), What::Cards, Format::Text, selection));
}

#[test]
fn text_crosstable() {
    insta::assert_snapshot!(latest(&demo(), What::Crosstable, Format::Text));
}

#[test]
fn text_standings_after_an_earlier_round() {
    let selection = Selection {
        after_round: Some(4),
        ..Selection::default()
    };
    insta::assert_snapshot!(render(&demo(), What::Standings, Format::Text, selection));
}

#[test]
fn csv_standings() {
    insta::assert_snapshot!(latest(&demo(), What::Standings, Format::Csv));
}

#[test]
fn csv_pairings() {
    insta::assert_snapshot!(latest(&demo(), What::Pairings, Format::Csv));
}

#[test]
fn csv_crosstable() {
    insta::assert_snapshot!(latest(&demo(), What::Crosstable, Format::Csv));
}

#[test]
fn html_page() {
    insta::assert_snapshot!(latest(&demo(), What::All, Format::Html));
}

#[test]
fn html_pairings_alone() {
    insta::assert_snapshot!(latest(&demo(), What::Pairings, Format::Html));
}

#[test]
fn double_swiss_text_pairings_and_crosstable() {
    let mut t = double_swiss();
    t.tiebreaks = vec![Tiebreak::BH, Tiebreak::SB, Tiebreak::WIN];
    t.rounds_planned = 3;
    pair(&mut t, 3, 1, 4, "1-0 *");
    pair(&mut t, 3, 2, 5, "* *");
    insta::assert_snapshot!(latest(&t, What::All, Format::Text));
}

#[test]
fn double_swiss_cards_and_alphabetical_list_give_the_colour_of_game_1() {
    let mut t = double_swiss();
    t.rounds_planned = 3;
    pair(&mut t, 3, 1, 4, "* *");
    pair(&mut t, 3, 5, 2, "* *");
    bye(&mut t, 3, 3, ByeKind::Pairing);
    let cards = latest(&t, What::Cards, Format::Text);
    let alphabetical = latest(&t, What::Alphabetical, Format::Text);
    insta::assert_snapshot!(format!("{cards}\n{alphabetical}"));
}

#[test]
fn csv_quotes_every_text_field() {
    let mut t = demo();
    t.player_mut(1).expect("Anna").name = "Smith, Anna \"Annie\"".into();
    let csv = latest(&t, What::Standings, Format::Csv);
    let line = csv.lines().nth(1).expect("Anna leads");
    assert_eq!(
        line,
        "1,,1,\"IM\",\"Smith, Anna \"\"Annie\"\"\",2250,\"NED\",7,1.5,38,40.5,30.75"
    );
    assert!(csv.ends_with("\r\n"));
}

#[test]
fn unsupported_exports_say_why() {
    let t = demo();
    let error = |what, format| export(&t, what, format, Selection::default()).unwrap_err();
    assert_eq!(
        error(What::Cards, Format::Html).to_string(),
        "cannot export cards as html: it is a list to print: use --format text"
    );
    assert_eq!(
        error(What::All, Format::Csv).to_string(),
        "cannot export all as csv: a CSV file holds one table: choose one"
    );
    assert_eq!(
        error(What::Rating, Format::Html).to_string(),
        "cannot export rating as html: the rating report is text or CSV"
    );
    let no_round = Selection {
        round: Some(10),
        ..Selection::default()
    };
    assert_eq!(
        export(&t, What::Pairings, Format::Text, no_round).unwrap_err(),
        ExportError::NoSuchRound {
            round: 10,
            paired: 9
        }
    );
}
