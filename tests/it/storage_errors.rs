//! Every kind of broken tournament file gives one clear message naming the file, the
//! line, the column and the field.

use std::path::Path;

use arbiter::storage;

const HEADER: &str = r#"format_version = 1

[tournament]
name = "Club Open"
system = "dutch"
rounds = 5
initial_colour = "white"

[[players]]
tpn = 1
name = "Ann"
rating = 2100

[[players]]
tpn = 2
name = "Bob"
rating = 2000

[[players]]
tpn = 3
name = "Cid"
rating = 1900
"#;

fn error_of(text: &str) -> String {
    match storage::parse(text, Path::new("club.toml")) {
        Ok(_) => panic!("the file was accepted:\n{text}"),
        Err(error) => error.to_string(),
    }
}

#[test]
fn a_valid_file_loads() {
    let text = format!(
        "{HEADER}\n[[rounds]]\nnumber = 1\npairings = [\n  {{ board = 1, white = 1, black = 2, result = \"1-0\" }},\n]\nbyes = [{{ player = 3, kind = \"pairing\" }}]\n"
    );
    let tournament = storage::parse(&text, Path::new("club.toml")).expect("valid");
    assert_eq!(tournament.rounds.len(), 1);
}

#[test]
fn unknown_player_in_a_pairing() {
    let text = format!(
        "{HEADER}\n[[rounds]]\nnumber = 1\npairings = [\n  {{ board = 1, white = 1, black = 7 }},\n]\n"
    );
    assert_eq!(
        error_of(&text),
        "club.toml:27:35: rounds[0].pairings[0].black: there is no player 7"
    );
}

#[test]
fn duplicate_tpn() {
    let text = HEADER.replacen("tpn = 3", "tpn = 2", 1);
    assert_eq!(
        error_of(&text),
        "club.toml:20:7: players[2].tpn: duplicate TPN 2 (also players[1])"
    );
}

#[test]
fn result_in_a_round_not_yet_paired() {
    let text = format!(
        "{HEADER}\n[[rounds]]\nnumber = 1\npairings = [\n  {{ board = 1, white = 1, black = 2, result = \"1-0\" }},\n]\n\n[[rounds]]\nnumber = 3\npairings = [\n  {{ board = 1, white = 2, black = 3, result = \"0-1\" }},\n]\n"
    );
    assert_eq!(
        error_of(&text),
        "club.toml:31:10: rounds[1].number: round 3 follows round 1: round 2 has not been paired"
    );
}

#[test]
fn two_results_that_contradict() {
    let text = format!(
        "{HEADER}\n[[rounds]]\nnumber = 1\npairings = [\n  {{ board = 1, white = 1, black = 2, result = \"1-0\" }},\n  {{ board = 2, white = 3, black = 1, result = \"1-0\" }},\n]\n"
    );
    assert_eq!(
        error_of(&text),
        "club.toml:28:35: rounds[0].pairings[1].black: player 1 appears twice in round 1 (also at rounds[0].pairings[0].white): two results contradict"
    );
}

#[test]
fn a_colour_sequence_that_cannot_be() {
    let text = format!(
        "{HEADER}\n[[rounds]]\nnumber = 1\npairings = [\n  {{ board = 1, white = 2, black = 2 }},\n]\n"
    );
    assert_eq!(
        error_of(&text),
        "club.toml:27:35: rounds[0].pairings[0].black: player 2 cannot have both White and Black in one game"
    );
}

#[test]
fn a_double_swiss_match_needs_two_game_results() {
    let text = format!(
        "{}\n[[rounds]]\nnumber = 1\npairings = [\n  {{ board = 1, white = 1, black = 2, result = \"1-0\" }},\n]\n",
        HEADER.replace("\"dutch\"", "\"double-swiss\"")
    );
    assert_eq!(
        error_of(&text),
        "club.toml:27:47: rounds[0].pairings[0].result: 1 game result(s) given, but a double-swiss pairing has 2"
    );
}

#[test]
fn an_impossible_result_code() {
    let text = format!(
        "{HEADER}\n[[rounds]]\nnumber = 1\npairings = [\n  {{ board = 1, white = 1, black = 2, result = \"1-1\" }},\n]\n"
    );
    let error = error_of(&text);
    assert!(
        error.starts_with(
            "club.toml:27:47: rounds[0].pairings[0].result: \"1-1\" is not a game result"
        ),
        "{error}"
    );
}

#[test]
fn a_misspelt_field() {
    let text = HEADER.replacen("rating = 2000", "raiting = 2000", 1);
    let error = error_of(&text);
    assert!(
        error.starts_with("club.toml:17:1: players[1].raiting: unknown field `raiting`"),
        "{error}"
    );
}

#[test]
fn broken_toml_syntax() {
    let text = HEADER.replacen("name = \"Bob\"", "name = \"Bob", 1);
    assert_eq!(
        error_of(&text),
        "club.toml:16:12: invalid basic string, expected `\"`"
    );
}

#[test]
fn a_rating_out_of_range() {
    let text = HEADER.replacen("rating = 1900", "rating = 19000", 1);
    assert_eq!(
        error_of(&text),
        "club.toml:22:10: players[2].rating: rating 19000 is outside 100-3500"
    );
}

#[test]
fn a_rating_for_unrated_players_out_of_range_and_an_unknown_rating_list() {
    let text = HEADER.replacen("rounds = 5", "rounds = 5\nunrated_rating = 5", 1);
    assert_eq!(
        error_of(&text),
        "club.toml:7:18: tournament.unrated_rating: the rating for unrated players, 5, is outside 100-3500"
    );
    let text = HEADER.replacen("rounds = 5", "rounds = 5\nrating_list = \"bullet\"", 1);
    let error = error_of(&text);
    assert!(
        error.starts_with("club.toml:7:15: tournament.rating_list: unknown variant `bullet`"),
        "{error}"
    );
}

#[test]
fn a_newer_format_version() {
    let text = HEADER.replacen("format_version = 1", "format_version = 7", 1);
    assert_eq!(
        error_of(&text),
        "club.toml:1:18: format_version: format version 7 is not supported (this program reads version 1)"
    );
}

#[test]
fn a_missing_file_names_the_path() {
    let error = storage::load(Path::new("/nonexistent/club.toml"))
        .expect_err("no such file")
        .to_string();
    assert!(
        error.starts_with("/nonexistent/club.toml: cannot read the file:"),
        "{error}"
    );
}

/// The header with `line` after `rounds = 5` (on line 7).
fn with_tournament_line(line: &str) -> String {
    HEADER.replacen("rounds = 5\n", &format!("rounds = 5\n{line}\n"), 1)
}

#[test]
fn round_dates_and_deputy_arbiters_load() {
    let text = with_tournament_line(
        "round_dates = [\"2026-11-20\", \"2026-11-21\", \"2026-11-21\"]\ndeputy_arbiters = [\"Ng, Li\", \"Ode, Ama\"]",
    );
    let t = storage::parse(&text, Path::new("club.toml")).expect("valid");
    assert_eq!(
        t.info.round_dates,
        ["2026-11-20", "2026-11-21", "2026-11-21"]
    );
    let deputies: Vec<String> = t
        .info
        .deputy_arbiters
        .iter()
        .map(|a| a.to_string())
        .collect();
    assert_eq!(deputies, ["Ng, Li", "Ode, Ama"]);
}

#[test]
fn a_round_date_that_does_not_exist() {
    let text = with_tournament_line("round_dates = [\"2026-11-20\", \"2026-11-31\"]");
    assert_eq!(
        error_of(&text),
        "club.toml:7:30: tournament.round_dates[1]: the date \"2026-11-31\" of round 2 is not a date YYYY-MM-DD (with an optional time HH:MM)"
    );
    let text = with_tournament_line("round_dates = [\"20/11/2026\"]");
    assert_eq!(
        error_of(&text),
        "club.toml:7:16: tournament.round_dates[0]: the date \"20/11/2026\" of round 1 is not a date YYYY-MM-DD (with an optional time HH:MM)"
    );
}

#[test]
fn round_dates_in_order_and_no_more_than_the_rounds() {
    let text = with_tournament_line("round_dates = [\"2026-11-20\", \"2026-11-02\"]");
    assert_eq!(
        error_of(&text),
        "club.toml:7:30: tournament.round_dates[1]: round 2 on 2026-11-02 would be played before an earlier round, on 2026-11-20"
    );
    let dates: Vec<String> = (20..26).map(|day| format!("\"2026-11-{day}\"")).collect();
    let text = with_tournament_line(&format!("round_dates = [{}]", dates.join(", ")));
    assert_eq!(
        error_of(&text),
        "club.toml:7:86: tournament.round_dates[5]: 6 round dates are given but the tournament has 5 rounds"
    );
}

#[test]
fn a_deputy_arbiter_without_a_name() {
    let text = with_tournament_line("deputy_arbiters = [\"Ng, Li\", \" \"]");
    assert_eq!(
        error_of(&text),
        "club.toml:7:30: tournament.deputy_arbiters[1]: the deputy arbiter has no name"
    );
}

// Values that cannot be (issue 15, item 16), refused as the command line and the
// terminal application refuse them (`field_validation`).

#[test]
fn a_file_with_an_impossible_birth_date() {
    let text = HEADER.replace(
        "rating = 2100",
        "rating = 2100\nbirth_date = \"99999-99-99\"",
    );
    assert_eq!(
        error_of(&text),
        "club.toml:13:14: players[0].birth_date: \"99999-99-99\" is not a birth date YYYY, YYYY-MM or YYYY-MM-DD"
    );
}

#[test]
fn a_file_with_board_zero() {
    let text = format!(
        "{HEADER}\n[[rounds]]\nnumber = 1\npairings = [\n  {{ board = 0, white = 1, black = 2 }},\n]\n"
    );
    assert_eq!(
        error_of(&text),
        "club.toml:27:13: rounds[0].pairings[0].board: boards are numbered from 1"
    );
}

#[test]
fn a_file_with_negative_points() {
    let text = format!(
        "{HEADER}\n[scoring]\nwin = -1.0\ndraw = 0.5\nloss = 0.0\nforfeit_win = 1.0\nforfeit_loss = 0.0\npairing_bye = 1.0\nfull_bye = 1.0\nhalf_bye = 0.5\nzero_bye = 0.0\n"
    );
    assert_eq!(
        error_of(&text),
        "club.toml:25:7: scoring.win: -1 points: points are never negative"
    );
}

#[test]
fn a_file_with_an_empty_list_of_rounds_beside_rounds() {
    let text = format!(
        "{}\n[[rounds]]\nnumber = 1\npairings = [\n  {{ board = 1, white = 1, black = 2 }},\n]\n",
        HEADER.replace("format_version = 1", "format_version = 1\nrounds = []")
    );
    let error = error_of(&text);
    assert!(error.starts_with("club.toml:"), "{error}");
}

#[test]
fn a_file_with_a_federation_and_fide_id_that_cannot_be() {
    let text = HEADER.replace("rating = 2100", "rating = 2100\nfederation = \"N1\"");
    assert_eq!(
        error_of(&text),
        "club.toml:13:14: players[0].federation: \"N1\" is not a federation: three letters, e.g. NED"
    );
    let text = HEADER.replace("rating = 2100", "rating = 2100\nfide_id = 0");
    assert_eq!(
        error_of(&text),
        "club.toml:13:11: players[0].fide_id: 0 is not a FIDE id: a number from 1, at most 10 digits"
    );
    let text = HEADER.replace(
        "initial_colour = \"white\"",
        "initial_colour = \"white\"\nstart_date = \"2026-13-45\"",
    );
    assert_eq!(
        error_of(&text),
        "club.toml:8:14: tournament.start_date: \"2026-13-45\" is not a date YYYY-MM-DD"
    );
}
