//! The criteria the standings are ordered by: the tournament's tie-breaks
//! (`Tournament::tiebreaks`, C.07 4.1) after the points, each turned into the
//! comparisons it makes.
//!
//! The Dutch system's final order (Dutch F10) is a list of its own: the points; "where
//! it concerns the first place: the best result in games played against each other";
//! the highest average rating of the opponents; the drawing of lots. The games against
//! each other are compared as C.07 Article 6 (direct encounter) compares them, and only
//! to decide who takes first place: the players tied on points for first place whom
//! Article 6 puts at the top stay ahead of the others of that group, and everyone still
//! tied (for first place or any other) goes on to the average rating of the opponents,
//! as C.07 10.1 defines it.

use crate::model::{Tiebreak, TiebreakName};

/// One comparison of the standings order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Criterion {
    /// A tie-break of C.07 with its modifiers.
    Tiebreak(Tiebreak),
    /// Dutch F10: the games among the players tied for first place.
    FirstPlaceEncounter,
}

impl Criterion {
    /// The criteria a tie-break of the tournament's list stands for.
    pub fn of(tiebreak: Tiebreak) -> Vec<Criterion> {
        match tiebreak.name {
            TiebreakName::DutchFinalOrder => vec![
                Criterion::FirstPlaceEncounter,
                Criterion::Tiebreak(Tiebreak::ARO),
            ],
            _ => vec![Criterion::Tiebreak(tiebreak)],
        }
    }

    /// The column heading: the MTB26 descriptor of the tie-break ([`Tiebreak::code`],
    /// `BH/C1`), or `DE-1st` for the Dutch final order's games among the players tied
    /// for first place.
    pub fn label(self) -> String {
        match self {
            Criterion::Tiebreak(tiebreak) => tiebreak.code(),
            Criterion::FirstPlaceEncounter => "DE-1st".to_string(),
        }
    }

    /// Whether a higher value ranks first ([`Tiebreak::higher_is_better`]).
    pub fn higher_is_better(self) -> bool {
        match self {
            Criterion::Tiebreak(tiebreak) => tiebreak.higher_is_better(),
            Criterion::FirstPlaceEncounter => true,
        }
    }

    /// What the column means, with its article, for the legend under the standings.
    pub fn description(self) -> String {
        match self {
            Criterion::FirstPlaceEncounter => {
                "games among the players tied for first place (Dutch F10)".to_string()
            }
            Criterion::Tiebreak(tiebreak) => describe(tiebreak),
        }
    }
}

/// The tie-break in words, its modifiers after its name, with the articles: `Buchholz
/// Cut-1 (C.07 8.1, 14.1)`.
fn describe(tiebreak: Tiebreak) -> String {
    let (name, article) = match tiebreak.name {
        TiebreakName::DE => ("direct encounter", "C.07 6"),
        TiebreakName::WIN => ("number of wins", "C.07 7.1"),
        TiebreakName::WON => ("games won over the board", "C.07 7.2"),
        TiebreakName::BPG => ("games played with Black", "C.07 7.3"),
        TiebreakName::BWG => ("games won with Black", "C.07 7.4"),
        TiebreakName::PS => ("progressive score", "C.07 7.5"),
        TiebreakName::REP => ("rounds elected to play", "C.07 7.6"),
        TiebreakName::STD => ("standard points", "C.07 7.7"),
        TiebreakName::TPN => ("tournament pairing number", "C.07 7.8"),
        TiebreakName::BH => ("Buchholz", "C.07 8.1"),
        TiebreakName::AOB if tiebreak.fore => {
            ("average of opponents' Fore Buchholz", "C.07 8.2, 8.3")
        }
        TiebreakName::AOB => ("average of opponents' Buchholz", "C.07 8.2"),
        TiebreakName::FB => ("Fore Buchholz", "C.07 8.3"),
        TiebreakName::SB => ("Sonneborn-Berger", "C.07 9.1"),
        TiebreakName::KS => ("Koya system", "C.07 9.2"),
        TiebreakName::ARO => ("average rating of opponents", "C.07 10.1"),
        TiebreakName::TPR => ("tournament performance rating", "C.07 10.2"),
        TiebreakName::PTP => ("perfect tournament performance", "C.07 10.3"),
        TiebreakName::APRO => ("average performance rating of opponents", "C.07 10.4"),
        TiebreakName::APPO => ("average perfect performance of opponents", "C.07 10.5"),
        TiebreakName::RTNG => ("rating", "C.07 10.6"),
        TiebreakName::DutchFinalOrder => ("final order", "Dutch F10"),
    };
    let mut words = name.to_string();
    let mut articles = vec![article];
    match (tiebreak.cut.least, tiebreak.cut.most) {
        (0, _) => {}
        (n, 0) => {
            words.push_str(&format!(" Cut-{n}"));
            articles.push(if n == 1 { "14.1" } else { "14.2" });
        }
        (n, _) => {
            words.push_str(&format!(" Median-{n}"));
            articles.push(if n == 1 { "14.3" } else { "14.4" });
        }
    }
    if tiebreak.forfeits_played {
        words.push_str(", forfeits as played");
        articles.push("MTB26 /P");
    }
    if tiebreak.reverse {
        words.push_str(", reverse order");
    }
    if tiebreak.koya_shift != 0 {
        words.push_str(", limit moved");
        articles.push("14.5");
    }
    format!("{words} ({})", articles.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_heading_is_the_descriptor_of_its_tiebreak() {
        for tiebreak in Tiebreak::OFFERED
            .into_iter()
            .filter(|&t| t != Tiebreak::DUTCH_F10)
        {
            let labels: Vec<String> = Criterion::of(tiebreak)
                .into_iter()
                .map(Criterion::label)
                .collect();
            assert_eq!(labels, [tiebreak.code()]);
        }
        let labels: Vec<String> = Criterion::of(Tiebreak::DUTCH_F10)
            .into_iter()
            .map(Criterion::label)
            .collect();
        assert_eq!(labels, ["DE-1st", "ARO"]);
    }

    #[test]
    fn a_description_names_the_modifiers_with_their_articles() {
        let described =
            |text: &str| Criterion::Tiebreak(text.parse().expect("a descriptor")).description();
        assert_eq!(described("BH/C1"), "Buchholz Cut-1 (C.07 8.1, 14.1)");
        assert_eq!(
            described("FB/M2/P"),
            "Fore Buchholz Median-2, forfeits as played (C.07 8.3, 14.4, MTB26 /P)"
        );
        assert_eq!(
            described("KS/L-2"),
            "Koya system, limit moved (C.07 9.2, 14.5)"
        );
        assert_eq!(described("RTNG/R"), "rating, reverse order (C.07 10.6)");
    }
}
