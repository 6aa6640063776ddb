//! Tie-breaks by their MTB26 rank-order descriptors (FIDE "Mandatory Tie-Breaks", the
//! attachment of TRF-26 records 202 and 212): a C.07 Article 5 acronym followed by its
//! modifiers, `BH/C1/P`, `KS/L+1`, `TPN/R`.
//!
//! The descriptor is the one spelling of a tie-break: the tournament file, the command
//! line, TRF and the standings' headings all write it. It is read in any case, with the
//! modifiers in any order; the Handbook's hyphen (`BH-C1`) and the name C.07 gave REP
//! before 2024 (`GE`) are read too. Each name takes only the modifiers MTB26 lists for
//! it ([`TiebreakName::accepts`]).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::ParseError;

/// A tie-break of C.07 Article 5 for individual events, without its modifiers (and the
/// Dutch system's F10 final order, which C.07 does not have).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TiebreakName {
    /// Direct encounter (C.07 6).
    DE,
    /// Number of wins, with or without playing (7.1).
    WIN,
    /// Number of games won over the board (7.2).
    WON,
    /// Number of games played with Black (7.3).
    BPG,
    /// Number of games won with Black (7.4).
    BWG,
    /// (Sum of) progressive scores (7.5).
    PS,
    /// Rounds one elected to play in (7.6; "GE" before 2024).
    REP,
    /// Standard points: 1, ½, 0 per round whatever the scoring (7.7, 2026).
    STD,
    /// Tournament pairing number, lowest first (7.8, 2026).
    TPN,
    /// Buchholz (8.1).
    BH,
    /// Average of opponents' Buchholz (8.2).
    AOB,
    /// Fore Buchholz: Buchholz with the final round's games drawn (8.3).
    FB,
    /// Sonneborn-Berger (9.1).
    SB,
    /// Koya system (9.2).
    KS,
    /// Average rating of opponents (10.1).
    ARO,
    /// Tournament performance rating (10.2).
    TPR,
    /// Perfect tournament performance (10.3).
    PTP,
    /// Average tournament performance rating of opponents (10.4).
    APRO,
    /// Average perfect performance of opponents (10.5).
    APPO,
    /// Rating, highest first (10.6, 2026).
    RTNG,
    /// Dutch system F10 final order (points; games between the tied players for first
    /// place only; average rating of opponents; lots).
    DutchFinalOrder,
}

/// A modifier of an MTB26 descriptor, as [`TiebreakName::accepts`] lists them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ModifierKind {
    /// `/Cn`, Cut-n (C.07 14.1, 14.2).
    Cut,
    /// `/Mn`, Median-n (14.3, 14.4).
    Median,
    /// `/P`: forfeits counted as games played against the scheduled opponent.
    ForfeitsPlayed,
    /// `/F`: the opponents' Fore Buchholz instead of their Buchholz.
    Fore,
    /// `/R`: the reverse order.
    Reverse,
    /// `/L±n`: the Koya limit moved by n half-points (14.5).
    Limit,
}

impl TiebreakName {
    /// Every name, in the order the settings list them.
    pub const ALL: [TiebreakName; 21] = [
        TiebreakName::BH,
        TiebreakName::FB,
        TiebreakName::SB,
        TiebreakName::DE,
        TiebreakName::ARO,
        TiebreakName::AOB,
        TiebreakName::TPR,
        TiebreakName::PTP,
        TiebreakName::APRO,
        TiebreakName::APPO,
        TiebreakName::WIN,
        TiebreakName::WON,
        TiebreakName::BPG,
        TiebreakName::BWG,
        TiebreakName::REP,
        TiebreakName::STD,
        TiebreakName::PS,
        TiebreakName::KS,
        TiebreakName::RTNG,
        TiebreakName::TPN,
        TiebreakName::DutchFinalOrder,
    ];

    /// The Article 5 acronym (`DUTCH-F10` for the Dutch final order).
    pub fn code(self) -> &'static str {
        match self {
            TiebreakName::DE => "DE",
            TiebreakName::WIN => "WIN",
            TiebreakName::WON => "WON",
            TiebreakName::BPG => "BPG",
            TiebreakName::BWG => "BWG",
            TiebreakName::PS => "PS",
            TiebreakName::REP => "REP",
            TiebreakName::STD => "STD",
            TiebreakName::TPN => "TPN",
            TiebreakName::BH => "BH",
            TiebreakName::AOB => "AOB",
            TiebreakName::FB => "FB",
            TiebreakName::SB => "SB",
            TiebreakName::KS => "KS",
            TiebreakName::ARO => "ARO",
            TiebreakName::TPR => "TPR",
            TiebreakName::PTP => "PTP",
            TiebreakName::APRO => "APRO",
            TiebreakName::APPO => "APPO",
            TiebreakName::RTNG => "RTNG",
            TiebreakName::DutchFinalOrder => "DUTCH-F10",
        }
    }

    /// The modifiers MTB26 lists for the name (its tables 1 and 2): the Cut and Median
    /// of the sums of Article 14 (Median not for SB nor PS), `/P` for direct encounter
    /// and the sums over opponents' scores, `/F` for AOB, `/R` for the orders of
    /// Articles 7.8 and 10.6, `/L` for Koya.
    pub fn accepts(self, modifier: ModifierKind) -> bool {
        use ModifierKind::{Cut, Fore, ForfeitsPlayed, Limit, Median, Reverse};
        match self {
            TiebreakName::DE => modifier == ForfeitsPlayed,
            TiebreakName::BH | TiebreakName::FB => {
                matches!(modifier, Cut | Median | ForfeitsPlayed)
            }
            TiebreakName::SB => matches!(modifier, Cut | ForfeitsPlayed),
            TiebreakName::PS => modifier == Cut,
            TiebreakName::ARO => matches!(modifier, Cut | Median),
            TiebreakName::AOB => modifier == Fore,
            TiebreakName::KS => modifier == Limit,
            TiebreakName::TPN | TiebreakName::RTNG => modifier == Reverse,
            TiebreakName::WIN
            | TiebreakName::WON
            | TiebreakName::BPG
            | TiebreakName::BWG
            | TiebreakName::REP
            | TiebreakName::STD
            | TiebreakName::TPR
            | TiebreakName::PTP
            | TiebreakName::APRO
            | TiebreakName::APPO
            | TiebreakName::DutchFinalOrder => false,
        }
    }

    /// The rating-based tie-breaks of C.07 Article 10, which meet the question of
    /// unrated participants.
    pub fn is_rating_based(self) -> bool {
        matches!(
            self,
            TiebreakName::ARO
                | TiebreakName::TPR
                | TiebreakName::PTP
                | TiebreakName::APRO
                | TiebreakName::APPO
                | TiebreakName::RTNG
        )
    }

    fn read(text: &str) -> Option<TiebreakName> {
        if text.eq_ignore_ascii_case("GE") {
            return Some(TiebreakName::REP);
        }
        TiebreakName::ALL
            .into_iter()
            .find(|name| name.code().eq_ignore_ascii_case(text))
    }
}

/// How many least and most significant values a Cut or Median modifier removes (C.07
/// 14.1 to 14.4): Cut-n removes the n least significant, Median-n as many at each end.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cut {
    pub least: usize,
    pub most: usize,
}

impl Cut {
    pub const NONE: Cut = Cut { least: 0, most: 0 };
    pub const CUT_1: Cut = Cut { least: 1, most: 0 };
    pub const CUT_2: Cut = Cut { least: 2, most: 0 };
    pub const MEDIAN_1: Cut = Cut { least: 1, most: 1 };
    pub const MEDIAN_2: Cut = Cut { least: 2, most: 2 };
    /// The largest n of `/Cn` and `/Mn` read ("any reasonable value", MTB26).
    pub const MOST: usize = 9;

    /// `/C1`, `/M2`; empty for no cut.
    fn code(self) -> String {
        match (self.least, self.most) {
            (0, 0) => String::new(),
            (n, 0) => format!("/C{n}"),
            (n, _) => format!("/M{n}"),
        }
    }
}

/// A tie-break with its modifiers, spelt by its MTB26 descriptor ([`fmt::Display`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Tiebreak {
    pub name: TiebreakName,
    /// `/Cn`, `/Mn`.
    pub cut: Cut,
    /// `/P`: a forfeit counts as a game played against the scheduled opponent, with its
    /// result (MTB26; C.07 6.1.1 for direct encounter).
    pub forfeits_played: bool,
    /// `/F`: AOB averages the opponents' Fore Buchholz (C.07 8.2, 2026 wording).
    pub fore: bool,
    /// `/R`: TPN from the highest number, RTNG from the lowest rating (7.8, 10.6).
    pub reverse: bool,
    /// `/L±n`: the Koya limit moved by n half-points (14.5).
    pub koya_shift: i8,
}

impl Tiebreak {
    /// The tie-break `name` without modifiers.
    pub const fn plain(name: TiebreakName) -> Tiebreak {
        Tiebreak {
            name,
            cut: Cut::NONE,
            forfeits_played: false,
            fore: false,
            reverse: false,
            koya_shift: 0,
        }
    }

    const fn cut_by(name: TiebreakName, cut: Cut) -> Tiebreak {
        Tiebreak {
            cut,
            ..Tiebreak::plain(name)
        }
    }

    pub const DE: Tiebreak = Tiebreak::plain(TiebreakName::DE);
    pub const WIN: Tiebreak = Tiebreak::plain(TiebreakName::WIN);
    pub const WON: Tiebreak = Tiebreak::plain(TiebreakName::WON);
    pub const BPG: Tiebreak = Tiebreak::plain(TiebreakName::BPG);
    pub const BWG: Tiebreak = Tiebreak::plain(TiebreakName::BWG);
    pub const PS: Tiebreak = Tiebreak::plain(TiebreakName::PS);
    pub const REP: Tiebreak = Tiebreak::plain(TiebreakName::REP);
    pub const STD: Tiebreak = Tiebreak::plain(TiebreakName::STD);
    pub const TPN: Tiebreak = Tiebreak::plain(TiebreakName::TPN);
    pub const BH: Tiebreak = Tiebreak::plain(TiebreakName::BH);
    pub const BH_C1: Tiebreak = Tiebreak::cut_by(TiebreakName::BH, Cut::CUT_1);
    pub const BH_C2: Tiebreak = Tiebreak::cut_by(TiebreakName::BH, Cut::CUT_2);
    pub const BH_M1: Tiebreak = Tiebreak::cut_by(TiebreakName::BH, Cut::MEDIAN_1);
    pub const BH_M2: Tiebreak = Tiebreak::cut_by(TiebreakName::BH, Cut::MEDIAN_2);
    pub const AOB: Tiebreak = Tiebreak::plain(TiebreakName::AOB);
    pub const FB: Tiebreak = Tiebreak::plain(TiebreakName::FB);
    pub const SB: Tiebreak = Tiebreak::plain(TiebreakName::SB);
    pub const KS: Tiebreak = Tiebreak::plain(TiebreakName::KS);
    pub const ARO: Tiebreak = Tiebreak::plain(TiebreakName::ARO);
    pub const TPR: Tiebreak = Tiebreak::plain(TiebreakName::TPR);
    pub const PTP: Tiebreak = Tiebreak::plain(TiebreakName::PTP);
    pub const APRO: Tiebreak = Tiebreak::plain(TiebreakName::APRO);
    pub const APPO: Tiebreak = Tiebreak::plain(TiebreakName::APPO);
    pub const RTNG: Tiebreak = Tiebreak::plain(TiebreakName::RTNG);
    pub const DUTCH_F10: Tiebreak = Tiebreak::plain(TiebreakName::DutchFinalOrder);

    /// The tie-breaks the settings offer, in that order: every name, and the variants
    /// an arbiter usually picks. Any other descriptor is typed
    /// (`arbiter settings --tiebreaks`).
    pub const OFFERED: [Tiebreak; 34] = [
        Tiebreak::BH_C1,
        Tiebreak::BH,
        Tiebreak::BH_C2,
        Tiebreak::BH_M1,
        Tiebreak::BH_M2,
        Tiebreak {
            forfeits_played: true,
            ..Tiebreak::BH
        },
        Tiebreak {
            forfeits_played: true,
            ..Tiebreak::BH_C1
        },
        Tiebreak::FB,
        Tiebreak::cut_by(TiebreakName::FB, Cut::CUT_1),
        Tiebreak::SB,
        Tiebreak::cut_by(TiebreakName::SB, Cut::CUT_1),
        Tiebreak {
            forfeits_played: true,
            ..Tiebreak::SB
        },
        Tiebreak::DE,
        Tiebreak {
            forfeits_played: true,
            ..Tiebreak::DE
        },
        Tiebreak::ARO,
        Tiebreak::cut_by(TiebreakName::ARO, Cut::CUT_1),
        Tiebreak::AOB,
        Tiebreak {
            fore: true,
            ..Tiebreak::AOB
        },
        Tiebreak::TPR,
        Tiebreak::PTP,
        Tiebreak::APRO,
        Tiebreak::APPO,
        Tiebreak::WIN,
        Tiebreak::WON,
        Tiebreak::BPG,
        Tiebreak::BWG,
        Tiebreak::REP,
        Tiebreak::STD,
        Tiebreak::PS,
        Tiebreak::cut_by(TiebreakName::PS, Cut::CUT_1),
        Tiebreak::KS,
        Tiebreak::RTNG,
        Tiebreak::TPN,
        Tiebreak::DUTCH_F10,
    ];

    /// The MTB26 descriptor (`BH/C1/P`; TRF-26 records 202 and 212).
    pub fn code(self) -> String {
        self.to_string()
    }

    /// Whether a higher value ranks first: every tie-break but TPN (7.8: the lowest
    /// number first), each turned round by `/R`.
    pub fn higher_is_better(self) -> bool {
        (self.name != TiebreakName::TPN) != self.reverse
    }

    /// The modifier `text` (after a `/`) set on this tie-break, if `name` accepts it.
    fn with_modifier(self, text: &str) -> Option<(Tiebreak, ModifierKind)> {
        let upper = text.to_ascii_uppercase();
        let count = |digits: &str| {
            digits
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=Cut::MOST).contains(n))
        };
        let (changed, kind) = match upper.as_bytes().first()? {
            b'C' => {
                let n = count(&upper[1..])?;
                (
                    Tiebreak {
                        cut: Cut { least: n, most: 0 },
                        ..self
                    },
                    ModifierKind::Cut,
                )
            }
            b'M' => {
                let n = count(&upper[1..])?;
                (
                    Tiebreak {
                        cut: Cut { least: n, most: n },
                        ..self
                    },
                    ModifierKind::Median,
                )
            }
            b'L' => {
                let shift = upper[1..].parse::<i8>().ok().filter(|&s| {
                    s != 0
                        && (-KOYA_MOST_SHIFT..=KOYA_MOST_SHIFT).contains(&s)
                        && upper[1..].starts_with(['+', '-'])
                })?;
                (
                    Tiebreak {
                        koya_shift: shift,
                        ..self
                    },
                    ModifierKind::Limit,
                )
            }
            _ if upper == "P" => (
                Tiebreak {
                    forfeits_played: true,
                    ..self
                },
                ModifierKind::ForfeitsPlayed,
            ),
            _ if upper == "F" => (Tiebreak { fore: true, ..self }, ModifierKind::Fore),
            _ if upper == "R" => (
                Tiebreak {
                    reverse: true,
                    ..self
                },
                ModifierKind::Reverse,
            ),
            _ => return None,
        };
        Some((changed, kind))
    }
}

/// The largest Koya limit shift read, in half-points either way (`KS/L+20`: ten points).
const KOYA_MOST_SHIFT: i8 = 20;

impl fmt::Display for Tiebreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut code = format!("{}{}", self.name.code(), self.cut.code());
        if self.forfeits_played {
            code.push_str("/P");
        }
        if self.fore {
            code.push_str("/F");
        }
        if self.reverse {
            code.push_str("/R");
        }
        if self.koya_shift != 0 {
            code.push_str(&format!("/L{:+}", self.koya_shift));
        }
        f.pad(&code)
    }
}

/// A descriptor read in any case, its modifiers in any order, each at most once: `BH/C1/P`,
/// `bh-c1`, `KS/L+1`, `GE`. `BH/F` is Fore Buchholz (MTB26 lists `/F` under BH), read
/// as `FB`.
impl FromStr for Tiebreak {
    type Err = ParseError;
    fn from_str(text: &str) -> Result<Tiebreak, ParseError> {
        let trimmed = text.trim();
        let unknown = || ParseError::Tiebreak(text.to_string());
        if trimmed.eq_ignore_ascii_case(TiebreakName::DutchFinalOrder.code()) {
            return Ok(Tiebreak::DUTCH_F10);
        }
        let split = trimmed.find(['/', '-']).unwrap_or(trimmed.len());
        let name = TiebreakName::read(&trimmed[..split]).ok_or_else(unknown)?;
        let mut tiebreak = Tiebreak::plain(name);
        let mut seen: Vec<ModifierKind> = Vec::new();
        let rest = trimmed[split..].strip_prefix(['/', '-']).unwrap_or("");
        for modifier in rest.split('/').filter(|m| !m.is_empty()) {
            let refused = || ParseError::TiebreakModifier {
                descriptor: text.to_string(),
                modifier: modifier.to_string(),
            };
            let (changed, kind) = tiebreak.with_modifier(modifier).ok_or_else(refused)?;
            let fore_buchholz = name == TiebreakName::BH && kind == ModifierKind::Fore;
            let cuts = [ModifierKind::Cut, ModifierKind::Median];
            let twice = seen.contains(&kind)
                || (cuts.contains(&kind) && seen.iter().any(|k| cuts.contains(k)));
            if twice || !(name.accepts(kind) || fore_buchholz) {
                return Err(refused());
            }
            seen.push(kind);
            tiebreak = match fore_buchholz {
                true => Tiebreak {
                    name: TiebreakName::FB,
                    ..tiebreak
                },
                false => changed,
            };
        }
        if !trimmed[split..].is_empty() && rest.is_empty() {
            return Err(unknown());
        }
        Ok(tiebreak)
    }
}

impl From<Tiebreak> for String {
    fn from(tiebreak: Tiebreak) -> String {
        tiebreak.to_string()
    }
}

impl TryFrom<String> for Tiebreak {
    type Error = ParseError;
    fn try_from(text: String) -> Result<Tiebreak, ParseError> {
        text.parse()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<Tiebreak, ParseError> {
        text.parse()
    }

    #[test]
    fn descriptors_are_read_in_any_order_and_written_in_mtb26_order() {
        let buchholz = read("bh/p/c1").expect("a descriptor");
        assert_eq!(buchholz.to_string(), "BH/C1/P");
        assert_eq!(read("BH-C1"), Ok(Tiebreak::BH_C1));
        assert_eq!(read("BH/M2"), Ok(Tiebreak::BH_M2));
        assert_eq!(read("ks/l+3").map(|t| t.to_string()), Ok("KS/L+3".into()));
        assert_eq!(read("KS/L-12").map(|t| t.koya_shift), Ok(-12));
        assert_eq!(read("GE"), Ok(Tiebreak::REP));
        assert_eq!(read("DUTCH-F10"), Ok(Tiebreak::DUTCH_F10));
        assert_eq!(read("BH/F/C1").map(|t| t.to_string()), Ok("FB/C1".into()));
        assert_eq!(read("AOB/F").map(|t| t.to_string()), Ok("AOB/F".into()));
        assert_eq!(read("TPN/R").map(|t| t.higher_is_better()), Ok(true));
        assert!(!Tiebreak::TPN.higher_is_better());
        for tiebreak in Tiebreak::OFFERED {
            assert_eq!(read(&tiebreak.code().to_lowercase()), Ok(tiebreak));
        }
    }

    #[test]
    fn a_modifier_its_tiebreak_does_not_take_is_refused() {
        for (descriptor, modifier) in [
            ("SB/M1", "M1"),
            ("WIN/P", "P"),
            ("BH/C1/M1", "M1"),
            ("BH/P/P", "P"),
            ("KS/L0", "L0"),
            ("KS/L3", "L3"),
            ("ARO/C10", "C10"),
            ("TPR/R", "R"),
        ] {
            assert_eq!(
                read(descriptor),
                Err(ParseError::TiebreakModifier {
                    descriptor: descriptor.into(),
                    modifier: modifier.into(),
                }),
                "{descriptor}"
            );
        }
        assert_eq!(read("XYZ"), Err(ParseError::Tiebreak("XYZ".into())));
        assert_eq!(read("BH/"), Err(ParseError::Tiebreak("BH/".into())));
    }
}
