//! The tournament data model: plain data, no UI, no file format.

pub mod acceleration;
mod changes;
mod editions;
pub mod history;
mod parse_error;
mod player;
mod points;
mod prize;
mod rating_list;
mod result;
mod round;
pub mod text;
mod tournament;
pub mod validate;

use serde::{Deserialize, Serialize};

pub use changes::describe_changes;
pub use editions::{Editions, PairingEdition, RatingEdition, TiebreakEdition, today};
pub use parse_error::ParseError;
pub use player::{
    EarlierResult, MAX_STARTING_RANK, Player, PointAdjustment, RATING_RANGE, RequestedBye,
    RequestedByeKind, Sex, Title, Tpn, initial_order,
};
pub use points::Points;
pub use prize::{PrizeCategory, PrizeError, PrizeProblem};
pub use rating_list::{ListedRating, RatingList};
pub use result::{GameResult, Outcome, ResultParseError};
pub use round::{Bye, ByeKind, Pairing, Round, RoundIndex, Seat};
pub use tournament::{
    Acceleration, PairingSystem, Scoring, Tiebreak, Tournament, TournamentInfo, default_tiebreaks,
    score_of,
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
    /// `white`, `w`, `black`, `b`, in any case.
    fn from_str(text: &str) -> Result<Colour, ParseError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "white" | "w" => Ok(Colour::White),
            "black" | "b" => Ok(Colour::Black),
            _ => Err(ParseError::Colour(text.to_string())),
        }
    }
}
