//! The settings screen: typed settings open a form, choices change with Left and
//! Right, tie-breaks are moved, added and removed. The theme is the program's, not the
//! tournament's: it is remembered in the user's configuration, not in the file.

use super::{Action, apply, move_selection, page};
use crate::edit::{Edit, Setting};
use crate::model::{
    Acceleration, CYCLE_CHOICES, NormEvent, Numbering, PairingSystem, PrizeSharing,
    PrizesPerPlayer, RatingList, RoundRobin, Tiebreak,
};
use crate::tui::app::{App, Dialog, Status};
use crate::tui::form::Form;
use crate::tui::settings::{Item, ItemKind, items};
use crate::tui::theme::Theme;

pub fn update(app: &mut App, action: Action) {
    let items = items(&app.tournament);
    let page = page(app);
    if move_selection(&mut app.settings.selected, items.len(), &action, page) {
        return;
    }
    let Some(&item) = items.get(app.settings.selected) else {
        return;
    };
    let tiebreaks = app.tournament.tiebreaks.clone();
    match (&action, item.kind()) {
        (Action::Edit, ItemKind::Text) => {
            let value = item.value(&app.tournament, &app.program_settings());
            app.dialog = Some(Dialog::Form(Form::setting(item, &value)));
        }
        (Action::Edit | Action::Right, ItemKind::Choice) => choose(app, item, true),
        (Action::Left, ItemKind::Choice) => choose(app, item, false),
        (Action::MoveUp | Action::MoveDown, ItemKind::Ordered) => {
            let Item::Tiebreak(index) = item else {
                return;
            };
            let other = if action == Action::MoveUp {
                index.checked_sub(1)
            } else {
                Some(index + 1).filter(|&i| i < tiebreaks.len())
            };
            if let Some(other) = other {
                let mut changed = tiebreaks;
                changed.swap(index, other);
                apply(app, Edit::Setting(Setting::Tiebreaks(changed)));
                app.settings.selected = app.settings.selected + other - index;
            }
        }
        (Action::RemoveItem, ItemKind::Ordered) => {
            let Item::Tiebreak(index) = item else {
                return;
            };
            let mut changed = tiebreaks;
            changed.remove(index);
            apply(app, Edit::Setting(Setting::Tiebreaks(changed)));
        }
        (Action::AddItem, _) => {
            let missing: Vec<_> = Tiebreak::OFFERED
                .into_iter()
                .filter(|tb| !tiebreaks.contains(tb))
                .collect();
            if missing.is_empty() {
                app.status = Status::info("every tie-break is in the list already");
            } else {
                app.dialog = Some(Dialog::Form(Form::add_tiebreak(&missing)));
            }
        }
        (Action::Edit, ItemKind::Ordered) => {
            app.status = Status::info("K and J move the tie-break, d removes it, a adds one");
        }
        _ => {}
    }
}

/// Left or Right on a choice: the pairing system, the initial colour, the acceleration or
/// a round robin's cycles and numbering (before round 1), the rating list, publishing the norms, the
/// rules of the prizes, the theme.
fn choose(app: &mut App, item: Item, forward: bool) {
    match item {
        Item::System => {
            let system = beside(&PairingSystem::ALL, app.tournament.system, forward);
            apply(app, Edit::Setting(Setting::System(system)));
        }
        Item::PrizesPerPlayer => {
            let rules = &app.tournament.prize_rules;
            let rule = beside(&PrizesPerPlayer::ALL, rules.per_player, forward);
            apply(app, Edit::Setting(Setting::PrizesPerPlayer(rule)));
        }
        Item::PrizeSharing => {
            let rule = beside(
                &PrizeSharing::ALL,
                app.tournament.prize_rules.sharing,
                forward,
            );
            apply(app, Edit::Setting(Setting::PrizeSharing(rule)));
        }
        Item::NormEvent => {
            let event = beside(&NormEvent::ALL, app.tournament.info.norm_event, forward);
            apply(app, Edit::Setting(Setting::NormEvent(event)));
        }
        Item::PublishNorms => {
            let publish = !app.tournament.info.publish_norms;
            apply(app, Edit::Setting(Setting::PublishNorms(publish)));
        }
        Item::InitialColour => {
            let colour = app.tournament.initial_colour.opposite();
            apply(app, Edit::Setting(Setting::InitialColour(colour)));
        }
        Item::Acceleration => {
            let acceleration = beside(&Acceleration::ALL, app.tournament.acceleration, forward);
            apply(app, Edit::Setting(Setting::Acceleration(acceleration)));
        }
        Item::Cycles => {
            let now = app.tournament.round_robin;
            let (cycles, double) = beside(&CYCLE_CHOICES, now.cycle_choice(), forward);
            let settings = RoundRobin {
                cycles,
                double,
                ..now
            };
            apply(app, Edit::Setting(Setting::RoundRobin(settings)));
        }
        Item::Numbers => {
            let now = app.tournament.round_robin;
            let numbers = beside(&Numbering::ALL, now.numbers, forward);
            // A drawing of lots keeps its seed, or gets one (C.05 Annex 1: recorded).
            let seed = numbers
                .is_drawn()
                .then(|| now.seed.unwrap_or_else(rand::random));
            let settings = RoundRobin {
                numbers,
                seed,
                ..now
            };
            apply(app, Edit::Setting(Setting::RoundRobin(settings)));
        }
        Item::RatingList => {
            // The list of the time control, then each list by name.
            let choices: Vec<Option<RatingList>> = std::iter::once(None)
                .chain(RatingList::ALL.map(Some))
                .collect();
            let list = beside(&choices, app.tournament.info.rating_list, forward);
            apply(app, Edit::Setting(Setting::RatingList(list)));
        }
        Item::Theme => {
            let theme_dir = app.config.theme_dir();
            let names = Theme::available(theme_dir.as_deref());
            let name = beside(
                &names.iter().map(String::as_str).collect::<Vec<_>>(),
                app.look.theme.name.as_str(),
                forward,
            )
            .to_string();
            match Theme::named(&name, theme_dir.as_deref()) {
                Ok(theme) => {
                    app.look.theme = theme;
                    app.status = match app.config.set_theme(&name) {
                        Ok(()) => Status::info(format!("theme {name}")),
                        Err(error) => Status::warning(format!(
                            "theme {name} (not remembered for next time: {error})"
                        )),
                    };
                }
                Err(error) => app.status = Status::error(error.to_string()),
            }
        }
        _ => {}
    }
}

/// The choice after `now` in `all` (before it when not `forward`), round the end.
fn beside<T: Copy + PartialEq>(all: &[T], now: T, forward: bool) -> T {
    let index = all.iter().position(|&c| c == now).unwrap_or(0);
    let len = all.len();
    all[if forward {
        (index + 1) % len
    } else {
        (index + len - 1) % len
    }]
}
