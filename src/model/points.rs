//! Tournament points as exact tenths, so 1.5 + 0.5 is exactly 2 and standings never
//! disagree by a rounding error.

use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Sub};

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::ParseError;

/// A number of points, stored in tenths of a point.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Points(i32);

impl Points {
    pub const ZERO: Points = Points(0);
    pub const HALF: Points = Points(5);
    pub const ONE: Points = Points(10);

    pub const fn from_tenths(tenths: i32) -> Points {
        Points(tenths)
    }

    pub const fn tenths(self) -> i32 {
        self.0
    }

    /// Converts a decimal number of points; `None` unless it is a whole number of tenths
    /// within ±100000 points.
    pub fn from_decimal(value: f64) -> Option<Points> {
        let tenths = (value * 10.0).round();
        if !value.is_finite() || (tenths - value * 10.0).abs() > 1e-6 || tenths.abs() > 1e6 {
            return None;
        }
        Some(Points(tenths as i32))
    }

    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 10.0
    }
}

impl fmt::Display for Points {
    /// `2`, `2.5`, `0.3`: no trailing zeros, always a dot.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        let text = if abs.is_multiple_of(10) {
            format!("{sign}{}", abs / 10)
        } else {
            format!("{sign}{}.{}", abs / 10, abs % 10)
        };
        f.pad(&text)
    }
}

impl std::str::FromStr for Points {
    type Err = ParseError;
    /// Points as an arbiter types them: `1`, `0.5`, `1.5`, `½`, `1½`, `0,5`; never
    /// negative.
    fn from_str(text: &str) -> Result<Points, ParseError> {
        let normalised = text.trim().replace('½', ".5").replace(',', ".");
        let normalised = if normalised.starts_with('.') {
            format!("0{normalised}")
        } else {
            normalised
        };
        normalised
            .parse::<f64>()
            .ok()
            .filter(|v| *v >= 0.0)
            .and_then(Points::from_decimal)
            .ok_or_else(|| ParseError::Points(text.to_string()))
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, rhs: Points) -> Points {
        Points(self.0 + rhs.0)
    }
}

impl Sub for Points {
    type Output = Points;
    fn sub(self, rhs: Points) -> Points {
        Points(self.0 - rhs.0)
    }
}

impl AddAssign for Points {
    fn add_assign(&mut self, rhs: Points) {
        self.0 += rhs.0;
    }
}

impl Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, Add::add)
    }
}

impl Serialize for Points {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_f64(self.as_f64())
    }
}

impl<'de> Deserialize<'de> for Points {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Points, D::Error> {
        struct PointsVisitor;
        impl Visitor<'_> for PointsVisitor {
            type Value = Points;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a number of points in tenths, such as 1, 0.5 or 1.5")
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<Points, E> {
                Points::from_decimal(v)
                    .ok_or_else(|| E::custom(format!("{v} is not a whole number of tenths")))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Points, E> {
                i32::try_from(v)
                    .ok()
                    .and_then(|v| v.checked_mul(10))
                    .map(Points)
                    .ok_or_else(|| E::custom(format!("{v} points is out of range")))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Points, E> {
                self.visit_i64(i64::try_from(v).unwrap_or(i64::MAX))
            }
        }
        deserializer.deserialize_any(PointsVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn displays_without_trailing_zeros() {
        assert_eq!(Points::from_tenths(25).to_string(), "2.5");
        assert_eq!(Points::from_tenths(20).to_string(), "2");
        assert_eq!(Points::from_tenths(-5).to_string(), "-0.5");
        assert_eq!(format!("{:>4}", Points::from_tenths(15)), " 1.5");
    }

    #[test]
    fn decimal_conversion_is_exact_or_refused() {
        assert_eq!(Points::from_decimal(1.5), Some(Points::from_tenths(15)));
        assert_eq!(
            Points::from_decimal(0.1 + 0.2),
            Some(Points::from_tenths(3))
        );
        assert_eq!(Points::from_decimal(0.25), None);
        assert_eq!(Points::from_decimal(f64::NAN), None);
    }
}
