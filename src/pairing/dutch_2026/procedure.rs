//! The pairing procedure (1.9, 3.x, 4.x) on the weighted matching: brackets from the top,
//! each settled by a sequence of maximum-weight matchings over the whole round, so that
//! the completion criterion C4 and the look-ahead of C8 hold by construction.
//!
//! 1. Completion (C4) and the bye (C5): one matching of the whole round decides whether a
//!    pairing exists and the lowest score the pairing-allocated bye can go to; C9 (fewest
//!    unplayed games of the assignee) applies in the brackets where the assignee is the
//!    single downfloater.
//! 2. Per bracket (the MDPs moved down into it, its residents, and the next scoregroup for
//!    C8, unless C8 is the same for every pairing of the bracket: [`bracket_alone`]): the
//!    weights of [`super::criteria`] are set for its pairs, then
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

use std::ops::Range;

use crate::pairing::matching::{PairWeights, Wide};

use super::criteria::{BracketWeights, Context, Layout, MAX_LIMBS, WeightsBelow, may_meet};
use super::matcher::{BracketMatcher, Matcher, Reweighed};
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

/// Not a position among the bracket's players.
const NOWHERE: usize = usize::MAX;

/// How the pairs of the remainder (3.6) are ordered beyond the criteria.
enum Order {
    /// No remainder yet: the criteria alone.
    Criteria,
    /// 4.3: keeping S1 as it is (the pairs of its first `s1_size` players gain
    /// `keeps_s1`), then the closest BSNs exchanged (each pair loses twice the position of
    /// its higher player); `nudged`: the pairs of one player with those below it gain one
    /// (true) or lose one while that player is tried.
    Exchanges {
        s1_size: usize,
        keeps_s1: u64,
        nudged: Option<(usize, bool)>,
    },
    /// 4.2: S1 and S2 fixed (`in_s1`), every S1-S2 pair gains the more the closer their
    /// ranks on their sides (`side_rank`), and some S1 players prefer the highest S2
    /// player: `preferences[i]`, the shift of player i's preference and the rank of each
    /// player after it among those not yet paired then.
    Transpositions {
        in_s1: Vec<bool>,
        side_rank: Vec<u64>,
        preferences: Vec<Option<(u32, Vec<u64>)>>,
    },
}

impl Order {
    /// 4.2's order for the remainder's players in S1 (`in_s1`), no preference yet.
    fn transpositions(in_s1: Vec<bool>) -> Order {
        Order::Transpositions {
            preferences: vec![None; in_s1.len()],
            side_rank: side_ranks(&in_s1),
            in_s1,
        }
    }
}

/// Each remainder player's rank on its side (S1 or S2: `in_s1`).
fn side_ranks(in_s1: &[bool]) -> Vec<u64> {
    let mut ranks = [0, 0];
    in_s1
        .iter()
        .map(|&side| {
            let rank = &mut ranks[usize::from(side)];
            *rank += 1;
            *rank - 1
        })
        .collect()
}

/// The weights of the round while a bracket is paired: the criteria's, and what the
/// procedure has added to the pairs of the bracket's players so far. Nothing is stored per
/// pair: a weight is computed when a matching asks for it.
struct Weights<const N: usize> {
    below: WeightsBelow<N>,
    criteria: BracketWeights<N>,
    /// Each player's position among the bracket's players ([`NOWHERE`]: not one of them).
    position: Vec<usize>,
    moved_down: usize,
    in_bracket: usize,
    /// The weights of the pairs of MDPs, as they were when they floated down
    /// ([`mdp_pairs`]; `kept[i * moved_down + j]`).
    kept: Vec<Wide<N>>,
    /// Per MDP, what its pairs with residents gain (4.4: tried, then to be paired).
    mdp_gain: Vec<u64>,
    /// The MDP being given its opponent (3.3.3) and each player's gain against it.
    opponent_gains: Option<(usize, Vec<u64>)>,
    /// Where the MDPs' gains sit: above the first matching's hint for the remainder
    /// (the lowest 2b bits), which stays in the weights while the MDPs are paired.
    mdp_gain_shift: u32,
    /// Each position's index in the remainder ([`NOWHERE`]: not in it).
    in_remainder: Vec<usize>,
    remainder_size: usize,
    order: Order,
    /// The positions whose pairs were reweighed since the last matching (`None`: all).
    reweighed: Option<Vec<usize>>,
}

impl<const N: usize> Weights<N> {
    /// The pairs of the player at `position` may weigh differently from now on.
    fn reweigh(&mut self, position: usize) {
        if let Some(positions) = &mut self.reweighed {
            positions.push(position);
        }
    }

    /// What was reweighed since the last call, as players (`members`: the bracket's
    /// players by position).
    fn take_reweighed(&mut self, members: &[usize]) -> Reweighed {
        match self.reweighed.replace(Vec::new()) {
            Some(positions) => {
                Reweighed::Players(positions.iter().map(|&at| members[at]).collect())
            }
            None => Reweighed::All,
        }
    }

    /// The weight of the bracket's players at positions `h < l`. Inlined into the rows
    /// pricing reads, as are the criteria's weights and the wide arithmetic under it: a
    /// weight of 512 bits returned from a call goes through memory, written by the callee
    /// and read back by the caller in other widths, and that stall took half the time of
    /// weighing (round 3 of 9,999 players, `perf annotate`).
    #[inline(always)]
    fn in_bracket_weight(&self, h: usize, l: usize) -> Wide<N> {
        let moved_down = self.moved_down;
        if l < moved_down {
            return self.kept[h * moved_down + l];
        }
        let weight = self.criteria.weight(h, l);
        if l >= self.in_bracket {
            return weight;
        }
        if h < moved_down {
            let gain = match &self.opponent_gains {
                Some((mdp, gains)) if *mdp == h => gains[l],
                _ => self.mdp_gain[h],
            };
            let mut weight = weight;
            weight.add_shifted(gain, self.mdp_gain_shift);
            return weight;
        }
        let (hi, lo) = (self.in_remainder[h], self.in_remainder[l]);
        if hi == NOWHERE || lo == NOWHERE {
            return weight;
        }
        match &self.order {
            Order::Criteria => weight,
            Order::Exchanges {
                s1_size,
                keeps_s1,
                nudged,
            } => {
                let kept = if hi < *s1_size { *keeps_s1 } else { 0 };
                let (gain, loss) = match nudged {
                    Some((row, true)) if *row == hi => (kept + 1, 2 * hi as u64),
                    Some((row, false)) if *row == hi => (kept, 2 * hi as u64 + 1),
                    _ => (kept, 2 * hi as u64),
                };
                if gain >= loss {
                    weight.plus(gain - loss)
                } else {
                    weight.minus(loss - gain)
                }
            }
            Order::Transpositions {
                in_s1,
                side_rank,
                preferences,
            } => {
                if in_s1[hi] == in_s1[lo] {
                    // Only the first matching of a bracket weighs such a pair (4.2 rules
                    // them out).
                    return weight;
                }
                let closeness = self.remainder_size as u64 - side_rank[hi].abs_diff(side_rank[lo]);
                let mut hinted = weight.plus(closeness);
                if let Some((shift, ranks)) = &preferences[hi] {
                    hinted.add_shifted(ranks[lo - hi - 1], *shift);
                }
                hinted
            }
        }
    }
}

impl<const N: usize> PairWeights<Wide<N>> for Weights<N> {
    /// The weight of players `a < b` (when they may meet).
    fn weight(&self, a: usize, b: usize) -> Wide<N> {
        match (self.position[a], self.position[b]) {
            (NOWHERE, _) | (_, NOWHERE) => self.below.weight(a, b),
            (h, l) => self.in_bracket_weight(h, l),
        }
    }

    /// The weights of `a`'s pairs: its position and its part of the pairs below the
    /// bracket looked up once.
    fn row(&self, a: usize) -> impl Fn(usize) -> Wide<N> {
        let (at, below) = (self.position[a], self.below.row(a));
        move |b| match (at, self.position[b]) {
            (NOWHERE, _) | (_, NOWHERE) => below.weight(b),
            (at, other) if at < other => self.in_bracket_weight(at, other),
            (at, other) => self.in_bracket_weight(other, at),
        }
    }
}

/// What every bracket of the round reads.
struct Round<'p> {
    players: &'p [Entrant],
    /// b ([`Layout::group_bits`]).
    group_bits: u32,
    odd: bool,
    /// C5: the score of the bye's assignee.
    bye_score: i32,
    /// C9 applies below the bracket being paired (see [`WeightsBelow`]).
    c9_below: bool,
    /// C9: see [`Context::games_ranks`].
    games_ranks: Vec<u64>,
}

impl Round<'_> {
    fn context<'a>(&'a self, layout: &'a Layout, c9_applies: bool) -> Context<'a> {
        Context {
            layout,
            bye_score: self.bye_score,
            c9_applies,
            games_ranks: &self.games_ranks,
        }
    }

    fn score(&self, v: usize) -> i32 {
        self.players[v].score
    }
}

/// Where the procedure stands between two brackets.
struct Progress {
    pairs: Vec<Settled>,
    matched: Vec<bool>,
    /// The next bracket's MDPs and residents (the scoregroup after them joins when it
    /// starts).
    members: Vec<usize>,
    /// The first player of the scoregroup after them.
    next: usize,
    moved_down: usize,
    residents_from: usize,
    /// C9 applies in the next bracket.
    c9_applies: bool,
    /// Whether C9 applied in each bracket so far, by the score of its residents.
    c9_by_bracket: Vec<(i32, bool)>,
    /// The MDPs left unpaired in a bracket whose pairs with its residents had gained
    /// there (4.4: tried), by the score of its residents: (player, score, gain).
    mdp_gains: Vec<(usize, i32, u64)>,
}

pub fn pair(
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
    let score = |v: usize| players[v].score;
    let top = score(0);
    let odd = n % 2 == 1;
    let mut matcher = Matcher::new(n, |a, b| {
        may_meet(&players[a], &players[b], topscorer_above)
    });

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
    } else if !matcher.completable(everyone, false) {
        return Err(NoPairing);
    }
    let round = Round {
        players,
        group_bits: Layout::group_bits(players),
        odd,
        bye_score,
        // The pairs below the bracket being paired weigh C4, C5 and C9 alone (the bye
        // goes below the bracket: then, and only then, pairs below it may weigh C9).
        c9_below: c9_applies,
        games_ranks,
    };
    let first_bracket: Vec<usize> = (0..n).take_while(|&v| score(v) >= top).collect();
    let mut progress = Progress {
        pairs: Vec::new(),
        matched: vec![false; n],
        next: first_bracket.len(),
        members: first_bracket,
        moved_down: 0,
        residents_from: 0,
        c9_applies,
        c9_by_bracket: Vec::new(),
        mdp_gains: Vec::new(),
    };
    while progress.members.len() > 1 || progress.next < n {
        let next_group = (progress.next..n)
            .take_while(|&v| score(v) == score(progress.next))
            .count();
        let scores: Vec<i32> = progress.members.iter().map(|&v| score(v)).collect();
        let layout = Layout::new(&scores, next_group, round.group_bits, rounds_played);
        let (matcher, progress) = (&mut matcher, &mut progress);
        match layout.limbs() {
            2 => pair_bracket::<2>(&round, &layout, next_group, matcher, progress),
            4 => pair_bracket::<4>(&round, &layout, next_group, matcher, progress),
            6 => pair_bracket::<6>(&round, &layout, next_group, matcher, progress),
            8 => pair_bracket::<8>(&round, &layout, next_group, matcher, progress),
            16 => pair_bracket::<16>(&round, &layout, next_group, matcher, progress),
            32 => pair_bracket::<32>(&round, &layout, next_group, matcher, progress),
            64 => pair_bracket::<64>(&round, &layout, next_group, matcher, progress),
            _ => pair_bracket::<{ MAX_LIMBS }>(&round, &layout, next_group, matcher, progress),
        }
    }
    let bye = (0..n).find(|&v| matcher.mate(v) == v);
    Ok(Outcome {
        pairs: progress.pairs,
        bye,
    })
}

/// Pairs the bracket of `progress.members` (MDPs, then residents) with the next
/// scoregroup (its `next_group` players) for C8, in `layout`'s weights of `N` limbs; the
/// players it leaves unpaired become the next bracket's MDPs.
fn pair_bracket<const N: usize>(
    round: &Round,
    layout: &Layout,
    next_group: usize,
    matcher: &mut Matcher,
    progress: &mut Progress,
) {
    let players = round.players;
    let n = players.len();
    let b = layout.group_bits;
    let score = |v: usize| round.score(v);
    let mut pairs = std::mem::take(&mut progress.pairs);
    let mut matched = std::mem::take(&mut progress.matched);
    let mut members = std::mem::take(&mut progress.members);
    let (moved_down, residents_from) = (progress.moved_down, progress.residents_from);
    let in_bracket = members.len();
    let next_group_from = residents_from + (in_bracket - moved_down);
    let next_group_start = progress.next;
    let next = next_group_start + next_group;
    members.extend(next_group_start..next);
    let bracket_score = score(next_group_from - 1);
    progress
        .c9_by_bracket
        .push((bracket_score, progress.c9_applies));
    let mut position = vec![NOWHERE; n];
    for (at, &v) in members.iter().enumerate() {
        position[v] = at;
    }
    let mut weights = Weights {
        below: WeightsBelow::new(players, &round.context(layout, round.c9_below)),
        criteria: BracketWeights::new(
            players,
            &members,
            moved_down,
            in_bracket,
            &round.context(layout, progress.c9_applies),
        ),
        position,
        moved_down,
        in_bracket,
        kept: mdp_pairs(round, layout, progress, &members[..moved_down]),
        mdp_gain: vec![0; moved_down],
        opponent_gains: None,
        mdp_gain_shift: 2 * b,
        in_remainder: vec![NOWHERE; members.len()],
        remainder_size: 0,
        order: Order::Criteria,
        reweighed: None,
    };
    let resident = |v: usize| v >= residents_from && v < next_group_from;
    // The bracket's matchings on its window (see `matcher`), unless nobody is below it,
    // or the next bracket's C9 depends on who the players below it are paired with.
    let c9_next = round.odd && next_group_start < n && round.bye_score >= score(next_group_start);
    let alone = bracket_alone(
        matcher,
        round,
        &members[..in_bracket],
        next_group_start..next,
        progress.c9_applies,
    );
    let whole_round = !alone && (next == n || c9_next);
    let window = if alone {
        &members[..in_bracket]
    } else {
        &members[..]
    };
    let mut matcher = matcher.bracket::<N>(window, layout.below_completion_bits(), !whole_round);
    // The remainder is most likely the residents after those the MDPs take (3.3.3: the
    // highest), less the last one when the window leaves one to float down, and S1
    // their first half: the first matching is asked for S1[i]-S2[i] where it can
    // (4.2's hint, below every criterion and the MDPs' gains: it is a best matching all
    // the same), so that it may serve as 4.3's matching too (below) and, when it pairs
    // S1[i]-S2[i] throughout, as 4.2's first. On the whole round every player is
    // paired, with the bye's vertex if need be. (An odd number of hinted residents on
    // a window left one unpaired whose dual made proving the matching take many
    // pricing rounds on large brackets.)
    let presumed_from = (2 * moved_down).min(in_bracket);
    let mut presumed = in_bracket - presumed_from;
    if !presumed.is_multiple_of(2) && !whole_round {
        presumed -= 1;
    }
    if presumed >= 2 {
        let s1_size = presumed / 2;
        let hinted = presumed_from..presumed_from + presumed;
        weights.in_remainder = (0..members.len())
            .map(|i| {
                if hinted.contains(&i) {
                    i - presumed_from
                } else {
                    NOWHERE
                }
            })
            .collect();
        weights.remainder_size = presumed;
        weights.order = Order::transpositions((0..presumed).map(|i| i < s1_size).collect());
        matcher.suggest(pairs_by_rank(
            &members[presumed_from..presumed_from + s1_size],
            &members[presumed_from + s1_size..hinted.end],
        ));
    }
    compute(&mut matcher, &mut weights, &members);

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
            weights.mdp_gain[h] = 1;
            weights.reweigh(h);
            compute(&mut matcher, &mut weights, &members);
        }
        if resident(matcher.mate(v)) {
            matched[v] = true;
            pairable_in_group -= 1;
            weights.mdp_gain[h] = (in_bracket - moved_down) as u64 + 1;
            weights.reweigh(h);
        }
    }

    // Their opponents (3.3.3): the highest resident possible. The last matching is a
    // best one of the weights so far (the gains an MDP got once paired are the same
    // for all its pairs with residents, and it had one); when it already gives the MDP
    // the highest resident it may meet, it stays a best one with the MDP's gains
    // (its matched pair gains the most) and is kept.
    for h in 0..moved_down {
        let v = members[h];
        if !matched[v] {
            continue;
        }
        let mut gains = vec![0; in_bracket];
        let mut gain = members.len() as u64;
        let mut highest = None;
        for l in (moved_down..in_bracket).rev() {
            let u = members[l];
            if matched[u] || !matcher.allows(v, u) {
                continue;
            }
            gains[l] = gain;
            gain += 1;
            highest = Some(u);
        }
        if let Some((before, _)) = weights.opponent_gains.replace((h, gains)) {
            weights.reweigh(before);
        }
        weights.reweigh(h);
        // Unless the last matching is known to be a best one.
        if highest != Some(matcher.mate(v)) {
            compute(&mut matcher, &mut weights, &members);
        }
        pairs.push(settle(
            &mut matcher,
            &mut matched,
            v,
            score(next_group_from - 1),
            true,
        ));
    }

    // The remainder (3.6, 4.2, 4.3): residents not paired with an MDP, with the
    // preference for keeping S1 as it is (fewest exchanges) and for exchanging the
    // closest BSNs.
    let remainder: Vec<usize> = (moved_down..in_bracket)
        .filter(|&i| matcher.mate(members[i]) >= residents_from)
        .collect();
    let s1_size = remainder
        .iter()
        .filter(|&&i| matcher.mate(members[i]) < members[i])
        .count();
    // The order the matchings so far weighed the remainder by (the first one's hint for
    // 4.2), and the players reweighed since the last one (the MDPs' gains).
    let hinted_remainder = weights.in_remainder.clone();
    let hinted_order = std::mem::replace(&mut weights.order, Order::Criteria);
    let reweighed_since = weights.reweighed.take();
    weights.in_remainder.fill(NOWHERE);
    for (index, &position) in remainder.iter().enumerate() {
        weights.in_remainder[position] = index;
    }
    weights.remainder_size = remainder.len();
    weights.order = Order::Exchanges {
        s1_size,
        keeps_s1: 1 << (2 * b + 1),
        nudged: None,
    };
    let nudge = |weights: &mut Weights<N>, row: Option<(usize, bool)>| {
        let Order::Exchanges { nudged, .. } = &mut weights.order else {
            return;
        };
        let before = std::mem::replace(nudged, row);
        for (index, _) in before.into_iter().chain(row) {
            weights.reweigh(remainder[index]);
        }
    };
    // The matching of 4.3 mostly keeps S1 and S2 and pairs S1[i] with S2[i] or close:
    // candidates.
    let players_at = |indices: &[usize]| -> Vec<usize> {
        indices.iter().map(|&i| members[remainder[i]]).collect()
    };
    let (s1, s2): (Vec<usize>, Vec<usize>) = (0..remainder.len()).partition(|&i| i < s1_size);
    matcher.suggest(pairs_by_rank(&players_at(&s1), &players_at(&s2)));
    let in_s1 = |matcher: &BracketMatcher<N>, v: usize| {
        let mate = matcher.mate(v);
        mate > v && mate < next_group_from
    };
    // The last matching is a best one of the criteria (the MDPs' gains are settled):
    // when it keeps S1 as it is, no matching does better on 4.3's preferences either.
    let keeps_s1 =
        |matcher: &BracketMatcher<N>| s1.iter().all(|&i| in_s1(matcher, members[remainder[i]]));
    if !keeps_s1(&matcher) {
        compute(&mut matcher, &mut weights, &members);
    }
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
            nudge(&mut weights, Some((hi, false)));
            compute(&mut matcher, &mut weights, &members);
            nudge(&mut weights, None);
        }
        if !in_s1(&matcher, v) {
            to_find -= 1;
            for &lo in &remainder[hi + 1..] {
                matcher.forbid(v, members[lo]);
            }
        }
    }

    // The highest S2 players to take (4.3.2).
    let mut to_find = exchanges;
    for lo in s1_size..remainder.len() {
        if to_find <= 1 {
            break;
        }
        let v = members[remainder[lo]];
        if !in_s1(&matcher, v) {
            nudge(&mut weights, Some((lo, true)));
            compute(&mut matcher, &mut weights, &members);
            nudge(&mut weights, None);
        }
        if in_s1(&matcher, v) {
            to_find -= 1;
            for &hi in &remainder[..lo] {
                matcher.forbid(members[hi], v);
            }
            for &u in &members[in_bracket..] {
                matcher.forbid(v, u);
            }
        }
    }

    // S1 and S2 are fixed: only S1-S2 pairs remain.
    let s1_fixed: Vec<bool> = remainder
        .iter()
        .map(|&i| in_s1(&matcher, members[i]))
        .collect();
    for hi in 0..remainder.len() {
        for lo in hi + 1..remainder.len() {
            if !s1_fixed[hi] || s1_fixed[lo] {
                matcher.forbid(members[remainder[hi]], members[remainder[lo]]);
            }
        }
    }
    // Below every preference, a hint towards S1[i]-S2[i] (the lowest 2b bits: it only
    // breaks ties), so that a matching often gives even the S1 players beyond those
    // it decides their best opponents.
    // When no matching was computed on 4.3's order and the hint had this remainder and
    // this S1, the weights are the hint's but for what was reweighed since (and the
    // preferences to come).
    let as_hinted = weights.reweighed.is_none()
        && hinted_remainder == weights.in_remainder
        && matches!(&hinted_order, Order::Transpositions { in_s1, .. } if *in_s1 == s1_fixed);
    weights.order = Order::transpositions(s1_fixed.clone());
    weights.reweighed = if as_hinted { reweighed_since } else { None };
    let (s1, s2): (Vec<usize>, Vec<usize>) = (0..remainder.len()).partition(|&i| s1_fixed[i]);
    let (s1, s2) = (players_at(&s1), players_at(&s2));
    // The last matching is a best one of these weights when it pairs S1[i]-S2[i]
    // throughout: it is a best one of the criteria, and every pair gains the most.
    let pairs_by_side_rank = s1
        .iter()
        .zip(&s2)
        .all(|(&higher, &lower)| matcher.mate(higher) == lower)
        && s1.len() <= s2.len();
    // The matchings of 4.2 mostly pair S1[i] with S2[i] or close: candidates.
    matcher.suggest(pairs_by_rank(&s1, &s2));

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
    // (`shift` None: the weights without preference.) Returns the player's most
    // preferred opponent.
    let preferring = |weights: &mut Weights<N>,
                      matcher: &BracketMatcher<N>,
                      matched: &[bool],
                      hi: usize,
                      shift: Option<u32>| {
        let v = members[remainder[hi]];
        let mut ranks = vec![0; remainder.len() - hi - 1];
        let mut rank = 0u64;
        let mut best = None;
        for lo in (hi + 1..remainder.len()).rev() {
            let u = members[remainder[lo]];
            if matched[u] {
                continue;
            }
            ranks[lo - hi - 1] = rank;
            if matcher.allows(v, u) {
                best = Some(u);
            }
            rank += 1;
        }
        if let Order::Transpositions { preferences, .. } = &mut weights.order {
            preferences[hi] = shift.map(|shift| (shift, ranks));
        }
        weights.reweigh(remainder[hi]);
        best
    };
    let mut decided: Vec<usize> = Vec::new();
    let mut optimal = pairs_by_side_rank;
    for hi in 0..remainder.len() {
        let v = members[remainder[hi]];
        if !in_s1(&matcher, v) {
            continue;
        }
        let mut recompute = false;
        if !decided.contains(&hi) {
            let best = preferring(
                &mut weights,
                &matcher,
                &matched,
                hi,
                Some((layout.look_ahead + 2) * b),
            );
            if !optimal || best != Some(matcher.mate(v)) {
                recompute = true;
                for &earlier in &decided {
                    preferring(&mut weights, &matcher, &matched, earlier, None);
                }
                decided = (hi + 1..remainder.len())
                    .filter(|&next| s1_fixed[next])
                    .take(layout.look_ahead as usize)
                    .collect();
                for (k, &next) in decided.iter().enumerate() {
                    let shift = (layout.look_ahead + 1 - k as u32) * b;
                    preferring(&mut weights, &matcher, &matched, next, Some(shift));
                }
            }
        }
        if recompute {
            compute(&mut matcher, &mut weights, &members);
        }
        pairs.push(settle(
            &mut matcher,
            &mut matched,
            v,
            score(next_group_from - 1),
            false,
        ));
        optimal = true;
        // Settled: the player's preferences weigh nothing any more.
        if let Order::Transpositions { preferences, .. } = &mut weights.order {
            preferences[hi] = None;
        }
        weights.reweigh(remainder[hi]);
    }
    // The downfloaters become the next bracket's MDPs.
    let mut c9_applies = c9_next;
    let mut next_members = Vec::new();
    let mut floaters = 0;
    for (i, &v) in members.iter().enumerate() {
        if i < in_bracket && matched[v] {
            continue;
        }
        next_members.push(v);
        floaters += usize::from(i < in_bracket);
        if i < moved_down && weights.mdp_gain[i] != 0 {
            progress
                .mdp_gains
                .push((v, bracket_score, weights.mdp_gain[i]));
        }
        if c9_applies && score(matcher.mate(v)) < score(next_group_start) {
            c9_applies = false;
        }
    }
    progress.moved_down = floaters;
    progress.c9_applies = c9_applies;
    progress.members = next_members;
    progress.residents_from = next_group_from;
    progress.next = next;
    progress.pairs = pairs;
    progress.matched = matched;
}

/// Whether a bracket's matchings may leave the next scoregroup out of their window
/// (`bracket`: its players, `group`: the next scoregroup, everyone after it below it):
/// whoever floats, the next bracket can be paired as well as it can be at all (C8: its
/// pairs, and its scores but for the floater's, which C7 settles first) with everyone
/// completed (C4), so C8 and C4 weigh the same for every best pairing of the bracket.
/// - An even bracket whose players can all be paired among themselves, everyone below
///   them too: nobody floats (C6 comes right after C4 and C5).
/// - An odd bracket whose players can all be paired but one (C6: one floats), when that
///   one, whoever it is, can be paired in the next bracket and everyone completed: an odd
///   group taking it (see [`Matcher::takers`]), everyone below completing apart, or an
///   even group paired whole where the floater may meet a player whose mate can be
///   completed below (or take the bye). The bracket's own C9 (`c9_here`: its floater
///   takes the bye) rules this out.
///
/// The next bracket's C9 asks whether its players are paired with anyone scoring less
/// (see the end of [`pair_bracket`]): with anyone below the group, and C9 possibly
/// applying there, the bracket's matchings cover the whole round instead.
fn bracket_alone(
    matcher: &Matcher,
    round: &Round,
    bracket: &[usize],
    group: Range<usize>,
    c9_here: bool,
) -> bool {
    let n = round.players.len();
    if group.is_empty() {
        return false;
    }
    let c9_next = round.odd && round.bye_score >= round.score(group.start);
    if c9_next && group.end < n {
        return false;
    }
    let paired_in_bracket = 2 * matcher.largest_within(bracket).pair_count();
    if bracket.len().is_multiple_of(2) {
        return paired_in_bracket == bracket.len()
            && matcher.completable(|v| v >= group.start, round.odd);
    }
    if c9_here || paired_in_bracket + 1 != bracket.len() {
        return false;
    }
    let below_from = group.end;
    let below: Vec<usize> = (below_from..n).collect();
    let group: Vec<usize> = group.collect();
    if group.len() % 2 == 1 {
        let takers = matcher.takers(&group, false);
        return bracket.iter().all(|&f| matcher.joins(&takers, f))
            && matcher.completable(|v| v >= below_from, round.odd);
    }
    let paired = matcher.largest_within(&group);
    if 2 * paired.pair_count() != group.len() {
        return false;
    }
    let takers_below = matcher.takers(&below, round.odd);
    let making_room: Vec<usize> = group
        .iter()
        .copied()
        .filter(|&g| {
            paired
                .mate(g)
                .is_some_and(|mate| matcher.joins(&takers_below, mate))
        })
        .collect();
    bracket
        .iter()
        .all(|&f| making_room.iter().any(|&g| matcher.allows(f, g)))
}

/// The weights of the pairs of the bracket's MDPs (`mdps`, in 1.2 order) in its
/// `layout`: each pair weighs what it weighed when its players floated down, in the
/// bracket where the lower one was a resident (by the same criteria and context, and the
/// gain the higher one had there, 4.4), so that pairing them now is no better and no
/// worse than it was then.
fn mdp_pairs<const N: usize>(
    round: &Round,
    layout: &Layout,
    progress: &Progress,
    mdps: &[usize],
) -> Vec<Wide<N>> {
    let count = mdps.len();
    let mut kept = vec![Wide::ZERO; count * count];
    let mut from = 0;
    while from < count {
        // The MDPs of one score: residents of the same bracket, below those above them.
        let score = round.score(mdps[from]);
        let to = from
            + mdps[from..]
                .iter()
                .take_while(|&&v| round.score(v) == score)
                .count();
        let c9_applies = progress
            .c9_by_bracket
            .iter()
            .any(|&(bracket, c9)| bracket == score && c9);
        let criteria = BracketWeights::<N>::new(
            round.players,
            &mdps[..to],
            from,
            to,
            &round.context(layout, c9_applies),
        );
        for l in from..to {
            for h in 0..l {
                let mut weight = criteria.weight(h, l);
                let gain = progress
                    .mdp_gains
                    .iter()
                    .find(|&&(v, bracket, _)| v == mdps[h] && bracket == score);
                if let Some(&(_, _, gain)) = gain {
                    weight.add_shifted(gain, 2 * layout.group_bits);
                }
                kept[h * count + l] = weight;
                kept[l * count + h] = weight;
            }
        }
        from = to;
    }
    kept
}

/// How far from S1[i] in S2 the pairs [`pairs_by_rank`] suggests go. From round 2 on,
/// colour preferences move many S1 players a few ranks from S2[i]: with 2 ranks the
/// first matching of a 460-player bracket (1,000 players, round 2) took five pricing
/// rounds, with 8 two (callgrind: 1.78 -> 0.97 billion instructions for the round, 3,000
/// players round 2 48 -> 22 billion); wider windows cost more than they save.
const RANK_SPREAD: usize = 8;

/// S1[i] against S2[i] (3.6) and the S2 players up to [`RANK_SPREAD`] ranks from it: the
/// pairs the matchings of 4.2 and 4.3 mostly end with, suggested to the matcher as
/// candidates (the matching is the same, found in fewer pricing rounds).
fn pairs_by_rank(s1: &[usize], s2: &[usize]) -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    for (rank, &higher) in s1.iter().enumerate() {
        let near = rank.saturating_sub(RANK_SPREAD)..(rank + RANK_SPREAD + 1).min(s2.len());
        pairs.extend(
            s2.get(near)
                .unwrap_or_default()
                .iter()
                .map(|&lower| (higher, lower)),
        );
    }
    pairs
}

/// Computes a best matching of `weights` (the bracket's players: `members`).
fn compute<const N: usize>(
    matcher: &mut BracketMatcher<N>,
    weights: &mut Weights<N>,
    members: &[usize],
) {
    let reweighed = weights.take_reweighed(members);
    matcher.compute(weights, reweighed);
}

/// Settles `v` with its mate in the last matching.
fn settle<const N: usize>(
    matcher: &mut BracketMatcher<N>,
    matched: &mut [bool],
    v: usize,
    bracket_score: i32,
    moved_down: bool,
) -> Settled {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn side_ranks_count_each_side_apart() {
        assert_eq!(
            side_ranks(&[true, false, true, true, false]),
            [0, 0, 1, 2, 1]
        );
    }
}
