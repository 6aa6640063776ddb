//! A published tournament: a self-contained static site read the way players read
//! chess-results pages. `index.html` (the event, its rounds and the starting list),
//! `round-R.html` (pairings and results of round R), `standings-R.html` (standings after
//! each round whose results are all in), `crosstable.html`, `prizes.html` (the prize list,
//! when the tournament has prize categories), `schedule.html` (a round robin's whole
//! schedule, every round and every player's, known before round 1: C.05 Annex 1; the
//! caller makes it, [`crate::pairing::round_robin::full_schedule`]), `norms.html` and
//! `it1-N-title.html` (the title norms after the last complete round and the certificate
//! of each norm made, when the tournament's settings publish them), and `player-N.html`
//! for each player (his games round by round). Every page is one [`super::html::page`]
//! with the site's navigation; links are relative, so the directory can be uploaded
//! anywhere or opened from a USB stick, and nothing needs JavaScript.

use std::fmt::Write;

use crate::model::{Schedule, Tournament, Tpn};
use crate::norms::norm_results;
use crate::standings::prizes::prize_lists;
use crate::standings::{Standings, complete_rounds, standings, standings_after};

use super::html::{self, cell, escape, header_row, name_cell, player_page};
use super::tables::{PairingList, player_name};

/// One file of the site: its name in the site's directory and its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SitePage {
    pub file: String,
    pub html: String,
}

fn round_page(round: u32) -> String {
    format!("round-{round}.html")
}

fn standings_page(round: u32) -> String {
    format!("standings-{round}.html")
}

const SCHEDULE_PAGE: &str = "schedule.html";

const NORMS_PAGE: &str = "norms.html";

/// The links at the top of every page.
fn navigation(tournament: &Tournament, complete: u32, schedule: &Schedule) -> String {
    let mut nav = String::from("<nav>\n<a href=\"index.html\">Event</a>\n");
    if !schedule.rounds.is_empty() {
        let _ = writeln!(nav, "<a href=\"{SCHEDULE_PAGE}\">Schedule</a>");
    }
    for round in 1..=tournament.rounds_paired() {
        let _ = writeln!(nav, "<a href=\"{}\">Round {round}</a>", round_page(round));
    }
    if complete > 0 {
        let _ = writeln!(
            nav,
            "<a href=\"{}\">Standings</a>",
            standings_page(complete)
        );
    }
    nav.push_str("<a href=\"crosstable.html\">Crosstable</a>\n");
    if !tournament.prizes.is_empty() {
        nav.push_str("<a href=\"prizes.html\">Prizes</a>\n");
    }
    if tournament.info.publish_norms {
        let _ = writeln!(nav, "<a href=\"{NORMS_PAGE}\">Norms</a>");
    }
    nav.push_str("</nav>\n");
    nav
}

/// The event page's own sections: the rounds with their pages (and a round robin's
/// schedule), and the starting list.
fn index_sections(tournament: &Tournament, complete: u32, schedule: &Schedule) -> String {
    let mut html = String::from("<section id=\"rounds\">\n<h2>Rounds</h2>\n");
    if !schedule.rounds.is_empty() {
        let _ = writeln!(
            html,
            "<p><a href=\"{SCHEDULE_PAGE}\">The schedule of every round</a></p>"
        );
    }
    html += "<table>\n<thead>\n";
    html += &header_row(&[
        ("num", "Rd"),
        ("", "Date"),
        ("", "Pairings and results"),
        ("", "Standings"),
    ]);
    html += "</thead>\n<tbody>\n";
    for round in 1..=tournament.rounds_planned.max(tournament.rounds_paired()) {
        let date = tournament
            .info
            .round_dates
            .get(round as usize - 1)
            .cloned()
            .unwrap_or_default();
        html += "<tr>";
        html += &cell("num", &round.to_string());
        html += &cell("", &date);
        if round <= tournament.rounds_paired() {
            let _ = write!(
                html,
                "<td><a href=\"{}\">Round {round}</a></td>",
                round_page(round)
            );
        } else {
            html += &cell("", "not paired yet");
        }
        if round <= complete {
            let _ = write!(
                html,
                "<td><a href=\"{}\">After round {round}</a></td>",
                standings_page(round)
            );
        } else {
            html += &cell("", "");
        }
        html += "</tr>\n";
    }
    html += "</tbody>\n</table>\n</section>\n";
    html += "<section id=\"players\">\n<h2>Starting list</h2>\n<table>\n<thead>\n";
    html += &header_row(&[
        ("num", "No"),
        ("", "Name"),
        ("num", "Rtg"),
        ("", "Fed"),
        ("num", "FIDE id"),
    ]);
    html += "</thead>\n<tbody>\n";
    for player in &tournament.players {
        html += "<tr>";
        html += &cell("num", &player.tpn.to_string());
        html += &name_cell(tournament, player.tpn, true);
        html += &cell(
            "num",
            &player.rating.map_or(String::new(), |r| r.to_string()),
        );
        html += &cell("", player.federation.as_deref().unwrap_or_default());
        html += &cell(
            "num",
            &player.fide_id.map_or(String::new(), |id| id.to_string()),
        );
        html += "</tr>\n";
    }
    html + "</tbody>\n</table>\n</section>\n"
}

/// A round robin's schedule page: every round board by board, then every player's
/// opponent and colour round by round (`5w`: White against number 5; `-`: the free
/// round), by pairing number.
fn schedule_sections(schedule: &Schedule) -> String {
    let numbered = |number: Tpn| format!("{number} {}", schedule.name(number));
    let mut html = String::from("<section id=\"schedule\">\n<h2>Schedule</h2>\n<table>\n<thead>\n");
    html += &header_row(&[("num", "Rd"), ("num", "Bd"), ("", "White"), ("", "Black")]);
    html += "</thead>\n<tbody>\n";
    for (round, scheduled) in (1..).zip(&schedule.rounds) {
        for (board, &(white, black)) in (1..).zip(&scheduled.games) {
            html += "<tr>";
            html += &cell("num", &round.to_string());
            html += &cell("num", &board.to_string());
            html += &cell("", &numbered(white));
            html += &cell("", &numbered(black));
            html += "</tr>\n";
        }
        if let Some(free) = scheduled.free {
            let _ = writeln!(
                html,
                "<tr>{}<td></td><td colspan=\"2\">{} has the free round</td></tr>",
                cell("num", &round.to_string()),
                escape(&numbered(free))
            );
        }
    }
    html += "</tbody>\n</table>\n</section>\n";
    html += "<section id=\"schedule-players\">\n<h2>Each player's games</h2>\n<table>\n<thead>\n";
    let rounds: Vec<String> = (1..=schedule.rounds.len()).map(|r| r.to_string()).collect();
    let mut columns = vec![("num", "No"), ("", "Name")];
    columns.extend(rounds.iter().map(|round| ("result", round.as_str())));
    html += &header_row(&columns);
    html += "</thead>\n<tbody>\n";
    for number in (1..).take(schedule.names.len()) {
        html += "<tr>";
        html += &cell("num", &number.to_string());
        html += &cell("", schedule.name(number));
        for game in schedule.games_of(number) {
            let text = game.map_or_else(
                || "-".to_string(),
                |(opponent, colour)| format!("{opponent}{}", colour.letter()),
            );
            html += &cell("result", &text);
        }
        html += "</tr>\n";
    }
    html + "</tbody>\n</table>\n<p class=\"note\">5w: White against number 5; -: the free round (C.05 Annex 1).</p>\n</section>\n"
}

/// A player's page: his details, then his round in every paired round.
fn player_section(
    tournament: &Tournament,
    tpn: Tpn,
    standings: &Standings,
    lists: &[PairingList],
) -> String {
    let Some(player) = tournament.player(tpn) else {
        return String::new();
    };
    let mut html = format!(
        "<section id=\"player\">\n<h2>{}</h2>\n<table>\n<tbody>\n",
        escape(&player_name(tournament, tpn))
    );
    let mut detail = |label: &str, value: String| {
        if !value.is_empty() {
            let _ = writeln!(
                html,
                "<tr><th>{}</th>{}</tr>",
                escape(label),
                cell("", &value)
            );
        }
    };
    detail("Starting number", tpn.to_string());
    detail(
        "Rating",
        player.rating.map_or(String::new(), |r| r.to_string()),
    );
    detail("Federation", player.federation.clone().unwrap_or_default());
    detail(
        "FIDE id",
        player.fide_id.map_or(String::new(), |id| id.to_string()),
    );
    if let Some(row) = standings.row(tpn) {
        detail(
            &format!("After round {}", standings.after_round),
            format!(
                "{} points, rank {}{}",
                row.points,
                row.rank,
                if row.tied { "=" } else { "" }
            ),
        );
    }
    html += "</tbody>\n</table>\n<table>\n<thead>\n";
    html += &header_row(&[
        ("num", "Rd"),
        ("num", "Bd"),
        ("", "Colour"),
        ("", "Opponent"),
        ("num", "Rtg"),
        ("num", "Pts"),
        ("result", "Result"),
    ]);
    html += "</thead>\n<tbody>\n";
    for list in lists {
        let round = list.round.to_string();
        if let Some(board) = list
            .boards
            .iter()
            .find(|b| b.white == tpn || b.black == tpn)
        {
            let (colour, opponent, points) = if board.white == tpn {
                ("White", board.black, board.black_points)
            } else {
                ("Black", board.white, board.white_points)
            };
            html += "<tr>";
            html += &cell("num", &round);
            html += &cell("num", &board.board.to_string());
            html += &cell("", colour);
            html += &name_cell(tournament, opponent, true);
            html += &cell(
                "num",
                &tournament
                    .player(opponent)
                    .and_then(|p| p.rating)
                    .map_or(String::new(), |r| r.to_string()),
            );
            html += &cell("num", &points.to_string());
            html += &cell("result", &board.result);
            html += "</tr>\n";
        } else if let Some(bye) = list.byes.iter().find(|b| b.player == tpn) {
            let _ = writeln!(
                html,
                "<tr>{}<td colspan=\"5\">{}</td>{}</tr>",
                cell("num", &round),
                escape(&bye.kind.to_string()),
                cell("result", &bye.points.to_string())
            );
        } else {
            let _ = writeln!(
                html,
                "<tr>{}<td colspan=\"6\">not paired</td></tr>",
                cell("num", &round)
            );
        }
    }
    html + "</tbody>\n</table>\n<p class=\"note\">Pts: the opponent's points before the round. Result: White's result first.</p>\n</section>\n"
}

/// Every page of the tournament's site; `schedule` is a round robin's (empty for a Swiss
/// system). A team competition's site is [`super::team_site::site`].
pub fn site(tournament: &Tournament, schedule: &Schedule) -> Vec<SitePage> {
    if let Some(teams) = &tournament.teams {
        return super::team_site::site(tournament, teams);
    }
    let complete = complete_rounds(tournament);
    let nav = navigation(tournament, complete, schedule);
    let final_standings = standings(tournament);
    let page = |file: String, page: html::Page| SitePage {
        file,
        html: html::page(
            tournament,
            html::Page {
                site_navigation: Some(&nav),
                ..page
            },
        ),
    };
    let mut pages = vec![page(
        "index.html".to_string(),
        html::Page {
            extra: Some(&index_sections(tournament, complete, schedule)),
            ..html::Page::default()
        },
    )];
    if !schedule.rounds.is_empty() {
        pages.push(page(
            SCHEDULE_PAGE.to_string(),
            html::Page {
                extra: Some(&schedule_sections(schedule)),
                ..html::Page::default()
            },
        ));
    }
    for round in &tournament.rounds {
        pages.push(page(
            round_page(round.number),
            html::Page {
                pairings: Some(round),
                ..html::Page::default()
            },
        ));
    }
    for round in 1..=complete {
        let after = standings_after(tournament, round);
        pages.push(page(
            standings_page(round),
            html::Page {
                standings: Some(&after),
                ..html::Page::default()
            },
        ));
    }
    pages.push(page(
        "crosstable.html".to_string(),
        html::Page {
            crosstable: Some(&final_standings),
            ..html::Page::default()
        },
    ));
    if !tournament.prizes.is_empty() {
        let lists = prize_lists(tournament, &final_standings);
        pages.push(page(
            "prizes.html".to_string(),
            html::Page {
                extra: Some(&super::prizes::sections(tournament, &lists)),
                ..html::Page::default()
            },
        ));
    }
    if tournament.info.publish_norms {
        let (event, results) = norm_results(tournament, schedule, complete);
        pages.push(page(
            NORMS_PAGE.to_string(),
            html::Page {
                extra: Some(&super::norms::list_sections(tournament, &event, &results)),
                ..html::Page::default()
            },
        ));
        for result in results.iter().filter(|r| r.achieved()) {
            pages.push(page(
                super::norms::certificate_page(result),
                html::Page {
                    extra: Some(&super::norms::certificate_section(
                        tournament, &event, result,
                    )),
                    ..html::Page::default()
                },
            ));
        }
    }
    pages.extend(player_pages(tournament, &nav));
    pages
}

/// A page per player (his games round by round), under the site's navigation `nav`.
pub(super) fn player_pages(tournament: &Tournament, nav: &str) -> Vec<SitePage> {
    let final_standings = standings(tournament);
    let lists: Vec<PairingList> = tournament
        .rounds
        .iter()
        .map(|round| PairingList::new(tournament, round))
        .collect();
    tournament
        .players
        .iter()
        .map(|player| SitePage {
            file: player_page(player.tpn),
            html: html::page(
                tournament,
                html::Page {
                    site_navigation: Some(nav),
                    extra: Some(&player_section(
                        tournament,
                        player.tpn,
                        &final_standings,
                        &lists,
                    )),
                    ..html::Page::default()
                },
            ),
        })
        .collect()
}
