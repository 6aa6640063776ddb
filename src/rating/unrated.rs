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
    /// 2024 8.2.2: no game against a rated opponent, nothing to rate.
    NoRatedOpponents,
    /// 2024 8.2.1: a zero score in the player's first event.
    FirstScoreZero,
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
            DisregardReason::NoRatedOpponents => {
                f.write_str("no game against a rated opponent (8.2.2)")
            }
            DisregardReason::FirstScoreZero => {
                f.write_str("zero score in the first rated event (8.2.1)")
            }
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

/// Why an initial rating is not published (2013 7.14, 2024 7.1.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Withheld {
    /// Fewer than the required games against rated opponents (2013 7.14b, 2024 7.1.4).
    TooFewGames {
        games: u32,
        required: u32,
        article: &'static str,
    },
    /// Below the rating floor (2013 7.14d and 8.33, 2024 7.1.4).
    BelowFloor {
        rating: i64,
        floor: i64,
        article: &'static str,
    },
}

impl fmt::Display for Withheld {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Withheld::TooFewGames {
                games,
                required,
                article,
            } => write!(
                f,
                "{games} game(s) against rated opponents, {required} needed ({article})"
            ),
            Withheld::BelowFloor {
                rating,
                floor,
                article,
            } => {
                write!(f, "{rating} is below the rating floor {floor} ({article})")
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

/// What an edition requires before an initial rating is published: a number of games
/// against rated opponents and the rating floor, with the articles that say so.
pub(crate) struct Publication {
    pub min_games: u32,
    pub games_article: &'static str,
    pub floor: i64,
    pub floor_article: &'static str,
}

impl Publication {
    /// The conditions an initial rating does not meet yet.
    fn withheld(&self, results: &EventResults, rating: i64) -> Vec<Withheld> {
        let mut withheld = Vec::new();
        if results.games() < self.min_games {
            withheld.push(Withheld::TooFewGames {
                games: results.games(),
                required: self.min_games,
                article: self.games_article,
            });
        }
        if rating < self.floor {
            withheld.push(Withheld::BelowFloor {
                rating,
                floor: self.floor,
                article: self.floor_article,
            });
        }
        withheld
    }
}

/// An unrated player's events judged one by one (oldest first, this tournament last)
/// and the counted ones pooled as if played in one tournament: `judge` decides whether
/// an event counts (`first` while no earlier event did), `rate` gives the rating of the
/// pooled results.
pub(crate) fn pool_events(
    earlier: &[EventResults],
    current: &EventResults,
    judge: impl Fn(&EventResults, bool) -> EventVerdict,
    rate: impl Fn(&EventResults) -> Option<i64>,
    publication: &Publication,
) -> NewPlayerRating {
    let mut counted: Option<EventResults> = None;
    let mut verdict = |event: &EventResults| {
        let verdict = judge(event, counted.is_none());
        if verdict == EventVerdict::Counted {
            counted = Some(counted.map_or(*event, |pooled| pooled + *event));
        }
        verdict
    };
    let earlier = earlier.iter().map(&mut verdict).collect();
    let current = verdict(current);
    let rating = counted.and_then(|results| {
        rate(&results).map(|rating| InitialRating {
            results,
            rating,
            withheld: publication.withheld(&results, rating),
        })
    });
    NewPlayerRating {
        earlier,
        current,
        rating,
    }
}
