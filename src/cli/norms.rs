//! `arbiter norms FILE`: title norms made and still possible (FIDE B.01), one player's
//! norms in full, the norm certificates (IT1) and the tournament report (IT3).

use std::path::PathBuf;

use clap::{Args, ValueEnum};
use color_eyre::eyre::{Result, bail, eyre};

use super::load;
use crate::export::norms as print;
use crate::model::Tpn;
use crate::norms::{norm_results, title_ratings_reached};
use crate::pairing::round_robin;
use crate::standings::complete_rounds;

/// How the norms are written.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Aligned text for reading and printing.
    Text,
    /// Comma-separated values, one row per player and title (the list only).
    Csv,
    /// One HTML page (the forms only).
    Html,
}

/// FIDE's forms.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Form {
    /// The certificate of each title result (norm) achieved.
    It1,
    /// The tournament report.
    It3,
}

#[derive(Args, Debug)]
pub struct NormsArgs {
    file: PathBuf,
    /// The norms after this round (default: the last round whose results are all in).
    #[arg(long)]
    after_round: Option<u32>,
    /// Only this player (starting rank): with the text format, every figure of each title.
    #[arg(long, value_name = "TPN")]
    player: Option<Tpn>,
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    /// A FIDE form instead of the list: it1 (norm certificates) or it3 (tournament report).
    #[arg(long, value_enum)]
    form: Option<Form>,
}

pub fn run(args: NormsArgs) -> Result<()> {
    let tournament = load(&args.file)?;
    let paired = tournament.rounds_paired();
    let after_round = match args.after_round {
        Some(round) if round > paired => {
            bail!("round {round} has not been paired (the tournament has {paired} paired rounds)")
        }
        Some(round) => round,
        None => complete_rounds(&tournament),
    };
    if let Some(tpn) = args.player
        && tournament.player(tpn).is_none()
    {
        return Err(eyre!("there is no player {tpn}"));
    }
    let schedule = round_robin::published_schedule(&tournament);
    let (event, mut results) = norm_results(&tournament, &schedule, after_round);
    results.retain(|r| args.player.is_none_or(|tpn| r.tpn == tpn));
    let out = match (args.form, args.format) {
        (Some(_), Format::Csv) => bail!("the forms are text or HTML"),
        (None, Format::Html) => bail!("the norms list is text or CSV (--form it1|it3 gives HTML)"),
        (Some(Form::It1), format) => {
            results.retain(|r| r.achieved());
            match format {
                Format::Html => print::certificates_html(&tournament, &event, &results),
                _ => print::certificates_text(&tournament, &event, &results),
            }
        }
        (Some(Form::It3), Format::Html) => print::report_html(&tournament, &event, &results),
        (Some(Form::It3), _) => print::report_text(&tournament, &event, &results),
        (None, Format::Csv) => print::csv(&tournament, &results),
        (None, _) if let Some(player) = args.player.and_then(|tpn| tournament.player(tpn)) => {
            let reached = title_ratings_reached(&tournament, player, after_round)?;
            let pages: Vec<String> = results
                .iter()
                .map(|result| print::player_text(&tournament, result, &reached))
                .collect();
            if pages.is_empty() {
                "No norm to look at: the player holds the titles norms give (WGM and WIM are looked at for players entered as female).\n".to_string()
            } else {
                pages.join("\n")
            }
        }
        (None, _) => print::text(&tournament, &event, &results),
    };
    print!("{out}");
    Ok(())
}
