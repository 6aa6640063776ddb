//! The FIDE Swiss system based on rating (the Dutch system), rules of 1992-2006, as a
//! careful arbiter applies them by hand: score brackets from the top, S1 against S2,
//! transpositions in D1 order, exchanges in D2 order, x and p, criteria B1-B6 dropped in
//! the order C9-C11 give, C12 to C14, then colours by E1-E5 and boards by F1.
//!
//! Where the articles live:
//!
//! | articles | module |
//! | --- | --- |
//! | A2 order | [`ranking`] |
//! | A3 brackets, A6 S1/S2 and p, C2-C11, C14 | [`brackets`] |
//! | C preamble, C1, C12, C13 | [`procedure`] |
//! | A4 floats, A5 (a bye is a downfloat) | [`floats`], on [`crate::model::floats`] |
//! | B1b, who may receive the bye | `may_receive_pairing_bye` in [`crate::model::history`] |
//! | A7 colour preferences, B2, E1-E5, F2/F3 | [`colours`], on [`crate::model::colours`] |
//! | A8 x with A7(d), B1-B6 | [`criteria`] |
//! | B3 where a group treated as homogeneous holds several scores | [`differences`] |
//! | D1 transpositions | [`transpositions`] |
//! | D2 exchanges | [`exchanges`] |
//! | F1 board order | [`boards`] |
//!
//! Every module's documentation states the readings it takes where the text leaves a
//! choice. Those that concern the round as a whole:
//! - F5: withdrawn players and players known to be absent (a requested bye) are not paired
//!   (`Competitor::to_pair`).
//! - F2/F3: unplayed games (forfeits, byes, absences) give no colour; a forfeited pairing
//!   is no meeting for B1a ("such a pairing is not considered to be illegal in future
//!   rounds").
//! - E5: "all even numbered players in S1" are read as the players at even places of S1
//!   (S1 of round 1 after any exchange, counted from 1): the first gets the colour drawn
//!   before the round (`PairingRequest::initial_colour`, A7: "the colour preference of one
//!   player (often the highest one) is determined by lot"), the second the other, and so
//!   on. With everybody present the places are the pairing numbers.
//! - Each board's explanation names, one item a line, the bracket (its score, how it was
//!   treated, p and x), the floats of the pair (A4), how the pair came about (C6, a
//!   transposition, an exchange), every criterion dropped on the way (C9-C11, A7(c), the
//!   last-round note, C14), C1/C12/C13 events, a player A7(d) counted with the other
//!   colour, and the rule that gave the colours.
//!
//! F6-F9 concern the arbiter, not the pairing program: a published pairing is changed only
//! by pairing again (F6), corrections count from the next pairing (F7), a player absent
//! without notice is withdrawn in the tournament file (F8), and there are no adjourned
//! games (F9). The final standings of F10 are one of the standings module's tie-break
//! orders (`Tiebreak::DUTCH_F10`).

mod boards;
mod brackets;
mod colours;
mod criteria;
mod differences;
mod exchanges;
mod feasibility;
mod floats;
mod procedure;
mod ranking;
mod transpositions;

use crate::model::{Colour, Points, Tpn};
use crate::pairing::{PairedBoard, PairingError, PairingRequest, RoundPairing};

pub use brackets::{Position, Step, Treatment};
pub use exchanges::Exchange;

use brackets::{BracketPairing, Event, GroupPairing};
use colours::{ColourRule, Side, allocate};
use criteria::Field;

/// Pairs one round by the Dutch system.
pub fn pair(request: &PairingRequest) -> Result<RoundPairing, PairingError> {
    pair_explained(request).map(|explained| explained.pairing)
}

/// A round's pairing with the record of how each bracket was paired.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explained {
    pub pairing: RoundPairing,
    /// The brackets in the order they were paired, highest first.
    pub brackets: Vec<BracketReport>,
}

/// How one score bracket was paired, with players by pairing number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BracketReport {
    /// The score of the bracket's own players.
    pub score: Points,
    /// The players paired in it, A2 order (those moved down first).
    pub members: Vec<Tpn>,
    /// How many of `members` were moved down into it.
    pub moved_down: usize,
    pub treatment: Treatment,
    pub lowest: bool,
    /// Where on the ladder of C9-C14 the pairing was found.
    pub position: Position,
    /// The players moved down paired first (heterogeneous bracket).
    pub moved_down_part: Option<GroupReport>,
    /// The homogeneous (remainder) group.
    pub remainder: GroupReport,
    /// Moved down to the next bracket (the lowest bracket's: the bye).
    pub leftovers: Vec<Tpn>,
    /// C1, C12 and C13, as text.
    pub events: Vec<String>,
    /// When C12 or C13 searched the bracket again for the one below: how.
    pub repair: Option<RepairReport>,
}

/// A bracket searched again by C12 or C13, with players by pairing number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RepairReport {
    /// C13 (the lowest bracket must be paired completely) rather than C12 (the next
    /// bracket must be able to pair its MDPs).
    pub by_c13: bool,
    /// Where the search started.
    pub from: Position,
    /// The players the earlier pairing moved down (another set was required).
    pub replaced: Vec<Tpn>,
    /// The players of the bracket below besides those this bracket moves down.
    pub below: Vec<Tpn>,
    /// Whether the bracket below was the lowest one.
    pub below_is_lowest: bool,
}

/// How one group (MDP part or remainder) was paired, with players by pairing number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupReport {
    pub members: Vec<Tpn>,
    pub p: usize,
    pub x: usize,
    pub exchange: Option<Exchange>,
    pub s1: Vec<Tpn>,
    pub s2: Vec<Tpn>,
    /// S1 player against S2 player.
    pub pairs: Vec<(Tpn, Tpn)>,
    pub unpaired: Vec<Tpn>,
}

/// Pairs one round and reports how.
pub fn pair_explained(request: &PairingRequest) -> Result<Explained, PairingError> {
    let field = Field::new(request);
    let brackets =
        procedure::pair_brackets(&field).map_err(|failure| PairingError::NoLegalPairing {
            round: request.round,
            reason: failure.reason,
        })?;
    let bye = brackets
        .last()
        .and_then(|lowest| lowest.leftovers.first().copied());
    let mut pairs: Vec<(usize, usize, usize)> = Vec::new();
    for (index, bracket) in brackets.iter().enumerate() {
        for pair in bracket.pairs() {
            let (higher, lower) = boards::higher_first(pair);
            pairs.push((higher, lower, index));
        }
    }
    let mut order: Vec<(usize, usize)> = pairs.iter().map(|&(h, l, _)| (h, l)).collect();
    boards::sort_boards(&field, &mut order);
    let bracket_of = |higher: usize| {
        pairs
            .iter()
            .find(|&&(h, _, _)| h == higher)
            .map(|&(_, _, b)| b)
            .expect("every board comes from a bracket")
    };
    let boards = order
        .iter()
        .enumerate()
        .map(|(board, &(higher, lower))| {
            let bracket = &brackets[bracket_of(higher)];
            board_of(&field, bracket, board, higher, lower)
        })
        .collect();
    Ok(Explained {
        pairing: RoundPairing {
            boards,
            bye: bye.map(|b| field.tpn(b)),
        },
        brackets: brackets.iter().map(|b| report(&field, b)).collect(),
    })
}

/// The group of a bracket that paired `player`.
fn group_of(bracket: &BracketPairing, player: usize) -> &GroupPairing {
    bracket
        .moved_down_part
        .iter()
        .find(|g| g.pairs.iter().any(|&(a, b)| a == player || b == player))
        .unwrap_or(&bracket.remainder)
}

/// Colours (E1-E5) and explanation of one board.
fn board_of(
    field: &Field,
    bracket: &BracketPairing,
    board: usize,
    higher: usize,
    lower: usize,
) -> PairedBoard {
    let group = group_of(bracket, higher);
    let level = bracket.position.step.level();
    let side = |player: usize| Side {
        history: &field.entrant(player).colours,
        preference: field.preference_as_counted(player, &level, &group.switched),
        b2_applies: field.b2_applies(player, &level),
    };
    let lot = if field.round == 1 {
        // E5: by the place in S1 of the pair's S1 player.
        let (s1_player, place) = group
            .s1
            .iter()
            .enumerate()
            .find(|&(_, &m)| m == higher || m == lower)
            .map(|(place, &m)| (m, place))
            .expect("a pair has its S1 player in S1");
        let s1_colour = alternate(field.initial_colour, place);
        let colour = if s1_player == higher {
            s1_colour
        } else {
            s1_colour.opposite()
        };
        (colour, ColourRule::E5)
    } else {
        (
            alternate(field.initial_colour, board),
            ColourRule::BoardAlternation,
        )
    };
    let (higher_colour, rule) = allocate(side(higher), side(lower), lot);
    let (white, black) = match higher_colour {
        Colour::White => (higher, lower),
        Colour::Black => (lower, higher),
    };
    PairedBoard {
        white: field.tpn(white),
        black: field.tpn(black),
        explanation: explain(field, bracket, group, higher, lower, rule),
    }
}

/// The colour at 0-based place `place` of an alternation starting with `first`.
fn alternate(first: Colour, place: usize) -> Colour {
    if place.is_multiple_of(2) {
        first
    } else {
        first.opposite()
    }
}

fn explain(
    field: &Field,
    bracket: &BracketPairing,
    group: &GroupPairing,
    higher: usize,
    lower: usize,
    rule: ColourRule,
) -> String {
    let tpn = |m: usize| field.tpn(m);
    let mut text = format!("bracket {}", bracket.score);
    let part = match bracket.treatment {
        brackets::Treatment::Homogeneous => "homogeneous",
        brackets::Treatment::HomogeneousByMajority => {
            "at least half moved down, treated as homogeneous (A3)"
        }
        brackets::Treatment::Heterogeneous => {
            if bracket
                .moved_down_part
                .as_ref()
                .is_some_and(|g| std::ptr::eq(g, group))
            {
                "heterogeneous, players moved down paired first"
            } else {
                "heterogeneous, remainder"
            }
        }
    };
    text.push_str(&format!(" ({part}, p={}, x={})", group.p, group.x));
    text.push_str(&format!(": {} v {}", tpn(higher), tpn(lower)));
    let mut lines = vec![text];
    if field.score(higher) != field.score(lower) {
        lines.push(format!(
            "{} floats down, {} floats up (A4)",
            tpn(higher),
            tpn(lower)
        ));
    }
    lines.push(match (&group.exchange, group.transposed) {
        (Some(exchange), _) => format!("exchange {} (C8, D2)", exchange.describe()),
        (None, true) => "transposition of S2 (C7, D1)".to_string(),
        (None, false) => "S1 against S2 in order (C6)".to_string(),
    });
    let position = bracket.position;
    let step = position.step;
    // Criteria dropped on the way that concerned somebody in the bracket.
    let concerned = bracket.concerned;
    let dropped = [
        (
            Step::NoB6Up,
            concerned.b6_up,
            "B6 dropped for upfloats (C9)",
        ),
        (
            Step::NoB5Up,
            concerned.b5_up,
            "B5 dropped for upfloats (C9)",
        ),
        (
            Step::NoB6Down,
            concerned.b6_down,
            "B6 dropped for downfloats (C10)",
        ),
        (
            Step::NoB5Down,
            concerned.b5_down,
            "B5 dropped for downfloats (C10)",
        ),
    ];
    for (from, concerns, text) in dropped {
        if step >= from && concerns {
            lines.push(text.to_string());
        }
    }
    if let Step::MoreX { .. } = step {
        lines.push("x raised (C11)".to_string());
    }
    if step >= Step::NoA7c {
        lines.push("x raised to p (C11)".to_string());
        if concerned.a7c {
            lines.push("A7(c) set aside".to_string());
        }
    }
    if step >= Step::NoB2Half && concerned.b2_for_half {
        lines.push("B2 not applied to 50% scorers (last-round note)".to_string());
    }
    if position.moved_down_cut > 0 || position.remainder_cut > 0 {
        lines.push("p lowered (C14)".to_string());
    }
    lines.extend(bracket.events.iter().map(|e| describe_event(field, e)));
    for player in [higher, lower] {
        if group.switched.contains(&player) {
            let counted = field
                .preference_as_counted(player, &position.step.level(), &group.switched)
                .expect("a player A7(d) counted has a preference");
            lines.push(format!(
                "{} counted as wanting {} (A7(d))",
                tpn(player),
                counted.colour
            ));
        }
    }
    lines.push(format!("colours {}", rule.label()));
    lines.join("\n")
}

fn describe_event(field: &Field, event: &Event) -> String {
    match event {
        Event::MovedDownByC1 { from, players } => format!(
            "C1 moved {} down from bracket {from}",
            players
                .iter()
                .map(|&p| field.tpn(p).to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Event::Repaired(repair) if repair.by_c13 => {
            "paired again for the lowest bracket (C13)".to_string()
        }
        Event::Repaired(_) => "paired again for the bracket below (C12)".to_string(),
        Event::JoinedByC13(score) => format!("bracket {score} joined to this one (C13)"),
    }
}

fn report(field: &Field, bracket: &BracketPairing) -> BracketReport {
    let tpns = |players: &[usize]| players.iter().map(|&p| field.tpn(p)).collect();
    let group = |g: &GroupPairing| GroupReport {
        members: tpns(&g.members),
        p: g.p,
        x: g.x,
        exchange: g.exchange.clone(),
        s1: tpns(&g.s1),
        s2: tpns(&g.s2),
        pairs: g
            .pairs
            .iter()
            .map(|&(a, b)| (field.tpn(a), field.tpn(b)))
            .collect(),
        unpaired: tpns(&g.unpaired),
    };
    BracketReport {
        score: bracket.score,
        members: tpns(&bracket.members),
        moved_down: bracket.moved_down,
        treatment: bracket.treatment,
        lowest: bracket.lowest,
        position: bracket.position,
        moved_down_part: bracket.moved_down_part.as_ref().map(group),
        remainder: group(&bracket.remainder),
        leftovers: tpns(&bracket.leftovers),
        events: bracket
            .events
            .iter()
            .map(|e| describe_event(field, e))
            .collect(),
        repair: bracket.events.iter().rev().find_map(|event| match event {
            Event::Repaired(repair) => Some(RepairReport {
                by_c13: repair.by_c13,
                from: repair.from,
                replaced: tpns(&repair.replaced),
                below: tpns(&repair.below),
                below_is_lowest: repair.below_is_lowest,
            }),
            _ => None,
        }),
    }
}
