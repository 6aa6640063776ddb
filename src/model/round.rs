//! Rounds: the pairings with their boards, colours and results, and the byes.
//!
//! A pairing of a one-game system holds one game. A Double-Swiss pairing is a two-game
//! match (C.04.5 preface): `white` has White in game 1 and Black in game 2 (4.4), and
//! each game's result is written in that game's own colours.

use serde::{Deserialize, Serialize};

use super::{Colour, GameResult, ParseError, Tpn};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Round {
    pub number: u32,
    #[serde(default)]
    pub pairings: Vec<Pairing>,
    #[serde(default)]
    pub byes: Vec<Bye>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pairing {
    pub board: u32,
    /// White in the (first) game.
    pub white: Tpn,
    pub black: Tpn,
    /// One result per game; Double-Swiss has two.
    #[serde(
        default,
        rename = "result",
        with = "game_results_text",
        skip_serializing_if = "game_results_text::all_pending"
    )]
    pub games: Vec<GameResult>,
}

/// The kinds of round without an opponent. Each kind's words and letters are given
/// here and nowhere else: the file's and the command line's word ([`ByeKind::word`]),
/// the TRF letter ([`ByeKind::trf_letter`]), the lists' wording (`Display`) and the
/// crosstable's abbreviation ([`ByeKind::abbreviation`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum ByeKind {
    /// Pairing-allocated bye, given by the pairing system to an odd player out.
    Pairing,
    /// Requested full-point bye (FIDE-deprecated).
    Full,
    /// Requested half-point bye.
    Half,
    /// Requested zero-point bye, a known absence.
    Zero,
    /// Not paired and not excused: absent, withdrawn.
    Absent,
}

impl ByeKind {
    pub const ALL: [ByeKind; 5] = [
        ByeKind::Pairing,
        ByeKind::Full,
        ByeKind::Half,
        ByeKind::Zero,
        ByeKind::Absent,
    ];

    /// The word the tournament file and the command line write: `pairing`, `full`,
    /// `half`, `zero`, `absent`.
    pub fn word(self) -> &'static str {
        match self {
            ByeKind::Pairing => "pairing",
            ByeKind::Full => "full",
            ByeKind::Half => "half",
            ByeKind::Zero => "zero",
            ByeKind::Absent => "absent",
        }
    }

    /// The letter of the TRF-26 result column (record 001) and of record 240: `U`, `F`,
    /// `H`, `Z`. An absence is written `-` against no opponent (`0000`), the letter
    /// that stands against an opponent for a forfeit loss.
    pub fn trf_letter(self) -> char {
        match self {
            ByeKind::Pairing => 'U',
            ByeKind::Full => 'F',
            ByeKind::Half => 'H',
            ByeKind::Zero => 'Z',
            ByeKind::Absent => '-',
        }
    }

    /// The kind a TRF letter stands for, in either case.
    pub fn from_trf_letter(letter: char) -> Option<ByeKind> {
        let letter = letter.to_ascii_uppercase();
        ByeKind::ALL
            .into_iter()
            .find(|kind| kind.trf_letter() == letter)
    }

    /// The crosstable's abbreviation: `PAB`, `FPB`, `HPB`, `ZPB`, `abs`.
    pub fn abbreviation(self) -> &'static str {
        match self {
            ByeKind::Pairing => "PAB",
            ByeKind::Full => "FPB",
            ByeKind::Half => "HPB",
            ByeKind::Zero => "ZPB",
            ByeKind::Absent => "abs",
        }
    }
}

impl std::fmt::Display for ByeKind {
    /// As the lists write it: `pairing-allocated bye`, `half-point bye`, `absent`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            ByeKind::Pairing => "pairing-allocated bye",
            ByeKind::Full => "full-point bye",
            ByeKind::Half => "half-point bye",
            ByeKind::Zero => "zero-point bye",
            ByeKind::Absent => "absent",
        };
        f.pad(text)
    }
}

spelt_by!(ByeKind, ByeKind::word, ParseError::ByeKind);

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Bye {
    pub player: Tpn,
    pub kind: ByeKind,
}

impl Pairing {
    pub fn new(board: u32, white: Tpn, black: Tpn, games_per_pairing: usize) -> Pairing {
        Pairing {
            board,
            white,
            black,
            games: vec![GameResult::Pending; games_per_pairing],
        }
    }

    pub fn involves(&self, tpn: Tpn) -> bool {
        self.white == tpn || self.black == tpn
    }

    /// The other player of the pairing, if `tpn` is in it.
    pub fn opponent_of(&self, tpn: Tpn) -> Option<Tpn> {
        if tpn == self.white {
            Some(self.black)
        } else if tpn == self.black {
            Some(self.white)
        } else {
            None
        }
    }

    /// The colour `tpn` has in game `index` (0-based): colours alternate game by game (4.4).
    pub fn colour_in_game(&self, tpn: Tpn, index: usize) -> Option<Colour> {
        let first = if tpn == self.white {
            Colour::White
        } else if tpn == self.black {
            Colour::Black
        } else {
            return None;
        };
        Some(if index.is_multiple_of(2) {
            first
        } else {
            first.opposite()
        })
    }

    /// The results of each game seen from `tpn`'s side: a result as if `tpn` were White.
    pub fn results_for(&self, tpn: Tpn) -> impl Iterator<Item = GameResult> + '_ {
        self.games.iter().enumerate().map(move |(index, game)| {
            match self.colour_in_game(tpn, index) {
                Some(Colour::Black) => game.reversed(),
                _ => *game,
            }
        })
    }

    pub fn is_complete(&self) -> bool {
        !self.games.iter().any(|g| g.is_pending())
    }

    /// Whether the pairing counts as a game/match that took place. One-game systems: the
    /// game was played. Double-Swiss (preface): a match ends by forfeit only if at least
    /// one player forfeits both games; otherwise it is regularly played, and a single
    /// forfeited game counts as played. A pending pairing counts as played (it will be).
    pub fn counts_as_played(&self) -> bool {
        if self.games.iter().any(|g| g.is_pending()) {
            return true;
        }
        let forfeited_all = |tpn: Tpn| {
            self.results_for(tpn).all(
                |g| matches!(g, GameResult::Forfeit { winner } if winner != Some(Colour::White)),
            )
        };
        !(forfeited_all(self.white) || forfeited_all(self.black))
    }

    /// Whether at least one game of the pairing was actually played over the board
    /// (C.04.5 1.6: a player "had a colour" only then).
    pub fn any_game_played(&self) -> bool {
        self.games.iter().any(|g| g.is_played())
    }
}

/// Where one player is in a round.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Seat<'r> {
    Paired(&'r Pairing),
    Bye(ByeKind),
}

/// Every player's seat in one round, found in constant time: loops over all players of
/// a large open use this instead of searching the round for each player.
#[derive(Clone, Debug)]
pub struct RoundIndex<'r> {
    seats: Vec<Option<Seat<'r>>>,
}

impl<'r> RoundIndex<'r> {
    pub fn new(round: &'r Round) -> RoundIndex<'r> {
        let mut seats = Vec::new();
        let mut place = |tpn: Tpn, seat: Seat<'r>| {
            let index = tpn as usize;
            if seats.len() <= index {
                seats.resize(index + 1, None);
            }
            seats[index].get_or_insert(seat);
        };
        for pairing in &round.pairings {
            place(pairing.white, Seat::Paired(pairing));
            place(pairing.black, Seat::Paired(pairing));
        }
        for bye in &round.byes {
            place(bye.player, Seat::Bye(bye.kind));
        }
        RoundIndex { seats }
    }

    pub fn seat(&self, tpn: Tpn) -> Option<Seat<'r>> {
        self.seats.get(tpn as usize).copied().flatten()
    }

    pub fn pairing_of(&self, tpn: Tpn) -> Option<&'r Pairing> {
        match self.seat(tpn) {
            Some(Seat::Paired(pairing)) => Some(pairing),
            _ => None,
        }
    }
}

impl Round {
    pub fn pairing_of(&self, tpn: Tpn) -> Option<&Pairing> {
        self.pairings.iter().find(|p| p.involves(tpn))
    }

    pub fn bye_of(&self, tpn: Tpn) -> Option<ByeKind> {
        self.byes.iter().find(|b| b.player == tpn).map(|b| b.kind)
    }

    /// Number of pairings still waiting for at least one game result.
    pub fn missing_results(&self) -> usize {
        self.pairings.iter().filter(|p| !p.is_complete()).count()
    }

    pub fn is_complete(&self) -> bool {
        self.missing_results() == 0
    }

    pub fn pairing_on_board(&self, board: u32) -> Option<&Pairing> {
        self.pairings.iter().find(|p| p.board == board)
    }

    pub fn pairing_on_board_mut(&mut self, board: u32) -> Option<&mut Pairing> {
        self.pairings.iter_mut().find(|p| p.board == board)
    }
}

/// The `result` field: game results separated by spaces (`"1-0"`, `"1-0 1/2"`).
mod game_results_text {
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    use crate::model::GameResult;

    pub fn all_pending(games: &[GameResult]) -> bool {
        games.iter().all(|g| g.is_pending())
    }

    pub fn serialize<S: Serializer>(games: &[GameResult], s: S) -> Result<S::Ok, S::Error> {
        let text: Vec<String> = games.iter().map(ToString::to_string).collect();
        s.serialize_str(&text.join(" "))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<GameResult>, D::Error> {
        let text = String::deserialize(d)?;
        text.split_whitespace()
            .map(|word| word.parse().map_err(D::Error::custom))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_bye_kind_has_one_word_and_one_letter_read_back_both_ways() {
        assert_eq!(
            ByeKind::ALL.map(ByeKind::word),
            ["pairing", "full", "half", "zero", "absent"]
        );
        assert_eq!(
            ByeKind::ALL.map(ByeKind::trf_letter),
            ['U', 'F', 'H', 'Z', '-']
        );
        for kind in ByeKind::ALL {
            assert_eq!(kind.word().parse(), Ok(kind));
            assert_eq!(ByeKind::from_trf_letter(kind.trf_letter()), Some(kind));
        }
        assert_eq!(ByeKind::from_trf_letter('h'), Some(ByeKind::Half));
        assert_eq!(ByeKind::from_trf_letter('X'), None);
    }

    #[test]
    fn the_file_writes_a_bye_kind_by_its_word_and_reads_it_back() {
        let bye = Bye {
            player: 3,
            kind: ByeKind::Pairing,
        };
        let text = toml::to_string(&bye).expect("written");
        assert_eq!(text, "player = 3\nkind = \"pairing\"\n");
        assert_eq!(toml::from_str::<Bye>(&text), Ok(bye));
        let error = toml::from_str::<Bye>("player = 3\nkind = \"double\"\n")
            .expect_err("no such kind")
            .message()
            .to_string();
        assert_eq!(
            error,
            "\"double\" is not a kind of bye (pairing, full, half, zero or absent)"
        );
    }

    fn pairing(games: &[&str]) -> Pairing {
        Pairing {
            board: 1,
            white: 1,
            black: 2,
            games: games.iter().map(|g| g.parse().expect("valid")).collect(),
        }
    }

    #[test]
    fn double_swiss_results_alternate_colours() {
        // Game 1: player 1 (White) wins; game 2: player 1 is Black and draws.
        let p = pairing(&["1-0", "1/2"]);
        let from_1: Vec<String> = p.results_for(1).map(|g| g.to_string()).collect();
        let from_2: Vec<String> = p.results_for(2).map(|g| g.to_string()).collect();
        assert_eq!(from_1, ["1-0", "1/2"]);
        assert_eq!(from_2, ["0-1", "1/2"]);
    }

    #[test]
    fn a_match_is_a_forfeit_only_if_one_player_forfeits_both_games() {
        // C.04.5 preface.
        assert!(pairing(&["+-", "1-0"]).counts_as_played());
        // Player 2 forfeits game 1 as Black and game 2 as White.
        assert!(!pairing(&["+-", "-+"]).counts_as_played());
        assert!(!pairing(&["--", "--"]).counts_as_played());
        // Each player forfeited one game: regularly played.
        assert!(pairing(&["+-", "+-"]).counts_as_played());
        assert!(!pairing(&["+-"]).counts_as_played());
        assert!(pairing(&["1-0"]).counts_as_played());
    }
}
