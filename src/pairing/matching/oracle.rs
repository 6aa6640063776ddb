//! Incremental completion checks for greedy pairing searches.

use std::cell::RefCell;

use super::cardinality::{AlternatingForest, Matching, Roots, maximum_matching_within};
use super::graph::{CompatibilityGraph, VertexSet};

/// Answers "can the players still to pair all be paired if …?" while a pairing is built pair
/// by pair (the completion criterion of the pairing systems).
///
/// The oracle holds a set of *active* vertices (players still to pair) and a maximum matching
/// of the graph they induce, whose size is [`Self::pair_count`]. A pair or a removal is
/// *allowed* when the remaining active vertices still have a matching as large as the current
/// one minus the pairs taken, i.e. when the choice does not cost a pair. If the active set has
/// a perfect matching (everybody can be paired), an allowed choice keeps it perfect; if it has
/// one vertex left over (odd count, a bye), an allowed choice keeps that.
///
/// Typical use, the first pairing in identifier order that still completes:
///
/// ```
/// use arbiter::pairing::matching::{CompatibilityGraph, MatchingOracle};
///
/// // 0-1 is legal, but pairing it would strand 2 and 3.
/// let graph = CompatibilityGraph::from_fn(4, |a, b| matches!((a, b), (0, 1) | (0, 2) | (1, 3)));
/// let mut oracle = MatchingOracle::new(&graph);
/// assert!(oracle.is_perfect());
/// assert!(!oracle.can_pair(0, 1));
/// assert!(oracle.fix_pair(0, 2));
/// assert!(oracle.fix_pair(1, 3));
/// assert_eq!(oracle.active().len(), 0);
/// ```
///
/// Costs (n vertices, m edges): answering from the current matching is O(1); otherwise one
/// *search*, an alternating forest grown over the active vertices: O(n²/64 + m), since every
/// labelled vertex scans its bitset row once and edges inside blossoms are skipped word by
/// word. Queries take `&self` and cache their last search (per first vertex for
/// [`Self::can_pair`], once for [`Self::can_leave_out`]); any change to the oracle invalidates
/// the caches. As a guide, all 10⁶ `can_pair` questions on a random 1000-vertex graph with 75 %
/// of all pairs as edges take about 0.2 s in the test profile.
///
/// [`Clone`] is O(n) (plus the caches), so an engine can try a choice on a clone and drop it
/// to back out; `clone_from` reuses the allocations. The oracle is `Send` but not `Sync` (the
/// caches use interior mutability): give each thread its own clone.
#[derive(Debug)]
pub struct MatchingOracle<'g> {
    graph: &'g CompatibilityGraph,
    active: VertexSet,
    mate: Vec<Option<usize>>,
    pair_count: usize,
    /// Incremented by every change; caches remember the generation they were built in.
    generation: u64,
    scratch: RefCell<Scratch>,
}

/// Search buffers and cached answers; not part of the oracle's logical state.
#[derive(Debug, Default)]
struct Scratch {
    forest: Option<AlternatingForest>,
    active: Option<VertexSet>,
    mate: Vec<Option<usize>>,
    partners: Option<CachedPartners>,
    leavable: Option<(u64, VertexSet)>,
}

#[derive(Clone, Debug)]
struct CachedPartners {
    generation: u64,
    vertex: usize,
    partners: VertexSet,
}

impl Clone for MatchingOracle<'_> {
    fn clone(&self) -> Self {
        let scratch = self.scratch.borrow();
        Self {
            graph: self.graph,
            active: self.active.clone(),
            mate: self.mate.clone(),
            pair_count: self.pair_count,
            generation: self.generation,
            scratch: RefCell::new(Scratch {
                partners: scratch.partners.clone(),
                leavable: scratch.leavable.clone(),
                ..Scratch::default()
            }),
        }
    }

    fn clone_from(&mut self, source: &Self) {
        self.graph = source.graph;
        self.active.clone_from(&source.active);
        self.mate.clone_from(&source.mate);
        self.pair_count = source.pair_count;
        // Generations of different oracles are unrelated, so the caches are taken along.
        self.generation = source.generation;
        let theirs = source.scratch.borrow();
        let mine = self.scratch.get_mut();
        mine.partners.clone_from(&theirs.partners);
        mine.leavable.clone_from(&theirs.leavable);
    }
}

impl<'g> MatchingOracle<'g> {
    /// An oracle over all vertices of `graph`. Computes a maximum matching, see
    /// [`super::maximum_matching`] for the cost (well under 100 ms for 1000 vertices).
    pub fn new(graph: &'g CompatibilityGraph) -> Self {
        Self::with_active(graph, VertexSet::full(graph.vertex_count()))
    }

    /// An oracle over the vertices in `active` only.
    ///
    /// # Panics
    /// If `active.capacity()` differs from `graph.vertex_count()`.
    pub fn with_active(graph: &'g CompatibilityGraph, active: VertexSet) -> Self {
        let matching = maximum_matching_within(graph, &active);
        let mate: Vec<Option<usize>> = (0..graph.vertex_count())
            .map(|v| matching.mate(v))
            .collect();
        Self {
            graph,
            active,
            pair_count: matching.pair_count(),
            mate,
            generation: 0,
            scratch: RefCell::default(),
        }
    }

    /// The graph the oracle works on.
    pub fn graph(&self) -> &'g CompatibilityGraph {
        self.graph
    }

    /// The vertices still to pair.
    pub fn active(&self) -> &VertexSet {
        &self.active
    }

    /// Whether `vertex` is still to pair.
    pub fn is_active(&self, vertex: usize) -> bool {
        self.active.contains(vertex)
    }

    /// The size of a maximum matching of the active vertices. O(1).
    pub fn pair_count(&self) -> usize {
        self.pair_count
    }

    /// How many active vertices every maximum matching leaves unpaired. O(n / 64).
    pub fn unpaired_count(&self) -> usize {
        self.active.len() - 2 * self.pair_count
    }

    /// Whether all active vertices can be paired. O(n / 64).
    pub fn is_perfect(&self) -> bool {
        self.unpaired_count() == 0
    }

    /// The mate of `vertex` in the maximum matching the oracle currently holds (one witness
    /// among possibly many; it changes as the oracle works). O(1).
    pub fn mate(&self, vertex: usize) -> Option<usize> {
        self.mate.get(vertex).copied().flatten()
    }

    /// A copy of the maximum matching the oracle currently holds: a completion of the fixed
    /// pairs. O(n).
    pub fn matching(&self) -> Matching {
        Matching::from_mates(self.mate.clone())
    }

    /// Whether fixing the pair `u-v` is allowed: `u` and `v` are distinct active vertices
    /// joined by an edge, and some maximum matching of the active vertices contains `u-v`.
    ///
    /// O(1) when the current matching decides it (u-v matched, u or v unmatched, or the mates
    /// of u and v adjacent, so the two pairs can be swapped) or when the partners of `u` (or
    /// `v`) are cached; otherwise computes and caches [`Self::allowed_partners`] of `u`, one
    /// search. Put the vertex whose partners are being tried first.
    pub fn can_pair(&self, u: usize, v: usize) -> bool {
        if u == v || !self.is_active(u) || !self.is_active(v) || !self.graph.has_edge(u, v) {
            return false;
        }
        if self.pair_decided_by_matching(u, v) {
            return true;
        }
        if let Some(answer) = self.cached_partner(u, v) {
            return answer;
        }
        self.with_partners(u, |partners| partners.contains(v))
    }

    /// Every `v` for which [`Self::can_pair`]`(u, v)` holds (empty if `u` is not active).
    /// One search, then cached until the oracle changes.
    pub fn allowed_partners(&self, u: usize) -> VertexSet {
        if !self.is_active(u) {
            return VertexSet::new(self.graph.vertex_count());
        }
        self.with_partners(u, VertexSet::clone)
    }

    /// Fixes the pair `u-v` if [`Self::can_pair`]`(u, v)` holds: removes both from the active
    /// set and repairs the matching, which stays maximum with one pair fewer. Returns whether
    /// the pair was fixed; if not, nothing changed.
    ///
    /// O(1) when the current matching decides it (see [`Self::can_pair`]); otherwise at most
    /// two searches, each stopping at the first augmenting path.
    pub fn fix_pair(&mut self, u: usize, v: usize) -> bool {
        if u == v || !self.is_active(u) || !self.is_active(v) || !self.graph.has_edge(u, v) {
            return false;
        }
        if self.cached_partner(u, v) == Some(false) {
            return false;
        }
        match (self.mate[u], self.mate[v]) {
            (Some(mate), _) if mate == v => self.detach_pair(u, v),
            (None, Some(other)) | (Some(other), None) => {
                // The matched one of u, v gives up its mate for the other.
                self.mate[other] = None;
                self.detach_pair(u, v);
            }
            (None, None) => unreachable!("two adjacent unmatched vertices contradict maximality"),
            (Some(x), Some(y)) => {
                if self.graph.has_edge(x, y) {
                    self.mate[x] = Some(y);
                    self.mate[y] = Some(x);
                    self.detach_pair(u, v);
                } else if !self.rematch_after_pairing(u, v, x, y) {
                    return false;
                }
            }
        }
        true
    }

    /// Whether `u` can be removed without losing a pair: some maximum matching of the active
    /// vertices leaves `u` unmatched (for example, `u` may receive the bye and the rest still
    /// pair up). `false` if `u` is not active.
    ///
    /// O(1) when `u` is unmatched or the matching is perfect (then nobody can be left out);
    /// otherwise computes and caches [`Self::leave_out_candidates`], one search.
    pub fn can_leave_out(&self, u: usize) -> bool {
        if !self.is_active(u) {
            return false;
        }
        if self.mate[u].is_none() {
            return true;
        }
        if self.is_perfect() {
            return false;
        }
        self.with_leavable(|leavable| leavable.contains(u))
    }

    /// Every active `u` for which [`Self::can_leave_out`]`(u)` holds: the vertices some maximum
    /// matching leaves unmatched. One search, then cached until the oracle changes.
    pub fn leave_out_candidates(&self) -> VertexSet {
        if self.is_perfect() {
            return VertexSet::new(self.graph.vertex_count());
        }
        self.with_leavable(VertexSet::clone)
    }

    /// Removes `u` from the active set whatever it costs, keeping the matching maximum.
    /// Returns whether no pair was lost (exactly when [`Self::can_leave_out`]`(u)` held);
    /// otherwise [`Self::pair_count`] dropped by one. Removing an inactive vertex changes
    /// nothing and returns `true`.
    ///
    /// O(1) if `u` is unmatched; otherwise one search, stopping at the first augmenting path.
    pub fn remove(&mut self, u: usize) -> bool {
        if !self.is_active(u) {
            return true;
        }
        self.generation += 1;
        self.active.remove(u);
        let Some(x) = self.mate[u].take() else {
            return true;
        };
        self.mate[x] = None;
        // Any augmenting path of what is left must end at x, the only new unmatched vertex.
        if self.augment_from(x) {
            true
        } else {
            self.pair_count -= 1;
            false
        }
    }

    /// True when the current matching alone shows that u-v (an edge of active vertices) is
    /// allowed.
    fn pair_decided_by_matching(&self, u: usize, v: usize) -> bool {
        match (self.mate[u], self.mate[v]) {
            (Some(mate), _) if mate == v => true,
            (None, _) | (_, None) => true,
            (Some(x), Some(y)) => self.graph.has_edge(x, y),
        }
    }

    fn cached_partner(&self, u: usize, v: usize) -> Option<bool> {
        let scratch = self.scratch.borrow();
        let cached = scratch.partners.as_ref()?;
        if cached.generation != self.generation {
            return None;
        }
        if cached.vertex == u {
            Some(cached.partners.contains(v))
        } else if cached.vertex == v {
            Some(cached.partners.contains(u))
        } else {
            None
        }
    }

    /// Runs `answer` on the allowed partners of the active vertex `u`, computing them first
    /// unless cached.
    ///
    /// With u matched to x, drop u and unmatch x. If the rest has an augmenting path (it must
    /// end at x), u can be left out and every neighbour is a partner. Otherwise the matching
    /// of the rest is maximum, and u-v is allowed exactly when the rest without v keeps that
    /// size, i.e. when some maximum matching of the rest misses v: v is an outer vertex of the
    /// complete alternating forest grown from all unmatched vertices (Gallai–Edmonds).
    fn with_partners<T>(&self, u: usize, answer: impl FnOnce(&VertexSet) -> T) -> T {
        let mut scratch = self.scratch.borrow_mut();
        if let Some(cached) = &scratch.partners
            && cached.generation == self.generation
            && cached.vertex == u
        {
            return answer(&cached.partners);
        }
        let neighbours = self.active.intersection_with_words(self.graph.row(u));
        let partners = match self.mate[u] {
            None => neighbours,
            Some(x) => {
                let Scratch {
                    forest,
                    active,
                    mate,
                    ..
                } = &mut *scratch;
                let rest = active.get_or_insert_with(|| self.active.clone());
                rest.copy_from(&self.active);
                rest.remove(u);
                mate.clone_from(&self.mate);
                mate[u] = None;
                mate[x] = None;
                let forest =
                    forest.get_or_insert_with(|| AlternatingForest::new(self.graph.vertex_count()));
                match forest.search(self.graph, rest, mate, Roots::AllExposed) {
                    Some(_) => neighbours,
                    None => neighbours.intersection_with_words(forest.outer().words()),
                }
            }
        };
        let result = answer(&partners);
        scratch.partners = Some(CachedPartners {
            generation: self.generation,
            vertex: u,
            partners,
        });
        result
    }

    /// Runs `answer` on the set of active vertices some maximum matching leaves unmatched:
    /// the outer vertices of the complete alternating forest grown from all unmatched ones.
    fn with_leavable<T>(&self, answer: impl FnOnce(&VertexSet) -> T) -> T {
        let mut scratch = self.scratch.borrow_mut();
        if let Some((generation, leavable)) = &scratch.leavable
            && *generation == self.generation
        {
            return answer(leavable);
        }
        let forest = scratch
            .forest
            .get_or_insert_with(|| AlternatingForest::new(self.graph.vertex_count()));
        let found = forest.search(self.graph, &self.active, &self.mate, Roots::AllExposed);
        debug_assert!(found.is_none(), "the oracle's matching is maximum");
        let leavable = forest.outer().clone();
        let result = answer(&leavable);
        scratch.leavable = Some((self.generation, leavable));
        result
    }

    /// u-v with u matched to x, v matched to y and x-y not an edge: fixing u-v frees x and y,
    /// and keeps the size iff the rest has an augmenting path, which must end at x or y.
    /// Commits and returns `true` if so; otherwise restores everything and returns `false`.
    fn rematch_after_pairing(&mut self, u: usize, v: usize, x: usize, y: usize) -> bool {
        let others_unmatched = !self.is_perfect();
        self.active.remove(u);
        self.active.remove(v);
        for w in [u, v, x, y] {
            self.mate[w] = None;
        }
        // Without other unmatched vertices, a path from y would end at x and was found from x.
        if self.augment_from(x) || (others_unmatched && self.augment_from(y)) {
            self.generation += 1;
            self.pair_count -= 1;
            return true;
        }
        self.active.insert(u);
        self.active.insert(v);
        for (a, b) in [(u, x), (v, y)] {
            self.mate[a] = Some(b);
            self.mate[b] = Some(a);
        }
        false
    }

    /// Searches an augmenting path from the unmatched active vertex `root` and flips it.
    fn augment_from(&mut self, root: usize) -> bool {
        let graph = self.graph;
        let forest = self
            .scratch
            .get_mut()
            .forest
            .get_or_insert_with(|| AlternatingForest::new(graph.vertex_count()));
        match forest.search(graph, &self.active, &self.mate, Roots::Single(root)) {
            Some(bridge) => {
                forest.augment(&mut self.mate, bridge);
                true
            }
            None => false,
        }
    }

    /// Takes the pair u-v (already matched to each other or unmatched) out of the pool.
    fn detach_pair(&mut self, u: usize, v: usize) {
        self.generation += 1;
        self.active.remove(u);
        self.active.remove(v);
        self.mate[u] = None;
        self.mate[v] = None;
        self.pair_count -= 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(n: usize, edges: &[(usize, usize)]) -> CompatibilityGraph {
        let mut graph = CompatibilityGraph::new(n);
        for &(a, b) in edges {
            graph.add_edge(a, b);
        }
        graph
    }

    /// Triangle 1-2-3 with pendants 0-1, 3-4 and 2-5: the only perfect matching is
    /// 0-1, 2-5, 3-4, so no triangle edge can be fixed.
    fn triangle_with_pendants() -> CompatibilityGraph {
        graph(6, &[(0, 1), (1, 2), (2, 3), (1, 3), (3, 4), (2, 5)])
    }

    #[test]
    fn only_pairs_of_the_unique_perfect_matching_are_allowed() {
        let g = triangle_with_pendants();
        let oracle = MatchingOracle::new(&g);
        assert!(oracle.is_perfect());
        assert_eq!(oracle.pair_count(), 3);
        for (u, v) in [(1, 2), (2, 3), (1, 3), (3, 1)] {
            assert!(!oracle.can_pair(u, v), "{u}-{v}");
        }
        for (u, v) in [(0, 1), (2, 5), (4, 3)] {
            assert!(oracle.can_pair(u, v), "{u}-{v}");
        }
        assert_eq!(
            oracle.allowed_partners(1).iter().collect::<Vec<_>>(),
            vec![0]
        );
        assert_eq!(
            oracle.allowed_partners(3).iter().collect::<Vec<_>>(),
            vec![4]
        );
        // Not edges, not active, or the same vertex.
        assert!(!oracle.can_pair(0, 5));
        assert!(!oracle.can_pair(2, 2));
        assert!(!oracle.can_pair(0, 9));
    }

    #[test]
    fn refused_pair_changes_nothing() {
        let g = triangle_with_pendants();
        let mut oracle = MatchingOracle::new(&g);
        let before = oracle.matching();
        assert!(!oracle.fix_pair(1, 2));
        assert_eq!(oracle.matching(), before);
        assert_eq!(oracle.active().len(), 6);
        assert!(oracle.fix_pair(2, 5));
        assert!(!oracle.is_active(2) && !oracle.is_active(5));
        assert_eq!(oracle.pair_count(), 2);
        assert!(!oracle.fix_pair(2, 5), "already fixed");
    }

    #[test]
    fn fixing_a_pair_rematches_along_an_alternating_path() {
        // Hexagon 0-1-2-3-4-5-0; whatever the matching, fixing 1-2 forces 0-5 and 3-4.
        let g = graph(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 0)]);
        let mut oracle = MatchingOracle::new(&g);
        assert!(oracle.fix_pair(1, 2));
        assert_eq!(
            oracle.matching().pairs().collect::<Vec<_>>(),
            vec![(0, 5), (3, 4)]
        );
        assert!(oracle.is_perfect());
        assert!(!oracle.can_pair(0, 3), "not an edge");
    }

    #[test]
    fn bye_candidates_in_an_odd_path() {
        // Path 0-1-2-3-4: a bye for 0, 2 or 4 leaves a perfect matching, for 1 or 3 not.
        let g = graph(5, &[(0, 1), (1, 2), (2, 3), (3, 4)]);
        let oracle = MatchingOracle::new(&g);
        assert_eq!(oracle.unpaired_count(), 1);
        assert!(!oracle.is_perfect());
        assert_eq!(
            oracle.leave_out_candidates().iter().collect::<Vec<_>>(),
            vec![0, 2, 4]
        );
        assert!(oracle.can_leave_out(2));
        assert!(!oracle.can_leave_out(3));
        let mut bye_to_two = oracle.clone();
        assert!(bye_to_two.remove(2));
        assert!(bye_to_two.is_perfect());
        assert_eq!(bye_to_two.pair_count(), 2);
        let mut bye_to_three = oracle.clone();
        assert!(!bye_to_three.remove(3));
        assert_eq!(bye_to_three.pair_count(), 1);
        assert_eq!(bye_to_three.unpaired_count(), 2);
        // The original is untouched by its clones.
        assert_eq!(oracle.active().len(), 5);
        assert_eq!(oracle.pair_count(), 2);
    }

    #[test]
    fn nobody_can_be_left_out_of_a_perfect_matching() {
        let g = triangle_with_pendants();
        let mut oracle = MatchingOracle::new(&g);
        assert!(oracle.leave_out_candidates().is_empty());
        assert!(!oracle.can_leave_out(0));
        assert!(oracle.remove(7), "an inactive vertex costs nothing");
        assert!(!oracle.remove(0));
        assert_eq!(oracle.pair_count(), 2);
        assert!(oracle.can_leave_out(1), "1 lost its pendant partner 0");
    }

    #[test]
    fn oracle_over_a_subset() {
        // Square 0-1-2-3-0 without vertex 3: the path 0-1-2 remains.
        let g = graph(4, &[(0, 1), (1, 2), (2, 3), (3, 0)]);
        let oracle = MatchingOracle::with_active(&g, VertexSet::from_vertices(4, [0, 1, 2]));
        assert_eq!(oracle.pair_count(), 1);
        assert!(!oracle.can_pair(2, 3), "3 is not active");
        assert!(oracle.can_pair(0, 1) && oracle.can_pair(1, 2));
        assert_eq!(
            oracle.leave_out_candidates().iter().collect::<Vec<_>>(),
            vec![0, 2]
        );
    }

    #[test]
    fn empty_oracle() {
        let g = CompatibilityGraph::new(0);
        let oracle = MatchingOracle::new(&g);
        assert!(oracle.is_perfect());
        assert_eq!(oracle.pair_count(), 0);
        assert!(oracle.leave_out_candidates().is_empty());
    }

    #[test]
    fn clone_from_backs_out_of_a_trial() {
        let g = graph(4, &[(0, 1), (1, 2), (2, 3), (3, 0), (0, 2)]);
        let oracle = MatchingOracle::new(&g);
        let mut trial = oracle.clone();
        assert!(trial.fix_pair(0, 1));
        assert!(!trial.is_active(0));
        trial.clone_from(&oracle);
        assert!(trial.is_active(0));
        assert_eq!(trial.matching(), oracle.matching());
        assert!(trial.fix_pair(0, 3));
        assert_eq!(trial.matching().pairs().collect::<Vec<_>>(), vec![(1, 2)]);
    }
}
