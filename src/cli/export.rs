//! `arbiter export`: standings, pairings, alphabetical lists, pairing cards, result slips, the
//! crosstable or the rating report, as text, CSV or HTML, on the standard output or
//! into a file.

use std::path::PathBuf;

use color_eyre::eyre::{Result, WrapErr, eyre};

use super::load;
use super::trf::DialectArg;
use crate::config::{Config, default_dir};
use crate::export::{Format, Selection, What, export, output};

#[derive(clap::Args, Debug)]
pub struct ExportArgs {
    pub file: PathBuf,
    /// players, standings, pairings, alphabetical, cards, slips, crosstable, rating or all.
    #[arg(long)]
    pub what: What,
    /// text, csv or html.
    #[arg(long, default_value = "text")]
    pub format: Format,
    /// The round of the pairing lists, cards and slips (default: the last round paired).
    #[arg(long)]
    pub round: Option<u32>,
    /// Standings and crosstable after this round (default: the last round whose
    /// results are all in).
    #[arg(long)]
    pub after_round: Option<u32>,
    // With `--what trf`: the records written.
    #[command(flatten)]
    pub dialect: DialectArg,
    /// Write to this file instead of the standard output.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Also send it to the print command (the one set on the terminal application's
    /// settings screen, unless --print-command gives one).
    #[arg(long)]
    pub print: bool,
    /// The shell command that prints, reading the export on its standard input
    /// (`lpr`, `lp -d hall`).
    #[arg(long, requires = "print")]
    pub print_command: Option<String>,
}

pub fn run(args: ExportArgs) -> Result<()> {
    let tournament = load(&args.file)?;
    let selection = Selection {
        round: args.round,
        after_round: args.after_round,
        dialect: args.dialect.dialect,
    };
    let text = export(&tournament, args.what, args.format, selection)?;
    if args.what == What::Trf {
        for warning in crate::trf::write_warnings(&tournament) {
            eprintln!("warning: {warning}");
        }
    }
    match &args.output {
        None if args.print => {}
        None => print!("{text}"),
        Some(path) => {
            crate::files::replace(path, text.as_bytes(), None)
                .wrap_err_with(|| format!("cannot write {}", path.display()))?;
            println!("wrote {}", path.display());
        }
    }
    if args.print {
        let command = match args.print_command {
            Some(command) => command,
            None => Config::new(default_dir()).print_command().ok_or_else(|| {
                eyre!("no print command: give --print-command, or set one on the settings screen of `arbiter`")
            })?,
        };
        output::print(&text, &command)?;
        println!("sent to {command}");
    }
    Ok(())
}
