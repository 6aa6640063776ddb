//! The tournament data model: plain data, no UI, no file format.

mod changes;
mod edit;
mod editions;
mod player;
mod points;
mod prize;
mod result;
mod round;
mod tournament;
pub mod validate;

use serde::{Deserialize, Serialize};

pub use changes::describe_changes;
pub use edit::{EditError, ResultChange};
pub use editions::{Editions, PairingEdition, RatingEdition, TiebreakEdition, today};
pub use player::{
    EarlierResult, Player, RATING_RANGE, RequestedBye, RequestedByeKind, Sex, Title, Tpn,
    initial_order,
};
pub use points::Points;
pub use prize::{PrizeCategory, PrizeError};
pub use result::{GameResult, Outcome, ResultParseError};
pub use round::{Bye, ByeKind, Pairing, Round, RoundIndex, Seat};
pub use tournament::{
    PairingSystem, Scoring, Tiebreak, Tournament, TournamentInfo, default_tiebreaks, score_of,
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
}
