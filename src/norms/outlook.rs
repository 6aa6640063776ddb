//! What the rounds still to play must bring for a norm, under the assumption an arbiter
//! states: the remaining opponents average the player's Ra so far, or, when that is too
//! low, the least average that lifts Ra to the title's minimum (1.4.8a), and they bring
//! the title-holders and federations still missing.

use std::fmt;

use crate::model::{Player, Tournament};
use crate::rating::HalfPoints;

use super::player::{
    Mix, NormResult, average, is_double_round_robin, is_title_result, listed_rating, ratings_used,
};
use super::{MINIMUM_GAMES, NormTitle, OTHER_FEDERATIONS, Requirement};

/// A norm's prospects after a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outlook {
    /// The norm is made.
    Achieved,
    /// Still possible: `needed` points from the `remaining` games against opponents
    /// averaging `average`, with the title-holders and federations still missing.
    Possible {
        remaining: u32,
        needed: HalfPoints,
        average: i64,
        title_holders: u32,
        norm_title_holders: u32,
        federations: u32,
    },
    /// Out of reach, and why.
    OutOfReach(Obstacle),
}

/// Why a norm is out of reach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Obstacle {
    /// The event cannot give norms.
    EventNotEligible,
    /// No games left to play and the norm is not made.
    NoGamesLeft,
    /// At most this many games in all (1.4.1a).
    TooFewGames { most: u32 },
    /// A requirement of the opponent mix already missed for good (1.4.3 to 1.4.5).
    Mix(Requirement),
    /// Ra cannot reach the minimum: the remaining opponents would have to average more
    /// than the strongest player left (`highest`).
    Average { highest: i64 },
    /// Even winning every remaining game leaves Rp at `best`.
    Performance { best: i64 },
}

impl fmt::Display for Obstacle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Obstacle::EventNotEligible => f.write_str("the event cannot give norms"),
            Obstacle::NoGamesLeft => f.write_str("no games left"),
            Obstacle::TooFewGames { most } => {
                write!(f, "at most {most} games (at least {MINIMUM_GAMES})")
            }
            Obstacle::Mix(requirement) => write!(f, "{requirement}"),
            Obstacle::Average { highest } => write!(
                f,
                "Ra cannot reach the minimum (the strongest player left is rated {highest})"
            ),
            Obstacle::Performance { best } => {
                write!(f, "winning every remaining game gives Rp {best}")
            }
        }
    }
}

impl Outlook {
    /// The outlook of the `title` norm in words, after `IM norm: `.
    pub fn describe(&self, title: NormTitle) -> String {
        match self {
            Outlook::Achieved => "achieved".to_string(),
            Outlook::Possible {
                remaining,
                needed,
                average,
                title_holders,
                norm_title_holders,
                federations,
            } => {
                let games = if *remaining == 1 {
                    "the last game".to_string()
                } else {
                    format!("the last {remaining} games")
                };
                let mut text =
                    format!("{needed} from {games} against opponents averaging {average}");
                let plural = |count: u32, one: String, more: String| {
                    (count > 0)
                        .then(|| format!("{count} more {}", if count == 1 { one } else { more }))
                };
                let missing: Vec<String> = [
                    plural(
                        *title_holders,
                        "title-holder".into(),
                        "title-holders".into(),
                    ),
                    plural(
                        *norm_title_holders,
                        title.qualifying_names(false),
                        title.qualifying_names(true),
                    ),
                    plural(*federations, "federation".into(), "federations".into()),
                ]
                .into_iter()
                .flatten()
                .collect();
                if !missing.is_empty() {
                    text += &format!(" (they must bring {})", missing.join(", "));
                }
                text
            }
            Outlook::OutOfReach(obstacle) => format!("out of reach: {obstacle}"),
        }
    }
}

/// The games `player` has left after `after_round`: none in rounds he is withdrawn from
/// or has asked a bye for.
fn remaining_games(tournament: &Tournament, player: &Player, after_round: u32) -> u32 {
    let rounds = (after_round + 1..=tournament.rounds_planned)
        .filter(|&round| player.withdrawn_from.is_none_or(|from| round < from))
        .filter(|&round| !player.byes.iter().any(|bye| bye.round == round))
        .count() as u32;
    rounds * tournament.games_per_pairing() as u32
}

/// The highest rating among the players `player` has not met yet.
fn strongest_left(tournament: &Tournament, player: &Player, result: &NormResult) -> Option<i64> {
    tournament
        .players
        .iter()
        .filter(|other| other.tpn != player.tpn)
        .filter(|other| !result.games.iter().any(|g| g.opponent == other.tpn))
        .filter_map(|other| other.rating.map(i64::from))
        .max()
}

/// Ra after `remaining` more opponents rated `rating` each, the floor applied to all.
fn final_average(title: NormTitle, listed: &[i64], remaining: u32, rating: i64) -> i64 {
    let mut ratings = listed.to_vec();
    ratings.extend((0..remaining).map(|_| rating));
    let (used, _) = ratings_used(&ratings, title.rating_floor());
    average(&used).unwrap_or(0)
}

/// The outlook of a norm not made after `result.after_round`.
pub(super) fn outlook(
    tournament: &Tournament,
    player: &Player,
    result: &NormResult,
    exempt: bool,
) -> Outlook {
    let title = result.title;
    if !result.event_eligible {
        return Outlook::OutOfReach(Obstacle::EventNotEligible);
    }
    let remaining = remaining_games(tournament, player, result.after_round);
    if remaining == 0 {
        return Outlook::OutOfReach(Obstacle::NoGamesLeft);
    }
    let played = result.games.len() as u32;
    let total = played + remaining;
    if total < MINIMUM_GAMES {
        return Outlook::OutOfReach(Obstacle::TooFewGames { most: total });
    }
    let mix = Mix::of(player, title, &result.games);
    let mut missing = (0, 0, 0);
    for requirement in mix.requirements(title, total, is_double_round_robin(tournament)) {
        if exempt && requirement.is_federation_mix() {
            continue;
        }
        let short = match &requirement {
            Requirement::OtherFederations { count } => {
                missing.2 = OTHER_FEDERATIONS.saturating_sub(*count);
                missing.2
            }
            Requirement::TitleHolders { count, least } => {
                missing.0 = least.saturating_sub(*count);
                missing.0
            }
            Requirement::NormTitleHolders { count, least, .. } => {
                missing.1 = least.saturating_sub(*count);
                missing.1
            }
            other if other.is_met() => 0,
            _ => return Outlook::OutOfReach(Obstacle::Mix(requirement)),
        };
        if short > remaining {
            return Outlook::OutOfReach(Obstacle::Mix(requirement));
        }
    }
    let listed: Vec<i64> = result
        .games
        .iter()
        .map(|g| listed_rating(g.rating))
        .collect();
    let strongest = strongest_left(tournament, player, result).unwrap_or(0);
    let reaches =
        |rating: i64| final_average(title, &listed, remaining, rating) >= title.minimum_average();
    let so_far = result.ra().unwrap_or(title.minimum_average());
    let assumed = if reaches(so_far) {
        so_far
    } else {
        // Ra grows with the rating of the remaining opponents: the least that reaches.
        let (mut low, mut high) = (so_far, strongest.max(so_far));
        if !reaches(high) {
            return Outlook::OutOfReach(Obstacle::Average { highest: strongest });
        }
        while high - low > 1 {
            let middle = (low + high) / 2;
            if reaches(middle) {
                high = middle;
            } else {
                low = middle;
            }
        }
        high
    };
    let ra = final_average(title, &listed, remaining, assumed);
    let needed = (0..=2 * remaining)
        .map(HalfPoints)
        .find(|&more| is_title_result(title, ra, HalfPoints(result.score.0 + more.0), total));
    match needed {
        Some(needed) => Outlook::Possible {
            remaining,
            needed,
            average: assumed,
            title_holders: missing.0,
            norm_title_holders: missing.1,
            federations: missing.2,
        },
        None => {
            let best = HalfPoints(result.score.0 + 2 * remaining);
            let rp = super::player::performance(ra, best, total).map_or(0, |(_, _, rp)| rp);
            Outlook::OutOfReach(Obstacle::Performance { best: rp })
        }
    }
}
