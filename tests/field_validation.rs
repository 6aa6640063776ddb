//! One validation for every way a value comes in (issue 15, item 16): the tournament
//! file, a TRF file, the command line and the terminal application's edits all refuse
//! the same impossible values, with a message that names the value.

use std::path::Path;
use std::process::Command;

use arbiter::model::validate::FieldError;
use arbiter::model::{Edit, PairingSystem, Player, Points, ScoreItem, Setting, Tournament};
use arbiter::storage;

const HEADER: &str = r#"format_version = 1

[tournament]
name = "Club Open"
system = "dutch"
rounds = 5
initial_colour = "white"

[[players]]
tpn = 1
name = "Ann"
rating = 2100

[[players]]
tpn = 2
name = "Bob"
rating = 2000
"#;

fn file_error(text: &str) -> String {
    match storage::parse(text, Path::new("club.toml")) {
        Ok(_) => panic!("the file was accepted:\n{text}"),
        Err(error) => error.to_string(),
    }
}

#[test]
fn a_file_with_an_impossible_birth_date() {
    let text = HEADER.replace(
        "rating = 2100",
        "rating = 2100\nbirth_date = \"99999-99-99\"",
    );
    assert_eq!(
        file_error(&text),
        "club.toml:13:14: players[0].birth_date: \"99999-99-99\" is not a birth date YYYY, YYYY-MM or YYYY-MM-DD"
    );
}

#[test]
fn a_file_with_board_zero() {
    let text = format!(
        "{HEADER}\n[[rounds]]\nnumber = 1\npairings = [\n  {{ board = 0, white = 1, black = 2 }},\n]\n"
    );
    assert_eq!(
        file_error(&text),
        "club.toml:22:13: rounds[0].pairings[0].board: boards are numbered from 1"
    );
}

#[test]
fn a_file_with_negative_points() {
    let text = format!(
        "{HEADER}\n[scoring]\nwin = -1.0\ndraw = 0.5\nloss = 0.0\nforfeit_win = 1.0\nforfeit_loss = 0.0\npairing_bye = 1.0\nfull_bye = 1.0\nhalf_bye = 0.5\nzero_bye = 0.0\n"
    );
    assert_eq!(
        file_error(&text),
        "club.toml:20:7: scoring.win: -1 points: points are never negative"
    );
}

#[test]
fn a_file_with_an_empty_list_of_rounds_beside_rounds() {
    let text = format!(
        "{}\n[[rounds]]\nnumber = 1\npairings = [\n  {{ board = 1, white = 1, black = 2 }},\n]\n",
        HEADER.replace("format_version = 1", "format_version = 1\nrounds = []")
    );
    let error = file_error(&text);
    assert!(error.starts_with("club.toml:"), "{error}");
}

#[test]
fn a_file_with_a_federation_and_fide_id_that_cannot_be() {
    let text = HEADER.replace("rating = 2100", "rating = 2100\nfederation = \"N1\"");
    assert_eq!(
        file_error(&text),
        "club.toml:13:14: players[0].federation: \"N1\" is not a federation: three letters, e.g. NED"
    );
    let text = HEADER.replace("rating = 2100", "rating = 2100\nfide_id = 0");
    assert_eq!(
        file_error(&text),
        "club.toml:13:11: players[0].fide_id: 0 is not a FIDE id: a number from 1, at most 10 digits"
    );
    let text = HEADER.replace(
        "initial_colour = \"white\"",
        "initial_colour = \"white\"\nstart_date = \"2026-13-45\"",
    );
    assert_eq!(
        file_error(&text),
        "club.toml:8:14: tournament.start_date: \"2026-13-45\" is not a date YYYY-MM-DD"
    );
}

#[test]
fn a_trf_file_with_a_day_that_does_not_exist() {
    let text = include_str!("fixtures/trf/dutch_finished.trf");
    assert!(arbiter::trf::read(text, None).is_ok());
    let text = text.replace("1990/00/00", "1990/02/30");
    let error = match arbiter::trf::read(&text, None) {
        Ok(_) => panic!("the TRF file was accepted"),
        Err(error) => error.to_string(),
    };
    assert!(
        error.contains("\"1990-02-30\" is not a birth date YYYY, YYYY-MM or YYYY-MM-DD"),
        "{error}"
    );
}

fn arbiter(args: &[&str]) -> (bool, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .output()
        .expect("arbiter runs");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn the_command_line_refuses_what_the_model_refuses() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let file = directory.path().join("open.toml");
    let f = file.to_str().expect("UTF-8 path");
    let (ok, error) = arbiter(&[
        "new",
        f,
        "--system",
        "dutch",
        "--rounds",
        "5",
        "--start-date",
        "2026-13-45",
    ]);
    assert!(!ok);
    assert!(
        error.contains("\"2026-13-45\" is not a date YYYY-MM-DD"),
        "{error}"
    );
    assert!(!file.exists(), "nothing was created");
    let (ok, error) = arbiter(&["new", f, "--system", "dutch", "--rounds", "5"]);
    assert!(ok, "{error}");
    let refused = [
        (
            vec!["--birth-date", "2026-02-30"],
            "\"2026-02-30\" is not a birth date YYYY, YYYY-MM or YYYY-MM-DD",
        ),
        (
            vec!["--federation", "NL"],
            "\"NL\" is not a federation: three letters, e.g. NED",
        ),
        (
            vec!["--fide-id", "0"],
            "0 is not a FIDE id: a number from 1, at most 10 digits",
        ),
    ];
    for (options, message) in refused {
        let mut args = vec!["player", "add", f, "--name", "Ann"];
        args.extend(options);
        let (ok, error) = arbiter(&args);
        assert!(!ok, "{args:?} was accepted");
        assert!(error.contains(message), "{args:?}: {error}");
    }
    let (ok, error) = arbiter(&["settings", f, "--start-date", "2026-13-45"]);
    assert!(!ok);
    assert!(
        error.contains("\"2026-13-45\" is not a date YYYY-MM-DD"),
        "{error}"
    );
    let (ok, error) = arbiter(&["settings", f, "--win=-1"]);
    assert!(!ok);
    assert!(error.contains("is not a number of points"), "{error}");
    assert_eq!(storage::load(&file).expect("loads").players.len(), 0);
}

#[test]
fn edits_refuse_what_the_file_would_refuse() {
    let mut t = Tournament::new("Open", PairingSystem::Dutch, 5);
    let mut player = Player::new("Ann", Some(2000));
    player.birth_date = Some("99999-99-99".into());
    assert_eq!(
        Edit::AddPlayer(player).apply(&mut t),
        Err(FieldError::BirthDate("99999-99-99".into()).into())
    );
    let negative = Edit::Setting(Setting::Points(ScoreItem::Win, Points::from_tenths(-10)));
    assert_eq!(
        negative.apply(&mut t).map_err(|e| e.to_string()),
        Err("-1 points: points are never negative".into())
    );
    assert_eq!(t, Tournament::new("Open", PairingSystem::Dutch, 5));
}
