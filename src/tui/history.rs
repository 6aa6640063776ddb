//! Undo and redo over every change, as whole snapshots of the tournament (it is small).
//! The snapshots kept are bounded by an estimate of their size, so that a weekend of
//! changes to a large open does not fill the memory: the oldest go first.

use std::collections::BTreeMap;

use super::app::EngineAnswer;
use crate::model::Tournament;

/// Estimated bytes the undo and redo snapshots may take together: a hundred steps of
/// a 100-player tournament, ten of a 1000-player open.
pub const BUDGET: usize = 4 << 20;

/// The state before (undo) or after (redo) one change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    pub tournament: Tournament,
    pub engine_pairings: BTreeMap<u32, EngineAnswer>,
    /// What the change did, for "undone: ..." messages.
    pub description: String,
}

impl Snapshot {
    /// A rough size in bytes: enough to bound the history, not an exact count.
    fn estimated_size(&self) -> usize {
        let t = &self.tournament;
        let players: usize = t.players.iter().map(|p| 160 + p.name.len()).sum();
        let rounds: usize = t
            .rounds
            .iter()
            .map(|r| 64 + r.pairings.len() * 64 + r.byes.len() * 8)
            .sum();
        let explanations: usize = self
            .engine_pairings
            .values()
            .flat_map(EngineAnswer::explanations)
            .map(|explanation| 16 + explanation.len())
            .sum();
        256 + players + rounds + explanations
    }
}

#[derive(Clone, Debug)]
pub struct History {
    undo: Vec<Snapshot>,
    redo: Vec<Snapshot>,
    budget: usize,
}

impl Default for History {
    fn default() -> History {
        History::with_budget(BUDGET)
    }
}

impl History {
    pub fn with_budget(budget: usize) -> History {
        History {
            undo: Vec::new(),
            redo: Vec::new(),
            budget,
        }
    }

    /// Records the state before a new change; the redo list is dropped.
    pub fn record(&mut self, before: Snapshot) {
        self.redo.clear();
        self.undo.push(before);
        self.trim();
    }

    /// Steps back: `current` goes to the redo list, the state to restore is returned.
    pub fn undo(&mut self, current: Snapshot) -> Option<Snapshot> {
        let previous = self.undo.pop()?;
        self.redo.push(current);
        Some(previous)
    }

    pub fn redo(&mut self, current: Snapshot) -> Option<Snapshot> {
        let next = self.redo.pop()?;
        self.undo.push(current);
        self.trim();
        Some(next)
    }

    /// The description of the change the next undo reverts.
    pub fn next_undo(&self) -> Option<&str> {
        self.undo.last().map(|s| s.description.as_str())
    }

    pub fn undo_depth(&self) -> usize {
        self.undo.len()
    }

    pub fn redo_depth(&self) -> usize {
        self.redo.len()
    }

    fn trim(&mut self) {
        let mut total: usize = self
            .undo
            .iter()
            .chain(&self.redo)
            .map(Snapshot::estimated_size)
            .sum();
        while total > self.budget && self.undo.len() > 1 {
            total -= self.undo.remove(0).estimated_size();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::PairingSystem;

    fn snapshot(name: &str) -> Snapshot {
        Snapshot {
            tournament: Tournament::new(name, PairingSystem::Dutch, 5),
            engine_pairings: BTreeMap::new(),
            description: format!("renamed to {name}"),
        }
    }

    #[test]
    fn undo_and_redo_walk_the_changes() {
        let mut history = History::default();
        history.record(snapshot("a"));
        history.record(snapshot("b"));
        let restored = history.undo(snapshot("c")).expect("one change");
        assert_eq!(restored.tournament.info.name, "b");
        let again = history.redo(restored).expect("redo");
        assert_eq!(again.tournament.info.name, "c");
        assert_eq!((history.undo_depth(), history.redo_depth()), (2, 0));
        history.undo(again).expect("undo");
        history.record(snapshot("d"));
        assert_eq!(history.redo_depth(), 0, "a new change drops the redo list");
    }

    #[test]
    fn the_oldest_snapshots_go_when_the_budget_is_spent() {
        let size = snapshot("a").estimated_size();
        let mut history = History::with_budget(size * 3);
        for name in ["a", "b", "c", "d", "e"] {
            history.record(snapshot(name));
        }
        assert_eq!(history.undo_depth(), 3);
        assert_eq!(history.next_undo(), Some("renamed to e"));
    }
}
