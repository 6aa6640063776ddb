//! Tie-breaks from the participant's own results (C.07 Article 7).
//!
//! - WIN (7.1): rounds in which the participant obtained, with or without playing, the
//!   points of a win: games won, forfeit wins, a pairing-allocated bye or a full-point
//!   bye worth a win.
//! - WON (7.2): games won over the board. BPG (7.3): games played over the board with
//!   Black. BWG (7.4): games won over the board with Black.
//! - PS (7.5): the sum of the participant's scores after each round.
//! - REP (7.6), STD (7.7): see [`rounds_elected_to_play`], [`standard_points`].
//!
//! Double-Swiss: points are given per game, so WIN, WON, BPG and BWG count games. A
//! single forfeited game of a match that counts as played is treated as played (C.04.5
//! preface): it counts for WON and, with its scheduled colour, for BPG and BWG. A
//! round without a game (a bye, a match forfeited) counts the fewest wins its points
//! can be made of, the rest being draws: the pairing-allocated bye of 1.5 points is a
//! win and a draw (C.04.5 1.4), a half-point bye of 1 point two draws, a full-point bye
//! of 2 points two wins. In a one-game system this is simply "the points of a win".

use crate::model::history::RoundKind;
use crate::model::{ByeKind, Colour, Points, Tpn};

use super::record::{GameEntry, Records, RoundEntry};

/// WIN (7.1).
pub fn wins(records: &Records, tpn: Tpn) -> u32 {
    records
        .player(tpn)
        .rounds
        .iter()
        .map(|round| {
            if round.played_opponent().is_some() {
                count_games(round, |game| game.won())
            } else {
                wins_in_points(records, round.points)
            }
        })
        .sum()
}

/// WON (7.2).
pub fn games_won(records: &Records, tpn: Tpn) -> u32 {
    count_all_games(records, tpn, |game| game.won())
}

/// BPG (7.3).
pub fn games_with_black(records: &Records, tpn: Tpn) -> u32 {
    count_all_games(records, tpn, |game| game.colour == Colour::Black)
}

/// BWG (7.4).
pub fn wins_with_black(records: &Records, tpn: Tpn) -> u32 {
    count_all_games(records, tpn, |game| {
        game.won() && game.colour == Colour::Black
    })
}

/// PS (7.5): the score after round 1, plus the score after round 2, and so on; Cut-n
/// (14.1.1: "PS-C1 (score after round 1)") leaves out the first `cut` of those scores.
pub fn progressive_score(records: &Records, tpn: Tpn, cut: usize) -> Points {
    records
        .player(tpn)
        .rounds
        .iter()
        .scan(Points::ZERO, |score, round| {
            *score += round.points;
            Some(*score)
        })
        .skip(cut)
        .sum()
}

/// REP (7.6): the rounds the participant elected to play in, that is every round but
/// his half-point and zero-point byes (requested, or after a withdrawal or before a
/// late entry) and his forfeit losses: games, forfeit wins, the pairing-allocated bye
/// and a full-point bye count.
pub fn rounds_elected_to_play(records: &Records, tpn: Tpn) -> u32 {
    records
        .player(tpn)
        .rounds
        .iter()
        .filter(|round| {
            matches!(
                round.kind,
                RoundKind::Played
                    | RoundKind::ForfeitWin
                    | RoundKind::Bye(ByeKind::Pairing | ByeKind::Full)
            )
        })
        .count() as u32
}

/// STD (7.7, 2026): "the number of rounds in which a participant scores more points
/// than their scheduled opponent, or obtains, without playing, more points than those
/// awarded for a draw, plus half the number of rounds in which the participant scores
/// the same number of points as their scheduled opponent, or obtains, without playing,
/// the same number of points as awarded for a draw". A forfeit is a round obtained
/// without playing (15.2, 2026: forfeit losses in type B tie-breaks remain unplayed
/// rounds), so a double forfeit counts nothing. In Double-Swiss a round is a match.
pub fn standard_points(records: &Records, tpn: Tpn) -> Points {
    records
        .player(tpn)
        .rounds
        .iter()
        .map(|round| {
            let compared_with = match round.played_opponent() {
                Some(opponent) => records.player(opponent).rounds[round.round as usize - 1].points,
                None => records.draw,
            };
            match round.points.cmp(&compared_with) {
                std::cmp::Ordering::Greater => Points::ONE,
                std::cmp::Ordering::Equal => Points::HALF,
                std::cmp::Ordering::Less => Points::ZERO,
            }
        })
        .sum()
}

fn count_games(round: &RoundEntry, counts: impl Fn(&GameEntry) -> bool) -> u32 {
    round.games.iter().filter(|game| counts(game)).count() as u32
}

fn count_all_games(records: &Records, tpn: Tpn, counts: impl Fn(&GameEntry) -> bool) -> u32 {
    records
        .player(tpn)
        .rounds
        .iter()
        .map(|round| count_games(round, &counts))
        .sum()
}

/// The fewest wins that, with draws in the other games of the round, make up `points`.
fn wins_in_points(records: &Records, points: Points) -> u32 {
    let games = records.games_per_pairing as i32;
    let win = records.win.tenths();
    let draw = records.draw.tenths() / games;
    (0..=games)
        .find(|&wins| points.tenths() - wins * win <= (games - wins) * draw)
        .unwrap_or(games) as u32
}
