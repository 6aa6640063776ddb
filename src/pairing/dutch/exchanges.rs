//! D2: exchanges between S1 and S2 in a homogeneous (remainder) group, in their order of
//! priority.
//!
//! The players of a group are numbered 1, 2, … in A2 order; S1 holds 1..=p and S2 the
//! rest. The text orders exchanges by (the matrices, restored in the rules README):
//! 1. the number of players exchanged: all single exchanges (a-i) before the double ones
//!    (j-r);
//! 2. "the difference between the numbers exchanged should be as small as possible": the
//!    sum of the S2 numbers minus the sum of the S1 numbers;
//! 3. "when differences … are equal take the one concerning the lowest player of S1":
//!    the S1 players compared from the lowest one up (3+4 before 2+4 before 2+3).
//!
//! Readings taken here:
//! - The matrices show the exchanges among players 2-4 and 5-7 of an 8-player bracket;
//!   the rule above orders every exchange of every size, so larger brackets use all of
//!   them (1 with 5, 4 with 8, three players, …) in the order it gives. Restricted to the
//!   matrices' players the order is exactly a-i and j-r.
//! - A tie the text does not settle (same S1 players, same difference, as 3+4 with 5+8
//!   or with 6+7) goes to the S2 players compared from the highest one down (5+8 first):
//!   the mirror of the S1 rule, exchanging the players closest to the middle first.
//! - The odd-bracket remark: with 7 players the matrices' numbers drop by one and "the last
//!   column of the second matrix has then become obsolete". Such exchanges (the two
//!   highest of S1 with two of S2) can only produce pairings that earlier exchanges
//!   already offered; they are kept in the sequence, where they can never be the first
//!   acceptable one, so the result is the same as leaving them out.
//!
//! After an exchange S1 and S2 are re-sorted by A2 (A9 b); with positions in A2 order that
//! is sorting the positions.

/// One exchange: the positions (0-based, ascending) of the S1 players that move to S2 and
/// of the S2 players that move to S1.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Exchange {
    pub from_s1: Vec<usize>,
    pub from_s2: Vec<usize>,
}

impl Exchange {
    /// S1 and S2 after the exchange, as positions in A2 order.
    pub fn apply(&self, s1_len: usize, group_len: usize) -> (Vec<usize>, Vec<usize>) {
        let s1 = (0..s1_len)
            .filter(|i| !self.from_s1.contains(i))
            .chain(self.from_s2.iter().copied());
        let s2 = (s1_len..group_len)
            .filter(|i| !self.from_s2.contains(i))
            .chain(self.from_s1.iter().copied());
        let mut s1: Vec<usize> = s1.collect();
        let mut s2: Vec<usize> = s2.collect();
        s1.sort_unstable();
        s2.sort_unstable();
        (s1, s2)
    }

    /// The players exchanged, numbered from 1 as the text does ("4 and 5").
    pub fn describe(&self) -> String {
        let numbers = |side: &[usize]| {
            side.iter()
                .map(|i| (i + 1).to_string())
                .collect::<Vec<_>>()
                .join("+")
        };
        format!("{} with {}", numbers(&self.from_s1), numbers(&self.from_s2))
    }
}

/// Every exchange between S1 (`s1_len` players) and S2 (the rest of `group_len`), in D2
/// order; produced lazily, one difference at a time.
pub fn exchanges(s1_len: usize, group_len: usize) -> impl Iterator<Item = Exchange> {
    let s2_len = group_len - s1_len;
    (1..=s1_len.min(s2_len)).flat_map(move |size| {
        let (lowest, highest) = difference_range(size, s1_len, group_len);
        (lowest..=highest)
            .flat_map(move |difference| with_difference(size, difference, s1_len, group_len))
    })
}

/// The smallest and largest difference of an exchange of `size` players (1-based sums).
fn difference_range(size: usize, s1_len: usize, group_len: usize) -> (usize, usize) {
    let sum = |range: std::ops::Range<usize>| range.map(|i| i + 1).sum::<usize>();
    let lowest = sum(s1_len..s1_len + size) - sum(s1_len - size..s1_len);
    let highest = sum(group_len - size..group_len) - sum(0..size);
    (lowest, highest)
}

/// The exchanges of `size` players with this difference, S1 players from the lowest up,
/// then S2 players from the highest down.
fn with_difference(
    size: usize,
    difference: usize,
    s1_len: usize,
    group_len: usize,
) -> Vec<Exchange> {
    let mut result = Vec::new();
    let mut from_s1 = Vec::with_capacity(size);
    s1_choices(size, s1_len, &mut from_s1, &mut |from_s1: &[usize]| {
        let s1_sum: usize = from_s1.iter().map(|i| i + 1).sum();
        let target = s1_sum + difference;
        let mut from_s2 = Vec::with_capacity(size);
        s2_choices(
            size,
            s1_len,
            group_len,
            target,
            &mut from_s2,
            &mut |from_s2| {
                let mut s1_sorted = from_s1.to_vec();
                s1_sorted.sort_unstable();
                result.push(Exchange {
                    from_s1: s1_sorted,
                    from_s2: from_s2.to_vec(),
                });
            },
        );
    });
    result
}

/// Subsets of S1 of `size`, chosen from the highest position down: the lowest players of
/// S1 first (D2's tie rule).
fn s1_choices(
    size: usize,
    below: usize,
    chosen: &mut Vec<usize>,
    visit: &mut impl FnMut(&[usize]),
) {
    if chosen.len() == size {
        visit(chosen);
        return;
    }
    let still = size - chosen.len();
    for i in (still - 1..below).rev() {
        chosen.push(i);
        s1_choices(size, i, chosen, visit);
        chosen.pop();
    }
}

/// Subsets of S2 of `size` whose 1-based numbers add up to `target`, ascending and in
/// lexicographic order (the highest S2 players first).
fn s2_choices(
    size: usize,
    from: usize,
    group_len: usize,
    target: usize,
    chosen: &mut Vec<usize>,
    visit: &mut impl FnMut(&[usize]),
) {
    let sum: usize = chosen.iter().map(|i| i + 1).sum();
    let still = size - chosen.len();
    if still == 0 {
        if sum == target {
            visit(chosen);
        }
        return;
    }
    for i in from..group_len {
        if group_len - i < still {
            break;
        }
        // The smallest sum reachable with i and the next ones.
        let least: usize = (i..i + still).map(|j| j + 1).sum();
        if sum + least > target {
            break;
        }
        let most: usize = (group_len - still + 1..group_len)
            .map(|j| j + 1)
            .sum::<usize>()
            + i
            + 1;
        if sum + most < target {
            continue;
        }
        chosen.push(i);
        s2_choices(size, i + 1, group_len, target, chosen, visit);
        chosen.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn label(exchange: &Exchange) -> String {
        exchange.describe()
    }

    /// The exchanges of `size` players involving only the given ones, in sequence order.
    fn restricted(
        s1_len: usize,
        group_len: usize,
        size: usize,
        s1: &[usize],
        s2: &[usize],
    ) -> Vec<String> {
        exchanges(s1_len, group_len)
            .filter(|e| {
                e.from_s1.len() == size
                    && e.from_s1.iter().all(|i| s1.contains(&(i + 1)))
                    && e.from_s2.iter().all(|i| s2.contains(&(i + 1)))
            })
            .map(|e| label(&e))
            .collect()
    }

    #[test]
    fn d2_matrices_for_eight_players() {
        // Exchange one player: a) 4 and 5; b) 4 and 6; c) 3 and 5; … i) 2 and 7.
        let singles: Vec<String> = restricted(4, 8, 1, &[2, 3, 4], &[5, 6, 7]);
        assert_eq!(
            singles,
            [
                "4 with 5", "4 with 6", "3 with 5", "4 with 7", "3 with 6", "2 with 5", "3 with 7",
                "2 with 6", "2 with 7"
            ]
        );
        // Exchange two players: j) 3+4 with 5+6; k) 3+4 with 5+7; l) 2+4 with 5+6; … r).
        let doubles: Vec<String> = restricted(4, 8, 2, &[2, 3, 4], &[5, 6, 7]);
        assert_eq!(
            doubles,
            [
                "3+4 with 5+6",
                "3+4 with 5+7",
                "2+4 with 5+6",
                "3+4 with 6+7",
                "2+4 with 5+7",
                "2+3 with 5+6",
                "2+4 with 6+7",
                "2+3 with 5+7",
                "2+3 with 6+7"
            ]
        );
    }

    #[test]
    fn every_single_exchange_comes_before_every_double_one() {
        let all: Vec<Exchange> = exchanges(4, 8).collect();
        let first_double = all.iter().position(|e| e.from_s1.len() == 2).unwrap();
        assert!(all[..first_double].iter().all(|e| e.from_s1.len() == 1));
        assert_eq!(first_double, 16);
        // Every exchange of every size, once: sum over k of C(4,k)².
        assert_eq!(all.len(), 16 + 36 + 16 + 1);
        let unique: std::collections::HashSet<&Exchange> = all.iter().collect();
        assert_eq!(unique.len(), all.len());
        // The whole sequence starts with the matrices' a), b), c).
        assert_eq!(label(&all[0]), "4 with 5");
        assert_eq!(label(&all[1]), "4 with 6");
        assert_eq!(label(&all[2]), "3 with 5");
    }

    #[test]
    fn d2_remark_for_seven_players() {
        // Numbers drop by one: S1 = 1-3, S2 = 4-7; a) 3 and 4 … i) 1 and 6.
        let singles: Vec<String> = restricted(3, 7, 1, &[1, 2, 3], &[4, 5, 6]);
        assert_eq!(
            singles,
            [
                "3 with 4", "3 with 5", "2 with 4", "3 with 6", "2 with 5", "1 with 4", "2 with 6",
                "1 with 5", "1 with 6"
            ]
        );
        let doubles: Vec<String> = restricted(3, 7, 2, &[1, 2, 3], &[4, 5, 6]);
        // j) to r) as the matrix gives them, less one; o), q) and r) (1+2) are the
        // obsolete last column.
        assert_eq!(
            doubles,
            [
                "2+3 with 4+5",
                "2+3 with 4+6",
                "1+3 with 4+5",
                "2+3 with 5+6",
                "1+3 with 4+6",
                "1+2 with 4+5",
                "1+3 with 5+6",
                "1+2 with 4+6",
                "1+2 with 5+6"
            ]
        );
    }

    #[test]
    fn obsolete_exchanges_of_an_odd_bracket_offer_nothing_new() {
        // 7 players: every pairing (3 pairs, one left over) reachable by exchanging 1+2
        // was already offered by an exchange earlier in the sequence.
        fn pairings(s1: &[usize], s2: &[usize]) -> Vec<Vec<(usize, usize)>> {
            let mut out = Vec::new();
            let mut perm: Vec<usize> = s2.to_vec();
            permute(&mut perm, 0, &mut |p| {
                let mut pairs: Vec<(usize, usize)> = s1
                    .iter()
                    .zip(p)
                    .map(|(&a, &b)| (a.min(b), a.max(b)))
                    .collect();
                pairs.sort_unstable();
                out.push(pairs);
            });
            out
        }
        fn permute(v: &mut Vec<usize>, k: usize, f: &mut impl FnMut(&[usize])) {
            if k == v.len() {
                f(v);
                return;
            }
            for i in k..v.len() {
                v.swap(k, i);
                permute(v, k + 1, f);
                v.swap(k, i);
            }
        }
        let mut earlier: std::collections::HashSet<Vec<(usize, usize)>> =
            pairings(&[0, 1, 2], &[3, 4, 5, 6]).into_iter().collect();
        for e in exchanges(3, 7) {
            let (s1, s2) = e.apply(3, 7);
            let offered = pairings(&s1, &s2);
            if e.from_s1 == [0, 1] {
                for pairing in &offered {
                    assert!(
                        earlier.contains(pairing),
                        "{} gives {pairing:?}",
                        e.describe()
                    );
                }
            }
            earlier.extend(offered);
        }
    }

    #[test]
    fn exchanging_resorts_both_subgroups() {
        let e = Exchange {
            from_s1: vec![1, 3],
            from_s2: vec![4, 6],
        };
        assert_eq!(e.apply(4, 8), (vec![0, 2, 4, 6], vec![1, 3, 5, 7]));
    }
}
