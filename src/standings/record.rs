//! Each player's rounds as the tie-breaks see them, derived once from the tournament.
//!
//! The round-level view (opponent, played or forfeited, byes, points) is the shared
//! history of [`crate::model::history`]; this module adds the C.07 16.2 category of
//! each unplayed round, the games of each played pairing, and the two scores Article 16
//! derives from them.
//!
//! Double-Swiss (C.04.5 preface): a round is a two-game match. The scores are game
//! points, the sum of both games. A match ends by forfeit only if a player forfeits
//! both games; otherwise it counts as played and "for the purposes of tie-breaks and
//! standings, any forfeited (single) game shall be treated as played": such a game is a
//! game of the player's record with its scheduled colour and its result.

use crate::model::history::{Competitor, RoundKind, competitors};
use crate::model::{
    Colour, Editions, GameResult, Outcome, Pairing, PairingSystem, Points, RoundIndex, RoundRobin,
    TiebreakEdition, Tournament, Tpn,
};

use super::unplayed::{Unplayed, adjusted_score, categories};

/// One game of a pairing that counts as played, seen from the player's side.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GameEntry {
    pub colour: Colour,
    pub points: Points,
    /// A single forfeited game of a Double-Swiss match is a win for the player present
    /// and a loss for the other.
    pub outcome: Outcome,
}

impl GameEntry {
    pub fn won(&self) -> bool {
        self.outcome == Outcome::Win
    }
}

/// One round of one player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundEntry {
    pub round: u32,
    pub kind: RoundKind,
    /// The opponent of a pairing, played or forfeited.
    pub opponent: Option<Tpn>,
    pub points: Points,
    /// The C.07 16.2 category, for an unplayed round.
    pub unplayed: Option<Unplayed>,
    /// The games of a pairing that counts as played whose result is known.
    pub games: Vec<GameEntry>,
}

impl RoundEntry {
    /// The opponent met over the board (a pairing that counts as played).
    pub fn played_opponent(&self) -> Option<Tpn> {
        self.opponent.filter(|_| self.kind == RoundKind::Played)
    }

    /// The opponent the round counts a game against: the one met over the board, or
    /// with `forfeits_played` (MTB26 `/P`) also the scheduled opponent of a forfeit.
    pub fn opponent_met(&self, forfeits_played: bool) -> Option<Tpn> {
        match forfeits_played {
            true => self.opponent,
            false => self.played_opponent(),
        }
    }

    pub fn is_voluntarily_unplayed(&self) -> bool {
        self.unplayed.is_some_and(Unplayed::is_voluntary)
    }
}

/// All rounds of one player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRecord {
    pub tpn: Tpn,
    pub rating: Option<u16>,
    /// Points over the rounds considered.
    pub score: Points,
    /// The score his opponents' tie-breaks use (C.07 16.3).
    pub adjusted_score: Points,
    pub rounds: Vec<RoundEntry>,
}

impl PlayerRecord {
    /// Each round's 16.2 category and points, as [`adjusted_score`] takes them.
    fn categorised_points(&self) -> Vec<(Option<Unplayed>, Points)> {
        self.rounds.iter().map(|r| (r.unplayed, r.points)).collect()
    }
}

/// The records of every player over the first `rounds` rounds.
#[derive(Clone, Debug)]
pub struct Records {
    /// Rounds considered.
    pub rounds: u32,
    /// The tournament's last round (the rounds planned), which Fore Buchholz draws
    /// ([`Records::fore`]).
    pub final_round: u32,
    /// Points of a drawn round: a draw, or in Double-Swiss a match drawn 1-1.
    pub draw: Points,
    /// Points of a round won in every game.
    pub round_maximum: Points,
    /// Points of one won game.
    pub win: Points,
    /// Games in one pairing.
    pub games_per_pairing: usize,
    /// The editions of the regulations: the tie-breaks follow `editions.tiebreaks`, the
    /// performance rating the table of `editions.rating`.
    pub editions: Editions,
    /// The rating unrated participants count with in ARO and TPR, if the tournament
    /// sets one (C.07 Article 10).
    pub unrated_rating: Option<u16>,
    /// A round robin: its forfeits "are treated as regular games" (C.07 15.2) and
    /// Article 16, the unplayed rounds of Swiss tournaments, does not apply (15.3).
    pub round_robin: bool,
    /// Players of a round robin whose results the standings do not count: withdrawn
    /// having completed fewer than half of their games ([`uncounted_withdrawals`]).
    pub uncounted: Vec<Tpn>,
    /// Indexed by TPN - 1.
    players: Vec<PlayerRecord>,
}

impl Records {
    /// The records over the first `rounds` rounds (at most the rounds paired). A game
    /// without a result yet counts nothing, as in the scores.
    pub fn new(tournament: &Tournament, rounds: u32) -> Records {
        let rounds = rounds.min(tournament.rounds_paired());
        let games_per_pairing = tournament.games_per_pairing();
        let draw = Points::from_tenths(tournament.scoring.draw.tenths() * games_per_pairing as i32);
        let seats = tournament.round_indexes(rounds);
        let mut players: Vec<PlayerRecord> = competitors(tournament, rounds)
            .into_iter()
            .map(|competitor| player_record(tournament, &seats, competitor, draw))
            .collect();
        let round_robin = tournament.system == PairingSystem::RoundRobin;
        let uncounted = match round_robin {
            true => uncounted_withdrawals(tournament, rounds, &players),
            false => Vec::new(),
        };
        for player in &mut players {
            leave_out(player, &uncounted);
        }
        Records {
            rounds,
            final_round: tournament.rounds_planned,
            draw,
            round_maximum: tournament.round_maximum(),
            win: tournament.scoring.win,
            games_per_pairing,
            editions: tournament.editions,
            unrated_rating: tournament.info.unrated_rating,
            round_robin,
            uncounted,
            players,
        }
    }

    /// The records as Fore Buchholz sees them (C.07 8.3): "as if all paired games for
    /// the final round had ended in draws". Every pairing of the final round, played or
    /// forfeited, becomes a played draw; the categories of the unplayed rounds (16.2)
    /// and the scores follow from that. Before the final round is counted nothing
    /// changes, as the FIDE tie-break checker reads it: Fore Buchholz is then Buchholz.
    pub fn fore(&self) -> Records {
        let mut fore = self.clone();
        if self.rounds < self.final_round {
            return fore;
        }
        for player in &mut fore.players {
            let adjustments =
                player.adjusted_score - adjusted_score(&player.categorised_points(), self.draw);
            let Some(last) = player.rounds.last_mut() else {
                continue;
            };
            if last.opponent.is_none() || last.round != self.final_round {
                continue;
            }
            player.score = player.score - last.points + self.draw;
            *last = RoundEntry {
                kind: RoundKind::Played,
                points: self.draw,
                unplayed: None,
                games: Vec::new(),
                ..last.clone()
            };
            let kinds: Vec<RoundKind> = player.rounds.iter().map(|r| r.kind.clone()).collect();
            for (round, category) in player.rounds.iter_mut().zip(categories(&kinds)) {
                round.unplayed = category;
            }
            player.adjusted_score =
                adjusted_score(&player.categorised_points(), self.draw) + adjustments;
        }
        fore
    }

    pub fn player(&self, tpn: Tpn) -> &PlayerRecord {
        &self.players[(tpn - 1) as usize]
    }

    pub fn players(&self) -> &[PlayerRecord] {
        &self.players
    }

    /// The score of the dummy opponent of one of `player`'s own unplayed rounds (C.07
    /// 16.4): the player's own score; from 2026 (16.4.1, 16.4.2) at most the scheduled
    /// opponent's adjusted score (16.3) for a forfeit, and at most a draw in every round
    /// for any other unplayed round. "The number of rounds in the tournament" is the
    /// number of rounds the standings are computed over, as the player's own score is
    /// (the FIDE tie-break checker reads it so for standings after an early round).
    pub fn dummy_score(&self, player: &PlayerRecord, round: &RoundEntry) -> Points {
        let own = player.score;
        match self.editions.tiebreaks {
            TiebreakEdition::Rules2024 => own,
            TiebreakEdition::Rules2026 => {
                let forfeited_opponent = round.opponent.filter(|_| {
                    matches!(round.kind, RoundKind::ForfeitWin | RoundKind::ForfeitLoss)
                });
                let cap = match forfeited_opponent {
                    Some(opponent) => self.player(opponent).adjusted_score,
                    None => Points::from_tenths(self.draw.tenths() * self.rounds as i32),
                };
                own.min(cap)
            }
        }
    }

    /// The highest score possible over the rounds considered: in a round robin each
    /// complete cycle has one game per other player, so an odd field's free round is no
    /// game (C.05 Annex 1), as FIDE's tie-break checker counts it, and neither is a game
    /// against a player whose results are not counted ([`Records::uncounted`]).
    pub fn maximum_score(&self) -> Points {
        let players = self.players.len() as u32;
        let per_cycle = RoundRobin::rounds_per_cycle(players);
        let games = match self.round_robin && per_cycle > 0 && self.rounds.is_multiple_of(per_cycle)
        {
            true => (self.rounds / per_cycle) * (players - 1 - self.uncounted.len() as u32),
            false => self.rounds,
        };
        Points::from_tenths(self.round_maximum.tenths() * games as i32)
    }
}

/// FIDE Tournament Rules (Handbook C.06, V. The conduct of the players) 5.4: "When a
/// player withdraws or is expelled from a round-robin tournament": 5.4.1 "If a player has
/// completed less than 50% of his games and leaves the tournament, his score remains in
/// the tournament table (for rating and historical purposes), but the points scored by
/// him or against him are not counted in the final standings"; 5.4.2 "If a player has
/// completed at least 50% of his games, his score shall remain in the tournament table
/// and will be counted in the final standings". His games are the whole schedule's, one
/// per other player and cycle; completed, those played over the board. The rule applies
/// once a round he no longer takes part in is counted.
fn uncounted_withdrawals(
    tournament: &Tournament,
    rounds: u32,
    players: &[PlayerRecord],
) -> Vec<Tpn> {
    let games = tournament.round_robin.cycles * (players.len() as u32).saturating_sub(1);
    tournament
        .players
        .iter()
        .filter(|player| player.withdrawn_from.is_some_and(|from| from <= rounds))
        .filter(|player| {
            let completed = players[(player.tpn - 1) as usize]
                .rounds
                .iter()
                .filter(|round| round.kind == RoundKind::Played)
                .count() as u32;
            2 * completed < games
        })
        .map(|player| player.tpn)
        .collect()
}

/// Takes out of `player`'s record the rounds the standings do not count: against one of
/// the `uncounted` players, or all of them if he is one. They become rounds without an
/// opponent or points, and the score loses their points.
fn leave_out(player: &mut PlayerRecord, uncounted: &[Tpn]) {
    let all = uncounted.contains(&player.tpn);
    for round in &mut player.rounds {
        if all
            || round
                .opponent
                .is_some_and(|opponent| uncounted.contains(&opponent))
        {
            player.score = player.score - round.points;
            player.adjusted_score = player.adjusted_score - round.points;
            *round = RoundEntry {
                round: round.round,
                kind: RoundKind::NotPaired,
                opponent: None,
                points: Points::ZERO,
                unplayed: None,
                games: Vec::new(),
            };
        }
    }
}

fn player_record(
    tournament: &Tournament,
    seats: &[RoundIndex],
    competitor: Competitor,
    draw: Points,
) -> PlayerRecord {
    let kinds: Vec<RoundKind> = competitor.history.iter().map(|r| r.kind.clone()).collect();
    let unplayed = categories(&kinds);
    let rounds: Vec<RoundEntry> = competitor
        .history
        .into_iter()
        .zip(unplayed)
        .zip(1..)
        .map(|((record, unplayed), round)| {
            let pairing = seats
                .get(round as usize - 1)
                .and_then(|seats| seats.pairing_of(competitor.tpn));
            let games = match pairing {
                Some(pairing) if record.kind == RoundKind::Played => {
                    played_games(tournament, pairing, competitor.tpn)
                }
                _ => Vec::new(),
            };
            RoundEntry {
                round,
                kind: record.kind,
                opponent: record.opponent,
                points: record.points,
                unplayed,
                games,
            }
        })
        .collect();
    let mut record = PlayerRecord {
        tpn: competitor.tpn,
        rating: competitor.rating,
        score: competitor.score,
        adjusted_score: Points::ZERO,
        rounds,
    };
    // The arbiter's penalties and bonuses are part of the score opponents count.
    record.adjusted_score = adjusted_score(&record.categorised_points(), draw)
        + tournament.player(competitor.tpn).map_or(Points::ZERO, |p| {
            p.adjustment_through(record.rounds.len() as u32)
        });
    record
}

/// The games with a result of `tpn`'s `pairing`, a pairing that counts as played; a
/// single forfeited game of a Double-Swiss match is one of them (C.04.5 preface).
fn played_games(tournament: &Tournament, pairing: &Pairing, tpn: Tpn) -> Vec<GameEntry> {
    pairing
        .results_for(tpn)
        .enumerate()
        .filter(|(_, result)| !result.is_pending())
        .filter_map(|(index, result)| {
            let colour = pairing.colour_in_game(tpn, index)?;
            let outcome = match result {
                GameResult::Played { white, .. } => white,
                GameResult::Forfeit {
                    winner: Some(Colour::White),
                } => Outcome::Win,
                GameResult::Forfeit { .. } | GameResult::Pending => Outcome::Loss,
            };
            Some(GameEntry {
                colour,
                points: tournament.scoring.white_points(result),
                outcome,
            })
        })
        .collect()
}
