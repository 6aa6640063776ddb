//! The matches of the round: colours (Article 4), the order of the matches, and the
//! explanation of each.
//!
//! Match order (C.04.6 leaves it to the competition; C.04.2 Art. 3.6): the order of the
//! boards of every Swiss system ([`crate::pairing::board_order`]), by the teams' pairing
//! scores and TPNs.

use super::bracket::Cost;
use super::colours::{self, Colouring};
use super::preferences::Preference;
use super::scores::{TeamEntrant, TeamPairingRequest};
use super::{PairedMatch, TeamBracket};
use crate::model::Colour;
use crate::pairing::board_order::{BoardOrder, PairMember, board_order};
use crate::pairing::double_swiss::criteria::Field;

/// The matches of the round, in order, with colours and explanations.
pub fn matches(
    request: &TeamPairingRequest,
    field: &Field,
    entrants: &[TeamEntrant],
    wishes: &[Option<Preference>],
    brackets: &[TeamBracket],
) -> Vec<PairedMatch> {
    let mut ordered: Vec<(BoardOrder, PairedMatch)> = Vec::new();
    for bracket in brackets {
        let text = describe(field, bracket, request);
        for &(a, b) in &bracket.pairs {
            let first_is_a =
                colours::is_first_team(&entrants[a], &entrants[b], request.choices.secondary);
            let (first, other) = if first_is_a { (a, b) } else { (b, a) };
            let colouring = |p: usize| Colouring {
                team: &entrants[p],
                preference: wishes[p],
            };
            let (colour, rule) =
                colours::allocate(colouring(first), colouring(other), request.initial_colour);
            let (white, black) = match colour {
                Colour::White => (first, other),
                Colour::Black => (other, first),
            };
            let seat = |p: usize| PairMember {
                score: field.score(p),
                rank: field.tpn(p) as usize,
            };
            ordered.push((
                board_order(seat(a), seat(b)),
                PairedMatch {
                    white: field.tpn(white),
                    black: field.tpn(black),
                    explanation: format!(
                        "{text}\nColours {rule}: team {} is the first-team (4.2), team {} has White on board 1.",
                        field.tpn(first),
                        field.tpn(white)
                    ),
                },
            ));
        }
    }
    ordered.sort_by_key(|(order, _)| *order);
    ordered.into_iter().map(|(_, paired)| paired).collect()
}

/// The bracket's explanation: 3.5 as the Double-Swiss words it, then 3.6.4.
fn describe(field: &Field, bracket: &TeamBracket, request: &TeamPairingRequest) -> String {
    let Cost {
        unfulfilled,
        strong_unfulfilled,
        floating_opponents,
    } = bracket.cost;
    let mut text = bracket.report.selection(field);
    text.push_str(&format!(
        "\n3.6.4: first legal pairing in identifier order with {unfulfilled} team(s) without their colour preference [C8]"
    ));
    if request.choices.preferences == crate::model::ColourPreferences::TypeB {
        text.push_str(&format!(", {strong_unfulfilled} without a strong one [C9]"));
    }
    if request.floats_matter() && !bracket.report.upfloaters.is_empty() {
        text.push_str(&format!(
            ", {floating_opponents} upfloaters' opponent(s) who floated in the previous round [C10]"
        ));
    }
    text.push('.');
    text
}
