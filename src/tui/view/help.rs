//! The help overlay: every binding of the current screen, from the keymap table.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Wrap};

use super::{centered, panel};
use crate::tui::app::App;
use crate::tui::keymap::help_rows;

const KEYS_WIDTH: usize = 11;

pub fn draw(frame: &mut Frame, area: Rect, app: &App, offset: usize) {
    let look = &app.look;
    let theme = &look.theme;
    let sections = help_rows(&app.help_contexts());
    let section_lines = |(context, rows): &(
        crate::tui::keymap::Context,
        Vec<crate::tui::keymap::HelpRow>,
    )| {
        let mut lines = vec![Line::styled(context.title(), theme.header)];
        lines.extend(rows.iter().map(|row| {
            Line::from(vec![
                Span::styled(format!("{:<KEYS_WIDTH$}", row.keys), theme.key),
                Span::raw(" "),
                Span::raw(row.help),
            ])
        }));
        lines.push(Line::raw(""));
        lines
    };
    let purpose = if app.start.is_some() {
        "Open a tournament you worked on, another file, or start a new one."
    } else {
        app.screen.purpose()
    };
    let width = area.width.min(100);
    let inner_width = width.saturating_sub(2);
    let purpose_lines = (purpose.chars().count() as u16).div_ceil(inner_width.max(1)) + 1;
    // Two columns when there is room: the screen's own keys, then everything else.
    let two_columns = inner_width >= 74 && sections.len() > 1;
    let columns: Vec<Vec<Line>> = if two_columns {
        let (own, rest) = sections.split_at(sections.len() - 1);
        vec![
            own.iter().flat_map(section_lines).collect(),
            rest.iter().flat_map(section_lines).collect(),
        ]
    } else {
        vec![sections.iter().flat_map(section_lines).collect()]
    };
    let rows = columns.iter().map(Vec::len).max().unwrap_or(0) as u16;
    let box_area = centered(area, width, rows + purpose_lines + 2);
    frame.render_widget(Clear, box_area);
    let title = if app.start.is_some() {
        " Help ".to_string()
    } else {
        format!(" Help: {} ", app.screen.title())
    };
    let block = panel(title, look)
        .title_bottom(Line::styled(" Esc closes, j/k scroll ", theme.muted))
        .style(theme.text);
    let inner = block.inner(box_area);
    frame.render_widget(block, box_area);
    let [intro, keys] =
        Layout::vertical([Constraint::Length(purpose_lines), Constraint::Fill(1)]).areas(inner);
    frame.render_widget(Paragraph::new(purpose).wrap(Wrap { trim: true }), intro);
    let areas = Layout::horizontal(vec![Constraint::Fill(1); columns.len()]).split(keys);
    for (lines, area) in columns.into_iter().zip(areas.iter()) {
        frame.render_widget(Paragraph::new(lines).scroll((offset as u16, 0)), *area);
    }
}
