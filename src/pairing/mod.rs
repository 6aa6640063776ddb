//! The pairing interface shared by every system, and the step that turns an engine's
//! answer into a round of the tournament.
//!
//! Every engine is a function `fn pair(&PairingRequest) -> Result<RoundPairing,
//! PairingError>` in its own module; [`pair`] picks the one the request names.

pub mod burstein;
pub mod by_hand;
pub mod checker;
pub mod double_swiss;
pub mod dubov;
pub mod dutch;
pub mod dutch_2026;
pub mod manual;
pub mod matching;
pub mod round_robin;
pub mod simulate;
pub mod team_swiss;

use thiserror::Error;

use crate::model::acceleration;
/// The board order every Swiss engine lists its pairs in; the model's, because the TRF
/// reader numbers a file's boards by it too.
pub use crate::model::board_order;
use crate::model::history;
use crate::model::{
    Bye, ByeKind, Colour, GameResult, Pairing, PairingEdition, PairingSystem, Points, Round,
    RoundRobin, Tournament, Tpn,
};
/// The players' round history and the virtual points are the model's; they are re-exported
/// here because every engine reads them through the [`PairingRequest`].
pub use acceleration::VirtualPoints;
pub use history::{Competitor, RoundKind, RoundRecord};

/// Everything an engine may look at to pair one round.
#[derive(Clone, Debug)]
pub struct PairingRequest {
    pub system: PairingSystem,
    /// The edition of the system's rules to pair by.
    pub edition: PairingEdition,
    /// The round to pair (1-based).
    pub round: u32,
    /// Rounds declared before the start (the last round has special rules).
    pub rounds_planned: u32,
    /// The colour drawn by lot before round 1.
    pub initial_colour: Colour,
    /// The points of a round won outright (a win, or both games of a Double-Swiss
    /// match): what "50%" of a score is measured against.
    pub round_maximum: Points,
    /// Every player of the tournament in TPN order (index = TPN - 1), including those not
    /// to be paired this round (`to_pair == false`).
    pub players: Vec<Competitor>,
    /// The acceleration's virtual points (for the pairing score only), in every round.
    pub virtual_points: VirtualPoints,
    /// The round robin's settings (read by the round-robin engine only).
    pub round_robin: RoundRobin,
}

impl PairingRequest {
    /// The request for the round after the last one in `tournament`.
    pub fn next_round(tournament: &Tournament) -> PairingRequest {
        PairingRequest::for_round(tournament, tournament.rounds_paired() + 1)
    }

    /// The request for round `round`, from the rounds before it (used to re-check the
    /// pairings in a file).
    pub fn for_round(tournament: &Tournament, round: u32) -> PairingRequest {
        PairingRequest {
            system: tournament.system,
            edition: tournament.editions.pairing,
            round,
            rounds_planned: tournament.rounds_planned,
            initial_colour: tournament.initial_colour,
            round_maximum: tournament.round_maximum(),
            players: history::competitors(tournament, round.saturating_sub(1)),
            virtual_points: acceleration::virtual_points(tournament),
            round_robin: tournament.round_robin,
        }
    }

    pub fn player(&self, tpn: Tpn) -> Option<&Competitor> {
        tpn.checked_sub(1)
            .and_then(|i| self.players.get(i as usize))
    }

    /// The players to pair this round.
    pub fn players_to_pair(&self) -> impl Iterator<Item = &Competitor> {
        self.players.iter().filter(|p| p.to_pair)
    }

    pub fn is_last_round(&self) -> bool {
        self.round >= self.rounds_planned
    }
}

/// One board of the engine's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairedBoard {
    /// White (in game 1, for Double-Swiss).
    pub white: Tpn,
    pub black: Tpn,
    /// How the pair came about, in the system's own terms (bracket, floats, the articles
    /// that decided it), for the arbiter's "explain" view.
    pub explanation: String,
}

/// An engine's pairing of one round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundPairing {
    /// In board order.
    pub boards: Vec<PairedBoard>,
    /// The player receiving the pairing-allocated bye, if the number to pair is odd.
    pub bye: Option<Tpn>,
}

#[derive(Debug, Error, PartialEq, Eq)]
pub enum PairingError {
    #[error(
        "no legal pairing exists for round {round}: {reason}; the chief arbiter decides, and may pair the round by hand: {how}",
        how = by_hand::HOW_TO
    )]
    NoLegalPairing { round: u32, reason: String },
    #[error("the {0} pairing engine is not available yet")]
    SystemUnavailable(PairingSystem),
    #[error("round {round} cannot be paired: {reason}")]
    NotReady { round: u32, reason: String },
    /// The engine contradicted itself (a bug, not a property of the tournament): the
    /// pairing it was building was checked to be completable and then was not.
    #[error("internal error of the pairing engine in round {round}: {reason}; please report it")]
    Internal { round: u32, reason: String },
    /// Virtual points were asked for a system or edition they do not apply to.
    #[error("round {round} cannot be paired with acceleration: {reason}")]
    Acceleration {
        round: u32,
        reason: acceleration::AccelerationError,
    },
    /// A round robin's pairing numbers could not be given before round 1.
    #[error("the pairing numbers cannot be given: {0}")]
    Numbering(#[from] round_robin::NumberingError),
}

/// Pairs the request's round with the request's system.
pub fn pair(request: &PairingRequest) -> Result<RoundPairing, PairingError> {
    if !request.virtual_points.is_empty() {
        acceleration::applicability(request.system, request.edition).map_err(|reason| {
            PairingError::Acceleration {
                round: request.round,
                reason,
            }
        })?;
    }
    match request.system {
        PairingSystem::DoubleSwiss => double_swiss::pair(request),
        PairingSystem::Dubov => dubov::pair(request),
        PairingSystem::Burstein => burstein::pair(request),
        PairingSystem::Dutch if request.edition == PairingEdition::Rules2026 => {
            dutch_2026::pair(request)
        }
        PairingSystem::Dutch => dutch::pair(request),
        PairingSystem::RoundRobin => round_robin::pair(request),
    }
}

/// Before round 1 of a round robin, gives the players their pairing numbers and sets
/// the rounds ([`round_robin::fix_numbers`]); nothing for the Swiss systems, whose
/// numbers are the initial order, nor once round 1 is paired.
pub fn fix_numbers(tournament: &mut Tournament) -> Result<(), PairingError> {
    if tournament.system == PairingSystem::RoundRobin && tournament.rounds.is_empty() {
        round_robin::fix_numbers(tournament)?;
    }
    Ok(())
}

/// Why the next round of `tournament` cannot be paired yet, if it cannot.
pub fn check_ready(tournament: &Tournament) -> Result<(), PairingError> {
    let round = tournament.rounds_paired() + 1;
    let not_ready = |reason: String| Err(PairingError::NotReady { round, reason });
    if round > tournament.rounds_planned {
        return not_ready(format!(
            "the tournament has {} rounds and all are paired",
            tournament.rounds_planned
        ));
    }
    if let Some(last) = tournament.rounds.last() {
        let missing = last.missing_results();
        if missing > 0 {
            return not_ready(format!(
                "{missing} result(s) of round {} are still missing",
                last.number
            ));
        }
        // Late entries (C.04.2 2.4) have no place in the rounds before their entry: only
        // players placed in an earlier round count, or everyone when the round is empty.
        let earlier = &tournament.rounds[..tournament.rounds.len() - 1];
        let empty = last.pairings.is_empty() && last.byes.is_empty();
        let left: Vec<String> = by_hand::unplaced(tournament, last)
            .into_iter()
            .filter(|&tpn| {
                empty
                    || earlier
                        .iter()
                        .any(|r| r.pairing_of(tpn).is_some() || r.bye_of(tpn).is_some())
            })
            .map(|tpn| tournament.player_label(tpn))
            .collect();
        if !left.is_empty() {
            return not_ready(format!(
                "round {} is not complete: {} have neither a board nor a bye; pair them (arbiter pairing add, bye or rest; rounds screen: m, b, r)",
                last.number,
                left.join(", ")
            ));
        }
    }
    Ok(())
}

/// Pairs the next round of `tournament` with its system and adds it to the tournament.
/// Returns the new round's number.
pub fn pair_next_round(tournament: &mut Tournament) -> Result<u32, PairingError> {
    fix_numbers(tournament)?;
    check_ready(tournament)?;
    let request = PairingRequest::next_round(tournament);
    let pairing = pair(&request)?;
    Ok(add_round(tournament, &pairing))
}

/// Adds the engine's pairing as the next round: boards numbered 1, 2, ... in the
/// engine's order, the pairing-allocated bye, requested byes and absences of players not
/// paired (withdrawn players from their withdrawal on get no entry at all, but for the
/// forfeits of a round robin's schedule, [`board_pairing`]).
pub fn add_round(tournament: &mut Tournament, pairing: &RoundPairing) -> u32 {
    let number = tournament.rounds_paired() + 1;
    let pairings = pairing
        .boards
        .iter()
        .zip(1..)
        .map(|(board, board_number)| board_pairing(tournament, number, board_number, board))
        .collect();
    let mut byes: Vec<Bye> = pairing
        .bye
        .map(|player| Bye {
            player,
            kind: tournament.system.free_round_bye(),
        })
        .into_iter()
        .collect();
    for player in &tournament.players {
        if !player.is_active_in(number) {
            continue;
        }
        let paired = pairing.bye == Some(player.tpn)
            || pairing
                .boards
                .iter()
                .any(|b| b.white == player.tpn || b.black == player.tpn);
        if paired {
            continue;
        }
        let kind = player
            .requested_bye(number)
            .map_or(ByeKind::Absent, ByeKind::from);
        byes.push(Bye {
            player: player.tpn,
            kind,
        });
    }
    // The pairing-allocated bye first, then by number, as a TRF is read back.
    byes.sort_by_key(|bye| (bye.kind != ByeKind::Pairing, bye.player));
    tournament.rounds.push(Round {
        number,
        pairings,
        byes,
    });
    number
}

/// The engine's `board` as board `board_number` of round `round`: without results, but a
/// game of a player withdrawn by then, which only a round robin's schedule pairs, is his
/// forfeit (both players' if both have withdrawn; FIDE Tournament Rules 5.4).
pub fn board_pairing(
    tournament: &Tournament,
    round: u32,
    board_number: u32,
    board: &PairedBoard,
) -> Pairing {
    let games = tournament.games_per_pairing();
    let mut pairing = Pairing::new(board_number, board.white, board.black, games);
    let withdrawn = |tpn: Tpn| {
        tournament
            .player(tpn)
            .is_some_and(|p| !p.is_active_in(round))
    };
    if let Some(forfeit) = GameResult::forfeited_by(withdrawn(board.white), withdrawn(board.black))
    {
        pairing.games = vec![forfeit; games];
    }
    pairing
}
