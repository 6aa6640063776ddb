//! Tables 8.1a and 8.1b of the FIDE Rating Regulations 2013, as data.
//!
//! The tables are "used precisely as shown, no extrapolations are made" (12.2), so the
//! program looks values up here and never uses the logistic approximation of 12.1.
//! The values were checked against the published tables; the integration test
//! `tests/rating_tables.rs` compares every row with a copy of them in CSV form.

use crate::rating::numbers::Fraction;

/// Table 8.1a: the rating difference `dp` for a fractional score `p`, indexed by `p` in
/// hundredths (0.00 to 1.00). `dp` is negative below .50; for 0 and 1.0 it is
/// "notionally" 800 (8.1).
const RATING_DIFFERENCES: [i16; 101] = [
    -800, -677, -589, -538, -501, -470, -444, -422, -401, -383, //
    -366, -351, -336, -322, -309, -296, -284, -273, -262, -251, //
    -240, -230, -220, -211, -202, -193, -184, -175, -166, -158, //
    -149, -141, -133, -125, -117, -110, -102, -95, -87, -80, //
    -72, -65, -57, -50, -43, -36, -29, -21, -14, -7, //
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, //
    72, 80, 87, 95, 102, 110, 117, 125, 133, 141, //
    149, 158, 166, 175, 184, 193, 202, 211, 220, 230, //
    240, 251, 262, 273, 284, 296, 309, 322, 336, 351, //
    366, 383, 401, 422, 444, 470, 501, 538, 589, 677, //
    800,
];

/// Table 8.1a: the rating difference `dp` for the fractional score `p`.
pub fn rating_difference(p: Fraction) -> i16 {
    RATING_DIFFERENCES[usize::from(p.hundredths())]
}

/// One line of table 8.1b: for a rating difference `D` in `from..=to`, the scoring
/// probabilities of the higher and of the lower rated player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoringProbabilities {
    pub from: u16,
    pub to: u16,
    pub higher: Fraction,
    pub lower: Fraction,
}

const fn row(from: u16, to: u16, higher: u8, lower: u8) -> ScoringProbabilities {
    ScoringProbabilities {
        from,
        to,
        higher: Fraction::from_hundredths(higher)
            .expect("table 8.1b probabilities are at most 1.00"),
        lower: Fraction::from_hundredths(lower).expect("table 8.1b probabilities are at most 1.00"),
    }
}

/// Table 8.1b in its own order; the last line is "> 735" and reaches the largest
/// possible difference of two ratings.
const SCORING_PROBABILITIES: [ScoringProbabilities; 51] = [
    row(0, 3, 50, 50),
    row(4, 10, 51, 49),
    row(11, 17, 52, 48),
    row(18, 25, 53, 47),
    row(26, 32, 54, 46),
    row(33, 39, 55, 45),
    row(40, 46, 56, 44),
    row(47, 53, 57, 43),
    row(54, 61, 58, 42),
    row(62, 68, 59, 41),
    row(69, 76, 60, 40),
    row(77, 83, 61, 39),
    row(84, 91, 62, 38),
    row(92, 98, 63, 37),
    row(99, 106, 64, 36),
    row(107, 113, 65, 35),
    row(114, 121, 66, 34),
    row(122, 129, 67, 33),
    row(130, 137, 68, 32),
    row(138, 145, 69, 31),
    row(146, 153, 70, 30),
    row(154, 162, 71, 29),
    row(163, 170, 72, 28),
    row(171, 179, 73, 27),
    row(180, 188, 74, 26),
    row(189, 197, 75, 25),
    row(198, 206, 76, 24),
    row(207, 215, 77, 23),
    row(216, 225, 78, 22),
    row(226, 235, 79, 21),
    row(236, 245, 80, 20),
    row(246, 256, 81, 19),
    row(257, 267, 82, 18),
    row(268, 278, 83, 17),
    row(279, 290, 84, 16),
    row(291, 302, 85, 15),
    row(303, 315, 86, 14),
    row(316, 328, 87, 13),
    row(329, 344, 88, 12),
    row(345, 357, 89, 11),
    row(358, 374, 90, 10),
    row(375, 391, 91, 9),
    row(392, 411, 92, 8),
    row(412, 432, 93, 7),
    row(433, 456, 94, 6),
    row(457, 484, 95, 5),
    row(485, 517, 96, 4),
    row(518, 559, 97, 3),
    row(560, 619, 98, 2),
    row(620, 735, 99, 1),
    row(736, u16::MAX, 100, 0),
];

/// Table 8.1b: the line for the rating difference `D`, as the table has it (the cap of
/// 8.54 is applied by the caller, not here).
pub fn scoring_probabilities(difference: u16) -> ScoringProbabilities {
    // The lines cover 0..=u16::MAX without gaps (tested below), so the line is the
    // first one whose upper bound is at least `difference`.
    let line = SCORING_PROBABILITIES.partition_point(|line| line.to < difference);
    SCORING_PROBABILITIES[line]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_of_table_8_1b_follow_each_other_without_gaps() {
        assert_eq!(SCORING_PROBABILITIES[0].from, 0);
        for pair in SCORING_PROBABILITIES.windows(2) {
            assert_eq!(pair[1].from, pair[0].to + 1, "{pair:?}");
        }
        assert_eq!(SCORING_PROBABILITIES[50].to, u16::MAX);
    }

    #[test]
    fn the_two_tables_are_mirror_images() {
        // 8.1: "the two tables are effectively mirror images": dp(1 - p) = -dp(p), and
        // the higher and lower probabilities of each line of 8.1b add up to 1.00.
        for hundredths in 0..=100u8 {
            let p = Fraction::from_hundredths(hundredths).expect("0..=100");
            assert_eq!(rating_difference(p.complement()), -rating_difference(p));
        }
        for line in SCORING_PROBABILITIES {
            assert_eq!(line.higher.complement(), line.lower, "{line:?}");
        }
    }
}
