//! The team records of a team competition's TRF (TRF-26), as [`super::team_writer`]
//! writes them and other programs do: `192` the kind of competition, `202` the team
//! tie-breaks, `352` the board colours (one letter a board: the number of boards), `362`
//! the match points, `310` the teams and their rosters (TRF-16's `013` when there is no
//! `310`), `320` the pairing-allocated byes, `240` the other byes of teams (of a round
//! not paired yet: the byes a team Swiss's teams asked for), `330` the
//! matches forfeited as a whole and `300` the line-ups. The matches of each round are
//! those the individual games of the `001` records give between the teams' players; a
//! team's line-up that no `300` gives is its players with a game or a board won unplayed
//! in the round, in roster order, a board left empty opposite each board the other team
//! won unplayed (as Swiss-Manager writes its files). Every game and unplayed board must
//! be one the line-ups give, or the file is refused. Without `352` the number of boards
//! is the most a line-up fills (the shortest roster before any round), colours
//! alternating from White on board 1. `250` (virtual points of teams), `260`
//! (prohibited team pairings) and `299` (abnormal points of teams) have no place in the
//! competition: left out with a warning.

use std::collections::BTreeMap;

use super::errors::{TrfError, TrfErrorKind, Warnings};
use super::records::{Line, TEAM_FEDERATIONS, TeamLines, decimal};
use crate::model::acceleration::AccelerationError;
use crate::model::validate::MAX_ROUNDS;
use crate::model::{
    Acceleration, Bye, ByeKind, Colour, DoubleRoundRobin, MatchForfeit, MatchPoints,
    PairingEdition, Points, RequestedByeKind, Round, RoundRobin, SwissChoices, Team, TeamBye,
    TeamCompetition, TeamMatch, TeamNumber, TeamRequestedBye, TeamRound, TeamScore, TeamSystem,
    TeamTiebreak, Tournament, Tpn, colours_from_letters, set_requested_bye,
};
use crate::standings::teams::team_standings_after;

/// The lines of record `code`, in file order.
fn lines_of<'a>(records: &'a TeamLines, code: &'static str) -> impl Iterator<Item = &'a Line> {
    records
        .lines
        .iter()
        .filter(move |line| line.columns(1, 3) == code)
}

/// The records that list the teams: `310`, else TRF-16's `013`.
fn team_list(records: &TeamLines) -> (Vec<&Line>, bool) {
    let of_310: Vec<&Line> = lines_of(records, "310").collect();
    match of_310.is_empty() {
        true => (lines_of(records, "013").collect(), true),
        false => (of_310, false),
    }
}

/// The rosters of the teams, team 1 first, as far as they can be read (for the player
/// records, before the teams are read).
pub(super) fn rosters(records: &TeamLines) -> Vec<Vec<Tpn>> {
    let (lines, trf16) = team_list(records);
    lines
        .iter()
        .map(|line| {
            line.words(if trf16 { 37 } else { 73 })
                .into_iter()
                .filter_map(|(_, word)| word.parse().ok())
                .collect()
        })
        .collect()
}

/// The last round a `300` or `330` record names (0 without one): its matches are
/// paired though the player records may have no game of it (line-ups not given yet,
/// matches forfeited as a whole). A round beyond the most a tournament has is no round.
pub(super) fn last_round_of_matches(records: &TeamLines) -> u32 {
    let round_of = |code: &'static str, word: usize| {
        lines_of(records, code).filter_map(move |line| line.words(5).get(word)?.1.parse().ok())
    };
    round_of("300", 0)
        .chain(round_of("330", 1))
        .filter(|&round| round <= MAX_ROUNDS)
        .max()
        .unwrap_or(0)
}

/// The team with the pairing-allocated bye in each round by record 320 (empty without
/// one), as far as it can be read (for the player records, before the teams are read).
pub(super) fn pairing_byes_by_round(records: &TeamLines) -> Vec<Option<TeamNumber>> {
    lines_of(records, "320")
        .next()
        .map_or_else(Vec::new, |line| {
            bye_columns(line)
                .map(|column| {
                    line.columns(column, column + 2)
                        .trim()
                        .parse()
                        .ok()
                        .filter(|&team: &TeamNumber| team != 0)
                })
                .collect()
        })
}

/// The first columns of the rounds of a `320` record: 15-17 round 1, 19-21 round 2...
/// (a blank round is one without a bye, as Sharly-Chess writes it).
fn bye_columns(line: &Line) -> impl Iterator<Item = usize> {
    (15..=line.len()).step_by(4)
}

/// Reads the team records into `tournament`, whose individual rounds are read already;
/// `pairing_byes` are the players' `U`s (player, round) that are their team's
/// pairing-allocated bye.
pub(super) fn read_teams(
    records: &TeamLines,
    pairing_byes: &[(Tpn, u32)],
    tournament: &mut Tournament,
    warnings: &mut Warnings,
) -> Result<(), TrfError> {
    let (system, cycles, double) = match records.system.value.as_str() {
        "FIDE_TEAM_ROUNDROBIN" | "BERGER_TEAM_ROUNDROBIN" => {
            (TeamSystem::RoundRobin, 1, DoubleRoundRobin::Fide)
        }
        "FIDE_TEAM_DOUBLEROUNDROBIN" => (TeamSystem::RoundRobin, 2, DoubleRoundRobin::Fide),
        "BERGER_TEAM_DOUBLEROUNDROBIN" => (TeamSystem::RoundRobin, 2, DoubleRoundRobin::Berger),
        // A team Swiss: records::team_record_not_read let only its codes through.
        _ => (TeamSystem::Swiss, 1, DoubleRoundRobin::Fide),
    };
    let swiss = SwissChoices::from_code(&records.system.value);
    if system == TeamSystem::RoundRobin {
        tournament.round_robin = RoundRobin::numbered_by_hand(cycles, double);
    }
    let colours = match lines_of(records, "352").next() {
        Some(line) => Some(
            colours_from_letters(&line.rest(5))
                .map_err(|error| line.error(5, TrfErrorKind::Inconsistent(error.to_string())))?,
        ),
        None => None,
    };
    let mut teams = TeamCompetition::new(system, colours.as_ref().map_or(0, Vec::len) as u32);
    if let Some((choices, baku)) = swiss {
        if baku && choices.primary == TeamScore::GamePoints {
            return Err(TrfError::whole_file(TrfErrorKind::Inconsistent(format!(
                "record 192 {}: {}",
                records.system.value,
                AccelerationError::GamePointsPrimary
            ))));
        }
        teams.swiss = choices;
        if baku {
            tournament.acceleration = Acceleration::Baku;
            // The acceleration is checked against the individual edition, which a team
            // Swiss does not pair by: the one with acceleration.
            tournament.editions.pairing = PairingEdition::Rules2026;
        }
    }
    if let Some(line) = lines_of(records, "362").next() {
        teams.match_points = match_points(line)?;
    }
    teams.tiebreaks = records
        .tiebreaks
        .as_ref()
        .map(|line| tiebreaks(line, warnings))
        .unwrap_or_default();
    let (team_lines, trf16) = team_list(records);
    if let Some(line) = lines_of(records, "013").next().filter(|_| !trf16) {
        warnings.at(
            line.number,
            1,
            "record 013 (TRF-16's teams) is left out: the teams are those of records 310",
        );
    }
    let mut stated = Vec::new();
    for line in team_lines {
        let number = teams.teams.len() as TeamNumber + 1;
        teams.teams.push(match trf16 {
            true => team_of_trf16(line, number)?,
            false => team(line, number)?,
        });
        stated.push((line, stated_points(line).filter(|_| !trf16)));
    }
    let lineups: Vec<(u32, TeamNumber, TeamNumber, Vec<Tpn>, &Line)> = lines_of(records, "300")
        .map(|line| lineup(line).map(|(r, a, b, l)| (r, a, b, l, line)))
        .collect::<Result<_, _>>()?;
    add_reserves(&mut teams, &lineups, warnings)?;
    if let Some(line) = &records.federations {
        federations(line, &mut teams)?;
    }
    let rounds = tournament.rounds.len() as u32;
    let mut byes: Vec<Option<TeamNumber>> = vec![None; rounds as usize];
    match lines_of(records, "320").next() {
        Some(line) => {
            let bye = team_bye(line, rounds, &mut byes, warnings)?;
            if bye != teams.bye(tournament.scoring.draw) {
                teams.bye_points = Some(bye);
            }
        }
        None => {
            for &(tpn, round) in pairing_byes {
                if let (Some(team), Some(slot)) =
                    (teams.team_of(tpn), byes.get_mut(round as usize - 1))
                {
                    slot.get_or_insert(team.number);
                }
            }
        }
    }
    let requested = requested_byes(records, &teams, rounds, tournament.rounds_planned, warnings)?;
    for &(round, bye) in requested.iter().filter(|(round, _)| *round > rounds) {
        if let Some(team) = teams.team_mut(bye.team) {
            set_requested_bye(&mut team.byes, round, Some(bye.kind));
        }
    }
    let forfeits: Vec<(u32, TeamNumber, TeamNumber, MatchForfeit, &Line)> =
        lines_of(records, "330")
            .map(|line| forfeit(line).map(|(r, a, b, f)| (r, a, b, f, line)))
            .collect::<Result<_, _>>()?;
    for number in 1..=rounds {
        let mut team_round = build_round(tournament, &teams, number, &forfeits, &lineups)?;
        team_round.bye = byes[number as usize - 1];
        team_round.requested_byes = requested
            .iter()
            .filter(|(round, _)| *round == number)
            .map(|(_, bye)| *bye)
            .collect();
        teams.rounds.push(team_round);
    }
    if system == TeamSystem::Swiss && lines_of(records, "320").next().is_none() {
        sole_team_without_match_has_the_bye(&mut teams, warnings);
    }
    for code in ["250", "260", "299"] {
        if let Some(line) = lines_of(records, code).next() {
            let (what, kept) = match code {
                "250" => (
                    "virtual points of teams",
                    "a team Swiss is accelerated by the Baku method only (192 ..._BAKU)",
                ),
                "260" => (
                    "prohibited pairings of teams",
                    "the competition has no list of teams that may not meet",
                ),
                _ => (
                    "abnormal points of teams",
                    "the team scores are those of the games, the byes and the forfeited matches",
                ),
            };
            warnings.at(
                line.number,
                1,
                format!("record {code} ({what}) is left out: {kept}"),
            );
        }
    }
    match colours {
        Some(colours) => {
            // The default (White on the odd boards) is kept as no pattern, as the settings keep it.
            if (1..=teams.boards)
                .any(|board| colours[board as usize - 1] != teams.first_team_colour(board))
            {
                teams.colours = colours;
            }
        }
        None => {
            teams.boards = boards_without_colours(&teams);
            warnings.whole_file(format!(
                "the file has no record 352 (the colours of the boards): {} boards, the most a line-up fills (the shortest roster before any round), the first-named team White on the odd boards",
                teams.boards
            ));
        }
    }
    fill_lineups(&mut teams)?;
    number_boards(tournament, &teams)?;
    let standings = team_standings_after(tournament, &teams, tournament.rounds_paired());
    for row in &standings.rows {
        if let Some(&(line, Some(points))) = stated.get(row.team as usize - 1)
            && points != (row.match_points, row.game_points)
        {
            warnings.at(
                line.number,
                55,
                format!(
                    "team {} has {} match points and {} game points in record 310 but {} and {} from the games: the games' are kept",
                    row.team, points.0, points.1, row.match_points, row.game_points
                ),
            );
        }
    }
    tournament.teams = Some(teams);
    Ok(())
}

/// Puts a player a `300` line-up names and no roster lists on the roster of the
/// line-up's team, after its players (Sharly-Chess lists in `310` only as many players
/// as there are boards).
fn add_reserves(
    teams: &mut TeamCompetition,
    lineups: &[(u32, TeamNumber, TeamNumber, Vec<Tpn>, &Line)],
    warnings: &mut Warnings,
) -> Result<(), TrfError> {
    for (_, team, _, players, line) in lineups {
        for &tpn in players {
            if tpn == 0 || teams.team_of(tpn).is_some() {
                continue;
            }
            let roster = &mut teams
                .team_mut(*team)
                .ok_or_else(|| {
                    line.error(
                        9,
                        TrfErrorKind::Inconsistent(format!(
                            "there is no team {team} (records 310)"
                        )),
                    )
                })?
                .roster;
            roster.push(tpn);
            warnings.recurring("reserve from 300", line.number, 17, || {
                format!(
                    "player {tpn} plays for team {team} in a line-up (record 300) but is on no roster (records 310): added to the team's roster after its players"
                )
            });
        }
    }
    Ok(())
}

/// A team Swiss's file without record 320: in a round where one team alone has no
/// match, no bye and no forfeit, that team had the pairing-allocated bye (Swiss-Manager
/// writes its players `0000 - -`), worth a drawn match (C.04.6 1.4).
fn sole_team_without_match_has_the_bye(teams: &mut TeamCompetition, warnings: &mut Warnings) {
    let numbers: Vec<TeamNumber> = teams.teams.iter().map(|team| team.number).collect();
    let mut given = Vec::new();
    for round in &mut teams.rounds {
        let idle: Vec<TeamNumber> = numbers
            .iter()
            .copied()
            .filter(|&team| {
                round.match_of(team).is_none()
                    && round.bye != Some(team)
                    && round.requested_bye(team).is_none()
            })
            .collect();
        if let ([team], None) = (idle.as_slice(), round.bye) {
            round.bye = Some(*team);
            given.push(format!("team {team} in round {}", round.number));
        }
    }
    if !given.is_empty() {
        warnings.whole_file(format!(
            "the file has no record 320 (the pairing-allocated byes): the one team without a match in a round is read as having had it, worth a drawn match: {}",
            given.join(", ")
        ));
    }
}

/// The number of boards of a file without record 352: the most players a line-up
/// names, or before any round the shortest roster (at least one board).
fn boards_without_colours(teams: &TeamCompetition) -> u32 {
    let most = teams
        .rounds
        .iter()
        .flat_map(|round| &round.matches)
        .flat_map(|team_match| &team_match.lineups)
        .map(Vec::len)
        .max();
    let shortest = teams.teams.iter().map(|team| team.roster.len()).min();
    most.or(shortest).unwrap_or(1).max(1) as u32
}

/// Gives every line-up the competition's boards: the boards after its last player are
/// empty; a line-up of more players than boards is refused.
fn fill_lineups(teams: &mut TeamCompetition) -> Result<(), TrfError> {
    let boards = teams.boards as usize;
    for round in &mut teams.rounds {
        for team_match in &mut round.matches {
            for (lineup, team) in team_match
                .lineups
                .iter_mut()
                .zip([team_match.first, team_match.second])
            {
                if lineup.len() > boards {
                    return Err(TrfError::whole_file(TrfErrorKind::Inconsistent(format!(
                        "round {}: team {team} has {} players on its boards but a match has {boards} boards (record 352)",
                        round.number,
                        lineup.iter().filter(|&&tpn| tpn != 0).count()
                    ))));
                }
                if !lineup.is_empty() {
                    lineup.resize(boards, 0);
                }
            }
        }
    }
    Ok(())
}

/// `240 T RRR TTTT TTTT...`: the teams with a full-point (`F`), half-point (`H`) or
/// zero-point (`Z`) bye in a round (TRF-26 record 240, "Individual and Teams"), a round
/// paired or one to come (a team Swiss's request, not paired in that round). A team
/// round robin has no byes to ask for: those of a round not paired yet are left out
/// with a warning.
fn requested_byes(
    records: &TeamLines,
    teams: &TeamCompetition,
    rounds: u32,
    rounds_planned: u32,
    warnings: &mut Warnings,
) -> Result<Vec<(u32, TeamRequestedBye)>, TrfError> {
    let mut byes: Vec<(u32, TeamRequestedBye)> = Vec::new();
    for line in lines_of(records, "240") {
        let kind = match line.at(5).to_ascii_uppercase() {
            'F' => RequestedByeKind::Full,
            'H' => RequestedByeKind::Half,
            'Z' => RequestedByeKind::Zero,
            _ => return Err(malformed(line, 5, "kind of bye", "F, H or Z")),
        };
        let words = line.words(6);
        let Some((round, teams_named)) = words.split_first() else {
            return Err(malformed(line, 7, "bye", "a round then teams"));
        };
        let round = numbered(line, round)?;
        if round == 0 || round > rounds_planned {
            return Err(line.error(
                7,
                TrfErrorKind::Inconsistent(format!(
                    "round {round} does not exist (the tournament has {rounds_planned} rounds)"
                )),
            ));
        }
        if round > rounds && teams.system == TeamSystem::RoundRobin {
            warnings.at(
                line.number,
                7,
                format!(
                    "record 240: the byes of round {round}, not paired yet, are left out: a team round robin plays every round of the Berger table"
                ),
            );
            continue;
        }
        for word in teams_named {
            let team = numbered(line, word)?;
            if teams.team(team).is_none() {
                return Err(line.error(
                    word.0,
                    TrfErrorKind::Inconsistent(format!(
                        "there is no team {team} (records 310): in a team competition record 240 names teams"
                    )),
                ));
            }
            if byes.iter().any(|(r, bye)| *r == round && bye.team == team) {
                return Err(line.error(
                    word.0,
                    TrfErrorKind::Inconsistent(format!(
                        "team {team} has another bye in round {round}"
                    )),
                ));
            }
            byes.push((round, TeamRequestedBye { team, kind }));
        }
    }
    Ok(byes)
}

/// The match and game points a `310` record states (55-60, 62-67), when it has both.
fn stated_points(line: &Line) -> Option<(Points, Points)> {
    Some((
        decimal(line.columns(55, 60).trim())?,
        decimal(line.columns(62, 67).trim())?,
    ))
}

/// `362 TW  2.0 TD  1.0 TL  0.0`.
fn match_points(line: &Line) -> Result<MatchPoints, TrfError> {
    let words = line.words(5);
    let mut points = MatchPoints::default();
    for pair in words.chunks(2) {
        let [(column, label), (at, value)] = pair else {
            return Err(malformed(line, pair[0].0, "match points", "TW x TD y TL z"));
        };
        let value =
            decimal(value).ok_or_else(|| malformed(line, *at, "match points", "a number"))?;
        match label.as_str() {
            "TW" => points.win = value,
            "TD" => points.draw = value,
            "TL" => points.loss = value,
            _ => return Err(malformed(line, *column, "match points", "TW, TD or TL")),
        }
    }
    Ok(points)
}

/// The team tie-breaks of `202`, or of `212` after the score it starts with (`PTS`:
/// "212 PTS,..." is "202 ..."); a code that is not one is left out with a warning.
fn tiebreaks(line: &Line, warnings: &mut Warnings) -> Vec<TeamTiebreak> {
    let standings = line.columns(1, 3) == "212";
    line.rest(5)
        .split(',')
        .enumerate()
        .filter(|&(index, code)| {
            let score = ["PTS", "MPTS", "GPTS", "MP", "GP"]
                .iter()
                .any(|points| points.eq_ignore_ascii_case(code.trim()));
            !(standings && index == 0 && score)
        })
        .filter_map(|(_, code)| match code.trim().parse::<TeamTiebreak>() {
            Ok(tiebreak) => Some(tiebreak),
            Err(_) => {
                warnings.at(
                    line.number,
                    5,
                    format!(
                        "team tie-break {:?} is not one this program computes: left out",
                        code.trim()
                    ),
                );
                None
            }
        })
        .collect()
}

/// `310`: number (5-7), name (9-40), short name (42-46), then the roster from column
/// 74 on, four digits a player; the rating average, points and rank (48-71) are
/// computed, not read.
fn team(line: &Line, expected: TeamNumber) -> Result<Team, TrfError> {
    let number: TeamNumber = line
        .number(5, 7, "team number", "a number")?
        .unwrap_or_default();
    if number != expected {
        return Err(line.error(
            5,
            TrfErrorKind::Inconsistent(format!(
                "team {number} where team {expected} was expected: the 310 records number the teams 1, 2, 3... in order"
            )),
        ));
    }
    let short = line.columns(42, 46).trim().to_string();
    let roster = roster_from(line, 73)?;
    Ok(Team {
        number,
        name: line.columns(9, 40).trim().to_string(),
        short_name: (!short.is_empty()).then_some(short),
        federation: None,
        roster,
        byes: Vec::new(),
    })
}

/// arbiter's comment of the teams' federations: `### team federations: 001 NED 002 GER`.
fn federations(line: &Line, teams: &mut TeamCompetition) -> Result<(), TrfError> {
    let words = line.words(TEAM_FEDERATIONS.chars().count() + 1);
    for pair in words.chunks(2) {
        let [number, (column, federation)] = pair else {
            return Err(malformed(
                line,
                pair[0].0,
                "team federation",
                "a team number then its federation",
            ));
        };
        let number = numbered(line, number)?;
        let team = teams.team_mut(number).ok_or_else(|| {
            line.error(
                pair[0].0,
                TrfErrorKind::Inconsistent(format!("there is no team {number} (records 310)")),
            )
        })?;
        crate::model::validate::check_federation(federation).map_err(|problem| {
            line.error(*column, TrfErrorKind::Inconsistent(problem.to_string()))
        })?;
        team.federation = Some(federation.clone());
    }
    Ok(())
}

/// `013` (TRF-16): name (5-36), then the roster from column 37 on, five columns a
/// player.
fn team_of_trf16(line: &Line, number: TeamNumber) -> Result<Team, TrfError> {
    Ok(Team {
        number,
        name: line.columns(5, 36).trim().to_string(),
        short_name: None,
        federation: None,
        roster: roster_from(line, 37)?,
        byes: Vec::new(),
    })
}

/// The starting ranks of a roster, from column `from` on.
fn roster_from(line: &Line, from: usize) -> Result<Vec<Tpn>, TrfError> {
    line.words(from)
        .into_iter()
        .map(|(column, word)| {
            word.parse::<Tpn>()
                .map_err(|_| malformed(line, column, "player of a roster", "a starting rank"))
        })
        .collect()
}

/// `320 MP GP` (5-8, 10-13) then the team with the bye in each round from column 15 on,
/// four columns a round (`000` or blank: none).
fn team_bye(
    line: &Line,
    rounds: u32,
    byes: &mut [Option<TeamNumber>],
    warnings: &mut Warnings,
) -> Result<TeamBye, TrfError> {
    let point = |from: usize, to: usize| {
        decimal(line.columns(from, to).trim()).ok_or_else(|| {
            malformed(
                line,
                from,
                "bye points",
                "match points (5-8) then game points (10-13)",
            )
        })
    };
    let bye = TeamBye {
        match_points: point(5, 8)?,
        game_points: point(10, 13)?,
    };
    for (round, column) in (1..).zip(bye_columns(line)) {
        let text = line.columns(column, column + 2);
        if text.trim().is_empty() {
            continue;
        }
        let team: TeamNumber = text
            .trim()
            .parse()
            .map_err(|_| malformed(line, column, "team with the bye", "a team number"))?;
        match byes.get_mut(round as usize - 1) {
            Some(slot) => *slot = (team != 0).then_some(team),
            None if team == 0 => {}
            None => warnings.at(
                line.number,
                column,
                format!(
                    "record 320: the bye of team {team} in round {round}, not paired yet ({rounds} rounds are), is left out: it is given when the round is paired"
                ),
            ),
        }
    }
    Ok(bye)
}

/// `330 -+ RRR AAA BBB`: round, first-named and second team.
fn forfeit(line: &Line) -> Result<(u32, TeamNumber, TeamNumber, MatchForfeit), TrfError> {
    let words = line.words(5);
    let [(column, code), round, first, second] = words.as_slice() else {
        return Err(malformed(line, 5, "forfeited match", "+- round team team"));
    };
    let forfeit = code
        .parse()
        .map_err(|_| malformed(line, *column, "forfeit", "+-, -+ or --"))?;
    Ok((
        numbered(line, round)?,
        numbered(line, first)?,
        numbered(line, second)?,
        forfeit,
    ))
}

/// `300 RRR TTT OOO PPPP PPPP...`: round, team, opponent, the player of each board.
fn lineup(line: &Line) -> Result<(u32, TeamNumber, TeamNumber, Vec<Tpn>), TrfError> {
    let words = line.words(5);
    let [round, team, opponent, players @ ..] = words.as_slice() else {
        return Err(malformed(line, 5, "line-up", "round team opponent players"));
    };
    Ok((
        numbered(line, round)?,
        numbered(line, team)?,
        numbered(line, opponent)?,
        players
            .iter()
            .map(|word| numbered(line, word))
            .collect::<Result<_, _>>()?,
    ))
}

fn numbered(line: &Line, (column, word): &(usize, String)) -> Result<u32, TrfError> {
    word.parse()
        .map_err(|_| malformed(line, *column, "number", "digits"))
}

fn malformed(line: &Line, column: usize, field: &'static str, expected: &'static str) -> TrfError {
    line.malformed(column, field, line.rest(column), expected)
}

/// The matches of round `number`: one per pair of teams whose players met, had a
/// line-up (300) or a forfeited match (330) between them, ordered by the
/// first-named team. The first-named team is the 330's, else the one whose player has the colour of
/// record 352 on a board both teams filled.
fn build_round(
    tournament: &Tournament,
    teams: &TeamCompetition,
    number: u32,
    forfeits: &[(u32, TeamNumber, TeamNumber, MatchForfeit, &Line)],
    lineups: &[(u32, TeamNumber, TeamNumber, Vec<Tpn>, &Line)],
) -> Result<TeamRound, TrfError> {
    let round = &tournament.rounds[number as usize - 1];
    let inconsistent = |message: String| TrfError::whole_file(TrfErrorKind::Inconsistent(message));
    let team_of = |tpn: Tpn| {
        teams.team_of(tpn).map(|team| team.number).ok_or_else(|| {
            inconsistent(format!(
                "round {number}: player {tpn} plays but is on no team's roster (records 310)"
            ))
        })
    };
    // Each match by its two teams (lower number first), with the first-named team when known.
    let mut matches: BTreeMap<(TeamNumber, TeamNumber), Option<TeamNumber>> = BTreeMap::new();
    let key = |a: TeamNumber, b: TeamNumber| (a.min(b), a.max(b));
    for &(_, first, second, _, _) in forfeits.iter().filter(|f| f.0 == number) {
        matches.insert(key(first, second), Some(first));
    }
    for &(_, team, opponent, _, _) in lineups.iter().filter(|l| l.0 == number) {
        matches.entry(key(team, opponent)).or_insert(None);
    }
    for pairing in &round.pairings {
        let (white, black) = (team_of(pairing.white)?, team_of(pairing.black)?);
        if white == black {
            return Err(inconsistent(format!(
                "round {number}: players {} and {} of team {white} play each other",
                pairing.white, pairing.black
            )));
        }
        matches.entry(key(white, black)).or_insert(None);
    }
    let given = |team: TeamNumber| {
        lineups
            .iter()
            .find(|l| l.0 == number && l.1 == team)
            .map(|l| l.3.clone())
    };
    let mut built = Vec::new();
    for ((a, b), first) in matches {
        let forfeited = forfeits
            .iter()
            .find(|f| f.0 == number && key(f.1, f.2) == (a, b));
        let [lineup_a, lineup_b] = match_lineups(round, teams, [a, b], [given(a), given(b)]);
        if let Some(&(_, _, _, _, line)) = forfeited
            && let Some(pairing) = round
                .pairings
                .iter()
                .find(|p| lineup_a.contains(&p.white) || lineup_a.contains(&p.black))
        {
            return Err(line.error(
                5,
                TrfErrorKind::Inconsistent(format!(
                    "record 330 forfeits the match of round {number} between teams {a} and {b} as a whole, but the player records give it games (players {} and {})",
                    pairing.white, pairing.black
                )),
            ));
        }
        // A match without a game (its line-ups not given yet) is named by its first
        // `300`, as the writer writes the first-named team's first.
        let first_lineup = || {
            lineups
                .iter()
                .find(|l| l.0 == number && key(l.1, l.2) == (a, b))
                .map(|l| l.1)
        };
        let first = match first {
            Some(first) => first,
            None => first_named(teams, round, a, b, &lineup_a)
                .or_else(first_lineup)
                .ok_or_else(|| {
                    inconsistent(format!(
                        "round {number}: no board of the match between teams {a} and {b} has a game, so which team is named first cannot be told"
                    ))
                })?,
        };
        let second = if first == a { b } else { a };
        let mut team_match = TeamMatch::new(first, second);
        team_match.forfeit = forfeited.map(|f| f.3);
        if team_match.forfeit.is_none() {
            team_match.lineups = match first == a {
                true => [lineup_a, lineup_b],
                false => [lineup_b, lineup_a],
            };
        }
        built.push(team_match);
    }
    // By first-named team: the file has no board numbers to give the order.
    built.sort_by_key(|m| m.first);
    Ok(TeamRound {
        number,
        matches: built,
        bye: None,
        requested_byes: Vec::new(),
    })
}

/// The line-ups of the match between the teams of `pair`: a team's `300` line-up,
/// else its players with a game or a board won unplayed in the round, in roster order,
/// with a board left empty opposite each board the other team won unplayed.
fn match_lineups(
    round: &Round,
    teams: &TeamCompetition,
    pair: [TeamNumber; 2],
    given: [Option<Vec<Tpn>>; 2],
) -> [Vec<Tpn>; 2] {
    let won_unplayed = |tpn: Tpn| {
        round
            .byes
            .iter()
            .any(|bye| bye.player == tpn && bye.kind == ByeKind::Full)
    };
    let present = |team: TeamNumber| -> Vec<Tpn> {
        teams.team(team).map_or_else(Vec::new, |team| {
            team.roster
                .iter()
                .copied()
                .filter(|&tpn| {
                    won_unplayed(tpn)
                        || round
                            .pairings
                            .iter()
                            .any(|p| p.white == tpn || p.black == tpn)
                })
                .collect()
        })
    };
    let fixed = [given[0].is_some(), given[1].is_some()];
    let [first, second] = given;
    let mut sides = [
        first.unwrap_or_else(|| present(pair[0])),
        second.unwrap_or_else(|| present(pair[1])),
    ];
    let mut board = 0;
    while board < sides[0].len().max(sides[1].len()) {
        for side in 0..2 {
            let other = 1 - side;
            let unplayed_win = sides[side]
                .get(board)
                .is_some_and(|&tpn| tpn != 0 && won_unplayed(tpn));
            if unplayed_win && !fixed[other] && sides[other].get(board) != Some(&0) {
                if sides[other].len() < board {
                    sides[other].resize(board, 0);
                }
                sides[other].insert(board, 0);
            }
        }
        board += 1;
    }
    sides
}

/// Which of teams `a` and `b` is named first: the team of the player who has, on a
/// board both fill, the colour record 352 gives the first-named team.
fn first_named(
    teams: &TeamCompetition,
    round: &crate::model::Round,
    a: TeamNumber,
    b: TeamNumber,
    lineup_of_a: &[Tpn],
) -> Option<TeamNumber> {
    lineup_of_a.iter().enumerate().find_map(|(index, &tpn)| {
        let pairing = round
            .pairings
            .iter()
            .find(|p| tpn != 0 && (p.white == tpn || p.black == tpn))?;
        let colour_of_a = if pairing.white == tpn {
            Colour::White
        } else {
            Colour::Black
        };
        let first_colour = teams.first_team_colour(index as u32 + 1);
        Some(if colour_of_a == first_colour { a } else { b })
    })
}

/// Gives each individual game the board its match gives it, and checks that the games
/// and unplayed boards of every round are exactly those the line-ups give.
fn number_boards(tournament: &mut Tournament, teams: &TeamCompetition) -> Result<(), TrfError> {
    let players = &mut tournament.players;
    for (round, team_round) in tournament.rounds.iter_mut().zip(&teams.rounds) {
        let mut pairings = Vec::new();
        let mut byes: Vec<Bye> = Vec::new();
        for (index, team_match) in team_round.matches.iter().enumerate() {
            let (games, unplayed) = teams.match_games(index, team_match);
            pairings.extend(games);
            byes.extend(unplayed);
        }
        // The players of a match forfeited as a whole, or of a team's bye of record
        // 240, have their unplayed results in the player records, as other programs
        // write them: the 330 or the 240 gives the result.
        let forfeited: Vec<Tpn> = team_round
            .matches
            .iter()
            .filter(|team_match| team_match.forfeit.is_some())
            .flat_map(|team_match| [team_match.first, team_match.second])
            .chain(team_round.requested_byes.iter().map(|bye| bye.team))
            .filter_map(|team| teams.team(team))
            .flat_map(|team| team.roster.iter().copied())
            .collect();
        round.byes.retain(|bye| !forfeited.contains(&bye.player));
        let number = round.number;
        let mismatch = |what: String| {
            TrfError::whole_file(TrfErrorKind::Inconsistent(format!(
                "round {number}: {what} (the line-ups are those of records 300, else the players with a result in roster order)"
            )))
        };
        let read_of = |tpn: Tpn| match round
            .pairings
            .iter()
            .find(|p| p.white == tpn || p.black == tpn)
        {
            Some(p) if p.white == tpn => format!("a game with White against {}", p.black),
            Some(p) => format!("a game with Black against {}", p.white),
            None if round.byes.iter().any(|b| b.player == tpn) => "a round without a game".into(),
            None => "no result".into(),
        };
        for pairing in &mut pairings {
            let read = round
                .pairings
                .iter()
                .find(|p| p.white == pairing.white && p.black == pairing.black)
                .ok_or_else(|| {
                    let reversed = round
                        .pairings
                        .iter()
                        .any(|p| p.white == pairing.black && p.black == pairing.white);
                    mismatch(format!(
                        "the line-ups put {} with White against {} on board {} of match {}, but the player records give {} {}{}",
                        pairing.white,
                        pairing.black,
                        (pairing.board - 1) % teams.boards + 1,
                        (pairing.board - 1) / teams.boards + 1,
                        pairing.white,
                        read_of(pairing.white),
                        if reversed {
                            ": the colours of the boards (record 352) are not those of the games"
                        } else {
                            ""
                        }
                    ))
                })?;
            pairing.games = read.games.clone();
        }
        if let Some(read) = round.pairings.iter().find(|read| {
            !pairings
                .iter()
                .any(|p| p.white == read.white && p.black == read.black)
        }) {
            return Err(mismatch(format!(
                "the player records give {} a game with White against {}, which no line-up gives",
                read.white, read.black
            )));
        }
        for bye in &byes {
            if !round
                .byes
                .iter()
                .any(|read| read.player == bye.player && read.kind == ByeKind::Full)
            {
                return Err(mismatch(format!(
                    "the line-ups leave the board of {}'s opponent empty, but the player records give {} {}",
                    bye.player,
                    bye.player,
                    read_of(bye.player)
                )));
            }
        }
        if let Some(read) = round
            .byes
            .iter()
            .find(|read| !byes.iter().any(|bye| bye.player == read.player))
        {
            return Err(mismatch(format!(
                "the player records give {} a board won unplayed, which no line-up gives",
                read.player
            )));
        }
        pairings.sort_by_key(|p| p.board);
        round.pairings = pairings;
        // An empty board's unplayed win was read as the player's requested bye (F).
        for bye in &byes {
            if let Some(player) = players.iter_mut().find(|p| p.tpn == bye.player) {
                player.byes.retain(|request| request.round != round.number);
            }
        }
        round.byes = byes;
    }
    Ok(())
}
