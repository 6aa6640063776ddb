//! Edits made from lists: entering a batch of players (a FIDE rating list, a CSV
//! registration list) all or none, and giving every player the rating a newer FIDE list
//! has for him before round 1 (C.04.2 Art. 2.3: the initial order, and with it the TPNs,
//! follows the ratings until the first round is paired). Reading the lists is
//! [`crate::registration`]'s work; what may change, and how, is checked here.

use super::EditError;
use crate::model::{ListedRating, Player, Tournament, Tpn};

/// A player to enter, with where he comes from (`line 4`, `FIDE id 4100018`) for messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub place: String,
    pub player: Player,
}

/// One player's rating replaced by the one a newer FIDE rating list has for him (the
/// rating calculation's result is another thing, `rating::RatingChange`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListedRatingUpdate {
    pub tpn: Tpn,
    pub name: String,
    pub before: Option<u16>,
    pub after: Option<u16>,
    /// The K of the older list and of the newer one.
    pub k_before: Option<u8>,
    pub k_after: Option<u8>,
}

/// What a rating update did to every player.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RatingUpdate {
    pub changed: Vec<ListedRatingUpdate>,
    pub unchanged: usize,
    /// Players whose FIDE id the list does not have: (TPN, name, FIDE id).
    pub not_in_list: Vec<(Tpn, String, u64)>,
    pub without_fide_id: usize,
}

/// The refusal of one entry, named by where it comes from.
fn entry_error(place: String, name: &str, error: EditError) -> EditError {
    EditError::Entry {
        place,
        name: name.to_string(),
        error: Box::new(error),
    }
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

impl Tournament {
    /// Enters every player with [`Tournament::add_player`]; on the first refusal nothing
    /// stays entered. Returns each entry's TPN once all are in (later entries renumber
    /// earlier ones before round 1).
    pub fn add_players(&mut self, entries: &[Entry]) -> Result<Vec<Tpn>, EditError> {
        if entries.is_empty() {
            return Err(EditError::NoPlayersListed);
        }
        let mut entered = self.clone();
        for entry in entries {
            entered
                .add_player(entry.player.clone())
                .map_err(|error| entry_error(entry.place.clone(), &entry.player.name, error))?;
        }
        *self = entered;
        Ok(entries
            .iter()
            .map(|entry| tpn_of(self, &entry.player).unwrap_or(0))
            .collect())
    }

    /// Gives every player with a FIDE id in `listed` that rating and K, through
    /// [`Tournament::edit_player`] (which puts the initial order right again); before
    /// round 1 only (C.04.2 Art. 2.3). All or none.
    pub fn update_ratings(&mut self, listed: &[ListedRating]) -> Result<RatingUpdate, EditError> {
        if self.rounds_paired() > 0 {
            return Err(EditError::RatingsAfterStart(self.rounds_paired()));
        }
        let mut update = RatingUpdate::default();
        let mut updated = self.clone();
        let mut changed_ids = Vec::new();
        for player in &self.players {
            let Some(fide_id) = player.fide_id else {
                update.without_fide_id += 1;
                continue;
            };
            let Some(newer) = listed.iter().find(|l| l.fide_id == fide_id) else {
                update
                    .not_in_list
                    .push((player.tpn, player.name.clone(), fide_id));
                continue;
            };
            if newer.rating == player.rating && newer.k_factor == player.k_factor {
                update.unchanged += 1;
                continue;
            }
            let tpn = tpn_of(&updated, player).unwrap_or(player.tpn);
            let edited = Player {
                rating: newer.rating,
                k_factor: newer.k_factor,
                // 2024 8.3.3, 2013 8.56: K 10 once the rating has reached 2400.
                reached_2400: player.reached_2400 || newer.k_factor == Some(10),
                ..player.clone()
            };
            updated
                .edit_player(tpn, edited)
                .map_err(|error| entry_error(format!("FIDE id {fide_id}"), &player.name, error))?;
            changed_ids.push((
                fide_id,
                player.name.clone(),
                player.rating,
                player.k_factor,
                newer,
            ));
        }
        *self = updated;
        update.changed = changed_ids
            .into_iter()
            .map(
                |(fide_id, name, before, k_before, newer)| ListedRatingUpdate {
                    tpn: self
                        .players
                        .iter()
                        .find(|p| p.fide_id == Some(fide_id))
                        .map_or(0, |p| p.tpn),
                    name,
                    before,
                    after: newer.rating,
                    k_before,
                    k_after: newer.k_factor,
                },
            )
            .collect();
        Ok(update)
    }
}
