//! Maximum-cardinality matching on general graphs: Edmonds' blossom algorithm, in Gabow's
//! formulation where blossoms are never shrunk physically but tracked with a union-find
//! structure, and every even ("outer") vertex carries a label from which its alternating path
//! to the root can be rebuilt.

use super::graph::{CompatibilityGraph, VertexSet};

/// A matching: every vertex has at most one mate, and mates are mutual.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matching {
    mate: Vec<Option<usize>>,
}

impl Matching {
    /// Wraps a mate table.
    pub(crate) fn from_mates(mate: Vec<Option<usize>>) -> Self {
        debug_assert!(
            mate.iter()
                .enumerate()
                .all(|(v, m)| m.is_none_or(|m| mate[m] == Some(v)))
        );
        Self { mate }
    }

    /// The number of vertices the matching is over.
    pub fn vertex_count(&self) -> usize {
        self.mate.len()
    }

    /// The vertex matched to `vertex`, if any (`None` also for vertices out of range).
    pub fn mate(&self, vertex: usize) -> Option<usize> {
        self.mate.get(vertex).copied().flatten()
    }

    /// The number of matched pairs. O(vertex_count).
    pub fn pair_count(&self) -> usize {
        self.pairs().count()
    }

    /// The matched pairs `(a, b)` with `a < b`, in increasing order of `a`.
    pub fn pairs(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.mate
            .iter()
            .enumerate()
            .filter_map(|(a, mate)| mate.filter(|&b| a < b).map(|b| (a, b)))
    }

    /// Pairs the two unmatched vertices `a` and `b`.
    ///
    /// # Panics
    /// If either is matched or out of range.
    pub fn pair(&mut self, a: usize, b: usize) {
        assert!(
            self.mate[a].is_none() && self.mate[b].is_none(),
            "{a} and {b} must be unmatched"
        );
        self.mate[a] = Some(b);
        self.mate[b] = Some(a);
    }

    /// Unpairs `vertex` from its mate and returns the mate, if it had one.
    pub fn unpair(&mut self, vertex: usize) -> Option<usize> {
        let mate = self.mate.get_mut(vertex)?.take()?;
        self.mate[mate] = None;
        Some(mate)
    }

    /// Searches one augmenting path from the unmatched `root` in the subgraph of `graph`
    /// induced by `vertices` (the matching must be one of that subgraph) and flips it:
    /// returns whether it found one, the matching then holding one pair more. A matching
    /// that lost pairs to a change of the graph is repaired this way at the cost of one
    /// search per pair instead of a new [`maximum_matching_within`]: when no path starts
    /// at `root`, some maximum matching leaves `root` unmatched.
    ///
    /// # Panics
    /// If `root` is matched or the sizes of `graph`, `vertices` and the matching differ.
    pub fn augment_from(
        &mut self,
        graph: &CompatibilityGraph,
        vertices: &VertexSet,
        root: usize,
    ) -> bool {
        assert!(
            self.mate[root].is_none(),
            "the root {root} must be unmatched"
        );
        assert_eq!(self.mate.len(), graph.vertex_count());
        let mut forest = AlternatingForest::new(graph.vertex_count());
        match forest.search(graph, vertices, &self.mate, Roots::Single(root)) {
            Some(bridge) => {
                forest.augment(&mut self.mate, bridge);
                true
            }
            None => false,
        }
    }
}

/// A maximum-cardinality matching of `graph`.
///
/// O(n·(n²/64 + m)) in the worst case (one augmenting-path search per vertex left unmatched
/// by an initial greedy matching), usually far less: on a dense 1000-vertex graph the greedy
/// pass leaves only a handful of searches and the whole call takes well under a millisecond.
pub fn maximum_matching(graph: &CompatibilityGraph) -> Matching {
    maximum_matching_within(graph, &VertexSet::full(graph.vertex_count()))
}

/// A maximum-cardinality matching of the subgraph induced by `vertices`; vertices outside the
/// set stay unmatched. Same complexity as [`maximum_matching`].
///
/// # Panics
/// If `vertices.capacity()` differs from `graph.vertex_count()`.
pub fn maximum_matching_within(graph: &CompatibilityGraph, vertices: &VertexSet) -> Matching {
    let mut mate = greedy_matching(graph, vertices);
    let mut forest = AlternatingForest::new(graph.vertex_count());
    for root in vertices.iter() {
        // Edmonds: once no augmenting path starts at a vertex, none will after augmenting
        // elsewhere, so one search per exposed vertex suffices.
        if mate[root].is_none()
            && let Some(bridge) = forest.search(graph, vertices, &mate, Roots::Single(root))
        {
            forest.augment(&mut mate, bridge);
        }
    }
    Matching::from_mates(mate)
}

/// Whether `graph` has a perfect matching. Same complexity as [`maximum_matching`].
pub fn has_perfect_matching(graph: &CompatibilityGraph) -> bool {
    has_perfect_matching_within(graph, &VertexSet::full(graph.vertex_count()))
}

/// Whether the subgraph induced by `vertices` has a perfect matching (all of `vertices` can be
/// paired). Same complexity as [`maximum_matching`].
///
/// # Panics
/// If `vertices.capacity()` differs from `graph.vertex_count()`.
pub fn has_perfect_matching_within(graph: &CompatibilityGraph, vertices: &VertexSet) -> bool {
    let count = vertices.len();
    count.is_multiple_of(2) && 2 * maximum_matching_within(graph, vertices).pair_count() == count
}

/// Matches greedily in increasing vertex order: each exposed vertex takes its lowest exposed
/// neighbour. O(n²/64 + n).
fn greedy_matching(graph: &CompatibilityGraph, vertices: &VertexSet) -> Vec<Option<usize>> {
    assert_eq!(
        vertices.capacity(),
        graph.vertex_count(),
        "the vertex set must cover exactly the graph's vertices"
    );
    let mut mate = vec![None; graph.vertex_count()];
    let mut exposed = vertices.clone();
    for v in vertices.iter() {
        if !exposed.contains(v) {
            continue;
        }
        let partner = graph
            .row(v)
            .iter()
            .zip(exposed.words())
            .enumerate()
            .find_map(|(index, (&adjacent, &free))| {
                let both = adjacent & free;
                (both != 0).then(|| index * 64 + both.trailing_zeros() as usize)
            });
        if let Some(w) = partner {
            mate[v] = Some(w);
            mate[w] = Some(v);
            exposed.remove(v);
            exposed.remove(w);
        }
    }
    mate
}

/// Which exposed vertices the forest grows from.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Roots {
    /// One exposed vertex; the other exposed vertices are targets only. Finds an augmenting
    /// path starting at it if one exists.
    Single(usize),
    /// Every exposed active vertex. Finds an augmenting path if one exists; when none does,
    /// the outer vertices are exactly the vertices some maximum matching leaves exposed (the
    /// set D of the Gallai–Edmonds decomposition).
    AllExposed,
}

/// The two ends of the edge that closes an augmenting path: `outer` is an outer vertex, and
/// `other` is either an outer vertex of another tree or an exposed vertex outside the forest.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Bridge {
    outer: usize,
    other: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    Unreached,
    Inner,
    Outer,
}

/// How an outer vertex v found its even alternating path P(v) to its root.
#[derive(Clone, Copy, Debug)]
enum Label {
    /// v is the root: P(v) = v.
    Root,
    /// v is the mate of an inner vertex reached from the outer vertex x:
    /// P(v) = v, mate(v), P(x).
    Vertex(usize),
    /// v was inner and turned outer when the edge x-y closed a blossom on x's side:
    /// P(v) = v, mate(v), …, x (P(x) walked backwards from v to x), then y, P(y).
    Edge(usize, usize),
}

/// Reusable state for one augmenting-path search (an alternating forest with implicit
/// blossoms). Sized for a fixed number of vertices; reused across searches without
/// reallocation.
#[derive(Clone, Debug)]
pub(crate) struct AlternatingForest {
    state: Vec<State>,
    label: Vec<Label>,
    /// Root of the tree holding each labelled vertex.
    tree: Vec<usize>,
    /// Union-find parent; a set is one blossom (or a single outer or inner vertex).
    blossom_parent: Vec<usize>,
    /// For a union-find representative: the base of its blossom.
    blossom_base: Vec<usize>,
    /// For a representative of a blossom with several vertices: its vertices as a bitset row
    /// of `blossom_members`, so that scans skip edges inside the blossom. Single vertices
    /// have no row.
    has_member_row: Vec<bool>,
    blossom_members: Vec<u64>,
    words_per_row: usize,
    /// Visit marks for the search of the nearest common base when a blossom closes.
    visit_mark: Vec<u32>,
    visit_clock: u32,
    queue: Vec<usize>,
    labelled: Vec<usize>,
    unreached: VertexSet,
    outer: VertexSet,
    augment_stack: Vec<(usize, usize)>,
}

impl AlternatingForest {
    pub(crate) fn new(vertex_count: usize) -> Self {
        Self {
            state: vec![State::Unreached; vertex_count],
            label: vec![Label::Root; vertex_count],
            tree: vec![0; vertex_count],
            blossom_parent: vec![0; vertex_count],
            blossom_base: vec![0; vertex_count],
            has_member_row: vec![false; vertex_count],
            blossom_members: Vec::new(),
            words_per_row: vertex_count.div_ceil(64),
            visit_mark: vec![0; vertex_count],
            visit_clock: 0,
            queue: Vec::new(),
            labelled: Vec::new(),
            unreached: VertexSet::new(vertex_count),
            outer: VertexSet::new(vertex_count),
            augment_stack: Vec::new(),
        }
    }

    /// The outer (even) vertices of the last search.
    pub(crate) fn outer(&self) -> &VertexSet {
        &self.outer
    }

    /// Grows an alternating forest in the subgraph induced by `active`, with respect to
    /// `mate` (a matching within `active`). Returns the closing edge of the first augmenting
    /// path found, or `None` when the forest is complete without one; [`Self::outer`] then
    /// holds the outer vertices.
    ///
    /// O(n²/64 + m): each outer vertex scans its bitset adjacency row once, skipping inner
    /// vertices and its own blossom word by word; merging blossom member rows costs O(n/64)
    /// per merge. Stops early at the first augmenting path.
    pub(crate) fn search(
        &mut self,
        graph: &CompatibilityGraph,
        active: &VertexSet,
        mate: &[Option<usize>],
        roots: Roots,
    ) -> Option<Bridge> {
        self.reset(active);
        match roots {
            Roots::Single(root) => {
                debug_assert!(active.contains(root) && mate[root].is_none());
                self.make_root(root);
            }
            Roots::AllExposed => {
                for v in active.iter() {
                    if mate[v].is_none() {
                        self.make_root(v);
                    }
                }
            }
        }
        let mut head = 0;
        while head < self.queue.len() {
            let x = self.queue[head];
            head += 1;
            for (index, &adjacent) in graph.row(x).iter().enumerate() {
                // Inner neighbours and x's own blossom never matter. The state is re-read per
                // vertex because it may change while this word is being processed.
                let outside = self.outer.words()[index] & !self.blossom_word(x, index);
                let mut candidates = adjacent & (self.unreached.words()[index] | outside);
                while candidates != 0 {
                    let y = index * 64 + candidates.trailing_zeros() as usize;
                    candidates &= candidates - 1;
                    if let Some(bridge) = self.examine(x, y, mate) {
                        return Some(bridge);
                    }
                }
            }
        }
        None
    }

    /// Flips the augmenting path closed by `bridge`, growing the matching by one pair.
    /// O(length of the path).
    pub(crate) fn augment(&mut self, mate: &mut [Option<usize>], bridge: Bridge) {
        self.flip_path(mate, bridge.outer, bridge.other);
        self.flip_path(mate, bridge.other, bridge.outer);
    }

    /// Handles the edge x-y seen from the outer vertex x.
    fn examine(&mut self, x: usize, y: usize, mate: &[Option<usize>]) -> Option<Bridge> {
        match self.state[y] {
            State::Inner => None,
            State::Unreached => match mate[y] {
                None => Some(Bridge { outer: x, other: y }),
                Some(z) => {
                    // Inner vertices need no label; one is written if y later turns outer.
                    self.mark(y, State::Inner, Label::Root, self.tree[x]);
                    self.mark(z, State::Outer, Label::Vertex(x), self.tree[x]);
                    None
                }
            },
            State::Outer => {
                if self.find(x) == self.find(y) {
                    None
                } else if self.tree[x] != self.tree[y] {
                    Some(Bridge { outer: x, other: y })
                } else {
                    self.close_blossom(x, y, mate);
                    None
                }
            }
        }
    }

    /// x-y joins two outer vertices of the same tree in different blossoms: every inner vertex
    /// on the tree paths from both up to their nearest common base turns outer, and all of it
    /// becomes one blossom with that base.
    fn close_blossom(&mut self, x: usize, y: usize, mate: &[Option<usize>]) {
        let join = self.nearest_common_base(x, y, mate);
        for (from, other) in [(x, y), (y, x)] {
            let mut base = self.base_of(from);
            while base != join {
                let inner =
                    mate[base].expect("a base below the root is matched to an inner vertex");
                let next = self.base_of(self.predecessor(base));
                self.state[inner] = State::Outer;
                self.label[inner] = Label::Edge(from, other);
                self.outer.insert(inner);
                self.queue.push(inner);
                self.merge_into(base, join);
                self.merge_into(inner, join);
                base = next;
            }
        }
    }

    /// Walks up from the blossoms of x and y alternately, base by base, until one walk
    /// reaches a base the other has visited.
    fn nearest_common_base(&mut self, x: usize, y: usize, mate: &[Option<usize>]) -> usize {
        self.visit_clock = self.visit_clock.wrapping_add(1);
        if self.visit_clock == 0 {
            self.visit_mark.fill(0);
            self.visit_clock = 1;
        }
        let mut walks = [Some(self.base_of(x)), Some(self.base_of(y))];
        loop {
            for walk in &mut walks {
                if let Some(base) = *walk {
                    if self.visit_mark[base] == self.visit_clock {
                        return base;
                    }
                    self.visit_mark[base] = self.visit_clock;
                    // Only roots are unmatched bases.
                    *walk = mate[base].map(|_| self.base_of(self.predecessor(base)));
                }
            }
        }
    }

    /// For a base that is not a root: the outer vertex from which its mate was reached.
    fn predecessor(&self, base: usize) -> usize {
        match self.label[base] {
            Label::Vertex(x) => x,
            // A vertex labelled by an edge lies inside a blossom with a base above it.
            Label::Root | Label::Edge(..) => unreachable!("a non-root base has a vertex label"),
        }
    }

    /// Gabow's augmentation: v gets the new mate w, and the rest of P(v) is flipped. An
    /// explicit stack replaces the recursion on long paths.
    fn flip_path(&mut self, mate: &mut [Option<usize>], v: usize, w: usize) {
        self.augment_stack.push((v, w));
        while let Some((v, w)) = self.augment_stack.pop() {
            let old_mate = mate[v].replace(w);
            let Some(t) = old_mate else { continue };
            // t no longer pointing back at v means this part was already flipped (the walk
            // along P(x) for an edge label stops where it re-enters the flipped segment).
            if mate[t] != Some(v) {
                continue;
            }
            match self.label[v] {
                Label::Vertex(x) => {
                    mate[t] = Some(x);
                    self.augment_stack.push((x, t));
                }
                Label::Edge(x, y) => {
                    self.augment_stack.push((y, x));
                    self.augment_stack.push((x, y));
                }
                Label::Root => unreachable!("a root is exposed"),
            }
        }
    }

    fn reset(&mut self, active: &VertexSet) {
        for &v in &self.labelled {
            self.state[v] = State::Unreached;
        }
        self.labelled.clear();
        self.queue.clear();
        self.unreached.copy_from(active);
        self.outer.clear();
    }

    fn make_root(&mut self, root: usize) {
        self.mark(root, State::Outer, Label::Root, root);
    }

    fn mark(&mut self, v: usize, state: State, label: Label, tree: usize) {
        self.state[v] = state;
        self.label[v] = label;
        self.tree[v] = tree;
        self.blossom_parent[v] = v;
        self.blossom_base[v] = v;
        self.has_member_row[v] = false;
        self.unreached.remove(v);
        self.labelled.push(v);
        if state == State::Outer {
            self.outer.insert(v);
            self.queue.push(v);
        }
    }

    fn find(&mut self, mut v: usize) -> usize {
        while self.blossom_parent[v] != v {
            let grandparent = self.blossom_parent[self.blossom_parent[v]];
            self.blossom_parent[v] = grandparent;
            v = grandparent;
        }
        v
    }

    fn base_of(&mut self, v: usize) -> usize {
        let representative = self.find(v);
        self.blossom_base[representative]
    }

    /// Joins v's set into the set of `join`, whose representative (and base) stays.
    /// O(n / 64) for the member rows.
    fn merge_into(&mut self, v: usize, join: usize) {
        let from = self.find(v);
        let to = self.find(join);
        if from == to {
            return;
        }
        self.blossom_parent[from] = to;
        let width = self.words_per_row;
        if self.blossom_members.is_empty() {
            self.blossom_members = vec![0; width * self.state.len()];
        }
        let (to_start, from_start) = (to * width, from * width);
        if !self.has_member_row[to] {
            self.has_member_row[to] = true;
            self.blossom_members[to_start..to_start + width].fill(0);
            self.blossom_members[to_start + to / 64] |= 1 << (to % 64);
        }
        if self.has_member_row[from] {
            for offset in 0..width {
                self.blossom_members[to_start + offset] |=
                    self.blossom_members[from_start + offset];
            }
        } else {
            self.blossom_members[to_start + from / 64] |= 1 << (from % 64);
        }
    }

    /// Word `index` of the bitset of the vertices in v's blossom.
    fn blossom_word(&mut self, v: usize, index: usize) -> u64 {
        let representative = self.find(v);
        if self.has_member_row[representative] {
            self.blossom_members[representative * self.words_per_row + index]
        } else if representative / 64 == index {
            1 << (representative % 64)
        } else {
            0
        }
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

    fn assert_valid(graph: &CompatibilityGraph, matching: &Matching) {
        for (a, b) in matching.pairs() {
            assert!(graph.has_edge(a, b), "{a}-{b} is not an edge");
            assert_eq!(matching.mate(b), Some(a));
        }
    }

    #[test]
    fn empty_and_single_vertex_graphs() {
        let empty = CompatibilityGraph::new(0);
        assert_eq!(maximum_matching(&empty).pair_count(), 0);
        assert!(has_perfect_matching(&empty));
        let single = CompatibilityGraph::new(1);
        assert_eq!(maximum_matching(&single).mate(0), None);
        assert!(!has_perfect_matching(&single));
    }

    /// The matching of `pairs` on `n` vertices.
    fn matching_of(n: usize, pairs: &[(usize, usize)]) -> Matching {
        let mut matching = Matching::from_mates(vec![None; n]);
        for &(a, b) in pairs {
            matching.pair(a, b);
        }
        matching
    }

    /// Runs one search from `root` against a prescribed matching and augments.
    fn augment_from(g: &CompatibilityGraph, pairs: &[(usize, usize)], root: usize) -> Matching {
        let mut matching = matching_of(g.vertex_count(), pairs);
        let all = VertexSet::full(g.vertex_count());
        assert!(
            matching.augment_from(g, &all, root),
            "an augmenting path exists"
        );
        assert_valid(g, &matching);
        matching
    }

    #[test]
    fn a_matching_that_lost_a_pair_is_repaired_or_left_as_it_was() {
        // The path 0-1-2-3 matched 0-1, 2-3. Without the edge 0-1, undoing that pair
        // leaves 0 and 1 free: no path starts at 0 (its only edge is gone), nor at 1 (2's
        // mate 3 has no other neighbour), and the matching stays as it was.
        let mut g = graph(4, &[(0, 1), (1, 2), (2, 3)]);
        let all = VertexSet::full(4);
        g.remove_edge(0, 1);
        let mut matching = matching_of(4, &[(0, 1), (2, 3)]);
        assert_eq!(matching.unpair(0), Some(1));
        assert_eq!(matching.unpair(0), None);
        assert!(!matching.augment_from(&g, &all, 0));
        assert!(!matching.augment_from(&g, &all, 1));
        assert_eq!(matching.pairs().collect::<Vec<_>>(), vec![(2, 3)]);
        // With the edge 0-3 added, the path 0-3=2-1 pairs everyone again.
        g.add_edge(0, 3);
        assert!(matching.augment_from(&g, &all, 0));
        assert_valid(&g, &matching);
        assert_eq!(matching.pairs().collect::<Vec<_>>(), vec![(0, 3), (1, 2)]);
    }

    #[test]
    fn augmenting_path_through_a_blossom() {
        // Matching 1-2, 3-4; the triangle 2-3-4 is a blossom. From the root 0 the only
        // augmenting path 0-1=2-4=3-5 leaves the blossom at 3, which the tree alone reaches
        // as an inner vertex.
        let g = graph(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 2), (3, 5)]);
        let matching = augment_from(&g, &[(1, 2), (3, 4)], 0);
        assert_eq!(
            matching.pairs().collect::<Vec<_>>(),
            vec![(0, 1), (2, 4), (3, 5)]
        );
    }

    #[test]
    fn augmenting_path_through_nested_blossoms() {
        // Matching 1-2, 3-4, 5-6. The triangle 2-3-4 nests inside the blossom closed by 6-3,
        // and the only augmenting path is 0-1=2-4=3-6=5-7.
        let g = graph(
            8,
            &[
                (0, 1),
                (1, 2),
                (2, 3),
                (3, 4),
                (4, 2),
                (4, 5),
                (5, 6),
                (6, 3),
                (5, 7),
            ],
        );
        let matching = augment_from(&g, &[(1, 2), (3, 4), (5, 6)], 0);
        assert_eq!(
            matching.pairs().collect::<Vec<_>>(),
            vec![(0, 1), (2, 4), (3, 6), (5, 7)]
        );
    }

    #[test]
    fn forest_of_all_exposed_vertices_marks_who_can_stay_unmatched() {
        // Path 0-1-2-3-4 matched 1-2, 3-4: the vertices some maximum matching leaves exposed
        // are 0, 2 and 4.
        let g = graph(5, &[(0, 1), (1, 2), (2, 3), (3, 4)]);
        let mate = vec![None, Some(2), Some(1), Some(4), Some(3)];
        let mut forest = AlternatingForest::new(5);
        assert!(
            forest
                .search(&g, &VertexSet::full(5), &mate, Roots::AllExposed)
                .is_none()
        );
        assert_eq!(forest.outer().iter().collect::<Vec<_>>(), vec![0, 2, 4]);
    }

    #[test]
    fn complete_graphs_pair_everybody_but_one_when_odd() {
        for n in 0..12 {
            let g = CompatibilityGraph::from_fn(n, |_, _| true);
            let matching = maximum_matching(&g);
            assert_valid(&g, &matching);
            assert_eq!(matching.pair_count(), n / 2);
            assert_eq!(has_perfect_matching(&g), n % 2 == 0);
        }
    }

    #[test]
    fn petersen_graph_has_a_perfect_matching() {
        let mut edges = Vec::new();
        for i in 0..5 {
            edges.push((i, (i + 1) % 5));
            edges.push((i, i + 5));
            edges.push((i + 5, (i + 2) % 5 + 5));
        }
        assert!(has_perfect_matching(&graph(10, &edges)));
    }

    #[test]
    fn restriction_to_a_vertex_subset_ignores_the_others() {
        // Path 0-1-2-3: perfect on all four, but {0, 2, 3} has only 2-3.
        let g = graph(4, &[(0, 1), (1, 2), (2, 3)]);
        assert!(has_perfect_matching(&g));
        let subset = VertexSet::from_vertices(4, [0, 2, 3]);
        let matching = maximum_matching_within(&g, &subset);
        assert_eq!(matching.pairs().collect::<Vec<_>>(), vec![(2, 3)]);
        assert!(!has_perfect_matching_within(&g, &subset));
        let subset = VertexSet::from_vertices(4, [0, 2]);
        assert!(!has_perfect_matching_within(&g, &subset));
        assert!(has_perfect_matching_within(&g, &VertexSet::new(4)));
    }
}
