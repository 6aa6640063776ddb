//! A rated player's games and the change of his rating over a tournament (8.5).

use crate::rating::numbers::{GameScore, HalfPoints, Hundredths};

/// A rating on the FIDE scale.
pub type Rating = u16;

/// One rated game seen from one player: the opponent's rating and the player's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RatedGame {
    pub opponent_rating: Rating,
    pub score: GameScore,
}

/// What the regulations need to know about a rated player before a tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RatedPlayer {
    /// The published rating the tournament is rated with.
    pub rating: Rating,
    /// Rated games in events completed before this tournament (8.56: K = 30 "until he has
    /// completed events with at least 30 games"). `None` when the arbiter did not enter
    /// it: the player is then taken as established (30 games or more), and the rating
    /// report says so.
    pub rated_games_before: Option<u32>,
    /// Whether a published rating of the player has ever reached 2400 (8.56: K = 10 "even
    /// if the rating drops below 2400"). A current rating of 2400 or more counts as
    /// reached whatever this says.
    pub has_reached_2400: bool,
    /// Whether the tournament is rated in or before the year of the player's 18th
    /// birthday (2024 8.3.3: K = 40 "until the end of the year of their 18th birthday").
    /// The 2013 regulations have no such rule.
    pub junior: bool,
    /// The K the rating list published for the player on the tournament's list (`SK`,
    /// `RK`, `BK`): FIDE's own reading of the record above, which it settles where it
    /// can ([`RatedPlayer::new_to_the_list`], [`RatedPlayer::reached_2400`]).
    pub listed_k: Option<u8>,
}

/// 2013 8.56, 2024 8.3.3: K stays 30 (40) until events with this many games are completed.
pub const NEW_PLAYER_GAMES: u32 = 30;
/// 2013 8.56, 2024 8.3.3: the rating from which K is 10.
pub const K10_RATING: Rating = 2400;
/// 2024 8.3.3 (and the lists since 2014): the rating under which a junior has K = 40.
pub const JUNIOR_RATING_LIMIT: Rating = 2300;

impl RatedPlayer {
    /// Whether the player is new to the rating list, not having completed events with
    /// 30 rated games (2013 8.56, 2024 8.3.3), as the list's K says it: 30 (the lists
    /// of 2013) is a new player's K, and 40 (the lists since 2014) one unless the player
    /// is a junior under 2300; 10, 15 and 20 are established players' K, as the
    /// new-player clause comes first. Otherwise the rated games the arbiter entered
    /// tell; `None` when nothing does (the editions then take the player as established,
    /// and the rating report marks the K as assumed).
    pub fn new_to_the_list(&self) -> Option<bool> {
        match self.listed_k {
            Some(30) => Some(true),
            Some(40) if !self.junior_under_2300() => Some(true),
            Some(10 | 15 | 20) => Some(false),
            _ => self
                .rated_games_before
                .map(|games| games < NEW_PLAYER_GAMES),
        }
    }

    /// Whether a published rating of the player has reached 2400 (K = 10 "even if the
    /// rating drops below 2400"): as entered, as the list's K of 10 says, or by the
    /// current rating.
    pub fn reached_2400(&self) -> bool {
        self.has_reached_2400 || self.listed_k == Some(10) || self.rating >= K10_RATING
    }

    /// A junior rated under 2300, whose K is 40 (2024 8.3.3) whatever his games.
    pub fn junior_under_2300(&self) -> bool {
        self.junior && self.rating < JUNIOR_RATING_LIMIT
    }
}

/// The rating change of a rated player over one tournament (8.55), with the figures an
/// arbiter checks it by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RatingChange {
    pub rating_before: Rating,
    /// The development coefficient K (2013 8.56, 2024 8.3.3).
    pub k: u8,
    /// Rated games played in the tournament.
    pub games: usize,
    pub score: HalfPoints,
    /// ΣP_D: the sum of the scoring probabilities of table 8.1b.
    pub expected_score: Hundredths,
    /// K × Σ(score − P_D) (8.55(c)), not rounded.
    pub change: Hundredths,
    /// The new rating: `rating_before + change` rounded to the nearest whole number with
    /// .5 rounded up (2013 8.57); `rating_before` plus the change rounded to the nearest
    /// whole number with .5 away from zero (2024 8.3.4).
    pub rating_after: i64,
}
