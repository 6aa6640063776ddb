//! The changes of a team competition ([`crate::model::TeamCompetition`]): the teams and
//! their rosters, the matches of a round (by hand, or from the Berger table for a team
//! round robin), the line-ups and the results of a match. The individual games of a
//! round follow the line-ups: a changed line-up rebuilds its match's boards, keeping the
//! result of every board whose two players and colours stay.

use thiserror::Error;

use super::{Applied, EditError, PlayerRef};
use crate::model::first_team_word;
use crate::model::{
    Colour, GameResult, MatchForfeit, MatchPoints, Pairing, PairingSystem, RequestedByeKind, Round,
    RoundIndex, Side, SwissChoices, Team, TeamBye, TeamCompetition, TeamMatch, TeamNumber,
    TeamRound, TeamSystem, TeamTiebreak, Tournament, Tpn, set_requested_bye,
};
use crate::pairing::team_swiss::{self, TeamPairing, TeamPairingRequest};
use crate::pairing::{PairingError, round_robin};

/// Why a change of a team competition is refused.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum TeamError {
    #[error("the tournament is not a team competition")]
    NotTeams,
    #[error("the tournament is already a team competition")]
    AlreadyTeams,
    #[error("a team competition pairs teams, not players: pair its rounds with the team commands")]
    PairsTeams,
    #[error("there is no team {0}")]
    NoSuchTeam(TeamNumber),
    #[error("{player} is already on the roster of team {team}")]
    AlreadyRostered { player: String, team: TeamNumber },
    #[error("{player} is not on the roster of team {team}")]
    NotRostered { player: String, team: TeamNumber },
    #[error("{player} played for team {team} in round {round}: the roster keeps him")]
    PlayedForTeam {
        player: String,
        team: TeamNumber,
        round: u32,
    },
    #[error("place {place} is beyond the roster of team {team} ({size} players)")]
    NoRosterPlace {
        team: TeamNumber,
        place: u32,
        size: usize,
    },
    #[error("team {team} does not play in round {round}")]
    NotPlaying { team: TeamNumber, round: u32 },
    #[error("round {round} has no match {number} (it has {matches})")]
    NoSuchMatch {
        round: u32,
        number: u32,
        matches: usize,
    },
    #[error("{given} board result(s) given, but a match has {boards} boards")]
    BoardCount { given: usize, boards: u32 },
    #[error("board {board} has no game: its result is {expected}")]
    NoGame { board: u32, expected: &'static str },
    #[error("round {round} match {number} needs both line-ups before its results")]
    NoLineups { round: u32, number: u32 },
    #[error("round {round} match {number} was forfeited ({}): no board is played", .forfeit.code())]
    Forfeited {
        round: u32,
        number: u32,
        forfeit: MatchForfeit,
    },
    #[error("a round robin's matches follow the Berger table: pair its rounds without naming them")]
    RoundRobinByTable,
    #[error("round {round} of the teams is not complete: match {number} has {missing}")]
    RoundIncomplete {
        round: u32,
        number: u32,
        missing: &'static str,
    },
    #[error("the tournament has {planned} rounds and all are paired")]
    AllRoundsPaired { planned: u32 },
    #[error(transparent)]
    Pairing(#[from] PairingError),
    #[error("{teams} teams: a team round robin has the Berger table of 2 teams or more")]
    TooFewTeams { teams: usize },
    #[error("{0} is in the tie-break order twice")]
    TiebreakTwice(TeamTiebreak),
    #[error("the teams are fixed once round 1 is paired: the round robin's table follows them")]
    TeamsFixed,
    #[error(
        "a team round robin plays every round of the Berger table: a team cannot ask for a bye"
    )]
    RoundRobinHasNoByes,
    #[error(
        "round {round} is paired: a team asks for a bye in a round not paired yet (the next is {next})"
    )]
    ByeInPairedRound { round: u32, next: u32 },
    #[error("team {team} asked for a bye in round {round}: it is not paired in that round")]
    PairedDespiteBye { team: TeamNumber, round: u32 },
}

/// How a roster changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RosterChange {
    /// Enter a player at a place (1-based; the players from there on move down), or
    /// last.
    Add(PlayerRef, Option<u32>),
    /// Take a player off the roster; refused once he has played for the team.
    Remove(PlayerRef),
    /// Move a player to another place; those between move one place.
    Move(PlayerRef, u32),
}

/// What the competition's rules set: match points, the board colours of the first-named
/// team (fixed once round 1 is paired), the bye's points and the tie-breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamSettings {
    pub match_points: MatchPoints,
    pub colours: Vec<Colour>,
    pub bye_points: Option<TeamBye>,
    pub tiebreaks: Vec<TeamTiebreak>,
    /// A team Swiss's colour preferences and scores (fixed once round 1 is paired).
    pub swiss: SwissChoices,
}

impl TeamSettings {
    /// The settings `teams` has now.
    pub fn of(teams: &TeamCompetition) -> TeamSettings {
        TeamSettings {
            match_points: teams.match_points,
            colours: teams.colours.clone(),
            bye_points: teams.bye_points,
            tiebreaks: teams.tiebreaks.clone(),
            swiss: teams.swiss,
        }
    }
}

/// One change of a team competition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TeamEdit {
    /// Make the tournament, before round 1, a team competition of `boards` boards.
    Begin { system: TeamSystem, boards: u32 },
    /// The competition's points, board colours and tie-breaks.
    Settings(TeamSettings),
    /// Enter a team, numbered after the others.
    AddTeam {
        name: String,
        short_name: Option<String>,
        federation: Option<String>,
    },
    /// Change a team's names and federation.
    EditTeam {
        team: TeamNumber,
        name: String,
        short_name: Option<String>,
        federation: Option<String>,
    },
    Roster {
        team: TeamNumber,
        change: RosterChange,
    },
    /// Pair round `round`, the next one: the matches given by hand (first-named team
    /// first) and the team with the pairing-allocated bye; a team round robin takes its
    /// round from the Berger table when `matches` is empty.
    Pair {
        round: u32,
        matches: Vec<(TeamNumber, TeamNumber)>,
        bye: Option<TeamNumber>,
    },
    /// A team's line-up in a round: a player per board in board order, `0` for a board
    /// left empty; an empty list withdraws the line-up.
    Lineup {
        round: u32,
        team: TeamNumber,
        players: Vec<Tpn>,
    },
    /// The results of the `number`-th match (1-based), a board each from board 1,
    /// seen from the first-named team's player: a result as if he had White.
    Results {
        round: u32,
        number: u32,
        boards: Vec<GameResult>,
    },
    /// A whole match lost by forfeit (TRF-26 record 330), or `None` to play it.
    Forfeit {
        round: u32,
        number: u32,
        forfeit: Option<MatchForfeit>,
    },
    /// A team Swiss's team asks for a full-point, half-point or zero-point bye (an
    /// absence) in a round not paired yet (TRF-26 record 240), or `None` cancels it:
    /// the team is not paired in that round (C.04.2 3.3).
    RequestBye {
        team: TeamNumber,
        round: u32,
        kind: Option<RequestedByeKind>,
    },
}

impl TeamEdit {
    /// Makes the edit; pairing a team Swiss by its engine answers with the engine's
    /// pairing and explanations.
    pub(super) fn make(&self, t: &mut Tournament) -> Result<Applied, EditError> {
        if let TeamEdit::Begin { system, boards } = self {
            if t.teams.is_some() {
                return Err(TeamError::AlreadyTeams.into());
            }
            if !t.rounds.is_empty() {
                return Err(EditError::FixedOnceStarted("kind of competition"));
            }
            if matches!(
                t.system,
                PairingSystem::RoundRobin | PairingSystem::DoubleSwiss
            ) {
                t.system = PairingSystem::Dutch;
                t.editions = crate::model::Editions::founding(PairingSystem::Dutch);
            }
            t.teams = Some(TeamCompetition::new(*system, *boards));
            return Ok(Applied::Done);
        }
        let rounds_paired = t.rounds_paired();
        match self {
            TeamEdit::Begin { .. } => Ok(Applied::Done),
            TeamEdit::Settings(settings) => {
                let teams = self::teams(t)?;
                if settings.colours != teams.colours && rounds_paired > 0 {
                    return Err(EditError::FixedOnceStarted("board colours"));
                }
                if settings.swiss != teams.swiss && rounds_paired > 0 {
                    return Err(EditError::FixedOnceStarted(
                        "colour preferences and scores of the team Swiss",
                    ));
                }
                let teams = teams_mut(t)?;
                if let Some(twice) = settings
                    .tiebreaks
                    .iter()
                    .enumerate()
                    .find_map(|(i, tb)| settings.tiebreaks[..i].contains(tb).then_some(*tb))
                {
                    return Err(TeamError::TiebreakTwice(twice).into());
                }
                teams.match_points = settings.match_points;
                teams.colours = settings.colours.clone();
                teams.bye_points = settings.bye_points;
                teams.tiebreaks = settings.tiebreaks.clone();
                teams.swiss = settings.swiss;
                Ok(Applied::Done)
            }
            TeamEdit::AddTeam {
                name,
                short_name,
                federation,
            } => {
                let teams = teams_mut(t)?;
                if teams.system == TeamSystem::RoundRobin && rounds_paired > 0 {
                    return Err(TeamError::TeamsFixed.into());
                }
                teams.teams.push(Team {
                    number: teams.teams.len() as TeamNumber + 1,
                    name: name.clone(),
                    short_name: short_name.clone(),
                    federation: federation.clone(),
                    roster: Vec::new(),
                    byes: Vec::new(),
                });
                Ok(Applied::Done)
            }
            TeamEdit::EditTeam {
                team,
                name,
                short_name,
                federation,
            } => {
                let edited = team_mut(teams_mut(t)?, *team)?;
                edited.name = name.clone();
                edited.short_name = short_name.clone();
                edited.federation = federation.clone();
                Ok(Applied::Done)
            }
            TeamEdit::Roster { team, change } => {
                let tpn = match change {
                    RosterChange::Add(player, _)
                    | RosterChange::Remove(player)
                    | RosterChange::Move(player, _) => t.resolve_player(player)?,
                };
                let label = t.player_label(tpn);
                change_roster(teams_mut(t)?, *team, change, tpn, label)?;
                Ok(Applied::Done)
            }
            TeamEdit::Pair {
                round,
                matches,
                bye,
            } => {
                if *round != rounds_paired + 1 {
                    return Err(EditError::RoundsChanged {
                        seen: round.saturating_sub(1),
                        paired: rounds_paired,
                    });
                }
                let mut applied = Applied::Done;
                let mut team_round = match (teams(t)?.system, matches.is_empty()) {
                    (TeamSystem::RoundRobin, true) => round_robin_round(t, *round)?,
                    (TeamSystem::RoundRobin, false) => {
                        return Err(TeamError::RoundRobinByTable.into());
                    }
                    (TeamSystem::Swiss, true) => {
                        let pairing = swiss_round(t, *round)?;
                        let first = teams(t)?.first_team_colour(1);
                        let team_round = TeamRound {
                            number: *round,
                            matches: pairing
                                .matches
                                .iter()
                                .map(|paired| match first {
                                    Colour::White => TeamMatch::new(paired.white, paired.black),
                                    Colour::Black => TeamMatch::new(paired.black, paired.white),
                                })
                                .collect(),
                            bye: pairing.bye,
                            requested_byes: Vec::new(),
                        };
                        applied = Applied::TeamsPaired(pairing);
                        team_round
                    }
                    (TeamSystem::Swiss, false) => {
                        let teams = teams(t)?;
                        if let Some(team) = matches
                            .iter()
                            .flat_map(|&(first, second)| [first, second])
                            .chain(*bye)
                            .find(|&team| teams.requested_bye(team, *round).is_some())
                        {
                            return Err(TeamError::PairedDespiteBye {
                                team,
                                round: *round,
                            }
                            .into());
                        }
                        TeamRound {
                            number: *round,
                            matches: matches
                                .iter()
                                .map(|&(first, second)| TeamMatch::new(first, second))
                                .collect(),
                            bye: *bye,
                            requested_byes: Vec::new(),
                        }
                    }
                };
                let teams = teams_mut(t)?;
                team_round.requested_byes = teams.take_requested_byes(*round);
                teams.rounds.push(team_round);
                t.rounds.push(Round {
                    number: *round,
                    pairings: Vec::new(),
                    byes: Vec::new(),
                });
                Ok(applied)
            }
            TeamEdit::Lineup {
                round,
                team,
                players,
            } => {
                let teams = teams(t)?;
                let (index, side) = match_of(teams, *round, *team)?;
                let mut team_match = teams.rounds[*round as usize - 1].matches[index].clone();
                team_match.lineups[side as usize] = players.clone();
                replace_match(t, *round, index, team_match);
                Ok(Applied::Done)
            }
            TeamEdit::Results {
                round,
                number,
                boards,
            } => set_results(t, *round, *number, boards).map(|()| Applied::Done),
            TeamEdit::Forfeit {
                round,
                number,
                forfeit,
            } => {
                let index = match_index(teams(t)?, *round, *number)?;
                let mut team_match = teams(t)?.rounds[*round as usize - 1].matches[index].clone();
                team_match.forfeit = *forfeit;
                replace_match(t, *round, index, team_match);
                Ok(Applied::Done)
            }
            TeamEdit::RequestBye { team, round, kind } => {
                if teams(t)?.system == TeamSystem::RoundRobin {
                    return Err(TeamError::RoundRobinHasNoByes.into());
                }
                t.check_round_in_range(*round)?;
                if *round <= rounds_paired {
                    return Err(TeamError::ByeInPairedRound {
                        round: *round,
                        next: rounds_paired + 1,
                    }
                    .into());
                }
                let asking = team_mut(teams_mut(t)?, *team)?;
                set_requested_bye(&mut asking.byes, *round, *kind);
                Ok(Applied::Done)
            }
        }
    }

    /// What the edit does, in words.
    pub fn describe(&self) -> String {
        match self {
            TeamEdit::Begin { system, boards } => {
                format!("made the tournament a team {system} on {boards} boards")
            }
            TeamEdit::Settings(settings) => {
                let points = settings.match_points;
                let tiebreaks: Vec<String> =
                    settings.tiebreaks.iter().map(TeamTiebreak::code).collect();
                format!(
                    "team settings: match points {}/{}/{}, ranking MP{}{}",
                    points.win,
                    points.draw,
                    points.loss,
                    if tiebreaks.is_empty() { "" } else { ", " },
                    tiebreaks.join(", ")
                )
            }
            TeamEdit::AddTeam { name, .. } => format!("added team {name}"),
            TeamEdit::EditTeam { team, name, .. } => format!("edited team {team} ({name})"),
            TeamEdit::Roster { team, change } => match change {
                RosterChange::Add(player, _) => {
                    format!("entered {} on the roster of team {team}", player.label())
                }
                RosterChange::Remove(player) => {
                    format!("took {} off the roster of team {team}", player.label())
                }
                RosterChange::Move(player, place) => format!(
                    "moved {} to place {place} of the roster of team {team}",
                    player.label()
                ),
            },
            TeamEdit::Pair { round, .. } => format!("paired the teams of round {round}"),
            TeamEdit::Lineup { round, team, .. } => {
                format!("set the line-up of team {team} in round {round}")
            }
            TeamEdit::Results { round, number, .. } => {
                format!("entered the results of round {round} match {number}")
            }
            TeamEdit::Forfeit {
                round,
                number,
                forfeit: Some(forfeit),
            } => format!("round {round} match {number} forfeited {}", forfeit.code()),
            TeamEdit::Forfeit {
                round,
                number,
                forfeit: None,
            } => format!("round {round} match {number} is played"),
            TeamEdit::RequestBye {
                team,
                round,
                kind: Some(kind),
            } => format!("team {team} asked for a {kind} in round {round}"),
            TeamEdit::RequestBye {
                team,
                round,
                kind: None,
            } => format!("team {team} plays round {round}: its bye is cancelled"),
        }
    }
}

impl From<TeamError> for EditError {
    fn from(error: TeamError) -> EditError {
        EditError::Team(error)
    }
}

fn teams(t: &Tournament) -> Result<&TeamCompetition, TeamError> {
    t.teams.as_ref().ok_or(TeamError::NotTeams)
}

fn teams_mut(t: &mut Tournament) -> Result<&mut TeamCompetition, TeamError> {
    t.teams.as_mut().ok_or(TeamError::NotTeams)
}

fn team_mut(teams: &mut TeamCompetition, team: TeamNumber) -> Result<&mut Team, TeamError> {
    teams.team_mut(team).ok_or(TeamError::NoSuchTeam(team))
}

fn change_roster(
    teams: &mut TeamCompetition,
    team: TeamNumber,
    change: &RosterChange,
    tpn: Tpn,
    label: String,
) -> Result<(), EditError> {
    let played_in = teams.rounds.iter().find_map(|round| {
        round
            .match_of(team)
            .and_then(|(_, m)| m.side_of(team).map(|side| m.lineup(side).contains(&tpn)))
            .filter(|&played| played)
            .map(|_| round.number)
    });
    let holder = teams.team_of(tpn).map(|t| t.number);
    let roster = &mut team_mut(teams, team)?.roster;
    let place_in = |place: u32, size: usize| {
        (1..=size as u32 + 1)
            .contains(&place)
            .then_some(place as usize - 1)
            .ok_or(TeamError::NoRosterPlace { team, place, size })
    };
    match change {
        RosterChange::Add(_, place) => {
            if let Some(holder) = holder {
                return Err(TeamError::AlreadyRostered {
                    player: label,
                    team: holder,
                }
                .into());
            }
            let at = match place {
                Some(place) => place_in(*place, roster.len())?,
                None => roster.len(),
            };
            roster.insert(at, tpn);
        }
        RosterChange::Remove(_) | RosterChange::Move(..) => {
            let Some(at) = roster.iter().position(|&p| p == tpn) else {
                return Err(TeamError::NotRostered {
                    player: label,
                    team,
                }
                .into());
            };
            roster.remove(at);
            match change {
                RosterChange::Move(_, place) => {
                    let to = place_in(*place, roster.len())?;
                    roster.insert(to, tpn);
                }
                _ => {
                    if let Some(round) = played_in {
                        return Err(TeamError::PlayedForTeam {
                            player: label,
                            team,
                            round,
                        }
                        .into());
                    }
                }
            }
        }
    }
    Ok(())
}

/// Round `round` of a team round robin: the Berger table's games between the team
/// numbers (C.05 Annex 1), the lower number of the table's pair against the number
/// above the teams having the free round.
fn round_robin_round(t: &Tournament, round: u32) -> Result<TeamRound, TeamError> {
    let teams = teams(t)?;
    let count = teams.teams.len() as u32;
    if count < 2 {
        return Err(TeamError::TooFewTeams {
            teams: teams.teams.len(),
        });
    }
    let matches = round_robin::round_games(t.round_robin, count, round)
        .into_iter()
        .filter(|game| game.white <= count && game.black <= count)
        .map(|game| TeamMatch::new(game.white, game.black))
        .collect();
    Ok(TeamRound {
        number: round,
        matches,
        bye: None,
        requested_byes: Vec::new(),
    })
}

/// Round `round` of a team Swiss paired by its engine (C.04.6), once every match of the
/// round before has its result.
fn swiss_round(t: &Tournament, round: u32) -> Result<TeamPairing, EditError> {
    let teams = teams(t)?;
    if round > t.rounds_planned {
        return Err(TeamError::AllRoundsPaired {
            planned: t.rounds_planned,
        }
        .into());
    }
    if let (Some(last), Some(games)) = (teams.rounds.last(), t.rounds.last()) {
        let games = RoundIndex::new(games);
        for (number, team_match) in (1..).zip(&last.matches) {
            let missing = if team_match.forfeit.is_some() {
                None
            } else if !team_match.has_lineups() {
                Some("no line-ups")
            } else if teams
                .match_score(t, &games, team_match, Side::First)
                .match_points
                .is_none()
            {
                Some("results missing")
            } else {
                None
            };
            if let Some(missing) = missing {
                return Err(TeamError::RoundIncomplete {
                    round: last.number,
                    number,
                    missing,
                }
                .into());
            }
        }
    }
    let request = TeamPairingRequest::for_round(t, teams, round);
    Ok(team_swiss::pair(&request).map_err(TeamError::from)?)
}

/// The place (0-based) of the match `team` plays in round `round`, and its side.
fn match_of(
    teams: &TeamCompetition,
    round: u32,
    team: TeamNumber,
) -> Result<(usize, Side), TeamError> {
    teams.team(team).ok_or(TeamError::NoSuchTeam(team))?;
    teams
        .round(round)
        .and_then(|r| r.match_of(team))
        .and_then(|(index, m)| m.side_of(team).map(|side| (index, side)))
        .ok_or(TeamError::NotPlaying { team, round })
}

/// The place (0-based) of the `number`-th match of round `round`.
fn match_index(teams: &TeamCompetition, round: u32, number: u32) -> Result<usize, EditError> {
    let paired = teams.rounds.len() as u32;
    let matches = teams
        .round(round)
        .ok_or(EditError::NoSuchRound { round, paired })?
        .matches
        .len();
    number
        .checked_sub(1)
        .map(|i| i as usize)
        .filter(|&i| i < matches)
        .ok_or_else(|| {
            TeamError::NoSuchMatch {
                round,
                number,
                matches,
            }
            .into()
        })
}

/// Puts `team_match` in place `index` of round `round` and rebuilds its boards in the
/// individual round, keeping each result whose board has the same players and colours.
fn replace_match(t: &mut Tournament, round: u32, index: usize, team_match: TeamMatch) {
    let (Some(teams), Some(games)) = (t.teams.as_mut(), t.rounds.get_mut(round as usize - 1))
    else {
        return;
    };
    let old = std::mem::replace(
        &mut teams.rounds[round as usize - 1].matches[index],
        team_match.clone(),
    );
    let (old_pairings, old_byes) = teams.match_games(index, &old);
    let (pairings, byes) = teams.match_games(index, &team_match);
    let mut kept: Vec<Pairing> = Vec::new();
    games.pairings.retain(|pairing| {
        let of_match = old_pairings.iter().any(|o| o.board == pairing.board);
        if of_match {
            kept.push(pairing.clone());
        }
        !of_match
    });
    for mut pairing in pairings {
        if let Some(before) = kept.iter().find(|o| {
            o.board == pairing.board && o.white == pairing.white && o.black == pairing.black
        }) {
            pairing.games = before.games.clone();
        }
        games.pairings.push(pairing);
    }
    games.pairings.sort_by_key(|p| p.board);
    games.byes.retain(|b| !old_byes.contains(b));
    games.byes.extend(byes);
}

/// Records the results of a match, board by board, each given from the first-named
/// team's player's side.
fn set_results(
    t: &mut Tournament,
    round: u32,
    number: u32,
    boards: &[GameResult],
) -> Result<(), EditError> {
    let teams = teams(t)?;
    let index = match_index(teams, round, number)?;
    if boards.len() != teams.boards as usize {
        return Err(TeamError::BoardCount {
            given: boards.len(),
            boards: teams.boards,
        }
        .into());
    }
    let team_match = &teams.rounds[round as usize - 1].matches[index];
    if let Some(forfeit) = team_match.forfeit {
        return Err(TeamError::Forfeited {
            round,
            number,
            forfeit,
        }
        .into());
    }
    if !team_match.has_lineups() {
        return Err(TeamError::NoLineups { round, number }.into());
    }
    let mut results = Vec::new();
    for (board, &result) in (1..).zip(boards) {
        let unplayed = team_match.unplayed_board(board);
        match unplayed {
            Some(expected) if expected != result => {
                return Err(TeamError::NoGame {
                    board,
                    expected: first_team_word(expected),
                }
                .into());
            }
            Some(_) => {}
            None => {
                let game = match teams.first_team_colour(board) {
                    Colour::White => result,
                    Colour::Black => result.reversed(),
                };
                results.push((teams.individual_board(index, board), game));
            }
        }
    }
    for (board, game) in results {
        t.set_result(round, board, vec![game])?;
    }
    Ok(())
}
