//! `arbiter standings` and `arbiter export` on a tournament file.

use std::path::Path;

use arbiter::model::Tiebreak;

use crate::support::cli::{arbiter, ok};
use crate::support::standings::nine_rounds;

fn tournament_file(directory: &Path) -> String {
    let mut t = nine_rounds();
    t.tiebreaks = vec![Tiebreak::DE, Tiebreak::BH_C1, Tiebreak::TPR];
    // Lena is unrated: TPR applies only with a rating for unrated players (C.07 10).
    // Anna, whose line is checked, never met her.
    t.info.unrated_rating = Some(1000);
    let path = directory.join("spring.toml");
    arbiter::storage::save(&path, &t).expect("the file is written");
    path.to_string_lossy().into_owned()
}

#[test]
fn standings_prints_the_text_standings() {
    let directory = tempfile::tempdir().expect("a temporary directory");
    let file = tournament_file(directory.path());
    let text = ok(&["standings", &file]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[1], "Standings after round 9");
    assert_eq!(
        lines[3],
        "  Rk  No  Name                      Rtg Fed   Pts     DE  BH/C1    TPR"
    );
    assert_eq!(
        lines[4],
        "   1   1  Anna                     2250         7    1.5     38   2203"
    );
    let earlier = ok(&["standings", &file, "--after-round", "4"]);
    assert!(earlier.contains("Standings after round 4"));
}

#[test]
fn export_writes_the_page_into_a_file() {
    let directory = tempfile::tempdir().expect("a temporary directory");
    let file = tournament_file(directory.path());
    let page = directory.path().join("spring.html");
    let page_name = page.to_string_lossy().into_owned();
    let said = ok(&[
        "export", &file, "--what", "all", "--format", "html", "-o", &page_name,
    ]);
    assert_eq!(said, format!("wrote {page_name}\n"));
    let html = std::fs::read_to_string(&page).expect("the page was written");
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(html.contains("<section id=\"crosstable\">"));
}

#[test]
fn export_prints_csv_and_lists() {
    let directory = tempfile::tempdir().expect("a temporary directory");
    let file = tournament_file(directory.path());
    let csv = ok(&[
        "export", &file, "--what", "pairings", "--format", "csv", "--round", "2",
    ]);
    assert_eq!(
        csv.lines().nth(1),
        Some("2,1,2,\"Boris\",2200,1,\"1/2\",1,2250,1,\"Anna\"")
    );
    let cards = ok(&["export", &file, "--what", "cards"]);
    assert!(cards.contains("| Board 1                      White |"));
    let rating = ok(&["export", &file, "--what", "rating", "--format", "csv"]);
    assert!(rating.starts_with("regulations,edition,list,event_code,chief_arbiter,"));
    assert!(rating.contains("\n\ntpn,name,rated,rating_before,"));
}

#[test]
fn export_explains_what_it_cannot_do() {
    let directory = tempfile::tempdir().expect("a temporary directory");
    let file = tournament_file(directory.path());
    let output = arbiter(&["export", &file, "--what", "cards", "--format", "html"]);
    assert!(!output.success());
    assert_eq!(
        output.stderr,
        "error: cannot export cards as html: it is a list to print: use --format text\n"
    );
    let output = arbiter(&["standings", &file, "--after-round", "10"]);
    assert_eq!(
        output.stderr,
        "error: round 10 has not been paired (the tournament has 9 paired rounds)\n"
    );
}
