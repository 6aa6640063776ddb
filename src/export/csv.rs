//! CSV for spreadsheets (RFC 4180: comma-separated, CRLF line ends). Points and
//! tie-breaks are written with a decimal point, one table per file, with a header line.
//!
//! Every field goes through [`field`]: a number is written as it is, every other text
//! is quoted, so a spreadsheet that splits on semicolons (the Dutch and German
//! locales) still reads a name with a `;` as one cell, and a text a spreadsheet would
//! take for a formula (beginning with `=`, `+`, `-`, `@`, a tab or a carriage return)
//! gets a leading `'` (OWASP, "CSV injection").

use crate::model::{Round, Tournament};
use crate::standings::Standings;

use super::tables::{PairingList, crosstable as cross_lines, player_name, rating_text};

/// A CSV field: empty or a number (`12`, `-3.5`) as it is; any other text quoted, led
/// by `'` when a spreadsheet would run it as a formula.
pub fn field(text: &str) -> String {
    if text.is_empty() || is_number(text) {
        return text.to_string();
    }
    let lead = if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        "'"
    } else {
        ""
    };
    format!("\"{lead}{}\"", text.replace('"', "\"\""))
}

/// Digits with an optional leading minus and an optional decimal point between digits.
fn is_number(text: &str) -> bool {
    let digits = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
    let unsigned = text.strip_prefix('-').unwrap_or(text);
    match unsigned.split_once('.') {
        Some((whole, fraction)) => digits(whole) && digits(fraction),
        None => digits(unsigned),
    }
}

pub(super) fn record(fields: &[String]) -> String {
    let fields: Vec<String> = fields.iter().map(|f| field(f)).collect();
    fields.join(",") + "\r\n"
}

fn title(tournament: &Tournament, tpn: u32) -> String {
    tournament
        .player(tpn)
        .and_then(|p| p.title)
        .map_or_else(String::new, |t| t.to_string())
}

fn name(tournament: &Tournament, tpn: u32) -> String {
    tournament
        .player(tpn)
        .map_or_else(|| player_name(tournament, tpn), |p| p.name.clone())
}

fn federation(tournament: &Tournament, tpn: u32) -> String {
    tournament
        .player(tpn)
        .and_then(|p| p.federation.clone())
        .unwrap_or_default()
}

/// Rank, whether still tied, pairing number, title, name, rating, federation, points,
/// then one column per tie-break.
pub fn standings(tournament: &Tournament, standings: &Standings) -> String {
    let mut header: Vec<String> = [
        "Rank",
        "Tied",
        "No",
        "Title",
        "Name",
        "Rating",
        "Federation",
        "Points",
    ]
    .map(String::from)
    .to_vec();
    // Each tie-break with the edition of C.07 that its values follow.
    header.extend(
        standings
            .criteria
            .iter()
            .map(|c| format!("{} (C.07 {})", c.label(), standings.edition.year())),
    );
    let mut out = record(&header);
    for row in &standings.rows {
        let mut fields = vec![
            row.rank.to_string(),
            if row.tied { "yes" } else { "" }.to_string(),
            row.tpn.to_string(),
            title(tournament, row.tpn),
            name(tournament, row.tpn),
            rating_text(tournament, row.tpn),
            federation(tournament, row.tpn),
            row.points.to_string(),
        ];
        fields.extend(
            row.values
                .iter()
                .map(|v| v.map(|v| v.to_decimal(4)).unwrap_or_default()),
        );
        out += &record(&fields);
    }
    out
}

/// The starting list, a player a row.
pub fn players(tournament: &Tournament) -> String {
    let mut out = record(
        &[
            "No",
            "Name",
            "Rating",
            "Federation",
            "FIDE id",
            "Withdrawn from round",
        ]
        .map(String::from),
    );
    for p in &tournament.players {
        out += &record(&[
            p.tpn.to_string(),
            player_name(tournament, p.tpn),
            p.rating.map_or(String::new(), |r| r.to_string()),
            p.federation.clone().unwrap_or_default(),
            p.fide_id.map_or(String::new(), |id| id.to_string()),
            p.withdrawn_from.map_or(String::new(), |r| r.to_string()),
        ]);
    }
    out
}

/// The pairing list: one line per board, then one per player without an opponent
/// (board empty); the points are the scores before the round.
pub fn pairings(tournament: &Tournament, round: &Round) -> String {
    boards(tournament, &PairingList::new(tournament, round))
}

/// The results list: [`pairings`] with the scores after the round.
pub fn results(tournament: &Tournament, round: &Round) -> String {
    boards(tournament, &PairingList::results(tournament, round))
}

fn boards(tournament: &Tournament, list: &PairingList) -> String {
    let mut out = record(
        &[
            "Round",
            "Board",
            "White No",
            "White",
            "White Rating",
            "White Points",
            "Result",
            "Black Points",
            "Black Rating",
            "Black No",
            "Black",
        ]
        .map(String::from),
    );
    for b in &list.boards {
        out += &record(&[
            list.round.to_string(),
            b.board.to_string(),
            b.white.to_string(),
            player_name(tournament, b.white),
            rating_text(tournament, b.white),
            b.white_points.to_string(),
            b.result.clone(),
            b.black_points.to_string(),
            rating_text(tournament, b.black),
            b.black.to_string(),
            player_name(tournament, b.black),
        ]);
    }
    for bye in &list.byes {
        out += &record(&[
            list.round.to_string(),
            String::new(),
            bye.player.to_string(),
            player_name(tournament, bye.player),
            rating_text(tournament, bye.player),
            bye.score.to_string(),
            format!("{} ({})", bye.kind, bye.points),
            String::new(),
            String::new(),
            String::new(),
            String::new(),
        ]);
    }
    out
}

/// The crosstable: line, pairing number, name, rating, one column per round in the
/// crosstable notation, points, tie-breaks.
pub fn crosstable(tournament: &Tournament, standings: &Standings) -> String {
    let mut header: Vec<String> = ["Line", "No", "Name", "Rating"].map(String::from).to_vec();
    header.extend((1..=standings.after_round).map(|r| format!("R{r}")));
    header.push("Points".to_string());
    header.extend(standings.criteria.iter().map(|c| c.label().to_string()));
    let mut out = record(&header);
    for (line, row) in cross_lines(tournament, standings)
        .iter()
        .zip(&standings.rows)
    {
        let mut fields = vec![
            line.line.to_string(),
            row.tpn.to_string(),
            player_name(tournament, row.tpn),
            rating_text(tournament, row.tpn),
        ];
        fields.extend(line.cells.iter().map(|c| c.code()));
        fields.push(row.points.to_string());
        fields.extend(
            row.values
                .iter()
                .map(|v| v.map(|v| v.to_decimal(4)).unwrap_or_default()),
        );
        out += &record(&fields);
    }
    out
}
