//! The prize list printed like the standings: one standings table per category (its
//! rank is the place in the category), as text (a page per category), CSV (one table,
//! the category in the first column) or one HTML page.

use crate::model::Tournament;
use crate::standings::prizes::PrizeList;

use super::{csv, html, text};

fn title(list: &PrizeList) -> String {
    let places = list.category.places;
    format!(
        "Prize list after round {}: {} ({}; {places} place{})",
        list.winners.after_round,
        list.category.name,
        list.category.conditions(),
        if places == 1 { "" } else { "s" }
    )
}

const NO_CATEGORIES: &str = "No prize categories: add them on the standings screen ($, then a) or with `arbiter prizes FILE --add NAME --places N ...`.\n";

pub fn text(tournament: &Tournament, lists: &[PrizeList]) -> String {
    if lists.is_empty() {
        return NO_CATEGORIES.to_string();
    }
    let pages: Vec<String> = lists
        .iter()
        .map(|list| text::standings_titled(tournament, &list.winners, &title(list)))
        .collect();
    pages.join("\u{c}")
}

pub fn csv(tournament: &Tournament, lists: &[PrizeList]) -> String {
    let mut out = String::new();
    for (index, list) in lists.iter().enumerate() {
        let table = csv::standings(tournament, &list.winners);
        let mut lines = table.split_terminator("\r\n");
        let header = lines.next().unwrap_or_default();
        if index == 0 {
            out += &format!("{},{header}\r\n", csv::field("Category"));
        }
        for line in lines {
            out += &format!("{},{line}\r\n", csv::field(&list.category.name));
        }
    }
    out
}

pub fn html(tournament: &Tournament, lists: &[PrizeList]) -> String {
    html::page(
        tournament,
        html::Page {
            extra: Some(&sections(tournament, lists)),
            ..html::Page::default()
        },
    )
}

/// One HTML section per category (the site's prize page has them too).
pub fn sections(tournament: &Tournament, lists: &[PrizeList]) -> String {
    let sections: String = lists
        .iter()
        .enumerate()
        .map(|(index, list)| {
            html::standings_table(
                tournament,
                &list.winners,
                false,
                &format!("prize-{}", index + 1),
                &title(list),
            )
        })
        .collect();
    if lists.is_empty() {
        format!("<p>{}</p>\n", html::escape(NO_CATEGORIES.trim_end()))
    } else {
        sections
    }
}
