//! Dense bitset graphs and vertex sets.

/// Number of bits in one storage word.
const WORD_BITS: usize = 64;

fn word_count(capacity: usize) -> usize {
    capacity.div_ceil(WORD_BITS)
}

/// Yields the positions of the set bits of `words`, lowest first.
fn set_bits(words: &[u64]) -> impl Iterator<Item = usize> + '_ {
    words.iter().enumerate().flat_map(|(index, &word)| {
        let mut rest = word;
        std::iter::from_fn(move || {
            if rest == 0 {
                return None;
            }
            let bit = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            Some(index * WORD_BITS + bit)
        })
    })
}

/// Transposes a 64 × 64 bit matrix (row r in `block[r]`, column c in bit c): swaps the
/// off-diagonal halves, then quarters within them, down to single bits.
fn transpose(block: &mut [u64; WORD_BITS]) {
    let mut width = WORD_BITS / 2;
    let mut low: u64 = 0x0000_0000_FFFF_FFFF;
    while width > 0 {
        let mut r = 0;
        while r < WORD_BITS {
            let swapped = ((block[r] >> width) ^ block[r + width]) & low;
            block[r] ^= swapped << width;
            block[r + width] ^= swapped;
            r = (r + width + 1) & !width;
        }
        width /= 2;
        low ^= low << width;
    }
}

/// A set of vertices `0..capacity`, stored as a bitset.
///
/// `contains` answers `false` for vertices beyond the capacity; `insert` and `remove` panic
/// there, because asking to store such a vertex is a programming error.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct VertexSet {
    capacity: usize,
    words: Vec<u64>,
}

impl VertexSet {
    /// The empty set over `0..capacity`.
    pub fn new(capacity: usize) -> Self {
        Self {
            capacity,
            words: vec![0; word_count(capacity)],
        }
    }

    /// The set of all vertices `0..capacity`.
    pub fn full(capacity: usize) -> Self {
        let mut set = Self {
            capacity,
            words: vec![u64::MAX; word_count(capacity)],
        };
        set.clear_beyond_capacity();
        set
    }

    /// The set over `0..capacity` holding the given vertices.
    pub fn from_vertices(capacity: usize, vertices: impl IntoIterator<Item = usize>) -> Self {
        let mut set = Self::new(capacity);
        for vertex in vertices {
            set.insert(vertex);
        }
        set
    }

    /// The number of vertices the set can hold (`0..capacity`).
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// Whether `vertex` is in the set.
    pub fn contains(&self, vertex: usize) -> bool {
        vertex < self.capacity && self.words[vertex / WORD_BITS] & (1 << (vertex % WORD_BITS)) != 0
    }

    /// Adds `vertex`; returns whether it was absent before.
    ///
    /// # Panics
    /// If `vertex >= capacity`.
    pub fn insert(&mut self, vertex: usize) -> bool {
        self.check(vertex);
        let word = &mut self.words[vertex / WORD_BITS];
        let mask = 1 << (vertex % WORD_BITS);
        let absent = *word & mask == 0;
        *word |= mask;
        absent
    }

    /// Removes `vertex`; returns whether it was present before.
    ///
    /// # Panics
    /// If `vertex >= capacity`.
    pub fn remove(&mut self, vertex: usize) -> bool {
        self.check(vertex);
        let word = &mut self.words[vertex / WORD_BITS];
        let mask = 1 << (vertex % WORD_BITS);
        let present = *word & mask != 0;
        *word &= !mask;
        present
    }

    /// The number of vertices in the set. O(capacity / 64).
    pub fn len(&self) -> usize {
        self.words
            .iter()
            .map(|word| word.count_ones() as usize)
            .sum()
    }

    /// Whether the set holds no vertex. O(capacity / 64).
    pub fn is_empty(&self) -> bool {
        self.words.iter().all(|&word| word == 0)
    }

    /// The lowest vertex in the set. O(capacity / 64).
    pub fn first(&self) -> Option<usize> {
        self.iter().next()
    }

    /// The vertices in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        set_bits(&self.words)
    }

    /// Removes every vertex.
    pub(crate) fn clear(&mut self) {
        self.words.fill(0);
    }

    /// Makes `self` equal to `other` without reallocating.
    pub(crate) fn copy_from(&mut self, other: &VertexSet) {
        self.capacity = other.capacity;
        self.words.clone_from(&other.words);
    }

    /// The set of vertices in both `self` and the given bitset words.
    pub(crate) fn intersection_with_words(&self, words: &[u64]) -> VertexSet {
        let mut result = self.clone();
        for (mine, theirs) in result.words.iter_mut().zip(words) {
            *mine &= theirs;
        }
        result
    }

    pub(crate) fn words(&self) -> &[u64] {
        &self.words
    }

    fn check(&self, vertex: usize) {
        assert!(
            vertex < self.capacity,
            "vertex {vertex} is outside the vertex set 0..{}",
            self.capacity
        );
    }

    fn clear_beyond_capacity(&mut self) {
        let used = self.capacity % WORD_BITS;
        if used != 0
            && let Some(last) = self.words.last_mut()
        {
            *last &= (1 << used) - 1;
        }
    }
}

/// An undirected simple graph on the vertices `0..vertex_count`, stored as a dense bitset
/// adjacency matrix (vertex_count² bits: 3 MB for 5000 vertices).
///
/// For pairings, vertices are players and an edge joins two players who may legally meet
/// (no rematch, not forbidden, colour-compatible, …). Edge queries are O(1) and listing a
/// vertex's neighbours is O(vertex_count / 64 + degree).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompatibilityGraph {
    vertex_count: usize,
    words_per_row: usize,
    rows: Vec<u64>,
}

impl CompatibilityGraph {
    /// The graph on `vertex_count` vertices without edges.
    pub fn new(vertex_count: usize) -> Self {
        let words_per_row = word_count(vertex_count);
        Self {
            vertex_count,
            words_per_row,
            rows: vec![0; vertex_count * words_per_row],
        }
    }

    /// The graph with an edge `a-b` wherever `compatible(a, b)` holds.
    ///
    /// `compatible` is called once per unordered pair, with `a < b`, in increasing order of
    /// `a` then `b`: O(vertex_count²) calls.
    pub fn from_fn(vertex_count: usize, mut compatible: impl FnMut(usize, usize) -> bool) -> Self {
        let mut graph = Self::new(vertex_count);
        let words = graph.words_per_row;
        // Each row's pairs above the diagonal word by word, then the 64 × 64 blocks above
        // the diagonal mirrored below it (a vertex's row is written in order, not a bit
        // in every other row).
        for a in 0..vertex_count {
            let row = &mut graph.rows[a * words..(a + 1) * words];
            for b in a + 1..vertex_count {
                if compatible(a, b) {
                    row[b / WORD_BITS] |= 1 << (b % WORD_BITS);
                }
            }
        }
        for above in 0..words {
            for right in above..words {
                let mut block = [0u64; WORD_BITS];
                for (r, word) in block.iter_mut().enumerate() {
                    let a = above * WORD_BITS + r;
                    if a < vertex_count {
                        *word = graph.rows[a * words + right];
                    }
                }
                transpose(&mut block);
                for (c, &word) in block.iter().enumerate() {
                    let b = right * WORD_BITS + c;
                    if b < vertex_count {
                        graph.rows[b * words + above] |= word;
                    }
                }
            }
        }
        graph
    }

    /// The number of vertices.
    pub fn vertex_count(&self) -> usize {
        self.vertex_count
    }

    /// Whether `a-b` is an edge. Answers `false` for `a == b` and for vertices out of range.
    #[inline]
    pub fn has_edge(&self, a: usize, b: usize) -> bool {
        a < self.vertex_count
            && b < self.vertex_count
            && self.row(a)[b / WORD_BITS] & (1 << (b % WORD_BITS)) != 0
    }

    /// Adds the edge `a-b`.
    ///
    /// # Panics
    /// If `a == b` or either vertex is out of range.
    pub fn add_edge(&mut self, a: usize, b: usize) {
        self.set_edge(a, b, true);
    }

    /// Removes the edge `a-b` if present.
    ///
    /// # Panics
    /// If `a == b` or either vertex is out of range.
    pub fn remove_edge(&mut self, a: usize, b: usize) {
        self.set_edge(a, b, false);
    }

    /// The neighbours of `vertex` in increasing order.
    ///
    /// # Panics
    /// If `vertex` is out of range.
    pub fn neighbors(&self, vertex: usize) -> impl Iterator<Item = usize> + '_ {
        set_bits(self.row(vertex))
    }

    /// The number of neighbours of `vertex`.
    ///
    /// # Panics
    /// If `vertex` is out of range.
    pub fn degree(&self, vertex: usize) -> usize {
        self.row(vertex)
            .iter()
            .map(|word| word.count_ones() as usize)
            .sum()
    }

    /// The number of edges.
    pub fn edge_count(&self) -> usize {
        self.rows
            .iter()
            .map(|word| word.count_ones() as usize)
            .sum::<usize>()
            / 2
    }

    /// The adjacency bitset of `vertex`, one bit per vertex.
    pub(crate) fn row(&self, vertex: usize) -> &[u64] {
        assert!(
            vertex < self.vertex_count,
            "vertex {vertex} is outside the graph 0..{}",
            self.vertex_count
        );
        &self.rows[vertex * self.words_per_row..(vertex + 1) * self.words_per_row]
    }

    fn set_edge(&mut self, a: usize, b: usize, present: bool) {
        assert!(
            a < self.vertex_count && b < self.vertex_count,
            "edge {a}-{b} is outside the graph 0..{}",
            self.vertex_count
        );
        assert_ne!(a, b, "a vertex cannot be paired with itself");
        for (from, to) in [(a, b), (b, a)] {
            let word = &mut self.rows[from * self.words_per_row + to / WORD_BITS];
            let mask = 1 << (to % WORD_BITS);
            if present {
                *word |= mask;
            } else {
                *word &= !mask;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn graph_from_fn_mirrors_every_block_across_the_diagonal() {
        for n in [0, 1, 2, 63, 64, 65, 130, 200] {
            let compatible = |a: usize, b: usize| (a * 7 + b * 13) % 5 < 2 || b == a + 1;
            let mut calls = Vec::new();
            let graph = CompatibilityGraph::from_fn(n, |a, b| {
                calls.push((a, b));
                compatible(a, b)
            });
            let pairs: Vec<(usize, usize)> = (0..n)
                .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
                .collect();
            assert_eq!(calls, pairs, "once per pair, in order");
            for a in 0..n {
                for b in 0..n {
                    let edge = a != b && compatible(a.min(b), a.max(b));
                    assert_eq!(graph.has_edge(a, b), edge, "{n}: {a}-{b}");
                }
            }
        }
    }

    #[test]
    fn vertex_set_tracks_membership_across_word_boundaries() {
        let mut set = VertexSet::new(130);
        assert!(set.is_empty());
        assert!(set.insert(0));
        assert!(set.insert(64));
        assert!(set.insert(129));
        assert!(!set.insert(64));
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![0, 64, 129]);
        assert_eq!(set.len(), 3);
        assert!(set.remove(64));
        assert!(!set.remove(64));
        assert!(!set.contains(64));
        assert!(!set.contains(500));
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![0, 129]);
        set.remove(0);
        assert_eq!(set.first(), Some(129));
    }

    #[test]
    fn full_vertex_set_stops_at_capacity() {
        let set = VertexSet::full(70);
        assert_eq!(set.len(), 70);
        assert_eq!(set.iter().last(), Some(69));
        assert_eq!(VertexSet::full(64).len(), 64);
        assert_eq!(VertexSet::full(0).len(), 0);
    }

    #[test]
    fn graph_from_fn_is_symmetric_and_asks_each_pair_once() {
        let mut asked = Vec::new();
        let graph = CompatibilityGraph::from_fn(4, |a, b| {
            asked.push((a, b));
            (a + b) % 2 == 1
        });
        assert_eq!(asked, vec![(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]);
        assert!(graph.has_edge(0, 1) && graph.has_edge(1, 0));
        assert!(!graph.has_edge(0, 2));
        assert!(!graph.has_edge(0, 0));
        assert!(!graph.has_edge(0, 9));
        assert_eq!(graph.neighbors(1).collect::<Vec<_>>(), vec![0, 2]);
        assert_eq!(graph.degree(3), 2);
        assert_eq!(graph.edge_count(), 4);
    }

    #[test]
    fn graph_edges_can_be_removed() {
        let mut graph = CompatibilityGraph::new(100);
        graph.add_edge(3, 97);
        assert!(graph.has_edge(97, 3));
        graph.remove_edge(97, 3);
        assert!(!graph.has_edge(3, 97));
        assert_eq!(graph.edge_count(), 0);
    }
}
