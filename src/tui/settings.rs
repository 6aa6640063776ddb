//! The tournament settings the settings screen shows and changes: the event's facts,
//! rounds (a round robin's cycles), pairing system, initial colour (a round robin's
//! numbering), acceleration, scoring, prize rules and tie-break order (and the theme, which belongs to
//! the program, not the tournament).

use thiserror::Error;

use crate::edit::{ScoreItem, Setting};
use crate::model::{Arbiter, PairingSystem, ParseError, Tournament};

/// The program's own settings the screen shows beside the tournament's.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Program {
    pub theme: String,
    pub print_command: String,
}

/// One line of the settings screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Item {
    Name,
    City,
    Federation,
    StartDate,
    EndDate,
    /// `Name (FIDE id)`.
    ChiefArbiter,
    /// `Name (FIDE id); Name (FIDE id)`.
    DeputyArbiters,
    TimeControl,
    /// The time control as TRF-26 record 222 encodes it.
    TimeControlCode,
    /// The rating list: chosen, or the one of the time control.
    RatingList,
    EventCode,
    /// Each round's date and start time, `2026-03-07 14:30, 2026-03-08 10:00, ...`.
    RoundDates,
    /// Where the site is published after every change (the tournament's setting).
    PublishDir,
    /// Whether the published site shows the title norms.
    PublishNorms,
    /// What the event is for title norms (B.01 1.4.3a-c).
    NormEvent,
    Rounds,
    /// A round robin's cycles and double round robin variant (in the rounds' place: its
    /// rounds follow from the players and cycles, C.05 Annex 1).
    Cycles,
    System,
    InitialColour,
    /// A round robin's numbering method (in the initial colour's place: its colours come
    /// from the Berger tables).
    Numbers,
    /// The accelerated pairing method (C.04.7), before round 1.
    Acceleration,
    Theme,
    /// The shell command exports are printed with: the program's, like the theme.
    PrintCommand,
    Score(ScoreItem),
    /// The currency of the prize amounts.
    Currency,
    /// One prize per player, or every prize he qualifies for.
    PrizesPerPlayer,
    /// How players tied on places share their prizes.
    PrizeSharing,
    /// The tie-break at this position of the order.
    Tiebreak(usize),
}

/// Why a text typed for a setting asks for no change of the tournament (the model
/// checks the value itself when the change is made).
#[derive(Debug, Error, PartialEq, Eq)]
pub enum SettingTextError {
    #[error("the number of rounds is a whole number from 1")]
    Rounds,
    #[error(transparent)]
    Points(#[from] ParseError),
    #[error("the print command is the program's, not the tournament's")]
    ProgramsPrintCommand,
    #[error("this setting is chosen with Left and Right")]
    Chosen,
}

/// How a setting is changed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ItemKind {
    /// Typed in a form.
    Text,
    /// Chosen with Left and Right.
    Choice,
    /// Moved, added and removed (tie-breaks).
    Ordered,
}

/// The settings screen's lines for `tournament`: the event (left column), then scoring,
/// the rules of the prizes and tie-breaks (right column).
pub fn items(tournament: &Tournament) -> Vec<Item> {
    let mut items = vec![
        Item::Name,
        Item::City,
        Item::Federation,
        Item::StartDate,
        Item::EndDate,
        Item::ChiefArbiter,
        Item::DeputyArbiters,
        Item::TimeControl,
        Item::TimeControlCode,
        Item::RatingList,
        Item::EventCode,
        Item::RoundDates,
        Item::PublishDir,
        Item::PublishNorms,
        Item::NormEvent,
    ];
    items.extend(match tournament.system {
        PairingSystem::RoundRobin => [Item::Cycles, Item::System, Item::Numbers],
        _ => [Item::Rounds, Item::System, Item::InitialColour],
    });
    items.push(Item::Acceleration);
    items.extend([Item::Theme, Item::PrintCommand]);
    items.extend(ScoreItem::ALL.map(Item::Score));
    items.extend([Item::Currency, Item::PrizesPerPlayer, Item::PrizeSharing]);
    items.extend((0..tournament.tiebreaks.len()).map(Item::Tiebreak));
    items
}

/// How many of [`items`] belong to the left column.
pub const EVENT_ITEMS: usize = 20;

impl Item {
    pub fn label(self) -> String {
        match self {
            Item::Name => "Name".into(),
            Item::City => "City".into(),
            Item::Federation => "Federation".into(),
            Item::StartDate => "Start date".into(),
            Item::EndDate => "End date".into(),
            Item::ChiefArbiter => "Chief arbiter".into(),
            Item::DeputyArbiters => "Deputy arbiters".into(),
            Item::TimeControl => "Time control".into(),
            Item::TimeControlCode => "Time (TRF 222)".into(),
            Item::RatingList => "Rating list".into(),
            Item::EventCode => "FIDE event code".into(),
            Item::RoundDates => "Round dates".into(),
            Item::PublishDir => "Publish to".into(),
            Item::PublishNorms => "Publish norms".into(),
            Item::NormEvent => "Event for norms".into(),
            Item::PrintCommand => "Print command".into(),
            Item::Rounds => "Rounds".into(),
            Item::Cycles => "Cycles".into(),
            Item::System => "Pairing system".into(),
            Item::InitialColour => "Initial colour".into(),
            Item::Numbers => "Pairing numbers".into(),
            Item::Acceleration => "Acceleration".into(),
            Item::Theme => "Theme".into(),
            Item::Score(score) => match score {
                ScoreItem::Win => "Win",
                ScoreItem::Draw => "Draw",
                ScoreItem::Loss => "Loss",
                ScoreItem::ForfeitWin => "Forfeit win",
                ScoreItem::ForfeitLoss => "Forfeit loss",
                ScoreItem::PairingBye => "Pairing bye",
                ScoreItem::FullBye => "Full-point bye",
                ScoreItem::HalfBye => "Half-point bye",
                ScoreItem::ZeroBye => "Zero-point bye",
            }
            .into(),
            Item::Currency => "Currency".into(),
            Item::PrizesPerPlayer => "Prizes a player".into(),
            Item::PrizeSharing => "Tied places".into(),
            Item::Tiebreak(index) => format!("Tie-break {}", index + 1),
        }
    }

    pub fn kind(self) -> ItemKind {
        match self {
            Item::System
            | Item::InitialColour
            | Item::Cycles
            | Item::Numbers
            | Item::Acceleration
            | Item::RatingList
            | Item::PublishNorms
            | Item::NormEvent
            | Item::Theme
            | Item::PrizesPerPlayer
            | Item::PrizeSharing => ItemKind::Choice,
            Item::Tiebreak(_) => ItemKind::Ordered,
            _ => ItemKind::Text,
        }
    }

    /// The current value as shown (and as put in the form to change it).
    pub fn value(self, tournament: &Tournament, program: &Program) -> String {
        let info = &tournament.info;
        let text = |value: &Option<String>| value.clone().unwrap_or_default();
        match self {
            Item::Name => info.name.clone(),
            Item::City => text(&info.city),
            Item::Federation => text(&info.federation),
            Item::StartDate => text(&info.start_date),
            Item::EndDate => text(&info.end_date),
            Item::ChiefArbiter => info
                .chief_arbiter
                .as_ref()
                .map(ToString::to_string)
                .unwrap_or_default(),
            Item::DeputyArbiters => {
                let deputies: Vec<String> = info
                    .deputy_arbiters
                    .iter()
                    .map(ToString::to_string)
                    .collect();
                deputies.join("; ")
            }
            Item::TimeControl => text(&info.time_control),
            Item::TimeControlCode => text(&info.time_control_code),
            Item::RatingList => match info.rating_list {
                Some(list) => list.code().into(),
                None => format!("{} (time control)", tournament.rating_list()),
            },
            Item::EventCode => text(&info.event_code),
            Item::RoundDates => info.round_dates.join(", "),
            Item::PublishDir => text(&info.publish_dir),
            Item::PublishNorms => if info.publish_norms { "yes" } else { "no" }.into(),
            Item::NormEvent => info.norm_event.to_string(),
            Item::PrintCommand => program.print_command.clone(),
            Item::Rounds => tournament.rounds_planned.to_string(),
            Item::Cycles => match tournament.round_robin.cycle_choice() {
                (1, _) => "single".into(),
                (_, double) => format!("double ({double})"),
            },
            Item::System => tournament.system.code().into(),
            Item::InitialColour => tournament.initial_colour.name().to_lowercase(),
            Item::Numbers => {
                let settings = tournament.round_robin;
                match settings.seed {
                    Some(seed) => format!("{} (seed {seed})", settings.numbers),
                    None => settings.numbers.to_string(),
                }
            }
            Item::Acceleration => tournament.acceleration.to_string(),
            Item::Theme => program.theme.clone(),
            Item::Score(score) => score.get(&tournament.scoring).to_string(),
            Item::Currency => text(&tournament.prize_rules.currency),
            Item::PrizesPerPlayer => tournament.prize_rules.per_player.code().into(),
            Item::PrizeSharing => tournament.prize_rules.sharing.code().into(),
            Item::Tiebreak(index) => tournament
                .tiebreaks
                .get(index)
                .map(|tb| tb.code().to_string())
                .unwrap_or_default(),
        }
    }

    /// The setting that `text` typed for this (text) item asks for; the model checks
    /// its value when it is applied.
    pub fn setting(self, text: &str) -> Result<Setting, SettingTextError> {
        let text = text.trim();
        let optional = || (!text.is_empty()).then(|| text.to_string());
        Ok(match self {
            Item::Name => Setting::Name(text.to_string()),
            Item::City => Setting::City(optional()),
            Item::Federation => Setting::Federation(optional()),
            Item::StartDate => Setting::StartDate(optional()),
            Item::EndDate => Setting::EndDate(optional()),
            Item::ChiefArbiter => Setting::ChiefArbiter(optional().as_deref().map(Arbiter::read)),
            Item::DeputyArbiters => Setting::DeputyArbiters(Arbiter::read_list(text)),
            Item::TimeControl => Setting::TimeControl(optional()),
            Item::TimeControlCode => Setting::TimeControlCode(optional()),
            Item::EventCode => Setting::EventCode(optional()),
            Item::RoundDates => Setting::RoundDates(
                text.split(',')
                    .map(str::trim)
                    .filter(|d| !d.is_empty())
                    .map(str::to_string)
                    .collect(),
            ),
            Item::Rounds => Setting::Rounds(text.parse().map_err(|_| SettingTextError::Rounds)?),
            Item::PublishDir => Setting::PublishDir(optional()),
            Item::PrintCommand => {
                return Err(SettingTextError::ProgramsPrintCommand);
            }
            Item::Score(score) => Setting::Points(score, text.parse()?),
            Item::Currency => Setting::Currency(optional()),
            // Choices and the tie-break order ([`Item::kind`]) are not typed.
            _ => return Err(SettingTextError::Chosen),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edit::Edit;
    use crate::model::{Points, Round};

    fn set(t: &mut Tournament, item: Item, text: &str) -> Result<(), String> {
        let setting = item.setting(text).map_err(|e| e.to_string())?;
        Edit::Setting(setting)
            .apply(t)
            .map(|_| ())
            .map_err(|e| e.to_string())
    }

    #[test]
    fn fewer_rounds_than_paired_are_refused() {
        let mut t = Tournament::new("Open", PairingSystem::Dutch, 5);
        for number in 1..=3 {
            t.rounds.push(Round {
                number,
                pairings: Vec::new(),
                byes: Vec::new(),
            });
        }
        assert_eq!(
            set(&mut t, Item::Rounds, "2"),
            Err("round 3 is paired but the tournament has only 2 rounds".into())
        );
        assert_eq!(
            set(&mut t, Item::Rounds, "x"),
            Err("the number of rounds is a whole number from 1".into())
        );
        assert_eq!(
            set(&mut t, Item::Rounds, "0"),
            Err("0 rounds: a tournament has from 1 to 99 rounds".into())
        );
    }

    #[test]
    fn dates_federations_and_points_are_checked() {
        let mut t = Tournament::new("Open", PairingSystem::Dutch, 5);
        assert_eq!(
            set(&mut t, Item::StartDate, "2026-13-45"),
            Err("\"2026-13-45\" is not a date YYYY-MM-DD".into())
        );
        assert_eq!(
            set(&mut t, Item::Federation, "NL"),
            Err("\"NL\" is not a federation: three letters, e.g. NED".into())
        );
        set(&mut t, Item::Federation, "ned").expect("valid");
        assert_eq!(Item::Federation.value(&t, &Program::default()), "NED");
        assert!(set(&mut t, Item::Score(ScoreItem::Win), "-1").is_err());
        set(&mut t, Item::Score(ScoreItem::Win), "3").expect("valid");
        assert_eq!(t.scoring.win, Points::from_tenths(30));
        assert_eq!(Item::Tiebreak(0).value(&t, &Program::default()), "BH/C1");
    }
}
