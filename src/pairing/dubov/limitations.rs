//! Chapter 2 of 1997: the pairing limitations. They are absolute: a pairing that breaks one
//! is never produced (the engine reports that no legal pairing exists instead). Edition 2026
//! keeps C1 and C3 as absolute criteria (see `edition_2026`) and turns 2.5 into MaxT
//! ([`maximum_upfloats`]) and the quality criteria C8-C10.
//!
//! Readings:
//! - 2.1: "played each other" means a game played over the board; a forfeit is no meeting,
//!   as in the shared history. Pairs the arbiter forbade are treated like 2.1.
//! - 2.2: "received a point without playing" is a pairing-allocated bye, a win by forfeit or
//!   a requested full-point bye; a half-point bye is not a point. This is the rule the
//!   systems share ([`crate::model::history::Competitor::may_receive_pairing_bye`]) read
//!   with [`crate::model::history::WinWithoutPlaying::ForfeitOrFullBye`].
//! - 2.3 and 2.4 count the games played over the board only (unplayed rounds leave no colour
//!   and are skipped, as in the shared colour history). The text of 2.3 lost its minus sign:
//!   whites minus blacks stays within -2..=2. These are the colour limits of Dutch 1992 B2
//!   too: [`breaks_colour_limits`].
//! - 2.5 limits the transfers to a higher score group, which are those of 7.1 and 7.2 (the
//!   floaters of 6.4 are transferred to a lower group; the players they meet in chapter 8
//!   stay in their own group). Except in the last round, a player may not be transferred up
//!   if he was transferred up in the previous round, nor more than 3 times in all (4 in
//!   tournaments of 10 or more rounds). The tournament record does not say how a pair came
//!   about, so past transfers are counted as the rounds in which the player was paired
//!   (played or forfeited) with an opponent who had a higher score before the round: this
//!   also counts meeting a floater from above, and errs on the side of the limitation.
//!   Because 6.4 and chapter 8 can always move a player down instead, 2.5 never makes a
//!   round unpairable and is not part of the graph of legal pairs.
//! - 2.6 is checked where chapter 7 moves players between the colour subgroups
//!   ([`may_change_subgroup`]).

use crate::model::Colour;
use crate::model::colours::{breaks_colour_limits, colour_difference};

use super::Entrant;

/// The limitations that depend on the round being paired.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// 2.5 does not apply in the last round.
    pub last_round: bool,
    /// 2.5: 3 upfloats in tournaments of less than 10 rounds, 4 otherwise.
    pub upfloat_limit: usize,
}

impl Limits {
    pub fn new(round: u32, rounds_planned: u32) -> Limits {
        Limits {
            last_round: round >= rounds_planned,
            upfloat_limit: if rounds_planned < 10 { 3 } else { 4 },
        }
    }

    /// 2.5: whether `player` may be transferred to a higher score group this round (7.1,
    /// 7.2).
    pub fn may_transfer_up(&self, player: &Entrant) -> bool {
        self.last_round || (!player.upfloated_last_round && player.upfloats < self.upfloat_limit)
    }
}

/// Edition 2026, Article 1.8.2: MaxT = 2 + [Rnds/5], the upfloats that make a player a
/// maximum upfloater (1.8.1). It replaces the hard limit of 1997 2.5 (3 below 10 rounds, 4
/// from 10), with the same values from 5 to 14 rounds, by the quality criteria C8 and C9.
pub fn maximum_upfloats(rounds_planned: u32) -> usize {
    2 + rounds_planned as usize / 5
}

/// 2.3 and 2.4: whether a player whose games so far had `colours` (oldest first) may play the
/// next game with `colour`.
pub fn colour_allowed(colours: &[Colour], colour: Colour) -> bool {
    !breaks_colour_limits(colours, colour_difference(colours.iter().copied()), colour)
}

/// Whether some colour allocation of the pair keeps 2.3 and 2.4 for both players.
pub fn colours_possible(a: &Entrant, b: &Entrant) -> bool {
    a_may_have_white(a, b) || a_may_have_white(b, a)
}

/// Whether `a` may have White and `b` Black under 2.3 and 2.4.
pub fn a_may_have_white(a: &Entrant, b: &Entrant) -> bool {
    colour_allowed(&a.colours, Colour::White) && colour_allowed(&b.colours, Colour::Black)
}

/// 2.6: whether chapter 7 may move `player` into the subgroup due to `colour` (he would then
/// be expected to play `colour`).
pub fn may_change_subgroup(player: &Entrant, colour: Colour) -> bool {
    colour_allowed(&player.colours, colour)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn max_t_of_article_1_8_2() {
        assert_eq!(maximum_upfloats(4), 2);
        assert_eq!(maximum_upfloats(5), 3);
        assert_eq!(maximum_upfloats(9), 3);
        assert_eq!(maximum_upfloats(10), 4);
        assert_eq!(maximum_upfloats(15), 5);
    }

    #[test]
    fn upfloat_limits_depend_on_tournament_length() {
        assert_eq!(Limits::new(3, 9).upfloat_limit, 3);
        assert_eq!(Limits::new(3, 10).upfloat_limit, 4);
        assert!(!Limits::new(8, 9).last_round);
        assert!(Limits::new(9, 9).last_round);
    }
}
