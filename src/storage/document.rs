//! The layout of a tournament file and its hand-written, stable TOML writer.
//!
//! ```toml
//! format_version = 1
//!
//! [tournament]
//! name = "Utrecht Open"
//! system = "double-swiss"
//! editions = { pairing = "2026", rating = "2024", tiebreaks = "2026" }
//! rating_list = "standard"
//! rounds = 7
//! round_dates = ["2026-02-07 14:00", "2026-02-08 10:00"]
//! publish_dir = "site"
//! publish_norms = true
//! norm_event = "zonal"
//! initial_colour = "white"
//! acceleration = "baku"
//! round_robin = { cycles = 2, double = "fide", numbers = "lots", seed = 42 }
//! tiebreaks = ["BH/C1", "BH", "SB", "DE"]
//! currency = "EUR"
//! prizes_per_player = "one"
//! prize_sharing = "split"
//!
//! [scoring]
//! win = 1.0
//! ...
//!
//! [[prizes]]
//! name = "Under 1800"
//! places = 3
//! rating_below = 1800
//! amounts = [300, 200, 100]
//!
//! [[players]]
//! tpn = 1
//! id = 3
//! name = "Carlsen, Magnus"
//! rating = 2830
//!
//! [[rounds]]
//! number = 1
//! pairings = [
//!   { board = 1, white = 1, black = 21, result = "1-0 1/2" },
//! ]
//! byes = [{ player = 41, kind = "pairing" }]
//! ```

use std::fmt::Write;

use serde::Deserialize;

use super::locate::{Locator, path_at};
use super::{FORMAT_VERSION, FileProblem};
use crate::model::text::printable;
use crate::model::{
    Acceleration, Arbiter, Colour, ColourPreferences, Editions, MatchPoints, NormEvent,
    PairingSystem, Player, PlayerId, Points, PrizeCategory, PrizeRules, PrizeSharing,
    PrizesPerPlayer, RatingList, RequestedBye, Round, RoundRobin, Scoring, SwissChoices, Team,
    TeamBye, TeamCompetition, TeamRound, TeamScore, TeamSystem, TeamTiebreak, Tiebreak, Tournament,
    TournamentInfo, colour_letters, colours_from_letters, validate,
};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Document {
    format_version: u32,
    tournament: TournamentSection,
    scoring: Option<Scoring>,
    #[serde(default)]
    prizes: Vec<PrizeCategory>,
    #[serde(default)]
    players: Vec<Player>,
    team_competition: Option<TeamSection>,
    #[serde(default)]
    teams: Vec<Team>,
    #[serde(default)]
    team_rounds: Vec<TeamRound>,
    #[serde(default)]
    rounds: Vec<Round>,
}

/// The `[team_competition]` section: a team competition's settings.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TeamSection {
    system: TeamSystem,
    boards: u32,
    #[serde(default)]
    match_points: MatchPoints,
    /// TRF-26 record 352's letters, `WBWB`.
    colours: Option<String>,
    bye: Option<TeamBye>,
    tiebreaks: Option<Vec<TeamTiebreak>>,
    /// A team Swiss's colour preferences (C.04.6 1.7), type A when not given.
    colour_preferences: Option<ColourPreferences>,
    /// A team Swiss's primary score (C.04.6 1.2), match points when not given.
    primary_score: Option<TeamScore>,
    /// Whether the other score decides the first-team (C.04.6 4.2.2), yes when not given.
    secondary_score: Option<bool>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TournamentSection {
    name: String,
    city: Option<String>,
    federation: Option<String>,
    start_date: Option<String>,
    end_date: Option<String>,
    chief_arbiter: Option<Arbiter>,
    #[serde(default)]
    deputy_arbiters: Vec<Arbiter>,
    time_control: Option<String>,
    time_control_code: Option<String>,
    imported_pairing_controller: Option<String>,
    event_code: Option<String>,
    rating_list: Option<RatingList>,
    unrated_rating: Option<u16>,
    system: PairingSystem,
    editions: Option<Editions>,
    rounds: u32,
    #[serde(default)]
    round_dates: Vec<String>,
    publish_dir: Option<String>,
    #[serde(default)]
    publish_norms: bool,
    #[serde(default)]
    norm_event: NormEvent,
    highest_player_id: Option<PlayerId>,
    initial_colour: Colour,
    #[serde(default)]
    acceleration: Acceleration,
    round_robin: Option<RoundRobin>,
    tiebreaks: Option<Vec<Tiebreak>>,
    currency: Option<String>,
    #[serde(default)]
    prizes_per_player: PrizesPerPlayer,
    #[serde(default)]
    prize_sharing: PrizeSharing,
}

/// The rounds of one `[[rounds]]` section, read on their own (see [`read_document`]).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RoundsOnly {
    rounds: Vec<Round>,
}

/// Reads the document section by section when it has the layout this program writes:
/// the TOML parser's working memory grows with the text it is given (about forty times
/// its size), so parsing each `[[rounds]]` section alone keeps a large open's peak
/// memory to that of its largest section. Any file this does not fit (another layout,
/// a section that fails to parse on its own) is read whole, which also gives the
/// located errors.
fn read_document(text: &str) -> Result<Document, toml::de::Error> {
    let mut starts: Vec<usize> = text
        .match_indices("\n[[rounds]]\n")
        .map(|(index, _)| index + 1)
        .collect();
    starts.push(text.len());
    let by_sections = || -> Option<Document> {
        let head = &text[..starts[0]];
        // A top-level `rounds = ...` beside the `[[rounds]]` sections is read whole,
        // where the parser refuses it (a TOML array is defined once).
        let top_level = head.lines().take_while(|line| !line.starts_with('['));
        if top_level
            .map(|line| line.trim_start())
            .any(|line| line.starts_with("rounds") || line.starts_with("\"rounds\""))
        {
            return None;
        }
        let mut document: Document = toml::from_str(head).ok()?;
        if !document.rounds.is_empty() {
            return None;
        }
        for section in starts.windows(2) {
            let part: RoundsOnly = toml::from_str(&text[section[0]..section[1]]).ok()?;
            document.rounds.extend(part.rounds);
        }
        Some(document)
    };
    match (starts.len() > 1).then(by_sections).flatten() {
        Some(document) => Ok(document),
        None => toml::from_str(text),
    }
}

pub fn parse(text: &str) -> Result<Tournament, Vec<FileProblem>> {
    let document: Document = read_document(text).map_err(|error| {
        let offset = error.span().map_or(0, |span| span.start);
        let (line, column) = Locator::new(text).line_and_column(offset);
        vec![FileProblem {
            line,
            column,
            field: printable(&path_at(text, offset).unwrap_or_default()),
            message: printable(error.message().trim()),
        }]
    })?;
    if document.format_version != FORMAT_VERSION {
        let (line, column) =
            Locator::new(text).place_of(&[crate::model::validate::PathStep::Key("format_version")]);
        return Err(vec![FileProblem {
            line,
            column,
            field: "format_version".into(),
            message: format!(
                "format version {} is not supported (this program reads version {FORMAT_VERSION})",
                document.format_version
            ),
        }]);
    }
    let teams = match document.team_competition {
        Some(settings) => Some(team_competition(
            text,
            settings,
            document.teams,
            document.team_rounds,
        )?),
        None => None,
    };
    let section = document.tournament;
    let mut rounds = document.rounds;
    let games = section.system.games_per_pairing();
    for pairing in rounds.iter_mut().flat_map(|r| r.pairings.iter_mut()) {
        if pairing.games.is_empty() {
            pairing.games = vec![crate::model::GameResult::Pending; games];
        }
    }
    let mut tournament = Tournament {
        info: TournamentInfo {
            name: section.name,
            city: section.city,
            federation: section.federation,
            start_date: section.start_date,
            end_date: section.end_date,
            chief_arbiter: section.chief_arbiter,
            deputy_arbiters: section.deputy_arbiters,
            time_control: section.time_control,
            time_control_code: section.time_control_code,
            imported_pairing_controller: section.imported_pairing_controller,
            event_code: section.event_code,
            rating_list: section.rating_list,
            unrated_rating: section.unrated_rating,
            round_dates: section.round_dates,
            publish_dir: section.publish_dir,
            publish_norms: section.publish_norms,
            norm_event: section.norm_event,
        },
        system: section.system,
        editions: section
            .editions
            .unwrap_or_else(|| Editions::founding(section.system)),
        rounds_planned: section.rounds,
        initial_colour: section.initial_colour,
        acceleration: section.acceleration,
        round_robin: section.round_robin.unwrap_or_default(),
        scoring: document
            .scoring
            .unwrap_or_else(|| Scoring::fide_default(section.system)),
        tiebreaks: section
            .tiebreaks
            .unwrap_or_else(|| crate::model::default_tiebreaks(section.system)),
        players: document.players,
        highest_player_id: section.highest_player_id,
        rounds,
        prizes: document.prizes,
        prize_rules: PrizeRules {
            currency: section.currency,
            per_player: section.prizes_per_player,
            sharing: section.prize_sharing,
        },
        teams,
    };
    tournament.normalise_texts();
    let errors = validate::validate(&tournament);
    if errors.is_empty() {
        return Ok(tournament);
    }
    let locator = Locator::new(text);
    let problems: Vec<FileProblem> = errors
        .into_iter()
        .map(|error| {
            let (line, column) = locator.place_of(&error.field.0);
            FileProblem {
                line,
                column,
                field: error.field.to_string(),
                message: error.message,
            }
        })
        .collect();
    Err(problems)
}

/// The team competition of a `[team_competition]` section, its `[[teams]]` and its
/// `[[team_rounds]]`.
fn team_competition(
    text: &str,
    settings: TeamSection,
    teams: Vec<Team>,
    rounds: Vec<TeamRound>,
) -> Result<TeamCompetition, Vec<FileProblem>> {
    let colours = match settings.colours.as_deref().map(colours_from_letters) {
        Some(Err(problem)) => {
            let key = |key| crate::model::validate::PathStep::Key(key);
            let (line, column) =
                Locator::new(text).place_of(&[key("team_competition"), key("colours")]);
            return Err(vec![FileProblem {
                line,
                column,
                field: "team_competition.colours".into(),
                message: problem.to_string(),
            }]);
        }
        Some(Ok(colours)) => colours,
        None => Vec::new(),
    };
    Ok(TeamCompetition {
        system: settings.system,
        boards: settings.boards,
        match_points: settings.match_points,
        colours,
        bye_points: settings.bye,
        tiebreaks: settings
            .tiebreaks
            .unwrap_or_else(|| vec![TeamTiebreak::MPvGP]),
        swiss: SwissChoices {
            preferences: settings.colour_preferences.unwrap_or_default(),
            primary: settings.primary_score.unwrap_or_default(),
            secondary: settings.secondary_score.unwrap_or(true),
        },
        teams,
        rounds,
    })
}

/// `byes = [{ round = 4, kind = "half" }]`: a player's or a team's requested byes, if
/// any.
fn requested_byes(out: &mut String, byes: &[RequestedBye]) {
    if byes.is_empty() {
        return;
    }
    let byes: Vec<String> = byes
        .iter()
        .map(|b| {
            format!(
                "{{ round = {}, kind = {} }}",
                b.round,
                quoted(&serialized(&b.kind))
            )
        })
        .collect();
    let _ = writeln!(out, "byes = [{}]", byes.join(", "));
}

/// A TOML string literal.
fn quoted(text: &str) -> String {
    toml::Value::String(text.to_string()).to_string()
}

/// A TOML float that shows the exact tenths: `1.0`, `0.5`.
fn decimal(points: Points) -> String {
    let text = points.to_string();
    if text.contains('.') {
        text
    } else {
        format!("{text}.0")
    }
}

fn optional(out: &mut String, key: &str, value: &Option<String>) {
    if let Some(value) = value {
        let _ = writeln!(out, "{key} = {}", quoted(value));
    }
}

/// `key = ["a", "b"]`, only when there is something in the list.
fn string_list(out: &mut String, key: &str, values: &[String]) {
    if !values.is_empty() {
        let quoted: Vec<String> = values.iter().map(|v| quoted(v)).collect();
        let _ = writeln!(out, "{key} = [{}]", quoted.join(", "));
    }
}

fn serialized<T: serde::Serialize>(value: &T) -> String {
    match toml::Value::try_from(value) {
        Ok(toml::Value::String(text)) => text,
        _ => String::new(),
    }
}

pub fn write(t: &Tournament) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "format_version = {FORMAT_VERSION}\n");
    out.push_str("[tournament]\n");
    let _ = writeln!(out, "name = {}", quoted(&t.info.name));
    optional(&mut out, "city", &t.info.city);
    optional(&mut out, "federation", &t.info.federation);
    optional(&mut out, "start_date", &t.info.start_date);
    optional(&mut out, "end_date", &t.info.end_date);
    let arbiters = |list: &[Arbiter]| list.iter().map(ToString::to_string).collect::<Vec<_>>();
    let chief = t.info.chief_arbiter.as_ref().map(ToString::to_string);
    optional(&mut out, "chief_arbiter", &chief);
    string_list(
        &mut out,
        "deputy_arbiters",
        &arbiters(&t.info.deputy_arbiters),
    );
    optional(&mut out, "time_control", &t.info.time_control);
    optional(&mut out, "time_control_code", &t.info.time_control_code);
    optional(
        &mut out,
        "imported_pairing_controller",
        &t.info.imported_pairing_controller,
    );
    optional(&mut out, "event_code", &t.info.event_code);
    if let Some(list) = t.info.rating_list {
        let _ = writeln!(out, "rating_list = {}", quoted(list.code()));
    }
    if let Some(rating) = t.info.unrated_rating {
        let _ = writeln!(out, "unrated_rating = {rating}");
    }
    let _ = writeln!(out, "system = {}", quoted(t.system.code()));
    let _ = writeln!(
        out,
        "editions = {{ pairing = {}, rating = {}, tiebreaks = {} }}",
        quoted(t.editions.pairing.year()),
        quoted(t.editions.rating.year()),
        quoted(t.editions.tiebreaks.year())
    );
    let _ = writeln!(out, "rounds = {}", t.rounds_planned);
    string_list(&mut out, "round_dates", &t.info.round_dates);
    optional(&mut out, "publish_dir", &t.info.publish_dir);
    if t.info.publish_norms {
        out.push_str("publish_norms = true\n");
    }
    if t.info.norm_event != NormEvent::Ordinary {
        let _ = writeln!(out, "norm_event = {}", quoted(t.info.norm_event.code()));
    }
    if let Some(id) = t.highest_player_id {
        let _ = writeln!(out, "highest_player_id = {id}");
    }
    let _ = writeln!(
        out,
        "initial_colour = {}",
        quoted(&serialized(&t.initial_colour))
    );
    if t.acceleration != Acceleration::None {
        let _ = writeln!(out, "acceleration = {}", quoted(t.acceleration.code()));
    }
    // A team round robin's cycles are kept here too (its individual system is Swiss).
    let team_round_robin = t
        .teams
        .as_ref()
        .is_some_and(|teams| teams.system == TeamSystem::RoundRobin);
    if t.system == PairingSystem::RoundRobin || team_round_robin {
        let settings = &t.round_robin;
        let seed = settings
            .seed
            .map_or(String::new(), |seed| format!(", seed = {seed}"));
        let _ = writeln!(
            out,
            "round_robin = {{ cycles = {}, double = {}, numbers = {}{seed} }}",
            settings.cycles,
            quoted(settings.double.code()),
            quoted(settings.numbers.code())
        );
    }
    let tiebreaks: Vec<String> = t
        .tiebreaks
        .iter()
        .map(|tb| quoted(&serialized(tb)))
        .collect();
    let _ = writeln!(out, "tiebreaks = [{}]", tiebreaks.join(", "));
    let rules = &t.prize_rules;
    optional(&mut out, "currency", &rules.currency);
    if rules.per_player != PrizesPerPlayer::default() {
        let _ = writeln!(
            out,
            "prizes_per_player = {}",
            quoted(&serialized(&rules.per_player))
        );
    }
    if rules.sharing != PrizeSharing::default() {
        let _ = writeln!(
            out,
            "prize_sharing = {}",
            quoted(&serialized(&rules.sharing))
        );
    }

    let s = &t.scoring;
    out.push_str("\n[scoring]\n");
    for (key, points) in [
        ("win", s.win),
        ("draw", s.draw),
        ("loss", s.loss),
        ("forfeit_win", s.forfeit_win),
        ("forfeit_loss", s.forfeit_loss),
        ("pairing_bye", s.pairing_bye),
        ("full_bye", s.full_bye),
        ("half_bye", s.half_bye),
        ("zero_bye", s.zero_bye),
    ] {
        let _ = writeln!(out, "{key} = {}", decimal(points));
    }

    for prize in &t.prizes {
        out.push_str("\n[[prizes]]\n");
        let _ = writeln!(out, "name = {}", quoted(&prize.name));
        let _ = writeln!(out, "places = {}", prize.places);
        for (key, rating) in [
            ("rating_from", prize.rating_from),
            ("rating_below", prize.rating_below),
        ] {
            if let Some(rating) = rating {
                let _ = writeln!(out, "{key} = {rating}");
            }
        }
        if prize.unrated {
            out.push_str("unrated = true\n");
        }
        optional(&mut out, "born_from", &prize.born_from);
        optional(&mut out, "born_until", &prize.born_until);
        if let Some(sex) = prize.sex {
            let _ = writeln!(out, "sex = {}", quoted(&serialized(&sex)));
        }
        optional(&mut out, "federation", &prize.federation);
        if !prize.amounts.is_empty() {
            let amounts: Vec<String> = prize.amounts.iter().map(u32::to_string).collect();
            let _ = writeln!(out, "amounts = [{}]", amounts.join(", "));
        }
    }

    for p in &t.players {
        out.push_str("\n[[players]]\n");
        let _ = writeln!(out, "tpn = {}", p.tpn);
        if let Some(id) = p.stable_id {
            let _ = writeln!(out, "id = {id}");
        }
        let _ = writeln!(out, "name = {}", quoted(&p.name));
        if let Some(id) = p.fide_id {
            let _ = writeln!(out, "fide_id = {id}");
        }
        if let Some(rating) = p.rating {
            let _ = writeln!(out, "rating = {rating}");
        }
        if let Some(title) = p.title {
            let _ = writeln!(out, "title = {}", quoted(title.code()));
        }
        optional(&mut out, "federation", &p.federation);
        if let Some(sex) = p.sex {
            let _ = writeln!(out, "sex = {}", quoted(&serialized(&sex)));
        }
        optional(&mut out, "birth_date", &p.birth_date);
        if let Some(round) = p.withdrawn_from {
            let _ = writeln!(out, "withdrawn_from = {round}");
        }
        requested_byes(&mut out, &p.byes);
        if !p.forbidden.is_empty() {
            let forbidden: Vec<String> = p.forbidden.iter().map(ToString::to_string).collect();
            let _ = writeln!(out, "forbidden = [{}]", forbidden.join(", "));
        }
        if let Some(games) = p.rated_games_before {
            let _ = writeln!(out, "rated_games_before = {games}");
        }
        if p.reached_2400 {
            out.push_str("reached_2400 = true\n");
        }
        if let Some(k) = p.k_factor {
            let _ = writeln!(out, "k_factor = {k}");
        }
        if !p.earlier_results.is_empty() {
            let results: Vec<String> = p
                .earlier_results
                .iter()
                .map(|r| {
                    format!(
                        "{{ games = {}, average_rating = {}, score = {} }}",
                        r.games,
                        r.average_rating,
                        decimal(r.score)
                    )
                })
                .collect();
            let _ = writeln!(out, "earlier_results = [{}]", results.join(", "));
        }
        if !p.virtual_points.is_empty() {
            let points: Vec<String> = p.virtual_points.iter().map(|&v| decimal(v)).collect();
            let _ = writeln!(out, "virtual_points = [{}]", points.join(", "));
        }
        if !p.adjustments.is_empty() {
            let adjustments: Vec<String> = p
                .adjustments
                .iter()
                .map(|a| {
                    let result = a
                        .result
                        .map(|r| format!(", result = \"{}\"", r.word()))
                        .unwrap_or_default();
                    format!(
                        "{{ round = {}, points = {}{result} }}",
                        a.round,
                        decimal(a.points)
                    )
                })
                .collect();
            let _ = writeln!(out, "adjustments = [{}]", adjustments.join(", "));
        }
    }

    if let Some(teams) = &t.teams {
        write_teams(&mut out, teams);
    }

    for round in &t.rounds {
        out.push_str("\n[[rounds]]\n");
        let _ = writeln!(out, "number = {}", round.number);
        out.push_str("pairings = [\n");
        for pairing in &round.pairings {
            let _ = write!(
                out,
                "  {{ board = {}, white = {}, black = {}",
                pairing.board, pairing.white, pairing.black
            );
            if pairing.games.iter().any(|g| !g.is_pending()) {
                let games: Vec<String> = pairing.games.iter().map(ToString::to_string).collect();
                let _ = write!(out, ", result = {}", quoted(&games.join(" ")));
            }
            out.push_str(" },\n");
        }
        out.push_str("]\n");
        let byes: Vec<String> = round
            .byes
            .iter()
            .map(|b| {
                format!(
                    "{{ player = {}, kind = {} }}",
                    b.player,
                    quoted(&serialized(&b.kind))
                )
            })
            .collect();
        let _ = writeln!(out, "byes = [{}]", byes.join(", "));
    }
    out
}

/// `[1, 2, 0, 4]`.
fn numbers(list: &[u32]) -> String {
    let numbers: Vec<String> = list.iter().map(u32::to_string).collect();
    format!("[{}]", numbers.join(", "))
}

/// The `[team_competition]` section, the `[[teams]]` and the `[[team_rounds]]`, before
/// the individual rounds (which [`read_document`] reads section by section).
fn write_teams(out: &mut String, teams: &TeamCompetition) {
    out.push_str("\n[team_competition]\n");
    let _ = writeln!(out, "system = {}", quoted(teams.system.code()));
    let _ = writeln!(out, "boards = {}", teams.boards);
    let points = &teams.match_points;
    let _ = writeln!(
        out,
        "match_points = {{ win = {}, draw = {}, loss = {} }}",
        decimal(points.win),
        decimal(points.draw),
        decimal(points.loss)
    );
    if !teams.colours.is_empty() {
        let _ = writeln!(out, "colours = {}", quoted(&colour_letters(&teams.colours)));
    }
    if let Some(bye) = teams.bye_points {
        let _ = writeln!(
            out,
            "bye = {{ match_points = {}, game_points = {} }}",
            decimal(bye.match_points),
            decimal(bye.game_points)
        );
    }
    let codes: Vec<String> = teams
        .tiebreaks
        .iter()
        .map(|tb| quoted(&tb.code()))
        .collect();
    let _ = writeln!(out, "tiebreaks = [{}]", codes.join(", "));
    let swiss = teams.swiss;
    if swiss.preferences != SwissChoices::DEFAULT.preferences {
        let _ = writeln!(
            out,
            "colour_preferences = {}",
            quoted(swiss.preferences.code())
        );
    }
    if swiss.primary != SwissChoices::DEFAULT.primary {
        let _ = writeln!(out, "primary_score = {}", quoted(swiss.primary.code()));
    }
    if swiss.secondary != SwissChoices::DEFAULT.secondary {
        let _ = writeln!(out, "secondary_score = {}", swiss.secondary);
    }
    for team in &teams.teams {
        out.push_str("\n[[teams]]\n");
        let _ = writeln!(out, "number = {}", team.number);
        let _ = writeln!(out, "name = {}", quoted(&team.name));
        optional(out, "short_name", &team.short_name);
        optional(out, "federation", &team.federation);
        let _ = writeln!(out, "roster = {}", numbers(&team.roster));
        requested_byes(out, &team.byes);
    }
    for round in &teams.rounds {
        out.push_str("\n[[team_rounds]]\n");
        let _ = writeln!(out, "number = {}", round.number);
        out.push_str("matches = [\n");
        for team_match in &round.matches {
            let _ = write!(
                out,
                "  {{ first = {}, second = {}",
                team_match.first, team_match.second
            );
            if team_match.lineups.iter().any(|lineup| !lineup.is_empty()) {
                let _ = write!(
                    out,
                    ", lineups = [{}, {}]",
                    numbers(&team_match.lineups[0]),
                    numbers(&team_match.lineups[1])
                );
            }
            if let Some(forfeit) = team_match.forfeit {
                let _ = write!(out, ", forfeit = {}", quoted(forfeit.code()));
            }
            out.push_str(" },\n");
        }
        out.push_str("]\n");
        if let Some(bye) = round.bye {
            let _ = writeln!(out, "bye = {bye}");
        }
        if !round.requested_byes.is_empty() {
            let byes: Vec<String> = round
                .requested_byes
                .iter()
                .map(|bye| {
                    format!(
                        "{{ team = {}, kind = {} }}",
                        bye.team,
                        quoted(bye.kind.word())
                    )
                })
                .collect();
            let _ = writeln!(out, "requested_byes = [{}]", byes.join(", "));
        }
    }
}
