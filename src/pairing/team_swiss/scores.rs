//! Definitions (Article 1) read off a team competition: the teams to pair with their
//! TPNs (1.1: the team numbers), scores (1.2), colours (1.6), floats (1.5) and what the
//! absolute criteria need to know (C1, C2).
//!
//! Readings:
//! - **Scores (1.2).** The pairing score is the primary score, plus the virtual match
//!   points of the Baku acceleration (C.04.7 1.4.4) when the competition is accelerated.
//!   C.04.7 1.5 puts the pairing score in the place of the score in the articles of the
//!   system accelerated, so it is the "score" of every article of C.04.6 that reads one:
//!   the scoregroups (1.3), the floaters (1.5), the bye (3.4.2), the upfloaters (3.5,
//!   C5), the first-team (4.2.1: "the higher primary score") and the match order. The
//!   secondary score (4.2.2) has no virtual points: the method gives match points only.
//! - **Played matches (1.6.1, C1, 3.4.3).** A match forfeited as a whole is not played
//!   (TRF-26 record 330): it gives no colour, does not count as played, and the two teams
//!   may be paired again (C.04.2 Art. 3.5). A match with some boards forfeited is played.
//! - **Floaters (1.5).** A team floated in the previous round when it played a match
//!   against a team whose pairing score, before that round, differed from its own. A
//!   bye or a forfeited match is no float.
//! - **C2.** A team that had the pairing-allocated bye or won a match by forfeit.
//! - **Withdrawn teams.** A team none of whose rostered players is still in the
//!   tournament is not paired (C.04.2 Art. 3.2).

use crate::model::acceleration::baku_schedule;
use crate::model::{
    Acceleration, Colour, Points, Side, SwissChoices, TeamCompetition, TeamNumber, TeamRoundRecord,
    TeamScore, Tournament, team_records,
};

/// A team to pair, as the articles of C.04.6 see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamEntrant {
    /// The TPN (1.1).
    pub number: TeamNumber,
    /// The pairing score: the primary score with the virtual points of an acceleration.
    pub score: Points,
    /// The secondary score (1.2), for 4.2.2.
    pub secondary: Points,
    /// The teams it may not meet: those it played (C1).
    pub met: Vec<TeamNumber>,
    /// Its colours in the matches it played (1.6.1), oldest first.
    pub colours: Vec<Colour>,
    /// Played the previous round against a team with another score (1.5).
    pub floated: bool,
    /// C2 allows it the pairing-allocated bye.
    pub may_receive_bye: bool,
}

/// Everything the engine needs to pair one round of a team Swiss.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamPairingRequest {
    pub round: u32,
    pub rounds_planned: u32,
    /// Drawn by lot before round 1 (4.1).
    pub initial_colour: Colour,
    pub choices: SwissChoices,
    /// The teams to pair this round, in any order.
    pub teams: Vec<TeamEntrant>,
}

impl TeamPairingRequest {
    /// The request for round `round` of `tournament`'s team competition, from the rounds
    /// before it, for the teams still in the tournament and not known to be absent (a
    /// bye asked for, C.04.2 3.3).
    pub fn for_round(
        tournament: &Tournament,
        teams: &TeamCompetition,
        round: u32,
    ) -> TeamPairingRequest {
        let to_pair = |number| teams.is_to_pair(tournament, number, round);
        TeamPairingRequest::for_teams(tournament, teams, round, to_pair)
    }

    /// [`TeamPairingRequest::for_round`] for the teams `to_pair` accepts.
    pub fn for_teams(
        tournament: &Tournament,
        teams: &TeamCompetition,
        round: u32,
        to_pair: impl Fn(TeamNumber) -> bool,
    ) -> TeamPairingRequest {
        let before = round.saturating_sub(1);
        let records = team_records(tournament, teams, before);
        let score_of = |record: &TeamRoundRecord, score: TeamScore| match score {
            TeamScore::MatchPoints => record.match_points.unwrap_or_default(),
            TeamScore::GamePoints => record.game_points,
        };
        let primary = teams.swiss.primary;
        // Pairing scores before each round, round 1 first: totals[team][r - 1].
        let pairing_scores: Vec<Vec<Points>> = teams
            .teams
            .iter()
            .zip(&records)
            .map(|(team, rounds)| {
                let mut total = Points::ZERO;
                let mut before_each = Vec::with_capacity(rounds.len() + 1);
                // The round after the last one recorded, for the pairing scores before it.
                let next = TeamRoundRecord::NOTHING;
                for (r, record) in (1..).zip(rounds.iter().chain([&next])) {
                    before_each.push(total + virtual_points(tournament, teams, team.number, r));
                    total += score_of(record, primary);
                }
                before_each
            })
            .collect();
        let entrants = teams
            .teams
            .iter()
            .zip(&records)
            .filter(|(team, _)| to_pair(team.number))
            .map(|(team, rounds)| {
                let index = team.number as usize - 1;
                let played = |record: &&TeamRoundRecord| record.played && record.opponent.is_some();
                let colours = (1..)
                    .zip(rounds)
                    .filter(|(_, record)| played(record))
                    .map(|(r, _)| colour_in(teams, r, team.number))
                    .collect();
                let floated = rounds.last().filter(played).is_some_and(|record| {
                    let opponent = record.opponent.expect("a played match") as usize - 1;
                    pairing_scores[index][before as usize - 1]
                        != pairing_scores[opponent][before as usize - 1]
                });
                TeamEntrant {
                    number: team.number,
                    score: pairing_scores[index][before as usize],
                    secondary: rounds.iter().map(|r| score_of(r, primary.other())).sum(),
                    met: rounds
                        .iter()
                        .filter(played)
                        .filter_map(|record| record.opponent)
                        .collect(),
                    colours,
                    floated,
                    may_receive_bye: !had_bye_or_forfeit_win(teams, before, team.number),
                }
            })
            .collect();
        TeamPairingRequest {
            round,
            rounds_planned: tournament.rounds_planned,
            initial_colour: tournament.initial_colour,
            choices: teams.swiss,
            teams: entrants,
        }
    }

    /// 1.7.2's "the last round".
    pub fn is_last_round(&self) -> bool {
        self.round >= self.rounds_planned
    }

    /// C7 and C10 apply "with the exception of the last two rounds".
    pub fn floats_matter(&self) -> bool {
        self.round + 2 <= self.rounds_planned
    }
}

/// Team `number`'s board-1 colour in round `round` (1.6.1), which it played.
fn colour_in(teams: &TeamCompetition, round: u32, number: TeamNumber) -> Colour {
    let first = teams.first_team_colour(1);
    let side = teams
        .round(round)
        .and_then(|r| r.match_of(number))
        .and_then(|(_, m)| m.side_of(number));
    match side {
        Some(Side::Second) => first.opposite(),
        _ => first,
    }
}

/// C2: team `number` had the pairing-allocated bye, or won a match by forfeit, in one
/// of the first `rounds` rounds.
fn had_bye_or_forfeit_win(teams: &TeamCompetition, rounds: u32, number: TeamNumber) -> bool {
    teams.rounds.iter().take(rounds as usize).any(|round| {
        round.bye == Some(number)
            || round.match_of(number).is_some_and(|(_, m)| {
                m.forfeit
                    .zip(m.side_of(number))
                    .is_some_and(|(forfeit, side)| forfeit.wins(side))
            })
    })
}

/// The Baku acceleration's virtual match points of team `number` when round `round` is
/// paired (C.04.7 1.4.4): the match points of a win in the first half (rounded up) of
/// the accelerated rounds, half of them in the rest, for the teams of group A, the
/// first half of the teams (TPN order) rounded up to an even number.
pub fn virtual_points(
    tournament: &Tournament,
    teams: &TeamCompetition,
    number: TeamNumber,
    round: u32,
) -> Points {
    if tournament.acceleration != Acceleration::Baku
        || number as usize > 2 * teams.teams.len().div_ceil(4)
    {
        return Points::ZERO;
    }
    baku_schedule(tournament.rounds_planned)
        .get(round as usize - 1)
        .map_or(Points::ZERO, |share| {
            Points::from_tenths(share.tenths() * teams.match_points.win.tenths() / 10)
        })
}
