//! The edits that registration from lists, prize categories and `restore` make (issue
//! 14): each is one `Edit`, applied all or none, described in the same words on the
//! command line and in the terminal application, and refused with a typed error.

use arbiter::edit::{Applied, Edit, EditError, Entry};
use arbiter::model::{
    Colour, ListedRating, PairingSystem, Player, PrizeCategory, PrizeError, RatingList, Tournament,
};

fn player(name: &str, rating: u16, fide_id: Option<u64>) -> Player {
    Player {
        fide_id,
        ..Player::new(name, Some(rating))
    }
}

fn entry(line: u32, player: Player) -> Entry {
    Entry {
        place: format!("list.csv, line {line}"),
        player,
    }
}

fn names(t: &Tournament) -> Vec<&str> {
    t.players.iter().map(|p| p.name.as_str()).collect()
}

fn open() -> Tournament {
    let mut t = Tournament::new("Open", PairingSystem::Dutch, 5);
    t.initial_colour = Colour::White;
    Edit::AddPlayer(player("Bob", 2300, Some(2001)))
        .apply(&mut t)
        .expect("Bob");
    t
}

#[test]
fn a_list_of_players_is_entered_in_one_edit_and_numbered_by_rating() {
    let mut t = open();
    let edit = Edit::AddPlayers(vec![
        entry(2, player("Cid", 2200, None)),
        entry(3, player("Ann", 2400, Some(2002))),
    ]);
    assert_eq!(edit.describe(), "imported 2 players");
    let applied = edit.apply(&mut t).expect("entered");
    assert_eq!(applied, Applied::Players(vec![3, 1]));
    assert_eq!(names(&t), ["Ann", "Bob", "Cid"]);
    assert_eq!(
        edit.summary(&applied, &t),
        "imported 2 players; the tournament has 3"
    );
}

#[test]
fn a_list_with_one_refused_player_enters_nobody_and_names_the_line() {
    let mut t = open();
    let before = t.clone();
    let edit = Edit::AddPlayers(vec![
        entry(2, player("Cid", 2200, None)),
        entry(3, player("bob", 2250, Some(2001))),
    ]);
    let error = edit.apply(&mut t).expect_err("Bob twice");
    assert_eq!(
        error.to_string(),
        "list.csv, line 3 (bob): Bob is already entered as player 1"
    );
    assert_eq!(t, before);
    assert_eq!(
        Edit::AddPlayers(Vec::new()).apply(&mut t),
        Err(EditError::NoPlayersListed)
    );
}

#[test]
fn ratings_from_a_newer_list_renumber_before_round_1_and_are_refused_after() {
    let mut t = open();
    for edit in [
        Edit::AddPlayer(player("Ann", 2200, Some(2002))),
        Edit::AddPlayer(player("Cid", 2100, Some(2003))),
        Edit::AddPlayer(player("Dan", 2000, None)),
    ] {
        edit.apply(&mut t).expect("entered");
    }
    let edit = Edit::UpdateRatings {
        list: RatingList::Standard,
        ratings: vec![
            ListedRating {
                fide_id: 2002,
                rating: Some(2450),
                k_factor: Some(10),
            },
            ListedRating {
                fide_id: 2001,
                rating: Some(2300),
                k_factor: None,
            },
        ],
    };
    assert_eq!(edit.describe(), "updated the standard ratings");
    let applied = edit.apply(&mut t).expect("updated");
    let Applied::Ratings(update) = &applied else {
        panic!("a rating update, not {applied:?}");
    };
    assert_eq!(names(&t), ["Ann", "Bob", "Cid", "Dan"]);
    assert_eq!(t.players[0].rating, Some(2450));
    // The newer list's K comes too, and its 10 says the rating reached 2400.
    assert_eq!(
        (t.players[0].k_factor, t.players[0].reached_2400),
        (Some(10), true)
    );
    assert_eq!(
        (update.changed[0].k_before, update.changed[0].k_after),
        (None, Some(10))
    );
    assert_eq!(update.changed.len(), 1);
    assert_eq!(update.changed[0].tpn, 1);
    assert_eq!(update.changed[0].before, Some(2200));
    assert_eq!(update.not_in_list, [(3, "Cid".to_string(), 2003)]);
    assert_eq!(
        edit.summary(&applied, &t),
        "1 standard ratings changed, 1 unchanged, 1 not in the list, 1 without FIDE id"
    );

    Edit::Pair { round: 1 }.apply(&mut t).expect("round 1");
    let before = t.clone();
    assert_eq!(
        edit.apply(&mut t)
            .expect_err("round 1 is paired")
            .to_string(),
        "ratings are updated from a new list before round 1 only (C.04.2 Art. 2.3): 1 round(s) are paired"
    );
    assert_eq!(t, before);
}

#[test]
fn a_rating_the_model_refuses_refuses_the_whole_update() {
    let mut t = open();
    Edit::AddPlayer(player("Ann", 2200, Some(2002)))
        .apply(&mut t)
        .expect("Ann");
    let before = t.clone();
    let edit = Edit::UpdateRatings {
        list: RatingList::Rapid,
        ratings: vec![
            ListedRating {
                fide_id: 2002,
                rating: Some(2500),
                k_factor: None,
            },
            ListedRating {
                fide_id: 2001,
                rating: Some(9999),
                k_factor: None,
            },
        ],
    };
    let error = edit.apply(&mut t).expect_err("9999 is no rating");
    assert!(
        error.to_string().starts_with("FIDE id 2001 (Bob): "),
        "{error}"
    );
    assert_eq!(t, before);
}

#[test]
fn prize_categories_are_added_and_removed_by_edits() {
    let mut t = open();
    let women = PrizeCategory {
        sex: Some(arbiter::model::Sex::Female),
        ..PrizeCategory::new("Women", 2)
    };
    let add = Edit::AddPrizeCategory(Box::new(women.clone()));
    assert_eq!(
        add.describe(),
        format!(
            "added prize category \"Women\": 2 place(s), {}",
            women.conditions()
        )
    );
    add.apply(&mut t).expect("added");
    assert_eq!(t.prizes, std::slice::from_ref(&women));
    assert_eq!(
        add.apply(&mut t),
        Err(EditError::Prize(PrizeError::Duplicate("Women".into())))
    );
    assert_eq!(
        Edit::AddPrizeCategory(Box::new(PrizeCategory::new("None", 0)))
            .apply(&mut t)
            .expect_err("no places")
            .to_string(),
        "prize category \"None\", places: a prize category has at least 1 place"
    );

    let remove = Edit::RemovePrizeCategory("women".into());
    assert_eq!(remove.describe(), "removed prize category \"women\"");
    let applied = remove.apply(&mut t).expect("removed");
    assert_eq!(applied, Applied::PrizeCategory(women));
    assert_eq!(
        remove.summary(&applied, &t),
        "removed prize category \"Women\""
    );
    assert!(t.prizes.is_empty());
    assert_eq!(
        remove.apply(&mut t),
        Err(EditError::Prize(PrizeError::NoSuch(
            "women".into(),
            String::new()
        )))
    );
}

#[test]
fn restore_replaces_the_tournament_with_a_kept_version_of_its_round_count() {
    let mut t = open();
    Edit::AddPlayer(player("Ann", 2400, None))
        .apply(&mut t)
        .expect("Ann");
    let registration = t.clone();
    Edit::Pair { round: 1 }.apply(&mut t).expect("round 1");
    let restore = Edit::Restore {
        rounds: 0,
        version: Box::new(registration.clone()),
    };
    assert_eq!(
        restore.describe(),
        "restored the version with 0 rounds paired"
    );
    assert_eq!(restore.apply(&mut t), Ok(Applied::Done));
    assert_eq!(t, registration);

    let mislabelled = Edit::Restore {
        rounds: 1,
        version: Box::new(registration),
    };
    assert_eq!(
        mislabelled.apply(&mut t),
        Err(EditError::RestoredRounds {
            expected: 1,
            found: 0
        })
    );
    let mut broken = t.clone();
    broken.players[0].tpn = 7;
    let invalid = Edit::Restore {
        rounds: 0,
        version: Box::new(broken),
    };
    let before = t.clone();
    assert!(matches!(invalid.apply(&mut t), Err(EditError::Invalid(_))));
    assert_eq!(t, before);
}

#[test]
fn restore_on_disk_is_the_edit_and_keeps_a_damaged_file_it_replaces() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let path = directory.path().join("open.toml");
    let t = open();
    arbiter::storage::save(&path, &t).expect("saved");
    std::fs::write(&path, "this is not a tournament").expect("damaged");
    let restored = arbiter::storage::restore(&path, 0).expect("restored");
    assert_eq!(restored.tournament, t);
    assert_eq!(
        restored.edit.describe(),
        "restored the version with 0 rounds paired"
    );
    assert_eq!(arbiter::storage::load(&path).expect("loads"), t);
    assert_eq!(
        std::fs::read_to_string(&restored.replaced).expect("kept"),
        "this is not a tournament"
    );
    let error = arbiter::storage::restore(&path, 3).expect_err("no round 3 kept");
    assert!(error.to_string().contains("round-03.toml"), "{error}");
}

#[test]
fn a_point_adjustment_is_an_edit_counted_in_the_score_and_pairing() {
    use arbiter::model::{PointAdjustment, Points};
    let mut t = open();
    for name in ["Ann", "Cid", "Dan"] {
        Edit::AddPlayer(player(name, 2000, None))
            .apply(&mut t)
            .expect("entered");
    }
    Edit::Pair { round: 1 }.apply(&mut t).expect("round 1");
    let who = t.player_ref(4).expect("player 4");
    let bonus = Edit::AdjustPoints {
        player: who.clone(),
        round: 1,
        points: Points::from_tenths(20),
    };
    assert_eq!(
        bonus.describe(),
        format!("bonus of 2 point(s) for {} in round 1", who.label())
    );
    bonus.apply(&mut t).expect("bonus");
    assert_eq!(
        t.players[3].adjustments,
        [PointAdjustment {
            round: 1,
            points: Points::from_tenths(20),
            result: None,
        }]
    );
    assert_eq!(t.score_after(4, 1), Points::from_tenths(20));
    let penalty = Edit::AdjustPoints {
        player: who.clone(),
        round: 1,
        points: Points::from_tenths(-5),
    };
    assert_eq!(
        penalty.describe(),
        format!("penalty of 0.5 point(s) for {} in round 1", who.label())
    );
    penalty.apply(&mut t).expect("replaces the bonus");
    assert_eq!(t.scores()[3], Points::from_tenths(-5));
    for (round, tenths) in [(9, 10), (1, 100)] {
        let before = t.clone();
        let refused = Edit::AdjustPoints {
            player: who.clone(),
            round,
            points: Points::from_tenths(tenths),
        }
        .apply(&mut t);
        assert!(refused.is_err(), "round {round}, {tenths} tenths");
        assert_eq!(t, before);
    }
    let removal = Edit::AdjustPoints {
        player: who,
        round: 1,
        points: Points::ZERO,
    };
    assert!(removal.describe().starts_with("removed the adjustment"));
    removal.apply(&mut t).expect("removed");
    assert!(t.players[3].adjustments.is_empty());
}
