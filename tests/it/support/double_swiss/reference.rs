//! A deliberately simple Double-Swiss (C.04.5) pairing by brute force, to check the
//! engine against: it lists every legal round-pairing (every bye allowed by [C2] with
//! every perfect matching of the others that respects [C1]) and narrows the list down
//! criterion by criterion, in the order of the rules. [C3] needs no care here: every
//! round-pairing in the list is complete.
//!
//! The readings are the engine's (see the `double_swiss` module documentation); nothing
//! here shares code with the engine but the request it reads.

use std::collections::HashMap;

use arbiter::model::{ByeKind, Colour, Points, Tpn};
use arbiter::pairing::{Competitor, PairingRequest, RoundKind};

/// The round-pairing: `(white, black)` in board order, and the player with the bye.
pub type Outcome = (Vec<(Tpn, Tpn)>, Option<Tpn>);

struct Player<'a> {
    competitor: &'a Competitor,
    score: Points,
    tpn: Tpn,
}

impl Player<'_> {
    fn met(&self, other: Tpn) -> bool {
        self.competitor.forbidden.contains(&other)
            || self
                .competitor
                .history
                .iter()
                .any(|r| r.kind == RoundKind::Played && r.opponent == Some(other))
    }

    /// [C2].
    fn may_receive_bye(&self) -> bool {
        !self.competitor.history.iter().any(|r| {
            matches!(
                r.kind,
                RoundKind::Bye(ByeKind::Pairing)
                    | RoundKind::Bye(ByeKind::Full)
                    | RoundKind::ForfeitWin
            )
        })
    }

    fn matches_played(&self) -> usize {
        self.competitor
            .history
            .iter()
            .filter(|r| r.kind == RoundKind::Played)
            .count()
    }

    /// 1.5, previous round.
    fn floated(&self) -> bool {
        self.competitor.history.last().is_some_and(|r| {
            r.kind == RoundKind::Played && r.opponent_score_before != Some(r.score_before)
        })
    }

    /// Colours had (1.6), oldest first.
    fn colours(&self) -> Vec<Colour> {
        self.competitor
            .history
            .iter()
            .filter_map(|r| r.colour)
            .collect()
    }
}

/// A complete round-pairing: each player's partner by index, `None` for the bye.
type RoundPairing = Vec<Option<usize>>;

/// The round-pairing C.04.5 prescribes, or `None` when there is no legal one.
pub fn pair(request: &PairingRequest) -> Option<Outcome> {
    let players: Vec<Player> = request
        .players_to_pair()
        .map(|c| Player {
            competitor: c,
            score: c.score,
            tpn: c.tpn,
        })
        .collect();
    let n = players.len();
    let floats_matter = request.round < request.rounds_planned;
    let legal =
        |a: usize, b: usize| !players[a].met(players[b].tpn) && !players[b].met(players[a].tpn);

    let mut candidates: Vec<RoundPairing> = Vec::new();
    if n % 2 == 1 {
        for bye in (0..n).filter(|&b| players[b].may_receive_bye()) {
            let mut partial = vec![None; n];
            let mut done = vec![false; n];
            done[bye] = true;
            enumerate(&mut partial, &mut done, &legal, &mut candidates);
        }
    } else {
        enumerate(
            &mut vec![None; n],
            &mut vec![false; n],
            &legal,
            &mut candidates,
        );
    }
    if candidates.is_empty() {
        return None;
    }

    // 3.4: the bye.
    let mut bye = None;
    if n % 2 == 1 {
        let bye_of = |p: &RoundPairing| p.iter().position(Option::is_none).expect("odd");
        let best = candidates
            .iter()
            .map(bye_of)
            .min_by(|&a, &b| {
                let (a, b) = (&players[a], &players[b]);
                a.score
                    .cmp(&b.score)
                    .then(b.matches_played().cmp(&a.matches_played()))
                    .then(b.tpn.cmp(&a.tpn))
            })
            .expect("not empty");
        candidates.retain(|p| bye_of(p) == best);
        bye = Some(best);
    }

    let mut remaining: Vec<usize> = (0..n).filter(|&p| Some(p) != bye).collect();
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    while !remaining.is_empty() {
        let top_score = remaining
            .iter()
            .map(|&p| players[p].score)
            .max()
            .expect("some");
        let top: Vec<usize> = remaining
            .iter()
            .copied()
            .filter(|&p| players[p].score == top_score)
            .collect();
        // [C6] "the following scoregroup": the next lower score of the round; what is
        // left of it (nothing once all its players became upfloaters).
        let following_score = players
            .iter()
            .map(|p| p.score)
            .filter(|&s| s < top_score)
            .max();
        let following: Vec<usize> = remaining
            .iter()
            .copied()
            .filter(|&p| Some(players[p].score) == following_score)
            .collect();
        // The upfloaters of a round-pairing: the residents' opponents from outside.
        let upfloaters = |p: &RoundPairing| -> Vec<usize> {
            let mut set: Vec<usize> = top
                .iter()
                .map(|&t| p[t].expect("paired"))
                .filter(|o| !top.contains(o))
                .collect();
            // 3.5.3: descending score, then ascending TPN.
            set.sort_by(|&a, &b| {
                players[b]
                    .score
                    .cmp(&players[a].score)
                    .then(players[a].tpn.cmp(&players[b].tpn))
            });
            set
        };

        // [C4] fewest upfloaters.
        keep_min(&mut candidates, |p| upfloaters(p).len());
        // [C5] upfloaters' scores, in ascending order, as high as possible.
        keep_min(&mut candidates, |p| {
            let mut scores: Vec<Points> = upfloaters(p).iter().map(|&u| players[u].score).collect();
            scores.sort();
            std::cmp::Reverse(scores)
        });
        // [C6] the following scoregroup's bracket: fewest upfloaters, unless it is
        // (or became) empty.
        let mut fewest_next: HashMap<Vec<usize>, usize> = HashMap::new();
        for p in &candidates {
            let set = upfloaters(p);
            let left: Vec<usize> = following
                .iter()
                .copied()
                .filter(|f| !set.contains(f))
                .collect();
            let next_upfloaters = left
                .iter()
                .filter(|&&f| !left.contains(&p[f].expect("paired")))
                .count();
            let entry = fewest_next.entry(set).or_insert(usize::MAX);
            *entry = (*entry).min(next_upfloaters);
        }
        keep_min(&mut candidates, |p| fewest_next[&upfloaters(p)]);
        // [C7] upfloaters who floated in the previous round.
        if floats_matter {
            keep_min(&mut candidates, |p| {
                upfloaters(p)
                    .iter()
                    .filter(|&&u| players[u].floated())
                    .count()
            });
        }
        // 3.5.4 the first set in lexicographic order of TPNs.
        keep_min(&mut candidates, |p| {
            upfloaters(p)
                .iter()
                .map(|&u| players[u].tpn)
                .collect::<Vec<Tpn>>()
        });
        let chosen = upfloaters(&candidates[0]);
        let bracket: Vec<usize> = top.iter().chain(&chosen).copied().collect();
        // [C8] upfloaters' opponents who floated in the previous round.
        if floats_matter {
            keep_min(&mut candidates, |p| {
                chosen
                    .iter()
                    .filter(|&&u| players[p[u].expect("paired")].floated())
                    .count()
            });
        }
        // 3.6.2-3.6.4 the first pairing in identifier order.
        let identifier = |p: &RoundPairing| {
            let mut tops: Vec<(Tpn, Tpn)> = bracket
                .iter()
                .map(|&a| (players[a].tpn, players[p[a].expect("paired")].tpn))
                .filter(|&(a, b)| a < b)
                .collect();
            tops.sort();
            tops.iter()
                .map(|&(a, _)| a)
                .chain(tops.iter().map(|&(_, b)| b))
                .collect::<Vec<Tpn>>()
        };
        keep_min(&mut candidates, identifier);
        let decided = candidates[0].clone();
        for &a in &bracket {
            let b = decided[a].expect("paired");
            if a < b {
                pairs.push((a, b));
            }
        }
        remaining.retain(|p| !bracket.contains(p));
    }

    let mut boards: Vec<(Points, Points, Tpn, Tpn, Tpn)> = pairs
        .iter()
        .map(|&(a, b)| {
            let (hrp, other) = if (std::cmp::Reverse(players[a].score), players[a].tpn)
                < (std::cmp::Reverse(players[b].score), players[b].tpn)
            {
                (a, b)
            } else {
                (b, a)
            };
            let hrp_white = hrp_gets_white(&players[hrp], &players[other], request.initial_colour);
            let (white, black) = if hrp_white {
                (hrp, other)
            } else {
                (other, hrp)
            };
            (
                players[hrp].score,
                players[other].score,
                players[hrp].tpn,
                players[white].tpn,
                players[black].tpn,
            )
        })
        .collect();
    boards.sort_by(|x, y| y.0.cmp(&x.0).then(y.1.cmp(&x.1)).then(x.2.cmp(&y.2)));
    Some((
        boards.iter().map(|b| (b.3, b.4)).collect(),
        bye.map(|b| players[b].tpn),
    ))
}

/// Article 4, literally.
fn hrp_gets_white(hrp: &Player, other: &Player, initial: Colour) -> bool {
    let (mine, theirs) = (hrp.colours(), other.colours());
    // 4.3.1
    if mine.is_empty() && theirs.is_empty() {
        return (hrp.tpn % 2 == 1) == (initial == Colour::White);
    }
    // 4.3.2
    let whites = |c: &[Colour]| c.iter().filter(|&&x| x == Colour::White).count();
    if whites(&mine) != whites(&theirs) {
        return whites(&mine) < whites(&theirs);
    }
    // 4.3.3
    for back in 1..=mine.len().min(theirs.len()) {
        let (a, b) = (mine[mine.len() - back], theirs[theirs.len() - back]);
        if a != b {
            return a == Colour::Black;
        }
    }
    // 4.3.4
    if let Some(&last) = mine.last() {
        return last == Colour::Black;
    }
    // 4.3.5
    theirs.last() == Some(&Colour::White)
}

/// Keeps the round-pairings with the smallest `key`.
fn keep_min<K: Ord>(candidates: &mut Vec<RoundPairing>, key: impl Fn(&RoundPairing) -> K) {
    let keys: Vec<K> = candidates.iter().map(&key).collect();
    let Some(best) = keys.iter().min() else {
        return;
    };
    let keep: Vec<bool> = keys.iter().map(|k| k == best).collect();
    let mut index = 0;
    candidates.retain(|_| {
        index += 1;
        keep[index - 1]
    });
}

/// Every completion of `partial` (players marked `done` are placed) to a perfect matching
/// with legal pairs only.
fn enumerate(
    partial: &mut RoundPairing,
    done: &mut [bool],
    legal: &impl Fn(usize, usize) -> bool,
    out: &mut Vec<RoundPairing>,
) {
    let Some(first) = done.iter().position(|&d| !d) else {
        out.push(partial.clone());
        return;
    };
    done[first] = true;
    for other in first + 1..done.len() {
        if !done[other] && legal(first, other) {
            done[other] = true;
            partial[first] = Some(other);
            partial[other] = Some(first);
            enumerate(partial, done, legal, out);
            partial[first] = None;
            partial[other] = None;
            done[other] = false;
        }
    }
    done[first] = false;
}
