//! D1: transpositions of S2, in their order of priority.
//!
//! "Transpositions within S2 should start with the lowest players … Hint: put all numbers
//! constructible with the digits 5, 6, 7 and 8 in ascending order": the sequences of S2
//! are tried in lexicographic order, the first being S2 itself (C6). Only the first p
//! places of a sequence are paired (C6: S1's i-th player against S2's i-th); the players
//! after them are the ones left over, whatever their order, so sequences that differ only
//! there give the same pairing and count once, at their first appearance.
//!
//! [`Transpositions`] yields the acceptable sequences in that order without trying the
//! unacceptable ones: at each place it takes the first S2 player for which the
//! [`Assignment`] says the remaining places can still all be filled acceptably.

use crate::pairing::matching::{Assignment, AssignmentProblem};

/// The acceptable transpositions of one S1/S2 split, in D1 order. Each item gives, for
/// every S1 place, the S2 place of its opponent.
///
/// The search keeps the completion of the places chosen so far, and copies of it at a few
/// earlier depths to backtrack to (the nearer the current depth, the denser): a copy at
/// every depth would take memory in the square of the bracket. A depth without a copy is
/// rebuilt from the copy below it by fixing the chosen places again.
pub struct Transpositions<'p> {
    problem: &'p AssignmentProblem,
    /// The completion with S1 places `0..chosen.len()` fixed.
    current: Option<Assignment<'p>>,
    /// `(depth, completion with places 0..depth fixed)`, by increasing depth; depth 0
    /// always among them once started.
    saved: Vec<(usize, Assignment<'p>)>,
    /// `next[d]`: the first S2 place still to try for S1 place `d`.
    next: Vec<usize>,
    chosen: Vec<usize>,
    started: bool,
}

impl<'p> Transpositions<'p> {
    pub fn new(problem: &'p AssignmentProblem) -> Transpositions<'p> {
        Transpositions {
            problem,
            current: None,
            saved: Vec::new(),
            next: Vec::new(),
            chosen: Vec::new(),
            started: false,
        }
    }

    /// Keeps `completion` (of the current depth) among the copies, and drops the copies
    /// that are no longer needed: at distance `t` below the current depth, only depths
    /// divisible by the largest power of two not above `t + 1`, so a few copies per power
    /// of two remain.
    fn save(&mut self, completion: Assignment<'p>) {
        let depth = self.chosen.len();
        self.saved.retain(|&(at, _)| {
            let distance = depth - at + 1;
            let spacing = 1usize << distance.ilog2();
            at == 0 || (at < depth && at.is_multiple_of(spacing))
        });
        self.saved.push((depth, completion));
    }

    /// Goes back one place: the completion of the new depth, rebuilt from the nearest copy.
    fn backtrack(&mut self) -> Option<()> {
        self.next.pop();
        self.chosen.pop()?;
        let depth = self.chosen.len();
        self.saved.retain(|&(at, _)| at <= depth);
        let (at, copy) = self.saved.last()?;
        let mut completion = copy.clone();
        for (place, &column) in self.chosen.iter().enumerate().skip(*at) {
            let refixed = completion.fix(place, column);
            debug_assert!(refixed, "a place fixed once is fixed again the same way");
        }
        self.current = Some(completion);
        Some(())
    }
}

impl Iterator for Transpositions<'_> {
    type Item = Vec<usize>;

    fn next(&mut self) -> Option<Vec<usize>> {
        if !self.started {
            self.started = true;
            let root = Assignment::solve(self.problem);
            if !root.is_feasible() {
                return None;
            }
            self.saved.push((0, root.clone()));
            self.current = Some(root);
            self.next.push(0);
        } else {
            // Resume after the sequence last yielded: its last place moves on.
            self.backtrack()?;
        }
        loop {
            let depth = self.chosen.len();
            if depth == self.problem.rows() {
                return Some(self.chosen.clone());
            }
            let state = self.current.as_ref()?;
            let mut found = None;
            for column in self.next[depth]..self.problem.columns() {
                if !state.column_available(column) || !self.problem.allowed(depth, column) {
                    continue;
                }
                let mut trial = state.clone();
                if trial.fix(depth, column) {
                    found = Some((column, trial));
                    break;
                }
            }
            match found {
                Some((column, trial)) => {
                    self.next[depth] = column + 1;
                    let previous = self.current.replace(trial)?;
                    if depth > 0 {
                        self.save(previous);
                    }
                    self.chosen.push(column);
                    self.next.push(0);
                }
                None => self.backtrack()?,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn open_problem(rows: usize, columns: usize) -> AssignmentProblem {
        AssignmentProblem::new(rows, columns, rows, |_, _| Some(0), vec![false; columns])
    }

    /// S2 numbers of each transposition, as the text writes them.
    fn sequences(problem: &AssignmentProblem, first: usize) -> Vec<String> {
        Transpositions::new(problem)
            .map(|places| {
                places
                    .iter()
                    .map(|c| (first + c).to_string())
                    .collect::<Vec<_>>()
                    .join("-")
            })
            .collect()
    }

    #[test]
    fn d1_example_order() {
        // S1 = 1, 2, 3, 4; S2 = 5, 6, 7, 8. C6 starts with 5-6-7-8; D1 a) to g) follow.
        let all = sequences(&open_problem(4, 4), 5);
        assert_eq!(
            all[..8],
            [
                "5-6-7-8", "5-6-8-7", "5-7-6-8", "5-7-8-6", "5-8-6-7", "5-8-7-6", "6-5-7-8",
                "6-5-8-7"
            ]
        );
        // The hint: every number made of the digits 5-8, in ascending order.
        let mut numbers: Vec<String> = all.iter().map(|s| s.replace('-', "")).collect();
        assert_eq!(numbers.len(), 24);
        let sorted = {
            let mut n = numbers.clone();
            n.sort();
            n
        };
        assert_eq!(numbers, sorted);
        numbers.dedup();
        assert_eq!(numbers.len(), 24);
    }

    #[test]
    fn places_after_p_do_not_repeat_a_pairing() {
        // 7 players: S1 = 1-3, S2 = 4-7. 4·3·2 distinct pairings of S1.
        let all = sequences(&open_problem(3, 4), 4);
        assert_eq!(all.len(), 24);
        assert_eq!(all[..4], ["4-5-6", "4-5-7", "4-6-5", "4-6-7"]);
    }

    #[test]
    fn unacceptable_transpositions_are_skipped() {
        // S1 player 1 may not meet 5 (B1); player 2 may only meet 5.
        let problem = AssignmentProblem::new(
            2,
            3,
            0,
            |r, c| match (r, c) {
                (0, 0) => None,
                (1, 0) => Some(0),
                (1, _) => None,
                _ => Some(0),
            },
            vec![false; 3],
        );
        assert_eq!(sequences(&problem, 5), ["6-5", "7-5"]);
    }

    #[test]
    fn colour_budget_and_players_who_may_not_be_left_over() {
        // x = 0: pairs costing 1 are out. Column 2 (player 7) may not be left over.
        let problem = AssignmentProblem::new(
            2,
            3,
            0,
            |r, c| Some(u8::from(r == 0 && c == 0)),
            vec![false, false, true],
        );
        assert_eq!(sequences(&problem, 5), ["6-7", "7-5", "7-6"]);
    }
}
