//! Fast result entry: a board number (Enter alone takes the board under the cursor),
//! then each game's result, either in one key (`1 0 = + - x`) or written as arbiters
//! write it on the slip (`1-0`, `0-1`, `1/2`, `1/2-1/2`, `½`, and the unusual scores of
//! a game played, C.04.1: `1/2-0`, `0-½`, `0-0`). The keys typed
//! for a game wait in a short buffer until they spell a result that cannot go on (`=`,
//! `1-0`, `+`): `1` and `0` alone may still become `1-0`, `1/2` or `0-1`, so they are
//! recorded by the next key that does not continue them: Enter (which only records),
//! Space (which then goes on to the next board, as Space does on the board line), or any
//! other key, which then does what it does (the next game's result, a board number,
//! `j`, `Tab`...). The cursor then jumps to the next board without a result.
//! Changing a result already entered in an earlier round asks first and says what
//! changes; the pairings made since stay (Dutch F7: a corrected result only affects
//! pairings yet to be made).

use crossterm::event::KeyCode;

use super::{Action, apply, confirm, first_missing_or_zero, move_selection, page};
use crate::edit::{BoardRef, Edit, ResultChange};
use crate::model::{Colour, GameResult, Tpn};
use crate::tui::app::{App, Dialog, Entry, Status};
use crate::tui::form::Form;

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
        Action::MatchResults | Action::MatchForfeit if app.tournament.teams.is_some() => {
            let form = match action {
                Action::MatchResults => Form::match_results,
                _ => Form::match_forfeit,
            };
            let number = selected_match(app, round);
            app.dialog = Some(Dialog::Form(form(&app.tournament, round, number)));
        }
        Action::MatchResults => {
            app.status = Status::hint("m enters a team competition's match results");
        }
        Action::MatchForfeit => {
            app.status = Status::hint("f forfeits a team competition's match as a whole");
        }
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
        Action::PairNextRound => super::rounds::pair_next_round(app),
        _ => {}
    }
}

/// The team match of the board under the cursor (its boards are numbered on from the
/// matches before it), the first when the round has no board yet.
fn selected_match(app: &App, round: u32) -> u32 {
    let board = app
        .tournament
        .round(round)
        .and_then(|r| r.pairings.get(app.results.selected))
        .map(|pairing| pairing.board);
    match (board, app.tournament.teams.as_ref()) {
        (Some(board), Some(teams)) if teams.boards > 0 => (board - 1) / teams.boards + 1,
        _ => 1,
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
    let Ok(board) = app.tournament.board_ref(round, pairings[index].board) else {
        return;
    };
    app.results.selected = index;
    app.results.entry = Some(Entry {
        board,
        games: Vec::new(),
        typed: String::new(),
    });
}

fn entering(app: &mut App, action: Action) {
    let round = app.results_round();
    let Some(mut entry) = app.results.entry.take() else {
        return;
    };
    match action {
        Action::ResultKey(c) => type_key(app, round, entry, c),
        Action::Submit if entry.typed.is_empty() => {
            app.status = Status::hint("type the result first: ? lists the keys");
            app.results.entry = Some(entry);
        }
        Action::Submit if spelled(&entry.typed).is_none() => {
            app.status = Status::warning(unfinished(&entry.typed));
            app.results.entry = Some(entry);
        }
        Action::Submit => record(app, round, entry),
        Action::Erase if !entry.typed.is_empty() => {
            entry.typed.pop();
            app.results.entry = Some(entry);
        }
        Action::Erase if !entry.games.is_empty() => {
            entry.games.pop();
            app.results.entry = Some(entry);
        }
        Action::Erase => {
            let games = vec![GameResult::Pending; app.tournament.games_per_pairing()];
            enter(app, round, entry.board, games);
        }
        Action::Cancel if !entry.typed.is_empty() => {
            entry.typed.clear();
            app.results.entry = Some(entry);
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

/// The results one key stands for.
const ONE_KEY: [(char, GameResult); 6] = [
    ('1', GameResult::WHITE_WINS),
    ('0', GameResult::BLACK_WINS),
    ('=', GameResult::DRAW),
    (
        '+',
        GameResult::Forfeit {
            winner: Some(Colour::White),
        },
    ),
    (
        '-',
        GameResult::Forfeit {
            winner: Some(Colour::Black),
        },
    ),
    ('x', GameResult::Forfeit { winner: None }),
];

/// Results as written on a slip: the model's spellings of played games, the unusual
/// scores of a game played (`1/2-0`, `0-½`, `0-0`) included. Forfeits are typed with
/// their one key (`-` inside `1-0` continues the result), and the half point against
/// nothing is typed `0-½`, not `0-1/2`, or `0-1` would wait for one more key.
fn written() -> impl Iterator<Item = &'static str> {
    GameResult::spellings()
        .filter(|(text, result)| result.is_played() && *text != HALF_FOR_BLACK_SPELLED_LONG)
        .map(|(text, _)| text)
}

/// The spelling of 0-½ that begins as `0-1` does.
const HALF_FOR_BLACK_SPELLED_LONG: &str = "0-1/2";

/// Every spelling of a result the keys accept.
fn spellings() -> impl Iterator<Item = String> {
    ONE_KEY
        .iter()
        .map(|(c, _)| c.to_string())
        .chain(written().map(str::to_string))
}

/// The result `typed` spells, if it spells one.
pub fn spelled(typed: &str) -> Option<GameResult> {
    let mut chars = typed.chars();
    if let (Some(c), None) = (chars.next(), chars.next())
        && let Some((_, result)) = ONE_KEY.iter().find(|(k, _)| *k == c)
    {
        return Some(*result);
    }
    written()
        .any(|text| text == typed)
        .then(|| typed.parse().ok())
        .flatten()
}

/// The spellings that `typed` may still become, shortest first, leaving out those
/// that go on from another one listed (`1/2-1/2` after `1/2`).
pub fn continuations(typed: &str) -> Vec<String> {
    let mut longer: Vec<String> = spellings()
        .filter(|s| s.len() > typed.len() && s.starts_with(typed))
        .collect();
    longer.sort_by_key(String::len);
    let mut shown: Vec<String> = Vec::new();
    for s in longer {
        if !shown.iter().any(|t| s.starts_with(t.as_str())) {
            shown.push(s);
        }
    }
    shown
}

/// One key of a game's result. A key that does not continue the typed result records
/// it first; then it starts the next game's result, or does what it does on the board
/// screen once the board is complete.
fn type_key(app: &mut App, round: u32, mut entry: Entry, c: char) {
    let mut longer = entry.typed.clone();
    longer.push(c);
    if c != ' ' && spellings().any(|s| s.starts_with(&longer)) {
        entry.typed = longer;
        if spelled(&entry.typed).is_some() && continuations(&entry.typed).is_empty() {
            record(app, round, entry);
        } else {
            app.status = Status::info(pending_text(&entry.typed));
            app.results.entry = Some(entry);
        }
        return;
    }
    if entry.typed.is_empty() {
        if c != ' ' {
            app.status = Status::hint(format!(
                "{c} is not a result: 1 0 = + - x, or 1-0 0-1 1/2 as written"
            ));
        }
        app.results.entry = Some(entry);
        return;
    }
    if spelled(&entry.typed).is_none() {
        app.status = Status::warning(unfinished(&entry.typed));
        app.results.entry = Some(entry);
        return;
    }
    let board = entry.board.clone();
    record(app, round, entry);
    if app.dialog.is_some() {
        return;
    }
    match app.results.entry.take() {
        Some(next) if next.board == board => {
            if c == ' ' {
                app.results.entry = Some(next);
            } else {
                type_key(app, round, next, c);
            }
        }
        other => {
            app.results.entry = other;
            let missing = app
                .tournament
                .round(round)
                .is_some_and(|r| r.missing_results() > 0);
            if c != ' ' || missing {
                super::handle_key(app, crossterm::event::KeyEvent::from(KeyCode::Char(c)));
            }
        }
    }
}

/// The warning for keys that do not spell a result yet.
fn unfinished(typed: &str) -> String {
    format!(
        "{typed} is not a result yet: type on to {}, or Backspace",
        continuations(typed).join(", ")
    )
}

/// The status line while a result is typed.
fn pending_text(typed: &str) -> String {
    let on = continuations(typed).join(", ");
    match spelled(typed) {
        Some(result) => format!("typed {typed} ({result}): Enter records it, or on to {on}"),
        None => format!("typed {typed}: type on to {on}"),
    }
}

/// Adds the typed game to the board, and records the board once its games are all in.
fn record(app: &mut App, round: u32, mut entry: Entry) {
    let Some(game) = spelled(&entry.typed) else {
        app.results.entry = Some(entry);
        return;
    };
    entry.typed.clear();
    entry.games.push(game);
    if entry.games.len() < app.tournament.games_per_pairing() {
        app.status = Status::info(format!("game {}: {game}", entry.games.len()));
        app.results.entry = Some(entry);
    } else {
        enter(app, round, entry.board, entry.games);
    }
}

/// Before a key that is not part of a result: records the result being typed.
/// Returns whether the key is still to act: not when the typed keys are not a result
/// yet, or when recording asks a question first.
pub fn settle_before(app: &mut App, action: Option<&Action>) -> bool {
    if matches!(
        action,
        Some(Action::ResultKey(_) | Action::Erase | Action::Cancel | Action::Submit)
    ) {
        return true;
    }
    let round = app.results_round();
    let Some(entry) = app.results.entry.take_if(|e| !e.typed.is_empty()) else {
        return true;
    };
    if spelled(&entry.typed).is_none() {
        app.status = Status::warning(unfinished(&entry.typed));
        app.results.entry = Some(entry);
        return false;
    }
    record(app, round, entry);
    app.dialog.is_none()
}

/// Records the games of the game chosen: at once for a new result or one of the
/// current round, after a question for a correction of an earlier round. A game another
/// arbiter's change replaced since it was chosen is refused, naming the change.
fn enter(app: &mut App, round: u32, chosen: BoardRef, games: Vec<GameResult>) {
    let board = match app.tournament.resolve_board(&chosen) {
        Ok(board) => board,
        Err(error) => {
            app.status = Status::error(super::refusal_text(app, &error));
            return;
        }
    };
    let Some(pairing) = app
        .tournament
        .round(round)
        .and_then(|r| r.pairing_on_board(board))
    else {
        return;
    };
    let change = Edit::SetResult {
        board: BoardRef { board, ..chosen },
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
    let t = &app.tournament;
    let remaining = if missing > 0 {
        format!("{missing} missing")
    } else if round < t.rounds_paired() {
        format!("round {round} complete")
    } else if round >= t.rounds_planned {
        format!("round {round} complete: that was the last round")
    } else {
        format!("round {round} complete: p pairs the next round")
    };
    format!(
        "board {board}: {} {} {}, {what}; {remaining}",
        name(change.white),
        app.look.glyphs.versus,
        name(change.black)
    )
}
