//! The standings of a team competition: the teams ordered by match points, then game
//! points (C.04.6 1.2.2: match points are the primary score by default), then by the
//! competition's team tie-breaks; teams still tied share their rank, listed by number.

use std::cmp::Ordering;

use crate::model::{Points, Side, TeamCompetition, TeamNumber, TeamTiebreak, Tournament};

use super::{Ratio, complete_rounds};

/// What a team did in one round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamRoundRecord {
    /// The opponent, `None` for the pairing-allocated bye or a round without a match.
    pub opponent: Option<TeamNumber>,
    /// Match points, `None` while a board has no result (and in a round without a
    /// match or bye).
    pub match_points: Option<Points>,
    pub game_points: Points,
    /// The game points scored on each board, board 1 first (empty for a bye or a
    /// round without a match).
    pub boards: Vec<Points>,
    /// Whether the match was played: not a bye, not forfeited as a whole.
    pub played: bool,
}

/// Every team's rounds, indexed by team number - 1, then by round - 1.
pub fn team_records(
    tournament: &Tournament,
    teams: &TeamCompetition,
    rounds: u32,
) -> Vec<Vec<TeamRoundRecord>> {
    let bye = teams.bye(tournament.scoring.draw);
    teams
        .teams
        .iter()
        .map(|team| {
            teams
                .rounds
                .iter()
                .zip(&tournament.rounds)
                .take(rounds as usize)
                .map(
                    |(team_round, games)| match team_round.match_of(team.number) {
                        Some((_, team_match)) => {
                            let side = team_match.side_of(team.number).unwrap_or(Side::First);
                            let score = teams.match_score(tournament, games, team_match, side);
                            TeamRoundRecord {
                                opponent: Some(team_match.team(side.other())),
                                match_points: score.match_points,
                                game_points: score.game_points,
                                boards: teams.board_points(tournament, games, team_match, side),
                                played: team_match.forfeit.is_none(),
                            }
                        }
                        None if team_round.bye == Some(team.number) => TeamRoundRecord {
                            opponent: None,
                            match_points: Some(bye.match_points),
                            game_points: bye.game_points,
                            boards: Vec::new(),
                            played: false,
                        },
                        None => TeamRoundRecord {
                            opponent: None,
                            match_points: None,
                            game_points: Points::ZERO,
                            boards: Vec::new(),
                            played: false,
                        },
                    },
                )
                .collect()
        })
        .collect()
}

/// One line of the team standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamRow {
    pub rank: u32,
    /// Still tied with the other teams of the same rank: lots decide (C.07 4.2).
    pub tied: bool,
    pub team: TeamNumber,
    pub match_points: Points,
    pub game_points: Points,
    /// One value per tie-break of the competition, in its order.
    pub values: Vec<Ratio>,
}

/// The team standings after some rounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamStandings {
    pub after_round: u32,
    pub tiebreaks: Vec<TeamTiebreak>,
    pub rows: Vec<TeamRow>,
}

/// The team standings after the last round whose results are all in.
pub fn team_standings(tournament: &Tournament, teams: &TeamCompetition) -> TeamStandings {
    team_standings_after(tournament, teams, complete_rounds(tournament))
}

/// The team standings after the first `rounds` rounds.
pub fn team_standings_after(
    tournament: &Tournament,
    teams: &TeamCompetition,
    rounds: u32,
) -> TeamStandings {
    let rounds = rounds.min(teams.rounds.len() as u32);
    let records = team_records(tournament, teams, rounds);
    let totals: Vec<(Points, Points)> = records
        .iter()
        .map(|team| {
            team.iter()
                .fold((Points::ZERO, Points::ZERO), |(mp, gp), round| {
                    (
                        mp + round.match_points.unwrap_or_default(),
                        gp + round.game_points,
                    )
                })
        })
        .collect();
    let values: Vec<Vec<Ratio>> = (0..teams.teams.len())
        .map(|index| {
            teams
                .tiebreaks
                .iter()
                .map(|&tiebreak| tiebreak_value(tiebreak, &records, &totals, index))
                .collect()
        })
        .collect();
    // Better first: more points, a higher value, or a lower one where that is better.
    let compare = |a: usize, b: usize| {
        totals[b].cmp(&totals[a]).then_with(|| {
            teams
                .tiebreaks
                .iter()
                .zip(values[a].iter().zip(&values[b]))
                .map(|(tiebreak, (a, b))| match tiebreak.lower_is_better() {
                    true => a.cmp(b),
                    false => b.cmp(a),
                })
                .find(|order| order.is_ne())
                .unwrap_or(Ordering::Equal)
        })
    };
    let mut order: Vec<usize> = (0..teams.teams.len()).collect();
    order.sort_by(|&a, &b| compare(a, b).then(a.cmp(&b)));
    let mut rows: Vec<TeamRow> = Vec::with_capacity(order.len());
    for (place, &index) in order.iter().enumerate() {
        let tied_with_previous = place > 0 && compare(order[place - 1], index).is_eq();
        let rank = match rows.last() {
            Some(previous) if tied_with_previous => previous.rank,
            _ => place as u32 + 1,
        };
        if tied_with_previous && let Some(previous) = rows.last_mut() {
            previous.tied = true;
        }
        rows.push(TeamRow {
            rank,
            tied: tied_with_previous,
            team: index as TeamNumber + 1,
            match_points: totals[index].0,
            game_points: totals[index].1,
            values: values[index].clone(),
        });
    }
    TeamStandings {
        after_round: rounds,
        tiebreaks: teams.tiebreaks.clone(),
        rows,
    }
}

/// The value of `tiebreak` for the team at `index`, from every team's rounds and
/// totals (match points, game points).
fn tiebreak_value(
    tiebreak: TeamTiebreak,
    records: &[Vec<TeamRoundRecord>],
    totals: &[(Points, Points)],
    index: usize,
) -> Ratio {
    let own = &records[index];
    // C.07 13.2: the opponents' final score times the score against each.
    let sonneborn = |opponent_score: fn(&(Points, Points)) -> Points,
                     own_score: fn(&TeamRoundRecord) -> Points| {
        own.iter()
            .filter(|round| round.played)
            .filter_map(|round| {
                let opponent = round.opponent? as usize - 1;
                Some(Ratio::product(
                    opponent_score(&totals[opponent]),
                    own_score(round),
                ))
            })
            .sum()
    };
    let match_points = |round: &TeamRoundRecord| round.match_points.unwrap_or_default();
    let game_points = |round: &TeamRoundRecord| round.game_points;
    match tiebreak {
        TeamTiebreak::BC => own
            .iter()
            .flat_map(|round| (1..).zip(&round.boards))
            .map(|(board, &points)| Ratio::of_points(Points::from_tenths(board * points.tenths())))
            .sum(),
        TeamTiebreak::MPvGP => Ratio::of_points(totals[index].1),
        TeamTiebreak::EMMSB => sonneborn(|total| total.0, match_points),
        TeamTiebreak::EMGSB => sonneborn(|total| total.0, game_points),
        TeamTiebreak::EGMSB => sonneborn(|total| total.1, match_points),
        TeamTiebreak::EGGSB => sonneborn(|total| total.1, game_points),
    }
}
