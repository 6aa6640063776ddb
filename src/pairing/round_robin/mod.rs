//! Round robins (FIDE C.05 Annexes 1 and 2): every round is known before round 1, from
//! the Berger table ([`berger`]) played in one or two cycles ([`double`]), once the
//! players have their pairing numbers: by lot, by rating, by hand or by the Varma
//! tables ([`varma`]). The pairing number is the player's TPN.
//!
//! A round pairs the table's games between the players to pair; the player the table
//! sets against the highest number of an odd field has the free round (0 points, TRF
//! `Z`, [`crate::model::PairingSystem::free_round_bye`]).
//!
//! Withdrawals (FIDE Tournament Rules, Handbook C.06, V. 5.4): "The unplayed games of the
//! player and his opponents are indicated by "-" in the tournament table and those of his
//! opponents by "+". If neither players are present, this will be indicated by two "-"",
//! whether he completed less than half of his games (5.4.1) or at least half (5.4.2,
//! "indicated as above"). Read so: a withdrawn player's scheduled games stay on their
//! boards as forfeits he loses (both lose when both have withdrawn), with a result from
//! the pairing on ([`crate::pairing::add_round`]); so the crosstable shows `+` and `-`,
//! the TRF writes them, the rating leaves them out as any forfeit, and the standings
//! count the `+` under 5.4.2 and leave it out with all his games under 5.4.1
//! ([`crate::standings`]). A player absent otherwise (a requested bye) whose scheduled
//! opponent is present or absent too does not play that round.

pub mod berger;
pub mod double;
pub mod varma;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use thiserror::Error;

pub use berger::TableGame;

use super::{PairedBoard, PairingError, PairingRequest, RoundPairing};
use crate::model::{
    Numbering, PairingSystem, RoundRobin, Schedule, ScheduledRound, Tournament, Tpn,
};

/// The games of round `round` (1-based) of the whole tournament for `players`, colours
/// as played (reversed in the second cycle), in the table's board order, the free round
/// included as a game against the number `players + 1` of an odd field. Empty for a
/// round beyond the schedule.
pub fn round_games(settings: RoundRobin, players: u32, round: u32) -> Vec<TableGame> {
    let per_cycle = RoundRobin::rounds_per_cycle(players);
    if round == 0 || per_cycle == 0 || round > settings.rounds(players) {
        return Vec::new();
    }
    let table_round = double::table_round(settings, per_cycle, round);
    let mut table = berger::table(players);
    let games = table.swap_remove(table_round.round as usize - 1);
    games
        .into_iter()
        .map(|game| match table_round.reversed {
            true => TableGame {
                white: game.black,
                black: game.white,
            },
            false => game,
        })
        .collect()
}

/// Every round of the tournament for `players`, round 1 first.
pub fn schedule(settings: RoundRobin, players: u32) -> Vec<Vec<TableGame>> {
    (1..=settings.rounds(players))
        .map(|round| round_games(settings, players, round))
        .filter(|games| !games.is_empty())
        .collect()
}

/// `tournament`'s whole schedule with the pairing numbers and names pairing round 1
/// gives them (before round 1 on a copy, so the draw by lot is the one pairing will
/// make): empty for a Swiss system, which is paired round by round.
pub fn full_schedule(tournament: &Tournament) -> Result<Schedule, NumberingError> {
    if tournament.system != PairingSystem::RoundRobin {
        return Ok(Schedule::default());
    }
    let mut numbered = tournament.clone();
    if numbered.rounds.is_empty() {
        fix_numbers(&mut numbered)?;
    }
    let players = numbered.players.len() as u32;
    let rounds = schedule(numbered.round_robin, players)
        .into_iter()
        .map(|games| ScheduledRound {
            free: games
                .iter()
                .find(|g| g.white > players || g.black > players)
                .map(|g| g.white.min(g.black)),
            games: games
                .iter()
                .filter(|g| g.white <= players && g.black <= players)
                .map(|g| (g.white, g.black))
                .collect(),
        })
        .collect();
    let names = numbered.players.iter().map(|p| p.titled_name()).collect();
    Ok(Schedule { names, rounds })
}

/// The schedule a published site shows ([`full_schedule`]): none while the numbers
/// cannot be given yet (a Varma draw the field does not fit; pairing round 1 says why).
pub fn published_schedule(tournament: &Tournament) -> Schedule {
    full_schedule(tournament).unwrap_or_default()
}

/// Pairs the request's round from the schedule.
pub fn pair(request: &PairingRequest) -> Result<RoundPairing, PairingError> {
    let players = request.players.len() as u32;
    let settings = request.round_robin;
    let games = round_games(settings, players, request.round);
    if games.is_empty() {
        return Err(PairingError::NotReady {
            round: request.round,
            reason: format!(
                "a round robin of {players} players has {} rounds",
                settings.rounds(players)
            ),
        });
    }
    let table_round = double::table_round(
        settings,
        RoundRobin::rounds_per_cycle(players),
        request.round,
    );
    let to_pair = |tpn: Tpn| request.player(tpn).is_some_and(|p| p.to_pair);
    let withdrawn = |tpn: Tpn| request.player(tpn).is_some_and(|p| p.withdrawn);
    let mut pairing = RoundPairing {
        boards: Vec::new(),
        bye: None,
    };
    for (board, game) in (1..).zip(games) {
        let seated = |tpn: Tpn| to_pair(tpn) || withdrawn(tpn);
        if game.white > players || game.black > players {
            let free = game.white.min(game.black);
            pairing.bye = to_pair(free).then_some(free);
        } else if seated(game.white) && seated(game.black) {
            let cycle = match table_round.reversed {
                true => ", colours reversed (second cycle)",
                false => "",
            };
            let forfeits: Vec<&str> = [game.white, game.black]
                .into_iter()
                .filter(|&tpn| withdrawn(tpn))
                .filter_map(|tpn| request.player(tpn))
                .map(|player| player.name.as_str())
                .collect();
            let forfeit = match forfeits.is_empty() {
                true => String::new(),
                false => format!(
                    "; forfeited by {} (withdrawn, FIDE Tournament Rules 5.4)",
                    forfeits.join(" and ")
                ),
            };
            pairing.boards.push(PairedBoard {
                white: game.white,
                black: game.black,
                explanation: format!(
                    "Berger table round {}, board {board}{cycle} (C.05 Annex 1){forfeit}",
                    table_round.round
                ),
            });
        }
    }
    Ok(pairing)
}

/// The opponent the schedule gives `tpn` in the request's round (`None` for the free
/// round): a player to pair whose opponent is neither to pair nor withdrawn is left out
/// of the round.
pub fn scheduled_opponent(request: &PairingRequest, tpn: Tpn) -> Option<Tpn> {
    let players = request.players.len() as u32;
    round_games(request.round_robin, players, request.round)
        .into_iter()
        .find_map(|game| match (game.white == tpn, game.black == tpn) {
            (true, _) => Some(game.black),
            (_, true) => Some(game.white),
            _ => None,
        })
        .filter(|&opponent| opponent <= players)
}

#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum NumberingError {
    #[error("the pairing numbers are drawn by lot ({0}) but the tournament records no seed")]
    NoSeed(Numbering),
    #[error(transparent)]
    Varma(#[from] varma::VarmaError),
    #[error("the pairing numbers are fixed once round 1 is paired")]
    Started,
}

/// The player each pairing number goes to (index = number - 1, value = the player's
/// present TPN), by the tournament's numbering: lots and Varma by the recorded seed,
/// rating by the initial order, by hand as the numbers stand.
pub fn numbers(tournament: &Tournament) -> Result<Vec<Tpn>, NumberingError> {
    let settings = tournament.round_robin;
    let seed = || {
        settings
            .seed
            .ok_or(NumberingError::NoSeed(settings.numbers))
    };
    let as_numbered: Vec<Tpn> = tournament.players.iter().map(|p| p.tpn).collect();
    // Every draw starts from the initial order, so drawing again (after round 1 was
    // unpaired) gives the same numbers.
    let mut initial = as_numbered.clone();
    let player = |tpn: Tpn| &tournament.players[tpn as usize - 1];
    initial.sort_by(|&a, &b| player(a).initial_order(player(b)));
    match settings.numbers {
        Numbering::Hand => Ok(as_numbered),
        Numbering::Rating => Ok(initial),
        Numbering::Lots => {
            let mut rng = ChaCha8Rng::seed_from_u64(seed()?);
            for last in (1..initial.len()).rev() {
                initial.swap(last, rng.random_range(0..=last));
            }
            Ok(initial)
        }
        Numbering::Varma => {
            let entrants: Vec<varma::Entrant> = initial
                .iter()
                .map(|&tpn| varma::Entrant {
                    name: &player(tpn).name,
                    federation: player(tpn).federation.as_deref(),
                })
                .collect();
            let drawn = varma::draw(&entrants, seed()?)?;
            let mut by_number = vec![0; drawn.len()];
            for (&tpn, number) in initial.iter().zip(drawn) {
                by_number[number as usize - 1] = tpn;
            }
            Ok(by_number)
        }
    }
}

/// Before round 1: gives the players their pairing numbers ([`numbers`]) and sets the
/// rounds from the players and cycles; the numbers are fixed from then on (C.05 Annex 1:
/// the table is the pairing numbers').
pub fn fix_numbers(tournament: &mut Tournament) -> Result<(), NumberingError> {
    let order = numbers(tournament)?;
    tournament
        .assign_numbers(&order)
        .ok_or(NumberingError::Started)?;
    tournament.rounds_planned = tournament
        .round_robin
        .rounds(tournament.players.len() as u32);
    Ok(())
}
