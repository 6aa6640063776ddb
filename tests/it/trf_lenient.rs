//! TRF files as other programs write them (issue 16): an old Swiss-Manager export, JaVaFo's
//! sample layout, a lichess Swiss export, an Italian club program feeding bbpPairings and
//! a TRF-26 file of a current program. The fixtures in `tests/fixtures/trf/lenient/` are
//! written for these tests in the shapes of those programs' files. Each is read with
//! every reading that differs from TRF-16 named in one list, and, once written by this
//! program, reads back as the same tournament without a warning.

use arbiter::model::{
    AdjustedResult, Arbiter, Bye, ByeKind, Colour, GameResult, Outcome, PairingSystem, Points,
    RequestedBye, RequestedByeKind, Tiebreak, Title, Tournament,
};
use arbiter::trf;

use crate::support::fixtures;

/// The tournament of `text` and its warnings; the tournament written by this program
/// reads back the same, without a warning.
fn read(text: &str) -> (Tournament, Vec<String>) {
    let import = trf::read(text, None).unwrap_or_else(|e| panic!("refused:\n{e}"));
    let written = trf::write(&import.tournament).expect("writable");
    let again = trf::read(&written, None).expect("its own file");
    assert_eq!(again.warnings, [], "{written}");
    assert_eq!(
        again.tournament.players, import.tournament.players,
        "{written}"
    );
    assert_eq!(
        again.tournament.rounds, import.tournament.rounds,
        "{written}"
    );
    let warnings = import.warnings.iter().map(ToString::to_string).collect();
    (import.tournament, warnings)
}

fn opponents(t: &Tournament, round: usize) -> Vec<(u32, u32)> {
    t.rounds[round - 1]
        .pairings
        .iter()
        .map(|p| (p.white, p.black))
        .collect()
}

#[test]
fn an_old_swiss_manager_export() {
    let (t, warnings) = read(&fixtures::trf("lenient/swiss_manager_2005.trf"));
    assert_eq!(
        warnings,
        [
            "the file does not say its pairing system (record 192): it is read as a Dutch system tournament",
            "the file does not say how many rounds the tournament has (record 142 or XXR); taken as 3, the last round the player records or the round dates show",
            "line 4, column 5: start date \"14. 06. 2005\" is read as 2005-06-14 (day/month/year)",
            "line 5, column 5: end date \"16. 06. 2005\" is read as 2005-06-16 (day/month/year)",
            "line 8, column 1: record 082 (number of teams) is not kept: the tournament has no place for it",
            "line 9, column 1: record 092 (type of tournament, free text: record 192 gives the system) is not kept: the tournament has no place for it",
            "line 15, column 97: a forfeit with the colour '-': the lower starting rank of the two is read as White (the colours of a game not played count for nothing) (and at 1 more place)",
            "line 17, column 109: \"0000 - +\" (the bye of files before TRF-16) is read as the pairing-allocated bye U",
        ]
    );
    assert_eq!(t.system, PairingSystem::Dutch);
    assert_eq!(t.rounds_planned, 3);
    assert_eq!(t.info.start_date.as_deref(), Some("2005-06-14"));
    assert_eq!(t.info.federation, None);
    assert_eq!(
        t.info.deputy_arbiters,
        [Arbiter::read("NSR Kurt Lange, NSR Pia Roth")]
    );
    let titles: Vec<Option<Title>> = t.players.iter().map(|p| p.title).collect();
    assert_eq!(
        titles,
        [
            Some(Title::GM),
            Some(Title::IM),
            Some(Title::FM),
            None,
            None,
            None,
            None
        ]
    );
    assert_eq!(t.players[0].birth_date.as_deref(), Some("1969-12-06"));
    // The forfeit of round 1, written without colours: 2 (the lower rank) is White.
    let forfeit = &t.rounds[0]
        .pairings
        .iter()
        .find(|p| p.white == 2)
        .expect("2-5");
    assert_eq!(forfeit.black, 5);
    assert_eq!(
        forfeit.games,
        [GameResult::Forfeit {
            winner: Some(Colour::White)
        }]
    );
    // "0000 - +": player 4's pairing-allocated bye; player 5 left after round 1; player 7
    // entered in round 3.
    assert_eq!(
        t.rounds[1].byes,
        [Bye {
            player: 4,
            kind: ByeKind::Pairing
        }]
    );
    assert_eq!(t.players[4].withdrawn_from, Some(2));
    assert_eq!(opponents(&t, 3), [(1, 2), (3, 4), (6, 7)]);
    assert_eq!(t.players[6].rating, None);
}

#[test]
fn javafo_s_sample_layout() {
    let (t, warnings) = read(&fixtures::trf("lenient/engine_written_2010.trf"));
    assert_eq!(
        warnings,
        [
            "the file does not say its pairing system (record 192): it is read as a Dutch system tournament",
            "line 7, column 5: start date \"24/09/2010\" is read as 2010-09-24 (day/month/year)",
            "line 9, column 5: end date \"02/10/2010\" is read as 2010-10-02 (day/month/year)",
            "line 23, column 1: the JaVaFo scoring record XXS is read as 162 W 3 D 1 P 1",
        ]
    );
    // XXS W=3 D=1: JaVaFo's pairing-allocated bye stays 1 point.
    assert_eq!(t.scoring.win, Points::from_tenths(30));
    assert_eq!(t.scoring.draw, Points::ONE);
    assert_eq!(t.scoring.half_bye, Points::ONE);
    assert_eq!(t.scoring.pairing_bye, Points::ONE);
    assert_eq!(t.info.deputy_arbiters, []);
    assert_eq!(t.rounds_planned, 4);
    assert_eq!(
        t.players[2].byes,
        [RequestedBye {
            round: 3,
            kind: RequestedByeKind::Half
        }]
    );
    assert_eq!(t.players[4].rating, None);
    assert_eq!(
        t.scores(),
        [40, 20, 0, 20, 40].map(Points::from_tenths).to_vec()
    );
}

#[test]
fn a_lichess_swiss_export() {
    let (t, warnings) = read(&fixtures::trf("lenient/lichess_2020.trf"));
    assert_eq!(
        warnings,
        [
            "the file does not say its pairing system (record 192): it is read as a Dutch system tournament",
            "line 3, column 5: \"Lichess\" is not a federation: three letters, e.g. NED: left out",
            "line 4, column 5: start date \"May 29, 2020\" is read as 2020-05-29 (month name)",
            "line 5, column 5: end date \"May 29, 2020\" is read as 2020-05-29 (month name)",
            "line 7, column 5: the file says 0 rated players but has 4: the count is written anew",
            "line 8, column 1: record 082 (number of teams) is not kept: the tournament has no place for it",
            "line 9, column 1: record 092 (type of tournament, free text: record 192 gives the system) is not kept: the tournament has no place for it",
            "line 15, column 5: XXC option \"rank\" is ignored: only white1 and black1 are used",
        ]
    );
    // Round 2: player 2 absent, player 4 the pairing-allocated bye, without "0000".
    assert_eq!(
        t.rounds[1].byes,
        [
            Bye {
                player: 4,
                kind: ByeKind::Pairing
            },
            Bye {
                player: 2,
                kind: ByeKind::Absent
            }
        ]
    );
    assert_eq!(t.players[1].withdrawn_from, None);
    assert_eq!(t.initial_colour, Colour::White);
}

#[test]
fn an_italian_club_program_feeding_bbp_pairings() {
    let (t, warnings) = read(&fixtures::trf("lenient/club_2025.trf"));
    assert_eq!(
        warnings,
        [
            "the file does not say its pairing system (record 192): it is read as a Dutch system tournament",
            "line 4, column 5: start date \"04/05/2025\" is read as 2025-05-04 (day/month/year)",
            "line 5, column 5: end date \"15/06/2025\" is read as 2025-06-15 (day/month/year)",
            "line 7, column 5: the file says 5 rated players but has 4: the count is written anew",
            "line 8, column 1: record 082 (number of teams) is not kept: the tournament has no place for it",
            "line 9, column 1: record 092 (type of tournament, free text: record 192 gives the system) is not kept: the tournament has no place for it",
            "line 15, column 1: the bbpPairings scoring record BBU is read as 162 P 0.5",
            "line 16, column 12: title \"1N\" is not a FIDE title (GM IM WGM WIM FM CM WFM WCM): read as no title (and at 2 more places)",
            "line 20, column 49: rating 50 is below 100, the lowest FIDE rating: read as unrated",
        ]
    );
    assert_eq!(t.info.name, "Torneo Sociale di Primavera");
    assert_eq!(t.rounds_planned, 4);
    assert_eq!(t.initial_colour, Colour::Black);
    assert_eq!(t.scoring.pairing_bye, Points::HALF);
    let titles: Vec<Option<Title>> = t.players.iter().map(|p| p.title).collect();
    assert_eq!(titles, [None, None, None, Some(Title::CM), None]);
    assert_eq!(t.players[0].fide_id, Some(825401));
    assert_eq!(t.players[4].rating, None);
    assert_eq!(
        t.scores(),
        [15, 5, 10, 15, 5].map(Points::from_tenths).to_vec()
    );
}

#[test]
fn a_trf_26_file_of_a_current_program() {
    let (t, warnings) = read(&fixtures::trf("lenient/rapide_2025.trf"));
    assert_eq!(
        warnings,
        [
            "line 10, column 93: the round dates do not stand in the columns of their rounds (92-99 round 1, 102-109 round 2, ...): they are taken in order",
            "line 13, column 1: record 172 (ranked by NIDOF) is not kept: pairing follows the file's starting ranks, which that method gave",
            "line 16, column 5: tie-break \"EDET/P\" is not one this program computes (such as BH, BH/C1, SB, DE, ARO): left out",
            "line 16, column 18: tie-break \"BH:MP/C1/P\" is not one this program computes (such as BH, BH/C1, SB, DE, ARO): left out",
            "line 19, column 1: a column ruler (the column numbers or field letters of a record) is skipped",
            "line 20, column 119: result \"*\" is read as no result yet (and at 3 more places)",
            "line 28, column 1: 1 national rating record(s) of FRA are not kept: the tie-breaks use FIDE ratings",
        ]
    );
    assert_eq!(
        t.info.imported_pairing_controller.as_deref(),
        Some("Rapide Manager")
    );
    assert_eq!(t.system, PairingSystem::Dutch);
    assert_eq!(t.acceleration, arbiter::model::Acceleration::Baku);
    assert_eq!(
        t.info.round_dates,
        ["2025-09-13", "2025-09-13", "2025-09-14"]
    );
    assert_eq!(t.tiebreaks, [Tiebreak::BH_C1, Tiebreak::SB]);
    assert_eq!(t.initial_colour, Colour::Black);
    // The half-point byes of round 2, in the columns and in record 240.
    assert_eq!(
        t.rounds[1].byes,
        [
            Bye {
                player: 3,
                kind: ByeKind::Half
            },
            Bye {
                player: 4,
                kind: ByeKind::Half
            }
        ]
    );
    assert!(
        t.rounds[2]
            .pairings
            .iter()
            .all(|p| p.games == [GameResult::Pending])
    );
    assert_eq!(opponents(&t, 3), [(4, 1), (2, 3)]);
}

#[test]
fn records_212_give_the_tie_breaks_when_202_is_missing() {
    let text = fixtures::trf("lenient/rapide_2025.trf").replacen(
        "202 EDET/P,BH/C1,BH:MP/C1/P,SB\r\n",
        "",
        1,
    );
    let import = trf::read(&text, None).expect("valid");
    assert_eq!(import.tournament.tiebreaks, [Tiebreak::BH_C1, Tiebreak::SB]);
}

#[test]
fn an_inconsistent_file_gets_every_problem_listed() {
    // Two Whites on one board in round 2 and two points columns that contradict the
    // results: all three problems, each at its place.
    let text = fixtures::trf("lenient/swiss_manager_2005.trf")
        .replacen("     3 b =     2 w 0", "     3 w =     2 w 0", 1)
        .replacen("1966.02.06  3.0", "1966.02.06  2.5", 1)
        .replacen("1965.02.11  1.5", "1965.02.11  2.5", 1);
    let errors = trf::read(&text, None).expect_err("inconsistent");
    assert_eq!(
        errors.to_string(),
        "line 14, column 102: round 2: players 1 and 3 both have White\n\
         line 15, column 82: player 2 has 2.5 points in columns 81-84 but 3 from the results\n\
         line 19, column 82: player 6 has 2.5 points in columns 81-84 but 1.5 from the results"
    );
}

#[test]
fn engine_scoring_records_that_a_tournament_cannot_keep_are_refused() {
    let text = fixtures::trf("lenient/engine_written_2010.trf");
    let errors = trf::read(&text.replacen("XXS W=3 D=1", "XXS W=3 FW=1", 1), None)
        .expect_err("a forfeit win worth less than a win");
    assert_eq!(
        errors.to_string(),
        "line 23, column 9: XXS WW=3 with FW=1: a tournament gives the same points for every result of TRF 162 W is not supported"
    );
    let club = fixtures::trf("lenient/club_2025.trf");
    let errors = trf::read(&club.replacen("BBU  0.5", "BBZ  0.5\r\nBBF  0.0", 1), None)
        .expect_err("a zero-point bye worth more than a forfeit loss");
    assert_eq!(
        errors.to_string(),
        "line 16, column 6: the points for A are 0 here but 0.5 on line 15"
    );
}

#[test]
fn the_open_dialog_imports_a_trf_beside_it() {
    use arbiter::config::Config;
    use arbiter::tui::action::{Action, update};
    use arbiter::tui::app::App;
    use arbiter::tui::theme::Look;
    use crossterm::event::{KeyCode, KeyEvent};

    let dir = tempfile::tempdir().expect("temporary directory");
    let trf_path = dir.path().join("club.trf");
    std::fs::write(&trf_path, fixtures::trf("lenient/club_2025.trf")).expect("written");
    let open = |app: &mut App| {
        let keys = format!("o{}", trf_path.display());
        for c in keys.chars() {
            update(app, Action::Key(KeyEvent::from(KeyCode::Char(c))));
        }
        update(app, Action::Key(KeyEvent::from(KeyCode::Enter)));
    };
    let mut app = App::start_menu(Look::default(), Config::default());
    open(&mut app);
    assert!(app.start.is_none(), "{}", app.status.text);
    assert_eq!(app.tournament.info.name, "Torneo Sociale di Primavera");
    let toml = dir.path().join("club.toml");
    assert_eq!(
        app.status.text,
        format!(
            "imported {} as {}; 9 things read differently (arbiter trf import lists them), the first: the file does not say its pairing system (record 192): it is read as a Dutch system tournament",
            trf_path.display(),
            toml.display()
        )
    );
    assert_eq!(
        arbiter::storage::load(&toml).expect("saved").players,
        app.tournament.players
    );
    // Once imported, the tournament file is not replaced.
    let mut again = App::start_menu(Look::default(), Config::default());
    open(&mut again);
    assert!(again.start.is_some());
    assert_eq!(
        again.status.text,
        format!(
            "{} already exists: open it, or move it away to import the TRF again",
            toml.display()
        )
    );
}

#[test]
fn an_old_half_point_bye_is_read_as_h() {
    let text = fixtures::trf("lenient/engine_written_2010.trf").replacen(
        "   2 w =  0000 - H",
        "   2 w =  0000 - =",
        1,
    );
    let (t, warnings) = read(&text);
    assert!(
        warnings.contains(
            &"line 27, column 109: \"0000 - =\" is read as the half-point bye H".to_string()
        ),
        "{warnings:?}"
    );
    assert!(t.rounds[1].byes.contains(&Bye {
        player: 4,
        kind: ByeKind::Half
    }));
}

#[test]
fn trf_26_penalties_and_bonuses_count_in_the_scores() {
    let (t, warnings) = read(&fixtures::trf("lenient/penalties_trf26.trf"));
    assert_eq!(warnings, Vec::<String>::new());
    let adjustments = |tpn: u32| t.player(tpn).expect("player").adjustments.clone();
    let adjustment = |round, tenths| arbiter::model::PointAdjustment {
        round,
        points: Points::from_tenths(tenths),
        result: None,
    };
    assert_eq!(adjustments(2), [adjustment(2, -10)]);
    assert_eq!(adjustments(5), [adjustment(1, 5)]);
    assert_eq!(adjustments(6), [adjustment(1, 5)]);
    assert_eq!(
        t.scores(),
        [15, 5, 0, 0, 20, 20].map(Points::from_tenths).to_vec()
    );
    assert_eq!(t.score_after(5, 1), Points::from_tenths(10));
    let written = trf::write(&t).expect("writable");
    assert!(
        written.contains("\r\n299           0.5  001    5    6\r\n"),
        "{written}"
    );
    assert!(
        written.contains("\r\n299          -1.0  002    2\r\n"),
        "{written}"
    );
}

/// A `299` with a result type (TRF-26 "abnormal assignment"): each of the player's
/// results of that type, in the round given or in every round, scores the record's points
/// instead of the scoring's; the difference is the round's adjustment.
#[test]
fn record_299_with_a_result_type_scores_that_result_otherwise() {
    // Player 1 won round 1 and drew round 2: his win scores 1.5, his points 2.0.
    let text = fixtures::trf("lenient/penalties_trf26.trf")
        .replacen(
            "299          -1.0  002    2\r\n",
            "299          -1.0  002    2\r\n299 W         1.5  000    1\r\n",
            1,
        )
        .replacen(
            "2310                             1.5",
            "2310                             2.0",
            1,
        );
    let (t, warnings) = read(&text);
    assert_eq!(warnings, Vec::<String>::new());
    let adjustments = |tpn: u32| t.player(tpn).expect("player").adjustments.clone();
    assert_eq!(
        adjustments(1),
        [arbiter::model::PointAdjustment {
            round: 1,
            points: Points::HALF,
            result: Some(AdjustedResult::Played(Outcome::Win)),
        }]
    );
    assert_eq!(
        t.scores(),
        [20, 5, 0, 0, 20, 20].map(Points::from_tenths).to_vec()
    );
    // Written back with its type, for the round of the win.
    let written = trf::write(&t).expect("writable");
    assert!(
        written.contains("\r\n299 W         1.5  001    1\r\n"),
        "{written}"
    );
    // The usual points for the result change nothing.
    let usual = fixtures::trf("lenient/penalties_trf26.trf").replacen(
        "299          -1.0  002    2\r\n",
        "299          -1.0  002    2\r\n299 D         0.5  002    1    6\r\n",
        1,
    );
    let (t, _) = read(&usual);
    assert_eq!(t.player(1).expect("player").adjustments, []);
}

/// A file with a `299` record of every type, in the order arbiter writes them: each of
/// the results scores otherwise.
const EVERY_TYPE_OF_299: &str = "\
012 Club Evening Rapid with Other Points\r
042 2026/03/04\r
142 2\r
192 FIDE_DUTCH_2025\r
299 +         0.5  001    1\r
299 -        -1.0  001    4\r
299 D         0.0  001    3\r
299 L         0.5  001    5\r
299 W         1.5  001    2\r
299 F         0.5  002    1\r
299 H         1.0  002    2\r
299 Z         0.5  002    3\r
001    1      Alpha, Anna                       2310                             1.0    3     4 w +  0000 - F\r
001    2      Bravo, Ben                        2250                             2.5    1     5 w 1  0000 - H\r
001    3      Charlie, Cem                      2190                             0.5    4     6 w =  0000 - Z\r
001    4      Delta, Dora                       2100                             0.0    6     1 b -     5 w 1\r
001    5      Echo, Emil                        2050                             0.5    4     2 b 0     4 b 0\r
001    6      Foxtrot, Fay                      1980                             1.5    2     3 b =  0000 - U\r
";

/// Typed `299` records are written back with their type and points, one of each type
/// (a forfeit won and lost, a loss, a draw, a win, a full-, half- and zero-point bye),
/// and kept through the tournament file; arbiter's file reads back and writes out the
/// same.
#[test]
fn record_299_of_every_type_is_written_back_as_it_was_read() {
    let (t, warnings) = read(EVERY_TYPE_OF_299);
    assert_eq!(warnings, Vec::<String>::new());
    assert_eq!(
        t.scores(),
        [10, 25, 5, 0, 5, 15].map(Points::from_tenths).to_vec()
    );
    let typed: Vec<(u32, u32, i32, &str)> = t
        .players
        .iter()
        .flat_map(|p| {
            p.adjustments.iter().map(|a| {
                let word = a.result.map_or("", AdjustedResult::word);
                (p.tpn, a.round, a.points.tenths(), word)
            })
        })
        .collect();
    assert_eq!(
        typed,
        [
            (1, 1, -5, "forfeit-win"),
            (1, 2, -5, "full-bye"),
            (2, 1, 5, "win"),
            (2, 2, 5, "half-bye"),
            (3, 1, -5, "draw"),
            (3, 2, 5, "zero-bye"),
            (4, 1, -10, "forfeit-loss"),
            (5, 1, 5, "loss"),
        ]
    );
    let written = trf::write(&t).expect("writable");
    let records: Vec<&str> = written
        .lines()
        .filter(|line| line.starts_with("299"))
        .collect();
    let expected: Vec<&str> = EVERY_TYPE_OF_299
        .lines()
        .map(|line| line.trim_end_matches('\r'))
        .filter(|line| line.starts_with("299"))
        .collect();
    assert_eq!(records, expected);
    let again = trf::read(&written, None).expect("its own file").tournament;
    assert_eq!(trf::write(&again).expect("writable"), written);
    let toml = arbiter::storage::to_toml(&t);
    assert!(
        toml.contains(
            "adjustments = [{ round = 1, points = -0.5, result = \"forfeit-win\" }, { round = 2, points = -0.5, result = \"full-bye\" }]"
        ),
        "{toml}"
    );
    let stored = arbiter::storage::parse(&toml, std::path::Path::new("t.toml")).expect("valid");
    assert_eq!(stored, t);
}

/// A typed adjustment whose result was corrected since is written as the penalty or
/// bonus it is, so that the points stay the same.
#[test]
fn a_typed_adjustment_without_its_result_is_written_as_a_bonus() {
    let (mut t, _) = read(EVERY_TYPE_OF_299);
    let pairing = &mut t.rounds[0].pairings[1];
    assert_eq!((pairing.white, pairing.black), (2, 5));
    pairing.games[0] = GameResult::Played {
        white: Outcome::Draw,
        black: Outcome::Draw,
        rated: true,
    };
    let written = trf::write(&t).expect("writable");
    assert!(
        written.contains("\r\n299           0.5  001    2    5\r\n"),
        "{written}"
    );
}

#[test]
fn record_299_refusals_name_line_and_column() {
    let text = fixtures::trf("lenient/penalties_trf26.trf");
    for (from, to, problem) in [
        (
            "299           0.5  001    5    6",
            "299 Q         0.5  001    5    6",
            "line 9, column 5: type of abnormal assignment \"Q\" is not valid: expected W, D, L, F, H, Z, +, - or a blank",
        ),
        (
            "299           0.5  001    5    6",
            "299 D         1.0  001    5    6",
            "line 9, column 5: record 299 scores a draw of player 6, who has none in round 1",
        ),
        (
            "299           0.5  001    5    6",
            "299 H         1.0  000    5",
            "line 9, column 5: record 299 scores a half-point bye of player 5, who has none in any round",
        ),
        (
            "-1.0  002",
            "-1.0  009",
            "line 10, column 20: record 299 is for round 9 but the tournament has 4 rounds",
        ),
    ] {
        let error = trf::read(&text.replacen(from, to, 1), None)
            .expect_err(to)
            .to_string();
        assert!(error.contains(problem), "{to}: {error}");
    }
}
