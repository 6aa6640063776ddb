//! Chapter 7: transfers that bring a score group to the standard requirement of 6.1.
//!
//! Readings:
//! - 7.1: "has already played with all the players of his own score group" is read as: may
//!   not be paired (chapter 2, forbidden pairs) with any other player whose score is the
//!   group's. A player transferred up for somebody else is not of "his own score group":
//!   two leaders who have met each other and nobody else of their group each get a
//!   transfer. The players concerned are taken in the order of the score group (decreasing
//!   R, then TPN). The transferred player must be allowed to be transferred (2.5) and to
//!   play him (chapter 2), and the pair must leave everybody else pairable. The players
//!   transferred join the score group, which is then paired as a whole by chapter 6 (7.1
//!   transfers "to the score group to be paired"; it does not pair the transferred player
//!   with the one he was chosen for).
//! - 7.2: "the higher score group" is the group's own players, without those transferred
//!   by 7.1: the transferred player must be allowed to be transferred (2.5) and to play at
//!   least one of them, with everybody else still pairable, and the dominating due colour
//!   is the due colour of more of them; when both counts are equal there is none and the
//!   first preference does not apply. A player without a due colour is not "opposite" to
//!   any. The group is odd counting the 7.1 transfers.
//! - "The next possible lower score group" is the highest lower score group holding a player
//!   who meets the requirements; the preferences (due colour, highest R, lowest ARO) apply
//!   within that group, and the TPN breaks the last tie.
//! - 7.3 and 7.4 apply to an even group after 7.1 and 7.2. Only players whom 2.6 allows to
//!   change subgroup are transferred; if fewer than n are allowed, all of them are. "The
//!   list of the players is arranged alphabetically, the transfer being made from the upper
//!   half": among players equal in ARO and R, the first in alphabetical order is moved.

use std::cmp::Reverse;

use crate::model::Colour;

use super::by_name;
use super::colours::dominating_colour;
use super::limitations::may_change_subgroup;
use super::standard::{Procedure, sort_columns, subgroups};

/// 7.1 and 7.2: the players of score group `group` still to pair, with the players
/// transferred up from lower score groups.
pub(super) fn complete(procedure: &mut Procedure, group: usize) -> Vec<usize> {
    let field = procedure.field;
    let entrants = &field.entrants;
    let natives = procedure.natives(group);
    let mut members = natives.clone();
    let mut in_order = natives.clone();
    in_order.sort_by_key(|&player| (Reverse(entrants[player].r), entrants[player].tpn));
    for player in in_order {
        let alone = !natives.iter().any(|&other| field.legal(player, other));
        if !alone {
            continue;
        }
        let wanted = entrants[player].due.map(Colour::opposite);
        let oracle = &procedure.oracle;
        let found = transfer_candidate(procedure, group, wanted, |candidate| {
            field.legal(player, candidate) && oracle.can_pair(candidate, player)
        });
        if let Some((candidate, from)) = found {
            let note = format!(
                "7.1: transferred from {} (player {} could meet nobody in his score group)",
                procedure.label(from),
                entrants[player].tpn
            );
            transfer(procedure, &mut members, candidate, note);
        }
    }
    if members.len() % 2 == 1 {
        let wanted = dominating_colour(natives.iter().map(|&player| &entrants[player]))
            .map(Colour::opposite);
        let oracle = &procedure.oracle;
        let found = transfer_candidate(procedure, group, wanted, |candidate| {
            natives
                .iter()
                .any(|&member| field.legal(candidate, member) && oracle.can_pair(candidate, member))
        });
        if let Some((candidate, from)) = found {
            let note = format!(
                "7.2: transferred from {} (odd score group)",
                procedure.label(from)
            );
            transfer(procedure, &mut members, candidate, note);
        }
    }
    members
}

fn transfer(procedure: &mut Procedure, members: &mut Vec<usize>, player: usize, note: String) {
    procedure.taken[player] = true;
    procedure.note(player, note);
    members.push(player);
}

/// The player to transfer up into score group `group`: from the highest lower score group
/// holding a player for whom `eligible` holds, the one due `wanted` if any, then with the
/// highest R, then the lowest ARO, then the lowest TPN. Returns him and his score group.
fn transfer_candidate(
    procedure: &Procedure,
    group: usize,
    wanted: Option<Colour>,
    eligible: impl Fn(usize) -> bool,
) -> Option<(usize, usize)> {
    let entrants = &procedure.field.entrants;
    let limits = procedure.field.limits;
    (group + 1..procedure.groups.len()).find_map(|lower| {
        procedure
            .natives(lower)
            .into_iter()
            .filter(|&candidate| {
                limits.may_transfer_up(&entrants[candidate]) && eligible(candidate)
            })
            .min_by_key(|&candidate| {
                let player = &entrants[candidate];
                (
                    wanted.is_none() || player.due != wanted,
                    Reverse(player.r),
                    player.aro,
                    player.tpn,
                )
            })
            .map(|candidate| (candidate, lower))
    })
}

/// 6.2 with 7.3 and 7.4: the White and Black columns of the group, each in 6.2 order.
pub(super) fn columns(procedure: &mut Procedure, members: &[usize]) -> (Vec<usize>, Vec<usize>) {
    let field = procedure.field;
    let entrants = &field.entrants;
    let (mut whites, mut blacks) = subgroups(field, members);
    if members.len() % 2 == 1 || whites.len() == blacks.len() {
        return (whites, blacks);
    }
    // 7.3: Whites with the lowest ARO (then higher R) to the Black column; 7.4: Blacks with
    // the highest ARO (then lower R) to the White column.
    let (from, to, colour, article) = if whites.len() > blacks.len() {
        (&mut whites, &mut blacks, Colour::Black, "7.3")
    } else {
        (&mut blacks, &mut whites, Colour::White, "7.4")
    };
    let excess = (from.len() - to.len()) / 2;
    let mut movable: Vec<usize> = from
        .iter()
        .copied()
        .filter(|&player| may_change_subgroup(&entrants[player], colour))
        .collect();
    movable.sort_by(|&a, &b| {
        let (x, y) = (&entrants[a], &entrants[b]);
        let by_aro_and_r = match colour {
            Colour::Black => x.aro.cmp(&y.aro).then_with(|| y.r.cmp(&x.r)),
            Colour::White => y.aro.cmp(&x.aro).then_with(|| x.r.cmp(&y.r)),
        };
        by_aro_and_r.then_with(|| by_name(x, y))
    });
    movable.truncate(excess);
    from.retain(|player| !movable.contains(player));
    to.extend(movable.iter().copied());
    let column = colour.name();
    for &player in &movable {
        procedure.note(player, format!("{article}: moved to the {column} column"));
    }
    sort_columns(field, &mut whites, &mut blacks);
    (whites, blacks)
}
