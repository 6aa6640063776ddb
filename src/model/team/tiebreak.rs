//! The team tie-breaks of C.07 (2026), spelt by their MTB26 rank-order descriptors
//! (TRF-26 records 202 and 212): `Name[:MP|:GP][/modifier...]`, read in any case.
//!
//! - MTB26 table 3, of teams only: `BC`, `TBR`, `BBE` (12.1 to 12.3), `MPvGP` (13.1),
//!   `EMMSB`, `EMGSB`, `EGMSB`, `EGGSB` with `/Cn` and `/P` (13.2), `EDE`, `EDET`,
//!   `EDEB`, `EDEBT`, `EDEBB` with `/P` (13.3), `SSSC` with `/P` and `/Kx` (13.4).
//! - MTB26 table 2, the tie-breaks of individuals applied to teams (13): `BH` with
//!   `/Cn`, `/Mn` and `/P` (8.1), `AOB` (8.2), `SB` with `/Cn` and `/P` (9.1), `KS` with
//!   `/L±n` (9.2), `PS` with `/Cn` (7.5), `WIN` (7.1), each on match points (`:MP`) or
//!   game points (`:GP`), the primary score when neither is written.
//!
//! The Fore Buchholz option `/F` (8.3) is not implemented: a descriptor with it is
//! refused.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::super::ParseError;
use super::TeamScore;

/// What a team tie-break computes, by its MTB26 name.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TeamTiebreakKind {
    /// Board count (12.1): the sum of board number × game points on that board; lower
    /// is better.
    BC,
    /// Top board results (12.2): game points on board 1, then board 2, and so on.
    TBR,
    /// Bottom board elimination (12.3): game points on every board but the bottom one,
    /// then every board but the two bottom ones, and so on.
    BBE,
    /// Match points or game points (13.1): the score that is not the primary one.
    MPvGP,
    /// Extended Sonneborn-Berger (13.2): the opponents' `opponent` score × the team's
    /// own `own` score against them.
    ExtendedSonnebornBerger { opponent: TeamScore, own: TeamScore },
    /// Extended direct encounter (13.3): direct encounter on the primary score, then
    /// on the secondary score; between exactly two teams still tied, the board
    /// tie-breaks of 13.3.2 that `boards` names.
    EDE(EncounterBoards),
    /// Scores and schedule strength combination (13.4).
    SSSC,
    /// Buchholz (8.1).
    BH,
    /// Average of opponents' Buchholz (8.2).
    AOB,
    /// Sonneborn-Berger (9.1).
    SB,
    /// Koya system (9.2).
    KS,
    /// Progressive score (7.5).
    PS,
    /// Number of wins (7.1).
    WIN,
}

/// The board tie-breaks the extended direct encounter applies between two teams still
/// tied (C.07 13.3.2): none (`EDE`), board count and top board results (`EDEBT`), board
/// count and bottom board elimination (`EDEBB`), top board results (`EDET`), bottom
/// board elimination (`EDEB`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EncounterBoards {
    None,
    CountThenTop,
    CountThenBottom,
    Top,
    Bottom,
}

impl EncounterBoards {
    /// Whether the board count (12.1) comes first.
    pub fn board_count(self) -> bool {
        matches!(
            self,
            EncounterBoards::CountThenTop | EncounterBoards::CountThenBottom
        )
    }

    /// The board tie-break after the board count, if any: top board results or bottom
    /// board elimination.
    pub fn boards(self) -> Option<TeamTiebreakKind> {
        match self {
            EncounterBoards::None => None,
            EncounterBoards::CountThenTop | EncounterBoards::Top => Some(TeamTiebreakKind::TBR),
            EncounterBoards::CountThenBottom | EncounterBoards::Bottom => {
                Some(TeamTiebreakKind::BBE)
            }
        }
    }
}

impl TeamTiebreakKind {
    /// Every kind, in the order the settings list them.
    pub const ALL: [TeamTiebreakKind; 20] = {
        use TeamScore::{GamePoints as Game, MatchPoints as Match};
        use TeamTiebreakKind::ExtendedSonnebornBerger as Esb;
        [
            TeamTiebreakKind::MPvGP,
            Esb {
                opponent: Match,
                own: Match,
            },
            Esb {
                opponent: Match,
                own: Game,
            },
            Esb {
                opponent: Game,
                own: Match,
            },
            Esb {
                opponent: Game,
                own: Game,
            },
            TeamTiebreakKind::BC,
            TeamTiebreakKind::TBR,
            TeamTiebreakKind::BBE,
            TeamTiebreakKind::EDE(EncounterBoards::None),
            TeamTiebreakKind::EDE(EncounterBoards::CountThenTop),
            TeamTiebreakKind::EDE(EncounterBoards::CountThenBottom),
            TeamTiebreakKind::EDE(EncounterBoards::Top),
            TeamTiebreakKind::EDE(EncounterBoards::Bottom),
            TeamTiebreakKind::SSSC,
            TeamTiebreakKind::BH,
            TeamTiebreakKind::AOB,
            TeamTiebreakKind::SB,
            TeamTiebreakKind::KS,
            TeamTiebreakKind::PS,
            TeamTiebreakKind::WIN,
        ]
    };

    /// The MTB26 name.
    pub fn code(self) -> &'static str {
        use TeamScore::{GamePoints as Game, MatchPoints as Match};
        match self {
            TeamTiebreakKind::BC => "BC",
            TeamTiebreakKind::TBR => "TBR",
            TeamTiebreakKind::BBE => "BBE",
            TeamTiebreakKind::MPvGP => "MPvGP",
            TeamTiebreakKind::ExtendedSonnebornBerger { opponent, own } => match (opponent, own) {
                (Match, Match) => "EMMSB",
                (Match, Game) => "EMGSB",
                (Game, Match) => "EGMSB",
                (Game, Game) => "EGGSB",
            },
            TeamTiebreakKind::EDE(boards) => match boards {
                EncounterBoards::None => "EDE",
                EncounterBoards::CountThenTop => "EDEBT",
                EncounterBoards::CountThenBottom => "EDEBB",
                EncounterBoards::Top => "EDET",
                EncounterBoards::Bottom => "EDEB",
            },
            TeamTiebreakKind::SSSC => "SSSC",
            TeamTiebreakKind::BH => "BH",
            TeamTiebreakKind::AOB => "AOB",
            TeamTiebreakKind::SB => "SB",
            TeamTiebreakKind::KS => "KS",
            TeamTiebreakKind::PS => "PS",
            TeamTiebreakKind::WIN => "WIN",
        }
    }

    /// What the tie-break counts, briefly, with its article of C.07.
    pub fn description(self) -> &'static str {
        use TeamScore::{GamePoints as Game, MatchPoints as Match};
        match self {
            TeamTiebreakKind::BC => "board count (12.1)",
            TeamTiebreakKind::TBR => "top board results (12.2)",
            TeamTiebreakKind::BBE => "bottom board elimination (12.3)",
            TeamTiebreakKind::MPvGP => "game points (13.1)",
            TeamTiebreakKind::ExtendedSonnebornBerger { opponent, own } => match (opponent, own) {
                (Match, Match) => "opponents' MP times own MP (13.2)",
                (Match, Game) => "opponents' MP times own GP (13.2)",
                (Game, Match) => "opponents' GP times own MP (13.2)",
                (Game, Game) => "opponents' GP times own GP (13.2)",
            },
            TeamTiebreakKind::EDE(EncounterBoards::None) => "extended direct encounter (13.3)",
            TeamTiebreakKind::EDE(_) => "extended direct encounter, then boards (13.3.2)",
            TeamTiebreakKind::SSSC => "score and schedule strength (13.4)",
            TeamTiebreakKind::BH => "Buchholz (8.1)",
            TeamTiebreakKind::AOB => "average of opponents' Buchholz (8.2)",
            TeamTiebreakKind::SB => "Sonneborn-Berger (9.1)",
            TeamTiebreakKind::KS => "Koya system (9.2)",
            TeamTiebreakKind::PS => "progressive score (7.5)",
            TeamTiebreakKind::WIN => "number of wins (7.1)",
        }
    }

    /// Whether the tie-break reads a score chosen by `:MP` or `:GP` (MTB26 table 2).
    fn takes_score(self) -> bool {
        matches!(
            self,
            TeamTiebreakKind::BH
                | TeamTiebreakKind::AOB
                | TeamTiebreakKind::SB
                | TeamTiebreakKind::KS
                | TeamTiebreakKind::PS
                | TeamTiebreakKind::WIN
        )
    }

    /// Whether `/Cn` may cut its least significant values (14.1, 14.2).
    fn takes_cut(self) -> bool {
        matches!(
            self,
            TeamTiebreakKind::BH
                | TeamTiebreakKind::SB
                | TeamTiebreakKind::PS
                | TeamTiebreakKind::ExtendedSonnebornBerger { .. }
        )
    }

    /// Whether `/P` may count forfeits as played against the scheduled opponent.
    fn takes_forfeits_played(self) -> bool {
        matches!(
            self,
            TeamTiebreakKind::BH
                | TeamTiebreakKind::SB
                | TeamTiebreakKind::ExtendedSonnebornBerger { .. }
                | TeamTiebreakKind::EDE(_)
                | TeamTiebreakKind::SSSC
        )
    }
}

/// A team tie-break: what it computes, on which score, with which modifiers.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct TeamTiebreak {
    pub kind: TeamTiebreakKind,
    /// `:MP` or `:GP`; `None`: the primary score (13).
    pub score: Option<TeamScore>,
    /// How many least significant values are cut (`/Cn`, `/Mn`; 14.1 to 14.4).
    pub cut_lowest: u8,
    /// How many most significant values are cut (`/Mn`: as many as the least).
    pub cut_highest: u8,
    /// `/P`: forfeits count as matches played against the scheduled opponent.
    pub forfeits_played: bool,
    /// `KS/L±n`: the Koya limit moved by so many half-points (14.5).
    pub limit: i8,
    /// `SSSC/Kx`: the normalising factor the competition sets (13.4).
    pub factor: Option<u32>,
}

impl TeamTiebreak {
    /// The tie-break without a score or modifier.
    pub const fn plain(kind: TeamTiebreakKind) -> TeamTiebreak {
        TeamTiebreak {
            kind,
            score: None,
            cut_lowest: 0,
            cut_highest: 0,
            forfeits_played: false,
            limit: 0,
            factor: None,
        }
    }

    pub const BC: TeamTiebreak = TeamTiebreak::plain(TeamTiebreakKind::BC);
    /// Spelt as its descriptor.
    #[allow(non_upper_case_globals)]
    pub const MPvGP: TeamTiebreak = TeamTiebreak::plain(TeamTiebreakKind::MPvGP);
    pub const EMMSB: TeamTiebreak =
        TeamTiebreak::esb(TeamScore::MatchPoints, TeamScore::MatchPoints);
    pub const EMGSB: TeamTiebreak =
        TeamTiebreak::esb(TeamScore::MatchPoints, TeamScore::GamePoints);
    pub const EGMSB: TeamTiebreak =
        TeamTiebreak::esb(TeamScore::GamePoints, TeamScore::MatchPoints);
    pub const EGGSB: TeamTiebreak = TeamTiebreak::esb(TeamScore::GamePoints, TeamScore::GamePoints);

    const fn esb(opponent: TeamScore, own: TeamScore) -> TeamTiebreak {
        TeamTiebreak::plain(TeamTiebreakKind::ExtendedSonnebornBerger { opponent, own })
    }

    /// The MTB26 descriptor, the one spelling of the tie-break: `BH:MP/C1/P`.
    pub fn code(&self) -> String {
        let mut code = self.kind.code().to_string();
        if let Some(score) = self.score {
            code += &format!(":{}", score.letters());
        }
        match (self.cut_lowest, self.cut_highest) {
            (0, _) => {}
            (least, 0) => code += &format!("/C{least}"),
            (least, _) => code += &format!("/M{least}"),
        }
        if self.limit != 0 {
            code += &format!("/L{:+}", self.limit);
        }
        if self.forfeits_played {
            code += "/P";
        }
        if let Some(factor) = self.factor {
            code += &format!("/K{factor}");
        }
        code
    }

    /// What the tie-break counts, briefly, with its article of C.07.
    pub fn description(&self) -> &'static str {
        self.kind.description()
    }

    /// Whether a lower value ranks higher: the board count (12.1).
    pub fn lower_is_better(&self) -> bool {
        self.kind == TeamTiebreakKind::BC
    }
}

/// The names a descriptor may start with, for the error message.
pub fn team_tiebreak_names() -> String {
    TeamTiebreakKind::ALL.map(TeamTiebreakKind::code).join(" ")
}

impl std::str::FromStr for TeamTiebreak {
    type Err = ParseError;

    /// Reads a descriptor, refusing a modifier MTB26 does not give the tie-break.
    fn from_str(text: &str) -> Result<TeamTiebreak, ParseError> {
        let refused = || ParseError::TeamTiebreak(text.trim().to_string());
        let mut parts = text.trim().split('/');
        let head = parts.next().unwrap_or_default();
        let (name, score) = match head.split_once(':') {
            Some((name, score)) => (name, Some(score)),
            None => (head, None),
        };
        let kind = TeamTiebreakKind::ALL
            .into_iter()
            .find(|kind| kind.code().eq_ignore_ascii_case(name))
            .ok_or_else(refused)?;
        let mut tiebreak = TeamTiebreak::plain(kind);
        if let Some(score) = score {
            if !kind.takes_score() {
                return Err(refused());
            }
            tiebreak.score = Some(
                [TeamScore::MatchPoints, TeamScore::GamePoints]
                    .into_iter()
                    .find(|s| s.letters().eq_ignore_ascii_case(score))
                    .ok_or_else(refused)?,
            );
        }
        for modifier in parts {
            let modifier = modifier.to_ascii_uppercase();
            let number = |prefix: &str| modifier.strip_prefix(prefix)?.parse::<u8>().ok();
            match modifier.as_str() {
                "P" if kind.takes_forfeits_played() => tiebreak.forfeits_played = true,
                _ if kind.takes_cut() && number("C").is_some_and(|n| n > 0) => {
                    tiebreak.cut_lowest = number("C").unwrap_or_default();
                }
                _ if kind == TeamTiebreakKind::BH && number("M").is_some_and(|n| n > 0) => {
                    let n = number("M").unwrap_or_default();
                    (tiebreak.cut_lowest, tiebreak.cut_highest) = (n, n);
                }
                _ if kind == TeamTiebreakKind::KS && modifier.starts_with('L') => {
                    tiebreak.limit = modifier[1..]
                        .parse::<i8>()
                        .ok()
                        .filter(|&n| n != 0)
                        .ok_or_else(refused)?;
                }
                _ if kind == TeamTiebreakKind::SSSC && modifier.starts_with('K') => {
                    tiebreak.factor = Some(
                        modifier[1..]
                            .parse::<u32>()
                            .ok()
                            .filter(|&n| n > 0)
                            .ok_or_else(refused)?,
                    );
                }
                _ => return Err(refused()),
            }
        }
        Ok(tiebreak)
    }
}

impl From<TeamTiebreak> for String {
    fn from(tiebreak: TeamTiebreak) -> String {
        tiebreak.code()
    }
}

impl TryFrom<String> for TeamTiebreak {
    type Error = ParseError;
    fn try_from(text: String) -> Result<TeamTiebreak, ParseError> {
        text.parse()
    }
}

impl fmt::Display for TeamTiebreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_descriptor_reads_and_writes_back_in_its_one_spelling() {
        for code in [
            "BH:MP/C1/P",
            "EMGSB/C1/P",
            "BH:GP/M2/P",
            "KS:MP/L+1",
            "KS/L-2",
            "SSSC/P/K4",
            "EDET/P",
            "EDEBB",
            "SB:GP/C2",
            "PS:MP/C1",
            "WIN:GP",
            "AOB:MP",
            "TBR",
            "BBE",
            "MPvGP",
        ] {
            let tiebreak: TeamTiebreak = code.parse().expect(code);
            assert_eq!(tiebreak.code(), code);
            assert_eq!(code.to_lowercase().parse::<TeamTiebreak>(), Ok(tiebreak));
        }
        assert_eq!("EMMSB".parse(), Ok(TeamTiebreak::EMMSB));
    }

    #[test]
    fn a_modifier_mtb26_does_not_give_the_tie_break_is_refused() {
        for code in [
            "BC/C1", "TBR:MP", "EMMSB/M1", "KS/C1", "AOB/P", "BH/F", "BH/C0", "KS/L+0", "BH:XP",
            "WIN/P", "XYZ",
        ] {
            assert_eq!(
                code.parse::<TeamTiebreak>(),
                Err(ParseError::TeamTiebreak(code.to_string())),
                "{code}"
            );
        }
    }
}
