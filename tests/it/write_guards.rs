//! Every path arbiter writes, in a directory others can write to: planted symbolic
//! links, FIFOs and hard links are refused without hanging and without writing anything
//! else; the lock keeps out a second writer even when its file is removed; the history
//! keeps every version and nothing a refused save made; a saved change exits 0.

use std::fs;
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use arbiter::config::Config;
use arbiter::edit::Edit;
use arbiter::export::output::{self, export_path};
use arbiter::export::{Format, What};
use arbiter::model::{PairingSystem, Player, Tournament};
use arbiter::storage::{self, FileLock, TournamentFile};
use arbiter::tui::app::App;
use arbiter::tui::theme::Look;

use crate::support::cli::{self, Output};
use crate::support::fixtures;
use crate::support::tui::{dutch, press};

fn tournament(players: &[&str]) -> Tournament {
    let mut t = Tournament::new("Guarded Open", PairingSystem::Dutch, 5);
    for name in players {
        t.add_player(Player::new(*name, Some(2000))).expect("added");
    }
    t
}

fn new_file(directory: &Path, publish_dir: Option<&str>) -> PathBuf {
    let path = directory.join("event.toml");
    let mut t = tournament(&["Alpha"]);
    t.info.publish_dir = publish_dir.map(str::to_string);
    storage::save(&path, &t).expect("initial save");
    path
}

fn names(path: &Path) -> Vec<String> {
    storage::load(path)
        .expect("loads")
        .players
        .iter()
        .map(|p| p.name.clone())
        .collect()
}

fn mkfifo(path: &Path) {
    let status = Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(status.success(), "FIFO made");
}

/// Runs `arbiter ARGS`, killed if it has not ended within ten seconds (`None`: it hung).
fn arbiter_within(args: &[&str]) -> Option<Output> {
    let mut child = cli::command()
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("arbiter starts");
    let started = Instant::now();
    while child.try_wait().expect("waits").is_none() {
        if started.elapsed() > Duration::from_secs(10) {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    Some(child.wait_with_output().expect("output").into())
}

fn add_with_cli(path: &Path, name: &str) -> Output {
    let file = path.to_str().expect("UTF-8 path");
    arbiter_within(&["player", "add", file, "--name", name]).expect("no hang")
}

#[test]
fn a_fifo_planted_as_the_lock_is_refused_without_hanging() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = new_file(directory.path(), None);
    let lock = storage::lock_path(&path);
    fs::remove_file(&lock).ok();
    mkfifo(&lock);
    let output = add_with_cli(&path, "Bravo");
    assert!(!output.success(), "{output:?}");
    assert!(output.stderr.contains("FIFO"), "{}", output.stderr);
    assert_eq!(names(&path), ["Alpha"]);
}

#[test]
fn a_hard_linked_lock_is_not_rewritten() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = new_file(directory.path(), None);
    let victim = directory.path().join("victim.txt");
    fs::write(&victim, "precious").expect("written");
    let lock = storage::lock_path(&path);
    fs::remove_file(&lock).ok();
    fs::hard_link(&victim, &lock).expect("hard link planted");
    let output = add_with_cli(&path, "Bravo");
    assert!(!output.success(), "{output:?}");
    assert!(output.stderr.contains("hard link"), "{}", output.stderr);
    assert_eq!(fs::read_to_string(&victim).expect("read"), "precious");
}

#[test]
fn a_lock_file_removed_during_a_save_loses_no_reported_change() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = new_file(directory.path(), None);
    let lock = storage::lock_path(&path);
    // While this writer holds the lock, its file is removed and a second writer (the
    // command line) takes a new one and saves.
    let first = storage::modify(&path, |t| {
        fs::remove_file(&lock).expect("lock removed");
        let second = add_with_cli(&path, "Charlie");
        assert!(second.success(), "{second:?}");
        t.add_player(Player::new("Bravo", Some(1800)))
    });
    let on_disk = names(&path);
    assert!(
        on_disk.contains(&"Charlie".to_string()),
        "the second writer's reported change is kept: {on_disk:?}"
    );
    match first {
        Ok(Ok(_)) => assert!(on_disk.contains(&"Bravo".to_string()), "{on_disk:?}"),
        Ok(Err(refused)) => panic!("refused: {refused}"),
        Err(error) => assert!(
            error
                .to_string()
                .contains("was removed or replaced during the save"),
            "{error}"
        ),
    }
}

#[test]
fn the_lock_names_the_account_from_the_system_not_user() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = new_file(directory.path(), None);
    let output = cli::run(
        cli::command()
            .args(["player", "add"])
            .arg(&path)
            .args(["--name", "Bravo"])
            .env("USER", "mallory")
            .env("LOGNAME", "mallory"),
    );
    assert!(output.success(), "{output:?}");
    let holder = fs::read_to_string(storage::lock_path(&path)).expect("lock");
    assert!(!holder.starts_with("mallory@"), "{holder}");
}

#[test]
fn a_refused_save_leaves_no_trace_in_the_history() {
    let directory = tempfile::tempdir().expect("temporary directory");
    // A name so long that the temporary file beside it cannot be created (its name
    // passes 255 bytes), while the history directory and its files can.
    let path = directory.path().join(format!("{}.toml", "e".repeat(236)));
    fs::write(&path, storage::to_toml(&tournament(&["Alpha"]))).expect("written");
    let error = storage::modify(&path, |t| t.add_player(Player::new("Bravo", Some(1800))))
        .expect_err("not saved")
        .to_string();
    assert!(error.contains("nothing was changed on disk"), "{error}");
    assert_eq!(names(&path), ["Alpha"]);
    assert_eq!(storage::saved_rounds(&path), Vec::<u32>::new(), "no trace");
    assert!(storage::restore(&path, 0).is_err(), "nothing to bring back");
}

#[test]
fn two_restores_in_one_second_keep_both_versions() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = new_file(directory.path(), None);
    let add = |name: &str| {
        storage::modify(&path, |t| t.add_player(Player::new(name, Some(1800))))
            .expect("saved")
            .expect("added");
    };
    add("Bravo");
    let first_replaced = fs::read(&path).expect("file");
    let first = storage::restore(&path, 0).expect("restored");
    add("Charlie");
    let second_replaced = fs::read(&path).expect("file");
    let second = storage::restore(&path, 0).expect("restored");
    assert_ne!(first.replaced, second.replaced, "two names");
    assert_eq!(fs::read(&first.replaced).expect("kept"), first_replaced);
    assert_eq!(fs::read(&second.replaced).expect("kept"), second_replaced);
}

#[test]
fn a_round_removed_and_paired_again_keeps_its_first_version() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = directory.path().join("club.toml");
    let paired = dutch();
    let round = paired.rounds_paired();
    storage::save(&path, &paired).expect("saved");
    let with_results = fs::read(&path).expect("file");
    for edit in [Edit::Unpair { round }, Edit::Pair { round }] {
        storage::modify(&path, |t| edit.apply(t))
            .expect("saved")
            .expect("made");
    }
    let again = storage::load(&path).expect("loads");
    assert!(
        again.round(round).expect("paired").missing_results() > 0,
        "round {round} is paired again, without results"
    );
    let kept: Vec<Vec<u8>> = fs::read_dir(storage::history_directory(&path))
        .expect("history")
        .map(|e| e.expect("entry").path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("replaced-"))
        })
        .map(|p| fs::read(p).expect("read"))
        .collect();
    assert_eq!(kept, [with_results], "the removed round's version is kept");
}

#[test]
fn publish_dir_outside_the_tournament_directory_is_refused_and_the_change_exits_0() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let event = directory.path().join("event");
    fs::create_dir(&event).expect("directory");
    let absolute = directory.path().join("absolute");
    for setting in ["../outside", absolute.to_str().expect("UTF-8")] {
        let path = new_file(&event, Some(setting));
        let output = add_with_cli(&path, &format!("Bravo {}", setting.len()));
        assert!(output.success(), "{output:?}");
        assert!(
            output.stderr.contains("warning") && output.stderr.contains("publish_dir"),
            "{}",
            output.stderr
        );
    }
    assert!(!directory.path().join("outside").exists());
    assert!(!absolute.exists());
    // Nor can it be set so.
    let file = event.join("event.toml");
    let output = cli::arbiter(&[
        "settings",
        file.to_str().expect("UTF-8"),
        "--publish-dir",
        "../outside",
    ]);
    assert!(!output.success(), "{output:?}");
    assert!(
        output.stderr.contains("below the tournament file"),
        "{}",
        output.stderr
    );
}

#[test]
fn a_planted_link_or_fifo_in_the_site_is_refused_without_hanging() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = new_file(directory.path(), Some("site"));
    let site = directory.path().join("site");
    fs::create_dir(&site).expect("directory");
    let victim = directory.path().join("victim.txt");
    fs::write(&victim, "precious").expect("written");
    symlink(&victim, site.join("index.html")).expect("link planted");
    let output = add_with_cli(&path, "Bravo");
    assert!(output.success(), "saved: {output:?}");
    assert!(output.stderr.contains("symbolic link"), "{}", output.stderr);
    assert_eq!(fs::read_to_string(&victim).expect("read"), "precious");

    fs::remove_file(site.join("index.html")).expect("removed");
    mkfifo(&site.join("index.html"));
    let output = add_with_cli(&path, "Charlie");
    assert!(output.success(), "saved: {output:?}");
    assert!(output.stderr.contains("FIFO"), "{}", output.stderr);
    assert_eq!(names(&path), ["Alpha", "Bravo", "Charlie"]);
}

#[test]
fn publish_out_through_a_planted_directory_link_is_refused() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = new_file(directory.path(), None);
    let victim = directory.path().join("victim");
    fs::create_dir(&victim).expect("directory");
    let site = directory.path().join("site");
    symlink(&victim, &site).expect("link planted");
    let output = arbiter_within(&[
        "publish",
        path.to_str().expect("UTF-8"),
        "--out",
        site.to_str().expect("UTF-8"),
    ])
    .expect("no hang");
    assert!(!output.success(), "{output:?}");
    let site = site.display();
    assert_eq!(
        output.stderr,
        format!(
            "error: cannot write {site}: {site} is a symbolic link: arbiter does not write through one (move it away)\n"
        )
    );
    assert_eq!(fs::read_dir(&victim).expect("read").count(), 0);
}

#[test]
fn a_site_that_cannot_be_published_is_a_warning_after_a_saved_change() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = new_file(directory.path(), Some("site"));
    fs::write(directory.path().join("site"), "in the way").expect("written");
    let output = add_with_cli(&path, "Bravo");
    assert!(output.success(), "a saved change exits 0: {output:?}");
    assert!(
        output
            .stderr
            .contains("warning: the change is saved, but not published"),
        "{}",
        output.stderr
    );
    assert_eq!(names(&path), ["Alpha", "Bravo"]);
}

#[test]
fn an_export_is_not_written_through_a_planted_link() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = new_file(directory.path(), None);
    let victim = directory.path().join("victim.txt");
    fs::write(&victim, "precious").expect("written");
    // The file `P` on the players screen writes.
    let export = export_path(&path, What::Players, Format::Text, None);
    symlink(&victim, &export).expect("link planted");
    let error = output::write(&export, "the list").expect_err("refused");
    assert!(error.to_string().contains("symbolic link"), "{error}");
    assert_eq!(fs::read_to_string(&victim).expect("read"), "precious");
}

/// FIDE's XML list of the fixtures copied as `list.xml` into a directory of its own.
fn xml_list() -> (tempfile::TempDir, PathBuf) {
    let directory = tempfile::tempdir().expect("temporary directory");
    let list = directory.path().join("list.xml");
    fs::copy(
        fixtures::path("registration/players_list_xml_foa.xml"),
        &list,
    )
    .expect("copied");
    (directory, list)
}

/// `arbiter player lookup LIST mae`, which must end within ten seconds.
fn lookup_mae(list: &Path) -> Output {
    arbiter_within(&["player", "lookup", list.to_str().expect("UTF-8"), "mae"]).expect("no hang")
}

#[test]
fn the_rating_list_index_is_not_written_through_a_planted_link() {
    let (directory, list) = xml_list();
    let victim = directory.path().join("victim.txt");
    fs::write(&victim, "precious").expect("written");
    // The temporary name the index used to be written to.
    symlink(&victim, directory.path().join("list.xml.arbiter-index.tmp")).expect("planted");
    let output = lookup_mae(&list);
    assert!(output.success(), "{output:?}");
    assert!(output.stdout.contains("Maes, Joris"), "{}", output.stdout);
    assert_eq!(fs::read_to_string(&victim).expect("read"), "precious");
}

#[test]
fn a_fifo_planted_as_the_rating_list_or_its_index_is_refused_without_hanging() {
    let (directory, list) = xml_list();
    let index = directory.path().join("list.xml.arbiter-index");
    let fifo = directory.path().join("fifo.txt");
    // A FIFO planted as the index, and one given as the list itself.
    for (planted, looked_up) in [(&index, &list), (&fifo, &fifo)] {
        mkfifo(planted);
        let output = lookup_mae(looked_up);
        assert!(!output.success(), "{output:?}");
        let refusal = format!("{} is a FIFO, not a regular file", planted.display());
        assert!(output.stderr.contains(&refusal), "{}", output.stderr);
    }
}

/// The holders the terminal application was told it waits for.
static WAITED_FOR: Mutex<Vec<String>> = Mutex::new(Vec::new());

#[test]
fn the_terminal_application_says_it_waits_for_the_lock_and_esc_cancels() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = directory.path().join("club.toml");
    storage::save(&path, &dutch()).expect("saved");
    let (file, tournament) = TournamentFile::open(&path).expect("opens");
    let mut app = App::new(tournament, Some(file), Look::default(), Config::default());
    // Esc pressed at the first question.
    app.lock_wait = |holder| {
        WAITED_FOR.lock().expect("lock").push(holder.to_string());
        false
    };
    let before = fs::read(&path).expect("file");
    let lock = FileLock::acquire(&path, Duration::from_secs(1)).expect("another holds it");
    let started = Instant::now();
    press(&mut app, "3<Enter>1-0");
    assert!(started.elapsed() < Duration::from_secs(5), "no long freeze");
    drop(lock);
    let waited = WAITED_FOR.lock().expect("lock").clone();
    assert_eq!(waited.len(), 1, "{waited:?}");
    assert!(
        waited[0].ends_with(&format!("pid {}", std::process::id())),
        "{waited:?}"
    );
    assert!(
        app.status.text.contains("cancelled while")
            && app.status.text.contains("the change was not made"),
        "{}",
        app.status.text
    );
    assert_eq!(fs::read(&path).expect("file"), before, "nothing saved");
}

#[test]
fn a_fifo_in_place_of_the_tournament_file_is_refused_without_hanging() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = directory.path().join("event.toml");
    mkfifo(&path);
    let output = add_with_cli(&path, "Bravo");
    assert!(!output.success(), "{output:?}");
    assert!(output.stderr.contains("FIFO"), "{}", output.stderr);
}
