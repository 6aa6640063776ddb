//! 3.6: pairing a bracket, the top scoregroup with its upfloaters.
//!
//! 3.6.4 chooses, among the legal pairings, the first in identifier order (3.6.2-3.6.3)
//! that complies with C8, C9 and C10: read, as "minimise" asks, as the fewest teams left
//! without their colour preference (C8), then the fewest left without a strong one (C9),
//! then the fewest upfloaters' opponents who floated in the previous round (C10). Every
//! pair contributes to these counts on its own: two teams wanting the same colour leave
//! one of them without it whatever Article 4 does (C8); a strong preference goes unmet
//! only when both want the colour strongly, as 4.3.4 grants a strong one against a mild
//! one (C9).
//!
//! The cost of the best pairing is found with a weighted perfect matching; when it is
//! zero, the first pairing of the pairs costing nothing is the Double-Swiss's greedy
//! search. Otherwise the same greedy search in identifier order (top members first, then
//! their bottom members) keeps each choice that still allows a pairing of that cost.

use super::preferences::Preference;
use crate::pairing::double_swiss::bracket::{choose_top_members, first_pairing};
use crate::pairing::double_swiss::criteria::Field;
use crate::pairing::matching::{
    CompatibilityGraph, Matching, MatchingObjective, WeightedEdge, maximum_weight_matching,
};

/// What a bracket's pairing costs by C8, C9 and C10, most important first.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Cost {
    pub unfulfilled: usize,
    pub strong_unfulfilled: usize,
    pub floating_opponents: usize,
}

/// The pairing of a bracket chosen by 3.6.4.
pub struct BracketPairing {
    /// `(top member, bottom member)` in identifier order, as field players.
    pub pairs: Vec<(usize, usize)>,
    pub cost: Cost,
}

/// Pairs the bracket of `residents` and `upfloaters` (3.6.4); `wishes[p]` is field
/// player `p`'s colour preference. The bracket must have a legal pairing.
pub fn pair(
    field: &Field,
    wishes: &[Option<Preference>],
    residents: &[usize],
    upfloaters: &[usize],
) -> BracketPairing {
    let mut members: Vec<usize> = residents.iter().chain(upfloaters).copied().collect();
    members.sort_by_key(|&p| field.tpn(p));
    let graph = CompatibilityGraph::from_fn(members.len(), |a, b| {
        field.legal.has_edge(members[a], members[b])
    });
    let is_upfloater = |local: usize| upfloaters.contains(&members[local]);
    let cost = |a: usize, b: usize| {
        let (pa, pb) = (members[a], members[b]);
        let same_wish = match (wishes[pa], wishes[pb]) {
            (Some(x), Some(y)) if x.colour == y.colour => Some(x.is_strong() && y.is_strong()),
            _ => None,
        };
        let floating = |upfloater: usize, opponent: usize| {
            usize::from(is_upfloater(upfloater) && field.counts_as_floater(members[opponent]))
        };
        Cost {
            unfulfilled: usize::from(same_wish.is_some()),
            strong_unfulfilled: usize::from(same_wish == Some(true)),
            floating_opponents: floating(a, b) + floating(b, a),
        }
    };
    let (pairs, cost) = cheapest_first(&graph, &cost).expect("the bracket has a legal pairing");
    BracketPairing {
        pairs: pairs
            .into_iter()
            .map(|(a, b)| (members[a], members[b]))
            .collect(),
        cost,
    }
}

/// The first perfect matching of `graph` in identifier order (vertices numbered in TPN
/// order) among those of the least total cost; `None` without a perfect matching.
fn cheapest_first(
    graph: &CompatibilityGraph,
    cost: &impl Fn(usize, usize) -> Cost,
) -> Option<(Vec<(usize, usize)>, Cost)> {
    let count = graph.vertex_count();
    let (best, mut witness) = cheapest(graph, cost)?;
    if best == Cost::default() {
        let free = CompatibilityGraph::from_fn(count, |a, b| {
            graph.has_edge(a, b) && cost(a, b) == Cost::default()
        });
        return first_pairing(&free).map(|pairs| (pairs, best));
    }
    let reaches_best =
        |trial: &CompatibilityGraph, witness: &mut Matching| match cheapest(trial, cost) {
            Some((found, matching)) if found == best => {
                *witness = matching;
                true
            }
            _ => false,
        };
    let (mut oriented, tops) = choose_top_members(graph, &mut witness, reaches_best);
    let mut pairs = Vec::with_capacity(tops.len());
    for &top in &tops {
        let bottom = (top + 1..count)
            .filter(|&b| oriented.has_edge(top, b))
            .find(|&b| {
                witness.mate(top) == Some(b) || {
                    let mut trial = oriented.clone();
                    fix_pair(&mut trial, top, b);
                    reaches_best(&trial, &mut witness)
                }
            })
            .expect("a pairing of the best cost remains");
        fix_pair(&mut oriented, top, bottom);
        pairs.push((top, bottom));
    }
    Some((pairs, best))
}

/// A perfect matching of least total cost, and that cost; `None` without one.
fn cheapest(
    graph: &CompatibilityGraph,
    cost: &impl Fn(usize, usize) -> Cost,
) -> Option<(Cost, Matching)> {
    let count = graph.vertex_count();
    // Each count of a pairing is at most `count / 2`: digits in base `count + 1`.
    let base = count as i128 + 1;
    let mut edges = Vec::new();
    for a in 0..count {
        for b in a + 1..count {
            if graph.has_edge(a, b) {
                let c = cost(a, b);
                let scalar = (c.unfulfilled as i128 * base + c.strong_unfulfilled as i128) * base
                    + c.floating_opponents as i128;
                edges.push(WeightedEdge {
                    a,
                    b,
                    weight: -scalar,
                });
            }
        }
    }
    let matching = maximum_weight_matching(
        count,
        &edges,
        MatchingObjective::MaximumCardinalityThenWeight,
    )
    .expect("edges within range, weights below a bracket's size cubed");
    if 2 * matching.pair_count() != count {
        return None;
    }
    let total = matching.pairs().fold(Cost::default(), |total, (a, b)| {
        let c = cost(a, b);
        Cost {
            unfulfilled: total.unfulfilled + c.unfulfilled,
            strong_unfulfilled: total.strong_unfulfilled + c.strong_unfulfilled,
            floating_opponents: total.floating_opponents + c.floating_opponents,
        }
    });
    Some((total, matching))
}

/// Leaves `a` and `b` no edge but theirs.
fn fix_pair(graph: &mut CompatibilityGraph, a: usize, b: usize) {
    for other in (0..graph.vertex_count()).filter(|&other| other != a && other != b) {
        graph.remove_edge(a, other);
        graph.remove_edge(b, other);
    }
}
