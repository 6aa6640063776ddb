//! The prize list: for each announced [`PrizeCategory`], its eligible players in the
//! order of the standings (tie-breaks included), as many as it has places. A player
//! eligible for several categories appears in each; which one prize he takes is the
//! organiser's rule (commonly the highest), not decided here. Players still tied after
//! every tie-break (C.07 4.2) share a place, as in the standings.

use super::{Row, Standings};
use crate::model::{PrizeCategory, Tournament};

/// One category's winners: standings rows whose rank is the place in the category.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrizeList<'a> {
    pub category: &'a PrizeCategory,
    pub winners: Standings,
}

/// The prize list of every category of `tournament` from `standings`.
pub fn prize_lists<'a>(tournament: &'a Tournament, standings: &Standings) -> Vec<PrizeList<'a>> {
    tournament
        .prizes
        .iter()
        .map(|category| {
            let eligible = standings.rows.iter().filter(|row| {
                tournament
                    .player(row.tpn)
                    .is_some_and(|player| category.admits(player))
            });
            let mut rows: Vec<Row> = Vec::new();
            let mut previous_rank = None;
            for (index, row) in eligible.take(category.places as usize).enumerate() {
                let shares_place = row.tied && previous_rank == Some(row.rank);
                let place = match rows.last() {
                    Some(last) if shares_place => last.rank,
                    _ => index as u32 + 1,
                };
                if shares_place && let Some(last) = rows.last_mut() {
                    last.tied = true;
                }
                previous_rank = Some(row.rank);
                rows.push(Row {
                    rank: place,
                    tied: shares_place,
                    ..row.clone()
                });
            }
            PrizeList {
                category,
                winners: Standings {
                    after_round: standings.after_round,
                    criteria: standings.criteria.clone(),
                    edition: standings.edition,
                    notes: standings.notes.clone(),
                    rows,
                    not_ranked: standings.not_ranked.clone(),
                },
            }
        })
        .collect()
}
