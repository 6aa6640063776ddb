//! A4 floats, and A5's "a bye is considered to be a downfloat".
//!
//! Reading: floats are written on the pairing card when the pairing is made (A4), so a
//! pairing counts with the scores both players had before that round whether or not the
//! game was then played (a forfeit keeps its float): the shared rule with
//! [`FloatingPairings::Made`]. A pairing-allocated bye is a downfloat (A5); requested byes
//! and absences are not pairings and carry no float.

use crate::model::ByeKind;
use crate::model::floats::{Float, FloatingPairings, RecentFloats};
use crate::pairing::{Competitor, RoundKind, RoundRecord};

/// The float a player received in one earlier round.
pub fn float_in(record: &RoundRecord) -> Option<Float> {
    if record.kind == RoundKind::Bye(ByeKind::Pairing) {
        return Some(Float::Down);
    }
    record.float(FloatingPairings::Made)
}

/// The floats B5 and B6 look at: those of the previous round and of the round before it.
pub fn recent_floats(competitor: &Competitor) -> RecentFloats {
    RecentFloats::of(&competitor.history, |_, record| float_in(record))
}
