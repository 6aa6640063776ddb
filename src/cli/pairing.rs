//! `arbiter pairing ...`: the arbiter's manual changes of the last round's pairings
//! (the rounds screen's `s`, `m` and `b`). A change that breaks a pairing rule is
//! listed and made only with `--yes`, as the terminal application asks first.

use std::path::PathBuf;

use clap::Subcommand;
use color_eyre::eyre::{Result, eyre};

use super::apply_edits;
use crate::model::{Edit, PairingMove, Tournament, Tpn};

#[derive(Subcommand, Debug)]
pub enum PairingCommand {
    /// Exchange the places of two players (on boards or holding the pairing bye); two
    /// players of one board exchange colours.
    Swap {
        file: PathBuf,
        player: Tpn,
        other: Tpn,
        /// Make the change even though it breaks pairing rules.
        #[arg(long)]
        yes: bool,
    },
    /// Exchange the colours on one board.
    Colours {
        file: PathBuf,
        #[arg(long)]
        board: u32,
        #[arg(long)]
        yes: bool,
    },
    /// Pair two players who have no board on a new last board, the first with White.
    Add {
        file: PathBuf,
        white: Tpn,
        black: Tpn,
        #[arg(long)]
        yes: bool,
    },
    /// Give a player the pairing-allocated bye (his opponent and the player who had
    /// the bye are left without a board, to be paired with `add`).
    Bye {
        file: PathBuf,
        player: Tpn,
        #[arg(long)]
        yes: bool,
    },
}

pub fn run(command: PairingCommand) -> Result<()> {
    let (file, yes) = match &command {
        PairingCommand::Swap { file, yes, .. }
        | PairingCommand::Colours { file, yes, .. }
        | PairingCommand::Add { file, yes, .. }
        | PairingCommand::Bye { file, yes, .. } => (file.clone(), *yes),
    };
    apply_edits(&file, |t| {
        let edit = Edit::Move {
            round: t.rounds_paired(),
            change: change(t, &command)?,
        };
        let breaches = edit.breaches(t)?;
        if !breaches.is_empty() && !yes {
            return Err(eyre!(
                "{} breaks pairing rules; repeat with --yes to make it anyway:\n  {}",
                edit.describe(),
                breaches.join("\n  ")
            ));
        }
        Ok(vec![edit])
    })?;
    Ok(())
}

fn change(t: &Tournament, command: &PairingCommand) -> Result<PairingMove> {
    Ok(match *command {
        PairingCommand::Swap { player, other, .. } => {
            PairingMove::Swap(t.player_ref(player)?, t.player_ref(other)?)
        }
        PairingCommand::Colours { board, .. } => {
            let seen = t.board_ref(t.rounds_paired(), board)?;
            PairingMove::Swap(seen.white, seen.black)
        }
        PairingCommand::Add { white, black, .. } => {
            PairingMove::Add(t.player_ref(white)?, t.player_ref(black)?)
        }
        PairingCommand::Bye { player, .. } => PairingMove::Bye(t.player_ref(player)?),
    })
}
