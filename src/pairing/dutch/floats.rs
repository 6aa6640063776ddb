//! A4 floats, and A5's "a bye is considered to be a downfloat".
//!
//! Reading: floats are written on the pairing card when the pairing is made (A4), so a
//! pairing counts with the scores both players had before that round whether or not the
//! game was then played (a forfeit keeps its float). A pairing-allocated bye is a downfloat
//! (A5); requested byes and absences are not pairings and carry no float.

use crate::model::ByeKind;
use crate::pairing::{Competitor, RoundKind, RoundRecord};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Float {
    /// Paired with a player of a lower score, or given the bye.
    Down,
    /// Paired with a player of a higher score.
    Up,
}

/// The float a player received in one earlier round.
pub fn float_in(record: &RoundRecord) -> Option<Float> {
    match record.kind {
        RoundKind::Bye(ByeKind::Pairing) => Some(Float::Down),
        RoundKind::Played | RoundKind::ForfeitWin | RoundKind::ForfeitLoss => {
            let opponent = record.opponent_score_before?;
            match record.score_before.cmp(&opponent) {
                std::cmp::Ordering::Greater => Some(Float::Down),
                std::cmp::Ordering::Less => Some(Float::Up),
                std::cmp::Ordering::Equal => None,
            }
        }
        RoundKind::Bye(_) | RoundKind::NotPaired => None,
    }
}

/// The floats B5 and B6 look at: those of the previous round and of the round before it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct RecentFloats {
    pub previous: Option<Float>,
    pub two_before: Option<Float>,
}

impl RecentFloats {
    pub fn of(competitor: &Competitor) -> RecentFloats {
        let mut rounds = competitor.history.iter().rev();
        RecentFloats {
            previous: rounds.next().and_then(float_in),
            two_before: rounds.next().and_then(float_in),
        }
    }
}
