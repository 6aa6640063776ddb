//! 3.5: which players from lower scoregroups join the top scoregroup to form the bracket.
//!
//! The search goes through the candidate sets in the order the rules rank them and stops
//! as soon as the rules are satisfied, so it never lists sets it does not need:
//!
//! 1. sizes `k` in increasing order (C4), from the least the residents need among
//!    themselves (`t - 2ν`, ν the largest number of pairs inside the top scoregroup);
//! 2. for each size, the compositions (how many upfloaters from each lower scoregroup) in
//!    the order of C5 ([`Compositions`]);
//! 3. for each composition, the sets in the order of 3.5.3-3.5.4 ([`CandidateSets`]),
//!    depth first, pruned by exact tests on the residents' side and by the bounds of C6
//!    and C7; every complete set is checked for C1 and C3 with the matching oracle.
//!
//! The first composition that has a set giving a legal pairing of the bracket and of all
//! remaining players is the one C4 and C5 choose; within it, the set chosen is the
//! first, in 3.5.4 order, of those with the best C6 value and then the best C7 value
//! (see the module documentation of `double_swiss` for this reading of 3.5.5).
//!
//! The pruning is exact on the residents' side only. When almost every pair has met, many
//! sets can pass it and still fail C3; after [`SEARCH_STEPS`] steps the search hands over
//! to `weighing`, which reaches the same choice through weighted perfect matchings.

use std::cell::Cell;
use std::cmp::Ordering;

use super::criteria::{Field, Scoregroup};
use super::weighing;
use crate::model::Points;
use crate::pairing::matching::{
    CompatibilityGraph, MatchingOracle, has_perfect_matching, maximum_matching_within,
};

/// The outcome of 3.5 for one top scoregroup.
pub(in crate::pairing) struct Selection<'g> {
    /// In the order of 3.5.3: descending score, then ascending TPN.
    pub upfloaters: Vec<usize>,
    /// The players still to pair once the bracket is paired; they can all be paired
    /// legally (C3).
    pub rest: MatchingOracle<'g>,
    /// C6: the fewest upfloaters the following scoregroup's bracket will need, when C6
    /// applies.
    pub following_needs: Option<usize>,
    /// C7: how many of the upfloaters floated in the previous round, when C7 applies.
    pub previous_floaters: Option<usize>,
}

/// Steps (prefixes and sets examined) the ordered search takes before the weighted method
/// of `weighing` takes over; ordinary rounds need a few dozen at most.
pub(in crate::pairing) const SEARCH_STEPS: usize = 2_000;

/// 3.3.2, step 2 repeated: while players are left, the top scoregroup with the
/// upfloaters 3.5 chooses is handed to `pair_bracket`, and the rest is paired next.
///
/// C6's "following scoregroup" is that of the next lower score among all the players of
/// the round; when earlier brackets took all its players as upfloaters it "became" empty
/// and C6 does not apply (2.3.3, the same words in C.04.5 and C.04.6; the module
/// documentation of `double_swiss`).
pub(in crate::pairing) fn each_bracket<'g>(
    field: &'g Field,
    mut players: MatchingOracle<'g>,
    steps: usize,
    mut pair_bracket: impl FnMut(Scoregroup, &Selection<'g>),
) {
    let scores: Vec<Points> = field
        .scoregroups(&field.set_of(0..field.len()))
        .into_iter()
        .map(|group| group.score)
        .collect();
    while !players.active().is_empty() {
        let mut groups = field.scoregroups(players.active());
        let top = groups.remove(0);
        let emptied = groups.first().is_some_and(|next| {
            scores.iter().find(|&&score| score < top.score) != Some(&next.score)
        });
        let selection = select(field, &players, &top.members, &groups, emptied, steps);
        pair_bracket(top, &selection);
        players = selection.rest;
    }
}

/// Chooses the upfloaters for the top scoregroup `top` (3.5), `players` being everybody
/// still to pair (a perfect matching exists) and `lower` their scoregroups below `top`;
/// `following_emptied` when C6's following scoregroup became empty before. The ordered
/// search runs for at most `steps` steps, then `weighing` decides; both give the same
/// choice.
pub(in crate::pairing) fn select<'g>(
    field: &'g Field,
    players: &MatchingOracle<'g>,
    top: &[usize],
    lower: &[Scoregroup],
    following_emptied: bool,
    steps: usize,
) -> Selection<'g> {
    let searched = |steps: usize| {
        let steps = Cell::new(steps);
        let search = Search {
            field,
            players,
            top,
            lower,
            following_emptied,
            steps: &steps,
        };
        search.run(Goal::Best).map(|found| {
            let found = found
                .expect("everybody still to pair can be paired (C3), so the top scoregroup can");
            let following_applies = search.following_applies(&found.counts);
            Selection {
                upfloaters: found.upfloaters,
                rest: found.rest,
                following_needs: following_applies.then_some(found.quality.following_needs),
                previous_floaters: field
                    .floats_matter
                    .then_some(found.quality.previous_floaters),
            }
        })
    };
    searched(steps)
        .ok()
        .or_else(|| weighing::select(field, players, top, lower, following_emptied))
        .unwrap_or_else(|| {
            // The costs did not fit the weights: finish the search, however long.
            searched(usize::MAX).expect("an unlimited search runs to the end")
        })
}

/// The ordered search ran out of steps.
#[derive(Debug)]
struct OutOfSteps;

/// What the search is after.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Goal {
    /// Any set of the fewest upfloaters (C4 only: the value C6 asks about).
    Fewest,
    /// The set 3.5 chooses.
    Best,
}

/// The lower criteria a set of upfloaters is compared by, most important first; smaller is
/// better.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Quality {
    /// C6: upfloaters the following scoregroup's bracket will need (0 when C6 does not
    /// apply).
    following_needs: usize,
    /// C7: upfloaters who floated in the previous round (0 when C7 does not apply).
    previous_floaters: usize,
}

struct Found<'g> {
    upfloaters: Vec<usize>,
    counts: Vec<usize>,
    rest: MatchingOracle<'g>,
    quality: Quality,
}

/// One search for upfloaters: the top scoregroup, the lower ones, and everybody still to
/// pair.
struct Search<'s, 'g> {
    field: &'g Field,
    players: &'s MatchingOracle<'g>,
    top: &'s [usize],
    lower: &'s [Scoregroup],
    /// C6's following scoregroup became empty in earlier brackets: C6 does not apply.
    following_emptied: bool,
    /// Steps left, shared with the searches nested for C6.
    steps: &'s Cell<usize>,
}

impl<'g> Search<'_, 'g> {
    fn run(&self, goal: Goal) -> Result<Option<Found<'g>>, OutOfSteps> {
        let sizes: Vec<usize> = self.lower.iter().map(|g| g.members.len()).collect();
        let available: usize = sizes.iter().sum();
        let residents = self.field.set_of(self.top.iter().copied());
        let inner_pairs = maximum_matching_within(&self.field.legal, &residents).pair_count();
        let least = self.top.len() - 2 * inner_pairs;
        for size in (least..=available).step_by(2) {
            for counts in Compositions::new(&sizes, size) {
                let mut examiner = Examiner {
                    search: self,
                    goal,
                    prune_by_residents: size >= 2,
                    bound: self.bound(&counts),
                    counts: &counts,
                    best: None,
                    out_of_steps: false,
                };
                CandidateSets {
                    groups: self.lower,
                    counts: &counts,
                }
                .search(&mut examiner);
                if examiner.out_of_steps {
                    return Err(OutOfSteps);
                }
                if let Some(found) = examiner.best {
                    return Ok(Some(found));
                }
            }
        }
        Ok(None)
    }

    /// Takes one step; `false` when none is left.
    fn step(&self) -> bool {
        let left = self.steps.get();
        self.steps.set(left.saturating_sub(1));
        left > 0
    }

    /// C6 applies unless every player of the following scoregroup became or becomes an
    /// upfloater.
    fn following_applies(&self, counts: &[usize]) -> bool {
        !self.following_emptied
            && self
                .lower
                .first()
                .is_some_and(|following| counts[0] < following.members.len())
    }

    fn pools(&self, counts: &[usize]) -> Vec<Pool<'_>> {
        self.lower
            .iter()
            .zip(counts)
            .filter(|&(_, &needed)| needed > 0)
            .map(|(group, &needed)| Pool {
                candidates: &group.members,
                needed,
            })
            .collect()
    }

    /// The best [`Quality`] any set of this composition could have.
    fn bound(&self, counts: &[usize]) -> Quality {
        let following_needs = if self.following_applies(counts) {
            (self.lower[0].members.len() - counts[0]) % 2
        } else {
            0
        };
        Quality {
            following_needs,
            previous_floaters: self.unavoidable_floaters(&self.pools(counts)),
        }
    }

    /// C7: previous-round floaters that completing from `pools` cannot avoid.
    fn unavoidable_floaters(&self, pools: &[Pool<'_>]) -> usize {
        pools
            .iter()
            .map(|pool| {
                let others = pool
                    .candidates
                    .iter()
                    .filter(|&&p| !self.field.counts_as_floater(p))
                    .count();
                pool.needed.saturating_sub(others)
            })
            .sum()
    }

    fn floaters_among(&self, players: &[usize]) -> usize {
        players
            .iter()
            .filter(|&&p| self.field.counts_as_floater(p))
            .count()
    }

    /// C1 and C3 for a complete set: the bracket can be paired legally and so can
    /// everybody else. Returns the players left to pair.
    fn completes(&self, upfloaters: &[usize]) -> Option<MatchingOracle<'g>> {
        let bracket = self
            .field
            .set_of(self.top.iter().chain(upfloaters).copied());
        let pairing = maximum_matching_within(&self.field.legal, &bracket);
        if 2 * pairing.pair_count() != bracket.len() {
            return None;
        }
        let mut rest = self.players.clone();
        pairing
            .pairs()
            .all(|(a, b)| rest.fix_pair(a, b))
            .then_some(rest)
    }

    /// Whether the residents can all be paired, among themselves and with `chosen` plus
    /// exactly `needed` more players from each pool, every upfloater facing a resident.
    ///
    /// With the fewest upfloaters (C4) every legal pairing of a bracket has this shape
    /// (two upfloaters paired together could both be left out), so a set that fails here
    /// cannot be completed. Decided exactly with one perfect-matching test on a graph
    /// where each pool gets `candidates - needed` absorbing vertices joined to all its
    /// candidates: the candidates not absorbed are the upfloaters.
    fn residents_can_meet(&self, chosen: &[usize], pools: &[Pool<'_>]) -> bool {
        let residents = self.top.len();
        let outsiders: Vec<usize> = chosen
            .iter()
            .copied()
            .chain(pools.iter().flat_map(|p| p.candidates.iter().copied()))
            .collect();
        let absorbers: usize = pools.iter().map(|p| p.candidates.len() - p.needed).sum();
        let mut graph = CompatibilityGraph::new(residents + outsiders.len() + absorbers);
        let legal = &self.field.legal;
        for (a, &resident) in self.top.iter().enumerate() {
            for (b, &other) in self.top.iter().enumerate().skip(a + 1) {
                if legal.has_edge(resident, other) {
                    graph.add_edge(a, b);
                }
            }
            for (b, &outsider) in outsiders.iter().enumerate() {
                if legal.has_edge(resident, outsider) {
                    graph.add_edge(a, residents + b);
                }
            }
        }
        let mut candidate = residents + chosen.len();
        let mut absorber = residents + outsiders.len();
        for pool in pools {
            let candidates = candidate..candidate + pool.candidates.len();
            for _ in pool.needed..pool.candidates.len() {
                for c in candidates.clone() {
                    graph.add_edge(c, absorber);
                }
                absorber += 1;
            }
            candidate = candidates.end;
        }
        has_perfect_matching(&graph)
    }
}

/// Candidates still to choose from, and how many of them.
#[derive(Clone, Copy, Debug)]
struct Pool<'a> {
    candidates: &'a [usize],
    needed: usize,
}

/// The questions [`CandidateSets::search`] asks while it walks the sets.
trait Judge {
    /// Whether some set that begins with `chosen` and takes the rest from `pools` may
    /// still be wanted.
    fn may_complete(&mut self, chosen: &[usize], pools: &[Pool<'_>]) -> bool;
    /// Looks at a complete set; `true` ends the search.
    fn examine(&mut self, set: &[usize]) -> bool;
}

/// The judge of the real search: prunes, checks complete sets and keeps the best.
struct Examiner<'e, 's, 'g> {
    search: &'e Search<'s, 'g>,
    goal: Goal,
    prune_by_residents: bool,
    /// No set of the composition can do better.
    bound: Quality,
    counts: &'e [usize],
    best: Option<Found<'g>>,
    out_of_steps: bool,
}

impl Judge for Examiner<'_, '_, '_> {
    fn may_complete(&mut self, chosen: &[usize], pools: &[Pool<'_>]) -> bool {
        if !self.search.step() {
            self.out_of_steps = true;
            return false;
        }
        if let Some(best) = &self.best {
            let floaters =
                self.search.floaters_among(chosen) + self.search.unavoidable_floaters(pools);
            let hope = Quality {
                previous_floaters: floaters,
                ..self.bound
            };
            if hope >= best.quality {
                return false;
            }
        }
        !self.prune_by_residents || self.search.residents_can_meet(chosen, pools)
    }

    fn examine(&mut self, set: &[usize]) -> bool {
        if !self.search.step() {
            self.out_of_steps = true;
            return true;
        }
        let Some(rest) = self.search.completes(set) else {
            return false;
        };
        let quality = match self.goal {
            Goal::Fewest => Quality {
                following_needs: 0,
                previous_floaters: 0,
            },
            Goal::Best => match self.quality(set, &rest) {
                Ok(quality) => quality,
                Err(OutOfSteps) => {
                    self.out_of_steps = true;
                    return true;
                }
            },
        };
        if self
            .best
            .as_ref()
            .is_some_and(|best| quality.cmp(&best.quality) != Ordering::Less)
        {
            return false;
        }
        self.best = Some(Found {
            upfloaters: set.to_vec(),
            counts: self.counts.to_vec(),
            rest,
            quality,
        });
        self.goal == Goal::Fewest || quality == self.bound
    }
}

impl<'g> Examiner<'_, '_, 'g> {
    fn quality(&self, set: &[usize], rest: &MatchingOracle<'g>) -> Result<Quality, OutOfSteps> {
        let search = self.search;
        let following_needs = if search.following_applies(self.counts) {
            // C6: the following scoregroup, less the upfloaters taken from it, is the
            // next top scoregroup; how few upfloaters will its bracket need?
            let next_top: Vec<usize> = search.lower[0]
                .members
                .iter()
                .copied()
                .filter(|p| !set.contains(p))
                .collect();
            let mut below = rest.active().clone();
            for &p in &next_top {
                below.remove(p);
            }
            let next_lower = search.field.scoregroups(&below);
            let next = Search {
                field: search.field,
                players: rest,
                top: &next_top,
                lower: &next_lower,
                following_emptied: false,
                steps: search.steps,
            };
            next.run(Goal::Fewest)?
                .expect("the players left can all be paired (C3), so the next top scoregroup can")
                .upfloaters
                .len()
        } else {
            0
        };
        Ok(Quality {
            following_needs,
            previous_floaters: search.floaters_among(set),
        })
    }
}

/// The compositions of `size` upfloaters over scoregroups of the given sizes (highest
/// score first), i.e. how many upfloaters come from each, in the order of C5: the score
/// differences, taken in descending order, as small as possible, i.e. fewest upfloaters
/// from the lowest scoregroup, then fewest from the one above it, and so on.
struct Compositions<'a> {
    sizes: &'a [usize],
    size: usize,
    next: Option<Vec<usize>>,
}

impl<'a> Compositions<'a> {
    fn new(sizes: &'a [usize], size: usize) -> Compositions<'a> {
        Compositions {
            sizes,
            size,
            next: fill_from_top(sizes, size),
        }
    }
}

/// Takes `count` players from the highest scoregroups first; `None` if there are fewer.
fn fill_from_top(sizes: &[usize], mut count: usize) -> Option<Vec<usize>> {
    let counts = sizes
        .iter()
        .map(|&available| {
            let taken = available.min(count);
            count -= taken;
            taken
        })
        .collect();
    (count == 0).then_some(counts)
}

impl Iterator for Compositions<'_> {
    type Item = Vec<usize>;

    fn next(&mut self) -> Option<Vec<usize>> {
        let current = self.next.take()?;
        // The successor raises the count of the highest scoregroup that can take one more
        // (scoregroup 0 only takes what the others leave) and refills those above it.
        self.next = (1..current.len()).find_map(|raised| {
            let below: usize = current[raised..].iter().sum();
            if current[raised] >= self.sizes[raised] || below >= self.size {
                return None;
            }
            let above = fill_from_top(&self.sizes[..raised], self.size - below - 1)?;
            let mut successor = above;
            successor.push(current[raised] + 1);
            successor.extend_from_slice(&current[raised + 1..]);
            Some(successor)
        });
        Some(current)
    }
}

/// The sets with `counts[i]` players from `groups[i]`, visited in the order of 3.5.3-3.5.4:
/// each set listed by descending score then ascending TPN, sets compared
/// lexicographically. As every set of a composition has the same scores in the same
/// places, this is a depth-first walk choosing the players in that listing order, each
/// from the lowest TPN up.
struct CandidateSets<'a> {
    groups: &'a [Scoregroup],
    counts: &'a [usize],
}

impl CandidateSets<'_> {
    fn search(&self, judge: &mut impl Judge) {
        let mut chosen = Vec::new();
        if judge.may_complete(&chosen, &self.pools(0, 0, self.counts.first().copied())) {
            self.descend(0, 0, &mut chosen, judge);
        }
    }

    /// The pools left when scoregroup `group` still has `needed` players to give from
    /// position `from` on (`None`: as many as its count).
    fn pools(&self, group: usize, from: usize, needed: Option<usize>) -> Vec<Pool<'_>> {
        let mut pools = Vec::new();
        if let (Some(g), Some(needed)) = (self.groups.get(group), needed)
            && needed > 0
        {
            pools.push(Pool {
                candidates: &g.members[from..],
                needed,
            });
        }
        for (g, &needed) in self.groups.iter().zip(self.counts).skip(group + 1) {
            if needed > 0 {
                pools.push(Pool {
                    candidates: &g.members,
                    needed,
                });
            }
        }
        pools
    }

    /// Chooses the remaining players of scoregroup `group` (starting at position `from`)
    /// and of the groups after it. Returns `true` when the judge ended the search.
    fn descend(
        &self,
        group: usize,
        from: usize,
        chosen: &mut Vec<usize>,
        judge: &mut impl Judge,
    ) -> bool {
        let taken_here = chosen.len() - self.counts[..group].iter().sum::<usize>();
        let Some(&count) = self.counts.get(group) else {
            return judge.examine(chosen);
        };
        let needed = count - taken_here;
        if needed == 0 {
            return self.descend(group + 1, 0, chosen, judge);
        }
        let members = &self.groups[group].members;
        let last = members.len() - needed;
        for (position, &player) in members.iter().enumerate().take(last + 1).skip(from) {
            chosen.push(player);
            let pools = self.pools(group, position + 1, Some(needed - 1));
            let stop = if pools.is_empty() {
                judge.examine(chosen)
            } else {
                judge.may_complete(chosen, &pools)
                    && self.descend(group, position + 1, chosen, judge)
            };
            chosen.pop();
            if stop {
                return true;
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Records every set, pruning nothing.
    struct Lister(Vec<Vec<usize>>);

    impl Judge for Lister {
        fn may_complete(&mut self, _: &[usize], _: &[Pool<'_>]) -> bool {
            true
        }
        fn examine(&mut self, set: &[usize]) -> bool {
            self.0.push(set.to_vec());
            false
        }
    }

    fn group(score_tenths: i32, members: &[usize]) -> Scoregroup {
        Scoregroup {
            score: Points::from_tenths(score_tenths),
            members: members.to_vec(),
        }
    }

    #[test]
    fn sets_follow_the_example_of_3_5_4() {
        // 2, 6, 8 have 3 points and 1, 3, 5 have 2.5; two upfloaters with 3 points and one
        // with 2.5 (players are named by their TPN here).
        let groups = [group(30, &[2, 6, 8]), group(25, &[1, 3, 5])];
        let mut lister = Lister(Vec::new());
        CandidateSets {
            groups: &groups,
            counts: &[2, 1],
        }
        .search(&mut lister);
        assert_eq!(
            lister.0,
            [
                [2, 6, 1],
                [2, 6, 3],
                [2, 6, 5],
                [2, 8, 1],
                [2, 8, 3],
                [2, 8, 5],
                [6, 8, 1],
                [6, 8, 3],
                [6, 8, 5]
            ]
        );
    }

    #[test]
    fn compositions_come_in_the_order_of_c5() {
        // Scoregroups of 3, 2 and 1 points below the top: fewest from the lowest first.
        let all: Vec<Vec<usize>> = Compositions::new(&[1, 1, 5], 2).collect();
        assert_eq!(all, [[1, 1, 0], [1, 0, 1], [0, 1, 1], [0, 0, 2]]);
        let all: Vec<Vec<usize>> = Compositions::new(&[3, 3], 3).collect();
        assert_eq!(all, [[3, 0], [2, 1], [1, 2], [0, 3]]);
        let all: Vec<Vec<usize>> = Compositions::new(&[2, 0, 2], 3).collect();
        assert_eq!(all, [[2, 0, 1], [1, 0, 2]]);
        assert_eq!(Compositions::new(&[1, 1], 3).count(), 0);
        let none: Vec<Vec<usize>> = Compositions::new(&[2, 2], 0).collect();
        assert_eq!(none, [[0, 0]]);
    }

    #[test]
    fn pruned_prefixes_are_not_completed() {
        struct NoTwo(Vec<Vec<usize>>);
        impl Judge for NoTwo {
            fn may_complete(&mut self, chosen: &[usize], _: &[Pool<'_>]) -> bool {
                chosen.first() != Some(&2)
            }
            fn examine(&mut self, set: &[usize]) -> bool {
                self.0.push(set.to_vec());
                set == [6, 8, 3]
            }
        }
        let groups = [group(30, &[2, 6, 8]), group(25, &[1, 3, 5])];
        let mut judge = NoTwo(Vec::new());
        CandidateSets {
            groups: &groups,
            counts: &[2, 1],
        }
        .search(&mut judge);
        assert_eq!(judge.0, [[6, 8, 1], [6, 8, 3]]);
    }
}
