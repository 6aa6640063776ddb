//! One validation for every way a value comes in (issue 15, item 16): a TRF file, the
//! command line and the edits of the terminal application refuse the same impossible
//! values as the tournament file (`storage_errors`), with a message that names the
//! value.

use arbiter::edit::{Edit, ScoreItem, Setting};
use arbiter::model::validate::FieldError;
use arbiter::model::{PairingSystem, Player, Points, Tournament};
use arbiter::storage;

use crate::support::cli::{Output, arbiter};
use crate::support::fixtures;

/// A birth date is informational in a TRF written by another program (issue 16): a day
/// that does not exist is not taken, and the import says so at its line and column.
#[test]
fn a_trf_file_with_a_day_that_does_not_exist() {
    let text = fixtures::trf("dutch_finished.trf");
    let before = arbiter::trf::read(&text, None).expect("the fixture reads");
    assert_eq!(
        before.tournament.players[1].birth_date.as_deref(),
        Some("1990")
    );
    let text = text.replace("1990/00/00", "1990/02/30");
    let import = arbiter::trf::read(&text, None).expect("read, without the birth date");
    assert_eq!(import.tournament.players[1].birth_date, None);
    let warnings: Vec<String> = import.warnings.iter().map(ToString::to_string).collect();
    assert!(
        warnings.contains(
            &"line 17, column 70: birth date \"1990/02/30\" is not a date YYYY/MM/DD: left out"
                .to_string()
        ),
        "{warnings:?}"
    );
}

#[test]
fn the_command_line_refuses_what_the_model_refuses() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let file = directory.path().join("open.toml");
    let f = file.to_str().expect("UTF-8 path");
    let Output {
        status,
        stderr: error,
        ..
    } = arbiter(&[
        "new",
        f,
        "--system",
        "dutch",
        "--rounds",
        "5",
        "--start-date",
        "2026-13-45",
    ]);
    assert!(!status.success());
    assert!(
        error.contains("\"2026-13-45\" is not a date YYYY-MM-DD"),
        "{error}"
    );
    assert!(!file.exists(), "nothing was created");
    let Output {
        status,
        stderr: error,
        ..
    } = arbiter(&["new", f, "--system", "dutch", "--rounds", "5"]);
    assert!(status.success(), "{error}");
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
        let Output {
            status,
            stderr: error,
            ..
        } = arbiter(&args);
        assert!(!status.success(), "{args:?} was accepted");
        assert!(error.contains(message), "{args:?}: {error}");
    }
    let Output {
        status,
        stderr: error,
        ..
    } = arbiter(&["settings", f, "--start-date", "2026-13-45"]);
    assert!(!status.success());
    assert!(
        error.contains("\"2026-13-45\" is not a date YYYY-MM-DD"),
        "{error}"
    );
    let Output {
        status,
        stderr: error,
        ..
    } = arbiter(&["settings", f, "--win=-1"]);
    assert!(!status.success());
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
