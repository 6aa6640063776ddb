//! A team competition's pages: the team standings, the matches of a round with their
//! boards, the team crosstable and the rosters as HTML sections, and the published
//! site of a team competition: `index.html` (the rounds and the teams with their
//! rosters), `round-R.html` (the matches of round R board by board),
//! `standings-R.html` (the team standings after each round whose results are all in),
//! `crosstable.html` (the team crosstable), `team-N.html` (a team's roster and its
//! matches) and `player-N.html` (a player's games, as in an individual event).

use std::fmt::Write;

use super::ExportError;
use super::html::{self, cell, escape, header_row, name_cell, player_page};
use super::site::{SitePage, player_pages};
use super::teams::{
    CROSSTABLE_LEGEND, crosstable_heads, crosstable_rows, round_matches, team_name,
};
use crate::model::{TeamCompetition, TeamNumber, Tournament};
use crate::standings::complete_rounds;
use crate::standings::teams::{TeamStandings, team_records, team_standings_after};

fn team_page(team: TeamNumber) -> String {
    format!("team-{team}.html")
}

/// A team's name as a table cell, a link to its page on a published site.
fn team_cell(teams: &TeamCompetition, team: TeamNumber, links: bool) -> String {
    let name = escape(team_name(teams, team));
    if links {
        format!("<td><a href=\"{}\">{name}</a></td>", team_page(team))
    } else {
        format!("<td>{name}</td>")
    }
}

/// The team standings: rank, number, team, match and game points, then a column per
/// tie-break headed by its MTB26 descriptor.
pub fn standings_section(
    teams: &TeamCompetition,
    standings: &TeamStandings,
    links: bool,
) -> String {
    let mut html = format!(
        "<section id=\"standings\">\n<h2>Team standings after round {}</h2>\n<table>\n<thead>\n",
        standings.after_round
    );
    let mut heads = vec![
        ("num", "Rk"),
        ("num", "No"),
        ("", "Team"),
        ("num", "MP"),
        ("num", "GP"),
    ];
    let codes: Vec<String> = standings.tiebreaks.iter().map(|tb| tb.code()).collect();
    heads.extend(codes.iter().map(|code| ("num", code.as_str())));
    html += &header_row(&heads);
    html += "</thead>\n<tbody>\n";
    for row in &standings.rows {
        html += "<tr>";
        html += &cell(
            "num",
            &format!("{}{}", row.rank, if row.tied { "=" } else { "" }),
        );
        html += &cell("num", &row.team.to_string());
        html += &team_cell(teams, row.team, links);
        html += &cell("num", &row.match_points.to_string());
        html += &cell("num", &row.game_points.to_string());
        for value in &row.values {
            html += &cell(
                "num",
                &value.map_or_else(String::new, |value| value.to_decimal(2)),
            );
        }
        html += "</tr>\n";
    }
    html += "</tbody>\n</table>\n";
    let legend: Vec<String> = standings
        .tiebreaks
        .iter()
        .map(|tb| format!("{}: {}", tb.code(), tb.description()))
        .collect();
    let _ = writeln!(
        html,
        "<p class=\"note\">MP: match points; GP: game points{}{}.</p>",
        if legend.is_empty() { "" } else { "; " },
        escape(&legend.join("; "))
    );
    html + "</section>\n"
}

/// The matches of round `round`, each with its score and then its boards: the
/// first-named team's colour, the two players and the result from that team's side.
pub fn matches_section(
    tournament: &Tournament,
    round: u32,
    links: bool,
) -> Result<String, ExportError> {
    let teams = tournament.teams.as_ref().ok_or(ExportError::NotTeams)?;
    let (matches, bye) = round_matches(tournament, round)?;
    let mut html = format!("<section id=\"pairings\">\n<h2>Round {round}: matches</h2>\n");
    for team_match in &matches {
        let score = team_match
            .score
            .map_or_else(String::new, |(first, second)| {
                format!(" {first} - {second}")
            });
        let forfeit = team_match
            .forfeit
            .map_or_else(String::new, |f| format!(" (forfeit {})", f.code()));
        html += "<table>\n<thead>\n<tr>";
        let _ = write!(
            html,
            "<th class=\"num\">{}</th><th colspan=\"2\">{} ({})</th><th class=\"result\">{}</th><th>{} ({})</th>",
            team_match.number,
            escape(team_name(teams, team_match.first)),
            team_match.first,
            escape(&format!("{score}{forfeit}")),
            escape(team_name(teams, team_match.second)),
            team_match.second
        );
        html += "</tr>\n</thead>\n<tbody>\n";
        if team_match.boards.is_empty() && team_match.forfeit.is_none() {
            html += "<tr><td></td><td colspan=\"4\">no line-ups yet</td></tr>\n";
        }
        if let Some(team) = team_match.lineup_missing {
            let _ = writeln!(
                html,
                "<tr><td></td><td colspan=\"4\">line-up of {} ({team}) not given yet</td></tr>",
                escape(team_name(teams, team))
            );
        }
        for board in &team_match.boards {
            let player = |tpn| match tpn {
                Some(tpn) => name_cell(tournament, tpn, links),
                None => cell("", "-"),
            };
            html += "<tr>";
            html += &cell("num", &board.board.to_string());
            html += &cell("", &board.colour.name().to_lowercase());
            html += &player(board.first);
            html += &cell("result", board.result);
            html += &player(board.second);
            html += "</tr>\n";
        }
        html += "</tbody>\n</table>\n";
    }
    if let Some(bye) = bye {
        let _ = writeln!(
            html,
            "<p>Pairing-allocated bye: {} ({bye})</p>",
            escape(team_name(teams, bye))
        );
    }
    html += "<p class=\"note\">The colour and the result are the first-named team's player's: 1 won, = drawn, 0 lost, + and - forfeits.</p>\n";
    Ok(html + "</section>\n")
}

/// The team crosstable: a column a round, then match and game points.
pub fn crosstable_section(
    tournament: &Tournament,
    teams: &TeamCompetition,
    standings: &TeamStandings,
    links: bool,
) -> String {
    let mut html = format!(
        "<section id=\"crosstable\">\n<h2>Team crosstable after round {}</h2>\n<table>\n<thead>\n",
        standings.after_round
    );
    let heads = crosstable_heads(standings);
    let classes: Vec<(&str, &str)> = heads
        .iter()
        .enumerate()
        .map(|(column, head)| (if column == 2 { "" } else { "num" }, head.as_str()))
        .collect();
    html += &header_row(&classes);
    html += "</thead>\n<tbody>\n";
    for (row, cells) in standings
        .rows
        .iter()
        .zip(crosstable_rows(tournament, standings))
    {
        html += "<tr>";
        for (column, text) in cells.iter().enumerate() {
            html += &match column {
                2 => team_cell(teams, row.team, links),
                _ => cell("num", text),
            };
        }
        html += "</tr>\n";
    }
    let _ = writeln!(
        html,
        "</tbody>\n</table>\n<p class=\"note\">{}</p>",
        escape(CROSSTABLE_LEGEND)
    );
    html + "</section>\n"
}

/// The teams with their rosters in board order, the reserves marked.
pub fn rosters_section(tournament: &Tournament, teams: &TeamCompetition, links: bool) -> String {
    let mut html = String::from("<section id=\"teams\">\n<h2>Teams</h2>\n<table>\n<thead>\n");
    html += &header_row(&[
        ("num", "No"),
        ("", "Team"),
        ("", "Fed"),
        ("num", "Rtg avg"),
        ("", "Roster in board order"),
    ]);
    html += "</thead>\n<tbody>\n";
    for team in &teams.teams {
        let roster: Vec<String> = (1..)
            .zip(&team.roster)
            .map(|(place, &tpn)| {
                let name = super::tables::player_name(tournament, tpn);
                let reserve = if place > teams.boards {
                    " (reserve)"
                } else {
                    ""
                };
                if links {
                    format!(
                        "{place}. <a href=\"{}\">{}</a>{reserve}",
                        player_page(tpn),
                        escape(&name)
                    )
                } else {
                    format!("{place}. {}{reserve}", escape(&name))
                }
            })
            .collect();
        html += "<tr>";
        html += &cell("num", &team.number.to_string());
        html += &team_cell(teams, team.number, links);
        html += &cell("", team.federation.as_deref().unwrap_or_default());
        html += &cell(
            "num",
            &teams
                .rating_average(tournament, team.number)
                .map_or_else(String::new, |average| average.to_string()),
        );
        let _ = write!(html, "<td>{}</td>", roster.join("<br>"));
        html += "</tr>\n";
    }
    html + "</tbody>\n</table>\n</section>\n"
}

/// A team's page: its roster with each player's points, then its matches round by
/// round.
fn team_section(tournament: &Tournament, teams: &TeamCompetition, team: TeamNumber) -> String {
    let Some(entry) = teams.team(team) else {
        return String::new();
    };
    let mut html = format!(
        "<section id=\"team\">\n<h2>{} ({team})</h2>\n<table>\n<thead>\n",
        escape(&entry.name)
    );
    html += &header_row(&[
        ("num", "Place"),
        ("num", "No"),
        ("", "Name"),
        ("num", "Rtg"),
        ("num", "Pts"),
    ]);
    html += "</thead>\n<tbody>\n";
    let scores = tournament.scores_after(tournament.rounds_paired());
    for (place, &tpn) in (1..).zip(&entry.roster) {
        html += "<tr>";
        html += &cell("num", &place.to_string());
        html += &cell("num", &tpn.to_string());
        html += &name_cell(tournament, tpn, true);
        html += &cell(
            "num",
            &tournament
                .player(tpn)
                .and_then(|p| p.rating)
                .map_or_else(String::new, |r| r.to_string()),
        );
        html += &cell("num", &crate::model::score_of(&scores, tpn).to_string());
        html += "</tr>\n";
    }
    html += "</tbody>\n</table>\n<table>\n<thead>\n";
    html += &header_row(&[
        ("num", "Rd"),
        ("", "Opponent"),
        ("num", "GP"),
        ("num", "MP"),
    ]);
    html += "</thead>\n<tbody>\n";
    let records = team_records(tournament, teams, tournament.rounds_paired());
    for (round, record) in (1..).zip(records.get(team as usize - 1).into_iter().flatten()) {
        html += "<tr>";
        html += &cell("num", &round.to_string());
        html += &match record.opponent {
            Some(opponent) => team_cell(teams, opponent, true),
            None if record.match_points.is_some() => cell("", "pairing-allocated bye"),
            None => cell("", "no match"),
        };
        html += &cell("num", &record.game_points.to_string());
        html += &cell(
            "num",
            &record
                .match_points
                .map_or_else(String::new, |mp| mp.to_string()),
        );
        html += "</tr>\n";
    }
    html + "</tbody>\n</table>\n</section>\n"
}

/// The links at the top of every page of a team competition's site.
fn navigation(tournament: &Tournament, complete: u32) -> String {
    let mut nav = String::from("<nav>\n<a href=\"index.html\">Event</a>\n");
    for round in 1..=tournament.rounds_paired() {
        let _ = writeln!(nav, "<a href=\"round-{round}.html\">Round {round}</a>");
    }
    if complete > 0 {
        let _ = writeln!(nav, "<a href=\"standings-{complete}.html\">Standings</a>");
    }
    nav + "<a href=\"crosstable.html\">Crosstable</a>\n</nav>\n"
}

/// The event page's rounds: date, the matches and the standings after each.
fn rounds_section(tournament: &Tournament, complete: u32) -> String {
    let mut html = String::from("<section id=\"rounds\">\n<h2>Rounds</h2>\n<table>\n<thead>\n");
    html += &header_row(&[
        ("num", "Rd"),
        ("", "Date"),
        ("", "Matches"),
        ("", "Standings"),
    ]);
    html += "</thead>\n<tbody>\n";
    for round in 1..=tournament.rounds_planned.max(tournament.rounds_paired()) {
        html += "<tr>";
        html += &cell("num", &round.to_string());
        html += &cell(
            "",
            tournament
                .info
                .round_dates
                .get(round as usize - 1)
                .map_or("", String::as_str),
        );
        html += &match round <= tournament.rounds_paired() {
            true => format!("<td><a href=\"round-{round}.html\">Round {round}</a></td>"),
            false => cell("", "not paired yet"),
        };
        html += &match round <= complete {
            true => format!("<td><a href=\"standings-{round}.html\">After round {round}</a></td>"),
            false => cell("", ""),
        };
        html += "</tr>\n";
    }
    html + "</tbody>\n</table>\n</section>\n"
}

/// Every page of a team competition's site.
pub fn site(tournament: &Tournament, teams: &TeamCompetition) -> Vec<SitePage> {
    let complete = complete_rounds(tournament);
    let nav = navigation(tournament, complete);
    let page = |file: String, extra: &str| SitePage {
        file,
        html: html::page(
            tournament,
            html::Page {
                site_navigation: Some(&nav),
                extra: Some(extra),
                ..html::Page::default()
            },
        ),
    };
    let index = rounds_section(tournament, complete) + &rosters_section(tournament, teams, true);
    let mut pages = vec![page("index.html".to_string(), &index)];
    for round in 1..=tournament.rounds_paired() {
        let matches = matches_section(tournament, round, true).unwrap_or_default();
        pages.push(page(format!("round-{round}.html"), &matches));
    }
    for round in 1..=complete {
        let standings = team_standings_after(tournament, teams, round);
        let section = standings_section(teams, &standings, true);
        pages.push(page(format!("standings-{round}.html"), &section));
    }
    let standings = team_standings_after(tournament, teams, complete);
    let crosstable = crosstable_section(tournament, teams, &standings, true);
    pages.push(page("crosstable.html".to_string(), &crosstable));
    for team in &teams.teams {
        let section = team_section(tournament, teams, team.number);
        pages.push(page(team_page(team.number), &section));
    }
    pages.extend(player_pages(tournament, &nav));
    pages
}
