//! Score brackets (A3), subgroups S1 and S2 (A6), and the pairing procedure C1-C14.
//!
//! Brackets are paired from the highest score down. A bracket's players are those with its
//! score plus those moved down to it ("MDPs"), all in A2 order, so the MDPs come first.
//!
//! # How the procedure is read
//!
//! A bracket is paired in two parts. In a *heterogeneous* bracket (A3: players moved down,
//! fewer than half of it) S1 holds the MDPs, p is their number (A6), and they are paired
//! against S2 by transpositions only (D1; C8's exchanges are for homogeneous groups). The
//! players of S2 left unpaired form the *remainder*, "always treated as a homogeneous one"
//! (A3), which C6 sends back to C2. A homogeneous bracket, or one of which at least half was
//! moved down (A3, last sentence), is a remainder from the start (no MDP part).
//! A remainder is paired S1 (the higher half, A6) against S2 by exchanges (D2) and within
//! each exchange by transpositions (D1); the players it leaves unpaired are moved down.
//!
//! C6-C8 accept the first candidate, in that order, that keeps B1 and B2 and the relative
//! criteria still in force. In a group treated as homogeneous that holds several scores
//! (A3's majority rule, a bracket joined by C13, a remainder after C14 on the MDP part)
//! B3 ranks above B4-B6 and is never dropped: only the candidates with the smallest score
//! differences compete ([`super::differences`]). When none does, C9-C14 relax, in the text's order. Each step
//! restarts the search of the whole bracket (C9 restarts at C2, C10 at C4, C11 at C3 with
//! "undo all pairings of players moved down also"), so the procedure is a *ladder* of
//! levels, and at each level the first acceptable candidate of the bracket is taken:
//! MDP pairings in D1 order, and for each the remainder in D2/D1 order; a remainder that
//! cannot be paired makes the next MDP pairing be tried (C9: "undo the pairing of the
//! lowest moved down player paired and try to find a different opponent for this player
//! by restarting at C7" is exactly the next transposition in D1 order).
//!
//! The ladder of one bracket, for its current p values ([`Step`]):
//! 1. all criteria (B4 with x by A8, B5, B6);
//! 2. C9: B6, then B5, dropped for upfloats (the text places this under the remainder; it
//!    is the only place that drops them, so it applies to every group with upfloats);
//! 3. C10: B6, then B5, dropped for downfloats;
//! 4. C11: x raised by one at a time "as long as x is less than p". The remainder's x is
//!    raised first (the remainder is where the procedure stands when it fails); when it
//!    reaches its p the MDP part's x is raised and the remainder's starts again. The MDP
//!    part's x is raised first when the MDP part alone cannot be paired. Raising the MDP
//!    part's x before moving anybody down follows the preamble of the relative criteria:
//!    "no player should be moved down to a lower score bracket" to comply with them;
//! 5. A7(c) set aside "as long as this does not result in additional downfloaters": the
//!    last step before players are moved down (A7(d)'s "as long as this does not result
//!    in additional floaters" needs no step: with x at p it changes nothing, see
//!    [`super::criteria`]);
//! 6. C12, when the MDPs cannot all be paired: the bracket above is re-paired (see below);
//! 7. the last-round note on B2 for 50% scorers ("if this is helpful to avoid additional
//!    downfloaters");
//! 8. C13 for the lowest bracket; otherwise C14: p lowered by one, "and if the original
//!    value of x was greater than zero decrease x by 1 as well". C14 names the original x,
//!    so the C11 increases are undone; it restores nothing else, so B5 and B6, dropped at
//!    C9 and C10, stay dropped (read literally: C14 restarts at C4, after C9 and C10 would
//!    restore them) and the ladder goes on for the new p from C11 with x restored (A7(c)
//!    and the last-round note on B2 are back in force: they are set aside only "as long as
//!    this does not result in additional downfloaters", judged anew for each p). The p lowered is the one of the part that cannot be
//!    paired: the remainder's (more players moved down), or, when the MDPs cannot all be
//!    paired, the MDP part's: then S1 holds the highest p MDPs (C4 "put the highest
//!    players in S1") and the other MDPs join S2. With that p at zero the whole bracket is
//!    one remainder; with the remainder's p at zero its players all move down ("the entire
//!    score bracket is moved down").
//!
//! C1 is applied before the ladder, again after each player it moves: a player with no
//! possible opponent in the bracket (B1, B2 with the last-round note) is moved down; for
//! an MDP C12 is tried first, but only in a bracket treated as heterogeneous (C12 begins
//! "In case of a heterogeneous group"; a bracket of which at least half was moved down is
//! treated as homogeneous, A3, and its stuck MDP simply moves on). The text says nothing
//! of what follows when C12 finds nothing: the MDP is then moved down further, like any
//! player C1 cannot pair. In the lowest bracket C13 applies. In the lowest bracket a player may be left without
//! opponent when the bracket is odd and the player may receive the bye.
//!
//! C12 searches the bracket above again, at the level where it was paired and the levels
//! after it with the same p values (C14 would move still more players down, which C12
//! exists to avoid), for its first acceptable pairing that moves down a different set of
//! players with which all MDPs of this bracket can be paired (relative criteria aside, as
//! they have been dropped when C12 is reached): "this now allows p pairings to be made",
//! p being the number of MDPs, so the MDP that C1 found stuck must now have an opponent. At most once per bracket; a bracket above
//! that C1 emptied has no pairing to change.
//!
//! C13 searches the penultimate bracket again, from where it was paired through the rest
//! of its ladder (down to p = 0, as the text says), for its first acceptable pairing
//! (other than the one it had) after which the lowest bracket can be paired completely.
//! When p reaches zero instead, the two brackets are joined: the penultimate's players all
//! count as moved down into the lowest, and the next bracket up becomes the penultimate.
//!
//! The lowest bracket must pair everybody but one player when the number is odd, and that
//! player must be allowed the bye (A5, B1b). When it is the only bracket left and still
//! cannot be paired, its MDP part's p is lowered as in C14 (pairing MDPs among
//! themselves); when even that fails no legal pairing exists.
//!
//! # Never an exhaustive search
//!
//! Every search is pruned by exact feasibility checks:
//! - the transposition search asks an [`Assignment`] whether the rest of S1 can still be
//!   paired acceptably (B1, B2, floats, x, who may be left over) before it fixes a pair,
//!   so it walks straight to the first acceptable transposition;
//! - a level is searched only when the whole bracket can be paired at it, colours aside
//!   (a matching of the bracket, [`super::feasibility`]), and a pair of p values only when
//!   it can be paired at the most relaxed level;
//! - exchanges are tried only when a weighted matching shows that some pairing of the
//!   remainder keeps x at this level;
//! - a remainder that cannot be paired is remembered, so MDP pairings leaving the same
//!   remainder are not searched again.

use std::collections::HashMap;

use crate::model::Points;
use crate::model::floats::Float;

use super::criteria::{ColourWishes, Field, Level, Standing};
use super::differences::{self, Differences};
use super::exchanges::{Exchange, exchanges};
use super::feasibility;
use super::transpositions::Transpositions;
use crate::pairing::matching::{Assignment, AssignmentProblem};

/// How a bracket is paired (A3, A6).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Treatment {
    /// All players have the bracket's score.
    Homogeneous,
    /// Players moved down, fewer than half: they are S1 and are paired first.
    Heterogeneous,
    /// At least half of the players were moved down: treated as homogeneous (A3).
    HomogeneousByMajority,
}

/// One rung of the ladder (see the module documentation), in order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Step {
    Strict,
    /// C9.
    NoB6Up,
    /// C9.
    NoB5Up,
    /// C10.
    NoB6Down,
    /// C10.
    NoB5Down,
    /// C11: x raised by `moved_down` in the MDP part and by `remainder` in the remainder.
    MoreX {
        moved_down: usize,
        remainder: usize,
    },
    /// A7(c) set aside; x at its maximum.
    NoA7c,
    /// Last round: B2 not applied to 50% scorers.
    NoB2Half,
}

impl Step {
    pub fn level(self) -> Level {
        let mut level = Level::STRICT;
        level.b6_up = self < Step::NoB6Up;
        level.b5_up = self < Step::NoB5Up;
        level.b6_down = self < Step::NoB6Down;
        level.b5_down = self < Step::NoB5Down;
        match self {
            Step::MoreX {
                moved_down,
                remainder,
            } => {
                level.x_extra = moved_down;
                level.x_extra_remainder = remainder;
            }
            Step::NoA7c | Step::NoB2Half => {
                level.x_extra = usize::MAX;
                level.x_extra_remainder = usize::MAX;
            }
            _ => {}
        }
        level.a7c = self < Step::NoA7c;
        level.b2_for_half = self < Step::NoB2Half;
        level
    }
}

/// Where a bracket stands on its ladder: how often C14 lowered each p, and the step.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Position {
    /// C14 applied to the MDP part.
    pub moved_down_cut: usize,
    /// C14 applied to the remainder.
    pub remainder_cut: usize,
    pub step: Step,
}

impl Position {
    pub const START: Position = Position {
        moved_down_cut: 0,
        remainder_cut: 0,
        step: Step::Strict,
    };
}

/// The pairing of one group: the MDP part of a heterogeneous bracket, or a remainder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupPairing {
    /// The group's players in A2 order.
    pub members: Vec<usize>,
    pub p: usize,
    /// x as used (A8, after C11/C14).
    pub x: usize,
    /// The exchange applied (D2), if any.
    pub exchange: Option<Exchange>,
    /// S1 and S2 after the exchange, in A2 order.
    pub s1: Vec<usize>,
    pub s2: Vec<usize>,
    /// S1's players against their opponents, in S1 order.
    pub pairs: Vec<(usize, usize)>,
    /// Whether S2 had to be transposed (C7).
    pub transposed: bool,
    /// Players of S2 left unpaired.
    pub unpaired: Vec<usize>,
    /// A7(d): the members counted with the colour opposite to their own mild preference
    /// (for x and B4 here, and for the colours of their pairs).
    pub switched: Vec<usize>,
}

/// What happened to a bracket besides its own search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// C1 moved these players down from the bracket above (of this score) into this one.
    MovedDownByC1 { from: Points, players: Vec<usize> },
    /// C12 or C13: the bracket was paired again for the bracket below.
    Repaired(Repair),
    /// C13: the bracket above was joined to this (lowest) one.
    JoinedByC13(Points),
}

/// Why and how a bracket was searched again for the bracket below it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Repair {
    /// C12 (the next bracket must be able to pair its MDPs) or C13 (the lowest bracket
    /// must be able to be paired completely).
    pub by_c13: bool,
    /// Where the search started (its earlier pairing's position).
    pub from: Position,
    /// The players the earlier pairing moved down.
    pub replaced: Vec<usize>,
    /// The players of the bracket below other than those this one moves down.
    pub below: Vec<usize>,
    /// Whether the bracket below was the lowest one.
    pub below_is_lowest: bool,
}

/// The pairing of one score bracket.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BracketPairing {
    /// The score of the bracket's own players.
    pub score: Points,
    /// All players paired in the bracket (A2 order; the MDPs first).
    pub members: Vec<usize>,
    /// How many of `members` were moved down into it.
    pub moved_down: usize,
    pub treatment: Treatment,
    pub lowest: bool,
    pub position: Position,
    /// The MDP part of a heterogeneous bracket.
    pub moved_down_part: Option<GroupPairing>,
    pub remainder: GroupPairing,
    /// Players moved down to the next bracket (for the lowest, the one getting the bye).
    pub leftovers: Vec<usize>,
    pub events: Vec<Event>,
    /// Which criteria concern anybody in the bracket at all (a criterion nobody could
    /// break is not worth naming as dropped): a flag is set when the criterion could
    /// matter, for B2 when there is a 50% scorer in the last round.
    pub concerned: Level,
}

impl BracketPairing {
    pub fn pairs(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.moved_down_part
            .iter()
            .chain(std::iter::once(&self.remainder))
            .flat_map(|g| g.pairs.iter().copied())
    }
}

/// A condition on the players a bracket leaves unpaired, used when C12 and C13 search a
/// bracket again on behalf of the next one.
pub trait LeftoverCondition {
    /// Whether this player may be among them (a necessary condition, for pruning).
    fn may_leave(&self, player: usize) -> bool;
    /// Whether the whole set is acceptable.
    fn accepts(&self, leftovers: &[usize]) -> bool;
}

/// How far a search may go down the ladder.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Reach {
    /// The whole ladder.
    All,
    /// Only positions with the starting p values (C12).
    SameP,
}

/// The outcome of searching one bracket.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Paired(Box<BracketPairing>),
    /// C12 applies: the MDPs cannot be paired; resume at `resume` if it fails.
    NeedC12 {
        resume: Position,
    },
    /// C13 applies: the lowest bracket cannot be paired.
    NeedC13,
    /// Nothing acceptable within the reach (searches with a condition), or, for the only
    /// bracket left, no legal pairing at all.
    NotFound,
}

/// One bracket to search.
pub struct Bracket<'a> {
    pub field: &'a Field,
    pub score: Points,
    /// A2 order, MDPs first.
    pub members: Vec<usize>,
    pub moved_down: usize,
    pub lowest: bool,
    /// Whether a bracket above could be paired again (C12, C13).
    pub has_previous: bool,
    pub condition: Option<&'a dyn LeftoverCondition>,
}

impl<'a> Bracket<'a> {
    pub fn treatment(&self) -> Treatment {
        if self.moved_down == 0 {
            Treatment::Homogeneous
        } else if 2 * self.moved_down >= self.members.len() {
            Treatment::HomogeneousByMajority
        } else {
            Treatment::Heterogeneous
        }
    }

    /// p of the MDP part before any C14 (0 when there is none).
    fn moved_down_p(&self) -> usize {
        if self.treatment() == Treatment::Heterogeneous {
            self.moved_down
        } else {
            0
        }
    }

    /// Whether the last-round note on B2 can change anything here.
    fn has_half_scorers(&self) -> bool {
        self.field.last_round
            && self
                .members
                .iter()
                .any(|&m| self.field.entrant(m).standing == Standing::Half)
    }

    /// Whether this member may be left unpaired at this level: the bye's B1b in the
    /// lowest bracket, B5/B6 for the downfloat of a player not yet moved down, and the
    /// condition of a C12/C13 search.
    fn may_leave(&self, member: usize, position_in_bracket: usize, level: &Level) -> bool {
        let field = self.field;
        (!self.lowest || field.entrant(member).may_receive_bye)
            && (position_in_bracket < self.moved_down
                || field.float_allowed(member, Float::Down, level))
            && self.condition.is_none_or(|c| c.may_leave(member))
    }

    /// C12: whether all the MDPs can be paired here ("this now allows p pairing to be
    /// made"), the relative criteria aside.
    pub fn can_pair_moved_down(&self) -> bool {
        let level = Step::NoA7c.level();
        if self.treatment() == Treatment::Heterogeneous {
            return self.moved_down_part_possible(self.moved_down, &level);
        }
        let pairs = self.members.len() / 2;
        feasibility::bracket_can_be_paired(self.field, &self.members, 0, pairs, &level, |m, at| {
            self.may_leave(m, at, &level)
        })
    }

    /// C13: whether this (lowest) bracket can be paired completely.
    pub fn can_be_paired_completely(&self) -> bool {
        let at = Cuts {
            moved_down_cut: 0,
            remainder_cut: 0,
        };
        self.feasible_at(at, &Step::NoB2Half.level())
    }

    /// Searches the ladder from `from`.
    pub fn search(&self, from: Position, reach: Reach, c12_available: bool) -> Outcome {
        let top_p = self.moved_down_p();
        let n = self.members.len();
        for moved_down_cut in from.moved_down_cut..=top_p {
            let p_md = top_p - moved_down_cut;
            let remainder_size = n - 2 * p_md;
            let last_remainder_cut = if self.lowest { 0 } else { remainder_size / 2 };
            let first_remainder_cut = if moved_down_cut == from.moved_down_cut {
                from.remainder_cut
            } else {
                0
            };
            let mut moved_down_failed = false;
            for remainder_cut in first_remainder_cut..=last_remainder_cut {
                let start = if (moved_down_cut, remainder_cut)
                    == (from.moved_down_cut, from.remainder_cut)
                {
                    from.step
                } else {
                    Step::Strict
                };
                // C14 restores x only: the floats criteria dropped before stay dropped.
                let start = if moved_down_cut + remainder_cut > 0 {
                    start.max(Step::NoB5Down)
                } else {
                    start
                };
                let at = Cuts {
                    moved_down_cut,
                    remainder_cut,
                };
                match self.climb(at, start, c12_available) {
                    Climb::Found(pairing) => return Outcome::Paired(pairing),
                    Climb::NeedC12(resume) => return Outcome::NeedC12 { resume },
                    Climb::Failed => {}
                }
                // Who failed: the MDP part (C12, C13 or C14 on it) or the remainder.
                if !self.moved_down_part_possible(p_md, &Step::NoB2Half.level()) {
                    moved_down_failed = true;
                }
                if self.lowest && self.has_previous && self.condition.is_none() {
                    return Outcome::NeedC13;
                }
                if moved_down_failed || reach == Reach::SameP {
                    break;
                }
            }
            if reach == Reach::SameP {
                break;
            }
        }
        Outcome::NotFound
    }

    /// Tries the steps of one pair of p values from `start`.
    fn climb(&self, at: Cuts, start: Step, c12_available: bool) -> Climb {
        let p_md = self.moved_down_p() - at.moved_down_cut;
        let remainder_p = (self.members.len() - 2 * p_md) / 2 - at.remainder_cut;
        let c12 = |climb_failed_at_a7c: bool| {
            climb_failed_at_a7c
                && start <= Step::NoA7c
                && self.c12_applies(c12_available, p_md)
                && !self.moved_down_part_possible(p_md, &Step::NoA7c.level())
        };
        let need_c12 = Climb::NeedC12(Position {
            moved_down_cut: at.moved_down_cut,
            remainder_cut: at.remainder_cut,
            step: Step::NoB2Half,
        });
        // Nothing even at the most relaxed level: no need to climb.
        if !self.feasible_at(at, &Step::NoB2Half.level()) {
            return if c12(true) { need_c12 } else { Climb::Failed };
        }
        let caps = (p_md, remainder_p);
        let mut tried = Vec::new();
        let mut attempt = |step: Step| {
            if step < start {
                return None;
            }
            let effective = self.effective(&step.level(), caps);
            if tried.contains(&effective) {
                return None;
            }
            tried.push(effective);
            // A level at which the bracket cannot be paired at all (colours aside) is not
            // searched candidate by candidate.
            if !self.feasible_at(at, &step.level()) {
                return None;
            }
            self.search_at(at, step)
        };
        for step in [
            Step::Strict,
            Step::NoB6Up,
            Step::NoB5Up,
            Step::NoB6Down,
            Step::NoB5Down,
        ] {
            if let Some(found) = attempt(step) {
                return Climb::Found(found);
            }
        }
        // C11: the remainder's x first, the MDP part's when the remainder's is exhausted
        // or the MDP part cannot be paired with its own.
        let x_md = self.moved_down_x(at);
        for moved_down in 0..=p_md.saturating_sub(x_md) {
            let step = Step::MoreX {
                moved_down,
                remainder: 0,
            };
            if !self.moved_down_part_possible(p_md, &step.level()) {
                continue;
            }
            for remainder in 0..=remainder_p {
                let step = Step::MoreX {
                    moved_down,
                    remainder,
                };
                if let Some(found) = attempt(step) {
                    return Climb::Found(found);
                }
            }
        }
        if let Some(found) = attempt(Step::NoA7c) {
            return Climb::Found(found);
        }
        if c12(true) {
            return need_c12;
        }
        if let Some(found) = attempt(Step::NoB2Half) {
            return Climb::Found(found);
        }
        Climb::Failed
    }

    fn c12_applies(&self, c12_available: bool, p_md: usize) -> bool {
        c12_available
            && self.has_previous
            && self.treatment() == Treatment::Heterogeneous
            && p_md > 0
    }

    /// The level with the criteria that cannot matter in this bracket normalised (and x
    /// capped at p), so that steps changing nothing are tried once.
    fn effective(&self, level: &Level, (p_md, remainder_p): (usize, usize)) -> Level {
        let field = self.field;
        let recent = |kind: Float, previous: bool, movers_too: bool| {
            self.members.iter().enumerate().any(|(position, &m)| {
                let e = field.entrant(m);
                let float = if previous {
                    e.floats.previous
                } else {
                    e.floats.two_before
                };
                (movers_too || position >= self.moved_down)
                    && e.standing != Standing::OverHalf
                    && float == Some(kind)
            })
        };
        let upfloats_possible = self.moved_down > 0;
        let mut effective = *level;
        effective.b5_up &= upfloats_possible && recent(Float::Up, true, true);
        effective.b6_up &= upfloats_possible && recent(Float::Up, false, true);
        effective.b5_down &= recent(Float::Down, true, false);
        effective.b6_down &= recent(Float::Down, false, false);
        effective.a7c &= self
            .members
            .iter()
            .any(|&m| field.entrant(m).odd_round_strong.is_some());
        effective.b2_for_half |= !self.has_half_scorers();
        effective.x_extra = effective.x_extra.min(p_md);
        effective.x_extra_remainder = effective.x_extra_remainder.min(remainder_p);
        effective
    }

    /// Which relative criteria and colour rules could matter here at all.
    fn concerned(&self) -> Level {
        Level {
            b2_for_half: self.has_half_scorers(),
            ..self.effective(&Level::STRICT, (0, 0))
        }
    }

    /// x of the MDP part: A8 for the whole bracket, less one per C14 (if it was above 0).
    fn moved_down_x(&self, at: Cuts) -> usize {
        let wishes = self.field.colour_wishes(&self.members);
        wishes.x.saturating_sub(at.moved_down_cut)
    }

    /// Whether the MDP part (S1 = the highest `p_md` players) can be paired at all at this
    /// level, ignoring the remainder.
    fn moved_down_part_possible(&self, p_md: usize, level: &Level) -> bool {
        if p_md == 0 {
            return true;
        }
        let s1 = &self.members[..p_md];
        let s2 = &self.members[p_md..];
        let wishes = self.field.colour_wishes(&self.members);
        let cut = self.moved_down_p() - p_md;
        let x = wishes
            .x
            .saturating_sub(cut)
            .saturating_add(level.x_extra)
            .min(p_md);
        let problem = self.part_problem(s1, s2, p_md, &wishes, x, level);
        Assignment::solve(&problem).is_feasible()
    }

    /// The assignment problem of the MDP part: S1 against S2 at this level.
    fn part_problem(
        &self,
        s1: &[usize],
        s2: &[usize],
        offset: usize,
        wishes: &ColourWishes,
        x: usize,
        level: &Level,
    ) -> AssignmentProblem {
        AssignmentProblem::new(
            s1.len(),
            s2.len(),
            x,
            |r, c| {
                self.field
                    .pair_allowed(s1[r], s2[c], level)
                    .then(|| u8::from(wishes.unfulfilled(r, offset + c)))
            },
            vec![false; s2.len()],
        )
    }

    /// Whether the bracket can be paired at all at this level with these p values
    /// (ignoring x, which only matters below the last steps).
    fn feasible_at(&self, at: Cuts, level: &Level) -> bool {
        let p_md = self.moved_down_p() - at.moved_down_cut;
        let remainder_p = (self.members.len() - 2 * p_md) / 2 - at.remainder_cut;
        feasibility::bracket_can_be_paired(
            self.field,
            &self.members,
            p_md,
            remainder_p,
            level,
            |member, position| self.may_leave(member, position, level),
        )
    }

    /// The first acceptable pairing of the bracket at one step, or `None`.
    fn search_at(&self, at: Cuts, step: Step) -> Option<Box<BracketPairing>> {
        let level = step.level();
        let top_p = self.moved_down_p();
        let p_md = top_p - at.moved_down_cut;
        let s1 = &self.members[..p_md];
        let s2 = &self.members[p_md..];
        let wishes = self.field.colour_wishes(&self.members);
        let x_md = wishes
            .x
            .saturating_sub(at.moved_down_cut)
            .saturating_add(level.x_extra)
            .min(p_md);
        let problem = self.part_problem(s1, s2, p_md, &wishes, x_md, &level);
        let mut tried: HashMap<Vec<usize>, bool> = HashMap::new();
        for places in Transpositions::new(&problem) {
            let remainder: Vec<usize> = (0..s2.len())
                .filter(|c| !places.contains(c))
                .map(|c| s2[c])
                .collect();
            if tried.get(&remainder) == Some(&false) {
                continue;
            }
            let Some(remainder_pairing) = self.pair_remainder(&remainder, at, &level) else {
                tried.insert(remainder, false);
                continue;
            };
            let moved_down_part = (p_md > 0).then(|| GroupPairing {
                members: self.members.clone(),
                p: p_md,
                x: x_md,
                exchange: None,
                s1: s1.to_vec(),
                s2: s2.to_vec(),
                pairs: places
                    .iter()
                    .enumerate()
                    .map(|(r, &c)| (s1[r], s2[c]))
                    .collect(),
                transposed: places.iter().enumerate().any(|(r, &c)| r != c),
                unpaired: remainder.clone(),
                switched: wishes.switched.clone(),
            });
            return Some(Box::new(BracketPairing {
                score: self.score,
                members: self.members.clone(),
                moved_down: self.moved_down,
                treatment: self.treatment(),
                lowest: self.lowest,
                position: Position {
                    moved_down_cut: at.moved_down_cut,
                    remainder_cut: at.remainder_cut,
                    step,
                },
                moved_down_part,
                leftovers: remainder_pairing.unpaired.clone(),
                remainder: remainder_pairing,
                events: Vec::new(),
                concerned: self.concerned(),
            }));
        }
        None
    }

    /// The remainder (a homogeneous group) at this level: exchanges in D2 order, and within
    /// each the first acceptable transposition in D1 order.
    fn pair_remainder(&self, group: &[usize], at: Cuts, level: &Level) -> Option<GroupPairing> {
        let n = group.len();
        let p = (n / 2).checked_sub(at.remainder_cut)?;
        let wishes = self.field.colour_wishes(group);
        let x = wishes
            .x
            .saturating_sub(at.remainder_cut)
            .saturating_add(level.x_extra_remainder)
            .min(p);
        let position_of = |member: usize| {
            self.members
                .iter()
                .position(|&m| m == member)
                .expect("remainder players belong to the bracket")
        };
        let may_leave: Vec<bool> = group
            .iter()
            .map(|&m| self.may_leave(m, position_of(m), level))
            .collect();
        // B3 in a group of several scores: only the candidates with the smallest score
        // differences compete; no pair and no player moved down may differ more than their
        // largest.
        let floor = differences::floor(self.field, group);
        let b3 = if differences::mixed(self.field, group) {
            let absolute_leave: Vec<bool> = group
                .iter()
                .map(|&m| {
                    (!self.lowest || self.field.entrant(m).may_receive_bye)
                        && self.condition.is_none_or(|c| c.may_leave(m))
                })
                .collect();
            differences::smallest(
                self.field,
                group,
                p,
                |a, b| self.field.compatible(group[a], group[b], level),
                &absolute_leave,
            )
        } else {
            None
        };
        let within_b3 = |a: usize, b: usize| {
            b3.as_ref().is_none_or(|best| {
                (self.field.score(a).tenths() - self.field.score(b).tenths()).abs()
                    <= best.largest()
            })
        };
        let floor_player = group
            .iter()
            .copied()
            .find(|&m| self.field.score(m) == floor)
            .expect("the lowest score is somebody's");
        let identity = Exchange {
            from_s1: Vec::new(),
            from_s2: Vec::new(),
        };
        for (index, exchange) in std::iter::once(identity).chain(exchanges(p, n)).enumerate() {
            // Before trying exchanges, make sure one of them can succeed at all.
            if index == 1
                && !feasibility::group_can_be_paired(
                    self.field, group, p, x, &wishes, level, &may_leave,
                )
            {
                return None;
            }
            let (s1, s2) = exchange.apply(p, n);
            let problem = AssignmentProblem::new(
                p,
                n - p,
                x,
                |r, c| {
                    let (a, b) = (group[s1[r]], group[s2[c]]);
                    (self.field.pair_allowed(a, b, level) && within_b3(a, b))
                        .then(|| u8::from(wishes.unfulfilled(s1[r], s2[c])))
                },
                s2.iter()
                    .map(|&c| !may_leave[c] || !within_b3(group[c], floor_player))
                    .collect(),
            );
            for places in Transpositions::new(&problem) {
                let unpaired: Vec<usize> = (0..s2.len())
                    .filter(|c| !places.contains(c))
                    .map(|c| group[s2[c]])
                    .collect();
                if self.condition.is_some_and(|c| !c.accepts(&unpaired)) {
                    continue;
                }
                if let Some(best) = &b3 {
                    let pairs = places
                        .iter()
                        .enumerate()
                        .map(|(r, &c)| (group[s1[r]], group[s2[c]]));
                    let found = Differences::of(self.field, floor, pairs, unpaired.iter().copied());
                    if &found != best {
                        continue;
                    }
                }
                return Some(GroupPairing {
                    members: group.to_vec(),
                    p,
                    x,
                    exchange: (!exchange.from_s1.is_empty()).then(|| exchange.clone()),
                    s1: s1.iter().map(|&i| group[i]).collect(),
                    s2: s2.iter().map(|&i| group[i]).collect(),
                    pairs: places
                        .iter()
                        .enumerate()
                        .map(|(r, &c)| (group[s1[r]], group[s2[c]]))
                        .collect(),
                    transposed: places.iter().enumerate().any(|(r, &c)| r != c),
                    unpaired,
                    switched: wishes.switched.clone(),
                });
            }
        }
        None
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Cuts {
    moved_down_cut: usize,
    remainder_cut: usize,
}

enum Climb {
    Found(Box<BracketPairing>),
    NeedC12(Position),
    Failed,
}
