//! F1: sorting the pairings before they are made public.
//!
//! "The score of the higher player of the pairing involved; the sum of the scores of both
//! players; the rank according to A2 of the higher player": the order every Swiss system
//! shares ([`crate::pairing::board_order`]), with the rank by A2. The higher player is the
//! one ranked higher by A2 (so also the one with the higher score).

use super::criteria::Field;
use crate::pairing::board_order::{PairMember, board_order};

/// A pair as (higher, lower), by A2 rank (an entrant's index is its rank).
pub fn higher_first((a, b): (usize, usize)) -> (usize, usize) {
    (a.min(b), a.max(b))
}

/// Sorts pairs given as (higher, lower) into board order.
pub fn sort_boards(field: &Field, pairs: &mut [(usize, usize)]) {
    let seat = |index: usize| PairMember {
        score: field.score(index),
        rank: index,
    };
    pairs.sort_by_key(|&(higher, lower)| board_order(seat(higher), seat(lower)));
}
