//! FIDE C.05 Annex 1: the Berger tables, built by the one general construction that
//! gives the printed tables for 3 to 16 players and continues them for any number (the
//! annex's procedure as O. Milvang's "Berger explained" states it).

use crate::model::Tpn;

/// One game of a table: `white` has White against `black`, both pairing numbers (the
/// highest number of an odd field's table is the free round).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TableGame {
    pub white: Tpn,
    pub black: Tpn,
}

/// The numbers of the table for `players`: an odd field plays the table of the next even
/// number, "the highest number counts as a bye" (C.05 Annex 1).
pub fn table_size(players: u32) -> u32 {
    players + players % 2
}

/// The Berger table for `players`: its rounds (one cycle, `N - 1` of them for the
/// table's `N` numbers), each in board order.
///
/// Round 1 has player `b` with White against `N + 1 - b` on board `b`. Each later round
/// lists the numbers below `N` in the previous round's board order, White before Black;
/// on board 1 number `N` meets the last of the list, `N` taking White in round 2 and
/// alternating after; the others pair from the end of the list, the second last with
/// White against the last.
pub fn table(players: u32) -> Vec<Vec<TableGame>> {
    let n = table_size(players);
    if n < 2 {
        return Vec::new();
    }
    let first: Vec<TableGame> = (1..=n / 2)
        .map(|board| TableGame {
            white: board,
            black: n + 1 - board,
        })
        .collect();
    let mut rounds = vec![first];
    let mut highest_has_white = true;
    while rounds.len() < (n - 1) as usize {
        let mut order: Vec<Tpn> = rounds
            .last()
            .into_iter()
            .flatten()
            .flat_map(|game| [game.white, game.black])
            .filter(|&number| number != n)
            .collect();
        let Some(opponent) = order.pop() else {
            break;
        };
        let mut round = vec![if highest_has_white {
            TableGame {
                white: n,
                black: opponent,
            }
        } else {
            TableGame {
                white: opponent,
                black: n,
            }
        }];
        highest_has_white = !highest_has_white;
        while let (Some(black), Some(white)) = (order.pop(), order.pop()) {
            round.push(TableGame { white, black });
        }
        rounds.push(round);
    }
    rounds
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tables of C.05 Annex 1 as printed, "a-b" meaning a has White against b.
    const PRINTED: [(u32, &str); 7] = [
        (
            4,
            "1-4 2-3
             4-3 1-2
             2-4 3-1",
        ),
        (
            6,
            "1-6 2-5 3-4
             6-4 5-3 1-2
             2-6 3-1 4-5
             6-5 1-4 2-3
             3-6 4-2 5-1",
        ),
        (
            8,
            "1-8 2-7 3-6 4-5
             8-5 6-4 7-3 1-2
             2-8 3-1 4-7 5-6
             8-6 7-5 1-4 2-3
             3-8 4-2 5-1 6-7
             8-7 1-6 2-5 3-4
             4-8 5-3 6-2 7-1",
        ),
        (
            10,
            "1-10 2-9 3-8 4-7 5-6
             10-6 7-5 8-4 9-3 1-2
             2-10 3-1 4-9 5-8 6-7
             10-7 8-6 9-5 1-4 2-3
             3-10 4-2 5-1 6-9 7-8
             10-8 9-7 1-6 2-5 3-4
             4-10 5-3 6-2 7-1 8-9
             10-9 1-8 2-7 3-6 4-5
             5-10 6-4 7-3 8-2 9-1",
        ),
        (
            12,
            "1-12 2-11 3-10 4-9 5-8 6-7
             12-7 8-6 9-5 10-4 11-3 1-2
             2-12 3-1 4-11 5-10 6-9 7-8
             12-8 9-7 10-6 11-5 1-4 2-3
             3-12 4-2 5-1 6-11 7-10 8-9
             12-9 10-8 11-7 1-6 2-5 3-4
             4-12 5-3 6-2 7-1 8-11 9-10
             12-10 11-9 1-8 2-7 3-6 4-5
             5-12 6-4 7-3 8-2 9-1 10-11
             12-11 1-10 2-9 3-8 4-7 5-6
             6-12 7-5 8-4 9-3 10-2 11-1",
        ),
        (
            14,
            "1-14 2-13 3-12 4-11 5-10 6-9 7-8
             14-8 9-7 10-6 11-5 12-4 13-3 1-2
             2-14 3-1 4-13 5-12 6-11 7-10 8-9
             14-9 10-8 11-7 12-6 13-5 1-4 2-3
             3-14 4-2 5-1 6-13 7-12 8-11 9-10
             14-10 11-9 12-8 13-7 1-6 2-5 3-4
             4-14 5-3 6-2 7-1 8-13 9-12 10-11
             14-11 12-10 13-9 1-8 2-7 3-6 4-5
             5-14 6-4 7-3 8-2 9-1 10-13 11-12
             14-12 13-11 1-10 2-9 3-8 4-7 5-6
             6-14 7-5 8-4 9-3 10-2 11-1 12-13
             14-13 1-12 2-11 3-10 4-9 5-8 6-7
             7-14 8-6 9-5 10-4 11-3 12-2 13-1",
        ),
        (
            16,
            "1-16 2-15 3-14 4-13 5-12 6-11 7-10 8-9
             16-9 10-8 11-7 12-6 13-5 14-4 15-3 1-2
             2-16 3-1 4-15 5-14 6-13 7-12 8-11 9-10
             16-10 11-9 12-8 13-7 14-6 15-5 1-4 2-3
             3-16 4-2 5-1 6-15 7-14 8-13 9-12 10-11
             16-11 12-10 13-9 14-8 15-7 1-6 2-5 3-4
             4-16 5-3 6-2 7-1 8-15 9-14 10-13 11-12
             16-12 13-11 14-10 15-9 1-8 2-7 3-6 4-5
             5-16 6-4 7-3 8-2 9-1 10-15 11-14 12-13
             16-13 14-12 15-11 1-10 2-9 3-8 4-7 5-6
             6-16 7-5 8-4 9-3 10-2 11-1 12-15 13-14
             16-14 15-13 1-12 2-11 3-10 4-9 5-8 6-7
             7-16 8-6 9-5 10-4 11-3 12-2 13-1 14-15
             16-15 1-14 2-13 3-12 4-11 5-10 6-9 7-8
             8-16 9-7 10-6 11-5 12-4 13-3 14-2 15-1",
        ),
    ];

    fn written(rounds: &[Vec<TableGame>]) -> Vec<String> {
        rounds
            .iter()
            .map(|round| {
                let games: Vec<String> = round
                    .iter()
                    .map(|g| format!("{}-{}", g.white, g.black))
                    .collect();
                games.join(" ")
            })
            .collect()
    }

    #[test]
    fn the_construction_gives_every_printed_table_for_3_to_16_players() {
        for (size, printed) in PRINTED {
            let expected: Vec<&str> = printed.lines().map(str::trim).collect();
            for players in [size - 1, size] {
                assert_eq!(written(&table(players)), expected, "{players} players");
            }
        }
    }

    #[test]
    fn every_pair_meets_once_in_a_cycle() {
        for players in 3..=40 {
            let n = table_size(players);
            let mut met = std::collections::HashSet::new();
            for game in table(players).iter().flatten() {
                assert!(met.insert((game.white.min(game.black), game.white.max(game.black))));
            }
            assert_eq!(met.len() as u32, n * (n - 1) / 2, "{players} players");
        }
    }
}
