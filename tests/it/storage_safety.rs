//! A shared tournament directory is hostile ground: planted symbolic links, directories
//! where files belong, read-only files, crashes half-way. Nothing saved is lost,
//! nothing outside the tournament is written, and every error says what happened.

use std::fs;
use std::os::unix::fs::{MetadataExt, PermissionsExt, symlink};
use std::path::{Path, PathBuf};

use arbiter::edit::EditError;
use arbiter::model::{PairingSystem, Player, Tournament};
use arbiter::storage::{self, StorageError};

use crate::support::cli;

fn tournament(players: &[&str]) -> Tournament {
    let mut t = Tournament::new("Safety Open", PairingSystem::Dutch, 5);
    for name in players {
        t.add_player(Player::new(*name, Some(2000))).expect("added");
    }
    t
}

fn new_file(directory: &Path) -> PathBuf {
    let path = directory.join("event.toml");
    storage::save(&path, &tournament(&["Alpha"])).expect("initial save");
    path
}

fn add(path: &Path, name: &str) -> Result<Tournament, StorageError> {
    storage::modify(path, |t| t.add_player(Player::new(name, Some(1800))))
        .map(|result| result.expect("added").tournament)
}

fn names(t: &Tournament) -> Vec<&str> {
    t.players.iter().map(|p| p.name.as_str()).collect()
}

fn entries(directory: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(directory)
        .expect("directory")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_planted_lock_link_is_not_followed() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = new_file(directory.path());
    let victim = directory.path().join("victim.txt");
    fs::write(&victim, "precious").expect("written");
    let lock = storage::lock_path(&path);
    fs::remove_file(&lock).ok();
    symlink(&victim, &lock).expect("link planted");
    let error = add(&path, "Bravo").expect_err("refused").to_string();
    assert!(
        error.contains("is a symbolic link") && error.contains("event.toml.lock"),
        "{error}"
    );
    assert_eq!(fs::read_to_string(&victim).expect("read"), "precious");
}

#[test]
fn temporary_files_are_never_opened_through_a_planted_link() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = new_file(directory.path());
    let victim = directory.path().join("victim.txt");
    fs::write(&victim, "precious").expect("written");
    // The names the saves used to write to, for this process.
    for suffix in [".tmp", ".bak.tmp"] {
        let planted = format!("event.toml{suffix}-{}", std::process::id());
        symlink(&victim, directory.path().join(planted)).expect("link planted");
    }
    add(&path, "Bravo").expect("saved");
    assert_eq!(fs::read_to_string(&victim).expect("read"), "precious");
    assert_eq!(
        names(&storage::load(&path).expect("loads")),
        ["Alpha", "Bravo"]
    );
}

#[test]
fn temporary_files_of_a_dead_process_are_removed() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = new_file(directory.path());
    // A process id that is not running (above the kernel's pid_max).
    let dead = directory.path().join("event.toml.tmp-4294967-AbCdEfGh");
    let alive = directory
        .path()
        .join(format!("event.toml.tmp-{}-AbCdEfGh", std::process::id()));
    fs::write(&dead, "half a save").expect("written");
    fs::write(&alive, "a save under way").expect("written");
    add(&path, "Bravo").expect("saved");
    assert!(!dead.exists(), "the dead process's temporary file is gone");
    assert!(alive.exists(), "a running process's temporary file stays");
    let left: Vec<String> = entries(directory.path())
        .into_iter()
        .filter(|n| n.contains(".tmp-"))
        .collect();
    assert_eq!(left, [alive.file_name().unwrap().to_string_lossy()]);
}

#[test]
fn mode_and_group_are_kept_and_a_read_only_file_is_refused() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = new_file(directory.path());
    fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).expect("chmod");
    add(&path, "Bravo").expect("saved");
    let mode = |p: &Path| fs::metadata(p).expect("metadata").permissions().mode() & 0o777;
    assert_eq!(mode(&path), 0o600, "the file keeps its mode");
    assert_eq!(mode(&storage::backup_path(&path)), 0o600);
    let history = storage::history_directory(&path).join("round-00.toml");
    assert_eq!(mode(&history), 0o600, "so does its history");
    // Owner and group: given away only where the system allows it (the superuser).
    if std::os::unix::fs::chown(&path, Some(12345), Some(12346)).is_ok() {
        add(&path, "Bravo 2").expect("saved");
        let metadata = fs::metadata(&path).expect("metadata");
        assert_eq!((metadata.uid(), metadata.gid()), (12345, 12346));
    }

    fs::set_permissions(&path, fs::Permissions::from_mode(0o444)).expect("chmod");
    let before = fs::read(&path).expect("read");
    let error = add(&path, "Charlie").expect_err("refused").to_string();
    assert!(error.contains("read-only"), "{error}");
    assert!(error.contains("nothing was changed"), "{error}");
    assert_eq!(fs::read(&path).expect("read"), before);
    assert_eq!(mode(&path), 0o444);
}

#[test]
fn saving_through_a_symbolic_link_writes_its_target() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let real = directory.path().join("real");
    fs::create_dir(&real).expect("directory");
    let target = new_file(&real);
    let link = directory.path().join("event.toml");
    symlink(&target, &link).expect("link");
    add(&link, "Bravo").expect("saved");
    assert!(
        fs::symlink_metadata(&link)
            .expect("metadata")
            .file_type()
            .is_symlink(),
        "the link stays a link"
    );
    assert_eq!(
        names(&storage::load(&target).expect("loads")),
        ["Alpha", "Bravo"]
    );
    assert!(
        storage::backup_path(&target).exists(),
        "backup beside the target"
    );
    assert_eq!(storage::saved_rounds(&link), [0]);
}

#[test]
fn a_failed_history_copy_changes_nothing_and_says_so() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = new_file(directory.path());
    add(&path, "Bravo").expect("saved");
    let backup = fs::read(storage::backup_path(&path)).expect("backup");
    let file = fs::read(&path).expect("file");
    // The history directory is replaced by a file: no round can be kept.
    let history = storage::history_directory(&path);
    fs::remove_dir_all(&history).expect("removed");
    fs::write(&history, "in the way").expect("written");
    let error = add(&path, "Charlie").expect_err("not saved").to_string();
    assert!(error.contains("nothing was changed on disk"), "{error}");
    assert!(error.contains("event.toml.d is not a directory"), "{error}");
    assert_eq!(
        fs::read(&path).expect("file"),
        file,
        "the file is unchanged"
    );
    assert_eq!(
        fs::read(storage::backup_path(&path)).expect("backup"),
        backup,
        "and so is the backup"
    );
}

#[test]
fn a_backup_that_is_a_directory_is_named_before_anything_changes() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = new_file(directory.path());
    let backup = storage::backup_path(&path);
    fs::remove_file(&backup).ok();
    fs::create_dir(&backup).expect("directory");
    fs::write(backup.join("inside"), "x").expect("written");
    let error = add(&path, "Bravo").expect_err("refused").to_string();
    assert!(
        error.contains("event.toml.bak is a directory") && error.contains("nothing was changed"),
        "{error}"
    );
    assert_eq!(names(&storage::load(&path).expect("loads")), ["Alpha"]);
}

#[test]
fn a_history_that_is_a_file_and_a_missing_directory_are_named() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = directory.path().join("event.toml");
    fs::write(storage::history_directory(&path), "not a directory").expect("written");
    let error = storage::save(&path, &tournament(&["Alpha"]))
        .expect_err("refused")
        .to_string();
    assert!(error.contains("event.toml.d is not a directory"), "{error}");
    assert!(!path.exists());

    let nowhere = directory.path().join("missing").join("event.toml");
    let error = storage::save(&nowhere, &tournament(&["Alpha"]))
        .expect_err("refused")
        .to_string();
    assert!(error.contains("missing does not exist"), "{error}");
}

#[test]
fn a_lock_that_is_a_directory_is_named_and_a_missing_file_leaves_no_lock() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = new_file(directory.path());
    let lock = storage::lock_path(&path);
    fs::remove_file(&lock).ok();
    fs::create_dir(&lock).expect("directory");
    let error = add(&path, "Bravo").expect_err("refused").to_string();
    assert!(error.contains("event.toml.lock is a directory"), "{error}");

    let missing = directory.path().join("missing.toml");
    let error = add(&missing, "Bravo").expect_err("refused").to_string();
    assert!(error.contains("missing.toml"), "{error}");
    assert!(!storage::lock_path(&missing).exists(), "no stray lock");
}

#[test]
fn a_file_that_is_not_utf8_is_refused_with_the_place() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = directory.path().join("latin1.toml");
    fs::write(
        &path,
        b"format_version = 1\n\n[tournament]\nname = \"Z\xfcrich\"\n",
    )
    .expect("w");
    let error = storage::load(&path).expect_err("refused").to_string();
    assert!(error.contains("latin1.toml:4:10:"), "{error}");
    assert!(
        error.contains("not UTF-8") && error.contains("0xfc"),
        "{error}"
    );
}

#[test]
fn control_characters_in_names_are_refused_everywhere() {
    let mut t = tournament(&["Alpha"]);
    let hostile = "Evil\u{1b}]0;owned\u{7}";
    let refused = t
        .add_player(Player::new(hostile, Some(1500)))
        .expect_err("refused");
    assert!(matches!(refused, EditError::Text { .. }));
    assert!(refused.to_string().contains("U+001B"), "{refused}");
    // A file written by hand with one is refused where it is.
    let text = storage::to_toml(&t).replace("name = \"Alpha\"", "name = \"A\\u001b[2Jlpha\"");
    let error = storage::parse(&text, Path::new("hand.toml"))
        .expect_err("refused")
        .to_string();
    let line = text
        .lines()
        .position(|l| l.contains("u001b"))
        .expect("the line")
        + 1;
    assert!(
        error.contains(&format!(
            "hand.toml:{line}:8: players[0].name: character 2 is a control character (U+001B)"
        )),
        "{error}"
    );
    // The tournament's own fields too, and nothing with one is saved.
    t.info.city = Some("Line\nbreak".into());
    let directory = tempfile::tempdir().expect("temporary directory");
    let error = storage::save(&directory.path().join("x.toml"), &t)
        .expect_err("refused")
        .to_string();
    assert!(error.contains("tournament.city: character 5"), "{error}");
}

#[test]
fn the_lock_names_the_account_without_user() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = new_file(directory.path());
    let output = cli::run(
        cli::command()
            .args(["player", "add"])
            .arg(&path)
            .args(["--name", "Bravo"])
            .env_remove("USER")
            .env_remove("LOGNAME"),
    );
    assert!(output.status.success(), "{output:?}");
    let holder = fs::read_to_string(storage::lock_path(&path)).expect("lock");
    assert!(!holder.starts_with("unknown@"), "{holder}");
    assert!(!holder.starts_with('@'), "{holder}");
}

#[test]
fn restore_keeps_what_it_replaced() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = new_file(directory.path());
    add(&path, "Bravo").expect("saved");
    storage::modify(&path, |t| {
        t.add_player(Player::new("Charlie", Some(1700)))?;
        Ok::<_, EditError>(())
    })
    .expect("saved")
    .expect("added");
    let replaced = fs::read(&path).expect("file");
    let restored = storage::restore(&path, 0).expect("restored");
    assert_eq!(
        names(&restored.tournament),
        ["Alpha", "Bravo", "Charlie"],
        "round 0's newest version"
    );
    assert_eq!(fs::read(&restored.replaced).expect("kept"), replaced);
}

#[test]
fn errors_in_large_files_are_located_in_one_pass() {
    // 3,000 players with one gap in the numbering, and 10,000 with one FIDE id: every
    // problem is located (speed is measured by hand; see the report).
    let mut t = Tournament::new("Big", PairingSystem::Dutch, 9);
    for i in 0..3000 {
        let mut p = Player::new(format!("Player {i:04}"), Some(1500));
        p.tpn = if i < 1499 { i + 1 } else { i + 2 };
        t.players.push(p);
    }
    let text = storage::to_toml(&t);
    let error = storage::parse(&text, Path::new("gap.toml")).expect_err("gap");
    let StorageError::Invalid { problems, .. } = error else {
        panic!("not a file problem");
    };
    assert_eq!(problems.len(), 1501, "every player after the gap");
    assert_eq!(problems[0].field, "players[1499].tpn");
    assert!(problems[0].message.contains("TPN 1501 out of sequence"));

    let mut t = Tournament::new("Twins", PairingSystem::Dutch, 9);
    for i in 0..10_000 {
        let mut p = Player::new(format!("Twin {i:05}"), Some(1500));
        p.tpn = i + 1;
        p.fide_id = Some(4_100_000);
        t.players.push(p);
    }
    let text = storage::to_toml(&t);
    let error = storage::parse(&text, Path::new("twins.toml")).expect_err("duplicates");
    let StorageError::Invalid { problems, .. } = error else {
        panic!("not a file problem");
    };
    assert_eq!(problems.len(), 9_999);
    let last = problems.last().expect("a problem");
    assert_eq!(last.field, "players[9999].fide_id");
    let line = text
        .lines()
        .enumerate()
        .filter(|(_, l)| l.starts_with("fide_id"))
        .nth(9_999)
        .expect("line")
        .0
        + 1;
    assert_eq!((last.line, last.column), (line, 11));
}
