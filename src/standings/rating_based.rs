//! Tie-breaks from the opponents' ratings (C.07 Article 10).
//!
//! - ARO (10.1) is the average rating of the opponents met over the board, rounded to
//!   a whole number with .5 rounded up; every encounter counts (4.4).
//! - TPR (10.2) is ARO plus the rating difference `dp` that table 8.1a of the FIDE
//!   Rating Regulations (the tournament's edition, [`crate::rating`]; 2013 table 8.1a and
//!   2024 table 8.1.1 have the same values) gives for the fractional
//!   score `p`: the points of those games (a win 1, a draw ½, whatever the tournament's
//!   scoring) divided by their number, rounded to hundredths with .005 up. A score of
//!   0 or 100% has the notional `dp` of 800 of 8.1. In Double-Swiss every game of a
//!   played match counts, a single forfeited game with its result (C.04.5 preface).
//!
//! Article 10 asks the tournament rules to say how unrated players count. When they set
//! a rating for unrated players (`[tournament] unrated_rating`), an unrated opponent
//! counts with it. When they do not, ARO and TPR are not applied while any participant
//! is unrated ([`applies`]): the reading of the FIDE tie-break checker, which leaves
//! the values out for everyone rather than compare averages over different sets of
//! opponents; the standings say so under the table. The functions below leave an
//! opponent without a rating out, which is what the Dutch final order (F10, not a C.07
//! tie-break) does with the average rating of the opponents. A player who met no rated
//! opponent has neither ARO nor TPR, which ranks below every value.

use crate::model::{Outcome, Tpn};
use crate::rating::{GameScore, RatedGame};

use super::record::Records;
use super::value::Ratio;

/// Whether the C.07 rating-based tie-breaks apply: every participant has a rating, or
/// the tournament sets one for unrated players (Article 10).
pub fn applies(records: &Records) -> bool {
    records.unrated_rating.is_some() || records.players().iter().all(|p| p.rating.is_some())
}

/// The participants without a rating, when the rating-based tie-breaks do not apply.
pub fn unrated_participants(records: &Records) -> usize {
    records
        .players()
        .iter()
        .filter(|p| p.rating.is_none())
        .count()
}

/// The rating an opponent counts with: his own, else the tournament's rating for
/// unrated players.
fn opponent_rating(records: &Records, opponent: Tpn) -> Option<u16> {
    records.player(opponent).rating.or(records.unrated_rating)
}

/// The ratings of the rated opponents met over the board, one per encounter.
fn opponent_ratings(records: &Records, tpn: Tpn) -> Vec<u16> {
    records
        .player(tpn)
        .rounds
        .iter()
        .filter_map(|round| round.played_opponent())
        .filter_map(|opponent| opponent_rating(records, opponent))
        .collect()
}

/// ARO (10.1).
pub fn average_rating_of_opponents(records: &Records, tpn: Tpn) -> Option<i64> {
    let ratings = opponent_ratings(records, tpn);
    if ratings.is_empty() {
        return None;
    }
    let total: i64 = ratings.iter().map(|&r| i64::from(r)).sum();
    Some(Ratio::new(total, ratings.len() as i64).round_half_up())
}

/// TPR (10.2).
pub fn tournament_performance_rating(records: &Records, tpn: Tpn) -> Option<i64> {
    let games: Vec<RatedGame> = records
        .player(tpn)
        .rounds
        .iter()
        .filter_map(|round| {
            let rating = opponent_rating(records, round.played_opponent()?)?;
            Some(round.games.iter().map(move |game| RatedGame {
                opponent_rating: rating,
                score: match game.outcome {
                    Outcome::Win => GameScore::Win,
                    Outcome::Draw => GameScore::Draw,
                    Outcome::Loss => GameScore::Loss,
                },
            }))
        })
        .flatten()
        .collect();
    // R_c + dp rounded is the rounded ARO plus dp: dp is a whole number.
    records.editions.rating.performance_rating(&games)
}
