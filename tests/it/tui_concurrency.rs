//! Two arbiters on one file, one in the terminal application: the application shows the
//! other's saves as soon as it looks (twice a second when running), says what changed in
//! full at 80 columns, and neither a change nor an undo ever removes the other's work.

use std::path::Path;
use std::time::Duration;

use arbiter::config::Config;
use arbiter::edit::Edit;
use arbiter::model::{GameResult, PairingSystem, Player, Tournament};
use arbiter::storage::{self, FileLock, TournamentFile};
use arbiter::tui::action::{Action, check_disk, update};
use arbiter::tui::app::App;
use arbiter::tui::theme::Look;

use crate::support::tui::{dutch, press, results, screen};

fn open(path: &Path) -> App {
    let (file, tournament) = TournamentFile::open(path).expect("opens");
    App::new(tournament, Some(file), Look::default(), Config::default())
}

fn draw_on(path: &Path, board: u32) {
    storage::modify(path, |t| t.set_result(6, board, vec![GameResult::DRAW]))
        .expect("saved")
        .expect("valid");
}

#[test]
fn another_arbiters_save_is_shown_and_described_in_full_at_80_columns() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("club.toml");
    storage::save(&path, &dutch()).expect("saved");
    let mut app = open(&path);
    assert!(!check_disk(&mut app), "nothing new");
    draw_on(&path, 10);
    storage::modify(&path, |t| {
        t.info.city = Some("Utrecht".into());
        t.withdraw(3, 7)
    })
    .expect("saved")
    .expect("withdrawn");
    assert!(check_disk(&mut app), "the other save is picked up");
    assert_eq!(app.tournament, storage::load(&path).expect("loads"));
    assert_eq!(results(&app.tournament, 6)[9], "1/2");
    let status = app.status.text.clone();
    assert!(
        status.contains(&format!("pid {} saved the file: ", std::process::id())),
        "{status}"
    );
    assert!(
        status.ends_with(
            "saved the file: 1 player edited, 1 result entered or corrected, tournament settings changed (undo history cleared)"
        ),
        "{status}"
    );
    assert!(status.chars().count() > 80, "a message longer than a line");
    // Every word of the message is on the screen: wrapped, not cut off.
    let shown = screen(&mut app, 80, 24);
    let bottom: String = shown.lines().rev().take(4).collect::<Vec<_>>().join(" ");
    for word in status.split_whitespace() {
        assert!(bottom.contains(word), "{word:?} not shown:\n{shown}");
    }
    assert!(!check_disk(&mut app), "the same save is not reported twice");
}

#[test]
fn undo_waits_for_the_lock_and_keeps_a_save_made_meanwhile() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("club.toml");
    storage::save(&path, &dutch()).expect("saved");
    let mut app = open(&path);
    press(&mut app, "3<Enter>1-0");
    assert_eq!(results(&storage::load(&path).expect("loads"), 6)[5], "1-0");
    // Another arbiter holds the lock while the undo is asked for, and saves.
    let lock = FileLock::acquire(&path, Duration::from_secs(10)).expect("locked");
    let undo = std::thread::spawn(move || {
        press(&mut app, "u");
        app
    });
    std::thread::sleep(Duration::from_millis(300));
    let mut other = storage::load(&path).expect("loads");
    other
        .set_result(6, 10, vec![GameResult::DRAW])
        .expect("valid");
    storage::save(&path, &other).expect("saved");
    drop(lock);
    let app = undo.join().expect("the undo ends");
    let on_disk = storage::load(&path).expect("loads");
    assert_eq!(results(&on_disk, 6)[9], "1/2", "the other save is kept");
    assert_eq!(results(&on_disk, 6)[5], "1-0", "so the undo was not made");
    assert!(
        app.status.text.contains("undo and redo are not possible"),
        "{}",
        app.status.text
    );
    assert_eq!(app.tournament, on_disk);
}

#[test]
fn undo_after_seeing_another_save_never_removes_it() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("club.toml");
    storage::save(&path, &dutch()).expect("saved");
    let mut app = open(&path);
    press(&mut app, "3<Enter>1-0");
    draw_on(&path, 10);
    assert!(check_disk(&mut app));
    press(&mut app, "u");
    assert_eq!(app.status.text, "nothing to undo");
    let on_disk = results(&storage::load(&path).expect("loads"), 6);
    assert_eq!((on_disk[5].as_str(), on_disk[9].as_str()), ("1-0", "1/2"));
}

/// One arbiter in the application: adds players, sometimes undoes, and looks at the
/// file between changes. Returns the names it added and did not undo.
fn arbiter_in_the_application(path: &Path, name: &str, changes: usize) -> (App, Vec<String>) {
    let mut app = open(path);
    let mut kept = Vec::new();
    for i in 0..changes {
        let player = format!("{name} {i:03}");
        update(
            &mut app,
            Action::Apply(Box::new(Edit::AddPlayer(Player::new(
                player.clone(),
                Some(1500),
            )))),
        );
        assert!(
            app.tournament.players.iter().any(|p| p.name == player),
            "{}",
            app.status.text
        );
        kept.push(player.clone());
        if i % 4 == 3 {
            press(&mut app, "u");
            if app.status.text == format!("undone: added {player}") {
                kept.pop();
            }
        }
        check_disk(&mut app);
    }
    (app, kept)
}

#[test]
fn two_applications_and_a_command_line_lose_nothing() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("open.toml");
    storage::save(
        &path,
        &Tournament::new("Shared Open", PairingSystem::Dutch, 9),
    )
    .expect("saved");
    let applications: Vec<_> = ["Alpha", "Bravo"]
        .into_iter()
        .map(|name| {
            let path = path.clone();
            std::thread::spawn(move || arbiter_in_the_application(&path, name, 60))
        })
        .collect();
    let mut expected = Vec::new();
    for i in 0..60 {
        let name = format!("Command {i:03}");
        storage::modify(&path, |t| {
            t.add_player(Player::new(name.clone(), Some(1500)))
        })
        .expect("saved")
        .expect("added");
        expected.push(name);
    }
    let mut apps = Vec::new();
    for application in applications {
        let (app, kept) = application.join().expect("the application ends");
        expected.extend(kept);
        apps.push(app);
    }
    let on_disk = storage::load(&path).expect("loads");
    let mut names: Vec<&str> = on_disk.players.iter().map(|p| p.name.as_str()).collect();
    names.sort_unstable();
    expected.sort_unstable();
    assert_eq!(
        names, expected,
        "every change kept, every undo only its own"
    );
    for mut app in apps {
        check_disk(&mut app);
        assert_eq!(app.tournament, on_disk, "each application shows the file");
    }
}
