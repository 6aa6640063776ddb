//! The records of TRF-26 that arbiter reads besides those of TRF-16, on a file made up for
//! the tests (`trf26_records.trf`): comments, 142, 152, 172 with national rating
//! records, 182, 222, 250, 352 and 362 in an individual event, the unrated result codes
//! W, D, L, and the 192 codes of ETT26 arbiter cannot pair.

use arbiter::model::{
    Acceleration, ByeKind, GameResult, Outcome, PairingEdition, PairingSystem, RequestedByeKind,
};
use arbiter::pairing::simulate::{SimulationConfig, simulate_with};
use arbiter::trf::{self, Dialect};

use crate::support::fixtures;
use crate::support::pairer::pair_simply;
use crate::trf_errors::error_of;

fn text() -> String {
    fixtures::trf("trf26_records.trf")
}

/// The fixture with `from` replaced by `to` (which must occur exactly once).
fn with(from: &str, to: &str) -> String {
    fixtures::trf_with("trf26_records.trf", from, to)
}

#[test]
fn the_records_of_trf26_are_read_into_the_tournament() {
    let import = trf::read(&text(), None).expect("read");
    let t = &import.tournament;
    assert_eq!(t.rounds_planned, 3);
    assert_eq!(t.info.time_control_code.as_deref(), Some("900+10"));
    assert_eq!(
        t.info.imported_pairing_controller.as_deref(),
        Some("arbiter 0.1.0")
    );
    // 250: 1.0 in rounds 1-2 and 0.5 in round 3 for players 1-3, nothing for the others.
    let virtual_points: Vec<Vec<i32>> = t
        .players
        .iter()
        .map(|p| p.virtual_points.iter().map(|v| v.tenths()).collect())
        .collect();
    assert_eq!(
        virtual_points,
        [
            vec![10, 10, 5],
            vec![10, 10, 5],
            vec![10, 10, 5],
            vec![],
            vec![],
            vec![]
        ]
    );
    // W, D, L: played, not rated; 1 = 0 rated.
    let results: Vec<(u32, u32, GameResult)> = t
        .rounds
        .iter()
        .flat_map(|r| r.pairings.iter().map(|p| (p.white, p.black, p.games[0])))
        .collect();
    let played = |white, black, rated| GameResult::Played {
        white,
        black,
        rated,
    };
    assert_eq!(
        results,
        [
            (1, 4, played(Outcome::Win, Outcome::Loss, false)),
            (5, 2, played(Outcome::Draw, Outcome::Draw, false)),
            (3, 6, played(Outcome::Win, Outcome::Loss, true)),
            (3, 1, played(Outcome::Win, Outcome::Loss, false)),
            (2, 6, played(Outcome::Win, Outcome::Loss, true)),
            (4, 5, played(Outcome::Draw, Outcome::Draw, true)),
        ]
    );
    let warnings: Vec<String> = import.warnings.iter().map(ToString::to_string).collect();
    assert_eq!(
        warnings,
        [
            "line 13, column 1: record 172 (FRA ranked by NIDOF) is not kept: pairing follows the file's starting ranks, which that method gave",
            "line 21, column 1: record 352 (colours of the boards in a team match) is left out: this is an individual tournament (record 192 names no team competition)",
            "line 22, column 1: record 362 (match points of a team match) is left out: this is an individual tournament (record 192 names no team competition)",
            "line 30, column 1: 3 national rating record(s) of FRA are not kept: the tie-breaks use FIDE ratings",
        ]
    );
}

#[test]
fn accelerated_rounds_are_checked_as_bbppairings_checks_them() {
    let line = "250       1.0 001 002 0001 0003";
    for (record, error) in [
        (
            "250       0.0 001 002 0001 0003",
            "line 19, column 11: virtual points \"0.0\" is not valid: expected points above 0 such as 1.0 (columns 10-13)",
        ),
        (
            "250  1.0  1.0 001 002 0001 0003",
            "line 19, column 6: match points \"1.0\" is not valid: expected blank or 0 in an individual tournament (columns 5-8 are a team competition's)",
        ),
        (
            "250       1.0 002 001 0001 0003",
            "line 19, column 19: the last round (1) comes before the first (2)",
        ),
        (
            "250       1.0 001 002 0004 0003",
            "line 19, column 28: the last starting rank (3) comes before the first (4)",
        ),
        (
            "250       1.0 001 002 0005 0007",
            "line 19, column 23: there is no player 7",
        ),
    ] {
        assert_eq!(error_of(&with(line, record)), error, "{record}");
    }
}

#[test]
fn a_national_rating_record_names_a_player_of_the_file() {
    let text = with(
        "FRA    5                                        1910",
        "FRA    8                                        1910",
    );
    assert_eq!(
        error_of(&text),
        "line 32, column 5: national rating record FRA: there is no player 8"
    );
}

#[test]
fn an_ett26_system_arbiter_does_not_pair_is_named_and_read_as_the_system_asked() {
    let text = with("192 FIDE_DUTCH_2025", "192 CUSTOM_SWISS");
    assert_eq!(
        error_of(&text),
        "line 15, column 5: record 192 CUSTOM_SWISS is a Swiss system by the organiser's own rules (ETT26), which arbiter cannot pair: arbiter pairs FIDE_DUTCH (every edition), FIDE_DUBOV, FIDE_DOUBLESWISS (each also _BAKU) and the round robins FIDE_ROUNDROBIN, FIDE_DOUBLEROUNDROBIN, BERGER_ROUNDROBIN, BERGER_DOUBLEROUNDROBIN; --system reads the file as one of those"
    );
    let import = trf::read(&text, Some(PairingSystem::Dutch)).expect("read as Dutch");
    assert_eq!(import.tournament.system, PairingSystem::Dutch);
    assert!(
        import.warnings.iter().any(|w| w.to_string()
            == "line 15, column 5: CUSTOM_SWISS is a Swiss system by the organiser's own rules (ETT26), which arbiter cannot pair: read as a dutch tournament, as asked"),
        "{:?}",
        import.warnings
    );
}

/// An accelerated Dutch tournament of 2026 with byes, forfeits, withdrawals, late
/// entries and a family that must not meet.
fn accelerated(seed: u64) -> arbiter::model::Tournament {
    let config = SimulationConfig {
        edition: PairingEdition::Rules2026,
        acceleration: Acceleration::Baku,
        forfeit_rate: 0.05,
        bye_rate: 0.04,
        withdraw_rate: 0.03,
        late_entries: 2,
        rounds_played: 5,
        ..SimulationConfig::new(PairingSystem::Dutch, 22, 7, seed)
    };
    let mut t = simulate_with(&config, pair_simply).expect("generated");
    for (a, b) in [(3, 9), (3, 14), (9, 14)] {
        t.player_mut(a).expect("player").forbidden.push(b);
    }
    t
}

/// The record codes of a TRF, each once, in file order (`001` left out).
fn record_codes(text: &str) -> Vec<String> {
    let mut codes: Vec<String> = Vec::new();
    for line in text.lines() {
        let code = line[..3].to_string();
        if code != "001" && !codes.contains(&code) {
            codes.push(code);
        }
    }
    codes
}

#[test]
fn each_dialect_writes_its_records() {
    let t = accelerated(1);
    let codes = |dialect| record_codes(&trf::write_dialect(&t, dialect).expect("written"));
    let trf16 = ["012", "022", "062", "072", "102"];
    let with = |extra: &[&str]| -> Vec<String> {
        trf16.iter().chain(extra).map(ToString::to_string).collect()
    };
    assert_eq!(codes(Dialect::Trf16), with(&[]));
    assert_eq!(
        codes(Dialect::Trf26),
        with(&[
            "142", "152", "182", "192", "202", "212", "240", "250", "260"
        ])
    );
    assert_eq!(
        codes(Dialect::Bbp),
        with(&[
            "142", "152", "192", "202", "240", "260", "XXR", "XXC", "XXA"
        ])
    );
    assert_eq!(codes(Dialect::Javafo), with(&["XXR", "XXC", "XXA", "XXP"]));
    assert_eq!(trf::write(&t), trf::write_dialect(&t, Dialect::Trf26));
}

/// Five players, two rounds played and the third announced: a pairing-allocated bye (U),
/// a full-point (F), a half-point (H) and a zero-point bye (Z), and a half-point bye
/// requested for round 3 (`240`, and in the round's columns).
const BYES: &str = "012 Byes\r\n\
142 3\r\n\
192 FIDE_DUTCH_2025\r\n\
240 H 003    3\r\n\
001    1      Alpha                             2400                             2.0    1     2 w 1     3 b 1\r\n\
001    2      Bravo                             2300                             1.0    2     1 b 0  0000 - F\r\n\
001    3      Charlie                           2200                             1.0    3     4 w =     1 w 0  0000 - H\r\n\
001    4      Delta                             2100                             1.0    4     3 b =  0000 - H\r\n\
001    5      Echo                              2000                             1.0    5  0000 - U  0000 - Z\r\n";

/// The round columns (from column 92) of each `001` record of a TRF.
fn round_columns(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|line| line.starts_with("001"))
        .map(|line| line.get(91..).unwrap_or(""))
        .collect()
}

/// JaVaFo's TRF(x) has no bye letters (JaVaFo 1.4 reads `U`, `F`, `H` and `Z` as `-`, an
/// absence scoring nothing): its dialect writes the bye of the odd player out and the
/// full-point bye `0000 - +`, the half-point bye `0000 - =` (the announced one too) and
/// the zero-point bye `0000 - -`, which arbiter reads back as a pairing-allocated bye,
/// a half-point bye and an absence, and writes out the same. TRF-26 keeps the letters.
#[test]
fn the_javafo_dialect_writes_byes_by_the_codes_of_javafo() {
    let t = trf::read(BYES, None).expect("read").tournament;
    let trf26 = trf::write_dialect(&t, Dialect::Trf26).expect("written");
    assert_eq!(
        round_columns(&trf26),
        [
            "   2 w 1     3 b 1",
            "   1 b 0  0000 - F",
            "   4 w =     1 w 0  0000 - H",
            "   3 b =  0000 - H",
            "0000 - U  0000 - Z",
        ]
    );
    let javafo = trf::write_dialect(&t, Dialect::Javafo).expect("written");
    assert_eq!(
        round_columns(&javafo),
        [
            "   2 w 1     3 b 1",
            "   1 b 0  0000 - +",
            "   4 w =     1 w 0  0000 - =",
            "   3 b =  0000 - =",
            "0000 - +  0000 - -",
        ]
    );
    let back = trf::read(&javafo, None).expect("read back").tournament;
    let byes: Vec<(u32, u32, ByeKind)> = back
        .rounds
        .iter()
        .flat_map(|r| r.byes.iter().map(|b| (r.number, b.player, b.kind)))
        .collect();
    assert_eq!(
        byes,
        [
            (1, 5, ByeKind::Pairing),
            (2, 2, ByeKind::Pairing),
            (2, 4, ByeKind::Half),
            (2, 5, ByeKind::Absent),
        ]
    );
    assert_eq!(
        back.player(3).expect("player 3").requested_bye(3),
        Some(RequestedByeKind::Half)
    );
    assert_eq!(
        trf::write_dialect(&back, Dialect::Javafo).expect("written"),
        javafo
    );
}

#[test]
fn accelerated_tournaments_go_through_each_dialect_unchanged() {
    for seed in 0..6 {
        let t = accelerated(seed);
        for dialect in [Dialect::Trf26, Dialect::Bbp, Dialect::Javafo] {
            let text = trf::write_dialect(&t, dialect).expect("written");
            // JaVaFo's dialect has no 192 to name the edition: the arbiter gives it.
            let choices = trf::ReadChoices {
                system: Some(PairingSystem::Dutch),
                pairing: Some(PairingEdition::Rules2026),
                ..trf::ReadChoices::default()
            };
            let import = trf::read_with(&text, choices)
                .unwrap_or_else(|e| panic!("{dialect:?} seed {seed}: {e}"));
            // JaVaFo's dialect writes the byes by TRF(x)'s codes; `+` and `=` without an
            // opponent are read with a warning naming them
            // (the_javafo_dialect_writes_byes_by_the_codes_of_javafo).
            let warnings: Vec<&str> = import
                .warnings
                .iter()
                .map(|w| w.message.as_str())
                .filter(|m| !(dialect == Dialect::Javafo && m.starts_with("\"0000 - ")))
                .collect();
            assert_eq!(warnings, Vec::<&str>::new(), "{dialect:?} seed {seed}");
            assert_eq!(
                trf::write_dialect(&import.tournament, dialect).expect("written"),
                text,
                "{dialect:?} seed {seed}"
            );
            let virtual_points = |t: &arbiter::model::Tournament| {
                let points = arbiter::model::acceleration::virtual_points(t);
                t.players
                    .iter()
                    .flat_map(|p| (1..=7).map(move |round| (p.tpn, round)))
                    .map(|(tpn, round)| points.of(tpn, round))
                    .collect::<Vec<_>>()
            };
            assert_eq!(virtual_points(&import.tournament), virtual_points(&t));
        }
    }
}
