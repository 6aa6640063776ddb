//! Printing and exporting what a screen shows (`P` on every screen): the lists of
//! [`crate::export`] written beside the tournament file as text, HTML or CSV, and sent to
//! the program's print command when asked. Also publishing the site after every save,
//! when the tournament's settings name a directory.

use std::path::PathBuf;

use crate::export::output::{self, export_path};
use crate::export::{Format, Selection, What, export};
use crate::pairing::round_robin;
use crate::tui::app::{App, Dialog, Screen, Status};
use crate::tui::form::Form;

/// What each screen prints, the first one offered first.
pub fn whats(app: &App) -> Vec<What> {
    match app.screen {
        Screen::Players => vec![What::Players, What::Alphabetical, What::Cards],
        Screen::Rounds => vec![What::Pairings, What::Alphabetical, What::Cards, What::Slips],
        Screen::Results => vec![What::Results, What::Pairings, What::Slips, What::Cards],
        Screen::Standings if app.standings.prizes => {
            vec![What::Prizes, What::Standings, What::Crosstable]
        }
        Screen::Standings if app.standings.crosstable => {
            vec![What::Crosstable, What::Standings, What::Prizes]
        }
        Screen::Standings => vec![What::Standings, What::Crosstable, What::Prizes],
        Screen::Rating => vec![What::Rating, What::Trf],
        Screen::Settings => vec![What::All],
    }
}

/// Opens the print form of the screen.
pub fn open(app: &mut App) {
    let command = app.config.print_command();
    app.dialog = Some(Dialog::Form(Form::export(&whats(app), command.as_deref())));
}

/// The round a screen's lists are of: the one it shows.
fn round(app: &App, what: What) -> Option<u32> {
    let round = match app.screen {
        Screen::Rounds => app.shown_round(),
        Screen::Results => app.results_round(),
        _ => app.tournament.rounds_paired(),
    };
    matches!(
        what,
        What::Pairings | What::Results | What::Alphabetical | What::Cards | What::Slips
    )
    .then_some(round)
    .filter(|&r| r > 0)
}

/// Writes `what` in `format` beside the tournament file, prints it when asked, and
/// says where it went.
pub fn write(app: &mut App, what: What, format: Format, print: bool) {
    let round = round(app, what);
    let selection = Selection {
        round,
        ..Selection::default()
    };
    let text = match export(&app.tournament, what, format, selection) {
        Ok(text) => text,
        Err(error) => {
            app.status = Status::error(error.to_string());
            return;
        }
    };
    let file = app.file.as_ref().map_or_else(
        || PathBuf::from("tournament.toml"),
        |f| f.path().to_path_buf(),
    );
    let path = export_path(&file, what, format, round);
    if let Err(error) = output::write(&path, &text) {
        app.status = Status::error(error.to_string());
        return;
    }
    let wrote = format!("wrote {}", path.display());
    let warning = (what == What::Trf)
        .then(|| {
            crate::trf::write_warnings(&app.tournament)
                .into_iter()
                .next()
        })
        .flatten();
    app.status = match app.config.print_command().filter(|_| print) {
        None => match warning {
            Some(warning) => Status::warning(format!("{wrote}; {warning}")),
            None => Status::info(wrote),
        },
        Some(command) => match output::print(&text, &command) {
            Ok(()) => Status::info(format!("{wrote}; sent to {command}")),
            Err(error) => Status::error(format!("{wrote}; {error}")),
        },
    };
}

/// After a save: publishes the site when the settings ask for it. Returns what to add
/// to the status line, and whether it is a problem.
pub fn publish_after_save(app: &App) -> Option<(String, bool)> {
    let file = app.file.as_ref()?;
    let schedule = round_robin::published_schedule(&app.tournament);
    match output::publish_by_settings(&app.tournament, &schedule, file.path()) {
        Ok(published) => {
            published.map(|(_, dir)| (format!("published to {}", dir.display()), false))
        }
        Err(error) => Some((format!("not published: {error}"), true)),
    }
}
