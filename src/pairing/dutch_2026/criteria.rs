//! The absolute criteria C1-C3 and the quality criteria C5-C21 as one edge weight per pair,
//! the method of the "pairing guidelines for programmers": every criterion is a field of
//! the weight, the higher criterion in the higher bits, each field wide enough that its
//! sum over a whole round cannot reach the field above. A maximum-weight matching then
//! satisfies the criteria in their order of priority.
//!
//! Fields, highest first (b = bits of the largest scoregroup's size, S = the sum over the
//! scoregroups of the bits of their sizes: each scoregroup owns an S-slice so that "scores
//! taken in descending order" compare lexicographically):
//!
//! | field | bits | criterion |
//! | --- | --- | --- |
//! | pair exists, bye candidates | 2 | C4 completion, C5 (both ends not bye candidates score more) |
//! | pairs in the bracket | b | C6 |
//! | scores paired in the bracket | S | C7 |
//! | pairs in the next bracket | b | C8 (C6 there) |
//! | scores paired in the next bracket | S | C8 (C7 there) |
//! | unplayed games of bye candidates | 2b | C9 |
//! | colour differences beyond ±2 | b | C10 |
//! | same colour three times | b | C11 |
//! | colour preferences | b | C12 |
//! | strong colour preferences | b | C13 |
//! | downfloat repeated from the last round | b | C14 |
//! | upfloat repeated from the last round | b | C15 |
//! | downfloat repeated from two rounds before | b | C16 |
//! | upfloat repeated from two rounds before | b | C17 |
//! | scores of C14 downfloaters | S | C18 |
//! | scores of C15 opponents | S | C19 |
//! | scores of C16 downfloaters | S | C20 |
//! | scores of C17 opponents | S | C21 |
//! | order within the bracket | 3b + 1 | 3.x, 4.x: fewest exchanges, then BSN order |
//!
//! The float fields exist only from the round they can apply (C14/C15 from round 2,
//! C16/C17 from round 3). C10 and C11 are the colour criteria "for topscorers" because only
//! topscorers may meet with equal absolute preferences (C3).

use std::collections::HashMap;

use crate::model::Colour;
use crate::pairing::matching::Wide;

use super::players::{Entrant, Float};

/// Bits needed to write `value`.
pub fn bits_for(value: usize) -> u32 {
    usize::BITS - value.leading_zeros()
}

/// The sizes of the fields, from the scoregroups of the round.
#[derive(Clone, Debug)]
pub struct Layout {
    /// b: bits of the largest scoregroup's size.
    pub group_bits: u32,
    /// S: the sum of the scoregroups' size bits.
    pub scores_bits: u32,
    /// Each scoregroup's offset inside an S-field (lowest score at 0).
    pub score_offsets: HashMap<i32, u32>,
    /// Rounds played before this one (float fields from 1 and 2).
    pub rounds_played: u32,
}

impl Layout {
    /// The layout for players in 1.2 order.
    pub fn new(players: &[Entrant], rounds_played: u32) -> Layout {
        let mut score_offsets = HashMap::new();
        let mut scores_bits = 0;
        let mut largest = 0;
        let mut index = players.len();
        while index > 0 {
            let score = players[index - 1].score;
            let start = players[..index]
                .iter()
                .rposition(|p| p.score != score)
                .map_or(0, |i| i + 1);
            let size = index - start;
            score_offsets.insert(score, scores_bits);
            scores_bits += bits_for(size);
            largest = largest.max(size);
            index = start;
        }
        Layout {
            group_bits: bits_for(largest).max(1),
            scores_bits,
            score_offsets,
            rounds_played,
        }
    }

    /// The number of bits a weight takes, with room for the matching's arithmetic.
    pub fn total_bits(&self) -> u32 {
        let (b, s) = (self.group_bits, self.scores_bits);
        let floats = match self.rounds_played {
            0 => 0,
            1 => 2 * b + 2 * s,
            _ => 4 * b + 4 * s,
        };
        2 + b + s + b + s + 2 * b + 4 * b + floats + 3 * b + 1 + 4
    }

    /// `1 << offset(score)` inside an S-field.
    fn score_bit<const N: usize>(&self, score: i32) -> Wide<N> {
        Wide::from_u64(1).shifted_left(self.score_offsets[&score])
    }
}

/// A weight being built field by field, highest first.
struct Fields<const N: usize>(Wide<N>);

impl<const N: usize> Fields<N> {
    fn open(&mut self, bits: u32) {
        self.0 = self.0.shifted_left(bits);
    }
    fn add(&mut self, value: Wide<N>) {
        self.0 = self.0 + value;
    }
    fn add_small(&mut self, value: u64) {
        self.0 = self.0.plus(value);
    }
}

/// The colour preferences are compatible (one has none, or they differ).
pub fn preferences_compatible(a: Option<Colour>, b: Option<Colour>) -> bool {
    a.is_none() || b.is_none() || a != b
}

/// C1 and C3: the two may meet. `topscorer_above`: pairing the last round, the score above
/// which a player is a topscorer (1.8).
pub fn may_meet(a: &Entrant, b: &Entrant, topscorer_above: Option<i32>) -> bool {
    if a.must_not_meet.binary_search(&b.tpn).is_ok() {
        return false;
    }
    let same_absolute = a.absolute() && b.absolute() && a.preference == b.preference;
    !same_absolute || topscorer_above.is_some_and(|t| a.score > t || b.score > t)
}

/// What the weight of a pair depends on besides the two players.
pub struct Context<'a> {
    pub layout: &'a Layout,
    pub topscorer_above: Option<i32>,
    /// C5: the score of the bye's assignee (players at or below it with bye eligibility are
    /// its candidates).
    pub bye_score: i32,
    /// C9 applies in this bracket: the bye's assignee is its single downfloater.
    pub c9_applies: bool,
    /// C9: the rank of each number of games played among the bye candidates' (most games
    /// first, so fewer games weigh more).
    pub games_ranks: &'a HashMap<u32, u64>,
}

impl Context<'_> {
    /// A bye candidate (C5).
    pub fn bye_candidate(&self, player: &Entrant) -> bool {
        player.bye_eligible && player.score <= self.bye_score
    }
}

/// Where the lower player of a pair stands relative to the bracket being paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A resident of the bracket being paired: all criteria count.
    InBracket,
    /// A resident of the next scoregroup (C8: the downfloaters' future).
    InNextGroup,
    /// Further down: only completion, C5 and C9.
    Below,
}

/// The weight of `higher` (earlier in 1.2 order) against `lower`; zero when they may not
/// meet.
pub fn pair_weight<const N: usize>(
    higher: &Entrant,
    lower: &Entrant,
    place: Place,
    context: &Context,
) -> Wide<N> {
    if !may_meet(higher, lower, context.topscorer_above) {
        return Wide::ZERO;
    }
    let layout = context.layout;
    let (b, s) = (layout.group_bits, layout.scores_bits);
    let in_bracket = place == Place::InBracket;
    let in_next = place == Place::InNextGroup;
    let mut w = Fields(Wide::from_u64(
        1 + u64::from(!context.bye_candidate(higher)) + u64::from(!context.bye_candidate(lower)),
    ));
    // C6, C7.
    w.open(b);
    w.add_small(u64::from(in_bracket));
    w.open(s);
    if in_bracket {
        w.add(layout.score_bit(higher.score));
    }
    // C8.
    w.open(b);
    w.add_small(u64::from(in_next));
    w.open(s);
    if in_next {
        w.add(layout.score_bit(higher.score));
    }
    // C9.
    w.open(2 * b);
    if context.c9_applies {
        for player in [higher, lower] {
            if player.score == context.bye_score {
                w.add_small(context.games_ranks[&player.games_played]);
            }
        }
    }
    // C10-C13.
    for criterion in [c10, c11, c12, c13] {
        w.open(b);
        w.add_small(u64::from(in_bracket && criterion(lower, higher)));
    }
    // C14-C17.
    let upfloat_repeated =
        |back: usize| higher.score > lower.score && lower.floats[back] == Float::Up;
    for back in 0..layout.rounds_played.min(2) as usize {
        w.open(b);
        if in_bracket {
            w.add_small(u64::from(lower.floats[back] == Float::Down));
            w.add_small(u64::from(
                higher.score <= lower.score && higher.floats[back] == Float::Down,
            ));
        }
        w.open(b);
        w.add_small(u64::from(in_bracket && !upfloat_repeated(back)));
    }
    // C18-C21.
    for back in 0..layout.rounds_played.min(2) as usize {
        w.open(s);
        if in_bracket {
            for player in [lower, higher] {
                if player.floats[back] == Float::Down {
                    w.add(layout.score_bit(player.score));
                }
            }
        }
        w.open(s);
        if in_bracket && !upfloat_repeated(back) {
            w.add(layout.score_bit(higher.score));
        }
    }
    // Room for the order within the bracket (3.x, 4.x).
    w.open(3 * b + 1);
    w.0
}

/// C10: not both with an absolute colour difference asking for the same colour.
fn c10(a: &Entrant, b: &Entrant) -> bool {
    !a.absolute_imbalance() || !b.absolute_imbalance() || a.preference != b.preference
}

/// C11: nobody gets the same colour three times in a row. With the same absolute
/// preference, the one whose colour difference is smaller yields (5.2.2); they break C11
/// when their last two games had the colour they now get.
fn c11(a: &Entrant, b: &Entrant) -> bool {
    if !a.absolute() || !b.absolute() || a.preference != b.preference {
        return true;
    }
    if a.imbalance == b.imbalance {
        a.repeated.is_none() || a.repeated != b.repeated
    } else {
        let yielding = if a.imbalance > b.imbalance { b } else { a };
        yielding.repeated != a.preference.map(Colour::opposite)
    }
}

/// C12: both get their colour preference.
fn c12(a: &Entrant, b: &Entrant) -> bool {
    preferences_compatible(a.preference, b.preference)
}

/// C13: nobody with a strong preference loses it to a player without an absolute one.
fn c13(a: &Entrant, b: &Entrant) -> bool {
    (!a.strong() && !a.absolute())
        || (!b.strong() && !b.absolute())
        || (a.absolute() && b.absolute())
        || a.preference != b.preference
}
