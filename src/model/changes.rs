//! What differs between two versions of a tournament, in an arbiter's words: used to tell
//! the arbiter what another arbiter's save changed.

use std::collections::BTreeSet;

use super::{Bye, Player, Round, Tournament, Tpn};

/// One line per kind of change from `before` to `after` (empty when they are equal).
pub fn describe_changes(before: &Tournament, after: &Tournament) -> Vec<String> {
    let mut changes = Vec::new();
    let count = |n: usize, what: &str| format!("{n} {what}{}", if n == 1 { "" } else { "s" });
    if before.players.len() != after.players.len() {
        let (more, fewer) = (after.players.len(), before.players.len());
        changes.push(if more > fewer {
            format!("{} added", count(more - fewer, "player"))
        } else {
            format!("{} removed", count(fewer - more, "player"))
        });
    } else {
        let edited = before
            .players
            .iter()
            .zip(&after.players)
            .filter(|(a, b)| without_byes(a) != without_byes(b))
            .count();
        if edited > 0 {
            changes.push(format!("{} edited", count(edited, "player")));
        }
    }
    let requests = bye_requests(before, after);
    changes.extend(requests.iter().map(|request| request.text.clone()));
    let (paired_before, paired_after) = (before.rounds.len(), after.rounds.len());
    if paired_after > paired_before {
        changes.push(format!("round {paired_after} paired"));
    } else if paired_after < paired_before {
        changes.push(format!("round {paired_before} unpaired"));
    }
    let results: usize = before
        .rounds
        .iter()
        .zip(&after.rounds)
        .map(|(a, b)| {
            a.pairings
                .iter()
                .zip(&b.pairings)
                .filter(|(p, q)| (p.white, p.black) == (q.white, q.black) && p.games != q.games)
                .count()
        })
        .sum();
    if results > 0 {
        changes.push(format!("{} entered or corrected", count(results, "result")));
    }
    // A bye asked for in a round already paired is given at once: that is the request,
    // not a change of the pairings.
    let other_byes = |round: &Round| -> Vec<Bye> {
        round
            .byes
            .iter()
            .filter(|bye| {
                !requests
                    .iter()
                    .any(|r| (r.player, r.round) == (bye.player, round.number))
            })
            .copied()
            .collect()
    };
    let boards_moved = before.rounds.iter().zip(&after.rounds).any(|(a, b)| {
        other_byes(a) != other_byes(b)
            || a.pairings.len() != b.pairings.len()
            || a.pairings
                .iter()
                .zip(&b.pairings)
                .any(|(p, q)| (p.white, p.black) != (q.white, q.black))
    });
    if boards_moved {
        changes.push("pairings changed by hand".to_string());
    }
    if before.info != after.info
        || before.scoring != after.scoring
        || before.tiebreaks != after.tiebreaks
        || before.rounds_planned != after.rounds_planned
    {
        changes.push("tournament settings changed".to_string());
    }
    changes
}

/// A bye asked for or cancelled: whose, for which round, in words.
struct ByeRequest {
    player: Tpn,
    round: u32,
    text: String,
}

/// The byes asked for, changed or cancelled from `before` to `after` (the same players).
fn bye_requests(before: &Tournament, after: &Tournament) -> Vec<ByeRequest> {
    if before.players.len() != after.players.len() {
        return Vec::new();
    }
    let mut requests = Vec::new();
    for (old, new) in before.players.iter().zip(&after.players) {
        let rounds: BTreeSet<u32> = old.byes.iter().chain(&new.byes).map(|b| b.round).collect();
        for round in rounds {
            let (was, is) = (old.requested_bye(round), new.requested_bye(round));
            if was == is {
                continue;
            }
            let text = match is {
                Some(kind) => format!("{kind} for {} in round {round}", new.label()),
                None => format!("bye of {} in round {round} cancelled", new.label()),
            };
            requests.push(ByeRequest {
                player: new.tpn,
                round,
                text,
            });
        }
    }
    requests
}

/// The player without the byes asked for (told apart by [`bye_requests`]).
fn without_byes(player: &Player) -> Player {
    Player {
        byes: Vec::new(),
        ..player.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{
        ByeKind, GameResult, Pairing, PairingSystem, Player, RequestedBye, RequestedByeKind, Round,
    };

    #[test]
    fn names_each_kind_of_change() {
        let mut before = Tournament::new("Open", PairingSystem::Dutch, 5);
        for name in ["A", "B", "C", "D"] {
            before.enter_player(Player::new(name, Some(2000)));
        }
        before.rounds.push(Round {
            number: 1,
            pairings: vec![Pairing::new(1, 1, 3, 1), Pairing::new(2, 4, 2, 1)],
            byes: vec![],
        });
        assert!(describe_changes(&before, &before).is_empty());
        let mut after = before.clone();
        after.enter_player(Player::new("E", Some(1500)));
        after.rounds[0].pairings[0].games = vec![GameResult::WHITE_WINS];
        after.rounds[0].pairings[1].games = vec![GameResult::DRAW];
        after.info.city = Some("Utrecht".into());
        assert_eq!(
            describe_changes(&before, &after),
            [
                "1 player added",
                "2 results entered or corrected",
                "tournament settings changed"
            ]
        );
        let mut unpaired = before.clone();
        unpaired.rounds.clear();
        assert_eq!(describe_changes(&before, &unpaired), ["round 1 unpaired"]);
    }

    #[test]
    fn a_bye_asked_for_is_reported_as_a_bye() {
        let mut before = Tournament::new("Open", PairingSystem::Dutch, 5);
        for name in ["A", "B", "C", "D", "E"] {
            before.enter_player(Player::new(name, Some(2000)));
        }
        before.rounds.push(Round {
            number: 1,
            pairings: vec![Pairing::new(1, 1, 3, 1), Pairing::new(2, 4, 2, 1)],
            byes: vec![Bye {
                player: 5,
                kind: ByeKind::Pairing,
            }],
        });
        let mut after = before.clone();
        after.players[4].byes.push(RequestedBye {
            round: 2,
            kind: RequestedByeKind::Half,
        });
        assert_eq!(
            describe_changes(&before, &after),
            ["half-point bye for E (5) in round 2"]
        );
        // In a round already paired the bye is given at once.
        let mut given = before.clone();
        given.rounds[0].pairings.pop();
        given.players[3].byes.push(RequestedBye {
            round: 1,
            kind: RequestedByeKind::Zero,
        });
        given.rounds[0].byes.push(Bye {
            player: 4,
            kind: ByeKind::Zero,
        });
        assert_eq!(
            describe_changes(&before, &given),
            [
                "zero-point bye for D (4) in round 1",
                "pairings changed by hand"
            ],
            "D's board went: B is left without one"
        );
        let mut moved = given.clone();
        moved.rounds[0].byes.pop();
        moved.players[3].byes.clear();
        assert_eq!(
            describe_changes(&moved, &given),
            ["zero-point bye for D (4) in round 1"]
        );
        assert_eq!(
            describe_changes(&given, &moved),
            ["bye of D (4) in round 1 cancelled"]
        );
    }
}
