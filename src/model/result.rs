//! Results of single games, written the way arbiters write them: always White's
//! result first, in that game's own colours.
//!
//! | text    | meaning                                                  |
//! |---------|----------------------------------------------------------|
//! | `1-0`   | White won                                                |
//! | `0-1`   | Black won                                                |
//! | `1/2`   | draw (`=`, `½`, `1/2-1/2`, `½-½` are read as well)       |
//! | `1/2-0` | White scored a draw, Black nothing (`0-1/2` the reverse) |
//! | `0-0`   | both lost (e.g. both players penalised)                  |
//! | `+-`    | White won by forfeit (Black did not play)                |
//! | `-+`    | Black won by forfeit                                     |
//! | `--`    | both forfeited                                           |
//! | `*`     | no result yet                                            |
//!
//! A trailing `u` (`1-0u`, `1/2u`, `0-1u`) marks a game that was played but is not to be
//! rated (TRF codes W, D, L), e.g. a game that ended before both players had moved.

use std::fmt;
use std::str::FromStr;

use super::Colour;

/// One player's part in a played game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win,
    Draw,
    Loss,
}

impl Outcome {
    fn code(self) -> &'static str {
        match self {
            Outcome::Win => "1",
            Outcome::Draw => "1/2",
            Outcome::Loss => "0",
        }
    }
}

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// Not played yet, or the result is not known yet.
    #[default]
    Pending,
    /// The game was played (both players were present).
    Played {
        white: Outcome,
        black: Outcome,
        /// `false` for results that are not to be rated (TRF W, D, L).
        rated: bool,
    },
    /// The game was not played because one or both players forfeited.
    /// `winner` is the player who was present; `None` when both forfeited.
    Forfeit { winner: Option<Colour> },
}

impl GameResult {
    pub const WHITE_WINS: GameResult = GameResult::Played {
        white: Outcome::Win,
        black: Outcome::Loss,
        rated: true,
    };
    pub const BLACK_WINS: GameResult = GameResult::Played {
        white: Outcome::Loss,
        black: Outcome::Win,
        rated: true,
    };
    pub const DRAW: GameResult = GameResult::Played {
        white: Outcome::Draw,
        black: Outcome::Draw,
        rated: true,
    };

    pub fn is_pending(self) -> bool {
        self == GameResult::Pending
    }

    /// Whether the two players actually met over the board.
    pub fn is_played(self) -> bool {
        matches!(self, GameResult::Played { .. })
    }

    pub fn is_forfeit(self) -> bool {
        matches!(self, GameResult::Forfeit { .. })
    }

    /// The same result seen with colours exchanged (White's part becomes Black's).
    pub fn reversed(self) -> GameResult {
        match self {
            GameResult::Pending => GameResult::Pending,
            GameResult::Played {
                white,
                black,
                rated,
            } => GameResult::Played {
                white: black,
                black: white,
                rated,
            },
            GameResult::Forfeit { winner } => GameResult::Forfeit {
                winner: winner.map(Colour::opposite),
            },
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match *self {
            GameResult::Pending => "*".to_string(),
            GameResult::Played {
                white: Outcome::Draw,
                black: Outcome::Draw,
                rated,
            } => format!("1/2{}", if rated { "" } else { "u" }),
            GameResult::Played {
                white,
                black,
                rated,
            } => format!(
                "{}-{}{}",
                white.code(),
                black.code(),
                if rated { "" } else { "u" }
            ),
            GameResult::Forfeit {
                winner: Some(Colour::White),
            } => "+-".to_string(),
            GameResult::Forfeit {
                winner: Some(Colour::Black),
            } => "-+".to_string(),
            GameResult::Forfeit { winner: None } => "--".to_string(),
        };
        f.pad(&text)
    }
}

/// A text that is not one of the result codes in the module documentation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{text:?} is not a game result (expected 1-0, 0-1, 1/2, 1/2-0, 0-1/2, 0-0, +-, -+, -- or *)"
)]
pub struct ResultParseError {
    pub text: String,
}

impl FromStr for GameResult {
    type Err = ResultParseError;

    fn from_str(text: &str) -> Result<GameResult, ResultParseError> {
        let error = || ResultParseError {
            text: text.to_string(),
        };
        let trimmed = text.trim();
        let (body, rated) = match trimmed.strip_suffix(['u', 'U']) {
            Some(body) => (body, false),
            None => (trimmed, true),
        };
        let normalised = body.replace('½', "1/2");
        let outcome = |s: &str| match s {
            "1" => Some(Outcome::Win),
            "1/2" => Some(Outcome::Draw),
            "0" => Some(Outcome::Loss),
            _ => None,
        };
        let played = |white, black| GameResult::Played {
            white,
            black,
            rated,
        };
        let result = match normalised.as_str() {
            "*" | "" if rated => GameResult::Pending,
            "+-" | "1F-0F" if rated => GameResult::Forfeit {
                winner: Some(Colour::White),
            },
            "-+" | "0F-1F" if rated => GameResult::Forfeit {
                winner: Some(Colour::Black),
            },
            "--" | "0F-0F" if rated => GameResult::Forfeit { winner: None },
            "=" | "1/2" => played(Outcome::Draw, Outcome::Draw),
            other => {
                let (white, black) = other.split_once('-').ok_or_else(error)?;
                match (outcome(white), outcome(black)) {
                    (Some(w), Some(b)) if !(w == Outcome::Win && b != Outcome::Loss) => {
                        if b == Outcome::Win && w != Outcome::Loss {
                            return Err(error());
                        }
                        played(w, b)
                    }
                    _ => return Err(error()),
                }
            }
        };
        Ok(result)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_reads_back_as_written() {
        for code in [
            "1-0", "0-1", "1/2", "1/2-0", "0-1/2", "0-0", "+-", "-+", "--", "*", "1-0u", "1/2u",
            "0-1u",
        ] {
            let result: GameResult = code.parse().expect("valid code");
            assert_eq!(result.to_string(), code);
        }
    }

    #[test]
    fn arbiter_spellings_are_accepted() {
        assert_eq!("=".parse(), Ok(GameResult::DRAW));
        assert_eq!("½-½".parse(), Ok(GameResult::DRAW));
        assert_eq!("1/2-1/2".parse(), Ok(GameResult::DRAW));
        assert_eq!(" 1-0 ".parse(), Ok(GameResult::WHITE_WINS));
    }

    #[test]
    fn impossible_results_are_refused() {
        for bad in ["1-1", "1-1/2", "1/2-1", "2-0", "x", "1-", "+-u"] {
            assert!(bad.parse::<GameResult>().is_err(), "{bad} accepted");
        }
    }

    #[test]
    fn reversing_swaps_the_players_parts() {
        let r: GameResult = "1/2-0".parse().expect("valid");
        assert_eq!(r.reversed().to_string(), "0-1/2");
        assert_eq!(
            GameResult::Forfeit { winner: None }.reversed().to_string(),
            "--"
        );
    }
}
