//! The tournament settings in two columns (one on narrow terminals): the event on the
//! left, scoring, the rules of the prizes and the tie-break order on the right.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::{fit, panel, scroll_offset};
use crate::tui::app::App;
use crate::tui::settings::{EVENT_ITEMS, Item, ItemKind, items};

const LABEL_WIDTH: usize = 16;

pub fn draw(frame: &mut Frame, area: Rect, app: &App) {
    let look = &app.look;
    let block = panel(" Settings ", look);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let [body, hint] = Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(inner);
    let items = items(&app.tournament);
    // Each line with the index of its item (headings have none).
    let line = |index: usize, item: Item, width: u16| -> (Option<usize>, Line<'static>) {
        let label = match item {
            Item::Tiebreak(n) => format!("{:>3}", n + 1),
            _ => item.label(),
        };
        let value = item.value(&app.tournament, &app.program_settings());
        let value = match item.kind() {
            ItemKind::Choice => format!("< {value} >"),
            _ => value,
        };
        let value_width = (width as usize).saturating_sub(LABEL_WIDTH + 2);
        let style = if index == app.settings.selected {
            look.theme.selected
        } else {
            look.theme.text
        };
        (
            Some(index),
            Line::from(vec![
                Span::styled(format!("{label:<LABEL_WIDTH$} "), look.theme.header),
                Span::styled(fit(&value, value_width), style),
            ]),
        )
    };
    let heading = |text: &str| (None, Line::styled(text.to_string(), look.theme.title));
    let column = |range: std::ops::Range<usize>, width: u16| {
        let mut lines = Vec::new();
        for index in range {
            match items[index] {
                Item::Name => lines.push(heading("Tournament")),
                Item::Score(_) if index == EVENT_ITEMS => lines.push(heading("Points")),
                Item::Currency => lines.push(heading("Prizes")),
                Item::Tiebreak(0) => lines.push(heading("Tie-breaks, in order")),
                _ => {}
            }
            lines.push(line(index, items[index], width));
        }
        lines
    };
    let show = |frame: &mut Frame, lines: Vec<(Option<usize>, Line<'static>)>, area: Rect| {
        let selected = lines
            .iter()
            .position(|(index, _)| *index == Some(app.settings.selected))
            .unwrap_or(0);
        let offset = scroll_offset(selected, area.height as usize);
        let lines: Vec<Line> = lines.into_iter().skip(offset).map(|(_, l)| l).collect();
        frame.render_widget(Paragraph::new(lines), area);
    };
    if body.width >= 76 {
        let [left, _, right] = Layout::horizontal([
            Constraint::Fill(1),
            Constraint::Length(2),
            Constraint::Fill(1),
        ])
        .areas(body);
        show(frame, column(0..EVENT_ITEMS, left.width), left);
        show(frame, column(EVENT_ITEMS..items.len(), right.width), right);
    } else {
        show(frame, column(0..items.len(), body.width), body);
    }
    let text = match items.get(app.settings.selected).map(|i| i.kind()) {
        Some(ItemKind::Text) => "Enter changes the setting",
        Some(ItemKind::Choice) => "Left and Right choose",
        Some(ItemKind::Ordered) => "K J move the tie-break, d removes it, a adds one",
        None => "",
    };
    frame.render_widget(Paragraph::new(text).style(look.theme.muted), hint);
}
