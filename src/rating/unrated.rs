//! An unrated player's results and the rating they give him (8.2, 8.3, 6.41, 7.14).

use std::fmt;
use std::ops::Add;

use crate::rating::RatingError;
use crate::rating::numbers::{Fraction, HalfPoints, round_half_up};
use crate::rating::rated::{RatedGame, Rating};

/// An unrated player's games against rated opponents in one event, summed up: all that
/// 8.21(a) and the pooling of 8.3 need (the number of games, the opponents' ratings, the
/// score).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EventResults {
    games: u32,
    opponent_rating_sum: i64,
    score: HalfPoints,
}

impl EventResults {
    /// The results of the given games against rated opponents.
    pub fn from_games(games: &[RatedGame]) -> EventResults {
        games
            .iter()
            .map(|game| EventResults {
                games: 1,
                opponent_rating_sum: i64::from(game.opponent_rating),
                score: game.score.half_points(),
            })
            .fold(EventResults::default(), Add::add)
    }

    /// The results of an earlier event as an arbiter enters them: the number of games
    /// against rated opponents, their average rating and the score, as in the 8.34
    /// example ("3 games ... against rated players with average rating of 2220, score
    /// 1/3").
    pub fn from_average(
        games: u32,
        average_opponent_rating: Rating,
        score: HalfPoints,
    ) -> Result<EventResults, RatingError> {
        if score.0 > 2 * games {
            return Err(RatingError::ScoreAboveGames { score, games });
        }
        Ok(EventResults {
            games,
            opponent_rating_sum: i64::from(games) * i64::from(average_opponent_rating),
            score,
        })
    }

    /// Games against rated opponents.
    pub fn games(&self) -> u32 {
        self.games
    }

    /// The score against rated opponents.
    pub fn score(&self) -> HalfPoints {
        self.score
    }

    /// The sum of the rated opponents' ratings.
    pub fn opponent_rating_sum(&self) -> i64 {
        self.opponent_rating_sum
    }

    /// The average rating of the rated opponents, `R_c` of 8.21(a), rounded to a whole
    /// number for display (the calculations keep it exact).
    pub fn average_opponent_rating(&self) -> Option<i64> {
        (self.games > 0).then(|| round_half_up(self.opponent_rating_sum, i64::from(self.games)))
    }

    /// The fractional score `p`, rounded to hundredths for table 8.1a.
    pub fn fractional_score(&self) -> Option<Fraction> {
        Fraction::of_score(self.score, self.games)
    }
}

/// Pooling (8.3): results of several events taken as if played in one tournament.
impl Add for EventResults {
    type Output = EventResults;

    fn add(self, other: EventResults) -> EventResults {
        EventResults {
            games: self.games + other.games,
            opponent_rating_sum: self.opponent_rating_sum + other.opponent_rating_sum,
            score: self.score + other.score,
        }
    }
}

/// Whether an event's results go into an unrated player's rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventVerdict {
    Counted,
    Disregarded(DisregardReason),
}

/// Why an unrated player's results in an event are disregarded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DisregardReason {
    /// 6.41, 8.21: fewer than 3 games against rated opponents.
    TooFewRatedOpponents { games: u32 },
    /// 6.1, 6.41, 8.21: less than 1 point in the player's first rated event.
    FirstScoreBelowOnePoint { score: HalfPoints },
    /// 6.41, 8.31: the player's first result is below the rating floor.
    FirstResultBelowFloor { rating: i64, floor: i64 },
}

impl fmt::Display for DisregardReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DisregardReason::TooFewRatedOpponents { games } => write!(
                f,
                "{games} game(s) against rated opponents, at least 3 needed (6.41, 8.21)"
            ),
            DisregardReason::FirstScoreBelowOnePoint { score } => write!(
                f,
                "first rated event with {score} point(s), at least 1 needed (6.1, 6.41, 8.21)"
            ),
            DisregardReason::FirstResultBelowFloor { rating, floor } => write!(
                f,
                "first result {rating} is below the rating floor {floor} (6.41, 8.31)"
            ),
        }
    }
}

/// The rating of a previously unrated player from all his counted results (8.3).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InitialRating {
    /// The counted results pooled as if played in one tournament.
    pub results: EventResults,
    /// `R_n`, rounded to a whole number with .5 rounded up (8.32).
    pub rating: i64,
    /// Why the rating may not be published yet; empty when it may be (7.14).
    pub withheld: Vec<Withheld>,
}

impl InitialRating {
    pub fn is_publishable(&self) -> bool {
        self.withheld.is_empty()
    }
}

/// Why an initial rating is not published (7.14).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Withheld {
    /// 7.14b: fewer than the required games against rated opponents.
    TooFewGames { games: u32, required: u32 },
    /// 7.14d, 8.33: below the rating floor.
    BelowFloor { rating: i64, floor: i64 },
}

impl fmt::Display for Withheld {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Withheld::TooFewGames { games, required } => write!(
                f,
                "{games} game(s) against rated opponents, {required} needed (7.14b)"
            ),
            Withheld::BelowFloor { rating, floor } => {
                write!(
                    f,
                    "{rating} is below the rating floor {floor} (7.14d, 8.33)"
                )
            }
        }
    }
}

/// What the regulations make of an unrated player's results.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewPlayerRating {
    /// The verdicts on the earlier events, in the order given.
    pub earlier: Vec<EventVerdict>,
    /// The verdict on the tournament being rated.
    pub current: EventVerdict,
    /// The rating from the counted events; `None` when no event counted.
    pub rating: Option<InitialRating>,
}
