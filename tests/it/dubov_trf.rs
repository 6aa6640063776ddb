//! The Dubov engine through TRF: `arbiter trf pair --system dubov` on a file in progress
//! (worked out by hand), and `arbiter trf check --system dubov` on generated tournaments.

use std::io::Write as _;

use arbiter::model::PairingSystem;
use arbiter::pairing::simulate::{SimulationConfig, simulate};
use arbiter::pairing::{self, checker};
use arbiter::trf;

use crate::support::cli::arbiter_trf;
use crate::support::fixtures;

/// Round 3 of `dubov_in_progress.trf` (win 3, draw 1; 2 asked for a bye, 5 has left; 2, 4
/// and 6 may not meet each other, nor 7 and 8). Scores: 3 has 6; 1, 4 and 6 have 4; 7 has
/// 3; 8 has 0. Score 6 {3}: 7.1 brings 4, the only one due White at score 4: 4-3. Score 4
/// {1, 6} could meet, but 7 and 8 below may not: both float. At score 3, chapter 8: both
/// due Black, 1 (higher R) first takes 7 (due White); 6 goes on to 8 (both due Black: White
/// to 8, who has fewer Whites; 6's forfeit win left him one game).
#[test]
fn trf_pair_pairs_a_dubov_file() {
    let file = fixtures::path("trf/dubov_in_progress.trf");
    let (status, out, err) =
        arbiter_trf(&["pair", "--system", "dubov", &file.display().to_string()]);
    assert_eq!(
        (status, out.as_str(), err.as_str()),
        (0, "3\n4 3\n7 1\n8 6\n", "")
    );
}

/// Round 5 (the last) of `dubov_transfers_7_1_7_2.trf`, by hand. Scores: 1 and 2 have
/// 3.5, 3 has 3, 4 and 5 have 2, 6 and 7 have 1, 8 has 0. All of 1, 2 and 5 have ARO 2200.
/// Score 3.5 {1, 2}: they have met, so each has played all of his own score group (7.1).
/// 1 (higher R) gets the only player of score 3, 3; for 2 the next possible group is score
/// 2, where 4 has met him: 5. The group {1, 2, 3, 5} is even. Due colours: 1, 2 and 5 White,
/// 3 Black, so 7.3 moves the White with the lowest ARO, then the higher R, to the Black
/// column: 1. White column 5, 2 (equal ARO, lower R first), Black column 1, 3: 5-1, 2-3.
/// 1 and 5 are both due White with equal balance; going back, round 2 is the first
/// difference (1 Black, 5 White): 1 has White. Score 2 {4} is odd: 7.2 takes 6 (due Black
/// like 7, opposite to 4's due White, higher R): 4-6. Score 1 {7}: 7.2 takes 8, both due
/// Black with equal balance; in round 3 7 had White and 8 Black: 8-7.
#[test]
fn trf_pair_gives_each_leader_who_met_his_whole_group_a_transfer() {
    let file = fixtures::path("trf/dubov_transfers_7_1_7_2.trf");
    let (status, out, err) =
        arbiter_trf(&["pair", "--system", "dubov", &file.display().to_string()]);
    assert_eq!(
        (status, out.as_str(), err.as_str()),
        (0, "4\n2 3\n1 5\n4 6\n8 7\n", "")
    );
}

#[test]
fn trf_check_finds_no_difference_on_generated_dubov_tournaments() {
    for seed in 0..6 {
        let config = SimulationConfig {
            forfeit_rate: 0.04,
            bye_rate: 0.04,
            withdraw_rate: 0.02,
            late_entries: 2,
            ..SimulationConfig::new(PairingSystem::Dubov, 17 + seed as u32 * 5, 7, seed)
        };
        let generated = simulate(&config).expect("generated with the Dubov engine");
        let text = trf::write(&generated).expect("writable");
        let tournament = trf::read(&text, Some(PairingSystem::Dubov))
            .expect("valid")
            .tournament;
        let checks = checker::check_rounds(&tournament, pairing::pair).expect("the engine runs");
        assert_eq!(checks.len(), 7, "seed {seed}");
        assert!(
            checks.iter().all(|c| c.differences.is_empty()),
            "seed {seed}: {checks:?}"
        );

        let mut path = tempfile::NamedTempFile::new().expect("temporary file");
        path.write_all(text.as_bytes()).expect("written");
        let (status, _, err) = arbiter_trf(&[
            "check",
            "--system",
            "dubov",
            &path.path().display().to_string(),
        ]);
        assert_eq!((status, err.as_str()), (0, ""), "seed {seed}");
    }
}
