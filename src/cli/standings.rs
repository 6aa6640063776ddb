//! `arbiter standings`: the standings with the tournament's tie-breaks, as text.

use std::path::PathBuf;

use color_eyre::eyre::Result;

use super::load;
use crate::export::{Format, Selection, What, export};

#[derive(clap::Args, Debug)]
pub struct StandingsArgs {
    pub file: PathBuf,
    /// The standings after this round (default: the last round whose results are all in).
    #[arg(long)]
    pub after_round: Option<u32>,
}

pub fn run(args: StandingsArgs) -> Result<()> {
    let tournament = load(&args.file)?;
    let selection = Selection {
        after_round: args.after_round,
        ..Selection::default()
    };
    print!(
        "{}",
        export(&tournament, What::Standings, Format::Text, selection)?
    );
    Ok(())
}
