//! One self-contained HTML page: no scripts, no external style sheets, fonts or
//! images, so it can be uploaded anywhere or opened from a USB stick. It prints on A4:
//! each section starts a new page, table headings repeat on every printed page, and the
//! crosstable, as wide as the rounds are many, prints in landscape.

use std::fmt::Write;

use crate::model::{Round, Tournament};
use crate::standings::Standings;

use super::tables::{
    CROSSTABLE_LEGEND, PairingList, crosstable as cross_lines, event_details, player_name,
    rating_text,
};

/// The sections of a page; the page shows those that are `Some`, in this order.
#[derive(Clone, Copy, Debug, Default)]
pub struct Page<'a> {
    pub standings: Option<&'a Standings>,
    pub pairings: Option<&'a Round>,
    pub crosstable: Option<&'a Standings>,
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
         <title>{title}</title>\n<style>\n{STYLE}</style>\n</head>\n<body>\n<header>\n<h1>{title}</h1>\n"
    );
    if let Some(details) = event_details(&tournament.info) {
        let _ = writeln!(html, "<p>{}</p>", escape(&details));
    }
    html.push_str("</header>\n");
    if let Some(standings) = page.standings {
        html += &standings_section(tournament, standings);
    }
    if let Some(round) = page.pairings {
        html += &pairings_section(tournament, round);
    }
    if let Some(standings) = page.crosstable {
        html += &crosstable_section(tournament, standings);
    }
    html.push_str("</body>\n</html>\n");
    html
}

fn header_row(cells: &[(&str, &str)]) -> String {
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

fn cell(class: &str, text: &str) -> String {
    if class.is_empty() {
        format!("<td>{}</td>", escape(text))
    } else {
        format!("<td class=\"{class}\">{}</td>", escape(text))
    }
}

fn standings_section(tournament: &Tournament, standings: &Standings) -> String {
    let mut html = format!(
        "<section id=\"standings\">\n<h2>Standings after round {}</h2>\n<table>\n<thead>\n",
        standings.after_round
    );
    let mut heads = vec![
        ("num", "Rk"),
        ("num", "No"),
        ("", "Name"),
        ("num", "Rtg"),
        ("", "Fed"),
        ("num", "Pts"),
    ];
    heads.extend(standings.criteria.iter().map(|c| ("num", c.label())));
    html += &header_row(&heads);
    html += "</thead>\n<tbody>\n";
    for row in &standings.rows {
        let rank = format!("{}{}", row.rank, if row.tied { "=" } else { "" });
        let federation = tournament
            .player(row.tpn)
            .and_then(|p| p.federation.clone())
            .unwrap_or_default();
        html += "<tr>";
        html += &cell("num", &rank);
        html += &cell("num", &row.tpn.to_string());
        html += &cell("", &player_name(tournament, row.tpn));
        html += &cell("num", &rating_text(tournament, row.tpn));
        html += &cell("", &federation);
        html += &cell("num", &row.points.to_string());
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
            .map(|c| format!("{}: {}", escape(c.label()), escape(c.description())))
            .collect();
        html += &legend.join("; ");
        html += "</p>\n";
    }
    if standings.rows.iter().any(|r| r.tied) {
        html += "<p class=\"note\">= still tied after every tie-break: lots decide the order (C.07 4.2).</p>\n";
    }
    html + "</section>\n"
}

fn pairings_section(tournament: &Tournament, round: &Round) -> String {
    let list = PairingList::new(tournament, round);
    let mut html = format!(
        "<section id=\"pairings\">\n<h2>Round {} pairings</h2>\n<table>\n<thead>\n",
        list.round
    );
    html += &header_row(&[
        ("num", "Bd"),
        ("num", "No"),
        ("", "White"),
        ("num", "Pts"),
        ("result", "Result"),
        ("num", "Pts"),
        ("num", "No"),
        ("", "Black"),
    ]);
    html += "</thead>\n<tbody>\n";
    for b in &list.boards {
        html += "<tr>";
        html += &cell("num", &b.board.to_string());
        html += &cell("num", &b.white.to_string());
        html += &cell("", &player_name(tournament, b.white));
        html += &cell("num", &b.white_points.to_string());
        html += &cell("result", &b.result);
        html += &cell("num", &b.black_points.to_string());
        html += &cell("num", &b.black.to_string());
        html += &cell("", &player_name(tournament, b.black));
        html += "</tr>\n";
    }
    html += "</tbody>\n</table>\n";
    if !list.byes.is_empty() {
        html += "<ul class=\"byes\">\n";
        for bye in &list.byes {
            let _ = writeln!(
                html,
                "<li>{} ({}): {} ({})</li>",
                escape(&player_name(tournament, bye.player)),
                bye.player,
                bye.kind,
                bye.points
            );
        }
        html += "</ul>\n";
    }
    html + "</section>\n"
}

fn crosstable_section(tournament: &Tournament, standings: &Standings) -> String {
    let lines = cross_lines(tournament, standings);
    let mut html = format!(
        "<section id=\"crosstable\">\n<h2>Crosstable after round {}</h2>\n<table>\n<thead>\n",
        standings.after_round
    );
    let rounds: Vec<String> = (1..=standings.after_round).map(|r| r.to_string()).collect();
    let mut heads = vec![("num", "No"), ("", "Name"), ("num", "Rtg")];
    heads.extend(rounds.iter().map(|r| ("result", r.as_str())));
    heads.push(("num", "Pts"));
    heads.extend(standings.criteria.iter().map(|c| ("num", c.label())));
    html += &header_row(&heads);
    html += "</thead>\n<tbody>\n";
    for (line, row) in lines.iter().zip(&standings.rows) {
        html += "<tr>";
        html += &cell("num", &line.line.to_string());
        html += &cell("", &player_name(tournament, row.tpn));
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
    let _ = writeln!(html, "<p class=\"note\">{}</p>", escape(CROSSTABLE_LEGEND));
    html + "</section>\n"
}
