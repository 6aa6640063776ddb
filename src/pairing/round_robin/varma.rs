//! FIDE C.05 Annex 2: the Varma tables, a restricted drawing of pairing numbers so that
//! players of one federation meet in the early rounds.
//!
//! The arbiter prepares four envelopes A-D of numbers. The federation with the most
//! players draws first (ties: alphabetical FIDE code; within a federation: alphabetical
//! names); its first player chooses an envelope with enough numbers for the whole
//! contingent and draws a number, the others of the contingent draw from the same
//! envelope; then the next contingent. Here the choices and draws are made by lot with a
//! recorded seed. Where no envelope has numbers enough for a contingent (the annex
//! says nothing of it), the contingent draws from the numbers left in all envelopes.
//! In an odd field the number of the free round (the highest) is taken out first.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use thiserror::Error;

/// The envelopes A, B, C, D for 9/10 to 19/20 players as the annex gives them (those for
/// 21 to 24 players were not available in full).
const ENVELOPES: [(u32, [&[u32]; 4]); 6] = [
    (10, [&[3, 4, 8], &[5, 7, 9], &[1, 6], &[2, 10]]),
    (12, [&[4, 5, 9, 10], &[1, 2, 7], &[6, 8, 12], &[3, 11]]),
    (
        14,
        [&[4, 5, 6, 11, 12], &[1, 2, 8, 9], &[7, 10, 13], &[3, 14]],
    ),
    (
        16,
        [
            &[5, 6, 7, 12, 13, 14],
            &[1, 2, 3, 9, 10],
            &[8, 11, 15],
            &[4, 16],
        ],
    ),
    (
        18,
        [
            &[5, 6, 7, 8, 14, 15, 16],
            &[1, 2, 3, 10, 11, 12],
            &[9, 13, 17],
            &[4, 18],
        ],
    ),
    (
        20,
        [
            &[6, 7, 8, 9, 15, 16, 17, 18],
            &[1, 2, 3, 11, 12, 13, 14],
            &[5, 10, 19],
            &[4, 20],
        ],
    ),
];

/// The fields the Varma tables are available for.
pub const PLAYERS: std::ops::RangeInclusive<u32> = 9..=20;

#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum VarmaError {
    #[error(
        "the Varma tables are available here for {first} to {last} players, not {0}",
        first = PLAYERS.start(),
        last = PLAYERS.end()
    )]
    Players(u32),
}

/// The envelopes A-D for `players`, without the free round's number of an odd field.
pub fn envelopes(players: u32) -> Result<[Vec<u32>; 4], VarmaError> {
    let size = players + players % 2;
    let (_, table) = ENVELOPES
        .iter()
        .find(|(n, _)| *n == size && PLAYERS.contains(&players))
        .ok_or(VarmaError::Players(players))?;
    Ok(table.map(|numbers| {
        numbers
            .iter()
            .copied()
            .filter(|&number| number <= players)
            .collect()
    }))
}

/// One player taking part in the drawing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant<'a> {
    pub name: &'a str,
    /// FIDE code; players without one form one contingent of their own each.
    pub federation: Option<&'a str>,
}

/// The pairing number each entrant draws (same order as `entrants`), with the seed.
pub fn draw(entrants: &[Entrant], seed: u64) -> Result<Vec<u32>, VarmaError> {
    let players = entrants.len() as u32;
    let mut envelopes = envelopes(players)?;
    let mut contingents: Vec<Vec<usize>> = Vec::new();
    let mut by_federation: Vec<(&str, Vec<usize>)> = Vec::new();
    for (index, entrant) in entrants.iter().enumerate() {
        match entrant.federation {
            Some(code) => match by_federation.iter_mut().find(|(f, _)| *f == code) {
                Some((_, members)) => members.push(index),
                None => by_federation.push((code, vec![index])),
            },
            None => contingents.push(vec![index]),
        }
    }
    by_federation.sort_by(|(a, am), (b, bm)| bm.len().cmp(&am.len()).then(a.cmp(b)));
    let mut ordered: Vec<Vec<usize>> = by_federation.into_iter().map(|(_, m)| m).collect();
    ordered.append(&mut contingents);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut numbers = vec![0; entrants.len()];
    for mut contingent in ordered {
        contingent.sort_by(|&a, &b| {
            let (a, b) = (entrants[a].name, entrants[b].name);
            a.to_lowercase().cmp(&b.to_lowercase()).then(a.cmp(b))
        });
        let fitting: Vec<usize> = (0..envelopes.len())
            .filter(|&e| envelopes[e].len() >= contingent.len())
            .collect();
        let chosen = match fitting.len() {
            0 => None,
            count => Some(fitting[rng.random_range(0..count)]),
        };
        for member in contingent {
            let envelope = match chosen {
                Some(envelope) => envelope,
                None => {
                    let left: Vec<usize> = (0..envelopes.len())
                        .filter(|&e| !envelopes[e].is_empty())
                        .collect();
                    left[rng.random_range(0..left.len())]
                }
            };
            let pool = &mut envelopes[envelope];
            numbers[member] = pool.remove(rng.random_range(0..pool.len()));
        }
    }
    Ok(numbers)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_envelopes_share_out_every_number_once() {
        for players in PLAYERS {
            let mut all: Vec<u32> = envelopes(players).expect("table").concat();
            all.sort_unstable();
            assert_eq!(all, (1..=players).collect::<Vec<_>>(), "{players}");
        }
        assert_eq!(
            envelopes(9).expect("table"),
            [vec![3, 4, 8], vec![5, 7, 9], vec![1, 6], vec![2]]
        );
        assert_eq!(
            envelopes(8).map_err(|e| e.to_string()),
            Err("the Varma tables are available here for 9 to 20 players, not 8".into())
        );
    }

    #[test]
    fn each_contingent_draws_from_one_envelope() {
        let federations = [
            "NOR", "GER", "NOR", "FRA", "GER", "NOR", "FRA", "ESP", "GER", "ITA",
        ];
        let names = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"];
        let entrants: Vec<Entrant> = names
            .iter()
            .zip(federations)
            .map(|(name, federation)| Entrant {
                name,
                federation: Some(federation),
            })
            .collect();
        for seed in 0..20 {
            let numbers = draw(&entrants, seed).expect("drawn");
            let mut sorted = numbers.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (1..=10).collect::<Vec<_>>());
            let envelopes = envelopes(10).expect("table");
            let envelope_of = |n: u32| envelopes.iter().position(|e| e.contains(&n));
            for federation in ["NOR", "GER", "FRA"] {
                let used: std::collections::HashSet<_> = federations
                    .iter()
                    .zip(&numbers)
                    .filter(|(f, _)| **f == federation)
                    .map(|(_, &n)| envelope_of(n))
                    .collect();
                assert_eq!(used.len(), 1, "seed {seed}: {federation} {numbers:?}");
            }
        }
    }
}
