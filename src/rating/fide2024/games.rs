//! Which games are rated: 5.1 (unplayed games), 8.3.1 (games against rated players)
//! and, on the rapid and blitz lists, 7.3.1 of the Rapid and Blitz Rating Regulations.

use crate::model::{GameResult, RatingList};
use crate::rating::GameRatings;
use crate::rating::games::Exclusion;
use crate::rating::rated::{RatedGame, Rating};

/// R&B 7.3.1: the difference from which a game is not rated...
const MAX_RAPID_BLITZ_DIFFERENCE: u16 = 600;
/// ...when one of the players is rated above this.
const RAPID_BLITZ_TOP_RATING: Rating = 2600;

/// One game seen from a player as a rated game, or why it is not rated. `result` is
/// seen from the player's side; `match_counts_as_played` tells whether the pairing the
/// game belongs to counts as played for the standings.
pub fn rated_game(
    list: RatingList,
    result: GameResult,
    ratings: GameRatings,
    match_counts_as_played: bool,
) -> Result<RatedGame, Exclusion> {
    // 5.1 and "a game played against a rated player" (8.3.1) read as in 2013.
    let game =
        crate::rating::fide2013::rated_game(result, ratings.opponent, match_counts_as_played)?;
    if list != RatingList::Standard
        && let Some(rating) = ratings.player
    {
        let difference = rating.abs_diff(game.opponent_rating);
        if difference >= MAX_RAPID_BLITZ_DIFFERENCE
            && rating.max(game.opponent_rating) > RAPID_BLITZ_TOP_RATING
        {
            return Err(Exclusion::RatingGap { difference });
        }
    }
    Ok(game)
}
