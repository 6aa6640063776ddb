//! A team competition's rounds screen: the matches of a round with each team's
//! line-up (given, missing or late), typed a team at a time; pairing the next round
//! (a team round robin from the Berger table, a team Swiss by hand).

use super::{Action, apply, move_selection, page};
use crate::edit::{Edit, TeamEdit};
use crate::model::TeamSystem;
use crate::tui::app::{App, Dialog, Status};
use crate::tui::form::Form;

pub fn update(app: &mut App, action: Action) {
    let shown = app.shown_round();
    let rows = app.lineup_rows(shown).len();
    let page = page(app);
    if move_selection(&mut app.rounds.selected, rows, &action, page) {
        return;
    }
    let paired = app.tournament.rounds_paired();
    match action {
        Action::PreviousRound | Action::NextRound => {
            super::rounds::step_round(app, action == Action::NextRound);
        }
        Action::Edit => match app.selected_lineup_team() {
            Some(team) => {
                app.dialog = Some(Dialog::Form(Form::lineup(&app.tournament, shown, team)));
            }
            None => app.status = Status::warning("no round is paired yet: p pairs round 1"),
        },
        Action::PairNextRound => {
            let system = app.tournament.teams.as_ref().map(|teams| teams.system);
            if system == Some(TeamSystem::Swiss) {
                app.dialog = Some(Dialog::Form(Form::pair_teams(paired + 1)));
            } else {
                apply(
                    app,
                    Edit::Team(TeamEdit::Pair {
                        round: paired + 1,
                        matches: Vec::new(),
                        bye: None,
                    }),
                );
            }
        }
        Action::ToggleTeams => {
            app.rounds.boards = true;
            app.rounds.selected = 0;
        }
        _ => {}
    }
}
