//! What the rounds still to play must bring for a norm. In a round robin the schedule
//! names the remaining opponents: their ratings (with the floor, 1.4.6), titles and
//! federations count as they are. Otherwise under the assumption an arbiter states: the
//! remaining opponents average the player's Ra so far, or, when that is too low, the
//! least average that lifts Ra to the title's minimum (1.4.8a), and they bring the
//! title-holders and federations still missing.

use std::fmt;

use crate::model::{PairingSystem, Player, Schedule, Tournament, Tpn};
use crate::rating::HalfPoints;

use super::player::{
    Mix, NormGame, NormResult, average, is_double_round_robin, is_title_result, listed_rating,
    ratings_used,
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
    /// Still possible in a round robin: `needed` points from the games against the
    /// opponents the schedule still sets, who meet every requirement of the mix and Ra.
    Scheduled {
        needed: HalfPoints,
        opponents: Vec<ScheduledOpponent>,
    },
    /// Out of reach, and why.
    OutOfReach(Obstacle),
}

/// An opponent a round robin's schedule still sets against the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScheduledOpponent {
    pub round: u32,
    pub tpn: Tpn,
    /// The name with the title, as the schedule shows it.
    pub name: String,
    pub rating: Option<u16>,
    /// The rating the average takes (1.4.6): 1400 unrated, or the floor.
    pub rating_used: i64,
    pub raised_to_floor: bool,
}

/// `IM Kim, Sun (2388)`, `Lee, Ann (1990, raised to 2050)`, `Doe, Jo (unrated, 1400)`.
impl fmt::Display for ScheduledOpponent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let listed = self
            .rating
            .map_or("unrated".to_string(), |rating| rating.to_string());
        match (self.raised_to_floor, self.rating) {
            (true, _) => write!(
                f,
                "{} ({listed}, raised to {})",
                self.name, self.rating_used
            ),
            (false, None) => write!(f, "{} ({listed}, {})", self.name, self.rating_used),
            (false, Some(_)) => write!(f, "{} ({listed})", self.name),
        }
    }
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
    /// A requirement on the opponents missed whatever the results: of the mix (1.4.3 to
    /// 1.4.5), or, with the remaining opponents known, of their average (1.4.8a).
    Missed(Requirement),
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
            Obstacle::Missed(requirement) => write!(f, "{requirement}"),
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
                let mut text = format!(
                    "{needed} from {} against opponents averaging {average}",
                    last_games(*remaining)
                );
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
            Outlook::Scheduled { needed, opponents } => {
                let names: Vec<String> = opponents.iter().map(ToString::to_string).collect();
                let against = match names.split_last() {
                    Some((last, [])) => last.clone(),
                    Some((last, others)) => format!("{} and {last}", others.join(", ")),
                    None => String::new(),
                };
                format!(
                    "{needed} from {} against {against}",
                    last_games(opponents.len() as u32)
                )
            }
            Outlook::OutOfReach(obstacle) => format!("out of reach: {obstacle}"),
        }
    }
}

/// `the last game`, `the last 2 games`.
fn last_games(remaining: u32) -> String {
    if remaining == 1 {
        "the last game".to_string()
    } else {
        format!("the last {remaining} games")
    }
}

/// Whether `player` is to play in `round`: neither withdrawn before it nor on a bye he
/// asked for.
fn plays_in(player: &Player, round: u32) -> bool {
    player.is_active_in(round) && player.requested_bye(round).is_none()
}

/// The games `player` has left after `after_round`: none in rounds he is withdrawn from
/// or has asked a bye for.
fn remaining_games(tournament: &Tournament, player: &Player, after_round: u32) -> u32 {
    let rounds = (after_round + 1..=tournament.rounds_planned)
        .filter(|&round| plays_in(player, round))
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

/// The games the round robin's `schedule` still sets for `player` after `after_round`,
/// each with its round: not the free round, not a round he or the opponent is withdrawn
/// from or has asked a bye for (no game over the board, FIDE Tournament Rules 5.4).
fn scheduled_games<'t>(
    tournament: &'t Tournament,
    schedule: &Schedule,
    player: &Player,
    after_round: u32,
) -> Vec<(u32, &'t Player)> {
    (1..)
        .zip(schedule.games_of(player.tpn))
        .skip(after_round as usize)
        .filter_map(|(round, game)| {
            let opponent = tournament.player(game?.0)?;
            (plays_in(player, round) && plays_in(opponent, round)).then_some((round, opponent))
        })
        .collect()
}

/// The least score from `remaining` more games that makes a title result against Ra
/// `ra` in `total` games, or the best Rp winning them all gives.
fn needed_score(
    result: &NormResult,
    ra: i64,
    remaining: u32,
    total: u32,
) -> Result<HalfPoints, Obstacle> {
    let title = result.title;
    (0..=2 * remaining)
        .map(HalfPoints)
        .find(|&more| is_title_result(title, ra, HalfPoints(result.score.0 + more.0), total))
        .ok_or_else(|| {
            let best = HalfPoints(result.score.0 + 2 * remaining);
            let rp = super::player::performance(ra, best, total).map_or(0, |(_, _, rp)| rp);
            Obstacle::Performance { best: rp }
        })
}

/// The outlook of a norm not made after `result.after_round`: against the opponents a
/// round robin's `schedule` still sets, otherwise under the stated assumption.
pub(super) fn outlook(
    tournament: &Tournament,
    schedule: &Schedule,
    player: &Player,
    result: &NormResult,
    exempt: bool,
) -> Outlook {
    if !result.event_eligible {
        return Outlook::OutOfReach(Obstacle::EventNotEligible);
    }
    let scheduled = (tournament.system == PairingSystem::RoundRobin && !schedule.rounds.is_empty())
        .then(|| scheduled_games(tournament, schedule, player, result.after_round));
    let remaining = match &scheduled {
        Some(games) => games.len() as u32,
        None => remaining_games(tournament, player, result.after_round),
    };
    if remaining == 0 {
        return Outlook::OutOfReach(Obstacle::NoGamesLeft);
    }
    let total = result.games.len() as u32 + remaining;
    if total < MINIMUM_GAMES {
        return Outlook::OutOfReach(Obstacle::TooFewGames { most: total });
    }
    match scheduled {
        Some(games) => scheduled_outlook(tournament, player, result, &games),
        None => assumed_outlook(tournament, player, result, exempt, remaining),
    }
}

/// The outlook against the opponents still scheduled: the mix and Ra as they will be.
fn scheduled_outlook(
    tournament: &Tournament,
    player: &Player,
    result: &NormResult,
    games: &[(u32, &Player)],
) -> Outlook {
    let title = result.title;
    let total = (result.games.len() + games.len()) as u32;
    let opponents = result
        .games
        .iter()
        .map(NormGame::title_and_federation)
        .chain(
            games
                .iter()
                .map(|(_, opponent)| (opponent.title, opponent.federation.as_deref())),
        );
    let mix = Mix::of(player, title, opponents);
    let double = is_double_round_robin(tournament);
    if let Some(missed) = mix
        .requirements(title, total, double)
        .into_iter()
        .find(|requirement| !requirement.is_met())
    {
        return Outlook::OutOfReach(Obstacle::Missed(missed));
    }
    let listed: Vec<i64> = result
        .games
        .iter()
        .map(|g| g.rating)
        .chain(games.iter().map(|(_, opponent)| opponent.rating))
        .map(listed_rating)
        .collect();
    let (used, raised) = ratings_used(&listed, title.rating_floor());
    let ra = average(&used).unwrap_or(0);
    if ra < title.minimum_average() {
        return Outlook::OutOfReach(Obstacle::Missed(Requirement::AverageRating {
            ra,
            least: title.minimum_average(),
        }));
    }
    let played = result.games.len();
    let opponents = games
        .iter()
        .enumerate()
        .map(|(index, &(round, opponent))| ScheduledOpponent {
            round,
            tpn: opponent.tpn,
            name: opponent.titled_name(),
            rating: opponent.rating,
            rating_used: used[played + index],
            raised_to_floor: raised == Some(played + index),
        })
        .collect();
    match needed_score(result, ra, games.len() as u32, total) {
        Ok(needed) => Outlook::Scheduled { needed, opponents },
        Err(obstacle) => Outlook::OutOfReach(obstacle),
    }
}

/// The outlook under the assumption on the `remaining` opponents (see the module).
fn assumed_outlook(
    tournament: &Tournament,
    player: &Player,
    result: &NormResult,
    exempt: bool,
    remaining: u32,
) -> Outlook {
    let title = result.title;
    let total = result.games.len() as u32 + remaining;
    let mix = Mix::of(
        player,
        title,
        result.games.iter().map(NormGame::title_and_federation),
    );
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
            _ => return Outlook::OutOfReach(Obstacle::Missed(requirement)),
        };
        if short > remaining {
            return Outlook::OutOfReach(Obstacle::Missed(requirement));
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
    match needed_score(result, ra, remaining, total) {
        Ok(needed) => Outlook::Possible {
            remaining,
            needed,
            average: assumed,
            title_holders: missing.0,
            norm_title_holders: missing.1,
            federations: missing.2,
        },
        Err(obstacle) => Outlook::OutOfReach(obstacle),
    }
}
