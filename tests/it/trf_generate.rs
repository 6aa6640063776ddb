//! `arbiter trf generate` with a configuration file, as FIDE's random tournament
//! generator takes one, and `arbiter trf export --dialect`.

use arbiter::model::Acceleration;
use arbiter::trf::{self, Dialect};

use crate::support::cli::arbiter_trf;
use crate::support::fixtures;

/// `trf generate` with `args`; its exit code, errors and the file written.
fn generate(dir: &std::path::Path, args: &[&str]) -> (u8, String, String) {
    let out = dir.join("t.trf").display().to_string();
    let mut all = vec!["generate"];
    all.extend(args);
    all.extend(["-o", &out]);
    let (status, _, err) = arbiter_trf(&all);
    (
        status,
        err,
        std::fs::read_to_string(&out).unwrap_or_default(),
    )
}

#[test]
fn the_generator_takes_a_configuration_file_and_flags_override_it() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let example = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("docs/examples/generate.toml")
        .display()
        .to_string();
    let (status, err, from_file) = generate(dir.path(), &["--config", &example]);
    assert_eq!((status, err.as_str()), (0, ""));
    let t = trf::read(&from_file, None).expect("read").tournament;
    assert_eq!(
        (
            t.players.len(),
            t.rounds_planned,
            t.rounds_paired(),
            t.acceleration
        ),
        (40, 9, 9, Acceleration::Baku)
    );
    assert!(
        t.players
            .iter()
            .all(|p| p.rating.is_none_or(|r| (1400..=2600).contains(&r)))
    );
    // The same settings as flags make the same file; a flag overrides the file.
    let flags = [
        "--system",
        "dutch",
        "--edition",
        "2026",
        "--acceleration",
        "baku",
        "--players",
        "40",
        "--rounds",
        "9",
        "--rounds-played",
        "9",
        "--seed",
        "7",
        "--lowest-rating",
        "1400",
        "--highest-rating",
        "2600",
        "--unrated-rate",
        "0.1",
        "--draw-rate",
        "0.3",
        "--unusual-rate",
        "0.01",
        "--forfeit-rate",
        "0.02",
        "--forfeits-per-round",
        "1",
        "--bye-rate",
        "0.03",
        "--byes-per-round",
        "1",
        "--full-bye-rate",
        "0.2",
        "--withdraw-rate",
        "0.01",
        "--late-entries",
        "2",
        "--tiebreaks",
        "BH/C1,BH,SB,DE",
        "--win",
        "1",
        "--draw",
        "0.5",
        "--loss",
        "0",
    ];
    assert_eq!(
        generate(dir.path(), &flags),
        (0, String::new(), from_file.clone())
    );
    let (status, _, other_seed) = generate(dir.path(), &["--config", &example, "--seed", "8"]);
    assert_eq!(status, 0);
    assert_ne!(other_seed, from_file);
    let (_, _, played) = generate(dir.path(), &["--config", &example, "--rounds-played", "4"]);
    let t = trf::read(&played, None).expect("read").tournament;
    assert_eq!((t.rounds_planned, t.rounds_paired()), (9, 4));
}

/// Byes and forfeits by number per round, full-point byes, unusual results, the
/// tie-break list and other points per result (checklist Q24): a configuration that asks
/// for each makes exactly this file for seed 5.
#[test]
fn the_configuration_takes_numbers_per_round_unusual_results_tiebreaks_and_points() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let config = dir.path().join("rtg.toml");
    std::fs::write(
        &config,
        "system = \"dutch\"\nedition = \"2026\"\nplayers = 9\nrounds = 4\nseed = 5\n\
         unrated-rate = 0\nbyes-per-round = 1\nfull-bye-rate = 0.5\nforfeits-per-round = 1\n\
         unusual-rate = 0.3\ntiebreaks = [\"SB\", \"BH/C1\"]\nwin = 3\ndraw = 1\n\
         forfeit-win = 3\npairing-bye = 3\nfull-bye = 3\nhalf-bye = 1\n",
    )
    .expect("written");
    let (status, err, text) = generate(dir.path(), &["--config", &config.display().to_string()]);
    assert_eq!((status, err.as_str()), (0, ""));
    let t = trf::read(&text, None).expect("read").tournament;
    // One bye asked for in each round, and one forfeited pairing in each round.
    for round in &t.rounds {
        let requested = round
            .byes
            .iter()
            .filter(|b| b.kind != arbiter::model::ByeKind::Pairing)
            .count();
        let forfeited = round
            .pairings
            .iter()
            .filter(|p| p.games[0].is_forfeit())
            .count();
        assert_eq!((round.number, requested, forfeited), (round.number, 1, 1));
    }
    assert_eq!(
        t.tiebreaks.iter().map(|t| t.code()).collect::<Vec<_>>(),
        ["SB", "BH/C1"]
    );
    assert_eq!(t.scoring.win, arbiter::model::Points::from_tenths(30));
    insta::assert_snapshot!(text);
}

#[test]
fn a_configuration_says_what_is_wrong_in_it() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let config = dir.path().join("rtg.toml");
    let config_text = config.display().to_string();
    std::fs::write(
        &config,
        "system = \"dutch\"\nplayers = 20\nPlayersNumber = 20\n",
    )
    .expect("written");
    let (status, err, _) = generate(dir.path(), &["--config", &config_text]);
    assert_eq!(status, 3);
    assert_eq!(
        err,
        format!(
            "error: {config_text}: unknown field `PlayersNumber`, expected one of `system`, `edition`, `acceleration`, `players`, `teams`, `boards`, `colour-preferences`, `primary-score`, `secondary-score`, `rounds`, `rounds-played`, `seed`, `lowest-rating`, `highest-rating`, `unrated-rate`, `draw-rate`, `unusual-rate`, `forfeit-rate`, `forfeits-per-round`, `match-forfeit-rate`, `bye-rate`, `byes-per-round`, `full-bye-rate`, `withdraw-rate`, `late-entries`, `tiebreaks`, `win`, `draw`, `loss`, `forfeit-win`, `forfeit-loss`, `pairing-bye`, `full-bye`, `half-bye`, `zero-bye`\n"
        )
    );
    std::fs::write(&config, "system = \"dutch\"\nplayers = 20\n").expect("written");
    let (status, err, _) = generate(dir.path(), &["--config", &config_text, "--seed", "1"]);
    assert_eq!(
        (status, err.as_str()),
        (
            3,
            "error: --rounds: the rounds setting is needed (a flag or a key of --config)\n"
        )
    );
}

#[test]
fn trf_export_writes_the_dialect_asked_for() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let toml = dir.path().join("t.toml");
    let tournament = trf::read(&fixtures::trf("dutch_finished.trf"), None)
        .expect("read")
        .tournament;
    std::fs::write(&toml, arbiter::storage::to_toml(&tournament)).expect("written");
    let toml = toml.display().to_string();
    for (dialect, expected) in [
        (None, Dialect::Trf26),
        (Some("trf26"), Dialect::Trf26),
        (Some("trf16"), Dialect::Trf16),
        (Some("javafo"), Dialect::Javafo),
        (Some("bbp"), Dialect::Bbp),
    ] {
        let mut args = vec!["export", toml.as_str()];
        args.extend(dialect.map(|d| ["--dialect", d]).iter().flatten());
        let (status, out, err) = arbiter_trf(&args);
        assert_eq!((status, err.as_str()), (0, ""), "{dialect:?}");
        let tournament = arbiter::storage::load(std::path::Path::new(&toml)).expect("loads");
        assert_eq!(
            out,
            trf::write_dialect(&tournament, expected).expect("written"),
            "{dialect:?}"
        );
    }
}

/// A team Swiss generated with the Baku acceleration (C.04.7 1.4.4, match points
/// primary): of 8 teams group A is 1-4 (the first half rounded up to an even number),
/// who start with the 2 virtual match points of a win, so round 1 pairs 1 2 3 4 and 5 6
/// 7 8 apart, each by the first identifier (1-3 2-4, 5-7 6-8; unaccelerated 1-5 2-6 3-7
/// 4-8), colours by 4.3.1 (the first-team with an odd TPN has White). Every round of the
/// whole tournament is the engine's when read back. Game points primary is refused.
#[test]
fn a_team_swiss_is_generated_with_the_baku_acceleration() {
    let dir = tempfile::tempdir().expect("temporary directory");
    // 8 teams of 4 boards, 5 rounds; the exit code, the errors and the file.
    let generate = |played: &str, acceleration: &str, primary: &str| {
        let path = dir
            .path()
            .join(format!("{played}-{acceleration}-{primary}.trf"));
        let path = path.display().to_string();
        let (status, _, err) = arbiter_trf(&[
            "generate",
            "--system",
            "team-swiss",
            "--teams",
            "8",
            "--boards",
            "4",
            "--rounds",
            "5",
            "--rounds-played",
            played,
            "--acceleration",
            acceleration,
            "--primary-score",
            primary,
            "--seed",
            "3",
            "-o",
            &path,
        ]);
        (status, err, path)
    };
    let team_swiss = |played: &str, acceleration: &str| {
        let (status, err, path) = generate(played, acceleration, "match-points");
        assert_eq!(status, 0, "{err}");
        path
    };
    let pair = |path: &str| {
        let (status, out, err) = arbiter_trf(&["pair", "--system", "team-swiss", path]);
        assert_eq!(status, 0, "{err}");
        out
    };
    let accelerated = team_swiss("0", "baku");
    let written = std::fs::read_to_string(&accelerated).expect("written");
    let records: Vec<&str> = written
        .lines()
        .filter(|line| line.starts_with("192") || line.starts_with("XXA"))
        .collect();
    assert_eq!(records, ["192 FIDE_TEAM_TYPEA_MP_GP_BAKU"]);
    assert_eq!(pair(&accelerated), "4\n1 3\n4 2\n5 7\n8 6\n");
    assert_eq!(pair(&team_swiss("0", "none")), "4\n1 5\n6 2\n3 7\n8 4\n");
    let (status, out, err) =
        arbiter_trf(&["check", "--system", "team-swiss", &team_swiss("5", "baku")]);
    assert_eq!((status, err.as_str()), (0, ""));
    let identical: String = (1..=5)
        .map(|round| format!("round {round}: identical\n"))
        .collect();
    assert_eq!(out, identical);

    let (status, err, _) = generate("5", "baku", "game-points");
    assert_eq!(
        (status, err.as_str()),
        (
            3,
            "error: the Baku acceleration cannot be used with game points as the primary score (C.04.7 1.4.4)\n"
        )
    );
}
