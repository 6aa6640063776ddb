//! What can go wrong reading or writing a TRF, always with the line and column it is at.

use std::fmt;

use thiserror::Error;

use crate::model::Tpn;

/// A place in the file: 1-based line and column (columns count characters, as the TRF
/// layout does).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub line: usize,
    pub column: usize,
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// A file that cannot be read as a tournament.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub struct TrfError {
    /// Where the problem is; `None` for a problem of the file as a whole.
    pub position: Option<Position>,
    pub kind: TrfErrorKind,
}

impl fmt::Display for TrfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.position {
            Some(position) => write!(f, "{position}: {}", self.kind),
            None => write!(f, "{}", self.kind),
        }
    }
}

impl TrfError {
    pub(crate) fn at(line: usize, column: usize, kind: TrfErrorKind) -> TrfError {
        TrfError {
            position: Some(Position { line, column }),
            kind,
        }
    }

    pub(crate) fn whole_file(kind: TrfErrorKind) -> TrfError {
        TrfError {
            position: None,
            kind,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TrfErrorKind {
    #[error(
        "unknown record {code:?}: not a TRF record this program reads (001, 012-202, 240, 260, XXR, XXC, ### comments)"
    )]
    UnknownRecord { code: String },
    #[error("{field} {found:?} is not valid: expected {expected}")]
    Malformed {
        field: &'static str,
        found: String,
        expected: &'static str,
    },
    #[error("{0} is not supported")]
    Unsupported(String),
    #[error("{0}")]
    Inconsistent(String),
    #[error("missing: {0}")]
    Missing(String),
    #[error(
        "the file does not say its pairing system (record 192, e.g. 192 FIDE_DUTCH) and none was given"
    )]
    NoSystem,
}

/// Something in the file that was read but has no place in the tournament, so it will not
/// be written back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfWarning {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for TrfWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

/// A tournament that cannot be written as a TRF.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TrfWriteError {
    #[error("player {tpn}: the {field} {value:?} does not fit the TRF: {reason}")]
    Field {
        tpn: Tpn,
        field: &'static str,
        value: String,
        reason: &'static str,
    },
    #[error("the TRF has room for 9999 players; the tournament has {0}")]
    TooManyPlayers(usize),
    #[error("the scoring cannot be written in record 162: {0}")]
    Scoring(String),
    /// A TRF shows that a round was paired only by an opponent or a `U` in it, or in a
    /// later round.
    #[error(
        "round {0} has no game and no pairing-allocated bye, nor has any round after it: a TRF would read it as a round not paired yet"
    )]
    RoundWithoutGames(u32),
    #[error("the tournament {field} {value:?} is not a date YYYY-MM-DD")]
    Date { field: &'static str, value: String },
    #[error(
        "round {round} on {date} cannot be written in record 132: its years have two digits, read as the years {first_year}-{last_year} (around the start of the tournament)"
    )]
    RoundDateYear {
        round: usize,
        date: String,
        first_year: u32,
        last_year: u32,
    },
}
