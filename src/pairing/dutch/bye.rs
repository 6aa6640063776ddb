//! A5 and B1b: who may receive the pairing-allocated bye.
//!
//! A5: when the number of players to pair is odd, the one left unpaired in the lowest
//! bracket gets the bye (no opponent, no colour, one point), which counts as a downfloat
//! (see [`super::floats`]). B1b: nobody receives it who already scored a point without
//! playing, by a bye or because the opponent did not appear (a forfeit win; a requested
//! full-point bye counts too). A requested half-point bye is not a point and does not bar.

use crate::pairing::Competitor;

pub fn may_receive_bye(competitor: &Competitor) -> bool {
    !(competitor.had_pairing_bye() || competitor.won_without_playing())
}
