//! The team records of a team competition's TRF (TRF-26), as [`super::team_writer`]
//! writes them: `192` the kind of competition, `202` the team tie-breaks, `352` the
//! board colours (one letter a board: the number of boards), `362` the match points,
//! `310` the teams and their rosters, `320` the pairing-allocated byes, `330` the
//! matches forfeited as a whole and `300` the line-ups that are not the roster's first
//! players in order. The matches of each round are those the individual games of the
//! `001` records give between the teams' players; every game and unplayed board must be
//! one the line-ups give, or the file is refused.

use std::collections::BTreeMap;

use super::errors::{TrfError, TrfErrorKind, Warnings};
use super::records::{Line, TeamLines, decimal};
use crate::model::{
    Acceleration, Bye, ByeKind, Colour, DoubleRoundRobin, MatchForfeit, MatchPoints, Points,
    RoundRobin, SwissChoices, Team, TeamBye, TeamCompetition, TeamMatch, TeamNumber, TeamRound,
    TeamScore, TeamSystem, TeamTiebreak, Tournament, Tpn, colours_from_letters,
};
use crate::standings::teams::team_standings_after;

/// Reads the team records into `tournament`, whose individual rounds are read already.
pub(super) fn read_teams(
    records: &TeamLines,
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
    let of = |code: &'static str| {
        records
            .lines
            .iter()
            .filter(move |l| l.columns(1, 3) == code)
    };
    let Some(colours_line) = of("352").next() else {
        return Err(TrfError::whole_file(TrfErrorKind::Missing(
            "record 352 (the colours of the first-named team by board, which give the number of boards)".into(),
        )));
    };
    let colours = colours_from_letters(&colours_line.rest(5))
        .map_err(|error| colours_line.error(5, TrfErrorKind::Inconsistent(error.to_string())))?;
    let mut teams = TeamCompetition::new(system, colours.len() as u32);
    if let Some((choices, baku)) = swiss {
        if baku && choices.primary == TeamScore::GamePoints {
            return Err(TrfError::whole_file(TrfErrorKind::Inconsistent(format!(
                "record 192 {} accelerates a team Swiss whose primary score is game points: the Baku acceleration cannot be used then (C.04.7 1.4.4)",
                records.system.value
            ))));
        }
        teams.swiss = choices;
        if baku {
            tournament.acceleration = Acceleration::Baku;
        }
    }
    // The default (White on the odd boards) is kept as no pattern, as the settings keep it.
    if (1..=teams.boards).any(|board| colours[board as usize - 1] != teams.first_team_colour(board))
    {
        teams.colours = colours;
    }
    if let Some(line) = of("362").next() {
        teams.match_points = match_points(line)?;
    }
    teams.tiebreaks = records
        .tiebreaks
        .as_ref()
        .map(|line| tiebreaks(line, warnings))
        .unwrap_or_default();
    let mut stated = Vec::new();
    for line in of("310") {
        teams
            .teams
            .push(team(line, teams.teams.len() as TeamNumber + 1)?);
        stated.push((line, stated_points(line)));
    }
    let rounds = tournament.rounds.len() as u32;
    let mut byes: Vec<Option<TeamNumber>> = vec![None; rounds as usize];
    if let Some(line) = of("320").next() {
        let bye = team_bye(line, rounds, &mut byes)?;
        if bye != teams.bye(tournament.scoring.draw) {
            teams.bye_points = Some(bye);
        }
    }
    let forfeits: Vec<(u32, TeamNumber, TeamNumber, MatchForfeit, &Line)> = of("330")
        .map(|line| forfeit(line).map(|(r, a, b, f)| (r, a, b, f, line)))
        .collect::<Result<_, _>>()?;
    let lineups: Vec<(u32, TeamNumber, TeamNumber, Vec<Tpn>, &Line)> = of("300")
        .map(|line| lineup(line).map(|(r, a, b, l)| (r, a, b, l, line)))
        .collect::<Result<_, _>>()?;
    for number in 1..=rounds {
        let mut team_round = build_round(tournament, &teams, number, &forfeits, &lineups)?;
        team_round.bye = byes[number as usize - 1];
        teams.rounds.push(team_round);
    }
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
    let roster = line
        .words(73)
        .into_iter()
        .map(|(column, word)| {
            word.parse::<Tpn>()
                .map_err(|_| malformed(line, column, "player of a roster", "a starting rank"))
        })
        .collect::<Result<_, _>>()?;
    Ok(Team {
        number,
        name: line.columns(9, 40).trim().to_string(),
        short_name: (!short.is_empty()).then_some(short),
        federation: None,
        roster,
    })
}

/// `320 MP GP` then the team with the bye in each round (`000`: none).
fn team_bye(
    line: &Line,
    rounds: u32,
    byes: &mut [Option<TeamNumber>],
) -> Result<TeamBye, TrfError> {
    let words = line.words(5);
    let point = |index: usize| {
        words
            .get(index)
            .and_then(|(_, word)| decimal(word))
            .ok_or_else(|| malformed(line, 5, "bye points", "match points then game points"))
    };
    let bye = TeamBye {
        match_points: point(0)?,
        game_points: point(1)?,
    };
    if words.len() - 2 > rounds as usize {
        return Err(line.error(
            words[2].0,
            TrfErrorKind::Inconsistent(format!(
                "{} rounds of byes for {rounds} rounds paired",
                words.len() - 2
            )),
        ));
    }
    for ((column, word), slot) in words[2..].iter().zip(byes.iter_mut()) {
        let team: TeamNumber = word
            .parse()
            .map_err(|_| malformed(line, *column, "team with the bye", "a team number"))?;
        *slot = (team != 0).then_some(team);
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
    let lineup_of = |team: TeamNumber| -> Vec<Tpn> {
        lineups
            .iter()
            .find(|l| l.0 == number && l.1 == team)
            .map(|l| l.3.clone())
            .or_else(|| {
                teams.team(team).map(|t| {
                    t.roster
                        .iter()
                        .take(teams.boards as usize)
                        .copied()
                        .collect()
                })
            })
            .unwrap_or_default()
    };
    let mut built = Vec::new();
    for ((a, b), first) in matches {
        let forfeit = forfeits
            .iter()
            .find(|f| f.0 == number && key(f.1, f.2) == (a, b))
            .map(|f| f.3);
        let first = match first {
            Some(first) => first,
            None => first_named(teams, round, a, b, &lineup_of(a))
                .ok_or_else(|| {
                    inconsistent(format!(
                        "round {number}: no board of the match between teams {a} and {b} has a game, so which team is named first cannot be told"
                    ))
                })?,
        };
        let second = if first == a { b } else { a };
        let mut team_match = TeamMatch::new(first, second);
        if forfeit.is_none() {
            team_match.lineups = [lineup_of(first), lineup_of(second)];
        }
        team_match.forfeit = forfeit;
        built.push(team_match);
    }
    // By first-named team: the file has no board numbers to give the order.
    built.sort_by_key(|m| m.first);
    Ok(TeamRound {
        number,
        matches: built,
        bye: None,
    })
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
        let mismatch = || {
            TrfError::whole_file(TrfErrorKind::Inconsistent(format!(
                "round {}: the games of the player records (001) are not those the teams' line-ups give (records 310 and 300)",
                round.number
            )))
        };
        if pairings.len() != round.pairings.len() {
            return Err(mismatch());
        }
        for pairing in &mut pairings {
            let read = round
                .pairings
                .iter()
                .find(|p| p.white == pairing.white && p.black == pairing.black)
                .ok_or_else(mismatch)?;
            pairing.games = read.games.clone();
        }
        let mut read_byes: Vec<Bye> = round.byes.clone();
        let mut expected = byes.clone();
        read_byes.sort_by_key(|b| b.player);
        expected.sort_by_key(|b| b.player);
        let kinds_match = read_byes.len() == expected.len()
            && read_byes
                .iter()
                .zip(&expected)
                .all(|(r, e)| r.player == e.player && r.kind == ByeKind::Full);
        if !kinds_match {
            return Err(mismatch());
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
