//! The rounds screen: the pairings of any round, pairing the next round, the
//! arbiter's manual changes (with every rule they break shown before they are made)
//! and removing the last round.

use super::{Action, apply, confirm, move_selection, page};
use crate::edit::{BoardRef, Edit, PairingMove, PlayerRef, TeamEdit};
use crate::model::{Colour, TeamSystem, Tpn};
use crate::pairing::PairingRequest;
use crate::pairing::team_swiss::{self, TeamPairingRequest};
use crate::tui::app::{App, EngineAnswer, Mark, MarkPurpose, RoundRow, Screen, Status};

pub fn update(app: &mut App, action: Action) {
    if app.shows_matches() {
        super::lineups::update(app, action);
    } else {
        act(app, action);
    }
    explain_shown_round(app);
}

fn act(app: &mut App, action: Action) {
    let rows = app.round_rows(app.shown_round()).len();
    let page = page(app);
    if move_selection(&mut app.rounds.selected, rows, &action, page) {
        return;
    }
    let paired = app.tournament.rounds_paired();
    match action {
        Action::PreviousRound | Action::NextRound => {
            step_round(app, action == Action::NextRound);
            app.rounds.mark = None;
        }
        Action::Left => app.rounds.side = Colour::White,
        Action::Right => app.rounds.side = Colour::Black,
        Action::PairNextRound => pair_next_round(app),
        Action::ToggleExplain => app.rounds.explain = !app.rounds.explain,
        Action::ToggleTeams if app.tournament.teams.is_some() => {
            app.rounds.boards = false;
            app.rounds.selected = 0;
        }
        Action::ToggleTeams => {
            app.status = Status::hint("t shows a team competition's matches and line-ups");
        }
        Action::Cancel if app.rounds.mark.is_some() => {
            app.rounds.mark = None;
            app.status = Status::info("cancelled: nothing was changed");
        }
        Action::MarkSwap => mark(app, MarkPurpose::Swap),
        Action::MarkPair => mark(app, MarkPurpose::Pair),
        Action::MoveToBye => {
            if let Some(player) = editable_player(app).and_then(|tpn| seen(app, tpn)) {
                propose(app, PairingMove::Bye(player));
            }
        }
        Action::SwapColours => {
            if let Some(board) = editable_board(app) {
                propose(app, PairingMove::Swap(board.white, board.black));
            }
        }
        Action::RemoveBoard => {
            if let Some(board) = editable_board(app) {
                propose(app, PairingMove::Remove(board));
            }
        }
        Action::MoveBoard(step) => {
            if let Some(board) = editable_board(app) {
                let to = board.board.saturating_add_signed(step.into());
                let white = board.white.tpn;
                propose(app, PairingMove::MoveBoard(board, to));
                // The cursor goes with the board.
                let row = (to as usize).checked_sub(1);
                let moved = app.tournament.round(paired).zip(row).and_then(|(r, row)| {
                    r.pairings
                        .get(row)
                        .filter(|p| p.white == white)
                        .map(|_| row)
                });
                if let Some(row) = moved {
                    app.rounds.selected = row;
                }
            }
        }
        Action::NewRound => {
            apply(app, Edit::NewRound { round: paired + 1 });
        }
        Action::PairRest => propose_rest(app),
        Action::UnpairLastRound => confirm_unpair(app),
        _ => {}
    }
}

/// Pairs the next round by the engine, as `arbiter pair` does, or for a team
/// competition as `arbiter team pair` does: a team Swiss by C.04.6, a round robin of
/// teams from its Berger table.
pub(super) fn pair_next_round(app: &mut App) {
    let round = app.tournament.rounds_paired() + 1;
    let edit = match app.tournament.teams {
        Some(_) => Edit::Team(TeamEdit::Pair {
            round,
            matches: Vec::new(),
            bye: None,
        }),
        None => Edit::Pair { round },
    };
    apply(app, edit);
}

/// Shows the next paired round (`forward`) or the previous one, the cursor on its
/// first row.
pub(super) fn step_round(app: &mut App, forward: bool) {
    let (shown, paired) = (app.shown_round(), app.tournament.rounds_paired());
    app.rounds.round = if forward {
        (shown + 1).min(paired)
    } else {
        shown.saturating_sub(1).max(1.min(paired))
    };
    app.rounds.selected = 0;
}

/// When the arbiter asked for explanations (`e`) of a round paired before this
/// session, runs the engine again on the rounds before it (once per round and change:
/// on a large open that takes a moment, so never unasked). A team Swiss's engine pairs
/// its teams; a round robin of teams has the Berger table's matches, nothing to explain.
pub fn explain_shown_round(app: &mut App) {
    let shown = app.screen == Screen::Rounds && app.rounds.explain;
    let number = app.shown_round();
    if !shown
        || number == 0
        || app.engine_pairings.contains_key(&number)
        || app.recomputed.contains_key(&number)
    {
        return;
    }
    let t = &app.tournament;
    let answer = match &t.teams {
        None => (app.pairer)(&PairingRequest::for_round(t, number)).map(EngineAnswer::Players),
        Some(teams) if teams.system == TeamSystem::Swiss => {
            team_swiss::pair(&TeamPairingRequest::for_round(t, teams, number))
                .map(EngineAnswer::Teams)
        }
        Some(_) => return,
    };
    app.recomputed.insert(number, answer);
}

/// The player under the cursor, if the round shown can be changed by hand.
fn editable_player(app: &mut App) -> Option<Tpn> {
    let last = app.tournament.rounds_paired();
    if last == 0 {
        app.status = Status::warning("no round is paired yet: p pairs round 1");
        return None;
    }
    if app.shown_round() != last {
        app.status = Status::warning(format!(
            "only the last round ({last}) can be changed: earlier pairings stay as they were"
        ));
        return None;
    }
    app.selected_round_player()
}

/// The board under the cursor, if the round shown can be changed by hand.
fn editable_board(app: &mut App) -> Option<BoardRef> {
    editable_player(app)?;
    let last = app.tournament.rounds_paired();
    let round = app.tournament.round(last)?;
    let board = match app.round_rows(last).get(app.rounds.selected) {
        Some(RoundRow::Board(index)) => round.pairings[*index].board,
        _ => {
            app.status = Status::warning("choose a board: this line is not one");
            return None;
        }
    };
    app.tournament.board_ref(last, board).ok()
}

/// Player `tpn` as the screen shows him.
fn seen(app: &App, tpn: Tpn) -> Option<PlayerRef> {
    app.tournament.player(tpn).map(PlayerRef::from)
}

/// First press marks the player under the cursor; the second, on another player,
/// proposes the swap (or the pair).
fn mark(app: &mut App, purpose: MarkPurpose) {
    let Some(player) = editable_player(app).and_then(|tpn| seen(app, tpn)) else {
        return;
    };
    match app.rounds.mark.take() {
        Some(mark) if mark.purpose == purpose && mark.player.id != player.id => {
            // The marked player as he is now: another arbiter may have renumbered him.
            let marked = app
                .tournament
                .resolve_player(&mark.player)
                .and_then(|tpn| app.tournament.player_ref(tpn));
            let marked = match marked {
                Ok(marked) => marked,
                Err(error) => {
                    app.status = Status::error(super::refusal_text(app, &error));
                    return;
                }
            };
            propose(
                app,
                match purpose {
                    MarkPurpose::Swap => PairingMove::Swap(marked, player),
                    MarkPurpose::Pair => PairingMove::Add(marked, player, None),
                },
            );
        }
        Some(mark) if mark.purpose == purpose => {
            app.status = Status::info("unmarked");
        }
        _ => {
            let (what, key) = match purpose {
                MarkPurpose::Swap => ("swap with", "s"),
                MarkPurpose::Pair => ("pair with", "m"),
            };
            app.status = Status::info(format!(
                "{} marked: press {key} on the player to {what} (Esc cancels)",
                player.label()
            ));
            app.rounds.mark = Some(Mark { player, purpose });
        }
    }
}

/// Makes a manual change of the last round at once when it breaks no rule, and asks
/// first when it does. `change` names the players as the screen shows them.
fn propose(app: &mut App, change: PairingMove) {
    let tournament = &app.tournament;
    let question = match &change {
        PairingMove::Swap(a, b) => format!("Swap {} and {}?", a.label(), b.label()),
        PairingMove::Add(a, b, _) => {
            format!("Pair {} (White) with {}?", a.label(), b.label())
        }
        PairingMove::Bye(a) => format!("Give {} the pairing bye?", a.label()),
        PairingMove::Remove(board) => format!("Remove board {}?", board.board),
        PairingMove::MoveBoard(board, to) => format!("Move board {} to board {to}?", board.board),
    };
    let edit = Edit::Move {
        round: tournament.rounds_paired(),
        change,
    };
    confirm_breaches(app, edit, question);
}

/// Asks the engine to pair the players of the last round still without a board; the
/// rules its pairing breaks (none, but for a bye given by hand) are shown first.
fn propose_rest(app: &mut App) {
    let round = app.tournament.rounds_paired();
    if round == 0 {
        app.status = Status::warning("no round is made yet: n makes the next round empty");
        return;
    }
    let question = format!("Let the engine pair the rest of round {round}?");
    confirm_breaches(app, Edit::PairRest { round }, question);
}

/// Makes `edit` at once when it breaks no rule, and asks first when it does.
fn confirm_breaches(app: &mut App, edit: Edit, question: String) {
    let tournament = &app.tournament;
    match edit.breaches(tournament) {
        Err(error) => app.status = Status::warning(error.to_string()),
        Ok(breaches) if breaches.is_empty() => {
            apply(app, edit);
        }
        Ok(breaches) => confirm(
            app,
            "This change breaks pairing rules".into(),
            vec![
                question,
                "The arbiter may decide so; the rules it breaks:".into(),
            ],
            breaches,
            Action::Apply(Box::new(edit)),
        ),
    }
}

fn confirm_unpair(app: &mut App) {
    let Some(round) = app.tournament.rounds.last() else {
        app.status = Status::warning("no round is paired");
        return;
    };
    let results = round
        .pairings
        .iter()
        .filter(|p| p.games.iter().any(|g| !g.is_pending()))
        .count();
    let mut lines = vec![format!(
        "Round {} is removed with its {} board(s) and byes.",
        round.number,
        round.pairings.len()
    )];
    if results > 0 {
        lines.push(format!(
            "The results of {results} board(s) already entered are removed too."
        ));
    }
    lines.push("u undoes this.".into());
    confirm(
        app,
        format!("Unpair round {}?", round.number),
        lines,
        Vec::new(),
        Action::Apply(Box::new(Edit::Unpair {
            round: round.number,
        })),
    );
}
