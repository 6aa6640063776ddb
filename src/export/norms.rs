//! Title norms (FIDE B.01) on paper: the list of norms made and still possible (text
//! and CSV), one player's norms in full, the certificate of a title result (IT1) and
//! the tournament report (IT3), as text and HTML.
//!
//! Both forms follow FIDE's as their reproductions lay them out (the IT1's labels as
//! print templates copy them, the IT3's fields in the order of a transcription of the
//! form): what the tournament file does not hold (the organizer, the contacts, the
//! remarks) is left as a blank to fill in by hand. The IT3 adds, after the form, the
//! title results with their figures and the event's conditions for norms.

use std::collections::BTreeSet;
use std::fmt::Write;

use crate::model::{PairingSystem, Player, Title, Tournament};
use crate::norms::{Eligibility, NormResult, NormTitle, Outlook, SwissExemption, TitleRating};

use super::csv;
use super::html;
use super::tables::{Align, padded, pairing_rules};

/// The heading of a norms list.
fn heading(tournament: &Tournament, after_round: u32) -> String {
    format!(
        "Title norms (FIDE B.01) after round {after_round} of {}: {}",
        tournament.rounds_planned, tournament.info.name
    )
}

/// The event's conditions, one a line: `yes  games per player 9 (at least 9)  1.4.1a`.
pub fn eligibility_lines(event: &Eligibility) -> Vec<String> {
    let mut lines: Vec<String> = event
        .checks
        .iter()
        .map(|check| {
            format!(
                "{} {} {check}",
                padded(&check.status().to_string(), 9, Align::Left),
                padded(check.article(), 6, Align::Left),
            )
        })
        .collect();
    if let Some(article) = event.norm_event.exemption() {
        lines.push(format!(
            "The event is {}: the federation mix is waived ({article}).",
            event.norm_event.describe()
        ));
    }
    if let Some(exemption) = &event.swiss_exemption {
        lines.push(exemption.to_string());
    }
    lines.push(if event.is_eligible() {
        "The event can give title norms.".to_string()
    } else {
        "The event cannot give title norms: a condition above is not met.".to_string()
    });
    lines
}

/// `ENG, FM, 2380`: what is known of a player's federation, title and rating.
fn player_facts(player: &Player) -> String {
    let facts: Vec<String> = [
        player.federation.clone(),
        player.title.map(|t| t.to_string()),
        Some(
            player
                .rating
                .map_or("unrated".to_string(), |r| r.to_string()),
        ),
    ]
    .into_iter()
    .flatten()
    .collect();
    facts.join(", ")
}

/// `Smith, John`, or `player 3` for a number not in the tournament.
fn name(tournament: &Tournament, tpn: u32) -> String {
    tournament
        .player(tpn)
        .map_or_else(|| format!("player {tpn}"), |p| p.name.clone())
}

fn optional<T: ToString>(value: Option<T>) -> String {
    value.map_or_else(String::new, |v| v.to_string())
}

/// The norms made and still possible, one line each; the others counted at the end.
pub fn text(tournament: &Tournament, event: &Eligibility, results: &[NormResult]) -> String {
    let after_round = results.first().map_or(0, |r| r.after_round);
    let mut out = heading(tournament, after_round) + "\n\n";
    for line in eligibility_lines(event) {
        out += &format!("  {line}\n");
    }
    out += "\n";
    let rows = list_rows(tournament, results);
    if rows.is_empty() {
        out += "No norm made or still possible.\n";
    } else {
        out += " TPN Name                       Fed  Title Norm Games Score   Ra   Rp\n";
        for [
            tpn,
            name,
            federation,
            title,
            norm,
            games,
            score,
            ra,
            rp,
            outlook,
        ] in &rows
        {
            out += &format!(
                "{tpn:>4} {} {federation:<4} {title:<5} {norm:<4} {games:>5} {score:>5} {ra:>4} {rp:>4}\n      {norm} norm: {outlook}\n",
                padded(name, 26, Align::Left),
            );
        }
    }
    let hidden = results.len() - rows.len();
    if hidden > 0 {
        out += &format!(
            "\n{hidden} other norm{} out of reach (`arbiter norms FILE --player N` tells why).\n",
            if hidden == 1 { "" } else { "s" }
        );
    }
    out
}

const LIST_HEADINGS: [&str; 10] = [
    "TPN", "Name", "Fed", "Title", "Norm", "Games", "Score", "Ra", "Rp", "Outlook",
];

/// The norms made and still possible, one row each (those out of reach left out).
fn list_rows(tournament: &Tournament, results: &[NormResult]) -> Vec<[String; 10]> {
    results
        .iter()
        .filter(|r| !matches!(r.outlook, Outlook::OutOfReach(_)))
        .map(|result| {
            let player = tournament.player(result.tpn);
            [
                result.tpn.to_string(),
                name(tournament, result.tpn),
                optional(player.and_then(|p| p.federation.clone())),
                optional(player.and_then(|p| p.title)),
                result.title.to_string(),
                result.games.len().to_string(),
                result.score.to_string(),
                optional(result.ra()),
                optional(result.rp()),
                result.describe(),
            ]
        })
        .collect()
}

/// The file of a norm's certificate on a published site: `it1-12-im.html`.
pub fn certificate_page(result: &NormResult) -> String {
    format!(
        "it1-{}-{}.html",
        result.tpn,
        result.title.to_string().to_lowercase()
    )
}

/// The norms list as the sections of a published site's page: the event's conditions,
/// the norms made and still possible, and a link to the certificate of each norm made
/// ([`certificate_page`]).
pub fn list_sections(
    tournament: &Tournament,
    event: &Eligibility,
    results: &[NormResult],
) -> String {
    let after_round = results.first().map_or(0, |r| r.after_round);
    let mut out = format!(
        "<section id=\"norms\">\n<h2>{}</h2>\n<ul>\n",
        html::escape(&heading(tournament, after_round))
    );
    for line in eligibility_lines(event) {
        let _ = writeln!(out, "<li>{}</li>", html::escape(&line));
    }
    out += "</ul>\n";
    let rows = list_rows(tournament, results);
    if rows.is_empty() {
        out += "<p>No norm made or still possible.</p>\n";
    } else {
        out += &html_table(LIST_HEADINGS, &rows);
    }
    let achieved: Vec<&NormResult> = results.iter().filter(|r| r.achieved()).collect();
    if !achieved.is_empty() {
        out += "<h2>Certificates of title results (IT1)</h2>\n<ul>\n";
        for result in achieved {
            let _ = writeln!(
                out,
                "<li><a href=\"{}\">{} norm: {}</a></li>",
                certificate_page(result),
                result.title,
                html::escape(&name(tournament, result.tpn))
            );
        }
        out += "</ul>\n";
    }
    out + "</section>\n"
}

/// One row per player and title: every figure, the outlook in words.
pub fn csv(tournament: &Tournament, results: &[NormResult]) -> String {
    let mut out = String::from(
        "tpn,name,federation,player_title,title,achieved,last_round,games,counts_as,score,ra,p,dp,rp,score_required,outlook\r\n",
    );
    for result in results {
        let player = tournament.player(result.tpn);
        let fields = [
            result.tpn.to_string(),
            name(tournament, result.tpn),
            optional(player.and_then(|p| p.federation.clone())),
            optional(player.and_then(|p| p.title)),
            result.title.to_string(),
            if result.achieved() { "yes" } else { "no" }.to_string(),
            result.last_round.to_string(),
            result.games.len().to_string(),
            result.counts_as.to_string(),
            result.score.to_string(),
            optional(result.ra()),
            optional(result.figures.map(|f| f.p)),
            optional(result.figures.map(|f| f.dp)),
            optional(result.rp()),
            optional(result.figures.and_then(|f| f.score_required)),
            result.describe(),
        ];
        let fields: Vec<String> = fields.iter().map(|f| csv::field(f)).collect();
        out += &(fields.join(",") + "\r\n");
    }
    out
}

/// The opponents of a norm as a table: round, name, FIDE id, federation, title,
/// rating, the rating 1.4.6 takes, the score; the wins left out (1.4.1f) in their
/// rounds, marked so, as the complete crosstable is still submitted.
fn opponent_rows(tournament: &Tournament, result: &NormResult) -> Vec<[String; 8]> {
    let counted = result.games.iter().map(|game| (game, true));
    let left_out = result.left_out.iter().map(|game| (game, false));
    let mut games: Vec<_> = counted.chain(left_out).collect();
    games.sort_by_key(|(game, _)| game.round);
    games
        .into_iter()
        .map(|(game, counted)| {
            let fide_id = tournament.player(game.opponent).and_then(|p| p.fide_id);
            let rating_used = if counted && (game.raised_to_floor || game.rating.is_none()) {
                game.rating_used.to_string()
            } else {
                String::new()
            };
            let score = game.score.half_points().to_string();
            [
                game.round.to_string(),
                name(tournament, game.opponent),
                optional(fide_id),
                optional(game.federation.clone()),
                optional(game.title),
                game.rating.map_or("unrated".to_string(), |r| r.to_string()),
                rating_used,
                if counted {
                    score
                } else {
                    format!("{score} (left out, 1.4.1f)")
                },
            ]
        })
        .collect()
}

const OPPONENT_HEADINGS: [&str; 8] = [
    "Rd",
    "Opponent",
    "FIDE id",
    "Fed",
    "Title",
    "Rating",
    "Rat. 1.4.6",
    "Score",
];

/// The figures of a norm, label and value, as the certificate gives them.
fn figure_fields(result: &NormResult) -> Vec<(String, String)> {
    let mut fields = vec![
        ("Number of games".to_string(), counted_games(result)),
        (
            "Rounds counted".to_string(),
            if result.last_round < result.after_round {
                format!("1 to {} (later games ignored, 1.4.1e)", result.last_round)
            } else {
                format!("1 to {}", result.last_round)
            },
        ),
        ("Score achieved".to_string(), result.score.to_string()),
    ];
    if let Some(wins) = result.wins_left_out() {
        fields.push(("Games left out (1.4.1f)".to_string(), wins));
    }
    if let Some(figures) = result.figures {
        fields.extend([
            (
                "Rating average Ra (1.4.7)".to_string(),
                figures.ra.to_string(),
            ),
            (
                "p, dp (1.4.9)".to_string(),
                format!("{}, {}", figures.p, figures.dp),
            ),
            (
                "Performance Rp = Ra + dp".to_string(),
                figures.rp.to_string(),
            ),
            (
                "Score required".to_string(),
                optional(figures.score_required),
            ),
        ]);
    }
    if let Some(overscore) = result.overscore() {
        fields.push((
            "Exceeding norm by".to_string(),
            format!("{overscore} points"),
        ));
    }
    fields
}

fn counted_games(result: &NormResult) -> String {
    let count = result.games.len() as u32;
    if count == result.counts_as {
        count.to_string()
    } else {
        format!("{count}, counting as {} (1.4.1c)", result.counts_as)
    }
}

/// The requirements of a norm: `yes  Ra 2301 (at least 2230)  1.4.8a`.
fn requirement_rows(result: &NormResult) -> Vec<[String; 3]> {
    result
        .checks
        .iter()
        .map(|check| {
            [
                check.verdict().to_string(),
                check.requirement.to_string(),
                check.requirement.article().to_string(),
            ]
        })
        .collect()
}

/// Label and value pairs, one a line: `Score achieved: 6` (`Deputy arbiters:` alone when
/// there is no value).
fn text_fields(fields: Vec<(String, String)>, indent: &str) -> String {
    fields
        .into_iter()
        .map(|(label, value)| format!("{}\n", format!("{indent}{label}: {value}").trim_end()))
        .collect()
}

/// The aligned text of a table with headings.
fn text_table<const N: usize>(headings: [&str; N], rows: &[[String; N]]) -> String {
    let mut widths = headings.map(|h| h.chars().count());
    for row in rows {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    let line = |cells: Vec<&str>| {
        let cells: Vec<String> = cells
            .iter()
            .zip(widths)
            .map(|(cell, width)| padded(cell, width, Align::Left))
            .collect();
        format!("  {}\n", cells.join("  ").trim_end())
    };
    let mut out = line(headings.to_vec());
    for row in rows {
        out += &line(row.iter().map(String::as_str).collect());
    }
    out
}

/// One player's norm in full: the opponents, the figures, every requirement, the outlook,
/// and the title's rating when it was reached during the event (`reached`, 1.5.3a).
pub fn player_text(
    tournament: &Tournament,
    result: &NormResult,
    reached: &[TitleRating],
) -> String {
    let Some(player) = tournament.player(result.tpn) else {
        return String::new();
    };
    let mut out = format!(
        "{} norm of {} {} ({}) after round {}: {}\n",
        result.title,
        player.tpn,
        player.name,
        player_facts(player),
        result.after_round,
        result.describe()
    );
    for title_rating in reached.iter().filter(|r| r.title == result.title) {
        out += &format!("  {title_rating}\n");
    }
    out += &text_table(OPPONENT_HEADINGS, &opponent_rows(tournament, result));
    out += &text_fields(figure_fields(result), "  ");
    out += &text_table(["Met", "Requirement", "B.01"], &requirement_rows(result));
    out
}

/// The certificate's fields before the opponents, label and value.
fn certificate_fields(
    tournament: &Tournament,
    event: &Eligibility,
    result: &NormResult,
) -> Vec<(String, String)> {
    let info = &tournament.info;
    let player = tournament.player(result.tpn);
    let opponents_where = |keep: &dyn Fn(&crate::norms::NormGame) -> bool| {
        result.games.iter().filter(|g| keep(g)).count().to_string()
    };
    let own = player.and_then(|p| p.federation.clone());
    let titled = |title: crate::model::Title| opponents_where(&|g| g.title == Some(title));
    let mut federations: Vec<&str> = result
        .games
        .iter()
        .filter_map(|g| g.federation.as_deref())
        .collect();
    federations.sort_unstable();
    federations.dedup();
    let mut fields = vec![
        (
            "Title".to_string(),
            NormTitle::ALL
                .iter()
                .map(|t| format!("[{}] {t}", if *t == result.title { "x" } else { " " }))
                .collect::<Vec<_>>()
                .join("  "),
        ),
        ("Name".to_string(), optional(player.map(|p| p.name.clone()))),
        (
            "FIDE ID".to_string(),
            optional(player.and_then(|p| p.fide_id)),
        ),
        ("Federation".to_string(), optional(own.clone())),
        ("Event".to_string(), info.name.clone()),
        ("Place".to_string(), optional(info.city.clone())),
        (
            "Host federation".to_string(),
            optional(info.federation.clone()),
        ),
        ("Start".to_string(), optional(info.start_date.clone())),
        ("Close".to_string(), optional(info.end_date.clone())),
        (
            "Chief Arbiter (name, ID)".to_string(),
            optional(info.chief_arbiter.as_ref()),
        ),
        (
            "Rate of play".to_string(),
            optional(info.time_control.clone().or(info.time_control_code.clone())),
        ),
        (
            "Number of federations".to_string(),
            federations.len().to_string(),
        ),
        (
            "Opponents not from the applicant's federation".to_string(),
            opponents_where(&|g| g.federation.is_none() || g.federation != own),
        ),
        (
            "Number of rated opponents".to_string(),
            opponents_where(&|g| g.rating.is_some()),
        ),
        (
            "Opponents from the host federation".to_string(),
            opponents_where(&|g| g.federation.is_some() && g.federation == info.federation),
        ),
        (
            "Total number of titled opponents".to_string(),
            opponents_where(&|g| crate::norms::is_title_holder(g.title)),
        ),
        (
            "Numbers of GM / IM / WGM / WIM / FM / WFM".to_string(),
            [
                crate::model::Title::GM,
                crate::model::Title::IM,
                crate::model::Title::WGM,
                crate::model::Title::WIM,
                crate::model::Title::FM,
                crate::model::Title::WFM,
            ]
            .map(titled)
            .join(" / "),
        ),
    ];
    if let Some(article) = event.norm_event.exemption() {
        fields.push((article.to_string(), event.norm_event.describe().to_string()));
    }
    if let Some(exemption) = &event.swiss_exemption
        && exemption.applies()
    {
        fields.push((SwissExemption::ARTICLE.to_string(), exemption.to_string()));
    }
    if event.federation_mix_waiver().is_some() {
        let normal = if result.meets_normal_federation_mix() {
            "this norm meets the federation mix without the exemption (1.4.3, 1.4.4)"
        } else {
            "this norm does not meet the federation mix without the exemption: \
             the application needs another norm that does"
        };
        fields.push(("1.4.3e".to_string(), normal.to_string()));
    }
    fields
}

/// The IT1 as text: the player, the event, the opponents, the figures, the requirements
/// met, and the lines to sign.
pub fn certificate_text(
    tournament: &Tournament,
    event: &Eligibility,
    result: &NormResult,
) -> String {
    let mut out = String::from("FIDE - CERTIFICATE OF TITLE RESULT (IT1)\n\n");
    out += &text_fields(certificate_fields(tournament, event, result), "");
    out += "\n";
    out += &text_table(OPPONENT_HEADINGS, &opponent_rows(tournament, result));
    out += "\n";
    out += &text_fields(figure_fields(result), "");
    out += "\nRequirements (FIDE Title Regulations B.01, 2024)\n";
    out += &text_table(["Met", "Requirement", "B.01"], &requirement_rows(result));
    out += &format!("\nChief Arbiter's signature: {BLANK}\n");
    out += &format!("Federation confirming the result: {BLANK}\n");
    out += &format!("Name and signature of the federation official: {BLANK}\n\n");
    out += "This report is not valid until confirmed by the QC.\n";
    out
}

/// An HTML table with headings.
fn html_table<const N: usize>(headings: [&str; N], rows: &[[String; N]]) -> String {
    let mut out = String::from("<table>\n<thead><tr>");
    for heading in headings {
        let _ = write!(out, "<th>{}</th>", html::escape(heading));
    }
    out += "</tr></thead>\n<tbody>\n";
    for row in rows {
        out += "<tr>";
        for cell in row {
            let _ = write!(out, "<td>{}</td>", html::escape(cell));
        }
        out += "</tr>\n";
    }
    out + "</tbody>\n</table>\n"
}

/// Label and value pairs as a two-column table.
fn html_fields(fields: Vec<(String, String)>) -> String {
    let rows: Vec<[String; 2]> = fields.into_iter().map(|(l, v)| [l, v]).collect();
    html_table(["Field", "Value"], &rows)
}

/// The IT1 as an HTML section.
pub fn certificate_section(
    tournament: &Tournament,
    event: &Eligibility,
    result: &NormResult,
) -> String {
    let name = tournament.player_name(result.tpn);
    format!(
        "<section>\n<h2>Certificate of title result (IT1): {} norm, {}</h2>\n{}{}{}{}\
         <p>Chief Arbiter's signature: {BLANK}</p>\n\
         <p>Federation confirming the result, name and signature of the official: {BLANK}</p>\n\
         <p class=\"note\">This report is not valid until confirmed by the QC.</p>\n</section>\n",
        result.title,
        html::escape(name),
        html_fields(certificate_fields(tournament, event, result)),
        html_table(OPPONENT_HEADINGS, &opponent_rows(tournament, result)),
        html_fields(figure_fields(result)),
        html_table(["Met", "Requirement", "B.01"], &requirement_rows(result)),
    )
}

/// The IT1s of `results` (one each) on one HTML page, a certificate a printed page.
pub fn certificates_html(
    tournament: &Tournament,
    event: &Eligibility,
    results: &[NormResult],
) -> String {
    let sections: String = results
        .iter()
        .map(|result| certificate_section(tournament, event, result))
        .collect();
    html::page(
        tournament,
        html::Page {
            extra: Some(&sections),
            ..html::Page::default()
        },
    )
}

/// The IT1s of `results` as text, a form feed between them.
pub fn certificates_text(
    tournament: &Tournament,
    event: &Eligibility,
    results: &[NormResult],
) -> String {
    let pages: Vec<String> = results
        .iter()
        .map(|result| certificate_text(tournament, event, result))
        .collect();
    if pages.is_empty() {
        "No title norm achieved: no certificate to issue.\n".to_string()
    } else {
        pages.join("\u{c}")
    }
}

/// A field of a form left to fill in by hand, or a line to sign.
const BLANK: &str = "______________________";

/// `value`, or a blank to fill in by hand.
fn or_blank(value: Option<String>) -> String {
    value.unwrap_or_else(|| BLANK.to_string())
}

/// The contact lines the IT3 asks of a person responsible (address, phone, e-mail),
/// which the tournament file does not hold: blanks to fill in by hand.
fn contact_fields(whose: &str) -> [(String, String); 3] {
    ["address", "phone", "e-mail"].map(|what| (format!("{whose}'s {what}"), BLANK.to_string()))
}

/// The rounds on each day from the round dates (`2026-04-04: 1; 2026-04-05: 2`), when
/// every round has its date.
fn schedule(tournament: &Tournament) -> Option<String> {
    let dates = &tournament.info.round_dates;
    if dates.len() < tournament.rounds_planned as usize {
        return None;
    }
    let mut days: Vec<(&str, u32)> = Vec::new();
    for date in dates {
        let day = date.split_whitespace().next().unwrap_or("");
        match days.last_mut() {
            Some((last, count)) if *last == day => *count += 1,
            _ => days.push((day, 1)),
        }
    }
    let days: Vec<String> = days.iter().map(|(day, n)| format!("{day}: {n}")).collect();
    Some(days.join("; "))
}

/// `Swiss` or `round robin` (`double round robin`).
fn tournament_type(tournament: &Tournament) -> &'static str {
    match tournament.system {
        PairingSystem::RoundRobin if tournament.round_robin.cycles == 2 => "double round robin",
        PairingSystem::RoundRobin => "round robin",
        PairingSystem::Dutch
        | PairingSystem::Dubov
        | PairingSystem::Burstein
        | PairingSystem::DoubleSwiss => "Swiss",
    }
}

/// The IT3's fields before the table of players, in the form's order.
fn report_event_fields(tournament: &Tournament) -> Vec<(String, String)> {
    let info = &tournament.info;
    let pairing = if tournament.system == PairingSystem::RoundRobin {
        "not a Swiss tournament".to_string()
    } else {
        format!(
            "computerized; program used: arbiter {}, {}",
            env!("CARGO_PKG_VERSION"),
            pairing_rules(tournament)
        )
    };
    let mut fields = vec![
        ("Federation".to_string(), optional(info.federation.clone())),
        ("Name of tournament".to_string(), info.name.clone()),
        ("Country and place".to_string(), optional(info.city.clone())),
        (
            "Starting date".to_string(),
            optional(info.start_date.clone()),
        ),
        ("Ending date".to_string(), optional(info.end_date.clone())),
        (
            "Organizer of the tournament (person responsible)".to_string(),
            BLANK.to_string(),
        ),
    ];
    fields.extend(contact_fields("Organizer"));
    fields.extend([
        (
            "Number of rounds".to_string(),
            tournament.rounds_planned.to_string(),
        ),
        (
            "Schedule (number of rounds per day)".to_string(),
            or_blank(schedule(tournament)),
        ),
        (
            "Rate(s) of play".to_string(),
            optional(info.time_control.clone().or(info.time_control_code.clone())),
        ),
        (
            "Tournament type".to_string(),
            tournament_type(tournament).to_string(),
        ),
        ("Pairing system of a Swiss tournament".to_string(), pairing),
        (
            "Special remarks (exceptions in pairing, ...)".to_string(),
            BLANK.to_string(),
        ),
    ]);
    fields
}

const PLAYER_TYPE_HEADINGS: [&str; 5] = [
    "Type",
    "Number",
    "Federations",
    "Host federation",
    "Other federations",
];

/// The IT3's table of players by type: how many, of how many federations, from the host
/// federation and from others (those without a federation in neither).
fn player_type_rows(tournament: &Tournament) -> Vec<[String; 5]> {
    let host = tournament.info.federation.as_deref();
    let row = |name: String, keep: &dyn Fn(&Player) -> bool| {
        let players: Vec<&Player> = tournament.players.iter().filter(|p| keep(p)).collect();
        let federations: BTreeSet<&str> = players
            .iter()
            .filter_map(|p| p.federation.as_deref())
            .collect();
        let from_host = players
            .iter()
            .filter(|p| host.is_some() && p.federation.as_deref() == host)
            .count();
        let from_others = players
            .iter()
            .filter(|p| p.federation.is_some() && p.federation.as_deref() != host)
            .count();
        [
            name,
            players.len().to_string(),
            federations.len().to_string(),
            from_host.to_string(),
            from_others.to_string(),
        ]
    };
    let mut rows = vec![
        row("Rated".to_string(), &|p| p.rating.is_some()),
        row("Unrated".to_string(), &|p| p.rating.is_none()),
    ];
    for title in [
        Title::GM,
        Title::IM,
        Title::FM,
        Title::WGM,
        Title::WIM,
        Title::WFM,
    ] {
        rows.push(row(title.to_string(), &|p| p.title == Some(title)));
    }
    rows
}

/// The deputies the IT3 asks for, with the number of players above which each is
/// required (the first always).
const DEPUTIES: [(&str, Option<usize>); 4] = [
    ("1st", None),
    ("2nd", Some(20)),
    ("3rd", Some(70)),
    ("4th", Some(120)),
];

/// The IT3's arbiters: the chief arbiter with his contact, the deputies (`required` when
/// the number of players asks for one not entered).
fn report_arbiter_fields(tournament: &Tournament) -> Vec<(String, String)> {
    let info = &tournament.info;
    let mut fields = vec![(
        "Chief Arbiter (name, ID)".to_string(),
        or_blank(info.chief_arbiter.as_ref().map(ToString::to_string)),
    )];
    fields.extend(contact_fields("Chief Arbiter"));
    let players = tournament.players.len();
    for (index, (ordinal, above)) in DEPUTIES.into_iter().enumerate() {
        let label = match above {
            Some(above) => format!("{ordinal} Deputy Chief Arbiter (more than {above} players)"),
            None => format!("{ordinal} Deputy Chief Arbiter"),
        };
        let required = above.is_none_or(|above| players > above);
        let value = match info.deputy_arbiters.get(index) {
            Some(deputy) => deputy.to_string(),
            None if required => "required".to_string(),
            None => "not required".to_string(),
        };
        fields.push((label, value));
    }
    fields
}

/// The closing sentence of the IT3.
const REPORT_RECIPIENTS: &str = "The organizer provides this report to each player who achieved a norm, \
     his/her federation, the organizing federation and FIDE.";

/// The title results of a report, one row each.
fn title_result_rows(tournament: &Tournament, results: &[NormResult]) -> Vec<[String; 9]> {
    results
        .iter()
        .filter(|r| r.achieved())
        .map(|r| {
            let player = tournament.player(r.tpn);
            [
                r.tpn.to_string(),
                name(tournament, r.tpn),
                optional(player.and_then(|p| p.fide_id)),
                optional(player.and_then(|p| p.federation.clone())),
                r.title.to_string(),
                counted_games(r),
                r.score.to_string(),
                optional(r.ra()),
                optional(r.rp()),
            ]
        })
        .collect()
}

const TITLE_RESULT_HEADINGS: [&str; 9] = [
    "TPN", "Name", "FIDE id", "Fed", "Norm", "Games", "Score", "Ra", "Rp",
];

/// The tournament report (IT3) as text: the form's fields, the players by type, the
/// arbiters, then the title results and the event's conditions for norms.
pub fn report_text(tournament: &Tournament, event: &Eligibility, results: &[NormResult]) -> String {
    let mut out = String::from("FIDE - TOURNAMENT REPORT (IT3)\n\n");
    out += &text_fields(report_event_fields(tournament), "");
    out += "\nPlayers\n";
    out += &text_table(PLAYER_TYPE_HEADINGS, &player_type_rows(tournament));
    out += "\n";
    out += &text_fields(report_arbiter_fields(tournament), "");
    out += &format!("\n{REPORT_RECIPIENTS}\n\nTitle results\n");
    let rows = title_result_rows(tournament, results);
    if rows.is_empty() {
        out += "  none\n";
    } else {
        out += &text_table(TITLE_RESULT_HEADINGS, &rows);
    }
    out += "\nConditions for title norms\n";
    for line in eligibility_lines(event) {
        out += &format!("  {line}\n");
    }
    out += &format!("\nChief Arbiter's signature: {BLANK}\n");
    out
}

/// The tournament report (IT3) as an HTML page, as [`report_text`] orders it.
pub fn report_html(tournament: &Tournament, event: &Eligibility, results: &[NormResult]) -> String {
    let rows = title_result_rows(tournament, results);
    let conditions: String = eligibility_lines(event)
        .iter()
        .map(|line| format!("<li>{}</li>\n", html::escape(line)))
        .collect();
    let section = format!(
        "<section>\n<h2>Tournament report (IT3)</h2>\n{}<h2>Players</h2>\n{}{}<p>{}</p>\n\
         <h2>Title results</h2>\n{}<h2>Conditions for title norms</h2>\n<ul>\n{conditions}</ul>\n\
         <p>Chief Arbiter's signature: {BLANK}</p>\n</section>\n",
        html_fields(report_event_fields(tournament)),
        html_table(PLAYER_TYPE_HEADINGS, &player_type_rows(tournament)),
        html_fields(report_arbiter_fields(tournament)),
        html::escape(REPORT_RECIPIENTS),
        if rows.is_empty() {
            "<p>none</p>\n".to_string()
        } else {
            html_table(TITLE_RESULT_HEADINGS, &rows)
        }
    );
    html::page(
        tournament,
        html::Page {
            extra: Some(&section),
            ..html::Page::default()
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_schedule_counts_the_rounds_of_each_day_once_every_round_has_its_date() {
        let mut tournament = Tournament::new("Open", PairingSystem::Dutch, 3);
        tournament.info.round_dates = vec!["2026-04-04 10:00".to_string()];
        assert_eq!(schedule(&tournament), None);
        tournament
            .info
            .round_dates
            .extend(["2026-04-04 16:00".to_string(), "2026-04-05".to_string()]);
        assert_eq!(
            schedule(&tournament).as_deref(),
            Some("2026-04-04: 2; 2026-04-05: 1")
        );
    }
}
