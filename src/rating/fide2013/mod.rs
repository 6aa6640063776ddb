//! The FIDE Rating Regulations effective 1 July 2013, for Swiss tournaments.
//!
//! Readings taken where the text leaves room (each is tested in `tests/rating_math.rs`):
//!
//! - **Rounding (8.55(c), 8.57).** ΔR = score − P_D is summed exactly over the
//!   tournament and multiplied by K; nothing is rounded per game. Only the new rating
//!   `R_n` is rounded, to the nearest whole number with .5 rounded up (8.57 speaks of
//!   `R_n`, and 8.55(c) makes "ΣΔR x K" one figure for the tournament). A consequence:
//!   when two rated players with the same K meet, their unrounded changes are exactly
//!   opposite, but if they end in .50 the winner's rounds up and the loser's rounds
//!   towards zero (+1.50 becomes +2, −1.50 becomes −1).
//! - **K (8.56).** K is fixed for the whole tournament from the player's record before
//!   it: 30 while the player has completed fewer than 30 rated games (this clause comes
//!   first and wins for a new player rated 2400 or more), otherwise 10 once a published
//!   rating has reached 2400 (the current rating counts), otherwise 15. The 2013 text has
//!   no age clause (K = 40 for juniors came with the 2014 regulations). The K a list
//!   publishes for the player settles both facts where it can (a list of 2014 or later
//!   gives 40, 20, 10: its 20 is 15 here, its 40 for a junior says nothing of the games;
//!   see [`RatedPlayer::new_to_the_list`]). A rated player whose record neither the list's
//!   K nor the arbiter gives is taken as established (30 or more): the report marks the
//!   K as assumed.
//! - **Expected score (8.54, 8.55(a)).** `D` is capped at 400 before table 8.1b is used,
//!   so the lines of 8.1b above 411 never enter a rating change; the highest expected
//!   score is .92. Equal ratings fall in the line 0–3: .50 each.
//! - **Unrated players (8.21–8.24).** Only the Swiss/team rules are implemented: arbiter
//!   runs Swiss tournaments, so the round-robin rules (6.3, 8.21(b), 8.25, 8.58) have no
//!   use. In a Swiss `R_a` of 8.22/8.23 is the `R_c` of 8.21(a), the average rating of
//!   the rated opponents, as the 8.34 example computes it. `R_c` is kept exact; `p` is
//!   rounded to hundredths (.005 up) to enter table 8.1a, which is never interpolated
//!   (12.2); the result is rounded as 8.32 says.
//! - **Which results count (6.1, 6.41, 8.21, 8.31).** 8.21 says "fewer than 3 rated
//!   opponents", 6.41 "at least 3 games against rated opponents": in the Swiss rules of
//!   6.4 it is games, which also decides a Double-Swiss match of two games against one
//!   opponent. The score is the score in those games. "At least 1 point" and the floor
//!   of 1000 are conditions on the *first* result (6.1: "if the unrated player has played
//!   rated games, then this result is included"); an event is "first" while no earlier
//!   event counted. A first result's own rating is compared with the floor after
//!   rounding. Once a result counted, later events are pooled whatever their score
//!   (8.3), and a pooled rating below 1000 is not published (8.33, 7.14d) but keeps its
//!   results. 6.1 also disregards "that of his opponents against him": in a Swiss those
//!   games are not rated for the rated opponents anyway (6.42).
//! - **Publication (7.14).** 9 games against rated opponents in all counted events
//!   (7.14b) and a rating of at least 1000 (7.14d). The 26-month window of 7.14c depends
//!   on rating periods the program does not know: the arbiter enters only earlier results
//!   inside it.
//! - **Which games are rated (5.1, 6.42, 8.52).** A game is rated when it was played
//!   (both players present, result not marked unrated) and the opponent is rated; the
//!   player's own result is his score, also in results such as ½-0. Forfeits are never
//!   rated, and in a Double-Swiss match each game is judged on its own, so a single
//!   forfeited game is not rated although the match counts as played (C.04.5 preface).
//! - **Performance rating.** `R_c + d_p` over the games against rated opponents, with
//!   `p` and the result rounded as above; it is what tables 8.1a gives for any score, so
//!   above 50% it differs from the +15 rule of 8.23.

pub mod tables;

use crate::model::{GameResult, Outcome};
use crate::rating::games::Exclusion;
use crate::rating::numbers::{Fraction, GameScore, HalfPoints, Hundredths, round_half_up};
use crate::rating::rated::{RatedGame, RatedPlayer, Rating, RatingChange};
use crate::rating::unrated::{
    DisregardReason, EventResults, EventVerdict, NewPlayerRating, Publication, pool_events,
};

/// 0.6: "the floor is 1000".
pub const RATING_FLOOR: i64 = 1000;
/// 8.54: larger rating differences count as 400.
const MAX_RATING_DIFFERENCE: u16 = 400;
/// 6.41, 8.21: games against rated opponents an unrated player needs in an event.
const MIN_RATED_GAMES_PER_EVENT: u32 = 3;
/// 6.41, 8.21: the score a first event needs, in half points (1 point).
const MIN_FIRST_EVENT_SCORE: HalfPoints = HalfPoints(2);
/// 7.14b: games against rated opponents before an initial rating is published.
const MIN_GAMES_TO_PUBLISH: u32 = 9;
/// 8.23: rating points for each half point above 50%.
const POINTS_PER_HALF_POINT_ABOVE_HALF: i64 = 15;
/// The development coefficient K (8.56).
pub fn k_factor(player: &RatedPlayer) -> u8 {
    if player.new_to_the_list() == Some(true) {
        30
    } else if player.reached_2400() {
        10
    } else {
        15
    }
}

/// One game seen from a player as a rated game, or why it is not rated (5.1, 6.42,
/// 8.21(a), 8.52). `result` is seen from the player's side (as if he were White);
/// `match_counts_as_played` tells whether the pairing the game belongs to counts as
/// played for the standings.
pub fn rated_game(
    result: GameResult,
    opponent_rating: Option<Rating>,
    match_counts_as_played: bool,
) -> Result<RatedGame, Exclusion> {
    let outcome = match result {
        GameResult::Pending => return Err(Exclusion::Pending),
        GameResult::Forfeit { .. } if match_counts_as_played => {
            return Err(Exclusion::ForfeitInPlayedMatch);
        }
        GameResult::Forfeit { .. } => return Err(Exclusion::Forfeit),
        GameResult::Played { rated: false, .. } => return Err(Exclusion::MarkedUnrated),
        GameResult::Played { white, .. } => white,
    };
    let opponent_rating = opponent_rating.ok_or(Exclusion::OpponentUnrated)?;
    let score = match outcome {
        Outcome::Win => GameScore::Win,
        Outcome::Draw => GameScore::Draw,
        Outcome::Loss => GameScore::Loss,
    };
    Ok(RatedGame {
        opponent_rating,
        score,
    })
}

/// The scoring probability `P_D` of a player against an opponent (8.54, table 8.1b).
pub fn expected_score(rating: Rating, opponent_rating: Rating) -> Fraction {
    let difference = rating.abs_diff(opponent_rating).min(MAX_RATING_DIFFERENCE);
    let line = tables::scoring_probabilities(difference);
    if rating >= opponent_rating {
        line.higher
    } else {
        line.lower
    }
}

/// The rating change of a rated player over his rated games of one tournament (8.5).
pub fn rating_change(player: &RatedPlayer, games: &[RatedGame]) -> RatingChange {
    let k = k_factor(player);
    let score: HalfPoints = games.iter().map(|game| game.score.half_points()).sum();
    let expected_score: Hundredths = games
        .iter()
        .map(|game| expected_score(player.rating, game.opponent_rating).as_hundredths())
        .sum();
    let change = (score.hundredths() - expected_score).times(i64::from(k));
    let rating_after = (Hundredths(i64::from(player.rating) * 100) + change).round_half_up();
    RatingChange {
        rating_before: player.rating,
        k,
        games: games.len(),
        score,
        expected_score,
        change,
        rating_after,
    }
}

/// The performance rating `R_c + d_p` of a player's games against rated opponents;
/// `None` without such games.
pub fn performance_rating(games: &[RatedGame]) -> Option<i64> {
    let results = EventResults::from_games(games);
    let p = results.fractional_score()?;
    Some(average_plus(
        &results,
        i64::from(tables::rating_difference(p)),
    ))
}

/// The perfect tournament performance (C.07 10.3) of a player's games against rated
/// opponents: the lowest whole rating `R` whose expected score, the sum of `P_D` of
/// table 8.1b for `D = R - R_opponent` over every game, without the cap of 8.54, is at
/// least the score; for a score of 0 the lowest opponent's rating less 800. `None`
/// without such games.
pub fn perfect_performance(games: &[RatedGame]) -> Option<i64> {
    let ratings: Vec<i64> = games.iter().map(|g| i64::from(g.opponent_rating)).collect();
    let lowest = *ratings.iter().min()?;
    let highest = *ratings.iter().max()?;
    let score = games
        .iter()
        .map(|g| g.score.half_points())
        .sum::<HalfPoints>();
    if score.0 == 0 {
        return Some(lowest - 800);
    }
    let expected = |rating: i64| -> i64 {
        ratings
            .iter()
            .map(|&opponent| {
                let difference = u16::try_from(rating.abs_diff(opponent)).unwrap_or(u16::MAX);
                let line = tables::scoring_probabilities(difference);
                let p = if rating >= opponent {
                    line.higher
                } else {
                    line.lower
                };
                i64::from(p.hundredths())
            })
            .sum()
    };
    // The expected score grows with R and is every game's 1.00 from 736 points above
    // the highest opponent on (table 8.1b), so the lowest R reaching the score lies in
    // this range; the search keeps expected(low) < score <= expected(high).
    let (mut low, mut high) = (lowest - 801, highest + 736);
    while high - low > 1 {
        let middle = (low + high) / 2;
        if expected(middle) >= score.hundredths().0 {
            high = middle;
        } else {
            low = middle;
        }
    }
    Some(high)
}

/// The rating an unrated player's results give in a Swiss tournament (8.21(a),
/// 8.22–8.24), rounded (8.32); `None` without games.
fn swiss_rating(results: &EventResults) -> Option<i64> {
    let p = results.fractional_score()?;
    // 50% of n games is n half points.
    let half_points_above_half = i64::from(results.score().0) - i64::from(results.games());
    let adjustment = if half_points_above_half >= 0 {
        POINTS_PER_HALF_POINT_ABOVE_HALF * half_points_above_half
    } else {
        i64::from(tables::rating_difference(p))
    };
    Some(average_plus(results, adjustment))
}

/// `R_c + adjustment`, rounded to a whole number with .5 up, with `R_c` kept exact.
fn average_plus(results: &EventResults, adjustment: i64) -> i64 {
    let games = i64::from(results.games());
    round_half_up(results.opponent_rating_sum() + adjustment * games, games)
}

/// The rating of a previously unrated player from his earlier results (oldest first)
/// and the results of this tournament (8.2, 8.3, 6.41, 7.14).
pub fn new_player_rating(earlier: &[EventResults], current: &EventResults) -> NewPlayerRating {
    pool_events(earlier, current, judge_event, swiss_rating, &PUBLICATION)
}

/// 7.14b, 7.14d, 8.33: what an initial rating needs to be published.
const PUBLICATION: Publication = Publication {
    min_games: MIN_GAMES_TO_PUBLISH,
    games_article: "7.14b",
    floor: RATING_FLOOR,
    floor_article: "7.14d, 8.33",
};

/// Whether one event of an unrated player counts; `first` when no earlier event did.
fn judge_event(event: &EventResults, first: bool) -> EventVerdict {
    if event.games() < MIN_RATED_GAMES_PER_EVENT {
        return EventVerdict::Disregarded(DisregardReason::TooFewRatedOpponents {
            games: event.games(),
        });
    }
    if first {
        if event.score() < MIN_FIRST_EVENT_SCORE {
            return EventVerdict::Disregarded(DisregardReason::FirstScoreBelowOnePoint {
                score: event.score(),
            });
        }
        if let Some(rating) = swiss_rating(event).filter(|rating| *rating < RATING_FLOOR) {
            return EventVerdict::Disregarded(DisregardReason::FirstResultBelowFloor {
                rating,
                floor: RATING_FLOOR,
            });
        }
    }
    EventVerdict::Counted
}
