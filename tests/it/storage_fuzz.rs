//! Property tests of the tournament file reader and writer: every valid tournament
//! reads back equal and writes back byte-identical, and no input, however broken, makes
//! the reader panic or hang: it always answers with a located error.

use std::path::Path;

use arbiter::model::{PairingSystem, Tournament};
use arbiter::pairing::simulate::{SimulationConfig, pair_neighbours, simulate_with};
use arbiter::storage::{self, StorageError};
use proptest::prelude::*;

fn tournament(system: PairingSystem, players: u32, rounds: u32, seed: u64) -> Tournament {
    let mut config = SimulationConfig::new(system, players, rounds + 1, seed);
    config.rounds_played = rounds;
    config.forfeit_rate = 0.05;
    config.match_forfeit_rate = 0.05;
    config.bye_rate = 0.05;
    config.withdraw_rate = 0.03;
    config.late_entries = if rounds >= 2 { players / 6 } else { 0 };
    simulate_with(&config, pair_neighbours).expect("simulated")
}

fn system() -> impl Strategy<Value = PairingSystem> {
    prop_oneof![
        Just(PairingSystem::DoubleSwiss),
        Just(PairingSystem::Dutch),
        Just(PairingSystem::Dubov)
    ]
}

fn check_located(text: &str) {
    match storage::parse(text, Path::new("fuzz.toml")) {
        Ok(_) => {}
        Err(StorageError::Invalid { problems, .. }) => {
            assert!(!problems.is_empty());
            let lines = text.lines().count().max(1);
            for problem in problems {
                assert!(
                    problem.line >= 1 && problem.line <= lines + 1,
                    "line {} of {lines}",
                    problem.line
                );
                assert!(problem.column >= 1);
                assert!(!problem.message.is_empty());
            }
        }
        Err(other) => panic!("unexpected error kind: {other}"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn valid_tournaments_round_trip_exactly(
        system in system(),
        players in 2u32..30,
        rounds in 1u32..6,
        seed in any::<u64>(),
    ) {
        let original = tournament(system, players, rounds, seed);
        let text = storage::to_toml(&original);
        let read = storage::parse(&text, Path::new("t.toml")).expect("reads back");
        prop_assert_eq!(&read, &original);
        prop_assert_eq!(storage::to_toml(&read), text);
    }

    #[test]
    fn damaged_files_give_located_errors(
        seed in any::<u64>(),
        edits in prop::collection::vec((any::<prop::sample::Index>(), 0u8..4, any::<char>()), 1..6),
    ) {
        let mut text: Vec<char> = storage::to_toml(&tournament(PairingSystem::DoubleSwiss, 9, 2, seed))
            .chars()
            .collect();
        for (index, kind, c) in edits {
            if text.is_empty() {
                break;
            }
            let at = index.index(text.len());
            match kind {
                0 => { text.remove(at); }
                1 => text.insert(at, c),
                2 => text[at] = c,
                _ => {
                    // Duplicate a whole line somewhere else.
                    let joined: String = text.iter().collect();
                    let lines: Vec<&str> = joined.lines().collect();
                    let line = lines[at % lines.len()].to_string();
                    let mut rebuilt: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
                    rebuilt.insert((at / 7) % rebuilt.len(), line);
                    text = rebuilt.join("\n").chars().collect();
                }
            }
        }
        check_located(&text.into_iter().collect::<String>());
    }

    #[test]
    fn arbitrary_text_gives_located_errors(text in ".{0,400}") {
        check_located(&text);
    }
}
