//! Tie-breaks from ratings (C.07 Article 10).
//!
//! - PTP (10.3), APRO (10.4), APPO (10.5), RTNG (10.6): see their functions. The
//!   ratings are those the tournament has for its players (the first one, 2026 note to
//!   Article 10).
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

use super::modifiers::Cut;
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

/// The rating a participant counts with: his own, else the tournament's rating for
/// unrated players.
fn counted_rating(records: &Records, tpn: Tpn) -> Option<u16> {
    records.player(tpn).rating.or(records.unrated_rating)
}

/// The ratings of the rated opponents met over the board, one per encounter.
fn opponent_ratings(records: &Records, tpn: Tpn) -> Vec<u16> {
    records
        .player(tpn)
        .rounds
        .iter()
        .filter_map(|round| round.played_opponent())
        .filter_map(|opponent| counted_rating(records, opponent))
        .collect()
}

/// ARO (10.1) after `cut` (14.1 to 14.4: the lowest ratings, then the highest, of the
/// opponents met over the board; the unplayed rounds have no rating to cut). `None`
/// when no opponent is left.
pub fn average_rating_of_opponents(records: &Records, tpn: Tpn, cut: Cut) -> Option<i64> {
    let mut ratings = opponent_ratings(records, tpn);
    ratings.sort_unstable();
    let kept = ratings
        .get(cut.least.min(ratings.len())..ratings.len().saturating_sub(cut.most))
        .unwrap_or_default();
    average(kept.iter().map(|&r| i64::from(r)))
}

/// The average of `values`, rounded to a whole number with .5 up; `None` without
/// values.
fn average(values: impl Iterator<Item = i64>) -> Option<i64> {
    let values: Vec<i64> = values.collect();
    let count = i64::try_from(values.len()).ok().filter(|&n| n > 0)?;
    Some(Ratio::new(values.iter().sum(), count).round_half_up())
}

/// The games over the board against opponents with a rating, as the rating
/// regulations score them (a win 1, a draw ½, whatever the tournament's scoring).
fn rated_games(records: &Records, tpn: Tpn) -> Vec<RatedGame> {
    records
        .player(tpn)
        .rounds
        .iter()
        .filter_map(|round| {
            let rating = counted_rating(records, round.played_opponent()?)?;
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
        .collect()
}

/// TPR (10.2).
pub fn tournament_performance_rating(records: &Records, tpn: Tpn) -> Option<i64> {
    // R_c + dp rounded is the rounded ARO plus dp: dp is a whole number.
    records
        .editions
        .rating
        .performance_rating(&rated_games(records, tpn))
}

/// PTP (10.3): the lowest rating whose expected score against the opponents met is
/// the player's score ([`crate::rating::RatingEdition::perfect_performance`]).
pub fn perfect_tournament_performance(records: &Records, tpn: Tpn) -> Option<i64> {
    records
        .editions
        .rating
        .perfect_performance(&rated_games(records, tpn))
}

/// APRO (10.4) with `performance` the opponents' TPR, APPO (10.5) with their PTP: the
/// average over the opponents met over the board (every encounter, 4.4) of those who
/// have the value, rounded .5 up.
pub fn average_of_opponents(
    records: &Records,
    tpn: Tpn,
    performance: fn(&Records, Tpn) -> Option<i64>,
) -> Option<i64> {
    average(
        records
            .player(tpn)
            .rounds
            .iter()
            .filter_map(|round| round.played_opponent())
            .filter_map(|opponent| performance(records, opponent)),
    )
}

/// RTNG (10.6, 2026): the player's own rating, or the tournament's rating for unrated
/// players.
pub fn rating(records: &Records, tpn: Tpn) -> Option<i64> {
    counted_rating(records, tpn).map(i64::from)
}
