//! An independent check of the absolute criteria of a round-pairing, read straight from
//! the tournament's rounds (not from the pairing engines' view of the history):
//! everybody to pair appears exactly once, the bye only when the number is odd, no two
//! players meet again after a match that counts as played ([C1], preface), no forbidden
//! pair, and the bye never goes to a player who had one, won a match by forfeit or had a
//! full-point bye ([C2]).

use arbiter::model::{ByeKind, Colour, GameResult, Tournament, Tpn};
use arbiter::pairing::RoundPairing;

/// Every violation found in `pairing` as the next round of `tournament`.
pub fn violations(tournament: &Tournament, pairing: &RoundPairing) -> Vec<String> {
    let round = tournament.rounds.len() as u32 + 1;
    let mut problems = Vec::new();
    let to_pair: Vec<Tpn> = tournament
        .players
        .iter()
        .filter(|p| p.is_active_in(round) && p.requested_bye(round).is_none())
        .map(|p| p.tpn)
        .collect();
    let mut seen: Vec<Tpn> = pairing
        .boards
        .iter()
        .flat_map(|b| [b.white, b.black])
        .chain(pairing.bye)
        .collect();
    seen.sort_unstable();
    if seen != to_pair {
        problems.push(format!("players paired {seen:?}, players to pair {to_pair:?}"));
    }
    if pairing.bye.is_some() != (to_pair.len() % 2 == 1) {
        problems.push(format!(
            "bye {:?} with {} players to pair",
            pairing.bye,
            to_pair.len()
        ));
    }
    for board in &pairing.boards {
        let (a, b) = (board.white, board.black);
        if met_in_a_played_match(tournament, a, b) {
            problems.push(format!("{a} and {b} already met ([C1])"));
        }
        let forbidden = |x: Tpn, y: Tpn| {
            tournament
                .player(x)
                .is_some_and(|p| p.forbidden.contains(&y))
        };
        if forbidden(a, b) || forbidden(b, a) {
            problems.push(format!("{a} and {b} are a forbidden pair"));
        }
    }
    if let Some(bye) = pairing.bye
        && !may_receive_bye(tournament, bye)
    {
        problems.push(format!("{bye} may not receive the pairing-allocated bye ([C2])"));
    }
    problems
}

/// A match counts as played unless a player forfeited both games (preface).
fn met_in_a_played_match(tournament: &Tournament, a: Tpn, b: Tpn) -> bool {
    tournament.rounds.iter().any(|round| {
        round.pairings.iter().any(|p| {
            let together = (p.white == a && p.black == b) || (p.white == b && p.black == a);
            together && !forfeited_both(&p.games, Colour::White) && !forfeited_both(&p.games, Colour::Black)
        })
    })
}

/// Whether the player who had `first` in game 1 forfeited every game (colours alternate).
fn forfeited_both(games: &[GameResult], first: Colour) -> bool {
    games.iter().enumerate().all(|(index, game)| {
        let colour = if index % 2 == 0 { first } else { first.opposite() };
        match game {
            GameResult::Forfeit { winner } => *winner != Some(colour),
            _ => false,
        }
    })
}

fn may_receive_bye(tournament: &Tournament, tpn: Tpn) -> bool {
    tournament.rounds.iter().all(|round| {
        let bad_bye = round
            .byes
            .iter()
            .any(|b| b.player == tpn && matches!(b.kind, ByeKind::Pairing | ByeKind::Full));
        // Won a match by forfeit: every game won because the opponent did not come.
        let forfeit_win = round.pairings.iter().any(|p| {
            let first = if p.white == tpn {
                Colour::White
            } else if p.black == tpn {
                Colour::Black
            } else {
                return false;
            };
            p.games.iter().enumerate().all(|(index, game)| {
                let colour = if index % 2 == 0 { first } else { first.opposite() };
                *game == GameResult::Forfeit { winner: Some(colour) }
            })
        });
        !bad_bye && !forfeit_win
    })
}
