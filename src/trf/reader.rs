//! Records to tournament: the players, the rounds with their pairings and byes, the
//! requested byes, withdrawals and forbidden pairs.
//!
//! What pairing and rating depend on (the system, the rounds, who met whom with which
//! colour and result, the points) is read strictly; every problem is listed at once.
//! Older and engine encodings are read as the TRF-16 codes they stand for, each with a
//! warning (see [`super::records`]).

use std::collections::{BTreeMap, BTreeSet};
use std::ops::RangeInclusive;

use super::errors::{Problems, TrfError, TrfErrorKind, TrfErrors, TrfWarning, Warnings};
use super::records::{
    Code, Entry, Located, PlayedPoints, PlayerRecord, Records, ShortDate, read_records,
};
use crate::model::board_order::{PairMember, board_order};
use crate::model::validate::{check_rounds, is_calendar_date, round_date_problems, validate};
use crate::model::{
    Acceleration, AdjustedResult, Arbiter, Bye, ByeKind, Colour, DoubleRoundRobin, Editions,
    GameResult, NormEvent, Outcome, Pairing, PairingEdition, PairingSystem, Player,
    PointAdjustment, Points, RatingEdition, RequestedBye, RequestedByeKind, Round, RoundRobin,
    Scoring, TiebreakEdition, Tournament, TournamentInfo, Tpn, default_tiebreaks,
};
use crate::standings::check::{
    PointsColumnExtra, StatedStanding, StatedStandings, points_column_extras,
};

/// A tournament read from a TRF, with what in the file was read differently or not kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfImport {
    pub tournament: Tournament,
    pub warnings: Vec<TrfWarning>,
    /// The file's date the editions of the regulations not chosen were taken in force on
    /// (see [`ReadChoices`]); `None`: the file has no date, and they are the oldest
    /// arbiter implements.
    pub editions_date: Option<String>,
    /// The points and ranks the `001` records state, and whether the file names its
    /// tie-breaks (`202`/`212`), for `arbiter trf check --standings`.
    pub stated: StatedStandings,
}

/// What the arbiter decides in place of the file: the pairing system when the file has
/// no `192` record (when it has one, the two must agree), and the editions of the
/// regulations. An edition not chosen is the one a dated `192` code names (pairing
/// only: `FIDE_DUTCH_2017` is the rules of 1992-2006, `FIDE_DUTCH_2025` and `_2026`
/// C.04.3 of 2026), else the one in force on the file's date: the start date (`042`),
/// else the end date (`052`), else the date of round 1 (`132`); a file without any date
/// gets the oldest editions arbiter implements.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ReadChoices {
    pub system: Option<PairingSystem>,
    pub pairing: Option<PairingEdition>,
    pub rating: Option<RatingEdition>,
    pub tiebreaks: Option<TiebreakEdition>,
}

/// Reads a TRF. `system` is the pairing system to use when the file has no `192` record
/// (without either, the Dutch system, with a warning); when it has one, the two must
/// agree. A file that cannot be read gets every problem found (at most
/// [`super::errors::MAX_PROBLEMS`]).
pub fn read(text: &str, system: Option<PairingSystem>) -> Result<TrfImport, TrfErrors> {
    read_with(
        text,
        ReadChoices {
            system,
            ..ReadChoices::default()
        },
    )
}

/// [`read`] with the arbiter's choices of system and editions.
pub fn read_with(text: &str, choices: ReadChoices) -> Result<TrfImport, TrfErrors> {
    let records = read_records(text)?;
    build(records, choices)
}

/// The text of a TRF file's bytes: UTF-8, or, for files from older programs that are not
/// valid UTF-8, Latin-1 (ISO 8859-1).
pub fn decode(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_string(),
        Err(_) => bytes.iter().map(|&b| char::from(b)).collect(),
    }
}

/// What a `192` code of the TRF-26 tournament type table says.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct TournamentType {
    pub system: PairingSystem,
    /// `_BAKU`: the Baku acceleration (C.04.5.1) is asked for.
    pub baku: bool,
    /// A round robin's cycles and second-cycle variant.
    pub round_robin: Option<(u32, DoubleRoundRobin)>,
}

/// The round-robin codes of `192` (ETT26): `FIDE_` has the first cycle's last two rounds
/// exchanged in a double round robin (C.05 Annex 1), `BERGER_` plays the table as
/// printed; `_G2` is the Berger double round robin too.
const ROUND_ROBIN_CODES: [(&str, u32, DoubleRoundRobin); 6] = [
    ("FIDE_ROUNDROBIN", 1, DoubleRoundRobin::Fide),
    ("FIDE_DOUBLEROUNDROBIN", 2, DoubleRoundRobin::Fide),
    ("BERGER_ROUNDROBIN", 1, DoubleRoundRobin::Berger),
    ("BERGER_DOUBLEROUNDROBIN", 2, DoubleRoundRobin::Berger),
    ("BERGER_ROUNDROBIN_G1", 1, DoubleRoundRobin::Berger),
    ("BERGER_ROUNDROBIN_G2", 2, DoubleRoundRobin::Berger),
];

/// The `192` code of a round robin with these settings.
pub(crate) fn round_robin_code(settings: RoundRobin) -> &'static str {
    ROUND_ROBIN_CODES
        .iter()
        .find(|(_, cycles, double)| *cycles == settings.cycles && *double == settings.double)
        .map_or("FIDE_ROUNDROBIN", |(code, _, _)| code)
}

/// The `192` codes this program pairs: `FIDE_DUTCH` and every dated edition
/// (`FIDE_DUTCH_2025`, `FIDE_DUTCH_2026`, ...), `FIDE_DUBOV`, `FIDE_BURSTEIN`, `FIDE_DOUBLESWISS`, each
/// also with `_BAKU`, and the round robins ([`ROUND_ROBIN_CODES`]). Every Dutch edition
/// is read as the Dutch system this program implements.
pub(crate) fn tournament_type(code: &str) -> Option<TournamentType> {
    let upper = code.trim().to_ascii_uppercase();
    let (base, baku) = match upper.strip_suffix("_BAKU") {
        Some(base) => (base, true),
        None => (upper.as_str(), false),
    };
    let dated_dutch = base
        .strip_prefix("FIDE_DUTCH_")
        .is_some_and(|year| year.len() == 4 && year.bytes().all(|b| b.is_ascii_digit()));
    let dated_dubov = matches!(base, "FIDE_DUBOV_1997" | "FIDE_DUBOV_2026");
    if let Some(&(_, cycles, double)) = ROUND_ROBIN_CODES.iter().find(|(c, _, _)| *c == upper) {
        return Some(TournamentType {
            system: PairingSystem::RoundRobin,
            baku: false,
            round_robin: Some((cycles, double)),
        });
    }
    let system = match base {
        "FIDE_DOUBLESWISS" => PairingSystem::DoubleSwiss,
        "FIDE_DUBOV" => PairingSystem::Dubov,
        "FIDE_BURSTEIN" => PairingSystem::Burstein,
        "FIDE_DUTCH" => PairingSystem::Dutch,
        _ if dated_dutch => PairingSystem::Dutch,
        _ if dated_dubov => PairingSystem::Dubov,
        _ => return None,
    };
    Some(TournamentType {
        system,
        baku,
        round_robin: None,
    })
}

/// The individual `192` codes of ETT26 for systems arbiter does not pair, with what
/// they are (the team codes are [`super::records`]'s).
const NOT_PAIRED_CODES: [(&str, &str); 7] = [
    (
        "CUSTOM_SWISS",
        "a Swiss system by the organiser's own rules",
    ),
    (
        "CUSTOM_DOUBLESWISS",
        "a Double-Swiss by the organiser's own rules",
    ),
    (
        "CUSTOM_ROUNDROBIN",
        "a round robin by the organiser's own table",
    ),
    (
        "FIDE_SCHILLER",
        "a Schiller system (its rules are not yet defined)",
    ),
    ("FIDE_SCHEVENINGEN", "a Scheveningen system"),
    ("FIDE_DOUBLESCHEVENINGEN", "a double Scheveningen system"),
    ("CUSTOM_KNOCKOUT", "a knockout"),
];

/// What a `192` code of ETT26 that arbiter does not pair is (`_BAKU` or not).
fn not_paired(code: &str) -> Option<&'static str> {
    let upper = code.trim().to_ascii_uppercase();
    let base = upper.strip_suffix("_BAKU").unwrap_or(&upper);
    NOT_PAIRED_CODES
        .iter()
        .find(|(known, _)| *known == base)
        .map(|(_, what)| *what)
}

/// The edition a dated Dutch `192` code names: from `FIDE_DUTCH_2025` on (the text
/// approved in 2025, applied from 1 February 2026) C.04.3 of 2026, before it
/// (`FIDE_DUTCH_2017`) the rules of 1992-2006. Plain `FIDE_DUTCH` names none: TRF-26
/// reads it as the rules in force on the tournament's dates.
///
/// TRF-26 has no dated Dubov code: arbiter writes `FIDE_DUBOV_1997` for a tournament paired
/// by the text of 1997 whose dates put the edition of 2026 in force (and reads
/// `FIDE_DUBOV_2026` too), so that the file reads back with its edition.
fn edition_from_code(code: &str) -> Option<PairingEdition> {
    let upper = code.trim().to_ascii_uppercase();
    let base = upper.strip_suffix("_BAKU").unwrap_or(&upper);
    match base {
        "FIDE_DUBOV_1997" => return Some(PairingEdition::Rules1997),
        "FIDE_DUBOV_2026" => return Some(PairingEdition::Rules2026),
        _ => {}
    }
    let year: u32 = base.strip_prefix("FIDE_DUTCH_")?.parse().ok()?;
    Some(if year >= 2025 {
        PairingEdition::Rules2026
    } else {
        PairingEdition::Rules1992
    })
}

/// The `192` code written for each system.
pub(crate) fn system_code(tournament: &Tournament) -> &'static str {
    match tournament.system {
        PairingSystem::DoubleSwiss => "FIDE_DOUBLESWISS",
        PairingSystem::Dutch => "FIDE_DUTCH",
        PairingSystem::Dubov => "FIDE_DUBOV",
        PairingSystem::Burstein => "FIDE_BURSTEIN",
        PairingSystem::RoundRobin => round_robin_code(tournament.round_robin),
    }
}

/// What one player did in one round, from the round's column(s).
#[derive(Clone, Debug)]
enum Slot {
    None,
    Bye(ByeKind),
    Paired {
        opponent: Tpn,
        /// The colour in game 1.
        colour: Colour,
        codes: Vec<Code>,
        column: usize,
    },
}

fn build(mut records: Records, choices: ReadChoices) -> Result<TrfImport, TrfErrors> {
    let mut warnings = std::mem::take(&mut records.warnings);
    let mut problems = Problems::default();
    let system = problems.take(pairing_system(&records, choices.system, &mut warnings));
    let players = players(&records, &mut problems, &mut warnings);
    problems.stop_if_any()?;
    let system = system.unwrap_or(PairingSystem::Dutch);
    if let Some(edition) = choices.pairing.filter(|e| !system.has_edition(*e)) {
        return Err(TrfError::whole_file(TrfErrorKind::Inconsistent(format!(
            "the {system} system has no edition {edition} (arbiter has {})",
            system.edition_list()
        )))
        .into());
    }
    let games = system.games_per_pairing();
    // From here on, record i is the player with TPN i + 1.
    records.players.sort_by_key(|r| r.tpn);
    resolve_forfeit_colours(&mut records.players, games);
    counts(&records, players.len(), &mut warnings);
    national_ratings(&records, &mut problems, &mut warnings);

    // Which columns are rounds that were paired, and which only announce byes.
    let columns = records
        .players
        .iter()
        .map(|p| p.entries.len())
        .max()
        .unwrap_or(0);
    let paired_columns = records
        .players
        .iter()
        .filter_map(|p| {
            p.entries
                .iter()
                .rposition(|e| e.opponent.is_some() || e.code == Code::Bye(ByeKind::Pairing))
        })
        .max()
        .map_or(0, |last| last + 1);
    // A team file's rounds are also those its matches name (a round whose line-ups are
    // not given yet has no game).
    let rounds_in_file = records
        .team
        .as_ref()
        .map_or(0, super::team_reader::last_round_of_matches);
    let rounds_in_file = rounds_in_file.max(paired_columns.div_ceil(games) as u32);
    let announced_rounds = rounds_in_file.max(columns.div_ceil(games) as u32);
    let dated_rounds = records
        .round_dates
        .as_ref()
        .map_or(0, |r| r.dates.len().div_ceil(games)) as u32;

    let rounds_planned = rounds_planned(
        &records,
        rounds_in_file.max(dated_rounds).max(1),
        &mut warnings,
    )?;
    if announced_rounds > rounds_planned {
        let stated = records
            .rounds
            .as_ref()
            .or(records.rounds_extension.as_ref());
        let message = format!(
            "the player records have round columns up to round {announced_rounds} but the tournament has {rounds_planned} rounds"
        );
        return Err(match stated {
            Some(s) => TrfError::at(s.line, s.column, TrfErrorKind::Inconsistent(message)),
            None => TrfError::whole_file(TrfErrorKind::Inconsistent(message)),
        }
        .into());
    }

    let mut slots: Vec<Vec<Slot>> = records
        .players
        .iter()
        .map(|p| {
            (0..announced_rounds)
                .map(|r| problems.take(slot(p, r, games)).unwrap_or(Slot::None))
                .collect()
        })
        .collect();
    problems.stop_if_any()?;
    let pairing_byes = match &records.team {
        Some(team) => team_player_slots(&records, team, &mut slots, &mut warnings),
        None => Vec::new(),
    };

    let scoring = scoring(&records, system, &mut warnings)?;
    let round_dates = round_dates(&records, games, rounds_planned).unwrap_or_else(|error| {
        warnings.at(
            error.position.map_or(1, |p| p.line),
            error.position.map_or(1, |p| p.column),
            format!("{}: the round dates (record 132) are left out", error.kind),
        );
        Vec::new()
    });
    let editions_date = date_of_editions(
        records.start_date.as_ref().map(|d| d.value.as_str()),
        records.end_date.as_ref().map(|d| d.value.as_str()),
        round_dates.first().map(String::as_str),
    )
    .map(str::to_string);
    let editions = editions(
        &records,
        system,
        choices,
        editions_date.as_deref(),
        &mut warnings,
    );
    let base = Tournament {
        info: TournamentInfo {
            name: match &records.name {
                Some(name) if !name.value.is_empty() => name.value.clone(),
                _ => {
                    warnings.whole_file(
                        "the file has no tournament name (record 012); it is called \"Unnamed tournament\"",
                    );
                    "Unnamed tournament".into()
                }
            },
            city: records.city.clone(),
            federation: records.federation.clone(),
            start_date: records.start_date.as_ref().map(|d| d.value.clone()),
            end_date: records.end_date.as_ref().map(|d| d.value.clone()),
            chief_arbiter: records.chief_arbiter.as_deref().map(Arbiter::read),
            deputy_arbiters: records
                .deputy_arbiters
                .iter()
                .map(|text| Arbiter::read(text))
                .collect(),
            time_control: records.time_control.clone(),
            time_control_code: records.time_control_code.clone(),
            imported_pairing_controller: records.pairing_controller.clone(),
            event_code: None,
            rating_list: None,
            unrated_rating: None,
            round_dates,
            publish_dir: None,
            publish_norms: false,
            norm_event: NormEvent::Ordinary,
        },
        system,
        editions,
        rounds_planned,
        initial_colour: initial_colour(&records, &slots, &mut warnings)?,
        acceleration: Acceleration::None,
        round_robin: round_robin_settings(&records),
        scoring,
        tiebreaks: records
            .tiebreaks
            .clone()
            .or_else(|| records.standings_tiebreaks.clone())
            .unwrap_or_else(|| default_tiebreaks(system)),
        players,
        highest_player_id: None,
        rounds: Vec::new(),
        prizes: Vec::new(),
        prize_rules: crate::model::PrizeRules::default(),
        teams: None,
    };

    // Swiss Perfect and ICU write a half-point bye as a round without an opponent, as
    // they write an absence: where the points column counts a half-point bye in every
    // such round of a player, the file is read again with them.
    let (first_warnings, first_problems) = (warnings.clone(), problems.clone());
    let mut reading = interpret(
        base.clone(),
        &records,
        &slots,
        rounds_in_file,
        &mut problems,
        &mut warnings,
    );
    let half_bye = base.scoring.half_bye;
    let inferred: Vec<(&Mismatch, Vec<u32>)> = reading
        .mismatches
        .iter()
        .filter(|_| records.team.is_none())
        .filter_map(
            |mismatch| match mismatch.half_byes(&slots, rounds_in_file, half_bye) {
                HalfByes::All(rounds) => Some((mismatch, rounds)),
                HalfByes::Some { .. } | HalfByes::None => None,
            },
        )
        .collect();
    if !inferred.is_empty() {
        let notes: Vec<(usize, usize, String)> = inferred
            .iter()
            .map(|(mismatch, rounds)| {
                (
                    mismatch.line,
                    mismatch.column,
                    format!(
                        "player {} has {} points in columns 81-84 and {} from the results: {} without an opponent (0000 - - or blank) read as {} (H), as Swiss Perfect and ICU exports write them",
                        mismatch.tpn,
                        mismatch.stated,
                        mismatch.computed,
                        round_list(rounds),
                        if rounds.len() == 1 { "a half-point bye" } else { "half-point byes" }
                    ),
                )
            })
            .collect();
        for (mismatch, rounds) in inferred {
            for &round in &rounds {
                slots[(mismatch.tpn - 1) as usize][(round - 1) as usize] = Slot::Bye(ByeKind::Half);
            }
        }
        (warnings, problems) = (first_warnings, first_problems);
        for (line, column, note) in notes {
            warnings.at(line, column, note);
        }
        reading = interpret(
            base,
            &records,
            &slots,
            rounds_in_file,
            &mut problems,
            &mut warnings,
        );
    }
    for mismatch in &reading.mismatches {
        let mut message = format!(
            "player {} has {} points in columns 81-84 but {} from the results",
            mismatch.tpn, mismatch.stated, mismatch.computed
        );
        if let HalfByes::Some { count, rounds } =
            mismatch.half_byes(&slots, rounds_in_file, half_bye)
        {
            message.push_str(&format!(
                ": {count} of the {} without an opponent may be half-point byes (as Swiss Perfect and ICU exports write them), but the file does not say which",
                round_list(&rounds)
            ));
        }
        if records.team.is_some() {
            // A team event's standings are the teams': the players' points columns are
            // informational there, and writers count a board won unplayed differently.
            message.push_str(": the results' are kept");
            warnings.at(mismatch.line, mismatch.column, message);
            continue;
        }
        problems.push(TrfError::at(
            mismatch.line,
            mismatch.column,
            TrfErrorKind::Inconsistent(message),
        ));
    }
    let mut tournament = reading.tournament;
    if let Some(team) = &records.team {
        problems.stop_if_any()?;
        super::team_reader::read_teams(team, &pairing_byes, &mut tournament, &mut warnings)?;
    }
    tournament.normalise_texts();
    for problem in validate(&tournament) {
        problems.push(TrfError::whole_file(TrfErrorKind::Inconsistent(format!(
            "the file describes an inconsistent tournament: {problem}"
        ))));
    }
    problems.stop_if_any()?;
    let stated = StatedStandings {
        tiebreaks_named: records.tiebreaks.is_some() || records.standings_tiebreaks.is_some(),
        players: records
            .players
            .iter()
            .map(|p| StatedStanding {
                tpn: p.tpn,
                points: p.points.map(|(points, _)| points),
                rank: p.rank,
            })
            .collect(),
    };
    Ok(TrfImport {
        tournament,
        warnings: warnings.into_list(),
        editions_date,
        stated,
    })
}

/// The date a file's editions are those in force on: the start date, else the end date,
/// else the date of round 1 (ISO `YYYY-MM-DD`).
pub(crate) fn date_of_editions<'a>(
    start: Option<&'a str>,
    end: Option<&'a str>,
    round_1: Option<&'a str>,
) -> Option<&'a str> {
    start.or(end).or(round_1)
}

/// `round 3`, `rounds 3, 5 and 6`.
fn round_list(rounds: &[u32]) -> String {
    let numbers: Vec<String> = rounds.iter().map(u32::to_string).collect();
    match numbers.split_last() {
        Some((last, [])) => format!("round {last}"),
        Some((last, rest)) => format!("rounds {} and {last}", rest.join(", ")),
        None => "no round".into(),
    }
}

/// A tournament read from the slots, and the players whose points column does not add
/// up.
struct Reading {
    tournament: Tournament,
    mismatches: Vec<Mismatch>,
}

/// The tournament the slots describe, from `base` (everything but the rounds and what
/// the player records and the records of byes, forbidden pairs, virtual points and
/// adjustments say about each player).
fn interpret(
    mut tournament: Tournament,
    records: &Records,
    slots: &[Vec<Slot>],
    rounds_in_file: u32,
    problems: &mut Problems,
    warnings: &mut Warnings,
) -> Reading {
    // Players in a pairing that cannot be built: their points cannot be checked.
    let mut troubled = BTreeSet::new();
    for round in 1..=rounds_in_file {
        let index = (round - 1) as usize;
        let built = round_from_slots(
            &records.players,
            slots,
            (round, index),
            (problems, warnings),
            &mut troubled,
        );
        tournament.rounds.push(built);
    }
    requested_byes_and_withdrawals(
        &mut tournament,
        records,
        slots,
        rounds_in_file,
        problems,
        warnings,
    );
    forbidden_pairs(&mut tournament, records, problems);
    acceleration(&mut tournament, records, problems, warnings);
    point_adjustments(&mut tournament, records, problems, warnings);
    number_boards(&mut tournament);
    let checked: Vec<&PlayerRecord> = records
        .players
        .iter()
        .filter(|r| !troubled.contains(&r.tpn))
        .collect();
    let mismatches = check_points(&tournament, &checked, warnings);
    Reading {
        tournament,
        mismatches,
    }
}

/// A player whose points column (at `line`, `column`) does not add up.
struct Mismatch {
    tpn: Tpn,
    line: usize,
    column: usize,
    stated: Points,
    computed: Points,
}

/// Which rounds without an opponent the points column counts as half-point byes.
enum HalfByes {
    /// Every one of them.
    All(Vec<u32>),
    /// `count` of them: the file does not say which.
    Some {
        count: usize,
        rounds: Vec<u32>,
    },
    None,
}

impl Mismatch {
    /// The paired rounds where the player has no opponent and no bye (`0000 - -`, or a
    /// blank column), if the points column counts a half-point bye in some of them.
    fn half_byes(&self, slots: &[Vec<Slot>], rounds_in_file: u32, half_bye: Points) -> HalfByes {
        let rounds: Vec<u32> = (1..=rounds_in_file)
            .filter(|&round| {
                matches!(
                    slots[(self.tpn - 1) as usize][(round - 1) as usize],
                    Slot::None | Slot::Bye(ByeKind::Absent)
                )
            })
            .collect();
        let missing = (self.stated - self.computed).tenths();
        let half = half_bye.tenths();
        if half <= 0 || missing <= 0 || missing % half != 0 {
            return HalfByes::None;
        }
        let count = (missing / half) as usize;
        match count.cmp(&rounds.len()) {
            std::cmp::Ordering::Equal => HalfByes::All(rounds),
            std::cmp::Ordering::Less => HalfByes::Some { count, rounds },
            std::cmp::Ordering::Greater => HalfByes::None,
        }
    }
}

/// The editions of the regulations (see [`ReadChoices`]). A Dutch or Dubov file the `192`
/// code accelerates (`_BAKU`, or `XXA` or `250` records) is paired by the edition of 2026
/// unless another is chosen: the rules of 1992-2006 and of 1997 have no acceleration.
fn editions(
    records: &Records,
    system: PairingSystem,
    choices: ReadChoices,
    date: Option<&str>,
    warnings: &mut Warnings,
) -> Editions {
    let in_force = date.map_or_else(
        || Editions::founding(system),
        |date| Editions::in_force(system, date),
    );
    let code = records.system.as_ref();
    let pairing = choices.pairing.unwrap_or_else(|| {
        let named = code
            .and_then(|code| edition_from_code(&code.value))
            .unwrap_or(in_force.pairing);
        let accelerated = code
            .and_then(|code| tournament_type(&code.value))
            .is_some_and(|kind| kind.baku)
            || !records.accelerated_rounds.is_empty()
            || records
                .accelerations
                .iter()
                .any(|record| record.points.iter().any(|&p| p != Points::ZERO));
        let earlier = crate::model::acceleration::applicability(system, named).err();
        match (code, earlier) {
            (Some(code), Some(reason))
                if accelerated
                    && crate::model::acceleration::applicability(
                        system,
                        PairingEdition::Rules2026,
                    )
                    .is_ok() =>
            {
                warnings.at(
                    code.line,
                    code.column,
                    format!("{}: read as the edition of 2026, as {reason}", code.value),
                );
                PairingEdition::Rules2026
            }
            _ => named,
        }
    });
    Editions {
        pairing,
        rating: choices.rating.unwrap_or(in_force.rating),
        tiebreaks: choices.tiebreaks.unwrap_or(in_force.tiebreaks),
    }
}

/// The system `192` names, or the one given; without either, the Dutch system (the one
/// JaVaFo and bbpPairings pair, and the one an unmarked TRF is written for).
fn pairing_system(
    records: &Records,
    given: Option<PairingSystem>,
    warnings: &mut Warnings,
) -> Result<PairingSystem, TrfError> {
    let Some(code) = &records.system else {
        if given.is_none() && records.team.is_none() {
            warnings.whole_file(
                "the file does not say its pairing system (record 192): it is read as a Dutch system tournament",
            );
        }
        return Ok(given.unwrap_or(PairingSystem::Dutch));
    };
    let at = |kind| TrfError::at(code.line, code.column, kind);
    let from_file = match (tournament_type(&code.value), not_paired(&code.value), given) {
        (Some(from_file), ..) => from_file,
        (None, Some(what), Some(given)) => {
            warnings.at(
                code.line,
                code.column,
                format!(
                    "{} is {what} (ETT26), which arbiter cannot pair: read as a {given} tournament, as asked",
                    code.value
                ),
            );
            return Ok(given);
        }
        (None, Some(what), None) => {
            return Err(at(TrfErrorKind::NotPaired {
                code: code.value.clone(),
                what,
            }));
        }
        (None, None, _) => {
            return Err(at(TrfErrorKind::Unsupported(format!(
                "the tournament type {}",
                code.value
            ))));
        }
    };
    match given {
        Some(given) if given != from_file.system => Err(at(TrfErrorKind::Inconsistent(format!(
            "the file is a {} tournament ({}) but {given} was asked for",
            from_file.system, code.value
        )))),
        _ => Ok(from_file.system),
    }
}

/// A round robin's settings from its `192` code; the numbers are the file's (by hand).
fn round_robin_settings(records: &Records) -> RoundRobin {
    let read = records
        .system
        .as_ref()
        .and_then(|code| tournament_type(&code.value))
        .and_then(|kind| kind.round_robin);
    read.map_or_else(RoundRobin::default, |(cycles, double)| {
        RoundRobin::numbered_by_hand(cycles, double)
    })
}

/// The acceleration: the virtual points of `XXA` (several records of one player add
/// rounds) and then of `250` (TRF-26: each sets its rounds for its players), as
/// bbpPairings reads them; else the Baku method when `192` names it (`_BAKU`; a file with
/// virtual points uses those, as bbpPairings does). Virtual points that are the Baku
/// method's own under a `_BAKU` code are read as the method (the edition, 2026 for an
/// accelerated Dutch file, is [`editions`]'s).
fn acceleration(
    tournament: &mut Tournament,
    records: &Records,
    problems: &mut Problems,
    warnings: &mut Warnings,
) {
    let baku = records
        .system
        .as_ref()
        .and_then(|code| tournament_type(&code.value))
        .is_some_and(|kind| kind.baku);
    for record in &records.accelerations {
        match tournament.player_mut(record.player) {
            Some(player) => player.virtual_points.extend(&record.points),
            None => problems.push(TrfError::at(
                record.line,
                5,
                TrfErrorKind::Inconsistent(format!("there is no player {}", record.player)),
            )),
        }
    }
    for record in &records.accelerated_rounds {
        for tpn in record.players.clone() {
            let Some(player) = tournament.player_mut(tpn) else {
                problems.push(TrfError::at(
                    record.line,
                    23,
                    TrfErrorKind::Inconsistent(format!("there is no player {tpn}")),
                ));
                break;
            };
            let last = *record.rounds.end() as usize;
            if player.virtual_points.len() < last {
                player.virtual_points.resize(last, Points::ZERO);
            }
            player.virtual_points[*record.rounds.start() as usize - 1..last].fill(record.points);
        }
    }
    for player in &mut tournament.players {
        while player.virtual_points.last() == Some(&Points::ZERO) {
            player.virtual_points.pop();
        }
    }
    let given = tournament
        .players
        .iter()
        .any(|p| !p.virtual_points.is_empty());
    if !baku {
        return;
    }
    if !given {
        tournament.acceleration = Acceleration::Baku;
        if let Some(code) = &records.system {
            baku_groups_warning(tournament, code, warnings);
        }
        return;
    }
    let mut method = tournament.clone();
    method.acceleration = Acceleration::Baku;
    for player in &mut method.players {
        player.virtual_points.clear();
    }
    let by_method = crate::model::acceleration::virtual_points(&method);
    let same = tournament.players.iter().all(|p| {
        (1..=tournament.rounds_planned).all(|round| {
            by_method.of(p.tpn, round)
                == p.virtual_points
                    .get(round as usize - 1)
                    .copied()
                    .unwrap_or_default()
        })
    });
    if same {
        *tournament = method;
    } else if let Some(code) = &records.system {
        warnings.at(
            code.line,
            code.column,
            format!(
                "{}: the virtual points of the file (250 or XXA) are not those the Baku method gives: they are used as given (as bbpPairings does)",
                code.value
            ),
        );
    }
}

/// A `_BAKU` file without `XXA` records where bbpPairings' group GA (the first half of
/// the players of the file, rounded up) is not the text's (C.04.7 1.2: the first half
/// of the players to be paired, rounded up to an even number): the two pair it
/// differently, and the arbiter should know.
fn baku_groups_warning(tournament: &Tournament, code: &Located<String>, warnings: &mut Warnings) {
    let virtual_points = crate::model::acceleration::virtual_points(tournament);
    let ours = tournament
        .players
        .iter()
        .filter(|p| virtual_points.of(p.tpn, 1) != Points::ZERO)
        .count();
    let players = tournament.players.len();
    let theirs = players.div_ceil(2);
    if ours != theirs {
        warnings.at(
            code.line,
            code.column,
            format!(
                "{}: the file gives no virtual points (250 or XXA): arbiter's Baku group GA has {ours} of the {players} players (C.04.7: the first half of those paired in round 1, rounded up to an even number, and the late entries ranked among them); bbpPairings gives the virtual points to the first {theirs} and pairs this file differently (the files arbiter writes give them, which both read alike)",
                code.value
            ),
        );
    }
}

/// `172` and the national rating records (TRF-26): each record must name a player of the
/// file; then a warning for each `172` and one for each federation's records, as they
/// are not kept: the file's starting ranks already follow the method of `172`, pairing
/// follows them, and the tie-breaks of C.07 use FIDE ratings.
fn national_ratings(records: &Records, problems: &mut Problems, warnings: &mut Warnings) {
    for method in &records.ranking_methods {
        let (federation, code) = &method.value;
        let whose = if federation.is_empty() {
            String::new()
        } else {
            format!("{federation} ")
        };
        warnings.at(
            method.line,
            1,
            format!(
                "record 172 ({whose}ranked by {code}) is not kept: pairing follows the file's starting ranks, which that method gave"
            ),
        );
    }
    // Each federation with its first line and number of records.
    let mut federations: Vec<(&str, usize, usize)> = Vec::new();
    for record in &records.national_ratings {
        if !records.players.iter().any(|p| p.tpn == record.player) {
            problems.push(TrfError::at(
                record.line,
                5,
                TrfErrorKind::Inconsistent(format!(
                    "national rating record {}: there is no player {}",
                    record.federation, record.player
                )),
            ));
        }
        match federations
            .iter_mut()
            .find(|(federation, ..)| *federation == record.federation)
        {
            Some((_, _, count)) => *count += 1,
            None => federations.push((&record.federation, record.line, 1)),
        }
    }
    for (federation, line, count) in federations {
        let ranked = records
            .ranking_methods
            .iter()
            .any(|method| method.value.0.is_empty() || method.value.0 == federation);
        let missing = if ranked {
            ""
        } else {
            " (TRF-26 asks for record 172 with them)"
        };
        warnings.at(
            line,
            1,
            format!(
                "{count} national rating record(s) of {federation}{missing} are not kept: the tie-breaks use FIDE ratings"
            ),
        );
    }
}

/// `062` and `072` are written anew from the players: a count that differs is only noted.
fn counts(records: &Records, players: usize, warnings: &mut Warnings) {
    let rated = records
        .players
        .iter()
        .filter(|p| p.rating.is_some())
        .count();
    for (stated, actual, what) in [
        (&records.player_count, players, "players"),
        (&records.rated_count, rated, "rated players"),
    ] {
        if let Some(stated) = stated
            && stated.value as usize != actual
        {
            warnings.at(
                stated.line,
                stated.column,
                format!(
                    "the file says {} {what} but has {actual}: the count is written anew",
                    stated.value
                ),
            );
        }
    }
}

/// A forfeit written with the colour `-` (older files): the game was not played, so its
/// colours count for nothing (Dutch F2; C.04.2 3.4), but the tournament keeps a White
/// and a Black for every pairing. The player opposite a colour given takes the other one;
/// else the lower starting rank is White (in Double-Swiss, in game 1).
fn resolve_forfeit_colours(players: &mut [PlayerRecord], games: usize) {
    for index in 0..players.len() {
        for column in 0..players[index].entries.len() {
            let entry = players[index].entries[column];
            let Some(opponent) = entry.opponent.filter(|_| entry.colour.is_none()) else {
                continue;
            };
            let tpn = players[index].tpn;
            let theirs = players
                .get(opponent as usize - 1)
                .and_then(|p| p.entries.get(column))
                .filter(|e| e.opponent == Some(tpn))
                .and_then(|e| e.colour);
            let by_rank = if (tpn < opponent) == (column % games == 0) {
                Colour::White
            } else {
                Colour::Black
            };
            players[index].entries[column].colour = Some(theirs.map_or(by_rank, Colour::opposite));
        }
    }
}

/// Players from the 001 records, which must be numbered 1, 2, 3, ... without gaps. A
/// file without any (a template made before registration) is a tournament without
/// players.
fn players(records: &Records, problems: &mut Problems, warnings: &mut Warnings) -> Vec<Player> {
    let mut by_tpn: BTreeMap<Tpn, &PlayerRecord> = BTreeMap::new();
    for record in &records.players {
        if let Some(first) = by_tpn.insert(record.tpn, record) {
            problems.push(TrfError::at(
                record.line,
                5,
                TrfErrorKind::Inconsistent(format!(
                    "starting rank {} is also used on line {}",
                    record.tpn, first.line
                )),
            ));
        }
    }
    let mut players = Vec::new();
    let mut fide_ids: BTreeMap<u64, &PlayerRecord> = BTreeMap::new();
    let mut previous = 0;
    for (&tpn, record) in &by_tpn {
        if tpn != previous + 1 {
            let missing = if tpn == previous + 2 {
                format!("starting rank {} is missing", previous + 1)
            } else {
                format!("starting ranks {} to {} are missing", previous + 1, tpn - 1)
            };
            problems.push(TrfError::at(
                record.line,
                5,
                TrfErrorKind::Inconsistent(format!(
                    "starting rank {tpn} follows {previous}: {missing}"
                )),
            ));
        }
        previous = tpn;
        let plays = |record: &PlayerRecord| record.entries.iter().any(|e| e.opponent.is_some());
        let mut fide_id = record.fide_id;
        if let Some(id) = record.fide_id
            && let Some(&first) = fide_ids.get(&id)
            && records.team.is_some()
            && !plays(record)
        {
            // A team's roster may list a player twice (registered for two teams): the
            // entry that never plays keeps no FIDE id.
            warnings.at(
                record.line,
                58,
                format!(
                    "FIDE id {id} is also player {}'s (line {}), and player {tpn} plays no game: the FIDE id is left out of this entry",
                    first.tpn, first.line
                ),
            );
            fide_id = None;
        } else if let Some(id) = record.fide_id
            && let Some(first) = fide_ids.insert(id, record)
        {
            problems.push(TrfError::at(
                record.line,
                58,
                TrfErrorKind::Inconsistent(format!(
                    "FIDE id {id} is also player {}'s (line {}): a player entered twice?",
                    first.tpn, first.line
                )),
            ));
        }
        players.push(Player {
            tpn,
            name: record.name.clone(),
            fide_id,
            rating: record.rating,
            title: record.title,
            federation: record.federation.clone(),
            sex: record.sex,
            birth_date: record.birth_date.clone(),
            ..Player::new("", None)
        });
    }
    players
}

/// `142`/`XXR`; without either, the last round the player records or the round dates
/// (`132`) show.
fn rounds_planned(
    records: &Records,
    in_file: u32,
    warnings: &mut Warnings,
) -> Result<u32, TrfError> {
    match (&records.rounds, &records.rounds_extension) {
        (Some(a), Some(b)) if a.value != b.value => Err(TrfError::at(
            b.line,
            b.column,
            TrfErrorKind::Inconsistent(format!(
                "XXR says {} rounds but record 142 (line {}) says {}",
                b.value, a.line, a.value
            )),
        )),
        (Some(stated), _) | (None, Some(stated)) => check_rounds(stated.value)
            .map(|()| stated.value)
            .map_err(|problem| {
                TrfError::at(
                    stated.line,
                    stated.column,
                    TrfErrorKind::Inconsistent(problem.to_string()),
                )
            }),
        (None, None) => {
            warnings.whole_file(format!(
                "the file does not say how many rounds the tournament has (record 142 or XXR); taken as {in_file}, the last round the player records or the round dates show"
            ));
            Ok(in_file)
        }
    }
}

/// Without a start or an end date, two-digit years are read as 1950-2049.
const DEFAULT_REFERENCE_YEAR: u32 = 2000;

/// The year two-digit years of record 132 are read near: the year of the start date
/// (042), else of the end date (052).
pub(crate) fn reference_year(start_date: Option<&str>, end_date: Option<&str>) -> u32 {
    start_date
        .or(end_date)
        .and_then(|date| date.get(..4)?.parse().ok())
        .unwrap_or(DEFAULT_REFERENCE_YEAR)
}

/// The hundred years two-digit years are read as: from 50 before `reference` on (a
/// round is played within days of the start, never decades away).
pub(crate) fn two_digit_years(reference: u32) -> RangeInclusive<u32> {
    let first = reference.saturating_sub(50);
    first..=first + 99
}

/// The year ending in `two_digits` among [`two_digit_years`].
fn full_year(reference: u32, two_digits: u32) -> u32 {
    let first = *two_digit_years(reference).start();
    first + (two_digits + 100 - first % 100) % 100
}

/// `132`: one date per round. In Double-Swiss a round is a match: its date stands under
/// both games, and the two must agree. Rounds with dates follow each other without gaps.
fn round_dates(
    records: &Records,
    games: usize,
    rounds_planned: u32,
) -> Result<Vec<String>, TrfError> {
    let Some(record) = &records.round_dates else {
        return Ok(Vec::new());
    };
    let reference = reference_year(
        records.start_date.as_ref().map(|d| d.value.as_str()),
        records.end_date.as_ref().map(|d| d.value.as_str()),
    );
    let at = |column: usize, kind| TrfError::at(record.line, column, kind);
    let show = |date: Option<ShortDate>| date.map_or("blank".to_string(), |d| d.to_string());
    let mut dates: Vec<(usize, String)> = Vec::new();
    let mut undated: Option<(usize, usize)> = None;
    for round in 1..=record.dates.len().div_ceil(games) {
        let blocks: Vec<(usize, Option<ShortDate>)> = (0..games)
            .map(|game| {
                let index = (round - 1) * games + game;
                record
                    .dates
                    .get(index)
                    .copied()
                    .unwrap_or((92 + 10 * index, None))
            })
            .collect();
        let (column, date) = blocks[0];
        if let Some(&(other_column, other)) = blocks.iter().find(|(_, d)| *d != date) {
            return Err(at(
                other_column,
                TrfErrorKind::Inconsistent(format!(
                    "Double-Swiss round {round} is one match, but record 132 gives its games the dates {} and {}: the match's date stands under both games",
                    show(date),
                    show(other)
                )),
            ));
        }
        let Some(ShortDate {
            year: two_digits,
            month,
            day,
        }) = date
        else {
            undated.get_or_insert((round, column));
            continue;
        };
        if let Some((round, column)) = undated {
            return Err(at(
                column,
                TrfErrorKind::Missing(format!(
                    "the date of round {round} (record 132 has dates for later rounds)"
                )),
            ));
        }
        let year = full_year(reference, two_digits);
        if !is_calendar_date(year, month, day) {
            return Err(at(
                column,
                TrfErrorKind::Malformed {
                    field: "round date",
                    found: show(date),
                    expected: "a day that exists, YY/MM/DD",
                },
            ));
        }
        dates.push((column, format!("{year:04}-{month:02}-{day:02}")));
    }
    let iso: Vec<String> = dates.iter().map(|(_, date)| date.clone()).collect();
    if let Some((index, message)) = round_date_problems(&iso, rounds_planned).into_iter().next() {
        return Err(at(dates[index].0, TrfErrorKind::Inconsistent(message)));
    }
    Ok(iso)
}

/// The `162` points, applied to the system's defaults. W counts for wins, forfeit wins
/// and (per game) full-point byes; D for draws and (per game) half-point byes; A for
/// forfeit losses and zero-point byes; P for the pairing-allocated bye, by default a win
/// (one game) or a win and a draw (Double-Swiss, C.04.5 1.4).
fn scoring(
    records: &Records,
    system: PairingSystem,
    warnings: &mut Warnings,
) -> Result<Scoring, TrfError> {
    let games = system.games_per_pairing() as i32;
    let mut scoring = Scoring::fide_default(system);
    let mut pairing_bye = None;
    let per_round = |p: Points| Points::from_tenths(p.tenths() * games);
    let mut given: BTreeMap<char, &Located<(char, Points)>> = BTreeMap::new();
    for located in &records.scoring {
        let (letter, points) = located.value;
        if let Some(first) = given.insert(letter, located)
            && first.value.1 != points
        {
            return Err(TrfError::at(
                located.line,
                located.column,
                TrfErrorKind::Inconsistent(format!(
                    "the points for {letter} are {points} here but {} on line {}",
                    first.value.1, first.line
                )),
            ));
        }
        match letter {
            'W' => {
                scoring.win = points;
                scoring.forfeit_win = points;
                scoring.full_bye = per_round(points);
            }
            'D' => {
                scoring.draw = points;
                scoring.half_bye = per_round(points);
            }
            'L' => scoring.loss = points,
            'A' => {
                scoring.forfeit_loss = points;
                scoring.zero_bye = per_round(points);
            }
            'P' => pairing_bye = Some(points),
            _ => warnings.at(
                located.line,
                located.column,
                "162 X (points for unknown results) is not used: every result must be known to pair",
            ),
        }
    }
    scoring.pairing_bye = pairing_bye.unwrap_or_else(|| default_pairing_bye(system, &scoring));
    Ok(scoring)
}

pub(crate) fn default_pairing_bye(system: PairingSystem, scoring: &Scoring) -> Points {
    match system {
        PairingSystem::DoubleSwiss => scoring.win + scoring.draw,
        PairingSystem::Dutch
        | PairingSystem::Dubov
        | PairingSystem::Burstein
        | PairingSystem::RoundRobin => scoring.win,
    }
}

/// `152` or `XXC`; without either, the colour the highest-ranked player paired in round 1
/// had (TRF-26 152), or before round 1 White, with a warning: the colour is drawn by lot
/// (C.04.2 Art. 5), so the file's silence is no choice.
fn initial_colour(
    records: &Records,
    slots: &[Vec<Slot>],
    warnings: &mut Warnings,
) -> Result<Colour, TrfError> {
    match (&records.initial_colour, &records.initial_colour_extension) {
        (Some(a), Some(b)) if a.value != b.value => Err(TrfError::at(
            b.line,
            b.column,
            TrfErrorKind::Inconsistent(format!(
                "XXC gives player 1 {} but record 152 (line {}) says {}",
                b.value.name(),
                a.line,
                a.value.name()
            )),
        )),
        (Some(stated), _) | (None, Some(stated)) => Ok(stated.value),
        (None, None) => Ok(slots
            .iter()
            .find_map(|player| match player.first() {
                Some(Slot::Paired { colour, .. }) => Some(*colour),
                _ => None,
            })
            .unwrap_or_else(|| {
                warnings.whole_file(
                    "the file does not say the colour player 1 gets in round 1 (record 152 or XXC): White is assumed; it is drawn by lot before round 1, so set the colour drawn (arbiter settings FILE --initial-colour black)",
                );
                Colour::White
            })),
    }
}

/// The entry (one-game systems) or the two blocks (Double-Swiss) of round `round`
/// (0-based) of `player`.
/// In a team file a player's round without an opponent is his team's business: `U`
/// (and the older `0000 - +`) is his team's pairing-allocated bye when record 320 gives
/// it the bye, or without a 320 when none of its players has a game in the round (the
/// team scores it, the player nothing); otherwise, as `F`, a board the other team left
/// empty, won unplayed (as Sharly-Chess and Swiss-Manager write it). `0000 - -` or a
/// blank is a player left out of the line-up. Returns the rounds of the `U`s read as
/// the team's bye, by player: the team reader gives the bye to their team when no 320
/// does.
fn team_player_slots(
    records: &Records,
    team: &super::records::TeamLines,
    slots: &mut [Vec<Slot>],
    warnings: &mut Warnings,
) -> Vec<(Tpn, u32)> {
    let byes_of_320 = super::team_reader::pairing_byes_by_round(team);
    let rosters = super::team_reader::rosters(team);
    let team_of = |tpn: Tpn| {
        rosters
            .iter()
            .position(|roster| roster.contains(&tpn))
            .map(|index| index as u32 + 1)
    };
    let plays = |team: Option<u32>, round: usize| {
        records
            .players
            .iter()
            .zip(slots.iter())
            .any(|(record, player_slots)| {
                team.is_some()
                    && team_of(record.tpn) == team
                    && matches!(player_slots.get(round), Some(Slot::Paired { .. }))
            })
    };
    let mut changes = Vec::new();
    for (record, player_slots) in records.players.iter().zip(slots.iter()) {
        for (round, slot) in player_slots.iter().enumerate() {
            let change = match slot {
                Slot::Bye(ByeKind::Pairing) => {
                    let team = team_of(record.tpn);
                    let pairing_bye = match byes_of_320.is_empty() {
                        true => !plays(team, round),
                        false => {
                            team.is_some() && byes_of_320.get(round).copied().flatten() == team
                        }
                    };
                    if let Some(entry) = record.entries.get(round).filter(|e| e.old_bye) {
                        old_bye_read(record, entry, team, pairing_bye, warnings);
                    }
                    match pairing_bye {
                        true => Slot::None,
                        false => Slot::Bye(ByeKind::Full),
                    }
                }
                Slot::Bye(ByeKind::Absent) => Slot::None,
                _ => continue,
            };
            changes.push((record.tpn, round, change));
        }
    }
    let mut pairing_byes = Vec::new();
    for (tpn, round, change) in changes {
        if matches!(change, Slot::None)
            && matches!(slots[tpn as usize - 1][round], Slot::Bye(ByeKind::Pairing))
        {
            pairing_byes.push((tpn, round as u32 + 1));
        }
        slots[tpn as usize - 1][round] = change;
    }
    pairing_byes
}

/// Says how a team file's `0000 - +` (the pairing-allocated bye of files before
/// TRF-16) of `record` was read: as the bye of the player's team, or as a board the other
/// team left empty, won unplayed.
fn old_bye_read(
    record: &PlayerRecord,
    entry: &Entry,
    team: Option<u32>,
    team_bye: bool,
    warnings: &mut Warnings,
) {
    let (reading, what) = match (team_bye, team) {
        (true, Some(team)) => (
            "old bye as team bye",
            format!("team {team}'s pairing-allocated bye"),
        ),
        (false, Some(team)) => (
            "old bye as board won unplayed",
            format!(
                "a board won unplayed in team {team}'s match (the other team left the board empty)"
            ),
        ),
        (_, None) => (
            "old bye of no team",
            "a bye of a player on no team's roster".to_string(),
        ),
    };
    warnings.recurring(reading, record.line, entry.column + 7, || {
        format!("\"0000 - +\" (the bye of files before TRF-16) is read as {what}")
    });
}

fn slot(player: &PlayerRecord, round: u32, games: usize) -> Result<Slot, TrfError> {
    let first_column = round as usize * games;
    let blocks: Vec<Entry> = (first_column..first_column + games)
        .map(|i| {
            player.entries.get(i).copied().unwrap_or(Entry {
                column: 92 + 10 * i,
                opponent: None,
                colour: None,
                code: Code::Blank,
                old_bye: false,
            })
        })
        .collect();
    let problem = |entry: &Entry, message: String| {
        Err(TrfError::at(
            player.line,
            entry.column,
            TrfErrorKind::Inconsistent(message),
        ))
    };
    let first = blocks[0];
    if blocks.iter().all(Entry::is_blank) {
        return Ok(Slot::None);
    }
    if let Some(blank) = blocks.iter().find(|b| b.is_blank()) {
        return problem(
            blank,
            format!(
                "Double-Swiss round {} has two blocks (game 1 and game 2); this one is empty",
                round + 1
            ),
        );
    }
    match first.opponent {
        None => {
            if let Some(other) = blocks
                .iter()
                .find(|b| b.code != first.code || b.opponent.is_some())
            {
                return problem(
                    other,
                    format!(
                        "a bye in Double-Swiss round {} fills both blocks with the same code",
                        round + 1
                    ),
                );
            }
            let kind = match first.code {
                Code::Bye(kind) => kind,
                _ => ByeKind::Absent,
            };
            Ok(Slot::Bye(kind))
        }
        Some(opponent) => {
            let colour = first
                .colour
                .expect("an entry with an opponent has a colour");
            for (index, block) in blocks.iter().enumerate().skip(1) {
                let expected = if index % 2 == 0 {
                    colour
                } else {
                    colour.opposite()
                };
                if block.opponent != Some(opponent) || block.colour != Some(expected) {
                    return problem(
                        block,
                        format!(
                            "game {} of a Double-Swiss match is against the same opponent ({opponent}) with the other colour ({})",
                            index + 1,
                            expected.letter()
                        ),
                    );
                }
            }
            Ok(Slot::Paired {
                opponent,
                colour,
                codes: blocks.iter().map(|b| b.code).collect(),
                column: first.column,
            })
        }
    }
}

/// The pairings and byes of round `round` (column block `index`). Two records that
/// disagree about a game only so far as a result can be read from them (a draw on one
/// side, a loss on the other: `1/2-0`) are read so, with a warning.
fn round_from_slots(
    records: &[PlayerRecord],
    slots: &[Vec<Slot>],
    (round, index): (u32, usize),
    (problems, warnings): (&mut Problems, &mut Warnings),
    troubled: &mut BTreeSet<Tpn>,
) -> Round {
    let mut pairings = Vec::new();
    let mut byes = Vec::new();
    let player_count = records.len() as u32;
    for (record, player_slots) in records.iter().zip(slots) {
        let tpn = record.tpn;
        match &player_slots[index] {
            Slot::None => {}
            Slot::Bye(kind) => byes.push(Bye {
                player: tpn,
                kind: *kind,
            }),
            Slot::Paired {
                opponent,
                colour,
                codes,
                column,
            } => {
                let pairing = (|| -> Result<Option<Pairing>, TrfError> {
                    let problem = |message: String| {
                        TrfError::at(record.line, *column, TrfErrorKind::Inconsistent(message))
                    };
                    if *opponent == tpn {
                        return Err(problem(format!(
                            "round {round}: player {tpn} is given himself as the opponent"
                        )));
                    }
                    if *opponent > player_count {
                        return Err(problem(format!(
                            "round {round}: there is no opponent {opponent} (starting ranks are 1 to {player_count})"
                        )));
                    }
                    let opponent_slot = &slots[(*opponent - 1) as usize][index];
                    let Slot::Paired {
                        opponent: back,
                        colour: their_colour,
                        codes: their_codes,
                        ..
                    } = opponent_slot
                    else {
                        return Err(problem(format!(
                            "round {round}: player {tpn} meets {opponent}, but player {opponent} has no game in that round"
                        )));
                    };
                    if *back != tpn {
                        return Err(problem(format!(
                            "round {round}: player {tpn} meets {opponent}, but player {opponent} meets {back}"
                        )));
                    }
                    if *their_colour == *colour {
                        if tpn > *opponent {
                            return Ok(None);
                        }
                        return Err(problem(format!(
                            "round {round}: players {tpn} and {opponent} both have {}",
                            colour.name()
                        )));
                    }
                    if *colour == Colour::Black {
                        return Ok(None);
                    }
                    let games = codes
                    .iter()
                    .zip(their_codes)
                    .enumerate()
                    .map(|(game, (&mine, &theirs))| {
                        // Each game's result in its own colours: colours alternate (4.4).
                        let (white, black, white_tpn, black_tpn) = if game % 2 == 0 {
                            (mine, theirs, tpn, *opponent)
                        } else {
                            (theirs, mine, *opponent, tpn)
                        };
                        let game_name = if codes.len() > 1 { format!(" game {}", game + 1) } else { String::new() };
                        let result = game_result(white, black).ok_or_else(|| {
                            problem(format!(
                                "round {round}{game_name}: the results of {white_tpn} ({}) and {black_tpn} ({}) contradict each other",
                                white.symbol(),
                                black.symbol()
                            ))
                        })?;
                        if let GameResult::Played { white: w, black: b, .. } = result
                            && (w, b) != (Outcome::Win, Outcome::Loss)
                            && (w, b) != (Outcome::Loss, Outcome::Win)
                            && (w, b) != (Outcome::Draw, Outcome::Draw)
                        {
                            warnings.at(
                                record.line,
                                *column,
                                format!(
                                    "round {round}{game_name}: player {white_tpn} has {} and player {black_tpn} {}: read as {result}, a result that is not a win, a loss or a draw for both (as after a penalty); if one of the two records is wrong, correct the game",
                                    white.symbol(),
                                    black.symbol()
                                ),
                            );
                        }
                        Ok(result)
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                    Ok(Some(Pairing {
                        board: 0,
                        white: tpn,
                        black: *opponent,
                        games,
                    }))
                })();
                match pairing {
                    Ok(Some(pairing)) => pairings.push(pairing),
                    Ok(None) => {}
                    Err(error) => {
                        problems.push(error);
                        troubled.extend([tpn, *opponent]);
                    }
                }
            }
        }
    }
    byes.sort_by_key(|bye| (bye.kind != ByeKind::Pairing, bye.player));
    Round {
        number: round,
        pairings,
        byes,
    }
}

/// One game from the codes of its White and its Black.
fn game_result(white: Code, black: Code) -> Option<GameResult> {
    let outcome = |p: PlayedPoints| match p {
        PlayedPoints::Win => Outcome::Win,
        PlayedPoints::Draw => Outcome::Draw,
        PlayedPoints::Loss => Outcome::Loss,
    };
    match (white, black) {
        (Code::Blank, Code::Blank) => Some(GameResult::Pending),
        (
            Code::Played {
                points: w,
                rated: white_rated,
            },
            Code::Played {
                points: b,
                rated: black_rated,
            },
        ) if white_rated == black_rated => GameResult::played(outcome(w), outcome(b), white_rated),
        (Code::ForfeitWin, Code::ForfeitLoss) => Some(GameResult::Forfeit {
            winner: Some(Colour::White),
        }),
        (Code::ForfeitLoss, Code::ForfeitWin) => Some(GameResult::Forfeit {
            winner: Some(Colour::Black),
        }),
        (Code::ForfeitLoss, Code::ForfeitLoss) => Some(GameResult::Forfeit { winner: None }),
        _ => None,
    }
}

/// TRF has no board numbers. Boards are numbered in the order every Swiss engine lists
/// them ([`board_order`]: the score of the higher player, then the sum of both scores,
/// then the higher player's rank (TPN)), by the pairing scores before the round: the
/// points, adjustments included, and the virtual points of an acceleration.
fn number_boards(tournament: &mut Tournament) {
    let virtual_points = crate::model::acceleration::virtual_points(tournament);
    for index in 0..tournament.rounds.len() {
        let number = tournament.rounds[index].number;
        let scores = tournament.scores_after(number - 1);
        let member = |tpn: Tpn| PairMember {
            score: crate::model::score_of(&scores, tpn) + virtual_points.of(tpn, number),
            rank: tpn as usize,
        };
        let pairings = &mut tournament.rounds[index].pairings;
        pairings.sort_by_cached_key(|p| board_order(member(p.white), member(p.black)));
        for (board, pairing) in (1..).zip(pairings.iter_mut()) {
            pairing.board = board;
        }
    }
}

/// Requested byes (H, F, Z in the rounds, columns after the last paired round, and 240
/// records) and withdrawals: a `0000 - -` in a column after the last paired round
/// withdraws the player from that round; blank columns after a player's last entry in
/// the paired rounds are the withdrawal when the file withdraws the player after them
/// (as arbiter writes it) or no round is left to pair. Otherwise the editions differ:
/// by the rules of 1992-2006 (and 1997) a player absent without notice has withdrawn
/// (Dutch F8), while TRF-26 under the rules of 2026 reads a blank only as "not
/// paired": the player was absent and is paired in the next round (as bbpPairings
/// does); either way with a warning. A withdrawn player asks for no bye (the writer leaves such
/// requests out, as another program would give the bye), so a file that says both is
/// refused. In a team competition a blank is a player left out of the line-up.
fn requested_byes_and_withdrawals(
    tournament: &mut Tournament,
    records: &Records,
    slots: &[Vec<Slot>],
    rounds_in_file: u32,
    problems: &mut Problems,
    warnings: &mut Warnings,
) {
    let games = tournament.games_per_pairing();
    let rounds_left = rounds_in_file < tournament.rounds_planned;
    let edition = tournament.editions.pairing;
    // Players whose blank last rounds only the edition reads: (player, first blank round).
    let mut unannounced: Vec<(Tpn, u32)> = Vec::new();
    let mut first_line = None;
    let tournament_system = tournament.system;
    // Where each request is: (player, round, line, column).
    let mut requests = Vec::new();
    for (record, player_slots) in records.players.iter().zip(slots) {
        let player = tournament
            .player_mut(record.tpn)
            .expect("players were built from these records");
        let mut last_entry = None;
        for (round, slot) in (1..).zip(player_slots) {
            match slot {
                Slot::None => continue,
                Slot::Bye(ByeKind::Absent) if round > rounds_in_file => {
                    player.withdrawn_from.get_or_insert(round);
                }
                // A round robin's zero-point byes are its free rounds (C.05 Annex 1): its
                // schedule has no byes to ask for.
                Slot::Bye(_) if tournament_system == PairingSystem::RoundRobin => {}
                Slot::Bye(kind) => {
                    if let Ok(requested) = RequestedByeKind::try_from(*kind) {
                        player.byes.push(RequestedBye {
                            round,
                            kind: requested,
                        });
                        let column = 92 + 10 * games * (round as usize - 1);
                        requests.push((record.tpn, round, record.line, column));
                    }
                }
                Slot::Paired { .. } => {}
            }
            if round <= rounds_in_file {
                last_entry = Some(round);
            }
        }
        // A team's player without a game was not in the line-up: no withdrawal.
        if let Some(last) = last_entry
            && last < rounds_in_file
            && records.team.is_none()
        {
            let announced = player.withdrawn_from;
            if announced.is_none() && rounds_left {
                unannounced.push((record.tpn, last + 1));
                first_line.get_or_insert(record.line);
                if edition != PairingEdition::Rules2026 {
                    player.withdrawn_from = Some(last + 1);
                }
            } else {
                player.withdrawn_from = Some(announced.map_or(last + 1, |w| w.min(last + 1)));
            }
        }
    }
    if let Some(line) = first_line {
        let players: Vec<String> = unannounced
            .iter()
            .map(|(tpn, from)| format!("{tpn} (from round {from})"))
            .collect();
        let (who, them, they_are) = if players.len() == 1 {
            (
                format!("player {} has", players[0]),
                "the player",
                "the player is",
            )
        } else {
            (
                format!("players {} have", players.join(", ")),
                "them",
                "they are",
            )
        };
        let next = rounds_in_file + 1;
        let reading = if edition == PairingEdition::Rules2026 {
            // Not paired: absent from those rounds, and paired again.
            for &(tpn, from) in &unannounced {
                for round in &mut tournament.rounds[(from - 1) as usize..] {
                    round.byes.push(Bye {
                        player: tpn,
                        kind: ByeKind::Absent,
                    });
                    round
                        .byes
                        .sort_by_key(|bye| (bye.kind != ByeKind::Pairing, bye.player));
                }
            }
            format!(
                "TRF-26 reads a blank as not paired, so under the rules of 2026 {they_are} absent there and paired in round {next}, as bbpPairings does (withdraw a player who has left)"
            )
        } else {
            format!(
                "read as withdrawn from that round on (absent without notice: Dutch rules of 1992-2006 F8), so {they_are} not paired in round {next} (reinstate a player who plays on)"
            )
        };
        warnings.at(
            line,
            92,
            format!(
                "{who} no entry in the last paired rounds and the file does not withdraw {them} (0000 - - in round {next}): {reading}"
            ),
        );
    }
    for record in &records.byes {
        if record.round > tournament.rounds_planned {
            problems.push(TrfError::at(
                record.line,
                7,
                TrfErrorKind::Inconsistent(format!(
                    "round {} does not exist (the tournament has {} rounds)",
                    record.round, tournament.rounds_planned
                )),
            ));
            continue;
        }
        for &(tpn, column) in &record.players {
            let problem = |message: String| {
                TrfError::at(record.line, column, TrfErrorKind::Inconsistent(message))
            };
            let Some(player) = tournament.player_mut(tpn) else {
                problems.push(problem(format!("there is no player {tpn}")));
                continue;
            };
            match player.requested_bye(record.round) {
                Some(kind) if kind == record.kind => {}
                Some(_) => problems.push(problem(format!(
                    "player {tpn} has another bye in round {}",
                    record.round
                ))),
                None if record.round <= rounds_in_file => problems.push(problem(format!(
                    "round {} is paired and player {tpn} did not get this bye in it",
                    record.round
                ))),
                None => {
                    player.byes.push(RequestedBye {
                        round: record.round,
                        kind: record.kind,
                    });
                    requests.push((tpn, record.round, record.line, column));
                }
            }
        }
    }
    // The file cannot say both: a TRF shows no request of a withdrawn player.
    for (tpn, round, line, column) in requests {
        if let Some(from) = tournament.player(tpn).and_then(|p| p.withdrawn_from)
            && round >= from
        {
            problems.push(TrfError::at(
                line,
                column,
                TrfErrorKind::Inconsistent(format!(
                    "player {tpn} asks for a bye in round {round} but has withdrawn from round {from} on"
                )),
            ));
        }
    }
    for player in &mut tournament.players {
        player.byes.sort_by_key(|b| b.round);
    }
}

/// `260`: every two players of a record must not meet. The model forbids a pair for the
/// whole tournament, so a record must cover every round.
fn forbidden_pairs(tournament: &mut Tournament, records: &Records, problems: &mut Problems) {
    let planned = tournament.rounds_planned;
    for record in &records.forbidden {
        let ((first, first_column), (last, last_column)) = (record.first_round, record.last_round);
        if first != 1 || last < planned {
            let column = if first != 1 {
                first_column
            } else {
                last_column
            };
            problems.push(TrfError::at(
                record.line,
                column,
                TrfErrorKind::Unsupported(format!(
                    "a forbidden pair for rounds {first}-{last} only (a pair is forbidden for the whole tournament, rounds 1-{planned})"
                )),
            ));
            continue;
        }
        let unknown: Vec<TrfError> = record
            .players
            .iter()
            .filter(|(tpn, _)| tournament.player(*tpn).is_none())
            .map(|&(tpn, column)| {
                TrfError::at(
                    record.line,
                    column,
                    TrfErrorKind::Inconsistent(format!("there is no player {tpn}")),
                )
            })
            .collect();
        if !unknown.is_empty() {
            unknown.into_iter().for_each(|e| problems.push(e));
            continue;
        }
        for &(a, _) in &record.players {
            let player = tournament.player_mut(a).expect("checked above");
            player
                .forbidden
                .extend(record.players.iter().map(|&(b, _)| b).filter(|&b| b != a));
            player.forbidden.sort_unstable();
            player.forbidden.dedup();
        }
    }
}

/// `299`: one adjustment per player and round (two records for the same player and
/// round add up). A penalty or bonus (a blank type) for every round is one adjustment in
/// each round of the tournament, which counts as each round is paired; a record without
/// players is for every player. A record with a result type scores each of the
/// player's results of that type (in its round, or in every round) with its points
/// instead of the scoring's: the difference is the adjustment.
fn point_adjustments(
    tournament: &mut Tournament,
    records: &Records,
    problems: &mut Problems,
    warnings: &mut Warnings,
) {
    let planned = tournament.rounds_planned;
    for record in &records.adjustments {
        let rounds: Vec<u32> = match record.round {
            Some((round, column)) if round > planned => {
                problems.push(TrfError::at(
                    record.line,
                    column,
                    TrfErrorKind::Inconsistent(format!(
                        "record 299 is for round {round} but the tournament has {planned} rounds"
                    )),
                ));
                continue;
            }
            Some((round, _)) => vec![round],
            None if record.result.is_some() => (1..=planned).collect(),
            None => {
                warnings.at(
                    record.line,
                    20,
                    format!(
                        "record 299 for every round: read as {} in each of the {planned} rounds",
                        record.points
                    ),
                );
                (1..=planned).collect()
            }
        };
        let players: Vec<(Tpn, usize)> = if record.players.is_empty() {
            tournament.players.iter().map(|p| (p.tpn, 24)).collect()
        } else {
            record.players.clone()
        };
        for (tpn, column) in players {
            if tournament.player(tpn).is_none() {
                problems.push(TrfError::at(
                    record.line,
                    column,
                    TrfErrorKind::Inconsistent(format!("there is no player {tpn}")),
                ));
                continue;
            }
            let changes: Vec<(u32, Points)> = rounds
                .iter()
                .filter_map(|&round| match record.result {
                    None => Some((round, record.points)),
                    Some(result) => assigned_change(tournament, tpn, round, result, record.points)
                        .map(|change| (round, change)),
                })
                .collect();
            if let (Some(result), true) = (record.result, changes.is_empty()) {
                let rounds = match record.round {
                    Some((round, _)) => format!("in round {round}"),
                    None => "in any round".to_string(),
                };
                problems.push(TrfError::at(
                    record.line,
                    5,
                    TrfErrorKind::Inconsistent(format!(
                        "record 299 scores {result} of player {tpn}, who has none {rounds}"
                    )),
                ));
            }
            let Some(player) = tournament.player_mut(tpn) else {
                continue;
            };
            // A typed record giving a result its usual points changes nothing.
            for (round, change) in changes.into_iter().filter(|&(_, c)| c != Points::ZERO) {
                // Two records for one round are one adjustment, typed if both are alike.
                let (points, result) = match player.adjustments.iter().find(|a| a.round == round) {
                    None => (change, record.result),
                    Some(earlier) if earlier.result == record.result => {
                        (earlier.points + change, record.result)
                    }
                    Some(earlier) => {
                        warnings.at(
                            record.line,
                            5,
                            format!(
                                "record 299: player {tpn}'s points of round {round} are adjusted by another record of another type too: kept as one adjustment without a type"
                            ),
                        );
                        (earlier.points + change, None)
                    }
                };
                player.adjustments.retain(|a| a.round != round);
                if points != Points::ZERO {
                    player.adjustments.push(PointAdjustment {
                        round,
                        points,
                        result,
                    });
                }
                player.adjustments.sort_by_key(|a| a.round);
                if let Err(problem) = crate::model::validate::check_adjustment(points) {
                    problems.push(TrfError::at(
                        record.line,
                        14,
                        TrfErrorKind::Inconsistent(format!(
                            "player {tpn}, round {round}: {problem}"
                        )),
                    ));
                }
            }
        }
    }
}

/// What a typed `299` record changes in the points `tpn` scores in `round`: each of his
/// results there of type `result` scores `points` instead of what the scoring gives it
/// (a Double-Swiss match may have two); `None` when he has no such result there.
fn assigned_change(
    tournament: &Tournament,
    tpn: Tpn,
    round: u32,
    result: AdjustedResult,
    points: Points,
) -> Option<Points> {
    let scored = scored_as(tournament, tpn, round, result);
    (!scored.is_empty()).then(|| scored.into_iter().map(|scored| points - scored).sum())
}

/// What the scoring gives each of the results of type `result` that `tpn` has in
/// `round` (none, one, or two in a Double-Swiss match), as a typed `299` record reads
/// and writes them.
pub(super) fn scored_as(
    tournament: &Tournament,
    tpn: Tpn,
    round: u32,
    result: AdjustedResult,
) -> Vec<Points> {
    let Some(round) = tournament.round(round) else {
        return Vec::new();
    };
    match result {
        AdjustedResult::Bye(kind) => (round.bye_of(tpn) == Some(ByeKind::from(kind)))
            .then(|| tournament.scoring.bye(ByeKind::from(kind)))
            .into_iter()
            .collect(),
        AdjustedResult::Played(_) | AdjustedResult::Forfeit { .. } => round
            .pairing_of(tpn)
            .map(|pairing| {
                pairing
                    .results_for(tpn)
                    .filter(|&game| result.is(game))
                    .map(|game| tournament.scoring.white_points(game))
                    .collect()
            })
            .unwrap_or_default(),
    }
}

/// The players whose points column does not agree with the results and the scoring. It
/// may count a bye announced for a round not paired yet: JaVaFo, bbpPairings and arbiter
/// write it so, and bbpPairings requires it; a file that leaves it out agrees too. A
/// column of 0.0 for every player (left unfilled by its program) is read with a warning.
fn check_points(
    tournament: &Tournament,
    records: &[&PlayerRecord],
    warnings: &mut Warnings,
) -> Vec<Mismatch> {
    let scores = tournament.scores();
    let given: Vec<(&PlayerRecord, Points, usize)> = records
        .iter()
        .filter_map(|&r| r.points.map(|(points, column)| (r, points, column)))
        .collect();
    let unfilled = given.iter().all(|(_, points, _)| *points == Points::ZERO);
    if unfilled && scores.iter().any(|s| *s != Points::ZERO) {
        if let Some((record, _, column)) = given.first() {
            warnings.at(
                record.line,
                *column,
                "the points column is 0.0 for every player (not filled in): the points are computed from the results",
            );
        }
        return Vec::new();
    }
    let mut mismatches = Vec::new();
    for (record, stated, column) in given {
        let computed = crate::model::score_of(&scores, record.tpn);
        if stated == computed {
            continue;
        }
        match points_column_extras(tournament, record.tpn)
            .into_iter()
            .find(|&(_, extra)| stated == computed + extra)
        {
            Some((PointsColumnExtra::VirtualPoints, accelerated)) => {
                warnings.recurring("points with virtual points", record.line, column, || {
                    format!(
                        "player {} has {stated} points in columns 81-84: {computed} from the results and {accelerated} virtual points (read as bbpPairings reads them)",
                        record.tpn
                    )
                });
                continue;
            }
            Some(_) => continue,
            None => {}
        }
        mismatches.push(Mismatch {
            tpn: record.tpn,
            line: record.line,
            column,
            stated,
            computed,
        });
    }
    mismatches
}
