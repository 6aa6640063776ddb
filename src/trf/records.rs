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

use super::dates::header_date;
use super::errors::{Problems, TrfError, TrfErrorKind, TrfErrors, Warnings};
use crate::model::text::is_refused;
use crate::model::{
    AdjustedResult, ByeKind, Colour, Points, RATING_RANGE, RequestedByeKind, Sex, SwissChoices,
    Tiebreak, Title, Tpn,
};

/// One line of the file as characters (columns count characters, not bytes).
#[derive(Clone)]
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
    pub(super) fn at(&self, column: usize) -> char {
        self.chars.get(column - 1).copied().unwrap_or(' ')
    }

    /// Columns `from..=to` (1-based) as text, blanks kept.
    pub(super) fn columns(&self, from: usize, to: usize) -> String {
        (from..=to).map(|c| self.at(c)).collect()
    }

    /// Everything from `from` on, trimmed.
    pub(super) fn rest(&self, from: usize) -> String {
        self.chars
            .iter()
            .skip(from - 1)
            .collect::<String>()
            .trim()
            .to_string()
    }

    /// The column of the first non-blank character from `from` on.
    pub(super) fn first_word_column(&self, from: usize) -> usize {
        self.words(from).first().map_or(from, |(column, _)| *column)
    }

    pub(super) fn len(&self) -> usize {
        self.chars.len()
    }

    /// The whitespace-separated words from column `from` on, with their columns.
    pub(super) fn words(&self, from: usize) -> Vec<(usize, String)> {
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

    pub(super) fn error(&self, column: usize, kind: TrfErrorKind) -> TrfError {
        TrfError::at(self.number, column, kind)
    }

    pub(super) fn malformed(
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
    pub(super) fn number<T: std::str::FromStr>(
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
    pub(super) fn expect_blank(&self, columns: &[usize]) -> Result<(), TrfError> {
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
    /// `0000 - +`, the pairing-allocated bye of files before TRF-16, read as `U`.
    pub old_bye: bool,
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
    /// `U`, `H`, `F`, `Z`: the letter of a [`ByeKind`] (never `Absent`, whose `-` reads
    /// as a forfeit loss).
    Bye(ByeKind),
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
            ' ' => Some(Code::Blank),
            letter => ByeKind::from_trf_letter(letter).map(Code::Bye),
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
            Code::Bye(kind) => kind.trf_letter(),
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
    /// The rank column (86-89), when it holds a rank (not blank nor 0).
    pub rank: Option<u32>,
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

/// An `XXA` record (bbpPairings): one player's virtual points, round 1 first.
#[derive(Clone, Debug)]
pub(crate) struct AccelerationRecord {
    pub line: usize,
    pub player: Tpn,
    pub points: Vec<Points>,
}

/// A `250` record (TRF-26): `points` virtual points (C.04.7) for every player from
/// `first_player` to `last_player` in every round from `first_round` to `last_round`.
/// Columns 5-8 (match points) are for teams, 10-13 the points, 15-17 and 19-21 the
/// rounds, 23-26 and 28-31 the players.
pub(crate) struct AcceleratedRoundsRecord {
    pub line: usize,
    pub points: Points,
    pub rounds: std::ops::RangeInclusive<u32>,
    pub players: std::ops::RangeInclusive<Tpn>,
}

/// A national rating support record (TRF-26): a federation's own rating of a player of
/// the `001` records, in the same columns (federation in 1-3, starting rank in 5-8,
/// national rating in 49-52).
pub(crate) struct NationalRatingRecord {
    pub line: usize,
    pub federation: String,
    pub player: Tpn,
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

/// A `299` record (TRF-26 "abnormal assignment points") for the players listed (every
/// player when none is) in one round (every round when none is). With a blank type it is
/// a penalty or a bonus of `points`; with a result type, `points` are what that result
/// scores instead of what record `162` gives it.
pub(crate) struct AdjustmentRecord {
    pub line: usize,
    pub result: Option<AdjustedResult>,
    pub points: Points,
    pub round: Option<(u32, usize)>,
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
    /// `222`, when it is a time control as TRF-26 encodes it.
    pub time_control_code: Option<String>,
    /// `182` of another program than arbiter, else the one arbiter kept of the file it
    /// imported ([`IMPORTED_PAIRING_CONTROLLER`]).
    pub pairing_controller: Option<String>,
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
    /// `212`
    pub standings_tiebreaks: Option<Vec<Tiebreak>>,
    pub byes: Vec<ByeRecord>,
    pub forbidden: Vec<ForbiddenRecord>,
    pub accelerations: Vec<AccelerationRecord>,
    /// `250`
    pub accelerated_rounds: Vec<AcceleratedRoundsRecord>,
    /// `172`: a federation and how its national ratings rank the players.
    pub ranking_methods: Vec<Located<(String, String)>>,
    pub national_ratings: Vec<NationalRatingRecord>,
    /// `299`
    pub adjustments: Vec<AdjustmentRecord>,
    pub players: Vec<PlayerRecord>,
    /// The team records of a team competition, read by [`super::team_reader`].
    pub team: Option<TeamLines>,
    pub warnings: Warnings,
}

/// A team competition's records as the file has them: its `192` code, its `202` (team
/// tie-breaks; else `212`, the same after the score) and its `352`, `362`, `310`, `320`, `330` and
/// `300` lines in file order.
pub(crate) struct TeamLines {
    pub system: Located<String>,
    pub tiebreaks: Option<Line>,
    pub lines: Vec<Line>,
    /// arbiter's comment with the teams' federations ([`TEAM_FEDERATIONS`]).
    pub federations: Option<Line>,
}

/// The comment arbiter writes the pairing controller of the file it imported in, after
/// its own `182` (TRF-26 has one `182`, "the program or user making the pairings", and
/// that is arbiter once it pairs the tournament): `### 182 of the imported file:
/// Swiss-Manager`. Other programs pass over it as any comment.
pub(crate) const IMPORTED_PAIRING_CONTROLLER: &str = "### 182 of the imported file:";

/// The comment arbiter writes the teams' federations in, which TRF-26 has no field for
/// (`310` has a nickname, 42-46): `### team federations: 001 NED 002 GER`. Other
/// programs pass over it as any comment.
pub(crate) const TEAM_FEDERATIONS: &str = "### team federations:";

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
const NOT_KEPT: [(&str, &str); 2] = [
    ("082", "number of teams"),
    (
        "092",
        "type of tournament, free text: record 192 gives the system",
    ),
];

/// Records of team competitions that say nothing about an individual one: in a file
/// without a team code in `192` they are left out with a warning.
const TEAM_ONLY_RECORDS: [(&str, &str); 2] = [
    ("352", "colours of the boards in a team match"),
    ("362", "match points of a team match"),
];

/// The ranking methods of record `172` (TRF-26).
const RANKING_METHODS: [&str; 7] = ["FIDE", "NRO", "FIDON", "NIDOF", "HBFN", "LBFN", "OTHER"];

/// Records of a team event's players' and teams' additional data (TRF-26 801, 802):
/// informational, left out with a warning.
const TEAM_RECORDS_INFORMATIONAL: [&str; 2] = ["801", "802"];

/// The team records this program reads (TRF-26, and TRF-16's `013`), after `192` and
/// `202`; in a team file `240`, `250`, `260` and `299` name teams (TRF-26:
/// "player/team").
const TEAM_RECORDS: [&str; 11] = [
    "013", "240", "250", "260", "299", "300", "310", "320", "330", "352", "362",
];

/// The records that make a file a team competition without a team code in `192`: its
/// teams (`310`, or TRF-16's `013`).
const TEAM_LISTS: [&str; 2] = ["310", "013"];

/// The `192` codes of the team round robins this program reads, by their tables; a team
/// Swiss is any code [`SwissChoices::from_code`] reads.
pub(crate) const TEAM_ROUND_ROBIN_CODES: [&str; 4] = [
    "FIDE_TEAM_ROUNDROBIN",
    "FIDE_TEAM_DOUBLEROUNDROBIN",
    "BERGER_TEAM_ROUNDROBIN",
    "BERGER_TEAM_DOUBLEROUNDROBIN",
];

/// Records whose numbers are teams in a team file and players in an individual one
/// (TRF-26: byes, acceleration, prohibited pairings and abnormal points of
/// "player/team").
const TEAM_OR_PLAYER_RECORDS: [&str; 4] = ["240", "250", "260", "299"];

/// The code a team file without `192` is read with: a team Swiss by the default choices
/// (TRF-26 appendix A: `FIDE_TEAM` is `FIDE_TEAM_TYPEA_MP_GP`), as FIDE's checker reads it.
const DEFAULT_TEAM_CODE: &str = "FIDE_TEAM";

/// Whether a `192` code names a team competition (known or not).
fn is_team_code(code: &str) -> bool {
    let upper = code.trim().to_ascii_uppercase();
    upper.starts_with("FIDE_TEAM") || upper.contains("_TEAM_")
}

/// The first line that makes the file a team tournament of a kind this program cannot
/// read, as the one error to report: nothing else in such a file matters here.
fn team_record_not_read(line: &Line) -> Option<TrfError> {
    let code = line.columns(1, 3);
    let unknown = code == "192"
        && is_team_code(&line.rest(5))
        && !TEAM_ROUND_ROBIN_CODES.contains(&line.rest(5).to_ascii_uppercase().as_str())
        && SwissChoices::from_code(&line.rest(5)).is_none();
    unknown.then(|| {
        line.error(
            1,
            TrfErrorKind::TeamTournament {
                record: format!("192 {}", line.rest(5)),
            },
        )
    })
}

/// The team records of `lines`, when a `192` code names a team competition, or when
/// the file lists teams (`310`, `013`) and has no `192` (then a team Swiss by
/// [`DEFAULT_TEAM_CODE`], with a warning); a team record in an individual file is
/// refused.
fn team_lines(lines: &[Line], warnings: &mut Warnings) -> Result<Option<TeamLines>, TrfError> {
    let code = |line: &Line| line.columns(1, 3);
    let named = lines.iter().find(|line| code(line) == "192");
    let listed = lines
        .iter()
        .find(|line| TEAM_LISTS.contains(&code(line).as_str()));
    let system = match (named, listed) {
        (Some(line), _) if is_team_code(&line.rest(5)) => {
            located(line, line.rest(5).to_ascii_uppercase())
        }
        (None, Some(line)) => {
            warnings.at(
                line.number,
                1,
                format!(
                    "the file lists teams (record {}) but does not say its system (record 192): it is read as a team Swiss, {DEFAULT_TEAM_CODE} (type A colour preferences, match points then game points)",
                    code(line)
                ),
            );
            located(line, DEFAULT_TEAM_CODE.to_string())
        }
        _ => {
            let needs_teams = |line: &&Line| {
                let code = code(line);
                (TEAM_RECORDS.contains(&code.as_str())
                    && !TEAM_OR_PLAYER_RECORDS.contains(&code.as_str())
                    && !TEAM_ONLY_RECORDS.iter().any(|(only, _)| *only == code))
                    || TEAM_RECORDS_INFORMATIONAL.contains(&code.as_str())
            };
            return match lines.iter().find(needs_teams) {
                Some(line) => Err(line.error(
                    1,
                    TrfErrorKind::TeamTournament {
                        record: format!("{} without a team code in record 192", code(line)),
                    },
                )),
                None => Ok(None),
            };
        }
    };
    for line in lines
        .iter()
        .filter(|line| TEAM_RECORDS_INFORMATIONAL.contains(&code(line).as_str()))
    {
        let reading = if code(line) == "801" {
            "team record 801"
        } else {
            "team record 802"
        };
        warnings.recurring(reading, line.number, 1, || {
            format!(
                "record {} (a team's or its players' results again, for reading) is left out: the results are those of the 001 records and the team records",
                code(line)
            )
        });
    }
    Ok(Some(TeamLines {
        system,
        tiebreaks: ["202", "212"]
            .iter()
            .find_map(|record| lines.iter().find(|line| code(line) == *record))
            .cloned(),
        lines: lines
            .iter()
            .filter(|line| TEAM_RECORDS.contains(&code(line).as_str()))
            .cloned()
            .collect(),
        federations: lines
            .iter()
            .find(|line| line.rest(1).starts_with(TEAM_FEDERATIONS))
            .cloned(),
    }))
}

/// Reads every line of `text` into records; every line that cannot be read is a problem
/// (up to [`super::errors::MAX_PROBLEMS`]). A team tournament is one problem, at its
/// first team record, and so is a file without any record (empty, or blank lines and
/// comments only).
pub(crate) fn read_records(text: &str) -> Result<Records, TrfErrors> {
    let lines = lines(text);
    if let Some(error) = lines.iter().find_map(team_record_not_read) {
        return Err(error.into());
    }
    let mut records = Records::default();
    records.team = team_lines(&lines, &mut records.warnings)?;
    let team = records.team.is_some();
    // Without a team code, the only team records left are those of [`TEAM_ONLY_RECORDS`],
    // which [`read_line`] leaves out with a warning.
    let kept_by_teams = |line: &Line| {
        let code = line.columns(1, 3);
        team && (["192", "202", "212"].contains(&code.as_str())
            || TEAM_RECORDS.contains(&code.as_str())
            || TEAM_RECORDS_INFORMATIONAL.contains(&code.as_str()))
    };
    let mut problems = Problems::default();
    let mut read = 0;
    for line in &lines {
        if let Some(controller) = line.rest(1).strip_prefix(IMPORTED_PAIRING_CONTROLLER) {
            let controller = controller.trim();
            if !controller.is_empty() && !controller.chars().any(is_refused) {
                records.pairing_controller = Some(controller.to_string());
            }
        }
        if line.len() == 0 || line.columns(1, 3) == "###" {
            continue;
        }
        read += 1;
        if !kept_by_teams(line) {
            read_line(line, &mut records, &mut problems);
        }
    }
    if read == 0 {
        return Err(TrfError::whole_file(TrfErrorKind::Empty).into());
    }
    problems.stop_if_any()?;
    Ok(records)
}

/// A federation as FIDE codes it (three letters), or none: anything else (`Lichess`,
/// a club's name) is informational and left out with a warning.
fn federation(
    line: &Line,
    column: usize,
    text: Option<String>,
    warnings: &mut Warnings,
) -> Option<String> {
    let text = text?;
    match crate::model::validate::check_federation(&text) {
        Ok(()) => Some(text),
        Err(problem) => {
            warnings.at(line.number, column, format!("{problem}: left out"));
            None
        }
    }
}

fn read_line(line: &Line, records: &mut Records, problems: &mut Problems) {
    // A control character (ESC, BEL...) in a name would reach every terminal that
    // lists the players; an invisible one makes a name look like another.
    if let Some(index) = line.chars.iter().position(|&c| is_refused(c)) {
        problems.push(line.malformed(
            index + 1,
            "character",
            line.chars[index].to_string(),
            "visible text: control, invisible and line-breaking characters are not taken",
        ));
        return;
    }
    let code = line.columns(1, 3);
    if line.at(4) != ' ' && !is_column_ruler(line) {
        problems.push(line.malformed(
            4,
            "character",
            line.at(4).to_string(),
            "a blank after the three-character record code",
        ));
        return;
    }
    let text = line.rest(5);
    let optional = |text: String| (!text.is_empty()).then_some(text);
    let team = records.team.is_some();
    let warnings = &mut records.warnings;
    match code.as_str() {
        "001" => {
            if let Some(player) = player(line, team, warnings, problems) {
                records.players.push(player);
            }
        }
        "012" => records.name = Some(located(line, text)),
        "022" => records.city = optional(text),
        "032" => records.federation = federation(line, 5, optional(text), warnings),
        "042" => records.start_date = date(line, "start date", warnings),
        "052" => records.end_date = date(line, "end date", warnings),
        "062" => records.player_count = count(line, "number of players", warnings),
        "072" => records.rated_count = count(line, "number of rated players", warnings),
        "102" => records.chief_arbiter = optional(text),
        "112" => records.deputy_arbiters.extend(optional(text)),
        "122" => records.time_control = optional(text),
        "222" => match crate::model::time_control_code(&text) {
            Ok(code) => records.time_control_code = Some(code),
            Err(problem) => {
                warnings.at(line.number, 5, format!("{problem}: record 222 is left out"))
            }
        },
        "132" => {
            if let Some(first) = &records.round_dates {
                warnings.at(
                    line.number,
                    1,
                    format!(
                        "record 132 (dates of the rounds) is also on line {}: only the first is read",
                        first.line
                    ),
                );
            } else {
                records.round_dates = round_dates(line, warnings);
            }
        }
        "142" => records.rounds = problems.take(rounds(line)),
        "XXR" => records.rounds_extension = problems.take(rounds(line)),
        "152" => records.initial_colour = problems.take(colour_letter(line)),
        "XXC" => read_xxc(line, records),
        "162" => {
            if let Some(scoring) = problems.take(scoring(line)) {
                records.scoring.extend(scoring);
            }
        }
        "XXS" => {
            if let Some(scoring) = problems.take(javafo_scoring(line)) {
                records.warnings.at(
                    line.number,
                    1,
                    format!(
                        "the JaVaFo scoring record XXS is read as 162 {}",
                        scoring_text(&scoring)
                    ),
                );
                records.scoring.extend(scoring);
            }
        }
        "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => {
            if let Some(scoring) = problems.take(bbp_scoring(line, &code)) {
                records.warnings.at(
                    line.number,
                    1,
                    format!(
                        "the bbpPairings scoring record {code} is read as 162 {}",
                        scoring_text(std::slice::from_ref(&scoring))
                    ),
                );
                records.scoring.push(scoring);
            }
        }
        "192" => records.system = optional(text).map(|t| located(line, t)),
        "202" => records.tiebreaks = tiebreaks(line, warnings, false),
        "212" => records.standings_tiebreaks = tiebreaks(line, warnings, true),
        "240" => {
            if let Some(bye) = problems.take(bye(line)) {
                records.byes.push(bye);
            }
        }
        "260" => {
            if let Some(forbidden) = problems.take(forbidden(line)) {
                records.forbidden.push(forbidden);
            }
        }
        // What arbiter writes itself is read back without a word; another program's is
        // kept as the one that paired before.
        "182" if line.rest(5).trim() == super::writer::PAIRING_CONTROLLER => {}
        "182" => records.pairing_controller = optional(text),
        "299" => {
            if let Some(adjustment) = problems.take(adjustment(line, warnings)) {
                records.adjustments.push(adjustment);
            }
        }
        "XXP" => {
            if let Some(forbidden) = problems.take(javafo_forbidden(line)) {
                records.forbidden.push(forbidden);
            }
        }
        "XXA" => {
            if let Some(acceleration) = problems.take(acceleration(line)) {
                records.accelerations.push(acceleration);
            }
        }
        "250" => {
            if let Some(accelerated) = problems.take(accelerated_rounds(line)) {
                records.accelerated_rounds.push(accelerated);
            }
        }
        "172" => {
            if let Some(method) = ranking_method(line, warnings) {
                records.ranking_methods.push(method);
            }
        }
        _ => {
            if let Some((_, what)) = NOT_KEPT.iter().find(|(c, _)| *c == code) {
                warnings.at(
                    line.number,
                    1,
                    format!(
                        "record {code} ({what}) is not kept: the tournament has no place for it"
                    ),
                );
            } else if let Some((_, what)) = TEAM_ONLY_RECORDS.iter().find(|(c, _)| *c == code) {
                warnings.at(
                    line.number,
                    1,
                    format!("record {code} ({what}) is left out: this is an individual tournament (record 192 names no team competition)"),
                );
            } else if is_column_ruler(line) {
                warnings.recurring("ruler", line.number, 1, || {
                    "a column ruler (the column numbers or field letters of a record) is skipped"
                        .into()
                });
            } else if is_national_rating_record(line, &code) {
                if let Some(record) = problems.take(national_rating(line, &code)) {
                    records.national_ratings.push(record);
                }
            } else {
                problems.push(line.error(1, TrfErrorKind::UnknownRecord { code }));
            }
        }
    }
}

/// A line that only shows where the columns are: column numbers (`    1    2`,
/// `1234567890`) or the letters of the fields (`DDD SSSS sTTT NNNN...`), each word one or
/// two characters repeated. Such lines are as long as the records they describe.
fn is_column_ruler(line: &Line) -> bool {
    let words = line.words(1);
    let distinct = |word: &str| {
        let mut chars: Vec<char> = word
            .chars()
            .filter(|&c| c != '/')
            .map(|c| c.to_ascii_lowercase())
            .collect();
        chars.sort_unstable();
        chars.dedup();
        chars.len()
    };
    // A short ruler starts with a field of three same letters (`BBB T RRR PPP1`, as
    // the TRF-26 samples head their team records), and may name rounds (`T01`).
    let field = |w: &str| {
        w.chars().all(|c| c.is_ascii_alphanumeric() || c == '/')
            && (distinct(w) <= 2
                || (w.starts_with(|c: char| c.is_ascii_alphabetic())
                    && w.chars().skip(1).all(|c| c.is_ascii_digit())))
    };
    let short_ruler = words.first().is_some_and(|(_, w)| {
        w.len() == 3 && w.chars().all(|c| c.is_ascii_uppercase()) && distinct(w) == 1
    });
    (line.len() >= 40 || short_ruler)
        && (line.chars.iter().all(|c| c.is_ascii_digit() || *c == ' ')
            || words.iter().all(|(_, w)| field(w)))
}

/// A TRF-26 national rating support record: a federation code, then the columns of a
/// 001 record (starting rank right-aligned in 5-8).
fn is_national_rating_record(line: &Line, code: &str) -> bool {
    let rank = line.columns(5, 8);
    code.chars().all(|c| c.is_ascii_uppercase())
        && line.at(8).is_ascii_digit()
        && rank.trim().chars().all(|c| c.is_ascii_digit())
}

/// `172` (TRF-26): a federation (columns 5-7) and the method its national ratings rank
/// the players by (columns 9-13, one of [`RANKING_METHODS`]); a record with the method
/// alone (as some programs write it) is for every federation. An unknown method is left
/// out with a warning.
fn ranking_method(line: &Line, warnings: &mut Warnings) -> Option<Located<(String, String)>> {
    let words = line.words(5);
    let (federation, (column, method)) = match words.as_slice() {
        [method] => (String::new(), method.clone()),
        [(_, federation), method, ..] => (federation.clone(), method.clone()),
        [] => (String::new(), (5, String::new())),
    };
    let method = method.to_ascii_uppercase();
    if !RANKING_METHODS.contains(&method.as_str()) {
        warnings.at(
            line.number,
            column,
            format!(
                "record 172: the ranking method {method:?} is not one of TRF-26 ({}): left out",
                RANKING_METHODS.join(" ")
            ),
        );
        return None;
    }
    Some(located(line, (federation, method)))
}

/// A national rating support record: the federation in columns 1-3 and the player's
/// starting rank in 5-8, which must be a player's (checked once the players are read).
/// The national name, rating and number are not kept: pairing follows the file's
/// starting ranks and the tie-breaks use FIDE ratings.
fn national_rating(line: &Line, federation: &str) -> Result<NationalRatingRecord, TrfError> {
    let rank = line.columns(5, 8);
    let player = positive(
        line,
        5 + leading_blanks(&rank),
        rank.trim(),
        "starting rank",
    )?;
    Ok(NationalRatingRecord {
        line: line.number,
        federation: federation.to_string(),
        player,
    })
}

/// `250`, in its fixed columns (see [`AcceleratedRoundsRecord`]): the points must not be
/// 0 and the match points blank or 0 (they are a team competition's), as bbpPairings
/// reads them.
fn accelerated_rounds(line: &Line) -> Result<AcceleratedRoundsRecord, TrfError> {
    let match_points = line.columns(5, 8);
    if decimal(match_points.trim()).is_some_and(|p| p != Points::ZERO) {
        return Err(line.malformed(
            5 + leading_blanks(&match_points),
            "match points",
            match_points.trim(),
            "blank or 0 in an individual tournament (columns 5-8 are a team competition's)",
        ));
    }
    let text = line.columns(10, 13);
    let points = decimal(text.trim())
        .filter(|&p| p > Points::ZERO)
        .ok_or_else(|| {
            line.malformed(
                10 + leading_blanks(&text),
                "virtual points",
                text.trim(),
                "points above 0 such as 1.0 (columns 10-13)",
            )
        })?;
    let field = |from: usize, to: usize, what: &'static str| -> Result<u32, TrfError> {
        let text = line.columns(from, to);
        positive(line, from + leading_blanks(&text), text.trim(), what)
    };
    let first_round = field(15, 17, "first round")?;
    let last_round = field(19, 21, "last round")?;
    let first_player = field(23, 26, "first starting rank")?;
    let last_player = field(28, 31, "last starting rank")?;
    if first_round > last_round {
        return Err(line.error(
            19,
            TrfErrorKind::Inconsistent(format!(
                "the last round ({last_round}) comes before the first ({first_round})"
            )),
        ));
    }
    if first_player > last_player {
        return Err(line.error(
            28,
            TrfErrorKind::Inconsistent(format!(
                "the last starting rank ({last_player}) comes before the first ({first_player})"
            )),
        ));
    }
    Ok(AcceleratedRoundsRecord {
        line: line.number,
        points,
        rounds: first_round..=last_round,
        players: first_player..=last_player,
    })
}

fn located<T>(line: &Line, value: T) -> Located<T> {
    Located {
        value,
        line: line.number,
        column: line.first_word_column(5),
    }
}

/// `062`, `072`: counts the file has no use for (they are written anew). The first
/// number is read (`062 129 (88)`: 129); a count that is not a number is left out.
fn count(line: &Line, field: &'static str, warnings: &mut Warnings) -> Option<Located<u32>> {
    let words = line.words(5);
    let (column, first) = words.first()?;
    match first.parse() {
        Ok(value) => {
            if words.len() > 1 {
                warnings.at(
                    line.number,
                    words[1].0,
                    format!("{field}: only the first number ({value}) is read, {:?} after it is left out", line.rest(words[1].0)),
                );
            }
            Some(Located {
                value,
                line: line.number,
                column: *column,
            })
        }
        Err(_) => {
            warnings.at(
                line.number,
                *column,
                format!("{field} {:?} is not a number: left out", line.rest(5)),
            );
            None
        }
    }
}

/// `142`, `XXR`: the number of rounds, which pairing depends on.
fn rounds(line: &Line) -> Result<Located<u32>, TrfError> {
    let field = "number of rounds";
    let words = line.words(5);
    let value = match words.as_slice() {
        [(column, word)] => word
            .parse()
            .map_err(|_| line.malformed(*column, field, word.clone(), "a whole number")),
        [] => Err(line.error(5, TrfErrorKind::Missing(field.to_string()))),
        [_, (column, word), ..] => {
            Err(line.malformed(*column, field, word.clone(), "nothing after the number"))
        }
    }?;
    Ok(located(line, value))
}

/// `042`, `052`: a date in any common form (see [`super::dates`]), as ISO `YYYY-MM-DD`.
/// The dates are not used for pairing or rating: one that cannot be read is left out.
fn date(line: &Line, field: &'static str, warnings: &mut Warnings) -> Option<Located<String>> {
    let text = line.rest(5);
    if text.is_empty() {
        return None;
    }
    let column = line.first_word_column(5);
    match header_date(&text) {
        Some(date) => {
            if let Some(form) = date.form {
                warnings.at(
                    line.number,
                    column,
                    format!("{field} {text:?} is read as {} ({form})", date.iso),
                );
            }
            Some(Located {
                value: date.iso,
                line: line.number,
                column,
            })
        }
        None => {
            warnings.at(
                line.number,
                column,
                format!("{field} {text:?} is not a date this program can read: left out"),
            );
            None
        }
    }
}

/// `132`: the round dates. TRF puts them in the columns of the rounds (92-99 round 1,
/// 102-109 round 2, ...); dates one to three columns off, or written one after the other
/// from column 5, are taken in order, with a warning. The dates are not used for pairing
/// or rating: a record that cannot be read is left out.
fn round_dates(line: &Line, warnings: &mut Warnings) -> Option<RoundDatesRecord> {
    let words = line.words(5);
    let mut dates: Vec<(usize, Option<ShortDate>)> = Vec::new();
    let mut shifted = None;
    for (column, word) in &words {
        let Some(date) = short_date(word) else {
            warnings.at(
                line.number,
                *column,
                format!(
                    "round date {word:?} is not a date YY/MM/DD: the round dates (record 132) are left out"
                ),
            );
            return None;
        };
        let nearest = (column.saturating_sub(92) + 3) / 10;
        let aligned = *column >= 89 && column.abs_diff(92 + 10 * nearest) <= 3;
        let index = if aligned && nearest >= dates.len() {
            nearest
        } else {
            dates.len()
        };
        if 92 + 10 * index != *column {
            shifted.get_or_insert(*column);
        }
        dates.resize(index, (0, None));
        for (blank_index, blank) in dates.iter_mut().enumerate() {
            if blank.0 == 0 {
                *blank = (92 + 10 * blank_index, None);
            }
        }
        dates.push((*column, Some(date)));
    }
    if let Some(column) = shifted {
        warnings.at(
            line.number,
            column,
            "the round dates do not stand in the columns of their rounds (92-99 round 1, 102-109 round 2, ...): they are taken in order",
        );
    }
    Some(RoundDatesRecord {
        line: line.number,
        dates,
    })
}

/// `YY/MM/DD` (or, as some programs write, `YYYY/MM/DD`) with a month 01-12 and a day
/// 01-31 (whether the day exists in that month is checked once the century is known).
fn short_date(text: &str) -> Option<ShortDate> {
    let parts: Vec<&str> = text.split(['/', '-', '.']).collect();
    let [year, month, day] = parts.as_slice() else {
        return None;
    };
    let number = |part: &str, lengths: &[usize]| {
        (lengths.contains(&part.len()) && part.bytes().all(|b| b.is_ascii_digit()))
            .then(|| part.parse::<u32>().ok())
            .flatten()
    };
    let (year, month, day) = (
        number(year, &[2, 4])?,
        number(month, &[2])?,
        number(day, &[2])?,
    );
    ((1..=12).contains(&month) && (1..=31).contains(&day)).then_some(ShortDate { year, month, day })
}

fn colour_letter(line: &Line) -> Result<Located<Colour>, TrfError> {
    let colour = match line.rest(5).to_ascii_uppercase().as_str() {
        "W" => Ok(Colour::White),
        "B" => Ok(Colour::Black),
        other => Err(line.malformed(5, "initial colour", other, "W or B")),
    }?;
    Ok(located(line, colour))
}

fn read_xxc(line: &Line, records: &mut Records) {
    for (column, word) in line.words(5) {
        let colour = match word.to_ascii_lowercase().as_str() {
            "white1" => Colour::White,
            "black1" => Colour::Black,
            _ => {
                records.warnings.at(
                    line.number,
                    column,
                    format!("XXC option {word:?} is ignored: only white1 and black1 are used"),
                );
                continue;
            }
        };
        records.initial_colour_extension = Some(Located {
            value: colour,
            line: line.number,
            column,
        });
    }
}

/// The 162 letters and points, as a 162 record would say them.
fn scoring_text(scoring: &[Located<(char, Points)>]) -> String {
    scoring
        .iter()
        .map(|s| format!("{} {}", s.value.0, s.value.1))
        .collect::<Vec<_>>()
        .join(" ")
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
        let points = points_of(line, *points_column, points_text)?;
        scoring.push(Located {
            value: (symbol, points),
            line: line.number,
            column: *column,
        });
    }
    Ok(scoring)
}

fn points_of(line: &Line, column: usize, text: &str) -> Result<Points, TrfError> {
    decimal(text).ok_or_else(|| {
        line.malformed(
            column,
            "points",
            text,
            "a number of points such as 1.0 or 0.5",
        )
    })
}

/// The bbpPairings scoring records `BBW pp.p` (win), `BBD` (draw), `BBL` (played loss),
/// `BBZ` (zero-point bye), `BBF` (forfeit loss), `BBU` (pairing-allocated bye), as the
/// 162 letter with the same meaning: W, D, L, A (both BBZ and BBF), P.
fn bbp_scoring(line: &Line, code: &str) -> Result<Located<(char, Points)>, TrfError> {
    let letter = match code {
        "BBW" => 'W',
        "BBD" => 'D',
        "BBL" => 'L',
        "BBZ" | "BBF" => 'A',
        _ => 'P',
    };
    let column = line.first_word_column(5);
    let points = points_of(line, column, &line.rest(5))?;
    Ok(Located {
        value: (letter, points),
        line: line.number,
        column,
    })
}

/// The JaVaFo scoring record `XXS CODE=VALUE ...`: WW BW WD BD WL BL (by colour), ZPB HPB
/// FPB PAB (byes), FW FL (forfeits), and the shortcuts W (= WW BW FW FPB) and D (= WD BD
/// HPB), later values overriding earlier ones. The tournament scores every win, forfeit
/// win and full-point bye the same (162 W), every draw and half-point bye (D), both
/// losses (L), a forfeit loss and a zero-point bye (A): values that differ there cannot
/// be kept.
fn javafo_scoring(line: &Line) -> Result<Vec<Located<(char, Points)>>, TrfError> {
    const CODES: [(&str, char); 12] = [
        ("WW", 'W'),
        ("BW", 'W'),
        ("FW", 'W'),
        ("FPB", 'W'),
        ("WD", 'D'),
        ("BD", 'D'),
        ("HPB", 'D'),
        ("WL", 'L'),
        ("BL", 'L'),
        ("ZPB", 'A'),
        ("FL", 'A'),
        ("PAB", 'P'),
    ];
    // Each code's value and the column it was given at.
    let mut values: Vec<Option<(Points, usize)>> = vec![None; CODES.len()];
    for (column, word) in line.words(5) {
        let Some((code, value)) = word.split_once('=') else {
            return Err(line.malformed(column, "XXS element", word, "CODE=VALUE, such as W=3"));
        };
        let points = points_of(line, column + code.len() + 1, value)?;
        let code = code.to_ascii_uppercase();
        let covered: Vec<usize> = match code.as_str() {
            "W" => vec![0, 1, 2, 3],
            "D" => vec![4, 5, 6],
            _ => CODES
                .iter()
                .position(|(c, _)| *c == code)
                .map(|i| vec![i])
                .ok_or_else(|| {
                    line.malformed(
                        column,
                        "XXS code",
                        code.clone(),
                        "one of WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D",
                    )
                })?,
        };
        for index in covered {
            values[index] = Some((points, column));
        }
    }
    let mut scoring = Vec::new();
    for letter in ['W', 'D', 'L', 'A', 'P'] {
        let given: Vec<(&str, Points, usize)> = CODES
            .iter()
            .zip(&values)
            .filter(|((_, l), _)| *l == letter)
            .filter_map(|((code, _), value)| value.map(|(p, c)| (*code, p, c)))
            .collect();
        let Some(&(_, points, column)) = given.first() else {
            continue;
        };
        let defaults_of_letter = CODES.iter().filter(|(_, l)| *l == letter).count();
        let default = match letter {
            'W' | 'P' => Points::ONE,
            'D' => Points::HALF,
            _ => Points::ZERO,
        };
        let differing = given
            .iter()
            .find(|(_, p, _)| *p != points)
            .map(|&(code, p, c)| (code, p, c))
            .or_else(|| {
                (given.len() < defaults_of_letter && points != default).then(|| {
                    let missing = CODES
                        .iter()
                        .zip(&values)
                        .find(|((_, l), v)| *l == letter && v.is_none())
                        .map_or("", |((code, _), _)| *code);
                    (missing, default, line.first_word_column(5))
                })
            });
        if let Some((code, other, other_column)) = differing {
            return Err(line.error(
                other_column,
                TrfErrorKind::Unsupported(format!(
                    "XXS {}={points} with {code}={other}: a tournament gives the same points for every result of TRF 162 {letter}",
                    given[0].0
                )),
            ));
        }
        scoring.push(Located {
            value: (letter, points),
            line: line.number,
            column,
        });
    }
    // JaVaFo's PAB is 1 unless given; TRF's P is a win unless given.
    let win = scoring.iter().find(|s| s.value.0 == 'W').map(|s| s.value.1);
    if values[CODES.len() - 1].is_none() && win.is_some_and(|w| w != Points::ONE) {
        scoring.push(Located {
            value: ('P', Points::ONE),
            line: line.number,
            column: line.first_word_column(5),
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

/// `202` (tie-breaks) and `212` (the order of the standings: `PTS`, the points, then the
/// tie-breaks). Tie-breaks do not change pairings or ratings: a code this program does not
/// compute (TRF-26 codes with modifiers such as `/P`, team codes) is left out with a
/// warning; `None` when no code is left.
fn tiebreaks(line: &Line, warnings: &mut Warnings, standings: bool) -> Option<Vec<Tiebreak>> {
    let text = line.rest(5);
    let mut column = line.first_word_column(5);
    let mut tiebreaks = Vec::new();
    for code in text.split(',') {
        let trimmed = code.trim();
        let start = column + leading_blanks(code);
        column += code.chars().count() + 1;
        if trimmed.eq_ignore_ascii_case("PTS") {
            continue;
        }
        match trimmed.parse::<Tiebreak>().ok() {
            Some(tiebreak) => tiebreaks.push(tiebreak),
            None => warnings.at(
                line.number,
                start,
                format!(
                    "tie-break {trimmed:?} is not one this program computes (such as BH, BH/C1, SB, DE, ARO): left out"
                ),
            ),
        }
    }
    if tiebreaks.is_empty() && !text.is_empty() {
        warnings.at(
            line.number,
            line.first_word_column(5),
            format!(
                "record {} names no tie-break this program computes: the system's default tie-breaks are used",
                if standings { "212" } else { "202" }
            ),
        );
    }
    (!tiebreaks.is_empty()).then_some(tiebreaks)
}

fn bye(line: &Line) -> Result<ByeRecord, TrfError> {
    let words = line.words(5);
    let Some((kind_column, kind)) = words.first() else {
        return Err(line.error(5, TrfErrorKind::Missing("the type of bye".into())));
    };
    let mut letters = kind.chars();
    let requested = match (letters.next(), letters.next()) {
        (Some(letter), None) => {
            ByeKind::from_trf_letter(letter).and_then(|bye| RequestedByeKind::try_from(bye).ok())
        }
        _ => None,
    };
    let Some(kind) = requested else {
        return Err(line.malformed(*kind_column, "type of bye", kind.clone(), "F, H or Z"));
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

/// `XXA NNNN aaaa aaaa ...`, as bbpPairings reads it: the player's starting rank in
/// columns 5-8, then the virtual points of round 1, 2, ... in columns 10-13, 15-18, ...
/// (a blank field is 0).
fn acceleration(line: &Line) -> Result<AccelerationRecord, TrfError> {
    let rank = line.columns(5, 8);
    let player = positive(line, 5, rank.trim(), "starting rank")?;
    let mut points = Vec::new();
    let mut column = 10;
    while column <= line.len() {
        let field = line.columns(column, column + 3);
        let text = field.trim();
        points.push(if text.is_empty() {
            Points::ZERO
        } else {
            decimal(text)
                .filter(|p| *p >= Points::ZERO)
                .ok_or_else(|| {
                    line.malformed(column, "virtual points", text, "points such as 1.0 or 0.5")
                })?
        });
        if column + 4 <= line.len() && line.at(column + 4) != ' ' {
            return Err(line.malformed(
                column + 4,
                "character",
                line.at(column + 4).to_string(),
                "a blank between the rounds' virtual points (4 columns each)",
            ));
        }
        column += 5;
    }
    Ok(AccelerationRecord {
        line: line.number,
        player,
        points,
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

/// `299` (TRF-26): column 5 the type, 8-11 match points (teams), 14-17 the points,
/// 20-22 the round (`000` or blank: every round), from 24 the players, one per five
/// columns (none, or `0000`: every player). A blank type is a penalty or a bonus; a letter
/// (`W`, `D`, `L`, `F`, `H`, `Z`, `+`, `-`) gives a result other points than the scoring
/// (record 162) does.
fn adjustment(line: &Line, warnings: &mut Warnings) -> Result<AdjustmentRecord, TrfError> {
    let result = match line.at(5) {
        ' ' => None,
        letter => Some(AdjustedResult::from_trf_letter(letter).ok_or_else(|| {
            line.malformed(
                5,
                "type of abnormal assignment",
                letter.to_string(),
                "W, D, L, F, H, Z, +, - or a blank",
            )
        })?),
    };
    let match_points = line.columns(8, 11);
    if !match_points.trim().is_empty() {
        warnings.at(
            line.number,
            8 + leading_blanks(&match_points),
            "record 299: match points (columns 8-11) are for team tournaments: not read",
        );
    }
    let text = line.columns(14, 17);
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(line.error(
            14,
            TrfErrorKind::Missing("the points of the penalty or bonus (columns 14-17)".into()),
        ));
    }
    let points_column = 14 + leading_blanks(&text);
    // A result may score nothing; a penalty or bonus of nothing is no record.
    let points = decimal(trimmed)
        .filter(|p| result.is_some() || *p != Points::ZERO)
        .ok_or_else(|| {
            let expected = match result {
                Some(_) => "points such as 0.5 or 0.0",
                None => "points other than 0, such as 1.0 or -0.5",
            };
            line.malformed(points_column, "points", trimmed, expected)
        })?;
    let round_text = line.columns(20, 22);
    let round = match round_text.trim() {
        "" => None,
        word if word.chars().all(|c| c == '0') => None,
        word => {
            let column = 20 + leading_blanks(&round_text);
            Some((positive(line, column, word, "round number")?, column))
        }
    };
    let players = line
        .words(23)
        .into_iter()
        .filter(|(_, word)| !word.chars().all(|c| c == '0'))
        .map(|(column, word)| {
            positive(line, column, &word, "starting rank").map(|tpn| (tpn, column))
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(AdjustmentRecord {
        line: line.number,
        result,
        points,
        round,
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

/// JaVaFo's `XXP` list: the players listed never meet (record 260 for every round).
fn javafo_forbidden(line: &Line) -> Result<ForbiddenRecord, TrfError> {
    let players = player_list(line, &line.words(5))?;
    if players.len() < 2 {
        return Err(line.error(
            5,
            TrfErrorKind::Missing("a second player (a forbidden pair needs two)".into()),
        ));
    }
    Ok(ForbiddenRecord {
        line: line.number,
        first_round: (1, 5),
        last_round: (u32::MAX, 5),
        players,
    })
}

/// The `001` record. What pairing and rating depend on (starting rank, rating, FIDE id,
/// points, the rounds) is read strictly; the rest (sex, title, birth date, rank) is read
/// as far as it can be, with a warning. Every problem of the line is noted. In a team
/// file (`team`) the team reader says what a `0000 - +` is read as.
fn player(
    line: &Line,
    team: bool,
    warnings: &mut Warnings,
    problems: &mut Problems,
) -> Option<PlayerRecord> {
    let before = problems.len();
    problems.take(line.expect_blank(&[9, 14, 48, 53, 57, 69, 80, 85, 90, 91]));
    let tpn = problems.take(
        line.number(5, 8, "starting rank", "a number from 1 to 9999")
            .and_then(|tpn: Option<u32>| {
                tpn.filter(|&n| n > 0).ok_or_else(|| {
                    line.malformed(
                        5,
                        "starting rank",
                        line.columns(5, 8).trim(),
                        "a number from 1 to 9999",
                    )
                })
            }),
    );
    let sex = match line.at(10).to_ascii_lowercase() {
        ' ' => None,
        letter => {
            let sex = letter.to_string().parse::<Sex>().ok();
            if sex.is_none() {
                warnings.at(
                    line.number,
                    10,
                    format!("sex {letter:?} is not m or w: left out"),
                );
            }
            sex
        }
    };
    let title_text = line.columns(11, 13);
    let title = match title_text.trim() {
        "" => None,
        text => {
            let title = title(text);
            if title.is_none() {
                warnings.recurring(
                    "title",
                    line.number,
                    11 + leading_blanks(&title_text),
                    || {
                        format!(
                            "title {text:?} is not a FIDE title ({}): read as no title",
                            Title::ALL.map(Title::code).join(" ")
                        )
                    },
                );
            }
            title
        }
    };
    let name = line.columns(15, 47).trim().to_string();
    if name.is_empty() {
        problems.push(line.error(
            15,
            TrfErrorKind::Missing("the player's name (columns 15-47)".into()),
        ));
    }
    let rating = problems
        .take(line.number::<u32>(49, 52, "rating", "a rating such as 2145"))
        .flatten()
        .and_then(|r| rating(line, r, warnings, problems));
    let federation = federation(
        line,
        54,
        Some(line.columns(54, 56).trim().to_string()).filter(|f| !f.is_empty()),
        warnings,
    );
    let fide_id = problems
        .take(line.number::<u64>(58, 68, "FIDE id", "a FIDE id number"))
        .flatten()
        .filter(|&id| id > 0)
        .filter(|&id| match crate::model::validate::check_fide_id(id) {
            Ok(()) => true,
            // The samples of TRF-26 fill all eleven columns ("including 3 digits
            // reserve"), which no FIDE id does.
            Err(problem) => {
                warnings.recurring("FIDE id", line.number, 58, || {
                    format!("{problem}: left out")
                });
                false
            }
        });
    let birth_date = birth_date(line, warnings);
    let points_text = line.columns(81, 84);
    let points =
        match points_text.trim() {
            "" => None,
            text => {
                let column = 81 + leading_blanks(&points_text);
                problems
                    .take(decimal(text).ok_or_else(|| {
                        line.malformed(column, "points", text, "points such as 4.5")
                    }))
                    .map(|points| (points, column))
            }
        };
    let rank_text = line.columns(86, 89);
    let rank = rank_text
        .trim()
        .parse::<u32>()
        .ok()
        .filter(|&rank| rank > 0);
    if !rank_text.trim().chars().all(|c| c.is_ascii_digit()) {
        warnings.at(
            line.number,
            86 + leading_blanks(&rank_text),
            format!(
                "rank {:?} is not a number: left out (the rank is computed)",
                rank_text.trim()
            ),
        );
    }
    let mut entries = Vec::new();
    let mut column = 92;
    while column <= line.len() {
        if let Some(entry) = problems.take(entry(line, column, team, warnings)) {
            entries.push(entry);
        }
        column += 10;
    }
    while entries.last().is_some_and(Entry::is_blank) {
        entries.pop();
    }
    (problems.len() == before).then_some(PlayerRecord {
        line: line.number,
        tpn: tpn?,
        sex,
        title,
        name,
        rating,
        federation,
        fide_id,
        birth_date,
        points,
        rank,
        entries,
    })
}

/// A rating from 100 (the lowest FIDE rating) to 3500; a lower one, as national and club
/// programs write for unrated players, is read as unrated.
fn rating(
    line: &Line,
    rating: u32,
    warnings: &mut Warnings,
    problems: &mut Problems,
) -> Option<u16> {
    match u16::try_from(rating)
        .ok()
        .filter(|r| RATING_RANGE.contains(r))
    {
        Some(rating) => Some(rating),
        None if rating == 0 => None,
        None if rating < u32::from(*RATING_RANGE.start()) => {
            warnings.recurring("low rating", line.number, 49, || {
                format!("rating {rating} is below 100, the lowest FIDE rating: read as unrated")
            });
            None
        }
        None => {
            problems.push(line.malformed(
                49,
                "rating",
                rating.to_string(),
                "a rating from 100 to 3500",
            ));
            None
        }
    }
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

/// `YYYY/MM/DD` with `00` for an unknown part (`.` and `-` read as `/`), or just `YYYY`;
/// anything else is left out with a warning (the birth date changes neither pairing nor
/// rating).
fn birth_date(line: &Line, warnings: &mut Warnings) -> Option<String> {
    let text = line.columns(70, 79);
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return None;
    }
    let parts: Vec<&str> = trimmed.split(['/', '-', '.']).collect();
    let digits = |s: &str, len: usize| s.len() == len && s.chars().all(|c| c.is_ascii_digit());
    let (year, month, day) = match parts.as_slice() {
        [y] if digits(y, 4) => (*y, "00", "00"),
        [y, m] if digits(y, 4) && digits(m, 2) => (*y, *m, "00"),
        [y, m, d] if digits(y, 4) && digits(m, 2) && digits(d, 2) => (*y, *m, *d),
        _ => ("", "", ""),
    };
    let (m, d) = (
        month.parse::<u32>().unwrap_or(0),
        day.parse::<u32>().unwrap_or(0),
    );
    let valid = !year.is_empty()
        && m <= 12
        && (m != 0 || d == 0)
        && (d == 0 || crate::model::validate::is_calendar_date(year.parse().unwrap_or(0), m, d));
    if !valid {
        warnings.recurring(
            "birth date",
            line.number,
            70 + leading_blanks(&text),
            || format!("birth date {trimmed:?} is not a date YYYY/MM/DD: left out"),
        );
        return None;
    }
    match (year, m, d) {
        ("0000", ..) => None,
        (y, 0, _) => Some(y.to_string()),
        (y, m, 0) => Some(format!("{y}-{m:02}")),
        (y, m, d) => Some(format!("{y}-{m:02}-{d:02}")),
    }
}

fn entry(
    line: &Line,
    column: usize,
    team: bool,
    warnings: &mut Warnings,
) -> Result<Entry, TrfError> {
    line.expect_blank(&[column + 4, column + 6, column + 8, column + 9])?;
    let opponent = line
        .number::<u32>(
            column,
            column + 3,
            "opponent",
            "a starting rank, 0000 or blank",
        )?
        .filter(|&o| o > 0);
    let colour_char = line.at(column + 5);
    let colour = match colour_char {
        '-' | ' ' => None,
        letter => Some(Colour::from_letter(letter).ok_or_else(|| {
            line.malformed(
                column + 5,
                "colour",
                letter.to_ascii_lowercase().to_string(),
                "w, b, - or blank",
            )
        })?),
    };
    let result = line.at(column + 7);
    let code = match result {
        '*' => {
            warnings.recurring("result *", line.number, column + 7, || {
                "result \"*\" is read as no result yet".into()
            });
            Code::Blank
        }
        other => Code::parse(other).ok_or_else(|| {
            line.malformed(
                column + 7,
                "result",
                other.to_string(),
                "one of 1 = 0 + - W D L H F U Z * or blank",
            )
        })?,
    };
    let problem =
        |col: usize, message: String| Err(line.error(col, TrfErrorKind::Inconsistent(message)));
    let old_bye = opponent.is_none() && code == Code::ForfeitWin;
    let code = match (opponent, code) {
        (Some(_), Code::Bye(_)) => {
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
        (Some(_), Code::ForfeitWin | Code::ForfeitLoss) if colour.is_none() => {
            warnings.recurring("forfeit without colour", line.number, column + 5, || {
                format!(
                    "a forfeit with the colour {colour_char:?}: the lower starting rank of the two is read as White (the colours of a game not played count for nothing)"
                )
            });
            code
        }
        (Some(_), _) if colour.is_none() => {
            return problem(
                column + 5,
                "a player with an opponent needs the colour w or b".into(),
            );
        }
        // In a team file the team reader says what it is: the team's bye or a board
        // won unplayed.
        (None, Code::ForfeitWin) => {
            if !team {
                warnings.recurring("old pairing bye", line.number, column + 7, || {
                    "\"0000 - +\" (the bye of files before TRF-16) is read as the pairing-allocated bye U".into()
                });
            }
            Code::Bye(ByeKind::Pairing)
        }
        (
            None,
            Code::Played {
                points: PlayedPoints::Draw,
                ..
            },
        ) => {
            warnings.recurring("old half bye", line.number, column + 7, || {
                "\"0000 - =\" is read as the half-point bye H".into()
            });
            Code::Bye(ByeKind::Half)
        }
        // A loss without an opponent scores what a zero-point bye does: nothing.
        (
            None,
            Code::Played {
                points: PlayedPoints::Loss,
                ..
            },
        ) => {
            warnings.recurring("old zero bye", line.number, column + 7, || {
                format!(
                    "\"0000 - {}\" (a loss without an opponent) is read as the zero-point bye Z",
                    code.symbol()
                )
            });
            Code::Bye(ByeKind::Zero)
        }
        (None, Code::Played { .. }) => {
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
        // Without an opponent, anything that is not entirely blank but has a blank
        // result is a zero-point bye (TRF: a blank result is equivalent to Z).
        (None, Code::Blank) if !line.columns(column, column + 7).trim().is_empty() => {
            Code::Bye(ByeKind::Zero)
        }
        _ => code,
    };
    Ok(Entry {
        column,
        opponent,
        colour,
        code,
        old_bye,
    })
}
