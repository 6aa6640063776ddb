//! The rating report of a tournament: for every player the figures the regulations give
//! (rated players: rating, K, games, score, expected score, change, new rating; unrated
//! players: their rated results, initial rating and whether it can be published), and
//! every game that is not rated, with the reason.

use crate::model::{
    EarlierResult, Player, Points, RatingEdition, RatingList, Tournament, TournamentInfo, Tpn,
};
use crate::rating::{
    EventResults, Exclusion, GameRatings, HalfPoints, NewPlayerRating, RatedGame, RatedPlayer,
    RatingChange, RatingError,
};

/// The rating report of a tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatingReport {
    /// The event's facts the report carries to FIDE: name, place, dates, arbiters,
    /// time control, event code.
    pub event: TournamentInfo,
    /// The edition of the regulations the tournament is rated by.
    pub edition: RatingEdition,
    /// The list the tournament is rated on: the players' ratings and K come from it.
    pub list: RatingList,
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
        /// Whether the list's K or the rated games the arbiter entered tell whether the
        /// player is new to the list; when not, K is the one of an established player
        /// (see [`RatedPlayer::new_to_the_list`]).
        record_known: bool,
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
    /// The report of `tournament` under its edition of the regulations, on its list.
    pub fn build(tournament: &Tournament) -> Result<RatingReport, RatingError> {
        let edition = tournament.editions.rating;
        let list = tournament.rating_list();
        let year = rating_year(tournament);
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
                    let ratings = GameRatings {
                        player: tournament
                            .player(player)
                            .ok_or_else(|| unknown(player))?
                            .rating,
                        opponent: tournament
                            .player(opponent)
                            .ok_or_else(|| unknown(opponent))?
                            .rating,
                    };
                    let games =
                        player_slot(&mut rated_games, player).ok_or_else(|| unknown(player))?;
                    for (index, result) in pairing.results_for(player).enumerate() {
                        match edition.rated_game(list, result, ratings, counts_as_played) {
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
            .map(|(player, games)| player_report(player, games, edition, list, year))
            .collect::<Result<_, _>>()?;
        Ok(RatingReport {
            event: tournament.info.clone(),
            edition,
            list,
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

/// The year the tournament is rated in: that of its end date, else of its start date,
/// else this year (2024 8.3.3 compares it with the year of a player's 18th birthday).
fn rating_year(tournament: &Tournament) -> Option<u32> {
    let info = &tournament.info;
    let date = info
        .end_date
        .clone()
        .or_else(|| info.start_date.clone())
        .unwrap_or_else(crate::model::today);
    year_of(&date)
}

/// The year a date (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`) begins with.
fn year_of(date: &str) -> Option<u32> {
    date.get(..4)?.parse().ok()
}

/// 8.3.3: the player is rated no later than the year of his 18th birthday.
fn is_junior(player: &Player, year: Option<u32>) -> bool {
    let born = player.birth_date.as_deref().and_then(year_of);
    matches!((born, year), (Some(born), Some(year)) if year <= born + 18)
}

fn player_report(
    player: &Player,
    games: &[RatedGame],
    edition: RatingEdition,
    list: RatingList,
    year: Option<u32>,
) -> Result<PlayerReport, RatingError> {
    let rating = match player.rating {
        Some(rating) => {
            let rated = RatedPlayer {
                rating,
                rated_games_before: player.rated_games_before,
                has_reached_2400: player.reached_2400,
                junior: is_junior(player, year),
                listed_k: player.k_factor,
            };
            PlayerRating::Rated {
                change: edition.rating_change(list, &rated, games),
                record_known: rated.new_to_the_list().is_some(),
            }
        }
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
                new_rating: edition.new_player_rating(&earlier, &results),
            }
        }
    };
    Ok(PlayerReport {
        tpn: player.tpn,
        name: player.name.clone(),
        performance_rating: edition.performance_rating(games),
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
