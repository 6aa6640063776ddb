//! What a pairing engine does with a TRF, as JaVaFo and bbpPairings do it: the pairing
//! of the next round in their output format, and the "free pairings checker" that
//! re-pairs every round of a file from the rounds before it.

use std::fmt;

use crate::model::{Tournament, Tpn};
use crate::pairing::{PairingError, PairingRequest, RoundPairing};

/// The JaVaFo/bbpPairings output: the number of pairs (the bye counted as a pair), then
/// one `white black` line per board in board order (for Double-Swiss, White of game 1),
/// and the pairing-allocated bye as `player 0`.
pub fn pairing_output(pairing: &RoundPairing) -> String {
    let pairs: Vec<(Tpn, Tpn)> = pairing.boards.iter().map(|b| (b.white, b.black)).collect();
    pairs_output(&pairs, pairing.bye)
}

/// [`pairing_output`] of `white black` pairs (players or teams) and a bye.
pub fn pairs_output(pairs: &[(u32, u32)], bye: Option<u32>) -> String {
    let mut lines = vec![(pairs.len() + usize::from(bye.is_some())).to_string()];
    lines.extend(
        pairs
            .iter()
            .map(|(white, black)| format!("{white} {black}")),
    );
    lines.extend(bye.map(|player| format!("{player} 0")));
    let mut text = lines.join("\n");
    text.push('\n');
    text
}

/// One way an engine's pairing of a round differs from the file's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Difference {
    /// A pair in the file that the engine did not make.
    OnlyInFile { white: Tpn, black: Tpn },
    /// A pair the engine made that is not in the file.
    OnlyFromEngine { white: Tpn, black: Tpn },
    /// The same two players, with the colours the other way round (file's colours).
    ColoursReversed { white: Tpn, black: Tpn },
    /// A different pairing-allocated bye.
    Bye {
        file: Option<Tpn>,
        engine: Option<Tpn>,
    },
    /// The engine finds no legal pairing where the file has one.
    NoLegalPairing(String),
}

impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let player = |p: &Option<Tpn>| p.map_or("none".to_string(), |p| p.to_string());
        match self {
            Difference::OnlyInFile { white, black } => {
                write!(f, "the file pairs {white}-{black}, the engine does not")
            }
            Difference::OnlyFromEngine { white, black } => {
                write!(f, "the engine pairs {white}-{black}, the file does not")
            }
            Difference::ColoursReversed { white, black } => write!(
                f,
                "the file has {white}-{black}, the engine {black}-{white} (colours reversed)"
            ),
            Difference::Bye { file, engine } => write!(
                f,
                "pairing-allocated bye: {} in the file, {} from the engine",
                player(file),
                player(engine)
            ),
            Difference::NoLegalPairing(reason) => {
                write!(f, "the engine finds no legal pairing: {reason}")
            }
        }
    }
}

/// The differences found in one round (none when the engine agrees).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundCheck {
    pub round: u32,
    pub differences: Vec<Difference>,
}

/// Re-pairs every round of `tournament` with `engine` from the rounds before it and lists
/// the differences, round by round. The players available in a round are the ones the
/// file shows paired or given the pairing-allocated bye in it: whoever had a requested
/// bye, was absent or had not entered yet is not paired again. Fails only when the
/// engine cannot be used at all (not available, or the request is refused).
pub fn check_rounds<F>(
    tournament: &Tournament,
    mut engine: F,
) -> Result<Vec<RoundCheck>, PairingError>
where
    F: FnMut(&PairingRequest) -> Result<RoundPairing, PairingError>,
{
    let mut checks = Vec::new();
    for round in &tournament.rounds {
        // Each round is paired again as it was paired then: without later entries and
        // with the TPNs of that time; the answer is then read in today's TPNs.
        let (then, real_tpn) = tournament.as_paired_in(round.number);
        let real = |tpn: Tpn| real_tpn.get(tpn as usize - 1).copied().unwrap_or(tpn);
        let mut request = PairingRequest::for_round(&then, round.number);
        let file_bye = round
            .byes
            .iter()
            .find(|b| b.kind == crate::model::ByeKind::Pairing)
            .map(|b| b.player);
        for player in &mut request.players {
            let tpn = real(player.tpn);
            player.to_pair = round.pairing_of(tpn).is_some() || file_bye == Some(tpn);
            // The file's boards say who was there: a withdrawn player's forfeits too.
            player.withdrawn = false;
        }
        let differences = match engine(&request) {
            Ok(mut answer) => {
                for board in &mut answer.boards {
                    board.white = real(board.white);
                    board.black = real(board.black);
                }
                answer.bye = answer.bye.map(real);
                let file_pairs: Vec<(Tpn, Tpn)> =
                    round.pairings.iter().map(|p| (p.white, p.black)).collect();
                let engine_pairs: Vec<(Tpn, Tpn)> =
                    answer.boards.iter().map(|b| (b.white, b.black)).collect();
                compare((&file_pairs, file_bye), (&engine_pairs, answer.bye))
            }
            Err(PairingError::NoLegalPairing { reason, .. }) => {
                vec![Difference::NoLegalPairing(reason)]
            }
            Err(other) => return Err(other),
        };
        checks.push(RoundCheck {
            round: round.number,
            differences,
        });
    }
    Ok(checks)
}

/// The differences between the file's `white black` pairs and bye and the engine's
/// (players, or teams).
pub fn compare(
    (file_pairs, file_bye): (&[(u32, u32)], Option<u32>),
    (engine_pairs, engine_bye): (&[(u32, u32)], Option<u32>),
) -> Vec<Difference> {
    let mut differences = Vec::new();
    for &(white, black) in file_pairs {
        if engine_pairs.contains(&(white, black)) {
            continue;
        }
        if engine_pairs.contains(&(black, white)) {
            differences.push(Difference::ColoursReversed { white, black });
        } else {
            differences.push(Difference::OnlyInFile { white, black });
        }
    }
    for &(white, black) in engine_pairs {
        let in_file = file_pairs
            .iter()
            .any(|&pair| pair == (white, black) || pair == (black, white));
        if !in_file {
            differences.push(Difference::OnlyFromEngine { white, black });
        }
    }
    if file_bye != engine_bye {
        differences.push(Difference::Bye {
            file: file_bye,
            engine: engine_bye,
        });
    }
    differences
}
