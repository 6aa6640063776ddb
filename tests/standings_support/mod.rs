//! Building tournaments for the standings and export tests with the model API.

#![allow(dead_code)] // each test file uses its own part of these helpers

use arbiter::model::{
    Bye, ByeKind, GameResult, Pairing, PairingSystem, Player, Round, Tournament, Tpn,
};

/// A tournament of `rounds` rounds whose players get TPNs 1, 2, ... in the order given.
pub fn tournament(
    system: PairingSystem,
    rounds: u32,
    players: &[(&str, Option<u16>)],
) -> Tournament {
    let mut tournament = Tournament::new("Test Open", system, rounds);
    for (index, &(name, rating)) in players.iter().enumerate() {
        tournament.players.push(Player {
            tpn: index as Tpn + 1,
            ..Player::new(name, rating)
        });
    }
    tournament
}

fn round_mut(tournament: &mut Tournament, number: u32) -> &mut Round {
    while tournament.rounds_paired() < number {
        let next = tournament.rounds_paired() + 1;
        tournament.rounds.push(Round {
            number: next,
            pairings: Vec::new(),
            byes: Vec::new(),
        });
    }
    tournament
        .round_mut(number)
        .expect("the round was just created")
}

/// Adds a pairing on the next board of `round`; `results` holds one result per game,
/// separated by spaces (`"1-0"`, `"+-"`, `"1-0 1/2"`, `"*"`).
pub fn pair(tournament: &mut Tournament, round: u32, white: Tpn, black: Tpn, results: &str) {
    let games: Vec<GameResult> = results
        .split_whitespace()
        .map(|r| r.parse().expect("a valid result code"))
        .collect();
    let round = round_mut(tournament, round);
    let board = round.pairings.len() as u32 + 1;
    round.pairings.push(Pairing {
        board,
        white,
        black,
        games,
    });
}

pub fn bye(tournament: &mut Tournament, round: u32, player: Tpn, kind: ByeKind) {
    round_mut(tournament, round).byes.push(Bye { player, kind });
}

/// Exactly `tenths` tenths of a point, as a tie-break value.
pub fn tenths(tenths: i64) -> arbiter::standings::Ratio {
    arbiter::standings::Ratio::new(tenths, 10)
}

/// Exactly `hundredths` hundredths, as a Sonneborn-Berger value.
pub fn hundredths(hundredths: i64) -> arbiter::standings::Ratio {
    arbiter::standings::Ratio::new(hundredths, 100)
}
