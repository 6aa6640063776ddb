//! The FIDE rating report, as the rating module writes it (`arbiter rating` prints the
//! same text), scrolled with the arrow keys.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

use super::panel;
use crate::tui::app::App;

pub fn draw(frame: &mut Frame, area: Rect, app: &App) {
    let look = &app.look;
    let Some(reports) = &app.derived.reports else {
        return;
    };
    let width = match reports.rating_text() {
        Ok(text) => text.lines().map(|l| l.chars().count()).max().unwrap_or(0),
        Err(_) => 0,
    };
    let title = if width + 2 > area.width as usize {
        " Rating report (h l scroll sideways) "
    } else {
        " Rating report "
    };
    let block = panel(title, look);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let text = match reports.rating_text() {
        Ok(text) => text,
        Err(error) => {
            frame.render_widget(
                Paragraph::new(format!("no rating report: {error}")).style(look.theme.error),
                inner,
            );
            return;
        }
    };
    let lines: Vec<Line> = text
        .lines()
        .skip(app.rating.line)
        .take(inner.height as usize)
        .map(|line| {
            let heading = !line.is_empty()
                && !line.starts_with(' ')
                && !line.contains("  ")
                && !line.starts_with('*');
            if heading {
                Line::styled(line, look.theme.title)
            } else {
                Line::raw(line)
            }
        })
        .collect();
    frame.render_widget(
        Paragraph::new(lines).scroll((0, app.rating.column as u16)),
        inner,
    );
}
