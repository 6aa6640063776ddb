//! The player list: number, title, name, rating, federation, points and status; on
//! wide terminals also the FIDE id and birth date. A team competition's teams with
//! their rosters in board order instead (`t`).

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Cell, Paragraph, Row, Table};

use super::{WIDE, fit, panel, row_style, scroll_offset};
use crate::export::teams::roster_lines;
use crate::model::{Player, TeamCompetition, TeamSystem};
use crate::tui::app::{App, PlayerSort};

pub fn draw(frame: &mut Frame, area: Rect, app: &App) {
    if let (Some(line), Some(teams)) = (app.players.teams, &app.tournament.teams) {
        draw_teams(frame, area, app, teams, line);
        return;
    }
    let look = &app.look;
    let theme = &look.theme;
    let visible = app.visible_players();
    let total = app.tournament.players.len();
    let mut title = format!(" Players ({total})");
    if app.players.sort != PlayerSort::Tpn {
        title.push_str(&format!(" by {}", app.players.sort.label()));
    }
    let filter = match &app.players.search {
        Some(search) => Some(search.lines().concat()),
        None => Some(app.players.filter.clone()).filter(|f| !f.is_empty()),
    };
    if let Some(filter) = &filter {
        title.push_str(&format!(": {} match {filter:?}", visible.len()));
    }
    title.push(' ');
    let block = panel(title, look);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let searching = app.players.search.is_some();
    let [list, prompt] = Layout::vertical([
        Constraint::Fill(1),
        Constraint::Length(u16::from(searching)),
    ])
    .areas(inner);
    if total == 0 {
        frame.render_widget(
            Paragraph::new(vec![
                Line::raw("No players yet."),
                Line::from(vec![
                    Span::styled("a", theme.key),
                    Span::raw(" adds a player; "),
                    Span::styled("?", theme.key),
                    Span::raw(" lists every key."),
                ]),
            ]),
            list,
        );
    } else {
        table(frame, list, app, &visible);
    }
    if let Some(search) = &app.players.search {
        let [label, input] =
            Layout::horizontal([Constraint::Length(2), Constraint::Fill(1)]).areas(prompt);
        frame.render_widget(Span::styled("/", theme.key), label);
        frame.render_widget(search, input);
    }
}

/// The teams as `arbiter team list` prints them, from line `first`: each team's line
/// (number, names, federation, rating average, byes asked for), then its roster in board
/// order.
fn draw_teams(frame: &mut Frame, area: Rect, app: &App, teams: &TeamCompetition, first: usize) {
    let theme = &app.look.theme;
    // A team Swiss's teams may ask for byes; a round robin's play every round.
    let bye = match teams.system {
        TeamSystem::Swiss => ", b bye",
        TeamSystem::RoundRobin => "",
    };
    let title = format!(
        " Teams ({}, {} boards, {}): a add, r roster{bye}, t players ",
        teams.teams.len(),
        teams.boards,
        teams.system
    );
    let block = panel(title, &app.look);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    if teams.teams.is_empty() {
        frame.render_widget(
            Paragraph::new("No teams yet: a adds one, r then enters its players.")
                .style(theme.muted),
            inner,
        );
        return;
    }
    let lines: Vec<Line> = roster_lines(&app.tournament, teams)
        .into_iter()
        .skip(first)
        .take(usize::from(inner.height))
        .map(|line| {
            let style = if line.team { theme.title } else { theme.text };
            Line::styled(line.text, style)
        })
        .collect();
    frame.render_widget(Paragraph::new(lines), inner);
}

fn table(frame: &mut Frame, area: Rect, app: &App, visible: &[u32]) {
    let look = &app.look;
    let wide = area.width + 2 >= WIDE;
    let height = area.height.saturating_sub(1) as usize;
    let offset = scroll_offset(app.players.selected, height);
    let scores = app.derived.current();
    let next_round = app.tournament.rounds_paired() + 1;
    let rows = visible
        .iter()
        .enumerate()
        .skip(offset)
        .take(height)
        .filter_map(|(index, &tpn)| {
            let player = app.tournament.player(tpn)?;
            let score = scores.get((tpn - 1) as usize).copied().unwrap_or_default();
            let selected = index == app.players.selected;
            let pointer = if selected { look.glyphs.selector } else { "  " };
            let mut cells = vec![
                Cell::from(format!("{pointer}{tpn:>4}")),
                Cell::from(player.title.map_or("", |t| t.code())),
                Cell::from(player.name.clone()),
                Cell::from(player.rating.map_or("-".to_string(), |r| r.to_string())),
                Cell::from(player.federation.clone().unwrap_or_default()),
                Cell::from(format!("{score:>4}")),
            ];
            if wide {
                cells.push(Cell::from(
                    player.fide_id.map_or(String::new(), |id| id.to_string()),
                ));
                cells.push(Cell::from(player.birth_date.clone().unwrap_or_default()));
            }
            cells.push(Cell::from(status(player, next_round)));
            Some(Row::new(cells).style(row_style(selected, look)))
        });
    let mut header = vec!["    No", "Tit", "Name", "Rating", "Fed", " Pts"];
    let mut widths = vec![
        Constraint::Length(6),
        Constraint::Length(3),
        Constraint::Fill(1),
        Constraint::Length(6),
        Constraint::Length(3),
        Constraint::Length(4),
    ];
    if wide {
        header.extend(["FIDE id", "Born"]);
        widths.extend([Constraint::Length(10), Constraint::Length(10)]);
    }
    header.push("Status");
    widths.push(Constraint::Length(if wide { 24 } else { 15 }));
    let table = Table::new(rows, widths)
        .header(Row::new(header).style(look.theme.header))
        .column_spacing(1);
    frame.render_widget(table, area);
}

/// Withdrawal or the next requested bye, briefly.
fn status(player: &Player, next_round: u32) -> String {
    if let Some(from) = player.withdrawn_from {
        return if from <= next_round {
            format!("withdrawn R{from}")
        } else {
            format!("leaves before R{from}")
        };
    }
    let coming: Vec<String> = player
        .byes
        .iter()
        .filter(|b| b.round >= next_round)
        .map(|b| format!("R{} {}", b.round, b.kind.word()))
        .collect();
    if coming.is_empty() {
        String::new()
    } else {
        fit(&format!("bye {}", coming.join(", ")), 24)
    }
}
