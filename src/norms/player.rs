//! One player's norm for one title: the games counted, the opponents and every figure.

use std::collections::BTreeMap;

use crate::model::{
    ByeKind, Colour, GameResult, Outcome, PairingSystem, Player, RoundIndex, Schedule, Seat, Title,
    Tournament, Tpn,
};
use crate::rating::fide2013::tables::rating_difference;
use crate::rating::{Fraction, GameScore, HalfPoints};

use super::event::{Eligibility, eligibility};
use super::outlook::{Outlook, outlook};
use super::{
    Check, MINIMUM_GAMES, NO_FEDERATION, NormTitle, Requirement, UNRATED_OPPONENT_RATING, at_least,
    at_most, is_title_holder,
};

/// One game a norm counts, with the opponent as the norm sees him.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NormGame {
    pub round: u32,
    pub opponent: Tpn,
    pub score: GameScore,
    /// The opponent's rating in the tournament (the list at its start, 1.4.6a).
    pub rating: Option<u16>,
    /// The rating the average takes: 1400 for an unrated opponent (1.4.6d), the floor for
    /// the one raised to it (1.4.6b, c).
    pub rating_used: i64,
    pub raised_to_floor: bool,
    pub title: Option<Title>,
    pub federation: Option<String>,
}

impl NormGame {
    /// What the opponent mix counts (1.4.3 to 1.4.5).
    pub(super) fn title_and_federation(&self) -> (Option<Title>, Option<&str>) {
        (self.title, self.federation.as_deref())
    }
}

/// The rating figures of a norm (1.4.7 to 1.4.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Figures {
    /// The rating average of the opponents, rounded half up (1.4.7).
    pub ra: i64,
    /// The fractional score, rounded to hundredths half up (1.4.9).
    pub p: Fraction,
    pub dp: i64,
    /// Rp = Ra + dp (1.4.8).
    pub rp: i64,
    /// The least score that makes the norm against these opponents, if any.
    pub score_required: Option<HalfPoints>,
}

/// A player's norm for one title after a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NormResult {
    pub tpn: Tpn,
    pub title: NormTitle,
    /// The rounds looked at.
    pub after_round: u32,
    /// The last round the norm counts: earlier than `after_round` when the later games
    /// are ignored after a title result (1.4.1e).
    pub last_round: u32,
    pub games: Vec<NormGame>,
    /// The wins left out for the norm (1.4.1f), by round.
    pub left_out: Vec<NormGame>,
    /// The games the norm counts as (1.4.1c: 8 as 9).
    pub counts_as: u32,
    pub score: HalfPoints,
    pub figures: Option<Figures>,
    pub checks: Vec<Check>,
    /// Whether the event can give norms (no event requirement missed).
    pub event_eligible: bool,
    pub outlook: Outlook,
}

impl NormResult {
    /// The norm is made: the event can give norms and every requirement is met.
    pub fn achieved(&self) -> bool {
        matches!(self.outlook, Outlook::Achieved)
    }

    /// The points above the least score that makes the norm ("exceeding norm by", IT1).
    pub fn overscore(&self) -> Option<HalfPoints> {
        let required = self.figures?.score_required?;
        (self.score >= required).then(|| HalfPoints(self.score.0 - required.0))
    }

    /// Whether the federation mix (1.4.3, 1.4.4) is met without an exemption: what
    /// 1.4.3e asks of one norm of a title application.
    pub fn meets_normal_federation_mix(&self) -> bool {
        self.checks
            .iter()
            .filter(|check| check.requirement.is_federation_mix())
            .all(|check| check.requirement.is_met())
    }

    /// The outlook in words, with the wins left out (1.4.1f): `achieved by leaving out
    /// the wins against No 12 and No 30 (1.4.1f)`.
    pub fn describe(&self) -> String {
        let outlook = self.outlook.describe(self.title);
        match self.wins_left_out() {
            Some(wins) => format!("{outlook} by leaving out {wins} (1.4.1f)"),
            None => outlook,
        }
    }

    /// The wins left out (1.4.1f), if any: `the wins against No 12 and No 30`.
    pub fn wins_left_out(&self) -> Option<String> {
        let numbers: Vec<String> = self
            .left_out
            .iter()
            .map(|game| format!("No {}", game.opponent))
            .collect();
        match numbers.split_last()? {
            (last, []) => Some(format!("the win against {last}")),
            (last, rest) => Some(format!("the wins against {} and {last}", rest.join(", "))),
        }
    }

    pub fn ra(&self) -> Option<i64> {
        self.figures.map(|f| f.ra)
    }

    pub fn rp(&self) -> Option<i64> {
        self.figures.map(|f| f.rp)
    }
}

/// What a player did in one game slot of a round.
enum Slot {
    Played {
        opponent: Tpn,
        score: GameScore,
    },
    /// A forfeit win or a pairing-allocated bye: the game 1.4.1c may replace.
    Excused,
    /// Any other round without a game over the board, or a game not rated.
    Missed,
    Pending,
}

/// The slots of `tpn` in rounds `1..=rounds`, each with its round.
fn slots(tournament: &Tournament, tpn: Tpn, rounds: u32) -> Vec<(u32, Slot)> {
    let games = tournament.games_per_pairing();
    let mut out = Vec::new();
    for round in tournament.rounds.iter().take(rounds as usize) {
        let index = RoundIndex::new(round);
        match index.seat(tpn) {
            Some(Seat::Paired(pairing)) => {
                let opponent = pairing.opponent_of(tpn).unwrap_or(tpn);
                for result in pairing.results_for(tpn) {
                    out.push((round.number, slot_of(result, opponent)));
                }
            }
            Some(Seat::Bye(ByeKind::Pairing)) => {
                out.extend((0..games).map(|_| (round.number, Slot::Excused)));
            }
            _ => out.extend((0..games).map(|_| (round.number, Slot::Missed))),
        }
    }
    out
}

/// A game's slot, the result seen as if the player had White.
fn slot_of(result: GameResult, opponent: Tpn) -> Slot {
    match result {
        GameResult::Pending => Slot::Pending,
        GameResult::Played {
            white, rated: true, ..
        } => Slot::Played {
            opponent,
            score: match white {
                Outcome::Win => GameScore::Win,
                Outcome::Draw => GameScore::Draw,
                Outcome::Loss => GameScore::Loss,
            },
        },
        GameResult::Forfeit {
            winner: Some(Colour::White),
        } => Slot::Excused,
        GameResult::Played { rated: false, .. } | GameResult::Forfeit { .. } => Slot::Missed,
    }
}

/// The ratings an average takes (1.4.6): unrated at 1400, then the lowest one below the
/// floor (the first of equals) raised to it; with the position raised.
pub(super) fn ratings_used(ratings: &[i64], floor: i64) -> (Vec<i64>, Option<usize>) {
    let mut used = ratings.to_vec();
    let lowest = used
        .iter()
        .enumerate()
        .filter(|&(_, &rating)| rating < floor)
        .min_by_key(|&(index, &rating)| (rating, index))
        .map(|(index, _)| index);
    if let Some(index) = lowest {
        used[index] = floor;
    }
    (used, lowest)
}

/// The rating average rounded to the nearest whole number, .5 upward (1.4.7b).
pub(super) fn average(ratings: &[i64]) -> Option<i64> {
    let count = ratings.len() as i64;
    (count > 0).then(|| (2 * ratings.iter().sum::<i64>() + count).div_euclid(2 * count))
}

/// Ra, p, dp and Rp of `score` in `games` games against opponents averaging `ra`.
pub(super) fn performance(ra: i64, score: HalfPoints, games: u32) -> Option<(Fraction, i64, i64)> {
    let p = Fraction::of_score(score, games)?;
    let dp = i64::from(rating_difference(p));
    Some((p, dp, ra + dp))
}

/// 35 % of `games` games in half points, rounded up (1.4.8b).
pub(super) fn minimum_score(games: u32) -> HalfPoints {
    HalfPoints(at_least(games, 7, 10))
}

/// Whether `score` in `games` games against Ra `ra` is a title result for `title`.
pub(super) fn is_title_result(title: NormTitle, ra: i64, score: HalfPoints, games: u32) -> bool {
    score >= minimum_score(games)
        && performance(ra, score, games).is_some_and(|(_, _, rp)| rp >= title.performance())
}

/// The least score that is a title result against Ra `ra` in `games` games; none when
/// Ra is below the title's minimum (1.4.8a).
fn score_required(title: NormTitle, ra: i64, games: u32) -> Option<HalfPoints> {
    if ra < title.minimum_average() {
        return None;
    }
    (0..=2 * games)
        .map(HalfPoints)
        .find(|&score| is_title_result(title, ra, score, games))
}

/// The opponents' rating in the tournament, 1400 when unrated (1.4.6d).
pub(super) fn listed_rating(rating: Option<u16>) -> i64 {
    rating.map_or(UNRATED_OPPONENT_RATING, i64::from)
}

/// A federation that counts for the mix (1.4.2a: `FID` counts for none).
pub(super) fn counted_federation(federation: Option<&str>) -> Option<&str> {
    federation.filter(|federation| *federation != NO_FEDERATION && !federation.is_empty())
}

/// The opponent mix of a list of games: what 1.4.3 to 1.4.5 count.
pub(super) struct Mix {
    /// The player's federation, when it counts (1.4.2a).
    own: Option<String>,
    /// Opponents by federation (those that count, 1.4.2a).
    by_federation: BTreeMap<String, u32>,
    pub title_holders: u32,
    pub norm_title_holders: u32,
}

impl Mix {
    /// The mix of `opponents`, each by title and federation.
    pub fn of<'o>(
        player: &Player,
        title: NormTitle,
        opponents: impl IntoIterator<Item = (Option<Title>, Option<&'o str>)>,
    ) -> Mix {
        let opponents: Vec<_> = opponents.into_iter().collect();
        let mut by_federation = BTreeMap::new();
        for &(_, federation) in &opponents {
            if let Some(federation) = counted_federation(federation) {
                *by_federation.entry(federation.to_string()).or_insert(0) += 1;
            }
        }
        let count = |holds: &dyn Fn(Option<Title>) -> bool| {
            opponents.iter().filter(|(title, _)| holds(*title)).count() as u32
        };
        Mix {
            own: counted_federation(player.federation.as_deref()).map(str::to_string),
            by_federation,
            title_holders: count(&is_title_holder),
            norm_title_holders: count(&|held| {
                held.is_some_and(|held| title.qualifying_titles().contains(&held))
            }),
        }
    }

    /// Opponents of the player's own federation.
    pub fn own_federation(&self) -> u32 {
        let own = self.own.as_ref();
        own.and_then(|own| self.by_federation.get(own))
            .copied()
            .unwrap_or(0)
    }

    /// Federations other than the player's among the opponents.
    pub fn other_federations(&self) -> u32 {
        let own = self.own.as_ref();
        self.by_federation
            .keys()
            .filter(|&f| Some(f) != own)
            .count() as u32
    }

    /// The federation with the most opponents (the first by code of equals).
    pub fn busiest_federation(&self) -> Option<(&str, u32)> {
        self.by_federation
            .iter()
            .max_by_key(|&(federation, &count)| (count, std::cmp::Reverse(federation)))
            .map(|(federation, &count)| (federation.as_str(), count))
    }

    /// The requirements of 1.4.3 to 1.4.5 for a norm of `games` games.
    pub fn requirements(
        &self,
        title: NormTitle,
        games: u32,
        double_round_robin: bool,
    ) -> Vec<Requirement> {
        let (federation, count) = self.busiest_federation().unwrap_or(("-", 0));
        vec![
            Requirement::OtherFederations {
                count: self.other_federations(),
            },
            Requirement::OwnFederation {
                count: self.own_federation(),
                most: at_most(games, 3, 5),
            },
            Requirement::OneFederation {
                federation: federation.to_string(),
                count,
                most: at_most(games, 2, 3),
            },
            Requirement::TitleHolders {
                count: self.title_holders,
                least: at_least(games, 1, 2),
            },
            Requirement::NormTitleHolders {
                title,
                count: self.norm_title_holders,
                least: norm_title_holders_least(games, double_round_robin),
            },
        ]
    }
}

/// Opponents with the norm's title (or one listed with it) a norm of `games` games needs:
/// a third, at least 3 (1.4.5b-e); half of that, rounded up, in a double round robin
/// (1.4.5f, read from the summary).
fn norm_title_holders_least(games: u32, double_round_robin: bool) -> u32 {
    let least = at_least(games, 1, 3).max(3);
    if double_round_robin {
        least.div_ceil(2)
    } else {
        least
    }
}

/// Whether the tournament is a double round robin (1.4.5f).
pub(super) fn is_double_round_robin(tournament: &Tournament) -> bool {
    tournament.system == PairingSystem::RoundRobin && tournament.round_robin.cycles == 2
}

/// The games of `player` in rounds `1..=rounds` played over the board, the opponents
/// as the norm sees them (their ratings not yet floored), and whether a ninth game
/// missing would count (1.4.1c: a 9-round event with one forfeit win or
/// pairing-allocated bye).
fn played_games(tournament: &Tournament, player: &Player, rounds: u32) -> (Vec<NormGame>, bool) {
    let slots = slots(tournament, player.tpn, rounds);
    let games: Vec<NormGame> = slots
        .iter()
        .filter_map(|(round, slot)| match *slot {
            Slot::Played { opponent, score } => {
                let opponent_player = tournament.player(opponent);
                let rating = opponent_player.and_then(|p| p.rating);
                Some(NormGame {
                    round: *round,
                    opponent,
                    score,
                    rating,
                    rating_used: listed_rating(rating),
                    raised_to_floor: false,
                    title: opponent_player.and_then(|p| p.title),
                    federation: opponent_player.and_then(|p| p.federation.clone()),
                })
            }
            _ => None,
        })
        .collect();
    let excused = slots
        .iter()
        .filter(|(_, s)| matches!(s, Slot::Excused))
        .count();
    let ninth_excused = tournament.rounds_planned == MINIMUM_GAMES
        && rounds == MINIMUM_GAMES
        && tournament.games_per_pairing() == 1
        && excused == 1;
    (games, ninth_excused)
}

/// A norm worked out on a player's games.
struct Evaluation {
    games: Vec<NormGame>,
    /// The wins left out (1.4.1f).
    left_out: Vec<NormGame>,
    counts_as: u32,
    score: HalfPoints,
    figures: Option<Figures>,
    checks: Vec<Check>,
}

impl Evaluation {
    /// Every check satisfied and the figures there.
    fn is_satisfied(&self) -> bool {
        self.figures.is_some() && self.checks.iter().all(Check::is_satisfied)
    }

    /// Whether the opponent mix (1.4.3 to 1.4.5) allows a norm.
    fn mix_allows(&self) -> bool {
        self.checks
            .iter()
            .filter(|check| check.requirement.is_opponent_mix())
            .all(Check::is_satisfied)
    }
}

/// The norm of `player` for `title` on the games `played` without those at the indices
/// `left_out` (1.4.1f): the lowest opponent below the floor raised, the figures and
/// every requirement, the federation mix waived by `waiver`.
fn assess(
    tournament: &Tournament,
    player: &Player,
    title: NormTitle,
    played: &[NormGame],
    ninth_excused: bool,
    left_out: &[usize],
    waiver: Option<&'static str>,
) -> Evaluation {
    let (left, mut games): (Vec<_>, Vec<_>) = played
        .iter()
        .cloned()
        .enumerate()
        .partition(|(index, _)| left_out.contains(index));
    let left_out: Vec<NormGame> = left.into_iter().map(|(_, game)| game).collect();
    let listed: Vec<i64> = games.iter().map(|(_, g)| listed_rating(g.rating)).collect();
    let (used, raised) = ratings_used(&listed, title.rating_floor());
    for (index, ((_, game), rating)) in games.iter_mut().zip(used).enumerate() {
        game.rating_used = rating;
        game.raised_to_floor = raised == Some(index);
    }
    let games: Vec<NormGame> = games.into_iter().map(|(_, game)| game).collect();
    let count = games.len() as u32;
    let eight_as_nine = ninth_excused && left_out.is_empty() && count == MINIMUM_GAMES - 1;
    let counts_as = if eight_as_nine { MINIMUM_GAMES } else { count };
    let score: HalfPoints = games.iter().map(|g| g.score.half_points()).sum();
    let used: Vec<i64> = games.iter().map(|g| g.rating_used).collect();
    let figures = average(&used).and_then(|ra| {
        let (p, dp, rp) = performance(ra, score, count)?;
        Some(Figures {
            ra,
            p,
            dp,
            rp,
            score_required: score_required(title, ra, count),
        })
    });
    let mut requirements = vec![Requirement::Games {
        counted: count,
        counts_as,
    }];
    let mix = Mix::of(
        player,
        title,
        games.iter().map(NormGame::title_and_federation),
    );
    requirements.extend(mix.requirements(title, count, is_double_round_robin(tournament)));
    if let Some(figures) = figures {
        requirements.extend([
            Requirement::AverageRating {
                ra: figures.ra,
                least: title.minimum_average(),
            },
            Requirement::Performance {
                rp: figures.rp,
                least: title.performance(),
            },
            Requirement::MinimumScore {
                score,
                least: minimum_score(count),
            },
        ]);
    }
    let checks = requirements
        .into_iter()
        .map(|requirement| Check {
            waived: waiver.filter(|_| requirement.is_federation_mix()),
            requirement,
        })
        .collect();
    Evaluation {
        games,
        left_out,
        counts_as,
        score,
        figures,
        checks,
    }
}

/// The norm of `player` for `title` over rounds `1..=rounds`, every game counted.
fn evaluate(
    tournament: &Tournament,
    player: &Player,
    title: NormTitle,
    rounds: u32,
    waiver: Option<&'static str>,
) -> Evaluation {
    let (played, ninth_excused) = played_games(tournament, player, rounds);
    assess(
        tournament,
        player,
        title,
        &played,
        ninth_excused,
        &[],
        waiver,
    )
}

/// The `size`-element subsets of `items`, in lexicographic order.
fn subsets(items: &[usize], size: usize) -> Vec<Vec<usize>> {
    match (size, items.split_first()) {
        (0, _) => vec![Vec::new()],
        (_, None) => Vec::new(),
        (_, Some((&first, rest))) => {
            let mut with_first = subsets(rest, size - 1);
            for subset in &mut with_first {
                subset.insert(0, first);
            }
            with_first.extend(subsets(rest, size));
            with_first
        }
    }
}

/// 1.4.1f: the fewest wins to leave out (the earliest rounds first among as many) for
/// the norm over rounds `1..=rounds`, the minimum games kept.
fn leaving_out_wins(
    tournament: &Tournament,
    player: &Player,
    title: NormTitle,
    rounds: u32,
    waiver: Option<&'static str>,
) -> Option<Evaluation> {
    let (played, ninth_excused) = played_games(tournament, player, rounds);
    let wins: Vec<usize> = (0..played.len())
        .filter(|&index| played[index].score == GameScore::Win)
        .collect();
    let spare = played.len().saturating_sub(MINIMUM_GAMES as usize);
    (1..=spare.min(wins.len())).find_map(|size| {
        subsets(&wins, size).into_iter().find_map(|left_out| {
            let evaluation = assess(
                tournament,
                player,
                title,
                &played,
                ninth_excused,
                &left_out,
                waiver,
            );
            evaluation.is_satisfied().then_some(evaluation)
        })
    })
}

/// The norm of `player` for `title` after round `after_round`: the whole of it in a
/// round robin (1.4.1e), otherwise the last round that gives a title result, and the
/// outlook for the rounds still to play (against the opponents `schedule` still sets in
/// a round robin: [`crate::pairing::round_robin::full_schedule`], empty for a Swiss).
pub fn player_norm(
    tournament: &Tournament,
    schedule: &Schedule,
    event: &Eligibility,
    player: &Player,
    title: NormTitle,
    after_round: u32,
) -> NormResult {
    let after_round = after_round.min(tournament.rounds_paired());
    let waiver = event.federation_mix_waiver();
    let round_robin = tournament.system == PairingSystem::RoundRobin;
    let whole = round_robin || !event.is_eligible();
    let made_at = (!whole)
        .then(|| {
            (1..=after_round)
                .rev()
                .find(|&rounds| evaluate(tournament, player, title, rounds, waiver).is_satisfied())
        })
        .flatten();
    let last_round = made_at.unwrap_or(after_round);
    let mut evaluation = evaluate(tournament, player, title, last_round, waiver);
    let complete = !round_robin || last_round == tournament.rounds_planned;
    // 1.4.1f; in a round robin only when its opponent mix allows a norm.
    let may_leave_out = event.is_eligible()
        && complete
        && !evaluation.is_satisfied()
        && (!round_robin || evaluation.mix_allows());
    if may_leave_out
        && let Some(leaving_out) = leaving_out_wins(tournament, player, title, last_round, waiver)
    {
        evaluation = leaving_out;
    }
    let achieved = event.is_eligible() && complete && evaluation.is_satisfied();
    let Evaluation {
        games,
        left_out,
        counts_as,
        score,
        figures,
        checks,
    } = evaluation;
    let mut result = NormResult {
        tpn: player.tpn,
        title,
        after_round,
        last_round,
        games,
        left_out,
        counts_as,
        score,
        figures,
        checks,
        event_eligible: event.is_eligible(),
        outlook: Outlook::Achieved,
    };
    if !achieved {
        result.outlook = outlook(tournament, schedule, player, &result, waiver.is_some());
    }
    result
}

/// The norms `player` may still gain (every title that [applies](NormTitle::applies_to)).
pub fn player_norms(
    tournament: &Tournament,
    schedule: &Schedule,
    event: &Eligibility,
    player: &Player,
    after_round: u32,
) -> Vec<NormResult> {
    NormTitle::ALL
        .into_iter()
        .filter(|title| title.applies_to(player))
        .map(|title| player_norm(tournament, schedule, event, player, title, after_round))
        .collect()
}

/// Every player's norms after `after_round`, by starting rank, with the event's
/// eligibility they were checked under; `schedule` as for [`player_norm`].
pub fn norm_results(
    tournament: &Tournament,
    schedule: &Schedule,
    after_round: u32,
) -> (Eligibility, Vec<NormResult>) {
    let event = eligibility(tournament, after_round);
    let results = tournament
        .players
        .iter()
        .flat_map(|player| player_norms(tournament, schedule, &event, player, after_round))
        .collect();
    (event, results)
}
