//! What a newer FIDE list says of the tournament's players, for the model's rating
//! update ([`crate::edit::Edit::UpdateRatings`], which checks and makes it), and which
//! of them it gives another name.

use super::{ListDisagreement, RatingList, RatingListIndex, RegistrationError, disagreement};
use crate::model::{ListedRating, Player, Tournament};

/// The `list` rating and K the index has for every player of `tournament` with a FIDE id
/// that it lists.
pub fn listed_ratings(
    tournament: &Tournament,
    index: &RatingListIndex,
    list: RatingList,
) -> Result<Vec<ListedRating>, RegistrationError> {
    let mut listed = Vec::new();
    for fide_id in tournament.players.iter().filter_map(|p| p.fide_id) {
        if let Some(player) = index.by_fide_id(fide_id)? {
            listed.push(ListedRating {
                fide_id,
                rating: player.rating(list),
                k_factor: player.k_factor(list),
            });
        }
    }
    Ok(listed)
}

/// The players of `tournament` whose FIDE id the list gives to a player of another
/// name, with that name.
pub fn misnamed_players<'t>(
    tournament: &'t Tournament,
    index: &RatingListIndex,
) -> Result<Vec<(&'t Player, ListDisagreement)>, RegistrationError> {
    let mut misnamed = Vec::new();
    for player in &tournament.players {
        if let Some(found @ ListDisagreement::OtherName { .. }) = disagreement(index, player)? {
            misnamed.push((player, found));
        }
    }
    Ok(misnamed)
}
