//! The settings of a round robin (FIDE C.05 Annex 1, Berger tables; Annex 2, Varma
//! tables): how many cycles, which second cycle, how the pairing numbers were given. The
//! schedule itself is the pairing engine's ([`crate::pairing::round_robin`]); the number
//! of rounds follows from the players ([`RoundRobin::rounds`]).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::{ParseError, Tpn};

/// A round robin's settings, kept in the tournament file.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundRobin {
    /// 1 (everyone meets everyone once) or 2 (twice, colours reversed in the second cycle).
    pub cycles: u32,
    /// How the second cycle follows the first.
    #[serde(default)]
    pub double: DoubleRoundRobin,
    /// How the pairing numbers are given.
    pub numbers: Numbering,
    /// The seed of the drawing of lots ([`Numbering::Lots`], [`Numbering::Varma`]),
    /// recorded so the draw can be repeated and verified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
}

/// A single round robin numbered as the file has it: what a file or a TRF that names
/// no settings holds.
impl Default for RoundRobin {
    fn default() -> RoundRobin {
        RoundRobin::numbered_by_hand(1, DoubleRoundRobin::Fide)
    }
}

/// The most cycles a round robin has here: single and double round robins.
pub const MAX_CYCLES: u32 = 2;

/// The cycles a round robin can be played in (C.05 Annex 1): single, or double with the
/// second cycle as FIDE recommends or with the table repeated as printed.
pub const CYCLE_CHOICES: [(u32, DoubleRoundRobin); 3] = [
    (1, DoubleRoundRobin::Fide),
    (2, DoubleRoundRobin::Fide),
    (2, DoubleRoundRobin::Berger),
];

impl RoundRobin {
    /// `cycles` cycles of the `double` kind, the numbers as the file has them (a TRF's).
    pub fn numbered_by_hand(cycles: u32, double: DoubleRoundRobin) -> RoundRobin {
        RoundRobin {
            cycles,
            double,
            numbers: Numbering::Hand,
            seed: None,
        }
    }

    /// The cycles and the double round robin's variant, as one of [`CYCLE_CHOICES`] (a
    /// single round robin has no variant).
    pub fn cycle_choice(self) -> (u32, DoubleRoundRobin) {
        match self.cycles {
            1 => (1, DoubleRoundRobin::Fide),
            cycles => (cycles, self.double),
        }
    }

    /// Rounds of one cycle for `players`: an odd number plays the table of the next even
    /// number, the highest number being the free round (C.05 Annex 1), so every player
    /// meets every other once.
    pub fn rounds_per_cycle(players: u32) -> u32 {
        (players + players % 2).saturating_sub(1)
    }

    /// Rounds of the whole tournament for `players` (at least 1, so a tournament
    /// without players yet is still a valid file).
    pub fn rounds(self, players: u32) -> u32 {
        (self.cycles * RoundRobin::rounds_per_cycle(players)).max(1)
    }

    /// The settings in words: "double round robin (fide variant), pairing numbers by lots
    /// (seed 11), rounds following from the players".
    pub fn describe(self) -> String {
        let cycles = match self.cycles {
            1 => "single round robin".to_string(),
            _ => format!("double round robin ({} variant)", self.double),
        };
        let seed = self
            .seed
            .map_or(String::new(), |seed| format!(" (seed {seed})"));
        format!(
            "{cycles}, pairing numbers by {}{seed}, rounds following from the players",
            self.numbers
        )
    }
}

/// A round robin's whole schedule, known before round 1 (C.05 Annex 1): made by the
/// pairing layer ([`crate::pairing::round_robin::full_schedule`]) from the pairing numbers
/// pairing round 1 gives, and shown by the exports (printed, published).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Schedule {
    /// Each pairing number's player, as the exports name him (index = number - 1).
    pub names: Vec<String>,
    /// Round 1 first.
    pub rounds: Vec<ScheduledRound>,
}

/// One round of a schedule: the games, White first, in board order, and the player with
/// the free round of an odd field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScheduledRound {
    pub games: Vec<(Tpn, Tpn)>,
    pub free: Option<Tpn>,
}

impl Schedule {
    /// The name of pairing number `number`.
    pub fn name(&self, number: Tpn) -> &str {
        number
            .checked_sub(1)
            .and_then(|index| self.names.get(index as usize))
            .map_or("", String::as_str)
    }

    /// `number`'s opponent and colour in each round (`None` for the free round).
    pub fn games_of(&self, number: Tpn) -> impl Iterator<Item = Option<(Tpn, super::Colour)>> {
        self.rounds.iter().map(move |round| {
            round.games.iter().find_map(|&(white, black)| {
                match (white == number, black == number) {
                    (true, _) => Some((black, super::Colour::White)),
                    (_, true) => Some((white, super::Colour::Black)),
                    _ => None,
                }
            })
        })
    }
}

/// The second cycle of a double round robin: the same table with colours reversed (C.05
/// Annex 1); the variants differ in the first cycle's last two rounds.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum DoubleRoundRobin {
    /// C.05 Annex 1: "it is recommended to reverse the order of the last two rounds of
    /// the first cycle", avoiding three games in a row with one colour (TRF
    /// `FIDE_DOUBLEROUNDROBIN`).
    #[default]
    Fide,
    /// The table played twice as printed (TRF `BERGER_DOUBLEROUNDROBIN`).
    Berger,
}

impl DoubleRoundRobin {
    pub const ALL: [DoubleRoundRobin; 2] = [DoubleRoundRobin::Fide, DoubleRoundRobin::Berger];

    pub fn code(self) -> &'static str {
        match self {
            DoubleRoundRobin::Fide => "fide",
            DoubleRoundRobin::Berger => "berger",
        }
    }
}

spelt_by!(
    DoubleRoundRobin,
    DoubleRoundRobin::code,
    ParseError::DoubleRoundRobin
);

/// How the players got their pairing numbers, fixed before round 1.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum Numbering {
    /// Drawing of lots, by the recorded seed.
    Lots,
    /// The initial order: rating, then title, then name.
    Rating,
    /// As the arbiter set them (the players' numbers in the file).
    Hand,
    /// C.05 Annex 2: federations draw from the Varma envelopes, by the recorded seed.
    Varma,
}

impl Numbering {
    pub const ALL: [Numbering; 4] = [
        Numbering::Lots,
        Numbering::Rating,
        Numbering::Hand,
        Numbering::Varma,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Numbering::Lots => "lots",
            Numbering::Rating => "rating",
            Numbering::Hand => "hand",
            Numbering::Varma => "varma",
        }
    }

    /// Whether the numbers are drawn by lot (and need a seed).
    pub fn is_drawn(self) -> bool {
        matches!(self, Numbering::Lots | Numbering::Varma)
    }
}

spelt_by!(Numbering, Numbering::code, ParseError::Numbering);

impl fmt::Display for DoubleRoundRobin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.code())
    }
}

impl fmt::Display for Numbering {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rounds_follow_from_the_players_and_cycles() {
        let single = RoundRobin::default();
        let double = RoundRobin {
            cycles: 2,
            ..single
        };
        assert_eq!([3, 4, 9, 10, 0].map(|n| single.rounds(n)), [3, 3, 9, 9, 1]);
        assert_eq!([3, 4, 9, 10].map(|n| double.rounds(n)), [6, 6, 18, 18]);
    }

    #[test]
    fn the_settings_are_written_by_their_codes() {
        let settings = RoundRobin {
            cycles: 2,
            double: DoubleRoundRobin::Berger,
            numbers: Numbering::Lots,
            seed: Some(7),
        };
        let text = toml::to_string(&settings).expect("written");
        assert_eq!(
            text,
            "cycles = 2\ndouble = \"berger\"\nnumbers = \"lots\"\nseed = 7\n"
        );
        assert_eq!(toml::from_str::<RoundRobin>(&text), Ok(settings));
        assert_eq!(
            "VARMA".parse::<Numbering>().map_err(|e| e.to_string()),
            Ok(Numbering::Varma)
        );
        assert_eq!(
            "swap"
                .parse::<DoubleRoundRobin>()
                .map_err(|e| e.to_string()),
            Err("unknown double round robin \"swap\" (expected fide or berger)".to_string())
        );
    }
}
