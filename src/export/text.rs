//! Plain text for printing. The pairing lists, the alphabetical lists, the pairing
//! cards and the result slips are at most 80 characters wide and break into pages of [`PAGE_LINES`] lines
//! (a form feed starts each new page, with the headings repeated): one A4 page in a
//! 10-point monospaced font. The standings and the crosstable grow with the number of
//! tie-breaks and rounds and are best printed in landscape.

use crate::model::{Colour, PairingSystem, Round, Schedule, Tournament, Tpn};
use crate::standings::Standings;

use super::tables::{
    Align, PairingList, PrizeColumn, ROUND_ROBIN_LEGEND, Seat, TIED_LEGEND,
    alphabetical as alphabetical_seats, crosstable as cross_lines, crosstable_legend,
    event_details, padded, pairing_rules, player_name, rating_text, round_robin_grid, round_title,
};

/// Lines on one printed A4 page.
pub const PAGE_LINES: usize = 64;

/// `text` cut or padded to exactly `width` characters.
fn fit(text: &str, width: usize) -> String {
    let cut: String = text.chars().take(width).collect();
    padded(&cut, width, Align::Left)
}

/// The width of a name column: `minimum`, or the longest name in the tournament (names
/// are never cut: a list with a long name is wider than 80 characters).
fn name_width(tournament: &Tournament, minimum: usize) -> usize {
    tournament
        .players
        .iter()
        .map(|p| player_name(tournament, p.tpn).chars().count())
        .max()
        .unwrap_or(0)
        .max(minimum)
}

pub(super) fn heading(tournament: &Tournament, subtitle: &str) -> Vec<String> {
    let mut lines = vec![tournament.info.name.clone()];
    lines.extend(event_details(&tournament.info));
    lines.push(subtitle.to_string());
    lines.push(String::new());
    lines
}

/// Pages of `body` lines under `header`, which is repeated on every page.
fn paginate(header: &[String], body: &[String]) -> String {
    let per_page = PAGE_LINES.saturating_sub(header.len()).max(1);
    let pages: Vec<String> = if body.is_empty() {
        vec![lines_text(header)]
    } else {
        body.chunks(per_page)
            .map(|chunk| lines_text(header) + &lines_text(chunk))
            .collect()
    };
    pages.join("\u{c}")
}

fn lines_text(lines: &[String]) -> String {
    lines
        .iter()
        .map(|line| format!("{}\n", line.trim_end()))
        .collect()
}

/// The standings with one column per tie-break; `=` marks players still tied.
pub fn standings(tournament: &Tournament, standings: &Standings) -> String {
    standings_titled(
        tournament,
        standings,
        &format!("Standings after round {}", standings.after_round),
        None,
    )
}

/// [`standings`] under another title, with a prize list's amounts (a prize category's
/// list).
pub fn standings_titled(
    tournament: &Tournament,
    standings: &Standings,
    title: &str,
    prizes: Option<&PrizeColumn>,
) -> String {
    let amounts = prizes.filter(|p| !p.cells.is_empty());
    let amount_width = amounts.map_or(0, |p| {
        p.cells
            .iter()
            .chain([&p.heading])
            .map(|c| c.chars().count())
            .max()
            .unwrap_or(0)
    });
    let labels: Vec<String> = standings.criteria.iter().map(|c| c.label()).collect();
    let widths: Vec<usize> = labels.iter().map(|l| l.len().max(6)).collect();
    let names = name_width(tournament, 24);
    let mut header = heading(tournament, title);
    let mut columns = format!(
        "{:>4} {:>3}  {} {:>4} {:>3} {:>5}",
        "Rk",
        "No",
        fit("Name", names),
        "Rtg",
        "Fed",
        "Pts"
    );
    if let Some(prizes) = amounts {
        columns += &format!(" {:>amount_width$}", prizes.heading);
    }
    for (label, width) in labels.iter().zip(&widths) {
        columns += &format!(" {label:>width$}");
    }
    header.push(columns);
    let mut body: Vec<String> = standings
        .rows
        .iter()
        .enumerate()
        .map(|(index, row)| {
            let rank = format!("{}{}", row.rank, if row.tied { "=" } else { "" });
            let federation = tournament
                .player(row.tpn)
                .and_then(|p| p.federation.clone())
                .unwrap_or_default();
            let mut line = format!(
                "{rank:>4} {:>3}  {} {:>4} {:>3} {:>5}",
                row.tpn,
                fit(&player_name(tournament, row.tpn), names),
                rating_text(tournament, row.tpn),
                fit(&federation, 3),
                row.points.to_string(),
            );
            if let Some(prizes) = amounts {
                line += &format!(" {:>amount_width$}", prizes.cells[index]);
            }
            for (value, width) in row.values.iter().zip(&widths) {
                let value = value.map(|v| v.to_string()).unwrap_or_default();
                line += &format!(" {value:>width$}");
            }
            line
        })
        .collect();
    body.push(String::new());
    body.extend(
        standings
            .criteria
            .iter()
            .map(|c| format!("{}: {}", c.label(), c.description())),
    );
    body.extend(standings.footnotes());
    if standings.rows.iter().any(|r| r.tied) {
        body.push(prizes.map_or(TIED_LEGEND, |p| &p.tied_legend).to_string());
    }
    paginate(&header, &body)
}

/// The pairing list of `round`: board, White, rating, points before the round, result,
/// and the same for Black; then the players without an opponent.
pub fn pairings(tournament: &Tournament, round: &Round) -> String {
    board_list(
        tournament,
        &PairingList::new(tournament, round),
        " pairings",
    )
}

/// The results list of `round`: the pairing list with the results and the points after
/// the round, a list of its own beside the pairing list.
pub fn results(tournament: &Tournament, round: &Round) -> String {
    board_list(
        tournament,
        &PairingList::results(tournament, round),
        " results",
    )
}

fn board_list(tournament: &Tournament, list: &PairingList, what: &str) -> String {
    let names = name_width(tournament, 18);
    let mut header = heading(tournament, &round_title(tournament, list.round, what));
    header.insert(
        header.len() - 1,
        format!("Paired by the {} rules", pairing_rules(tournament)),
    );
    let line = |cells: [&str; 10]| {
        format!(
            "{:>3} {:>3} {} {:>4} {:>4} {:^9} {:>4} {:>4} {:>3} {}",
            cells[0],
            cells[1],
            fit(cells[2], names),
            cells[3],
            cells[4],
            cells[5],
            cells[6],
            cells[7],
            cells[8],
            fit(cells[9], names),
        )
    };
    header.push(line([
        "Bd", "No", "White", "Rtg", "Pts", "Result", "Pts", "Rtg", "No", "Black",
    ]));
    let mut body: Vec<String> = list
        .boards
        .iter()
        .map(|b| {
            line([
                &b.board.to_string(),
                &b.white.to_string(),
                &player_name(tournament, b.white),
                &rating_text(tournament, b.white),
                &b.white_points.to_string(),
                &b.result,
                &b.black_points.to_string(),
                &rating_text(tournament, b.black),
                &b.black.to_string(),
                &player_name(tournament, b.black),
            ])
        })
        .collect();
    if !list.byes.is_empty() {
        body.push(String::new());
        for bye in &list.byes {
            body.push(format!(
                "{:>3} {:>3} {} {:>4} {:>4}  {} ({})",
                "",
                bye.player,
                fit(&player_name(tournament, bye.player), names),
                rating_text(tournament, bye.player),
                bye.score.to_string(),
                bye.kind,
                bye.points
            ));
        }
    }
    paginate(&header, &body)
}

/// The colour column: in Double-Swiss the colour of game 1 (the players exchange
/// colours for game 2, C.04.5 4.4).
fn colour_heading(tournament: &Tournament) -> &'static str {
    if tournament.games_per_pairing() > 1 {
        "Game 1"
    } else {
        "Colour"
    }
}

/// Every player of `round` in alphabetical order with his board, colour and opponent.
pub fn alphabetical(tournament: &Tournament, round: &Round) -> String {
    let list = PairingList::new(tournament, round);
    let names = name_width(tournament, 24);
    let mut header = heading(
        tournament,
        &round_title(tournament, list.round, ": find your board"),
    );
    header.push(format!(
        "{} {:>3} {:>5}  {} {} {:>3}",
        fit("Name", names),
        "No",
        "Board",
        fit(colour_heading(tournament), 6),
        fit("Opponent", names),
        "No"
    ));
    let body: Vec<String> = alphabetical_seats(tournament, &list)
        .into_iter()
        .map(|(tpn, seat)| {
            let name = fit(&player_name(tournament, tpn), names);
            match seat {
                Seat::Board {
                    board,
                    colour,
                    opponent,
                } => format!(
                    "{name} {tpn:>3} {board:>5}  {} {} {opponent:>3}",
                    fit(colour.name(), 6),
                    fit(&player_name(tournament, opponent), names),
                ),
                Seat::Bye(kind) => format!("{name} {tpn:>3} {:>5}  {}", "", kind),
            }
        })
        .collect();
    paginate(&header, &body)
}

/// Width of a pairing card; two cards side by side fill 78 characters (wider when a
/// name needs it: names are not cut).
const CARD_WIDTH: usize = 38;
/// Rows of cards on one page: each row is a card's lines and a blank line.
const CARD_ROWS_PER_PAGE: usize = PAGE_LINES / (CARD_LINES + 1);
const CARD_LINES: usize = 6;

/// A card of `CARD_LINES` lines: the event and round, the board and colour, the
/// player, the opponent.
fn card(tournament: &Tournament, round: u32, tpn: Tpn, seat: &Seat) -> Vec<String> {
    // "against NAME (TPN)": 8 + name + 7.
    let inner = (CARD_WIDTH - 4).max(name_width(tournament, 0) + 15);
    let two_sides = |left: &str, right: &str| {
        let room = inner.saturating_sub(right.chars().count() + 1);
        format!("{} {right}", fit(left, room))
    };
    let border = format!("+{}+", "-".repeat(inner + 2));
    let player = format!("{} ({tpn})", player_name(tournament, tpn));
    let (place, against) = match seat {
        Seat::Board {
            board,
            colour,
            opponent,
        } => (
            two_sides(
                &format!("Board {board}"),
                &if tournament.games_per_pairing() > 1 {
                    format!("{} in game 1", colour.name())
                } else {
                    colour.name().to_string()
                },
            ),
            format!(
                "against {} ({opponent})",
                player_name(tournament, *opponent)
            ),
        ),
        Seat::Bye(kind) => (kind.to_string(), "no game this round".to_string()),
    };
    let lines = [
        two_sides(&tournament.info.name, &format!("Round {round}")),
        place,
        player,
        against,
    ];
    let mut card = vec![border.clone()];
    card.extend(lines.iter().map(|l| format!("| {} |", fit(l, inner))));
    card.push(border);
    card
}

/// One pairing card per player of `round`, in board order (White, then Black), then
/// the players without an opponent; two cards side by side, with lines to cut along.
pub fn cards(tournament: &Tournament, round: &Round) -> String {
    let list = PairingList::new(tournament, round);
    let mut seats: Vec<(Tpn, Seat)> = Vec::new();
    for b in &list.boards {
        seats.push((
            b.white,
            Seat::Board {
                board: b.board,
                colour: Colour::White,
                opponent: b.black,
            },
        ));
        seats.push((
            b.black,
            Seat::Board {
                board: b.board,
                colour: Colour::Black,
                opponent: b.white,
            },
        ));
    }
    seats.extend(list.byes.iter().map(|b| (b.player, Seat::Bye(b.kind))));
    let rows: Vec<String> = seats
        .chunks(2)
        .map(|pair| {
            let left = card(tournament, list.round, pair[0].0, &pair[0].1);
            let right = pair
                .get(1)
                .map(|(tpn, seat)| card(tournament, list.round, *tpn, seat));
            let mut text = String::new();
            for (index, line) in left.iter().enumerate() {
                let right_line = right.as_ref().map_or("", |r| r[index].as_str());
                text += format!("{line}  {right_line}").trim_end();
                text.push('\n');
            }
            text
        })
        .collect();
    rows.chunks(CARD_ROWS_PER_PAGE)
        .map(|page| page.join("\n"))
        .collect::<Vec<_>>()
        .join("\u{c}")
}

/// The starting list: every player by starting number, with rating, federation, FIDE id
/// and, for a withdrawn player, the round he withdrew from.
pub fn players(tournament: &Tournament) -> String {
    let names = name_width(tournament, 30);
    let mut header = heading(tournament, "Starting list");
    header.push(format!(
        "{:>4}  {} {:>4} {:>3} {:>11}",
        "No",
        fit("Name", names),
        "Rtg",
        "Fed",
        "FIDE id"
    ));
    let body: Vec<String> = tournament
        .players
        .iter()
        .map(|p| {
            let mut line = format!(
                "{:>4}  {} {:>4} {:>3} {:>11}",
                p.tpn,
                fit(&player_name(tournament, p.tpn), names),
                p.rating.map_or(String::new(), |r| r.to_string()),
                p.federation.as_deref().unwrap_or_default(),
                p.fide_id.map_or(String::new(), |id| id.to_string()),
            );
            if let Some(round) = p.withdrawn_from {
                line += &format!("  withdrawn from round {round}");
            }
            line
        })
        .collect();
    paginate(&header, &body)
}

/// Width inside a result slip's border (wider when a name needs it: names are not cut).
const SLIP_WIDTH: usize = 74;

/// A result slip for one board: the event, round and board, both players, the results
/// to circle (one line a game: in Double-Swiss the first-named player has White in game
/// 1 and Black in game 2, C.04.5) and the two signatures.
fn slip(tournament: &Tournament, round: u32, board: u32, white: Tpn, black: Tpn) -> Vec<String> {
    let inner = SLIP_WIDTH.max(name_width(tournament, 0) + 15);
    let two_sides = |left: &str, right: &str| {
        let room = inner.saturating_sub(right.chars().count() + 1);
        format!("{} {right}", fit(left, room))
    };
    let choices = "1-0      1/2-1/2      0-1";
    let games = tournament.games_per_pairing();
    let colour = |colour: &str| match games {
        1 => format!("{colour}:"),
        _ => format!("{colour} in game 1:"),
    };
    let mut lines = vec![
        two_sides(
            &tournament.info.name,
            &format!("Round {round}, board {board}"),
        ),
        format!(
            "{} {} ({white})",
            colour("White"),
            player_name(tournament, white)
        ),
        format!(
            "{} {} ({black})",
            colour("Black"),
            player_name(tournament, black)
        ),
    ];
    match games {
        1 => lines.push(format!("Result:   {choices}      (circle one)")),
        _ => lines.extend((1..=games).map(|game| {
            let order = if game % 2 == 1 {
                "as above"
            } else {
                "colours reversed"
            };
            format!("{:<30}{choices}", format!("Game {game} ({order}):"))
        })),
    }
    lines.push("Signatures:   White ________________      Black ________________".into());
    let border = format!("+{}+", "-".repeat(inner + 2));
    let mut slip = vec![border.clone()];
    slip.extend(lines.iter().map(|l| format!("| {} |", fit(l, inner))));
    slip.push(border);
    slip
}

/// One result slip per board of `round`, in board order, to cut along the borders.
pub fn slips(tournament: &Tournament, round: &Round) -> String {
    let list = PairingList::new(tournament, round);
    let slips: Vec<String> = list
        .boards
        .iter()
        .map(|b| lines_text(&slip(tournament, list.round, b.board, b.white, b.black)))
        .collect();
    let lines_per_slip = 6 + tournament.games_per_pairing();
    let per_page = (PAGE_LINES / (lines_per_slip + 1)).max(1);
    slips
        .chunks(per_page)
        .map(|page| page.join("\n"))
        .collect::<Vec<_>>()
        .join("\u{c}")
}

/// The crosstable in the standings order: each round's opponent (by line), colour and
/// result, then the points and the tie-breaks.
pub fn crosstable(tournament: &Tournament, standings: &Standings) -> String {
    if tournament.system == PairingSystem::RoundRobin {
        return round_robin_crosstable(tournament, standings);
    }
    let lines = cross_lines(tournament, standings);
    let cell_width = lines
        .iter()
        .flat_map(|l| l.cells.iter().map(|c| c.code().len()))
        .max()
        .unwrap_or(0)
        .max(3);
    let labels: Vec<String> = standings.criteria.iter().map(|c| c.label()).collect();
    let widths: Vec<usize> = labels.iter().map(|l| l.len().max(6)).collect();
    let mut header = heading(
        tournament,
        &format!("Crosstable after round {}", standings.after_round),
    );
    let names = name_width(tournament, 22);
    let mut columns = format!("{:>3}  {} {:>4}", "No", fit("Name", names), "Rtg");
    for round in 1..=standings.after_round {
        columns += &format!(" {round:>cell_width$}");
    }
    columns += &format!(" {:>5}", "Pts");
    for (label, width) in labels.iter().zip(&widths) {
        columns += &format!(" {label:>width$}");
    }
    header.push(columns);
    let mut body: Vec<String> = lines
        .iter()
        .zip(&standings.rows)
        .map(|(line, row)| {
            let mut text = player_columns(tournament, line.line, row.tpn, names);
            for cell in &line.cells {
                text += &format!(" {:>cell_width$}", cell.code());
            }
            text += &format!(" {:>5}", row.points.to_string());
            for (value, width) in row.values.iter().zip(&widths) {
                let value = value.map(|v| v.to_string()).unwrap_or_default();
                text += &format!(" {value:>width$}");
            }
            text
        })
        .collect();
    body.push(String::new());
    body.push(crosstable_legend());
    paginate(&header, &body)
}

/// A crosstable line's start: its number, the player's name cut to `names` and rating.
fn player_columns(tournament: &Tournament, number: usize, tpn: Tpn, names: usize) -> String {
    format!(
        "{number:>3}  {} {:>4}",
        fit(&player_name(tournament, tpn), names),
        rating_text(tournament, tpn)
    )
}

/// A round robin's crosstable: a line per player by pairing number, a column per
/// opponent with the results against them (two in a double round robin, in the order
/// played), then points and place. Names are cut to fit the grid on the page.
fn round_robin_crosstable(tournament: &Tournament, standings: &Standings) -> String {
    let grid = round_robin_grid(tournament, standings);
    let cell_width = tournament.round_robin.cycles.max(1) as usize;
    let column = cell_width.max(grid.len().to_string().len());
    let mut header = heading(
        tournament,
        &format!("Crosstable after round {}", standings.after_round),
    );
    let names = name_width(tournament, 16).min(22);
    let mut columns = format!("{:>3}  {} {:>4}", "No", fit("Name", names), "Rtg");
    for number in 1..=grid.len() {
        columns += &format!(" {number:>column$}");
    }
    columns += &format!(" {:>5} {:>5}", "Pts", "Place");
    header.push(columns);
    let body: Vec<String> = grid
        .iter()
        .map(|line| {
            let mut text = player_columns(tournament, line.tpn as usize, line.tpn, names);
            for cell in &line.cells {
                let shown = cell
                    .as_deref()
                    .map_or_else(|| "X".repeat(cell_width), str::to_string);
                text += &format!(" {shown:>column$}");
            }
            text += &format!(" {:>5} {:>5}", line.points.to_string(), line.place_text());
            text
        })
        .chain([String::new(), ROUND_ROBIN_LEGEND.to_string()])
        .collect();
    paginate(&header, &body)
}

/// The whole schedule: every round board by board, then every player's opponents and
/// colours round by round (`5w`: White against number 5; `-`: the free round).
pub fn schedule(tournament: &Tournament, schedule: &Schedule) -> String {
    let rounds = &schedule.rounds;
    let header = heading(tournament, "Schedule of every round");
    let mut body: Vec<String> = Vec::new();
    for (round, scheduled) in (1..).zip(rounds) {
        let games: Vec<String> = scheduled
            .games
            .iter()
            .map(|(white, black)| format!("{white}-{black}"))
            .collect();
        let free = scheduled
            .free
            .map_or(String::new(), |tpn| format!("; free: {tpn}"));
        body.push(format!("Round {round:>2}: {}{free}", games.join(" ")));
    }
    body.push(String::new());
    let names = name_width(tournament, 16).min(22);
    let mut columns = format!("{:>3}  {}", "No", fit("Name", names));
    for round in 1..=rounds.len() {
        columns += &format!(" {round:>3}");
    }
    body.push(columns);
    for number in (1..).take(schedule.names.len()) {
        let mut line = format!("{number:>3}  {}", fit(schedule.name(number), names));
        for game in schedule.games_of(number) {
            let cell = game.map_or_else(
                || "-".to_string(),
                |(opponent, colour)| format!("{opponent}{}", colour.letter()),
            );
            line += &format!(" {cell:>3}");
        }
        body.push(line);
    }
    paginate(&header, &body)
}

/// Standings, the pairings of `round` and the crosstable, each from a new page.
pub fn all(tournament: &Tournament, standings_: &Standings, round: Option<&Round>) -> String {
    let mut parts = vec![standings(tournament, standings_)];
    parts.extend(round.map(|r| pairings(tournament, r)));
    parts.push(crosstable(tournament, standings_));
    parts.join("\u{c}")
}
