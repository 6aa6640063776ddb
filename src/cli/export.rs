//! `arbiter export`: standings, pairings, alphabetical lists, pairing cards, the
//! crosstable or the rating report, as text, CSV or HTML, on the standard output or
//! into a file.

use std::path::PathBuf;

use color_eyre::eyre::{Result, WrapErr};

use super::load;
use crate::export::{Format, Selection, What, export};

#[derive(clap::Args, Debug)]
pub struct ExportArgs {
    pub file: PathBuf,
    /// standings, pairings, alphabetical, cards, crosstable, rating or all.
    #[arg(long)]
    pub what: What,
    /// text, csv or html.
    #[arg(long, default_value = "text")]
    pub format: Format,
    /// The round of the pairing lists and cards (default: the last round paired).
    #[arg(long)]
    pub round: Option<u32>,
    /// Standings and crosstable after this round (default: the last round whose
    /// results are all in).
    #[arg(long)]
    pub after_round: Option<u32>,
    /// Write to this file instead of the standard output.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
}

pub fn run(args: ExportArgs) -> Result<()> {
    let tournament = load(&args.file)?;
    let selection = Selection {
        round: args.round,
        after_round: args.after_round,
    };
    let text = export(&tournament, args.what, args.format, selection)?;
    match &args.output {
        None => print!("{text}"),
        Some(path) => {
            std::fs::write(path, &text)
                .wrap_err_with(|| format!("cannot write {}", path.display()))?;
            println!("wrote {}", path.display());
        }
    }
    Ok(())
}
