//! Maximum-weight matching on general graphs: Edmonds' primal-dual blossom algorithm with
//! O(n³) bookkeeping (least-slack edges kept per vertex and per blossom, as described by Galil,
//! "Efficient algorithms for finding maximum matching in graphs", 1986).
//!
//! Notation. Top-level blossoms carry a label in the current stage: S (even, outer), T (odd,
//! inner) or none (free). A blossom is either a single vertex (identifier = vertex) or a
//! non-trivial odd cycle of sub-blossoms (identifier in `n..2n`).
//!
//! Duals. Weights are doubled internally so that everything stays integral: the dual `u(v)` of
//! a vertex and `z(B)` of a blossom satisfy `u(a) + u(b) + Σ z(B ∋ a, b) ≥ 2·w(a, b)` for every
//! edge, with equality on matched edges and on the edges inside blossoms the algorithm relies
//! on. A dual step of size δ lowers `u` on S vertices, raises it on T vertices, raises `z` by
//! 2δ on top-level S blossoms and lowers it by 2δ on top-level T blossoms. All vertices in the
//! forest share the parity of their duals, so the slack of an edge between two S blossoms is
//! even and δ stays an integer.

use thiserror::Error;

use super::cardinality::Matching;

/// The largest edge weight magnitude accepted by [`maximum_weight_matching`]: 2¹⁰⁰. Internal
/// dual values stay within a small multiple of it, far from `i128` overflow.
pub const MAX_EDGE_WEIGHT: i128 = 1 << 100;

/// What [`maximum_weight_matching`] optimises.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatchingObjective {
    /// The largest total weight; the number of pairs is whatever achieves it (edges of
    /// negative weight are never used, zero-weight edges may or may not be).
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
}

/// A matching of the graph on `vertex_count` vertices with the given edges that optimises
/// `objective`. Parallel edges are allowed (the heaviest one counts).
///
/// O(n³) time (n = vertex_count, m ≤ n² edges): at most n/2 + 1 stages, each scanning the
/// edges of the labelled vertices (O(m)) and taking dual steps of O(n) each. As a guide, with
/// 75 % of all pairs as edges and random weights, 500 vertices take about 0.3 s and 1000
/// vertices about 3 s in the test profile. O(n + m) memory.
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
    let mut solver = Solver::new(vertex_count, edges);
    solver.solve(objective == MatchingObjective::MaximumCardinalityThenWeight);
    Ok(Matching::from_mates(solver.mate))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Label {
    Free,
    S,
    T,
}

/// The kinds of dual step, named after the event that stops the step.
#[derive(Clone, Copy, Debug)]
enum Event {
    /// An S vertex dual reaches zero: no better matching exists.
    VertexDualZero,
    /// The edge becomes tight between an S vertex and a free one.
    GrowEdge(Edge),
    /// The edge becomes tight between two S blossoms.
    SsEdge(Edge),
    /// The dual of this top-level T blossom reaches zero: expand it.
    ExpandBlossom(usize),
}

/// An edge seen from its endpoint `from`, with twice its weight. Kept by value so that slack
/// computations read only the small dual array.
#[derive(Clone, Copy, Debug)]
struct Edge {
    from: usize,
    to: usize,
    doubled_weight: i128,
}

struct Solver {
    n: usize,
    /// Per vertex: its edges, seen from it.
    incident: Vec<Vec<Edge>>,
    mate: Vec<Option<usize>>,
    /// The top-level blossom holding each vertex.
    top: Vec<usize>,
    /// Per blossom identifier: the blossom directly containing it.
    parent: Vec<Option<usize>>,
    /// Per non-trivial blossom: sub-blossoms around the cycle, the base sub-blossom first.
    children: Vec<Vec<usize>>,
    /// Per non-trivial blossom: `cycle_edges[b][i]` joins `children[b][i]` (first vertex) to
    /// the next child around the cycle (second vertex).
    cycle_edges: Vec<Vec<(usize, usize)>>,
    base: Vec<usize>,
    /// Per blossom identifier. For a vertex inside a T blossom, `T` marks that the vertex was
    /// reached by a tight edge from an S vertex (needed when the blossom is expanded).
    label: Vec<Label>,
    /// The edge (from the predecessor, into this blossom or vertex) that gave the label; for
    /// an S blossom it is the matched edge from its T predecessor, `None` for roots.
    label_edge: Vec<Option<(usize, usize)>>,
    dual: Vec<i128>,
    /// For an S blossom: its least-slack edge to another S blossom. For a vertex whose
    /// top-level blossom is free (or an unreached vertex in a T blossom): its least-slack edge
    /// to an S vertex.
    best_edge: Vec<Option<Edge>>,
    /// For a non-trivial S blossom: least-slack edges to each neighbouring S blossom.
    best_edge_list: Vec<Option<Vec<Edge>>>,
    queue: Vec<usize>,
    unused_blossoms: Vec<usize>,
    /// Scratch for the nearest-common-ancestor walk, per blossom identifier.
    visited: Vec<bool>,
    /// Scratch for merging least-slack edges, per blossom identifier.
    best_to: Vec<Option<Edge>>,
}

impl Solver {
    fn new(n: usize, edges: &[WeightedEdge]) -> Self {
        let mut incident = vec![Vec::new(); n];
        for edge in edges {
            let doubled_weight = 2 * edge.weight;
            for (from, to) in [(edge.a, edge.b), (edge.b, edge.a)] {
                incident[from].push(Edge {
                    from,
                    to,
                    doubled_weight,
                });
            }
        }
        // u(v) = max(0, max weight) makes every edge feasible: 2·u ≥ 2·w.
        let start = edges
            .iter()
            .map(|edge| edge.weight)
            .max()
            .unwrap_or(0)
            .max(0);
        let mut dual = vec![start; n];
        dual.resize(2 * n, 0);
        Self {
            n,
            incident,
            mate: vec![None; n],
            top: (0..n).collect(),
            parent: vec![None; 2 * n],
            children: vec![Vec::new(); 2 * n],
            cycle_edges: vec![Vec::new(); 2 * n],
            base: (0..n).chain(std::iter::repeat_n(0, n)).collect(),
            label: vec![Label::Free; 2 * n],
            label_edge: vec![None; 2 * n],
            dual,
            best_edge: vec![None; 2 * n],
            best_edge_list: vec![None; 2 * n],
            queue: Vec::new(),
            unused_blossoms: (n..2 * n).rev().collect(),
            visited: vec![false; 2 * n],
            best_to: vec![None; 2 * n],
        }
    }

    fn solve(&mut self, maximum_cardinality: bool) {
        // Each stage either augments the matching by one pair or ends the algorithm.
        while self.run_stage(maximum_cardinality) {
            for b in self.n..2 * self.n {
                if self.is_top_level_blossom(b) && self.label[b] == Label::S && self.dual[b] == 0 {
                    self.expand(b, true);
                }
            }
        }
    }

    /// Grows the forest from all exposed vertices, with dual steps whenever it is stuck,
    /// until it augments (returns `true`) or no further augmentation can help (`false`).
    fn run_stage(&mut self, maximum_cardinality: bool) -> bool {
        self.label.fill(Label::Free);
        self.label_edge.fill(None);
        self.best_edge.fill(None);
        self.best_edge_list.fill(None);
        self.queue.clear();
        for v in 0..self.n {
            if self.mate[v].is_none() && self.label[self.top[v]] == Label::Free {
                self.assign_label(v, Label::S, None);
            }
        }
        loop {
            if self.scan_queue() {
                return true;
            }
            let Some((delta, event)) = self.dual_step(maximum_cardinality) else {
                return false;
            };
            self.apply_dual_step(delta);
            match event {
                Event::VertexDualZero => return false,
                // Rescanning the S end finds the edge tight now.
                Event::GrowEdge(edge) => {
                    let s = if self.label[self.top[edge.from]] == Label::S {
                        edge.from
                    } else {
                        edge.to
                    };
                    self.queue.push(s);
                }
                Event::SsEdge(edge) => self.queue.push(edge.from),
                Event::ExpandBlossom(b) => self.expand(b, false),
            }
        }
    }

    /// Scans the edges of queued S vertices along tight edges: labels free blossoms T (and
    /// their mates S), closes blossoms, or augments (returns `true`). Records least-slack
    /// edges for the next dual step.
    fn scan_queue(&mut self) -> bool {
        while let Some(v) = self.queue.pop() {
            for index in 0..self.incident[v].len() {
                let edge = self.incident[v][index];
                let w = edge.to;
                if self.top[v] == self.top[w] {
                    continue;
                }
                let slack = self.slack(edge);
                let top_w = self.top[w];
                if slack <= 0 {
                    match self.label[top_w] {
                        Label::Free => self.assign_label(w, Label::T, Some(v)),
                        Label::S => match self.nearest_common_base(v, w) {
                            Some(base) => self.add_blossom(base, v, w),
                            None => {
                                self.augment(v, w);
                                return true;
                            }
                        },
                        Label::T => {
                            if self.label[w] == Label::Free {
                                self.label[w] = Label::T;
                                self.label_edge[w] = Some((v, w));
                            }
                        }
                    }
                } else if self.label[top_w] == Label::S {
                    let top_v = self.top[v];
                    if self.best_edge[top_v].is_none_or(|best| slack < self.slack(best)) {
                        self.best_edge[top_v] = Some(edge);
                    }
                } else if self.label[w] == Label::Free
                    && self.best_edge[w].is_none_or(|best| slack < self.slack(best))
                {
                    self.best_edge[w] = Some(edge);
                }
            }
        }
        false
    }

    /// The smallest dual step that creates a new tight edge, zeroes a blossom dual or
    /// (unless maximising cardinality first) zeroes a vertex dual. `None` when no step is
    /// bounded: then no augmenting path exists.
    fn dual_step(&self, maximum_cardinality: bool) -> Option<(i128, Event)> {
        let mut best: Option<(i128, Event)> = None;
        let mut consider = |delta: i128, event: Event| {
            if best.is_none_or(|(current, _)| delta < current) {
                best = Some((delta, event));
            }
        };
        if !maximum_cardinality {
            let lowest = (0..self.n)
                .filter(|&v| self.label[self.top[v]] == Label::S)
                .map(|v| self.dual[v])
                .min();
            if let Some(lowest) = lowest {
                consider(lowest.max(0), Event::VertexDualZero);
            }
        }
        for v in 0..self.n {
            if self.label[self.top[v]] == Label::Free
                && let Some(edge) = self.best_edge[v]
            {
                consider(self.slack(edge), Event::GrowEdge(edge));
            }
        }
        for b in 0..2 * self.n {
            if self.is_top_level(b)
                && self.label[b] == Label::S
                && let Some(edge) = self.best_edge[b]
            {
                let slack = self.slack(edge);
                debug_assert_eq!(slack % 2, 0, "S-S slack is even");
                consider(slack / 2, Event::SsEdge(edge));
            }
        }
        for b in self.n..2 * self.n {
            if self.is_top_level_blossom(b) && self.label[b] == Label::T {
                consider(self.dual[b] / 2, Event::ExpandBlossom(b));
            }
        }
        best
    }

    fn apply_dual_step(&mut self, delta: i128) {
        for v in 0..self.n {
            match self.label[self.top[v]] {
                Label::S => self.dual[v] -= delta,
                Label::T => self.dual[v] += delta,
                Label::Free => {}
            }
        }
        for b in self.n..2 * self.n {
            if self.is_top_level_blossom(b) {
                match self.label[b] {
                    Label::S => self.dual[b] += 2 * delta,
                    Label::T => self.dual[b] -= 2 * delta,
                    Label::Free => {}
                }
            }
        }
    }

    /// Slack of an edge, valid when its endpoints lie in different top-level blossoms.
    fn slack(&self, edge: Edge) -> i128 {
        self.dual[edge.from] + self.dual[edge.to] - edge.doubled_weight
    }

    fn is_top_level(&self, b: usize) -> bool {
        self.parent[b].is_none() && (b < self.n || !self.children[b].is_empty())
    }

    fn is_top_level_blossom(&self, b: usize) -> bool {
        b >= self.n && self.is_top_level(b)
    }

    /// Labels the top-level blossom of `w`, reached through `from` (or a root if `None`).
    /// A T blossom passes an S label on to the blossom of its base's mate.
    fn assign_label(&mut self, w: usize, label: Label, from: Option<usize>) {
        let b = self.top[w];
        let edge = from.map(|v| (v, w));
        for id in [w, b] {
            self.label[id] = label;
            self.label_edge[id] = edge;
            self.best_edge[id] = None;
        }
        match label {
            Label::S => {
                let leaves = self.leaves(b);
                self.queue.extend(leaves);
            }
            Label::T => {
                let base = self.base[b];
                let mate = self.mate[base].expect("the base of a T blossom is matched");
                self.assign_label(mate, Label::S, Some(base));
            }
            Label::Free => unreachable!("labels assigned are S or T"),
        }
    }

    /// Walks up from the S blossoms of v and w alternately. Returns the base vertex of the
    /// first blossom met twice, or `None` if the walks end at two different roots.
    fn nearest_common_base(&mut self, v: usize, w: usize) -> Option<usize> {
        let mut path = Vec::new();
        let mut walks = [Some(v), Some(w)];
        let mut found = None;
        'walk: while walks.iter().any(Option::is_some) {
            for walk in &mut walks {
                let Some(vertex) = *walk else { continue };
                let b = self.top[vertex];
                if self.visited[b] {
                    found = Some(self.base[b]);
                    break 'walk;
                }
                self.visited[b] = true;
                path.push(b);
                *walk = self.label_edge[b].map(|(t, _)| {
                    let predecessor = self.top[t];
                    self.label_edge[predecessor]
                        .expect("a T blossom has a label edge")
                        .0
                });
            }
        }
        for b in path {
            self.visited[b] = false;
        }
        found
    }

    /// The tight edge v-w between two S blossoms of the same tree closes the cycle through
    /// their nearest common ancestor (with base vertex `base`) into a new S blossom.
    fn add_blossom(&mut self, base: usize, v: usize, w: usize) {
        let base_blossom = self.top[base];
        let b = self
            .unused_blossoms
            .pop()
            .expect("at most n/2 non-trivial blossoms exist at once");
        self.base[b] = base;
        self.parent[b] = None;
        self.parent[base_blossom] = Some(b);
        // From v's blossom up to the base blossom; listed bottom-up, reversed below.
        let mut v_side = Vec::new();
        let mut v_edges = Vec::new();
        let mut current = self.top[v];
        while current != base_blossom {
            self.parent[current] = Some(b);
            let edge = self.label_edge[current].expect("a non-root blossom has a label edge");
            v_side.push(current);
            v_edges.push(edge);
            current = self.top[edge.0];
        }
        let mut children = vec![base_blossom];
        children.extend(v_side.iter().rev());
        let mut cycle_edges: Vec<(usize, usize)> = v_edges.into_iter().rev().collect();
        cycle_edges.push((v, w));
        let mut current = self.top[w];
        while current != base_blossom {
            self.parent[current] = Some(b);
            let (from, into) =
                self.label_edge[current].expect("a non-root blossom has a label edge");
            children.push(current);
            cycle_edges.push((into, from));
            current = self.top[from];
        }
        debug_assert_eq!(children.len() % 2, 1);
        debug_assert_eq!(children.len(), cycle_edges.len());

        self.label[b] = Label::S;
        self.label_edge[b] = self.label_edge[base_blossom];
        self.dual[b] = 0;
        for leaf in self.leaves_of_all(&children) {
            if self.label[self.top[leaf]] == Label::T {
                // Former T vertices are now S and must scan their edges.
                self.queue.push(leaf);
            }
            self.top[leaf] = b;
        }

        // Least-slack edges from the new blossom to each other S blossom.
        let mut touched = Vec::new();
        for &child in &children {
            let candidates = match self.best_edge_list[child].take() {
                Some(list) => list,
                None => self
                    .leaves(child)
                    .into_iter()
                    .flat_map(|leaf| self.incident[leaf].iter().copied())
                    .collect(),
            };
            for edge in candidates {
                let outside = if self.top[edge.to] == b {
                    edge.from
                } else {
                    edge.to
                };
                let other = self.top[outside];
                if other != b && self.label[other] == Label::S {
                    match self.best_to[other] {
                        None => {
                            touched.push(other);
                            self.best_to[other] = Some(edge);
                        }
                        Some(best) if self.slack(edge) < self.slack(best) => {
                            self.best_to[other] = Some(edge);
                        }
                        Some(_) => {}
                    }
                }
            }
            self.best_edge[child] = None;
        }
        let list: Vec<Edge> = touched
            .into_iter()
            .filter_map(|other| self.best_to[other].take())
            .collect();
        self.best_edge[b] = list.iter().copied().min_by_key(|&edge| self.slack(edge));
        self.best_edge_list[b] = Some(list);
        self.children[b] = children;
        self.cycle_edges[b] = cycle_edges;
    }

    /// Dissolves the top-level blossom b into its sub-blossoms. At the end of a stage
    /// (`end_of_stage`), sub-blossoms with zero dual are dissolved too. In mid-stage b is a
    /// T blossom whose dual reached zero: the sub-blossoms on the even path from the entry
    /// vertex to the base are relabelled T/S/…/T, and the others become free, or T if an S
    /// vertex already reaches them by a tight edge.
    fn expand(&mut self, b: usize, end_of_stage: bool) {
        let children = std::mem::take(&mut self.children[b]);
        let cycle_edges = std::mem::take(&mut self.cycle_edges[b]);
        for &child in &children {
            self.parent[child] = None;
            if child < self.n {
                self.top[child] = child;
            } else if end_of_stage && self.dual[child] == 0 {
                self.expand(child, end_of_stage);
            } else {
                for leaf in self.leaves(child) {
                    self.top[leaf] = child;
                }
            }
        }
        if !end_of_stage && self.label[b] == Label::T {
            self.relabel_expanded_t_blossom(b, &children, &cycle_edges);
        }
        self.label[b] = Label::Free;
        self.label_edge[b] = None;
        self.best_edge[b] = None;
        self.best_edge_list[b] = None;
        self.unused_blossoms.push(b);
    }

    fn relabel_expanded_t_blossom(
        &mut self,
        b: usize,
        children: &[usize],
        cycle_edges: &[(usize, usize)],
    ) {
        let count = children.len();
        let (from, entry) = self.label_edge[b].expect("a T blossom has a label edge");
        let entry_child = self.top[entry];
        let entry_index = children
            .iter()
            .position(|&child| child == entry_child)
            .expect("the entry vertex lies in a child");
        let (forward, step) = even_path_direction(entry_index, count);
        // Edge from child i to its neighbour in the walking direction.
        let edge_towards = |i: usize| {
            if forward {
                cycle_edges[i]
            } else {
                let (x, y) = cycle_edges[(i + count - 1) % count];
                (y, x)
            }
        };
        let mut index = entry_index;
        let mut label_edge = (from, entry);
        while index != 0 {
            // T through label_edge; its base's mate, the next child, becomes S.
            self.assign_label(label_edge.1, Label::T, Some(label_edge.0));
            index = step(index);
            label_edge = edge_towards(index);
            index = step(index);
        }
        // The base child is T, its base's mate (outside b) is S already.
        let base_child = children[0];
        for id in [label_edge.1, base_child] {
            self.label[id] = Label::T;
            self.label_edge[id] = Some(label_edge);
            self.best_edge[id] = None;
        }
        // The other children, from beyond the base back to the entry.
        let mut index = step(0);
        while index != entry_index {
            let child = children[index];
            index = step(index);
            if self.label[child] == Label::S {
                // Its partner in the cycle was reached and passed the S label on.
                continue;
            }
            let reached = self
                .leaves(child)
                .into_iter()
                .find(|&leaf| self.label[leaf] == Label::T);
            if let Some(leaf) = reached {
                let (from, _) = self.label_edge[leaf].expect("a reached vertex has a label edge");
                self.assign_label(leaf, Label::T, Some(from));
            }
        }
    }

    /// Augments along the path through the S-S edge v-w (whose blossoms are in different
    /// trees) back to both roots.
    fn augment(&mut self, v: usize, w: usize) {
        for (start, partner) in [(v, w), (w, v)] {
            let (mut s, mut j) = (start, partner);
            loop {
                let s_blossom = self.top[s];
                if s_blossom >= self.n {
                    self.augment_blossom(s_blossom, s);
                }
                self.mate[s] = Some(j);
                // The root's blossom ends the walk; otherwise step over the T blossom above.
                let Some((t, _)) = self.label_edge[s_blossom] else {
                    break;
                };
                let t_blossom = self.top[t];
                let (next_s, entry) =
                    self.label_edge[t_blossom].expect("a T blossom has a label edge");
                if t_blossom >= self.n {
                    self.augment_blossom(t_blossom, entry);
                }
                self.mate[entry] = Some(next_s);
                s = next_s;
                j = entry;
            }
        }
    }

    /// Rematches inside blossom b so that its vertex v becomes the base.
    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut child = v;
        while self.parent[child] != Some(b) {
            child = self.parent[child].expect("v lies inside b");
        }
        if child >= self.n {
            self.augment_blossom(child, v);
        }
        let count = self.children[b].len();
        let start = self.children[b]
            .iter()
            .position(|&c| c == child)
            .expect("child of b");
        let (forward, step) = even_path_direction(start, count);
        let mut index = start;
        while index != 0 {
            // The edge from here onwards is matched and becomes unmatched; the next one
            // becomes matched.
            index = step(index);
            let next = step(index);
            let (x, y) = if forward {
                self.cycle_edges[b][index]
            } else {
                let (x, y) = self.cycle_edges[b][next];
                (y, x)
            };
            for (blossom, vertex) in [(self.children[b][index], x), (self.children[b][next], y)] {
                if blossom >= self.n {
                    self.augment_blossom(blossom, vertex);
                }
            }
            self.mate[x] = Some(y);
            self.mate[y] = Some(x);
            index = next;
        }
        self.children[b].rotate_left(start);
        self.cycle_edges[b].rotate_left(start);
        self.base[b] = v;
    }

    /// The vertices inside blossom b.
    fn leaves(&self, b: usize) -> Vec<usize> {
        self.leaves_of_all(&[b])
    }

    fn leaves_of_all(&self, blossoms: &[usize]) -> Vec<usize> {
        let mut leaves = Vec::new();
        let mut stack: Vec<usize> = blossoms.to_vec();
        while let Some(b) = stack.pop() {
            if b < self.n {
                leaves.push(b);
            } else {
                stack.extend(&self.children[b]);
            }
        }
        leaves
    }
}

/// In a blossom cycle of `count` (odd) children, the alternating path from child `index` to
/// the base child 0 that starts with a matched edge has even length: forwards from an odd
/// index, backwards from an even one. Returns the direction and the step function.
fn even_path_direction(index: usize, count: usize) -> (bool, impl Fn(usize) -> usize) {
    let forward = index % 2 == 1;
    (forward, move |i: usize| {
        if forward {
            (i + 1) % count
        } else {
            (i + count - 1) % count
        }
    })
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
            solve(2, &[(0, 1, 5)], MatchingObjective::MaximumWeight),
            vec![(0, 1)]
        );
        assert_eq!(
            solve(2, &[(0, 1, -5)], MatchingObjective::MaximumWeight),
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
}
