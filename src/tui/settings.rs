//! The tournament settings the settings screen shows and changes: the event's facts,
//! rounds, pairing system, initial colour, scoring and tie-break order (and the theme,
//! which belongs to the program, not the tournament).

use crate::model::{
    Colour, Editions, PairingSystem, Points, Scoring, Tiebreak, Tournament, TournamentInfo,
    default_tiebreaks, today, validate::validate,
};

/// Every setting of a tournament that the settings screen can change, as one value, so
/// that a change is a single undoable step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    pub info: TournamentInfo,
    pub rounds_planned: u32,
    pub system: PairingSystem,
    pub editions: Editions,
    pub initial_colour: Colour,
    pub scoring: Scoring,
    pub tiebreaks: Vec<Tiebreak>,
}

impl Settings {
    pub fn of(tournament: &Tournament) -> Settings {
        Settings {
            info: tournament.info.clone(),
            rounds_planned: tournament.rounds_planned,
            system: tournament.system,
            editions: tournament.editions,
            initial_colour: tournament.initial_colour,
            scoring: tournament.scoring.clone(),
            tiebreaks: tournament.tiebreaks.clone(),
        }
    }

    /// Applies the settings after checking that the tournament stays valid: the system
    /// and the initial colour are fixed once round 1 is paired (they decided it), and
    /// the rounds cannot drop below the rounds paired or requested byes.
    pub fn apply_to(self, tournament: &mut Tournament) -> Result<(), String> {
        if !tournament.rounds.is_empty() {
            if self.system != tournament.system {
                return Err("the pairing system cannot change once round 1 is paired".into());
            }
            if self.initial_colour != tournament.initial_colour {
                return Err("the initial colour cannot change once round 1 is paired".into());
            }
        }
        let mut changed = tournament.clone();
        changed.info = self.info;
        changed.rounds_planned = self.rounds_planned;
        changed.system = self.system;
        changed.editions = self.editions;
        changed.initial_colour = self.initial_colour;
        changed.scoring = self.scoring;
        changed.tiebreaks = self.tiebreaks;
        if let Some(problem) = validate(&changed).into_iter().next() {
            return Err(problem.message);
        }
        *tournament = changed;
        Ok(())
    }

    /// Another pairing system, with its default scoring and tie-breaks when the old
    /// ones were the old system's defaults (an arbiter's own choices stay), and the
    /// edition of its rules in force on the start date (today when none is set).
    pub fn with_system(mut self, system: PairingSystem) -> Settings {
        if self.scoring == Scoring::fide_default(self.system) {
            self.scoring = Scoring::fide_default(system);
        }
        if self.tiebreaks == default_tiebreaks(self.system) {
            self.tiebreaks = default_tiebreaks(system);
        }
        let date = self.info.start_date.clone().unwrap_or_else(today);
        self.editions.pairing = Editions::in_force(system, &date).pairing;
        self.system = system;
        self
    }
}

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

    fn get(self, scoring: &Scoring) -> Points {
        let mut copy = scoring.clone();
        *self.slot(&mut copy)
    }
}

/// One line of the settings screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Item {
    Name,
    City,
    Federation,
    StartDate,
    EndDate,
    ChiefArbiter,
    TimeControl,
    Rounds,
    System,
    InitialColour,
    Theme,
    Score(ScoreItem),
    /// The tie-break at this position of the order.
    Tiebreak(usize),
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

/// The settings screen's lines for `tournament`: the event (left column), then scoring
/// and tie-breaks (right column).
pub fn items(tournament: &Tournament) -> Vec<Item> {
    let mut items = vec![
        Item::Name,
        Item::City,
        Item::Federation,
        Item::StartDate,
        Item::EndDate,
        Item::ChiefArbiter,
        Item::TimeControl,
        Item::Rounds,
        Item::System,
        Item::InitialColour,
        Item::Theme,
    ];
    items.extend(ScoreItem::ALL.map(Item::Score));
    items.extend((0..tournament.tiebreaks.len()).map(Item::Tiebreak));
    items
}

/// Every tie-break a tournament can use, in the order the add form offers them.
pub const ALL_TIEBREAKS: [Tiebreak; 17] = [
    Tiebreak::BhCut1,
    Tiebreak::BH,
    Tiebreak::BhCut2,
    Tiebreak::BhMedian1,
    Tiebreak::BhMedian2,
    Tiebreak::SB,
    Tiebreak::DE,
    Tiebreak::ARO,
    Tiebreak::AOB,
    Tiebreak::TPR,
    Tiebreak::WIN,
    Tiebreak::WON,
    Tiebreak::BPG,
    Tiebreak::BWG,
    Tiebreak::PS,
    Tiebreak::KS,
    Tiebreak::DutchFinalOrder,
];

/// How many of [`items`] belong to the left column.
pub const EVENT_ITEMS: usize = 11;

/// The tie-break's code as the tournament file writes it (`BH/C1`).
pub fn tiebreak_code(tiebreak: Tiebreak) -> String {
    toml::Value::try_from(tiebreak)
        .ok()
        .and_then(|value| value.as_str().map(str::to_string))
        .unwrap_or_else(|| format!("{tiebreak:?}"))
}

fn colour_name(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "white",
        Colour::Black => "black",
    }
}

impl Item {
    pub fn label(self) -> String {
        match self {
            Item::Name => "Name".into(),
            Item::City => "City".into(),
            Item::Federation => "Federation".into(),
            Item::StartDate => "Start date".into(),
            Item::EndDate => "End date".into(),
            Item::ChiefArbiter => "Chief arbiter".into(),
            Item::TimeControl => "Time control".into(),
            Item::Rounds => "Rounds".into(),
            Item::System => "Pairing system".into(),
            Item::InitialColour => "Initial colour".into(),
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
            Item::Tiebreak(index) => format!("Tie-break {}", index + 1),
        }
    }

    pub fn kind(self) -> ItemKind {
        match self {
            Item::System | Item::InitialColour | Item::Theme => ItemKind::Choice,
            Item::Tiebreak(_) => ItemKind::Ordered,
            _ => ItemKind::Text,
        }
    }

    /// The current value as shown (and as put in the form to change it).
    pub fn value(self, settings: &Settings, theme: &str) -> String {
        let info = &settings.info;
        let text = |value: &Option<String>| value.clone().unwrap_or_default();
        match self {
            Item::Name => info.name.clone(),
            Item::City => text(&info.city),
            Item::Federation => text(&info.federation),
            Item::StartDate => text(&info.start_date),
            Item::EndDate => text(&info.end_date),
            Item::ChiefArbiter => text(&info.chief_arbiter),
            Item::TimeControl => text(&info.time_control),
            Item::Rounds => settings.rounds_planned.to_string(),
            Item::System => settings.system.code().into(),
            Item::InitialColour => colour_name(settings.initial_colour).into(),
            Item::Theme => theme.into(),
            Item::Score(score) => score.get(&settings.scoring).to_string(),
            Item::Tiebreak(index) => settings
                .tiebreaks
                .get(index)
                .map(|&tb| tiebreak_code(tb))
                .unwrap_or_default(),
        }
    }

    /// The settings with this (text) item set to `text`, or what is wrong with it.
    pub fn set_text(self, settings: &Settings, text: &str) -> Result<Settings, String> {
        let mut changed = settings.clone();
        let text = text.trim();
        let optional = || (!text.is_empty()).then(|| text.to_string());
        let info = &mut changed.info;
        match self {
            Item::Name if text.is_empty() => return Err("the tournament needs a name".into()),
            Item::Name => info.name = text.to_string(),
            Item::City => info.city = optional(),
            Item::Federation => {
                if !(text.is_empty() || is_federation(text)) {
                    return Err("a federation is three letters, e.g. NED".into());
                }
                info.federation = optional().map(|f| f.to_ascii_uppercase());
            }
            Item::StartDate | Item::EndDate => {
                if !(text.is_empty() || is_full_date(text)) {
                    return Err("a date is written YYYY-MM-DD".into());
                }
                let date = optional();
                if self == Item::StartDate {
                    info.start_date = date;
                } else {
                    info.end_date = date;
                }
            }
            Item::ChiefArbiter => info.chief_arbiter = optional(),
            Item::TimeControl => info.time_control = optional(),
            Item::Rounds => {
                changed.rounds_planned = text
                    .parse()
                    .ok()
                    .filter(|&n| n >= 1)
                    .ok_or("the number of rounds is a whole number from 1")?;
            }
            Item::Score(score) => {
                *score.slot(&mut changed.scoring) = parse_points(text)?;
            }
            Item::System | Item::InitialColour | Item::Theme | Item::Tiebreak(_) => {
                return Err("this setting is chosen with Left and Right".into());
            }
        }
        Ok(changed)
    }
}

/// Points as an arbiter types them: `1`, `0.5`, `1.5`, `½`.
pub fn parse_points(text: &str) -> Result<Points, String> {
    let normalised = text.trim().replace('½', ".5").replace(',', ".");
    let normalised = if normalised.starts_with('.') {
        format!("0{normalised}")
    } else {
        normalised
    };
    normalised
        .parse::<f64>()
        .ok()
        .filter(|v| *v >= 0.0)
        .and_then(Points::from_decimal)
        .ok_or_else(|| format!("{text:?} is not a number of points (e.g. 1, 0.5, 1.5)"))
}

/// Three letters (a FIDE federation code).
pub fn is_federation(text: &str) -> bool {
    text.len() == 3 && text.chars().all(|c| c.is_ascii_alphabetic())
}

/// `YYYY-MM-DD` with a month from 1 to 12 and a day from 1 to 31.
pub fn is_full_date(text: &str) -> bool {
    let parts: Vec<&str> = text.split('-').collect();
    let number = |s: &str, len: usize| {
        (s.len() == len && s.chars().all(|c| c.is_ascii_digit())).then(|| s.parse::<u32>().ok())?
    };
    matches!(parts.as_slice(), [y, m, d]
        if number(y, 4).is_some()
            && number(m, 2).is_some_and(|m| (1..=12).contains(&m))
            && number(d, 2).is_some_and(|d| (1..=31).contains(&d)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Stops compiling when the model gains a tie-break: add it to `ALL_TIEBREAKS` too.
    fn listed(tiebreak: Tiebreak) -> bool {
        match tiebreak {
            Tiebreak::DE
            | Tiebreak::WIN
            | Tiebreak::WON
            | Tiebreak::BPG
            | Tiebreak::BWG
            | Tiebreak::PS
            | Tiebreak::BH
            | Tiebreak::BhCut1
            | Tiebreak::BhCut2
            | Tiebreak::BhMedian1
            | Tiebreak::BhMedian2
            | Tiebreak::AOB
            | Tiebreak::SB
            | Tiebreak::KS
            | Tiebreak::ARO
            | Tiebreak::TPR
            | Tiebreak::DutchFinalOrder => true,
        }
    }

    #[test]
    fn every_tiebreak_is_offered_once() {
        for (i, tb) in ALL_TIEBREAKS.iter().enumerate() {
            assert!(listed(*tb));
            assert!(!ALL_TIEBREAKS[i + 1..].contains(tb), "{tb:?} twice");
        }
    }

    #[test]
    fn points_are_read_as_arbiters_write_them() {
        assert_eq!(parse_points("1.5"), Ok(Points::from_tenths(15)));
        assert_eq!(parse_points("½"), Ok(Points::HALF));
        assert_eq!(parse_points("1½"), Ok(Points::from_tenths(15)));
        assert_eq!(parse_points("0,5"), Ok(Points::HALF));
        assert!(parse_points("-1").is_err());
        assert!(parse_points("0.25").is_err());
    }

    #[test]
    fn the_system_is_fixed_once_a_round_is_paired() {
        let mut t = Tournament::new("Open", PairingSystem::Dutch, 5);
        let changed = Settings::of(&t).with_system(PairingSystem::DoubleSwiss);
        assert_eq!(
            changed.scoring,
            Scoring::fide_default(PairingSystem::DoubleSwiss)
        );
        assert_eq!(
            changed.tiebreaks,
            default_tiebreaks(PairingSystem::DoubleSwiss)
        );
        changed.clone().apply_to(&mut t).expect("before round 1");
        assert_eq!(t.system, PairingSystem::DoubleSwiss);
        t.rounds.push(crate::model::Round {
            number: 1,
            pairings: Vec::new(),
            byes: Vec::new(),
        });
        let back = Settings::of(&t).with_system(PairingSystem::Dutch);
        assert_eq!(
            back.apply_to(&mut t),
            Err("the pairing system cannot change once round 1 is paired".into())
        );
    }

    #[test]
    fn fewer_rounds_than_paired_are_refused() {
        let mut t = Tournament::new("Open", PairingSystem::Dutch, 5);
        for number in 1..=3 {
            t.rounds.push(crate::model::Round {
                number,
                pairings: Vec::new(),
                byes: Vec::new(),
            });
        }
        let fewer = Item::Rounds
            .set_text(&Settings::of(&t), "2")
            .expect("a number");
        assert_eq!(
            fewer.apply_to(&mut t),
            Err("round 3 is paired but the tournament has only 2 rounds".into())
        );
        assert_eq!(
            Item::Rounds.set_text(&Settings::of(&t), "0"),
            Err("the number of rounds is a whole number from 1".into())
        );
    }

    #[test]
    fn dates_and_federations_are_checked() {
        assert!(is_full_date("2026-11-20"));
        assert!(!is_full_date("2026-13-20"));
        assert!(!is_full_date("20-11-2026"));
        assert!(is_federation("ned"));
        assert!(!is_federation("NL"));
        let t = Tournament::new("Open", PairingSystem::Dutch, 5);
        let changed = Item::Federation
            .set_text(&Settings::of(&t), "ned")
            .expect("valid");
        assert_eq!(changed.info.federation.as_deref(), Some("NED"));
        assert_eq!(Item::Tiebreak(0).value(&changed, "dark"), "BH/C1");
    }
}
