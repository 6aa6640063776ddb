//! The one stand-in for the pairing engines, for tests that must not depend on them:
//! the terminal application's, and the TRF round trips of generated tournaments.

use std::cmp::Reverse;

use arbiter::model::history::WinWithoutPlaying;
use arbiter::pairing::{Competitor, PairedBoard, PairingError, PairingRequest, RoundPairing};

/// Players by score then number, each paired with the next one not met yet; the lowest
/// player without a point without playing gets the bye; White to the player with fewer
/// Whites. Each board says so in its explanation, as an engine explains its own.
pub fn pair_simply(request: &PairingRequest) -> Result<RoundPairing, PairingError> {
    let mut players: Vec<&Competitor> = request.players_to_pair().collect();
    players.sort_by_key(|p| (Reverse(p.score), p.tpn));
    let mut bye = None;
    if players.len() % 2 == 1 {
        let index = players
            .iter()
            .rposition(|p| p.may_receive_pairing_bye(WinWithoutPlaying::ForfeitOrFullBye))
            .unwrap_or(players.len() - 1);
        bye = Some(players.remove(index).tpn);
    }
    let mut boards = Vec::new();
    while !players.is_empty() {
        let first = players.remove(0);
        let index = players
            .iter()
            .position(|p| !first.may_not_meet(p.tpn))
            .unwrap_or(0);
        let second = players.remove(index);
        let (white, black) = if first.colour_difference() <= second.colour_difference() {
            (first, second)
        } else {
            (second, first)
        };
        boards.push(PairedBoard {
            white: white.tpn,
            black: black.tpn,
            explanation: format!(
                "Test pairing: {} ({} points) is the highest player left and {} ({} points) the next one not met.\nWhite goes to the player with fewer Whites.",
                first.tpn, first.score, second.tpn, second.score
            ),
        });
    }
    Ok(RoundPairing { boards, bye })
}
