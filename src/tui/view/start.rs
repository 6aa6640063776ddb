//! The start menu: recent tournaments, or a new one.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::{centered, panel};
use crate::tui::app::App;

pub fn draw(frame: &mut Frame, area: Rect, app: &App) {
    let look = &app.look;
    let theme = &look.theme;
    let Some(menu) = &app.start else {
        return;
    };
    let box_area = centered(area, 72, (menu.recent.len() as u16 + 9).max(12));
    let block = panel(" arbiter: chess tournaments ", look);
    let inner = block.inner(box_area);
    frame.render_widget(block, box_area);
    let mut lines = vec![Line::raw("")];
    if menu.recent.is_empty() {
        lines.push(Line::raw("  No tournament opened recently."));
    } else {
        lines.push(Line::styled("  Recent tournaments", theme.header));
        for (i, path) in menu.recent.iter().enumerate() {
            let text = format!("{}", path.display());
            let selected = i == menu.selected;
            let pointer = if selected { look.glyphs.selector } else { "  " };
            lines.push(Line::from(vec![
                Span::raw(format!("  {pointer}")),
                Span::styled(text, if selected { theme.selected } else { theme.text }),
            ]));
        }
    }
    lines.push(Line::raw(""));
    let key = |k: &'static str| Span::styled(k, theme.key);
    if !menu.recent.is_empty() {
        lines.push(Line::from(vec![
            Span::raw("  "),
            key("Enter"),
            Span::raw(" open   "),
            key("d"),
            Span::raw(" forget"),
        ]));
    }
    lines.push(Line::from(vec![
        Span::raw("  "),
        key("n"),
        Span::raw(" new tournament   "),
        key("o"),
        Span::raw(" open a file   "),
        key("q"),
        Span::raw(" quit"),
    ]));
    frame.render_widget(Paragraph::new(lines), inner);
}
