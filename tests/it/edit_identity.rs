//! Edits name players and boards by identity (issue 15, item 2): an arbiter's edit made
//! on the version he saw is applied to the newest version of the file, which another
//! arbiter may have changed in between. A late entry renumbers players (C.04.2 Art. 2)
//! and a manual change moves games: the edit still reaches the player and the game the
//! arbiter meant, or is refused with a message saying what changed.

use arbiter::edit::{Edit, EditError, PairingMove, Setting};
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

#[test]
fn a_withdrawal_reaches_the_player_a_late_entry_renumbered() {
    let (_directory, path) = started();
    let (mut file, seen) = TournamentFile::open(&path).expect("opens");
    // Another arbiter enters a late player between Ann and Bob: Cid was 3, is now 4.
    elsewhere(&path, Edit::AddPlayer(Player::new("Late", Some(2350))));
    let withdraw = Edit::Withdraw {
        player: seen.player_ref(3).expect("Cid as seen"),
        from_round: 2,
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
        .expect_err("the game is gone");
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
fn edits_about_a_player_who_is_gone_or_a_round_that_changed_are_refused() {
    let (_directory, path) = started();
    let (mut file, seen) = TournamentFile::open(&path).expect("opens");
    let mut renamed = seen.player(2).expect("Bob").clone();
    renamed.name = "Robert".into();
    elsewhere(
        &path,
        Edit::EditPlayer(seen.player_ref(2).expect("Bob"), renamed),
    );
    let bye = Edit::RequestBye {
        player: seen.player_ref(2).expect("Bob as seen"),
        round: 3,
        kind: Some(arbiter::model::RequestedByeKind::Half),
    };
    let refusal = file
        .update(&seen, |t| bye.apply(t))
        .expect("read")
        .expect_err("Bob is gone");
    assert_eq!(
        refusal.to_string(),
        "Bob (2) is no longer in the tournament as shown: another arbiter changed the players; look again"
    );
    // Another arbiter pairs round 2: pairing "the next round" as seen is refused.
    let now = storage::load(&path).expect("loads");
    for board in 1..=2 {
        elsewhere(
            &path,
            Edit::SetResult {
                board: now.board_ref(1, board).expect("board"),
                games: vec!["=".parse().expect("a draw")],
            },
        );
    }
    elsewhere(&path, Edit::Pair { round: 2 });
    let refusal = file
        .update(&now, |t| Edit::Pair { round: 2 }.apply(t))
        .expect("read")
        .expect_err("round 2 is paired already");
    assert_eq!(refusal, EditError::RoundsChanged { seen: 1, paired: 2 });
    assert_eq!(storage::load(&path).expect("loads").rounds_paired(), 2);
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
    use arbiter::config::Config;
    use arbiter::model::{GameResult, Player};
    use arbiter::storage::{self, TournamentFile};
    use arbiter::tui::app::App;
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
    fn a_result_for_a_game_that_another_arbiter_replaced_is_refused() {
        let directory = tempfile::tempdir().expect("temporary directory");
        let path = directory.path().join("club.toml");
        storage::save(&path, &dutch()).expect("saved");
        let mut app = open(&path);
        // Another arbiter exchanges the Black players of boards 6 and 7 of round 6.
        let before = storage::load(&path).expect("loads");
        storage::modify(&path, |t| {
            let round = t.rounds.last_mut().expect("round 6");
            let (six, seven) = (round.pairings[5].black, round.pairings[6].black);
            round.pairings[5].black = seven;
            round.pairings[6].black = six;
            Ok::<_, String>(())
        })
        .expect("saved")
        .expect("valid");
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
}
