//! Two team competitions run end to end as an arbiter runs them, in the terminal
//! application at 80x24 with its exact screens: a 10-team double round robin on 4
//! boards and a 20-team Swiss on 6 boards paired by hand. Each: teams and rosters,
//! line-ups, results, standings, print, publish and the TRF round trip (the TRF written
//! reads back with the same teams, line-ups and results). The command line sets up in
//! bulk what typing would make enormous (the players, most rosters, the later rounds);
//! the terminal application does every action at least once.

use std::path::{Path, PathBuf};

use arbiter::config::Config;
use arbiter::model::{Lineup, MatchForfeit, Team, TeamCompetition, Tournament};
use arbiter::storage::{self, TournamentFile};
use arbiter::tui::action::check_disk;
use arbiter::tui::app::App;
use arbiter::tui::theme::Look;
use insta::assert_snapshot;

use crate::support::cli::ok;
use crate::support::tui::{press, screen};

/// Runs `arbiter ARGS` on `file`, the file being the second argument.
fn on(file: &Path, command: &str, rest: &[&str]) -> String {
    let mut args: Vec<&str> = command.split(' ').collect();
    let file = file.display().to_string();
    args.push(&file);
    args.extend_from_slice(rest);
    ok(&args)
}

/// The players of `towns`' teams, `per_team` each, strongest first, as a registration
/// list imported in one command; then the teams but the last one, each with its roster
/// in board order. The last team is entered in the terminal application.
fn register(file: &Path, towns: &[&str], per_team: u32) {
    let mut csv = String::from("Name,Rating,Federation\n");
    let players = towns.len() as u32 * per_team;
    for (index, town) in (0..).zip(towns) {
        for place in 1..=per_team {
            // Board 1 of every team first, then board 2, ...: the ratings fall with
            // the board, and every team's roster is in rating order.
            let rank = (place - 1) * towns.len() as u32 + index;
            let rating = 2500 - 1000 * rank / players;
            csv += &format!("\"{town} {place}, Player\",{rating},NED\n");
        }
    }
    let list = file.with_file_name("players.csv");
    std::fs::write(&list, csv).expect("written");
    on(
        file,
        "player import",
        &["--csv", &list.display().to_string()],
    );
    for town in &towns[..towns.len() - 1] {
        on(file, "team add", &["--name", town]);
    }
}

/// The TPN of `town`'s player on place `place` (the import numbers by rating).
fn tpn(towns: &[&str], town: usize, place: u32) -> u32 {
    (place - 1) * towns.len() as u32 + town as u32 + 1
}

/// Enters every roster but the last team's by the command line.
fn rosters(file: &Path, towns: &[&str], per_team: u32) {
    for town in 0..towns.len() - 1 {
        for place in 1..=per_team {
            let team = (town + 1).to_string();
            let player = tpn(towns, town, place).to_string();
            on(file, "team roster", &[&team, "--add", &player]);
        }
    }
}

/// The application on `file`, its clock at `now`.
fn open(file: &Path, now: fn() -> String) -> App {
    let (file, tournament) = TournamentFile::open(file).expect("opens");
    let config = Config::new(Some(file.path().with_file_name("config")));
    let mut app = App::new(tournament, Some(file), Look::default(), config);
    app.clock = now;
    app
}

/// The last team and its roster typed in the teams view of the players screen.
fn last_team_by_keys(app: &mut App, towns: &[&str], per_team: u32) {
    let town = towns.len() - 1;
    press(
        app,
        &format!(
            "<F1>ta{}<Tab>{}<Tab>ned<Enter>",
            towns[town],
            &towns[town][..3]
        ),
    );
    for place in 1..=per_team {
        press(
            app,
            &format!("r<BS>{}<Tab>{}<Enter>", town + 1, tpn(towns, town, place)),
        );
    }
    assert_eq!(
        app.status.text,
        format!(
            "entered {} {per_team}, Player ({}) on the roster of team {}",
            towns[town],
            tpn(towns, town, per_team),
            town + 1,
        )
    );
    // The last team's line and roster at the top.
    press(app, &format!("G{}", "k".repeat(per_team as usize)));
}

/// Takes up what the command line saved, and clears the status line that names who
/// saved it (a key that does nothing, then one that goes to `screen`).
fn take_up(app: &mut App, screen: &str) {
    check_disk(app);
    assert!(
        app.status.text.contains("saved the file"),
        "{}",
        app.status.text
    );
    press(app, &format!("~{screen}"));
    assert_eq!(app.status.text, "");
}

/// The results of a board in round `round`, match `number`: a pattern of wins,
/// draws and losses from the first-named team's side.
fn board_results(round: u32, number: u32, boards: u32) -> String {
    (1..=boards)
        .map(|board| {
            ["1", "=", "0", "1", "=", "1", "0"][((round + 2 * number + board) % 7) as usize]
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Line-ups of the teams of round `round` (in the even-numbered teams the reserve plays
/// board `round % boards + 1`), then the results of the matches, by the command line;
/// the match of `forfeited` is lost by its second team as a whole. The last match is
/// left to the terminal application when `last_by_keys`.
fn play_by_cli(
    file: &Path,
    teams: &TeamCompetition,
    round: u32,
    forfeited: Option<u32>,
    last_by_keys: bool,
) {
    let team_round = teams.round(round).expect("paired");
    let matches = team_round.matches.len() - usize::from(last_by_keys);
    let round_text = round.to_string();
    for team in team_round.matches[..matches]
        .iter()
        .flat_map(|m| [m.first, m.second])
    {
        let mut places: Vec<String> = (1..=teams.boards).map(|p| p.to_string()).collect();
        if team % 2 == 0 {
            places[(round % teams.boards) as usize] = (teams.boards + 1).to_string();
        }
        let mut args = vec!["--round", &round_text, "--team"];
        let team_text = team.to_string();
        args.push(&team_text);
        args.extend(places.iter().map(String::as_str));
        on(file, "team lineup", &args);
    }
    for number in 1..=matches as u32 {
        let number_text = number.to_string();
        let mut args = vec!["--round", &round_text, "--match", &number_text];
        let results = board_results(round, number, teams.boards);
        if forfeited == Some(number) {
            args.extend(["--forfeit", "+-"]);
        } else {
            args.extend(results.split(' '));
        }
        on(file, "team result", &args);
    }
}

/// A match as the round trip compares it: the two teams, the forfeit, the line-ups.
type MatchKey = (u32, u32, Option<MatchForfeit>, Vec<Lineup>);

fn load(file: &Path) -> Tournament {
    storage::load(file).expect("loads")
}

/// The TRF written by the print key of the rating screen reads back with the same
/// teams, rosters, matches, line-ups and results.
fn trf_round_trip(app: &mut App, file: &Path) {
    press(app, "<F5>P<Right><Enter>");
    let trf = file.with_extension("trf");
    assert!(
        app.status
            .text
            .starts_with(&format!("wrote {}", trf.display())),
        "{}",
        app.status.text
    );
    let back = file.with_file_name("back.toml");
    ok(&[
        "trf",
        "import",
        &trf.display().to_string(),
        "-o",
        &back.display().to_string(),
    ]);
    let (written, read) = (load(file), load(&back));
    let (ours, theirs) = (
        written.teams.as_ref().expect("teams"),
        read.teams.as_ref().expect("teams read"),
    );
    // TRF-26 record 310 has no federation: the rest of every team reads back.
    let teams = |teams: &TeamCompetition| -> Vec<Team> {
        teams
            .teams
            .iter()
            .map(|team| Team {
                federation: None,
                ..team.clone()
            })
            .collect()
    };
    assert_eq!(teams(theirs), teams(ours));
    // Each round's matches, in the order of the teams (the TRF orders them by its
    // boards): the line-ups and the forfeit; a match forfeited as a whole has no
    // line-up to compare.
    let matches = |teams: &TeamCompetition| -> Vec<Vec<MatchKey>> {
        teams
            .rounds
            .iter()
            .map(|round| {
                let mut matches: Vec<_> = round
                    .matches
                    .iter()
                    .map(|m| {
                        let lineups = match m.forfeit {
                            Some(_) => Vec::new(),
                            None => m.lineups.to_vec(),
                        };
                        (m.first, m.second, m.forfeit, lineups)
                    })
                    .collect();
                matches.sort_by_key(|m| m.0);
                matches
            })
            .collect()
    };
    assert_eq!(matches(theirs), matches(ours));
    assert_eq!(
        (theirs.system, theirs.boards, theirs.match_points),
        (ours.system, ours.boards, ours.match_points)
    );
    // The games: who played whom with which colours and how, and the byes.
    let games = |t: &Tournament| -> Vec<_> {
        t.rounds
            .iter()
            .map(|r| {
                let mut games: Vec<_> = r
                    .pairings
                    .iter()
                    .map(|p| (p.white, p.black, p.games.clone()))
                    .collect();
                games.sort_by_key(|g| g.0);
                let mut byes: Vec<_> = r.byes.iter().map(|b| (b.player, b.kind)).collect();
                byes.sort_by_key(|b| b.0);
                (games, byes)
            })
            .collect()
    };
    assert_eq!(games(&read), games(&written));
}

/// The standings and crosstable printed on the standings screen are what `arbiter
/// export` writes; the published site has the team pages.
fn print_and_publish(app: &mut App, dir: &Path, file: &Path, last: u32, last_team: &str) {
    press(app, "<F4>P<Enter>");
    let standings = file.with_file_name("league-standings.txt");
    assert_eq!(app.status.text, format!("wrote {}", standings.display()));
    assert_eq!(
        std::fs::read_to_string(&standings).expect("written"),
        on(file, "export", &["--what", "standings"])
    );
    press(app, "P<Right><Enter>");
    let crosstable = file.with_file_name("league-crosstable.txt");
    assert_eq!(app.status.text, format!("wrote {}", crosstable.display()));
    assert_eq!(
        std::fs::read_to_string(&crosstable).expect("written"),
        on(file, "export", &["--what", "crosstable"])
    );
    let site = dir.join("site");
    let page = |name: &str| std::fs::read_to_string(site.join(name)).expect(name);
    assert!(page("index.html").contains("<a href=\"team-1.html\">"));
    assert!(
        page(&format!("round-{last}.html")).contains(&format!("<h2>Round {last}: matches</h2>"))
    );
    assert!(
        page(&format!("standings-{last}.html"))
            .contains(&format!("Team standings after round {last}"))
    );
    assert!(page("crosstable.html").contains("Team crosstable after round"));
    let teams = app.tournament.teams.as_ref().expect("teams").teams.len();
    assert!(
        page(&format!("team-{teams}.html")).contains(&format!("<h2>{last_team} ({teams})</h2>"))
    );
}

/// Round `round`, played but its last match (number `last`) by the command line, in the
/// application: the site published after each change from now on, the two line-ups as
/// the rosters stand, then the results in one line. Returns the rounds screen.
fn last_match_by_keys(app: &mut App, file: &Path, round: u32, last: u32, boards: u32) -> String {
    on(file, "settings", &["--publish-dir", "site"]);
    take_up(app, "<F2>");
    let later = "]".repeat(round as usize);
    press(app, &format!("{later}Gk"));
    let shown = screen(app, 80, 24);
    press(app, "<Enter><Enter><Enter><Enter>");
    let results = board_results(round, last, boards);
    press(app, &format!("<F3>{later}m{results}<Enter>"));
    let site = file.with_file_name("site");
    assert_eq!(
        app.status.text,
        format!(
            "entered the results of round {round} match {last}; published to {}",
            site.display()
        )
    );
    shown
}

#[test]
fn a_ten_team_double_round_robin_on_four_boards_runs_end_to_end() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let dir = dir.path();
    let file: PathBuf = dir.join("league.toml");
    let towns = [
        "Utrecht", "Leiden", "Haarlem", "Delft", "Zwolle", "Breda", "Tilburg", "Arnhem", "Venlo",
        "Zeist",
    ];
    on(
        &file,
        "new",
        &[
            "--teams",
            "round-robin",
            "--boards",
            "4",
            "--cycles",
            "2",
            "--name",
            "Utrecht Team League",
            "--start-date",
            "2026-01-10",
        ],
    );
    register(&file, &towns, 5);
    rosters(&file, &towns, 5);
    on(
        &file,
        "settings",
        &["--round-dates", "2026-01-10 13:00,2026-01-24 13:00"],
    );
    let mut app = open(&file, || "2026-01-10 12:40".to_string());
    last_team_by_keys(&mut app, &towns, 5);
    assert_snapshot!("league_rosters_80x24", screen(&mut app, 80, 24));
    // Round 1 from the Berger table; before 13:00 the line-ups are missing, then late.
    press(&mut app, "<F2>p");
    assert_snapshot!("league_round_1_missing_80x24", screen(&mut app, 80, 24));
    app.clock = || "2026-01-10 13:05".to_string();
    press(&mut app, "<Enter>");
    assert_snapshot!("league_lineup_form_80x24", screen(&mut app, 80, 24));
    // Team 1 (under the cursor) with its reserve on board 4; the others as their
    // rosters stand, each Enter opening the next team's form and saving it.
    press(&mut app, "1 2 3 5<Enter>");
    assert_snapshot!("league_round_1_late_80x24", screen(&mut app, 80, 24));
    for _ in 1..towns.len() {
        press(&mut app, "<Enter><Enter>");
    }
    // The results, a match a line, on the results screen: `m` takes the match of the
    // first board without a result, so the matches come in order.
    for number in 1..=5 {
        let results = board_results(1, number, 4);
        press(&mut app, &format!("<F3>m{results}<Enter>"));
    }
    press(&mut app, "<F2>");
    assert_snapshot!("league_round_1_results_80x24", screen(&mut app, 80, 24));
    // Rounds 2 to 18 by the command line, a match of round 7 forfeited; the last
    // match of round 18 in the application.
    for round in 2..=18 {
        on(&file, "team pair", &[]);
        let teams = load(&file).teams.expect("teams");
        play_by_cli(&file, &teams, round, (round == 7).then_some(3), round == 18);
    }
    let round_18 = last_match_by_keys(&mut app, &file, 18, 5, 4);
    assert_snapshot!("league_round_18_missing_80x24", round_18);
    press(&mut app, "~<F4>");
    assert_snapshot!("league_standings_80x24", screen(&mut app, 80, 24));
    print_and_publish(&mut app, dir, &file, 18, "Zeist");
    trf_round_trip(&mut app, &file);
    assert_eq!(
        on(&file, "show", &[]),
        "Utrecht Team League\n\
         system team round-robin on 4 boards, 18 rounds, 10 teams, 50 players, 18 rounds paired\n\
         round 18: complete\n"
    );
}

/// Round `round` (0-based) of a circle schedule of 20 teams: team 20 against the
/// rotating one, the others paired around the circle; no two teams meet twice, and
/// the first-named team alternates.
fn circle(round: u32) -> Vec<String> {
    let at = |k: u32| 1 + (round + k) % 19;
    let mut matches = vec![if round.is_multiple_of(2) {
        format!("{}-20", at(0))
    } else {
        format!("20-{}", at(0))
    }];
    for k in 1..10 {
        let (a, b) = (at(k), at(19 - k));
        matches.push(if (round + k).is_multiple_of(2) {
            format!("{a}-{b}")
        } else {
            format!("{b}-{a}")
        });
    }
    matches
}

#[test]
fn a_twenty_team_swiss_on_six_boards_paired_by_hand_runs_end_to_end() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let dir = dir.path();
    let file: PathBuf = dir.join("league.toml");
    let towns = [
        "Amsterdam",
        "Rotterdam",
        "Den Haag",
        "Utrecht",
        "Eindhoven",
        "Groningen",
        "Tilburg",
        "Almere",
        "Breda",
        "Nijmegen",
        "Apeldoorn",
        "Haarlem",
        "Arnhem",
        "Enschede",
        "Amersfoort",
        "Zaanstad",
        "Den Bosch",
        "Zwolle",
        "Leiden",
        "Maastricht",
    ];
    on(
        &file,
        "new",
        &[
            "--teams",
            "swiss",
            "--boards",
            "6",
            "--rounds",
            "5",
            "--name",
            "Dutch Team Swiss",
            "--start-date",
            "2026-03-07",
        ],
    );
    on(&file, "team settings", &["--tiebreaks", "MPvGP,BC,EGGSB"]);
    register(&file, &towns, 7);
    rosters(&file, &towns, 7);
    let mut app = open(&file, || "2026-03-07 10:00".to_string());
    last_team_by_keys(&mut app, &towns, 7);
    assert_snapshot!("swiss_rosters_80x24", screen(&mut app, 80, 24));
    // Round 1 by hand in the pairing form (p would pair it by the engine).
    press(&mut app, &format!("<F2>n{}", circle(0).join(" ")));
    assert_snapshot!("swiss_pairing_form_80x24", screen(&mut app, 80, 24));
    press(&mut app, "<Enter>");
    assert_snapshot!("swiss_round_1_missing_80x24", screen(&mut app, 80, 24));
    press(&mut app, "<Enter>");
    assert_snapshot!("swiss_lineup_form_80x24", screen(&mut app, 80, 24));
    press(&mut app, "2 1 3 4 5 7<Enter>");
    for _ in 1..towns.len() {
        press(&mut app, "<Enter><Enter>");
    }
    for number in 1..=10 {
        let results = board_results(1, number, 6);
        press(&mut app, &format!("<F3>m{results}<Enter>"));
    }
    press(&mut app, "<F2>");
    assert_snapshot!("swiss_round_1_results_80x24", screen(&mut app, 80, 24));
    for round in 2..=5 {
        let matches = circle(round - 1);
        let matches: Vec<&str> = matches.iter().map(String::as_str).collect();
        on(&file, "team pair", &matches);
        let teams = load(&file).teams.expect("teams");
        play_by_cli(&file, &teams, round, (round == 4).then_some(2), round == 5);
    }
    let round_5 = last_match_by_keys(&mut app, &file, 5, 10, 6);
    assert_snapshot!("swiss_round_5_missing_80x24", round_5);
    press(&mut app, "~<F4>");
    assert_snapshot!("swiss_standings_80x24", screen(&mut app, 80, 24));
    print_and_publish(&mut app, dir, &file, 5, "Maastricht");
    trf_round_trip(&mut app, &file);
    assert_eq!(
        on(&file, "show", &[]),
        "Dutch Team Swiss\n\
         system team swiss on 6 boards, 5 rounds, 20 teams, 140 players, 5 rounds paired\n\
         round 5: complete\n"
    );
}

/// A team Swiss of `teams` teams of 4 players and a reserve, `rounds` rounds, none
/// played, generated by `trf generate` with `seed` and imported into `dir/league.toml`.
fn generated_swiss(dir: &Path, teams: u32, rounds: u32, seed: u32) -> PathBuf {
    let file = dir.join("league.toml");
    let generated = dir.join("generated.trf").display().to_string();
    let (teams, rounds, seed) = (teams.to_string(), rounds.to_string(), seed.to_string());
    ok(&[
        "trf",
        "generate",
        "--system",
        "team-swiss",
        "--teams",
        &teams,
        "--boards",
        "4",
        "--rounds",
        &rounds,
        "--rounds-played",
        "0",
        "--seed",
        &seed,
        "-o",
        &generated,
    ]);
    ok(&[
        "trf",
        "import",
        &generated,
        "-o",
        &file.display().to_string(),
    ]);
    file
}

/// The explanation counts the teams of a scoregroup too long to list (C.04.6 words
/// C.04.5's articles with teams): round 1 of 14 teams is one scoregroup of 14.
#[test]
fn the_explanation_of_a_large_scoregroup_counts_teams() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let file = generated_swiss(dir.path(), 14, 5, 7);
    let mut app = open(&file, || "2026-04-04 10:00".to_string());
    press(&mut app, "<F2>pe");
    assert_snapshot!("engine_round_1_explained_80x24", screen(&mut app, 80, 24));
}

#[test]
fn a_thirty_team_swiss_on_four_boards_paired_by_the_engine_runs_end_to_end() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let dir = dir.path();
    // The teams and their rosters of 4 players and a reserve, generated: this test is
    // about pairing, not typing players.
    let file = generated_swiss(dir, 30, 9, 39);
    let mut app = open(&file, || "2026-04-04 10:00".to_string());
    for round in 1..=9 {
        // Every round by the C.04.6 engine.
        press(&mut app, "<F2>p");
        assert!(
            app.status
                .text
                .starts_with(&format!("paired the teams of round {round}: 15 matches ")),
            "{}",
            app.status.text
        );
        match round {
            1 => assert_snapshot!("engine_round_1_80x24", screen(&mut app, 80, 24)),
            5 => {
                // The explanation of the fourth match, article by article.
                press(&mut app, "ejjjjjj");
                assert_snapshot!("engine_round_5_explained_80x24", screen(&mut app, 80, 24));
                press(&mut app, "eg");
            }
            _ => {}
        }
        // The last match of the last round is played in the application below.
        let matches = if round == 9 { 14 } else { 15 };
        // The first team fields its reserve on board 4; the others as their rosters
        // stand.
        press(&mut app, "<Enter>1 2 3 5<Enter>");
        for _ in 1..2 * matches {
            press(&mut app, "<Enter><Enter>");
        }
        for number in 1..=matches {
            let results = board_results(round, number, 4);
            press(&mut app, &format!("<F3>m{results}<Enter>"));
        }
        assert_eq!(
            app.status.text,
            format!("entered the results of round {round} match {matches}")
        );
    }
    let round_9 = last_match_by_keys(&mut app, &file, 9, 15, 4);
    assert_snapshot!("engine_round_9_missing_80x24", round_9);
    press(&mut app, "~<F4>");
    assert_snapshot!("engine_standings_80x24", screen(&mut app, 80, 24));
    print_and_publish(&mut app, dir, &file, 9, "Team 30");
    trf_round_trip(&mut app, &file);
    // The TRF written has the engine's pairing in every round.
    let trf = file.with_extension("trf").display().to_string();
    let identical: String = (1..=9)
        .map(|round| format!("round {round}: identical\n"))
        .collect();
    assert_eq!(
        ok(&["trf", "check", "--system", "team-swiss", &trf]),
        identical
    );
    assert_eq!(
        on(&file, "show", &[]),
        "Generated team Swiss\n\
         system team swiss on 4 boards, 9 rounds, 30 teams, 150 players, 9 rounds paired\n\
         round 9: complete\n"
    );
}
