//! Title norms (FIDE Title Regulations B.01, effective from 1 January 2024): for every
//! player after any round, the games a norm counts, the opponents' federations and
//! titles, their average rating with the rating floor, the performance, each
//! requirement met or missed, and for an event still running what the remaining rounds
//! must bring; for the event, whether it can give norms at all.
//!
//! Readings taken where B.01 is only known as a summary (articles 1.4.1 to 1.4.5; the
//! articles of ratings, averages, performance and the p -> dp table are verbatim):
//! - 1.4.1c: in a 9-round event, 8 played games count as 9 when the missing game is a
//!   forfeit win or a pairing-allocated bye.
//! - 1.4.1e: outside round robins a player may ignore the games after a title result, so
//!   a norm is looked for after every round, the last one that gives it first; a round
//!   robin counts all its rounds.
//! - 1.4.1f: when the games counted do not make a norm, the fewest wins to leave out
//!   that make it are looked for (over the rounds looked at, as many games left as the
//!   minimum; among as many, the earliest rounds); in a round robin only when the
//!   opponent mix of the complete event allows a norm, as the summary says.
//! - 1.4.2a: opponents of the federation `FID` count for no federation.
//! - 1.4.2c: only games played over the board count; a played game marked not to be
//!   rated counts as not played.
//! - 1.4.3: opponents of at least two federations other than the player's; 1.4.4: at
//!   most 3/5 from the player's federation and 2/3 from any one federation, maxima
//!   rounded down, minima rounded up. The exemptions (the final of a national
//!   championship 1.4.3a, a national team championship 1.4.3b, a zonal or sub-zonal
//!   1.4.3c, as the tournament file's `norm_event` says; the Swiss-open exemption
//!   1.4.3d) waive both, as the text's summary reads them, and the event's three
//!   federations with them for a-c. 1.4.3e (one norm of an application must meet the
//!   normal mix) is noted on the certificate of a norm made under an exemption.
//! - 1.4.5: half the opponents title-holders (CM and WCM not counted), a third and at
//!   least 3 holding the norm's title or one the article lists with it.
//! - 1.5.3a: a title's rating reached in the middle of the event is found from the live
//!   rating after each round ([`title_ratings_reached`]) and shown with the player's
//!   norms; what to disregard after it is the applicant's choice.
//! - The women's titles are looked at for players entered as female only; a title is not
//!   looked at for a player who holds it or a higher one.

mod event;
mod outlook;
mod player;
mod title_rating;

pub use event::{Eligibility, EventCheck, Status, SwissExemption, eligibility};
pub use outlook::{Obstacle, Outlook, ScheduledOpponent};
pub use player::{Figures, NormGame, NormResult, norm_results, player_norm, player_norms};
pub use title_rating::{TitleRating, title_ratings_reached};

use std::fmt;

use crate::model::{Player, Sex, Title};
use crate::rating::HalfPoints;

/// The least number of games of a norm (1.4.1a).
pub const MINIMUM_GAMES: u32 = 9;

/// The rating of an unrated opponent not raised to the floor (1.4.6d).
pub const UNRATED_OPPONENT_RATING: i64 = 1400;

/// The federation code of players FIDE lists without a federation (1.4.2a).
pub const NO_FEDERATION: &str = "FID";

/// The titles gained by norms (1.4).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum NormTitle {
    GM,
    IM,
    WGM,
    WIM,
}

impl NormTitle {
    pub const ALL: [NormTitle; 4] = [NormTitle::GM, NormTitle::IM, NormTitle::WGM, NormTitle::WIM];

    pub fn title(self) -> Title {
        match self {
            NormTitle::GM => Title::GM,
            NormTitle::IM => Title::IM,
            NormTitle::WGM => Title::WGM,
            NormTitle::WIM => Title::WIM,
        }
    }

    /// The least performance rating (1.4.8, after rounding).
    pub fn performance(self) -> i64 {
        match self {
            NormTitle::GM => 2600,
            NormTitle::IM => 2450,
            NormTitle::WGM => 2400,
            NormTitle::WIM => 2250,
        }
    }

    /// The rating the title asks to have been reached at some time (1.5.3).
    pub fn title_rating(self) -> i64 {
        match self {
            NormTitle::GM => 2500,
            NormTitle::IM => 2400,
            NormTitle::WGM => 2300,
            NormTitle::WIM => 2200,
        }
    }

    /// The least rating average of the opponents (1.4.8a).
    pub fn minimum_average(self) -> i64 {
        match self {
            NormTitle::GM => 2380,
            NormTitle::IM => 2230,
            NormTitle::WGM => 2180,
            NormTitle::WIM => 2030,
        }
    }

    /// The adjusted rating floor of the opponents (1.4.6b).
    pub fn rating_floor(self) -> i64 {
        match self {
            NormTitle::GM => 2200,
            NormTitle::IM => 2050,
            NormTitle::WGM => 2000,
            NormTitle::WIM => 1850,
        }
    }

    /// The titles that count for the third of the opponents (1.4.5b-e).
    pub fn qualifying_titles(self) -> &'static [Title] {
        match self {
            NormTitle::GM => &[Title::GM],
            NormTitle::IM => &[Title::GM, Title::IM],
            NormTitle::WGM => &[Title::GM, Title::IM, Title::WGM],
            NormTitle::WIM => &[Title::GM, Title::IM, Title::WGM, Title::WIM],
        }
    }

    /// The qualifying titles as the requirement names them: `IMs or GMs` (`IM or GM`).
    pub fn qualifying_names(self, plural: bool) -> String {
        let ending = if plural { "s" } else { "" };
        let names: Vec<String> = self
            .qualifying_titles()
            .iter()
            .rev()
            .map(|title| format!("{title}{ending}"))
            .collect();
        names.join(" or ")
    }

    /// Whether the player may still gain this title by a norm: not for one who holds it
    /// or a higher one, the women's titles for women only.
    pub fn applies_to(self, player: &Player) -> bool {
        let held_or_higher = player
            .title
            .is_some_and(|title| self.qualifying_titles().contains(&title));
        let womens = matches!(self, NormTitle::WGM | NormTitle::WIM);
        !held_or_higher && (!womens || player.sex == Some(Sex::Female))
    }
}

impl fmt::Display for NormTitle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.title().code())
    }
}

/// Title-holders for the half of the opponents (1.4.5a): CM and WCM do not count.
pub fn is_title_holder(title: Option<Title>) -> bool {
    title.is_some_and(|title| !matches!(title, Title::CM | Title::WCM))
}

/// One requirement of a norm with the player's figure and the limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Requirement {
    /// 1.4.1a, c: games counted (with what they count as) and the least number.
    Games { counted: u32, counts_as: u32 },
    /// 1.4.3: federations other than the player's among the opponents.
    OtherFederations { count: u32 },
    /// 1.4.4: opponents of the player's own federation, at most 3/5.
    OwnFederation { count: u32, most: u32 },
    /// 1.4.4: the most opponents of one federation, at most 2/3.
    OneFederation {
        federation: String,
        count: u32,
        most: u32,
    },
    /// 1.4.5a: title-holders among the opponents, at least half.
    TitleHolders { count: u32, least: u32 },
    /// 1.4.5b-e: opponents with the norm's title (or one listed with it), a third and 3.
    NormTitleHolders {
        title: NormTitle,
        count: u32,
        least: u32,
    },
    /// 1.4.7, 1.4.8a: the rating average of the opponents.
    AverageRating { ra: i64, least: i64 },
    /// 1.4.8: the performance rating Rp = Ra + dp.
    Performance { rp: i64, least: i64 },
    /// 1.4.8b: at least 35 % of the points.
    MinimumScore {
        score: HalfPoints,
        least: HalfPoints,
    },
}

/// At least 2 federations other than the player's (1.4.3).
pub const OTHER_FEDERATIONS: u32 = 2;

impl Requirement {
    pub fn is_met(&self) -> bool {
        match *self {
            Requirement::Games { counts_as, .. } => counts_as >= MINIMUM_GAMES,
            Requirement::OtherFederations { count } => count >= OTHER_FEDERATIONS,
            Requirement::OwnFederation { count, most }
            | Requirement::OneFederation { count, most, .. } => count <= most,
            Requirement::TitleHolders { count, least }
            | Requirement::NormTitleHolders { count, least, .. } => count >= least,
            Requirement::AverageRating { ra, least } => ra >= least,
            Requirement::Performance { rp, least } => rp >= least,
            Requirement::MinimumScore { score, least } => score >= least,
        }
    }

    /// The article of B.01 that makes it.
    pub fn article(&self) -> &'static str {
        match self {
            Requirement::Games { .. } => "1.4.1",
            Requirement::OtherFederations { .. } => "1.4.3",
            Requirement::OwnFederation { .. } | Requirement::OneFederation { .. } => "1.4.4",
            Requirement::TitleHolders { .. } => "1.4.5a",
            Requirement::NormTitleHolders { .. } => "1.4.5b-e",
            Requirement::AverageRating { .. } => "1.4.8a",
            Requirement::Performance { .. } => "1.4.8",
            Requirement::MinimumScore { .. } => "1.4.8b",
        }
    }

    /// Whether it is part of the opponent mix (1.4.3 to 1.4.5), which a round robin's
    /// complete event must allow before wins are left out (1.4.1f).
    pub fn is_opponent_mix(&self) -> bool {
        self.is_federation_mix()
            || matches!(
                self,
                Requirement::TitleHolders { .. } | Requirement::NormTitleHolders { .. }
            )
    }

    /// Whether the exemptions (1.4.3a-d) waive it.
    pub fn is_federation_mix(&self) -> bool {
        matches!(
            self,
            Requirement::OtherFederations { .. }
                | Requirement::OwnFederation { .. }
                | Requirement::OneFederation { .. }
        )
    }
}

/// The requirement in words with both figures: `title-holders 5 (at least 5)`.
impl fmt::Display for Requirement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Requirement::Games { counted, counts_as } if counted == counts_as => {
                write!(f, "games {counted} (at least {MINIMUM_GAMES})")
            }
            Requirement::Games { counted, counts_as } => write!(
                f,
                "games {counted}, counting as {counts_as} (at least {MINIMUM_GAMES})"
            ),
            Requirement::OtherFederations { count } => write!(
                f,
                "other federations {count} (at least {OTHER_FEDERATIONS})"
            ),
            Requirement::OwnFederation { count, most } => {
                write!(f, "own federation {count} (at most {most})")
            }
            Requirement::OneFederation {
                federation,
                count,
                most,
            } => write!(f, "one federation {count} {federation} (at most {most})"),
            Requirement::TitleHolders { count, least } => {
                write!(f, "title-holders {count} (at least {least})")
            }
            Requirement::NormTitleHolders {
                title,
                count,
                least,
            } => write!(
                f,
                "{} {count} (at least {least})",
                title.qualifying_names(true)
            ),
            Requirement::AverageRating { ra, least } => write!(f, "Ra {ra} (at least {least})"),
            Requirement::Performance { rp, least } => write!(f, "Rp {rp} (at least {least})"),
            Requirement::MinimumScore { score, least } => {
                write!(f, "score {score} (35 %: at least {least})")
            }
        }
    }
}

/// A requirement as the player's norm checked it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Check {
    pub requirement: Requirement,
    /// The article that waives it: the event's kind (1.4.3a-c) or the Swiss-open
    /// exemption (1.4.3d) waive the federation mix.
    pub waived: Option<&'static str>,
}

impl Check {
    /// Met, or waived.
    pub fn is_satisfied(&self) -> bool {
        self.waived.is_some() || self.requirement.is_met()
    }

    /// `yes`, `no` or `waived (1.4.3d)`.
    pub fn verdict(&self) -> String {
        match self.waived {
            Some(article) => format!("waived ({article})"),
            None if self.requirement.is_met() => "yes".to_string(),
            None => "no".to_string(),
        }
    }
}

/// `numerator / denominator` of `count`, rounded up (minimum numbers, 1.4.4).
pub(crate) fn at_least(count: u32, numerator: u32, denominator: u32) -> u32 {
    (count * numerator).div_ceil(denominator)
}

/// `numerator / denominator` of `count`, rounded down (maximum numbers, 1.4.4).
pub(crate) fn at_most(count: u32, numerator: u32, denominator: u32) -> u32 {
    count * numerator / denominator
}
