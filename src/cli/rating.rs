//! `arbiter rating`: the FIDE rating report of a tournament.

use std::path::Path;

use clap::ValueEnum;
use color_eyre::eyre::{Result, WrapErr};

use super::load;
use crate::export::rating;
use crate::rating::RatingReport;

/// How the rating report is written.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Aligned tables for reading.
    Text,
    /// Comma-separated values for a spreadsheet.
    Csv,
}

pub fn report(file: &Path, format: Format) -> Result<()> {
    let tournament = load(file)?;
    let report = RatingReport::build(&tournament)
        .wrap_err_with(|| format!("cannot rate {}", file.display()))?;
    match format {
        Format::Text => print!("{}", rating::text(&report)),
        Format::Csv => print!("{}", rating::csv(&report)),
    }
    Ok(())
}
