//! Maximum-weight matching for weights of any width ([`super::Wide`]): Edmonds' primal-dual
//! blossom algorithm in its classic O(n³) form (labels S/T per top-level blossom, least-slack
//! edges per vertex and per S-blossom, dual steps δ1-δ4), as Galil's survey describes it,
//! with four economies that leave the result alone:
//! - the vertex duals need not start equal: any feasible duals and any matching on tight
//!   edges will do, the stages running while an exposed vertex has a positive dual. A
//!   solve starts from low duals and a greedy matching, or from a similar graph's duals
//!   and mates ([`WarmStart`]);
//! - an augmentation dissolves only the trees it runs through; the rest of the forest keeps
//!   growing;
//! - the priced matching keeps one solver and adds edges to it;
//! - a dual step costs what changed: each kind's least δ comes from a priority queue of
//!   candidates keyed by when they would take it (requeued only when touched), and only
//!   the labelled vertices and blossoms have their duals moved.
//!
//! It is the one weighted solver of the pairing engines: every edge weight is positive
//! (`u128`, or [`super::Wide`] for several hundred bits) and an absent edge is simply not
//! listed; [`super::maximum_weight_matching`] brings signed weights and the cardinality-first
//! objective to it by an exact transformation of the weights. Weights are doubled on entry so
//! that the duals stay integral (δ3 halves the slack of an S-S edge).

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::ops::{Add, Sub};

use super::graph::CompatibilityGraph;
use super::largest::LargestPairs;
use super::wide::Wide;

/// What the solver needs of a weight.
pub trait MatchingWeight: Copy + Ord + Add<Output = Self> + Sub<Output = Self> {
    fn zero() -> Self;
    fn one() -> Self;
    fn is_zero(&self) -> bool;
    fn halved(self) -> Self;
}

impl<const N: usize> MatchingWeight for Wide<N> {
    fn zero() -> Self {
        Wide::ZERO
    }
    fn one() -> Self {
        Wide::from_u64(1)
    }
    fn is_zero(&self) -> bool {
        Wide::is_zero(self)
    }
    fn halved(self) -> Self {
        Wide::halved(self)
    }
}

impl MatchingWeight for u128 {
    fn zero() -> Self {
        0
    }
    fn one() -> Self {
        1
    }
    fn is_zero(&self) -> bool {
        *self == 0
    }
    fn halved(self) -> Self {
        self >> 1
    }
}

const NONE: usize = usize::MAX;

/// Entries per vertex a queue of dual steps holds before its stale ones are dropped
/// ([`Solver::compact_steps`]).
const COMPACT_FROM: usize = 2;

/// The least even weight not below `weight`.
fn even_above<W: MatchingWeight>(weight: W) -> W {
    if weight.halved() + weight.halved() == weight {
        weight
    } else {
        weight + W::one()
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Label {
    Free,
    S,
    T,
    /// An S-blossom passed while looking for a common base ([`Solver::scan_blossom`]).
    Crumb,
}

/// A maximum-weight matching of the graph on `vertex_count` vertices with the given edges
/// `(a, b, weight)` (weight > 0, a ≠ b): each vertex's mate.
pub fn maximum_weight_matching_wide<W: MatchingWeight>(
    vertex_count: usize,
    edges: &[(usize, usize, W)],
) -> Vec<Option<usize>> {
    let mut solver = Solver::new(vertex_count, edges);
    solver.start_greedily();
    solver.solve();
    solver.mates()
}

/// Where a priced matching may start: per vertex, the dual and the mate a matching of a
/// similar graph ended with (`None`: not known, e.g. a vertex that was not in that graph).
pub struct WarmStart<W> {
    pub duals: Vec<Option<W>>,
    pub mates: Vec<Option<usize>>,
    /// When known: the vertices whose pairs may weigh more than the `duals` cover (their
    /// weights changed since those duals were proven, or they have none). The duals of the
    /// others cover all their pairs among themselves (`u(a) + u(b) >= 2·w(a, b)`, in the
    /// solver's units, as [`PricedMatching::duals`]), so a pricing round need only read the
    /// pairs of these and of the vertices whose duals fell below their start
    /// ([`price_changed`]).
    pub uncovered: Option<Vec<bool>>,
}

/// A maximum-weight matching (each vertex's mate) and the duals that prove it, per vertex
/// (the duals of the blossoms holding it added in; in the solver's units, twice the
/// weights): a [`WarmStart`] for the next matching.
pub struct PricedMatching<W> {
    pub mates: Vec<Option<usize>>,
    pub duals: Vec<W>,
    /// The pairs of the subgraph the matching was computed on: candidates for the next.
    pub subgraph: Vec<(usize, usize)>,
}

/// How many of its most negative pairs each vertex adds to the subgraph per pricing.
const PRICED_PER_VERTEX: usize = 4;

/// The weights of a priced matching's pairs (zero: no pair). Pricing reads them a row at
/// a time (one vertex's pairs with many others), so what a weight owes to the row's vertex
/// alone is worked out once per row ([`PairWeights::row`]). Any `Fn(a, b)` is one, its rows
/// calling it pair by pair.
pub trait PairWeights<W>: Sync {
    /// The weight of the pair `a < b`.
    fn weight(&self, a: usize, b: usize) -> W;

    /// The weights of the pairs of `a`: `row(a)(b)` is the weight of the pair of `a` and
    /// `b`, whichever is the lower.
    fn row(&self, a: usize) -> impl Fn(usize) -> W;
}

impl<W, F: Fn(usize, usize) -> W + Sync> PairWeights<W> for F {
    fn weight(&self, a: usize, b: usize) -> W {
        self(a, b)
    }

    fn row(&self, a: usize) -> impl Fn(usize) -> W {
        move |b| self(a.min(b), a.max(b))
    }
}

/// A maximum-weight matching of the graph on `vertex_count` vertices whose edges are the
/// pairs `a < b` of positive `weight(a, b)` (zero: no edge), computed on a subgraph and
/// proven on the whole: the subgraph starts as the `candidates` (pairs `a < b`), and after
/// each matching every other pair is priced against its duals. A pair of negative reduced
/// cost (`u(a) + u(b) + Σ z(B) < w(a, b)` over the blossoms B holding both) may join the
/// subgraph (the most negative few per vertex) and the matching is computed again; when none is left, the duals are feasible
/// for the whole graph, so the matching is a maximum one of the whole graph too (linear
/// programming duality). On dense graphs whose best matching lies among a few heavy pairs
/// per vertex this is far faster than listing every pair.
///
/// With a `start` (what a matching of a graph much like this one ended with, such as the
/// same players before a few weights changed), the solver starts from its duals and mates
/// instead of from scratch: the result is the same, only fewer stages are needed.
pub fn maximum_weight_matching_priced<W: MatchingWeight + Send + Sync>(
    vertex_count: usize,
    weight: impl Fn(usize, usize) -> W + Sync,
    candidates: Vec<(usize, usize)>,
    start: Option<&WarmStart<W>>,
) -> PricedMatching<W> {
    maximum_weight_matching_priced_within(vertex_count, &weight, None, candidates, start)
}

/// Which of some vertices may be paired: called with a list of vertices, it visits each
/// (its place in the list) with the vertices after it in the list whose pair with it may
/// weigh anything (every pair it leaves out weighs zero).
pub type PairsAmong<'a> = dyn Fn(&[usize], &mut dyn FnMut(usize, &[usize])) + 'a;

/// [`maximum_weight_matching_priced`] on a sparse graph: `pairs_among` lists the pairs
/// that may weigh anything among the vertices whose duals fell, so that a pricing round
/// after a [`WarmStart`] with its `uncovered` vertices reads those pairs alone
/// ([`price_changed`]). The matching is the same.
pub fn maximum_weight_matching_priced_within<W: MatchingWeight + Send + Sync>(
    vertex_count: usize,
    weights: &impl PairWeights<W>,
    pairs_among: Option<&PairsAmong>,
    candidates: Vec<(usize, usize)>,
    start: Option<&WarmStart<W>>,
) -> PricedMatching<W> {
    solve_priced(vertex_count, weights, pairs_among, candidates, start).priced()
}

/// The solver of [`maximum_weight_matching_priced_within`], solved and proven on the
/// whole graph.
fn solve_priced<W: MatchingWeight + Send + Sync>(
    vertex_count: usize,
    weights: &impl PairWeights<W>,
    pairs_among: Option<&PairsAmong>,
    candidates: Vec<(usize, usize)>,
    start: Option<&WarmStart<W>>,
) -> Solver<W> {
    let n = vertex_count;
    let mut listed = CompatibilityGraph::new(n);
    let list = |listed: &mut CompatibilityGraph,
                edges: &mut Vec<(usize, usize, W)>,
                a: usize,
                b: usize| {
        if a != b && !listed.has_edge(a, b) {
            listed.add_edge(a, b);
            let (a, b) = (a.min(b), a.max(b));
            let w = weights.weight(a, b);
            if !w.is_zero() {
                edges.push((a, b, w));
            }
        }
    };
    let mut edges = Vec::new();
    for (a, b) in candidates {
        list(&mut listed, &mut edges, a, b);
    }
    let mut solver = Solver::new(n, &edges);
    match start {
        Some(start) => solver.start_from(&start.duals, &start.mates),
        None => solver.start_greedily(),
    }
    loop {
        solver.solve();
        let priced = match start.and_then(|start| Some((&start.duals, start.uncovered.as_ref()?))) {
            Some((duals, uncovered)) => {
                price_changed(&solver, &listed, weights, pairs_among, duals, uncovered)
            }
            None => price(&solver, &listed, weights),
        };
        if priced.iter().all(LargestPairs::is_empty) {
            return solver;
        }
        let mut joining = Vec::new();
        for (a, pairs) in priced.into_iter().enumerate() {
            for b in pairs.others() {
                list(&mut listed, &mut joining, a, b);
            }
        }
        solver.add_edges(&joining);
    }
}

/// Per vertex, the few pairs of most negative reduced cost among those not `listed`, by
/// how far below their weight the duals fall: only they join (all of them would make the
/// subgraph dense after a first matching on ties). On large graphs the rows are shared
/// among threads ([`LargestPairs::of_rows`]).
fn price<W: MatchingWeight + Send + Sync>(
    solver: &Solver<W>,
    listed: &CompatibilityGraph,
    weights: &impl PairWeights<W>,
) -> Vec<LargestPairs<W>> {
    let n = solver.n;
    let coverage = Coverage::new(solver);
    LargestPairs::of_rows(
        n,
        PRICED_PER_VERTEX,
        || coverage.clone(),
        |coverage, a, offer| {
            coverage.set_row(solver, a);
            let row = weights.row(a);
            for b in a + 1..n {
                if let Some(shortfall) = shortfall(solver, coverage, listed, &row, a, b) {
                    offer(shortfall, a, b);
                    offer(shortfall, b, a);
                }
            }
        },
    )
}

/// How far the duals covering the pair of `row` (the coverage's row; `weights`, its
/// weights) and `other` fall below twice its weight, when it is not `listed` and they do.
#[inline(always)]
fn shortfall<W: MatchingWeight>(
    solver: &Solver<W>,
    coverage: &Coverage<W>,
    listed: &CompatibilityGraph,
    weights: &impl Fn(usize) -> W,
    row: usize,
    other: usize,
) -> Option<W> {
    if listed.has_edge(row.min(other), row.max(other)) {
        return None;
    }
    let w = weights(other);
    if w.is_zero() {
        return None;
    }
    let covered = coverage.covered(solver, row, other);
    (covered < w + w).then(|| w + w - covered)
}

/// [`price`] when the start's `duals` covered every pair but those of the vertices
/// `uncovered` ([`WarmStart::uncovered`]): the pair of two other vertices is covered still
/// when their vertex duals rose by together at least as much as they fell (the blossoms'
/// duals are never negative), so only the pairs of the uncovered vertices, of two whose
/// duals fell, and of one whose dual fell with one whose dual rose by less are read; of
/// two of the first kinds, with `pairs_among`, only those that may weigh anything. The
/// pairs found short are offered in the order of [`price`]'s pass (rows in order, each
/// from its vertex on), so the lists end the same.
fn price_changed<W: MatchingWeight>(
    solver: &Solver<W>,
    listed: &CompatibilityGraph,
    weights: &impl PairWeights<W>,
    pairs_among: Option<&PairsAmong>,
    duals: &[Option<W>],
    uncovered: &[bool],
) -> Vec<LargestPairs<W>> {
    let n = solver.n;
    // The vertices whose pairs may be short, with how far their duals fell (`None`:
    // uncovered, every pair), and the others by how far their duals rose.
    let mut short = Vec::new();
    let mut risen = Vec::new();
    for v in 0..n {
        let dual = solver.dual[v];
        match duals[v].filter(|_| !uncovered[v]) {
            Some(start) if dual >= start => risen.push((dual - start, v)),
            Some(start) => short.push((v, Some(start - dual))),
            None => short.push((v, None)),
        }
    }
    risen.sort_unstable();
    let mut reading = ShortRows {
        solver,
        listed,
        weights,
        short: &short,
        risen: &risen,
        coverage: Coverage::new(solver),
        short_pairs: Vec::new(),
    };
    match pairs_among {
        Some(pairs_among) => {
            let vertices: Vec<usize> = short.iter().map(|&(v, _)| v).collect();
            pairs_among(&vertices, &mut |i, others| {
                reading.read(i, others.iter().copied());
            });
        }
        None => {
            for i in 0..short.len() {
                reading.read(i, short[i + 1..].iter().map(|&(b, _)| b));
            }
        }
    }
    // Each pair found short is weighed again here rather than kept with its shortfall
    // (two indices instead of a weight of up to 512 bits besides: round 3 of 9,999
    // players grew that list to the largest allocation of its pairing).
    let ShortRows {
        mut short_pairs,
        mut coverage,
        ..
    } = reading;
    short_pairs.sort_unstable();
    let mut lists = vec![LargestPairs::new(PRICED_PER_VERTEX); n];
    for pairs in short_pairs.chunk_by(|x, y| x.0 == y.0) {
        let low = pairs[0].0 as usize;
        coverage.set_row(solver, low);
        let row = weights.row(low);
        for &(_, high) in pairs {
            let high = high as usize;
            let shortfall = shortfall(solver, &coverage, listed, &row, low, high)
                .expect("a pair found short when read");
            lists[low].offer(shortfall, high);
            lists[high].offer(shortfall, low);
        }
    }
    lists
}

/// The rows [`price_changed`] reads: the pairs of each vertex whose dual fell (or that is
/// uncovered), and the pairs found short.
struct ShortRows<'a, W, P> {
    solver: &'a Solver<W>,
    listed: &'a CompatibilityGraph,
    weights: &'a P,
    /// The vertices whose pairs may be short, with how far their duals fell.
    short: &'a [(usize, Option<W>)],
    /// The others, by how far their duals rose (the least first).
    risen: &'a [(W, usize)],
    coverage: Coverage<W>,
    /// `(low, high)`, in 32 bits each (half the memory: the list is the largest allocation
    /// of a pricing round on a large bracket).
    short_pairs: Vec<(u32, u32)>,
}

impl<W: MatchingWeight, P: PairWeights<W>> ShortRows<'_, W, P> {
    /// Reads the pairs of `short[i]` with `others` (vertices of `short` after it) and
    /// with the vertices whose duals rose by less than its own fell.
    fn read(&mut self, i: usize, others: impl Iterator<Item = usize>) {
        let (a, fell) = self.short[i];
        self.coverage.set_row(self.solver, a);
        let row = self.weights.row(a);
        let rose_less = fell.map_or(self.risen.len(), |fell| {
            self.risen.partition_point(|&(rose, _)| rose < fell)
        });
        for b in others.chain(self.risen[..rose_less].iter().map(|&(_, b)| b)) {
            if shortfall(self.solver, &self.coverage, self.listed, &row, a, b).is_some() {
                self.short_pairs.push((a.min(b) as u32, a.max(b) as u32));
            }
        }
    }
}

/// What the duals of a solved graph's blossoms add to the cover of a pair: the duals of
/// the blossoms holding both its ends, for the pairs of one vertex at a time.
#[derive(Clone)]
struct Coverage<W> {
    /// The blossoms, each after the blossom holding it.
    blossoms: Vec<usize>,
    /// shared[B]: twice the duals of B and of the blossoms around it, all of which hold
    /// every pair inside B.
    shared: Vec<W>,
    /// common[B]: the innermost blossom holding both the row's vertex and B (NONE: none).
    common: Vec<usize>,
    holds_row: Vec<bool>,
}

impl<W: MatchingWeight> Coverage<W> {
    fn new(solver: &Solver<W>) -> Self {
        let n = solver.n;
        let blossoms = solver.nested_blossoms();
        let mut shared = vec![W::zero(); 2 * n];
        for &b in &blossoms {
            let around = solver.parent[b];
            let outer = if around == NONE {
                W::zero()
            } else {
                shared[around]
            };
            shared[b] = outer + solver.dual[b] + solver.dual[b];
        }
        Coverage {
            blossoms,
            shared,
            common: vec![NONE; 2 * n],
            holds_row: vec![false; 2 * n],
        }
    }

    /// Prepares for the pairs of `a`.
    fn set_row(&mut self, solver: &Solver<W>, a: usize) {
        let chain = solver.blossom_chain(a);
        for &b in &chain {
            self.holds_row[b] = true;
        }
        for &b in &self.blossoms {
            self.common[b] = if self.holds_row[b] {
                b
            } else {
                let around = solver.parent[b];
                if around == NONE {
                    NONE
                } else {
                    self.common[around]
                }
            };
        }
        for &b in &chain {
            self.holds_row[b] = false;
        }
    }

    /// The duals covering the pair of the row's vertex `a` and `b` (inlined: called for
    /// every pair a pricing round reads).
    #[inline(always)]
    fn covered(&self, solver: &Solver<W>, a: usize, b: usize) -> W {
        let covered = solver.dual[a] + solver.dual[b];
        let around = solver.parent[b];
        if around != NONE && self.common[around] != NONE {
            covered + self.shared[self.common[around]]
        } else {
            covered
        }
    }
}

struct Solver<W> {
    n: usize,
    /// `(a, b, 2·weight)`.
    edges: Vec<(usize, usize, W)>,
    /// Endpoint `2k` is edge k's `a`, `2k + 1` its `b`.
    endpoint: Vec<usize>,
    /// Per vertex, the remote endpoints of its edges.
    neighbours: Vec<Vec<usize>>,
    /// Per vertex, the remote endpoint of its matched edge.
    mate: Vec<usize>,
    label: Vec<Label>,
    label_end: Vec<usize>,
    in_blossom: Vec<usize>,
    parent: Vec<usize>,
    children: Vec<Vec<usize>>,
    base: Vec<usize>,
    endpoints: Vec<Vec<usize>>,
    best_edge: Vec<usize>,
    best_edges: Vec<Option<Vec<usize>>>,
    unused: Vec<usize>,
    dual: Vec<W>,
    allowed: Vec<bool>,
    queue: Vec<usize>,
    /// Per top-level labelled blossom, the tree it is in (its root's vertex at the stage's
    /// start).
    tree: Vec<usize>,
    /// The sum of the stage's dual steps.
    elapsed: W,
    /// The labelled vertices and top-level blossoms, whose duals a dual step moves, and
    /// some that no longer are (dropped at the next step); `listed` marks those listed.
    labelled: Vec<usize>,
    listed: Vec<bool>,
    /// Per kind of dual step (δ1-δ4), its candidates keyed by the `elapsed` at which they
    /// would take it ([`Solver::step_key`]), least first; an entry whose key is no longer
    /// its candidate's is dropped when met.
    steps: [BinaryHeap<Reverse<(W, usize)>>; 4],
    /// Per kind of dual step, the length its queue may reach before its stale entries are
    /// dropped ([`Solver::compact_steps`]), and at least how many entries per vertex
    /// ([`COMPACT_FROM`]).
    compact_above: [usize; 4],
    compact_from: usize,
    /// The vertices and blossoms whose candidacy for a dual step may have changed since
    /// the last one.
    touched: Vec<usize>,
    /// While a blossom is made, per S-blossom next to it, where its least-slack edge is
    /// among those found (`NONE` otherwise: every entry is `NONE` in between).
    slot: Vec<usize>,
}

impl<W: MatchingWeight> Solver<W> {
    /// Each vertex's mate.
    fn mates(&self) -> Vec<Option<usize>> {
        (0..self.n)
            .map(|v| {
                let p = self.mate[v];
                (p != NONE).then(|| self.endpoint[p])
            })
            .collect()
    }

    /// The blossoms, each after the blossom holding it.
    fn nested_blossoms(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (self.n..2 * self.n)
            .filter(|&b| self.base[b] != NONE && self.parent[b] == NONE)
            .collect();
        let mut next = 0;
        while next < order.len() {
            let b = order[next];
            order.extend(self.children[b].iter().filter(|&&c| c >= self.n));
            next += 1;
        }
        order
    }

    /// The blossoms holding `v`, innermost first.
    fn blossom_chain(&self, v: usize) -> Vec<usize> {
        let mut chain = Vec::new();
        let mut b = self.parent[v];
        while b != NONE {
            chain.push(b);
            b = self.parent[b];
        }
        chain
    }

    /// The graph, every dual at zero and nothing matched: a start ([`Solver::start_greedily`]
    /// or [`Solver::start_from`]) follows.
    fn new(n: usize, edges: &[(usize, usize, W)]) -> Self {
        let edges: Vec<(usize, usize, W)> = edges.iter().map(|&(a, b, w)| (a, b, w + w)).collect();
        let mut endpoint = Vec::with_capacity(2 * edges.len());
        // Sized by degree: small graphs solved by the thousand spend much of their time
        // allocating.
        let mut degree = vec![0; n];
        for &(a, b, _) in &edges {
            degree[a] += 1;
            degree[b] += 1;
        }
        let mut neighbours: Vec<Vec<usize>> = degree.into_iter().map(Vec::with_capacity).collect();
        for (k, &(a, b, _)) in edges.iter().enumerate() {
            endpoint.push(a);
            endpoint.push(b);
            neighbours[a].push(2 * k + 1);
            neighbours[b].push(2 * k);
        }
        Solver {
            n,
            allowed: vec![false; edges.len()],
            edges,
            endpoint,
            neighbours,
            mate: vec![NONE; n],
            label: vec![Label::Free; 2 * n],
            label_end: vec![NONE; 2 * n],
            in_blossom: (0..n).collect(),
            parent: vec![NONE; 2 * n],
            children: vec![Vec::new(); 2 * n],
            base: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            endpoints: vec![Vec::new(); 2 * n],
            best_edge: vec![NONE; 2 * n],
            best_edges: vec![None; 2 * n],
            unused: (n..2 * n).collect(),
            dual: vec![W::zero(); 2 * n],
            queue: Vec::new(),
            tree: vec![NONE; 2 * n],
            elapsed: W::zero(),
            labelled: Vec::new(),
            listed: vec![false; 2 * n],
            steps: Default::default(),
            compact_above: [0; 4],
            compact_from: COMPACT_FROM,
            touched: Vec::new(),
            slot: vec![NONE; 2 * n],
        }
    }

    /// The start: feasible vertex duals as low as a pass over the vertices makes them
    /// (each half its heaviest edge, rounded up to even, then [`Solver::tighten`]ed), and
    /// a greedy matching on the tight edges. Every dual stays even (the weights are
    /// doubled), so the exposed vertices the stages start from share a parity and a slack
    /// between two trees halves exactly (δ3).
    fn start_greedily(&mut self) {
        self.start_at_half_heaviest();
        self.tighten();
        self.match_tight_greedily();
    }

    /// Sets each vertex's dual in turn to the least that covers its edges, given its
    /// neighbours' duals: whatever the duals were, they become feasible (an edge is
    /// covered from when its later endpoint is set) and every vertex with an edge has a
    /// tight one.
    fn tighten(&mut self) {
        for v in 0..self.n {
            let mut needed = W::zero();
            for &p in &self.neighbours[v] {
                let (u, w) = (self.endpoint[p], self.edges[p / 2].2);
                if w > self.dual[u] && w - self.dual[u] > needed {
                    needed = w - self.dual[u];
                }
            }
            self.dual[v] = needed;
        }
    }

    /// Every vertex's dual at half its heaviest edge, rounded up to even.
    fn start_at_half_heaviest(&mut self) {
        for &(a, b, w) in &self.edges {
            let even = even_above(w.halved());
            for v in [a, b] {
                if self.dual[v] < even {
                    self.dual[v] = even;
                }
            }
        }
    }

    /// Matches exposed vertices along tight edges, in order.
    fn match_tight_greedily(&mut self) {
        for v in 0..self.n {
            if self.mate[v] != NONE {
                continue;
            }
            let tight = self.neighbours[v].iter().copied().find(|&p| {
                let u = self.endpoint[p];
                self.mate[u] == NONE && self.slack(p / 2).is_zero()
            });
            if let Some(p) = tight {
                self.mate[v] = p;
                self.mate[self.endpoint[p]] = p ^ 1;
            }
        }
    }

    /// Adds edges `(a, b, weight)` to a solved graph and makes the state one the stages
    /// can go on from: the blossoms are dissolved (each vertex takes on the duals of the
    /// blossoms holding it, which keeps every edge covered), a new edge the duals do not
    /// cover raises the dual of an endpoint (the one with more such edges), and the
    /// matched edges no longer tight are unmatched. The exposed vertices' duals are made
    /// even, as the start's are (see [`Solver::start_greedily`]).
    fn add_edges(&mut self, added: &[(usize, usize, W)]) {
        let n = self.n;
        let flat = self.flat_duals();
        self.dual[..n].copy_from_slice(&flat);
        for b in 0..2 * n {
            self.parent[b] = NONE;
            if b >= n {
                self.base[b] = NONE;
                self.children[b].clear();
                self.endpoints[b].clear();
                self.best_edges[b] = None;
                self.dual[b] = W::zero();
            }
        }
        self.in_blossom = (0..n).collect();
        self.unused = (n..2 * n).collect();
        let first = self.edges.len();
        for &(a, b, w) in added {
            let k = self.edges.len();
            self.edges.push((a, b, w + w));
            self.endpoint.extend([a, b]);
            self.neighbours[a].push(2 * k + 1);
            self.neighbours[b].push(2 * k);
            self.allowed.push(false);
        }
        self.cover(first);
    }

    /// Raises duals until the edges from `first` on are covered (of an edge that is not,
    /// the endpoint with more such edges takes the shortfall), unmatches the matched edges
    /// no longer tight, makes the exposed vertices' duals even (see
    /// [`Solver::start_greedily`]) and matches greedily on the tight edges left.
    fn cover(&mut self, first: usize) {
        let n = self.n;
        let mut uncovered = vec![0usize; n];
        for &(a, b, w) in &self.edges[first..] {
            if self.dual[a] + self.dual[b] < w {
                uncovered[a] += 1;
                uncovered[b] += 1;
            }
        }
        for k in first..self.edges.len() {
            let (a, b, w) = self.edges[k];
            let covered = self.dual[a] + self.dual[b];
            if covered < w {
                let raised = if uncovered[a] >= uncovered[b] { a } else { b };
                self.dual[raised] = self.dual[raised] + (w - covered);
            }
        }
        for v in 0..n {
            let p = self.mate[v];
            if p != NONE && !self.slack(p / 2).is_zero() {
                self.mate[v] = NONE;
                self.mate[self.endpoint[p]] = NONE;
            }
        }
        self.match_greedily_from_even();
    }

    /// Makes the exposed vertices' duals even (see [`Solver::start_greedily`]; raising a
    /// dual keeps it feasible) and matches greedily on the tight edges.
    fn match_greedily_from_even(&mut self) {
        for v in 0..self.n {
            if self.mate[v] == NONE {
                self.dual[v] = even_above(self.dual[v]);
            }
        }
        self.match_tight_greedily();
    }

    /// Starts from the duals and mates a matching of a graph much like this one ended
    /// with (per vertex; a vertex without a known dual starts from half its heaviest
    /// edge), [`Solver::tighten`]ed for this graph: when its weights changed by a shift per
    /// vertex (as when a preference is added for one player's pairs), so do the duals,
    /// and the old matching stays tight. The old mates still tight are kept.
    fn start_from(&mut self, duals: &[Option<W>], mates: &[Option<usize>]) {
        self.start_at_half_heaviest();
        for (v, dual) in duals.iter().enumerate() {
            if let Some(dual) = dual {
                self.dual[v] = even_above(*dual);
            }
        }
        self.tighten();
        for (v, mate) in mates.iter().enumerate() {
            if let Some(m) = mate.filter(|&m| m > v) {
                let edge = self.neighbours[v]
                    .iter()
                    .copied()
                    .find(|&p| self.endpoint[p] == m && self.slack(p / 2).is_zero());
                if let Some(p) = edge {
                    self.mate[v] = p;
                    self.mate[m] = p ^ 1;
                }
            }
        }
        self.match_greedily_from_even();
    }

    /// Each vertex's dual with those of the blossoms holding it added: duals without
    /// blossoms that still cover every edge the matching's duals cover.
    fn flat_duals(&self) -> Vec<W> {
        (0..self.n)
            .map(|v| {
                let mut dual = self.dual[v];
                let mut b = self.parent[v];
                while b != NONE {
                    dual = dual + self.dual[b];
                    b = self.parent[b];
                }
                dual
            })
            .collect()
    }

    /// `u(a) + u(b) - w(a, b)` with doubled weights and halved maximum: the duals start at
    /// half the largest doubled weight, i.e. the largest weight.
    fn slack(&self, k: usize) -> W {
        let (a, b, w) = self.edges[k];
        self.dual[a] + self.dual[b] - w
    }

    /// Lists the top-level blossom (or vertex) `b` and its vertices as labelled.
    fn list(&mut self, b: usize) {
        let leaves = if b < self.n {
            Vec::new()
        } else {
            self.leaves(b)
        };
        for x in leaves.into_iter().chain([b]) {
            if !self.listed[x] {
                self.listed[x] = true;
                self.labelled.push(x);
            }
        }
    }

    /// Moves the duals of the labelled vertices and top-level blossoms by `delta` (down
    /// for S-vertices and T-blossoms, up for T-vertices and S-blossoms).
    fn move_duals(&mut self, delta: W) {
        let n = self.n;
        let mut i = 0;
        while i < self.labelled.len() {
            let x = self.labelled[i];
            let label = if x < n {
                self.label[self.in_blossom[x]]
            } else if self.base[x] != NONE && self.parent[x] == NONE {
                self.label[x]
            } else {
                Label::Free
            };
            match (label, x < n) {
                (Label::S, true) | (Label::T, false) => self.dual[x] = self.dual[x] - delta,
                (Label::T, true) | (Label::S, false) => self.dual[x] = self.dual[x] + delta,
                _ => {
                    self.listed[x] = false;
                    self.labelled.swap_remove(i);
                    continue;
                }
            }
            i += 1;
        }
    }

    /// The `elapsed` at which `x` would take a dual step of `kind` (0-3 for δ1-δ4), if it
    /// is a candidate: an S-vertex reaching zero, a free vertex's least-slack edge to an
    /// S-blossom or an S-blossom's to another becoming tight, a T-blossom reaching zero.
    fn step_key(&self, kind: usize, x: usize) -> Option<W> {
        let n = self.n;
        let candidate = match kind {
            0 => x < n && self.label[self.in_blossom[x]] == Label::S,
            1 => {
                x < n && self.label[self.in_blossom[x]] == Label::Free && self.best_edge[x] != NONE
            }
            2 => self.parent[x] == NONE && self.label[x] == Label::S && self.best_edge[x] != NONE,
            _ => {
                x >= n
                    && self.base[x] != NONE
                    && self.parent[x] == NONE
                    && self.label[x] == Label::T
            }
        };
        if !candidate {
            return None;
        }
        let until = match kind {
            1 => self.slack(self.best_edge[x]),
            2 => {
                let slack = self.slack(self.best_edge[x]);
                let half = slack.halved();
                debug_assert!(half + half == slack, "odd slack between S-blossoms");
                half
            }
            _ => self.dual[x],
        };
        Some(self.elapsed + until)
    }

    /// The least key of a dual step of `kind` and its candidate (the lowest among equal
    /// keys).
    fn least_step(&mut self, kind: usize) -> Option<(W, usize)> {
        while let Some(&Reverse((key, x))) = self.steps[kind].peek() {
            if self.step_key(kind, x) == Some(key) {
                return Some((key, x));
            }
            self.steps[kind].pop();
        }
        None
    }

    /// Queues the touched vertices and blossoms for the dual steps they are candidates
    /// for, first replacing a least-slack edge that no longer leads to another S-blossom
    /// (one kept from before a tree was dissolved). A free vertex inside a blossom stays
    /// touched: [`Solver::reaches_s`] may take its own blossom for the far end, and then
    /// its edge is replaced at every step, as when every candidate was scanned per step.
    fn queue_touched(&mut self) {
        let n = self.n;
        let mut touched = std::mem::take(&mut self.touched);
        touched.sort_unstable();
        touched.dedup();
        for x in touched {
            let k = self.best_edge[x];
            if k != NONE && !self.reaches_s(x, k) {
                if x < n && self.label[self.in_blossom[x]] == Label::Free {
                    self.best_edge[x] = self.least_slack_to_s(&[x], NONE);
                } else if self.parent[x] == NONE && self.label[x] == Label::S {
                    self.best_edges[x] = None;
                    self.best_edge[x] = self.least_slack_to_s(&self.leaves(x), x);
                }
            }
            for kind in 0..4 {
                if let Some(key) = self.step_key(kind, x) {
                    self.steps[kind].push(Reverse((key, x)));
                    if kind == 1 && self.in_blossom[x] != x {
                        self.touched.push(x);
                    }
                }
            }
        }
        self.compact_steps();
    }

    /// Drops the stale entries of a queue of dual steps grown to twice its length after
    /// the last time (at least [`COMPACT_FROM`] entries per vertex). Every candidate's key
    /// stays the same while it is one (a dual step moves its `until` down as much as
    /// `elapsed` up), and a change queues its new key, so an entry dropped here is one
    /// [`Solver::least_step`] would drop whenever it met it: the steps are the same, the
    /// queues no longer grow with the stale entries (a touched free vertex inside a
    /// blossom is queued again at every step).
    fn compact_steps(&mut self) {
        for kind in 0..4 {
            let least = self.compact_from.saturating_mul(self.n);
            if self.steps[kind].len() > self.compact_above[kind].max(least) {
                let mut steps = std::mem::take(&mut self.steps[kind]);
                steps.retain(|&Reverse((key, x))| self.step_key(kind, x) == Some(key));
                self.compact_above[kind] = 2 * steps.len();
                self.steps[kind] = steps;
            }
        }
    }

    fn leaves(&self, b: usize) -> Vec<usize> {
        if b < self.n {
            return vec![b];
        }
        let mut result = Vec::new();
        let mut stack = vec![b];
        while let Some(b) = stack.pop() {
            if b < self.n {
                result.push(b);
            } else {
                stack.extend(self.children[b].iter().rev());
            }
        }
        result
    }

    fn assign_label(&mut self, w: usize, t: Label, p: usize) {
        let b = self.in_blossom[w];
        self.list(b);
        self.touched.push(b);
        self.tree[b] = if p == NONE {
            w
        } else {
            self.tree[self.in_blossom[self.endpoint[p]]]
        };
        self.label[w] = t;
        self.label[b] = t;
        self.label_end[w] = p;
        self.label_end[b] = p;
        self.best_edge[w] = NONE;
        self.best_edge[b] = NONE;
        if t == Label::S {
            if b < self.n {
                self.queue.push(b);
                self.touched.push(b);
            } else {
                let leaves = self.leaves(b);
                self.queue.extend(&leaves);
                self.touched.extend(leaves);
            }
        } else {
            let base = self.base[b];
            let m = self.mate[base];
            self.assign_label(self.endpoint[m], Label::S, m ^ 1);
        }
    }

    /// The base of the blossom an S-S edge `v-w` closes, or `NONE` when it augments.
    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let mut b = self.in_blossom[v];
            if self.label[b] == Label::Crumb {
                base = self.base[b];
                break;
            }
            path.push(b);
            self.label[b] = Label::Crumb;
            if self.label_end[b] == NONE {
                v = NONE;
            } else {
                v = self.endpoint[self.label_end[b]];
                b = self.in_blossom[v];
                v = self.endpoint[self.label_end[b]];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = Label::S;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
        let bb = self.in_blossom[base];
        let mut bv = self.in_blossom[v];
        let mut bw = self.in_blossom[w];
        let b = self.unused.pop().expect("at most n blossoms");
        self.base[b] = base;
        self.parent[b] = NONE;
        self.parent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.parent[bv] = b;
            path.push(bv);
            endps.push(self.label_end[bv]);
            v = self.endpoint[self.label_end[bv]];
            bv = self.in_blossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.parent[bw] = b;
            path.push(bw);
            endps.push(self.label_end[bw] ^ 1);
            w = self.endpoint[self.label_end[bw]];
            bw = self.in_blossom[w];
        }
        self.label[b] = Label::S;
        self.tree[b] = self.tree[bb];
        self.label_end[b] = self.label_end[bb];
        self.dual[b] = W::zero();
        self.list(b);
        for leaf in self.leaves_of(&path) {
            if self.label[self.in_blossom[leaf]] == Label::T {
                self.queue.push(leaf);
                self.touched.push(leaf);
            }
            self.in_blossom[leaf] = b;
        }
        // Per S-blossom next to b, the least-slack edge to it and that slack (at `slot[bj]`
        // in `found`).
        let mut slot = std::mem::take(&mut self.slot);
        let mut found: Vec<(usize, usize, W)> = Vec::new();
        for &child in &path {
            let kept = self.best_edges[child].take();
            let mut offer = |k: usize| {
                let (i, j, _) = self.edges[k];
                let far = if self.in_blossom[j] == b { i } else { j };
                let bj = self.in_blossom[far];
                if bj != b && self.label[bj] == Label::S {
                    let slack = self.slack(k);
                    if slot[bj] == NONE {
                        slot[bj] = found.len();
                        found.push((bj, k, slack));
                    } else if slack < found[slot[bj]].2 {
                        found[slot[bj]] = (bj, k, slack);
                    }
                }
            };
            match kept {
                Some(list) => list.into_iter().for_each(&mut offer),
                None => {
                    for leaf in self.leaves(child) {
                        self.neighbours[leaf].iter().for_each(|&p| offer(p / 2));
                    }
                }
            }
            self.best_edge[child] = NONE;
        }
        for &(bj, _, _) in &found {
            slot[bj] = NONE;
        }
        self.slot = slot;
        found.sort_unstable_by_key(|&(bj, _, _)| bj);
        let mut best = None;
        for &(_, k, slack) in &found {
            if best.is_none_or(|(_, least)| slack < least) {
                best = Some((k, slack));
            }
        }
        self.best_edges[b] = Some(found.into_iter().map(|(_, k, _)| k).collect());
        self.best_edge[b] = best.map_or(NONE, |(k, _)| k);
        self.touched.push(b);
        self.children[b] = path;
        self.endpoints[b] = endps;
    }

    fn leaves_of(&self, blossoms: &[usize]) -> Vec<usize> {
        blossoms.iter().flat_map(|&b| self.leaves(b)).collect()
    }

    fn expand_blossom(&mut self, b: usize, end_stage: bool) {
        let children = self.children[b].clone();
        for &s in &children {
            self.parent[s] = NONE;
            self.tree[s] = self.tree[b];
            if s < self.n {
                self.in_blossom[s] = s;
            } else if end_stage && self.dual[s].is_zero() {
                self.expand_blossom(s, end_stage);
            } else {
                for leaf in self.leaves(s) {
                    self.in_blossom[leaf] = s;
                }
            }
        }
        if !end_stage && self.label[b] == Label::T {
            let len = children.len() as isize;
            let at = |j: isize| ((j % len + len) % len) as usize;
            let entry = self.in_blossom[self.endpoint[self.label_end[b] ^ 1]];
            let mut j = children.iter().position(|&c| c == entry).unwrap() as isize;
            let (step, trick): (isize, usize) = if j & 1 == 1 {
                j -= len;
                (1, 0)
            } else {
                (-1, 1)
            };
            let endps = self.endpoints[b].clone();
            let mut p = self.label_end[b];
            while j != 0 {
                let q = endps[at(j - trick as isize)] ^ trick ^ 1;
                self.label[self.endpoint[p ^ 1]] = Label::Free;
                self.label[self.endpoint[q]] = Label::Free;
                self.assign_label(self.endpoint[p ^ 1], Label::T, p);
                self.allowed[endps[at(j - trick as isize)] / 2] = true;
                j += step;
                p = endps[at(j - trick as isize)] ^ trick;
                self.allowed[p / 2] = true;
                j += step;
            }
            let bv = children[at(j)];
            let target = self.endpoint[p ^ 1];
            self.label[target] = Label::T;
            self.label[bv] = Label::T;
            self.label_end[target] = p;
            self.label_end[bv] = p;
            self.best_edge[bv] = NONE;
            self.touched.push(bv);
            j += step;
            while children[at(j)] != entry {
                let bv = children[at(j)];
                if self.label[bv] == Label::S {
                    j += step;
                    continue;
                }
                let labelled = self
                    .leaves(bv)
                    .into_iter()
                    .find(|&v| self.label[v] != Label::Free);
                if let Some(v) = labelled {
                    self.label[v] = Label::Free;
                    let m = self.mate[self.base[bv]];
                    self.label[self.endpoint[m]] = Label::Free;
                    self.assign_label(v, Label::T, self.label_end[v]);
                }
                j += step;
            }
        }
        // The children are top-level now: their duals move with their labels, and a free
        // one's vertices may be candidates for δ2.
        for &s in &children {
            self.list(s);
        }
        let leaves = self.leaves_of(&children);
        self.touched.extend(leaves);
        self.label[b] = Label::Free;
        self.label_end[b] = NONE;
        self.children[b].clear();
        self.endpoints[b].clear();
        self.base[b] = NONE;
        self.best_edges[b] = None;
        self.best_edge[b] = NONE;
        self.unused.push(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.parent[t] != b {
            t = self.parent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.children[b].len() as isize;
        let at = |j: isize| ((j % len + len) % len) as usize;
        let i = self.children[b].iter().position(|&c| c == t).unwrap();
        let mut j = i as isize;
        let (step, trick): (isize, usize) = if i & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += step;
            let t = self.children[b][at(j)];
            let p = self.endpoints[b][at(j - trick as isize)] ^ trick;
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p]);
            }
            j += step;
            let t = self.children[b][at(j)];
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p ^ 1]);
            }
            self.mate[self.endpoint[p]] = p ^ 1;
            self.mate[self.endpoint[p ^ 1]] = p;
        }
        self.children[b].rotate_left(i);
        self.endpoints[b].rotate_left(i);
        self.base[b] = self.base[self.children[b][0]];
    }

    /// Augments along the path the tight edge `k` closes between two trees (or a tree
    /// and an exposed vertex outside every tree).
    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        self.rematch_to_root(v, 2 * k + 1);
        self.rematch_to_root(w, 2 * k);
    }

    /// Flips the alternating path from the S-vertex (or exposed vertex) `s` to its tree's
    /// root: `s` is matched through endpoint `p` (NONE: left exposed) and the root ends
    /// matched.
    fn rematch_to_root(&mut self, mut s: usize, mut p: usize) {
        loop {
            let bs = self.in_blossom[s];
            if bs >= self.n {
                self.augment_blossom(bs, s);
            }
            self.mate[s] = p;
            if self.label_end[bs] == NONE {
                break;
            }
            let t = self.endpoint[self.label_end[bs]];
            let bt = self.in_blossom[t];
            s = self.endpoint[self.label_end[bt]];
            let j = self.endpoint[self.label_end[bt] ^ 1];
            if bt >= self.n {
                self.augment_blossom(bt, j);
            }
            self.mate[j] = self.label_end[bt];
            p = self.label_end[bt] ^ 1;
        }
    }

    /// Grows one forest from the exposed vertices of positive dual until it is empty. A
    /// tree ends only when an augmenting path matches its root or δ1 brings one of its
    /// S-vertices to zero (the path to it flipped, its root matched); either dissolves
    /// only the one or two trees concerned ([`Solver::dissolve_trees`]) and the others
    /// keep growing. So one stage leaves no exposed vertex of positive dual.
    fn solve(&mut self) {
        let n = self.n;
        self.label.fill(Label::Free);
        self.best_edge.fill(NONE);
        for slot in &mut self.best_edges[n..] {
            *slot = None;
        }
        self.allowed.fill(false);
        self.queue.clear();
        self.elapsed = W::zero();
        self.labelled.clear();
        self.listed.fill(false);
        for steps in &mut self.steps {
            steps.clear();
        }
        self.compact_above = [0; 4];
        self.touched.clear();
        for v in 0..n {
            if self.mate[v] == NONE
                && !self.dual[v].is_zero()
                && self.label[self.in_blossom[v]] == Label::Free
            {
                self.assign_label(v, Label::S, NONE);
            }
        }
        while self.grow_forest() {}
        debug_assert!(
            (0..n).all(|v| self.mate[v] != NONE || self.dual[v].is_zero()),
            "every root was matched or brought to zero"
        );
    }

    /// Scans the queued S-vertices, then changes the duals by δ; false when the forest is
    /// empty.
    fn grow_forest(&mut self) -> bool {
        while let Some(v) = self.queue.pop() {
            if self.label[self.in_blossom[v]] != Label::S {
                // Its tree was dissolved after it was queued.
                continue;
            }
            for index in 0..self.neighbours[v].len() {
                let p = self.neighbours[v][index];
                let k = p / 2;
                let w = self.endpoint[p];
                if self.in_blossom[v] == self.in_blossom[w] {
                    continue;
                }
                let mut slack = None;
                if !self.allowed[k] {
                    let s = self.slack(k);
                    if s.is_zero() {
                        self.allowed[k] = true;
                    }
                    slack = Some(s);
                }
                let bw = self.in_blossom[w];
                if self.allowed[k] {
                    if self.label[bw] == Label::Free && self.mate[self.base[bw]] == NONE {
                        // An exposed vertex of zero dual: the path ends there.
                        let tree = self.tree[self.in_blossom[v]];
                        self.label_end[bw] = NONE;
                        self.augment_matching(k);
                        self.dissolve_trees(&[tree]);
                        break;
                    } else if self.label[bw] == Label::Free {
                        self.assign_label(w, Label::T, p ^ 1);
                    } else if self.label[bw] == Label::S {
                        let base = self.scan_blossom(v, w);
                        if base != NONE {
                            self.add_blossom(base, k);
                        } else {
                            let trees = [self.tree[self.in_blossom[v]], self.tree[bw]];
                            self.augment_matching(k);
                            self.dissolve_trees(&trees);
                            break;
                        }
                    } else if self.label[w] == Label::Free {
                        self.label[w] = Label::T;
                        self.label_end[w] = p ^ 1;
                    }
                } else if self.label[bw] == Label::S {
                    let b = self.in_blossom[v];
                    let s = slack.expect("computed above");
                    if self.best_edge[b] == NONE || s < self.slack(self.best_edge[b]) {
                        self.best_edge[b] = k;
                        self.touched.push(b);
                    }
                } else if self.label[w] == Label::Free {
                    let s = slack.expect("computed above");
                    if self.best_edge[w] == NONE || s < self.slack(self.best_edge[w]) {
                        self.best_edge[w] = k;
                        self.touched.push(w);
                    }
                }
            }
        }
        // The least δ of each kind, the first kind on ties (δ1 keeps every S-vertex's
        // dual at zero or above).
        self.queue_touched();
        let Some((mut until, mut at)) = self.least_step(0) else {
            return false;
        };
        let mut kind = 0;
        for other in 1..4 {
            if let Some((key, x)) = self.least_step(other)
                && key < until
            {
                (until, at, kind) = (key, x, other);
            }
        }
        self.move_duals(until - self.elapsed);
        self.elapsed = until;
        match kind {
            0 => {
                // An S-vertex at zero dual may stay exposed: it gives its tree's root the
                // matched edge on its path (nothing to flip when it is the root).
                let tree = self.tree[self.in_blossom[at]];
                self.rematch_to_root(at, NONE);
                self.dissolve_trees(&[tree]);
            }
            1 => {
                let k = self.best_edge[at];
                self.allowed[k] = true;
                let (mut i, j, _) = self.edges[k];
                if self.label[self.in_blossom[i]] == Label::Free {
                    i = j;
                }
                self.queue.push(i);
            }
            2 => {
                let k = self.best_edge[at];
                self.allowed[k] = true;
                self.queue.push(self.edges[k].0);
            }
            _ => self.expand_blossom(at, false),
        }
        true
    }

    /// Whether edge `k` of the top-level blossom (or vertex) `b` leads to an S-blossom
    /// other than `b`: a least-slack edge kept from before a tree was dissolved may not.
    fn reaches_s(&self, b: usize, k: usize) -> bool {
        let (i, j, _) = self.edges[k];
        let (bi, bj) = (self.in_blossom[i], self.in_blossom[j]);
        let other = if bi == b { bj } else { bi };
        other != b && self.label[other] == Label::S
    }

    /// The least-slack edge from the vertices `from` to an S-blossom other than `own`
    /// (NONE: none).
    fn least_slack_to_s(&self, from: &[usize], own: usize) -> usize {
        let mut best = (NONE, W::zero());
        for &v in from {
            for &p in &self.neighbours[v] {
                let bw = self.in_blossom[self.endpoint[p]];
                if bw != own && bw != self.in_blossom[v] && self.label[bw] == Label::S {
                    let slack = self.slack(p / 2);
                    if best.0 == NONE || slack < best.1 {
                        best = (p / 2, slack);
                    }
                }
            }
        }
        best.0
    }

    /// After an augmentation, takes the labels off the trees it ran through (their
    /// vertices are all matched now): their S-blossoms of zero dual are expanded, as at a
    /// stage's end, and their vertices become free, each with its least-slack edge to the
    /// trees left. A vertex inside a T-blossom of another tree, marked from one of them,
    /// loses the mark.
    fn dissolve_trees(&mut self, trees: &[usize]) {
        let n = self.n;
        let dissolved = |solver: &Self, b: usize| {
            solver.label[b] != Label::Free && trees.contains(&solver.tree[b])
        };
        let mut freed = Vec::new();
        for v in 0..n {
            if dissolved(self, self.in_blossom[v]) {
                freed.push(v);
            }
        }
        for &v in &freed {
            let b = self.in_blossom[v];
            if b >= n && self.label[b] == Label::S && self.dual[b].is_zero() {
                self.label[b] = Label::Free;
                self.expand_blossom(b, true);
            }
        }
        let mut nested: Vec<usize> = freed
            .iter()
            .map(|&v| self.in_blossom[v])
            .filter(|&b| b >= n)
            .collect();
        nested.sort_unstable();
        nested.dedup();
        for &v in &freed {
            self.label[v] = Label::Free;
            self.label_end[v] = NONE;
            self.best_edge[v] = NONE;
        }
        while let Some(b) = nested.pop() {
            self.label[b] = Label::Free;
            self.label_end[b] = NONE;
            self.best_edge[b] = NONE;
            self.best_edges[b] = None;
            nested.extend(self.children[b].iter().filter(|&&c| c >= n));
        }
        for v in 0..n {
            let p = self.label_end[v];
            if self.label[v] == Label::T
                && self.in_blossom[v] != v
                && p != NONE
                && self.label[self.in_blossom[self.endpoint[p]]] == Label::Free
            {
                self.label[v] = Label::Free;
                self.label_end[v] = NONE;
            }
        }
        for &v in &freed {
            // Tight edges of theirs may not stay tight: whether they are is asked again.
            // Least-slack edges to them from around no longer lead to an S-blossom: they
            // are replaced at the next dual step ([`Solver::queue_touched`]).
            for &p in &self.neighbours[v] {
                self.allowed[p / 2] = false;
                let w = self.endpoint[p];
                for x in [w, self.in_blossom[w]] {
                    if self.best_edge[x] == p / 2 {
                        self.touched.push(x);
                    }
                }
            }
            self.best_edge[v] = self.least_slack_to_s(&[v], NONE);
            self.touched.push(v);
        }
    }
}

/// [`maximum_weight_matching_priced`] with the duals that prove it, blossoms and all: a
/// pair can be in a maximum-weight matching only if they cover it exactly (it is tight).
pub fn maximum_weight_matching_proven<W: MatchingWeight + Send + Sync>(
    vertex_count: usize,
    weight: impl Fn(usize, usize) -> W + Sync,
    candidates: Vec<(usize, usize)>,
    start: Option<&WarmStart<W>>,
) -> (PricedMatching<W>, OptimalDuals<W>) {
    let solver = solve_priced(vertex_count, &weight, None, candidates, start);
    let chains = (0..solver.n)
        .map(|v| {
            let mut chain = solver.blossom_chain(v);
            chain.retain(|&b| !solver.dual[b].is_zero());
            chain.reverse();
            chain
        })
        .collect();
    let duals = OptimalDuals {
        dual: solver.dual.clone(),
        chains,
    };
    (solver.priced(), duals)
}

/// The optimal duals of a maximum-weight matching (in the solver's units, twice the
/// weights): each vertex's and each blossom's of positive dual.
pub struct OptimalDuals<W> {
    /// Per vertex, then per blossom (by the solver's numbering).
    dual: Vec<W>,
    /// Per vertex, the blossoms of positive dual holding it, outermost first: those
    /// holding two vertices are the chains' common beginning.
    chains: Vec<Vec<usize>>,
}

impl<W: MatchingWeight> OptimalDuals<W> {
    /// Whether the duals cover the pair `a`-`b` of `weight` exactly (`u(a) + u(b) + Σ
    /// 2·z(B) = 2·w(a, b)` over the blossoms B holding both): only such a pair can be in
    /// a maximum-weight matching (complementary slackness).
    pub fn is_tight(&self, a: usize, b: usize, weight: W) -> bool {
        let mut covered = self.dual[a] + self.dual[b];
        for (&x, &y) in self.chains[a].iter().zip(&self.chains[b]) {
            if x != y {
                break;
            }
            covered = covered + self.dual[x] + self.dual[x];
        }
        covered == weight + weight
    }
}

impl<W: MatchingWeight> Solver<W> {
    /// The matching, its vertices' duals with their blossoms' added, and its graph.
    fn priced(&self) -> PricedMatching<W> {
        PricedMatching {
            mates: self.mates(),
            duals: self.flat_duals(),
            subgraph: self.edges.iter().map(|&(a, b, _)| (a, b)).collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type W = Wide<2>;

    /// The weight of the pair `a`-`b` in `edges` (zero: none).
    fn weight_in(edges: &[(usize, usize, u64)], a: usize, b: usize) -> W {
        edges
            .iter()
            .find(|e| (e.0, e.1) == (a, b))
            .map_or(W::ZERO, |e| w(e.2))
    }

    /// The total weight of the pairs of `edges` that `mates` matches.
    fn total(edges: &[(usize, usize, u64)], mates: &[Option<usize>]) -> u64 {
        edges
            .iter()
            .filter(|&&(a, b, _)| mates[a] == Some(b))
            .map(|e| e.2)
            .sum()
    }

    fn w(value: u64) -> W {
        Wide::from_u64(value)
    }

    /// Pseudo-random numbers of 31 bits from `seed` (a linear congruential generator).
    fn random_numbers(mut seed: u64) -> impl FnMut() -> u64 {
        move || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            seed >> 33
        }
    }

    /// A graph: its number of vertices and its edges `(a, b, weight)`, `a < b`.
    type Graph = (usize, Vec<(usize, usize, u64)>);

    /// Random graphs of 20 to 59 vertices, three pairs in four with a weight of 1 to 8
    /// (many equal weights: many blossoms and dual steps).
    fn random_graphs(count: usize) -> Vec<Graph> {
        let mut next = random_numbers(2026);
        (0..count)
            .map(|_| {
                let n = 20 + (next() % 40) as usize;
                let mut edges = Vec::new();
                for a in 0..n {
                    for b in a + 1..n {
                        if !next().is_multiple_of(4) {
                            edges.push((a, b, 1 + next() % 8));
                        }
                    }
                }
                (n, edges)
            })
            .collect()
    }

    /// Weights in a table whose rows are slices: a [`PairWeights`] with rows of its own.
    struct Table {
        n: usize,
        weights: Vec<W>,
    }

    impl Table {
        fn new(n: usize, edges: &[(usize, usize, u64)]) -> Self {
            let mut weights = vec![W::ZERO; n * n];
            for &(a, b, x) in edges {
                weights[a * n + b] = w(x);
                weights[b * n + a] = w(x);
            }
            Table { n, weights }
        }
    }

    impl PairWeights<W> for Table {
        fn weight(&self, a: usize, b: usize) -> W {
            self.weights[a * self.n + b]
        }

        fn row(&self, a: usize) -> impl Fn(usize) -> W {
            let row = &self.weights[a * self.n..(a + 1) * self.n];
            move |b| row[b]
        }
    }

    #[test]
    fn pricing_by_rows_of_their_own_ends_as_pair_by_pair() {
        for (n, edges) in random_graphs(200) {
            let table = Table::new(n, &edges);
            let pair_by_pair = |a: usize, b: usize| table.weight(a, b);
            let candidates: Vec<(usize, usize)> = (1..n).map(|b| (b - 1, b)).collect();
            let by_rows =
                maximum_weight_matching_priced_within(n, &table, None, candidates.clone(), None);
            let by_pairs =
                maximum_weight_matching_priced(n, pair_by_pair, candidates.clone(), None);
            assert_eq!(by_rows.mates, by_pairs.mates, "{edges:?}");
            assert_eq!(by_rows.duals, by_pairs.duals, "{edges:?}");
            assert_eq!(by_rows.subgraph, by_pairs.subgraph, "{edges:?}");
            // Warm, a third of the vertices reweighed, only the rows that may be short read.
            let reweighed: Vec<(usize, usize, u64)> = edges
                .iter()
                .map(|&(a, b, x)| (a, b, if (a + b) % 3 == 0 { 9 - x } else { x }))
                .collect();
            let table = Table::new(n, &reweighed);
            let pair_by_pair = |a: usize, b: usize| table.weight(a, b);
            let start = WarmStart {
                duals: by_rows.duals.iter().map(|&dual| Some(dual)).collect(),
                mates: by_rows.mates.clone(),
                uncovered: Some((0..n).map(|v| v % 3 == 0).collect()),
            };
            let by_rows = maximum_weight_matching_priced_within(
                n,
                &table,
                None,
                candidates.clone(),
                Some(&start),
            );
            let by_pairs =
                maximum_weight_matching_priced(n, pair_by_pair, candidates, Some(&start));
            assert_eq!(by_rows.mates, by_pairs.mates, "{reweighed:?}");
            assert_eq!(by_rows.duals, by_pairs.duals, "{reweighed:?}");
            assert_eq!(by_rows.subgraph, by_pairs.subgraph, "{reweighed:?}");
        }
    }

    #[test]
    fn dropping_stale_dual_steps_changes_no_step() {
        let mut compacted = 0;
        for (n, edges) in random_graphs(200) {
            let wide: Vec<(usize, usize, W)> =
                edges.iter().map(|&(a, b, x)| (a, b, w(x))).collect();
            let solved = |compact_from: usize| {
                let mut solver = Solver::new(n, &wide);
                solver.compact_from = compact_from;
                solver.start_greedily();
                solver.solve();
                solver
            };
            // Never, and whenever a queue doubled since the last time.
            let (never, often) = (solved(usize::MAX), solved(0));
            assert_eq!(never.mates(), often.mates(), "{edges:?}");
            assert_eq!(never.dual, often.dual, "{edges:?}");
            compacted += usize::from(often.compact_above.iter().any(|&above| above > 0));
        }
        assert!(
            compacted > 100,
            "the queues were compacted in {compacted} graphs"
        );
    }

    /// Every matching of a small graph, by brute force: the best total weight.
    fn brute_force(n: usize, edges: &[(usize, usize, u64)]) -> u64 {
        fn best(free: u32, edges: &[(usize, usize, u64)]) -> u64 {
            let Some(first) = (0..32).find(|i| free & (1 << i) != 0) else {
                return 0;
            };
            let rest = free & !(1 << first);
            let mut result = best(rest, edges);
            for &(a, b, x) in edges {
                let other = if a == first {
                    b
                } else if b == first {
                    a
                } else {
                    continue;
                };
                if rest & (1 << other) != 0 {
                    result = result.max(x + best(rest & !(1 << other), edges));
                }
            }
            result
        }
        best((1u32 << n) - 1, edges)
    }

    #[test]
    fn matches_brute_force_on_random_graphs() {
        let mut next = random_numbers(12345);
        for _ in 0..2000 {
            let n = 2 + (next() % 9) as usize;
            let mut edges = Vec::new();
            for a in 0..n {
                for b in a + 1..n {
                    if !next().is_multiple_of(3) {
                        edges.push((a, b, 1 + next() % 20));
                    }
                }
            }
            let wide: Vec<(usize, usize, W)> =
                edges.iter().map(|&(a, b, x)| (a, b, w(x))).collect();
            let mates = maximum_weight_matching_wide(n, &wide);
            for v in 0..n {
                if let Some(m) = mates[v] {
                    assert_eq!(mates[m], Some(v));
                }
            }
            let heaviest = total(&edges, &mates);
            assert_eq!(heaviest, brute_force(n, &edges), "{edges:?}");
            // The same graph from a few candidate pairs, priced up to the whole.
            let weight = |a: usize, b: usize| weight_in(&edges, a, b);
            let candidates: Vec<(usize, usize)> = (1..n).map(|b| (b - 1, b)).collect();
            let priced = maximum_weight_matching_priced(n, weight, candidates.clone(), None);
            let total_priced = total(&edges, &priced.mates);
            assert_eq!(total_priced, heaviest, "priced: {edges:?}");
            // A few weights changed, started from that matching's duals and mates.
            let changed: Vec<(usize, usize, u64)> = edges
                .iter()
                .map(|&(a, b, x)| match next() % 4 {
                    0 => (a, b, 1 + next() % 20),
                    1 => (a, b, x + 20 * (a as u64 % 3)),
                    _ => (a, b, x),
                })
                .collect();
            let weight = |a: usize, b: usize| weight_in(&changed, a, b);
            let start = WarmStart {
                duals: priced.duals.iter().map(|&dual| Some(dual)).collect(),
                mates: priced.mates.clone(),
                uncovered: None,
            };
            let warm = maximum_weight_matching_priced(n, weight, candidates.clone(), Some(&start));
            let total_warm = total(&changed, &warm.mates);
            assert_eq!(total_warm, brute_force(n, &changed), "warm: {changed:?}");
            // The pairs of a few vertices reweighed: pricing only their rows and those of
            // the vertices whose duals fell ends as pricing every pair.
            let reweighed = |v: usize| v % 5 == 1;
            let local: Vec<(usize, usize, u64)> = edges
                .iter()
                .map(|&(a, b, x)| {
                    if reweighed(a) || reweighed(b) {
                        (a, b, 1 + next() % 40)
                    } else {
                        (a, b, x)
                    }
                })
                .collect();
            let weight = |a: usize, b: usize| weight_in(&local, a, b);
            let every_pair =
                maximum_weight_matching_priced(n, weight, candidates.clone(), Some(&start));
            let start = WarmStart {
                uncovered: Some((0..n).map(reweighed).collect()),
                ..start
            };
            let some_rows =
                maximum_weight_matching_priced(n, weight, candidates.clone(), Some(&start));
            assert_eq!(some_rows.mates, every_pair.mates, "{local:?}");
            assert_eq!(some_rows.duals, every_pair.duals, "{local:?}");
            // The same, told which pairs among the vertices whose duals fell weigh
            // anything (as the Dutch engine does from its graph): the same matching.
            let pairs_among = |vertices: &[usize], visit: &mut dyn FnMut(usize, &[usize])| {
                for (place, &a) in vertices.iter().enumerate() {
                    let heavy: Vec<usize> = vertices[place + 1..]
                        .iter()
                        .copied()
                        .filter(|&b| !weight_in(&local, a.min(b), a.max(b)).is_zero())
                        .collect();
                    visit(place, &heavy);
                }
            };
            let within = maximum_weight_matching_priced_within(
                n,
                &weight,
                Some(&pairs_among),
                candidates,
                Some(&start),
            );
            assert_eq!(within.mates, every_pair.mates, "within: {local:?}");
            assert_eq!(within.duals, every_pair.duals, "within: {local:?}");
            let total_local = total(&local, &some_rows.mates);
            assert_eq!(total_local, brute_force(n, &local), "rows: {local:?}");
        }
    }
}
