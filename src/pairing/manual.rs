//! The arbiter's own changes to the pairings of the last round, and the rules a round's
//! pairings break.
//!
//! The engines pair by the rules; the arbiter may still change a pairing (an
//! arbiter's decision, e.g. after a player is found absent; Dutch F6: a published
//! pairing is changed only if it breaks the absolute criteria). A change is always possible, but
//! the program reports every rule the changed round breaks, in the pairing system's own
//! terms, so that nobody breaks one unknowingly:
//!
//! - two players meet a second time: C.04.1 Art. 2; Double-Swiss [C1] (C.04.5 2.1.1);
//!   Dutch B1a (1992) or [C1] (C.04.3 2026); Dubov 2.1; and the arbiter's own forbidden
//!   pairs;
//! - the pairing-allocated bye goes to a player who already scored a point without
//!   playing (a pairing-allocated bye, a full-point bye, or a match won by forfeit):
//!   Double-Swiss [C2] (2.1.2); Dutch B1b (1992) or [C2] (2026); Dubov 2.2. A requested half-point bye is not
//!   "a point without playing" and does not count;
//! - colour limits, in the systems that have them: a colour difference beyond ±2 (Dutch
//!   B2a, Dubov 2.3) and the same colour three times in a row (Dutch B2b, Dubov 2.4),
//!   counting only games actually played (Dutch F2; C.04.2 Art. 3.4) plus the game of
//!   the round being changed. In the Dutch rules of 2026 both are [C3] (players with the
//!   same absolute colour preference do not meet; C.04.1 Art. 6 and 7). Double-Swiss has
//!   no absolute colour criterion;
//! - an active player left without a board or a bye, and more than one
//!   pairing-allocated bye.
//!
//! Only the last round can be changed (earlier pairings stay, whatever happens later),
//! and only boards without a result.

use thiserror::Error;

use crate::model::colours::{COLOUR_DIFFERENCE_LIMIT, colour_difference, repeated_colour};
use crate::model::history::{Competitor, WinWithoutPlaying, competitors};
use crate::model::{
    Bye, ByeKind, Colour, Pairing, PairingEdition, PairingSystem, Round, Tournament, Tpn,
};

/// One manual change of the last round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ManualEdit {
    /// Exchange the places of two players, each on a board or holding the
    /// pairing-allocated bye. Two players of the same board exchange colours.
    Swap(Tpn, Tpn),
    /// Pair two players who have no board, the first with White, on board `board` (the
    /// boards from there on move down one) or, when `None`, on a new last board. Any bye
    /// they had in the round is removed.
    MakePair(Tpn, Tpn, Option<u32>),
    /// Remove a board without a result: both players are left without a board (the
    /// boards after it move up), to be paired again by hand or by the engine.
    RemoveBoard(u32),
    /// Move a board to another number (the boards between move one place to make
    /// room); none of the boards renumbered may have a result.
    MoveBoard(u32, u32),
    /// Give the pairing-allocated bye to a player. Their board is removed (the boards
    /// after it move up), and their opponent and the player who had the bye before are
    /// left without a board, to be paired with [`ManualEdit::MakePair`].
    MoveToBye(Tpn),
}

#[derive(Debug, Error, PartialEq, Eq)]
pub enum ManualEditError {
    #[error("no round has been paired yet")]
    NoRound,
    #[error("there is no player {0}")]
    NoSuchPlayer(Tpn),
    #[error("choose two different players")]
    SamePlayer,
    #[error("player {player} withdrew from round {from} on")]
    Withdrawn { player: Tpn, from: u32 },
    #[error("player {0} has neither a board nor the pairing-allocated bye")]
    NotPlaced(Tpn),
    #[error("player {player} already plays on board {board}")]
    AlreadyOnBoard { player: Tpn, board: u32 },
    #[error("board {0} already has a result: clear it first")]
    ResultEntered(u32),
    #[error("round {round} has no board {board}")]
    NoSuchBoard { round: u32, board: u32 },
    #[error("board {board} is not free: round {round} has {boards} board(s), so a new board is number 1 to {}", boards + 1)]
    BoardOutOfRange { round: u32, board: u32, boards: u32 },
    #[error("a board can move to number 1 to {boards} of round {round}, not {board}")]
    NoSuchPlace { round: u32, board: u32, boards: u32 },
}

/// Where a player is in a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    /// On `round.pairings[index]` with `colour` (in game 1).
    Board { index: usize, colour: Colour },
    /// Holding a bye: `round.byes[index]`.
    Bye { index: usize, kind: ByeKind },
    /// Not listed in the round at all.
    Unlisted,
}

fn place_of(round: &Round, tpn: Tpn) -> Place {
    if let Some(index) = round.pairings.iter().position(|p| p.involves(tpn)) {
        let colour = if round.pairings[index].white == tpn {
            Colour::White
        } else {
            Colour::Black
        };
        return Place::Board { index, colour };
    }
    match round.byes.iter().position(|b| b.player == tpn) {
        Some(index) => Place::Bye {
            index,
            kind: round.byes[index].kind,
        },
        None => Place::Unlisted,
    }
}

fn seat_mut(pairing: &mut Pairing, colour: Colour) -> &mut Tpn {
    match colour {
        Colour::White => &mut pairing.white,
        Colour::Black => &mut pairing.black,
    }
}

/// Applies `edit` to the last round of `tournament`; nothing changes on an error.
pub fn apply(tournament: &mut Tournament, edit: ManualEdit) -> Result<(), ManualEditError> {
    let number = tournament.rounds_paired();
    let games = tournament.games_per_pairing();
    let players = match edit {
        ManualEdit::Swap(a, b) | ManualEdit::MakePair(a, b, _) => vec![a, b],
        ManualEdit::MoveToBye(a) => vec![a],
        ManualEdit::RemoveBoard(_) | ManualEdit::MoveBoard(..) => Vec::new(),
    };
    if players.len() == 2 && players[0] == players[1] {
        return Err(ManualEditError::SamePlayer);
    }
    for &tpn in &players {
        let player = tournament
            .player(tpn)
            .ok_or(ManualEditError::NoSuchPlayer(tpn))?;
        if let Some(from) = player.withdrawn_from.filter(|&from| number >= from) {
            return Err(ManualEditError::Withdrawn { player: tpn, from });
        }
    }
    let round = tournament
        .round_mut(number)
        .ok_or(ManualEditError::NoRound)?;
    let unresulted = |round: &Round, index: usize| {
        let pairing = &round.pairings[index];
        if pairing.games.iter().all(|g| g.is_pending()) {
            Ok(())
        } else {
            Err(ManualEditError::ResultEntered(pairing.board))
        }
    };
    match edit {
        ManualEdit::Swap(a, b) => {
            let places = [place_of(round, a), place_of(round, b)];
            for (&tpn, place) in [a, b].iter().zip(places) {
                match place {
                    Place::Board { index, .. } => unresulted(round, index)?,
                    Place::Bye {
                        kind: ByeKind::Pairing,
                        ..
                    } => {}
                    _ => return Err(ManualEditError::NotPlaced(tpn)),
                }
            }
            for (place, tpn) in places.into_iter().zip([b, a]) {
                match place {
                    Place::Board { index, colour } => {
                        *seat_mut(&mut round.pairings[index], colour) = tpn;
                    }
                    Place::Bye { index, .. } => round.byes[index].player = tpn,
                    Place::Unlisted => unreachable!("checked above"),
                }
            }
        }
        ManualEdit::MakePair(a, b, board) => {
            for tpn in [a, b] {
                if let Place::Board { index, .. } = place_of(round, tpn) {
                    return Err(ManualEditError::AlreadyOnBoard {
                        player: tpn,
                        board: round.pairings[index].board,
                    });
                }
            }
            let last = round.pairings.iter().map(|p| p.board).max().unwrap_or(0);
            let board = board.unwrap_or(last + 1);
            if board == 0 || board > last + 1 {
                return Err(ManualEditError::BoardOutOfRange {
                    round: number,
                    board,
                    boards: last,
                });
            }
            round.byes.retain(|bye| bye.player != a && bye.player != b);
            for pairing in round.pairings.iter_mut().filter(|p| p.board >= board) {
                pairing.board += 1;
            }
            round.pairings.push(Pairing::new(board, a, b, games));
            round.pairings.sort_by_key(|p| p.board);
        }
        ManualEdit::RemoveBoard(board) => {
            let index = round.pairings.iter().position(|p| p.board == board).ok_or(
                ManualEditError::NoSuchBoard {
                    round: number,
                    board,
                },
            )?;
            unresulted(round, index)?;
            remove_board(round, index);
        }
        ManualEdit::MoveBoard(board, to) => {
            let index = round.pairings.iter().position(|p| p.board == board).ok_or(
                ManualEditError::NoSuchBoard {
                    round: number,
                    board,
                },
            )?;
            let boards = round.pairings.len() as u32;
            if to == 0 || to > boards {
                return Err(ManualEditError::NoSuchPlace {
                    round: number,
                    board: to,
                    boards,
                });
            }
            let target = to as usize - 1;
            for renumbered in index.min(target)..=index.max(target) {
                unresulted(round, renumbered)?;
            }
            let moved = round.pairings.remove(index);
            round.pairings.insert(target, moved);
            for (pairing, board) in round.pairings.iter_mut().zip(1..) {
                pairing.board = board;
            }
        }
        ManualEdit::MoveToBye(a) => {
            if let Place::Board { index, .. } = place_of(round, a) {
                unresulted(round, index)?;
                remove_board(round, index);
            }
            round
                .byes
                .retain(|bye| bye.player != a && bye.kind != ByeKind::Pairing);
            round.byes.insert(
                0,
                Bye {
                    player: a,
                    kind: ByeKind::Pairing,
                },
            );
        }
    }
    Ok(())
}

/// Removes `round.pairings[index]`; the boards after it move up.
fn remove_board(round: &mut Round, index: usize) {
    round.pairings.remove(index);
    for (pairing, board) in round.pairings.iter_mut().zip(1..) {
        pairing.board = board;
    }
}

/// A rule the pairings of a round break.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Breach {
    /// The two have met before in a pairing that counts as played.
    Rematch { white: Tpn, black: Tpn },
    /// The arbiter forbade this pairing.
    Forbidden { white: Tpn, black: Tpn },
    /// The pairing-allocated bye goes to a player who already scored a point without
    /// playing.
    ByeAgain(Tpn),
    /// The player's colour difference (White minus Black) goes beyond ±2.
    ColourDifference { player: Tpn, difference: i32 },
    /// The player gets the same colour a third time in a row.
    SameColourThrice { player: Tpn, colour: Colour },
    /// An active player has neither a board nor a bye.
    NotPaired(Tpn),
    /// More than one player has the pairing-allocated bye.
    SeveralPairingByes(Vec<Tpn>),
}

/// The rule's name in the regulations of the tournament's system and edition, for
/// messages: the Dutch rules of 1992 by their letters (B1a...), C.04.3 of 2026 by its
/// criteria ([C1]-[C3]) and the Basic Rules for Swiss (C.04.1) where it refers to them.
fn article(breach: &Breach, system: PairingSystem, edition: PairingEdition) -> &'static str {
    use PairingSystem::{Burstein, DoubleSwiss, Dubov, Dutch, RoundRobin};
    let dutch_2026 = system == Dutch && edition == PairingEdition::Rules2026;
    match (breach, system) {
        (Breach::Rematch { .. }, Dutch) if dutch_2026 => "C.04.3 [C1]",
        (Breach::ByeAgain(_), Dutch) if dutch_2026 => "C.04.3 [C2]",
        (Breach::ColourDifference { .. } | Breach::SameColourThrice { .. }, Dutch)
            if dutch_2026 =>
        {
            "C.04.3 [C3]"
        }
        (Breach::SeveralPairingByes(_), Dutch) if dutch_2026 => "C.04.1 Art. 3",
        (Breach::Rematch { .. }, Burstein) => "C.04.4.2 [C1]",
        (Breach::ByeAgain(_), Burstein) => "C.04.4.2 [C2]",
        (Breach::ColourDifference { .. } | Breach::SameColourThrice { .. }, Burstein) => {
            "C.04.4.2 [C3]"
        }
        (Breach::SeveralPairingByes(_), Burstein) => "C.04.1 Art. 3",
        (Breach::Rematch { .. }, DoubleSwiss) => "C.04.5 [C1]",
        (Breach::Rematch { .. }, Dutch) => "Dutch B1a",
        (Breach::Rematch { .. }, Dubov) => "Dubov 2.1",
        (Breach::Rematch { .. }, RoundRobin) => "C.05 Annex 1 (each pair meets once a cycle)",
        (Breach::ByeAgain(_), DoubleSwiss) => "C.04.5 [C2]",
        (Breach::ByeAgain(_), Dutch) => "Dutch B1b",
        (Breach::ByeAgain(_), Dubov) => "Dubov 2.2",
        (Breach::ByeAgain(_), RoundRobin) => "C.05 Annex 1 (one free round a cycle)",
        (Breach::ColourDifference { .. }, Dubov) => "Dubov 2.3",
        (Breach::ColourDifference { .. }, _) => "Dutch B2a",
        (Breach::SameColourThrice { .. }, Dubov) => "Dubov 2.4",
        (Breach::SameColourThrice { .. }, _) => "Dutch B2b",
        (Breach::SeveralPairingByes(_), DoubleSwiss) => "C.04.5 1.4",
        (Breach::SeveralPairingByes(_), Dutch) => "Dutch A5",
        (Breach::SeveralPairingByes(_), Dubov) => "Dubov 3",
        (Breach::SeveralPairingByes(_), RoundRobin) => "C.05 Annex 1 (one free round a round)",
        (Breach::Forbidden { .. }, _) => "forbidden by the arbiter",
        (Breach::NotPaired(_), _) => "every present player is paired",
    }
}

impl Breach {
    /// One sentence for the arbiter, naming the players and the article.
    pub fn describe(&self, tournament: &Tournament) -> String {
        let name = |tpn: Tpn| tournament.player_label(tpn);
        let colour = |c: Colour| c.name();
        let text = match self {
            Breach::Rematch { white, black } => {
                format!("{} and {} have already met", name(*white), name(*black))
            }
            Breach::Forbidden { white, black } => {
                format!("{} and {} must not be paired", name(*white), name(*black))
            }
            Breach::ByeAgain(tpn) => format!(
                "{} gets the pairing-allocated bye after already scoring a point without playing",
                name(*tpn)
            ),
            Breach::ColourDifference { player, difference } => {
                format!(
                    "{}'s colour difference becomes {difference:+}",
                    name(*player)
                )
            }
            Breach::SameColourThrice { player, colour: c } => {
                format!("{} gets {} three times in a row", name(*player), colour(*c))
            }
            Breach::NotPaired(tpn) => format!("{} has neither a board nor a bye", name(*tpn)),
            Breach::SeveralPairingByes(players) => format!(
                "{} players have the pairing-allocated bye: {}",
                players.len(),
                players
                    .iter()
                    .map(|&p| name(p))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        };
        format!(
            "{text} ({})",
            article(self, tournament.system, tournament.editions.pairing)
        )
    }
}

/// Every rule the pairings of round `number` break, board by board, then the byes and
/// the players left out.
pub fn breaches(tournament: &Tournament, number: u32) -> Vec<Breach> {
    let Some(round) = tournament.round(number) else {
        return Vec::new();
    };
    let history = competitors(tournament, number - 1);
    let competitor = |tpn: Tpn| history.get((tpn - 1) as usize);
    let colour_limits = tournament.system != PairingSystem::DoubleSwiss;
    let mut found = Vec::new();
    for pairing in &round.pairings {
        let (white, black) = (pairing.white, pairing.black);
        if let (Some(w), Some(b)) = (competitor(white), competitor(black)) {
            if w.has_met(black) {
                found.push(Breach::Rematch { white, black });
            }
            if w.forbidden.contains(&black) {
                found.push(Breach::Forbidden { white, black });
            }
            if colour_limits {
                found.extend(colour_breaches(w, Colour::White));
                found.extend(colour_breaches(b, Colour::Black));
            }
        }
    }
    let pairing_byes: Vec<Tpn> = round
        .byes
        .iter()
        .filter(|bye| bye.kind == ByeKind::Pairing)
        .map(|bye| bye.player)
        .collect();
    for &tpn in &pairing_byes {
        if competitor(tpn)
            .is_some_and(|c| !c.may_receive_pairing_bye(WinWithoutPlaying::ForfeitOrFullBye))
        {
            found.push(Breach::ByeAgain(tpn));
        }
    }
    if pairing_byes.len() > 1 {
        found.push(Breach::SeveralPairingByes(pairing_byes));
    }
    for player in &tournament.players {
        if player.is_active_in(number) && place_of(round, player.tpn) == Place::Unlisted {
            found.push(Breach::NotPaired(player.tpn));
        }
    }
    found
}

/// The colour limits a player breaks by getting `colour` in the next game.
fn colour_breaches(player: &Competitor, colour: Colour) -> Vec<Breach> {
    let mut found = Vec::new();
    let played: Vec<Colour> = player.colours().collect();
    let difference = colour_difference(played.iter().copied().chain([colour]));
    if difference.abs() > COLOUR_DIFFERENCE_LIMIT {
        found.push(Breach::ColourDifference {
            player: player.tpn,
            difference,
        });
    }
    if repeated_colour(&played) == Some(colour) {
        found.push(Breach::SameColourThrice {
            player: player.tpn,
            colour,
        });
    }
    found
}

/// The breaches of the last round of `changed` that the same round of `tournament` does
/// not have: what the arbiter confirms before a change is made. A player left without a
/// board is not among them: that is a step of making a round by hand, shown on the
/// rounds screen and refused when the next round is paired
/// ([`crate::pairing::check_ready`]).
pub fn breaches_after(tournament: &Tournament, changed: &Tournament) -> Vec<Breach> {
    let number = changed.rounds_paired();
    let before = breaches(tournament, number);
    breaches(changed, number)
        .into_iter()
        .filter(|breach| !matches!(breach, Breach::NotPaired(_)) && !before.contains(breach))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{GameResult, Player};
    use crate::pairing::{PairedBoard, RoundPairing, add_round};

    /// Six players; round 1: 1-4 1-0, 5-2 0-1, 3-6 =.
    fn tournament(system: PairingSystem) -> Tournament {
        let mut t = Tournament::new("Test", system, 5);
        for (i, name) in ["A", "B", "C", "D", "E", "F"].iter().enumerate() {
            t.add_player(Player::new(*name, Some(2000 - 10 * i as u16)))
                .expect("valid player");
        }
        pair(&mut t, &[(1, 4), (5, 2), (3, 6)], None);
        let games = t.games_per_pairing();
        for (board, result) in [
            GameResult::WHITE_WINS,
            GameResult::BLACK_WINS,
            GameResult::DRAW,
        ]
        .into_iter()
        .enumerate()
        {
            t.set_result(1, board as u32 + 1, vec![result; games])
                .expect("board exists");
        }
        t
    }

    fn pair(t: &mut Tournament, boards: &[(Tpn, Tpn)], bye: Option<Tpn>) {
        let boards = boards
            .iter()
            .map(|&(white, black)| PairedBoard {
                white,
                black,
                explanation: String::new(),
            })
            .collect();
        add_round(t, &RoundPairing { boards, bye });
    }

    fn boards(t: &Tournament) -> Vec<(u32, Tpn, Tpn)> {
        t.rounds
            .last()
            .expect("a round")
            .pairings
            .iter()
            .map(|p| (p.board, p.white, p.black))
            .collect()
    }

    #[test]
    fn swapping_across_boards_and_within_a_board() {
        let mut t = tournament(PairingSystem::Dutch);
        pair(&mut t, &[(4, 2), (6, 1), (3, 5)], None);
        apply(&mut t, ManualEdit::Swap(2, 5)).expect("swap");
        assert_eq!(boards(&t), [(1, 4, 5), (2, 6, 1), (3, 3, 2)]);
        apply(&mut t, ManualEdit::Swap(6, 1)).expect("colours");
        assert_eq!(boards(&t), [(1, 4, 5), (2, 1, 6), (3, 3, 2)]);
    }

    #[test]
    fn a_swap_into_a_rematch_is_reported() {
        let mut t = tournament(PairingSystem::Dutch);
        pair(&mut t, &[(4, 2), (6, 1), (3, 5)], None);
        assert_eq!(breaches(&t, 2), []);
        // 1 and 4 met in round 1; the colours of 2 (Black twice) stay within the limits.
        let mut changed = t.clone();
        apply(&mut changed, ManualEdit::Swap(2, 1)).expect("possible");
        let found = breaches_after(&t, &changed);
        assert_eq!(found, [Breach::Rematch { white: 4, black: 1 }]);
        assert_eq!(
            found[0].describe(&t),
            "D (4) and A (1) have already met (Dutch B1a)"
        );
        t.editions.pairing = PairingEdition::Rules2026;
        assert_eq!(
            found[0].describe(&t),
            "D (4) and A (1) have already met (C.04.3 [C1])"
        );
    }

    #[test]
    fn the_dutch_rules_of_2026_are_named_by_their_criteria() {
        let mut t = tournament(PairingSystem::Dutch);
        let named = |t: &Tournament, breach: Breach| {
            let text = breach.describe(t);
            text[text.rfind('(').expect("an article")..].to_string()
        };
        let breaches = [
            Breach::ByeAgain(1),
            Breach::ColourDifference {
                player: 1,
                difference: 3,
            },
            Breach::SameColourThrice {
                player: 1,
                colour: Colour::White,
            },
            Breach::SeveralPairingByes(vec![1, 2]),
        ];
        let in_1992: Vec<String> = breaches.iter().map(|b| named(&t, b.clone())).collect();
        assert_eq!(
            in_1992,
            ["(Dutch B1b)", "(Dutch B2a)", "(Dutch B2b)", "(Dutch A5)"]
        );
        t.editions.pairing = PairingEdition::Rules2026;
        let in_2026: Vec<String> = breaches.iter().map(|b| named(&t, b.clone())).collect();
        assert_eq!(
            in_2026,
            [
                "(C.04.3 [C2])",
                "(C.04.3 [C3])",
                "(C.04.3 [C3])",
                "(C.04.1 Art. 3)"
            ]
        );
    }

    #[test]
    fn colour_limits_count_only_played_games() {
        let mut t = tournament(PairingSystem::Dubov);
        pair(&mut t, &[(1, 2), (3, 4), (5, 6)], None);
        for board in 1..=3 {
            t.set_result(2, board, vec![GameResult::DRAW])
                .expect("board");
        }
        // Player 1 had White twice and player 4 Black twice: a third time breaks Dubov 2.3
        // (colour difference ±3) and 2.4; 2 and 5 met in round 1.
        pair(&mut t, &[(1, 3), (2, 5), (6, 4)], None);
        assert_eq!(
            breaches(&t, 3),
            [
                Breach::ColourDifference {
                    player: 1,
                    difference: 3
                },
                Breach::SameColourThrice {
                    player: 1,
                    colour: Colour::White
                },
                Breach::Rematch { white: 2, black: 5 },
                Breach::ColourDifference {
                    player: 4,
                    difference: -3
                },
                Breach::SameColourThrice {
                    player: 4,
                    colour: Colour::Black
                },
            ]
        );
        assert_eq!(
            breaches(&t, 3)[1].describe(&t),
            "A (1) gets White three times in a row (Dubov 2.4)"
        );
        // Forfeited games leave no colour: player 1's round 2 game becomes unplayed.
        t.set_result(
            2,
            1,
            vec![GameResult::Forfeit {
                winner: Some(Colour::White),
            }],
        )
        .expect("board");
        assert!(!breaches(&t, 3).contains(&Breach::SameColourThrice {
            player: 1,
            colour: Colour::White
        }));
    }

    #[test]
    fn double_swiss_has_no_colour_limits() {
        let mut t = tournament(PairingSystem::DoubleSwiss);
        pair(&mut t, &[(1, 2), (3, 5), (4, 6)], None);
        pair_results(&mut t);
        pair(&mut t, &[(1, 3), (2, 6), (5, 4)], None);
        assert_eq!(breaches(&t, 3), []);
    }

    fn pair_results(t: &mut Tournament) {
        let round = t.rounds_paired();
        for board in 1..=3 {
            t.set_result(round, board, vec![GameResult::DRAW; 2])
                .expect("board");
        }
    }

    #[test]
    fn moving_to_the_bye_leaves_the_opponent_and_old_holder_unpaired() {
        let mut t = tournament(PairingSystem::Dutch);
        t.add_player(Player::new("G", Some(1000))).expect("valid");
        pair(&mut t, &[(4, 2), (6, 1), (3, 5)], Some(7));
        apply(&mut t, ManualEdit::MoveToBye(6)).expect("move");
        assert_eq!(boards(&t), [(1, 4, 2), (2, 3, 5)]);
        let round = t.rounds.last().expect("round");
        assert_eq!(round.bye_of(6), Some(ByeKind::Pairing));
        assert_eq!(round.bye_of(7), None);
        assert_eq!(
            breaches(&t, 2),
            [Breach::NotPaired(1), Breach::NotPaired(7)]
        );
        apply(&mut t, ManualEdit::MakePair(7, 1, None)).expect("pair");
        assert_eq!(boards(&t), [(1, 4, 2), (2, 3, 5), (3, 7, 1)]);
        assert_eq!(breaches(&t, 2), []);
    }

    #[test]
    fn a_second_point_without_playing_is_reported() {
        let mut t = tournament(PairingSystem::DoubleSwiss);
        t.add_player(Player::new("G", Some(1000))).expect("valid");
        // Player 7 entered late and has no round-1 entry: round 2 gives them the bye.
        pair(&mut t, &[(1, 2), (3, 5), (4, 6)], Some(7));
        pair_results(&mut t);
        pair(&mut t, &[(1, 3), (2, 6), (5, 4)], Some(7));
        assert_eq!(breaches(&t, 3), [Breach::ByeAgain(7)]);
        assert_eq!(
            breaches(&t, 3)[0].describe(&t),
            "G (7) gets the pairing-allocated bye after already scoring a point without playing (C.04.5 [C2])"
        );
    }

    #[test]
    fn boards_with_results_and_earlier_rounds_stay() {
        let mut t = tournament(PairingSystem::Dutch);
        pair(&mut t, &[(4, 2), (6, 1), (3, 5)], None);
        t.set_result(2, 1, vec![GameResult::DRAW]).expect("board");
        let before = t.clone();
        assert_eq!(
            apply(&mut t, ManualEdit::Swap(2, 5)),
            Err(ManualEditError::ResultEntered(1))
        );
        assert_eq!(
            apply(&mut t, ManualEdit::MakePair(6, 5, None)),
            Err(ManualEditError::AlreadyOnBoard {
                player: 6,
                board: 2
            })
        );
        assert_eq!(
            apply(&mut t, ManualEdit::Swap(3, 3)),
            Err(ManualEditError::SamePlayer)
        );
        assert_eq!(t, before);
    }
}
