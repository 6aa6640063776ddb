//! Drawing: a function of the application state, nothing else. The layout is a tab
//! bar, the screen, and a status line; dialogs and the help overlay are drawn on top.
//! Every screen works in 80x24 and uses more room when there is more.

mod dialog;
mod explain;
mod help;
mod lineups;
mod players;
mod rating;
mod results;
mod rounds;
mod settings;
mod standings;
mod start;

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Tabs, Wrap};

use super::app::{App, Dialog, Screen, StatusKind};
use super::theme::Look;

/// The smallest terminal the screens are laid out for.
pub const MIN_WIDTH: u16 = 60;
pub const MIN_HEIGHT: u16 = 16;

/// Terminals at least this wide get side panels (the explain panel, more columns).
pub const WIDE: u16 = 110;

pub fn draw(frame: &mut Frame, app: &App) {
    let area = frame.area();
    let look = &app.look;
    frame.render_widget(Block::new().style(look.theme.text), area);
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        too_small(frame, area, look);
        return;
    }
    let status_lines = status_lines(app, area.width);
    let [tabs, body, status] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(status_lines.len() as u16),
    ])
    .areas(area);
    if app.start.is_some() {
        start::draw(
            frame,
            area.intersection(Rect {
                height: area.height - 1,
                ..area
            }),
            app,
        );
    } else {
        tab_bar(frame, tabs, app);
        match app.screen {
            Screen::Players => players::draw(frame, body, app),
            Screen::Rounds => match &app.tournament.teams {
                Some(teams) if app.shows_matches() => lineups::draw(frame, body, app, teams),
                _ => rounds::draw(frame, body, app),
            },
            Screen::Results => results::draw(frame, body, app),
            Screen::Standings => standings::draw(frame, body, app),
            Screen::Rating => rating::draw(frame, body, app),
            Screen::Settings => settings::draw(frame, body, app),
        }
    }
    status_line(frame, status, app, status_lines);
    match &app.dialog {
        Some(Dialog::Form(form)) => dialog::form(frame, area, form, look),
        Some(Dialog::Confirm(confirm)) => dialog::confirm(frame, area, confirm, look),
        None => {}
    }
    if let Some(offset) = app.help {
        help::draw(frame, area, app, offset);
    }
}

fn too_small(frame: &mut Frame, area: Rect, look: &Look) {
    let text = vec![
        Line::styled("The terminal is too small", look.theme.warning),
        Line::raw(format!(
            "It is {}x{}; arbiter needs at least {MIN_WIDTH}x{MIN_HEIGHT}.",
            area.width, area.height
        )),
        Line::raw("Enlarge the window: the screen comes back at once."),
        Line::styled("q quits.", look.theme.muted),
    ];
    frame.render_widget(
        Paragraph::new(text)
            .wrap(Wrap { trim: true })
            .style(look.theme.text),
        area,
    );
}

fn tab_bar(frame: &mut Frame, area: Rect, app: &App) {
    let theme = &app.look.theme;
    let titles = Screen::ALL
        .iter()
        .enumerate()
        .map(|(i, screen)| format!("{} {}", i + 1, screen.title()));
    // Padded tabs need 72 columns; without the padding all six fit in 60.
    let padding = if area.width >= 72 { " " } else { "" };
    let tabs = Tabs::new(titles)
        .select(app.screen.index())
        .style(theme.tab)
        .highlight_style(theme.tab_active)
        .divider(app.look.glyphs.separator)
        .padding(padding, padding);
    frame.render_widget(tabs, area);
    let tabs_width: u16 = Screen::ALL
        .iter()
        .map(|s| s.title().len() as u16 + 3 + 2 * padding.len() as u16)
        .sum();
    let t = &app.tournament;
    let progress = match t.rounds.last() {
        None => format!("{} rounds", t.rounds_planned),
        Some(last) => format!("round {}/{}", last.number, t.rounds_planned),
    };
    let info = format!("{} {} {progress} ", t.info.name, app.look.glyphs.separator);
    let room = area.width.saturating_sub(tabs_width + 1);
    if room as usize > info.chars().count() {
        let width = info.chars().count() as u16;
        let right = Rect {
            x: area.right() - width,
            width,
            ..area
        };
        frame.render_widget(Paragraph::new(info).style(theme.muted), right);
    }
}

/// The most lines the status message takes: a long message (another arbiter's
/// changes) is wrapped rather than cut off at 80 columns.
const STATUS_LINES: usize = 4;

const HINT: &str = "? help  u undo  q quit";
const START_HINT: &str = "? help  q quit";

/// The status message in lines of `width`: one line with the key hint when it fits
/// beside it, else wrapped over up to [`STATUS_LINES`] lines (the last one ending in
/// `...` when even that is too little).
fn status_lines(app: &App, width: u16) -> Vec<String> {
    let hint = if app.start.is_some() {
        START_HINT
    } else {
        HINT
    };
    let text = app.status.text.as_str();
    if text.chars().count() + hint.len() + 1 < usize::from(width) {
        return vec![text.to_string()];
    }
    let mut lines: Vec<String> = textwrap::wrap(text, usize::from(width.max(1)))
        .into_iter()
        .map(|line| line.into_owned())
        .collect();
    if lines.len() > STATUS_LINES {
        lines.truncate(STATUS_LINES);
        if let Some(last) = lines.last_mut() {
            *last = format!("{}...", fit(last, usize::from(width).saturating_sub(3)));
        }
    }
    lines
}

fn status_line(frame: &mut Frame, area: Rect, app: &App, lines: Vec<String>) {
    let theme = &app.look.theme;
    let style = match app.status.kind {
        StatusKind::Info => theme.text,
        StatusKind::Warning | StatusKind::Hint => theme.warning,
        StatusKind::Error => theme.error,
    };
    let hint = if app.start.is_some() {
        START_HINT
    } else {
        HINT
    };
    let fits = app.status.text.chars().count() + hint.len() + 1 < usize::from(area.width);
    let hint_width = if fits { hint.len() as u16 + 1 } else { 0 };
    let [message, keys] =
        Layout::horizontal([Constraint::Fill(1), Constraint::Length(hint_width)]).areas(area);
    let lines: Vec<Line> = lines
        .into_iter()
        .map(|line| Line::styled(line, style))
        .collect();
    frame.render_widget(Paragraph::new(lines), message);
    frame.render_widget(
        Paragraph::new(Line::from(vec![
            Span::raw(" "),
            Span::styled(hint, theme.muted),
        ])),
        keys,
    );
}

/// A bordered panel with a title.
fn panel<'a>(title: impl Into<Line<'a>>, look: &Look) -> Block<'a> {
    Block::bordered()
        .border_set(look.glyphs.border)
        .border_style(look.theme.border)
        .title(title.into().style(look.theme.title))
}

/// A rectangle of at most `width` x `height` in the middle of `area`.
fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let width = width.min(area.width);
    let height = height.min(area.height);
    Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    }
}

/// The first row to show so that row `selected` is visible in `height` rows.
fn scroll_offset(selected: usize, height: usize) -> usize {
    (selected + 1).saturating_sub(height.max(1))
}

/// `text` cut to `width` characters.
fn fit(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        text.to_string()
    } else {
        text.chars().take(width).collect()
    }
}

/// A style for the row under the cursor.
fn row_style(selected: bool, look: &Look) -> Style {
    if selected {
        look.theme.selected
    } else {
        Style::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_selected_row_stays_in_view() {
        assert_eq!(scroll_offset(0, 10), 0);
        assert_eq!(scroll_offset(9, 10), 0);
        assert_eq!(scroll_offset(10, 10), 1);
        assert_eq!(scroll_offset(25, 10), 16);
        assert_eq!(scroll_offset(3, 0), 3);
    }

    #[test]
    fn centered_boxes_fit_inside() {
        let area = Rect::new(0, 0, 80, 24);
        assert_eq!(centered(area, 40, 10), Rect::new(20, 7, 40, 10));
        assert_eq!(centered(area, 100, 30), area);
    }
}
