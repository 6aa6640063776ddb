//! Article 1: the due colour, and chapter 3: colour allocation.
//!
//! Readings:
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
