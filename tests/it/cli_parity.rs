//! Every action of the terminal application that changes a tournament has a twin on the
//! command line, so every event can be scripted (README: "every action is also a
//! subcommand"). The test walks the keymap: a new action must say here what its twin is
//! (the match has no catch-all), and the twin must exist in the command line.

use arbiter::tui::action::Action;
use arbiter::tui::keymap::{BINDINGS, Context};
use clap::CommandFactory;

/// What an action is on the command line.
enum Twin {
    /// The subcommand that makes the same change.
    Command(&'static [&'static str]),
    /// Moving around, showing, or answering the terminal's own questions: not an event
    /// of the tournament.
    NotAnEvent,
}

fn twin(context: Context, action: &Action) -> Twin {
    use Twin::{Command, NotAnEvent};
    match action {
        Action::AddPlayer => Command(&["player", "add"]),
        Action::EditPlayer => Command(&["player", "edit"]),
        Action::ToggleWithdrawal => Command(&["player", "withdraw"]),
        Action::PairingNumber => Command(&["player", "number"]),
        Action::RequestBye if context == Context::Teams => Command(&["team", "bye"]),
        Action::RequestBye => Command(&["player", "bye"]),
        Action::AbsentNextRound => Command(&["player", "absent"]),
        Action::ForbidPairing => Command(&["player", "forbid"]),
        Action::PairNextRound if context == Context::Lineups => Command(&["team", "pair"]),
        Action::PairNextRound => Command(&["pair"]),
        Action::UnpairLastRound => Command(&["unpair"]),
        Action::MarkSwap => Command(&["pairing", "swap"]),
        Action::MarkPair => Command(&["pairing", "add"]),
        Action::MoveToBye => Command(&["pairing", "bye"]),
        Action::SwapColours => Command(&["pairing", "colours"]),
        Action::RemoveBoard => Command(&["pairing", "remove"]),
        Action::MoveBoard(_) => Command(&["pairing", "move"]),
        Action::NewRound => Command(&["pairing", "new"]),
        Action::PairRest => Command(&["pairing", "rest"]),
        Action::BoardDigit(_) | Action::ChooseBoard | Action::ResultKey(_) | Action::Erase => {
            Command(&["result"])
        }
        Action::MatchResults | Action::MatchForfeit => Command(&["team", "result"]),
        // A team competition's teams, rosters and line-ups.
        Action::AddItem if context == Context::Teams => Command(&["team", "add"]),
        Action::Roster => Command(&["team", "roster"]),
        Action::Edit if context == Context::Lineups => Command(&["team", "lineup"]),
        // On the standings screen, a and d add and remove prize categories.
        Action::AddItem | Action::RemoveItem if context == Context::Standings => {
            Command(&["prizes"])
        }
        Action::Edit | Action::MoveUp | Action::MoveDown | Action::AddItem | Action::RemoveItem => {
            Command(&["settings"])
        }
        // Left and Right choose a setting's value on the settings screen.
        Action::Left | Action::Right if context == Context::Settings => Command(&["settings"]),
        Action::NewTournament => Command(&["new"]),
        Action::Export => Command(&["export"]),
        // The terminal's undo history; the command line goes back with `restore`.
        Action::Undo | Action::Redo => Command(&["restore"]),
        Action::Apply(_) | Action::Submitted(_) => Command(&[]),
        Action::LateEntry(_) => Command(&["player", "add"]),
        Action::Key(_)
        | Action::Resize { .. }
        | Action::Quit
        | Action::ToggleHelp
        | Action::GoTo(_)
        | Action::NextScreen
        | Action::PreviousScreen
        | Action::Up
        | Action::Down
        | Action::Top
        | Action::Bottom
        | Action::PageUp
        | Action::PageDown
        | Action::Left
        | Action::Right
        | Action::Submit
        | Action::Cancel
        | Action::Search
        | Action::CycleSort
        | Action::PreviousRound
        | Action::NextRound
        | Action::ToggleExplain
        | Action::ToggleCrosstable
        | Action::TogglePrizes
        | Action::ToggleNorms
        | Action::ToggleTeams
        | Action::NextField
        | Action::PreviousField
        | Action::Yes
        | Action::No
        | Action::OpenFile => NotAnEvent,
    }
}

#[test]
fn every_action_of_the_keymap_has_a_command_line_twin() {
    let cli = arbiter::cli::Cli::command();
    let mut events = 0;
    for binding in BINDINGS {
        let Twin::Command(path) = twin(binding.context, &binding.action) else {
            continue;
        };
        events += 1;
        let mut command = &cli;
        for name in path {
            command = command.find_subcommand(name).unwrap_or_else(|| {
                panic!(
                    "{:?} ({}) has no twin: arbiter {} is missing",
                    binding.action,
                    binding.help,
                    path.join(" ")
                )
            });
        }
    }
    assert!(events >= 15, "only {events} bindings change the tournament");
}

#[test]
fn reinstating_and_manual_colour_changes_have_their_own_subcommands() {
    let cli = arbiter::cli::Cli::command();
    for path in [["player", "reinstate"], ["pairing", "colours"]] {
        let found = cli
            .find_subcommand(path[0])
            .and_then(|c| c.find_subcommand(path[1]));
        assert!(found.is_some(), "arbiter {} is missing", path.join(" "));
    }
}
