//! Why a text names no value of the model: the words and numbers the command line, the
//! terminal application and the files give for colours, titles, systems, editions,
//! tie-breaks and points. Each variant keeps the text as it was typed.

use thiserror::Error;

use super::{AdjustedResult, ByeKind, RequestedByeKind, TiebreakName, Title};

/// A text that is not a value of its kind (the `FromStr` error of the model's types;
/// game results have their own, [`super::ResultParseError`]).
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum ParseError {
    #[error("{0:?} is not a colour (white or black)")]
    Colour(String),
    #[error("unknown pairing system {0:?} (expected double-swiss, dutch, dubov or round-robin)")]
    PairingSystem(String),
    #[error("unknown double round robin {0:?} (expected fide or berger)")]
    DoubleRoundRobin(String),
    #[error("unknown numbering {0:?} (expected lots, rating, hand or varma)")]
    Numbering(String),
    #[error("unknown acceleration {0:?} (expected none or baku)")]
    Acceleration(String),
    #[error("unknown prizes per player {0:?} (expected one or all)")]
    PrizesPerPlayer(String),
    #[error("unknown prize sharing {0:?} (expected tie-breaks or split)")]
    PrizeSharing(String),
    #[error("unknown tie-break {0:?} (MTB26 descriptors such as BH/C1, SB/P, KS/L+1; names: {names})", names = TiebreakName::ALL.map(TiebreakName::code).join(" "))]
    Tiebreak(String),
    /// A modifier its tie-break does not take (MTB26 tables 1 and 2), malformed, or given
    /// twice.
    #[error(
        "tie-break {descriptor:?}: {modifier:?} is not a modifier of it (MTB26: /Cn /Mn for BH FB ARO, /Cn for SB PS, /P for BH FB SB DE, /F for AOB, /R for TPN RTNG, /L+n /L-n for KS)"
    )]
    TiebreakModifier {
        descriptor: String,
        modifier: String,
    },
    #[error("unknown title {0:?} (expected one of {titles})", titles = Title::ALL.map(Title::code).join(" "))]
    Title(String),
    #[error("{0:?} is not m or f")]
    Sex(String),
    #[error("{0:?} is not a kind of bye ({kinds})", kinds = words_or(ByeKind::ALL.map(ByeKind::word)))]
    ByeKind(String),
    #[error("{0:?} is not a kind of bye a player may ask for ({kinds})", kinds = words_or(RequestedByeKind::ALL.map(RequestedByeKind::word)))]
    RequestedByeKind(String),
    #[error("{0:?} is not a result whose points a file adjusts ({results})", results = words_or(AdjustedResult::ALL.map(AdjustedResult::word)))]
    AdjustedResult(String),
    #[error("{0:?} is not a number of points (e.g. 1, 0.5, 1.5)")]
    Points(String),
    #[error(
        "unknown kind of event for norms {0:?} (expected ordinary, national-championship, national-team-championship or zonal)"
    )]
    NormEvent(String),
    #[error("unknown rating list {0:?} (expected standard, rapid, blitz)")]
    RatingList(String),
    #[error(
        "{0:?} is not a time control as TRF-26 record 222 writes it (e.g. 5400+30, 40/6000+30:900+30, W300-B240)"
    )]
    TimeControlCode(String),
    #[error("unknown team system {0:?} (expected round-robin or swiss)")]
    TeamSystem(String),
    #[error("{0:?} is not a forfeited match (+- the first team wins, -+ the second, -- both lose)")]
    MatchForfeit(String),
    #[error("{0:?} is not a board result (1, =, 0, +, - or -- for the first-named team's player)")]
    BoardResult(String),
    #[error("{0:?} is not a team tie-break: an MTB26 descriptor, Name[:MP|:GP][/modifier...], names {names}", names = super::team_tiebreak_names())]
    TeamTiebreak(String),
    #[error("{0:?} is not a kind of colour preferences (type-a, type-b or none)")]
    ColourPreferences(String),
    #[error("{0:?} is not a team score (match-points or game-points)")]
    TeamScore(String),
    #[error("{0:?} is not a match: two team numbers, the first-named first (e.g. 3-1)")]
    TeamMatch(String),
    #[error(
        "{word:?} is not a place on the roster of team {team} (1 to {size}, - for an empty board)"
    )]
    RosterPlace { word: String, team: u32, size: u32 },
    #[error("{0:?} is not a colour sequence for the boards (W and B, e.g. WBWB)")]
    BoardColours(String),
    /// An edition of a regulation that arbiter does not implement; `years` are those
    /// it does.
    #[error("unknown edition {text:?} (expected {})", .years.join(", "))]
    Edition {
        text: String,
        years: &'static [&'static str],
    },
}

/// `a, b or c`.
fn words_or<const N: usize>(words: [&str; N]) -> String {
    match words.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}
