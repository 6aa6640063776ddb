//! The standings a file states, checked: the points and ranks of a TRF's `001` records
//! against those arbiter computes with the file's tie-breaks (`202`/`212`), for `arbiter
//! trf check --standings` (FIDE C.02.03 section 7: a checker of pairings and standings).
//!
//! The points are compared after the rounds paired (a game without a result counts
//! nothing), with what programs add in the column for the next round (an announced
//! bye, virtual points: [`points_column_extras`]). Players arbiter leaves tied after every tie-break share a rank and lots
//! decide among them (C.07 4.2), so a stated rank anywhere in their span of places
//! (`2-3`) agrees. A file that names no tie-breaks has its ranks checked by the points
//! alone: the order among equal points is then the file's own, so a rank agrees
//! anywhere in the places of the players with those points. Places are counted among
//! the players the file ranks. A points column left unfilled (0.0 for all) and a rank
//! column that repeats the starting ranks are named, not compared.

use std::fmt;

use crate::model::{ByeKind, Points, Tournament, Tpn, score_of};

use super::{Standings, standings_after};

/// What one `001` record states.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatedStanding {
    pub tpn: Tpn,
    /// Columns 81-84, when not blank.
    pub points: Option<Points>,
    /// Columns 86-89, when not blank nor 0.
    pub rank: Option<u32>,
}

/// What a file states about its standings.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StatedStandings {
    /// The file has a `202` or `212` record arbiter reads.
    pub tiebreaks_named: bool,
    pub players: Vec<StatedStanding>,
}

/// One place where the file and arbiter disagree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingsDifference {
    /// The player, as [`crate::model::Player::label`] names him.
    pub player: String,
    pub what: Disagreement,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Disagreement {
    Points {
        stated: Points,
        computed: Points,
    },
    /// `computed` is the span of places of the players tied with him (one place when
    /// not tied), on points alone when `by_points` (the file names no tie-breaks);
    /// `None` when arbiter does not rank him (C.06 5.4.1).
    Rank {
        stated: u32,
        computed: Option<(u32, u32)>,
        by_points: bool,
    },
}

impl fmt::Display for StandingsDifference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.what {
            Disagreement::Points { stated, computed } => write!(
                f,
                "{}: the file says {stated} points, arbiter computes {computed}",
                self.player
            ),
            Disagreement::Rank {
                stated,
                computed,
                by_points,
            } => {
                let computed = match computed {
                    Some((first, last)) if first == last => format!("rank {first}"),
                    Some((first, last)) if by_points => {
                        format!("rank {first}-{last} (equal points; the file names no tie-breaks)")
                    }
                    Some((first, last)) => format!("rank {first}-{last} (tied, lots decide)"),
                    None => "no rank (not ranked)".to_string(),
                };
                write!(
                    f,
                    "{}: the file says rank {stated}, arbiter computes {computed}",
                    self.player
                )
            }
        }
    }
}

/// How the ranks a file states were compared.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RankCheck {
    /// By the points and the file's tie-breaks (`202`/`212`).
    ByTiebreaks,
    /// By the points alone: the file names no tie-breaks.
    ByPoints,
    /// Not compared: every rank the file states is the player's starting rank, as some
    /// programs fill the column (Tornello, Sharly's bbpPairings files).
    StartingRanks,
}

/// The outcome of the check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingsCheck {
    pub standings: Standings,
    pub ranks_by: RankCheck,
    /// The points column is 0.0 for every player while some scored: left unfilled by
    /// its program, and not compared.
    pub points_unfilled: bool,
    /// Players whose points the file states, and of those whose points agree.
    pub points: (usize, usize),
    /// Players whose rank the file states, and of those whose rank agrees.
    pub ranks: (usize, usize),
    pub differences: Vec<StandingsDifference>,
}

/// What a TRF's points column may count besides the results of the rounds paired.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PointsColumnExtra {
    /// The next round's virtual points (bbpPairings).
    VirtualPoints,
    /// The bye announced for the next round (arbiter, JaVaFo).
    NextBye,
    /// Every bye announced (a program that writes the columns of later rounds too).
    AnnouncedByes,
}

/// The points `tpn`'s points column may count besides his results, each that is not
/// zero.
pub fn points_column_extras(tournament: &Tournament, tpn: Tpn) -> Vec<(PointsColumnExtra, Points)> {
    let paired = tournament.rounds_paired();
    let announced_until = |last: u32| {
        tournament.player(tpn).map_or(Points::ZERO, |player| {
            player
                .byes
                .iter()
                .filter(|bye| bye.round > paired && bye.round <= last)
                .map(|bye| tournament.scoring.bye(ByeKind::from(bye.kind)))
                .sum()
        })
    };
    let accelerated = crate::model::acceleration::virtual_points(tournament).of(tpn, paired + 1);
    [
        (PointsColumnExtra::VirtualPoints, accelerated),
        (PointsColumnExtra::NextBye, announced_until(paired + 1)),
        (PointsColumnExtra::AnnouncedByes, announced_until(u32::MAX)),
    ]
    .into_iter()
    .filter(|&(_, points)| points != Points::ZERO)
    .collect()
}

/// Compares `stated` with the standings of `tournament` after the rounds paired. Ranks
/// are places among the players the file ranks (a file may leave some out, such as the
/// withdrawn ones or a dummy player for the bye).
pub fn check_standings(tournament: &Tournament, stated: &StatedStandings) -> StandingsCheck {
    let standings = standings_after(tournament, tournament.rounds_paired());
    let scores = tournament.scores_after(standings.after_round);
    let computed_points = |tpn: Tpn| {
        standings
            .row(tpn)
            .map_or_else(|| score_of(&scores, tpn), |row| row.points)
    };
    let stated_points: Vec<(Tpn, Points)> = stated
        .players
        .iter()
        .filter_map(|line| line.points.map(|points| (line.tpn, points)))
        .collect();
    let points_unfilled = stated_points.iter().all(|&(_, p)| p == Points::ZERO)
        && stated_points
            .iter()
            .any(|&(tpn, _)| computed_points(tpn) != Points::ZERO);
    let ranked: Vec<(Tpn, u32)> = stated
        .players
        .iter()
        .filter_map(|line| line.rank.map(|rank| (line.tpn, rank)))
        .collect();
    let ranks_by = match stated.tiebreaks_named {
        _ if ranked.len() > 1 && ranked.iter().all(|&(tpn, rank)| tpn == rank) => {
            RankCheck::StartingRanks
        }
        true => RankCheck::ByTiebreaks,
        false => RankCheck::ByPoints,
    };
    let mut check = StandingsCheck {
        standings: standings.clone(),
        ranks_by,
        points_unfilled,
        points: (0, 0),
        ranks: (0, 0),
        differences: Vec::new(),
    };
    let label = |tpn: Tpn| {
        tournament
            .player(tpn)
            .map_or_else(|| tpn.to_string(), |p| p.label())
    };
    for &(tpn, stated) in stated_points.iter().filter(|_| !points_unfilled) {
        let computed = computed_points(tpn);
        let extras = points_column_extras(tournament, tpn);
        check.points.0 += 1;
        if computed == stated || extras.iter().any(|&(_, extra)| stated == computed + extra) {
            check.points.1 += 1;
        } else {
            check.differences.push(StandingsDifference {
                player: label(tpn),
                what: Disagreement::Points { stated, computed },
            });
        }
    }
    if ranks_by == RankCheck::StartingRanks {
        return check;
    }
    let by_points = ranks_by == RankCheck::ByPoints;
    let rows_ranked: Vec<&super::Row> = standings
        .rows
        .iter()
        .filter(|row| ranked.iter().any(|&(tpn, _)| tpn == row.tpn))
        .collect();
    for &(tpn, stated) in &ranked {
        let computed = standings.row(tpn).map(|row| {
            let ahead = |r: &&&super::Row| match by_points {
                true => r.points > row.points,
                false => r.rank < row.rank,
            };
            let tied = |r: &&&super::Row| match by_points {
                true => r.points == row.points,
                false => r.rank == row.rank,
            };
            let first = rows_ranked.iter().filter(ahead).count() as u32 + 1;
            (
                first,
                first + rows_ranked.iter().filter(tied).count() as u32 - 1,
            )
        });
        check.ranks.0 += 1;
        if computed.is_some_and(|(first, last)| (first..=last).contains(&stated)) {
            check.ranks.1 += 1;
        } else {
            check.differences.push(StandingsDifference {
                player: label(tpn),
                what: Disagreement::Rank {
                    stated,
                    computed,
                    by_points,
                },
            });
        }
    }
    check
}
