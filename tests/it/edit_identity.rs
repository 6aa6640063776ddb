//! Edits name players and boards by identity (issue 15, item 2): an arbiter's edit made
//! on the version he saw is applied to the newest version of the file, which another
//! arbiter may have changed in between. A late entry renumbers players (C.04.2 Art. 2)
//! and a manual change moves games: the edit still reaches the player and the game the
//! arbiter meant, or is refused with a message saying what changed.

use arbiter::edit::{Detail, DetailChange, Edit, EditError, PairingMove, Setting};
use arbiter::model::{Colour, PairingSystem, Player, Tournament};
use arbiter::storage::{self, TournamentFile};

/// Four players and round 1 paired, saved; returns the directory that holds the file.
fn started() -> (tempfile::TempDir, std::path::PathBuf) {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = directory.path().join("open.toml");
    let mut t = Tournament::new("Open", PairingSystem::Dutch, 5);
    t.initial_colour = Colour::White;
    for (name, rating) in [("Ann", 2400), ("Bob", 2300), ("Cid", 2200), ("Dan", 2100)] {
        Edit::AddPlayer(Player::new(name, Some(rating)))
            .apply(&mut t)
            .expect("valid player");
    }
    Edit::Pair { round: 1 }.apply(&mut t).expect("round 1");
    storage::save(&path, &t).expect("saved");
    (directory, path)
}

/// Another arbiter's change, saved under the lock.
fn elsewhere(path: &std::path::Path, edit: Edit) {
    storage::modify(path, |t| edit.apply(t))
        .expect("saved")
        .expect("accepted");
}

/// Another arbiter draws both games of round 1 and pairs round 2; returns the version
/// before.
fn round_2_paired_elsewhere(path: &std::path::Path) -> Tournament {
    let before = storage::load(path).expect("loads");
    for board in 1..=2 {
        elsewhere(
            path,
            Edit::SetResult {
                board: before.board_ref(1, board).expect("board"),
                games: vec!["=".parse().expect("a draw")],
            },
        );
    }
    elsewhere(path, Edit::Pair { round: 2 });
    before
}

#[test]
fn a_withdrawal_reaches_the_player_a_late_entry_renumbered() {
    let (_directory, path) = started();
    let (mut file, seen) = TournamentFile::open(&path).expect("opens");
    // Another arbiter enters a late player between Ann and Bob: Cid was 3, is now 4.
    elsewhere(&path, Edit::AddPlayer(Player::new("Late", Some(2350))));
    let withdraw = Edit::Withdraw {
        player: seen.player_ref(3).expect("Cid as seen"),
        from_round: 2,
        was: None,
    };
    let updated = file
        .update(&seen, |t| withdraw.apply(t))
        .expect("saved")
        .expect("accepted");
    let now = updated.tournament;
    assert_eq!(now.player(4).map(|p| p.name.as_str()), Some("Cid"));
    assert_eq!(now.player(4).and_then(|p| p.withdrawn_from), Some(2));
    assert_eq!(now.player(3).map(|p| p.name.as_str()), Some("Bob"));
    assert_eq!(now.player(3).and_then(|p| p.withdrawn_from), None);
}

#[test]
fn a_result_reaches_its_game_after_a_renumbering_and_is_refused_when_the_game_is_gone() {
    let (_directory, path) = started();
    let (mut file, seen) = TournamentFile::open(&path).expect("opens");
    let board_1 = seen.board_ref(1, 1).expect("board 1");
    let board_2 = seen.board_ref(1, 2).expect("board 2");
    elsewhere(&path, Edit::AddPlayer(Player::new("Late", Some(2350))));
    let result = |board: &arbiter::edit::BoardRef| Edit::SetResult {
        board: board.clone(),
        games: vec!["1-0".parse().expect("a result")],
    };
    let updated = file
        .update(&seen, |t| result(&board_1).apply(t))
        .expect("saved")
        .expect("accepted");
    let game = updated.tournament.round(1).expect("round 1").pairings[0].clone();
    assert_eq!(
        updated.tournament.player_name(game.white),
        board_1.white.name
    );
    assert!(game.is_complete());
    // Another arbiter exchanges the two Black players of board 2 and 1: the game the
    // arbiter saw on board 2 no longer exists.
    let now = storage::load(&path).expect("loads");
    let swap = Edit::Move {
        round: 1,
        change: PairingMove::Swap(
            now.player_ref(now.round(1).expect("round 1").pairings[1].black)
                .expect("player"),
            now.player_ref(now.round(1).expect("round 1").pairings[0].black)
                .expect("player"),
        ),
    };
    // Board 1 has a result: clear it first, as an arbiter would.
    let clear = Edit::SetResult {
        board: now.board_ref(1, 1).expect("board 1"),
        games: vec!["*".parse().expect("pending")],
    };
    elsewhere(&path, clear);
    elsewhere(&path, swap);
    let refusal = file
        .update(&updated.tournament, |t| result(&board_2).apply(t))
        .expect("read")
        .expect_err("the game is gone")
        .error;
    assert!(
        matches!(
            refusal,
            EditError::BoardGone {
                round: 1,
                board: 2,
                ..
            }
        ),
        "{refusal}"
    );
    assert!(
        refusal
            .to_string()
            .contains("another arbiter changed the round"),
        "{refusal}"
    );
}

#[test]
fn a_renamed_player_is_still_himself_and_a_round_paired_meanwhile_refuses_pairing_it() {
    let (_directory, path) = started();
    let (mut file, seen) = TournamentFile::open(&path).expect("opens");
    let bob = seen.player_ref(2).expect("Bob");
    elsewhere(
        &path,
        Edit::EditPlayer {
            player: bob.clone(),
            changes: vec![DetailChange {
                seen: Detail::Name("Bob".into()),
                wanted: Detail::Name("Robert".into()),
            }],
        },
    );
    let bye = Edit::RequestBye {
        player: bob,
        round: 3,
        kind: Some(arbiter::model::RequestedByeKind::Half),
        was: None,
    };
    let updated = file
        .update(&seen, |t| bye.apply(t))
        .expect("saved")
        .expect("Robert is Bob");
    let robert = updated.tournament.player(2).expect("player 2");
    assert_eq!(robert.name, "Robert");
    assert_eq!(
        robert.requested_bye(3),
        Some(arbiter::model::RequestedByeKind::Half)
    );
    // Another arbiter pairs round 2: pairing "the next round" as seen is refused.
    let now = round_2_paired_elsewhere(&path);
    let refused = file
        .update(&now, |t| Edit::Pair { round: 2 }.apply(t))
        .expect("read")
        .expect_err("round 2 is paired already");
    assert_eq!(
        refused.error,
        EditError::RoundsChanged { seen: 1, paired: 2 }
    );
    let (newer, external) = refused.newer.expect("the version refused on");
    assert_eq!(newer.rounds_paired(), 2);
    assert_eq!(
        external.changes,
        ["round 2 paired", "2 results entered or corrected"]
    );
    assert_eq!(storage::load(&path).expect("loads").rounds_paired(), 2);
}

#[test]
fn a_bye_request_or_a_forbid_made_on_what_another_arbiter_changed_is_refused() {
    let (_directory, path) = started();
    let (mut file, seen) = TournamentFile::open(&path).expect("opens");
    let bob = seen.player_ref(2).expect("Bob");
    let half = Some(arbiter::model::RequestedByeKind::Half);
    // Another arbiter gives Bob a half-point bye in round 3.
    elsewhere(
        &path,
        Edit::RequestBye {
            player: bob.clone(),
            round: 3,
            kind: half,
            was: None,
        },
    );
    // The same request made on the version without it is no conflict.
    let same = Edit::RequestBye {
        player: bob.clone(),
        round: 3,
        kind: half,
        was: None,
    };
    let updated = file
        .update(&seen, |t| same.apply(t))
        .expect("saved")
        .expect("already so");
    // An absence marked on the version without the bye would replace it: refused.
    let absent = Edit::absence(&seen, 2, Some(3), Some(true)).expect("Bob");
    let refused = file
        .update(&updated.tournament, |t| absent.apply(t))
        .expect("read")
        .expect_err("the bye changed meanwhile")
        .error;
    assert_eq!(
        refused.to_string(),
        "the bye request of Bob (2) is now half-point bye in round 3, not none in round 3 as shown: \
         another arbiter changed it; look again"
    );
    assert!(refused.is_stale());
    // A forbid decided for round 2 is refused once another arbiter paired round 2.
    let now = round_2_paired_elsewhere(&path);
    let forbid = Edit::Forbid {
        player: seen.player_ref(1).expect("Ann"),
        other: bob,
        paired: 1,
    };
    let refused = file
        .update(&now, |t| forbid.apply(t))
        .expect("read")
        .expect_err("round 2 was paired meanwhile")
        .error;
    assert_eq!(refused, EditError::RoundsChanged { seen: 1, paired: 2 });
    let last = storage::load(&path).expect("loads");
    assert_eq!(
        (
            last.player(2).and_then(|p| p.requested_bye(3)),
            last.player(1).map(|p| p.forbidden.clone())
        ),
        (half, Some(Vec::new()))
    );
}

#[test]
fn a_player_keeps_his_id_through_renumbering_undo_and_the_file() {
    let (_directory, path) = started();
    // A file without ids (as every file before ids): each player's id is his number.
    let text = std::fs::read_to_string(&path).expect("read");
    assert!(!text.contains("\nid = "), "{text}");
    let mut t = storage::load(&path).expect("loads");
    let ids: Vec<u32> = t.players.iter().map(|p| p.id().0).collect();
    assert_eq!(ids, [1, 2, 3, 4]);
    let before = t.clone();
    Edit::AddPlayer(Player::new("Late", Some(2350)))
        .apply(&mut t)
        .expect("a late entry");
    let by_name: Vec<(&str, u32, u32)> = t
        .players
        .iter()
        .map(|p| (p.name.as_str(), p.tpn, p.id().0))
        .collect();
    assert_eq!(
        by_name,
        [
            ("Ann", 1, 1),
            ("Late", 2, 5),
            ("Bob", 3, 2),
            ("Cid", 4, 3),
            ("Dan", 5, 4)
        ]
    );
    storage::save(&path, &t).expect("saved");
    let text = std::fs::read_to_string(&path).expect("read");
    assert!(
        text.contains("tpn = 2\nid = 5\nname = \"Late\"\n"),
        "{text}"
    );
    assert_eq!(storage::load(&path).expect("loads"), t);
    // Going back to the version without the late entry keeps his id from being given
    // again: the next player entered gets 6.
    let mut back = before.clone();
    back.keep_ids_given(&t);
    assert_eq!(back.highest_player_id, Some(arbiter::model::PlayerId(5)));
    storage::save(&path, &back).expect("saved");
    let mut back = storage::load(&path).expect("loads");
    Edit::AddPlayer(Player::new("Later", Some(1000)))
        .apply(&mut back)
        .expect("a late entry");
    assert_eq!(back.player(5).map(|p| p.id().0), Some(6));
    assert_eq!(back.highest_player_id, None);
    // Two players with one id do not load.
    let twice =
        std::fs::read_to_string(&path)
            .expect("read")
            .replacen("tpn = 2\n", "tpn = 2\nid = 1\n", 1);
    let problem = storage::parse(&twice, &path).expect_err("one id twice");
    assert!(
        problem
            .to_string()
            .contains("players[1].id: player id 1 is also players[0]'s"),
        "{problem}"
    );
}

#[test]
fn what_round_1_decided_is_fixed_from_then_on() {
    let mut t = Tournament::new("Open", PairingSystem::Dutch, 5);
    Edit::Setting(Setting::System(PairingSystem::DoubleSwiss))
        .apply(&mut t)
        .expect("before round 1");
    assert_eq!(
        t.scoring,
        arbiter::model::Scoring::fide_default(PairingSystem::DoubleSwiss)
    );
    assert_eq!(
        t.tiebreaks,
        arbiter::model::default_tiebreaks(PairingSystem::DoubleSwiss)
    );
    for name in ["A", "B"] {
        Edit::AddPlayer(Player::new(name, None))
            .apply(&mut t)
            .expect("valid");
    }
    Edit::Pair { round: 1 }.apply(&mut t).expect("round 1");
    let before = t.clone();
    let mut editions = t.editions;
    editions.pairing = arbiter::model::PairingEdition::Rules1992;
    for (setting, what) in [
        (Setting::System(PairingSystem::Dutch), "pairing system"),
        (
            Setting::InitialColour(t.initial_colour.opposite()),
            "initial colour",
        ),
    ] {
        assert_eq!(
            Edit::Setting(setting).apply(&mut t),
            Err(EditError::FixedOnceStarted(what))
        );
    }
    assert_eq!(
        Edit::Setting(Setting::Editions(editions)).apply(&mut t),
        Err(EditError::FixedOnceStarted("edition of the pairing rules"))
    );
    assert_eq!(t, before);
    // The rating and tie-break editions change no pairing: they may change.
    let mut editions = t.editions;
    assert_eq!(
        (editions.rating.year(), editions.tiebreaks.year()),
        ("2013", "2024")
    );
    editions.rating = arbiter::model::RatingEdition::Rules2024;
    editions.tiebreaks = arbiter::model::TiebreakEdition::Rules2026;
    let edit = Edit::Setting(Setting::Editions(editions));
    let applied = edit.apply(&mut t).expect("after round 1 too");
    assert_eq!(t.editions, editions);
    assert_eq!(t.rounds, before.rounds);
    assert_eq!(
        edit.summary(&applied, &t),
        "changed the rating edition from 2013 to 2024 (FIDE Rating Regulations effective from 1 March 2024) \
         and the tie-break edition from 2024 to 2026 (FIDE C.07 tie-break regulations as amended from 1 March 2026): \
         the pairings stay as they are"
    );
    let unchanged = edit.apply(&mut t).expect("the same editions");
    assert_eq!(
        edit.summary(&unchanged, &t),
        "the editions are unchanged: pairing 2026, rating 2024, tie-breaks 2026"
    );
}

/// The terminal application on a file another arbiter changes between two keys.
mod in_the_terminal {
    use std::time::Duration;

    use arbiter::config::Config;
    use arbiter::model::{GameResult, Player};
    use arbiter::storage::{self, FileLock, TournamentFile};
    use arbiter::tui::action::check_disk;
    use arbiter::tui::app::{App, Dialog};
    use arbiter::tui::theme::Look;

    use crate::support::pairer::pair_simply;
    use crate::support::tui::{dutch, press};

    fn open(path: &std::path::Path) -> App {
        let (file, tournament) = TournamentFile::open(path).expect("opens");
        let mut app = App::new(tournament, Some(file), Look::default(), Config::default());
        app.pairer = pair_simply;
        app
    }

    #[test]
    fn a_withdrawal_typed_on_a_stale_list_reaches_the_player_shown() {
        let directory = tempfile::tempdir().expect("temporary directory");
        let path = directory.path().join("club.toml");
        let t = dutch();
        let first = t.player(1).expect("player 1").name.clone();
        storage::save(&path, &t).expect("saved");
        let mut app = open(&path);
        // Another arbiter enters a player above everybody: player 1 becomes 2.
        storage::modify(&path, |t| {
            t.add_player(Player::new("Late, Entry", Some(3000)))
        })
        .expect("saved")
        .expect("valid");
        // On the list the arbiter still sees, player 1 is under the cursor.
        press(&mut app, "1w<Enter>");
        let now = storage::load(&path).expect("loads");
        assert_eq!(now.player(2).map(|p| p.name.as_str()), Some(first.as_str()));
        assert!(now.player(2).is_some_and(|p| p.withdrawn_from.is_some()));
        assert_eq!(now.player(1).and_then(|p| p.withdrawn_from), None);
    }

    #[test]
    fn a_withdrawal_another_arbiter_made_meanwhile_is_not_changed() {
        let (_directory, path, mut app) = open_dutch();
        let label = app.tournament.player_label(1);
        // The withdrawal form of player 1, from the next round (7).
        press(&mut app, "w");
        storage::modify(&path, |t| t.withdraw(1, 8))
            .expect("saved")
            .expect("valid");
        press(&mut app, "<Enter>");
        assert!(
            app.status.text.starts_with(&format!(
                "the withdrawal of {label} is now from round 8, not none as shown: another arbiter changed it; look again; "
            )),
            "{}",
            app.status.text
        );
        let now = storage::load(&path).expect("loads");
        assert_eq!(now.player(1).and_then(|p| p.withdrawn_from), Some(8));
    }

    #[test]
    fn a_result_for_a_game_that_another_arbiter_replaced_is_refused() {
        let (_directory, path, mut app) = open_dutch();
        // Another arbiter exchanges the Black players of boards 6 and 7 of round 6.
        let before = storage::load(&path).expect("loads");
        exchange_the_black_players_of_boards_6_and_7(&path);
        // The arbiter enters 1-0 on board 6, the first without a result, as he saw it.
        press(&mut app, "3<Enter>1-0");
        assert!(
            app.status.text.contains("no longer has"),
            "{}",
            app.status.text
        );
        let now = storage::load(&path).expect("loads");
        let board_6 = &now.rounds.last().expect("round 6").pairings[5];
        assert_eq!(board_6.games, before.rounds[5].pairings[5].games);
        assert!(board_6.games.iter().all(|g| *g == GameResult::Pending));
    }

    /// [`dutch`] saved in a directory of its own, and the application on it.
    fn open_dutch() -> (tempfile::TempDir, std::path::PathBuf, App) {
        let directory = tempfile::tempdir().expect("temporary directory");
        let path = directory.path().join("club.toml");
        storage::save(&path, &dutch()).expect("saved");
        let app = open(&path);
        (directory, path, app)
    }

    /// Another arbiter's manual change of round 6 of [`dutch`].
    fn exchange_the_black_players_of_boards_6_and_7(path: &std::path::Path) {
        storage::modify(path, |t| {
            let round = t.rounds.last_mut().expect("round 6");
            let (six, seven) = (round.pairings[5].black, round.pairings[6].black);
            round.pairings[5].black = seven;
            round.pairings[6].black = six;
            Ok::<_, String>(())
        })
        .expect("saved")
        .expect("valid");
    }

    /// `user@host pid N` of this process, as the lock file names the other arbiter
    /// (who saves with the library in this test's process).
    fn other_arbiter() -> String {
        format!("pid {}", std::process::id())
    }

    /// The rating field of the form open, if one is.
    fn form_rating(app: &App) -> Option<String> {
        match &app.dialog {
            Some(Dialog::Form(form)) => Some(form.fields[1].value()),
            _ => None,
        }
    }

    #[test]
    fn a_player_edit_writes_only_what_was_typed_and_refuses_what_changed_meanwhile() {
        let (_directory, path, mut app) = open_dutch();
        let name = app.tournament.player_name(5).to_string();
        // Player 5's form: the rating typed over.
        press(
            &mut app,
            "<Down><Down><Down><Down>e<Tab><BS><BS><BS><BS><BS>2345",
        );
        // Meanwhile another arbiter withdraws player 5.
        storage::modify(&path, |t| t.withdraw(5, 8))
            .expect("saved")
            .expect("valid");
        press(&mut app, "<Enter>");
        let now = storage::load(&path).expect("loads");
        let player = now.player(5).expect("player 5");
        assert_eq!(
            (player.name.as_str(), player.rating, player.withdrawn_from),
            (name.as_str(), Some(2345), Some(8)),
            "{}",
            app.status.text
        );
        // A rating another arbiter changed meanwhile to something else is not typed
        // over: the edit is refused, naming what changed and who saved it, and the form
        // stays open with what was typed.
        press(&mut app, "e<Tab><BS><BS><BS><BS>2222");
        storage::modify(&path, |t| {
            t.players[4].rating = Some(1999);
            Ok::<_, String>(())
        })
        .expect("saved")
        .expect("valid");
        press(&mut app, "<Enter>");
        let status = app.status.text.clone();
        assert!(
            status.starts_with(&format!(
                "the rating of {name} (5) is now 1999, not 2345 as shown: another arbiter changed it; look again; "
            )),
            "{status}"
        );
        assert!(
            status.contains(&format!(
                "{} saved the file: 1 player edited",
                other_arbiter()
            )),
            "{status}"
        );
        assert_eq!(form_rating(&app).as_deref(), Some("2222"));
        let now = storage::load(&path).expect("loads");
        assert_eq!(now.player(5).and_then(|p| p.rating), Some(1999));
        assert_eq!(app.tournament, now, "the newest version is shown");
    }

    #[test]
    fn a_swap_mark_stays_on_the_player_a_late_entry_renumbered() {
        let (_directory, path, mut app) = open_dutch();
        let before = storage::load(&path).expect("loads");
        let white = |t: &arbiter::model::Tournament, board: usize| {
            let pairing = &t.rounds[5].pairings[board];
            t.player_name(pairing.white).to_string()
        };
        let (first, second) = (white(&before, 6), white(&before, 7));
        // Rounds screen: the White player of board 7, the first without a result,
        // marked for a swap.
        press(&mut app, "2<Down><Down><Down><Down><Down><Down>s");
        // Another arbiter enters a player above everybody: everyone is renumbered, and
        // the application shows it.
        storage::modify(&path, |t| {
            t.add_player(Player::new("Late, Entry", Some(3000)))
        })
        .expect("saved")
        .expect("valid");
        assert!(check_disk(&mut app));
        // The White player of board 8 is the partner.
        press(&mut app, "<Down>s");
        if app.dialog.is_some() {
            press(&mut app, "y");
        }
        let now = storage::load(&path).expect("loads");
        assert_eq!(
            (white(&now, 6), white(&now, 7)),
            (second, first),
            "{}",
            app.status.text
        );
    }

    #[test]
    fn a_result_for_a_board_chosen_before_another_arbiter_changed_it_is_refused() {
        let (_directory, path, mut app) = open_dutch();
        // Results screen: board 6, the first without a result, chosen.
        press(&mut app, "3<Enter>");
        let before = storage::load(&path).expect("loads");
        let seen = before.rounds[5].pairings[5].clone();
        // Another arbiter exchanges the Black players of boards 6 and 7, and the
        // application shows it.
        exchange_the_black_players_of_boards_6_and_7(&path);
        assert!(check_disk(&mut app));
        press(&mut app, "1-0");
        let now = storage::load(&path).expect("loads");
        let board_6 = &now.rounds[5].pairings[5];
        assert!(board_6.games.iter().all(|g| *g == GameResult::Pending));
        let label = |tpn| before.player_label(tpn);
        assert_eq!(
            app.status.text,
            format!(
                "round 6 no longer has {} against {} (board 6 is now {} - {}): another arbiter changed the round; look again (saved by {})",
                label(seen.white),
                label(seen.black),
                label(board_6.white),
                label(board_6.black),
                app.other_saver.clone().unwrap_or_default()
            )
        );
        assert!(
            app.other_saver
                .as_deref()
                .is_some_and(|by| by.ends_with(&other_arbiter())),
            "{:?}",
            app.other_saver
        );
    }

    /// Another arbiter's late entry above everybody (everyone is renumbered) and his
    /// move of board 7 of round 6 to board 6 (board 6 moves to 7).
    fn renumber_and_move_board_7_up(path: &std::path::Path) {
        storage::modify(path, |t| {
            t.add_player(Player::new("Late, Entry", Some(3000)))?;
            let board = t.board_ref(6, 7)?;
            arbiter::edit::Edit::Move {
                round: 6,
                change: arbiter::edit::PairingMove::MoveBoard(board, 6),
            }
            .apply(t)
            .map(|_| ())
        })
        .expect("saved")
        .expect("valid");
    }

    #[test]
    fn the_rounds_and_results_cursors_follow_their_game_through_another_arbiters_save() {
        let (_directory, path, mut app) = open_dutch();
        let before = storage::load(&path).expect("loads");
        let seen = before.rounds[5].pairings[5].clone();
        let name = |tpn| before.player_name(tpn).to_string();
        // Rounds screen: the Black player of board 6; results screen: board 6, the
        // first without a result.
        press(&mut app, "2<Down><Down><Down><Down><Down><Right>3");
        renumber_and_move_board_7_up(&path);
        assert!(check_disk(&mut app));
        // The game is board 7 now: the results cursor is on it, and its result goes to it.
        press(&mut app, "<Enter>1-0");
        assert_eq!(
            app.status.text,
            "board 7: Fischer, Felix 22 – Adams, Boris 23, 1-0; 4 missing"
        );
        let now = storage::load(&path).expect("loads");
        let board_7 = &now.rounds[5].pairings[6];
        assert_eq!(
            (
                now.player_name(board_7.white),
                now.player_name(board_7.black)
            ),
            (name(seen.white).as_str(), name(seen.black).as_str())
        );
        assert_eq!(board_7.games, ["1-0".parse().expect("a result")]);
        // The rounds cursor is on the same player, Black on board 7 now.
        press(&mut app, "<Esc><F2>s");
        assert_eq!(
            app.status.text,
            format!(
                "{} marked: press s on the player to swap with (Esc cancels)",
                app.tournament.player_label(board_7.black)
            )
        );
        assert_eq!(
            (app.rounds.selected, app.rounds.side),
            (6, arbiter::model::Colour::Black)
        );
    }

    #[test]
    fn an_absence_marked_over_a_bye_another_arbiter_gave_meanwhile_is_refused() {
        let (_directory, path, mut app) = open_dutch();
        let label = app.tournament.player_label(1);
        // Another arbiter gives player 1 a half-point bye in round 7, the next one; the
        // arbiter, who does not see it yet, marks player 1 absent in round 7.
        storage::modify(&path, |t| {
            t.request_bye(1, 7, Some(arbiter::model::RequestedByeKind::Half))
        })
        .expect("saved")
        .expect("valid");
        press(&mut app, "z");
        assert_eq!(
            app.status.text,
            format!(
                "the bye request of {label} is now half-point bye in round 7, not none in round 7 as shown: \
                 another arbiter changed it; look again; {} saved the file: half-point bye for {label} in round 7 \
                 (undo history cleared)",
                app.other_saver.clone().unwrap_or_default()
            )
        );
        let now = storage::load(&path).expect("loads");
        assert_eq!(
            now.player(1).and_then(|p| p.requested_bye(7)),
            Some(arbiter::model::RequestedByeKind::Half)
        );
        // Looking again, the arbiter sees the bye: z now marks the absence over it.
        press(&mut app, "z");
        let now = storage::load(&path).expect("loads");
        assert_eq!(
            now.player(1).and_then(|p| p.requested_bye(7)),
            Some(arbiter::model::RequestedByeKind::Zero),
            "{}",
            app.status.text
        );
    }

    #[test]
    fn cancelling_the_wait_for_another_save_keeps_the_form_and_what_was_typed() {
        let (_directory, path, mut app) = open_dutch();
        // Esc pressed while the change waits for the lock.
        app.lock_wait = |_| false;
        let lock = FileLock::acquire(&path, Duration::from_secs(10)).expect("locked");
        press(&mut app, "e<Tab><BS><BS><BS><BS><BS>2345<Enter>");
        drop(lock);
        assert!(
            app.status.text.ends_with("(the change was not made)"),
            "{}",
            app.status.text
        );
        assert_eq!(form_rating(&app).as_deref(), Some("2345"));
        // Once the other save is done, Enter saves what was typed.
        app.lock_wait = |_| true;
        press(&mut app, "<Enter>");
        assert_eq!(form_rating(&app), None, "{}", app.status.text);
        let now = storage::load(&path).expect("loads");
        assert_eq!(now.player(1).and_then(|p| p.rating), Some(2345));
    }
}
