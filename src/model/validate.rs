//! Consistency checks of a whole tournament. Every problem names the field it is in,
//! so a file loader can point at the line.

use std::collections::{BTreeSet, HashMap};
use std::fmt;

use super::{ByeKind, RATING_RANGE, Tournament};

/// One step of a path into the tournament document: a key or an array index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PathStep {
    Key(&'static str),
    Index(usize),
}

/// Where a value lives, e.g. `rounds[2].pairings[0].white`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FieldPath(pub Vec<PathStep>);

impl FieldPath {
    pub fn key(mut self, key: &'static str) -> FieldPath {
        self.0.push(PathStep::Key(key));
        self
    }

    pub fn index(mut self, index: usize) -> FieldPath {
        self.0.push(PathStep::Index(index));
        self
    }
}

impl fmt::Display for FieldPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, step) in self.0.iter().enumerate() {
            match step {
                PathStep::Key(key) if i == 0 => write!(f, "{key}")?,
                PathStep::Key(key) => write!(f, ".{key}")?,
                PathStep::Index(index) => write!(f, "[{index}]")?,
            }
        }
        Ok(())
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValidationError {
    pub field: FieldPath,
    pub message: String,
}

impl fmt::Display for ValidationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.message)
    }
}

/// All consistency problems of `tournament`, in document order.
pub fn validate(tournament: &Tournament) -> Vec<ValidationError> {
    let mut errors = Vec::new();
    let info = FieldPath::default().key("tournament");
    if tournament.info.name.trim().is_empty() {
        push(
            &mut errors,
            info.clone().key("name"),
            "the tournament has no name".into(),
        );
    }
    if tournament.rounds_planned == 0 {
        push(
            &mut errors,
            info.clone().key("rounds"),
            "the number of rounds must be at least 1".into(),
        );
    }
    for (i, name) in tournament.info.deputy_arbiters.iter().enumerate() {
        if name.trim().is_empty() {
            push(
                &mut errors,
                info.clone().key("deputy_arbiters").index(i),
                "the deputy arbiter has no name".into(),
            );
        }
    }
    if !tournament.system.has_edition(tournament.editions.pairing) {
        push(
            &mut errors,
            info.clone().key("editions").key("pairing"),
            format!(
                "the {} system has no edition {} in arbiter (editions: {})",
                tournament.system,
                tournament.editions.pairing,
                tournament.system.edition_list()
            ),
        );
    }
    round_dates(tournament, &info, &mut errors);
    for (i, prize) in tournament.prizes.iter().enumerate() {
        for (field, problem) in prize.problems() {
            push(
                &mut errors,
                FieldPath::default().key("prizes").index(i).key(field),
                problem,
            );
        }
    }
    let player_count = tournament.players.len() as u32;
    let mut seen_tpns = HashMap::new();
    let mut seen_fide_ids = HashMap::new();
    for (i, player) in tournament.players.iter().enumerate() {
        let at = FieldPath::default().key("players").index(i);
        if let Some(first) = seen_tpns.insert(player.tpn, i) {
            push(
                &mut errors,
                at.clone().key("tpn"),
                format!("duplicate TPN {} (also players[{first}])", player.tpn),
            );
        } else if player.tpn != i as u32 + 1 {
            push(
                &mut errors,
                at.clone().key("tpn"),
                format!(
                    "TPN {} out of sequence: players must be numbered 1, 2, 3, ... in file order (expected {})",
                    player.tpn,
                    i + 1
                ),
            );
        }
        if player.name.trim().is_empty() {
            push(
                &mut errors,
                at.clone().key("name"),
                "the player has no name".into(),
            );
        }
        if let Some(id) = player.fide_id
            && let Some(first) = seen_fide_ids.insert(id, i)
        {
            push(
                &mut errors,
                at.clone().key("fide_id"),
                format!("FIDE id {id} is also players[{first}]'s: a player entered twice?"),
            );
        }
        if let Some(rating) = player.rating
            && !RATING_RANGE.contains(&rating)
        {
            push(
                &mut errors,
                at.clone().key("rating"),
                format!(
                    "rating {rating} is outside {}-{}",
                    RATING_RANGE.start(),
                    RATING_RANGE.end()
                ),
            );
        }
        if player.withdrawn_from == Some(0) {
            push(
                &mut errors,
                at.clone().key("withdrawn_from"),
                "rounds are numbered from 1".into(),
            );
        }
        let mut bye_rounds = BTreeSet::new();
        for (b, bye) in player.byes.iter().enumerate() {
            let bye_at = at.clone().key("byes").index(b).key("round");
            if bye.round == 0 || bye.round > tournament.rounds_planned {
                push(
                    &mut errors,
                    bye_at,
                    format!(
                        "round {} does not exist (the tournament has {} rounds)",
                        bye.round, tournament.rounds_planned
                    ),
                );
            } else if !bye_rounds.insert(bye.round) {
                push(
                    &mut errors,
                    bye_at,
                    format!("two byes requested for round {}", bye.round),
                );
            }
        }
        for (f, &other) in player.forbidden.iter().enumerate() {
            let forbidden_at = at.clone().key("forbidden").index(f);
            if other == player.tpn {
                push(
                    &mut errors,
                    forbidden_at,
                    "a player cannot be forbidden to meet themself".into(),
                );
            } else if other == 0 || other > player_count {
                push(
                    &mut errors,
                    forbidden_at,
                    format!("there is no player {other}"),
                );
            }
        }
    }
    if tournament.rounds.len() > tournament.rounds_planned as usize {
        push(
            &mut errors,
            FieldPath::default()
                .key("rounds")
                .index(tournament.rounds_planned as usize),
            format!(
                "round {} is paired but the tournament has only {} rounds",
                tournament.rounds_planned + 1,
                tournament.rounds_planned
            ),
        );
    }
    let games = tournament.games_per_pairing();
    for (r, round) in tournament.rounds.iter().enumerate() {
        let at = FieldPath::default().key("rounds").index(r);
        if round.number != r as u32 + 1 {
            push(
                &mut errors,
                at.clone().key("number"),
                format!(
                    "round {} follows round {}: round {} has not been paired",
                    round.number,
                    r,
                    r + 1
                ),
            );
        }
        let mut seen_players: HashMap<u32, FieldPath> = HashMap::new();
        let mut seen_boards = HashMap::new();
        let mut check_player = |tpn: u32, field: FieldPath, errors: &mut Vec<ValidationError>| {
            if tpn == 0 || tpn > player_count {
                errors.push(ValidationError {
                    field,
                    message: format!("there is no player {tpn}"),
                });
            } else if let Some(first) = seen_players.insert(tpn, field.clone()) {
                errors.push(ValidationError {
                    field,
                    message: format!(
                        "player {tpn} appears twice in round {} (also at {first}): two results contradict",
                        round.number
                    ),
                });
            }
        };
        for (p, pairing) in round.pairings.iter().enumerate() {
            let pat = at.clone().key("pairings").index(p);
            if let Some(first) = seen_boards.insert(pairing.board, p) {
                push(
                    &mut errors,
                    pat.clone().key("board"),
                    format!(
                        "board {} is used twice (also pairings[{first}])",
                        pairing.board
                    ),
                );
            }
            check_player(pairing.white, pat.clone().key("white"), &mut errors);
            if pairing.white == pairing.black {
                errors.push(ValidationError {
                    field: pat.clone().key("black"),
                    message: format!(
                        "player {} cannot have both White and Black in one game",
                        pairing.white
                    ),
                });
            } else {
                check_player(pairing.black, pat.clone().key("black"), &mut errors);
            }
            if pairing.games.len() != games {
                errors.push(ValidationError {
                    field: pat.clone().key("result"),
                    message: format!(
                        "{} game result(s) given, but a {} pairing has {games}",
                        pairing.games.len(),
                        tournament.system
                    ),
                });
            }
        }
        for (b, bye) in round.byes.iter().enumerate() {
            let bat = at.clone().key("byes").index(b).key("player");
            check_player(bye.player, bat.clone(), &mut errors);
            if bye.kind == ByeKind::Pairing
                && round.byes[..b]
                    .iter()
                    .any(|other| other.kind == ByeKind::Pairing)
            {
                errors.push(ValidationError {
                    field: bat,
                    message: format!(
                        "round {} has more than one pairing-allocated bye",
                        round.number
                    ),
                });
            }
        }
    }
    errors
}

fn round_dates(tournament: &Tournament, info: &FieldPath, errors: &mut Vec<ValidationError>) {
    for (index, message) in
        round_date_problems(&tournament.info.round_dates, tournament.rounds_planned)
    {
        push(
            errors,
            info.clone().key("round_dates").index(index),
            message,
        );
    }
}

/// The problems of a tournament's round dates, each with the index (round - 1) of the
/// date it is about: every date is a real date `YYYY-MM-DD`, there is at most one per
/// planned round, and rounds follow each other in time (a Swiss round is paired from
/// the results of the round before; two rounds on one day are common).
pub fn round_date_problems(dates: &[String], rounds_planned: u32) -> Vec<(usize, String)> {
    let mut problems = Vec::new();
    let mut latest: Option<&String> = None;
    for (index, date) in dates.iter().enumerate() {
        let round = index + 1;
        if iso_date(date).is_none() {
            problems.push((
                index,
                format!("the date {date:?} of round {round} is not a date YYYY-MM-DD"),
            ));
            continue;
        }
        match latest {
            Some(before) if date < before => problems.push((
                index,
                format!(
                    "round {round} on {date} would be played before an earlier round, on {before}"
                ),
            )),
            _ => latest = Some(date),
        }
    }
    if dates.len() > rounds_planned as usize {
        problems.push((
            rounds_planned as usize,
            format!(
                "{} round dates are given but the tournament has {rounds_planned} rounds",
                dates.len()
            ),
        ));
    }
    problems
}

/// `(year, month, day)` of an ISO date `YYYY-MM-DD` that exists in the (Gregorian)
/// calendar.
pub fn iso_date(text: &str) -> Option<(u32, u32, u32)> {
    let mut parts = text.split('-');
    let mut number = |digits: usize| {
        parts
            .next()
            .filter(|p| p.len() == digits && p.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|p| p.parse::<u32>().ok())
    };
    let (year, month, day) = (number(4)?, number(2)?, number(2)?);
    (parts.next().is_none() && is_calendar_date(year, month, day)).then_some((year, month, day))
}

/// Whether `day` exists in `month` of `year` (Gregorian leap years).
pub fn is_calendar_date(year: u32, month: u32, day: u32) -> bool {
    let leap = year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400));
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    (1..=days).contains(&day)
}

fn push(errors: &mut Vec<ValidationError>, field: FieldPath, message: String) {
    errors.push(ValidationError { field, message });
}
