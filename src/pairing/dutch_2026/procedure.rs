//! The pairing procedure (1.9, 3.x, 4.x) on the weighted matching: brackets from the top,
//! each settled by a sequence of maximum-weight matchings over the whole round, so that
//! the completion criterion C4 and the look-ahead of C8 hold by construction.
//!
//! 1. Completion (C4) and the bye (C5): one matching of the whole round decides whether a
//!    pairing exists and the lowest score the pairing-allocated bye can go to; C9 (fewest
//!    unplayed games of the assignee) applies in the brackets where the assignee is the
//!    single downfloater.
//! 2. Per bracket (the MDPs moved down into it, its residents, and the next scoregroup for
//!    C8): the weights of [`super::criteria`] are set for its pairs, then
//!    - which MDPs are paired (3.2, 4.4): scoregroup by scoregroup of the MDPs, the highest
//!      first (4.4.2: smallest differing BSN), each one kept if a best matching can still
//!      pair it;
//!    - their opponents (3.3.3): each paired MDP, in order, against the highest resident
//!      a best matching allows;
//!    - the remainder (3.6, 4.2, 4.3): the fewest exchanges between S1 and S2, then the
//!      lowest S1 players given up and the highest S2 players taken (4.3.2: "moving 6 from
//!      S2 to S1 is better than moving 7"), then each S1 player in order against the
//!      highest S2 player a best matching allows (4.2: transpositions in BSN order).
//! 3. The players left unpaired are the downfloaters, the MDPs of the next bracket; after
//!    the last bracket at most one is left: the pairing-allocated bye.
//!
//! Each step only adds low-order preferences to the weights, so every choice keeps the
//! criteria of higher priority optimal: the outcome is the best pairing by C1-C21 with the
//! ties broken in the order of the sequential generation (3.8.1).

use crate::pairing::matching::Wide;

use super::criteria::{Context, Layout, Place, may_meet, pair_weight};
use super::matcher::{BelowWeight, Matcher};
use super::players::Entrant;

/// A pair of the round (indices into the players in 1.2 order), with how it came about.
#[derive(Clone, Debug)]
pub struct Settled {
    pub higher: usize,
    pub lower: usize,
    /// The score of the bracket's residents.
    pub bracket_score: i32,
    /// The higher player was moved down into the bracket.
    pub moved_down: bool,
}

/// The round's pairs and bye, or why none exists.
pub struct Outcome {
    pub pairs: Vec<Settled>,
    pub bye: Option<usize>,
}

/// No pairing complies with C1-C4.
#[derive(Debug)]
pub struct NoPairing;

pub fn pair<const N: usize>(
    players: &[Entrant],
    rounds_played: u32,
    topscorer_above: Option<i32>,
) -> Result<Outcome, NoPairing> {
    let n = players.len();
    if n == 0 {
        return Ok(Outcome {
            pairs: Vec::new(),
            bye: None,
        });
    }
    let layout = Layout::new(players, rounds_played);
    let b = layout.group_bits;
    let score = |v: usize| players[v].score;
    let top = score(0);
    let odd = n % 2 == 1;
    // The weight of the pairs below the bracket being paired (C4, C5 and C9 alone).
    let below = |bye_score: i32, c9_applies: bool, games_ranks: Vec<u64>| {
        let layout = &layout;
        let weight = move |a: usize, b: usize| {
            let context = Context {
                layout,
                topscorer_above,
                bye_score,
                c9_applies,
                games_ranks: &games_ranks,
            };
            pair_weight::<N>(&players[a], &players[b], Place::Below, &context)
        };
        Box::new(weight) as BelowWeight<N>
    };
    let mut matcher = Matcher::<N>::new(
        n,
        |a, b| may_meet(&players[a], &players[b], topscorer_above),
        below(0, false, Vec::new()),
    );

    // Completion (C4) and the bye's score (C5), by cardinality matchings: the players can
    // all be paired (even), or all but one bye candidate, the candidates being the players
    // eligible for the bye (C2) up to the lowest score for which this holds (C5).
    let everyone = |_: usize| true;
    let mut bye_score = 0;
    let mut c9_applies = false;
    let mut games_ranks = Vec::new();
    if odd {
        let mut scores: Vec<i32> = players.iter().map(|p| p.score).collect();
        scores.dedup();
        let lowest_possible = scores.into_iter().rev().find(|&candidate_score| {
            matcher.set_bye_candidates(|v| players[v].bye_eligible && score(v) <= candidate_score);
            matcher.completable(everyone, true)
        });
        bye_score = lowest_possible.ok_or(NoPairing)?;
        // C9 applies in the first bracket when the bye can go to one of its players with
        // the first bracket paired within itself and everyone else below it.
        c9_applies = bye_score >= top
            && matcher.completable(|v| score(v) >= top, true)
            && matcher.completable(|v| score(v) < top, false);
        let mut games: Vec<u32> = players
            .iter()
            .filter(|p| p.score == bye_score)
            .map(|p| p.games_played)
            .collect();
        games.sort_unstable_by(|a, b| b.cmp(a));
        games_ranks = vec![0; games.first().map_or(0, |&most| most as usize + 1)];
        for (rank, played) in games.into_iter().enumerate() {
            games_ranks[played as usize] = rank as u64;
        }
        matcher.set_below(below(bye_score, c9_applies, games_ranks.clone()));
    } else if !matcher.completable(everyone, false) {
        return Err(NoPairing);
    }

    let mut pairs = Vec::new();
    let mut matched = vec![false; n];
    // The bracket's players: MDPs first, then residents, then the next scoregroup.
    let mut members: Vec<usize> = (0..n).take_while(|&v| score(v) >= top).collect();
    let mut next = members.len();
    let mut moved_down = 0;
    let mut residents_from = 0;
    while members.len() > 1 || next < n {
        let in_bracket = members.len();
        let next_group_from = residents_from + (in_bracket - moved_down);
        let next_group_start = next;
        while next < n && score(next) >= score(next_group_start) {
            members.push(next);
            next += 1;
        }
        matcher.begin_bracket(&members, moved_down);
        let context = Context {
            layout: &layout,
            topscorer_above,
            bye_score,
            c9_applies,
            games_ranks: &games_ranks,
        };
        // base[l][h]: the weight of members h < l, l not an MDP.
        let mut base: Vec<Vec<Wide<N>>> = vec![Vec::new(); members.len()];
        for l in moved_down..members.len() {
            let place = if l < in_bracket {
                Place::InBracket
            } else {
                Place::InNextGroup
            };
            base[l] = (0..l)
                .map(|h| pair_weight(&players[members[h]], &players[members[l]], place, &context))
                .collect();
            for h in 0..l {
                matcher.set(members[h], members[l], base[l][h]);
            }
        }
        let resident = |v: usize| v >= residents_from && v < next_group_from;
        // The bracket's matchings on its window (see `matcher`), unless nobody is below it,
        // or the next bracket's C9 depends on who the players below it are paired with (the
        // bye goes below the bracket: then, and only then, pairs below it may weigh C9).
        let c9_next = odd && next_group_start < n && bye_score >= score(next_group_start);
        matcher.focus((next < n && !c9_next).then_some(layout.below_completion_bits()));
        matcher.compute();

        // Which MDPs are paired (4.4).
        let mut group_score = 0;
        let mut left_in_group = 0;
        let mut pairable_in_group = 0;
        for h in 0..moved_down {
            let v = members[h];
            if h == 0 || score(v) < group_score {
                group_score = score(v);
                left_in_group = 0;
                pairable_in_group = 0;
                for &u in members[h..]
                    .iter()
                    .take_while(|&&u| score(u) >= group_score)
                {
                    left_in_group += 1;
                    if resident(matcher.mate(u)) {
                        pairable_in_group += 1;
                    }
                }
            }
            if pairable_in_group == 0 {
                continue;
            }
            if left_in_group <= pairable_in_group {
                matched[v] = true;
                continue;
            }
            left_in_group -= 1;
            if !resident(matcher.mate(v)) {
                for l in moved_down..in_bracket {
                    if !base[l][h].is_zero() {
                        matcher.set(v, members[l], base[l][h].plus(1));
                    }
                }
                matcher.compute();
            }
            if resident(matcher.mate(v)) {
                matched[v] = true;
                pairable_in_group -= 1;
                let bonus = (in_bracket - moved_down) as u64 + 1;
                for l in moved_down..in_bracket {
                    if !base[l][h].is_zero() {
                        matcher.set(v, members[l], base[l][h].plus(bonus));
                    }
                }
            }
        }

        // Their opponents (3.3.3): the highest resident possible.
        for h in 0..moved_down {
            let v = members[h];
            if !matched[v] {
                continue;
            }
            let mut bonus = members.len() as u64;
            for l in (moved_down..in_bracket).rev() {
                let u = members[l];
                if matched[u] || base[l][h].is_zero() {
                    continue;
                }
                matcher.set(v, u, base[l][h].plus(bonus));
                bonus += 1;
            }
            pairs.push(settle_best(
                &mut matcher,
                &mut matched,
                v,
                score(next_group_from - 1),
                true,
                true,
            ));
        }

        // The remainder (3.6, 4.2, 4.3): residents not paired with an MDP.
        let remainder: Vec<usize> = (moved_down..in_bracket)
            .filter(|&i| matcher.mate(members[i]) >= residents_from)
            .collect();
        let s1_size = remainder
            .iter()
            .filter(|&&i| matcher.mate(members[i]) < members[i])
            .count();
        // The weight of remainder players at positions hi < lo, with the preference for
        // keeping S1 as it is (fewest exchanges) and for exchanging the closest BSNs.
        let ordered = |base: &Vec<Vec<Wide<N>>>, hi: usize, lo: usize| -> Wide<N> {
            let weight = base[remainder[lo]][remainder[hi]];
            if weight.is_zero() {
                return weight;
            }
            let keeps_s1 = if hi < s1_size { 1u64 << (2 * b + 1) } else { 0 };
            (weight + Wide::from_u64(keeps_s1)).minus(2 * hi as u64)
        };
        for lo in 0..remainder.len() {
            for hi in 0..lo {
                matcher.set(
                    members[remainder[hi]],
                    members[remainder[lo]],
                    ordered(&base, hi, lo),
                );
            }
        }
        matcher.compute();
        let in_s1 = |matcher: &Matcher<N>, v: usize| {
            let mate = matcher.mate(v);
            mate > v && mate < next_group_from
        };
        let exchanges = (0..s1_size)
            .filter(|&i| !in_s1(&matcher, members[remainder[i]]))
            .count();

        // The lowest S1 players to give up (4.3.2).
        let mut to_find = exchanges;
        let mut hi = s1_size;
        while hi > 0 && to_find > 0 {
            hi -= 1;
            let v = members[remainder[hi]];
            if in_s1(&matcher, v) {
                for lo in hi + 1..remainder.len() {
                    let weight = ordered(&base, hi, lo);
                    if !weight.is_zero() {
                        matcher.set(v, members[remainder[lo]], weight.minus(1));
                    }
                }
                matcher.compute();
            }
            let exchanged = !in_s1(&matcher, v);
            to_find -= usize::from(exchanged);
            for lo in hi + 1..remainder.len() {
                if exchanged {
                    base[remainder[lo]][remainder[hi]] = Wide::ZERO;
                }
                matcher.set(v, members[remainder[lo]], ordered(&base, hi, lo));
            }
        }

        // The highest S2 players to take (4.3.2).
        let mut to_find = exchanges;
        for lo in s1_size..remainder.len() {
            if to_find <= 1 {
                break;
            }
            let v = members[remainder[lo]];
            let already = in_s1(&matcher, v);
            if !already {
                for other in lo + 1..remainder.len() {
                    let weight = ordered(&base, lo, other);
                    if !weight.is_zero() {
                        matcher.set(v, members[remainder[other]], weight.plus(1));
                    }
                }
                matcher.compute();
            }
            if in_s1(&matcher, v) {
                to_find -= 1;
                for hi in 0..lo {
                    base[remainder[lo]][remainder[hi]] = Wide::ZERO;
                    matcher.set(v, members[remainder[hi]], Wide::ZERO);
                }
                for l in in_bracket..members.len() {
                    base[l][remainder[lo]] = Wide::ZERO;
                    matcher.set(v, members[l], Wide::ZERO);
                }
            }
            if !already {
                for other in lo + 1..remainder.len() {
                    matcher.set(v, members[remainder[other]], ordered(&base, lo, other));
                }
            }
        }

        // S1 and S2 are fixed: only S1-S2 pairs remain.
        let s1_fixed: Vec<bool> = remainder
            .iter()
            .map(|&i| in_s1(&matcher, members[i]))
            .collect();
        // Below every preference, a hint towards S1[i]-S2[i] (the lowest 2b bits: it only
        // breaks ties), so that a matching often gives even the S1 players beyond those
        // it decides their best opponents.
        let side_rank: Vec<u64> = (0..remainder.len())
            .map(|i| (0..i).filter(|&j| s1_fixed[j] == s1_fixed[i]).count() as u64)
            .collect();
        let hinted = |base: &Vec<Vec<Wide<N>>>, hi: usize, lo: usize| -> Wide<N> {
            let weight = base[remainder[lo]][remainder[hi]];
            if weight.is_zero() {
                return weight;
            }
            weight.plus(remainder.len() as u64 - side_rank[hi].abs_diff(side_rank[lo]))
        };
        for hi in 0..remainder.len() {
            let v = members[remainder[hi]];
            for lo in hi + 1..remainder.len() {
                if !s1_fixed[hi] || s1_fixed[lo] {
                    base[remainder[lo]][remainder[hi]] = Wide::ZERO;
                }
                matcher.set(v, members[remainder[lo]], hinted(&base, hi, lo));
            }
        }

        // Each S1 player against the highest S2 player possible (4.2): the player's
        // preference, each S2 player's rank among those not yet paired (the highest
        // first), sits in the top b bits of the room, above every criterion's tie, and
        // the same preferences of the L next S1 players below it, each below the one
        // before (L: `Layout::look_ahead`). The best matching then gives the player its opponent
        // by 4.2 and, once it is settled, the next S1 player its own, and so on: those L
        // players are settled from the same matching, without computing again. Beyond
        // them, when the last matching already gives a player the opponent it prefers
        // most, that matching stays a best one with the preference added (only that
        // player's edges gain, none more than the matched one), and is kept too.
        // (`shift` None: the weights without preference.)
        let preferring =
            |matcher: &mut Matcher<N>, matched: &[bool], hi: usize, shift: Option<u32>| {
                let mut rank = 0u64;
                let mut best = None;
                for lo in (hi + 1..remainder.len()).rev() {
                    let u = members[remainder[lo]];
                    if matched[u] {
                        continue;
                    }
                    let weight = hinted(&base, hi, lo);
                    let preference =
                        shift.map_or(Wide::ZERO, |shift| Wide::from_u64(rank).shifted_left(shift));
                    if !weight.is_zero() {
                        matcher.set(members[remainder[hi]], u, weight + preference);
                        best = Some(u);
                    }
                    rank += 1;
                }
                best
            };
        let mut decided: Vec<usize> = Vec::new();
        let mut optimal = false;
        for hi in 0..remainder.len() {
            let v = members[remainder[hi]];
            if !in_s1(&matcher, v) {
                continue;
            }
            let mut recompute = false;
            if !decided.contains(&hi) {
                let best = preferring(
                    &mut matcher,
                    &matched,
                    hi,
                    Some((layout.look_ahead + 2) * b),
                );
                if !optimal || best != Some(matcher.mate(v)) {
                    recompute = true;
                    for &earlier in &decided {
                        preferring(&mut matcher, &matched, earlier, None);
                    }
                    decided = (hi + 1..remainder.len())
                        .filter(|&next| s1_fixed[next])
                        .take(layout.look_ahead as usize)
                        .collect();
                    for (k, &next) in decided.iter().enumerate() {
                        let shift = (layout.look_ahead + 1 - k as u32) * b;
                        preferring(&mut matcher, &matched, next, Some(shift));
                    }
                }
            }
            pairs.push(settle_best(
                &mut matcher,
                &mut matched,
                v,
                score(next_group_from - 1),
                false,
                recompute,
            ));
            optimal = true;
        }

        // The downfloaters become the next bracket's MDPs.
        c9_applies = c9_next;
        let mut next_members = Vec::new();
        moved_down = 0;
        for (i, &v) in members.iter().enumerate() {
            if i < in_bracket && matched[v] {
                continue;
            }
            next_members.push(v);
            if i < in_bracket {
                moved_down += 1;
            }
            if c9_applies && score(matcher.mate(v)) < score(next_group_start) {
                c9_applies = false;
            }
        }
        members = next_members;
        residents_from = next_group_from;
    }
    let bye = (0..n).find(|&v| matcher.mate(v) == v);
    Ok(Outcome { pairs, bye })
}

/// Computes a best matching (unless the last one is known to be one: `recompute` false)
/// and settles `v` with its mate there.
fn settle_best<const N: usize>(
    matcher: &mut Matcher<N>,
    matched: &mut [bool],
    v: usize,
    bracket_score: i32,
    moved_down: bool,
    recompute: bool,
) -> Settled {
    if recompute {
        matcher.compute();
    }
    let mate = matcher.mate(v);
    matched[v] = true;
    matched[mate] = true;
    matcher.settle(v, mate);
    Settled {
        higher: v,
        lower: mate,
        bracket_score,
        moved_down,
    }
}
