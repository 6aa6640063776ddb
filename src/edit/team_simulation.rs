//! Random team Swiss events paired round by round by this engine (`arbiter trf generate
//! --system team-swiss`): teams of `boards` players and a reserve with ratings, the
//! regular players lined up in roster order, board results by the players' strengths
//! (as `pairing::simulate` plays individual games), boards left empty (a player who
//! does not come), matches forfeited as a whole, and teams withdrawing.

use std::collections::HashMap;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{Edit, EditError, RosterChange, Setting, TeamEdit, TeamSettings};
use crate::model::{
    Acceleration, GameResult, MatchForfeit, PairingEdition, PairingSystem, SwissChoices,
    TeamSystem, Tournament, Tpn,
};
use crate::pairing::simulate::{SimulationConfig, played_game, player_key, random_player};

/// What to generate: the players' side (ratings, draw rate, `forfeit_rate` for a board
/// left empty, `match_forfeit_rate` for a match forfeited, `withdraw_rate` for a team
/// after a round, `acceleration` for the Baku method of C.04.7 1.4.4, rounds and seed;
/// its number of players and edition are not used) and the teams'.
#[derive(Clone, Debug)]
pub struct TeamSimulation {
    pub games: SimulationConfig,
    pub teams: u32,
    pub boards: u32,
    pub choices: SwissChoices,
}

/// Generates the event; fails only when the engine finds no legal pairing (3.3.3).
pub fn simulate(config: &TeamSimulation) -> Result<Tournament, EditError> {
    let games = &config.games;
    let mut rng = ChaCha8Rng::seed_from_u64(games.seed);
    let mut t = Tournament::new(
        "Generated team Swiss",
        PairingSystem::Dutch,
        games.rounds_planned,
    );
    if games.acceleration != Acceleration::None {
        // As the team TRF reader does: the acceleration is checked against the individual
        // edition, which a team Swiss does not pair by: the one with acceleration.
        t.editions.pairing = PairingEdition::Rules2026;
        Edit::Setting(Setting::Acceleration(games.acceleration)).apply(&mut t)?;
    }
    let edit = |t: &mut Tournament, edit: TeamEdit| Edit::Team(edit).apply(t);
    edit(
        &mut t,
        TeamEdit::Begin {
            system: TeamSystem::Swiss,
            boards: config.boards,
        },
    )?;
    let settings = TeamSettings {
        swiss: config.choices,
        ..TeamSettings::of(t.teams.as_ref().expect("begun"))
    };
    edit(&mut t, TeamEdit::Settings(settings))?;
    let roster_size = config.boards + 1;
    let mut strength_by_player = HashMap::new();
    for index in 0..config.teams * roster_size {
        let (player, strength) = random_player(games, index, &mut rng);
        strength_by_player.insert(player_key(&player), strength);
        Edit::AddPlayer(player).apply(&mut t)?;
    }
    // Entering a player renumbers the field by rating: each player's strength by the
    // number he ends up with.
    let mut strengths = vec![0u16; t.players.len() + 1];
    for player in &t.players {
        strengths[player.tpn as usize] = strength_by_player[&player_key(player)];
    }
    // The players are numbered by rating (the initial order): team 1 gets the strongest.
    for team in 1..=config.teams {
        edit(
            &mut t,
            TeamEdit::AddTeam {
                name: format!("Team {team}"),
                short_name: None,
                federation: None,
            },
        )?;
        let first = (team - 1) * roster_size + 1;
        for tpn in first..first + roster_size {
            let player = t.player_ref(tpn)?;
            edit(
                &mut t,
                TeamEdit::Roster {
                    team,
                    change: RosterChange::Add(player, None),
                },
            )?;
        }
    }
    for round in 1..=games.rounds_played {
        edit(
            &mut t,
            TeamEdit::Pair {
                round,
                matches: Vec::new(),
                bye: None,
            },
        )?;
        play_round(config, &mut t, round, &strengths, &mut rng)?;
        if round < games.rounds_planned {
            withdraw_some(config, &mut t, round + 1, &mut rng)?;
        }
    }
    Ok(t)
}

/// Line-ups and results of every match of round `round`.
fn play_round(
    config: &TeamSimulation,
    t: &mut Tournament,
    round: u32,
    strengths: &[u16],
    rng: &mut ChaCha8Rng,
) -> Result<(), EditError> {
    let teams = t.teams.as_ref().expect("begun");
    let matches = teams.rounds[round as usize - 1].matches.clone();
    let rosters: Vec<Vec<Tpn>> = teams.teams.iter().map(|team| team.roster.clone()).collect();
    for (number, team_match) in (1..).zip(matches) {
        if rng.random_bool(config.games.match_forfeit_rate) {
            let forfeit = match rng.random_range(0..5) {
                0 => MatchForfeit::Both,
                1 | 2 => MatchForfeit::FirstWins,
                _ => MatchForfeit::SecondWins,
            };
            Edit::Team(TeamEdit::Forfeit {
                round,
                number,
                forfeit: Some(forfeit),
            })
            .apply(t)?;
            continue;
        }
        let lineups: Vec<Vec<Tpn>> = [team_match.first, team_match.second]
            .iter()
            .map(|&team| {
                let mut lineup: Vec<Tpn> =
                    rosters[team as usize - 1][..config.boards as usize].to_vec();
                // A player who does not come leaves his board empty; one always comes.
                for player in lineup.iter_mut().skip(1) {
                    if rng.random_bool(config.games.forfeit_rate) {
                        *player = 0;
                    }
                }
                lineup
            })
            .collect();
        for (team, players) in [team_match.first, team_match.second]
            .into_iter()
            .zip(&lineups)
        {
            Edit::Team(TeamEdit::Lineup {
                round,
                team,
                players: players.clone(),
            })
            .apply(t)?;
        }
        let entered = t.teams.as_ref().expect("begun").rounds[round as usize - 1].matches
            [number as usize - 1]
            .clone();
        let boards: Vec<GameResult> = (1..=config.boards)
            .map(|board| {
                entered.unplayed_board(board).unwrap_or_else(|| {
                    let first = lineups[0][board as usize - 1];
                    let second = lineups[1][board as usize - 1];
                    played_game(
                        &config.games,
                        strengths[first as usize],
                        strengths[second as usize],
                        rng,
                    )
                })
            })
            .collect();
        Edit::Team(TeamEdit::Results {
            round,
            number,
            boards,
        })
        .apply(t)?;
    }
    Ok(())
}

/// Teams withdrawing before `next_round` (every player of the roster), never leaving
/// fewer than two.
fn withdraw_some(
    config: &TeamSimulation,
    t: &mut Tournament,
    next_round: u32,
    rng: &mut ChaCha8Rng,
) -> Result<(), EditError> {
    let teams = t.teams.clone().expect("begun");
    let mut active: Vec<u32> = teams
        .teams
        .iter()
        .map(|team| team.number)
        .filter(|&number| teams.is_active_in(t, number, next_round))
        .collect();
    for team in teams.teams.iter() {
        if active.len() > 2
            && active.contains(&team.number)
            && rng.random_bool(config.games.withdraw_rate)
        {
            active.retain(|&number| number != team.number);
            for &tpn in &team.roster {
                let player = t.player_ref(tpn)?;
                Edit::Withdraw {
                    player,
                    from_round: next_round,
                    was: None,
                }
                .apply(t)?;
            }
        }
    }
    Ok(())
}
