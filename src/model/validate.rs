//! Consistency checks of a whole tournament. Every problem names the field it is in,
//! so a file loader can point at the line.

use std::collections::{BTreeSet, HashMap};
use std::fmt;

use thiserror::Error;

use super::text::{TextKind, check as check_text};
use super::{
    ByeKind, MAX_CYCLES, PairingSystem, PlayerId, Points, RATING_RANGE, RequestedBye, Tournament,
};

/// A value that is not valid for its field, whoever typed it: the command line, the
/// terminal application, a tournament file or a TRF file.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum FieldError {
    #[error("{0:?} is not a date YYYY-MM-DD")]
    Date(String),
    #[error("{0} rounds: a tournament has from 1 to {MAX_ROUNDS} rounds")]
    Rounds(u32),
    #[error("{0:?} is not a birth date YYYY, YYYY-MM or YYYY-MM-DD")]
    BirthDate(String),
    #[error("{0:?} is not a federation: three letters, e.g. NED")]
    Federation(String),
    #[error("{0} is not a FIDE id: a number from 1, at most 10 digits")]
    FideId(u64),
    #[error("rating {0} is outside {min}-{max}", min = RATING_RANGE.start(), max = RATING_RANGE.end())]
    Rating(u16),
    #[error("K {0} is not a K factor of FIDE's lists: 10, 15, 20, 30 or 40")]
    KFactor(u8),
    #[error("{0} points: points are never negative")]
    NegativePoints(Points),
    #[error("{0} points: an adjustment is a penalty or a bonus between -9.9 and 9.9 points, not 0")]
    Adjustment(Points),
}

/// The most rounds (matches, in Double-Swiss) a tournament may have. Every size that
/// grows with the rounds (the player records of a TRF, ten columns a round; the
/// crosstable; the published site's pages) stays small with it, and no Swiss
/// tournament comes near: 99 rounds is the most a two-digit round number, as the lists
/// and the crosstable's `R99` heading write it, can count.
pub const MAX_ROUNDS: u32 = 99;

/// A number of rounds from 1 to [`MAX_ROUNDS`].
pub fn check_rounds(rounds: u32) -> Result<(), FieldError> {
    if (1..=MAX_ROUNDS).contains(&rounds) {
        Ok(())
    } else {
        Err(FieldError::Rounds(rounds))
    }
}

/// A date `YYYY-MM-DD` that exists in the calendar.
pub fn check_date(text: &str) -> Result<(), FieldError> {
    iso_date(text)
        .map(|_| ())
        .ok_or_else(|| FieldError::Date(text.to_string()))
}

/// `YYYY`, `YYYY-MM` or a real date `YYYY-MM-DD` (a birth date is often known only in
/// part; TRF writes the missing parts as zeros).
pub fn check_birth_date(text: &str) -> Result<(), FieldError> {
    let digits = |s: &str, len: usize| s.len() == len && s.bytes().all(|b| b.is_ascii_digit());
    let valid = match text.split('-').collect::<Vec<_>>().as_slice() {
        [y] => digits(y, 4),
        [y, m] => digits(y, 4) && digits(m, 2) && (1..=12).contains(&m.parse().unwrap_or(0)),
        _ => iso_date(text).is_some(),
    };
    if valid {
        Ok(())
    } else {
        Err(FieldError::BirthDate(text.to_string()))
    }
}

/// Three letters, the form of FIDE's federation codes (`NED`, `FID`).
pub fn check_federation(text: &str) -> Result<(), FieldError> {
    if text.len() == 3 && text.bytes().all(|b| b.is_ascii_alphabetic()) {
        Ok(())
    } else {
        Err(FieldError::Federation(text.to_string()))
    }
}

/// FIDE ids are positive and at most 10 digits (TRF columns 58-68).
pub fn check_fide_id(id: u64) -> Result<(), FieldError> {
    if (1..=9_999_999_999).contains(&id) {
        Ok(())
    } else {
        Err(FieldError::FideId(id))
    }
}

pub fn check_rating(rating: u16) -> Result<(), FieldError> {
    if RATING_RANGE.contains(&rating) {
        Ok(())
    } else {
        Err(FieldError::Rating(rating))
    }
}

/// The K factors FIDE's rating lists publish: 40, 20 and 10 since 2014 (2024 8.3.3),
/// 30, 15 and 10 before (2013 8.56).
pub const K_FACTORS: [u8; 5] = [10, 15, 20, 30, 40];

pub fn check_k_factor(k: u8) -> Result<(), FieldError> {
    if K_FACTORS.contains(&k) {
        Ok(())
    } else {
        Err(FieldError::KFactor(k))
    }
}

pub fn check_points(points: Points) -> Result<(), FieldError> {
    if points >= Points::ZERO {
        Ok(())
    } else {
        Err(FieldError::NegativePoints(points))
    }
}

/// Bounds of one adjustment of a player's points: a penalty or a bonus, never zero
/// (no adjustment is none at all), and at most 9.9 points either way (what TRF record
/// 299's four columns `[-]9.9` hold).
pub fn check_adjustment(points: Points) -> Result<(), FieldError> {
    if points == Points::ZERO || points.tenths().abs() > 99 {
        Err(FieldError::Adjustment(points))
    } else {
        Ok(())
    }
}

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

/// The text fields of the tournament and its players (a prize category checks its name
/// itself, [`super::PrizeCategory::problems`]), each with
/// where it lives and the kind of text it is ([`super::text`]); the fields with a form
/// of their own (dates, federations) pass the policy too, before their own check.
fn text_fields(tournament: &Tournament) -> Vec<(FieldPath, &str, TextKind)> {
    let info = FieldPath::default().key("tournament");
    let i = &tournament.info;
    let mut fields = vec![(
        info.clone().key("name"),
        i.name.as_str(),
        TextKind::EventField,
    )];
    for (key, value, kind) in [
        ("city", &i.city, TextKind::EventField),
        ("federation", &i.federation, TextKind::EventField),
        ("start_date", &i.start_date, TextKind::EventField),
        ("end_date", &i.end_date, TextKind::EventField),
        ("time_control", &i.time_control, TextKind::EventField),
        (
            "time_control_code",
            &i.time_control_code,
            TextKind::EventField,
        ),
        (
            "imported_pairing_controller",
            &i.imported_pairing_controller,
            TextKind::EventField,
        ),
        ("event_code", &i.event_code, TextKind::EventField),
        (
            "currency",
            &tournament.prize_rules.currency,
            TextKind::EventField,
        ),
    ] {
        if let Some(value) = value {
            fields.push((info.clone().key(key), value.as_str(), kind));
        }
    }
    if let Some(arbiter) = &i.chief_arbiter {
        let at = info.clone().key("chief_arbiter");
        fields.push((at, &arbiter.name, TextKind::Name));
    }
    for (index, arbiter) in i.deputy_arbiters.iter().enumerate() {
        let at = info.clone().key("deputy_arbiters").index(index);
        fields.push((at, &arbiter.name, TextKind::Name));
    }
    for (index, date) in i.round_dates.iter().enumerate() {
        let at = info.clone().key("round_dates").index(index);
        fields.push((at, date, TextKind::EventField));
    }
    for (index, player) in tournament.players.iter().enumerate() {
        let at = FieldPath::default().key("players").index(index);
        fields.push((at.clone().key("name"), &player.name, TextKind::Name));
        for (key, value) in [
            ("federation", &player.federation),
            ("birth_date", &player.birth_date),
        ] {
            if let Some(value) = value {
                fields.push((at.clone().key(key), value, TextKind::EventField));
            }
        }
    }
    for (index, team) in tournament.teams.iter().flat_map(|t| &t.teams).enumerate() {
        let at = FieldPath::default().key("teams").index(index);
        fields.push((at.clone().key("name"), &team.name, TextKind::Name));
        if let Some(short) = &team.short_name {
            fields.push((at.key("short_name"), short, TextKind::Name));
        }
    }
    fields
}

/// All consistency problems of `tournament`, in document order.
pub fn validate(tournament: &Tournament) -> Vec<ValidationError> {
    let mut errors = Vec::new();
    for (field, text, kind) in text_fields(tournament) {
        if let Err(problem) = check_text(text, kind) {
            push(&mut errors, field, problem.to_string());
        }
    }
    let info = FieldPath::default().key("tournament");
    if tournament.info.name.trim().is_empty() {
        push(
            &mut errors,
            info.clone().key("name"),
            "the tournament has no name".into(),
        );
    }
    if let Err(problem) = check_rounds(tournament.rounds_planned) {
        push(&mut errors, info.clone().key("rounds"), problem.to_string());
    }
    if tournament.system == PairingSystem::RoundRobin {
        round_robin_problems(tournament, &info, &mut errors);
    }
    if let Some(teams) = &tournament.teams {
        super::team::problems(tournament, teams, &mut errors);
    }
    for (i, arbiter) in tournament.info.deputy_arbiters.iter().enumerate() {
        if arbiter.name.trim().is_empty() {
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
    let fields = [
        (
            "federation",
            &tournament.info.federation,
            check_federation as fn(&str) -> _,
        ),
        ("start_date", &tournament.info.start_date, check_date),
        ("end_date", &tournament.info.end_date, check_date),
    ];
    for (key, value, check) in fields {
        if let Some(Err(problem)) = value.as_deref().map(check) {
            push(&mut errors, info.clone().key(key), problem.to_string());
        }
    }
    if let Some(Err(problem)) = tournament
        .info
        .time_control_code
        .as_deref()
        .map(super::time_control_code)
    {
        push(
            &mut errors,
            info.clone().key("time_control_code"),
            problem.to_string(),
        );
    }
    if let Some(rating) = tournament.info.unrated_rating
        && !RATING_RANGE.contains(&rating)
    {
        push(
            &mut errors,
            info.clone().key("unrated_rating"),
            format!(
                "the rating for unrated players, {rating}, is outside {}-{}",
                RATING_RANGE.start(),
                RATING_RANGE.end()
            ),
        );
    }
    round_dates(tournament, &info, &mut errors);
    if let Some(problem) = crate::model::acceleration::problem(tournament) {
        push(
            &mut errors,
            info.clone().key("acceleration"),
            problem.to_string(),
        );
    }
    for (key, value) in tournament.scoring.items() {
        if let Err(problem) = check_points(value) {
            push(
                &mut errors,
                FieldPath::default().key("scoring").key(key),
                problem.to_string(),
            );
        }
    }
    for (i, prize) in tournament.prizes.iter().enumerate() {
        for problem in prize.problems() {
            push(
                &mut errors,
                FieldPath::default()
                    .key("prizes")
                    .index(i)
                    .key(problem.field()),
                problem.to_string(),
            );
        }
    }
    if let Some(highest) = tournament.highest_player_id
        && let Some(above) = tournament
            .players
            .iter()
            .map(|p| p.id())
            .find(|&id| id >= highest)
    {
        push(
            &mut errors,
            FieldPath::default()
                .key("tournament")
                .key("highest_player_id"),
            format!(
                "{highest} is not above every player id (a player has id {above}): leave it out"
            ),
        );
    }
    let player_count = tournament.players.len() as u32;
    let mut seen_tpns = HashMap::new();
    let mut seen_ids: HashMap<PlayerId, usize> = HashMap::new();
    let mut seen_fide_ids = HashMap::new();
    for (i, player) in tournament.players.iter().enumerate() {
        let at = FieldPath::default().key("players").index(i);
        if player.stable_id == Some(PlayerId(0)) {
            push(
                &mut errors,
                at.clone().key("id"),
                "player id 0: ids count from 1".to_string(),
            );
        } else if let Some(first) = seen_ids.insert(player.id(), i)
            && (player.stable_id.is_some() || tournament.players[first].stable_id.is_some())
        {
            // Two players without an id share one only when their numbers repeat,
            // which the TPN check names.
            push(
                &mut errors,
                at.clone().key("id"),
                format!(
                    "player id {} is also players[{first}]'s (a player without id has his TPN as id)",
                    player.id()
                ),
            );
        }
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
        if player.virtual_points.len() > tournament.rounds_planned as usize {
            push(
                &mut errors,
                at.clone().key("virtual_points"),
                format!(
                    "{} rounds of virtual points but the tournament has {} rounds",
                    player.virtual_points.len(),
                    tournament.rounds_planned
                ),
            );
        }
        if let Some(problem) = player
            .virtual_points
            .iter()
            .find_map(|&v| check_points(v).err())
        {
            push(
                &mut errors,
                at.clone().key("virtual_points"),
                problem.to_string(),
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
        let problems = [
            ("rating", player.rating.map(check_rating)),
            ("fide_id", player.fide_id.map(check_fide_id)),
            ("k_factor", player.k_factor.map(check_k_factor)),
            (
                "federation",
                player.federation.as_deref().map(check_federation),
            ),
            (
                "birth_date",
                player.birth_date.as_deref().map(check_birth_date),
            ),
        ];
        for (key, problem) in problems {
            if let Some(Err(problem)) = problem {
                push(&mut errors, at.clone().key(key), problem.to_string());
            }
        }
        for (e, earlier) in player.earlier_results.iter().enumerate() {
            if let Err(problem) = check_points(earlier.score) {
                push(
                    &mut errors,
                    at.clone().key("earlier_results").index(e).key("score"),
                    problem.to_string(),
                );
            }
        }
        if player.withdrawn_from == Some(0) {
            push(
                &mut errors,
                at.clone().key("withdrawn_from"),
                "rounds are numbered from 1".into(),
            );
        }
        requested_bye_problems(tournament, &player.byes, &at, &mut errors);
        let mut adjusted_rounds = BTreeSet::new();
        for (a, adjustment) in player.adjustments.iter().enumerate() {
            let adjustment_at = at.clone().key("adjustments").index(a);
            if adjustment.round == 0 || adjustment.round > tournament.rounds_planned {
                push(
                    &mut errors,
                    adjustment_at.key("round"),
                    format!(
                        "round {} does not exist (the tournament has {} rounds)",
                        adjustment.round, tournament.rounds_planned
                    ),
                );
            } else if !adjusted_rounds.insert(adjustment.round) {
                push(
                    &mut errors,
                    adjustment_at.key("round"),
                    format!(
                        "two adjustments of the points in round {}: give their sum once",
                        adjustment.round
                    ),
                );
            } else if let Err(problem) = check_adjustment(adjustment.points) {
                push(
                    &mut errors,
                    adjustment_at.key("points"),
                    problem.to_string(),
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
            if pairing.board == 0 {
                push(
                    &mut errors,
                    pat.clone().key("board"),
                    "boards are numbered from 1".into(),
                );
            } else if let Some(first) = seen_boards.insert(pairing.board, p) {
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

/// A round's date and, when the settings give it, its start time: `2026-03-07 14:30`
/// is `("2026-03-07", Some("14:30"))`. The time appears on the pairing lists; TRF's
/// `132` record holds the date only.
pub fn round_date_parts(text: &str) -> (&str, Option<&str>) {
    match text.trim().split_once(char::is_whitespace) {
        Some((date, time)) => (date, Some(time.trim())),
        None => (text.trim(), None),
    }
}

/// Whether `text` is a time of day `HH:MM` (24 hours).
pub fn is_time_of_day(text: &str) -> bool {
    let Some((hours, minutes)) = text.split_once(':') else {
        return false;
    };
    let number = |part: &str, below: u32| {
        part.len() == 2
            && part.bytes().all(|b| b.is_ascii_digit())
            && part.parse::<u32>().is_ok_and(|n| n < below)
    };
    number(hours, 24) && number(minutes, 60)
}

/// The problems of a tournament's round dates, each with the index (round - 1) of the
/// date it is about: every date is a real date `YYYY-MM-DD`, optionally followed by a
/// start time `HH:MM`, there is at most one per planned round, and rounds follow each
/// other in time (a Swiss round is paired from the results of the round before; two
/// rounds on one day are common).
pub fn round_date_problems(dates: &[String], rounds_planned: u32) -> Vec<(usize, String)> {
    let mut problems = Vec::new();
    let mut latest: Option<&String> = None;
    for (index, date) in dates.iter().enumerate() {
        let round = index + 1;
        let (day, time) = round_date_parts(date);
        if iso_date(day).is_none() || time.is_some_and(|t| !is_time_of_day(t)) {
            problems.push((
                index,
                format!(
                    "the date {date:?} of round {round} is not a date YYYY-MM-DD (with an optional time HH:MM)"
                ),
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

/// The rounds of the byes a player or a team (at `at`) asked for: rounds of the
/// tournament, one request a round.
pub(super) fn requested_bye_problems(
    tournament: &Tournament,
    byes: &[RequestedBye],
    at: &FieldPath,
    errors: &mut Vec<ValidationError>,
) {
    let mut bye_rounds = BTreeSet::new();
    for (b, bye) in byes.iter().enumerate() {
        let bye_at = at.clone().key("byes").index(b).key("round");
        if bye.round == 0 || bye.round > tournament.rounds_planned {
            push(
                errors,
                bye_at,
                format!(
                    "round {} does not exist (the tournament has {} rounds)",
                    bye.round, tournament.rounds_planned
                ),
            );
        } else if !bye_rounds.insert(bye.round) {
            push(
                errors,
                bye_at,
                format!("two byes requested for round {}", bye.round),
            );
        }
    }
}

pub(super) fn push(errors: &mut Vec<ValidationError>, field: FieldPath, message: String) {
    errors.push(ValidationError { field, message });
}

/// A round robin's cycles, seed and rounds: the rounds follow from the players (C.05
/// Annex 1: one cycle is the table of the players' number, the next even one for an odd
/// field), so a number typed otherwise is refused.
fn round_robin_problems(
    tournament: &Tournament,
    info: &FieldPath,
    errors: &mut Vec<ValidationError>,
) {
    let settings = tournament.round_robin;
    let at = info.clone().key("round_robin");
    if !(1..=MAX_CYCLES).contains(&settings.cycles) {
        push(
            errors,
            at.clone().key("cycles"),
            format!(
                "a round robin has 1 or {MAX_CYCLES} cycles, not {}",
                settings.cycles
            ),
        );
        return;
    }
    if settings.numbers.is_drawn() && settings.seed.is_none() {
        push(
            errors,
            at.key("seed"),
            format!(
                "the numbers are drawn by {} and need the seed of the draw",
                settings.numbers
            ),
        );
    }
    let players = tournament.players.len() as u32;
    let rounds = settings.rounds(players);
    if tournament.rounds_planned != rounds {
        push(
            errors,
            info.clone().key("rounds"),
            format!(
                "a round robin of {players} players in {} cycle(s) has {rounds} rounds, not {}",
                settings.cycles, tournament.rounds_planned
            ),
        );
    }
}
