//! Malformed and contradictory files: each is refused with the line and column of the
//! problem and a message an arbiter can act on.

use arbiter::model::{
    Acceleration, Bye, ByeKind, PairingEdition, PairingSystem, Player, Round, Tournament,
};
use arbiter::trf;

use crate::support::fixtures;

/// The Dutch fixture with `from` replaced by `to` (which must occur exactly once).
fn dutch_with(from: &str, to: &str) -> String {
    fixtures::trf_with("dutch_finished.trf", from, to)
}

/// Every problem of `text`, one per line.
pub(crate) fn error_of(text: &str) -> String {
    match trf::read(text, None) {
        Ok(_) => panic!("the file was accepted"),
        Err(errors) => errors.to_string(),
    }
}

/// What was read differently in `text`, which is accepted.
fn warnings_of(text: &str) -> Vec<String> {
    match trf::read(text, None) {
        Ok(import) => import.warnings.iter().map(ToString::to_string).collect(),
        Err(errors) => panic!("the file was refused: {errors}"),
    }
}

#[test]
fn an_unknown_record_is_named_with_its_line() {
    let text = dutch_with("XXC white1\r\n", "XXC white1\r\nABC something\r\n");
    assert_eq!(
        error_of(&text),
        "line 16, column 1: unknown record \"ABC\": not a TRF record this program reads (001, 012-222, 240, 250, 260, 299, XXR, XXC, XXS, XXP, XXA, BBW-BBU, national rating records, ### comments)"
    );
}

#[test]
fn a_team_tournament_is_one_problem_before_any_other() {
    // A broken rating on line 18 and a team record on line 15: only the team is named.
    let text = dutch_with(
        "XXR 5\r\n",
        "XXR 5\r\n013 Team A                              1    2\r\n",
    )
    .replacen(
        "Dubois, Marc                      2350",
        "Dubois, Marc                      23x0",
        1,
    );
    const READ: &str = "arbiter reads the team Swiss (FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_GP|_MP][_BAKU]) and team round robins of TRF-26 records 192, 202, 352, 362, 310, 320, 330 and 300";
    assert_eq!(
        error_of(&text),
        format!(
            "line 15, column 1: this is a team tournament arbiter cannot read (record 013 without a team code in record 192): {READ}"
        )
    );
    // An accelerated team Swiss is read as one: without teams, its games are no team's.
    let text = dutch_with("192 FIDE_DUTCH", "192 FIDE_TEAM_BAKU");
    assert_eq!(
        error_of(&text),
        "round 1: player 1 plays but is on no team's roster (records 310)"
    );
    // A team record without a team code, and a bye record of a team file, whose numbers
    // are teams.
    let text = dutch_with("XXR 5\r\n", "XXR 5\r\n310   1 Team A\r\n");
    assert_eq!(
        error_of(&text),
        format!(
            "line 15, column 1: this is a team tournament arbiter cannot read (record 310 without a team code in record 192): {READ}"
        )
    );
    let text = dutch_with("192 FIDE_DUTCH", "192 FIDE_TEAM").replacen(
        "XXR 5\r\n",
        "XXR 5\r\n240 H 001 0002\r\n",
        1,
    );
    assert_eq!(
        error_of(&text),
        "line 15, column 11: there is no team 2 (records 310): in a team competition record 240 names teams"
    );
}

#[test]
fn every_problem_is_listed_with_its_place() {
    // A rating that is not a number and a result code that does not exist (line 18), and
    // a starting rank that is not a number (line 20): all three at once.
    let text = dutch_with(
        "Dubois, Marc                      2350",
        "Dubois, Marc                      23x0",
    )
    .replacen("     8 w =     7 w +", "     8 w Q     7 w +", 1)
    .replacen("001    5", "001    X", 1);
    assert_eq!(
        error_of(&text),
        "line 18, column 49: rating \"23x0\" is not valid: expected a rating such as 2145\n\
         line 18, column 99: result \"Q\" is not valid: expected one of 1 = 0 + - W D L H F U Z * or blank\n\
         line 20, column 8: starting rank \"X\" is not valid: expected a number from 1 to 9999"
    );
}

#[test]
fn a_rating_that_is_not_a_number_points_at_its_column() {
    let text = dutch_with(
        "Dubois, Marc                      2350",
        "Dubois, Marc                      23x0",
    );
    assert_eq!(
        error_of(&text),
        "line 18, column 49: rating \"23x0\" is not valid: expected a rating such as 2145"
    );
}

#[test]
fn a_field_shifted_into_a_gap_is_found() {
    // The name runs one column too far, into the blank column 48.
    let text = dutch_with(
        "Dubois, Marc                      2350",
        "Dubois, Marc                     X2350",
    );
    assert_eq!(
        error_of(&text),
        "line 18, column 48: character \"X\" is not valid: expected a blank: the 001 record has fixed columns (is a field too long or shifted?)"
    );
}

#[test]
fn an_unknown_result_code_points_at_its_column() {
    let text = dutch_with("     8 w =     7 w +", "     8 w Q     7 w +");
    assert_eq!(
        error_of(&text),
        "line 18, column 99: result \"Q\" is not valid: expected one of 1 = 0 + - W D L H F U Z * or blank"
    );
}

#[test]
fn an_opponent_who_does_not_exist_is_refused() {
    let text = dutch_with("    4 w 0\r\n001    4", "   42 w 0\r\n001    4");
    assert_eq!(
        error_of(&text),
        "line 18, column 132: round 5: there is no opponent 42 (starting ranks are 1 to 10)\n\
         line 19, column 132: round 5: player 4 meets 3, but player 3 meets 42"
    );
}

#[test]
fn results_that_contradict_each_other_are_refused() {
    // Round 1: 1 beat 5 with White, but 5's record says 5 won too.
    let text = dutch_with("     1 b 0     8 w 0", "     1 b 1     8 w 0");
    assert_eq!(
        error_of(&text),
        "line 16, column 92: round 1: the results of 1 (1) and 5 (1) contradict each other"
    );
}

#[test]
fn both_players_with_white_is_refused() {
    let text = dutch_with("     1 b 0     8 w 0", "     1 w 0     8 w 0");
    assert_eq!(
        error_of(&text),
        "line 16, column 92: round 1: players 1 and 5 both have White"
    );
}

#[test]
fn an_opponent_who_meets_someone_else_is_refused() {
    let text = dutch_with("     7 b 1     1 w =", "     9 b 1     1 w =");
    assert_eq!(
        error_of(&text),
        "line 17, column 92: round 1: player 2 meets 9, but player 9 has no game in that round\n\
         line 22, column 92: round 1: player 7 meets 2, but player 2 meets 9"
    );
}

#[test]
fn points_that_do_not_add_up_are_refused() {
    let text = dutch_with("1985/04/12  4.0", "1985/04/12  4.5");
    assert_eq!(
        error_of(&text),
        "line 16, column 82: player 1 has 4.5 points in columns 81-84 but 4 from the results"
    );
}

#[test]
fn a_bye_code_with_an_opponent_is_refused() {
    let text = dutch_with("  0000 - H     4 b 0", "     3 w H     4 b 0");
    assert_eq!(
        error_of(&text),
        "line 24, column 99: result H is a bye but an opponent is given in columns 92-95"
    );
}

#[test]
fn starting_ranks_must_be_unique_and_complete() {
    let text = dutch_with("001    7 w    Novak", "001    6 w    Novak");
    assert_eq!(
        error_of(&text),
        "line 22, column 5: starting rank 6 is also used on line 21\n\
         line 23, column 5: starting rank 8 follows 6: starting rank 7 is missing"
    );
    let text = dutch_with("001   10 m    Okafor", "001   11 m    Okafor");
    assert_eq!(
        error_of(&text),
        "line 25, column 5: starting rank 11 follows 9: starting rank 10 is missing"
    );
}

#[test]
fn header_records_pairing_depends_on_are_checked() {
    assert_eq!(
        error_of(&dutch_with("XXR 5", "XXR 7")),
        "line 14, column 5: XXR says 7 rounds but record 142 (line 10) says 5"
    );
    assert_eq!(
        error_of(&dutch_with("XXC white1", "XXC black1")),
        "line 15, column 5: XXC gives player 1 Black but record 152 (line 11) says White"
    );
    assert_eq!(
        error_of(&dutch_with("142 5\r\n", "142 5\r\n162  W 1.0    Q 0.5\r\n")),
        "line 11, column 15: result letter \"Q\" is not valid: expected one of W D L A P X"
    );
}

#[test]
fn informational_header_records_are_read_with_a_warning() {
    assert_eq!(
        warnings_of(&dutch_with("042 2025/03/14", "042 14.03.2025")),
        ["line 4, column 5: start date \"14.03.2025\" is read as 2025-03-14 (day/month/year)"]
    );
    assert_eq!(
        warnings_of(&dutch_with("042 2025/03/14", "042 mid-March")),
        [
            "line 4, column 5: start date \"mid-March\" is not a date this program can read: left out"
        ]
    );
    assert_eq!(
        warnings_of(&dutch_with("062 10", "062 11")),
        ["line 6, column 5: the file says 11 players but has 10: the count is written anew"]
    );
    assert_eq!(
        warnings_of(&dutch_with("062 10", "062 10 (8)")),
        [
            "line 6, column 8: number of players: only the first number (10) is read, \"(8)\" after it is left out"
        ]
    );
    assert_eq!(
        warnings_of(&dutch_with("202 BH/C1,BH,SB,DE", "202 BH/C1,XYZ,SB")),
        [
            "line 13, column 11: tie-break \"XYZ\" is not one this program computes (such as BH, BH/C1, SB, DE, ARO): left out"
        ]
    );
}

#[test]
fn the_pairing_system_must_be_known_and_agree() {
    assert_eq!(
        error_of(&dutch_with("192 FIDE_DUTCH", "192 FIDE_LIM")),
        "line 12, column 5: the tournament type FIDE_LIM is not supported"
    );
    let text = fixtures::trf("dutch_finished.trf");
    assert_eq!(
        trf::read(&text, Some(PairingSystem::Dubov))
            .expect_err("conflict")
            .to_string(),
        "line 12, column 5: the file is a dutch tournament (FIDE_DUTCH) but dubov was asked for"
    );
    let without = dutch_with("192 FIDE_DUTCH\r\n", "");
    assert_eq!(
        warnings_of(&without),
        [
            "the file does not say its pairing system (record 192): it is read as a Dutch system tournament"
        ]
    );
    let dubov = trf::read(&without, Some(PairingSystem::Dubov)).expect("valid");
    assert_eq!(dubov.tournament.system, PairingSystem::Dubov);
    assert_eq!(dubov.warnings, []);
}

#[test]
fn dated_and_accelerated_dutch_types_are_read_as_the_dutch_system() {
    for code in ["FIDE_DUTCH_2017", "FIDE_DUTCH_2025", "FIDE_DUTCH_2026"] {
        let import =
            trf::read(&dutch_with("192 FIDE_DUTCH", &format!("192 {code}")), None).expect("valid");
        assert_eq!(import.tournament.system, PairingSystem::Dutch);
        assert_eq!(import.warnings, []);
    }
    // The Baku method (C.04.5.1), with the edition the code names; a Dutch code without
    // a year is the 2026 edition too, as the rules of 1992-2006 have no acceleration.
    // Without XXA records, bbpPairings' group GA (5 of the 10) is not the text's (the
    // first 6 of the 9 paired in round 1 and the late entry ranked among them).
    let groups = |code: &str| {
        format!(
            "line 12, column 5: {code}: the file gives no virtual points (250 or XXA): arbiter's Baku group GA has 7 of the 10 players (C.04.7: the first half of those paired in round 1, rounded up to an even number, and the late entries ranked among them); bbpPairings gives the virtual points to the first 5 and pairs this file differently (the files arbiter writes give them, which both read alike)"
        )
    };
    for (code, mut warnings) in [
        ("FIDE_DUTCH_2026_BAKU", vec![]),
        ("FIDE_DUTCH_2025_BAKU", vec![]),
        (
            "FIDE_DUTCH_BAKU",
            vec![
                "line 12, column 5: FIDE_DUTCH_BAKU: read as the edition of 2026, as acceleration needs the Dutch system of 2026 (edition 2026): the Dutch rules of 1992-2006 predate the FIDE-approved accelerated methods (the Baku method dates from 2016)".to_string(),
            ],
        ),
    ] {
        warnings.push(groups(code));
        let text = dutch_with("192 FIDE_DUTCH", &format!("192 {code}"));
        let import = trf::read(&text, None).expect("valid");
        assert_eq!(import.tournament.acceleration, Acceleration::Baku, "{code}");
        assert_eq!(
            import.tournament.editions.pairing,
            PairingEdition::Rules2026,
            "{code}"
        );
        assert_eq!(warnings_of(&text), warnings, "{code}");
    }
}
#[test]
fn double_swiss_blocks_must_belong_together() {
    let text = fixtures::trf("double_swiss.trf");
    // Game 2 of player 1's first match against someone else.
    let changed = text.replacen("     4 w 1     4 b =", "     4 w 1     5 b =", 1);
    assert_eq!(
        error_of(&changed),
        "line 19, column 102: game 2 of a Double-Swiss match is against the same opponent (4) with the other colour (b)"
    );
    // A bye in only one of the two blocks.
    let changed = text.replacen("  0000 - U  0000 - U", "  0000 - U  0000 - H", 1);
    assert_eq!(
        error_of(&changed),
        "line 25, column 102: a bye in Double-Swiss round 1 fills both blocks with the same code"
    );
}

#[test]
fn byes_and_forbidden_pairs_must_fit_the_tournament() {
    let text = fixtures::trf("dubov_in_progress.trf");
    assert_eq!(
        error_of(&text.replacen("240 Z 004    7    8", "240 Z 004    7   18", 1)),
        "line 18, column 18: there is no player 18"
    );
    assert_eq!(
        error_of(&text.replacen("240 H 003    2", "240 H 002    2", 1)),
        "line 17, column 14: round 2 is paired and player 2 did not get this bye in it"
    );
    assert_eq!(
        error_of(&text.replacen("260 001 007    7    8", "260 001 003    7    8", 1)),
        "line 20, column 9: a forbidden pair for rounds 1-3 only (a pair is forbidden for the whole tournament, rounds 1-7) is not supported"
    );
}

/// The Dutch fixture (5 rounds from 2025/03/14 to 2025/03/16) with a 132 record on line
/// 10 whose round 1 date starts in column 92.
fn dutch_dated(dates: &str) -> String {
    dutch_with(
        "142 5\r\n",
        &format!("132{}{dates}\r\n142 5\r\n", " ".repeat(88)),
    )
}

#[test]
fn round_dates_that_cannot_be_read_are_left_out_with_a_warning() {
    let dates = |text: &str| {
        trf::read(text, None)
            .expect("valid")
            .tournament
            .info
            .round_dates
    };
    assert_eq!(
        dates(&dutch_dated("25/03/14  25/03/14  25/03/15")),
        ["2025-03-14", "2025-03-14", "2025-03-15"]
    );
    assert_eq!(
        warnings_of(&dutch_dated("25/02/29  25/03/14")),
        [
            "line 10, column 92: round date \"25/02/29\" is not valid: expected a day that exists, YY/MM/DD: the round dates (record 132) are left out"
        ]
    );
    assert_eq!(
        warnings_of(&dutch_dated("25/03/14  25-03-15 xx")),
        [
            "line 10, column 111: round date \"xx\" is not a date YY/MM/DD: the round dates (record 132) are left out"
        ]
    );
    // Four-digit years, as some programs write them.
    assert_eq!(
        dates(&dutch_dated("2025/03/14  25/03/15")),
        ["2025-03-14", "2025-03-15"]
    );
    assert_eq!(
        warnings_of(&dutch_dated("25/03/140")),
        [
            "line 10, column 92: round date \"25/03/140\" is not a date YY/MM/DD: the round dates (record 132) are left out"
        ]
    );
    // Dates that do not stand under the rounds are taken in order.
    let unaligned = dutch_with("142 5\r\n", "132 25/03/14 25/03/14\r\n142 5\r\n");
    assert_eq!(
        warnings_of(&unaligned),
        [
            "line 10, column 5: the round dates do not stand in the columns of their rounds (92-99 round 1, 102-109 round 2, ...): they are taken in order"
        ]
    );
    assert_eq!(dates(&unaligned), ["2025-03-14", "2025-03-14"]);
}
#[test]
fn round_dates_that_do_not_follow_the_rounds_are_left_out_with_a_warning() {
    assert_eq!(
        warnings_of(&dutch_dated("25/03/14            25/03/15")),
        [
            "line 10, column 102: missing: the date of round 2 (record 132 has dates for later rounds): the round dates (record 132) are left out"
        ]
    );
    assert_eq!(
        warnings_of(&dutch_dated("25/03/14  25/03/15  25/03/14")),
        [
            "line 10, column 112: round 3 on 2025-03-14 would be played before an earlier round, on 2025-03-15: the round dates (record 132) are left out"
        ]
    );
    assert_eq!(
        warnings_of(&dutch_dated(
            "25/03/14  25/03/14  25/03/15  25/03/15  25/03/16  25/03/16"
        )),
        [
            "line 10, column 142: 6 round dates are given but the tournament has 5 rounds: the round dates (record 132) are left out"
        ]
    );
    let twice = dutch_dated("25/03/14").replacen(
        "142 5\r\n",
        &format!("132{}25/03/14\r\n142 5\r\n", " ".repeat(88)),
        1,
    );
    assert_eq!(
        warnings_of(&twice),
        [
            "line 11, column 1: record 132 (dates of the rounds) is also on line 10: only the first is read"
        ]
    );
}
#[test]
fn a_double_swiss_match_has_one_date() {
    let text = fixtures::trf("double_swiss.trf");
    let changed = text.replacen("26/02/08  26/02/08", "26/02/08  26/02/09", 1);
    assert_eq!(
        warnings_of(&changed),
        [
            "line 11, column 122: Double-Swiss round 2 is one match, but record 132 gives its games the dates 26/02/08 and 26/02/09: the match's date stands under both games: the round dates (record 132) are left out"
        ]
    );
    let changed = text.replacen("26/02/11  26/02/11", "26/02/11", 1);
    assert_eq!(
        warnings_of(&changed),
        [
            "line 11, column 182: Double-Swiss round 5 is one match, but record 132 gives its games the dates 26/02/11 and blank: the match's date stands under both games: the round dates (record 132) are left out"
        ]
    );
}
#[test]
fn a_round_date_the_trf_cannot_carry_is_not_written() {
    let mut t = trf::read(&fixtures::trf("dutch_finished.trf"), None)
        .expect("valid")
        .tournament;
    t.info.round_dates = vec!["2025-03-14".into(), "2085-03-14".into()];
    assert_eq!(
        trf::write(&t).expect_err("not writable").to_string(),
        "round 2 on 2085-03-14 cannot be written in record 132: its years have two digits, read as the years 1975-2074 (around the start of the tournament)"
    );
    t.info.round_dates = vec!["2025-03-32".into()];
    assert_eq!(
        trf::write(&t).expect_err("not writable").to_string(),
        "the tournament round date \"2025-03-32\" is not a date YYYY-MM-DD"
    );
}

// Found by tests/trf_fuzz.rs: things the model holds that a TRF could not give back.

#[test]
fn a_player_record_without_a_name_is_refused_at_the_name() {
    let text = dutch_with(
        "Dubois, Marc                      2350",
        "                                  2350",
    );
    assert_eq!(
        error_of(&text),
        "line 18, column 15: missing: the player's name (columns 15-47)"
    );
}

#[test]
fn a_player_entered_twice_is_found_at_the_fide_id() {
    let text = dutch_with("     623458 1978/11/02", "    1720012 1978/11/02");
    assert_eq!(
        error_of(&text),
        "line 18, column 58: FIDE id 1720012 is also player 1's (line 16): a player entered twice?"
    );
}

#[test]
fn a_withdrawn_player_asking_for_a_bye_is_refused() {
    // Player 5 withdraws from round 3, the round to pair, and asks for a bye in round 4.
    let text = fixtures::trf("dubov_in_progress.trf");
    let both = text.replacen("240 Z 004    7    8", "240 Z 004    5    7    8", 1);
    assert_eq!(
        error_of(&both),
        "line 18, column 14: player 5 asks for a bye in round 4 but has withdrawn from round 3 on"
    );
    // The same in the round columns.
    let both = text.replacen("6 b -  0000 - -", "6 b -  0000 - -  0000 - H", 1);
    assert_eq!(
        error_of(&both),
        "line 27, column 122: player 5 asks for a bye in round 4 but has withdrawn from round 3 on"
    );
}

#[test]
fn a_last_round_without_games_is_not_written() {
    // Two players, each with a requested bye in round 2: nothing shows that round 2
    // was paired.
    let mut t = Tournament::new("Tiny", PairingSystem::Dutch, 3);
    t.enter_player(Player::new("A", Some(2000)));
    t.enter_player(Player::new("B", Some(1900)));
    let bye = |player, kind| Bye { player, kind };
    t.rounds.push(Round {
        number: 1,
        pairings: Vec::new(),
        byes: vec![bye(2, ByeKind::Pairing), bye(1, ByeKind::Half)],
    });
    assert!(trf::write(&t).is_ok());
    t.rounds.push(Round {
        number: 2,
        pairings: Vec::new(),
        byes: vec![bye(1, ByeKind::Zero), bye(2, ByeKind::Half)],
    });
    assert_eq!(
        trf::write(&t).expect_err("not writable").to_string(),
        "round 2 has no game and no pairing-allocated bye, nor has any round after it: a TRF would read it as a round not paired yet"
    );
}

#[test]
fn columns_count_characters_after_a_no_break_space() {
    // A Latin-1 file may pad with no-break spaces (byte A0): one column each.
    let text = dutch_with(
        "Dubois, Marc                      2350",
        "Dubois, Marc                      \u{a0}2x0",
    );
    assert_eq!(
        error_of(&text),
        "line 18, column 50: rating \"2x0\" is not valid: expected a rating such as 2145"
    );
    let text = dutch_with("202 BH/C1,BH,SB,DE", "202 BH/C1,\u{a0}XY,SB,DE");
    assert_eq!(
        warnings_of(&text).join("\n"),
        "line 13, column 12: tie-break \"XY\" is not one this program computes (such as BH, BH/C1, SB, DE, ARO): left out"
    );
}
