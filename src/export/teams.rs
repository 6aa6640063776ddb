//! The lists of a team competition: the teams with their rosters, the matches of a
//! round with line-ups and results, and the team standings as text and CSV.

use super::ExportError;
use super::csv::record;
use super::tables::{Align, padded, player_name};
use super::text::heading;
use crate::model::{
    Colour, MatchForfeit, Points, RoundIndex, Side, TeamCompetition, TeamNumber, TeamTiebreak,
    Tournament, Tpn, first_team_word,
};
use crate::standings::boards::Board;
use crate::standings::teams::{TeamStandings, team_records};

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

/// Every team with its number, names, federation, rating average and the byes it asked
/// for in the rounds to come, each followed by its roster in board order, the reserves
/// marked.
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
            ) + &team
                .byes
                .iter()
                .map(|bye| format!("  round {}: {}", bye.round, bye.kind))
                .collect::<String>(),
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

/// One board of a match: the two players (`None`: the board left empty), the
/// first-named team's colour and its result from that team's side (`1 = 0 + - --`,
/// `?` while the game is on).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchBoard {
    pub board: u32,
    pub colour: Colour,
    pub first: Option<Tpn>,
    pub second: Option<Tpn>,
    pub result: &'static str,
}

/// A match of a round as the lists show it: its number, the two teams, the score once
/// a board has its result, the forfeit, and its boards once a line-up is given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchLines {
    pub number: u32,
    pub first: TeamNumber,
    pub second: TeamNumber,
    /// The game points of the two teams, the first-named team's first.
    pub score: Option<(Points, Points)>,
    pub forfeit: Option<MatchForfeit>,
    pub boards: Vec<MatchBoard>,
    /// The team whose line-up is not given yet while the other's is (its boards show
    /// nobody: none is left empty before the line-up is in).
    pub lineup_missing: Option<TeamNumber>,
}

/// The matches of round `round` with their boards, and the team with the
/// pairing-allocated bye.
pub fn round_matches(
    tournament: &Tournament,
    round: u32,
) -> Result<(Vec<MatchLines>, Option<TeamNumber>), ExportError> {
    let teams = teams_of(tournament)?;
    let paired = teams.rounds.len() as u32;
    let (Some(team_round), Some(games)) = (teams.round(round), tournament.round(round)) else {
        return Err(ExportError::NoSuchRound { round, paired });
    };
    let index = RoundIndex::new(games);
    let matches = (1..)
        .zip(&team_round.matches)
        .map(|(number, team_match)| {
            let game_points = |side| {
                teams
                    .match_score(tournament, &index, team_match, side)
                    .game_points
            };
            // No score before a board has its result: "0 - 0" would read as one.
            let score = teams
                .has_result(&index, team_match)
                .then(|| (game_points(Side::First), game_points(Side::Second)));
            let given = !team_match.lineups.iter().all(Vec::is_empty);
            let lineup_missing = [Side::First, Side::Second]
                .into_iter()
                .find(|&side| given && team_match.lineup(side).is_empty())
                .map(|side| team_match.team(side));
            let boards = (1..=teams.boards)
                .filter(|_| given)
                .map(|board| {
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
                    MatchBoard {
                        board,
                        colour,
                        first: team_match.player(Side::First, board),
                        second: team_match.player(Side::Second, board),
                        result: team_match
                            .unplayed_board(board)
                            .or_else(played)
                            .map_or("", first_team_word),
                    }
                })
                .collect();
            MatchLines {
                number,
                first: team_match.first,
                second: team_match.second,
                score,
                forfeit: team_match.forfeit,
                boards,
                lineup_missing,
            }
        })
        .collect();
    Ok((matches, team_round.bye))
}

/// The name of team `number`, empty for none.
pub fn team_name(teams: &TeamCompetition, number: TeamNumber) -> &str {
    teams.team(number).map_or("", |team| team.name.as_str())
}

/// The matches of round `round`: each with its score, then board by board the two
/// players with the first-named team's colour and result; then the byes.
pub fn match_list(tournament: &Tournament, round: u32) -> Result<String, ExportError> {
    let teams = teams_of(tournament)?;
    let (matches, bye) = round_matches(tournament, round)?;
    let name = |number| team_name(teams, number);
    let mut out = heading(tournament, &format!("Round {round}: matches")).join("\n");
    out.push('\n');
    for team_match in &matches {
        let score = team_match
            .score
            .map_or_else(String::new, |(first, second)| {
                format!("  {first} - {second}")
            });
        let forfeit = team_match.forfeit.map_or_else(String::new, |forfeit| {
            format!("  forfeit {}", forfeit.code())
        });
        out += &format!(
            "Match {}: {} ({}) - {} ({}){score}{forfeit}\n",
            team_match.number,
            name(team_match.first),
            team_match.first,
            name(team_match.second),
            team_match.second,
        );
        if team_match.boards.is_empty() {
            out += "  no line-ups yet\n";
        }
        if let Some(team) = team_match.lineup_missing {
            out += &format!("  line-up of {} ({team}) not given yet\n", name(team));
        }
        for board in &team_match.boards {
            let player = |tpn: Option<Tpn>| {
                tpn.map_or_else(
                    || "-".to_string(),
                    |tpn| format!("{} ({tpn})", player_name(tournament, tpn)),
                )
            };
            out += &format!(
                "  {:>2} {} {} {:>2}  {}\n",
                board.board,
                board.colour.letter(),
                padded(&player(board.first), 32, Align::Left),
                board.result,
                player(board.second)
            );
        }
    }
    if let Some(bye) = bye {
        out += &format!("Pairing-allocated bye: {} ({bye})\n", name(bye));
    }
    for bye in teams.round(round).map_or(&[][..], |r| &r.requested_byes) {
        let kind = bye.kind.to_string();
        out += &format!(
            "{}{}: {} ({})\n",
            kind[..1].to_uppercase(),
            &kind[1..],
            name(bye.team),
            bye.team
        );
    }
    Ok(out)
}

/// The matches of round `round` as CSV: a row per board (the first-named team's
/// colour and result), a row without a board for a match without line-ups or
/// forfeited as a whole, and one for the pairing-allocated bye.
pub fn match_csv(tournament: &Tournament, round: u32) -> Result<String, ExportError> {
    let teams = teams_of(tournament)?;
    let (matches, bye) = round_matches(tournament, round)?;
    let mut out = record(
        &[
            "Match", "Board", "No 1", "Team 1", "Colour 1", "Player 1", "Name 1", "Result",
            "Player 2", "Name 2", "No 2", "Team 2",
        ]
        .map(String::from),
    );
    let number = |tpn: Option<Tpn>| tpn.map_or_else(String::new, |tpn| tpn.to_string());
    let name = |tpn: Option<Tpn>| tpn.map_or_else(String::new, |tpn| player_name(tournament, tpn));
    for team_match in &matches {
        let row = |board: Option<&MatchBoard>, result: &str| {
            vec![
                team_match.number.to_string(),
                board.map_or_else(String::new, |b| b.board.to_string()),
                team_match.first.to_string(),
                team_name(teams, team_match.first).to_string(),
                board.map_or_else(String::new, |b| b.colour.letter().to_string()),
                number(board.and_then(|b| b.first)),
                name(board.and_then(|b| b.first)),
                result.to_string(),
                number(board.and_then(|b| b.second)),
                name(board.and_then(|b| b.second)),
                team_match.second.to_string(),
                team_name(teams, team_match.second).to_string(),
            ]
        };
        match team_match.forfeit {
            Some(forfeit) => out += &record(&row(None, forfeit.code())),
            None if team_match.boards.is_empty() => out += &record(&row(None, "")),
            None => {
                for board in &team_match.boards {
                    out += &record(&row(Some(board), board.result));
                }
            }
        }
    }
    if let Some(bye) = bye {
        let mut fields = vec![String::new(); 12];
        fields[2] = bye.to_string();
        fields[3] = team_name(teams, bye).to_string();
        fields[7] = "bye".to_string();
        out += &record(&fields);
    }
    Ok(out)
}

/// The rosters as CSV: a row per player, team by team in board order.
pub fn roster_csv(tournament: &Tournament) -> Result<String, ExportError> {
    let teams = teams_of(tournament)?;
    let mut out = record(
        &[
            "Team No", "Team", "Short", "Fed", "Place", "No", "Name", "Rtg", "FIDE id", "Reserve",
        ]
        .map(String::from),
    );
    for team in &teams.teams {
        for (place, &tpn) in (1..).zip(&team.roster) {
            let player = tournament.player(tpn);
            out += &record(&[
                team.number.to_string(),
                team.name.clone(),
                team.short_name.clone().unwrap_or_default(),
                team.federation.clone().unwrap_or_default(),
                place.to_string(),
                tpn.to_string(),
                player_name(tournament, tpn),
                player
                    .and_then(|p| p.rating)
                    .map_or_else(String::new, |r| r.to_string()),
                player
                    .and_then(|p| p.fide_id)
                    .map_or_else(String::new, |id| id.to_string()),
                if place > teams.boards { "yes" } else { "" }.to_string(),
            ]);
        }
    }
    Ok(out)
}

/// The team crosstable in the order of `standings`: rank, number, name, then a cell a
/// round (`4 2.5`: against team 4, 2.5 game points; `4` alone while a board has no
/// result; `bye 2`; `-` no match), match and game points.
pub fn crosstable_rows(tournament: &Tournament, standings: &TeamStandings) -> Vec<Vec<String>> {
    let Some(teams) = &tournament.teams else {
        return Vec::new();
    };
    let records = team_records(tournament, teams, standings.after_round);
    standings
        .rows
        .iter()
        .map(|row| {
            let mut cells = vec![
                format!("{}{}", row.rank, if row.tied { "=" } else { "" }),
                row.team.to_string(),
                team_name(teams, row.team).to_string(),
            ];
            let rounds = records
                .get(row.team as usize - 1)
                .map_or(&[][..], Vec::as_slice);
            cells.extend(rounds.iter().map(|record| match record.opponent {
                Some(opponent) if record.match_points.is_none() => opponent.to_string(),
                Some(opponent) => format!("{opponent} {}", record.game_points),
                None if record.match_points.is_some() => format!("bye {}", record.game_points),
                None => "-".to_string(),
            }));
            cells.push(row.match_points.to_string());
            cells.push(row.game_points.to_string());
            cells
        })
        .collect()
}

/// The headings of [`crosstable_rows`]' columns.
pub fn crosstable_heads(standings: &TeamStandings) -> Vec<String> {
    let mut heads: Vec<String> = ["Rk", "No", "Team"].map(String::from).to_vec();
    heads.extend((1..=standings.after_round).map(|round| format!("R{round}")));
    heads.extend(["MP", "GP"].map(String::from));
    heads
}

/// The legend under the team crosstable.
pub const CROSSTABLE_LEGEND: &str =
    "4 2.5: against team 4, 2.5 game points; bye: the pairing-allocated bye; -: no match";

/// The team crosstable as text.
pub fn crosstable_text(tournament: &Tournament, standings: &TeamStandings) -> String {
    let heads = crosstable_heads(standings);
    let rows = crosstable_rows(tournament, standings);
    let width = |column: usize| {
        rows.iter()
            .map(|row| row[column].chars().count())
            .chain([heads[column].len()])
            .max()
            .unwrap_or(0)
    };
    let line = |cells: &[String]| {
        let fields: Vec<String> = cells
            .iter()
            .enumerate()
            .map(|(column, text)| {
                let align = if column == 2 {
                    Align::Left
                } else {
                    Align::Right
                };
                padded(text, width(column), align)
            })
            .collect();
        fields.join("  ").trim_end().to_string()
    };
    let mut lines = heading(
        tournament,
        &format!("Team crosstable after round {}", standings.after_round),
    );
    lines.push(line(&heads));
    lines.extend(rows.iter().map(|row| line(row)));
    lines.push(String::new());
    lines.push(CROSSTABLE_LEGEND.to_string());
    lines.join("\n") + "\n"
}

/// The team crosstable as CSV.
pub fn crosstable_csv(tournament: &Tournament, standings: &TeamStandings) -> String {
    let mut out = record(&crosstable_heads(standings));
    for row in crosstable_rows(tournament, standings) {
        out += &record(&row);
    }
    out
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
                value.map_or_else(String::new, |value| value.to_decimal(2)),
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
    header.extend(standings.tiebreaks.iter().map(TeamTiebreak::code));
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
        fields.extend(
            row.values
                .iter()
                .map(|value| value.map_or_else(String::new, |value| value.to_decimal(4))),
        );
        out += &record(&fields);
    }
    out
}

fn decimal(points: Points) -> String {
    points.to_string()
}

/// The board standings as text: for each board, its players best first with their
/// team, points, rounds on the board, games played over the board and performance.
pub fn boards_text(tournament: &Tournament, boards: &[Board], rounds: u32) -> String {
    let mut lines = heading(tournament, &format!("Board standings after round {rounds}"));
    for (index, board) in boards.iter().enumerate() {
        if index > 0 {
            lines.push(String::new());
        }
        lines.push(format!("Board {}", board.board));
        lines.push(format!(
            "{:>4} {:>4}  {} {:>4} {:>5} {:>6} {:>6} {:>5}",
            "Rk",
            "No",
            padded("Name", 30, Align::Left),
            "Team",
            "Pts",
            "Rounds",
            "Played",
            "Perf"
        ));
        for (rank, row) in (1..).zip(&board.rows) {
            lines.push(format!(
                "{rank:>4} {:>4}  {} {:>4} {:>5} {:>6} {:>6} {:>5}",
                row.tpn,
                padded(&player_name(tournament, row.tpn), 30, Align::Left),
                row.team,
                row.points,
                row.rounds,
                row.played,
                row.performance.map_or_else(String::new, |p| p.to_string())
            ));
        }
    }
    lines.join("\n") + "\n"
}

/// The board standings as CSV: one row per player and board.
pub fn boards_csv(tournament: &Tournament, boards: &[Board]) -> String {
    let header = [
        "Board",
        "Rank",
        "No",
        "Name",
        "Team",
        "Points",
        "Rounds",
        "Played",
        "Performance",
    ]
    .map(String::from);
    let mut out = record(&header);
    for board in boards {
        for (rank, row) in (1..).zip(&board.rows) {
            out += &record(&[
                board.board.to_string(),
                rank.to_string(),
                row.tpn.to_string(),
                player_name(tournament, row.tpn),
                row.team.to_string(),
                decimal(row.points),
                row.rounds.to_string(),
                row.played.to_string(),
                row.performance.map_or_else(String::new, |p| p.to_string()),
            ]);
        }
    }
    out
}
