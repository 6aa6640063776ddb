//! The tournament's settings, one [`Setting`] per change: the event's facts, round
//! dates, rounds, pairing system, editions, initial colour, scoring, tie-break order and
//! the rules of the prizes (currency, prizes per player, sharing).
//!
//! What the pairings of round 1 decided is fixed from then on: the pairing system, the
//! edition of its rules (the tournament is paired by the text it started with: C.04.2
//! Art. 1.1 asks that the rules be announced before the start) and the initial colour
//! (drawn before round 1, Dutch A6 / C.04.2), the acceleration (announced in
//! advance, C.04.2 Art. 1.1; the Baku method splits its groups before the first round,
//! C.04.5.1) and a round robin's cycles and numbering (its numbers are given before
//! round 1 and the whole schedule follows from them, C.05 Annex 1). The editions of the rating and tie-break regulations change no pairing:
//! they may change at any time (a file imported with the wrong ones is put right), and
//! the change says what it changed. The rounds never drop below the rounds paired, and
//! an acceleration only goes with a system, edition and scoring it applies to, and in a
//! team Swiss with match points primary (C.04.7 1.4.4; all checked by
//! [`crate::model::validate`], whichever setting changes last).

use super::EditError;
use crate::model::validate::check_rounds;
use crate::model::{
    Acceleration, Arbiter, Colour, Editions, NormEvent, PairingSystem, Points, PrizeSharing,
    PrizesPerPlayer, RatingList, RoundRobin, Scoring, Tiebreak, Tournament, default_tiebreaks,
    today,
};

/// The points of one result or bye kind.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ScoreItem {
    Win,
    Draw,
    Loss,
    ForfeitWin,
    ForfeitLoss,
    PairingBye,
    FullBye,
    HalfBye,
    ZeroBye,
}

impl ScoreItem {
    pub const ALL: [ScoreItem; 9] = [
        ScoreItem::Win,
        ScoreItem::Draw,
        ScoreItem::Loss,
        ScoreItem::ForfeitWin,
        ScoreItem::ForfeitLoss,
        ScoreItem::PairingBye,
        ScoreItem::FullBye,
        ScoreItem::HalfBye,
        ScoreItem::ZeroBye,
    ];

    /// The key of the tournament file's `[scoring]` table (`forfeit_win`).
    pub fn key(self) -> &'static str {
        match self {
            ScoreItem::Win => "win",
            ScoreItem::Draw => "draw",
            ScoreItem::Loss => "loss",
            ScoreItem::ForfeitWin => "forfeit_win",
            ScoreItem::ForfeitLoss => "forfeit_loss",
            ScoreItem::PairingBye => "pairing_bye",
            ScoreItem::FullBye => "full_bye",
            ScoreItem::HalfBye => "half_bye",
            ScoreItem::ZeroBye => "zero_bye",
        }
    }

    /// In words: `forfeit win`.
    pub fn name(self) -> String {
        self.key().replace('_', " ")
    }

    fn slot(self, scoring: &mut Scoring) -> &mut Points {
        match self {
            ScoreItem::Win => &mut scoring.win,
            ScoreItem::Draw => &mut scoring.draw,
            ScoreItem::Loss => &mut scoring.loss,
            ScoreItem::ForfeitWin => &mut scoring.forfeit_win,
            ScoreItem::ForfeitLoss => &mut scoring.forfeit_loss,
            ScoreItem::PairingBye => &mut scoring.pairing_bye,
            ScoreItem::FullBye => &mut scoring.full_bye,
            ScoreItem::HalfBye => &mut scoring.half_bye,
            ScoreItem::ZeroBye => &mut scoring.zero_bye,
        }
    }

    pub fn set(self, scoring: &mut Scoring, points: Points) {
        *self.slot(scoring) = points;
    }

    pub fn get(self, scoring: &Scoring) -> Points {
        let mut copy = scoring.clone();
        *self.slot(&mut copy)
    }
}

/// One change of the settings. Texts are trimmed; an empty optional text clears it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Setting {
    Name(String),
    City(Option<String>),
    /// Three letters; stored in capitals.
    Federation(Option<String>),
    StartDate(Option<String>),
    EndDate(Option<String>),
    ChiefArbiter(Option<Arbiter>),
    DeputyArbiters(Vec<Arbiter>),
    TimeControl(Option<String>),
    /// The time control as TRF-26 record 222 encodes it (checked with the tournament).
    TimeControlCode(Option<String>),
    /// The code FIDE gave the event for its rating.
    EventCode(Option<String>),
    /// The rating list the tournament is rated on; `None`: the one of the time control.
    RatingList(Option<RatingList>),
    /// The dates of the rounds, round 1 first, each with its start time if known.
    RoundDates(Vec<String>),
    /// Where the site is published after every change; `None` stops it.
    PublishDir(Option<String>),
    /// Whether the published site shows the title norms.
    PublishNorms(bool),
    /// What the event is for title norms (B.01 1.4.3a-c).
    NormEvent(NormEvent),
    Rounds(u32),
    /// Another pairing system: its default scoring and tie-breaks come with it when the
    /// old ones were the old system's defaults (an arbiter's own choices stay), and the
    /// edition of its rules in force on the start date (today when none is set).
    System(PairingSystem),
    Editions(Editions),
    InitialColour(Colour),
    Acceleration(Acceleration),
    /// A round robin's cycles and numbering method (C.05 Annexes 1 and 2), before round
    /// 1 only: its numbers and schedule are fixed from then on.
    RoundRobin(RoundRobin),
    Points(ScoreItem, Points),
    Tiebreaks(Vec<Tiebreak>),
    /// The currency of the prize amounts (`EUR`); `None`: amounts without one.
    Currency(Option<String>),
    PrizesPerPlayer(PrizesPerPlayer),
    PrizeSharing(PrizeSharing),
}

impl Setting {
    /// What the change does, in words.
    pub fn describe(&self) -> String {
        let text = |value: &Option<String>| match value {
            Some(value) => format!("to {value}"),
            None => "to nothing".into(),
        };
        match self {
            Setting::Name(name) => format!("set the name to {name}"),
            Setting::City(city) => format!("set the city {}", text(city)),
            Setting::Federation(federation) => format!("set the federation {}", text(federation)),
            Setting::StartDate(date) => format!("set the start date {}", text(date)),
            Setting::EndDate(date) => format!("set the end date {}", text(date)),
            Setting::ChiefArbiter(arbiter) => format!(
                "set the chief arbiter {}",
                text(&arbiter.as_ref().map(ToString::to_string))
            ),
            Setting::DeputyArbiters(arbiters) => {
                let names: Vec<String> = arbiters.iter().map(ToString::to_string).collect();
                format!("set the deputy arbiters to {}", list(&names))
            }
            Setting::TimeControl(control) => format!("set the time control {}", text(control)),
            Setting::TimeControlCode(code) => {
                format!("set the time control code (TRF 222) {}", text(code))
            }
            Setting::EventCode(code) => format!("set the FIDE event code {}", text(code)),
            Setting::RatingList(Some(list)) => format!("rate the tournament on the {list} list"),
            Setting::RatingList(None) => {
                "rate the tournament on the list of its time control".to_string()
            }
            Setting::RoundDates(dates) => format!("set the round dates to {}", list(dates)),
            Setting::PublishDir(Some(dir)) => format!("publish to {dir} after every change"),
            Setting::PublishDir(None) => "stopped publishing after every change".to_string(),
            Setting::PublishNorms(true) => "publish the title norms with the site".to_string(),
            Setting::PublishNorms(false) => "leave the title norms out of the site".to_string(),
            Setting::NormEvent(event) => format!("set the event for norms to {event}"),
            Setting::Rounds(rounds) => format!("set the rounds to {rounds}"),
            Setting::System(system) => format!("set the pairing system to {system}"),
            Setting::Editions(editions) => format!(
                "set the editions to pairing {}, rating {}, tie-breaks {}",
                editions.pairing, editions.rating, editions.tiebreaks
            ),
            Setting::InitialColour(colour) => {
                format!("set the initial colour to {}", colour.name().to_lowercase())
            }
            Setting::Acceleration(acceleration) => {
                format!("set the acceleration to {acceleration}")
            }
            Setting::RoundRobin(settings) => {
                format!("set the round robin to {}", settings.describe())
            }
            Setting::Points(item, points) => format!("set the {} to {points} points", item.name()),
            Setting::Tiebreaks(tiebreaks) => {
                let codes: Vec<String> = tiebreaks.iter().map(|t| t.code().to_string()).collect();
                format!("set the tie-breaks to {}", list(&codes))
            }
            Setting::Currency(currency) => format!("set the prize currency {}", text(currency)),
            Setting::PrizesPerPlayer(rule) => {
                format!("set the prizes per player to {rule}: {}", rule.meaning())
            }
            Setting::PrizeSharing(rule) => {
                format!("set the prize sharing to {rule}: {}", rule.meaning())
            }
        }
    }

    /// Makes the change; the caller validates the tournament afterwards.
    pub(super) fn apply(&self, tournament: &mut Tournament) -> Result<(), EditError> {
        let started = !tournament.rounds.is_empty();
        let fixed = |what: &'static str| {
            if started {
                Err(EditError::FixedOnceStarted(what))
            } else {
                Ok(())
            }
        };
        let info = &mut tournament.info;
        match self.clone() {
            Setting::Name(name) => info.name = name.trim().to_string(),
            Setting::City(city) => info.city = trimmed(city),
            Setting::Federation(federation) => {
                info.federation = trimmed(federation).map(|f| f.to_ascii_uppercase());
            }
            Setting::StartDate(date) => info.start_date = trimmed(date),
            Setting::EndDate(date) => info.end_date = trimmed(date),
            Setting::ChiefArbiter(arbiter) => {
                info.chief_arbiter = arbiter.map(trimmed_arbiter).filter(|a| !a.name.is_empty());
            }
            Setting::DeputyArbiters(arbiters) => {
                info.deputy_arbiters = arbiters.into_iter().map(trimmed_arbiter).collect();
            }
            Setting::TimeControl(control) => info.time_control = trimmed(control),
            Setting::TimeControlCode(code) => info.time_control_code = trimmed(code),
            Setting::EventCode(code) => info.event_code = trimmed(code),
            Setting::RatingList(list) => info.rating_list = list,
            Setting::RoundDates(dates) => {
                info.round_dates = dates.iter().map(|d| d.trim().to_string()).collect();
            }
            Setting::PublishDir(dir) => {
                let dir = trimmed(dir);
                if let Some(outside) = dir
                    .as_ref()
                    .filter(|d| !crate::files::stays_below(std::path::Path::new(d)))
                {
                    return Err(EditError::PublishDirOutside(outside.clone()));
                }
                info.publish_dir = dir;
            }
            Setting::PublishNorms(publish) => info.publish_norms = publish,
            Setting::NormEvent(event) => info.norm_event = event,
            Setting::Rounds(rounds) => {
                check_rounds(rounds)?;
                tournament.rounds_planned = rounds;
            }
            Setting::System(system) if system == tournament.system => {}
            Setting::System(system) => {
                fixed("pairing system")?;
                let old = tournament.system;
                if tournament.scoring == Scoring::fide_default(old) {
                    tournament.scoring = Scoring::fide_default(system);
                }
                if tournament.tiebreaks == default_tiebreaks(old) {
                    tournament.tiebreaks = default_tiebreaks(system);
                }
                let date = tournament.info.start_date.clone().unwrap_or_else(today);
                tournament.editions.pairing = Editions::in_force(system, &date).pairing;
                tournament.system = system;
            }
            Setting::Editions(editions) if editions == tournament.editions => {}
            Setting::Editions(editions) => {
                if editions.pairing != tournament.editions.pairing {
                    fixed("edition of the pairing rules")?;
                }
                tournament.editions = editions;
            }
            Setting::InitialColour(colour) if colour == tournament.initial_colour => {}
            Setting::InitialColour(colour) => {
                fixed("initial colour")?;
                tournament.initial_colour = colour;
            }
            Setting::Acceleration(acceleration) if acceleration == tournament.acceleration => {}
            Setting::Acceleration(acceleration) => {
                fixed("acceleration")?;
                tournament.acceleration = acceleration;
            }
            Setting::RoundRobin(settings) if settings == tournament.round_robin => {}
            Setting::RoundRobin(_) if tournament.system != PairingSystem::RoundRobin => {
                return Err(EditError::NotRoundRobin(tournament.system));
            }
            Setting::RoundRobin(settings) => {
                fixed("round robin's cycles and pairing numbers")?;
                tournament.round_robin = settings;
            }
            Setting::Points(item, points) => item.set(&mut tournament.scoring, points),
            Setting::Tiebreaks(tiebreaks) => {
                if let Some(twice) = tiebreaks
                    .iter()
                    .enumerate()
                    .find(|(i, t)| tiebreaks[..*i].contains(t))
                {
                    return Err(EditError::TiebreakTwice(*twice.1));
                }
                tournament.tiebreaks = tiebreaks;
            }
            Setting::Currency(currency) => tournament.prize_rules.currency = trimmed(currency),
            Setting::PrizesPerPlayer(rule) => tournament.prize_rules.per_player = rule,
            Setting::PrizeSharing(rule) => tournament.prize_rules.sharing = rule,
        }
        Ok(())
    }
}

/// What a change of the editions from `before` to `after` changed, in words.
pub(super) fn editions_changed(before: &Editions, after: &Editions) -> String {
    let mut changes = Vec::new();
    let mut change = |what: &str, from: &str, to: &str, title: &str| {
        if from != to {
            changes.push(format!("the {what} edition from {from} to {to} ({title})"));
        }
    };
    change(
        "pairing",
        before.pairing.year(),
        after.pairing.year(),
        after.pairing.title(),
    );
    change(
        "rating",
        before.rating.year(),
        after.rating.year(),
        after.rating.title(),
    );
    change(
        "tie-break",
        before.tiebreaks.year(),
        after.tiebreaks.year(),
        after.tiebreaks.title(),
    );
    let Some((last, rest)) = changes.split_last() else {
        return format!(
            "the editions are unchanged: pairing {}, rating {}, tie-breaks {}",
            after.pairing, after.rating, after.tiebreaks
        );
    };
    let list = if rest.is_empty() {
        last.clone()
    } else {
        format!("{} and {last}", rest.join(", "))
    };
    if before.pairing == after.pairing {
        format!("changed {list}: the pairings stay as they are")
    } else {
        format!("changed {list}")
    }
}

fn trimmed_arbiter(arbiter: Arbiter) -> Arbiter {
    Arbiter {
        name: arbiter.name.trim().to_string(),
        ..arbiter
    }
}

fn trimmed(text: Option<String>) -> Option<String> {
    text.map(|t| t.trim().to_string()).filter(|t| !t.is_empty())
}

fn list(items: &[String]) -> String {
    if items.is_empty() {
        "none".into()
    } else {
        items.join(", ")
    }
}
