//! `arbiter settings`: the tournament's settings, shown or changed (the settings screen's
//! twin). Every option given is one [`Setting`]; all are made together or none.

use std::path::PathBuf;

use clap::Args;
use color_eyre::eyre::Result;

use super::{EditionArgs, apply_edits, load};
use crate::edit::{Edit, ScoreItem, Setting};
use crate::model::{
    Acceleration, Arbiter, Colour, DoubleRoundRobin, Editions, NormEvent, Numbering, PairingSystem,
    Points, PrizeSharing, PrizesPerPlayer, RoundRobin, Tiebreak, Tournament, today,
};

#[derive(Args, Debug)]
pub struct SettingsArgs {
    file: PathBuf,
    #[arg(long)]
    name: Option<String>,
    /// An empty text clears a setting (`--city ""`).
    #[arg(long)]
    city: Option<String>,
    /// Three letters, e.g. NED.
    #[arg(long)]
    federation: Option<String>,
    /// YYYY-MM-DD.
    #[arg(long)]
    start_date: Option<String>,
    #[arg(long)]
    end_date: Option<String>,
    /// With the FIDE id in parentheses: "Sheriff, Kim (12345678)".
    #[arg(long)]
    chief_arbiter: Option<String>,
    /// The deputy chief arbiters, like --chief-arbiter, separated by semicolons
    /// (replaces the list; "" empties it).
    #[arg(long, value_delimiter = ';')]
    deputy_arbiters: Option<Vec<String>>,
    #[arg(long)]
    time_control: Option<String>,
    /// The time control as TRF-26 record 222 encodes it: 5400+30, 40/6000+30:900+30.
    #[arg(long)]
    time_control_code: Option<String>,
    /// The code FIDE gave the event for its rating.
    #[arg(long)]
    event_code: Option<String>,
    /// The rating list the tournament is rated on: standard, rapid, blitz, or "" for
    /// the one of the time control.
    #[arg(long)]
    rating_list: Option<String>,
    /// The dates of the rounds, round 1 first, comma-separated (replaces the list):
    /// each `YYYY-MM-DD`, or `YYYY-MM-DD HH:MM` with the start time.
    #[arg(long, value_delimiter = ',')]
    round_dates: Option<Vec<String>>,
    /// Publish the site into this directory after every change, by this program or the
    /// terminal application (relative to the tournament file; "" stops it).
    #[arg(long)]
    publish_dir: Option<String>,
    /// Whether the published site shows the title norms (the list and each norm's
    /// certificate, IT1): yes or no.
    #[arg(long, value_parser = clap::builder::BoolishValueParser::new())]
    publish_norms: Option<bool>,
    /// What the event is for title norms: ordinary, or one exempt from the federation
    /// mix (FIDE B.01 1.4.3a-c): national-championship (its final stage),
    /// national-team-championship, zonal (or sub-zonal).
    #[arg(long)]
    norm_event: Option<NormEvent>,
    /// Number of rounds.
    #[arg(long)]
    rounds: Option<u32>,
    /// Before round 1 only; the scoring and tie-breaks follow when they were the old
    /// system's defaults.
    #[arg(long)]
    system: Option<PairingSystem>,
    #[command(flatten)]
    editions: EditionArgs,
    /// White or black (before round 1 only).
    #[arg(long)]
    initial_colour: Option<Colour>,
    /// The accelerated pairing method, none or baku (before round 1 only; a Swiss
    /// system of 2026 with the standard scoring).
    #[arg(long)]
    acceleration: Option<Acceleration>,
    /// Round robin, before round 1: 1 (single) or 2 (double round robin).
    #[arg(long)]
    cycles: Option<u32>,
    /// Round robin, before round 1: fide or berger (the second cycle's variant).
    #[arg(long)]
    double_variant: Option<DoubleRoundRobin>,
    /// Round robin, before round 1: how the pairing numbers are given: lots, rating,
    /// hand or varma (C.05 Annex 2).
    #[arg(long)]
    numbers: Option<Numbering>,
    /// Round robin, before round 1: the seed of the drawing of lots (lots, varma; drawn
    /// at random when the numbers become drawn without one).
    #[arg(long)]
    draw_seed: Option<u64>,
    /// Points for a win (1, 0.5, 1.5, ½).
    #[arg(long)]
    win: Option<Points>,
    #[arg(long)]
    draw: Option<Points>,
    #[arg(long)]
    loss: Option<Points>,
    #[arg(long)]
    forfeit_win: Option<Points>,
    #[arg(long)]
    forfeit_loss: Option<Points>,
    #[arg(long)]
    pairing_bye: Option<Points>,
    #[arg(long)]
    full_bye: Option<Points>,
    #[arg(long)]
    half_bye: Option<Points>,
    #[arg(long)]
    zero_bye: Option<Points>,
    /// The tie-break order, comma-separated C.07 codes (BH/C1,BH,SB).
    #[arg(long, value_delimiter = ',')]
    tiebreaks: Option<Vec<Tiebreak>>,
    /// The currency of the prize amounts, e.g. EUR ("" for none).
    #[arg(long)]
    currency: Option<String>,
    /// How many prizes a player may take: one (the most valuable) or all.
    #[arg(long)]
    prizes_per_player: Option<PrizesPerPlayer>,
    /// How tied players share prizes: tie-breaks (the places follow the tie-breaks) or
    /// split (players tied on points split the prizes of their places, the Hort rule).
    #[arg(long)]
    prize_sharing: Option<PrizeSharing>,
}

impl SettingsArgs {
    /// One setting per option given, in the order of the options above.
    fn settings(self, tournament: &Tournament) -> Result<Vec<Setting>> {
        let optional = |text: Option<String>| text.map(|t| Some(t).filter(|t| !t.is_empty()));
        let list = |items: Option<Vec<String>>| {
            items.map(|items| items.into_iter().filter(|i| !i.is_empty()).collect())
        };
        let mut settings = Vec::new();
        settings.extend(self.name.map(Setting::Name));
        settings.extend(optional(self.city).map(Setting::City));
        settings.extend(optional(self.federation).map(Setting::Federation));
        settings.extend(optional(self.start_date).map(Setting::StartDate));
        settings.extend(optional(self.end_date).map(Setting::EndDate));
        let arbiter = |text: Option<String>| text.as_deref().map(Arbiter::read);
        settings.extend(optional(self.chief_arbiter).map(|a| Setting::ChiefArbiter(arbiter(a))));
        settings.extend(list(self.deputy_arbiters).map(|names: Vec<String>| {
            Setting::DeputyArbiters(names.iter().map(|n| Arbiter::read(n)).collect())
        }));
        settings.extend(optional(self.time_control).map(Setting::TimeControl));
        settings.extend(optional(self.time_control_code).map(Setting::TimeControlCode));
        settings.extend(optional(self.event_code).map(Setting::EventCode));
        if let Some(list) = optional(self.rating_list) {
            settings.push(Setting::RatingList(list.map(|l| l.parse()).transpose()?));
        }
        settings.extend(list(self.round_dates).map(Setting::RoundDates));
        settings.extend(optional(self.publish_dir).map(Setting::PublishDir));
        settings.extend(self.publish_norms.map(Setting::PublishNorms));
        settings.extend(self.norm_event.map(Setting::NormEvent));
        settings.extend(self.rounds.map(Setting::Rounds));
        settings.extend(self.system.map(Setting::System));
        if !self.editions.is_empty() {
            // A new system brings the edition in force of its own rules.
            let mut before = tournament.editions;
            if let Some(system) = self.system {
                let date = tournament.info.start_date.clone().unwrap_or_else(today);
                before.pairing = Editions::in_force(system, &date).pairing;
            }
            settings.push(Setting::Editions(self.editions.or(before)));
        }
        settings.extend(self.initial_colour.map(Setting::InitialColour));
        settings.extend(self.acceleration.map(Setting::Acceleration));
        if self.cycles.is_some()
            || self.double_variant.is_some()
            || self.numbers.is_some()
            || self.draw_seed.is_some()
        {
            let now = tournament.round_robin;
            let numbers = self.numbers.unwrap_or(now.numbers);
            settings.push(Setting::RoundRobin(RoundRobin {
                cycles: self.cycles.unwrap_or(now.cycles),
                double: self.double_variant.unwrap_or(now.double),
                numbers,
                seed: numbers
                    .is_drawn()
                    .then(|| self.draw_seed.or(now.seed).unwrap_or_else(rand::random)),
            }));
        }
        let points = [
            (ScoreItem::Win, self.win),
            (ScoreItem::Draw, self.draw),
            (ScoreItem::Loss, self.loss),
            (ScoreItem::ForfeitWin, self.forfeit_win),
            (ScoreItem::ForfeitLoss, self.forfeit_loss),
            (ScoreItem::PairingBye, self.pairing_bye),
            (ScoreItem::FullBye, self.full_bye),
            (ScoreItem::HalfBye, self.half_bye),
            (ScoreItem::ZeroBye, self.zero_bye),
        ];
        for (item, value) in points {
            settings.extend(value.map(|points| Setting::Points(item, points)));
        }
        settings.extend(self.tiebreaks.map(Setting::Tiebreaks));
        settings.extend(optional(self.currency).map(Setting::Currency));
        settings.extend(self.prizes_per_player.map(Setting::PrizesPerPlayer));
        settings.extend(self.prize_sharing.map(Setting::PrizeSharing));
        Ok(settings)
    }
}

pub fn run(args: SettingsArgs) -> Result<()> {
    let file = args.file.clone();
    let current = load(&file)?;
    let settings = args.settings(&current)?;
    if settings.is_empty() {
        print!("{}", listing(&current));
        return Ok(());
    }
    let edits: Vec<Edit> = settings.into_iter().map(Edit::Setting).collect();
    apply_edits(&file, |_| Ok(edits))?;
    Ok(())
}

/// Every setting, one a line, as `arbiter settings` without options prints them.
fn listing(t: &Tournament) -> String {
    let info = &t.info;
    let text = |value: &Option<String>| value.clone().unwrap_or_else(|| "-".into());
    let deputies: Vec<String> = info
        .deputy_arbiters
        .iter()
        .map(ToString::to_string)
        .collect();
    let mut lines = vec![
        format!("name            {}", info.name),
        format!("city            {}", text(&info.city)),
        format!("federation      {}", text(&info.federation)),
        format!("start date      {}", text(&info.start_date)),
        format!("end date        {}", text(&info.end_date)),
        format!(
            "chief arbiter   {}",
            text(&info.chief_arbiter.as_ref().map(ToString::to_string))
        ),
        format!("deputy arbiters {}", deputies.join("; ")),
        format!("time control    {}", text(&info.time_control)),
        format!("TRF 222         {}", text(&info.time_control_code)),
        format!("event code      {}", text(&info.event_code)),
        format!("rating list     {}", t.rating_list()),
        format!("round dates     {}", info.round_dates.join(", ")),
        format!("publish to      {}", text(&info.publish_dir)),
        format!(
            "publish norms   {}",
            if info.publish_norms { "yes" } else { "no" }
        ),
        format!("norm event      {}", info.norm_event),
        format!("rounds          {}", t.rounds_planned),
        format!("system          {}", t.system),
        format!(
            "editions        pairing {}, rating {}, tie-breaks {}",
            t.editions.pairing, t.editions.rating, t.editions.tiebreaks
        ),
        format!("initial colour  {}", t.initial_colour.name().to_lowercase()),
        format!("acceleration    {}", t.acceleration),
    ];
    if t.system == PairingSystem::RoundRobin {
        lines.push(format!("round robin     {}", t.round_robin.describe()));
    }
    for item in ScoreItem::ALL {
        lines.push(format!("{:<15} {}", item.name(), item.get(&t.scoring)));
    }
    let codes: Vec<String> = t.tiebreaks.iter().map(|tb| tb.code()).collect();
    lines.push(format!("tie-breaks      {}", codes.join(",")));
    let rules = &t.prize_rules;
    lines.push(format!("currency        {}", text(&rules.currency)));
    lines.push(format!("prizes/player   {}", rules.per_player));
    lines.push(format!("prize sharing   {}", rules.sharing));
    lines
        .iter()
        .map(|line| format!("{}\n", line.trim_end()))
        .collect()
}
