//! The explain panel of the rounds screen, for the boards of an individual system and
//! the matches of a team Swiss alike: where it goes, the engine's answer it reads, and
//! why a row has no explanation.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};
use thiserror::Error;

use super::{WIDE, panel};
use crate::pairing::PairingError;
use crate::tui::app::{App, EngineAnswer};

/// The round's list framed in a panel titled `title`, beside the explain panel on wide
/// terminals, above it on narrow ones when asked for with `e` (else alone): the areas of
/// the list's table, of its hint line and of the explain panel.
pub fn frame_list<'a>(
    frame: &mut Frame,
    area: Rect,
    app: &App,
    title: impl Into<Line<'a>>,
) -> [Rect; 3] {
    let [list_area, explain_area] = if area.width >= WIDE {
        Layout::horizontal([Constraint::Fill(3), Constraint::Fill(2)]).areas(area)
    } else if app.rounds.explain {
        Layout::vertical([Constraint::Fill(1), Constraint::Length(8)]).areas(area)
    } else {
        Layout::vertical([Constraint::Fill(1), Constraint::Length(0)]).areas(area)
    };
    let block = panel(title, &app.look);
    let inner = block.inner(list_area);
    frame.render_widget(block, list_area);
    let [table_area, hint_area] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(inner);
    [table_area, hint_area, explain_area]
}

/// The panel titled `title` with the heading and text of an explanation, or why there
/// is none.
pub fn draw(
    frame: &mut Frame,
    area: Rect,
    app: &App,
    title: String,
    explanation: Result<(String, String), NoExplanation>,
) {
    let look = &app.look;
    let block = panel(title, look);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let text: Vec<Line> = match explanation {
        Ok((heading, body)) => {
            let mut lines = vec![Line::styled(heading, look.theme.header)];
            lines.extend(body.lines().map(|l| Line::raw(l.to_string())));
            lines
        }
        Err(why) => vec![Line::styled(why.to_string(), look.theme.muted)],
    };
    frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: false }), inner);
}

/// The engine's answer for round `number` and whether the engine ran again for it on
/// the rounds before (the round was paired before this session).
pub fn answer(app: &App, number: u32) -> Result<(&EngineAnswer, bool), NoExplanation<'_>> {
    match (
        app.engine_pairings.get(&number),
        app.recomputed.get(&number),
    ) {
        (Some(engine), _) => Ok((engine, false)),
        (None, Some(Ok(engine))) => Ok((engine, true)),
        (None, Some(Err(error))) => Err(NoExplanation::EngineFailed {
            round: number,
            error,
        }),
        (None, None) => Err(NoExplanation::PairedBeforeSession(number)),
    }
}

/// What an explanation of a recomputed round ends with.
pub fn source(recomputed: bool) -> &'static str {
    if recomputed {
        "\n(Round paired before this session: the engine ran again on the rounds before it.)"
    } else {
        ""
    }
}

/// The explanation of a pair the round has as the engine made it (`found`) or with the
/// colours exchanged (`swapped`), or why the engine did not make it; `row` names the
/// pair as the screen does (`Board 3`, `Match 3`).
pub fn of_pair<'a>(
    heading: String,
    row: String,
    found: Option<&str>,
    swapped: Option<&str>,
    recomputed: bool,
) -> Result<(String, String), NoExplanation<'a>> {
    let source = source(recomputed);
    match (found, swapped) {
        (Some(text), _) => Ok((heading, format!("{text}{source}"))),
        (None, Some(text)) => Ok((
            format!("{heading} (colours changed by hand)"),
            format!("{text}{source}"),
        )),
        (None, None) if recomputed => Err(NoExplanation::PairNotRecomputed(row)),
        (None, None) => Err(NoExplanation::PairByHand(row)),
    }
}

/// Why the selected row of a round has no explanation, as the explain panel says it.
/// A row is named as the screen shows it: `Board 3`, `Match 3`.
#[derive(Debug, Error)]
pub enum NoExplanation<'a> {
    /// No round or no row is selected: the panel stays empty.
    #[error("")]
    NothingSelected,
    #[error("No explanation for round {round}: {error}.")]
    EngineFailed { round: u32, error: &'a PairingError },
    #[error(
        "Round {0} was paired before this session: e explains it (the engine runs again on the rounds before it)."
    )]
    PairedBeforeSession(u32),
    #[error(
        "{0}: the engine, run again on the rounds before, does not make this pair (paired by hand or by another program, or an earlier result was corrected since)."
    )]
    PairNotRecomputed(String),
    #[error("{0} was paired by hand: the engine did not make this pair.")]
    PairByHand(String),
    /// Who else has the bye: `player`, `team`.
    #[error("The engine, run again on the rounds before, gives the pairing bye to another {0}.")]
    ByeNotRecomputed(&'static str),
    #[error("This pairing bye was given by hand.")]
    ByeByHand,
    /// The player's label.
    #[error("{0} asked for this bye or is absent: not paired.")]
    RequestedBye(String),
    /// The player's label.
    #[error(
        "{0} has neither a board nor a bye: m on two such players pairs them, r lets the engine pair all such players."
    )]
    Unpaired(String),
    #[error("The boards follow the teams' line-ups: t shows the matches, e their explanations.")]
    TeamBoards,
    #[error("A round robin of teams: the matches follow the Berger table (C.05 Annex 1).")]
    BergerTable,
}
