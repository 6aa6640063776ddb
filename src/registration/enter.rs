//! Entering players from a list into a tournament, all or none, through the model's
//! checks; and updating every player's rating from a newer list before round 1
//! (C.04.2 Art. 2.3: the initial order, and with it the TPNs, follows the ratings until
//! the first round is paired).

use thiserror::Error;

use super::{RatingList, RatingListIndex, RegistrationError};
use crate::model::{EditError, Player, Tournament, Tpn};

/// A player to enter, with where he comes from (`line 4`, `FIDE id 4100018`) for messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub place: String,
    pub player: Player,
}

#[derive(Debug, Error, PartialEq, Eq)]
#[error("{place} ({name}): {error}")]
pub struct EntryError {
    pub place: String,
    pub name: String,
    pub error: EditError,
}

/// The TPN of the player entered as `player`, found by FIDE id or else by name.
fn tpn_of(tournament: &Tournament, player: &Player) -> Option<Tpn> {
    tournament
        .players
        .iter()
        .find(|p| match player.fide_id {
            Some(id) => p.fide_id == Some(id),
            None => p.name == player.name,
        })
        .map(|p| p.tpn)
}

/// Enters every player with `Tournament::add_player`; on the first refusal nothing
/// stays entered. Returns each entry's TPN once all are in (later entries renumber
/// earlier ones before round 1).
pub fn enter_all(tournament: &mut Tournament, entries: &[Entry]) -> Result<Vec<Tpn>, EntryError> {
    let mut entered = tournament.clone();
    for entry in entries {
        entered
            .add_player(entry.player.clone())
            .map_err(|error| EntryError {
                place: entry.place.clone(),
                name: entry.player.name.clone(),
                error,
            })?;
    }
    *tournament = entered;
    Ok(entries
        .iter()
        .map(|entry| tpn_of(tournament, &entry.player).unwrap_or(0))
        .collect())
}

/// One player's new rating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatingChange {
    pub tpn: Tpn,
    pub name: String,
    pub before: Option<u16>,
    pub after: Option<u16>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RatingUpdate {
    pub changed: Vec<RatingChange>,
    pub unchanged: usize,
    /// Players whose FIDE id the list does not have: (TPN, name, FIDE id).
    pub not_in_list: Vec<(Tpn, String, u64)>,
    pub without_fide_id: usize,
}

#[derive(Debug, Error)]
pub enum UpdateError {
    #[error(
        "ratings are updated from a new list before round 1 only (C.04.2 Art. 2.3): {0} round(s) are paired"
    )]
    AlreadyPaired(u32),
    #[error(transparent)]
    List(#[from] RegistrationError),
    #[error(transparent)]
    Entry(#[from] EntryError),
}

/// Gives every player with a FIDE id the rating `list` of the new list has for him,
/// through `Tournament::edit_player` (which puts the initial order right again).
pub fn update_ratings(
    tournament: &mut Tournament,
    index: &RatingListIndex,
    list: RatingList,
) -> Result<RatingUpdate, UpdateError> {
    if tournament.rounds_paired() > 0 {
        return Err(UpdateError::AlreadyPaired(tournament.rounds_paired()));
    }
    let mut update = RatingUpdate::default();
    let mut updated = tournament.clone();
    let mut changed_ids = Vec::new();
    for player in &tournament.players {
        let Some(fide_id) = player.fide_id else {
            update.without_fide_id += 1;
            continue;
        };
        let Some(listed) = index.by_fide_id(fide_id)? else {
            update
                .not_in_list
                .push((player.tpn, player.name.clone(), fide_id));
            continue;
        };
        let after = listed.rating(list);
        if after == player.rating {
            update.unchanged += 1;
            continue;
        }
        let tpn = tpn_of(&updated, player).unwrap_or(player.tpn);
        let edited = Player {
            rating: after,
            ..player.clone()
        };
        updated
            .edit_player(tpn, edited)
            .map_err(|error| EntryError {
                place: format!("FIDE id {fide_id}"),
                name: player.name.clone(),
                error,
            })?;
        changed_ids.push((fide_id, player.name.clone(), player.rating, after));
    }
    *tournament = updated;
    update.changed = changed_ids
        .into_iter()
        .map(|(fide_id, name, before, after)| RatingChange {
            tpn: tournament
                .players
                .iter()
                .find(|p| p.fide_id == Some(fide_id))
                .map_or(0, |p| p.tpn),
            name,
            before,
            after,
        })
        .collect();
    Ok(update)
}
