//! Every round of random Double-Swiss tournaments of every size, from 13 players (above
//! the brute-force reference's reach) to a few hundred, through the independent checker
//! of the absolute criteria: nobody twice or left out, no rematch ([C1]), no forbidden
//! pair, the bye by [C2].
//!
//! More cases: `PROPTEST_CASES=1000 cargo test --release --test it double_swiss_absolute`.

use arbiter::model::PairingSystem;
use arbiter::pairing::PairingError;
use arbiter::pairing::simulate::{SimulationConfig, SimulationError, simulate};
use proptest::prelude::*;

use crate::support::double_swiss::checker;

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn every_round_keeps_the_absolute_criteria(
        players in prop_oneof![13u32..=40, 41u32..=300],
        rounds in 1u32..=11,
        seed in any::<u64>(),
        forfeit_rate in prop::sample::select(vec![0.0, 0.02, 0.1]),
        bye_rate in prop::sample::select(vec![0.0, 0.05, 0.15]),
        withdraw_rate in prop::sample::select(vec![0.0, 0.03, 0.1]),
        late_entries in 0u32..=5,
    ) {
        let mut played = rounds;
        while played >= 1 {
            let mut config = SimulationConfig::new(PairingSystem::DoubleSwiss, players, rounds, seed);
            config.rounds_played = played;
            config.forfeit_rate = forfeit_rate;
            config.match_forfeit_rate = forfeit_rate;
            config.bye_rate = bye_rate;
            config.withdraw_rate = withdraw_rate;
            config.late_entries = if played >= 2 { late_entries } else { 0 };
            match simulate(&config) {
                Ok(tournament) => {
                    for number in 1..=played {
                        let problems = checker::violations(&tournament, number);
                        prop_assert!(problems.is_empty(), "round {}: {:?}", number, problems);
                    }
                    break;
                }
                // Withdrawals can leave players who have all met: play fewer rounds.
                Err(SimulationError::Pairing { source: PairingError::NoLegalPairing { .. }, .. }) => {
                    played -= 1;
                }
                Err(other) => return Err(TestCaseError::fail(other.to_string())),
            }
        }
    }
}
