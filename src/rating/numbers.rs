//! Exact numbers for the rating calculations.
//!
//! The regulations count scores in half points (8.55(b): a game scores 1, 0.5 or 0) and
//! use the tables 8.1a and 8.1b to two decimals "precisely as shown" (12.2), so every
//! calculation here is done in integers: half points, hundredths, and exact fractions
//! that are rounded once, at the end, the way 8.32 and 8.57 say.

use std::fmt;
use std::iter::Sum;
use std::ops::{Add, Sub};

/// The result of one game for one player (8.55(b): the score is 1, 0.5 or 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameScore {
    Loss,
    Draw,
    Win,
}

impl GameScore {
    /// The score in half points: 0, 1 or 2.
    pub const fn half_points(self) -> HalfPoints {
        match self {
            GameScore::Loss => HalfPoints(0),
            GameScore::Draw => HalfPoints(1),
            GameScore::Win => HalfPoints(2),
        }
    }

    /// The opponent's result of the same game.
    pub const fn opponent(self) -> GameScore {
        match self {
            GameScore::Loss => GameScore::Win,
            GameScore::Draw => GameScore::Draw,
            GameScore::Win => GameScore::Loss,
        }
    }
}

/// A score counted in half points: 13 half points are the 6½ points of the 8.34 example.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct HalfPoints(pub u32);

impl HalfPoints {
    /// The same score in hundredths of a point.
    pub const fn hundredths(self) -> Hundredths {
        Hundredths(self.0 as i64 * 50)
    }
}

impl Add for HalfPoints {
    type Output = HalfPoints;

    fn add(self, other: HalfPoints) -> HalfPoints {
        HalfPoints(self.0 + other.0)
    }
}

impl Sum for HalfPoints {
    fn sum<I: Iterator<Item = HalfPoints>>(iter: I) -> HalfPoints {
        iter.fold(HalfPoints(0), Add::add)
    }
}

/// Written as points: `6`, `6.5`.
impl fmt::Display for HalfPoints {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let points = self.0 / 2;
        if self.0.is_multiple_of(2) {
            write!(f, "{points}")
        } else {
            write!(f, "{points}.5")
        }
    }
}

/// A number from 0.00 to 1.00 in hundredths: a fractional score `p` (table 8.1a) or a
/// scoring probability `P_D` (table 8.1b).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Fraction(u8);

impl Fraction {
    /// The fraction with this many hundredths, if it is at most 1.00.
    pub const fn from_hundredths(hundredths: u8) -> Option<Fraction> {
        if hundredths <= 100 {
            Some(Fraction(hundredths))
        } else {
            None
        }
    }

    /// The fractional score `p` of `score` in `games` games, rounded to the two decimals
    /// of table 8.1a with .005 rounded up (the rounding direction of 8.32 and 8.57).
    /// `None` when there are no games or the score is more than the games allow.
    pub fn of_score(score: HalfPoints, games: u32) -> Option<Fraction> {
        if games == 0 || score.0 > 2 * games {
            return None;
        }
        // p = score / (2 games) in half points; in hundredths, rounded half up.
        let hundredths = round_half_up(i64::from(score.0) * 100, 2 * i64::from(games));
        u8::try_from(hundredths)
            .ok()
            .and_then(Fraction::from_hundredths)
    }

    pub const fn hundredths(self) -> u8 {
        self.0
    }

    /// `1 - self`: the other player's probability in table 8.1b.
    pub const fn complement(self) -> Fraction {
        Fraction(100 - self.0)
    }

    /// The same value as a signed amount in hundredths.
    pub const fn as_hundredths(self) -> Hundredths {
        Hundredths(self.0 as i64)
    }
}

/// Written with two decimals: `0.92`, `1.00`.
impl fmt::Display for Fraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.as_hundredths(), f)
    }
}

/// A signed amount counted in hundredths: sums of expected scores, the ΣΔR of 8.55(b) and
/// the unrounded rating change K × ΣΔR of 8.55(c).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Hundredths(pub i64);

impl Hundredths {
    /// This amount multiplied by a whole number, such as the development coefficient K.
    pub const fn times(self, factor: i64) -> Hundredths {
        Hundredths(self.0 * factor)
    }

    /// Rounded to a whole number with .5 rounded up (8.32, 8.57).
    pub fn round_half_up(self) -> i64 {
        round_half_up(self.0, 100)
    }

    /// Rounded to a whole number with .5 rounded away from zero (2024 8.3.4).
    pub fn round_half_away_from_zero(self) -> i64 {
        self.0.signum() * round_half_up(self.0.abs(), 100)
    }
}

impl Add for Hundredths {
    type Output = Hundredths;

    fn add(self, other: Hundredths) -> Hundredths {
        Hundredths(self.0 + other.0)
    }
}

impl Sub for Hundredths {
    type Output = Hundredths;

    fn sub(self, other: Hundredths) -> Hundredths {
        Hundredths(self.0 - other.0)
    }
}

impl Sum for Hundredths {
    fn sum<I: Iterator<Item = Hundredths>>(iter: I) -> Hundredths {
        iter.fold(Hundredths(0), Add::add)
    }
}

/// Written with two decimals (`-5.70`, `4.88`); `{:+}` writes the sign of positive
/// amounts too (`+13.35`).
impl fmt::Display for Hundredths {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 {
            "-"
        } else if f.sign_plus() {
            "+"
        } else {
            ""
        };
        let magnitude = self.0.unsigned_abs();
        let text = format!("{sign}{}.{:02}", magnitude / 100, magnitude % 100);
        f.pad(&text)
    }
}

/// `numerator / denominator` rounded to the nearest whole number, a half rounded up
/// (towards positive infinity, as 8.32 and 8.57 round a rating). `denominator` must be
/// positive.
pub(crate) fn round_half_up(numerator: i64, denominator: i64) -> i64 {
    debug_assert!(
        denominator > 0,
        "rounding divides by a count of games or 100"
    );
    (2 * numerator + denominator).div_euclid(2 * denominator)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_takes_halves_up_on_both_sides_of_zero() {
        assert_eq!(round_half_up(150, 100), 2);
        assert_eq!(round_half_up(149, 100), 1);
        assert_eq!(round_half_up(-150, 100), -1);
        assert_eq!(round_half_up(-151, 100), -2);
        assert_eq!(round_half_up(26210, 12), 2184);
        assert_eq!(round_half_up(0, 7), 0);
        assert_eq!(Hundredths(150).round_half_away_from_zero(), 2);
        assert_eq!(Hundredths(-150).round_half_away_from_zero(), -2);
        assert_eq!(Hundredths(-149).round_half_away_from_zero(), -1);
        assert_eq!(Hundredths(0).round_half_away_from_zero(), 0);
    }

    #[test]
    fn fractional_score_is_rounded_to_hundredths_half_up() {
        let p = |half, games| Fraction::of_score(HalfPoints(half), games).map(Fraction::hundredths);
        assert_eq!(p(2, 3), Some(33)); // 1 of 3 = 0.333
        assert_eq!(p(4, 3), Some(67)); // 2 of 3 = 0.667
        assert_eq!(p(2, 8), Some(13)); // 1 of 8 = 0.125: .005 goes up
        assert_eq!(p(4, 7), Some(29)); // 2 of 7 = 0.2857
        assert_eq!(p(0, 3), Some(0));
        assert_eq!(p(6, 3), Some(100));
        assert_eq!(p(7, 3), None);
        assert_eq!(p(0, 0), None);
    }

    #[test]
    fn display_writes_points_and_two_decimals() {
        assert_eq!(HalfPoints(13).to_string(), "6.5");
        assert_eq!(HalfPoints(12).to_string(), "6");
        assert_eq!(Hundredths(-570).to_string(), "-5.70");
        assert_eq!(Hundredths(-5).to_string(), "-0.05");
        assert_eq!(format!("{:+}", Hundredths(1335)), "+13.35");
        assert_eq!(format!("{:+}", Hundredths(0)), "+0.00");
        assert_eq!(format!("{:>6}", Hundredths(488)), "  4.88");
        assert_eq!(
            Fraction::from_hundredths(50).map(|p| p.to_string()),
            Some("0.50".into())
        );
        assert_eq!(Fraction::from_hundredths(101), None);
    }
}
