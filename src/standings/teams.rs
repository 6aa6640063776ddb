//! The standings of a team competition: the teams ordered by their primary score (C.04.6
//! 1.2: match points by default, 1.2.2, or game points when the competition says so),
//! then by the competition's team tie-breaks ([`crate::model::TeamTiebreak`]), game points (`MPvGP`, C.07 13.1)
//! first unless the competition says otherwise. As C.07 4.2 (2026) says, each tie-break
//! orders the subgroups the ones before it left tied; teams still tied at the end share
//! their rank, listed by number.
//!
//! How unplayed rounds enter the tie-breaks built on the opponents' scores (C.07 16) is
//! as for players, with a match for a game:
//! - a match is played when at least one of its boards is played over the board; a
//!   match whose boards were all forfeited, or forfeited as a whole, is unplayed (15.1);
//! - a voluntary unplayed round (16.1.2) is an unplayed match not won, or a round
//!   without a match or the pairing-allocated bye;
//! - as an opponent, a team's rounds after its last round not voluntarily unplayed, and
//!   without an opponent, count as draws in a Swiss (16.3.2), nothing in a round robin;
//! - in its own tie-breaks, each unplayed round of a Swiss is a match against a dummy
//!   with the team's own score (16.4), capped in 2026 (16.4.1, 16.4.2); `/P` counts a
//!   forfeited match as played against the scheduled opponent, as a round robin always
//!   does (15.2), where a round without an opponent counts nothing.
//!
//! Tie-breaks that rank a tied group as a whole (TBR, BBE, the extended direct
//! encounter) show each team's place within the group they split, nothing where they
//! split none.

use crate::model::{
    EncounterBoards, Points, TeamCompetition, TeamNumber, TeamScore, TeamSystem, TeamTiebreak,
    TeamTiebreakKind, TiebreakEdition, Tournament,
};

use super::modifiers::{Contribution, Cut, sum_after_cut};
use super::{Ratio, complete_rounds, split_equal};
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
    /// One value per tie-break of the competition, in its order; `None` where a
    /// tie-break that ranks a tied group as a whole did not split the team's group.
    pub values: Vec<Option<Ratio>>,
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
    let input = TiebreakInput {
        records: &records,
        round_robin: teams.system == TeamSystem::RoundRobin,
        capped: tournament.editions.tiebreaks == TiebreakEdition::Rules2026,
        primary: teams.swiss.primary,
        match_win: teams.match_points.win,
        match_draw: teams.match_points.draw,
        game_win: tournament.scoring.win,
        game_draw: tournament.scoring.draw,
        boards: teams.boards,
    };
    let count = teams.teams.len();
    let mut values: Vec<Vec<Option<Ratio>>> = teams
        .tiebreaks
        .iter()
        .map(|tiebreak| match input.ranks_groups(tiebreak) {
            true => vec![None; count],
            false => (0..count)
                .map(|team| Some(input.value(tiebreak, team)))
                .collect(),
        })
        .collect();
    let mut by_points: Vec<usize> = (0..count).collect();
    let primary = |team: &usize| input.total(*team, input.primary);
    by_points.sort_by_key(|team| std::cmp::Reverse(primary(team)));
    let mut groups = Vec::new();
    for group in split_equal(&by_points, primary) {
        refine(&input, &teams.tiebreaks, &mut values, group, 0, &mut groups);
    }
    let mut rows = Vec::with_capacity(count);
    for mut group in groups {
        group.sort_unstable();
        let rank = rows.len() as u32 + 1;
        let tied = group.len() > 1;
        for team in group {
            rows.push(TeamRow {
                rank,
                tied,
                team: team as TeamNumber + 1,
                match_points: input.total(team, TeamScore::MatchPoints),
                game_points: input.total(team, TeamScore::GamePoints),
                values: values.iter().map(|column| column[team]).collect(),
            });
        }
    }
    TeamStandings {
        after_round: rounds,
        tiebreaks: teams.tiebreaks.clone(),
        rows,
    }
}

/// Orders the tied `group` (team indices) by the tie-breaks from `level` on, appending
/// the groups still tied at the end (single teams included) to `out` in order (C.07
/// 4.2). A tie-break that ranks groups as a whole writes each team's place in the
/// group into `values` when it splits it.
fn refine(
    input: &TiebreakInput,
    tiebreaks: &[TeamTiebreak],
    values: &mut [Vec<Option<Ratio>>],
    group: Vec<usize>,
    level: usize,
    out: &mut Vec<Vec<usize>>,
) {
    let Some(tiebreak) = tiebreaks.get(level) else {
        out.push(group);
        return;
    };
    if group.len() == 1 {
        out.push(group);
        return;
    }
    let parts = match input.ranks_groups(tiebreak) {
        true => {
            let parts = input.separate(tiebreak, group);
            if parts.len() > 1 {
                let mut place = 1;
                for part in &parts {
                    for &team in part {
                        values[level][team] = Some(Ratio::whole(place));
                    }
                    place += part.len() as i64;
                }
            }
            parts
        }
        false => {
            let column = &values[level];
            let key = |team: &usize| column[*team];
            let mut order = group;
            match tiebreak.lower_is_better() {
                true => order.sort_by_key(key),
                false => order.sort_by_key(|team| std::cmp::Reverse(key(team))),
            }
            split_equal(&order, key)
        }
    };
    for part in parts {
        refine(input, tiebreaks, values, part, level + 1, out);
    }
}

/// `points` times a whole number.
fn times(points: Points, count: u32) -> Points {
    Points::from_tenths(points.tenths() * count as i32)
}

/// What the team tie-breaks read: every team's rounds and the competition's rules.
struct TiebreakInput<'a> {
    records: &'a [Vec<TeamRoundRecord>],
    /// A team round robin (C.07 16: its unplayed rounds count nothing) or a Swiss.
    round_robin: bool,
    /// The 2026 amendment caps the dummy opponent's score (16.4).
    capped: bool,
    /// The score the standings are ordered by first.
    primary: TeamScore,
    match_win: Points,
    match_draw: Points,
    /// The points of a game won and drawn.
    game_win: Points,
    game_draw: Points,
    boards: u32,
}

/// What a team's round adds to a tie-break that sums values over the opponents.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Summed {
    /// Buchholz: the opponent's score.
    Buchholz,
    /// Sonneborn-Berger: the opponent's score times the team's own `TeamScore` in the
    /// round.
    Sonneborn(TeamScore),
}

impl TiebreakInput<'_> {
    fn points(&self, round: &TeamRoundRecord, score: TeamScore) -> Points {
        match score {
            TeamScore::MatchPoints => round.match_points.unwrap_or_default(),
            TeamScore::GamePoints => round.game_points,
        }
    }

    /// The points of a drawn match, or of a game won on every board.
    fn draw(&self, score: TeamScore) -> Points {
        match score {
            TeamScore::MatchPoints => self.match_draw,
            TeamScore::GamePoints => times(self.game_draw, self.boards),
        }
    }

    /// The points of a match won, or of every board won.
    fn win(&self, score: TeamScore) -> Points {
        match score {
            TeamScore::MatchPoints => self.match_win,
            TeamScore::GamePoints => times(self.game_win, self.boards),
        }
    }

    fn rounds(&self) -> u32 {
        self.records.first().map_or(0, |rounds| rounds.len() as u32)
    }

    fn total(&self, team: usize, score: TeamScore) -> Points {
        self.records[team]
            .iter()
            .map(|round| self.points(round, score))
            .sum()
    }

    /// The score a tie-break reads: the one its descriptor names, or the primary one.
    fn score_of(&self, tiebreak: &TeamTiebreak) -> TeamScore {
        tiebreak.score.unwrap_or(self.primary)
    }

    /// A team's score as an opponent's (C.07 16.3): its rounds after the last one not
    /// voluntarily unplayed, and without an opponent, count as draws in a Swiss,
    /// nothing in a round robin.
    fn adjusted(&self, team: usize, score: TeamScore) -> Points {
        let rounds = &self.records[team];
        let last = rounds
            .iter()
            .rposition(|round| !round.voluntary(self.match_win))
            .map_or(0, |i| i + 1);
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

    /// The values a team's rounds add to Buchholz or Sonneborn-Berger on the
    /// opponents' `score` (C.07 8.1, 9.1, 13.2 with 16): the opponent's adjusted score
    /// for a match played (or forfeited, with `/P` and in a round robin), a dummy with
    /// the team's own score for an unplayed round of a Swiss; nothing for a round of a
    /// round robin without an opponent.
    fn contributions(
        &self,
        team: usize,
        score: TeamScore,
        summed: Summed,
        forfeits_played: bool,
    ) -> Vec<Contribution> {
        let as_played = forfeits_played || self.round_robin;
        let own_score = self.total(team, score);
        let rounds = self.rounds();
        self.records[team]
            .iter()
            .filter_map(|round| {
                let opponent = round.opponent.map(|other| other as usize - 1);
                let (opponent_score, voluntary) = match opponent {
                    Some(other) if round.played || as_played => {
                        (self.adjusted(other, score), false)
                    }
                    None if self.round_robin => return None,
                    _ => {
                        let cap = match opponent {
                            Some(other) => self.adjusted(other, score),
                            None => times(self.draw(score), rounds),
                        };
                        let dummy = match self.capped {
                            true => own_score.min(cap),
                            false => own_score,
                        };
                        (dummy, round.voluntary(self.match_win))
                    }
                };
                let value = match summed {
                    Summed::Buchholz => opponent_score.into(),
                    Summed::Sonneborn(own) => {
                        Ratio::product(opponent_score, self.points(round, own))
                    }
                };
                Some(Contribution {
                    opponent_score,
                    value,
                    voluntary,
                })
            })
            .collect()
    }

    fn buchholz(&self, team: usize, score: TeamScore, cut: Cut, forfeits_played: bool) -> Ratio {
        sum_after_cut(
            self.contributions(team, score, Summed::Buchholz, forfeits_played),
            cut,
        )
    }

    /// C.07 8.2: the average of the Buchholz of the opponents met over the board.
    fn average_of_opponents_buchholz(&self, team: usize, score: TeamScore) -> Ratio {
        let opponents: Vec<usize> = self.records[team]
            .iter()
            .filter(|round| round.played)
            .filter_map(|round| round.opponent.map(|other| other as usize - 1))
            .collect();
        if opponents.is_empty() {
            return Ratio::ZERO;
        }
        let total: Ratio = opponents
            .iter()
            .map(|&other| self.buchholz(other, score, Cut::NONE, false))
            .sum();
        total.divided_by(opponents.len() as i64)
    }

    /// C.07 7.5 with 14.1: the sum of the team's running scores after each round, the
    /// first `cut` rounds left out.
    fn progressive(&self, team: usize, score: TeamScore, cut: u8) -> Ratio {
        let mut running = Points::ZERO;
        let scores: Vec<Points> = self.records[team]
            .iter()
            .map(|round| {
                running += self.points(round, score);
                running
            })
            .collect();
        scores.into_iter().skip(cut as usize).sum::<Points>().into()
    }

    /// C.07 9.2 with 14.5: the points scored against the teams that scored at least half
    /// of the maximum possible score, the limit moved by `limit` half-points. In a round
    /// robin with an odd number of teams the maximum leaves out the rounds each team has
    /// no match.
    fn koya(&self, team: usize, score: TeamScore, limit: i8) -> Ratio {
        let teams = self.records.len() as u32;
        let rounds = self.rounds();
        let matches = match self.round_robin && teams > 0 && rounds.is_multiple_of(teams) {
            true => rounds - rounds / teams,
            false => rounds,
        };
        // Twice the limit, in tenths: the maximum, and a point per half-point moved.
        let twice_limit = self.win(score).tenths() * matches as i32 + 10 * i32::from(limit);
        self.records[team]
            .iter()
            .filter(|round| {
                round.opponent.is_some_and(|other| {
                    2 * self.total(other as usize - 1, score).tenths() >= twice_limit
                })
            })
            .map(|round| self.points(round, score))
            .sum::<Points>()
            .into()
    }

    /// C.07 7.1: the rounds in which the team obtained, with or without playing, the
    /// match points of a win; on game points, the boards won, a pairing-allocated bye
    /// counting as every board won (12).
    fn wins(&self, team: usize, score: TeamScore) -> Ratio {
        let count = match score {
            TeamScore::MatchPoints => self.records[team]
                .iter()
                .filter(|round| round.match_points == Some(self.match_win))
                .count(),
            TeamScore::GamePoints => (0..self.boards as usize)
                .map(|board| {
                    self.records[team]
                        .iter()
                        .filter(|round| self.board_points(round, board) == self.game_win)
                        .count()
                })
                .sum(),
        };
        Ratio::whole(count as i64)
    }

    /// The game points of a round on board `board` (0-based); a pairing-allocated bye
    /// counts as every board won, as a standard win (C.07 12).
    fn board_points(&self, round: &TeamRoundRecord, board: usize) -> Points {
        match round.bye {
            true => self.game_win,
            false => round.boards.get(board).copied().unwrap_or_default(),
        }
    }

    /// The game points of every round on board `board` (0-based).
    fn board_total(&self, team: usize, board: usize) -> Points {
        self.records[team]
            .iter()
            .map(|round| self.board_points(round, board))
            .sum()
    }

    /// C.07 12.1, board count: board number times the game points on that board, over
    /// all rounds.
    fn board_count(&self, team: usize) -> Ratio {
        (0..self.boards as usize)
            .map(|board| Ratio::of_points(times(self.board_total(team, board), board as u32 + 1)))
            .sum()
    }

    /// C.07 13.4: the secondary score plus the schedule strength, the Buchholz on the
    /// primary score divided by the normalising factor: the highest primary score of the
    /// event over the highest secondary score of a match, rounded down (or `/Kx`).
    fn score_strength(&self, team: usize, tiebreak: &TeamTiebreak) -> Ratio {
        let primary = self.primary;
        let secondary = primary.other();
        let factor = tiebreak.factor.map_or_else(
            || {
                let highest = self.win(primary).tenths() as i64 * self.rounds() as i64;
                (highest / i64::from(self.win(secondary).tenths())).max(1)
            },
            i64::from,
        );
        let strength = self.buchholz(team, primary, Cut::NONE, tiebreak.forfeits_played);
        Ratio::of_points(self.total(team, secondary)) + strength.divided_by(factor)
    }

    /// Whether `tiebreak` ranks a tied group as a whole rather than giving each team a
    /// value: TBR, BBE and the extended direct encounter.
    fn ranks_groups(&self, tiebreak: &TeamTiebreak) -> bool {
        matches!(
            tiebreak.kind,
            TeamTiebreakKind::TBR | TeamTiebreakKind::BBE | TeamTiebreakKind::EDE(_)
        )
    }

    /// The value of `tiebreak` for the team at `team` (0-based).
    fn value(&self, tiebreak: &TeamTiebreak, team: usize) -> Ratio {
        let score = self.score_of(tiebreak);
        let cut = Cut {
            least: tiebreak.cut_lowest.into(),
            most: tiebreak.cut_highest.into(),
        };
        let sonneborn = |opponent, own| {
            let summed = Summed::Sonneborn(own);
            let contributions =
                self.contributions(team, opponent, summed, tiebreak.forfeits_played);
            sum_after_cut(contributions, cut)
        };
        match tiebreak.kind {
            TeamTiebreakKind::BC => self.board_count(team),
            TeamTiebreakKind::MPvGP => Ratio::of_points(self.total(team, self.primary.other())),
            TeamTiebreakKind::ExtendedSonnebornBerger { opponent, own } => sonneborn(opponent, own),
            TeamTiebreakKind::SB => sonneborn(score, score),
            TeamTiebreakKind::BH => self.buchholz(team, score, cut, tiebreak.forfeits_played),
            TeamTiebreakKind::AOB => self.average_of_opponents_buchholz(team, score),
            TeamTiebreakKind::KS => self.koya(team, score, tiebreak.limit),
            TeamTiebreakKind::PS => self.progressive(team, score, tiebreak.cut_lowest),
            TeamTiebreakKind::WIN => self.wins(team, score),
            TeamTiebreakKind::SSSC => self.score_strength(team, tiebreak),
            TeamTiebreakKind::TBR | TeamTiebreakKind::BBE | TeamTiebreakKind::EDE(_) => Ratio::ZERO,
        }
    }

    /// The game points of the team's boards as TBR and BBE compare them, most
    /// significant first: board 1, board 2, ... (12.2); every board but the bottom
    /// one, every board but the two bottom ones, ... (12.3).
    fn board_key(&self, kind: TeamTiebreakKind, team: usize) -> Vec<Points> {
        let boards: Vec<Points> = (0..self.boards as usize)
            .map(|board| self.board_total(team, board))
            .collect();
        match kind {
            TeamTiebreakKind::BBE => (1..boards.len())
                .rev()
                .map(|kept| boards[..kept].iter().copied().sum())
                .collect(),
            _ => boards,
        }
    }

    /// A tied group split by a tie-break that ranks it as a whole, best first.
    fn separate(&self, tiebreak: &TeamTiebreak, group: Vec<usize>) -> Vec<Vec<usize>> {
        match tiebreak.kind {
            TeamTiebreakKind::EDE(boards) => {
                self.extended_encounter(group, boards, tiebreak.forfeits_played)
            }
            kind => {
                let key = |team: &usize| self.board_key(kind, *team);
                let mut order = group;
                order.sort_by_key(|team| std::cmp::Reverse(key(team)));
                split_equal(&order, key)
            }
        }
    }

    /// C.07 13.3, extended direct encounter: the direct encounter (6) among the tied
    /// `group` on the primary score, then on the secondary score, each applied again to
    /// the subgroups it forms, until neither splits any (13.3.3); then, between exactly
    /// two teams still tied, the board tie-breaks `boards` names (13.3.2), each on the
    /// games of their encounter: the board count (lower is better, 12.1), top board
    /// results board by board (12.2) or bottom board elimination (12.3).
    fn extended_encounter(
        &self,
        group: Vec<usize>,
        boards: EncounterBoards,
        forfeits_played: bool,
    ) -> Vec<Vec<usize>> {
        let steps = self.encounter_steps(boards);
        let mut parts = vec![group];
        let (mut step, mut quiet) = (0, 0);
        while quiet < steps.len() {
            let mut changed = false;
            parts = parts
                .into_iter()
                .flat_map(|part| {
                    let split = self.encounter(&part, &steps[step], forfeits_played);
                    changed |= split.len() > 1;
                    split
                })
                .collect();
            match changed {
                true => quiet = 0,
                false => {
                    quiet += 1;
                    step = (step + 1) % steps.len();
                }
            }
        }
        parts
    }

    /// The comparisons of the extended direct encounter, in order.
    fn encounter_steps(&self, boards: EncounterBoards) -> Vec<EncounterStep> {
        let count = self.boards as usize;
        let mut steps = vec![
            EncounterStep::Score(self.primary),
            EncounterStep::Score(self.primary.other()),
        ];
        if boards.board_count() {
            steps.push(EncounterStep::BoardCount);
        }
        match boards.boards() {
            Some(TeamTiebreakKind::TBR) => {
                steps.extend((0..count).map(|board| EncounterStep::Boards(board..board + 1)));
            }
            Some(_) => steps.extend((1..count).rev().map(|kept| EncounterStep::Boards(0..kept))),
            None => {}
        }
        steps
    }

    /// One comparison of the direct encounter among `part` (C.07 6): each team's points
    /// against the others of `part`, the average of its encounters with each (6.1.2),
    /// counting matches played (all of them with `/P` and in a round robin, 6.1.1). When
    /// some of a Swiss's teams have not met, a team ranks ahead only while its points
    /// exceed what each team after it could have scored in the missing encounters (6.3).
    /// The board comparisons apply between two teams only.
    fn encounter(
        &self,
        part: &[usize],
        step: &EncounterStep,
        forfeits_played: bool,
    ) -> Vec<Vec<usize>> {
        let boards_only = !matches!(step, EncounterStep::Score(_));
        if part.len() < 2 || (boards_only && part.len() != 2) {
            return vec![part.to_vec()];
        }
        let as_played = forfeits_played || self.round_robin;
        let points = |round: &TeamRoundRecord| -> Ratio {
            match step {
                EncounterStep::Score(score) => self.points(round, *score).into(),
                // Lower is better: the board count enters negated.
                EncounterStep::BoardCount => {
                    let count: Points = (1..)
                        .zip(&round.boards)
                        .map(|(board, &points)| times(points, board))
                        .sum();
                    (Points::ZERO - count).into()
                }
                EncounterStep::Boards(kept) => round.boards[kept.clone()]
                    .iter()
                    .copied()
                    .sum::<Points>()
                    .into(),
            }
        };
        let most = match step {
            EncounterStep::Score(score) => self.win(*score),
            _ => self.game_win,
        };
        let others = part.len() - 1;
        let mut met_all = true;
        let results: Vec<(usize, Ratio, Ratio)> = part
            .iter()
            .map(|&team| {
                let mut against: Vec<(usize, Ratio, i64)> = Vec::new();
                for round in &self.records[team] {
                    let Some(other) = round.opponent.map(|other| other as usize - 1) else {
                        continue;
                    };
                    if !part.contains(&other) || !(round.played || as_played) {
                        continue;
                    }
                    match against.iter_mut().find(|(o, _, _)| *o == other) {
                        Some((_, sum, count)) => {
                            *sum = *sum + points(round);
                            *count += 1;
                        }
                        None => against.push((other, points(round), 1)),
                    }
                }
                let scored: Ratio = against
                    .iter()
                    .map(|&(_, sum, count)| sum.divided_by(count))
                    .sum();
                let missing = others - against.len();
                if !self.round_robin && missing > 0 {
                    met_all = false;
                }
                let possible = scored + times(most, missing as u32).into();
                (team, scored, possible)
            })
            .collect();
        let mut order = results;
        order.sort_by(|a, b| b.1.cmp(&a.1).then(b.2.cmp(&a.2)).then(a.0.cmp(&b.0)));
        if met_all {
            let teams: Vec<usize> = order.iter().map(|&(team, _, _)| team).collect();
            let scored = |team: &usize| order.iter().find(|r| r.0 == *team).map(|r| r.1);
            return split_equal(&teams, scored);
        }
        let mut parts: Vec<Vec<usize>> = vec![vec![order[0].0]];
        for i in 1..order.len() {
            let best_after = order[i..].iter().map(|r| r.2).max().unwrap_or(Ratio::ZERO);
            let alone_so_far = parts.iter().all(|p| p.len() == 1);
            match alone_so_far && order[i - 1].1 > best_after {
                true => parts.push(vec![order[i].0]),
                false => parts.last_mut().expect("a part").push(order[i].0),
            }
        }
        parts
    }
}

/// One comparison of the extended direct encounter (C.07 13.3).
#[derive(Clone, Debug, PartialEq, Eq)]
enum EncounterStep {
    /// The points scored against the tied teams, on match or game points.
    Score(TeamScore),
    /// The board count of the encounters (12.1).
    BoardCount,
    /// The game points of the encounters on these boards (0-based; 12.2, 12.3).
    Boards(std::ops::Range<usize>),
}
