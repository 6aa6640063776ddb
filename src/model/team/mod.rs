//! Team competitions: teams with a roster in board order, the matches of each round with
//! the teams' line-ups, and the match and game points they give (C.04.6 1.2; TRF-26
//! records 310, 320, 330, 300, 352 and 362).
//!
//! The games of a match are the ordinary individual games of the round
//! ([`crate::model::Round`]): board `b` of a round's `m`-th match is the individual
//! board `(m - 1) × boards + b`, its colours follow [`TeamCompetition::first_team_colour`].
//! A player whose opponent's team left the board empty wins it unplayed, a full-point
//! bye of the individual round. So individual rating, the player records of TRF and the
//! crosstable read a team event as any other, and the team scores are sums of those
//! games ([`TeamCompetition::match_score`]).

use std::fmt;

use serde::{Deserialize, Serialize};

mod checks;
pub mod records;
mod tiebreak;

pub use checks::problems;
pub use tiebreak::{EncounterBoards, TeamTiebreak, TeamTiebreakKind, team_tiebreak_names};

use super::{
    Bye, ByeKind, Colour, GameResult, Pairing, ParseError, Points, RequestedBye, RequestedByeKind,
    RoundIndex, Tournament, Tpn, requested_bye_in, set_requested_bye,
};

/// A team's pairing number: `teams[i].number == i + 1` (TRF-26 record 310, 5-7).
pub type TeamNumber = u32;

/// How the teams are paired.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum TeamSystem {
    /// All-play-all by the Berger tables (C.05 Annex 1) applied to teams.
    RoundRobin,
    /// A team Swiss (C.04.6).
    Swiss,
}

impl TeamSystem {
    pub const ALL: [TeamSystem; 2] = [TeamSystem::RoundRobin, TeamSystem::Swiss];

    /// `round-robin` or `swiss`, as the file and the command line write it.
    pub fn code(self) -> &'static str {
        match self {
            TeamSystem::RoundRobin => "round-robin",
            TeamSystem::Swiss => "swiss",
        }
    }
}

impl fmt::Display for TeamSystem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.code())
    }
}

spelt_by!(TeamSystem, TeamSystem::code, ParseError::TeamSystem);

/// The colour preferences a team Swiss uses (C.04.6 1.7): type A unless the rules of
/// the competition choose type B or none.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum ColourPreferences {
    /// Simple preferences (1.7.1).
    #[default]
    TypeA,
    /// Strong and mild preferences (1.7.2).
    TypeB,
    /// No colour preferences at all.
    None,
}

impl ColourPreferences {
    pub const ALL: [ColourPreferences; 3] = [
        ColourPreferences::TypeA,
        ColourPreferences::TypeB,
        ColourPreferences::None,
    ];

    /// `type-a`, `type-b` or `none`, as the file and the command line write it.
    pub fn code(self) -> &'static str {
        match self {
            ColourPreferences::TypeA => "type-a",
            ColourPreferences::TypeB => "type-b",
            ColourPreferences::None => "none",
        }
    }
}

impl fmt::Display for ColourPreferences {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.code())
    }
}

spelt_by!(
    ColourPreferences,
    ColourPreferences::code,
    ParseError::ColourPreferences
);

/// The two scores of a team competition (C.04.6 1.2).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum TeamScore {
    #[default]
    MatchPoints,
    GamePoints,
}

impl TeamScore {
    pub const ALL: [TeamScore; 2] = [TeamScore::MatchPoints, TeamScore::GamePoints];

    /// `match-points` or `game-points`, as the file and the command line write it.
    pub fn code(self) -> &'static str {
        match self {
            TeamScore::MatchPoints => "match-points",
            TeamScore::GamePoints => "game-points",
        }
    }

    /// `MP` or `GP`, as the codes of TRF-26 record 192 write it.
    pub fn letters(self) -> &'static str {
        match self {
            TeamScore::MatchPoints => "MP",
            TeamScore::GamePoints => "GP",
        }
    }

    pub fn other(self) -> TeamScore {
        match self {
            TeamScore::MatchPoints => TeamScore::GamePoints,
            TeamScore::GamePoints => TeamScore::MatchPoints,
        }
    }
}

impl fmt::Display for TeamScore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.code())
    }
}

spelt_by!(TeamScore, TeamScore::code, ParseError::TeamScore);

/// How a team Swiss is scored and coloured, as record 192 of TRF-26 codes it
/// (`FIDE_TEAM_TYPEA_MP_GP` and the others of the ETT26 table).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SwissChoices {
    pub preferences: ColourPreferences,
    /// The primary score (1.2.1; match points by default, 1.2.2).
    pub primary: TeamScore,
    /// Whether the other score decides the first-team of a pair (4.2.2).
    pub secondary: bool,
}

impl SwissChoices {
    /// The default of 1.2.2 and 1.7: type A, match points, game points for colours.
    pub const DEFAULT: SwissChoices = SwissChoices {
        preferences: ColourPreferences::TypeA,
        primary: TeamScore::MatchPoints,
        secondary: true,
    };

    /// The record 192 code, `_BAKU` left to the caller: `FIDE_TEAM_TYPEA_MP_GP`;
    /// without colour preferences no type (`FIDE_TEAM_MP_GP`).
    pub fn code(self) -> String {
        let kind = match self.preferences {
            ColourPreferences::TypeA => "_TYPEA",
            ColourPreferences::TypeB => "_TYPEB",
            ColourPreferences::None => "",
        };
        let secondary = if self.secondary {
            format!("_{}", self.primary.other().letters())
        } else {
            String::new()
        };
        format!("FIDE_TEAM{kind}_{}{secondary}", self.primary.letters())
    }

    /// The choices of a team Swiss code of record 192 and whether it asks for the Baku
    /// acceleration: `FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_GP|_MP][_BAKU]`, in any case;
    /// a code without a type and without scores (`FIDE_TEAM`) is the default, one with
    /// scores but no type has no colour preferences. `None` for any other code.
    pub fn from_code(code: &str) -> Option<(SwissChoices, bool)> {
        let upper = code.trim().to_ascii_uppercase();
        let (rest, baku) = match upper.strip_suffix("_BAKU") {
            Some(rest) => (rest, true),
            None => (upper.as_str(), false),
        };
        let rest = rest.strip_prefix("FIDE_TEAM")?;
        let (preferences, rest) = if let Some(rest) = rest.strip_prefix("_TYPEA") {
            (Some(ColourPreferences::TypeA), rest)
        } else if let Some(rest) = rest.strip_prefix("_TYPEB") {
            (Some(ColourPreferences::TypeB), rest)
        } else {
            (None, rest)
        };
        let score = |letters: &str| {
            TeamScore::ALL
                .into_iter()
                .find(|score| score.letters() == letters)
        };
        let words: Vec<&str> = rest.split('_').skip(1).collect();
        if rest.is_empty() {
            let preferences = preferences.unwrap_or_default();
            return Some((
                SwissChoices {
                    preferences,
                    ..SwissChoices::DEFAULT
                },
                baku,
            ));
        }
        if !rest.starts_with('_') {
            return None;
        }
        let (primary, secondary) = match words.as_slice() {
            [primary] => (score(primary)?, false),
            [primary, secondary] if score(secondary)? == score(primary)?.other() => {
                (score(primary)?, true)
            }
            _ => return None,
        };
        Some((
            SwissChoices {
                preferences: preferences.unwrap_or(ColourPreferences::None),
                primary,
                secondary,
            },
            baku,
        ))
    }
}

/// Match points of a match won, drawn and lost (TRF-26 record 362: TW, TD, TL; 2/1/0 by
/// default).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchPoints {
    pub win: Points,
    pub draw: Points,
    pub loss: Points,
}

impl Default for MatchPoints {
    fn default() -> MatchPoints {
        MatchPoints {
            win: Points::from_tenths(20),
            draw: Points::ONE,
            loss: Points::ZERO,
        }
    }
}

/// The points of a team's pairing-allocated bye (TRF-26 record 320).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamBye {
    pub match_points: Points,
    pub game_points: Points,
}

/// A team: its pairing number, names, federation and roster in board order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Team {
    pub number: TeamNumber,
    pub name: String,
    /// The nickname of TRF-26 record 310 (42-46), five characters at most.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub short_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub federation: Option<String>,
    /// The players in board order, reserves after the regular boards.
    #[serde(default)]
    pub roster: Vec<Tpn>,
    /// The byes the team asked for in rounds not paired yet (TRF-26 record 240), in
    /// round order; pairing the round moves its bye to [`TeamRound::requested_byes`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub byes: Vec<RequestedBye>,
}

impl Team {
    /// The line-up of the players at the roster places `text` names in board order
    /// (`1 2 4 3`; `-` leaves a board empty), as the line-up screen and `arbiter team
    /// lineup` take it; nothing typed: the first `boards` players of the roster.
    pub fn lineup_at_places(&self, text: &str, boards: u32) -> Result<Lineup, ParseError> {
        if text.trim().is_empty() {
            return Ok(self.roster.iter().take(boards as usize).copied().collect());
        }
        text.split_whitespace()
            .map(|word| {
                if word == "-" {
                    return Ok(0);
                }
                word.parse::<usize>()
                    .ok()
                    .and_then(|place| place.checked_sub(1))
                    .and_then(|index| self.roster.get(index).copied())
                    .ok_or_else(|| ParseError::RosterPlace {
                        word: word.to_string(),
                        team: self.number,
                        size: self.roster.len() as u32,
                    })
            })
            .collect()
    }

    /// A line-up as the roster places of its players (`1 2 - 4`), the way
    /// [`Team::lineup_at_places`] reads it; a player no longer on the roster by his
    /// number (`#12`).
    pub fn places(&self, lineup: &[Tpn]) -> String {
        let place = |&tpn: &Tpn| match self.roster.iter().position(|&p| p == tpn) {
            _ if tpn == 0 => "-".to_string(),
            Some(index) => (index + 1).to_string(),
            None => format!("#{tpn}"),
        };
        lineup.iter().map(place).collect::<Vec<_>>().join(" ")
    }
}

/// The most characters of a team's short name (TRF-26 record 310, 42-46).
pub const SHORT_NAME_LENGTH: usize = 5;

/// A whole match lost by forfeit (TRF-26 record 330): no board is played.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum MatchForfeit {
    /// The second team forfeited: `+-`.
    FirstWins,
    /// The first team forfeited: `-+`.
    SecondWins,
    /// Neither team came: `--`.
    Both,
}

impl MatchForfeit {
    pub const ALL: [MatchForfeit; 3] = [
        MatchForfeit::FirstWins,
        MatchForfeit::SecondWins,
        MatchForfeit::Both,
    ];

    /// `+-`, `-+` or `--`, as TRF-26 record 330, the file and the command line write it.
    pub fn code(self) -> &'static str {
        match self {
            MatchForfeit::FirstWins => "+-",
            MatchForfeit::SecondWins => "-+",
            MatchForfeit::Both => "--",
        }
    }

    /// Whether the team on `side` wins the forfeited match.
    pub fn wins(self, side: Side) -> bool {
        matches!(
            (self, side),
            (MatchForfeit::FirstWins, Side::First) | (MatchForfeit::SecondWins, Side::Second)
        )
    }
}

spelt_by!(MatchForfeit, MatchForfeit::code, ParseError::MatchForfeit);

/// The first-named or the second team of a match.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    First,
    Second,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
}

/// Which rostered player plays each board: `lineup[b - 1]` plays board `b`, `0` leaves
/// the board empty (TRF-26 record 300 writes `0000`). Empty until the team gives it.
pub type Lineup = Vec<Tpn>;

/// Where a team's line-up for a round stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LineupState {
    Given,
    /// Not given yet, before the round's start.
    Missing,
    /// Not given, and the round's start is past.
    Late,
    /// None is needed: the match was forfeited (TRF-26 record 330).
    Forfeited,
}

impl LineupState {
    pub fn word(self) -> &'static str {
        match self {
            LineupState::Given => "given",
            LineupState::Missing => "missing",
            LineupState::Late => "late",
            LineupState::Forfeited => "forfeit",
        }
    }
}

/// One match of a round: the first-named team (White on board 1 by default) against the
/// second.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamMatch {
    pub first: TeamNumber,
    pub second: TeamNumber,
    /// The two line-ups, the first team's first; each empty until given.
    #[serde(default, skip_serializing_if = "no_lineups")]
    pub lineups: [Lineup; 2],
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forfeit: Option<MatchForfeit>,
}

fn no_lineups(lineups: &[Lineup; 2]) -> bool {
    lineups.iter().all(Vec::is_empty)
}

impl TeamMatch {
    pub fn new(first: TeamNumber, second: TeamNumber) -> TeamMatch {
        TeamMatch {
            first,
            second,
            lineups: [Vec::new(), Vec::new()],
            forfeit: None,
        }
    }

    pub fn team(&self, side: Side) -> TeamNumber {
        match side {
            Side::First => self.first,
            Side::Second => self.second,
        }
    }

    pub fn lineup(&self, side: Side) -> &Lineup {
        &self.lineups[side as usize]
    }

    /// The result of board `board` (1-based) when it has no game, seen from the
    /// first-named team: its player's unplayed win (`+-` as if he had White) when the
    /// other team left the board empty, the reverse, or both absent; `None` for a board
    /// with two players, and for every board until both line-ups are given (a line-up
    /// not yet handed in leaves no board empty).
    pub fn unplayed_board(&self, board: u32) -> Option<GameResult> {
        if !self.has_lineups() {
            return None;
        }
        let winner = match (
            self.player(Side::First, board),
            self.player(Side::Second, board),
        ) {
            (Some(_), Some(_)) => return None,
            (Some(_), None) => Some(Colour::White),
            (None, Some(_)) => Some(Colour::Black),
            (None, None) => None,
        };
        Some(GameResult::Forfeit { winner })
    }

    /// Where the line-up of the team on `side` stands at `now` (`YYYY-MM-DD HH:MM`), the
    /// round starting at `start` as the round dates give it (`2026-03-07 14:30`, or the
    /// date alone: late from that day on); without a start, a line-up is never late.
    pub fn lineup_state(&self, side: Side, start: Option<&str>, now: &str) -> LineupState {
        if self.forfeit.is_some() {
            LineupState::Forfeited
        } else if !self.lineup(side).is_empty() {
            LineupState::Given
        } else if start.is_some_and(|start| start.trim() <= now) {
            LineupState::Late
        } else {
            LineupState::Missing
        }
    }

    /// Whether both teams gave their line-ups.
    pub fn has_lineups(&self) -> bool {
        self.lineups.iter().all(|lineup| !lineup.is_empty())
    }

    /// The side `team` plays on in this match.
    pub fn side_of(&self, team: TeamNumber) -> Option<Side> {
        [Side::First, Side::Second]
            .into_iter()
            .find(|&side| self.team(side) == team)
    }

    /// The player of `side` on board `board` (1-based), if the line-up names one.
    pub fn player(&self, side: Side, board: u32) -> Option<Tpn> {
        board
            .checked_sub(1)
            .and_then(|b| self.lineup(side).get(b as usize))
            .copied()
            .filter(|&tpn| tpn != 0)
    }
}

/// The teams' side of one round: its matches in order and the team with the
/// pairing-allocated bye.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamRound {
    pub number: u32,
    #[serde(default)]
    pub matches: Vec<TeamMatch>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bye: Option<TeamNumber>,
    /// The teams with a bye the pairing did not allocate (TRF-26 record 240).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub requested_byes: Vec<TeamRequestedBye>,
}

/// A team's full-point, half-point or zero-point bye of one round (TRF-26 record 240,
/// "individual and teams"): the team scores the match points of a win, draw or loss
/// and, on every board, the points of that bye.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamRequestedBye {
    pub team: TeamNumber,
    pub kind: RequestedByeKind,
}

impl TeamRound {
    /// The bye team `team` asked for in this round.
    pub fn requested_bye(&self, team: TeamNumber) -> Option<RequestedByeKind> {
        self.requested_byes
            .iter()
            .find(|bye| bye.team == team)
            .map(|bye| bye.kind)
    }

    /// The match `team` plays in this round, with its place (0-based).
    pub fn match_of(&self, team: TeamNumber) -> Option<(usize, &TeamMatch)> {
        self.matches
            .iter()
            .enumerate()
            .find(|(_, m)| m.side_of(team).is_some())
    }
}

/// What a team scored in one round.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MatchScore {
    /// `None` while a board of the match has no result.
    pub match_points: Option<Points>,
    pub game_points: Points,
}

/// The team side of a tournament: the teams and, round by round, their matches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamCompetition {
    pub system: TeamSystem,
    /// Boards of a match.
    pub boards: u32,
    pub match_points: MatchPoints,
    /// The colours of the first-named team from board 1 down (TRF-26 record 352, `WBWB`);
    /// empty: White on the odd boards.
    pub colours: Vec<Colour>,
    /// The pairing-allocated bye's points when the competition's rules set them;
    /// otherwise a draw's (C.04.6 1.4, [`TeamCompetition::bye`]).
    pub bye_points: Option<TeamBye>,
    /// The tie-breaks after match points, in order (game points by default: `MPvGP`).
    pub tiebreaks: Vec<TeamTiebreak>,
    /// A team Swiss's colour preferences and scores (C.04.6 1.2, 1.7).
    pub swiss: SwissChoices,
    /// Sorted by number: `teams[i].number == i + 1`.
    pub teams: Vec<Team>,
    /// Sorted by number, one per individual round paired: `rounds[i].number == i + 1`.
    pub rounds: Vec<TeamRound>,
}

impl TeamCompetition {
    pub fn new(system: TeamSystem, boards: u32) -> TeamCompetition {
        TeamCompetition {
            system,
            boards,
            match_points: MatchPoints::default(),
            colours: Vec::new(),
            bye_points: None,
            tiebreaks: vec![TeamTiebreak::MPvGP],
            swiss: SwissChoices::DEFAULT,
            teams: Vec::new(),
            rounds: Vec::new(),
        }
    }

    pub fn team(&self, number: TeamNumber) -> Option<&Team> {
        number
            .checked_sub(1)
            .and_then(|i| self.teams.get(i as usize))
    }

    pub fn team_mut(&mut self, number: TeamNumber) -> Option<&mut Team> {
        number
            .checked_sub(1)
            .and_then(|i| self.teams.get_mut(i as usize))
    }

    pub fn round(&self, number: u32) -> Option<&TeamRound> {
        number
            .checked_sub(1)
            .and_then(|i| self.rounds.get(i as usize))
    }

    /// The rating average of team `number`: the mean FIDE rating of the rated players
    /// among the first [`TeamCompetition::boards`] of its roster, rounded half up (the
    /// strength factor of TRF-26 record 310); `None` without a rated one.
    pub fn rating_average(&self, tournament: &Tournament, number: TeamNumber) -> Option<u32> {
        let ratings: Vec<u32> = self
            .team(number)?
            .roster
            .iter()
            .take(self.boards as usize)
            .filter_map(|&tpn| tournament.player(tpn)?.rating.map(u32::from))
            .collect();
        let count = ratings.len() as u32;
        (count > 0).then(|| (2 * ratings.iter().sum::<u32>() + count) / (2 * count))
    }

    /// Whether team `number` is still in the tournament in round `round`: it is withdrawn
    /// once every player of its roster is (C.04.2 Art. 3.2); a team without a roster is
    /// in.
    pub fn is_active_in(&self, tournament: &Tournament, number: TeamNumber, round: u32) -> bool {
        self.team(number).is_some_and(|team| {
            team.roster.is_empty()
                || team.roster.iter().any(|&tpn| {
                    tournament
                        .player(tpn)
                        .is_some_and(|p| p.is_active_in(round))
                })
        })
    }

    /// The team whose roster holds `tpn`.
    pub fn team_of(&self, tpn: Tpn) -> Option<&Team> {
        self.teams.iter().find(|team| team.roster.contains(&tpn))
    }

    /// The colour of the first-named team's player on board `board` (1-based): the
    /// pattern of record 352, or White on the odd boards.
    pub fn first_team_colour(&self, board: u32) -> Colour {
        let index = board.saturating_sub(1) as usize;
        self.colours
            .get(index)
            .copied()
            .unwrap_or(if index.is_multiple_of(2) {
                Colour::White
            } else {
                Colour::Black
            })
    }

    /// The points of the pairing-allocated bye: the competition's, or a drawn match's
    /// (C.04.6 1.4: "as many match points and game points as are rewarded for a draw").
    pub fn bye(&self, scoring_draw: Points) -> TeamBye {
        self.bye_points.unwrap_or(TeamBye {
            match_points: self.match_points.draw,
            game_points: Points::from_tenths(scoring_draw.tenths() * self.boards as i32),
        })
    }

    /// The bye team `number` asked for in `round`: the round's once it is paired, the
    /// team's request before.
    pub fn requested_bye(&self, number: TeamNumber, round: u32) -> Option<RequestedByeKind> {
        match self.round(round) {
            Some(paired) => paired.requested_bye(number),
            None => self
                .team(number)
                .and_then(|team| requested_bye_in(&team.byes, round)),
        }
    }

    /// Whether team `number` is paired in `round`: in the tournament then (C.04.2 3.2)
    /// and not known to be absent, a bye asked for (C.04.2 3.3).
    pub fn is_to_pair(&self, tournament: &Tournament, number: TeamNumber, round: u32) -> bool {
        self.is_active_in(tournament, number, round) && self.requested_bye(number, round).is_none()
    }

    /// Takes the byes the teams asked for in `round`, which is being paired, off their
    /// requests: the round's requested byes, in team order.
    pub fn take_requested_byes(&mut self, round: u32) -> Vec<TeamRequestedBye> {
        let mut byes = Vec::new();
        for team in &mut self.teams {
            if let Some(kind) = requested_bye_in(&team.byes, round) {
                byes.push(TeamRequestedBye {
                    team: team.number,
                    kind,
                });
                set_requested_bye(&mut team.byes, round, None);
            }
        }
        byes
    }

    /// Removes the rounds after round `paired`: in a team Swiss the byes the teams asked
    /// for in them are their requests again (a round robin has none to ask for).
    pub fn unpair_rounds_after(&mut self, paired: u32) {
        let removed: Vec<TeamRound> = self
            .rounds
            .drain((paired as usize).min(self.rounds.len())..)
            .collect();
        if self.system == TeamSystem::RoundRobin {
            return;
        }
        for round in removed {
            for bye in round.requested_byes {
                if let Some(team) = self.team_mut(bye.team) {
                    set_requested_bye(&mut team.byes, round.number, Some(bye.kind));
                }
            }
        }
    }

    /// The match points of a bye the pairing did not allocate (TRF-26 record 240), a
    /// win's, draw's or loss's, and the bye's points on each board.
    pub fn requested_bye_points(
        &self,
        tournament: &Tournament,
        kind: RequestedByeKind,
    ) -> (Points, Vec<Points>) {
        let scoring = &tournament.scoring;
        let (match_points, per_board) = match kind {
            RequestedByeKind::Full => (self.match_points.win, scoring.full_bye),
            RequestedByeKind::Half => (self.match_points.draw, scoring.half_bye),
            RequestedByeKind::Zero => (self.match_points.loss, scoring.zero_bye),
        };
        (match_points, vec![per_board; self.boards as usize])
    }

    /// The individual board of board `board` of the `index`-th match (0-based).
    pub fn individual_board(&self, index: usize, board: u32) -> u32 {
        index as u32 * self.boards + board
    }

    /// The individual games and byes of one match, with the boards they take, once both
    /// line-ups are given: a pairing per board both teams fill, a full-point bye for a
    /// player whose board the other team left empty (he wins it unplayed); nothing for a
    /// forfeited match.
    pub fn match_games(&self, index: usize, team_match: &TeamMatch) -> (Vec<Pairing>, Vec<Bye>) {
        let mut pairings = Vec::new();
        let mut byes = Vec::new();
        if team_match.forfeit.is_some() || !team_match.has_lineups() {
            return (pairings, byes);
        }
        for board in 1..=self.boards {
            let first = team_match.player(Side::First, board);
            let second = team_match.player(Side::Second, board);
            match (first, second) {
                (Some(first), Some(second)) => {
                    let (white, black) = match self.first_team_colour(board) {
                        Colour::White => (first, second),
                        Colour::Black => (second, first),
                    };
                    pairings.push(Pairing::new(
                        self.individual_board(index, board),
                        white,
                        black,
                        1,
                    ));
                }
                (Some(player), None) | (None, Some(player)) => byes.push(Bye {
                    player,
                    kind: ByeKind::Full,
                }),
                (None, None) => {}
            }
        }
        (pairings, byes)
    }

    /// Whether a board of `team_match` has its result in the round of `index` (a
    /// game's result, a board won unplayed), or the whole match was forfeited: until
    /// then the match has no score to show.
    pub fn has_result(&self, index: &RoundIndex, team_match: &TeamMatch) -> bool {
        if team_match.forfeit.is_some() {
            return true;
        }
        if !team_match.has_lineups() {
            return false;
        }
        (1..=self.boards).any(|board| {
            team_match.unplayed_board(board).is_some()
                || team_match
                    .player(Side::First, board)
                    .and_then(|tpn| index.pairing_of(tpn))
                    .is_some_and(Pairing::is_complete)
        })
    }

    /// What the team on `side` of `team_match` scored, from the games of the round of
    /// `index`.
    pub fn match_score(
        &self,
        tournament: &Tournament,
        index: &RoundIndex,
        team_match: &TeamMatch,
        side: Side,
    ) -> MatchScore {
        if let Some(forfeit) = team_match.forfeit {
            return MatchScore {
                match_points: Some(if forfeit.wins(side) {
                    self.match_points.win
                } else {
                    self.match_points.loss
                }),
                game_points: self
                    .board_points(tournament, index, team_match, side)
                    .into_iter()
                    .sum(),
            };
        }
        let complete = team_match.has_lineups()
            && [Side::First, Side::Second].into_iter().all(|side| {
                (1..=self.boards)
                    .filter_map(|board| team_match.player(side, board))
                    .all(|tpn| index.pairing_of(tpn).is_none_or(Pairing::is_complete))
            });
        let game_points = |side| -> Points {
            self.board_points(tournament, index, team_match, side)
                .into_iter()
                .sum()
        };
        let own = game_points(side);
        let theirs = game_points(side.other());
        let match_points = complete.then(|| match own.cmp(&theirs) {
            std::cmp::Ordering::Greater => self.match_points.win,
            std::cmp::Ordering::Equal => self.match_points.draw,
            std::cmp::Ordering::Less => self.match_points.loss,
        });
        MatchScore {
            match_points,
            game_points: own,
        }
    }

    /// The points the team on `side` of `team_match` scored on each board, board 1
    /// first: its player's points in the game or the unplayed win, nothing for an empty
    /// board; a forfeited match's forfeit points on every board.
    pub fn board_points(
        &self,
        tournament: &Tournament,
        index: &RoundIndex,
        team_match: &TeamMatch,
        side: Side,
    ) -> Vec<Points> {
        (1..=self.boards)
            .map(|board| match team_match.forfeit {
                Some(forfeit) if forfeit.wins(side) => tournament.scoring.forfeit_win,
                Some(_) => tournament.scoring.forfeit_loss,
                None if team_match.has_lineups() => team_match
                    .player(side, board)
                    .map_or(Points::ZERO, |tpn| tournament.points_at(tpn, index)),
                None => Points::ZERO,
            })
            .collect()
    }

    /// Gives every reference to a player its new number.
    pub fn renumber(&mut self, map: impl Fn(Tpn) -> Tpn) {
        let map = |tpn: Tpn| if tpn == 0 { 0 } else { map(tpn) };
        for team in &mut self.teams {
            for tpn in &mut team.roster {
                *tpn = map(*tpn);
            }
        }
        for round in &mut self.rounds {
            for team_match in &mut round.matches {
                for tpn in team_match.lineups.iter_mut().flatten() {
                    *tpn = map(*tpn);
                }
            }
        }
    }
}

/// The colours of record 352 read from `WBWB` (either case).
pub fn colours_from_letters(text: &str) -> Result<Vec<Colour>, ParseError> {
    text.trim()
        .chars()
        .map(|letter| {
            Colour::from_letter(letter).ok_or_else(|| ParseError::BoardColours(text.to_string()))
        })
        .collect()
}

/// The colours written as record 352 writes them: `WBWB`.
pub fn colour_letters(colours: &[Colour]) -> String {
    colours
        .iter()
        .map(|colour| colour.letter().to_ascii_uppercase())
        .collect()
}

/// `3-1`: team 3 against team 1, team 3 first-named (White on board 1 by default).
pub fn read_team_match(text: &str) -> Result<(TeamNumber, TeamNumber), ParseError> {
    text.split_once('-')
        .and_then(|(first, second)| Some((first.trim().parse().ok()?, second.trim().parse().ok()?)))
        .ok_or_else(|| ParseError::TeamMatch(text.to_string()))
}

/// A board result seen from the first-named team's player, as the match lists write it
/// and the command line reads it: `1`, `=`, `0`, `+`, `-`, `--`; `?` without a result.
pub fn first_team_word(result: GameResult) -> &'static str {
    use super::Outcome;
    match result {
        GameResult::Played {
            white: Outcome::Win,
            ..
        } => "1",
        GameResult::Played {
            white: Outcome::Draw,
            ..
        } => "=",
        GameResult::Played { .. } => "0",
        GameResult::Forfeit {
            winner: Some(Colour::White),
        } => "+",
        GameResult::Forfeit {
            winner: Some(Colour::Black),
        } => "-",
        GameResult::Forfeit { winner: None } => "--",
        GameResult::Pending => "?",
    }
}

/// A board result typed from the first-named team's player's side (a result as if he
/// had White): `1`, `=` (or `½`), `0`, `+`, `-`, `--`.
pub fn read_board_result(word: &str) -> Result<GameResult, ParseError> {
    let spelling = match word.trim() {
        "½" => "=",
        "1" => "1-0",
        "0" => "0-1",
        "+" => "+-",
        "-" => "-+",
        other => other,
    };
    match spelling {
        "1-0" | "0-1" | "=" | "+-" | "-+" | "--" => spelling
            .parse()
            .map_err(|_| ParseError::BoardResult(word.to_string())),
        _ => Err(ParseError::BoardResult(word.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_named_team_is_white_on_the_odd_boards_unless_record_352_says_otherwise() {
        let mut teams = TeamCompetition::new(TeamSystem::Swiss, 4);
        let colours = |teams: &TeamCompetition| -> String {
            let colours: Vec<Colour> = (1..=4).map(|b| teams.first_team_colour(b)).collect();
            colour_letters(&colours)
        };
        assert_eq!(colours(&teams), "WBWB");
        teams.colours = colours_from_letters("wbbw").expect("colours");
        assert_eq!(colours(&teams), "WBBW");
        assert_eq!(
            colours_from_letters("WXBW"),
            Err(ParseError::BoardColours("WXBW".into()))
        );
    }

    #[test]
    fn a_board_result_reads_and_writes_from_the_first_named_team_s_side() {
        for word in ["1", "=", "0", "+", "-", "--"] {
            let result = read_board_result(word).expect("a board result");
            assert_eq!(first_team_word(result), word);
        }
        assert_eq!(
            first_team_word(read_board_result("½").expect("a draw")),
            "="
        );
        assert_eq!(
            read_board_result("1-0u"),
            Err(ParseError::BoardResult("1-0u".into()))
        );
    }

    #[test]
    fn a_line_up_is_typed_as_roster_places_and_shown_the_same_way() {
        let team = Team {
            number: 3,
            name: "Utrecht".into(),
            short_name: None,
            federation: None,
            roster: vec![11, 12, 13, 14, 15],
            byes: Vec::new(),
        };
        let lineup = team.lineup_at_places("2 1 - 5", 4).expect("places");
        assert_eq!(lineup, [12, 11, 0, 15]);
        assert_eq!(team.places(&lineup), "2 1 - 5");
        assert_eq!(team.places(&[11, 40]), "1 #40");
        assert_eq!(team.lineup_at_places(" ", 4), Ok(vec![11, 12, 13, 14]));
        assert_eq!(
            team.lineup_at_places("1 6", 4),
            Err(ParseError::RosterPlace {
                word: "6".into(),
                team: 3,
                size: 5
            })
        );
        assert_eq!(read_team_match(" 3-1 "), Ok((3, 1)));
        assert_eq!(
            read_team_match("3:1"),
            Err(ParseError::TeamMatch("3:1".into()))
        );
    }

    #[test]
    fn a_missing_line_up_is_late_once_the_round_has_started() {
        let mut team_match = TeamMatch::new(1, 2);
        team_match.lineups[0] = vec![1, 2];
        let state = |m: &TeamMatch, side, start, now| m.lineup_state(side, start, now);
        let start = Some("2026-03-07 14:30");
        assert_eq!(
            state(&team_match, Side::First, start, "2026-03-07 15:00"),
            LineupState::Given
        );
        assert_eq!(
            state(&team_match, Side::Second, start, "2026-03-07 14:29"),
            LineupState::Missing
        );
        assert_eq!(
            state(&team_match, Side::Second, start, "2026-03-07 14:30"),
            LineupState::Late
        );
        assert_eq!(
            state(
                &team_match,
                Side::Second,
                Some("2026-03-07"),
                "2026-03-07 09:00"
            ),
            LineupState::Late
        );
        assert_eq!(
            state(&team_match, Side::Second, None, "2099-01-01 00:00"),
            LineupState::Missing
        );
        team_match.forfeit = Some(MatchForfeit::FirstWins);
        assert_eq!(
            state(&team_match, Side::Second, start, "2026-03-07 15:00"),
            LineupState::Forfeited
        );
    }

    #[test]
    fn the_rating_average_counts_the_rated_players_of_the_regular_boards() {
        let mut tournament = Tournament::new("League", super::super::PairingSystem::Dutch, 5);
        for (name, rating) in [
            ("A", Some(2401)),
            ("B", None),
            ("C", Some(2300)),
            ("D", Some(1000)),
        ] {
            tournament.players.push(super::super::Player {
                tpn: tournament.players.len() as Tpn + 1,
                ..super::super::Player::new(name, rating)
            });
        }
        let mut teams = TeamCompetition::new(TeamSystem::Swiss, 3);
        teams.teams.push(Team {
            number: 1,
            name: "Utrecht".into(),
            short_name: None,
            federation: None,
            roster: vec![1, 2, 3, 4],
            byes: Vec::new(),
        });
        // (2401 + 2300) / 2 = 2350.5, rounded up; the reserve (D) does not count.
        assert_eq!(teams.rating_average(&tournament, 1), Some(2351));
        assert_eq!(teams.rating_average(&tournament, 2), None);
    }
}
