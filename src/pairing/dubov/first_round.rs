//! Chapter 5: the first round.
//!
//! The list is the initial order (TPN). With an odd number of players the last one gets the
//! bye. The upper half is the left column and the lower half the right one; row k pairs the
//! k-th player of each. The lot (the tournament's initial colour) gives the colour of the
//! left player on board 1; the left players of odd boards get that colour and those of
//! even boards the other.
//!
//! Reading: the text does not foresee pairs the arbiter forbade. They are treated like
//! players who have met, with the improvements of 6.3 applied to the two columns (the left
//! column in the role of the Whites); the colours still follow the board numbers. If a
//! forbidden pair makes the last player unable to take the bye, the player above him does.

use crate::model::Colour;
use crate::pairing::PairingError;
use crate::pairing::matching::{CompatibilityGraph, MatchingOracle};

use super::standard::pair_columns;
use super::{Board, Field, bye};

pub(super) fn pair(
    field: &Field,
    initial_colour: Colour,
) -> Result<(Vec<Board>, Option<usize>), PairingError> {
    let mut oracle = MatchingOracle::new(&field.graph);
    let bye = bye::give_first_round(field, &mut oracle)?;
    let list: Vec<usize> = oracle.active().iter().collect();
    let half = list.len() / 2;
    let local = CompatibilityGraph::from_fn(list.len(), |i, j| field.legal(list[i], list[j]));
    let group_oracle = MatchingOracle::new(&local);
    let rows = pair_columns(field, &mut oracle, &list, &local, group_oracle, half)?;
    let boards = rows
        .into_iter()
        .enumerate()
        .map(|(index, row)| {
            let left_white = (index % 2 == 0) == (initial_colour == Colour::White);
            let how = format!("round 1, 5: upper half against lower half, {}", row.how);
            field.board(row.white_column, row.partner, Some(left_white), &how)
        })
        .collect();
    Ok((boards, bye))
}
