//! The weighted matching the bracket procedure works on: every player of the round is a
//! vertex, every pair an edge of the weight [`super::criteria`] gives (zero: no edge), and
//! the procedure changes weights between matchings to settle one decision at a time.
//! A pair once settled leaves the graph (its players are matched to each other in every
//! later matching).

use crate::pairing::matching::{Wide, maximum_weight_matching_wide};

pub struct Matcher<const N: usize> {
    size: usize,
    /// `weights[a * size + b]`, symmetric.
    weights: Vec<Wide<N>>,
    /// The partner of a settled player.
    settled: Vec<Option<usize>>,
    /// Each vertex's mate in the last matching (itself when unmatched).
    mates: Vec<usize>,
}

impl<const N: usize> Matcher<N> {
    pub fn new(size: usize) -> Self {
        Matcher {
            size,
            weights: vec![Wide::ZERO; size * size],
            settled: vec![None; size],
            mates: (0..size).collect(),
        }
    }

    pub fn set(&mut self, a: usize, b: usize, weight: Wide<N>) {
        self.weights[a * self.size + b] = weight;
        self.weights[b * self.size + a] = weight;
    }

    /// Computes a maximum-weight matching of the players not yet settled.
    pub fn compute(&mut self) {
        let active: Vec<usize> = (0..self.size)
            .filter(|&v| self.settled[v].is_none())
            .collect();
        let mut edges = Vec::new();
        for (i, &a) in active.iter().enumerate() {
            for (j, &b) in active.iter().enumerate().skip(i + 1) {
                let weight = self.weights[a * self.size + b];
                if !weight.is_zero() {
                    edges.push((i, j, weight));
                }
            }
        }
        let mates = maximum_weight_matching_wide(active.len(), &edges);
        for (i, &a) in active.iter().enumerate() {
            self.mates[a] = mates[i].map_or(a, |j| active[j]);
        }
    }

    /// The mate of `v` in the last matching (`v` itself when unmatched).
    pub fn mate(&self, v: usize) -> usize {
        self.settled[v].unwrap_or(self.mates[v])
    }

    /// Settles the pair `a`-`b` for every later matching.
    pub fn settle(&mut self, a: usize, b: usize) {
        self.settled[a] = Some(b);
        self.settled[b] = Some(a);
    }
}
