//! `arbiter bench`: how fast the engines pair and the terminal application answers,
//! measured on generated tournaments.
//!
//! Every case (one system in one edition of its rules, one number of players) runs in a
//! child process of its own, so the peak memory it reports (the kernel's high-water mark
//! of resident memory) belongs to that case alone, and a case that outlasts the time
//! limit is stopped without stopping the table. An engine case simulates a whole tournament through
//! [`crate::pairing::simulate`], timing the engine on every round, and saves it; a second child
//! then opens that file in the terminal application ([`crate::tui::bench`]): cold start
//! (reading the file and drawing the first frame), the slowest keystroke-to-frame, and
//! the application's own peak memory.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use color_eyre::eyre::{Result, eyre};

use crate::model::{PairingEdition, PairingSystem};
use crate::pairing;
use crate::pairing::simulate::{SimulationConfig, simulate_with};

/// What one case measured.
#[derive(Clone, Debug, PartialEq)]
pub struct CaseResult {
    pub system: PairingSystem,
    pub edition: PairingEdition,
    pub players: u32,
    pub rounds: u32,
    /// Pairing each round, in order.
    pub round_times: Vec<Duration>,
    /// Pairing every round of the tournament, results included.
    pub whole_tournament: Duration,
    /// Peak resident memory of the process, in KiB.
    pub peak_memory_kib: Option<u64>,
}

impl CaseResult {
    /// The slowest round and its number.
    fn slowest_round(&self) -> Option<(u32, Duration)> {
        (1..)
            .zip(self.round_times.iter().copied())
            .max_by_key(|&(round, time)| (time, std::cmp::Reverse(round)))
    }
}

/// The rounds the table shows a column for, of a tournament of `rounds`: the first,
/// the second, the middle one (round 6 of 11) and the last but one (the last round relaxes
/// some criteria), those that exist, each once.
fn shown_rounds(rounds: u32) -> Vec<u32> {
    let mut shown: Vec<u32> = [1, 2, rounds.div_ceil(2), rounds.saturating_sub(1)]
        .into_iter()
        .filter(|&round| round >= 1 && round <= rounds)
        .collect();
    shown.sort_unstable();
    shown.dedup();
    shown
}

/// What the terminal application measured on one tournament file.
#[derive(Clone, Debug, PartialEq)]
pub struct TuiResult {
    /// Reading the file and drawing the first frame.
    pub cold_start: Duration,
    /// The slowest keystroke-to-frame of a session over every screen.
    pub slowest_keystroke: Duration,
    pub peak_memory_kib: Option<u64>,
}

/// Opens `file` in the terminal application (on a test backend) and measures it.
pub fn run_tui_case(file: &Path) -> Result<TuiResult> {
    let started = Instant::now();
    let tournament = crate::storage::load(file)?;
    let loaded = started.elapsed();
    let (first_frame, slowest_keystroke) = crate::tui::bench::measure(&tournament);
    Ok(TuiResult {
        cold_start: loaded + first_frame,
        slowest_keystroke,
        peak_memory_kib: peak_memory_kib(),
    })
}

/// Runs one engine case in this process, saving the tournament to `save` if given.
pub fn run_case(
    system: PairingSystem,
    edition: PairingEdition,
    players: u32,
    rounds: u32,
    save: Option<&Path>,
) -> Result<CaseResult> {
    let mut config = SimulationConfig::new(system, players, rounds, 2026);
    config.edition = edition;
    config.forfeit_rate = 0.01;
    config.bye_rate = 0.01;
    config.withdraw_rate = 0.005;
    let mut times = Vec::new();
    let start = Instant::now();
    let tournament = simulate_with(&config, |request| {
        let started = Instant::now();
        let pairing = pairing::pair(request);
        times.push(started.elapsed());
        pairing
    })
    // The message names the pairing error already: no second line for its source.
    .map_err(|error| eyre!("{error}"))?;
    if let Some(path) = save {
        crate::storage::save(path, &tournament)?;
    }
    let whole_tournament = start.elapsed();
    Ok(CaseResult {
        system,
        edition,
        players,
        rounds,
        round_times: times,
        whole_tournament,
        peak_memory_kib: peak_memory_kib(),
    })
}

/// The high-water mark of this process's resident memory (Linux `VmHWM`).
pub fn peak_memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The line a TUI child prints for its parent.
pub fn encode_tui(result: &TuiResult) -> String {
    format!(
        "tui {} {} {}",
        result.cold_start.as_nanos(),
        result.slowest_keystroke.as_nanos(),
        result.peak_memory_kib.unwrap_or(0)
    )
}

fn decode_tui(line: &str) -> Option<TuiResult> {
    let words: Vec<&str> = line.strip_prefix("tui ")?.split_whitespace().collect();
    let nanos = |i: usize| words.get(i)?.parse::<u64>().ok().map(Duration::from_nanos);
    Some(TuiResult {
        cold_start: nanos(0)?,
        slowest_keystroke: nanos(1)?,
        peak_memory_kib: words.get(2)?.parse().ok().filter(|&k| k > 0),
    })
}

/// One line a child prints for its parent: the case, the whole tournament, the peak
/// memory, then every round's time.
pub fn encode(result: &CaseResult) -> String {
    let mut line = format!(
        "case {} {} {} {} {} {}",
        result.system,
        result.edition,
        result.players,
        result.rounds,
        result.whole_tournament.as_nanos(),
        result.peak_memory_kib.unwrap_or(0)
    );
    for time in &result.round_times {
        line.push_str(&format!(" {}", time.as_nanos()));
    }
    line
}

fn decode(line: &str) -> Option<CaseResult> {
    let words: Vec<&str> = line.strip_prefix("case ")?.split_whitespace().collect();
    let nanos = |word: &str| word.parse::<u64>().ok().map(Duration::from_nanos);
    Some(CaseResult {
        system: words.first()?.parse().ok()?,
        edition: words.get(1)?.parse().ok()?,
        players: words.get(2)?.parse().ok()?,
        rounds: words.get(3)?.parse().ok()?,
        whole_tournament: nanos(words.get(4)?)?,
        peak_memory_kib: words.get(5)?.parse().ok().filter(|&k| k > 0),
        round_times: words
            .get(6..)?
            .iter()
            .map(|word| nanos(word))
            .collect::<Option<_>>()?,
    })
}

/// Runs `arbiter` again with `args` and returns what it printed, or why it failed
/// (stopping it after `limit`).
fn child(args: &[&str], limit: Duration) -> Result<String> {
    let executable = std::env::current_exe()?;
    let mut process = Command::new(executable)
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()?;
    let started = Instant::now();
    while process.try_wait()?.is_none() {
        if started.elapsed() > limit {
            let _ = process.kill();
            let _ = process.wait();
            return Err(eyre!("stopped after {} s", limit.as_secs()));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let output = process.wait_with_output()?;
    if output.status.success() {
        Ok(String::from_utf8_lossy(&output.stdout).into_owned())
    } else {
        Err(eyre!("{}", String::from_utf8_lossy(&output.stderr).trim()))
    }
}

/// Runs every case (each system in each of its editions that `editions` lets through, all
/// when empty) in child processes (`arbiter bench --case ...`, then `arbiter bench
/// --tui-case FILE`), each stopped after `limit`, and returns the two tables: the
/// engines, then the application.
pub fn run_all(
    systems: &[PairingSystem],
    editions: &[PairingEdition],
    sizes: &[u32],
    rounds: u32,
    limit: Duration,
) -> String {
    // A new private directory (not a predictable name in the shared /tmp), removed when
    // dropped.
    let directory = match tempfile::Builder::new().prefix("arbiter-bench-").tempdir() {
        Ok(directory) => directory,
        Err(error) => return format!("cannot create a temporary directory: {error}\n"),
    };
    let mut engines = header(rounds);
    engines.push('\n');
    let mut application = format!(
        "{:<18} {:>7} {:>16} {:>18} {:>11}\n",
        "application", "players", "cold start", "slowest keystroke", "peak memory"
    );
    let cases = systems.iter().flat_map(|&system| {
        system
            .editions()
            .iter()
            .map(move |&(edition, _)| (system, edition))
            .filter(|(_, edition)| editions.is_empty() || editions.contains(edition))
    });
    for (system, edition) in cases {
        let label = format!("{system} {edition}");
        for &players in sizes {
            let file = directory
                .path()
                .join(format!("{system}-{edition}-{players}.toml"));
            let case = format!("{system}:{edition}:{players}:{rounds}");
            let path = file.to_string_lossy().into_owned();
            let row = match child(&["bench", "--case", &case, "--save", &path], limit) {
                Ok(out) => match out.lines().find_map(decode) {
                    Some(result) => format_row(&result),
                    None => format!("{label:<18} {players:>7} {rounds:>6}  failed: no result"),
                },
                Err(error) => format!("{label:<18} {players:>7} {rounds:>6}  failed: {error}"),
            };
            engines.push_str(&row);
            engines.push('\n');
            if !file.exists() {
                continue;
            }
            let row = match child(&["bench", "--tui-case", &path], limit) {
                Ok(out) => match out.lines().find_map(decode_tui) {
                    Some(result) => format!(
                        "{label:<18} {players:>7} {:>16} {:>18} {:>11}",
                        duration(result.cold_start),
                        duration(result.slowest_keystroke),
                        memory(result.peak_memory_kib)
                    ),
                    None => format!("{label:<18} {players:>7}  failed: no result"),
                },
                Err(error) => format!("{label:<18} {players:>7}  failed: {error}"),
            };
            application.push_str(&row);
            application.push('\n');
        }
    }
    format!("{engines}\n{application}")
}

fn memory(kib: Option<u64>) -> String {
    kib.map_or("-".to_string(), |k| format!("{:.1} MB", k as f64 / 1024.0))
}

/// The width of a round's column.
const ROUND_COLUMN: usize = 10;

/// The width of the slowest round's column: its time and its number.
const SLOWEST_COLUMN: usize = 17;

/// The engines' table header for tournaments of `rounds`: a column for each of
/// [`shown_rounds`], then the slowest of all rounds.
fn header(rounds: u32) -> String {
    let mut line = format!("{:<18} {:>7} {:>6}", "system", "players", "rounds");
    for round in shown_rounds(rounds) {
        line.push_str(&format!(" {:>ROUND_COLUMN$}", format!("round {round}")));
    }
    line.push_str(&format!(
        " {:>SLOWEST_COLUMN$} {:>10} {:>11}",
        "slowest round", "whole", "peak memory"
    ));
    line
}

/// A case's row, under [`header`]'s columns ("-": a round the case did not reach).
fn format_row(result: &CaseResult) -> String {
    let mut line = format!(
        "{:<18} {:>7} {:>6}",
        format!("{} {}", result.system, result.edition),
        result.players,
        result.rounds
    );
    for round in shown_rounds(result.rounds) {
        let time = result
            .round_times
            .get(round as usize - 1)
            .map_or("-".to_string(), |&time| duration(time));
        line.push_str(&format!(" {time:>ROUND_COLUMN$}"));
    }
    let slowest = result
        .slowest_round()
        .map_or("-".to_string(), |(round, time)| {
            format!("{} (r{round})", duration(time))
        });
    line.push_str(&format!(
        " {slowest:>SLOWEST_COLUMN$} {:>10} {:>11}",
        duration(result.whole_tournament),
        memory(result.peak_memory_kib),
    ));
    line
}

fn duration(d: Duration) -> String {
    if d >= Duration::from_secs(1) {
        format!("{:.2} s", d.as_secs_f64())
    } else {
        format!("{:.1} ms", d.as_secs_f64() * 1000.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_case_line_reads_back() {
        let result = CaseResult {
            system: PairingSystem::Dubov,
            edition: PairingEdition::Rules1997,
            players: 500,
            rounds: 9,
            round_times: [900, 1500, 3000, 800, 12000, 2000, 1000, 20000, 700]
                .map(Duration::from_micros)
                .to_vec(),
            whole_tournament: Duration::from_millis(2500),
            peak_memory_kib: Some(10240),
        };
        assert_eq!(decode(&encode(&result)), Some(result.clone()));
        assert_eq!(
            header(9),
            "system             players rounds    round 1    round 2    round 5    round 8     slowest round      whole peak memory"
        );
        assert_eq!(
            format_row(&result),
            "dubov 1997             500      9     0.9 ms     1.5 ms    12.0 ms    20.0 ms      20.0 ms (r8)     2.50 s     10.0 MB"
        );
    }

    #[test]
    fn the_columns_are_the_rounds_the_tournament_has() {
        assert_eq!(shown_rounds(11), [1, 2, 6, 10]);
        assert_eq!(shown_rounds(4), [1, 2, 3]);
        assert_eq!(shown_rounds(3), [1, 2]);
        assert_eq!(shown_rounds(2), [1, 2]);
        assert_eq!(shown_rounds(1), [1]);
        assert_eq!(
            header(1),
            "system             players rounds    round 1     slowest round      whole peak memory"
        );
        let one_round = CaseResult {
            system: PairingSystem::Dutch,
            edition: PairingEdition::Rules2026,
            players: 500,
            rounds: 1,
            round_times: vec![Duration::from_micros(900)],
            whole_tournament: Duration::from_millis(1),
            peak_memory_kib: None,
        };
        assert_eq!(
            format_row(&one_round),
            "dutch 2026             500      1     0.9 ms       0.9 ms (r1)     1.0 ms           -"
        );
        // A tie goes to the earlier round; a round not reached shows "-".
        let unfinished = CaseResult {
            rounds: 3,
            round_times: vec![Duration::from_secs(2), Duration::from_secs(2)],
            ..one_round
        };
        assert_eq!(
            format_row(&unfinished),
            "dutch 2026             500      3     2.00 s     2.00 s       2.00 s (r1)     1.0 ms           -"
        );
    }
}
