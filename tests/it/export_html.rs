//! The HTML page read back with a real HTML parser (html5ever, through scraper): it
//! parses without errors, has the expected sections and tables, escapes what it must
//! and loads nothing from elsewhere.

use arbiter::export::{Format, Selection, What, export};
use arbiter::model::{Tiebreak, Tournament};
use scraper::{ElementRef, Html, Selector};

use crate::support::standings::nine_rounds;

fn demo() -> Tournament {
    let mut t = nine_rounds();
    t.info.name = "R&D <Spring> Open".into();
    t.tiebreaks = vec![Tiebreak::DE, Tiebreak::BH_C1, Tiebreak::BH, Tiebreak::SB];
    t.player_mut(12).expect("Lena").name = "Lena \"<b>\" O'Neil".into();
    t
}

fn page() -> (String, Html) {
    let text = export(&demo(), What::All, Format::Html, Selection::default()).expect("a page");
    let html = Html::parse_document(&text);
    (text, html)
}

fn select<'a>(html: &'a Html, selector: &str) -> Vec<ElementRef<'a>> {
    let selector = Selector::parse(selector).expect("a valid selector");
    html.select(&selector).collect()
}

fn texts(elements: &[ElementRef]) -> Vec<String> {
    elements
        .iter()
        .map(|e| e.text().collect::<String>().trim().to_string())
        .collect()
}

#[test]
fn the_page_parses_without_errors() {
    let (text, html) = page();
    assert!(text.starts_with("<!DOCTYPE html>"));
    assert!(html.errors.is_empty(), "parse errors: {:?}", html.errors);
    assert_eq!(html.root_element().value().attr("lang"), Some("en"));
}

#[test]
fn the_page_loads_nothing_from_elsewhere() {
    let (_, html) = page();
    for tag in ["script", "link", "img", "iframe", "object", "embed"] {
        assert!(select(&html, tag).is_empty(), "a <{tag}> element");
    }
    assert!(select(&html, "[src], [href]").is_empty());
    assert_eq!(select(&html, "style").len(), 1);
}

#[test]
fn names_are_escaped() {
    let (text, html) = page();
    assert_eq!(texts(&select(&html, "title")), ["R&D <Spring> Open"]);
    assert_eq!(texts(&select(&html, "header h1")), ["R&D <Spring> Open"]);
    assert!(text.contains("R&amp;D &lt;Spring&gt; Open"));
    assert!(select(&html, "td b").is_empty(), "a name became markup");
    let names = texts(&select(&html, "#standings tbody td:nth-child(3)"));
    assert!(names.contains(&"Lena \"<b>\" O'Neil".to_string()));
}

#[test]
fn the_sections_come_in_order() {
    let (_, html) = page();
    let ids: Vec<&str> = select(&html, "body > section")
        .iter()
        .filter_map(|s| s.value().attr("id"))
        .collect();
    assert_eq!(ids, ["standings", "pairings", "crosstable"]);
    assert_eq!(
        texts(&select(&html, "section > h2")),
        [
            "Standings after round 9",
            "Round 9 pairings",
            "Crosstable after round 9"
        ]
    );
}

#[test]
fn the_standings_table() {
    let (_, html) = page();
    assert_eq!(
        texts(&select(&html, "#standings thead th")),
        [
            "Rk", "No", "Name", "Rtg", "Fed", "Pts", "DE", "BH/C1", "BH", "SB"
        ]
    );
    let rows = select(&html, "#standings tbody tr");
    assert_eq!(rows.len(), 12);
    let first = Selector::parse("td").expect("a valid selector");
    let cells: Vec<ElementRef> = rows[0].select(&first).collect();
    assert_eq!(
        texts(&cells),
        [
            "1", "1", "Anna", "2250", "", "7", "1.5", "38", "40.5", "30.75"
        ]
    );
}

#[test]
fn the_pairings_table() {
    let (_, html) = page();
    let rows = select(&html, "#pairings tbody tr");
    assert_eq!(rows.len(), 5);
    assert_eq!(
        texts(&select(&html, "#pairings tbody td.result")),
        ["1-0", "1-0", "0-1", "0-1", "1-0"]
    );
    assert_eq!(
        texts(&select(&html, "#pairings ul.byes li")),
        ["Greta (7): zero-point bye (0)"]
    );
}

#[test]
fn the_crosstable() {
    let (_, html) = page();
    let heads = texts(&select(&html, "#crosstable thead th"));
    assert_eq!(heads.len(), 3 + 9 + 1 + 4);
    assert_eq!(&heads[3..12], ["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    let rows = select(&html, "#crosstable tbody tr");
    assert_eq!(rows.len(), 12);
    let td = Selector::parse("td").expect("a valid selector");
    for row in &rows {
        assert_eq!(row.select(&td).count(), heads.len());
    }
    let anna: Vec<ElementRef> = rows[0].select(&td).collect();
    assert_eq!(
        texts(&anna[3..12]),
        [
            "6w1", "3b=", "4w=", "5w1", "2b1", "10w1", "11w1", "9b1", "8b0"
        ]
    );
}
