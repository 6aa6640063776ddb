//! The Dubov system as applied from 1 February 2026 (C.04.4.1, approved by the Council on
//! 28/10/2025): the players and the round, Articles 1, 2.1 and 3.1; the brackets of
//! Article 3.2 are paired in [`super::brackets`].
//!
//! The round: the pairing-allocated bye first (3.1, [`super::bye::give_2026`]); then the
//! scoregroups from the highest down, each scoregroup's players still unpaired (its
//! residents, 1.3.2) forming a bracket with the upfloaters chosen for it (3.2.1-3.2.2);
//! the bracket is paired by G1/G2 (3.2.3-3.2.6). There are no downfloaters: every resident
//! is paired in his own bracket.
//!
//! Readings where the text found so far has gaps (`../shared/rules/current/dubov-c04041-2026.txt`):
//! - [C4] (2.2.1, not found) is read as in the other FIDE systems of 2026: the pairing of a
//!   bracket must leave every player still unpaired able to be paired by [C1] and [C3]. The
//!   round is impossible only when no pairing of all players keeps [C1] and [C3]; the
//!   engine then reports it (1.9, not found, leaves the decision to the Chief Arbiter).
//! - [C1]: the players have not played each other over the board (a forfeit is no game,
//!   C.04.1 Art. 2), and no pair the arbiter forbade. [C3] counts played games only.
//! - Scores are the points before the round (with the virtual points of an accelerated
//!   tournament: the pairing score, C.04.7 1.5, see [`crate::model::acceleration`]).
//!   Upfloats (1.8, C8-C10) are the rounds in which the player played a game against an
//!   opponent with more points (pairing scores of that round): a forfeited pairing is no
//!   game, so it is no upfloat (as Dutch 2026 1.4.2 counts floats).
//! - The boards are listed as every Swiss system lists them
//!   ([`crate::pairing::board_order`], C.04.2 Art. 3.6; the Dubov text found has no
//!   article on it), by the pairing scores.

use std::cmp::Reverse;

use crate::model::floats::{Float, FloatingPairings};
use crate::model::history::{Competitor, WinWithoutPlaying};
use crate::model::{Colour, Points, Tpn};
use crate::pairing::board_order::{PairMember, board_order};
use crate::pairing::matching::{CompatibilityGraph, MatchingOracle};
use crate::pairing::{PairingError, PairingRequest, RoundPairing};

use super::BarredPairs;
use super::aro::whole_aro_of;
use super::brackets;
use super::bye::{ByeCandidate, give_2026};
use super::colours::{ColourFacts, Preference, Strength, allocate_2026, preference_2026};
use super::limitations::maximum_upfloats;

/// Pairs one round with the Dubov system of 2026.
pub fn pair(request: &PairingRequest) -> Result<RoundPairing, PairingError> {
    let field = Field::new(request);
    let mut oracle = MatchingOracle::new(&field.graph);
    let candidates: Vec<ByeCandidate> = field
        .players
        .iter()
        .map(|player| ByeCandidate {
            eligible: player.may_receive_bye,
            score: player.score,
            games: player.colours.len(),
            rank: player.tpn as usize,
        })
        .collect();
    let bye = give_2026(&candidates, &mut oracle, field.round)?;
    let mut remaining: Vec<usize> = oracle.active().iter().collect();
    let mut boards = Vec::new();
    let mut number = 0;
    while let Some(top) = remaining.iter().map(|&i| field.players[i].score).max() {
        number += 1;
        let (residents, lower): (Vec<usize>, Vec<usize>) = remaining
            .iter()
            .partition(|&&i| field.players[i].score == top);
        let chosen = brackets::choose_upfloaters(&field, &residents, &lower)?;
        let label = format!("bracket {number} (scoregroup {top})");
        boards.extend(brackets::pair_bracket(&field, &label, &residents, &chosen)?);
        let mut paired = vec![false; field.players.len()];
        for &player in residents.iter().chain(&chosen.players) {
            paired[player] = true;
        }
        remaining.retain(|&i| !paired[i]);
    }
    let seat = |index: usize| PairMember {
        score: field.players[index].score,
        rank: field.players[index].tpn as usize,
    };
    boards.sort_by_key(|board| board_order(seat(board.white), seat(board.black)));
    let boards = boards
        .into_iter()
        .map(|board| (board.white, board.black, board.explanation));
    Ok(super::round_pairing(boards, bye, |index| {
        field.players[index].tpn
    }))
}

/// A player to pair this round, with every value the articles of 2026 look at.
#[derive(Clone, Debug)]
pub(crate) struct Player {
    pub tpn: Tpn,
    /// The pairing score: the points before the round and the virtual points of the
    /// acceleration, if any.
    pub score: Points,
    /// 1.7.
    pub aro: u32,
    /// Colours of the games played over the board, oldest first.
    pub colours: Vec<Colour>,
    /// 1.6.
    pub preference: Preference,
    /// 1.8: rounds in which the player upfloated.
    pub upfloats: usize,
    /// C10: whether the previous round was one of them.
    pub upfloated_last_round: bool,
    /// 3.1.1, [C2].
    pub may_receive_bye: bool,
}

impl Player {
    /// The player as round `round` sees him, his pairing score the score and the
    /// acceleration's virtual points (C.04.7 1.5, read in [`crate::model::acceleration`]).
    fn new(competitor: &Competitor, request: &PairingRequest) -> Player {
        let floats = || {
            competitor
                .history
                .iter()
                .enumerate()
                .map(|(index, record)| {
                    let round = index as u32 + 1;
                    record.accelerated_float(FloatingPairings::Played, competitor.tpn, |tpn| {
                        request.virtual_points.of(tpn, round)
                    })
                })
        };
        let colours: Vec<Colour> = competitor.colours().collect();
        Player {
            tpn: competitor.tpn,
            score: competitor.score + request.virtual_points.of(competitor.tpn, request.round),
            aro: whole_aro_of(competitor, &request.players),
            preference: preference_2026(&colours),
            colours,
            upfloats: floats().filter(|&float| float == Some(Float::Up)).count(),
            upfloated_last_round: floats().next_back() == Some(Some(Float::Up)),
            may_receive_bye: competitor
                .may_receive_pairing_bye(WinWithoutPlaying::Scoring(request.round_maximum)),
        }
    }

    /// Whether the player has yet to play a game (3.2.3, 5.2.1).
    pub fn unplayed(&self) -> bool {
        self.colours.is_empty()
    }

    pub fn colour_facts(&self) -> ColourFacts<'_> {
        ColourFacts {
            tpn: self.tpn,
            colours: &self.colours,
            preference: self.preference,
        }
    }
}

/// The players to pair and the criteria of the round (vertex i is `players[i]`).
pub(crate) struct Field {
    pub round: u32,
    /// C8-C10 do not apply in the last round.
    pub last_round: bool,
    /// 1.8.2.
    pub max_upfloats: usize,
    pub initial_colour: Colour,
    /// In TPN order.
    pub players: Vec<Player>,
    /// The pairs [C1] and [C3] allow.
    pub graph: CompatibilityGraph,
}

impl Field {
    fn new(request: &PairingRequest) -> Field {
        let players: Vec<Player> = request
            .players_to_pair()
            .map(|competitor| Player::new(competitor, request))
            .collect();
        let competitors: Vec<&Competitor> = request.players_to_pair().collect();
        let barred = BarredPairs::new(&competitors);
        let graph = CompatibilityGraph::from_fn(players.len(), |a, b| {
            barred.allow(a, b) && !same_absolute_preference(&players[a], &players[b])
        });
        Field {
            round: request.round,
            last_round: request.is_last_round(),
            max_upfloats: maximum_upfloats(request.rounds_planned),
            initial_colour: request.initial_colour,
            players,
            graph,
        }
    }

    /// The pair ordered higher ranked first (5.2.1: more points, then the smaller TPN).
    pub fn ranked(&self, a: usize, b: usize) -> (usize, usize) {
        let key = |i: usize| (Reverse(self.players[i].score), self.players[i].tpn);
        if key(a) <= key(b) { (a, b) } else { (b, a) }
    }

    /// Article 5.2: White and Black of the pair `a`-`b`, and the article that decided.
    pub fn colours(&self, a: usize, b: usize) -> (usize, usize, String) {
        let (higher, lower) = self.ranked(a, b);
        let (colour, rule) = allocate_2026(
            &self.players[higher].colour_facts(),
            &self.players[lower].colour_facts(),
            self.initial_colour,
        );
        let (white, black) = if colour == Colour::White {
            (higher, lower)
        } else {
            (lower, higher)
        };
        (white, black, rule.to_string())
    }

    pub fn internal_error(&self, reason: impl Into<String>) -> PairingError {
        PairingError::Internal {
            round: self.round,
            reason: reason.into(),
        }
    }
}

/// [C3] (2.1.3): both players have the same absolute colour preference.
fn same_absolute_preference(a: &Player, b: &Player) -> bool {
    a.preference.strength == Strength::Absolute
        && b.preference.strength == Strength::Absolute
        && a.preference.colour == b.preference.colour
}

/// One pair of the engine's answer, in player indices.
pub(crate) struct Board {
    pub white: usize,
    pub black: usize,
    pub explanation: String,
}
