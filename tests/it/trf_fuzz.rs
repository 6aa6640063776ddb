//! Property tests of the TRF reader and writer (issue 10): generated tournaments of all
//! three systems read back equal and write back byte-identical, and no input, however
//! damaged, makes the reader panic or hang: it answers with a tournament or with an
//! error at a line and column of the file (only a few errors are about the file as a
//! whole). A file the reader accepts also writes out and reads back as the same
//! tournament.
//!
//! Each property runs a few hundred cases; `PROPTEST_CASES=20000 cargo test --test it
//! trf_fuzz` runs a longer search.

use std::sync::mpsc;
use std::time::Duration;

use arbiter::model::{Editions, PairingSystem, Tournament};
use arbiter::pairing::simulate::{SimulationConfig, pair_neighbours, simulate_with};
use arbiter::trf::{self, MAX_PROBLEMS, TrfErrorKind, TrfErrors, TrfImport, TrfWriteError};
use proptest::option::weighted as sometimes;
use proptest::prelude::*;
use proptest::sample::Index;

fn system() -> impl Strategy<Value = PairingSystem> {
    prop_oneof![
        Just(PairingSystem::DoubleSwiss),
        Just(PairingSystem::Dutch),
        Just(PairingSystem::Dubov)
    ]
}

/// What a generated tournament looks like, beyond its system and seed.
#[derive(Clone, Debug)]
struct Shape {
    players: u32,
    rounds_planned: u32,
    rounds_played: u32,
    late_entries: u32,
    /// Forfeit, bye and withdrawal rates, in percent.
    mishaps: u32,
    /// Start date as (year, month, first day), if the tournament has one.
    start: Option<(u32, u32, u32)>,
    /// Rounds with a date, and for each round whether it is a day after the one before.
    dated_rounds: u32,
    next_day: Vec<bool>,
    deputies: usize,
}

fn shape() -> impl Strategy<Value = Shape> {
    (2u32..26, 1u32..8)
        .prop_flat_map(|(players, planned)| {
            (
                Just(players),
                Just(planned),
                0..=planned,
                0u32..=players / 5,
                0u32..8,
                proptest::option::of((1960u32..2040, 1u32..=12, 1u32..=10)),
                0..=planned,
                prop::collection::vec(any::<bool>(), planned as usize),
                0usize..3,
            )
        })
        .prop_map(
            |(players, rounds_planned, played, late, mishaps, start, dated, next_day, deputies)| {
                Shape {
                    players,
                    rounds_planned,
                    rounds_played: played,
                    // Late entries need a round 2 to enter before, and two starters.
                    late_entries: if played >= 2 && players >= late + 2 {
                        late
                    } else {
                        0
                    },
                    mishaps,
                    start,
                    dated_rounds: dated,
                    next_day,
                    deputies,
                }
            },
        )
}

const DEPUTIES: [&str; 2] = ["FA Lund, Ola", "NA Kovacs, Anna"];

fn tournament(system: PairingSystem, shape: &Shape, seed: u64) -> Tournament {
    let rate = f64::from(shape.mishaps) / 100.0;
    let config = SimulationConfig {
        rounds_played: shape.rounds_played,
        forfeit_rate: rate,
        match_forfeit_rate: rate,
        bye_rate: rate,
        withdraw_rate: rate,
        late_entries: shape.late_entries,
        ..SimulationConfig::new(system, shape.players, shape.rounds_planned, seed)
    };
    let mut t = simulate_with(&config, pair_neighbours).expect("the settings are valid");
    let (year, month, first_day) = shape.start.unwrap_or((2026, 11, 20));
    let mut day = first_day;
    t.info.round_dates = (0..shape.dated_rounds as usize)
        .map(|round| {
            if round > 0 && shape.next_day[round] {
                day += 1;
            }
            format!("{year}-{month:02}-{day:02}")
        })
        .collect();
    if shape.start.is_some() {
        t.info.start_date = Some(format!("{year}-{month:02}-{first_day:02}"));
        t.info.end_date = Some(format!("{year}-{month:02}-{:02}", first_day + 8));
    }
    t.info.deputy_arbiters = DEPUTIES[..shape.deputies]
        .iter()
        .map(|d| arbiter::model::Arbiter::read(d))
        .collect();
    // A TRF carries no rating and tie-break editions: a reader takes those in force on
    // the tournament's dates, as a tournament made with these dates would have them.
    let date = t
        .info
        .start_date
        .clone()
        .or(t.info.round_dates.first().cloned());
    let in_force = date.map_or(Editions::founding(system), |date| {
        Editions::in_force(system, &date)
    });
    t.editions.rating = in_force.rating;
    t.editions.tiebreaks = in_force.tiebreaks;
    t
}

/// The TRF of a generated tournament; `None` for one whose last rounds have only
/// requested byes (a tiny field where everyone asked for one), which TRF cannot show as
/// paired.
fn written(t: &Tournament) -> Option<String> {
    match trf::write(t) {
        Ok(text) => Some(text),
        Err(TrfWriteError::RoundWithoutGames(round)) => {
            let last = t.rounds.last().expect("a round without games exists");
            assert!(last.pairings.is_empty() && round <= last.number);
            None
        }
        Err(error) => panic!("a generated tournament is writable: {error}"),
    }
}

/// What a TRF does not carry: board numbers (boards are numbered on reading) and
/// player ids (a player read has his starting rank as id).
fn without_board_numbers(mut t: Tournament) -> Tournament {
    for player in &mut t.players {
        player.stable_id = None;
    }
    for round in &mut t.rounds {
        for pairing in &mut round.pairings {
            pairing.board = 0;
        }
        round.pairings.sort_by_key(|p| p.white);
    }
    t
}

/// Reads `text` on another thread: a reader that panics fails the test with its panic,
/// one that does not answer within a minute (a read takes microseconds) fails it as a
/// hang.
fn read_or_hang(text: &str, system: Option<PairingSystem>) -> Result<TrfImport, TrfErrors> {
    let (sender, receiver) = mpsc::channel();
    let owned = text.to_string();
    let reader = std::thread::spawn(move || {
        let _ = sender.send(trf::read(&owned, system));
    });
    match receiver.recv_timeout(Duration::from_secs(60)) {
        Ok(answer) => answer,
        Err(mpsc::RecvTimeoutError::Disconnected) => match reader.join() {
            Err(panic) => std::panic::resume_unwind(panic),
            Ok(()) => unreachable!("the reader thread sends before it ends"),
        },
        Err(mpsc::RecvTimeoutError::Timeout) => panic!("the reader hangs on:\n{text}"),
    }
}

/// The lines of `text` as the reader counts them: CR, LF and CRLF end a line.
fn line_lengths(text: &str) -> Vec<usize> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lengths = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let end = rest.find(['\r', '\n']).unwrap_or(rest.len());
        lengths.push(rest[..end].trim_end().chars().count());
        rest = &rest[end..];
        rest = rest
            .strip_prefix("\r\n")
            .or_else(|| rest.strip_prefix(['\r', '\n']))
            .unwrap_or(rest);
    }
    lengths
}

/// The errors that are about the file as a whole and so have no position.
fn is_about_the_whole_file(kind: &TrfErrorKind) -> bool {
    match kind {
        TrfErrorKind::Empty => true,
        TrfErrorKind::Missing(_) => false,
        TrfErrorKind::Inconsistent(message) => {
            message.starts_with("the player records have round columns up to round")
                || message.starts_with("the file describes an inconsistent tournament")
        }
        TrfErrorKind::UnknownRecord { .. }
        | TrfErrorKind::Malformed { .. }
        | TrfErrorKind::Unsupported(_)
        | TrfErrorKind::NotPaired { .. }
        | TrfErrorKind::TeamTournament { .. } => false,
    }
}

/// The reader answers `text` without panicking or hanging; an error points into the
/// file, and an accepted file writes out and reads back the same. A field missing
/// from a short line is pointed at where it belongs: at most the first round column
/// (92), or the round block after the end of the line.
fn check_answer(text: &str, system: Option<PairingSystem>) -> Result<(), TestCaseError> {
    match read_or_hang(text, system) {
        Ok(import) => {
            let written = trf::write(&import.tournament)
                .map_err(|e| TestCaseError::fail(format!("accepted but not writable: {e}")))?;
            let again = read_or_hang(&written, system)
                .map_err(|e| TestCaseError::fail(format!("written {written:?} fails: {e}")))?;
            prop_assert_eq!(&again.tournament, &import.tournament);
            prop_assert_eq!(trf::write(&again.tournament).ok(), Some(written));
        }
        Err(errors) => {
            prop_assert!(!errors.errors.is_empty() && errors.errors.len() <= MAX_PROBLEMS);
            let lines = line_lengths(text);
            for error in &errors.errors {
                prop_assert!(!error.to_string().is_empty());
                match error.position {
                    Some(position) => {
                        prop_assert!(
                            position.line >= 1 && position.line <= lines.len(),
                            "{error}: the file has {} lines",
                            lines.len()
                        );
                        let length = lines[position.line - 1];
                        prop_assert!(
                            position.column >= 1 && position.column <= length.max(91) + 10,
                            "{error}: line {} has {length} characters",
                            position.line
                        );
                    }
                    None => prop_assert!(
                        is_about_the_whole_file(&error.kind),
                        "{error:?} has no position"
                    ),
                }
            }
        }
    }
    Ok(())
}

/// One way of damaging a file, at places chosen by [`Index`]es.
#[derive(Clone, Debug)]
enum Damage {
    DeleteChar(Index, Index),
    InsertChar(Index, Index, char),
    ReplaceChar(Index, Index, char),
    /// Inserts (or removes) blanks at a column: the rest of the line moves.
    ShiftColumns(Index, Index, usize, bool),
    DuplicateLine(Index, Index),
    SwapLines(Index, Index),
    TruncateLine(Index, Index),
    DeleteLine(Index),
    JoinLines(Index),
}

/// Characters that mean something in a TRF, and now and then any character.
fn trf_char() -> impl Strategy<Value = char> {
    prop_oneof![
        4 => prop::sample::select(
            " 0123456789/.-+=wbmfWBUHFZDLXgc,\r\n".chars().collect::<Vec<_>>()
        ),
        1 => any::<char>(),
    ]
}

fn damage() -> impl Strategy<Value = Damage> {
    let at = || (any::<Index>(), any::<Index>());
    prop_oneof![
        at().prop_map(|(l, c)| Damage::DeleteChar(l, c)),
        (at(), trf_char()).prop_map(|((l, c), x)| Damage::InsertChar(l, c, x)),
        (at(), trf_char()).prop_map(|((l, c), x)| Damage::ReplaceChar(l, c, x)),
        (at(), 1usize..12, any::<bool>())
            .prop_map(|((l, c), n, i)| Damage::ShiftColumns(l, c, n, i)),
        at().prop_map(|(a, b)| Damage::DuplicateLine(a, b)),
        at().prop_map(|(a, b)| Damage::SwapLines(a, b)),
        at().prop_map(|(l, c)| Damage::TruncateLine(l, c)),
        any::<Index>().prop_map(Damage::DeleteLine),
        any::<Index>().prop_map(Damage::JoinLines),
    ]
}

fn apply(lines: &mut Vec<Vec<char>>, damage: &Damage) {
    if lines.is_empty() {
        return;
    }
    let line = |index: &Index| index.index(lines.len());
    match damage {
        Damage::DeleteChar(l, c) => {
            let l = line(l);
            if !lines[l].is_empty() {
                let c = c.index(lines[l].len());
                lines[l].remove(c);
            }
        }
        Damage::InsertChar(l, c, x) => {
            let l = line(l);
            let c = c.index(lines[l].len() + 1);
            lines[l].insert(c, *x);
        }
        Damage::ReplaceChar(l, c, x) => {
            let l = line(l);
            if !lines[l].is_empty() {
                let c = c.index(lines[l].len());
                lines[l][c] = *x;
            }
        }
        Damage::ShiftColumns(l, c, n, insert) => {
            let l = line(l);
            let c = c.index(lines[l].len() + 1);
            if *insert {
                lines[l].splice(c..c, std::iter::repeat_n(' ', *n));
            } else {
                let end = (c + n).min(lines[l].len());
                lines[l].drain(c..end);
            }
        }
        Damage::DuplicateLine(from, to) => {
            let copy = lines[line(from)].clone();
            let to = to.index(lines.len() + 1);
            lines.insert(to, copy);
        }
        Damage::SwapLines(a, b) => {
            let (a, b) = (line(a), line(b));
            lines.swap(a, b);
        }
        Damage::TruncateLine(l, c) => {
            let l = line(l);
            let c = c.index(lines[l].len() + 1);
            lines[l].truncate(c);
        }
        Damage::DeleteLine(l) => {
            let l = line(l);
            lines.remove(l);
        }
        Damage::JoinLines(l) => {
            let l = line(l);
            if l + 1 < lines.len() {
                let next = lines.remove(l + 1);
                lines[l].extend(next);
            }
        }
    }
}

/// Result codes of White and Black in one game: mostly ones that agree, some that
/// do not.
const RESULTS: [(char, char); 12] = [
    ('1', '0'),
    ('0', '1'),
    ('=', '='),
    ('+', '-'),
    ('-', '+'),
    ('-', '-'),
    ('W', 'L'),
    ('D', 'D'),
    (' ', ' '),
    ('=', '0'),
    ('1', '='),
    ('1', 'L'),
];

/// The round columns (`games` blocks each) of every player for one round: players
/// paired in a random order with random results, some absent, the odd one out with a
/// bye code.
fn round_entries(players: usize, games: usize) -> impl Strategy<Value = Vec<String>> {
    (
        Just((1..=players).collect::<Vec<_>>()).prop_shuffle(),
        prop::collection::vec(0..RESULTS.len(), players),
        prop::collection::vec(0u8..12, players),
        prop::sample::select(vec!['U', 'H', 'F', 'Z', '-']),
        0u8..10,
    )
        .prop_map(move |(order, results, presence, bye, noise)| {
            let block = |opponent: usize, colour: char, code: char| {
                format!("{opponent:>4} {colour} {code}")
            };
            let mut entries = vec![vec![" ".repeat(8); games]; players];
            let mut present = Vec::new();
            for &tpn in &order {
                match presence[tpn - 1] {
                    0 => {}
                    1 => entries[tpn - 1] = vec![block(0, '-', '-'); games],
                    _ => present.push(tpn),
                }
            }
            for (pair, two) in present.chunks(2).enumerate() {
                let &[white, black] = two else {
                    entries[two[0] - 1] = vec![block(0, '-', bye); games];
                    continue;
                };
                for game in 0..games {
                    let (w, b) = RESULTS[(results[pair] + 5 * game) % RESULTS.len()];
                    let (first, second) = if game % 2 == 0 {
                        (white, black)
                    } else {
                        (black, white)
                    };
                    // Now and then both players get the same colour.
                    let second_colour = if noise == 0 { 'w' } else { 'b' };
                    entries[first - 1][game] = block(second, 'w', w);
                    entries[second - 1][game] = block(first, second_colour, b);
                }
            }
            entries
                .into_iter()
                .map(|blocks| blocks.join("  "))
                .collect()
        })
}

/// The `001` records of `players` players over `rounds` rounds, in the exact columns;
/// now and then a points column or a starting rank that does not fit.
fn player_lines(players: usize, games: usize, rounds: usize) -> impl Strategy<Value = Vec<String>> {
    (
        prop::collection::vec(round_entries(players, games), rounds),
        prop::collection::vec(proptest::option::weighted(0.1, 0u32..=120), players),
        prop::collection::vec(proptest::option::weighted(0.05, 0..=players + 1), players),
    )
        .prop_map(move |(rounds, points, tpns)| {
            (0..players)
                .map(|index| {
                    let points =
                        points[index].map_or(String::new(), |p| format!("{}.{}", p / 10, p % 10));
                    let entries: Vec<&str> = rounds.iter().map(|r| r[index].as_str()).collect();
                    format!(
                        "001 {:>4} m    {:<33} {:>4} NOR {:>11} 1990/00/00 {points:>4} {:>4}  {}",
                        tpns[index].unwrap_or(index + 1),
                        format!("Player, Number {}", index + 1),
                        1500 + 10 * index,
                        1_000_000 + index,
                        index + 1,
                        entries.join("  ")
                    )
                    .trim_end()
                    .to_string()
                })
                .collect()
        })
}

/// The tournament records a pairing engine reads, each there or not, some wrong.
fn header(players: usize, system: &'static str) -> impl Strategy<Value = Vec<String>> {
    (
        sometimes(0.8, 1u32..9),
        sometimes(0.15, 1u32..9),
        prop_oneof![
            8 => Just(system),
            1 => prop::sample::select(vec!["FIDE_DUTCH", "FIDE_DUBOV", "FIDE_DOUBLESWISS", "FIDE_BURSTEIN", ""]),
        ],
        sometimes(
            0.3,
            (
                1u32..=20,
                prop::collection::vec(0u32..3, 0..10),
                sometimes(0.2, (any::<Index>(), 1u32..=31)),
            ),
        ),
        sometimes(0.3, (prop::sample::select(vec!['H', 'F', 'Z']), 1u32..9, 1..=players)),
        sometimes(0.2, (1u32..3, 1u32..10, 1..=players, 1..=players)),
        sometimes(0.3, prop::sample::select(vec!["W", "B", "white1", "black1"])),
    )
        .prop_map(|(rounds, xxr, system, dates, bye, forbidden, colour)| {
            let mut lines = vec!["012 Fuzz Open".to_string(), "042 2025/03/14".to_string()];
            lines.extend(rounds.map(|r| format!("142 {r}")));
            // Dates in March 2025, one day apart or on the same day; now and then one
            // day changed.
            lines.extend(dates.map(|(first, steps, changed)| {
                let mut day = first;
                let mut days: Vec<u32> = steps
                    .iter()
                    .map(|step| {
                        day += step;
                        day
                    })
                    .collect();
                if let (Some((index, other)), false) = (changed, days.is_empty()) {
                    let index = index.index(days.len());
                    days[index] = other;
                }
                let columns: Vec<String> = days.iter().map(|d| format!("25/03/{d:02}")).collect();
                format!("132{}{}", " ".repeat(88), columns.join("  "))
            }));
            lines.push(format!("192 {system}"));
            lines.extend(bye.map(|(kind, round, tpn)| format!("240 {kind} {round:03} {tpn:>4}")));
            lines.extend(
                forbidden.map(|(from, to, a, b)| format!("260 {from:03} {to:03} {a:>4} {b:>4}")),
            );
            lines.extend(xxr.map(|r| format!("XXR {r}")));
            lines.extend(colour.map(|c| match c {
                "W" | "B" => format!("152 {c}"),
                _ => format!("XXC {c}"),
            }));
            lines
        })
}

/// A file in the exact layout of a TRF whose contents are drawn at random.
fn random_file() -> impl Strategy<Value = String> {
    (
        1usize..9,
        prop::sample::select(vec![
            ("FIDE_DUTCH", 1),
            ("FIDE_DUBOV", 1),
            ("FIDE_DOUBLESWISS", 2),
        ]),
        0usize..6,
    )
        .prop_flat_map(|(players, (system, games), rounds)| {
            (
                header(players, system),
                player_lines(players, games, rounds),
            )
                .prop_map(|(mut lines, players)| {
                    lines.extend(players);
                    lines.join("\r\n") + "\r\n"
                })
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn generated_tournaments_read_back_equal_and_write_back_identical(
        system in system(),
        shape in shape(),
        seed in any::<u64>(),
    ) {
        let original = tournament(system, &shape, seed);
        let Some(text) = written(&original) else {
            return Ok(());
        };
        let import = read_or_hang(&text, None)
            .map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(&import.warnings, &[]);
        prop_assert_eq!(
            without_board_numbers(import.tournament.clone()),
            without_board_numbers(original)
        );
        prop_assert_eq!(trf::write(&import.tournament).expect("writable"), text);
    }

    #[test]
    fn damaged_files_give_located_errors(
        system in system(),
        shape in shape(),
        seed in any::<u64>(),
        damages in prop::collection::vec(damage(), 1..6),
        given in proptest::option::weighted(0.2, system()),
    ) {
        let Some(text) = written(&tournament(system, &shape, seed)) else {
            return Ok(());
        };
        let mut lines: Vec<Vec<char>> = text
            .split_terminator("\r\n")
            .map(|line| line.chars().collect())
            .collect();
        for damage in &damages {
            apply(&mut lines, damage);
        }
        let damaged: String = lines
            .iter()
            .map(|line| line.iter().collect::<String>() + "\r\n")
            .collect();
        check_answer(&damaged, given)?;
    }

    #[test]
    fn random_files_in_the_trf_layout_give_located_errors(
        text in random_file(),
        given in proptest::option::weighted(0.2, system()),
    ) {
        check_answer(&text, given)?;
    }

    #[test]
    fn arbitrary_text_gives_located_errors(
        text in "(?s).{0,400}",
        given in proptest::option::weighted(0.2, system()),
    ) {
        check_answer(&text, given)?;
    }
}
