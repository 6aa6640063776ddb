//! Players and boards named by identity, not only by number: an edit made on the
//! version of the tournament the arbiter saw is applied to the newest version of the
//! file, which another arbiter may have changed in between. A late entry renumbers the
//! players after it (C.04.2 Art. 2) and manual changes move games between boards, so a
//! number alone could name somebody else. A player is his name and FIDE id; a board is
//! its round and its two players. What no longer exists refuses the edit.

use super::EditError;
use crate::model::{Player, Tournament, Tpn};

/// A player as the arbiter saw him: the number shown and who it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRef {
    pub tpn: Tpn,
    pub name: String,
    pub fide_id: Option<u64>,
}

impl From<&Player> for PlayerRef {
    fn from(player: &Player) -> PlayerRef {
        PlayerRef {
            tpn: player.tpn,
            name: player.name.clone(),
            fide_id: player.fide_id,
        }
    }
}

impl PlayerRef {
    /// `Name (TPN)`, as [`crate::model::Player::label`].
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

    /// The number `player` has in this version: the one the arbiter saw if it is still
    /// his, else the one a renumbering gave him.
    pub fn resolve_player(&self, player: &PlayerRef) -> Result<Tpn, EditError> {
        let same = |tpn: Tpn| {
            self.player(tpn)
                .is_some_and(|p| p.name == player.name && p.fide_id == player.fide_id)
        };
        if same(player.tpn) {
            return Ok(player.tpn);
        }
        let mut found = self.players.iter().map(|p| p.tpn).filter(|&tpn| same(tpn));
        match (found.next(), found.next()) {
            (Some(tpn), None) => Ok(tpn),
            _ => Err(EditError::PlayerGone(player.label())),
        }
    }

    /// The board number that the game `board` names has in this version.
    pub fn resolve_board(&self, board: &BoardRef) -> Result<u32, EditError> {
        let gone = || EditError::BoardGone {
            round: board.round,
            board: board.board,
            white: board.white.label(),
            black: board.black.label(),
        };
        let white = self.resolve_player(&board.white).map_err(|_| gone())?;
        let black = self.resolve_player(&board.black).map_err(|_| gone())?;
        self.round(board.round)
            .and_then(|round| {
                round
                    .pairings
                    .iter()
                    .find(|p| p.white == white && p.black == black)
            })
            .map(|pairing| pairing.board)
            .ok_or_else(gone)
    }
}
