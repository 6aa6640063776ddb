//! Team competitions on the command line (`arbiter team ...`): teams and rosters, a
//! team round robin from the Berger table, a team Swiss paired by hand with a bye, a
//! forfeited match and an empty board, line-ups, results typed a match at a time, and
//! the team standings with their tie-breaks, as text and CSV. The board games are the
//! round's individual games: the individual scores add up to the game points. The TRF
//! of a competition reads back into the same competition and writes the same TRF.

use std::path::Path;

use arbiter::model::Points;
use arbiter::standings::teams::team_standings_after;

use crate::support::cli::{ok_in, refused_in};
use crate::support::open_toml::{self, load};

/// `open.toml`: a team competition of `system` on `boards` boards with `teams` teams
/// of `per_team` players each (P1 rated 2390, P2 2380, ...), rostered in number order.
fn competition(system: &str, boards: u32, teams: u32, per_team: u32) -> tempfile::TempDir {
    let directory = tempfile::tempdir().expect("temporary directory");
    let dir = directory.path();
    open_toml::create(dir, "dutch", 9);
    ok_in(
        dir,
        &[
            "team",
            "begin",
            "open.toml",
            "--system",
            system,
            "--boards",
            &boards.to_string(),
        ],
    );
    open_toml::add_players(dir, teams * per_team, 2400);
    for team in 1..=teams {
        let name = format!("Team {}", char::from(b'A' + team as u8 - 1));
        ok_in(dir, &["team", "add", "open.toml", "--name", &name]);
        for place in 1..=per_team {
            let tpn = ((team - 1) * per_team + place).to_string();
            ok_in(
                dir,
                &[
                    "team",
                    "roster",
                    "open.toml",
                    &team.to_string(),
                    "--add",
                    &tpn,
                ],
            );
        }
    }
    directory
}

/// Both line-ups of every match of `round`: each team's first players.
fn default_lineups(dir: &Path, round: u32) {
    let tournament = load(dir);
    let teams = tournament.teams.as_ref().expect("teams");
    let numbers: Vec<u32> = teams.rounds[round as usize - 1]
        .matches
        .iter()
        .flat_map(|m| [m.first, m.second])
        .collect();
    for team in numbers {
        lineup(dir, round, team, &[]);
    }
}

/// Writes `open.toml` as TRF, imports it (with the editions of `open.toml`, which a TRF
/// does not carry) and checks that it writes the same TRF again and ranks the teams as
/// `open.toml` does; returns the import's report.
fn reads_back(dir: &Path) -> String {
    let trf = ok_in(dir, &["export", "open.toml", "--what", "trf"]);
    std::fs::write(dir.join("teams.trf"), &trf).expect("TRF written");
    let report = ok_in(
        dir,
        &[
            "trf",
            "import",
            "teams.trf",
            "--output",
            "back.toml",
            "--edition",
            "2026",
            "--rating-edition",
            "2024",
            "--tiebreak-edition",
            "2026",
        ],
    );
    assert_eq!(ok_in(dir, &["export", "back.toml", "--what", "trf"]), trf);
    assert_eq!(
        ok_in(dir, &["standings", "back.toml"]),
        ok_in(dir, &["standings", "open.toml"])
    );
    report
}

/// [`reads_back`] for a team Swiss of `what` ("5 teams on 2 boards, 10 players") with 2
/// of its 9 rounds paired, whose matches of round 2 are listed second-named team first:
/// the file has no board numbers, they come back by first-named team. Returns the
/// tournament read back.
fn two_rounds_read_back(dir: &Path, what: &str) -> arbiter::model::Tournament {
    assert_eq!(
        reads_back(dir),
        format!(
            "created back.toml from teams.trf: team swiss of {what}, 2 of 9 rounds paired\n\
             editions: rating 2024, tie-breaks 2026 (the file has no date: the oldest arbiter implements; \
             --rating-edition and --tiebreak-edition choose others)\n"
        )
    );
    let imported = arbiter::storage::load(&dir.join("back.toml")).expect("imported");
    assert_eq!(
        imported.teams,
        load(dir).teams.map(|mut teams| {
            teams.rounds[1].matches.reverse();
            teams
        })
    );
    imported
}

/// `team settings open.toml --tiebreaks CODES`.
fn set_tiebreaks(dir: &Path, codes: &str) {
    ok_in(
        dir,
        &["team", "settings", "open.toml", "--tiebreaks", codes],
    );
}

/// The team standings of `open.toml` as CSV.
fn standings_csv(dir: &Path) -> String {
    ok_in(
        dir,
        &[
            "export",
            "open.toml",
            "--what",
            "standings",
            "--format",
            "csv",
        ],
    )
}

/// `team lineup open.toml --round R --team T PLACES...`.
fn lineup(dir: &Path, round: u32, team: u32, places: &[&str]) {
    let (round, team) = (round.to_string(), team.to_string());
    let mut args = vec![
        "team",
        "lineup",
        "open.toml",
        "--round",
        &round,
        "--team",
        &team,
    ];
    args.extend(places);
    ok_in(dir, &args);
}

/// `team result open.toml --round R --match M BOARDS`.
fn result_args(round: u32, number: u32, boards: &str) -> Vec<String> {
    let args = [
        "team",
        "result",
        "open.toml",
        "--round",
        &round.to_string(),
        "--match",
        &number.to_string(),
        boards,
    ];
    args.map(String::from).to_vec()
}

fn result(dir: &Path, round: u32, number: u32, boards: &str) -> String {
    let args = result_args(round, number, boards);
    ok_in(dir, &args.iter().map(String::as_str).collect::<Vec<_>>())
}

/// `team result open.toml --round R --match M --forfeit CODE`: the match forfeited as a
/// whole.
fn forfeit(dir: &Path, round: u32, number: u32, code: &str) {
    let (round, number) = (round.to_string(), number.to_string());
    ok_in(
        dir,
        &[
            "team",
            "result",
            "open.toml",
            "--round",
            &round,
            "--match",
            &number,
            "--forfeit",
            code,
        ],
    );
}

/// The error of a match's results refused.
fn refused_result(dir: &Path, round: u32, number: u32, boards: &str) -> String {
    let args = result_args(round, number, boards);
    refused_in(dir, &args.iter().map(String::as_str).collect::<Vec<_>>())
}

#[test]
fn a_team_round_robin_follows_the_berger_table_and_ranks_by_match_points() {
    let event = four_team_round_robin();
    let dir = event.path();
    // C.05 Annex 1, the table of four: 1-4 2-3, 4-3 1-2, 2-4 3-1.
    let tournament = load(dir);
    let teams = tournament.teams.as_ref().expect("teams");
    let pairs: Vec<Vec<(u32, u32)>> = teams
        .rounds
        .iter()
        .map(|r| r.matches.iter().map(|m| (m.first, m.second)).collect())
        .collect();
    assert_eq!(
        pairs,
        [[(1, 4), (2, 3)], [(4, 3), (1, 2)], [(2, 4), (3, 1)]]
    );
    assert_eq!(tournament.rounds_planned, 3);
    let shown = ok_in(dir, &["team", "show", "open.toml", "--round", "3"]);
    assert_eq!(
        shown,
        "Tournament\n\
         Round 3: matches\n\
         \n\
         Match 1: Team B (2) - Team D (4)  1 - 1\n\
        \x20  1 w P4, X (4)                         0  P10, X (10)\n\
        \x20  2 b P5, X (5)                         1  P11, X (11)\n\
         Match 2: Team C (3) - Team A (1)  1.5 - 0.5\n\
        \x20  1 w P7, X (7)                         +  P1, X (1)\n\
        \x20  2 b P8, X (8)                         =  P2, X (2)\n"
    );
    assert_eq!(
        ok_in(dir, &["standings", "open.toml"]),
        "Tournament\n\
         Team standings after round 3\n\
         \n\
        \x20 Rk  No  Team                        MP    GP  MPvGP\n\
        \x20  1   3  Team C                       5   4.5    4.5\n\
        \x20  2   1  Team A                       4     4      4\n\
        \x20  3   4  Team D                       2   2.5    2.5\n\
        \x20  4   2  Team B                       1     1      1\n"
    );
    // Every board is an individual game: the players' scores add up to the game points.
    let scores = tournament.scores();
    for team in &teams.teams {
        let sum: Points = team
            .roster
            .iter()
            .map(|&tpn| scores[tpn as usize - 1])
            .sum();
        let row = standings_csv(dir);
        let line = row
            .lines()
            .find(|line| line.contains(&format!("\"{}\"", team.name)))
            .expect("the team's row");
        assert!(line.ends_with(&format!(",{sum}")), "{line} against {sum}");
    }
    // The TRF reads back into the same competition, Team D's line-up of round 2 (places
    // 3 and 1, record 300) included; the matches of a round come back ordered by
    // first-named team, as the file keeps no board numbers.
    assert_eq!(
        reads_back(dir),
        "created back.toml from teams.trf: team round-robin of 4 teams on 2 boards, 12 players, 3 of 3 rounds paired\n\
         editions: rating 2024, tie-breaks 2026 (the file has no date: the oldest arbiter implements; \
         --rating-edition and --tiebreak-edition choose others)\n"
    );
    let imported = arbiter::storage::load(&dir.join("back.toml")).expect("imported");
    let mut teams = load(dir).teams.expect("teams");
    for round in &mut teams.rounds {
        round.matches.sort_by_key(|m| m.first);
    }
    assert_eq!(imported.teams, Some(teams));
}

#[test]
fn a_team_swiss_paired_by_hand_scores_a_bye_a_forfeited_match_and_an_empty_board() {
    let event = competition("swiss", 2, 5, 2);
    let dir = event.path();
    set_tiebreaks(dir, "EMMSB,EGGSB,BC,MPvGP");
    ok_in(
        dir,
        &["team", "pair", "open.toml", "1-2", "3-4", "--bye", "5"],
    );
    for team in [1, 2, 3] {
        lineup(dir, 1, team, &[]);
    }
    // Team D leaves board 2 empty: Team C's player wins it unplayed.
    lineup(dir, 1, 4, &["2", "-"]);
    result(dir, 1, 1, "1 =");
    assert_eq!(
        result(dir, 1, 2, "0 +"),
        "entered the results of round 1 match 2\n\
         Tournament\n\
         Round 1: matches\n\
         \n\
         Match 1: Team A (1) - Team B (2)  1.5 - 0.5\n\
        \x20  1 w P1, X (1)                         1  P3, X (3)\n\
        \x20  2 b P2, X (2)                         =  P4, X (4)\n\
         Match 2: Team C (3) - Team D (4)  1 - 1\n\
        \x20  1 w P5, X (5)                         0  P8, X (8)\n\
        \x20  2 b P6, X (6)                         +  -\n\
         Pairing-allocated bye: Team E (5)\n"
    );
    ok_in(
        dir,
        &["team", "pair", "open.toml", "5-1", "2-3", "--bye", "4"],
    );
    forfeit(dir, 2, 1, "-+");
    for team in [2, 3] {
        lineup(dir, 2, team, &[]);
    }
    result(dir, 2, 2, "= =");
    // Ranked by match points, then EMMSB: a round without a match played has the dummy
    // opponent of C.07 16.4 (2026), the team's own score capped at the opponent's (the
    // forfeit) or at a draw a round (the bye): Team A 1 × 2 (Team B) + min(4, 1) × 2 =
    // 4, Team D 2 × 1 (Team C) + min(2, 2) × 1 = 4. BC counts the bye as both boards won.
    assert_eq!(
        ok_in(dir, &["standings", "open.toml"]),
        "Tournament\n\
         Team standings after round 2\n\
         \n\
        \x20 Rk  No  Team                        MP    GP  EMMSB  EGGSB     BC  MPvGP\n\
        \x20  1   1  Team A                       4   3.5      4   4.25      5    3.5\n\
        \x20  2   4  Team D                       2     2      4      4      4      2\n\
        \x20  3   3  Team C                       2     2      3    3.5    3.5      2\n\
        \x20  4   2  Team B                       1   1.5      2   3.75    2.5    1.5\n\
        \x20  5   5  Team E                       1     1      1      1      3      1\n"
    );
    assert_eq!(
        standings_csv(dir),
        "\"Rank\",\"Tied\",\"No\",\"Team\",\"MP\",\"GP\",\"EMMSB\",\"EGGSB\",\"BC\",\"MPvGP\"\r\n\
         1,,1,\"Team A\",4,3.5,4,4.25,5,3.5\r\n\
         2,,4,\"Team D\",2,2,4,4,4,2\r\n\
         3,,3,\"Team C\",2,2,3,3.5,3.5,2\r\n\
         4,,2,\"Team B\",1,1.5,2,3.75,2.5,1.5\r\n\
         5,,5,\"Team E\",1,1,1,1,3,1\r\n"
    );
    // TRF-26: the teams (310) with match and game points and rank, the bye (320), the
    // forfeited match (330) and Team D's line-up with its empty board (300).
    let trf = ok_in(dir, &["export", "open.toml", "--what", "trf"]);
    let team_records: Vec<&str> = trf
        .lines()
        .filter(|line| {
            ["192", "202", "3"]
                .iter()
                .any(|code| line.starts_with(code))
        })
        .collect();
    assert_eq!(
        team_records,
        [
            "192 FIDE_TEAM_TYPEA_MP_GP",
            "202 EMMSB,EGGSB,BC,MPvGP",
            "352 WB",
            "362 TW  2.0 TD  1.0 TL  0.0",
            "310   1 Team A                                   2385    4.0    3.5   1     1    2",
            "310   2 Team B                                   2365    1.0    1.5   4     3    4",
            "310   3 Team C                                   2345    2.0    2.0   3     5    6",
            "310   4 Team D                                   2325    2.0    2.0   2     7    8",
            "310   5 Team E                                   2305    1.0    1.0   5     9   10",
            "320  1.0  1.0 005 004",
            "330 -+ 002 005 001",
            "300 001 004 003 0008 0000",
        ]
    );
    // It reads back: the bye, the forfeited match and the empty board (an unplayed win,
    // not a bye the player asked for) come back from the team records.
    let imported = two_rounds_read_back(dir, "5 teams on 2 boards, 10 players");
    assert!(imported.players[5].byes.is_empty());
    // Match and game points of record 310 that the games do not give are reported.
    let altered = trf.replacen("    4.0    3.5   1", "    5.0    3.5   1", 1);
    let warnings: Vec<String> = arbiter::trf::read(&altered, None)
        .expect("read")
        .warnings
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        warnings,
        [
            "line 21, column 55: team 1 has 5 match points and 3.5 game points in record 310 but 4 and 3.5 from the games: the games' are kept"
        ]
    );
    // The empty board is an unplayed win of the individual round, the forfeited
    // match no game at all.
    let tournament = load(dir);
    let byes: Vec<(u32, &str)> = tournament.rounds[0]
        .byes
        .iter()
        .map(|b| (b.player, b.kind.word()))
        .collect();
    assert_eq!(byes, [(6, "full")]);
    assert!(
        tournament.rounds[1]
            .pairings
            .iter()
            .all(|p| p.white > 2 && p.black > 2)
    );
    // The tie-breaks that rank a tied group as a whole. Team D and Team C (2 MP, 2 GP)
    // drew their match 1-1 on match and game points: EDET goes on to board 1 of their
    // encounter, which Team D won. Team E and Team B (1 MP) never met: EDET leaves
    // them tied, and top board results over the event put Team E (its bye counts as
    // both boards won: 1 on board 1) ahead of Team B (0.5). Each column shows the
    // places in the group the tie-break split.
    set_tiebreaks(dir, "EDET,TBR");
    assert_eq!(
        standings_csv(dir),
        "\"Rank\",\"Tied\",\"No\",\"Team\",\"MP\",\"GP\",\"EDET\",\"TBR\"\r\n\
         1,,1,\"Team A\",4,3.5,,\r\n\
         2,,4,\"Team D\",2,2,1,\r\n\
         3,,3,\"Team C\",2,2,2,\r\n\
         4,,5,\"Team E\",1,1,,1\r\n\
         5,,2,\"Team B\",1,1.5,,2\r\n"
    );
}

/// What TRF-26 has for a match without games: a board both teams left empty (each
/// team's 300 with `0000` there, no player record naming the board), matches forfeited
/// as a whole (330, no player invented for them, also when a round has no game at all)
/// and a match paired whose line-ups are not both given (both teams' 300, the
/// first-named team's first, the line-up not given without players). Each reads back
/// into the same competition and writes the same text.
#[test]
fn matches_without_games_are_written_as_trf_26_has_them_and_read_back() {
    let event = competition("swiss", 2, 4, 2);
    let dir = event.path();
    ok_in(dir, &["team", "pair", "open.toml", "1-2", "3-4"]);
    lineup(dir, 1, 1, &["1", "-"]);
    lineup(dir, 1, 2, &["1", "-"]);
    result(dir, 1, 1, "1 --");
    forfeit(dir, 1, 2, "+-");
    ok_in(dir, &["team", "pair", "open.toml", "3-1", "2-4"]);
    forfeit(dir, 2, 1, "-+");
    lineup(dir, 2, 2, &[]);
    let trf = ok_in(dir, &["export", "open.toml", "--what", "trf"]);
    let records: Vec<&str> = trf
        .lines()
        .filter(|line| {
            line.starts_with('3') || line.starts_with("001    1") || line.starts_with("001    2")
        })
        .collect();
    assert_eq!(
        records,
        [
            "001    1      P1, X                             2390                             1.0    1     3 w 1",
            "001    2      P2, X                             2380                             0.0    3",
            "352 WB",
            "362 TW  2.0 TD  1.0 TL  0.0",
            "310   1 Team A                                   2385    4.0    3.0   1     1    2",
            "310   2 Team B                                   2365    0.0    0.0   3     3    4",
            "310   3 Team C                                   2345    2.0    2.0   2     5    6",
            "310   4 Team D                                   2325    0.0    0.0   3     7    8",
            "330 +- 001 003 004",
            "330 -+ 002 003 001",
            "300 001 001 002 0001 0000",
            "300 001 002 001 0003 0000",
            "300 002 002 004 0003 0004",
            "300 002 004 002",
        ]
    );
    two_rounds_read_back(dir, "4 teams on 2 boards, 8 players");
}

#[test]
fn the_first_named_team_takes_the_colours_of_record_352() {
    let event = competition("swiss", 4, 2, 4);
    let dir = event.path();
    ok_in(dir, &["team", "settings", "open.toml", "--colours", "WBBW"]);
    ok_in(dir, &["team", "pair", "open.toml", "2-1"]);
    default_lineups(dir, 1);
    let tournament = load(dir);
    let boards: Vec<(u32, u32, u32)> = tournament.rounds[0]
        .pairings
        .iter()
        .map(|p| (p.board, p.white, p.black))
        .collect();
    assert_eq!(boards, [(1, 5, 1), (2, 2, 6), (3, 3, 7), (4, 8, 4)]);
    assert_eq!(
        refused_in(dir, &["team", "settings", "open.toml", "--colours", "WBWB"]),
        "error: the board colours cannot change once round 1 is paired\n"
    );
}

#[test]
fn a_match_with_one_line_up_in_has_no_board_won_unplayed_yet() {
    let event = competition("swiss", 2, 2, 3);
    let dir = event.path();
    ok_in(dir, &["team", "pair", "open.toml", "1-2"]);
    lineup(dir, 1, 1, &[]);
    // Team B has not handed in its line-up: no board is left empty, none is won.
    assert_eq!(
        ok_in(dir, &["team", "show", "open.toml"]),
        "Tournament\nRound 1: matches\n\n\
         Match 1: Team A (1) - Team B (2)\n\
         \x20 line-up of Team B (2) not given yet\n\
         \x20  1 w P1, X (1)                            -\n\
         \x20  2 b P2, X (2)                            -\n"
    );
}

#[test]
fn a_changed_line_up_keeps_the_results_of_the_boards_that_stay() {
    let event = competition("swiss", 2, 2, 3);
    let dir = event.path();
    ok_in(dir, &["team", "pair", "open.toml", "1-2"]);
    default_lineups(dir, 1);
    result(dir, 1, 1, "1 0");
    // Team B puts its reserve on board 2: board 1 keeps its result.
    lineup(dir, 1, 2, &["1", "3"]);
    let tournament = load(dir);
    let games: Vec<String> = tournament.rounds[0]
        .pairings
        .iter()
        .map(|p| format!("{} {}-{} {}", p.board, p.white, p.black, p.games[0]))
        .collect();
    assert_eq!(games, ["1 1-4 1-0", "2 6-2 *"]);
}

/// A team Swiss of `teams` teams of 4 players on 4 boards, 9 rounds, accelerated by the
/// Baku method; round 1 paired by the engine and played with `results` (a match each,
/// as `team result` takes them), then round 2 paired: the lines of `team pair
/// --explain` that give each round's matches and each match's colours.
fn accelerated_round_two(teams: u32, results: &[&str]) -> Vec<String> {
    let event = competition("swiss", 4, teams, 4);
    let dir = event.path();
    ok_in(
        dir,
        &[
            "settings",
            "open.toml",
            "--edition",
            "2026",
            "--acceleration",
            "baku",
        ],
    );
    let mut explained = ok_in(dir, &["team", "pair", "open.toml"]);
    default_lineups(dir, 1);
    for (number, boards) in (1..).zip(results) {
        result(dir, 1, number, boards);
    }
    explained += &ok_in(dir, &["team", "pair", "open.toml", "--explain"]);
    explained
        .lines()
        .filter(|line| line.starts_with("paired") || line.starts_with("Colours"))
        .map(String::from)
        .collect()
}

/// C.04.7 1.5: the pairing score replaces the score in every article, the first-team of
/// C.04.6 4.2.1 included. Four teams: group A is teams 1 and 2 (the first half rounded
/// up to an even number), with 2 virtual match points (a win's) in rounds 1-3 of 9.
/// Round 1 pairs 1-2 and 3-4 (4.3.1: the odd first-teams get the initial White); 1 wins
/// 3-1, 3-4 is drawn 2-2. Before round 2 the match points are 2 0 1 1, the pairing
/// scores 4 2 1 1 (game points 3 1 2 2). 3.5: the scoregroup {1} takes an upfloater of
/// the highest score it can meet [C5], 2 having met it [C1]: {3} before {4} (3.5.4);
/// then {2} takes 4. 1-3: both had White, no preference (type A), equal colour
/// differences and histories: 4.3.8, the first-team 1 (pairing score 4 against 1, as by
/// match points 2 against 1) alternates to Black. 2-4: both had Black; by the pairing
/// score (2 against 1) 2 is the first-team and alternates to White; by the match points
/// alone (0 against 1) 4 would be, and have White. Boards by the higher pairing score
/// (C.04.2 3.6): 3-1 first.
#[test]
fn an_accelerated_team_swiss_finds_the_first_team_by_the_pairing_score() {
    assert_eq!(
        accelerated_round_two(4, &["1 1 1 0", "= = = ="]),
        [
            "paired the teams of round 1: 2 matches 1-2 3-4",
            "paired the teams of round 2: 2 matches 3-1 2-4",
            "Colours 4.3.8 (the first-team alternates): team 1 is the first-team (4.2), team 3 has White on board 1.",
            "Colours 4.3.8 (the first-team alternates): team 2 is the first-team (4.2), team 2 has White on board 1.",
        ]
    );
}

/// C.04.7 gives virtual match points only (1.4.4): the secondary score of 4.2.2, game
/// points, has none. Eight teams, group A 1-4. Round 1 (identifier order 1-3 2-4 and 5-7
/// 6-8; 4.3.1: 1 and 5 White as odd first-teams, 2 and 6 Black as even ones), each match
/// won 2.5-1.5 by 1, 2, 7 and 6. Before round 2 the pairing scores are 4 4 2 2 0 2 2 0,
/// the game points 2.5 2.5 1.5 1.5 1.5 2.5 2.5 1.5. 3.6: 1-2, then 3-6 4-7 (identifier
/// 3 4 6 7 before 3 4 7 6 and 3 5 4 6), then 5-8. 3-6: both had Black, the same pairing
/// score 2 (4.2.1), game points 1.5 against 2.5: 6 is the first-team (4.2.2) and
/// alternates to White (4.3.8). Adding 3's 2 virtual match points to its game points
/// (3.5), as Gacrux 1.10.62 does, would make 3 the first-team and give it White. 2-1 and
/// 7-4 by 4.3.5 (White to the lower colour difference), 8-5 by 4.3.8 (5, the smaller
/// TPN, the first-team).
#[test]
fn an_accelerated_team_swiss_has_no_virtual_points_in_the_secondary_score() {
    assert_eq!(
        accelerated_round_two(8, &["1 1 = 0", "0 0 = 1", "0 0 = 1", "0 0 = 1"]),
        [
            "paired the teams of round 1: 4 matches 1-3 4-2 5-7 8-6",
            "paired the teams of round 2: 4 matches 2-1 6-3 7-4 8-5",
            "Colours 4.3.5 (White to the lower colour difference): team 1 is the first-team (4.2), team 2 has White on board 1.",
            "Colours 4.3.8 (the first-team alternates): team 6 is the first-team (4.2), team 6 has White on board 1.",
            "Colours 4.3.5 (White to the lower colour difference): team 7 is the first-team (4.2), team 7 has White on board 1.",
            "Colours 4.3.8 (the first-team alternates): team 5 is the first-team (4.2), team 8 has White on board 1.",
        ]
    );
}

/// C.04.7 1.4.4: "if gamepoints were the primary score, the Baku Acceleration could not
/// be used", whichever of the two settings comes second.
#[test]
fn the_baku_acceleration_and_game_points_primary_are_refused_together() {
    let event = competition("swiss", 4, 4, 4);
    let dir = event.path();
    let refusal = "error: the Baku acceleration cannot be used with game points as the primary score (C.04.7 1.4.4)\n";
    let primary = |score: &'static str| ["team", "settings", "open.toml", "--primary-score", score];
    let accelerate = ["settings", "open.toml", "--acceleration", "baku"];
    ok_in(dir, &["settings", "open.toml", "--edition", "2026"]);
    ok_in(dir, &primary("game-points"));
    assert_eq!(refused_in(dir, &accelerate), refusal);
    ok_in(dir, &primary("match-points"));
    ok_in(dir, &accelerate);
    assert_eq!(refused_in(dir, &primary("game-points")), refusal);
    let tournament = load(dir);
    assert_eq!(tournament.acceleration, arbiter::model::Acceleration::Baku);
    assert_eq!(
        tournament.teams.expect("teams").swiss.primary,
        arbiter::model::TeamScore::MatchPoints
    );
}

#[test]
fn what_a_team_competition_refuses() {
    let event = competition("swiss", 2, 3, 2);
    let dir = event.path();
    assert_eq!(
        refused_in(dir, &["pair", "open.toml"]),
        "error: a team competition pairs teams, not players: pair its rounds with the team commands\n"
    );
    assert_eq!(
        refused_in(dir, &["team", "roster", "open.toml", "2", "--add", "1"]),
        "error: P1, X (1) is already on the roster of team 1\n"
    );
    ok_in(dir, &["team", "pair", "open.toml", "1-2", "--bye", "3"]);
    assert_eq!(
        refused_in(dir, &["team", "pair", "open.toml"]),
        "error: round 1 of the teams is not complete: match 1 has no line-ups\n"
    );
    assert_eq!(
        refused_in(
            dir,
            &["team", "lineup", "open.toml", "--round", "1", "--team", "3"]
        ),
        "error: team 3 does not play in round 1\n"
    );
    assert_eq!(
        refused_result(dir, 1, 1, "1 0"),
        "error: round 1 match 1 needs both line-ups before its results\n"
    );
    default_lineups(dir, 1);
    assert_eq!(
        refused_result(dir, 1, 1, "1"),
        "error: 1 board result(s) given, but a match has 2 boards\n"
    );
    result(dir, 1, 1, "1 0");
    assert_eq!(
        refused_in(dir, &["team", "roster", "open.toml", "1", "--remove", "1"]),
        "error: P1, X (1) played for team 1 in round 1: the roster keeps him\n"
    );
    // A reserve who has not played may go, and the order of the others is kept.
    ok_in(
        dir,
        &[
            "team",
            "roster",
            "open.toml",
            "1",
            "--move",
            "2",
            "--to",
            "1",
        ],
    );
    let tournament = load(dir);
    assert_eq!(
        tournament.teams.as_ref().expect("teams").teams[0].roster,
        [2, 1]
    );
}

#[test]
fn a_line_up_player_must_be_on_the_team_s_roster_in_the_file() {
    let event = competition("swiss", 2, 2, 2);
    let dir = event.path();
    ok_in(dir, &["team", "pair", "open.toml", "1-2"]);
    default_lineups(dir, 1);
    let path = dir.join("open.toml");
    let text = std::fs::read_to_string(&path).expect("file");
    let changed = text.replace("lineups = [[1, 2], [3, 4]]", "lineups = [[1, 3], [3, 4]]");
    assert_ne!(changed, text);
    std::fs::write(&path, changed).expect("written");
    let refused = refused_in(dir, &["show", "open.toml"]);
    assert!(
        refused.contains(
            "team_rounds[0].matches[0].lineups[0][1]: player 3 is not on the roster of team 1"
        ),
        "{refused}"
    );
}

/// A team round robin of four teams on two boards, each team's first two players in
/// every round, with set results.
fn four_team_round_robin() -> tempfile::TempDir {
    let event = competition("round-robin", 2, 4, 3);
    let dir = event.path();
    let results = [["1 =", "0 0"], ["= =", "1 1"], ["0 1", "+ ="]];
    for (round, matches) in (1..).zip(results) {
        ok_in(dir, &["team", "pair", "open.toml"]);
        default_lineups(dir, round);
        for (number, boards) in (1..).zip(matches) {
            result(dir, round, number, boards);
        }
    }
    event
}

#[test]
fn the_team_tiebreaks_of_individuals_read_match_or_game_points() {
    let event = four_team_round_robin();
    let dir = event.path();
    set_tiebreaks(dir, "BH:MP,SB:GP,WIN:MP,KS:MP,PS:MP,BC,TBR");
    // A round robin: every opponent counts (C.07 16 leaves no unplayed round). By hand,
    // from MP A 4, B 1, C 5, D 2 and GP A 4, B 1, C 4.5, D 2.5:
    // BH:MP  A: D 2 + B 1 + C 5 = 8; B 5 + 4 + 2 = 11; C 1 + 2 + 4 = 7; D 4 + 5 + 1 = 10.
    // SB:GP  A: 2.5 × 1.5 + 1 × 2 + 4.5 × 0.5 = 8; B: 2.5 × 1 = 2.5;
    //        C: 1 × 2 + 2.5 × 1 + 4 × 1.5 = 10.5; D: 4 × 0.5 + 4.5 × 1 + 1 × 1 = 7.5.
    // KS:MP  at least 3 of the 6 possible: A and C. A 0 (C), C 2 (A), D 0 + 1, B 0.
    // PS:MP  A 2 + 4 + 4, B 0 + 0 + 1, C 2 + 3 + 5, D 0 + 1 + 2.
    // BC     A: board 1 2 points, board 2 2: 1 × 2 + 2 × 2 = 6; C 2.5 + 2 × 2 = 6.5;
    //        D 1.5 + 2 × 1 = 3.5; B 0 + 2 × 1 = 2.
    // TBR splits no tie: blank.
    assert_eq!(
        standings_csv(dir),
        "\"Rank\",\"Tied\",\"No\",\"Team\",\"MP\",\"GP\",\"BH:MP\",\"SB:GP\",\"WIN:MP\",\"KS:MP\",\"PS:MP\",\"BC\",\"TBR\"\r\n\
         1,,3,\"Team C\",5,4.5,7,10.5,2,2,10,6.5,\r\n\
         2,,1,\"Team A\",4,4,8,8,2,0,10,6,\r\n\
         3,,4,\"Team D\",2,2.5,10,7.5,0,1,3,3.5,\r\n\
         4,,2,\"Team B\",1,1,11,2.5,0,0,1,2,\r\n"
    );
    let trf = ok_in(dir, &["export", "open.toml", "--what", "trf"]);
    assert!(
        trf.lines()
            .any(|line| line == "202 BH:MP,SB:GP,WIN:MP,KS:MP,PS:MP,BC,TBR"),
        "{trf}"
    );
    // Record 212 gives them after the score it starts with.
    let standings_record = trf.replace("202 BH:MP,", "212 PTS,BH:MP,");
    let imported = arbiter::trf::read(&standings_record, None)
        .expect("a team file")
        .tournament;
    assert_eq!(
        imported.teams.expect("teams").tiebreaks,
        load(dir).teams.expect("teams").tiebreaks
    );
    assert_eq!(
        refused_in(
            dir,
            &["team", "settings", "open.toml", "--tiebreaks", "BC/C1"]
        ),
        "error: \"BC/C1\" is not a team tie-break: an MTB26 descriptor, Name[:MP|:GP][/modifier...], names MPvGP EMMSB EMGSB EGMSB EGGSB BC TBR BBE EDE EDEBT EDEBB EDET EDEB SSSC BH AOB SB KS PS WIN\n"
    );
}

#[test]
fn board_standings_give_each_board_s_points_rounds_and_performance() {
    let event = four_team_round_robin();
    let dir = event.path();
    // By hand. Board 1: P7 (C) beat P4 (2360), drew P10 (2300), won unplayed against P1:
    // 2.5 in 3 rounds, 1.5 of 2 played, ARO 2330, p 0.75, dp 193: 2523. P1 (A) beat P10
    // and P4, lost unplayed: 2, ARO 2330, 100%: 3130. P10 (D): lost to P1, drew P7, beat
    // P4: 1.5, ARO 2360, 50%: 2360. P4 (B) lost all three: ARO 2340 - 800.
    // Board 2: P8 (C) and P2 (A) scored 2 of 3 (p 0.67, dp 125): P8 against 2350, 2290
    // and 2380 (ARO 2340) ahead of P2 against 2290, 2350 and 2320 (ARO 2320); then P11
    // and P5 with 1 of 3 (dp -125): P11 against 2380, 2320, 2350 (ARO 2350), P5 against
    // 2320, 2380 and 2290 (ARO 2330).
    assert_eq!(
        ok_in(dir, &["team", "boards", "open.toml"]),
        "Tournament\n\
         Board standings after round 3\n\
         \n\
         Board 1\n\
        \x20 Rk   No  Name                           Team   Pts Rounds Played  Perf\n\
        \x20  1    7  P7, X                             3   2.5      3      2  2523\n\
        \x20  2    1  P1, X                             1     2      3      2  3130\n\
        \x20  3   10  P10, X                            4   1.5      3      3  2360\n\
        \x20  4    4  P4, X                             2     0      3      3  1540\n\
         \n\
         Board 2\n\
        \x20 Rk   No  Name                           Team   Pts Rounds Played  Perf\n\
        \x20  1    8  P8, X                             3     2      3      3  2465\n\
        \x20  2    2  P2, X                             1     2      3      3  2445\n\
        \x20  3   11  P11, X                            4     1      3      3  2225\n\
        \x20  4    5  P5, X                             2     1      3      3  2205\n"
    );
    assert_eq!(
        ok_in(
            dir,
            &[
                "export",
                "open.toml",
                "--what",
                "boards",
                "--format",
                "csv",
                "--after-round",
                "1"
            ]
        ),
        "\"Board\",\"Rank\",\"No\",\"Name\",\"Team\",\"Points\",\"Rounds\",\"Played\",\"Performance\"\r\n\
         1,1,7,\"P7, X\",3,1,1,1,3160\r\n\
         1,2,1,\"P1, X\",1,1,1,1,3100\r\n\
         1,3,10,\"P10, X\",4,0,1,1,1590\r\n\
         1,4,4,\"P4, X\",2,0,1,1,1530\r\n\
         2,1,8,\"P8, X\",3,1,1,1,3150\r\n\
         2,2,11,\"P11, X\",4,0.5,1,1,2380\r\n\
         2,3,2,\"P2, X\",1,0.5,1,1,2290\r\n\
         2,4,5,\"P5, X\",2,0,1,1,1520\r\n"
    );
}

#[test]
fn a_team_event_rates_its_games_as_the_same_games_of_an_individual_event() {
    let event = four_team_round_robin();
    let dir = event.path();
    let tournament = load(dir);
    let team_rating = arbiter::rating::RatingReport::build(&tournament).expect("rated");
    // The same games as an individual event: the TRF's player records without the team
    // records, read back.
    let trf = arbiter::trf::write(&tournament).expect("TRF");
    let individual: String = trf
        .lines()
        .filter(|line| {
            !["192", "202", "3"]
                .iter()
                .any(|code| line.starts_with(code))
        })
        .map(|line| format!("{line}\n"))
        .collect();
    let mut games = arbiter::trf::read(&individual, None)
        .expect("an individual event")
        .tournament;
    assert!(games.teams.is_none());
    games.editions = tournament.editions;
    games.info.rating_list = tournament.info.rating_list;
    let individual_rating = arbiter::rating::RatingReport::build(&games).expect("rated");
    assert_eq!(individual_rating.players, team_rating.players);
    assert_eq!(individual_rating.excluded, team_rating.excluded);
    // Every board played counts: 11 rated games of 12 boards (one forfeited), each
    // player's rating changed by his games.
    let rated: usize = team_rating
        .players
        .iter()
        .filter(|player| player.performance_rating.is_some())
        .count();
    assert_eq!(rated, 8);
}

/// `team bye open.toml TEAM --round R --kind KIND`.
fn team_bye_args(team: u32, round: u32, kind: &str) -> Vec<String> {
    let args = [
        "team",
        "bye",
        "open.toml",
        &team.to_string(),
        "--round",
        &round.to_string(),
        "--kind",
        kind,
    ];
    args.map(String::from).to_vec()
}

/// `team bye`'s output.
fn team_bye(dir: &Path, team: u32, round: u32, kind: &str) -> String {
    let args = team_bye_args(team, round, kind);
    ok_in(dir, &args.iter().map(String::as_str).collect::<Vec<_>>())
}

/// The error of `team bye` refused.
fn refused_team_bye(dir: &Path, team: u32, round: u32, kind: &str) -> String {
    let args = team_bye_args(team, round, kind);
    refused_in(dir, &args.iter().map(String::as_str).collect::<Vec<_>>())
}

/// A team Swiss's team asks for byes in rounds to come (TRF-26 record 240): the file
/// keeps them on the team, the TRF writes them as `240` records that read back into the
/// same requests, and the engine leaves the team out of that round, which scores it a
/// draw's match points and half a point a board (C.04.2 3.3: the competition's rules
/// decide; arbiter's half-point bye).
#[test]
fn a_team_s_bye_in_a_round_to_come_keeps_it_out_of_that_round() {
    let event = competition("swiss", 2, 5, 2);
    let dir = event.path();
    assert_eq!(
        team_bye(dir, 3, 1, "half"),
        "team 3 asked for a half-point bye in round 1\n"
    );
    team_bye(dir, 5, 2, "zero");
    team_bye(dir, 2, 4, "full");
    assert_eq!(
        team_bye(dir, 2, 4, "none"),
        "team 2 plays round 4: its bye is cancelled\n"
    );
    assert_eq!(
        refused_team_bye(dir, 3, 10, "half"),
        "error: round 10 does not exist: the tournament has 9 rounds\n"
    );
    assert_eq!(
        refused_team_bye(dir, 9, 2, "half"),
        "error: there is no team 9\n"
    );
    let text = std::fs::read_to_string(dir.join("open.toml")).expect("file");
    assert!(
        text.contains(
            "[[teams]]\nnumber = 3\nname = \"Team C\"\nroster = [5, 6]\nbyes = [{ round = 1, kind = \"half\" }]\n"
        ),
        "{text}"
    );
    let trf = ok_in(dir, &["export", "open.toml", "--what", "trf"]);
    let byes: Vec<&str> = trf.lines().filter(|l| l.starts_with("240")).collect();
    assert_eq!(byes, ["240 H 001    3", "240 Z 002    5"]);
    reads_back(dir);
    assert_eq!(
        arbiter::storage::load(&dir.join("back.toml"))
            .expect("imported")
            .teams,
        load(dir).teams
    );
    // The engine pairs the four others; nobody has the pairing-allocated bye.
    ok_in(dir, &["team", "pair", "open.toml"]);
    let tournament = load(dir);
    let teams = tournament.teams.as_ref().expect("teams");
    let round = &teams.rounds[0];
    let mut paired: Vec<u32> = round
        .matches
        .iter()
        .flat_map(|m| [m.first, m.second])
        .collect();
    paired.sort_unstable();
    assert_eq!(paired, [1, 2, 4, 5]);
    assert_eq!(round.bye, None);
    assert_eq!(
        round.requested_byes,
        [arbiter::model::TeamRequestedBye {
            team: 3,
            kind: arbiter::model::RequestedByeKind::Half
        }]
    );
    assert!(teams.teams[2].byes.is_empty(), "the round's bye now");
    // Unpaired, the round gives the bye back to the team's requests, and pairing it
    // again leaves the team out again.
    ok_in(dir, &["unpair", "open.toml", "--yes"]);
    assert_eq!(
        load(dir).teams.expect("teams").teams[2].byes,
        [arbiter::model::RequestedBye {
            round: 1,
            kind: arbiter::model::RequestedByeKind::Half
        }]
    );
    ok_in(dir, &["team", "pair", "open.toml"]);
    assert_eq!(load(dir).teams, Some(teams.clone()));
    assert_eq!(
        refused_team_bye(dir, 3, 1, "zero"),
        "error: round 1 is paired: a team asks for a bye in a round not paired yet (the next is 2)\n"
    );
    default_lineups(dir, 1);
    result(dir, 1, 1, "1 1");
    let shown = result(dir, 1, 2, "= =");
    assert!(shown.ends_with("\nHalf-point bye: Team C (3)\n"), "{shown}");
    // A drawn match's match points, and half a point on each of the two boards.
    let tournament = load(dir);
    let teams = tournament.teams.as_ref().expect("teams");
    let standings = team_standings_after(&tournament, teams, 1);
    let row = standings
        .rows
        .iter()
        .find(|row| row.team == 3)
        .expect("team 3");
    assert_eq!(
        (row.match_points, row.game_points),
        (Points::from_tenths(10), Points::from_tenths(10))
    );
    std::fs::remove_file(dir.join("back.toml")).expect("the first import removed");
    reads_back(dir);
    // Pairing by hand cannot pair a team that asked for a bye.
    assert_eq!(
        refused_in(
            dir,
            &["team", "pair", "open.toml", "1-5", "2-3", "--bye", "4"]
        ),
        "error: team 5 asked for a bye in round 2: it is not paired in that round\n"
    );
}

#[test]
fn a_team_round_robin_has_no_byes_to_ask_for() {
    let event = competition("round-robin", 2, 4, 2);
    assert_eq!(
        refused_team_bye(event.path(), 1, 2, "zero"),
        "error: a team round robin plays every round of the Berger table: a team cannot ask for a bye\n"
    );
}
