//! A whole event scripted on the command line, as issue 20 asks: 95 players imported
//! from a rating list in FIDE's exact TXT layout and 5 from a CSV registration list, two
//! late entrants with half-point byes for round 1, five Dutch rounds (round 3 partly by
//! hand: `pairing new`, `pairing add`, `pairing rest`), every result entered (round 4
//! by keys in the terminal application, as written: `1-0`, `0-1`, `1/2`), the
//! pairing lists and the prize list (checked against the standings) printed, and the
//! published site read back with a real HTML parser (every page parses, every link
//! leads to a page of the site).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use arbiter::model::{ByeKind, Tournament};
use arbiter::storage;
use scraper::{Html, Selector};

use arbiter::config::Config;
use arbiter::tui::app::App;
use arbiter::tui::theme::Look;

use crate::support::cli::ok_in;
use crate::support::open_toml::{self, enter_result, load};
use crate::support::tui::press;

/// FIDE's header line of `players_list_foa.txt`.
const HEADER: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";

/// A list of `count` players in FIDE's fixed columns (CRLF line ends, as FIDE writes
/// them): ids from 30 100 000, ratings from 2450 down in steps of 7, every tenth
/// player unrated, a title for the first three.
fn write_fide_list(path: &Path, count: u32) {
    let mut text = format!("{HEADER}\r\n");
    for i in 0..count {
        let titles = ["GM", "IM", "FM"];
        let title = titles.get(i as usize).copied().unwrap_or("");
        let rating = if i % 10 == 9 { 0 } else { 2450 - 7 * i };
        let (sex, flag) = if i % 4 == 0 { ("F", "w") } else { ("M", "") };
        text.push_str(&format!(
            "{:<15}{:<61}{:<4}{:<4}{:<5}{:<5}{:<15}{:<4}{:<6}{:<4}{:<3}{:<6}{:<4}{:<3}{:<6}{:<4}{:<3}{:<6}{:<4}\r\n",
            30_100_000 + i,
            format!("Listed{i:03}, Player"),
            ["BEL", "NED", "GER"][(i % 3) as usize],
            sex,
            title,
            "",
            "",
            "",
            rating,
            0,
            20,
            0,
            0,
            20,
            0,
            0,
            20,
            1960 + i % 50,
            flag,
        ));
    }
    std::fs::write(path, text).expect("list written");
}

const CSV: &str = "Surname;First name;FIDE ID;Elo;Fed;Title;Born;Sex\n\
    Janssens;Pieter;;1655;BEL;;2009-03-02;M\n\
    Peeters;Lien;;1540;BEL;;2011-07-19;F\n\
    Claes;Tom;;0;BEL;;1990;M\n\
    Willems;Sara;;1802;NED;;1985-01-30;F\n\
    Goossens;Bram;;1713;BEL;;2008;M\n";

/// Enters every result of `round` the way the arbiter reads them off the score
/// sheets: board by board, with `result(board)` as typed (`1-0`, `0-1`, `=`).
fn enter_results(dir: &Path, round: u32, result: impl Fn(u32) -> &'static str) {
    let boards = load(dir).round(round).expect("round").pairings.len() as u32;
    for board in 1..=boards {
        enter_result(dir, round, board, result(board));
    }
    assert!(load(dir).round(round).expect("round").is_complete());
}

/// Enters every result of `round` in the terminal application opened on the file: on
/// the results screen (F3), the board's number, Enter, and the result as written (`1-0`,
/// `0-1`, `1/2`), which records it and saves the file; the results are then those of
/// the slips.
fn type_results(dir: &Path, round: u32, result: impl Fn(u32) -> &'static str) {
    let path = dir.join("open.toml");
    let (file, tournament) = storage::TournamentFile::open(&path).expect("opens");
    let mut app = App::new(tournament, Some(file), Look::default(), Config::default());
    press(&mut app, "<F3>");
    let boards = app.tournament.round(round).expect("round").pairings.len() as u32;
    for board in 1..=boards {
        // A written 1/2 could go on to 1/2-1/2: Enter records it as it stands.
        let written = as_written(result(board));
        let then = if written == "1/2" { "<Enter>" } else { "" };
        press(&mut app, &format!("{board}<Enter>{written}{then}"));
    }
    let saved = load(dir);
    assert!(
        saved.round(round).expect("round").is_complete(),
        "{}: {:?}",
        app.status.text,
        crate::support::tui::results(&saved, round)
    );
    assert_eq!(saved, app.tournament);
    for (board, pairing) in (1..).zip(&saved.round(round).expect("round").pairings) {
        assert_eq!(pairing.games[0].to_string(), as_written(result(board)));
    }
}

/// A result as an arbiter writes it on the slip, and as arbiter prints it.
fn as_written(result: &str) -> &str {
    match result {
        "=" => "1/2",
        other => other,
    }
}

/// The score sheets: White wins on odd boards, draws on every third, Black otherwise.
fn sheet(board: u32) -> &'static str {
    match board {
        b if b % 3 == 0 => "=",
        b if b % 2 == 1 => "1-0",
        _ => "0-1",
    }
}

#[test]
fn a_hundred_player_open_from_registration_to_the_published_site() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let dir = directory.path();
    write_fide_list(&dir.join("players_list_foa.txt"), 95);
    std::fs::write(dir.join("entries.csv"), CSV).expect("csv written");
    open_toml::create(dir, "dutch", 5);
    let imported = ok_in(
        dir,
        &[
            "player",
            "import",
            "open.toml",
            "--fide-list",
            "players_list_foa.txt",
        ],
    );
    assert!(
        imported.ends_with("imported 95 players; the tournament has 95\n"),
        "{imported}"
    );
    let imported = ok_in(
        dir,
        &["player", "import", "open.toml", "--csv", "entries.csv"],
    );
    assert!(
        imported.ends_with("imported 5 players; the tournament has 100\n"),
        "{imported}"
    );
    let t = load(dir);
    assert_eq!(t.players.len(), 100);
    // The initial order: the GM first, the unrated last.
    assert_eq!(t.players[0].name, "Listed000, Player");
    assert_eq!(t.players[0].rating, Some(2450));
    assert_eq!(t.players[0].fide_id, Some(30_100_000));
    let unrated = t.players.iter().filter(|p| p.rating.is_none()).count();
    assert_eq!(unrated, 10);

    // Round 1, then two late entrants with the half point of round 1.
    ok_in(dir, &["pair", "open.toml"]);
    assert_eq!(load(dir).round(1).expect("round 1").pairings.len(), 50);
    enter_results(dir, 1, sheet);
    ok_in(
        dir,
        &[
            "player",
            "add",
            "open.toml",
            "--name",
            "Late, Anna",
            "--rating",
            "2005",
            "--late-byes",
            "half",
        ],
    );
    ok_in(
        dir,
        &[
            "player",
            "add",
            "open.toml",
            "--name",
            "Later, Bob",
            "--rating",
            "1600",
        ],
    );
    let bob = load(dir)
        .players
        .iter()
        .find(|p| p.name == "Later, Bob")
        .expect("Bob")
        .tpn;
    ok_in(
        dir,
        &[
            "player",
            "bye",
            "open.toml",
            &bob.to_string(),
            "--round",
            "1",
            "--kind",
            "half",
        ],
    );
    let t = load(dir);
    let anna = t
        .players
        .iter()
        .find(|p| p.name == "Late, Anna")
        .expect("Anna")
        .tpn;
    let half_byes: Vec<_> = t
        .round(1)
        .expect("round 1")
        .byes
        .iter()
        .map(|b| (b.player, b.kind))
        .collect();
    assert_eq!(half_byes, [(anna, ByeKind::Half), (bob, ByeKind::Half)]);
    assert_eq!(t.score_after(anna, 1).to_string(), "0.5");

    // Round 2 by the engine.
    ok_in(dir, &["pair", "open.toml"]);
    assert_eq!(load(dir).round(2).expect("round 2").pairings.len(), 51);
    enter_results(dir, 2, sheet);

    // Round 3 partly by hand: the two late entrants on board 1, the rest by the engine.
    ok_in(dir, &["pairing", "new", "open.toml"]);
    ok_in(
        dir,
        &[
            "pairing",
            "add",
            "open.toml",
            &anna.to_string(),
            &bob.to_string(),
        ],
    );
    assert_eq!(
        ok_in(dir, &["pairing", "rest", "open.toml"]),
        "paired the rest of round 3: 50 more boards\n"
    );
    let t = load(dir);
    let round_3 = t.round(3).expect("round 3");
    assert_eq!(round_3.pairings.len(), 51);
    assert_eq!(
        (
            round_3.pairings[0].board,
            round_3.pairings[0].white,
            round_3.pairings[0].black
        ),
        (1, anna, bob)
    );
    let boards: Vec<u32> = round_3.pairings.iter().map(|p| p.board).collect();
    assert_eq!(boards, (1..=51).collect::<Vec<_>>());
    // The engine's part breaks no pairing rule.
    assert_eq!(arbiter::pairing::manual::breaches(&t, 3), []);
    enter_results(dir, 3, sheet);

    // Round 4 in the terminal application on the file: the results typed as written
    // on the slips, board by board, each saved at once.
    ok_in(dir, &["pair", "open.toml"]);
    type_results(dir, 4, sheet);
    ok_in(dir, &["pair", "open.toml"]);
    enter_results(dir, 5, sheet);
    let t = load(dir);
    assert_eq!(t.rounds_paired(), 5);
    for round in 1..=5 {
        assert_eq!(
            arbiter::pairing::manual::breaches(&t, round),
            [],
            "round {round}"
        );
    }

    // The pairing lists of every round and the prize list.
    for round in 1..=5 {
        let list = ok_in(
            dir,
            &[
                "export",
                "open.toml",
                "--what",
                "pairings",
                "--round",
                &round.to_string(),
            ],
        );
        let pairings = &t.round(round).expect("round").pairings;
        for pairing in pairings {
            for tpn in [pairing.white, pairing.black] {
                let name = &t.player(tpn).expect("player").name;
                assert!(
                    list.contains(name.as_str()),
                    "round {round}: {name}\n{list}"
                );
            }
        }
    }
    ok_in(
        dir,
        &[
            "prizes",
            "open.toml",
            "--add",
            "Under 1800",
            "--places",
            "3",
            "--rating-below",
            "1800",
        ],
    );
    let prizes = ok_in(dir, &["prizes", "open.toml"]);
    // The three best rated players under 1800 in the final standings, in their order.
    let t = load(dir);
    let winners: Vec<(u32, &str)> = arbiter::standings::standings(&t)
        .rows
        .iter()
        .map(|row| t.player(row.tpn).expect("player"))
        .filter(|player| player.rating.is_some_and(|rating| rating < 1800))
        .take(3)
        .map(|player| (player.tpn, player.name.as_str()))
        .collect();
    let listed: Vec<(u32, &str)> = prizes
        .lines()
        .skip_while(|line| !line.trim_start().starts_with("Rk"))
        .skip(1)
        .take_while(|line| !line.is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let name = winners
                .iter()
                .map(|(_, name)| *name)
                .find(|name| line.contains(name))
                .unwrap_or("");
            (fields[1].parse().expect("starting number"), name)
        })
        .collect();
    assert_eq!(listed, winners, "{prizes}");
    assert!(
        prizes.starts_with(
            "Tournament\nPrize list after round 5: Under 1800 (rating below 1800; 3 places)\n"
        ),
        "{prizes}"
    );

    // The published site, read back.
    ok_in(dir, &["publish", "open.toml", "--out", "site"]);
    check_site(&dir.join("site"), &load(dir));
}

fn check_site(site: &Path, t: &Tournament) {
    let mut pages = BTreeMap::new();
    for entry in std::fs::read_dir(site).expect("site") {
        let path = entry.expect("entry").path();
        let name = path
            .file_name()
            .expect("name")
            .to_string_lossy()
            .to_string();
        let text = std::fs::read_to_string(&path).expect("page");
        assert!(text.starts_with("<!DOCTYPE html>"), "{name}");
        let html = Html::parse_document(&text);
        assert!(html.errors.is_empty(), "{name}: {:?}", html.errors);
        pages.insert(name, html);
    }
    let mut expected: BTreeSet<String> = ["index.html", "crosstable.html"].map(String::from).into();
    for round in 1..=5 {
        expected.insert(format!("round-{round}.html"));
        expected.insert(format!("standings-{round}.html"));
    }
    for player in &t.players {
        expected.insert(format!("player-{}.html", player.tpn));
    }
    // The event has prize categories: the site has their page.
    assert!(!t.prizes.is_empty());
    expected.insert("prizes.html".to_string());
    assert_eq!(pages.keys().cloned().collect::<BTreeSet<_>>(), expected);
    let a = Selector::parse("a").expect("selector");
    let mut reached = BTreeSet::from(["index.html".to_string()]);
    let mut queue = vec!["index.html".to_string()];
    for (name, html) in &pages {
        for link in html.select(&a) {
            let target = link.value().attr("href").expect("a link has a target");
            assert!(
                !target.contains(':') && !target.starts_with('/'),
                "{name} links outside the site: {target}"
            );
            assert!(pages.contains_key(target), "{name} links to {target}");
        }
    }
    while let Some(name) = queue.pop() {
        for link in pages[&name].select(&a) {
            let target = link.value().attr("href").expect("target").to_string();
            if reached.insert(target.clone()) {
                queue.push(target);
            }
        }
    }
    assert_eq!(reached, expected, "every page is reached from the index");
    // Each round's page lists its boards, then its byes.
    let row = Selector::parse("tbody tr").expect("selector");
    let bye = Selector::parse("ul.byes li").expect("selector");
    for round in 1..=5 {
        let page = &pages[&format!("round-{round}.html")];
        let boards = t.round(round).expect("round").pairings.len();
        assert_eq!(page.select(&row).count(), boards, "round {round}");
        let byes = t.round(round).expect("round").byes.len();
        assert_eq!(page.select(&bye).count(), byes, "round {round}");
    }
    let byes: Vec<String> = pages["round-1.html"]
        .select(&bye)
        .map(|li| li.text().collect())
        .collect();
    let anna = t
        .players
        .iter()
        .find(|p| p.name == "Late, Anna")
        .expect("Anna")
        .tpn;
    let bob = t
        .players
        .iter()
        .find(|p| p.name == "Later, Bob")
        .expect("Bob")
        .tpn;
    assert_eq!(
        byes,
        [
            format!("Late, Anna ({anna}): half-point bye (0.5)"),
            format!("Later, Bob ({bob}): half-point bye (0.5)"),
        ]
    );
    let rows = pages["standings-5.html"].select(&row).count();
    assert_eq!(rows, 102);
}
