//! The one text policy at the edges (docs/text-policy.md): hostile names, prize names,
//! CSV, TOML and TRF files are refused where they come in or written out harmlessly,
//! and what is sized by input is bounded.

use std::path::Path;

use arbiter::edit::{Edit, EditError};
use arbiter::export::{csv, prizes, text};
use arbiter::model::{PairingSystem, Player, PrizeCategory, Tournament};
use arbiter::rating::report::RatingReport;
use arbiter::standings::{prizes::prize_lists, standings};
use arbiter::{storage, trf};

use crate::support::cli::{arbiter_in, ok_in, refused_in};
use crate::support::fixtures;
use crate::support::standings::{bye, pair, tournament};

/// A new tournament `open.toml` with two players in `directory`.
fn event(directory: &Path) {
    let mut t = Tournament::new("Open", PairingSystem::Dutch, 5);
    for (name, rating) in [("Alpha, Anna", 2000), ("Beta, Bert", 1900)] {
        Edit::AddPlayer(Player::new(name, Some(rating)))
            .apply(&mut t)
            .expect("added");
    }
    storage::save(&directory.join("open.toml"), &t).expect("saved");
}

fn names(directory: &Path) -> Vec<String> {
    storage::load(&directory.join("open.toml"))
        .expect("loads")
        .players
        .into_iter()
        .map(|p| p.name)
        .collect()
}

#[test]
fn a_name_of_seventy_thousand_characters_is_refused_at_every_entry() {
    let directory = tempfile::tempdir().expect("directory");
    let dir = directory.path();
    event(dir);
    let long = "x".repeat(70_000);
    let refused = refused_in(dir, &["player", "add", "open.toml", "--name", &long]);
    assert!(
        refused.contains("name: 70000 characters: at most 100 are accepted"),
        "{refused}"
    );
    std::fs::write(dir.join("long.csv"), format!("Name,Rating\n{long},2000\n")).expect("csv");
    let refused = refused_in(dir, &["player", "import", "open.toml", "--csv", "long.csv"]);
    assert!(
        refused.contains("70000 characters: at most 100 are accepted"),
        "{refused}"
    );
    assert_eq!(names(dir), ["Alpha, Anna", "Beta, Bert"]);
    // A file written by hand is refused where the name is.
    let toml = std::fs::read_to_string(dir.join("open.toml")).expect("read");
    let toml = toml.replace("Beta, Bert", &long);
    let error = storage::parse(&toml, Path::new("hand.toml"))
        .expect_err("refused")
        .to_string();
    assert!(
        error.contains("players[1].name: 70000 characters: at most 100 are accepted"),
        "{error}"
    );
}

#[test]
fn lists_with_a_name_longer_than_a_formatting_width_do_not_panic() {
    // Built past the checks, as a tournament from an older version could be.
    let long = "y".repeat(70_000);
    let mut t = tournament(
        PairingSystem::Dutch,
        3,
        &[(long.as_str(), Some(2000)), ("Short", Some(1900))],
    );
    pair(&mut t, 1, 1, 2, "1-0");
    let standings = standings(&t);
    let page = text::standings(&t, &standings);
    assert!(page.contains(&format!("{long} 2000")), "the name is whole");
    assert!(text::cards(&t, &t.rounds[0]).contains(&long));
    let report = RatingReport::build(&t).expect("a report");
    assert!(arbiter::export::rating::text(&report).contains(&long));
}

#[test]
fn invisible_variants_of_a_name_are_refused_and_duplicates_compared_normalised() {
    let mut t = Tournament::new("Open", PairingSystem::Dutch, 5);
    let add = |t: &mut Tournament, name: &str| Edit::AddPlayer(Player::new(name, None)).apply(t);
    add(&mut t, "Carlsen, Magnus").expect("added");
    for (variant, message) in [
        (
            "Carlsen,\u{200B} Magnus",
            "the name: character 9 is an invisible format character (U+200B)",
        ),
        (
            "Carlsen, Magnus\u{2028}",
            "the name: character 16 is a line break (U+2028)",
        ),
        (
            "\u{061C}Carlsen, Magnus",
            "the name: character 1 is an invisible format character (U+061C)",
        ),
        (
            "\u{FEFF}Carlsen, Magnus",
            "the name: character 1 is an invisible format character (U+FEFF)",
        ),
        (
            "Carlsen, Magnus\u{3164}",
            "the name: character 16 is an invisible character (U+3164)",
        ),
    ] {
        let refused = add(&mut t, variant).expect_err(variant);
        assert!(matches!(refused, EditError::Text { .. }), "{refused:?}");
        assert!(refused.to_string().starts_with(message), "{refused}");
    }
    for same in ["carlsen, magnus", "Carlsen,  Magnus", "Ｃarlsen, Magnus"] {
        assert_eq!(
            add(&mut t, same),
            Err(EditError::DuplicatePlayer("Carlsen, Magnus".into(), 1)),
            "{same}"
        );
    }
    // A name typed with a combining accent is kept composed (NFC), and is then the
    // same as the composed one.
    add(&mut t, "Gu\u{0301}stafsson, Ola").expect("added");
    assert_eq!(t.players[1].name, "Gústafsson, Ola");
    assert!(matches!(
        add(&mut t, "Gústafsson, Ola"),
        Err(EditError::DuplicatePlayer(..))
    ));
    assert_eq!(t.players.len(), 2);
}

#[test]
fn prize_names_are_checked_and_written_harmlessly() {
    let mut t = tournament(PairingSystem::Dutch, 3, &[("Alpha", Some(2000))]);
    let escape = Edit::AddPrizeCategory(Box::new(PrizeCategory::new("U18\u{1b}[2J", 1)));
    let refused = escape.apply(&mut t).expect_err("refused");
    assert!(
        refused
            .to_string()
            .contains("\"U18\\u{1b}[2J\", name: character 4 is a control character (U+001B)"),
        "{refused}"
    );
    let formula = "=cmd|' /C calc'!A0";
    Edit::AddPrizeCategory(Box::new(PrizeCategory::new(formula, 1)))
        .apply(&mut t)
        .expect("a formula is text");
    let standings = standings(&t);
    let lists = prize_lists(&t, &standings);
    let table = prizes::csv(&t, &lists);
    let second = table.lines().nth(1).expect("a row");
    assert!(
        second.starts_with("\"'=cmd|' /C calc'!A0\","),
        "the first cell is text, not a formula: {second}"
    );
    let page = prizes::html(&t, &lists);
    assert!(!page.contains("<script"), "escaped");
}

#[test]
fn every_text_field_of_a_csv_is_quoted_for_semicolon_spreadsheets() {
    let mut t = tournament(
        PairingSystem::Dutch,
        3,
        &[("Smith;=1+1", Some(2000)), ("-Minus, Max", None)],
    );
    pair(&mut t, 1, 1, 2, "1-0");
    bye(&mut t, 2, 1, arbiter::model::ByeKind::Half);
    let players = csv::players(&t);
    assert_eq!(
        players,
        "\"No\",\"Name\",\"Rating\",\"Federation\",\"FIDE id\",\"Withdrawn from round\"\r\n\
         1,\"Smith;=1+1\",2000,,,\r\n\
         2,\"'-Minus, Max\",,,,\r\n"
    );
    let standings = standings(&t);
    let table = csv::standings(&t, &standings);
    assert!(table.contains(",\"Smith;=1+1\",2000,"), "{table}");
}

#[test]
fn messages_quoting_outside_text_show_escapes_as_codes() {
    let directory = tempfile::tempdir().expect("directory");
    let dir = directory.path();
    event(dir);
    // A key of a hand-written file.
    let toml = std::fs::read_to_string(dir.join("open.toml")).expect("read");
    let toml = toml.replacen(
        "[tournament]\n",
        "[tournament]\n\"evil\\u001b]0;x\\u0007\" = 1\n",
        1,
    );
    std::fs::write(dir.join("hand.toml"), toml).expect("written");
    let refused = refused_in(dir, &["show", "hand.toml"]);
    assert!(!refused.contains('\u{1b}'), "{refused:?}");
    assert!(refused.contains("evil\\u{1b}]0;x\\u{7}"), "{refused}");
    // A CSV row with an invisible character: the error names the row and prints it
    // safely.
    std::fs::write(dir.join("bad.csv"), "Name\nEvil\u{1b}[2J\u{200B}\n").expect("csv");
    let refused = refused_in(dir, &["player", "import", "open.toml", "--csv", "bad.csv"]);
    assert!(!refused.contains('\u{1b}'), "{refused:?}");
    assert!(refused.contains("(Evil\\u{1b}[2J\\u{200b})"), "{refused}");
    // A FIDE list's names.
    let list = fixtures::text("registration/players_list_foa.txt")
        .replace("Maes, Joris", "Maes\u{1b}[2J, J");
    std::fs::write(dir.join("list.txt"), list).expect("list");
    let found = ok_in(dir, &["player", "lookup", "list.txt", "maes"]);
    assert!(!found.contains('\u{1b}'), "{found:?}");
    assert!(found.contains("Maes\\u{1b}[2J, J"), "{found}");
}

#[test]
fn the_rounds_are_bounded_at_every_entry() {
    let directory = tempfile::tempdir().expect("directory");
    let dir = directory.path();
    let refused = refused_in(
        dir,
        &[
            "new",
            "big.toml",
            "--system",
            "dutch",
            "--name",
            "Big",
            "--rounds",
            "4294967295",
        ],
    );
    assert!(
        refused.contains("--rounds: 4294967295 rounds: a tournament has from 1 to 99 rounds"),
        "{refused}"
    );
    assert!(!dir.join("big.toml").exists());
    event(dir);
    let refused = refused_in(dir, &["settings", "open.toml", "--rounds", "100"]);
    assert!(
        refused.contains("100 rounds: a tournament has from 1 to 99 rounds"),
        "{refused}"
    );
    let toml = std::fs::read_to_string(dir.join("open.toml")).expect("read");
    let toml = toml.replace("rounds = 5", "rounds = 4294967295");
    let error = storage::parse(&toml, Path::new("hand.toml"))
        .expect_err("refused")
        .to_string();
    assert!(
        error.contains("tournament.rounds: 4294967295 rounds: a tournament has from 1 to 99"),
        "{error}"
    );
    let t = tournament(PairingSystem::Dutch, 5, &[("Alpha", Some(2000))]);
    let file = trf::write(&t).expect("written");
    let hostile = file
        .replace("142 5\r\n", "142 4294967295\r\n")
        .replace("XXR 5\r\n", "XXR 4294967295\r\n");
    assert_ne!(hostile, file);
    let error = trf::read(&hostile, None).expect_err("refused").to_string();
    assert!(
        error.contains("4294967295 rounds: a tournament has from 1 to 99 rounds"),
        "{error}"
    );
}

#[test]
fn a_tournament_file_beyond_the_limit_is_refused_before_it_is_parsed() {
    let directory = tempfile::tempdir().expect("directory");
    let path = directory.path().join("huge.toml");
    let padding = "# padding\n".repeat(storage::MAX_FILE_BYTES / 10 + 1);
    std::fs::write(&path, padding).expect("written");
    let error = storage::load(&path).expect_err("refused").to_string();
    assert!(
        error.ends_with(
            "huge.toml:1:1: the file is larger than 16 MiB, the most a tournament file may have: it is not read"
        ),
        "{error}"
    );
}

#[test]
fn a_trf_export_warns_of_each_name_it_cuts() {
    let directory = tempfile::tempdir().expect("directory");
    let dir = directory.path();
    let long = "Wolfeschlegelsteinhausen-Bergerdorff, Hubert";
    let mut t = tournament(
        PairingSystem::Dutch,
        3,
        &[(long, Some(2000)), ("Short", None)],
    );
    t.info.name = "Open".into();
    storage::save(&dir.join("open.toml"), &t).expect("saved");
    let output = arbiter_in(dir, &["trf", "export", "open.toml", "-o", "open.trf"]);
    assert!(output.success(), "{}", output.stderr);
    assert_eq!(
        output.stderr,
        format!(
            "warning: player 1's name has 44 characters; the TRF name field holds 33: written as \"{}\"\n",
            &long[..33]
        )
    );
}

#[test]
fn a_withdrawal_from_a_paired_round_comes_back_from_trf_as_that_round() {
    let mut t = tournament(
        PairingSystem::Dutch,
        5,
        &[
            ("Alpha", Some(2000)),
            ("Beta", Some(1900)),
            ("Gamma", Some(1800)),
        ],
    );
    pair(&mut t, 1, 1, 2, "1-0");
    bye(&mut t, 1, 3, arbiter::model::ByeKind::Pairing);
    pair(&mut t, 2, 3, 1, "0-1");
    bye(&mut t, 2, 2, arbiter::model::ByeKind::Absent);
    // Beta does not come to round 2, which is paired: withdrawn from round 2.
    t.withdraw(2, 2).expect("withdrawn");
    let back = trf::read(&trf::write(&t).expect("written"), None)
        .expect("read")
        .tournament;
    assert_eq!(back.player(2).expect("Beta").withdrawn_from, Some(2));
}
