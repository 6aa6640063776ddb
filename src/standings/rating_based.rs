//! Tie-breaks from the opponents' ratings (C.07 Article 10).
//!
//! ARO (10.1) is the average rating of the opponents met over the board, rounded to a
//! whole number with .5 rounded up; every encounter counts (4.4). Article 10 asks the
//! tournament rules to say how unrated players count; this program leaves unrated
//! opponents out of the average (the player's other opponents still count), and a
//! player who met no rated opponent has no ARO, which ranks below every ARO.

use crate::model::Tpn;

use super::record::Records;
use super::value::Ratio;

/// The ratings of the rated opponents met over the board, one per encounter.
fn opponent_ratings(records: &Records, tpn: Tpn) -> Vec<u16> {
    records
        .player(tpn)
        .rounds
        .iter()
        .filter_map(|round| round.played_opponent())
        .filter_map(|opponent| records.player(opponent).rating)
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
