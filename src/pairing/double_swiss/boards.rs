//! The boards of the round: colours (Article 4), board order, and the explanation of each
//! pair.
//!
//! Board order (the rules leave it open): as every Swiss system orders its boards
//! ([`crate::pairing::board_order`]), by the pairing scores. The top boards thus carry the
//! leaders, as arbiters expect.

use super::colours::{self, ColourRule};
use super::criteria::Field;
use crate::model::{Colour, Points, Tpn};
use crate::pairing::PairedBoard;
use crate::pairing::board_order::{BoardOrder, PairMember, board_order};

/// What 3.5 and 3.6 decided for one bracket, for the explanations.
pub(in crate::pairing) struct BracketReport {
    pub score: Points,
    pub residents: Vec<usize>,
    pub upfloaters: Vec<usize>,
    /// C6 value, when it applied.
    pub following_needs: Option<usize>,
    /// C7 value, when it applied.
    pub previous_floaters: Option<usize>,
    /// C8 value, when it applied.
    pub floating_opponents: Option<usize>,
}

impl BracketReport {
    fn describe(&self, field: &Field) -> String {
        let mut text = self.selection(field);
        text.push_str("\n3.6.4: first legal pairing in identifier order");
        match self.floating_opponents {
            Some(floating) if !self.upfloaters.is_empty() => text.push_str(&format!(
                "; {floating} of the upfloaters' opponents floated in the previous round [C8]."
            )),
            _ => text.push('.'),
        }
        text
    }

    /// The bracket and what 3.5 decided (C4-C7), worded alike by C.04.5 and C.04.6.
    pub(in crate::pairing) fn selection(&self, field: &Field) -> String {
        let plural = |count: usize, word: &str| {
            format!("{count} {word}{}", if count == 1 { "" } else { "s" })
        };
        let mut text = format!(
            "Scoregroup {} ({})",
            self.score,
            field.describe(&self.residents)
        );
        if self.upfloaters.is_empty() {
            text.push_str(", no upfloaters [C4].");
        } else {
            // As in `Field::describe`: a long list is cut (it is repeated on every board).
            const SHOWN: usize = 12;
            let mut listed: Vec<String> = self
                .upfloaters
                .iter()
                .take(SHOWN)
                .map(|&u| format!("{} ({})", field.tpn(u), field.score(u)))
                .collect();
            if self.upfloaters.len() > SHOWN {
                listed.push(format!("... ({} in all)", self.upfloaters.len()));
            }
            text.push_str(&format!(
                " with upfloaters {}.\n3.5: {} [C4], scores as high as possible [C5]",
                listed.join(", "),
                plural(self.upfloaters.len(), "upfloater"),
            ));
            if let Some(needs) = self.following_needs {
                text.push_str(&format!(
                    ", next scoregroup's bracket needs {} [C6]",
                    plural(needs, "upfloater")
                ));
            }
            if let Some(floaters) = self.previous_floaters {
                text.push_str(&format!(
                    ", {floaters} of them floated in the previous round [C7]"
                ));
            }
            text.push_str("; the first such set in the order of 3.5.4.");
        }
        text
    }
}

struct Board {
    white: Tpn,
    black: Tpn,
    order: BoardOrder,
    rule: ColourRule,
    bracket: usize,
}

/// The boards of the round, in board order, with colours and explanations.
pub(super) fn boards(
    field: &Field,
    brackets: &[(BracketReport, Vec<(usize, usize)>)],
) -> Vec<PairedBoard> {
    let seat = |player: usize| PairMember {
        score: field.score(player),
        rank: field.tpn(player) as usize,
    };
    let mut boards: Vec<Board> = Vec::new();
    for (index, (_, pairs)) in brackets.iter().enumerate() {
        for &(a, b) in pairs {
            // Players are numbered in the order of 1.2, which 4.2 follows.
            let (hrp, opponent) = (a.min(b), a.max(b));
            let (colour, rule) = colours::allocate(
                &field.entrants[hrp],
                &field.entrants[opponent],
                field.initial_colour,
            );
            let (white, black) = match colour {
                Colour::White => (hrp, opponent),
                Colour::Black => (opponent, hrp),
            };
            boards.push(Board {
                white: field.tpn(white),
                black: field.tpn(black),
                order: board_order(seat(hrp), seat(opponent)),
                rule,
                bracket: index,
            });
        }
    }
    boards.sort_by_key(|board| board.order);
    let descriptions: Vec<String> = brackets
        .iter()
        .map(|(report, _)| report.describe(field))
        .collect();
    boards
        .into_iter()
        .map(|board| PairedBoard {
            white: board.white,
            black: board.black,
            explanation: format!(
                "{}\nColours {}; White in game 1, Black in game 2 (4.4).",
                descriptions[board.bracket], board.rule
            ),
        })
        .collect()
}
