//! The Baku acceleration (C.04.5.1) as an arbiter uses it: a tournament setting fixed
//! from round 1 on, virtual points that change the Dutch 2026 pairing and not the
//! standings, the TRF's `192 ..._BAKU` and `XXA` records, and the systems it does not
//! apply to refused with the reason.

use arbiter::edit::{Edit, Setting};
use arbiter::model::{
    Acceleration, Colour, GameResult, PairingEdition, PairingSystem, Player, Tournament, Tpn,
};
use arbiter::pairing::{self, PairingRequest};

use crate::support::cli::{self, arbiter_trf};

/// Eight players strongest first, Dutch 2026, five rounds, the Baku method.
fn accelerated() -> Tournament {
    let mut t = Tournament::new("Baku Open", PairingSystem::Dutch, 5);
    t.editions.pairing = PairingEdition::Rules2026;
    t.initial_colour = Colour::White;
    for i in 0..8u16 {
        t.enter_player(Player::new(
            format!("Player {:02}", i + 1),
            Some(2400 - 50 * i),
        ));
    }
    Edit::Setting(Setting::Acceleration(Acceleration::Baku))
        .apply(&mut t)
        .expect("the Baku method applies to the Dutch system of 2026");
    t
}

fn boards(t: &Tournament, round: u32) -> Vec<(Tpn, Tpn)> {
    t.round(round)
        .expect("the round")
        .pairings
        .iter()
        .map(|p| (p.white, p.black))
        .collect()
}

/// Every game won by the higher-ranked player.
fn higher_wins(t: &mut Tournament, round: u32) {
    let round = t.round_mut(round).expect("the round");
    for pairing in &mut round.pairings {
        let result = if pairing.white < pairing.black {
            "1-0"
        } else {
            "0-1"
        };
        pairing.games = vec![result.parse::<GameResult>().expect("a result")];
    }
}

/// GA is 2 × ⌈8 / 4⌉ = 4 players with 1 virtual point: round 1 pairs 1-4 and 5-8 apart
/// (1-3, 4-2 and 5-7, 8-6, colours by 5.2.5), not 1-5, 6-2, 3-7, 8-4.
#[test]
fn round_one_pairs_each_group_apart() {
    let mut t = accelerated();
    pairing::pair_next_round(&mut t).expect("round 1");
    assert_eq!(boards(&t, 1), [(1, 3), (4, 2), (5, 7), (8, 6)]);
    let mut plain = accelerated();
    plain.acceleration = Acceleration::None;
    pairing::pair_next_round(&mut plain).expect("round 1");
    assert_eq!(boards(&plain, 1), [(1, 5), (6, 2), (3, 7), (8, 4)]);
}

/// After round 1 (1, 2, 5, 6 win) the pairing scores are 1: 2, 2: 2, 3: 1, 4: 1, 5: 1,
/// 6: 1, 7: 0, 8: 0; the standings know only the points won.
#[test]
fn virtual_points_make_the_pairing_score_not_the_standings() {
    let mut t = accelerated();
    pairing::pair_next_round(&mut t).expect("round 1");
    higher_wins(&mut t, 1);
    let scores: Vec<String> = t.scores().iter().map(|s| s.to_string()).collect();
    assert_eq!(scores, ["1", "1", "0", "0", "1", "1", "0", "0"]);
    let request = PairingRequest::next_round(&t);
    let answer = pairing::pair(&request).expect("round 2");
    let got: Vec<(Tpn, Tpn)> = answer.boards.iter().map(|b| (b.white, b.black)).collect();
    // Bracket 2: 1-2. Bracket 1: 3, 4, 5, 6 (3 and 4 from GA, 5 and 6 winners of GB):
    // 3-5 and 4-6, each granting both preferences (3 and 6 had Black). Bracket 0: 7-8.
    assert_eq!(got, [(2, 1), (3, 5), (6, 4), (7, 8)]);
    // bbpPairings pairs the exported file the same.
    let explanation = &answer.boards[1].explanation;
    assert!(
        explanation.contains("3 has 1 virtual point(s) of acceleration: pairing score 1, score 0"),
        "{explanation}"
    );
}

/// The method is announced before the start: it cannot change once round 1 is paired,
/// and the pairing system, edition and scoring cannot change away from what it needs.
#[test]
fn the_setting_is_fixed_from_round_one_and_guards_what_it_needs() {
    let mut t = accelerated();
    let refused = |t: &mut Tournament, setting: Setting| {
        Edit::Setting(setting)
            .apply(t)
            .expect_err("refused")
            .to_string()
    };
    let message = refused(
        &mut t,
        Setting::Points(arbiter::edit::ScoreItem::Win, "3".parse().unwrap()),
    );
    assert!(message.contains("standard scoring"), "{message}");
    let mut editions = t.editions;
    editions.pairing = PairingEdition::Rules1992;
    let message = refused(&mut t, Setting::Editions(editions));
    assert!(message.contains("1992-2006"), "{message}");
    let message = refused(&mut t, Setting::System(PairingSystem::Dubov));
    assert!(message.contains("Dubov"), "{message}");
    pairing::pair_next_round(&mut t).expect("round 1");
    let message = refused(&mut t, Setting::Acceleration(Acceleration::None));
    assert_eq!(
        message,
        "the acceleration cannot change once round 1 is paired"
    );
}

/// Exported, the tournament carries `192 FIDE_DUTCH_2025_BAKU` and the virtual points as
/// `250` records (GA players 1-4: 1 in rounds 1-2, 0.5 in round 3 of five), or as `XXA`
/// in bbpPairings' dialect; read back, it is the Baku method again, and written again,
/// the same bytes.
#[test]
fn a_trf_carries_the_method_and_its_virtual_points() {
    let mut t = accelerated();
    pairing::pair_next_round(&mut t).expect("round 1");
    higher_wins(&mut t, 1);
    let text = arbiter::trf::write(&t).expect("written");
    assert!(text.contains("\r\n192 FIDE_DUTCH_2025_BAKU\r\n"), "{text}");
    let records = |text: &str, code: &str| -> Vec<String> {
        text.lines()
            .filter(|l| l.starts_with(code))
            .map(ToString::to_string)
            .collect()
    };
    assert_eq!(
        records(&text, "250"),
        [
            "250       1.0 001 002 0001 0004",
            "250       0.5 003 003 0001 0004",
        ]
    );
    let bbp = arbiter::trf::write_dialect(&t, arbiter::trf::Dialect::Bbp).expect("written");
    assert_eq!(
        records(&bbp, "XXA"),
        [
            "XXA    1  1.0  1.0  0.5",
            "XXA    2  1.0  1.0  0.5",
            "XXA    3  1.0  1.0  0.5",
            "XXA    4  1.0  1.0  0.5",
        ]
    );
    let read = arbiter::trf::read(&text, None).expect("read back");
    assert_eq!(read.tournament.acceleration, Acceleration::Baku);
    assert!(
        read.tournament
            .players
            .iter()
            .all(|p| p.virtual_points.is_empty())
    );
    assert_eq!(
        arbiter::trf::write(&read.tournament).expect("written"),
        text
    );
}

/// `XXA` records that are not the method's are used as given (bbpPairings does the
/// same), and `arbiter trf pair` pairs by them; with edition 1992 it refuses.
#[test]
fn virtual_points_given_by_xxa_records_are_honoured() {
    let t = accelerated();
    let mut text = arbiter::trf::write_dialect(&t, arbiter::trf::Dialect::Bbp).expect("written");
    // GA of 2: only players 1 and 2 have a virtual point; 1-2 meet in round 1.
    text = text
        .replace("XXA    3  1.0  1.0  0.5\r\n", "")
        .replace("XXA    4  1.0  1.0  0.5\r\n", "");
    let directory = tempfile::tempdir().expect("a temporary directory");
    let file = directory.path().join("given.trf");
    std::fs::write(&file, &text).expect("written");
    let path = file.to_str().expect("UTF-8 path");
    let (status, out, err) = arbiter_trf(&["pair", "--system", "dutch", path]);
    assert_eq!(status, 0, "{err}");
    assert_eq!(out, "4\n1 2\n3 6\n7 4\n5 8\n");
    assert!(err.contains("are not those the Baku method gives"), "{err}");
    let (status, _, err) = arbiter_trf(&["pair", "--system", "dutch", "--edition", "1992", path]);
    assert_eq!(status, 3, "{err}");
    assert!(
        err.contains("acceleration needs the Dutch system of 2026"),
        "{err}"
    );
}

/// A Dubov or Double-Swiss file asking for the Baku method is refused with the reason.
#[test]
fn systems_the_method_does_not_apply_to_are_refused() {
    let t = accelerated();
    let text = arbiter::trf::write(&t)
        .expect("written")
        .replace("192 FIDE_DUTCH_2025_BAKU", "192 FIDE_DUBOV_BAKU");
    let message = arbiter::trf::read(&text, None)
        .expect_err("refused")
        .to_string();
    assert!(
        message.contains("not available for the Dubov system"),
        "{message}"
    );
    let (status, _, err) = arbiter_trf(&[
        "generate",
        "--system",
        "double-swiss",
        "--players",
        "10",
        "--rounds",
        "5",
        "--seed",
        "1",
        "--acceleration",
        "baku",
        "--output",
        "/nonexistent/never-written.trf",
    ]);
    assert_eq!(status, 3, "{err}");
    assert!(err.contains("not available for Double-Swiss"), "{err}");
}

/// `arbiter new --acceleration baku` writes `acceleration = "baku"`; with the rules of
/// 1992-2006 it creates nothing and says why; `arbiter settings` changes it before round 1.
#[test]
fn the_command_line_announces_the_method() {
    let run = |args: &[&str]| {
        let output = cli::arbiter(args);
        (output.success(), output.stdout, output.stderr)
    };
    let directory = tempfile::tempdir().expect("a temporary directory");
    let file = directory.path().join("open.toml");
    let f = file.to_str().expect("UTF-8 path");
    let new = [
        "new", f, "--system", "dutch", "--rounds", "9", "--name", "Open",
    ];
    let (ok, _, err) = run(&[&new[..], &["--edition", "1992", "--acceleration", "baku"]].concat());
    assert!(!ok);
    assert!(
        err.contains("the Dutch rules of 1992-2006 predate"),
        "{err}"
    );
    assert!(!file.exists());
    let (ok, out, err) =
        run(&[&new[..], &["--edition", "2026", "--acceleration", "baku"]].concat());
    assert!(ok, "{err}");
    assert!(out.contains("acceleration: baku"), "{out}");
    let text = std::fs::read_to_string(&file).expect("the tournament file");
    assert!(text.contains("\nacceleration = \"baku\"\n"), "{text}");
    let (ok, _, err) = run(&["settings", f, "--acceleration", "none"]);
    assert!(ok, "{err}");
    let (_, listing, _) = run(&["settings", f]);
    assert!(listing.contains("acceleration    none\n"), "{listing}");
    let text = std::fs::read_to_string(&file).expect("the tournament file");
    assert!(!text.contains("acceleration"), "{text}");
}
