//! Every key binding of the program, in one table. The same table decides what a key
//! does ([`lookup`]) and writes the help overlay ([`help_rows`]), so the help can never
//! disagree with the program.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::action::Action;
use super::app::Screen;

/// Where a binding applies. The application is in one or more contexts at a time
/// ([`super::app::App::contexts`]); the first context with a binding for a key wins.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Context {
    /// Everywhere on the six screens, unless the screen uses the key itself.
    Global,
    Players,
    /// A team competition's teams with their rosters, on the players screen (`t`).
    Teams,
    /// Typing a search on the players screen.
    Search,
    Rounds,
    /// A team competition's matches and line-ups, on the rounds screen.
    Lineups,
    /// The results screen while a board number is typed.
    Results,
    /// The results screen once a board is chosen: one key per game.
    ResultEntry,
    Standings,
    Rating,
    Settings,
    /// A form (adding a player, a setting...). Other keys type into the field.
    Form,
    /// A yes/no question.
    Confirm,
    Help,
    /// The start menu of `arbiter` without a file.
    Start,
}

impl Context {
    /// The heading of the context's part of the help.
    pub fn title(self) -> &'static str {
        match self {
            Context::Global => "Everywhere",
            Context::Players => "Players",
            Context::Teams => "Teams and rosters",
            Context::Lineups => "Matches and line-ups",
            Context::Search => "Search (/)",
            Context::Rounds => "Rounds",
            Context::Results => "Results: choose a board",
            Context::ResultEntry => "Results: the game's result",
            Context::Standings => "Standings",
            Context::Rating => "Rating report",
            Context::Settings => "Settings",
            Context::Form => "Forms",
            Context::Confirm => "Questions",
            Context::Help => "Help",
            Context::Start => "Start",
        }
    }
}

/// A key with its modifiers. For printable characters Shift is part of the character
/// (`G`, `?`) and is ignored when matching.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Key {
    pub code: KeyCode,
    pub modifiers: KeyModifiers,
}

const fn key(c: char) -> Key {
    Key {
        code: KeyCode::Char(c),
        modifiers: KeyModifiers::NONE,
    }
}

const fn ctrl(c: char) -> Key {
    Key {
        code: KeyCode::Char(c),
        modifiers: KeyModifiers::CONTROL,
    }
}

const fn special(code: KeyCode) -> Key {
    Key {
        code,
        modifiers: KeyModifiers::NONE,
    }
}

const UP: Key = special(KeyCode::Up);
const DOWN: Key = special(KeyCode::Down);
const LEFT: Key = special(KeyCode::Left);
const RIGHT: Key = special(KeyCode::Right);
const ENTER: Key = special(KeyCode::Enter);
const ESC: Key = special(KeyCode::Esc);
const TAB: Key = special(KeyCode::Tab);
const BACKTAB: Key = special(KeyCode::BackTab);
const BACKSPACE: Key = special(KeyCode::Backspace);
const HOME: Key = special(KeyCode::Home);
const END: Key = special(KeyCode::End);
const PAGE_UP: Key = special(KeyCode::PageUp);
const PAGE_DOWN: Key = special(KeyCode::PageDown);
const F1: Key = special(KeyCode::F(1));
const F2: Key = special(KeyCode::F(2));
const F3: Key = special(KeyCode::F(3));
const F4: Key = special(KeyCode::F(4));
const F5: Key = special(KeyCode::F(5));
const F6: Key = special(KeyCode::F(6));

impl Key {
    pub fn matches(&self, event: &KeyEvent) -> bool {
        let ignored = match event.code {
            KeyCode::Char(_) | KeyCode::BackTab => KeyModifiers::SHIFT,
            _ => KeyModifiers::NONE,
        };
        let wanted = self.modifiers.difference(ignored);
        let given = event.modifiers.difference(ignored);
        if self.code == event.code && wanted == given {
            return true;
        }
        // Some terminals send Ctrl-letter with the capital letter.
        match (self.code, event.code) {
            (KeyCode::Char(a), KeyCode::Char(b))
                if self.modifiers.contains(KeyModifiers::CONTROL) =>
            {
                a.eq_ignore_ascii_case(&b) && wanted == given
            }
            _ => false,
        }
    }

    /// The key's name in the help: `j`, `Ctrl-r`, `Enter`, `Up`.
    pub fn name(&self) -> String {
        let base = match self.code {
            KeyCode::Char(' ') => "Space".to_string(),
            KeyCode::Char(c) => c.to_string(),
            KeyCode::Up => "Up".into(),
            KeyCode::Down => "Down".into(),
            KeyCode::Left => "Left".into(),
            KeyCode::Right => "Right".into(),
            KeyCode::Enter => "Enter".into(),
            KeyCode::Esc => "Esc".into(),
            KeyCode::Tab => "Tab".into(),
            KeyCode::BackTab => "Shift-Tab".into(),
            KeyCode::Backspace => "Backspace".into(),
            KeyCode::Home => "Home".into(),
            KeyCode::End => "End".into(),
            KeyCode::PageUp => "PgUp".into(),
            KeyCode::PageDown => "PgDn".into(),
            KeyCode::F(n) => format!("F{n}"),
            other => format!("{other:?}"),
        };
        if self.modifiers.contains(KeyModifiers::CONTROL) {
            format!("Ctrl-{base}")
        } else {
            base
        }
    }
}

pub struct Binding {
    pub context: Context,
    pub keys: &'static [Key],
    pub action: Action,
    /// What the binding does, for the help. Bindings with an empty text are listed by
    /// the binding before them (see `label`).
    pub help: &'static str,
    /// The keys as the help shows them, when several bindings share one line ("1-6").
    pub label: Option<&'static str>,
}

const fn bind(
    context: Context,
    keys: &'static [Key],
    action: Action,
    help: &'static str,
) -> Binding {
    Binding {
        context,
        keys,
        action,
        help,
        label: None,
    }
}

/// One binding of a group that the help shows as a single line.
const fn grouped(
    context: Context,
    keys: &'static [Key],
    action: Action,
    help: &'static str,
    label: &'static str,
) -> Binding {
    Binding {
        context,
        keys,
        action,
        help,
        label: Some(label),
    }
}

const fn silent(context: Context, keys: &'static [Key], action: Action) -> Binding {
    bind(context, keys, action, "")
}

use Context as C;

/// The bindings, in the order the help lists them.
pub static BINDINGS: &[Binding] = &[
    // Everywhere.
    bind(
        C::Global,
        &[key('?')],
        Action::ToggleHelp,
        "help for this screen",
    ),
    bind(
        C::Global,
        &[key('q'), ctrl('c')],
        Action::Quit,
        "quit (all is saved)",
    ),
    bind(
        C::Global,
        &[key('P')],
        Action::Export,
        "print or export the screen",
    ),
    bind(C::Global, &[key('u')], Action::Undo, "undo the last change"),
    bind(C::Global, &[ctrl('r')], Action::Redo, "redo"),
    grouped(
        C::Global,
        &[key('1')],
        Action::GoTo(Screen::Players),
        "go to screen (not Results)",
        "1-6",
    ),
    silent(C::Global, &[key('2')], Action::GoTo(Screen::Rounds)),
    silent(C::Global, &[key('3')], Action::GoTo(Screen::Results)),
    silent(C::Global, &[key('4')], Action::GoTo(Screen::Standings)),
    silent(C::Global, &[key('5')], Action::GoTo(Screen::Rating)),
    silent(C::Global, &[key('6')], Action::GoTo(Screen::Settings)),
    // The results screen types board numbers with the digits: F1-F6 work there too.
    grouped(
        C::Global,
        &[F1],
        Action::GoTo(Screen::Players),
        "go to screen (everywhere)",
        "F1-F6",
    ),
    silent(C::Global, &[F2], Action::GoTo(Screen::Rounds)),
    silent(C::Global, &[F3], Action::GoTo(Screen::Results)),
    silent(C::Global, &[F4], Action::GoTo(Screen::Standings)),
    silent(C::Global, &[F5], Action::GoTo(Screen::Rating)),
    silent(C::Global, &[F6], Action::GoTo(Screen::Settings)),
    bind(C::Global, &[TAB], Action::NextScreen, "next screen"),
    bind(
        C::Global,
        &[BACKTAB],
        Action::PreviousScreen,
        "previous screen",
    ),
    bind(C::Global, &[key('j'), DOWN], Action::Down, "down"),
    bind(C::Global, &[key('k'), UP], Action::Up, "up"),
    bind(C::Global, &[key('g'), HOME], Action::Top, "first line"),
    bind(C::Global, &[key('G'), END], Action::Bottom, "last line"),
    bind(
        C::Global,
        &[PAGE_DOWN, ctrl('d')],
        Action::PageDown,
        "page down",
    ),
    bind(C::Global, &[PAGE_UP, ctrl('u')], Action::PageUp, "page up"),
    // Players.
    bind(
        C::Players,
        &[key('/')],
        Action::Search,
        "search name, no., FIDE id",
    ),
    bind(C::Players, &[ESC], Action::Cancel, "show all players again"),
    bind(
        C::Players,
        &[key('o')],
        Action::CycleSort,
        "sort: no/name/rating/pts",
    ),
    bind(C::Players, &[key('a')], Action::AddPlayer, "add a player"),
    bind(
        C::Players,
        &[key('e'), ENTER],
        Action::EditPlayer,
        "edit the player",
    ),
    bind(
        C::Players,
        &[key('w')],
        Action::ToggleWithdrawal,
        "withdraw or reinstate",
    ),
    bind(
        C::Players,
        &[key('#')],
        Action::PairingNumber,
        "round robin: set number",
    ),
    bind(C::Players, &[key('b')], Action::RequestBye, "request a bye"),
    bind(
        C::Players,
        &[key('z')],
        Action::AbsentNextRound,
        "absent next round (0 bye)",
    ),
    bind(
        C::Players,
        &[key('f')],
        Action::ForbidPairing,
        "forbid a pairing",
    ),
    bind(
        C::Players,
        &[key('t')],
        Action::ToggleTeams,
        "teams and rosters, or back",
    ),
    bind(C::Teams, &[key('a')], Action::AddItem, "add a team"),
    bind(
        C::Teams,
        &[key('r')],
        Action::Roster,
        "enter a player on a roster",
    ),
    bind(
        C::Teams,
        &[key('b')],
        Action::RequestBye,
        "a team's bye in a round to come",
    ),
    bind(
        C::Teams,
        &[key('t'), ESC],
        Action::ToggleTeams,
        "back to the players",
    ),
    bind(
        C::Search,
        &[ENTER],
        Action::Submit,
        "keep the players found",
    ),
    bind(
        C::Search,
        &[ESC, ctrl('c')],
        Action::Cancel,
        "stop, list everybody",
    ),
    bind(C::Search, &[DOWN], Action::Down, "next player found"),
    bind(C::Search, &[UP], Action::Up, "previous player found"),
    // A team competition's rounds.
    bind(
        C::Lineups,
        &[ENTER],
        Action::Edit,
        "type the team's line-up",
    ),
    bind(
        C::Lineups,
        &[key('[')],
        Action::PreviousRound,
        "previous round",
    ),
    bind(C::Lineups, &[key(']')], Action::NextRound, "next round"),
    bind(
        C::Lineups,
        &[key('p')],
        Action::PairNextRound,
        "pair the next round",
    ),
    bind(
        C::Lineups,
        &[key('n')],
        Action::NewRound,
        "pair the next round by hand",
    ),
    bind(
        C::Lineups,
        &[key('e')],
        Action::ToggleExplain,
        "show the explanation",
    ),
    bind(
        C::Lineups,
        &[key('t')],
        Action::ToggleTeams,
        "the individual boards",
    ),
    // Rounds.
    bind(
        C::Rounds,
        &[key('[')],
        Action::PreviousRound,
        "previous round",
    ),
    bind(C::Rounds, &[key(']')], Action::NextRound, "next round"),
    bind(C::Rounds, &[key('h'), LEFT], Action::Left, "choose White"),
    bind(C::Rounds, &[key('l'), RIGHT], Action::Right, "choose Black"),
    bind(
        C::Rounds,
        &[key('p')],
        Action::PairNextRound,
        "pair the next round",
    ),
    bind(
        C::Rounds,
        &[key('s')],
        Action::MarkSwap,
        "swap two players (s, s)",
    ),
    bind(
        C::Rounds,
        &[key('m')],
        Action::MarkPair,
        "make a pair (m, m)",
    ),
    bind(
        C::Rounds,
        &[key('b')],
        Action::MoveToBye,
        "give the pairing bye",
    ),
    bind(
        C::Rounds,
        &[key('c')],
        Action::SwapColours,
        "exchange the colours",
    ),
    bind(
        C::Rounds,
        &[key('x')],
        Action::RemoveBoard,
        "remove the board",
    ),
    grouped(
        C::Rounds,
        &[key('K')],
        Action::MoveBoard(-1),
        "move the board up, down",
        "K J",
    ),
    silent(C::Rounds, &[key('J')], Action::MoveBoard(1)),
    bind(
        C::Rounds,
        &[key('n')],
        Action::NewRound,
        "next round empty, by hand",
    ),
    bind(
        C::Rounds,
        &[key('r')],
        Action::PairRest,
        "engine pairs the rest",
    ),
    bind(C::Rounds, &[ESC], Action::Cancel, "cancel a swap or pair"),
    bind(
        C::Rounds,
        &[key('e')],
        Action::ToggleExplain,
        "show the explanation",
    ),
    bind(
        C::Rounds,
        &[key('D')],
        Action::UnpairLastRound,
        "unpair the last round",
    ),
    bind(
        C::Rounds,
        &[key('t')],
        Action::ToggleTeams,
        "team competition: matches",
    ),
    // Results: a board number, then the result.
    grouped(
        C::Results,
        &[key('0')],
        Action::BoardDigit('0'),
        "type a board number",
        "0-9",
    ),
    silent(C::Results, &[key('1')], Action::BoardDigit('1')),
    silent(C::Results, &[key('2')], Action::BoardDigit('2')),
    silent(C::Results, &[key('3')], Action::BoardDigit('3')),
    silent(C::Results, &[key('4')], Action::BoardDigit('4')),
    silent(C::Results, &[key('5')], Action::BoardDigit('5')),
    silent(C::Results, &[key('6')], Action::BoardDigit('6')),
    silent(C::Results, &[key('7')], Action::BoardDigit('7')),
    silent(C::Results, &[key('8')], Action::BoardDigit('8')),
    silent(C::Results, &[key('9')], Action::BoardDigit('9')),
    bind(
        C::Results,
        &[ENTER, key(' ')],
        Action::ChooseBoard,
        "choose the board",
    ),
    bind(C::Results, &[BACKSPACE], Action::Erase, "erase a digit"),
    bind(
        C::Results,
        &[key('m')],
        Action::MatchResults,
        "team match in one line",
    ),
    bind(
        C::Results,
        &[key('f')],
        Action::MatchForfeit,
        "team match forfeited whole",
    ),
    bind(C::Results, &[ESC], Action::Cancel, "erase the board number"),
    bind(
        C::Results,
        &[key('p')],
        Action::PairNextRound,
        "pair the next round",
    ),
    bind(
        C::Results,
        &[key('['), LEFT],
        Action::PreviousRound,
        "previous round",
    ),
    bind(
        C::Results,
        &[key(']'), RIGHT],
        Action::NextRound,
        "next round",
    ),
    bind(
        C::ResultEntry,
        &[key('1')],
        Action::ResultKey('1'),
        "White wins (or type 1-0)",
    ),
    bind(
        C::ResultEntry,
        &[key('0')],
        Action::ResultKey('0'),
        "Black wins (or type 0-1)",
    ),
    bind(
        C::ResultEntry,
        &[key('=')],
        Action::ResultKey('='),
        "draw (or type 1/2)",
    ),
    bind(
        C::ResultEntry,
        &[key('+')],
        Action::ResultKey('+'),
        "White wins by forfeit",
    ),
    bind(
        C::ResultEntry,
        &[key('-')],
        Action::ResultKey('-'),
        "Black wins by forfeit",
    ),
    bind(
        C::ResultEntry,
        &[key('x')],
        Action::ResultKey('x'),
        "both forfeit",
    ),
    silent(C::ResultEntry, &[key('/')], Action::ResultKey('/')),
    silent(C::ResultEntry, &[key('2')], Action::ResultKey('2')),
    silent(C::ResultEntry, &[key('½')], Action::ResultKey('½')),
    bind(
        C::ResultEntry,
        &[ENTER],
        Action::Submit,
        "record a lone 1, 0 or 1/2",
    ),
    bind(
        C::ResultEntry,
        &[key(' ')],
        Action::ResultKey(' '),
        "record it, go to the next",
    ),
    bind(
        C::ResultEntry,
        &[BACKSPACE],
        Action::Erase,
        "clear the result",
    ),
    bind(
        C::ResultEntry,
        &[ESC],
        Action::Cancel,
        "choose another board",
    ),
    // Standings and rating.
    bind(
        C::Standings,
        &[key('c')],
        Action::ToggleCrosstable,
        "standings or crosstable",
    ),
    bind(
        C::Standings,
        &[key('t')],
        Action::ToggleTeams,
        "team or players' standings",
    ),
    bind(
        C::Standings,
        &[key('$')],
        Action::TogglePrizes,
        "the prize list, or back",
    ),
    bind(
        C::Standings,
        &[key('n')],
        Action::ToggleNorms,
        "the title norms, or back",
    ),
    bind(
        C::Standings,
        &[key('a')],
        Action::AddItem,
        "prize list: add a category",
    ),
    bind(
        C::Standings,
        &[ENTER, key('e')],
        Action::Edit,
        "prize list: change it",
    ),
    bind(
        C::Standings,
        &[key('d')],
        Action::RemoveItem,
        "prize list: remove it",
    ),
    bind(
        C::Standings,
        &[key('h'), LEFT],
        Action::Left,
        "crosstable: earlier rounds",
    ),
    bind(
        C::Standings,
        &[key('l'), RIGHT],
        Action::Right,
        "crosstable: later rounds",
    ),
    bind(C::Rating, &[key('h'), LEFT], Action::Left, "scroll left"),
    bind(C::Rating, &[key('l'), RIGHT], Action::Right, "scroll right"),
    // Settings.
    bind(
        C::Settings,
        &[ENTER, key('e')],
        Action::Edit,
        "change the setting",
    ),
    bind(
        C::Settings,
        &[LEFT, key('h')],
        Action::Left,
        "previous choice",
    ),
    bind(
        C::Settings,
        &[RIGHT, key('l')],
        Action::Right,
        "next choice",
    ),
    bind(
        C::Settings,
        &[key('K')],
        Action::MoveUp,
        "move the tie-break up",
    ),
    bind(
        C::Settings,
        &[key('J')],
        Action::MoveDown,
        "move the tie-break down",
    ),
    bind(C::Settings, &[key('a')], Action::AddItem, "add a tie-break"),
    bind(
        C::Settings,
        &[key('d')],
        Action::RemoveItem,
        "remove the tie-break",
    ),
    // Dialogs.
    bind(C::Form, &[ENTER], Action::Submit, "save"),
    bind(C::Form, &[ESC, ctrl('c')], Action::Cancel, "cancel"),
    bind(C::Form, &[TAB, DOWN], Action::NextField, "next field"),
    bind(
        C::Form,
        &[BACKTAB, UP],
        Action::PreviousField,
        "previous field",
    ),
    bind(C::Form, &[LEFT], Action::Left, "previous choice"),
    bind(C::Form, &[RIGHT], Action::Right, "next choice"),
    bind(C::Confirm, &[key('y'), ENTER], Action::Yes, "yes"),
    bind(C::Confirm, &[key('n'), ESC, ctrl('c')], Action::No, "no"),
    bind(
        C::Help,
        &[ESC, key('?'), key('q')],
        Action::ToggleHelp,
        "close the help",
    ),
    bind(C::Help, &[key('j'), DOWN], Action::Down, "scroll down"),
    bind(C::Help, &[key('k'), UP], Action::Up, "scroll up"),
    // The start menu.
    bind(C::Start, &[ENTER], Action::Submit, "open the tournament"),
    bind(
        C::Start,
        &[key('n')],
        Action::NewTournament,
        "new tournament",
    ),
    bind(
        C::Start,
        &[key('o')],
        Action::OpenFile,
        "open a file by name",
    ),
    bind(
        C::Start,
        &[key('d')],
        Action::RemoveItem,
        "forget the recent file",
    ),
    bind(C::Start, &[key('j'), DOWN], Action::Down, "down"),
    bind(C::Start, &[key('k'), UP], Action::Up, "up"),
    bind(C::Start, &[key('q'), ESC, ctrl('c')], Action::Quit, "quit"),
];

/// The action of `event` in the first of `contexts` that binds it.
pub fn lookup(contexts: &[Context], event: &KeyEvent) -> Option<&'static Action> {
    contexts.iter().find_map(|&context| {
        BINDINGS
            .iter()
            .filter(|b| b.context == context)
            .find(|b| b.keys.iter().any(|k| k.matches(event)))
            .map(|b| &b.action)
    })
}

/// One line of the help: keys and what they do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HelpRow {
    pub keys: String,
    pub help: &'static str,
}

impl Context {
    /// Whether the context is active together with [`Context::Global`] (the screens),
    /// rather than alone (dialogs, search, help, start menu).
    fn above_global(self) -> bool {
        matches!(
            self,
            Context::Players
                | Context::Teams
                | Context::Lineups
                | Context::Rounds
                | Context::Results
                | Context::ResultEntry
                | Context::Standings
                | Context::Rating
                | Context::Settings
        )
    }
}

/// The help of `contexts`, grouped by context in the given order. A global binding
/// whose keys all belong to one of the screen's contexts is left out: it never fires
/// there.
pub fn help_rows(contexts: &[Context]) -> Vec<(Context, Vec<HelpRow>)> {
    contexts
        .iter()
        .map(|&context| {
            let shadowed = |k: &Key| {
                context == Context::Global
                    && BINDINGS
                        .iter()
                        .filter(|b| contexts.contains(&b.context) && b.context.above_global())
                        .any(|b| b.keys.contains(k))
            };
            let rows = BINDINGS
                .iter()
                .filter(|b| b.context == context && !b.help.is_empty())
                .filter(|b| !b.keys.iter().all(shadowed))
                .map(|b| HelpRow {
                    keys: b.label.map(str::to_string).unwrap_or_else(|| {
                        b.keys
                            .iter()
                            .filter(|k| !shadowed(k))
                            .map(Key::name)
                            .collect::<Vec<_>>()
                            .join(" ")
                    }),
                    help: b.help,
                })
                .collect();
            (context, rows)
        })
        .filter(|(_, rows): &(Context, Vec<HelpRow>)| !rows.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
        KeyEvent::new(code, modifiers)
    }

    #[test]
    fn the_first_context_binding_a_key_wins() {
        let one = event(KeyCode::Char('1'), KeyModifiers::NONE);
        assert_eq!(
            lookup(&[C::Players, C::Global], &one),
            Some(&Action::GoTo(Screen::Players))
        );
        assert_eq!(
            lookup(&[C::Results, C::Global], &one),
            Some(&Action::BoardDigit('1'))
        );
        assert_eq!(
            lookup(&[C::ResultEntry, C::Global], &one),
            Some(&Action::ResultKey('1'))
        );
        assert_eq!(
            lookup(&[C::Form], &event(KeyCode::Char('q'), KeyModifiers::NONE)),
            None
        );
    }

    #[test]
    fn shift_is_part_of_a_character_and_ctrl_is_not() {
        let big_g = event(KeyCode::Char('G'), KeyModifiers::SHIFT);
        assert_eq!(lookup(&[C::Global], &big_g), Some(&Action::Bottom));
        let ctrl_r = event(KeyCode::Char('r'), KeyModifiers::CONTROL);
        assert_eq!(lookup(&[C::Global], &ctrl_r), Some(&Action::Redo));
        let r = event(KeyCode::Char('r'), KeyModifiers::NONE);
        assert_eq!(lookup(&[C::Global], &r), None);
        let ctrl_big_r = event(
            KeyCode::Char('R'),
            KeyModifiers::CONTROL | KeyModifiers::SHIFT,
        );
        assert_eq!(lookup(&[C::Global], &ctrl_big_r), Some(&Action::Redo));
    }

    #[test]
    fn no_key_is_bound_twice_in_one_context() {
        for (i, a) in BINDINGS.iter().enumerate() {
            for b in &BINDINGS[i + 1..] {
                if a.context == b.context {
                    for k in a.keys {
                        assert!(
                            !b.keys.contains(k),
                            "{} is bound twice in {:?}",
                            k.name(),
                            a.context
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn the_help_leaves_out_keys_a_screen_takes_over() {
        let help = help_rows(&[C::Results, C::ResultEntry, C::Global]);
        let global = &help
            .iter()
            .find(|(c, _)| *c == C::Global)
            .expect("global")
            .1;
        assert!(!global.iter().any(|row| row.keys == "1-6"));
        assert!(global.contains(&HelpRow {
            keys: "F1-F6".into(),
            help: "go to screen (everywhere)"
        }));
        assert!(global.iter().any(|row| row.keys == "Tab"));
        let players = help_rows(&[C::Players, C::Global]);
        let global = &players
            .iter()
            .find(|(c, _)| *c == C::Global)
            .expect("global")
            .1;
        assert!(global.contains(&HelpRow {
            keys: "1-6".into(),
            help: "go to screen (not Results)"
        }));
        let entry = &help[1].1;
        assert_eq!(
            entry[0],
            HelpRow {
                keys: "1".into(),
                help: "White wins (or type 1-0)"
            }
        );
        let results = &help[0].1;
        assert_eq!(
            results[0],
            HelpRow {
                keys: "0-9".into(),
                help: "type a board number"
            }
        );
        assert!(results.contains(&HelpRow {
            keys: "[ Left".into(),
            help: "previous round"
        }));
    }
}
