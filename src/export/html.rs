//! One self-contained HTML page: no scripts, no external style sheets, fonts or
//! images, so it can be uploaded anywhere or opened from a USB stick. It prints on A4:
//! each section starts a new page, table headings repeat on every printed page, and the
//! crosstable, as wide as the rounds are many, prints in landscape.

use std::fmt::Write;

use crate::model::{PairingSystem, Round, Tournament};
use crate::standings::Standings;

use super::tables::{
    PairingList, PrizeColumn, ROUND_ROBIN_LEGEND, TIED_LEGEND, crosstable as cross_lines,
    crosstable_legend, event_details, pairing_rules, player_name, rating_text, round_robin_grid,
    round_title,
};

/// The sections of a page; the page shows those that are `Some`, in this order.
#[derive(Clone, Copy, Debug, Default)]
pub struct Page<'a> {
    pub standings: Option<&'a Standings>,
    pub pairings: Option<&'a Round>,
    pub crosstable: Option<&'a Standings>,
    /// On a page of a published site ([`super::site`]): the navigation between its
    /// pages, shown under the heading; player names then link to their pages.
    pub site_navigation: Option<&'a str>,
    /// A section of the site's own, written by [`super::site`], after the others.
    pub extra: Option<&'a str>,
}

const STYLE: &str = "\
body { font-family: sans-serif; margin: 1.5em; color: #000; background: #fff; }
header h1 { font-size: 1.5em; margin: 0; }
header p { margin: 0.2em 0 1em; }
h2 { font-size: 1.2em; margin: 1em 0 0.4em; }
table { border-collapse: collapse; font-size: 0.9em; margin-bottom: 1em; }
th, td { border: 1px solid #999; padding: 0.15em 0.45em; text-align: left; }
th { background: #e8e8e8; }
.num { text-align: right; }
.result { text-align: center; }
tbody tr:nth-child(even) { background: #f4f4f4; }
p.note { font-size: 0.85em; }
@page { size: A4; margin: 12mm; }
@page wide { size: A4 landscape; }
@media print {
  body { margin: 0; }
  #crosstable { page: wide; }
  section + section { break-before: page; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
  th, tbody tr:nth-child(even) { background: none; }
}
";

/// Added to the style of a published site's pages: navigation that wraps, and wide
/// tables that scroll sideways on a phone instead of shrinking the page.
const SITE_STYLE: &str = "\
nav { margin: 0 0 1em; line-height: 1.8; }
nav a { margin-right: 0.8em; white-space: nowrap; }
section { overflow-x: auto; }
@media (max-width: 40em) { body { margin: 0.5em; } table { font-size: 0.8em; } }
";

/// `text` with the characters HTML gives a meaning escaped.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// A complete HTML document with the sections of `page`.
pub fn page(tournament: &Tournament, page: Page) -> String {
    let title = escape(&tournament.info.name);
    let mut html = format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title}</title>\n<style>\n{STYLE}{site_style}</style>\n</head>\n<body>\n<header>\n<h1>{title}</h1>\n",
        site_style = if page.site_navigation.is_some() {
            SITE_STYLE
        } else {
            ""
        }
    );
    if let Some(details) = event_details(&tournament.info) {
        let _ = writeln!(html, "<p>{}</p>", escape(&details));
    }
    if let Some(navigation) = page.site_navigation {
        html.push_str(navigation);
    }
    html.push_str("</header>\n");
    let links = page.site_navigation.is_some();
    if let Some(standings) = page.standings {
        html += &standings_section(tournament, standings, links);
    }
    if let Some(round) = page.pairings {
        html += &pairings_section(tournament, round, links);
    }
    if let Some(standings) = page.crosstable {
        html += &crosstable_section(tournament, standings, links);
    }
    if let Some(extra) = page.extra {
        html += extra;
    }
    html.push_str("</body>\n</html>\n");
    html
}

pub(super) fn header_row(cells: &[(&str, &str)]) -> String {
    let mut row = String::from("<tr>");
    for (class, text) in cells {
        if class.is_empty() {
            let _ = write!(row, "<th>{}</th>", escape(text));
        } else {
            let _ = write!(row, "<th class=\"{class}\">{}</th>", escape(text));
        }
    }
    row + "</tr>\n"
}

/// The file of a player's page in a published site.
pub(super) fn player_page(tpn: crate::model::Tpn) -> String {
    format!("player-{tpn}.html")
}

/// A player's name as a table cell, a link to his page on a published site.
pub(super) fn name_cell(tournament: &Tournament, tpn: crate::model::Tpn, links: bool) -> String {
    let name = escape(&player_name(tournament, tpn));
    if links {
        format!("<td><a href=\"{}\">{name}</a></td>", player_page(tpn))
    } else {
        format!("<td>{name}</td>")
    }
}

pub(super) fn cell(class: &str, text: &str) -> String {
    if class.is_empty() {
        format!("<td>{}</td>", escape(text))
    } else {
        format!("<td class=\"{class}\">{}</td>", escape(text))
    }
}

fn standings_section(tournament: &Tournament, standings: &Standings, links: bool) -> String {
    let title = format!("Standings after round {}", standings.after_round);
    standings_table(tournament, standings, links, "standings", &title, None)
}

/// The standings as a section with its own id and title (a prize category's list).
pub(super) fn standings_table(
    tournament: &Tournament,
    standings: &Standings,
    links: bool,
    id: &str,
    title: &str,
    prizes: Option<&PrizeColumn>,
) -> String {
    let amounts = prizes.filter(|p| !p.cells.is_empty());
    let mut html = format!(
        "<section id=\"{}\">\n<h2>{}</h2>\n<table>\n<thead>\n",
        escape(id),
        escape(title)
    );
    let mut heads = vec![
        ("num", "Rk"),
        ("num", "No"),
        ("", "Name"),
        ("num", "Rtg"),
        ("", "Fed"),
        ("num", "Pts"),
    ];
    if let Some(prizes) = amounts {
        heads.push(("num", &prizes.heading));
    }
    let labels: Vec<String> = standings.criteria.iter().map(|c| c.label()).collect();
    heads.extend(labels.iter().map(|label| ("num", label.as_str())));
    html += &header_row(&heads);
    html += "</thead>\n<tbody>\n";
    for (index, row) in standings.rows.iter().enumerate() {
        let rank = format!("{}{}", row.rank, if row.tied { "=" } else { "" });
        let federation = tournament
            .player(row.tpn)
            .and_then(|p| p.federation.clone())
            .unwrap_or_default();
        html += "<tr>";
        html += &cell("num", &rank);
        html += &cell("num", &row.tpn.to_string());
        html += &name_cell(tournament, row.tpn, links);
        html += &cell("num", &rating_text(tournament, row.tpn));
        html += &cell("", &federation);
        html += &cell("num", &row.points.to_string());
        if let Some(prizes) = amounts {
            html += &cell("num", &prizes.cells[index]);
        }
        for value in &row.values {
            html += &cell("num", &value.map(|v| v.to_string()).unwrap_or_default());
        }
        html += "</tr>\n";
    }
    html += "</tbody>\n</table>\n";
    if !standings.criteria.is_empty() {
        html += "<p class=\"note\">";
        let legend: Vec<String> = standings
            .criteria
            .iter()
            .map(|c| format!("{}: {}", escape(&c.label()), escape(&c.description())))
            .collect();
        html += &legend.join("; ");
        html += "</p>\n";
    }
    for note in standings.footnotes() {
        html += &format!("<p class=\"note\">{}</p>\n", escape(&note));
    }
    if standings.rows.iter().any(|r| r.tied) {
        let legend = prizes.map_or(TIED_LEGEND, |p| &p.tied_legend);
        html += &format!("<p class=\"note\">{}.</p>\n", escape(legend));
    }
    html + "</section>\n"
}

fn pairings_section(tournament: &Tournament, round: &Round, links: bool) -> String {
    let list = PairingList::new(tournament, round);
    let mut html = format!(
        "<section id=\"pairings\">\n<h2>{}</h2>\n<p class=\"note\">Paired by the {} rules.</p>\n<table>\n<thead>\n",
        escape(&round_title(tournament, list.round, " pairings")),
        escape(&pairing_rules(tournament))
    );
    html += &header_row(&[
        ("num", "Bd"),
        ("num", "No"),
        ("", "White"),
        ("num", "Rtg"),
        ("num", "Pts"),
        ("result", "Result"),
        ("num", "Pts"),
        ("num", "Rtg"),
        ("num", "No"),
        ("", "Black"),
    ]);
    html += "</thead>\n<tbody>\n";
    for b in &list.boards {
        html += "<tr>";
        html += &cell("num", &b.board.to_string());
        html += &cell("num", &b.white.to_string());
        html += &name_cell(tournament, b.white, links);
        html += &cell("num", &rating_text(tournament, b.white));
        html += &cell("num", &b.white_points.to_string());
        html += &cell("result", &b.result);
        html += &cell("num", &b.black_points.to_string());
        html += &cell("num", &rating_text(tournament, b.black));
        html += &cell("num", &b.black.to_string());
        html += &name_cell(tournament, b.black, links);
        html += "</tr>\n";
    }
    html += "</tbody>\n</table>\n";
    if !list.byes.is_empty() {
        html += "<ul class=\"byes\">\n";
        for bye in &list.byes {
            let name = escape(&player_name(tournament, bye.player));
            let name = if links {
                format!("<a href=\"{}\">{name}</a>", player_page(bye.player))
            } else {
                name
            };
            let _ = writeln!(
                html,
                "<li>{} ({}): {} ({})</li>",
                name, bye.player, bye.kind, bye.points
            );
        }
        html += "</ul>\n";
    }
    html + "</section>\n"
}

fn crosstable_section(tournament: &Tournament, standings: &Standings, links: bool) -> String {
    if tournament.system == PairingSystem::RoundRobin {
        return round_robin_section(tournament, standings, links);
    }
    let lines = cross_lines(tournament, standings);
    let mut html = format!(
        "<section id=\"crosstable\">\n<h2>Crosstable after round {}</h2>\n<table>\n<thead>\n",
        standings.after_round
    );
    let rounds: Vec<String> = (1..=standings.after_round).map(|r| r.to_string()).collect();
    let mut heads = vec![("num", "No"), ("", "Name"), ("num", "Rtg")];
    heads.extend(rounds.iter().map(|r| ("result", r.as_str())));
    heads.push(("num", "Pts"));
    let labels: Vec<String> = standings.criteria.iter().map(|c| c.label()).collect();
    heads.extend(labels.iter().map(|label| ("num", label.as_str())));
    html += &header_row(&heads);
    html += "</thead>\n<tbody>\n";
    for (line, row) in lines.iter().zip(&standings.rows) {
        html += "<tr>";
        html += &cell("num", &line.line.to_string());
        html += &name_cell(tournament, row.tpn, links);
        html += &cell("num", &rating_text(tournament, row.tpn));
        for c in &line.cells {
            html += &cell("result", &c.code());
        }
        html += &cell("num", &row.points.to_string());
        for value in &row.values {
            html += &cell("num", &value.map(|v| v.to_string()).unwrap_or_default());
        }
        html += "</tr>\n";
    }
    html += "</tbody>\n</table>\n";
    let _ = writeln!(
        html,
        "<p class=\"note\">{}</p>",
        escape(&crosstable_legend())
    );
    html + "</section>\n"
}

/// A round robin's crosstable: by pairing number, a column per opponent with the
/// results against them in the order played, then points and place.
fn round_robin_section(tournament: &Tournament, standings: &Standings, links: bool) -> String {
    let grid = round_robin_grid(tournament, standings);
    let mut html = format!(
        "<section id=\"crosstable\">\n<h2>Crosstable after round {}</h2>\n<table>\n<thead>\n",
        standings.after_round
    );
    let numbers: Vec<String> = (1..=grid.len()).map(|n| n.to_string()).collect();
    let mut heads = vec![("num", "No"), ("", "Name"), ("num", "Rtg")];
    heads.extend(numbers.iter().map(|n| ("result", n.as_str())));
    heads.extend([("num", "Pts"), ("num", "Place")]);
    html += &header_row(&heads);
    html += "</thead>\n<tbody>\n";
    for line in &grid {
        html += "<tr>";
        html += &cell("num", &line.tpn.to_string());
        html += &name_cell(tournament, line.tpn, links);
        html += &cell("num", &rating_text(tournament, line.tpn));
        for result in &line.cells {
            html += &cell("result", result.as_deref().unwrap_or("X"));
        }
        html += &cell("num", &line.points.to_string());
        html += &cell("num", &line.place_text());
        html += "</tr>\n";
    }
    html += "</tbody>\n</table>\n";
    let _ = writeln!(html, "<p class=\"note\">{}</p>", escape(ROUND_ROBIN_LEGEND));
    html + "</section>\n"
}
