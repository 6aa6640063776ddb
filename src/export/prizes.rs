//! The prize list printed like the standings: one standings table per category (its
//! rank is the place in the category), as text (a page per category), CSV (one table,
//! the category in the first column) or one HTML page.

use crate::model::{PrizeSharing, Tournament};
use crate::standings::prizes::PrizeList;

use super::tables::{PrizeColumn, TIED_LEGEND};
use super::{csv, html, text};

/// The heading of the amounts: `Prize`, or `Prize EUR` with the tournament's currency.
pub fn amount_heading(tournament: &Tournament) -> String {
    match &tournament.prize_rules.currency {
        Some(currency) => format!("Prize {currency}"),
        None => "Prize".to_string(),
    }
}

/// What `=` means in a prize list under the tournament's sharing rule.
fn tied_legend(tournament: &Tournament) -> &'static str {
    match tournament.prize_rules.sharing {
        PrizeSharing::TieBreaks => TIED_LEGEND,
        PrizeSharing::Split => {
            "= tied on points: they share the prizes of their places equally (split rule)"
        }
    }
}

fn column(tournament: &Tournament, list: &PrizeList) -> PrizeColumn {
    PrizeColumn {
        heading: amount_heading(tournament),
        cells: list.amounts.iter().map(u32::to_string).collect(),
        tied_legend: tied_legend(tournament).to_string(),
    }
}

fn currency(tournament: &Tournament) -> Option<&str> {
    tournament.prize_rules.currency.as_deref()
}

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
        .map(|list| {
            text::standings_titled(
                tournament,
                &list.winners_noted(currency(tournament)),
                &title(list),
                Some(&column(tournament, list)),
            )
        })
        .collect();
    pages.join("\u{c}")
}

/// The category first, then the standings' columns, then the amount when a category
/// gives amounts.
pub fn csv(tournament: &Tournament, lists: &[PrizeList]) -> String {
    let with_amounts = lists.iter().any(|list| !list.amounts.is_empty());
    let mut out = String::new();
    for (index, list) in lists.iter().enumerate() {
        let table = csv::standings(tournament, &list.winners);
        let mut lines = table.split_terminator("\r\n");
        let header = lines.next().unwrap_or_default();
        if index == 0 {
            out += &format!("{},{header}", csv::field("Category"));
            if with_amounts {
                out += &format!(",{}", csv::field(&amount_heading(tournament)));
            }
            out += "\r\n";
        }
        for (row, line) in lines.enumerate() {
            out += &format!("{},{line}", csv::field(&list.category.name));
            if with_amounts {
                let amount = list.amounts.get(row).map(u32::to_string);
                out += &format!(",{}", amount.unwrap_or_default());
            }
            out += "\r\n";
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
                &list.winners_noted(currency(tournament)),
                false,
                &format!("prize-{}", index + 1),
                &title(list),
                Some(&column(tournament, list)),
            )
        })
        .collect();
    if lists.is_empty() {
        format!("<p>{}</p>\n", html::escape(NO_CATEGORIES.trim_end()))
    } else {
        sections
    }
}
