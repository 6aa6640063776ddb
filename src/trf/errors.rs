//! What can go wrong reading or writing a TRF, always with the line and column it is at,
//! and what was read differently from the way the file wrote it.

use std::collections::HashMap;
use std::fmt;

use thiserror::Error;

use crate::model::Tpn;

/// How many problems of one file are listed at most: enough to fix a file in one go,
/// few enough to read.
pub const MAX_PROBLEMS: usize = 50;

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

/// One reason a file cannot be read as a tournament.
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

/// Every problem found in a file that cannot be read, in the order found (the lines
/// first, then how they fit together), at most [`MAX_PROBLEMS`].
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub struct TrfErrors {
    pub errors: Vec<TrfError>,
    /// More problems were found than are listed.
    pub truncated: bool,
}

impl fmt::Display for TrfErrors {
    /// One problem per line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, error) in self.errors.iter().enumerate() {
            if index > 0 {
                writeln!(f)?;
            }
            write!(f, "{error}")?;
        }
        if self.truncated {
            write!(
                f,
                "\n(only the first {MAX_PROBLEMS} problems are listed: fix these and read the file again)"
            )?;
        }
        Ok(())
    }
}

impl From<TrfError> for TrfErrors {
    fn from(error: TrfError) -> TrfErrors {
        TrfErrors {
            errors: vec![error],
            truncated: false,
        }
    }
}

/// Collects the problems of a file, up to [`MAX_PROBLEMS`].
#[derive(Clone, Default)]
pub(crate) struct Problems {
    errors: Vec<TrfError>,
    truncated: bool,
}

impl Problems {
    pub fn push(&mut self, error: TrfError) {
        if self.errors.len() < MAX_PROBLEMS {
            self.errors.push(error);
        } else {
            self.truncated = true;
        }
    }

    /// The value, or `None` with its error noted.
    pub fn take<T>(&mut self, result: Result<T, TrfError>) -> Option<T> {
        result.map_err(|error| self.push(error)).ok()
    }

    pub fn is_empty(&self) -> bool {
        self.errors.is_empty()
    }

    /// How many problems were noted (those beyond the limit included).
    pub fn len(&self) -> usize {
        self.errors.len() + usize::from(self.truncated)
    }

    /// `Err` with every problem noted so far, if there is one: the point after which
    /// reading on would only find consequences of them.
    pub fn stop_if_any(&mut self) -> Result<(), TrfErrors> {
        if self.is_empty() {
            Ok(())
        } else {
            Err(TrfErrors {
                errors: std::mem::take(&mut self.errors),
                truncated: std::mem::take(&mut self.truncated),
            })
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TrfErrorKind {
    #[error(
        "unknown record {code:?}: not a TRF record this program reads (001, 012-222, 240, 250, 260, 299, XXR, XXC, XXS, XXP, XXA, BBW-BBU, national rating records, ### comments)"
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
    /// A `192` code of ETT26 for a system arbiter does not pair.
    #[error(
        "record 192 {code} is {what} (ETT26), which arbiter cannot pair: arbiter pairs FIDE_DUTCH (every edition), FIDE_DUBOV, FIDE_DOUBLESWISS (each also _BAKU) and the round robins FIDE_ROUNDROBIN, FIDE_DOUBLEROUNDROBIN, BERGER_ROUNDROBIN, BERGER_DOUBLEROUNDROBIN; --system reads the file as one of those"
    )]
    NotPaired { code: String, what: &'static str },
    #[error(
        "this is a team tournament arbiter cannot read (record {record}): arbiter reads the team Swiss (FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_GP|_MP][_BAKU]) and team round robins of TRF-26 records 192, 202, 352, 362, 310, 320, 330 and 300"
    )]
    TeamTournament { record: String },
    #[error("{0}")]
    Inconsistent(String),
    #[error("missing: {0}")]
    Missing(String),
    #[error("the file is empty: it has no TRF record (no line but blank lines and ### comments)")]
    Empty,
}

/// Something in the file that was read differently from the way it is written, or not
/// kept: the place of its first occurrence, and how many more places read the same way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfWarning {
    /// `None` for a remark about the file as a whole.
    pub position: Option<Position>,
    pub message: String,
    /// Further places with the same reading.
    pub more: usize,
}

impl fmt::Display for TrfWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(position) = self.position {
            write!(f, "{position}: ")?;
        }
        write!(f, "{}", self.message)?;
        match self.more {
            0 => Ok(()),
            1 => write!(f, " (and at 1 more place)"),
            more => write!(f, " (and at {more} more places)"),
        }
    }
}

/// Collects warnings; a reading that recurs (a national title on every line) is one
/// warning at its first place, with the count of the others.
#[derive(Clone, Default)]
pub(crate) struct Warnings {
    list: Vec<TrfWarning>,
    /// The index in `list` of the first warning of each recurring reading.
    first_of: HashMap<&'static str, usize>,
}

impl Warnings {
    /// A warning at a place.
    pub fn at(&mut self, line: usize, column: usize, message: impl Into<String>) {
        self.list.push(TrfWarning {
            position: Some(Position { line, column }),
            message: message.into(),
            more: 0,
        });
    }

    /// A warning about the file as a whole.
    pub fn whole_file(&mut self, message: impl Into<String>) {
        self.list.push(TrfWarning {
            position: None,
            message: message.into(),
            more: 0,
        });
    }

    /// A reading that may recur: `reading` names it, `message` describes its first place.
    pub fn recurring(
        &mut self,
        reading: &'static str,
        line: usize,
        column: usize,
        message: impl FnOnce() -> String,
    ) {
        match self.first_of.get(reading) {
            Some(&index) => self.list[index].more += 1,
            None => {
                self.first_of.insert(reading, self.list.len());
                self.at(line, column, message());
            }
        }
    }

    /// The warnings in file order (those about the whole file first).
    pub fn into_list(mut self) -> Vec<TrfWarning> {
        self.list
            .sort_by_key(|w| w.position.map(|p| (p.line, p.column)));
        self.list
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
    #[error("the TRF has room for {max} players; the tournament has {0}", max = super::MAX_PLAYERS)]
    TooManyPlayers(usize),
    #[error("the scoring cannot be written in record 162: {0}")]
    Scoring(String),
    /// A TRF shows that a round was paired only by an opponent or a `U` in it, or in a
    /// later round.
    #[error(
        "round {0} has no game and no pairing-allocated bye, nor has any round after it: a TRF would read it as a round not paired yet"
    )]
    RoundWithoutGames(u32),
    #[error(
        "a team competition is written in TRF-26 only: the older dialects have no team records arbiter writes"
    )]
    TeamDialect,
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
