//! A team competition's rounds screen: the matches of a round, a row per team with its
//! line-up as roster places (or missing, late, forfeit), the game points and, once
//! every board is in, the match points; then the team with the pairing-allocated bye;
//! and the explain panel of a team Swiss's engine for the selected match.

use ratatui::Frame;
use ratatui::layout::{Constraint, Rect};
use ratatui::widgets::{Cell, Paragraph, Row, Table, Wrap};

use super::explain::{self, NoExplanation};
use super::{panel, row_style, scroll_offset};
use crate::model::{Colour, LineupState, RoundIndex, Side, TeamCompetition, TeamSystem};
use crate::pairing::team_swiss::PairedMatch;
use crate::tui::app::App;

pub fn draw(frame: &mut Frame, area: Rect, app: &App, teams: &TeamCompetition) {
    let look = &app.look;
    let theme = &look.theme;
    let t = &app.tournament;
    let number = app.shown_round();
    let (Some(team_round), Some(games)) = (teams.round(number), t.round(number)) else {
        let block = panel(" Rounds: matches and line-ups ", look);
        let inner = block.inner(area);
        frame.render_widget(block, area);
        let how = match teams.system {
            TeamSystem::RoundRobin => "from the Berger table",
            TeamSystem::Swiss => "by the C.04.6 engine, n by hand",
        };
        let text = match teams.teams.len() {
            0 => "No teams yet: t on the Players screen (1) lists them, a adds one.".to_string(),
            _ => format!("No round is paired yet: p pairs round 1 {how}."),
        };
        frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), inner);
        return;
    };
    let now = (app.clock)();
    let start = t
        .info
        .round_dates
        .get(number as usize - 1)
        .map(String::as_str);
    let states: Vec<LineupState> = team_round
        .matches
        .iter()
        .flat_map(|m| [Side::First, Side::Second].map(|side| m.lineup_state(side, start, &now)))
        .collect();
    let count = |state| states.iter().filter(|&&s| s == state).count();
    let (missing, late) = (count(LineupState::Missing), count(LineupState::Late));
    let waiting = match (missing + late, late) {
        (0, _) => "line-ups in".to_string(),
        (open, 0) => format!("{open} line-up(s) missing"),
        (open, late) => format!("{open} line-up(s) missing, {late} late"),
    };
    let title = format!(
        " Round {number} of {}: {} matches, {waiting} {} team {} ",
        t.rounds_planned,
        team_round.matches.len(),
        look.glyphs.separator,
        teams.system
    );
    let [table_area, hint_area, explain_area] = explain::frame_list(frame, area, app, title);
    let height = table_area.height.saturating_sub(1) as usize;
    let offset = scroll_offset(app.rounds.selected, height);
    let name = |number| teams.team(number).map_or("", |team| team.name.as_str());
    let mut rows = Vec::new();
    let games = RoundIndex::new(games);
    for (index, team_match) in team_round.matches.iter().enumerate() {
        let scored = teams.has_result(&games, team_match);
        for side in [Side::First, Side::Second] {
            let team = team_match.team(side);
            let score = teams.match_score(t, &games, team_match, side);
            let state = states[2 * index + side as usize];
            let lineup = match (state, teams.team(team)) {
                (LineupState::Given, Some(team)) => team.places(team_match.lineup(side)),
                _ => state.word().to_string(),
            };
            let style = match state {
                LineupState::Late => theme.warning,
                LineupState::Missing | LineupState::Forfeited => theme.muted,
                LineupState::Given => theme.text,
            };
            let first = side == Side::First;
            rows.push((
                [
                    if first {
                        format!("{:>3}", index + 1)
                    } else {
                        String::new()
                    },
                    format!("{team:>3}"),
                    name(team).to_string(),
                    lineup,
                    if scored {
                        format!("{:>4}", score.game_points)
                    } else {
                        String::new()
                    },
                    score
                        .match_points
                        .map_or_else(String::new, |mp| format!("{mp:>3}")),
                ],
                style,
            ));
        }
    }
    if let Some(team) = team_round.bye {
        let bye = teams.bye(t.scoring.draw);
        rows.push((
            [
                "bye".to_string(),
                format!("{team:>3}"),
                name(team).to_string(),
                "pairing-allocated bye".to_string(),
                format!("{:>4}", bye.game_points),
                format!("{:>3}", bye.match_points),
            ],
            theme.muted,
        ));
    }
    let table_rows =
        rows.into_iter()
            .enumerate()
            .skip(offset)
            .take(height)
            .map(|(index, (cells, style))| {
                let selected = index == app.rounds.selected;
                let pointer = if selected { look.glyphs.selector } else { "  " };
                let [matched, team, name, lineup, game_points, match_points] = cells;
                Row::new(vec![
                    Cell::from(format!("{pointer}{matched}")),
                    Cell::from(team),
                    Cell::from(name),
                    Cell::from(lineup).style(style),
                    Cell::from(game_points),
                    Cell::from(match_points),
                ])
                .style(row_style(selected, look))
            });
    let lineup_width = (2 * teams.boards as u16 + 4).clamp(21, 32);
    let widths = [
        Constraint::Length(5),
        Constraint::Length(3),
        Constraint::Fill(1),
        Constraint::Length(lineup_width),
        Constraint::Length(4),
        Constraint::Length(3),
    ];
    let header =
        Row::new(vec!["Match", " No", "Team", "Line-up", "  GP", " MP"]).style(theme.header);
    frame.render_widget(Table::new(table_rows, widths).header(header), table_area);
    let last = number == t.rounds_paired();
    let hint = match (start, teams.system) {
        (Some(start), _) => {
            format!("Enter types the line-up (round starts {start})  [ ]  p  t boards")
        }
        (None, TeamSystem::Swiss) if last => {
            "Enter line-up  [ ] rounds  p pairs the next, n by hand  e explain  t boards"
                .to_string()
        }
        (None, TeamSystem::RoundRobin) if last => {
            "Enter types the team's line-up  [ ] rounds  p pairs the next  t boards".to_string()
        }
        (None, _) => "Enter types the team's line-up  [ ] other rounds  t the boards".to_string(),
    };
    frame.render_widget(Paragraph::new(hint).style(theme.muted), hint_area);
    if explain_area.height > 0 {
        let title = " Explain: team Swiss C.04.6 rules ".to_string();
        let explanation = explanation(app, teams, number);
        explain::draw(frame, explain_area, app, title, explanation);
    }
}

/// The heading and text of the engine's explanation of the selected match (or bye),
/// or why there is none.
fn explanation<'a>(
    app: &'a App,
    teams: &TeamCompetition,
    number: u32,
) -> Result<(String, String), NoExplanation<'a>> {
    if teams.system == TeamSystem::RoundRobin {
        return Err(NoExplanation::BergerTable);
    }
    let round = teams.round(number).ok_or(NoExplanation::NothingSelected)?;
    let (engine, recomputed) = explain::answer(app, number)?;
    let engine = engine.teams().ok_or(NoExplanation::NothingSelected)?;
    let source = explain::source(recomputed);
    let label = |number| {
        teams.team(number).map_or_else(
            || number.to_string(),
            |team| format!("{} ({number})", team.name),
        )
    };
    // Two rows a match, then the team with the bye.
    let index = app.rounds.selected / 2;
    if let Some(team_match) = round.matches.get(index) {
        // The engine names the team with White on board 1 first.
        let first_named = |paired: &&PairedMatch| match teams.first_team_colour(1) {
            Colour::White => (paired.white, paired.black),
            Colour::Black => (paired.black, paired.white),
        };
        let (first, second) = (team_match.first, team_match.second);
        let found = engine
            .matches
            .iter()
            .find(|m| first_named(m) == (first, second));
        let swapped = engine
            .matches
            .iter()
            .find(|m| first_named(m) == (second, first));
        let heading = format!(
            "Match {}: {} {} {}",
            index + 1,
            label(first),
            app.look.glyphs.versus,
            label(second)
        );
        return explain::of_pair(
            heading,
            format!("Match {}", index + 1),
            found.map(|paired| paired.explanation.as_str()),
            swapped.map(|paired| paired.explanation.as_str()),
            recomputed,
        );
    }
    match round.bye {
        Some(team) if engine.bye == Some(team) => Ok((
            format!("Pairing-allocated bye: {}", label(team)),
            format!("The engine gave this team the pairing-allocated bye (3.4).{source}"),
        )),
        Some(_) if recomputed => Err(NoExplanation::ByeNotRecomputed("team")),
        Some(_) => Err(NoExplanation::ByeByHand),
        None => Err(NoExplanation::NothingSelected),
    }
}
