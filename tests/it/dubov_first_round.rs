//! Chapter 5 at its edges: the bye when the last player cannot take it, and the answer when
//! no legal pairing exists.

use arbiter::pairing::PairingError;

use crate::support::dubov::{describe, pair_next, tournament};

#[test]
fn the_bye_moves_up_when_the_last_player_cannot_take_it() {
    let mut t = tournament(
        3,
        &[("A", Some(2200)), ("B", Some(2100)), ("C", Some(2000))],
    );
    // 1 and 2 may not meet: with 3 on the bye they could not be paired, so 2 takes it.
    t.player_mut(1).expect("A").forbidden.push(2);
    let pairing = pair_next(&mut t).expect("a pairing exists");
    assert_eq!(describe(&pairing), "1-3 bye 2");
}

#[test]
fn no_legal_pairing_is_reported_not_produced() {
    let mut t = tournament(3, &[("A", Some(2200)), ("B", Some(2100))]);
    t.player_mut(1).expect("A").forbidden.push(2);
    assert_eq!(
        pair_next(&mut t),
        Err(PairingError::NoLegalPairing {
            round: 1,
            reason: "the players cannot all be paired without breaking 2.1, 2.3, 2.4 or a \
                     forbidden pair"
                .to_string()
        })
    );
    assert!(t.rounds.is_empty());
}
