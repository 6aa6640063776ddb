//! Players and boards named by identity, not by number: an edit made on the version
//! of the tournament the arbiter saw is applied to the newest version of the file,
//! which another arbiter may have changed in between. A late entry renumbers the
//! players after it (C.04.2 Art. 2) and manual changes move games between boards, so a
//! number alone could name somebody else. A player is his [`PlayerId`], given once and
//! never changed; a board is its round and its two players. What no longer exists
//! refuses the edit, saying what is there now.

use super::EditError;
use crate::model::{Player, PlayerId, Tournament, Tpn};

/// A player as the arbiter saw him: his identity, and the number and name shown
/// (for messages only).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRef {
    pub id: PlayerId,
    pub tpn: Tpn,
    pub name: String,
}

impl From<&Player> for PlayerRef {
    fn from(player: &Player) -> PlayerRef {
        PlayerRef {
            id: player.id(),
            tpn: player.tpn,
            name: player.name.clone(),
        }
    }
}

impl PlayerRef {
    /// `Name (TPN)` as the arbiter saw him, as [`crate::model::Player::label`].
    pub fn label(&self) -> String {
        format!("{} ({})", self.name, self.tpn)
    }
}

/// One board of a round as the arbiter saw it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardRef {
    pub round: u32,
    pub board: u32,
    pub white: PlayerRef,
    pub black: PlayerRef,
}

impl Tournament {
    /// Player `tpn` of this version, to name in an edit.
    pub fn player_ref(&self, tpn: Tpn) -> Result<PlayerRef, EditError> {
        self.player(tpn)
            .map(PlayerRef::from)
            .ok_or(EditError::NoSuchPlayer(tpn))
    }

    /// Board `board` of round `round` of this version, to name in an edit.
    pub fn board_ref(&self, round: u32, board: u32) -> Result<BoardRef, EditError> {
        let paired = self.rounds_paired();
        let pairing = self
            .round(round)
            .ok_or(EditError::NoSuchRound { round, paired })?
            .pairing_on_board(board)
            .ok_or(EditError::NoSuchBoard { round, board })?;
        Ok(BoardRef {
            round,
            board,
            white: self.player_ref(pairing.white)?,
            black: self.player_ref(pairing.black)?,
        })
    }

    /// The number `player` has in this version, whatever renumbering came in between.
    pub fn resolve_player(&self, player: &PlayerRef) -> Result<Tpn, EditError> {
        self.player_by_id(player.id)
            .map(|p| p.tpn)
            .ok_or_else(|| EditError::PlayerGone(player.label()))
    }

    /// The board number that the game `board` names has in this version (a board moved
    /// by hand is followed); refused, saying what the board holds now, when the two
    /// players no longer play each other with those colours.
    pub fn resolve_board(&self, board: &BoardRef) -> Result<u32, EditError> {
        let (white, black) = (
            self.player_by_id(board.white.id),
            self.player_by_id(board.black.id),
        );
        let round = self.round(board.round);
        let found = round
            .zip(white.zip(black))
            .and_then(|(round, (white, black))| {
                round
                    .pairings
                    .iter()
                    .find(|p| p.white == white.tpn && p.black == black.tpn)
            });
        if let Some(pairing) = found {
            return Ok(pairing.board);
        }
        let now = round
            .and_then(|round| round.pairing_on_board(board.board))
            .map_or_else(
                || "gone".to_string(),
                |p| {
                    format!(
                        "{} - {}",
                        self.player_label(p.white),
                        self.player_label(p.black)
                    )
                },
            );
        Err(EditError::BoardGone {
            round: board.round,
            board: board.board,
            white: board.white.label(),
            black: board.black.label(),
            now,
        })
    }
}
