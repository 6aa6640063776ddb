//! 3.4: the pairing-allocated bye, assigned before anything else (3.3.2 step 1).

use super::criteria::Field;
use crate::pairing::PairingError;
use crate::pairing::matching::MatchingOracle;

/// Takes the player receiving the pairing-allocated bye, if the number of players is odd,
/// out of `players` (who must be everybody to pair). Fails when no legal round-pairing
/// exists (3.3.3).
///
/// 3.4.1 comes first: among the players allowed a bye by C2, only those whose absence
/// leaves a legal pairing of all the others; then 3.4.2 lowest score, 3.4.3 most matches
/// played, 3.4.4 largest TPN.
pub(in crate::pairing) fn assign(
    field: &Field,
    players: &mut MatchingOracle<'_>,
) -> Result<Option<usize>, PairingError> {
    let no_pairing = |reason: String| PairingError::NoLegalPairing {
        round: field.round,
        reason,
    };
    let (one, many) = (field.paired.one(), field.paired.many());
    if field.len().is_multiple_of(2) {
        return if players.is_perfect() {
            Ok(None)
        } else {
            Err(no_pairing(format!(
                "the {many} cannot all be paired without two of them meeting again ([C1])"
            )))
        };
    }
    if players.unpaired_count() > 1 {
        return Err(no_pairing(
            "whoever receives the pairing-allocated bye, the others cannot all be paired without two of them meeting again ([C1])".to_string(),
        ));
    }
    let mut candidates: Vec<usize> = (0..field.len())
        .filter(|&p| field.entrants[p].may_receive_bye)
        .collect();
    candidates.sort_by(|&a, &b| {
        let (a, b) = (&field.entrants[a], &field.entrants[b]);
        a.score
            .cmp(&b.score)
            .then(b.matches_played.cmp(&a.matches_played))
            .then(b.tpn.cmp(&a.tpn))
    });
    let bye = candidates
        .into_iter()
        .find(|&p| players.can_leave_out(p))
        .ok_or_else(|| {
            no_pairing(format!(
                "no {one} allowed the pairing-allocated bye ([C2]) leaves a legal pairing of the others (3.4.1)"
            ))
        })?;
    let kept_every_pair = players.remove(bye);
    debug_assert!(kept_every_pair, "can_leave_out promised it");
    Ok(Some(bye))
}
