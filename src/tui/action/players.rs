//! The players screen: the list, its order and search, and the forms that change a
//! player. Also where every form of the six screens is submitted.

use ratatui_textarea::TextArea;

use super::{Action, apply, confirm, move_selection, page};
use crate::edit::{Detail, DetailChange, Edit, PlayerRef, TeamEdit};
use crate::export::teams::roster_lines;
use crate::model::text::printable;
use crate::model::{Player, TeamNumber, Tpn};
use crate::registration::{ListedPlayer, RatingListIndex, disagreement};
use crate::tui::app::{App, Dialog, Status};
use crate::tui::form::{Form, Purpose, Submission};

pub fn update(app: &mut App, action: Action) {
    if app.players.search.is_some() {
        search(app, action);
        return;
    }
    if let Some(line) = app.players.teams {
        teams(app, line, action);
        return;
    }
    let rows = app.visible_players().len();
    let page = page(app);
    if move_selection(&mut app.players.selected, rows, &action, page) {
        return;
    }
    let selected = app.selected_player();
    let no_player = |app: &mut App| app.status = Status::warning("no player selected: a adds one");
    match action {
        Action::ToggleTeams if app.tournament.teams.is_some() => app.players.teams = Some(0),
        Action::ToggleTeams => {
            app.status = Status::hint("t lists a team competition's teams");
        }
        Action::Search => {
            let mut area = TextArea::default();
            area.set_cursor_line_style(ratatui::style::Style::default());
            app.players.search = Some(area);
            app.players.selected = 0;
        }
        Action::Cancel => {
            let tpn = app.selected_player();
            app.players.filter.clear();
            if let Some(tpn) = tpn {
                select(app, tpn);
            }
        }
        Action::CycleSort => {
            app.players.sort = app.players.sort.next();
            if let Some(tpn) = selected {
                select(app, tpn);
            }
            app.status = Status::info(format!("sorted by {}", app.players.sort.label()));
        }
        Action::AddPlayer => app.dialog = Some(Dialog::Form(add_player_form(app))),
        Action::AbsentNextRound => {
            let Some(tpn) = selected else {
                no_player(app);
                return;
            };
            match Edit::absence(&app.tournament, tpn, None, None) {
                Ok(edit) => {
                    apply(app, edit);
                }
                Err(error) => app.status = Status::error(error.to_string()),
            }
        }
        Action::EditPlayer
        | Action::ToggleWithdrawal
        | Action::PairingNumber
        | Action::RequestBye
        | Action::ForbidPairing => {
            let Some(tpn) = selected else {
                no_player(app);
                return;
            };
            let t = &app.tournament;
            let Some(player) = t.player(tpn) else {
                no_player(app);
                return;
            };
            let form = match action {
                Action::EditPlayer => Form::player(Some(player)),
                Action::ToggleWithdrawal if player.withdrawn_from.is_some() => {
                    apply(app, Edit::Reinstate(PlayerRef::from(player)));
                    return;
                }
                Action::ToggleWithdrawal => Form::withdraw(t, player),
                Action::PairingNumber => Form::pairing_number(player),
                Action::RequestBye => Form::request_bye(t, player),
                _ => Form::forbid(player),
            };
            app.dialog = Some(Dialog::Form(form));
        }
        _ => {}
    }
}

fn search(app: &mut App, action: Action) {
    match action {
        Action::Submit => {
            if let Some(search) = app.players.search.take() {
                app.players.filter = search.lines().concat();
                let shown = app.visible_players().len();
                app.status = Status::info(format!(
                    "{shown} player(s) match {:?}; Esc lists everybody",
                    app.players.filter
                ));
            }
        }
        Action::Cancel => {
            let tpn = app.selected_player();
            app.players.search = None;
            app.players.filter.clear();
            if let Some(tpn) = tpn {
                select(app, tpn);
            }
        }
        action => {
            let rows = app.visible_players().len();
            let page = page(app);
            move_selection(&mut app.players.selected, rows, &action, page);
        }
    }
}

/// Puts the cursor of the player list on `tpn` (clearing a filter that hides them).
pub fn select(app: &mut App, tpn: Tpn) {
    if !app.visible_players().contains(&tpn) {
        app.players.filter.clear();
    }
    if let Some(index) = app.visible_players().iter().position(|&t| t == tpn) {
        app.players.selected = index;
    }
}

/// Acts on a valid form of the tournament screens, first asking when the rating list
/// disagrees with a player's name and FIDE id; false when its edit was not made.
pub fn submit(app: &mut App, submission: Submission) -> bool {
    match list_disagreement(app, &submission) {
        Some(lines) => {
            confirm(
                app,
                "Name and FIDE id".into(),
                lines,
                Vec::new(),
                Action::Submitted(Box::new(submission)),
            );
            true
        }
        None => enter(app, submission),
    }
}

/// Acts on a valid form of the tournament screens whose question was answered; false
/// when its edit was not made.
pub fn enter(app: &mut App, submission: Submission) -> bool {
    match submission {
        Submission::Edit(Edit::AddPlayer(player)) if !app.tournament.rounds.is_empty() => {
            confirm_late_entry(app, player);
        }
        Submission::Edit(Edit::AddPlayer(player)) => return add_player(app, player),
        Submission::Edit(
            edit @ Edit::Team(TeamEdit::Results { .. } | TeamEdit::Forfeit { .. }),
        ) => {
            // The cursor goes on to the first board without a result, so the next `m`
            // (or `f`) takes the next match to enter.
            let made = apply(app, edit);
            if made {
                super::results::refresh_cursor(app);
            }
            return made;
        }
        Submission::Edit(edit) => return apply(app, edit),
        Submission::PrintCommand(command) => {
            app.status = match app.config.set_print_command(&command) {
                Ok(()) if command.trim().is_empty() => Status::info("no print command"),
                Ok(()) => Status::info(format!("exports are printed with {}", command.trim())),
                Err(error) => Status::error(format!("print command not kept: {error}")),
            };
        }
        Submission::Export {
            what,
            format,
            print,
        } => super::export::write(app, what, format, print),
        Submission::NewTournament { .. } | Submission::OpenFile(_) => {}
    }
    true
}

/// Enters `player` (a late entry once confirmed); false when he was not entered.
/// Players are entered one after another: the form comes back empty for the next one,
/// so keys typed ahead land in it, never on the players screen.
pub fn add_player(app: &mut App, player: Player) -> bool {
    if !apply(app, Edit::AddPlayer(player)) {
        return false;
    }
    app.dialog = Some(Dialog::Form(add_player_form(app)));
    app.status.text.push_str("; the next player, or Esc");
    true
}

/// A player entering after round 1 takes the place the initial order gives and
/// everyone after moves down one number, in every round (C.04.2 Art. 2): show who.
fn confirm_late_entry(app: &mut App, player: Player) {
    let edit = Edit::AddPlayer(player.clone());
    let mut probe = app.tournament.clone();
    let tpn = match edit.apply(&mut probe) {
        Ok(crate::edit::Applied::Player(tpn)) => tpn,
        Ok(_) => return,
        Err(error) => {
            app.status = Status::error(error.to_string());
            return;
        }
    };
    let arrow = app.look.glyphs.arrow;
    let count = app.tournament.players.len() as Tpn;
    let mut lines = vec![format!(
        "{} enters after round {} as player {tpn}.",
        player.name,
        app.tournament.rounds_paired()
    )];
    if tpn > count {
        lines.push("Nobody else is renumbered.".into());
    } else {
        lines.push(format!(
            "Players {tpn}-{count} become {}-{} in every round:",
            tpn + 1,
            count + 1
        ));
        const SHOWN: Tpn = 5;
        for old in tpn..=count.min(tpn + SHOWN - 1) {
            lines.push(format!(
                "  {} {old} {arrow} {}",
                app.tournament.player_name(old),
                old + 1
            ));
        }
        if count >= tpn + SHOWN {
            lines.push(format!("  and {} more", count - tpn - SHOWN + 1));
        }
    }
    lines.push("In the rounds already paired the player has no game.".to_string());
    confirm(
        app,
        "Late entry".into(),
        lines,
        Vec::new(),
        Action::LateEntry(Box::new(player)),
    );
}

/// The add-player form, saying when there is no rating list to look players up in.
pub fn add_player_form(app: &App) -> Form {
    let mut form = Form::player(None);
    if app.rating_list.is_none() {
        form.note = Some("no rating list to look players up in (arbiter --rating-list)".into());
    }
    form
}

/// The index of the rating list (`--rating-list`), opened at its first use; a list that
/// cannot be opened is named on the status line and dropped.
fn rating_index(app: &mut App) -> Option<&RatingListIndex> {
    if app.rating_index.is_none() {
        let list = app.rating_list.clone()?;
        match RatingListIndex::open(&list) {
            Ok((index, _)) => app.rating_index = Some(index),
            Err(error) => {
                app.status = Status::warning(format!("no lookup: {error}"));
                app.rating_list = None;
                return None;
            }
        }
    }
    app.rating_index.as_ref()
}

/// In the add-player form, what is typed in the name or FIDE id field is looked up in
/// the rating list: the player it designates (the only one found, or the only one of
/// that very name) is suggested in the form's note, and Enter takes the suggestion
/// ([`Form::take_suggestion`]); several are named, so that typing on narrows them down.
/// Nothing typed is overwritten, and a key typed anywhere drops the suggestion made
/// for the text before it.
pub fn look_up(app: &mut App) {
    const NAME: usize = 0;
    const FIDE_ID: usize = 3;
    if app.rating_list.is_none() {
        return;
    }
    let Some(Dialog::Form(form)) = &mut app.dialog else {
        return;
    };
    if form.purpose != Purpose::AddPlayer {
        return;
    }
    if form.suggestion.take().is_some() {
        form.note = None;
    }
    if ![NAME, FIDE_ID].contains(&form.focus) {
        return;
    }
    let query = form.fields[form.focus].value().trim().to_string();
    let digits = query.chars().all(|c| c.is_ascii_digit());
    if query.chars().count() < 3 || form.focus == FIDE_ID && !digits {
        form.note = None;
        return;
    }
    let Some(index) = rating_index(app) else {
        return;
    };
    let found = match index.lookup(&query, 4) {
        Ok(found) => found,
        Err(error) => {
            app.status = Status::warning(format!("no lookup: {error}"));
            return;
        }
    };
    let rated_on = app.tournament.rating_list();
    let Some(Dialog::Form(form)) = &mut app.dialog else {
        return;
    };
    let named: Vec<&ListedPlayer> = found.iter().filter(|p| p.is_named(&query)).collect();
    let suggested = match (found.as_slice(), named.as_slice()) {
        ([only], _) => Some(only),
        (_, [only]) => Some(*only),
        _ => None,
    };
    let typed_id = form.fields[FIDE_ID].value();
    let typed_name = form.fields[NAME].value();
    form.note = Some(match suggested {
        _ if found.is_empty() => format!("{query} is not in the rating list"),
        Some(player)
            if typed_id.trim() == player.fide_id.to_string() && player.is_named(&typed_name) =>
        {
            from_the_list(&player.name, player.fide_id)
        }
        Some(player) => {
            form.suggestion = Some(Box::new(player.to_player(rated_on)));
            let rating = player
                .rating(rated_on)
                .map_or("unrated".to_string(), |r| r.to_string());
            format!(
                "Enter takes {}, FIDE id {}, {rating}; or type on",
                printable(&player.name),
                player.fide_id
            )
        }
        None => {
            let names: Vec<String> = found.iter().take(3).map(|p| printable(&p.name)).collect();
            let more = if found.len() > 3 { ", ..." } else { "" };
            format!("in the list: {}{more}; type on", names.join("; "))
        }
    });
}

/// The form's note on a player whose details come from the rating list.
fn from_the_list(name: &str, fide_id: u64) -> String {
    format!(
        "from the rating list: {}, FIDE id {fide_id}",
        printable(name)
    )
}

/// Enter on a suggestion: the form takes the suggested player's details.
pub fn take_suggestion(form: &mut Form) {
    if let Some(player) = form.take_suggestion() {
        let from = from_the_list(&player.name, player.fide_id.unwrap_or_default());
        form.note = Some(format!("{from}; Enter saves"));
    }
}

/// When the player a form adds, or whose name or FIDE id it changes, has a FIDE id the
/// rating list gives another name or does not list: the question to ask before saving.
fn list_disagreement(app: &mut App, submission: &Submission) -> Option<Vec<String>> {
    let edited;
    let player = match submission {
        Submission::Edit(Edit::AddPlayer(player)) => player,
        Submission::Edit(Edit::EditPlayer { player, changes }) => {
            let renamed = |change: &DetailChange| {
                matches!(change.wanted, Detail::Name(_) | Detail::FideId(_))
            };
            if !changes.iter().any(renamed) {
                return None;
            }
            let t = &app.tournament;
            let mut wanted = t
                .resolve_player(player)
                .ok()
                .and_then(|tpn| t.player(tpn))?
                .clone();
            for change in changes {
                change.wanted.write(&mut wanted);
            }
            edited = wanted;
            &edited
        }
        _ => return None,
    };
    let fide_id = player.fide_id?;
    let found = disagreement(rating_index(app)?, player);
    match found {
        Ok(found) => Some(vec![
            format!("{} is entered with FIDE id {fide_id},", player.name),
            format!("but {}.", found?),
            "Save the player as entered?".to_string(),
        ]),
        Err(error) => {
            app.status = Status::warning(format!("not checked with the rating list: {error}"));
            None
        }
    }
}

/// The teams with their rosters, scrolled line by line from `line`: `a` adds a team,
/// `r` enters a player on the roster of the team at the top, `b` gives that team a bye
/// in a round to come; `t` goes back to the
/// players, whose keys wait until then.
fn teams(app: &mut App, mut line: usize, action: Action) {
    let lines = app
        .tournament
        .teams
        .as_ref()
        .map_or_else(Vec::new, |teams| roster_lines(&app.tournament, teams));
    if move_selection(&mut line, lines.len(), &action, page(app)) {
        app.players.teams = Some(line);
        return;
    }
    // The team whose line or roster is at the top of the list.
    let team = lines
        .get(..=line.min(lines.len().saturating_sub(1)))
        .map_or(0, |shown| shown.iter().filter(|l| l.team).count())
        .max(1) as TeamNumber;
    match action {
        Action::ToggleTeams => app.players.teams = None,
        Action::AddItem => app.dialog = Some(Dialog::Form(Form::add_team())),
        Action::Roster => app.dialog = Some(Dialog::Form(Form::roster(team))),
        Action::RequestBye => {
            app.dialog = Some(Dialog::Form(Form::team_bye(&app.tournament, team)));
        }
        _ => app.status = Status::hint("t goes back to the players: their keys work there"),
    }
}
