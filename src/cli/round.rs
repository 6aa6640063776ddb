//! `arbiter pair`, `unpair`, `result` and `show`.

use std::path::Path;

use color_eyre::eyre::{Result, eyre};

use super::{change, load};
use crate::model::GameResult;
use crate::pairing;

pub fn pair(file: &Path) -> Result<()> {
    let (tournament, number) = change(file, |t| Ok(pairing::pair_next_round(t)?))?;
    println!("paired round {number}");
    if let Some(round) = tournament.round(number) {
        print!("{}", crate::report::round_pairings(&tournament, round));
    }
    Ok(())
}

pub fn unpair(file: &Path, confirmed: bool) -> Result<()> {
    if !confirmed {
        let round = load(file)?.rounds_paired();
        return Err(eyre!(
            "this removes round {round} with its pairings and results; repeat with --yes to confirm"
        ));
    }
    let (_, number) = change(file, |t| Ok(t.unpair_last_round()?))?;
    println!("removed round {number}");
    Ok(())
}

pub fn result(file: &Path, round: u32, board: u32, words: &[String]) -> Result<()> {
    let games = words
        .iter()
        .flat_map(|w| w.split_whitespace())
        .map(str::parse::<GameResult>)
        .collect::<Result<Vec<_>, _>>()?;
    let (tournament, change) = change(file, |t| Ok(t.set_result(round, board, games)?))?;
    let text: Vec<String> = change.after.iter().map(ToString::to_string).collect();
    let name = |tpn| {
        tournament
            .player(tpn)
            .map(|p| p.name.clone())
            .unwrap_or_default()
    };
    let what = if change.is_correction() {
        let before: Vec<String> = change.before.iter().map(ToString::to_string).collect();
        format!(" (corrected from {})", before.join(" "))
    } else {
        String::new()
    };
    println!(
        "round {round} board {board}: {} - {} {}{what}",
        name(change.white),
        name(change.black),
        text.join(" ")
    );
    if let Some(r) = tournament.round(round) {
        let missing = r.missing_results();
        if missing > 0 {
            println!("{missing} result(s) of round {round} still missing");
        } else {
            println!("round {round} complete");
        }
    }
    Ok(())
}

pub fn show(file: &Path, round: Option<u32>) -> Result<()> {
    let tournament = load(file)?;
    match round {
        Some(number) => {
            let round = tournament.round(number).ok_or_else(|| {
                eyre!(
                    "round {number} has not been paired (rounds paired: {})",
                    tournament.rounds_paired()
                )
            })?;
            print!("{}", crate::report::round_pairings(&tournament, round));
        }
        None => print!("{}", crate::report::summary(&tournament)),
    }
    Ok(())
}
