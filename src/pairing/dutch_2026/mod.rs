//! The FIDE (Dutch) system C.04.3 as applied from 1 February 2026, by weighted matching
//! (the approach of the edition's "pairing guidelines for programmers").
//!
//! Where the articles live:
//!
//! | articles | module |
//! | --- | --- |
//! | 1.2 order, 1.4 floats (incl. 1.4.3), 1.5 / C2 bye eligibility, 1.7 colour preferences, 1.8 topscorers | [`players`] |
//! | C1, C3 (absolute), C5-C21 as edge weights | [`criteria`] |
//! | C4 completion, C5/C9 the bye, 1.9 and 3.x-4.x bracket by bracket | [`procedure`] |
//! | 5.2 colour allocation | [`colours`] |
//! | board order (C.04.2 Art. 3.6) | [`crate::pairing::board_order`] |
//!
//! The articles missing from the copies of the text consulted (see `README` of the rules)
//! are read as bbpPairings v6, the FIDE-endorsed program for this edition, reads them;
//! every module states its readings. The 1992-2006 rules are the other engine,
//! [`crate::pairing::dutch`].
//!
//! Readings that concern the round as a whole: withdrawn players and players with a
//! requested bye are not paired (`Competitor::to_pair`); unplayed games give no colour
//! and are no meeting for C1.
//!
//! Acceleration ([`crate::model::acceleration`]): the request's virtual points make
//! each player's pairing score, which takes the place of the score in 1.2, the
//! scoregroups, the floats (this round's and, with that round's virtual points, the
//! earlier ones), the bye, the topscorers and the board order (C.04.7 1.5).

mod colours;
mod criteria;
mod matcher;
mod players;
mod procedure;

use crate::model::Tpn;
use crate::model::floats::Float;
use crate::pairing::board_order::{BoardOrder, PairMember, board_order};
use crate::pairing::{PairedBoard, PairingError, PairingRequest, RoundPairing};

use players::Entrant;
use procedure::{NoPairing, Outcome, Settled};

/// Pairs one round by C.04.3 (2026).
pub fn pair(request: &PairingRequest) -> Result<RoundPairing, PairingError> {
    let acceleration = |tpn: Tpn, round: u32| request.virtual_points.of(tpn, round).tenths();
    let players = players::entrants(request, &acceleration);
    let rounds_played = request.round.saturating_sub(1);
    let topscorer_above = players::topscorer_threshold(request);
    let outcome = procedure::pair(&players, rounds_played, topscorer_above);
    let Outcome { pairs, bye } = outcome.map_err(|NoPairing| PairingError::NoLegalPairing {
        round: request.round,
        reason: "no pairing of all players complies with C1-C3 and C4 (completion)".into(),
    })?;
    let mut boards: Vec<(PairedBoard, BoardOrder)> = pairs
        .iter()
        .map(|pair| board(&players, pair, request))
        .collect();
    boards.sort_by_key(|(_, key)| *key);
    Ok(RoundPairing {
        boards: boards.into_iter().map(|(board, _)| board).collect(),
        bye: bye.map(|b| players[b].tpn),
    })
}

/// One board: colours by 5.2, its explanation, and its board-order key.
fn board(
    players: &[Entrant],
    pair: &Settled,
    request: &PairingRequest,
) -> (PairedBoard, BoardOrder) {
    let (higher, lower) = (&players[pair.higher], &players[pair.lower]);
    let (colour, rule) = colours::allocate(higher, lower, request.initial_colour);
    let (white, black) = if colour == crate::model::Colour::White {
        (higher.tpn, lower.tpn)
    } else {
        (lower.tpn, higher.tpn)
    };
    let mut lines = vec![format!(
        "bracket {} (C.04.3, 2026): {}",
        points(pair.bracket_score),
        if pair.moved_down {
            format!(
                "{} moved down into it (1.4.1) and paired first (C6, C7)",
                higher.tpn
            )
        } else {
            "S1 against S2 in the order of the criteria C6-C21 (3.x, 4.x)".to_string()
        }
    )];
    for player in [higher, lower] {
        if player.score != player.real_score {
            lines.push(format!(
                "{} has {} virtual point(s) of acceleration: pairing score {}, score {}",
                player.tpn,
                points(player.score - player.real_score),
                points(player.score),
                points(player.real_score)
            ));
        }
    }
    for player in [higher, lower] {
        let opponent = if player.tpn == higher.tpn {
            lower
        } else {
            higher
        };
        if player.score > opponent.score {
            let repeated = match player.floats[0] {
                Some(Float::Down) => " again (C14, C18)",
                _ => "",
            };
            lines.push(format!("{} floats down (1.4.2){repeated}", player.tpn));
        } else if player.score < opponent.score {
            let repeated = match player.floats[0] {
                Some(Float::Up) => " again (C15, C19)",
                _ => "",
            };
            lines.push(format!("{} floats up (1.4.2){repeated}", player.tpn));
        }
    }
    lines.push(format!("colours: {}", rule.article()));
    let key = board_order(seat(higher), seat(lower));
    (
        PairedBoard {
            white,
            black,
            explanation: lines.join("\n"),
        },
        key,
    )
}

/// A player as the board order sees him: his pairing score and rank.
fn seat(player: &Entrant) -> PairMember {
    PairMember {
        score: crate::model::Points::from_tenths(player.score),
        rank: player.rank,
    }
}

/// A score in tenths as points.
fn points(tenths: i32) -> String {
    crate::model::Points::from_tenths(tenths).to_string()
}
