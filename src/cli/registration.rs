//! `arbiter player import|update-ratings|lookup`: registration from FIDE's rating list
//! and from CSV registration lists (the library's [`crate::registration`]).

use std::path::{Path, PathBuf};

use clap::Args;
use color_eyre::eyre::{Result, eyre};

use super::{edit_file, load};
use crate::edit::{Applied, Edit, Entry, RatingUpdate};
use crate::model::text::printable;
use crate::model::{Player, Tournament};
use crate::registration::{
    INDEX_SUFFIX, ListedPlayer, RatingList, RatingListIndex, for_each_listed, listed_ratings,
    misnamed_players, read_csv,
};

#[derive(Args, Debug)]
pub struct ImportArgs {
    file: PathBuf,
    /// FIDE's combined rating list as downloaded: players_list_foa.txt or
    /// players_list_xml_foa.xml.
    #[arg(long, required_unless_present = "csv", conflicts_with = "csv")]
    fide_list: Option<PathBuf>,
    /// FIDE ids to take from the list, comma-separated (default: every player in it).
    #[arg(long, value_delimiter = ',', requires = "fide_list")]
    ids: Vec<u64>,
    /// A registration list as CSV with a header line naming its columns.
    #[arg(long)]
    csv: Option<PathBuf>,
    #[command(flatten)]
    list: ListChoice,
}

#[derive(Args, Debug)]
pub struct UpdateArgs {
    file: PathBuf,
    /// The newer FIDE list (TXT or XML).
    #[arg(long)]
    fide_list: PathBuf,
    #[command(flatten)]
    list: ListChoice,
}

#[derive(Args, Debug)]
pub struct LookupArgs {
    /// The FIDE list (TXT or XML).
    list_file: PathBuf,
    /// A FIDE id, or the start of a name ("carlsen m").
    query: String,
    /// Most players to show.
    #[arg(long, default_value_t = 10)]
    limit: usize,
    #[command(flatten)]
    list: ListChoice,
}

#[derive(Args, Debug)]
pub struct ListChoice {
    /// The rating list the tournament uses: standard, rapid or blitz.
    #[arg(long = "list", value_parser = |s: &str| s.parse::<RatingList>())]
    rating_list: Option<RatingList>,
}

impl ListChoice {
    /// The rating list to take ratings from: the one given, else the tournament's
    /// (its `rating_list`, or the one its time control is rated on), else standard.
    fn for_tournament(&self, tournament: Option<&Tournament>) -> RatingList {
        self.rating_list
            .or(tournament.map(Tournament::rating_list))
            .unwrap_or_default()
    }
}

fn open_index(list: &Path) -> Result<RatingListIndex> {
    let (index, built) = RatingListIndex::open(list)?;
    if built {
        println!(
            "indexed {} ({} players) into {}{INDEX_SUFFIX}",
            list.display(),
            index.len(),
            list.display()
        );
    }
    Ok(index)
}

fn rating_text(rating: Option<u16>) -> String {
    rating.map_or("unrated".to_string(), |r| r.to_string())
}

fn from_fide_list(list: &Path, ids: &[u64], rating_list: RatingList) -> Result<Vec<Entry>> {
    let entry = |player: &ListedPlayer| Entry {
        place: format!("FIDE id {}", player.fide_id),
        player: player.to_player(rating_list),
    };
    if ids.is_empty() {
        let mut entries = Vec::new();
        for_each_listed(list, |_, player| {
            entries.push(entry(&player));
            Ok(())
        })?;
        return Ok(entries);
    }
    let index = open_index(list)?;
    ids.iter()
        .map(|&id| {
            index
                .by_fide_id(id)?
                .map(|player| entry(&player))
                .ok_or_else(|| {
                    eyre!(
                        "FIDE id {id} is not in {}; nothing was imported",
                        list.display()
                    )
                })
        })
        .collect()
}

fn from_csv(csv: &Path) -> Result<Vec<Entry>> {
    let list = read_csv(csv)?;
    if !list.ignored_columns.is_empty() {
        println!(
            "{}: columns not used: {}",
            csv.display(),
            printable(&list.ignored_columns.join(", "))
        );
    }
    Ok(list
        .players
        .into_iter()
        .map(|(line, player)| Entry {
            place: format!("{}, line {line}", csv.display()),
            player,
        })
        .collect())
}

fn describe(player: &Player, rating_list: Option<RatingList>) -> String {
    let mut text = player.name.clone();
    if let Some(id) = player.fide_id {
        text.push_str(&format!(", FIDE id {id}"));
    }
    match rating_list {
        Some(list) => text.push_str(&format!(", {list} {}", rating_text(player.rating))),
        None => text.push_str(&format!(", {}", rating_text(player.rating))),
    }
    text
}

pub fn import(args: ImportArgs) -> Result<()> {
    let rating_list = args.list.for_tournament(Some(&load(&args.file)?));
    let (entries, from_list) = match (&args.fide_list, &args.csv) {
        (Some(list), _) => (
            from_fide_list(list, &args.ids, rating_list)?,
            Some(rating_list),
        ),
        (None, Some(csv)) => (from_csv(csv)?, None),
        (None, None) => return Err(eyre!("give --fide-list LIST or --csv FILE")),
    };
    let (tournament, done) = edit_file(&args.file, |_| Ok(vec![Edit::AddPlayers(entries)]))?;
    for (edit, applied) in &done {
        if let (Edit::AddPlayers(entries), Applied::Players(tpns)) = (edit, applied) {
            for (entry, tpn) in entries.iter().zip(tpns) {
                println!(
                    "added {} as player {tpn}",
                    describe(&entry.player, from_list)
                );
            }
        }
        println!("{}", edit.summary(applied, &tournament));
    }
    Ok(())
}

pub fn update(args: UpdateArgs) -> Result<()> {
    let index = open_index(&args.fide_list)?;
    let (tournament, done) = edit_file(&args.file, |t| {
        let list = args.list.for_tournament(Some(t));
        Ok(vec![Edit::UpdateRatings {
            list,
            ratings: listed_ratings(t, &index, list)?,
        }])
    })?;
    for (edit, applied) in &done {
        if let Applied::Ratings(update) = applied {
            print_rating_update(update);
        }
        println!("{}", edit.summary(applied, &tournament));
    }
    for (player, found) in misnamed_players(&tournament, &index)? {
        println!(
            "player {} ({}): {found}: check the name and the FIDE id",
            player.tpn, player.name
        );
    }
    Ok(())
}

fn print_rating_update(update: &RatingUpdate) {
    for change in &update.changed {
        let k = |k: Option<u8>| k.map_or("-".to_string(), |k| k.to_string());
        let k_change = if change.k_before == change.k_after {
            String::new()
        } else {
            format!(", K {} -> {}", k(change.k_before), k(change.k_after))
        };
        println!(
            "player {} ({}): {} -> {}{k_change}",
            change.tpn,
            change.name,
            rating_text(change.before),
            rating_text(change.after)
        );
    }
    for (tpn, name, id) in &update.not_in_list {
        println!("player {tpn} ({name}): FIDE id {id} is not in the list; rating kept");
    }
}

pub fn lookup(args: LookupArgs) -> Result<()> {
    let index = open_index(&args.list_file)?;
    let rating_list = args.list.for_tournament(None);
    let found = index.lookup(&args.query, args.limit)?;
    if found.is_empty() {
        println!("nobody in the list matches {:?}", args.query);
    }
    for player in found {
        let line = format!(
            "{:<10} {:<32} {:<3} {:<3} {:>4}  {}",
            player.fide_id,
            printable(&player.name),
            printable(player.federation.as_deref().unwrap_or("-")),
            player.title.map_or("-", |t| t.code()),
            player
                .rating(rating_list)
                .map_or("-".to_string(), |r| r.to_string()),
            player.birth_year.map_or(String::new(), |y| y.to_string()),
        );
        println!("{}", line.trim_end());
    }
    Ok(())
}
