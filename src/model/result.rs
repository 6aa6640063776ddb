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
use std::sync::LazyLock;

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

    /// The forfeit of a game a player (or both) did not come to; `None` when both came.
    pub fn forfeited_by(white_absent: bool, black_absent: bool) -> Option<GameResult> {
        match (white_absent, black_absent) {
            (false, false) => None,
            (true, true) => Some(GameResult::Forfeit { winner: None }),
            (true, false) => Some(GameResult::Forfeit {
                winner: Some(Colour::Black),
            }),
            (false, true) => Some(GameResult::Forfeit {
                winner: Some(Colour::White),
            }),
        }
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
        let mut text = match *self {
            GameResult::Pending => "*".to_string(),
            GameResult::Played {
                white: Outcome::Draw,
                black: Outcome::Draw,
                ..
            } => Outcome::Draw.code().to_string(),
            GameResult::Played { white, black, .. } => {
                format!("{}-{}", white.code(), black.code())
            }
            GameResult::Forfeit {
                winner: Some(Colour::White),
            } => "+-".to_string(),
            GameResult::Forfeit {
                winner: Some(Colour::Black),
            } => "-+".to_string(),
            GameResult::Forfeit { winner: None } => "--".to_string(),
        };
        if let GameResult::Played { rated: false, .. } = self {
            text.push(UNRATED_MARK);
        }
        f.pad(&text)
    }
}

/// The results, each as [`GameResult`]'s `Display` writes it (`1-0`, `1/2-0`, `+-`,
/// `*`), in the order the parse error lists them.
const WRITTEN: [GameResult; 10] = [
    GameResult::WHITE_WINS,
    GameResult::BLACK_WINS,
    GameResult::DRAW,
    GameResult::Played {
        white: Outcome::Draw,
        black: Outcome::Loss,
        rated: true,
    },
    GameResult::Played {
        white: Outcome::Loss,
        black: Outcome::Draw,
        rated: true,
    },
    GameResult::Played {
        white: Outcome::Loss,
        black: Outcome::Loss,
        rated: true,
    },
    GameResult::Forfeit {
        winner: Some(Colour::White),
    },
    GameResult::Forfeit {
        winner: Some(Colour::Black),
    },
    GameResult::Forfeit { winner: None },
    GameResult::Pending,
];

/// The other spellings read as a result: arbiters' and other programs' ways of writing
/// it (blank is no result yet).
const ALSO_READ: [(&str, GameResult); 10] = [
    ("=", GameResult::DRAW),
    ("1/2-1/2", GameResult::DRAW),
    ("½", GameResult::DRAW),
    ("½-½", GameResult::DRAW),
    ("½-0", WRITTEN[3]),
    ("0-½", WRITTEN[4]),
    ("1F-0F", WRITTEN[6]),
    ("0F-1F", WRITTEN[7]),
    ("0F-0F", WRITTEN[8]),
    ("", GameResult::Pending),
];

/// [`WRITTEN`] as written, then [`ALSO_READ`].
static SPELLINGS: LazyLock<Vec<(String, GameResult)>> = LazyLock::new(|| {
    WRITTEN
        .into_iter()
        .map(|result| (result.to_string(), result))
        .chain(
            ALSO_READ
                .into_iter()
                .map(|(text, result)| (text.to_string(), result)),
        )
        .collect()
});

/// The mark of a played game not to be rated, after any spelling of it: `1-0u`.
const UNRATED_MARK: char = 'u';

impl GameResult {
    /// Every spelling of a rated result the program reads, with the result: the one
    /// `Display` writes first, then the others (`=`, `½-½`, `1F-0F`, ...). A played
    /// result is also read with [`UNRATED_MARK`] after it, as not rated.
    pub fn spellings() -> impl Iterator<Item = (&'static str, GameResult)> {
        SPELLINGS
            .iter()
            .map(|(text, result)| (text.as_str(), *result))
    }

    /// The played result with these parts, if it can happen: a win only against a
    /// loss (a draw against a loss and a double loss can, C.04.5 0).
    pub fn played(white: Outcome, black: Outcome, rated: bool) -> Option<GameResult> {
        let result = GameResult::Played {
            white,
            black,
            rated: true,
        };
        WRITTEN.contains(&result).then_some(GameResult::Played {
            white,
            black,
            rated,
        })
    }
}

/// A text that is not one of the result codes in the module documentation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{text:?} is not a game result (expected {expected})", expected = written_list())]
pub struct ResultParseError {
    pub text: String,
}

/// `1-0, 0-1, ..., -- or *`.
fn written_list() -> String {
    let written: Vec<&str> = SPELLINGS[..WRITTEN.len()]
        .iter()
        .map(|(text, _)| text.as_str())
        .collect();
    let (last, rest) = written.split_last().expect("results are written");
    format!("{} or {last}", rest.join(", "))
}

impl FromStr for GameResult {
    type Err = ResultParseError;

    /// One of [`GameResult::spellings`], a played result also with [`UNRATED_MARK`].
    fn from_str(text: &str) -> Result<GameResult, ResultParseError> {
        let trimmed = text.trim();
        let (spelling, rated) = match trimmed.strip_suffix([UNRATED_MARK, 'U']) {
            Some(body) => (body, false),
            None => (trimmed, true),
        };
        GameResult::spellings()
            .find(|&(written, _)| written == spelling)
            .and_then(|(_, result)| match result {
                GameResult::Played { white, black, .. } => GameResult::played(white, black, rated),
                other => rated.then_some(other),
            })
            .ok_or_else(|| ResultParseError {
                text: text.to_string(),
            })
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
    fn every_spelling_reads_as_its_result_also_unrated_when_played() {
        for (text, result) in GameResult::spellings() {
            assert_eq!(text.parse(), Ok(result), "{text}");
            let unrated = format!("{text}u").parse::<GameResult>();
            match result {
                GameResult::Played { white, black, .. } => {
                    assert_eq!(
                        unrated,
                        Ok(GameResult::played(white, black, false).expect("possible"))
                    )
                }
                _ => assert!(unrated.is_err(), "{text}u accepted"),
            }
        }
        assert_eq!(
            "0F-1F".parse(),
            Ok(GameResult::Forfeit {
                winner: Some(Colour::Black)
            })
        );
        assert_eq!(
            "x".parse::<GameResult>().map_err(|e| e.to_string()),
            Err("\"x\" is not a game result (expected 1-0, 0-1, 1/2, 1/2-0, 0-1/2, 0-0, +-, -+, -- or *)".into())
        );
    }

    #[test]
    fn a_win_is_possible_only_against_a_loss() {
        assert_eq!(GameResult::played(Outcome::Win, Outcome::Draw, true), None);
        assert_eq!(
            GameResult::played(Outcome::Loss, Outcome::Win, true),
            Some(GameResult::BLACK_WINS)
        );
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
