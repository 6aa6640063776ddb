//! The checked operations that edits are made of, also used directly where a
//! tournament is built in one go (the generator, tests).

use super::{EditError, ResultChange};
use crate::model::text::{TextKind, check as check_text, normalise, same_name};
use crate::model::validate::{
    check_adjustment, check_birth_date, check_federation, check_fide_id, check_k_factor,
    check_rating,
};
use crate::model::{
    Bye, ByeKind, GameResult, Numbering, PairingSystem, Player, PointAdjustment, Points,
    RequestedBye, RequestedByeKind, Tournament, Tpn, set_requested_bye,
};

impl Tournament {
    fn check_player(&self, tpn: Tpn) -> Result<(), EditError> {
        self.player(tpn)
            .map(|_| ())
            .ok_or(EditError::NoSuchPlayer(tpn))
    }

    /// Checks a new or edited player's fields; `except` is the player being edited.
    pub fn check_player_fields(
        &self,
        player: &Player,
        except: Option<Tpn>,
    ) -> Result<(), EditError> {
        if player.name.trim().is_empty() {
            return Err(EditError::EmptyName);
        }
        for (field, text, kind) in [
            ("name", Some(&player.name), TextKind::Name),
            (
                "federation",
                player.federation.as_ref(),
                TextKind::EventField,
            ),
            (
                "birth date",
                player.birth_date.as_ref(),
                TextKind::EventField,
            ),
        ] {
            if let Some(Err(problem)) = text.map(|text| check_text(text, kind)) {
                return Err(EditError::Text { field, problem });
            }
        }
        if let Some(rating) = player.rating {
            check_rating(rating)?;
        }
        if let Some(id) = player.fide_id {
            check_fide_id(id)?;
        }
        if let Some(k) = player.k_factor {
            check_k_factor(k)?;
        }
        if let Some(federation) = &player.federation {
            check_federation(federation)?;
        }
        if let Some(born) = &player.birth_date {
            check_birth_date(born)?;
        }
        let duplicate = self.players.iter().find(|other| {
            Some(other.tpn) != except
                && (player.fide_id.is_some() && other.fide_id == player.fide_id
                    || same_name(&other.name, &player.name)
                        && other
                            .fide_id
                            .is_none_or(|id| player.fide_id.is_none_or(|p| p == id)))
        });
        match duplicate {
            Some(other) => Err(EditError::DuplicatePlayer(other.name.clone(), other.tpn)),
            None => Ok(()),
        }
    }

    /// Enters a player after checking the fields; see [`Tournament::enter_player`] (the
    /// next free number when the arbiter gives the numbers by hand, else the number of
    /// the initial order). A late entry's byes for rounds already paired (the organiser's points for the
    /// rounds missed, C.04.2 2.4) are written into those rounds.
    pub fn add_player(&mut self, mut player: Player) -> Result<Tpn, EditError> {
        player.name = normalise(&player.name);
        self.check_player_fields(&player, None)?;
        let paired = self.rounds_paired();
        if self.system == PairingSystem::RoundRobin && paired > 0 {
            return Err(EditError::LateEntryInRoundRobin(player.name));
        }
        let late: Vec<RequestedBye> = player
            .byes
            .iter()
            .filter(|bye| bye.round <= paired)
            .copied()
            .collect();
        let tpn = self.enter_player(player);
        for bye in late {
            self.request_bye(tpn, bye.round, Some(bye.kind))?;
        }
        Ok(tpn)
    }

    /// Replaces a player's details (the TPN and the id stay). Before round 1 the
    /// initial order is recomputed, so a rating change can move the player; returns the
    /// new TPN.
    pub fn edit_player(&mut self, tpn: Tpn, mut player: Player) -> Result<Tpn, EditError> {
        self.check_player(tpn)?;
        player.name = normalise(&player.name);
        self.check_player_fields(&player, Some(tpn))?;
        player.tpn = tpn;
        if let Some(slot) = self.player_mut(tpn) {
            player.set_id(slot.id());
            *slot = player;
        }
        // A round robin's numbers given by hand stay as the arbiter gave them.
        if self.numbered_by_hand() {
            return Ok(tpn);
        }
        Ok(self
            .sort_initial_order()
            .and_then(|new_tpns| new_tpns.get(tpn as usize).copied())
            .unwrap_or(tpn))
    }

    /// Records the results of the games on `board` of `round`.
    pub fn set_result(
        &mut self,
        round: u32,
        board: u32,
        games: Vec<GameResult>,
    ) -> Result<ResultChange, EditError> {
        let expected = self.games_per_pairing();
        if games.len() != expected {
            return Err(EditError::WrongGameCount {
                system: self.system,
                expected,
                given: games.len(),
            });
        }
        let paired = self.rounds_paired();
        let pairing = self
            .round_mut(round)
            .ok_or(EditError::NoSuchRound { round, paired })?
            .pairing_on_board_mut(board)
            .ok_or(EditError::NoSuchBoard { round, board })?;
        let before = std::mem::replace(&mut pairing.games, games.clone());
        Ok(ResultChange {
            white: pairing.white,
            black: pairing.black,
            before,
            after: games,
        })
    }

    /// The player no longer plays from `from_round` on (already paired rounds stay).
    pub fn withdraw(&mut self, tpn: Tpn, from_round: u32) -> Result<(), EditError> {
        self.check_player(tpn)?;
        self.check_round_in_range(from_round)?;
        if let Some(player) = self.player_mut(tpn) {
            player.withdrawn_from = Some(from_round);
        }
        Ok(())
    }

    /// Gives a round robin's player the pairing number `number` by hand (C.05 Annex 1:
    /// the numbers are fixed before round 1; the arbiter may give them, `numbers =
    /// "hand"`); the player who had `number` takes `tpn`. Returns `number`.
    pub fn set_pairing_number(&mut self, tpn: Tpn, number: Tpn) -> Result<Tpn, EditError> {
        self.check_player(tpn)?;
        self.check_player(number)?;
        if self.system != PairingSystem::RoundRobin {
            return Err(EditError::NotRoundRobin(self.system));
        }
        if !self.rounds.is_empty() {
            return Err(EditError::FixedOnceStarted("pairing numbers"));
        }
        if self.round_robin.numbers != Numbering::Hand {
            return Err(EditError::NumbersNotByHand(self.round_robin.numbers));
        }
        let mut order: Vec<Tpn> = self.players.iter().map(|p| p.tpn).collect();
        order.swap(tpn as usize - 1, number as usize - 1);
        self.assign_numbers(&order)
            .ok_or(EditError::FixedOnceStarted("pairing numbers"))?;
        Ok(number)
    }

    pub fn reinstate(&mut self, tpn: Tpn) -> Result<(), EditError> {
        self.check_player(tpn)?;
        if let Some(player) = self.player_mut(tpn) {
            player.withdrawn_from = None;
        }
        Ok(())
    }

    pub(super) fn check_round_in_range(&self, round: u32) -> Result<(), EditError> {
        if round == 0 || round > self.rounds_planned {
            return Err(EditError::RoundOutOfRange {
                round,
                planned: self.rounds_planned,
            });
        }
        Ok(())
    }

    /// Requests a bye for a round (`None` cancels the request). In a round already
    /// paired the bye is given at once, if the player has no game in it: a late entry's
    /// half-point or zero-point byes for the rounds before his entry (C.04.2 2.4, "unless
    /// the rules of the tournament say otherwise"), or an absence excused afterwards. A
    /// cancelled bye in a paired round leaves the player absent.
    pub fn request_bye(
        &mut self,
        tpn: Tpn,
        round: u32,
        kind: Option<RequestedByeKind>,
    ) -> Result<(), EditError> {
        self.check_player(tpn)?;
        self.check_round_in_range(round)?;
        let player = self.player_label(tpn);
        if let Some(paired) = self.round_mut(round) {
            if let Some(pairing) = paired.pairing_of(tpn) {
                return Err(EditError::ByeButPaired {
                    player,
                    round,
                    board: pairing.board,
                });
            }
            if paired.bye_of(tpn) == Some(ByeKind::Pairing) {
                return Err(EditError::ByeButPairingBye { player, round });
            }
            let listed = paired.bye_of(tpn).is_some();
            paired.byes.retain(|bye| bye.player != tpn);
            let kind = kind
                .map(ByeKind::from)
                .or(listed.then_some(ByeKind::Absent));
            if let Some(kind) = kind {
                paired.byes.push(Bye { player: tpn, kind });
            }
        }
        if let Some(player) = self.player_mut(tpn) {
            set_requested_bye(&mut player.byes, round, kind);
        }
        Ok(())
    }

    /// Sets the adjustment of the player's points in `round` (TRF-26 record 299: a
    /// penalty or a bonus), replacing the one there was; zero removes it. Any round of
    /// the tournament: one not paired yet counts once it is.
    pub fn adjust_points(&mut self, tpn: Tpn, round: u32, points: Points) -> Result<(), EditError> {
        self.check_player(tpn)?;
        self.check_round_in_range(round)?;
        if points != Points::ZERO {
            check_adjustment(points)?;
        }
        if let Some(player) = self.player_mut(tpn) {
            player.adjustments.retain(|a| a.round != round);
            if points != Points::ZERO {
                player.adjustments.push(PointAdjustment {
                    round,
                    points,
                    result: None,
                });
                player.adjustments.sort_by_key(|a| a.round);
            }
        }
        Ok(())
    }

    /// Forbids the two players to be paired together.
    pub fn forbid(&mut self, a: Tpn, b: Tpn) -> Result<(), EditError> {
        self.check_player(a)?;
        self.check_player(b)?;
        if a == b {
            return Err(EditError::ForbiddenSelf);
        }
        if let Some(player) = self.player_mut(a)
            && !player.forbidden.contains(&b)
        {
            player.forbidden.push(b);
            player.forbidden.sort_unstable();
        }
        Ok(())
    }

    /// Removes the last round with its pairings and results; returns its number.
    pub fn unpair_last_round(&mut self) -> Result<u32, EditError> {
        let number = self
            .rounds
            .pop()
            .map(|round| round.number)
            .ok_or(EditError::NothingToUnpair)?;
        if let Some(teams) = &mut self.teams {
            teams.unpair_rounds_after(self.rounds.len() as u32);
        }
        Ok(number)
    }
}
