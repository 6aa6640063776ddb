//! The cycles of a round robin (C.05 Annex 1): the second cycle of a double round robin
//! plays the table again with colours reversed; FIDE recommends reversing "the order of
//! the last two rounds of the first cycle ... to avoid three consecutive games with the
//! same colour" ([`DoubleRoundRobin::Fide`]), the plain repeat keeps them
//! ([`DoubleRoundRobin::Berger`]).

use crate::model::{DoubleRoundRobin, RoundRobin};

/// The table round a tournament round plays, and whether its colours are reversed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TableRound {
    /// 1-based round of the Berger table.
    pub round: u32,
    /// Black and White exchanged (every even-numbered cycle).
    pub reversed: bool,
}

/// The table round that round `round` (1-based) of the tournament plays, with
/// `per_cycle` rounds in a cycle.
pub fn table_round(settings: RoundRobin, per_cycle: u32, round: u32) -> TableRound {
    let cycle = (round - 1) / per_cycle;
    let mut in_cycle = (round - 1) % per_cycle + 1;
    let exchanged = settings.cycles == 2
        && settings.double == DoubleRoundRobin::Fide
        && cycle == 0
        && per_cycle >= 2
        && in_cycle + 1 >= per_cycle;
    if exchanged {
        in_cycle = 2 * per_cycle - 1 - in_cycle;
    }
    TableRound {
        round: in_cycle,
        reversed: cycle % 2 == 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(cycles: u32, double: DoubleRoundRobin) -> RoundRobin {
        RoundRobin::numbered_by_hand(cycles, double)
    }

    fn rounds(settings: RoundRobin, per_cycle: u32) -> Vec<(u32, bool)> {
        (1..=settings.cycles * per_cycle)
            .map(|round| {
                let table = table_round(settings, per_cycle, round);
                (table.round, table.reversed)
            })
            .collect()
    }

    #[test]
    fn the_fide_double_exchanges_the_first_cycles_last_two_rounds() {
        let (f, t) = (false, true);
        assert_eq!(
            rounds(settings(2, DoubleRoundRobin::Fide), 5),
            [
                (1, f),
                (2, f),
                (3, f),
                (5, f),
                (4, f),
                (1, t),
                (2, t),
                (3, t),
                (4, t),
                (5, t)
            ]
        );
        assert_eq!(
            rounds(settings(2, DoubleRoundRobin::Berger), 3),
            [(1, f), (2, f), (3, f), (1, t), (2, t), (3, t)]
        );
        assert_eq!(
            rounds(settings(1, DoubleRoundRobin::Fide), 3),
            [(1, f), (2, f), (3, f)]
        );
    }
}
