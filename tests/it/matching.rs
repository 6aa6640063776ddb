//! Brute-force comparisons for the graph matching algorithms of `pairing::matching`.
//!
//! Small random graphs (up to 12 vertices) are solved exhaustively: a dynamic programme over
//! vertex subsets gives the maximum matching size (or weight) of every induced subgraph, which
//! decides every question the matching functions and the oracle answer.

use arbiter::pairing::matching::{
    CompatibilityGraph, MAX_EDGE_WEIGHT, Matching, MatchingObjective, MatchingOracle, VertexSet,
    WeightedEdge, has_perfect_matching, has_perfect_matching_within, maximum_matching,
    maximum_matching_within, maximum_weight_matching,
};
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A random graph on up to `max_n` vertices with a random edge density.
fn graph_strategy(max_n: usize) -> impl Strategy<Value = CompatibilityGraph> {
    (0..=max_n, 1..=9u32).prop_flat_map(|(n, tenths)| {
        prop::collection::vec(
            prop::bool::weighted(f64::from(tenths) / 10.0),
            n * n.saturating_sub(1) / 2,
        )
        .prop_map(move |bits| {
            let mut bits = bits.into_iter();
            CompatibilityGraph::from_fn(n, |_, _| bits.next().expect("one bit per pair"))
        })
    })
}

fn mask_of(set: &VertexSet) -> usize {
    set.iter().map(|v| 1 << v).sum()
}

/// `sizes[mask]` = maximum matching size of the subgraph induced by `mask`.
fn matching_sizes(graph: &CompatibilityGraph) -> Vec<usize> {
    let n = graph.vertex_count();
    let mut sizes = vec![0; 1 << n];
    for mask in 1usize..1 << n {
        let low = mask.trailing_zeros() as usize;
        let rest = mask & !(1 << low);
        let mut best = sizes[rest];
        for w in graph.neighbors(low) {
            if rest & (1 << w) != 0 {
                best = best.max(1 + sizes[rest & !(1 << w)]);
            }
        }
        sizes[mask] = best;
    }
    sizes
}

/// Checks that `matching` pairs only vertices of `mask` along edges, and returns its size.
fn checked_size(graph: &CompatibilityGraph, matching: &Matching, mask: usize) -> usize {
    for (a, b) in matching.pairs() {
        assert!(graph.has_edge(a, b), "{a}-{b} is not an edge");
        assert!(
            mask & (1 << a) != 0 && mask & (1 << b) != 0,
            "{a}-{b} leaves the vertex set"
        );
        assert_eq!(matching.mate(a), Some(b));
        assert_eq!(matching.mate(b), Some(a));
    }
    matching.pair_count()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn maximum_matching_matches_brute_force(graph in graph_strategy(12), subset_bits in any::<u16>()) {
        let n = graph.vertex_count();
        let sizes = matching_sizes(&graph);
        let full = (1 << n) - 1;
        let matching = maximum_matching(&graph);
        prop_assert_eq!(checked_size(&graph, &matching, full), sizes[full]);
        prop_assert_eq!(has_perfect_matching(&graph), 2 * sizes[full] == n);

        let subset = VertexSet::from_vertices(n, (0..n).filter(|v| subset_bits & (1 << v) != 0));
        let mask = mask_of(&subset);
        let matching = maximum_matching_within(&graph, &subset);
        prop_assert_eq!(checked_size(&graph, &matching, mask), sizes[mask]);
        prop_assert_eq!(
            has_perfect_matching_within(&graph, &subset),
            2 * sizes[mask] == subset.len()
        );
    }
}

/// One step of an oracle scenario.
#[derive(Clone, Debug)]
enum Step {
    FixPair(usize, usize),
    Remove(usize),
    /// Fix a pair on a clone, which is then dropped: the original must not change.
    TryOnClone(usize, usize),
}

fn step_strategy() -> impl Strategy<Value = (Step, bool)> {
    let step = prop_oneof![
        4 => (0..12usize, 0..12usize).prop_map(|(a, b)| Step::FixPair(a, b)),
        1 => (0..12usize).prop_map(Step::Remove),
        1 => (0..12usize, 0..12usize).prop_map(|(a, b)| Step::TryOnClone(a, b)),
    ];
    // Whether to ask every query (filling the caches) before the step.
    (step, any::<bool>())
}

fn without(mask: usize, vertices: &[usize]) -> usize {
    vertices.iter().fold(mask, |mask, v| mask & !(1 << v))
}

/// Compares every query of the oracle with brute force.
fn check_queries(
    graph: &CompatibilityGraph,
    sizes: &[usize],
    oracle: &MatchingOracle,
    mask: usize,
) {
    let n = graph.vertex_count();
    let size = sizes[mask];
    let active: Vec<usize> = (0..n).filter(|v| mask & (1 << v) != 0).collect();
    for &u in &active {
        let expected_partners: Vec<usize> = active
            .iter()
            .copied()
            .filter(|&v| graph.has_edge(u, v) && sizes[without(mask, &[u, v])] + 1 == size)
            .collect();
        assert_eq!(
            oracle.allowed_partners(u).iter().collect::<Vec<_>>(),
            expected_partners,
            "partners of {u}"
        );
        for v in 0..n {
            assert_eq!(
                oracle.can_pair(u, v),
                expected_partners.contains(&v),
                "can_pair({u}, {v})"
            );
        }
    }
    let expected_leavable: Vec<usize> = active
        .iter()
        .copied()
        .filter(|&u| sizes[without(mask, &[u])] == size)
        .collect();
    for u in 0..n {
        assert_eq!(
            oracle.can_leave_out(u),
            expected_leavable.contains(&u),
            "can_leave_out({u})"
        );
    }
    assert_eq!(
        oracle.leave_out_candidates().iter().collect::<Vec<_>>(),
        expected_leavable
    );
}

/// Checks the oracle's state against the expected active set.
fn check_state(graph: &CompatibilityGraph, sizes: &[usize], oracle: &MatchingOracle, mask: usize) {
    assert_eq!(mask_of(oracle.active()), mask);
    assert_eq!(oracle.pair_count(), sizes[mask]);
    assert_eq!(checked_size(graph, &oracle.matching(), mask), sizes[mask]);
    assert_eq!(
        oracle.is_perfect(),
        2 * sizes[mask] == oracle.active().len()
    );
    for v in 0..graph.vertex_count() {
        assert_eq!(oracle.mate(v), oracle.matching().mate(v));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn oracle_matches_brute_force(
        graph in graph_strategy(12),
        start_bits in any::<u16>(),
        start_all in any::<bool>(),
        steps in prop::collection::vec(step_strategy(), 0..12),
    ) {
        let n = graph.vertex_count();
        let sizes = matching_sizes(&graph);
        let mut mask = if start_all { (1 << n) - 1 } else { usize::from(start_bits) & ((1 << n) - 1) };
        let mut oracle = if start_all {
            MatchingOracle::new(&graph)
        } else {
            MatchingOracle::with_active(&graph, VertexSet::from_vertices(n, (0..n).filter(|v| mask & (1 << v) != 0)))
        };
        check_state(&graph, &sizes, &oracle, mask);
        for (step, ask_first) in steps {
            if n == 0 {
                break;
            }
            if ask_first {
                check_queries(&graph, &sizes, &oracle, mask);
            }
            match step {
                Step::FixPair(a, b) => {
                    let (a, b) = (a % n, b % n);
                    let allowed = a != b
                        && mask & (1 << a) != 0
                        && mask & (1 << b) != 0
                        && graph.has_edge(a, b)
                        && sizes[without(mask, &[a, b])] + 1 == sizes[mask];
                    prop_assert_eq!(oracle.fix_pair(a, b), allowed, "fix_pair({}, {})", a, b);
                    if allowed {
                        mask = without(mask, &[a, b]);
                    }
                }
                Step::Remove(a) => {
                    let a = a % n;
                    let kept = mask & (1 << a) == 0 || sizes[without(mask, &[a])] == sizes[mask];
                    prop_assert_eq!(oracle.remove(a), kept, "remove({})", a);
                    mask = without(mask, &[a]);
                }
                Step::TryOnClone(a, b) => {
                    let before = oracle.matching();
                    let mut trial = oracle.clone();
                    let fixed = trial.fix_pair(a % n, b % n);
                    if fixed {
                        check_state(&graph, &sizes, &trial, without(mask, &[a % n, b % n]));
                    }
                    prop_assert_eq!(oracle.matching(), before);
                    // Backing out by copying the original over the trial.
                    trial.clone_from(&oracle);
                    check_state(&graph, &sizes, &trial, mask);
                }
            }
            check_state(&graph, &sizes, &oracle, mask);
        }
        check_queries(&graph, &sizes, &oracle, mask);
    }
}

/// A random weighted graph: edges present with a random density, weights drawn from
/// `weights`.
fn weighted_strategy(
    max_n: usize,
    weights: impl Strategy<Value = i128> + Clone + 'static,
) -> impl Strategy<Value = (usize, Vec<WeightedEdge>)> {
    (0..=max_n, 1..=9u32).prop_flat_map(move |(n, tenths)| {
        let pairs: Vec<(usize, usize)> = (0..n)
            .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
            .collect();
        let count = pairs.len();
        prop::collection::vec(
            (
                prop::bool::weighted(f64::from(tenths) / 10.0),
                weights.clone(),
            ),
            count,
        )
        .prop_map(move |choices| {
            let edges = pairs
                .iter()
                .zip(choices)
                .filter(|(_, (present, _))| *present)
                .map(|(&(a, b), (_, weight))| WeightedEdge { a, b, weight })
                .collect();
            (n, edges)
        })
    })
}

/// Best (pairs, weight) per vertex subset; `cardinality_first` compares pairs first, otherwise
/// only the weight counts (pairs then is the count of one optimal matching).
fn best_weights(n: usize, edges: &[WeightedEdge], cardinality_first: bool) -> (usize, i128) {
    let mut neighbours = vec![Vec::new(); n];
    for edge in edges {
        neighbours[edge.a].push((edge.b, edge.weight));
        neighbours[edge.b].push((edge.a, edge.weight));
    }
    let key = |value: (usize, i128)| {
        if cardinality_first {
            value
        } else {
            (0, value.1)
        }
    };
    let mut best = vec![(0usize, 0i128); 1 << n];
    for mask in 1usize..1 << n {
        let low = mask.trailing_zeros() as usize;
        let rest = mask & !(1 << low);
        let mut value = best[rest];
        for &(w, edge_weight) in &neighbours[low] {
            if rest & (1 << w) != 0 {
                let (pairs, total) = best[rest & !(1 << w)];
                let candidate = (pairs + 1, total + edge_weight);
                if key(candidate) > key(value) {
                    value = candidate;
                }
            }
        }
        best[mask] = value;
    }
    best[(1 << n) - 1]
}

fn matching_value(n: usize, edges: &[WeightedEdge], matching: &Matching) -> (usize, i128) {
    let mut total = 0;
    for (a, b) in matching.pairs() {
        let weight = edges
            .iter()
            .filter(|edge| (edge.a, edge.b) == (a, b) || (edge.a, edge.b) == (b, a))
            .map(|edge| edge.weight)
            .max()
            .unwrap_or_else(|| panic!("{a}-{b} is not an edge"));
        total += weight;
    }
    assert_eq!(matching.vertex_count(), n);
    (matching.pair_count(), total)
}

fn check_weighted(n: usize, edges: &[WeightedEdge]) {
    let matching =
        maximum_weight_matching(n, edges, MatchingObjective::MaximumWeight).expect("valid edges");
    assert_eq!(
        matching_value(n, edges, &matching).1,
        best_weights(n, edges, false).1
    );
    let matching =
        maximum_weight_matching(n, edges, MatchingObjective::MaximumCardinalityThenWeight)
            .expect("valid edges");
    assert_eq!(
        matching_value(n, edges, &matching),
        best_weights(n, edges, true)
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn weighted_matching_with_many_ties(input in weighted_strategy(12, -3i128..8)) {
        check_weighted(input.0, &input.1);
    }

    #[test]
    fn weighted_matching_with_parallel_edges(input in weighted_strategy(10, -3i128..8)) {
        let (n, mut edges) = input;
        // Every other edge gets a reversed twin with another weight.
        let twins: Vec<WeightedEdge> = edges
            .iter()
            .step_by(2)
            .enumerate()
            .map(|(i, edge)| WeightedEdge { a: edge.b, b: edge.a, weight: edge.weight + (i as i128 % 7) - 3 })
            .collect();
        edges.extend(twins);
        check_weighted(n, &edges);
    }

    #[test]
    fn weighted_matching_with_spread_weights(input in weighted_strategy(12, 0i128..1_000_000)) {
        check_weighted(input.0, &input.1);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn weighted_matching_with_huge_weights(input in weighted_strategy(10, (-3i128..4).prop_map(|k| k << 98))) {
        check_weighted(input.0, &input.1);
    }

    /// Larger graphs, beyond brute force: the cardinality-first weighted matching with equal
    /// weights must find as many pairs as the cardinality algorithm.
    #[test]
    fn weighted_and_cardinality_algorithms_agree(graph in graph_strategy(60)) {
        let n = graph.vertex_count();
        let edges: Vec<WeightedEdge> = (0..n)
            .flat_map(|a| graph.neighbors(a).filter(move |&b| a < b).map(move |b| WeightedEdge { a, b, weight: 1 }))
            .collect();
        let weighted = maximum_weight_matching(n, &edges, MatchingObjective::MaximumCardinalityThenWeight)
            .expect("valid edges");
        prop_assert_eq!(weighted.pair_count(), maximum_matching(&graph).pair_count());
    }

    /// The same with weights of both signs spread over the whole supported range: putting
    /// cardinality first must outweigh any difference of weights.
    #[test]
    fn cardinality_first_outweighs_the_widest_weights(
        graph in graph_strategy(60),
        weights in prop::collection::vec(-MAX_EDGE_WEIGHT..=MAX_EDGE_WEIGHT, 1..40),
    ) {
        let n = graph.vertex_count();
        let edges: Vec<WeightedEdge> = (0..n)
            .flat_map(|a| graph.neighbors(a).filter(move |&b| a < b).map(move |b| (a, b)))
            .enumerate()
            .map(|(i, (a, b))| WeightedEdge { a, b, weight: weights[i % weights.len()] })
            .collect();
        let weighted = maximum_weight_matching(n, &edges, MatchingObjective::MaximumCardinalityThenWeight)
            .expect("valid edges");
        prop_assert_eq!(weighted.pair_count(), maximum_matching(&graph).pair_count());
    }
}

/// A seeded random graph on `n` vertices: each pair is an edge with probability `density`,
/// with a weight drawn from `weights`.
fn random_edges(
    rng: &mut ChaCha8Rng,
    n: usize,
    density: f64,
    weights: std::ops::RangeInclusive<i128>,
) -> Vec<WeightedEdge> {
    let mut edges = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            if rng.random_bool(density) {
                let weight = rng.random_range(weights.clone());
                edges.push(WeightedEdge { a, b, weight });
            }
        }
    }
    edges
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// Larger graphs, beyond brute force: the oracle's partner sets (read off one alternating
    /// forest) must agree with recomputing a maximum matching without each pair, along a
    /// greedy pairing in identifier order.
    #[test]
    fn oracle_partners_agree_with_recomputed_matchings(graph in graph_strategy(40)) {
        let n = graph.vertex_count();
        let mut oracle = MatchingOracle::new(&graph);
        while let Some(u) = oracle.active().first() {
            let active = oracle.active().clone();
            let size = maximum_matching_within(&graph, &active).pair_count();
            prop_assert_eq!(oracle.pair_count(), size);
            let partners = oracle.allowed_partners(u);
            for v in graph.neighbors(u).filter(|&v| active.contains(v)) {
                let mut rest = active.clone();
                rest.remove(u);
                rest.remove(v);
                let allowed = maximum_matching_within(&graph, &rest).pair_count() + 1 == size;
                prop_assert_eq!(partners.contains(v), allowed, "{}-{} of {}", u, v, n);
            }
            match partners.first() {
                Some(v) => prop_assert!(oracle.fix_pair(u, v)),
                None => prop_assert!(!oracle.remove(u) || oracle.pair_count() == size),
            }
        }
    }
}

#[test]
fn weighted_matching_on_sixteen_vertices() {
    let mut rng = ChaCha8Rng::seed_from_u64(16);
    for _ in 0..20 {
        let n = 16;
        let edges = random_edges(&mut rng, n, 0.4, -5..=29);
        check_weighted(n, &edges);
    }
}

/// Not a timing test: a late-round-like dense 1000-vertex graph goes through a full greedy
/// pairing in identifier order, which must complete.
#[test]
fn greedy_pairing_of_a_dense_thousand_vertex_graph_completes() {
    let mut rng = ChaCha8Rng::seed_from_u64(1000);
    let graph = CompatibilityGraph::from_fn(1000, |_, _| rng.random_bool(0.75));
    let mut oracle = MatchingOracle::new(&graph);
    assert!(oracle.is_perfect());
    let mut pairs = Vec::new();
    while let Some(u) = oracle.active().first() {
        let v = graph
            .neighbors(u)
            .find(|&v| oracle.can_pair(u, v))
            .expect("a perfect matching keeps a partner for everybody");
        assert!(oracle.fix_pair(u, v));
        pairs.push((u, v));
    }
    assert_eq!(pairs.len(), 500);
}
/// Rare blossom events (a T blossom expanded while some S vertex already reaches one of its
/// sub-blossoms off the even path) need many graphs to show up: 14 000 seeded graphs of 8 to
/// 12 vertices across densities and weight ranges.
#[test]
fn weighted_matching_on_many_random_graphs() {
    let regimes = [
        (0.3, 10),
        (0.5, 10),
        (0.8, 10),
        (0.5, 100),
        (0.5, 3),
        (1.0, 20),
        (0.4, 20),
    ];
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for (density, max_weight) in regimes {
        for _ in 0..2000 {
            let n = rng.random_range(8..=12);
            let edges = random_edges(&mut rng, n, density, 0..=max_weight);
            check_weighted(n, &edges);
        }
    }
}
