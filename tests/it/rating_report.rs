//! The rating report of whole tournaments: which games count, the figures per player,
//! and the text and CSV renderings. Every number is worked out by hand in the comments.

use arbiter::export::rating;
use arbiter::model::{
    Bye, ByeKind, EarlierResult, GameResult, Pairing, PairingSystem, Player, Points, Round,
    Tournament,
};
use arbiter::rating::{
    DisregardReason, EventVerdict, ExcludedGame, Exclusion, HalfPoints, Hundredths, PlayerRating,
    RatingError, RatingReport, Withheld,
};

use crate::support::cli::arbiter;
use crate::support::fixtures;

fn player(
    name: &str,
    rating: Option<u16>,
    games_before: Option<u32>,
    reached_2400: bool,
) -> Player {
    Player {
        rated_games_before: games_before,
        reached_2400,
        ..Player::new(name, rating)
    }
}

fn pairing(board: u32, white: u32, black: u32, results: &[&str]) -> Pairing {
    Pairing {
        board,
        white,
        black,
        games: results
            .iter()
            .map(|result| result.parse::<GameResult>().expect("a valid result"))
            .collect(),
    }
}

fn round(number: u32, pairings: Vec<Pairing>, byes: Vec<Bye>) -> Round {
    Round {
        number,
        pairings,
        byes,
    }
}

/// A four-round Dutch tournament with every kind of unrated game.
///
/// | TPN | player  | rating | record                      |
/// |-----|---------|--------|-----------------------------|
/// | 1   | Alder   | 2450   | 100 games, reached 2400: K 10 |
/// | 2   | Birch   | 2100   | 50 games: K 15              |
/// | 3   | Cedar   | 1900   | games not entered: K 15*    |
/// | 4   | Dogwood | 1800   | 10 games: K 30              |
/// | 5   | Elm     | -      | earlier: 3/5 against 1900   |
/// | 6   | Fir     | -      |                             |
fn dutch_tournament() -> Tournament {
    let mut tournament = Tournament::new("Rating Test Open", PairingSystem::Dutch, 4);
    for entry in [
        player("Alder", Some(2450), Some(100), true),
        player("Birch", Some(2100), Some(50), false),
        player("Cedar", Some(1900), None, false),
        player("Dogwood", Some(1800), Some(10), false),
        Player {
            earlier_results: vec![EarlierResult {
                games: 5,
                average_rating: 1900,
                score: Points::from_tenths(30),
            }],
            ..player("Elm", None, None, false)
        },
        player("Fir", None, None, false),
    ] {
        tournament.enter_player(entry);
    }
    tournament.rounds = vec![
        round(
            1,
            vec![
                pairing(1, 1, 4, &["1-0"]),
                pairing(2, 2, 5, &["1/2"]),
                pairing(3, 3, 6, &["1-0"]),
            ],
            vec![],
        ),
        round(
            2,
            vec![
                pairing(1, 5, 1, &["0-1"]),
                pairing(2, 4, 3, &["1/2"]),
                pairing(3, 6, 2, &["+-"]),
            ],
            vec![],
        ),
        round(
            3,
            vec![
                pairing(1, 1, 3, &["1/2"]),
                pairing(2, 2, 4, &["0-1"]),
                pairing(3, 5, 6, &["1-0"]),
            ],
            vec![],
        ),
        round(
            4,
            vec![pairing(1, 3, 5, &["0-1"]), pairing(2, 1, 2, &["1-0u"])],
            vec![
                Bye {
                    player: 4,
                    kind: ByeKind::Pairing,
                },
                Bye {
                    player: 6,
                    kind: ByeKind::Absent,
                },
            ],
        ),
    ];
    tournament
}

/// The rating report's facts of an event that gives none of them.
const NO_EVENT_FACTS: &str = "\
FIDE event code  -
City             -
Federation       -
Dates            -
Chief arbiter    -
Deputy arbiters  none
Time control     -
TRF 222          -
Still to give for FIDE (settings screen): the FIDE event code, the city, the federation, the start and end dates, the chief arbiter, the time control, the time control as TRF-26 encodes it
";

// Alder 2450, K 10: R1 beats Dogwood 1800 (D 650 counts as 400: .92, +0.08); R2 Elm is
// unrated; R3 draws Cedar 1900 (D 550 as 400: .92, -0.42); R4 is marked unrated.
// 2 games, 1.5, ΣP_D 1.84, 10 x -0.34 = -3.40: 2446.60 -> 2447. Perf: R_c 1850, p .75,
// d_p 193: 2043.
// Birch 2100, K 15: R1 Elm unrated; R2 forfeit; R3 loses to Dogwood 1800 (D 300: .85,
// -0.85); R4 marked unrated. 15 x -0.85 = -12.75: 2087.25 -> 2087. Perf 1800 - 800.
// Cedar 1900, K 15 assumed: R1 Fir unrated; R2 draws Dogwood (D 100: .64, -0.14); R3
// draws Alder (L .08, +0.42); R4 Elm unrated. ΣP_D .72, 15 x 0.28 = +4.20: 1904.
// Perf: R_c 2125, p .50: 2125.
// Dogwood 1800, K 30: R1 loses to Alder (L .08, -0.08); R2 draws Cedar (L .36, +0.14);
// R3 beats Birch (D 300: L .15, +0.85); R4 bye. ΣP_D .59, 30 x 0.91 = +27.30: 1827.
// Perf: R_c 6450 / 3 = 2150, p .50: 2150.
// Elm, unrated: draws Birch 2100, loses to Alder 2450, beats Cedar 1900 (R3 against Fir
// is not rated): 3 games, 1.5, average 2150, perf 2150. Earlier 3/5 at 1900 counted on
// its own (1900 + 15 = 1915). Pooled: 8 games, 4.5 points, (9500 + 6450) / 8 =
// 1993.75, half a point above 50%: 2008.75 -> 2009; 8 games: not published (7.14b).
// Fir, unrated: loses to Cedar 1900 (R2 forfeit, R3 Elm unrated, R4 absent): 1 game,
// not rated. Perf 1900 - 800 = 1100.
/// The Dutch tournament's report, after its heading and [`NO_EVENT_FACTS`].
const DUTCH_TEXT_BODY: &str = "
Rated players
TPN  Name     Rating  K    Games  Score  Expected  Change   New  Perf
  1  Alder      2450  10       2    1.5      1.84   -3.40  2447  2043
  2  Birch      2100  15       1      0      0.85  -12.75  2087  1000
  3  Cedar      1900  15*      2      1      0.72   +4.20  1904  2125
  4  Dogwood    1800  30       3    1.5      0.59  +27.30  1827  2150
* K assumed: no K from the rating list and no rated games before the tournament entered, taken as 30 or more (8.56)

Unrated players
TPN  Name  Games  Score  Avg opp  Perf  Rating  Status
  5  Elm       3    1.5     2150  2150    2009  provisional: 8 game(s) against rated opponents, 9 needed (7.14b)
  6  Fir       1      0     1900  1100       -  not rated; this tournament disregarded: 1 game(s) against rated opponents, at least 3 needed (6.41, 8.21)

Earlier events of unrated players (8.3)
Elm (5): event 1 counted; pooled 8 game(s), 4.5 point(s), average opponent 1994

Games not rated
Round  Player       Opponent   Reason
    1  Birch (2)    Elm (5)    opponent unrated: not rated in a Swiss (6.42, 8.21(a), 8.52)
    1  Cedar (3)    Fir (6)    opponent unrated: not rated in a Swiss (6.42, 8.21(a), 8.52)
    2  Alder (1)    Elm (5)    opponent unrated: not rated in a Swiss (6.42, 8.21(a), 8.52)
    2  Birch (2)    Fir (6)    forfeit: not played (5.1)
    2  Fir (6)      Birch (2)  forfeit: not played (5.1)
    3  Elm (5)      Fir (6)    opponent unrated: not rated in a Swiss (6.42, 8.21(a), 8.52)
    3  Fir (6)      Elm (5)    opponent unrated: not rated in a Swiss (6.42, 8.21(a), 8.52)
    4  Alder (1)    Birch (2)  result marked not rated (TRF W/D/L, 5.1)
    4  Birch (2)    Alder (1)  result marked not rated (TRF W/D/L, 5.1)
    4  Cedar (3)    Elm (5)    opponent unrated: not rated in a Swiss (6.42, 8.21(a), 8.52)
    4  Dogwood (4)  -          pairing-allocated bye: no game (5.1)
    4  Fir (6)      -          absent: no game (5.1)
";

fn dutch_text() -> String {
    format!(
        "Rating report: Rating Test Open\nFIDE Rating Regulations effective from 1 July 2013, standard list\n{NO_EVENT_FACTS}{DUTCH_TEXT_BODY}"
    )
}

#[test]
fn the_lists_k_says_what_the_arbiter_did_not_enter() {
    let mut tournament = dutch_tournament();
    // Birch's K on the list is 10: his rating has reached 2400 once (8.56), so his K is
    // 10 though 50 games and 2100 are entered: 10 x -0.85 = -8.50: 2091.50 -> 2092.
    tournament.players[1].k_factor = Some(10);
    // Cedar's is 40, and born 1990 he is no junior: a new player, K 30 under the 2013
    // regulations (8.56), no longer assumed: 30 x 0.28 = +8.40: 1908.
    tournament.players[2].k_factor = Some(40);
    tournament.players[2].birth_date = Some("1990".into());
    let report = RatingReport::build(&tournament).expect("valid");
    let k_and_new_rating: Vec<(u8, i64, bool)> = report
        .players
        .iter()
        .filter_map(|player| match &player.rating {
            PlayerRating::Rated {
                change,
                record_known,
            } => Some((change.k, change.rating_after, *record_known)),
            PlayerRating::Unrated { .. } => None,
        })
        .collect();
    assert_eq!(
        k_and_new_rating,
        [
            (10, 2447, true),
            (10, 2092, true),
            (30, 1908, true),
            (30, 1827, true)
        ]
    );
    assert!(!rating::text(&report).contains("K assumed"));
}

#[test]
fn dutch_report_as_text() {
    let report = RatingReport::build(&dutch_tournament()).expect("valid");
    assert_eq!(rating::text(&report), dutch_text());
}

const DUTCH_CSV: &str = "\
regulations,edition,list,event_code,chief_arbiter,deputy_arbiters,time_control,time_control_code
\"FIDE Rating Regulations effective from 1 July 2013\",2013,\"standard\",,,,,

tpn,name,rated,rating_before,k,k_assumed,rated_games,score,expected_score,change,rating_after,performance,average_opponent_rating,new_rating,published,status
1,\"Alder\",\"yes\",2450,10,\"no\",2,1.5,1.84,-3.40,2447,2043,,,,
2,\"Birch\",\"yes\",2100,15,\"no\",1,0,0.85,-12.75,2087,1000,,,,
3,\"Cedar\",\"yes\",1900,15,\"yes\",2,1,0.72,4.20,1904,2125,,,,
4,\"Dogwood\",\"yes\",1800,30,\"no\",3,1.5,0.59,27.30,1827,2150,,,,
5,\"Elm\",\"no\",,,,3,1.5,,,,2150,2150,2009,\"no\",\"provisional: 8 game(s) against rated opponents, 9 needed (7.14b)\"
6,\"Fir\",\"no\",,,,1,0,,,,1100,1900,,\"no\",\"not rated; this tournament disregarded: 1 game(s) against rated opponents, at least 3 needed (6.41, 8.21)\"

round,game,player,player_name,opponent,opponent_name,reason
1,,2,\"Birch\",5,\"Elm\",\"opponent unrated: not rated in a Swiss (6.42, 8.21(a), 8.52)\"
1,,3,\"Cedar\",6,\"Fir\",\"opponent unrated: not rated in a Swiss (6.42, 8.21(a), 8.52)\"
2,,1,\"Alder\",5,\"Elm\",\"opponent unrated: not rated in a Swiss (6.42, 8.21(a), 8.52)\"
2,,2,\"Birch\",6,\"Fir\",\"forfeit: not played (5.1)\"
2,,6,\"Fir\",2,\"Birch\",\"forfeit: not played (5.1)\"
3,,5,\"Elm\",6,\"Fir\",\"opponent unrated: not rated in a Swiss (6.42, 8.21(a), 8.52)\"
3,,6,\"Fir\",5,\"Elm\",\"opponent unrated: not rated in a Swiss (6.42, 8.21(a), 8.52)\"
4,,1,\"Alder\",2,\"Birch\",\"result marked not rated (TRF W/D/L, 5.1)\"
4,,2,\"Birch\",1,\"Alder\",\"result marked not rated (TRF W/D/L, 5.1)\"
4,,3,\"Cedar\",5,\"Elm\",\"opponent unrated: not rated in a Swiss (6.42, 8.21(a), 8.52)\"
4,,4,\"Dogwood\",,,\"pairing-allocated bye: no game (5.1)\"
4,,6,\"Fir\",,,\"absent: no game (5.1)\"
";

#[test]
fn dutch_report_as_csv() {
    let report = RatingReport::build(&dutch_tournament()).expect("valid");
    assert_eq!(rating::csv(&report), DUTCH_CSV);
}

/// A Double-Swiss tournament: every game of a match is rated on its own.
///
/// Round 1: Pine (2000) - Quince (1900) 1-0, then Pine (now Black) wins game 2 by
/// forfeit: the match counts as played (C.04.5 preface) but game 2 is not rated.
/// Rowan (1800) - Sumac (unrated) 1/2, then Sumac (White) loses: not rated for Rowan,
/// rated for Sumac. Round 2: Pine - Rowan draws twice; Quince - Sumac: Sumac forfeits
/// both games, so the match is a forfeit.
#[test]
fn double_swiss_rates_each_game_of_a_match() {
    let mut tournament = Tournament::new("Double", PairingSystem::DoubleSwiss, 2);
    for entry in [
        player("Pine", Some(2000), Some(40), false),
        player("Quince", Some(1900), Some(40), false),
        player("Rowan", Some(1800), Some(40), false),
        player("Sumac", None, None, false),
    ] {
        tournament.enter_player(entry);
    }
    tournament.rounds = vec![
        round(
            1,
            vec![
                pairing(1, 1, 2, &["1-0", "-+"]),
                pairing(2, 3, 4, &["1/2", "0-1"]),
            ],
            vec![],
        ),
        round(
            2,
            vec![
                pairing(1, 1, 3, &["1/2", "1/2"]),
                pairing(2, 2, 4, &["+-", "-+"]),
            ],
            vec![],
        ),
    ];
    let report = RatingReport::build(&tournament).expect("valid");

    let change = |tpn: usize| match &report.players[tpn - 1].rating {
        PlayerRating::Rated { change, .. } => (
            change.games,
            change.score,
            change.expected_score,
            change.change,
            change.rating_after,
        ),
        PlayerRating::Unrated { .. } => panic!("player {tpn} is rated"),
    };
    // Pine: beats Quince (D 100: .64, +0.36), draws Rowan twice (D 200: .76, -0.26 each).
    // 3 games, 2 points, ΣP_D 2.16, 15 x -0.16 = -2.40: 1997.60 -> 1998.
    assert_eq!(
        change(1),
        (3, HalfPoints(4), Hundredths(216), Hundredths(-240), 1998)
    );
    // Quince: loses to Pine (.36, -0.36): 15 x -0.36 = -5.40: 1894.60 -> 1895.
    assert_eq!(
        change(2),
        (1, HalfPoints(0), Hundredths(36), Hundredths(-540), 1895)
    );
    // Rowan: draws Pine twice (.24, +0.26 each): 15 x 0.52 = +7.80: 1807.80 -> 1808.
    assert_eq!(
        change(3),
        (2, HalfPoints(2), Hundredths(48), Hundredths(780), 1808)
    );
    // Sumac: two rated games against Rowan (a draw and a loss): fewer than 3, not rated.
    match &report.players[3].rating {
        PlayerRating::Unrated {
            results,
            new_rating,
        } => {
            assert_eq!((results.games(), results.score()), (2, HalfPoints(1)));
            assert_eq!(
                new_rating.current,
                EventVerdict::Disregarded(DisregardReason::TooFewRatedOpponents { games: 2 })
            );
            assert_eq!(new_rating.rating, None);
        }
        PlayerRating::Rated { .. } => panic!("Sumac is unrated"),
    }

    let excluded = |round, game, player, opponent, reason| ExcludedGame {
        round,
        game: Some(game),
        player,
        opponent: Some(opponent),
        reason,
    };
    assert_eq!(
        report.excluded,
        vec![
            excluded(1, 2, 1, 2, Exclusion::ForfeitInPlayedMatch),
            excluded(1, 2, 2, 1, Exclusion::ForfeitInPlayedMatch),
            excluded(1, 1, 3, 4, Exclusion::OpponentUnrated),
            excluded(1, 2, 3, 4, Exclusion::OpponentUnrated),
            excluded(2, 1, 2, 4, Exclusion::Forfeit),
            excluded(2, 2, 2, 4, Exclusion::Forfeit),
            excluded(2, 1, 4, 2, Exclusion::Forfeit),
            excluded(2, 2, 4, 2, Exclusion::Forfeit),
        ]
    );
    assert!(rating::text(&report).contains(
        "  1.2  Pine (1)    Quince (2)  forfeit in a match that counts as played: this game was not played (5.1, C.04.5 preface)\n"
    ));
}

#[test]
fn unplayed_tournament_has_only_zero_changes() {
    let mut tournament = Tournament::new("Empty", PairingSystem::Dutch, 5);
    tournament.enter_player(player("Alder", Some(2450), Some(100), true));
    tournament.enter_player(player("Fir", None, None, false));
    tournament.rounds = vec![round(1, vec![pairing(1, 1, 2, &["*"])], vec![])];
    let report = RatingReport::build(&tournament).expect("valid");
    assert_eq!(
        rating::text(&report),
        format!(
            "\
Rating report: Empty
FIDE Rating Regulations effective from 1 July 2013, standard list
{NO_EVENT_FACTS}
Rated players
TPN  Name   Rating  K   Games  Score  Expected  Change   New  Perf
  1  Alder    2450  10      0      0      0.00   +0.00  2450     -

Unrated players
TPN  Name  Games  Score  Avg opp  Perf  Rating  Status
  2  Fir       0      0        -     -       -  not rated; this tournament disregarded: 0 game(s) against rated opponents, at least 3 needed (6.41, 8.21)

Games not rated
Round  Player     Opponent   Reason
    1  Alder (1)  Fir (2)    no result yet
    1  Fir (2)    Alder (1)  no result yet
"
        )
    );
}

#[test]
fn earlier_results_must_be_half_points_within_the_games() {
    let mut tournament = dutch_tournament();
    tournament.players[4].earlier_results[0].score = Points::from_tenths(13);
    let error = RatingReport::build(&tournament).expect_err("1.3 points");
    assert_eq!(
        error.to_string(),
        "player 5 (Elm), earlier result 1: a score of 1.3 points is not a whole number of half points from 0 up"
    );

    tournament.players[4].earlier_results[0].score = Points::from_tenths(60);
    let error = RatingReport::build(&tournament).expect_err("6 of 5");
    assert_eq!(
        error.to_string(),
        "player 5 (Elm), earlier result 1: a score of 6 points is more than 5 game(s) allow"
    );
}

#[test]
fn a_pairing_with_an_unknown_player_is_an_error() {
    let mut tournament = dutch_tournament();
    tournament.rounds[1].pairings[0].black = 9;
    assert_eq!(
        RatingReport::build(&tournament),
        Err(RatingError::UnknownPlayer {
            round: 2,
            player: 9
        })
    );
}

#[test]
fn pooled_result_can_be_published() {
    // Elm with a second earlier event of 4 games: 12 games in all, enough to publish.
    // Earlier: 3/5 at 1900, then 2/4 at 2000; here 1.5/3 at 2150. 12 games, 6.5 points,
    // (9500 + 8000 + 6450) / 12 = 1995.83, half a point above 50%: 2010.83 -> 2011.
    let mut tournament = dutch_tournament();
    tournament.players[4].earlier_results.push(EarlierResult {
        games: 4,
        average_rating: 2000,
        score: Points::from_tenths(20),
    });
    let report = RatingReport::build(&tournament).expect("valid");
    let PlayerRating::Unrated { new_rating, .. } = &report.players[4].rating else {
        panic!("Elm is unrated");
    };
    assert_eq!(new_rating.earlier, vec![EventVerdict::Counted; 2]);
    let rating = new_rating.rating.as_ref().expect("counted");
    assert_eq!(rating.rating, 2011);
    assert_eq!(rating.withheld, Vec::<Withheld>::new());
    assert!(
        rating::text(&report)
            .contains("  5  Elm       3    1.5     2150  2150    2011  can be published\n")
    );
}

/// The Dutch tournament's file, as the command line takes it.
fn dutch_file() -> String {
    fixtures::path("rating/dutch.toml").display().to_string()
}

#[test]
fn the_tournament_file_holds_the_dutch_tournament_with_earlier_results() {
    let loaded =
        arbiter::storage::load(&fixtures::path("rating/dutch.toml")).expect("a valid file");
    assert_eq!(loaded, dutch_tournament());
    let text = fixtures::text("rating/dutch.toml");
    assert_eq!(arbiter::storage::to_toml(&loaded), text);
}

#[test]
fn rating_command_prints_the_report_as_text_and_csv() {
    let text = arbiter(&["rating", &dutch_file()]);
    assert!(text.status.success(), "{}", text.stderr);
    assert_eq!(text.stdout, dutch_text());

    let csv = arbiter(&["rating", &dutch_file(), "--format", "csv"]);
    assert!(csv.status.success(), "{}", csv.stderr);
    assert_eq!(csv.stdout, DUTCH_CSV);
}

#[test]
fn rating_command_refuses_an_unknown_format() {
    let output = arbiter(&["rating", &dutch_file(), "--format", "pdf"]);
    assert!(!output.status.success());
    assert!(output.stderr.contains("invalid value 'pdf'"));
}
