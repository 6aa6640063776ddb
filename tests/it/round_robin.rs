//! Round robins (C.05 Annexes 1 and 2) through the command line and TRF: the schedule
//! `trf generate` writes is the Berger table (whose construction the unit tests of
//! `pairing::round_robin::berger` hold to every printed table), continued for 17 to 30
//! players as FIDE's tie-break checker (Gacrux, `berger.py`) builds it; the settings,
//! the free round, late entries and the Varma drawing.

use arbiter::model::{ByeKind, DoubleRoundRobin, PairingSystem, RoundRobin, Tpn};
use arbiter::pairing::round_robin::{berger, round_games};

use crate::support::cli;

/// `a-b c-d`: a table round as C.05 Annex 1 prints it.
fn written(games: &[(Tpn, Tpn)]) -> String {
    let games: Vec<String> = games.iter().map(|(w, b)| format!("{w}-{b}")).collect();
    games.join(" ")
}

fn settings(cycles: u32, double: DoubleRoundRobin) -> RoundRobin {
    RoundRobin::numbered_by_hand(cycles, double)
}

/// Runs `arbiter trf generate` for a round robin of `players` into `output`, with the
/// generator's `options` (seed, rates).
fn generate(players: u32, settings: RoundRobin, options: &[&str], output: &std::path::Path) {
    let players = players.to_string();
    let cycles = settings.cycles.to_string();
    let mut args = vec![
        "trf",
        "generate",
        "--system",
        "round-robin",
        "--players",
        &players,
        "--cycles",
        &cycles,
        "--double-variant",
        settings.double.code(),
        "--output",
        output.to_str().expect("UTF-8 path"),
    ];
    args.extend(options);
    cli::ok(&args);
}

/// The tournament `arbiter trf generate` writes for these settings, read back.
fn generated(players: u32, settings: RoundRobin) -> arbiter::model::Tournament {
    let directory = tempfile::tempdir().expect("temporary directory");
    let output = directory.path().join("rr.trf");
    generate(
        players,
        settings,
        &["--seed", &players.to_string()],
        &output,
    );
    let text = std::fs::read_to_string(&output).expect("written");
    arbiter::trf::read(&text, None)
        .expect("read back")
        .tournament
}

#[test]
fn trf_generate_writes_the_berger_schedule_for_3_to_16_players_single_and_double() {
    for players in 3..=16 {
        for (cycles, double) in [
            (1, DoubleRoundRobin::Fide),
            (2, DoubleRoundRobin::Fide),
            (2, DoubleRoundRobin::Berger),
        ] {
            let settings = settings(cycles, double);
            let t = generated(players, settings);
            assert_eq!(t.system, PairingSystem::RoundRobin);
            assert_eq!(t.round_robin.cycles, cycles);
            assert_eq!(t.round_robin.double, double, "{players}");
            let per_cycle = players + players % 2 - 1;
            assert_eq!(t.rounds.len() as u32, cycles * per_cycle);
            for round in &t.rounds {
                let mut expected: Vec<(Tpn, Tpn)> = round_games(settings, players, round.number)
                    .into_iter()
                    .filter(|g| g.white <= players && g.black <= players)
                    .map(|g| (g.white, g.black))
                    .collect();
                let mut found: Vec<(Tpn, Tpn)> =
                    round.pairings.iter().map(|p| (p.white, p.black)).collect();
                expected.sort_unstable();
                found.sort_unstable();
                assert_eq!(found, expected, "{players} players, round {}", round.number);
                let free: Vec<(Tpn, ByeKind)> =
                    round.byes.iter().map(|b| (b.player, b.kind)).collect();
                let expected_free: Vec<(Tpn, ByeKind)> =
                    round_games(settings, players, round.number)
                        .into_iter()
                        .filter(|g| g.white > players || g.black > players)
                        .map(|g| (g.white.min(g.black), ByeKind::Zero))
                        .collect();
                assert_eq!(
                    free, expected_free,
                    "{players} players, round {}",
                    round.number
                );
            }
        }
    }
}

#[test]
fn a_double_round_robin_of_four_exchanges_the_first_cycles_last_rounds_or_not() {
    let rounds = |double| -> Vec<String> {
        (1..=6)
            .map(|round| {
                let games: Vec<(Tpn, Tpn)> = round_games(settings(2, double), 4, round)
                    .into_iter()
                    .map(|g| (g.white, g.black))
                    .collect();
                written(&games)
            })
            .collect()
    };
    // C.05 Annex 1, 3/4 players: 1-4 2-3 / 4-3 1-2 / 2-4 3-1.
    assert_eq!(
        rounds(DoubleRoundRobin::Fide),
        [
            "1-4 2-3", "2-4 3-1", "4-3 1-2", "4-1 3-2", "3-4 2-1", "4-2 1-3"
        ]
    );
    assert_eq!(
        rounds(DoubleRoundRobin::Berger),
        [
            "1-4 2-3", "4-3 1-2", "2-4 3-1", "4-1 3-2", "3-4 2-1", "4-2 1-3"
        ]
    );
}

/// Rounds of the tables for 17 to 30 players as Gacrux's `berger.py` (bergertables and
/// bergertablesGeneric agree) builds them, checked for every round of 17 to 40 players
/// on the author's machine and pinned here for a few.
const GACRUX: [(u32, usize, &str); 9] = [
    (17, 17, "9-18 10-8 11-7 12-6 13-5 14-4 15-3 16-2 17-1"),
    (18, 1, "1-18 2-17 3-16 4-15 5-14 6-13 7-12 8-11 9-10"),
    (18, 2, "18-10 11-9 12-8 13-7 14-6 15-5 16-4 17-3 1-2"),
    (18, 3, "2-18 3-1 4-17 5-16 6-15 7-14 8-13 9-12 10-11"),
    (
        23,
        12,
        "24-18 19-17 20-16 21-15 22-14 23-13 1-12 2-11 3-10 4-9 5-8 6-7",
    ),
    (
        25,
        7,
        "4-26 5-3 6-2 7-1 8-25 9-24 10-23 11-22 12-21 13-20 14-19 15-18 16-17",
    ),
    (
        30,
        2,
        "30-16 17-15 18-14 19-13 20-12 21-11 22-10 23-9 24-8 25-7 26-6 27-5 28-4 29-3 1-2",
    ),
    (
        30,
        15,
        "8-30 9-7 10-6 11-5 12-4 13-3 14-2 15-1 16-29 17-28 18-27 19-26 20-25 21-24 22-23",
    ),
    (
        30,
        29,
        "15-30 16-14 17-13 18-12 19-11 20-10 21-9 22-8 23-7 24-6 25-5 26-4 27-3 28-2 29-1",
    ),
];

#[test]
fn the_general_construction_continues_the_tables_as_fides_checker_does() {
    for (players, round, expected) in GACRUX {
        let games: Vec<(Tpn, Tpn)> = berger::table(players)[round - 1]
            .iter()
            .map(|g| (g.white, g.black))
            .collect();
        assert_eq!(
            written(&games),
            expected,
            "{players} players, round {round}"
        );
    }
}

#[test]
fn a_generated_round_robin_checks_identical_and_writes_its_192_code_and_free_rounds() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let file = directory.path().join("rr.trf");
    let path = file.to_str().expect("UTF-8 path");
    generate(
        5,
        settings(2, DoubleRoundRobin::Berger),
        &["--seed", "5"],
        &file,
    );
    let text = std::fs::read_to_string(&file).expect("written");
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.contains(&"142 10"), "{text}");
    assert!(lines.contains(&"192 BERGER_DOUBLEROUNDROBIN"), "{text}");
    // Player 1 has the free round in rounds 1 and 6 (5/6 table, round 1: 1-6).
    let first = lines
        .iter()
        .find(|line| line.starts_with("001    1 "))
        .expect("player 1");
    assert_eq!(first.matches("0000 - Z").count(), 2, "{first}");
    let checked = cli::ok(&["trf", "check", "--system", "round-robin", path]);
    let expected: String = (1..=10)
        .map(|r| format!("round {r}: identical\n"))
        .collect();
    assert_eq!(checked, expected);
}

#[test]
fn a_round_robin_file_takes_its_rounds_from_the_players_and_no_late_entry() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let dir = directory.path();
    let refused = cli::refused_in(
        dir,
        &["new", "rr.toml", "--system", "round-robin", "--rounds", "5"],
    );
    assert_eq!(
        refused,
        "error: --rounds: a round robin's rounds follow from its players and cycles (C.05 Annex 1); leave it out\n"
    );
    let created = cli::ok_in(
        dir,
        &[
            "new",
            "rr.toml",
            "--system",
            "round-robin",
            "--cycles",
            "2",
            "--numbers",
            "lots",
            "--draw-seed",
            "11",
            "--initial-colour",
            "white",
            "--start-date",
            "2026-05-01",
        ],
    );
    assert_eq!(
        created.lines().next(),
        Some(
            "created rr.toml: round-robin tournament of double round robin (fide variant), pairing numbers by lots (seed 11), rounds following from the players, initial colour white"
        )
    );
    for (name, rating) in [
        ("Adams, Ann", "2300"),
        ("Berg, Bo", "2250"),
        ("Cole, Cy", "2200"),
        ("Dahl, Di", "2150"),
        ("Eng, Ed", "2100"),
    ] {
        cli::ok_in(
            dir,
            &[
                "player", "add", "rr.toml", "--name", name, "--rating", rating,
            ],
        );
    }
    let file = std::fs::read_to_string(dir.join("rr.toml")).expect("written");
    assert!(file.contains("\nrounds = 10\n"), "{file}");
    assert!(
        file.contains(
            "\nround_robin = { cycles = 2, double = \"fide\", numbers = \"lots\", seed = 11 }\n"
        ),
        "{file}"
    );
    let paired = cli::ok_in(dir, &["pair", "rr.toml"]);
    assert_eq!(
        paired.lines().next(),
        Some("paired round 1: 2 boards, free round: Dahl, Di (1)")
    );
    // Lots (seed 11) gave the numbers: the list is by number.
    let listed = cli::ok_in(dir, &["player", "list", "rr.toml"]);
    assert_eq!(
        listed,
        " TPN  Tit  Name                            Rating  Fed    Pts  status
   1       Dahl, Di                          2150           0  active
   2       Adams, Ann                        2300           0  active
   3       Cole, Cy                          2200           0  active
   4       Eng, Ed                           2100           0  active
   5       Berg, Bo                          2250           0  active
"
    );
    let late = cli::refused_in(
        dir,
        &[
            "player", "add", "rr.toml", "--name", "Fox, Fay", "--rating", "2000",
        ],
    );
    assert_eq!(
        late,
        "error: a round robin takes no late entries: its schedule was fixed with the pairing numbers before round 1 (C.05 Annex 1); Fox, Fay cannot enter\n"
    );
}

/// The results the rounds of the TUI test get in turn, board by board (one key each).
const RESULTS: [&str; 3] = ["1 0 = 1 0<Enter>", "= 1 1 = 0<Enter>", "0 = 1 0 1<Enter>"];

#[test]
fn a_ten_player_double_round_robin_in_the_terminal_application_printed_and_published() {
    use arbiter::config::Config;
    use arbiter::model::{Player, Tournament};
    use arbiter::tui::app::App;
    use arbiter::tui::theme::Look;

    use crate::support::tui::{press, screen};

    let mut t = Tournament::new("Wijk Round Robin", PairingSystem::RoundRobin, 1);
    t.round_robin = settings(2, DoubleRoundRobin::Fide);
    for (index, name) in [
        "Anand, Vi",
        "Bacrot, Et",
        "Carlsen, Ma",
        "Ding, Li",
        "Erigaisi, Ar",
        "Firouzja, Al",
        "Giri, An",
        "Harikrishna, Pe",
        "Ivanchuk, Va",
        "Jobava, Ba",
    ]
    .into_iter()
    .enumerate()
    {
        t.enter_player(Player::new(name, Some(2750 - 20 * index as u16)));
    }
    t.plan_round_robin();
    assert_eq!(t.rounds_planned, 18);
    let mut app = App::new(t, None, Look::default(), Config::default());
    press(&mut app, "<F3>");
    for round in 1..=18 {
        press(&mut app, "p");
        assert_eq!(app.tournament.rounds_paired(), round, "{}", app.status.text);
        let results = RESULTS[round as usize % RESULTS.len()];
        press(&mut app, &format!("<Enter>{results}"));
        assert_eq!(
            app.tournament
                .round(round)
                .expect("paired")
                .missing_results(),
            0,
            "round {round}"
        );
        if round == 9 {
            press(&mut app, "<F4>");
            insta::assert_snapshot!(
                "round_robin_crosstable_halfway_80x24",
                screen(&mut app, 80, 24)
            );
            press(&mut app, "<F3>");
        }
    }
    press(&mut app, "p");
    assert_eq!(app.tournament.rounds_paired(), 18);
    press(&mut app, "<F4>");
    insta::assert_snapshot!("round_robin_crosstable_80x24", screen(&mut app, 80, 24));
    press(&mut app, "c");
    insta::assert_snapshot!("round_robin_standings_80x24", screen(&mut app, 80, 24));

    // Every pair met twice, with each colour once.
    let t = &app.tournament;
    for a in 1..=10 {
        for b in a + 1..=10 {
            let games: Vec<(Tpn, Tpn)> = t
                .rounds
                .iter()
                .flat_map(|r| &r.pairings)
                .filter(|p| (p.white, p.black) == (a, b) || (p.white, p.black) == (b, a))
                .map(|p| (p.white, p.black))
                .collect();
            assert_eq!(games.len(), 2, "{a}-{b}");
            assert_ne!(games[0], games[1], "{a}-{b}");
        }
    }

    let standings = arbiter::standings::standings(t);
    insta::assert_snapshot!(
        "round_robin_crosstable_printed",
        arbiter::export::text::crosstable(t, &standings)
    );
    let site = tempfile::tempdir().expect("temporary directory");
    let pages = arbiter::export::output::publish(t, site.path()).expect("published");
    assert!(pages > 18, "{pages} pages");
    let index = std::fs::read_to_string(site.path().join("index.html")).expect("the event page");
    assert!(index.contains("Wijk Round Robin"), "{index}");
    // The site's crosstable is the grid too: Jobava (10) ends his line in his own
    // column, with 11 points, first.
    let crosstable =
        std::fs::read_to_string(site.path().join("crosstable.html")).expect("the crosstable");
    assert!(
        crosstable.contains(
            "<td class=\"result\">11</td><td class=\"result\">X</td><td class=\"num\">11</td><td class=\"num\">1</td></tr>"
        ),
        "{crosstable}"
    );
}

/// A double round robin of 7 with forfeits and a withdrawal after round 1, ranked by
/// SB, KS, WIN and BPG: the values FIDE's tie-break checker (`tiebreakchecker.py -p`,
/// pre-determined pairings) gives for this file under both editions of C.07, which are
/// the same here (Article 16, the only change, is for Swiss tournaments; C.07 15.2:
/// a round robin's forfeits count as games).
#[test]
fn round_robin_tiebreaks_equal_fides_checker_in_both_editions() {
    use arbiter::model::{Tiebreak, TiebreakEdition};

    let directory = tempfile::tempdir().expect("temporary directory");
    let file = directory.path().join("rr.trf");
    let options = [
        "--seed",
        "2",
        "--forfeit-rate",
        "0.05",
        "--withdraw-rate",
        "0.02",
    ];
    generate(7, settings(2, DoubleRoundRobin::Fide), &options, &file);
    let text = std::fs::read_to_string(&file).expect("written");
    let mut t = arbiter::trf::read(&text, None).expect("read").tournament;
    assert_eq!(t.player(5).and_then(|p| p.withdrawn_from), Some(2));
    assert_eq!(t.player(2).and_then(|p| p.withdrawn_from), Some(7));
    // The checker counts every game of the file: it does not apply FIDE Tournament Rules
    // 5.4.1, which leaves out the results of numbers 2 and 5, withdrawn after two and
    // one games of twelve. Without the withdrawals recorded they are absent from then
    // on, every game counts, and the tie-breaks are the checker's.
    for player in &mut t.players {
        player.withdrawn_from = None;
    }
    t.tiebreaks = vec![Tiebreak::SB, Tiebreak::KS, Tiebreak::WIN, Tiebreak::BPG];
    // Start number: SB, KS, WIN, BPG.
    let checker = [
        (1, ["16.25", "0", "5", "4"]),
        (2, ["9.25", "0", "2", "2"]),
        (3, ["12", "0", "2", "3"]),
        (4, ["4", "0", "2", "4"]),
        (5, ["0", "0", "0", "1"]),
        (6, ["14.5", "1", "3", "2"]),
        (7, ["28", "0", "8", "4"]),
    ];
    for edition in [TiebreakEdition::Rules2024, TiebreakEdition::Rules2026] {
        t.editions.tiebreaks = edition;
        let standings = arbiter::standings::standings_after(&t, 14);
        for (tpn, expected) in checker {
            let row = standings
                .rows
                .iter()
                .find(|row| row.tpn == tpn)
                .expect("ranked");
            let ours: Vec<String> = row
                .values
                .iter()
                .map(|v| v.map(|v| v.to_decimal(2)).unwrap_or_default())
                .collect();
            assert_eq!(ours, expected, "{edition:?} player {tpn}");
        }
    }
}

/// C.05 Annex 2 with three federations of more than one player: each contingent draws
/// its numbers from one envelope of the 9/10 table, A (3, 4, 8), B (5, 7, 9), C (1, 6),
/// D (2, 10); `arbiter schedule` shows the numbers before round 1 as pairing gives them.
#[test]
fn varma_numbers_keep_each_federation_in_one_envelope() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let dir = directory.path();
    cli::ok_in(
        dir,
        &[
            "new",
            "v.toml",
            "--system",
            "round-robin",
            "--numbers",
            "varma",
            "--draw-seed",
            "4",
        ],
    );
    for (name, federation, rating) in [
        ("Aas, A", "NOR", "2400"),
        ("Berg, B", "NOR", "2390"),
        ("Dahl, D", "NOR", "2380"),
        ("Ernst, E", "GER", "2370"),
        ("Fuchs, F", "GER", "2360"),
        ("Graf, G", "GER", "2350"),
        ("Hugo, H", "FRA", "2340"),
        ("Ivo, I", "FRA", "2330"),
        ("Jara, J", "ESP", "2320"),
        ("Kern, K", "ITA", "2310"),
    ] {
        cli::ok_in(
            dir,
            &[
                "player",
                "add",
                "v.toml",
                "--name",
                name,
                "--federation",
                federation,
                "--rating",
                rating,
            ],
        );
    }
    let before = cli::ok_in(dir, &["schedule", "v.toml"]);
    cli::ok_in(dir, &["pair", "v.toml"]);
    assert_eq!(cli::ok_in(dir, &["schedule", "v.toml"]), before);
    let listed = cli::ok_in(dir, &["player", "list", "v.toml"]);
    assert_eq!(
        listed,
        " TPN  Tit  Name                            Rating  Fed    Pts  status
   1       Hugo, H                           2340  FRA      0  active
   2       Jara, J                           2320  ESP      0  active
   3       Dahl, D                           2380  NOR      0  active
   4       Berg, B                           2390  NOR      0  active
   5       Graf, G                           2350  GER      0  active
   6       Ivo, I                            2330  FRA      0  active
   7       Fuchs, F                          2360  GER      0  active
   8       Aas, A                            2400  NOR      0  active
   9       Ernst, E                          2370  GER      0  active
  10       Kern, K                           2310  ITA      0  active
"
    );
    assert!(
        before.lines().any(|line| line.starts_with("  1  Hugo, H ")),
        "{before}"
    );
}

/// A single round robin of six whose number 6 withdraws: every game won by White but
/// board 1's, drawn. `withdrawn_from`: the first round number 6 no longer plays.
fn six_with_a_withdrawal(withdrawn_from: u32) -> arbiter::model::Tournament {
    use arbiter::model::{GameResult, Player, Tournament};

    let mut t = Tournament::new("Withdrawal", PairingSystem::RoundRobin, 1);
    for (index, name) in ["Ana", "Ben", "Cid", "Dan", "Eva", "Fay"]
        .into_iter()
        .enumerate()
    {
        t.enter_player(Player::new(name, Some(2400 - 10 * index as u16)));
    }
    t.plan_round_robin();
    for round in 1..=t.rounds_planned {
        if round == withdrawn_from {
            t.withdraw(6, round).expect("withdrawn");
        }
        arbiter::pairing::pair_next_round(&mut t).expect("paired");
        let boards = t.round(round).expect("paired").pairings.len() as u32;
        for board in 1..=boards {
            let result = match board {
                1 => GameResult::DRAW,
                _ => GameResult::WHITE_WINS,
            };
            t.set_result(round, board, vec![result]).expect("result");
        }
    }
    t
}

/// (TPN, points, place) of the standings, then the players not ranked.
fn ranking(t: &arbiter::model::Tournament) -> (Vec<(Tpn, String, u32)>, Vec<Tpn>) {
    let standings = arbiter::standings::standings(t);
    let rows = standings
        .rows
        .iter()
        .map(|row| (row.tpn, row.points.to_string(), row.rank))
        .collect();
    (rows, standings.not_ranked)
}

/// FIDE Tournament Rules 5.4.1: number 6 withdraws after two of his five games; his
/// results and those against him are not counted, he is not ranked, and the crosstable
/// keeps his games (for rating) with his 1 point and no place. Among 4, 5 and 1, tied
/// on 2 points, direct encounter decides: 1.5, 1 and 0.5.
#[test]
fn a_round_robin_player_withdrawn_before_half_his_games_is_not_counted() {
    let t = six_with_a_withdrawal(3);
    assert_eq!(
        ranking(&t),
        (
            vec![
                (2, "2.5".to_string(), 1),
                (4, "2".to_string(), 2),
                (5, "2".to_string(), 3),
                (1, "2".to_string(), 4),
                (3, "1.5".to_string(), 5),
            ],
            vec![6]
        )
    );
    let standings = arbiter::standings::standings(&t);
    assert_eq!(
        standings.notes,
        [
            "Fay (6) withdrew having completed fewer than half of the games: not ranked, the points scored by or against the player not counted (FIDE Tournament Rules 5.4.1)"
        ]
    );
    insta::assert_snapshot!(
        "round_robin_withdrawal_before_half",
        arbiter::export::text::crosstable(&t, &standings)
    );
}

/// FIDE Tournament Rules 5.4.2: number 6 withdraws after three of his five games; his
/// results count and he is ranked.
#[test]
fn a_round_robin_player_withdrawn_after_half_his_games_is_counted() {
    let t = six_with_a_withdrawal(4);
    assert_eq!(
        ranking(&t),
        (
            vec![
                (2, "3".to_string(), 1),
                (4, "2.5".to_string(), 2),
                (5, "2".to_string(), 3),
                (3, "2".to_string(), 4),
                (1, "2".to_string(), 5),
                (6, "1.5".to_string(), 6),
            ],
            Vec::new()
        )
    );
}

/// C.07 9.2 and 14.5: the Koya system counts the points against the players on at least
/// 50% of the maximum (2.5 of 5 here: numbers 2 and 4); `KS/L-1` moves the limit a
/// half-point down (2: all but number 6), `KS/L+1` a half-point up (3: number 2).
#[test]
fn the_koya_limit_moves_by_half_points() {
    let mut t = six_with_a_withdrawal(4);
    t.tiebreaks = ["KS", "ks/l-1", "KS/L+1"]
        .map(|code| code.parse().expect("a tie-break"))
        .to_vec();
    let standings = arbiter::standings::standings(&t);
    let labels: Vec<&str> = standings.criteria.iter().map(|c| c.label()).collect();
    assert_eq!(labels, ["KS", "KS/L-1", "KS/L+1"]);
    let values: Vec<(Tpn, Vec<String>)> = standings
        .rows
        .iter()
        .map(|row| {
            let values = row.values.iter().flatten().map(|v| v.to_decimal(1));
            (row.tpn, values.collect())
        })
        .collect();
    let expected = [
        (2, ["0.5", "2.5", "0"]),
        (4, ["0.5", "2", "0.5"]),
        (1, ["1.5", "1.5", "1"]),
        (3, ["1", "2", "0"]),
        (5, ["0", "2", "0"]),
        (6, ["1", "1.5", "0.5"]),
    ]
    .map(|(tpn, values)| (tpn, values.map(str::to_string).to_vec()));
    assert_eq!(values, expected);
    let refused = "KS/L+5".parse::<arbiter::model::Tiebreak>();
    assert!(refused.is_err(), "{refused:?}");
}
