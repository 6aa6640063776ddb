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
//! | order within the bracket | (L + 3)·b + 1 | 3.x, 4.x: fewest exchanges, then BSN order (L: [`Layout::look_ahead`]) |
//!
//! The float fields exist only from the round they can apply (C14/C15 from round 2,
//! C16/C17 from round 3). C10 and C11 are the colour criteria "for topscorers" because only
//! topscorers may meet with equal absolute preferences (C3).

use crate::model::Colour;
use crate::pairing::matching::Wide;

use super::players::{Entrant, Float};

/// How many S1 players after the one being paired (4.2) one matching decides at least:
/// their preferences for the highest S2 player sit below its own, each below the one
/// before. [`Layout`] adds as many as the weight's width leaves room for.
const LOOK_AHEAD: u32 = 8;

/// The widest weight, in 64-bit limbs.
pub const MAX_LIMBS: usize = 128;

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
    /// Each scoregroup's offset inside an S-field (lowest score at 0), by score, the
    /// lowest first.
    pub score_offsets: Vec<(i32, u32)>,
    /// Rounds played before this one (float fields from 1 and 2).
    pub rounds_played: u32,
    /// L: the S1 players after the one being paired whose 4.2 preferences one matching
    /// weighs ([`LOOK_AHEAD`] and as many more as fit in the weight's limbs).
    pub look_ahead: u32,
}

impl Layout {
    /// The layout for players in 1.2 order.
    pub fn new(players: &[Entrant], rounds_played: u32) -> Layout {
        let mut score_offsets = Vec::new();
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
            score_offsets.push((score, scores_bits));
            scores_bits += bits_for(size);
            largest = largest.max(size);
            index = start;
        }
        let mut layout = Layout {
            group_bits: bits_for(largest).max(1),
            scores_bits,
            score_offsets,
            rounds_played,
            look_ahead: LOOK_AHEAD,
        };
        let spare = 64 * layout.limbs() as u32 - layout.total_bits().min(64 * MAX_LIMBS as u32);
        layout.look_ahead += spare / layout.group_bits;
        layout
    }

    /// The 64-bit limbs of a weight: a power of two from 2 to [`MAX_LIMBS`].
    pub fn limbs(&self) -> usize {
        (self.total_bits().div_ceil(64) as usize)
            .next_power_of_two()
            .clamp(2, MAX_LIMBS)
    }

    /// The number of bits a weight takes, with room for the matching's arithmetic.
    pub fn total_bits(&self) -> u32 {
        2 + self.below_completion_bits() + 4
    }

    /// The bits of every field below the first (C4 completion and C5), C6 to the order
    /// within the bracket: where that first field starts.
    pub fn below_completion_bits(&self) -> u32 {
        let (b, s) = (self.group_bits, self.scores_bits);
        let floats = match self.rounds_played {
            0 => 0,
            1 => 2 * b + 2 * s,
            _ => 4 * b + 4 * s,
        };
        b + s + b + s + 2 * b + 4 * b + floats + self.order_bits()
    }

    /// The room for the order within the bracket: the 4.2 preference of the S1 player
    /// being paired and, below it, those of the L next ones, `b` bits each, above a hint
    /// of 2b bits (the 4.3 preferences need less: 3b + 1).
    pub fn order_bits(&self) -> u32 {
        (self.look_ahead + 3) * self.group_bits + 1
    }
}

/// A weight being built field by field, highest first: each value is kept with the bits
/// opened before it, and placed once the weight's width is known (no shifting of the
/// whole weight per field).
struct Fields {
    /// Bits opened so far.
    opened: u32,
    /// `(bits opened when added, value)`.
    parts: Vec<(u32, u64)>,
}

impl Fields {
    fn new(top: u64) -> Fields {
        Fields {
            opened: 0,
            parts: {
                let mut parts = Vec::with_capacity(24);
                parts.push((0, top));
                parts
            },
        }
    }
    fn open(&mut self, bits: u32) {
        self.opened += bits;
    }
    fn add_small(&mut self, value: u64) {
        if value != 0 {
            self.parts.push((self.opened, value));
        }
    }
    /// `1 << offset(score)` inside the S-field just opened.
    fn add_score(&mut self, layout: &Layout, score: i32) {
        let offsets = &layout.score_offsets;
        let at = offsets
            .binary_search_by_key(&score, |&(group, _)| group)
            .expect("every player's score has a scoregroup");
        self.parts.push((self.opened - offsets[at].1, 1));
    }
    fn weight<const N: usize>(&self) -> Wide<N> {
        let mut weight = Wide::ZERO;
        for &(opened, value) in &self.parts {
            weight.add_shifted(value, self.opened - opened);
        }
        weight
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
    /// first, so fewer games weigh more), indexed by the number of games.
    pub games_ranks: &'a [u64],
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
    let mut w = Fields::new(
        1 + u64::from(!context.bye_candidate(higher)) + u64::from(!context.bye_candidate(lower)),
    );
    // C6, C7.
    w.open(b);
    w.add_small(u64::from(in_bracket));
    w.open(s);
    if in_bracket {
        w.add_score(layout, higher.score);
    }
    // C8.
    w.open(b);
    w.add_small(u64::from(in_next));
    w.open(s);
    if in_next {
        w.add_score(layout, higher.score);
    }
    // C9.
    w.open(2 * b);
    if context.c9_applies {
        for player in [higher, lower] {
            if player.score == context.bye_score {
                w.add_small(context.games_ranks[player.games_played as usize]);
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
                    w.add_score(layout, player.score);
                }
            }
        }
        w.open(s);
        if in_bracket && !upfloat_repeated(back) {
            w.add_score(layout, higher.score);
        }
    }
    // Room for the order within the bracket (3.x, 4.x).
    w.open(layout.order_bits());
    w.weight()
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
