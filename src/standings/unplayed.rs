//! Unplayed rounds, C.07 (2023) Articles 15 and 16.
//!
//! An unplayed round (15.1) is a round in which a participant did not play a game: in a
//! Swiss tournament Article 16 says how such rounds enter the tie-breaks built on the
//! opponents' scores (Buchholz and its Cut/Median variants, Sonneborn-Berger).
//!
//! | what happened                                   | category (16.2) | voluntary (16.1.2) |
//! |-------------------------------------------------|-----------------|--------------------|
//! | pairing-allocated bye, full-point bye           | 16.2.1          | no                 |
//! | forfeit win                                     | 16.2.2          | no                 |
//! | requested bye followed by a round not voluntary | 16.2.3          | yes                |
//! | forfeit loss (also a double forfeit)            | 16.2.4          | yes                |
//! | requested bye followed only by voluntary        | 16.2.5          | yes                |
//! | unplayed rounds, or in the last round           |                 |                    |
//!
//! Requested byes are half-point and zero-point byes. Every round after a withdrawal is
//! a zero-point bye (16.1.1); so are, in this program, the rounds a player was absent
//! without notice (they are treated as withdrawn from that round, Dutch F8) and the
//! rounds before a late entry (the player chose not to play them). A double forfeit is
//! not named by C.07: each player forfeited, so each has a forfeit loss.
//!
//! The rules the tie-breaks apply:
//! - 16.3: for the tie-breaks of his *opponents*, a participant's score counts
//!   categories 16.2.1 to 16.2.4 with the points actually awarded (16.3.1) and category
//!   16.2.5 as draws (16.3.2): a withdrawn player's remaining rounds give his opponents
//!   draws, not losses. See [`adjusted_score`].
//! - 16.4: in his *own* tie-breaks each unplayed round counts as a game against a dummy
//!   opponent whose score is the participant's own final score, with the result the
//!   points he was awarded. The 2026 amendment caps that score: at the scheduled
//!   opponent's adjusted score (16.3) for a forfeit win or loss (16.4.1), at the points
//!   of a draw times the number of rounds for every other unplayed round (16.4.2). See
//!   [`Records::dummy_score`](super::record::Records::dummy_score).
//! - 16.5: when a Cut or Median modifier removes the least significant value, a value
//!   coming from a voluntary unplayed round is removed first, as long as it is not lower
//!   than the least significant value. See [`super::modifiers`].

use crate::model::history::RoundKind;
use crate::model::{ByeKind, Points};

/// The category of an unplayed round (C.07 16.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Unplayed {
    /// 16.2.1: pairing-allocated bye or full-point bye.
    AwardedBye,
    /// 16.2.2: forfeit win.
    ForfeitWin,
    /// 16.2.3: requested bye followed by at least one round that is not voluntarily
    /// unplayed.
    RequestedByeBeforePlay,
    /// 16.2.4: forfeit loss.
    ForfeitLoss,
    /// 16.2.5: requested bye followed only by voluntary unplayed rounds, or in the last
    /// round (a withdrawal, in particular).
    RequestedByeToTheEnd,
}

impl Unplayed {
    /// A voluntary unplayed round ("VUR", 16.1.2): a requested bye or a forfeit loss.
    pub fn is_voluntary(self) -> bool {
        matches!(
            self,
            Unplayed::RequestedByeBeforePlay
                | Unplayed::ForfeitLoss
                | Unplayed::RequestedByeToTheEnd
        )
    }
}

/// What a round was before looking at the rounds after it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Provisional {
    Played,
    Category(Unplayed),
    RequestedBye,
}

fn provisional(kind: &RoundKind) -> Provisional {
    match kind {
        RoundKind::Played => Provisional::Played,
        RoundKind::ForfeitWin => Provisional::Category(Unplayed::ForfeitWin),
        RoundKind::ForfeitLoss => Provisional::Category(Unplayed::ForfeitLoss),
        RoundKind::Bye(ByeKind::Pairing | ByeKind::Full) => {
            Provisional::Category(Unplayed::AwardedBye)
        }
        RoundKind::Bye(ByeKind::Half | ByeKind::Zero | ByeKind::Absent) | RoundKind::NotPaired => {
            Provisional::RequestedBye
        }
    }
}

/// The 16.2 category of each round (`None` for a played round), given what happened in
/// each round, first round first. Whether a requested bye is 16.2.3 or 16.2.5 depends on
/// the rounds after it, so the rounds are classified from the last one backwards.
pub fn categories(kinds: &[RoundKind]) -> Vec<Option<Unplayed>> {
    let mut categories = vec![None; kinds.len()];
    let mut only_voluntary_after = true;
    for (index, kind) in kinds.iter().enumerate().rev() {
        let category = match provisional(kind) {
            Provisional::Played => None,
            Provisional::Category(category) => Some(category),
            Provisional::RequestedBye if only_voluntary_after => {
                Some(Unplayed::RequestedByeToTheEnd)
            }
            Provisional::RequestedBye => Some(Unplayed::RequestedByeBeforePlay),
        };
        if !category.is_some_and(Unplayed::is_voluntary) {
            only_voluntary_after = false;
        }
        categories[index] = category;
    }
    categories
}

/// A participant's score as his opponents' tie-breaks see it (16.3): the points of each
/// round, except that rounds of category 16.2.5 count as draws (`draw` is the score of
/// a drawn round: a drawn game, or a match drawn 1-1 in Double-Swiss).
pub fn adjusted_score(rounds: &[(Option<Unplayed>, Points)], draw: Points) -> Points {
    rounds
        .iter()
        .map(|&(category, points)| match category {
            Some(Unplayed::RequestedByeToTheEnd) => draw,
            _ => points,
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bye(kind: ByeKind) -> RoundKind {
        RoundKind::Bye(kind)
    }

    #[test]
    fn requested_byes_are_classified_by_what_follows_them() {
        let kinds = [
            bye(ByeKind::Half),
            RoundKind::Played,
            bye(ByeKind::Zero),
            RoundKind::ForfeitLoss,
            RoundKind::ForfeitWin,
            bye(ByeKind::Half),
            RoundKind::ForfeitLoss,
            bye(ByeKind::Absent),
            RoundKind::NotPaired,
        ];
        assert_eq!(
            categories(&kinds),
            [
                Some(Unplayed::RequestedByeBeforePlay),
                None,
                Some(Unplayed::RequestedByeBeforePlay),
                Some(Unplayed::ForfeitLoss),
                Some(Unplayed::ForfeitWin),
                Some(Unplayed::RequestedByeToTheEnd),
                Some(Unplayed::ForfeitLoss),
                Some(Unplayed::RequestedByeToTheEnd),
                Some(Unplayed::RequestedByeToTheEnd),
            ]
        );
    }

    #[test]
    fn awarded_byes_end_a_run_of_voluntary_rounds() {
        let kinds = [
            bye(ByeKind::Zero),
            bye(ByeKind::Pairing),
            bye(ByeKind::Half),
        ];
        assert_eq!(
            categories(&kinds),
            [
                Some(Unplayed::RequestedByeBeforePlay),
                Some(Unplayed::AwardedBye),
                Some(Unplayed::RequestedByeToTheEnd),
            ]
        );
    }

    #[test]
    fn only_byes_to_the_end_count_as_draws_for_the_opponents() {
        let rounds = [
            (None, Points::ONE),
            (Some(Unplayed::RequestedByeBeforePlay), Points::ZERO),
            (Some(Unplayed::ForfeitLoss), Points::ZERO),
            (Some(Unplayed::RequestedByeToTheEnd), Points::ZERO),
            (Some(Unplayed::RequestedByeToTheEnd), Points::HALF),
        ];
        assert_eq!(
            adjusted_score(&rounds, Points::HALF),
            Points::from_tenths(20)
        );
    }
}
