//! What the arbiter posts on the wall and the web: standings, pairings and the
//! crosstable as plain text (sized for A4 printing), CSV for spreadsheets and one
//! self-contained HTML page. Every renderer is a pure function of the tournament.
//!
//! | what          | text | csv | html |
//! |---------------|------|-----|------|
//! | players       | yes  | yes |      |
//! | standings     | yes  | yes | yes  |
//! | pairings      | yes  | yes | yes  |
//! | results       | yes  | yes |      |
//! | alphabetical  | yes  |     |      |
//! | cards         | yes  |     |      |
//! | slips         | yes  |     |      |
//! | crosstable    | yes  | yes | yes  |
//! | rating        | yes  | yes |      |
//! | prizes        | yes  | yes | yes  |
//! | trf           | yes  |     |      |
//! | all           | yes  |     | yes  |
//!
//! The rating report is the one of [`crate::rating`], under the tournament's edition of
//! the FIDE Rating Regulations and on its rating list, both named in its heading; `trf`
//! is the tournament report file (TRF-26) the federation sends to FIDE with it.
//! `all` is the page of the event: standings, the pairings of the current round (the
//! last round paired) and the crosstable.

pub mod csv;
pub mod html;
pub mod norms;
pub mod output;
pub mod prizes;
pub mod rating;
pub mod site;
pub mod tables;
pub mod team_site;
pub mod teams;
pub mod text;

use std::fmt;

use thiserror::Error;

use crate::model::{Round, TeamCompetition, Tournament};
use crate::rating::{RatingError, RatingReport};
use crate::standings::boards::board_standings;
use crate::standings::prizes::prize_lists;
use crate::standings::teams::team_standings_after;
use crate::standings::{Standings, complete_rounds, standings, standings_after};
use crate::trf::TrfWriteError;

/// What to export.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum What {
    /// The starting list: every player by starting number.
    Players,
    /// The standings with the tournament's tie-breaks.
    Standings,
    /// The pairings of a round, board by board, with the scores before it.
    Pairings,
    /// The results of a round, board by board, with the scores after it.
    Results,
    /// The players of a round in alphabetical order with their boards ("find your board").
    Alphabetical,
    /// One pairing card per player of a round.
    Cards,
    /// One result slip per board of a round, for the players to fill in and sign.
    Slips,
    /// The crosstable.
    Crosstable,
    /// The rating changes of the tournament's games.
    Rating,
    /// The prize list: each prize category's winners.
    Prizes,
    /// The tournament report file for FIDE (TRF-26).
    Trf,
    /// A team competition's board standings, for board prizes.
    Boards,
    /// Standings, the current round's pairings and the crosstable.
    All,
}

/// The format to export in.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    Text,
    Csv,
    Html,
}

impl What {
    pub const ALL: [What; 13] = [
        What::Players,
        What::Standings,
        What::Pairings,
        What::Results,
        What::Alphabetical,
        What::Cards,
        What::Slips,
        What::Crosstable,
        What::Rating,
        What::Prizes,
        What::Trf,
        What::Boards,
        What::All,
    ];
}

impl Format {
    pub const ALL: [Format; 3] = [Format::Text, Format::Csv, Format::Html];
}

/// The value among `all` whose name is `text`.
fn named<T: fmt::Display + Copy>(all: &[T], text: &str) -> Option<T> {
    all.iter().find(|value| value.to_string() == text).copied()
}

/// The names of `all`, as a message lists them: `text, csv, html`.
fn names<T: fmt::Display>(all: &[T]) -> String {
    let names: Vec<String> = all.iter().map(ToString::to_string).collect();
    names.join(", ")
}

/// A name that is not one of what the command line exports, or of its formats.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum UnknownName {
    #[error("{0:?} is not something to export (one of: {names})", names = names(&What::ALL))]
    What(String),
    #[error("{0:?} is not a format (one of: {names})", names = names(&Format::ALL))]
    Format(String),
}

impl std::str::FromStr for What {
    type Err = UnknownName;
    fn from_str(text: &str) -> Result<What, UnknownName> {
        named(&What::ALL, text).ok_or_else(|| UnknownName::What(text.to_string()))
    }
}

impl std::str::FromStr for Format {
    type Err = UnknownName;
    fn from_str(text: &str) -> Result<Format, UnknownName> {
        named(&Format::ALL, text).ok_or_else(|| UnknownName::Format(text.to_string()))
    }
}

/// The name the command line uses (`--what cards`).
impl fmt::Display for What {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(match self {
            What::Players => "players",
            What::Standings => "standings",
            What::Pairings => "pairings",
            What::Results => "results",
            What::Alphabetical => "alphabetical",
            What::Cards => "cards",
            What::Slips => "slips",
            What::Crosstable => "crosstable",
            What::Rating => "rating",
            What::Prizes => "prizes",
            What::Trf => "trf",
            What::Boards => "boards",
            What::All => "all",
        })
    }
}

/// The name the command line uses (`--format html`).
impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(match self {
            Format::Text => "text",
            Format::Csv => "csv",
            Format::Html => "html",
        })
    }
}

/// Which rounds to show, and the records of a TRF.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    /// The round of the pairing lists; the last round paired when `None`.
    pub round: Option<u32>,
    /// The standings and crosstable after this round; after the last round whose
    /// results are all in when `None`.
    pub after_round: Option<u32>,
    /// The dialect of [`What::Trf`] (TRF-26 by default).
    pub dialect: crate::trf::Dialect,
}

#[derive(Debug, Error, PartialEq, Eq)]
pub enum ExportError {
    #[error("cannot export {what} as {format}: {hint}")]
    Unsupported {
        what: What,
        format: Format,
        hint: &'static str,
    },
    #[error("cannot rate the tournament: {0}")]
    Rating(#[from] RatingError),
    #[error("cannot write the TRF: {0}")]
    Trf(#[from] TrfWriteError),
    #[error("there are no pairings yet: no round has been paired")]
    NoRound,
    #[error("the tournament is not a team competition")]
    NotTeams,
    #[error("round {round} has not been paired (the tournament has {paired} paired rounds)")]
    NoSuchRound { round: u32, paired: u32 },
}

/// The tournament's `what` in `format`.
pub fn export(
    tournament: &Tournament,
    what: What,
    format: Format,
    selection: Selection,
) -> Result<String, ExportError> {
    let unsupported = |hint| Err(ExportError::Unsupported { what, format, hint });
    if let Some(teams) = &tournament.teams
        && let Some(exported) = team_export(tournament, teams, what, format, selection)
    {
        return exported;
    }
    match (what, format) {
        (What::Rating, Format::Html) => unsupported("the rating report is text or CSV"),
        (What::Rating, _) => {
            let report = RatingReport::build(tournament)?;
            Ok(match format {
                Format::Csv => rating::csv(&report),
                _ => rating::text(&report),
            })
        }
        (What::Players, Format::Html) => {
            unsupported("the starting list is text or CSV (arbiter publish has it as a page)")
        }
        (What::Players, Format::Csv) => Ok(csv::players(tournament)),
        (What::Players, Format::Text) => Ok(text::players(tournament)),
        (What::Boards, Format::Html) => unsupported("the board standings are text or CSV"),
        (What::Boards, _) => {
            let teams = tournament.teams.as_ref().ok_or(ExportError::NotTeams)?;
            let rounds = selected_rounds(tournament, selection)?;
            let boards = board_standings(tournament, teams, rounds);
            Ok(match format {
                Format::Csv => teams::boards_csv(tournament, &boards),
                _ => teams::boards_text(tournament, &boards, rounds),
            })
        }
        (What::Standings, _) => {
            let standings = select_standings(tournament, selection)?;
            Ok(match format {
                Format::Text => text::standings(tournament, &standings),
                Format::Csv => csv::standings(tournament, &standings),
                Format::Html => html::page(
                    tournament,
                    html::Page {
                        standings: Some(&standings),
                        ..html::Page::default()
                    },
                ),
            })
        }
        (What::Pairings, _) => {
            let round = select_round(tournament, selection)?;
            Ok(match format {
                Format::Text => text::pairings(tournament, round),
                Format::Csv => csv::pairings(tournament, round),
                Format::Html => html::page(
                    tournament,
                    html::Page {
                        pairings: Some(round),
                        ..html::Page::default()
                    },
                ),
            })
        }
        (What::Results, Format::Html) => {
            unsupported("the results list is text or CSV (the pages show the results)")
        }
        (What::Results, _) => {
            let round = select_round(tournament, selection)?;
            Ok(match format {
                Format::Csv => csv::results(tournament, round),
                _ => text::results(tournament, round),
            })
        }
        (What::Prizes, _) => {
            let standings = select_standings(tournament, selection)?;
            let lists = prize_lists(tournament, &standings);
            Ok(match format {
                Format::Text => prizes::text(tournament, &lists),
                Format::Csv => prizes::csv(tournament, &lists),
                Format::Html => prizes::html(tournament, &lists),
            })
        }
        (What::Trf, Format::Text) => Ok(crate::trf::write_dialect(tournament, selection.dialect)?),
        (What::Trf, _) => unsupported("the TRF is a text file: use --format text"),
        (What::Alphabetical, Format::Text) => Ok(text::alphabetical(
            tournament,
            select_round(tournament, selection)?,
        )),
        (What::Cards, Format::Text) => Ok(text::cards(
            tournament,
            select_round(tournament, selection)?,
        )),
        (What::Slips, Format::Text) => Ok(text::slips(
            tournament,
            select_round(tournament, selection)?,
        )),
        (What::Alphabetical | What::Cards | What::Slips, _) => {
            unsupported("it is a list to print: use --format text")
        }
        (What::Crosstable, _) => {
            let standings = select_standings(tournament, selection)?;
            Ok(match format {
                Format::Text => text::crosstable(tournament, &standings),
                Format::Csv => csv::crosstable(tournament, &standings),
                Format::Html => html::page(
                    tournament,
                    html::Page {
                        crosstable: Some(&standings),
                        ..html::Page::default()
                    },
                ),
            })
        }
        (What::All, Format::Csv) => unsupported("a CSV file holds one table: choose one"),
        (What::All, _) => {
            let standings = select_standings(tournament, selection)?;
            let round = tournament.rounds.last();
            let round = match selection.round {
                Some(_) => Some(select_round(tournament, selection)?),
                None => round,
            };
            Ok(match format {
                Format::Text => text::all(tournament, &standings, round),
                _ => html::page(
                    tournament,
                    html::Page {
                        standings: Some(&standings),
                        pairings: round,
                        crosstable: Some(&standings),
                        ..html::Page::default()
                    },
                ),
            })
        }
    }
}

/// What a team competition exports of its own: the team standings, the matches of a
/// round with their boards (its pairings and results), the rosters (its players), the
/// team crosstable, and all of these; `None` for what it shares with an individual
/// event (the rating report, the TRF, the players' lists and cards).
fn team_export(
    tournament: &Tournament,
    teams: &TeamCompetition,
    what: What,
    format: Format,
    selection: Selection,
) -> Option<Result<String, ExportError>> {
    let standings = || {
        selected_rounds(tournament, selection)
            .map(|rounds| team_standings_after(tournament, teams, rounds))
    };
    let round = || select_round(tournament, selection).map(|round| round.number);
    let page = |extra: String| {
        html::page(
            tournament,
            html::Page {
                extra: Some(&extra),
                ..html::Page::default()
            },
        )
    };
    let current = || match selection.round {
        Some(_) => round(),
        None => Ok(tournament.rounds_paired()),
    };
    let exported = || -> Result<Option<String>, ExportError> {
        Ok(Some(match (what, format) {
            (What::Standings, Format::Text) => teams::standings_text(tournament, &standings()?),
            (What::Standings, Format::Csv) => teams::standings_csv(tournament, &standings()?),
            (What::Standings, Format::Html) => {
                page(team_site::standings_section(teams, &standings()?, false))
            }
            (What::Pairings | What::Results, Format::Text) => {
                teams::match_list(tournament, round()?)?
            }
            (What::Pairings | What::Results, Format::Csv) => {
                teams::match_csv(tournament, round()?)?
            }
            (What::Pairings | What::Results, Format::Html) => {
                page(team_site::matches_section(tournament, round()?, false)?)
            }
            (What::Players, Format::Text) => teams::team_list(tournament),
            (What::Players, Format::Csv) => teams::roster_csv(tournament)?,
            (What::Players, Format::Html) => {
                page(team_site::rosters_section(tournament, teams, false))
            }
            (What::Crosstable, Format::Text) => teams::crosstable_text(tournament, &standings()?),
            (What::Crosstable, Format::Csv) => teams::crosstable_csv(tournament, &standings()?),
            (What::Crosstable, Format::Html) => page(team_site::crosstable_section(
                tournament,
                teams,
                &standings()?,
                false,
            )),
            (What::All, Format::Text) => {
                let standings = standings()?;
                let mut text = teams::standings_text(tournament, &standings);
                let last = current()?;
                if last > 0 {
                    text += "\u{c}";
                    text += &teams::match_list(tournament, last)?;
                }
                text + "\u{c}" + &teams::crosstable_text(tournament, &standings)
            }
            (What::All, Format::Html) => {
                let standings = standings()?;
                let mut sections = team_site::standings_section(teams, &standings, false);
                let last = current()?;
                if last > 0 {
                    sections += &team_site::matches_section(tournament, last, false)?;
                }
                sections += &team_site::crosstable_section(tournament, teams, &standings, false);
                page(sections)
            }
            _ => return Ok(None),
        }))
    };
    exported().transpose()
}

/// The rounds the selection counts: up to its `after_round`, or every round whose
/// results are all in.
fn selected_rounds(tournament: &Tournament, selection: Selection) -> Result<u32, ExportError> {
    match selection.after_round {
        Some(round) if round > tournament.rounds_paired() => Err(ExportError::NoSuchRound {
            round,
            paired: tournament.rounds_paired(),
        }),
        Some(round) => Ok(round),
        None => Ok(complete_rounds(tournament)),
    }
}

fn select_standings(
    tournament: &Tournament,
    selection: Selection,
) -> Result<Standings, ExportError> {
    match selection.after_round {
        Some(round) if round > tournament.rounds_paired() => Err(ExportError::NoSuchRound {
            round,
            paired: tournament.rounds_paired(),
        }),
        Some(round) => Ok(standings_after(tournament, round)),
        None => Ok(standings(tournament)),
    }
}

fn select_round(tournament: &Tournament, selection: Selection) -> Result<&Round, ExportError> {
    match selection.round {
        None => tournament.rounds.last().ok_or(ExportError::NoRound),
        Some(round) => tournament.round(round).ok_or(ExportError::NoSuchRound {
            round,
            paired: tournament.rounds_paired(),
        }),
    }
}
