//! Standings: the players ordered by points and then by the tournament's tie-breaks,
//! FIDE C.07 Play-off and Tie-Break Regulations as approved by the FIDE Council on
//! 01/08/2023 ("C.07-2023": applied from 1 September 2023 for FIDE events, from 1 April
//! 2024 for every FIDE-rated event). The articles cited are of that text. The values
//! are checked against the FIDE Technical Commission's "Exercises in Tie-Breaking"
//! written for it (`tests/standings_fide_exercise.rs`).
//!
//! - 4.2: participants are ranked by the first tie-break; those it leaves tied are
//!   ranked by the next one, and so on. Direct encounter (type A, 4.3) is computed
//!   among the participants still tied when it is applied; every other tie-break is a
//!   value each participant has.
//! - When the list is exhausted, 4.2 breaks the remaining ties by drawing of lots: the
//!   program does not draw them. Players still tied share their rank, are listed by
//!   pairing number and are marked as tied, for the arbiter to draw.
//! - Unplayed rounds enter the tie-breaks as Articles 15 and 16 say ([`unplayed`]), in
//!   the tournament's edition of C.07 (`editions.tiebreaks`): the text of 2024, or its
//!   amendment applied from 1 March 2026, which caps the dummy opponent's score (16.4).
//! - Rating-based tie-breaks (Article 10) meeting unrated participants: see
//!   [`rating_based`]; the standings carry a note when they are not applied.
//! - Double-Swiss (C.04.5): a round is a two-game match. Scores, and every tie-break
//!   built on scores (BH, AOB, SB, KS, PS, DE), are in game points, round by round
//!   (one opponent per match); WIN, WON, BPG and BWG count games ([`own_results`]).
//!   A single forfeited game of a match that counts as played is treated as played
//!   (C.04.5 preface).

pub mod boards;
pub mod buchholz;
pub mod check;
pub mod criteria;
pub mod direct_encounter;
pub mod modifiers;
pub mod own_results;
pub mod prizes;
pub mod rating_based;
pub mod record;
pub mod sonneborn;
pub mod teams;
pub mod unplayed;
pub mod value;

use crate::model::{Points, Tiebreak, TiebreakEdition, TiebreakName, Tournament, Tpn};

pub use criteria::Criterion;
pub use record::Records;
pub use value::Ratio;

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The place; players still tied after every tie-break share it.
    pub rank: u32,
    /// Still tied with the other players of the same rank: lots decide (C.07 4.2).
    pub tied: bool,
    pub tpn: Tpn,
    pub points: Points,
    /// One value per criterion. `None`: the criterion does not apply to the player (a
    /// direct encounter when he was not tied, an ARO without rated opponents).
    pub values: Vec<Option<Ratio>>,
}

/// The standings after some rounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standings {
    pub after_round: u32,
    pub criteria: Vec<Criterion>,
    /// The edition of C.07 the values follow.
    pub edition: TiebreakEdition,
    /// What the reader must know about the values: a tie-break not applied, and why.
    pub notes: Vec<String>,
    pub rows: Vec<Row>,
    /// Round-robin players withdrawn having completed fewer than half of their games:
    /// not ranked, their games kept in the table for rating (C.06 5.4.1, see
    /// [`record::Records::uncounted`]).
    pub not_ranked: Vec<Tpn>,
}

impl Standings {
    /// The lines under the table: the edition the tie-breaks follow, then the notes.
    pub fn footnotes(&self) -> Vec<String> {
        std::iter::once(format!("Tie-breaks: {}", self.edition.title()))
            .chain(self.notes.iter().cloned())
            .collect()
    }

    pub fn row(&self, tpn: Tpn) -> Option<&Row> {
        self.rows.iter().find(|row| row.tpn == tpn)
    }
}

/// One note per player whose points the arbiter adjusted in the rounds counted: the
/// points shown include it (TRF-26 record 299).
fn adjustment_notes(tournament: &Tournament, rounds: u32) -> Vec<String> {
    tournament
        .players
        .iter()
        .filter_map(|player| {
            let counted: Vec<String> = player
                .adjustments
                .iter()
                .filter(|a| a.round <= rounds)
                .map(ToString::to_string)
                .collect();
            (!counted.is_empty()).then(|| {
                format!(
                    "Points of {} include the arbiter's adjustment {}",
                    player.label(),
                    counted.join(", ")
                )
            })
        })
        .collect()
}

/// The last round whose results are all in (0 before any).
pub fn complete_rounds(tournament: &Tournament) -> u32 {
    tournament
        .rounds
        .iter()
        .take_while(|round| round.is_complete())
        .count() as u32
}

/// The standings after the last round whose results are all in.
pub fn standings(tournament: &Tournament) -> Standings {
    standings_after(tournament, complete_rounds(tournament))
}

/// The standings after the first `rounds` rounds (at most the rounds paired); a game
/// without a result yet counts nothing.
pub fn standings_after(tournament: &Tournament, rounds: u32) -> Standings {
    let records = Records::new(tournament, rounds);
    let from_list: Vec<(Tiebreak, Criterion)> = tournament
        .tiebreaks
        .iter()
        .flat_map(|&tiebreak| {
            Criterion::of(tiebreak)
                .into_iter()
                .map(move |c| (tiebreak, c))
        })
        .collect();
    let criteria: Vec<Criterion> = from_list.iter().map(|&(_, criterion)| criterion).collect();
    // C.07 Article 10: without a rule for unrated players, no rating-based tie-break
    // while anyone is unrated. The Dutch final order's average rating is not a C.07
    // tie-break.
    let dropped_for_unrated =
        |tiebreak: Tiebreak| tiebreak.name.is_rating_based() && !rating_based::applies(&records);
    let dropped: Vec<String> = from_list
        .iter()
        .filter(|&&(tiebreak, _)| dropped_for_unrated(tiebreak))
        .map(|&(_, criterion)| criterion.label())
        .collect();
    let needs_fore = |tiebreak: Tiebreak| {
        tiebreak.name == TiebreakName::FB || (tiebreak.name == TiebreakName::AOB && tiebreak.fore)
    };
    let fore = criteria
        .iter()
        .any(|c| matches!(c, Criterion::Tiebreak(t) if needs_fore(*t)))
        .then(|| records.fore());
    let values = from_list
        .iter()
        .map(|&(tiebreak, criterion)| {
            if dropped_for_unrated(tiebreak) {
                vec![None; records.players().len()]
            } else {
                player_values(&records, fore.as_ref().unwrap_or(&records), criterion)
            }
        })
        .collect();
    let mut notes = if dropped.is_empty() {
        Vec::new()
    } else {
        vec![format!(
            "{} not applied: {} unrated participant(s) and no rating for unrated players set (C.07 10)",
            dropped.join(", "),
            rating_based::unrated_participants(&records)
        )]
    };
    notes.extend(adjustment_notes(tournament, records.rounds));
    notes.extend(not_ranked_notes(tournament, &records.uncounted));
    let mut ranker = Ranker {
        records: &records,
        criteria: &criteria,
        values,
    };
    let mut by_points: Vec<Tpn> = records
        .players()
        .iter()
        .map(|p| p.tpn)
        .filter(|tpn| !records.uncounted.contains(tpn))
        .collect();
    by_points.sort_by_key(|&tpn| std::cmp::Reverse(records.player(tpn).score));
    let mut groups = Vec::new();
    for (index, group) in split_equal(&by_points, |&tpn| records.player(tpn).score)
        .into_iter()
        .enumerate()
    {
        ranker.refine(group, 0, index == 0, &mut groups);
    }
    let mut rows = Vec::new();
    for mut group in groups {
        group.sort_unstable();
        let rank = rows.len() as u32 + 1;
        let tied = group.len() > 1;
        for tpn in group {
            rows.push(Row {
                rank,
                tied,
                tpn,
                points: records.player(tpn).score,
                values: ranker
                    .values
                    .iter()
                    .map(|v| v[(tpn - 1) as usize])
                    .collect(),
            });
        }
    }
    Standings {
        after_round: records.rounds,
        criteria,
        edition: records.editions.tiebreaks,
        notes,
        rows,
        not_ranked: records.uncounted.clone(),
    }
}

/// One note per round-robin player the standings do not rank (C.06 5.4.1).
fn not_ranked_notes(tournament: &Tournament, uncounted: &[Tpn]) -> Vec<String> {
    uncounted
        .iter()
        .filter_map(|&tpn| tournament.player(tpn))
        .map(|player| {
            format!(
                "{} withdrew having completed fewer than half of the games: not ranked, the points scored by or against the player not counted (FIDE Tournament Rules 5.4.1)",
                player.label()
            )
        })
        .collect()
}

/// Every player's value of a criterion that does not depend on the tie (indexed by
/// TPN - 1); all `None` for the direct encounters, which are filled in as they are
/// applied. `fore` are the records Fore Buchholz reads ([`Records::fore`]).
fn player_values(records: &Records, fore: &Records, criterion: Criterion) -> Vec<Option<Ratio>> {
    let Criterion::Tiebreak(tiebreak) = criterion else {
        return vec![None; records.players().len()];
    };
    let cut = tiebreak.cut;
    let value = |tpn: Tpn| -> Option<Ratio> {
        let whole = |n: u32| Some(Ratio::whole(i64::from(n)));
        let points = |points: Points| Some(Ratio::from(points));
        match tiebreak.name {
            TiebreakName::DE | TiebreakName::DutchFinalOrder => None,
            TiebreakName::WIN => whole(own_results::wins(records, tpn)),
            TiebreakName::WON => whole(own_results::games_won(records, tpn)),
            TiebreakName::BPG => whole(own_results::games_with_black(records, tpn)),
            TiebreakName::BWG => whole(own_results::wins_with_black(records, tpn)),
            TiebreakName::PS => points(own_results::progressive_score(records, tpn, cut.least)),
            TiebreakName::REP => whole(own_results::rounds_elected_to_play(records, tpn)),
            TiebreakName::STD => points(own_results::standard_points(records, tpn)),
            TiebreakName::TPN => whole(tpn),
            TiebreakName::BH => Some(buchholz::buchholz(
                records,
                tpn,
                cut,
                tiebreak.forfeits_played,
            )),
            TiebreakName::FB => Some(buchholz::buchholz(fore, tpn, cut, tiebreak.forfeits_played)),
            TiebreakName::AOB => buchholz::average_of_opponents_buchholz(
                records,
                if tiebreak.fore { fore } else { records },
                tpn,
            ),
            TiebreakName::SB => Some(sonneborn::sonneborn_berger(
                records,
                tpn,
                cut,
                tiebreak.forfeits_played,
            )),
            TiebreakName::KS => points(sonneborn::koya(records, tpn, tiebreak.koya_shift)),
            TiebreakName::ARO => {
                rating_based::average_rating_of_opponents(records, tpn, cut).map(Ratio::whole)
            }
            TiebreakName::TPR => {
                rating_based::tournament_performance_rating(records, tpn).map(Ratio::whole)
            }
            TiebreakName::PTP => {
                rating_based::perfect_tournament_performance(records, tpn).map(Ratio::whole)
            }
            TiebreakName::APRO => rating_based::average_of_opponents(
                records,
                tpn,
                rating_based::tournament_performance_rating,
            )
            .map(Ratio::whole),
            TiebreakName::APPO => rating_based::average_of_opponents(
                records,
                tpn,
                rating_based::perfect_tournament_performance,
            )
            .map(Ratio::whole),
            TiebreakName::RTNG => rating_based::rating(records, tpn).map(Ratio::whole),
        }
    };
    records.players().iter().map(|p| value(p.tpn)).collect()
}

struct Ranker<'a> {
    records: &'a Records,
    criteria: &'a [Criterion],
    /// Per criterion, per player (TPN - 1).
    values: Vec<Vec<Option<Ratio>>>,
}

impl Ranker<'_> {
    /// Orders the tied `group` by the criteria from `level` on, appending the groups
    /// still tied at the end (single players included) to `out` in order.
    /// `first_place`: the group is tied for first place.
    fn refine(
        &mut self,
        group: Vec<Tpn>,
        level: usize,
        first_place: bool,
        out: &mut Vec<Vec<Tpn>>,
    ) {
        let Some(&criterion) = self.criteria.get(level) else {
            out.push(group);
            return;
        };
        if group.len() == 1 {
            out.push(group);
            return;
        }
        let parts = match criterion {
            Criterion::Tiebreak(tiebreak) if tiebreak.name == TiebreakName::DE => {
                self.show_points_among(level, &group, tiebreak.forfeits_played);
                direct_encounter::separate(self.records, &group, tiebreak.forfeits_played)
            }
            Criterion::FirstPlaceEncounter if first_place => {
                self.show_points_among(level, &group, false);
                let parts = direct_encounter::separate(self.records, &group, false);
                let leaders = parts[0].clone();
                let rest: Vec<Tpn> = group.into_iter().filter(|t| !leaders.contains(t)).collect();
                [leaders, rest]
                    .into_iter()
                    .filter(|p| !p.is_empty())
                    .collect()
            }
            Criterion::FirstPlaceEncounter => vec![group],
            Criterion::Tiebreak(_) => {
                let values = &self.values[level];
                let value = |tpn: &Tpn| values[(*tpn - 1) as usize];
                let mut order = group;
                // A player without the value ranks below every value, in either order.
                match criterion.higher_is_better() {
                    true => order.sort_by_key(|tpn| std::cmp::Reverse(value(tpn))),
                    false => order.sort_by_key(|tpn| (value(tpn).is_none(), value(tpn))),
                }
                split_equal(&order, value)
            }
        };
        for (index, part) in parts.into_iter().enumerate() {
            self.refine(part, level + 1, first_place && index == 0, out);
        }
    }

    /// Records, for the standings, each player's points among the tied `group`.
    fn show_points_among(&mut self, level: usize, group: &[Tpn], forfeits_played: bool) {
        for (tpn, points) in direct_encounter::points_among(self.records, group, forfeits_played) {
            self.values[level][(tpn - 1) as usize] = Some(points);
        }
    }
}

/// Consecutive participants (players or teams) with equal keys, as groups.
fn split_equal<T: Copy, K: PartialEq>(order: &[T], key: impl Fn(&T) -> K) -> Vec<Vec<T>> {
    let mut groups: Vec<Vec<T>> = Vec::new();
    for &participant in order {
        match groups.last_mut() {
            Some(last) if key(&last[0]) == key(&participant) => last.push(participant),
            _ => groups.push(vec![participant]),
        }
    }
    groups
}
