//! Exact tie-break values. Buchholz sums points, Sonneborn-Berger multiplies them, AOB and
//! ARO average them: every value is kept as an exact fraction so that two players are
//! tied only when their values are truly equal, never because of a rounding error.

use std::cmp::Ordering;
use std::fmt;
use std::iter::Sum;
use std::ops::Add;

use crate::model::Points;

/// A fraction `num / den` in lowest terms with a positive denominator.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ratio {
    num: i64,
    den: i64,
}

impl Ratio {
    pub const ZERO: Ratio = Ratio { num: 0, den: 1 };

    /// `num / den`; `den` must not be zero (every caller divides by a count it has
    /// checked, or by a power of ten).
    pub fn new(num: i64, den: i64) -> Ratio {
        assert!(den != 0, "a tie-break value never divides by zero");
        let sign = if den < 0 { -1 } else { 1 };
        let divisor = gcd(num.unsigned_abs(), den.unsigned_abs()).max(1) as i64;
        Ratio {
            num: sign * num / divisor,
            den: sign * den / divisor,
        }
    }

    pub fn whole(value: i64) -> Ratio {
        Ratio { num: value, den: 1 }
    }

    pub fn of_points(points: Points) -> Ratio {
        Ratio::new(i64::from(points.tenths()), 10)
    }

    /// `a × b`, as in a Sonneborn-Berger contribution.
    pub fn product(a: Points, b: Points) -> Ratio {
        Ratio::new(i64::from(a.tenths()) * i64::from(b.tenths()), 100)
    }

    /// This value divided by a whole number (an average over `count` items).
    pub fn divided_by(self, count: i64) -> Ratio {
        Ratio::new(self.num, self.den * count)
    }

    /// Rounded to a whole number, .5 rounded up (C.07 10.1 for ARO).
    pub fn round_half_up(self) -> i64 {
        (2 * self.num + self.den).div_euclid(2 * self.den)
    }

    /// Written with at most `decimals` decimals: exactly when that is enough (`12`,
    /// `12.5`, `12.25`), otherwise rounded half up (`13.33`).
    pub fn to_decimal(self, decimals: u32) -> String {
        let scale = 10_i64.pow(decimals);
        let scaled = Ratio::new(self.num * scale, self.den).round_half_up();
        let sign = if scaled < 0 { "-" } else { "" };
        let abs = scaled.unsigned_abs();
        let whole = abs / scale as u64;
        let fraction = abs % scale as u64;
        if fraction == 0 {
            return format!("{sign}{whole}");
        }
        let digits = format!("{fraction:0width$}", width = decimals as usize);
        format!("{sign}{whole}.{}", digits.trim_end_matches('0'))
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Ord for Ratio {
    fn cmp(&self, other: &Ratio) -> Ordering {
        (i128::from(self.num) * i128::from(other.den))
            .cmp(&(i128::from(other.num) * i128::from(self.den)))
    }
}

impl PartialOrd for Ratio {
    fn partial_cmp(&self, other: &Ratio) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Add for Ratio {
    type Output = Ratio;
    fn add(self, other: Ratio) -> Ratio {
        Ratio::new(
            self.num * other.den + other.num * self.den,
            self.den * other.den,
        )
    }
}

impl Sum for Ratio {
    fn sum<I: Iterator<Item = Ratio>>(iter: I) -> Ratio {
        iter.fold(Ratio::ZERO, Add::add)
    }
}

impl From<Points> for Ratio {
    fn from(points: Points) -> Ratio {
        Ratio::of_points(points)
    }
}

/// Two decimals at most: enough for every sum and product of tenths of a point.
impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.to_decimal(2))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fractions_compare_exactly() {
        assert_eq!(Ratio::new(2, 4), Ratio::new(1, 2));
        assert_eq!(Ratio::new(1, -2), Ratio::new(-1, 2));
        assert!(Ratio::new(1, 3) < Ratio::new(34, 100));
        assert_eq!(
            Ratio::of_points(Points::from_tenths(15)) + Ratio::whole(1),
            Ratio::new(5, 2)
        );
        assert_eq!(
            Ratio::product(Points::from_tenths(25), Points::HALF),
            Ratio::new(125, 100)
        );
    }

    #[test]
    fn decimals_are_exact_or_rounded_half_up() {
        assert_eq!(Ratio::whole(12).to_string(), "12");
        assert_eq!(Ratio::new(25, 2).to_string(), "12.5");
        assert_eq!(Ratio::new(49, 4).to_string(), "12.25");
        assert_eq!(Ratio::new(40, 3).to_string(), "13.33");
        assert_eq!(Ratio::new(2, 3).to_string(), "0.67");
        assert_eq!(Ratio::new(-5, 4).to_string(), "-1.25");
        assert_eq!(Ratio::new(3, 2).round_half_up(), 2);
        assert_eq!(Ratio::new(-3, 2).round_half_up(), -1);
        assert_eq!(Ratio::new(7467, 4).round_half_up(), 1867);
    }
}
