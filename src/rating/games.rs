//! Which games of a tournament are rated, and why the others are not.

use std::fmt;

use crate::model::ByeKind;

/// Why a round of a player gives no rated game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exclusion {
    /// The game has no result yet.
    Pending,
    /// 5.1: a forfeited game is not played and not rated.
    Forfeit,
    /// 5.1 and C.04.5 preface: a single forfeited game of a Double-Swiss match counts as
    /// played for the standings, but it was not played and is not rated.
    ForfeitInPlayedMatch,
    /// A game marked as not to be rated (TRF results W, D, L), e.g. one that ended before
    /// both players had moved (5.1).
    MarkedUnrated,
    /// 6.42, 8.52: in a Swiss only games against rated opponents are rated; 8.21(a): an
    /// unrated player's rating comes from his rated opponents only.
    OpponentUnrated,
    /// A round without an opponent: no game (5.1).
    Bye(ByeKind),
    /// Rapid and Blitz 2024 7.3.1 (from 1 December 2024): a rating difference of 600 or
    /// more with a player rated above 2600.
    RatingGap { difference: u16 },
}

impl fmt::Display for Exclusion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Exclusion::Pending => f.write_str("no result yet"),
            Exclusion::Forfeit => f.write_str("forfeit: not played (5.1)"),
            Exclusion::ForfeitInPlayedMatch => f.write_str(
                "forfeit in a match that counts as played: this game was not played (5.1, C.04.5 preface)",
            ),
            Exclusion::MarkedUnrated => f.write_str("result marked not rated (TRF W/D/L, 5.1)"),
            Exclusion::OpponentUnrated => {
                f.write_str("opponent unrated: not rated in a Swiss (6.42, 8.21(a), 8.52)")
            }
            Exclusion::Bye(kind) => {
                write!(f, "{kind}: no game (5.1)")
            }
            Exclusion::RatingGap { difference } => write!(
                f,
                "rating difference {difference}, a player above 2600: not rated (R&B 7.3.1)"
            ),
        }
    }
}
