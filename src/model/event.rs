//! The facts of the event FIDE asks for in a rating report (and TRF-26 records): the
//! arbiters with their FIDE ids (records 102 and 112) and the time control as TRF-26
//! encodes it (record 222); and what the event is for title norms (B.01 1.4.3).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::ParseError;

/// What the event is for title norms: an ordinary one, or one of those 1.4.3a-c exempt
/// from the federation mix (FIDE Title Regulations B.01).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum NormEvent {
    #[default]
    Ordinary,
    /// 1.4.3a: the final stage of a national (open, men's or women's) championship.
    NationalChampionship,
    /// 1.4.3b: a national team championship.
    NationalTeamChampionship,
    /// 1.4.3c: a zonal or sub-zonal tournament.
    Zonal,
}

impl NormEvent {
    pub const ALL: [NormEvent; 4] = [
        NormEvent::Ordinary,
        NormEvent::NationalChampionship,
        NormEvent::NationalTeamChampionship,
        NormEvent::Zonal,
    ];

    /// As the tournament file and the command line write it.
    pub fn code(self) -> &'static str {
        match self {
            NormEvent::Ordinary => "ordinary",
            NormEvent::NationalChampionship => "national-championship",
            NormEvent::NationalTeamChampionship => "national-team-championship",
            NormEvent::Zonal => "zonal",
        }
    }

    /// The event in words: `a zonal or sub-zonal tournament`.
    pub fn describe(self) -> &'static str {
        match self {
            NormEvent::Ordinary => "an ordinary event",
            NormEvent::NationalChampionship => "the final stage of a national championship",
            NormEvent::NationalTeamChampionship => "a national team championship",
            NormEvent::Zonal => "a zonal or sub-zonal tournament",
        }
    }

    /// The article of B.01 that exempts the event from the federation mix, if any.
    pub fn exemption(self) -> Option<&'static str> {
        match self {
            NormEvent::Ordinary => None,
            NormEvent::NationalChampionship => Some("1.4.3a"),
            NormEvent::NationalTeamChampionship => Some("1.4.3b"),
            NormEvent::Zonal => Some("1.4.3c"),
        }
    }
}

impl fmt::Display for NormEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.code())
    }
}

spelt_by!(NormEvent, NormEvent::code, ParseError::NormEvent);

/// An arbiter of the tournament: name, and FIDE id when known. Written (in the
/// tournament file, TRF records 102 and 112, and the command line) as `Name (FIDE id)`,
/// or the name alone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "String", from = "String")]
pub struct Arbiter {
    pub name: String,
    pub fide_id: Option<u64>,
}

impl Arbiter {
    /// The arbiter a text names: a FIDE id in parentheses at its end is the id, the rest
    /// the name (`Sheriff, Kim (12345678)`); any other text is a name.
    pub fn read(text: &str) -> Arbiter {
        let text = text.trim();
        let id = text
            .strip_suffix(')')
            .and_then(|rest| rest.rsplit_once('('))
            .filter(|(_, digits)| {
                !digits.is_empty()
                    && digits.len() <= 10
                    && digits.bytes().all(|b| b.is_ascii_digit())
            })
            .and_then(|(name, digits)| Some((name.trim_end(), digits.parse().ok()?)));
        match id {
            Some((name, id)) => Arbiter {
                name: name.to_string(),
                fide_id: Some(id),
            },
            None => Arbiter {
                name: text.to_string(),
                fide_id: None,
            },
        }
    }

    /// The arbiters a text names, separated by semicolons (`Sheriff, Kim (12345678);
    /// Deputy, Lou`), each as [`Arbiter::read`] reads it; blanks between are skipped.
    pub fn read_list(text: &str) -> Vec<Arbiter> {
        text.split(';')
            .map(str::trim)
            .filter(|a| !a.is_empty())
            .map(Arbiter::read)
            .collect()
    }
}

impl fmt::Display for Arbiter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.fide_id {
            Some(id) => write!(f, "{} ({id})", self.name),
            None => f.write_str(&self.name),
        }
    }
}

impl From<Arbiter> for String {
    fn from(arbiter: Arbiter) -> String {
        arbiter.to_string()
    }
}

impl From<String> for Arbiter {
    fn from(text: String) -> Arbiter {
        Arbiter::read(&text)
    }
}

/// Checks a time control as TRF-26 record 222 encodes it and returns it trimmed:
/// periods `S`, `S+I`, `M/S` or `M/S+I` (M moves, S seconds, I seconds added a move)
/// joined by `:`, or one such sequence per colour, `Wd[:d]-Bd[:d]` (Armageddon):
/// `5400+30`, `40/6000+30:900+30`, `W300-B240`.
pub fn time_control_code(text: &str) -> Result<String, ParseError> {
    let code = text.trim();
    let number = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let period = |p: &str| {
        let (moves_and_seconds, increment) = match p.split_once('+') {
            Some((before, increment)) => (before, Some(increment)),
            None => (p, None),
        };
        let seconds = match moves_and_seconds.split_once('/') {
            Some((moves, seconds)) => number(moves).then_some(seconds),
            None => Some(moves_and_seconds),
        };
        seconds.is_some_and(number) && increment.is_none_or(number)
    };
    let periods = |d: &str| d.split(':').all(period);
    let valid = match code
        .strip_prefix('W')
        .and_then(|rest| rest.split_once("-B"))
    {
        Some((white, black)) => periods(white) && periods(black),
        None => periods(code),
    };
    if valid {
        Ok(code.to_string())
    } else {
        Err(ParseError::TimeControlCode(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_arbiter_is_written_with_the_fide_id_in_parentheses() {
        let kim = Arbiter::read(" Sheriff, Kim (12345678) ");
        assert_eq!(kim.name, "Sheriff, Kim");
        assert_eq!(kim.fide_id, Some(12345678));
        assert_eq!(kim.to_string(), "Sheriff, Kim (12345678)");
        let plain = Arbiter::read("Jansen, Marieke");
        assert_eq!(plain.fide_id, None);
        assert_eq!(plain.to_string(), "Jansen, Marieke");
        assert_eq!(Arbiter::read("Club (North)").name, "Club (North)");
        assert_eq!(Arbiter::read("Club (North)").fide_id, None);
    }

    #[test]
    fn the_trf_26_examples_of_record_222_are_time_controls() {
        for code in ["5400+30", "40/6000+30:900+30", "W300-B240", "900", "300+2"] {
            assert_eq!(time_control_code(code), Ok(code.to_string()));
        }
        for wrong in ["90'+30\"", "", "40/", "5400+", "W300", "W300-240", "1:+30"] {
            assert_eq!(
                time_control_code(wrong),
                Err(ParseError::TimeControlCode(wrong.to_string())),
                "{wrong}"
            );
        }
    }
}
