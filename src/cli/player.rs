//! `arbiter player ...`: registering and managing players.

use std::path::PathBuf;

use clap::{Args, Subcommand};
use color_eyre::eyre::{Result, eyre};

use super::{apply_edits, load};
use crate::edit::{DetailChange, Edit};
use crate::model::{
    ParseError, Player, Points, RequestedBye, RequestedByeKind, Sex, Title, Tournament, Tpn,
};
use crate::registration::{RatingListIndex, disagreement};

#[derive(Subcommand, Debug)]
pub enum PlayerCommand {
    /// Register a player (late entries get the TPN their rating gives).
    Add {
        file: PathBuf,
        #[command(flatten)]
        details: Details,
        /// A late entry's bye in every round already paired: half or zero (C.04.2 2.4:
        /// none unless the tournament's rules give them); one round: `player bye`.
        #[arg(long)]
        late_byes: Option<RequestedByeKind>,
        #[command(flatten)]
        check: ListCheck,
    },
    /// Change a player's details; only the options given change.
    Edit {
        file: PathBuf,
        tpn: Tpn,
        #[command(flatten)]
        details: Details,
        #[command(flatten)]
        check: ListCheck,
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
    /// Round robin with numbers by hand, before round 1: give player TPN the pairing
    /// number NUMBER (the player who had it takes TPN). The players screen's `#`.
    Number {
        file: PathBuf,
        tpn: Tpn,
        number: Tpn,
    },
    /// Give a bye: half, zero or full (`--kind none` cancels it), for a coming round or
    /// a paired round in which the player has no game (a late entry's missed rounds).
    Bye {
        file: PathBuf,
        tpn: Tpn,
        #[arg(long)]
        round: u32,
        /// Required; `none` is a value (spelt `std::option::Option` so that clap does
        /// not take the option itself for optional).
        #[arg(long, value_parser = parse_bye)]
        kind: std::option::Option<RequestedByeKind>,
    },
    /// Mark a player absent for a round (a zero-point bye; the next round unless
    /// `--round`), or `--cancel` the absence. The players screen's `z`.
    Absent {
        file: PathBuf,
        tpn: Tpn,
        #[arg(long)]
        round: Option<u32>,
        #[arg(long)]
        cancel: bool,
    },
    /// Forbid two players to be paired together.
    Forbid { file: PathBuf, tpn: Tpn, other: Tpn },
    /// Adjust a player's points in a round: a penalty (`--points -1`) or a bonus
    /// (`--points 0.5`), as TRF-26 record 299 writes it; `--points 0` removes it.
    Adjust {
        file: PathBuf,
        tpn: Tpn,
        #[arg(long)]
        round: u32,
        #[arg(long, allow_hyphen_values = true, value_parser = parse_signed_points)]
        points: Points,
    },
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
    #[arg(long)]
    title: Option<Title>,
    #[arg(long)]
    fide_id: Option<u64>,
    /// Three-letter federation code.
    #[arg(long)]
    federation: Option<String>,
    /// m or f.
    #[arg(long)]
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
    /// The K the rating list gives the player (SK, RK or BK of the tournament's list):
    /// 10, 15, 20, 30 or 40.
    #[arg(long)]
    k_factor: Option<u8>,
}

/// The rating list a player's name and FIDE id are checked against.
#[derive(Args, Debug)]
pub struct ListCheck {
    /// FIDE's rating list (TXT or XML) that must give the FIDE id to the player's name;
    /// default: $ARBITER_RATING_LIST.
    #[arg(long, value_name = "LIST")]
    rating_list: Option<PathBuf>,
    /// Enter the player although the rating list gives the FIDE id to another name or
    /// does not list it.
    #[arg(long)]
    yes: bool,
}

impl ListCheck {
    /// Refuses (unless `--yes`, then warns) a player whose FIDE id the rating list gives
    /// another name or does not list.
    fn check(&self, player: &Player) -> Result<()> {
        let Some(list) = self
            .rating_list
            .clone()
            .or_else(|| std::env::var_os("ARBITER_RATING_LIST").map(PathBuf::from))
        else {
            return Ok(());
        };
        if player.fide_id.is_none() {
            return Ok(());
        }
        let (index, _) = RatingListIndex::open(&list)?;
        let Some(found) = disagreement(&index, player)? else {
            return Ok(());
        };
        let problem = format!("{}: {found}", player.name);
        if self.yes {
            eprintln!("warning: {problem}");
            Ok(())
        } else {
            Err(eyre!(
                "{problem}; repeat with --yes to enter the player as given"
            ))
        }
    }
}

/// Points with an optional sign: `-1`, `+0.5`, `2`.
fn parse_signed_points(text: &str) -> Result<Points, ParseError> {
    let trimmed = text.trim();
    match trimmed.strip_prefix('-') {
        Some(magnitude) => magnitude.parse().map(|p: Points| Points::ZERO - p),
        None => trimmed.trim_start_matches('+').parse(),
    }
}

/// A kind of bye, or `none` to cancel the request.
pub(super) fn parse_bye(text: &str) -> Result<Option<RequestedByeKind>, ParseError> {
    if text.eq_ignore_ascii_case("none") {
        Ok(None)
    } else {
        text.parse().map(Some)
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
        if self.k_factor.is_some() {
            player.k_factor = self.k_factor;
        }
    }
}

/// What a command makes of the newest version of the file.
type Build = Box<dyn FnOnce(&Tournament) -> Result<Vec<Edit>>>;

pub fn run(command: PlayerCommand) -> Result<()> {
    let (file, build): (PathBuf, Build) = match command {
        PlayerCommand::List { file } => {
            let tournament = load(&file)?;
            print!("{}", super::report::player_list(&tournament));
            return Ok(());
        }
        PlayerCommand::Import(args) => return super::registration::import(args),
        PlayerCommand::UpdateRatings(args) => return super::registration::update(args),
        PlayerCommand::Lookup(args) => return super::registration::lookup(args),
        PlayerCommand::Add {
            file,
            details,
            late_byes,
            check,
        } => {
            if details.name.is_none() {
                return Err(eyre!("--name is required to add a player"));
            }
            let mut player = Player::new("", None);
            details.apply_to(&mut player);
            check.check(&player)?;
            (
                file,
                Box::new(move |t| {
                    if let Some(kind) = late_byes {
                        player.byes = (1..=t.rounds_paired())
                            .map(|round| RequestedBye { round, kind })
                            .collect();
                    }
                    Ok(vec![Edit::AddPlayer(player)])
                }),
            )
        }
        PlayerCommand::Edit {
            file,
            tpn,
            details,
            check,
        } => (
            file,
            Box::new(move |t| {
                let who = t.player_ref(tpn)?;
                let seen = t
                    .player(tpn)
                    .cloned()
                    .unwrap_or_else(|| Player::new("", None));
                // Only a new name or FIDE id is checked with the list.
                let identity = details.name.is_some() || details.fide_id.is_some();
                let mut wanted = seen.clone();
                details.apply_to(&mut wanted);
                if identity {
                    check.check(&wanted)?;
                }
                Ok(vec![Edit::EditPlayer {
                    player: who,
                    changes: DetailChange::between(&seen, &wanted),
                }])
            }),
        ),
        PlayerCommand::Withdraw {
            file,
            tpn,
            from_round,
        } => (
            file,
            Box::new(move |t| {
                Ok(vec![Edit::Withdraw {
                    player: t.player_ref(tpn)?,
                    from_round,
                    was: t.player(tpn).and_then(|p| p.withdrawn_from),
                }])
            }),
        ),
        PlayerCommand::Reinstate { file, tpn } => (
            file,
            Box::new(move |t| Ok(vec![Edit::Reinstate(t.player_ref(tpn)?)])),
        ),
        PlayerCommand::Number { file, tpn, number } => (
            file,
            Box::new(move |t| {
                Ok(vec![Edit::SetPairingNumber {
                    player: t.player_ref(tpn)?,
                    number,
                }])
            }),
        ),
        PlayerCommand::Bye {
            file,
            tpn,
            round,
            kind,
        } => (
            file,
            Box::new(move |t| {
                Ok(vec![Edit::RequestBye {
                    player: t.player_ref(tpn)?,
                    round,
                    kind,
                    was: t.player(tpn).and_then(|p| p.requested_bye(round)),
                }])
            }),
        ),
        PlayerCommand::Absent {
            file,
            tpn,
            round,
            cancel,
        } => (
            file,
            Box::new(move |t| Ok(vec![Edit::absence(t, tpn, round, Some(!cancel))?])),
        ),
        PlayerCommand::Adjust {
            file,
            tpn,
            round,
            points,
        } => (
            file,
            Box::new(move |t| {
                Ok(vec![Edit::AdjustPoints {
                    player: t.player_ref(tpn)?,
                    round,
                    points,
                }])
            }),
        ),
        PlayerCommand::Forbid { file, tpn, other } => (
            file,
            Box::new(move |t| {
                Ok(vec![Edit::Forbid {
                    player: t.player_ref(tpn)?,
                    other: t.player_ref(other)?,
                    paired: t.rounds_paired(),
                }])
            }),
        ),
    };
    apply_edits(&file, build)?;
    Ok(())
}
