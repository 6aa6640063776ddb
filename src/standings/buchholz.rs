//! Buchholz (C.07 8.1), its Cut and Median variants (14.1 to 14.4), Fore Buchholz
//! (8.3: the same sum over [`Records::fore`]) and the Average of Opponents' Buchholz
//! (8.2).
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

/// The value each round adds to Buchholz, with what the modifiers need to know. With
/// `forfeits_played` (MTB26 `/P`) a forfeit is a game against the scheduled opponent,
/// who contributes his score as a played opponent does.
pub fn contributions(records: &Records, tpn: Tpn, forfeits_played: bool) -> Vec<Contribution> {
    let player = records.player(tpn);
    player
        .rounds
        .iter()
        .map(|round| match round.opponent_met(forfeits_played) {
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

/// Buchholz after `cut` (C.07 8.1 with 14.1 to 14.4 and 16.5), forfeits counted as
/// games with `forfeits_played`. Over [`Records::fore`] it is Fore Buchholz (8.3).
pub fn buchholz(records: &Records, tpn: Tpn, cut: Cut, forfeits_played: bool) -> Ratio {
    sum_after_cut(contributions(records, tpn, forfeits_played), cut)
}

/// The average of the Buchholz of the opponents the player met over the board (8.2);
/// every encounter counts (4.4). The opponents' Buchholz is taken from
/// `buchholz_records`: the records themselves, or for `AOB/F` their Fore Buchholz
/// version (2026 wording: "(or Fore Buchholz)"). `None` for a player who met nobody.
pub fn average_of_opponents_buchholz(
    records: &Records,
    buchholz_records: &Records,
    tpn: Tpn,
) -> Option<Ratio> {
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
        .map(|&opponent| buchholz(buchholz_records, opponent, Cut::NONE, false))
        .sum();
    Some(total.divided_by(opponents.len() as i64))
}
