//! The TRF side of pairing engines: generated tournaments written and read back, the
//! pairings checker, the JaVaFo output format and the `arbiter trf` command line.

use std::path::Path;

use arbiter::model::{PairingSystem, Tournament};
use arbiter::pairing::checker::Difference;
use arbiter::pairing::simulate::{SimulationConfig, SimulationError, simulate, simulate_with};
use arbiter::pairing::{self, checker};
use arbiter::pairing::{PairedBoard, PairingError, PairingRequest, RoundPairing};
use arbiter::standings::check::{RankCheck, check_standings};
use arbiter::trf;

use crate::support::cli::arbiter_trf;
use crate::support::fixtures;
use crate::support::pairer::pair_simply;

/// 23 players over 6 rounds with every kind of event the system allows (a round robin
/// has no late entries: its schedule is fixed before round 1).
fn busy(system: PairingSystem, seed: u64) -> SimulationConfig {
    let round_robin = system == PairingSystem::RoundRobin;
    SimulationConfig {
        forfeit_rate: 0.05,
        match_forfeit_rate: 0.05,
        bye_rate: 0.04,
        withdraw_rate: 0.03,
        // Late entries renumber the players after them (C.04.2 Art. 2): the check must
        // re-pair earlier rounds with the TPNs of that time (Double-Swiss 4.3.1 gives
        // colours by TPN parity).
        late_entries: if round_robin { 0 } else { 2 },
        rounds_played: 6,
        ..SimulationConfig::new(system, 23, if round_robin { 23 } else { 7 }, seed)
    }
}

/// What TRF cannot carry: board numbers (renumbered on reading), the order of
/// requested byes and player ids (a player read has his starting rank as id).
fn without_board_numbers(mut t: Tournament) -> Tournament {
    for round in &mut t.rounds {
        for pairing in &mut round.pairings {
            pairing.board = 0;
        }
        round.pairings.sort_by_key(|p| p.white);
    }
    for player in &mut t.players {
        player.byes.sort_by_key(|b| b.round);
        player.stable_id = None;
    }
    t
}

#[test]
fn generated_tournaments_go_through_trf_unchanged() {
    for system in PairingSystem::ALL {
        for seed in 0..8 {
            let generated = simulate_with(&busy(system, seed), pair_simply).expect("generated");
            let text = trf::write(&generated).expect("writable");
            let import = trf::read(&text, None).unwrap_or_else(|e| panic!("{system} {seed}: {e}"));
            assert_eq!(import.warnings, []);
            assert_eq!(trf::write(&import.tournament).expect("writable"), text);
            assert_eq!(
                without_board_numbers(import.tournament),
                without_board_numbers(generated),
                "{system} seed {seed}"
            );
        }
    }
}

#[test]
fn the_same_seed_writes_the_same_file() {
    let write = |seed| {
        trf::write(
            &simulate_with(&busy(PairingSystem::DoubleSwiss, seed), pair_simply)
                .expect("generated"),
        )
        .expect("writable")
    };
    assert_eq!(write(11), write(11));
    assert_ne!(write(11), write(12));
}

#[test]
fn generate_then_check_finds_no_difference_with_the_same_engine() {
    for system in PairingSystem::ALL {
        let generated = simulate_with(&busy(system, 3), pair_simply).expect("generated");
        let text = trf::write(&generated).expect("writable");
        let tournament = trf::read(&text, Some(system)).expect("valid").tournament;
        let checks = checker::check_rounds(&tournament, pair_simply).expect("the engine runs");
        assert_eq!(checks.len(), 6);
        assert!(
            checks.iter().all(|c| c.differences.is_empty()),
            "{checks:?}"
        );
    }
}

/// `generate` then `check` with our own engines. While a system's engine is missing, the
/// generator must say exactly that; once it exists, every round of every generated
/// tournament must re-pair identically, with no change to this test.
#[test]
fn generate_then_check_with_our_engines() {
    for system in PairingSystem::ALL {
        for seed in 0..3 {
            match simulate(&busy(system, seed)) {
                Err(SimulationError::Pairing {
                    round: 1,
                    source: PairingError::SystemUnavailable(missing),
                }) => assert_eq!(missing, system),
                Err(other) => panic!("{system} seed {seed}: {other}"),
                Ok(generated) => {
                    let text = trf::write(&generated).expect("writable");
                    let read = trf::read(&text, Some(system)).expect("valid").tournament;
                    let checks =
                        checker::check_rounds(&read, pairing::pair).expect("the engine runs");
                    let differences: Vec<_> = checks
                        .iter()
                        .filter(|c| !c.differences.is_empty())
                        .collect();
                    assert!(
                        differences.is_empty(),
                        "{system} seed {seed}: {differences:?}"
                    );
                }
            }
        }
    }
}

fn fixture(name: &str) -> Tournament {
    trf::read(&fixtures::trf(name), None)
        .expect("valid")
        .tournament
}

/// An engine that gives back the file's own pairing of each round, numbered as the
/// players were numbered when that round was paired (before later entries).
fn replay(
    t: &Tournament,
) -> impl FnMut(&PairingRequest) -> Result<RoundPairing, PairingError> + '_ {
    move |request| {
        let (then, _) = t.as_paired_in(request.round);
        let round = then.round(request.round).expect("round exists");
        let bye = round
            .byes
            .iter()
            .find(|b| b.kind == arbiter::model::ByeKind::Pairing)
            .map(|b| b.player);
        // Exactly the players the file shows paired (or given the bye) are to be paired.
        let mut available: Vec<u32> = request.players_to_pair().map(|p| p.tpn).collect();
        let mut in_file: Vec<u32> = round
            .pairings
            .iter()
            .flat_map(|p| [p.white, p.black])
            .chain(bye)
            .collect();
        available.sort_unstable();
        in_file.sort_unstable();
        assert_eq!(available, in_file, "round {}", request.round);
        let boards = round
            .pairings
            .iter()
            .map(|p| PairedBoard {
                white: p.white,
                black: p.black,
                explanation: String::new(),
            })
            .collect();
        Ok(RoundPairing { boards, bye })
    }
}

#[test]
fn the_checker_reports_nothing_for_the_files_own_pairings() {
    let t = fixture("dutch_finished.trf");
    let checks = checker::check_rounds(&t, replay(&t)).expect("runs");
    assert_eq!(checks.len(), 5);
    assert!(checks.iter().all(|c| c.differences.is_empty()));
}

#[test]
fn the_checker_reports_every_kind_of_difference() {
    let t = fixture("double_swiss.trf");
    let mut replayed = replay(&t);
    let checks = checker::check_rounds(&t, |request: &PairingRequest| {
        let mut answer = replayed(request)?;
        match request.round {
            // Colours of board 1 reversed.
            1 => {
                let b = &mut answer.boards[0];
                std::mem::swap(&mut b.white, &mut b.black);
            }
            // Two boards with their Blacks exchanged.
            2 => {
                let black = answer.boards[0].black;
                answer.boards[0].black = answer.boards[1].black;
                answer.boards[1].black = black;
            }
            _ => {
                return Err(PairingError::NoLegalPairing {
                    round: request.round,
                    reason: "every pairing repeats a match".into(),
                });
            }
        }
        Ok(answer)
    })
    .expect("runs");
    let differences: Vec<Vec<String>> = checks
        .iter()
        .map(|c| c.differences.iter().map(ToString::to_string).collect())
        .collect();
    assert_eq!(
        differences,
        [
            vec!["the file has 1-4, the engine 4-1 (colours reversed)".to_string()],
            vec![
                "the file pairs 2-1, the engine does not".to_string(),
                "the file pairs 7-4, the engine does not".to_string(),
                "the engine pairs 2-4, the engine does not"
                    .replace("the engine does not", "the file does not"),
                "the engine pairs 7-1, the file does not".to_string(),
            ],
            vec!["the engine finds no legal pairing: every pairing repeats a match".to_string()],
        ]
    );
    assert_eq!(
        checks[0].differences,
        [Difference::ColoursReversed { white: 1, black: 4 }]
    );
}

#[test]
fn the_pairing_is_printed_as_javafo_does() {
    let pairing = RoundPairing {
        boards: vec![
            PairedBoard {
                white: 3,
                black: 1,
                explanation: String::new(),
            },
            PairedBoard {
                white: 2,
                black: 5,
                explanation: String::new(),
            },
        ],
        bye: Some(4),
    };
    assert_eq!(checker::pairing_output(&pairing), "3\n3 1\n2 5\n4 0\n");
}

/// `dubov_in_progress.trf` with its `192` record made Dutch, written in `directory`: its
/// path.
fn dubov_declared_dutch(directory: &Path) -> String {
    let path = directory.join("dutch.trf");
    let dubov = fixtures::trf("dubov_in_progress.trf");
    std::fs::write(&path, dubov.replace("192 FIDE_DUBOV", "192 FIDE_DUTCH")).expect("written");
    path.display().to_string()
}

/// The Dubov tournament in progress, declared a Dutch one, paired by the Dutch engine.
/// After round 2 (3-1-0 scoring; 2 has a half-point bye, 5 has withdrawn; the arbiter
/// forbade 2, 4, 6 and 7, 8 to meet): brackets 6 {3}, 4 {1, 4, 6}, 3 {7}, 0 {8}. 3 comes
/// down (C1) and pairs 4 (3-1 would leave the forbidden 4-6), 1-6; 7 comes down (C1) to 8,
/// whom he may not meet: C13 joins the two lowest brackets and then pairs bracket 4
/// again with its remainder's p lowered (C14). C14 restores x only, so B5 and B6,
/// dropped before p was lowered, stay dropped: 3-1, the first pairing, moves 4 and 6
/// down (6's downfloat of round 2 no longer stands in the way), after which {4, 6, 7, 8}
/// can be paired: 4-7, 8-6 (4-6 forbidden).
#[test]
fn pair_with_the_dutch_engine() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let file = dubov_declared_dutch(dir.path());
    let (status, out, err) = arbiter_trf(&["pair", "--system", "dutch", &file]);
    assert_eq!(
        (status, out.as_str(), err.as_str()),
        (0, "3\n1 3\n4 7\n8 6\n", "")
    );
}

/// Checking the Dubov file as a Dutch tournament: its round 1 is not what the Dutch
/// engine pairs (exit 1, differences listed).
#[test]
fn check_with_another_system_lists_differences() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let file = dubov_declared_dutch(dir.path());
    let (status, out, _) = arbiter_trf(&["check", "--system", "dutch", &file]);
    assert_eq!(status, 1);
    assert!(out.starts_with("round 1: 4 difference(s)\n"), "{out}");
}

/// Without `--system` the file's `192` record names the system: the Dubov file is
/// paired and checked as a Dubov tournament, as with `--system dubov`, and its copy
/// declared Dutch as a Dutch one.
#[test]
fn the_192_record_names_the_system_when_none_is_given() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let dutch = dubov_declared_dutch(dir.path());
    let (status, out, err) = arbiter_trf(&["pair", &dutch]);
    assert_eq!(
        (status, out.as_str(), err.as_str()),
        (0, "3\n1 3\n4 7\n8 6\n", "")
    );
    let dubov = dir.path().join("dubov.trf");
    std::fs::write(&dubov, fixtures::trf("dubov_in_progress.trf")).expect("written");
    let dubov = dubov.display().to_string();
    let by_192 = arbiter_trf(&["pair", &dubov]);
    assert_eq!(by_192, arbiter_trf(&["pair", "--system", "dubov", &dubov]));
    assert_ne!(by_192.1, out, "the Dubov engine pairs otherwise");
    let checked = arbiter_trf(&["check", &dubov]);
    assert_eq!(
        checked,
        arbiter_trf(&["check", "--system", "dubov", &dubov])
    );
    assert_ne!(checked, arbiter_trf(&["check", &dutch]));
}

#[test]
fn generate_with_the_dutch_engine() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let out = dir.path().join("t.trf").display().to_string();
    let (status, _, err) = arbiter_trf(&[
        "generate",
        "--system",
        "dutch",
        "--players",
        "12",
        "--rounds",
        "5",
        "--seed",
        "1",
        "-o",
        &out,
    ]);
    assert_eq!((status, err.as_str()), (0, ""));
    assert!(Path::new(&out).exists());
}

#[test]
fn pairing_a_finished_tournament_is_invalid_input() {
    let (status, _, err) = arbiter_trf(&[
        "pair",
        "--system",
        "dutch",
        &fixtures::path("trf/dutch_finished.trf")
            .display()
            .to_string(),
    ]);
    assert_eq!(status, 3);
    assert_eq!(
        err,
        "error: round 6 cannot be paired: the tournament has 5 rounds and all are paired\n"
    );
}

#[test]
fn input_problems_have_their_own_exit_codes() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let missing = dir.path().join("missing.trf").display().to_string();
    let (status, _, err) = arbiter_trf(&["check", "--system", "dutch", &missing]);
    assert_eq!(status, 5);
    assert!(
        err.starts_with(&format!("error: {missing}: cannot read the file:")),
        "{err}"
    );

    let bad = dir.path().join("bad.trf");
    std::fs::write(&bad, "012 Club\nXYZ 1\n").expect("written");
    let bad = bad.display().to_string();
    let (status, _, err) = arbiter_trf(&["pair", "--system", "dutch", &bad]);
    assert_eq!(status, 3);
    assert_eq!(
        err,
        format!(
            "error: {bad}: line 2, column 1: unknown record \"XYZ\": not a TRF record this program reads (001, 012-222, 240, 250, 260, 299, XXR, XXC, XXS, XXP, XXA, BBW-BBU, national rating records, ### comments)\n"
        )
    );

    let out = dir.path().join("t.trf").display().to_string();
    let (status, _, err) = arbiter_trf(&[
        "generate",
        "--system",
        "dutch",
        "--players",
        "1",
        "--rounds",
        "5",
        "--seed",
        "1",
        "-o",
        &out,
    ]);
    assert_eq!(status, 3);
    assert_eq!(
        err,
        "error: invalid simulation settings: 1 player(s): at least 2 are needed\n"
    );
}

#[test]
fn warnings_name_what_was_not_kept() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("with-type.trf");
    let text = fixtures::trf("dutch_finished.trf").replacen(
        "142 5",
        "092 Individual: Swiss-System\r\n142 5",
        1,
    );
    std::fs::write(&path, text).expect("written");
    let (status, _, err) = arbiter_trf(&["pair", "--system", "dutch", &path.display().to_string()]);
    assert_eq!(status, 3);
    assert!(err.starts_with(&format!(
        "warning: {}: line 10, column 1: record 092 (type of tournament, free text: record 192 gives the system) is not kept: the tournament has no place for it\n",
        path.display()
    )), "{err}");
}

/// A generated tournament written by arbiter, checked with `--standings`: the file's
/// points, ranks and tie-breaks (202) are arbiter's, so all agree.
#[test]
fn check_with_standings_agrees_with_a_file_arbiter_wrote() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("t.trf");
    let file = path.display().to_string();
    let (status, _, err) = arbiter_trf(&[
        "generate",
        "--system",
        "dutch",
        "--players",
        "8",
        "--rounds",
        "3",
        "--seed",
        "5",
        "--output",
        &file,
    ]);
    assert_eq!((status, err.as_str()), (0, ""));
    let (status, out, _) = arbiter_trf(&["check", "--system", "dutch", "--standings", &file]);
    assert_eq!(status, 0, "{out}");
    assert!(
        out.ends_with("  points: 8 of 8 as the file states\n  ranks: 8 of 8 as the file states\n"),
        "{out}"
    );
}

/// `lenient/penalties_trf26.trf` (six players, two rounds, no 202) with the rank column
/// (86-89) of each player set to `ranks` (0: blank, not ranked).
fn penalties_ranked(ranks: [u32; 6]) -> String {
    let text = fixtures::trf("lenient/penalties_trf26.trf");
    let mut tpn = 0;
    let lines: Vec<String> = text
        .split("\r\n")
        .map(|line| match line.starts_with("001") {
            true => {
                let rank = match ranks[tpn] {
                    0 => "    ".to_string(),
                    rank => format!("{rank:>4}"),
                };
                tpn += 1;
                format!("{}{rank}{}", &line[..85], &line[89..])
            }
            false => line.to_string(),
        })
        .collect();
    lines.join("\r\n")
}

/// What `check_standings` says about `text`: the points and ranks compared and agreeing,
/// how the ranks were compared and each difference.
fn standings_check(text: &str) -> ((usize, usize), (usize, usize), RankCheck, Vec<String>) {
    let import = trf::read(text, None).expect("read");
    let check = check_standings(&import.tournament, &import.stated);
    let differences = check.differences.iter().map(ToString::to_string).collect();
    (check.points, check.ranks, check.ranks_by, differences)
}

/// Without 202/212 the ranks are checked by the points alone, as places among the
/// players the file ranks; a rank column of starting ranks is named, not compared.
#[test]
fn stated_ranks_are_checked_by_points_among_the_players_ranked() {
    // Points 1.5, 0.5, 0, 0, 2, 2: places 3, 4, 5-6, 5-6, 1-2, 1-2.
    assert_eq!(
        standings_check(&penalties_ranked([3, 4, 5, 5, 1, 2])),
        ((6, 6), (6, 6), RankCheck::ByPoints, vec![])
    );
    // Player 2 not ranked: players 3 and 4 share places 4-5.
    assert_eq!(
        standings_check(&penalties_ranked([3, 0, 4, 5, 2, 1])),
        ((6, 6), (5, 5), RankCheck::ByPoints, vec![])
    );
    assert_eq!(
        standings_check(&penalties_ranked([4, 3, 5, 6, 1, 2])),
        (
            (6, 6),
            (6, 4),
            RankCheck::ByPoints,
            vec![
                "Alpha, Anna (1): the file says rank 4, arbiter computes rank 3".to_string(),
                "Bravo, Ben (2): the file says rank 3, arbiter computes rank 4".to_string(),
            ]
        )
    );
    assert_eq!(
        standings_check(&penalties_ranked([1, 2, 3, 4, 5, 6])),
        ((6, 6), (0, 0), RankCheck::StartingRanks, vec![])
    );
}

/// With 202 the ranks follow the tie-breaks; players still tied share a span of places.
#[test]
fn stated_ranks_are_checked_by_the_files_tiebreaks() {
    let text = penalties_ranked([3, 4, 6, 5, 2, 1]).replacen(
        "192 FIDE_DUTCH_2025\r\n",
        "192 FIDE_DUTCH_2025\r\n202 TPN/R\r\n",
        1,
    );
    // TPN/R: the higher starting rank first among equal points.
    assert_eq!(
        standings_check(&text),
        ((6, 6), (6, 6), RankCheck::ByTiebreaks, vec![])
    );
    let swapped = text.replacen("202 TPN/R", "202 TPN", 1);
    assert_eq!(
        standings_check(&swapped).3,
        [
            "Charlie, Cem (3): the file says rank 6, arbiter computes rank 5",
            "Delta, Dora (4): the file says rank 5, arbiter computes rank 6",
            "Echo, Emil (5): the file says rank 2, arbiter computes rank 1",
            "Foxtrot, Fay (6): the file says rank 1, arbiter computes rank 2",
        ]
    );
}
