//! FIDE rating of a tournament's games.
//!
//! The mathematics of the rating regulations as plain functions over plain data: a rated
//! player's games ([`RatedGame`]) and record ([`RatedPlayer`]) give his rating change
//! ([`RatingChange`]); an unrated player's results per event ([`EventResults`]) give his
//! initial rating ([`NewPlayerRating`]). All arithmetic is exact (see [`numbers`]).
//!
//! Every calculation goes through the tournament's edition of the regulations
//! ([`RatingEdition`], recorded in the tournament file) and its rating list
//! ([`RatingList`]). A player's K comes from his record before the tournament, as the
//! K the rating list publishes for him tells it (`k_factor` on the player: 10 has
//! reached 2400, 10, 15, 20 have completed 30 games, 30 and an adult's 40 have not;
//! [`RatedPlayer::new_to_the_list`]), else as the arbiter entered it; both editions read
//! the same facts, each with its own K for them. The readings taken of each text are documented in its module:
//! [`fide2013`] for the regulations effective from 1 July 2013, [`fide2024`] for those
//! applied from 1 March 2024 (standard, rapid and blitz).

pub mod fide2013;
pub mod fide2024;
pub mod games;
pub mod numbers;
pub mod rated;
pub mod report;
pub mod unrated;

pub use games::Exclusion;
pub use numbers::{Fraction, GameScore, HalfPoints, Hundredths};
pub use rated::{RatedGame, RatedPlayer, Rating, RatingChange};
pub use report::{ExcludedGame, PlayerRating, PlayerReport, RatingReport};
pub use unrated::{
    DisregardReason, EventResults, EventVerdict, InitialRating, NewPlayerRating, Withheld,
};

use crate::model::{GameResult, Points, RatingEdition, RatingList, Tpn};

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

/// The rating mathematics of each edition of the regulations ([`RatingEdition`]) on each
/// list ([`RatingList`]). The 2013 edition is the standard chapter of 2013, used
/// whatever the list (arbiter implements no rapid or blitz chapter of 2013); the 2024
/// edition has the rapid and blitz differences ([`fide2024`]).
impl RatingEdition {
    /// One game seen from a player as a rated game, or why it is not rated. `result` is
    /// seen from the player's side (as if he were White); `match_counts_as_played` tells
    /// whether the pairing the game belongs to counts as played for the standings.
    pub fn rated_game(
        self,
        list: RatingList,
        result: GameResult,
        ratings: GameRatings,
        match_counts_as_played: bool,
    ) -> Result<RatedGame, Exclusion> {
        match self {
            RatingEdition::Rules2013 => {
                fide2013::rated_game(result, ratings.opponent, match_counts_as_played)
            }
            RatingEdition::Rules2024 => {
                fide2024::rated_game(list, result, ratings, match_counts_as_played)
            }
        }
    }

    /// The development coefficient K of a rated player for a tournament in which he
    /// plays `games` rated games.
    pub fn k_factor(self, player: &RatedPlayer, games: usize) -> u8 {
        match self {
            RatingEdition::Rules2013 => fide2013::k_factor(player),
            RatingEdition::Rules2024 => fide2024::k_factor(player, games),
        }
    }

    /// The expected score of a player in one game against an opponent.
    pub fn expected_score(
        self,
        list: RatingList,
        rating: Rating,
        opponent_rating: Rating,
    ) -> Fraction {
        match self {
            RatingEdition::Rules2013 => fide2013::expected_score(rating, opponent_rating),
            RatingEdition::Rules2024 => fide2024::expected_score(list, rating, opponent_rating),
        }
    }

    /// The rating change of a rated player over his rated games of one tournament.
    pub fn rating_change(
        self,
        list: RatingList,
        player: &RatedPlayer,
        games: &[RatedGame],
    ) -> RatingChange {
        match self {
            RatingEdition::Rules2013 => fide2013::rating_change(player, games),
            RatingEdition::Rules2024 => fide2024::rating_change(list, player, games),
        }
    }

    /// The performance rating of a player's rated games; `None` without rated games. The
    /// tables of 2024 (8.1.1, 8.1.2) have the values of 2013 (8.1a, 8.1b), so both
    /// editions give the same figure.
    pub fn performance_rating(self, games: &[RatedGame]) -> Option<i64> {
        fide2013::performance_rating(games)
    }

    /// The perfect tournament performance (C.07 10.3) of a player's rated games; `None`
    /// without rated games. Table 8.1.2 of 2024 has the values of 8.1b of 2013.
    pub fn perfect_performance(self, games: &[RatedGame]) -> Option<i64> {
        fide2013::perfect_performance(games)
    }

    /// The rating of a previously unrated player from his earlier results (oldest first)
    /// and his results in this tournament.
    pub fn new_player_rating(
        self,
        earlier: &[EventResults],
        current: &EventResults,
    ) -> NewPlayerRating {
        match self {
            RatingEdition::Rules2013 => fide2013::new_player_rating(earlier, current),
            RatingEdition::Rules2024 => fide2024::new_player_rating(earlier, current),
        }
    }

    /// The rating floor: no rating below it is published (2013: 0.6, 7.14d; 2024: 7.1.4,
    /// 7.2.1).
    pub fn rating_floor(self) -> i64 {
        match self {
            RatingEdition::Rules2013 => fide2013::RATING_FLOOR,
            RatingEdition::Rules2024 => fide2024::RATING_FLOOR,
        }
    }
}

/// The ratings of the two players of a game, on the tournament's list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameRatings {
    pub player: Option<Rating>,
    pub opponent: Option<Rating>,
}
