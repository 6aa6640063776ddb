//! The Swiss crosstable of the FIDE Technical Commission's "Exercises in Tie-Breaking"
//! (IA Mario Held, written for C.07-2023, published 18 March 2024): 16 players, 5
//! rounds, with half-point byes, pairing-allocated byes, forfeits, an absence and a
//! withdrawal. The expected values are the exercises' solutions.

use arbiter::model::{ByeKind, PairingSystem, Tournament, Tpn};
use arbiter::standings::buchholz::buchholz;
use arbiter::standings::modifiers::Cut;
use arbiter::standings::sonneborn::sonneborn_berger;
use arbiter::standings::{Ratio, Records};

use crate::support::standings::{bye, hundredths, pair, tenths, tournament};

/// Each player's rounds: `+W9` won with White against 9, `=B13` drew with Black against
/// 13, `+F14`/`-F11` forfeit won/lost, `+BYE` pairing-allocated bye, `=BYE` half-point
/// bye, `--` not paired.
const CROSSTABLE: [&str; 16] = [
    "+W9 =B13 =W2 +B15 =W4",
    "+B10 +W7 =B1 +W16 =B3",
    "=W11 +B6 +W8 =B4 =W2",
    "+B12 =BYE +W13 =W3 =B1",
    "-W13 -B15 +W11 =B7 +W10",
    "-B14 -W3 +BYE +W10 +B8",
    "+W15 -B2 -B16 =W5 -B11",
    "=B16 +W14 -B3 +W13 -W6",
    "-B1 -W10 =BYE -F11 +BYE",
    "-W2 +B9 -W15 -B6 -B5",
    "=B3 -W16 -B5 +F9 +W7",
    "-W4 +BYE +F14 -- --",
    "+B5 =W1 -B4 -B8 -W14",
    "+W6 -B8 -F12 -- +B13",
    "-B7 +W5 +B10 -W1 -B16",
    "=W8 +B11 +W7 -B2 +W15",
];

fn exercise() -> Tournament {
    let players: Vec<(String, Option<u16>)> =
        (1..=16).map(|n| (format!("Player {n:02}"), None)).collect();
    let names: Vec<(&str, Option<u16>)> = players.iter().map(|(n, r)| (n.as_str(), *r)).collect();
    let mut t = tournament(PairingSystem::Dutch, 5, &names);
    for round in 1..=5u32 {
        for (index, line) in CROSSTABLE.iter().enumerate() {
            let tpn = index as Tpn + 1;
            let cell = line.split(' ').nth(round as usize - 1).expect("5 rounds");
            let (result, rest) = cell.split_at(1);
            let result_is = |win: &str, draw: &str, loss: &str| match result {
                "+" => win.to_string(),
                "=" => draw.to_string(),
                _ => loss.to_string(),
            };
            match rest {
                "BYE" if result == "+" => bye(&mut t, round, tpn, ByeKind::Pairing),
                "BYE" => bye(&mut t, round, tpn, ByeKind::Half),
                "-" => {}
                _ => {
                    let (kind, opponent) = rest.split_at(1);
                    let opponent: Tpn = opponent.parse().expect("an opponent number");
                    match kind {
                        "W" => pair(
                            &mut t,
                            round,
                            tpn,
                            opponent,
                            &result_is("1-0", "1/2", "0-1"),
                        ),
                        "F" if tpn < opponent => {
                            pair(&mut t, round, tpn, opponent, &result_is("+-", "", "-+"))
                        }
                        _ => {} // entered from White's (or the lower number's) line
                    }
                }
            }
        }
    }
    t.player_mut(12).expect("player 12").withdrawn_from = Some(4);
    t
}

fn records() -> Records {
    Records::new(&exercise(), 5)
}

#[test]
fn adjusted_scores_count_the_withdrawal_as_draws() {
    // Exercise 12: only player 12's rounds after his withdrawal change (16.2.5, 16.3.2).
    let records = records();
    let expected = [
        (1, 35),
        (2, 40),
        (3, 35),
        (4, 35),
        (5, 25),
        (6, 30),
        (7, 15),
        (8, 25),
        (10, 10),
        (11, 25),
        (12, 30),
        (13, 15),
        (14, 20),
        (15, 20),
        (16, 35),
    ];
    for (tpn, score) in expected {
        assert_eq!(
            records.player(tpn).adjusted_score.tenths(),
            score,
            "player {tpn}"
        );
    }
    assert_eq!(records.player(12).score.tenths(), 20);
}

#[test]
fn buchholz_of_the_exercises() {
    // Exercises 1 to 4.
    let records = records();
    for (tpn, value) in [
        (2, 130),
        (1, 125),
        (3, 155),
        (5, 85),
        (8, 135),
        (11, 135),
        (16, 125),
        (4, 150),
    ] {
        assert_eq!(
            buchholz(&records, tpn, Cut::NONE, false),
            tenths(value),
            "player {tpn}"
        );
    }
}

#[test]
fn buchholz_cut_1_of_the_exercises() {
    // Exercises 5 to 8: players 9, 12 and 14 have voluntary unplayed rounds, cut first.
    let records = records();
    let expected = [
        (5, 75),
        (8, 120),
        (11, 120),
        (7, 125),
        (9, 75),
        (13, 120),
        (1, 110),
        (3, 130),
        (4, 115),
        (16, 110),
        (12, 95),
        (14, 90),
        (15, 110),
    ];
    for (tpn, value) in expected {
        assert_eq!(
            buchholz(&records, tpn, Cut::CUT_1, false),
            tenths(value),
            "player {tpn}"
        );
    }
}

#[test]
fn sonneborn_berger_of_the_exercises() {
    // Exercises 11 and 12.
    let records = records();
    let expected = [
        (1, 800),
        (3, 1050),
        (16, 725),
        (4, 975),
        (2, 950),
        (6, 650),
        (11, 575),
        (8, 525),
        (5, 425),
        (14, 450),
        (12, 400),
        (15, 350),
        (13, 425),
        (7, 325),
        (10, 150),
    ];
    for (tpn, value) in expected {
        assert_eq!(
            sonneborn_berger(&records, tpn, Cut::NONE, false),
            hundredths(value),
            "player {tpn}"
        );
    }
    // Player 9 (1.5 points): a half-point bye and a pairing-allocated bye against his
    // dummy: 1.5 × ½ + 1.5 × 1.
    assert_eq!(
        sonneborn_berger(&records, 9, Cut::NONE, false),
        Ratio::new(225, 100)
    );
}
