//! What each team did in each round: opponent, match and game points, board points,
//! and whether the match was played; the ground of the team standings and of the team
//! Swiss pairing.

use super::{Side, TeamCompetition, TeamMatch};
use crate::model::{GameResult, Points, RequestedByeKind, RoundIndex, TeamNumber, Tournament};

/// What a team did in one round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamRoundRecord {
    /// The opponent, `None` for the pairing-allocated bye or a round without a match.
    pub opponent: Option<TeamNumber>,
    /// Match points, `None` while a board has no result (and in a round without a
    /// match or bye).
    pub match_points: Option<Points>,
    pub game_points: Points,
    /// The game points scored on each board, board 1 first (empty for the
    /// pairing-allocated bye or a round without a match).
    pub boards: Vec<Points>,
    /// Whether the match was played: at least one board played over the board.
    pub played: bool,
    /// Whether the round is the team's pairing-allocated bye, or a full-point bye.
    pub bye: bool,
}

impl TeamRoundRecord {
    /// A round without a match or bye: no opponent, no points.
    pub const NOTHING: TeamRoundRecord = TeamRoundRecord {
        opponent: None,
        match_points: None,
        game_points: Points::ZERO,
        boards: Vec::new(),
        played: false,
        bye: false,
    };

    /// A voluntary unplayed round (C.07 16.1.2): an unplayed match the team did not
    /// win, or a round without a match or bye.
    pub(crate) fn voluntary(&self, win: Points) -> bool {
        !self.played && !self.bye && self.match_points != Some(win)
    }
}

/// Whether the match at `index` of its round has a board played over the board.
fn played_over_the_board(
    teams: &TeamCompetition,
    games: &RoundIndex,
    team_match: &TeamMatch,
) -> bool {
    team_match.forfeit.is_none()
        && (1..=teams.boards)
            .filter_map(|board| team_match.player(Side::First, board))
            .filter_map(|tpn| games.pairing_of(tpn))
            .any(|pairing| {
                pairing
                    .games
                    .iter()
                    .any(|game| !matches!(game, GameResult::Forfeit { .. }))
            })
}

/// Every team's rounds, indexed by team number - 1, then by round - 1.
pub fn team_records(
    tournament: &Tournament,
    teams: &TeamCompetition,
    rounds: u32,
) -> Vec<Vec<TeamRoundRecord>> {
    let bye = teams.bye(tournament.scoring.draw);
    // Each round's games indexed once, for every team.
    let indexes = tournament.round_indexes(rounds);
    teams
        .teams
        .iter()
        .map(|team| {
            teams
                .rounds
                .iter()
                .zip(&indexes)
                .map(
                    |(team_round, games)| match team_round.match_of(team.number) {
                        Some((_, team_match)) => {
                            let side = team_match.side_of(team.number).unwrap_or(Side::First);
                            let score = teams.match_score(tournament, games, team_match, side);
                            TeamRoundRecord {
                                opponent: Some(team_match.team(side.other())),
                                match_points: score.match_points,
                                game_points: score.game_points,
                                boards: teams.board_points(tournament, games, team_match, side),
                                played: played_over_the_board(teams, games, team_match),
                                bye: false,
                            }
                        }
                        None if team_round.bye == Some(team.number) => TeamRoundRecord {
                            opponent: None,
                            match_points: Some(bye.match_points),
                            game_points: bye.game_points,
                            boards: Vec::new(),
                            played: false,
                            bye: true,
                        },
                        None => match team_round.requested_bye(team.number) {
                            Some(kind) => {
                                let (match_points, boards) =
                                    teams.requested_bye_points(tournament, kind);
                                TeamRoundRecord {
                                    opponent: None,
                                    match_points: Some(match_points),
                                    game_points: boards.iter().copied().sum(),
                                    boards,
                                    played: false,
                                    // A full-point bye is of the pairing-allocated bye's
                                    // category (C.07 16.2.1); the others are voluntary.
                                    bye: kind == RequestedByeKind::Full,
                                }
                            }
                            None => TeamRoundRecord::NOTHING,
                        },
                    },
                )
                .collect()
        })
        .collect()
}
