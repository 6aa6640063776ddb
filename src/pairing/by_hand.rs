//! Rounds made by hand: the next round created empty, boards paired by the arbiter
//! ([`super::manual`]), and the engine asked to pair the players still without a board.
//!
//! The chief arbiter may pair by hand when the engine finds no legal pairing, or
//! change a few boards and let the program do the rest (C.04.2 1.5: not in favour of
//! any player). Readings taken here, as an experienced arbiter would:
//!
//! - **The empty round** lists only the byes the players asked for (C.04.2 3.3: known in
//!   advance not to play, not paired); every other present player is left without a
//!   board, to be paired.
//! - **Pairing the rest** runs the tournament's own engine (Dutch 1992 or 2026, Dubov,
//!   Double-Swiss) over the players who have neither a board nor a bye in the round, as
//!   if they were the whole field: each keeps his score, colours, floats and opponents
//!   of the rounds before, so the engine's absolute criteria (no rematch, no second
//!   pairing-allocated bye, the colour limits) hold among them; the players paired by
//!   hand are simply not in its field. If an odd number is left, the engine gives one of
//!   them the pairing-allocated bye (C.04.1 Art. 3), unless the arbiter already gave it
//!   by hand: then the rest is refused, as a round has one such bye.
//! - **Board numbers**: the boards made by hand keep the numbers the arbiter gave them;
//!   the engine's boards follow, numbered on from the last one, in the engine's own
//!   board order (C.04.2 3.6, Dutch F1). The arbiter who wants a hand-made board lower
//!   down places it there with its board number.
//! - **Pairing the next round** is refused while the last round is empty, or leaves a
//!   player who had a place in an earlier round without a board or a bye, as it is while
//!   results are missing. Players with no place in any round so far are late entries
//!   (C.04.2 2.4) and are not counted; so a round 1 made by hand whose every board has
//!   a result is not checked for forgotten players (the rounds screen lists them).

use super::{PairingError, PairingRequest, RoundPairing};
use crate::model::{Bye, ByeKind, Pairing, Round, Tournament, Tpn};

/// How to make a round by hand, for messages that send the arbiter there.
pub const HOW_TO: &str = "arbiter pairing new FILE, then pairing add FILE WHITE BLACK for each board, pairing bye FILE N, and pairing rest FILE for the others (rounds screen: n, m on two players, b, r)";

/// Adds the next round with no boards: only the byes requested for it.
pub fn add_empty_round(tournament: &mut Tournament) -> Result<u32, PairingError> {
    super::check_ready(tournament)?;
    let number = tournament.rounds_paired() + 1;
    let byes = tournament
        .players
        .iter()
        .filter(|p| p.is_active_in(number))
        .filter_map(|p| {
            p.requested_bye(number).map(|kind| Bye {
                player: p.tpn,
                kind: ByeKind::from(kind),
            })
        })
        .collect();
    tournament.rounds.push(Round {
        number,
        pairings: Vec::new(),
        byes,
    });
    Ok(number)
}

/// The present players of round `round` who have neither a board nor a bye in it.
pub fn unplaced(tournament: &Tournament, round: &Round) -> Vec<Tpn> {
    tournament
        .players
        .iter()
        .filter(|p| p.is_active_in(round.number))
        .map(|p| p.tpn)
        .filter(|&tpn| round.pairing_of(tpn).is_none() && round.bye_of(tpn).is_none())
        .collect()
}

/// The engine's request for the players of the last round still without a board or a
/// bye, as if they were the whole field.
pub fn rest_request(tournament: &Tournament) -> Result<PairingRequest, PairingError> {
    let Some(round) = tournament.rounds.last() else {
        return Err(PairingError::NotReady {
            round: 1,
            reason: "no round has been made yet: arbiter pairing new FILE makes one empty".into(),
        });
    };
    let left = unplaced(tournament, round);
    let number = round.number;
    let not_ready = |reason: String| PairingError::NotReady {
        round: number,
        reason,
    };
    if left.is_empty() {
        return Err(not_ready(
            "every present player already has a board or a bye".into(),
        ));
    }
    let holder = round.byes.iter().find(|b| b.kind == ByeKind::Pairing);
    if let Some(holder) = holder.filter(|_| left.len() % 2 == 1) {
        return Err(not_ready(format!(
            "{} already has the pairing-allocated bye and an odd number ({}) of players is left: pair one of them by hand first",
            tournament.player_label(holder.player),
            left.len()
        )));
    }
    let mut request = PairingRequest::for_round(tournament, number);
    for player in &mut request.players {
        player.to_pair = left.contains(&player.tpn);
    }
    Ok(request)
}

/// Adds the engine's answer for the rest to the last round: its boards after the
/// hand-made ones, and its pairing-allocated bye.
pub fn add_rest(tournament: &mut Tournament, pairing: &RoundPairing) {
    let Some(round) = tournament.rounds.last() else {
        return;
    };
    let number = round.number;
    let last = round.pairings.iter().map(|p| p.board).max().unwrap_or(0);
    let boards: Vec<Pairing> = pairing
        .boards
        .iter()
        .zip(last + 1..)
        .map(|(board, board_number)| super::board_pairing(tournament, number, board_number, board))
        .collect();
    let Some(round) = tournament.rounds.last_mut() else {
        return;
    };
    round.pairings.extend(boards);
    if let Some(player) = pairing.bye {
        round.byes.insert(
            0,
            Bye {
                player,
                kind: ByeKind::Pairing,
            },
        );
    }
}
