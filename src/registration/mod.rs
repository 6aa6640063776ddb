//! Registration from lists: FIDE's downloadable combined rating list (the fixed-width
//! `players_list_foa.txt` and the XML `players_list_xml_foa.xml`), read as a stream and
//! indexed once into a small cache file beside it for lookups by FIDE id or name prefix,
//! and an organiser's CSV registration list with named columns.
//!
//! Players found here become [`Player`]s; the caller enters them through the model's
//! edits ([`crate::edit::Edit::AddPlayers`], [`crate::edit::Edit::UpdateRatings`]),
//! never around them.
//! Ratings are taken from the list the tournament uses (C.04.2 Art. 2.1: one rating list
//! for all players), one of FIDE's standard, rapid and blitz lists.

mod csv_list;
mod enter;
mod fide_txt;
mod fide_xml;
mod index;
mod sample;

use std::path::{Path, PathBuf};

use thiserror::Error;

use crate::model::text::{printable, same_name};
use crate::model::validate::K_FACTORS;
use crate::model::{ParseError, Player, RATING_RANGE, Sex, Title};

pub use csv_list::{CsvList, read_csv};
pub use enter::{listed_ratings, misnamed_players};
pub use index::{INDEX_SUFFIX, RatingListIndex};
pub use sample::{bench_lookups, write_sample_txt};

pub use crate::model::RatingList;

/// One player as a FIDE rating list gives him: ratings 0 in the list are `None`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ListedPlayer {
    pub fide_id: u64,
    pub name: String,
    pub federation: Option<String>,
    pub sex: Option<Sex>,
    pub title: Option<Title>,
    pub standard: Option<u16>,
    pub rapid: Option<u16>,
    pub blitz: Option<u16>,
    /// The development coefficient K the list publishes for each rating (`SK`, `RK`,
    /// `BK`; `k`, `rapid_k`, `blitz_k` in the XML), what FIDE's rule (2024 8.3.3, 2013
    /// 8.56) makes of the player's record: `None` where the list gives none.
    pub standard_k: Option<u8>,
    pub rapid_k: Option<u8>,
    pub blitz_k: Option<u8>,
    /// The list gives the birth year only.
    pub birth_year: Option<u16>,
}

impl ListedPlayer {
    pub fn rating(&self, list: RatingList) -> Option<u16> {
        match list {
            RatingList::Standard => self.standard,
            RatingList::Rapid => self.rapid,
            RatingList::Blitz => self.blitz,
        }
    }

    /// The K the list publishes with the `list` rating (none without that rating).
    pub fn k_factor(&self, list: RatingList) -> Option<u8> {
        let k = match list {
            RatingList::Standard => self.standard_k,
            RatingList::Rapid => self.rapid_k,
            RatingList::Blitz => self.blitz_k,
        };
        k.filter(|_| self.rating(list).is_some())
    }

    /// The player to register, rated on `list` with the K the list gives there (a
    /// rating outside the program's range is left for the model's checks to refuse).
    /// K 10 says the player's published rating has reached 2400 (2024 8.3.3, 2013 8.56).
    pub fn to_player(&self, list: RatingList) -> Player {
        let k_factor = self.k_factor(list);
        Player {
            fide_id: Some(self.fide_id),
            title: self.title,
            federation: self.federation.clone(),
            sex: self.sex,
            birth_date: self.birth_year.map(|year| format!("{year:04}")),
            k_factor,
            reached_2400: k_factor == Some(K_REACHED_2400),
            ..Player::new(self.name.clone(), self.rating(list))
        }
    }

    /// Whether `name` is this player's name as the list writes it: compared as the
    /// text policy compares names ([`same_name`]: case and runs of spaces aside), and
    /// with any spacing after the comma ("Carlsen,Magnus" is "Carlsen, Magnus").
    pub fn is_named(&self, name: &str) -> bool {
        let comma_spaced = |name: &str| {
            name.split(',')
                .map(str::trim)
                .collect::<Vec<_>>()
                .join(", ")
        };
        same_name(&comma_spaced(name), &comma_spaced(&self.name))
    }
}

/// The K of a player whose published rating has reached 2400 (2024 8.3.3, 2013 8.56).
const K_REACHED_2400: u8 = 10;

/// What the rating list says of a player entered with a FIDE id, when it disagrees.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ListDisagreement {
    /// The list has no player with the id.
    NotListed { fide_id: u64 },
    /// The list gives the id to a player of another name.
    OtherName { fide_id: u64, listed: String },
}

impl std::fmt::Display for ListDisagreement {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ListDisagreement::NotListed { fide_id } => {
                write!(f, "FIDE id {fide_id} is not in the rating list")
            }
            ListDisagreement::OtherName { fide_id, listed } => write!(
                f,
                "the rating list gives FIDE id {fide_id} to {}",
                printable(listed)
            ),
        }
    }
}

/// Where the name and FIDE id of `player` disagree with the list (nothing to say
/// without a FIDE id).
pub fn disagreement(
    index: &RatingListIndex,
    player: &Player,
) -> Result<Option<ListDisagreement>, RegistrationError> {
    let Some(fide_id) = player.fide_id else {
        return Ok(None);
    };
    Ok(match index.by_fide_id(fide_id)? {
        None => Some(ListDisagreement::NotListed { fide_id }),
        Some(listed) if listed.is_named(&player.name) => None,
        Some(listed) => Some(ListDisagreement::OtherName {
            fide_id,
            listed: listed.name,
        }),
    })
}

#[derive(Debug, Error)]
pub enum RegistrationError {
    #[error("cannot read {}: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot write the index {}: {source}", path.display())]
    WriteIndex {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}, {place}, field {field}: {problem}", path.display())]
    Field {
        path: PathBuf,
        place: String,
        field: String,
        problem: FieldProblem,
    },
    #[error("{}: {problem}", path.display())]
    Format { path: PathBuf, problem: String },
}

impl RegistrationError {
    fn read(path: &Path, source: std::io::Error) -> RegistrationError {
        RegistrationError::Read {
            path: path.to_path_buf(),
            source,
        }
    }

    fn format(path: &Path, problem: impl Into<String>) -> RegistrationError {
        RegistrationError::Format {
            path: path.to_path_buf(),
            problem: problem.into(),
        }
    }
}

/// What is wrong with one field of a list: a FIDE list's record, a CSV list's cell or
/// header, or the file's syntax there.
#[derive(Debug, Error)]
pub enum FieldProblem {
    #[error("{0:?} is not a number")]
    NotANumber(String),
    #[error("{0} is not a rating")]
    RatingOutOfRange(u64),
    #[error("the FIDE id is missing")]
    MissingFideId,
    #[error("the name is empty")]
    EmptyName,
    #[error("{0} is not a birth year")]
    BirthYear(u64),
    #[error("{0:?} is not a FIDE id")]
    FideId(String),
    #[error("{0:?} is not a rating")]
    Rating(String),
    #[error("{0:?} is not a three-letter federation code")]
    Federation(String),
    #[error("{0:?} is not a date (YYYY, YYYY-MM-DD or DD.MM.YYYY)")]
    BirthDate(String),
    /// A title or sex that is none.
    #[error(transparent)]
    Value(Box<ParseError>),
    #[error(
        "no name column (expected \"Name\", or \"Surname\" and \"First name\"); the columns are {0:?}"
    )]
    NoNameColumn(Vec<String>),
    #[error(
        "{found} field(s) separated by {separator:?} where the header has {expected}: every row is separated as the header is"
    )]
    Fields {
        found: usize,
        expected: usize,
        separator: char,
    },
    #[error("{0}")]
    Csv(csv::Error),
    #[error("{0}")]
    Xml(quick_xml::Error),
}

impl From<ParseError> for FieldProblem {
    fn from(error: ParseError) -> FieldProblem {
        FieldProblem::Value(Box::new(error))
    }
}

/// The two layouts of FIDE's downloadable list.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ListFormat {
    FixedWidth,
    Xml,
}

impl ListFormat {
    /// The format of a list from its first bytes: the XML starts with `<`, the TXT with
    /// its header line `ID Number ...`.
    fn detect(path: &Path, start: &[u8]) -> Result<ListFormat, RegistrationError> {
        let start = start.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(start);
        let first = start.iter().position(|b| !b.is_ascii_whitespace());
        match first.map(|at| &start[at..]) {
            Some(text) if text.starts_with(b"<") => Ok(ListFormat::Xml),
            Some(text) if text.starts_with(b"ID") => Ok(ListFormat::FixedWidth),
            _ => Err(RegistrationError::format(
                path,
                "not a FIDE rating list: expected the TXT header \"ID Number  Name ...\" or the XML <playerslist>",
            )),
        }
    }
}

/// Reads every player of a FIDE list in file order, giving each with the byte offset of
/// its record; the list is streamed, never loaded whole.
pub fn for_each_listed(
    path: &Path,
    mut each: impl FnMut(u64, ListedPlayer) -> Result<(), RegistrationError>,
) -> Result<ListFormat, RegistrationError> {
    let file = crate::files::open_regular(path).map_err(|e| RegistrationError::read(path, e))?;
    let mut reader = std::io::BufReader::with_capacity(1 << 16, file);
    let start =
        std::io::BufRead::fill_buf(&mut reader).map_err(|e| RegistrationError::read(path, e))?;
    let format = ListFormat::detect(path, start)?;
    match format {
        ListFormat::FixedWidth => fide_txt::for_each(path, reader, &mut each)?,
        ListFormat::Xml => fide_xml::for_each(path, reader, &mut each)?,
    }
    Ok(format)
}

/// A title as the lists write it: `GM`, `WIM`, ..., or the one-letter codes of older
/// lists (`g`, `wm`, ...). FIDE Online Arena and other titles are not FIDE titles for
/// the initial order and give `None`.
fn list_title(code: &str) -> Option<Title> {
    let code = code.trim().to_ascii_uppercase();
    let full = match code.as_str() {
        "G" => "GM",
        "M" => "IM",
        "F" => "FM",
        "C" => "CM",
        "WG" => "WGM",
        "WM" => "WIM",
        "WF" => "WFM",
        "WC" => "WCM",
        other => other,
    };
    full.parse().ok()
}

/// The parts of one list record as text, turned into a [`ListedPlayer`] with the field
/// named on a problem.
#[derive(Default)]
struct RawRecord {
    fide_id: String,
    name: String,
    federation: String,
    sex: String,
    title: String,
    woman_title: String,
    standard: String,
    rapid: String,
    blitz: String,
    standard_k: String,
    rapid_k: String,
    blitz_k: String,
    birth_year: String,
}

impl RawRecord {
    /// `Err((field, problem))` names the field that is wrong.
    fn parse(&self) -> Result<ListedPlayer, (&'static str, FieldProblem)> {
        let number =
            |field: &'static str, text: &str| -> Result<u64, (&'static str, FieldProblem)> {
                let text = text.trim();
                if text.is_empty() {
                    return Ok(0);
                }
                text.parse::<u64>()
                    .map_err(|_| (field, FieldProblem::NotANumber(text.to_string())))
            };
        let rating = |field: &'static str,
                      text: &str|
         -> Result<Option<u16>, (&'static str, FieldProblem)> {
            match number(field, text)? {
                0 => Ok(None),
                value if value <= u64::from(*RATING_RANGE.end()) => Ok(Some(value as u16)),
                value => Err((field, FieldProblem::RatingOutOfRange(value))),
            }
        };
        // K values other than the rules' (0 where the list has no rating) are none.
        let k_factor =
            |field: &'static str, text: &str| -> Result<Option<u8>, (&'static str, FieldProblem)> {
                Ok(u8::try_from(number(field, text)?)
                    .ok()
                    .filter(|k| K_FACTORS.contains(k)))
            };
        let fide_id = number("ID", &self.fide_id)?;
        if fide_id == 0 {
            return Err(("ID", FieldProblem::MissingFideId));
        }
        let name = self.name.trim().to_string();
        if name.is_empty() {
            return Err(("Name", FieldProblem::EmptyName));
        }
        let federation = self.federation.trim();
        let birth_year = match number("B-day", &self.birth_year)? {
            0 => None,
            year @ 1800..=9999 => Some(year as u16),
            year => return Err(("B-day", FieldProblem::BirthYear(year))),
        };
        Ok(ListedPlayer {
            fide_id,
            name,
            federation: (!federation.is_empty()).then(|| federation.to_ascii_uppercase()),
            sex: self.sex.parse().ok(),
            title: list_title(&self.title).or_else(|| list_title(&self.woman_title)),
            standard: rating("SRtng", &self.standard)?,
            rapid: rating("RRtng", &self.rapid)?,
            blitz: rating("BRtng", &self.blitz)?,
            standard_k: k_factor("SK", &self.standard_k)?,
            rapid_k: k_factor("Rk", &self.rapid_k)?,
            blitz_k: k_factor("BK", &self.blitz_k)?,
            birth_year,
        })
    }
}

/// The key players are sorted and looked up by: lower case, commas dropped, runs of
/// spaces as one, so that `carlsen m` finds `Carlsen, Magnus`.
pub fn name_key(name: &str) -> String {
    name.to_lowercase()
        .replace(',', " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_of_both_list_generations() {
        assert_eq!(list_title("GM"), Some(Title::GM));
        assert_eq!(list_title("wm"), Some(Title::WIM));
        assert_eq!(list_title("AGM"), None);
        assert_eq!(list_title(""), None);
    }

    #[test]
    fn name_keys_ignore_case_commas_and_spacing() {
        assert_eq!(name_key("Carlsen,  Magnus"), "carlsen magnus");
        assert!(name_key("Carlsen, Magnus").starts_with(&name_key("carlsen m")));
    }
}
