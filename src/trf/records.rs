//! The records of a TRF, read line by line into plain values with the positions they came
//! from. No tournament logic here: [`super::reader`] turns the records into a tournament.
//!
//! Column layout of the `001` player record (TRF-16, unchanged in TRF-26), 1-based:
//!
//! | columns | field                                                        |
//! |---------|--------------------------------------------------------------|
//! | 1-3     | `001`                                                        |
//! | 5-8     | starting rank (TPN), right-aligned                           |
//! | 10      | sex: `m`, or `w` (`f` is read as well)                       |
//! | 11-13   | title, right-aligned: `GM IM WGM WIM FM CM WFM WCM` (the old |
//! |         | codes `g m wg wm f c wf wc` are read as well)                |
//! | 15-47   | name, `Lastname, Firstname`                                  |
//! | 49-52   | FIDE rating (blank or 0: unrated)                            |
//! | 54-56   | federation                                                   |
//! | 58-68   | FIDE id                                                      |
//! | 70-79   | birth date `YYYY/MM/DD` (`00` for an unknown month or day)   |
//! | 81-84   | points, `11.5`                                               |
//! | 86-89   | rank                                                         |
//! | 92-99   | round 1: opponent 92-95 (`0000` or blank: none), colour 97   |
//! |         | (`w`, `b`, `-` or blank), result 99; round 2 at 102-109, ... |
//!
//! Result codes: `1 = 0` played, `+ -` forfeit won/lost, `W D L` played but not rated,
//! `H F Z` half-, full-, zero-point bye, `U` pairing-allocated bye, blank. Letters are
//! read in either case.

use super::errors::{TrfError, TrfErrorKind, TrfWarning};
use crate::model::{Colour, Points, RATING_RANGE, RequestedByeKind, Sex, Tiebreak, Title, Tpn};

/// One line of the file as characters (columns count characters, not bytes).
pub(crate) struct Line {
    pub number: usize,
    chars: Vec<char>,
}

impl Line {
    pub fn new(number: usize, text: &str) -> Line {
        Line {
            number,
            chars: text.trim_end().chars().collect(),
        }
    }

    /// The character in 1-based `column`; blank past the end of the line.
    fn at(&self, column: usize) -> char {
        self.chars.get(column - 1).copied().unwrap_or(' ')
    }

    /// Columns `from..=to` (1-based) as text, blanks kept.
    fn columns(&self, from: usize, to: usize) -> String {
        (from..=to).map(|c| self.at(c)).collect()
    }

    /// Everything from `from` on, trimmed.
    fn rest(&self, from: usize) -> String {
        self.chars
            .iter()
            .skip(from - 1)
            .collect::<String>()
            .trim()
            .to_string()
    }

    /// The column of the first non-blank character from `from` on.
    fn first_word_column(&self, from: usize) -> usize {
        self.words(from).first().map_or(from, |(column, _)| *column)
    }

    fn len(&self) -> usize {
        self.chars.len()
    }

    /// The whitespace-separated words from column `from` on, with their columns.
    fn words(&self, from: usize) -> Vec<(usize, String)> {
        let mut words = Vec::new();
        let mut current: Option<(usize, String)> = None;
        for column in from..=self.len() {
            let c = self.at(column);
            if c.is_whitespace() {
                words.extend(current.take());
            } else {
                current
                    .get_or_insert_with(|| (column, String::new()))
                    .1
                    .push(c);
            }
        }
        words.extend(current);
        words
    }

    fn error(&self, column: usize, kind: TrfErrorKind) -> TrfError {
        TrfError::at(self.number, column, kind)
    }

    fn malformed(
        &self,
        column: usize,
        field: &'static str,
        found: impl Into<String>,
        expected: &'static str,
    ) -> TrfError {
        self.error(
            column,
            TrfErrorKind::Malformed {
                field,
                found: found.into(),
                expected,
            },
        )
    }

    /// A right- or left-aligned number in columns `from..=to`; `None` when blank.
    fn number<T: std::str::FromStr>(
        &self,
        from: usize,
        to: usize,
        field: &'static str,
        expected: &'static str,
    ) -> Result<Option<T>, TrfError> {
        let text = self.columns(from, to);
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Ok(None);
        }
        let column = from + leading_blanks(&text);
        if !trimmed.chars().all(|c| c.is_ascii_digit()) {
            return Err(self.malformed(column, field, trimmed, expected));
        }
        trimmed
            .parse()
            .map(Some)
            .map_err(|_| self.malformed(column, field, trimmed, expected))
    }

    /// Fails unless every column in `columns` is blank (the gaps between fixed fields).
    fn expect_blank(&self, columns: &[usize]) -> Result<(), TrfError> {
        match columns.iter().find(|&&c| self.at(c) != ' ') {
            Some(&column) => Err(self.malformed(
                column,
                "character",
                self.at(column).to_string(),
                "a blank: the 001 record has fixed columns (is a field too long or shifted?)",
            )),
            None => Ok(()),
        }
    }
}

/// How many columns of `text` come before its first non-blank character (columns
/// count characters: a Latin-1 no-break space is one column, two bytes).
fn leading_blanks(text: &str) -> usize {
    text.chars().take_while(|c| c.is_whitespace()).count()
}

/// What one round column of a player record says.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Entry {
    /// The column the entry starts at (for error messages).
    pub column: usize,
    /// The opponent; `None` for `0000` or blank.
    pub opponent: Option<Tpn>,
    pub colour: Option<Colour>,
    pub code: Code,
}

impl Entry {
    pub fn is_blank(&self) -> bool {
        self.opponent.is_none() && self.colour.is_none() && self.code == Code::Blank
    }
}

/// The result codes of the 001 record.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Code {
    /// `1`, `=`, `0` (`rated`), or `W`, `D`, `L` (not rated).
    Played { points: PlayedPoints, rated: bool },
    /// `+`
    ForfeitWin,
    /// `-`: a forfeit loss, or with no opponent an absence.
    ForfeitLoss,
    /// `H`, `F`, `Z`
    Bye(RequestedByeKind),
    /// `U`
    PairingBye,
    /// No result yet (with an opponent), or nothing at all.
    Blank,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum PlayedPoints {
    Win,
    Draw,
    Loss,
}

impl Code {
    fn parse(c: char) -> Option<Code> {
        let played = |points, rated| Some(Code::Played { points, rated });
        match c.to_ascii_uppercase() {
            '1' => played(PlayedPoints::Win, true),
            '=' => played(PlayedPoints::Draw, true),
            '0' => played(PlayedPoints::Loss, true),
            'W' => played(PlayedPoints::Win, false),
            'D' => played(PlayedPoints::Draw, false),
            'L' => played(PlayedPoints::Loss, false),
            '+' => Some(Code::ForfeitWin),
            '-' => Some(Code::ForfeitLoss),
            'H' => Some(Code::Bye(RequestedByeKind::Half)),
            'F' => Some(Code::Bye(RequestedByeKind::Full)),
            'Z' => Some(Code::Bye(RequestedByeKind::Zero)),
            'U' => Some(Code::PairingBye),
            ' ' => Some(Code::Blank),
            _ => None,
        }
    }

    pub fn symbol(self) -> char {
        match self {
            Code::Played { points, rated } => match (points, rated) {
                (PlayedPoints::Win, true) => '1',
                (PlayedPoints::Draw, true) => '=',
                (PlayedPoints::Loss, true) => '0',
                (PlayedPoints::Win, false) => 'W',
                (PlayedPoints::Draw, false) => 'D',
                (PlayedPoints::Loss, false) => 'L',
            },
            Code::ForfeitWin => '+',
            Code::ForfeitLoss => '-',
            Code::Bye(RequestedByeKind::Half) => 'H',
            Code::Bye(RequestedByeKind::Full) => 'F',
            Code::Bye(RequestedByeKind::Zero) => 'Z',
            Code::PairingBye => 'U',
            Code::Blank => ' ',
        }
    }
}

/// A `001` record.
pub(crate) struct PlayerRecord {
    pub line: usize,
    pub tpn: Tpn,
    pub sex: Option<Sex>,
    pub title: Option<Title>,
    pub name: String,
    pub rating: Option<u16>,
    pub federation: Option<String>,
    pub fide_id: Option<u64>,
    /// `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, as the model keeps it.
    pub birth_date: Option<String>,
    /// The points column, with the column it starts at.
    pub points: Option<(Points, usize)>,
    /// One entry per round column, round 1 (column 92) first; trailing blanks dropped.
    pub entries: Vec<Entry>,
}

/// A `240` record: requested byes of one kind for one round.
pub(crate) struct ByeRecord {
    pub line: usize,
    pub kind: RequestedByeKind,
    pub round: u32,
    /// Players with the column each stands at.
    pub players: Vec<(Tpn, usize)>,
}

/// A `132` record: the dates of the rounds, `YY/MM/DD`, each in the columns of its
/// round in the `001` record (92-99 round 1, 102-109 round 2, ...). The year has two
/// digits: [`super::reader`] puts it in its century.
pub(crate) struct RoundDatesRecord {
    pub line: usize,
    /// One per round column, round 1 (column 92) first: the column and the date,
    /// `None` when blank; trailing blanks dropped.
    pub dates: Vec<(usize, Option<ShortDate>)>,
}

/// A date of record 132, with a two-digit year.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct ShortDate {
    pub year: u32,
    pub month: u32,
    pub day: u32,
}

impl std::fmt::Display for ShortDate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:02}/{:02}/{:02}", self.year, self.month, self.day)
    }
}

/// A `260` record: players who must not meet each other in a range of rounds.
pub(crate) struct ForbiddenRecord {
    pub line: usize,
    pub first_round: (u32, usize),
    pub last_round: (u32, usize),
    pub players: Vec<(Tpn, usize)>,
}

/// A value with the line (and column) it was read from.
#[derive(Clone, Debug)]
pub(crate) struct Located<T> {
    pub value: T,
    pub line: usize,
    pub column: usize,
}

/// Every record of a file, before interpretation.
#[derive(Default)]
pub(crate) struct Records {
    pub name: Option<Located<String>>,
    pub city: Option<String>,
    pub federation: Option<String>,
    pub start_date: Option<Located<String>>,
    pub end_date: Option<Located<String>>,
    pub player_count: Option<Located<u32>>,
    pub rated_count: Option<Located<u32>>,
    pub chief_arbiter: Option<String>,
    /// `112`, one per line.
    pub deputy_arbiters: Vec<String>,
    pub time_control: Option<String>,
    /// `132`
    pub round_dates: Option<RoundDatesRecord>,
    /// `142`
    pub rounds: Option<Located<u32>>,
    /// `XXR`
    pub rounds_extension: Option<Located<u32>>,
    /// `152`
    pub initial_colour: Option<Located<Colour>>,
    /// `XXC white1` / `XXC black1`
    pub initial_colour_extension: Option<Located<Colour>>,
    /// `162`: result letter and points.
    pub scoring: Vec<Located<(char, Points)>>,
    /// `192`
    pub system: Option<Located<String>>,
    /// `202`
    pub tiebreaks: Option<Vec<Tiebreak>>,
    pub byes: Vec<ByeRecord>,
    pub forbidden: Vec<ForbiddenRecord>,
    pub players: Vec<PlayerRecord>,
    pub warnings: Vec<TrfWarning>,
}

/// Splits `text` into lines: CR, LF and CRLF all end a line.
pub(crate) fn lines(text: &str) -> Vec<Line> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines = Vec::new();
    let mut rest = text;
    let mut number = 1;
    while !rest.is_empty() {
        let end = rest.find(['\r', '\n']).unwrap_or(rest.len());
        lines.push(Line::new(number, &rest[..end]));
        number += 1;
        rest = &rest[end..];
        if let Some(after) = rest.strip_prefix("\r\n") {
            rest = after;
        } else if !rest.is_empty() {
            rest = &rest[1..];
        }
    }
    lines
}

/// Records that TRF defines but that have no place in the tournament model: read, reported
/// as a warning, and not written back.
const NOT_KEPT: [(&str, &str); 6] = [
    ("082", "number of teams"),
    (
        "092",
        "type of tournament (free text; record 192 gives the system)",
    ),
    ("172", "starting rank method"),
    ("182", "pairing controller"),
    ("212", "tie-breaks for the standings"),
    ("222", "encoded time control"),
];

/// Records of team tournaments and acceleration, which change pairings and scores: a
/// file with them cannot be paired or scored correctly here.
const UNSUPPORTED: [(&str, &str); 14] = [
    ("013", "team tournaments (record 013)"),
    ("250", "accelerated rounds (record 250)"),
    ("299", "abnormal point assignments (record 299)"),
    ("300", "team tournaments (record 300)"),
    ("310", "team tournaments (record 310)"),
    ("320", "team tournaments (record 320)"),
    ("330", "team tournaments (record 330)"),
    ("352", "team tournaments (record 352)"),
    ("362", "team tournaments (record 362)"),
    ("801", "team tournaments (record 801)"),
    ("802", "team tournaments (record 802)"),
    ("XXA", "accelerated rounds (record XXA)"),
    ("XXS", "the JaVaFo scoring record XXS (use record 162)"),
    (
        "XXP",
        "the JaVaFo forbidden pairs record XXP (use record 260)",
    ),
];

/// Reads every line of `text` into records.
pub(crate) fn read_records(text: &str) -> Result<Records, TrfError> {
    let mut records = Records::default();
    for line in lines(text) {
        if line.len() == 0 || line.columns(1, 3) == "###" {
            continue;
        }
        read_line(&line, &mut records)?;
    }
    Ok(records)
}

fn read_line(line: &Line, records: &mut Records) -> Result<(), TrfError> {
    // A control character (ESC, BEL...) in a name would reach every terminal that
    // lists the players.
    if let Some(index) = line
        .chars
        .iter()
        .position(|&c| crate::model::validate::is_unprintable(c))
    {
        return Err(line.malformed(
            index + 1,
            "character",
            line.chars[index].to_string(),
            "printable text: a control character is not taken",
        ));
    }
    let code = line.columns(1, 3);
    if line.at(4) != ' ' {
        return Err(line.malformed(
            4,
            "character",
            line.at(4).to_string(),
            "a blank after the three-character record code",
        ));
    }
    let text = line.rest(5);
    let optional = |text: String| (!text.is_empty()).then_some(text);
    match code.as_str() {
        "001" => records.players.push(player(line)?),
        "012" => records.name = Some(located(line, text)),
        "022" => records.city = optional(text),
        "032" => records.federation = optional(text),
        "042" => records.start_date = Some(located(line, date(line, "start date")?)),
        "052" => records.end_date = Some(located(line, date(line, "end date")?)),
        "062" => records.player_count = Some(located(line, count(line, "number of players")?)),
        "072" => records.rated_count = Some(located(line, count(line, "number of rated players")?)),
        "102" => records.chief_arbiter = optional(text),
        "112" => records.deputy_arbiters.extend(optional(text)),
        "122" => records.time_control = optional(text),
        "132" => {
            if let Some(first) = &records.round_dates {
                return Err(line.error(
                    1,
                    TrfErrorKind::Inconsistent(format!(
                        "record 132 (dates of the rounds) is also on line {}: one record holds every date",
                        first.line
                    )),
                ));
            }
            records.round_dates = Some(round_dates(line)?);
        }
        "142" => records.rounds = Some(located(line, count(line, "number of rounds")?)),
        "XXR" => records.rounds_extension = Some(located(line, count(line, "number of rounds")?)),
        "152" => records.initial_colour = Some(located(line, colour_letter(line)?)),
        "XXC" => read_xxc(line, records)?,
        "162" => records.scoring.extend(scoring(line)?),
        "192" => records.system = optional(text).map(|t| located(line, t)),
        "202" => records.tiebreaks = Some(tiebreaks(line)?),
        "240" => records.byes.push(bye(line)?),
        "260" => records.forbidden.push(forbidden(line)?),
        _ => {
            if let Some((_, what)) = NOT_KEPT.iter().find(|(c, _)| *c == code) {
                records.warnings.push(TrfWarning {
                    line: line.number,
                    message: format!(
                        "record {code} ({what}) is not kept: the tournament has no place for it"
                    ),
                });
            } else if let Some((_, what)) = UNSUPPORTED.iter().find(|(c, _)| *c == code) {
                return Err(line.error(1, TrfErrorKind::Unsupported(what.to_string())));
            } else if code.starts_with("BB") {
                return Err(line.error(
                    1,
                    TrfErrorKind::Unsupported(format!(
                        "the bbpPairings scoring record {code} (use record 162)"
                    )),
                ));
            } else if is_national_rating_record(line, &code) {
                records.warnings.push(TrfWarning {
                    line: line.number,
                    message: format!(
                        "national rating record {code} is not kept: only FIDE ratings are used"
                    ),
                });
            } else {
                return Err(line.error(1, TrfErrorKind::UnknownRecord { code }));
            }
        }
    }
    Ok(())
}

/// A TRF-26 national rating support record: a federation code, then the columns of a
/// 001 record (starting rank right-aligned in 5-8, the name from 15 on).
fn is_national_rating_record(line: &Line, code: &str) -> bool {
    let rank = line.columns(5, 8);
    code.chars().all(|c| c.is_ascii_uppercase())
        && line.at(8).is_ascii_digit()
        && rank.trim().chars().all(|c| c.is_ascii_digit())
        && line.len() >= 15
}

fn located<T>(line: &Line, value: T) -> Located<T> {
    Located {
        value,
        line: line.number,
        column: line.first_word_column(5),
    }
}

fn count(line: &Line, field: &'static str) -> Result<u32, TrfError> {
    let words = line.words(5);
    match words.as_slice() {
        [(column, word)] => word
            .parse()
            .map_err(|_| line.malformed(*column, field, word.clone(), "a whole number")),
        [] => Err(line.error(5, TrfErrorKind::Missing(field.to_string()))),
        [_, (column, word), ..] => {
            Err(line.malformed(*column, field, word.clone(), "nothing after the number"))
        }
    }
}

/// `YYYY/MM/DD` (or `YYYY-MM-DD`) as ISO `YYYY-MM-DD`.
fn date(line: &Line, field: &'static str) -> Result<String, TrfError> {
    let text = line.rest(5);
    let parts: Vec<&str> = text.split(['/', '-']).collect();
    let valid = matches!(parts.as_slice(),
        [y, m, d] if y.len() == 4 && m.len() == 2 && d.len() == 2
            && [y, m, d].iter().all(|p| p.chars().all(|c| c.is_ascii_digit()))
            && (1..=12).contains(&m.parse::<u32>().unwrap_or(0))
            && (1..=31).contains(&d.parse::<u32>().unwrap_or(0)));
    if !valid {
        return Err(line.malformed(5, field, text, "a date YYYY/MM/DD"));
    }
    Ok(parts.join("-"))
}

/// Where record 132 has its dates, for error messages.
const ROUND_DATE_LAYOUT: &str = "a date YY/MM/DD in the columns of its round in the 001 record: 92-99 for round 1, 102-109 for round 2, ...";

fn round_dates(line: &Line) -> Result<RoundDatesRecord, TrfError> {
    if let Some((column, word)) = line.words(5).into_iter().find(|(column, _)| *column < 92) {
        return Err(line.malformed(column, "round date", word, ROUND_DATE_LAYOUT));
    }
    let mut dates = Vec::new();
    let mut column = 92;
    while column <= line.len() {
        let text = line.columns(column, column + 7);
        let date =
            match text.trim() {
                "" => None,
                trimmed => Some(short_date(&text).ok_or_else(|| {
                    line.malformed(column, "round date", trimmed, ROUND_DATE_LAYOUT)
                })?),
            };
        if let Some(gap) = [column + 8, column + 9]
            .into_iter()
            .find(|&c| line.at(c) != ' ')
        {
            let found = line.columns(column, column + 9);
            return Err(line.malformed(gap, "round date", found.trim(), ROUND_DATE_LAYOUT));
        }
        dates.push((column, date));
        column += 10;
    }
    while dates.last().is_some_and(|(_, date)| date.is_none()) {
        dates.pop();
    }
    Ok(RoundDatesRecord {
        line: line.number,
        dates,
    })
}

/// `YY/MM/DD` with a month 01-12 and a day 01-31 (whether the day exists in that month
/// is checked once the century is known).
fn short_date(text: &str) -> Option<ShortDate> {
    let parts: Vec<&str> = text.split('/').collect();
    let [year, month, day] = parts.as_slice() else {
        return None;
    };
    let number = |part: &str| {
        (part.len() == 2 && part.bytes().all(|b| b.is_ascii_digit()))
            .then(|| part.parse::<u32>().ok())
            .flatten()
    };
    let (year, month, day) = (number(year)?, number(month)?, number(day)?);
    ((1..=12).contains(&month) && (1..=31).contains(&day)).then_some(ShortDate { year, month, day })
}

fn colour_letter(line: &Line) -> Result<Colour, TrfError> {
    match line.rest(5).to_ascii_uppercase().as_str() {
        "W" => Ok(Colour::White),
        "B" => Ok(Colour::Black),
        other => Err(line.malformed(5, "initial colour", other, "W or B")),
    }
}

fn read_xxc(line: &Line, records: &mut Records) -> Result<(), TrfError> {
    for (column, word) in line.words(5) {
        let colour = match word.to_ascii_lowercase().as_str() {
            "white1" => Colour::White,
            "black1" => Colour::Black,
            _ => {
                records.warnings.push(TrfWarning {
                    line: line.number,
                    message: format!(
                        "XXC option {word:?} (column {column}) is ignored: only white1 and black1 are used"
                    ),
                });
                continue;
            }
        };
        records.initial_colour_extension = Some(Located {
            value: colour,
            line: line.number,
            column,
        });
    }
    Ok(())
}

/// `162`: pairs of a result letter (W D L A P X) and its points.
fn scoring(line: &Line) -> Result<Vec<Located<(char, Points)>>, TrfError> {
    let words = line.words(5);
    let mut scoring = Vec::new();
    for pair in words.chunks(2) {
        let (column, letter) = &pair[0];
        let symbol = match letter.to_ascii_uppercase().as_str() {
            s @ ("W" | "D" | "L" | "A" | "P" | "X") => s.chars().next().unwrap_or('W'),
            _ => {
                return Err(line.malformed(
                    *column,
                    "result letter",
                    letter.clone(),
                    "one of W D L A P X",
                ));
            }
        };
        let Some((points_column, points_text)) = pair.get(1) else {
            return Err(line.error(
                *column,
                TrfErrorKind::Missing(format!("the points for {symbol}")),
            ));
        };
        let points = decimal(points_text).ok_or_else(|| {
            line.malformed(
                *points_column,
                "points",
                points_text.clone(),
                "a number of points such as 1.0 or 0.5",
            )
        })?;
        scoring.push(Located {
            value: (symbol, points),
            line: line.number,
            column: *column,
        });
    }
    Ok(scoring)
}

/// `1`, `1.5`, `11.5`, `-0.5`: a number of points in tenths.
pub(crate) fn decimal(text: &str) -> Option<Points> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (whole, tenth) = match digits.split_once('.') {
        Some((whole, fraction)) => {
            let fraction = fraction.trim_end_matches('0');
            if fraction.len() > 1 || !fraction.chars().all(|c| c.is_ascii_digit()) {
                return None;
            }
            (whole, fraction.parse::<i32>().unwrap_or(0))
        }
        None => (digits, 0),
    };
    if whole.is_empty() || !whole.chars().all(|c| c.is_ascii_digit()) || whole.len() > 5 {
        return None;
    }
    let tenths = whole.parse::<i32>().ok()? * 10 + tenth;
    Some(Points::from_tenths(if negative { -tenths } else { tenths }))
}

fn tiebreaks(line: &Line) -> Result<Vec<Tiebreak>, TrfError> {
    let text = line.rest(5);
    let mut column = line.first_word_column(5);
    let mut tiebreaks = Vec::new();
    for code in text.split(',') {
        let trimmed = code.trim();
        let start = column + leading_blanks(code);
        let tiebreak = tiebreak_from_code(trimmed).ok_or_else(|| {
            line.malformed(
                start,
                "tie-break",
                trimmed,
                "a FIDE tie-break code such as BH, BH/C1, SB, DE, ARO",
            )
        })?;
        tiebreaks.push(tiebreak);
        column += code.chars().count() + 1;
    }
    Ok(tiebreaks)
}

/// The model's own tie-break codes (its serialised names) are the FIDE C.07 codes.
pub(crate) fn tiebreak_from_code(code: &str) -> Option<Tiebreak> {
    use serde::Deserialize;
    use serde::de::value::{Error, StrDeserializer};
    Tiebreak::deserialize(StrDeserializer::<Error>::new(code)).ok()
}

pub(crate) fn tiebreak_code(tiebreak: Tiebreak) -> String {
    toml::Value::try_from(tiebreak)
        .ok()
        .and_then(|value| value.as_str().map(str::to_string))
        .expect("a tie-break serialises as its code, a string")
}

fn bye(line: &Line) -> Result<ByeRecord, TrfError> {
    let words = line.words(5);
    let Some((kind_column, kind)) = words.first() else {
        return Err(line.error(5, TrfErrorKind::Missing("the type of bye".into())));
    };
    let kind = match kind.to_ascii_uppercase().as_str() {
        "F" => RequestedByeKind::Full,
        "H" => RequestedByeKind::Half,
        "Z" => RequestedByeKind::Zero,
        _ => return Err(line.malformed(*kind_column, "type of bye", kind.clone(), "F, H or Z")),
    };
    let Some((round_column, round)) = words.get(1) else {
        return Err(line.error(7, TrfErrorKind::Missing("the round number".into())));
    };
    let round = positive(line, *round_column, round, "round number")?;
    let players = player_list(line, &words[2..])?;
    if players.is_empty() {
        return Err(line.error(
            11,
            TrfErrorKind::Missing("the players getting the bye".into()),
        ));
    }
    Ok(ByeRecord {
        line: line.number,
        kind,
        round,
        players,
    })
}

fn forbidden(line: &Line) -> Result<ForbiddenRecord, TrfError> {
    let words = line.words(5);
    let round = |index: usize, what: &'static str| -> Result<(u32, usize), TrfError> {
        let (column, word) = words
            .get(index)
            .ok_or_else(|| line.error(5 + 4 * index, TrfErrorKind::Missing(what.into())))?;
        Ok((positive(line, *column, word, "round number")?, *column))
    };
    let first_round = round(0, "the first round")?;
    let last_round = round(1, "the last round")?;
    let players = player_list(line, &words[2..])?;
    if players.len() < 2 {
        return Err(line.error(
            13,
            TrfErrorKind::Missing("a second player (a forbidden pair needs two)".into()),
        ));
    }
    Ok(ForbiddenRecord {
        line: line.number,
        first_round,
        last_round,
        players,
    })
}

fn positive(line: &Line, column: usize, word: &str, field: &'static str) -> Result<u32, TrfError> {
    word.parse::<u32>()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| line.malformed(column, field, word, "a number from 1"))
}

fn player_list(line: &Line, words: &[(usize, String)]) -> Result<Vec<(Tpn, usize)>, TrfError> {
    words
        .iter()
        .map(|(column, word)| {
            positive(line, *column, word, "starting rank").map(|tpn| (tpn, *column))
        })
        .collect()
}

fn player(line: &Line) -> Result<PlayerRecord, TrfError> {
    line.expect_blank(&[9, 14, 48, 53, 57, 69, 80, 85, 90, 91])?;
    let tpn: Tpn = line
        .number(5, 8, "starting rank", "a number from 1 to 9999")?
        .filter(|&n: &u32| n > 0)
        .ok_or_else(|| {
            line.malformed(
                5,
                "starting rank",
                line.columns(5, 8).trim(),
                "a number from 1 to 9999",
            )
        })?;
    let sex = match line.at(10).to_ascii_lowercase() {
        ' ' => None,
        'm' => Some(Sex::Male),
        'w' | 'f' => Some(Sex::Female),
        other => return Err(line.malformed(10, "sex", other.to_string(), "m, w or blank")),
    };
    let title_text = line.columns(11, 13);
    let title = match title_text.trim() {
        "" => None,
        text => Some(title(text).ok_or_else(|| {
            line.malformed(
                11 + leading_blanks(&title_text),
                "title",
                text,
                "GM, IM, WGM, WIM, FM, CM, WFM, WCM or blank",
            )
        })?),
    };
    let name = line.columns(15, 47).trim().to_string();
    if name.is_empty() {
        return Err(line.error(
            15,
            TrfErrorKind::Missing("the player's name (columns 15-47)".into()),
        ));
    }
    let rating = match line.number::<u32>(49, 52, "rating", "a rating such as 2145")? {
        None | Some(0) => None,
        Some(r) => Some(
            u16::try_from(r)
                .ok()
                .filter(|r| RATING_RANGE.contains(r))
                .ok_or_else(|| {
                    line.malformed(49, "rating", r.to_string(), "a rating from 100 to 3500")
                })?,
        ),
    };
    let federation = Some(line.columns(54, 56).trim().to_string()).filter(|f| !f.is_empty());
    let fide_id = line
        .number::<u64>(58, 68, "FIDE id", "a FIDE id number")?
        .filter(|&id| id > 0);
    let birth_date = birth_date(line)?;
    let points_text = line.columns(81, 84);
    let points = match points_text.trim() {
        "" => None,
        text => {
            let column = 81 + leading_blanks(&points_text);
            let points = decimal(text)
                .ok_or_else(|| line.malformed(column, "points", text, "points such as 4.5"))?;
            Some((points, column))
        }
    };
    line.number::<u32>(86, 89, "rank", "a rank such as 12")?;
    let mut entries = Vec::new();
    let mut column = 92;
    while column <= line.len() {
        entries.push(entry(line, column)?);
        column += 10;
    }
    while entries.last().is_some_and(Entry::is_blank) {
        entries.pop();
    }
    Ok(PlayerRecord {
        line: line.number,
        tpn,
        sex,
        title,
        name,
        rating,
        federation,
        fide_id,
        birth_date,
        points,
        entries,
    })
}

fn title(text: &str) -> Option<Title> {
    let old_code = match text.to_ascii_lowercase().as_str() {
        "g" => Some(Title::GM),
        "m" => Some(Title::IM),
        "wg" => Some(Title::WGM),
        "wm" => Some(Title::WIM),
        "f" => Some(Title::FM),
        "c" => Some(Title::CM),
        "wf" => Some(Title::WFM),
        "wc" => Some(Title::WCM),
        _ => None,
    };
    old_code.or_else(|| text.parse().ok())
}

/// `YYYY/MM/DD` with `00` for an unknown part, or just `YYYY`.
fn birth_date(line: &Line) -> Result<Option<String>, TrfError> {
    let text = line.columns(70, 79);
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Ok(None);
    }
    let column = 70 + leading_blanks(&text);
    let invalid = || line.malformed(column, "birth date", trimmed, "a date YYYY/MM/DD or a year");
    let parts: Vec<&str> = trimmed.split(['/', '-', '.']).collect();
    let digits = |s: &str, len: usize| s.len() == len && s.chars().all(|c| c.is_ascii_digit());
    let (year, month, day) = match parts.as_slice() {
        [y] if digits(y, 4) => (*y, "00", "00"),
        [y, m] if digits(y, 4) && digits(m, 2) => (*y, *m, "00"),
        [y, m, d] if digits(y, 4) && digits(m, 2) && digits(d, 2) => (*y, *m, *d),
        _ => return Err(invalid()),
    };
    let (m, d) = (
        month.parse::<u32>().unwrap_or(0),
        day.parse::<u32>().unwrap_or(0),
    );
    if m > 12 || d > 31 || (m == 0 && d != 0) {
        return Err(invalid());
    }
    Ok(match (year, m, d) {
        ("0000", ..) => None,
        (y, 0, _) => Some(y.to_string()),
        (y, m, 0) => Some(format!("{y}-{m:02}")),
        (y, m, d) => Some(format!("{y}-{m:02}-{d:02}")),
    })
}

fn entry(line: &Line, column: usize) -> Result<Entry, TrfError> {
    line.expect_blank(&[column + 4, column + 6, column + 8, column + 9])?;
    let opponent = line
        .number::<u32>(
            column,
            column + 3,
            "opponent",
            "a starting rank, 0000 or blank",
        )?
        .filter(|&o| o > 0);
    let colour = match line.at(column + 5).to_ascii_lowercase() {
        'w' => Some(Colour::White),
        'b' => Some(Colour::Black),
        '-' | ' ' => None,
        other => {
            return Err(line.malformed(
                column + 5,
                "colour",
                other.to_string(),
                "w, b, - or blank",
            ));
        }
    };
    let code = Code::parse(line.at(column + 7)).ok_or_else(|| {
        line.malformed(
            column + 7,
            "result",
            line.at(column + 7).to_string(),
            "one of 1 = 0 + - W D L H F U Z or blank",
        )
    })?;
    let problem =
        |col: usize, message: String| Err(line.error(col, TrfErrorKind::Inconsistent(message)));
    match (opponent, code) {
        (Some(_), Code::Bye(_) | Code::PairingBye) => {
            return problem(
                column + 7,
                format!(
                    "result {} is a bye but an opponent is given in columns {}-{}",
                    code.symbol(),
                    column,
                    column + 3
                ),
            );
        }
        (Some(_), _) if colour.is_none() => {
            return problem(
                column + 5,
                "a player with an opponent needs the colour w or b".into(),
            );
        }
        (None, Code::Played { .. } | Code::ForfeitWin) => {
            return problem(
                column + 7,
                format!(
                    "result {} needs an opponent in columns {}-{}",
                    code.symbol(),
                    column,
                    column + 3
                ),
            );
        }
        (None, _) if colour.is_some() => {
            return problem(column + 5, "a colour is given but no opponent".into());
        }
        _ => {}
    }
    // Without an opponent, anything that is not entirely blank but has a blank result
    // is a zero-point bye (TRF: a blank result is equivalent to Z).
    let code = match (opponent, code) {
        (None, Code::Blank) if line.columns(column, column + 7).trim().is_empty() => Code::Blank,
        (None, Code::Blank) => Code::Bye(RequestedByeKind::Zero),
        _ => code,
    };
    Ok(Entry {
        column,
        opponent,
        colour,
        code,
    })
}
