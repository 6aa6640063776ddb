//! The editions of the regulations a tournament is run under.
//!
//! FIDE rewrites its regulations: the Dutch system of 1992-2006 became C.04.3 as applied
//! from 1 February 2026, the Rating Regulations of 2013 those of 2024, the C.07 tie-break
//! text of 2024 was amended for events from 1 March 2026. A tournament records the
//! edition of each regulation it uses ([`Editions`]), so a file is paired, rated and
//! ranked by the same rules whenever it is opened; a new tournament takes the editions
//! in force on its start date ([`Editions::in_force`]), and a file written before
//! editions were recorded keeps the founding texts it was made with
//! ([`Editions::founding`]).
//!
//! Each regulation lists the editions arbiter implements with the date each applied
//! from; "in force on a date" means the newest of those applied by then, or the oldest
//! one for an earlier date (arbiter implements no older text).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::{PairingSystem, ParseError};

/// The editions of the pairing, rating and tie-break regulations of one tournament.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Editions {
    pub pairing: PairingEdition,
    pub rating: RatingEdition,
    pub tiebreaks: TiebreakEdition,
}

impl Editions {
    /// The founding texts: what a tournament file without editions was made with.
    pub fn founding(system: PairingSystem) -> Editions {
        Editions {
            pairing: system.editions()[0].0,
            rating: RatingEdition::ALL[0].0,
            tiebreaks: TiebreakEdition::ALL[0].0,
        }
    }

    /// The editions in force on `date` (ISO `YYYY-MM-DD`) among those arbiter implements.
    pub fn in_force(system: PairingSystem, date: &str) -> Editions {
        Editions {
            pairing: in_force(system.editions(), date),
            rating: in_force(RatingEdition::ALL, date),
            tiebreaks: in_force(TiebreakEdition::ALL, date),
        }
    }
}

/// The newest edition applied by `date`, else the oldest (`editions` is oldest first).
fn in_force<E: Copy>(editions: &[(E, &str)], date: &str) -> E {
    editions
        .iter()
        .rev()
        .find(|(_, applied_from)| *applied_from <= date)
        .unwrap_or(&editions[0])
        .0
}

/// Today's date in UTC, ISO `YYYY-MM-DD`: the start date of a tournament that gives none.
pub fn today() -> String {
    let date = time::OffsetDateTime::now_utc().date();
    format!(
        "{:04}-{:02}-{:02}",
        date.year(),
        u8::from(date.month()),
        date.day()
    )
}

/// Defines an edition enum whose file and command-line text is its year.
macro_rules! edition {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident = $year:literal: $title:literal,)+ }) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        pub enum $name {
            $($(#[$vmeta])* #[serde(rename = $year)] $variant,)+
        }

        impl $name {
            /// The edition's year, as files and the command line write it.
            pub fn year(self) -> &'static str {
                match self { $($name::$variant => $year,)+ }
            }

            /// The edition's name, as screens and reports give it.
            pub fn title(self) -> &'static str {
                match self { $($name::$variant => $title,)+ }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.pad(self.year())
            }
        }

        impl FromStr for $name {
            type Err = ParseError;
            fn from_str(text: &str) -> Result<$name, ParseError> {
                match text {
                    $($year => Ok($name::$variant),)+
                    _ => Err(ParseError::Edition {
                        text: text.to_string(),
                        years: &[$($year),+],
                    }),
                }
            }
        }
    };
}

edition! {
    /// The edition of a pairing system's rules; which system has which:
    /// [`PairingSystem::editions`].
    PairingEdition {
        /// The Dutch system, rules of 1992-2006.
        Rules1992 = "1992": "rules of 1992-2006",
        /// The Dubov system C.04.4.1 of 1997.
        Rules1997 = "1997": "C.04.4.1 of 1997",
        /// The Berger and Varma tables of C.05 (General Regulations for Competitions)
        /// Annexes 1 and 2, dated 1 January 2022 as FIDE's tie-break checker dates them.
        Rules2022 = "2022": "C.05 Annexes 1 and 2, Berger and Varma tables",
        /// Applied from 1 February 2026: Dutch C.04.3, Dubov C.04.4.1, Burstein C.04.4.2,
        /// Double-Swiss C.04.5.
        Rules2026 = "2026": "applied from 1 February 2026",
    }
}

edition! {
    /// The edition of the FIDE Rating Regulations.
    RatingEdition {
        /// Effective from 1 July 2013.
        Rules2013 = "2013": "FIDE Rating Regulations effective from 1 July 2013",
        /// Applied from 1 March 2024, with the amendments in force in 2026.
        Rules2024 = "2024": "FIDE Rating Regulations effective from 1 March 2024",
    }
}

edition! {
    /// The edition of the C.07 tie-break regulations.
    TiebreakEdition {
        /// C.07 as applied from 1 August 2024.
        Rules2024 = "2024": "FIDE C.07 tie-break regulations of 2024",
        /// C.07 as amended for events from 1 March 2026 (Article 16.4: the capped dummy).
        Rules2026 = "2026": "FIDE C.07 tie-break regulations as amended from 1 March 2026",
    }
}

impl RatingEdition {
    /// Every edition arbiter implements with the date it applied from, oldest first.
    pub const ALL: &[(RatingEdition, &str)] = &[
        (RatingEdition::Rules2013, "2013-07-01"),
        (RatingEdition::Rules2024, "2024-03-01"),
    ];
}

impl TiebreakEdition {
    /// Every edition arbiter implements with the date it applied from, oldest first.
    pub const ALL: &[(TiebreakEdition, &str)] = &[
        (TiebreakEdition::Rules2024, "2024-08-01"),
        (TiebreakEdition::Rules2026, "2026-03-01"),
    ];
}

impl PairingSystem {
    /// The editions of the system's rules arbiter implements, with the date each applied
    /// from, oldest first.
    pub fn editions(self) -> &'static [(PairingEdition, &'static str)] {
        match self {
            PairingSystem::Dutch => &[
                (PairingEdition::Rules1992, "1992-01-01"),
                (PairingEdition::Rules2026, "2026-02-01"),
            ],
            PairingSystem::Dubov => &[
                (PairingEdition::Rules1997, "1997-01-01"),
                (PairingEdition::Rules2026, "2026-02-01"),
            ],
            PairingSystem::Burstein | PairingSystem::DoubleSwiss => {
                &[(PairingEdition::Rules2026, "2026-02-01")]
            }
            PairingSystem::RoundRobin => &[(PairingEdition::Rules2022, "2022-01-01")],
        }
    }

    /// Whether arbiter implements `edition` of this system.
    pub fn has_edition(self, edition: PairingEdition) -> bool {
        self.editions().iter().any(|(e, _)| *e == edition)
    }

    /// The editions of this system, as a message lists them: `1992 or 2026`.
    pub fn edition_list(self) -> String {
        let years: Vec<&str> = self.editions().iter().map(|(e, _)| e.year()).collect();
        years.join(" or ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn founding_editions_are_the_oldest() {
        let editions = Editions::founding(PairingSystem::Dutch);
        assert_eq!(editions.pairing, PairingEdition::Rules1992);
        assert_eq!(editions.rating, RatingEdition::Rules2013);
        assert_eq!(editions.tiebreaks, TiebreakEdition::Rules2024);
        assert_eq!(
            Editions::founding(PairingSystem::DoubleSwiss).pairing,
            PairingEdition::Rules2026
        );
    }

    #[test]
    fn rating_and_tiebreak_editions_follow_the_start_date() {
        let editions = |date| Editions::in_force(PairingSystem::Dutch, date);
        assert_eq!(editions("2024-02-29").rating, RatingEdition::Rules2013);
        assert_eq!(editions("2024-03-01").rating, RatingEdition::Rules2024);
        assert_eq!(editions("2026-02-28").tiebreaks, TiebreakEdition::Rules2024);
        assert_eq!(editions("2026-03-01").tiebreaks, TiebreakEdition::Rules2026);
    }

    #[test]
    fn in_force_takes_the_newest_applied_else_the_oldest() {
        let table = [(1, "2013-07-01"), (2, "2024-03-01")];
        assert_eq!(in_force(&table, "2000-01-01"), 1);
        assert_eq!(in_force(&table, "2024-02-29"), 1);
        assert_eq!(in_force(&table, "2024-03-01"), 2);
        assert_eq!(in_force(&table, "2030-12-31"), 2);
    }

    #[test]
    fn editions_read_and_write_as_years() {
        assert_eq!("1992".parse(), Ok(PairingEdition::Rules1992));
        assert_eq!(PairingEdition::Rules2026.to_string(), "2026");
        assert_eq!(
            "2025".parse::<PairingEdition>().map_err(|e| e.to_string()),
            Err("unknown edition \"2025\" (expected 1992, 1997, 2022, 2026)".to_string())
        );
        let editions: Editions =
            toml::from_str("pairing = \"1992\"\nrating = \"2013\"\ntiebreaks = \"2024\"").unwrap();
        assert_eq!(editions, Editions::founding(PairingSystem::Dutch));
    }

    #[test]
    fn today_is_an_iso_date() {
        let today = today();
        assert!(
            crate::model::validate::iso_date(&today).is_some(),
            "{today}"
        );
    }
}
