//! Board standings of a team competition, for board prizes: for each board, the players
//! who played on it with their points, the rounds they sat on it and their performance
//! rating there.
//!
//! - A player counts on the board his team's line-up put him on, round by round; a
//!   player who played on two boards is listed on each with what he did there.
//! - Points and rounds count every round on the board, a board won or lost unplayed
//!   included (as C.07 12 counts an individual forfeit as a standard result); a match
//!   forfeited as a whole has no board.
//! - The performance rating is that of the games played over the board on that board
//!   against rated opponents (C.07 10.2, the tournament's edition of the Rating
//!   Regulations); none without such a game.
//! - Each board's players are ordered by points, then by fewer rounds (a higher
//!   percentage), then by performance, then by pairing number.

use crate::model::{
    GameResult, Outcome, Points, RoundIndex, Side, TeamCompetition, TeamNumber, Tournament, Tpn,
};
use crate::rating::{GameScore, RatedGame};

/// One player's line on a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardRow {
    pub tpn: Tpn,
    pub team: TeamNumber,
    pub points: Points,
    /// The rounds the player sat on the board, unplayed boards included.
    pub rounds: u32,
    /// The games played over the board.
    pub played: u32,
    /// The performance rating of the games played over the board against rated
    /// opponents.
    pub performance: Option<i64>,
}

/// The players of one board, best first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub board: u32,
    pub rows: Vec<BoardRow>,
}

/// What one player did on one board, round by round, before it is summed.
struct Seat {
    tpn: Tpn,
    team: TeamNumber,
    points: Points,
    game: Option<RatedGame>,
    played: bool,
}

/// The board standings after the first `rounds` rounds, board 1 first.
pub fn board_standings(
    tournament: &Tournament,
    teams: &TeamCompetition,
    rounds: u32,
) -> Vec<Board> {
    let mut seats: Vec<Vec<Seat>> = (0..teams.boards).map(|_| Vec::new()).collect();
    for (team_round, games) in teams
        .rounds
        .iter()
        .zip(&tournament.rounds)
        .take(rounds as usize)
    {
        let index = RoundIndex::new(games);
        for team_match in team_round.matches.iter().filter(|m| m.forfeit.is_none()) {
            for side in [Side::First, Side::Second] {
                let points = teams.board_points(tournament, &index, team_match, side);
                for (board, seated) in (1..=teams.boards).zip(&mut seats) {
                    let Some(tpn) = team_match.player(side, board) else {
                        continue;
                    };
                    let game = index.pairing_of(tpn).and_then(|pairing| {
                        let (outcome, opponent) =
                            match (pairing.games.first()?, pairing.white == tpn) {
                                (GameResult::Played { white, .. }, true) => (*white, pairing.black),
                                (GameResult::Played { black, .. }, false) => {
                                    (*black, pairing.white)
                                }
                                _ => return None,
                            };
                        Some((outcome, tournament.player(opponent)?.rating))
                    });
                    seated.push(Seat {
                        tpn,
                        team: team_match.team(side),
                        points: points[board as usize - 1],
                        played: game.is_some(),
                        game: game.and_then(|(outcome, rating)| {
                            Some(RatedGame {
                                opponent_rating: rating?,
                                score: match outcome {
                                    Outcome::Win => GameScore::Win,
                                    Outcome::Draw => GameScore::Draw,
                                    Outcome::Loss => GameScore::Loss,
                                },
                            })
                        }),
                    });
                }
            }
        }
    }
    (1..)
        .zip(seats)
        .map(|(board, seats)| Board {
            board,
            rows: rows_of(tournament, seats),
        })
        .collect()
}

/// The players of one board, summed and ordered.
fn rows_of(tournament: &Tournament, seats: Vec<Seat>) -> Vec<BoardRow> {
    let mut players: Vec<Tpn> = seats.iter().map(|seat| seat.tpn).collect();
    players.sort_unstable();
    players.dedup();
    let mut rows: Vec<BoardRow> = players
        .into_iter()
        .map(|tpn| {
            let own: Vec<&Seat> = seats.iter().filter(|seat| seat.tpn == tpn).collect();
            let games: Vec<RatedGame> = own.iter().filter_map(|seat| seat.game).collect();
            BoardRow {
                tpn,
                team: own[0].team,
                points: own.iter().map(|seat| seat.points).sum(),
                rounds: own.len() as u32,
                played: own.iter().filter(|seat| seat.played).count() as u32,
                performance: tournament.editions.rating.performance_rating(&games),
            }
        })
        .collect();
    rows.sort_by(|a, b| {
        b.points
            .cmp(&a.points)
            .then(a.rounds.cmp(&b.rounds))
            .then(b.performance.cmp(&a.performance))
            .then(a.tpn.cmp(&b.tpn))
    });
    rows
}
