//! The team records of a team competition's TRF (TRF-26): 352 the board colours, 362
//! the match points, 310 the teams with their rosters (their federations, which TRF-26
//! has no field for, in a `###` comment after them), 320 the pairing-allocated byes,
//! 240 the teams' other byes (in the rounds to come too), 330 the matches forfeited as a whole and 300 the line-ups
//! that are not the roster's first players in order, and those of a match whose
//! line-ups are not both given (one without players for a line-up not given). The
//! games stay in the players' 001 records.

use super::records::TEAM_FEDERATIONS;
use super::writer::{ByeGroups, Columns, bye_records, points_text};
use crate::model::{
    ByeKind, Colour, DoubleRoundRobin, Side, TeamCompetition, TeamMatch, TeamRound, TeamSystem,
    Tournament, colour_letters,
};
use crate::standings::teams::team_standings_after;

/// The code of record 192 (TRF-26 appendix A, `_BAKU` left to the caller): a team Swiss
/// by its colour preferences and scores (`FIDE_TEAM_TYPEA_MP_GP`), or a team round robin
/// by the FIDE or the Berger table.
pub(super) fn team_code(tournament: &Tournament, teams: &TeamCompetition) -> String {
    let settings = tournament.round_robin;
    match (teams.system, settings.cycles, settings.double) {
        (TeamSystem::Swiss, _, _) => return teams.swiss.code(),
        (TeamSystem::RoundRobin, 1, _) => "FIDE_TEAM_ROUNDROBIN",
        (TeamSystem::RoundRobin, _, DoubleRoundRobin::Fide) => "FIDE_TEAM_DOUBLEROUNDROBIN",
        (TeamSystem::RoundRobin, _, DoubleRoundRobin::Berger) => "BERGER_TEAM_DOUBLEROUNDROBIN",
    }
    .to_string()
}

/// The team records, in the order above.
pub(super) fn team_lines(tournament: &Tournament, teams: &TeamCompetition) -> Vec<String> {
    let colours: Vec<Colour> = (1..=teams.boards)
        .map(|board| teams.first_team_colour(board))
        .collect();
    let points = teams.match_points;
    let mut lines = vec![
        format!("352 {}", colour_letters(&colours)),
        format!(
            "362 TW {:>4} TD {:>4} TL {:>4}",
            points_text(points.win),
            points_text(points.draw),
            points_text(points.loss)
        ),
    ];
    let standings = team_standings_after(tournament, teams, tournament.rounds_paired());
    for team in &teams.teams {
        let mut line = Columns::new("310");
        line.put_right(5, 7, &team.number.to_string());
        line.put(9, &team.name.chars().take(32).collect::<String>());
        if let Some(short) = &team.short_name {
            line.put(42, short);
        }
        if let Some(average) = teams.rating_average(tournament, team.number) {
            line.put_right(48, 53, &average.to_string());
        }
        if let Some(row) = standings.rows.iter().find(|row| row.team == team.number) {
            line.put_right(55, 60, &points_text(row.match_points));
            line.put_right(62, 67, &points_text(row.game_points));
            line.put_right(69, 71, &row.rank.to_string());
        }
        for (place, &tpn) in team.roster.iter().enumerate() {
            let end = 77 + 5 * place;
            line.put_right(end - 3, end, &tpn.to_string());
        }
        lines.push(line.finish());
    }
    let federations: Vec<String> = teams
        .teams
        .iter()
        .filter_map(|team| Some(format!("{:03} {}", team.number, team.federation.as_ref()?)))
        .collect();
    if !federations.is_empty() {
        lines.push(format!("{TEAM_FEDERATIONS} {}", federations.join(" ")));
    }
    if teams.rounds.iter().any(|round| round.bye.is_some()) {
        let bye = teams.bye(tournament.scoring.draw);
        let mut line = format!(
            "320 {:>4} {:>4}",
            points_text(bye.match_points),
            points_text(bye.game_points)
        );
        for round in &teams.rounds {
            line += &format!(" {:03}", round.bye.unwrap_or(0));
        }
        lines.push(line);
    }
    let mut byes = ByeGroups::default();
    let paired = teams.rounds.iter().flat_map(|round| {
        round
            .requested_byes
            .iter()
            .map(|bye| (round.number, bye.kind, bye.team))
    });
    let to_come = teams.teams.iter().flat_map(|team| {
        team.byes
            .iter()
            .map(|bye| (bye.round, bye.kind, team.number))
    });
    for (round, kind, team) in paired.chain(to_come) {
        byes.entry((round, ByeKind::from(kind).trf_letter()))
            .or_default()
            .push(team);
    }
    lines.extend(bye_records(byes));
    // The matches by their first-named team: the order a reader rebuilds them in, the
    // file having no board numbers to keep the order of the pairing.
    let in_order = |round: &TeamRound| -> Vec<TeamMatch> {
        let mut matches = round.matches.clone();
        matches.sort_by_key(|team_match| team_match.first);
        matches
    };
    for round in &teams.rounds {
        for team_match in &in_order(round) {
            if let Some(forfeit) = team_match.forfeit {
                lines.push(format!(
                    "330 {} {:03} {:03} {:03}",
                    forfeit.code(),
                    round.number,
                    team_match.first,
                    team_match.second
                ));
            }
        }
    }
    for round in &teams.rounds {
        for team_match in in_order(round)
            .iter()
            .filter(|team_match| team_match.forfeit.is_none())
        {
            // A match whose line-ups are not both given has no game to show it: both
            // teams' 300s, the first-named team's first, a line-up not given without
            // players.
            let without_games = !team_match.has_lineups();
            for side in [Side::First, Side::Second] {
                let lineup = team_match.lineup(side);
                let number = team_match.team(side);
                let in_order = teams
                    .team(number)
                    .map(|team| team.roster.iter().take(teams.boards as usize))
                    .is_some_and(|roster| roster.eq(lineup.iter()));
                if in_order && !without_games {
                    continue;
                }
                let mut line = format!(
                    "300 {:03} {:03} {:03}",
                    round.number,
                    number,
                    team_match.team(side.other()),
                );
                for tpn in lineup {
                    line += &format!(" {tpn:04}");
                }
                lines.push(line);
            }
        }
    }
    lines
}
