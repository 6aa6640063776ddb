//! `arbiter pairing ...`: the arbiter's manual changes of the last round's pairings
//! and rounds made by hand ([`crate::pairing::by_hand`]; the rounds screen's `n`, `m`,
//! `s`, `c`, `b`, `x` and `r`). A change that breaks a pairing rule is listed and made
//! only with `--yes`, as the terminal application asks first.

use std::path::PathBuf;

use clap::Subcommand;
use color_eyre::eyre::{Result, eyre};

use super::apply_edits;
use crate::edit::{Edit, PairingMove};
use crate::model::{Tournament, Tpn};

#[derive(Subcommand, Debug)]
pub enum PairingCommand {
    /// Make the next round with no boards (only the byes asked for), to pair by hand.
    New { file: PathBuf },
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
    /// Pair two players who have no board, the first with White, on a new last board
    /// or on the board given (the boards from there on move down one).
    Add {
        file: PathBuf,
        white: Tpn,
        black: Tpn,
        #[arg(long)]
        board: Option<u32>,
        #[arg(long)]
        yes: bool,
    },
    /// Remove a board without a result: its two players are left to be paired again.
    Remove {
        file: PathBuf,
        #[arg(long)]
        board: u32,
    },
    /// Move a board without a result to another number (the boards between, also
    /// without results, move one place).
    Move {
        file: PathBuf,
        #[arg(long)]
        board: u32,
        #[arg(long)]
        to: u32,
    },
    /// Let the engine pair the players still without a board or a bye, as if they were
    /// the whole field; the boards made by hand stay.
    Rest {
        file: PathBuf,
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
        PairingCommand::New { file }
        | PairingCommand::Remove { file, .. }
        | PairingCommand::Move { file, .. } => (file.clone(), false),
        PairingCommand::Swap { file, yes, .. }
        | PairingCommand::Colours { file, yes, .. }
        | PairingCommand::Add { file, yes, .. }
        | PairingCommand::Bye { file, yes, .. }
        | PairingCommand::Rest { file, yes } => (file.clone(), *yes),
    };
    apply_edits(&file, |t| {
        let edit = edit(t, &command)?;
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

fn edit(t: &Tournament, command: &PairingCommand) -> Result<Edit> {
    let round = t.rounds_paired();
    let change = match *command {
        PairingCommand::New { .. } => return Ok(Edit::NewRound { round: round + 1 }),
        PairingCommand::Rest { .. } => return Ok(Edit::PairRest { round }),
        PairingCommand::Swap { player, other, .. } => {
            PairingMove::Swap(t.player_ref(player)?, t.player_ref(other)?)
        }
        PairingCommand::Colours { board, .. } => {
            let seen = t.board_ref(round, board)?;
            PairingMove::Swap(seen.white, seen.black)
        }
        PairingCommand::Add {
            white,
            black,
            board,
            ..
        } => PairingMove::Add(t.player_ref(white)?, t.player_ref(black)?, board),
        PairingCommand::Bye { player, .. } => PairingMove::Bye(t.player_ref(player)?),
        PairingCommand::Remove { board, .. } => PairingMove::Remove(t.board_ref(round, board)?),
        PairingCommand::Move { board, to, .. } => {
            PairingMove::MoveBoard(t.board_ref(round, board)?, to)
        }
    };
    Ok(Edit::Move { round, change })
}
