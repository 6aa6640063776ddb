//! Sonneborn-Berger (C.07 9.1) and the Koya system (9.2).
//!
//! Sonneborn-Berger adds, for each round, the opponent's score multiplied by the points
//! scored against him. Opponents' scores are adjusted as 16.3 says; each of the
//! player's own unplayed rounds is a game against a dummy with the player's own score,
//! with the points he was awarded as the result (16.4): a half-point bye adds half his
//! score, a forfeit win or a pairing-allocated bye all of it.
//!
//! Koya adds the points scored against the opponents who scored at least half of the
//! maximum possible score. Article 16 does not cover it: the opponents' actual scores
//! are used, and a forfeit counts as points scored against the scheduled opponent, as
//! in the round-robin tournaments it is meant for (15.2).

use crate::model::{Points, Tpn};

use super::buchholz;
use super::modifiers::{Contribution, Cut, sum_after_cut};
use super::record::Records;
use super::value::Ratio;

/// Sonneborn-Berger (9.1, 16.3, 16.4) after `cut` (14.1, 14.2: the least significant
/// value is the product for the lowest-scoring opponent, among several the lowest
/// product; 16.5), forfeits counted as games with `forfeits_played` (MTB26 `/P`). In a
/// round robin each game, forfeits included (15.2), counts with the opponent's actual
/// score and a round without a game nothing.
pub fn sonneborn_berger(records: &Records, tpn: Tpn, cut: Cut, forfeits_played: bool) -> Ratio {
    let rounds = &records.player(tpn).rounds;
    let contributions: Vec<Contribution> = if records.round_robin {
        rounds
            .iter()
            .filter_map(|round| {
                let score = records.player(round.opponent?).score;
                Some(Contribution {
                    opponent_score: score,
                    value: Ratio::product(score, round.points),
                    voluntary: false,
                })
            })
            .collect()
    } else {
        buchholz::contributions(records, tpn, forfeits_played)
            .into_iter()
            .zip(rounds)
            .map(|(contribution, round)| Contribution {
                value: Ratio::product(contribution.opponent_score, round.points),
                ..contribution
            })
            .collect()
    };
    sum_after_cut(contributions, cut)
}

/// Koya system (9.2): the points scored against the participants who scored at least
/// 50% of the maximum possible score, the limit moved by `shift` half-points (14.5,
/// MTB26 `KS/L+1`: one half-point up).
pub fn koya(records: &Records, tpn: Tpn, shift: i8) -> Points {
    // Twice the limit, in tenths of a point: the maximum, and 10 per half-point moved.
    let limit = records.maximum_score().tenths() + 10 * i32::from(shift);
    records
        .player(tpn)
        .rounds
        .iter()
        .filter(|round| {
            round
                .opponent
                .is_some_and(|opponent| 2 * records.player(opponent).score.tenths() >= limit)
        })
        .map(|round| round.points)
        .sum()
}
