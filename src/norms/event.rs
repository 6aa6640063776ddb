//! Whether an event can give title norms at all, and the Swiss-open exemption (1.4.3d).

use std::collections::BTreeSet;
use std::fmt;

use crate::model::{
    ByeKind, GameResult, NormEvent, PairingSystem, RatingList, RoundIndex, Seat, Title, Tournament,
};

use super::MINIMUM_GAMES;
use super::player::counted_federation;

/// At least two hours for all moves on a 60-move basis (1.1.3), in minutes.
pub const LEAST_MINUTES: u32 = 120;

/// At most two rounds a day (1.1.3).
pub const MOST_ROUNDS_A_DAY: u32 = 2;

/// The player's and two other federations (1.4.3).
pub const LEAST_FEDERATIONS: u32 = 3;

/// One condition on the event, with its figure; `None` when the tournament file does not
/// tell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventCheck {
    /// 1.4.1a: the games a player can play.
    Games { games: u32 },
    /// 0.5: norms are made on the standard rating.
    RatingList { list: RatingList },
    /// 1.1.3: the time for 60 moves per player, from the time control code (TRF 222).
    TimeControl { minutes: Option<u32> },
    /// 1.1.3: the most rounds played on one day, from the round dates.
    RoundsPerDay { most: Option<u32> },
    /// 1.4.3: federations among the players (`FID` not counted, 1.4.2a); waived by the
    /// article of the event's kind (1.4.3a-c).
    Federations {
        count: u32,
        waived: Option<&'static str>,
    },
    /// 1.1.5: the chief arbiter, named with his FIDE id.
    ChiefArbiter { fide_id: Option<u64> },
}

/// Met, missed, not known from the tournament file, or waived by an article.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Met,
    Missed,
    Unknown,
    Waived(&'static str),
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Status::Met => f.pad("yes"),
            Status::Missed => f.pad("no"),
            Status::Unknown => f.pad("not known"),
            Status::Waived(article) => f.pad(&format!("waived ({article})")),
        }
    }
}

impl EventCheck {
    pub fn status(&self) -> Status {
        let met = |yes: bool| if yes { Status::Met } else { Status::Missed };
        match *self {
            EventCheck::Games { games } => met(games >= MINIMUM_GAMES),
            EventCheck::RatingList { list } => met(list == RatingList::Standard),
            EventCheck::TimeControl { minutes } => {
                minutes.map_or(Status::Unknown, |m| met(m >= LEAST_MINUTES))
            }
            EventCheck::RoundsPerDay { most } => {
                most.map_or(Status::Unknown, |m| met(m <= MOST_ROUNDS_A_DAY))
            }
            EventCheck::Federations {
                waived: Some(article),
                ..
            } => Status::Waived(article),
            EventCheck::Federations {
                count,
                waived: None,
            } => met(count >= LEAST_FEDERATIONS),
            EventCheck::ChiefArbiter { fide_id } => {
                fide_id.map_or(Status::Unknown, |_| Status::Met)
            }
        }
    }

    pub fn article(&self) -> &'static str {
        match self {
            EventCheck::Games { .. } => "1.4.1a",
            EventCheck::RatingList { .. } => "0.5",
            EventCheck::TimeControl { .. } | EventCheck::RoundsPerDay { .. } => "1.1.3",
            EventCheck::Federations { .. } => "1.4.3",
            EventCheck::ChiefArbiter { .. } => "1.1.5",
        }
    }
}

impl fmt::Display for EventCheck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EventCheck::Games { games } => {
                write!(f, "games per player {games} (at least {MINIMUM_GAMES})")
            }
            EventCheck::RatingList { list } => {
                write!(f, "rating list {} (standard needed)", list.code())
            }
            EventCheck::TimeControl { minutes: Some(m) } => {
                write!(f, "time for 60 moves {m} min (at least {LEAST_MINUTES})")
            }
            EventCheck::TimeControl { minutes: None } => {
                f.write_str("time for 60 moves: no time control code entered")
            }
            EventCheck::RoundsPerDay { most: Some(m) } => {
                write!(f, "rounds on one day {m} (at most {MOST_ROUNDS_A_DAY})")
            }
            EventCheck::RoundsPerDay { most: None } => {
                f.write_str("rounds on one day: no round dates entered")
            }
            EventCheck::Federations { count, .. } => {
                write!(f, "federations {count} (at least {LEAST_FEDERATIONS})")
            }
            EventCheck::ChiefArbiter { fide_id: Some(id) } => {
                write!(f, "chief arbiter with FIDE id {id}")
            }
            EventCheck::ChiefArbiter { fide_id: None } => {
                f.write_str("chief arbiter: no FIDE id entered")
            }
        }
    }
}

/// The Swiss-open exemption of the federation mix (1.4.3d), counted over the rounds
/// played: players who missed at most one round (a pairing-allocated bye or a forfeit
/// win is no missed round), rated, not of the host federation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwissExemption {
    /// The host federation; without it the exemption cannot be counted.
    pub host: Option<String>,
    /// Rated players not from the host federation (at least 20).
    pub rated_foreign: u32,
    /// Their federations (at least 3).
    pub federations: u32,
    /// Those of them holding GM, IM, WGM or WIM (at least 10).
    pub titled: u32,
}

impl SwissExemption {
    pub const LEAST_PLAYERS: u32 = 20;
    pub const LEAST_FEDERATIONS: u32 = 3;
    pub const LEAST_TITLED: u32 = 10;
    pub const ARTICLE: &str = "1.4.3d";

    pub fn applies(&self) -> bool {
        self.host.is_some()
            && self.rated_foreign >= SwissExemption::LEAST_PLAYERS
            && self.federations >= SwissExemption::LEAST_FEDERATIONS
            && self.titled >= SwissExemption::LEAST_TITLED
    }
}

impl fmt::Display for SwissExemption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(host) = &self.host else {
            return f.write_str("Swiss-open exemption (1.4.3d): no host federation entered");
        };
        write!(
            f,
            "Swiss-open exemption (1.4.3d): {} rated players not from {host} (at least {}), \
             {} federations (at least {}), {} GM/IM/WGM/WIM (at least {}): {}",
            self.rated_foreign,
            SwissExemption::LEAST_PLAYERS,
            self.federations,
            SwissExemption::LEAST_FEDERATIONS,
            self.titled,
            SwissExemption::LEAST_TITLED,
            if self.applies() {
                "applies"
            } else {
                "does not apply"
            }
        )
    }
}

/// The event's conditions for norms after a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Eligibility {
    pub checks: Vec<EventCheck>,
    /// For a Swiss event only.
    pub swiss_exemption: Option<SwissExemption>,
    /// What the event is for norms (1.4.3a-c).
    pub norm_event: NormEvent,
}

impl Eligibility {
    /// The article that waives the federation mix (1.4.3, 1.4.4) for every player: the
    /// event's kind (1.4.3a-c), or the Swiss-open exemption (1.4.3d) when it applies.
    pub fn federation_mix_waiver(&self) -> Option<&'static str> {
        let swiss = self.swiss_exemption.as_ref().filter(|s| s.applies());
        self.norm_event
            .exemption()
            .or(swiss.map(|_| SwissExemption::ARTICLE))
    }

    /// No condition missed (those not known do not count against it).
    pub fn is_eligible(&self) -> bool {
        self.checks.iter().all(|c| c.status() != Status::Missed)
    }
}

/// Seconds for 60 moves of one player under a TRF-26 time control code (`5400+30`,
/// `40/6000+30:900+30`); `None` for a code of two sequences (Armageddon) or one not read.
fn seconds_for_sixty_moves(code: &str) -> Option<u32> {
    if code.starts_with('W') {
        return None;
    }
    let mut moves_left = 60;
    let mut seconds = 0;
    for period in code.split(':') {
        let (main, increment) = match period.split_once('+') {
            Some((main, increment)) => (main, increment.parse::<u32>().ok()?),
            None => (period, 0),
        };
        let (moves, base) = match main.split_once('/') {
            Some((moves, base)) => (moves.parse::<u32>().ok()?, base.parse::<u32>().ok()?),
            None => (moves_left, main.parse::<u32>().ok()?),
        };
        let counted = moves.min(moves_left);
        seconds += base + increment * counted;
        moves_left -= counted;
        if moves_left == 0 {
            break;
        }
    }
    Some(seconds)
}

/// The most rounds that share a date (`2026-03-07` or `2026-03-07 14:30`).
fn most_rounds_a_day(dates: &[String]) -> Option<u32> {
    let days: Vec<&str> = dates
        .iter()
        .map(|date| date.split_whitespace().next().unwrap_or(""))
        .collect();
    days.iter()
        .map(|day| days.iter().filter(|other| *other == day).count() as u32)
        .max()
}

/// Whether `tpn` was there in the round of `index`: a game over the board (or still to
/// be played), a pairing-allocated bye, a forfeit win.
fn was_there(index: &RoundIndex, tpn: crate::model::Tpn) -> bool {
    match index.seat(tpn) {
        Some(Seat::Paired(pairing)) => pairing.results_for(tpn).any(|result| {
            result.is_played()
                || result.is_pending()
                || result
                    == GameResult::Forfeit {
                        winner: Some(crate::model::Colour::White),
                    }
        }),
        Some(Seat::Bye(kind)) => kind == ByeKind::Pairing,
        None => false,
    }
}

fn swiss_exemption(tournament: &Tournament, after_round: u32) -> SwissExemption {
    let host = tournament.info.federation.clone();
    let indexes = tournament.round_indexes(after_round);
    let counted: Vec<_> = tournament
        .players
        .iter()
        .filter(|player| player.rating.is_some())
        .filter(|player| {
            let missed = indexes.iter().filter(|i| !was_there(i, player.tpn)).count();
            missed <= 1
        })
        .filter_map(|player| {
            let federation = counted_federation(player.federation.as_deref())?;
            (Some(federation) != host.as_deref()).then_some((federation, player.title))
        })
        .collect();
    let federations: BTreeSet<&str> = counted.iter().map(|(federation, _)| *federation).collect();
    SwissExemption {
        rated_foreign: counted.len() as u32,
        federations: federations.len() as u32,
        titled: counted
            .iter()
            .filter(|(_, title)| {
                matches!(title, Some(Title::GM | Title::IM | Title::WGM | Title::WIM))
            })
            .count() as u32,
        host,
    }
}

/// The event's conditions for norms, the Swiss-open exemption counted over rounds
/// `1..=after_round`.
pub fn eligibility(tournament: &Tournament, after_round: u32) -> Eligibility {
    let info = &tournament.info;
    let federations: BTreeSet<&str> = tournament
        .players
        .iter()
        .filter_map(|player| counted_federation(player.federation.as_deref()))
        .collect();
    let checks = vec![
        EventCheck::Games {
            games: tournament.rounds_planned * tournament.games_per_pairing() as u32,
        },
        EventCheck::RatingList {
            list: tournament.rating_list(),
        },
        EventCheck::TimeControl {
            minutes: info
                .time_control_code
                .as_deref()
                .and_then(seconds_for_sixty_moves)
                .map(|seconds| seconds / 60),
        },
        EventCheck::RoundsPerDay {
            most: most_rounds_a_day(&info.round_dates),
        },
        EventCheck::Federations {
            count: federations.len() as u32,
            waived: info.norm_event.exemption(),
        },
        EventCheck::ChiefArbiter {
            fide_id: info.chief_arbiter.as_ref().and_then(|a| a.fide_id),
        },
    ];
    let swiss = tournament.system != PairingSystem::RoundRobin;
    Eligibility {
        checks,
        swiss_exemption: swiss.then(|| swiss_exemption(tournament, after_round)),
        norm_event: info.norm_event,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sixty_moves_take_the_increment_of_each_move() {
        // 90 min + 30 s a move: 5400 + 60 × 30 = 7200 s, the 2 hours of 1.1.3 exactly.
        assert_eq!(seconds_for_sixty_moves("5400+30"), Some(7200));
        // 40 moves in 100 min + 30 s, then 15 min + 30 s: 6000 + 1200 + 900 + 600.
        assert_eq!(seconds_for_sixty_moves("40/6000+30:900+30"), Some(8700));
        assert_eq!(seconds_for_sixty_moves("900+10"), Some(1500));
        assert_eq!(seconds_for_sixty_moves("W300-B240"), None);
    }

    #[test]
    fn rounds_a_day_count_the_date_without_the_time() {
        let dates = ["2026-03-07 10:00", "2026-03-07 16:00", "2026-03-08"].map(String::from);
        assert_eq!(most_rounds_a_day(&dates), Some(2));
        assert_eq!(most_rounds_a_day(&[]), None);
    }
}
