//! TRF -> tournament -> TOML -> tournament -> TRF gives back the very same file, for
//! hand-written files in the layout other programs write.

use std::path::Path;

use arbiter::model::{
    Arbiter, ByeKind, Colour, GameResult, PairingSystem, Points, RequestedBye, RequestedByeKind,
    Title,
};
use arbiter::{storage, trf};

use crate::support::cli::{arbiter, arbiter_trf};
use crate::support::fixtures;

/// Reads, goes through a TOML tournament file and back, and writes in the layout of the
/// fixtures (bbpPairings' dialect: the TRF-26 records with `XXR` and `XXC`).
fn round_trip(name: &str) -> String {
    let text = fixtures::trf(name);
    let import = trf::read(&text, None).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(import.warnings, [], "{name}");
    let toml = storage::to_toml(&import.tournament);
    let stored = storage::parse(&toml, Path::new(name)).expect("the TOML file loads");
    assert_eq!(stored, import.tournament, "{name}: TOML keeps everything");
    trf::write_dialect(&stored, trf::Dialect::Bbp).expect("writable")
}

#[test]
fn a_finished_dutch_tournament_comes_back_identical() {
    assert_eq!(
        round_trip("dutch_finished.trf"),
        fixtures::trf("dutch_finished.trf")
    );
}

#[test]
fn a_dubov_tournament_in_progress_comes_back_identical() {
    assert_eq!(
        round_trip("dubov_in_progress.trf"),
        fixtures::trf("dubov_in_progress.trf")
    );
}

#[test]
fn a_double_swiss_tournament_comes_back_identical() {
    assert_eq!(
        round_trip("double_swiss.trf"),
        fixtures::trf("double_swiss.trf")
    );
}

#[test]
fn the_dutch_file_means_what_an_arbiter_reads_in_it() {
    let t = trf::read(&fixtures::trf("dutch_finished.trf"), None)
        .expect("valid")
        .tournament;
    assert_eq!(t.system, PairingSystem::Dutch);
    assert_eq!((t.rounds_planned, t.rounds.len()), (5, 5));
    assert_eq!(t.info.start_date.as_deref(), Some("2025-03-14"));
    let p = |tpn| t.player(tpn).expect("player exists");
    assert_eq!(p(2).title, Some(Title::WGM));
    assert_eq!(p(9).rating, None);
    assert_eq!(p(1).birth_date.as_deref(), Some("1985-04-12"));
    assert_eq!(p(2).birth_date.as_deref(), Some("1990"));
    // Novak played rounds 1-2 and nothing after: withdrawn (Dutch F8).
    assert_eq!(p(7).withdrawn_from, Some(3));
    // Tanaka entered late: no entry in rounds 1-2, not withdrawn.
    assert_eq!(p(6).withdrawn_from, None);
    assert!(t.rounds[0].pairing_of(6).is_none() && t.rounds[0].bye_of(6).is_none());
    // Byes of every kind, and requests for the requested ones.
    assert_eq!(t.rounds[0].bye_of(9), Some(ByeKind::Half));
    assert_eq!(t.rounds[1].bye_of(10), Some(ByeKind::Pairing));
    assert_eq!(t.rounds[2].bye_of(5), Some(ByeKind::Full));
    assert_eq!(t.rounds[3].bye_of(8), Some(ByeKind::Zero));
    assert_eq!(t.rounds[4].bye_of(9), Some(ByeKind::Absent));
    assert_eq!(
        p(9).byes,
        [RequestedBye {
            round: 1,
            kind: RequestedByeKind::Half
        }]
    );
    // Round 2, board of 3 (White) and 7: a forfeit win for White.
    let forfeit = t.rounds[1].pairing_of(7).expect("paired");
    assert_eq!((forfeit.white, forfeit.black), (3, 7));
    assert_eq!(
        forfeit.games,
        [GameResult::Forfeit {
            winner: Some(Colour::White)
        }]
    );
    // Round 4: 10 (White) and 5 both forfeited; round 3: an unrated win for 9.
    assert_eq!(
        t.rounds[3].pairing_of(5).expect("paired").games,
        [GameResult::Forfeit { winner: None }]
    );
    assert_eq!(
        t.rounds[2].pairing_of(9).expect("paired").games[0].to_string(),
        "1-0u"
    );
    // Boards in the order of Dutch F1, scores before round 5: 3 (3) v 4 (2) comes
    // before 1 (3) v 6 (1.5) on the sum of the scores.
    let boards: Vec<(u32, u32)> = t.rounds[4]
        .pairings
        .iter()
        .map(|p| (p.white, p.black))
        .collect();
    assert_eq!(boards, [(3, 4), (1, 6), (8, 2), (5, 10)]);
    assert_eq!(t.score_after(1, 5), Points::from_tenths(40));
}

#[test]
fn the_dubov_file_keeps_scoring_requests_withdrawals_and_forbidden_pairs() {
    let t = trf::read(&fixtures::trf("dubov_in_progress.trf"), None)
        .expect("valid")
        .tournament;
    assert_eq!(t.system, PairingSystem::Dubov);
    assert_eq!((t.rounds_planned, t.rounds.len()), (7, 2));
    assert_eq!(t.initial_colour, Colour::Black);
    assert_eq!(t.scoring.win, Points::from_tenths(30));
    assert_eq!(t.scoring.draw, Points::from_tenths(10));
    assert_eq!(t.scoring.forfeit_win, Points::from_tenths(30));
    assert_eq!(t.scoring.pairing_bye, Points::from_tenths(30));
    let p = |tpn| t.player(tpn).expect("player exists");
    // 0000 - - in the column of round 3, the round to pair: withdrawn from round 3.
    assert_eq!(p(5).withdrawn_from, Some(3));
    assert_eq!(p(2).requested_bye(3), Some(RequestedByeKind::Half));
    assert_eq!(p(7).requested_bye(4), Some(RequestedByeKind::Zero));
    assert_eq!(p(8).requested_bye(4), Some(RequestedByeKind::Zero));
    assert_eq!(p(2).forbidden, [4, 6]);
    assert_eq!(p(6).forbidden, [2, 4]);
    assert_eq!(p(8).forbidden, [7]);
}

#[test]
fn the_double_swiss_file_has_two_game_matches() {
    let t = trf::read(&fixtures::trf("double_swiss.trf"), None)
        .expect("valid")
        .tournament;
    assert_eq!(t.system, PairingSystem::DoubleSwiss);
    assert_eq!((t.rounds_planned, t.rounds.len()), (5, 3));
    let round1 = &t.rounds[0];
    let first = round1.pairing_of(1).expect("paired");
    assert_eq!((first.white, first.black), (1, 4));
    assert_eq!(first.games, [GameResult::WHITE_WINS, GameResult::DRAW]);
    assert_eq!(round1.bye_of(7), Some(ByeKind::Pairing));
    // Round 2: 7 won game 1 by forfeit and lost game 2: a played match (C.04.5 preface);
    // 5 forfeited both games against 6: a forfeited match.
    assert!(
        t.rounds[1]
            .pairing_of(7)
            .expect("paired")
            .counts_as_played()
    );
    assert!(
        !t.rounds[1]
            .pairing_of(5)
            .expect("paired")
            .counts_as_played()
    );
    assert_eq!(t.rounds[1].bye_of(3), Some(ByeKind::Half));
    let p = |tpn| t.player(tpn).expect("player exists");
    assert_eq!(p(5).withdrawn_from, Some(3));
    assert_eq!(p(6).requested_bye(4), Some(RequestedByeKind::Half));
    // A pairing-allocated bye is worth 1.5 and a half-point bye 1 for the whole match.
    assert_eq!(t.score_after(7, 1), Points::from_tenths(15));
    assert_eq!(t.score_after(3, 3), Points::from_tenths(25));
}

#[test]
fn cr_lf_and_crlf_line_ends_read_the_same() {
    let crlf = fixtures::trf("double_swiss.trf");
    let lf = crlf.replace("\r\n", "\n");
    let cr = crlf.replace("\r\n", "\r");
    let expected = trf::read(&crlf, None).expect("valid");
    assert_eq!(trf::read(&lf, None).expect("valid"), expected);
    assert_eq!(trf::read(&cr, None).expect("valid"), expected);
}

#[test]
fn comments_and_records_without_a_place_are_read_with_warnings() {
    let text = fixtures::trf("dutch_finished.trf").replacen(
        "142 5\r\n",
        "### written by hand\r\n092 Individual: Swiss-System\r\n182 Referee, Rita\r\n142 5\r\n",
        1,
    ) + "GER    5 m    Becker, Tom                       2080\r\n";
    let import = trf::read(&text, None).expect("valid");
    let warnings: Vec<String> = import.warnings.iter().map(ToString::to_string).collect();
    assert_eq!(
        warnings,
        [
            "line 11, column 1: record 092 (type of tournament, free text: record 192 gives the system) is not kept: the tournament has no place for it",
            "line 29, column 1: 1 national rating record(s) of GER (TRF-26 asks for record 172 with them) are not kept: the tie-breaks use FIDE ratings",
        ]
    );
    let mut plain = trf::read(&fixtures::trf("dutch_finished.trf"), None)
        .expect("valid")
        .tournament;
    plain.info.imported_pairing_controller = Some("Referee, Rita".into());
    assert_eq!(import.tournament, plain);
}

/// TRF-26 has one `182`, the program or user making the pairings: arbiter writes its
/// own, and keeps the one of the file it imported in a comment after it, which it reads
/// back; the file then reads back and writes out byte for byte the same.
#[test]
fn the_pairing_controller_of_an_imported_file_is_kept_after_arbiter_s_own() {
    let text = fixtures::trf("dutch_finished.trf").replacen(
        "142 5\r\n",
        "142 5\r\n182 Swiss-Manager 11.0.0.5\r\n",
        1,
    );
    let import = trf::read(&text, None).expect("valid");
    assert_eq!(import.warnings, []);
    let t = import.tournament;
    assert_eq!(
        t.info.imported_pairing_controller.as_deref(),
        Some("Swiss-Manager 11.0.0.5")
    );
    let written = trf::write(&t).expect("writable");
    assert!(
        written.contains(
            "\r\n182 arbiter\r\n### 182 of the imported file: Swiss-Manager 11.0.0.5\r\n192 "
        ),
        "{written}"
    );
    let again = trf::read(&written, None).expect("its own file");
    assert_eq!(again.warnings, []);
    assert_eq!(again.tournament, t);
    assert_eq!(trf::write(&again.tournament).expect("writable"), written);
    // The tournament file keeps it too, and `trf import` and `show` name it.
    let toml = storage::to_toml(&t);
    assert!(
        toml.contains("\nimported_pairing_controller = \"Swiss-Manager 11.0.0.5\"\n"),
        "{toml}"
    );
    assert_eq!(
        storage::parse(&toml, Path::new("t.toml")).expect("valid"),
        t
    );
    let directory = tempfile::tempdir().expect("a temporary directory");
    let (input, output) = (
        directory.path().join("open.trf"),
        directory.path().join("open.toml"),
    );
    std::fs::write(&input, &text).expect("written");
    let (status, out, _) = arbiter_trf(&["import", input.to_str().expect("UTF-8 path")]);
    assert_eq!(status, 0, "{out}");
    assert!(
        out.ends_with(
            "\npaired by Swiss-Manager 11.0.0.5 until now (record 182); arbiter pairs it from here on\n"
        ),
        "{out}"
    );
    let shown = arbiter(&["show", output.to_str().expect("UTF-8 path")]);
    assert!(
        shown
            .stdout
            .contains("\nimported from a TRF paired by Swiss-Manager 11.0.0.5\n"),
        "{}",
        shown.stdout
    );
    // The other dialects have no 182, so no comment either.
    let bbp = trf::write_dialect(&t, trf::Dialect::Bbp).expect("writable");
    assert!(!bbp.contains("182"), "{bbp}");
}

#[test]
fn latin1_files_from_older_programs_are_read() {
    let text = fixtures::trf("dutch_finished.trf").replacen("Jensen, Lars ", "Jørgensen, Lö", 1);
    let latin1: Vec<u8> = text
        .chars()
        .map(|c| u8::try_from(u32::from(c)).expect("Latin-1"))
        .collect();
    assert!(std::str::from_utf8(&latin1).is_err());
    let t = trf::read(&trf::decode(&latin1), None)
        .expect("valid")
        .tournament;
    assert_eq!(t.player(8).expect("player 8").name, "Jørgensen, Lö");
}

#[test]
fn deputy_arbiters_and_round_dates_are_kept() {
    let t = trf::read(&fixtures::trf("dubov_in_progress.trf"), None)
        .expect("valid")
        .tournament;
    assert_eq!(
        t.info.deputy_arbiters,
        ["FA Kovacs, Anna", "NA Toth, Gabor"].map(Arbiter::read)
    );
    // Dates for every planned round, two rounds on 5 October, though two are paired.
    assert_eq!(
        t.info.round_dates,
        [
            "2025-10-04",
            "2025-10-05",
            "2025-10-05",
            "2025-10-07",
            "2025-10-09",
            "2025-10-11",
            "2025-10-12"
        ]
    );
    let toml = storage::to_toml(&t);
    assert!(
        toml.contains(
            "chief_arbiter = \"IA Nagy, Peter\"\ndeputy_arbiters = [\"FA Kovacs, Anna\", \"NA Toth, Gabor\"]\n"
        ),
        "{toml}"
    );
    assert!(
        toml.contains("rounds = 7\nround_dates = [\"2025-10-04\", \"2025-10-05\", \"2025-10-05\", \"2025-10-07\", \"2025-10-09\", \"2025-10-11\", \"2025-10-12\"]\n"),
        "{toml}"
    );
}

#[test]
fn a_double_swiss_match_has_one_date_under_both_games() {
    let text = fixtures::trf("double_swiss.trf");
    let t = trf::read(&text, None).expect("valid").tournament;
    assert_eq!(t.info.deputy_arbiters, [Arbiter::read("FA Lund, Ola")]);
    assert_eq!(
        t.info.round_dates,
        [
            "2026-02-07",
            "2026-02-08",
            "2026-02-09",
            "2026-02-10",
            "2026-02-11"
        ]
    );
    // Match 2 is in the columns of games 3 and 4: 112-119 and 122-129.
    let line = text
        .lines()
        .find(|l| l.starts_with("132"))
        .expect("a 132 record");
    let column = |from: usize| &line[from - 1..from + 7];
    assert_eq!((column(92), column(102)), ("26/02/07", "26/02/07"));
    assert_eq!((column(112), column(122)), ("26/02/08", "26/02/08"));
    assert_eq!(column(182), "26/02/11");
}

#[test]
fn two_digit_years_are_read_near_the_start_of_the_tournament() {
    let dates = |text: &str| {
        trf::read(text, None)
            .expect("valid")
            .tournament
            .info
            .round_dates
    };
    // A tournament over the turn of the century.
    let text = fixtures::trf("dutch_finished.trf")
        .replacen("042 2025/03/14", "042 1999/12/30", 1)
        .replacen("052 2025/03/16", "052 2000/01/02", 1)
        .replacen(
            "142 5\r\n",
            &format!(
                "132{}99/12/30  99/12/31  00/01/01  00/01/02  00/01/02\r\n142 5\r\n",
                " ".repeat(88)
            ),
            1,
        );
    assert_eq!(
        dates(&text),
        [
            "1999-12-30",
            "1999-12-31",
            "2000-01-01",
            "2000-01-02",
            "2000-01-02"
        ]
    );
    let read = trf::read(&text, None).expect("valid").tournament;
    let written = trf::write_dialect(&read, trf::Dialect::Bbp).expect("writable");
    assert_eq!(written, text);
    // Without a start or an end date, the years 1950-2049.
    let undated = text
        .replacen("042 1999/12/30\r\n", "", 1)
        .replacen("052 2000/01/02\r\n", "", 1);
    let with_year = |last: &str, first: &str| {
        undated
            .replacen(
                "99/12/30  99/12/31",
                &format!("{last}/12/30  {last}/12/31"),
                1,
            )
            .replacen(
                "00/01/01  00/01/02  00/01/02",
                &format!("{first}/01/01  {first}/01/02  {first}/01/02"),
                1,
            )
    };
    assert_eq!(dates(&with_year("48", "49"))[4], "2049-01-02");
    assert_eq!(dates(&with_year("50", "51"))[0], "1950-12-30");
}
