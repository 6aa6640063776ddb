//! Records to tournament: the players, the rounds with their pairings and byes, the
//! requested byes, withdrawals and forbidden pairs.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use super::errors::{TrfError, TrfErrorKind, TrfWarning};
use super::records::{
    Code, Entry, Located, PlayedPoints, PlayerRecord, Records, ShortDate, read_records,
};
use crate::model::validate::{is_calendar_date, round_date_problems, validate};
use crate::model::{
    Bye, ByeKind, Colour, Editions, GameResult, Outcome, Pairing, PairingSystem, Player, Points,
    RequestedBye, RequestedByeKind, Round, Scoring, Tournament, TournamentInfo, Tpn,
    default_tiebreaks,
};

/// A tournament read from a TRF, with what in the file was not kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfImport {
    pub tournament: Tournament,
    pub warnings: Vec<TrfWarning>,
}

/// Reads a TRF. `system` is the pairing system to use when the file has no `192` record;
/// when it has one, the two must agree.
pub fn read(text: &str, system: Option<PairingSystem>) -> Result<TrfImport, TrfError> {
    let records = read_records(text)?;
    build(records, system)
}

/// The text of a TRF file's bytes: UTF-8, or, for files from older programs that are not
/// valid UTF-8, Latin-1 (ISO 8859-1).
pub fn decode(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_string(),
        Err(_) => bytes.iter().map(|&b| char::from(b)).collect(),
    }
}

/// The `192` codes of the TRF-26 tournament type table this program pairs. Every Dutch
/// edition is read as the Dutch system this program implements (the 1992-2006 rules).
fn system_from_code(code: &str) -> Result<PairingSystem, String> {
    match code.to_ascii_uppercase().as_str() {
        "FIDE_DOUBLESWISS" => Ok(PairingSystem::DoubleSwiss),
        "FIDE_DUTCH" | "FIDE_DUTCH_2017" | "FIDE_DUTCH_2025" | "FIDE_DUTCH_2026" => {
            Ok(PairingSystem::Dutch)
        }
        "FIDE_DUBOV" => Ok(PairingSystem::Dubov),
        other if other.ends_with("_BAKU") => {
            Err(format!("the tournament type {code} (Baku acceleration)"))
        }
        _ => Err(format!("the tournament type {code}")),
    }
}

/// The `192` code written for each system.
pub(crate) fn system_code(system: PairingSystem) -> &'static str {
    match system {
        PairingSystem::DoubleSwiss => "FIDE_DOUBLESWISS",
        PairingSystem::Dutch => "FIDE_DUTCH",
        PairingSystem::Dubov => "FIDE_DUBOV",
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

fn build(mut records: Records, system: Option<PairingSystem>) -> Result<TrfImport, TrfError> {
    let mut warnings = records.warnings.clone();
    let system = pairing_system(&records, system)?;
    let games = system.games_per_pairing();
    let players = players(&records)?;
    // From here on, record i is the player with TPN i + 1.
    records.players.sort_by_key(|r| r.tpn);
    let count = players.len() as u32;
    if let Some(stated) = &records.player_count
        && stated.value != count
    {
        return Err(TrfError::at(
            stated.line,
            stated.column,
            TrfErrorKind::Inconsistent(format!(
                "record 062 says {} players but the file has {count} 001 records",
                stated.value
            )),
        ));
    }
    let rated = records
        .players
        .iter()
        .filter(|p| p.rating.is_some())
        .count() as u32;
    if let Some(stated) = &records.rated_count
        && stated.value != rated
    {
        warnings.push(TrfWarning {
            line: stated.line,
            message: format!(
                "record 072 says {} rated players but {rated} players have a rating; the count is written anew",
                stated.value
            ),
        });
    }

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
                .rposition(|e| e.opponent.is_some() || e.code == Code::PairingBye)
        })
        .max()
        .map_or(0, |last| last + 1);
    let rounds_in_file = paired_columns.div_ceil(games) as u32;
    let announced_rounds = columns.div_ceil(games) as u32;
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
        });
    }

    let slots: Vec<Vec<Slot>> = records
        .players
        .iter()
        .map(|p| {
            (0..announced_rounds)
                .map(|r| slot(p, r, games))
                .collect::<Result<_, _>>()
        })
        .collect::<Result<_, _>>()?;

    let scoring = scoring(&records, system, &mut warnings)?;
    let mut tournament = Tournament {
        info: TournamentInfo {
            name: match &records.name {
                Some(name) if !name.value.is_empty() => name.value.clone(),
                _ => {
                    warnings.push(TrfWarning {
                        line: 1,
                        message: "the file has no tournament name (record 012); it is called \"Unnamed tournament\"".into(),
                    });
                    "Unnamed tournament".into()
                }
            },
            city: records.city.clone(),
            federation: records.federation.clone(),
            start_date: records.start_date.as_ref().map(|d| d.value.clone()),
            end_date: records.end_date.as_ref().map(|d| d.value.clone()),
            chief_arbiter: records.chief_arbiter.clone(),
            deputy_arbiters: records.deputy_arbiters.clone(),
            time_control: records.time_control.clone(),
            round_dates: round_dates(&records, games, rounds_planned)?,
        },
        system,
        editions: Editions::founding(system),
        rounds_planned,
        initial_colour: initial_colour(&records, &slots)?,
        scoring,
        tiebreaks: records
            .tiebreaks
            .clone()
            .unwrap_or_else(|| default_tiebreaks(system)),
        players,
        rounds: Vec::new(),
        prizes: Vec::new(),
    };

    for round in 1..=rounds_in_file {
        let index = (round - 1) as usize;
        let built = round_from_slots(&tournament, &records.players, &slots, round, index)?;
        tournament.rounds.push(built);
    }
    requested_byes_and_withdrawals(&mut tournament, &records, &slots, rounds_in_file)?;
    forbidden_pairs(&mut tournament, &records)?;
    check_points(&tournament, &records.players)?;
    if let Some(problem) = validate(&tournament).into_iter().next() {
        return Err(TrfError::whole_file(TrfErrorKind::Inconsistent(format!(
            "the file describes an inconsistent tournament: {problem}"
        ))));
    }
    Ok(TrfImport {
        tournament,
        warnings,
    })
}

fn pairing_system(
    records: &Records,
    given: Option<PairingSystem>,
) -> Result<PairingSystem, TrfError> {
    let Some(code) = &records.system else {
        return given.ok_or_else(|| TrfError::whole_file(TrfErrorKind::NoSystem));
    };
    let at = |kind| TrfError::at(code.line, code.column, kind);
    let from_file =
        system_from_code(&code.value).map_err(|what| at(TrfErrorKind::Unsupported(what)))?;
    match given {
        Some(given) if given != from_file => Err(at(TrfErrorKind::Inconsistent(format!(
            "the file is a {from_file} tournament ({}) but {given} was asked for",
            code.value
        )))),
        _ => Ok(from_file),
    }
}

/// Players from the 001 records, which must be numbered 1, 2, 3, ... without gaps.
fn players(records: &Records) -> Result<Vec<Player>, TrfError> {
    let mut by_tpn: BTreeMap<Tpn, &PlayerRecord> = BTreeMap::new();
    for record in &records.players {
        if let Some(first) = by_tpn.insert(record.tpn, record) {
            return Err(TrfError::at(
                record.line,
                5,
                TrfErrorKind::Inconsistent(format!(
                    "starting rank {} is also used on line {}",
                    record.tpn, first.line
                )),
            ));
        }
    }
    if records.players.is_empty() {
        return Err(TrfError::whole_file(TrfErrorKind::Missing(
            "the player records (001)".into(),
        )));
    }
    let mut players = Vec::new();
    let mut fide_ids: BTreeMap<u64, &PlayerRecord> = BTreeMap::new();
    for (expected, (&tpn, record)) in (1..).zip(&by_tpn) {
        if tpn != expected {
            return Err(TrfError::at(
                record.line,
                5,
                TrfErrorKind::Inconsistent(format!(
                    "starting rank {tpn} follows {}: starting rank {expected} is missing",
                    expected - 1
                )),
            ));
        }
        if let Some(id) = record.fide_id
            && let Some(first) = fide_ids.insert(id, record)
        {
            return Err(TrfError::at(
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
            fide_id: record.fide_id,
            rating: record.rating,
            title: record.title,
            federation: record.federation.clone(),
            sex: record.sex,
            birth_date: record.birth_date.clone(),
            ..Player::new("", None)
        });
    }
    Ok(players)
}

/// `142`/`XXR`; without either, the last round the player records or the round dates
/// (`132`) show.
fn rounds_planned(
    records: &Records,
    in_file: u32,
    warnings: &mut Vec<TrfWarning>,
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
        (Some(stated), _) | (None, Some(stated)) if stated.value == 0 => Err(TrfError::at(
            stated.line,
            stated.column,
            TrfErrorKind::Malformed {
                field: "number of rounds",
                found: "0".into(),
                expected: "at least 1",
            },
        )),
        (Some(stated), _) | (None, Some(stated)) => Ok(stated.value),
        (None, None) => {
            warnings.push(TrfWarning {
                line: 1,
                message: format!(
                    "the file does not say how many rounds the tournament has (record 142 or XXR); taken as {in_file}, the last round the player records or the round dates show"
                ),
            });
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
    warnings: &mut Vec<TrfWarning>,
) -> Result<Scoring, TrfError> {
    let games = system.games_per_pairing() as i32;
    let mut scoring = Scoring::fide_default(system);
    let mut pairing_bye = None;
    let per_round = |p: Points| Points::from_tenths(p.tenths() * games);
    for Located { value, line, .. } in &records.scoring {
        let (letter, points) = *value;
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
            _ => warnings.push(TrfWarning {
                line: *line,
                message: "162 X (points for unknown results) is not used: every result must be known to pair".into(),
            }),
        }
    }
    scoring.pairing_bye = pairing_bye.unwrap_or_else(|| default_pairing_bye(system, &scoring));
    Ok(scoring)
}

pub(crate) fn default_pairing_bye(system: PairingSystem, scoring: &Scoring) -> Points {
    match system {
        PairingSystem::DoubleSwiss => scoring.win + scoring.draw,
        PairingSystem::Dutch | PairingSystem::Dubov => scoring.win,
    }
}

/// `152` or `XXC`; without either, the colour the highest-ranked player paired in round 1
/// had (TRF-26 152), or White before round 1.
fn initial_colour(records: &Records, slots: &[Vec<Slot>]) -> Result<Colour, TrfError> {
    match (&records.initial_colour, &records.initial_colour_extension) {
        (Some(a), Some(b)) if a.value != b.value => Err(TrfError::at(
            b.line,
            b.column,
            TrfErrorKind::Inconsistent(format!(
                "XXC gives player 1 {} but record 152 (line {}) says {}",
                colour_name(b.value),
                a.line,
                colour_name(a.value)
            )),
        )),
        (Some(stated), _) | (None, Some(stated)) => Ok(stated.value),
        (None, None) => Ok(slots
            .iter()
            .find_map(|player| match player.first() {
                Some(Slot::Paired { colour, .. }) => Some(*colour),
                _ => None,
            })
            .unwrap_or(Colour::White)),
    }
}

fn colour_name(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "White",
        Colour::Black => "Black",
    }
}

/// The entry (one-game systems) or the two blocks (Double-Swiss) of round `round`
/// (0-based) of `player`.
fn slot(player: &PlayerRecord, round: u32, games: usize) -> Result<Slot, TrfError> {
    let first_column = round as usize * games;
    let blocks: Vec<Entry> = (first_column..first_column + games)
        .map(|i| {
            player.entries.get(i).copied().unwrap_or(Entry {
                column: 92 + 10 * i,
                opponent: None,
                colour: None,
                code: Code::Blank,
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
                Code::PairingBye => ByeKind::Pairing,
                Code::Bye(kind) => ByeKind::from(kind),
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
                            colour_letter(expected)
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

fn colour_letter(colour: Colour) -> char {
    match colour {
        Colour::White => 'w',
        Colour::Black => 'b',
    }
}

fn round_from_slots(
    tournament: &Tournament,
    records: &[PlayerRecord],
    slots: &[Vec<Slot>],
    round: u32,
    index: usize,
) -> Result<Round, TrfError> {
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
                let problem = |message: String| {
                    TrfError::at(record.line, *column, TrfErrorKind::Inconsistent(message))
                };
                if *opponent > player_count || *opponent == tpn {
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
                    return Err(problem(format!(
                        "round {round}: players {tpn} and {opponent} both have {}",
                        colour_name(*colour)
                    )));
                }
                if *colour == Colour::Black {
                    continue;
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
                        game_result(white, black).ok_or_else(|| {
                            problem(format!(
                                "round {round}{}: the results of {white_tpn} ({}) and {black_tpn} ({}) contradict each other",
                                if codes.len() > 1 { format!(" game {}", game + 1) } else { String::new() },
                                white.symbol(),
                                black.symbol()
                            ))
                        })
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                pairings.push(Pairing {
                    board: 0,
                    white: tpn,
                    black: *opponent,
                    games,
                });
            }
        }
    }
    number_boards(tournament, round, &mut pairings);
    byes.sort_by_key(|bye| (bye.kind != ByeKind::Pairing, bye.player));
    Ok(Round {
        number: round,
        pairings,
        byes,
    })
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
        ) if white_rated == black_rated => {
            // A win only against a loss (draw-loss and loss-loss can happen, C.04.5 0).
            let impossible = |a, b| a == PlayedPoints::Win && b != PlayedPoints::Loss;
            (!impossible(w, b) && !impossible(b, w)).then_some(GameResult::Played {
                white: outcome(w),
                black: outcome(b),
                rated: white_rated,
            })
        }
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

/// TRF has no board numbers. Boards are numbered in the order of the Dutch rules F1,
/// which all three systems' pairing lists follow: the score of the higher player, then
/// the sum of both scores, then the higher player's rank (TPN), scores taken before the
/// round.
fn number_boards(tournament: &Tournament, round: u32, pairings: &mut [Pairing]) {
    let scores = tournament.scores_after(round - 1);
    let score = |tpn| crate::model::score_of(&scores, tpn);
    pairings.sort_by_cached_key(|p| {
        let (a, b) = (score(p.white), score(p.black));
        let higher = if (a, std::cmp::Reverse(p.white)) >= (b, std::cmp::Reverse(p.black)) {
            p.white
        } else {
            p.black
        };
        (
            std::cmp::Reverse(a.max(b)),
            std::cmp::Reverse(a + b),
            higher,
        )
    });
    for (board, pairing) in (1..).zip(pairings.iter_mut()) {
        pairing.board = board;
    }
}

/// Requested byes (H, F, Z in the rounds, columns after the last paired round, and 240
/// records) and withdrawals: a player with entries whose later paired rounds are all
/// blank has withdrawn (Dutch F8: absent without notice counts as withdrawn); a `0000 - -`
/// in a column after the last paired round withdraws the player from that round. A
/// withdrawn player asks for no bye (the writer leaves such requests out, as another
/// program would give the bye), so a file that says both is refused.
fn requested_byes_and_withdrawals(
    tournament: &mut Tournament,
    records: &Records,
    slots: &[Vec<Slot>],
    rounds_in_file: u32,
) -> Result<(), TrfError> {
    let games = tournament.games_per_pairing();
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
                Slot::Bye(kind) => {
                    if let Some(requested) = requested_kind(*kind) {
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
        if let Some(last) = last_entry
            && last < rounds_in_file
        {
            let from = player.withdrawn_from.map_or(last + 1, |w| w.min(last + 1));
            player.withdrawn_from = Some(from);
        }
    }
    for record in &records.byes {
        if record.round > tournament.rounds_planned {
            return Err(TrfError::at(
                record.line,
                7,
                TrfErrorKind::Inconsistent(format!(
                    "round {} does not exist (the tournament has {} rounds)",
                    record.round, tournament.rounds_planned
                )),
            ));
        }
        for &(tpn, column) in &record.players {
            let problem = |message: String| {
                TrfError::at(record.line, column, TrfErrorKind::Inconsistent(message))
            };
            let player = tournament
                .player_mut(tpn)
                .ok_or_else(|| problem(format!("there is no player {tpn}")))?;
            match player.requested_bye(record.round) {
                Some(kind) if kind == record.kind => {}
                Some(_) => {
                    return Err(problem(format!(
                        "player {tpn} has another bye in round {}",
                        record.round
                    )));
                }
                None if record.round <= rounds_in_file => {
                    return Err(problem(format!(
                        "round {} is paired and player {tpn} did not get this bye in it",
                        record.round
                    )));
                }
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
            return Err(TrfError::at(
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
    Ok(())
}

fn requested_kind(kind: ByeKind) -> Option<RequestedByeKind> {
    match kind {
        ByeKind::Half => Some(RequestedByeKind::Half),
        ByeKind::Full => Some(RequestedByeKind::Full),
        ByeKind::Zero => Some(RequestedByeKind::Zero),
        ByeKind::Pairing | ByeKind::Absent => None,
    }
}

/// `260`: every two players of a record must not meet. The model forbids a pair for the
/// whole tournament, so a record must cover every round.
fn forbidden_pairs(tournament: &mut Tournament, records: &Records) -> Result<(), TrfError> {
    let planned = tournament.rounds_planned;
    for record in &records.forbidden {
        let ((first, first_column), (last, last_column)) = (record.first_round, record.last_round);
        if first != 1 || last < planned {
            let column = if first != 1 {
                first_column
            } else {
                last_column
            };
            return Err(TrfError::at(
                record.line,
                column,
                TrfErrorKind::Unsupported(format!(
                    "a forbidden pair for rounds {first}-{last} only (a pair is forbidden for the whole tournament, rounds 1-{planned})"
                )),
            ));
        }
        for &(tpn, column) in &record.players {
            if tournament.player(tpn).is_none() {
                return Err(TrfError::at(
                    record.line,
                    column,
                    TrfErrorKind::Inconsistent(format!("there is no player {tpn}")),
                ));
            }
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
    Ok(())
}

/// The points column must agree with the results and the scoring.
fn check_points(tournament: &Tournament, records: &[PlayerRecord]) -> Result<(), TrfError> {
    let scores = tournament.scores();
    for record in records {
        let Some((stated, column)) = record.points else {
            continue;
        };
        let computed = crate::model::score_of(&scores, record.tpn);
        if stated != computed {
            return Err(TrfError::at(
                record.line,
                column,
                TrfErrorKind::Inconsistent(format!(
                    "player {} has {stated} points in columns 81-84 but {computed} from the results",
                    record.tpn
                )),
            ));
        }
    }
    Ok(())
}
