//! The demo tournaments: the files in `demo/` load (a newcomer opens them, and may have
//! entered results in them since: they are not compared with the program's output),
//! the program builds them deterministically (`arbiter demo`), they hold what an
//! arbiter meets at a real event, and their standings and exports are pinned by
//! snapshots of the tournaments as the program builds them.

use std::path::PathBuf;

use arbiter::cli::demo::DEMOS;
use arbiter::export::{Format, Selection, What, export};
use arbiter::model::{ByeKind, GameResult, Tournament};
use arbiter::storage;

fn path(file_name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("demo")
        .join(file_name)
}

fn built(file_name: &str) -> Tournament {
    DEMOS
        .iter()
        .find(|demo| demo.file_name == file_name)
        .expect("a demo")
        .build()
        .expect("the demo builds")
}

#[test]
fn the_demo_files_load() {
    for demo in DEMOS {
        let loaded = storage::load(&path(demo.file_name)).unwrap_or_else(|error| panic!("{error}"));
        assert_eq!(loaded.system, demo.system);
    }
}

#[test]
fn the_program_builds_each_demo_the_same_way_every_time() {
    for demo in DEMOS {
        let first = storage::to_toml(&demo.build().expect("builds"));
        let second = storage::to_toml(&demo.build().expect("builds"));
        assert_eq!(first, second, "{}", demo.file_name);
    }
}

#[test]
fn the_double_swiss_demo_has_what_a_real_open_has() {
    let t = built("double-swiss-open.toml");
    assert_eq!(t.players.len(), 40);
    assert_eq!(t.rounds_planned, 7);
    assert_eq!(t.rounds_paired(), 4);
    assert!(
        t.players.iter().any(|p| p.title.is_some()),
        "titled players"
    );
    assert!(
        t.players.iter().any(|p| p.rating.is_none()),
        "unrated players"
    );
    assert!(
        t.players.iter().any(|p| p.withdrawn_from.is_some()),
        "a withdrawal"
    );
    let requested = t
        .rounds
        .iter()
        .flat_map(|r| &r.byes)
        .any(|b| matches!(b.kind, ByeKind::Half | ByeKind::Zero))
        || t.players.iter().any(|p| !p.byes.is_empty());
    assert!(requested, "a requested bye");
    let forfeit = t
        .rounds
        .iter()
        .flat_map(|r| &r.pairings)
        .flat_map(|p| &p.games)
        .any(|g| matches!(g, GameResult::Forfeit { .. }));
    assert!(forfeit, "a forfeit");
    let last = t.rounds.last().expect("rounds");
    assert!(last.missing_results() > 0, "results still to enter");
    assert!(t.rounds[..3].iter().all(|r| r.is_complete()));
}

#[test]
fn standings_and_exports_of_each_demo() {
    for demo in DEMOS {
        let t = demo.build().expect("the demo builds");
        let name = demo.file_name.trim_end_matches(".toml");
        for (what, label) in [
            (What::Standings, "standings"),
            (What::Pairings, "pairings"),
            (What::Crosstable, "crosstable"),
        ] {
            for (format, extension) in [(Format::Text, "txt"), (Format::Csv, "csv")] {
                let output = export(&t, what, format, Selection::default()).expect("exports");
                insta::assert_snapshot!(format!("demo_{name}_{label}_{extension}"), output);
            }
        }
    }
}

#[test]
fn the_html_page_of_each_demo_is_valid_and_pinned() {
    for demo in DEMOS {
        let t = demo.build().expect("the demo builds");
        let page = export(&t, What::All, Format::Html, Selection::default()).expect("a page");
        let html = scraper::Html::parse_document(&page);
        assert!(
            html.errors.is_empty(),
            "{}: parse errors {:?}",
            demo.file_name,
            html.errors
        );
        let name = demo.file_name.trim_end_matches(".toml");
        insta::assert_snapshot!(format!("demo_{name}_all_html"), page);
    }
}

#[test]
fn the_dutch_open_demo_is_paired_by_the_2026_edition() {
    use arbiter::model::PairingEdition;
    let t = built("dutch-open.toml");
    assert_eq!(t.editions.pairing, PairingEdition::Rules2026);
    assert_eq!(t.players.len(), 36);
    assert_eq!(t.rounds_planned, 9);
    assert_eq!(t.rounds_paired(), 4);
    assert!(t.rounds[..3].iter().all(|r| r.is_complete()));
    let last = t.rounds.last().expect("rounds");
    assert!(last.missing_results() > 0, "a round in progress");
    // The round in progress is what the 2026 engine pairs from the rounds before it
    // (earlier rounds were paired before the late entry renumbered the players).
    assert_last_round_repairs(&t);
    let shown = storage::to_toml(&t);
    assert!(shown.contains("editions = { pairing = \"2026\""), "{shown}");
}

#[test]
fn the_dubov_open_demo_is_paired_by_the_2026_edition() {
    use arbiter::model::PairingEdition;
    let t = built("dubov-open.toml");
    assert_eq!(t.editions.pairing, PairingEdition::Rules2026);
    assert_eq!(
        (t.players.len(), t.rounds_planned, t.rounds_paired()),
        (30, 7, 4)
    );
    assert!(
        t.rounds.last().expect("rounds").missing_results() > 0,
        "a round in progress"
    );
    assert_last_round_repairs(&t);
}

/// The round in progress is what the engine pairs from the rounds before it.
fn assert_last_round_repairs(t: &Tournament) {
    use arbiter::pairing::{PairingRequest, pair};
    let mut before = t.clone();
    let last = before.rounds.pop().expect("rounds");
    let paired = pair(&PairingRequest::next_round(&before)).expect("pairs");
    let boards: Vec<(u32, u32)> = paired.boards.iter().map(|b| (b.white, b.black)).collect();
    let made: Vec<(u32, u32)> = last.pairings.iter().map(|p| (p.white, p.black)).collect();
    assert_eq!(made, boards, "round {}", last.number);
}

#[test]
fn the_burstein_open_demo_is_in_its_second_round_after_seeding() {
    use arbiter::model::{PairingEdition, PairingSystem};
    let t = built("burstein-open.toml");
    assert_eq!(
        (t.system, t.editions.pairing),
        (PairingSystem::Burstein, PairingEdition::Rules2026)
    );
    assert_eq!(
        (t.players.len(), t.rounds_planned, t.rounds_paired()),
        (28, 9, 6)
    );
    let last = t.rounds.last().expect("rounds");
    assert!(last.missing_results() > 0, "a round in progress");
    assert_last_round_repairs(&t);
}

#[test]
fn the_team_swiss_demo_is_a_league_in_its_fourth_round() {
    use arbiter::edit::{Edit, TeamEdit};
    let t = built("team-swiss-league.toml");
    let teams = t.teams.as_ref().expect("a team competition");
    // The teams take the demo's names in order of strength: team 1 is the first named.
    let names: Vec<&str> = teams.teams.iter().map(|team| team.name.as_str()).collect();
    let demo = DEMOS
        .iter()
        .find(|demo| demo.file_name == "team-swiss-league.toml")
        .and_then(|demo| demo.teams)
        .expect("a team demo");
    assert_eq!(names, demo.names);
    assert_eq!((names[0], names.len()), ("Eindhoven", 12));
    assert_eq!(
        (
            teams.boards,
            t.players.len(),
            t.rounds_planned,
            t.rounds_paired()
        ),
        (4, 60, 7, 4)
    );
    assert!(t.rounds[..3].iter().all(|r| r.is_complete()));
    // Round 4: every line-up given; the first three matches played, the other three
    // (boards 13-24) waiting for their results.
    let last = t.rounds.last().expect("rounds");
    let pending: Vec<u32> = last
        .pairings
        .iter()
        .filter(|p| p.games.iter().all(|g| g.is_pending()))
        .map(|p| p.board)
        .collect();
    assert_eq!(pending, (13..=24).collect::<Vec<u32>>());
    assert!(teams.rounds[3].matches.iter().all(|m| m.has_lineups()));
    // The round in progress is what the team Swiss engine pairs from the rounds before.
    let mut before = t.clone();
    before.rounds.pop();
    let paired = before
        .teams
        .as_mut()
        .expect("teams")
        .rounds
        .pop()
        .expect("round 4");
    Edit::Team(TeamEdit::Pair {
        round: 4,
        matches: Vec::new(),
        bye: None,
    })
    .apply(&mut before)
    .expect("pairs");
    let again = &before.teams.as_ref().expect("teams").rounds[3];
    let pairs = |matches: &[arbiter::model::TeamMatch]| -> Vec<(u32, u32)> {
        matches.iter().map(|m| (m.first, m.second)).collect()
    };
    assert_eq!(pairs(&again.matches), pairs(&paired.matches));
    assert_eq!(again.bye, paired.bye);
}
