//! The published site read back with a real HTML parser: every page parses without
//! errors, loads nothing from elsewhere, every link is relative and leads to a page of
//! the site, every page can be reached from the index, and the pages say what the
//! tournament holds.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use arbiter::export::site::site;
use arbiter::model::Tournament;
use arbiter::pairing::round_robin::published_schedule;
use scraper::{Html, Selector};

use crate::support::standings::nine_rounds;

fn pages(tournament: &Tournament) -> BTreeMap<String, Html> {
    site(tournament, &published_schedule(tournament))
        .into_iter()
        .map(|page| {
            assert!(page.html.starts_with("<!DOCTYPE html>"), "{}", page.file);
            (page.file, Html::parse_document(&page.html))
        })
        .collect()
}

fn select(html: &Html, selector: &str) -> Vec<String> {
    let selector = Selector::parse(selector).expect("selector");
    html.select(&selector)
        .map(|e| {
            e.text()
                .collect::<Vec<_>>()
                .join(" ")
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

fn links(html: &Html) -> Vec<String> {
    let selector = Selector::parse("a").expect("selector");
    html.select(&selector)
        .map(|a| {
            a.value()
                .attr("href")
                .expect("every link has a target")
                .to_string()
        })
        .collect()
}

#[test]
fn the_site_has_a_page_for_every_round_standing_and_player() {
    let tournament = nine_rounds();
    let site = pages(&tournament);
    let mut expected: BTreeSet<String> = ["index.html", "crosstable.html"].map(String::from).into();
    for round in 1..=9 {
        expected.insert(format!("round-{round}.html"));
        expected.insert(format!("standings-{round}.html"));
    }
    for player in &tournament.players {
        expected.insert(format!("player-{}.html", player.tpn));
    }
    assert_eq!(site.keys().cloned().collect::<BTreeSet<_>>(), expected);
}

#[test]
fn every_page_is_valid_self_contained_and_linked() {
    let site = pages(&nine_rounds());
    for (file, html) in &site {
        assert!(html.errors.is_empty(), "{file}: {:?}", html.errors);
        for tag in [
            "script", "link", "img", "iframe", "object", "embed", "[src]",
        ] {
            assert!(select(html, tag).is_empty(), "{file} has {tag}");
        }
        assert_eq!(select(html, "style").len(), 1, "{file}");
        assert_eq!(select(html, "meta[name=viewport]").len(), 1, "{file}");
        for target in links(html) {
            assert!(
                !target.contains(':') && !target.starts_with('/'),
                "{file} links outside the site: {target}"
            );
            assert!(
                site.contains_key(&target),
                "{file} links to a missing page {target}"
            );
        }
    }
    let mut reached = BTreeSet::from(["index.html".to_string()]);
    let mut queue = VecDeque::from(["index.html".to_string()]);
    while let Some(file) = queue.pop_front() {
        for target in links(&site[&file]) {
            if reached.insert(target.clone()) {
                queue.push_back(target);
            }
        }
    }
    assert_eq!(reached, site.keys().cloned().collect::<BTreeSet<_>>());
}

#[test]
fn the_pages_show_the_rounds_standings_and_games() {
    let tournament = nine_rounds();
    let site = pages(&tournament);
    let index = &site["index.html"];
    assert_eq!(
        select(index, "nav a")[..3],
        [
            "Event".to_string(),
            "Round 1".to_string(),
            "Round 2".to_string()
        ]
    );
    assert_eq!(select(index, "#rounds tbody tr").len(), 9);
    assert_eq!(
        select(index, "#rounds tbody tr")[0],
        "1 Round 1 After round 1"
    );
    assert_eq!(
        select(index, "#players tbody tr").len(),
        tournament.players.len()
    );
    assert_eq!(select(index, "#players tbody tr")[0], "1 Anna 2250");

    let standings = &site["standings-9.html"];
    assert_eq!(select(standings, "h2"), ["Standings after round 9"]);
    assert_eq!(
        select(standings, "#standings tbody td a").len(),
        tournament.players.len(),
        "every name links to the player's page"
    );
    assert_eq!(
        select(&site["standings-3.html"], "h2"),
        ["Standings after round 3"]
    );
    assert_eq!(select(&site["round-4.html"], "h2"), ["Round 4 pairings"]);

    let anna = &site["player-1.html"];
    assert_eq!(select(anna, "#player h2"), ["Anna"]);
    let games = select(anna, "#player thead + tbody tr");
    assert_eq!(games.len(), 9, "{games:?}");
    let round_1 = &tournament.rounds[0];
    let board = round_1
        .pairings
        .iter()
        .find(|p| p.white == 1 || p.black == 1)
        .expect("Anna plays round 1");
    let (colour, opponent) = if board.white == 1 {
        ("White", board.black)
    } else {
        ("Black", board.white)
    };
    let opponent = tournament.player(opponent).expect("opponent");
    assert!(
        games[0].starts_with(&format!("1 {} {colour} {}", board.board, opponent.name)),
        "{}",
        games[0]
    );
}
