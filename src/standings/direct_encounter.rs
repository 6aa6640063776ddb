//! Direct encounter (C.07 Article 6).
//!
//! - 6.1: each tied participant's points from the games among the tied participants make
//!   separate standings. Forfeits are left out (6.1.1); when two participants met more
//!   than once, their encounter counts with the average of those games (6.1.2). In
//!   Double-Swiss an encounter is a match and its points are game points.
//! - 6.2: if all tied participants met each other, the separate standings rank them;
//!   participants still tied there are separated by applying Article 6 again to them
//!   alone, until nothing more is separated.
//! - 6.3: if they did not all meet, a participant who is alone at the top of the
//!   separate standings whatever the results of the missing games (he scored more than
//!   any other could reach by winning all his missing games) ranks first; then the same
//!   for the next place, and so on. Article 6 is then applied again to the participants
//!   not yet placed.

use std::collections::HashMap;

use crate::model::{Points, Tpn};

use super::record::Records;
use super::split_equal;
use super::value::Ratio;

/// The points of each participant of `group` in the games among them (6.1), and how
/// many of the others each one met.
struct SeparateStandings {
    points: HashMap<Tpn, Ratio>,
    opponents_met: HashMap<Tpn, usize>,
}

fn separate_standings(
    records: &Records,
    group: &[Tpn],
    forfeits_played: bool,
) -> SeparateStandings {
    let mut points = HashMap::new();
    let mut opponents_met = HashMap::new();
    for &tpn in group {
        let mut encounters: HashMap<Tpn, (Points, i64)> = HashMap::new();
        for round in &records.player(tpn).rounds {
            if let Some(opponent) = round
                .opponent_met(forfeits_played)
                .filter(|o| group.contains(o))
            {
                let entry = encounters.entry(opponent).or_insert((Points::ZERO, 0));
                entry.0 += round.points;
                entry.1 += 1;
            }
        }
        let total = encounters
            .values()
            .map(|&(sum, count)| Ratio::of_points(sum).divided_by(count))
            .sum();
        points.insert(tpn, total);
        opponents_met.insert(tpn, encounters.len());
    }
    SeparateStandings {
        points,
        opponents_met,
    }
}

/// Each participant's points in the games among the participants of `group` (6.1), as
/// shown in the standings; forfeits count as games with `forfeits_played` (`DE/P`).
pub fn points_among(
    records: &Records,
    group: &[Tpn],
    forfeits_played: bool,
) -> HashMap<Tpn, Ratio> {
    separate_standings(records, group, forfeits_played).points
}

/// Splits the tied `group` into the ordered subgroups Article 6 separates; the players
/// of a subgroup of more than one are still tied. With `forfeits_played` (MTB26
/// `DE/P`; 6.1.1: "unless the regulations say otherwise") forfeits are games.
pub fn separate(records: &Records, group: &[Tpn], forfeits_played: bool) -> Vec<Vec<Tpn>> {
    if group.len() < 2 {
        return vec![group.to_vec()];
    }
    let standings = separate_standings(records, group, forfeits_played);
    let mut order = group.to_vec();
    order.sort_by(|a, b| standings.points[b].cmp(&standings.points[a]));
    let all_met = group
        .iter()
        .all(|tpn| standings.opponents_met[tpn] == group.len() - 1);
    let parts = if all_met {
        split_equal(&order, |tpn| standings.points[tpn])
    } else {
        place_unreachable_leaders(records, &order, &standings)
    };
    if parts.len() == 1 {
        return parts;
    }
    parts
        .into_iter()
        .flat_map(|part| separate(records, &part, forfeits_played))
        .collect()
}

/// 6.3: places, one at a time from the top, the leader no other can reach by winning
/// his missing games; the rest stay together.
fn place_unreachable_leaders(
    records: &Records,
    order: &[Tpn],
    standings: &SeparateStandings,
) -> Vec<Vec<Tpn>> {
    let group_size = order.len();
    let reachable = |tpn: &Tpn| {
        let missing = (group_size - 1 - standings.opponents_met[tpn]) as i64;
        standings.points[tpn] + Ratio::new(i64::from(records.round_maximum.tenths()) * missing, 10)
    };
    let mut parts = Vec::new();
    let mut rest = order;
    while let [leader, others @ ..] = rest {
        let unreachable = others
            .iter()
            .all(|o| standings.points[leader] > reachable(o));
        if others.is_empty() || !unreachable {
            break;
        }
        parts.push(vec![*leader]);
        rest = others;
    }
    if !rest.is_empty() {
        parts.push(rest.to_vec());
    }
    parts
}
