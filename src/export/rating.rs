//! The rating report of [`crate::rating`] as text for the screen and as CSV for a
//! spreadsheet.

use std::fmt::Write;

use super::csv::field;
use super::tables::{Align, padded};
use crate::model::{Arbiter, RatingEdition, TournamentInfo};
use crate::rating::report::{ExcludedGame, PlayerRating, PlayerReport, RatingReport};
use crate::rating::{EventResults, EventVerdict, InitialRating, NewPlayerRating, RatingChange};

/// The report as text: rated players, unrated players, the earlier events pooled for
/// unrated players, and the games not rated.
pub fn text(report: &RatingReport) -> String {
    let mut out = format!(
        "Rating report: {}\n{}, {} list\n",
        report.event.name,
        report.edition.title(),
        report.list
    );
    let facts = event_facts(&report.event);
    for fact in &facts {
        let _ = writeln!(out, "{:<16} {}", fact.label, fact.shown);
    }
    let missing: Vec<&str> = facts.iter().filter_map(|fact| fact.missing).collect();
    if !missing.is_empty() {
        let _ = writeln!(
            out,
            "Still to give for FIDE (settings screen): {}",
            missing.join(", ")
        );
    }
    let rated: Vec<_> = report.players.iter().filter_map(rated_line).collect();
    if !rated.is_empty() {
        out.push_str("\nRated players\n");
        let rows = rated.iter().map(|line| line.text_cells()).collect();
        out.push_str(&table(RATED_COLUMNS, rows));
        if rated.iter().any(|line| !line.record_known) {
            let article = match report.edition {
                RatingEdition::Rules2013 => "8.56",
                RatingEdition::Rules2024 => "8.3.3",
            };
            let _ = writeln!(
                out,
                "* K assumed: no K from the rating list and no rated games before the tournament entered, taken as 30 or more ({article})"
            );
        }
        let floor = report.edition.rating_floor();
        let below: Vec<String> = rated
            .iter()
            .filter(|line| line.change.rating_after < floor)
            .map(|line| format!("{} ({})", line.player.name, line.player.tpn))
            .collect();
        if report.edition == RatingEdition::Rules2024 && !below.is_empty() {
            let _ = writeln!(
                out,
                "Below the rating floor {floor}, shown as unrated on the next list (7.2.1): {}",
                below.join(", ")
            );
        }
    }
    let unrated: Vec<_> = report.players.iter().filter_map(unrated_line).collect();
    if !unrated.is_empty() {
        out.push_str("\nUnrated players\n");
        let rows = unrated.iter().map(|line| line.text_cells()).collect();
        out.push_str(&table(UNRATED_COLUMNS, rows));
        let pooled: Vec<_> = unrated
            .iter()
            .filter(|line| !line.new_rating.earlier.is_empty())
            .collect();
        if !pooled.is_empty() {
            out.push_str("\nEarlier events of unrated players (8.3)\n");
            for line in pooled {
                let _ = writeln!(
                    out,
                    "{} ({}): {}",
                    line.player.name,
                    line.player.tpn,
                    earlier_events(line.new_rating)
                );
            }
        }
    }
    out.push_str("\nGames not rated\n");
    if report.excluded.is_empty() {
        out.push_str("none\n");
    } else {
        let rows = report
            .excluded
            .iter()
            .map(|excluded| {
                vec![
                    round_label(excluded),
                    named(report, Some(excluded.player)),
                    named(report, excluded.opponent),
                    excluded.reason.to_string(),
                ]
            })
            .collect();
        out.push_str(&table(EXCLUDED_COLUMNS, rows));
    }
    out
}

/// One fact of the event the rating report gives FIDE: as shown, and what is missing.
struct Fact {
    label: &'static str,
    shown: String,
    /// What FIDE asks for that is not given yet.
    missing: Option<&'static str>,
}

/// The facts of the event FIDE asks for in the rating report.
fn event_facts(event: &TournamentInfo) -> Vec<Fact> {
    let fact = |label, value: Option<String>, missing| Fact {
        label,
        missing: value.is_none().then_some(missing),
        shown: value.unwrap_or_else(|| "-".into()),
    };
    let dates = match (&event.start_date, &event.end_date) {
        (Some(start), Some(end)) => Some(format!("{start} to {end}")),
        _ => None,
    };
    let arbiters = |list: &[Arbiter]| {
        let names: Vec<String> = list.iter().map(ToString::to_string).collect();
        names.join("; ")
    };
    let chief = event.chief_arbiter.as_slice();
    let without_id = |list: &[Arbiter]| list.iter().any(|a| a.fide_id.is_none());
    vec![
        fact(
            "FIDE event code",
            event.event_code.clone(),
            "the FIDE event code",
        ),
        fact("City", event.city.clone(), "the city"),
        fact("Federation", event.federation.clone(), "the federation"),
        fact("Dates", dates, "the start and end dates"),
        Fact {
            label: "Chief arbiter",
            shown: event
                .chief_arbiter
                .as_ref()
                .map_or_else(|| "-".into(), ToString::to_string),
            missing: if chief.is_empty() {
                Some("the chief arbiter")
            } else {
                without_id(chief).then_some("the chief arbiter's FIDE id")
            },
        },
        Fact {
            label: "Deputy arbiters",
            shown: match arbiters(&event.deputy_arbiters) {
                names if names.is_empty() => "none".into(),
                names => names,
            },
            missing: without_id(&event.deputy_arbiters).then_some("the deputies' FIDE ids"),
        },
        fact(
            "Time control",
            event.time_control.clone(),
            "the time control",
        ),
        fact(
            "TRF 222",
            event.time_control_code.clone(),
            "the time control as TRF-26 encodes it",
        ),
    ]
}

/// The report as CSV: a table of players, an empty line, a table of the games not
/// rated. Numbers are plain (no `+` sign); fields that do not apply are empty.
/// Three tables one after the other, each with its header line: the regulations and
/// list the report follows, the players, and the games that are not rated.
pub fn csv(report: &RatingReport) -> String {
    let mut out = String::from(
        "regulations,edition,list,event_code,chief_arbiter,deputy_arbiters,time_control,time_control_code\n",
    );
    let event = &report.event;
    let deputies: Vec<String> = event
        .deputy_arbiters
        .iter()
        .map(ToString::to_string)
        .collect();
    push_csv_row(
        &mut out,
        &[
            report.edition.title().to_string(),
            report.edition.year().to_string(),
            report.list.to_string(),
            event.event_code.clone().unwrap_or_default(),
            event
                .chief_arbiter
                .as_ref()
                .map(ToString::to_string)
                .unwrap_or_default(),
            deputies.join("; "),
            event.time_control.clone().unwrap_or_default(),
            event.time_control_code.clone().unwrap_or_default(),
        ],
    );
    out.push_str(
        "\ntpn,name,rated,rating_before,k,k_assumed,rated_games,score,expected_score,change,rating_after,performance,average_opponent_rating,new_rating,published,status\n",
    );
    for player in &report.players {
        let cells = match line(player) {
            Line::Rated(line) => line.csv_cells(),
            Line::Unrated(line) => line.csv_cells(),
        };
        push_csv_row(&mut out, &cells);
    }
    out.push_str("\nround,game,player,player_name,opponent,opponent_name,reason\n");
    for excluded in &report.excluded {
        let name = |tpn| report.player_name(tpn).unwrap_or_default().to_string();
        push_csv_row(
            &mut out,
            &[
                excluded.round.to_string(),
                csv_optional(excluded.game),
                excluded.player.to_string(),
                name(excluded.player),
                csv_optional(excluded.opponent),
                excluded.opponent.map(name).unwrap_or_default(),
                excluded.reason.to_string(),
            ],
        );
    }
    out
}

/// `Name (7)`, or `-` for no player.
fn named(report: &RatingReport, tpn: Option<u32>) -> String {
    match tpn {
        Some(tpn) => format!("{} ({tpn})", report.player_name(tpn).unwrap_or("?")),
        None => "-".to_string(),
    }
}

/// A player's line of the report, by kind of player.
enum Line<'a> {
    Rated(RatedLine<'a>),
    Unrated(UnratedLine<'a>),
}

fn line(player: &PlayerReport) -> Line<'_> {
    match &player.rating {
        PlayerRating::Rated {
            change,
            record_known,
        } => Line::Rated(RatedLine {
            player,
            change,
            record_known: *record_known,
        }),
        PlayerRating::Unrated {
            results,
            new_rating,
        } => Line::Unrated(UnratedLine {
            player,
            results,
            new_rating,
        }),
    }
}

fn rated_line(player: &PlayerReport) -> Option<RatedLine<'_>> {
    match line(player) {
        Line::Rated(line) => Some(line),
        Line::Unrated(_) => None,
    }
}

fn unrated_line(player: &PlayerReport) -> Option<UnratedLine<'_>> {
    match line(player) {
        Line::Unrated(line) => Some(line),
        Line::Rated(_) => None,
    }
}

/// A rated player's line.
struct RatedLine<'a> {
    player: &'a PlayerReport,
    change: &'a RatingChange,
    record_known: bool,
}

const RATED_COLUMNS: &[(&str, Align)] = &[
    ("TPN", Align::Right),
    ("Name", Align::Left),
    ("Rating", Align::Right),
    ("K", Align::Left),
    ("Games", Align::Right),
    ("Score", Align::Right),
    ("Expected", Align::Right),
    ("Change", Align::Right),
    ("New", Align::Right),
    ("Perf", Align::Right),
];

impl RatedLine<'_> {
    fn text_cells(&self) -> Vec<String> {
        let change = self.change;
        vec![
            self.player.tpn.to_string(),
            self.player.name.clone(),
            change.rating_before.to_string(),
            format!("{}{}", change.k, if self.record_known { "" } else { "*" }),
            change.games.to_string(),
            change.score.to_string(),
            change.expected_score.to_string(),
            format!("{:+}", change.change),
            change.rating_after.to_string(),
            optional(self.player.performance_rating),
        ]
    }

    fn csv_cells(&self) -> Vec<String> {
        let change = self.change;
        vec![
            self.player.tpn.to_string(),
            self.player.name.clone(),
            "yes".into(),
            change.rating_before.to_string(),
            change.k.to_string(),
            yes_no(!self.record_known),
            change.games.to_string(),
            change.score.to_string(),
            change.expected_score.to_string(),
            change.change.to_string(),
            change.rating_after.to_string(),
            csv_optional(self.player.performance_rating),
            String::new(),
            String::new(),
            String::new(),
            String::new(),
        ]
    }
}

/// An unrated player's line.
struct UnratedLine<'a> {
    player: &'a PlayerReport,
    results: &'a EventResults,
    new_rating: &'a NewPlayerRating,
}

const UNRATED_COLUMNS: &[(&str, Align)] = &[
    ("TPN", Align::Right),
    ("Name", Align::Left),
    ("Games", Align::Right),
    ("Score", Align::Right),
    ("Avg opp", Align::Right),
    ("Perf", Align::Right),
    ("Rating", Align::Right),
    ("Status", Align::Left),
];

impl UnratedLine<'_> {
    fn text_cells(&self) -> Vec<String> {
        vec![
            self.player.tpn.to_string(),
            self.player.name.clone(),
            self.results.games().to_string(),
            self.results.score().to_string(),
            optional(self.results.average_opponent_rating()),
            optional(self.player.performance_rating),
            optional(self.new_rating.rating.as_ref().map(|rating| rating.rating)),
            status(self.new_rating),
        ]
    }

    fn csv_cells(&self) -> Vec<String> {
        let rating = self.new_rating.rating.as_ref();
        vec![
            self.player.tpn.to_string(),
            self.player.name.clone(),
            "no".into(),
            String::new(),
            String::new(),
            String::new(),
            self.results.games().to_string(),
            self.results.score().to_string(),
            String::new(),
            String::new(),
            String::new(),
            csv_optional(self.player.performance_rating),
            csv_optional(self.results.average_opponent_rating()),
            csv_optional(rating.map(|rating| rating.rating)),
            yes_no(rating.is_some_and(InitialRating::is_publishable)),
            status(self.new_rating),
        ]
    }
}

/// What becomes of an unrated player's rating, and of this tournament's results.
fn status(new_rating: &NewPlayerRating) -> String {
    let mut status = match &new_rating.rating {
        None => "not rated".to_string(),
        Some(rating) if rating.is_publishable() => "can be published".to_string(),
        Some(rating) => {
            let reasons: Vec<String> = rating.withheld.iter().map(ToString::to_string).collect();
            format!("provisional: {}", reasons.join("; "))
        }
    };
    if let EventVerdict::Disregarded(reason) = &new_rating.current {
        let _ = write!(status, "; this tournament disregarded: {reason}");
    }
    status
}

/// The verdicts on the earlier events and what they pool to.
fn earlier_events(new_rating: &NewPlayerRating) -> String {
    let mut parts: Vec<String> = new_rating
        .earlier
        .iter()
        .enumerate()
        .map(|(index, verdict)| match verdict {
            EventVerdict::Counted => format!("event {} counted", index + 1),
            EventVerdict::Disregarded(reason) => {
                format!("event {} disregarded: {reason}", index + 1)
            }
        })
        .collect();
    if let Some(rating) = &new_rating.rating {
        parts.push(format!(
            "pooled {} game(s), {} point(s), average opponent {}",
            rating.results.games(),
            rating.results.score(),
            optional(rating.results.average_opponent_rating()),
        ));
    }
    parts.join("; ")
}

const EXCLUDED_COLUMNS: &[(&str, Align)] = &[
    ("Round", Align::Right),
    ("Player", Align::Left),
    ("Opponent", Align::Left),
    ("Reason", Align::Left),
];

/// `3`, or `3.2` for game 2 of a Double-Swiss match in round 3.
fn round_label(excluded: &ExcludedGame) -> String {
    match excluded.game {
        Some(game) => format!("{}.{game}", excluded.round),
        None => excluded.round.to_string(),
    }
}

/// A value for the text report, `-` for none.
fn optional(value: Option<impl ToString>) -> String {
    value.map_or_else(|| "-".to_string(), |value| value.to_string())
}

/// A value for the CSV report, empty for none.
fn csv_optional(value: Option<impl ToString>) -> String {
    value.map(|value| value.to_string()).unwrap_or_default()
}

fn yes_no(value: bool) -> String {
    if value { "yes" } else { "no" }.to_string()
}

/// Columns padded to their widest cell, two spaces apart, no trailing spaces.
fn table(columns: &[(&str, Align)], rows: Vec<Vec<String>>) -> String {
    let header = columns.iter().map(|(title, _)| title.to_string()).collect();
    let lines: Vec<Vec<String>> = std::iter::once(header).chain(rows).collect();
    let widths: Vec<usize> = (0..columns.len())
        .map(|column| {
            lines
                .iter()
                .map(|line| line[column].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for line in &lines {
        let cells: Vec<String> = line
            .iter()
            .zip(columns)
            .zip(&widths)
            .map(|((cell, (_, align)), &width)| padded(cell, width, *align))
            .collect();
        out.push_str(cells.join("  ").trim_end());
        out.push('\n');
    }
    out
}

/// One CSV line, every field through [`field`].
fn push_csv_row(out: &mut String, cells: &[String]) {
    let fields: Vec<String> = cells.iter().map(|cell| field(cell)).collect();
    out.push_str(&fields.join(","));
    out.push('\n');
}
