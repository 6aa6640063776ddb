//! A random tournament generator for tests and for `arbiter trf generate`.
//!
//! Deterministic for a seed (ChaCha8): the same [`SimulationConfig`] and the same pairing
//! engine always give the same tournament. Each round is paired by an engine (ours by
//! default, or one the caller injects), then results are drawn:
//!
//! - **Players**: ratings uniform over [`SimulationConfig::ratings`], a share unrated,
//!   titles likely for the rating (women's titles for some female players), FIDE ids,
//!   federations and birth years. Every player has a hidden playing strength: the rating,
//!   or for an unrated player a rating drawn the same way but not shown.
//! - **Games**: White's expected score follows the Elo formula
//!   `E = 1 / (1 + 10^(-d/400))` for the strength difference `d`. A draw has probability
//!   `draw_rate * 2 * min(E, 1 - E)` (exactly `draw_rate` between equals) and the rest is
//!   shared so that the expected score stays `E`.
//! - **Forfeits**: for each game, each player independently fails to appear with
//!   probability `forfeit_rate` (both absent: a double forfeit). In Double-Swiss each
//!   player also fails to appear for the whole match with probability
//!   `match_forfeit_rate` (C.04.5 preface: such a match ends by forfeit).
//! - **Unusual results**: a game played ends with an unusual score (½-0, 0-½ or 0-0, as
//!   after a penalty, each as likely) with probability `unusual_rate`; otherwise as above.
//! - **Requested byes**: before the start, each player asks for a bye in each round with
//!   probability `bye_rate`, and `byes_per_round` more players (among those without a
//!   request for it, entered by then) for each round; a full-point bye with probability
//!   `full_bye_rate`, else half-point or zero-point with equal chance (not in a round
//!   robin, whose schedule has no byes to ask for).
//! - **Forfeits by number**: in each round `forfeits_per_round` pairings (or all, if
//!   fewer) are drawn whose player drawn of the two does not appear for any game.
//! - **Scoring and tie-breaks**: the points of each result and the tie-break list are the
//!   configuration's (the system's defaults unless given).
//! - **Withdrawals**: after each round but the last, each active player withdraws with
//!   probability `withdraw_rate` (never leaving fewer than two active players).
//! - **Late entries**: `late_entries` of the players enter after round 1, each before a
//!   round drawn from 2 to the last round played, through
//!   [`Tournament::enter_player`] (which renumbers, C.04.2 Art. 2).

use std::collections::HashMap;
use std::ops::RangeInclusive;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use thiserror::Error;

use crate::model::acceleration::AccelerationError;
use crate::model::{
    Acceleration, Colour, Editions, GameResult, MAX_STARTING_RANK, Outcome, PairingEdition,
    PairingSystem, Player, RATING_RANGE, RequestedBye, RequestedByeKind, RoundRobin, Scoring, Sex,
    Tiebreak, Title, Tournament, Tpn, default_tiebreaks,
};
use crate::pairing::{self, PairingError, PairingRequest, RoundPairing, round_robin};

/// The most rounds the generator makes. C.04.1 b: two players meet at most once, so no
/// tournament has more rounds than its largest field has opponents for a player.
const MAX_ROUNDS: u32 = MAX_STARTING_RANK - 1;

/// What to generate. [`SimulationConfig::new`] gives sensible defaults for the rest.
#[derive(Clone, Debug, PartialEq)]
pub struct SimulationConfig {
    pub system: PairingSystem,
    /// The edition of the system's rules to pair by.
    pub edition: PairingEdition,
    /// The accelerated pairing method announced.
    pub acceleration: Acceleration,
    /// A round robin's settings (its rounds must be those of the schedule).
    pub round_robin: RoundRobin,
    /// Players in the tournament, late entries included.
    pub players: u32,
    /// Rounds declared before the start (matches, in Double-Swiss).
    pub rounds_planned: u32,
    /// Rounds to pair and play (at most `rounds_planned`): fewer leaves a tournament in
    /// progress, its next round still to pair.
    pub rounds_played: u32,
    pub seed: u64,
    /// Probability of a draw between two players of equal strength.
    pub draw_rate: f64,
    /// Probability that a game played ends ½-0, 0-½ or 0-0.
    pub unusual_rate: f64,
    /// Probability that a player fails to appear for one game.
    pub forfeit_rate: f64,
    /// Pairings of each round forfeited by one of their players, drawn at random.
    pub forfeits_per_round: u32,
    /// Double-Swiss only: probability that a player fails to appear for a whole match.
    pub match_forfeit_rate: f64,
    /// Probability that a player requests a bye for a given round.
    pub bye_rate: f64,
    /// Players who request a bye for each round, drawn at random, besides `bye_rate`'s.
    pub byes_per_round: u32,
    /// Probability that a requested bye is a full-point bye (else half- or zero-point).
    pub full_bye_rate: f64,
    /// Probability that an active player withdraws after a given round.
    pub withdraw_rate: f64,
    /// How many of the players enter after round 1.
    pub late_entries: u32,
    /// Probability that a player is unrated.
    pub unrated_rate: f64,
    /// Range of the ratings (and hidden strengths) drawn.
    pub ratings: RangeInclusive<u16>,
    /// The points of each result.
    pub scoring: Scoring,
    /// The tie-breaks, in order.
    pub tiebreaks: Vec<Tiebreak>,
}

impl SimulationConfig {
    /// A tournament of `players` over `rounds` rounds, all played: 30% draws between
    /// equals, 10% unrated players, ratings 1400-2700, no unusual results, forfeits,
    /// byes, withdrawals or late entries, the system's scoring and tie-breaks.
    pub fn new(system: PairingSystem, players: u32, rounds: u32, seed: u64) -> SimulationConfig {
        SimulationConfig {
            system,
            edition: Editions::founding(system).pairing,
            acceleration: Acceleration::None,
            round_robin: RoundRobin::default(),
            players,
            rounds_planned: rounds,
            rounds_played: rounds,
            seed,
            draw_rate: 0.3,
            unusual_rate: 0.0,
            forfeit_rate: 0.0,
            forfeits_per_round: 0,
            match_forfeit_rate: 0.0,
            bye_rate: 0.0,
            byes_per_round: 0,
            full_bye_rate: 0.0,
            withdraw_rate: 0.0,
            late_entries: 0,
            unrated_rate: 0.1,
            ratings: 1400..=2700,
            scoring: Scoring::fide_default(system),
            tiebreaks: default_tiebreaks(system),
        }
    }

    /// Why the configuration cannot be generated, if it cannot.
    pub fn check(&self) -> Result<(), SimulationError> {
        let invalid = |problem: ConfigProblem| Err(SimulationError::InvalidConfig(problem));
        if !self.system.has_edition(self.edition) {
            return invalid(ConfigProblem::NoSuchEdition {
                system: self.system,
                edition: self.edition,
            });
        }
        if self.acceleration != Acceleration::None {
            let mut accelerated = Tournament::new("", self.system, self.rounds_planned);
            accelerated.editions.pairing = self.edition;
            accelerated.acceleration = self.acceleration;
            accelerated.scoring = self.scoring.clone();
            if let Some(problem) = crate::model::acceleration::problem(&accelerated) {
                return invalid(problem.into());
            }
        }
        if self.players < 2 {
            return invalid(ConfigProblem::TooFewPlayers(self.players));
        }
        if self.players > MAX_STARTING_RANK {
            return invalid(ConfigProblem::TooManyPlayers(self.players));
        }
        if self.rounds_planned == 0 {
            return invalid(ConfigProblem::NoRounds);
        }
        if self.rounds_planned > MAX_ROUNDS {
            return invalid(ConfigProblem::TooManyRounds(self.rounds_planned));
        }
        if self.system == PairingSystem::RoundRobin {
            if self.late_entries > 0 {
                return invalid(ConfigProblem::RoundRobinLateEntries);
            }
            let rounds = self.round_robin.rounds(self.players);
            if self.rounds_planned != rounds {
                return invalid(ConfigProblem::RoundRobinRounds {
                    players: self.players,
                    cycles: self.round_robin.cycles,
                    rounds,
                });
            }
        }
        if self.rounds_played > self.rounds_planned {
            return invalid(ConfigProblem::MoreRoundsPlayedThanPlanned {
                played: self.rounds_played,
                planned: self.rounds_planned,
            });
        }
        if self.late_entries > 0 && self.rounds_played < 2 {
            return invalid(ConfigProblem::LateEntriesTooEarly);
        }
        let starters = self.players - self.late_entries.min(self.players);
        if starters < 2 {
            return invalid(ConfigProblem::TooFewStarters {
                late_entries: self.late_entries,
                players: self.players,
            });
        }
        if self.byes_per_round > 0 && self.system == PairingSystem::RoundRobin {
            return invalid(ConfigProblem::RoundRobinByes);
        }
        if self.byes_per_round + 2 > starters {
            return invalid(ConfigProblem::TooManyByes {
                byes: self.byes_per_round,
                starters,
            });
        }
        for (key, points) in self.scoring.items() {
            if let Err(problem) = crate::model::validate::check_points(points) {
                return invalid(ConfigProblem::Scoring { key, problem });
            }
        }
        for (name, rate) in [
            ("draw rate", self.draw_rate),
            ("unusual rate", self.unusual_rate),
            ("forfeit rate", self.forfeit_rate),
            ("full bye rate", self.full_bye_rate),
            ("match forfeit rate", self.match_forfeit_rate),
            ("bye rate", self.bye_rate),
            ("withdraw rate", self.withdraw_rate),
            ("unrated rate", self.unrated_rate),
        ] {
            if !(0.0..=1.0).contains(&rate) {
                return invalid(ConfigProblem::Rate { name, rate });
            }
        }
        if self.ratings.is_empty()
            || !RATING_RANGE.contains(self.ratings.start())
            || !RATING_RANGE.contains(self.ratings.end())
        {
            return invalid(ConfigProblem::Ratings(self.ratings.clone()));
        }
        Ok(())
    }
}

/// Why a [`SimulationConfig`] cannot be generated.
#[derive(Clone, Debug, Error, PartialEq)]
pub enum ConfigProblem {
    #[error("the {system} system has no edition {edition}")]
    NoSuchEdition {
        system: PairingSystem,
        edition: PairingEdition,
    },
    #[error(transparent)]
    Acceleration(#[from] AccelerationError),
    #[error("{0} player(s): at least 2 are needed")]
    TooFewPlayers(u32),
    #[error("{0} players: the generator makes at most {MAX_STARTING_RANK}")]
    TooManyPlayers(u32),
    #[error("the tournament needs at least 1 round")]
    NoRounds,
    #[error(
        "{0} rounds: a tournament has at most {MAX_ROUNDS} (a player meets each of at most {MAX_ROUNDS} opponents once)"
    )]
    TooManyRounds(u32),
    #[error("{played} rounds to play but only {planned} planned")]
    MoreRoundsPlayedThanPlanned { played: u32, planned: u32 },
    #[error(
        "a round robin of {players} players in {cycles} cycle(s) has {rounds} rounds (C.05 Annex 1)"
    )]
    RoundRobinRounds {
        players: u32,
        cycles: u32,
        rounds: u32,
    },
    #[error("a round robin takes no late entries: the schedule is fixed before round 1")]
    RoundRobinLateEntries,
    #[error("a round robin has no byes to request: the schedule is fixed before round 1")]
    RoundRobinByes,
    #[error("{byes} byes a round leave fewer than 2 of the {starters} starters to pair")]
    TooManyByes { byes: u32, starters: u32 },
    #[error("the points of a {}: {problem}", .key.replace('_', " "))]
    Scoring {
        key: &'static str,
        problem: crate::model::validate::FieldError,
    },
    #[error("late entries need at least 2 rounds played")]
    LateEntriesTooEarly,
    #[error("{late_entries} late entries of {players} players leave fewer than 2 to start")]
    TooFewStarters { late_entries: u32, players: u32 },
    #[error("the {name} {rate} is not between 0 and 1")]
    Rate { name: &'static str, rate: f64 },
    #[error(
        "ratings {}-{} are not a range within {}-{}",
        .0.start(),
        .0.end(),
        RATING_RANGE.start(),
        RATING_RANGE.end()
    )]
    Ratings(RangeInclusive<u16>),
}

#[derive(Debug, Error, PartialEq)]
pub enum SimulationError {
    #[error("invalid simulation settings: {0}")]
    InvalidConfig(ConfigProblem),
    #[error("pairing round {round} failed: {source}")]
    Pairing {
        round: u32,
        #[source]
        source: PairingError,
    },
    /// The engine's answer does not pair the players it was asked to pair.
    #[error("the engine's pairing of round {round} is wrong: {problem}")]
    WrongPairing { round: u32, problem: AnswerProblem },
}

/// How an engine's answer fails to pair the players it was asked to pair.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum AnswerProblem {
    #[error("player {0} is not to be paired")]
    NotToBePaired(Tpn),
    #[error("player {0} is paired twice")]
    PairedTwice(Tpn),
    #[error("player {0} is left out")]
    LeftOut(Tpn),
}

/// Generates a tournament, pairing each round with our engine for the system
/// ([`pairing::pair`]).
pub fn simulate(config: &SimulationConfig) -> Result<Tournament, SimulationError> {
    simulate_with(config, pairing::pair)
}

/// Generates a tournament, pairing each round with `engine`: tests inject their engine,
/// or a wrapper that checks each request and answer.
pub fn simulate_with<F>(
    config: &SimulationConfig,
    mut engine: F,
) -> Result<Tournament, SimulationError>
where
    F: FnMut(&PairingRequest) -> Result<RoundPairing, PairingError>,
{
    config.check()?;
    let mut rng = ChaCha8Rng::seed_from_u64(config.seed);
    let mut tournament = Tournament::new(
        format!(
            "Simulated {} tournament (seed {})",
            config.system, config.seed
        ),
        config.system,
        config.rounds_planned,
    );
    tournament.editions.pairing = config.edition;
    tournament.acceleration = config.acceleration;
    tournament.scoring = config.scoring.clone();
    tournament.tiebreaks = config.tiebreaks.clone();
    tournament.round_robin = config.round_robin;
    tournament.info.city = Some("Simville".into());
    tournament.info.chief_arbiter = Some(crate::model::Arbiter::read("Arbiter, Random"));
    tournament.initial_colour = if rng.random_bool(0.5) {
        Colour::White
    } else {
        Colour::Black
    };

    let mut strengths = HashMap::new();
    let mut late: Vec<(u32, Player)> = Vec::new();
    for index in 0..config.players {
        let (mut player, strength) = random_player(config, index, &mut rng);
        strengths.insert(player_key(&player), strength);
        if index < config.late_entries {
            let entry_round = rng.random_range(2..=config.rounds_played);
            player.byes.retain(|bye| bye.round >= entry_round);
            late.push((entry_round, player));
        } else {
            tournament.players.push(player);
        }
    }
    for (i, player) in tournament.players.iter_mut().enumerate() {
        player.tpn = i as u32 + 1;
    }
    tournament.sort_initial_order();
    request_byes_by_number(config, &mut tournament.players, &mut late, &mut rng);

    for round in 1..=config.rounds_played {
        let (entering, later): (Vec<_>, Vec<_>) =
            late.into_iter().partition(|(entry, _)| *entry == round);
        late = later;
        for (_, player) in entering {
            tournament.enter_player(player);
        }
        pairing::fix_numbers(&mut tournament)
            .and_then(|()| pairing::check_ready(&tournament))
            .map_err(|source| SimulationError::Pairing { round, source })?;
        let request = PairingRequest::next_round(&tournament);
        let answer =
            engine(&request).map_err(|source| SimulationError::Pairing { round, source })?;
        check_answer(&request, &answer)
            .map_err(|problem| SimulationError::WrongPairing { round, problem })?;
        pairing::add_round(&mut tournament, &answer);
        play_round(config, &mut tournament, &strengths, &mut rng);
        if round < config.rounds_played {
            withdraw_some(config, &mut tournament, round + 1, &mut rng);
        }
    }
    Ok(tournament)
}

/// Every player to pair is paired exactly once or gets the bye, and nobody else is.
fn check_answer(request: &PairingRequest, answer: &RoundPairing) -> Result<(), AnswerProblem> {
    let mut seen = std::collections::HashSet::new();
    let listed = answer
        .boards
        .iter()
        .flat_map(|b| [b.white, b.black])
        .chain(answer.bye);
    // A round robin's withdrawn player keeps his scheduled games, as forfeits.
    let seated = |tpn: Tpn| {
        request.player(tpn).is_some_and(|p| {
            p.to_pair || (request.system == PairingSystem::RoundRobin && p.withdrawn)
        })
    };
    for tpn in listed {
        if !seated(tpn) {
            return Err(AnswerProblem::NotToBePaired(tpn));
        }
        if !seen.insert(tpn) {
            return Err(AnswerProblem::PairedTwice(tpn));
        }
    }
    // In a round robin a player whose scheduled opponent is absent sits the round out.
    let sits_out = |tpn: Tpn| {
        request.system == PairingSystem::RoundRobin
            && round_robin::scheduled_opponent(request, tpn)
                .is_some_and(|opponent| !seated(opponent))
    };
    match request
        .players_to_pair()
        .find(|p| !seen.contains(&p.tpn) && !sits_out(p.tpn))
    {
        Some(missing) => Err(AnswerProblem::LeftOut(missing.tpn)),
        None => Ok(()),
    }
}

/// Identifies a player across renumbering: every generated player has a unique FIDE id.
pub(crate) fn player_key(player: &Player) -> u64 {
    player
        .fide_id
        .expect("every generated player has a FIDE id")
}

const SURNAMES: [&str; 24] = [
    "Adams", "Berger", "Carlsen", "Dvorak", "Eriksen", "Fischer", "Gupta", "Horvath", "Ivanova",
    "Jensen", "Kowalski", "Lopez", "Moreau", "Nakamura", "Olsen", "Petrov", "Quinn", "Rossi",
    "Schmidt", "Tanaka", "Ulrich", "Varga", "Weber", "Zhou",
];
const MALE_NAMES: [&str; 8] = [
    "Anders", "Boris", "Carlos", "David", "Emil", "Felix", "Georg", "Hugo",
];
const FEMALE_NAMES: [&str; 8] = [
    "Anna", "Beatriz", "Clara", "Dana", "Elena", "Freya", "Greta", "Hanna",
];
const FEDERATIONS: [&str; 10] = [
    "GER", "FRA", "ESP", "ITA", "NED", "NOR", "POL", "HUN", "IND", "USA",
];

/// Player number `index` (0-based) with its hidden strength.
pub(crate) fn random_player(
    config: &SimulationConfig,
    index: u32,
    rng: &mut ChaCha8Rng,
) -> (Player, u16) {
    let strength = rng.random_range(config.ratings.clone());
    let rated = !rng.random_bool(config.unrated_rate);
    let sex = if rng.random_bool(0.25) {
        Sex::Female
    } else {
        Sex::Male
    };
    let first = match sex {
        Sex::Male => MALE_NAMES[rng.random_range(0..MALE_NAMES.len())],
        Sex::Female => FEMALE_NAMES[rng.random_range(0..FEMALE_NAMES.len())],
    };
    let surname = SURNAMES[rng.random_range(0..SURNAMES.len())];
    let mut player = Player::new(format!("{surname}, {first} {}", index + 1), None);
    player.rating = rated.then_some(strength);
    player.title = rated.then(|| random_title(strength, sex, rng)).flatten();
    player.sex = Some(sex);
    player.federation = Some(FEDERATIONS[rng.random_range(0..FEDERATIONS.len())].into());
    // Increasing ids with random gaps: unique, and they look like real ones.
    player.fide_id = Some(4_100_000 + u64::from(index) * 1_000 + rng.random_range(0..1_000));
    player.birth_date = Some(rng.random_range(1950..=2012).to_string());
    // A round robin's schedule has no byes to ask for (C.05 Annex 1).
    let rounds_with_requests = match config.system {
        PairingSystem::RoundRobin => 0,
        _ => config.rounds_planned,
    };
    for round in 1..=rounds_with_requests {
        if rng.random_bool(config.bye_rate) {
            let kind = requested_bye_kind(config, rng);
            player.byes.push(RequestedBye { round, kind });
        }
    }
    (player, strength)
}

/// The kind of a requested bye: full-point with probability `full_bye_rate`, else half-
/// or zero-point with equal chance.
fn requested_bye_kind(config: &SimulationConfig, rng: &mut ChaCha8Rng) -> RequestedByeKind {
    if config.full_bye_rate > 0.0 && rng.random_bool(config.full_bye_rate) {
        RequestedByeKind::Full
    } else if rng.random_bool(0.5) {
        RequestedByeKind::Half
    } else {
        RequestedByeKind::Zero
    }
}

/// `byes_per_round` requests for each round, each from a player drawn among those who
/// have entered by then (the starters, and the late entries of that round or before) and
/// have no request for it yet.
fn request_byes_by_number(
    config: &SimulationConfig,
    starters: &mut [Player],
    late: &mut [(u32, Player)],
    rng: &mut ChaCha8Rng,
) {
    if config.byes_per_round == 0 {
        return;
    }
    for round in 1..=config.rounds_planned {
        let mut candidates: Vec<&mut Player> = starters
            .iter_mut()
            .chain(
                late.iter_mut()
                    .filter(|(entry, _)| *entry <= round)
                    .map(|(_, player)| player),
            )
            .filter(|player| player.requested_bye(round).is_none())
            .collect();
        let count = (config.byes_per_round as usize).min(candidates.len());
        let mut chosen = rand::seq::index::sample(rng, candidates.len(), count).into_vec();
        chosen.sort_unstable();
        for index in chosen {
            let kind = requested_bye_kind(config, rng);
            candidates[index].byes.push(RequestedBye { round, kind });
        }
    }
}

/// A title a player of this rating might well hold, or none.
fn random_title(rating: u16, sex: Sex, rng: &mut ChaCha8Rng) -> Option<Title> {
    let open: &[(Title, f64)] = match rating {
        2500.. => &[(Title::GM, 0.7), (Title::IM, 0.2)],
        2400..2500 => &[(Title::IM, 0.5), (Title::GM, 0.1)],
        2300..2400 => &[(Title::FM, 0.5), (Title::IM, 0.1)],
        2200..2300 => &[(Title::CM, 0.3), (Title::FM, 0.2)],
        _ => &[(Title::CM, 0.05)],
    };
    let women = match rating {
        2300.. => Some(Title::WGM),
        2200..2300 => Some(Title::WIM),
        2100..2200 => Some(Title::WFM),
        2000..2100 => Some(Title::WCM),
        _ => None,
    };
    let draw: f64 = rng.random();
    let mut threshold = 0.0;
    for &(title, chance) in open {
        threshold += chance;
        if draw < threshold {
            return Some(title);
        }
    }
    match (sex, women) {
        (Sex::Female, Some(title)) if draw < threshold + 0.5 * (1.0 - threshold) => Some(title),
        _ => None,
    }
}

/// Draws the results of the last round's pairings.
fn play_round(
    config: &SimulationConfig,
    tournament: &mut Tournament,
    strengths: &HashMap<u64, u16>,
    rng: &mut ChaCha8Rng,
) {
    let strength_of: HashMap<u32, u16> = tournament
        .players
        .iter()
        .map(|p| (p.tpn, strengths[&player_key(p)]))
        .collect();
    let match_forfeits = config.system == PairingSystem::DoubleSwiss;
    let round = tournament
        .rounds
        .last_mut()
        .expect("a round was added just before");
    // A game forfeited by a withdrawal (a round robin's, FIDE Tournament Rules 5.4) has
    // its result from the pairing.
    let to_play: Vec<&mut crate::model::Pairing> = round
        .pairings
        .iter_mut()
        .filter(|pairing| pairing.games.iter().all(|game| game.is_pending()))
        .collect();
    // The pairings forfeited by number, and by which player: true for White.
    let mut forfeited: Vec<Option<bool>> = vec![None; to_play.len()];
    if config.forfeits_per_round > 0 {
        let count = (config.forfeits_per_round as usize).min(to_play.len());
        let mut chosen = rand::seq::index::sample(rng, to_play.len(), count).into_vec();
        chosen.sort_unstable();
        for index in chosen {
            forfeited[index] = Some(rng.random_bool(0.5));
        }
    }
    for (pairing, forfeited) in to_play.into_iter().zip(forfeited) {
        let absent_all_match =
            |rng: &mut ChaCha8Rng| match_forfeits && rng.random_bool(config.match_forfeit_rate);
        let first_absent = absent_all_match(rng) || forfeited == Some(true);
        let second_absent = absent_all_match(rng) || forfeited == Some(false);
        for (index, game) in pairing.games.iter_mut().enumerate() {
            // Colours alternate game by game (C.04.5 4.4).
            let (white, black, white_away, black_away) = if index % 2 == 0 {
                (pairing.white, pairing.black, first_absent, second_absent)
            } else {
                (pairing.black, pairing.white, second_absent, first_absent)
            };
            let white_away = white_away || rng.random_bool(config.forfeit_rate);
            let black_away = black_away || rng.random_bool(config.forfeit_rate);
            *game = GameResult::forfeited_by(white_away, black_away).unwrap_or_else(|| {
                played_game(config, strength_of[&white], strength_of[&black], rng)
            });
        }
    }
}

/// A game played over the board between players of these strengths.
pub(crate) fn played_game(
    config: &SimulationConfig,
    white: u16,
    black: u16,
    rng: &mut ChaCha8Rng,
) -> GameResult {
    if config.unusual_rate > 0.0 && rng.random_bool(config.unusual_rate) {
        let (white, black) = [
            (Outcome::Draw, Outcome::Loss),
            (Outcome::Loss, Outcome::Draw),
            (Outcome::Loss, Outcome::Loss),
        ][rng.random_range(0..3)];
        return GameResult::Played {
            white,
            black,
            rated: true,
        };
    }
    let difference = f64::from(white) - f64::from(black);
    let expected = 1.0 / (1.0 + 10f64.powf(-difference / 400.0));
    let draw = config.draw_rate * 2.0 * expected.min(1.0 - expected);
    let white_wins = expected - draw / 2.0;
    let draw_roll: f64 = rng.random();
    let (white_outcome, black_outcome) = if draw_roll < white_wins {
        (Outcome::Win, Outcome::Loss)
    } else if draw_roll < white_wins + draw {
        (Outcome::Draw, Outcome::Draw)
    } else {
        (Outcome::Loss, Outcome::Win)
    };
    GameResult::Played {
        white: white_outcome,
        black: black_outcome,
        rated: true,
    }
}

/// Players withdrawing before `next_round`.
fn withdraw_some(
    config: &SimulationConfig,
    tournament: &mut Tournament,
    next_round: u32,
    rng: &mut ChaCha8Rng,
) {
    let mut active = tournament
        .players
        .iter()
        .filter(|p| p.is_active_in(next_round))
        .count();
    for player in &mut tournament.players {
        if !player.is_active_in(next_round) {
            continue;
        }
        if active > 2 && rng.random_bool(config.withdraw_rate) {
            player.withdrawn_from = Some(next_round);
            player.byes.retain(|bye| bye.round < next_round);
            active -= 1;
        }
    }
}

/// A stand-in engine for tests of everything but pairing quality (files, scores,
/// exports): the players to pair in order of score then TPN, paired neighbour with
/// neighbour, the last one out getting the bye. It ignores every pairing rule.
pub fn pair_neighbours(request: &PairingRequest) -> Result<RoundPairing, PairingError> {
    let mut players: Vec<_> = request.players_to_pair().collect();
    players.sort_by(|a, b| b.score.cmp(&a.score).then(a.tpn.cmp(&b.tpn)));
    let bye = (players.len() % 2 == 1)
        .then(|| players.pop().map(|p| p.tpn))
        .flatten();
    let boards = players
        .chunks(2)
        .map(|pair| crate::pairing::PairedBoard {
            white: pair[0].tpn,
            black: pair[1].tpn,
            explanation: String::new(),
        })
        .collect();
    Ok(RoundPairing { boards, bye })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{ByeKind, validate::validate};
    use crate::pairing::PairedBoard;

    /// 21 players over 7 rounds (a round robin: the first 7 of its 21) with every kind
    /// of event the system allows.
    fn busy(system: PairingSystem, seed: u64) -> SimulationConfig {
        let round_robin = system == PairingSystem::RoundRobin;
        SimulationConfig {
            forfeit_rate: 0.05,
            match_forfeit_rate: 0.05,
            bye_rate: 0.05,
            withdraw_rate: 0.03,
            late_entries: if round_robin { 0 } else { 3 },
            rounds_played: 7,
            ..SimulationConfig::new(system, 21, if round_robin { 21 } else { 7 }, seed)
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_tournament() {
        for system in PairingSystem::ALL {
            let first = simulate_with(&busy(system, 7), pair_neighbours).expect("generated");
            let second = simulate_with(&busy(system, 7), pair_neighbours).expect("generated");
            let other = simulate_with(&busy(system, 8), pair_neighbours).expect("generated");
            assert_eq!(first, second);
            assert_ne!(first, other);
        }
    }

    #[test]
    fn generated_tournaments_are_consistent_and_complete() {
        for seed in 0..20 {
            let t = simulate_with(&busy(PairingSystem::DoubleSwiss, seed), pair_neighbours)
                .expect("generated");
            assert_eq!(validate(&t), []);
            assert_eq!(t.players.len(), 21);
            assert_eq!(t.rounds.len(), 7);
            assert!(t.rounds.iter().all(|r| r.is_complete()));
            assert!(t.players.iter().all(|p| p.fide_id.is_some()));
        }
    }

    #[test]
    fn every_player_is_paired_or_excused_while_in_the_tournament() {
        let t = simulate_with(&busy(PairingSystem::Dutch, 3), pair_neighbours).expect("generated");
        let late: Vec<_> = t
            .players
            .iter()
            .filter(|p| {
                t.rounds[0].pairing_of(p.tpn).is_none() && t.rounds[0].bye_of(p.tpn).is_none()
            })
            .collect();
        assert_eq!(late.len(), 3, "three late entries miss round 1");
        for round in &t.rounds {
            for player in &t.players {
                let listed =
                    round.pairing_of(player.tpn).is_some() || round.bye_of(player.tpn).is_some();
                if !player.is_active_in(round.number) {
                    assert!(
                        !listed,
                        "withdrawn player {} listed in round {}",
                        player.tpn, round.number
                    );
                }
            }
        }
    }

    #[test]
    fn a_certain_forfeit_forfeits_every_game() {
        let config = SimulationConfig {
            forfeit_rate: 1.0,
            ..SimulationConfig::new(PairingSystem::Dutch, 6, 2, 1)
        };
        let t = simulate_with(&config, pair_neighbours).expect("generated");
        let games: Vec<GameResult> = t
            .rounds
            .iter()
            .flat_map(|r| &r.pairings)
            .flat_map(|p| p.games.clone())
            .collect();
        assert_eq!(games, vec![GameResult::Forfeit { winner: None }; 6]);
    }

    #[test]
    fn a_double_swiss_match_forfeit_forfeits_both_games() {
        let config = SimulationConfig {
            match_forfeit_rate: 1.0,
            ..SimulationConfig::new(PairingSystem::DoubleSwiss, 4, 1, 1)
        };
        let t = simulate_with(&config, pair_neighbours).expect("generated");
        for pairing in &t.rounds[0].pairings {
            assert_eq!(pairing.games, vec![GameResult::Forfeit { winner: None }; 2]);
            assert!(!pairing.counts_as_played());
        }
    }

    #[test]
    fn draws_follow_the_draw_rate() {
        let equals = |draw_rate| SimulationConfig {
            draw_rate,
            unrated_rate: 0.0,
            ratings: 2000..=2000,
            ..SimulationConfig::new(PairingSystem::Dutch, 10, 3, 5)
        };
        let results = |t: Tournament| -> Vec<GameResult> {
            t.rounds
                .iter()
                .flat_map(|r| &r.pairings)
                .flat_map(|p| p.games.clone())
                .collect()
        };
        let all_draws = results(simulate_with(&equals(1.0), pair_neighbours).expect("generated"));
        assert_eq!(all_draws, vec![GameResult::DRAW; 15]);
        let no_draws = results(simulate_with(&equals(0.0), pair_neighbours).expect("generated"));
        assert!(no_draws.iter().all(|g| *g != GameResult::DRAW));
    }

    #[test]
    fn requested_byes_are_given_instead_of_a_game() {
        let config = SimulationConfig {
            bye_rate: 1.0,
            ..SimulationConfig::new(PairingSystem::Dubov, 5, 2, 9)
        };
        let t = simulate_with(&config, pair_neighbours).expect("generated");
        for round in &t.rounds {
            assert!(round.pairings.is_empty());
            assert_eq!(round.byes.len(), 5);
            assert!(
                round
                    .byes
                    .iter()
                    .all(|b| matches!(b.kind, ByeKind::Half | ByeKind::Zero))
            );
        }
    }

    #[test]
    fn withdrawals_leave_at_least_two_players() {
        let config = SimulationConfig {
            withdraw_rate: 1.0,
            ..SimulationConfig::new(PairingSystem::Dutch, 8, 3, 2)
        };
        let t = simulate_with(&config, pair_neighbours).expect("generated");
        assert_eq!(t.rounds[0].pairings.len(), 4);
        assert_eq!(t.rounds[1].pairings.len(), 1);
        assert_eq!(t.rounds[2].pairings.len(), 1);
        assert_eq!(
            t.players
                .iter()
                .filter(|p| p.withdrawn_from == Some(2))
                .count(),
            6
        );
    }

    #[test]
    fn a_tournament_in_progress_leaves_rounds_to_pair() {
        let config = SimulationConfig {
            rounds_played: 2,
            ..SimulationConfig::new(PairingSystem::Dutch, 8, 5, 2)
        };
        let t = simulate_with(&config, pair_neighbours).expect("generated");
        assert_eq!((t.rounds_planned, t.rounds.len()), (5, 2));
    }

    #[test]
    fn impossible_settings_are_refused() {
        let base = SimulationConfig::new(PairingSystem::Dutch, 8, 5, 2);
        for (config, message) in [
            (
                SimulationConfig {
                    players: 1,
                    ..base.clone()
                },
                "1 player(s): at least 2 are needed",
            ),
            (
                SimulationConfig {
                    draw_rate: 1.5,
                    ..base.clone()
                },
                "the draw rate 1.5 is not between 0 and 1",
            ),
            (
                SimulationConfig {
                    rounds_played: 6,
                    ..base.clone()
                },
                "6 rounds to play but only 5 planned",
            ),
            (
                SimulationConfig {
                    late_entries: 7,
                    ..base.clone()
                },
                "7 late entries of 8 players leave fewer than 2 to start",
            ),
        ] {
            let Err(SimulationError::InvalidConfig(problem)) =
                simulate_with(&config, pair_neighbours)
            else {
                panic!("not refused as invalid settings: {message}");
            };
            assert_eq!(problem.to_string(), message);
        }
    }

    #[test]
    fn a_wrong_answer_from_the_engine_is_caught() {
        let config = SimulationConfig::new(PairingSystem::Dutch, 4, 1, 0);
        let twice = |_: &PairingRequest| {
            Ok(RoundPairing {
                boards: vec![
                    PairedBoard {
                        white: 1,
                        black: 2,
                        explanation: String::new(),
                    },
                    PairedBoard {
                        white: 3,
                        black: 1,
                        explanation: String::new(),
                    },
                ],
                bye: None,
            })
        };
        assert_eq!(
            simulate_with(&config, twice).map(|_| ()),
            Err(SimulationError::WrongPairing {
                round: 1,
                problem: AnswerProblem::PairedTwice(1)
            })
        );
        assert_eq!(
            AnswerProblem::PairedTwice(1).to_string(),
            "player 1 is paired twice"
        );
        let short = |_: &PairingRequest| {
            Ok(RoundPairing {
                boards: vec![PairedBoard {
                    white: 1,
                    black: 2,
                    explanation: String::new(),
                }],
                bye: None,
            })
        };
        assert_eq!(
            simulate_with(&config, short).map(|_| ()),
            Err(SimulationError::WrongPairing {
                round: 1,
                problem: AnswerProblem::LeftOut(3)
            })
        );
        assert_eq!(
            AnswerProblem::LeftOut(3).to_string(),
            "player 3 is left out"
        );
    }

    #[test]
    fn the_default_engine_pairs_every_system() {
        for system in PairingSystem::ALL {
            let planned = match system {
                PairingSystem::RoundRobin => 3,
                _ => 1,
            };
            let config = SimulationConfig {
                rounds_played: 1,
                ..SimulationConfig::new(system, 4, planned, 0)
            };
            assert_eq!(simulate(&config).map(|t| t.rounds.len()), Ok(1), "{system}");
        }
    }
}
