//! Dubov colour rules of both editions.
//!
//! - 1997: article 1 (the due colour) and chapter 3 (colour allocation): [`due_colour`],
//!   [`allocate`].
//! - 2026: Article 1.6 (absolute, strong and mild colour preferences; a player without a
//!   game has a mild preference for Black) and Article 5.2 (colour allocation):
//!   [`preference_2026`], [`allocate_2026`]. The 1997 due colour becomes the 2026 colour
//!   preference with a strength; the 1997 chapter 3 looked at the colour counts, the history,
//!   the ARO and R, the 2026 Article 5.2 at both players' preferences, their strength, the
//!   history and the rank, and no longer at ARO or rating.
//!
//! Readings of 1997:
//! - Colours are those of games played over the board (unplayed rounds are skipped, as in the
//!   shared colour history). A player who has not played a game yet has no due colour.
//! - Chapter 3 chooses among the allocations that keep 2.3 and 2.4 for both players; when
//!   only one does, the limitation decides.
//! - 3, second criterion: "equalise the numbers of black and white games played before"
//!   gives White to the player with fewer whites than blacks relative to the other (the
//!   lower whites-minus-blacks difference), which brings both differences closest to zero.
//! - 3, first criterion with a player who has no due colour: the other player gets his due
//!   colour.
//! - 3, third criterion: both colour sequences are compared backwards from the most recent
//!   game; at the first game where they differ, each player gets the colour he did not have
//!   in that game.
//! - After the fifth criterion (White to the lower R) the text is silent; White then goes to
//!   the player lower in the initial order (higher TPN), in the direction of the fifth
//!   criterion (article 9).

use std::fmt;

use crate::model::Colour;
use crate::model::colours::{
    balancing_colour, colour_difference, last_differing_colour, preferences_compatible,
    repeated_colour,
};
use crate::model::history::Competitor;

use super::Entrant;
use super::limitations::a_may_have_white;

/// Article 1: the due colour, from the games played before (the colour the history asks
/// for in the other systems too: [`balancing_colour`]).
pub fn due_colour(player: &Competitor) -> Option<Colour> {
    balancing_colour(player.colour_difference(), player.last_colour())
}

/// The due colour of more of `players`, if the counts differ: the dominating colour of
/// chapter 4 (the bye) and of 7.2 (the transfer that completes an odd score group).
pub fn dominating_colour<'a>(players: impl Iterator<Item = &'a Entrant<'a>>) -> Option<Colour> {
    let (mut whites, mut blacks) = (0, 0);
    for player in players {
        match player.due {
            Some(Colour::White) => whites += 1,
            Some(Colour::Black) => blacks += 1,
            None => {}
        }
    }
    match whites.cmp(&blacks) {
        std::cmp::Ordering::Greater => Some(Colour::White),
        std::cmp::Ordering::Less => Some(Colour::Black),
        std::cmp::Ordering::Equal => None,
    }
}

/// What decided the colours of a pair.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ColourReason {
    /// 2.3/2.4: only one allocation keeps the limitations.
    Limitation,
    /// 3, first criterion.
    DueColours,
    /// 3, second criterion.
    Equalise,
    /// 3, third criterion.
    Alternate,
    /// 3, fourth criterion.
    HigherAro,
    /// 3, fifth criterion.
    LowerR,
    /// Article 9 reading after the fifth criterion.
    LowerInInitialOrder,
    /// 5: lots for the first pair, alternating down the boards.
    FirstRound,
}

impl fmt::Display for ColourReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ColourReason::Limitation => "2.3/2.4 (the only allocation allowed)",
            ColourReason::DueColours => "3 (due colours)",
            ColourReason::Equalise => "3 (equalise whites and blacks)",
            ColourReason::Alternate => "3 (alternate from the last difference)",
            ColourReason::HigherAro => "3 (White to the higher ARO)",
            ColourReason::LowerR => "3 (White to the lower R)",
            ColourReason::LowerInInitialOrder => "9 (White to the higher TPN)",
            ColourReason::FirstRound => "5 (lot for board 1, alternating)",
        })
    }
}

/// Chapter 3: the colours of a legal pair. Returns whether `a` gets White, and why.
pub fn allocate(a: &Entrant, b: &Entrant) -> (bool, ColourReason) {
    match (a_may_have_white(a, b), a_may_have_white(b, a)) {
        (true, false) => return (true, ColourReason::Limitation),
        (false, true) => return (false, ColourReason::Limitation),
        _ => {}
    }
    if let Some(a_white) = due_colours(a, b) {
        return (a_white, ColourReason::DueColours);
    }
    let (da, db) = (difference(a), difference(b));
    if da != db {
        return (da < db, ColourReason::Equalise);
    }
    if let Some(a_white) = alternate(&a.colours, &b.colours) {
        return (a_white, ColourReason::Alternate);
    }
    if a.aro != b.aro {
        return (a.aro > b.aro, ColourReason::HigherAro);
    }
    if a.r != b.r {
        return (a.r < b.r, ColourReason::LowerR);
    }
    (a.tpn > b.tpn, ColourReason::LowerInInitialOrder)
}

/// The first criterion: whether `a` gets White when both can have their due colours.
fn due_colours(a: &Entrant, b: &Entrant) -> Option<bool> {
    if !preferences_compatible(a.due, b.due) {
        return None;
    }
    a.due
        .map(|x| x == Colour::White)
        .or(b.due.map(|y| y == Colour::Black))
}

fn difference(player: &Entrant) -> i32 {
    colour_difference(player.colours.iter().copied())
}

/// The third criterion: whether `a` gets White, from the most recent game where the two
/// colour sequences differ.
fn alternate(a: &[Colour], b: &[Colour]) -> Option<bool> {
    last_differing_colour(a, b).map(|had| had == Colour::Black)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    #[test]
    fn alternation_looks_back_to_the_first_difference() {
        assert_eq!(alternate(&[W, B, W, B], &[B, W, W, B]), Some(true));
        assert_eq!(alternate(&[B, W], &[W, B, W]), None);
        assert_eq!(alternate(&[W, B, W], &[B, B, W]), Some(false));
        assert_eq!(alternate(&[B, B, W], &[W, B, W]), Some(true));
    }
}

#[cfg(test)]
mod allocation_tests {
    use super::*;
    use crate::pairing::dubov::testing::competitor;

    /// A player who played `colours` (against players 100, 101, ...).
    fn player(tpn: u32, rating: u16, colours: &str) -> Competitor {
        let games: Vec<_> = colours
            .chars()
            .enumerate()
            .map(|(i, c)| (100 + i as u32, c, 0, 0, 5))
            .collect();
        competitor(tpn, Some(rating), &games)
    }

    /// The list of players in which every opponent (TPN 100 and up) is rated `rating`.
    fn opponents_rated(rating: u16) -> Vec<Competitor> {
        (1..=120)
            .map(|tpn| competitor(tpn, Some(rating), &[]))
            .collect()
    }

    /// Who gets White between `a` (opponents rated `aro_a`) and `b` (`aro_b`), and why.
    fn white(a: &Competitor, aro_a: u16, b: &Competitor, aro_b: u16) -> (u32, ColourReason) {
        let (list_a, list_b) = (opponents_rated(aro_a), opponents_rated(aro_b));
        let (x, y) = (Entrant::new(a, &list_a), Entrant::new(b, &list_b));
        let (a_white, reason) = allocate(&x, &y);
        (if a_white { x.tpn } else { y.tpn }, reason)
    }

    #[test]
    fn due_colour_follows_counts_then_the_last_game() {
        assert_eq!(due_colour(&player(1, 2000, "WBB")), Some(Colour::White));
        assert_eq!(due_colour(&player(1, 2000, "WBW")), Some(Colour::Black));
        assert_eq!(due_colour(&player(1, 2000, "WB")), Some(Colour::White));
        assert_eq!(due_colour(&player(1, 2000, "BW")), Some(Colour::Black));
        assert_eq!(due_colour(&player(1, 2000, "")), None);
    }

    #[test]
    fn chapter_3_in_its_order() {
        // Limitation first: 1 is due White (more Blacks) but had White in his last two
        // games (2.4), so 2 gets White although due Black.
        assert_eq!(
            white(
                &player(1, 2000, "BBWBBWW"),
                2000,
                &player(2, 2000, "WBW"),
                2000
            ),
            (2, ColourReason::Limitation)
        );
        // Due colours.
        assert_eq!(
            white(&player(1, 2000, "WB"), 2000, &player(2, 2000, "BW"), 2000),
            (1, ColourReason::DueColours)
        );
        // Both due White: the one with more Blacks gets White.
        assert_eq!(
            white(&player(1, 2000, "WB"), 2000, &player(2, 2000, "BWB"), 2000),
            (2, ColourReason::Equalise)
        );
        // Equal counts: alternate from the last game where the histories differ (the
        // second last: 1 had White, 2 Black).
        assert_eq!(
            white(
                &player(1, 2000, "BWWB"),
                2000,
                &player(2, 2000, "WBWB"),
                2000
            ),
            (2, ColourReason::Alternate)
        );
        // Same histories: the higher ARO, then the lower R, then the higher TPN.
        assert_eq!(
            white(&player(1, 2000, "WB"), 2100, &player(2, 2000, "WB"), 2200),
            (2, ColourReason::HigherAro)
        );
        assert_eq!(
            white(&player(1, 2000, "WB"), 2100, &player(2, 1900, "WB"), 2100),
            (2, ColourReason::LowerR)
        );
        assert_eq!(
            white(&player(2, 2000, "WB"), 2100, &player(1, 2000, "WB"), 2100),
            (2, ColourReason::LowerInInitialOrder)
        );
    }
}

/// The strength of a colour preference, edition 2026 Article 1.6 (weakest first).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Strength {
    /// 1.6.3 (colour difference zero) and 1.6.4 (no game played yet).
    Mild,
    /// 1.6.2: colour difference +1 or -1.
    Strong,
    /// 1.6.1: colour difference beyond +1/-1, or the same colour in the two latest games.
    Absolute,
}

/// A colour preference of edition 2026 (Article 1.6): every player has one.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Preference {
    pub colour: Colour,
    pub strength: Strength,
}

impl fmt::Display for Preference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let strength = match self.strength {
            Strength::Mild => "mild",
            Strength::Strong => "strong",
            Strength::Absolute => "absolute",
        };
        write!(f, "{strength} {}", self.colour.name())
    }
}

/// Edition 2026, Article 1.6: the colour preference of a player whose games played over the
/// board had `colours` (oldest first; unplayed rounds leave no colour, C.04.2 Art. 3.4).
///
/// Reading of 1.6.1 where its two sentences disagree (a colour difference of +1 after two
/// Blacks, or -1 after two Whites, e.g. WWWBB): the preference is absolute and its colour is
/// the one of the sentence that applies, the repetition's ("for White ... when the last two
/// games were played with Black"), since "for Black when the colour difference is greater
/// than +1" does not apply to +1. Where both apply (+2 after two Blacks) the colour
/// difference decides: White would take it beyond the limit of the Basic Rules Art. 6.
pub fn preference_2026(colours: &[Colour]) -> Preference {
    let difference = colour_difference(colours.iter().copied());
    let repeated = repeated_colour(colours);
    if difference.abs() > 1 || repeated.is_some() {
        let colour = match (difference.abs() > 1, repeated) {
            (false, Some(twice)) => twice.opposite(),
            _ => balancing_colour(difference, None).expect("a difference beyond 1 is not zero"),
        };
        return Preference {
            colour,
            strength: Strength::Absolute,
        };
    }
    match balancing_colour(difference, colours.last().copied()) {
        Some(colour) if difference != 0 => Preference {
            colour,
            strength: Strength::Strong,
        },
        Some(colour) => Preference {
            colour,
            strength: Strength::Mild,
        },
        // 1.6.4: no game played yet.
        None => Preference {
            colour: Colour::Black,
            strength: Strength::Mild,
        },
    }
}

/// The article of edition 2026 Article 5.2 that decided a pair's colours.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Rule2026 {
    /// 5.2.1: neither has played; the higher ranked player's TPN parity.
    InitialColour,
    /// 5.2.2.
    BothPreferences,
    /// 5.2.3.
    StrongerPreference,
    /// 5.2.4.
    Alternation,
    /// 5.2.5.
    HigherRankedPreference,
}

impl fmt::Display for Rule2026 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Rule2026::InitialColour => "5.2.1 (neither has played: initial-colour by TPN parity)",
            Rule2026::BothPreferences => "5.2.2 (both colour preferences)",
            Rule2026::StrongerPreference => "5.2.3 (the stronger colour preference)",
            Rule2026::Alternation => "5.2.4 (alternate to the last round the colours differed)",
            Rule2026::HigherRankedPreference => "5.2.5 (the higher ranked player's preference)",
        })
    }
}

/// What 5.2 looks at of one player of a pair.
pub struct ColourFacts<'a> {
    pub tpn: u32,
    /// Played games' colours, oldest first.
    pub colours: &'a [Colour],
    pub preference: Preference,
}

/// Edition 2026, Article 5.2: the colour of `higher`, the higher ranked player of the pair
/// (more points, or equal points and the smaller TPN), against `lower`, and the article.
/// 5.2.4 compares the played games backwards from the latest (unplayed rounds moved to the
/// front, C.04.2 Art. 3.4).
pub fn allocate_2026(
    higher: &ColourFacts,
    lower: &ColourFacts,
    initial: Colour,
) -> (Colour, Rule2026) {
    if higher.colours.is_empty() && lower.colours.is_empty() {
        let colour = if higher.tpn % 2 == 1 {
            initial
        } else {
            initial.opposite()
        };
        return (colour, Rule2026::InitialColour);
    }
    let (mine, theirs) = (higher.preference, lower.preference);
    if mine.colour != theirs.colour {
        return (mine.colour, Rule2026::BothPreferences);
    }
    if mine.strength != theirs.strength {
        let colour = if mine.strength > theirs.strength {
            mine.colour
        } else {
            theirs.colour.opposite()
        };
        return (colour, Rule2026::StrongerPreference);
    }
    if let Some(had) = last_differing_colour(higher.colours, lower.colours) {
        return (had.opposite(), Rule2026::Alternation);
    }
    (mine.colour, Rule2026::HigherRankedPreference)
}

#[cfg(test)]
mod tests_2026 {
    use super::*;
    use Colour::{Black as B, White as W};

    fn preference(colours: &[Colour]) -> (Colour, Strength) {
        let p = preference_2026(colours);
        (p.colour, p.strength)
    }

    #[test]
    fn article_1_6_preferences() {
        // 1.6.4: no game yet, mild Black.
        assert_eq!(preference(&[]), (B, Strength::Mild));
        // 1.6.3: difference zero, alternate the last game.
        assert_eq!(preference(&[W, B]), (W, Strength::Mild));
        assert_eq!(preference(&[B, W]), (B, Strength::Mild));
        // 1.6.2: difference +1 / -1.
        assert_eq!(preference(&[W]), (B, Strength::Strong));
        assert_eq!(preference(&[W, B, B]), (W, Strength::Absolute));
        assert_eq!(preference(&[B, W, B]), (W, Strength::Strong));
        // 1.6.1: difference beyond 1, or the same colour twice running.
        assert_eq!(preference(&[W, W]), (B, Strength::Absolute));
        assert_eq!(preference(&[W, B, B, W, W, B, B]), (W, Strength::Absolute));
        // +1 after two Blacks: only the repetition's sentence applies.
        assert_eq!(preference(&[W, W, W, B, B]), (W, Strength::Absolute));
        // +2 after two Blacks: the colour difference decides.
        assert_eq!(preference(&[W, W, W, W, B, B]), (B, Strength::Absolute));
    }

    fn facts(tpn: u32, colours: &[Colour]) -> ColourFacts<'_> {
        ColourFacts {
            tpn,
            colours,
            preference: preference_2026(colours),
        }
    }

    #[test]
    fn article_5_2_in_order() {
        let white = Colour::White;
        // 5.2.1: the higher ranked player's TPN is odd: the initial-colour; even: the other.
        assert_eq!(
            allocate_2026(&facts(3, &[]), &facts(8, &[]), white),
            (W, Rule2026::InitialColour)
        );
        assert_eq!(
            allocate_2026(&facts(4, &[]), &facts(1, &[]), white),
            (B, Rule2026::InitialColour)
        );
        // One has played: 5.2.1 does not apply; a newcomer's mild Black is granted (5.2.2).
        assert_eq!(
            allocate_2026(&facts(4, &[]), &facts(1, &[B]), white),
            (B, Rule2026::BothPreferences)
        );
        // 5.2.3: strong over mild.
        assert_eq!(
            allocate_2026(&facts(1, &[W, B]), &facts(2, &[B]), white),
            (B, Rule2026::StrongerPreference)
        );
        // 5.2.4: same mild White; the last round they differed 1 had White.
        assert_eq!(
            allocate_2026(&facts(1, &[B, W, B]), &facts(2, &[W, B, B]), white).1,
            Rule2026::StrongerPreference
        );
        assert_eq!(
            allocate_2026(&facts(1, &[B, W, W, B]), &facts(2, &[W, B, W, B]), white),
            (B, Rule2026::Alternation)
        );
        // 5.2.5: same histories.
        assert_eq!(
            allocate_2026(&facts(1, &[W, B]), &facts(2, &[W, B]), white),
            (W, Rule2026::HigherRankedPreference)
        );
    }
}
