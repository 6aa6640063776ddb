//! The order of the boards, one rule for the Swiss systems (and the matches of a team
//! Swiss), which the TRF reader numbers a file's boards by too.
//!
//! C.04.2 (2026) Art. 3.6 recommends publishing the pairs by the score of the
//! higher-ranked participant, then the sum of both scores, then the pairing number of the
//! higher-ranked participant, all from the top; the Dutch rules of 1992-2006 made it F1,
//! with the rank by A2. For a given higher score, a larger sum is a larger lower score,
//! so the key below compares the lower score. Under an acceleration the scores are the
//! pairing scores, virtual points included: C.04.7 (2026) 1.5 uses the pairing score to
//! define the scoregroups, sort them and sort the boards, and the checklist of FIDE's
//! acceptance of programs (VCL4THP.13, Q187-188) reads the board order so. bbpPairings v6
//! sorts its output by the scores without the virtual points: the pairs agree, the order
//! of two boards may not (docs/fide-acceptance.md, Q187-188). The Dubov rules of 1997
//! keep their own order (the order the pairs were made in on equal scores), which their
//! examples worked by hand pin.

use std::cmp::Reverse;

use crate::model::Points;

/// A participant of a pair as the board order sees him.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PairMember {
    /// The pairing score: the points before the round and the virtual points, if any.
    pub score: Points,
    /// The participant's place in the system's order for pairing, among those of equal
    /// score: the pairing number (TPN), or the rank by A2 in the Dutch rules of 1992.
    pub rank: usize,
}

/// The sort key of a board (ascending): the higher-ranked participant's score and the
/// other's, both descending, then the higher-ranked participant's rank.
pub type BoardOrder = (Reverse<Points>, Reverse<Points>, usize);

/// The place of the pair `a`-`b` in the board order (C.04.2 Art. 3.6); the higher-ranked
/// participant is the one with the higher pairing score, on equal scores the smaller rank.
pub fn board_order(a: PairMember, b: PairMember) -> BoardOrder {
    let (higher, lower) = if (Reverse(a.score), a.rank) <= (Reverse(b.score), b.rank) {
        (a, b)
    } else {
        (b, a)
    };
    (Reverse(higher.score), Reverse(lower.score), higher.rank)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(tenths: i32, rank: usize) -> PairMember {
        PairMember {
            score: Points::from_tenths(tenths),
            rank,
        }
    }

    #[test]
    fn the_higher_score_then_the_sum_then_the_higher_ranked_participant() {
        let mut boards = [
            board_order(seat(20, 7), seat(10, 2)),
            board_order(seat(20, 3), seat(20, 5)),
            board_order(seat(15, 1), seat(20, 4)),
            board_order(seat(20, 6), seat(15, 8)),
        ];
        boards.sort();
        let higher: Vec<usize> = boards.iter().map(|&(_, _, rank)| rank).collect();
        assert_eq!(higher, [3, 4, 6, 7]);
    }
}
