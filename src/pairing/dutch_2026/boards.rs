//! The order of the boards: the higher score of the pair first, then the lower score of the
//! pair, then the rank of the higher player, with scores without acceleration (the players'
//! real scores) and the higher player by real score, then rank.

use std::cmp::Reverse;

use super::players::Entrant;

/// The sort key of a pair's board (ascending).
pub fn order_key(a: &Entrant, b: &Entrant) -> (i32, i32, usize) {
    let (higher, lower) = if (b.real_score, Reverse(b.rank)) > (a.real_score, Reverse(a.rank)) {
        (b, a)
    } else {
        (a, b)
    };
    (-higher.real_score, -lower.real_score, higher.rank)
}
