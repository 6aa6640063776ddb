//! The players screen: the list, its order and search, and the forms that change a
//! player. Also where every form of the six screens is submitted.

use ratatui_textarea::TextArea;

use super::{Action, apply, confirm, move_selection, page};
use crate::edit::{Edit, PlayerRef};
use crate::model::{Player, Tpn};
use crate::registration::RatingListIndex;
use crate::tui::app::{App, Dialog, Status};
use crate::tui::form::{Form, Purpose, Submission};

pub fn update(app: &mut App, action: Action) {
    if app.players.search.is_some() {
        search(app, action);
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
        Action::AddPlayer => app.dialog = Some(Dialog::Form(Form::player(None))),
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

/// Acts on a valid form of the tournament screens; false when its edit was not made.
pub fn submit(app: &mut App, submission: Submission) -> bool {
    match submission {
        Submission::Edit(Edit::AddPlayer(player)) if !app.tournament.rounds.is_empty() => {
            confirm_late_entry(app, player);
        }
        Submission::Edit(edit @ Edit::AddPlayer(_)) => {
            if !apply(app, edit) {
                return false;
            }
            // Before round 1 players are entered one after another: the form comes
            // back empty for the next one.
            app.dialog = Some(Dialog::Form(Form::player(None)));
            app.status.text.push_str("; the next player, or Esc");
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
        Action::Apply(Box::new(edit)),
    );
}

/// In the add-player form, what is typed in the name or FIDE id field is looked up in
/// the rating list (`--rating-list`): one player found fills the form, several are
/// named in the form's note, so that typing on narrows them down.
pub fn look_up(app: &mut App) {
    const NAME: usize = 0;
    const FIDE_ID: usize = 3;
    let Some(list) = app.rating_list.clone() else {
        return;
    };
    let Some(Dialog::Form(form)) = &app.dialog else {
        return;
    };
    if form.purpose != Purpose::AddPlayer || ![NAME, FIDE_ID].contains(&form.focus) {
        return;
    }
    let query = form.fields[form.focus].value();
    let digits = query.trim().chars().all(|c| c.is_ascii_digit());
    if query.trim().chars().count() < 3 || form.focus == FIDE_ID && !digits {
        return;
    }
    if app.rating_index.is_none() {
        match RatingListIndex::open(&list) {
            Ok((index, _)) => app.rating_index = Some(index),
            Err(error) => {
                app.status = Status::warning(format!("no lookup: {error}"));
                app.rating_list = None;
                return;
            }
        }
    }
    let Some(index) = &app.rating_index else {
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
    form.note = Some(match found.as_slice() {
        [] => format!("{} is not in the rating list", query.trim()),
        [player] => {
            form.fill_player(&player.to_player(rated_on));
            form.check(&app.tournament);
            format!(
                "from the rating list: {}, FIDE id {}",
                player.name, player.fide_id
            )
        }
        several => {
            let names: Vec<&str> = several.iter().take(3).map(|p| p.name.as_str()).collect();
            let more = if several.len() > 3 { ", ..." } else { "" };
            format!("in the list: {}{more}; type on", names.join("; "))
        }
    });
}
