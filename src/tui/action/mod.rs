//! Every change to the application is an [`Action`], applied by [`update`]. Changes
//! to the tournament are the library's [`Edit`]s, and [`apply`] is the one place that
//! makes them: saved to the file at once (under the file's lock, on another program's
//! newer save if there is one), and recorded for undo and redo.

mod export;
mod lineups;
mod players;
mod results;
mod rounds;
mod settings;
mod start;

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind};

use super::app::{App, Dialog, EngineAnswer, Screen, Status, StatusKind, first_missing};
use super::form::Form;
use super::form::Submission;
use super::history::Snapshot;
use super::keymap;
use crate::edit::{Applied, Edit, EditError, TeamEdit};
use crate::model::{Colour, Pairing, Player, PlayerId, Tournament, Tpn};
use crate::storage::{ExternalChange, Refused, StorageError};

/// Everything that can happen to the application.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A key press: the keymap of the current context turns it into an action, or it
    /// is typed into the text field being edited.
    Key(KeyEvent),
    /// The terminal changed size.
    Resize {
        width: u16,
        height: u16,
    },
    Quit,
    ToggleHelp,
    /// Print or export what the screen shows.
    Export,
    Undo,
    Redo,
    GoTo(Screen),
    NextScreen,
    PreviousScreen,
    Up,
    Down,
    Top,
    Bottom,
    PageUp,
    PageDown,
    Left,
    Right,
    /// Accept: a form, a search, the start menu's choice.
    Submit,
    /// Back out of whatever is half done.
    Cancel,
    // Players.
    Search,
    CycleSort,
    AddPlayer,
    EditPlayer,
    ToggleWithdrawal,
    /// A round robin's pairing number by hand (before round 1).
    PairingNumber,
    RequestBye,
    /// Marks the player absent for the next round (a zero-point bye), or cancels it.
    AbsentNextRound,
    ForbidPairing,
    // Rounds.
    PreviousRound,
    NextRound,
    PairNextRound,
    UnpairLastRound,
    MarkSwap,
    MarkPair,
    MoveToBye,
    /// Exchange the colours of the selected board.
    SwapColours,
    /// Remove the selected board.
    RemoveBoard,
    /// Move the board under the cursor one place up (-1) or down (+1).
    MoveBoard(i8),
    /// Make the next round empty, to pair by hand.
    NewRound,
    /// Let the engine pair the players of the last round without a board.
    PairRest,
    ToggleExplain,
    // Results.
    BoardDigit(char),
    /// A team competition's match: its board results typed in one line.
    MatchResults,
    /// A team competition's match forfeited as a whole (or played after all).
    MatchForfeit,
    ChooseBoard,
    /// A key of one game's result (in that game's colours): `1`, `=`, or a key of a
    /// result written out (`1-0`, `1/2`); Space ends a written result.
    ResultKey(char),
    /// Backspace: a digit, the last game typed, or the board's result.
    Erase,
    /// A team competition's teams instead of its players, or back.
    ToggleTeams,
    /// A player entered on a team's roster.
    Roster,
    // Standings.
    ToggleCrosstable,
    TogglePrizes,
    ToggleNorms,
    // Settings.
    Edit,
    MoveUp,
    MoveDown,
    AddItem,
    RemoveItem,
    // Dialogs.
    NextField,
    PreviousField,
    Yes,
    No,
    // The start menu.
    NewTournament,
    OpenFile,
    /// A change to the tournament.
    Apply(Box<Edit>),
    /// A valid form's content, once the question it raised was answered yes.
    Submitted(Box<Submission>),
    /// A late entry, once its renumbering was confirmed (C.04.2 Art. 2).
    LateEntry(Box<Player>),
}

/// Applies `action` to the application.
pub fn update(app: &mut App, action: Action) {
    act(app, action);
    if matches!(app.screen, Screen::Standings | Screen::Rating) && app.derived.reports.is_none() {
        app.derived.reports = Some(super::app::Reports::new(&app.tournament));
    }
}

fn act(app: &mut App, action: Action) {
    match action {
        Action::Key(key) => handle_key(app, key),
        Action::Resize { width, height } => {
            app.size = (width, height);
            rounds::explain_shown_round(app);
        }
        Action::Quit => app.quit = true,
        Action::ToggleHelp => app.help = app.help.is_none().then_some(0),
        Action::Export => export::open(app),
        Action::Undo => undo(app),
        Action::Redo => redo(app),
        Action::Apply(edit) => {
            apply(app, *edit);
        }
        Action::Submitted(submission) => {
            players::enter(app, *submission);
        }
        Action::LateEntry(player) => {
            players::add_player(app, *player);
        }
        Action::GoTo(screen) => go_to(app, screen),
        Action::NextScreen | Action::PreviousScreen => {
            let step = if action == Action::NextScreen { 1 } else { 5 };
            go_to(app, Screen::ALL[(app.screen.index() + step) % 6]);
        }
        action if app.help.is_some() => help(app, action),
        action if app.dialog.is_some() => dialog(app, action),
        action if app.start.is_some() => start::update(app, action),
        action => match app.screen {
            Screen::Players => players::update(app, action),
            Screen::Rounds => rounds::update(app, action),
            Screen::Results => results::update(app, action),
            Screen::Standings => standings(app, action),
            Screen::Rating => rating(app, action),
            Screen::Settings => settings::update(app, action),
        },
    }
}

fn handle_key(app: &mut App, key: KeyEvent) {
    if key.kind == KeyEventKind::Release {
        return;
    }
    if app.status.kind == StatusKind::Hint {
        app.status = Status::info("");
    }
    if !results::settle_before(app, keymap::lookup(&app.contexts(), &key)) {
        return;
    }
    if let Some(action) = keymap::lookup(&app.contexts(), &key) {
        act(app, action.clone());
        return;
    }
    if let Some(Dialog::Form(form)) = &mut app.dialog {
        form.type_key(key);
        form.check(&app.tournament);
        players::look_up(app);
        return;
    }
    if let Some(search) = &mut app.players.search {
        search.input(key);
        app.players.selected = 0;
        return;
    }
    if let KeyCode::Char(c) = key.code {
        app.status = Status::hint(match app.dialog {
            Some(Dialog::Confirm(_)) => "answer y (yes) or n (no)".to_string(),
            _ => format!("{c} does nothing here: ? lists the keys of this screen"),
        });
    }
}

fn go_to(app: &mut App, screen: Screen) {
    app.screen = screen;
    match screen {
        Screen::Results => results::refresh_cursor(app),
        Screen::Rounds => rounds::explain_shown_round(app),
        _ => {}
    }
}

/// Lines a page moves.
fn page(app: &App) -> usize {
    usize::from(app.size.1.saturating_sub(8).max(1))
}

/// Moves a list cursor for the navigation actions; returns whether it was one.
fn move_selection(selected: &mut usize, rows: usize, action: &Action, page: usize) -> bool {
    let last = rows.saturating_sub(1);
    *selected = match action {
        Action::Up => selected.saturating_sub(1),
        Action::Down => (*selected + 1).min(last),
        Action::Top => 0,
        Action::Bottom => last,
        Action::PageUp => selected.saturating_sub(page),
        Action::PageDown => (*selected + page).min(last),
        _ => return false,
    };
    true
}

fn help(app: &mut App, action: Action) {
    let lines: usize = keymap::help_rows(&app.help_contexts())
        .iter()
        .map(|(_, rows)| rows.len() + 2)
        .sum();
    if let Some(offset) = &mut app.help {
        match action {
            Action::Down => *offset = (*offset + 1).min(lines),
            Action::Up => *offset = offset.saturating_sub(1),
            _ => {}
        }
    }
}

fn rating(app: &mut App, action: Action) {
    let text = app
        .derived
        .reports
        .as_ref()
        .and_then(|r| r.rating_text().ok());
    let lines = text.map_or(0, |text| text.lines().count());
    let width = text
        .and_then(|text| text.lines().map(|l| l.chars().count()).max())
        .unwrap_or(0);
    let page = page(app);
    let scroll = &mut app.rating;
    const STEP: usize = 8;
    match action {
        Action::Left => scroll.column = scroll.column.saturating_sub(STEP),
        Action::Right => scroll.column = (scroll.column + STEP).min(width.saturating_sub(STEP)),
        action => {
            move_selection(&mut scroll.line, lines, &action, page);
        }
    }
}

fn standings(app: &mut App, action: Action) {
    if app.standings.prizes {
        prizes(app, action);
        return;
    }
    if app.standings.norms {
        norms(app, action);
        return;
    }
    let teams_shown = app.team_standings().is_some();
    // The crosstable scrolls over its rounds, a round robin's over its opponents.
    let (rows, columns) = app.derived.reports.as_ref().map_or((0, 0), |r| {
        let columns = r
            .grid
            .as_ref()
            .map_or(r.standings.after_round as usize, Vec::len);
        let rows = match &r.teams {
            Some(teams) if teams_shown => teams.rows.len(),
            _ => r.standings.rows.len(),
        };
        (rows, columns)
    });
    let page = page(app);
    let team_competition = app.tournament.teams.is_some();
    let state = &mut app.standings;
    match action {
        Action::ToggleTeams if team_competition => {
            state.individual = !state.individual;
            state.selected = 0;
        }
        Action::ToggleTeams => {
            app.status = Status::hint("t shows a team competition's team standings");
        }
        Action::ToggleCrosstable if teams_shown => {
            app.status = Status::hint("t shows the players' standings, c then their crosstable");
        }
        Action::TogglePrizes => {
            state.prizes = true;
            state.selected = 0;
        }
        Action::ToggleNorms => {
            state.norms = true;
            state.selected = 0;
        }
        Action::AddItem | Action::RemoveItem => {
            app.status =
                Status::hint("$ shows the prize list: a and d add and remove categories there");
        }
        Action::ToggleCrosstable => state.crosstable = !state.crosstable,
        Action::Left => state.column = state.column.saturating_sub(1),
        Action::Right => state.column = (state.column + 1).min(columns.saturating_sub(1)),
        action => {
            move_selection(&mut state.selected, rows, &action, page);
        }
    }
}

/// The title norms on the standings screen, scrolled line by line.
fn norms(app: &mut App, action: Action) {
    let lines = app
        .derived
        .reports
        .as_ref()
        .map_or(0, |r| r.norms_text(&app.tournament).lines().count());
    let page = page(app);
    match action {
        Action::ToggleNorms => {
            app.standings.norms = false;
            app.standings.selected = 0;
        }
        action => {
            move_selection(&mut app.standings.selected, lines, &action, page);
        }
    }
}

/// The prize list on the standings screen: one prize category selected, added (`a`),
/// changed (`e`, `Enter`) or removed (`d`).
fn prizes(app: &mut App, action: Action) {
    let page = page(app);
    match action {
        Action::TogglePrizes => {
            app.standings.prizes = false;
            app.standings.selected = 0;
        }
        Action::AddItem => app.dialog = Some(Dialog::Form(Form::prize_category(None))),
        Action::Edit => {
            if let Some(category) = app.tournament.prizes.get(app.standings.selected) {
                app.dialog = Some(Dialog::Form(Form::prize_category(Some(category))));
            }
        }
        Action::RemoveItem => {
            if let Some(category) = app.tournament.prizes.get(app.standings.selected) {
                let name = category.name.clone();
                let conditions = category.conditions();
                confirm(
                    app,
                    format!("Remove the prize category {name}?"),
                    vec![conditions],
                    Vec::new(),
                    Action::Apply(Box::new(Edit::RemovePrizeCategory(name))),
                );
            }
        }
        action => {
            let categories = app.tournament.prizes.len();
            move_selection(&mut app.standings.selected, categories, &action, page);
        }
    }
}

fn dialog(app: &mut App, action: Action) {
    match app.dialog.take() {
        Some(Dialog::Confirm(confirm)) => match action {
            Action::Yes => act(app, *confirm.on_yes),
            Action::No => app.status = Status::info("cancelled: nothing was changed"),
            _ => app.dialog = Some(Dialog::Confirm(confirm)),
        },
        Some(Dialog::Form(mut form)) => match action {
            Action::Submit if form.suggestion.is_some() => {
                players::take_suggestion(&mut form);
                form.check(&app.tournament);
                app.dialog = Some(Dialog::Form(form));
            }
            Action::Submit => match form.check(&app.tournament) {
                Some(submission) => {
                    if app.start.is_some() {
                        start::submit(app, submission);
                    } else if !players::submit(app, submission) && app.dialog.is_none() {
                        // Not made (refused, or the wait for another program's save
                        // cancelled): the form stays, with what was typed.
                        app.dialog = Some(Dialog::Form(form));
                    }
                }
                None => {
                    form.submitted = true;
                    app.status = Status::warning("check the marked fields");
                    app.dialog = Some(Dialog::Form(form));
                }
            },
            Action::Cancel => app.status = Status::info("cancelled: nothing was changed"),
            action => {
                match action {
                    Action::NextField => form.next_field(),
                    Action::PreviousField => form.previous_field(),
                    Action::Left => form.step(false, KeyEvent::from(KeyCode::Left)),
                    Action::Right => form.step(true, KeyEvent::from(KeyCode::Right)),
                    _ => {}
                }
                form.check(&app.tournament);
                app.dialog = Some(Dialog::Form(form));
            }
        },
        None => {}
    }
}

/// Makes `edit` through the library on the newest version of the tournament, saves
/// it, and records the state before for undo. Nothing changes when the library refuses
/// the edit or the file cannot be saved; the status line says why. Returns whether the
/// edit was made.
pub fn apply(app: &mut App, edit: Edit) -> bool {
    let description = edit.describe();
    let before = Snapshot {
        tournament: app.tournament.clone(),
        engine_pairings: app.engine_pairings.clone(),
        description: description.clone(),
    };
    let pairer = app.pairer;
    let seen = cursors(app);
    let mut warning = None;
    let made = match &mut app.file {
        Some(file) => match file
            .set_waiting(app.lock_wait)
            .update(&app.tournament, |t| edit.apply_with(t, &pairer))
        {
            Ok(Ok(updated)) => {
                warning = updated.warning;
                Ok((updated.tournament, updated.value, updated.external))
            }
            Ok(Err(refused)) => {
                refuse(app, refused);
                return false;
            }
            Err(error) => Err(format!("{error} (the change was not made)")),
        },
        None => {
            let mut tournament = app.tournament.clone();
            edit.apply_with(&mut tournament, &pairer)
                .map(|applied| (tournament, applied, None))
                .map_err(|refusal| refusal.to_string())
        }
    };
    let (tournament, applied, external) = match made {
        Ok(made) => made,
        Err(error) => {
            app.status = Status::error(error);
            return false;
        }
    };
    if let Some(external) = &external {
        // The undo history describes states the other program's save replaced.
        app.history = Default::default();
        app.engine_pairings.clear();
        app.other_saver.clone_from(&external.by);
    } else {
        app.history.record(before);
    }
    app.tournament = tournament;
    let mut message = match (&edit, &applied) {
        (Edit::SetResult { board, .. }, Applied::Result(result)) => {
            results::message(app, board.round, board.board, result)
        }
        _ => edit.summary(&applied, &app.tournament),
    };
    let selects_player = matches!(applied, Applied::Player(_));
    match applied {
        Applied::Paired(pairing) => {
            let number = app.tournament.rounds_paired();
            app.engine_pairings
                .insert(number, EngineAnswer::Players(pairing));
            app.rounds.round = number;
            app.rounds.selected = 0;
            app.results.round = number;
            app.results.selected = 0;
            app.results.board_input.clear();
        }
        Applied::TeamsPaired(pairing) => {
            let number = app.tournament.rounds_paired();
            app.engine_pairings
                .insert(number, EngineAnswer::Teams(pairing));
        }
        Applied::Player(tpn) => players::select(app, tpn),
        Applied::Players(_)
        | Applied::Ratings(_)
        | Applied::PrizeCategory(_)
        | Applied::Result(_)
        | Applied::Editions(_)
        | Applied::Done => {}
    }
    match edit {
        Edit::Unpair { round } => {
            app.engine_pairings.remove(&round);
        }
        Edit::NewRound { round } => {
            app.engine_pairings.remove(&round);
            app.rounds.round = round;
            app.rounds.selected = 0;
            app.results.round = round;
        }
        Edit::Team(TeamEdit::Pair { round, .. }) => {
            app.rounds.round = round;
            app.rounds.selected = 0;
            app.results.round = round;
        }
        Edit::Team(TeamEdit::Lineup { round, team, .. }) if round == app.shown_round() => {
            // Line-ups are typed one after another: the cursor goes to the next team.
            let rows = app.lineup_rows(round);
            if let Some(index) = rows.iter().position(|&row| row == team) {
                app.rounds.selected = (index + 1).min(rows.len() - 1);
            }
        }
        _ => {}
    }
    refresh(app);
    if external.is_some() && !selects_player {
        follow(app, &seen);
    }
    if let Some(external) = external {
        let what = if external.changes.is_empty() {
            String::new()
        } else {
            format!(" ({})", external.changes.join(", "))
        };
        message = format!(
            "{} saved the file in the meantime{what}: {message} on that version (undo history cleared)",
            external.by.as_deref().unwrap_or("another program")
        );
        app.status = Status::warning(message);
    } else if let Some(warning) = warning {
        app.status = Status::warning(format!("{message}; {warning}"));
    } else {
        app.status = Status::info(message);
    }
    published(app);
    true
}

/// An edit the library refused on the newest version of the file: that version is
/// shown when it is another program's, and a refusal because the edit assumed what
/// another arbiter changed names who saved it.
fn refuse(app: &mut App, refused: Refused<EditError>) {
    let message = match refused.newer {
        Some((newest, external)) => {
            adopt(app, newest, &external, "undo history cleared");
            format!("{}; {}", refused.error, app.status.text)
        }
        None => refusal_text(app, &refused.error),
    };
    app.status = Status::error(message);
}

/// A refusal in words; one because of another arbiter's change names who saved it.
fn refusal_text(app: &App, error: &EditError) -> String {
    if error.is_stale() {
        let by = app.other_saver.as_deref().unwrap_or("another program");
        format!("{error} (saved by {by})")
    } else {
        error.to_string()
    }
}

/// Publishes the site after a save when the settings ask for it, and says so.
fn published(app: &mut App) {
    if let Some((text, problem)) = export::publish_after_save(app) {
        let message = format!("{}; {text}", app.status.text);
        app.status = if problem || app.status.kind != StatusKind::Info {
            Status::warning(message)
        } else {
            Status::info(message)
        };
    }
}

/// Recomputes what is derived from the tournament and keeps every cursor in range.
fn refresh(app: &mut App) {
    app.derived = super::app::Derived::new(&app.tournament);
    app.recomputed.clear();
    let paired = app.tournament.rounds_paired();
    app.rounds.round = app.rounds.round.min(paired);
    app.results.round = app.results.round.min(paired);
    if app.rounds.round == 0 {
        app.rounds.round = paired;
    }
    if app.results.round == 0 {
        app.results.round = paired;
    }
    let rows = if app.shows_matches() {
        app.lineup_rows(app.shown_round()).len()
    } else {
        app.round_rows(app.shown_round()).len()
    };
    app.rounds.selected = app.rounds.selected.min(rows.saturating_sub(1));
    rounds::explain_shown_round(app);
    let visible = app.visible_players().len();
    app.players.selected = app.players.selected.min(visible.saturating_sub(1));
    let boards = app
        .tournament
        .round(app.results_round())
        .map_or(0, |r| r.pairings.len());
    app.results.selected = app.results.selected.min(boards.saturating_sub(1));
}

fn current_snapshot(app: &App, description: String) -> Snapshot {
    Snapshot {
        tournament: app.tournament.clone(),
        engine_pairings: app.engine_pairings.clone(),
        description,
    }
}

fn undo(app: &mut App) {
    let Some(description) = app.history.next_undo().map(str::to_string) else {
        app.status = Status::info("nothing to undo");
        return;
    };
    step_history(app, description, true);
}

fn redo(app: &mut App) {
    if app.history.redo_depth() == 0 {
        app.status = Status::info("nothing to redo");
        return;
    }
    step_history(app, String::new(), false);
}

/// Undo (`back`) or redo: restores a snapshot and saves it, unless another program
/// saved the file in the meantime (then its version is loaded instead: restoring ours
/// would throw its change away). The check and the save are made under one lock.
fn step_history(app: &mut App, description: String, back: bool) {
    let current = current_snapshot(app, description);
    let restored = if back {
        app.history.undo(current)
    } else {
        app.history.redo(current)
    };
    let Some(mut restored) = restored else {
        return;
    };
    // A player the undo removes keeps his id from being given to the next one.
    restored.tournament.keep_ids_given(&app.tournament);
    let mut warning = None;
    if let Some(file) = &mut app.file {
        match file
            .set_waiting(app.lock_wait)
            .save_unless_changed(&app.tournament, &restored.tournament)
        {
            Ok(None) => {}
            Ok(Some((newest, external))) => {
                adopt(app, newest, &external, "undo and redo are not possible");
                return;
            }
            Err(saved @ StorageError::SavedWithProblem { .. }) => warning = Some(saved),
            Err(error) => {
                // Put the history back as it was: nothing changed.
                let current = if back {
                    app.history.redo(restored.clone())
                } else {
                    app.history.undo(restored.clone())
                };
                drop(current);
                app.status = Status::error(format!("{error} (nothing was undone)"));
                return;
            }
        }
    }
    let verb = if back { "undone" } else { "redone" };
    let message = format!("{verb}: {}", restored.description);
    app.status = match warning {
        Some(warning) => Status::warning(format!("{message}; {warning}")),
        None => Status::info(message),
    };
    app.tournament = restored.tournament;
    app.engine_pairings = restored.engine_pairings;
    refresh(app);
    published(app);
}

/// Picks up another program's save of the file (called about twice a second): shows
/// its version and says what changed. Returns whether anything is to be redrawn.
pub fn check_disk(app: &mut App) -> bool {
    let Some(file) = &mut app.file else {
        return false;
    };
    match file.poll(&app.tournament) {
        Ok(None) => false,
        Ok(Some((newest, external))) => {
            adopt(app, newest, &external, "undo history cleared");
            true
        }
        Err(error) => {
            app.status = Status::error(format!("{error} (the version shown is kept)"));
            true
        }
    }
}

/// Shows the version another program saved, and tells the arbiter who saved it, what
/// changed, and `consequence`. The undo history is cleared: undoing a change made
/// before would remove the other arbiter's.
fn adopt(app: &mut App, tournament: Tournament, external: &ExternalChange, consequence: &str) {
    app.other_saver.clone_from(&external.by);
    let seen = cursors(app);
    app.tournament = tournament;
    app.history = Default::default();
    app.engine_pairings.clear();
    refresh(app);
    follow(app, &seen);
    let changes = if external.changes.is_empty() {
        String::new()
    } else {
        format!(": {}", external.changes.join(", "))
    };
    app.status = Status::warning(format!(
        "{} saved the file{changes} ({consequence})",
        external.by.as_deref().unwrap_or("another program")
    ));
}

/// What the cursors of the players, rounds and results screens are on, by identity:
/// another arbiter's save may renumber the players (a late entry, C.04.2 Art. 2) or
/// change the rows of a round (a swap, a board moved), and the cursors follow.
struct Cursors {
    /// The player under the cursor of the player list.
    player: Option<PlayerId>,
    /// The round shown on the rounds screen and the player under its cursor.
    round_player: Option<(u32, PlayerId)>,
    /// The round shown on the results screen and the two players of the board under
    /// its cursor.
    game: Option<(u32, PlayerId, PlayerId)>,
}

fn cursors(app: &App) -> Cursors {
    let id = |tpn| app.tournament.player(tpn).map(|p| p.id());
    let round = app.results_round();
    let game = app
        .tournament
        .round(round)
        .and_then(|r| r.pairings.get(app.results.selected))
        .and_then(|p| Some((round, id(p.white)?, id(p.black)?)));
    Cursors {
        player: app.selected_player().and_then(id),
        round_player: app
            .selected_round_player()
            .and_then(id)
            .map(|player| (app.shown_round(), player)),
        game,
    }
}

/// Puts each cursor back on what it was on before another arbiter's save: the same
/// player in the list, the same player in the round shown, the same game (or else a
/// game of one of its players) on the results screen. A cursor whose player or round
/// is gone stays where it is.
fn follow(app: &mut App, cursors: &Cursors) {
    let tpn = |app: &App, id| app.tournament.player_by_id(id).map(|p| p.tpn);
    if let Some(player) = cursors.player.and_then(|id| tpn(app, id)) {
        players::select(app, player);
    }
    if let Some((round, id)) = cursors.round_player
        && round == app.shown_round()
        && let Some(player) = tpn(app, id)
    {
        let rows = app.round_rows(round);
        let place = rows.iter().enumerate().find_map(|(index, &row)| {
            [Colour::White, Colour::Black]
                .into_iter()
                .find(|&side| app.round_row_player(round, row, side) == Some(player))
                .map(|side| (index, side))
        });
        if let Some((index, side)) = place {
            app.rounds.selected = index;
            app.rounds.side = side;
        }
    }
    if let Some((round, white, black)) = cursors.game
        && round == app.results_round()
        && let Some(pairings) = app.tournament.round(round).map(|r| &r.pairings)
    {
        let (white, black) = (tpn(app, white), tpn(app, black));
        let plays =
            |p: &Pairing, who: Option<Tpn>| who.is_some_and(|who| p.white == who || p.black == who);
        let found = pairings
            .iter()
            .position(|p| plays(p, white) && plays(p, black))
            .or_else(|| {
                pairings
                    .iter()
                    .position(|p| plays(p, white) || plays(p, black))
            });
        if let Some(index) = found {
            app.results.selected = index;
        }
    }
}

/// Opens a confirmation dialog.
fn confirm(
    app: &mut App,
    title: String,
    lines: Vec<String>,
    warnings: Vec<String>,
    on_yes: Action,
) {
    app.dialog = Some(Dialog::Confirm(super::app::Confirm {
        title,
        lines,
        warnings,
        on_yes: Box::new(on_yes),
    }));
}

/// The board of the round shown on the results screen that the cursor should go to
/// first.
fn first_missing_or_zero(tournament: &Tournament, round: u32) -> usize {
    first_missing(tournament, round).unwrap_or(0)
}
