//! Forms and questions, drawn over the screen.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Wrap};

use super::{centered, panel, scroll_offset};
use crate::tui::app::Confirm;
use crate::tui::form::{Form, Input};
use crate::tui::theme::Look;

const LABEL_WIDTH: u16 = 14;

pub fn form(frame: &mut Frame, area: Rect, form: &Form, look: &Look) {
    let theme = &look.theme;
    let errors: Vec<Line> = (0..form.fields.len())
        .filter_map(|i| {
            form.shown_error(i).map(|error| {
                Line::from(vec![
                    Span::styled(format!("{}: ", form.fields[i].label), theme.warning),
                    Span::raw(error.to_string()),
                ])
            })
        })
        .collect();
    let note_lines = form
        .note
        .as_ref()
        .map_or(0, |note| note.lines().count() as u16);
    let height = form.fields.len() as u16 + errors.len() as u16 + note_lines + 4;
    let box_area = centered(area, 72, height);
    frame.render_widget(Clear, box_area);
    let block = panel(format!(" {} ", form.title), look).style(theme.text);
    let inner = block.inner(box_area);
    frame.render_widget(block, box_area);
    // The fields give way first on a short screen: they scroll to the focused one.
    let [fields_area, _, errors_area, note_area, keys_area] = Layout::vertical([
        Constraint::Min(1),
        Constraint::Length(1),
        Constraint::Length(errors.len() as u16),
        Constraint::Length(note_lines),
        Constraint::Length(1),
    ])
    .areas(inner);
    let offset = scroll_offset(form.focus, fields_area.height as usize);
    let shown = form
        .fields
        .iter()
        .enumerate()
        .skip(offset)
        .take(fields_area.height as usize);
    for (row_index, (i, field)) in shown.enumerate() {
        let row = Rect {
            y: fields_area.y + row_index as u16,
            height: 1,
            ..fields_area
        };
        let [label_area, input_area] =
            Layout::horizontal([Constraint::Length(LABEL_WIDTH), Constraint::Fill(1)]).areas(row);
        let focused = i == form.focus;
        let marker = if form.shown_error(i).is_some() {
            "!"
        } else {
            " "
        };
        frame.render_widget(
            Line::from(vec![
                Span::styled(marker, theme.warning),
                Span::styled(
                    field.label,
                    if focused { theme.title } else { theme.header },
                ),
            ]),
            label_area,
        );
        match &field.input {
            Input::Text(area) if focused => frame.render_widget(area.as_ref(), input_area),
            Input::Text(_) => frame.render_widget(Span::raw(field.value()), input_area),
            Input::Choice { .. } => frame.render_widget(
                Span::styled(
                    format!("< {} >", field.value()),
                    if focused { theme.selected } else { theme.text },
                ),
                input_area,
            ),
        }
    }
    frame.render_widget(Paragraph::new(errors), errors_area);
    if let Some(note) = &form.note {
        frame.render_widget(Paragraph::new(note.as_str()).style(theme.muted), note_area);
    }
    let key = |k: &'static str| Span::styled(k, theme.key);
    frame.render_widget(
        Line::from(vec![
            key("Enter"),
            Span::raw(" save  "),
            key("Esc"),
            Span::raw(" cancel  "),
            key("Tab"),
            Span::raw(" next field  "),
            key("Left Right"),
            Span::raw(" choose"),
        ]),
        keys_area,
    );
}

pub fn confirm(frame: &mut Frame, area: Rect, confirm: &Confirm, look: &Look) {
    let theme = &look.theme;
    let width = 76.min(area.width);
    let text_width = width.saturating_sub(4).max(1) as usize;
    let wrapped_height = |text: &str| (text.chars().count().max(1)).div_ceil(text_width) as u16;
    let body_height: u16 = confirm.lines.iter().map(|l| wrapped_height(l)).sum::<u16>()
        + confirm
            .warnings
            .iter()
            .map(|w| wrapped_height(&format!("! {w}")))
            .sum::<u16>();
    let box_area = centered(area, width, body_height + 4);
    frame.render_widget(Clear, box_area);
    let block = panel(format!(" {} ", confirm.title), look).style(theme.text);
    let inner = block.inner(box_area);
    frame.render_widget(block, box_area);
    let mut lines: Vec<Line> = confirm
        .lines
        .iter()
        .map(|l| Line::raw(l.as_str()))
        .collect();
    lines.extend(
        confirm
            .warnings
            .iter()
            .map(|w| Line::styled(format!("! {w}"), theme.warning)),
    );
    let [text_area, _, keys_area] = Layout::vertical([
        Constraint::Fill(1),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(inner);
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), text_area);
    let key = |k: &'static str| Span::styled(k, theme.key);
    frame.render_widget(
        Line::from(vec![
            key("y"),
            Span::raw(" yes   "),
            key("n"),
            Span::raw(" no (Esc)"),
        ]),
        keys_area,
    );
}
