//! The FIDE Burstein system, C.04.4.2 as applied from 1 February 2026
//! (`../shared/rules/current/burstein-c04042-2026.txt` holds the text found; `docs/burstein.md`
//! lists the readings and the comparison with bbpPairings).
//!
//! Where the articles live:
//!
//! | articles | module |
//! | --- | --- |
//! | 1.6 seeding rounds (paired by [`crate::pairing::dutch_2026`]), 1.2 scoregroups and brackets, [C1]-[C4], 3.1 the bye, the board order | this module |
//! | 1.7 opposition evaluation, 1.8 ranking order | [`index`] |
//! | 1.5 colour preferences, 5.2 colour allocation | [`colours`] |
//! | 2.3 [C5]-[C8], 3.2 pairing a bracket, 4 order of the pairings | [`bracket`] |
//!
//! The round, after the seeding rounds (1.6.2: half the rounds, rounded down, at most
//! four): the pairing-allocated bye first (3.1: it may be given ([C2]), leaves the others
//! pairable ([C4]), lowest score, most games played, lowest in the order of 1.8; the
//! Dubov system's Article 3.1 is the same but for that ranking, and its function is
//! used); then the scoregroups from the highest down, each forming a bracket with the
//! players left unpaired by the bracket above (1.2.2), paired by 3.2 and 4.
//!
//! Readings where the text found has gaps:
//! - [C1] (Basic Rules Art. 2): the players have not played each other over the board (a
//!   forfeit is no game), and no pair the arbiter forbade. [C3]: both have the same
//!   absolute colour preference (1.5.1, played games only).
//! - [C2] (Basic Rules Art. 4): no second pairing-allocated bye, nor a bye after a round
//!   that scored a win's points without a game.
//! - [C4] (2.2.1, not found) as in the other FIDE systems of 2026: the pairing of a
//!   bracket must leave every player still unpaired able to be paired by [C1] and [C3].
//!   When no pairing of all players does, the round is reported impossible (1.9, not
//!   found, leaves it to the Chief Arbiter).
//! - Scores are the points before the round, plus the virtual points of an acceleration
//!   (C.04.7: the pairing score), for the scoregroups, the bye, [C6]/[C7] and the board
//!   order (C.04.7 1.5); the Index leaves them out (1.7.2).
//! - The boards are listed as every Swiss system lists them
//!   ([`crate::pairing::board_order`]): the order of publication the text quotes from
//!   C.04.2.

mod bracket;
mod colours;
mod index;

use std::cmp::Reverse;

use crate::model::history::{Competitor, WinWithoutPlaying};
use crate::model::{Colour, Points, Tpn};
use crate::pairing::board_order::{BoardOrder, PairMember, board_order};
use crate::pairing::dubov::bye::{ByeCandidate, give_2026};
use crate::pairing::dubov::colours::Preference;
use crate::pairing::matching::{CompatibilityGraph, MatchingOracle};
use crate::pairing::{PairedBoard, PairingError, PairingRequest, RoundPairing, dutch_2026};

use bracket::BracketPairing;
use index::Index;

/// 1.6.2: the seeding rounds of a tournament of `rounds` rounds.
pub fn seeding_rounds(rounds: u32) -> u32 {
    (rounds / 2).min(4)
}

/// Pairs one round by C.04.4.2 (2026).
pub fn pair(request: &PairingRequest) -> Result<RoundPairing, PairingError> {
    let seeding = seeding_rounds(request.rounds_planned);
    if request.round <= seeding {
        return seeding_round(request, seeding);
    }
    let field = Field::new(request);
    let mut oracle = MatchingOracle::new(&field.graph);
    let candidates: Vec<ByeCandidate> = field
        .players
        .iter()
        .zip(&field.rank)
        .map(|(player, &rank)| ByeCandidate {
            eligible: player.may_receive_bye,
            score: Points::from_tenths(player.score),
            games: player.colours.len(),
            rank,
        })
        .collect();
    let bye = give_2026(&candidates, &mut oracle, field.round)?;
    let remaining: Vec<usize> = oracle.active().iter().collect();
    let mut boards = pair_brackets(&field, remaining)?;
    boards.sort_by_key(|(key, _)| *key);
    Ok(RoundPairing {
        boards: boards.into_iter().map(|(_, board)| board).collect(),
        bye: bye.map(|index| field.players[index].tpn),
    })
}

/// 1.6.1: a seeding round is paired by the Dutch system (of 2026, the edition in force
/// with this text).
fn seeding_round(request: &PairingRequest, seeding: u32) -> Result<RoundPairing, PairingError> {
    let mut pairing = dutch_2026::pair(request)?;
    for board in &mut pairing.boards {
        board.explanation = format!(
            "seeding round {} of {seeding} (1.6): paired by the Dutch system C.04.3\n{}",
            request.round, board.explanation
        );
    }
    Ok(pairing)
}

/// A player to pair this round, with every value the articles look at.
pub(crate) struct Player {
    pub tpn: Tpn,
    /// The pairing score in tenths: the points before the round and the virtual points.
    pub score: i32,
    /// The points before the round.
    pub real_score: Points,
    /// 1.7.
    pub index: Index,
    /// Colours of the games played over the board, oldest first.
    pub colours: Vec<Colour>,
    /// 1.5.
    pub preference: Option<Preference>,
    /// [C2], 3.1.1.
    pub may_receive_bye: bool,
}

/// The players to pair (in TPN order), their ranking (1.8) and the pairs [C1] and [C3]
/// allow (vertex i is `players[i]`).
pub(crate) struct Field {
    pub round: u32,
    pub initial_colour: Colour,
    pub players: Vec<Player>,
    /// Per player, the place in the order of 1.8 among all players to pair (0: first).
    pub rank: Vec<usize>,
    pub graph: CompatibilityGraph,
}

impl Field {
    fn new(request: &PairingRequest) -> Field {
        let draw = Points::from_tenths(request.round_maximum.tenths() / 2);
        let competitors: Vec<&Competitor> = request.players_to_pair().collect();
        let players: Vec<Player> = competitors
            .iter()
            .map(|competitor| {
                let colours: Vec<Colour> = competitor.colours().collect();
                let virtual_points = request.virtual_points.of(competitor.tpn, request.round);
                Player {
                    tpn: competitor.tpn,
                    score: (competitor.score + virtual_points).tenths(),
                    real_score: competitor.score,
                    index: index::index_of(competitor, &request.players, draw),
                    preference: colours::preference(&colours),
                    colours,
                    may_receive_bye: competitor
                        .may_receive_pairing_bye(WinWithoutPlaying::Scoring(request.round_maximum)),
                }
            })
            .collect();
        let graph = CompatibilityGraph::from_fn(players.len(), |a, b| {
            let (x, y) = (competitors[a], competitors[b]);
            let same_absolute = colours::is_absolute(players[a].preference)
                && colours::is_absolute(players[b].preference)
                && players[a].preference.map(|p| p.colour)
                    == players[b].preference.map(|p| p.colour);
            !x.may_not_meet(y.tpn) && !y.may_not_meet(x.tpn) && !same_absolute
        });
        let mut order: Vec<usize> = (0..players.len()).collect();
        order.sort_by(|&a, &b| {
            index::ranking(
                (players[a].index, players[a].tpn),
                (players[b].index, players[b].tpn),
            )
        });
        let mut rank = vec![0; players.len()];
        for (place, &player) in order.iter().enumerate() {
            rank[player] = place;
        }
        Field {
            round: request.round,
            initial_colour: request.initial_colour,
            players,
            rank,
            graph,
        }
    }

    /// A step that the matching guaranteed found nothing: a defect of the engine.
    fn internal_error(&self, reason: impl Into<String>) -> PairingError {
        PairingError::Internal {
            round: self.round,
            reason: reason.into(),
        }
    }
}

/// 1.2 and 3.2: the brackets from the highest scoregroup down, `remaining` being every
/// player to pair but the bye.
fn pair_brackets(
    field: &Field,
    mut remaining: Vec<usize>,
) -> Result<Vec<(BoardOrder, PairedBoard)>, PairingError> {
    remaining.sort_by_key(|&i| Reverse(field.players[i].score));
    let mut boards = Vec::new();
    let mut incoming: Vec<usize> = Vec::new();
    let mut number = 0;
    while !remaining.is_empty() {
        number += 1;
        let top = field.players[remaining[0]].score;
        let residents = remaining
            .iter()
            .take_while(|&&i| field.players[i].score == top)
            .count();
        let next_score = remaining.get(residents).map(|&i| field.players[i].score);
        let next = remaining[residents..]
            .iter()
            .take_while(|&&i| Some(field.players[i].score) == next_score)
            .count();
        let mut bracket: Vec<usize> = incoming
            .iter()
            .chain(&remaining[..residents])
            .copied()
            .collect();
        bracket.sort_by_key(|&i| field.rank[i]);
        let outcome = bracket::pair_bracket(
            field,
            &bracket,
            &remaining[residents..residents + next],
            &remaining[residents + next..],
        )?;
        boards.extend(describe(field, number, top, &bracket, &incoming, &outcome));
        remaining.drain(..residents);
        incoming = outcome.floaters;
    }
    if !incoming.is_empty() {
        return Err(field.internal_error("players floated out of the last bracket"));
    }
    Ok(boards)
}

/// The boards of one bracket with their explanations, article by article.
fn describe(
    field: &Field,
    number: usize,
    score: i32,
    bracket: &[usize],
    incoming: &[usize],
    outcome: &BracketPairing,
) -> Vec<(BoardOrder, PairedBoard)> {
    let points = |tenths: i32| Points::from_tenths(tenths).to_string();
    let bsn = |player: usize| {
        bracket
            .iter()
            .position(|&p| p == player)
            .map_or(0, |p| p + 1)
    };
    let mut floater_scores: Vec<i32> = outcome
        .floaters
        .iter()
        .map(|&p| field.players[p].score)
        .collect();
    floater_scores.sort_unstable_by(|a, b| b.cmp(a));
    let floaters = if floater_scores.is_empty() {
        "no outgoing floater".to_string()
    } else {
        format!(
            "{} outgoing floater(s) of score {} (C6, C7)",
            floater_scores.len(),
            floater_scores
                .iter()
                .map(|&s| points(s))
                .collect::<Vec<_>>()
                .join(", ")
        )
    };
    let summary = format!(
        "3.2.1: {} pair(s), {floaters}; C8: {} player(s) without their colour preference",
        outcome.pairs.len(),
        outcome.without_preference
    );
    outcome
        .pairs
        .iter()
        .map(|&(higher, lower)| {
            let (a, b) = (&field.players[higher], &field.players[lower]);
            fn side(p: &Player) -> colours::Side<'_> {
                colours::Side {
                    tpn: p.tpn,
                    colours: &p.colours,
                    preference: p.preference,
                }
            }
            let by_points_first = (Reverse(a.real_score), a.tpn) < (Reverse(b.real_score), b.tpn);
            let (colour, rule) =
                colours::allocate(&side(a), &side(b), by_points_first, field.initial_colour);
            let (white, black) = if colour == Colour::White {
                (a.tpn, b.tpn)
            } else {
                (b.tpn, a.tpn)
            };
            let incoming_count = if incoming.is_empty() {
                String::new()
            } else {
                format!(", {} incoming floater(s)", incoming.len())
            };
            let mut lines = vec![
                format!(
                    "bracket {number} (scoregroup {}{incoming_count}): BSN {} - BSN {} of {} (4.3: the first pairing best by C5-C8)",
                    points(score),
                    bsn(higher),
                    bsn(lower),
                    bracket.len()
                ),
                summary.clone(),
                format!(
                    "Index (1.7, 1.8): {}: {}; {}: {}",
                    a.tpn, a.index, b.tpn, b.index
                ),
            ];
            for (player, index) in [(a, higher), (b, lower)] {
                if incoming.contains(&index) {
                    lines.push(format!(
                        "{} floated in from scoregroup {} (1.2.2)",
                        player.tpn,
                        points(player.score)
                    ));
                }
                if player.score != player.real_score.tenths() {
                    lines.push(format!(
                        "{} has {} virtual point(s) of acceleration: pairing score {}, score {} (C.04.7)",
                        player.tpn,
                        points(player.score - player.real_score.tenths()),
                        points(player.score),
                        player.real_score
                    ));
                }
            }
            let describe_preference = |p: &Player| {
                p.preference
                    .map_or("no colour preference (1.5.4)".to_string(), |pref| {
                        format!("{pref} (1.5)")
                    })
            };
            lines.push(format!(
                "colours: {} {}, {} {}; {rule}",
                a.tpn,
                describe_preference(a),
                b.tpn,
                describe_preference(b)
            ));
            let seat = |p: &Player| PairMember {
                score: Points::from_tenths(p.score),
                rank: p.tpn as usize,
            };
            let key = board_order(seat(a), seat(b));
            (
                key,
                PairedBoard {
                    white,
                    black,
                    explanation: lines.join("\n"),
                },
            )
        })
        .collect()
}
