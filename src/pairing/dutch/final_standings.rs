//! F10: the final standings of a Dutch-system tournament.
//!
//! "(in descending priority) the highest number of points scored; should this be equal
//! for several participants prize money should be shared; where it concerns the first
//! place: the best result in games played against each other; the highest average rating
//! of the opponents; the drawing of lots."
//!
//! Readings taken here:
//! - "Games played against each other" are the games actually played over the board
//!   between the players tied for first place (a forfeit is no game played, F2); the
//!   result is the points each scored in them. This criterion applies only to the group
//!   tied for first place; players it leaves tied go on to the next criterion.
//! - The average rating of the opponents is over the games actually played, counting the
//!   opponents who have a rating; a player without any such opponent comes after those
//!   with one. Averages are compared exactly, without rounding.
//! - The drawing of lots is either the pairing-number order (a reproducible stand-in that
//!   the arbiter may prefer) or a draw seeded by the arbiter ([`Lots`]).

use std::cmp::Ordering;

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use crate::model::{Points, Tournament, Tpn};

/// How the last criterion, the drawing of lots, is carried out.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Lots {
    /// Lower pairing number first.
    PairingNumber,
    /// A random order drawn from this seed (reproducible: the same seed, the same draw).
    Drawn(u64),
}

/// The criterion of F10 that placed a player below the one before.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Decider {
    /// First in the list, or fewer points than the player before.
    Points,
    /// Tied for first place on points, separated by the games between them.
    GamesAgainstEachOther,
    AverageRatingOfOpponents,
    Lots,
}

/// One line of the final standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinalPlace {
    pub tpn: Tpn,
    pub points: Points,
    pub decided_by: Decider,
}

/// F10: every player of the tournament in final order.
pub fn final_standings(tournament: &Tournament, lots: Lots) -> Vec<FinalPlace> {
    let points = tournament.scores();
    let tpns: Vec<Tpn> = tournament.players.iter().map(|p| p.tpn).collect();
    let lot_rank = draw_lots(&tpns, lots);
    let top = points.iter().copied().max();
    let first_group: Vec<Tpn> = tpns
        .iter()
        .copied()
        .filter(|&t| Some(points[index(t)]) == top)
        .collect();
    let mutual: Vec<Points> = tpns
        .iter()
        .map(|&t| {
            if first_group.len() > 1 && first_group.contains(&t) {
                points_against(tournament, t, &first_group)
            } else {
                Points::ZERO
            }
        })
        .collect();
    let aro: Vec<(u64, u64)> = tpns
        .iter()
        .map(|&t| opponents_rating(tournament, t))
        .collect();
    let compare = |a: Tpn, b: Tpn| -> (Ordering, Decider) {
        let (i, j) = (index(a), index(b));
        let steps = [
            (points[j].cmp(&points[i]), Decider::Points),
            (mutual[j].cmp(&mutual[i]), Decider::GamesAgainstEachOther),
            (
                compare_average(aro[j], aro[i]),
                Decider::AverageRatingOfOpponents,
            ),
            (lot_rank[i].cmp(&lot_rank[j]), Decider::Lots),
        ];
        steps
            .into_iter()
            .find(|(o, _)| o.is_ne())
            .unwrap_or((Ordering::Equal, Decider::Lots))
    };
    let mut order = tpns.clone();
    order.sort_by(|&a, &b| compare(a, b).0);
    let mut places = Vec::with_capacity(order.len());
    for (k, &tpn) in order.iter().enumerate() {
        let decided_by = match k.checked_sub(1) {
            Some(before) => compare(order[before], tpn).1,
            None => Decider::Points,
        };
        places.push(FinalPlace {
            tpn,
            points: points[index(tpn)],
            decided_by,
        });
    }
    places
}

fn index(tpn: Tpn) -> usize {
    (tpn - 1) as usize
}

/// Lot rank of each player (by index): lower is better.
fn draw_lots(tpns: &[Tpn], lots: Lots) -> Vec<usize> {
    let mut drawn: Vec<usize> = (0..tpns.len()).collect();
    if let Lots::Drawn(seed) = lots {
        drawn.shuffle(&mut ChaCha8Rng::seed_from_u64(seed));
    }
    let mut rank = vec![0; tpns.len()];
    for (place, &player) in drawn.iter().enumerate() {
        rank[player] = place;
    }
    rank
}

/// Points `tpn` scored in games actually played against the players of `group`.
fn points_against(tournament: &Tournament, tpn: Tpn, group: &[Tpn]) -> Points {
    tournament
        .rounds
        .iter()
        .filter_map(|round| round.pairing_of(tpn))
        .filter(|pairing| {
            pairing.any_game_played()
                && pairing
                    .opponent_of(tpn)
                    .is_some_and(|opponent| group.contains(&opponent))
        })
        .map(|pairing| tournament.points_in_pairing(tpn, pairing))
        .sum()
}

/// Sum and number of the ratings of the opponents met over the board.
fn opponents_rating(tournament: &Tournament, tpn: Tpn) -> (u64, u64) {
    tournament
        .rounds
        .iter()
        .filter_map(|round| round.pairing_of(tpn))
        .filter(|pairing| pairing.any_game_played())
        .filter_map(|pairing| pairing.opponent_of(tpn))
        .filter_map(|opponent| tournament.player(opponent).and_then(|p| p.rating))
        .fold((0, 0), |(sum, count), rating| {
            (sum + u64::from(rating), count + 1)
        })
}

/// Compares two averages given as (sum, count) exactly; no opponent is lowest.
fn compare_average((sum_a, count_a): (u64, u64), (sum_b, count_b): (u64, u64)) -> Ordering {
    match (count_a, count_b) {
        (0, 0) => Ordering::Equal,
        (0, _) => Ordering::Less,
        (_, 0) => Ordering::Greater,
        _ => (u128::from(sum_a) * u128::from(count_b))
            .cmp(&(u128::from(sum_b) * u128::from(count_a))),
    }
}
