//! Assignment with a budget, maintained while pairs are fixed: "can the rows not yet
//! assigned still all get a column acceptably?"
//!
//! Rows are players who must each get an opponent (a column) they may meet. An allowed pair
//! costs 0 or 1, and at most a budget of the pairs may cost 1; some columns may not be
//! left over. The Dutch engine asks this of S1 against S2: the cost is a colour preference
//! left unfulfilled (B4, the budget x), and the columns that may not be left over are
//! players whose downfloat B5/B6 or the bye (B1b) forbids; the answer lets its D1 search
//! walk straight to the first acceptable transposition instead of trying them all.
//!
//! [`Assignment`] keeps a minimum-cost assignment: using a column that may not be left
//! over earns a bonus larger than all costs together, so the optimum first leaves over as
//! few of those as possible, then costs as little as possible. The rest can be completed
//! exactly when the optimum leaves none of them over and costs at most the remaining
//! budget.
//!
//! Fixing one pair keeps the optimum up to date with one shortest-path search over the
//! residual graph (successive shortest paths with vertex potentials, Dijkstra on reduced
//! costs): forcing the pair (r, c) costs the cheapest cycle through it, after which the
//! pair is removed. Each search is O(V²) on the dense graph of one problem.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::VertexSet;

const NONE: usize = usize::MAX;
const INFINITY: i64 = i64::MAX / 4;

/// One assignment problem: rows, columns, the allowed pairs and their costs.
#[derive(Clone, Debug)]
pub struct AssignmentProblem {
    rows: usize,
    columns: usize,
    /// Which pairs are allowed, one bit per pair, row by row.
    allowed: VertexSet,
    /// Which allowed pairs cost 1, one bit per pair.
    costly: VertexSet,
    /// Columns that may not be left over.
    required: Vec<bool>,
    /// How many pairs may cost 1.
    budget: usize,
}

impl AssignmentProblem {
    pub fn new(
        rows: usize,
        columns: usize,
        budget: usize,
        mut cost: impl FnMut(usize, usize) -> Option<u8>,
        required: Vec<bool>,
    ) -> AssignmentProblem {
        assert_eq!(required.len(), columns, "one requirement flag per column");
        let mut allowed = VertexSet::new(rows * columns);
        let mut costly = VertexSet::new(rows * columns);
        for r in 0..rows {
            for c in 0..columns {
                let Some(k) = cost(r, c) else { continue };
                allowed.insert(r * columns + c);
                debug_assert!(k <= 1, "a pair costs 0 or 1");
                if k > 0 {
                    costly.insert(r * columns + c);
                }
            }
        }
        AssignmentProblem {
            rows,
            columns,
            allowed,
            costly,
            required,
            budget,
        }
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn columns(&self) -> usize {
        self.columns
    }

    pub fn allowed(&self, row: usize, column: usize) -> bool {
        self.allowed.contains(row * self.columns + column)
    }

    /// 0 or 1 for an allowed pair, `None` where the pair is not allowed.
    pub fn cost(&self, row: usize, column: usize) -> Option<u8> {
        let at = row * self.columns + column;
        self.allowed
            .contains(at)
            .then(|| u8::from(self.costly.contains(at)))
    }

    /// The bonus that makes covering a required column outweigh all costs.
    fn bonus(&self) -> i64 {
        self.rows as i64 + 1
    }

    /// The cost of an allowed pair in the optimisation: its cost minus the bonus of a
    /// required column.
    fn weight(&self, row: usize, column: usize) -> Option<i64> {
        self.cost(row, column).map(|c| {
            i64::from(c)
                - if self.required[column] {
                    self.bonus()
                } else {
                    0
                }
        })
    }
}

/// Node numbering of the residual graph: rows, then columns, then the sink.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Node {
    Row(usize),
    Column(usize),
    Sink,
}

/// A minimum-cost assignment of the active rows, maintained while pairs are fixed.
#[derive(Clone, Debug)]
pub struct Assignment<'p> {
    problem: &'p AssignmentProblem,
    row_active: Vec<bool>,
    column_active: Vec<bool>,
    row_mate: Vec<usize>,
    column_mate: Vec<usize>,
    row_potential: Vec<i64>,
    column_potential: Vec<i64>,
    sink_potential: i64,
    /// Pairs of cost 1 still allowed for the active rows.
    budget: i64,
    /// Every active row has a column.
    complete: bool,
    /// The cost of the active rows' pairs, kept up to date with every change of a mate.
    spent: i64,
    /// Active required columns without a row, kept up to date likewise.
    uncovered: usize,
}

impl<'p> Assignment<'p> {
    /// The optimum for the whole problem.
    pub fn solve(problem: &'p AssignmentProblem) -> Assignment<'p> {
        // Potentials that make every row's cheapest pairs and every column's way to the
        // sink tight: a greedy start on tight pairs is then already optimal, and only the
        // rows it leaves need a shortest-path search.
        let cheapest: Vec<Option<i64>> = (0..problem.rows)
            .map(|r| {
                (0..problem.columns)
                    .filter_map(|c| problem.weight(r, c))
                    .min()
            })
            .collect();
        let mut completion = Assignment {
            problem,
            row_active: vec![true; problem.rows],
            column_active: vec![true; problem.columns],
            row_mate: vec![NONE; problem.rows],
            column_mate: vec![NONE; problem.columns],
            row_potential: cheapest.iter().map(|c| -c.unwrap_or(0)).collect(),
            column_potential: vec![0; problem.columns],
            sink_potential: 0,
            budget: problem.budget as i64,
            complete: cheapest.iter().all(Option::is_some),
            spent: 0,
            uncovered: 0,
        };
        if !completion.complete {
            return completion;
        }
        for (row, cheapest) in cheapest.iter().enumerate() {
            let tight = (0..problem.columns).find(|&c| {
                completion.column_mate[c] == NONE && problem.weight(row, c) == *cheapest
            });
            if let Some(column) = tight {
                completion.row_mate[row] = column;
                completion.column_mate[column] = row;
            }
        }
        completion.complete = completion.augment_all();
        completion.spent = (0..problem.rows).map(|r| completion.row_cost(r)).sum();
        completion.uncovered = (0..problem.columns)
            .filter(|&c| completion.uncovered_column(c))
            .count();
        completion
    }

    /// The cost of an active row's pair (0 without one).
    fn row_cost(&self, row: usize) -> i64 {
        let mate = self.row_mate[row];
        if self.row_active[row] && mate != NONE {
            i64::from(self.problem.cost(row, mate).unwrap_or(0))
        } else {
            0
        }
    }

    /// Whether the column is active, required and without a row.
    fn uncovered_column(&self, column: usize) -> bool {
        self.column_active[column]
            && self.problem.required[column]
            && self.column_mate[column] == NONE
    }

    /// The cost of the current assignment of the active rows.
    fn cost(&self) -> i64 {
        self.spent
    }

    /// Changes the mates of `rows` and `columns` by `change`, keeping the tallies.
    fn rematch(&mut self, rows: &[usize], columns: &[usize], change: impl FnOnce(&mut Self)) {
        let before: i64 = rows.iter().map(|&r| self.row_cost(r)).sum();
        let open = columns
            .iter()
            .filter(|&&c| self.uncovered_column(c))
            .count();
        change(self);
        let after: i64 = rows.iter().map(|&r| self.row_cost(r)).sum();
        self.spent += after - before;
        self.uncovered = self.uncovered
            + columns
                .iter()
                .filter(|&&c| self.uncovered_column(c))
                .count()
            - open;
    }

    /// Whether the active rows can be completed acceptably.
    pub fn is_feasible(&self) -> bool {
        self.complete && self.uncovered == 0 && self.cost() <= self.budget
    }

    /// Whether `column` is still to be paired.
    pub fn column_available(&self, column: usize) -> bool {
        self.column_active[column]
    }

    /// Fixes the pair (`row`, `column`) and removes both; returns whether the rest can
    /// still be completed acceptably. On `false` the completion is no longer usable.
    pub fn fix(&mut self, row: usize, column: usize) -> bool {
        if !self.complete
            || !self.row_active[row]
            || !self.column_active[column]
            || !self.problem.allowed(row, column)
        {
            return false;
        }
        if self.row_mate[row] != column && !self.reroute(row, column) {
            self.complete = false;
            return false;
        }
        // The column is covered (by the row), so removing it leaves `uncovered` as it is.
        self.spent -= self.row_cost(row);
        self.row_active[row] = false;
        self.column_active[column] = false;
        self.budget -= i64::from(self.problem.cost(row, column).unwrap_or(0));
        self.is_feasible()
    }

    fn index(&self, node: Node) -> usize {
        match node {
            Node::Row(r) => r,
            Node::Column(c) => self.problem.rows + c,
            Node::Sink => self.problem.rows + self.problem.columns,
        }
    }

    fn node(&self, index: usize) -> Node {
        let rows = self.problem.rows;
        let columns = self.problem.columns;
        if index < rows {
            Node::Row(index)
        } else if index < rows + columns {
            Node::Column(index - rows)
        } else {
            Node::Sink
        }
    }

    /// The residual edges leaving `node` with their reduced costs.
    fn for_each_edge(&self, node: Node, mut visit: impl FnMut(Node, i64)) {
        match node {
            Node::Row(r) => {
                for c in 0..self.problem.columns {
                    if !self.column_active[c] || self.row_mate[r] == c {
                        continue;
                    }
                    if let Some(w) = self.problem.weight(r, c) {
                        visit(
                            Node::Column(c),
                            w + self.row_potential[r] - self.column_potential[c],
                        );
                    }
                }
            }
            Node::Column(c) => {
                let mate = self.column_mate[c];
                if mate == NONE {
                    visit(Node::Sink, self.column_potential[c] - self.sink_potential);
                } else {
                    let w = self.problem.weight(mate, c).unwrap_or(0);
                    visit(
                        Node::Row(mate),
                        -w + self.column_potential[c] - self.row_potential[mate],
                    );
                }
            }
            Node::Sink => {
                for c in 0..self.problem.columns {
                    if self.column_active[c] && self.column_mate[c] != NONE {
                        visit(
                            Node::Column(c),
                            self.sink_potential - self.column_potential[c],
                        );
                    }
                }
            }
        }
    }

    /// Dijkstra on reduced costs from `sources` until `target` is settled, exploring no
    /// node farther than `limit`; updates the potentials of the active nodes (distances
    /// capped at the target's) and returns the predecessors, or `None` if the target cannot
    /// be reached within the limit.
    fn shortest_paths(&mut self, sources: &[Node], target: Node, limit: i64) -> Option<Vec<usize>> {
        let size = self.problem.rows + self.problem.columns + 1;
        let mut distance = vec![INFINITY; size];
        let mut predecessor = vec![NONE; size];
        let mut settled = vec![false; size];
        let target_index = self.index(target);
        // Among nodes at the same distance, the target and the nodes that lead straight to
        // it (the row's own column; a column without a row, for the sink) are settled first:
        // any order of ties gives the same distances, and on the many ties of 0/1 costs this
        // one reaches the target without settling everything else at that distance.
        let target_mate = match target {
            Node::Row(r) if self.row_mate[r] != NONE => self.index(Node::Column(self.row_mate[r])),
            _ => NONE,
        };
        let rank = |this: &Self, t: usize| -> u8 {
            let leads = t == target_index
                || t == target_mate
                || (target == Node::Sink
                    && matches!(this.node(t), Node::Column(c) if this.column_mate[c] == NONE));
            u8::from(!leads)
        };
        let mut queue = BinaryHeap::new();
        for &source in sources {
            let start = self.index(source);
            distance[start] = 0;
            queue.push(Reverse((0i64, rank(self, start), start)));
        }
        loop {
            let Reverse((from, _, best)) = queue.pop()?;
            if settled[best] || from > distance[best] {
                continue;
            }
            if from > limit {
                return None;
            }
            settled[best] = true;
            if best == target_index {
                break;
            }
            self.for_each_edge(self.node(best), |to, reduced| {
                let t = self.index(to);
                let candidate = from + reduced;
                if !settled[t] && candidate < distance[t] {
                    distance[t] = candidate;
                    predecessor[t] = best;
                    queue.push(Reverse((candidate, rank(self, t), t)));
                }
            });
        }
        let cap = distance[target_index];
        for (i, &d) in distance.iter().enumerate() {
            let shift = d.min(cap);
            match self.node(i) {
                Node::Row(r) if self.row_active[r] => self.row_potential[r] += shift,
                Node::Column(c) if self.column_active[c] => self.column_potential[c] += shift,
                Node::Sink => self.sink_potential += shift,
                _ => {}
            }
        }
        Some(predecessor)
    }

    /// Gives every unassigned row a column, cheapest first: in phases, one Dijkstra from
    /// all unassigned rows sets the potentials so that every cheapest augmenting path
    /// consists of tight edges, then as many disjoint such paths as a depth-first search
    /// finds are augmented at once (the primal-dual method). Few phases are needed when
    /// costs are small integers.
    fn augment_all(&mut self) -> bool {
        loop {
            let free: Vec<usize> = (0..self.problem.rows)
                .filter(|&r| self.row_active[r] && self.row_mate[r] == NONE)
                .collect();
            if free.is_empty() {
                return true;
            }
            // One Dijkstra from all unassigned rows to the sink sets the potentials.
            let sources: Vec<Node> = free.iter().map(|&row| Node::Row(row)).collect();
            if self
                .shortest_paths(&sources, Node::Sink, INFINITY)
                .is_none()
            {
                return false;
            }
            let mut visited = vec![false; self.problem.columns];
            let mut augmented = false;
            for &row in &free {
                augmented |= self.augment_tight(row, &mut visited);
            }
            if !augmented {
                return false;
            }
        }
    }

    /// Depth-first search for an augmenting path of tight edges from `row` to the sink,
    /// through columns not visited yet in this phase; augments it if found.
    fn augment_tight(&mut self, row: usize, visited: &mut [bool]) -> bool {
        for column in 0..self.problem.columns {
            if visited[column] || !self.column_active[column] || self.row_mate[row] == column {
                continue;
            }
            let Some(weight) = self.problem.weight(row, column) else {
                continue;
            };
            if weight + self.row_potential[row] != self.column_potential[column] {
                continue;
            }
            visited[column] = true;
            let mate = self.column_mate[column];
            let reached = if mate == NONE {
                self.column_potential[column] == self.sink_potential
            } else {
                let back = self.problem.weight(mate, column).unwrap_or(0);
                back + self.row_potential[mate] == self.column_potential[column]
                    && self.augment_tight(mate, visited)
            };
            if reached {
                self.row_mate[row] = column;
                self.column_mate[column] = row;
                return true;
            }
        }
        false
    }

    /// The shortest cycle through (`row`, `column`) when it is the plain swap: the
    /// column's mate takes the row's column, along edges of reduced cost zero. No
    /// residual path has a negative reduced cost, so such a cycle is a cheapest one and
    /// the search can be skipped; the potentials stay valid (the two new pairs are tight
    /// or leave with the row and the column). The usual case in a D1 search: most fixes
    /// only exchange two opponents.
    fn swap_if_tight(&mut self, row: usize, column: usize) -> bool {
        let old_column = self.row_mate[row];
        let other_row = self.column_mate[column];
        if old_column == NONE || other_row == NONE || other_row == row {
            return false;
        }
        let (Some(back), Some(across), Some(home)) = (
            self.problem.weight(other_row, column),
            self.problem.weight(other_row, old_column),
            self.problem.weight(row, old_column),
        ) else {
            return false;
        };
        let column_to_other = -back + self.column_potential[column] - self.row_potential[other_row];
        let other_to_old =
            across + self.row_potential[other_row] - self.column_potential[old_column];
        let old_to_row = -home + self.column_potential[old_column] - self.row_potential[row];
        if column_to_other != 0 || other_to_old != 0 || old_to_row != 0 {
            return false;
        }
        self.rematch(&[row, other_row], &[column, old_column], |this| {
            this.row_mate[row] = column;
            this.column_mate[column] = row;
            this.row_mate[other_row] = old_column;
            this.column_mate[old_column] = other_row;
        });
        true
    }

    /// Moves the optimum to the cheapest one that pairs `row` with `column`: the cheapest
    /// residual cycle through that pair.
    fn reroute(&mut self, row: usize, column: usize) -> bool {
        // The cycle costs the pair's reduced cost plus the path back; more than the
        // unfulfilled preferences still allowed is not acceptable, so the search stops
        // there.
        let weight = self.problem.weight(row, column).unwrap_or(0);
        let reduced = weight + self.row_potential[row] - self.column_potential[column];
        let limit = self.budget - self.cost() - reduced;
        if limit < 0 {
            return false;
        }
        if self.swap_if_tight(row, column) {
            return true;
        }
        let Some(predecessor) = self.shortest_paths(&[Node::Column(column)], Node::Row(row), limit)
        else {
            return false;
        };
        // Walk back from the row to the column, collecting the row-to-column edges that
        // become pairs and the columns the sink lets go.
        let mut new_pairs = vec![(row, column)];
        let mut released = Vec::new();
        let mut at = self.index(Node::Row(row));
        let start = self.index(Node::Column(column));
        while at != start {
            let from = predecessor[at];
            match (self.node(from), self.node(at)) {
                (Node::Row(r), Node::Column(c)) => new_pairs.push((r, c)),
                (Node::Sink, Node::Column(c)) => released.push(c),
                _ => {}
            }
            at = from;
        }
        let rows: Vec<usize> = new_pairs.iter().map(|&(r, _)| r).collect();
        let mut columns: Vec<usize> = released.clone();
        columns.extend(new_pairs.iter().map(|&(_, c)| c));
        columns.extend(
            rows.iter()
                .map(|&r| self.row_mate[r])
                .filter(|&c| c != NONE),
        );
        columns.sort_unstable();
        columns.dedup();
        self.rematch(&rows, &columns, |this| {
            for c in released {
                this.column_mate[c] = NONE;
            }
            for &(r, _) in &new_pairs {
                let old = this.row_mate[r];
                if old != NONE && this.column_mate[old] == r {
                    this.column_mate[old] = NONE;
                }
            }
            for (r, c) in new_pairs {
                this.row_mate[r] = c;
                this.column_mate[c] = r;
            }
        });
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Brute force: is there an assignment of all rows meeting the requirements?
    fn brute(problem: &AssignmentProblem) -> bool {
        fn go(problem: &AssignmentProblem, row: usize, used: &mut Vec<bool>, cost: usize) -> bool {
            if row == problem.rows {
                let covered = (0..problem.columns).all(|c| !problem.required[c] || used[c]);
                return covered && cost <= problem.budget;
            }
            for c in 0..problem.columns {
                if let (false, Some(k)) = (used[c], problem.cost(row, c)) {
                    used[c] = true;
                    let ok = go(problem, row + 1, used, cost + usize::from(k));
                    used[c] = false;
                    if ok {
                        return true;
                    }
                }
            }
            false
        }
        go(problem, 0, &mut vec![false; problem.columns], 0)
    }

    fn random_problem(seed: u64) -> AssignmentProblem {
        let mut state = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mut next = move |m: u64| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 33) % m
        };
        let rows = next(5) as usize;
        let columns = rows + next(3) as usize;
        let budget = next(3) as usize;
        let cells: Vec<Option<u8>> = (0..rows * columns)
            .map(|_| match next(10) {
                0..=2 => None,
                3..=5 => Some(1),
                _ => Some(0),
            })
            .collect();
        let required = (0..columns).map(|_| next(3) == 0).collect();
        AssignmentProblem::new(
            rows,
            columns,
            budget,
            |r, c| cells[r * columns + c],
            required,
        )
    }

    #[test]
    fn solve_agrees_with_brute_force() {
        for seed in 0..3000 {
            let problem = random_problem(seed);
            assert_eq!(
                Assignment::solve(&problem).is_feasible(),
                brute(&problem),
                "seed {seed}: {problem:?}"
            );
        }
    }

    #[test]
    fn fixing_pairs_agrees_with_brute_force() {
        for seed in 0..3000 {
            let problem = random_problem(seed);
            let root = Assignment::solve(&problem);
            if !root.is_feasible() || problem.rows == 0 {
                continue;
            }
            for c in 0..problem.columns {
                let Some(k) = problem.cost(0, c) else {
                    continue;
                };
                // Brute force on the problem with row 0 and column c removed.
                let rest = AssignmentProblem::new(
                    problem.rows - 1,
                    problem.columns - 1,
                    match problem.budget.checked_sub(usize::from(k)) {
                        Some(b) => b,
                        None => {
                            let mut trial = root.clone();
                            assert!(!trial.fix(0, c), "seed {seed} column {c}");
                            continue;
                        }
                    },
                    |r, cc| problem.cost(r + 1, if cc < c { cc } else { cc + 1 }),
                    (0..problem.columns)
                        .filter(|&cc| cc != c)
                        .map(|cc| problem.required[cc])
                        .collect(),
                );
                let mut trial = root.clone();
                assert_eq!(trial.fix(0, c), brute(&rest), "seed {seed} column {c}");
            }
        }
    }
}
