//! The consistency checks of a team competition, part of [`crate::model::validate`]:
//! the teams and their rosters, the matches and line-ups of each round, and the
//! individual games of the round, which must be those the line-ups give.

use std::collections::{BTreeSet, HashMap};

use super::super::validate::{
    FieldPath, ValidationError, check_federation, push, requested_bye_problems,
};
use super::super::{Bye, PairingSystem, Tournament, Tpn};
use super::{SHORT_NAME_LENGTH, Side, TeamCompetition, TeamRound, TeamSystem};

/// Every problem of `teams` in `tournament`, pushed on `errors` in document order.
pub fn problems(
    tournament: &Tournament,
    teams: &TeamCompetition,
    errors: &mut Vec<ValidationError>,
) {
    let settings = FieldPath::default().key("team_competition");
    if tournament.system.games_per_pairing() != 1 || tournament.system == PairingSystem::RoundRobin
    {
        push(
            errors,
            FieldPath::default().key("tournament").key("system"),
            format!(
                "a team competition's games are the boards of its matches, one game each: its individual system cannot be {}",
                tournament.system
            ),
        );
    }
    if teams.boards == 0 {
        push(
            errors,
            settings.clone().key("boards"),
            "a match is played on 1 board or more".into(),
        );
    }
    if !teams.colours.is_empty() && teams.colours.len() != teams.boards as usize {
        push(
            errors,
            settings.key("colours"),
            format!(
                "{} colours for {} boards: give one colour per board",
                teams.colours.len(),
                teams.boards
            ),
        );
    }
    roster_problems(tournament, teams, errors);
    if teams.rounds.len() != tournament.rounds.len() {
        push(
            errors,
            FieldPath::default().key("team_rounds"),
            format!(
                "{} team rounds for {} rounds paired: every round is a round of matches",
                teams.rounds.len(),
                tournament.rounds.len()
            ),
        );
    }
    for (r, round) in teams.rounds.iter().enumerate() {
        let at = FieldPath::default().key("team_rounds").index(r);
        if round.number != r as u32 + 1 {
            push(
                errors,
                at.clone().key("number"),
                format!("team round {} is not number {}", round.number, r + 1),
            );
        }
        round_problems(teams, round, &at, errors);
        if let Some(games) = tournament.rounds.get(r) {
            game_problems(teams, round, games, &at, errors);
        }
    }
}

/// The teams in number order, with names and rosters of players who exist, each player
/// on one roster at most.
fn roster_problems(
    tournament: &Tournament,
    teams: &TeamCompetition,
    errors: &mut Vec<ValidationError>,
) {
    let mut rostered: HashMap<Tpn, u32> = HashMap::new();
    for (i, team) in teams.teams.iter().enumerate() {
        let at = FieldPath::default().key("teams").index(i);
        if team.number != i as u32 + 1 {
            push(
                errors,
                at.clone().key("number"),
                format!(
                    "team {} out of sequence: teams are numbered 1, 2, 3, ... in file order (expected {})",
                    team.number,
                    i + 1
                ),
            );
        }
        if team.name.trim().is_empty() {
            push(
                errors,
                at.clone().key("name"),
                "the team has no name".into(),
            );
        }
        if let Some(short) = &team.short_name
            && short.chars().count() > SHORT_NAME_LENGTH
        {
            push(
                errors,
                at.clone().key("short_name"),
                format!("{short:?} is longer than {SHORT_NAME_LENGTH} characters"),
            );
        }
        if let Some(Err(problem)) = team.federation.as_deref().map(check_federation) {
            push(errors, at.clone().key("federation"), problem.to_string());
        }
        requested_bye_problems(tournament, &team.byes, &at, errors);
        for (b, bye) in team.byes.iter().enumerate() {
            let bye_at = at.clone().key("byes").index(b).key("round");
            if teams.system == TeamSystem::RoundRobin {
                push(
                    errors,
                    bye_at,
                    "a team round robin plays every round of the Berger table: a team asks for no bye".into(),
                );
            } else if bye.round <= teams.rounds.len() as u32 {
                push(
                    errors,
                    bye_at,
                    format!(
                        "round {} is paired: the bye of a paired round is the round's (team_rounds, requested_byes)",
                        bye.round
                    ),
                );
            }
        }
        for (p, &tpn) in team.roster.iter().enumerate() {
            let place = at.clone().key("roster").index(p);
            if tournament.player(tpn).is_none() {
                push(errors, place, format!("there is no player {tpn}"));
            } else if let Some(other) = rostered.insert(tpn, team.number) {
                push(
                    errors,
                    place,
                    format!(
                        "{} is already on the roster of team {other}",
                        tournament.player_label(tpn)
                    ),
                );
            }
        }
    }
}

/// Each team at most once in the round, against another team; line-ups of the team's
/// own players, one board each.
fn round_problems(
    teams: &TeamCompetition,
    round: &TeamRound,
    at: &FieldPath,
    errors: &mut Vec<ValidationError>,
) {
    let mut seen = BTreeSet::new();
    let mut check_team = |number: u32, field: FieldPath, errors: &mut Vec<ValidationError>| {
        if teams.team(number).is_none() {
            push(errors, field, format!("there is no team {number}"));
        } else if !seen.insert(number) {
            push(
                errors,
                field,
                format!("team {number} plays twice in round {}", round.number),
            );
        }
    };
    for (m, team_match) in round.matches.iter().enumerate() {
        let match_at = at.clone().key("matches").index(m);
        check_team(team_match.first, match_at.clone().key("first"), errors);
        check_team(team_match.second, match_at.clone().key("second"), errors);
        for side in [Side::First, Side::Second] {
            let lineup = team_match.lineup(side);
            let lineup_at = match_at.clone().key("lineups").index(side as usize);
            if lineup.is_empty() {
                continue;
            }
            if lineup.len() != teams.boards as usize {
                push(
                    errors,
                    lineup_at.clone(),
                    format!(
                        "{} boards in the line-up, but a match has {}",
                        lineup.len(),
                        teams.boards
                    ),
                );
            }
            let roster = teams
                .team(team_match.team(side))
                .map_or(&[][..], |team| &team.roster[..]);
            let mut fielded = BTreeSet::new();
            for (b, &tpn) in lineup.iter().enumerate().filter(|(_, tpn)| **tpn != 0) {
                if !roster.contains(&tpn) {
                    push(
                        errors,
                        lineup_at.clone().index(b),
                        format!(
                            "player {tpn} is not on the roster of team {}",
                            team_match.team(side)
                        ),
                    );
                } else if !fielded.insert(tpn) {
                    push(
                        errors,
                        lineup_at.clone().index(b),
                        format!("player {tpn} plays two boards of one match"),
                    );
                }
            }
        }
    }
    if let Some(bye) = round.bye {
        check_team(bye, at.clone().key("bye"), errors);
    }
    for (b, bye) in round.requested_byes.iter().enumerate() {
        let bye_at = at.clone().key("requested_byes").index(b).key("team");
        check_team(bye.team, bye_at, errors);
    }
}

/// The individual round holds exactly the games and byes the line-ups give.
fn game_problems(
    teams: &TeamCompetition,
    round: &TeamRound,
    games: &crate::model::Round,
    at: &FieldPath,
    errors: &mut Vec<ValidationError>,
) {
    let mut expected_pairings = BTreeSet::new();
    let mut expected_byes: BTreeSet<(Tpn, &str)> = BTreeSet::new();
    for (index, team_match) in round.matches.iter().enumerate() {
        let (pairings, byes) = teams.match_games(index, team_match);
        expected_pairings.extend(pairings.iter().map(|p| (p.board, p.white, p.black)));
        expected_byes.extend(byes.iter().map(|bye: &Bye| (bye.player, bye.kind.word())));
    }
    let found_pairings: BTreeSet<_> = games
        .pairings
        .iter()
        .map(|p| (p.board, p.white, p.black))
        .collect();
    let found_byes: BTreeSet<_> = games
        .byes
        .iter()
        .map(|bye| (bye.player, bye.kind.word()))
        .collect();
    if let Some((board, white, black)) = found_pairings.difference(&expected_pairings).next() {
        push(
            errors,
            at.clone().key("matches"),
            format!(
                "round {} board {board} ({white} - {black}) is not a board of the line-ups",
                round.number
            ),
        );
    } else if let Some((board, white, black)) = expected_pairings.difference(&found_pairings).next()
    {
        push(
            errors,
            at.clone().key("matches"),
            format!(
                "the line-ups give round {} board {board} ({white} - {black}), which the round does not have",
                round.number
            ),
        );
    }
    if found_byes != expected_byes {
        push(
            errors,
            at.clone().key("matches"),
            format!(
                "the byes of round {} are not the boards the line-ups leave without an opponent",
                round.number
            ),
        );
    }
}
