//! 3.6: pairing a bracket, the top scoregroup with its upfloaters.
//!
//! Pairings are ranked by their identifiers (3.6.2-3.6.3): the top members (smaller TPN of
//! each pair) in ascending order, then the bottom members in the same order. The first
//! pairing is therefore found in two greedy passes, each choice checked with a
//! perfect-matching test so that the rest of the bracket can still be paired (C1):
//!
//! 1. the set of top members: going up the TPNs, each player is made a top member
//!    (paired with a larger TPN) whenever that still allows a pairing, otherwise a bottom
//!    member;
//! 2. the bottom members: going up the top members, each takes the smallest-TPN bottom
//!    member that still allows a pairing.
//!
//! C8 is decided first: the fewest upfloaters' opponents who floated in the previous
//! round. When that number is `v > 0`, the first pairing is the smallest of the first
//! pairings obtained by letting only `v` chosen upfloaters meet such opponents, over all
//! choices of those `v`.

use super::criteria::Field;
use crate::model::Tpn;
use crate::pairing::matching::{
    CompatibilityGraph, Matching, MatchingOracle, has_perfect_matching, maximum_matching,
};

/// A pairing of the bracket by local numbers, with its identifier.
type Candidate = (Vec<Tpn>, Vec<(usize, usize)>);

/// The pairing of a bracket chosen by 3.6.4.
pub(super) struct BracketPairing {
    /// `(top member, bottom member)` in identifier order.
    pub pairs: Vec<(usize, usize)>,
    /// C8: upfloaters' opponents who floated in the previous round, when C8 applies.
    pub floating_opponents: Option<usize>,
}

/// Pairs the bracket of `residents` and `upfloaters` (3.6.4). The bracket must have a
/// legal pairing.
pub(super) fn pair(field: &Field, residents: &[usize], upfloaters: &[usize]) -> BracketPairing {
    let mut members: Vec<usize> = residents.iter().chain(upfloaters).copied().collect();
    members.sort_by_key(|&p| field.tpn(p));
    let local = |player: usize| {
        members
            .binary_search_by_key(&field.tpn(player), |&m| field.tpn(m))
            .expect("bracket players are members")
    };
    let graph = CompatibilityGraph::from_fn(members.len(), |a, b| {
        field.legal.has_edge(members[a], members[b])
    });
    let to_players = |pairs: Vec<(usize, usize)>| {
        pairs
            .into_iter()
            .map(|(a, b)| (members[a], members[b]))
            .collect()
    };
    if !field.floats_matter || upfloaters.is_empty() {
        let pairs = first_pairing(&graph).expect("the bracket has a legal pairing");
        return BracketPairing {
            pairs: to_players(pairs),
            floating_opponents: field.floats_matter.then_some(0),
        };
    }
    let floating_residents: Vec<usize> = residents
        .iter()
        .filter(|&&r| field.counts_as_floater(r))
        .map(|&r| local(r))
        .collect();
    let local_upfloaters: Vec<usize> = upfloaters.iter().map(|&u| local(u)).collect();
    for allowed in 0..=local_upfloaters.len() {
        let mut best: Option<Candidate> = None;
        for_each_subset(&local_upfloaters, allowed, &mut |chosen| {
            let mut restricted = graph.clone();
            for &u in local_upfloaters.iter().filter(|u| !chosen.contains(u)) {
                for &r in &floating_residents {
                    restricted.remove_edge(u, r);
                }
            }
            if let Some(pairs) = first_pairing(&restricted) {
                let key = identifier(
                    &pairs
                        .iter()
                        .map(|&(a, b)| (field.tpn(members[a]), field.tpn(members[b])))
                        .collect::<Vec<_>>(),
                );
                if best.as_ref().is_none_or(|(best_key, _)| key < *best_key) {
                    best = Some((key, pairs));
                }
            }
        });
        if let Some((_, pairs)) = best {
            return BracketPairing {
                pairs: to_players(pairs),
                floating_opponents: Some(allowed),
            };
        }
    }
    unreachable!("letting every upfloater meet anybody leaves the bracket's legal pairings")
}

/// The identifier of a pairing (3.6.2): the top members (smaller TPN of each pair) in
/// ascending order, followed by the bottom members of the corresponding pairs.
pub(in crate::pairing) fn identifier(pairs: &[(Tpn, Tpn)]) -> Vec<Tpn> {
    let mut ordered: Vec<(Tpn, Tpn)> = pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    ordered.sort_unstable();
    ordered
        .iter()
        .map(|&(top, _)| top)
        .chain(ordered.iter().map(|&(_, bottom)| bottom))
        .collect()
}

/// Calls `visit` with every subset of `items` of the given size.
fn for_each_subset(items: &[usize], size: usize, visit: &mut impl FnMut(&[usize])) {
    fn extend(
        items: &[usize],
        size: usize,
        chosen: &mut Vec<usize>,
        visit: &mut impl FnMut(&[usize]),
    ) {
        if chosen.len() == size {
            visit(chosen);
            return;
        }
        for (i, &item) in items.iter().enumerate() {
            if items.len() - i < size - chosen.len() {
                break;
            }
            chosen.push(item);
            extend(&items[i + 1..], size, chosen, visit);
            chosen.pop();
        }
    }
    extend(items, size, &mut Vec::new(), visit);
}

/// The first perfect matching of `graph` in identifier order, vertices numbered in TPN
/// order: `(top, bottom)` pairs by ascending top. `None` if there is no perfect matching.
pub(in crate::pairing) fn first_pairing(graph: &CompatibilityGraph) -> Option<Vec<(usize, usize)>> {
    let count = graph.vertex_count();
    let mut witness = maximum_matching(graph);
    if 2 * witness.pair_count() != count {
        return None;
    }
    let (oriented, tops) = first_half_against_second(graph).unwrap_or_else(|| {
        choose_top_members(graph, &mut witness, |trial, witness| {
            let matching = maximum_matching(trial);
            let found = 2 * matching.pair_count() == count;
            if found {
                *witness = matching;
            }
            found
        })
    });
    let mut oracle = MatchingOracle::new(&oriented);
    let pairs = tops
        .iter()
        .map(|&top| {
            let bottom = (top + 1..count)
                .find(|&b| oriented.has_edge(top, b) && oracle.can_pair(top, b))
                .expect("the oriented graph has a perfect matching");
            assert!(oracle.fix_pair(top, bottom), "can_pair promised the pair");
            (top, bottom)
        })
        .collect();
    Some(pairs)
}

/// Usually the first half can face the second half: no smaller set of top members exists.
/// The graph keeping only those edges, and the first half, when it has a perfect matching.
fn first_half_against_second(
    graph: &CompatibilityGraph,
) -> Option<(CompatibilityGraph, Vec<usize>)> {
    let count = graph.vertex_count();
    let half = count / 2;
    let halves =
        CompatibilityGraph::from_fn(count, |a, b| a < half && b >= half && graph.has_edge(a, b));
    has_perfect_matching(&halves).then(|| (halves, (0..half).collect()))
}

/// Step 1 of the module documentation, for any notion of an acceptable pairing: the
/// smallest set of top members (as an ascending sequence). Going up the vertices, each is
/// made a top member (paired with a larger vertex) when `witness`, an acceptable perfect
/// matching of what is left, already pairs it so, or when `acceptable` finds one on the
/// graph where it is (replacing `witness`); otherwise it is a bottom member. Returns the
/// graph keeping only edges from a top member to a larger bottom member, and the top
/// members in ascending order.
pub(in crate::pairing) fn choose_top_members(
    graph: &CompatibilityGraph,
    witness: &mut Matching,
    mut acceptable: impl FnMut(&CompatibilityGraph, &mut Matching) -> bool,
) -> (CompatibilityGraph, Vec<usize>) {
    let count = graph.vertex_count();
    let half = count / 2;
    let mut oriented = graph.clone();
    let mut tops = Vec::with_capacity(half);
    for player in 0..count {
        let is_top = tops.len() < half
            && (witness.mate(player).is_some_and(|mate| mate > player) || {
                // The witness pairs the player with a smaller one: look for another
                // pairing in which it is a top member.
                let mut trial = oriented.clone();
                cut_edges(&mut trial, player, 0..player);
                let found = acceptable(&trial, witness);
                if found {
                    oriented = trial;
                }
                found
            });
        if is_top {
            cut_edges(&mut oriented, player, 0..player);
            tops.push(player);
        } else {
            cut_edges(&mut oriented, player, player + 1..count);
        }
    }
    (oriented, tops)
}

fn cut_edges(graph: &mut CompatibilityGraph, player: usize, others: std::ops::Range<usize>) {
    for other in others {
        graph.remove_edge(player, other);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifier_follows_the_example_of_3_6_2() {
        assert_eq!(
            identifier(&[(11, 24), (16, 6), (10, 9), (8, 4)]),
            [4, 6, 9, 11, 8, 16, 10, 24]
        );
    }

    /// Every perfect matching of the complete-minus-`missing` graph on `count` vertices,
    /// by brute force, with its identifier.
    fn all_pairings(count: usize, legal: &dyn Fn(usize, usize) -> bool) -> Vec<Vec<Tpn>> {
        fn extend(
            left: Vec<usize>,
            pairs: &mut Vec<(Tpn, Tpn)>,
            legal: &dyn Fn(usize, usize) -> bool,
            out: &mut Vec<Vec<Tpn>>,
        ) {
            let Some((&first, others)) = left.split_first() else {
                out.push(identifier(pairs));
                return;
            };
            for (i, &partner) in others.iter().enumerate() {
                if legal(first, partner) {
                    let rest: Vec<usize> = others
                        .iter()
                        .enumerate()
                        .filter(|&(j, _)| j != i)
                        .map(|(_, &v)| v)
                        .collect();
                    pairs.push((first as Tpn, partner as Tpn));
                    extend(rest, pairs, legal, out);
                    pairs.pop();
                }
            }
        }
        let mut out = Vec::new();
        extend((0..count).collect(), &mut Vec::new(), legal, &mut out);
        out
    }

    #[test]
    fn first_pairing_is_the_smallest_identifier() {
        // Random graphs of 2 to 10 vertices and various densities, from a fixed sequence.
        let mut state = 0x2545_f491_u64;
        for round in 0..400 {
            let count = 2 * (1 + round % 5);
            let graph = CompatibilityGraph::from_fn(count, |_, _| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                state % 100 < 60 + (round % 4) as u64 * 10
            });
            let legal = |a: usize, b: usize| graph.has_edge(a, b);
            let expected = all_pairings(count, &legal).into_iter().min();
            let found = first_pairing(&graph).map(|pairs| {
                identifier(
                    &pairs
                        .iter()
                        .map(|&(a, b)| (a as Tpn, b as Tpn))
                        .collect::<Vec<_>>(),
                )
            });
            assert_eq!(found, expected, "graph {graph:?}");
        }
    }
}
