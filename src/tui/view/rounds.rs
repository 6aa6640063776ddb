//! The pairings of one round: boards with both players, their scores before the round
//! and the result, then the byes and anyone left without either; the explain panel
//! for the selected board (beside the list on wide terminals, below it on narrow ones
//! when asked for with `e`).

use ratatui::Frame;
use ratatui::layout::{Constraint, Rect};
use ratatui::style::Style;
use ratatui::widgets::{Cell, Paragraph, Row, Table, Wrap};

use super::explain::{self, NoExplanation};
use super::{panel, scroll_offset};
use crate::model::{ByeKind, Colour, Tpn};
use crate::tui::app::{App, RoundRow};

pub fn draw(frame: &mut Frame, area: Rect, app: &App) {
    let look = &app.look;
    let number = app.shown_round();
    let Some(round) = app.tournament.round(number) else {
        let block = panel(" Rounds ", look);
        let inner = block.inner(area);
        frame.render_widget(block, area);
        let ready = crate::pairing::check_ready(&app.tournament);
        let text = match (app.tournament.players.len(), ready) {
            (0, _) => "No players yet: add them on the Players screen (1).".to_string(),
            (_, Ok(())) => {
                "No round is paired yet: p pairs round 1, n makes it empty to pair by hand."
                    .to_string()
            }
            (_, Err(error)) => error.to_string(),
        };
        frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), inner);
        return;
    };
    let missing = round.missing_results();
    let t = &app.tournament;
    let last = number == t.rounds_paired();
    // A team competition's boards follow from its matches and line-ups: nobody is
    // paired here, and the rules are those of the team system.
    let to_pair = if last && t.teams.is_none() {
        crate::pairing::by_hand::unplaced(t, round).len()
    } else {
        0
    };
    let rules = match &t.teams {
        Some(teams) => format!("team {}", teams.system),
        None => format!("{} {}", t.system, t.editions.pairing),
    };
    let title = format!(
        " Round {number} of {}: {} boards, {} {} {rules} ",
        t.rounds_planned,
        round.pairings.len(),
        if to_pair > 0 {
            format!("{to_pair} to pair")
        } else if missing == 0 {
            "all results in".to_string()
        } else {
            format!("{missing} missing")
        },
        look.glyphs.separator,
    );
    let [table_area, hint_area, explain_area] = explain::frame_list(frame, area, app, title);
    pairings(frame, table_area, app, number);
    let hint = if t.teams.is_some() {
        "t matches and line-ups  [ ] other rounds  results: the Results screen (3)"
    } else if !last {
        "[ ] other rounds; only the last round can be changed"
    } else if to_pair > 0 {
        "m m pair two  b bye  r engine pairs the rest  x remove board  D unpair"
    } else if missing == 0 && number < app.tournament.rounds_planned {
        "p pairs the next round, n makes it empty to pair by hand  s swap  D unpair"
    } else {
        "s swap  m pair  c colours  b bye  x remove  e explain  D unpair"
    };
    frame.render_widget(Paragraph::new(hint).style(look.theme.muted), hint_area);
    if explain_area.height > 0 {
        let title = format!(" Explain: {} {} rules ", t.system, t.editions.pairing);
        explain::draw(frame, explain_area, app, title, explanation(app, number));
    }
}

fn pairings(frame: &mut Frame, area: Rect, app: &App, number: u32) {
    let look = &app.look;
    let theme = &look.theme;
    let Some(round) = app.tournament.round(number) else {
        return;
    };
    let rows = app.round_rows(number);
    let height = area.height.saturating_sub(1) as usize;
    let offset = scroll_offset(app.rounds.selected, height);
    let before = |tpn: Tpn| app.derived.score_after(tpn, number - 1);
    let name = |tpn: Tpn| {
        app.tournament
            .player(tpn)
            .map_or_else(String::new, |p| p.name.clone())
    };
    let player_style = |tpn: Tpn, selected_row: bool, side: Option<Colour>| {
        let marked = app.rounds.mark.as_ref().is_some_and(|m| {
            app.tournament
                .player(tpn)
                .is_some_and(|p| p.id() == m.player.id)
        });
        if marked {
            theme.marked
        } else if selected_row && side.is_none_or(|s| s == app.rounds.side) {
            theme.selected
        } else {
            Style::default()
        }
    };
    let table_rows = rows
        .iter()
        .enumerate()
        .skip(offset)
        .take(height)
        .map(|(index, row)| {
            let selected = index == app.rounds.selected;
            let pointer = if selected { look.glyphs.selector } else { "  " };
            match *row {
                RoundRow::Board(i) => {
                    let p = &round.pairings[i];
                    let result: Vec<String> = p
                        .games
                        .iter()
                        .map(|g| {
                            if g.is_pending() {
                                "  *".into()
                            } else {
                                g.to_string()
                            }
                        })
                        .collect();
                    Row::new(vec![
                        Cell::from(format!("{pointer}{:>3}", p.board)),
                        Cell::from(format!("{:>4}", p.white)),
                        Cell::from(name(p.white)).style(player_style(
                            p.white,
                            selected,
                            Some(Colour::White),
                        )),
                        Cell::from(format!("{:>4}", before(p.white))),
                        Cell::from(result.join(" ")),
                        Cell::from(format!("{:>4}", before(p.black))),
                        Cell::from(format!("{:>4}", p.black)),
                        Cell::from(name(p.black)).style(player_style(
                            p.black,
                            selected,
                            Some(Colour::Black),
                        )),
                    ])
                }
                RoundRow::Bye(i) => {
                    let bye = round.byes[i];
                    let points = app.tournament.scoring.bye(bye.kind);
                    Row::new(vec![
                        Cell::from(format!("{pointer}  -")),
                        Cell::from(format!("{:>4}", bye.player)),
                        Cell::from(name(bye.player))
                            .style(player_style(bye.player, selected, None)),
                        Cell::from(format!("{:>4}", before(bye.player))),
                        Cell::from(format!("{points:>3}")),
                        Cell::from(""),
                        Cell::from(""),
                        Cell::from(bye.kind.to_string()).style(theme.muted),
                    ])
                }
                RoundRow::Unpaired(tpn) => Row::new(vec![
                    Cell::from(format!("{pointer}  !")).style(theme.warning),
                    Cell::from(format!("{tpn:>4}")),
                    Cell::from(name(tpn)).style(player_style(tpn, selected, None)),
                    Cell::from(format!("{:>4}", before(tpn))),
                    Cell::from(""),
                    Cell::from(""),
                    Cell::from(""),
                    Cell::from("not paired: m pairs").style(theme.warning),
                ]),
            }
        });
    let result_width = 4 * app.tournament.games_per_pairing() as u16 - 1;
    let widths = [
        Constraint::Length(5),
        Constraint::Length(4),
        Constraint::Fill(1),
        Constraint::Length(4),
        Constraint::Length(result_width.max(4)),
        Constraint::Length(4),
        Constraint::Length(4),
        Constraint::Fill(1),
    ];
    let header = Row::new(vec![
        "   Bd", "  No", "White", " Pts", "Res", " Pts", "  No", "Black",
    ])
    .style(theme.header);
    frame.render_widget(
        Table::new(table_rows, widths)
            .header(header)
            .column_spacing(1),
        area,
    );
}

/// The heading and text of the selected row's explanation, in the system's own terms,
/// or why there is none.
fn explanation(app: &App, number: u32) -> Result<(String, String), NoExplanation<'_>> {
    if app.tournament.teams.is_some() {
        return Err(NoExplanation::TeamBoards);
    }
    let round = app
        .tournament
        .round(number)
        .ok_or(NoExplanation::NothingSelected)?;
    let row = app.round_rows(number).get(app.rounds.selected).copied();
    let (engine, recomputed) = explain::answer(app, number)?;
    let engine = engine.players().ok_or(NoExplanation::NothingSelected)?;
    let source = explain::source(recomputed);
    match row {
        Some(RoundRow::Board(i)) => {
            let p = &round.pairings[i];
            let found = engine
                .boards
                .iter()
                .find(|b| (b.white, b.black) == (p.white, p.black));
            let swapped = engine
                .boards
                .iter()
                .find(|b| (b.white, b.black) == (p.black, p.white));
            let heading = format!(
                "Board {}: {} {} {}",
                p.board,
                app.player_label(p.white),
                app.look.glyphs.versus,
                app.player_label(p.black)
            );
            explain::of_pair(
                heading,
                format!("Board {}", p.board),
                found.map(|board| board.explanation.as_str()),
                swapped.map(|board| board.explanation.as_str()),
                recomputed,
            )
        }
        Some(RoundRow::Bye(i)) => {
            let bye = round.byes[i];
            match bye.kind {
                ByeKind::Pairing if engine.bye == Some(bye.player) => Ok((
                    format!("Pairing bye: {}", app.player_label(bye.player)),
                    format!("The engine gave this player the pairing-allocated bye.{source}"),
                )),
                ByeKind::Pairing if recomputed => Err(NoExplanation::ByeNotRecomputed("player")),
                ByeKind::Pairing => Err(NoExplanation::ByeByHand),
                _ => Err(NoExplanation::RequestedBye(app.player_label(bye.player))),
            }
        }
        Some(RoundRow::Unpaired(tpn)) => Err(NoExplanation::Unpaired(app.player_label(tpn))),
        None => Err(NoExplanation::NothingSelected),
    }
}
