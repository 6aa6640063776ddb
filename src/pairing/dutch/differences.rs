//! B3: "The difference of the scores of two players paired against each other should be as
//! small as possible and ideally zero."
//!
//! In a heterogeneous bracket the procedure itself keeps B3: the players moved down are
//! paired first (A3), against the bracket's own players, and what is left (the remainder)
//! has one score. A group *treated* as homogeneous may hold several scores, though: a
//! bracket of which at least half was moved down (A3, last sentence), the lowest bracket
//! after C13 joined the penultimate one to it, or a remainder that a C14 on the MDP part
//! left with players moved down. There S1 against S2 in D1/D2 order knows nothing of
//! scores, so B3 is applied as the criterion it is: relative, ranking above B4-B6, and
//! never dropped by C9-C11. Read this way:
//! - a candidate's score differences are one per pair, and one per player it moves down
//!   (in the lowest bracket: gives the bye), measured against the lowest score of the
//!   group; listed largest first, a candidate has smaller differences than another when
//!   its list is smaller at the first place where they differ (one pair with a larger
//!   difference weighs more than any number with smaller ones);
//! - the difference of a player moved down or given the bye is a construction of this
//!   reading, not B3's own words: B3 speaks only of "two players paired against each
//!   other", and such a player is paired against nobody in the group. Without it B3 would
//!   not weigh who is left over at all, and would rather pair two low scorers and move a
//!   high scorer down than the reverse. The lowest score of the group stands for the least
//!   a player moved down can meet further down; the bye has no later opponent and is
//!   measured the same way, so that B3 gives it to a low scorer rather than a high one;
//! - the candidates compared are those keeping the criteria above B3 (B1 and B2, with
//!   A7(c) and the last-round note on B2 as far as the ladder has set them aside), with p
//!   pairs (C14 lowers p before any relative criterion is given up: "no player should be
//!   moved down" to comply with them);
//! - among the candidates with the smallest differences, the procedure goes on as usual:
//!   the first in D2/D1 order keeping B4-B6 as far as the ladder keeps them.

use crate::model::Points;
use crate::pairing::matching::{Wide, maximum_weight_matching_wide};

use super::criteria::Field;

/// The width of the matching weights: room for a few dozen distinct differences.
type Weight = Wide<8>;

/// A candidate's score differences in tenths of a point, largest first (see the module
/// documentation); the smaller list is the better one under B3.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Differences(Vec<i32>);

impl Differences {
    /// The differences of `pairs` and of the players `moved_down`, the latter measured
    /// against `floor` (the lowest score of the group).
    pub fn of(
        field: &Field,
        floor: Points,
        pairs: impl IntoIterator<Item = (usize, usize)>,
        moved_down: impl IntoIterator<Item = usize>,
    ) -> Differences {
        let gap = |a: Points, b: Points| (a.tenths() - b.tenths()).abs();
        let mut list: Vec<i32> = pairs
            .into_iter()
            .map(|(a, b)| gap(field.score(a), field.score(b)))
            .chain(moved_down.into_iter().map(|m| gap(field.score(m), floor)))
            .collect();
        list.sort_unstable_by(|a, b| b.cmp(a));
        Differences(list)
    }

    /// The largest difference (0 when there is none).
    pub fn largest(&self) -> i32 {
        self.0.first().copied().unwrap_or(0)
    }
}

/// The lowest score among `group`.
pub fn floor(field: &Field, group: &[usize]) -> Points {
    group
        .iter()
        .map(|&m| field.score(m))
        .min()
        .unwrap_or(Points::ZERO)
}

/// Whether the group holds more than one score (B3 can choose only then).
pub fn mixed(field: &Field, group: &[usize]) -> bool {
    group
        .windows(2)
        .any(|w| field.score(w[0]) != field.score(w[1]))
}

/// The smallest differences (B3) of any pairing of `group` with `p` pairs, the pairs
/// allowed where `allowed(a, b)` (positions in `group`), the others moved down only where
/// `may_leave` allows; `None` when no such pairing exists or the differences are too many
/// to weigh (then B3 cannot choose).
///
/// A weighted matching finds it: a difference of rank k (0 for the smallest value present)
/// costs 2^(k·b), b bits being enough to count every entry of the list, so one larger
/// difference costs more than all smaller ones together; every edge weighs a constant less
/// its cost, the constant larger than all costs together, so the heaviest matching is a
/// perfect one of least cost. Players moved down are matched to stand-in vertices.
pub fn smallest(
    field: &Field,
    group: &[usize],
    p: usize,
    allowed: impl Fn(usize, usize) -> bool,
    may_leave: &[bool],
) -> Option<Differences> {
    let n = group.len();
    let leftovers = n.checked_sub(2 * p)?;
    let floor = floor(field, group);
    let score = |i: usize| field.score(group[i]).tenths();
    let mut edges: Vec<(usize, usize, i32)> = Vec::new();
    for (a, &leaves) in may_leave.iter().enumerate().take(n) {
        for b in a + 1..n {
            if allowed(a, b) {
                edges.push((a, b, (score(a) - score(b)).abs()));
            }
        }
        if leaves {
            for stand_in in n..n + leftovers {
                edges.push((a, stand_in, score(a) - floor.tenths()));
            }
        }
    }
    let mut values: Vec<i32> = edges.iter().map(|&(_, _, d)| d).collect();
    values.sort_unstable();
    values.dedup();
    let entries = n - p;
    let bits = usize::BITS - entries.leading_zeros() + 1;
    let cost_bits = bits * u32::try_from(values.len()).ok()?;
    if cost_bits + bits + 2 > Weight::BITS {
        return None;
    }
    let big = Weight::from_u64(1).shifted_left(cost_bits + bits + 1);
    let weighted: Vec<(usize, usize, Weight)> = edges
        .iter()
        .map(|&(a, b, d)| {
            let rank = values.binary_search(&d).expect("every value is listed") as u32;
            (a, b, big - Weight::from_u64(1).shifted_left(rank * bits))
        })
        .collect();
    let mates = maximum_weight_matching_wide(n + leftovers, &weighted);
    if mates.iter().any(Option::is_none) {
        return None;
    }
    let pairs = (0..n).filter_map(|a| {
        mates[a]
            .filter(|&b| b > a && b < n)
            .map(|b| (group[a], group[b]))
    });
    let moved_down = (0..n)
        .filter(|&a| mates[a].is_some_and(|b| b >= n))
        .map(|a| group[a]);
    Some(Differences::of(field, floor, pairs, moved_down))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_larger_difference_outweighs_any_number_of_smaller_ones() {
        assert!(Differences(vec![10, 0, 0]) < Differences(vec![15, 0, 0]));
        assert!(Differences(vec![10, 10, 10]) < Differences(vec![15, 0, 0]));
        assert!(Differences(vec![10, 5, 0]) < Differences(vec![10, 5, 5]));
    }
}
