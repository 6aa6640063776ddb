//! Can a group be paired at all at a given level? Exact matching questions (answered by
//! [`crate::pairing::matching`]) that let the procedure skip levels, exchanges and whole
//! brackets that cannot succeed, instead of trying every candidate to find out.
//!
//! Players are vertices and the pairs allowed at the level are edges; the players a group
//! may leave unpaired are joined to "leftover" vertices, one per player to be left over,
//! so the question becomes whether the graph has a perfect matching (and, with colours,
//! whether one leaves at most x preferences unfulfilled).

use crate::pairing::matching::{
    CompatibilityGraph, MatchingObjective, WeightedEdge, has_perfect_matching,
    maximum_weight_matching,
};

use super::criteria::{ColourWishes, Field, Level};

/// Whether a bracket can be paired with these p values at this level: S1
/// (`members[..p_md]`) each against a player of S2, then `remainder_p` pairs among the
/// rest, the others left over only where `may_leave(member, position)` allows. The colour
/// criterion (x) is not considered.
pub fn bracket_can_be_paired(
    field: &Field,
    members: &[usize],
    p_md: usize,
    remainder_p: usize,
    level: &Level,
    may_leave: impl Fn(usize, usize) -> bool,
) -> bool {
    let n = members.len();
    let Some(leftovers) = (n - 2 * p_md).checked_sub(2 * remainder_p) else {
        return false;
    };
    let leaving: Vec<bool> = (0..n)
        .map(|i| i >= p_md && may_leave(members[i], i))
        .collect();
    if greedy_pairing_found(field, members, p_md, leftovers, level, &leaving) {
        return true;
    }
    let graph = CompatibilityGraph::from_fn(n + leftovers, |a, b| {
        let (a, b) = (a.min(b), a.max(b));
        match (a < n, b < n) {
            (true, true) => b >= p_md && field.pair_allowed(members[a], members[b], level),
            (true, false) => leaving[a],
            _ => false,
        }
    });
    has_perfect_matching(&graph)
}

/// A quick witness for [`bracket_can_be_paired`]: each player in turn takes the first free
/// player he may meet (S1 players one of S2), and the players left without opponent must
/// be exactly `leftovers` players who may be left. Success proves the pairing exists;
/// failure proves nothing (the exact matching then decides). In a large bracket almost
/// everybody may meet almost everybody, and this answers in about linear time where the
/// exact test builds a graph of every pair.
fn greedy_pairing_found(
    field: &Field,
    members: &[usize],
    p_md: usize,
    leftovers: usize,
    level: &Level,
    leaving: &[bool],
) -> bool {
    let n = members.len();
    let mut taken = vec![false; n];
    let mut unpaired = 0;
    for a in 0..n {
        if taken[a] {
            continue;
        }
        let from = if a < p_md { p_md } else { a + 1 };
        let partner = (from..n)
            .find(|&b| !taken[b] && b >= p_md && field.pair_allowed(members[a], members[b], level));
        match partner {
            Some(b) => {
                taken[a] = true;
                taken[b] = true;
            }
            None if leaving[a] => unpaired += 1,
            None => return false,
        }
    }
    unpaired == leftovers
}

/// Whether a homogeneous group can be paired with `p` pairs at this level, at most `x`
/// of them leaving a colour preference unfulfilled (B4), the other players left over
/// only where `may_leave` allows.
pub fn group_can_be_paired(
    field: &Field,
    group: &[usize],
    p: usize,
    x: usize,
    wishes: &ColourWishes,
    level: &Level,
    may_leave: &[bool],
) -> bool {
    let n = group.len();
    let Some(leftovers) = n.checked_sub(2 * p) else {
        return false;
    };
    // Every edge weighs 2, one less when it leaves a preference unfulfilled: among the
    // perfect matchings, the heaviest fulfils the most preferences.
    let mut edges = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            if field.pair_allowed(group[a], group[b], level) {
                let weight = 2 - i128::from(wishes.unfulfilled(a, b));
                edges.push(WeightedEdge { a, b, weight });
            }
        }
        if may_leave[a] {
            for dummy in n..n + leftovers {
                edges.push(WeightedEdge {
                    a,
                    b: dummy,
                    weight: 2,
                });
            }
        }
    }
    let matching = maximum_weight_matching(
        n + leftovers,
        &edges,
        MatchingObjective::MaximumCardinalityThenWeight,
    )
    .expect("edges join distinct vertices in range with weights 1 or 2");
    if matching.pair_count() * 2 != n + leftovers {
        return false;
    }
    let unfulfilled = matching
        .pairs()
        .filter(|&(a, b)| a < n && b < n && wishes.unfulfilled(a, b))
        .count();
    unfulfilled <= x
}
