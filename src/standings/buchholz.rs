//! Buchholz (C.07 8.1), its Cut and Median variants (14.1 to 14.4) and the Average of
//! Opponents' Buchholz (8.2).
//!
//! Each round contributes one value: the opponent's score as adjusted by 16.3 when the
//! pairing was played, or, for the player's own unplayed rounds (byes, forfeits, rounds
//! before a late entry or after a withdrawal), the score of a dummy opponent: the
//! player's own final score (16.4), capped from 2026 (16.4.1, 16.4.2; see
//! [`Records::dummy_score`]). In Double-Swiss a round is a match and the scores
//! are game points.

use crate::model::Tpn;

use super::modifiers::{Contribution, Cut, sum_after_cut};
use super::record::Records;
use super::value::Ratio;

/// The value each round adds to Buchholz, with what the modifiers need to know.
pub fn contributions(records: &Records, tpn: Tpn) -> Vec<Contribution> {
    let player = records.player(tpn);
    player
        .rounds
        .iter()
        .map(|round| match round.played_opponent() {
            Some(opponent) => {
                let score = records.player(opponent).adjusted_score;
                Contribution {
                    opponent_score: score,
                    value: score.into(),
                    voluntary: false,
                }
            }
            None => {
                let dummy = records.dummy_score(player, round);
                Contribution {
                    opponent_score: dummy,
                    value: dummy.into(),
                    voluntary: round.is_voluntarily_unplayed(),
                }
            }
        })
        .collect()
}

/// Buchholz after `cut` (C.07 8.1 with 14.1 to 14.4 and 16.5).
pub fn buchholz(records: &Records, tpn: Tpn, cut: Cut) -> Ratio {
    sum_after_cut(contributions(records, tpn), cut)
}

/// The average of the Buchholz of the opponents the player met over the board (8.2);
/// every encounter counts (4.4). `None` for a player who met nobody.
pub fn average_of_opponents_buchholz(records: &Records, tpn: Tpn) -> Option<Ratio> {
    let opponents: Vec<Tpn> = records
        .player(tpn)
        .rounds
        .iter()
        .filter_map(|round| round.played_opponent())
        .collect();
    if opponents.is_empty() {
        return None;
    }
    let total: Ratio = opponents
        .iter()
        .map(|&opponent| buchholz(records, opponent, Cut::NONE))
        .sum();
    Some(total.divided_by(opponents.len() as i64))
}
