//! Colour allocation, C.04.3 Article 5.2, applied in order to each pair:
//! 5.2.1 grant both colour preferences; 5.2.2 grant the stronger preference (absolute over
//! strong over mild; of two absolute ones, the wider colour difference); 5.2.3 alternate
//! the colours to the most recent round in which one had White and the other Black (played
//! games only, C.04.2 Art. 3.4); 5.2.4 grant the preference of the higher ranked player;
//! 5.2.5 if the higher ranked player has an odd TPN (the rank among the players taking
//! part, [`super::players`]), they get the initial-colour, otherwise the other colour.

use crate::model::Colour;
use crate::model::colours::{last_differing_colour, preferences_compatible};

use super::players::Entrant;

/// The article of 5.2 that decided a pair's colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColourRule {
    BothPreferences,
    StrongerPreference,
    Alternation,
    HigherRankedPreference,
    InitialColour,
}

impl ColourRule {
    pub fn article(self) -> &'static str {
        match self {
            ColourRule::BothPreferences => "5.2.1 both colour preferences granted",
            ColourRule::StrongerPreference => "5.2.2 the stronger colour preference granted",
            ColourRule::Alternation => "5.2.3 colours alternated to the last round they differed",
            ColourRule::HigherRankedPreference => {
                "5.2.4 the higher ranked player's colour preference granted"
            }
            ColourRule::InitialColour => "5.2.5 initial-colour by the higher ranked player's TPN",
        }
    }
}

/// The colour `higher` (the higher ranked of the pair by 1.2) gets against `lower`.
pub fn allocate(higher: &Entrant, lower: &Entrant, initial: Colour) -> (Colour, ColourRule) {
    if preferences_compatible(higher.preference, lower.preference) {
        if let Some(colour) = higher.preference {
            return (colour, ColourRule::BothPreferences);
        }
        if let Some(colour) = lower.preference {
            return (colour.opposite(), ColourRule::BothPreferences);
        }
    } else {
        let preference = higher.preference.expect("incompatible preferences exist");
        let stronger = |a: &Entrant, b: &Entrant| {
            (a.absolute() && (a.imbalance > b.imbalance || !b.absolute()))
                || (!a.absolute() && !b.absolute() && a.strong() && !b.strong())
        };
        if stronger(higher, lower) {
            return (preference, ColourRule::StrongerPreference);
        }
        if stronger(lower, higher) {
            return (preference.opposite(), ColourRule::StrongerPreference);
        }
        if let Some(colour) =
            last_differing_colour(&higher.colours, &lower.colours).map(Colour::opposite)
        {
            return (colour, ColourRule::Alternation);
        }
        return (preference, ColourRule::HigherRankedPreference);
    }
    let colour = if higher.rank.is_multiple_of(2) {
        initial
    } else {
        initial.opposite()
    };
    (colour, ColourRule::InitialColour)
}
