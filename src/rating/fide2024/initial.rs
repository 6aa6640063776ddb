//! The first rating of an unrated player (7.1.4, 8.2).

use crate::rating::fide2013::tables;
use crate::rating::numbers::{Fraction, HalfPoints, round_half_up};
use crate::rating::unrated::{
    DisregardReason, EventResults, EventVerdict, NewPlayerRating, Publication, pool_events,
};

use super::RATING_FLOOR;

/// 8.2.2: the rating of each of the two hypothetical opponents...
const HYPOTHETICAL_OPPONENT_RATING: i64 = 1800;
/// ...and how many there are; the player draws with both.
const HYPOTHETICAL_OPPONENTS: u32 = 2;
/// 8.2.3: the highest initial rating.
const MAX_INITIAL_RATING: i64 = 2200;
/// 7.1.4: games against rated opponents before an initial rating is published.
const MIN_GAMES_TO_PUBLISH: u32 = 5;

/// `Ru` of 8.2.2 and 8.2.3 for the pooled results; `None` without games.
fn initial_rating(results: &EventResults) -> Option<i64> {
    if results.games() == 0 {
        return None;
    }
    let games = results.games() + HYPOTHETICAL_OPPONENTS;
    // Two draws: one half point each.
    let score = results.score() + HalfPoints(HYPOTHETICAL_OPPONENTS);
    let p = Fraction::of_score(score, games)?;
    let games = i64::from(games);
    let rating_sum = results.opponent_rating_sum()
        + HYPOTHETICAL_OPPONENT_RATING * i64::from(HYPOTHETICAL_OPPONENTS);
    let dp = i64::from(tables::rating_difference(p));
    Some(round_half_up(rating_sum + dp * games, games).min(MAX_INITIAL_RATING))
}

/// The rating of a previously unrated player from his earlier results (oldest first)
/// and the results of this tournament (7.1.4, 8.2).
pub fn new_player_rating(earlier: &[EventResults], current: &EventResults) -> NewPlayerRating {
    pool_events(earlier, current, judge_event, initial_rating, &PUBLICATION)
}

/// 7.1.4: what an initial rating needs to be published.
const PUBLICATION: Publication = Publication {
    min_games: MIN_GAMES_TO_PUBLISH,
    games_article: "7.1.4",
    floor: RATING_FLOOR,
    floor_article: "7.1.4",
};

/// Whether one event of an unrated player counts; `first` when no earlier event did:
/// an event without games against rated opponents adds nothing (8.2.2), a zero score in
/// the first event is disregarded (8.2.1).
fn judge_event(event: &EventResults, first: bool) -> EventVerdict {
    if event.games() == 0 {
        EventVerdict::Disregarded(DisregardReason::NoRatedOpponents)
    } else if first && event.score() == HalfPoints(0) {
        EventVerdict::Disregarded(DisregardReason::FirstScoreZero)
    } else {
        EventVerdict::Counted
    }
}
