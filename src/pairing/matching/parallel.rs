//! Passes over every pair of a graph shared among threads: the rows `a` (pairs `a < b`)
//! split into parts of about as many pairs, one part per thread.

use std::ops::Range;

/// From how many vertices a pass over the pairs is shared among threads (below, starting
/// them costs more than it saves). 256: the brackets of 300-500 players of a 1,000-player
/// round paired one thread at a time with 512 (`arbiter bench`, two cores, best of six:
/// round 2 94.7 -> 84.7 ms; 128 and 192 no better).
const SHARED_FROM: usize = 256;

/// The most threads a pass is shared among.
const MOST_THREADS: usize = 4;

/// The rows of a pass over the pairs of `n` vertices, in order, in as many parts as it is
/// worth threads (one part: not shared).
pub fn row_parts(n: usize) -> Vec<Range<usize>> {
    let threads = if n < SHARED_FROM {
        1
    } else {
        std::thread::available_parallelism().map_or(1, |count| count.get().min(MOST_THREADS))
    };
    // Row a holds n - 1 - a pairs.
    let total = n * n.saturating_sub(1) / 2;
    let mut parts = Vec::with_capacity(threads);
    let mut start = 0;
    let mut pairs = 0;
    for a in 0..n {
        pairs += n - 1 - a;
        if parts.len() + 1 < threads && pairs * threads >= total * (parts.len() + 1) {
            parts.push(start..a + 1);
            start = a + 1;
        }
    }
    parts.push(start..n);
    parts
}

/// `work` on each part of `parts`, the first on this thread and each other on its own,
/// the results in the parts' order.
pub fn on_parts<T: Send>(
    parts: &[Range<usize>],
    work: impl Fn(Range<usize>) -> T + Sync,
) -> Vec<T> {
    let Some((first, others)) = parts.split_first() else {
        return Vec::new();
    };
    if others.is_empty() {
        return vec![work(first.clone())];
    }
    std::thread::scope(|scope| {
        let work = &work;
        let handles: Vec<_> = others
            .iter()
            .map(|rows| scope.spawn(move || work(rows.clone())))
            .collect();
        let mut results = vec![work(first.clone())];
        results.extend(handles.into_iter().map(|handle| {
            handle
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
        }));
        results
    })
}

/// Fills `rows` (the entries of row 0, then of row 1, ..., `row_length(a)` entries for
/// row `a`) with `fill(a, entries)`, each part of `parts` on its own thread.
pub fn fill_rows<T: Send>(
    parts: &[Range<usize>],
    mut rows: &mut [T],
    row_length: impl Fn(usize) -> usize + Sync,
    fill: impl Fn(usize, &mut [T]) + Sync,
) {
    let fill_part = |part: Range<usize>, mut entries: &mut [T]| {
        for a in part {
            let (row, rest) = entries.split_at_mut(row_length(a));
            fill(a, row);
            entries = rest;
        }
    };
    let mut chunks = Vec::with_capacity(parts.len());
    for part in parts {
        let length = part.clone().map(&row_length).sum();
        let (entries, rest) = std::mem::take(&mut rows).split_at_mut(length);
        chunks.push((part.clone(), entries));
        rows = rest;
    }
    let mut chunks = chunks.into_iter();
    let Some((first, first_entries)) = chunks.next() else {
        return;
    };
    std::thread::scope(|scope| {
        let fill_part = &fill_part;
        for (part, entries) in chunks {
            scope.spawn(move || fill_part(part, entries));
        }
        fill_part(first, first_entries);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_cover_the_rows_in_order_with_about_as_many_pairs() {
        for n in [0, 1, 5, SHARED_FROM, 3000] {
            let parts = row_parts(n);
            let rows: Vec<usize> = parts.iter().flat_map(|part| part.clone()).collect();
            assert_eq!(rows, (0..n).collect::<Vec<_>>());
            let pairs = |part: &Range<usize>| part.clone().map(|a| n - 1 - a).sum::<usize>();
            let total = n * n.saturating_sub(1) / 2;
            for part in &parts {
                assert!(pairs(part) <= total / parts.len() + n, "{n}: {parts:?}");
            }
        }
        let n = 3000;
        let mut table = vec![0; n * (n - 1) / 2];
        fill_rows(
            &row_parts(n),
            &mut table,
            |a| n - 1 - a,
            |a, row| {
                for (k, entry) in row.iter_mut().enumerate() {
                    *entry = a * n + a + 1 + k;
                }
            },
        );
        let pairs = (0..n).flat_map(|a| (a + 1..n).map(move |b| a * n + b));
        assert!(table.iter().copied().eq(pairs));
        let squares = on_parts(&row_parts(3000), |rows| rows.map(|a| a * a).sum::<usize>());
        assert_eq!(
            squares.iter().sum::<usize>(),
            (0..3000).map(|a| a * a).sum()
        );
    }
}
