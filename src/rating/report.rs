//! The rating report of a tournament: for every player the figures the regulations give
//! (rated players: rating, K, games, score, expected score, change, new rating; unrated
//! players: their rated results, initial rating and whether it can be published), and
//! every game that is not rated, with the reason.

use crate::model::{EarlierResult, Player, Points, Tournament, Tpn};
use crate::rating::{
    EventResults, Exclusion, HalfPoints, NewPlayerRating, RatedGame, RatedPlayer, RatingChange,
    RatingError, Regulations,
};

/// The rating report of a tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatingReport {
    pub tournament: String,
    pub regulations: Regulations,
    /// Every player, in TPN order.
    pub players: Vec<PlayerReport>,
    /// The games (and byes) that are not rated, by round, then player, then game.
    pub excluded: Vec<ExcludedGame>,
}

/// One player's line of the report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerReport {
    pub tpn: Tpn,
    pub name: String,
    /// `R_c + d_p` over the player's rated games; `None` without rated games.
    pub performance_rating: Option<i64>,
    pub rating: PlayerRating,
}

/// What the regulations make of a player's rated games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerRating {
    Rated {
        change: RatingChange,
        /// Whether the arbiter entered the player's rated games before the tournament;
        /// when not, K is the one of an established player (see [`RatedPlayer`]).
        games_before_known: bool,
    },
    Unrated {
        /// This tournament's games against rated opponents.
        results: EventResults,
        /// The verdicts on the events and the initial rating they give.
        new_rating: NewPlayerRating,
    },
}

/// A game (or bye) of one player that is not rated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExcludedGame {
    pub round: u32,
    /// The game of a Double-Swiss match (1 or 2); `None` in one-game systems and for byes.
    pub game: Option<usize>,
    pub player: Tpn,
    pub opponent: Option<Tpn>,
    pub reason: Exclusion,
}

impl RatingReport {
    /// The report of `tournament` under `regulations`.
    pub fn build(
        tournament: &Tournament,
        regulations: Regulations,
    ) -> Result<RatingReport, RatingError> {
        let mut rated_games: Vec<Vec<RatedGame>> = vec![Vec::new(); tournament.players.len()];
        let mut excluded = Vec::new();
        let two_games = tournament.games_per_pairing() > 1;
        for round in &tournament.rounds {
            let unknown = |player| RatingError::UnknownPlayer {
                round: round.number,
                player,
            };
            for pairing in &round.pairings {
                let counts_as_played = pairing.counts_as_played();
                for (player, opponent) in [
                    (pairing.white, pairing.black),
                    (pairing.black, pairing.white),
                ] {
                    let opponent_rating = tournament
                        .player(opponent)
                        .ok_or_else(|| unknown(opponent))?
                        .rating;
                    let games =
                        player_slot(&mut rated_games, player).ok_or_else(|| unknown(player))?;
                    for (index, result) in pairing.results_for(player).enumerate() {
                        match regulations.rated_game(result, opponent_rating, counts_as_played) {
                            Ok(game) => games.push(game),
                            Err(reason) => excluded.push(ExcludedGame {
                                round: round.number,
                                game: two_games.then_some(index + 1),
                                player,
                                opponent: Some(opponent),
                                reason,
                            }),
                        }
                    }
                }
            }
            for bye in &round.byes {
                tournament
                    .player(bye.player)
                    .ok_or_else(|| unknown(bye.player))?;
                excluded.push(ExcludedGame {
                    round: round.number,
                    game: None,
                    player: bye.player,
                    opponent: None,
                    reason: Exclusion::Bye(bye.kind),
                });
            }
        }
        excluded.sort_by_key(|excluded| (excluded.round, excluded.player, excluded.game));
        let players = tournament
            .players
            .iter()
            .zip(&rated_games)
            .map(|(player, games)| player_report(player, games, regulations))
            .collect::<Result<_, _>>()?;
        Ok(RatingReport {
            tournament: tournament.info.name.clone(),
            regulations,
            players,
            excluded,
        })
    }
}

impl RatingReport {
    /// The name of the player with this TPN.
    pub fn player_name(&self, tpn: Tpn) -> Option<&str> {
        let index = usize::try_from(tpn.checked_sub(1)?).ok()?;
        self.players.get(index).map(|player| player.name.as_str())
    }
}

/// The rated games collected for `player` (TPN order).
fn player_slot(rated_games: &mut [Vec<RatedGame>], player: Tpn) -> Option<&mut Vec<RatedGame>> {
    let index = usize::try_from(player.checked_sub(1)?).ok()?;
    rated_games.get_mut(index)
}

fn player_report(
    player: &Player,
    games: &[RatedGame],
    regulations: Regulations,
) -> Result<PlayerReport, RatingError> {
    let rating = match player.rating {
        Some(rating) => PlayerRating::Rated {
            change: regulations.rating_change(
                &RatedPlayer {
                    rating,
                    rated_games_before: player.rated_games_before,
                    has_reached_2400: player.reached_2400,
                },
                games,
            ),
            games_before_known: player.rated_games_before.is_some(),
        },
        None => {
            let earlier = player
                .earlier_results
                .iter()
                .enumerate()
                .map(|(index, earlier)| {
                    earlier_results(earlier).map_err(|problem| RatingError::EarlierResult {
                        player: player.tpn,
                        name: player.name.clone(),
                        number: index + 1,
                        problem: Box::new(problem),
                    })
                })
                .collect::<Result<Vec<_>, _>>()?;
            let results = EventResults::from_games(games);
            PlayerRating::Unrated {
                results,
                new_rating: regulations.new_player_rating(&earlier, &results),
            }
        }
    };
    Ok(PlayerReport {
        tpn: player.tpn,
        name: player.name.clone(),
        performance_rating: regulations.performance_rating(games),
        rating,
    })
}

/// An earlier result as the arbiter entered it, checked.
fn earlier_results(earlier: &EarlierResult) -> Result<EventResults, RatingError> {
    let score = half_points(earlier.score)?;
    EventResults::from_average(earlier.games, earlier.average_rating, score)
}

fn half_points(score: Points) -> Result<HalfPoints, RatingError> {
    let tenths = score.tenths();
    if tenths % 5 != 0 {
        return Err(RatingError::ScoreNotHalfPoints { score });
    }
    u32::try_from(tenths / 5)
        .map(HalfPoints)
        .map_err(|_| RatingError::ScoreNotHalfPoints { score })
}
