//! The rating change of a rated player (8.3).

use crate::model::RatingList;
use crate::rating::fide2013::tables;
use crate::rating::numbers::{Fraction, HalfPoints, Hundredths};
use crate::rating::rated::{RatedGame, RatedPlayer, Rating, RatingChange};

/// 8.3.1: a difference above this counts as this much...
const MAX_RATING_DIFFERENCE: u16 = 400;
/// ...for a player rated below this, on the standard list (amendment of 1 October 2025).
const UNCAPPED_FROM: Rating = 2650;
/// 8.3.3: K × n may not exceed this.
const MAX_K_TIMES_GAMES: usize = 700;

/// The development coefficient K (8.3.3) of a player who plays `games` rated games.
/// The list's K is the one of these clauses at the list's date; the cap on K × n is the
/// tournament's.
pub fn k_factor(player: &RatedPlayer, games: usize) -> u8 {
    let k: u8 = if player.new_to_the_list() == Some(true) || player.junior_under_2300() {
        40
    } else if player.reached_2400() {
        10
    } else {
        20
    };
    if usize::from(k) * games > MAX_K_TIMES_GAMES {
        // The largest whole number with K x n ≤ 700; below 40, as K x n > 700.
        u8::try_from(MAX_K_TIMES_GAMES / games).unwrap_or(k)
    } else {
        k
    }
}

/// The scoring probability `P_D` of a player against an opponent (8.3.1, 8.3.2(a),
/// table 8.1.2).
pub fn expected_score(list: RatingList, rating: Rating, opponent_rating: Rating) -> Fraction {
    let difference = rating.abs_diff(opponent_rating);
    let capped = list != RatingList::Standard || rating < UNCAPPED_FROM;
    let difference = if capped {
        difference.min(MAX_RATING_DIFFERENCE)
    } else {
        difference
    };
    let line = tables::scoring_probabilities(difference);
    if rating >= opponent_rating {
        line.higher
    } else {
        line.lower
    }
}

/// The rating change of a rated player over his rated games of one tournament (8.3.2,
/// 8.3.4).
pub fn rating_change(list: RatingList, player: &RatedPlayer, games: &[RatedGame]) -> RatingChange {
    let k = k_factor(player, games.len());
    let score: HalfPoints = games.iter().map(|game| game.score.half_points()).sum();
    let expected_score: Hundredths = games
        .iter()
        .map(|game| expected_score(list, player.rating, game.opponent_rating).as_hundredths())
        .sum();
    let change = (score.hundredths() - expected_score).times(i64::from(k));
    RatingChange {
        rating_before: player.rating,
        k,
        games: games.len(),
        score,
        expected_score,
        change,
        rating_after: i64::from(player.rating) + change.round_half_away_from_zero(),
    }
}
