//! Tournament to TRF text, in one canonical layout a [`Dialect`] (see the module
//! documentation of [`super`]): a file in this layout reads back and writes out byte for
//! byte the same.

use std::collections::BTreeSet;

use super::errors::TrfWriteError;
use super::reader::{
    date_of_editions, default_pairing_bye, reference_year, scored_as, system_code, two_digit_years,
};
use super::records::{Code, IMPORTED_PAIRING_CONTROLLER, PlayedPoints};
use crate::model::validate::{iso_date, round_date_parts};
use crate::model::{
    Acceleration, ByeKind, Colour, Editions, GameResult, Outcome, PairingEdition, PairingSystem,
    Player, PointAdjustment, Points, Round, Tournament, Tpn,
};

/// Lines end with CR LF: the TRF asks for a CR at the end of each line, and the LF keeps
/// the file readable everywhere.
const LINE_END: &str = "\r\n";

/// The records a TRF is written with: TRF-26 for the programs of today, or the records
/// an older reader needs (`arbiter trf export --dialect`). Every dialect has the records
/// of TRF-16 (`012`-`132`, `001`, with the requested byes and withdrawals of the next
/// round in the player columns).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Dialect {
    /// TRF-26: also 142 rounds, 152 initial colour, 162 scoring, 182 pairing program,
    /// 192 system, 202 and 212 tie-breaks, 222 time control, 240 byes, 250 virtual points,
    /// 260 forbidden pairs, 299 penalties and bonuses.
    #[default]
    Trf26,
    /// TRF-16 alone, for programs that read nothing newer.
    Trf16,
    /// TRF-16 and JaVaFo's records: XXR rounds, XXC initial colour, XXS scoring, XXA
    /// virtual points, XXP forbidden pairs; the byes by JaVaFo's codes (`0000 - +` for U
    /// and F, `=` for H, `-` for Z).
    Javafo,
    /// The TRF-26 records with bbpPairings' XXR, XXC and XXA (virtual points) in place of
    /// 250: what bbpPairings 5 and 6 and JaVaFo read alike.
    Bbp,
}

impl Dialect {
    /// Whether the records TRF-26 added (142-299) are written.
    fn has_trf26_records(self) -> bool {
        matches!(self, Dialect::Trf26 | Dialect::Bbp)
    }

    /// Whether the engines' records `XXR`, `XXC` and `XXA` are written.
    fn has_engine_records(self) -> bool {
        matches!(self, Dialect::Javafo | Dialect::Bbp)
    }

    /// The code a round's entry is written with. JaVaFo's TRF(x) (JaVaFo's advanced user
    /// manual, release 1.4) has no bye letters, and JaVaFo 1.4 reads an `U`, `F`, `H` or
    /// `Z` as `-`, an absence scoring nothing: there `0000 - +` is the bye of the odd
    /// player out (a full-point bye too: a point without playing), `0000 - =` the half-point
    /// bye and `0000 - -` an absence (the zero-point bye). arbiter reads these back as the
    /// pairing-allocated, half-point and absence entries they mean.
    fn written_code(self, code: Code) -> Code {
        match (self, code) {
            (Dialect::Javafo, Code::Bye(ByeKind::Pairing | ByeKind::Full)) => Code::ForfeitWin,
            (Dialect::Javafo, Code::Bye(ByeKind::Half)) => Code::Played {
                points: PlayedPoints::Draw,
                rated: true,
            },
            (Dialect::Javafo, Code::Bye(ByeKind::Zero)) => Code::ForfeitLoss,
            _ => code,
        }
    }
}

/// Writes `tournament` as a TRF-26 file.
pub fn write(tournament: &Tournament) -> Result<String, TrfWriteError> {
    write_dialect(tournament, Dialect::Trf26)
}

/// Writes `tournament` as a TRF with the records of `dialect`.
pub fn write_dialect(tournament: &Tournament, dialect: Dialect) -> Result<String, TrfWriteError> {
    if tournament.teams.is_some() && dialect != Dialect::Trf26 {
        return Err(TrfWriteError::TeamDialect);
    }
    if tournament.players.len() > super::MAX_PLAYERS as usize {
        return Err(TrfWriteError::TooManyPlayers(tournament.players.len()));
    }
    if let Some(round) = tournament
        .rounds
        .iter()
        .rev()
        .take_while(|round| {
            round.pairings.is_empty()
                && !round.byes.iter().any(|b| b.kind == ByeKind::Pairing)
                && !has_team_matches(tournament, round.number)
        })
        .last()
    {
        return Err(TrfWriteError::RoundWithoutGames(round.number));
    }
    let mut lines = Vec::new();
    let info = &tournament.info;
    lines.push(format!("012 {}", info.name));
    optional(&mut lines, "022", &info.city);
    optional(&mut lines, "032", &info.federation);
    if let Some(date) = &info.start_date {
        lines.push(format!("042 {}", trf_date("start date", date)?));
    }
    if let Some(date) = &info.end_date {
        lines.push(format!("052 {}", trf_date("end date", date)?));
    }
    lines.push(format!("062 {}", tournament.players.len()));
    let rated = tournament
        .players
        .iter()
        .filter(|p| p.rating.is_some())
        .count();
    lines.push(format!("072 {rated}"));
    if let Some(chief) = &info.chief_arbiter {
        lines.push(format!("102 {chief}"));
    }
    for deputy in &info.deputy_arbiters {
        lines.push(format!("112 {deputy}"));
    }
    optional(&mut lines, "122", &info.time_control);
    if let Some(line) = round_dates_line(tournament)? {
        lines.push(line);
    }
    if dialect.has_trf26_records() {
        lines.extend(trf26_lines(tournament, dialect)?);
    }
    if dialect.has_engine_records() {
        lines.push(format!("XXR {}", tournament.rounds_planned));
        lines.push(format!(
            "XXC {}",
            match tournament.initial_colour {
                Colour::White => "white1",
                Colour::Black => "black1",
            }
        ));
        lines.extend(acceleration_lines(tournament));
    }
    if dialect == Dialect::Javafo {
        lines.extend(javafo_scoring_line(tournament)?);
        lines.extend(javafo_forbidden_lines(tournament));
    }
    let scores: Vec<Points> = tournament.scores();
    let ranks = ranks(tournament);
    for ((player, &score), &rank) in tournament.players.iter().zip(&scores).zip(&ranks) {
        // The points column counts a bye already announced for the next round, as JaVaFo
        // and bbpPairings write it and as bbpPairings requires it (it refuses a file whose
        // points do not add up to every entry of the line); the rank is the standings'.
        let announced = announced_entries(tournament, player)
            .into_iter()
            .map(|(_, code)| match code {
                Code::Bye(kind) => tournament.scoring.bye(kind),
                _ => Points::ZERO,
            })
            .fold(score, |total, points| total + points);
        lines.push(player_line(tournament, player, announced, rank, dialect)?);
    }
    if let Some(teams) = &tournament.teams {
        lines.extend(super::team_writer::team_lines(tournament, teams));
    }
    let mut text = lines.join(LINE_END);
    text.push_str(LINE_END);
    Ok(text)
}

/// Whether round `round` of a team competition has matches: the team records (300,
/// 330) name them, whether or not the player records have a game of the round.
fn has_team_matches(tournament: &Tournament, round: u32) -> bool {
    tournament
        .teams
        .as_ref()
        .and_then(|teams| teams.round(round))
        .is_some_and(|round| !round.matches.is_empty())
}

/// What record `182` (TRF-26: the pairing controller, the program making the pairings)
/// names in a file arbiter writes.
pub const PAIRING_CONTROLLER: &str = "arbiter";

/// The records TRF-26 added, `142` to `299`, in that order (`182`, `212` and `250` only
/// in TRF-26 itself: the bbpPairings dialect gives the virtual points as `XXA`, and
/// `212` repeats `202` after `PTS`).
fn trf26_lines(tournament: &Tournament, dialect: Dialect) -> Result<Vec<String>, TrfWriteError> {
    let mut lines = Vec::new();
    let info = &tournament.info;
    lines.push(format!("142 {}", tournament.rounds_planned));
    lines.push(format!(
        "152 {}",
        match tournament.initial_colour {
            Colour::White => "W",
            Colour::Black => "B",
        }
    ));
    if let Some(line) = scoring_line(tournament)? {
        lines.push(line);
    }
    let team_code = tournament
        .teams
        .as_ref()
        .map(|teams| super::team_writer::team_code(tournament, teams));
    let code = match (tournament.system, tournament.editions.pairing) {
        _ if let Some(code) = &team_code => code.as_str(),
        (PairingSystem::Dutch, PairingEdition::Rules2026) => "FIDE_DUTCH_2025",
        // Plain FIDE_DUTCH is the rules in force on the dates (TRF-26): where those are
        // of 2026, the rules of 1992-2006 are named by the code of their last amendment.
        (PairingSystem::Dutch, PairingEdition::Rules1992)
            if in_force_on_dates(tournament) == Some(PairingEdition::Rules2026) =>
        {
            "FIDE_DUTCH_2017"
        }
        // TRF-26 has no dated Dubov code: the text of 1997 where the dates say 2026.
        (PairingSystem::Dubov, PairingEdition::Rules1997)
            if in_force_on_dates(tournament) == Some(PairingEdition::Rules2026) =>
        {
            "FIDE_DUBOV_1997"
        }
        _ => system_code(tournament),
    };
    let baku = match tournament.acceleration {
        Acceleration::Baku => "_BAKU",
        Acceleration::None => "",
    };
    if dialect == Dialect::Trf26 {
        lines.push(format!("182 {PAIRING_CONTROLLER}"));
        if let Some(earlier) = &info.imported_pairing_controller {
            lines.push(format!("{IMPORTED_PAIRING_CONTROLLER} {earlier}"));
        }
    }
    lines.push(format!("192 {code}{baku}"));
    let codes: Vec<String> = match &tournament.teams {
        Some(teams) => teams.tiebreaks.iter().map(|t| t.code()).collect(),
        None => tournament.tiebreaks.iter().map(|t| t.code()).collect(),
    };
    if !codes.is_empty() {
        lines.push(format!("202 {}", codes.join(",")));
        // 212, the order of the standings: the points, then the tie-breaks of 202.
        if dialect == Dialect::Trf26 && tournament.teams.is_none() {
            lines.push(format!("212 PTS,{}", codes.join(",")));
        }
    }
    optional(&mut lines, "222", &info.time_control_code);
    lines.extend(bye_lines(tournament));
    // A team Swiss's acceleration is the Baku method of its 192 code: the players'
    // virtual points are no team's (record 250 would name teams).
    if dialect == Dialect::Trf26 && tournament.teams.is_none() {
        lines.extend(accelerated_rounds_lines(tournament));
    }
    lines.extend(forbidden_lines(tournament));
    lines.extend(adjustment_lines(tournament));
    Ok(lines)
}

/// The edition of the system's rules in force on the date a reader takes the editions
/// from ([`date_of_editions`]), if the tournament has a date.
fn in_force_on_dates(tournament: &Tournament) -> Option<PairingEdition> {
    let info = &tournament.info;
    let date = date_of_editions(
        info.start_date.as_deref(),
        info.end_date.as_deref(),
        info.round_dates.first().map(|d| round_date_parts(d).0),
    )?;
    Some(Editions::in_force(tournament.system, date).pairing)
}

/// The rank column of each player, by starting rank: the place in the standings after
/// the rounds in the file, by points and then the tournament's tie-breaks (players
/// still tied share it), as the rating officer reads it.
fn ranks(tournament: &Tournament) -> Vec<u32> {
    let standings = crate::standings::standings_after(tournament, tournament.rounds_paired());
    let mut ranks = vec![0; tournament.players.len()];
    for row in &standings.rows {
        if let Some(rank) = ranks.get_mut((row.tpn - 1) as usize) {
            *rank = row.rank;
        }
    }
    ranks
}

/// `XXA` (bbpPairings): every player's virtual points, round 1 first, up to the last
/// round with any (the Baku method's written out too, so that any program pairs by the
/// same groups); starting rank in columns 5-8, then four columns a round from column 10.
fn acceleration_lines(tournament: &Tournament) -> Vec<String> {
    let virtual_points = crate::model::acceleration::virtual_points(tournament);
    let mut lines = Vec::new();
    for player in &tournament.players {
        let rounds: Vec<Points> = (1..=tournament.rounds_planned)
            .map(|round| virtual_points.of(player.tpn, round))
            .collect();
        let Some(last) = rounds.iter().rposition(|&v| v != Points::ZERO) else {
            continue;
        };
        let fields: Vec<String> = rounds[..=last]
            .iter()
            .map(|&v| format!("{:>4}", points_text(v)))
            .collect();
        lines.push(format!("XXA {:>4} {}", player.tpn, fields.join(" ")));
    }
    lines
}

/// `250` (TRF-26): the virtual points, one record for each run of consecutive rounds
/// with the same points and run of consecutive starting ranks with that same run (the
/// Baku method's written out too, as for `XXA`); by first round, then first player. The
/// points in columns 10-13 (5-8, the match points, are a team competition's), the rounds
/// in 15-17 and 19-21, the players in 23-26 and 28-31.
fn accelerated_rounds_lines(tournament: &Tournament) -> Vec<String> {
    let virtual_points = crate::model::acceleration::virtual_points(tournament);
    /// First and last round, points, first and last player.
    type Record = (u32, u32, Points, Tpn, Tpn);
    let mut records: Vec<Record> = Vec::new();
    for player in &tournament.players {
        let mut runs: Vec<(u32, u32, Points)> = Vec::new();
        for round in 1..=tournament.rounds_planned {
            let points = virtual_points.of(player.tpn, round);
            match runs.last_mut() {
                _ if points == Points::ZERO => {}
                Some((_, last, run)) if *last + 1 == round && *run == points => *last = round,
                _ => runs.push((round, round, points)),
            }
        }
        for (first, last, points) in runs {
            let same_rounds =
                |r: &&mut Record| (r.0, r.1, r.2) == (first, last, points) && r.4 + 1 == player.tpn;
            match records.iter_mut().find(same_rounds) {
                Some(record) => record.4 = player.tpn,
                None => records.push((first, last, points, player.tpn, player.tpn)),
            }
        }
    }
    records.sort_by_key(|&(first, last, _, player, _)| (first, player, last));
    records
        .into_iter()
        .map(|(first, last, points, from, to)| {
            format!(
                "250      {:>4} {first:03} {last:03} {from:04} {to:04}",
                points_text(points)
            )
        })
        .collect()
}

/// JaVaFo's `XXS` for the values of the scoring that differ from the defaults (as `162`
/// in TRF-26): `W` (wins, forfeit wins, full-point byes), `D` (draws, half-point byes),
/// `WL`/`BL` (losses), `FL`/`ZPB` (forfeit losses, zero-point byes), `PAB`.
fn javafo_scoring_line(tournament: &Tournament) -> Result<Option<String>, TrfWriteError> {
    let elements = scoring_elements(tournament)?;
    if elements.is_empty() {
        return Ok(None);
    }
    let codes = |letter| match letter {
        'W' => &["W"][..],
        'D' => &["D"][..],
        'L' => &["WL", "BL"][..],
        'A' => &["FL", "ZPB"][..],
        _ => &["PAB"][..],
    };
    let text: Vec<String> = elements
        .into_iter()
        .flat_map(|(letter, value)| {
            codes(letter)
                .iter()
                .map(move |code| format!("{code}={}", points_text(value)))
        })
        .collect();
    Ok(Some(format!("XXS {}", text.join(" "))))
}

/// JaVaFo's `XXP`: the forbidden pairs, grouped as in `260` (JaVaFo forbids them in
/// every round, as the tournament does).
fn javafo_forbidden_lines(tournament: &Tournament) -> Vec<String> {
    forbidden_groups(tournament)
        .into_iter()
        .map(|group| {
            let players: Vec<String> = group.iter().map(|tpn| format!("{tpn:>4}")).collect();
            format!("XXP {}", players.join(" "))
        })
        .collect()
}

fn optional(lines: &mut Vec<String>, code: &str, value: &Option<String>) {
    if let Some(value) = value {
        lines.push(format!("{code} {value}"));
    }
}

/// ISO `YYYY-MM-DD` as `YYYY/MM/DD`.
fn trf_date(field: &'static str, date: &str) -> Result<String, TrfWriteError> {
    let parts: Vec<&str> = date.split('-').collect();
    match parts.as_slice() {
        [y, m, d]
            if y.len() == 4
                && m.len() == 2
                && d.len() == 2
                && parts.iter().all(|p| p.chars().all(|c| c.is_ascii_digit())) =>
        {
            Ok(parts.join("/"))
        }
        _ => Err(TrfWriteError::Date {
            field,
            value: date.to_string(),
        }),
    }
}

/// `132`: each round's date as `YY/MM/DD` in the columns of its round in the `001`
/// records (92-99 round 1, 102-109 round 2, ...); in Double-Swiss the match's date under
/// both of its games.
fn round_dates_line(tournament: &Tournament) -> Result<Option<String>, TrfWriteError> {
    let info = &tournament.info;
    if info.round_dates.is_empty() {
        return Ok(None);
    }
    let reference = reference_year(info.start_date.as_deref(), info.end_date.as_deref());
    let games = tournament.games_per_pairing();
    let mut line = Columns::new("132");
    for (index, date) in info.round_dates.iter().enumerate() {
        let (year, month, day) =
            iso_date(round_date_parts(date).0).ok_or_else(|| TrfWriteError::Date {
                field: "round date",
                value: date.clone(),
            })?;
        let years = two_digit_years(reference);
        if !years.contains(&year) {
            return Err(TrfWriteError::RoundDateYear {
                round: index + 1,
                date: date.clone(),
                first_year: *years.start(),
                last_year: *years.end(),
            });
        }
        let text = format!("{:02}/{month:02}/{day:02}", year % 100);
        for game in 0..games {
            line.put(92 + 10 * (games * index + game), &text);
        }
    }
    Ok(Some(line.finish()))
}

/// Points as TRF writes them: one decimal (`1.0`, `11.5`).
pub(super) fn points_text(points: Points) -> String {
    let tenths = points.tenths();
    let sign = if tenths < 0 { "-" } else { "" };
    format!("{sign}{}.{}", tenths.abs() / 10, tenths.abs() % 10)
}

/// `162`, only for the values that differ from the defaults (TRF-26: the record is
/// needed only then), each letter in columns 6, 15, 24, ... with its points right-aligned
/// in the four columns after it.
fn scoring_line(tournament: &Tournament) -> Result<Option<String>, TrfWriteError> {
    let elements = scoring_elements(tournament)?;
    if elements.is_empty() {
        return Ok(None);
    }
    let mut line = Columns::new("162");
    for (index, (letter, value)) in elements.into_iter().enumerate() {
        let column = 6 + 9 * index;
        line.put(column, &letter.to_string());
        line.put_right(column + 1, column + 4, &points_text(value));
    }
    Ok(Some(line.finish()))
}

/// The letters of `162` (`W D L A P`) whose points differ from the defaults, with their
/// points; an error when the scoring gives a bye or a forfeit other points than the
/// letter it falls under.
fn scoring_elements(tournament: &Tournament) -> Result<Vec<(char, Points)>, TrfWriteError> {
    let s = &tournament.scoring;
    let games = tournament.games_per_pairing() as i32;
    let per_round = |p: Points| Points::from_tenths(p.tenths() * games);
    let check = |ok: bool, what: &str| {
        if ok {
            Ok(())
        } else {
            Err(TrfWriteError::Scoring(what.to_string()))
        }
    };
    check(
        s.forfeit_win == s.win,
        "a forfeit win must be worth a win (TRF W)",
    )?;
    check(
        s.full_bye == per_round(s.win),
        "a full-point bye must be worth a win in every game of the round (TRF W)",
    )?;
    check(
        s.half_bye == per_round(s.draw),
        "a half-point bye must be worth a draw in every game of the round (TRF D)",
    )?;
    check(
        s.zero_bye == per_round(s.forfeit_loss),
        "a zero-point bye must be worth a forfeit loss in every game of the round (TRF A)",
    )?;
    let defaults = crate::model::Scoring::fide_default(tournament.system);
    let mut elements = Vec::new();
    for (letter, value, default) in [
        ('W', s.win, defaults.win),
        ('D', s.draw, defaults.draw),
        ('L', s.loss, defaults.loss),
        ('A', s.forfeit_loss, defaults.forfeit_loss),
        (
            'P',
            s.pairing_bye,
            default_pairing_bye(tournament.system, s),
        ),
    ] {
        if value != default {
            elements.push((letter, value));
        }
    }
    Ok(elements)
}

/// The players or teams with a bye, by round and TRF letter of its kind.
pub(super) type ByeGroups = std::collections::BTreeMap<(u32, char), Vec<u32>>;

/// `240` for every requested bye of a round not yet paired: one record per round and
/// kind (F, H, Z), players in TPN order.
fn bye_lines(tournament: &Tournament) -> Vec<String> {
    let paired = tournament.rounds_paired();
    let mut groups = ByeGroups::default();
    for player in &tournament.players {
        for bye in player.byes.iter().filter(|b| b.round > paired) {
            if player.is_active_in(bye.round) {
                groups
                    .entry((bye.round, ByeKind::from(bye.kind).trf_letter()))
                    .or_default()
                    .push(player.tpn);
            }
        }
    }
    bye_records(groups)
}

/// The `240` records of the byes of each round and kind (TRF-26: the type in column 5,
/// the round in 7-9, the players or teams from 11 on, one per five columns), in round
/// order, F before H before Z.
pub(super) fn bye_records(groups: ByeGroups) -> Vec<String> {
    groups
        .into_iter()
        .map(|((round, letter), numbers)| {
            let mut line = format!("240 {letter} {round:03}");
            for number in numbers {
                line.push_str(&format!(" {number:>4}"));
            }
            line
        })
        .collect()
}

/// `299` (TRF-26) for the adjustments of the points: one record per round, type and
/// number of points, players in TPN order; the type in column 5, the points in columns
/// 14-17, the round in 20-22, the players from 24 on, one per five columns.
fn adjustment_lines(tournament: &Tournament) -> Vec<String> {
    let mut groups: std::collections::BTreeMap<(u32, char, Points), Vec<Tpn>> = Default::default();
    for player in &tournament.players {
        for adjustment in &player.adjustments {
            let (letter, points) = adjustment_record(tournament, player.tpn, adjustment);
            groups
                .entry((adjustment.round, letter, points))
                .or_default()
                .push(player.tpn);
        }
    }
    groups
        .into_iter()
        .map(|((round, letter, points), players)| {
            let mut line = Columns::new("299");
            line.put(5, &letter.to_string());
            line.put_right(14, 17, &points_text(points));
            line.put(20, &format!("{round:03}"));
            for (index, tpn) in players.into_iter().enumerate() {
                line.put_right(24 + 5 * index, 27 + 5 * index, &tpn.to_string());
            }
            line.finish()
        })
        .collect()
}

/// The type and points of the `299` record of `adjustment`: a penalty or a bonus (a blank
/// type) is its points; an adjustment read as other points for a result is written back
/// so, the points that result scores with it, while the player has that result in the
/// round (else, the result having been corrected since, as a bonus or penalty).
fn adjustment_record(
    tournament: &Tournament,
    tpn: Tpn,
    adjustment: &PointAdjustment,
) -> (char, Points) {
    let typed = adjustment.result.and_then(|result| {
        let scored = scored_as(tournament, tpn, adjustment.round, result);
        let results = i32::try_from(scored.len()).ok().filter(|&n| n > 0)?;
        let each = adjustment.points.tenths();
        (each % results == 0).then(|| {
            (
                result.trf_letter(),
                scored[0] + Points::from_tenths(each / results),
            )
        })
    });
    typed.unwrap_or((' ', adjustment.points))
}

/// `260` for every forbidden pair, for the whole tournament (see [`forbidden_groups`]).
fn forbidden_lines(tournament: &Tournament) -> Vec<String> {
    forbidden_groups(tournament)
        .into_iter()
        .map(|group| {
            let mut line = format!("260 001 {:03}", tournament.rounds_planned);
            for tpn in group {
                line.push_str(&format!(" {tpn:>4}"));
            }
            line
        })
        .collect()
}

/// The forbidden pairs in groups: starting from the lowest TPN, a group takes in every
/// further player forbidden to meet all of its members, so a family of three is one
/// group.
fn forbidden_groups(tournament: &Tournament) -> Vec<Vec<Tpn>> {
    let forbidden = |a: Tpn, b: Tpn| {
        tournament
            .player(a)
            .is_some_and(|p| p.forbidden.contains(&b))
            || tournament
                .player(b)
                .is_some_and(|p| p.forbidden.contains(&a))
    };
    let mut uncovered: BTreeSet<(Tpn, Tpn)> = BTreeSet::new();
    for player in &tournament.players {
        for &other in &player.forbidden {
            uncovered.insert((player.tpn.min(other), player.tpn.max(other)));
        }
    }
    let mut groups = Vec::new();
    while let Some(&(a, b)) = uncovered.iter().next() {
        let mut group = vec![a, b];
        for candidate in b + 1..=tournament.players.len() as Tpn {
            if group.iter().all(|&member| forbidden(member, candidate)) {
                group.push(candidate);
            }
        }
        for (i, &x) in group.iter().enumerate() {
            for &y in &group[i + 1..] {
                uncovered.remove(&(x.min(y), x.max(y)));
            }
        }
        groups.push(group);
    }
    groups
}

/// A line being laid out in fixed columns.
pub(super) struct Columns(Vec<char>);

impl Columns {
    pub(super) fn new(code: &str) -> Columns {
        Columns(code.chars().collect())
    }

    /// Writes `text` from 1-based `column` on.
    pub(super) fn put(&mut self, column: usize, text: &str) {
        for (offset, c) in text.chars().enumerate() {
            let index = column - 1 + offset;
            if self.0.len() <= index {
                self.0.resize(index + 1, ' ');
            }
            self.0[index] = c;
        }
    }

    /// Writes `text` right-aligned to end at column `to` (it starts at `from` or later).
    pub(super) fn put_right(&mut self, from: usize, to: usize, text: &str) {
        let width = text.chars().count();
        self.put((to + 1 - width).max(from), text);
    }

    pub(super) fn finish(self) -> String {
        self.0
            .into_iter()
            .collect::<String>()
            .trim_end()
            .to_string()
    }
}

fn field_error(
    player: &Player,
    field: &'static str,
    value: &str,
    reason: &'static str,
) -> TrfWriteError {
    TrfWriteError::Field {
        tpn: player.tpn,
        field,
        value: value.to_string(),
        reason,
    }
}

/// Columns of the name field of the `001` record (15-47).
const NAME_COLUMNS: usize = 33;

/// What a TRF [`write`] makes cannot say as the tournament has it, a warning each: a name
/// cut to the name field's 33 columns (naming the player and what the file holds), and
/// a round whose games are not all played yet: TRF-26 has no result code for a game
/// not played yet, so its result column is left blank, which the text reads as a
/// zero-point bye (TRF-26, result codes: "(blank) Equivalent to Z") and bbpPairings
/// refuses beside an opponent.
pub fn write_warnings(tournament: &Tournament) -> Vec<String> {
    let cut_names = tournament.players.iter().filter_map(|player| {
        let length = player.name.chars().count();
        (length > NAME_COLUMNS).then(|| {
            let kept: String = player.name.chars().take(NAME_COLUMNS).collect();
            format!(
                "player {}'s name has {length} characters; the TRF name field holds {NAME_COLUMNS}: written as {kept:?}",
                player.tpn
            )
        })
    });
    let rounds_in_play = tournament.rounds.iter().filter_map(|round| {
        let pending = round
            .pairings
            .iter()
            .filter(|pairing| pairing.games.iter().any(|game| game.is_pending()))
            .count();
        (pending > 0).then(|| {
            format!(
                "round {}: {pending} board(s) without a result, written with a blank result column (TRF-26 has no code for a game not played yet; other programs read it as a zero-point bye or refuse the file): export once the round's results are in",
                round.number
            )
        })
    });
    cut_names.chain(rounds_in_play).collect()
}

/// The `001` record (column layout in [`super::records`]). Names longer than the 33
/// columns of the name field are cut, as every TRF writer must ([`write_warnings`] warns).
fn player_line(
    tournament: &Tournament,
    player: &Player,
    score: Points,
    rank: u32,
    dialect: Dialect,
) -> Result<String, TrfWriteError> {
    let mut line = Columns::new("001");
    line.put_right(5, 8, &player.tpn.to_string());
    if let Some(sex) = player.sex {
        line.put(10, &sex.trf_letter().to_string());
    }
    if let Some(title) = player.title {
        line.put_right(11, 13, title.code());
    }
    let name: String = player.name.chars().take(NAME_COLUMNS).collect();
    line.put(15, &name);
    if let Some(rating) = player.rating {
        line.put_right(49, 52, &rating.to_string());
    }
    if let Some(federation) = &player.federation {
        if federation.chars().count() > 3 {
            return Err(field_error(
                player,
                "federation",
                federation,
                "three letters at most",
            ));
        }
        line.put(54, federation);
    }
    if let Some(id) = player.fide_id {
        let text = id.to_string();
        if text.len() > 11 {
            return Err(field_error(
                player,
                "FIDE id",
                &text,
                "eleven digits at most",
            ));
        }
        line.put_right(58, 68, &text);
    }
    if let Some(date) = &player.birth_date {
        line.put(70, &birth_date(player, date)?);
    }
    line.put_right(81, 84, &points_text(score));
    line.put_right(86, 89, &rank.to_string());
    let games = tournament.games_per_pairing();
    for (index, round) in tournament.rounds.iter().enumerate() {
        // A withdrawn player absent from a paired round is written blank there: blank
        // columns after the last entry are the withdrawal to a reader, while a
        // `0000 - -` is an absence and the withdrawal would read back from a later round.
        if !player.is_active_in(round.number) && round.bye_of(player.tpn) == Some(ByeKind::Absent) {
            continue;
        }
        let first_column = 92 + 10 * games * index;
        for (game, entry) in round_entries(round, player.tpn, games)
            .into_iter()
            .enumerate()
        {
            if let Some((opponent, colour, code)) = entry {
                let code = dialect.written_code(code);
                put_entry(&mut line, first_column + 10 * game, opponent, colour, code);
            }
        }
    }
    for (round, code) in announced_entries(tournament, player) {
        let first_column = 92 + 10 * games * (round as usize - 1);
        for game in 0..games {
            put_entry(
                &mut line,
                first_column + 10 * game,
                0,
                '-',
                dialect.written_code(code),
            );
        }
    }
    Ok(line.finish())
}

fn put_entry(line: &mut Columns, column: usize, opponent: Tpn, colour: char, code: Code) {
    // Opponents right-aligned, `0000` for none.
    let opponent = if opponent == 0 {
        "0000".to_string()
    } else {
        opponent.to_string()
    };
    line.put_right(column, column + 3, &opponent);
    line.put(column + 5, &colour.to_string());
    line.put(column + 7, &code.symbol().to_string());
}

/// `YYYY`, `YYYY-MM`, `YYYY-MM-DD` as `YYYY/MM/DD` with `00` for what is unknown.
fn birth_date(player: &Player, date: &str) -> Result<String, TrfWriteError> {
    let parts: Vec<&str> = date.split('-').collect();
    let digits = |s: &str, len: usize| s.len() == len && s.chars().all(|c| c.is_ascii_digit());
    match parts.as_slice() {
        [y] if digits(y, 4) => Ok(format!("{y}/00/00")),
        [y, m] if digits(y, 4) && digits(m, 2) => Ok(format!("{y}/{m}/00")),
        [y, m, d] if digits(y, 4) && digits(m, 2) && digits(d, 2) => Ok(format!("{y}/{m}/{d}")),
        _ => Err(field_error(
            player,
            "birth date",
            date,
            "YYYY, YYYY-MM or YYYY-MM-DD",
        )),
    }
}

/// The entry of each game block of `tpn` in `round`: opponent (0 for none), colour
/// letter and result code; `None` for a player not in the round.
fn round_entries(round: &Round, tpn: Tpn, games: usize) -> Vec<Option<(Tpn, char, Code)>> {
    if let Some(pairing) = round.pairing_of(tpn) {
        let opponent = pairing.opponent_of(tpn).expect("the pairing involves tpn");
        return pairing
            .results_for(tpn)
            .enumerate()
            .map(|(game, result)| {
                let colour = pairing
                    .colour_in_game(tpn, game)
                    .unwrap_or(Colour::Black)
                    .letter();
                Some((opponent, colour, code_of(result)))
            })
            .collect();
    }
    let entry = round.bye_of(tpn).map(|kind| {
        let code = match kind {
            ByeKind::Absent => Code::ForfeitLoss,
            kind => Code::Bye(kind),
        };
        (0, '-', code)
    });
    vec![entry; games]
}

/// The code of a result seen from the player's side (as if the player were White).
fn code_of(result: GameResult) -> Code {
    let points = |o: Outcome| match o {
        Outcome::Win => PlayedPoints::Win,
        Outcome::Draw => PlayedPoints::Draw,
        Outcome::Loss => PlayedPoints::Loss,
    };
    match result {
        GameResult::Pending => Code::Blank,
        GameResult::Played { white, rated, .. } => Code::Played {
            points: points(white),
            rated,
        },
        GameResult::Forfeit {
            winner: Some(Colour::White),
        } => Code::ForfeitWin,
        GameResult::Forfeit { .. } => Code::ForfeitLoss,
    }
}

/// What the columns after the paired rounds announce, so that JaVaFo and bbpPairings pair
/// exactly the players this program would: `0000 - -` for a withdrawn player (a blank
/// column only means "not paired" to them, and they would pair the player) in the next
/// round, or in the round of a withdrawal announced for later; and the requested bye of
/// the next round (`0000 - H`, `F`, `Z`: JaVaFo does not read the `240` records, which
/// are written as well). Columns further ahead would stop bbpPairings.
fn announced_entries(tournament: &Tournament, player: &Player) -> Vec<(u32, Code)> {
    let next = tournament.rounds_paired() + 1;
    let mut entries = Vec::new();
    if player.is_active_in(next)
        && let Some(kind) = player.requested_bye(next)
    {
        entries.push((next, Code::Bye(kind.into())));
    }
    if let Some(from) = player.withdrawn_from {
        entries.push((from.max(next), Code::ForfeitLoss));
    }
    entries.retain(|&(round, _)| round <= tournament.rounds_planned);
    entries
}
