//! Edition 2026, Article 3.2 (pairing a bracket) with the orders of Article 4: the
//! upfloaters (3.2.1, 3.2.2, 4.2), the subgroups G1 and G2 (3.2.3), their re-composition
//! (3.2.4, 4.3) and the transposition T2 (3.2.5, 3.2.6, 4.4).
//!
//! The 1997 text paired a score group by its own chapters 6 to 8 (columns by due colour,
//! transfers of 7.1/7.2 chosen by due colour, R and ARO, floaters of 6.4 moving down); the
//! 2026 text has no downfloaters and chooses the upfloaters by the quality criteria.
//!
//! Readings:
//! - 3.2.1: the number of upfloaters is the smallest for which some set of players of lower
//!   scoregroups makes the bracket pairable by [C1], [C3] and [C4] (every player below still
//!   pairable). An upfloater is paired with a resident: two upfloaters paired with each
//!   other would be a pair of the lower scoregroups, not of this bracket.
//! - 3.2.2 and the criteria of 2.3: among the sets of that size, the best by [C6] (the
//!   upfloaters' scores, lowest first, as high as possible: "taken in ascending order"),
//!   [C7] (the fewest players of the bracket without their colour preference, over every
//!   legal pairing of the bracket), [C8] (fewest maximum upfloaters), [C9] (the fewest
//!   upfloats of the maximum upfloaters chosen, summed), [C10] (fewest who upfloated in the
//!   previous round); [C8]-[C10] not in the last round. Then the first set in the order of
//!   4.2: sequence numbers by descending score, then ascending TPN (4.2.2), sets compared at
//!   their smallest differing sequence number. Sets of two or more upfloaters are drawn from
//!   the first 24 possible upfloaters in that order, at most 5,000 sets; should none of
//!   them do, the upfloaters of a complete legal pairing of the remaining players are taken.
//! - A player "does not get his colour preference" when the pair's two preferences are for
//!   the same colour: 5.2.2 grants both preferences whenever they differ.
//! - 3.2.4.1: "must unavoidably be paired together" is the fewest pairs inside the smaller
//!   subgroup over the legal pairings of the bracket that are best by [C7]; that many players
//!   of the smaller subgroup shift, each one of such a pair. 3.2.4.2 then shifts the
//!   players of the larger subgroup that equalise the sizes. Each time the set is the first
//!   (by 4.3) with which every pair of the bracket can join a G1 player to a G2 player.
//! - 4.3.2 sorts G1 as White seekers (ascending ARO, then TPN) and G2 as Black seekers
//!   (ascending TPN), also where a shift or the first-round split (3.2.3) put other players
//!   in them.
//! - 3.2.6: T2 is the first transposition of G2 (4.4.2: ascending TPN, lexicographic) for
//!   which S1 against T2 is a legal pairing with as few players without their colour
//!   preference as G1 and G2 allow ([C7] keeps its priority over the order of 4.4).

use std::cmp::Reverse;

use crate::model::{Colour, Points};
use crate::pairing::PairingError;
use crate::pairing::matching::{
    Assignment, AssignmentProblem, CompatibilityGraph, Matching, MatchingOracle, VertexSet,
    has_perfect_matching, has_perfect_matching_within, maximum_matching_within,
    maximum_weight_matching_wide,
};

use super::edition_2026::{Board, Field};

/// The possible upfloaters (4.2 order) sets of two or more are drawn from.
const SET_POOL: usize = 24;
/// The most sets of two or more upfloaters looked at for one bracket.
const SET_LIMIT: usize = 5_000;

/// The upfloaters of a bracket and how they were chosen.
pub(super) struct Upfloaters {
    pub players: Vec<usize>,
    pub how: String,
}

/// 3.2.1 and 3.2.2: the upfloaters joining `residents` from `lower` (everybody still
/// unpaired below them).
pub(super) fn choose_upfloaters(
    field: &Field,
    residents: &[usize],
    lower: &[usize],
) -> Result<Upfloaters, PairingError> {
    let count = field.players.len();
    let lower_oracle = MatchingOracle::with_active(
        &field.graph,
        VertexSet::from_vertices(count, lower.iter().copied()),
    );
    // 4.2.2: the sequence numbers.
    let mut order = lower.to_vec();
    order.sort_by_key(|&i| (Reverse(field.players[i].score), field.players[i].tpn));
    let mut sequence_of = vec![usize::MAX; count];
    for (sequence, &player) in order.iter().enumerate() {
        sequence_of[player] = sequence;
    }
    let mut size = residents.len() % 2;
    while size <= lower.len().min(residents.len()) {
        let sets = legal_sets(field, residents, &order, &lower_oracle, size);
        if let Some((set, quality)) = best_set(field, residents, &sequence_of, sets) {
            let how = if set.is_empty() {
                String::new()
            } else {
                quality.describe(size, field.last_round)
            };
            return Ok(Upfloaters { players: set, how });
        }
        size += 2;
    }
    // Beyond the sets looked at: the upfloaters of a complete legal pairing.
    let everyone = VertexSet::from_vertices(count, residents.iter().chain(lower.iter()).copied());
    let matching = maximum_matching_within(&field.graph, &everyone);
    if matching.pair_count() * 2 != everyone.len() {
        return Err(field.internal_error("the players left cannot be paired completely"));
    }
    let players: Vec<usize> = order
        .iter()
        .copied()
        .filter(|&c| matching.mate(c).is_some_and(|m| residents.contains(&m)))
        .collect();
    let how = format!(
        "3.2.1: {} upfloaters, those of a complete legal pairing",
        players.len()
    );
    Ok(Upfloaters { players, how })
}

/// The sets of `size` upfloaters (from `order`) with which the residents and everybody below
/// can be paired, in 4.2 order.
fn legal_sets(
    field: &Field,
    residents: &[usize],
    order: &[usize],
    lower_oracle: &MatchingOracle,
    size: usize,
) -> Vec<Vec<usize>> {
    let count = field.players.len();
    let resident_set = VertexSet::from_vertices(count, residents.iter().copied());
    let resident_oracle = MatchingOracle::with_active(&field.graph, resident_set);
    match size {
        0 => {
            if resident_oracle.is_perfect() && lower_oracle.is_perfect() {
                vec![Vec::new()]
            } else {
                Vec::new()
            }
        }
        1 => {
            if resident_oracle.unpaired_count() != 1 || lower_oracle.unpaired_count() != 1 {
                return Vec::new();
            }
            let free = resident_oracle.leave_out_candidates();
            order
                .iter()
                .copied()
                .filter(|&c| {
                    lower_oracle.can_leave_out(c) && free.iter().any(|r| field.graph.has_edge(c, r))
                })
                .map(|c| vec![c])
                .collect()
        }
        _ => {
            let pool: Vec<usize> = order
                .iter()
                .copied()
                .filter(|&c| residents.iter().any(|&r| field.graph.has_edge(c, r)))
                .take(SET_POOL)
                .collect();
            let without_pool_pairs = CompatibilityGraph::from_fn(count, |a, b| {
                field.graph.has_edge(a, b) && !(pool.contains(&a) && pool.contains(&b))
            });
            let mut sets = Vec::new();
            for_each_combination(pool.len(), size, SET_LIMIT, |chosen| {
                let set: Vec<usize> = chosen.iter().map(|&i| pool[i]).collect();
                let bracket =
                    VertexSet::from_vertices(count, residents.iter().chain(set.iter()).copied());
                let mut below = lower_oracle.clone();
                for &player in &set {
                    below.remove(player);
                }
                if below.is_perfect() && has_perfect_matching_within(&without_pool_pairs, &bracket)
                {
                    sets.push(set);
                }
            });
            sets
        }
    }
}

/// Calls `visit` with the combinations of `size` of `0..n` in lexicographic order, at most
/// `limit` of them.
fn for_each_combination(n: usize, size: usize, limit: usize, mut visit: impl FnMut(&[usize])) {
    if size > n {
        return;
    }
    let mut chosen: Vec<usize> = (0..size).collect();
    for _ in 0..limit {
        visit(&chosen);
        let Some(at) = (0..size).rev().find(|&i| chosen[i] < n - size + i) else {
            return;
        };
        chosen[at] += 1;
        for i in at + 1..size {
            chosen[i] = chosen[i - 1] + 1;
        }
    }
}

/// How well a set of upfloaters pairs the bracket: 2.3 in priority order, then 4.2 (smaller
/// is better in every field).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Quality {
    /// [C6]: the upfloaters' scores in ascending order, the higher the better.
    scores: Reverse<Vec<Points>>,
    /// [C7].
    without_preference: usize,
    /// [C8].
    maximum_upfloaters: usize,
    /// [C9].
    upfloats_of_maximum_upfloaters: usize,
    /// [C10].
    upfloated_last_round: usize,
    /// 4.2: the sequence numbers, ascending.
    sequence: Vec<usize>,
}

impl Quality {
    fn describe(&self, size: usize, last_round: bool) -> String {
        let mut text = format!(
            "3.2.1: {size} upfloater(s); 3.2.2: C6 scores {}, C7 {} without their colour preference",
            self.scores
                .0
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            self.without_preference
        );
        if !last_round {
            text.push_str(&format!(
                ", C8 {} maximum upfloater(s), C9 {} upfloat(s) of them, C10 {} upfloated last round",
                self.maximum_upfloaters,
                self.upfloats_of_maximum_upfloaters,
                self.upfloated_last_round
            ));
        }
        text.push_str(&format!(
            ", 4.2 sequence {}",
            self.sequence
                .iter()
                .map(|s| (s + 1).to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ));
        text
    }
}

/// 3.2.2: the best of `sets` by [`Quality`]. [C7] costs a matching, so it is computed only
/// for the sets that could still be best with its lower bound.
fn best_set(
    field: &Field,
    residents: &[usize],
    sequence_of: &[usize],
    sets: Vec<Vec<usize>>,
) -> Option<(Vec<usize>, Quality)> {
    let mut hopeful: Vec<(Quality, Vec<usize>)> = sets
        .into_iter()
        .map(|set| {
            let members: Vec<usize> = residents.iter().chain(set.iter()).copied().collect();
            let quality = quality(field, sequence_of, &set, colour_bound(field, &members));
            (quality, set)
        })
        .collect();
    hopeful.sort();
    let mut best: Option<(Quality, Vec<usize>)> = None;
    for (optimistic, set) in hopeful {
        if best
            .as_ref()
            .is_some_and(|(quality, _)| *quality <= optimistic)
        {
            break;
        }
        let members: Vec<usize> = residents.iter().chain(set.iter()).copied().collect();
        let exact = quality(field, sequence_of, &set, colour_cost(field, &members, &set));
        if best.as_ref().is_none_or(|(quality, _)| exact < *quality) {
            best = Some((exact, set));
        }
    }
    best.map(|(quality, set)| (set, quality))
}

/// The quality of `set`; `sequence_of[player]` is the player's sequence number of 4.2.
fn quality(
    field: &Field,
    sequence_of: &[usize],
    set: &[usize],
    without_preference: usize,
) -> Quality {
    let players = || set.iter().map(|&i| &field.players[i]);
    let mut scores: Vec<Points> = players().map(|p| p.score).collect();
    scores.sort();
    let maximum = || players().filter(|p| p.upfloats >= field.max_upfloats);
    let counted = |value: usize| if field.last_round { 0 } else { value };
    let mut sequence: Vec<usize> = set.iter().map(|&i| sequence_of[i]).collect();
    sequence.sort_unstable();
    Quality {
        scores: Reverse(scores),
        without_preference,
        maximum_upfloaters: counted(maximum().count()),
        upfloats_of_maximum_upfloaters: counted(maximum().map(|p| p.upfloats).sum()),
        upfloated_last_round: counted(players().filter(|p| p.upfloated_last_round).count()),
        sequence,
    }
}

/// Whether `player` seeks White (1.6).
fn seeks_white(field: &Field, player: usize) -> bool {
    field.players[player].preference.colour == Colour::White
}

/// [C7]'s lower bound for the bracket `members`: every pair of two White seekers or of two
/// Black seekers leaves one player without his preference, and at least half the surplus
/// of one colour must meet each other.
fn colour_bound(field: &Field, members: &[usize]) -> usize {
    let whites = members.iter().filter(|&&p| seeks_white(field, p)).count();
    whites.abs_diff(members.len() - whites) / 2
}

/// [C7] for the bracket `members` with the upfloaters `upfloaters`: the fewest players
/// without their colour preference over the legal pairings of the bracket.
fn colour_cost(field: &Field, members: &[usize], upfloaters: &[usize]) -> usize {
    let bound = colour_bound(field, members);
    let whites = members.iter().filter(|&&p| seeks_white(field, p)).count();
    let surplus_white = whites * 2 > members.len();
    let legal = |a: usize, b: usize| {
        let (x, y) = (members[a], members[b]);
        field.graph.has_edge(x, y) && !(upfloaters.contains(&x) && upfloaters.contains(&y))
    };
    // The bound is reached when the colour in the minority never meets itself.
    let minority_apart = CompatibilityGraph::from_fn(members.len(), |a, b| {
        legal(a, b)
            && !(seeks_white(field, members[a]) != surplus_white
                && seeks_white(field, members[b]) != surplus_white)
    });
    if has_perfect_matching(&minority_apart) {
        return bound;
    }
    let same =
        |a: usize, b: usize| seeks_white(field, members[a]) == seeks_white(field, members[b]);
    let pairs = best_perfect_matching(members.len(), legal, |a, b| u128::from(!same(a, b)))
        .expect("the bracket's upfloaters were chosen so that it can be paired");
    pairs.iter().filter(|&&(a, b)| same(a, b)).count()
}

/// A perfect matching of `0..count` over the pairs `allowed` with the greatest sum of
/// `gain`, if any perfect matching exists.
fn best_perfect_matching(
    count: usize,
    allowed: impl Fn(usize, usize) -> bool,
    gain: impl Fn(usize, usize) -> u128,
) -> Option<Vec<(usize, usize)>> {
    let mut edges = Vec::new();
    for a in 0..count {
        for b in a + 1..count {
            if allowed(a, b) {
                edges.push((a, b, gain(a, b)));
            }
        }
    }
    // Every pair outweighs the gains of a whole matching: the most pairs first.
    let most = edges.iter().map(|&(_, _, g)| g).max().unwrap_or(0);
    let base = most * count as u128 + 1;
    for edge in &mut edges {
        edge.2 += base;
    }
    let mates = maximum_weight_matching_wide(count, &edges);
    let pairs: Vec<(usize, usize)> = mates
        .iter()
        .enumerate()
        .filter_map(|(a, mate)| mate.filter(|&b| a < b).map(|b| (a, b)))
        .collect();
    (pairs.len() * 2 == count).then_some(pairs)
}

/// Sets the pairs of `vertex` in `graph` to those with the players `allowed` holds for.
fn reconnect(graph: &mut CompatibilityGraph, vertex: usize, allowed: impl Fn(usize) -> bool) {
    for other in (0..graph.vertex_count()).filter(|&other| other != vertex) {
        if allowed(other) {
            graph.add_edge(vertex, other);
        } else {
            graph.remove_edge(vertex, other);
        }
    }
}

/// 4.3.3: a subgroup (sorted by 4.3.2) in the order of its sequence numbers: from the
/// middle outwards, the higher position first where two players share the middle.
fn from_the_middle(sorted: &[usize]) -> Vec<usize> {
    let last = sorted.len().saturating_sub(1);
    let mut positions: Vec<usize> = (0..sorted.len()).collect();
    positions.sort_by_key(|&i| ((2 * i).abs_diff(last), i));
    positions.into_iter().map(|i| sorted[i]).collect()
}

/// The bracket while 3.2.3-3.2.6 pair it, in local indices (`members[i]`).
struct Subgroups<'f> {
    field: &'f Field,
    members: Vec<usize>,
    upfloater: Vec<bool>,
    in_g1: Vec<bool>,
    /// 3.2.4 notes per local player.
    notes: Vec<Vec<String>>,
    /// Whether 3.2.4.1 shifted players. Otherwise G1 holds only White seekers or G2 only
    /// Black seekers (3.2.3 and 3.2.4.2 move players of one preference only), so every
    /// pairing of S1 against G2 leaves the same number of players without their colour
    /// preference: the shifted ones' pairs (or, in the first round, every pair).
    colour_costs_differ: bool,
}

impl Subgroups<'_> {
    fn legal(&self, a: usize, b: usize) -> bool {
        self.field.graph.has_edge(self.members[a], self.members[b])
            && !(self.upfloater[a] && self.upfloater[b])
    }

    fn white_seeker(&self, a: usize) -> bool {
        seeks_white(self.field, self.members[a])
    }

    /// The players of G1 (`true`) or G2, sorted by 4.3.2 (and 3.2.5 for S1).
    fn group(&self, g1: bool) -> Vec<usize> {
        let mut group: Vec<usize> = (0..self.members.len())
            .filter(|&a| self.in_g1[a] == g1)
            .collect();
        let player = |a: usize| &self.field.players[self.members[a]];
        if g1 {
            group.sort_by_key(|&a| (player(a).aro, player(a).tpn));
        } else {
            group.sort_by_key(|&a| player(a).tpn);
        }
        group
    }

    /// 3.2.4.1: shifts out of the smaller subgroup (G1 when equal) as many players as it
    /// has pairs that cannot be avoided.
    fn shift_unavoidable(&mut self) -> Result<(), PairingError> {
        let size = |g1: bool| self.in_g1.iter().filter(|&&x| x == g1).count();
        let from_g1 = size(true) <= size(false);
        let inside = |s: &Self, a: usize, b: usize| s.in_g1[a] == from_g1 && s.in_g1[b] == from_g1;
        let apart = CompatibilityGraph::from_fn(self.members.len(), |a, b| {
            self.legal(a, b) && !inside(self, a, b)
        });
        if has_perfect_matching(&apart) {
            return Ok(());
        }
        let count = self.members.len();
        let best = |s: &Self, allowed: &dyn Fn(usize, usize) -> bool| {
            best_perfect_matching(count, allowed, |a, b| {
                u128::from(s.white_seeker(a) != s.white_seeker(b)) * (count as u128 + 1)
                    + u128::from(!inside(s, a, b))
            })
            .map(|pairs| {
                let colour = pairs
                    .iter()
                    .filter(|&&(a, b)| s.white_seeker(a) == s.white_seeker(b))
                    .count();
                let unavoidable = pairs.iter().filter(|&&(a, b)| inside(s, a, b)).count();
                (colour, unavoidable)
            })
        };
        let all = |a: usize, b: usize| self.legal(a, b);
        let Some(target) = best(self, &all) else {
            return Err(self.field.internal_error("a bracket cannot be paired"));
        };
        let mut shifted: Vec<usize> = Vec::new();
        let mut kept: Vec<usize> = Vec::new();
        for candidate in from_the_middle(&self.group(from_g1)) {
            if shifted.len() == target.1 {
                break;
            }
            shifted.push(candidate);
            let allowed = |a: usize, b: usize| {
                let (sa, sb) = (shifted.contains(&a), shifted.contains(&b));
                self.legal(a, b)
                    && (!(sa || sb) || (inside(self, a, b) && !(sa && sb)))
                    && !(inside(self, a, b) && kept.contains(&a) && kept.contains(&b))
            };
            if best(self, &allowed) != Some(target) {
                shifted.pop();
                kept.push(candidate);
            }
        }
        if shifted.len() < target.1 {
            return Err(self
                .field
                .internal_error("3.2.4.1 found no players to shift"));
        }
        self.shift(&shifted, "3.2.4.1");
        self.colour_costs_differ = true;
        Ok(())
    }

    /// 3.2.4.2: shifts players of the larger subgroup into the smaller one until both have
    /// the same size.
    fn equalise(&mut self) -> Result<(), PairingError> {
        let size = |g1: bool| self.in_g1.iter().filter(|&&x| x == g1).count();
        let (g1, g2) = (size(true), size(false));
        if g1 == g2 {
            return Ok(());
        }
        let from_g1 = g1 > g2;
        let wanted = g1.abs_diff(g2) / 2;
        let count = self.members.len();
        let larger: Vec<bool> = self.in_g1.iter().map(|&g| g == from_g1).collect();
        let (mut shifted, mut kept) = (vec![false; count], vec![false; count]);
        // The pairs of a pairing in which every pair joins the two subgroups as they will
        // be: a pair inside the larger one holds exactly one player who shifts (a chosen
        // one, or one still open).
        let crossing = |a: usize, b: usize, shifted: &[bool], kept: &[bool]| {
            self.legal(a, b)
                && if larger[a] && larger[b] {
                    !(shifted[a] && shifted[b] || kept[a] && kept[b])
                } else {
                    (larger[a] || larger[b]) && !shifted[a] && !shifted[b]
                }
        };
        let everyone = VertexSet::full(count);
        // Once found, such a pairing (the witness) and the graph of those pairs are kept
        // up to date: a choice changes only the candidate's pairs. While the witness holds,
        // a candidate whose pair in it is inside the larger subgroup with a partner not
        // chosen can shift without a search; any other candidate leaves his pair, and one
        // augmenting path from him decides (one search instead of a new graph and matching
        // of the whole bracket per candidate).
        let mut witness: Option<(CompatibilityGraph, Matching)> = None;
        let mut chosen: Vec<usize> = Vec::new();
        for candidate in from_the_middle(&self.group(from_g1)) {
            if chosen.len() == wanted {
                break;
            }
            shifted[candidate] = true;
            let shifts = match &mut witness {
                None => {
                    let graph =
                        CompatibilityGraph::from_fn(count, |a, b| crossing(a, b, &shifted, &kept));
                    let matching = maximum_matching_within(&graph, &everyone);
                    let perfect = matching.pair_count() * 2 == count;
                    if perfect {
                        witness = Some((graph, matching));
                    }
                    perfect
                }
                Some((graph, matching)) => {
                    reconnect(graph, candidate, |b| {
                        crossing(candidate, b, &shifted, &kept)
                    });
                    match matching.mate(candidate) {
                        Some(partner) if larger[partner] && !shifted[partner] => true,
                        _ => {
                            let partner = matching
                                .unpair(candidate)
                                .expect("the witness pairs everyone");
                            matching.augment_from(graph, &everyone, candidate) || {
                                matching.pair(candidate, partner);
                                false
                            }
                        }
                    }
                }
            };
            if shifts {
                chosen.push(candidate);
            } else {
                shifted[candidate] = false;
                kept[candidate] = true;
                // The witness's pair of the candidate crosses the subgroups or holds a
                // shifted player, so it stays allowed.
                if let Some((graph, _)) = &mut witness {
                    reconnect(graph, candidate, |b| {
                        crossing(candidate, b, &shifted, &kept)
                    });
                }
            }
        }
        if chosen.len() < wanted {
            return Err(self
                .field
                .internal_error("3.2.4.2 found no players to shift"));
        }
        self.shift(&chosen, "3.2.4.2");
        Ok(())
    }

    fn shift(&mut self, players: &[usize], article: &str) {
        for &a in players {
            let (from, to) = if self.in_g1[a] {
                ("G1", "G2")
            } else {
                ("G2", "G1")
            };
            self.in_g1[a] = !self.in_g1[a];
            self.notes[a].push(format!("{article}: shifted from {from} to {to}"));
        }
    }
}

/// 3.2.3-3.2.6: pairs the bracket of `residents` and `upfloaters`.
pub(super) fn pair_bracket(
    field: &Field,
    label: &str,
    residents: &[usize],
    upfloaters: &Upfloaters,
) -> Result<Vec<Board>, PairingError> {
    let members: Vec<usize> = residents
        .iter()
        .chain(upfloaters.players.iter())
        .copied()
        .collect();
    let count = members.len();
    let all_unplayed = members.iter().all(|&p| field.players[p].unplayed());
    // 3.2.3.
    let in_g1: Vec<bool> = if all_unplayed {
        let mut by_tpn: Vec<usize> = (0..count).collect();
        by_tpn.sort_by_key(|&a| field.players[members[a]].tpn);
        let mut in_g1 = vec![false; count];
        for &a in &by_tpn[..count / 2] {
            in_g1[a] = true;
        }
        in_g1
    } else {
        members.iter().map(|&p| seeks_white(field, p)).collect()
    };
    let mut notes = vec![Vec::new(); count];
    for (a, &p) in members.iter().enumerate() {
        if upfloaters.players.contains(&p) {
            notes[a].push(format!("upfloater ({})", upfloaters.how));
        }
    }
    let mut groups = Subgroups {
        field,
        upfloater: members
            .iter()
            .map(|p| upfloaters.players.contains(p))
            .collect(),
        members,
        in_g1,
        notes,
        colour_costs_differ: false,
    };
    groups.shift_unavoidable()?;
    groups.equalise()?;
    transpose(&groups, label, all_unplayed)
}

/// 3.2.6 when every legal pairing of S1 against G2 leaves the same number of players
/// without their colour preference: T2 (by column of G2 for each row of S1) is the first
/// transposition that is a legal pairing, each S1 player taking the first G2 player with
/// whom the rest can still be paired.
fn first_legal_transposition(groups: &Subgroups, s1: &[usize], g2: &[usize]) -> Option<Vec<usize>> {
    let count = groups.members.len();
    let mut in_s1 = vec![false; count];
    for &a in s1 {
        in_s1[a] = true;
    }
    let across =
        CompatibilityGraph::from_fn(count, |a, b| in_s1[a] != in_s1[b] && groups.legal(a, b));
    let mut oracle = MatchingOracle::new(&across);
    if !oracle.is_perfect() {
        return None;
    }
    s1.iter()
        .map(|&a| {
            // fix_pair fixes exactly the pairs can_pair allows, and stops at the first
            // augmenting path where can_pair would list every partner.
            (0..g2.len()).find(|&c| oracle.is_active(g2[c]) && oracle.fix_pair(a, g2[c]))
        })
        .collect()
}

/// 3.2.6 after 3.2.4.1 shifted players, when pairings of S1 against G2 can differ in [C7]:
/// the first transposition among the legal pairings with the fewest players without their
/// colour preference (an assignment with a budget of such pairs).
fn transposition_by_assignment(
    groups: &Subgroups,
    s1: &[usize],
    g2: &[usize],
) -> Option<Vec<usize>> {
    let cost = |r: usize, c: usize| {
        let (a, b) = (s1[r], g2[c]);
        groups
            .legal(a, b)
            .then(|| u8::from(groups.white_seeker(a) == groups.white_seeker(b)))
    };
    let (rows, columns) = (s1.len(), g2.len());
    let problem = (0..=rows)
        .map(|budget| AssignmentProblem::new(rows, columns, budget, &cost, vec![false; columns]))
        .find(|problem| Assignment::solve(problem).is_feasible())?;
    let mut assignment = Assignment::solve(&problem);
    (0..rows)
        .map(|row| {
            let column = (0..columns)
                .filter(|&c| assignment.column_available(c))
                .find(|&c| {
                    let mut trial = assignment.clone();
                    trial.fix(row, c)
                })?;
            assignment.fix(row, column);
            Some(column)
        })
        .collect()
}

/// 3.2.5, 3.2.6: S1 against the first transposition T2 of G2 that completes a legal
/// pairing with the fewest players without their colour preference.
fn transpose(
    groups: &Subgroups,
    label: &str,
    all_unplayed: bool,
) -> Result<Vec<Board>, PairingError> {
    let field = groups.field;
    let s1 = groups.group(true);
    let g2 = groups.group(false);
    let columns = if groups.colour_costs_differ {
        transposition_by_assignment(groups, &s1, &g2)
    } else {
        first_legal_transposition(groups, &s1, &g2)
    }
    .ok_or_else(|| field.internal_error("no transposition of G2 completes the pairing"))?;
    let mut taken = vec![false; g2.len()];
    let mut boards = Vec::new();
    for (row, (&a, &column)) in s1.iter().zip(&columns).enumerate() {
        let first_open = (0..g2.len()).find(|&c| !taken[c]);
        taken[column] = true;
        let b = g2[column];
        let (x, y) = (groups.members[a], groups.members[b]);
        let (white, black, rule) = field.colours(x, y);
        let describe = |local: usize| {
            let player = &field.players[groups.members[local]];
            format!("{} (ARO {}, {})", player.tpn, player.aro, player.preference)
        };
        let transposition = if first_open == Some(column) {
            "3.2.6 T2 in TPN order".to_string()
        } else {
            format!(
                "3.2.6 T2 transposed: G2 No. {} of {} (the earlier ones complete no legal pairing{})",
                column + 1,
                g2.len(),
                if all_unplayed {
                    ""
                } else {
                    " with the fewest C7 losses"
                }
            )
        };
        let notes: Vec<String> = [a, b]
            .iter()
            .flat_map(|&local| {
                let tpn = field.players[groups.members[local]].tpn;
                groups.notes[local]
                    .iter()
                    .map(move |note| format!("{tpn}: {note}"))
            })
            .collect();
        let mut explanation = format!(
            "{label}: S1 No. {} {} - {}; {transposition}",
            row + 1,
            describe(a),
            describe(b)
        );
        for note in notes {
            explanation.push_str("; ");
            explanation.push_str(&note);
        }
        explanation.push_str(&format!("; colours by {rule}"));
        boards.push(Board {
            white,
            black,
            explanation,
        });
    }
    Ok(boards)
}

#[cfg(test)]
mod tests {
    //! Single rounds worked out by hand, each for an article the tournaments of
    //! `tests/it/dubov_2026_hand.rs` do not decide by. Opponents above TPN 9 are players
    //! who have left (they count for the history only).

    use crate::model::history::Competitor;
    use crate::model::{Colour, PairingEdition, PairingSystem, Points, RoundRobin};
    use crate::pairing::dubov::testing::competitor;
    use crate::pairing::{PairingRequest, VirtualPoints};

    /// The round `round` of `rounds_planned`, as `white-black` words then `bye N`.
    fn pair(players: Vec<Competitor>, round: u32, rounds_planned: u32) -> String {
        let request = PairingRequest {
            system: PairingSystem::Dubov,
            edition: PairingEdition::Rules2026,
            round,
            rounds_planned,
            initial_colour: Colour::White,
            round_maximum: Points::from_tenths(10),
            players,
            virtual_points: VirtualPoints::default(),
            round_robin: RoundRobin::default(),
        };
        let pairing = super::super::pair(&request).expect("a pairing");
        let mut words: Vec<String> = pairing
            .boards
            .iter()
            .map(|b| format!("{}-{}", b.white, b.black))
            .collect();
        words.extend(pairing.bye.map(|bye| format!("bye {bye}")));
        words.join(" ")
    }

    /// Player 1 (1 point, mild White) alone in his scoregroup; 2 and 3 (0.5, mild Black)
    /// may both come up, 2 first in the order of 4.2 but upfloated in the previous round;
    /// 4 (0, mild White) below.
    fn c10_field() -> Vec<Competitor> {
        vec![
            competitor(1, Some(2400), &[(10, 'W', 0, 0, 10), (11, 'B', 10, 10, 0)]),
            competitor(2, Some(2300), &[(12, 'B', 0, 0, 0), (13, 'W', 0, 10, 5)]),
            competitor(3, Some(2200), &[(14, 'B', 0, 0, 5), (15, 'W', 5, 5, 0)]),
            competitor(4, Some(2100), &[(16, 'W', 0, 0, 0), (17, 'B', 0, 0, 0)]),
        ]
    }

    #[test]
    fn c10_avoids_the_upfloater_of_the_previous_round() {
        // C5-C9 are equal for 2 and 3 (one upfloater of 0.5, both preferences granted
        // with 1, no maximum upfloater): C10 takes 3. 2 then meets 4 (5.2.2).
        assert_eq!(pair(c10_field(), 3, 5), "1-3 4-2");
    }

    #[test]
    fn the_last_round_drops_c8_to_c10() {
        // The same round as the last: 4.2 decides, 2 comes first.
        assert_eq!(pair(c10_field(), 3, 3), "1-2 4-3");
    }

    /// 1 (2 points, mild White) alone; 2 and 3 (1.5, mild Black) may come up, both
    /// upfloated in the previous round; 2 has upfloated `upfloats_2` times in four rounds,
    /// 3 `upfloats_3` times; 4 (1, mild White) below.
    fn maximum_upfloater_field(upfloats_2: usize, upfloats_3: usize) -> Vec<Competitor> {
        let upfloating = |tpn, count: usize| {
            let games: Vec<_> = (0..4)
                .map(|round| {
                    let up = round >= 4 - count;
                    let colour = if round % 2 == 0 { 'B' } else { 'W' };
                    let points = if round == 3 { 0 } else { 5 };
                    (
                        20 + 4 * tpn + round as u32,
                        colour,
                        0,
                        if up { 10 } else { 0 },
                        points,
                    )
                })
                .collect();
            competitor(tpn, Some(2500 - 100 * tpn as u16), &games)
        };
        vec![
            competitor(
                1,
                Some(2500),
                &[
                    (10, 'W', 0, 0, 5),
                    (11, 'B', 5, 5, 5),
                    (12, 'W', 10, 10, 5),
                    (13, 'B', 15, 15, 5),
                ],
            ),
            upfloating(2, upfloats_2),
            upfloating(3, upfloats_3),
            competitor(
                4,
                Some(2100),
                &[
                    (14, 'W', 0, 0, 5),
                    (15, 'B', 5, 5, 0),
                    (16, 'W', 5, 5, 5),
                    (17, 'B', 10, 10, 0),
                ],
            ),
        ]
    }

    #[test]
    fn c8_avoids_a_maximum_upfloater() {
        // Nine rounds: MaxT = 2 + [9/5] = 3. 2 has upfloated 3 times (a maximum
        // upfloater), 3 once; both in round 4 (C10 equal): C8 takes 3.
        assert_eq!(pair(maximum_upfloater_field(3, 1), 5, 9), "1-3 4-2");
    }

    #[test]
    fn c9_takes_the_maximum_upfloater_upfloated_fewer_times() {
        // Both maximum upfloaters (C8 equal): 2 has upfloated 4 times, 3 three times.
        assert_eq!(pair(maximum_upfloater_field(4, 3), 5, 9), "1-3 4-2");
        // Reversed, 2 (first by 4.2) is taken.
        assert_eq!(pair(maximum_upfloater_field(3, 4), 5, 9), "1-2 4-3");
    }

    #[test]
    fn unavoidable_pairs_shift_first_3_2_4_1() {
        // Scoregroup 1: 1 and 2 (mild White, G1) have both met 3 and 4 (mild Black, G2):
        // 1-2 and 3-4 cannot be avoided. 3.2.4.1: G1 (not smaller than G2) has one such
        // pair: one of it shifts, the first by 4.3 (ARO 2250 each, then TPN: 1, 2; the
        // first of the two in the middle: 1). 3.2.4.2: G2 (1, 3, 4 by TPN) gives its middle
        // player, 3, to G1. S1 by ARO: 2 (2250), 3 (2450); G2: 1, 4. 1-2 and 4-3 by 5.2.5
        // (equal mild preferences and histories). 5 and 6 meet below.
        let players = vec![
            competitor(1, Some(2500), &[(3, 'W', 0, 0, 5), (4, 'B', 5, 5, 5)]),
            competitor(2, Some(2400), &[(4, 'W', 0, 0, 5), (3, 'B', 5, 5, 5)]),
            competitor(3, Some(2300), &[(1, 'B', 0, 0, 5), (2, 'W', 5, 5, 5)]),
            competitor(4, Some(2200), &[(2, 'B', 0, 0, 5), (1, 'W', 5, 5, 5)]),
            competitor(5, Some(2100), &[(20, 'W', 0, 0, 0), (21, 'B', 0, 0, 0)]),
            competitor(6, Some(2000), &[(22, 'B', 0, 0, 0), (23, 'W', 0, 0, 0)]),
        ];
        assert_eq!(pair(players, 3, 5), "1-2 4-3 5-6");
    }
}
