//! Prize categories as the tournament's regulations announce them: a name, the number
//! of places, and who is eligible. Every condition given must hold; a category without
//! conditions is the general prize list.
//!
//! Readings an organiser should know (written in docs/readings.md too):
//! - a rating band (`rating_from` <= rating < `rating_below`) admits rated players
//!   only; `unrated = true` admits unrated players only;
//! - age goes by birth date: `born_from` admits players born on that day or later (an
//!   under-16 prize of 2026: `born_from = "2010-01-01"`), `born_until` those born on
//!   that day or earlier (seniors). A birth date known only to the year or month admits
//!   the player when every day it may stand for is within the bound; a player without a
//!   birth date is not admitted to age categories;
//! - `federation` is the local-player condition (three-letter code).
//!
//! A category may give the amount of each place (`amounts`, whole currency units, never
//! rising from one place to the next). The tournament's [`PrizeRules`] say how many
//! prizes a player may take and how tied players share them.

use std::fmt;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::text::{TextKind, TextProblem, check as check_text, same_name};
use super::validate::iso_date;
use super::{ParseError, Player, Sex, Tournament};

#[derive(Debug, Error, PartialEq, Eq)]
pub enum PrizeError {
    #[error("prize category {name:?}, {field}: {problem}", field = problem.field())]
    Invalid { name: String, problem: PrizeProblem },
    #[error("there is already a prize category {0:?}")]
    Duplicate(String),
    #[error("there is no prize category {0:?} (categories: {1})")]
    NoSuch(String, String),
}

impl Tournament {
    /// Adds a prize category after the others, once its conditions are checked.
    pub fn add_prize_category(&mut self, category: PrizeCategory) -> Result<(), PrizeError> {
        if let Some(problem) = category.problems().into_iter().next() {
            return Err(PrizeError::Invalid {
                name: category.name,
                problem,
            });
        }
        if self
            .prizes
            .iter()
            .any(|p| same_name(&p.name, &category.name))
        {
            return Err(PrizeError::Duplicate(category.name));
        }
        self.prizes.push(category);
        Ok(())
    }

    pub fn remove_prize_category(&mut self, name: &str) -> Result<PrizeCategory, PrizeError> {
        let index = self.prize_category_index(name)?;
        Ok(self.prizes.remove(index))
    }

    /// Puts `category` in the place of the category named `name` (in any case), once
    /// its conditions are checked; the category it replaced is returned.
    pub fn change_prize_category(
        &mut self,
        name: &str,
        category: PrizeCategory,
    ) -> Result<PrizeCategory, PrizeError> {
        let index = self.prize_category_index(name)?;
        let old = self.prizes.remove(index);
        match self.add_prize_category(category) {
            Ok(()) => {
                let changed = self.prizes.pop().expect("just added");
                self.prizes.insert(index, changed);
                Ok(old)
            }
            Err(error) => {
                self.prizes.insert(index, old);
                Err(error)
            }
        }
    }

    /// The place of the category named `name` (in any case) in the list.
    fn prize_category_index(&self, name: &str) -> Result<usize, PrizeError> {
        self.prizes
            .iter()
            .position(|p| p.name.eq_ignore_ascii_case(name))
            .ok_or_else(|| {
                let names: Vec<&str> = self.prizes.iter().map(|p| p.name.as_str()).collect();
                PrizeError::NoSuch(name.to_string(), names.join(", "))
            })
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PrizeCategory {
    pub name: String,
    pub places: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating_from: Option<u16>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating_below: Option<u16>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unrated: bool,
    /// `YYYY-MM-DD`: born on this day or later.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub born_from: Option<String>,
    /// `YYYY-MM-DD`: born on this day or earlier.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub born_until: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sex: Option<Sex>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub federation: Option<String>,
    /// The amount of each place, first place first (none given: prizes without amounts).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub amounts: Vec<u32>,
}

/// The tournament's rules for awarding the prizes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PrizeRules {
    /// The currency the amounts are in (`EUR`), shown beside them.
    pub currency: Option<String>,
    pub per_player: PrizesPerPlayer,
    pub sharing: PrizeSharing,
}

/// How many prizes one player may take.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum PrizesPerPlayer {
    /// The usual rule: the most valuable prize he qualifies for (on equal amounts, the
    /// category listed first); the next eligible player moves up in the others.
    #[default]
    One,
    /// Every prize he qualifies for.
    All,
}

/// How players who share places share the prizes of those places.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum PrizeSharing {
    /// Places follow the standings' tie-breaks; only players still tied after every
    /// tie-break (C.07 4.2) share.
    #[default]
    TieBreaks,
    /// The Hort (equal-split) rule: players tied on points share the prizes of the
    /// places they occupy equally, rounded down to whole units.
    Split,
}

impl PrizesPerPlayer {
    pub const ALL: [PrizesPerPlayer; 2] = [PrizesPerPlayer::One, PrizesPerPlayer::All];

    /// `one` or `all`, as the tournament file and the command line write it.
    pub fn code(self) -> &'static str {
        match self {
            PrizesPerPlayer::One => "one",
            PrizesPerPlayer::All => "all",
        }
    }

    /// The rule in words.
    pub fn meaning(self) -> &'static str {
        match self {
            PrizesPerPlayer::One => "one prize a player, the most valuable",
            PrizesPerPlayer::All => "every prize a player qualifies for",
        }
    }
}

impl PrizeSharing {
    pub const ALL: [PrizeSharing; 2] = [PrizeSharing::TieBreaks, PrizeSharing::Split];

    /// `tie-breaks` or `split`, as the tournament file and the command line write it.
    pub fn code(self) -> &'static str {
        match self {
            PrizeSharing::TieBreaks => "tie-breaks",
            PrizeSharing::Split => "split",
        }
    }

    /// The rule in words.
    pub fn meaning(self) -> &'static str {
        match self {
            PrizeSharing::TieBreaks => "places by the tie-breaks",
            PrizeSharing::Split => "players tied on points split the prizes (Hort)",
        }
    }
}

impl fmt::Display for PrizesPerPlayer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.code())
    }
}

impl fmt::Display for PrizeSharing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.code())
    }
}

spelt_by!(
    PrizesPerPlayer,
    PrizesPerPlayer::code,
    ParseError::PrizesPerPlayer
);
spelt_by!(PrizeSharing, PrizeSharing::code, ParseError::PrizeSharing);

/// The first and last day a birth date `YYYY`, `YYYY-MM` or `YYYY-MM-DD` may stand for,
/// as `YYYY-MM-DD` texts (which compare as dates; day 31 closes every month).
fn birth_days(birth_date: &str) -> (String, String) {
    match birth_date.len() {
        4 => (format!("{birth_date}-01-01"), format!("{birth_date}-12-31")),
        7 => (format!("{birth_date}-01"), format!("{birth_date}-31")),
        _ => (birth_date.to_string(), birth_date.to_string()),
    }
}

impl PrizeCategory {
    pub fn new(name: impl Into<String>, places: u32) -> PrizeCategory {
        PrizeCategory {
            name: name.into(),
            places,
            rating_from: None,
            rating_below: None,
            unrated: false,
            born_from: None,
            born_until: None,
            sex: None,
            federation: None,
            amounts: Vec::new(),
        }
    }

    /// The amount of place `place` (1 is the first); 0 past the amounts given.
    pub fn amount(&self, place: usize) -> u32 {
        place
            .checked_sub(1)
            .and_then(|index| self.amounts.get(index))
            .copied()
            .unwrap_or(0)
    }

    /// Whether `player` is eligible.
    pub fn admits(&self, player: &Player) -> bool {
        let rating_ok = match player.rating {
            None => self.unrated || (self.rating_from.is_none() && self.rating_below.is_none()),
            Some(rating) => {
                !self.unrated
                    && self.rating_from.is_none_or(|from| rating >= from)
                    && self.rating_below.is_none_or(|below| rating < below)
            }
        };
        let age_ok = match (&self.born_from, &self.born_until) {
            (None, None) => true,
            (from, until) => player.birth_date.as_deref().is_some_and(|birth| {
                let (first, last) = birth_days(birth);
                from.as_ref().is_none_or(|from| first >= *from)
                    && until.as_ref().is_none_or(|until| last <= *until)
            }),
        };
        rating_ok
            && age_ok
            && self.sex.is_none_or(|sex| player.sex == Some(sex))
            && self.federation.as_ref().is_none_or(|fed| {
                player
                    .federation
                    .as_ref()
                    .is_some_and(|p| p.eq_ignore_ascii_case(fed))
            })
    }

    /// The conditions in words: `rating 1600-1799, born 2010-01-01 or later, women`.
    pub fn conditions(&self) -> String {
        let mut parts = Vec::new();
        match (self.rating_from, self.rating_below) {
            (Some(from), Some(below)) => parts.push(format!("rating {from}-{}", below - 1)),
            (Some(from), None) => parts.push(format!("rating {from} or more")),
            (None, Some(below)) => parts.push(format!("rating below {below}")),
            (None, None) => {}
        }
        if self.unrated {
            parts.push("unrated".to_string());
        }
        if let Some(from) = &self.born_from {
            parts.push(format!("born {from} or later"));
        }
        if let Some(until) = &self.born_until {
            parts.push(format!("born {until} or earlier"));
        }
        match self.sex {
            Some(Sex::Female) => parts.push("women".to_string()),
            Some(Sex::Male) => parts.push("men".to_string()),
            None => {}
        }
        if let Some(federation) = &self.federation {
            parts.push(format!("federation {federation}"));
        }
        if parts.is_empty() {
            "all players".to_string()
        } else {
            parts.join(", ")
        }
    }

    /// What is wrong with the category.
    pub fn problems(&self) -> Vec<PrizeProblem> {
        let mut problems = Vec::new();
        if self.name.trim().is_empty() {
            problems.push(PrizeProblem::NoName);
        } else if let Err(problem) = check_text(&self.name, TextKind::Name) {
            problems.push(PrizeProblem::Name(problem));
        }
        if self.places == 0 {
            problems.push(PrizeProblem::NoPlaces);
        }
        if !self.amounts.is_empty() && self.amounts.len() != self.places as usize {
            problems.push(PrizeProblem::AmountsCount {
                places: self.places,
                amounts: self.amounts.len(),
            });
        } else if self.amounts.windows(2).any(|pair| pair[1] > pair[0]) {
            problems.push(PrizeProblem::AmountsRise);
        }
        if let (Some(from), Some(below)) = (self.rating_from, self.rating_below)
            && from >= below
        {
            problems.push(PrizeProblem::EmptyBand { from, below });
        }
        if self.unrated && (self.rating_from.is_some() || self.rating_below.is_some()) {
            problems.push(PrizeProblem::UnratedAndBand);
        }
        for (field, date) in [
            ("born_from", &self.born_from),
            ("born_until", &self.born_until),
        ] {
            if let Some(date) = date
                && iso_date(date).is_none()
            {
                problems.push(PrizeProblem::Date {
                    field,
                    date: date.clone(),
                });
            }
        }
        if let Some(federation) = &self.federation
            && (federation.len() != 3 || !federation.bytes().all(|b| b.is_ascii_uppercase()))
        {
            problems.push(PrizeProblem::Federation(federation.clone()));
        }
        problems
    }
}

/// What is wrong with a prize category, in the field [`PrizeProblem::field`] names.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum PrizeProblem {
    #[error("the prize category has no name")]
    NoName,
    #[error(transparent)]
    Name(TextProblem),
    #[error("a prize category has at least 1 place")]
    NoPlaces,
    #[error("{amounts} amount(s) for {places} place(s): give one amount per place")]
    AmountsCount { places: u32, amounts: usize },
    #[error("an amount is higher than the one of the place before it")]
    AmountsRise,
    #[error("the band {from} to below {below} is empty")]
    EmptyBand { from: u16, below: u16 },
    #[error("a category is for unrated players or for a rating band, not both")]
    UnratedAndBand,
    /// `born_from` or `born_until`, in `field`.
    #[error("{date:?} is not a date YYYY-MM-DD")]
    Date { field: &'static str, date: String },
    #[error("{0:?} is not a three-letter federation code in capitals")]
    Federation(String),
}

impl PrizeProblem {
    /// The key of the category's field the problem is in (`rating_below`).
    pub fn field(&self) -> &'static str {
        match self {
            PrizeProblem::NoName | PrizeProblem::Name(_) => "name",
            PrizeProblem::NoPlaces => "places",
            PrizeProblem::AmountsCount { .. } | PrizeProblem::AmountsRise => "amounts",
            PrizeProblem::EmptyBand { .. } => "rating_below",
            PrizeProblem::UnratedAndBand => "unrated",
            PrizeProblem::Date { field, .. } => field,
            PrizeProblem::Federation(_) => "federation",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(
        rating: Option<u16>,
        birth: Option<&str>,
        sex: Option<Sex>,
        fed: Option<&str>,
    ) -> Player {
        Player {
            birth_date: birth.map(String::from),
            sex,
            federation: fed.map(String::from),
            ..Player::new("P", rating)
        }
    }

    #[test]
    fn rating_bands_admit_rated_players_only() {
        let band = PrizeCategory {
            rating_from: Some(1600),
            rating_below: Some(1800),
            ..PrizeCategory::new("U1800", 3)
        };
        assert!(band.admits(&player(Some(1600), None, None, None)));
        assert!(band.admits(&player(Some(1799), None, None, None)));
        assert!(!band.admits(&player(Some(1800), None, None, None)));
        assert!(!band.admits(&player(None, None, None, None)));
        let unrated = PrizeCategory {
            unrated: true,
            ..PrizeCategory::new("Unrated", 1)
        };
        assert!(unrated.admits(&player(None, None, None, None)));
        assert!(!unrated.admits(&player(Some(1500), None, None, None)));
        assert!(PrizeCategory::new("General", 5).admits(&player(None, None, None, None)));
    }

    #[test]
    fn age_goes_by_every_day_the_birth_date_may_stand_for() {
        let youth = PrizeCategory {
            born_from: Some("2010-01-01".into()),
            ..PrizeCategory::new("U16", 1)
        };
        assert!(youth.admits(&player(None, Some("2010"), None, None)));
        assert!(youth.admits(&player(None, Some("2011-03-02"), None, None)));
        assert!(!youth.admits(&player(None, Some("2009-12-31"), None, None)));
        assert!(!youth.admits(&player(None, None, None, None)));
        let seniors = PrizeCategory {
            born_until: Some("1966-06-30".into()),
            ..PrizeCategory::new("S60", 1)
        };
        assert!(seniors.admits(&player(None, Some("1966-05"), None, None)));
        assert!(!seniors.admits(&player(None, Some("1966"), None, None)));
    }

    #[test]
    fn sex_and_federation_must_match() {
        let local_women = PrizeCategory {
            sex: Some(Sex::Female),
            federation: Some("BEL".into()),
            ..PrizeCategory::new("Best Belgian woman", 1)
        };
        assert!(local_women.admits(&player(None, None, Some(Sex::Female), Some("BEL"))));
        assert!(!local_women.admits(&player(None, None, Some(Sex::Male), Some("BEL"))));
        assert!(!local_women.admits(&player(None, None, Some(Sex::Female), Some("NED"))));
        assert_eq!(local_women.conditions(), "women, federation BEL");
    }
}
