//! What differs between two versions of a tournament, in an arbiter's words: used to tell
//! the arbiter what another arbiter's save changed.

use super::Tournament;

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
            .filter(|(a, b)| a != b)
            .count();
        if edited > 0 {
            changes.push(format!("{} edited", count(edited, "player")));
        }
    }
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
    let boards_moved = before.rounds.iter().zip(&after.rounds).any(|(a, b)| {
        a.byes != b.byes
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{GameResult, Pairing, PairingSystem, Player, Round};

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
}
