//! Timings of the terminal application for `arbiter bench`, on ratatui's test backend
//! (no terminal needed): from nothing to the first frame, and from a keystroke to the
//! next frame.

use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use super::action::{Action, update};
use super::app::App;
use super::theme::Look;
use super::view;
use crate::config::Config;
use crate::model::Tournament;

/// The keys of one measured session: down the player list and back, the rounds, a
/// result entered, then the standings, crosstable, rating report and settings.
fn script() -> Vec<KeyEvent> {
    let mut keys: Vec<KeyEvent> = "jjjjjjjjjjGg2jjjjG3"
        .chars()
        .map(|c| KeyEvent::from(KeyCode::Char(c)))
        .collect();
    keys.extend([KeyCode::Enter, KeyCode::Char('1'), KeyCode::Tab].map(KeyEvent::from));
    keys.extend(
        "jjjjcjj5jjjj6jjjj1"
            .chars()
            .map(|c| KeyEvent::from(KeyCode::Char(c))),
    );
    keys
}

/// The time from an in-memory tournament to the first frame of the application
/// (120x40), and the slowest keystroke-to-frame of a session that visits every screen
/// and enters a result (in memory: the time to save to disk is not included). The
/// slowest keystroke is usually the first visit to the standings after a change,
/// which computes the tie-breaks.
pub fn measure(tournament: &Tournament) -> (Duration, Duration) {
    let started = Instant::now();
    let mut app = App::new(tournament.clone(), None, Look::default(), Config::default());
    update(
        &mut app,
        Action::Resize {
            width: 120,
            height: 40,
        },
    );
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).unwrap_or_else(|e| match e {});
    let draw = |terminal: &mut Terminal<TestBackend>, app: &App| {
        terminal
            .draw(|frame| view::draw(frame, app))
            .unwrap_or_else(|e| match e {});
    };
    draw(&mut terminal, &app);
    let first_frame = started.elapsed();
    let mut slowest = Duration::ZERO;
    for key in script() {
        let started = Instant::now();
        update(&mut app, Action::Key(key));
        draw(&mut terminal, &app);
        slowest = slowest.max(started.elapsed());
    }
    (first_frame, slowest)
}
