//! Players as the arbiter registers them (C.04.2 Art. 2: initial order and TPN).

use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::{ByeKind, Colour, GameResult, Outcome, ParseError, Points};

/// Tournament pairing number: 1 for the top of the initial order.
pub type Tpn = u32;

/// The largest starting rank (TPN) arbiter handles, the one limit of the size of a field:
/// five digits, room for the largest fields the generator makes and `arbiter bench`
/// measures (10,000 players and more). A file format may hold fewer: a TRF writes the
/// starting rank in four digits, and its limit is the TRF module's own.
pub const MAX_STARTING_RANK: Tpn = 99_999;

/// A player's identity: given once, when he enters, and never changed or given again.
/// His starting rank (TPN) is no identity: a late entry renumbers the players after it
/// (C.04.2 Art. 2), and a name may be corrected. What the arbiter marks, selects or
/// edits names players by it, so a change another arbiter saved in between cannot make
/// it reach somebody else.
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct PlayerId(pub u32);

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// FIDE titles, in the order used to break rating ties in the initial ranking
/// (Dutch A2; C.04.2 Art. 2: IGM-IM-WGM-WIM-FM-CM-WFM-WCM).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Title {
    GM,
    IM,
    WGM,
    WIM,
    FM,
    CM,
    WFM,
    WCM,
}

impl Title {
    pub const ALL: [Title; 8] = [
        Title::GM,
        Title::IM,
        Title::WGM,
        Title::WIM,
        Title::FM,
        Title::CM,
        Title::WFM,
        Title::WCM,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Title::GM => "GM",
            Title::IM => "IM",
            Title::WGM => "WGM",
            Title::WIM => "WIM",
            Title::FM => "FM",
            Title::CM => "CM",
            Title::WFM => "WFM",
            Title::WCM => "WCM",
        }
    }
}

impl fmt::Display for Title {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.code())
    }
}

impl FromStr for Title {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Title, ParseError> {
        let upper = s.trim().to_ascii_uppercase();
        let upper = if upper == "IGM" {
            "GM".to_string()
        } else {
            upper
        };
        Title::ALL
            .into_iter()
            .find(|t| t.code() == upper)
            .ok_or_else(|| ParseError::Title(s.to_string()))
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum Sex {
    Male,
    Female,
}

impl Sex {
    /// `m` or `f`, as the file and the command line write it.
    pub fn code(self) -> &'static str {
        match self {
            Sex::Male => "m",
            Sex::Female => "f",
        }
    }

    /// `m` or `w`, as TRF-26 writes it (record 001, column 10).
    pub fn trf_letter(self) -> char {
        match self {
            Sex::Male => 'm',
            Sex::Female => 'w',
        }
    }
}

impl FromStr for Sex {
    type Err = ParseError;
    /// The [`code`](Sex::code) or the [TRF letter](Sex::trf_letter), in any case: `m`,
    /// `f`, `w`.
    fn from_str(text: &str) -> Result<Sex, ParseError> {
        let word = text.trim().to_ascii_lowercase();
        [Sex::Male, Sex::Female]
            .into_iter()
            .find(|sex| word == sex.code() || word == sex.trf_letter().to_string())
            .ok_or_else(|| ParseError::Sex(text.to_string()))
    }
}

serde_by_spelling!(Sex, Sex::code);

/// The kinds of bye a player may ask for in advance: the requested kinds of
/// [`ByeKind`], which gives them their words and letters.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "ByeKind", try_from = "ByeKind")]
pub enum RequestedByeKind {
    Half,
    Zero,
    Full,
}

impl RequestedByeKind {
    pub const ALL: [RequestedByeKind; 3] = [
        RequestedByeKind::Half,
        RequestedByeKind::Zero,
        RequestedByeKind::Full,
    ];

    /// The kind's word, as the command line takes it and the file writes it: `half`,
    /// `zero`, `full`.
    pub fn word(self) -> &'static str {
        ByeKind::from(self).word()
    }
}

impl From<RequestedByeKind> for ByeKind {
    fn from(kind: RequestedByeKind) -> ByeKind {
        match kind {
            RequestedByeKind::Half => ByeKind::Half,
            RequestedByeKind::Zero => ByeKind::Zero,
            RequestedByeKind::Full => ByeKind::Full,
        }
    }
}

impl TryFrom<ByeKind> for RequestedByeKind {
    type Error = ParseError;
    /// The requested kind a bye is, if a player may ask for it.
    fn try_from(kind: ByeKind) -> Result<RequestedByeKind, ParseError> {
        RequestedByeKind::ALL
            .into_iter()
            .find(|&requested| ByeKind::from(requested) == kind)
            .ok_or_else(|| ParseError::RequestedByeKind(kind.word().to_string()))
    }
}

impl fmt::Display for RequestedByeKind {
    /// As [`ByeKind`] writes it: `half-point bye`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        ByeKind::from(*self).fmt(f)
    }
}

impl FromStr for RequestedByeKind {
    type Err = ParseError;
    /// The kind's word, in any case: `half`, `zero`, `full`, also with `-point`.
    fn from_str(text: &str) -> Result<RequestedByeKind, ParseError> {
        let word = text.trim().to_ascii_lowercase();
        let word = word.strip_suffix("-point").unwrap_or(&word);
        RequestedByeKind::ALL
            .into_iter()
            .find(|kind| kind.word() == word)
            .ok_or_else(|| ParseError::RequestedByeKind(text.to_string()))
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RequestedBye {
    pub round: u32,
    pub kind: RequestedByeKind,
}

/// The kind of bye `byes` asks for in `round`.
pub fn requested_bye_in(byes: &[RequestedBye], round: u32) -> Option<RequestedByeKind> {
    byes.iter().find(|b| b.round == round).map(|b| b.kind)
}

/// Asks in `byes` for a bye of `kind` in `round` instead of the one asked for before
/// (`None` cancels it), the requests kept in round order: one request a round.
pub fn set_requested_bye(byes: &mut Vec<RequestedBye>, round: u32, kind: Option<RequestedByeKind>) {
    byes.retain(|b| b.round != round);
    if let Some(kind) = kind {
        byes.push(RequestedBye { round, kind });
        byes.sort_by_key(|b| b.round);
    }
}

/// Points the arbiter adds to or takes from a player's score in one round, outside
/// the games: a penalty or a bonus (TRF-26 record 299 with a blank type, "abnormal
/// points assignment"). It counts in the score after that round, for pairing and
/// standings alike, and in the score his opponents' tie-breaks use; it is no game,
/// so it counts in no game-based tie-break and not in the rating.
///
/// A file may give a result of the round other points than the scoring does (TRF-26
/// record 299 with a result type): the difference is then the adjustment, and `result`
/// keeps the type, so that the file is written back as it was read.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PointAdjustment {
    pub round: u32,
    /// Positive for a bonus, negative for a penalty; never zero.
    pub points: Points,
    /// The result of the round these points are added to (TRF-26 299, column 5), if the
    /// adjustment came as other points for that result; none for a penalty or a bonus.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<AdjustedResult>,
}

impl fmt::Display for PointAdjustment {
    /// `+2 in round 1`, `-0.5 in round 3`, `+0.5 in round 2 (to a win)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.points > Points::ZERO { "+" } else { "" };
        write!(f, "{sign}{} in round {}", self.points, self.round)?;
        match self.result {
            Some(result) => write!(f, " (to {result})"),
            None => Ok(()),
        }
    }
}

/// A result that a TRF-26 `299` record scores otherwise than the scoring (column 5, the
/// "type of abnormal assignment"): `W`, `D`, `L` a game played, `F`, `H`, `Z` a requested
/// bye, `+`, `-` a forfeit won or lost.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum AdjustedResult {
    Played(Outcome),
    Bye(RequestedByeKind),
    Forfeit { won: bool },
}

impl AdjustedResult {
    pub const ALL: [AdjustedResult; 8] = [
        AdjustedResult::Played(Outcome::Win),
        AdjustedResult::Played(Outcome::Draw),
        AdjustedResult::Played(Outcome::Loss),
        AdjustedResult::Bye(RequestedByeKind::Full),
        AdjustedResult::Bye(RequestedByeKind::Half),
        AdjustedResult::Bye(RequestedByeKind::Zero),
        AdjustedResult::Forfeit { won: true },
        AdjustedResult::Forfeit { won: false },
    ];

    /// The tournament file's word: `win`, `draw`, `loss`, `full-bye`, `half-bye`,
    /// `zero-bye`, `forfeit-win`, `forfeit-loss`.
    pub fn word(self) -> &'static str {
        match self {
            AdjustedResult::Played(Outcome::Win) => "win",
            AdjustedResult::Played(Outcome::Draw) => "draw",
            AdjustedResult::Played(Outcome::Loss) => "loss",
            AdjustedResult::Bye(RequestedByeKind::Full) => "full-bye",
            AdjustedResult::Bye(RequestedByeKind::Half) => "half-bye",
            AdjustedResult::Bye(RequestedByeKind::Zero) => "zero-bye",
            AdjustedResult::Forfeit { won: true } => "forfeit-win",
            AdjustedResult::Forfeit { won: false } => "forfeit-loss",
        }
    }

    /// The type of TRF-26 record 299 (column 5).
    pub fn trf_letter(self) -> char {
        match self {
            AdjustedResult::Played(Outcome::Win) => 'W',
            AdjustedResult::Played(Outcome::Draw) => 'D',
            AdjustedResult::Played(Outcome::Loss) => 'L',
            AdjustedResult::Bye(kind) => ByeKind::from(kind).trf_letter(),
            AdjustedResult::Forfeit { won: true } => '+',
            AdjustedResult::Forfeit { won: false } => '-',
        }
    }

    /// The result of a type of record 299, in either case; `None` for a blank or another
    /// character.
    pub fn from_trf_letter(letter: char) -> Option<AdjustedResult> {
        let letter = letter.to_ascii_uppercase();
        AdjustedResult::ALL
            .into_iter()
            .find(|result| result.trf_letter() == letter)
    }

    /// Whether `game`, seen from the player's side (as if White), is of this type.
    pub fn is(self, game: GameResult) -> bool {
        match (self, game) {
            (AdjustedResult::Played(outcome), GameResult::Played { white, .. }) => white == outcome,
            (AdjustedResult::Forfeit { won }, GameResult::Forfeit { winner }) => {
                won == (winner == Some(Colour::White))
            }
            _ => false,
        }
    }
}

impl fmt::Display for AdjustedResult {
    /// As a message names it: `a win`, `a half-point bye`, `a forfeit win`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AdjustedResult::Played(Outcome::Win) => write!(f, "a win"),
            AdjustedResult::Played(Outcome::Draw) => write!(f, "a draw"),
            AdjustedResult::Played(Outcome::Loss) => write!(f, "a loss"),
            AdjustedResult::Bye(kind) => write!(f, "a {kind}"),
            AdjustedResult::Forfeit { won: true } => write!(f, "a forfeit win"),
            AdjustedResult::Forfeit { won: false } => write!(f, "a forfeit loss"),
        }
    }
}

impl From<AdjustedResult> for &'static str {
    fn from(result: AdjustedResult) -> &'static str {
        result.word()
    }
}

impl TryFrom<String> for AdjustedResult {
    type Error = ParseError;
    fn try_from(word: String) -> Result<AdjustedResult, ParseError> {
        AdjustedResult::ALL
            .into_iter()
            .find(|result| result.word() == word)
            .ok_or(ParseError::AdjustedResult(word))
    }
}

/// An unrated player's result in an earlier rated event, entered by the arbiter for his
/// initial rating (FIDE Rating Regulations 8.3, 8.34: games against rated opponents, their
/// average rating, the score).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EarlierResult {
    pub games: u32,
    pub average_rating: u16,
    pub score: Points,
}

/// Lowest and highest rating the program accepts (FIDE's rating floor is far above 0; the
/// upper bound only guards against typing errors).
pub const RATING_RANGE: std::ops::RangeInclusive<u16> = 100..=3500;

/// The initial-ranking order of two players given as (rating, title, name): rating
/// (unrated last), then title (GM first, untitled last), then name alphabetically
/// (C.04.2 Art. 2; Dutch A2 b-d, which the Dutch engine also applies after the score).
pub fn initial_order(
    (rating, title, name): (Option<u16>, Option<Title>, &str),
    (other_rating, other_title, other_name): (Option<u16>, Option<Title>, &str),
) -> Ordering {
    other_rating
        .unwrap_or(0)
        .cmp(&rating.unwrap_or(0))
        .then_with(|| match (title, other_title) {
            (Some(a), Some(b)) => a.cmp(&b),
            (Some(_), None) => Ordering::Less,
            (None, Some(_)) => Ordering::Greater,
            (None, None) => Ordering::Equal,
        })
        .then_with(|| name.to_lowercase().cmp(&other_name.to_lowercase()))
        .then_with(|| name.cmp(other_name))
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    pub tpn: Tpn,
    /// The player's [`PlayerId`] when it is not his starting rank ([`Player::id`]):
    /// a player keeps the id he entered with, which is his first starting rank until
    /// a renumbering moves him. `None` also for a player not entered yet.
    #[serde(default, rename = "id", skip_serializing_if = "Option::is_none")]
    pub stable_id: Option<PlayerId>,
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fide_id: Option<u64>,
    /// `None` for an unrated player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<u16>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<Title>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub federation: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sex: Option<Sex>,
    /// `YYYY`, `YYYY-MM` or `YYYY-MM-DD`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub birth_date: Option<String>,
    /// The first round the player no longer takes part in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub withdrawn_from: Option<u32>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub byes: Vec<RequestedBye>,
    /// Players this player must not be paired against (set by the arbiter).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub forbidden: Vec<Tpn>,
    /// Rated games played before this tournament (FIDE Rating Regulations 8.56 K factor).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rated_games_before: Option<u32>,
    /// Whether the player's rating has ever reached 2400 (8.56).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub reached_2400: bool,
    /// The K the rating list of the tournament's rating type published for the player
    /// (`SK`, `RK` or `BK`): FIDE's reading of his record, which the rating report takes
    /// over the two fields above (see [`crate::rating::RatedPlayer::listed_k`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub k_factor: Option<u8>,
    /// An unrated player's earlier rated results, oldest first (8.3).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub earlier_results: Vec<EarlierResult>,
    /// Virtual points for pairing, round 1 first, as a TRF gave them (`XXA`): used when
    /// the tournament names no acceleration method (see [`super::Acceleration`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub virtual_points: Vec<Points>,
    /// The arbiter's penalties and bonuses, by round, at most one per round.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub adjustments: Vec<PointAdjustment>,
}

impl Player {
    /// A player with only a name and an optional rating; the TPN is assigned on entry.
    pub fn new(name: impl Into<String>, rating: Option<u16>) -> Player {
        Player {
            tpn: 0,
            stable_id: None,
            name: name.into(),
            fide_id: None,
            rating,
            title: None,
            federation: None,
            sex: None,
            birth_date: None,
            withdrawn_from: None,
            byes: Vec::new(),
            forbidden: Vec::new(),
            rated_games_before: None,
            reached_2400: false,
            k_factor: None,
            earlier_results: Vec::new(),
            virtual_points: Vec::new(),
            adjustments: Vec::new(),
        }
    }

    /// The player's identity ([`PlayerId`]): the one he was given, else his starting
    /// rank.
    pub fn id(&self) -> PlayerId {
        self.stable_id.unwrap_or(PlayerId(self.tpn))
    }

    /// Keeps `id` as the player's identity: stored only when it is not his starting
    /// rank, so that a tournament has one representation (and one file text).
    pub fn set_id(&mut self, id: PlayerId) {
        self.stable_id = (id != PlayerId(self.tpn)).then_some(id);
    }

    /// The adjustment of the player's score in round `round` (zero without one).
    pub fn adjustment_in(&self, round: u32) -> Points {
        self.adjustments
            .iter()
            .filter(|a| a.round == round)
            .map(|a| a.points)
            .sum()
    }

    /// The adjustments of the first `rounds` rounds together.
    pub fn adjustment_through(&self, rounds: u32) -> Points {
        self.adjustments
            .iter()
            .filter(|a| a.round <= rounds)
            .map(|a| a.points)
            .sum()
    }

    /// `Name (TPN)`: how messages name a player.
    pub fn label(&self) -> String {
        format!("{} ({})", self.name, self.tpn)
    }

    /// The name with the title before it, as lists and tables show it: `GM Berg, Bo`.
    pub fn titled_name(&self) -> String {
        match self.title {
            Some(title) => format!("{title} {}", self.name),
            None => self.name.clone(),
        }
    }

    /// Whether the player takes part in `round` at all (not withdrawn before it).
    pub fn is_active_in(&self, round: u32) -> bool {
        self.withdrawn_from.is_none_or(|from| round < from)
    }

    pub fn requested_bye(&self, round: u32) -> Option<RequestedByeKind> {
        requested_bye_in(&self.byes, round)
    }

    /// The initial-ranking order of C.04.2 Art. 2 / Dutch A2: rating (unrated last), then
    /// title (GM first, untitled last), then name alphabetically.
    pub fn initial_order(&self, other: &Player) -> Ordering {
        initial_order(
            (self.rating, self.title, &self.name),
            (other.rating, other.title, &other.name),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_requested_bye_is_spelt_as_its_bye_kind() {
        for kind in RequestedByeKind::ALL {
            let bye = ByeKind::from(kind);
            assert_eq!(kind.word(), bye.word());
            assert_eq!(kind.to_string(), bye.to_string());
            assert_eq!(RequestedByeKind::try_from(bye), Ok(kind));
            assert_eq!(format!("{}-point", kind.word()).parse(), Ok(kind));
        }
        assert_eq!(
            RequestedByeKind::try_from(ByeKind::Pairing),
            Err(ParseError::RequestedByeKind("pairing".into()))
        );
        let request: RequestedBye = toml::from_str("round = 4\nkind = \"half\"\n").expect("read");
        assert_eq!(request.kind, RequestedByeKind::Half);
        assert_eq!(
            toml::to_string(&request).expect("written"),
            "round = 4\nkind = \"half\"\n"
        );
        assert_eq!(
            "absent"
                .parse::<RequestedByeKind>()
                .map_err(|e| e.to_string()),
            Err("\"absent\" is not a kind of bye a player may ask for (half, zero or full)".into())
        );
    }

    #[test]
    fn sex_is_read_by_its_code_or_its_trf_letter() {
        for sex in [Sex::Male, Sex::Female] {
            assert_eq!(sex.code().parse(), Ok(sex));
            assert_eq!(sex.trf_letter().to_string().parse(), Ok(sex));
        }
        assert_eq!("W".parse(), Ok(Sex::Female));
        assert_eq!(
            toml::Value::try_from(Sex::Female),
            Ok(toml::Value::String("f".into()))
        );
    }

    fn player(name: &str, rating: Option<u16>, title: Option<Title>) -> Player {
        Player {
            title,
            ..Player::new(name, rating)
        }
    }

    #[test]
    fn initial_order_is_rating_then_title_then_name() {
        let mut players = [
            player("Zed", Some(2400), None),
            player("Unrated", None, None),
            player("Bob", Some(2400), Some(Title::FM)),
            player("Amy", Some(2400), Some(Title::WGM)),
            player("Cat", Some(2500), None),
            player("Abe", Some(2400), None),
            player("Cid", Some(2400), Some(Title::CM)),
            player("Wil", Some(2400), Some(Title::WFM)),
        ];
        players.sort_by(|a, b| a.initial_order(b));
        let names: Vec<_> = players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(
            names,
            ["Cat", "Amy", "Bob", "Cid", "Wil", "Abe", "Zed", "Unrated"]
        );
    }

    #[test]
    fn titles_parse_case_insensitively_and_igm_means_gm() {
        assert_eq!("igm".parse::<Title>(), Ok(Title::GM));
        assert_eq!("wfm".parse::<Title>(), Ok(Title::WFM));
        assert!("XX".parse::<Title>().is_err());
    }

    #[test]
    fn withdrawal_starts_at_its_round() {
        let p = Player {
            withdrawn_from: Some(4),
            ..Player::new("A", None)
        };
        assert!(p.is_active_in(3));
        assert!(!p.is_active_in(4));
    }
}
