//! The standings a file states, checked: the points and ranks of a TRF's `001` records
//! against those arbiter computes with the file's tie-breaks (`202`/`212`), for `arbiter
//! trf check --standings` (FIDE C.02.03 section 7: a checker of pairings and standings).
//!
//! The points are compared after the rounds paired (a game without a result counts
//! nothing). A rank is compared only when the file names its tie-breaks: without them
//! the order among equal points is the file's own. Players arbiter leaves tied after
//! every tie-break share a rank and lots decide among them (C.07 4.2), so a stated rank
//! anywhere in their span of places (`2-3`) agrees.

use std::fmt;

use crate::model::{Points, Tournament, Tpn, score_of};

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
    /// not tied); `None` when arbiter does not rank him (C.06 5.4.1).
    Rank {
        stated: u32,
        computed: Option<(u32, u32)>,
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
            Disagreement::Rank { stated, computed } => {
                let computed = match computed {
                    Some((first, last)) if first == last => format!("rank {first}"),
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

/// The outcome of the check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingsCheck {
    pub standings: Standings,
    /// Whether ranks were compared (the file names its tie-breaks).
    pub ranks_checked: bool,
    /// Players whose points the file states, and of those whose points agree.
    pub points: (usize, usize),
    /// Players whose rank the file states, and of those whose rank agrees.
    pub ranks: (usize, usize),
    pub differences: Vec<StandingsDifference>,
}

/// Compares `stated` with the standings of `tournament` after the rounds paired.
pub fn check_standings(tournament: &Tournament, stated: &StatedStandings) -> StandingsCheck {
    let standings = standings_after(tournament, tournament.rounds_paired());
    let mut differences = Vec::new();
    let (mut points, mut ranks) = ((0, 0), (0, 0));
    for line in &stated.players {
        let player = tournament
            .player(line.tpn)
            .map_or_else(|| line.tpn.to_string(), |p| p.label());
        let row = standings.row(line.tpn);
        if let Some(stated_points) = line.points {
            let computed = row.map_or_else(
                || score_of(&tournament.scores_after(standings.after_round), line.tpn),
                |row| row.points,
            );
            points.0 += 1;
            if computed == stated_points {
                points.1 += 1;
            } else {
                differences.push(StandingsDifference {
                    player: player.clone(),
                    what: Disagreement::Points {
                        stated: stated_points,
                        computed,
                    },
                });
            }
        }
        let Some(stated_rank) = line.rank.filter(|_| stated.tiebreaks_named) else {
            continue;
        };
        let computed = row.map(|row| {
            let tied = standings.rows.iter().filter(|r| r.rank == row.rank).count() as u32;
            (row.rank, row.rank + tied - 1)
        });
        ranks.0 += 1;
        if computed.is_some_and(|(first, last)| (first..=last).contains(&stated_rank)) {
            ranks.1 += 1;
        } else {
            differences.push(StandingsDifference {
                player,
                what: Disagreement::Rank {
                    stated: stated_rank,
                    computed,
                },
            });
        }
    }
    StandingsCheck {
        standings,
        ranks_checked: stated.tiebreaks_named,
        points,
        ranks,
        differences,
    }
}
