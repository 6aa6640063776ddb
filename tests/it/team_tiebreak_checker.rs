//! Cross-check of the team tie-breaks against FIDE's tie-break checker (Otto Milvang's
//! `tiebreakchecker.py`, TieBreakServer on GitHub). A long run on the arbiter's own
//! machine, never in the ordinary test run:
//!
//! ```sh
//! ARBITER_TIEBREAK_CHECKER=/path/to/tiebreakchecker.py \
//!   cargo test --release --test it team_tiebreak_checker -- --ignored --nocapture
//! ```
//!
//! Team Swiss events paired at random by hand (an odd team out gets the
//! pairing-allocated bye) and team round robins from the Berger table are generated with
//! random board results, some of them forfeits, boards left empty by one team and
//! matches forfeited as a whole; team Swiss events paired by the engine come from `trf
//! generate --system team-swiss`'s generator (boards left empty, by both teams too,
//! matches forfeited, teams withdrawing). Each is ranked by arbiter with every team
//! tie-break it has and written out as TRF by arbiter; the checker reads that file (`-s`
//! Swiss rules, `-p` pre-determined pairings for round robins) with the same order of
//! tie-breaks after the match points (`MPTS`), and its values must be arbiter's, team by
//! team: a tie-break that ranks a tied group as a whole is the team's place in the group
//! it split (the checker's 0 where it split none). The checker cannot read two things
//! arbiter writes as TRF-26 has them (docs/team-swiss.md): a match forfeited as a whole
//! is given to it with its players' results added ([`for_checker`]); a file with a board
//! both teams left empty is counted as unread. The figures are printed; the test fails
//! on any difference, listing the first ones, but for the one case adjudicated against
//! the checker's reading, listed apart: a match whose boards were all unplayed, with
//! different results ([`boards_read_otherwise`]).

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

use arbiter::edit::team_simulation::{TeamSimulation, simulate};
use arbiter::edit::{Edit, RosterChange, TeamEdit, TeamSettings};
use arbiter::model::{
    EncounterBoards, GameResult, MatchForfeit, PairingSystem, Player, Side, SwissChoices,
    TeamNumber, TeamScore, TeamSystem, TeamTiebreak, TeamTiebreakKind, TiebreakEdition, Tournament,
    team_records,
};
use arbiter::pairing::simulate::SimulationConfig;
use arbiter::standings::teams::team_standings_after;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The orders of tie-breaks compared, each after the match points. The first holds
/// every tie-break that gives each team a value (whose order does not matter); each
/// other one a tie-break that ranks a tied group, after those it follows.
const ORDERS: [&[&str]; 8] = [
    &[
        "MPvGP",
        "EMMSB",
        "EMGSB",
        "EGMSB",
        "EGGSB",
        "BC",
        "EMMSB/C1",
        "EGGSB/C1/P",
        "EMGSB/C2",
        "BH:MP",
        "BH:GP",
        "BH:MP/C1",
        "BH:GP/M1",
        "BH:MP/P",
        "SB:MP",
        "SB:GP/C1",
        "PS:MP",
        "PS:GP/C1",
        "WIN:MP",
        "WIN:GP",
        "AOB:MP",
        "AOB:GP",
        "KS:MP",
        "KS:GP/L+1",
        "SSSC",
        "SSSC/P/K3",
    ],
    &["MPvGP", "TBR"],
    &["MPvGP", "BBE"],
    &["EDE"],
    &["EDE/P", "EMGSB"],
    &["EDET"],
    &["EDEB"],
    &["BC", "EDEBT"],
];

fn apply(tournament: &mut Tournament, edit: TeamEdit) {
    Edit::Team(edit.clone())
        .apply(tournament)
        .unwrap_or_else(|e| panic!("{edit:?}: {e}"));
}

/// A team competition of `teams` teams of `boards` players, ranked by the tie-break
/// rules of 2024 (even seeds) or 2026 (odd seeds) and dated accordingly (the checker
/// takes the rules in force on the file's date, today's without one), its rounds paired (by the
/// Berger table, or at random by hand with the bye for an odd team out) and played with
/// random results, one board in twelve forfeited, one in twelve left empty by one of the
/// teams, and one match in fifteen forfeited as a whole.
fn generated(system: TeamSystem, teams: u32, boards: u32, rounds: u32, seed: u64) -> Tournament {
    let mut random = ChaCha8Rng::seed_from_u64(seed);
    let mut t = Tournament::new("Generated", PairingSystem::Dutch, rounds);
    (t.editions.tiebreaks, t.info.start_date) = match seed % 2 {
        0 => (TiebreakEdition::Rules2024, Some("2025-06-01".to_string())),
        _ => (TiebreakEdition::Rules2026, Some("2026-06-01".to_string())),
    };
    apply(&mut t, TeamEdit::Begin { system, boards });
    for tpn in 1..=teams * boards {
        Edit::AddPlayer(Player::new(format!("P{tpn}, X"), Some(2400 - tpn as u16)))
            .apply(&mut t)
            .expect("player");
    }
    for team in 1..=teams {
        apply(
            &mut t,
            TeamEdit::AddTeam {
                name: format!("Team {team}"),
                short_name: None,
                federation: None,
            },
        );
        for board in 1..=boards {
            let tpn = (team - 1) * boards + board;
            let player = t.player_ref(tpn).expect("player");
            apply(
                &mut t,
                TeamEdit::Roster {
                    team,
                    change: RosterChange::Add(player, None),
                },
            );
        }
    }
    for round in 1..=t.rounds_planned {
        let (matches, bye) = match system {
            TeamSystem::RoundRobin => (Vec::new(), None),
            TeamSystem::Swiss => {
                let mut order: Vec<u32> = (1..=teams).collect();
                order.shuffle(&mut random);
                let bye = (teams % 2 == 1).then(|| order.pop().expect("a team"));
                let matches = order.chunks(2).map(|pair| (pair[0], pair[1])).collect();
                (matches, bye)
            }
        };
        apply(
            &mut t,
            TeamEdit::Pair {
                round,
                matches,
                bye,
            },
        );
        let played = t.teams.as_ref().expect("teams").rounds[round as usize - 1]
            .matches
            .clone();
        for (number, team_match) in (1..).zip(played) {
            if random.random_range(0..15) == 0 {
                let forfeit = [
                    MatchForfeit::FirstWins,
                    MatchForfeit::SecondWins,
                    MatchForfeit::Both,
                ][random.random_range(0..3)];
                apply(
                    &mut t,
                    TeamEdit::Forfeit {
                        round,
                        number,
                        forfeit: Some(forfeit),
                    },
                );
                continue;
            }
            // The board a team leaves empty, if any (never board 1).
            let empty = (random.random_range(0..12) == 0)
                .then(|| (random.random_range(0..2), random.random_range(1..boards)));
            for (side, team) in [team_match.first, team_match.second]
                .into_iter()
                .enumerate()
            {
                let mut players = t.teams.as_ref().expect("teams").teams[team as usize - 1]
                    .roster
                    .clone();
                if let Some((empty_side, board)) = empty
                    && empty_side == side
                {
                    players[board as usize] = 0;
                }
                apply(
                    &mut t,
                    TeamEdit::Lineup {
                        round,
                        team,
                        players,
                    },
                );
            }
            let results: Vec<GameResult> = (0..boards)
                .map(|board| match empty {
                    Some((side, empty)) if empty == board => (if side == 0 { "-+" } else { "+-" })
                        .parse()
                        .expect("result"),
                    _ => [
                        "1-0", "1/2", "0-1", "1-0", "1/2", "0-1", "1-0", "1/2", "0-1", "1-0", "+-",
                        "-+",
                    ][random.random_range(0..12)]
                    .parse()
                    .expect("result"),
                })
                .collect();
            apply(
                &mut t,
                TeamEdit::Results {
                    round,
                    number,
                    boards: results,
                },
            );
        }
    }
    t
}

/// A team Swiss of `teams` teams paired by the engine, as `trf generate --system
/// team-swiss` makes it: boards left empty (now and then by both teams), matches
/// forfeited as a whole, teams withdrawing; `None` when the engine finds no legal pairing
/// for a round (3.3.3).
fn engine_paired(teams: u32, boards: u32, rounds: u32, seed: u64) -> Option<Tournament> {
    let mut games = SimulationConfig::new(PairingSystem::Dutch, teams * (boards + 1), rounds, seed);
    games.forfeit_rate = 0.04;
    games.match_forfeit_rate = 0.04;
    games.withdraw_rate = 0.02;
    let mut t = simulate(&TeamSimulation {
        games,
        teams,
        boards,
        choices: SwissChoices::DEFAULT,
    })
    .ok()?;
    (t.editions.tiebreaks, t.info.start_date) = match seed % 2 {
        0 => (TiebreakEdition::Rules2024, Some("2025-06-01".to_string())),
        _ => (TiebreakEdition::Rules2026, Some("2026-06-01".to_string())),
    };
    Some(t)
}

/// The file the checker is given: arbiter's TRF with, for each match forfeited as a
/// whole (record 330, no player having a game), the results of the first players of the
/// rosters, `0000 - +` or `0000 - -` (the points column counting the win), from which
/// the checker builds the match: without them it stops ("Add 300 Out-of-order
/// records"). A match forfeited as a whole scores every board as a forfeit (arbiter),
/// whoever would have played it.
fn for_checker(tournament: &Tournament, trf: &str) -> String {
    let mut lines: Vec<String> = trf.lines().map(str::to_string).collect();
    let teams = tournament.teams.as_ref().expect("teams");
    for round in &teams.rounds {
        for team_match in round.matches.iter().filter(|m| m.forfeit.is_some()) {
            let forfeit = team_match.forfeit.expect("forfeited");
            for side in [Side::First, Side::Second] {
                let team = teams.team(team_match.team(side)).expect("a team");
                let won = forfeit.wins(side);
                for &tpn in team.roster.iter().take(teams.boards as usize) {
                    let record = format!("001 {tpn:>4}");
                    let line = lines
                        .iter_mut()
                        .find(|line| line.starts_with(&record))
                        .expect("the player's record");
                    let column = 92 + 10 * (round.number as usize - 1);
                    let mut chars: Vec<char> = line.chars().collect();
                    chars.resize(chars.len().max(column + 7), ' ');
                    let entry = if won { "0000 - +" } else { "0000 - -" };
                    chars.splice(column - 1..column + 7, entry.chars());
                    if won {
                        let points: f64 = chars[80..84]
                            .iter()
                            .collect::<String>()
                            .trim()
                            .parse()
                            .expect("points");
                        let text = format!("{:>4.1}", points + 1.0);
                        chars.splice(80..84, text.chars());
                    }
                    *line = chars.into_iter().collect();
                }
            }
        }
    }
    lines.join("\r\n") + "\r\n"
}

/// Whether a board of the event was left empty by both teams: the checker cannot read
/// its file (`KeyError: 0`).
fn board_left_empty_by_both(tournament: &Tournament) -> bool {
    let teams = tournament.teams.as_ref().expect("teams");
    teams
        .rounds
        .iter()
        .flat_map(|round| &round.matches)
        .any(|m| {
            m.has_lineups()
                && (1..=teams.boards).any(|board| {
                    m.player(Side::First, board).is_none()
                        && m.player(Side::Second, board).is_none()
                })
        })
}

/// The teams that played a match no board of which was played over the board and whose
/// boards do not all have the same result (one board won by forfeit, another lost):
/// the checker takes such a match as an unplayed round and gives every board the match's
/// game points spread evenly, where C.07 12 counts "individual forfeits ... as standard
/// wins/losses", board by board, as arbiter does (docs/readings.md, the team tie-breaks:
/// adjudicated). A difference in their board-level tie-breaks ([`reads_boards`]), in a
/// rank after an order holding one, or in a tie-break that ranks a tied group after one
/// (any team's: the group is the one the board-level values left), is listed apart and
/// fails nothing.
fn boards_read_otherwise(tournament: &Tournament) -> BTreeSet<TeamNumber> {
    let teams = tournament.teams.as_ref().expect("teams");
    let records = team_records(tournament, teams, tournament.rounds_paired());
    (1..)
        .zip(&records)
        .filter(|(_, rounds)| {
            rounds.iter().any(|round| {
                round.opponent.is_some()
                    && !round.played
                    && round.boards.iter().any(|&board| board != round.boards[0])
            })
        })
        .map(|(team, _)| team)
        .collect()
}

/// Whether `tiebreak` reads the boards' game points one by one: `BC`, `TBR`, `BBE`,
/// `WIN:GP` (boards won) and the extended direct encounter with board tie-breaks.
fn reads_boards(tiebreak: &TeamTiebreak, primary: TeamScore) -> bool {
    match tiebreak.kind {
        TeamTiebreakKind::BC | TeamTiebreakKind::TBR | TeamTiebreakKind::BBE => true,
        TeamTiebreakKind::WIN => tiebreak.score.unwrap_or(primary) == TeamScore::GamePoints,
        TeamTiebreakKind::EDE(boards) => boards != EncounterBoards::None,
        _ => false,
    }
}

/// Whether `tiebreak` ranks a tied group as a whole (`TBR`, `BBE`, the extended direct
/// encounter): its value for any team of the group depends on the group.
fn ranks_groups(tiebreak: &TeamTiebreak) -> bool {
    matches!(
        tiebreak.kind,
        TeamTiebreakKind::TBR | TeamTiebreakKind::BBE | TeamTiebreakKind::EDE(_)
    )
}

/// The checker's values per team number, one per tie-break of `order` after its match
/// points, and its rank. The checker runs verbose (`-v`), so that a failure shows its
/// Python traceback; the lines that are not a team's values (its version) are passed
/// over.
fn checker_values(
    checker: &Path,
    trf: &Path,
    rounds: u32,
    round_robin: bool,
    order: &[&str],
) -> Vec<(u32, Vec<f64>)> {
    let output = Command::new("python3")
        .arg(checker)
        .arg("-i")
        .arg(trf)
        .arg(if round_robin { "-p" } else { "-s" })
        .args(["-v", "-n", &rounds.to_string(), "-d", "C", "-t", "MPTS"])
        .args(order)
        .output()
        .expect("python3 runs");
    let text = String::from_utf8_lossy(&output.stdout);
    let mut rows: Vec<(u32, u32, Vec<f64>)> = text
        .lines()
        .filter_map(|line| {
            let cells: Vec<&str> = line.split(',').collect();
            let team = cells.first()?.parse().ok()?;
            let rank = cells.get(1)?.parse().ok()?;
            (cells.len() == order.len() + 3).then_some(())?;
            let values = cells[3..]
                .iter()
                .map(|cell| cell.parse().unwrap_or(f64::NAN))
                .collect();
            Some((team, rank, values))
        })
        .collect();
    rows.sort_by_key(|(team, _, _)| *team);
    assert!(
        !rows.is_empty(),
        "checker said: {text}{}\non {}",
        String::from_utf8_lossy(&output.stderr),
        std::fs::read_to_string(trf).unwrap_or_default()
    );
    rows.into_iter()
        .map(|(_, rank, values)| (rank, values))
        .collect()
}

/// The events compared: 15 seeds of team Swiss events paired by hand and of team round
/// robins, and 16 of team Swiss events paired by the engine (those the engine can pair to
/// the end).
fn events() -> Vec<(String, TeamSystem, Tournament)> {
    let mut events = Vec::new();
    for seed in 0..15 {
        for system in [TeamSystem::Swiss, TeamSystem::RoundRobin] {
            // Odd fields in the Swiss only: the checker fails (KeyError 'gpoints',
            // versions 1.9.57 and 1.10.62) on the extended Sonneborn-Berger of a round
            // robin with a free round.
            let (teams, rounds) = match system {
                TeamSystem::Swiss => (4 + (seed % 4) as u32, 5),
                TeamSystem::RoundRobin => (4 + 2 * (seed % 2) as u32, 3 + 2 * (seed % 2) as u32),
            };
            let boards = [2, 4, 6][seed as usize % 3];
            let name = format!("{system} seed {seed}");
            events.push((name, system, generated(system, teams, boards, rounds, seed)));
        }
    }
    for seed in 0..16 {
        let teams = [6, 7, 8, 9, 10, 12][seed as usize % 6];
        let boards = [4, 2, 6][seed as usize % 3];
        if let Some(event) = engine_paired(teams, boards, 5, seed) {
            events.push((format!("engine seed {seed}"), TeamSystem::Swiss, event));
        }
    }
    events
}

#[test]
#[ignore = "needs FIDE's tie-break checker: ARBITER_TIEBREAK_CHECKER"]
fn team_tiebreaks_equal_fide_s_checker() {
    let Some(checker) = std::env::var_os("ARBITER_TIEBREAK_CHECKER") else {
        panic!("set ARBITER_TIEBREAK_CHECKER to tiebreakchecker.py");
    };
    let checker = Path::new(&checker);
    let (mut compared_events, mut unread) = (0, Vec::new());
    let (mut compared, mut adjudicated) = (0, Vec::new());
    let mut differences = Vec::new();
    for (name, system, mut tournament) in events() {
        if board_left_empty_by_both(&tournament) {
            unread.push(name);
            continue;
        }
        let directory = tempfile::tempdir().expect("temporary directory");
        let trf = directory.path().join("teams.trf");
        let text = arbiter::trf::write(&tournament).expect("TRF");
        std::fs::write(&trf, for_checker(&tournament, &text)).expect("written");
        compared_events += 1;
        let before = differences.len();
        let read_otherwise = boards_read_otherwise(&tournament);
        for order in ORDERS {
            let tiebreaks: Vec<TeamTiebreak> = order
                .iter()
                .map(|code| code.parse().expect("a team tie-break"))
                .collect();
            let settings = TeamSettings {
                tiebreaks: tiebreaks.clone(),
                ..TeamSettings::of(tournament.teams.as_ref().expect("teams"))
            };
            apply(&mut tournament, TeamEdit::Settings(settings));
            let teams_of = tournament.teams.as_ref().expect("teams");
            let rounds = tournament.rounds_paired();
            let standings = team_standings_after(&tournament, teams_of, rounds);
            let theirs = checker_values(
                checker,
                &trf,
                rounds,
                system == TeamSystem::RoundRobin,
                order,
            );
            let primary = tournament.teams.as_ref().expect("teams").swiss.primary;
            let boards_of = |tiebreak: &TeamTiebreak| reads_boards(tiebreak, primary);
            let ranks_read_otherwise =
                !read_otherwise.is_empty() && tiebreaks.iter().any(boards_of);
            for row in &standings.rows {
                let (rank, values) = &theirs[row.team as usize - 1];
                compared += 1;
                let found = match ranks_read_otherwise {
                    true => &mut adjudicated,
                    false => &mut differences,
                };
                if row.rank != *rank {
                    found.push(format!(
                        "{name} team {} after {order:?}: rank {}, checker {rank}",
                        row.team, row.rank
                    ));
                }
                for (i, (value, (code, checked))) in
                    row.values.iter().zip(order.iter().zip(values)).enumerate()
                {
                    let tiebreak = &tiebreaks[i];
                    // A group ranked after a board-level tie-break is the group it left.
                    let grouped_by_boards =
                        ranks_groups(tiebreak) && tiebreaks[..=i].iter().any(boards_of);
                    let read_otherwise = !read_otherwise.is_empty()
                        && (grouped_by_boards
                            || (boards_of(tiebreak) && read_otherwise.contains(&row.team)));
                    let found = match read_otherwise {
                        true => &mut adjudicated,
                        false => &mut differences,
                    };
                    let ours: f64 =
                        value.map_or(0.0, |value| value.to_decimal(4).parse().expect("a number"));
                    compared += 1;
                    // The checker prints hundredths, rounded half up (AOB 46.375 as
                    // 46.38): half a hundredth apart is equal.
                    if (ours - checked).abs() > 0.005 + 1e-9 {
                        found.push(format!(
                            "{name} team {} {code}: arbiter {ours}, checker {checked}",
                            row.team
                        ));
                    }
                }
            }
        }
        println!(
            "{name}: {} different ({compared} values and ranks so far)",
            differences.len() - before
        );
    }
    println!(
        "{compared_events} team events compared, {compared} values and ranks, {} different; {} more different where the checker spreads a match of boards all unplayed evenly over its boards (adjudicated for arbiter, not counted); not read by the checker (a board both teams left empty): {}",
        differences.len(),
        adjudicated.len(),
        unread.join(", ")
    );
    for difference in &adjudicated {
        println!("adjudicated: {difference}");
    }
    for difference in &differences {
        println!("{difference}");
    }
    assert!(
        differences.is_empty(),
        "{}",
        differences[..differences.len().min(40)].join("\n")
    );
}
