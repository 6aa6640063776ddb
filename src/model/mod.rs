//! The tournament data model: plain data, no UI, no file format.

/// Serde through a type's one spelling, for `#[serde(into = "&'static str", try_from =
/// "String")]`: the file writes what `$spelling` gives and reads it back by the type's
/// `FromStr`, so the file has no spelling of its own.
macro_rules! serde_by_spelling {
    ($type:ty, $spelling:path) => {
        impl From<$type> for &'static str {
            fn from(value: $type) -> &'static str {
                $spelling(value)
            }
        }

        impl TryFrom<String> for $type {
            type Error = crate::model::ParseError;
            fn try_from(text: String) -> Result<$type, crate::model::ParseError> {
                text.parse()
            }
        }
    };
}

/// `FromStr` for a type read by its one spelling alone, in any case, among `$type::ALL`
/// (refused as `$error`), and serde through that spelling.
macro_rules! spelt_by {
    ($type:ty, $spelling:path, $error:path) => {
        impl std::str::FromStr for $type {
            type Err = crate::model::ParseError;
            fn from_str(text: &str) -> Result<$type, crate::model::ParseError> {
                <$type>::ALL
                    .into_iter()
                    .find(|value| $spelling(*value).eq_ignore_ascii_case(text.trim()))
                    .ok_or_else(|| $error(text.to_string()))
            }
        }

        serde_by_spelling!($type, $spelling);
    };
}

pub mod acceleration;
pub mod board_order;
mod changes;
pub mod colours;
mod editions;
mod event;
pub mod floats;
pub mod history;
mod parse_error;
mod player;
mod points;
mod prize;
mod rating_list;
mod result;
mod round;
mod round_robin;
mod team;
pub mod text;
mod tiebreak;
mod tournament;
pub mod validate;

use serde::{Deserialize, Serialize};

pub use changes::describe_changes;
pub use editions::{Editions, PairingEdition, RatingEdition, TiebreakEdition, today};
pub use event::{Arbiter, NormEvent, time_control_code};
pub use parse_error::ParseError;
pub use player::{
    AdjustedResult, EarlierResult, MAX_STARTING_RANK, Player, PlayerId, PointAdjustment,
    RATING_RANGE, RequestedBye, RequestedByeKind, Sex, Title, Tpn, initial_order, requested_bye_in,
    set_requested_bye,
};
pub use points::Points;
pub use prize::{
    PrizeCategory, PrizeError, PrizeProblem, PrizeRules, PrizeSharing, PrizesPerPlayer,
};
pub use rating_list::{ListedRating, RatingList};
pub use result::{GameResult, Outcome, ResultParseError};
pub use round::{Bye, ByeKind, Pairing, Round, RoundIndex, Seat};
pub use round_robin::{
    CYCLE_CHOICES, DoubleRoundRobin, MAX_CYCLES, Numbering, RoundRobin, Schedule, ScheduledRound,
};
pub use team::records::{TeamRoundRecord, team_records};
pub use team::{
    ColourPreferences, EncounterBoards, Lineup, LineupState, MatchForfeit, MatchPoints, MatchScore,
    SHORT_NAME_LENGTH, Side, SwissChoices, Team, TeamBye, TeamCompetition, TeamMatch, TeamNumber,
    TeamRequestedBye, TeamRound, TeamScore, TeamSystem, TeamTiebreak, TeamTiebreakKind,
    colour_letters, colours_from_letters, first_team_word, read_board_result, read_team_match,
    team_tiebreak_names,
};
pub use tiebreak::{Cut, ModifierKind, Tiebreak, TiebreakName};
pub use tournament::{
    Acceleration, PairingSystem, Scoring, Tournament, TournamentInfo, default_tiebreaks, score_of,
    tiebreak_sets,
};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// `w` or `b`, as TRF's record 001 and the crosstable write it.
    pub fn letter(self) -> char {
        match self {
            Colour::White => 'w',
            Colour::Black => 'b',
        }
    }

    /// The colour a letter stands for, in either case.
    pub fn from_letter(letter: char) -> Option<Colour> {
        let letter = letter.to_ascii_lowercase();
        [Colour::White, Colour::Black]
            .into_iter()
            .find(|colour| colour.letter() == letter)
    }

    /// `White` or `Black`, as the rules and the screens write it.
    pub fn name(self) -> &'static str {
        match self {
            Colour::White => "White",
            Colour::Black => "Black",
        }
    }
}

impl std::fmt::Display for Colour {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.pad(self.name())
    }
}

impl std::str::FromStr for Colour {
    type Err = ParseError;
    /// The colour's name or letter, in any case: `white`, `w`, `black`, `b`.
    fn from_str(text: &str) -> Result<Colour, ParseError> {
        let word = text.trim();
        let mut letters = word.chars();
        let by_letter = match (letters.next(), letters.next()) {
            (Some(letter), None) => Colour::from_letter(letter),
            _ => None,
        };
        by_letter
            .or_else(|| {
                [Colour::White, Colour::Black]
                    .into_iter()
                    .find(|colour| colour.name().eq_ignore_ascii_case(word))
            })
            .ok_or_else(|| ParseError::Colour(text.to_string()))
    }
}
