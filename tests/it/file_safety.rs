//! Nothing saved is ever lost: a writer killed at any moment leaves a file that loads
//! with the old or the new content, and two processes saving one file in turn keep
//! every change.
//!
//! The child processes are this test binary itself, started again with
//! `ARBITER_TEST_ROLE` set: the `child_*` tests do nothing in a normal run.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use arbiter::model::{PairingSystem, Player, Tournament};
use arbiter::storage;

const ROLE: &str = "ARBITER_TEST_ROLE";
const FILE: &str = "ARBITER_TEST_FILE";

fn child(test: &str, file: &Path, extra: &[(&str, String)]) -> Command {
    // The harness names a test by its path below the crate root: `file_safety::name`.
    let module = module_path!().split_once("::").map_or("", |(_, path)| path);
    let mut command = Command::new(std::env::current_exe().expect("test binary path"));
    command
        .args([
            format!("{module}::{test}").as_str(),
            "--exact",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(ROLE, test)
        .env(FILE, file)
        .stdout(Stdio::null())
        .stderr(Stdio::inherit());
    for (key, value) in extra {
        command.env(key, value);
    }
    command
}

fn role_is(test: &str) -> Option<PathBuf> {
    if std::env::var(ROLE).ok()? != test {
        return None;
    }
    std::env::var(FILE).ok().map(PathBuf::from)
}

/// The counter the writers increase: the number of players.
fn counter(file: &Path) -> usize {
    storage::load(file)
        .unwrap_or_else(|error| panic!("the file does not load: {error}"))
        .players
        .len()
}

fn new_file(directory: &Path) -> PathBuf {
    let path = directory.join("event.toml");
    let tournament = Tournament::new("Safety Open", PairingSystem::DoubleSwiss, 9);
    storage::save(&path, &tournament).expect("initial save");
    path
}

#[test]
fn child_save_forever() {
    let Some(file) = role_is("child_save_forever") else {
        return;
    };
    for i in 0.. {
        storage::modify(&file, |t| {
            t.add_player(Player::new(
                format!("Player {} {i:06}", std::process::id()),
                Some(1500),
            ))
        })
        .expect("saved")
        .expect("added");
    }
}

/// 200 kills in two shards of 100, each on its own file, so the harness runs them side
/// by side.
#[test]
fn a_writer_killed_at_random_moments_never_breaks_the_file() {
    writer_killed_at_random_moments(0x5eed, 100);
}

#[test]
fn a_writer_killed_at_other_random_moments_never_breaks_the_file() {
    writer_killed_at_random_moments(0xfeed, 100);
}

/// Starts a writer `kills` times and kills it after a random delay drawn from `seed`;
/// after each kill the file loads, never went back, and its history is not behind it.
fn writer_killed_at_random_moments(mut seed: u64, kills: u32) {
    let directory = tempfile::tempdir().expect("temporary directory");
    let file = new_file(directory.path());
    let mut last = counter(&file);
    for _ in 0..kills {
        let mut writer = child("child_save_forever", &file, &[])
            .spawn()
            .expect("writer started");
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        std::thread::sleep(Duration::from_micros(1_000 + (seed >> 33) % 40_000));
        writer.kill().expect("SIGKILL sent");
        writer.wait().expect("writer ended");
        let now = counter(&file);
        assert!(
            now >= last,
            "the file went back from {last} to {now} players"
        );
        // The round's history copy is written after the file: never ahead of it (a
        // change not saved is never kept).
        let kept = counter(&storage::history_directory(&file).join("round-00.toml"));
        assert!(
            kept <= now,
            "the history has {kept} players, the file {now}"
        );
        last = now;
    }
    // A save that ends brings the history up to the file again.
    storage::modify(&file, |t| t.add_player(Player::new("Last", Some(1500))))
        .expect("saved")
        .expect("added");
    let history = storage::history_directory(&file).join("round-00.toml");
    assert_eq!(counter(&history), counter(&file), "the history caught up");
    eprintln!("{last} saves survived {kills} kills");
    assert!(last >= 5, "only {last} saves completed in {kills} runs");
    // The backup is a complete earlier version too.
    storage::load(&storage::backup_path(&file)).expect("the backup loads");
    // The next save removes what the killed writers left half-written.
    storage::modify(&file, |t| {
        t.add_player(Player::new("After, All", Some(1500)))
    })
    .expect("saved")
    .expect("added");
    for place in [
        directory.path().to_path_buf(),
        storage::history_directory(&file),
    ] {
        let left: Vec<String> = std::fs::read_dir(&place)
            .expect("directory")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .filter(|name| name.contains(".tmp-"))
            .collect();
        assert!(left.is_empty(), "temporary files left: {left:?}");
    }
}

#[test]
fn child_add_players() {
    let Some(file) = role_is("child_add_players") else {
        return;
    };
    let name = std::env::var("ARBITER_TEST_NAME").expect("writer name");
    for i in 0..500 {
        storage::modify(&file, |t| {
            t.add_player(Player::new(format!("{name} {i:03}"), Some(1500)))
        })
        .expect("saved")
        .expect("added");
    }
}

#[test]
fn two_processes_saving_in_turn_lose_nothing() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let file = new_file(directory.path());
    let writers: Vec<_> = ["Alpha", "Bravo"]
        .into_iter()
        .map(|name| {
            child(
                "child_add_players",
                &file,
                &[("ARBITER_TEST_NAME", name.to_string())],
            )
            .spawn()
            .expect("writer started")
        })
        .collect();
    for mut writer in writers {
        assert!(writer.wait().expect("writer ended").success());
    }
    let tournament = storage::load(&file).expect("loads");
    assert_eq!(tournament.players.len(), 1000);
    for name in ["Alpha", "Bravo"] {
        for i in 0..500 {
            let expected = format!("{name} {i:03}");
            assert!(
                tournament.players.iter().any(|p| p.name == expected),
                "{expected} was lost"
            );
        }
    }
}

#[test]
fn a_long_running_program_applies_its_change_to_the_newest_version() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let file = new_file(directory.path());
    let (mut open, state) = storage::TournamentFile::open(&file).expect("opens");
    // Another arbiter adds a player meanwhile.
    storage::modify(&file, |t| {
        t.add_player(Player::new("Other, Arbiter", Some(2000)))
    })
    .expect("saved")
    .expect("added");
    assert!(open.changed_on_disk());
    let updated = open
        .update(&state, |t| {
            t.add_player(Player::new("Mine, Change", Some(1900)))
        })
        .expect("saved")
        .expect("added");
    let names: Vec<&str> = updated
        .tournament
        .players
        .iter()
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(names, ["Other, Arbiter", "Mine, Change"]);
    let by = updated.external.expect("the other save was noticed").by;
    assert!(by.is_some_and(|who| who.contains(&format!("pid {}", std::process::id()))));
    assert_eq!(storage::load(&file).expect("loads"), updated.tournament);
    assert!(!open.changed_on_disk());
}

#[test]
fn every_round_is_kept_and_can_be_restored() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let file = new_file(directory.path());
    storage::modify(&file, |t| {
        for name in ["A", "B"] {
            t.add_player(Player::new(name, Some(2000)))?;
        }
        Ok::<_, arbiter::edit::EditError>(())
    })
    .expect("saved")
    .expect("added");
    storage::modify(&file, |t| {
        let pairing = arbiter::pairing::RoundPairing {
            boards: vec![arbiter::pairing::PairedBoard {
                white: 1,
                black: 2,
                explanation: String::new(),
            }],
            bye: None,
        };
        Ok::<_, ()>(arbiter::pairing::add_round(t, &pairing))
    })
    .expect("saved")
    .expect("paired");
    assert_eq!(storage::saved_rounds(&file), [0, 1]);
    let restored = storage::restore(&file, 0).expect("restored").tournament;
    assert_eq!(restored.rounds_paired(), 0);
    assert_eq!(restored.players.len(), 2);
    assert_eq!(storage::load(&file).expect("loads"), restored);
    assert_eq!(
        storage::load(&storage::backup_path(&file))
            .expect("backup loads")
            .rounds_paired(),
        1
    );
}
