//! Result entry: the boards of a round with their results, how many are missing, and
//! the entry line (the board number being typed, or the keys for the chosen board).

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Cell, Paragraph, Row, Table};

use super::{panel, row_style, scroll_offset};
use crate::model::Tpn;
use crate::tui::app::App;

pub fn draw(frame: &mut Frame, area: Rect, app: &App) {
    let look = &app.look;
    let theme = &look.theme;
    let number = app.results_round();
    let Some(round) = app.tournament.round(number) else {
        let block = panel(" Results ", look);
        let inner = block.inner(area);
        frame.render_widget(block, area);
        frame.render_widget(
            Paragraph::new("No round is paired yet: p pairs round 1."),
            inner,
        );
        return;
    };
    let missing = round.missing_results();
    let title = format!(
        " Results of round {number}: {} ",
        if missing == 0 {
            "complete".to_string()
        } else {
            format!("{missing} of {} missing", round.pairings.len())
        }
    );
    let block = panel(title, look);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let [table_area, entry_area] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(2)]).areas(inner);

    let height = table_area.height.saturating_sub(1) as usize;
    let offset = scroll_offset(app.results.selected, height);
    let before = |tpn: Tpn| app.derived.score_after(tpn, number - 1);
    let name = |tpn: Tpn| app.tournament.player_label(tpn);
    let rows = round
        .pairings
        .iter()
        .enumerate()
        .skip(offset)
        .take(height)
        .map(|(index, p)| {
            let selected = index == app.results.selected;
            let pointer = if selected { look.glyphs.selector } else { "  " };
            let typed = app
                .results
                .entry
                .as_ref()
                .filter(|e| e.board.board == p.board)
                .map(|e| (&e.games, e.typed.as_str()));
            let result: Vec<String> = p
                .games
                .iter()
                .enumerate()
                .map(|(g, game)| match typed {
                    Some((games, typed)) => match games.get(g) {
                        Some(game) => game.to_string(),
                        None if g == games.len() && !typed.is_empty() => format!("{typed}_"),
                        None => "  ?".into(),
                    },
                    None if game.is_pending() => "  *".into(),
                    None => game.to_string(),
                })
                .collect();
            let result_style = if p.is_complete() {
                theme.ok
            } else {
                theme.warning
            };
            Row::new(vec![
                Cell::from(format!("{pointer}{:>3}", p.board)),
                Cell::from(name(p.white)),
                Cell::from(format!("{:>4}", before(p.white))),
                Cell::from(result.join(" ")).style(if selected {
                    look.theme.selected
                } else {
                    result_style
                }),
                Cell::from(format!("{:>4}", before(p.black))),
                Cell::from(name(p.black)),
            ])
            .style(row_style(selected, look))
        });
    let result_width = (4 * app.tournament.games_per_pairing() as u16 - 1).max(4);
    let widths = [
        Constraint::Length(5),
        Constraint::Fill(1),
        Constraint::Length(4),
        Constraint::Length(result_width),
        Constraint::Length(4),
        Constraint::Fill(1),
    ];
    let header =
        Row::new(vec!["   Bd", "White", " Pts", "Res", " Pts", "Black"]).style(theme.header);
    frame.render_widget(
        Table::new(rows, widths).header(header).column_spacing(1),
        table_area,
    );
    entry_line(frame, entry_area, app, number);
}

fn entry_line(frame: &mut Frame, area: Rect, app: &App, number: u32) {
    let theme = &app.look.theme;
    let key = |k: &'static str| Span::styled(k, theme.key);
    let text = |t: String| Span::raw(t);
    let lines = match &app.results.entry {
        None => {
            let shown = app
                .tournament
                .round(number)
                .and_then(|r| r.pairings.get(app.results.selected))
                .map(|p| p.board);
            let typed = &app.results.board_input;
            vec![
                Line::from(vec![
                    Span::styled("Board: ", theme.header),
                    Span::styled(format!("{typed}_"), theme.selected),
                ]),
                Line::from(match shown {
                    Some(board) if typed.is_empty() => vec![
                        text("a board number, or ".into()),
                        key("Enter"),
                        text(format!(" for board {board}; ")),
                        key("F1-F6"),
                        text(" or ".into()),
                        key("Tab"),
                        text(": screens".into()),
                    ],
                    _ => vec![
                        key("Enter"),
                        text(format!(" chooses board {typed}, then its result. ")),
                        key("Esc"),
                        text(" erases. ".into()),
                        key("F1-F6 Tab"),
                        text(" screens".into()),
                    ],
                }),
            ]
        }
        Some(entry) => {
            let games = app.tournament.games_per_pairing();
            let game = if games > 1 {
                format!(" game {} of {games}", entry.games.len() + 1)
            } else {
                String::new()
            };
            let players = app
                .tournament
                .round(number)
                .zip(app.tournament.resolve_board(&entry.board).ok())
                .and_then(|(r, board)| r.pairing_on_board(board))
                .map(|p| {
                    let white = if entry.games.len() % 2 == 0 {
                        p.white
                    } else {
                        p.black
                    };
                    let black = if entry.games.len() % 2 == 0 {
                        p.black
                    } else {
                        p.white
                    };
                    format!(
                        " (White {}, Black {})",
                        short_name(app, white),
                        short_name(app, black)
                    )
                })
                .unwrap_or_default();
            vec![
                Line::from(vec![
                    Span::styled(format!("Board {}{game}", entry.board.board), theme.header),
                    text(players),
                ]),
                Line::from(vec![
                    key("1 0 ="),
                    text(" or ".into()),
                    key("1-0 0-1 1/2"),
                    text("  ".into()),
                    key("+ - x"),
                    text(" forfeits  ".into()),
                    key("Bksp"),
                    text(" erase  ".into()),
                    key("Esc"),
                    text(" leave".into()),
                ]),
            ]
        }
    };
    frame.render_widget(Paragraph::new(lines), area);
}

fn short_name(app: &App, tpn: Tpn) -> String {
    app.tournament
        .player(tpn)
        .map(|p| {
            p.name
                .split(',')
                .next()
                .unwrap_or(&p.name)
                .trim()
                .to_string()
        })
        .unwrap_or_default()
}
