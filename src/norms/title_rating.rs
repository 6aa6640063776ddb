//! A title's rating reached in the middle of the event (B.01 1.5.3a): the player's live
//! rating after each round is his rating plus the change of his rated games so far, as
//! the tournament's edition of the rating regulations computes it.

use std::fmt;

use crate::model::{Player, Tournament};
use crate::rating::{PlayerRating, RatingError, RatingReport};

use super::NormTitle;

/// The round after which a player's live rating first reached a title's rating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TitleRating {
    pub title: NormTitle,
    pub round: u32,
    /// The live rating after that round.
    pub rating: i64,
}

impl fmt::Display for TitleRating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "live rating {} after round {} (at least {}): {} rating requirement met (1.5.3a); \
             later results may be disregarded",
            self.rating,
            self.round,
            self.title.title_rating(),
            self.title
        )
    }
}

/// The live rating of `player` after rounds `1..=round`; `None` for a player unrated.
fn live_rating(
    tournament: &Tournament,
    player: &Player,
    round: u32,
) -> Result<Option<i64>, RatingError> {
    let mut so_far = tournament.clone();
    so_far.rounds.truncate(round as usize);
    let report = RatingReport::build(&so_far)?;
    Ok(report
        .players
        .iter()
        .find(|report| report.tpn == player.tpn)
        .and_then(|report| match report.rating {
            PlayerRating::Rated { change, .. } => Some(change.rating_after),
            PlayerRating::Unrated { .. } => None,
        }))
}

/// For each title `player` may gain by norms whose rating (1.5.3) he was below at the
/// start: the first of rounds `1..=after_round` after which his live rating reached it.
pub fn title_ratings_reached(
    tournament: &Tournament,
    player: &Player,
    after_round: u32,
) -> Result<Vec<TitleRating>, RatingError> {
    let Some(start) = player.rating.map(i64::from) else {
        return Ok(Vec::new());
    };
    let titles: Vec<NormTitle> = NormTitle::ALL
        .into_iter()
        .filter(|title| title.applies_to(player) && start < title.title_rating())
        .collect();
    let mut reached = Vec::new();
    let mut open = titles;
    for round in 1..=after_round.min(tournament.rounds_paired()) {
        if open.is_empty() {
            break;
        }
        let Some(rating) = live_rating(tournament, player, round)? else {
            break;
        };
        let (now, later): (Vec<NormTitle>, Vec<NormTitle>) = open
            .into_iter()
            .partition(|title| rating >= title.title_rating());
        reached.extend(now.into_iter().map(|title| TitleRating {
            title,
            round,
            rating,
        }));
        open = later;
    }
    Ok(reached)
}
