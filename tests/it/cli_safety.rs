//! The command line on hostile input and output: closed pipes and full disks, names
//! with terminal escapes or spreadsheet formulas, commands that would replace work
//! without asking.

use std::path::Path;
use std::process::Stdio;

use arbiter::model::{PairingSystem, Player, Tournament};
use arbiter::storage;

use crate::support::cli::{self, arbiter};

fn path_str(path: &Path) -> &str {
    path.to_str().expect("UTF-8 path")
}

/// A tournament of `players` players saved in `directory`.
fn club(directory: &Path, players: usize) -> std::path::PathBuf {
    let path = directory.join("club.toml");
    let mut t = Tournament::new("Club", PairingSystem::Dutch, 5);
    for i in 0..players {
        t.add_player(Player::new(format!("Player {i:04}"), Some(1500 + i as u16)))
            .expect("added");
    }
    storage::save(&path, &t).expect("saved");
    path
}

#[test]
fn a_closed_pipe_ends_the_output_quietly() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let file = club(directory.path(), 2000);
    for args in [
        vec!["player", "list", path_str(&file)],
        vec!["show", path_str(&file)],
        vec!["standings", path_str(&file)],
        vec![
            "export",
            path_str(&file),
            "--what",
            "standings",
            "--format",
            "csv",
        ],
    ] {
        let mut child = cli::command()
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("runs");
        drop(child.stdout.take()); // The reader goes away at once, as `| head -0`.
        let output = cli::Output::from(child.wait_with_output().expect("ends"));
        let message = output.stderr;
        assert!(!message.contains("panicked"), "{args:?}: {message}");
        assert_ne!(output.status.code(), Some(101), "{args:?}: {message}");
    }
}

#[test]
fn a_full_output_is_an_error_not_a_panic() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let file = club(directory.path(), 50);
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full");
    let output = cli::run(
        cli::command()
            .args(["player", "list", path_str(&file)])
            .stdout(full),
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        output.stderr.trim(),
        "error: cannot write the output: No space left on device (os error 28)"
    );
}

/// A disk that fills during a save, without root: the file size limit of the process
/// (`ulimit -f`), with the signal it sends ignored, makes every write past the limit
/// fail as a full disk does (EFBIG instead of ENOSPC).
#[test]
fn a_save_on_a_full_disk_leaves_the_file_as_it_was_and_says_so() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let file = club(directory.path(), 2000);
    let before = std::fs::read(&file).expect("read");
    assert!(before.len() > 64 * 1024, "larger than the limit below");
    let output = cli::run(
        std::process::Command::new("sh")
            .args([
                "-c",
                "trap '' XFSZ; ulimit -f 64; exec \"$0\" \"$@\"",
                env!("CARGO_BIN_EXE_arbiter"),
                "player",
                "add",
                path_str(&file),
                "--name",
                "Late, Entry",
                "--rating",
                "2999",
            ])
            .current_dir(directory.path()),
    );
    assert_eq!(output.status.code(), Some(1), "{}", output.stderr);
    let message = output.stderr.trim();
    assert!(
        message.starts_with(&format!(
            "error: {}: cannot save the file (nothing was changed on disk): ",
            file.display()
        )) && message.contains("File too large (os error 27)"),
        "{message}"
    );
    assert_eq!(std::fs::read(&file).expect("read"), before);
    assert_eq!(storage::load(&file).expect("loads").players.len(), 2000);
}

#[test]
fn a_name_with_a_terminal_escape_is_refused() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let file = club(directory.path(), 2);
    let output = arbiter(&[
        "player",
        "add",
        path_str(&file),
        "--name",
        "Evil\u{1b}]0;pwned\u{7}",
    ]);
    assert!(!output.status.success());
    let message = output.stderr;
    assert!(
        message.contains("name: character 5 is a control character (U+001B)"),
        "{message}"
    );
    assert!(!message.contains('\u{1b}'), "the message is printed safely");
    assert_eq!(storage::load(&file).expect("loads").players.len(), 2);
}

#[test]
fn csv_cells_from_names_are_not_formulas() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let file = club(directory.path(), 2);
    storage::modify(&file, |t| {
        t.add_player(Player::new("=HYPERLINK(\"http://x\")", Some(1400)))?;
        t.add_player(Player::new("@SUM(A1)", Some(1300)))
    })
    .expect("saved")
    .expect("added");
    let output = arbiter(&[
        "export",
        path_str(&file),
        "--what",
        "standings",
        "--format",
        "csv",
    ]);
    let csv = output.stdout;
    assert!(csv.contains(",\"'=HYPERLINK(\"\"http://x\"\")\","), "{csv}");
    assert!(csv.contains(",\"'@SUM(A1)\","), "{csv}");
}

#[test]
fn restore_asks_first_and_demo_and_new_do_not_overwrite_silently() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let file = club(directory.path(), 4);
    let before = std::fs::read(&file).expect("read");
    let output = arbiter(&["restore", path_str(&file), "--rounds", "0"]);
    assert!(!output.status.success());
    assert!(
        output.stderr.contains("repeat with --yes"),
        "{}",
        output.stderr
    );
    assert_eq!(std::fs::read(&file).expect("read"), before);
    let output = arbiter(&["restore", path_str(&file), "--rounds", "0", "--yes"]);
    assert!(output.status.success(), "{}", output.stderr);

    let demo = directory.path().join("demo");
    assert!(
        arbiter(&["demo", "--out", path_str(&demo)])
            .status
            .success()
    );
    let dutch = demo.join("dutch-club.toml");
    storage::modify(&dutch, |t| {
        t.add_player(Player::new("Mine, Own", Some(1500)))
    })
    .expect("saved")
    .expect("added");
    let mine = std::fs::read(&dutch).expect("read");
    let output = arbiter(&["demo", "--out", path_str(&demo)]);
    assert!(!output.status.success());
    assert!(output.stderr.contains("--force"), "{}", output.stderr);
    assert_eq!(std::fs::read(&dutch).expect("read"), mine);

    // A new tournament over an old one starts with no history of the old one.
    let output = arbiter(&[
        "new",
        path_str(&file),
        "--system",
        "dutch",
        "--rounds",
        "3",
        "--force",
    ]);
    assert!(output.status.success(), "{}", output.stderr);
    let rounds = storage::saved_rounds(&file);
    assert_eq!(rounds, [0]);
    let kept =
        storage::load(&storage::history_directory(&file).join("round-00.toml")).expect("loads");
    assert!(kept.players.is_empty(), "round 0 is the new tournament's");
    let replaced: Vec<_> = std::fs::read_dir(storage::history_directory(&file))
        .expect("history")
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().starts_with("replaced-"))
        .collect();
    assert!(replaced.is_empty());
}

#[test]
fn trf_generate_counts_are_bounded() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let out = directory.path().join("g.trf");
    for (players, rounds, expected) in [
        (
            "10",
            "4294967295",
            "4294967295 rounds: a TRF tournament has at most 9998",
        ),
        ("10000", "9", "10000 players: a TRF holds at most 9999"),
    ] {
        let output = arbiter(&[
            "trf",
            "generate",
            "--system",
            "dutch",
            "--players",
            players,
            "--rounds",
            rounds,
            "--seed",
            "1",
            "-o",
            path_str(&out),
        ]);
        assert!(!output.status.success());
        assert!(output.stderr.contains(expected), "{}", output.stderr);
    }
}

#[test]
fn trf_self_opponent_and_control_characters_are_located() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let trf = directory.path().join("x.trf");
    let player = |number: u32, name: &str, round: &str| {
        format!(
            "001 {number:>4}      {name:<33} 1500                             1.0       {round}"
        )
    };
    let write = |lines: &[String]| {
        let mut text = String::from("012 Test\n");
        text += "XXR 3\n";
        for line in lines {
            text += line;
            text += "\n";
        }
        std::fs::write(&trf, text).expect("written");
    };
    let toml = directory.path().join("x.toml");
    let import = || {
        arbiter(&[
            "trf",
            "import",
            path_str(&trf),
            "--system",
            "dutch",
            "-o",
            path_str(&toml),
        ])
        .stderr
    };
    write(&[
        player(1, "Self, Ish", "   1 w 1  "),
        player(2, "Other, One", "          "),
    ]);
    let message = import();
    assert!(
        message.contains("x.trf")
            && message
                .contains("line 3, column 92: round 1: player 1 is given himself as the opponent"),
        "{message}"
    );
    write(&[
        player(1, "Bad\u{1b}[2JName", "   2 w 1  "),
        player(2, "Other, One", "   1 b 0  "),
    ]);
    let message = import();
    assert!(
        message.contains("x.trf")
            && message.contains("line 3, column 18:")
            && message.contains("\\u{1b}"),
        "{message}"
    );
    assert!(!message.contains('\u{1b}'), "{message}");
}
