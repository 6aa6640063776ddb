//! The terminal application: `arbiter FILE` opens a tournament, `arbiter` alone offers
//! the recent files or a new tournament.
//!
//! A ratatui event loop around a state machine: [`app::App`] is the state, every
//! change is an [`action::Action`] applied by [`action::update`] (the one place where
//! the tournament changes, is saved and recorded for undo), and [`view::draw`] only
//! reads the state. Keys come from one table ([`keymap`]), which also writes the help.
//! The screen is drawn only after an event (a key, a resize, or another arbiter's save
//! of the file, looked for twice a second), never in a loop, so nothing flickers over a
//! slow SSH link.

pub mod action;
pub mod app;
pub mod bench;
pub mod form;
pub mod history;
pub mod keymap;
pub mod settings;
pub mod theme;
pub mod view;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use color_eyre::eyre::{Result, WrapErr};
use crossterm::event::{self, Event};
use ratatui::DefaultTerminal;

use crate::config::Config;
use action::{Action, update};
use app::{App, Dialog, Status};
use form::Form;
use theme::{Glyphs, Look, NO_COLOR_THEME, Theme};

/// How the program looks and where it keeps what it remembers.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// A theme by name (`--theme`); otherwise monochrome on a terminal without colours,
    /// the one chosen last on the settings screen, monochrome when `NO_COLOR` is set, or
    /// the default.
    pub theme: Option<String>,
    /// ASCII borders and symbols (`--ascii`; also on a terminal without colours).
    pub ascii: bool,
    /// Where recent files and the theme choice are kept (`None`: nowhere).
    pub config_dir: Option<PathBuf>,
    /// FIDE's rating list for lookups in the add-player form (`--rating-list`, else
    /// `ARBITER_RATING_LIST`); without one, the list given last time.
    pub rating_list: Option<PathBuf>,
}

/// Runs the application on the terminal until the arbiter quits.
pub fn run(path: Option<PathBuf>, options: Options) -> Result<()> {
    let config = Config::new(options.config_dir.clone());
    let terminal = plainness(
        std::env::var("TERM").ok().as_deref(),
        std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()),
        crossterm::style::available_color_count(),
    );
    let (look, warning) = look(&options, &config, terminal)?;
    let mut app = match path {
        Some(path) if path.exists() => {
            let (file, tournament) = crate::storage::TournamentFile::open(&path)?;
            let remembered = config.remember(&path);
            let mut app = App::new(tournament, Some(file), look, config);
            if let Err(error) = remembered {
                app.status = Status::warning(format!(
                    "{} (not added to the recent files: {error})",
                    app.status.text
                ));
            }
            app
        }
        Some(path) => {
            let mut app = App::start_menu(look, config);
            app.dialog = Some(Dialog::Form(Form::new_tournament(
                &path.display().to_string(),
            )));
            app.status = Status::info(format!(
                "{} does not exist yet: create it, or Esc for the start menu",
                path.display()
            ));
            app
        }
        None => App::start_menu(look, config),
    };
    app.rating_list = rating_list(&options, &app.config, &mut app.status);
    if let Some(warning) = warning {
        app.status = Status::warning(warning);
    }
    install_hooks();
    restore_on_signals()?;
    let mut terminal = ratatui::try_init().wrap_err("cannot use the terminal")?;
    app.lock_wait = wait_on_terminal;
    let result = event_loop(&mut terminal, &mut app);
    ratatui::restore();
    result
}

/// The rating list to look players up in: the one given (remembered for the next
/// start), else the one given last time. A list that cannot be remembered is still
/// used; the status line says so.
fn rating_list(options: &Options, config: &Config, status: &mut Status) -> Option<PathBuf> {
    let Some(list) = &options.rating_list else {
        return config.rating_list();
    };
    if let Err(error) = config.set_rating_list(list) {
        *status = Status::warning(format!(
            "{} (the rating list is not remembered: {error})",
            status.text
        ));
    }
    Some(list.clone())
}

/// How plain the picture must be on the terminal the program runs in.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Plainness {
    /// No colours: the monochrome theme (attributes only: bold, reverse, underline).
    pub monochrome: bool,
    /// No box-drawing characters either: ASCII borders and symbols.
    pub ascii: bool,
}

/// What the environment says about the terminal: `term` is `TERM`, `no_color` whether
/// `NO_COLOR` is set (<https://no-color.org>: the user wants no colours, the terminal
/// may still draw boxes), `colours` crossterm's count of the terminal's colours. A
/// terminal without colours (`TERM=dumb`, no `TERM` at all, a plain VT100-family
/// terminal, or fewer than 8 colours) gets the monochrome theme and ASCII glyphs.
pub fn plainness(term: Option<&str>, no_color: bool, colours: u16) -> Plainness {
    let term = term.unwrap_or("").trim();
    let colourless = term.is_empty()
        || term == "dumb"
        || (term.starts_with("vt") && !term.contains("color"))
        || colours < 8;
    Plainness {
        monochrome: no_color || colourless,
        ascii: colourless,
    }
}

/// The theme and glyphs `options` ask for, and a warning when the remembered theme
/// could not be loaded. An unknown `--theme` is an error. A terminal without colours
/// takes the monochrome theme over a remembered one (chosen on another terminal);
/// `NO_COLOR` gives way to a remembered choice (no-color.org: configuration files and
/// command-line options override it).
fn look(options: &Options, config: &Config, terminal: Plainness) -> Result<(Look, Option<String>)> {
    let theme_dir = config.theme_dir();
    let glyphs = Glyphs::new(options.ascii || terminal.ascii);
    if let Some(name) = &options.theme {
        let theme = Theme::named(name, theme_dir.as_deref())?;
        return Ok((Look { theme, glyphs }, None));
    }
    let mut warning = None;
    if let Some(name) = config.theme().filter(|_| !terminal.ascii) {
        match Theme::named(&name, theme_dir.as_deref()) {
            Ok(theme) => return Ok((Look { theme, glyphs }, None)),
            Err(error) => warning = Some(format!("theme chosen earlier not loaded: {error}")),
        }
    }
    let theme = if terminal.monochrome {
        Theme::named(NO_COLOR_THEME, None)?
    } else {
        Theme::default_theme()
    };
    Ok((Look { theme, glyphs }, warning))
}

/// color-eyre's reports, and a panic hook that gives the terminal back first (ratatui's
/// initialisation wraps the hook installed here with the restore).
fn install_hooks() {
    let (panic_hook, eyre_hook) = color_eyre::config::HookBuilder::default().into_hooks();
    // Installing twice (a second run in one process) is harmless: keep the first.
    let _ = eyre_hook.install();
    panic_hook.install();
}

/// On SIGTERM, SIGHUP (the SSH connection dropped) or SIGQUIT: give the terminal back
/// and stop. Nothing is lost: every change is already saved, and a save interrupted
/// half-way leaves the previous file (the saves are atomic).
fn restore_on_signals() -> Result<()> {
    use signal_hook::consts::{SIGHUP, SIGQUIT, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGQUIT])
        .wrap_err("cannot watch for signals")?;
    std::thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            ratatui::restore();
            std::process::exit(128 + signal);
        }
    });
    Ok(())
}

/// Set when [`wait_on_terminal`] wrote on the screen behind ratatui's back: the next
/// frame is drawn in full.
static WROTE_BEHIND: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// While a change waits for another program's save ([`App::lock_wait`]): says so on the
/// bottom line and cancels the change when `Esc` is pressed (other keys pressed while it
/// waits are dropped).
fn wait_on_terminal(holder: &str) -> bool {
    use crossterm::{cursor, queue, style, terminal};
    use std::io::Write;
    let row = terminal::size().map_or(0, |(_, rows)| rows.saturating_sub(1));
    let who = if holder.is_empty() {
        "another program"
    } else {
        holder
    };
    let mut out = std::io::stdout();
    let _ = queue!(
        out,
        cursor::MoveTo(0, row),
        terminal::Clear(terminal::ClearType::CurrentLine),
        style::Print(format!("waiting for {who} to finish saving… Esc cancels"))
    );
    let _ = out.flush();
    WROTE_BEHIND.store(true, std::sync::atomic::Ordering::Relaxed);
    while event::poll(Duration::ZERO).unwrap_or(false) {
        if let Ok(Event::Key(key)) = event::read()
            && key.code == event::KeyCode::Esc
        {
            return false;
        }
    }
    true
}

/// How often the file is checked for another arbiter's save (one `stat`).
const DISK_CHECK: Duration = Duration::from_millis(500);

fn event_loop(terminal: &mut DefaultTerminal, app: &mut App) -> Result<()> {
    let size = terminal.size()?;
    update(
        app,
        Action::Resize {
            width: size.width,
            height: size.height,
        },
    );
    let mut last_check = Instant::now();
    loop {
        if WROTE_BEHIND.swap(false, std::sync::atomic::Ordering::Relaxed) {
            terminal.clear()?;
        }
        terminal.draw(|frame| view::draw(frame, app))?;
        if app.quit {
            return Ok(());
        }
        // Wait for an event that changes the screen; look at the file every
        // DISK_CHECK, also while keys keep coming.
        loop {
            let wait = DISK_CHECK.saturating_sub(last_check.elapsed());
            let event = if event::poll(wait)? {
                Some(event::read()?)
            } else {
                None
            };
            let mut redraw = false;
            if last_check.elapsed() >= DISK_CHECK {
                last_check = Instant::now();
                redraw = action::check_disk(app);
            }
            match event {
                Some(Event::Key(key)) => update(app, Action::Key(key)),
                Some(Event::Resize(width, height)) => {
                    update(app, Action::Resize { width, height });
                }
                // Mouse, focus and paste events change nothing.
                _ if !redraw => continue,
                _ => {}
            }
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_color_gives_way_to_an_explicit_choice() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let config = Config::new(Some(dir.path().to_path_buf()));
        let name = |options: &Options, no_color| {
            look(
                options,
                &config,
                plainness(Some("xterm-256color"), no_color, 256),
            )
            .expect("a theme")
            .0
            .theme
            .name
        };
        let plain = Options::default();
        assert_eq!(name(&plain, false), "dark");
        assert_eq!(name(&plain, true), "monochrome");
        config.set_theme("light").expect("remembered");
        assert_eq!(name(&plain, true), "light", "a remembered choice wins");
        let chosen = Options {
            theme: Some("high-contrast".into()),
            ..Options::default()
        };
        assert_eq!(name(&chosen, true), "high-contrast", "so does --theme");
        let unknown = Options {
            theme: Some("nope".into()),
            ..Options::default()
        };
        assert!(look(&unknown, &config, Plainness::default()).is_err());
        config.set_theme("gone").expect("remembered");
        let (fallback, warning) = look(&plain, &config, Plainness::default()).expect("a theme");
        assert_eq!(fallback.theme.name, "dark");
        assert!(warning.is_some_and(|w| w.starts_with("theme chosen earlier not loaded")));
    }

    #[test]
    fn the_rating_list_given_is_remembered_for_the_next_start() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let config = Config::new(Some(dir.path().join("arbiter")));
        let list = dir.path().join("players_list_foa.txt");
        std::fs::write(&list, "").expect("write");
        let mut status = Status::info("opened");
        assert_eq!(rating_list(&Options::default(), &config, &mut status), None);
        let given = Options {
            rating_list: Some(list.clone()),
            ..Options::default()
        };
        assert_eq!(
            rating_list(&given, &config, &mut status),
            Some(list.clone())
        );
        assert_eq!(
            rating_list(&Options::default(), &config, &mut status),
            Some(list)
        );
        assert_eq!(status.text, "opened");
    }

    #[test]
    fn ascii_is_asked_for() {
        let options = Options {
            ascii: true,
            ..Options::default()
        };
        let (look, _) = look(&options, &Config::default(), Plainness::default()).expect("a theme");
        assert_eq!(look.glyphs, Glyphs::ASCII);
    }

    #[test]
    fn a_terminal_without_colours_is_found_from_its_environment() {
        let plain = |term, no_color, colours| plainness(term, no_color, colours);
        let both = Plainness {
            monochrome: true,
            ascii: true,
        };
        assert_eq!(plain(Some("dumb"), false, 8), both);
        assert_eq!(plain(None, false, 8), both, "no TERM at all");
        assert_eq!(plain(Some(""), false, 8), both);
        assert_eq!(plain(Some("vt100"), false, 8), both);
        assert_eq!(plain(Some("xterm"), false, 2), both, "fewer than 8 colours");
        assert_eq!(
            plain(Some("xterm-256color"), false, 256),
            Plainness::default()
        );
        assert_eq!(plain(Some("vt100-color"), false, 8), Plainness::default());
        assert_eq!(plain(Some("linux"), false, 8), Plainness::default());
        assert_eq!(plain(Some("screen"), false, 8), Plainness::default());
        assert_eq!(
            plain(Some("xterm-256color"), true, 256),
            Plainness {
                monochrome: true,
                ascii: false
            },
            "NO_COLOR takes the colours away, not the boxes"
        );
    }

    #[test]
    fn a_dumb_terminal_gets_the_ascii_monochrome_look_without_a_flag() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let config = Config::new(Some(dir.path().to_path_buf()));
        config.set_theme("light").expect("remembered");
        let dumb = plainness(Some("dumb"), false, 8);
        let (look, warning) = look(&Options::default(), &config, dumb).expect("a theme");
        assert_eq!(look.theme.name, "monochrome", "over the remembered theme");
        assert_eq!(look.glyphs, Glyphs::ASCII);
        assert_eq!(warning, None);
        let chosen = Options {
            theme: Some("dark".into()),
            ..Options::default()
        };
        let (look, _) = super::look(&chosen, &config, dumb).expect("a theme");
        assert_eq!(look.theme.name, "dark", "--theme still wins");
        assert_eq!(look.glyphs, Glyphs::ASCII);
    }
}
