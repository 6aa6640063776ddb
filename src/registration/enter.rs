//! What a newer FIDE list says of the tournament's players, for the model's rating
//! update ([`crate::edit::Edit::UpdateRatings`], which checks and makes it).

use super::{RatingList, RatingListIndex, RegistrationError};
use crate::model::{ListedRating, Tournament};

/// The `list` rating the index has for every player of `tournament` with a FIDE id
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
            });
        }
    }
    Ok(listed)
}
