//! The tournament: its settings, players and rounds, and the scores they give.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::{
    Arbiter, ByeKind, Colour, Editions, GameResult, NormEvent, Numbering, Outcome, Pairing,
    ParseError, Player, PlayerId, Points, PrizeCategory, PrizeRules, RatingList, Round, RoundIndex,
    RoundRobin, Seat, TeamCompetition, TeamSystem, Tiebreak, Tpn,
};

/// The pairing systems arbiter implements.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PairingSystem {
    /// FIDE C.04.5 Double-Swiss (2026): every pairing is a two-game match.
    DoubleSwiss,
    /// FIDE Swiss system based on rating, rules of 1992-2006.
    Dutch,
    /// FIDE C.04.4.1 Dubov system (1997).
    Dubov,
    /// FIDE C.04.4.2 Burstein system (2026): Dutch seeding rounds, then each bracket
    /// paired by the players' opposition index.
    Burstein,
    /// All-play-all by the FIDE Berger tables (C.05 Annex 1), single or double
    /// ([`Tournament::round_robin`] holds its settings).
    RoundRobin,
}

impl PairingSystem {
    pub const ALL: [PairingSystem; 5] = [
        PairingSystem::DoubleSwiss,
        PairingSystem::Dutch,
        PairingSystem::Dubov,
        PairingSystem::Burstein,
        PairingSystem::RoundRobin,
    ];

    pub fn code(self) -> &'static str {
        match self {
            PairingSystem::DoubleSwiss => "double-swiss",
            PairingSystem::Dutch => "dutch",
            PairingSystem::Dubov => "dubov",
            PairingSystem::Burstein => "burstein",
            PairingSystem::RoundRobin => "round-robin",
        }
    }

    /// Games in one pairing: two for Double-Swiss matches, one otherwise.
    pub fn games_per_pairing(self) -> usize {
        match self {
            PairingSystem::DoubleSwiss => 2,
            PairingSystem::Dutch
            | PairingSystem::Dubov
            | PairingSystem::Burstein
            | PairingSystem::RoundRobin => 1,
        }
    }

    /// The bye a player gets for the round the engine leaves them free: the
    /// pairing-allocated bye of the Swiss systems (C.04.1 c), the free round of a round
    /// robin with an odd number of players, which scores nothing (C.05 Annex 1: "the
    /// highest number counts as a bye"; TRF-26 `Z`).
    pub fn free_round_bye(self) -> ByeKind {
        match self {
            PairingSystem::RoundRobin => ByeKind::Zero,
            PairingSystem::DoubleSwiss
            | PairingSystem::Dutch
            | PairingSystem::Dubov
            | PairingSystem::Burstein => ByeKind::Pairing,
        }
    }
}

impl fmt::Display for PairingSystem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.code())
    }
}

impl FromStr for PairingSystem {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<PairingSystem, ParseError> {
        PairingSystem::ALL
            .into_iter()
            .find(|system| system.code() == s)
            .ok_or_else(|| ParseError::PairingSystem(s.to_string()))
    }
}

/// The accelerated pairing method of a tournament (C.04.2 Art. 1.1: "accelerated methods
/// are acceptable if they were announced in advance by the organiser and are published
/// under FIDE-Approved Accelerated Systems"). Virtual points change the scores the
/// pairing uses, never the standings; [`crate::model::acceleration`] computes them.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Acceleration {
    /// No acceleration, unless the players carry virtual points given by a TRF (`XXA`).
    #[default]
    None,
    /// The Baku Acceleration Method (C.04.5.1).
    Baku,
}

impl Acceleration {
    pub const ALL: [Acceleration; 2] = [Acceleration::None, Acceleration::Baku];

    /// `none` or `baku`, as the tournament file and the command line write it.
    pub fn code(self) -> &'static str {
        match self {
            Acceleration::None => "none",
            Acceleration::Baku => "baku",
        }
    }
}

impl fmt::Display for Acceleration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.code())
    }
}

impl FromStr for Acceleration {
    type Err = ParseError;
    fn from_str(text: &str) -> Result<Acceleration, ParseError> {
        let lower = text.trim().to_ascii_lowercase();
        Acceleration::ALL
            .into_iter()
            .find(|a| a.code() == lower)
            .ok_or_else(|| ParseError::Acceleration(text.to_string()))
    }
}

/// Points per game result and per bye kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scoring {
    pub win: Points,
    pub draw: Points,
    pub loss: Points,
    pub forfeit_win: Points,
    pub forfeit_loss: Points,
    /// Pairing-allocated bye, for the round as a whole.
    pub pairing_bye: Points,
    pub full_bye: Points,
    pub half_bye: Points,
    pub zero_bye: Points,
}

impl Scoring {
    /// FIDE defaults: 1, ½, 0 per game. The pairing-allocated bye is worth a win in a
    /// one-game system (C.04.1 Art. 3; Dutch A5) and, in Double-Swiss, a match won 1-0 in
    /// one game and drawn in the other: 1.5 (C.04.5 1.4). A requested bye is worth the
    /// same share of the round: a half-point bye is half of a round's maximum.
    pub fn fide_default(system: PairingSystem) -> Scoring {
        let games = system.games_per_pairing() as i32;
        Scoring {
            win: Points::ONE,
            draw: Points::HALF,
            loss: Points::ZERO,
            forfeit_win: Points::ONE,
            forfeit_loss: Points::ZERO,
            pairing_bye: match system {
                PairingSystem::DoubleSwiss => Points::from_tenths(15),
                PairingSystem::Dutch
                | PairingSystem::Dubov
                | PairingSystem::Burstein
                | PairingSystem::RoundRobin => Points::ONE,
            },
            full_bye: Points::from_tenths(10 * games),
            half_bye: Points::from_tenths(5 * games),
            zero_bye: Points::ZERO,
        }
    }

    /// Each value with its key in the tournament file's `[scoring]` table.
    pub fn items(&self) -> [(&'static str, Points); 9] {
        [
            ("win", self.win),
            ("draw", self.draw),
            ("loss", self.loss),
            ("forfeit_win", self.forfeit_win),
            ("forfeit_loss", self.forfeit_loss),
            ("pairing_bye", self.pairing_bye),
            ("full_bye", self.full_bye),
            ("half_bye", self.half_bye),
            ("zero_bye", self.zero_bye),
        ]
    }

    pub fn outcome(&self, outcome: Outcome) -> Points {
        match outcome {
            Outcome::Win => self.win,
            Outcome::Draw => self.draw,
            Outcome::Loss => self.loss,
        }
    }

    /// Points White scores in `game` (pass `game.reversed()` for Black).
    pub fn white_points(&self, game: GameResult) -> Points {
        match game {
            GameResult::Pending => Points::ZERO,
            GameResult::Played { white, .. } => self.outcome(white),
            GameResult::Forfeit {
                winner: Some(Colour::White),
            } => self.forfeit_win,
            GameResult::Forfeit { .. } => self.forfeit_loss,
        }
    }

    pub fn bye(&self, kind: ByeKind) -> Points {
        match kind {
            ByeKind::Pairing => self.pairing_bye,
            ByeKind::Full => self.full_bye,
            ByeKind::Half => self.half_bye,
            ByeKind::Zero | ByeKind::Absent => self.zero_bye,
        }
    }
}

/// The facts that describe the event.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentInfo {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub city: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub federation: Option<String>,
    /// ISO date `YYYY-MM-DD`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_date: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_date: Option<String>,
    /// The chief arbiter (TRF record 102), with the FIDE id the rating report asks for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chief_arbiter: Option<Arbiter>,
    /// Deputy chief arbiters, in the order given (TRF record 112, one per arbiter).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub deputy_arbiters: Vec<Arbiter>,
    /// The time control in words (TRF record 122): `90 min + 30 s per move`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_control: Option<String>,
    /// The time control as TRF-26 record 222 encodes it: `5400+30`
    /// ([`crate::model::time_control_code`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_control_code: Option<String>,
    /// The program (or person) that made the pairings before arbiter, as the TRF the
    /// tournament was imported from names it (TRF-26 record 182, the pairing controller);
    /// arbiter pairs it from then on and writes its own `182`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub imported_pairing_controller: Option<String>,
    /// The code FIDE gave the event when it was registered for rating, which the rating
    /// report carries.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event_code: Option<String>,
    /// The rating list the tournament is rated on, when the file names it; otherwise
    /// [`Tournament::rating_list`] takes it from the time control.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating_list: Option<RatingList>,
    /// The rating an unrated participant counts with in the rating-based tie-breaks
    /// (ARO, TPR), when the tournament's regulations set one (C.07 Article 10); without
    /// it those tie-breaks are not applied while any participant is unrated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unrated_rating: Option<u16>,
    /// ISO dates `YYYY-MM-DD` of the rounds, round 1 first (in Double-Swiss one per
    /// match), each optionally with the start time (`2026-03-07 14:30`): as many as are
    /// known, at most one per planned round (TRF record 132 takes the dates).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub round_dates: Vec<String>,
    /// Where the tournament's site is published after every change (relative to the
    /// tournament file's directory), when the arbiter asks for it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub publish_dir: Option<String>,
    /// Whether the published site shows the title norms (FIDE B.01): the list, and the
    /// certificate (IT1) of each norm achieved.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub publish_norms: bool,
    /// What the event is for title norms: a championship or zonal is exempt from the
    /// federation mix (B.01 1.4.3a-c).
    #[serde(default, skip_serializing_if = "is_ordinary")]
    pub norm_event: NormEvent,
}

fn is_ordinary(event: &NormEvent) -> bool {
    *event == NormEvent::Ordinary
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tournament {
    pub info: TournamentInfo,
    pub system: PairingSystem,
    /// The editions of the regulations the tournament is run under.
    pub editions: Editions,
    /// Number of rounds declared before the start (matches, in Double-Swiss).
    pub rounds_planned: u32,
    /// The colour drawn by lot before round 1 (C.04.5 4.1; Dutch E5).
    pub initial_colour: Colour,
    /// The accelerated pairing method announced before the start, if any.
    pub acceleration: Acceleration,
    /// The round robin's settings (read only when `system` is
    /// [`PairingSystem::RoundRobin`]).
    pub round_robin: RoundRobin,
    pub scoring: Scoring,
    pub tiebreaks: Vec<Tiebreak>,
    /// Sorted by TPN: `players[i].tpn == i + 1`.
    pub players: Vec<Player>,
    /// The highest [`PlayerId`] ever given, when it is higher than every player's: a
    /// player entered and then undone or restored away keeps his id from being given
    /// again (`None` otherwise; [`Tournament::keep_ids_given`]).
    pub highest_player_id: Option<PlayerId>,
    /// Sorted by number: `rounds[i].number == i + 1`.
    pub rounds: Vec<Round>,
    /// The prize categories announced, in the order the prize list shows them.
    pub prizes: Vec<PrizeCategory>,
    pub prize_rules: PrizeRules,
    /// The teams and their matches, in a team competition: the individual rounds then
    /// hold the games of the matches ([`TeamCompetition`]).
    pub teams: Option<TeamCompetition>,
}

impl Tournament {
    pub fn new(name: impl Into<String>, system: PairingSystem, rounds_planned: u32) -> Tournament {
        Tournament {
            info: TournamentInfo {
                name: name.into(),
                ..TournamentInfo::default()
            },
            system,
            editions: Editions::founding(system),
            rounds_planned,
            initial_colour: Colour::White,
            acceleration: Acceleration::None,
            round_robin: RoundRobin::default(),
            scoring: Scoring::fide_default(system),
            tiebreaks: default_tiebreaks(system),
            players: Vec::new(),
            highest_player_id: None,
            rounds: Vec::new(),
            prizes: Vec::new(),
            prize_rules: PrizeRules::default(),
            teams: None,
        }
    }

    /// The player whose identity is `id`.
    pub fn player_by_id(&self, id: PlayerId) -> Option<&Player> {
        self.players.iter().find(|p| p.id() == id)
    }

    /// The highest id a player has (0 without players).
    fn highest_id_held(&self) -> PlayerId {
        self.players
            .iter()
            .map(Player::id)
            .max()
            .unwrap_or_default()
    }

    /// The highest id ever given.
    fn highest_id_given(&self) -> PlayerId {
        self.highest_id_held()
            .max(self.highest_player_id.unwrap_or_default())
    }

    /// The id the next player entered gets: one above every id given so far.
    pub fn next_player_id(&self) -> PlayerId {
        PlayerId(self.highest_id_given().0 + 1)
    }

    /// Records that the ids `other` gave are given (an undo or a restore going back to
    /// `self` from `other`), so that none of them is given again.
    pub fn keep_ids_given(&mut self, other: &Tournament) {
        let given = self.highest_id_given().max(other.highest_id_given());
        self.highest_player_id = Some(given).filter(|&given| given > self.highest_id_held());
    }

    /// The rating list the players' ratings and K factors come from: the one the file
    /// names, else the one of the time control, else standard.
    pub fn rating_list(&self) -> RatingList {
        self.info.rating_list.unwrap_or_else(|| {
            self.info
                .time_control
                .as_deref()
                .map_or(RatingList::Standard, RatingList::from_time_control)
        })
    }

    pub fn games_per_pairing(&self) -> usize {
        self.system.games_per_pairing()
    }

    pub fn player(&self, tpn: Tpn) -> Option<&Player> {
        tpn.checked_sub(1)
            .and_then(|i| self.players.get(i as usize))
    }

    /// Player `tpn`'s name (empty for a number nobody has).
    pub fn player_name(&self, tpn: Tpn) -> &str {
        self.player(tpn).map_or("", |p| p.name.as_str())
    }

    /// `Name (TPN)`: how messages name a player ([`Player::label`]).
    pub fn player_label(&self, tpn: Tpn) -> String {
        self.player(tpn)
            .map_or_else(|| format!("player {tpn}"), Player::label)
    }

    pub fn player_mut(&mut self, tpn: Tpn) -> Option<&mut Player> {
        tpn.checked_sub(1)
            .and_then(|i| self.players.get_mut(i as usize))
    }

    /// The games of each of the first `rounds` rounds, indexed by player: what the
    /// standings, the records and the norms read round by round.
    pub fn round_indexes(&self, rounds: u32) -> Vec<RoundIndex<'_>> {
        self.rounds
            .iter()
            .take(rounds as usize)
            .map(RoundIndex::new)
            .collect()
    }

    pub fn round(&self, number: u32) -> Option<&Round> {
        number
            .checked_sub(1)
            .and_then(|i| self.rounds.get(i as usize))
    }

    pub fn round_mut(&mut self, number: u32) -> Option<&mut Round> {
        number
            .checked_sub(1)
            .and_then(|i| self.rounds.get_mut(i as usize))
    }

    /// Until round 1 is paired, a round robin's rounds follow its players and cycles
    /// (C.05 Annex 1), a team round robin's its teams and cycles; the validation holds
    /// an individual round robin to it afterwards.
    pub fn plan_round_robin(&mut self) {
        if !self.rounds.is_empty() {
            return;
        }
        let competitors = match &self.teams {
            Some(teams) if teams.system == TeamSystem::RoundRobin => teams.teams.len(),
            Some(_) => return,
            None if self.system == PairingSystem::RoundRobin => self.players.len(),
            None => return,
        };
        self.rounds_planned = self.round_robin.rounds(competitors as u32);
    }

    /// Rounds paired so far.
    pub fn rounds_paired(&self) -> u32 {
        self.rounds.len() as u32
    }

    /// Points `tpn` scored in one round (pending games count nothing yet).
    pub fn points_in_round(&self, tpn: Tpn, round: &Round) -> Points {
        self.points_at(tpn, &RoundIndex::new(round))
    }

    /// Points `tpn` scored in the round behind `index`.
    pub fn points_at(&self, tpn: Tpn, index: &RoundIndex) -> Points {
        match index.seat(tpn) {
            Some(Seat::Paired(pairing)) => self.points_in_pairing(tpn, pairing),
            Some(Seat::Bye(kind)) => self.scoring.bye(kind),
            None => Points::ZERO,
        }
    }

    pub fn points_in_pairing(&self, tpn: Tpn, pairing: &Pairing) -> Points {
        pairing
            .results_for(tpn)
            .map(|game| self.scoring.white_points(game))
            .sum()
    }

    /// Score of one player after the first `rounds` rounds; for every player at once,
    /// use [`Tournament::scores_after`].
    /// The arbiter's adjustments ([`crate::model::PointAdjustment`]) of those rounds
    /// count in it.
    pub fn score_after(&self, tpn: Tpn, rounds: u32) -> Points {
        let rounds = rounds.min(self.rounds_paired());
        let adjustment = self
            .player(tpn)
            .map_or(Points::ZERO, |p| p.adjustment_through(rounds));
        self.rounds
            .iter()
            .take(rounds as usize)
            .map(|round| self.points_in_round(tpn, round))
            .sum::<Points>()
            + adjustment
    }

    /// Scores of all players (indexed by TPN - 1) over every round so far.
    pub fn scores(&self) -> Vec<Points> {
        self.scores_after(self.rounds_paired())
    }

    /// Scores of all players (indexed by TPN - 1) after the first `rounds` rounds, in one
    /// pass over the rounds.
    pub fn scores_after(&self, rounds: u32) -> Vec<Points> {
        let rounds = rounds.min(self.rounds_paired());
        let mut scores: Vec<Points> = self
            .players
            .iter()
            .map(|p| p.adjustment_through(rounds))
            .collect();
        for round in self.rounds.iter().take(rounds as usize) {
            let index = RoundIndex::new(round);
            for (player, score) in self.players.iter().zip(&mut scores) {
                *score += self.points_at(player.tpn, &index);
            }
        }
        scores
    }

    /// Maximum points available in one round (a win in every game).
    pub fn round_maximum(&self) -> Points {
        Points::from_tenths(self.scoring.win.tenths() * self.games_per_pairing() as i32)
    }

    /// Whether the arbiter gives the pairing numbers by hand (a round robin's `numbers =
    /// "hand"`, C.05 Annex 1): no entry or edit of a player moves them.
    pub fn numbered_by_hand(&self) -> bool {
        self.system == PairingSystem::RoundRobin && self.round_robin.numbers == Numbering::Hand
    }

    /// Adds a player, before or after the start. Before round 1 and for late entries
    /// alike (C.04.2 Art. 2) the player gets the TPN the initial order gives, and every
    /// player after is renumbered, in pairings, byes and forbidden lists too. With the
    /// numbers given by hand ([`Tournament::numbered_by_hand`]) he takes the next free
    /// number instead and every other player keeps the one the arbiter gave him.
    /// Returns the new player's TPN.
    pub fn enter_player(&mut self, mut player: Player) -> Tpn {
        let position = if self.numbered_by_hand() {
            None
        } else {
            self.players
                .iter()
                .position(|existing| player.initial_order(existing).is_lt())
        }
        .unwrap_or(self.players.len());
        let tpn = position as Tpn + 1;
        let id = self.next_player_id();
        self.highest_player_id = None;
        self.renumber(|old| if old >= tpn { old + 1 } else { old });
        player.tpn = tpn;
        player.set_id(id);
        self.players.insert(position, player);
        tpn
    }

    /// The tournament as it stood when round `round` was paired: its first `round` rounds,
    /// without the players who entered later (their first pairing or bye comes after
    /// `round`), the others numbered as they were then (C.04.2 Art. 2: a late entry
    /// renumbers the players after it). Also returns the real TPN of each TPN of that
    /// view (index = view TPN - 1).
    pub fn as_paired_in(&self, round: u32) -> (Tournament, Vec<Tpn>) {
        let first_entry = |tpn: Tpn| {
            self.rounds
                .iter()
                .find(|r| r.pairing_of(tpn).is_some() || r.bye_of(tpn).is_some())
                .map(|r| r.number)
        };
        let mut view = self.clone();
        view.rounds.truncate(round as usize);
        let kept: Vec<Tpn> = self
            .players
            .iter()
            .map(|p| p.tpn)
            .filter(|&tpn| first_entry(tpn).is_none_or(|entry| entry <= round))
            .collect();
        let mut new_tpn = vec![0; self.players.len() + 1];
        for (index, &tpn) in kept.iter().enumerate() {
            new_tpn[tpn as usize] = index as Tpn + 1;
        }
        view.players.retain(|p| new_tpn[p.tpn as usize] != 0);
        for player in &mut view.players {
            player
                .forbidden
                .retain(|&other| new_tpn.get(other as usize).is_some_and(|&n| n != 0));
        }
        view.renumber(|old| new_tpn.get(old as usize).copied().unwrap_or(old));
        (view, kept)
    }

    /// Applies `map` to every stored TPN: player numbers, forbidden lists, pairings, byes.
    /// Every player keeps his [`PlayerId`].
    fn renumber(&mut self, map: impl Fn(Tpn) -> Tpn) {
        for player in &mut self.players {
            let id = player.id();
            player.tpn = map(player.tpn);
            player.set_id(id);
            for other in &mut player.forbidden {
                *other = map(*other);
            }
        }
        for round in &mut self.rounds {
            for pairing in &mut round.pairings {
                pairing.white = map(pairing.white);
                pairing.black = map(pairing.black);
            }
            for bye in &mut round.byes {
                bye.player = map(bye.player);
            }
        }
        if let Some(teams) = &mut self.teams {
            teams.renumber(&map);
        }
    }

    /// Sorts players into the initial order and renumbers them. Only done before the
    /// first round is paired (afterwards TPNs are fixed, C.04.2 Art. 2). Returns the new
    /// TPN of every old TPN (index = old TPN), or `None` when rounds exist.
    pub fn sort_initial_order(&mut self) -> Option<Vec<Tpn>> {
        if !self.rounds.is_empty() {
            return None;
        }
        let mut order: Vec<Tpn> = self.players.iter().map(|p| p.tpn).collect();
        order.sort_by(|&a, &b| {
            self.players[a as usize - 1].initial_order(&self.players[b as usize - 1])
        });
        self.assign_numbers(&order)
    }

    /// Gives player `order[i]` the number `i + 1` and renumbers every reference. Only
    /// before the first round is paired (afterwards TPNs are fixed, C.04.2 Art. 2) and
    /// with every player in `order` once. Returns the new TPN of every old TPN (index =
    /// old TPN), or `None` when it cannot be done.
    pub fn assign_numbers(&mut self, order: &[Tpn]) -> Option<Vec<Tpn>> {
        if !self.rounds.is_empty() || order.len() != self.players.len() {
            return None;
        }
        let mut new_tpn = vec![0; self.players.len() + 1];
        for (new_index, &old) in order.iter().enumerate() {
            *new_tpn.get_mut(old as usize)? = new_index as Tpn + 1;
        }
        if new_tpn[1..].contains(&0) {
            return None;
        }
        self.renumber(|old| new_tpn.get(old as usize).copied().unwrap_or(old));
        self.players.sort_by_key(|p| p.tpn);
        Some(new_tpn)
    }
}

/// `tpn`'s entry in a list of scores indexed by TPN - 1 (as [`Tournament::scores_after`]
/// gives them); zero for a number not in the list.
pub fn score_of(scores: &[Points], tpn: Tpn) -> Points {
    tpn.checked_sub(1)
        .and_then(|i| scores.get(i as usize))
        .copied()
        .unwrap_or_default()
}

/// The tie-break orders a new tournament is offered for `system`, the system's usual
/// order ([`default_tiebreaks`]) first: C.07 4.1 leaves the choice to the organiser, to
/// be published before the start. The Swiss systems are also offered the Buchholz
/// family with direct encounter and wins, and the rating-based order (C.07 10: not for
/// an event whose players may get a new rating during it).
pub fn tiebreak_sets(system: PairingSystem) -> Vec<Vec<Tiebreak>> {
    use Tiebreak as T;
    let mut sets = vec![default_tiebreaks(system)];
    if matches!(
        system,
        PairingSystem::Dutch
            | PairingSystem::DoubleSwiss
            | PairingSystem::Dubov
            | PairingSystem::Burstein
    ) {
        for set in [
            vec![T::BH_C1, T::BH, T::SB, T::DE],
            vec![T::BH_C1, T::BH, T::DE, T::WIN, T::BWG],
            vec![T::ARO, T::BH_C1, T::BH],
        ] {
            if !sets.contains(&set) {
                sets.push(set);
            }
        }
    }
    sets
}

/// A tie-break order an arbiter would expect for each system.
pub fn default_tiebreaks(system: PairingSystem) -> Vec<Tiebreak> {
    match system {
        PairingSystem::Dutch | PairingSystem::DoubleSwiss | PairingSystem::Burstein => {
            vec![Tiebreak::BH_C1, Tiebreak::BH, Tiebreak::SB, Tiebreak::DE]
        }
        PairingSystem::Dubov => vec![Tiebreak::ARO, Tiebreak::BH_C1, Tiebreak::BH],
        // C.07 Article 8 note: the Buchholz family "must not be used in round-robins";
        // the all-play-all order: direct encounter, wins, Sonneborn-Berger, Koya.
        PairingSystem::RoundRobin => {
            vec![Tiebreak::DE, Tiebreak::WIN, Tiebreak::SB, Tiebreak::KS]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Bye, RequestedBye, RequestedByeKind};

    #[test]
    fn a_tiebreak_is_written_and_read_by_its_mtb26_descriptor() {
        #[derive(Debug, PartialEq, Serialize, Deserialize)]
        struct Listed {
            tiebreaks: Vec<Tiebreak>,
        }
        let listed = Listed {
            tiebreaks: vec![Tiebreak::BH_C1, Tiebreak::BH_M2, Tiebreak::DUTCH_F10],
        };
        let text = toml::to_string(&listed).expect("written");
        assert_eq!(text, "tiebreaks = [\"BH/C1\", \"BH/M2\", \"DUTCH-F10\"]\n");
        assert_eq!(toml::from_str::<Listed>(&text), Ok(listed));
    }

    fn rated(name: &str, rating: u16) -> Player {
        Player::new(name, Some(rating))
    }

    #[test]
    fn a_late_entry_takes_its_rating_place_and_every_reference_follows() {
        let mut t = Tournament::new("Open", PairingSystem::Dutch, 5);
        for (name, rating) in [
            ("A", 2400),
            ("B", 2300),
            ("C", 2200),
            ("D", 2100),
            ("E", 2000),
        ] {
            t.enter_player(rated(name, rating));
        }
        t.forbid(2, 4).expect("players exist");
        t.rounds.push(Round {
            number: 1,
            pairings: vec![Pairing::new(1, 1, 3, 1), Pairing::new(2, 4, 2, 1)],
            byes: vec![Bye {
                player: 5,
                kind: ByeKind::Pairing,
            }],
        });
        let tpn = t.enter_player(Player {
            byes: vec![RequestedBye {
                round: 2,
                kind: RequestedByeKind::Half,
            }],
            ..rated("Late", 2250)
        });
        assert_eq!(tpn, 3);
        let names: Vec<&str> = t.players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["A", "B", "Late", "C", "D", "E"]);
        let tpns: Vec<Tpn> = t.players.iter().map(|p| p.tpn).collect();
        assert_eq!(tpns, [1, 2, 3, 4, 5, 6]);
        // B (2) was forbidden to meet D, now 5.
        assert_eq!(t.players[1].forbidden, [5]);
        let round = &t.rounds[0];
        assert_eq!((round.pairings[0].white, round.pairings[0].black), (1, 4));
        assert_eq!((round.pairings[1].white, round.pairings[1].black), (5, 2));
        assert_eq!(round.byes[0].player, 6);
    }

    #[test]
    fn a_round_is_seen_as_it_was_paired_before_a_late_entry() {
        let mut t = Tournament::new("Open", PairingSystem::Dutch, 5);
        for (name, rating) in [("A", 2400), ("B", 2300), ("C", 2200), ("D", 2100)] {
            t.enter_player(rated(name, rating));
        }
        t.rounds.push(Round {
            number: 1,
            pairings: vec![Pairing::new(1, 1, 3, 1), Pairing::new(2, 4, 2, 1)],
            byes: vec![],
        });
        t.enter_player(rated("Late", 2250));
        t.rounds.push(Round {
            number: 2,
            pairings: vec![Pairing::new(1, 3, 1, 1)],
            byes: vec![Bye {
                player: 5,
                kind: ByeKind::Pairing,
            }],
        });
        let (then, real) = t.as_paired_in(1);
        assert_eq!(real, [1, 2, 4, 5]);
        let names: Vec<&str> = then.players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["A", "B", "C", "D"]);
        assert_eq!(then.rounds.len(), 1);
        let pairs: Vec<(Tpn, Tpn)> = then.rounds[0]
            .pairings
            .iter()
            .map(|p| (p.white, p.black))
            .collect();
        assert_eq!(pairs, [(1, 3), (4, 2)]);
        let (now, real) = t.as_paired_in(2);
        assert_eq!(real, [1, 2, 3, 4, 5]);
        assert_eq!(now, t);
    }

    #[test]
    fn before_round_one_an_edit_reorders_by_rating() {
        let mut t = Tournament::new("Open", PairingSystem::Dubov, 5);
        for (name, rating) in [("A", 2400), ("B", 2300), ("C", 2200)] {
            t.enter_player(rated(name, rating));
        }
        t.forbid(1, 3).expect("players exist");
        let new_tpn = t.edit_player(3, rated("C", 2500)).expect("valid");
        assert_eq!(new_tpn, 1);
        let names: Vec<&str> = t.players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["C", "A", "B"]);
        // A (was 1, now 2) is still forbidden to meet C (was 3, now 1).
        assert_eq!(t.players[1].forbidden, [1]);
    }

    #[test]
    fn double_swiss_scores_are_game_points_and_byes_count_for_the_round() {
        let mut t = Tournament::new("DS", PairingSystem::DoubleSwiss, 5);
        for (name, rating) in [("A", 2400), ("B", 2300), ("C", 2200)] {
            t.enter_player(rated(name, rating));
        }
        let mut pairing = Pairing::new(1, 1, 2, 2);
        pairing.games = vec!["1-0".parse().expect("valid"), "1/2".parse().expect("valid")];
        t.rounds.push(Round {
            number: 1,
            pairings: vec![pairing],
            byes: vec![Bye {
                player: 3,
                kind: ByeKind::Pairing,
            }],
        });
        assert_eq!(
            t.scores(),
            [
                Points::from_tenths(15),
                Points::from_tenths(5),
                Points::from_tenths(15)
            ]
        );
    }
}
