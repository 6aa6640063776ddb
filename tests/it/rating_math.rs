//! The rating mathematics of the FIDE Rating Regulations 2013 on hand-computed examples.
//! Every expected number below is worked out in the comments from tables 8.1a and 8.1b.

use arbiter::model::{RatingEdition, RatingList};
use arbiter::rating::GameScore::{Draw, Loss, Win};
use arbiter::rating::{
    DisregardReason, EventResults, EventVerdict, Fraction, GameScore, HalfPoints, Hundredths,
    RatedGame, RatedPlayer, Rating, RatingError, Withheld,
};
use proptest::prelude::*;

const FIDE_2013: RatingEdition = RatingEdition::Rules2013;
const STANDARD: RatingList = RatingList::Standard;

/// Rated games from `(opponent rating, score)` pairs (also used by `rating_2024`).
pub(crate) fn games(list: &[(Rating, GameScore)]) -> Vec<RatedGame> {
    list.iter()
        .map(|&(opponent_rating, score)| RatedGame {
            opponent_rating,
            score,
        })
        .collect()
}

fn player(rating: Rating, rated_games_before: u32, has_reached_2400: bool) -> RatedPlayer {
    RatedPlayer {
        rating,
        rated_games_before: Some(rated_games_before),
        has_reached_2400,
        junior: false,
        listed_k: None,
    }
}

fn fraction(hundredths: u8) -> Fraction {
    Fraction::from_hundredths(hundredths).expect("at most 1.00")
}

#[test]
fn rated_player_across_a_nine_round_swiss() {
    // 2000, 50 rated games, never 2400: K = 15.
    //   R1 1550 win   D 450 counts as 400 (8.54): line 392-411, H .92  ΔR +0.08
    //   R2 2100 draw  D 100: line 99-106, L .36                         ΔR +0.14
    //   R3 1980 loss  D  20: line 18-25, H .53                          ΔR -0.53
    //   R4 2500 draw  D 500 counts as 400: L .08                        ΔR +0.42
    //   R5 2000 win   D   0: .50                                        ΔR +0.50
    //   R6 1900 win   D 100: H .64                                      ΔR +0.36
    //   R7 2050 loss  D  50: line 47-53, L .43                          ΔR -0.43
    //   R8 1997 draw  D   3: line 0-3, .50                              ΔR  0.00
    //   R9 1600 loss  D 400: H .92                                      ΔR -0.92
    // Score 4.5, ΣP_D 4.88, ΣΔR -0.38, change 15 x -0.38 = -5.70, 1994.30 -> 1994.
    // Without the cap R1 would be .94 (line 433-456) and R4 .04 (line 485-517).
    let rounds = games(&[
        (1550, Win),
        (2100, Draw),
        (1980, Loss),
        (2500, Draw),
        (2000, Win),
        (1900, Win),
        (2050, Loss),
        (1997, Draw),
        (1600, Loss),
    ]);
    let change = FIDE_2013.rating_change(STANDARD, &player(2000, 50, false), &rounds);
    assert_eq!(change.rating_before, 2000);
    assert_eq!(change.k, 15);
    assert_eq!(change.games, 9);
    assert_eq!(change.score, HalfPoints(9));
    assert_eq!(change.expected_score, Hundredths(488));
    assert_eq!(change.change, Hundredths(-570));
    assert_eq!(change.rating_after, 1994);
    // Performance: R_c = 17677 / 9 = 1964.11, p = .50, d_p = 0: 1964.
    assert_eq!(FIDE_2013.performance_rating(&rounds), Some(1964));
}

#[test]
fn differences_above_400_count_as_400() {
    // Uncapped, D = 450 would be line 433-456 (.94/.06); capped it is 392-411.
    assert_eq!(FIDE_2013.expected_score(STANDARD, 2000, 1550), fraction(92));
    assert_eq!(FIDE_2013.expected_score(STANDARD, 1550, 2000), fraction(8));
    assert_eq!(FIDE_2013.expected_score(STANDARD, 2800, 1000), fraction(92));
    assert_eq!(FIDE_2013.expected_score(STANDARD, 2000, 1589), fraction(92)); // D 411
    assert_eq!(FIDE_2013.expected_score(STANDARD, 2000, 1608), fraction(92)); // D 392
    assert_eq!(FIDE_2013.expected_score(STANDARD, 2000, 1609), fraction(91)); // D 391
    assert_eq!(FIDE_2013.expected_score(STANDARD, 2000, 2000), fraction(50));
}

#[test]
fn k_drops_to_10_once_2400_is_reached_and_stays_there() {
    // 2390, 40 games, never 2400: K = 15.
    //   2300 win   D 90: line 84-91, H .62   ΔR +0.38
    //   2400 win   D 10: line 4-10, L .49    ΔR +0.51
    //   2390 draw  D  0: .50                 ΔR  0.00
    // ΣΔR 0.89, change 15 x 0.89 = 13.35: 2403.35 -> 2403. K stays 15 in this event.
    let first = FIDE_2013.rating_change(
        STANDARD,
        &player(2390, 40, false),
        &games(&[(2300, Win), (2400, Win), (2390, Draw)]),
    );
    assert_eq!(first.k, 15);
    assert_eq!(first.expected_score, Hundredths(161));
    assert_eq!(first.change, Hundredths(1335));
    assert_eq!(first.rating_after, 2403);

    // Next event at the published 2403: K = 10. A loss to a 2403: 10 x -0.50 = -5.
    let second =
        FIDE_2013.rating_change(STANDARD, &player(2403, 43, false), &games(&[(2403, Loss)]));
    assert_eq!(second.k, 10);
    assert_eq!(second.change, Hundredths(-500));
    assert_eq!(second.rating_after, 2398);

    // Below 2400 again, K stays 10 because 2400 was reached (8.56).
    assert_eq!(FIDE_2013.k_factor(&player(2398, 44, true), 9), 10);
    assert_eq!(FIDE_2013.k_factor(&player(2398, 44, false), 9), 15);
    assert_eq!(FIDE_2013.k_factor(&player(2399, 30, false), 9), 15);
    assert_eq!(FIDE_2013.k_factor(&player(2400, 30, false), 9), 10);
}

#[test]
fn newcomer_has_k_30_until_30_games_are_completed() {
    // 1650 with 12 rated games: K = 30.
    //   1700 win   D  50: L .43   ΔR +0.57
    //   1500 loss  D 150: line 146-153, H .70   ΔR -0.70
    //   1648 draw  D   2: .50     ΔR  0.00
    //   1900 draw  D 250: line 246-256, L .19   ΔR +0.31
    //   1620 win   D  30: line 26-32, H .54     ΔR +0.46
    // Score 3, ΣP_D 2.36, ΣΔR 0.64, change 30 x 0.64 = 19.20: 1669.20 -> 1669.
    let change = FIDE_2013.rating_change(
        STANDARD,
        &player(1650, 12, false),
        &games(&[
            (1700, Win),
            (1500, Loss),
            (1648, Draw),
            (1900, Draw),
            (1620, Win),
        ]),
    );
    assert_eq!(change.k, 30);
    assert_eq!(change.score, HalfPoints(6));
    assert_eq!(change.expected_score, Hundredths(236));
    assert_eq!(change.change, Hundredths(1920));
    assert_eq!(change.rating_after, 1669);

    assert_eq!(FIDE_2013.k_factor(&player(1650, 29, false), 9), 30);
    assert_eq!(FIDE_2013.k_factor(&player(1650, 30, false), 9), 15);
    // The K = 30 clause comes first in 8.56, also for a newcomer rated 2400 or more.
    assert_eq!(FIDE_2013.k_factor(&player(2450, 10, true), 9), 30);
    // Not knowing the earlier games, the player is taken as established.
    let unknown = |rating, has_reached_2400| RatedPlayer {
        rating,
        rated_games_before: None,
        has_reached_2400,
        junior: false,
        listed_k: None,
    };
    assert_eq!(FIDE_2013.k_factor(&unknown(1650, false), 9), 15);
    assert_eq!(FIDE_2013.k_factor(&unknown(2300, true), 9), 10);
}

#[test]
fn only_the_new_rating_is_rounded_with_half_up() {
    // 2000 (K 15) draws with 2069: D 69, line 69-76, L .40, ΔR +0.10, change +1.50:
    // 2001.50 -> 2002. The 2069 (K 15): H .60, ΔR -0.10, change -1.50: 2067.50 -> 2068.
    let lower =
        FIDE_2013.rating_change(STANDARD, &player(2000, 40, false), &games(&[(2069, Draw)]));
    let higher =
        FIDE_2013.rating_change(STANDARD, &player(2069, 40, false), &games(&[(2000, Draw)]));
    assert_eq!((lower.change, lower.rating_after), (Hundredths(150), 2002));
    assert_eq!(
        (higher.change, higher.rating_after),
        (Hundredths(-150), 2068)
    );

    // Per-game rounding would differ: four such draws give +6 in total (4 x 1.50 = 6.00),
    // where rounding each game would give 4 x 2 = 8.
    let four = FIDE_2013.rating_change(
        STANDARD,
        &player(2000, 40, false),
        &games(&[(2069, Draw); 4]),
    );
    assert_eq!((four.change, four.rating_after), (Hundredths(600), 2006));
}

#[test]
fn unrated_player_above_half_gets_15_per_half_point() {
    // 9 rated opponents averaging 17100 / 9 = 1900; 6 / 9 is 12 half points, 3 above
    // 50% (4.5): 1900 + 3 x 15 = 1945 (8.23). 9 games: publishable (7.14b).
    let rounds = games(&[
        (1800, Win),
        (1850, Win),
        (1900, Win),
        (1950, Win),
        (2000, Draw),
        (2050, Draw),
        (2100, Draw),
        (1750, Draw),
        (1700, Loss),
    ]);
    let result = FIDE_2013.new_player_rating(&[], &EventResults::from_games(&rounds));
    assert_eq!(result.current, EventVerdict::Counted);
    let rating = result.rating.expect("the result counts");
    assert_eq!(rating.rating, 1945);
    assert_eq!(rating.results.games(), 9);
    assert_eq!(rating.results.score(), HalfPoints(12));
    assert_eq!(rating.results.average_opponent_rating(), Some(1900));
    assert!(rating.is_publishable());
    // The performance rating uses table 8.1a instead: p = .67, d_p = 125: 2025.
    assert_eq!(FIDE_2013.performance_rating(&rounds), Some(2025));
}

#[test]
fn unrated_player_on_exactly_half_gets_the_average() {
    // R_c = 7609 / 4 = 1902.25, 2 / 4: R_u = R_a = 1902 (8.22). Only 4 games: withheld.
    let rounds = games(&[(1850, Win), (1720, Loss), (1999, Draw), (2040, Draw)]);
    let result = FIDE_2013.new_player_rating(&[], &EventResults::from_games(&rounds));
    assert_eq!(result.current, EventVerdict::Counted);
    let rating = result.rating.expect("the result counts");
    assert_eq!(rating.rating, 1902);
    assert_eq!(
        rating.withheld,
        vec![Withheld::TooFewGames {
            games: 4,
            required: 9,
            article: "7.14b",
        }]
    );
}

#[test]
fn unrated_player_below_half_gets_average_plus_dp() {
    // R_c = 11100 / 6 = 1850, 2 / 6: p = .333 -> .33, d_p = -125: 1725 (8.24).
    let rounds = games(&[
        (1600, Win),
        (1700, Loss),
        (1800, Draw),
        (1900, Loss),
        (2000, Draw),
        (2100, Loss),
    ]);
    let result = FIDE_2013.new_player_rating(&[], &EventResults::from_games(&rounds));
    assert_eq!(result.rating.expect("the result counts").rating, 1725);
    assert_eq!(FIDE_2013.performance_rating(&rounds), Some(1725));

    // R_c stays exact: 5701 / 3 = 1900.33, 1 / 3: 1900.33 - 125 = 1775.33 -> 1775.
    let rounds = games(&[(1801, Win), (1900, Loss), (2000, Loss)]);
    let result = FIDE_2013.new_player_rating(&[], &EventResults::from_games(&rounds));
    assert_eq!(result.rating.expect("the result counts").rating, 1775);
}

#[test]
fn unrated_player_with_two_rated_opponents_is_not_rated() {
    let rounds = games(&[(2000, Win), (2100, Win)]);
    let result = FIDE_2013.new_player_rating(&[], &EventResults::from_games(&rounds));
    assert_eq!(
        result.current,
        EventVerdict::Disregarded(DisregardReason::TooFewRatedOpponents { games: 2 })
    );
    assert_eq!(result.rating, None);
}

#[test]
fn unrated_player_with_half_a_point_in_his_first_event_is_disregarded() {
    let rounds = games(&[(1800, Draw), (1900, Loss), (2000, Loss), (1700, Loss)]);
    let result = FIDE_2013.new_player_rating(&[], &EventResults::from_games(&rounds));
    assert_eq!(
        result.current,
        EventVerdict::Disregarded(DisregardReason::FirstScoreBelowOnePoint {
            score: HalfPoints(1)
        })
    );
    assert_eq!(result.rating, None);
}

#[test]
fn first_result_below_the_floor_is_ignored() {
    // 1050 - 125 = 925 (6.41, 8.31).
    let rounds = games(&[(1050, Win), (1050, Loss), (1050, Loss)]);
    let result = FIDE_2013.new_player_rating(&[], &EventResults::from_games(&rounds));
    assert_eq!(
        result.current,
        EventVerdict::Disregarded(DisregardReason::FirstResultBelowFloor {
            rating: 925,
            floor: 1000
        })
    );
    assert_eq!(result.rating, None);
}

#[test]
fn example_8_34_pools_three_tournaments_to_2199() {
    // 3 games at 2220 scoring 1, 5 at 2150 scoring 3, then this tournament: 4 games at
    // an average of 2200 scoring 2.5. 12 games, 6.5 points; (3 x 2220 + 5 x 2150 +
    // 4 x 2200) / 12 = 2184.17; half a point over 50%: 2184.17 + 15 -> 2199.
    let earlier = [
        EventResults::from_average(3, 2220, HalfPoints(2)).expect("valid"),
        EventResults::from_average(5, 2150, HalfPoints(6)).expect("valid"),
    ];
    let current = EventResults::from_games(&games(&[
        (2150, Win),
        (2250, Win),
        (2180, Draw),
        (2220, Loss),
    ]));
    let result = FIDE_2013.new_player_rating(&earlier, &current);
    assert_eq!(result.earlier, vec![EventVerdict::Counted; 2]);
    assert_eq!(result.current, EventVerdict::Counted);
    let rating = result.rating.expect("the results count");
    assert_eq!(rating.results.games(), 12);
    assert_eq!(rating.results.score(), HalfPoints(13));
    assert_eq!(rating.results.opponent_rating_sum(), 26210);
    assert_eq!(rating.results.average_opponent_rating(), Some(2184));
    assert_eq!(rating.rating, 2199);
    assert!(rating.is_publishable());
}

#[test]
fn after_a_counted_event_half_a_point_is_pooled() {
    // First event 5 / 9 at 1800: 1815, counted. This event 0.5 / 4 at 1900 is not the
    // first, so it is included (6.1): 13 games, 5.5 points, R_c = 23800 / 13 =
    // 1830.77, p = 11 / 26 = .423 -> .42, d_p = -57: 1773.77 -> 1774.
    let earlier = [EventResults::from_average(9, 1800, HalfPoints(10)).expect("valid")];
    let current = EventResults::from_games(&games(&[
        (1900, Draw),
        (1900, Loss),
        (1900, Loss),
        (1900, Loss),
    ]));
    let result = FIDE_2013.new_player_rating(&earlier, &current);
    assert_eq!(result.earlier, vec![EventVerdict::Counted]);
    assert_eq!(result.current, EventVerdict::Counted);
    let rating = result.rating.expect("the results count");
    assert_eq!(rating.rating, 1774);
    assert!(rating.is_publishable());
}

#[test]
fn a_disregarded_event_leaves_the_next_one_first() {
    // 2 games earlier: disregarded, so this event is the player's first: it needs 1
    // point, and 0.5 is not enough.
    let earlier = [EventResults::from_average(2, 1900, HalfPoints(4)).expect("valid")];
    let half_point = EventResults::from_games(&games(&[(1600, Draw), (1600, Loss), (1600, Loss)]));
    let result = FIDE_2013.new_player_rating(&earlier, &half_point);
    assert_eq!(
        result.earlier,
        vec![EventVerdict::Disregarded(
            DisregardReason::TooFewRatedOpponents { games: 2 }
        )]
    );
    assert_eq!(
        result.current,
        EventVerdict::Disregarded(DisregardReason::FirstScoreBelowOnePoint {
            score: HalfPoints(1)
        })
    );
    assert_eq!(result.rating, None);

    // 1.5 / 3 at 1600 counts on its own: 1600.
    let fifty = EventResults::from_games(&games(&[(1600, Draw), (1600, Win), (1600, Loss)]));
    let result = FIDE_2013.new_player_rating(&earlier, &fifty);
    assert_eq!(result.current, EventVerdict::Counted);
    assert_eq!(result.rating.expect("counts").rating, 1600);
}

#[test]
fn pooled_rating_below_the_floor_is_withheld() {
    // First event 2.5 / 5 at 1100: 1100, counted. Then four losses to 1000s: 9 games,
    // 2.5 points, R_c = 9500 / 9 = 1055.56, p = 5 / 18 = .278 -> .28, d_p = -166:
    // 889.56 -> 890, below 1000 (8.33, 7.14d).
    let earlier = [EventResults::from_average(5, 1100, HalfPoints(5)).expect("valid")];
    let current = EventResults::from_games(&games(&[(1000, Loss); 4]));
    let result = FIDE_2013.new_player_rating(&earlier, &current);
    assert_eq!(result.current, EventVerdict::Counted);
    let rating = result.rating.expect("the results count");
    assert_eq!(rating.rating, 890);
    assert_eq!(
        rating.withheld,
        vec![Withheld::BelowFloor {
            rating: 890,
            floor: 1000,
            article: "7.14d, 8.33",
        }]
    );
}

#[test]
fn an_entered_score_above_the_games_is_an_error() {
    assert_eq!(
        EventResults::from_average(3, 2000, HalfPoints(7)),
        Err(RatingError::ScoreAboveGames {
            score: HalfPoints(7),
            games: 3
        })
    );
}

#[test]
fn no_rated_games_give_no_performance_rating() {
    assert_eq!(FIDE_2013.performance_rating(&[]), None);
    let change = FIDE_2013.rating_change(STANDARD, &player(2000, 50, false), &[]);
    assert_eq!((change.change, change.rating_after), (Hundredths(0), 2000));
}

fn score() -> impl Strategy<Value = GameScore> {
    prop_oneof![Just(Loss), Just(Draw), Just(Win)]
}

/// The rounded rating changes of the two players of one game. With equal K the exact
/// changes are opposite (table 8.1b's lines add up to 1.00), so the rounded changes
/// are opposite too, except when the exact change ends in .50: then the gain rounds up
/// and the loss towards zero (8.57 rounds .5 up), and the gain is 1 larger.
fn check_one_game(a: RatedPlayer, b: RatedPlayer, result: GameScore) {
    let change_a = FIDE_2013.rating_change(STANDARD, &a, &games(&[(b.rating, result)]));
    let change_b = FIDE_2013.rating_change(STANDARD, &b, &games(&[(a.rating, result.opponent())]));
    let (k_a, k_b) = (i64::from(change_a.k), i64::from(change_b.k));
    assert_eq!(change_a.change.0.signum(), -change_b.change.0.signum());
    // ΔR_a = -ΔR_b, whatever the K.
    assert_eq!(change_a.change.0 * k_b, -change_b.change.0 * k_a);
    if k_a == k_b {
        assert_eq!(change_a.change, Hundredths(-change_b.change.0));
        let rounded_a = change_a.rating_after - i64::from(a.rating);
        let rounded_b = change_b.rating_after - i64::from(b.rating);
        let ends_in_half = change_a.change.0.rem_euclid(100) == 50;
        assert_eq!(rounded_a + rounded_b, i64::from(ends_in_half));
        assert!(rounded_a.signum() == -rounded_b.signum() || ends_in_half);
    }
}

proptest! {
    #[test]
    fn the_two_players_of_a_game_change_in_opposite_directions(
        rating_a in 1000..=2900u16, rating_b in 1000..=2900u16,
        games_a in 0..60u32, games_b in 0..60u32,
        reached_a: bool, reached_b: bool,
        result in score(),
    ) {
        check_one_game(
            player(rating_a, games_a, reached_a),
            player(rating_b, games_b, reached_b),
            result,
        );
    }

    #[test]
    fn players_with_equal_k_change_by_equal_amounts(
        rating_a in 1000..2400u16, rating_b in 1000..2400u16,
        games_before in 0..60u32, has_reached_2400: bool,
        result in score(),
    ) {
        let a = player(rating_a, games_before, has_reached_2400);
        let b = player(rating_b, games_before, has_reached_2400);
        prop_assert_eq!(FIDE_2013.k_factor(&a, 9), FIDE_2013.k_factor(&b, 9));
        check_one_game(a, b, result);
    }
}
