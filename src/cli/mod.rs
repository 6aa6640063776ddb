//! The command line: one subcommand per arbiter action. Every command loads the file,
//! applies one change through the library, saves atomically and says what it did.

mod bench;
pub mod demo;
mod export;
mod norms;
mod pairing;
mod player;
mod prizes;
mod publish;
mod rating;
mod registration;
mod report;
mod round;
mod settings;
mod standings;
mod team;
pub mod trf;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use color_eyre::eyre::{Result, WrapErr, eyre};

use crate::edit::{Applied, Edit, TeamEdit};
use crate::model::{
    Acceleration, Arbiter, Colour, DoubleRoundRobin, Editions, Numbering, PairingEdition,
    PairingSystem, RatingEdition, RatingList, RoundRobin, TeamSystem, TiebreakEdition, Tournament,
    today,
};
use crate::pairing::round_robin;
use crate::storage;

#[derive(Parser, Debug)]
#[command(
    name = "arbiter",
    version,
    about = "Chess tournaments for arbiters: Double-Swiss, Dutch and Dubov pairings, round robins, FIDE ratings",
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Tournament file to open in the terminal application.
    file: Option<PathBuf>,
    /// Theme of the terminal application: dark, light, high-contrast, monochrome, or
    /// your own (~/.config/arbiter/themes/NAME.toml).
    #[arg(long, value_name = "NAME")]
    theme: Option<String>,
    /// Draw the terminal application with ASCII characters only.
    #[arg(long)]
    ascii: bool,
    /// FIDE's rating list (players_list_foa.txt or the XML) in which the add-player
    /// form looks up a FIDE id or the start of a name; default: $ARBITER_RATING_LIST,
    /// else the list given last time.
    #[arg(long, value_name = "LIST")]
    rating_list: Option<PathBuf>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Create a new tournament file.
    New(NewArgs),
    /// Add, edit, withdraw and list players.
    #[command(subcommand)]
    Player(player::PlayerCommand),
    /// A team competition: teams, rosters, matches, line-ups and match results.
    #[command(subcommand)]
    Team(team::TeamCommand),
    /// A round robin's whole schedule: every round and every player's opponents and
    /// colours (before round 1, with the pairing numbers as they will be given).
    Schedule { file: PathBuf },
    /// Pair the next round with the tournament's pairing system.
    Pair { file: PathBuf },
    /// Rounds by hand and manual changes of the last round's pairings: new, add,
    /// remove, swap, colours, bye, rest.
    #[command(subcommand)]
    Pairing(pairing::PairingCommand),
    /// Show the tournament's settings, or change those given.
    Settings(settings::SettingsArgs),
    /// Remove the last round with its pairings and results.
    Unpair {
        file: PathBuf,
        /// Confirm: the round's results are removed too.
        #[arg(long)]
        yes: bool,
    },
    /// Enter the result of one board: `1-0`, `0-1`, `=` (draw), `+-`, `-+`, `--`; two
    /// results for a Double-Swiss match (`1-0 =`), each in that game's colours.
    Result {
        file: PathBuf,
        #[arg(long)]
        round: u32,
        #[arg(long)]
        board: u32,
        #[arg(required = true, num_args = 1.., allow_hyphen_values = true)]
        result: Vec<String>,
    },
    /// Go back to the kept version of the tournament with N rounds paired (the current
    /// file is kept in FILE.toml.d and as FILE.toml.bak). Without --rounds, lists the
    /// kept versions.
    Restore {
        file: PathBuf,
        /// Rounds paired in the version to restore (0: the registration before round 1).
        #[arg(long)]
        rounds: Option<u32>,
        /// Confirm: the current file is replaced.
        #[arg(long)]
        yes: bool,
    },
    /// Write the demo tournaments (one per pairing system) into a directory.
    Demo {
        #[arg(long, default_value = "demo")]
        out: PathBuf,
        /// Overwrite tournament files that exist.
        #[arg(long)]
        force: bool,
    },
    /// FIDE TRF files: pair, check and generate (the pairing-engine command line), and
    /// import/export.
    #[command(subcommand)]
    Trf(trf::TrfCommand),
    /// The ARO list (Dubov C.04.4.1 art. 9): every player's average rating of opponents
    /// after a round, the basis of the next round's pairing, for players to verify it.
    Aro {
        file: PathBuf,
        /// After this round (default: the last round paired).
        #[arg(long)]
        after_round: Option<u32>,
    },
    /// Measure the engines on generated tournaments and print a table.
    Bench(BenchArgs),
    /// Show the tournament, or the pairings of one round.
    Show {
        file: PathBuf,
        #[arg(long)]
        round: Option<u32>,
    },
    /// The standings with the tournament's tie-breaks.
    Standings(standings::StandingsArgs),
    /// Export standings, pairings, alphabetical lists, pairing cards, the crosstable
    /// or the rating report as text, CSV or HTML.
    Export(export::ExportArgs),
    /// The prize list (each category's places from the standings), or with --add and
    /// --remove the prize categories.
    Prizes(prizes::PrizesArgs),
    /// Title norms (FIDE B.01): made and still possible after a round, one player's in
    /// full (--player), the norm certificates (--form it1) and the tournament report
    /// (--form it3).
    Norms(norms::NormsArgs),
    /// Write the tournament's static web site into a directory: event page, every
    /// round's pairings and results, standings after each round, crosstable, a page per
    /// player; relative links only, no scripts.
    Publish {
        file: PathBuf,
        #[arg(long)]
        out: PathBuf,
    },
    /// The FIDE rating report: rating changes, new players' ratings, games not rated.
    Rating {
        file: PathBuf,
        #[arg(long, value_enum, default_value = "text")]
        format: rating::Format,
    },
}

#[derive(clap::Args, Debug)]
struct BenchArgs {
    /// Numbers of players, comma-separated.
    #[arg(long, value_delimiter = ',', default_values_t = [100, 500, 1000, 5000])]
    sizes: Vec<u32>,
    /// Systems to measure, comma-separated (all by default).
    #[arg(long, value_delimiter = ',')]
    systems: Vec<PairingSystem>,
    /// Editions of the systems' rules to measure, comma-separated (all by default).
    #[arg(long, value_delimiter = ',')]
    editions: Vec<PairingEdition>,
    /// Rounds of each generated tournament.
    #[arg(long, default_value_t = 11)]
    rounds: u32,
    /// Stop a case that takes longer than this many seconds (its row says so).
    #[arg(long, default_value_t = 600)]
    case_timeout: u64,
    /// Run one case in this process: SYSTEM:EDITION:PLAYERS:ROUNDS (used by the table).
    #[arg(long, hide = true)]
    case: Option<String>,
    /// With --case: save the generated tournament here.
    #[arg(long, hide = true)]
    save: Option<PathBuf>,
    /// Measure the terminal application on this file in this process.
    #[arg(long, hide = true)]
    tui_case: Option<PathBuf>,
    /// Instead of the engines: generate a FIDE rating list (TXT layout) of this many
    /// players, index it and measure lookups by FIDE id and name prefix.
    #[arg(long, value_name = "PLAYERS")]
    rating_list: Option<u32>,
}

#[derive(clap::Args, Debug)]
struct NewArgs {
    file: PathBuf,
    /// The pairing system of an individual tournament.
    #[arg(long, required_unless_present = "teams", conflicts_with = "teams")]
    system: Option<PairingSystem>,
    /// A team competition instead: round-robin (the Berger table applied to the teams)
    /// or swiss (the team Swiss of C.04.6, paired by `arbiter team pair`, or by hand);
    /// `arbiter team` enters its teams and rosters.
    #[arg(long, requires = "boards")]
    teams: Option<TeamSystem>,
    /// Boards of a team competition's match.
    #[arg(long, requires = "teams")]
    boards: Option<u32>,
    /// Number of rounds declared before the start (a round robin's follow from its
    /// players and cycles).
    #[arg(long)]
    rounds: Option<u32>,
    #[command(flatten)]
    round_robin: RoundRobinArgs,
    #[arg(long, default_value = "Tournament")]
    name: String,
    #[arg(long)]
    city: Option<String>,
    #[arg(long)]
    federation: Option<String>,
    /// The chief arbiter, with the FIDE id in parentheses: "Sheriff, Kim (12345678)".
    #[arg(long)]
    chief_arbiter: Option<String>,
    /// A deputy chief arbiter, like --chief-arbiter (repeat the option for each).
    #[arg(long = "deputy-arbiter")]
    deputy_arbiters: Vec<String>,
    /// The time control in words (TRF 122).
    #[arg(long)]
    time_control: Option<String>,
    /// The time control as TRF-26 record 222 encodes it: 5400+30, 40/6000+30:900+30.
    #[arg(long)]
    time_control_code: Option<String>,
    /// The code FIDE gave the event for its rating.
    #[arg(long)]
    event_code: Option<String>,
    /// The rating list the tournament is rated on (default: the one of the time control).
    #[arg(long)]
    rating_list: Option<RatingList>,
    #[arg(long)]
    start_date: Option<String>,
    #[arg(long)]
    end_date: Option<String>,
    /// White or black; drawn by lot when not given.
    #[arg(long)]
    initial_colour: Option<Colour>,
    #[command(flatten)]
    editions: EditionArgs,
    /// The accelerated pairing method: none or baku (the Baku Acceleration Method,
    /// C.04.7; the Swiss systems of 2026: Dutch, Dubov, Burstein, Double-Swiss).
    #[arg(long, default_value_t = Acceleration::None)]
    acceleration: Acceleration,
    /// Overwrite an existing file.
    #[arg(long)]
    force: bool,
}

/// Runs the program with the process's arguments.
pub fn main() -> ExitCode {
    quiet_on_closed_output();
    match run(Cli::parse()) {
        Ok(code) => code,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}

/// Output that cannot be written ends the program without a panic: a closed pipe
/// (`arbiter standings f.toml | head`) ends it quietly, as it does `cat` and `grep`
/// (the default action of SIGPIPE, which Rust programs otherwise ignore); any other
/// failure to write the standard output (a full disk) with a message and exit code 1.
/// The standard library cannot set a signal's action: libc's signal.
#[allow(unsafe_code)]
fn quiet_on_closed_output() {
    // SAFETY: restoring the default action of a signal; no handler runs.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or_default();
        match message.strip_prefix("failed printing to stdout: ") {
            Some(error) => {
                eprintln!("error: cannot write the output: {error}");
                std::process::exit(1);
            }
            None => default(info),
        }
    }));
}

/// Runs one command; the engine command line (`trf`) has exit codes of its own
/// (bbpPairings' convention), every other command exits 0 or 1.
fn run(cli: Cli) -> Result<ExitCode> {
    let Some(command) = cli.command else {
        let options = crate::tui::Options {
            theme: cli.theme,
            ascii: cli.ascii,
            config_dir: crate::config::default_dir(),
            rating_list: cli
                .rating_list
                .or_else(|| std::env::var_os("ARBITER_RATING_LIST").map(PathBuf::from)),
        };
        return crate::tui::run(cli.file, options).map(|()| ExitCode::SUCCESS);
    };
    let done = match command {
        Command::Trf(command) => return Ok(trf::run(command)),
        Command::New(args) => new_tournament(args),
        Command::Player(command) => player::run(command),
        Command::Team(command) => team::run(command),
        Command::Pairing(command) => pairing::run(command),
        Command::Settings(args) => settings::run(args),
        Command::Pair { file } => round::pair(&file),
        Command::Unpair { file, yes } => round::unpair(&file, yes),
        Command::Result {
            file,
            round,
            board,
            result,
        } => round::result(&file, round, board, &result),
        Command::Show { file, round } => round::show(&file, round),
        Command::Restore { file, rounds, yes } => restore(&file, rounds, yes),
        Command::Bench(args) => bench(args),
        Command::Aro { file, after_round } => aro(&file, after_round),
        Command::Demo { out, force } => write_demos(&out, force),
        Command::Rating { file, format } => rating::report(&file, format),
        Command::Schedule { file } => schedule(&file),
        Command::Standings(args) => standings::run(args),
        Command::Export(args) => export::run(args),
        Command::Publish { file, out } => publish::publish(&file, &out),
        Command::Prizes(args) => prizes::run(args),
        Command::Norms(args) => norms::run(args),
    };
    done.map(|()| ExitCode::SUCCESS)
}

/// A round robin's settings (C.05 Annex 1 and 2).
#[derive(clap::Args, Debug)]
pub(crate) struct RoundRobinArgs {
    /// Round robin: 1 (single) or 2 (double round robin).
    #[arg(long, default_value_t = 1)]
    cycles: u32,
    /// Double round robin: fide (the first cycle's last two rounds exchanged, C.05
    /// Annex 1) or berger (the table repeated as printed).
    #[arg(long, default_value_t = DoubleRoundRobin::Fide)]
    double_variant: DoubleRoundRobin,
    /// Round robin: how the pairing numbers are given before round 1: lots, rating,
    /// hand or varma (C.05 Annex 2).
    #[arg(long, default_value_t = Numbering::Rating)]
    numbers: Numbering,
    /// The seed of the drawing of lots (lots, varma); drawn at random when not given,
    /// and recorded in the file either way.
    #[arg(long)]
    draw_seed: Option<u64>,
}

impl RoundRobinArgs {
    /// The settings, with a seed for numbers drawn by lot.
    pub(crate) fn settings(&self) -> RoundRobin {
        RoundRobin {
            cycles: self.cycles,
            double: self.double_variant,
            numbers: self.numbers,
            seed: self
                .numbers
                .is_drawn()
                .then(|| self.draw_seed.unwrap_or_else(rand::random)),
        }
    }
}

/// The editions of the regulations, each by its year; by default the one in force on
/// the start date (today when none is given). The pairing edition is fixed once round 1
/// is paired; the rating and tie-break editions change no pairing and may change at any
/// time.
#[derive(clap::Args, Debug)]
pub struct EditionArgs {
    /// Edition of the pairing system's rules (Dutch: 1992 or 2026).
    #[arg(long)]
    edition: Option<PairingEdition>,
    /// Edition of the FIDE Rating Regulations.
    #[arg(long)]
    rating_edition: Option<RatingEdition>,
    /// Edition of the C.07 tie-break regulations.
    #[arg(long)]
    tiebreak_edition: Option<TiebreakEdition>,
}

impl EditionArgs {
    /// The editions given, as the TRF reader takes them with the system.
    fn read_choices(&self, system: Option<PairingSystem>) -> crate::trf::ReadChoices {
        crate::trf::ReadChoices {
            system,
            pairing: self.edition,
            rating: self.rating_edition,
            tiebreaks: self.tiebreak_edition,
        }
    }

    fn is_empty(&self) -> bool {
        self.edition.is_none() && self.rating_edition.is_none() && self.tiebreak_edition.is_none()
    }

    /// The editions given, the others from `default`.
    fn or(&self, default: Editions) -> Editions {
        Editions {
            pairing: self.edition.unwrap_or(default.pairing),
            rating: self.rating_edition.unwrap_or(default.rating),
            tiebreaks: self.tiebreak_edition.unwrap_or(default.tiebreaks),
        }
    }
}

fn new_tournament(args: NewArgs) -> Result<()> {
    if args.file.exists() && !args.force {
        return Err(eyre!(
            "{} already exists (use --force to overwrite it)",
            args.file.display()
        ));
    }
    let system = args.system.unwrap_or(PairingSystem::Dutch);
    let team_round_robin = args.teams == Some(TeamSystem::RoundRobin);
    let round_robin = system == PairingSystem::RoundRobin || team_round_robin;
    let rounds = match (args.rounds, round_robin) {
        (Some(_), true) => {
            return Err(eyre!(
                "--rounds: a round robin's rounds follow from its {} and cycles (C.05 Annex 1); leave it out",
                if team_round_robin { "teams" } else { "players" }
            ));
        }
        (None, true) => 1,
        (Some(rounds), false) => rounds,
        (None, false) => return Err(eyre!("--rounds: the number of rounds is needed")),
    };
    if system == PairingSystem::RoundRobin && args.initial_colour.is_some() {
        return Err(eyre!(
            "--initial-colour: a round robin's colours come from the Berger tables (C.05 Annex 1); leave it out"
        ));
    }
    crate::model::validate::check_rounds(rounds).map_err(|problem| eyre!("--rounds: {problem}"))?;
    let mut tournament = Tournament::new(args.name, system, rounds);
    tournament.round_robin = args.round_robin.settings();
    let date = args.start_date.clone().unwrap_or_else(today);
    let in_force = Editions::in_force(system, &date);
    tournament.editions = args.editions.or(in_force);
    if !system.has_edition(tournament.editions.pairing) {
        return Err(eyre!(
            "the {} system has no edition {} in arbiter (editions: {})",
            system,
            tournament.editions.pairing,
            system.edition_list()
        ));
    }
    if let Some((teams, boards)) = args.teams.zip(args.boards) {
        Edit::Team(TeamEdit::Begin {
            system: teams,
            boards,
        })
        .apply(&mut tournament)?;
    }
    tournament.acceleration = args.acceleration;
    tournament.info.city = args.city;
    tournament.info.federation = args.federation;
    tournament.info.chief_arbiter = args.chief_arbiter.as_deref().map(Arbiter::read);
    tournament.info.deputy_arbiters = args
        .deputy_arbiters
        .iter()
        .map(|text| Arbiter::read(text))
        .collect();
    tournament.info.time_control = args.time_control;
    tournament.info.time_control_code = args.time_control_code;
    tournament.info.event_code = args.event_code;
    tournament.info.rating_list = args.rating_list;
    tournament.info.start_date = args.start_date;
    tournament.info.end_date = args.end_date;
    let drawn = args.initial_colour.is_none();
    tournament.initial_colour = args.initial_colour.unwrap_or_else(|| {
        if rand::random::<bool>() {
            Colour::White
        } else {
            Colour::Black
        }
    });
    tournament.normalise_texts();
    if let Some(problem) = crate::model::validate::validate(&tournament)
        .into_iter()
        .next()
    {
        return Err(eyre!("{} (nothing was created)", problem.message));
    }
    storage::create(&args.file, &tournament)?;
    let kind = match (&tournament.teams, round_robin) {
        (Some(teams), _) => format!(
            "team {} on {} boards{}",
            teams.system,
            teams.boards,
            match team_round_robin {
                true => format!(
                    ", {} cycle(s) of the Berger table, rounds following from the teams",
                    tournament.round_robin.cycles
                ),
                false => format!(" of {rounds} rounds"),
            }
        ),
        (None, true) => format!(
            "{}, colours from the Berger tables",
            tournament.round_robin.describe()
        ),
        (None, false) => format!(
            "{} tournament of {rounds} rounds, initial colour {}{}",
            system,
            tournament.initial_colour.name().to_lowercase(),
            if drawn { " (drawn by lot)" } else { "" }
        ),
    };
    println!("created {}: {kind}", args.file.display());
    let chosen = |given: bool| {
        if given {
            "as given".to_string()
        } else {
            format!("in force on {date}")
        }
    };
    let editions = tournament.editions;
    println!(
        "editions: pairing {} ({}), rating {} ({}), tie-breaks {} ({})",
        editions.pairing,
        chosen(args.editions.edition.is_some()),
        editions.rating,
        chosen(args.editions.rating_edition.is_some()),
        editions.tiebreaks,
        chosen(args.editions.tiebreak_edition.is_some()),
    );
    if tournament.acceleration != Acceleration::None {
        println!(
            "acceleration: {} (virtual points for the pairing only)",
            tournament.acceleration
        );
    }
    Ok(())
}

/// Prints a round robin's schedule, with the numbers pairing round 1 gives.
fn schedule(file: &Path) -> Result<()> {
    let tournament = load(file)?;
    if tournament.system != PairingSystem::RoundRobin {
        return Err(eyre!(
            "a {} tournament is paired round by round; only a round robin has its schedule in advance",
            tournament.system
        ));
    }
    let schedule = round_robin::full_schedule(&tournament)?;
    print!("{}", crate::export::text::schedule(&tournament, &schedule));
    Ok(())
}

fn aro(file: &Path, after_round: Option<u32>) -> Result<()> {
    let tournament = load(file)?;
    let round = after_round.unwrap_or(tournament.rounds_paired());
    if round > tournament.rounds_paired() {
        return Err(eyre!(
            "round {round} has not been paired (rounds paired: {})",
            tournament.rounds_paired()
        ));
    }
    print!("{}", report::aro_list(&tournament, round));
    Ok(())
}

fn write_demos(directory: &Path, force: bool) -> Result<()> {
    std::fs::create_dir_all(directory)
        .wrap_err_with(|| format!("cannot create {}", directory.display()))?;
    if !force {
        let existing: Vec<String> = demo::DEMOS
            .iter()
            .map(|demo| directory.join(demo.file_name))
            .filter(|path| path.exists())
            .map(|path| path.display().to_string())
            .collect();
        if !existing.is_empty() {
            return Err(eyre!(
                "{} already exist(s) (use --force to overwrite)",
                existing.join(", ")
            ));
        }
    }
    for demo in demo::DEMOS {
        let tournament = demo
            .build()
            .wrap_err_with(|| format!("building {}", demo.file_name))?;
        let path = directory.join(demo.file_name);
        storage::create(&path, &tournament)?;
        println!(
            "wrote {} ({}, {} players, {} of {} rounds paired)",
            path.display(),
            demo.kind(),
            tournament.players.len(),
            tournament.rounds_paired(),
            demo.rounds
        );
    }
    Ok(())
}

fn bench(args: BenchArgs) -> Result<()> {
    if let Some(players) = args.rating_list {
        print!("{}", crate::registration::bench_lookups(players)?);
        return Ok(());
    }
    if let Some(case) = args.case {
        let parts: Vec<&str> = case.split(':').collect();
        let [system, edition, players, rounds] = parts[..] else {
            return Err(eyre!(
                "--case takes SYSTEM:EDITION:PLAYERS:ROUNDS, not {case:?}"
            ));
        };
        let system: PairingSystem = system.parse()?;
        let edition: PairingEdition = edition.parse()?;
        let players: u32 = players.parse().wrap_err("players in --case")?;
        let rounds: u32 = rounds.parse().wrap_err("rounds in --case")?;
        let result = bench::run_case(system, edition, players, rounds, args.save.as_deref())?;
        println!("{}", bench::encode(&result));
        return Ok(());
    }
    if let Some(file) = args.tui_case {
        let result = bench::run_tui_case(&file)?;
        println!("{}", bench::encode_tui(&result));
        return Ok(());
    }
    let systems = if args.systems.is_empty() {
        PairingSystem::ALL.to_vec()
    } else {
        args.systems
    };
    print!(
        "{}",
        bench::run_all(
            &systems,
            &args.editions,
            &args.sizes,
            args.rounds,
            std::time::Duration::from_secs(args.case_timeout)
        )
    );
    Ok(())
}

fn restore(file: &Path, rounds: Option<u32>, confirmed: bool) -> Result<()> {
    let kept = storage::saved_rounds(file);
    match rounds {
        None if kept.is_empty() => println!("no versions kept for {}", file.display()),
        None => {
            println!("kept versions of {} (rounds paired):", file.display());
            for rounds in kept {
                println!("  {rounds}");
            }
        }
        Some(rounds) => {
            if !kept.contains(&rounds) {
                return Err(eyre!(
                    "no version with {rounds} rounds paired is kept for {} (kept: {kept:?})",
                    file.display()
                ));
            }
            if !confirmed {
                let current = load(file)?.rounds_paired();
                return Err(eyre!(
                    "this replaces {} ({current} rounds paired) with its version with {rounds} rounds paired; repeat with --yes to confirm",
                    file.display()
                ));
            }
            let restored = storage::restore(file, rounds)?;
            println!(
                "{}: {}; the replaced version is kept as {}",
                file.display(),
                restored.edit.describe(),
                restored.replaced.display()
            );
        }
    }
    Ok(())
}

fn load(file: &Path) -> Result<Tournament> {
    Ok(storage::load(file)?)
}

/// Makes the edits that `build` names on the newest version of the file (under its
/// lock), all or none, and saves it; returns each edit with what it did.
fn edit_file(
    file: &Path,
    build: impl FnOnce(&Tournament) -> Result<Vec<Edit>>,
) -> Result<(Tournament, Vec<(Edit, Applied)>)> {
    let modified = storage::modify(file, |t| {
        build(t)?
            .into_iter()
            .map(|edit| {
                let applied = edit.apply(t)?;
                Ok((edit, applied))
            })
            .collect::<Result<Vec<_>>>()
    })??;
    if let Some(warning) = modified.warning {
        eprintln!("warning: {warning}");
    }
    Ok((modified.tournament, modified.value))
}

/// [`edit_file`], printing what each edit did.
fn apply_edits(
    file: &Path,
    build: impl FnOnce(&Tournament) -> Result<Vec<Edit>>,
) -> Result<(Tournament, Vec<Applied>)> {
    let (tournament, done) = edit_file(file, build)?;
    for (edit, applied) in &done {
        println!("{}", edit.summary(applied, &tournament));
    }
    // The change is saved: a site that cannot be published is a warning, not a
    // failure (a script retrying a failed command would make the change twice).
    let schedule = round_robin::published_schedule(&tournament);
    match crate::export::output::publish_by_settings(&tournament, &schedule, file) {
        Ok(Some((pages, dir))) => println!("published {pages} pages to {}", dir.display()),
        Ok(None) => {}
        Err(error) => eprintln!("warning: the change is saved, but not published: {error}"),
    }
    Ok((
        tournament,
        done.into_iter().map(|(_, applied)| applied).collect(),
    ))
}
