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

/// `arbiter new FILE --system round-robin` with `options`, in `dir`; what it says.
fn new_round_robin(dir: &std::path::Path, file: &str, options: &[&str]) -> String {
    let mut args = vec!["new", file, "--system", "round-robin"];
    args.extend_from_slice(options);
    cli::ok_in(dir, &args)
}

/// `arbiter player add FILE --name NAME --rating RATING` for each player, in `dir`.
fn add_rated(dir: &std::path::Path, file: &str, players: &[(&str, &str)]) {
    for &(name, rating) in players {
        cli::ok_in(
            dir,
            &["player", "add", file, "--name", name, "--rating", rating],
        );
    }
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
    let created = new_round_robin(
        dir,
        "rr.toml",
        &[
            "--cycles",
            "2",
            "--numbers",
            "lots",
            "--draw-seed",
            "11",
            "--start-date",
            "2026-05-01",
        ],
    );
    assert_eq!(
        created.lines().next(),
        Some(
            "created rr.toml: double round robin (fide variant), pairing numbers by lots (seed 11), rounds following from the players, colours from the Berger tables"
        )
    );
    add_rated(
        dir,
        "rr.toml",
        &[
            ("Adams, Ann", "2300"),
            ("Berg, Bo", "2250"),
            ("Cole, Cy", "2200"),
            ("Dahl, Di", "2150"),
            ("Eng, Ed", "2100"),
        ],
    );
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
    let schedule = arbiter::pairing::round_robin::full_schedule(t).expect("numbered");
    let pages = arbiter::export::output::publish(t, &schedule, site.path()).expect("published");
    assert!(pages > 18, "{pages} pages");
    let index = std::fs::read_to_string(site.path().join("index.html")).expect("the event page");
    assert!(index.contains("Wijk Round Robin"), "{index}");
    assert!(
        index.contains("<p><a href=\"schedule.html\">The schedule of every round</a></p>"),
        "{index}"
    );
    // The schedule: round 1's first board (Berger table, 1 against 10), and number 1's
    // games of the first cycle and the second, colours reversed.
    let page =
        std::fs::read_to_string(site.path().join("schedule.html")).expect("the schedule page");
    assert!(
        page.contains(
            "<tr><td class=\"num\">1</td><td class=\"num\">1</td><td>1 Anand, Vi</td><td>10 Jobava, Ba</td></tr>"
        ),
        "{page}"
    );
    assert!(
        page.contains(concat!(
            "<tr><td class=\"num\">1</td><td>Anand, Vi</td>",
            "<td class=\"result\">10w</td><td class=\"result\">2w</td><td class=\"result\">3b</td>",
            "<td class=\"result\">4w</td><td class=\"result\">5b</td><td class=\"result\">6w</td>",
            "<td class=\"result\">7b</td><td class=\"result\">9b</td><td class=\"result\">8w</td>",
            "<td class=\"result\">10b</td><td class=\"result\">2b</td><td class=\"result\">3w</td>",
            "<td class=\"result\">4b</td><td class=\"result\">5w</td><td class=\"result\">6b</td>",
            "<td class=\"result\">7w</td><td class=\"result\">8b</td><td class=\"result\">9w</td></tr>"
        )),
        "{page}"
    );
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

/// A double round robin of 7 with forfeits and withdrawals, ranked by SB, KS, WIN and
/// BPG: the values FIDE's tie-break checker (`tiebreakchecker.py -p`, pre-determined
/// pairings) gives for this file under both editions of C.07, which are the same here
/// (Article 16, the only change, is for Swiss tournaments; C.07 15.2: a round robin's
/// forfeits count as games).
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
    // Number 5 withdrew after round 1 and number 2 after round 6: their scheduled games
    // from then on are forfeits they lose (FIDE Tournament Rules 5.4), all 14 rounds are
    // in the file, and a TRF has no record of a withdrawal, so the file read back has
    // the forfeits only and every game counts, as the checker counts them.
    let forfeits = |tpn: Tpn| {
        t.rounds
            .iter()
            .filter_map(|round| round.pairing_of(tpn))
            .filter(|pairing| pairing.games[0].is_forfeit())
            .count()
    };
    assert_eq!((forfeits(5), forfeits(2)), (11, 10));
    t.tiebreaks = vec![Tiebreak::SB, Tiebreak::KS, Tiebreak::WIN, Tiebreak::BPG];
    // Start number: SB, KS, WIN, BPG.
    let checker = [
        (1, ["32.75", "2", "8", "4"]),
        (2, ["15.75", "1.5", "2", "2"]),
        (3, ["23.5", "2.5", "4", "3"]),
        (4, ["12.5", "0", "5", "4"]),
        (5, ["0", "0", "0", "1"]),
        (6, ["27", "1", "6", "2"]),
        (7, ["49.5", "3", "11", "4"]),
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
    new_round_robin(dir, "v.toml", &["--numbers", "varma", "--draw-seed", "4"]);
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
/// board 1's, drawn, and number 6's games from `withdrawn_from` on, the first round he
/// no longer plays, his forfeits (FIDE Tournament Rules 5.4).
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
        // The games of number 6 after his withdrawal are his forfeits already.
        let to_play: Vec<u32> = t
            .round(round)
            .expect("paired")
            .pairings
            .iter()
            .filter(|pairing| pairing.games[0].is_pending())
            .map(|pairing| pairing.board)
            .collect();
        for board in to_play {
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

/// FIDE Tournament Rules 5.4.1: number 6 withdraws after two of his five games (drawn
/// with 1 and 4); his games of rounds 3 to 5 are forfeits he loses (`-`, `+` for 2, 5
/// and 3), and neither they nor his draws are counted: he is not ranked, and the
/// crosstable keeps his games (for rating) with his 1 point and no place. The others
/// then have 2 points each from their games among themselves, every one beating two
/// and losing to two, so every tie-break ties them too.
#[test]
fn a_round_robin_player_withdrawn_before_half_his_games_is_not_counted() {
    let t = six_with_a_withdrawal(3);
    assert_eq!(
        ranking(&t),
        (
            (1..=5).map(|tpn| (tpn, "2".to_string(), 1)).collect(),
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

/// FIDE Tournament Rules 5.4.2: number 6 withdraws after three of his five games (drawn
/// with 1, 2 and 4); his results count, he is ranked, and his games of rounds 4 and 5
/// are forfeits he loses, counted as wins for 5 and 3. Direct encounter (the round
/// robin's first tie-break) puts 5 above 3 and orders 1, 4, 2.
#[test]
fn a_round_robin_player_withdrawn_after_half_his_games_is_counted() {
    let t = six_with_a_withdrawal(4);
    assert_eq!(
        ranking(&t),
        (
            vec![
                (5, "3".to_string(), 1),
                (3, "3".to_string(), 2),
                (1, "2.5".to_string(), 3),
                (4, "2.5".to_string(), 4),
                (2, "2.5".to_string(), 5),
                (6, "1.5".to_string(), 6),
            ],
            Vec::new()
        )
    );
    let standings = arbiter::standings::standings(&t);
    insta::assert_snapshot!(
        "round_robin_withdrawal_after_half",
        arbiter::export::text::crosstable(&t, &standings)
    );
    // The forfeits are written as such in the TRF (`+`, `-`) and left out of the rating.
    let trf = arbiter::trf::write(&t).expect("written");
    let fay = trf
        .lines()
        .find(|line| line.starts_with("001    6"))
        .expect("number 6's line");
    assert!(fay.ends_with("     5 w -     3 b -"), "{fay}");
}

/// C.07 9.2 and 14.5: the Koya system counts the points against the players on at least
/// 50% of the maximum (2.5 of 5 here: all but number 6, on 1.5); `KS/L-1` moves the
/// limit a half-point down (2: the same players), `KS/L+1` a half-point up (3: numbers
/// 5 and 3 only).
#[test]
fn the_koya_limit_moves_by_half_points() {
    let mut t = six_with_a_withdrawal(4);
    t.tiebreaks = ["KS", "ks/l-1", "KS/L+1"]
        .map(|code| code.parse().expect("a tie-break"))
        .to_vec();
    let standings = arbiter::standings::standings(&t);
    let labels: Vec<String> = standings.criteria.iter().map(|c| c.label()).collect();
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
        (5, ["2", "2", "1"]),
        (3, ["2", "2", "0"]),
        (2, ["2", "2", "2"]),
        (4, ["2", "2", "1"]),
        (1, ["2", "2", "0"]),
        (6, ["1.5", "1.5", "0"]),
    ]
    .map(|(tpn, values)| (tpn, values.map(str::to_string).to_vec()));
    assert_eq!(values, expected);
    let refused = "KS/L+x".parse::<arbiter::model::Tiebreak>();
    assert!(refused.is_err(), "{refused:?}");
}

/// Pairing numbers by hand before round 1 (`arbiter player number`, the players
/// screen's `#`): refused while the numbers are drawn by lot, a swap with the player
/// who had the number once they are by hand, kept when a player is edited, and fixed
/// once round 1 is paired. A round robin takes no initial colour.
#[test]
fn pairing_numbers_are_given_by_hand_before_round_1() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let dir = directory.path();
    let refused = cli::refused_in(
        dir,
        &[
            "new",
            "h.toml",
            "--system",
            "round-robin",
            "--initial-colour",
            "white",
        ],
    );
    assert_eq!(
        refused,
        "error: --initial-colour: a round robin's colours come from the Berger tables (C.05 Annex 1); leave it out\n"
    );
    new_round_robin(dir, "h.toml", &["--numbers", "lots", "--draw-seed", "3"]);
    add_rated(
        dir,
        "h.toml",
        &[
            ("Aas, A", "2400"),
            ("Berg, B", "2300"),
            ("Cruz, C", "2200"),
            ("Dahl, D", "2100"),
        ],
    );
    assert_eq!(
        cli::refused_in(dir, &["player", "number", "h.toml", "1", "3"]),
        "error: the pairing numbers are given by lots: set numbers by hand first (arbiter settings FILE --numbers hand; Settings screen)\n"
    );
    assert_eq!(
        cli::ok_in(dir, &["settings", "h.toml", "--numbers", "hand"]),
        "set the round robin to single round robin, pairing numbers by hand, rounds following from the players\n"
    );
    assert_eq!(
        cli::ok_in(dir, &["player", "number", "h.toml", "1", "3"]),
        "gave Aas, A (1) the pairing number 3\n"
    );
    cli::ok_in(dir, &["player", "edit", "h.toml", "3", "--rating", "2500"]);
    cli::ok_in(dir, &["pair", "h.toml"]);
    assert_eq!(
        cli::ok_in(dir, &["player", "list", "h.toml"]),
        " TPN  Tit  Name                            Rating  Fed    Pts  status
   1       Cruz, C                           2200           0  active
   2       Berg, B                           2300           0  active
   3       Aas, A                            2500           0  active
   4       Dahl, D                           2100           0  active
"
    );
    assert_eq!(
        cli::refused_in(dir, &["player", "number", "h.toml", "1", "2"]),
        "error: the pairing numbers cannot change once round 1 is paired\n"
    );
    assert_eq!(
        cli::refused_in(dir, &["settings", "h.toml", "--numbers", "rating"]),
        "error: the round robin's cycles and pairing numbers cannot change once round 1 is paired\n"
    );
}

/// Five players of a round robin numbered by rating, in the terminal application.
fn five_numbered_by_rating() -> arbiter::tui::app::App {
    use arbiter::config::Config;
    use arbiter::model::{Numbering, Player, Tournament};
    use arbiter::tui::app::App;
    use arbiter::tui::theme::Look;

    let mut t = Tournament::new("Club Round Robin", PairingSystem::RoundRobin, 1);
    t.round_robin = RoundRobin {
        numbers: Numbering::Rating,
        ..settings(1, DoubleRoundRobin::Fide)
    };
    for (name, rating) in [
        ("Aas, A", 2400),
        ("Berg, B", 2300),
        ("Cruz, C", 2200),
        ("Dahl, D", 2100),
        ("Eng, E", 2000),
    ] {
        t.enter_player(Player::new(name, Some(rating)));
    }
    t.plan_round_robin();
    App::new(t, None, Look::default(), Config::default())
}

/// The Settings screen changes a round robin's cycles and double round robin variant
/// with Left and Right in the rounds' place (they follow from the players and cycles,
/// C.05 Annex 1) before round 1, and refuses once round 1 is paired.
#[test]
fn the_settings_screen_chooses_the_cycles_before_round_1() {
    use crate::support::tui::{press, screen};

    let mut app = five_numbered_by_rating();
    assert_eq!(app.tournament.rounds_planned, 5);
    press(&mut app, &format!("<F6>{}", "<Down>".repeat(15)));
    press(&mut app, "<Right>");
    assert_eq!(
        app.status.text,
        "set the round robin to double round robin (fide variant), pairing numbers by rating, rounds following from the players"
    );
    insta::assert_snapshot!(
        "round_robin_settings_double_80x24",
        screen(&mut app, 80, 24)
    );
    assert_eq!(app.tournament.rounds_planned, 10);
    press(&mut app, "<Right>");
    assert_eq!(
        app.tournament.round_robin,
        RoundRobin {
            numbers: arbiter::model::Numbering::Rating,
            ..settings(2, DoubleRoundRobin::Berger)
        }
    );
    press(&mut app, "<Right>");
    assert_eq!(app.tournament.round_robin.cycles, 1);
    assert_eq!(app.tournament.rounds_planned, 5);
    press(&mut app, "<Left>");
    assert_eq!(
        app.tournament.round_robin.cycle_choice(),
        (2, DoubleRoundRobin::Berger)
    );
    press(&mut app, "<F3>p<F6><Right>");
    assert_eq!(app.tournament.rounds_paired(), 1);
    assert_eq!(
        app.status.text,
        "the round robin's cycles and pairing numbers cannot change once round 1 is paired"
    );
    assert_eq!(app.tournament.round_robin.cycles, 2);
}

/// With the pairing numbers given by hand, a player added before round 1 takes the next
/// free number, whatever his rating, and every number the arbiter gave stays.
#[test]
fn a_player_added_to_numbers_by_hand_takes_the_next_free_number() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let dir = directory.path();
    new_round_robin(dir, "h.toml", &["--numbers", "hand"]);
    add_rated(
        dir,
        "h.toml",
        &[("Aas, A", "2400"), ("Berg, B", "2300"), ("Cruz, C", "2200")],
    );
    cli::ok_in(dir, &["player", "number", "h.toml", "1", "3"]);
    assert_eq!(
        cli::ok_in(
            dir,
            &[
                "player", "add", "h.toml", "--name", "Dahl, D", "--rating", "2500",
            ],
        ),
        "added Dahl, D as player 4\n"
    );
    assert_eq!(
        cli::ok_in(dir, &["player", "list", "h.toml"]),
        " TPN  Tit  Name                            Rating  Fed    Pts  status
   1       Cruz, C                           2200           0  active
   2       Berg, B                           2300           0  active
   3       Aas, A                            2400           0  active
   4       Dahl, D                           2500           0  active
"
    );
}
