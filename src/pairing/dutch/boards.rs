//! F1: sorting the pairings before they are made public.
//!
//! "The score of the higher player of the pairing involved; the sum of the scores of both
//! players; the rank according to A2 of the higher player." The higher player is the one
//! ranked higher by A2 (so also the one with the higher score).

use std::cmp::Reverse;

use super::criteria::Field;

/// A pair as (higher, lower), by A2 rank (an entrant's index is its rank).
pub fn higher_first((a, b): (usize, usize)) -> (usize, usize) {
    (a.min(b), a.max(b))
}

/// Sorts pairs given as (higher, lower) into board order.
pub fn sort_boards(field: &Field, pairs: &mut [(usize, usize)]) {
    pairs.sort_by_key(|&(higher, lower)| {
        (
            Reverse(field.score(higher)),
            Reverse(field.score(higher) + field.score(lower)),
            higher,
        )
    });
}
