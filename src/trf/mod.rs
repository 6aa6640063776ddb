//! FIDE Tournament Report Files: TRF-26, read and written, and the older dialects
//! (TRF-16, JaVaFo's and bbpPairings' extensions) read, and written on request
//! ([`Dialect`]).
//!
//! [`read`] turns a TRF into a [`Tournament`](crate::model::Tournament), [`write`] turns a
//! tournament into a TRF-26 file ([`write_dialect`] into another dialect). Every problem
//! in a file is reported with its line and column. The dialect, including the
//! Double-Swiss encoding, is described in docs/trf.md; in short:
//!
//! - Records kept: `012 022 032 042 052 062 072 102 112 122 132 142 152 162 182 192 202
//!   222 240 250 260 299`, `XXR`, `XXC`, `XXA` and `001`; `###` lines are comments. The
//!   engines' `XXS`, `BB?` and `XXP` are read as `162` and `260`, `212` as `202` when that
//!   is missing. Another program's `182` is kept as the one that paired before arbiter,
//!   written after arbiter's own `182` as a comment. Records that TRF defines but the
//!   tournament has no place for (`082 092`, `172` with the national rating records,
//!   `352 362` in an individual event) and
//!   column rulers are read with a warning; the team records of TRF-26 as arbiter writes
//!   them are read into the team competition (the other team files are refused with that
//!   one problem). `299` with a result type gives that result other points: the
//!   difference is the round's point adjustment, which keeps the type and is written
//!   back with it.
//! - Files of other programs: what pairing and rating depend on is read strictly, what
//!   is informational as far as it can be, and every reading that differs from TRF-16
//!   is a [`TrfWarning`] at its line and column (the list is in docs/trf.md). A file that
//!   cannot be read gets every problem at once ([`TrfErrors`], at most [`MAX_PROBLEMS`]).
//! - `112`: one deputy chief arbiter per line. `132`: the round dates `YY/MM/DD` in the
//!   columns of the rounds of the `001` record (92-99, 102-109, ...), without gaps; a
//!   two-digit year is the one within 50 years of the start date (`042`, else `052`,
//!   else 2000).
//! - A round was paired when at least one player has an opponent or a `U` in its column.
//!   Columns after the last paired round announce the next rounds: `H`, `F`, `Z` are
//!   requested byes, `0000 - -` withdraws the player from that round on.
//! - Blank columns after a player's last entry in the paired rounds mean the player
//!   withdrew (Dutch F8); blank columns before the first entry mean a late entry.
//! - Double-Swiss (no official encoding yet): each round is two consecutive columns,
//!   game 1 then game 2, same opponent, colours alternating, one game result in each; a
//!   bye puts the same code in both; `142`/`XXR` count rounds (matches); the points
//!   column holds the total; `132` has the match's date under both games;
//!   `192 FIDE_DOUBLESWISS`.
//!
//! The writer has one canonical layout a dialect: a file in that layout reads back and
//! writes out byte for byte the same (TRF-16 keeps too little for that). For the next round it writes `0000 - -` for withdrawn players
//! and the requested byes in the player columns as well as in `240`, so that JaVaFo and
//! bbpPairings pair exactly the players this program would.

mod dates;
mod errors;
mod reader;
mod records;
mod team_reader;
mod team_writer;
mod writer;

pub use errors::{
    MAX_PROBLEMS, Position, TrfError, TrfErrorKind, TrfErrors, TrfWarning, TrfWriteError,
};
pub use reader::{ReadChoices, TrfImport, decode, read, read_with};
pub use writer::{Dialect, write, write_dialect, write_warnings};

use crate::model::{MAX_STARTING_RANK, Tpn};

/// The most players a TRF holds, a limit of the format and not of the tournament (the
/// model's is [`MAX_STARTING_RANK`]): TRF-2026 writes a starting rank in four digits,
/// columns 5-8 of the player's `001` record and the first four of each round column
/// ("1 to 9999"). The writer refuses a larger field; `trf generate` makes none.
pub const MAX_PLAYERS: Tpn = 9999;
const _: () = assert!(MAX_PLAYERS < MAX_STARTING_RANK);
