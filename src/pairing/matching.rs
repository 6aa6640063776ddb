//! Graph matching for the pairing engines.
//!
//! Every pairing system here (Double-Swiss C.04.5, Dutch, Dubov C.04.4.1) builds its pairing
//! step by step and must never "paint itself into a corner": the players still to pair must
//! always be pairable among themselves (the completion criterion). In graph terms, players are
//! vertices, legal pairs (no rematch, not forbidden, colour-compatible, …) are edges, and a
//! pairing is a matching. This module provides:
//!
//! - [`CompatibilityGraph`]: the legal-pair graph as a dense bitset, and [`VertexSet`].
//! - [`maximum_matching`], [`has_perfect_matching`] and their `_within` variants restricted to
//!   a vertex subset: Edmonds' blossom algorithm for maximum cardinality.
//! - [`MatchingOracle`]: incremental "is this choice still completable?" questions for greedy
//!   searches in identifier order (fix a pair, give a bye, remove a player), each answered
//!   from a maintained maximum matching with at most one augmenting-path search.
//! - [`Assignment`]: a minimum-cost assignment of rows to columns with a budget of costly
//!   pairs, kept up to date while pairs are fixed (for searches that fix one pair at a
//!   time in a prescribed order, like the Dutch transpositions).
//! - [`maximum_weight_matching_wide`] (and [`maximum_weight_matching_priced`] on dense
//!   graphs): Edmonds' weighted blossom algorithm, the one weighted solver, for positive
//!   weights of 128 bits or of any width ([`Wide`]) when the criteria need more (Dutch
//!   2026).
//! - [`maximum_weight_matching`]: the same solver for signed (`i128`) weights, optionally
//!   maximising cardinality first, by an exact transformation of the weights, for engines
//!   that optimise quality criteria.
//!
//! All algorithms are written from the textbook descriptions of Edmonds' algorithms (Gabow's
//! labels for cardinality, Galil's survey for the weighted primal-dual method).

mod assignment;
mod blossom;
mod cardinality;
mod graph;
mod largest;
mod oracle;
mod parallel;
mod signed;
mod wide;

pub use assignment::{Assignment, AssignmentProblem};
pub use blossom::{
    MatchingWeight, OptimalDuals, PairWeights, PairsAmong, PricedMatching, WarmStart,
    maximum_weight_matching_priced, maximum_weight_matching_priced_within,
    maximum_weight_matching_proven, maximum_weight_matching_wide,
};
pub use cardinality::{
    Matching, has_perfect_matching, has_perfect_matching_within, maximum_matching,
    maximum_matching_within,
};
pub use graph::{CompatibilityGraph, VertexSet};
pub use largest::LargestPairs;
pub use oracle::MatchingOracle;
pub use parallel::{fill_rows, row_parts};
pub use signed::{
    MAX_EDGE_WEIGHT, MatchingObjective, WeightedEdge, WeightedMatchingError,
    maximum_weight_matching,
};
pub use wide::Wide;
