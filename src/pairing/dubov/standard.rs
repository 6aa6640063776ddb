//! Chapter 6: the standard pairing procedure for the rounds after the first.
//!
//! The score groups are paired from the highest score down. For each group:
//! 1. the floaters coming down from the groups above are paired first (chapter 8);
//! 2. players are transferred up from lower groups (7.1, 7.2) and between the colour
//!    subgroups (7.3, 7.4) to meet the standard requirement of 6.1;
//! 3. the group's players are written in two columns (6.2) and paired row by row, improving
//!    where players have met (6.3);
//! 4. whoever cannot be paired in the group floats to the next lower group (6.4).
//!
//! Floaters left over below the lowest score group are paired among themselves by chapter 8
//! (article 9: the only players left to meet each other).
//!
//! Readings:
//! - 6.2: a player without a due colour (no game played yet) joins the smaller column (the
//!   White column when both are equal), in order of decreasing R, before 7.3 and 7.4.
//! - 6.3 is read as a search in the text's own order: each White, from the top row down,
//!   takes the first Black in column order (the Black of his row, else the first one below
//!   he has not met); when that would leave a later row unpairable, his row changes to the
//!   next possible Black, which is exactly the result of changing row k-1, then k-2, ... when
//!   row k fails. "Unpairable" is decided by the matching oracle, so no backtracking is ever
//!   needed. A White who has met every Black (or may not play any of them under chapter 2)
//!   is paired first with another White, looking at White No. k+1 down to the last, then
//!   White No. k-1 up to No. 1.
//! - When the columns cannot be paired row against row (unequal columns that 7.3/7.4 could
//!   not even out because of 2.6, or Whites who had to take a White), the aim of 6.4 (pair
//!   the whole group) comes first: each White, in order, takes the first Black in column
//!   order and otherwise the first White below him with whom the group can still be paired
//!   completely; Blacks left over are then paired down their column in the same way.
//! - 6.4 applies when the group cannot be paired completely, and also when pairing it
//!   completely would leave the players below unpairable (the oracle decides). As few
//!   players float as possible. The candidates are ordered by the four characteristics in
//!   the order given, and the floaters are the first set in that order (first candidate as
//!   early as possible, then the second, ...) with which the rest of the group and everyone
//!   below can still be paired. "Was floater from higher score groups" is read as:
//!   in an earlier round the player was paired with an opponent who had a lower score (the
//!   floaters of this round from above have already been treated by chapter 8 and are not
//!   part of the group). "Can be paired in the lower score group" means: has an opponent he
//!   may play among the players still unpaired in the next lower score group. Within one
//!   characteristic the text gives no order; the lowest R floats first, then the higher
//!   ARO, then the higher TPN (the order of article 4 for the bye).
//! - The boards are listed by the higher score of the pair, then the lower score, then in
//!   the order the pairs were made (the text does not order boards).

use std::cmp::{Ordering, Reverse};

use crate::model::{Colour, Points};
use crate::pairing::PairingError;
use crate::pairing::matching::{CompatibilityGraph, MatchingOracle, VertexSet};

use super::{Board, Entrant, Field, by_name, bye, floaters, transfers};

/// Pairs a round after the first: the bye (chapter 4), then the score groups from the top.
pub(super) fn pair(field: &Field) -> Result<(Vec<Board>, Option<usize>), PairingError> {
    let mut oracle = MatchingOracle::new(&field.graph);
    let bye = bye::give(field, &mut oracle)?;
    let mut procedure = Procedure::new(field, oracle);
    procedure.run()?;
    let mut boards = procedure.boards;
    let scores = |board: &Board| {
        let (a, b) = (
            field.entrants[board.white].score,
            field.entrants[board.black].score,
        );
        (Reverse(a.max(b)), Reverse(a.min(b)))
    };
    boards.sort_by_key(scores);
    Ok((boards, bye))
}

/// Players with the same score before the round, in TPN order.
pub(super) struct ScoreGroup {
    pub score: Points,
    pub natives: Vec<usize>,
}

/// The state of the standard procedure while it goes down the score groups.
pub(super) struct Procedure<'f, 'a> {
    pub field: &'f Field<'a>,
    /// Over the players not yet paired: always able to pair all of them.
    pub oracle: MatchingOracle<'f>,
    /// From the highest score down.
    pub groups: Vec<ScoreGroup>,
    /// Whether the player has left his own score group: paired, transferred up or floated.
    pub taken: Vec<bool>,
    /// What happened to each player before his pair was made (transfers, floats).
    pub notes: Vec<Vec<String>>,
    pub boards: Vec<Board>,
}

impl<'f, 'a> Procedure<'f, 'a> {
    fn new(field: &'f Field<'a>, oracle: MatchingOracle<'f>) -> Self {
        let mut scores: Vec<Points> = oracle
            .active()
            .iter()
            .map(|index| field.entrants[index].score)
            .collect();
        scores.sort_unstable_by(|a, b| b.cmp(a));
        scores.dedup();
        let groups = scores
            .into_iter()
            .map(|score| ScoreGroup {
                score,
                natives: oracle
                    .active()
                    .iter()
                    .filter(|&index| field.entrants[index].score == score)
                    .collect(),
            })
            .collect();
        let count = field.entrants.len();
        Procedure {
            field,
            oracle,
            groups,
            taken: vec![false; count],
            notes: vec![Vec::new(); count],
            boards: Vec::new(),
        }
    }

    fn run(&mut self) -> Result<(), PairingError> {
        let mut incoming: Vec<usize> = Vec::new();
        for group in 0..self.groups.len() {
            let mut floating = floaters::pair_incoming(self, group, &incoming)?;
            let members = transfers::complete(self, group);
            let (whites, blacks) = transfers::columns(self, &members);
            floating.extend(self.pair_group(group, &whites, &blacks)?);
            incoming = floating;
        }
        floaters::pair_remaining(self, &incoming)
    }

    /// The players of score group `group` still in it.
    pub fn natives(&self, group: usize) -> Vec<usize> {
        self.groups[group]
            .natives
            .iter()
            .copied()
            .filter(|&index| !self.taken[index])
            .collect()
    }

    pub fn label(&self, group: usize) -> String {
        format!("score group {}", self.groups[group].score)
    }

    pub fn note(&mut self, player: usize, note: String) {
        self.notes[player].push(note);
    }

    /// Makes the pair `a`-`b`: fixes it in the oracle and writes the board.
    pub fn commit(&mut self, a: usize, b: usize, how: String) -> Result<(), PairingError> {
        if !self.oracle.fix_pair(a, b) {
            return Err(self.field.internal_error(format!(
                "pairing {} with {} would leave the others unpairable",
                self.field.entrants[a].tpn, self.field.entrants[b].tpn
            )));
        }
        self.record(a, b, how);
        Ok(())
    }

    /// Writes the board of a pair already fixed in the oracle.
    fn record(&mut self, a: usize, b: usize, how: String) {
        self.taken[a] = true;
        self.taken[b] = true;
        let notes: Vec<String> = [a, b]
            .iter()
            .flat_map(|&player| {
                let tpn = self.field.entrants[player].tpn;
                self.notes[player]
                    .iter()
                    .map(move |note| format!("{tpn}: {note}"))
            })
            .collect();
        let how = if notes.is_empty() {
            how
        } else {
            format!("{how}; {}", notes.join("; "))
        };
        self.boards.push(self.field.board(a, b, None, &how));
    }

    /// 6.2-6.4 for one score group whose columns are `whites` and `blacks` (sorted by 6.2).
    /// Returns the players floating to the next lower score group.
    fn pair_group(
        &mut self,
        group: usize,
        whites: &[usize],
        blacks: &[usize],
    ) -> Result<Vec<usize>, PairingError> {
        let members: Vec<usize> = whites.iter().chain(blacks).copied().collect();
        if members.is_empty() {
            return Ok(Vec::new());
        }
        let field = self.field;
        let local =
            CompatibilityGraph::from_fn(members.len(), |i, j| field.legal(members[i], members[j]));
        let mut group_oracle = MatchingOracle::new(&local);
        let floating = self.choose_floaters(group, &members, &group_oracle)?;
        for &player in &floating {
            group_oracle.remove(player);
        }
        let label = self.label(group);
        let rows = pair_columns(
            field,
            &mut self.oracle,
            &members,
            &local,
            group_oracle,
            whites.len(),
        )?;
        for row in rows {
            self.record(
                row.white_column,
                row.partner,
                format!("{label}: {}", row.how),
            );
        }
        let floating: Vec<usize> = floating.into_iter().map(|l| members[l]).collect();
        for &player in &floating {
            self.taken[player] = true;
            let note = format!("6.4: floated down from {label}");
            self.note(player, note);
        }
        Ok(floating)
    }

    /// 6.4: the players of the group (local indices into `members`) who float down: as few as
    /// possible such that the rest of the group can be paired completely and the floaters
    /// with all players below can be paired as well, chosen in the order of 6.4.
    fn choose_floaters(
        &self,
        group: usize,
        members: &[usize],
        group_oracle: &MatchingOracle,
    ) -> Result<Vec<usize>, PairingError> {
        let entrants = &self.field.entrants;
        let lower = (group + 1..self.groups.len())
            .map(|lower| self.natives(lower))
            .find(|natives| !natives.is_empty())
            .unwrap_or_default();
        let mut candidates: Vec<usize> = (0..members.len()).collect();
        candidates.sort_by_cached_key(|&local| {
            let player = &entrants[members[local]];
            let pairable_below = lower
                .iter()
                .any(|&other| self.field.legal(members[local], other));
            (
                (player.was_floater, !pairable_below),
                player.r,
                Reverse(player.aro),
                Reverse(player.tpn),
            )
        });
        let count = members.len();
        let mut size = count - 2 * group_oracle.pair_count();
        while size <= count {
            let mut search = FloaterSearch {
                procedure: self,
                members,
                candidates: &candidates,
                size,
                pairs: (count - size) / 2,
                chosen: Vec::new(),
            };
            if search.extend(0, group_oracle.clone()) {
                return Ok(search.chosen);
            }
            size += 2;
        }
        Err(self.field.internal_error(format!(
            "the players of {} cannot be paired even by floating all of them",
            self.label(group)
        )))
    }

    /// Whether, after pairing the group's players as `group_oracle` still can (all its active
    /// players), every other player not yet paired (the group's floaters and everybody
    /// below) can still be paired.
    fn rest_pairable(&self, members: &[usize], group_oracle: &MatchingOracle) -> bool {
        let mut rest = self.oracle.clone();
        group_oracle
            .matching()
            .pairs()
            .all(|(a, b)| rest.fix_pair(members[a], members[b]))
            && rest.is_perfect()
    }
}

/// The search of 6.4: floater sets of one size, in the order of preference.
struct FloaterSearch<'p, 'f, 'a> {
    procedure: &'p Procedure<'f, 'a>,
    members: &'p [usize],
    candidates: &'p [usize],
    size: usize,
    /// Pairs the group must still form without its floaters.
    pairs: usize,
    chosen: Vec<usize>,
}

impl FloaterSearch<'_, '_, '_> {
    /// Extends `chosen` from `candidates[start..]`; `group_oracle` holds the group without the
    /// players chosen so far.
    fn extend(&mut self, start: usize, group_oracle: MatchingOracle) -> bool {
        if self.chosen.len() == self.size {
            return self.procedure.rest_pairable(self.members, &group_oracle);
        }
        for next in start..self.candidates.len() {
            if self.candidates.len() - next < self.size - self.chosen.len() {
                break;
            }
            let candidate = self.candidates[next];
            let mut without = group_oracle.clone();
            without.remove(candidate);
            if without.pair_count() < self.pairs {
                continue;
            }
            self.chosen.push(candidate);
            if self.extend(next + 1, without) {
                return true;
            }
            self.chosen.pop();
        }
        false
    }
}

/// One pair made by [`pair_columns`].
pub(super) struct Row {
    /// The player whose row it is (White column, or Black column for left-over Blacks).
    pub white_column: usize,
    pub partner: usize,
    /// The articles that made the pair.
    pub how: String,
}

/// 6.2 and 6.3: pairs the two columns row by row. `members` lists the White column (its first
/// `white_count` entries) then the Black column, each in the order of 6.2; `local` is the
/// graph of legal pairs among them and `group_oracle` its oracle restricted to the players to
/// pair here, who must be able to pair completely. Every pair is fixed in `global` too.
pub(super) fn pair_columns(
    field: &Field,
    global: &mut MatchingOracle,
    members: &[usize],
    local: &CompatibilityGraph,
    mut group_oracle: MatchingOracle,
    white_count: usize,
) -> Result<Vec<Row>, PairingError> {
    if !group_oracle.is_perfect() {
        return Err(field.internal_error("a score group was left unpairable"));
    }
    let count = members.len();
    let whites: Vec<usize> = (0..white_count)
        .filter(|&l| group_oracle.is_active(l))
        .collect();
    let blacks: Vec<usize> = (white_count..count)
        .filter(|&l| group_oracle.is_active(l))
        .collect();
    let tpn = |local: usize| field.entrants[members[local]].tpn;
    let mut rows = Vec::new();
    let mut make = |group_oracle: &mut MatchingOracle,
                    rows: &mut Vec<Row>,
                    a: usize,
                    b: usize,
                    how: String|
     -> Result<(), PairingError> {
        if !group_oracle.fix_pair(a, b) || !global.fix_pair(members[a], members[b]) {
            return Err(field.internal_error(format!(
                "pairing {} with {} would leave others unpairable",
                tpn(a),
                tpn(b)
            )));
        }
        rows.push(Row {
            white_column: members[a],
            partner: members[b],
            how,
        });
        Ok(())
    };

    // 6.3, last case: Whites who have met every Black take a White first.
    let stranded: Vec<usize> = whites
        .iter()
        .copied()
        .filter(|&w| !blacks.iter().any(|&b| local.has_edge(w, b)))
        .collect();
    for &white in &stranded {
        if !group_oracle.is_active(white) {
            continue;
        }
        let position = whites
            .iter()
            .position(|&w| w == white)
            .expect("a stranded White is in the White column");
        let below = whites[position + 1..].iter();
        let above = whites[..position].iter().rev();
        let Some(&partner) = below
            .chain(above)
            .find(|&&other| group_oracle.can_pair(white, other))
        else {
            return Err(field.internal_error("a White who has met every Black found no White"));
        };
        let how = format!(
            "6.3 White No. {} has met every Black: paired with White No. {}",
            position + 1,
            whites.iter().position(|&w| w == partner).unwrap_or(0) + 1
        );
        make(&mut group_oracle, &mut rows, white, partner, how)?;
    }

    let whites: Vec<usize> = whites
        .into_iter()
        .filter(|&l| group_oracle.is_active(l))
        .collect();
    // The text's rows: every White against a Black, when the columns allow it.
    let bipartite_graph = (whites.len() == blacks.len()).then(|| {
        CompatibilityGraph::from_fn(count, |i, j| {
            ((i < white_count) != (j < white_count)) && local.has_edge(i, j)
        })
    });
    let mut bipartite = bipartite_graph
        .as_ref()
        .map(|graph| {
            let active = VertexSet::from_vertices(count, whites.iter().chain(&blacks).copied());
            MatchingOracle::with_active(graph, active)
        })
        .filter(MatchingOracle::is_perfect);

    for (row, &white) in whites.iter().enumerate() {
        if !group_oracle.is_active(white) {
            continue;
        }
        let open_blacks: Vec<usize> = blacks
            .iter()
            .copied()
            .filter(|&b| group_oracle.is_active(b))
            .collect();
        let whites_below = whites[row + 1..]
            .iter()
            .copied()
            .filter(|&w| group_oracle.is_active(w) && bipartite.is_none());
        let allowed = |other: usize| match &bipartite {
            Some(oracle) => oracle.can_pair(white, other),
            None => group_oracle.can_pair(white, other),
        };
        let Some(partner) = open_blacks
            .iter()
            .copied()
            .chain(whites_below)
            .find(|&other| allowed(other))
        else {
            return Err(field.internal_error("a row of a score group found no opponent"));
        };
        let first_met = open_blacks
            .iter()
            .copied()
            .find(|&b| local.has_edge(white, b));
        let how = if open_blacks.first() == Some(&partner) {
            format!("6.2 row {}", row + 1)
        } else if partner >= white_count && first_met == Some(partner) {
            format!(
                "6.3 row {}: first Black below not met (not {})",
                row + 1,
                tpn(open_blacks[0])
            )
        } else if partner >= white_count {
            format!(
                "6.3 row {}: changed so that the rows below can be paired",
                row + 1
            )
        } else {
            format!(
                "6.3 row {}: no Black possible, White No. {} below",
                row + 1,
                whites.iter().position(|&w| w == partner).unwrap_or(0) + 1
            )
        };
        if let Some(oracle) = bipartite.as_mut() {
            oracle.fix_pair(white, partner);
        }
        make(&mut group_oracle, &mut rows, white, partner, how)?;
    }

    // Blacks left over (the Whites ran out): paired down their column.
    for (position, &black) in blacks.iter().enumerate() {
        if !group_oracle.is_active(black) {
            continue;
        }
        let Some(&partner) = blacks[position + 1..]
            .iter()
            .find(|&&other| group_oracle.can_pair(black, other))
        else {
            return Err(field.internal_error("a left-over Black found no opponent"));
        };
        let how = format!(
            "6.3/9 Blacks left over after the rows: Black No. {} with the next possible Black",
            position + 1
        );
        make(&mut group_oracle, &mut rows, black, partner, how)?;
    }
    Ok(rows)
}

/// 6.2: the order of the White column: increasing ARO, then lower R, then name.
pub(super) fn white_order(a: &Entrant, b: &Entrant) -> Ordering {
    a.aro
        .cmp(&b.aro)
        .then_with(|| a.r.cmp(&b.r))
        .then_with(|| by_name(a, b))
}

/// 6.2: the order of the Black column: decreasing R, then higher ARO, then name.
pub(super) fn black_order(a: &Entrant, b: &Entrant) -> Ordering {
    b.r.cmp(&a.r)
        .then_with(|| b.aro.cmp(&a.aro))
        .then_with(|| by_name(a, b))
}

/// 6.2: splits players into those due White and those due Black (players without a due
/// colour fill the smaller side), each side sorted by its column order.
pub(super) fn subgroups(field: &Field, players: &[usize]) -> (Vec<usize>, Vec<usize>) {
    let entrants = &field.entrants;
    let mut whites: Vec<usize> = Vec::new();
    let mut blacks: Vec<usize> = Vec::new();
    let mut undecided: Vec<usize> = Vec::new();
    for &player in players {
        match entrants[player].due {
            Some(Colour::White) => whites.push(player),
            Some(Colour::Black) => blacks.push(player),
            None => undecided.push(player),
        }
    }
    undecided.sort_by_key(|&player| (Reverse(entrants[player].r), entrants[player].tpn));
    for player in undecided {
        if whites.len() <= blacks.len() {
            whites.push(player);
        } else {
            blacks.push(player);
        }
    }
    sort_columns(field, &mut whites, &mut blacks);
    (whites, blacks)
}

/// Sorts both columns by 6.2.
pub(super) fn sort_columns(field: &Field, whites: &mut [usize], blacks: &mut [usize]) {
    let entrants = &field.entrants;
    whites.sort_by(|&a, &b| white_order(&entrants[a], &entrants[b]));
    blacks.sort_by(|&a, &b| black_order(&entrants[a], &entrants[b]));
}
