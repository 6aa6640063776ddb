//! The FIDE rating list a tournament is rated on: standard, rapid or blitz.
//!
//! The players' ratings and K factors are those of this list. A tournament file names
//! it (`[tournament] rating_list = "rapid"`); a file without it, such as a TRF import,
//! takes it from the time control (TRF record 122) as the Rapid and Blitz Rating
//! Regulations 1.1 define the two rates of play: "all the moves" in more than 10 and
//! less than 60 minutes for each player (the time allotted plus 60 times any increment)
//! is rapid, more than 3 and at most 10 minutes blitz (a faster game, which no list
//! rates, is counted as blitz too); 60 minutes or more is standard.
//! A time control the program cannot read (no number in it, or words only) is
//! standard, unless it names the rate of play ("rapid", "blitz").

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::ParseError;

/// The rating a newer list gives the player with this FIDE id (`None`: unrated on it),
/// with its K: what a rating update (an edit) is made from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ListedRating {
    pub fide_id: u64,
    pub rating: Option<u16>,
    pub k_factor: Option<u8>,
}

/// One of FIDE's three rating lists.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RatingList {
    #[default]
    Standard,
    Rapid,
    Blitz,
}

impl RatingList {
    pub const ALL: [RatingList; 3] = [RatingList::Standard, RatingList::Rapid, RatingList::Blitz];

    /// The name files and the command line use.
    pub fn code(self) -> &'static str {
        match self {
            RatingList::Standard => "standard",
            RatingList::Rapid => "rapid",
            RatingList::Blitz => "blitz",
        }
    }

    /// The list a time control is rated on (Rapid and Blitz Rating Regulations 1.1.1,
    /// 1.1.2): the first number is the minutes for all the moves, a number after `+` the
    /// increment in seconds (`90+30`, `15'+10"`, `G/25; +5`).
    pub fn from_time_control(text: &str) -> RatingList {
        let lower = text.to_ascii_lowercase();
        if lower.contains("blitz") {
            return RatingList::Blitz;
        }
        if lower.contains("rapid") {
            return RatingList::Rapid;
        }
        let Some((minutes, rest)) = leading_number(&lower) else {
            return RatingList::Standard;
        };
        // Only a number written after a `+` is an increment; "40/90" is a move count.
        let increment = rest
            .find('+')
            .and_then(|plus| leading_number(&rest[plus + 1..]))
            .map_or(0, |(seconds, _)| seconds);
        // Time allotted + 60 times the increment, in seconds.
        let seconds = minutes * 60 + 60 * increment;
        if seconds <= 10 * 60 {
            RatingList::Blitz
        } else if seconds > 10 * 60 && seconds < 60 * 60 {
            RatingList::Rapid
        } else {
            RatingList::Standard
        }
    }
}

/// The first whole number in `text` and the text after it.
fn leading_number(text: &str) -> Option<(u64, &str)> {
    let start = text.find(|c: char| c.is_ascii_digit())?;
    let digits = &text[start..];
    let end = digits
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(digits.len());
    let number = digits[..end].parse().ok()?;
    Some((number, &digits[end..]))
}

impl fmt::Display for RatingList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.code())
    }
}

impl FromStr for RatingList {
    type Err = ParseError;
    fn from_str(text: &str) -> Result<RatingList, ParseError> {
        RatingList::ALL
            .into_iter()
            .find(|list| list.code() == text)
            .ok_or_else(|| ParseError::RatingList(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_fall_on_the_list_of_their_rate_of_play() {
        let list = RatingList::from_time_control;
        assert_eq!(list("90'+30''"), RatingList::Standard);
        assert_eq!(list("40/90 + 30 min + 30 sec"), RatingList::Standard);
        assert_eq!(list("60"), RatingList::Standard);
        assert_eq!(list("15+10"), RatingList::Rapid);
        assert_eq!(list("50 + 10"), RatingList::Standard); // 50 + 10 x 60 s = 60 minutes
        assert_eq!(list("G/25; +5"), RatingList::Rapid);
        assert_eq!(list("10 min"), RatingList::Blitz); // blitz: at most 10 minutes
        assert_eq!(list("3+2"), RatingList::Blitz);
        assert_eq!(list("3+0"), RatingList::Blitz); // too fast to be rated at all, but blitz
        assert_eq!(list("Rapid 25'"), RatingList::Rapid);
        assert_eq!(list("Blitz"), RatingList::Blitz);
        assert_eq!(list("classical"), RatingList::Standard);
    }

    #[test]
    fn lists_read_and_write_by_name() {
        assert_eq!("rapid".parse(), Ok(RatingList::Rapid));
        assert_eq!(RatingList::Blitz.to_string(), "blitz");
        assert!("bullet".parse::<RatingList>().is_err());
    }
}
