//! The weighted matching the bracket procedure works on: every player of the round is a
//! vertex, every pair an edge of the weight [`super::criteria`] gives (zero: no edge), and
//! the procedure changes weights between matchings to settle one decision at a time.
//! A pair once settled leaves the graph (its players are matched to each other in every
//! later matching). A matching asks the procedure for each weight it needs; a bracket's
//! matchings keep its pairs' weights in a table when they take at most [`KEPT_WEIGHTS`]
//! bytes, and weigh again only the pairs of the players the procedure says it reweighed
//! ([`Reweighed`]). From one bracket to the next only which pairs may still meet is kept
//! (a bit per pair).
//!
//! **The bracket's window.** While a bracket is paired, only the pairs among its players
//! (MDPs, residents, the next scoregroup) carry weight beyond the first field (C4
//! completion, C5): every pair further down weighs the same first field and nothing else.
//! So a matching of the window alone, on the weights without that first field, is the
//! part of a best matching of the round inside the window *if* the players it leaves
//! unpaired can be completed with everyone below (all paired, or all but one bye
//! candidate): that completion has the same first-field total as any best matching and
//! nothing below it, and no matching of the round does better inside the window. The
//! check is a cardinality matching; when it fails, the round's matching is computed
//! whole. This keeps every matching as small as the bracket and leaves every decision
//! what the whole-round matching makes it. When the next scoregroup weighs the same
//! whoever floats out of the bracket (nobody, or any one of its players: see the
//! procedure), the window is the bracket alone.

use crate::pairing::matching::{
    CompatibilityGraph, LargestPairs, Matching, PairWeights, PairsAmong, PricedMatching, VertexSet,
    WarmStart, Wide, fill_rows, maximum_matching_within, maximum_weight_matching_priced_within,
    maximum_weight_matching_wide, row_parts,
};

/// From how many vertices a matching is computed on a subgraph and proven by pricing
/// ([`maximum_weight_matching_priced_within`]) rather than on every pair.
const PRICED_FROM: usize = 48;

/// The most memory a bracket's matchings may keep their pairs' weights in, so that pricing
/// rounds and the next matchings read them instead of computing them again.
const KEPT_WEIGHTS: usize = 16 << 20;

/// Not a row of [`KeptWeights`].
const NO_ROW: usize = usize::MAX;

/// Which weights the procedure changed since the bracket's last matching.
pub enum Reweighed {
    /// Any of them.
    All,
    /// Only pairs of these players.
    Players(Vec<usize>),
}

/// The weights of the pairs among the vertices of a matching, kept for the next ones (a
/// triangular table: row i, then j > i). The vertices of later matchings are among them
/// (settled players leave), on the same fields.
struct KeptWeights<const N: usize> {
    /// The fields below the first alone (a window's weights), or all.
    low_bits: Option<u32>,
    /// Each vertex's row ([`NO_ROW`]: not kept).
    row_of: Vec<usize>,
    rows: usize,
    weights: Vec<Wide<N>>,
}

impl<const N: usize> KeptWeights<N> {
    /// The weights of the pairs of `vertices`, `computed`, when they fit in
    /// [`KEPT_WEIGHTS`] bytes.
    fn fill(
        vertices: &[usize],
        low_bits: Option<u32>,
        vertex_count: usize,
        computed: &impl PairWeights<Wide<N>>,
    ) -> Option<Self> {
        let rows = vertices.len();
        let pairs = rows * rows.saturating_sub(1) / 2;
        if pairs * std::mem::size_of::<Wide<N>>() > KEPT_WEIGHTS {
            return None;
        }
        let mut weights = vec![Wide::ZERO; pairs];
        fill_rows(
            &row_parts(rows),
            &mut weights,
            |i| rows - 1 - i,
            |i, row| {
                let weights = computed.row(vertices[i]);
                for (&b, entry) in vertices[i + 1..].iter().zip(row) {
                    *entry = weights(b);
                }
            },
        );
        let mut row_of = vec![NO_ROW; vertex_count];
        for (row, &v) in vertices.iter().enumerate() {
            row_of[v] = row;
        }
        Some(KeptWeights {
            low_bits,
            row_of,
            rows,
            weights,
        })
    }

    /// Where the weight of the pair of rows `r` and `s` is.
    fn index(&self, r: usize, s: usize) -> usize {
        let (i, j) = (r.min(s), r.max(s));
        i * self.rows - i * (i + 1) / 2 + (j - i - 1)
    }

    /// Whether the table holds the pairs of `vertices` on the fields of `low_bits`.
    fn holds(&self, vertices: &[usize], low_bits: Option<u32>) -> bool {
        self.low_bits == low_bits && vertices.iter().all(|&v| self.row_of[v] != NO_ROW)
    }

    /// Weighs again the pairs of each of `players` with `vertices`.
    fn reweigh(
        &mut self,
        vertices: &[usize],
        players: &[usize],
        computed: &impl PairWeights<Wide<N>>,
    ) {
        for &a in players {
            let r = self.row_of[a];
            if r == NO_ROW {
                continue;
            }
            let weights = computed.row(a);
            for &b in vertices {
                if b != a {
                    let at = self.index(r, self.row_of[b]);
                    self.weights[at] = weights(b);
                }
            }
        }
    }
}

/// How many of each vertex's pairs (the heaviest, or the closest to tight) the priced
/// matching starts from.
const HEAVIEST: usize = 8;

/// The round's graph: which pairs may still meet, the pairs settled, the last matching.
pub struct Matcher {
    size: usize,
    /// The pairs with a weight; vertex `size` stands for the bye and is joined to the
    /// players who may take it (the number of players being odd).
    graph: CompatibilityGraph,
    bye: bool,
    /// The partner of a settled player.
    settled: Vec<Option<usize>>,
    /// Each vertex's mate in the last matching (itself when unmatched; a player who takes
    /// the bye is unmatched, the bye's vertex is matched to it).
    mates: Vec<usize>,
}

impl Matcher {
    /// The players `0..size`, the pairs `compatible` says may meet.
    pub fn new(size: usize, compatible: impl Fn(usize, usize) -> bool) -> Self {
        // Vertex `size` (the bye) has its pairs from `set_bye_candidates`.
        let graph = CompatibilityGraph::from_fn(size + 1, |a, b| b < size && compatible(a, b));
        Matcher {
            size,
            graph,
            bye: false,
            settled: vec![None; size],
            mates: (0..=size).collect(),
        }
    }

    /// The matchings of a bracket (its players: `members`), on weights of `N` limbs whose
    /// first field (C4 completion, C5) starts at `below_completion_bits`: on its window
    /// (see the module's comment) when `on_window`, else on the whole round.
    pub fn bracket<const N: usize>(
        &mut self,
        members: &[usize],
        below_completion_bits: u32,
        on_window: bool,
    ) -> BracketMatcher<'_, N> {
        let mut member = vec![false; self.size];
        for &v in members {
            member[v] = true;
        }
        let size = self.size;
        BracketMatcher {
            round: self,
            member,
            window: on_window.then_some(below_completion_bits),
            // The bye weighs as much as a pair's completion, the first field (see
            // `BracketMatcher::compute`).
            bye_weight: Wide::from_u64(1).shifted_left(below_completion_bits),
            duals: vec![None; size + 1],
            duals_of: None,
            subgraph: Vec::new(),
            suggested: Vec::new(),
            kept: None,
            reweighed: Reweighed::All,
        }
    }

    /// Whether `a` and `b` may still meet.
    pub fn allows(&self, a: usize, b: usize) -> bool {
        self.graph.has_edge(a, b)
    }

    /// The players who may be left unpaired (the bye's candidates, C5), when the number
    /// of players is odd.
    pub fn set_bye_candidates(&mut self, candidates: impl Fn(usize) -> bool) {
        self.bye = true;
        for v in 0..self.size {
            if candidates(v) {
                self.graph.add_edge(v, self.size);
            } else {
                self.graph.remove_edge(v, self.size);
            }
        }
    }

    /// Whether the players `within` can all be paired; with `bye`, all but one of the
    /// bye candidates among them.
    pub fn completable(&self, within: impl Fn(usize) -> bool, bye: bool) -> bool {
        let players = (0..self.size).filter(|&v| within(v));
        self.complete(players, bye).is_some()
    }

    /// A largest matching of `players` (the pairs that may meet).
    pub fn largest_within(&self, players: &[usize]) -> Matching {
        let vertices = VertexSet::from_vertices(self.size + 1, players.iter().copied());
        maximum_matching_within(&self.graph, &vertices)
    }

    /// Who may join `group` for all of them to be completed (everyone paired, or with
    /// `bye` all but one bye candidate), read from one largest matching of the group (a
    /// sufficient test): see [`Takers`].
    pub fn takers(&self, group: &[usize], bye: bool) -> Takers {
        let matching = self.largest_within(group);
        let left: Vec<usize> = group
            .iter()
            .copied()
            .filter(|&v| matching.mate(v).is_none())
            .collect();
        let mate_of = |v: usize| matching.mate(v);
        let players = match (left.as_slice(), bye) {
            ([], true) => group
                .iter()
                .copied()
                .filter(|&v| mate_of(v).is_some_and(|mate| self.bye_candidate(mate)))
                .collect(),
            (&[e], false) => std::iter::once(e)
                .chain(
                    group
                        .iter()
                        .copied()
                        .filter(|&v| mate_of(v).is_some_and(|mate| self.graph.has_edge(mate, e))),
                )
                .collect(),
            _ => Vec::new(),
        };
        Takers {
            players,
            bye: bye && left.is_empty(),
        }
    }

    /// Whether `player` joining the group of `takers` can all be completed.
    pub fn joins(&self, takers: &Takers, player: usize) -> bool {
        (takers.bye && self.bye_candidate(player))
            || takers
                .players
                .iter()
                .any(|&t| self.graph.has_edge(player, t))
    }

    /// Whether `v` may take the bye.
    pub fn bye_candidate(&self, v: usize) -> bool {
        self.bye && self.graph.has_edge(v, self.size)
    }

    /// A matching pairing all of `players` (with `bye`, all but one bye candidate: the
    /// vertex standing for the bye is matched to it), if there is one.
    fn complete(&self, players: impl Iterator<Item = usize>, bye: bool) -> Option<Matching> {
        let mut vertices = VertexSet::from_vertices(self.size + 1, players);
        if bye {
            vertices.insert(self.size);
        }
        let matching = maximum_matching_within(&self.graph, &vertices);
        (2 * matching.pair_count() == vertices.len()).then_some(matching)
    }

    /// The mate of `v` in the last matching (`v` itself when unmatched).
    pub fn mate(&self, v: usize) -> usize {
        self.settled[v].unwrap_or(self.mates[v])
    }
}

/// Who may join a group of players for all of them to be completed
/// ([`Matcher::takers`]).
pub struct Takers {
    /// A newcomer who may meet one of them completes the group. When the group pairs all
    /// but one, that one (the newcomer takes it) and the players whose mates may meet it
    /// (the newcomer takes the player, its mate the one left); when it pairs all and one
    /// bye candidate is to be left, the players whose mates may take the bye.
    players: Vec<usize>,
    /// The group pairs all and one bye candidate is to be left: a newcomer who may take
    /// the bye completes it too.
    bye: bool,
}

/// A bracket's matchings, on weights of `N` limbs.
pub struct BracketMatcher<'m, const N: usize> {
    round: &'m mut Matcher,
    /// Whether each player is one of the bracket's.
    member: Vec<bool>,
    /// The bits of the fields below the first, when the matching may be computed on the
    /// bracket's players alone.
    window: Option<u32>,
    /// What a player's pair with the bye weighs in a matching of the whole round (see
    /// [`BracketMatcher::compute`]).
    bye_weight: Wide<N>,
    /// Each player's dual in the last priced matching, and the weights it was computed on
    /// (the window's bits, `None`: the whole weights): the next priced matching on the
    /// same weights starts from them (the procedure changes few weights between two).
    duals: Vec<Option<Wide<N>>>,
    duals_of: Option<Option<u32>>,
    /// The pairs the last priced matching was computed on.
    subgraph: Vec<(usize, usize)>,
    /// Pairs the procedure expects the next matching to hold ([`BracketMatcher::suggest`]).
    suggested: Vec<(usize, usize)>,
    /// The weights of the last matching's pairs, and what the procedure changed since.
    kept: Option<KeptWeights<N>>,
    reweighed: Reweighed,
}

impl<const N: usize> BracketMatcher<'_, N> {
    /// Pairs the next matching is likely to hold: they are among its candidates (the
    /// matching is the same, found in fewer pricing rounds when they are right).
    pub fn suggest(&mut self, pairs: Vec<(usize, usize)>) {
        self.suggested = pairs;
    }

    /// Whether `a` and `b` may still meet.
    pub fn allows(&self, a: usize, b: usize) -> bool {
        self.round.allows(a, b)
    }

    /// Rules out the pair `a`-`b` from now on.
    pub fn forbid(&mut self, a: usize, b: usize) {
        self.round.graph.remove_edge(a, b);
        if let Some(kept) = &mut self.kept {
            let (r, s) = (kept.row_of[a], kept.row_of[b]);
            if r != NO_ROW && s != NO_ROW {
                let at = kept.index(r, s);
                kept.weights[at] = Wide::ZERO;
            }
        }
    }

    /// The mate of `v` in the last matching (`v` itself when unmatched).
    pub fn mate(&self, v: usize) -> usize {
        self.round.mate(v)
    }

    /// Settles the pair `a`-`b` for every later matching.
    pub fn settle(&mut self, a: usize, b: usize) {
        self.round.settled[a] = Some(b);
        self.round.settled[b] = Some(a);
    }

    /// Computes a maximum-weight matching of the players not yet settled, `weight(a, b)`
    /// (`a < b`) being the weight of a pair that may meet; since the bracket's last
    /// matching, only the weights `reweighed` says may have changed.
    ///
    /// On the whole round, an odd number of players are matched with the bye's vertex,
    /// joined to every candidate by a pair of the same weight: the best matchings are
    /// those of the players alone with the pair of the candidate left over added, and no
    /// player is left unmatched (whose dual would have to fall to zero, dragging those of
    /// the others with it: proving such a matching takes many more pricing rounds).
    pub fn compute(&mut self, weight: &impl PairWeights<Wide<N>>, reweighed: Reweighed) {
        self.reweighed = match (
            std::mem::replace(&mut self.reweighed, Reweighed::All),
            reweighed,
        ) {
            (Reweighed::Players(mut before), Reweighed::Players(now)) => {
                before.extend(now);
                Reweighed::Players(before)
            }
            _ => Reweighed::All,
        };
        if !self.compute_on_window(weight) {
            let round = &*self.round;
            let mut active: Vec<usize> = (0..round.size)
                .filter(|&v| round.settled[v].is_none())
                .collect();
            if round.bye && active.len() % 2 == 1 {
                active.push(round.size);
            }
            let mates = self.matching_of(&active, None, weight);
            let size = self.round.size;
            for (i, &a) in active.iter().enumerate() {
                self.round.mates[a] = mates[i]
                    .map(|j| active[j])
                    .filter(|&m| a == size || m != size)
                    .unwrap_or(a);
            }
        }
        // The suggestions were for this matching.
        self.suggested.clear();
    }

    /// The window's matching and its completion below, or false when there is none.
    fn compute_on_window(&mut self, weight: &impl PairWeights<Wide<N>>) -> bool {
        let Some(bits) = self.window else {
            return false;
        };
        let round = &*self.round;
        let window: Vec<usize> = (0..round.size)
            .filter(|&v| self.member[v] && round.settled[v].is_none())
            .collect();
        let mates = self.matching_of(&window, Some(bits), weight);
        let round = &*self.round;
        let below = (0..round.size).filter(|&v| round.settled[v].is_none() && !self.member[v]);
        let unpaired = window.iter().zip(&mates).filter(|(_, mate)| mate.is_none());
        let rest: Vec<usize> = below.chain(unpaired.map(|(&v, _)| v)).collect();
        let Some(completion) = round.complete(rest.iter().copied(), round.bye) else {
            return false;
        };
        let size = round.size;
        for (i, &v) in window.iter().enumerate() {
            if let Some(j) = mates[i] {
                self.round.mates[v] = window[j];
            }
        }
        for &v in &rest {
            self.round.mates[v] = completion.mate(v).filter(|&m| m < size).unwrap_or(v);
        }
        true
    }

    /// A maximum-weight matching among `vertices` on their weights (with `low_bits`, only
    /// the fields below the first): from [`PRICED_FROM`] vertices on, found among each
    /// vertex's pair in the last matching, its neighbours in order and half the window
    /// below, the pairs suggested ([`BracketMatcher::suggest`]), and either the last priced
    /// matching's subgraph (started from its duals, when it was on the same weights) or,
    /// when nothing was suggested, each vertex's [`HEAVIEST`] heaviest pairs (a pass over
    /// every pair, as costly as a pricing round: the suggestions usually hold a best
    /// matching or most of it); proven on all pairs by pricing.
    fn matching_of(
        &mut self,
        vertices: &[usize],
        low_bits: Option<u32>,
        weight_of: &impl PairWeights<Wide<N>>,
    ) -> Vec<Option<usize>> {
        let bye = self.round.size;
        let computed = RoundWeights {
            graph: &self.round.graph,
            bye,
            bye_weight: self.bye_weight,
            mask: low_bits.map(Wide::low_mask),
            weights: weight_of,
        };
        let count = vertices.len();
        // Each pricing round weighs every pair again, and the next matching most of them:
        // the weights are kept (see `KeptWeights`), only those reweighed weighed again.
        let mut reweighed = Reweighed::All;
        if count >= PRICED_FROM {
            reweighed = std::mem::replace(&mut self.reweighed, Reweighed::Players(Vec::new()));
            if let Reweighed::Players(players) = &mut reweighed {
                // Settled players' pairs are no longer read.
                players.retain(|&v| self.round.settled[v].is_none());
                players.sort_unstable();
                players.dedup();
            }
            match (&mut self.kept, &reweighed) {
                (Some(kept), Reweighed::Players(players)) if kept.holds(vertices, low_bits) => {
                    kept.reweigh(vertices, players, &computed);
                }
                _ => {
                    self.kept = None;
                    self.kept = KeptWeights::fill(vertices, low_bits, bye + 1, &computed);
                }
            }
            #[cfg(debug_assertions)]
            if let Some(kept) = &self.kept {
                for (i, &a) in vertices.iter().enumerate() {
                    for &b in &vertices[i + 1..] {
                        let at = kept.index(kept.row_of[a], kept.row_of[b]);
                        debug_assert!(
                            kept.weights[at] == computed.weight(a, b),
                            "the kept weight of {a}-{b} is out of date"
                        );
                    }
                }
            }
        }
        if count < PRICED_FROM {
            let mut edges = Vec::new();
            for (i, &a) in vertices.iter().enumerate() {
                let weights = computed.row(a);
                for (j, &b) in vertices.iter().enumerate().skip(i + 1) {
                    let weight = weights(b);
                    if !weight.is_zero() {
                        edges.push((i, j, weight));
                    }
                }
            }
            return maximum_weight_matching_wide(count, &edges);
        }
        // Read from the table when there is one: the pricing rounds read every pair.
        let matching = match &self.kept {
            Some(kept) => {
                let rows: Vec<usize> = vertices.iter().map(|&v| kept.row_of[v]).collect();
                self.priced(vertices, low_bits, &reweighed, &|i: usize, j: usize| {
                    kept.weights[kept.index(rows[i], rows[j])]
                })
            }
            None => self.priced(
                vertices,
                low_bits,
                &reweighed,
                &Among {
                    vertices,
                    weights: &computed,
                },
            ),
        };
        self.duals.fill(None);
        for (&v, &dual) in vertices.iter().zip(&matching.duals) {
            self.duals[v] = Some(dual);
        }
        self.duals_of = Some(low_bits);
        self.subgraph = matching
            .subgraph
            .iter()
            .map(|&(i, j)| (vertices[i], vertices[j]))
            .collect();
        matching.mates
    }

    /// A maximum-weight matching among `vertices` (from [`PRICED_FROM`] on), `weight(i, j)`
    /// being the weight of the pair of the `i`th and `j`th (see
    /// [`BracketMatcher::matching_of`]). Started from the last priced matching on the same
    /// weights, which proved its duals on every pair of its vertices (these among them),
    /// only the pairs of the players `reweighed` since may weigh more than those duals
    /// cover: pricing reads the others' pairs only when their duals fall
    /// ([`WarmStart::uncovered`]).
    fn priced(
        &self,
        vertices: &[usize],
        low_bits: Option<u32>,
        reweighed: &Reweighed,
        weights: &impl PairWeights<Wide<N>>,
    ) -> PricedMatching<Wide<N>> {
        let count = vertices.len();
        let mut position = vec![usize::MAX; self.round.size + 1];
        for (i, &v) in vertices.iter().enumerate() {
            position[v] = i;
        }
        let start = (self.duals_of == Some(low_bits)).then(|| WarmStart {
            duals: vertices.iter().map(|&v| self.duals[v]).collect(),
            mates: vertices
                .iter()
                .map(|&v| {
                    Some(position[self.round.mates[v]])
                        .filter(|&j| j != usize::MAX && vertices[j] != v)
                })
                .collect(),
            uncovered: match reweighed {
                Reweighed::All => None,
                Reweighed::Players(players) => {
                    let mut uncovered: Vec<bool> =
                        vertices.iter().map(|&v| self.duals[v].is_none()).collect();
                    for &v in players {
                        if position[v] != usize::MAX {
                            uncovered[position[v]] = true;
                        }
                    }
                    Some(uncovered)
                }
            },
        });
        // Started from every vertex's duals, each vertex's pairs closest to tight under
        // them (the largest 2·weight − dual of the partner) among the last matching's
        // subgraph: the pairs that were worth weighing then (pricing adds those the new
        // weights call for). Otherwise, without suggestions, each vertex's heaviest pairs.
        let duals: Option<Vec<Wide<N>>> = start
            .as_ref()
            .and_then(|start| start.duals.iter().copied().collect());
        let mut candidates = Vec::new();
        if let Some(duals) = &duals {
            let mut closest = vec![LargestPairs::new(HEAVIEST); count];
            for &(a, b) in &self.subgraph {
                let (i, j) = (position[a], position[b]);
                if i == usize::MAX || j == usize::MAX {
                    continue;
                }
                let weight = weights.weight(i.min(j), i.max(j));
                if weight.is_zero() {
                    continue;
                }
                let twice = weight + weight;
                if twice > duals[j] {
                    closest[i].offer(twice - duals[j], j);
                }
                if twice > duals[i] {
                    closest[j].offer(twice - duals[i], i);
                }
            }
            for (i, pairs) in closest.iter().enumerate() {
                candidates.extend(pairs.others().map(|j| (i, j)));
            }
        } else if self.suggested.is_empty() {
            // One pass over the pairs, each offered to both its players.
            let heaviest = LargestPairs::of_rows(
                count,
                HEAVIEST,
                || (),
                |_, i, offer| {
                    let row = weights.row(i);
                    for j in i + 1..count {
                        let weight = row(j);
                        if !weight.is_zero() {
                            offer(weight, i, j);
                            offer(weight, j, i);
                        }
                    }
                },
            );
            for (i, pairs) in heaviest.iter().enumerate() {
                candidates.extend(pairs.others().map(|j| (i, j)));
            }
        }
        for &(a, b) in &self.suggested {
            let (i, j) = (position[a], position[b]);
            if i != usize::MAX && j != usize::MAX {
                candidates.push((i, j));
            }
        }
        for i in 0..count {
            let last = position[self.round.mates[vertices[i]]];
            if last != usize::MAX {
                candidates.push((i, last));
            }
            // The neighbour in order and the one half the window below (S1[i]-S2[i]).
            candidates.extend(
                [i + 1, i + count / 2]
                    .into_iter()
                    .filter(|&j| j < count)
                    .map(|j| (i, j)),
            );
        }
        // A pair weighs nothing unless its players may still meet: pricing reads only
        // those pairs among the players whose duals fell (in 4.2 half the bracket, S1,
        // none of whom may meet another any more).
        let graph = &self.round.graph;
        let pairs_among = |listed: &[usize], visit: &mut dyn FnMut(usize, &[usize])| {
            let mut later =
                VertexSet::from_vertices(self.round.size + 1, listed.iter().map(|&i| vertices[i]));
            let mut others = Vec::new();
            for (at, &i) in listed.iter().enumerate() {
                later.remove(vertices[i]);
                others.clear();
                let met = later.intersection_with_words(graph.row(vertices[i]));
                others.extend(met.iter().map(|v| position[v]));
                visit(at, &others);
            }
        };
        maximum_weight_matching_priced_within(
            count,
            weights,
            Some(&pairs_among as &PairsAmong),
            candidates,
            start.as_ref(),
        )
    }
}

/// The weights a bracket's matching reads, vertices of the round: zero for a pair that may
/// not meet, the bye's weight for a pair with the bye's vertex, the procedure's `weights`
/// otherwise (`mask`ed to the fields below the first on a window).
struct RoundWeights<'a, P, const N: usize> {
    graph: &'a CompatibilityGraph,
    bye: usize,
    bye_weight: Wide<N>,
    mask: Option<Wide<N>>,
    weights: &'a P,
}

impl<P: PairWeights<Wide<N>>, const N: usize> RoundWeights<'_, P, N> {
    #[inline(always)]
    fn masked(&self, weight: Wide<N>) -> Wide<N> {
        self.mask.map_or(weight, |mask| weight & mask)
    }
}

impl<P: PairWeights<Wide<N>>, const N: usize> PairWeights<Wide<N>> for RoundWeights<'_, P, N> {
    fn weight(&self, a: usize, b: usize) -> Wide<N> {
        let (a, b) = (a.min(b), a.max(b));
        if !self.graph.has_edge(a, b) {
            Wide::ZERO
        } else if b == self.bye {
            self.bye_weight
        } else {
            self.masked(self.weights.weight(a, b))
        }
    }

    fn row(&self, a: usize) -> impl Fn(usize) -> Wide<N> {
        // The bye's vertex has no row of the procedure's.
        let row = (a != self.bye).then(|| self.weights.row(a));
        move |b| match &row {
            _ if !self.graph.has_edge(a, b) => Wide::ZERO,
            Some(row) if b != self.bye => self.masked(row(b)),
            _ => self.bye_weight,
        }
    }
}

/// The weights of the pairs among `vertices` (of the round), by their places in it.
struct Among<'a, P> {
    vertices: &'a [usize],
    weights: &'a P,
}

impl<W, P: PairWeights<W>> PairWeights<W> for Among<'_, P> {
    fn weight(&self, i: usize, j: usize) -> W {
        self.weights.weight(self.vertices[i], self.vertices[j])
    }

    fn row(&self, i: usize) -> impl Fn(usize) -> W {
        let row = self.weights.row(self.vertices[i]);
        move |j| row(self.vertices[j])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIRST_FIELD_AT: u32 = 16;

    /// Players 0-2 form the bracket, player 3 is below it and may meet `partner_below`
    /// alone. The window's best matching pairs 0-1 (the heaviest pair by the lower
    /// fields) and leaves 2. The mates of 0-3 after one matching of the bracket.
    fn mates_with_one_below(partner_below: usize) -> [usize; 4] {
        let mut round = Matcher::new(4, |a, b| b < 3 || a == partner_below);
        let mut matcher = round.bracket::<2>(&[0, 1, 2], FIRST_FIELD_AT, true);
        matcher.compute(&weight, Reweighed::All);
        [0, 1, 2, 3].map(|v| matcher.mate(v))
    }

    fn weight(a: usize, b: usize) -> Wide<2> {
        let low = match (a, b) {
            (0, 1) => 100,
            (_, 3) => 0,
            _ => 1,
        };
        Wide::<2>::from_u64(1)
            .shifted_left(FIRST_FIELD_AT)
            .plus(low)
    }

    #[test]
    fn the_window_is_kept_when_the_players_it_leaves_complete_below() {
        assert_eq!(mates_with_one_below(2), [1, 0, 3, 2]);
    }

    #[test]
    fn the_whole_round_is_matched_when_they_do_not() {
        // 3 may meet 0 alone: pairing 0-1 would leave 2 and 3 unpaired (C4).
        assert_eq!(mates_with_one_below(0), [3, 2, 1, 0]);
    }

    /// A round of `size` players where only the `pairs` may meet.
    fn round_of(size: usize, pairs: &[(usize, usize)]) -> Matcher {
        Matcher::new(size, |a, b| {
            pairs.contains(&(a, b)) || pairs.contains(&(b, a))
        })
    }

    #[test]
    fn the_largest_matching_within_counts_only_the_players_given() {
        let round = round_of(5, &[(1, 2), (3, 4)]);
        assert_eq!(round.largest_within(&[0, 1, 2, 3, 4]).pair_count(), 2);
        assert_eq!(round.largest_within(&[0, 1, 2]).pair_count(), 1);
        assert_eq!(round.largest_within(&[0, 1, 3]).pair_count(), 0);
        let round = round_of(5, &[(2, 3)]);
        assert_eq!(round.largest_within(&[0, 1, 2, 3, 4]).pair_count(), 1);
    }

    #[test]
    fn a_group_takes_a_newcomer_who_meets_the_one_left_or_a_mate_of_its_neighbour() {
        // The group 0-1-2 (a path) leaves 0 or 2; newcomer 3 meets both ends, 4 the
        // middle only (with 4-1, 0 and 2 are left), 5 one end.
        let round = round_of(6, &[(0, 1), (1, 2), (3, 0), (3, 2), (4, 1), (5, 2)]);
        let takers = round.takers(&[0, 1, 2], false);
        assert!(round.joins(&takers, 3));
        assert!(round.joins(&takers, 5));
        assert!(!round.joins(&takers, 4));
        // A group that leaves three players unpaired takes nobody.
        let takers = round.takers(&[0, 4, 5], false);
        assert!(!round.joins(&takers, 1));
    }

    #[test]
    fn a_group_paired_whole_takes_a_newcomer_when_a_bye_candidate_can_make_room() {
        // 0-1 and 2-3 pair whole; only 3 may take the bye: a newcomer meeting 2 (whose
        // mate 3 takes the bye) joins, one meeting only 0 or 1 does not, unless it may
        // take the bye itself.
        let mut round = round_of(7, &[(0, 1), (2, 3), (4, 2), (5, 0), (6, 1)]);
        round.set_bye_candidates(|v| v == 3 || v == 6);
        let takers = round.takers(&[0, 1, 2, 3], true);
        assert!(round.joins(&takers, 4));
        assert!(!round.joins(&takers, 5));
        assert!(round.joins(&takers, 6));
        // Without the bye, a group paired whole takes nobody.
        assert!(!round.joins(&round.takers(&[0, 1, 2, 3], false), 4));
    }

    #[test]
    fn the_bye_goes_to_the_candidate_the_best_matching_leaves() {
        // 49 players (a priced matching), neighbours in order weigh the most, and only
        // player 20 may take the bye: 0-1, ..., 18-19, 21-22, ..., 47-48.
        let size = 49;
        let mut round = Matcher::new(size, |_, _| true);
        round.set_bye_candidates(|v| v == 20);
        let first_field = Wide::<2>::from_u64(1).shifted_left(FIRST_FIELD_AT);
        let mut matcher = round.bracket::<2>(&(0..size).collect::<Vec<_>>(), FIRST_FIELD_AT, false);
        matcher.compute(
            &|a, b| first_field.plus(1000 - (b - a) as u64),
            Reweighed::All,
        );
        let expected: Vec<usize> = (0..size)
            .map(|v| match v {
                20 => 20,
                v if (v < 20) == (v % 2 == 0) => v + 1,
                v => v - 1,
            })
            .collect();
        assert_eq!(
            (0..size).map(|v| matcher.mate(v)).collect::<Vec<_>>(),
            expected
        );
    }
}
