//! A vertex's few pairs of largest key, kept while its pairs stream by: the candidates a
//! priced matching starts from and the pairs its pricing adds.

use std::ops::Range;

use super::parallel::{on_parts, row_parts};

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

    /// Offers a pair: whether it is kept (for now). The keys kept are always the largest
    /// offered so far (the pairs among equal keys depend on the order of the offers).
    pub fn offer(&mut self, key: K, other: usize) -> bool {
        if self.pairs.len() < self.limit {
            self.pairs.push((key, other));
        } else if key > self.pairs[self.least].0 {
            self.pairs[self.least] = (key, other);
        } else {
            return false;
        }
        if self.pairs.len() == self.limit {
            self.least = (0..self.pairs.len())
                .min_by(|&x, &y| self.pairs[x].0.cmp(&self.pairs[y].0).then(y.cmp(&x)))
                .expect("the limit is at least one");
        }
        true
    }

    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }

    /// The other ends of the pairs kept, in the list's order.
    pub fn others(&self) -> impl Iterator<Item = usize> + '_ {
        self.pairs.iter().map(|&(_, other)| other)
    }
}

impl<K: Ord + Copy + Send> LargestPairs<K> {
    /// Each of `n` vertices' pairs of largest key (at most `limit`), from a pass over the
    /// rows `0..n`: `row(state, a, offer)` offers the pairs of row `a` as `offer(key, to,
    /// other)`. The lists end exactly as when one thread offers the rows in order, however
    /// they are shared among threads ([`row_parts`]; each part with its own `state()`):
    /// the first part offers into the lists, every other part records in order the offers
    /// its own lists keep (an offer they turn away would be turned away after the parts
    /// before too: the keys kept are the largest offered, and those parts only add keys),
    /// and the lists take the records part after part.
    pub fn of_rows<S>(
        n: usize,
        limit: usize,
        state: impl Fn() -> S + Sync,
        row: impl Fn(&mut S, usize, &mut dyn FnMut(K, usize, usize)) + Sync,
    ) -> Vec<Self> {
        Self::of_row_parts(&row_parts(n), n, limit, state, row)
    }

    /// [`LargestPairs::of_rows`] with the rows in `parts`, each on its own thread.
    fn of_row_parts<S>(
        parts: &[Range<usize>],
        n: usize,
        limit: usize,
        state: impl Fn() -> S + Sync,
        row: impl Fn(&mut S, usize, &mut dyn FnMut(K, usize, usize)) + Sync,
    ) -> Vec<Self> {
        // Per part: its lists, the offers they kept (after the first part) and the row it
        // stopped at.
        let mut done = on_parts(parts, |rows| {
            let records = rows.start > 0;
            let mut state = state();
            let mut lists = vec![LargestPairs::new(limit); n];
            let mut offers = Vec::new();
            for a in rows.clone() {
                if offers.len() > RECORDED_PER_VERTEX * n {
                    return (lists, offers, a);
                }
                row(&mut state, a, &mut |key, to, other| {
                    if lists[to].offer(key, other) && records {
                        offers.push((key, to, other));
                    }
                });
            }
            (lists, offers, rows.end)
        })
        .into_iter();
        let Some((mut lists, _, _)) = done.next() else {
            return Vec::new();
        };
        let mut state = state();
        let mut offer = |key: K, to: usize, other: usize| {
            lists[to].offer(key, other);
        };
        for (rows, (_, offers, stopped)) in parts.iter().skip(1).zip(done) {
            for (key, to, other) in offers {
                offer(key, to, other);
            }
            for a in stopped..rows.end {
                row(&mut state, a, &mut offer);
            }
        }
        lists
    }
}

/// How many offers a part of [`LargestPairs::of_rows`] on its own thread records per
/// vertex at most; beyond, the rest of its rows are offered after the merge.
const RECORDED_PER_VERTEX: usize = 16;

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

    #[test]
    fn rows_shared_among_threads_keep_what_one_thread_keeps() {
        let n = 300;
        let mut seed = 2026u64;
        // Few distinct keys (many ties, as on a first matching), and keys rising along
        // the rows (every offer kept for a while: the parts record too much and stop).
        let tied: Vec<u64> = (0..n * n)
            .map(|_| {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                (seed >> 33) % 5
            })
            .collect();
        let rising: Vec<u64> = (0..n * n).map(|k| k as u64).collect();
        for keys in [tied, rising] {
            let row = |_: &mut (), a: usize, offer: &mut dyn FnMut(u64, usize, usize)| {
                for b in a + 1..n {
                    offer(keys[a * n + b], a, b);
                    offer(keys[a * n + b], b, a);
                }
            };
            let kept = |lists: Vec<LargestPairs<u64>>| -> Vec<Vec<usize>> {
                lists.iter().map(|list| list.others().collect()).collect()
            };
            let whole = std::iter::once(0..n).collect::<Vec<_>>();
            let one = kept(LargestPairs::of_row_parts(&whole, n, 4, || (), row));
            let parts = [0..40, 40..120, 120..n];
            let shared = LargestPairs::of_row_parts(&parts, n, 4, || (), row);
            assert_eq!(kept(shared), one);
        }
    }
}
