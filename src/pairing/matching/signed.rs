//! Signed weights and the cardinality-first objective on the one weighted solver
//! ([`super::maximum_weight_matching_wide`], which takes positive weights only), by an exact
//! transformation of the weights at the boundary.
//!
//! **Maximum weight.** An edge of weight `w ≤ 0` adds nothing to a matching that holds it
//! (or takes something away), so the heaviest total is the same without it: such edges are
//! left out and the others passed as `w' = w`.
//!
//! **Maximum cardinality, then weight.** Let `w_min` be the least weight, `s(e) = w(e) −
//! w_min + 1` (so `1 ≤ s(e) ≤ s_max`), `C = ⌊n/2⌋ · s_max` for `n` vertices, and the solver's
//! weight `w'(e) = s(e) + C > 0`. For a matching `M` of `k` pairs, `w'(M) = k·C + s(M) =
//! k·(C + 1 − w_min) + w(M)`. Then:
//! - if `|M₁| > |M₂|`: `w'(M₁) − w'(M₂) ≥ C + s(M₁) − s(M₂) ≥ C + 1 − (⌊n/2⌋ − 1)·s_max > 0`
//!   (`M₁` has at least one pair of `s ≥ 1`, `M₂` at most `⌊n/2⌋ − 1` pairs of `s ≤ s_max`), so
//!   every heaviest matching under `w'` has the largest cardinality;
//! - if `|M₁| = |M₂| = k`: `w'(M₁) − w'(M₂) = w(M₁) − w(M₂)`.
//!
//! So the matchings of largest `w'` are exactly those of largest weight among those with the
//! most pairs: the optimum is the same set of matchings, not just the same value.
//!
//! **Even weights.** The solver is handed `2·w'`, which orders matchings as `w'` does. It
//! starts each vertex's dual at its heaviest edge's weight rounded up to even (its duals
//! must share a parity): with even weights nothing is rounded, so edges of equal weight all
//! start tight, and the plain cardinality question (equal weights) is mostly settled by the
//! greedy start instead of by hundreds of blossoms.

use thiserror::Error;

use super::blossom::maximum_weight_matching_wide;
use super::cardinality::Matching;

/// The largest edge weight magnitude accepted by [`maximum_weight_matching`]: 2¹⁰⁰.
pub const MAX_EDGE_WEIGHT: i128 = 1 << 100;

/// The largest weight handed to the solver. It doubles the weights, and its duals and the
/// sums it forms stay within a few times the largest doubled weight (a matched vertex's
/// dual within its matched edge's weight, a stage's dual steps within the largest dual), so
/// 2¹²⁰ leaves `u128` room to spare.
const MAX_SOLVER_WEIGHT: u128 = 1 << 120;

/// What [`maximum_weight_matching`] optimises.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatchingObjective {
    /// The largest total weight; the number of pairs is whatever achieves it (edges of
    /// weight zero or less are never used).
    MaximumWeight,
    /// The largest total weight among the matchings with the most pairs.
    MaximumCardinalityThenWeight,
}

/// A weighted edge `a-b` for [`maximum_weight_matching`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WeightedEdge {
    pub a: usize,
    pub b: usize,
    pub weight: i128,
}

/// Why [`maximum_weight_matching`] refused its input.
#[derive(Clone, Copy, Debug, Error, PartialEq, Eq)]
pub enum WeightedMatchingError {
    #[error("edge {a}-{b} names a vertex outside 0..{vertex_count}")]
    VertexOutOfRange {
        a: usize,
        b: usize,
        vertex_count: usize,
    },
    #[error("edge {a}-{a} joins a vertex to itself")]
    Loop { a: usize },
    #[error("edge {a}-{b} has weight {weight}, beyond the supported ±2^100")]
    WeightOutOfRange { a: usize, b: usize, weight: i128 },
    #[error(
        "{vertex_count} vertices are too many to put cardinality first with weights spanning {span}"
    )]
    TooManyVertices { vertex_count: usize, span: u128 },
}

/// A matching of the graph on `vertex_count` vertices with the given edges that optimises
/// `objective`, by the blossom solver on the weights transformed as the module documentation
/// proves exact. Parallel edges are allowed (the heaviest one counts).
///
/// Which of several optimal matchings comes back is left to the solver (it is not the one
/// the former `i128` solver chose): callers read only what every optimal matching shares,
/// as Dutch 1992's feasibility reads the least number of unfulfilled preferences and
/// Double-Swiss's weighing the digit totals and whether some optimal matching floats a
/// player.
///
/// Encode lexicographic priorities by scaling: weight = Σ criterionᵢ · Bᵢ with each Bᵢ larger
/// than the largest possible total, over a whole matching, of all lower criteria; the total
/// must stay within [`MAX_EDGE_WEIGHT`] per edge.
pub fn maximum_weight_matching(
    vertex_count: usize,
    edges: &[WeightedEdge],
    objective: MatchingObjective,
) -> Result<Matching, WeightedMatchingError> {
    for edge in edges {
        let WeightedEdge { a, b, weight } = *edge;
        if a >= vertex_count || b >= vertex_count {
            return Err(WeightedMatchingError::VertexOutOfRange { a, b, vertex_count });
        }
        if a == b {
            return Err(WeightedMatchingError::Loop { a });
        }
        if weight.abs() > MAX_EDGE_WEIGHT {
            return Err(WeightedMatchingError::WeightOutOfRange { a, b, weight });
        }
    }
    // Doubled: see "Even weights" in the module documentation.
    let positive: Vec<(usize, usize, u128)> = match objective {
        MatchingObjective::MaximumWeight => edges
            .iter()
            .filter(|edge| edge.weight > 0)
            .map(|edge| (edge.a, edge.b, 2 * edge.weight.unsigned_abs()))
            .collect(),
        MatchingObjective::MaximumCardinalityThenWeight => {
            // s(e) = w(e) - w_min + 1, s_max and C, exact: the weights lie within ±2^100.
            let weights = || edges.iter().map(|edge| edge.weight);
            let least = weights().min().unwrap_or(0);
            let shifted = |weight: i128| (weight - least).unsigned_abs() + 1;
            let span = shifted(weights().max().unwrap_or(0));
            let pairs = (vertex_count / 2) as u128;
            let heaviest = (pairs + 1)
                .checked_mul(span)
                .filter(|&heaviest| heaviest <= MAX_SOLVER_WEIGHT / 2)
                .ok_or(WeightedMatchingError::TooManyVertices { vertex_count, span })?;
            let constant = heaviest - span;
            edges
                .iter()
                .map(|edge| (edge.a, edge.b, 2 * (shifted(edge.weight) + constant)))
                .collect()
        }
    };
    Ok(Matching::from_mates(maximum_weight_matching_wide(
        vertex_count,
        &positive,
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edges(list: &[(usize, usize, i128)]) -> Vec<WeightedEdge> {
        list.iter()
            .map(|&(a, b, weight)| WeightedEdge { a, b, weight })
            .collect()
    }

    fn solve(
        n: usize,
        list: &[(usize, usize, i128)],
        objective: MatchingObjective,
    ) -> Vec<(usize, usize)> {
        maximum_weight_matching(n, &edges(list), objective)
            .expect("valid input")
            .pairs()
            .collect()
    }

    #[test]
    fn empty_and_trivial_inputs() {
        assert_eq!(solve(0, &[], MatchingObjective::MaximumWeight), vec![]);
        assert_eq!(solve(1, &[], MatchingObjective::MaximumWeight), vec![]);
        assert_eq!(
            solve(1, &[], MatchingObjective::MaximumCardinalityThenWeight),
            vec![]
        );
        assert_eq!(
            solve(2, &[(0, 1, 5)], MatchingObjective::MaximumWeight),
            vec![(0, 1)]
        );
        assert_eq!(
            solve(2, &[(0, 1, -5)], MatchingObjective::MaximumWeight),
            vec![]
        );
        assert_eq!(
            solve(2, &[(0, 1, 0)], MatchingObjective::MaximumWeight),
            vec![]
        );
        assert_eq!(
            solve(
                2,
                &[(0, 1, -5)],
                MatchingObjective::MaximumCardinalityThenWeight
            ),
            vec![(0, 1)]
        );
    }

    #[test]
    fn heavy_middle_edge_versus_two_light_ones() {
        // Path 0-1-2-3: 1-2 weighs 10 against 6 + 6, so the outer pair wins; with 1-2 at 13
        // the middle edge alone wins unless cardinality comes first.
        let outer = [(0, 1, 6), (1, 2, 10), (2, 3, 6)];
        assert_eq!(
            solve(4, &outer, MatchingObjective::MaximumWeight),
            vec![(0, 1), (2, 3)]
        );
        let middle = [(0, 1, 6), (1, 2, 13), (2, 3, 6)];
        assert_eq!(
            solve(4, &middle, MatchingObjective::MaximumWeight),
            vec![(1, 2)]
        );
        assert_eq!(
            solve(4, &middle, MatchingObjective::MaximumCardinalityThenWeight),
            vec![(0, 1), (2, 3)]
        );
    }

    #[test]
    fn negative_weights_with_cardinality_first() {
        // Path 0-1-2-3 again, all weights negative: only cardinality makes a pair worth
        // taking, and among the two perfect-sized choices the lighter loss wins.
        let path = [(0, 1, -6), (1, 2, -1), (2, 3, -6)];
        assert_eq!(solve(4, &path, MatchingObjective::MaximumWeight), vec![]);
        assert_eq!(
            solve(4, &path, MatchingObjective::MaximumCardinalityThenWeight),
            vec![(0, 1), (2, 3)]
        );
        // Square 0-1-2-3-0: two perfect matchings, -3 - 4 against -2 - 1.
        let square = [(0, 1, -3), (1, 2, -2), (2, 3, -4), (0, 3, -1)];
        assert_eq!(
            solve(4, &square, MatchingObjective::MaximumCardinalityThenWeight),
            vec![(0, 3), (1, 2)]
        );
    }

    #[test]
    fn blossom_with_pendant_edges() {
        // Triangle 0-1-2 (weight 10 each) with pendants 2-3 (weight 4) and 0-4 (weight 3):
        // best is 1-2 plus 0-4 = 13, or 0-1 plus 2-3 = 14.
        let list = [(0, 1, 10), (1, 2, 10), (0, 2, 10), (2, 3, 4), (0, 4, 3)];
        assert_eq!(
            solve(5, &list, MatchingObjective::MaximumWeight),
            vec![(0, 1), (2, 3)]
        );
    }

    #[test]
    fn parallel_edges_count_with_their_heaviest_weight() {
        // 1-2 (6) plus 0-3 (4) weigh 10: a parallel 0-1 edge of 11 wins, one of 9 does not.
        let heavy = [(0, 1, 2), (1, 2, 6), (1, 0, 11), (0, 3, 4)];
        assert_eq!(
            solve(4, &heavy, MatchingObjective::MaximumWeight),
            vec![(0, 1)]
        );
        let light = [(0, 1, 2), (1, 2, 6), (1, 0, 9), (0, 3, 4)];
        assert_eq!(
            solve(4, &light, MatchingObjective::MaximumWeight),
            vec![(0, 3), (1, 2)]
        );
    }

    #[test]
    fn rejects_invalid_edges() {
        let err = |list: &[(usize, usize, i128)]| {
            maximum_weight_matching(3, &edges(list), MatchingObjective::MaximumWeight).unwrap_err()
        };
        assert_eq!(
            err(&[(0, 3, 1)]),
            WeightedMatchingError::VertexOutOfRange {
                a: 0,
                b: 3,
                vertex_count: 3
            }
        );
        assert_eq!(err(&[(1, 1, 1)]), WeightedMatchingError::Loop { a: 1 });
        assert_eq!(
            err(&[(0, 1, MAX_EDGE_WEIGHT + 1)]),
            WeightedMatchingError::WeightOutOfRange {
                a: 0,
                b: 1,
                weight: MAX_EDGE_WEIGHT + 1
            }
        );
        assert_eq!(
            err(&[(0, 3, 1)]).to_string(),
            "edge 0-3 names a vertex outside 0..3"
        );
    }

    #[test]
    fn huge_weights_do_not_overflow() {
        let big = MAX_EDGE_WEIGHT;
        let list = [
            (0, 1, big),
            (1, 2, big),
            (2, 3, big),
            (0, 3, big - 1),
            (3, 4, -big),
        ];
        assert_eq!(solve(5, &list, MatchingObjective::MaximumWeight).len(), 2);
        assert_eq!(
            solve(5, &list, MatchingObjective::MaximumCardinalityThenWeight),
            vec![(0, 1), (2, 3)]
        );
    }

    #[test]
    fn cardinality_first_refuses_weights_it_cannot_lift() {
        // The widest span of weights, 2^101 + 1, lifted by half a million pairs, passes
        // 2^120.
        let vertex_count = 1 << 20;
        let list = [(0, 1, MAX_EDGE_WEIGHT), (2, 3, -MAX_EDGE_WEIGHT)];
        let objective = MatchingObjective::MaximumCardinalityThenWeight;
        assert_eq!(
            maximum_weight_matching(vertex_count, &edges(&list), objective).unwrap_err(),
            WeightedMatchingError::TooManyVertices {
                vertex_count,
                span: (1 << 101) + 1
            }
        );
    }
}
