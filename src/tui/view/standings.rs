//! Standings and crosstable.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::widgets::Paragraph;

use super::panel;
use crate::tui::app::App;

/// The standings need the tie-break module, which this build does not have yet.
pub fn draw(frame: &mut Frame, area: Rect, app: &App) {
    let block = panel(" Standings ", &app.look);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    frame.render_widget(
        Paragraph::new("Standings with tie-breaks are not in this build yet.")
            .style(app.look.theme.warning),
        inner,
    );
}
