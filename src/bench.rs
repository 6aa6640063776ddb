//! `arbiter bench`: how fast the engines pair, measured on generated tournaments.
//!
//! Every case (one system, one number of players) runs in a child process of its own, so
//! the peak memory it reports (the kernel's high-water mark of resident memory) belongs
//! to that case alone. A case simulates a whole tournament through
//! [`crate::simulate`], timing the engine on every round.

use std::fmt::Write;
use std::process::Command;
use std::time::{Duration, Instant};

use crate::model::PairingSystem;
use crate::pairing;
use crate::simulate::{SimulationConfig, simulate_with};

/// What one case measured.
#[derive(Clone, Debug, PartialEq)]
pub struct CaseResult {
    pub system: PairingSystem,
    pub players: u32,
    pub rounds: u32,
    /// Pairing round 2.
    pub early_round: Duration,
    /// Pairing the last-but-one round (the last round relaxes some criteria).
    pub late_round: Duration,
    /// Pairing every round of the tournament, results included.
    pub whole_tournament: Duration,
    /// Peak resident memory of the process, in KiB.
    pub peak_memory_kib: Option<u64>,
}

/// Runs one case in this process.
pub fn run_case(system: PairingSystem, players: u32, rounds: u32) -> Result<CaseResult, String> {
    let mut config = SimulationConfig::new(system, players, rounds, 2026);
    config.forfeit_rate = 0.01;
    config.bye_rate = 0.01;
    config.withdraw_rate = 0.005;
    let mut times = Vec::new();
    let start = Instant::now();
    simulate_with(&config, |request| {
        let started = Instant::now();
        let pairing = pairing::pair(request);
        times.push(started.elapsed());
        pairing
    })
    .map_err(|error| error.to_string())?;
    let whole_tournament = start.elapsed();
    let at = |round: usize| {
        times
            .get(round.saturating_sub(1))
            .copied()
            .unwrap_or_default()
    };
    Ok(CaseResult {
        system,
        players,
        rounds,
        early_round: at(2),
        late_round: at(rounds.saturating_sub(1).max(1) as usize),
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

/// One line a child prints for its parent.
pub fn encode(result: &CaseResult) -> String {
    format!(
        "case {} {} {} {} {} {} {}",
        result.system,
        result.players,
        result.rounds,
        result.early_round.as_nanos(),
        result.late_round.as_nanos(),
        result.whole_tournament.as_nanos(),
        result.peak_memory_kib.unwrap_or(0)
    )
}

fn decode(line: &str) -> Option<CaseResult> {
    let words: Vec<&str> = line.strip_prefix("case ")?.split_whitespace().collect();
    let nanos = |i: usize| words.get(i)?.parse::<u64>().ok().map(Duration::from_nanos);
    Some(CaseResult {
        system: words.first()?.parse().ok()?,
        players: words.get(1)?.parse().ok()?,
        rounds: words.get(2)?.parse().ok()?,
        early_round: nanos(3)?,
        late_round: nanos(4)?,
        whole_tournament: nanos(5)?,
        peak_memory_kib: words.get(6)?.parse().ok().filter(|&k| k > 0),
    })
}

/// Runs every case in a child process (`arbiter bench --case ...`) and returns the table.
pub fn run_all(systems: &[PairingSystem], sizes: &[u32], rounds: u32) -> String {
    let executable = std::env::current_exe();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:<13} {:>7} {:>7} {:>12} {:>12} {:>14} {:>11}",
        "system", "players", "rounds", "early round", "late round", "whole", "peak memory"
    );
    for &system in systems {
        for &players in sizes {
            let outcome = match &executable {
                Ok(exe) => Command::new(exe)
                    .args(["bench", "--case", &format!("{system}:{players}:{rounds}")])
                    .output()
                    .map_err(|e| e.to_string()),
                Err(e) => Err(e.to_string()),
            };
            let row = match outcome {
                Ok(output) => {
                    let stdout = String::from_utf8_lossy(&output.stdout);
                    match stdout.lines().find_map(decode) {
                        Some(result) => format_row(&result),
                        None => format!(
                            "{system:<13} {players:>7} {rounds:>7}  failed: {}",
                            String::from_utf8_lossy(&output.stderr).trim()
                        ),
                    }
                }
                Err(error) => format!("{system:<13} {players:>7} {rounds:>7}  failed: {error}"),
            };
            let _ = writeln!(out, "{row}");
        }
    }
    out
}

fn format_row(result: &CaseResult) -> String {
    format!(
        "{:<13} {:>7} {:>7} {:>12} {:>12} {:>14} {:>11}",
        result.system.to_string(),
        result.players,
        result.rounds,
        duration(result.early_round),
        duration(result.late_round),
        duration(result.whole_tournament),
        result
            .peak_memory_kib
            .map_or("-".to_string(), |k| format!("{:.1} MB", k as f64 / 1024.0)),
    )
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
            players: 500,
            rounds: 9,
            early_round: Duration::from_micros(1500),
            late_round: Duration::from_millis(20),
            whole_tournament: Duration::from_millis(2500),
            peak_memory_kib: Some(10240),
        };
        assert_eq!(decode(&encode(&result)), Some(result.clone()));
        assert_eq!(
            format_row(&result),
            "dubov             500       9       1.5 ms      20.0 ms         2.50 s     10.0 MB"
        );
    }
}
