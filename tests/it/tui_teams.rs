//! A team competition in the terminal application at 80x24: the team standings with
//! their tie-breaks (and the players' standings after `t`), and the teams with their
//! rosters in board order on the players screen (`t`). The competition is made with
//! the Edit layer, as `arbiter team` makes it.

use arbiter::edit::{Edit, RosterChange, Setting, TeamEdit, TeamSettings};
use arbiter::model::{
    Acceleration, Editions, MatchForfeit, PairingEdition, PairingSystem, Player, SwissChoices,
    TeamScore, TeamSystem, TeamTiebreak, Tournament, read_board_result,
};
use insta::assert_snapshot;

use crate::support::tui::{app, press, screen};

fn apply(tournament: &mut Tournament, edit: Edit) {
    let shown = format!("{edit:?}");
    edit.apply(tournament)
        .unwrap_or_else(|e| panic!("{shown}: {e}"));
}

/// The tournament `name` of `rounds` rounds, made a team competition of `system` on
/// `boards` boards with the settings `choose` makes of the defaults.
fn team_competition(
    name: &str,
    rounds: u32,
    system: TeamSystem,
    boards: u32,
    choose: impl FnOnce(TeamSettings) -> TeamSettings,
) -> Tournament {
    let mut t = Tournament::new(name, PairingSystem::Dutch, rounds);
    apply(&mut t, Edit::Team(TeamEdit::Begin { system, boards }));
    let settings = choose(TeamSettings::of(t.teams.as_ref().expect("teams")));
    apply(&mut t, Edit::Team(TeamEdit::Settings(settings)));
    t
}

/// A team round robin of four teams of three players on two boards (the third a
/// reserve), two of its three rounds played: the Berger table's 1-4 2-3, then 4-3 1-2,
/// board results typed as `arbiter team result` takes them.
fn league() -> Tournament {
    let mut t = team_competition("Leiden Club League", 3, TeamSystem::RoundRobin, 2, |s| {
        TeamSettings {
            tiebreaks: vec![TeamTiebreak::MPvGP, TeamTiebreak::EMMSB, TeamTiebreak::BC],
            ..s
        }
    });
    let names = [
        "Caissa",
        "Leiden Sacrifice Club",
        "Paard van Ree",
        "Utrecht",
    ];
    for (team, name) in (1..).zip(names) {
        enter_team(&mut t, team, name, 3);
        if team == 2 {
            apply(
                &mut t,
                Edit::Team(TeamEdit::EditTeam {
                    team,
                    name: name.to_string(),
                    short_name: Some("LSC".to_string()),
                    federation: Some("NED".to_string()),
                }),
            );
        }
    }
    for (round, results) in (1..).zip([["1 =", "0 0"], ["= =", "1 +"]]) {
        pair_with_lineups(&mut t, round);
        for (number, boards) in (1..).zip(results) {
            let boards = boards
                .split(' ')
                .map(|word| read_board_result(word).expect("a board result"))
                .collect();
            apply(
                &mut t,
                Edit::Team(TeamEdit::Results {
                    round,
                    number,
                    boards,
                }),
            );
        }
    }
    t
}

/// Enters team `team`, `name`, with `players` players (`Name 1, X`, rated 2300 less 10
/// a number) on its roster in number order.
fn enter_team(t: &mut Tournament, team: u32, name: &str, players: u32) {
    apply(
        t,
        Edit::Team(TeamEdit::AddTeam {
            name: name.to_string(),
            short_name: None,
            federation: None,
        }),
    );
    for place in 1..=players {
        let tpn = (team - 1) * players + place;
        apply(
            t,
            Edit::AddPlayer(Player::new(
                format!("{name} {place}, X"),
                Some(2300 - 10 * tpn as u16),
            )),
        );
        let player = t.player_ref(tpn).expect("player");
        apply(
            t,
            Edit::Team(TeamEdit::Roster {
                team,
                change: RosterChange::Add(player, None),
            }),
        );
    }
}

/// Pairs round `round` from the Berger table, each team lined up with the first two
/// players of its roster.
fn pair_with_lineups(t: &mut Tournament, round: u32) {
    apply(
        t,
        Edit::Team(TeamEdit::Pair {
            round,
            matches: Vec::new(),
            bye: None,
        }),
    );
    let matches = t.teams.as_ref().expect("teams").rounds[round as usize - 1]
        .matches
        .clone();
    for team in matches.iter().flat_map(|m| [m.first, m.second]) {
        let roster = &t.teams.as_ref().expect("teams").teams[team as usize - 1].roster;
        let players = roster[..2].to_vec();
        apply(
            t,
            Edit::Team(TeamEdit::Lineup {
                round,
                team,
                players,
            }),
        );
    }
}

#[test]
fn the_standings_of_a_team_competition_are_its_team_standings_and_t_shows_the_players() {
    let mut app = app(league());
    press(&mut app, "4");
    assert_snapshot!("team_standings_80x24", screen(&mut app, 80, 24));
    press(&mut app, "c");
    assert_eq!(
        app.status.text,
        "t shows the players' standings, c then their crosstable"
    );
    press(&mut app, "jt");
    assert_snapshot!("team_players_standings_80x24", screen(&mut app, 80, 24));
    press(&mut app, "t?");
    assert_snapshot!("team_standings_help_80x24", screen(&mut app, 80, 24));
}

#[test]
fn the_players_screen_of_a_team_competition_lists_the_teams_with_their_rosters() {
    let mut app = app(league());
    press(&mut app, "t");
    assert_snapshot!("team_rosters_80x24", screen(&mut app, 80, 24));
    press(&mut app, "jjjjw");
    assert_eq!(
        app.status.text,
        "w does nothing here: ? lists the keys of this screen"
    );
    assert_snapshot!("team_rosters_scrolled_80x24", screen(&mut app, 80, 24));
    press(&mut app, "t");
    assert_eq!(app.players.teams, None);
    assert!(
        screen(&mut app, 80, 24).contains(" Players (12) "),
        "the players again"
    );
}

/// C.04.7 1.4.4: a team Swiss with game points primary cannot take the Baku
/// acceleration; the settings screen says so and keeps none.
#[test]
fn the_settings_screen_refuses_baku_after_game_points_primary() {
    let mut t = team_competition("Leiden Team Swiss", 7, TeamSystem::Swiss, 4, |s| {
        TeamSettings {
            swiss: SwissChoices {
                primary: TeamScore::GamePoints,
                ..SwissChoices::DEFAULT
            },
            ..s
        }
    });
    let editions = Editions {
        pairing: PairingEdition::Rules2026,
        ..t.editions
    };
    apply(&mut t, Edit::Setting(Setting::Editions(editions)));
    let mut app = app(t);
    press(&mut app, &format!("6{}l", "j".repeat(18)));
    assert_eq!(app.tournament.acceleration, Acceleration::None);
    assert_snapshot!("team_settings_baku_refused_80x24", screen(&mut app, 80, 24));
}

#[test]
fn an_individual_tournament_has_no_teams_to_show() {
    let mut app = app(crate::support::tui::dutch());
    press(&mut app, "t");
    assert_eq!(app.status.text, "t lists a team competition's teams");
    press(&mut app, "4t");
    assert_eq!(
        app.status.text,
        "t shows a team competition's team standings"
    );
}

#[test]
fn the_results_screen_takes_a_team_match_in_one_line() {
    let mut t = league();
    pair_with_lineups(&mut t, 3);
    let mut app = app(t);
    // Round 3 of the Berger table: 2-4 3-1. `m` takes the match of the board under
    // the cursor (board 1: match 1) and waits for its boards. A board missing is
    // refused on its field.
    press(&mut app, "3m1");
    assert_snapshot!("team_match_form_80x24", screen(&mut app, 80, 24));
    press(&mut app, "<Enter>");
    assert_snapshot!("team_match_refused_80x24", screen(&mut app, 80, 24));
    press(&mut app, " =<Enter>");
    assert!(app.dialog.is_none(), "the form is closed");
    // The cursor went on to board 3, the first without a result: match 2's.
    assert_eq!(app.results.selected, 2);
    press(&mut app, "m= 0<Enter>");
    assert_snapshot!("team_match_entered_80x24", screen(&mut app, 80, 24));
    press(&mut app, "<F4>");
    assert_snapshot!(
        "team_standings_after_round_3_80x24",
        screen(&mut app, 80, 24)
    );
}

/// `f` on the results screen forfeits a match as a whole, as `arbiter team result
/// --forfeit` does: round 3 of the Berger table (2-4 3-1), match 2 lost by its
/// first-named team 3 (`-+`, the second choice). `none`, the last choice, has it played
/// after all.
#[test]
fn the_results_screen_forfeits_a_team_match_as_a_whole() {
    let mut t = league();
    pair_with_lineups(&mut t, 3);
    let mut app = app(t);
    // `f` takes the match of the board under the cursor (the last board: match 2).
    press(&mut app, "3Gf<Right>");
    assert_snapshot!("team_match_forfeit_form_80x24", screen(&mut app, 80, 24));
    press(&mut app, "<Enter>");
    assert_snapshot!("team_match_forfeited_80x24", screen(&mut app, 80, 24));
    let forfeit = |app: &arbiter::tui::app::App| {
        app.tournament.teams.as_ref().expect("teams").rounds[2].matches[1].forfeit
    };
    assert_eq!(forfeit(&app), Some(MatchForfeit::SecondWins));
    // Its boards are gone: the match is chosen by its number.
    press(&mut app, "f<S-Tab><BS>2<Tab><Right><Right><Right><Enter>");
    assert_eq!(forfeit(&app), None);
}

/// The Rounds screen's individual boards (`t`) of a team competition: the boards follow
/// from the matches and line-ups, so nobody is "to pair" and the keys that pair players
/// are not offered; the rules named are the team system's, not an individual edition's.
#[test]
fn the_boards_of_a_team_round_name_the_team_system_and_offer_no_pairing_keys() {
    let mut t = league();
    pair_with_lineups(&mut t, 3);
    let mut app = app(t);
    press(&mut app, "2t");
    assert_snapshot!("team_round_boards_80x24", screen(&mut app, 80, 24));
    press(&mut app, "r");
    assert_eq!(
        app.status.text,
        "a team competition pairs teams, not players: pair its rounds with the team commands"
    );
}

/// `b` on the teams screen gives the team at the top of the list a bye in a round to
/// come, as `arbiter team bye` does: the form starts at the next round, a half-point
/// bye (here changed to round 2), and the list then shows it on the team's line.
#[test]
fn b_on_the_teams_screen_gives_a_team_a_bye_in_a_round_to_come() {
    let mut t = Tournament::new("Swiss Team Cup", PairingSystem::Dutch, 5);
    apply(
        &mut t,
        Edit::Team(TeamEdit::Begin {
            system: TeamSystem::Swiss,
            boards: 2,
        }),
    );
    for (team, name) in (1..).zip(["Caissa", "Paard van Ree", "Utrecht"]) {
        enter_team(&mut t, team, name, 2);
    }
    let mut app = app(t);
    press(&mut app, "tb");
    assert_snapshot!("team_bye_form_80x24", screen(&mut app, 80, 24));
    press(&mut app, "<BS>2<Enter>");
    assert!(app.dialog.is_none(), "the form is closed");
    assert_snapshot!("team_bye_given_80x24", screen(&mut app, 80, 24));
}
