//! Floats, read from the round history: the rule every system shares is that two players
//! with different scores paired in a round float, the higher one down and the lower one up
//! (Dutch 1992 A4, Dutch 2026 1.4.2, Dubov 2.5 and 6.4, Double-Swiss 1.5, which counts a
//! floater either way). The systems differ in which pairings count, a parameter here
//! ([`FloatingPairings`]), and in which rounds without a game give a downfloat, a small
//! function of each engine on top of [`RoundRecord::float`] (Dutch 1992 A5: the
//! pairing-allocated bye; Dutch 2026 1.4.3: any unplayed round scoring more than a loss;
//! Dubov and Double-Swiss: none). Dutch 2026 also compares the scores with the
//! acceleration's virtual points, through [`float_between`].

use crate::model::history::{RoundKind, RoundRecord};
use crate::model::{Points, Tpn};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Float {
    /// Paired with a player of a lower score (or, by a system's rule, given a round
    /// without a game that counts as one).
    Down,
    /// Paired with a player of a higher score.
    Up,
}

/// The float a player with score `own` receives when paired with a player with score
/// `opponent` (both before the round): down against a lower score, up against a higher
/// one, none between equal scores.
pub fn float_between<S: Ord>(own: S, opponent: S) -> Option<Float> {
    match own.cmp(&opponent) {
        std::cmp::Ordering::Greater => Some(Float::Down),
        std::cmp::Ordering::Less => Some(Float::Up),
        std::cmp::Ordering::Equal => None,
    }
}

/// Which pairings of an earlier round can give a float.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FloatingPairings {
    /// Every pairing, played or forfeited: the float is written on the pairing card when
    /// the pairing is made (Dutch 1992 A4); Dubov 2.5 and 6.4 count the pairings made.
    Made,
    /// Only a game (match) that counts as played: Dutch 2026 1.4.2 ("after two players
    /// ... have played each other"), Double-Swiss 1.5 (a forfeited match is not regularly
    /// played, preface).
    Played,
}

impl RoundRecord {
    /// The float this round's pairing gave the player by the scores both had before the
    /// round ([`float_between`]); none for a round without an opponent, or a pairing that
    /// `pairings` does not count.
    pub fn float(&self, pairings: FloatingPairings) -> Option<Float> {
        self.accelerated_float(pairings, 0, |_| Points::ZERO)
    }

    /// [`RoundRecord::float`] by the pairing scores of that round (C.04.7 1.5): the
    /// scores before it, each with the virtual points `virtual_points` gives player `tpn`
    /// (this record's) and the opponent in that round.
    pub fn accelerated_float(
        &self,
        pairings: FloatingPairings,
        tpn: Tpn,
        virtual_points: impl Fn(Tpn) -> Points,
    ) -> Option<Float> {
        let counted = match pairings {
            FloatingPairings::Made => true,
            FloatingPairings::Played => self.kind == RoundKind::Played,
        };
        let opponent_before = self.opponent_score_before.filter(|_| counted)?;
        let opponent = self.opponent?;
        float_between(
            self.score_before + virtual_points(tpn),
            opponent_before + virtual_points(opponent),
        )
    }
}

/// The floats of the previous round and of the round before it: Dutch 1992 B5/B6, Dutch
/// 2026 C14-C21; Dubov 2.5 and Double-Swiss C7/C8 look at the previous one only.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct RecentFloats {
    pub previous: Option<Float>,
    pub two_before: Option<Float>,
}

impl RecentFloats {
    /// The floats of the last two rounds of `history` (one record per round, round 1
    /// first), as the system's `float_in` reads a round from its number and record.
    pub fn of(
        history: &[RoundRecord],
        float_in: impl Fn(u32, &RoundRecord) -> Option<Float>,
    ) -> RecentFloats {
        let back = |rounds: usize| {
            let index = history.len().checked_sub(rounds)?;
            float_in(index as u32 + 1, &history[index])
        };
        RecentFloats {
            previous: back(1),
            two_before: back(2),
        }
    }

    /// The two floats, the previous round's first: for the criteria that go over both.
    pub fn latest_first(self) -> [Option<Float>; 2] {
        [self.previous, self.two_before]
    }
}
