//! The FIDE Rating Regulations applied from 1 March 2024 (with the 8.3.1 amendment of
//! 1 October 2025 and the rapid and blitz differences) on hand-computed examples. Every
//! expected number is worked out in the comments from tables 8.1.1 and 8.1.2; the
//! article each case rests on is named in the test.

use arbiter::export::rating;
use arbiter::model::{
    Editions, GameResult, Pairing, PairingSystem, Player, RatingEdition, RatingList, Round,
    Tournament,
};
use arbiter::rating::GameScore::{Draw, Loss, Win};
use arbiter::rating::{
    DisregardReason, EventResults, EventVerdict, Exclusion, Fraction, GameScore, HalfPoints,
    Hundredths, PlayerRating, RatedPlayer, Rating, RatingReport, Withheld,
};

const FIDE_2024: RatingEdition = RatingEdition::Rules2024;
const STANDARD: RatingList = RatingList::Standard;

use crate::rating_math::games;

fn player(rating: Rating, rated_games_before: u32) -> RatedPlayer {
    RatedPlayer {
        rating,
        rated_games_before: Some(rated_games_before),
        has_reached_2400: false,
        junior: false,
        listed_k: None,
    }
}

fn fraction(hundredths: u8) -> Fraction {
    Fraction::from_hundredths(hundredths).expect("at most 1.00")
}

#[test]
fn k_40_for_a_new_player_8_3_3() {
    // 1600 with 10 earlier games: K 40. Beats 1700 (D 100, L .36: +.64), draws 1500
    // (H .64: -.14), loses to 1650 (D 50, L .43: -.43). ΣP_D 1.43, ΣΔR +.07, x 40 = +2.80,
    // rounded +3: 1603.
    let change = FIDE_2024.rating_change(
        STANDARD,
        &player(1600, 10),
        &games(&[(1700, Win), (1500, Draw), (1650, Loss)]),
    );
    assert_eq!(change.k, 40);
    assert_eq!(change.expected_score, Hundredths(143));
    assert_eq!(change.change, Hundredths(280));
    assert_eq!(change.rating_after, 1603);
}

#[test]
fn k_40_for_a_junior_under_2300_8_3_3() {
    // 1850, 50 earlier games, a junior: K 40. Beats 1900 (L .43: +.57), loses to 1800
    // (H .57: -.57), draws 2000 (D 150, L .30: +.20). ΣΔR +.20 x 40 = +8.00: 1858.
    let junior = RatedPlayer {
        junior: true,
        ..player(1850, 50)
    };
    let rounds = games(&[(1900, Win), (1800, Loss), (2000, Draw)]);
    let change = FIDE_2024.rating_change(STANDARD, &junior, &rounds);
    assert_eq!(
        (change.k, change.change, change.rating_after),
        (40, Hundredths(800), 1858)
    );
    // The same games as an adult: K 20, +4.00.
    let adult = FIDE_2024.rating_change(STANDARD, &player(1850, 50), &rounds);
    assert_eq!((adult.k, adult.rating_after), (20, 1854));
    // A junior rated 2300 or more has the K of his rating.
    let strong = RatedPlayer {
        junior: true,
        ..player(2300, 50)
    };
    assert_eq!(FIDE_2024.k_factor(&strong, 9), 20);
}

#[test]
fn k_20_under_2400_and_10_from_2400_8_3_3() {
    // 2100, K 20: beats 2000 (D 100, H .64: +.36), loses to 2200 (L .36: -.36), draws
    // 2150 (L .43: +.07). ΣΔR +.07 x 20 = +1.40 -> +1: 2101.
    let change = FIDE_2024.rating_change(
        STANDARD,
        &player(2100, 60),
        &games(&[(2000, Win), (2200, Loss), (2150, Draw)]),
    );
    assert_eq!(
        (change.k, change.change, change.rating_after),
        (20, Hundredths(140), 2101)
    );
    // 2450, K 10: draws 2400 (H .57: -.07), beats 2500 (L .43: +.57). +.50 x 10 = +5.
    let change = FIDE_2024.rating_change(
        STANDARD,
        &player(2450, 60),
        &games(&[(2400, Draw), (2500, Win)]),
    );
    assert_eq!(
        (change.k, change.change, change.rating_after),
        (10, Hundredths(500), 2455)
    );
    // Once 2400 was reached, K stays 10 below it.
    let fallen = RatedPlayer {
        has_reached_2400: true,
        ..player(2380, 60)
    };
    assert_eq!(FIDE_2024.k_factor(&fallen, 9), 10);
    // The K 40 clause for new players comes first, as it is written first.
    assert_eq!(FIDE_2024.k_factor(&player(2450, 29), 9), 40);
    assert_eq!(FIDE_2024.k_factor(&player(2450, 30), 9), 10);
}

#[test]
fn k_times_games_may_not_exceed_700_8_3_3() {
    // K 40 x 18 games = 720 > 700: the largest K with K x 18 <= 700 is 38.
    assert_eq!(FIDE_2024.k_factor(&player(1600, 10), 17), 40); // 680
    assert_eq!(FIDE_2024.k_factor(&player(1600, 10), 18), 38);
    // K 20 x 36 = 720: 19 (19 x 36 = 684).
    assert_eq!(FIDE_2024.k_factor(&player(1900, 60), 35), 20); // 700 is allowed
    assert_eq!(FIDE_2024.k_factor(&player(1900, 60), 36), 19);
}

#[test]
fn the_400_point_rule_and_its_2650_exception_8_3_1() {
    // Below 2650 a difference above 400 counts as 400 (392-411: .92 / .08).
    assert_eq!(FIDE_2024.expected_score(STANDARD, 2000, 1500), fraction(92));
    assert_eq!(FIDE_2024.expected_score(STANDARD, 2649, 2149), fraction(92));
    // From 2650 the actual difference: 500 is in 485-517 (.96), more than 735 is 1.0.
    assert_eq!(FIDE_2024.expected_score(STANDARD, 2650, 2150), fraction(96));
    assert_eq!(
        FIDE_2024.expected_score(STANDARD, 2700, 1900),
        fraction(100)
    );
    // The cap is the player's own: the 2200 still counts 400 against the 2700.
    assert_eq!(FIDE_2024.expected_score(STANDARD, 2200, 2700), fraction(8));
    // Rapid and blitz (R&B 7.3.1) cap every difference at 400.
    assert_eq!(
        FIDE_2024.expected_score(RatingList::Rapid, 2700, 2200),
        fraction(92)
    );
    assert_eq!(
        FIDE_2024.expected_score(RatingList::Blitz, 2700, 2200),
        fraction(92)
    );
    // 2700, K 10, beats 2200: 1 - .96 = +.04 x 10 = +0.40 -> 0 (2013: +.08 x 10 -> 2701).
    let win = games(&[(2200, Win)]);
    let change = FIDE_2024.rating_change(STANDARD, &player(2700, 300), &win);
    assert_eq!((change.change, change.rating_after), (Hundredths(40), 2700));
    let old = RatingEdition::Rules2013.rating_change(STANDARD, &player(2700, 300), &win);
    assert_eq!(old.rating_after, 2701);
}

#[test]
fn the_change_is_rounded_half_away_from_zero_8_3_4() {
    // 2450, K 10, draws 2340 (D 110, H .65): -.15 x 10 = -1.50 -> -2: 2448. The 2013
    // rules round the new rating 2448.50 up: 2449.
    let draw = games(&[(2340, Draw)]);
    let change = FIDE_2024.rating_change(STANDARD, &player(2450, 60), &draw);
    assert_eq!(
        (change.change, change.rating_after),
        (Hundredths(-150), 2448)
    );
    let old = RatingEdition::Rules2013.rating_change(STANDARD, &player(2450, 60), &draw);
    assert_eq!(old.rating_after, 2449);
}

/// An unrated player's results against rated opponents in one event.
fn event(list: &[(Rating, GameScore)]) -> EventResults {
    EventResults::from_games(&games(list))
}

#[test]
fn first_rating_with_enough_games_8_2_and_7_1_4() {
    // 3/5 against 1600, 1700, 1800, 1500, 1650 (sum 8250) and two hypothetical 1800 draws
    // (8.2.2): Ra = 11850 / 7 = 1692.86, p = 4 / 7 = .57, dp 50: 1742.86 -> 1743 (8.2.3).
    let current = event(&[
        (1600, Win),
        (1700, Draw),
        (1800, Loss),
        (1500, Win),
        (1650, Draw),
    ]);
    let result = FIDE_2024.new_player_rating(&[], &current);
    assert_eq!(result.current, EventVerdict::Counted);
    let rating = result.rating.expect("rated");
    assert_eq!(rating.rating, 1743);
    assert!(rating.is_publishable(), "5 games, at least 1400 (7.1.4)");
}

#[test]
fn first_rating_with_too_few_games_7_1_4() {
    // 1.5/3 against 1600, 1700, 1500 and two 1800 draws: Ra 8400 / 5 = 1680, p 2.5 / 5 =
    // .50, dp 0: 1680. Three games: not published before 5 (7.1.4); the 2013 rules asked
    // for 9.
    let result =
        FIDE_2024.new_player_rating(&[], &event(&[(1600, Win), (1700, Draw), (1500, Loss)]));
    let rating = result.rating.expect("rated");
    assert_eq!(rating.rating, 1680);
    assert_eq!(
        rating.withheld,
        vec![Withheld::TooFewGames {
            games: 3,
            required: 5,
            article: "7.1.4"
        }]
    );
    // Pooled with an earlier event of 2 games averaging 1750 and 1 point: 5 games,
    // (8400 + 3500) / 7 = 1700, p (2.5 + 1) / 7 = .50: 1700, now published.
    let earlier = EventResults::from_average(2, 1750, HalfPoints(2)).expect("valid");
    let pooled = FIDE_2024.new_player_rating(
        &[earlier],
        &event(&[(1600, Win), (1700, Draw), (1500, Loss)]),
    );
    let rating = pooled.rating.expect("rated");
    assert_eq!((rating.rating, rating.is_publishable()), (1700, true));
}

#[test]
fn the_hypothetical_draws_pull_towards_1800_and_2200_is_the_maximum_8_2_2_8_2_3() {
    // 5/5 against five 2000s: without the hypothetical opponents p would be 1.0 (dp 800).
    // With them Ra = 13600 / 7 = 1942.86, p = 6 / 7 = .86, dp 309: 2251.86, capped 2200.
    let result = FIDE_2024.new_player_rating(&[], &event(&[(2000, Win); 5]));
    assert_eq!(result.rating.expect("rated").rating, 2200);
    // 1.5/5 against 2200s: Ra = (11000 + 3600) / 7 = 2085.71, p = 2.5 / 7 = .36, dp -102:
    // 1983.71 -> 1984. The two 1800 draws weigh as much as two of the seven games.
    let result = FIDE_2024.new_player_rating(
        &[],
        &event(&[
            (2200, Win),
            (2200, Draw),
            (2200, Loss),
            (2200, Loss),
            (2200, Loss),
        ]),
    );
    assert_eq!(result.rating.expect("rated").rating, 1984);
}

#[test]
fn a_first_rating_below_1400_is_not_published_7_1_4() {
    // ½/5 against 1400s: Ra = (7000 + 3600) / 7 = 1514.29, p = 1.5 / 7 = .21, dp -230:
    // 1284.29 -> 1284, below the floor of 1400.
    let result = FIDE_2024.new_player_rating(
        &[],
        &event(&[
            (1400, Draw),
            (1400, Loss),
            (1400, Loss),
            (1400, Loss),
            (1400, Loss),
        ]),
    );
    let rating = result.rating.expect("rated");
    assert_eq!(rating.rating, 1284);
    assert_eq!(
        rating.withheld,
        vec![Withheld::BelowFloor {
            rating: 1284,
            floor: 1400,
            article: "7.1.4"
        }]
    );
}

#[test]
fn a_zero_in_the_first_event_is_disregarded_8_2_1() {
    let zero = event(&[(1600, Loss); 4]);
    let result = FIDE_2024.new_player_rating(&[], &zero);
    assert_eq!(
        result.current,
        EventVerdict::Disregarded(DisregardReason::FirstScoreZero)
    );
    assert_eq!(result.rating, None);
    // After an event that counted, a zero counts (8.2.1: "all their results").
    let first = EventResults::from_average(3, 1600, HalfPoints(3)).expect("valid");
    let result = FIDE_2024.new_player_rating(&[first], &zero);
    assert_eq!(result.current, EventVerdict::Counted);
    // 1.5/7 against 1600 and two 1800 draws: Ra 14800 / 9 = 1644.44, p 2.5 / 9 = .28,
    // dp -166: 1478.44 -> 1478.
    assert_eq!(result.rating.expect("rated").rating, 1478);
    // An event without rated opponents adds nothing.
    let result = FIDE_2024.new_player_rating(&[], &EventResults::default());
    assert_eq!(
        result.current,
        EventVerdict::Disregarded(DisregardReason::NoRatedOpponents)
    );
}

fn pairing(board: u32, white: u32, black: u32, result: &str) -> Pairing {
    Pairing {
        board,
        white,
        black,
        games: vec![result.parse::<GameResult>().expect("a valid result")],
    }
}

/// A one-round tournament of four rated players under the 2024 regulations.
fn tournament(time_control: &str, ratings: [u16; 4], results: [&str; 2]) -> Tournament {
    let mut tournament = Tournament::new("2024 Open", PairingSystem::Dutch, 1);
    tournament.editions = Editions {
        rating: RatingEdition::Rules2024,
        ..tournament.editions
    };
    tournament.info.time_control = Some(time_control.to_string());
    tournament.info.end_date = Some("2026-05-03".to_string());
    // In the order given, whatever the ratings: TPN 1 to 4.
    for (tpn, rating) in (1..).zip(ratings) {
        tournament.players.push(Player {
            tpn,
            rated_games_before: Some(100),
            ..Player::new(format!("Player {tpn}"), Some(rating))
        });
    }
    tournament.rounds = vec![Round {
        number: 1,
        pairings: vec![pairing(1, 1, 2, results[0]), pairing(2, 3, 4, results[1])],
        byes: vec![],
    }];
    tournament
}

fn change_of(report: &RatingReport, tpn: u32) -> (u8, i64) {
    match &report.players[tpn as usize - 1].rating {
        PlayerRating::Rated { change, .. } => (change.k, change.rating_after),
        PlayerRating::Unrated { .. } => panic!("player {tpn} is rated"),
    }
}

#[test]
fn rapid_and_blitz_use_their_list_and_the_600_point_rule_r_and_b_7_3_1() {
    // 15 minutes + 10 seconds: rapid (R&B 1.1.1). 2700 - 2050 = 650 with a player above
    // 2600: not rated. 2300 - 1700 = 600 with nobody above 2600: rated, D as 400.
    let report = RatingReport::build(&tournament(
        "15+10",
        [2700, 2050, 2300, 1700],
        ["1-0", "1-0"],
    ))
    .expect("valid");
    assert_eq!(report.list, RatingList::Rapid);
    assert_eq!(report.edition, RatingEdition::Rules2024);
    let gaps: Vec<_> = report
        .excluded
        .iter()
        .map(|excluded| (excluded.player, excluded.reason))
        .collect();
    assert_eq!(
        gaps,
        [
            (1, Exclusion::RatingGap { difference: 650 }),
            (2, Exclusion::RatingGap { difference: 650 })
        ]
    );
    // 2300 (K 20) beats 1700: 1 - .92 = +.08 x 20 = +1.60 -> 2302. 1700 (K 20):
    // 0 - .08 = -1.60 -> -2: 1698.
    assert_eq!(change_of(&report, 3), (20, 2302));
    assert_eq!(change_of(&report, 4), (20, 1698));
    let text = rating::text(&report);
    assert!(
        text.contains("FIDE Rating Regulations effective from 1 March 2024, rapid list\n"),
        "{text}"
    );
    // On the standard list the same 2700 - 2050 game is rated, the 2700 with D 650
    // (620-735: .99): +.01 x 10 = +0.10 -> 2700.
    let report = RatingReport::build(&tournament(
        "90+30",
        [2700, 2050, 2300, 1700],
        ["1-0", "1-0"],
    ))
    .expect("valid");
    assert_eq!(report.list, RatingList::Standard);
    assert_eq!(change_of(&report, 1), (10, 2700));
    // Blitz: 3 minutes + 2 seconds.
    let report = RatingReport::build(&tournament("3+2", [2000, 1900, 1800, 1700], ["1-0", "0-1"]))
        .expect("valid");
    assert_eq!(report.list, RatingList::Blitz);
    // The file's own list wins over the time control.
    let mut named = tournament("90+30", [2000, 1900, 1800, 1700], ["1-0", "0-1"]);
    named.info.rating_list = Some(RatingList::Blitz);
    assert_eq!(
        RatingReport::build(&named).expect("valid").list,
        RatingList::Blitz
    );
}

#[test]
fn the_junior_rule_counts_the_year_of_the_18th_birthday_8_3_3() {
    // The tournament ends in 2026: born in 2008 the player turns 18 this year (K 40),
    // born in 2007 he turned 18 last year (K 20).
    let mut tournament = tournament("90+30", [1900, 1900, 1800, 1800], ["1/2", "1/2"]);
    tournament.players[0].birth_date = Some("2008-12-31".into());
    tournament.players[1].birth_date = Some("2007".into());
    let report = RatingReport::build(&tournament).expect("valid");
    assert_eq!(change_of(&report, 1).0, 40);
    assert_eq!(change_of(&report, 2).0, 20);
}

#[test]
fn a_rating_below_1400_is_marked_as_off_the_list_7_2_1() {
    // 1420 (K 20) loses to 1500 (D 80, L .39): -.39 x 20 = -7.80 -> -8: 1412. 1405 loses
    // to 1450 (D 45, L .44): -8.80 -> -9: 1396, below 1400.
    let report = RatingReport::build(&tournament(
        "90+30",
        [1420, 1500, 1405, 1450],
        ["0-1", "0-1"],
    ))
    .expect("valid");
    assert_eq!(change_of(&report, 1), (20, 1412));
    assert_eq!(change_of(&report, 3), (20, 1396));
    let text = rating::text(&report);
    assert!(
        text.contains(
            "Below the rating floor 1400, shown as unrated on the next list (7.2.1): Player 3 (3)\n"
        ),
        "{text}"
    );
}

#[test]
fn the_same_tournament_under_2013_keeps_its_figures() {
    // 2013 (8.56): K 15 for the 1420 player, -.39 x 15 = -5.85: 1414.15 -> 1414; no floor
    // note, the 2013 floor is 1000.
    let mut tournament = tournament("90+30", [1420, 1500, 1405, 1450], ["0-1", "0-1"]);
    tournament.editions.rating = RatingEdition::Rules2013;
    let report = RatingReport::build(&tournament).expect("valid");
    assert_eq!(change_of(&report, 1), (15, 1414));
    assert!(!rating::text(&report).contains("Below the rating floor"));
}

#[test]
fn the_lists_k_settles_the_record_it_implies() {
    let listed = |rating, k, junior| RatedPlayer {
        rating,
        rated_games_before: None,
        has_reached_2400: false,
        junior,
        listed_k: Some(k),
    };
    let fide_2013 = RatingEdition::Rules2013;
    // 8.3.3: a K of 10 is a rating that has reached 2400, though it is below now...
    assert_eq!(FIDE_2024.k_factor(&listed(2380, 10, false), 9), 10);
    // ... 40 for an adult is a new player's, whatever games the arbiter entered ...
    let new = RatedPlayer {
        rated_games_before: Some(100),
        ..listed(1800, 40, false)
    };
    assert_eq!(FIDE_2024.k_factor(&new, 9), 40);
    // ... and 20 an established player's under 2400.
    let established = RatedPlayer {
        rated_games_before: Some(5),
        ..listed(1800, 20, false)
    };
    assert_eq!(FIDE_2024.k_factor(&established, 9), 20);
    // The cap on K x n is the tournament's: 700 / 20 games = 35.
    assert_eq!(FIDE_2024.k_factor(&listed(1800, 40, false), 20), 35);
    // Under 2013 8.56 the list's 20 is an established player's 15, its 40 a new
    // player's 30 unless the player is a junior under 2300: then it says nothing of
    // his games, and those entered decide.
    assert_eq!(fide_2013.k_factor(&listed(1800, 20, false), 9), 15);
    assert_eq!(fide_2013.k_factor(&listed(1800, 40, false), 9), 30);
    assert_eq!(listed(1800, 40, true).new_to_the_list(), None);
    assert_eq!(fide_2013.k_factor(&listed(1800, 40, true), 9), 15);
    let young = RatedPlayer {
        rated_games_before: Some(12),
        ..listed(1800, 40, true)
    };
    assert_eq!(fide_2013.k_factor(&young, 9), 30);
    assert_eq!(fide_2013.k_factor(&listed(2380, 10, false), 9), 10);
}
