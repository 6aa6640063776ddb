//! Articles 1.7 (opposition evaluation) and 1.8 (ranking order): the Index of a player,
//! Buchholz then Sonneborn-Berger, and the order of the players of a bracket.
//!
//! These are the Burstein system's own quantities, not the tie-breaks of C.07
//! ([`crate::standings`]): 1.7.2 has its own rules for unplayed rounds (no C.07 16.3
//! adjustment nor 16.4 cap), and the scores are those before the round being paired.
//!
//! - 1.7.1.1 Buchholz: the sum of the (current) scores of the opponents met.
//! - 1.7.1.2 Sonneborn-Berger: the sum of the points earned against each opponent times
//!   that opponent's (current) score.
//! - 1.7.2 (summary of the text found): an unplayed round (bye, forfeit, a round before a
//!   late entry) is a game against the player himself with the points actually
//!   registered; virtual points of acceleration are left out of every method (the scores
//!   here are the real ones).
//! - 1.7.2.3: a player whose last rounds are a series of zero-point byes has each of them
//!   counted as a draw in the score his over-the-board opponents' Index sees (his own
//!   Index counts his actual score). "Up to the current round" is read as the series that
//!   ends with the last round played before the one being paired; a zero-point bye is a
//!   requested zero-point bye or an absence (a round not paired before a late entry is
//!   no bye).
//! - 1.8: the players of a bracket are ranked by Index (Buchholz, then Sonneborn-Berger,
//!   the higher first), then by TPN; scores play no part.

use std::cmp::{Ordering, Reverse};
use std::fmt;

use crate::model::history::{Competitor, RoundKind};
use crate::model::{Points, Tpn};

/// The Index of 1.8.1: Buchholz, then Sonneborn-Berger.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Index {
    /// 1.7.1.1, in tenths of a point.
    pub buchholz: i64,
    /// 1.7.1.2, in hundredths of a point (points times points).
    pub sonneborn_berger: i64,
}

impl fmt::Display for Index {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Buchholz {}, Sonneborn-Berger {}",
            decimal(self.buchholz, 10),
            decimal(self.sonneborn_berger, 100)
        )
    }
}

/// `value / unit` written with the decimals it needs (12, 12.5, 12.25).
fn decimal(value: i64, unit: i64) -> String {
    let whole = value.div_euclid(unit);
    let part = value.rem_euclid(unit);
    if part == 0 {
        return whole.to_string();
    }
    let digits = if unit == 10 { 1 } else { 2 };
    let fraction = format!("{part:0digits$}");
    format!("{whole}.{}", fraction.trim_end_matches('0'))
}

/// 1.7.2.3: the score of `player` as his opponents' Index counts it: each zero-point bye
/// of the series that ends his rounds so far counts as a draw (`draw`).
fn score_for_opponents(player: &Competitor, draw: Points) -> i64 {
    let series = player
        .history
        .iter()
        .rev()
        .take_while(|round| matches!(round.kind, RoundKind::Bye(_)) && round.points == Points::ZERO)
        .count();
    i64::from(player.score.tenths()) + i64::from(draw.tenths()) * series as i64
}

/// 1.7: the Index of `player`; `players` are every player of the tournament in TPN order
/// (their scores before the round), `draw` the points of a draw.
pub fn index_of(player: &Competitor, players: &[Competitor], draw: Points) -> Index {
    let own = i64::from(player.score.tenths());
    let mut index = Index::default();
    for round in &player.history {
        let opponent = match (&round.kind, round.opponent) {
            (RoundKind::Played, Some(opponent)) => players
                .get(opponent as usize - 1)
                .map_or(0, |o| score_for_opponents(o, draw)),
            // 1.7.2: an unplayed round is a game against the player himself.
            _ => own,
        };
        index.buchholz += opponent;
        index.sonneborn_berger += i64::from(round.points.tenths()) * opponent;
    }
    index
}

/// 1.8: `a` before `b` in the ranking order (higher Index first, then the smaller TPN).
pub fn ranking(a: (Index, Tpn), b: (Index, Tpn)) -> Ordering {
    (Reverse(a.0), a.1).cmp(&(Reverse(b.0), b.1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::ByeKind;
    use crate::model::history::RoundRecord;
    use crate::pairing::dubov::testing::competitor_with;

    fn record(kind: RoundKind, opponent: Option<Tpn>, points: i32) -> RoundRecord {
        RoundRecord {
            kind,
            opponent,
            scheduled_colour: None,
            colour: None,
            points: Points::from_tenths(points),
            score_before: Points::ZERO,
            opponent_score_before: None,
        }
    }

    fn player(tpn: Tpn, history: Vec<RoundRecord>) -> Competitor {
        competitor_with(tpn, None, history)
    }

    #[test]
    fn buchholz_and_sonneborn_berger_of_1_7_1() {
        // 1 beat 2 (1 point), drew with 3; 2 has 1 point, 3 has 1.5.
        let players = vec![
            player(
                1,
                vec![
                    record(RoundKind::Played, Some(2), 10),
                    record(RoundKind::Played, Some(3), 5),
                ],
            ),
            player(
                2,
                vec![
                    record(RoundKind::Played, Some(1), 0),
                    record(RoundKind::Bye(ByeKind::Pairing), None, 10),
                ],
            ),
            player(
                3,
                vec![
                    record(RoundKind::Played, Some(4), 10),
                    record(RoundKind::Played, Some(1), 5),
                ],
            ),
        ];
        let index = index_of(&players[0], &players, Points::HALF);
        // Buchholz 1 + 1.5; Sonneborn-Berger 1 x 1 + 0.5 x 1.5.
        assert_eq!(index.buchholz, 25);
        assert_eq!(index.sonneborn_berger, 175);
        assert_eq!(index.to_string(), "Buchholz 2.5, Sonneborn-Berger 1.75");
        // 1.7.2: 2's pairing-allocated bye is a win against himself (1 point).
        let index = index_of(&players[1], &players, Points::HALF);
        assert_eq!((index.buchholz, index.sonneborn_berger), (15 + 10, 100));
    }

    #[test]
    fn a_series_of_zero_point_byes_counts_as_draws_for_the_opponents() {
        // 2 lost to 1, then had zero-point byes in rounds 2 and 3: 1 sees 2 with 1 point.
        let players = vec![
            player(
                1,
                vec![
                    record(RoundKind::Played, Some(2), 10),
                    record(RoundKind::Bye(ByeKind::Half), None, 5),
                    record(RoundKind::Bye(ByeKind::Half), None, 5),
                ],
            ),
            player(
                2,
                vec![
                    record(RoundKind::Played, Some(1), 0),
                    record(RoundKind::Bye(ByeKind::Zero), None, 0),
                    record(RoundKind::Bye(ByeKind::Absent), None, 0),
                ],
            ),
        ];
        let first = index_of(&players[0], &players, Points::HALF);
        // 1 point from 2 (1.7.2.3), 2 x 2 points from his own half-point byes (1.7.2).
        assert_eq!(first.buchholz, 10 + 20 + 20);
        assert_eq!(first.sonneborn_berger, 10 * 10 + 5 * 20 + 5 * 20);
        // 2's own Index counts his own actual score, 0, in the two byes.
        let second = index_of(&players[1], &players, Points::HALF);
        assert_eq!((second.buchholz, second.sonneborn_berger), (20, 0));
        // A bye followed by a game is no series up to the current round.
        let mut back = players.clone();
        back[1].history[2] = record(RoundKind::Played, Some(3), 0);
        assert_eq!(index_of(&back[0], &back, Points::HALF).buchholz, 40);
    }

    #[test]
    fn ranking_by_index_then_tpn() {
        let index = |buchholz, sonneborn_berger| Index {
            buchholz,
            sonneborn_berger,
        };
        assert_eq!(
            ranking((index(20, 0), 9), (index(15, 99), 1)),
            Ordering::Less
        );
        assert_eq!(
            ranking((index(20, 10), 9), (index(20, 20), 1)),
            Ordering::Greater
        );
        assert_eq!(
            ranking((index(20, 10), 2), (index(20, 10), 5)),
            Ordering::Less
        );
    }
}
