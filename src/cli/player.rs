//! `arbiter player ...`: registering and managing players.

use std::path::PathBuf;

use clap::{Args, Subcommand};
use color_eyre::eyre::{Result, eyre};

use super::{change, load};
use crate::model::{Player, RequestedByeKind, Sex, Title, Tpn};

#[derive(Subcommand, Debug)]
pub enum PlayerCommand {
    /// Register a player (late entries get the TPN their rating gives).
    Add {
        file: PathBuf,
        #[command(flatten)]
        details: Details,
    },
    /// Change a player's details; only the options given change.
    Edit {
        file: PathBuf,
        tpn: Tpn,
        #[command(flatten)]
        details: Details,
    },
    /// Withdraw a player from a round on.
    Withdraw {
        file: PathBuf,
        tpn: Tpn,
        #[arg(long)]
        from_round: u32,
    },
    /// Undo a withdrawal.
    Reinstate { file: PathBuf, tpn: Tpn },
    /// Request a bye for a coming round (`--kind none` cancels it).
    Bye {
        file: PathBuf,
        tpn: Tpn,
        #[arg(long)]
        round: u32,
        #[arg(long, value_parser = ["half", "zero", "full", "none"])]
        kind: String,
    },
    /// Forbid two players to be paired together.
    Forbid { file: PathBuf, tpn: Tpn, other: Tpn },
    /// List the players.
    List { file: PathBuf },
    /// Register players from FIDE's rating list (TXT or XML) or a CSV registration list.
    Import(super::registration::ImportArgs),
    /// Before round 1: take every player's rating from a newer FIDE list.
    UpdateRatings(super::registration::UpdateArgs),
    /// Find players in a FIDE list by FIDE id or the start of the name.
    Lookup(super::registration::LookupArgs),
}

#[derive(Args, Debug)]
pub struct Details {
    /// "Surname, Firstname".
    #[arg(long)]
    name: Option<String>,
    /// FIDE rating; 0 for unrated.
    #[arg(long)]
    rating: Option<u16>,
    #[arg(long, value_parser = |s: &str| s.parse::<Title>())]
    title: Option<Title>,
    #[arg(long)]
    fide_id: Option<u64>,
    /// Three-letter federation code.
    #[arg(long)]
    federation: Option<String>,
    #[arg(long, value_parser = parse_sex)]
    sex: Option<Sex>,
    /// YYYY, YYYY-MM or YYYY-MM-DD.
    #[arg(long)]
    birth_date: Option<String>,
    /// Rated games played before the tournament (K factor).
    #[arg(long)]
    rated_games: Option<u32>,
    /// The player's rating has reached 2400 at some time (K factor).
    #[arg(long)]
    reached_2400: bool,
}

fn parse_sex(text: &str) -> Result<Sex, String> {
    match text {
        "m" | "M" => Ok(Sex::Male),
        "f" | "F" | "w" | "W" => Ok(Sex::Female),
        _ => Err(format!("{text:?} is not m or f")),
    }
}

impl Details {
    fn apply_to(self, player: &mut Player) {
        if let Some(name) = self.name {
            player.name = name;
        }
        if let Some(rating) = self.rating {
            player.rating = (rating > 0).then_some(rating);
        }
        if self.title.is_some() {
            player.title = self.title;
        }
        if self.fide_id.is_some() {
            player.fide_id = self.fide_id;
        }
        if self.federation.is_some() {
            player.federation = self.federation.map(|f| f.to_ascii_uppercase());
        }
        if self.sex.is_some() {
            player.sex = self.sex;
        }
        if self.birth_date.is_some() {
            player.birth_date = self.birth_date;
        }
        if self.rated_games.is_some() {
            player.rated_games_before = self.rated_games;
        }
        if self.reached_2400 {
            player.reached_2400 = true;
        }
    }
}

pub fn run(command: PlayerCommand) -> Result<()> {
    match command {
        PlayerCommand::Add { file, details } => {
            if details.name.is_none() {
                return Err(eyre!("--name is required to add a player"));
            }
            let mut player = Player::new("", None);
            details.apply_to(&mut player);
            let name = player.name.clone();
            let (tournament, tpn) = change(&file, |t| Ok(t.add_player(player)?))?;
            let renumbered = tournament.players.len() as Tpn - tpn;
            if tournament.rounds.is_empty() || renumbered == 0 {
                println!("added {name} as player {tpn}");
            } else {
                println!(
                    "added {name} as player {tpn} (late entry); players {tpn} and after were renumbered +1 ({renumbered} players)"
                );
            }
        }
        PlayerCommand::Edit { file, tpn, details } => {
            let (_, (name, new_tpn)) = change(&file, |t| {
                let mut player = t
                    .player(tpn)
                    .cloned()
                    .ok_or_else(|| eyre!("there is no player {tpn}"))?;
                details.apply_to(&mut player);
                let name = player.name.clone();
                Ok((name, t.edit_player(tpn, player)?))
            })?;
            if new_tpn == tpn {
                println!("updated player {tpn} ({name})");
            } else {
                println!("updated {name}: now player {new_tpn} (was {tpn}) in the initial order");
            }
        }
        PlayerCommand::Withdraw {
            file,
            tpn,
            from_round,
        } => {
            let (tournament, ()) = change(&file, |t| Ok(t.withdraw(tpn, from_round)?))?;
            println!(
                "player {tpn} ({}) withdrawn from round {from_round}",
                player_name(&tournament, tpn)
            );
        }
        PlayerCommand::Reinstate { file, tpn } => {
            let (tournament, ()) = change(&file, |t| Ok(t.reinstate(tpn)?))?;
            println!(
                "player {tpn} ({}) reinstated",
                player_name(&tournament, tpn)
            );
        }
        PlayerCommand::Bye {
            file,
            tpn,
            round,
            kind,
        } => {
            let kind = match kind.as_str() {
                "half" => Some(RequestedByeKind::Half),
                "zero" => Some(RequestedByeKind::Zero),
                "full" => Some(RequestedByeKind::Full),
                _ => None,
            };
            let (tournament, ()) = change(&file, |t| Ok(t.request_bye(tpn, round, kind)?))?;
            let name = player_name(&tournament, tpn);
            match kind {
                Some(kind) => println!("player {tpn} ({name}): {kind:?} bye in round {round}"),
                None => println!("player {tpn} ({name}): no bye in round {round}"),
            }
        }
        PlayerCommand::Forbid { file, tpn, other } => {
            change(&file, |t| Ok(t.forbid(tpn, other)?))?;
            println!("players {tpn} and {other} will not be paired together");
        }
        PlayerCommand::Import(args) => super::registration::import(args)?,
        PlayerCommand::UpdateRatings(args) => super::registration::update(args)?,
        PlayerCommand::Lookup(args) => super::registration::lookup(args)?,
        PlayerCommand::List { file } => {
            let tournament = load(&file)?;
            print!("{}", crate::report::player_list(&tournament));
        }
    }
    Ok(())
}

fn player_name(tournament: &crate::model::Tournament, tpn: Tpn) -> String {
    tournament
        .player(tpn)
        .map(|p| p.name.clone())
        .unwrap_or_default()
}
