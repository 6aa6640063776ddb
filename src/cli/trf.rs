//! `arbiter trf ...`: the pairing-engine command line, as JaVaFo and bbpPairings have it,
//! so arbiters and test harnesses can drive our engines with TRF files.
//!
//! Exit codes (as bbpPairings): 0 done (for `check`: every round identical), 1 no valid
//! pairing exists (for `check`: the file's pairings, or with `--standings` its points
//! or ranks, differ), 2 unexpected error (also: the system's engine is not available
//! yet), 3 invalid input, 5 file error.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Subcommand};
use serde::Deserialize;

use super::EditionArgs;
use crate::edit::team_simulation::{self, TeamSimulation};
use crate::edit::{EditError, TeamError};
use crate::model::{
    Acceleration, Colour, ColourPreferences, PairingEdition, PairingSystem, Points, Scoring,
    SwissChoices, TeamCompetition, TeamRound, TeamScore, TeamSystem, Tiebreak, Tournament,
};
use crate::pairing::simulate::{self, SimulationConfig, SimulationError};
use crate::pairing::team_swiss::{self, TeamPairing, TeamPairingRequest};
use crate::pairing::{self, PairingError, PairingRequest, checker};
use crate::standings::check::{RankCheck, StandingsCheck, check_standings};
use crate::storage::import;
use crate::trf;

pub const EXIT_OK: u8 = 0;
pub const EXIT_NO_VALID_PAIRING: u8 = 1;
pub const EXIT_UNEXPECTED: u8 = 2;
pub const EXIT_INVALID_INPUT: u8 = 3;
pub const EXIT_FILE_ERROR: u8 = 5;

#[derive(Subcommand, Debug)]
pub enum TrfCommand {
    /// Pair the next round of a TRF and print the pairing in the JaVaFo/bbpPairings
    /// format: the number of pairs, then `white black` per board, a bye as `player 0`.
    Pair {
        /// An individual system, or team-swiss (C.04.6: the pairs are teams); default:
        /// the one the file's 192 record names (none: the Dutch system, with a warning).
        #[arg(long)]
        system: Option<TrfSystem>,
        /// The edition of the system's rules (default: the one the file's 192 record
        /// names, e.g. FIDE_DUTCH_2026; plain FIDE_DUTCH is the oldest).
        #[arg(long)]
        edition: Option<PairingEdition>,
        input: PathBuf,
        /// Write the pairing to this file instead of the standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// Re-pair every round of a TRF from the rounds before it and report each difference
    /// from the file's pairing; with --standings also recompute the standings and report
    /// each difference from the points and ranks of the file (exit code 0 only when all
    /// agree).
    Check {
        /// An individual system, or team-swiss (default as for `pair`).
        #[arg(long)]
        system: Option<TrfSystem>,
        /// The edition of the system's rules (default as for `pair`).
        #[arg(long)]
        edition: Option<PairingEdition>,
        /// Also check the standings: the points and ranks of the 001 records against
        /// those computed with the file's tie-breaks (202/212) after the rounds paired.
        #[arg(long)]
        standings: bool,
        input: PathBuf,
    },
    /// Generate a random tournament, paired round by round by our engine, as a TRF.
    // Boxed: its many settings would make every command as large.
    Generate(Box<GenerateArgs>),
    /// Create a tournament file from a TRF (of this or another program), listing what was
    /// read differently from the file.
    Import {
        input: PathBuf,
        /// The tournament file to create (default: the TRF's name with .toml).
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// The pairing system, when the TRF has no 192 record (or to override it).
        #[arg(long)]
        system: Option<PairingSystem>,
        /// The editions of the regulations (default: the pairing edition a dated 192
        /// code names, e.g. FIDE_DUTCH_2025, else those in force on the file's dates:
        /// 042, 052 or 132).
        #[command(flatten)]
        editions: EditionArgs,
        /// Overwrite an existing tournament file.
        #[arg(long)]
        force: bool,
    },
    /// Write a tournament file as a TRF (for the rating officer, or another program):
    /// TRF-26, or an older dialect for a program that reads only that.
    Export {
        input: PathBuf,
        /// Write to this file instead of the standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
        #[command(flatten)]
        dialect: DialectArg,
    },
}

/// `--dialect`, the records of a TRF written: one option for `arbiter trf export` and
/// `arbiter export --what trf`.
#[derive(Args, Copy, Clone, Debug, Default)]
pub struct DialectArg {
    /// The records of the TRF written (TRF-26 unless asked). Every dialect has TRF-16's
    /// 012-132 and 001 (the next round's requested byes and withdrawals in the player
    /// columns).
    #[arg(long, value_enum, default_value_t)]
    pub dialect: trf::Dialect,
}

#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// A configuration file (TOML) with the settings below, named as the flags are
    /// (`players = 40`, `draw-rate = 0.3`...), as FIDE's random tournament generator
    /// takes one (docs/trf.md has an example); a flag given overrides the file. A
    /// setting given neither way has the generator's default (docs/trf.md).
    #[arg(long)]
    config: Option<PathBuf>,
    #[command(flatten)]
    settings: GeneratorSettings,
    #[command(flatten)]
    round_robin: super::RoundRobinArgs,
    /// The TRF to write.
    #[arg(short, long)]
    output: PathBuf,
}

/// Defines [`GeneratorSettings`], each field an optional flag and a key of the
/// configuration file, and [`GeneratorSettings::or`].
macro_rules! generator_settings {
    ($($(#[$doc:meta])* $field:ident: $type:ty,)+) => {
        /// The settings of the random tournament generator, from the command line or a
        /// configuration file; one not given is [`SimulationConfig::new`]'s default.
        #[derive(Args, Clone, Debug, Default, Deserialize)]
        #[serde(deny_unknown_fields, rename_all = "kebab-case")]
        pub struct GeneratorSettings {
            $($(#[$doc])* #[arg(long)] $field: Option<$type>,)+
        }

        impl GeneratorSettings {
            /// Each setting given here, else the one `file` gives.
            fn or(self, file: GeneratorSettings) -> GeneratorSettings {
                GeneratorSettings {
                    $($field: self.$field.or(file.$field),)+
                }
            }
        }
    };
}

generator_settings! {
    /// The pairing system (needed): an individual system, or team-swiss (with teams and
    /// boards).
    system: TrfSystem,
    /// The edition of the system's rules (default: the oldest arbiter implements).
    edition: PairingEdition,
    /// The accelerated pairing method: none or baku (the Swiss systems of 2026: Dutch,
    /// Dubov, Burstein, Double-Swiss; the file gets `192 FIDE_DUTCH_2025_BAKU`,
    /// `FIDE_DUBOV_BAKU`, `FIDE_BURSTEIN_BAKU` or `FIDE_DOUBLESWISS_BAKU` and the virtual
    /// points as `250` records; a team Swiss with match points primary, C.04.7 1.4.4,
    /// gets `192 FIDE_TEAM_..._BAKU`).
    acceleration: Acceleration,
    /// Players, late entries included (needed by an individual system).
    players: u32,
    /// Teams (team-swiss), each of `boards` players and a reserve.
    teams: u32,
    /// Boards of a match (team-swiss).
    boards: u32,
    /// Colour preferences of the team Swiss (C.04.6 1.7): type-a (the default), type-b
    /// or none.
    colour_preferences: ColourPreferences,
    /// Primary score of the team Swiss (C.04.6 1.2): match-points (the default) or
    /// game-points.
    primary_score: TeamScore,
    /// Whether the team Swiss uses the other score for colours (C.04.6 4.2.2; default
    /// true).
    secondary_score: bool,
    /// Rounds declared (matches, in Double-Swiss; needed but in a round robin, whose
    /// rounds follow from the players and cycles).
    rounds: u32,
    /// Rounds to pair and play (default: all); fewer leaves the next round to pair.
    rounds_played: u32,
    /// The seed of the random draws (needed): the same seed, the same tournament.
    seed: u64,
    /// The lowest rating drawn.
    lowest_rating: u16,
    /// The highest rating drawn.
    highest_rating: u16,
    /// Probability that a player is unrated.
    unrated_rate: f64,
    /// Probability of a draw between players of equal strength.
    draw_rate: f64,
    /// Probability that a game played ends with an unusual score, ½-0, 0-½ or 0-0 (as
    /// after a penalty), each as likely.
    unusual_rate: f64,
    /// Probability that a player does not appear for a game (a team's board left empty).
    forfeit_rate: f64,
    /// Pairings of each round forfeited by one of their players (drawn at random).
    forfeits_per_round: u32,
    /// Double-Swiss: probability that a player does not appear for a whole match; team
    /// Swiss: that a match is forfeited as a whole.
    match_forfeit_rate: f64,
    /// Probability that a player requests a bye for a round.
    bye_rate: f64,
    /// Players who request a bye for each round (drawn at random), besides bye-rate's.
    byes_per_round: u32,
    /// Probability that a requested bye is a full-point bye (else half- or zero-point,
    /// each as likely).
    full_bye_rate: f64,
    /// Probability that a player withdraws after a round.
    withdraw_rate: f64,
    /// Players who enter after round 1.
    late_entries: u32,
    /// The tie-breaks written in record 202, comma-separated MTB26 descriptors
    /// (BH/C1,BH,SB; default: the system's).
    #[arg(value_delimiter = ',')]
    tiebreaks: Vec<Tiebreak>,
    /// Points for a win (default: the system's scoring, as the other points).
    win: Points,
    /// Points for a draw.
    draw: Points,
    /// Points for a loss.
    loss: Points,
    /// Points for a win by forfeit.
    forfeit_win: Points,
    /// Points for a loss by forfeit.
    forfeit_loss: Points,
    /// Points for the pairing-allocated bye.
    pairing_bye: Points,
    /// Points for a full-point bye.
    full_bye: Points,
    /// Points for a half-point bye.
    half_bye: Points,
    /// Points for a zero-point bye.
    zero_bye: Points,
}

/// Runs a `trf` subcommand and returns the process exit code.
pub fn run(command: TrfCommand) -> ExitCode {
    let status = execute(
        command,
        &mut std::io::stdout().lock(),
        &mut std::io::stderr().lock(),
    );
    ExitCode::from(status)
}

/// Runs a `trf` subcommand writing to `out` and `err`; returns the exit code.
pub fn execute(command: TrfCommand, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let result = match command {
        TrfCommand::Pair {
            system,
            edition,
            input,
            output,
        } => match load_to_pair(system, edition, &input, err) {
            Ok(ToPair::TeamSwiss(tournament)) => team_pair(&tournament, output.as_deref(), out),
            Ok(ToPair::Individual(import)) => pair(&import.tournament, output.as_deref(), out),
            Err(failure) => Err(failure),
        },
        TrfCommand::Check {
            system,
            edition,
            standings,
            input,
        } => match load_to_pair(system, edition, &input, err) {
            Ok(ToPair::TeamSwiss(tournament)) => team_check(&tournament, out),
            Ok(ToPair::Individual(import)) => check(import, standings, out),
            Err(failure) => Err(failure),
        },
        TrfCommand::Generate(args) => generate(&args, out),
        TrfCommand::Import {
            input,
            output,
            system,
            editions,
            force,
        } => import(
            &input,
            output.as_deref(),
            editions.read_choices(system),
            force,
            out,
            err,
        ),
        TrfCommand::Export {
            input,
            output,
            dialect,
        } => export(&input, output.as_deref(), dialect.dialect, out, err),
    };
    match result {
        Ok(status) => status,
        Err(Failure { status, message }) => {
            let _ = writeln!(err, "error: {message}");
            status
        }
    }
}

/// Why a command stopped, and its exit code.
struct Failure {
    status: u8,
    message: String,
}

fn failure(status: u8, message: impl Into<String>) -> Failure {
    Failure {
        status,
        message: message.into(),
    }
}

/// A TRF read to pair or check: an individual tournament, or a team Swiss.
enum ToPair {
    Individual(trf::TrfImport),
    TeamSwiss(Tournament),
}

/// Reads a TRF to pair or check by `system` (default: the one its 192 record names, a
/// team Swiss when it has teams) and `edition` of its rules.
fn load_to_pair(
    system: Option<TrfSystem>,
    edition: Option<PairingEdition>,
    path: &Path,
    err: &mut dyn Write,
) -> Result<ToPair, Failure> {
    match system {
        Some(TrfSystem::TeamSwiss) => load_team_swiss(path, err).map(ToPair::TeamSwiss),
        Some(TrfSystem::Individual(system)) => {
            load(Some(system), edition, path, err).map(ToPair::Individual)
        }
        None => {
            let import = load(None, edition, path, err)?;
            Ok(match &import.tournament.teams {
                Some(teams) if teams.system == TeamSystem::Swiss => {
                    ToPair::TeamSwiss(import.tournament)
                }
                _ => ToPair::Individual(import),
            })
        }
    }
}

/// Reads a TRF for `system` (default: the one its 192 record names) paired by `edition`
/// of its rules (default: the one the file names, or the one in force on its dates),
/// printing what in it was read differently or not kept.
fn load(
    system: Option<PairingSystem>,
    edition: Option<PairingEdition>,
    path: &Path,
    err: &mut dyn Write,
) -> Result<trf::TrfImport, Failure> {
    let no_such_edition = |system: PairingSystem, edition: PairingEdition| {
        failure(
            EXIT_INVALID_INPUT,
            format!(
                "the {system} system has no edition {edition} (arbiter has {})",
                system.edition_list()
            ),
        )
    };
    if let Some((system, edition)) = system.zip(edition).filter(|(s, e)| !s.has_edition(*e)) {
        return Err(no_such_edition(system, edition));
    }
    let choices = trf::ReadChoices {
        system,
        pairing: edition,
        ..trf::ReadChoices::default()
    };
    let import = import::read_file(path, choices).map_err(import_failure)?;
    let read = import.tournament.system;
    if let Some(edition) = edition.filter(|e| !read.has_edition(*e)) {
        return Err(no_such_edition(read, edition));
    }
    print_warnings(path, &import.warnings, err);
    Ok(import)
}

fn import_failure(error: import::ImportError) -> Failure {
    match error {
        import::ImportError::Invalid { path, problems } => {
            failure(EXIT_INVALID_INPUT, problems_message(&path, &problems))
        }
        exists @ import::ImportError::Exists { .. } => failure(
            EXIT_FILE_ERROR,
            format!("{exists} (use --force to overwrite it)"),
        ),
        other => failure(EXIT_FILE_ERROR, other.to_string()),
    }
}

/// What was read differently from the file or not kept, in one list.
fn print_warnings(path: &Path, warnings: &[trf::TrfWarning], err: &mut dyn Write) {
    match warnings {
        [] => {}
        [warning] => {
            let _ = writeln!(err, "warning: {}: {warning}", path.display());
        }
        warnings => {
            let _ = writeln!(
                err,
                "warning: {}: {} things were read differently from the file or not kept:",
                path.display(),
                warnings.len()
            );
            for warning in warnings {
                let _ = writeln!(err, "  {warning}");
            }
        }
    }
}

/// The problems of a file that cannot be read: one on the line, or a count and one per
/// line below it.
fn problems_message(path: &Path, errors: &trf::TrfErrors) -> String {
    match errors.errors.as_slice() {
        [error] => format!("{}: {error}", path.display()),
        all => {
            let count = if errors.truncated {
                format!("more than {}", all.len())
            } else {
                all.len().to_string()
            };
            let mut message = format!("{}: {count} problems:", path.display());
            for error in all {
                message.push_str(&format!("\n  {error}"));
            }
            message
        }
    }
}

fn pairing_failure(error: PairingError) -> Failure {
    let status = match error {
        PairingError::NoLegalPairing { .. } => EXIT_NO_VALID_PAIRING,
        PairingError::SystemUnavailable(_) | PairingError::Internal { .. } => EXIT_UNEXPECTED,
        PairingError::NotReady { .. }
        | PairingError::Acceleration { .. }
        | PairingError::Numbering(_) => EXIT_INVALID_INPUT,
    };
    failure(status, error.to_string())
}

fn write_file(path: &Path, text: &str) -> Result<(), Failure> {
    crate::files::replace(path, text.as_bytes(), None).map_err(|e| {
        failure(
            EXIT_FILE_ERROR,
            format!("{}: cannot write the file: {e}", path.display()),
        )
    })
}

fn pair(
    tournament: &Tournament,
    output: Option<&Path>,
    out: &mut dyn Write,
) -> Result<u8, Failure> {
    pairing::check_ready(tournament).map_err(pairing_failure)?;
    let pairing =
        pairing::pair(&PairingRequest::next_round(tournament)).map_err(pairing_failure)?;
    write_pairing(&checker::pairing_output(&pairing), output, out)
}

/// Writes the pairing to `output`, or to the standard output.
fn write_pairing(text: &str, output: Option<&Path>, out: &mut dyn Write) -> Result<u8, Failure> {
    match output {
        Some(path) => write_file(path, text)?,
        None => out
            .write_all(text.as_bytes())
            .map_err(|e| failure(EXIT_FILE_ERROR, format!("cannot write the pairing: {e}")))?,
    }
    Ok(EXIT_OK)
}

fn check(import: trf::TrfImport, standings: bool, out: &mut dyn Write) -> Result<u8, Failure> {
    let tournament = import.tournament;
    let checks = checker::check_rounds(&tournament, pairing::pair).map_err(pairing_failure)?;
    let pairings = report_checks(&checks, out);
    let standings_agree =
        !standings || report_standings(&check_standings(&tournament, &import.stated), out);
    Ok(match standings_agree {
        true => pairings,
        false => EXIT_NO_VALID_PAIRING,
    })
}

/// Prints each round's differences; the exit code: 0 only when every round is identical.
fn report_checks(checks: &[checker::RoundCheck], out: &mut dyn Write) -> u8 {
    let mut identical = true;
    for check in checks {
        if check.differences.is_empty() {
            let _ = writeln!(out, "round {}: identical", check.round);
            continue;
        }
        identical = false;
        let _ = writeln!(
            out,
            "round {}: {} difference(s)",
            check.round,
            check.differences.len()
        );
        for difference in &check.differences {
            let _ = writeln!(out, "  {difference}");
        }
    }
    if identical {
        EXIT_OK
    } else {
        EXIT_NO_VALID_PAIRING
    }
}

/// Writes the standings check; whether the file and arbiter agree.
fn report_standings(check: &StandingsCheck, out: &mut dyn Write) -> bool {
    let tiebreaks: Vec<String> = check.standings.criteria.iter().map(|c| c.label()).collect();
    let _ = writeln!(
        out,
        "standings after round {} (tie-breaks {}; {}):",
        check.standings.after_round,
        if tiebreaks.is_empty() {
            "none".to_string()
        } else {
            tiebreaks.join(",")
        },
        check.standings.edition.title()
    );
    let _ = match check.points_unfilled {
        true => writeln!(
            out,
            "  points: not checked, the file's points column is 0.0 for every player (left unfilled)"
        ),
        false => writeln!(
            out,
            "  points: {} of {} as the file states",
            check.points.1, check.points.0
        ),
    };
    let _ = match check.ranks_by {
        RankCheck::StartingRanks => writeln!(
            out,
            "  ranks: not checked, the file's rank column repeats the starting ranks"
        ),
        RankCheck::ByTiebreaks => writeln!(
            out,
            "  ranks: {} of {} as the file states",
            check.ranks.1, check.ranks.0
        ),
        RankCheck::ByPoints => writeln!(
            out,
            "  ranks: {} of {} as the file states by the points alone (the file names no tie-breaks, 202/212)",
            check.ranks.1, check.ranks.0
        ),
    };
    for difference in &check.differences {
        let _ = writeln!(out, "  {difference}");
    }
    check.differences.is_empty()
}

/// The settings of the flags, else of the configuration file.
fn generator_settings(args: &GenerateArgs) -> Result<GeneratorSettings, Failure> {
    let from_flags = args.settings.clone();
    let Some(path) = &args.config else {
        return Ok(from_flags);
    };
    let text = std::fs::read_to_string(path).map_err(|e| {
        failure(
            EXIT_FILE_ERROR,
            format!("{}: cannot read the configuration: {e}", path.display()),
        )
    })?;
    let file: GeneratorSettings = toml::from_str(&text).map_err(|e| {
        failure(
            EXIT_INVALID_INPUT,
            format!("{}: {}", path.display(), e.message()),
        )
    })?;
    Ok(from_flags.or(file))
}

fn generate(args: &GenerateArgs, out: &mut dyn Write) -> Result<u8, Failure> {
    let invalid = |message: String| Err(failure(EXIT_INVALID_INPUT, message));
    let settings = generator_settings(args)?;
    let needed = |what: &str| {
        failure(
            EXIT_INVALID_INPUT,
            format!("--{what}: the {what} setting is needed (a flag or a key of --config)"),
        )
    };
    let system = match settings.system.ok_or_else(|| needed("system"))? {
        TrfSystem::TeamSwiss => return team_generate(&settings, &args.output, out),
        TrfSystem::Individual(system) => system,
    };
    let players = settings.players.ok_or_else(|| needed("players"))?;
    let seed = settings.seed.ok_or_else(|| needed("seed"))?;
    if players > trf::MAX_PLAYERS {
        return invalid(format!(
            "{players} players: a TRF holds at most {}",
            trf::MAX_PLAYERS
        ));
    }
    // C.04.1 b: two players meet at most once, so no tournament a TRF can hold has more
    // rounds than its largest field has opponents for a player.
    let max_rounds = trf::MAX_PLAYERS - 1;
    let round_robin = args.round_robin.settings();
    let rounds = match (settings.rounds, system) {
        (Some(rounds), _) => rounds,
        (None, PairingSystem::RoundRobin) => round_robin.rounds(players),
        (None, _) => return Err(needed("rounds")),
    };
    if rounds > max_rounds {
        return invalid(format!(
            "{rounds} rounds: a TRF tournament has at most {max_rounds} (a player meets each of at most {max_rounds} opponents once)",
        ));
    }
    let defaults = SimulationConfig::new(system, players, rounds, seed);
    let ratings = settings.lowest_rating.unwrap_or(*defaults.ratings.start())
        ..=settings.highest_rating.unwrap_or(*defaults.ratings.end());
    let scoring = &defaults.scoring;
    let scoring = Scoring {
        win: settings.win.unwrap_or(scoring.win),
        draw: settings.draw.unwrap_or(scoring.draw),
        loss: settings.loss.unwrap_or(scoring.loss),
        forfeit_win: settings.forfeit_win.unwrap_or(scoring.forfeit_win),
        forfeit_loss: settings.forfeit_loss.unwrap_or(scoring.forfeit_loss),
        pairing_bye: settings.pairing_bye.unwrap_or(scoring.pairing_bye),
        full_bye: settings.full_bye.unwrap_or(scoring.full_bye),
        half_bye: settings.half_bye.unwrap_or(scoring.half_bye),
        zero_bye: settings.zero_bye.unwrap_or(scoring.zero_bye),
    };
    let config = SimulationConfig {
        edition: settings.edition.unwrap_or(defaults.edition),
        acceleration: settings.acceleration.unwrap_or(defaults.acceleration),
        round_robin,
        rounds_played: settings.rounds_played.unwrap_or(defaults.rounds_played),
        draw_rate: settings.draw_rate.unwrap_or(defaults.draw_rate),
        unusual_rate: settings.unusual_rate.unwrap_or(defaults.unusual_rate),
        forfeit_rate: settings.forfeit_rate.unwrap_or(defaults.forfeit_rate),
        forfeits_per_round: settings
            .forfeits_per_round
            .unwrap_or(defaults.forfeits_per_round),
        match_forfeit_rate: settings
            .match_forfeit_rate
            .unwrap_or(defaults.match_forfeit_rate),
        bye_rate: settings.bye_rate.unwrap_or(defaults.bye_rate),
        byes_per_round: settings.byes_per_round.unwrap_or(defaults.byes_per_round),
        full_bye_rate: settings.full_bye_rate.unwrap_or(defaults.full_bye_rate),
        withdraw_rate: settings.withdraw_rate.unwrap_or(defaults.withdraw_rate),
        late_entries: settings.late_entries.unwrap_or(defaults.late_entries),
        unrated_rate: settings.unrated_rate.unwrap_or(defaults.unrated_rate),
        ratings,
        scoring,
        tiebreaks: settings
            .tiebreaks
            .clone()
            .unwrap_or(defaults.tiebreaks.clone()),
        ..defaults
    };
    let tournament = simulate::simulate(&config).map_err(|e| match e {
        SimulationError::InvalidConfig(_) => failure(EXIT_INVALID_INPUT, e.to_string()),
        SimulationError::WrongPairing { .. } => failure(EXIT_UNEXPECTED, e.to_string()),
        SimulationError::Pairing { source, round } => {
            let failed = pairing_failure(source);
            failure(
                failed.status,
                format!("pairing round {round} failed: {}", failed.message),
            )
        }
    })?;
    let text = trf::write(&tournament).map_err(|e| failure(EXIT_UNEXPECTED, e.to_string()))?;
    write_file(&args.output, &text)?;
    let _ = writeln!(
        out,
        "{}: {} players, {} of {} rounds",
        args.output.display(),
        tournament.players.len(),
        tournament.rounds_paired(),
        tournament.rounds_planned
    );
    Ok(EXIT_OK)
}

/// `--system`: an individual pairing system, or `team-swiss` (C.04.6).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub enum TrfSystem {
    Individual(PairingSystem),
    TeamSwiss,
}

impl std::str::FromStr for TrfSystem {
    type Err = crate::model::ParseError;

    fn from_str(text: &str) -> Result<TrfSystem, Self::Err> {
        if text.trim().eq_ignore_ascii_case("team-swiss") {
            return Ok(TrfSystem::TeamSwiss);
        }
        text.parse().map(TrfSystem::Individual)
    }
}

impl TryFrom<String> for TrfSystem {
    type Error = crate::model::ParseError;

    fn try_from(text: String) -> Result<TrfSystem, Self::Error> {
        text.parse()
    }
}

/// Reads a team Swiss's TRF (its record 192 gives the colour preferences and scores).
fn load_team_swiss(path: &Path, err: &mut dyn Write) -> Result<Tournament, Failure> {
    let import = import::read_file(path, trf::ReadChoices::default()).map_err(import_failure)?;
    print_warnings(path, &import.warnings, err);
    let tournament = import.tournament;
    match &tournament.teams {
        Some(teams) if teams.system == TeamSystem::Swiss => Ok(tournament),
        _ => Err(failure(
            EXIT_INVALID_INPUT,
            format!(
                "{}: not a team Swiss (record 192 FIDE_TEAM...)",
                path.display()
            ),
        )),
    }
}

/// The `white black` pairs of a team round (the team with White on board 1 first) and
/// its bye.
fn team_pairs(teams: &TeamCompetition, round: &TeamRound) -> Vec<(u32, u32)> {
    round
        .matches
        .iter()
        .map(|m| match teams.first_team_colour(1) {
            Colour::White => (m.first, m.second),
            Colour::Black => (m.second, m.first),
        })
        .collect()
}

fn engine_pairs(pairing: &TeamPairing) -> Vec<(u32, u32)> {
    pairing.matches.iter().map(|m| (m.white, m.black)).collect()
}

fn team_pair(
    tournament: &Tournament,
    output: Option<&Path>,
    out: &mut dyn Write,
) -> Result<u8, Failure> {
    let teams = tournament.teams.as_ref().expect("a team Swiss");
    let round = teams.rounds.len() as u32 + 1;
    let pairing = team_swiss::pair(&TeamPairingRequest::for_round(tournament, teams, round))
        .map_err(pairing_failure)?;
    let text = checker::pairs_output(&engine_pairs(&pairing), pairing.bye);
    write_pairing(&text, output, out)
}

/// Re-pairs every round of a team Swiss from the rounds before it; the teams paired are
/// those the file pairs that round (with its bye).
fn team_check(tournament: &Tournament, out: &mut dyn Write) -> Result<u8, Failure> {
    let teams = tournament.teams.as_ref().expect("a team Swiss");
    let mut checks = Vec::new();
    for round in &teams.rounds {
        let request = TeamPairingRequest::for_teams(tournament, teams, round.number, |number| {
            round.match_of(number).is_some() || round.bye == Some(number)
        });
        let file_pairs = team_pairs(teams, round);
        let differences = match team_swiss::pair(&request) {
            Ok(pairing) => checker::compare(
                (&file_pairs, round.bye),
                (&engine_pairs(&pairing), pairing.bye),
            ),
            Err(PairingError::NoLegalPairing { reason, .. }) => {
                vec![checker::Difference::NoLegalPairing(reason)]
            }
            Err(other) => return Err(pairing_failure(other)),
        };
        checks.push(checker::RoundCheck {
            round: round.number,
            differences,
        });
    }
    Ok(report_checks(&checks, out))
}

fn team_generate(
    settings: &GeneratorSettings,
    output: &Path,
    out: &mut dyn Write,
) -> Result<u8, Failure> {
    let invalid = |message: &str| failure(EXIT_INVALID_INPUT, message.to_string());
    let teams = settings
        .teams
        .ok_or_else(|| invalid("--teams: the number of teams is needed"))?;
    let boards = settings
        .boards
        .ok_or_else(|| invalid("--boards: the boards of a match are needed"))?;
    let rounds = settings
        .rounds
        .ok_or_else(|| invalid("--rounds: the number of rounds is needed"))?;
    let seed = settings
        .seed
        .ok_or_else(|| invalid("--seed: the seed is needed"))?;
    if teams < 2 || boards == 0 || rounds == 0 || rounds >= teams {
        return Err(invalid(
            "a team Swiss needs 2 teams or more, 1 board or more, and fewer rounds than teams",
        ));
    }
    if teams * (boards + 1) > trf::MAX_PLAYERS {
        return Err(invalid("too many players for a TRF"));
    }
    let defaults = SimulationConfig::new(PairingSystem::Dutch, teams * (boards + 1), rounds, seed);
    let config = TeamSimulation {
        games: SimulationConfig {
            rounds_played: settings.rounds_played.unwrap_or(rounds).min(rounds),
            draw_rate: settings.draw_rate.unwrap_or(defaults.draw_rate),
            forfeit_rate: settings.forfeit_rate.unwrap_or(defaults.forfeit_rate),
            match_forfeit_rate: settings
                .match_forfeit_rate
                .unwrap_or(defaults.match_forfeit_rate),
            withdraw_rate: settings.withdraw_rate.unwrap_or(defaults.withdraw_rate),
            unrated_rate: settings.unrated_rate.unwrap_or(defaults.unrated_rate),
            acceleration: settings.acceleration.unwrap_or(defaults.acceleration),
            ..defaults
        },
        teams,
        boards,
        choices: SwissChoices {
            preferences: settings
                .colour_preferences
                .unwrap_or(ColourPreferences::TypeA),
            primary: settings.primary_score.unwrap_or_default(),
            secondary: settings.secondary_score.unwrap_or(true),
        },
    };
    let tournament = team_simulation::simulate(&config).map_err(|e| match e {
        EditError::Team(TeamError::Pairing(source)) => pairing_failure(source),
        refused @ EditError::Invalid(_) => failure(EXIT_INVALID_INPUT, refused.to_string()),
        other => failure(EXIT_UNEXPECTED, other.to_string()),
    })?;
    let text = trf::write(&tournament).map_err(|e| failure(EXIT_UNEXPECTED, e.to_string()))?;
    write_file(output, &text)?;
    let _ = writeln!(
        out,
        "{}: {teams} teams on {boards} boards, {} of {} rounds",
        output.display(),
        tournament.rounds_paired(),
        tournament.rounds_planned
    );
    Ok(EXIT_OK)
}

fn import(
    input: &Path,
    output: Option<&Path>,
    choices: trf::ReadChoices,
    force: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, Failure> {
    let output = output.map_or_else(|| import::tournament_path_for(input), Path::to_path_buf);
    let import = import::import_file(input, &output, choices, force).map_err(import_failure)?;
    print_warnings(input, &import.warnings, err);
    let tournament = import.tournament;
    let editions = tournament.editions;
    let basis = match &import.editions_date {
        Some(date) => format!("in force on {date}, the file's date"),
        None => "the file has no date: the oldest arbiter implements".to_string(),
    };
    // A team competition is paired by its team system (named in `kind`), never by the
    // individual engine whose edition the file also records.
    let (kind, pairing, edition_flags) = match &tournament.teams {
        Some(teams) => (
            format!(
                "team {} of {} teams on {} boards",
                teams.system,
                teams.teams.len(),
                teams.boards
            ),
            String::new(),
            "--rating-edition and --tiebreak-edition choose others",
        ),
        None => (
            format!("{} tournament", tournament.system),
            format!("pairing {}, ", editions.pairing),
            "--edition, --rating-edition and --tiebreak-edition choose others",
        ),
    };
    let _ = writeln!(
        out,
        "created {} from {}: {kind}, {} players, {} of {} rounds paired\n\
         editions: {pairing}rating {}, tie-breaks {} ({basis}; {edition_flags})",
        output.display(),
        input.display(),
        tournament.players.len(),
        tournament.rounds_paired(),
        tournament.rounds_planned,
        editions.rating,
        editions.tiebreaks,
    );
    if let Some(controller) = &tournament.info.imported_pairing_controller {
        let _ = writeln!(
            out,
            "paired by {controller} until now (record 182); arbiter pairs it from here on"
        );
    }
    Ok(EXIT_OK)
}

fn export(
    input: &Path,
    output: Option<&Path>,
    dialect: trf::Dialect,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, Failure> {
    let tournament = crate::storage::load(input).map_err(|e| {
        let status = match e {
            crate::storage::StorageError::Invalid { .. } => EXIT_INVALID_INPUT,
            _ => EXIT_FILE_ERROR,
        };
        failure(status, e.to_string())
    })?;
    let text = trf::write_dialect(&tournament, dialect)
        .map_err(|e| failure(EXIT_INVALID_INPUT, e.to_string()))?;
    for warning in trf::write_warnings(&tournament) {
        let _ = writeln!(err, "warning: {warning}");
    }
    match output {
        Some(path) => {
            write_file(path, &text)?;
            let _ = writeln!(out, "wrote {}", path.display());
        }
        None => out
            .write_all(text.as_bytes())
            .map_err(|e| failure(EXIT_FILE_ERROR, format!("cannot write the TRF: {e}")))?,
    }
    Ok(EXIT_OK)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_engine_defect_is_an_unexpected_error_not_a_missing_pairing() {
        let reason = String::from("reason");
        let status = |error| pairing_failure(error).status;
        assert_eq!(
            status(PairingError::Internal {
                round: 5,
                reason: reason.clone()
            }),
            EXIT_UNEXPECTED
        );
        assert_eq!(
            status(PairingError::NoLegalPairing { round: 5, reason }),
            EXIT_NO_VALID_PAIRING
        );
    }
}
