//! Cut and Median modifiers (C.07 14.1 to 14.4) with the Cut-1 exception for voluntary
//! unplayed rounds (16.5).
//!
//! - Cut-1 (14.1) removes the least significant value, Cut-2 (14.2) the two least
//!   significant, Median-1 (14.3) the least and then the most significant, Median-2
//!   (14.4) the two least and the two most significant.
//! - The least significant value is the contribution of the opponent with the lowest
//!   score; among opponents with that score, the lowest contribution (14.1.1: for
//!   Buchholz the two are the same number, for Sonneborn-Berger they are not).
//! - 16.5: when the participant has voluntary unplayed rounds, each removal of a least
//!   significant value removes instead the lowest contribution of a voluntary unplayed
//!   round, as long as that contribution is not lower than the least significant value
//!   (for Buchholz, whose dummy contributions are never below the least significant
//!   value, this always removes a voluntary unplayed round first). The exception does
//!   not apply to the removal of the most significant values.

pub use crate::model::Cut;
use crate::model::Points;

use super::value::Ratio;

/// One value of a tie-break that sums values, such as the Buchholz contribution of one
/// round.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Contribution {
    /// The score of the opponent (or of the dummy, 16.4) the value comes from.
    pub opponent_score: Points,
    pub value: Ratio,
    /// Whether the value comes from a voluntary unplayed round (16.1.2).
    pub voluntary: bool,
}

/// The sum of `contributions` after removing the values `cut` names, least significant
/// first (14.3: "in that order").
pub fn sum_after_cut(mut contributions: Vec<Contribution>, cut: Cut) -> Ratio {
    for _ in 0..cut.least {
        if let Some(index) = least_significant_to_cut(&contributions) {
            contributions.swap_remove(index);
        }
    }
    for _ in 0..cut.most {
        let most = (0..contributions.len()).max_by_key(|&i| significance(&contributions[i]));
        if let Some(index) = most {
            contributions.swap_remove(index);
        }
    }
    contributions.iter().map(|c| c.value).sum()
}

fn significance(contribution: &Contribution) -> (Points, Ratio) {
    (contribution.opponent_score, contribution.value)
}

/// The index of the value to remove for one least significant value (14.1.1, 16.5).
fn least_significant_to_cut(contributions: &[Contribution]) -> Option<usize> {
    let least = (0..contributions.len()).min_by_key(|&i| significance(&contributions[i]))?;
    let voluntary = (0..contributions.len())
        .filter(|&i| contributions[i].voluntary)
        .min_by_key(|&i| contributions[i].value);
    Some(match voluntary {
        Some(index) if contributions[index].value >= contributions[least].value => index,
        _ => least,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(score: i32, points: i32) -> Contribution {
        let score = Points::from_tenths(score);
        Contribution {
            opponent_score: score,
            value: Ratio::product(score, Points::from_tenths(points)),
            voluntary: false,
        }
    }

    fn voluntary(score: i32, points: i32) -> Contribution {
        Contribution {
            voluntary: true,
            ..played(score, points)
        }
    }

    fn buchholz(score: i32, voluntary: bool) -> Contribution {
        let score = Points::from_tenths(score);
        Contribution {
            opponent_score: score,
            value: score.into(),
            voluntary,
        }
    }

    #[test]
    fn buchholz_cut_1_removes_a_voluntary_unplayed_round_first() {
        // Opponents 3, 2.5 and 1.5; two voluntary unplayed rounds against a dummy of 2.
        let values = vec![
            buchholz(30, false),
            buchholz(25, false),
            buchholz(20, true),
            buchholz(20, true),
            buchholz(15, false),
        ];
        assert_eq!(
            sum_after_cut(values.clone(), Cut::CUT_1),
            Ratio::new(90, 10)
        );
        assert_eq!(
            sum_after_cut(values.clone(), Cut::CUT_2),
            Ratio::new(70, 10)
        );
        // Median-1: a dummy, then the highest opponent.
        assert_eq!(
            sum_after_cut(values.clone(), Cut::MEDIAN_1),
            Ratio::new(60, 10)
        );
        assert_eq!(sum_after_cut(values, Cut::NONE), Ratio::new(110, 10));
    }

    #[test]
    fn sonneborn_berger_cuts_the_higher_of_voluntary_and_least_significant() {
        // Lowest-scoring opponent (1.5) was drawn: 0.75. The voluntary round is a
        // forfeit loss against a dummy of 4: contribution 0, lower than 0.75, so the
        // least significant value goes.
        let values = vec![played(15, 5), voluntary(40, 0), played(30, 10)];
        assert_eq!(sum_after_cut(values, Cut::CUT_1), Ratio::whole(3));
        // A half-point bye against a dummy of 4 (2.0) is not lower than 0.75: it goes.
        let values = vec![played(15, 5), voluntary(40, 5), played(30, 10)];
        assert_eq!(sum_after_cut(values, Cut::CUT_1), Ratio::new(375, 100));
    }

    #[test]
    fn among_equal_scores_the_lowest_product_is_least_significant() {
        let values = vec![played(20, 10), played(20, 0), played(30, 5)];
        assert_eq!(sum_after_cut(values, Cut::CUT_1), Ratio::new(35, 10));
    }

    #[test]
    fn cutting_more_values_than_there_are_leaves_nothing() {
        assert_eq!(
            sum_after_cut(vec![buchholz(10, false)], Cut::MEDIAN_2),
            Ratio::ZERO
        );
    }
}
