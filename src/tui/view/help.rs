//! The help overlay: every binding of the current screen, from the keymap table.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph};

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
    let box_area = centered(area, area.width.min(100), area.height);
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
    // Two columns when there is room: the screen's own keys, then everything else.
    let two_columns = inner.width >= 74 && sections.len() > 1;
    if two_columns {
        let [left, right] =
            Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)]).areas(inner);
        let (own, rest) = sections.split_at(sections.len() - 1);
        let left_lines: Vec<Line> = own.iter().flat_map(section_lines).collect();
        let right_lines: Vec<Line> = rest.iter().flat_map(section_lines).collect();
        frame.render_widget(Paragraph::new(left_lines).scroll((offset as u16, 0)), left);
        frame.render_widget(
            Paragraph::new(right_lines).scroll((offset as u16, 0)),
            right,
        );
    } else {
        let lines: Vec<Line> = sections.iter().flat_map(section_lines).collect();
        frame.render_widget(Paragraph::new(lines).scroll((offset as u16, 0)), inner);
    }
}
