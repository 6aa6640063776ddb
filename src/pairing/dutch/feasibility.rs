//! Can a group be paired at all at a given level? Exact matching questions that let the
//! procedure skip levels, exchanges and whole brackets that cannot succeed, instead of
//! trying every candidate to find out.
//!
//! Players are vertices and the pairs allowed at the level are edges; the players a
//! group may leave unpaired are joined to "leftover" vertices, one per player to be left
//! over, so the question becomes whether the graph has a perfect matching.

use std::collections::HashSet;

use super::criteria::{ColourWishes, Field, Level};

/// Whether a bracket can be paired with these p values at this level: S1
/// (`members[..p_md]`) each against a player of S2, then `remainder_p` pairs among the
/// rest, the others left over only where `may_leave(member, position)` allows. The colour
/// criterion (x) is not considered.
pub fn bracket_can_be_paired(
    field: &Field,
    members: &[usize],
    p_md: usize,
    remainder_p: usize,
    level: &Level,
    may_leave: impl Fn(usize, usize) -> bool,
) -> bool {
    let n = members.len();
    let Some(leftovers) = (n - 2 * p_md).checked_sub(2 * remainder_p) else {
        return false;
    };
    let mut graph = Graph::new(n + leftovers);
    for a in 0..n {
        for b in a + 1..n {
            let both_in_s1 = b < p_md;
            if !both_in_s1 && field.pair_allowed(members[a], members[b], level) {
                graph.connect(a, b);
            }
        }
        if a >= p_md && may_leave(members[a], a) {
            for dummy in n..n + leftovers {
                graph.connect(a, dummy);
            }
        }
    }
    graph.has_perfect_matching()
}

/// Whether a homogeneous group can be paired with `p` pairs at this level, at most `x`
/// of them leaving a colour preference unfulfilled (B4), the other players left over
/// only where `may_leave` allows.
pub fn group_can_be_paired(
    field: &Field,
    group: &[usize],
    p: usize,
    x: usize,
    wishes: &ColourWishes,
    level: &Level,
    may_leave: &[bool],
) -> bool {
    // x is checked by the search itself; the structure alone is a necessary condition.
    let _ = (x, wishes);
    bracket_can_be_paired(field, group, 0, p, level, |_, position| may_leave[position])
}

/// A small undirected graph for perfect-matching questions.
struct Graph {
    adjacent: Vec<Vec<bool>>,
}

impl Graph {
    fn new(vertices: usize) -> Graph {
        Graph {
            adjacent: vec![vec![false; vertices]; vertices],
        }
    }

    fn connect(&mut self, a: usize, b: usize) {
        self.adjacent[a][b] = true;
        self.adjacent[b][a] = true;
    }

    fn has_perfect_matching(&self) -> bool {
        let n = self.adjacent.len();
        if n % 2 == 1 {
            return false;
        }
        let mut matched = vec![false; n];
        let mut failed = HashSet::new();
        self.complete(&mut matched, &mut failed)
    }

    /// Backtracking: match the unmatched vertex with the fewest options first.
    fn complete(&self, matched: &mut Vec<bool>, failed: &mut HashSet<Vec<bool>>) -> bool {
        let n = matched.len();
        let options = |v: usize, matched: &[bool]| -> Vec<usize> {
            (0..n)
                .filter(|&u| !matched[u] && self.adjacent[v][u])
                .collect()
        };
        let Some(vertex) = (0..n)
            .filter(|&v| !matched[v])
            .min_by_key(|&v| options(v, matched).len())
        else {
            return true;
        };
        if failed.contains(matched) {
            return false;
        }
        let partners = options(vertex, matched);
        for partner in partners {
            matched[vertex] = true;
            matched[partner] = true;
            let done = self.complete(matched, failed);
            matched[vertex] = false;
            matched[partner] = false;
            if done {
                return true;
            }
        }
        failed.insert(matched.clone());
        false
    }
}
