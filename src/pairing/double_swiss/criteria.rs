//! The players of one round as the criteria of Article 2 see them: who may meet whom
//! (C1), who may receive the pairing-allocated bye (C2), who floated in the previous
//! round (1.5, for C7 and C8), and the scoregroups (1.3.1) of the players still to pair.
//!
//! The Swiss Team Pairing System (C.04.6) words its definitions, C1-C7, 3.4 and 3.5 as
//! this system does, for teams: `pairing::team_swiss` builds its [`Field`] of teams with
//! [`Field::build`] and shares the bye and the choice of upfloaters.

use crate::model::floats::FloatingPairings;
use crate::model::history::WinWithoutPlaying;
use crate::model::{Colour, Points, Tpn};
use crate::pairing::matching::{CompatibilityGraph, VertexSet};
use crate::pairing::{Competitor, PairingRequest};

/// A player to pair this round. Players are numbered 0, 1, ... in the pairing order of 1.2
/// (score descending, then TPN ascending); these numbers are the vertices of
/// [`Field::legal`].
#[derive(Clone, Debug)]
pub(in crate::pairing) struct Entrant {
    pub tpn: Tpn,
    /// The pairing score: the score and the acceleration's virtual points, if any.
    pub score: Points,
    /// Matches regularly played, forfeited matches excluded (preface), for 3.4.3.
    pub matches_played: usize,
    /// C2: has neither received a pairing-allocated bye, nor won a match by forfeit, nor
    /// been given a full-point bye.
    pub may_receive_bye: bool,
    /// Played, in the previous round, a match against an opponent with a different score
    /// (1.5).
    pub floated: bool,
    /// The colours the player had (1.6), oldest first, unplayed rounds left out.
    pub colours: Vec<Colour>,
}

impl Entrant {
    /// The player as the request's round sees him, his pairing score the score and the
    /// acceleration's virtual points (C.04.7 1.5, read in [`crate::model::acceleration`]).
    fn new(competitor: &Competitor, request: &PairingRequest) -> Entrant {
        Entrant {
            tpn: competitor.tpn,
            score: pairing_score(competitor, request),
            matches_played: competitor.pairings_played(),
            may_receive_bye: competitor
                .may_receive_pairing_bye(WinWithoutPlaying::ForfeitOrFullBye),
            floated: floated_in_previous_round(competitor, request),
            colours: competitor.colours().collect(),
        }
    }
}

/// The score before the round and the virtual points of the round (C.04.7 1.5).
fn pairing_score(competitor: &Competitor, request: &PairingRequest) -> Points {
    competitor.score + request.virtual_points.of(competitor.tpn, request.round)
}

/// 1.5: "a floater is a player who plays against an opponent with a different score", up
/// or down, the scores being the pairing scores of that round (C.04.7 1.5). Only a match
/// that was played counts ([`FloatingPairings::Played`]): a pairing-allocated bye, any
/// other bye, an absence and a forfeited match (preface: such a match is not regularly
/// played) are not floats.
fn floated_in_previous_round(competitor: &Competitor, request: &PairingRequest) -> bool {
    let previous = competitor.history.len() as u32;
    competitor
        .history
        .last()
        .and_then(|record| {
            record.accelerated_float(FloatingPairings::Played, competitor.tpn, |tpn| {
                request.virtual_points.of(tpn, previous)
            })
        })
        .is_some()
}

/// What is paired, for the words of the explanations and errors: players (C.04.5) or
/// teams (C.04.6, which words the same articles with teams).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(in crate::pairing) enum Paired {
    Players,
    Teams,
}

impl Paired {
    pub fn one(self) -> &'static str {
        match self {
            Paired::Players => "player",
            Paired::Teams => "team",
        }
    }

    pub fn many(self) -> &'static str {
        match self {
            Paired::Players => "players",
            Paired::Teams => "teams",
        }
    }
}

/// Everything the pairing of one round needs to know about the players to pair.
pub(in crate::pairing) struct Field {
    pub paired: Paired,
    pub round: u32,
    /// In the pairing order of 1.2.
    pub entrants: Vec<Entrant>,
    /// An edge joins two players who may meet (C1: they have not met in a match that
    /// counts as played, and the arbiter has not forbidden the pair).
    pub legal: CompatibilityGraph,
    /// C7 and C8 apply: every round but the last.
    pub floats_matter: bool,
    pub initial_colour: Colour,
}

impl Field {
    pub fn new(request: &PairingRequest) -> Field {
        let mut competitors: Vec<&Competitor> = request.players_to_pair().collect();
        competitors.sort_by(|a, b| {
            pairing_score(b, request)
                .cmp(&pairing_score(a, request))
                .then(a.tpn.cmp(&b.tpn))
        });
        let barred: Vec<Vec<Tpn>> = competitors
            .iter()
            .map(|c| c.opponents().chain(c.forbidden.iter().copied()).collect())
            .collect();
        Field::build(
            Paired::Players,
            request.round,
            competitors
                .into_iter()
                .map(|competitor| Entrant::new(competitor, request))
                .collect(),
            &barred,
            !request.is_last_round(),
            request.initial_colour,
        )
    }

    /// The field of `entrants` (`paired` says what they are), given in the pairing order
    /// (score descending, then TPN ascending), `barred[i]` the TPNs entrant `i` may not
    /// meet (C1 and the arbiter's forbidden pairs); `floats_matter` when the criteria on
    /// floaters apply.
    pub fn build(
        paired: Paired,
        round: u32,
        entrants: Vec<Entrant>,
        barred: &[Vec<Tpn>],
        floats_matter: bool,
        initial_colour: Colour,
    ) -> Field {
        debug_assert!(
            entrants
                .windows(2)
                .all(|w| (std::cmp::Reverse(w[0].score), w[0].tpn)
                    < (std::cmp::Reverse(w[1].score), w[1].tpn)),
            "entrants in the pairing order"
        );
        let largest = entrants.iter().map(|e| e.tpn as usize).max().unwrap_or(0);
        let mut vertex_of_tpn = vec![None; largest + 1];
        for (vertex, entrant) in entrants.iter().enumerate() {
            vertex_of_tpn[entrant.tpn as usize] = Some(vertex);
        }
        let mut legal = CompatibilityGraph::from_fn(entrants.len(), |_, _| true);
        for (vertex, others) in barred.iter().enumerate() {
            for &other in others {
                if let Some(&Some(other)) = vertex_of_tpn.get(other as usize)
                    && other != vertex
                {
                    legal.remove_edge(vertex, other);
                }
            }
        }
        Field {
            paired,
            round,
            entrants,
            legal,
            floats_matter,
            initial_colour,
        }
    }

    pub fn len(&self) -> usize {
        self.entrants.len()
    }

    pub fn score(&self, player: usize) -> Points {
        self.entrants[player].score
    }

    pub fn tpn(&self, player: usize) -> Tpn {
        self.entrants[player].tpn
    }

    /// Whether the player counts for C7/C8: floated in the previous round, in a round
    /// where those criteria apply.
    pub fn counts_as_floater(&self, player: usize) -> bool {
        self.floats_matter && self.entrants[player].floated
    }

    pub fn set_of(&self, players: impl IntoIterator<Item = usize>) -> VertexSet {
        VertexSet::from_vertices(self.len(), players)
    }

    /// The scoregroups (1.3.1) of `players`, highest score first, each in TPN order.
    pub fn scoregroups(&self, players: &VertexSet) -> Vec<Scoregroup> {
        let mut groups: Vec<Scoregroup> = Vec::new();
        // Vertices are in pairing order, so equal scores are adjacent and in TPN order.
        for player in players.iter() {
            let score = self.score(player);
            match groups.last_mut() {
                Some(group) if group.score == score => group.members.push(player),
                _ => groups.push(Scoregroup {
                    score,
                    members: vec![player],
                }),
            }
        }
        groups
    }

    /// Players (or teams) listed by TPN, for explanations.
    ///
    /// A long list is cut to its first and last few players and the count: the text goes
    /// into the explanation of every board of the bracket, and a bracket of thousands
    /// listed on each of its boards would take memory in the square of the field.
    pub fn describe(&self, players: &[usize]) -> String {
        const SHOWN: usize = 12;
        let mut tpns: Vec<Tpn> = players.iter().map(|&p| self.tpn(p)).collect();
        tpns.sort_unstable();
        let words = |tpns: &[Tpn]| {
            tpns.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        };
        if tpns.len() <= SHOWN {
            return words(&tpns);
        }
        format!(
            "{} ... {}, {} {}",
            words(&tpns[..SHOWN / 2]),
            words(&tpns[tpns.len() - SHOWN / 4..]),
            tpns.len(),
            self.paired.many()
        )
    }
}

/// All players with the same score (1.3.1), in TPN order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(in crate::pairing) struct Scoregroup {
    pub score: Points,
    pub members: Vec<usize>,
}
