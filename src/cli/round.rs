//! `arbiter pair`, `unpair`, `result` and `show`.

use std::path::Path;

use color_eyre::eyre::{Result, eyre};

use super::{apply_edits, load};
use crate::edit::Edit;
use crate::export::teams::match_list;
use crate::model::GameResult;

pub fn pair(file: &Path) -> Result<()> {
    let (tournament, _) = apply_edits(file, |t| {
        Ok(vec![Edit::Pair {
            round: t.rounds_paired() + 1,
        }])
    })?;
    if let Some(round) = tournament.rounds.last() {
        print!("{}", super::report::round_pairings(&tournament, round));
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
    let (tournament, _) = apply_edits(file, |t| {
        Ok(vec![Edit::Unpair {
            round: t.rounds_paired(),
        }])
    })?;
    let removed = tournament.rounds_paired() + 1;
    println!(
        "the version with round {removed} is kept: `arbiter restore {} --rounds {removed} --yes` brings it back",
        file.display()
    );
    Ok(())
}

pub fn result(file: &Path, round: u32, board: u32, words: &[String]) -> Result<()> {
    let games = words
        .iter()
        .flat_map(|w| w.split_whitespace())
        .map(str::parse::<GameResult>)
        .collect::<Result<Vec<_>, _>>()?;
    let (tournament, _) = apply_edits(file, |t| {
        Ok(vec![Edit::SetResult {
            board: t.board_ref(round, board)?,
            games,
        }])
    })?;
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
            match tournament.teams {
                Some(_) => print!("{}", match_list(&tournament, number)?),
                None => print!("{}", super::report::round_pairings(&tournament, round)),
            }
        }
        None => print!("{}", super::report::summary(&tournament)),
    }
    Ok(())
}
