//! Chapter 4: the bye when the number of players to pair is odd (and article 5 for round 1).
//!
//! Readings:
//! - The bye goes to a player of the lowest score group who may receive it (2.2); if nobody
//!   there may, the next score group up is looked at, and so on.
//! - Within the score group: the lowest R. Among players with that R, when some are due
//!   White and some due Black, only those due to the dominating colour of the score group
//!   (the due colour of more of its players; none when both counts are equal) are taken;
//!   a player without a due colour is due to neither. Among the rest, the higher ARO. The
//!   text stops there; the last tie goes to the player lower in the initial order (higher
//!   TPN), the player article 5 would choose.
//! - The bye may not leave the others unpairable: if the player so chosen cannot be left
//!   out without breaking chapter 2 for the rest, the next one in the same order is taken.

use crate::model::Colour;
use crate::model::history::WinWithoutPlaying;
use crate::pairing::PairingError;
use crate::pairing::matching::MatchingOracle;

use super::colours::dominating_colour;
use super::{Entrant, Field};

/// Chapter 4: chooses the bye among the active players of `oracle` and removes him from it.
/// `None` if the number of players is even.
pub(super) fn give(
    field: &Field,
    oracle: &mut MatchingOracle,
) -> Result<Option<usize>, PairingError> {
    give_in_order(field, oracle, |field, candidates| {
        candidates.sort_by_cached_key(|&index| {
            let player = &field.entrants[index];
            let dominating =
                dominating_colour(field.entrants.iter().filter(|e| e.score == player.score));
            (
                player.score,
                player.r,
                !due_to(player, dominating),
                std::cmp::Reverse(player.aro),
                std::cmp::Reverse(player.tpn),
            )
        });
    })
}

/// Article 5: in round 1 the last player of the list gets the bye (the one before him if the
/// others could not be paired).
pub(super) fn give_first_round(
    field: &Field,
    oracle: &mut MatchingOracle,
) -> Result<Option<usize>, PairingError> {
    give_in_order(field, oracle, |field, candidates| {
        candidates.sort_by_key(|&a| std::cmp::Reverse(field.entrants[a].tpn));
    })
}

fn give_in_order(
    field: &Field,
    oracle: &mut MatchingOracle,
    order: impl FnOnce(&Field, &mut Vec<usize>),
) -> Result<Option<usize>, PairingError> {
    let count = oracle.active().len();
    if count.is_multiple_of(2) {
        return if oracle.is_perfect() {
            Ok(None)
        } else {
            Err(field.no_legal_pairing(
                "the players cannot all be paired without breaking 2.1, 2.3, 2.4 or a forbidden pair",
            ))
        };
    }
    if oracle.unpaired_count() > 1 {
        return Err(field.no_legal_pairing(
            "even with a bye, the others cannot all be paired without breaking 2.1, 2.3, 2.4 or a forbidden pair",
        ));
    }
    let mut candidates: Vec<usize> = oracle
        .active()
        .iter()
        .filter(|&index| {
            field.entrants[index]
                .competitor
                .may_receive_pairing_bye(WinWithoutPlaying::ForfeitOrFullBye)
        })
        .collect();
    order(field, &mut candidates);
    let Some(bye) = candidates
        .into_iter()
        .find(|&index| oracle.can_leave_out(index))
    else {
        return Err(field.no_legal_pairing(
            "every player who could take the bye has had a point without playing (2.2)",
        ));
    };
    oracle.remove(bye);
    Ok(Some(bye))
}

fn due_to(player: &Entrant, colour: Option<Colour>) -> bool {
    colour.is_some() && player.due == colour
}
