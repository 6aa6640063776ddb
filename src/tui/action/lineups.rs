//! A team competition's rounds screen: the matches of a round with each team's
//! line-up (given, missing or late), typed a team at a time; pairing the next round
//! (a team Swiss by the C.04.6 engine or by hand, a team round robin from the Berger
//! table) and the engine's explanation of each match.

use super::{Action, move_selection, page};
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
        Action::PairNextRound => super::rounds::pair_next_round(app),
        Action::NewRound => {
            let system = app.tournament.teams.as_ref().map(|teams| teams.system);
            if system == Some(TeamSystem::Swiss) {
                let round = app.tournament.rounds_paired() + 1;
                app.dialog = Some(Dialog::Form(Form::pair_teams(round)));
            } else {
                app.status = Status::hint(
                    "a round robin of teams follows its Berger table: p pairs the next round",
                );
            }
        }
        Action::ToggleExplain => app.rounds.explain = !app.rounds.explain,
        Action::ToggleTeams => {
            app.rounds.boards = true;
            app.rounds.selected = 0;
        }
        _ => {}
    }
}
