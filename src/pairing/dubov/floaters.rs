//! Chapter 8: the floaters of 6.4 in the next lower score group.
//!
//! Readings:
//! - 8.1: the floaters are split by due colour as in 6.2 (a floater without a due colour
//!   joins the smaller side) and each side is sorted as its column in 6.2. They are taken
//!   alternately, first the highest "White" floater, then the highest "Black" one, and so
//!   on; when one side runs out the other continues.
//! - 8.2: "the player having the highest R, if possible having the opposite due colour": the
//!   opposite due colour comes first, then the highest R, then the lowest ARO, then the
//!   lowest TPN. The floater meets a player of the score group he floated into who is still
//!   unpaired, allowed by chapter 2, and such that everyone else can still be paired (2.5
//!   limits transfers up, not the opponents of floaters: see the limitations module).
//! - A floater who finds no such player floats on to the next score group. Floaters left
//!   after the lowest score group are paired among themselves in the same way (article 9).

use std::cmp::Reverse;

use crate::model::Colour;
use crate::pairing::PairingError;

use super::Field;
use super::standard::{Procedure, subgroups};

/// Chapter 8 in score group `group`: pairs the floaters coming from above with players of
/// the group. Returns the floaters who found nobody there.
pub(super) fn pair_incoming(
    procedure: &mut Procedure,
    group: usize,
    floaters: &[usize],
) -> Result<Vec<usize>, PairingError> {
    let mut unpaired = Vec::new();
    for floater in priority(procedure.field, floaters) {
        let natives = procedure.natives(group);
        match best_opponent(procedure, floater, &natives) {
            Some(opponent) => {
                let how = format!(
                    "{}: 8 floater paired with the highest R{}",
                    procedure.label(group),
                    opposite_note(procedure.field, floater, opponent)
                );
                procedure.commit(floater, opponent, how)?;
            }
            None => unpaired.push(floater),
        }
    }
    Ok(unpaired)
}

/// Article 9: floaters who found no opponent down to the lowest score group meet each other
/// by the rules of chapter 8.
pub(super) fn pair_remaining(
    procedure: &mut Procedure,
    floaters: &[usize],
) -> Result<(), PairingError> {
    for floater in priority(procedure.field, floaters) {
        if !procedure.oracle.is_active(floater) {
            continue;
        }
        let others: Vec<usize> = floaters
            .iter()
            .copied()
            .filter(|&other| other != floater && procedure.oracle.is_active(other))
            .collect();
        let Some(opponent) = best_opponent(procedure, floater, &others) else {
            return Err(procedure
                .field
                .internal_error("a floater below the lowest score group found no opponent"));
        };
        let how = format!(
            "9: floaters left below the lowest score group, paired by 8{}",
            opposite_note(procedure.field, floater, opponent)
        );
        procedure.commit(floater, opponent, how)?;
    }
    Ok(())
}

/// 8.1: the order in which the floaters are paired.
fn priority(field: &Field, floaters: &[usize]) -> Vec<usize> {
    let (whites, blacks) = subgroups(field, floaters);
    let mut order = Vec::with_capacity(floaters.len());
    let (mut whites, mut blacks) = (whites.into_iter(), blacks.into_iter());
    loop {
        match (whites.next(), blacks.next()) {
            (None, None) => return order,
            (white, black) => order.extend(white.into_iter().chain(black)),
        }
    }
}

/// 8.2: the opponent of `floater` among `candidates`.
fn best_opponent(procedure: &Procedure, floater: usize, candidates: &[usize]) -> Option<usize> {
    let field = procedure.field;
    let wanted = field.entrants[floater].due.map(Colour::opposite);
    candidates
        .iter()
        .copied()
        .filter(|&candidate| {
            field.legal(floater, candidate) && procedure.oracle.can_pair(floater, candidate)
        })
        .min_by_key(|&candidate| {
            let player = &field.entrants[candidate];
            (
                wanted.is_none() || player.due != wanted,
                Reverse(player.r),
                player.aro,
                player.tpn,
            )
        })
}

fn opposite_note(field: &Field, floater: usize, opponent: usize) -> &'static str {
    match (field.entrants[floater].due, field.entrants[opponent].due) {
        (Some(a), Some(b)) if a != b => " of the opposite due colour",
        (Some(_), Some(_)) => " (none of the opposite due colour possible)",
        _ => "",
    }
}
