//! The FIDE Dubov system, C.04.4.1, in two editions: as approved in 1997, and as applied from
//! 1 February 2026 ([`PairingEdition::Rules2026`]). In both, within each score group the
//! players seeking White (in order of increasing ARO) meet the others, so that the average
//! rating of every player's opponents evens out.
//!
//! Edition 2026 ([`edition_2026`], [`brackets`], and the 2026 articles in `aro`, `colours`,
//! `bye` and `limitations`, each beside the 1997 article it replaces; `docs/dubov.md` lists
//! the changes article by article):
//! - 1.6 colour preferences (absolute, strong, mild; mild Black before the first game) in
//!   place of the due colour; 1.7 ARO in whole points, half up; 1.8 MaxT = 2 + [Rnds/5];
//! - [C1]-[C3] absolute (no rematch, no second bye after a win's points without playing,
//!   Basic Rules Art. 4; no two equal absolute preferences), [C4] completion;
//! - the bye before the brackets (3.1: lowest score, most games, largest TPN);
//! - brackets of residents and upfloaters, no downfloaters (1.3, 3.2.1-3.2.2 with the
//!   quality criteria [C5]-[C10] and the order of 4.2);
//! - G1 (White seekers) and G2, their re-composition (3.2.4, 4.3), S1 by ARO against the
//!   first legal transposition T2 (3.2.5-3.2.6, 4.4); colours by 5.2;
//! - the Baku acceleration (C.04.7): the pairing score in place of the score in every
//!   article (see [`crate::model::acceleration`]). The text of 1997 has none.
//!
//! The modules of 1997 follow its rule book:
//! - [`aro`]: article 1 (R, ARO) and article 9 (the published ARO list);
//! - `colours`: article 1 (due colour) and chapter 3 (colour allocation);
//! - `limitations`: chapter 2;
//! - `bye`: chapter 4; `first_round`: chapter 5;
//! - `standard`: chapter 6 (score groups, the two columns, improvements, floaters);
//! - `transfers`: chapter 7; `floaters`: chapter 8.
//!
//! Every module's doc comment states how it reads the text where the text leaves a choice.
//! Common to all of them:
//! - The limitations of chapter 2 are absolute. 2.1, 2.3, 2.4 and the arbiter's forbidden
//!   pairs decide which pairs are possible at all; 2.5 and 2.6 restrict the transfers of
//!   chapter 7, and 2.2 the bye. The pairing is built one pair at a time and every pair is
//!   checked with the matching oracle ([`crate::pairing::matching`]): a pair is only made if
//!   all players still unpaired can then be paired among themselves. Where the procedure of
//!   the text would paint itself into a corner, the first choice in the text's own order
//!   that does not is taken; if no pairing at all satisfies chapter 2, the engine returns
//!   [`PairingError::NoLegalPairing`]. A step the oracle promised to be possible that then
//!   finds nothing is a defect of the engine: [`PairingError::Internal`].
//! - Remaining ties (equal R, ARO and name) are broken by TPN, the initial order.
//! - Each board's explanation names the score group being paired, the articles that made
//!   the pair (6.2 row, 6.3 improvement, chapter 8 floater, ...), the transfers and floats
//!   of its players (7.1-7.4, 6.4), both due colours and the article that gave the colours.

pub mod aro;
mod brackets;
pub(crate) mod bye;
pub(crate) mod colours;
mod edition_2026;
mod first_round;
mod floaters;
mod limitations;
mod standard;
mod transfers;

use std::cmp::Ordering;

use crate::model::floats::{Float, FloatingPairings};
use crate::model::history::Competitor;
use crate::model::{Colour, PairingEdition, Points, Tpn};
use crate::pairing::matching::CompatibilityGraph;
use crate::pairing::{PairedBoard, PairingError, PairingRequest, RoundPairing};

pub use aro::{Aro, AroEntry, aro_entries, aro_list};
pub use colours::due_colour;

use colours::ColourReason;
use limitations::Limits;

/// Pairs one round with the Dubov system in the request's edition.
pub fn pair(request: &PairingRequest) -> Result<RoundPairing, PairingError> {
    if request.edition == PairingEdition::Rules2026 {
        return edition_2026::pair(request);
    }
    let field = Field::new(request);
    let (boards, bye) = if request.round <= 1 {
        first_round::pair(&field, request.initial_colour)?
    } else {
        standard::pair(&field)?
    };
    let boards = boards
        .into_iter()
        .map(|board| (board.white, board.black, board.explanation));
    Ok(round_pairing(boards, bye, |index| {
        field.entrants[index].tpn
    }))
}

/// The engine's answer from boards of (White, Black, explanation) and the bye, in player
/// indices that `tpn` turns into TPNs (both editions).
fn round_pairing(
    boards: impl Iterator<Item = (usize, usize, String)>,
    bye: Option<usize>,
    tpn: impl Fn(usize) -> Tpn,
) -> RoundPairing {
    RoundPairing {
        boards: boards
            .map(|(white, black, explanation)| PairedBoard {
                white: tpn(white),
                black: tpn(black),
                explanation,
            })
            .collect(),
        bye: bye.map(tpn),
    }
}

/// A player to be paired this round, with every value the articles look at.
#[derive(Clone, Debug)]
pub(crate) struct Entrant<'a> {
    pub competitor: &'a Competitor,
    pub tpn: Tpn,
    /// R (article 1).
    pub r: u16,
    pub aro: Aro,
    pub score: Points,
    /// Colours of the games played over the board, oldest first.
    pub colours: Vec<Colour>,
    /// Article 1.
    pub due: Option<Colour>,
    /// 2.5: rounds in which the player met an opponent with a higher score.
    pub upfloats: usize,
    /// 2.5: whether that happened in the previous round.
    pub upfloated_last_round: bool,
    /// 6.4: whether the player was, in an earlier round, a floater from a higher score group
    /// (paired with an opponent who had a lower score).
    pub was_floater: bool,
}

impl<'a> Entrant<'a> {
    fn new(competitor: &'a Competitor, players: &[Competitor]) -> Entrant<'a> {
        // 2.5 and 6.4 count the pairings made, played or forfeited (see `limitations`).
        let floats = || {
            competitor
                .history
                .iter()
                .map(|record| record.float(FloatingPairings::Made))
        };
        Entrant {
            competitor,
            tpn: competitor.tpn,
            r: aro::rating_of(competitor),
            aro: aro::aro_of(competitor, players),
            score: competitor.score,
            colours: competitor.colours().collect(),
            due: colours::due_colour(competitor),
            upfloats: floats().filter(|&float| float == Some(Float::Up)).count(),
            upfloated_last_round: floats().next_back() == Some(Some(Float::Up)),
            was_floater: floats().any(|float| float == Some(Float::Down)),
        }
    }

    fn name(&self) -> &str {
        &self.competitor.name
    }
}

/// The pairs [`Competitor::may_not_meet`] bars among the players of a round (met in a pairing
/// that counts as played, or forbidden by the arbiter), looked up by position: asking each
/// player's history for every other player costs a scan of the history per pair, 50
/// million scans for 10,000 players.
pub(crate) struct BarredPairs {
    /// For each player, the positions of those he may not meet, sorted.
    barred: Vec<Vec<usize>>,
}

impl BarredPairs {
    /// The barred pairs among `competitors` (positions are indices into it).
    pub(crate) fn new(competitors: &[&Competitor]) -> BarredPairs {
        let highest = competitors
            .iter()
            .map(|c| c.tpn as usize)
            .max()
            .unwrap_or(0);
        let mut position_of = vec![None; highest + 1];
        for (position, competitor) in competitors.iter().enumerate() {
            position_of[competitor.tpn as usize] = Some(position);
        }
        let barred = competitors
            .iter()
            .map(|competitor| {
                let mut others: Vec<usize> = competitor
                    .opponents()
                    .chain(competitor.forbidden.iter().copied())
                    .filter_map(|tpn| position_of.get(tpn as usize).copied().flatten())
                    .collect();
                others.sort_unstable();
                others.dedup();
                others
            })
            .collect();
        BarredPairs { barred }
    }

    /// Whether neither of the players at `a` and `b` (distinct) may not meet the other.
    pub(crate) fn allow(&self, a: usize, b: usize) -> bool {
        a != b
            && self.barred[a].binary_search(&b).is_err()
            && self.barred[b].binary_search(&a).is_err()
    }
}

/// The players to pair, the limitations of the round and the graph of pairs allowed by 2.1,
/// 2.3, 2.4 and the forbidden pairs (vertex i is `entrants[i]`).
pub(crate) struct Field<'a> {
    pub round: u32,
    pub limits: Limits,
    /// In TPN order.
    pub entrants: Vec<Entrant<'a>>,
    pub graph: CompatibilityGraph,
}

impl<'a> Field<'a> {
    fn new(request: &'a PairingRequest) -> Field<'a> {
        let limits = Limits::new(request.round, request.rounds_planned);
        let entrants: Vec<Entrant> = request
            .players_to_pair()
            .map(|competitor| Entrant::new(competitor, &request.players))
            .collect();
        let competitors: Vec<&Competitor> = entrants.iter().map(|e| e.competitor).collect();
        let barred = BarredPairs::new(&competitors);
        // 2.1 (and forbidden pairs), and 2.3 and 2.4 for some colour allocation.
        let graph = CompatibilityGraph::from_fn(entrants.len(), |a, b| {
            barred.allow(a, b) && limitations::colours_possible(&entrants[a], &entrants[b])
        });
        Field {
            round: request.round,
            limits,
            entrants,
            graph,
        }
    }

    fn legal(&self, a: usize, b: usize) -> bool {
        self.graph.has_edge(a, b)
    }

    /// A step that the matching oracle guaranteed found nothing: a defect of the engine,
    /// not a tournament without legal pairing.
    fn internal_error(&self, reason: impl Into<String>) -> PairingError {
        PairingError::Internal {
            round: self.round,
            reason: reason.into(),
        }
    }

    /// A board for the legal pair `a`-`b` with the colours of chapter 3 (`first_round`:
    /// colours already decided by article 5, `a` having White when the flag is set).
    fn board(&self, a: usize, b: usize, first_round: Option<bool>, how: &str) -> Board {
        let (a_white, reason) = match first_round {
            Some(a_white) => (a_white, ColourReason::FirstRound),
            None => colours::allocate(&self.entrants[a], &self.entrants[b]),
        };
        let (white, black) = if a_white { (a, b) } else { (b, a) };
        let due = |index: usize| match self.entrants[index].due {
            Some(Colour::White) => "due W",
            Some(Colour::Black) => "due B",
            None => "no due colour",
        };
        Board {
            white,
            black,
            explanation: format!(
                "{how}; {} ({}) - {} ({}); colours by {reason}",
                self.entrants[white].tpn,
                due(white),
                self.entrants[black].tpn,
                due(black),
            ),
        }
    }
}

/// One pair of the engine's answer, in entrant indices.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Board {
    white: usize,
    black: usize,
    explanation: String,
}

/// Alphabetical order of names, the last sort key the text names (6.2, 7.3, 7.4); the TPN
/// breaks a tie between equal names.
fn by_name(a: &Entrant, b: &Entrant) -> Ordering {
    a.name()
        .to_lowercase()
        .cmp(&b.name().to_lowercase())
        .then_with(|| a.name().cmp(b.name()))
        .then_with(|| a.tpn.cmp(&b.tpn))
}

#[cfg(test)]
pub(crate) mod testing {
    //! Players with a written history, for the unit tests of the articles.

    use crate::model::history::{Competitor, RoundKind, RoundRecord};
    use crate::model::{Colour, Points, Tpn};

    /// A player whose games are `games`: (opponent, colour `'W'`/`'B'`, own score before the
    /// round, opponent's score before, points scored).
    pub fn competitor(
        tpn: Tpn,
        rating: Option<u16>,
        games: &[(Tpn, char, i32, i32, i32)],
    ) -> Competitor {
        let history = games
            .iter()
            .map(|&(opponent, colour, own, theirs, points)| {
                let colour = if colour == 'W' {
                    Colour::White
                } else {
                    Colour::Black
                };
                RoundRecord {
                    kind: RoundKind::Played,
                    opponent: Some(opponent),
                    scheduled_colour: Some(colour),
                    colour: Some(colour),
                    points: Points::from_tenths(points),
                    score_before: Points::from_tenths(own),
                    opponent_score_before: Some(Points::from_tenths(theirs)),
                }
            })
            .collect::<Vec<_>>();
        competitor_with(tpn, rating, history)
    }

    /// A player named `P<tpn>` to pair, whose rounds are `history`.
    pub fn competitor_with(tpn: Tpn, rating: Option<u16>, history: Vec<RoundRecord>) -> Competitor {
        Competitor {
            tpn,
            name: format!("P{tpn}"),
            rating,
            title: None,
            score: history.iter().map(|r| r.points).sum(),
            to_pair: true,
            withdrawn: false,
            history,
            forbidden: Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::testing::competitor;
    use super::*;

    #[test]
    fn upfloats_are_rounds_against_a_higher_score() {
        // Round 2: met a player with more points (upfloat); round 3: with fewer (floated
        // down); round 4: an upfloat again, the last round.
        let c = competitor(
            5,
            Some(2000),
            &[
                (9, 'W', 0, 0, 10),
                (2, 'B', 10, 20, 0),
                (7, 'W', 10, 0, 10),
                (3, 'B', 20, 30, 5),
            ],
        );
        let e = Entrant::new(&c, &[]);
        assert_eq!(
            (e.upfloats, e.upfloated_last_round, e.was_floater),
            (2, true, true)
        );
        let fresh = competitor(6, Some(2000), &[(9, 'W', 0, 0, 10)]);
        let f = Entrant::new(&fresh, &[]);
        assert_eq!(
            (f.upfloats, f.upfloated_last_round, f.was_floater),
            (0, false, false)
        );
    }

    #[test]
    fn transfers_up_are_limited_by_2_5() {
        let up = |rounds: usize, last: bool| {
            let games: Vec<(Tpn, char, i32, i32, i32)> = (0..rounds)
                .map(|i| {
                    let upfloat = i % 2 == 1 || (last && i + 1 == rounds);
                    (
                        20 + i as Tpn,
                        if i % 2 == 0 { 'W' } else { 'B' },
                        10,
                        if upfloat { 20 } else { 10 },
                        5,
                    )
                })
                .collect();
            competitor(1, Some(2000), &games)
        };
        // Two upfloats (rounds 2 and 4), not in the last round played (5).
        let two = up(5, false);
        let e = Entrant::new(&two, &[]);
        assert_eq!((e.upfloats, e.upfloated_last_round), (2, false));
        assert!(Limits::new(6, 9).may_transfer_up(&e));
        // Three upfloats (2, 4, 6): the limit below 10 rounds, but not with 10 rounds.
        let three = up(7, false);
        let e = Entrant::new(&three, &[]);
        assert_eq!((e.upfloats, e.upfloated_last_round), (3, false));
        assert!(!Limits::new(8, 9).may_transfer_up(&e));
        assert!(Limits::new(8, 10).may_transfer_up(&e));
        // In the last round the limits do not apply.
        assert!(Limits::new(9, 9).may_transfer_up(&e));
        // Upfloat in the previous round: not twice running.
        let running = up(3, true);
        let e = Entrant::new(&running, &[]);
        assert_eq!((e.upfloats, e.upfloated_last_round), (2, true));
        assert!(!Limits::new(4, 10).may_transfer_up(&e));
    }
}
