//! Rounds worked out by hand from a system's text (the `*_hand` tests): a tournament of
//! players named by their TPN, each round paired by the engine and compared with the
//! pairing derived in the test's comments.

use arbiter::model::{PairingEdition, PairingSystem, Player, Tournament};
use arbiter::pairing::RoundPairing;

use super::dubov::{describe, enter_results, pair_next};

/// A tournament of `rounds` rounds in `system` and `edition` with `players` players named
/// "1", "2", ... rated 2500, 2400, ... (TPN 1 the highest).
pub fn tournament(
    system: PairingSystem,
    edition: PairingEdition,
    rounds: u32,
    players: u16,
) -> Tournament {
    let mut t = Tournament::new("test", system, rounds);
    t.editions.pairing = edition;
    for tpn in 1..=players {
        t.enter_player(Player::new(tpn.to_string(), Some(2600 - 100 * tpn)));
    }
    t
}

/// Pairs the next round, compares it with `expected` (White-Black per board, then the
/// bye), and enters `results`.
pub fn round(t: &mut Tournament, expected: &str, results: &[&str]) -> RoundPairing {
    let number = t.rounds_paired() + 1;
    let pairing = pair_next(t).unwrap_or_else(|e| panic!("round {number}: {e}"));
    let explanations: Vec<&str> = pairing
        .boards
        .iter()
        .map(|b| b.explanation.as_str())
        .collect();
    assert_eq!(
        describe(&pairing),
        expected,
        "round {number}: {explanations:#?}"
    );
    enter_results(t, results);
    pairing
}

/// The explanation of the board with White `white`.
pub fn explanation(pairing: &RoundPairing, white: u32) -> &str {
    &pairing
        .boards
        .iter()
        .find(|b| b.white == white)
        .expect("the board")
        .explanation
}
