//! The absolute criteria C1-C3 and the quality criteria C5-C21 as one edge weight per pair,
//! the method of the "pairing guidelines for programmers": every criterion is a field of
//! the weight, the higher criterion in the higher bits, each field wide enough that its
//! sum over a whole round cannot reach the field above. A maximum-weight matching then
//! satisfies the criteria in their order of priority.
//!
//! Fields, highest first (b = bits of the largest scoregroup's size; S = the sum, over the
//! scores of the bracket's players (its MDPs and residents), of the bits of how many of
//! them have it: each such score owns an S-slice so that "scores taken in descending
//! order" compare lexicographically; n = the bits of the next scoregroup's size, its slice
//! in C8's field):
//!
//! | field | bits | criterion |
//! | --- | --- | --- |
//! | pair exists, bye candidates | 2 | C4 completion, C5 (both ends not bye candidates score more) |
//! | pairs in the bracket | b | C6 |
//! | scores paired in the bracket | S | C7 |
//! | pairs in the next bracket | b | C8 (C6 there) |
//! | scores paired in the next bracket | S + n | C8 (C7 there) |
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
//! C16/C17 from round 3).
//!
//! **One layout per bracket.** The S-fields only ever count the scores of the players of
//! the bracket being paired, and C8's those of the next scoregroup too (every weight of a
//! pair with a player further down is C4, C5 and C9 alone), and a slice of a score counts
//! at most the players who have it: its sum over any matching fits its bits. A layout
//! with slices for those scores alone orders every matching as a layout with a slice for
//! every scoregroup of the round would, in far fewer bits (1,000 players, round 6: 384
//! bits a bracket instead of 1,024 for the round). C10 and C11 are the colour criteria "for topscorers" because only
//! topscorers may meet with equal absolute preferences (C3).

use crate::model::Colour;
use crate::model::colours::preferences_compatible;
use crate::model::floats::Float;
use crate::pairing::matching::Wide;

use super::players::Entrant;

/// How many S1 players after the one being paired (4.2) one matching decides at least:
/// their preferences for the highest S2 player sit below its own, each below the one
/// before. [`Layout`] adds as many as the weight's width leaves room for. With 8, a
/// bracket's weights often fitted 256 bits, but the matchings it took to settle the S1
/// players cost more than the narrower arithmetic saved (1,000 players, round 2: 1.19
/// billion instructions against 0.92 with 16, which takes 512 bits and leaves room for
/// about 36).
const LOOK_AHEAD: u32 = 16;

/// [`LOOK_AHEAD`] in the first round: nobody has a colour or float history, so the first
/// matching of 4.2 usually gives every S1 player its S2 player and is kept for all of
/// them (see the procedure); fewer players looked ahead keep the weight narrower, hence
/// its arithmetic cheaper (10,000 players: 256 bits instead of 512). The pairing is the
/// same with any look-ahead.
const FIRST_ROUND_LOOK_AHEAD: u32 = 2;

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
    /// S: the sum of the bits of the S-slices.
    pub scores_bits: u32,
    /// n: the bits of the next scoregroup's size, the lowest slice of C8's S-field.
    pub next_group_bits: u32,
    /// The offset of each score of the bracket's players inside an S-field (lowest score
    /// at 0), by score, the lowest first.
    pub score_offsets: Vec<(i32, u32)>,
    /// Rounds played before this one (float fields from 1 and 2).
    pub rounds_played: u32,
    /// L: the S1 players after the one being paired whose 4.2 preferences one matching
    /// weighs ([`LOOK_AHEAD`], [`FIRST_ROUND_LOOK_AHEAD`] in the first round, and as many
    /// more as fit in the weight's limbs).
    pub look_ahead: u32,
}

impl Layout {
    /// The layout for a bracket whose players (MDPs and residents) have `scores`, in 1.2
    /// order, above a scoregroup of `next_group` players; `group_bits`:
    /// [`Layout::group_bits`] of the round.
    pub fn new(scores: &[i32], next_group: usize, group_bits: u32, rounds_played: u32) -> Layout {
        let mut score_offsets = Vec::new();
        let mut scores_bits = 0;
        for group in scores.chunk_by(|a, b| a == b).rev() {
            score_offsets.push((group[0], scores_bits));
            scores_bits += bits_for(group.len());
        }
        let mut layout = Layout {
            group_bits,
            scores_bits,
            next_group_bits: bits_for(next_group),
            score_offsets,
            rounds_played,
            look_ahead: if rounds_played == 0 {
                FIRST_ROUND_LOOK_AHEAD
            } else {
                LOOK_AHEAD
            },
        };
        let spare = 64 * layout.limbs() as u32 - layout.total_bits().min(64 * MAX_LIMBS as u32);
        layout.look_ahead += spare / layout.group_bits;
        layout
    }

    /// b: the bits of the size of the largest scoregroup of `players` (in 1.2 order).
    pub fn group_bits(players: &[Entrant]) -> u32 {
        let largest = players
            .chunk_by(|a, b| a.score == b.score)
            .map(<[Entrant]>::len)
            .max()
            .unwrap_or(0);
        bits_for(largest).max(1)
    }

    /// The 64-bit limbs of a weight: a power of two from 2 to [`MAX_LIMBS`], or 6 (a
    /// bracket of 1,000 players from round 2 on needs 300-384 bits: 6 limbs instead of 8
    /// made rounds 6 and 10 of the benchmark 4-7% cheaper).
    pub fn limbs(&self) -> usize {
        let needed = self.total_bits().div_ceil(64) as usize;
        match needed {
            5 | 6 => 6,
            _ => needed.next_power_of_two().clamp(2, MAX_LIMBS),
        }
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
        b + s + b + s + self.next_group_bits + 2 * b + 4 * b + floats + self.order_bits()
    }

    /// The room for the order within the bracket: the 4.2 preference of the S1 player
    /// being paired and, below it, those of the L next ones, `b` bits each, above a hint
    /// of 2b bits (the 4.3 preferences need less: 3b + 1).
    pub fn order_bits(&self) -> u32 {
        (self.look_ahead + 3) * self.group_bits + 1
    }
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

/// Where each field of the weight starts (its lowest bit), in the order of the table above.
struct Fields {
    /// C4 completion and C5.
    completion: u32,
    c6: u32,
    c7: u32,
    c8: u32,
    c8_scores: u32,
    c9: u32,
    /// C10-C13.
    colours: [u32; 4],
    /// C14 and C15 (the last round), C16 and C17 (the round before).
    floats: [(u32, u32); 2],
    /// C18 and C19, C20 and C21.
    float_scores: [(u32, u32); 2],
}

impl Fields {
    fn new(layout: &Layout) -> Fields {
        let (b, s) = (layout.group_bits, layout.scores_bits);
        // Fields are laid out from the top: each starts where the one above it ends.
        let completion = layout.below_completion_bits();
        let mut top = completion;
        let mut next = |bits: u32| {
            top -= bits;
            top
        };
        let c8_bits = s + layout.next_group_bits;
        let (c6, c7, c8, c8_scores, c9) = (next(b), next(s), next(b), next(c8_bits), next(2 * b));
        let colours = [next(b), next(b), next(b), next(b)];
        let backs = layout.rounds_played.min(2) as usize;
        let mut floats = [(0, 0); 2];
        for field in &mut floats[..backs] {
            *field = (next(b), next(b));
        }
        let mut float_scores = [(0, 0); 2];
        for field in &mut float_scores[..backs] {
            *field = (next(s), next(s));
        }
        debug_assert_eq!(
            top,
            layout.order_bits(),
            "the order within the bracket is last"
        );
        Fields {
            completion,
            c6,
            c7,
            c8,
            c8_scores,
            c9,
            colours,
            floats,
            float_scores,
        }
    }
}

/// `1 << at`.
fn bit<const N: usize>(at: u32) -> Wide<N> {
    let mut value = Wide::ZERO;
    value.add_shifted(1, at);
    value
}

/// The bit of `score`'s scoregroup in the S-field starting at `field`.
fn score_bit<const N: usize>(layout: &Layout, field: u32, score: i32) -> Wide<N> {
    let offsets = &layout.score_offsets;
    let at = offsets
        .binary_search_by_key(&score, |&(group, _)| group)
        .expect("only the bracket's players' scores are in S-fields");
    bit(field + offsets[at].1)
}

/// C4 completion, C5 and C9: what a player brings to the weight of any pair of theirs.
fn completion_part<const N: usize>(
    player: &Entrant,
    fields: &Fields,
    context: &Context,
) -> Wide<N> {
    let mut part = Wide::ZERO;
    if !context.bye_candidate(player) {
        part.add_shifted(1, fields.completion);
    }
    if context.c9_applies && player.score == context.bye_score {
        part.add_shifted(context.games_ranks[player.games_played as usize], fields.c9);
    }
    part
}

/// The weights of the pairs that leave the bracket being paired alone: C4 completion,
/// C5 and C9 only.
pub struct WeightsBelow<const N: usize> {
    completion: Wide<N>,
    parts: Vec<Wide<N>>,
}

impl<const N: usize> WeightsBelow<N> {
    pub fn new(players: &[Entrant], context: &Context) -> Self {
        let fields = Fields::new(context.layout);
        WeightsBelow {
            completion: bit(fields.completion),
            parts: players
                .iter()
                .map(|player| completion_part(player, &fields, context))
                .collect(),
        }
    }

    /// The weight of players `a` and `b`, given that they may meet.
    pub fn weight(&self, a: usize, b: usize) -> Wide<N> {
        self.row(a).weight(b)
    }

    /// The weights of `a`'s pairs, its part added once.
    pub fn row(&self, a: usize) -> RowBelow<'_, N> {
        RowBelow {
            part: self.completion + self.parts[a],
            parts: &self.parts,
        }
    }
}

/// The weights of one player's pairs that leave the bracket alone ([`WeightsBelow::row`]).
#[derive(Clone, Copy)]
pub struct RowBelow<'a, const N: usize> {
    part: Wide<N>,
    parts: &'a [Wide<N>],
}

impl<const N: usize> RowBelow<'_, N> {
    /// The weight of the player's pair with `b`, given that they may meet.
    #[inline(always)]
    pub fn weight(&self, b: usize) -> Wide<N> {
        self.part + self.parts[b]
    }
}

/// The weights of the pairs among a bracket's players (its MDPs, its residents and the
/// next scoregroup, in 1.2 order: positions in that list), split into what each player
/// brings as the higher or the lower of a pair and what the pair adds (C10-C13, and the
/// floats that depend on both), so that a weight costs a few additions and nothing is
/// kept per pair. The lower player's place sets which criteria count: in the bracket
/// all, in the next scoregroup C8 (C6, C7 there), C4, C5 and C9.
pub struct BracketWeights<const N: usize> {
    moved_down: usize,
    in_bracket: usize,
    /// Per player, as the lower of a pair in the next scoregroup.
    completion: Vec<Wide<N>>,
    /// Per player of the bracket (MDPs and residents), as the lower of a pair in it.
    lower: Vec<Wide<N>>,
    /// Per player of the bracket, as the higher of a pair in it: against a resident of the same
    /// score (residents), or of a lower one, by which of the last two rounds the resident
    /// upfloated in (MDPs).
    higher: Vec<[Wide<N>; 4]>,
    /// Per player, as the higher of a pair in the next scoregroup.
    higher_next: Vec<Wide<N>>,
    /// Per player, the rounds of the last two it upfloated in (bit 0: the last).
    upfloated: Vec<u8>,
    /// Per player, its colour profile (preference, colour difference, repeated colour).
    profile: Vec<usize>,
    /// C10-C13 of a pair by the profiles of its lower and higher players
    /// (`colours[lower * profiles + higher]`).
    colours: Vec<Wide<N>>,
    profiles: usize,
}

impl<const N: usize> BracketWeights<N> {
    /// `members` in 1.2 order: `moved_down` MDPs, residents up to `in_bracket`, then the
    /// next scoregroup.
    pub fn new(
        players: &[Entrant],
        members: &[usize],
        moved_down: usize,
        in_bracket: usize,
        context: &Context,
    ) -> Self {
        let layout = context.layout;
        let fields = Fields::new(layout);
        let backs = layout.rounds_played.min(2) as usize;
        let members: Vec<&Entrant> = members.iter().map(|&v| &players[v]).collect();
        let completion: Vec<Wide<N>> = members
            .iter()
            .map(|player| completion_part(player, &fields, context))
            .collect();
        let downfloated = |player: &Entrant, back: usize| player.floats[back] == Some(Float::Down);
        let lower = members[..in_bracket]
            .iter()
            .zip(&completion)
            .map(|(player, &part)| {
                let mut part = part;
                for back in (0..backs).filter(|&back| downfloated(player, back)) {
                    part = part
                        + bit(fields.floats[back].0)
                        + score_bit(layout, fields.float_scores[back].0, player.score);
                }
                part
            })
            .collect();
        let pair_base = bit::<N>(fields.completion) + bit(fields.c6);
        let higher = members[..in_bracket]
            .iter()
            .zip(&completion)
            .enumerate()
            .map(|(position, (player, &part))| {
                let mut common = pair_base + part + score_bit(layout, fields.c7, player.score);
                for back in (0..backs).filter(|&back| downfloated(player, back)) {
                    common = common + score_bit(layout, fields.float_scores[back].0, player.score);
                }
                // C15/C17 and C19/C21: the lower player did not upfloat (in round `back`).
                let not_upfloated = |back: usize| {
                    bit::<N>(fields.floats[back].1)
                        + score_bit(layout, fields.float_scores[back].1, player.score)
                };
                let mut variants = [common; 4];
                if position < moved_down {
                    for (upfloated, variant) in variants.iter_mut().enumerate() {
                        for back in (0..backs).filter(|&back| upfloated & (1 << back) == 0) {
                            *variant = *variant + not_upfloated(back);
                        }
                    }
                } else {
                    // The same score: the higher one's downfloat repeats too (C14, C16).
                    for back in 0..backs {
                        variants[0] = variants[0] + not_upfloated(back);
                        if downfloated(player, back) {
                            variants[0] = variants[0] + bit(fields.floats[back].0);
                        }
                    }
                }
                variants
            })
            .collect();
        // C8's S-field: the next scoregroup's slice, then the bracket's.
        let next_group_slice = bit(fields.c8_scores);
        let bracket_slices = fields.c8_scores + layout.next_group_bits;
        let higher_next = members
            .iter()
            .zip(&completion)
            .enumerate()
            .map(|(position, (player, &part))| {
                let slice = if position < in_bracket {
                    score_bit(layout, bracket_slices, player.score)
                } else {
                    next_group_slice
                };
                bit::<N>(fields.completion) + part + bit(fields.c8) + slice
            })
            .collect();
        let upfloated = members
            .iter()
            .map(|player| {
                (0..2).fold(0, |rounds, back| {
                    rounds | (u8::from(player.floats[back] == Some(Float::Up)) << back)
                })
            })
            .collect();
        // What C10-C13 read of a player: its preference, colour difference and repeated
        // colour.
        let mut representatives: Vec<&Entrant> = Vec::new();
        let profile = members
            .iter()
            .map(|&player| {
                let same = |other: &&Entrant| {
                    (other.preference, other.imbalance, other.repeated)
                        == (player.preference, player.imbalance, player.repeated)
                };
                representatives.iter().position(same).unwrap_or_else(|| {
                    representatives.push(player);
                    representatives.len() - 1
                })
            })
            .collect();
        let profiles = representatives.len();
        let mut colours = Vec::with_capacity(profiles * profiles);
        for &lower in &representatives {
            for &higher in &representatives {
                let mut weight = Wide::ZERO;
                for (criterion, &at) in [c10, c11, c12, c13].iter().zip(&fields.colours) {
                    if criterion(lower, higher) {
                        weight.add_shifted(1, at);
                    }
                }
                colours.push(weight);
            }
        }
        BracketWeights {
            moved_down,
            in_bracket,
            completion,
            lower,
            higher,
            higher_next,
            upfloated,
            profile,
            colours,
            profiles,
        }
    }

    /// The weight of the players at positions `h < l`, given that they may meet.
    #[inline(always)]
    pub fn weight(&self, h: usize, l: usize) -> Wide<N> {
        if l >= self.in_bracket {
            return self.higher_next[h] + self.completion[l];
        }
        // An MDP meets a resident of a lower score, two residents have the same.
        let variant = if h < self.moved_down {
            usize::from(self.upfloated[l])
        } else {
            0
        };
        let colours = self.colours[self.profile[l] * self.profiles + self.profile[h]];
        self.higher[h][variant] + self.lower[l] + colours
    }
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
