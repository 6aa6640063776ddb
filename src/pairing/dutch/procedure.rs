//! The procedure across brackets: from the highest score bracket down (C preamble), with
//! C1 (moving down players who have no opponent), C12 (pairing the bracket above again so
//! that its MDPs can be paired) and C13 (pairing the penultimate bracket again, or joining
//! it to the lowest). The search within one bracket is in [`super::brackets`], where the
//! readings of these articles are documented.

use crate::model::Points;

use super::brackets::{
    Bracket, BracketPairing, Event, LeftoverCondition, Outcome, Position, Reach, Repair, Treatment,
};
use super::criteria::{Field, Level};

/// A score bracket while the round is being paired.
#[derive(Clone, Debug)]
struct Slot {
    score: Points,
    /// The players with this score.
    residents: Vec<usize>,
    /// Players of brackets joined to this one by C13: they count as moved down.
    absorbed: Vec<usize>,
    /// Players C1 moved down from this bracket.
    moved_by_c1: Vec<usize>,
    result: Option<BracketPairing>,
    /// C12 has been applied for this bracket.
    c12_done: bool,
    events: Vec<Event>,
}

/// Why the round cannot be paired.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unpairable {
    pub reason: String,
}

/// What to do after working on one bracket.
enum Next {
    /// Go on with the bracket below.
    Down,
    /// Pair this bracket again (its MDPs changed).
    Again,
    /// Pair the bracket at this index (after a join).
    At(usize),
}

/// Pairs every score bracket of the field; the brackets in order, highest first.
pub fn pair_brackets(field: &Field) -> Result<Vec<BracketPairing>, Unpairable> {
    let mut slots: Vec<Slot> = Vec::new();
    for index in 0..field.len() {
        let score = field.score(index);
        match slots.last_mut() {
            Some(slot) if slot.score == score => slot.residents.push(index),
            _ => slots.push(Slot {
                score,
                residents: vec![index],
                absorbed: Vec::new(),
                moved_by_c1: Vec::new(),
                result: None,
                c12_done: false,
                events: Vec::new(),
            }),
        }
    }
    let mut procedure = Procedure { field, slots };
    let mut index = 0;
    while index < procedure.slots.len() {
        match procedure.pair_slot(index)? {
            Next::Down => index += 1,
            Next::Again => {}
            Next::At(at) => index = at,
        }
    }
    Ok(procedure
        .slots
        .into_iter()
        .filter_map(|slot| {
            let mut result = slot.result?;
            let mut events = slot.events;
            events.append(&mut result.events);
            result.events = events;
            Some(result)
        })
        .collect())
}

struct Procedure<'f> {
    field: &'f Field,
    slots: Vec<Slot>,
}

impl Procedure<'_> {
    /// The players moved down into the bracket at `index`, in A2 order.
    fn incoming(&self, index: usize) -> Vec<usize> {
        let mut incoming = self.slots[index].absorbed.clone();
        if let Some(previous) = index.checked_sub(1).map(|i| &self.slots[i]) {
            if let Some(result) = &previous.result {
                incoming.extend(&result.leftovers);
            }
            incoming.extend(&previous.moved_by_c1);
        }
        incoming.sort_unstable();
        incoming
    }

    fn bracket(&self, index: usize, members: Vec<usize>, moved_down: usize) -> Bracket<'_> {
        Bracket {
            field: self.field,
            score: self.slots[index].score,
            members,
            moved_down,
            lowest: index + 1 == self.slots.len(),
            has_previous: index > 0,
            condition: None,
        }
    }

    fn pair_slot(&mut self, index: usize) -> Result<Next, Unpairable> {
        let lowest = index + 1 == self.slots.len();
        let incoming = self.incoming(index);
        self.slots[index].moved_by_c1.clear();
        // C1.
        let (members, moved_down) = loop {
            let slot = &self.slots[index];
            let moved_down: Vec<usize> = incoming
                .iter()
                .copied()
                .filter(|m| !slot.moved_by_c1.contains(m))
                .collect();
            let mut members = moved_down.clone();
            members.extend(
                slot.residents
                    .iter()
                    .filter(|m| !slot.moved_by_c1.contains(m)),
            );
            let Some(stuck) = self.without_opponent(&members, lowest) else {
                break (members, moved_down.len());
            };
            let is_moved_down = moved_down.contains(&stuck);
            // C12 begins "In case of a heterogeneous group": not for a bracket that A3
            // treats as homogeneous.
            let heterogeneous = self.bracket(index, members, moved_down.len()).treatment()
                == Treatment::Heterogeneous;
            if is_moved_down && heterogeneous && index > 0 && !self.slots[index].c12_done {
                self.slots[index].c12_done = true;
                if self.c12(index) {
                    return Ok(Next::Again);
                }
            }
            if lowest {
                return self.c13(index);
            }
            self.slots[index].moved_by_c1.push(stuck);
        };
        if members.is_empty() {
            // Everybody was moved down by C1: nothing to pair here.
            self.slots[index].result = None;
            return Ok(Next::Down);
        }
        let mut from = Position::START;
        let mut c12_available = index > 0 && !self.slots[index].c12_done;
        loop {
            let bracket = self.bracket(index, members.clone(), moved_down);
            match bracket.search(from, Reach::All, c12_available) {
                Outcome::Paired(mut pairing) => {
                    if let Some(above) = index.checked_sub(1).map(|i| &self.slots[i])
                        && !above.moved_by_c1.is_empty()
                    {
                        pairing.events.push(Event::MovedDownByC1 {
                            from: above.score,
                            players: above.moved_by_c1.clone(),
                        });
                    }
                    self.slots[index].result = Some(*pairing);
                    return Ok(Next::Down);
                }
                Outcome::NeedC12 { resume } => {
                    self.slots[index].c12_done = true;
                    if self.c12(index) {
                        return Ok(Next::Again);
                    }
                    from = resume;
                    c12_available = false;
                }
                Outcome::NeedC13 => return self.c13(index),
                Outcome::NotFound => {
                    return Err(Unpairable {
                        reason: "no pairing keeps B1 and B2 for every player".into(),
                    });
                }
            }
        }
    }

    /// C1: the first player (A2 order) with no opponent in the bracket without breaking B1
    /// or B2 (the last-round note on B2 applied). In the lowest bracket of odd size one
    /// such player may take the bye, if allowed to.
    fn without_opponent(&self, members: &[usize], lowest: bool) -> Option<usize> {
        let level = Level::ABSOLUTE_ONLY;
        let stuck: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&m| !members.iter().any(|&o| self.field.compatible(m, o, &level)))
            .collect();
        let bye_possible = lowest
            && members.len() % 2 == 1
            && stuck.len() == 1
            && self.field.entrant(stuck[0]).may_receive_bye;
        if bye_possible {
            None
        } else {
            stuck.first().copied()
        }
    }

    /// C12 for the bracket at `index`: pair the bracket above again so that another player
    /// is moved down, with whom all MDPs here can be paired.
    fn c12(&mut self, index: usize) -> bool {
        let previous = index - 1;
        let had_pairs = self.slots[previous]
            .result
            .as_ref()
            .is_some_and(|result| result.pairs().next().is_some());
        if !had_pairs {
            return false;
        }
        match self.pair_above_again(index, false, Reach::SameP) {
            Some(pairing) => {
                self.slots[previous].result = Some(*pairing);
                true
            }
            None => false,
        }
    }

    /// The bracket above `index` paired again under the condition of C12 (`lowest_complete`
    /// false: the MDPs at `index` can be paired) or C13 (true: the lowest bracket can be
    /// paired completely), searching on from its current pairing up to `reach`; the
    /// pairing found carries the note of the repair.
    fn pair_above_again(
        &self,
        index: usize,
        lowest_complete: bool,
        reach: Reach,
    ) -> Option<Box<BracketPairing>> {
        let previous = index - 1;
        let result = self.slots[previous].result.clone()?;
        let mut others = self.slots[previous].moved_by_c1.clone();
        others.extend(&self.slots[index].absorbed);
        let condition = NextBracket {
            procedure: self,
            index,
            others,
            old: sorted(&result.leftovers),
            lowest_complete,
        };
        let bracket = Bracket {
            condition: Some(&condition),
            ..self.bracket(previous, result.members.clone(), result.moved_down)
        };
        let Outcome::Paired(mut pairing) = bracket.search(result.position, reach, false) else {
            return None;
        };
        pairing.events.push(Event::Repaired(
            condition.repair(lowest_complete, result.position),
        ));
        Some(pairing)
    }

    /// C13 for the lowest bracket at `index`: pair the penultimate bracket again so that
    /// the lowest can be paired, or join the two.
    fn c13(&mut self, index: usize) -> Result<Next, Unpairable> {
        let Some(previous) = index.checked_sub(1) else {
            return Err(Unpairable {
                reason: "the players cannot all be paired without breaking B1 or B2".into(),
            });
        };
        if let Some(pairing) = self.pair_above_again(index, true, Reach::All)
            && pairing.pairs().next().is_some()
        {
            self.slots[previous].result = Some(*pairing);
            return Ok(Next::Again);
        }
        // p reached zero in the penultimate bracket (whether or not the lowest can then be
        // paired): the two are joined.
        let joined = self.slots.remove(previous);
        let lowest = &mut self.slots[previous];
        lowest.absorbed.extend(joined.residents);
        lowest.absorbed.extend(joined.absorbed);
        lowest.absorbed.sort_unstable();
        lowest.events.push(Event::JoinedByC13(joined.score));
        lowest.c12_done = false;
        lowest.result = None;
        Ok(Next::At(previous))
    }
}

fn sorted(players: &[usize]) -> Vec<usize> {
    let mut players = players.to_vec();
    players.sort_unstable();
    players
}

/// The condition C12 and C13 put on the bracket above: another set of players moved down,
/// with which the bracket at `index` can pair its MDPs (C12) or be paired completely as
/// the lowest (C13).
struct NextBracket<'p, 'f> {
    procedure: &'p Procedure<'f>,
    index: usize,
    /// MDPs of the bracket at `index` that do not come from the search (C1 moves, joins).
    others: Vec<usize>,
    old: Vec<usize>,
    lowest_complete: bool,
}

impl NextBracket<'_, '_> {
    fn repair(&self, by_c13: bool, from: Position) -> Repair {
        let mut below = self.others.clone();
        below.extend(&self.procedure.slots[self.index].residents);
        below.sort_unstable();
        Repair {
            by_c13,
            from,
            replaced: self.old.clone(),
            below,
            below_is_lowest: self.index + 1 == self.procedure.slots.len(),
        }
    }
}

impl LeftoverCondition for NextBracket<'_, '_> {
    fn may_leave(&self, _player: usize) -> bool {
        true
    }

    fn accepts(&self, leftovers: &[usize]) -> bool {
        let leftovers = sorted(leftovers);
        if leftovers == self.old {
            return false;
        }
        let mut moved_down = leftovers;
        moved_down.extend(&self.others);
        moved_down.sort_unstable();
        let mut members = moved_down.clone();
        members.extend(&self.procedure.slots[self.index].residents);
        let bracket = self
            .procedure
            .bracket(self.index, members, moved_down.len());
        if self.lowest_complete {
            bracket.can_be_paired_completely()
        } else {
            bracket.can_pair_moved_down()
        }
    }
}
