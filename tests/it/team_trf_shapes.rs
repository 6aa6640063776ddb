//! Team files in the shapes other programs write them (small fixtures of our own, each
//! the shape of a real file): Swiss-Manager's (TRF-16 `013` teams, no `192` and no
//! `352`, the bye team's players and those left out `0000 - -`, a board won unplayed
//! `0000 - +`) and Sharly-Chess's (`310` listing only the boards' players, a reserve in
//! a `300` line-up, `320` with a blank round, a team's `240` bye, `U` for boards won
//! unplayed, points columns without them). Each reads with its teams, line-ups,
//! results and standings exact; a contradictory file is refused with its problem.

use arbiter::model::{RequestedByeKind, TeamMatch, TeamRequestedBye, Tournament};
use arbiter::standings::teams::team_standings_after;
use arbiter::trf;

/// A `001` record: starting rank, name, rating, points, rank and the round entries.
fn player(tpn: u32, name: &str, rating: u32, points: &str, rounds: &[&str]) -> String {
    let mut line = format!(
        "001 {tpn:>4}      {name:<33} {rating:>4} {:3} {:>11} {:10} {points:>4} {tpn:>4}",
        "", "", ""
    );
    for entry in rounds {
        line += &format!("  {entry}");
    }
    line + "\n"
}

/// A row of [`player`]: starting rank, name, rating, points and two rounds.
type Row<'a> = (u32, &'a str, u32, &'a str, [&'a str; 2]);

fn players(rows: &[Row]) -> String {
    rows.iter()
        .map(|&(tpn, name, rating, points, entries)| player(tpn, name, rating, points, &entries))
        .collect()
}

fn read(text: &str) -> (Tournament, Vec<String>) {
    match trf::read(text, None) {
        Ok(import) => (
            import.tournament,
            import.warnings.iter().map(ToString::to_string).collect(),
        ),
        Err(errors) => panic!("refused: {errors}\n{text}"),
    }
}

fn refused(text: &str) -> String {
    match trf::read(text, None) {
        Ok(_) => panic!("accepted:\n{text}"),
        Err(errors) => errors.to_string(),
    }
}

fn matched(first: u32, second: u32, lineups: [&[u32]; 2]) -> TeamMatch {
    TeamMatch {
        lineups: [lineups[0].to_vec(), lineups[1].to_vec()],
        ..TeamMatch::new(first, second)
    }
}

/// (team, match points, game points) in the order of the standings.
fn standings(tournament: &Tournament) -> Vec<(u32, String, String)> {
    let teams = tournament.teams.as_ref().expect("a team competition");
    team_standings_after(tournament, teams, tournament.rounds_paired())
        .rows
        .iter()
        .map(|row| {
            (
                row.team,
                row.match_points.to_string(),
                row.game_points.to_string(),
            )
        })
        .collect()
}

/// Three teams of two boards and a reserve, two rounds: A-B (C has the bye), then B-C
/// with B's board 2 empty (A has the bye).
fn swiss_manager() -> String {
    let mut text = String::from("012 Club Cup\n042 2024/11/23\n142 2\n092 Team Swiss System\n");
    text += &players(&[
        (1, "A1", 2400, "1.0", ["   4 w 1", "0000 - -"]),
        (2, "A2", 2300, "0.5", ["   5 b =", "0000 - -"]),
        (3, "A3", 2200, "0.0", ["0000 - -", "0000 - -"]),
        (4, "B1", 2350, "0.0", ["   1 b 0", "   7 w 0"]),
        (5, "B2", 2250, "0.5", ["   2 w =", "0000 - -"]),
        (6, "B3", 2150, "0.0", ["0000 - -", "0000 - -"]),
        (7, "C1", 2380, "1.0", ["0000 - -", "   4 b 1"]),
        (8, "C2", 2280, "1.0", ["0000 - -", "0000 - +"]),
        (9, "C3", 2180, "0.0", ["0000 - -", "0000 - -"]),
    ]);
    text += "013 Team A                              1    2    3\n";
    text += "013 Team B                              4    5    6\n";
    text += "013 Team C                              7    8    9\n";
    text
}

#[test]
fn a_swiss_manager_team_file_reads_its_teams_line_ups_byes_and_standings() {
    let (tournament, warnings) = read(&swiss_manager());
    let teams = tournament.teams.as_ref().expect("a team competition");
    assert_eq!(teams.boards, 2);
    let rosters: Vec<(&str, &[u32])> = teams
        .teams
        .iter()
        .map(|team| (team.name.as_str(), team.roster.as_slice()))
        .collect();
    assert_eq!(
        rosters,
        [
            ("Team A", &[1, 2, 3][..]),
            ("Team B", &[4, 5, 6][..]),
            ("Team C", &[7, 8, 9][..])
        ]
    );
    assert_eq!(teams.rounds[0].matches, [matched(1, 2, [&[1, 2], &[4, 5]])]);
    assert_eq!(teams.rounds[0].bye, Some(3));
    // B's board 2 is empty: C2 won it unplayed.
    assert_eq!(teams.rounds[1].matches, [matched(2, 3, [&[4, 0], &[7, 8]])]);
    assert_eq!(teams.rounds[1].bye, Some(1));
    // The byes are a drawn match's: 1 match point and 1 game point on two boards. The
    // file names no tie-break (202): A and C share the first place.
    assert_eq!(
        standings(&tournament),
        [
            (1, "3".into(), "2.5".into()),
            (3, "3".into(), "3".into()),
            (2, "0".into(), "0.5".into())
        ]
    );
    assert_eq!(
        warnings,
        [
            "the file has no record 320 (the pairing-allocated byes): the one team without a match in a round is read as having had it, worth a drawn match: team 3 in round 1, team 1 in round 2",
            "the file has no record 352 (the colours of the boards): 2 boards, the most a line-up fills (the shortest roster before any round), the first-named team White on the odd boards",
            "line 4, column 1: record 092 (type of tournament, free text: record 192 gives the system) is not kept: the tournament has no place for it",
            "line 12, column 109: \"0000 - +\" (the bye of files before TRF-16) is read as a board won unplayed in team 3's match (the other team left the board empty)",
            "line 14, column 1: the file lists teams (record 013) but does not say its system (record 192): it is read as a team Swiss, FIDE_TEAM (type A colour preferences, match points then game points)",
        ]
    );
}

/// The same file with team C's bye of round 1 written `0000 - +` on its first player's
/// line, as files before TRF-16 write a bye: the warning says it is read as the team's
/// bye, where the `0000 - +` of round 2 is a board won unplayed.
#[test]
fn an_old_bye_in_a_team_file_is_read_as_the_team_s_bye_or_a_board_won_unplayed() {
    let text = swiss_manager().replacen("1.0    7  0000 - -  ", "1.0    7  0000 - +  ", 1);
    let (tournament, warnings) = read(&text);
    let teams = tournament.teams.as_ref().expect("a team competition");
    assert_eq!(teams.rounds[0].bye, Some(3));
    assert_eq!(teams.rounds[1].matches, [matched(2, 3, [&[4, 0], &[7, 8]])]);
    let old_byes: Vec<&String> = warnings.iter().filter(|w| w.contains("0000 - +")).collect();
    assert_eq!(
        old_byes,
        [
            "line 11, column 99: \"0000 - +\" (the bye of files before TRF-16) is read as team 3's pairing-allocated bye",
            "line 12, column 109: \"0000 - +\" (the bye of files before TRF-16) is read as a board won unplayed in team 3's match (the other team left the board empty)",
        ]
    );
}

/// A team file's rounds are also those its 300 and 330 records name, up to the most a
/// tournament has: a record naming round 4294967295 adds none (nor makes the reader
/// allocate them).
#[test]
fn a_line_up_of_a_round_beyond_any_tournament_s_adds_no_round() {
    let text = swiss_manager() + "300 4294967295 001 002 0001 0002\n";
    let (tournament, _) = read(&text);
    assert_eq!(tournament.rounds.len(), 2);
}

/// Three teams of two boards: round 1 team 1 beats team 2 2-0 and team 3 has a
/// full-point bye (240); round 2 team 3 meets team 1, which fields its reserve (player
/// 7, on no roster of 310) on board 1 and leaves board 2 empty, and team 2 has the
/// pairing-allocated bye.
fn sharly_chess() -> String {
    let mut text = String::from(
        "012 Swiss\n042 2026/05/29\n142 2\n192 FIDE_TEAM_TYPEA_MP_GP\n212 PTS,WIN\n352 WB\n362 TW 2.0   TD 1.0   TL 0.0\n\n### SSSS sTTT NNNN\n",
    );
    text += &players(&[
        (1, "P1", 2000, "1.0", ["   3 w 1", "        "]),
        (2, "P2", 1990, "1.0", ["   4 b 1", "        "]),
        (3, "P3", 1980, "0.0", ["   1 b 0", "0000 - U"]),
        (4, "P4", 1970, "0.0", ["   2 w 0", "0000 - U"]),
        (5, "P5", 1960, "0.5", ["0000 - -", "   7 w ="]),
        (6, "P6", 1950, "0.0", ["0000 - -", "0000 - U"]),
        (7, "P7", 1940, "0.5", ["        ", "   5 b ="]),
    ]);
    text +=
        "\n### SSS NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN FFFFF EEEEEE MMMMMM GGGGGG RRR  PPP1 PPP2\n";
    text += "310   1 Alpha                            ALPHA      0    2.0    2.5         1    2\n";
    text += "310   2 Bravo                            BRAVO      0    1.0    1.0         3    4\n";
    text += "310   3 Charlie                          CHARL      0    4.0    3.5         5    6\n";
    text += "\n### MMMM GGGG RR1 RR2\n320  1.0  1.0       2\n";
    text += "240 F   1    3\n";
    text += "300   1   1   2    1    2\n300   1   2   1    3    4\n";
    text += "300   2   3   1    5    6\n300   2   1   3    7 0000\n";
    text
}

#[test]
fn a_sharly_chess_team_file_reads_its_reserves_byes_and_boards_won_unplayed() {
    let (tournament, warnings) = read(&sharly_chess());
    let teams = tournament.teams.as_ref().expect("a team competition");
    assert_eq!(teams.teams[0].roster, [1, 2, 7]);
    assert_eq!(teams.rounds[0].matches, [matched(1, 2, [&[1, 2], &[3, 4]])]);
    assert_eq!(teams.rounds[0].bye, None);
    assert_eq!(
        teams.rounds[0].requested_byes,
        [TeamRequestedBye {
            team: 3,
            kind: RequestedByeKind::Full
        }]
    );
    assert_eq!(teams.rounds[1].matches, [matched(3, 1, [&[5, 6], &[7, 0]])]);
    assert_eq!(teams.rounds[1].bye, Some(2));
    // Team 3: the full-point bye (a won match, both boards), then 1.5-0.5.
    assert_eq!(
        standings(&tournament),
        [
            (3, "4".into(), "3.5".into()),
            (1, "2".into(), "2.5".into()),
            (2, "1".into(), "1".into())
        ]
    );
    assert_eq!(
        warnings,
        [
            "line 15, column 82: player 6 has 0 points in columns 81-84 but 1 from the results: the results' are kept",
            "line 29, column 17: player 7 plays for team 1 in a line-up (record 300) but is on no roster (records 310): added to the team's roster after its players",
        ]
    );
}

#[test]
fn a_team_file_that_contradicts_itself_is_refused_with_the_problem() {
    // The games give team 1 White on board 1, record 352 Black.
    assert_eq!(
        refused(&sharly_chess().replacen("352 WB", "352 BW", 1)),
        "round 1: the line-ups put 3 with White against 1 on board 1 of match 1, but the player records give 3 a game with Black against 1: the colours of the boards (record 352) are not those of the games (the line-ups are those of records 300, else the players with a result in roster order)"
    );
    // A match forfeited as a whole whose boards have games.
    assert_eq!(
        refused(&(sharly_chess() + "330 +-   1   1   2\n")),
        "line 30, column 5: record 330 forfeits the match of round 1 between teams 1 and 2 as a whole, but the player records give it games (players 1 and 3)"
    );
    // Record 240 of a team file names teams.
    assert_eq!(
        refused(&sharly_chess().replacen("240 F   1    3", "240 F   1    7", 1)),
        "line 25, column 14: there is no team 7 (records 310): in a team competition record 240 names teams"
    );
}

/// Two teams of two boards. Round 1: no board played over the board, team 1 wins board
/// 1 by forfeit and team 2 board 2 (a drawn match, 1-1); round 2: a draw on board 1 and
/// team 2 wins board 2.
const FORFEITED_BOARDS: &str =
    "012 Forfeits\n042 2026/05/01\n142 2\n192 FIDE_TEAM_TYPEA_MP_GP\n352 WB\n";

#[test]
fn the_board_tiebreaks_count_each_forfeited_board_as_its_result() {
    let mut text = String::from(FORFEITED_BOARDS);
    text += &player(1, "A1", 2000, "1.5", &["   3 w +", "   3 w ="]);
    text += &player(2, "A2", 2000, "0.0", &["   4 b -", "   4 b 0"]);
    text += &player(3, "B1", 2000, "0.5", &["   1 b -", "   1 b ="]);
    text += &player(4, "B2", 2000, "2.0", &["   2 w +", "   2 w 1"]);
    text += "310   1 Alpha                                       0    1.0    1.5         1    2\n";
    text += "310   2 Bravo                                       0    3.0    2.5         3    4\n";
    let (mut tournament, _) = read(&text);
    let teams = tournament.teams.as_mut().expect("a team competition");
    teams.tiebreaks = ["BC", "WIN:GP"]
        .iter()
        .map(|code| code.parse().expect("a team tie-break"))
        .collect();
    let teams = tournament.teams.as_ref().expect("a team competition");
    let rows = team_standings_after(&tournament, teams, 2).rows;
    let values: Vec<(u32, Vec<String>)> = rows
        .iter()
        .map(|row| {
            let values = row.values.iter().map(|v| v.expect("a value").to_decimal(1));
            (row.team, values.collect())
        })
        .collect();
    // By hand (C.07 12: an individual forfeit counts as a standard win or loss). BC,
    // board number times the game points on that board: team 2, 1 x 0 + 2 x 1 in round
    // 1 and 1 x 0.5 + 2 x 1 in round 2, 4.5; team 1, 1 x 1 + 2 x 0, then 1 x 0.5 + 2 x
    // 0, 1.5. WIN:GP, boards won: team 2 board 2 twice (once by forfeit), team 1 board 1
    // by forfeit. FIDE's checker (1.10.62) reads the first round's match as unplayed,
    // each board half a point: BC 4 and 2, WIN:GP 1 and 0 (docs/readings.md).
    assert_eq!(
        values,
        [
            (2, vec!["4.5".to_string(), "2".to_string()]),
            (1, vec!["1.5".to_string(), "1".to_string()])
        ]
    );
}
