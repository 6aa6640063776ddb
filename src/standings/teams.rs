//! The standings of a team competition: the teams ordered by their primary score (C.04.6
//! 1.2: match points by default, 1.2.2, or game points when the competition says so),
//! then by the competition's team tie-breaks, the other score (`MPvGP`, C.07 13.1) first
//! unless the competition says otherwise; teams still tied share their rank, listed by
//! number.

use std::cmp::Ordering;

use crate::model::{
    Points, TeamCompetition, TeamNumber, TeamScore, TeamSystem, TeamTiebreak, TiebreakEdition,
    Tournament,
};

use super::{Ratio, complete_rounds};
pub use crate::model::{TeamRoundRecord, team_records};

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
    let input = TiebreakInput {
        records: &records,
        round_robin: teams.system == TeamSystem::RoundRobin,
        capped: tournament.editions.tiebreaks == TiebreakEdition::Rules2026,
        draw: (
            teams.match_points.draw,
            Points::from_tenths(tournament.scoring.draw.tenths() * teams.boards as i32),
        ),
        win: tournament.scoring.win,
        boards: teams.boards,
        secondary: match teams.swiss.primary {
            TeamScore::MatchPoints => Score::Game,
            TeamScore::GamePoints => Score::Match,
        },
    };
    let values: Vec<Vec<Ratio>> = (0..teams.teams.len())
        .map(|index| {
            teams
                .tiebreaks
                .iter()
                .map(|&tiebreak| input.value(tiebreak, index))
                .collect()
        })
        .collect();
    let primary = |team: usize| match teams.swiss.primary {
        TeamScore::MatchPoints => totals[team].0,
        TeamScore::GamePoints => totals[team].1,
    };
    // Better first: more points, a higher value, or a lower one where that is better.
    let compare = |a: usize, b: usize| {
        primary(b).cmp(&primary(a)).then_with(|| {
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

/// The two scores of a team competition: match points and game points.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Score {
    Match,
    Game,
}

/// What the team tie-breaks read: every team's rounds and the competition's rules.
struct TiebreakInput<'a> {
    records: &'a [Vec<TeamRoundRecord>],
    /// A team round robin (C.07 16: its unplayed rounds count nothing) or a Swiss.
    round_robin: bool,
    /// The 2026 amendment caps the dummy opponent's score (16.4).
    capped: bool,
    /// The points of a drawn match: match points, and game points on every board.
    draw: (Points, Points),
    /// The points of a game won, and the boards of a match.
    win: Points,
    boards: u32,
    /// The score that is not the primary one (C.07 13.1, `MPvGP`).
    secondary: Score,
}

impl TiebreakInput<'_> {
    fn points(&self, round: &TeamRoundRecord, score: Score) -> Points {
        match score {
            Score::Match => round.match_points.unwrap_or_default(),
            Score::Game => round.game_points,
        }
    }

    fn draw(&self, score: Score) -> Points {
        match score {
            Score::Match => self.draw.0,
            Score::Game => self.draw.1,
        }
    }

    fn total(&self, team: usize, score: Score) -> Points {
        self.records[team]
            .iter()
            .map(|round| self.points(round, score))
            .sum()
    }

    /// A team's score as an opponent's (C.07 16.3): the rounds after its last round in
    /// the event (a match or the bye) count as draws in a Swiss, nothing in a round
    /// robin.
    fn adjusted(&self, team: usize, score: Score) -> Points {
        let rounds = &self.records[team];
        let present =
            |round: &TeamRoundRecord| round.opponent.is_some() || round.match_points.is_some();
        let last = rounds.iter().rposition(present).map_or(0, |i| i + 1);
        rounds
            .iter()
            .enumerate()
            .map(|(i, round)| match i < last || round.opponent.is_some() {
                true => self.points(round, score),
                false if self.round_robin => Points::ZERO,
                false => self.draw(score),
            })
            .sum()
    }

    /// C.07 13.2, extended Sonneborn-Berger: over the team's rounds, the opponent's
    /// `opponent` score times the team's `own` score in that round. A round without a
    /// match played (a bye, a forfeited match) has a dummy opponent with the team's own
    /// score in a Swiss (16.4; capped in 2026 at the opponent's score, or at a draw in
    /// every round without one), and counts nothing in a round robin.
    fn sonneborn(&self, team: usize, opponent: Score, own: Score) -> Ratio {
        let rounds = self.records[team].len() as i32;
        let own_score = self.total(team, opponent);
        self.records[team]
            .iter()
            .filter_map(|round| {
                let opponent_score = match (round.played, round.opponent) {
                    (true, Some(other)) => self.adjusted(other as usize - 1, opponent),
                    (_, None) if self.round_robin => return None,
                    _ if self.round_robin => Points::ZERO,
                    (_, Some(other)) if self.capped => {
                        own_score.min(self.adjusted(other as usize - 1, opponent))
                    }
                    (_, None) if self.capped => {
                        own_score.min(Points::from_tenths(self.draw(opponent).tenths() * rounds))
                    }
                    _ => own_score,
                };
                Some(Ratio::product(opponent_score, self.points(round, own)))
            })
            .sum()
    }

    /// C.07 12.1, board count: board number times the game points on that board, over
    /// all rounds; a pairing-allocated bye counts as every board won (as FIDE's
    /// tie-break checker counts it).
    fn board_count(&self, team: usize) -> Ratio {
        self.records[team]
            .iter()
            .flat_map(|round| {
                let bye = round.opponent.is_none() && round.match_points.is_some();
                let boards = match bye {
                    true => vec![self.win; self.boards as usize],
                    false => round.boards.clone(),
                };
                (1..).zip(boards)
            })
            .map(|(board, points)| Ratio::of_points(Points::from_tenths(board * points.tenths())))
            .sum()
    }

    /// The value of `tiebreak` for the team at `index` (0-based).
    fn value(&self, tiebreak: TeamTiebreak, index: usize) -> Ratio {
        match tiebreak {
            TeamTiebreak::BC => self.board_count(index),
            TeamTiebreak::MPvGP => Ratio::of_points(self.total(index, self.secondary)),
            TeamTiebreak::EMMSB => self.sonneborn(index, Score::Match, Score::Match),
            TeamTiebreak::EMGSB => self.sonneborn(index, Score::Match, Score::Game),
            TeamTiebreak::EGMSB => self.sonneborn(index, Score::Game, Score::Match),
            TeamTiebreak::EGGSB => self.sonneborn(index, Score::Game, Score::Game),
        }
    }
}
