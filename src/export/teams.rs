//! The lists of a team competition: the teams with their rosters, the matches of a
//! round with line-ups and results, and the team standings as text and CSV.

use super::ExportError;
use super::csv::record;
use super::tables::{Align, padded, player_name};
use super::text::heading;
use crate::model::{
    Colour, Points, RoundIndex, Side, TeamCompetition, Tournament, first_team_word,
};
use crate::standings::teams::TeamStandings;

/// The teams of `tournament`, or the error that it has none.
fn teams_of(tournament: &Tournament) -> Result<&TeamCompetition, ExportError> {
    tournament.teams.as_ref().ok_or(ExportError::NotTeams)
}

/// Every team with its number, names, federation and rating average, then its roster
/// in board order.
pub fn team_list(tournament: &Tournament) -> String {
    let Some(teams) = &tournament.teams else {
        return "the tournament is not a team competition\n".to_string();
    };
    let mut out = heading(
        tournament,
        &format!(
            "Teams: {} ({} boards, {})",
            teams.teams.len(),
            teams.boards,
            teams.system
        ),
    )
    .join("\n");
    out.push('\n');
    for line in roster_lines(tournament, teams) {
        out += &line.text;
        out.push('\n');
    }
    out
}

/// A line of the team list: a team's, or one of its roster's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RosterLine {
    pub text: String,
    /// Whether the line names the team (not a player of its roster).
    pub team: bool,
}

/// Every team with its number, names, federation and rating average, each followed by
/// its roster in board order, the reserves marked.
pub fn roster_lines(tournament: &Tournament, teams: &TeamCompetition) -> Vec<RosterLine> {
    let mut lines = Vec::new();
    for team in &teams.teams {
        let average = teams
            .rating_average(tournament, team.number)
            .map_or_else(String::new, |average| format!("  average {average}"));
        lines.push(RosterLine {
            text: format!(
                "{:>3}  {}{}{}{average}",
                team.number,
                team.name,
                team.short_name
                    .as_ref()
                    .map_or_else(String::new, |short| format!("  {short}")),
                team.federation
                    .as_ref()
                    .map_or_else(String::new, |fed| format!("  {fed}")),
            ),
            team: true,
        });
        for (place, &tpn) in (1..).zip(&team.roster) {
            let rating = tournament
                .player(tpn)
                .and_then(|p| p.rating)
                .map_or_else(String::new, |r| r.to_string());
            let reserve = if place > teams.boards {
                "  reserve"
            } else {
                ""
            };
            lines.push(RosterLine {
                text: format!(
                    "     {place:>2}. {} {:>4}{reserve}",
                    padded(&player_name(tournament, tpn), 30, Align::Left),
                    rating
                ),
                team: false,
            });
        }
    }
    lines
}

/// The matches of round `round`: each with its score, then board by board the two
/// players with the first-named team's colour and result.
pub fn match_list(tournament: &Tournament, round: u32) -> Result<String, ExportError> {
    let teams = teams_of(tournament)?;
    let paired = teams.rounds.len() as u32;
    let (Some(team_round), Some(games)) = (teams.round(round), tournament.round(round)) else {
        return Err(ExportError::NoSuchRound { round, paired });
    };
    let index = RoundIndex::new(games);
    let name = |number| teams.team(number).map_or("", |team| team.name.as_str());
    let mut out = heading(tournament, &format!("Round {round}: matches")).join("\n");
    out.push('\n');
    for (number, team_match) in (1..).zip(&team_round.matches) {
        let game_points = |side| {
            teams
                .match_score(tournament, games, team_match, side)
                .game_points
        };
        // No score before a board has its result: "0 - 0" would read as a result.
        let score = if teams.has_result(games, team_match) {
            format!(
                "  {} - {}",
                game_points(Side::First),
                game_points(Side::Second)
            )
        } else {
            String::new()
        };
        let forfeit = team_match.forfeit.map_or_else(String::new, |forfeit| {
            format!("  forfeit {}", forfeit.code())
        });
        out += &format!(
            "Match {number}: {} ({}) - {} ({}){score}{forfeit}\n",
            name(team_match.first),
            team_match.first,
            name(team_match.second),
            team_match.second,
        );
        if team_match.lineups.iter().all(Vec::is_empty) {
            out += "  no line-ups yet\n";
            continue;
        }
        for board in 1..=teams.boards {
            let player = |side| {
                team_match.player(side, board).map_or_else(
                    || "-".to_string(),
                    |tpn| format!("{} ({tpn})", player_name(tournament, tpn)),
                )
            };
            let colour = teams.first_team_colour(board);
            let played = || {
                let game = team_match
                    .player(Side::First, board)
                    .and_then(|tpn| index.pairing_of(tpn))?
                    .games
                    .first()
                    .copied()?;
                Some(match colour {
                    Colour::White => game,
                    Colour::Black => game.reversed(),
                })
            };
            let result = team_match
                .unplayed_board(board)
                .or_else(played)
                .map_or("", first_team_word);
            out += &format!(
                "  {board:>2} {} {} {:>2}  {}\n",
                colour.letter(),
                padded(&player(Side::First), 32, Align::Left),
                result,
                player(Side::Second)
            );
        }
    }
    if let Some(bye) = team_round.bye {
        out += &format!("Pairing-allocated bye: {} ({bye})\n", name(bye));
    }
    Ok(out)
}

/// The team standings as text: rank, number, name, match points, game points, then a
/// column per tie-break headed by its MTB26 descriptor.
pub fn standings_text(tournament: &Tournament, standings: &TeamStandings) -> String {
    let Some(teams) = &tournament.teams else {
        return String::new();
    };
    let names = teams
        .teams
        .iter()
        .map(|team| team.name.chars().count())
        .max()
        .unwrap_or(0)
        .max(24);
    let mut lines = heading(
        tournament,
        &format!("Team standings after round {}", standings.after_round),
    );
    let mut columns = format!(
        "{:>4} {:>3}  {} {:>5} {:>5}",
        "Rk",
        "No",
        padded("Team", names, Align::Left),
        "MP",
        "GP"
    );
    for tiebreak in &standings.tiebreaks {
        columns += &format!(" {:>6}", tiebreak.code());
    }
    lines.push(columns);
    for row in &standings.rows {
        let rank = format!("{}{}", row.rank, if row.tied { "=" } else { "" });
        let name = teams.team(row.team).map_or("", |team| team.name.as_str());
        let mut line = format!(
            "{rank:>4} {:>3}  {} {:>5} {:>5}",
            row.team,
            padded(name, names, Align::Left),
            row.match_points,
            row.game_points
        );
        for (value, tiebreak) in row.values.iter().zip(&standings.tiebreaks) {
            line += &format!(
                " {:>width$}",
                value.to_decimal(2),
                width = tiebreak.code().len().max(6)
            );
        }
        lines.push(line.trim_end().to_string());
    }
    lines.join("\n") + "\n"
}

/// The team standings as CSV: one row per team with its number (`No`), `MP`, `GP`, then
/// a column per tie-break headed by its MTB26 descriptor.
pub fn standings_csv(tournament: &Tournament, standings: &TeamStandings) -> String {
    let mut header: Vec<String> = ["Rank", "Tied", "No", "Team", "MP", "GP"]
        .map(String::from)
        .to_vec();
    header.extend(standings.tiebreaks.iter().map(|tb| tb.code().to_string()));
    let mut out = record(&header);
    for row in &standings.rows {
        let name = tournament
            .teams
            .as_ref()
            .and_then(|teams| teams.team(row.team))
            .map_or_else(String::new, |team| team.name.clone());
        let mut fields = vec![
            row.rank.to_string(),
            if row.tied { "yes" } else { "" }.to_string(),
            row.team.to_string(),
            name,
            decimal(row.match_points),
            decimal(row.game_points),
        ];
        fields.extend(row.values.iter().map(|value| value.to_decimal(4)));
        out += &record(&fields);
    }
    out
}

fn decimal(points: Points) -> String {
    points.to_string()
}
