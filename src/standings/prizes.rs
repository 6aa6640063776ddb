//! The prize list: for each announced [`PrizeCategory`], its eligible players in the
//! order of the standings (tie-breaks included), as many as it has places, and what
//! each receives under the tournament's [`PrizeRules`](crate::model::PrizeRules):
//! - one prize per player (the default): a player takes the most valuable prize he
//!   qualifies for, on equal amounts the one of the category listed first, and the next
//!   eligible player moves up in the other categories;
//! - sharing by tie-breaks (the default): only players still tied after every
//!   tie-break (C.07 4.2) share a place; by the split (Hort) rule, players tied on
//!   points share the sum of the prizes of the places they occupy equally, rounded
//!   down to whole units, the remainder left over.

use std::collections::HashMap;

use super::{Row, Standings};
use crate::model::{PrizeCategory, PrizeSharing, PrizesPerPlayer, Tournament, Tpn};

/// One category's winners: standings rows whose rank is the place in the category.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrizeList<'a> {
    pub category: &'a PrizeCategory,
    pub winners: Standings,
    /// What each winner receives, one per row of `winners` (empty when the category
    /// gives no amounts).
    pub amounts: Vec<u32>,
    /// The places whose prizes are shared.
    pub shares: Vec<Share>,
}

/// Players sharing the prizes of the places they occupy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Share {
    /// The first place they occupy.
    pub place: u32,
    pub players: u32,
    /// The sum of the prizes of their places.
    pub sum: u32,
    /// What each receives: `sum / players`, rounded down.
    pub each: u32,
    /// What is left over: `sum - players * each`.
    pub remainder: u32,
}

/// The prize list of every category of `tournament` from `standings`.
pub fn prize_lists<'a>(tournament: &'a Tournament, standings: &Standings) -> Vec<PrizeList<'a>> {
    let eligible = |index: usize, row: &Row| {
        tournament
            .player(row.tpn)
            .is_some_and(|player| tournament.prizes[index].admits(player))
    };
    let taken = match tournament.prize_rules.per_player {
        PrizesPerPlayer::One => one_prize_each(tournament, standings, &eligible),
        PrizesPerPlayer::All => HashMap::new(),
    };
    tournament
        .prizes
        .iter()
        .enumerate()
        .map(|(index, category)| {
            let candidates: Vec<&Row> = standings
                .rows
                .iter()
                .filter(|row| eligible(index, row))
                .filter(|row| taken.get(&row.tpn).is_none_or(|&taker| taker == index))
                .collect();
            let (winners, amounts, shares) =
                places(category, &candidates, tournament.prize_rules.sharing);
            PrizeList {
                category,
                winners: Standings {
                    after_round: standings.after_round,
                    criteria: standings.criteria.clone(),
                    edition: standings.edition,
                    notes: standings.notes.clone(),
                    rows: winners,
                    not_ranked: standings.not_ranked.clone(),
                },
                amounts,
                shares,
            }
        })
        .collect()
}

/// The category (its index) each prize-winner takes under the one-prize rule: the
/// prizes go out from the most valuable down (on equal amounts, in the order of the
/// categories, then of the places), each to the best-placed eligible player without
/// one. Amounts never rise from place to place, so a category's places go out in
/// order, and its winners are its first eligible players without another prize.
fn one_prize_each(
    tournament: &Tournament,
    standings: &Standings,
    eligible: &impl Fn(usize, &Row) -> bool,
) -> HashMap<Tpn, usize> {
    let mut prizes: Vec<(u32, usize)> = tournament
        .prizes
        .iter()
        .enumerate()
        .flat_map(|(index, category)| {
            (1..=category.places as usize).map(move |place| (category.amount(place), index))
        })
        .collect();
    prizes.sort_by_key(|&(amount, _)| std::cmp::Reverse(amount));
    let mut taken = HashMap::new();
    for (_, index) in prizes {
        if let Some(row) = standings
            .rows
            .iter()
            .find(|row| !taken.contains_key(&row.tpn) && eligible(index, row))
        {
            taken.insert(row.tpn, index);
        }
    }
    taken
}

/// The first `places` candidates, with those tied with the last of them on what
/// decides a shared place (`sharing`), their places and what each receives.
fn places(
    category: &PrizeCategory,
    candidates: &[&Row],
    sharing: PrizeSharing,
) -> (Vec<Row>, Vec<u32>, Vec<Share>) {
    let same_place = |a: &Row, b: &Row| match sharing {
        PrizeSharing::TieBreaks => a.tied && b.tied && a.rank == b.rank,
        PrizeSharing::Split => a.points == b.points,
    };
    let mut rows: Vec<Row> = Vec::new();
    let mut amounts = Vec::new();
    let mut shares = Vec::new();
    let mut start = 0;
    while start < candidates.len() && start < category.places as usize {
        let group = 1 + candidates[start + 1..]
            .iter()
            .take_while(|row| same_place(candidates[start], row))
            .count();
        let place = start as u32 + 1;
        let sum: u32 = (start + 1..=start + group)
            .map(|place| category.amount(place))
            .sum();
        let players = group as u32;
        let each = sum / players;
        if group > 1 {
            shares.push(Share {
                place,
                players,
                sum,
                each,
                remainder: sum - players * each,
            });
        }
        for row in &candidates[start..start + group] {
            rows.push(Row {
                rank: place,
                tied: group > 1,
                ..(*row).clone()
            });
            amounts.push(each);
        }
        start += group;
    }
    if category.amounts.is_empty() {
        amounts.clear();
        shares.clear();
    }
    (rows, amounts, shares)
}

impl Share {
    /// The share in words: `3=: 3 players share 1000 EUR, 333 each, 1 left over`.
    pub fn note(&self, currency: Option<&str>) -> String {
        let unit = currency.map_or_else(String::new, |c| format!(" {c}"));
        let left = if self.remainder == 0 {
            String::new()
        } else {
            format!(", {} left over", self.remainder)
        };
        format!(
            "{}=: {} players share {}{unit}, {} each{left}",
            self.place, self.players, self.sum, self.each
        )
    }
}

impl PrizeList<'_> {
    /// The winners' standings with a note for each shared prize under them.
    pub fn winners_noted(&self, currency: Option<&str>) -> Standings {
        let mut winners = self.winners.clone();
        winners
            .notes
            .extend(self.shares.iter().map(|share| share.note(currency)));
        winners
    }
}
