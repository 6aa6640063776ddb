//! Shared by the terminal application's tests: realistic tournaments paired by the
//! stand-in engine of [`super::pairer`], key sequences and screen captures.

use arbiter::config::Config;
use arbiter::model::{GameResult, PairingSystem, Tournament, Tpn};
use arbiter::pairing::simulate::{SimulationConfig, simulate_with};
use arbiter::tui::action::{Action, update};
use arbiter::tui::app::{App, RoundRow};
use arbiter::tui::theme::Look;
use arbiter::tui::view;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use super::pairer::pair_simply;

/// A tournament in progress: `rounds_played` rounds paired, the last one with its
/// lower half of boards still without results, like the demo tournaments.
pub fn tournament(
    system: PairingSystem,
    players: u32,
    rounds: u32,
    played: u32,
    seed: u64,
) -> Tournament {
    let mut config = SimulationConfig::new(system, players, rounds, seed);
    config.rounds_played = played;
    config.forfeit_rate = 0.02;
    config.bye_rate = 0.03;
    config.withdraw_rate = 0.02;
    config.late_entries = u32::from(played >= 2);
    let mut t = simulate_with(&config, pair_simply).expect("the simulation runs");
    t.info.name = match system {
        PairingSystem::DoubleSwiss => "Utrecht Double-Swiss Open",
        PairingSystem::Dutch => "Leiden Club Championship",
        PairingSystem::Dubov => "Moscow Dubov Rapid",
        PairingSystem::Burstein => "Riga Burstein Open",
        PairingSystem::RoundRobin => "Wijk Round Robin",
    }
    .into();
    if let Some(last) = t.rounds.last_mut() {
        let boards = last.pairings.len();
        for pairing in last.pairings.iter_mut().skip(boards / 2) {
            pairing.games.fill(GameResult::Pending);
        }
    }
    t
}

pub fn dutch() -> Tournament {
    tournament(PairingSystem::Dutch, 24, 9, 6, 11)
}

pub fn double_swiss() -> Tournament {
    tournament(PairingSystem::DoubleSwiss, 40, 7, 4, 7)
}

pub fn dubov() -> Tournament {
    tournament(PairingSystem::Dubov, 20, 7, 5, 3)
}

/// The application on `tournament`, in memory, paired by [`pair_simply`].
pub fn app(tournament: Tournament) -> App {
    let mut app = App::new(tournament, None, Look::default(), Config::default());
    app.pairer = pair_simply;
    app
}

/// Presses keys: characters stand for themselves; `<Enter>`, `<Esc>`, `<Tab>`,
/// `<S-Tab>`, `<BS>`, `<Up>`, `<Down>`, `<Left>`, `<Right>`, `<C-r>`, `<F1>`... for the
/// others.
pub fn press(app: &mut App, keys: &str) {
    let mut rest = keys;
    while let Some(c) = rest.chars().next() {
        let (event, len) = if c == '<'
            && let Some(end) = rest.find('>')
            && end > 1
        {
            let name = &rest[1..end];
            let event = match name {
                "Enter" => KeyEvent::from(KeyCode::Enter),
                "Esc" => KeyEvent::from(KeyCode::Esc),
                "Tab" => KeyEvent::from(KeyCode::Tab),
                "S-Tab" => KeyEvent::new(KeyCode::BackTab, KeyModifiers::SHIFT),
                "BS" => KeyEvent::from(KeyCode::Backspace),
                "Up" => KeyEvent::from(KeyCode::Up),
                "Down" => KeyEvent::from(KeyCode::Down),
                "Left" => KeyEvent::from(KeyCode::Left),
                "Right" => KeyEvent::from(KeyCode::Right),
                "C-r" => KeyEvent::new(KeyCode::Char('r'), KeyModifiers::CONTROL),
                f if f.starts_with('F') && f[1..].parse::<u8>().is_ok() => {
                    KeyEvent::from(KeyCode::F(f[1..].parse().expect("F key")))
                }
                other => panic!("unknown key <{other}>"),
            };
            (event, end + 1)
        } else {
            let modifiers = if c.is_ascii_uppercase() {
                KeyModifiers::SHIFT
            } else {
                KeyModifiers::NONE
            };
            (KeyEvent::new(KeyCode::Char(c), modifiers), c.len_utf8())
        };
        update(app, Action::Key(event));
        rest = &rest[len..];
    }
}

/// The screen as text, drawn at `width` x `height`.
pub fn screen(app: &mut App, width: u16, height: u16) -> String {
    update(app, Action::Resize { width, height });
    let mut terminal =
        Terminal::new(TestBackend::new(width, height)).unwrap_or_else(|e| match e {});
    terminal
        .draw(|frame| view::draw(frame, app))
        .unwrap_or_else(|e| match e {});
    terminal.backend().to_string()
}

/// The Dutch tournament with the missing results of round 6 entered by keys (one key
/// each, Space recording a lone 1 or 0 and taking the next board), on the results
/// screen.
pub fn dutch_round_complete() -> App {
    let mut app = app(dutch());
    press(&mut app, "3<Enter>1 0 = 1 0<Enter>");
    assert_eq!(
        app.tournament.round(6).expect("round 6").missing_results(),
        0
    );
    app
}

/// Moves the rounds screen's cursor to `tpn` in round `round`.
pub fn go_to_player(app: &mut App, round: u32, tpn: Tpn) {
    let rows = app.round_rows(round);
    let pairings = &app.tournament.round(round).expect("round").pairings;
    let (index, side) = rows
        .iter()
        .enumerate()
        .find_map(|(index, row)| match *row {
            RoundRow::Board(i) if pairings[i].white == tpn => Some((index, "h")),
            RoundRow::Board(i) if pairings[i].black == tpn => Some((index, "l")),
            _ => None,
        })
        .expect("the player has a board");
    press(app, &format!("g{}{side}", "j".repeat(index)));
}

/// A player on another board of the last round whom board 1's White has met: swapping
/// them with board 1's Black makes a rematch.
pub fn rematch_for_board_1(t: &Tournament) -> Tpn {
    let last = t.rounds.last().expect("a round");
    let white = last.pairings[0].white;
    arbiter::model::history::competitors(t, last.number - 1)[(white - 1) as usize]
        .opponents()
        .find(|&o| o != last.pairings[0].black && last.pairing_of(o).is_some())
        .expect("an opponent on another board")
}

/// The results of `round`, board by board, as the file writes them (`*` pending).
pub fn results(t: &Tournament, round: u32) -> Vec<String> {
    t.round(round)
        .expect("round")
        .pairings
        .iter()
        .map(|p| {
            p.games
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}
