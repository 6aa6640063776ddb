//! Title norms (FIDE B.01 2024), computed by hand: one case per requirement that can
//! decide a norm, each with its arithmetic in a comment.
//!
//! The event: a 9-round Swiss, 90 min + 30 s (120 min for 60 moves), a chief arbiter
//! with a FIDE id. The subject, starting rank 1, is an FM of GER; his opponent of round r
//! is starting rank r + 1; the other players meet each other (draws) so that everybody
//! plays every round.
//!
//! The opponents of the base case (IM norm):
//!
//! | rd | title | fed | rating |
//! |----|-------|-----|--------|
//! | 1  | GM    | ENG | 2480   |
//! | 2  | IM    | FRA | 2400   |
//! | 3  | IM    | NED | 2380   |
//! | 4  | FM    | ESP | 2350   |
//! | 5  | FM    | GER | 2300   |
//! | 6  |       | GER | 2280   |
//! | 7  | WGM   | CHN | 2270   |
//! | 8  |       | USA | 2240   |
//! | 9  |       | ITA | 2221   |
//!
//! Sum 20921, Ra = 20921 / 9 = 2324.56 -> 2325 (1.4.7b). Results W D W D W D W D L:
//! 6 points, p = 6 / 9 = 0.667 -> 0.67, dp 125 (1.4.9), Rp = 2325 + 125 = 2450: the IM
//! performance exactly (1.4.8). Title-holders GM IM IM FM FM WGM = 6 (at least 9 / 2 ->
//! 5); IMs or GMs 3 (at least 3); own federation GER 2 (at most 27 / 5 -> 5); the most of
//! one federation 2 (at most 6); other federations 7 (at least 2); 6 of 9 is above 35 %.

use arbiter::model::{
    Arbiter, Bye, ByeKind, Colour, GameResult, NormEvent, Pairing, PairingSystem, Player, Round,
    Schedule, Sex, Title, Tournament, Tpn,
};
use arbiter::norms::{
    EventCheck, NormResult, NormTitle, Obstacle, Outlook, Requirement, Status, eligibility,
    player_norm,
};
use arbiter::pairing::round_robin::full_schedule;
use arbiter::rating::HalfPoints;

use crate::support::cli::ok_in;
use crate::support::tui;

/// An opponent: rating (`None` unrated), title, federation.
#[derive(Clone, Copy)]
struct Opponent(Option<u16>, Option<Title>, &'static str);

/// What the subject did in one round.
#[derive(Clone, Copy, PartialEq)]
enum Play {
    Win,
    Draw,
    Loss,
    ForfeitWin,
    ForfeitLoss,
    PairingBye,
    HalfBye,
}

use Play::{Draw, Loss, Win};

fn base_opponents() -> Vec<Opponent> {
    vec![
        Opponent(Some(2480), Some(Title::GM), "ENG"),
        Opponent(Some(2400), Some(Title::IM), "FRA"),
        Opponent(Some(2380), Some(Title::IM), "NED"),
        Opponent(Some(2350), Some(Title::FM), "ESP"),
        Opponent(Some(2300), Some(Title::FM), "GER"),
        Opponent(Some(2280), None, "GER"),
        Opponent(Some(2270), Some(Title::WGM), "CHN"),
        Opponent(Some(2240), None, "USA"),
        Opponent(Some(2221), None, "ITA"),
    ]
}

/// The base case's opponents with those of `rounds` (0 for round 1) of `federation`.
fn with_federation(rounds: std::ops::Range<usize>, federation: &'static str) -> Vec<Opponent> {
    let mut opponents = base_opponents();
    for opponent in &mut opponents[rounds] {
        opponent.2 = federation;
    }
    opponents
}

const BASE_PLAY: [Play; 9] = [Win, Draw, Win, Draw, Win, Draw, Win, Draw, Loss];

fn player(name: String, opponent: Opponent) -> Player {
    let Opponent(rating, title, federation) = opponent;
    Player {
        title,
        federation: Some(federation.to_string()),
        ..Player::new(name, rating)
    }
}

/// The event: the subject (FM, GER, 2350, male), his opponents (round r: `opponents[r-1]`),
/// `others` who never meet him, `play` for the rounds played.
fn event(opponents: &[Opponent], others: &[Opponent], play: &[Play], rounds: u32) -> Tournament {
    let mut tournament = Tournament::new("Norm Open", PairingSystem::Dutch, rounds);
    tournament.info.federation = Some("GER".to_string());
    tournament.info.time_control_code = Some("5400+30".to_string());
    tournament.info.chief_arbiter = Some(Arbiter::read("Sheriff, Kim (12345678)"));
    let subject = Player {
        sex: Some(Sex::Male),
        ..player(
            "Subject, Sam".to_string(),
            Opponent(Some(2350), Some(Title::FM), "GER"),
        )
    };
    // Numbered as given, not by rating: the subject is 1, round r's opponent r + 1.
    tournament.players.push(Player { tpn: 1, ..subject });
    for (index, opponent) in opponents.iter().chain(others).enumerate() {
        let tpn = index as Tpn + 2;
        tournament.players.push(Player {
            tpn,
            ..player(format!("Player {tpn:02}"), *opponent)
        });
    }
    let everybody: Vec<Tpn> = tournament.players.iter().map(|p| p.tpn).collect();
    for (index, &what) in play.iter().enumerate() {
        let number = index as u32 + 1;
        let opponent = number + 1;
        let mut round = Round {
            number,
            pairings: Vec::new(),
            byes: Vec::new(),
        };
        let subject_result = match what {
            Play::Win => Some(GameResult::WHITE_WINS),
            Play::Draw => Some(GameResult::DRAW),
            Play::Loss => Some(GameResult::BLACK_WINS),
            Play::ForfeitWin => Some(GameResult::Forfeit {
                winner: Some(Colour::White),
            }),
            Play::ForfeitLoss => Some(GameResult::Forfeit {
                winner: Some(Colour::Black),
            }),
            Play::PairingBye | Play::HalfBye => None,
        };
        let mut rest: Vec<Tpn> = everybody.iter().copied().filter(|&t| t != 1).collect();
        match subject_result {
            Some(result) => {
                round.pairings.push(Pairing {
                    board: 1,
                    white: 1,
                    black: opponent,
                    games: vec![result],
                });
                rest.retain(|&t| t != opponent);
            }
            None => round.byes.push(Bye {
                player: 1,
                kind: if what == Play::PairingBye {
                    ByeKind::Pairing
                } else {
                    ByeKind::Half
                },
            }),
        }
        for pair in rest.chunks(2) {
            match pair {
                [white, black] => round.pairings.push(Pairing {
                    board: round.pairings.len() as u32 + 1,
                    white: *white,
                    black: *black,
                    games: vec![GameResult::DRAW],
                }),
                [alone] => round.byes.push(Bye {
                    player: *alone,
                    kind: ByeKind::Pairing,
                }),
                _ => unreachable!("chunks of two"),
            }
        }
        tournament.rounds.push(round);
    }
    tournament
}

/// The subject's `title` norm after `after_round`.
fn norm(tournament: &Tournament, title: NormTitle, after_round: u32) -> NormResult {
    let event = eligibility(tournament, after_round);
    player_norm(
        tournament,
        &Schedule::default(),
        &event,
        &tournament.players[0],
        title,
        after_round,
    )
}

fn im_norm(opponents: &[Opponent], play: &[Play]) -> NormResult {
    norm(&event(opponents, &[], play, 9), NormTitle::IM, 9)
}

/// The requirements missed, in words.
fn missed(result: &NormResult) -> Vec<String> {
    result
        .checks
        .iter()
        .filter(|c| !c.is_satisfied())
        .map(|c| c.requirement.to_string())
        .collect()
}

#[test]
fn the_base_case_reaches_the_im_performance_exactly() {
    let result = im_norm(&base_opponents(), &BASE_PLAY);
    assert_eq!(missed(&result), Vec::<String>::new());
    assert_eq!((result.ra(), result.rp()), (Some(2325), Some(2450)));
    assert_eq!(result.score, HalfPoints(12));
    let figures = result.figures.expect("figures");
    assert_eq!(
        (figures.p.to_string(), figures.dp),
        ("0.67".to_string(), 125)
    );
    // The least score for 2450 against Ra 2325 is 6 (5.5 gives 0.61, dp 80, 2405).
    assert_eq!(figures.score_required, Some(HalfPoints(12)));
    assert_eq!(result.overscore(), Some(HalfPoints(0)));
    assert!(result.achieved());
    assert_eq!(result.counts_as, 9);
}

#[test]
fn half_a_point_less_misses_the_im_performance() {
    // Round 8 lost instead of drawn: 5.5 / 9 = 0.611 -> 0.61, dp 80, Rp 2325 + 80 = 2405.
    let mut play = BASE_PLAY;
    play[7] = Loss;
    let result = im_norm(&base_opponents(), &play);
    assert_eq!(result.rp(), Some(2405));
    assert_eq!(missed(&result), ["Rp 2405 (at least 2450)"]);
    assert!(!result.achieved());
}

#[test]
fn one_rating_point_less_of_ra_misses_the_im_performance() {
    // Round 9's opponent rated 2220: sum 20920, 20920 / 9 = 2324.44 -> Ra 2324, Rp 2449.
    let mut opponents = base_opponents();
    opponents[8].0 = Some(2220);
    let result = im_norm(&opponents, &BASE_PLAY);
    assert_eq!((result.ra(), result.rp()), (Some(2324), Some(2449)));
    assert_eq!(missed(&result), ["Rp 2449 (at least 2450)"]);
}

#[test]
fn a_forfeit_loss_leaves_too_few_games() {
    // Round 9 lost by forfeit (1.4.2c): 8 games. Ra = 18700 / 8 = 2337.5 -> 2338 (0.5
    // rounded up), 6 / 8 = 0.75, dp 193, Rp 2531: a title result in too few games.
    let mut play = BASE_PLAY;
    play[8] = Play::ForfeitLoss;
    let result = im_norm(&base_opponents(), &play);
    assert_eq!((result.ra(), result.rp()), (Some(2338), Some(2531)));
    assert_eq!(missed(&result), ["games 8 (at least 9)"]);
    assert!(!result.achieved());
}

#[test]
fn a_forfeit_win_or_a_pairing_bye_lets_eight_games_count_as_nine() {
    // 1.4.1c: the same 8 games, the ninth a forfeit win or a pairing-allocated bye: they
    // count as 9. Ra 2338, Rp 2531 as above; the point without play is not in the score.
    for ninth in [Play::ForfeitWin, Play::PairingBye] {
        let mut play = BASE_PLAY;
        play[8] = ninth;
        let result = im_norm(&base_opponents(), &play);
        assert_eq!(
            (result.games.len(), result.counts_as, result.score),
            (8, 9, HalfPoints(12))
        );
        assert_eq!((result.ra(), result.rp()), (Some(2338), Some(2531)));
        assert!(result.achieved(), "{:?}", missed(&result));
    }
}

#[test]
fn a_requested_bye_is_a_game_missing() {
    // A half-point bye in round 9 (asked for): 8 games that count as 8.
    let mut play = BASE_PLAY;
    play[8] = Play::HalfBye;
    let result = im_norm(&base_opponents(), &play);
    assert_eq!(missed(&result), ["games 8 (at least 9)"]);
}

#[test]
fn six_opponents_of_his_own_federation_are_too_many() {
    // 1.4.4: at most 3/5 of 9 = 5.4 -> 5 from GER. Rounds 1 to 6 against GER players:
    // 6 > 5. The other federations are CHN, USA, ITA (3) and no other requirement moves.
    let result = im_norm(&with_federation(0..6, "GER"), &BASE_PLAY);
    assert_eq!(missed(&result), ["own federation 6 (at most 5)"]);
    // Five of them (rounds 2 to 6) are allowed.
    let result = im_norm(&with_federation(1..6, "GER"), &BASE_PLAY);
    assert_eq!(missed(&result), Vec::<String>::new());
}

#[test]
fn seven_opponents_of_one_federation_are_too_many() {
    // 1.4.4: at most 2/3 of 9 = 6 from one federation. Rounds 1 to 7 against FRA: 7 > 6.
    let result = im_norm(&with_federation(0..7, "FRA"), &BASE_PLAY);
    assert_eq!(missed(&result), ["one federation 7 FRA (at most 6)"]);
    let result = im_norm(&with_federation(1..7, "FRA"), &BASE_PLAY);
    assert_eq!(missed(&result), Vec::<String>::new());
}

#[test]
fn opponents_of_one_other_federation_only_are_not_enough() {
    // 1.4.3: two federations other than GER. Five GER (the most allowed) and four FRA:
    // one other federation.
    let mut opponents = base_opponents();
    for (index, opponent) in opponents.iter_mut().enumerate() {
        opponent.2 = if index < 5 { "GER" } else { "FRA" };
    }
    let result = im_norm(&opponents, &BASE_PLAY);
    assert_eq!(missed(&result), ["other federations 1 (at least 2)"]);
}

#[test]
fn candidate_masters_are_no_title_holders() {
    // 1.4.5a: half of 9 -> 5 title-holders. The FMs of rounds 4 and 5 made CMs: GM IM IM
    // WGM = 4.
    let mut opponents = base_opponents();
    opponents[3].1 = Some(Title::CM);
    opponents[4].1 = Some(Title::CM);
    let result = im_norm(&opponents, &BASE_PLAY);
    assert_eq!(missed(&result), ["title-holders 4 (at least 5)"]);
}

#[test]
fn a_third_must_hold_the_norm_title() {
    // 1.4.5c: a third of 9, at least 3, IMs or GMs. Round 3's IM made an FM: GM IM = 2;
    // the title-holders stay 6.
    let mut opponents = base_opponents();
    opponents[2].1 = Some(Title::FM);
    let result = im_norm(&opponents, &BASE_PLAY);
    assert_eq!(missed(&result), ["IMs or GMs 2 (at least 3)"]);
}

#[test]
fn the_floor_raises_the_lowest_opponent_only() {
    // 1.4.6b, c: rounds 8 and 9 against 2000 and 1900, both below the IM floor 2050:
    // only 1900 is raised. Sum 16460 + 2000 + 2050 = 20510, Ra = 2278.9 -> 2279. Seven
    // points (round 9 drawn, round 8 won): p = 0.78, dp 220, Rp 2499.
    let mut opponents = base_opponents();
    opponents[7].0 = Some(2000);
    opponents[8].0 = Some(1900);
    let mut play = BASE_PLAY;
    play[7] = Win;
    play[8] = Draw;
    let result = im_norm(&opponents, &play);
    let used: Vec<(i64, bool)> = result
        .games
        .iter()
        .map(|g| (g.rating_used, g.raised_to_floor))
        .collect();
    assert_eq!(used[7..], [(2000, false), (2050, true)]);
    assert_eq!((result.ra(), result.rp()), (Some(2279), Some(2499)));
    assert!(result.achieved(), "{:?}", missed(&result));
}

#[test]
fn unrated_opponents_count_1400_but_one_is_raised() {
    // 1.4.6d: rounds 8 and 9 against unrated players: 1400 each, the first raised to the
    // floor 2050 (1.4.6c). Sum 16460 + 2050 + 1400 = 19910, Ra = 2212.2 -> 2212 < 2230.
    let mut opponents = base_opponents();
    opponents[7].0 = None;
    opponents[8].0 = None;
    let result = im_norm(&opponents, &BASE_PLAY);
    let used: Vec<i64> = result.games.iter().map(|g| g.rating_used).collect();
    assert_eq!(used[7..], [2050, 1400]);
    assert_eq!(result.ra(), Some(2212));
    // dp 125: Rp 2337.
    assert_eq!(
        missed(&result),
        ["Ra 2212 (at least 2230)", "Rp 2337 (at least 2450)"]
    );
}

/// 24 players who never meet the subject, rated 2300: ENG, FRA, NED (8 each), the first
/// `titled` of them GMs.
fn foreign_field(titled: usize) -> Vec<Opponent> {
    (0..24)
        .map(|index| {
            let federation = ["ENG", "FRA", "NED"][index % 3];
            let title = (index < titled).then_some(Title::GM);
            Opponent(Some(2300), title, federation)
        })
        .collect()
}

#[test]
fn a_swiss_open_with_a_strong_foreign_field_waives_the_federation_mix() {
    // Host GER. Six GER opponents (too many by 1.4.4) in an open where, besides the
    // subject's opponents (3 of them foreign: CHN, USA, ITA, none of them GM/IM/WGM/WIM
    // but the WGM), 24 rated foreign players of ENG, FRA, NED play every round, 10 of
    // them GMs: 27 rated foreign players (at least 20), 6 federations (at least 3),
    // 11 titled (at least 10): 1.4.3d applies and waives 1.4.3 and 1.4.4.
    let opponents = with_federation(0..6, "GER");
    let tournament = event(&opponents, &foreign_field(10), &BASE_PLAY, 9);
    let event_ = eligibility(&tournament, 9);
    let exemption = event_.swiss_exemption.clone().expect("a Swiss");
    assert_eq!(
        (
            exemption.rated_foreign,
            exemption.federations,
            exemption.titled
        ),
        (27, 6, 11)
    );
    assert!(exemption.applies());
    let result = norm(&tournament, NormTitle::IM, 9);
    let own = result
        .checks
        .iter()
        .find(|c| matches!(c.requirement, Requirement::OwnFederation { .. }))
        .expect("checked");
    assert_eq!(
        (own.requirement.is_met(), own.verdict()),
        (false, "waived (1.4.3d)".to_string())
    );
    assert!(result.achieved());
    // With 8 GMs among them, 9 titled: no exemption, the own federation decides.
    let tournament = event(&opponents, &foreign_field(8), &BASE_PLAY, 9);
    assert!(
        !eligibility(&tournament, 9)
            .swiss_exemption
            .unwrap()
            .applies()
    );
    let result = norm(&tournament, NormTitle::IM, 9);
    assert_eq!(missed(&result), ["own federation 6 (at most 5)"]);
}

#[test]
fn a_national_championship_zonal_or_team_championship_waives_the_federation_mix() {
    // Every opponent of GER, like the subject: 9 of his own federation (at most 5), 9 of
    // one federation (at most 6), no other federation (at least 2), and the event has one
    // federation (at least 3). An ordinary event can give no norm.
    let opponents = with_federation(0..9, "GER");
    let mut tournament = event(&opponents, &[], &BASE_PLAY, 9);
    let ordinary = eligibility(&tournament, 9);
    assert!(!ordinary.is_eligible());
    let result = norm(&tournament, NormTitle::IM, 9);
    assert_eq!(
        missed(&result),
        [
            "other federations 0 (at least 2)",
            "own federation 9 (at most 5)",
            "one federation 9 GER (at most 6)"
        ]
    );
    // 1.4.3a-c waive the three (1.4.4 too, as the summary reads them) and the event's
    // federations; the rest of the base case makes the norm.
    for (kind, article) in [
        (NormEvent::NationalChampionship, "1.4.3a"),
        (NormEvent::NationalTeamChampionship, "1.4.3b"),
        (NormEvent::Zonal, "1.4.3c"),
    ] {
        tournament.info.norm_event = kind;
        let exempt = eligibility(&tournament, 9);
        assert!(exempt.is_eligible());
        let federations = exempt
            .checks
            .iter()
            .find(|c| matches!(c, EventCheck::Federations { .. }))
            .expect("checked");
        assert_eq!(federations.status(), Status::Waived(article));
        let result = norm(&tournament, NormTitle::IM, 9);
        let verdicts: Vec<(String, String)> = result
            .checks
            .iter()
            .filter(|c| c.requirement.is_federation_mix())
            .map(|c| (c.requirement.to_string(), c.verdict()))
            .collect();
        let waived = format!("waived ({article})");
        assert_eq!(
            verdicts,
            [
                (
                    "other federations 0 (at least 2)".to_string(),
                    waived.clone()
                ),
                ("own federation 9 (at most 5)".to_string(), waived.clone()),
                ("one federation 9 GER (at most 6)".to_string(), waived)
            ]
        );
        assert!(result.achieved());
        // 1.4.3e: the certificate says this norm does not meet the normal mix.
        let it1 = arbiter::export::norms::certificate_text(&tournament, &exempt, &result);
        assert!(
            it1.contains(&format!("\n{article}: {}\n", kind.describe())),
            "{it1}"
        );
        assert!(
            it1.contains(
                "\n1.4.3e: this norm does not meet the federation mix without the exemption: \
                 the application needs another norm that does\n"
            ),
            "{it1}"
        );
    }
}

#[test]
fn the_event_for_norms_is_a_setting_of_the_file() {
    let directory = saved_base_case();
    let settings = ok_in(directory.path(), &["settings", "open.toml"]);
    assert!(
        settings.contains("\nnorm event      ordinary\n"),
        "{settings}"
    );
    ok_in(
        directory.path(),
        &["settings", "open.toml", "--norm-event", "zonal"],
    );
    let file = std::fs::read_to_string(directory.path().join("open.toml")).expect("file");
    assert!(file.contains("\nnorm_event = \"zonal\"\n"), "{file}");
    let settings = ok_in(directory.path(), &["settings", "open.toml"]);
    assert!(settings.contains("\nnorm event      zonal\n"), "{settings}");
    // The list says what the event is; the base case meets the mix anyway (1.4.3e).
    let list = ok_in(directory.path(), &["norms", "open.toml"]);
    assert!(
        list.contains("\n  The event is a zonal or sub-zonal tournament: the federation mix is waived (1.4.3c).\n"),
        "{list}"
    );
    let it1 = ok_in(directory.path(), &["norms", "open.toml", "--form", "it1"]);
    assert!(
        it1.contains(
            "\n1.4.3e: this norm meets the federation mix without the exemption (1.4.3, 1.4.4)\n"
        ),
        "{it1}"
    );
    let refused = crate::support::cli::refused_in(
        directory.path(),
        &["settings", "open.toml", "--norm-event", "olympiad"],
    );
    assert!(
        refused.contains(
            "unknown kind of event for norms \"olympiad\" (expected ordinary, national-championship, national-team-championship or zonal)"
        ),
        "{refused}"
    );
}

#[test]
fn later_games_may_be_ignored_after_a_title_result() {
    // 1.4.1e: an 11-round Swiss; the base case after round 9, then two losses against
    // 2300-rated opponents. Over 11 games: Ra = (20921 + 4600) / 11 = 2320.1 -> 2320,
    // 6 / 11 = 0.545 -> 0.55, dp 36, Rp 2356: no. Rounds 1 to 9 give the norm.
    let mut opponents = base_opponents();
    opponents.extend([
        Opponent(Some(2300), Some(Title::IM), "ENG"),
        Opponent(Some(2300), Some(Title::IM), "FRA"),
    ]);
    let mut play = BASE_PLAY.to_vec();
    play.extend([Loss, Loss]);
    let tournament = event(&opponents, &[], &play, 11);
    let result = norm(&tournament, NormTitle::IM, 11);
    assert_eq!((result.after_round, result.last_round), (11, 9));
    assert_eq!((result.ra(), result.rp()), (Some(2325), Some(2450)));
    assert!(result.achieved());
}

#[test]
fn after_round_7_the_last_two_games_need_half_a_point() {
    // After round 7: opponents 1 to 7, sum 16460, Ra = 2351.4 -> 2351, score 5.5.
    // Assumed: the last two opponents average 2351 like those so far; then Ra stays
    // (16460 + 4702) / 9 = 2351.3 -> 2351, and 6 / 9 (0.67, dp 125) gives 2476 while
    // 5.5 / 9 (0.61, dp 80) gives 2431: 0.5 more. Title-holders 6 of 5 and IMs or GMs
    // 3 of 3 are already there.
    let tournament = event(&base_opponents(), &[], &BASE_PLAY[..7], 9);
    let result = norm(&tournament, NormTitle::IM, 7);
    assert_eq!(
        result.outlook,
        Outlook::Possible {
            remaining: 2,
            needed: HalfPoints(1),
            average: 2351,
            title_holders: 0,
            norm_title_holders: 0,
            federations: 0,
        }
    );
    assert_eq!(
        result.outlook.describe(NormTitle::IM),
        "0.5 from the last 2 games against opponents averaging 2351"
    );
    // The GM norm needs Ra 2380: (16460 + 2 A) / 9 >= 2379.5, A >= 2477.75; the players
    // not met yet are rated 2240 and 2221 at most.
    let gm = norm(&tournament, NormTitle::GM, 7);
    assert_eq!(
        gm.outlook,
        Outlook::OutOfReach(Obstacle::Average { highest: 2240 })
    );
}

/// A single round robin of the subject (number 1) and the base case's opponents
/// (numbers 2 to 10), the Berger table's rounds `1..=play.len()` played: the subject's
/// games as `play` gives them in order, the others drawn.
fn round_robin(opponents: &[Opponent], play: &[Play]) -> Tournament {
    let mut tournament = event(opponents, &[], &[], opponents.len() as u32);
    tournament.system = PairingSystem::RoundRobin;
    let schedule = full_schedule(&tournament).expect("schedule");
    for (scheduled, (number, &what)) in schedule.rounds.iter().zip((1..).zip(play)) {
        let subject_result = match what {
            Play::Win => GameResult::WHITE_WINS,
            Play::Draw => GameResult::DRAW,
            Play::Loss => GameResult::BLACK_WINS,
            _ => unreachable!("the round robin's subject plays every game"),
        };
        let pairings = (1..)
            .zip(&scheduled.games)
            .map(|(board, &(white, black))| {
                let result = match (white, black) {
                    (1, _) => subject_result,
                    (_, 1) => subject_result.reversed(),
                    _ => GameResult::DRAW,
                };
                Pairing {
                    board,
                    white,
                    black,
                    games: vec![result],
                }
            })
            .collect();
        tournament.rounds.push(Round {
            number,
            pairings,
            byes: Vec::new(),
        });
    }
    tournament
}

#[test]
fn a_round_robin_names_the_opponents_still_to_come() {
    // Berger table of 10: number 1 meets 10, 2, 3, 4, 5, 6, 7 in rounds 1 to 7 and 8, 9
    // in rounds 8 and 9: base opponents 9, 1 to 6 so far, 7 and 8 to come. Played
    // W D W D W D W: 5.5 points. Opponent 7 (the WGM, CHN, 2270) stays; opponent 8 is
    // made 1990, below the IM floor 2050 and the lowest of all, so raised (1.4.6b, c).
    // Ra = (2221 + 2480 + 2400 + 2380 + 2350 + 2300 + 2280 + 2270 + 2050) / 9
    //    = 20731 / 9 = 2303.4 -> 2303. 6.5 / 9 = 0.72, dp 166, Rp 2469 >= 2450; 6 / 9 =
    // 0.67, dp 125, Rp 2428: 1 point more is needed. The mix: title-holders 6 (at least
    // 5), IMs or GMs 3 (at least 3), own federation GER 2, other federations 7.
    let mut opponents = base_opponents();
    opponents[7].0 = Some(1990);
    let tournament = round_robin(&opponents, &BASE_PLAY[..7]);
    let schedule = full_schedule(&tournament).expect("schedule");
    let event = eligibility(&tournament, 7);
    let subject = &tournament.players[0];
    let result = player_norm(&tournament, &schedule, &event, subject, NormTitle::IM, 7);
    assert_eq!(result.score, HalfPoints(11));
    assert_eq!(
        result.outlook.describe(NormTitle::IM),
        "1 from the last 2 games against WGM Player 08 (2270) and Player 09 (1990, raised to 2050)"
    );
    // The same player, Swiss-paired, is assumed to meet opponents averaging his Ra so far.
    let assumed = player_norm(
        &tournament,
        &Schedule::default(),
        &event,
        subject,
        NormTitle::IM,
        7,
    );
    assert!(matches!(assumed.outlook, Outlook::Possible { .. }));
    // The GM norm: the nine opponents hold one GM title, 3 are needed (1.4.5b), whatever
    // the results.
    let gm = player_norm(&tournament, &schedule, &event, subject, NormTitle::GM, 7);
    assert_eq!(
        gm.outlook.describe(NormTitle::GM),
        "out of reach: GMs 1 (at least 3)"
    );
}

/// The round robin of `opponents` in which the subject plays `against[i]` against
/// opponent i (starting rank i + 2), whichever round the Berger table sets it in.
fn round_robin_by_opponent(opponents: &[Opponent], against: &[Play]) -> Tournament {
    let schedule = full_schedule(&round_robin(opponents, &[])).expect("schedule");
    let play: Vec<Play> = schedule
        .rounds
        .iter()
        .map(|round| {
            let &(white, black) = round
                .games
                .iter()
                .find(|&&(white, black)| white == 1 || black == 1)
                .expect("the subject plays every round");
            let opponent = white + black - 1;
            against[opponent as usize - 2]
        })
        .collect();
    round_robin(opponents, &play)
}

/// Two unrated opponents (USA, ENG) beaten in rounds 1 and 2, then the base case.
fn two_unrated_wins_first() -> (Vec<Opponent>, Vec<Play>) {
    let mut opponents = vec![Opponent(None, None, "USA"), Opponent(None, None, "ENG")];
    opponents.extend(base_opponents());
    let mut play = vec![Win, Win];
    play.extend(BASE_PLAY);
    (opponents, play)
}

#[test]
fn wins_against_weak_opponents_may_be_left_out() {
    // 1.4.1f, an 11-round Swiss: two unrated opponents beaten in rounds 1 and 2 (1400,
    // the first raised to the floor 2050), then the base case. All 11 games: Ra =
    // (2050 + 1400 + 20921) / 11 = 2215.5 -> 2216, below 2230 (1.4.8a); rounds 1 to 9
    // (1.4.1e): (2050 + 1400 + 16460) / 9 = 2212.2 -> 2212; 1 to 10: 22150 / 10 = 2215.
    // One win left out: an unrated one, (2050 + 20921) / 10 = 2297.1 -> 2297, 7 / 10 =
    // 0.70, dp 149, Rp 2446 < 2450; a base one keeps the 1400 and Ra below 2230 (at most
    // (2050 + 1400 + 20921 - 2270) / 10 = 2210). Both unrated left out: the base case,
    // Ra 2325, Rp 2450, 9 games, the mix as there.
    let (opponents, play) = two_unrated_wins_first();
    let tournament = event(&opponents, &[], &play, 11);
    let all = norm(&tournament, NormTitle::IM, 11);
    assert!(all.achieved());
    assert_eq!((all.after_round, all.last_round), (11, 11));
    assert_eq!(
        all.left_out
            .iter()
            .map(|g| (g.round, g.opponent))
            .collect::<Vec<_>>(),
        [(1, 2), (2, 3)]
    );
    assert_eq!((all.games.len(), all.score), (9, HalfPoints(12)));
    assert_eq!((all.ra(), all.rp()), (Some(2325), Some(2450)));
    assert_eq!(
        all.describe(),
        "achieved by leaving out the wins against No 2 and No 3 (1.4.1f)"
    );
    // The certificate lists the complete crosstable, the wins left out marked.
    let event_ = eligibility(&tournament, 11);
    let it1 = arbiter::export::norms::certificate_text(&tournament, &event_, &all);
    for line in [
        "Games left out (1.4.1f): the wins against No 2 and No 3",
        "Number of games: 9",
    ] {
        assert!(it1.contains(line), "{line} in\n{it1}");
    }
    let row = |round: &str| {
        it1.lines()
            .find(|l| l.starts_with(&format!("  {round} ")))
            .unwrap_or_else(|| panic!("round {round} in\n{it1}"))
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(row("1"), "1 Player 02 USA unrated 1 (left out, 1.4.1f)");
    assert_eq!(row("3"), "3 Player 04 ENG GM 2480 1");
    // The list says so too.
    let list = arbiter::export::norms::text(&tournament, &event_, &[all]);
    assert!(
        list.contains(
            "\n      IM norm: achieved by leaving out the wins against No 2 and No 3 (1.4.1f)\n"
        ),
        "{list}"
    );
}

#[test]
fn a_round_robin_leaves_out_wins_only_when_its_whole_mix_allows_a_norm() {
    // The same opponents in a round robin of 12 (11 rounds), the same results against
    // each. Over the complete event IMs or GMs must be 11 / 3 -> 4 (1.4.5c): the base
    // case has 3 (GM ENG, IM FRA, IM NED), so no norm even with wins left out, though
    // the 9 games left would need only 3.
    let (mut opponents, play) = two_unrated_wins_first();
    let tournament = round_robin_by_opponent(&opponents, &play);
    let schedule = full_schedule(&tournament).expect("schedule");
    let event_ = eligibility(&tournament, 11);
    let subject = &tournament.players[0];
    let result = player_norm(&tournament, &schedule, &event_, subject, NormTitle::IM, 11);
    assert!(!result.achieved());
    assert!(result.left_out.is_empty());
    assert_eq!(result.ra(), Some(2216));
    // Round 4's FM of ESP an IM: 4 IMs or GMs of 11, title-holders 6 (at least 6): the
    // mix allows a norm and the two unrated are left out as in the Swiss.
    opponents[5].1 = Some(Title::IM);
    let tournament = round_robin_by_opponent(&opponents, &play);
    let event_ = eligibility(&tournament, 11);
    let subject = &tournament.players[0];
    let result = player_norm(&tournament, &schedule, &event_, subject, NormTitle::IM, 11);
    assert!(result.achieved(), "{:?}", missed(&result));
    let mut left_out: Vec<Tpn> = result.left_out.iter().map(|g| g.opponent).collect();
    left_out.sort_unstable();
    assert_eq!(left_out, [2, 3]);
    assert_eq!((result.ra(), result.rp()), (Some(2325), Some(2450)));
}

#[test]
fn the_im_rating_reached_after_round_5_is_shown_with_the_norms() {
    // 1.5.3a: the subject rated 2380 (the 2013 rating regulations, K 15: established,
    // never 2400). Expected scores (table 8.1b) and results of rounds 1 to 5: 2480 (-100:
    // 0.36) won +0.64; 2400 (-20: 0.47) drawn +0.03; 2380 (0: 0.50) won +0.50; 2350 (30:
    // 0.54) drawn -0.04; 2300 (80: 0.61) won +0.39. Live ratings 2380 + 15 x the sum:
    // 2389.6 -> 2390, 2390.05 -> 2390, 2397.55 -> 2398, 2396.95 -> 2397, then
    // 2380 + 15 x 1.52 = 2402.8 -> 2403: the IM rating 2400 after round 5. GM 2500 never.
    let mut tournament = event(&base_opponents(), &[], &BASE_PLAY, 9);
    tournament.players[0].rating = Some(2380);
    let subject = tournament.players[0].clone();
    let reached = arbiter::norms::title_ratings_reached(&tournament, &subject, 9).expect("rated");
    assert_eq!(
        reached,
        [arbiter::norms::TitleRating {
            title: NormTitle::IM,
            round: 5,
            rating: 2403
        }]
    );
    // Not yet after round 4.
    let before = arbiter::norms::title_ratings_reached(&tournament, &subject, 4).expect("rated");
    assert_eq!(before, []);
    let result = norm(&tournament, NormTitle::IM, 9);
    let text = arbiter::export::norms::player_text(&tournament, &result, &reached);
    assert!(
        text.contains(
            "\n  live rating 2403 after round 5 (at least 2400): IM rating requirement met (1.5.3a); later results may be disregarded\n"
        ),
        "{text}"
    );
    let gm = norm(&tournament, NormTitle::GM, 9);
    let text = arbiter::export::norms::player_text(&tournament, &gm, &reached);
    assert!(!text.contains("1.5.3a"), "{text}");
}

#[test]
fn an_event_too_short_or_too_fast_gives_no_norms() {
    // 1.4.1a: 7 rounds; 1.1.3: 60 min + 30 s is 90 min for 60 moves.
    let short = event(&base_opponents(), &[], &BASE_PLAY[..7], 7);
    assert!(!eligibility(&short, 7).is_eligible());
    let mut fast = event(&base_opponents(), &[], &BASE_PLAY, 9);
    fast.info.time_control_code = Some("3600+30".to_string());
    let checked = eligibility(&fast, 9);
    assert!(!checked.is_eligible());
    let result = norm(&fast, NormTitle::IM, 9);
    assert!(!result.achieved());
    assert_eq!(
        result.outlook,
        Outlook::OutOfReach(Obstacle::EventNotEligible)
    );
}

/// The base case saved as `open.toml` in a directory of its own, all 9 rounds played.
fn saved_base_case() -> tempfile::TempDir {
    let directory = tempfile::tempdir().expect("directory");
    let mut tournament = event(&base_opponents(), &[], &BASE_PLAY, 9);
    tournament.info.city = Some("Leiden".to_string());
    tournament.info.start_date = Some("2026-04-04".to_string());
    tournament.info.end_date = Some("2026-04-12".to_string());
    tournament.info.time_control = Some("90 min + 30 s per move".to_string());
    tournament.players[0].fide_id = Some(4_600_001);
    tournament.players[1].fide_id = Some(4_600_002);
    arbiter::storage::create(&directory.path().join("open.toml"), &tournament).expect("saved");
    directory
}

#[test]
fn the_command_line_lists_one_row_per_player_and_title() {
    let directory = saved_base_case();
    let csv = ok_in(
        directory.path(),
        &["norms", "open.toml", "--player", "1", "--format", "csv"],
    );
    // The subject, an FM: the GM and IM norms (not the women's titles, he is a man). GM:
    // nobody below the floor 2200, Ra 2325 < 2380, so no score is enough; Rp 2450.
    assert_eq!(
        csv,
        "tpn,name,federation,player_title,title,achieved,last_round,games,counts_as,score,ra,p,dp,rp,score_required,outlook\r\n\
         1,\"Subject, Sam\",\"GER\",\"FM\",\"GM\",\"no\",9,9,9,6,2325,0.67,125,2450,,\"out of reach: no games left\"\r\n\
         1,\"Subject, Sam\",\"GER\",\"FM\",\"IM\",\"yes\",9,9,9,6,2325,0.67,125,2450,6,\"achieved\"\r\n"
    );
}

#[test]
fn the_site_publishes_the_norms_when_the_settings_ask() {
    let directory = saved_base_case();
    let site = directory.path().join("site");
    let publish = || ok_in(directory.path(), &["publish", "open.toml", "--out", "site"]);
    // Off by default: no norms page, no link to one.
    publish();
    assert!(!site.join("norms.html").exists());
    let index = std::fs::read_to_string(site.join("index.html")).expect("index");
    assert!(!index.contains("norms.html"));
    ok_in(
        directory.path(),
        &["settings", "open.toml", "--publish-norms", "yes"],
    );
    let settings = ok_in(directory.path(), &["settings", "open.toml"]);
    assert!(settings.contains("\npublish norms   yes\n"), "{settings}");
    publish();
    let index = std::fs::read_to_string(site.join("index.html")).expect("index");
    assert!(index.contains("<a href=\"norms.html\">Norms</a>\n</nav>"));
    // After round 9 only the subject's IM norm is made or possible (see the base case);
    // it links to its certificate, the only one written.
    let norms = std::fs::read_to_string(site.join("norms.html")).expect("norms page");
    let section = &norms[norms.find("<section").expect("section")..];
    assert_eq!(
        section,
        "<section id=\"norms\">\n\
         <h2>Title norms (FIDE B.01) after round 9 of 9: Norm Open</h2>\n\
         <ul>\n\
         <li>yes       1.4.1a games per player 9 (at least 9)</li>\n\
         <li>yes       0.5    rating list standard (standard needed)</li>\n\
         <li>yes       1.1.3  time for 60 moves 120 min (at least 120)</li>\n\
         <li>not known 1.1.3  rounds on one day: no round dates entered</li>\n\
         <li>yes       1.4.3  federations 8 (at least 3)</li>\n\
         <li>yes       1.1.5  chief arbiter with FIDE id 12345678</li>\n\
         <li>Swiss-open exemption (1.4.3d): 7 rated players not from GER (at least 20), 7 federations (at least 3), 4 GM/IM/WGM/WIM (at least 10): does not apply</li>\n\
         <li>The event can give title norms.</li>\n\
         </ul>\n\
         <table>\n\
         <thead><tr><th>TPN</th><th>Name</th><th>Fed</th><th>Title</th><th>Norm</th><th>Games</th><th>Score</th><th>Ra</th><th>Rp</th><th>Outlook</th></tr></thead>\n\
         <tbody>\n\
         <tr><td>1</td><td>Subject, Sam</td><td>GER</td><td>FM</td><td>IM</td><td>9</td><td>6</td><td>2325</td><td>2450</td><td>achieved</td></tr>\n\
         </tbody>\n\
         </table>\n\
         <h2>Certificates of title results (IT1)</h2>\n\
         <ul>\n\
         <li><a href=\"it1-1-im.html\">IM norm: Subject, Sam</a></li>\n\
         </ul>\n\
         </section>\n\
         </body>\n</html>\n"
    );
    let certificates: Vec<String> = std::fs::read_dir(&site)
        .expect("site")
        .map(|entry| {
            entry
                .expect("entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|file| file.starts_with("it1-"))
        .collect();
    assert_eq!(certificates, ["it1-1-im.html"]);
    let certificate = std::fs::read_to_string(site.join("it1-1-im.html")).expect("IT1");
    assert!(
        certificate.contains("<h2>Certificate of title result (IT1): IM norm, Subject, Sam</h2>\n")
    );
    assert!(certificate.contains("<tr><td>Performance Rp = Ra + dp</td><td>2450</td></tr>"));
    // Turned off again, the next publication leaves the norms out.
    ok_in(
        directory.path(),
        &["settings", "open.toml", "--publish-norms", "no"],
    );
    std::fs::remove_dir_all(&site).expect("site removed");
    publish();
    assert!(!site.join("norms.html").exists());
}

#[test]
fn the_standings_screen_shows_the_norms_on_n() {
    // After round 7 of the base case: the IM norm needs 0.5 from the last 2 games (see
    // above); the GM norm is out of reach, counted at the end.
    let tournament = event(&base_opponents(), &[], &BASE_PLAY[..7], 9);
    let mut app = tui::app(tournament);
    tui::press(&mut app, "4n");
    insta::assert_snapshot!("norms_80x24", tui::screen(&mut app, 80, 24));
    tui::press(&mut app, "n");
    assert!(!app.standings.norms);
}

#[test]
fn the_norm_certificate_gives_every_field_of_the_it1() {
    let directory = saved_base_case();
    let it1 = ok_in(directory.path(), &["norms", "open.toml", "--form", "it1"]);
    insta::assert_snapshot!("norm_certificate_it1", it1);
}

#[test]
fn the_tournament_report_gives_the_fields_of_the_it3_and_the_title_results() {
    let directory = saved_base_case();
    // The program's version in the pairing system's field is the one built.
    let version = format!("arbiter {}", env!("CARGO_PKG_VERSION"));
    let it3 = ok_in(directory.path(), &["norms", "open.toml", "--form", "it3"]);
    assert!(it3.contains(&version), "{it3}");
    insta::assert_snapshot!(
        "tournament_report_it3",
        it3.replace(&version, "arbiter VERSION")
    );
    // 10 players: the 1st deputy is required, the others not; players by type: 10
    // rated of 8 federations, 3 of GER (the host), 7 of others; GM ENG; IMs FRA, NED;
    // FMs GER (subject and round 5's), ESP; WGM CHN.
    let html = ok_in(
        directory.path(),
        &["norms", "open.toml", "--form", "it3", "--format", "html"],
    );
    for cell in [
        "<tr><td>Federation</td><td>GER</td></tr>\n<tr><td>Name of tournament</td><td>Norm Open</td></tr>",
        "<tr><td>Organizer of the tournament (person responsible)</td><td>______________________</td></tr>",
        "<tr><td>Rated</td><td>10</td><td>8</td><td>3</td><td>7</td></tr>\n\
         <tr><td>Unrated</td><td>0</td><td>0</td><td>0</td><td>0</td></tr>\n\
         <tr><td>GM</td><td>1</td><td>1</td><td>0</td><td>1</td></tr>\n\
         <tr><td>IM</td><td>2</td><td>2</td><td>0</td><td>2</td></tr>\n\
         <tr><td>FM</td><td>3</td><td>2</td><td>2</td><td>1</td></tr>\n\
         <tr><td>WGM</td><td>1</td><td>1</td><td>0</td><td>1</td></tr>\n",
        "<tr><td>1st Deputy Chief Arbiter</td><td>required</td></tr>\n\
         <tr><td>2nd Deputy Chief Arbiter (more than 20 players)</td><td>not required</td></tr>",
        "<tr><td>1</td><td>Subject, Sam</td><td>4600001</td><td>GER</td><td>IM</td><td>9</td><td>6</td><td>2325</td><td>2450</td></tr>",
    ] {
        assert!(html.contains(cell), "{cell} in {html}");
    }
    let html = ok_in(
        directory.path(),
        &["norms", "open.toml", "--form", "it1", "--format", "html"],
    );
    for cell in [
        "<td>Rating average Ra (1.4.7)</td><td>2325</td>",
        "<td>Performance Rp = Ra + dp</td><td>2450</td>",
        "<td>1</td><td>Player 02</td><td>4600002</td><td>ENG</td><td>GM</td><td>2480</td><td></td><td>1</td>",
    ] {
        assert!(html.contains(cell), "{cell} in {html}");
    }
}

/// A norm worked out from the crosstable the long way, as an arbiter checks a
/// certificate: the games over the board, 1400 for the unrated, the lowest below the
/// floor raised, the average rounded half up, p rounded to hundredths half up, dp from
/// table 1.4.9. The lines the IT1 must hold, with the opponents (name, federation,
/// rating).
fn by_hand(tournament: &Tournament, tpn: Tpn, title: NormTitle) -> (Vec<String>, Vec<[String; 3]>) {
    let mut opponents = Vec::new();
    let mut halves = 0;
    for round in &tournament.rounds {
        let Some(pairing) = round
            .pairings
            .iter()
            .find(|p| p.white == tpn || p.black == tpn)
        else {
            continue;
        };
        let GameResult::Played { white, black, .. } = pairing.games[0] else {
            continue;
        };
        let (opponent, outcome) = if pairing.white == tpn {
            (pairing.black, white)
        } else {
            (pairing.white, black)
        };
        halves += match outcome {
            arbiter::model::Outcome::Win => 2,
            arbiter::model::Outcome::Draw => 1,
            arbiter::model::Outcome::Loss => 0,
        };
        opponents.push(tournament.player(opponent).expect("a player").clone());
    }
    let games = opponents.len() as i64;
    let mut ratings: Vec<i64> = opponents
        .iter()
        .map(|o| o.rating.map_or(1400, i64::from))
        .collect();
    let lowest = (0..ratings.len())
        .min_by_key(|&i| ratings[i])
        .expect("games");
    ratings[lowest] = ratings[lowest].max(title.rating_floor());
    let sum: i64 = ratings.iter().sum();
    let ra = (2 * sum + games) / (2 * games);
    let hundredths = (halves * 100 + games) / (2 * games);
    let p = arbiter::rating::Fraction::from_hundredths(hundredths as u8).expect("p");
    let dp = i64::from(arbiter::rating::fide2013::tables::rating_difference(p));
    let titled = opponents
        .iter()
        .filter(|o| {
            o.title
                .is_some_and(|t| !matches!(t, Title::CM | Title::WCM))
        })
        .count();
    let own = tournament.player(tpn).and_then(|p| p.federation.clone());
    let foreign = opponents.iter().filter(|o| o.federation != own).count();
    let score = HalfPoints(halves as u32);
    let lines = vec![
        format!("Number of games: {games}"),
        format!("Score achieved: {score}"),
        format!("Rating average Ra (1.4.7): {ra}"),
        format!("p, dp (1.4.9): {p}, {dp}"),
        format!("Performance Rp = Ra + dp: {}", ra + dp),
        format!("Total number of titled opponents: {titled}"),
        format!("Opponents not from the applicant's federation: {foreign}"),
    ];
    let rows = opponents
        .iter()
        .map(|o| {
            [
                o.name.clone(),
                o.federation.clone().unwrap_or_default(),
                o.rating.map_or("unrated".to_string(), |r| r.to_string()),
            ]
        })
        .collect();
    (lines, rows)
}

#[test]
fn a_simulated_open_of_120_players_makes_norms_the_certificates_confirm() {
    // The generator's Dutch open of 120 players over 9 rounds (seed 3: ratings 1400 to
    // 2700, titles and federations as a rating list gives them), 90 min + 30 s, a chief
    // arbiter with a FIDE id.
    let config = arbiter::pairing::simulate::SimulationConfig::new(PairingSystem::Dutch, 120, 9, 3);
    let mut tournament = arbiter::pairing::simulate::simulate(&config).expect("simulated");
    tournament.info.time_control_code = Some("5400+30".to_string());
    tournament.info.chief_arbiter = Some(Arbiter::read("Sheriff, Kim (12345678)"));
    let (event, results) = arbiter::norms::norm_results(&tournament, &Schedule::default(), 9);
    assert!(event.is_eligible());
    let made: Vec<(Tpn, NormTitle)> = results
        .iter()
        .filter(|r| r.achieved())
        .map(|r| (r.tpn, r.title))
        .collect();
    assert_eq!(
        made,
        [
            (7, NormTitle::GM),
            (7, NormTitle::IM),
            (33, NormTitle::GM),
            (33, NormTitle::IM),
            (110, NormTitle::IM)
        ]
    );
    // 120 players: the 2nd and 3rd deputies are required (more than 20, 70), the 4th
    // is not (not more than 120); one deputy entered.
    tournament.info.deputy_arbiters = vec![Arbiter::read("Deputy, Dana (23456789)")];
    let it3 = arbiter::export::norms::report_text(&tournament, &event, &results);
    for line in [
        "1st Deputy Chief Arbiter: Deputy, Dana (23456789)",
        "2nd Deputy Chief Arbiter (more than 20 players): required",
        "3rd Deputy Chief Arbiter (more than 70 players): required",
        "4th Deputy Chief Arbiter (more than 120 players): not required",
    ] {
        assert!(it3.lines().any(|l| l == line), "{line} in\n{it3}");
    }
    for (tpn, title) in [(33, NormTitle::GM), (110, NormTitle::IM)] {
        let result = results
            .iter()
            .find(|r| (r.tpn, r.title) == (tpn, title))
            .expect("made");
        let it1 = arbiter::export::norms::certificate_text(&tournament, &event, result);
        let (lines, rows) = by_hand(&tournament, tpn, title);
        for line in lines {
            assert!(it1.lines().any(|l| l == line), "{line} in\n{it1}");
        }
        for [name, federation, rating] in rows {
            let row = it1
                .lines()
                .find(|l| l.contains(&format!(" {name} ")))
                .unwrap_or_else(|| panic!("{name} in\n{it1}"));
            let cells: Vec<&str> = row.split_whitespace().collect();
            assert!(
                cells.contains(&federation.as_str()) && cells.contains(&rating.as_str()),
                "{federation} {rating} in {row}"
            );
        }
    }
}
