//! The demo tournaments in `demo/`, produced by the program itself: a generated
//! tournament (see [`crate::pairing::simulate`]) paired by our engines, stopped in the middle of a
//! round so that a newcomer can enter the missing results, pair the next round and read
//! the standings. `arbiter demo --out demo` writes them; a test keeps the committed
//! files identical to what this module produces.

use std::collections::HashMap;

use crate::edit::EditError;
use crate::edit::team_simulation::{self, TeamSimulation};
use crate::model::{
    Editions, GameResult, Numbering, PairingEdition, PairingSystem, RoundRobin, SwissChoices,
    Tournament,
};
use crate::pairing::simulate::{SimulationConfig, SimulationError, simulate};

/// The day every demo starts.
const START_DATE: &str = "2026-11-20";

/// One demo tournament.
#[derive(Clone, Debug)]
pub struct Demo {
    pub file_name: &'static str,
    pub name: &'static str,
    pub city: &'static str,
    pub system: PairingSystem,
    /// The edition of the system's rules it is paired by.
    pub edition: PairingEdition,
    pub players: u32,
    pub rounds: u32,
    /// Rounds with every result entered.
    pub complete_rounds: u32,
    pub seed: u64,
    /// A team Swiss (C.04.6): its teams, of `players / teams` players each (the
    /// boards and a reserve); `None` for an individual event.
    pub teams: Option<TeamDemo>,
}

/// The teams of a team demo, named in order of strength.
#[derive(Clone, Copy, Debug)]
pub struct TeamDemo {
    pub names: &'static [&'static str],
    pub boards: u32,
}

/// Why a demo could not be built: the engine found no legal pairing, or an edit of
/// the team event was refused.
#[derive(Debug, thiserror::Error)]
pub enum DemoError {
    #[error(transparent)]
    Simulation(#[from] SimulationError),
    #[error(transparent)]
    Team(#[from] EditError),
}

/// The demos: one per pairing system, the Dutch and Dubov systems in both their
/// editions, and a team Swiss.
pub const DEMOS: [Demo; 8] = [
    Demo {
        file_name: "double-swiss-open.toml",
        name: "Utrecht Double-Swiss Open",
        city: "Utrecht",
        system: PairingSystem::DoubleSwiss,
        edition: PairingEdition::Rules2026,
        players: 40,
        rounds: 7,
        complete_rounds: 3,
        seed: 7,
        teams: None,
    },
    Demo {
        file_name: "dutch-club.toml",
        name: "Leiden Club Championship",
        city: "Leiden",
        system: PairingSystem::Dutch,
        edition: PairingEdition::Rules1992,
        players: 24,
        rounds: 9,
        complete_rounds: 5,
        seed: 11,
        teams: None,
    },
    Demo {
        file_name: "dubov-rapid.toml",
        name: "Moscow Dubov Rapid",
        city: "Moscow",
        system: PairingSystem::Dubov,
        edition: PairingEdition::Rules1997,
        players: 20,
        rounds: 7,
        complete_rounds: 4,
        seed: 3,
        teams: None,
    },
    Demo {
        file_name: "dubov-open.toml",
        name: "Kazan Dubov Open",
        city: "Kazan",
        system: PairingSystem::Dubov,
        edition: PairingEdition::Rules2026,
        players: 30,
        rounds: 7,
        complete_rounds: 3,
        seed: 40,
        teams: None,
    },
    Demo {
        file_name: "burstein-open.toml",
        name: "Riga Burstein Open",
        city: "Riga",
        system: PairingSystem::Burstein,
        edition: PairingEdition::Rules2026,
        players: 28,
        rounds: 9,
        // The four seeding rounds (Dutch) and one of Burstein's own, then the next.
        complete_rounds: 5,
        seed: 14,
        teams: None,
    },
    Demo {
        file_name: "dutch-open.toml",
        name: "Groningen Open",
        city: "Groningen",
        system: PairingSystem::Dutch,
        edition: PairingEdition::Rules2026,
        players: 36,
        rounds: 9,
        complete_rounds: 3,
        seed: 26,
        teams: None,
    },
    Demo {
        file_name: "round-robin-club.toml",
        name: "Haarlem Club Round Robin",
        city: "Haarlem",
        system: PairingSystem::RoundRobin,
        edition: PairingEdition::Rules2022,
        players: 10,
        rounds: 9,
        complete_rounds: 4,
        seed: 5,
        teams: None,
    },
    Demo {
        file_name: "team-swiss-league.toml",
        name: "Brabant Team Swiss",
        city: "Eindhoven",
        // The individual system a team event carries: the teams are paired by C.04.6.
        system: PairingSystem::Dutch,
        edition: PairingEdition::Rules2026,
        players: 60,
        rounds: 7,
        complete_rounds: 3,
        seed: 12,
        teams: Some(TeamDemo {
            names: &[
                "Eindhoven",
                "Tilburg",
                "Breda",
                "Den Bosch",
                "Helmond",
                "Oss",
                "Veldhoven",
                "Waalwijk",
                "Best",
                "Uden",
                "Oisterwijk",
                "Boxtel",
            ],
            boards: 4,
        }),
    },
];

impl Demo {
    /// What it is, as `arbiter demo` lists it: the system, or a team Swiss.
    pub fn kind(&self) -> String {
        match self.teams {
            Some(_) => "team Swiss".to_string(),
            None => self.system.to_string(),
        }
    }

    /// Builds the demo: `complete_rounds` rounds with all results, then the next round
    /// paired with the results of its lower half of boards still missing.
    pub fn build(&self) -> Result<Tournament, DemoError> {
        let mut config = SimulationConfig::new(self.system, self.players, self.rounds, self.seed);
        config.edition = self.edition;
        config.rounds_played = self.complete_rounds + 1;
        config.forfeit_rate = 0.02;
        config.match_forfeit_rate = 0.02;
        config.bye_rate = 0.03;
        config.withdraw_rate = 0.02;
        config.late_entries = 1;
        config.unrated_rate = 0.12;
        if self.system == PairingSystem::RoundRobin {
            // The schedule is fixed before round 1: no late entries (C.05 Annex 1), and
            // the pairing numbers drawn by lot. Nobody withdraws from the club's round robin.
            config.late_entries = 0;
            config.withdraw_rate = 0.0;
            config.round_robin = RoundRobin {
                numbers: Numbering::Lots,
                seed: Some(self.seed),
                ..RoundRobin::default()
            };
        }
        let mut tournament = match self.teams {
            Some(teams) => {
                // Teams do not enter late or withdraw here: the line-ups and the
                // results by board are the demo.
                config.late_entries = 0;
                config.withdraw_rate = 0.0;
                config.bye_rate = 0.0;
                let mut t = team_simulation::simulate(&TeamSimulation {
                    games: config,
                    teams: teams.names.len() as u32,
                    boards: teams.boards,
                    choices: SwissChoices::DEFAULT,
                })?;
                for (team, name) in t
                    .teams
                    .iter_mut()
                    .flat_map(|c| &mut c.teams)
                    .zip(teams.names)
                {
                    team.name = name.to_string();
                }
                t
            }
            None => simulate(&config)?,
        };
        tournament.info.name = self.name.to_string();
        tournament.info.city = Some(self.city.to_string());
        tournament.info.start_date = Some(START_DATE.into());
        // The regulations in force on its dates, as a new tournament gets them.
        tournament.editions = Editions {
            pairing: self.edition,
            ..Editions::in_force(self.system, START_DATE)
        };
        tournament.info.end_date = Some("2026-11-22".into());
        tournament.info.chief_arbiter = Some(crate::model::Arbiter::read("Jansen, Marieke"));
        tournament.info.time_control = Some("90 min + 30 s per move".into());
        drop_name_numbers(&mut tournament);
        leave_lower_half_pending(&mut tournament);
        Ok(tournament)
    }
}

/// The round in progress: the results of the lower half of its boards (of its
/// matches, in a team event: their line-ups stay given) not entered yet.
fn leave_lower_half_pending(tournament: &mut Tournament) {
    let first_pending = match &tournament.teams {
        Some(teams) => teams
            .rounds
            .last()
            .map_or(0, |round| (round.matches.len() / 2) as u32 * teams.boards),
        None => tournament
            .rounds
            .last()
            .map_or(0, |round| (round.pairings.len() / 2) as u32),
    };
    if let Some(last) = tournament.rounds.last_mut() {
        for pairing in last.pairings.iter_mut().filter(|p| p.board > first_pending) {
            pairing.games.fill(GameResult::Pending);
        }
    }
}

/// Generated names carry a number to keep them apart ("Smith, Anna 17"); drop it
/// wherever the name is unique without it.
fn drop_name_numbers(tournament: &mut Tournament) {
    let bare = |name: &str| {
        name.trim_end_matches(|c: char| c.is_ascii_digit())
            .trim_end()
            .to_string()
    };
    let mut count: HashMap<String, usize> = HashMap::new();
    for player in &tournament.players {
        *count.entry(bare(&player.name)).or_default() += 1;
    }
    for player in &mut tournament.players {
        let name = bare(&player.name);
        if count.get(&name) == Some(&1) {
            player.name = name;
        }
    }
}
