//! Colours: A7 colour differences and preferences, the colour limits of B2, the allocation
//! rules E1-E5, and F2/F3 (rounds without a game leave no colour).
//!
//! Readings taken here:
//! - F2/F3: a player's colour history is the sequence of colours of the games actually
//!   played, oldest first; byes, forfeits and absences are skipped ("BWW-B counts as
//!   -BWWB"). The colour difference (A7), both B2 limits and E3 use this sequence.
//! - Strength of a preference (used by E2): A7 names mild (difference 0) and strong
//!   (difference not 0) preferences. A player for whom B2 leaves only one colour has an
//!   *absolute* preference for it, stronger than any other: granting the other colour would
//!   break an absolute criterion. A7(c) treats some strong preferences as absolute too
//!   (see [`ColourHistory::odd_round_strong`]).
//! - A7(c) and (d) say "(players who have had a bye before)": that names why these players
//!   are in that position (an odd number of games, F2 counting every unplayed round like a
//!   bye). They are recognised by the preference itself: in an odd round only a player
//!   with an unplayed round can have a colour difference of ±1, in an even round only such
//!   a player can have a difference of 0.
//! - When no rule from E1 to E4 decides (neither player has a preference: nobody has
//!   played yet), E5 applies in round 1. In later rounds this happens only between two
//!   players who have not played a game yet; the same alternation down the boards that E5
//!   prescribes is used, starting from the colour drawn for round 1.

use crate::model::Colour;
use crate::model::colours::{
    balancing_colour, breaks_colour_limits, colour_difference, last_differing_colour,
};
use crate::pairing::Competitor;

/// How strongly a player wants a colour (A7; absolute from B2 or A7(c)).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Strength {
    /// A7(b): colour difference 0, alternate with respect to the previous game.
    Mild,
    /// A7(a): colour difference not 0.
    Strong,
    /// B2 leaves only this colour (or A7(c) treats the strong preference as absolute).
    Absolute,
}

/// A colour preference: the colour wanted and how strongly.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Preference {
    pub colour: Colour,
    pub strength: Strength,
}

/// The colours of the games a player actually played, oldest first (F2, F3).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ColourHistory {
    played: Vec<Colour>,
    /// A7's colour difference of `played`, kept because B2 asks for it for every pair.
    difference: i32,
}

impl ColourHistory {
    pub fn of(competitor: &Competitor) -> ColourHistory {
        ColourHistory::from_colours(competitor.colours())
    }

    pub fn from_colours(colours: impl IntoIterator<Item = Colour>) -> ColourHistory {
        let played: Vec<Colour> = colours.into_iter().collect();
        ColourHistory {
            difference: colour_difference(played.iter().copied()),
            played,
        }
    }

    /// A7: games with White minus games with Black.
    pub fn difference(&self) -> i32 {
        self.difference
    }

    pub fn last(&self) -> Option<Colour> {
        self.played.last().copied()
    }

    /// B2: whether receiving `colour` would make the colour difference exceed ±2 (a) or give
    /// the same colour three times in a row (b).
    pub fn b2_forbids(&self, colour: Colour) -> bool {
        breaks_colour_limits(&self.played, self.difference, colour)
    }

    /// The A7 preference; when `b2_applies`, a colour B2 forbids turns the preference for
    /// the other one absolute. `None` before the first game.
    pub fn preference(&self, b2_applies: bool) -> Option<Preference> {
        if b2_applies {
            match (
                self.b2_forbids(Colour::White),
                self.b2_forbids(Colour::Black),
            ) {
                (true, false) => return Some(absolute(Colour::Black)),
                (false, true) => return Some(absolute(Colour::White)),
                _ => {}
            }
        }
        let colour = balancing_colour(self.difference(), self.last())?;
        let strength = if self.difference() == 0 {
            Strength::Mild
        } else {
            Strength::Strong
        };
        Some(Preference { colour, strength })
    }

    /// A7(c): in an odd-numbered round, a strong preference that only a player with an
    /// unplayed round can have (colour difference ±1). Its colour, if so.
    pub fn odd_round_strong(&self, round: u32) -> Option<Colour> {
        let odd_round = !round.is_multiple_of(2);
        match self.difference() {
            -1 if odd_round => Some(Colour::White),
            1 if odd_round => Some(Colour::Black),
            _ => None,
        }
    }

    /// A7(d): in an even-numbered round, a mild preference that only a player with an
    /// unplayed round can have (colour difference 0 after at least one game).
    pub fn even_round_mild(&self, round: u32) -> bool {
        round.is_multiple_of(2) && !self.played.is_empty() && self.difference() == 0
    }
}

fn absolute(colour: Colour) -> Preference {
    Preference {
        colour,
        strength: Strength::Absolute,
    }
}

/// One player of a pair as the allocation rules see them.
#[derive(Clone, Copy, Debug)]
pub struct Side<'a> {
    pub history: &'a ColourHistory,
    /// The preference in force for this pairing (A7, with A7(c)/(d) applied by the
    /// bracket that paired the player).
    pub preference: Option<Preference>,
    /// Whether B2 is applied to this player (not for 50% scorers in the last round when
    /// the bracket needed that note).
    pub b2_applies: bool,
}

/// The rule that decided a pair's colours.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ColourRule {
    /// Only one allocation keeps B2.
    B2,
    E1,
    E2,
    E3,
    E4,
    E5,
    /// Neither player has played yet after round 1: E5's alternation down the boards.
    BoardAlternation,
}

impl ColourRule {
    pub fn label(self) -> &'static str {
        match self {
            ColourRule::B2 => "B2",
            ColourRule::E1 => "E1",
            ColourRule::E2 => "E2",
            ColourRule::E3 => "E3",
            ColourRule::E4 => "E4",
            ColourRule::E5 => "E5",
            ColourRule::BoardAlternation => "E5 alternation",
        }
    }
}

/// E1-E5: the colour of the higher-ranked player (A2) of a pair, and the rule that decided
/// it. `lot` is the colour E5 gives the higher player when nothing else decides, with the
/// rule to cite ([`ColourRule::E5`] in round 1).
pub fn allocate(higher: Side, lower: Side, lot: (Colour, ColourRule)) -> (Colour, ColourRule) {
    let breaks_b2 =
        |side: &Side, colour: Colour| side.b2_applies && side.history.b2_forbids(colour);
    let keeps_b2 =
        |colour: Colour| !breaks_b2(&higher, colour) && !breaks_b2(&lower, colour.opposite());
    match (keeps_b2(Colour::White), keeps_b2(Colour::Black)) {
        (true, false) => return (Colour::White, ColourRule::B2),
        (false, true) => return (Colour::Black, ColourRule::B2),
        _ => {}
    }
    let (high, low) = match (higher.preference, lower.preference) {
        (None, None) => return lot,
        (Some(high), None) => return (high.colour, ColourRule::E1),
        (None, Some(low)) => return (low.colour.opposite(), ColourRule::E1),
        (Some(high), Some(low)) => (high, low),
    };
    if high.colour != low.colour {
        return (high.colour, ColourRule::E1);
    }
    if high.strength != low.strength {
        let colour = if high.strength > low.strength {
            high.colour
        } else {
            low.colour.opposite()
        };
        return (colour, ColourRule::E2);
    }
    // E3 with F3: histories aligned on their last games.
    if let Some(colour) = last_differing_colour(&higher.history.played, &lower.history.played) {
        return (colour.opposite(), ColourRule::E3);
    }
    (high.colour, ColourRule::E4)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    fn history(colours: &str) -> ColourHistory {
        ColourHistory::from_colours(colours.chars().map(|c| if c == 'W' { W } else { B }))
    }

    fn side(h: &ColourHistory) -> Side<'_> {
        Side {
            history: h,
            preference: h.preference(true),
            b2_applies: true,
        }
    }

    #[test]
    fn a7_preferences() {
        assert_eq!(history("").preference(true), None);
        let pref = |h: &str| history(h).preference(true).map(|p| (p.colour, p.strength));
        // (b) mild: difference 0, alternate.
        assert_eq!(pref("WB"), Some((W, Strength::Mild)));
        assert_eq!(pref("BW"), Some((B, Strength::Mild)));
        // (a) strong: difference not 0.
        assert_eq!(pref("W"), Some((B, Strength::Strong)));
        assert_eq!(pref("BWB"), Some((W, Strength::Strong)));
        // B2 makes it absolute: difference +2, or twice the same colour.
        assert_eq!(pref("WBWW"), Some((B, Strength::Absolute)));
        assert_eq!(pref("BWW"), Some((B, Strength::Absolute)));
        assert_eq!(pref("WWBB"), Some((W, Strength::Absolute)));
        assert_eq!(
            history("WWBB").preference(false).map(|p| p.strength),
            Some(Strength::Mild)
        );
    }

    #[test]
    fn b2_limits() {
        assert!(history("WW").b2_forbids(W));
        assert!(!history("WW").b2_forbids(B));
        assert!(history("WBWW").b2_forbids(W));
        assert!(history("BWBWW").b2_forbids(W));
        assert!(!history("WBW").b2_forbids(W));
        assert!(history("BBWB").b2_forbids(B));
    }

    #[test]
    fn a7c_and_a7d_players() {
        // Round 5 (odd): a player who missed one round has difference ±1.
        assert_eq!(history("WBW").odd_round_strong(5), Some(B));
        assert_eq!(history("WB").odd_round_strong(5), None);
        assert_eq!(history("WBW").odd_round_strong(4), None);
        // Round 4 (even): difference 0 after an odd number of rounds means a missed round.
        assert!(history("WB").even_round_mild(4));
        assert!(!history("WBW").even_round_mild(4));
        assert!(!history("").even_round_mild(2));
    }

    const LOT: (Colour, ColourRule) = (W, ColourRule::E5);

    #[test]
    fn e1_grants_both_preferences() {
        let (a, b) = (history("W"), history("B"));
        assert_eq!(allocate(side(&a), side(&b), LOT), (B, ColourRule::E1));
    }

    #[test]
    fn e2_grants_the_stronger_preference() {
        // Both want White; the lower player's is strong, the higher's mild.
        let (a, b) = (history("WB"), history("B"));
        assert_eq!(allocate(side(&a), side(&b), LOT), (B, ColourRule::E2));
        // A7(c) treats the lower player's strong preference as absolute: it wins.
        let (a, b) = (history("W"), history("W"));
        let lower = Side {
            preference: Some(absolute(B)),
            ..side(&b)
        };
        assert_eq!(allocate(side(&a), lower, LOT), (W, ColourRule::E2));
        // When B2 leaves one allocation only, that one is taken.
        let (a, b) = (history("B"), history("WBB"));
        assert_eq!(allocate(side(&a), side(&b), LOT), (B, ColourRule::B2));
    }

    #[test]
    fn e3_alternates_to_the_last_round_with_different_colours() {
        // Both have a mild preference for White. From the last game back: B/B, W/W, then
        // the higher player had White and the lower Black: alternate that round.
        let (a, b) = (history("BWWB"), history("WBWB"));
        assert_eq!(allocate(side(&a), side(&b), LOT), (B, ColourRule::E3));
        // F3: "BWW-B counts as -BWWB": histories are aligned on their last games, and a
        // round the other player has no game in is no difference.
        let (a, b) = (history("BWWB"), history("WB"));
        assert_eq!(allocate(side(&a), side(&b), LOT), (W, ColourRule::E4));
    }

    #[test]
    fn e4_grants_the_higher_players_preference() {
        let (a, b) = (history("BW"), history("BW"));
        assert_eq!(allocate(side(&a), side(&b), LOT), (B, ColourRule::E4));
    }

    #[test]
    fn e5_decides_when_nobody_has_played() {
        let (a, b) = (history(""), history(""));
        assert_eq!(allocate(side(&a), side(&b), LOT), LOT);
        assert_eq!(
            allocate(side(&a), side(&b), (B, ColourRule::BoardAlternation)),
            (B, ColourRule::BoardAlternation)
        );
    }

    #[test]
    fn one_preference_is_granted_by_e1() {
        let (a, b) = (history(""), history("W"));
        assert_eq!(allocate(side(&a), side(&b), LOT), (W, ColourRule::E1));
    }
}
