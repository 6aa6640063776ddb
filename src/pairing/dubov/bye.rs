//! The pairing-allocated bye: chapter 4 of 1997 (and article 5 for round 1), Article 3.1 of
//! edition 2026 ([`give_2026`]). 1997 looked at R, the dominating due colour and ARO; 2026
//! looks at the score, the games played and the TPN only, and bars a player who scored a
//! win's points in one round without playing (Basic Rules Art. 4), a full-point bye
//! included, where 1997 2.2 barred "a point without playing".
//!
//! Readings of 1997:
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

use crate::model::history::WinWithoutPlaying;
use crate::model::{Colour, Points};
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
    give_1997(field, oracle, |candidates| {
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
    give_1997(field, oracle, |candidates| {
        candidates.sort_by_key(|&a| std::cmp::Reverse(field.entrants[a].tpn));
    })
}

/// The bye of 1997 to the first player in `order` whom 2.2 allows.
fn give_1997(
    field: &Field,
    oracle: &mut MatchingOracle,
    order: impl FnOnce(&mut Vec<usize>),
) -> Result<Option<usize>, PairingError> {
    let may_receive = |index: usize| may_receive_1997(&field.entrants[index]);
    give_in_order(oracle, field.round, &RULES_1997, may_receive, order)
}

/// 2.2 of 1997.
fn may_receive_1997(player: &Entrant) -> bool {
    player
        .competitor
        .may_receive_pairing_bye(WinWithoutPlaying::ForfeitOrFullBye)
}

/// What a player of edition 2026 is to the bye of Article 3.1 (Dubov C.04.4.1 and
/// Burstein C.04.4.2 have the same article but for 3.1.5's ranking).
pub(crate) struct ByeCandidate {
    /// 3.1.1 ([C2], Basic Rules Art. 4).
    pub eligible: bool,
    /// 3.1.3.
    pub score: Points,
    /// 3.1.4: games played over the board.
    pub games: usize,
    /// 3.1.5: the place in the ranking, the lowest ranked the largest (Dubov: the TPN;
    /// Burstein: the order of its 1.8).
    pub rank: usize,
}

/// Edition 2026, Article 3.1: the pairing-allocated bye goes, before any bracket is paired,
/// to the player who may receive it (3.1.1), allows a complete pairing of the others
/// (3.1.2), has the lowest score (3.1.3), has played the most games (3.1.4) and is ranked
/// lowest (3.1.5), in that order of priority. `candidates[i]` describes vertex i.
pub(crate) fn give_2026(
    candidates: &[ByeCandidate],
    oracle: &mut MatchingOracle,
    round: u32,
) -> Result<Option<usize>, PairingError> {
    let may_receive = |index: usize| candidates[index].eligible;
    give_in_order(oracle, round, &RULES_2026, may_receive, |order| {
        order.sort_by_key(|&index| {
            let player = &candidates[index];
            (
                player.score,
                std::cmp::Reverse(player.games),
                std::cmp::Reverse(player.rank),
            )
        });
    })
}

/// Why no bye can be given, in the articles of one edition.
struct ByeRules {
    /// An even number of players who cannot all be paired.
    unpairable: &'static str,
    /// An odd number who cannot all be paired even with a bye.
    unpairable_with_bye: &'static str,
    /// Nobody who may receive the bye.
    nobody_may: &'static str,
}

const RULES_1997: ByeRules = ByeRules {
    unpairable: "the players cannot all be paired without breaking 2.1, 2.3, 2.4 or a forbidden pair",
    unpairable_with_bye: "even with a bye, the others cannot all be paired without breaking 2.1, 2.3, 2.4 or a forbidden pair",
    nobody_may: "every player who could take the bye has had a point without playing (2.2)",
};

const RULES_2026: ByeRules = ByeRules {
    unpairable: "the players cannot all be paired without breaking [C1], [C3] or a forbidden pair",
    unpairable_with_bye: "even with a bye, the others cannot all be paired without breaking [C1], [C3] or a forbidden pair",
    nobody_may: "every player who could take the bye has already had one or scored a win without playing ([C2], 3.1.1)",
};

/// The first player of `order`ed candidates who may receive the bye and can be left out.
fn give_in_order(
    oracle: &mut MatchingOracle,
    round: u32,
    rules: &ByeRules,
    may_receive: impl Fn(usize) -> bool,
    order: impl FnOnce(&mut Vec<usize>),
) -> Result<Option<usize>, PairingError> {
    let no_legal_pairing = |reason: &str| PairingError::NoLegalPairing {
        round,
        reason: reason.to_string(),
    };
    let count = oracle.active().len();
    if count.is_multiple_of(2) {
        return if oracle.is_perfect() {
            Ok(None)
        } else {
            Err(no_legal_pairing(rules.unpairable))
        };
    }
    if oracle.unpaired_count() > 1 {
        return Err(no_legal_pairing(rules.unpairable_with_bye));
    }
    let mut candidates: Vec<usize> = oracle
        .active()
        .iter()
        .filter(|&index| may_receive(index))
        .collect();
    order(&mut candidates);
    let Some(bye) = candidates
        .into_iter()
        .find(|&index| oracle.can_leave_out(index))
    else {
        return Err(no_legal_pairing(rules.nobody_may));
    };
    oracle.remove(bye);
    Ok(Some(bye))
}

fn due_to(player: &Entrant, colour: Option<Colour>) -> bool {
    colour.is_some() && player.due == colour
}
