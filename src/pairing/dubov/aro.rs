//! Article 1: "R" and "ARO", and article 9: the ARO list published after each round (1997);
//! Article 1.7 of edition 2026: ARO in whole rating points ([`whole_aro_of`]).
//!
//! Readings (articles 1 and 9):
//! - R is the player's rating. An unrated player has R = 0, so he ranks below every rated
//!   player wherever R is compared (as in the initial order, where unrated players come last).
//! - ARO is the average R of the opponents met in games played over the board. Unplayed
//!   rounds do not enter it: a pairing-allocated bye, a requested bye, an absence and a
//!   forfeit (won or lost) have no opponent who played, so they add nothing to the sum and
//!   nothing to the count. An unrated opponent has no rating to average and is left out the
//!   same way.
//! - A player without any such game has no ARO. Where AROs are compared he ranks below every
//!   player with one (he has not yet met higher-rated players, the situation the preface
//!   wants compensated), and the published list shows "-".
//! - ARO is kept in tenths of a rating point, rounded half up, exactly as the example table
//!   of 6.2 prints it (2318.4). The pairing compares these rounded values, so the published
//!   list is all a player needs to recompute the pairings (article 9).

use std::fmt;

use crate::model::history::{self, Competitor, RoundKind};
use crate::model::{Tournament, Tpn};

/// R of article 1: the rating, 0 for an unrated player.
pub fn rating_of(player: &Competitor) -> u16 {
    player.rating.unwrap_or(0)
}

/// A player's ARO in tenths of a rating point, or none before his first game against a rated
/// opponent. Orders "no ARO" below every ARO.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Aro(Option<u32>);

impl Aro {
    /// No game against a rated opponent yet.
    pub const NONE: Aro = Aro(None);

    /// The average of `count` ratings summing to `sum`, rounded half up to a tenth.
    pub fn average(sum: u64, count: u64) -> Aro {
        if count == 0 {
            return Aro::NONE;
        }
        let tenths = (20 * sum + count) / (2 * count);
        Aro(Some(
            u32::try_from(tenths).expect("an average of u16 ratings fits in u32 tenths"),
        ))
    }

    /// The value in tenths of a rating point.
    pub fn tenths(self) -> Option<u32> {
        self.0
    }
}

impl fmt::Display for Aro {
    /// `2318.4`, or `-` for no ARO.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(tenths) => f.pad(&format!("{}.{}", tenths / 10, tenths % 10)),
            None => f.pad("-"),
        }
    }
}

/// One line of the ARO list of article 9.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AroEntry {
    pub tpn: Tpn,
    pub name: String,
    /// The player's own R (`None`: unrated, R = 0).
    pub rating: Option<u16>,
    /// Games played over the board against rated opponents: the games the average is over.
    pub games: u32,
    /// Sum of those opponents' ratings.
    pub rating_sum: u64,
    pub aro: Aro,
}

/// The ARO of `player`, whose opponents are looked up in `players` (TPN order, index = TPN - 1).
pub fn aro_of(player: &Competitor, players: &[Competitor]) -> Aro {
    let (sum, count) = opponent_ratings(player, players);
    Aro::average(sum, u64::from(count))
}

/// Edition 2026, Article 1.7: the ARO of `player` as a whole number: the average rating of
/// the opponents met over the board, rounded to the nearest integer (the higher on .5), zero
/// before the first game (1.7.3). An unrated opponent is left out as in the 1997 reading
/// above (1.1.2 wants a provisional rating assigned by the Chief Arbiter instead; arbiter
/// cannot invent one).
pub fn whole_aro_of(player: &Competitor, players: &[Competitor]) -> u32 {
    let (sum, count) = opponent_ratings(player, players);
    if count == 0 {
        return 0;
    }
    let count = u64::from(count);
    u32::try_from((2 * sum + count) / (2 * count)).expect("an average of u16 ratings fits in u32")
}

/// Sum and number of the ratings of the opponents `player` met over the board.
fn opponent_ratings(player: &Competitor, players: &[Competitor]) -> (u64, u32) {
    player
        .history
        .iter()
        .filter(|record| record.kind == RoundKind::Played)
        .filter_map(|record| record.opponent)
        .filter_map(|tpn| {
            tpn.checked_sub(1)
                .and_then(|index| players.get(index as usize))
        })
        .filter_map(|opponent| opponent.rating)
        .fold((0, 0), |(sum, count), rating| {
            (sum + u64::from(rating), count + 1)
        })
}

/// The ARO list of article 9 for players with the given histories (TPN order), one entry per
/// player in TPN order.
pub fn aro_entries(players: &[Competitor]) -> Vec<AroEntry> {
    players
        .iter()
        .map(|player| {
            let (rating_sum, games) = opponent_ratings(player, players);
            AroEntry {
                tpn: player.tpn,
                name: player.name.clone(),
                rating: player.rating,
                games,
                rating_sum,
                aro: Aro::average(rating_sum, u64::from(games)),
            }
        })
        .collect()
}

/// The ARO list of article 9 after round `round` of `tournament` (0: before round 1), in TPN
/// order: the basis of the pairing of round `round + 1`. Meant for completed rounds: a game
/// still without a result counts as played.
pub fn aro_list(tournament: &Tournament, round: u32) -> Vec<AroEntry> {
    aro_entries(&history::competitors(tournament, round))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn averages_round_half_up_to_tenths() {
        assert_eq!(Aro::average(4600, 2).to_string(), "2300.0");
        // 2318.4 exactly, the first white of the 6.2 table.
        assert_eq!(Aro::average(11592, 5).to_string(), "2318.4");
        // 6955 / 3 = 2318.333.. -> 2318.3; 6956 / 3 = 2318.666.. -> 2318.7
        assert_eq!(Aro::average(6955, 3).to_string(), "2318.3");
        assert_eq!(Aro::average(6956, 3).to_string(), "2318.7");
        // 4637 / 2 = 2318.5 exactly; 46371 / 20 = 2318.55 -> 2318.6 (half up)
        assert_eq!(Aro::average(46371, 20).to_string(), "2318.6");
        assert_eq!(Aro::average(0, 0), Aro::NONE);
        assert_eq!(Aro::NONE.to_string(), "-");
    }

    #[test]
    fn aro_of_2026_rounds_half_up_to_whole_points() {
        let opponent = |tpn, rating| {
            let mut c = crate::pairing::dubov::testing::competitor(tpn, Some(rating), &[]);
            c.name = format!("O{tpn}");
            c
        };
        let players = vec![opponent(1, 2000), opponent(2, 2001), opponent(3, 2003)];
        let games = |opponents: &[u32]| {
            let games: Vec<_> = opponents.iter().map(|&o| (o, 'W', 0, 0, 5)).collect();
            crate::pairing::dubov::testing::competitor(9, Some(1500), &games)
        };
        // 4001 / 2 = 2000.5: the higher.
        assert_eq!(whole_aro_of(&games(&[1, 2]), &players), 2001);
        // 6004 / 3 = 2001.33: down.
        assert_eq!(whole_aro_of(&games(&[1, 2, 3]), &players), 2001);
        // 4003 / 2 = 2001.5: up.
        assert_eq!(whole_aro_of(&games(&[1, 3]), &players), 2002);
        // 1.7.3: no game yet.
        assert_eq!(whole_aro_of(&games(&[]), &players), 0);
    }

    #[test]
    fn no_aro_ranks_below_every_aro() {
        assert!(Aro::NONE < Aro::average(1000, 1));
        assert!(Aro::average(23000, 10) < Aro::average(23001, 10));
    }
}
