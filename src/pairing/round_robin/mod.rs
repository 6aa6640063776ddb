//! Round robins (FIDE C.05 Annexes 1 and 2): every round is known before round 1, from
//! the Berger table ([`berger`]) played in one or two cycles ([`double`]), once the
//! players have their pairing numbers: by lot, by rating, by hand or by the Varma
//! tables ([`varma`]). The pairing number is the player's TPN.
//!
//! A round pairs the table's games between the players to pair; the player the table
//! sets against the highest number of an odd field has the free round (0 points, TRF
//! `Z`, [`crate::model::PairingSystem::free_round_bye`]); a player whose scheduled
//! opponent has withdrawn or is absent does not play that round (the game is not
//! played, C.04.2 3.2: withdrawn players are no longer paired).

pub mod berger;
pub mod double;
pub mod varma;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use thiserror::Error;

pub use berger::TableGame;

use super::{PairedBoard, PairingError, PairingRequest, RoundPairing};
use crate::model::{Numbering, RoundRobin, Tournament, Tpn};

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
    let mut pairing = RoundPairing {
        boards: Vec::new(),
        bye: None,
    };
    for (board, game) in (1..).zip(games) {
        if game.white > players || game.black > players {
            let free = game.white.min(game.black);
            pairing.bye = to_pair(free).then_some(free);
        } else if to_pair(game.white) && to_pair(game.black) {
            let cycle = match table_round.reversed {
                true => ", colours reversed (second cycle)",
                false => "",
            };
            pairing.boards.push(PairedBoard {
                white: game.white,
                black: game.black,
                explanation: format!(
                    "Berger table round {}, board {board}{cycle} (C.05 Annex 1)",
                    table_round.round
                ),
            });
        }
    }
    Ok(pairing)
}

/// The opponent the schedule gives `tpn` in the request's round (`None` for the free
/// round): a player to pair whose opponent is not to pair is left out of the round.
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
