//! Fast result entry: a board number (Enter alone takes the board under the cursor),
//! then one key per game. The cursor then jumps to the next board without a result.
//! Changing a result already entered in an earlier round asks first and says what
//! changes; the pairings made since stay (Dutch F7: a corrected result only affects
//! pairings yet to be made).

use super::{Action, apply, confirm, first_missing_or_zero, move_selection, page};
use crate::model::{Edit, GameResult, ResultChange, Tpn};
use crate::tui::app::{App, Entry, Status};

pub fn update(app: &mut App, action: Action) {
    if app.results.entry.is_some() {
        entering(app, action);
        return;
    }
    let round = app.results_round();
    let boards = board_count(app, round);
    let page = page(app);
    if move_selection(&mut app.results.selected, boards, &action, page) {
        app.results.board_input.clear();
        return;
    }
    match action {
        Action::BoardDigit(digit) if app.results.board_input.len() < 4 => {
            app.results.board_input.push(digit);
        }
        Action::Erase => {
            app.results.board_input.pop();
        }
        Action::Cancel => app.results.board_input.clear(),
        Action::ChooseBoard => choose_board(app, round),
        Action::PreviousRound | Action::NextRound => {
            let paired = app.tournament.rounds_paired();
            app.results.round = if action == Action::NextRound {
                (round + 1).min(paired)
            } else {
                round.saturating_sub(1).max(1.min(paired))
            };
            app.results.board_input.clear();
            refresh_cursor(app);
        }
        Action::PairNextRound => {
            let round = app.tournament.rounds_paired() + 1;
            apply(app, Edit::Pair { round });
        }
        _ => {}
    }
}

fn board_count(app: &App, round: u32) -> usize {
    app.tournament.round(round).map_or(0, |r| r.pairings.len())
}

fn choose_board(app: &mut App, round: u32) {
    let Some(pairings) = app.tournament.round(round).map(|r| &r.pairings) else {
        app.status = Status::warning("no round is paired yet");
        return;
    };
    let typed = std::mem::take(&mut app.results.board_input);
    let index = if typed.is_empty() {
        Some(app.results.selected).filter(|&i| i < pairings.len())
    } else {
        typed
            .parse::<u32>()
            .ok()
            .and_then(|board| pairings.iter().position(|p| p.board == board))
    };
    let Some(index) = index else {
        app.status = Status::warning(format!(
            "round {round} has no board {typed} (boards 1-{})",
            pairings.len()
        ));
        return;
    };
    let board = pairings[index].board;
    app.results.selected = index;
    app.results.entry = Some(Entry {
        board,
        games: Vec::new(),
    });
}

fn entering(app: &mut App, action: Action) {
    let round = app.results_round();
    let Some(mut entry) = app.results.entry.take() else {
        return;
    };
    match action {
        Action::Game(game) => {
            entry.games.push(game);
            if entry.games.len() < app.tournament.games_per_pairing() {
                app.results.entry = Some(entry);
            } else {
                enter(app, round, entry.board, entry.games);
            }
        }
        Action::Erase if !entry.games.is_empty() => {
            entry.games.pop();
            app.results.entry = Some(entry);
        }
        Action::Erase => {
            let games = vec![GameResult::Pending; app.tournament.games_per_pairing()];
            enter(app, round, entry.board, games);
        }
        Action::Cancel => {}
        action => {
            // Moving the cursor leaves the board.
            let boards = board_count(app, round);
            let page = page(app);
            if !move_selection(&mut app.results.selected, boards, &action, page) {
                app.results.entry = Some(entry);
            }
        }
    }
}

/// Records the games of one board: at once for a new result or one of the current
/// round, after a question for a correction of an earlier round.
fn enter(app: &mut App, round: u32, board: u32, games: Vec<GameResult>) {
    let Some(pairing) = app
        .tournament
        .round(round)
        .and_then(|r| r.pairing_on_board(board))
    else {
        return;
    };
    let Ok(board_ref) = app.tournament.board_ref(round, board) else {
        return;
    };
    let change = Edit::SetResult {
        board: board_ref,
        games: games.clone(),
    };
    let earlier = round < app.tournament.rounds_paired();
    let entered = pairing.games.iter().any(|g| !g.is_pending());
    if pairing.games == games {
        app.status = Status::info(format!("board {board} already has that result"));
        advance(app, round);
    } else if earlier && entered {
        let before = results_text(&pairing.games);
        let after = results_text(&games);
        let (white, black) = (pairing.white, pairing.black);
        let mut lines = vec![
            format!(
                "Round {round}, board {board}: {} {} {}",
                app.player_label(white),
                app.look.glyphs.versus,
                app.player_label(black)
            ),
            format!("{before} becomes {after}."),
        ];
        let mut probe = app.tournament.clone();
        if change.apply(&mut probe).is_ok() {
            let now = probe.scores();
            for tpn in [white, black] {
                let old = app.derived.current().get((tpn - 1) as usize).copied();
                let new = now.get((tpn - 1) as usize).copied();
                if let (Some(old), Some(new)) = (old, new) {
                    lines.push(format!(
                        "{}: {old} {} {new} points",
                        app.player_label(tpn),
                        app.look.glyphs.arrow
                    ));
                }
            }
        }
        let paired = app.tournament.rounds_paired();
        let later = if round + 1 == paired {
            format!("Round {paired} stays")
        } else {
            format!("Rounds {}-{paired} stay", round + 1)
        };
        lines.push(format!(
            "{later} as paired; only pairings yet to be made use the corrected result."
        ));
        confirm(
            app,
            format!("Correct a result of round {round}?"),
            lines,
            Vec::new(),
            Action::Apply(Box::new(change)),
        );
    } else {
        apply(app, change);
        advance(app, round);
    }
}

/// After an entry: the cursor goes to the next board without a result.
fn advance(app: &mut App, round: u32) {
    let Some(r) = app.tournament.round(round) else {
        return;
    };
    let n = r.pairings.len();
    let from = app.results.selected;
    if let Some(next) = (1..=n)
        .map(|step| (from + step) % n)
        .find(|&i| !r.pairings[i].is_complete())
    {
        app.results.selected = next;
    }
}

/// On arriving at the results screen or another round: the first board without a
/// result.
pub fn refresh_cursor(app: &mut App) {
    let round = app.results_round();
    app.results.entry = None;
    app.results.selected = first_missing_or_zero(&app.tournament, round);
}

fn results_text(games: &[GameResult]) -> String {
    if games.iter().all(|g| g.is_pending()) {
        return "no result".into();
    }
    games
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The status line after a result: what was entered and what is still missing.
pub fn message(app: &App, round: u32, board: u32, change: &ResultChange) -> String {
    let name = |tpn: Tpn| app.tournament.player_name(tpn);
    let what = if change.after.iter().all(|g| g.is_pending()) {
        "result cleared".to_string()
    } else if change.is_correction() {
        format!(
            "{} (was {})",
            results_text(&change.after),
            results_text(&change.before)
        )
    } else {
        results_text(&change.after)
    };
    let missing = app
        .tournament
        .round(round)
        .map_or(0, |r| r.missing_results());
    let remaining = if missing == 0 {
        format!("round {round} complete: p pairs the next round")
    } else {
        format!("{missing} missing")
    };
    format!(
        "board {board}: {} {} {}, {what}; {remaining}",
        name(change.white),
        app.look.glyphs.versus,
        name(change.black)
    )
}
