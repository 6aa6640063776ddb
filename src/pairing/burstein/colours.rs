//! Articles 1.5 (colour preferences) and 5.2 (colour allocation).
//!
//! 1.5.1-1.5.3 are word for word the Dubov system's 1.6.1-1.6.3 of 2026, and 5.2.1-5.2.5
//! its 5.2.1-5.2.5, so both are read by the Dubov engine's functions
//! ([`preference_2026`], [`allocate_2026`]). Two articles differ:
//! - 1.5.4: a player who has not played a game has no colour preference (Dubov: mild
//!   Black); his opponent's preference is granted (5.2.2), and when neither has played,
//!   5.2.1 decides.
//! - 5.2.5 grants the preference of the player ranked higher by 1.8 (the Index), while
//!   5.2.1 names the higher ranked player by points, then TPN.

use crate::model::Colour;
use crate::pairing::dubov::colours::{
    ColourFacts, Preference, Rule2026, Strength, allocate_2026, preference_2026,
};

/// 1.5: the colour preference of a player whose played games had `colours` (oldest
/// first); none before the first game (1.5.4).
pub fn preference(colours: &[Colour]) -> Option<Preference> {
    (!colours.is_empty()).then(|| preference_2026(colours))
}

/// Whether the preference is absolute (1.5.1), for [C3].
pub fn is_absolute(preference: Option<Preference>) -> bool {
    preference.is_some_and(|p| p.strength == Strength::Absolute)
}

/// [C8]: whether one of two players paired together does not get his colour preference
/// (both have one, for the same colour).
pub fn preferences_clash(a: Option<Preference>, b: Option<Preference>) -> bool {
    matches!((a, b), (Some(a), Some(b)) if a.colour == b.colour)
}

/// What 5.2 looks at of one player of a pair.
pub struct Side<'a> {
    pub tpn: u32,
    pub colours: &'a [Colour],
    pub preference: Option<Preference>,
}

impl Side<'_> {
    fn facts(&self) -> ColourFacts<'_> {
        ColourFacts {
            tpn: self.tpn,
            colours: self.colours,
            // Only read when both have played (5.2.2-5.2.5).
            preference: self.preference.unwrap_or(Preference {
                colour: Colour::Black,
                strength: Strength::Mild,
            }),
        }
    }
}

/// Article 5.2: the colour of `by_index`, the higher of the pair by 1.8, against
/// `other`; `by_points_first` says whether `by_index` is also the higher by points, then
/// TPN (5.2.1). Returns the colour and the article.
pub fn allocate(
    by_index: &Side,
    other: &Side,
    by_points_first: bool,
    initial: Colour,
) -> (Colour, Rule2026) {
    match (by_index.preference, other.preference) {
        (None, None) => {
            let (higher, lower) = if by_points_first {
                (by_index, other)
            } else {
                (other, by_index)
            };
            let (colour, rule) = allocate_2026(&higher.facts(), &lower.facts(), initial);
            let colour = if by_points_first {
                colour
            } else {
                colour.opposite()
            };
            (colour, rule)
        }
        // 1.5.4 with 5.2.2: the preference of the player who has one is granted.
        (Some(mine), None) => (mine.colour, Rule2026::BothPreferences),
        (None, Some(theirs)) => (theirs.colour.opposite(), Rule2026::BothPreferences),
        (Some(_), Some(_)) => allocate_2026(&by_index.facts(), &other.facts(), initial),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    fn side<'a>(tpn: u32, colours: &'a [Colour]) -> Side<'a> {
        Side {
            tpn,
            colours,
            preference: preference(colours),
        }
    }

    #[test]
    fn no_game_no_preference_1_5_4() {
        assert_eq!(preference(&[]), None);
        assert!(!is_absolute(preference(&[W])));
        assert!(is_absolute(preference(&[W, W])));
        assert!(!preferences_clash(None, preference(&[W])));
        assert!(preferences_clash(preference(&[B]), preference(&[W, B, B])));
    }

    #[test]
    fn article_5_2() {
        // 5.2.1: neither has played; the higher by points (here the one ranked lower by
        // the Index) has TPN 3, odd: the initial-colour.
        assert_eq!(
            allocate(&side(8, &[]), &side(3, &[]), false, W),
            (B, Rule2026::InitialColour)
        );
        // 1.5.4: the newcomer's opponent gets his preference.
        assert_eq!(
            allocate(&side(8, &[]), &side(3, &[W]), true, W),
            (W, Rule2026::BothPreferences)
        );
        // 5.2.5: equal preferences and no alternation: the higher by the Index.
        assert_eq!(
            allocate(&side(8, &[W, B]), &side(3, &[W, B]), true, W),
            (W, Rule2026::HigherRankedPreference)
        );
        assert_eq!(
            allocate(&side(3, &[W, B]), &side(8, &[W, B]), true, W),
            (W, Rule2026::HigherRankedPreference)
        );
    }
}
