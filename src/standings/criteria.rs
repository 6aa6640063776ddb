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

use crate::model::Tiebreak;

use super::modifiers::Cut;

/// One comparison of the standings order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Criterion {
    /// DE (C.07 6).
    DirectEncounter,
    /// Dutch F10: the games among the players tied for first place.
    FirstPlaceEncounter,
    /// WIN (7.1).
    Wins,
    /// WON (7.2).
    GamesWon,
    /// BPG (7.3).
    GamesWithBlack,
    /// BWG (7.4).
    WinsWithBlack,
    /// PS (7.5).
    ProgressiveScore,
    /// BH (8.1) with a Cut or Median modifier (14).
    Buchholz(Cut),
    /// AOB (8.2).
    AverageOfOpponentsBuchholz,
    /// SB (9.1).
    SonnebornBerger,
    /// KS (9.2), its limit moved by so many half-points (14.5; 0: the 50% limit).
    Koya(i8),
    /// ARO (10.1).
    AverageRatingOfOpponents,
    /// TPR (10.2).
    PerformanceRating,
}

impl Criterion {
    /// The criteria a tie-break of the tournament's list stands for.
    pub fn of(tiebreak: Tiebreak) -> Vec<Criterion> {
        let one = |criterion| vec![criterion];
        match tiebreak {
            Tiebreak::DE => one(Criterion::DirectEncounter),
            Tiebreak::WIN => one(Criterion::Wins),
            Tiebreak::WON => one(Criterion::GamesWon),
            Tiebreak::BPG => one(Criterion::GamesWithBlack),
            Tiebreak::BWG => one(Criterion::WinsWithBlack),
            Tiebreak::PS => one(Criterion::ProgressiveScore),
            Tiebreak::BH => one(Criterion::Buchholz(Cut::NONE)),
            Tiebreak::BhCut1 => one(Criterion::Buchholz(Cut::CUT_1)),
            Tiebreak::BhCut2 => one(Criterion::Buchholz(Cut::CUT_2)),
            Tiebreak::BhMedian1 => one(Criterion::Buchholz(Cut::MEDIAN_1)),
            Tiebreak::BhMedian2 => one(Criterion::Buchholz(Cut::MEDIAN_2)),
            Tiebreak::AOB => one(Criterion::AverageOfOpponentsBuchholz),
            Tiebreak::SB => one(Criterion::SonnebornBerger),
            Tiebreak::KS => one(Criterion::Koya(0)),
            Tiebreak::KsLimit(shift) => one(Criterion::Koya(shift.half_points())),
            Tiebreak::ARO => one(Criterion::AverageRatingOfOpponents),
            Tiebreak::TPR => one(Criterion::PerformanceRating),
            Tiebreak::DutchFinalOrder => vec![
                Criterion::FirstPlaceEncounter,
                Criterion::AverageRatingOfOpponents,
            ],
        }
    }

    /// The column heading: the code of the tie-break the criterion is
    /// ([`Tiebreak::code`], `BH/C1`), or `DE-1st` for the Dutch final order's games
    /// among the players tied for first place.
    pub fn label(self) -> &'static str {
        Tiebreak::every()
            .find(|&tiebreak| Criterion::of(tiebreak) == [self])
            .map_or("DE-1st", Tiebreak::code)
    }

    /// What the column means, with its article, for the legend under the standings.
    pub fn description(self) -> &'static str {
        match self {
            Criterion::DirectEncounter => "direct encounter (C.07 6)",
            Criterion::FirstPlaceEncounter => {
                "games among the players tied for first place (Dutch F10)"
            }
            Criterion::Wins => "number of wins (C.07 7.1)",
            Criterion::GamesWon => "games won over the board (C.07 7.2)",
            Criterion::GamesWithBlack => "games played with Black (C.07 7.3)",
            Criterion::WinsWithBlack => "games won with Black (C.07 7.4)",
            Criterion::ProgressiveScore => "progressive score (C.07 7.5)",
            Criterion::Buchholz(cut) => match (cut.least, cut.most) {
                (1, 0) => "Buchholz Cut-1 (C.07 8.1, 14.1)",
                (2, 0) => "Buchholz Cut-2 (C.07 8.1, 14.2)",
                (1, 1) => "Buchholz Median-1 (C.07 8.1, 14.3)",
                (2, 2) => "Buchholz Median-2 (C.07 8.1, 14.4)",
                _ => "Buchholz (C.07 8.1)",
            },
            Criterion::AverageOfOpponentsBuchholz => "average of opponents' Buchholz (C.07 8.2)",
            Criterion::SonnebornBerger => "Sonneborn-Berger (C.07 9.1)",
            Criterion::Koya(0) => "Koya system (C.07 9.2)",
            Criterion::Koya(_) => "Koya system, limit moved (C.07 9.2, 14.5)",
            Criterion::AverageRatingOfOpponents => "average rating of opponents (C.07 10.1)",
            Criterion::PerformanceRating => "tournament performance rating (C.07 10.2)",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_heading_is_the_code_of_its_tiebreak() {
        for tiebreak in Tiebreak::every() {
            let labels: Vec<&str> = Criterion::of(tiebreak)
                .into_iter()
                .map(Criterion::label)
                .collect();
            let expected: &[&str] = match tiebreak {
                Tiebreak::DutchFinalOrder => &["DE-1st", "ARO"],
                other => &[other.code()],
            };
            assert_eq!(labels, expected);
        }
        assert_eq!(Criterion::Buchholz(Cut::MEDIAN_1).label(), "BH/M1");
        assert_eq!(Criterion::Koya(-2).label(), "KS/L-2");
    }
}
