//! The changes an arbiter makes to a tournament. Every change is one [`Edit`]: the
//! command line and the terminal application build the same edits, [`Edit::apply`]
//! checks and makes them (every rule about what may change when, every field check),
//! and [`Edit::describe`] says what they do, so both print the same words.
//!
//! An edit is made on a copy and kept only if the whole tournament is still valid
//! ([`crate::model::validate`], the same check a tournament file and a TRF file pass):
//! nothing is half done. Players and boards are named by identity ([`PlayerRef`],
//! [`BoardRef`]) and rounds by number, so an edit made on what the arbiter saw is
//! refused, not misapplied, when another arbiter's save changed it in between.
//!
//! Pairing the next round and the arbiter's manual changes of its pairings are edits
//! too, so this layer sits above the [`crate::pairing`] engines and below the two front
//! ends: the model stays plain data, and the engine that pairs comes in as a parameter
//! ([`Edit::apply_with`]; [`Edit::apply`] passes the tournament's own).

mod details;
mod identity;
mod lists;
mod operations;
mod setting;
mod teams;

use thiserror::Error;

pub use details::{Detail, DetailChange};
pub use identity::{BoardRef, PlayerRef};
pub use lists::{Entry, ListedRatingUpdate, RatingUpdate};
pub use setting::{ScoreItem, Setting};
pub mod team_simulation;
pub use teams::{RosterChange, TeamEdit, TeamError, TeamSettings};

use crate::model::text::{TextProblem, printable};
use crate::model::validate::{FieldError, ValidationError, validate};
use crate::model::{
    Editions, GameResult, ListedRating, Numbering, PairingSystem, Player, Points, PrizeCategory,
    PrizeError, RatingList, RequestedByeKind, Tiebreak, Tournament, Tpn,
};
use crate::pairing::by_hand;
use crate::pairing::manual::{self, ManualEdit, ManualEditError};
use crate::pairing::team_swiss::TeamPairing;
use crate::pairing::{self, PairingError, PairingRequest, RoundPairing};

#[derive(Debug, Error, PartialEq, Eq)]
pub enum EditError {
    #[error("there is no player {0}")]
    NoSuchPlayer(Tpn),
    #[error(
        "{0} is no longer in the tournament as shown: another arbiter changed the players; look again"
    )]
    PlayerGone(String),
    #[error(
        "round {round} no longer has {white} against {black} (board {board} is now {now}): another arbiter changed the round; look again"
    )]
    BoardGone {
        round: u32,
        board: u32,
        white: String,
        black: String,
        /// What the board holds now (`White - Black`), or `gone`.
        now: String,
    },
    #[error(
        "the {field} of {player} is now {now}, not {seen} as shown: another arbiter changed it; look again"
    )]
    DetailChanged {
        player: String,
        field: &'static str,
        seen: String,
        now: String,
    },
    #[error(
        "the tournament now has {paired} round(s) paired, not {seen}: another arbiter paired or removed a round; look again"
    )]
    RoundsChanged { seen: u32, paired: u32 },
    #[error("round {round} has not been paired (rounds paired: {paired})")]
    NoSuchRound { round: u32, paired: u32 },
    #[error("round {round} has no board {board}")]
    NoSuchBoard { round: u32, board: u32 },
    #[error("a {system} pairing has {expected} game(s), but {given} result(s) were given")]
    WrongGameCount {
        system: PairingSystem,
        expected: usize,
        given: usize,
    },
    #[error(
        "{player} plays on board {board} in round {round}: a bye is only for a round without a game (remove the board first)"
    )]
    ByeButPaired {
        player: String,
        round: u32,
        board: u32,
    },
    #[error(
        "{player} has the pairing-allocated bye in round {round}: change it with the pairing commands"
    )]
    ByeButPairingBye { player: String, round: u32 },
    #[error("round {round} does not exist: the tournament has {planned} rounds")]
    RoundOutOfRange { round: u32, planned: u32 },
    #[error("{0} is already entered as player {1}")]
    DuplicatePlayer(String, Tpn),
    #[error("the player's name is empty")]
    EmptyName,
    #[error("the {field}: {problem}")]
    Text {
        field: &'static str,
        problem: TextProblem,
    },
    #[error(
        "the publish directory {0:?} must be a directory below the tournament file's \
         (a relative path without ..)"
    )]
    PublishDirOutside(String),
    #[error("a player cannot be forbidden to meet themself")]
    ForbiddenSelf,
    #[error("the tournament has no rounds to remove")]
    NothingToUnpair,
    #[error("the {0} cannot change once round 1 is paired")]
    FixedOnceStarted(&'static str),
    #[error("{0} is in the tie-break order twice")]
    TiebreakTwice(Tiebreak),
    /// An entry of a list refused; the name is the list's, shown with [`printable`].
    #[error("{place} ({}): {error}", printable(name))]
    Entry {
        place: String,
        name: String,
        error: Box<EditError>,
    },
    #[error("the list has no players; nothing was imported")]
    NoPlayersListed,
    #[error(
        "ratings are updated from a new list before round 1 only (C.04.2 Art. 2.3): {0} round(s) are paired"
    )]
    RatingsAfterStart(u32),
    #[error("the version to restore has {found} round(s) paired, not {expected}")]
    RestoredRounds { expected: u32, found: u32 },
    #[error(transparent)]
    Prize(#[from] PrizeError),
    #[error(transparent)]
    Field(#[from] FieldError),
    #[error("{}", .0.message)]
    Invalid(ValidationError),
    #[error(transparent)]
    Pairing(#[from] PairingError),
    #[error(transparent)]
    Manual(#[from] ManualEditError),
    #[error(transparent)]
    Team(TeamError),
    /// A round robin's schedule is fixed with the pairing numbers before round 1.
    #[error(
        "a round robin takes no late entries: its schedule was fixed with the pairing numbers before round 1 (C.05 Annex 1); {0} cannot enter"
    )]
    LateEntryInRoundRobin(String),
    #[error(
        "the pairing numbers are given by {0}: set numbers by hand first (arbiter settings FILE --numbers hand; Settings screen)"
    )]
    NumbersNotByHand(Numbering),
    /// Round-robin settings or numbers by hand asked of a Swiss tournament.
    #[error(
        "a {0} tournament has no round robin settings: its pairing numbers are the initial order (C.04.2 Art. 2)"
    )]
    NotRoundRobin(PairingSystem),
}

impl EditError {
    /// Whether the edit was refused because something it assumed (a player, a board,
    /// a detail, the rounds paired) changed since the arbiter saw it: another arbiter's
    /// save, which a front end then names.
    pub fn is_stale(&self) -> bool {
        matches!(
            self,
            EditError::PlayerGone(_)
                | EditError::BoardGone { .. }
                | EditError::DetailChanged { .. }
                | EditError::RoundsChanged { .. }
        )
    }
}

/// What a result entry replaced, so the arbiter can be told about corrections.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultChange {
    pub white: Tpn,
    pub black: Tpn,
    pub before: Vec<GameResult>,
    pub after: Vec<GameResult>,
}

impl ResultChange {
    /// Whether an existing result was changed (rather than a missing one entered).
    pub fn is_correction(&self) -> bool {
        self.before.iter().any(|g| !g.is_pending()) && self.before != self.after
    }
}

/// The arbiter's manual changes of the last round's pairings ([`crate::pairing::manual`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PairingMove {
    /// Exchange two players' places (two players of one board exchange colours).
    Swap(PlayerRef, PlayerRef),
    /// Pair two players without a board, the first with White, on the board given
    /// (the boards from there on move down one) or on a new last board.
    Add(PlayerRef, PlayerRef, Option<u32>),
    /// Give a player the pairing-allocated bye.
    Bye(PlayerRef),
    /// Remove a board without a result; its players are left to be paired again.
    Remove(BoardRef),
    /// Move a board to another number; the boards between move one place.
    MoveBoard(BoardRef, u32),
}

/// One change to a tournament: the unit of saving, undo and redo.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    AddPlayer(Player),
    /// Enter a list of players, all or none (registration from a rating list or a
    /// registration list).
    AddPlayers(Vec<Entry>),
    /// Give every player the rating a newer list (FIDE's `list`) has for his FIDE id
    /// (before round 1).
    UpdateRatings {
        list: RatingList,
        ratings: Vec<ListedRating>,
    },
    /// Change some of a player's details (his number stays, except before round 1 when
    /// the initial order is sorted again). Only the details changed are written, and
    /// each only if it still has the value the arbiter saw (or already the one he gave).
    EditPlayer {
        player: PlayerRef,
        changes: Vec<DetailChange>,
    },
    /// Withdraw a player from a round on; refused when his withdrawal is no longer
    /// `was` (the arbiter saw him withdrawn from that round, or not at all) and not
    /// already `from_round`.
    Withdraw {
        player: PlayerRef,
        from_round: u32,
        was: Option<u32>,
    },
    Reinstate(PlayerRef),
    /// Give a round robin's player the pairing number `number` by hand before round 1;
    /// the player who had it takes his old one ([`Tournament::set_pairing_number`]).
    SetPairingNumber {
        player: PlayerRef,
        number: Tpn,
    },
    /// Request a bye for a round not yet paired; `None` cancels the request. Refused
    /// when the player's request for that round is no longer `was` (what the arbiter
    /// saw) and not already `kind`.
    RequestBye {
        player: PlayerRef,
        round: u32,
        kind: Option<RequestedByeKind>,
        was: Option<RequestedByeKind>,
    },
    /// Forbid two players to be paired together in the rounds to come; refused when
    /// the rounds paired are no longer `paired`, those the arbiter saw (another
    /// arbiter paired the next round, or removed one, meanwhile).
    Forbid {
        player: PlayerRef,
        other: PlayerRef,
        paired: u32,
    },
    /// Adjust a player's points in a round: a penalty (negative) or a bonus (TRF-26
    /// record 299); zero removes the adjustment.
    AdjustPoints {
        player: PlayerRef,
        round: u32,
        points: Points,
    },
    SetResult {
        board: BoardRef,
        games: Vec<GameResult>,
    },
    /// Pair round `round`, which must be the next one.
    Pair {
        round: u32,
    },
    /// Make round `round`, which must be the next one, with no boards: the arbiter
    /// pairs it by hand ([`crate::pairing::by_hand`]).
    NewRound {
        round: u32,
    },
    /// Let the engine pair the players of round `round`, the last one, who have neither
    /// a board nor a bye ([`crate::pairing::by_hand`]).
    PairRest {
        round: u32,
    },
    /// A manual change of round `round`, which must be the last one paired.
    Move {
        round: u32,
        change: PairingMove,
    },
    /// Remove round `round`, which must be the last one, with its results.
    Unpair {
        round: u32,
    },
    Setting(Setting),
    AddPrizeCategory(Box<PrizeCategory>),
    /// Remove the prize category of this name (in any case).
    RemovePrizeCategory(String),
    /// Put this category in the place of the one named `name` (in any case).
    ChangePrizeCategory {
        name: String,
        category: Box<PrizeCategory>,
    },
    /// Go back to a kept version of the tournament, the one with `rounds` rounds paired
    /// (`arbiter restore`; [`crate::storage::restore`] keeps the version it replaces).
    Restore {
        rounds: u32,
        version: Box<Tournament>,
    },
    /// A change of a team competition: its teams, rosters, matches, line-ups, results.
    Team(TeamEdit),
}

/// What an edit did, beyond what it says it does.
#[derive(Clone, Debug, PartialEq)]
pub enum Applied {
    /// The player's number afterwards (a late entry, or a rating edited before round
    /// 1, decides it by the initial order).
    Player(Tpn),
    /// The numbers of the players entered, in the list's order.
    Players(Vec<Tpn>),
    Ratings(RatingUpdate),
    /// The prize category removed, or replaced.
    PrizeCategory(PrizeCategory),
    Result(ResultChange),
    /// The engine's answer, with its explanations.
    Paired(RoundPairing),
    /// The team Swiss engine's answer, with its explanations.
    TeamsPaired(TeamPairing),
    /// The editions of the regulations before the change.
    Editions(Editions),
    Done,
}

/// The engine that pairs a round (the tournament's system by default; tests and
/// measurements put their own).
pub type Pairer<'a> = &'a dyn Fn(&PairingRequest) -> Result<RoundPairing, PairingError>;

impl Edit {
    /// Makes the edit on `tournament` with the tournament's own pairing engine; nothing
    /// changes when it is refused.
    pub fn apply(&self, tournament: &mut Tournament) -> Result<Applied, EditError> {
        self.apply_with(tournament, &pairing::pair)
    }

    /// [`Edit::apply`] with `pairer` for [`Edit::Pair`] and [`Edit::PairRest`].
    pub fn apply_with(
        &self,
        tournament: &mut Tournament,
        pairer: Pairer,
    ) -> Result<Applied, EditError> {
        let mut changed = tournament.clone();
        let applied = self.make(&mut changed, pairer)?;
        changed.plan_round_robin();
        changed.normalise_texts();
        if let Some(problem) = validate(&changed).into_iter().next() {
            return Err(EditError::Invalid(problem));
        }
        *tournament = changed;
        Ok(applied)
    }

    /// Whether the edit would be accepted, without making it. Pairing is the engine's
    /// work: for [`Edit::Pair`] only the round asked for is checked.
    pub fn check(&self, tournament: &Tournament) -> Result<(), EditError> {
        match self {
            Edit::Pair { round } => to_pair(tournament, *round),
            Edit::PairRest { round } => {
                seen_rounds(tournament, *round)?;
                by_hand::rest_request(tournament).map(|_| ())?;
                Ok(())
            }
            _ => self.apply(&mut tournament.clone()).map(|_| ()),
        }
    }

    fn make(&self, t: &mut Tournament, pairer: Pairer) -> Result<Applied, EditError> {
        if t.teams.is_some()
            && matches!(
                self,
                Edit::Pair { .. }
                    | Edit::NewRound { .. }
                    | Edit::PairRest { .. }
                    | Edit::Move { .. }
            )
        {
            return Err(TeamError::PairsTeams.into());
        }
        Ok(match self {
            Edit::AddPlayer(player) => Applied::Player(t.add_player(player.clone())?),
            Edit::AddPlayers(entries) => Applied::Players(t.add_players(entries)?),
            Edit::UpdateRatings { ratings, .. } => Applied::Ratings(t.update_ratings(ratings)?),
            Edit::EditPlayer { player, changes } => {
                let tpn = t.resolve_player(player)?;
                let mut edited = t.player(tpn).cloned().ok_or(EditError::NoSuchPlayer(tpn))?;
                for change in changes {
                    let now = change.seen.of(&edited);
                    if now != change.seen && now != change.wanted {
                        return Err(EditError::DetailChanged {
                            player: edited.label(),
                            field: now.field(),
                            seen: change.seen.to_string(),
                            now: now.to_string(),
                        });
                    }
                    change.wanted.write(&mut edited);
                }
                Applied::Player(t.edit_player(tpn, edited)?)
            }
            Edit::Withdraw {
                player,
                from_round,
                was,
            } => {
                let tpn = t.resolve_player(player)?;
                let now = t.player(tpn).and_then(|p| p.withdrawn_from);
                if now != *was && now != Some(*from_round) {
                    return Err(EditError::DetailChanged {
                        player: t.player_label(tpn),
                        field: "withdrawal",
                        seen: withdrawal(*was),
                        now: withdrawal(now),
                    });
                }
                t.withdraw(tpn, *from_round)?;
                Applied::Done
            }
            Edit::Reinstate(player) => {
                let tpn = t.resolve_player(player)?;
                t.reinstate(tpn)?;
                Applied::Done
            }
            Edit::SetPairingNumber { player, number } => {
                let tpn = t.resolve_player(player)?;
                Applied::Player(t.set_pairing_number(tpn, *number)?)
            }
            Edit::RequestBye {
                player,
                round,
                kind,
                was,
            } => {
                let tpn = t.resolve_player(player)?;
                let now = t.player(tpn).and_then(|p| p.requested_bye(*round));
                if now != *was && now != *kind {
                    return Err(EditError::DetailChanged {
                        player: t.player_label(tpn),
                        field: "bye request",
                        seen: bye_request(*round, *was),
                        now: bye_request(*round, now),
                    });
                }
                t.request_bye(tpn, *round, *kind)?;
                Applied::Done
            }
            Edit::Forbid {
                player,
                other,
                paired,
            } => {
                seen_rounds(t, *paired)?;
                let (a, b) = (t.resolve_player(player)?, t.resolve_player(other)?);
                t.forbid(a, b)?;
                Applied::Done
            }
            Edit::AdjustPoints {
                player,
                round,
                points,
            } => {
                let tpn = t.resolve_player(player)?;
                t.adjust_points(tpn, *round, *points)?;
                Applied::Done
            }
            Edit::SetResult { board, games } => {
                let number = t.resolve_board(board)?;
                Applied::Result(t.set_result(board.round, number, games.clone())?)
            }
            Edit::Pair { round } => {
                to_pair(t, *round)?;
                pairing::fix_numbers(t)?;
                pairing::check_ready(t)?;
                let answer = pairer(&PairingRequest::next_round(t))?;
                pairing::add_round(t, &answer);
                Applied::Paired(answer)
            }
            Edit::NewRound { round } => {
                to_pair(t, *round)?;
                by_hand::add_empty_round(t)?;
                Applied::Done
            }
            Edit::PairRest { round } => {
                seen_rounds(t, *round)?;
                let answer = pairer(&by_hand::rest_request(t)?)?;
                by_hand::add_rest(t, &answer);
                Applied::Paired(answer)
            }
            Edit::Move { round, change } => {
                let edit = manual_edit(t, *round, change)?;
                manual::apply(t, edit)?;
                Applied::Done
            }
            Edit::Unpair { round } => {
                if t.rounds.is_empty() {
                    return Err(EditError::NothingToUnpair);
                }
                seen_rounds(t, *round)?;
                t.unpair_last_round()?;
                Applied::Done
            }
            Edit::Setting(setting) => {
                let before = t.editions;
                setting.apply(t)?;
                match setting {
                    Setting::Editions(_) => Applied::Editions(before),
                    _ => Applied::Done,
                }
            }
            Edit::AddPrizeCategory(category) => {
                t.add_prize_category((**category).clone())?;
                Applied::Done
            }
            Edit::RemovePrizeCategory(name) => {
                Applied::PrizeCategory(t.remove_prize_category(name)?)
            }
            Edit::ChangePrizeCategory { name, category } => {
                Applied::PrizeCategory(t.change_prize_category(name, (**category).clone())?)
            }
            Edit::Restore { rounds, version } => {
                let found = version.rounds_paired();
                if found != *rounds {
                    return Err(EditError::RestoredRounds {
                        expected: *rounds,
                        found,
                    });
                }
                let replaced = std::mem::replace(t, (**version).clone());
                t.keep_ids_given(&replaced);
                Applied::Done
            }
            Edit::Team(edit) => edit.make(t)?,
        })
    }

    /// What the edit does, in words, before it is made (also the undo history's text).
    pub fn describe(&self) -> String {
        match self {
            Edit::AddPlayer(player) => format!("added {}", player.name),
            Edit::AddPlayers(entries) => format!("imported {} players", entries.len()),
            Edit::UpdateRatings { list, .. } => format!("updated the {list} ratings"),
            Edit::EditPlayer { player, .. } => format!("edited {}", player.label()),
            Edit::Withdraw {
                player, from_round, ..
            } => {
                format!("withdrew {} from round {from_round}", player.label())
            }
            Edit::Reinstate(player) => format!("reinstated {}", player.label()),
            Edit::SetPairingNumber { player, number } => {
                format!("gave {} the pairing number {number}", player.label())
            }
            Edit::RequestBye {
                player,
                round,
                kind: Some(kind),
                ..
            } => format!("{kind} for {} in round {round}", player.label()),
            Edit::RequestBye {
                player,
                round,
                kind: None,
                ..
            } => format!("cancelled the bye of {} in round {round}", player.label()),
            Edit::Forbid { player, other, .. } => {
                format!("forbade {} against {}", player.label(), other.label())
            }
            Edit::AdjustPoints {
                player,
                round,
                points,
            } => match points.tenths().signum() {
                0 => format!(
                    "removed the adjustment of the points of {} in round {round}",
                    player.label()
                ),
                1 => format!(
                    "bonus of {points} point(s) for {} in round {round}",
                    player.label()
                ),
                _ => format!(
                    "penalty of {} point(s) for {} in round {round}",
                    Points::ZERO - *points,
                    player.label()
                ),
            },
            Edit::SetResult { board, games } => {
                let text: Vec<String> = games.iter().map(ToString::to_string).collect();
                format!(
                    "round {} board {}: {}",
                    board.round,
                    board.board,
                    text.join(" ")
                )
            }
            Edit::Pair { round } => format!("paired round {round}"),
            Edit::NewRound { round } => format!("made round {round} empty, to pair by hand"),
            Edit::PairRest { round } => format!("paired the rest of round {round}"),
            Edit::Move { change, .. } => match change {
                PairingMove::Swap(a, b) => format!("swapped {} and {}", a.label(), b.label()),
                PairingMove::Add(a, b, None) => {
                    format!("paired {} with {}", a.label(), b.label())
                }
                PairingMove::Add(a, b, Some(board)) => {
                    format!("paired {} with {} on board {board}", a.label(), b.label())
                }
                PairingMove::Bye(a) => format!("gave {} the pairing bye", a.label()),
                PairingMove::Remove(board) => format!(
                    "removed board {} ({} - {})",
                    board.board,
                    board.white.label(),
                    board.black.label()
                ),
                PairingMove::MoveBoard(board, to) => format!(
                    "moved board {} ({} - {}) to board {to}",
                    board.board,
                    board.white.label(),
                    board.black.label()
                ),
            },
            Edit::Unpair { round } => format!("removed round {round}"),
            Edit::Setting(setting) => setting.describe(),
            Edit::AddPrizeCategory(category) => format!(
                "added prize category {:?}: {} place(s), {}",
                category.name,
                category.places,
                category.conditions()
            ),
            Edit::RemovePrizeCategory(name) => format!("removed prize category {name:?}"),
            Edit::ChangePrizeCategory { name, category } => format!(
                "changed prize category {name:?} to {:?}: {} place(s), {}",
                category.name,
                category.places,
                category.conditions()
            ),
            Edit::Restore { rounds, .. } => {
                format!("restored the version with {rounds} rounds paired")
            }
            Edit::Team(edit) => edit.describe(),
        }
    }

    /// What the edit did, in words, after it was made on `tournament` (with what it
    /// decided, such as a late entry's number).
    pub fn summary(&self, applied: &Applied, tournament: &Tournament) -> String {
        match (self, applied) {
            (Edit::AddPlayer(player), Applied::Player(tpn)) => {
                let after = tournament.players.len() as Tpn - tpn;
                if after == 0 {
                    format!("added {} as player {tpn}", player.name)
                } else {
                    format!(
                        "added {} as player {tpn}; the {after} player(s) after were renumbered",
                        player.name
                    )
                }
            }
            (Edit::AddPlayers(entries), Applied::Players(_)) => format!(
                "imported {} players; the tournament has {}",
                entries.len(),
                tournament.players.len()
            ),
            (Edit::UpdateRatings { list, .. }, Applied::Ratings(update)) => format!(
                "{} {list} ratings changed, {} unchanged, {} not in the list, {} without FIDE id",
                update.changed.len(),
                update.unchanged,
                update.not_in_list.len(),
                update.without_fide_id
            ),
            (Edit::RemovePrizeCategory(_), Applied::PrizeCategory(removed)) => {
                format!("removed prize category {:?}", removed.name)
            }
            (Edit::EditPlayer { player, .. }, Applied::Player(tpn)) if player.tpn != *tpn => {
                format!(
                    "edited {}: now player {tpn} (was {}) in the initial order",
                    tournament.player_name(*tpn),
                    player.tpn
                )
            }
            (Edit::SetResult { board, .. }, Applied::Result(change)) => {
                let text = |games: &[GameResult]| {
                    let text: Vec<String> = games.iter().map(ToString::to_string).collect();
                    text.join(" ")
                };
                let name = |tpn| tournament.player(tpn).map_or("", |p| p.name.as_str());
                let was = if change.is_correction() {
                    format!(" (corrected from {})", text(&change.before))
                } else {
                    String::new()
                };
                format!(
                    "round {} board {}: {} - {} {}{was}",
                    board.round,
                    board.board,
                    name(change.white),
                    name(change.black),
                    text(&change.after)
                )
            }
            (Edit::Team(TeamEdit::Pair { round, .. }), Applied::TeamsPaired(pairing)) => {
                let mut text = format!(
                    "paired the teams of round {round}: {} matches",
                    pairing.matches.len()
                );
                for paired in &pairing.matches {
                    text += &format!(" {}-{}", paired.white, paired.black);
                }
                if let Some(bye) = pairing.bye {
                    text += &format!(", team {bye} has the pairing-allocated bye");
                }
                text
            }
            (Edit::Pair { round }, Applied::Paired(pairing)) => format!(
                "paired round {round}: {} boards{}",
                pairing.boards.len(),
                bye_words(tournament, pairing)
            ),
            (Edit::Setting(Setting::Editions(_)), Applied::Editions(before)) => {
                setting::editions_changed(before, &tournament.editions)
            }
            (Edit::PairRest { round }, Applied::Paired(pairing)) => format!(
                "paired the rest of round {round}: {} more boards{}",
                pairing.boards.len(),
                bye_words(tournament, pairing)
            ),
            _ => self.describe(),
        }
    }

    /// The breaches of the pairing rules a change of the last round's pairings (by
    /// hand, or the engine pairing the rest) would add: the arbiter decides them
    /// knowingly ([`crate::pairing::manual::breaches_after`]). Fails if the edit
    /// itself is refused.
    pub fn breaches(&self, tournament: &Tournament) -> Result<Vec<String>, EditError> {
        if !matches!(self, Edit::Move { .. } | Edit::PairRest { .. }) {
            return Ok(Vec::new());
        }
        let mut changed = tournament.clone();
        self.apply(&mut changed)?;
        Ok(manual::breaches_after(tournament, &changed)
            .iter()
            .map(|breach| breach.describe(&changed))
            .collect())
    }
}

/// The manual change `change` of round `round` in this version's numbers.
fn manual_edit(t: &Tournament, round: u32, change: &PairingMove) -> Result<ManualEdit, EditError> {
    seen_rounds(t, round)?;
    Ok(match change {
        PairingMove::Swap(a, b) => ManualEdit::Swap(t.resolve_player(a)?, t.resolve_player(b)?),
        PairingMove::Add(a, b, board) => {
            ManualEdit::MakePair(t.resolve_player(a)?, t.resolve_player(b)?, *board)
        }
        PairingMove::Bye(a) => ManualEdit::MoveToBye(t.resolve_player(a)?),
        PairingMove::Remove(board) => ManualEdit::RemoveBoard(t.resolve_board(board)?),
        PairingMove::MoveBoard(board, to) => ManualEdit::MoveBoard(t.resolve_board(board)?, *to),
    })
}

/// A withdrawal in words: `from round 3`, or `none`.
fn withdrawal(from_round: Option<u32>) -> String {
    from_round.map_or_else(|| "none".to_string(), |round| format!("from round {round}"))
}

/// A bye request in words: `half-point bye in round 3`, or `none in round 3`.
fn bye_request(round: u32, kind: Option<RequestedByeKind>) -> String {
    match kind {
        Some(kind) => format!("{kind} in round {round}"),
        None => format!("none in round {round}"),
    }
}

/// Refuses pairing round `round` unless it is the next one.
fn to_pair(tournament: &Tournament, round: u32) -> Result<(), EditError> {
    let paired = tournament.rounds_paired();
    if round == paired + 1 {
        Ok(())
    } else {
        Err(EditError::RoundsChanged {
            seen: round.saturating_sub(1),
            paired,
        })
    }
}

/// Refuses an edit made when `seen` rounds were paired if the file now has another
/// number.
fn seen_rounds(tournament: &Tournament, seen: u32) -> Result<(), EditError> {
    let paired = tournament.rounds_paired();
    if paired == seen {
        Ok(())
    } else {
        Err(EditError::RoundsChanged { seen, paired })
    }
}

impl Edit {
    /// A known absence of player `tpn` in `round` (the next round to pair when `None`),
    /// as `tournament` shows the player's byes:
    /// a zero-point bye as C.04.2 calls it (TRF `Z`), so the player is not paired and
    /// scores nothing. `absent`: `Some(true)` marks it, `Some(false)` cancels it, `None`
    /// turns it over (the players screen's one key). Cancelling leaves any other bye of
    /// that round alone.
    pub fn absence(
        tournament: &Tournament,
        tpn: Tpn,
        round: Option<u32>,
        absent: Option<bool>,
    ) -> Result<Edit, EditError> {
        let player = tournament.player_ref(tpn)?;
        let round = round.unwrap_or(tournament.rounds_paired() + 1);
        let was = tournament.player(tpn).and_then(|p| p.requested_bye(round));
        let marked = was == Some(RequestedByeKind::Zero);
        let kind = match absent.unwrap_or(!marked) {
            true => Some(RequestedByeKind::Zero),
            false if marked => None,
            false => was,
        };
        Ok(Edit::RequestBye {
            player,
            round,
            kind,
            was,
        })
    }
}

/// `, pairing bye: Name (3)` after the boards paired, or a round robin's `, free round:`.
fn bye_words(tournament: &Tournament, pairing: &RoundPairing) -> String {
    let words = match tournament.system {
        PairingSystem::RoundRobin => "free round",
        _ => "pairing bye",
    };
    pairing
        .bye
        .and_then(|tpn| tournament.player(tpn))
        .map(|p| format!(", {words}: {}", p.label()))
        .unwrap_or_default()
}
