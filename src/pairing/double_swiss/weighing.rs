//! 3.5 by weighted matching: the same choice as the ordered search of `upfloaters`, made
//! with a number of maximum-weight perfect matchings that grows only with the number of
//! upfloaters and scoregroups. The search prunes exactly on the residents' side only; when
//! almost every pair has met (long events, small fields) it can meet many sets that fail
//! C3 further down, and then this method takes over.
//!
//! Every perfect matching of the players still to pair is a candidate round-pairing; its
//! upfloaters are the residents' opponents from below. Each criterion is a count over the
//! matched pairs, so the criteria in priority order become the digits of one cost:
//!
//! - the number of upfloaters (C4);
//! - for each lower scoregroup, lowest score first, the upfloaters it gives (C5: the score
//!   differences in descending order, lexicographically);
//! - the pairs between the following scoregroup and the scoregroups below it: once the
//!   bracket is formed, they are the upfloaters that scoregroup's bracket takes (C6);
//! - the upfloaters who floated in the previous round (C7).
//!
//! A maximum-weight perfect matching with the negated cost minimises these in that order
//! (C3 holds by construction: the matching pairs everybody). Scoregroups are settled one at
//! a time, from the lowest: one that need give no upfloater loses its pairs with the
//! residents, so the cost keeps a digit only for those that give some (never more than the
//! upfloaters). The set is then built in the order of 3.5.3-3.5.4, each candidate kept if
//! some optimal matching takes it as an upfloater (the others as non-upfloaters).

use super::criteria::{Field, Scoregroup};
use super::upfloaters::Selection;
use crate::pairing::matching::{
    MAX_EDGE_WEIGHT, Matching, MatchingObjective, MatchingOracle, WeightedEdge,
    maximum_weight_matching,
};

/// The choice of 3.5 for the top scoregroup `top`, `players` being everybody still to pair
/// and `lower` their scoregroups below `top` (C6 void when `following_emptied`); `None` if
/// the cost does not fit the weights the matching accepts.
pub(super) fn select<'g>(
    field: &'g Field,
    players: &MatchingOracle<'g>,
    top: &[usize],
    lower: &[Scoregroup],
    following_emptied: bool,
) -> Option<Selection<'g>> {
    let mut problem = Problem::new(field, players, top, lower);
    let levels = lower.len();
    // C4.
    let mut witness = problem.solve(&[Digit::Upfloaters])?;
    // C5, from the lowest scoregroup up; the following scoregroup gives the rest, fixed by
    // the number of upfloaters.
    let mut giving: Vec<usize> = Vec::new();
    for level in (1..levels).rev() {
        if problem.upfloaters_from(&witness.matching, level) > 0 {
            let digits = problem.digits(&giving, Some(level), false);
            witness = problem.solve(&digits)?;
        }
        if problem.upfloaters_from(&witness.matching, level) == 0 {
            problem.closed[level] = true;
        } else {
            giving.push(level);
        }
    }
    // C6 and C7.
    let following_applies = !following_emptied
        && levels > 0
        && problem.upfloaters_from(&witness.matching, 0) < lower[0].members.len();
    let digits = problem.digits(&giving, None, following_applies);
    witness = problem.solve(&digits)?;
    let best = witness.totals.clone();
    // 3.5.3-3.5.4: the first set, player by player.
    let mut upfloaters = Vec::new();
    for (level, group) in lower.iter().enumerate() {
        let mut wanted = problem.upfloaters_from(&witness.matching, level);
        for &candidate in &group.members {
            if wanted == 0 {
                break;
            }
            let local = problem.local[candidate].expect("lower players are still to pair");
            problem.role[local] = Constraint::MustFloat;
            if !problem.floats(&witness.matching, local) {
                match problem.solve(&digits) {
                    Some(found) if found.totals == best => witness = found,
                    _ => {
                        problem.role[local] = Constraint::MayNotFloat;
                        continue;
                    }
                }
            }
            upfloaters.push(candidate);
            wanted -= 1;
        }
    }
    let mut rest = players.clone();
    for (a, b) in witness.matching.pairs() {
        let (a, b) = (problem.players[a], problem.players[b]);
        if top.contains(&a) || top.contains(&b) {
            assert!(
                rest.fix_pair(a, b),
                "the optimal matching pairs everybody (C3)"
            );
        }
    }
    let value = |digit: Digit| {
        digits
            .iter()
            .position(|&d| d == digit)
            .map_or(0, |i| witness.totals[i])
    };
    Some(Selection {
        following_needs: following_applies.then(|| value(Digit::Following)),
        previous_floaters: field.floats_matter.then(|| value(Digit::Floaters)),
        upfloaters,
        rest,
    })
}

/// What the cost counts, one digit each.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Digit {
    /// Pairs of a resident with an upfloater (C4).
    Upfloaters,
    /// Upfloaters from the lower scoregroup of this index (C5).
    Level(usize),
    /// Pairs of the following scoregroup with lower ones (C6).
    Following,
    /// Upfloaters who floated in the previous round (C7).
    Floaters,
}

/// What a player of a lower scoregroup may do in the matchings sought.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Constraint {
    Resident,
    Free,
    MustFloat,
    MayNotFloat,
}

struct Solution {
    matching: Matching,
    totals: Vec<usize>,
}

/// The players still to pair, numbered 0.. for the weighted matching.
struct Problem<'f> {
    field: &'f Field,
    /// Field number of each local vertex.
    players: Vec<usize>,
    /// Local vertex of each field player still to pair.
    local: Vec<Option<usize>>,
    /// Lower scoregroup of each local vertex (`None` for residents).
    level: Vec<Option<usize>>,
    role: Vec<Constraint>,
    /// Lower scoregroups that give no upfloater: no pairs with residents.
    closed: Vec<bool>,
    /// Residents, the following scoregroup, each lower scoregroup: the largest counts.
    residents: usize,
    following: usize,
    sizes: Vec<usize>,
}

impl<'f> Problem<'f> {
    fn new(
        field: &'f Field,
        players: &MatchingOracle<'_>,
        top: &[usize],
        lower: &[Scoregroup],
    ) -> Problem<'f> {
        let list: Vec<usize> = players.active().iter().collect();
        let mut local = vec![None; field.len()];
        for (index, &player) in list.iter().enumerate() {
            local[player] = Some(index);
        }
        let mut level = vec![None; list.len()];
        for (index, group) in lower.iter().enumerate() {
            for &player in &group.members {
                if let Some(l) = local[player] {
                    level[l] = Some(index);
                }
            }
        }
        let role = level
            .iter()
            .map(|l| match l {
                None => Constraint::Resident,
                Some(_) => Constraint::Free,
            })
            .collect();
        Problem {
            field,
            players: list,
            local,
            level,
            role,
            closed: vec![false; lower.len()],
            residents: top.len(),
            following: lower.first().map_or(0, |g| g.members.len()),
            sizes: lower.iter().map(|g| g.members.len()).collect(),
        }
    }

    /// The digits in priority order: C4, the scoregroups giving upfloaters (lowest score
    /// first) and the one being settled, then C6 and C7 if asked for.
    fn digits(&self, giving: &[usize], settling: Option<usize>, following: bool) -> Vec<Digit> {
        let mut digits = vec![Digit::Upfloaters];
        digits.extend(giving.iter().map(|&l| Digit::Level(l)));
        digits.extend(settling.map(Digit::Level));
        if following {
            digits.push(Digit::Following);
        }
        if settling.is_none() && self.field.floats_matter {
            digits.push(Digit::Floaters);
        }
        digits
    }

    /// The largest total of a digit over a matching.
    fn largest(&self, digit: Digit) -> usize {
        match digit {
            Digit::Upfloaters | Digit::Floaters => self.residents,
            Digit::Level(l) => self.sizes[l].min(self.residents),
            Digit::Following => self.following,
        }
    }

    /// How much the pair `a-b` adds to each digit.
    fn counts(&self, a: usize, b: usize, digits: &[Digit]) -> Option<Vec<usize>> {
        let (upfloat, following) = match (self.level[a], self.level[b]) {
            (None, None) => (None, false),
            (None, Some(_)) => (Some(b), false),
            (Some(_), None) => (Some(a), false),
            (Some(x), Some(y)) => (None, (x == 0) != (y == 0)),
        };
        if let Some(lower) = upfloat {
            let l = self.level[lower].expect("a lower player");
            if self.closed[l] || self.role[lower] == Constraint::MayNotFloat {
                return None;
            }
        } else if [a, b]
            .iter()
            .any(|&v| self.role[v] == Constraint::MustFloat)
        {
            return None;
        }
        let counts = digits
            .iter()
            .map(|&digit| {
                let hit = match (digit, upfloat) {
                    (Digit::Upfloaters, Some(_)) => true,
                    (Digit::Level(l), Some(lower)) => self.level[lower] == Some(l),
                    (Digit::Floaters, Some(lower)) => {
                        self.field.counts_as_floater(self.players[lower])
                    }
                    (Digit::Following, None) => following,
                    _ => false,
                };
                usize::from(hit)
            })
            .collect();
        Some(counts)
    }

    /// A perfect matching minimising the digits lexicographically, with its totals; `None`
    /// if there is none or the cost does not fit.
    fn solve(&self, digits: &[Digit]) -> Option<Solution> {
        // Each digit's unit exceeds the largest total of all digits after it.
        let mut units = vec![1i128; digits.len()];
        for i in (0..digits.len().saturating_sub(1)).rev() {
            let span = i128::try_from(self.largest(digits[i + 1]) + 1).ok()?;
            units[i] = units[i + 1].checked_mul(span)?;
        }
        let span = i128::try_from(self.largest(digits[0]) + 1).ok()?;
        if units[0].checked_mul(span)? > MAX_EDGE_WEIGHT {
            return None;
        }
        let legal = &self.field.legal;
        let mut edges = Vec::new();
        for a in 0..self.players.len() {
            for b in a + 1..self.players.len() {
                if !legal.has_edge(self.players[a], self.players[b]) {
                    continue;
                }
                if let Some(counts) = self.counts(a, b, digits) {
                    let cost: i128 = counts
                        .iter()
                        .zip(&units)
                        .map(|(&c, &u)| c as i128 * u)
                        .sum();
                    edges.push(WeightedEdge {
                        a,
                        b,
                        weight: -cost,
                    });
                }
            }
        }
        let matching = maximum_weight_matching(
            self.players.len(),
            &edges,
            MatchingObjective::MaximumCardinalityThenWeight,
        )
        .expect(
            "edges are built within range, weights checked above, and players far fewer than 2^20",
        );
        if 2 * matching.pair_count() != self.players.len() {
            return None;
        }
        let mut totals = vec![0; digits.len()];
        for (a, b) in matching.pairs() {
            let counts = self
                .counts(a, b, digits)
                .expect("only allowed pairs are edges");
            for (total, count) in totals.iter_mut().zip(counts) {
                *total += count;
            }
        }
        Some(Solution { matching, totals })
    }

    /// Whether the local vertex is paired with a resident in `matching`.
    fn floats(&self, matching: &Matching, local: usize) -> bool {
        matching
            .mate(local)
            .is_some_and(|mate| self.level[mate].is_none())
    }

    /// The upfloaters the lower scoregroup `level` gives in `matching`.
    fn upfloaters_from(&self, matching: &Matching, level: usize) -> usize {
        (0..self.players.len())
            .filter(|&v| self.level[v] == Some(level) && self.floats(matching, v))
            .count()
    }
}
