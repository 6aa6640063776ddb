//! Accelerated pairings: the virtual points a FIDE-approved accelerated method adds to the
//! scores the pairing uses (C.04.2 Art. 1.1, 1.3). They change the scoregroups and the
//! floats the pairing sees, never the standings or the board order.
//!
//! The Baku Acceleration Method (C.04.5.1 of the FIDE Handbook, "FIDE-Approved
//! Accelerated Systems"):
//! - Premise: applicable where the standard scoring point system is used, one point for a
//!   win and half a point for a draw.
//! - Initial groups division: before the first round the list of players to be paired
//!   (in the initial order) is split into GA, the first half of the players rounded up
//!   to the nearest even number (`2 × ⌈N / 4⌉`: 82 of 161), and GB, the others.
//! - Late entries get their place in the pairing list by C.04.2 Art. 2 and the last GA
//!   player stays the one of the previous round: a late entry ranked above that player
//!   is in GA (Note 2: GA may then hold an odd number of players).
//! - Virtual points: the accelerated rounds are the first half of the rounds, rounded
//!   up. Before pairing the first half (rounded up) of them every GA player has 1
//!   virtual point; before pairing the rest, 0.5. GB players never have any, nobody has
//!   any after the last accelerated round (nine rounds: 1, 1, 1, 0.5, 0.5, then none).
//! - The pairing score, score plus virtual points, takes the place of the score in the
//!   rules of the pairing system.
//!
//! Readings (as an arbiter would take them, and tested):
//! - "The list of players to be paired" before round 1 is the initial ranking list of
//!   that moment: the players of the tournament except those withdrawn before round 1
//!   (once round 1 is paired: those with a board or a bye of any kind in it, a known
//!   absence included; late entries come in after it).
//! - The floats of earlier rounds (Dutch 1.4) compare the pairing scores of those rounds,
//!   virtual points included, as bbpPairings does.
//! - Virtual points a TRF gives per player and round (`XXA`, read as bbpPairings reads
//!   them) are used as given, in place of the method's.
//!
//! Where it applies ([`applicability`]): C.04.7 (2026), preface: "Unless explicitly
//! specified otherwise, each described acceleration method is applicable to any Swiss
//! Pairing System", and the Baku method specifies nothing otherwise but its premise (1.1:
//! the points for a win equal two draws, a loss scores zero). arbiter accelerates every
//! Swiss system of 2026 it pairs:
//! - the Dutch system (C.04.3) and the Burstein system (C.04.4.2; its seeding rounds are
//!   Dutch rounds, and its Index leaves the virtual points out, 1.7.2);
//! - the Dubov system (C.04.4.1 of 2026). C.04.7 1.5 puts the pairing score in place of
//!   the score without naming articles, so it does so in every article of Dubov that looks
//!   at a score: the scoregroups and the brackets (1.3, 3.2), the upfloaters' scores (C6)
//!   and the order of 4.2, the upfloats (1.8, C8-C10: an upfloat is a game against an
//!   opponent of a higher pairing score, each player's virtual points of that round
//!   added, as the Dutch floats are read), the bye (3.1.3: the lowest pairing score), the
//!   higher-ranked player of 5.2 and the board order;
//! - the Double-Swiss system (C.04.5): its scores are game points, each game scoring one
//!   point for a win and half for a draw, which meets the premise; "the points awarded
//!   for a win" (1.4.2) are those of a game won, 1, as in an individual tournament, not
//!   the two points of a match won 2-0. The pairing score takes the place of the score in
//!   the scoregroups (1.3), the bye (3.4), the choice of upfloaters (3.5, C5-C6), the
//!   floaters (1.5, C7-C8, each player's virtual points of that round added) and the
//!   board order;
//! - the team Swiss (C.04.6) with match points as the primary score
//!   ([`crate::pairing::team_swiss`]; 1.4.4: not with game points).
//!
//! The rules of 1992-2006 (Dutch) and of 1997 (Dubov) that arbiter also implements predate
//! the method (approved in 2016) and say nothing of virtual points: they are refused.

use thiserror::Error;

use crate::model::{
    Acceleration, PairingEdition, PairingSystem, Points, TeamScore, TeamSystem, Tournament, Tpn,
};

/// Virtual points of every player in every round: what the pairing adds to the score.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VirtualPoints {
    /// Index TPN - 1, then round - 1; missing entries are zero.
    by_player: Vec<Vec<Points>>,
}

impl VirtualPoints {
    /// Player `tpn`'s virtual points when round `round` is paired.
    pub fn of(&self, tpn: Tpn, round: u32) -> Points {
        let player = tpn
            .checked_sub(1)
            .and_then(|i| self.by_player.get(i as usize));
        let round = round.checked_sub(1).map(|r| r as usize);
        match (player, round) {
            (Some(rounds), Some(round)) => rounds.get(round).copied().unwrap_or_default(),
            _ => Points::ZERO,
        }
    }

    /// Whether the tournament is accelerated at all.
    pub fn is_empty(&self) -> bool {
        self.by_player
            .iter()
            .all(|rounds| rounds.iter().all(|&v| v == Points::ZERO))
    }
}

/// The virtual points of `tournament`: the Baku method's when it names it, else those its
/// players were given (TRF `XXA`), else none.
pub fn virtual_points(tournament: &Tournament) -> VirtualPoints {
    let by_player = match tournament.acceleration {
        Acceleration::Baku => {
            let schedule = baku_schedule(tournament.rounds_planned);
            let last = baku_last_of_group_a(tournament);
            tournament
                .players
                .iter()
                .map(|p| {
                    if last.is_some_and(|last| p.tpn <= last) {
                        schedule.clone()
                    } else {
                        Vec::new()
                    }
                })
                .collect()
        }
        Acceleration::None
            if tournament
                .players
                .iter()
                .all(|p| p.virtual_points.is_empty()) =>
        {
            Vec::new()
        }
        Acceleration::None => tournament
            .players
            .iter()
            .map(|p| p.virtual_points.clone())
            .collect(),
    };
    VirtualPoints { by_player }
}

/// C.04.5.1 "Virtual points": a GA player's virtual points in each accelerated round,
/// round 1 first, for a tournament of `rounds` rounds.
pub fn baku_schedule(rounds: u32) -> Vec<Points> {
    let accelerated = rounds.div_ceil(2);
    let full = accelerated.div_ceil(2);
    (1..=accelerated)
        .map(|round| {
            if round <= full {
                Points::ONE
            } else {
                Points::HALF
            }
        })
        .collect()
}

/// C.04.5.1 "Initial groups division" and "Late entries": the TPN (today's) of the last
/// GA player, `None` when nobody is to be paired in round 1.
pub fn baku_last_of_group_a(tournament: &Tournament) -> Option<Tpn> {
    let starters: Vec<Tpn> = match tournament.round(1) {
        Some(first) => tournament
            .players
            .iter()
            .filter(|p| first.pairing_of(p.tpn).is_some() || first.bye_of(p.tpn).is_some())
            .map(|p| p.tpn)
            .collect(),
        None => tournament
            .players
            .iter()
            .filter(|p| p.is_active_in(1))
            .map(|p| p.tpn)
            .collect(),
    };
    let size = 2 * starters.len().div_ceil(4);
    starters
        .get(size.min(starters.len()).checked_sub(1)?)
        .copied()
}

const APPROVED: &str = "the FIDE-approved accelerated methods (the Baku method dates from 2016)";

/// Why a tournament cannot be accelerated (see the module documentation).
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum AccelerationError {
    #[error(
        "acceleration needs the Dutch system of 2026 (edition 2026): the Dutch rules of 1992-2006 predate {APPROVED}"
    )]
    DutchBefore2026,
    #[error(
        "acceleration needs the Dubov system of 2026 (edition 2026): the Dubov rules of 1997 predate {APPROVED}"
    )]
    DubovBefore2026,
    /// C.04.7 accelerates Swiss pairings; a round robin's schedule is fixed.
    #[error(
        "acceleration is not available for a round robin: every pairing comes from the Berger table (C.05 Annex 1), scores play no part"
    )]
    RoundRobin,
    /// Virtual points given by a TRF (`XXA`) and the Baku method both.
    #[error(
        "the players have virtual points of their own (from a TRF's XXA records) and the Baku method is named as well: one or the other"
    )]
    GivenAndBaku,
    /// C.04.7 1.4.4, footnote: "if gamepoints were the primary score, the Baku
    /// Acceleration could not be used".
    #[error(
        "the Baku acceleration cannot be used with game points as the primary score (C.04.7 1.4.4)"
    )]
    GamePointsPrimary,
    /// C.04.5.1, Premise: one point a win, half a point a draw.
    #[error(
        "the Baku method needs the standard scoring, 1 point a win, 0.5 a draw, 0 a loss (C.04.5.1), not {win}, {draw} and {loss}"
    )]
    BakuScoring {
        win: Points,
        draw: Points,
        loss: Points,
    },
}

/// Why `system` in `edition` cannot be accelerated, if it cannot (see the module
/// documentation).
pub fn applicability(
    system: PairingSystem,
    edition: PairingEdition,
) -> Result<(), AccelerationError> {
    match (system, edition) {
        (PairingSystem::Dutch, PairingEdition::Rules2026) => Ok(()),
        (PairingSystem::Dutch, _) => Err(AccelerationError::DutchBefore2026),
        // C.04.4.2 of 2026, its only edition.
        (PairingSystem::Burstein, _) => Ok(()),
        (PairingSystem::Dubov, PairingEdition::Rules2026) => Ok(()),
        (PairingSystem::Dubov, _) => Err(AccelerationError::DubovBefore2026),
        // C.04.5 of 2026, its only edition.
        (PairingSystem::DoubleSwiss, _) => Ok(()),
        (PairingSystem::RoundRobin, _) => Err(AccelerationError::RoundRobin),
    }
}

/// Why the tournament's acceleration cannot be used, if it cannot.
pub fn problem(tournament: &Tournament) -> Option<AccelerationError> {
    let given = tournament
        .players
        .iter()
        .any(|p| p.virtual_points.iter().any(|&v| v != Points::ZERO));
    if tournament.acceleration == Acceleration::None && !given {
        return None;
    }
    if let Err(reason) = applicability(tournament.system, tournament.editions.pairing) {
        return Some(reason);
    }
    if tournament.acceleration == Acceleration::Baku {
        if given {
            return Some(AccelerationError::GivenAndBaku);
        }
        if tournament.teams.as_ref().is_some_and(|teams| {
            teams.system == TeamSystem::Swiss && teams.swiss.primary == TeamScore::GamePoints
        }) {
            return Some(AccelerationError::GamePointsPrimary);
        }
        let s = &tournament.scoring;
        if (s.win, s.draw, s.loss) != (Points::ONE, Points::HALF, Points::ZERO) {
            return Some(AccelerationError::BakuScoring {
                win: s.win,
                draw: s.draw,
                loss: s.loss,
            });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Bye, ByeKind, Pairing, Player, Round};

    fn field(players: u16) -> Tournament {
        let mut t = Tournament::new("Open", PairingSystem::Dutch, 9);
        t.editions.pairing = PairingEdition::Rules2026;
        t.acceleration = Acceleration::Baku;
        for i in 0..players {
            t.enter_player(Player::new(format!("P{i:03}"), Some(2600 - 5 * i)));
        }
        t
    }

    fn tenths(points: &[Points]) -> Vec<i32> {
        points.iter().map(|p| p.tenths()).collect()
    }

    /// The text's examples: nine rounds accelerate five, three with a full point.
    #[test]
    fn the_schedule_halves_the_first_half_of_the_rounds() {
        assert_eq!(tenths(&baku_schedule(9)), [10, 10, 10, 5, 5]);
        assert_eq!(tenths(&baku_schedule(7)), [10, 10, 5, 5]);
        assert_eq!(tenths(&baku_schedule(5)), [10, 10, 5]);
        assert_eq!(tenths(&baku_schedule(4)), [10, 5]);
        assert_eq!(tenths(&baku_schedule(1)), [10]);
    }

    /// The text's example: 161 players put 82 in GA (2 × ⌈161 / 4⌉).
    #[test]
    fn group_a_is_the_first_half_rounded_up_to_an_even_number() {
        assert_eq!(baku_last_of_group_a(&field(161)), Some(82));
        assert_eq!(baku_last_of_group_a(&field(6)), Some(4));
        assert_eq!(baku_last_of_group_a(&field(8)), Some(4));
        assert_eq!(baku_last_of_group_a(&field(3)), Some(2));
        assert_eq!(baku_last_of_group_a(&field(1)), Some(1));
        assert_eq!(baku_last_of_group_a(&field(0)), None);
        let t = field(6);
        let points = virtual_points(&t);
        assert_eq!(points.of(4, 1), Points::ONE);
        assert_eq!(points.of(5, 1), Points::ZERO);
        assert_eq!(points.of(4, 4), Points::HALF);
        assert_eq!(points.of(4, 6), Points::ZERO);
    }

    /// A player withdrawn before round 1 is not on the list; a late entry ranked above
    /// the last GA player joins GA, which becomes odd (Note 2).
    #[test]
    fn the_last_group_a_player_stays_through_late_entries() {
        let mut t = field(7);
        t.players[6].withdrawn_from = Some(1);
        // Six to pair: GA is 1-4.
        assert_eq!(baku_last_of_group_a(&t), Some(4));
        t.rounds.push(Round {
            number: 1,
            pairings: vec![
                Pairing::new(1, 1, 4, 1),
                Pairing::new(2, 5, 2, 1),
                Pairing::new(3, 3, 6, 1),
            ],
            byes: vec![],
        });
        t.enter_player(Player::new("Late", Some(2587)));
        // The late entry is now 4 and the last GA player, who was 4, is 5.
        assert_eq!(baku_last_of_group_a(&t), Some(5));
        let points = virtual_points(&t);
        let group_a: Vec<Tpn> = (1..=8)
            .filter(|&tpn| points.of(tpn, 2) > Points::ZERO)
            .collect();
        assert_eq!(group_a, [1, 2, 3, 4, 5]);
        // Someone absent from round 1 was on the list all the same.
        let mut absent = field(5);
        absent.rounds.push(Round {
            number: 1,
            pairings: vec![Pairing::new(1, 1, 3, 1), Pairing::new(2, 4, 2, 1)],
            byes: vec![Bye {
                player: 5,
                kind: ByeKind::Absent,
            }],
        });
        assert_eq!(baku_last_of_group_a(&absent), Some(4));
    }

    #[test]
    fn only_the_systems_of_2026_with_standard_scoring_are_accelerated() {
        let mut t = field(10);
        assert_eq!(problem(&t), None);
        t.scoring.win = Points::from_tenths(30);
        assert!(
            problem(&t)
                .unwrap()
                .to_string()
                .contains("standard scoring")
        );
        t.scoring.win = Points::ONE;
        t.editions.pairing = PairingEdition::Rules1992;
        assert!(problem(&t).unwrap().to_string().contains("1992-2006"));
        t.acceleration = Acceleration::None;
        assert_eq!(problem(&t), None);
        // Virtual points given by a TRF ask for the same edition.
        t.players[0].virtual_points = vec![Points::ONE];
        assert!(problem(&t).unwrap().to_string().contains("edition 2026"));
        t.editions.pairing = PairingEdition::Rules2026;
        assert_eq!(problem(&t), None);
        assert_eq!(virtual_points(&t).of(1, 1), Points::ONE);
        assert_eq!(virtual_points(&t).of(2, 1), Points::ZERO);
        t.acceleration = Acceleration::Baku;
        assert!(
            problem(&t)
                .unwrap()
                .to_string()
                .contains("one or the other")
        );
        assert_eq!(
            applicability(PairingSystem::Dubov, PairingEdition::Rules1997),
            Err(AccelerationError::DubovBefore2026)
        );
        assert_eq!(
            applicability(PairingSystem::Dubov, PairingEdition::Rules2026),
            Ok(())
        );
        assert_eq!(
            applicability(PairingSystem::DoubleSwiss, PairingEdition::Rules2026),
            Ok(())
        );
    }
}
