//! FIDE rating of a tournament's games.
//!
//! The mathematics of the rating regulations as plain functions over plain data: a rated
//! player's games ([`RatedGame`]) and record ([`RatedPlayer`]) give his rating change
//! ([`RatingChange`]); an unrated player's results per event ([`EventResults`]) give his
//! initial rating ([`NewPlayerRating`]). All arithmetic is exact (see [`numbers`]).
//!
//! Every calculation goes through [`Regulations`], so a later regulation set can be added
//! as a new variant beside [`Regulations::Fide2013`] without touching callers. The
//! readings taken of the 2013 text are documented in [`fide2013`].

pub mod fide2013;
pub mod games;
pub mod numbers;
pub mod rated;
mod render;
pub mod report;
pub mod unrated;

pub use games::Exclusion;
pub use numbers::{Fraction, GameScore, HalfPoints, Hundredths};
pub use rated::{RatedGame, RatedPlayer, Rating, RatingChange};
pub use report::{ExcludedGame, PlayerRating, PlayerReport, RatingReport};
pub use unrated::{
    DisregardReason, EventResults, EventVerdict, InitialRating, NewPlayerRating, Withheld,
};

use crate::model::{GameResult, Points, Tpn};

/// Errors in rating data entered by the arbiter.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RatingError {
    #[error("a score of {score} points is more than {games} game(s) allow")]
    ScoreAboveGames { score: HalfPoints, games: u32 },
    #[error("a score of {score} points is not a whole number of half points from 0 up")]
    ScoreNotHalfPoints { score: Points },
    #[error("player {player} ({name}), earlier result {number}: {problem}")]
    EarlierResult {
        player: Tpn,
        name: String,
        number: usize,
        problem: Box<RatingError>,
    },
    #[error("round {round} refers to player {player}, who is not in the tournament")]
    UnknownPlayer { round: u32, player: Tpn },
}

/// A set of rating regulations.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Regulations {
    /// FIDE Rating Regulations effective from 1 July 2013.
    #[default]
    Fide2013,
}

impl Regulations {
    /// The name of the regulations, as a report heading gives it.
    pub fn title(self) -> &'static str {
        match self {
            Regulations::Fide2013 => "FIDE Rating Regulations effective from 1 July 2013",
        }
    }

    /// One game seen from a player as a rated game, or why it is not rated. `result` is
    /// seen from the player's side (as if he were White); `match_counts_as_played` tells
    /// whether the pairing the game belongs to counts as played for the standings.
    pub fn rated_game(
        self,
        result: GameResult,
        opponent_rating: Option<Rating>,
        match_counts_as_played: bool,
    ) -> Result<RatedGame, Exclusion> {
        match self {
            Regulations::Fide2013 => {
                fide2013::rated_game(result, opponent_rating, match_counts_as_played)
            }
        }
    }

    /// The development coefficient K of a rated player for a tournament.
    pub fn k_factor(self, player: &RatedPlayer) -> u8 {
        match self {
            Regulations::Fide2013 => fide2013::k_factor(player),
        }
    }

    /// The expected score of a player in one game against an opponent.
    pub fn expected_score(self, rating: Rating, opponent_rating: Rating) -> Fraction {
        match self {
            Regulations::Fide2013 => fide2013::expected_score(rating, opponent_rating),
        }
    }

    /// The rating change of a rated player over his rated games of one tournament.
    pub fn rating_change(self, player: &RatedPlayer, games: &[RatedGame]) -> RatingChange {
        match self {
            Regulations::Fide2013 => fide2013::rating_change(player, games),
        }
    }

    /// The performance rating of a player's rated games; `None` without rated games.
    pub fn performance_rating(self, games: &[RatedGame]) -> Option<i64> {
        match self {
            Regulations::Fide2013 => fide2013::performance_rating(games),
        }
    }

    /// The rating of a previously unrated player from his earlier results (oldest first)
    /// and his results in this tournament.
    pub fn new_player_rating(
        self,
        earlier: &[EventResults],
        current: &EventResults,
    ) -> NewPlayerRating {
        match self {
            Regulations::Fide2013 => fide2013::new_player_rating(earlier, current),
        }
    }
}
