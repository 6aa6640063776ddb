//! A vertex's few pairs of largest key, kept while its pairs stream by: the candidates a
//! priced matching starts from and the pairs its pricing adds.

/// Up to a limit of pairs `(key, other)`, those of largest key: a pair offered when the
/// limit is reached takes the place of the least kept one if larger (among equal least
/// ones, the one furthest down the list).
#[derive(Clone, Debug)]
pub struct LargestPairs<K> {
    limit: usize,
    pairs: Vec<(K, usize)>,
    /// Where the least kept pair is, once the limit is reached.
    least: usize,
}

impl<K: Ord> LargestPairs<K> {
    /// Keeps at most `limit` pairs (at least one).
    pub fn new(limit: usize) -> Self {
        LargestPairs {
            limit: limit.max(1),
            pairs: Vec::new(),
            least: 0,
        }
    }

    pub fn offer(&mut self, key: K, other: usize) {
        if self.pairs.len() < self.limit {
            self.pairs.push((key, other));
        } else if key > self.pairs[self.least].0 {
            self.pairs[self.least] = (key, other);
        } else {
            return;
        }
        if self.pairs.len() == self.limit {
            self.least = (0..self.pairs.len())
                .min_by(|&x, &y| self.pairs[x].0.cmp(&self.pairs[y].0).then(y.cmp(&x)))
                .expect("the limit is at least one");
        }
    }

    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }

    /// The other ends of the pairs kept, in the list's order.
    pub fn others(&self) -> impl Iterator<Item = usize> + '_ {
        self.pairs.iter().map(|&(_, other)| other)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_largest_replacing_the_least_furthest_down() {
        let mut pairs = LargestPairs::new(3);
        for (key, other) in [(5, 0), (1, 1), (5, 2), (3, 3), (5, 4), (9, 5), (1, 6)] {
            pairs.offer(key, other);
        }
        let mut kept: Vec<usize> = pairs.others().collect();
        kept.sort_unstable();
        // [5:0 1:1 5:2] -> 3 replaces 1 -> 5:4 replaces 3 -> 9 replaces the last 5 (5:2).
        assert_eq!(kept, [0, 4, 5]);
    }

    #[test]
    fn keeps_everything_below_the_limit() {
        let mut pairs = LargestPairs::new(4);
        assert!(pairs.is_empty());
        pairs.offer(2, 7);
        pairs.offer(1, 8);
        assert_eq!(pairs.others().collect::<Vec<_>>(), [7, 8]);
    }
}
