//! Each player's past, derived once from the tournament: opponents, colours, floats, byes
//! and scores, round by round. This is the colour and opponent history shared by every
//! pairing system and by the tie-breaks. The rules the systems share are read from it
//! here once: who may receive the pairing-allocated bye ([`Competitor::may_receive_pairing_bye`]),
//! floats ([`crate::model::floats`]) and colours ([`crate::model::colours`]); each engine
//! applies its own rules on top.

use crate::model::colours::colour_difference;
use crate::model::{ByeKind, Colour, Points, Round, RoundIndex, Seat, Title, Tournament, Tpn};

/// What happened to a player in one earlier round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoundKind {
    /// Met `opponent`; the pairing counts as played (one-game systems: the game was played;
    /// Double-Swiss: not a forfeit match, C.04.5 preface).
    Played,
    /// Paired, but the opponent forfeited (all games of the match): a point without play.
    ForfeitWin,
    /// Paired, but the player forfeited (or both did).
    ForfeitLoss,
    /// No opponent: a bye of this kind (including `Absent`).
    Bye(ByeKind),
    /// Not paired and not listed at all (e.g. entered after that round).
    NotPaired,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundRecord {
    pub kind: RoundKind,
    /// The opponent the player was paired with, played or forfeited.
    pub opponent: Option<Tpn>,
    /// The colour the player was scheduled to have (in game 1, for Double-Swiss).
    pub scheduled_colour: Option<Colour>,
    /// The colour the player had: only when a game (one of the match, for Double-Swiss,
    /// C.04.5 1.6) was actually played over the board.
    pub colour: Option<Colour>,
    /// Points scored in the round.
    pub points: Points,
    /// The player's score before the round.
    pub score_before: Points,
    /// The opponent's score before the round, when paired.
    pub opponent_score_before: Option<Points>,
}

impl RoundRecord {
    /// Whether the pairing counts as a meeting for the no-rematch rule.
    pub fn counts_as_played(&self) -> bool {
        self.kind == RoundKind::Played
    }
}

/// A player as the pairing engines see them before one round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Competitor {
    pub tpn: Tpn,
    pub name: String,
    pub rating: Option<u16>,
    pub title: Option<Title>,
    /// Score before the round being paired.
    pub score: Points,
    /// Whether the player is to be paired this round (not withdrawn, no requested bye).
    pub to_pair: bool,
    /// Whether the player has withdrawn by this round (a round robin's scheduled games
    /// against him are forfeited, FIDE Tournament Rules 5.4).
    pub withdrawn: bool,
    /// One record per earlier round, round 1 first.
    pub history: Vec<RoundRecord>,
    /// Players this one must not meet: the arbiter's forbidden pairs, both directions.
    pub forbidden: Vec<Tpn>,
}

impl Competitor {
    /// Opponents met in pairings that count as played (no-rematch rules).
    pub fn opponents(&self) -> impl Iterator<Item = Tpn> + '_ {
        self.history
            .iter()
            .filter(|r| r.counts_as_played())
            .filter_map(|r| r.opponent)
    }

    pub fn has_met(&self, other: Tpn) -> bool {
        self.opponents().any(|o| o == other)
    }

    /// Whether the two may not be paired: already met, or forbidden by the arbiter.
    pub fn may_not_meet(&self, other: Tpn) -> bool {
        other == self.tpn || self.has_met(other) || self.forbidden.contains(&other)
    }

    /// The colours of the rounds actually played, oldest first (unplayed rounds are
    /// skipped: "BWW-B counts as -BWWB", Dutch F2; C.04.2 Art. 3.4).
    pub fn colours(&self) -> impl DoubleEndedIterator<Item = Colour> + '_ {
        self.history.iter().filter_map(|r| r.colour)
    }

    /// Whites minus blacks.
    pub fn colour_difference(&self) -> i32 {
        colour_difference(self.colours())
    }

    pub fn last_colour(&self) -> Option<Colour> {
        self.colours().next_back()
    }

    /// Rounds in which a game (match) was played over the board.
    pub fn games_played(&self) -> usize {
        self.history.iter().filter(|r| r.colour.is_some()).count()
    }

    /// Pairings that count as played, with or without a game over the board.
    pub fn pairings_played(&self) -> usize {
        self.history.iter().filter(|r| r.counts_as_played()).count()
    }

    pub fn had_pairing_bye(&self) -> bool {
        self.history
            .iter()
            .any(|r| r.kind == RoundKind::Bye(ByeKind::Pairing))
    }

    /// Whether one earlier round, without a game, scored a win as `win` reads it.
    fn won_without_playing(&self, win: WinWithoutPlaying) -> bool {
        self.history.iter().any(|r| match win {
            WinWithoutPlaying::ForfeitOrFullBye => matches!(
                r.kind,
                RoundKind::ForfeitWin | RoundKind::Bye(ByeKind::Full)
            ),
            WinWithoutPlaying::Scoring(points) => !r.counts_as_played() && r.points >= points,
        })
    }

    /// Whether the player may receive the pairing-allocated bye: not after receiving one,
    /// nor after scoring a win without playing (C.04.2 Art. 4; Dutch 1992 B1b, Dutch 2026
    /// C2, Dubov 2.2, Double-Swiss C2). What counts as such a win is the system's reading,
    /// `win`.
    pub fn may_receive_pairing_bye(&self, win: WinWithoutPlaying) -> bool {
        !self.had_pairing_bye() && !self.won_without_playing(win)
    }
}

/// What counts as having scored a win without playing, for the pairing-allocated bye.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WinWithoutPlaying {
    /// A win by forfeit or a (FIDE-deprecated) full-point bye, whatever it scored: "a point
    /// without playing, either through a bye or due to an opponent not appearing" (Dutch
    /// 1992 B1b; a requested half-point bye is not a point), Dubov 2.2, Double-Swiss C2
    /// ("won a match by forfeit (or been given a FIDE-deprecated full-point bye)").
    ForfeitOrFullBye,
    /// A round without a game that scored at least these points, a win's: "scored in one
    /// single round, without playing, as many points as rewarded for a win" (C.04.2 Art. 4,
    /// as Dutch 2026 C2 cites it).
    Scoring(Points),
}

/// Builds every player's history over the first `rounds` rounds of `tournament`, for
/// pairing round `rounds + 1`. Players are returned in TPN order (index = TPN - 1).
pub fn competitors(tournament: &Tournament, rounds: u32) -> Vec<Competitor> {
    let next_round = rounds + 1;
    let played_rounds: Vec<&Round> = tournament.rounds.iter().take(rounds as usize).collect();
    let mut scores = vec![Points::ZERO; tournament.players.len()];
    let mut histories: Vec<Vec<RoundRecord>> = vec![Vec::new(); tournament.players.len()];
    for round in &played_rounds {
        let before = scores.clone();
        let seats = RoundIndex::new(round);
        for player in &tournament.players {
            let index = (player.tpn - 1) as usize;
            let record = round_record(tournament, &seats, player.tpn, &before);
            // The arbiter's adjustment of the round counts in the score after it.
            scores[index] += record.points + player.adjustment_in(round.number);
            histories[index].push(record);
        }
    }
    // Forbidden pairs hold both ways, whichever player's list names them.
    let mut forbidden: Vec<Vec<Tpn>> = tournament
        .players
        .iter()
        .map(|p| p.forbidden.clone())
        .collect();
    for player in &tournament.players {
        for &other in &player.forbidden {
            if let Some(list) = other
                .checked_sub(1)
                .and_then(|i| forbidden.get_mut(i as usize))
            {
                list.push(player.tpn);
            }
        }
    }
    tournament
        .players
        .iter()
        .zip(histories)
        .zip(forbidden)
        .map(|((player, history), mut forbidden)| {
            forbidden.sort_unstable();
            forbidden.dedup();
            Competitor {
                tpn: player.tpn,
                name: player.name.clone(),
                rating: player.rating,
                title: player.title,
                score: scores[(player.tpn - 1) as usize],
                to_pair: player.is_active_in(next_round)
                    && player.requested_bye(next_round).is_none(),
                withdrawn: !player.is_active_in(next_round),
                history,
                forbidden,
            }
        })
        .collect()
}

fn round_record(
    tournament: &Tournament,
    seats: &RoundIndex,
    tpn: Tpn,
    before: &[Points],
) -> RoundRecord {
    let score_before = before[(tpn - 1) as usize];
    let points = tournament.points_at(tpn, seats);
    let Some(Seat::Paired(pairing)) = seats.seat(tpn) else {
        let kind = match seats.seat(tpn) {
            Some(Seat::Bye(kind)) => RoundKind::Bye(kind),
            _ => RoundKind::NotPaired,
        };
        return RoundRecord {
            kind,
            opponent: None,
            scheduled_colour: None,
            colour: None,
            points,
            score_before,
            opponent_score_before: None,
        };
    };
    let scheduled_colour = pairing.colour_in_game(tpn, 0);
    let opponent = pairing.opponent_of(tpn);
    let kind = if pairing.counts_as_played() {
        RoundKind::Played
    } else if opponent_forfeited_everything(pairing, tpn) {
        RoundKind::ForfeitWin
    } else {
        RoundKind::ForfeitLoss
    };
    RoundRecord {
        kind,
        opponent,
        scheduled_colour,
        colour: scheduled_colour.filter(|_| pairing.any_game_played()),
        points,
        score_before,
        opponent_score_before: opponent.and_then(|o| before.get((o - 1) as usize).copied()),
    }
}

/// In a pairing that does not count as played: did the opponent forfeit every game while
/// `tpn` was present at least once?
fn opponent_forfeited_everything(pairing: &crate::model::Pairing, tpn: Tpn) -> bool {
    use crate::model::GameResult;
    let results: Vec<GameResult> = pairing.results_for(tpn).collect();
    results.iter().all(|g| {
        matches!(
            g,
            GameResult::Forfeit {
                winner: Some(Colour::White)
            }
        )
    })
}
