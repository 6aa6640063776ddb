//! The state of the terminal application. Views only read it; it changes only in
//! [`super::action::update`].

use std::collections::BTreeMap;
use std::path::PathBuf;

use ratatui_textarea::TextArea;

use super::action::Action;
use super::form::Form;
use super::history::History;
use super::keymap::Context;
use super::theme::Look;
use crate::config::Config;
use crate::edit::{BoardRef, PlayerRef};
use crate::export::rating;
use crate::export::tables::{CrossLine, GridLine};
use crate::model::{
    Colour, Cut, PairingSystem, Player, Points, RoundIndex, TeamNumber, Tiebreak, Tournament, Tpn,
};
use crate::norms::norm_results;
use crate::pairing::team_swiss::TeamPairing;
use crate::pairing::{PairingError, PairingRequest, RoundPairing};
use crate::rating::{RatingError, RatingReport};
use crate::standings::rating_based::average_rating_of_opponents;
use crate::standings::teams::{TeamStandings, team_standings};
use crate::standings::{Criterion, Records, Standings};
use crate::storage::TournamentFile;

/// The function that pairs a round: the tournament's engines, or a stand-in in tests.
pub type Pairer = fn(&PairingRequest) -> Result<RoundPairing, PairingError>;

/// An engine's answer for one round, kept for its explanations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineAnswer {
    /// The individual system's: a board a pair of players.
    Players(RoundPairing),
    /// The team Swiss's (C.04.6): a match a pair of teams.
    Teams(TeamPairing),
}

impl EngineAnswer {
    pub fn players(&self) -> Option<&RoundPairing> {
        match self {
            EngineAnswer::Players(pairing) => Some(pairing),
            EngineAnswer::Teams(_) => None,
        }
    }

    pub fn teams(&self) -> Option<&TeamPairing> {
        match self {
            EngineAnswer::Teams(pairing) => Some(pairing),
            EngineAnswer::Players(_) => None,
        }
    }

    /// The explanations, a board's or a match's each.
    pub fn explanations(&self) -> Vec<&str> {
        match self {
            EngineAnswer::Players(pairing) => pairing
                .boards
                .iter()
                .map(|board| board.explanation.as_str())
                .collect(),
            EngineAnswer::Teams(pairing) => pairing
                .matches
                .iter()
                .map(|paired| paired.explanation.as_str())
                .collect(),
        }
    }
}

/// The screens of the tab bar, in order (number keys 1-6).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Screen {
    Players,
    Rounds,
    Results,
    Standings,
    Rating,
    Settings,
}

impl Screen {
    pub const ALL: [Screen; 6] = [
        Screen::Players,
        Screen::Rounds,
        Screen::Results,
        Screen::Standings,
        Screen::Rating,
        Screen::Settings,
    ];

    pub fn title(self) -> &'static str {
        match self {
            Screen::Players => "Players",
            Screen::Rounds => "Rounds",
            Screen::Results => "Results",
            Screen::Standings => "Standings",
            Screen::Rating => "Rating",
            Screen::Settings => "Settings",
        }
    }

    pub fn index(self) -> usize {
        Screen::ALL
            .iter()
            .position(|&s| s == self)
            .expect("every screen is in ALL")
    }

    /// What the screen is for, at the top of its help.
    pub fn purpose(self) -> &'static str {
        match self {
            Screen::Players => {
                "The players by pairing number. A late entry gets the number its rating gives; the players after it move down one. t lists a team competition's teams."
            }
            Screen::Rounds => {
                "The pairings of a round. p pairs the next round once every result is in. Changes by hand show the rules they break before they are made."
            }
            Screen::Results => {
                "Type a board number and Enter (Enter alone takes the marked board), then each game's result: 1 0 = + - x, or as written: 1-0 0-1 1/2. A lone 1 or 0 may go on to 1-0 or 1/2: the next key (Enter, Space) records it. Digits are board numbers here: F1-F6 or Tab change screens."
            }
            Screen::Standings => {
                "The standings after the last round with every result in: points, then the tie-breaks in the order of the settings. $ shows the prize list. A team competition shows its team standings: t the players'."
            }
            Screen::Rating => "The FIDE rating report of the games played so far.",
            Screen::Settings => "Every change is saved at once; u undoes it.",
        }
    }

    fn context(self) -> Context {
        match self {
            Screen::Players => Context::Players,
            Screen::Rounds => Context::Rounds,
            Screen::Results => Context::Results,
            Screen::Standings => Context::Standings,
            Screen::Rating => Context::Rating,
            Screen::Settings => Context::Settings,
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StatusKind {
    Info,
    Warning,
    Error,
    /// About the last key only (a key that does nothing): gone at the next key.
    Hint,
}

/// The status line: the last message or error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    pub text: String,
    pub kind: StatusKind,
}

impl Status {
    pub fn info(text: impl Into<String>) -> Status {
        Status {
            text: text.into(),
            kind: StatusKind::Info,
        }
    }

    pub fn warning(text: impl Into<String>) -> Status {
        Status {
            text: text.into(),
            kind: StatusKind::Warning,
        }
    }

    pub fn hint(text: impl Into<String>) -> Status {
        Status {
            text: text.into(),
            kind: StatusKind::Hint,
        }
    }

    pub fn error(text: impl Into<String>) -> Status {
        Status {
            text: text.into(),
            kind: StatusKind::Error,
        }
    }
}

/// Orders of the player list.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PlayerSort {
    Tpn,
    Name,
    Rating,
    Points,
}

impl PlayerSort {
    pub fn next(self) -> PlayerSort {
        match self {
            PlayerSort::Tpn => PlayerSort::Name,
            PlayerSort::Name => PlayerSort::Rating,
            PlayerSort::Rating => PlayerSort::Points,
            PlayerSort::Points => PlayerSort::Tpn,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            PlayerSort::Tpn => "number",
            PlayerSort::Name => "name",
            PlayerSort::Rating => "rating",
            PlayerSort::Points => "points",
        }
    }
}

#[derive(Clone, Debug)]
pub struct PlayersState {
    /// Index into [`App::visible_players`].
    pub selected: usize,
    pub sort: PlayerSort,
    /// The search being typed (`/`), if any.
    pub search: Option<TextArea<'static>>,
    /// The filter the list shows: what was searched for last (empty: everybody).
    pub filter: String,
    /// A team competition's teams with their rosters instead of the players (`t`): the
    /// first line shown.
    pub teams: Option<usize>,
}

/// What a mark on the rounds screen is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MarkPurpose {
    Swap,
    Pair,
}

/// A player marked on the rounds screen, by identity: another arbiter's late entry
/// renumbers him, but the mark stays on him.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    pub player: PlayerRef,
    pub purpose: MarkPurpose,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundsState {
    /// The round shown (clamped to the rounds paired).
    pub round: u32,
    /// Index into [`App::round_rows`].
    pub selected: usize,
    /// Which player of the selected board (White or Black).
    pub side: Colour,
    pub mark: Option<Mark>,
    /// Whether the explain panel is shown on narrow terminals (wide ones always show it).
    pub explain: bool,
    /// A team competition's individual boards instead of its matches and line-ups
    /// (`t`).
    pub boards: bool,
}

/// A result being typed on the results screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The game chosen, by its round and players: the result goes to it, or is refused
    /// when another arbiter's change of the round replaced it.
    pub board: BoardRef,
    /// The games typed so far.
    pub games: Vec<crate::model::GameResult>,
    /// The keys of the next game typed so far, until they spell a result that cannot
    /// go on (`1` may become `1-0` or `1/2`).
    pub typed: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultsState {
    pub round: u32,
    /// Index into the round's pairings.
    pub selected: usize,
    /// The board number being typed.
    pub board_input: String,
    /// The board whose result is being typed, once chosen.
    pub entry: Option<Entry>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ListState {
    pub selected: usize,
}

/// A text scrolled both ways.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScrollState {
    pub line: usize,
    pub column: usize,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StandingsState {
    pub selected: usize,
    pub crosstable: bool,
    /// The prize list instead (`$`): `selected` is then a prize category.
    pub prizes: bool,
    /// The title norms instead (`n`): `selected` is then the first line shown.
    pub norms: bool,
    /// The first opponent column the crosstable shows (scrolled with Left and Right).
    pub column: usize,
    /// A team competition's individual standings instead of its team standings (`t`).
    pub individual: bool,
}

/// A question the arbiter answers with y or n.
#[derive(Clone, Debug, PartialEq)]
pub struct Confirm {
    pub title: String,
    pub lines: Vec<String>,
    /// Lines shown as warnings (rules a manual change breaks).
    pub warnings: Vec<String>,
    pub on_yes: Box<Action>,
}

#[derive(Clone, Debug)]
pub enum Dialog {
    Form(Form),
    Confirm(Confirm),
}

/// The start menu shown by `arbiter` without a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartMenu {
    pub recent: Vec<PathBuf>,
    pub selected: usize,
}

/// Figures derived from the tournament, recomputed after every change (never per
/// frame). The reports are computed when a screen shows them, so that a change made
/// elsewhere (a result, on a large open) does not wait for them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Derived {
    /// `scores[r][tpn - 1]`: the score after `r` rounds (`scores[0]` is all zeros).
    pub scores: Vec<Vec<Points>>,
    /// The standings and rating report, once a screen needed them.
    pub reports: Option<Reports>,
}

/// The standings, crosstable and rating report of the tournament as it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reports {
    /// The standings after the last complete round, with the tie-breaks.
    pub standings: Standings,
    /// The crosstable, in the order of the standings.
    pub crosstable: Vec<CrossLine>,
    /// A round robin's all-play-all crosstable by pairing number, its main view.
    pub grid: Option<Vec<GridLine>>,
    /// The FIDE rating report, or why it cannot be made.
    pub rating: Result<RatingReport, RatingError>,
    /// The same report as text, for the rating screen: written on the first visit to
    /// that screen, so that a change followed by a look at the standings stays quick.
    rating_text: std::cell::OnceCell<String>,
    /// The title norms after the standings' round as `arbiter norms` prints them,
    /// written on the first look at them.
    norms_text: std::cell::OnceCell<String>,
    /// Dubov tournaments show every player's ARO (C.07 10.1; the Dubov system pairs by
    /// it) even when it is not one of the tie-breaks: by TPN - 1.
    pub aro: Option<Vec<Option<i64>>>,
    /// A team competition's team standings, after the same round.
    pub teams: Option<TeamStandings>,
}

impl Reports {
    pub fn new(tournament: &Tournament) -> Reports {
        let standings = crate::standings::standings(tournament);
        let aro = (tournament.system == PairingSystem::Dubov
            && !standings
                .criteria
                .contains(&Criterion::Tiebreak(Tiebreak::ARO)))
        .then(|| {
            let records = Records::new(tournament, standings.after_round);
            tournament
                .players
                .iter()
                .map(|p| average_rating_of_opponents(&records, p.tpn, Cut::NONE))
                .collect()
        });
        let crosstable = crate::export::tables::crosstable(tournament, &standings);
        let grid = (tournament.system == PairingSystem::RoundRobin)
            .then(|| crate::export::tables::round_robin_grid(tournament, &standings));
        let rating = RatingReport::build(tournament);
        let teams = tournament
            .teams
            .as_ref()
            .map(|teams| team_standings(tournament, teams));
        Reports {
            standings,
            crosstable,
            grid,
            rating,
            rating_text: std::cell::OnceCell::new(),
            norms_text: std::cell::OnceCell::new(),
            aro,
            teams,
        }
    }

    /// The rating report as text, or why there is none.
    pub fn rating_text(&self) -> Result<&str, &RatingError> {
        let report = self.rating.as_ref()?;
        Ok(self.rating_text.get_or_init(|| rating::text(report)))
    }

    /// The title norms after the round of the standings, as text.
    pub fn norms_text(&self, tournament: &Tournament) -> &str {
        self.norms_text.get_or_init(|| {
            let schedule = crate::pairing::round_robin::published_schedule(tournament);
            let (event, results) = norm_results(tournament, &schedule, self.standings.after_round);
            crate::export::norms::text(tournament, &event, &results)
        })
    }
}

impl Derived {
    pub fn new(tournament: &Tournament) -> Derived {
        let mut scores = vec![vec![Points::ZERO; tournament.players.len()]];
        for round in &tournament.rounds {
            let mut after = scores.last().cloned().unwrap_or_default();
            let mut add = |tpn: Tpn, points: Points| {
                if let Some(score) = tpn.checked_sub(1).and_then(|i| after.get_mut(i as usize)) {
                    *score += points;
                }
            };
            for pairing in &round.pairings {
                for tpn in [pairing.white, pairing.black] {
                    add(tpn, tournament.points_in_pairing(tpn, pairing));
                }
            }
            for bye in &round.byes {
                add(bye.player, tournament.scoring.bye(bye.kind));
            }
            for player in &tournament.players {
                add(player.tpn, player.adjustment_in(round.number));
            }
            scores.push(after);
        }
        Derived {
            scores,
            reports: None,
        }
    }

    /// The score of `tpn` after `rounds` rounds.
    pub fn score_after(&self, tpn: Tpn, rounds: u32) -> Points {
        self.scores
            .get(rounds as usize)
            .and_then(|scores| scores.get(tpn.wrapping_sub(1) as usize))
            .copied()
            .unwrap_or_default()
    }

    /// Scores over every round paired.
    pub fn current(&self) -> &[Points] {
        self.scores.last().map_or(&[], Vec::as_slice)
    }
}

/// One row of the rounds screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RoundRow {
    /// `round.pairings[index]`.
    Board(usize),
    /// `round.byes[index]`.
    Bye(usize),
    /// An active player with neither a board nor a bye (after a manual change).
    Unpaired(Tpn),
}

pub struct App {
    pub tournament: Tournament,
    /// Where every change is saved; `None` keeps the tournament in memory only.
    pub file: Option<TournamentFile>,
    /// The terminal's size, for paging.
    pub size: (u16, u16),
    pub screen: Screen,
    pub players: PlayersState,
    pub rounds: RoundsState,
    pub results: ResultsState,
    pub standings: StandingsState,
    pub rating: ScrollState,
    pub settings: ListState,
    pub dialog: Option<Dialog>,
    /// The help overlay, when open: its scroll offset.
    pub help: Option<usize>,
    pub status: Status,
    pub history: History,
    /// The engines' answers for the rounds paired in this session, with their
    /// explanations (not kept in the file).
    pub engine_pairings: BTreeMap<u32, EngineAnswer>,
    /// For rounds paired before this session: the engine run again on the rounds before
    /// (for its explanations), or why it could not. Dropped after every change.
    pub recomputed: BTreeMap<u32, Result<EngineAnswer, PairingError>>,
    pub derived: Derived,
    pub look: Look,
    pub config: Config,
    pub pairer: Pairer,
    /// FIDE's rating list that the add-player form looks players up in
    /// (`--rating-list`, or `ARBITER_RATING_LIST`).
    pub rating_list: Option<PathBuf>,
    /// Its index, opened at the first lookup.
    pub rating_index: Option<crate::registration::RatingListIndex>,
    pub start: Option<StartMenu>,
    /// Asked while a change waits for another program's save to finish (the file's
    /// lock), with that program's `user@host pid N`; returning false cancels the change.
    /// The running application shows that it waits and lets `Esc` cancel; by default
    /// (tests) the change waits, up to 30 s.
    pub lock_wait: fn(&str) -> bool,
    /// The time now, `YYYY-MM-DD HH:MM` on the computer's clock (local time): a
    /// line-up still missing after its round's start is late.
    pub clock: fn() -> String,
    /// Who saved the last version of another program this application took up
    /// (`user@host pid N`): named when an edit is refused because of what it changed.
    pub other_saver: Option<String>,
    pub quit: bool,
}

impl App {
    /// The application for `tournament`, saved to `file` after every change.
    pub fn new(
        tournament: Tournament,
        file: Option<TournamentFile>,
        look: Look,
        config: Config,
    ) -> App {
        let rounds = tournament.rounds_paired();
        let results_selected = first_missing(&tournament, rounds).unwrap_or(0);
        let status = match &file {
            Some(file) => Status::info(format!(
                "opened {}: every change is saved at once; ? shows the keys",
                file.path().display()
            )),
            None => Status::info("the tournament is kept in memory only"),
        };
        App {
            derived: Derived::new(&tournament),
            tournament,
            file,
            size: (80, 24),
            screen: Screen::Players,
            players: PlayersState {
                selected: 0,
                sort: PlayerSort::Tpn,
                search: None,
                filter: String::new(),
                teams: None,
            },
            rounds: RoundsState {
                round: rounds,
                selected: 0,
                side: Colour::White,
                mark: None,
                explain: false,
                boards: false,
            },
            results: ResultsState {
                round: rounds,
                selected: results_selected,
                board_input: String::new(),
                entry: None,
            },
            standings: StandingsState::default(),
            rating: ScrollState::default(),
            settings: ListState::default(),
            dialog: None,
            help: None,
            status,
            history: History::default(),
            engine_pairings: BTreeMap::new(),
            recomputed: BTreeMap::new(),
            look,
            config,
            pairer: crate::pairing::pair,
            rating_list: None,
            rating_index: None,
            start: None,
            lock_wait: |_| true,
            clock: local_now,
            other_saver: None,
            quit: false,
        }
    }

    /// The start menu: recent files, or a new tournament.
    pub fn start_menu(look: Look, config: Config) -> App {
        let recent = config.recent();
        let mut app = App::new(
            Tournament::new("", PairingSystem::Dutch, 1),
            None,
            look,
            config,
        );
        app.status = Status::info(if recent.is_empty() {
            "no recent tournaments: n creates a new one, o opens a file"
        } else {
            "Enter opens the selected tournament, n creates a new one, o opens another file"
        });
        app.start = Some(StartMenu {
            recent,
            selected: 0,
        });
        app
    }

    /// The keymap contexts that decide what a key does now, most specific first.
    pub fn contexts(&self) -> Vec<Context> {
        if self.help.is_some() {
            return vec![Context::Help];
        }
        match &self.dialog {
            Some(Dialog::Form(_)) => return vec![Context::Form],
            Some(Dialog::Confirm(_)) => return vec![Context::Confirm],
            None => {}
        }
        if self.start.is_some() {
            return vec![Context::Start];
        }
        match self.screen {
            Screen::Players if self.players.search.is_some() => vec![Context::Search],
            Screen::Results if self.results.entry.is_some() => {
                vec![Context::ResultEntry, Context::Global]
            }
            Screen::Players if self.players.teams.is_some() => {
                vec![Context::Teams, Context::Global]
            }
            Screen::Rounds if self.shows_matches() => vec![Context::Lineups, Context::Global],
            screen => vec![screen.context(), Context::Global],
        }
    }

    /// The contexts whose bindings the help overlay lists: every binding of the current
    /// screen, whatever its state.
    pub fn help_contexts(&self) -> Vec<Context> {
        if self.start.is_some() {
            return vec![Context::Start];
        }
        match self.screen {
            Screen::Players if self.players.teams.is_some() => {
                vec![Context::Teams, Context::Global]
            }
            Screen::Players => vec![Context::Players, Context::Search, Context::Global],
            Screen::Rounds if self.shows_matches() => vec![Context::Lineups, Context::Global],
            Screen::Results => vec![Context::Results, Context::ResultEntry, Context::Global],
            screen => vec![screen.context(), Context::Global],
        }
    }

    /// Whether the rounds screen shows a team competition's matches and line-ups (its
    /// individual boards after `t`).
    pub fn shows_matches(&self) -> bool {
        self.tournament.teams.is_some() && !self.rounds.boards
    }

    /// The rows of the matches and line-ups of round `number`: the two teams of each
    /// match in order, then the team with the pairing-allocated bye.
    pub fn lineup_rows(&self, number: u32) -> Vec<TeamNumber> {
        let Some(round) = self.tournament.teams.as_ref().and_then(|t| t.round(number)) else {
            return Vec::new();
        };
        round
            .matches
            .iter()
            .flat_map(|m| [m.first, m.second])
            .chain(round.bye)
            .collect()
    }

    /// The team under the cursor of the matches and line-ups.
    pub fn selected_lineup_team(&self) -> Option<TeamNumber> {
        self.lineup_rows(self.shown_round())
            .get(self.rounds.selected)
            .copied()
    }

    /// The team standings, when the standings screen shows them: a team competition's,
    /// unless the arbiter asked for the players' (`t`).
    pub fn team_standings(&self) -> Option<&TeamStandings> {
        let reports = self.derived.reports.as_ref()?;
        reports
            .teams
            .as_ref()
            .filter(|_| !self.standings.individual)
    }

    /// The players the list shows, in its order: TPNs.
    pub fn visible_players(&self) -> Vec<Tpn> {
        let filter = match &self.players.search {
            Some(search) => search.lines().concat(),
            None => self.players.filter.clone(),
        };
        let mut tpns: Vec<Tpn> = self
            .tournament
            .players
            .iter()
            .filter(|p| matches_search(p, &filter))
            .map(|p| p.tpn)
            .collect();
        let t = &self.tournament;
        let player = |tpn: Tpn| t.player(tpn).expect("TPNs come from the list");
        match self.players.sort {
            PlayerSort::Tpn => {}
            PlayerSort::Name => tpns.sort_by_cached_key(|&tpn| player(tpn).name.to_lowercase()),
            PlayerSort::Rating => {
                tpns.sort_by_key(|&tpn| std::cmp::Reverse(player(tpn).rating.unwrap_or(0)))
            }
            PlayerSort::Points => {
                let scores = self.derived.current();
                tpns.sort_by_key(|&tpn| {
                    std::cmp::Reverse(scores.get((tpn - 1) as usize).copied().unwrap_or_default())
                })
            }
        }
        tpns
    }

    pub fn selected_player(&self) -> Option<Tpn> {
        self.visible_players().get(self.players.selected).copied()
    }

    /// The round the rounds screen shows (0 when none is paired).
    pub fn shown_round(&self) -> u32 {
        self.rounds.round.min(self.tournament.rounds_paired())
    }

    /// The rows of the rounds screen for round `number`: boards, byes, then active
    /// players left without either (in a team competition, players outside the
    /// line-ups are not waiting for a pairing: none are listed).
    pub fn round_rows(&self, number: u32) -> Vec<RoundRow> {
        let Some(round) = self.tournament.round(number) else {
            return Vec::new();
        };
        let mut rows: Vec<RoundRow> = (0..round.pairings.len()).map(RoundRow::Board).collect();
        rows.extend((0..round.byes.len()).map(RoundRow::Bye));
        if self.tournament.teams.is_none() {
            let seated = RoundIndex::new(round);
            rows.extend(
                self.tournament
                    .players
                    .iter()
                    .filter(|p| p.is_active_in(number) && seated.seat(p.tpn).is_none())
                    .map(|p| RoundRow::Unpaired(p.tpn)),
            );
        }
        rows
    }

    /// The player under the cursor on the rounds screen.
    pub fn selected_round_player(&self) -> Option<Tpn> {
        let number = self.shown_round();
        let row = *self.round_rows(number).get(self.rounds.selected)?;
        self.round_row_player(number, row, self.rounds.side)
    }

    /// The player of `row` of round `number` on the rounds screen: a board's player of
    /// colour `side`, a bye's player, or a player left unpaired.
    pub fn round_row_player(&self, number: u32, row: RoundRow, side: Colour) -> Option<Tpn> {
        let round = self.tournament.round(number)?;
        match row {
            RoundRow::Board(index) => {
                let pairing = round.pairings.get(index)?;
                Some(match side {
                    Colour::White => pairing.white,
                    Colour::Black => pairing.black,
                })
            }
            RoundRow::Bye(index) => round.byes.get(index).map(|bye| bye.player),
            RoundRow::Unpaired(tpn) => Some(tpn),
        }
    }

    /// The round the results screen shows.
    pub fn results_round(&self) -> u32 {
        self.results.round.min(self.tournament.rounds_paired())
    }

    /// The program's settings the settings screen shows.
    pub fn program_settings(&self) -> super::settings::Program {
        super::settings::Program {
            theme: self.look.theme.name.clone(),
            print_command: self.config.print_command().unwrap_or_default(),
        }
    }

    /// "Name (TPN)" for messages.
    pub fn player_label(&self, tpn: Tpn) -> String {
        self.tournament.player_label(tpn)
    }
}

/// The local time now, `YYYY-MM-DD HH:MM` (UTC when the system cannot say).
#[allow(unsafe_code)]
fn local_now() -> String {
    let now = time::OffsetDateTime::now_utc();
    let seconds = now.unix_timestamp() as libc::time_t;
    // SAFETY: `tm` is plain data, valid zeroed; localtime_r only reads `seconds` and
    // writes `tm`, both living across the call.
    let (local, tm) = unsafe {
        let mut tm: libc::tm = std::mem::zeroed();
        (!libc::localtime_r(&seconds, &mut tm).is_null(), tm)
    };
    if local {
        format!(
            "{:04}-{:02}-{:02} {:02}:{:02}",
            tm.tm_year + 1900,
            tm.tm_mon + 1,
            tm.tm_mday,
            tm.tm_hour,
            tm.tm_min
        )
    } else {
        format!(
            "{:04}-{:02}-{:02} {:02}:{:02}",
            now.year(),
            u8::from(now.month()),
            now.day(),
            now.hour(),
            now.minute()
        )
    }
}

/// Whether `player` matches a search: a TPN or FIDE id typed in full, or a part of the
/// name (any case).
pub fn matches_search(player: &Player, search: &str) -> bool {
    let search = search.trim();
    if search.is_empty() {
        return true;
    }
    if search.chars().all(|c| c.is_ascii_digit()) {
        return search.parse() == Ok(player.tpn)
            || player
                .fide_id
                .is_some_and(|id| id.to_string().starts_with(search));
    }
    player.name.to_lowercase().contains(&search.to_lowercase())
}

/// Index of the first board of `round` without a complete result.
pub fn first_missing(tournament: &Tournament, round: u32) -> Option<usize> {
    tournament
        .round(round)?
        .pairings
        .iter()
        .position(|p| !p.is_complete())
}
