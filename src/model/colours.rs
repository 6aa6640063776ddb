//! The colour rules the pairing systems share. They read a player's colour history as the
//! round history gives it: the colours of the games actually played, oldest first, a round
//! without a game leaving no colour (C.04.2 Art. 3.4; Dutch 1992 F2/F3; Dubov and
//! Double-Swiss 1.6 read it the same way). Each engine builds its own preferences and
//! allocation rules on top of these.

use crate::model::Colour;

/// The widest colour difference a player may reach: Dutch 1992 B2a, Dubov 2.3 (Dutch 2026
/// 1.7.1 makes a player beyond ±1 prefer the colour that keeps within it, and C10 counts
/// those who still go beyond it).
pub const COLOUR_DIFFERENCE_LIMIT: i32 = 2;

/// The colour difference of a sequence of games: games with White minus games with Black
/// (Dutch 1992 A7, Dutch 2026 1.7, Dubov 1, Double-Swiss 4.3).
pub fn colour_difference(colours: impl IntoIterator<Item = Colour>) -> i32 {
    colours
        .into_iter()
        .map(|colour| match colour {
            Colour::White => 1,
            Colour::Black => -1,
        })
        .sum()
}

/// The colour of the last two games when both had the same one: a third game with it is
/// what Dutch 1992 B2b and Dubov 2.4 forbid, and it makes the Dutch 2026 preference for the
/// other colour absolute (1.7.1, C11).
pub fn repeated_colour(played: &[Colour]) -> Option<Colour> {
    match played {
        [.., before_last, last] if before_last == last => Some(*last),
        _ => None,
    }
}

/// Whether playing the next game with `colour` breaks the colour limits of Dutch 1992 B2
/// and Dubov 2.3/2.4: a colour difference beyond ±[`COLOUR_DIFFERENCE_LIMIT`], or the same
/// colour three times in a row. `difference` is the colour difference of `played` (the
/// Dutch engine asks for every pair and keeps it).
pub fn breaks_colour_limits(played: &[Colour], difference: i32, colour: Colour) -> bool {
    (difference + colour_difference([colour])).abs() > COLOUR_DIFFERENCE_LIMIT
        || repeated_colour(played) == Some(colour)
}

/// The colour a history with colour difference `difference` and last game `last` asks for:
/// the colour played less, or with as many Whites as Blacks the other colour than in the
/// last game; none before the first game. Dutch 1992 A7(a)/(b) (strong, mild), Dutch 2026
/// 1.7.2/1.7.3/1.7.4 (which puts 1.7.1 on top: [`repeated_colour`]), the due colour of
/// Dubov 1.
pub fn balancing_colour(difference: i32, last: Option<Colour>) -> Option<Colour> {
    match difference.cmp(&0) {
        std::cmp::Ordering::Less => Some(Colour::White),
        std::cmp::Ordering::Greater => Some(Colour::Black),
        std::cmp::Ordering::Equal => last.map(Colour::opposite),
    }
}

/// Whether both players can have the colour they prefer: one has no preference, or they
/// prefer different colours. Dutch 1992 A8/B4 (a pairing that does not fulfil all colour
/// preferences), Dutch 2026 5.2.1 and C12, Dubov 3 (first criterion, due colours).
pub fn preferences_compatible(a: Option<Colour>, b: Option<Colour>) -> bool {
    a.is_none() || b.is_none() || a != b
}

/// The colour `first` had in the most recent game in which the two players had different
/// colours, their histories aligned on their last games (a round one of them has no game
/// in is no difference: Dutch 1992 E3 with F3, Dutch 2026 5.2.3, Dubov 3 (third
/// criterion), Double-Swiss 4.3.3). `None` when the histories agree as far as both go.
pub fn last_differing_colour(first: &[Colour], second: &[Colour]) -> Option<Colour> {
    first
        .iter()
        .rev()
        .zip(second.iter().rev())
        .find(|(a, b)| a != b)
        .map(|(&a, _)| a)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    #[test]
    fn difference_counts_whites_minus_blacks() {
        assert_eq!(colour_difference([W, W, B]), 1);
        assert_eq!(colour_difference([B, B, W, B]), -2);
        assert_eq!(colour_difference([]), 0);
    }

    #[test]
    fn limits_forbid_a_third_colour_in_a_row_and_a_difference_beyond_two() {
        let forbids = |played: &[Colour], colour| {
            breaks_colour_limits(played, colour_difference(played.iter().copied()), colour)
        };
        assert!(forbids(&[B, W, W], W));
        assert!(!forbids(&[B, W, W], B));
        assert!(forbids(&[W, B, B], B));
        assert!(!forbids(&[W, B, W, W, B, W], B));
        assert!(forbids(&[W, B, W, W, B, W], W));
        assert!(forbids(&[B, W, B, B, W, B], B));
        assert!(!forbids(&[W, B, W], W));
        assert!(!forbids(&[B], B));
        assert!(!forbids(&[], W));
    }

    #[test]
    fn the_balancing_colour_evens_out_then_alternates() {
        assert_eq!(balancing_colour(1, Some(W)), Some(B));
        assert_eq!(balancing_colour(-2, Some(W)), Some(W));
        assert_eq!(balancing_colour(0, Some(W)), Some(B));
        assert_eq!(balancing_colour(0, Some(B)), Some(W));
        assert_eq!(balancing_colour(0, None), None);
    }

    #[test]
    fn repeated_colour_needs_the_last_two_games_alike() {
        assert_eq!(repeated_colour(&[B, W, W]), Some(W));
        assert_eq!(repeated_colour(&[W, B]), None);
        assert_eq!(repeated_colour(&[B]), None);
    }

    #[test]
    fn preferences_conflict_only_on_the_same_colour() {
        assert!(preferences_compatible(Some(W), Some(B)));
        assert!(preferences_compatible(None, Some(B)));
        assert!(!preferences_compatible(Some(W), Some(W)));
    }

    #[test]
    fn last_difference_aligns_the_histories_on_their_last_games() {
        assert_eq!(last_differing_colour(&[W, B, W, B], &[B, W, W, B]), Some(B));
        assert_eq!(last_differing_colour(&[B, W], &[W, B, W]), None);
        assert_eq!(last_differing_colour(&[W, B, W], &[B, B, W]), Some(W));
    }
}
