//! An independent check of the absolute criteria in one round of a tournament, read
//! straight from the tournament's rounds (not from the engines' view of the history):
//! nobody twice, nobody to pair left out, nobody paired who should not be, no two players
//! meeting again after a match that counts as played ([C1], preface), no forbidden pair,
//! at most one pairing-allocated bye and never to a player who had one, won a match by
//! forfeit or had a full-point bye ([C2]).

use arbiter::model::{ByeKind, Colour, GameResult, Pairing, Round, Tournament, Tpn};

/// Every violation found in round `number` of `tournament`, the rounds before it taken as
/// they are.
pub fn violations(tournament: &Tournament, number: u32) -> Vec<String> {
    let Some(round) = tournament.round(number) else {
        return vec![format!("there is no round {number}")];
    };
    let earlier = &tournament.rounds[..number as usize - 1];
    let mut problems = Vec::new();
    let mut entries: Vec<Tpn> = round
        .pairings
        .iter()
        .flat_map(|p| [p.white, p.black])
        .chain(round.byes.iter().map(|b| b.player))
        .collect();
    entries.sort_unstable();
    if entries.windows(2).any(|w| w[0] == w[1]) {
        problems.push(format!(
            "a player has two entries in round {number}: {entries:?}"
        ));
    }
    for bye in &round.byes {
        // Players the engine did not pair get an `absent` entry when they should have
        // been paired: active, no bye requested.
        if bye.kind == ByeKind::Absent {
            problems.push(format!("{} was to be paired but was left out", bye.player));
        }
    }
    let paired = round
        .pairings
        .iter()
        .flat_map(|p| [p.white, p.black])
        .chain(pairing_allocated_byes(round));
    for tpn in paired {
        let to_pair = tournament
            .player(tpn)
            .is_some_and(|p| p.is_active_in(number) && p.requested_bye(number).is_none());
        if !to_pair {
            problems.push(format!(
                "{tpn} was paired but had withdrawn or asked for a bye"
            ));
        }
    }
    for pairing in &round.pairings {
        let (a, b) = (pairing.white, pairing.black);
        if earlier.iter().flat_map(|r| &r.pairings).any(|p| {
            let together = (p.white == a && p.black == b) || (p.white == b && p.black == a);
            together && counts_as_played(p)
        }) {
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
    let byes: Vec<Tpn> = pairing_allocated_byes(round).collect();
    if byes.len() > 1 {
        problems.push(format!("several pairing-allocated byes: {byes:?}"));
    }
    for &tpn in &byes {
        if !may_receive_bye(earlier, tpn) {
            problems.push(format!(
                "{tpn} may not receive the pairing-allocated bye ([C2])"
            ));
        }
    }
    problems
}

fn pairing_allocated_byes(round: &Round) -> impl Iterator<Item = Tpn> + '_ {
    round
        .byes
        .iter()
        .filter(|b| b.kind == ByeKind::Pairing)
        .map(|b| b.player)
}

/// The colour of the player who had `first` in game 1, in game `index` (4.4).
fn colour_in(first: Colour, index: usize) -> Colour {
    if index.is_multiple_of(2) {
        first
    } else {
        first.opposite()
    }
}

/// Whether the player who had `first` in game 1 forfeited every game.
fn forfeited_all(pairing: &Pairing, first: Colour) -> bool {
    pairing
        .games
        .iter()
        .enumerate()
        .all(|(index, game)| match game {
            GameResult::Forfeit { winner } => *winner != Some(colour_in(first, index)),
            _ => false,
        })
}

/// Preface: a match ends by forfeit only if a player forfeited both games.
fn counts_as_played(pairing: &Pairing) -> bool {
    !forfeited_all(pairing, Colour::White) && !forfeited_all(pairing, Colour::Black)
}

fn may_receive_bye(earlier: &[Round], tpn: Tpn) -> bool {
    earlier.iter().all(|round| {
        let bye = round
            .byes
            .iter()
            .any(|b| b.player == tpn && matches!(b.kind, ByeKind::Pairing | ByeKind::Full));
        // Won a match by forfeit: won every game because the opponent did not come.
        let forfeit_win = round.pairings.iter().any(|p| {
            let first = if p.white == tpn {
                Colour::White
            } else if p.black == tpn {
                Colour::Black
            } else {
                return false;
            };
            p.games.iter().enumerate().all(|(index, game)| {
                *game
                    == GameResult::Forfeit {
                        winner: Some(colour_in(first, index)),
                    }
            })
        });
        !bye && !forfeit_win
    })
}
