//! The standings after the last complete round: rank, points, the tournament's
//! tie-breaks in its order, and the rating change; or the crosstable (`c`). A round
//! robin opens on its all-play-all crosstable (`c` shows the standings); a team
//! competition on its team standings (`t` shows the players').

use ratatui::Frame;
use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Cell, Paragraph, Row, Table, Wrap};

use super::{fit, panel, row_style, scroll_offset};
use crate::export::prizes::amount_heading;
use crate::export::tables::GridLine;
use crate::model::Tpn;
use crate::rating::PlayerRating;
use crate::standings::prizes::prize_lists;
use crate::standings::teams::TeamStandings;
use crate::tui::app::{App, Reports};
use crate::tui::theme::Look;

/// The narrowest the name column gets before tie-break columns are left out.
const NAME_MIN: u16 = 16;

pub fn draw(frame: &mut Frame, area: Rect, app: &App) {
    let Some(reports) = &app.derived.reports else {
        return;
    };
    let standings = &reports.standings;
    let in_progress = app
        .tournament
        .rounds
        .get(standings.after_round as usize)
        .map(|r| format!(", round {} in progress", r.number))
        .unwrap_or_default();
    let crosstable = app.standings.crosstable != reports.grid.is_some();
    let teams = app
        .team_standings()
        .filter(|_| !app.standings.prizes && !app.standings.norms);
    let what = if app.standings.prizes {
        "Prize list"
    } else if app.standings.norms {
        "Title norms"
    } else if teams.is_some() {
        "Team standings"
    } else if crosstable {
        "Crosstable"
    } else {
        "Standings"
    };
    let title = if standings.after_round == 0 {
        format!(" {what}: no round complete yet ")
    } else {
        format!(
            " {what} after round {}{in_progress} ",
            standings.after_round
        )
    };
    let block = panel(title, &app.look);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let [table_area, legend_area] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(2)]).areas(inner);
    let legend = |frame: &mut Frame, text: String| {
        frame.render_widget(
            Paragraph::new(text)
                .style(app.look.theme.muted)
                .wrap(Wrap { trim: true }),
            legend_area,
        );
    };
    if app.standings.prizes {
        prizes(frame, table_area, app, reports);
        legend(
            frame,
            "The prize-winners of each category, by the tournament's prize rules. a adds a category, d removes the one marked, $ back to the standings.".to_string(),
        );
    } else if app.standings.norms {
        norms(frame, table_area, app, reports);
        legend(
            frame,
            "Norms made and still possible (FIDE B.01). arbiter norms FILE --player N gives every figure, --form it1 the certificates. n back.".to_string(),
        );
    } else if let Some(teams) = teams {
        team_table(frame, table_area, app, teams);
        let tiebreaks: String = teams
            .tiebreaks
            .iter()
            .map(|tb| format!("; {} {}", tb.code(), tb.description()))
            .collect();
        let tied = if teams.rows.iter().any(|r| r.tied) {
            "= tied after every tie-break: lots decide (C.07 4.2). "
        } else {
            ""
        };
        legend(
            frame,
            format!("{tied}t players' standings. MP match points, GP game points{tiebreaks}."),
        );
    } else if let (true, Some(grid)) = (crosstable, &reports.grid) {
        round_robin_grid(frame, table_area, app, grid);
        legend(
            frame,
            format!("{} c standings.", crate::export::tables::ROUND_ROBIN_LEGEND),
        );
    } else if crosstable {
        self::crosstable(frame, table_area, app, reports);
        legend(frame, crate::export::tables::crosstable_legend());
    } else {
        table(frame, table_area, app, reports);
        let legend = standings
            .criteria
            .iter()
            .map(|c| format!("{} {}", c.label(), c.description()))
            .collect::<Vec<_>>()
            .join("; ");
        let tied = if standings.rows.iter().any(|r| r.tied) {
            "= tied after every tie-break: lots decide (C.07 4.2). "
        } else {
            ""
        };
        let notes: String = standings
            .notes
            .iter()
            .map(|note| format!("{note}. "))
            .collect();
        let rating = reports
            .rating
            .as_ref()
            .map(|report| format!(", rating {} {}", report.edition, report.list))
            .unwrap_or_default();
        frame.render_widget(
            Paragraph::new(Line::styled(
                format!(
                    "{tied}{notes}C.07 {}{rating}. c crosstable, $ prizes. {legend}",
                    standings.edition
                ),
                app.look.theme.muted,
            ))
            .wrap(Wrap { trim: true }),
            legend_area,
        );
    }
}

/// The first and past-the-last of `count` columns of `cell_width` that fit in `room`
/// beside the narrowest name column, from the one the arbiter scrolled to.
fn visible_columns(app: &App, room: u16, cell_width: u16, count: usize) -> (usize, usize) {
    let fitting = (room.saturating_sub(NAME_MIN) / (cell_width + 1)) as usize;
    let first = app
        .standings
        .column
        .min(count.saturating_sub(fitting.max(1)));
    (first, (first + fitting).min(count))
}

/// A table of this screen: its heading and column widths, then its rows.
fn render_table<'a>(
    frame: &mut Frame,
    area: Rect,
    look: &Look,
    (header, constraints): (Vec<String>, Vec<Constraint>),
    rows: impl IntoIterator<Item = Row<'a>>,
) {
    frame.render_widget(
        Table::new(rows, constraints)
            .header(Row::new(header).style(look.theme.header))
            .column_spacing(1)
            .flex(Flex::Start),
        area,
    );
}

/// The title norms as `arbiter norms` prints them, long lines wrapped under their
/// indent, from the line scrolled to.
fn norms(frame: &mut Frame, area: Rect, app: &App, reports: &Reports) {
    let look = &app.look;
    let text = reports.norms_text(&app.tournament);
    let width = usize::from(area.width.max(20));
    let lines: Vec<Line> = text
        .lines()
        .skip(app.standings.selected)
        .flat_map(|line| {
            let indent: String = line.chars().take_while(|c| *c == ' ').collect();
            let options = textwrap::Options::new(width).subsequent_indent(&indent);
            let style = if line.starts_with("Title norms") {
                look.theme.title
            } else if line.starts_with(' ') {
                look.theme.text
            } else {
                look.theme.muted
            };
            textwrap::wrap(line, options)
                .into_iter()
                .map(|part| Line::styled(part.into_owned(), style))
                .collect::<Vec<_>>()
        })
        .take(usize::from(area.height))
        .collect();
    frame.render_widget(Paragraph::new(lines), area);
}

/// The prize list under a heading of its columns: each category's heading (the marked
/// one highlighted), then its winners: place (`=` shared), number, name, rating, points,
/// the amount; then the shared prizes.
fn prizes(frame: &mut Frame, area: Rect, app: &App, reports: &Reports) {
    let look = &app.look;
    let lists = prize_lists(&app.tournament, &reports.standings);
    if lists.is_empty() {
        frame.render_widget(
            Paragraph::new("No prize categories yet: a adds one.").style(look.theme.muted),
            area,
        );
        return;
    }
    let currency = app.tournament.prize_rules.currency.as_deref();
    let amount_heading = amount_heading(&app.tournament);
    let amounts = amount_heading.chars().count().max(6);
    // Place, number, rating, points, the amount and the spaces between the columns.
    let names = longest_name(app).min(area.width.saturating_sub(23 + amounts as u16)) as usize;
    let [heading_area, area] =
        Layout::vertical([Constraint::Length(1), Constraint::Fill(1)]).areas(area);
    frame.render_widget(
        Line::styled(
            format!(
                "{:>4} {:>3}  {:<names$} {:>4} {:>5} {amount_heading:>amounts$}",
                "Pl", "No", "Name", "Rtg", "Pts"
            ),
            look.theme.header,
        ),
        heading_area,
    );
    let mut lines: Vec<Line> = Vec::new();
    let mut selected_line = 0;
    for (index, list) in lists.iter().enumerate() {
        let places = list.category.places;
        let heading = format!(
            "{} ({}; {places} place{})",
            list.category.name,
            list.category.conditions(),
            if places == 1 { "" } else { "s" }
        );
        let style = if index == app.standings.selected {
            selected_line = lines.len();
            look.theme.selected
        } else {
            look.theme.title
        };
        lines.push(Line::styled(heading, style));
        if list.winners.rows.is_empty() {
            lines.push(Line::styled("   nobody eligible yet", look.theme.muted));
        }
        for (row_index, row) in list.winners.rows.iter().enumerate() {
            let rating = app
                .tournament
                .player(row.tpn)
                .and_then(|p| p.rating)
                .map_or_else(String::new, |r| r.to_string());
            let place = format!("{}{}", row.rank, if row.tied { "=" } else { "" });
            let amount = list
                .amounts
                .get(row_index)
                .map_or_else(String::new, u32::to_string);
            lines.push(Line::styled(
                format!(
                    "{place:>4} {:>3}  {:<names$} {rating:>4} {:>5} {amount:>amounts$}",
                    row.tpn,
                    fit(&name(app, row.tpn), names),
                    row.points.to_string()
                ),
                look.theme.text,
            ));
        }
        for share in &list.shares {
            lines.push(Line::styled(
                format!("   {}", share.note(currency)),
                look.theme.muted,
            ));
        }
    }
    let offset = scroll_offset(selected_line, area.height as usize);
    frame.render_widget(
        Paragraph::new(lines.into_iter().skip(offset).collect::<Vec<_>>()),
        area,
    );
}

fn longest_name(app: &App) -> u16 {
    app.tournament
        .players
        .iter()
        .map(|p| p.name.chars().count() as u16)
        .max()
        .unwrap_or(0)
}

fn name(app: &App, tpn: Tpn) -> String {
    app.tournament.player_name(tpn).to_string()
}

fn table(frame: &mut Frame, area: Rect, app: &App, reports: &Reports) {
    let look = &app.look;
    let standings = &reports.standings;
    let labels: Vec<String> = standings.criteria.iter().map(|c| c.label()).collect();
    let widths: Vec<u16> = labels.iter().map(|l| l.len().max(5) as u16).collect();
    // Rank, number, rating, points and the spaces between the columns.
    let fixed = 4 + 4 + 4 + 5 + 5;
    let change_width = 7;
    let mut room = area.width.saturating_sub(fixed + NAME_MIN);
    let mut shown = 0;
    for width in &widths {
        if room < width + 1 {
            break;
        }
        room -= width + 1;
        shown += 1;
    }
    let show_aro = reports.aro.is_some() && shown == widths.len() && room > 6;
    if show_aro {
        room -= 6;
    }
    let show_change = shown == widths.len() && room > change_width;
    let changes: Option<Vec<Option<String>>> = reports.rating.as_ref().ok().map(|report| {
        report
            .players
            .iter()
            .map(|p| match &p.rating {
                PlayerRating::Rated { change, .. } => Some(format!("{:+}", change.change)),
                PlayerRating::Unrated { .. } => None,
            })
            .collect()
    });
    let rows = visible_rows(&standings.rows, app, area).map(|(index, row)| {
        let player = app.tournament.player(row.tpn);
        let mut cells = vec![
            rank_cell(row.rank, row.tied),
            Cell::from(format!("{:>4}", row.tpn)),
            Cell::from(name(app, row.tpn)),
            Cell::from(
                player
                    .and_then(|p| p.rating)
                    .map_or("-".to_string(), |r| r.to_string()),
            ),
            Cell::from(format!("{:>5}", row.points)),
        ];
        for (value, width) in row.values.iter().zip(&widths).take(shown) {
            let text = value.map(|v| v.to_string()).unwrap_or_default();
            cells.push(Cell::from(format!("{text:>w$}", w = *width as usize)));
        }
        if let Some(aro) = reports.aro.as_ref().filter(|_| show_aro) {
            let value = aro
                .get((row.tpn - 1) as usize)
                .copied()
                .flatten()
                .map_or(String::new(), |v| v.to_string());
            cells.push(Cell::from(format!("{value:>5}")));
        }
        if show_change {
            let change = changes
                .as_ref()
                .and_then(|c| c.get((row.tpn - 1) as usize).cloned().flatten())
                .unwrap_or_default();
            cells.push(Cell::from(format!("{change:>7}")));
        }
        Row::new(cells).style(row_style(index == app.standings.selected, look))
    });
    let mut header: Vec<String> = ["  Rk", "  No", "Name", "Rtg", "  Pts"]
        .map(str::to_string)
        .to_vec();
    let name_width = longest_name(app).clamp(NAME_MIN, NAME_MIN + room);
    let mut constraints = vec![
        Constraint::Length(4),
        Constraint::Length(4),
        Constraint::Length(name_width),
        Constraint::Length(4),
        Constraint::Length(5),
    ];
    for (label, width) in labels.iter().zip(&widths).take(shown) {
        header.push(format!("{label:>w$}", w = *width as usize));
        constraints.push(Constraint::Length(*width));
    }
    if show_aro {
        header.push("  ARO".into());
        constraints.push(Constraint::Length(5));
    }
    if show_change {
        header.push(" +/-Rtg".into());
        constraints.push(Constraint::Length(change_width));
    }
    render_table(frame, area, look, (header, constraints), rows);
}

/// The team standings as `arbiter standings` prints them: rank, number, team, match
/// points, game points, then the team tie-breaks that fit, headed by their descriptors.
fn team_table(frame: &mut Frame, area: Rect, app: &App, standings: &TeamStandings) {
    let look = &app.look;
    let Some(teams) = &app.tournament.teams else {
        return;
    };
    let widths: Vec<u16> = standings
        .tiebreaks
        .iter()
        .map(|tb| tb.code().len().max(5) as u16)
        .collect();
    // Rank, number, match points, game points and the four spaces between them and
    // the name.
    let fixed = 4 + 3 + 5 + 5 + 4;
    let room = area.width.saturating_sub(fixed + NAME_MIN);
    let shown = widths
        .iter()
        .scan(0, |used, width| {
            *used += width + 1;
            (*used <= room).then_some(())
        })
        .count();
    let name_width = teams
        .teams
        .iter()
        .map(|team| team.name.chars().count() as u16)
        .max()
        .unwrap_or(0)
        .clamp(
            NAME_MIN,
            NAME_MIN + room - widths[..shown].iter().map(|w| w + 1).sum::<u16>(),
        );
    let rows = visible_rows(&standings.rows, app, area).map(|(index, row)| {
        let name = teams.team(row.team).map_or("", |team| team.name.as_str());
        let mut cells = vec![
            rank_cell(row.rank, row.tied),
            Cell::from(format!("{:>3}", row.team)),
            Cell::from(name.to_string()),
            Cell::from(format!("{:>5}", row.match_points)),
            Cell::from(format!("{:>5}", row.game_points)),
        ];
        for (value, width) in row.values.iter().zip(&widths).take(shown) {
            cells.push(Cell::from(format!(
                "{:>w$}",
                value.map_or_else(String::new, |value| value.to_decimal(2)),
                w = *width as usize
            )));
        }
        Row::new(cells).style(row_style(index == app.standings.selected, look))
    });
    let mut header: Vec<String> = ["  Rk", " No", "Team", "   MP", "   GP"]
        .map(str::to_string)
        .to_vec();
    let mut constraints = vec![
        Constraint::Length(4),
        Constraint::Length(3),
        Constraint::Length(name_width),
        Constraint::Length(5),
        Constraint::Length(5),
    ];
    for (tiebreak, width) in standings.tiebreaks.iter().zip(&widths).take(shown) {
        header.push(format!("{:>w$}", tiebreak.code(), w = *width as usize));
        constraints.push(Constraint::Length(*width));
    }
    render_table(frame, area, look, (header, constraints), rows);
}

fn crosstable(frame: &mut Frame, area: Rect, app: &App, reports: &Reports) {
    let look = &app.look;
    let standings = &reports.standings;
    let lines = &reports.crosstable;
    let rounds = standings.after_round as usize;
    let cell_width = lines
        .iter()
        .flat_map(|l| l.cells.iter().map(|c| c.code().len()))
        .max()
        .unwrap_or(3)
        .max(3) as u16;
    // Line, name, points and the spaces between.
    let fixed = 3 + 5 + 3;
    let (first, last) =
        visible_columns(app, area.width - area.width.min(fixed), cell_width, rounds);
    let height = area.height.saturating_sub(1) as usize;
    let offset = scroll_offset(app.standings.selected, height);
    let rows = standings
        .rows
        .iter()
        .zip(lines)
        .enumerate()
        .skip(offset)
        .take(height)
        .map(|(index, (row, line))| {
            let mut cells = vec![
                Cell::from(format!("{:>3}", line.line)),
                Cell::from(name(app, row.tpn)),
                Cell::from(format!("{:>5}", row.points)),
            ];
            cells.extend(
                line.cells[first..last.min(line.cells.len())]
                    .iter()
                    .map(|c| Cell::from(format!("{:>w$}", c.code(), w = cell_width as usize))),
            );
            Row::new(cells).style(row_style(index == app.standings.selected, look))
        });
    let mut header = vec!["Ln".to_string(), "Name".into(), "  Pts".into()];
    let rest = area
        .width
        .saturating_sub(fixed + NAME_MIN + (last - first) as u16 * (cell_width + 1));
    let mut constraints = vec![
        Constraint::Length(3),
        Constraint::Length(longest_name(app).clamp(NAME_MIN, NAME_MIN + rest)),
        Constraint::Length(5),
    ];
    for round in first..last {
        header.push(format!(
            "{:>w$}",
            format!("R{}", round + 1),
            w = cell_width as usize
        ));
        constraints.push(Constraint::Length(cell_width));
    }
    render_table(frame, area, look, (header, constraints), rows);
}

/// A round robin's crosstable: a line per player by pairing number, a column per
/// opponent (scrolled with Left and Right when they do not all fit), points and place.
fn round_robin_grid(frame: &mut Frame, area: Rect, app: &App, grid: &[GridLine]) {
    let look = &app.look;
    let players = grid.len();
    let cell_width =
        (app.tournament.round_robin.cycles as usize).max(players.to_string().len()) as u16;
    // Number, points, place and the spaces between.
    let fixed = 3 + 5 + 5 + 3;
    let (first, last) =
        visible_columns(app, area.width - area.width.min(fixed), cell_width, players);
    let height = area.height.saturating_sub(1) as usize;
    let offset = scroll_offset(app.standings.selected, height);
    let width = cell_width as usize;
    let rows = grid
        .iter()
        .enumerate()
        .skip(offset)
        .take(height)
        .map(|(index, line)| {
            let mut cells = vec![
                Cell::from(format!("{:>3}", line.tpn)),
                Cell::from(name(app, line.tpn)),
            ];
            cells.extend(line.cells[first..last].iter().map(|cell| {
                let shown = cell
                    .as_deref()
                    .map_or_else(|| "X".repeat(width), str::to_string);
                Cell::from(format!("{shown:>width$}"))
            }));
            cells.push(Cell::from(format!("{:>5}", line.points)));
            cells.push(Cell::from(format!("{:>5}", line.place_text())));
            Row::new(cells).style(row_style(index == app.standings.selected, look))
        });
    let rest = area
        .width
        .saturating_sub(fixed + NAME_MIN + (last - first) as u16 * (cell_width + 1));
    let mut header = vec![" No".to_string(), "Name".into()];
    let mut constraints = vec![
        Constraint::Length(3),
        Constraint::Length(longest_name(app).clamp(NAME_MIN, NAME_MIN + rest)),
    ];
    for number in first + 1..=last {
        header.push(format!("{number:>width$}"));
        constraints.push(Constraint::Length(cell_width));
    }
    header.extend(["  Pts".to_string(), "Place".into()]);
    constraints.extend([Constraint::Length(5), Constraint::Length(5)]);
    render_table(frame, area, look, (header, constraints), rows);
}

/// The rows of a standings table that fit under its heading, scrolled to keep the
/// selected one in view, each with its index.
fn visible_rows<'r, T>(
    rows: &'r [T],
    app: &App,
    area: Rect,
) -> impl Iterator<Item = (usize, &'r T)> {
    let height = area.height.saturating_sub(1) as usize;
    let offset = scroll_offset(app.standings.selected, height);
    rows.iter().enumerate().skip(offset).take(height)
}

/// A place in a standings table, `=` marking a shared one.
fn rank_cell(rank: u32, tied: bool) -> Cell<'static> {
    Cell::from(format!("{rank:>3}{}", if tied { "=" } else { " " }))
}
