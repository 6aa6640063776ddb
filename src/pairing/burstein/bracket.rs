//! Articles 2.3 (quality criteria [C5]-[C8]), 3.2 (pairing a bracket) and 4 (the order of
//! the pairings), on the one weighted matching solver.
//!
//! A bracket (1.2.2) is its incoming floaters and the residents of its scoregroup, tagged
//! with BSNs in the order of 1.8 (4.1). Every player still to pair is a vertex of one
//! weighted matching, every pair [C1] and [C3] allow an edge, whose weight holds, from the
//! most significant field down:
//! - [C4] completion: every pair counts one, so a best matching pairs everybody;
//! - [C5] (3.2.1): one for a pair of two bracket players (the most pairs, the fewest
//!   outgoing floaters);
//! - [C6]: for a pair of two bracket players, a weight per player that grows with his
//!   score faster than all lower scores together can: the outgoing floaters' scores,
//!   taken in descending order, are the lowest possible;
//! - [C7]: the following bracket (these outgoing floaters and the next scoregroup) as
//!   [C5] and [C6] would judge it: one for each of its pairs (a floater with a player of
//!   the next scoregroup, or two of them), then the scores of the players it pairs;
//! - [C8]: one for a pair of the bracket whose colour preferences do not clash (1.5);
//! - the order of Article 4, below the criteria: 3.2.2 takes the first pairing, in that
//!   order, among the best by [C5]-[C8]. BSN 1 first, each player not yet paired gets the
//!   opponent with the largest BSN that a best pairing allows, else floats (the virtual
//!   player of BSN 0, 4.2, comes last). The opponent is read from a matching in which the
//!   player's pairs gain the opponent's BSN in a field of their own; a last field, the
//!   square of the BSN difference of every pair of the bracket, leans every matching
//!   towards that order (1-n, 2-(n-1), ...), so that most players find their opponent
//!   already in the matching and no new one is needed.
//!
//! Only the bracket and the next scoregroup (the window, the first vertices) carry weight
//! beyond [C4]. So the matching is computed on the window alone, without the [C4] field,
//! and taken when the players it leaves unpaired can all be paired with everyone below (a
//! cardinality matching): every complete pairing has the same [C4] total, and none does
//! better inside the window. When they cannot, the bracket is matched whole (as the Dutch
//! engine of 2026 does, [`crate::pairing::dutch_2026`]).
//!
//! Readings:
//! - [C7] looks one bracket ahead, as the Dutch system's C8 of 2026 it now mirrors: the
//!   following bracket is judged by its pairs and its outgoing floaters' scores; whether
//!   those floaters can be paired further down is [C4]'s business.
//! - [C8] counts the players of the bracket's pairs: a pair of two players whose
//!   preferences are for the same colour leaves one of them without it; a player
//!   without a preference (1.5.4) never does.
//! - A floater's "score" in [C6] and [C7] is the pairing score (with the virtual points
//!   of an acceleration, C.04.7).

use crate::pairing::PairingError;
use crate::pairing::matching::{
    CompatibilityGraph, PairsAmong, PricedMatching, VertexSet, WarmStart, Wide,
    has_perfect_matching_within, maximum_weight_matching_priced_within,
    maximum_weight_matching_proven,
};

use super::Field;
use super::colours::preferences_clash;

/// What a bracket's pairing is: its pairs (BSN order, the higher ranked first) and its
/// outgoing floaters, with the criteria as they came out.
pub(super) struct BracketPairing {
    pub pairs: Vec<(usize, usize)>,
    pub floaters: Vec<usize>,
    /// [C8]: players of the bracket without their colour preference.
    pub without_preference: usize,
}

/// What a player is to a bracket's matching.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Role {
    /// A player of the bracket, with his BSN less one.
    Bracket(usize),
    /// A resident of the next scoregroup.
    Next,
    /// Anybody below.
    Lower,
}

/// What the procedure has settled of a bracket player.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Settled {
    Open,
    /// Paired with this vertex.
    Pair(usize),
    /// An outgoing floater.
    Floats,
}

/// The bit position of each field of the weight (see the module documentation).
struct Layout {
    order: u32,
    nudge: u32,
    c8: u32,
    c7_scores: u32,
    c7_pairs: u32,
    c6: u32,
    c5: u32,
    c4: u32,
    total: u32,
    /// Bits per score level in [C6] and [C7].
    bracket_level_bits: u32,
    next_level_bits: u32,
}

/// Bits needed to write `value`.
fn bits_for(value: usize) -> u32 {
    usize::BITS - value.leading_zeros()
}

impl Layout {
    fn new(vertices: usize, bracket: usize, window: usize, levels: (usize, usize)) -> Layout {
        let bracket_level_bits = bits_for(bracket);
        let next_level_bits = bits_for(window);
        let widths = [
            bits_for(bracket.pow(3)),
            bits_for(bracket) + 1,
            bits_for(bracket),
            levels.1 as u32 * next_level_bits + 1,
            bits_for(window),
            levels.0 as u32 * bracket_level_bits + 1,
            bits_for(bracket),
            bits_for(vertices),
        ];
        let mut at = [0; 9];
        for (i, width) in widths.iter().enumerate() {
            at[i + 1] = at[i] + width;
        }
        Layout {
            order: at[0],
            nudge: at[1],
            c8: at[2],
            c7_scores: at[3],
            c7_pairs: at[4],
            c6: at[5],
            c5: at[6],
            c4: at[7],
            total: at[8],
            bracket_level_bits,
            next_level_bits,
        }
    }
}

/// One bracket's matching: the vertices (players still to pair, the bracket's first, in
/// BSN order), their roles and what is settled.
struct Problem<'a> {
    field: &'a Field,
    vertices: Vec<usize>,
    roles: Vec<Role>,
    /// Per vertex: its score's level among the bracket's scores (C6) and among the
    /// following bracket's (C7), lowest 0.
    bracket_level: Vec<usize>,
    next_level: Vec<usize>,
    /// Per bracket vertex.
    settled: Vec<Settled>,
    /// The bracket vertex whose pairs gain their opponent's BSN.
    nudged: Option<usize>,
    layout: Layout,
    /// The bracket and the next scoregroup: the first vertices, the matching's alone
    /// while its unpaired players can be completed with everyone below.
    window: usize,
    window_only: bool,
    /// The pairs a best matching by [C4]-[C8] of the vertices can hold (the others are
    /// in none), once known: the only ones the matchings that settle players weigh.
    tight: Option<CompatibilityGraph>,
}

impl<'a> Problem<'a> {
    /// The matching of `bracket` (in 1.8 order) with the next scoregroup `next` and
    /// everybody `lower`, nothing settled, the window alone.
    fn new(field: &'a Field, bracket: &[usize], next: &[usize], lower: &[usize]) -> Self {
        let vertices: Vec<usize> = bracket.iter().chain(next).chain(lower).copied().collect();
        let window = bracket.len() + next.len();
        let roles: Vec<Role> = (0..vertices.len())
            .map(|v| match v {
                _ if v < bracket.len() => Role::Bracket(v),
                _ if v < window => Role::Next,
                _ => Role::Lower,
            })
            .collect();
        let (bracket_levels, mut bracket_level) = levels(field, bracket);
        let (next_levels, mut next_level) = levels(field, &vertices[..window]);
        bracket_level.resize(vertices.len(), 0);
        next_level.resize(vertices.len(), 0);
        let layout = Layout::new(
            vertices.len(),
            bracket.len(),
            window,
            (bracket_levels, next_levels),
        );
        Problem {
            field,
            vertices,
            roles,
            bracket_level,
            next_level,
            settled: vec![Settled::Open; bracket.len()],
            nudged: None,
            layout,
            window,
            window_only: true,
            tight: None,
        }
    }
}

impl Problem<'_> {
    fn legal(&self, a: usize, b: usize) -> bool {
        self.field
            .graph
            .has_edge(self.vertices[a], self.vertices[b])
    }

    fn settled(&self, vertex: usize) -> Settled {
        self.settled.get(vertex).copied().unwrap_or(Settled::Open)
    }

    /// The weight of the pair `a`-`b` (zero: not allowed): its [`Self::criteria`] and, for
    /// a pair of the bracket, the fields of the order of Article 4.
    fn weight<const N: usize>(&self, a: usize, b: usize) -> Wide<N> {
        let mut weight = self.criteria::<N>(a, b);
        if let (Role::Bracket(x), Role::Bracket(y)) = (self.roles[a], self.roles[b])
            && !weight.is_zero()
        {
            let layout = &self.layout;
            if self.nudged == Some(a) {
                weight.add_shifted(y as u64 + 1, layout.nudge);
            } else if self.nudged == Some(b) {
                weight.add_shifted(x as u64 + 1, layout.nudge);
            }
            let distance = x.abs_diff(y) as u64;
            weight.add_shifted(distance * distance, layout.order);
        }
        weight
    }

    /// The fields [C4]-[C8] of the weight of the pair `a`-`b` (zero: not allowed).
    fn criteria<const N: usize>(&self, a: usize, b: usize) -> Wide<N> {
        if !self.legal(a, b) {
            return Wide::ZERO;
        }
        for (x, y) in [(a, b), (b, a)] {
            match (self.settled(x), self.roles[y]) {
                (Settled::Pair(mate), _) if mate != y => return Wide::ZERO,
                (Settled::Floats, Role::Bracket(_)) => return Wide::ZERO,
                _ => {}
            }
        }
        let layout = &self.layout;
        let mut weight = Wide::ZERO;
        if !self.window_only {
            weight.add_shifted(1, layout.c4);
        }
        match (self.roles[a], self.roles[b]) {
            (Role::Bracket(_), Role::Bracket(_)) => {
                weight.add_shifted(1, layout.c5);
                for v in [a, b] {
                    let level = self.bracket_level[v] as u32;
                    weight.add_shifted(1, layout.c6 + level * layout.bracket_level_bits);
                }
                let (pa, pb) = (
                    self.field.players[self.vertices[a]].preference,
                    self.field.players[self.vertices[b]].preference,
                );
                if !preferences_clash(pa, pb) {
                    weight.add_shifted(1, layout.c8);
                }
            }
            (Role::Bracket(_) | Role::Next, Role::Next) | (Role::Next, Role::Bracket(_)) => {
                weight.add_shifted(1, layout.c7_pairs);
                for v in [a, b] {
                    let level = self.next_level[v] as u32;
                    weight.add_shifted(1, layout.c7_scores + level * layout.next_level_bits);
                }
            }
            _ => {}
        }
        weight
    }

    /// The vertices of the matching: the window, or everybody.
    fn count(&self) -> usize {
        if self.window_only {
            self.window
        } else {
            self.vertices.len()
        }
    }

    /// Whether the players `matching` leaves unpaired can all be paired ([C4]): in the
    /// window, with everybody below.
    fn completes<const N: usize>(&self, matching: &PricedMatching<Wide<N>>) -> bool {
        let unpaired = (0..self.vertices.len())
            .filter(|&v| matching.mates.get(v).is_none_or(Option::is_none))
            .map(|v| self.vertices[v]);
        let set = VertexSet::from_vertices(self.field.players.len(), unpaired);
        has_perfect_matching_within(&self.field.graph, &set)
    }

    /// A best matching: of the window when the rest completes it, else of everybody.
    fn best<const N: usize>(
        &mut self,
        previous: Option<&PricedMatching<Wide<N>>>,
    ) -> PricedMatching<Wide<N>> {
        if self.window_only {
            let matching = self.solve(previous);
            if self.completes(&matching) {
                return matching;
            }
            self.window_only = false;
            self.tight = None;
            return self.solve(None);
        }
        self.solve(previous)
    }

    fn solve<const N: usize>(
        &self,
        previous: Option<&PricedMatching<Wide<N>>>,
    ) -> PricedMatching<Wide<N>> {
        let count = self.count();
        let start = previous.map(|matching| WarmStart {
            duals: matching.duals.iter().copied().map(Some).collect(),
            mates: matching.mates.clone(),
            uncovered: Some((0..count).map(|v| Some(v) == self.nudged).collect()),
        });
        let candidates = previous.map_or_else(Vec::new, |m| m.subgraph.clone());
        let Some(tight) = &self.tight else {
            return maximum_weight_matching_priced_within(
                count,
                &|a, b| self.weight::<N>(a, b),
                None,
                candidates,
                start.as_ref(),
            );
        };
        // Pricing reads only the tight pairs among the vertices whose duals fell.
        let pairs_among = |listed: &[usize], visit: &mut dyn FnMut(usize, &[usize])| {
            let mut later = VertexSet::from_vertices(count, listed.iter().copied());
            let mut others = Vec::new();
            for (at, &v) in listed.iter().enumerate() {
                later.remove(v);
                others.clear();
                others.extend(later.intersection_with_words(tight.row(v)).iter());
                visit(at, &others);
            }
        };
        maximum_weight_matching_priced_within(
            count,
            &|a, b| {
                if tight.has_edge(a, b) {
                    self.weight::<N>(a, b)
                } else {
                    Wide::ZERO
                }
            },
            Some(&pairs_among as &PairsAmong),
            candidates,
            start.as_ref(),
        )
    }

    /// The pairs a best matching by [C4]-[C8] can hold, from `matching`, one of them: those
    /// the duals proving the best by [C4]-[C8] alone cover exactly (complementary
    /// slackness).
    fn tight_pairs<const N: usize>(
        &self,
        matching: &PricedMatching<Wide<N>>,
    ) -> CompatibilityGraph {
        // The matching's duals cover the order's fields too, so every pair.
        let start = WarmStart {
            duals: matching.duals.iter().copied().map(Some).collect(),
            mates: matching.mates.clone(),
            uncovered: Some(vec![false; self.count()]),
        };
        let (_, duals) = maximum_weight_matching_proven(
            self.count(),
            |a, b| self.criteria::<N>(a, b),
            matching.subgraph.clone(),
            Some(&start),
        );
        CompatibilityGraph::from_fn(self.count(), |a, b| {
            let weight = self.criteria::<N>(a, b);
            !weight.is_zero() && duals.is_tight(a, b, weight)
        })
    }

    /// 3.2.2 with Article 4: settles every bracket player in BSN order. A player's first
    /// possible opponent is the one of largest BSN still open whose pair is tight; when the
    /// matching in hand does not give him that one, a matching of the tight pairs with his
    /// nudged gives the first a best pairing allows.
    fn settle<const N: usize>(&mut self) -> Result<(), PairingError> {
        let size = self.settled.len();
        let mut matching = self.best::<N>(None);
        if !self.window_only && matching.mates.iter().any(Option::is_none) {
            return Err(self
                .field
                .internal_error("the players left cannot all be paired"));
        }
        self.tight = Some(self.tight_pairs(&matching));
        for player in 0..size {
            if self.settled[player] != Settled::Open {
                continue;
            }
            let tight = self.tight.as_ref().expect("the tight pairs, known");
            let first = (player + 1..size).rev().find(|&other| {
                self.settled[other] == Settled::Open
                    && tight.has_edge(player, other)
                    && !self.criteria::<N>(player, other).is_zero()
            });
            let mate = matching.mates[player];
            let first_in_order = match first {
                Some(other) => mate == Some(other),
                None => mate.is_none_or(|m| m >= size),
            };
            if !first_in_order {
                self.nudged = Some(player);
                matching = self.best::<N>(Some(&matching));
                self.nudged = None;
                if self.tight.is_none() {
                    self.tight = Some(self.tight_pairs(&matching));
                }
            }
            match matching.mates[player] {
                Some(other) if other < size => {
                    self.settled[player] = Settled::Pair(other);
                    self.settled[other] = Settled::Pair(player);
                }
                // Paired below, or (in the window) left to be.
                _ => self.settled[player] = Settled::Floats,
            }
        }
        Ok(())
    }
}

/// Distinct scores of `players` lowest first, and each player's level among them.
fn levels(field: &Field, players: &[usize]) -> (usize, Vec<usize>) {
    let mut scores: Vec<i32> = players.iter().map(|&p| field.players[p].score).collect();
    scores.sort_unstable();
    scores.dedup();
    let level = players
        .iter()
        .map(|&p| {
            scores
                .binary_search(&field.players[p].score)
                .expect("a score of these players")
        })
        .collect();
    (scores.len(), level)
}

/// 3.2: pairs `bracket` (in 1.8 order) given the next scoregroup `next` and everybody
/// `lower`.
pub(super) fn pair_bracket(
    field: &Field,
    bracket: &[usize],
    next: &[usize],
    lower: &[usize],
) -> Result<BracketPairing, PairingError> {
    let mut problem = Problem::new(field, bracket, next, lower);
    match problem.layout.total.div_ceil(64) {
        0..=2 => problem.settle::<2>()?,
        3..=4 => problem.settle::<4>()?,
        5..=8 => problem.settle::<8>()?,
        9..=32 => problem.settle::<32>()?,
        _ => problem.settle::<128>()?,
    }
    let mut pairs = Vec::new();
    let mut floaters = Vec::new();
    for (position, settled) in problem.settled.iter().enumerate() {
        match *settled {
            Settled::Pair(other) if position < other => {
                pairs.push((bracket[position], bracket[other]));
            }
            Settled::Floats => floaters.push(bracket[position]),
            _ => {}
        }
    }
    let without_preference = pairs
        .iter()
        .filter(|&&(a, b)| {
            preferences_clash(field.players[a].preference, field.players[b].preference)
        })
        .count();
    Ok(BracketPairing {
        pairs,
        floaters,
        without_preference,
    })
}

#[cfg(test)]
mod tests {
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::model::{Colour, Points};
    use crate::pairing::burstein::Player;
    use crate::pairing::burstein::index::Index;
    use crate::pairing::dubov::colours::{Preference, Strength};
    use crate::pairing::matching::{CompatibilityGraph, has_perfect_matching};

    /// Every matching of the vertices `free` along the pairs `allowed`, each vertex paired
    /// or not, as mate tables added to `found`.
    fn every_matching(
        free: &[usize],
        allowed: &dyn Fn(usize, usize) -> bool,
        mates: &mut Vec<Option<usize>>,
        found: &mut Vec<Vec<Option<usize>>>,
    ) {
        let Some((&first, rest)) = free.split_first() else {
            found.push(mates.clone());
            return;
        };
        every_matching(rest, allowed, mates, found);
        for (i, &other) in rest.iter().enumerate() {
            if allowed(first, other) {
                let others: Vec<usize> = rest[..i].iter().chain(&rest[i + 1..]).copied().collect();
                mates[first] = Some(other);
                mates[other] = Some(first);
                every_matching(&others, allowed, mates, found);
                mates[first] = None;
                mates[other] = None;
            }
        }
    }

    /// The text's definition, by brute force: among every pairing of everybody that is
    /// best by [C4]-[C8], the first in the order of Article 4 (BSN 1's opponent the
    /// largest, then BSN 2's, ..., a floater's opponent BSN 0).
    fn by_definition(
        field: &Field,
        bracket: &[usize],
        next: &[usize],
        lower: &[usize],
    ) -> (Vec<(usize, usize)>, Vec<usize>) {
        let mut problem = Problem::new(field, bracket, next, lower);
        problem.window_only = false;
        let count = problem.vertices.len();
        let mut found = Vec::new();
        let vertices: Vec<usize> = (0..count).collect();
        let allowed = |a: usize, b: usize| !problem.criteria::<4>(a, b).is_zero();
        every_matching(&vertices, &allowed, &mut vec![None; count], &mut found);
        let size = bracket.len();
        let best = found
            .iter()
            .max_by_key(|mates| {
                let criteria = (0..count)
                    .filter_map(|v| {
                        mates[v]
                            .filter(|&m| m > v)
                            .map(|m| problem.criteria::<4>(v, m))
                    })
                    .fold(Wide::<4>::ZERO, |sum, weight| sum + weight);
                let order: Vec<usize> = (0..size)
                    .map(|v| mates[v].filter(|&m| m < size).map_or(0, |m| m + 1))
                    .collect();
                (criteria, order)
            })
            .expect("the empty matching at least");
        let pairs = (0..size)
            .filter_map(|v| {
                best[v]
                    .filter(|&m| v < m && m < size)
                    .map(|m| (bracket[v], bracket[m]))
            })
            .collect();
        let floaters = (0..size)
            .filter(|&v| best[v].is_none_or(|m| m >= size))
            .map(|v| bracket[v])
            .collect();
        (pairs, floaters)
    }

    /// A field of `count` players with random scores by part (the bracket's incoming
    /// floaters above its residents, then the next scoregroup, then lower), colour
    /// preferences and allowed pairs.
    fn random_field(rng: &mut ChaCha8Rng, count: usize, parts: (usize, usize)) -> Field {
        let players = (0..count)
            .map(|v| {
                let score = if v < parts.0 {
                    20 + 5 * rng.random_range(0..2)
                } else if v < parts.1 {
                    15
                } else {
                    5 * rng.random_range(0..3)
                };
                let preference = match rng.random_range(0..3) {
                    0 => None,
                    side => Some(Preference {
                        colour: if side == 1 {
                            Colour::White
                        } else {
                            Colour::Black
                        },
                        strength: Strength::Mild,
                    }),
                };
                Player {
                    tpn: v as u32 + 1,
                    score,
                    real_score: Points::from_tenths(score),
                    index: Index {
                        buchholz: 0,
                        sonneborn_berger: 0,
                    },
                    colours: Vec::new(),
                    preference,
                    may_receive_bye: true,
                }
            })
            .collect();
        Field {
            round: 2,
            initial_colour: Colour::White,
            players,
            rank: (0..count).collect(),
            graph: CompatibilityGraph::from_fn(count, |_, _| rng.random_bool(0.7)),
        }
    }

    #[test]
    fn settling_gives_the_first_best_pairing_in_the_order_of_article_4() {
        let mut rng = ChaCha8Rng::seed_from_u64(40);
        let mut compared = 0;
        while compared < 400 {
            let count = rng.random_range(4..=11);
            let size = rng.random_range(2..=count);
            let next = size + rng.random_range(0..=count - size);
            let field = random_field(&mut rng, count, (size, next));
            if !has_perfect_matching(&field.graph) {
                continue;
            }
            let players: Vec<usize> = (0..count).collect();
            let (bracket, rest) = players.split_at(size);
            let (next, lower) = rest.split_at(next - size);
            let paired =
                pair_bracket(&field, bracket, next, lower).expect("a complete pairing exists");
            let expected = by_definition(&field, bracket, next, lower);
            assert_eq!(
                (paired.pairs, paired.floaters),
                expected,
                "bracket {bracket:?}, next {next:?}, graph {:?}",
                field.graph
            );
            compared += 1;
        }
    }
}
