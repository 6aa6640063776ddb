//! The players of the round as C.04.3 (2026) sees them: order (1.2), floats (1.4),
//! pairing-allocated-bye eligibility (1.5, C2), colour preferences (1.7) and topscorers
//! (1.8).
//!
//! Readings (where the articles are missing from the copies consulted, the reading of
//! bbpPairings v6, the program FIDE endorses for this edition, is taken and stated):
//! - 1.2 rank: score, then TPN. The rank used for 5.2.5 ("odd TPN") counts only the players
//!   who take part in the tournament so far: those to be paired now and those who were
//!   paired (or received the pairing-allocated bye) in an earlier round. A late entrant
//!   who has not yet played and is absent this round is not counted.
//! - 1.4.2/1.4.3: a played game gives a float by the scores before that round, the
//!   acceleration's virtual points included (the shared rule,
//!   [`crate::model::floats::float_between`], over games that count as played); an unplayed
//!   round gives a downfloat when it scored more than a loss (pairing-allocated bye, forfeit
//!   win, half- or full-point bye), no float otherwise.
//! - 1.5/C2: a player who received the pairing-allocated bye, or scored a win's points
//!   without playing (forfeit win, full-point bye), is not eligible: the shared rule read
//!   by the points, [`WinWithoutPlaying::Scoring`] with a round's maximum.
//! - 1.7: the colour difference and the "same colour twice" count only played games; the
//!   preference: absolute (|CD| > 1, or the last two games with one colour), else strong
//!   (|CD| = 1, for the colour played less), else mild (the other colour than last game),
//!   else none (1.7.4: no game played). Apart from the last two games with one colour when
//!   |CD| <= 1, that is the colour the other systems' histories ask for too
//!   ([`balancing_colour`]).
//! - 1.8: topscorers (pairing the last round) are those with more than half the maximum
//!   score so far.

use crate::model::colours::{balancing_colour, colour_difference, repeated_colour};
use crate::model::floats::{Float, RecentFloats, float_between};
use crate::model::history::WinWithoutPlaying;
use crate::model::{ByeKind, Colour, Points, Tpn};
use crate::pairing::{Competitor, PairingRequest, RoundKind, RoundRecord};

/// One player to pair, with what the criteria ask of them.
#[derive(Clone, Debug)]
pub struct Entrant {
    pub tpn: Tpn,
    /// Rank among the players taking part so far (5.2.5), 0-based.
    pub rank: usize,
    /// Score in tenths of a point, acceleration included (the pairing score).
    pub score: i32,
    /// Score in tenths without acceleration (board order).
    pub real_score: i32,
    /// Floats of the last round and of the round before it (1.4), the last round's first.
    pub floats: [Option<Float>; 2],
    pub preference: Option<Colour>,
    /// |colour difference| of the played games.
    pub imbalance: u32,
    /// The colour of the last two played games when they were the same.
    pub repeated: Option<Colour>,
    /// Colours of the played games, oldest first.
    pub colours: Vec<Colour>,
    pub games_played: u32,
    /// 1.5 / C2.
    pub bye_eligible: bool,
    /// C1 and the arbiter's forbidden pairs.
    pub must_not_meet: Vec<Tpn>,
}

impl Entrant {
    /// 1.7.1 through the colour difference alone.
    pub fn absolute_imbalance(&self) -> bool {
        self.imbalance > 1
    }

    /// 1.7.1.
    pub fn absolute(&self) -> bool {
        self.absolute_imbalance() || self.repeated.is_some()
    }

    /// 1.7.2: |CD| = 1 and not absolute.
    pub fn strong(&self) -> bool {
        !self.absolute() && self.imbalance > 0
    }
}

/// 1.4.3: the float of a round without a game that scored `points`: down when that is more
/// than a loss.
fn unplayed_float(points: Points) -> Option<Float> {
    (points > Points::ZERO).then_some(Float::Down)
}

/// The players to pair, by 1.2 order (score, then TPN), with the acceleration (virtual
/// points in tenths) of each for this round and for the rounds before.
pub fn entrants(request: &PairingRequest, acceleration: &dyn Fn(Tpn, u32) -> i32) -> Vec<Entrant> {
    let round = request.round;
    let taking_part = |c: &Competitor| {
        c.to_pair
            || c.history.iter().any(|r| {
                r.opponent.is_some()
                    || matches!(
                        r.kind,
                        RoundKind::Bye(ByeKind::Pairing) | RoundKind::ForfeitWin
                    )
            })
    };
    let mut rank = 0;
    let mut result = Vec::new();
    for competitor in &request.players {
        if !taking_part(competitor) {
            continue;
        }
        let this_rank = rank;
        rank += 1;
        if !competitor.to_pair {
            continue;
        }
        result.push(entrant(competitor, this_rank, round, request, acceleration));
    }
    result.sort_by_key(|e| (std::cmp::Reverse(e.score), e.rank));
    result
}

fn entrant(
    competitor: &Competitor,
    rank: usize,
    round: u32,
    request: &PairingRequest,
    acceleration: &dyn Fn(Tpn, u32) -> i32,
) -> Entrant {
    let colours: Vec<Colour> = competitor.colours().collect();
    let difference = colour_difference(colours.iter().copied());
    let imbalance = difference.unsigned_abs();
    let repeated = repeated_colour(&colours);
    // 1.7.1 puts the last two games with one colour above 1.7.2 and 1.7.3.
    let preference = match repeated {
        Some(colour) if imbalance <= 1 => Some(colour.opposite()),
        _ => balancing_colour(difference, colours.last().copied()),
    };
    let float_in = |earlier_round: u32, record: &RoundRecord| match (
        record.counts_as_played(),
        record.opponent_score_before,
    ) {
        (true, Some(opponent_before)) => {
            let opponent = record.opponent.expect("a played game has an opponent");
            float_between(
                record.score_before.tenths() + acceleration(competitor.tpn, earlier_round),
                opponent_before.tenths() + acceleration(opponent, earlier_round),
            )
        }
        _ => unplayed_float(record.points),
    };
    let bye_eligible =
        competitor.may_receive_pairing_bye(WinWithoutPlaying::Scoring(request.round_maximum));
    let mut must_not_meet: Vec<Tpn> = competitor.opponents().collect();
    must_not_meet.extend(&competitor.forbidden);
    must_not_meet.sort_unstable();
    must_not_meet.dedup();
    Entrant {
        tpn: competitor.tpn,
        rank,
        score: competitor.score.tenths() + acceleration(competitor.tpn, round),
        real_score: competitor.score.tenths(),
        floats: RecentFloats::of(&competitor.history, float_in).latest_first(),
        preference,
        imbalance,
        repeated,
        games_played: colours.len() as u32,
        colours,
        bye_eligible,
        must_not_meet,
    }
}

/// 1.8: the score above which a player is a topscorer when the last round is paired, in
/// tenths (more than half the maximum score of the rounds played).
pub fn topscorer_threshold(request: &PairingRequest) -> Option<i32> {
    request
        .is_last_round()
        .then(|| (request.round as i32 - 1) * request.round_maximum.tenths() / 2)
}
