//! The start menu of `arbiter` without a file: open a recent tournament, another file,
//! or create a new one.

use std::path::Path;

use super::{Action, move_selection};
use crate::model::Colour;
use crate::storage::{self, TournamentFile, import};
use crate::tui::app::{App, Dialog, Status};
use crate::tui::form::{Form, Submission};

pub fn update(app: &mut App, action: Action) {
    let Some(menu) = &mut app.start else {
        return;
    };
    let rows = menu.recent.len();
    if move_selection(&mut menu.selected, rows, &action, 1) {
        return;
    }
    match action {
        Action::Submit => match menu.recent.get(menu.selected).cloned() {
            Some(path) => open(app, &path),
            None => app.dialog = Some(Dialog::Form(Form::new_tournament("tournament.toml"))),
        },
        Action::NewTournament => {
            app.dialog = Some(Dialog::Form(Form::new_tournament("tournament.toml")));
        }
        Action::OpenFile => app.dialog = Some(Dialog::Form(Form::open_file())),
        Action::RemoveItem => {
            if let Some(path) = menu.recent.get(menu.selected).cloned() {
                let _ = app.config.forget(&path);
                menu.recent.retain(|p| *p != path);
                menu.selected = menu.selected.min(menu.recent.len().saturating_sub(1));
                app.status = Status::info(format!(
                    "{} is no longer listed (the file stays)",
                    path.display()
                ));
            }
        }
        _ => {}
    }
}

/// Acts on the new-tournament and open-file forms.
pub fn submit(app: &mut App, submission: Submission) {
    match submission {
        Submission::NewTournament {
            file,
            mut tournament,
        } => {
            // A round robin's rounds follow from its players (C.05 Annex 1).
            tournament.plan_round_robin();
            // Drawn by lot before round 1 (C.04.5 4.1; Dutch E5).
            tournament.initial_colour = if rand::random::<bool>() {
                Colour::White
            } else {
                Colour::Black
            };
            match storage::save(&file, &tournament) {
                Ok(()) => {
                    open(app, &file);
                    if app.start.is_none() {
                        app.status =
                            Status::info(format!("created {}: a adds the players", file.display()));
                    }
                }
                Err(error) => app.status = Status::error(error.to_string()),
            }
        }
        Submission::OpenFile(file) => open(app, &file),
        _ => {}
    }
}

/// Replaces the start menu by the tournament in `path`. A TRF (`.trf`) is first imported
/// into the tournament file beside it (`.toml`, which must not exist yet).
pub fn open(app: &mut App, path: &Path) {
    if import::is_trf_path(path) {
        import_trf(app, path);
        return;
    }
    match TournamentFile::open(path) {
        Ok((file, tournament)) => {
            let remembered = app.config.remember(path);
            let look = app.look.clone();
            let config = app.config.clone();
            let pairer = app.pairer;
            let size = app.size;
            let rating_list = app.rating_list.take();
            let rating_index = app.rating_index.take();
            *app = App::new(tournament, Some(file), look, config);
            app.pairer = pairer;
            app.size = size;
            // The list given with --rating-list serves every tournament opened.
            app.rating_list = rating_list;
            app.rating_index = rating_index;
            if let Err(error) = remembered {
                app.status = Status::warning(format!(
                    "{} (not added to the recent files: {error})",
                    app.status.text
                ));
            }
        }
        Err(error) => app.status = Status::error(error.to_string()),
    }
}

/// Imports the TRF at `path` and opens the tournament file made of it; the status line
/// says how many things were read differently from the file, with the first of them
/// (`arbiter trf import` lists them all).
fn import_trf(app: &mut App, path: &Path) {
    let target = import::tournament_path_for(path);
    let import = match import::import_file(path, &target, crate::trf::ReadChoices::default(), false)
    {
        Ok(import) => import,
        Err(import::ImportError::Invalid { problems, .. }) => {
            let first = problems
                .errors
                .first()
                .map(ToString::to_string)
                .unwrap_or_default();
            let more = match problems.errors.len() {
                1 => String::new(),
                n => format!(" (and {} more: arbiter trf import lists them)", n - 1),
            };
            app.status = Status::error(format!("{}: {first}{more}", path.display()));
            return;
        }
        Err(exists @ import::ImportError::Exists { .. }) => {
            app.status = Status::error(format!(
                "{exists}: open it, or move it away to import the TRF again"
            ));
            return;
        }
        Err(error) => {
            app.status = Status::error(error.to_string());
            return;
        }
    };
    open(app, &target);
    if app.start.is_some() {
        return;
    }
    let created = format!("imported {} as {}", path.display(), target.display());
    app.status = match import.warnings.as_slice() {
        [] => Status::info(created),
        [only] => Status::warning(format!("{created}; read differently: {only}")),
        [first, rest @ ..] => Status::warning(format!(
            "{created}; {} things read differently (arbiter trf import lists them), the first: {first}",
            rest.len() + 1
        )),
    };
}
