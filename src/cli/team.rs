//! `arbiter team ...`: a team competition's teams, rosters, matches, line-ups and
//! results. Every command builds an [`Edit::Team`]; `list` and `show` print.

use std::path::PathBuf;

use clap::Subcommand;
use color_eyre::eyre::{Result, eyre};

use super::player::parse_bye;
use super::{apply_edits, load};
use crate::edit::{Applied, Edit, RosterChange, TeamEdit, TeamSettings};
use crate::export::teams::{match_list, team_list};
use crate::export::{Format, Selection, What, export};
use crate::model::{
    ColourPreferences, MatchForfeit, MatchPoints, Points, RequestedByeKind, TeamBye, TeamNumber,
    TeamScore, TeamSystem, TeamTiebreak, Tournament, Tpn, colour_letters, colours_from_letters,
    read_board_result, read_team_match,
};

#[derive(Subcommand, Debug)]
pub enum TeamCommand {
    /// Make the tournament, before round 1, a team competition.
    Begin {
        file: PathBuf,
        /// round-robin (the Berger table applied to the teams) or swiss (the team Swiss
        /// of C.04.6, paired by `team pair`, or by hand).
        #[arg(long)]
        system: TeamSystem,
        /// Boards of a match.
        #[arg(long)]
        boards: u32,
    },
    /// Show the competition's settings, or change those given.
    Settings {
        file: PathBuf,
        /// Match points of a win, a draw and a loss: `2,1,0` (TRF-26 record 362).
        #[arg(long, value_delimiter = ',', num_args = 3)]
        match_points: Vec<Points>,
        /// The first-named team's colour on each board, board 1 first: `WBWB` (TRF-26
        /// record 352); `default` for White on the odd boards.
        #[arg(long)]
        colours: Option<String>,
        /// The pairing-allocated bye's match points and game points: `1,2`; `default`
        /// for a draw's (C.04.6 1.4).
        #[arg(long)]
        bye: Option<String>,
        /// The tie-breaks after match points, comma-separated MTB26 descriptors:
        /// `MPvGP,EMGSB,BC` (MPvGP: game points); `none` for none.
        #[arg(long)]
        tiebreaks: Option<String>,
        /// A team Swiss's colour preferences (C.04.6 1.7): type-a, type-b or none.
        #[arg(long)]
        colour_preferences: Option<ColourPreferences>,
        /// A team Swiss's primary score (C.04.6 1.2): match-points or game-points.
        #[arg(long)]
        primary_score: Option<TeamScore>,
        /// Whether the other score decides the first-team of a pair (C.04.6 4.2.2).
        #[arg(long)]
        secondary_score: Option<bool>,
    },
    /// Enter a team; it is numbered after the others.
    Add {
        file: PathBuf,
        #[arg(long)]
        name: String,
        /// Five characters at most (TRF-26 record 310).
        #[arg(long)]
        short_name: Option<String>,
        #[arg(long)]
        federation: Option<String>,
    },
    /// Change a team's names or federation; only the options given change.
    Edit {
        file: PathBuf,
        team: TeamNumber,
        #[arg(long)]
        name: Option<String>,
        #[arg(long)]
        short_name: Option<String>,
        #[arg(long)]
        federation: Option<String>,
    },
    /// The teams with their rosters in board order.
    List { file: PathBuf },
    /// The board standings, for board prizes: each board's players with their points,
    /// rounds on the board, games played and performance rating.
    Boards {
        file: PathBuf,
        /// After this round (default: the last round whose results are all in).
        #[arg(long)]
        after_round: Option<u32>,
    },
    /// Change a roster: --add a player (at --at, or last), --remove one, or --move one
    /// --to another place.
    Roster {
        file: PathBuf,
        /// The team's number.
        team: TeamNumber,
        /// The player's number (TPN, as `player list` shows it) to enter on the roster.
        #[arg(long, group = "change")]
        add: Option<Tpn>,
        /// The roster place (1 = first board) the added player takes; the players from
        /// that place on move down one.
        #[arg(long, requires = "add")]
        at: Option<u32>,
        /// The player's number (TPN) to take off the roster.
        #[arg(long, group = "change")]
        remove: Option<Tpn>,
        /// The player's number (TPN) to move to the place `--to` gives.
        #[arg(long = "move", group = "change", requires = "to")]
        move_player: Option<Tpn>,
        /// The roster place the moved player takes.
        #[arg(long)]
        to: Option<u32>,
    },
    /// Pair the next round: a team round robin from the Berger table, a team Swiss by
    /// its engine (C.04.6), or by hand with its matches (`3-1`: team 3 first-named).
    Pair {
        file: PathBuf,
        matches: Vec<String>,
        /// The team with the pairing-allocated bye (pairing by hand).
        #[arg(long)]
        bye: Option<TeamNumber>,
        /// Print how the engine paired each match, article by article.
        #[arg(long)]
        explain: bool,
    },
    /// A team's line-up in a round: the roster places of its players in board order
    /// (`-` leaves a board empty); without places, the first players of the roster.
    Lineup {
        file: PathBuf,
        #[arg(long)]
        round: u32,
        /// The team's number.
        #[arg(long)]
        team: TeamNumber,
        /// Roster places in board order, `1 2 4 5`; `-` for a board left empty.
        #[arg(allow_hyphen_values = true)]
        places: Vec<String>,
    },
    /// The results of a match, board by board from the first-named team's side in one
    /// line: `1 = 0 1` (1, = or ½, 0, + and - for forfeits, -- for both); or
    /// `--forfeit +-` for a whole match lost by the second team (`-+` the first, `--`
    /// both, `none` to play it after all).
    Result {
        file: PathBuf,
        #[arg(long)]
        round: u32,
        #[arg(long = "match")]
        number: u32,
        #[arg(allow_hyphen_values = true, required_unless_present = "forfeit")]
        results: Vec<String>,
        #[arg(long, allow_hyphen_values = true, value_parser = parse_forfeit)]
        forfeit: Option<std::option::Option<MatchForfeit>>,
    },
    /// A team Swiss's team asks for a bye in a round not paired yet: half, zero (an
    /// absence) or full (`--kind none` cancels it); the team is not paired in that
    /// round (TRF-26 record 240). The Teams screen's `b`.
    Bye {
        file: PathBuf,
        /// The team's number.
        team: TeamNumber,
        #[arg(long)]
        round: u32,
        /// Required; `none` is a value (spelt `std::option::Option` so that clap does
        /// not take the option itself for optional).
        #[arg(long, value_parser = parse_bye)]
        kind: std::option::Option<RequestedByeKind>,
    },
    /// The matches of a round with the line-ups and the results.
    Show {
        file: PathBuf,
        /// The round (default: the last one paired).
        #[arg(long)]
        round: Option<u32>,
    },
}

/// A forfeit code, or `none` to play the match.
fn parse_forfeit(text: &str) -> Result<Option<MatchForfeit>, crate::model::ParseError> {
    if text.eq_ignore_ascii_case("none") {
        Ok(None)
    } else {
        text.parse().map(Some)
    }
}

type Build = Box<dyn FnOnce(&Tournament) -> Result<Vec<Edit>>>;

pub fn run(command: TeamCommand) -> Result<()> {
    let (file, build): (PathBuf, Build) = match command {
        TeamCommand::List { file } => {
            print!("{}", team_list(&load(&file)?));
            return Ok(());
        }
        TeamCommand::Boards { file, after_round } => {
            let selection = Selection {
                after_round,
                ..Selection::default()
            };
            print!(
                "{}",
                export(&load(&file)?, What::Boards, Format::Text, selection)?
            );
            return Ok(());
        }
        TeamCommand::Show { file, round } => {
            let tournament = load(&file)?;
            let round = round.unwrap_or(tournament.rounds_paired());
            print!("{}", match_list(&tournament, round)?);
            return Ok(());
        }
        TeamCommand::Settings {
            file,
            match_points,
            colours,
            bye,
            tiebreaks,
            colour_preferences,
            primary_score,
            secondary_score,
        } => {
            if match_points.is_empty()
                && colours.is_none()
                && bye.is_none()
                && tiebreaks.is_none()
                && colour_preferences.is_none()
                && primary_score.is_none()
                && secondary_score.is_none()
            {
                print!("{}", team_settings(&load(&file)?)?);
                return Ok(());
            }
            (
                file,
                Box::new(move |t| {
                    let teams = t
                        .teams
                        .as_ref()
                        .ok_or_else(|| eyre!("the tournament is not a team competition"))?;
                    let mut settings = TeamSettings::of(teams);
                    if let [win, draw, loss] = match_points[..] {
                        settings.match_points = MatchPoints { win, draw, loss };
                    }
                    match colours.as_deref() {
                        Some("default") => settings.colours = Vec::new(),
                        Some(letters) => settings.colours = colours_from_letters(letters)?,
                        None => {}
                    }
                    match bye.as_deref() {
                        Some("default") => settings.bye_points = None,
                        Some(text) => settings.bye_points = Some(read_bye(text)?),
                        None => {}
                    }
                    match tiebreaks.as_deref() {
                        Some("none") => settings.tiebreaks = Vec::new(),
                        Some(codes) => {
                            settings.tiebreaks = codes
                                .split(',')
                                .map(str::parse)
                                .collect::<Result<Vec<TeamTiebreak>, _>>()?;
                        }
                        None => {}
                    }
                    let swiss = &mut settings.swiss;
                    swiss.preferences = colour_preferences.unwrap_or(swiss.preferences);
                    swiss.primary = primary_score.unwrap_or(swiss.primary);
                    swiss.secondary = secondary_score.unwrap_or(swiss.secondary);
                    Ok(vec![Edit::Team(TeamEdit::Settings(settings))])
                }),
            )
        }
        TeamCommand::Begin {
            file,
            system,
            boards,
        } => (
            file,
            Box::new(move |_| Ok(vec![Edit::Team(TeamEdit::Begin { system, boards })])),
        ),
        TeamCommand::Add {
            file,
            name,
            short_name,
            federation,
        } => (
            file,
            Box::new(move |_| {
                Ok(vec![Edit::Team(TeamEdit::AddTeam {
                    name,
                    short_name,
                    federation: federation.map(|f| f.to_ascii_uppercase()),
                })])
            }),
        ),
        TeamCommand::Edit {
            file,
            team,
            name,
            short_name,
            federation,
        } => (
            file,
            Box::new(move |t| {
                let now = t
                    .teams
                    .as_ref()
                    .and_then(|teams| teams.team(team))
                    .ok_or_else(|| eyre!("there is no team {team}"))?;
                Ok(vec![Edit::Team(TeamEdit::EditTeam {
                    team,
                    name: name.unwrap_or_else(|| now.name.clone()),
                    short_name: short_name.or_else(|| now.short_name.clone()),
                    federation: federation
                        .map(|f| f.to_ascii_uppercase())
                        .or_else(|| now.federation.clone()),
                })])
            }),
        ),
        TeamCommand::Roster {
            file,
            team,
            add,
            at,
            remove,
            move_player,
            to,
        } => (
            file,
            Box::new(move |t| {
                let change = match (add, remove, move_player.zip(to)) {
                    (Some(tpn), _, _) => RosterChange::Add(t.player_ref(tpn)?, at),
                    (_, Some(tpn), _) => RosterChange::Remove(t.player_ref(tpn)?),
                    (_, _, Some((tpn, to))) => RosterChange::Move(t.player_ref(tpn)?, to),
                    _ => return Err(eyre!("give --add, --remove or --move with --to")),
                };
                Ok(vec![Edit::Team(TeamEdit::Roster { team, change })])
            }),
        ),
        TeamCommand::Pair {
            file,
            matches,
            bye,
            explain: true,
        } => {
            let (_, applied) = apply_edits(&file, |t| {
                Ok(vec![Edit::Team(TeamEdit::Pair {
                    round: t.rounds_paired() + 1,
                    matches: Vec::new(),
                    bye: None,
                })])
            })?;
            if !matches.is_empty() || bye.is_some() {
                return Err(eyre!(
                    "--explain explains the engine's pairing: name no matches"
                ));
            }
            for pairing in applied.iter().filter_map(|applied| match applied {
                Applied::TeamsPaired(pairing) => Some(pairing),
                _ => None,
            }) {
                for (number, paired) in (1..).zip(&pairing.matches) {
                    println!(
                        "\nmatch {number}: {} - {}\n{}",
                        paired.white, paired.black, paired.explanation
                    );
                }
            }
            return Ok(());
        }
        TeamCommand::Pair {
            file,
            matches,
            bye,
            explain: false,
        } => (
            file,
            Box::new(move |t| {
                let matches = matches
                    .iter()
                    .map(|text| read_team_match(text))
                    .collect::<Result<Vec<_>, _>>()?;
                Ok(vec![Edit::Team(TeamEdit::Pair {
                    round: t.rounds_paired() + 1,
                    matches,
                    bye,
                })])
            }),
        ),
        TeamCommand::Lineup {
            file,
            round,
            team,
            places,
        } => (
            file,
            Box::new(move |t| {
                let players = lineup(t, team, &places)?;
                Ok(vec![Edit::Team(TeamEdit::Lineup {
                    round,
                    team,
                    players,
                })])
            }),
        ),
        TeamCommand::Bye {
            file,
            team,
            round,
            kind,
        } => (
            file,
            Box::new(move |_| Ok(vec![Edit::Team(TeamEdit::RequestBye { team, round, kind })])),
        ),
        TeamCommand::Result {
            file,
            round,
            number,
            results,
            forfeit,
        } => (
            file,
            Box::new(move |_| {
                let edit = match forfeit {
                    Some(forfeit) => TeamEdit::Forfeit {
                        round,
                        number,
                        forfeit,
                    },
                    None => TeamEdit::Results {
                        round,
                        number,
                        boards: results
                            .iter()
                            .flat_map(|words| words.split_whitespace())
                            .map(read_board_result)
                            .collect::<Result<Vec<_>, _>>()?,
                    },
                };
                Ok(vec![Edit::Team(edit)])
            }),
        ),
    };
    let (tournament, _) = apply_edits(&file, build)?;
    if let Some(teams) = &tournament.teams
        && let Some(round) = teams.rounds.last()
        && round
            .matches
            .iter()
            .any(|m| !m.lineups.iter().all(Vec::is_empty))
    {
        print!("{}", match_list(&tournament, round.number)?);
    }
    Ok(())
}

/// The competition's settings in words.
fn team_settings(t: &Tournament) -> Result<String> {
    let teams = t
        .teams
        .as_ref()
        .ok_or_else(|| eyre!("the tournament is not a team competition"))?;
    let points = teams.match_points;
    let bye = teams.bye(t.scoring.draw);
    let colours = match teams.colours.is_empty() {
        true => "White on the odd boards".to_string(),
        false => colour_letters(&teams.colours),
    };
    let tiebreaks: Vec<String> = std::iter::once(teams.swiss.primary.letters().to_string())
        .chain(teams.tiebreaks.iter().map(|tb| tb.code()))
        .collect();
    let swiss = match teams.system {
        TeamSystem::Swiss => format!(
            "colour preferences: {}\nprimary score: {}{}\n",
            teams.swiss.preferences.code(),
            teams.swiss.primary.code(),
            match teams.swiss.secondary {
                true => ", the other for colours (4.2.2)",
                false => "",
            }
        ),
        TeamSystem::RoundRobin => String::new(),
    };
    Ok(format!(
        "system: team {}\nboards: {}\n{swiss}match points: win {}, draw {}, loss {}\nfirst-named team's colours: {colours}\npairing-allocated bye: {} match points, {} game points\nranking: {}\n",
        teams.system,
        teams.boards,
        points.win,
        points.draw,
        points.loss,
        bye.match_points,
        bye.game_points,
        tiebreaks.join(", ")
    ))
}

/// `1,2`: the bye's match points and game points.
fn read_bye(text: &str) -> Result<TeamBye> {
    let points = text
        .split_once(',')
        .and_then(|(mp, gp)| Some((mp.trim().parse().ok()?, gp.trim().parse().ok()?)));
    let (match_points, game_points) = points.ok_or_else(|| {
        eyre!("{text:?} is not a bye's points: match points,game points (e.g. 1,2)")
    })?;
    Ok(TeamBye {
        match_points,
        game_points,
    })
}

/// The players of `team` at the roster places given (`-` an empty board), or the first
/// players of the roster, one per board.
fn lineup(t: &Tournament, team: TeamNumber, places: &[String]) -> Result<Vec<Tpn>> {
    let teams = t
        .teams
        .as_ref()
        .ok_or_else(|| eyre!("the tournament is not a team competition"))?;
    let roster = teams
        .team(team)
        .ok_or_else(|| eyre!("there is no team {team}"))?;
    Ok(roster.lineup_at_places(&places.join(" "), teams.boards)?)
}
