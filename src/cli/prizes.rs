//! `arbiter prizes FILE`: the prize list, and the prize categories it is made of.

use std::path::PathBuf;

use clap::{ArgGroup, Args};
use color_eyre::eyre::{Result, eyre};

use super::{apply_edits, load};
use crate::edit::Edit;
use crate::export::{Selection, What, export};
use crate::model::{PrizeCategory, Sex};

#[derive(Args, Debug)]
#[command(group(ArgGroup::new("category").args(["add", "change"])))]
pub struct PrizesArgs {
    file: PathBuf,
    #[arg(long, value_enum, default_value = "text")]
    format: crate::export::Format,
    /// The prize list after this round (default: the last round whose results are all in).
    #[arg(long)]
    after_round: Option<u32>,
    /// Add a prize category with this name (then --places and its conditions).
    #[arg(long, value_name = "NAME", conflicts_with_all = ["remove", "change"])]
    add: Option<String>,
    /// Change the prize category with this name: it becomes what --places and the
    /// conditions given say (--name renames it), in the same place of the list.
    #[arg(long, value_name = "NAME", conflicts_with = "remove")]
    change: Option<String>,
    /// The new name of the category changed.
    #[arg(long, requires = "change")]
    name: Option<String>,
    /// Places (prizes) of the category added.
    #[arg(long, requires = "category")]
    places: Option<u32>,
    /// Rating band: this rating or more.
    #[arg(long, requires = "category")]
    rating_from: Option<u16>,
    /// Rating band: below this rating.
    #[arg(long, requires = "category")]
    rating_below: Option<u16>,
    /// Unrated players only.
    #[arg(long, requires = "category")]
    unrated: bool,
    /// Born on this day (YYYY-MM-DD) or later.
    #[arg(long, requires = "category")]
    born_from: Option<String>,
    /// Born on this day (YYYY-MM-DD) or earlier.
    #[arg(long, requires = "category")]
    born_until: Option<String>,
    /// m or f.
    #[arg(long, requires = "category", value_parser = ["m", "f"])]
    sex: Option<String>,
    /// Players of this federation only (local prizes).
    #[arg(long, requires = "category")]
    federation: Option<String>,
    /// The amount of each place, first place first (whole units): 500,300,200.
    #[arg(long, requires = "category", value_delimiter = ',')]
    amounts: Vec<u32>,
    /// Remove the prize category with this name.
    #[arg(long, value_name = "NAME")]
    remove: Option<String>,
}

pub fn run(args: PrizesArgs) -> Result<()> {
    if let Some(name) = args.add.clone().or(args.change.clone()) {
        let places = args
            .places
            .ok_or_else(|| eyre!("--places is required to add or change a prize category"))?;
        let category = PrizeCategory {
            rating_from: args.rating_from,
            rating_below: args.rating_below,
            unrated: args.unrated,
            born_from: args.born_from,
            born_until: args.born_until,
            sex: args
                .sex
                .map(|s| if s == "f" { Sex::Female } else { Sex::Male }),
            federation: args.federation.map(|f| f.to_ascii_uppercase()),
            amounts: args.amounts,
            ..PrizeCategory::new(args.name.unwrap_or_else(|| name.clone()), places)
        };
        let category = Box::new(category);
        let edit = match args.change {
            Some(_) => Edit::ChangePrizeCategory { name, category },
            None => Edit::AddPrizeCategory(category),
        };
        apply_edits(&args.file, |_| Ok(vec![edit]))?;
        return Ok(());
    }
    if let Some(name) = args.remove {
        apply_edits(&args.file, |_| Ok(vec![Edit::RemovePrizeCategory(name)]))?;
        return Ok(());
    }
    let tournament = load(&args.file)?;
    let selection = Selection {
        after_round: args.after_round,
        ..Selection::default()
    };
    let out = export(&tournament, What::Prizes, args.format, selection)?;
    print!("{out}");
    Ok(())
}
