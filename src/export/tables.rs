//! The tables every format prints, built once from the tournament: the pairings of a
//! round, the alphabetical list of the players of a round, and the crosstable.

use std::cmp::Ordering;

use crate::model::{
    ByeKind, Colour, GameResult, Points, Round, RoundIndex, Tournament, TournamentInfo, Tpn,
};
use crate::standings::Standings;

/// Which side of a column a cell keeps to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
}

/// `text` padded with spaces to `width` characters on the side `align` leaves free;
/// never cut. Built without a formatting width, which the standard library limits to
/// 65,535 (a longer name made the lists panic).
pub fn padded(text: &str, width: usize, align: Align) -> String {
    let padding = " ".repeat(width.saturating_sub(text.chars().count()));
    match align {
        Align::Left => format!("{text}{padding}"),
        Align::Right => format!("{padding}{text}"),
    }
}

/// The rules the rounds are paired by, as lists and screens name them:
/// `dutch 2026 (applied from 1 February 2026)` (C.04.3 and the 1992 rules pair the
/// same file differently, so every pairing list says which).
pub fn pairing_rules(tournament: &Tournament) -> String {
    let edition = tournament.editions.pairing;
    format!("{} {edition} ({})", tournament.system, edition.title())
}

/// When round `round` is played, as the settings give it (`2026-03-08 14:30`).
pub fn round_when(tournament: &Tournament, round: u32) -> Option<&str> {
    tournament
        .info
        .round_dates
        .get((round as usize).checked_sub(1)?)
        .map(|when| when.trim())
        .filter(|when| !when.is_empty())
}

/// `Round 3 pairings, 2026-03-08 14:30`: `what` of a round, with its date and start
/// time when the settings give them.
pub fn round_title(tournament: &Tournament, round: u32, what: &str) -> String {
    match round_when(tournament, round) {
        Some(when) => format!("Round {round}{what}, {when}"),
        None => format!("Round {round}{what}"),
    }
}

/// The line under the event's name: city and dates, as far as they are known
/// (`Leiden, 2026-04-04 to 2026-04-12`); `None` when none is.
pub fn event_details(info: &TournamentInfo) -> Option<String> {
    let dates = match (&info.start_date, &info.end_date) {
        (Some(start), Some(end)) if start != end => Some(format!("{start} to {end}")),
        (Some(date), _) | (None, Some(date)) => Some(date.clone()),
        (None, None) => None,
    };
    let parts: Vec<String> = info.city.iter().cloned().chain(dates).collect();
    (!parts.is_empty()).then(|| parts.join(", "))
}

/// A player as the lists name him: title, name and rating.
/// What a prize list adds to a standings table: the amounts (a column after the
/// points, left out when `cells` is empty) and what `=` means there.
pub struct PrizeColumn {
    pub heading: String,
    /// One per row.
    pub cells: Vec<String>,
    pub tied_legend: String,
}

/// What `=` means in the standings.
pub const TIED_LEGEND: &str =
    "= still tied after every tie-break: lots decide the order (C.07 4.2)";

pub fn player_name(tournament: &Tournament, tpn: Tpn) -> String {
    match tournament.player(tpn) {
        Some(player) => player.titled_name(),
        None => format!("player {tpn}"),
    }
}

pub fn rating_text(tournament: &Tournament, tpn: Tpn) -> String {
    tournament
        .player(tpn)
        .and_then(|p| p.rating)
        .map_or_else(String::new, |r| r.to_string())
}

/// The results of a pairing as written on the pairing list: White's result first, one
/// per game; blank while a game has no result.
pub fn results_text(games: &[GameResult]) -> String {
    if games.iter().all(|g| g.is_pending()) {
        return String::new();
    }
    let texts: Vec<String> = games.iter().map(ToString::to_string).collect();
    texts.join(" ")
}

/// One board of a pairing list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub board: u32,
    pub white: Tpn,
    pub black: Tpn,
    /// The scores the list shows: before the round on a pairing list, after it on a
    /// results list.
    pub white_points: Points,
    pub black_points: Points,
    pub result: String,
}

/// A player without an opponent in the round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ByeLine {
    pub player: Tpn,
    pub kind: ByeKind,
    /// The score the list shows, as for [`Board::white_points`].
    pub score: Points,
    /// The points the bye is worth.
    pub points: Points,
}

/// The pairings of one round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairingList {
    pub round: u32,
    pub boards: Vec<Board>,
    pub byes: Vec<ByeLine>,
}

impl PairingList {
    /// The pairing list of `round`, with the scores before it.
    pub fn new(tournament: &Tournament, round: &Round) -> PairingList {
        PairingList::with_scores_after(tournament, round, round.number - 1)
    }

    /// The results list of `round`: the pairings with the scores after it.
    pub fn results(tournament: &Tournament, round: &Round) -> PairingList {
        PairingList::with_scores_after(tournament, round, round.number)
    }

    fn with_scores_after(tournament: &Tournament, round: &Round, rounds: u32) -> PairingList {
        let scores = tournament.scores_after(rounds);
        let score = |tpn| crate::model::score_of(&scores, tpn);
        let mut boards: Vec<Board> = round
            .pairings
            .iter()
            .map(|p| Board {
                board: p.board,
                white: p.white,
                black: p.black,
                white_points: score(p.white),
                black_points: score(p.black),
                result: results_text(&p.games),
            })
            .collect();
        boards.sort_by_key(|b| b.board);
        let byes = round
            .byes
            .iter()
            .map(|b| ByeLine {
                player: b.player,
                kind: b.kind,
                score: score(b.player),
                points: tournament.scoring.bye(b.kind),
            })
            .collect();
        PairingList {
            round: round.number,
            boards,
            byes,
        }
    }
}

/// Where one player plays in a round, for the alphabetical list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    Board {
        board: u32,
        colour: Colour,
        opponent: Tpn,
    },
    Bye(ByeKind),
}

/// The players of a round in alphabetical order with their seats.
pub fn alphabetical(tournament: &Tournament, list: &PairingList) -> Vec<(Tpn, Seat)> {
    let mut seats: Vec<(Tpn, Seat)> = Vec::new();
    for board in &list.boards {
        for (tpn, colour, opponent) in [
            (board.white, Colour::White, board.black),
            (board.black, Colour::Black, board.white),
        ] {
            seats.push((
                tpn,
                Seat::Board {
                    board: board.board,
                    colour,
                    opponent,
                },
            ));
        }
    }
    seats.extend(list.byes.iter().map(|b| (b.player, Seat::Bye(b.kind))));
    seats.sort_by(|(a, _), (b, _)| by_name(tournament, *a, *b));
    seats
}

fn by_name(tournament: &Tournament, a: Tpn, b: Tpn) -> Ordering {
    let name = |tpn| {
        tournament
            .player(tpn)
            .map(|p| p.name.as_str())
            .unwrap_or("")
    };
    name(a)
        .to_lowercase()
        .cmp(&name(b).to_lowercase())
        .then_with(|| a.cmp(&b))
}

/// One cell of the crosstable: what a player did in one round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cell {
    /// A pairing (played or forfeited) against the player on line `opponent` of the
    /// crosstable.
    Pairing {
        opponent: usize,
        colour: Colour,
        result: String,
    },
    Bye(ByeKind),
    /// Not in the tournament in that round (before a late entry, after a withdrawal).
    Out,
}

impl Cell {
    /// The cell in the crosstable's compact notation: `12w1`, `3b=`, `7w+` (forfeit
    /// won), `7b-` (forfeit lost), and for rounds without a game `PAB`, `FPB`, `HPB`,
    /// `ZPB`, `abs`, or blank.
    pub fn code(&self) -> String {
        match self {
            Cell::Pairing {
                opponent,
                colour,
                result,
            } => {
                format!("{opponent}{}{result}", colour.letter())
            }
            Cell::Bye(kind) => kind.abbreviation().to_string(),
            Cell::Out => String::new(),
        }
    }
}

/// The legend printed under every crosstable: `12w1: won with White against line 12
/// (...); PAB pairing-allocated bye, ...`.
pub fn crosstable_legend() -> String {
    let byes: Vec<String> = ByeKind::ALL
        .iter()
        .map(|kind| format!("{} {kind}", kind.abbreviation()))
        .collect();
    format!(
        "12{}1: won with White against line 12 (= draw, 0 loss, + forfeit won, - forfeit lost); {}.",
        Colour::White.letter(),
        byes.join(", ")
    )
}

/// One line of the crosstable, in the standings order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrossLine {
    /// 1, 2, 3, ...: the number the other lines refer to.
    pub line: usize,
    pub cells: Vec<Cell>,
}

/// The crosstable over the rounds of `standings`, one line per standings row.
pub fn crosstable(tournament: &Tournament, standings: &Standings) -> Vec<CrossLine> {
    let mut lines = vec![0; tournament.players.len() + 1];
    for (index, row) in standings.rows.iter().enumerate() {
        if let Some(line) = lines.get_mut(row.tpn as usize) {
            *line = index + 1;
        }
    }
    let line_of = |tpn: Tpn| lines.get(tpn as usize).copied().unwrap_or(0);
    let seats = tournament.round_indexes(standings.after_round);
    standings
        .rows
        .iter()
        .enumerate()
        .map(|(index, row)| CrossLine {
            line: index + 1,
            cells: seats
                .iter()
                .map(|seats| cell(tournament, seats, row.tpn, &line_of))
                .collect(),
        })
        .collect()
}

fn cell(
    tournament: &Tournament,
    seats: &RoundIndex,
    tpn: Tpn,
    line_of: &impl Fn(Tpn) -> usize,
) -> Cell {
    let pairing = match seats.seat(tpn) {
        Some(crate::model::Seat::Paired(pairing)) => pairing,
        Some(crate::model::Seat::Bye(kind)) => return Cell::Bye(kind),
        None => return Cell::Out,
    };
    let opponent = pairing.opponent_of(tpn).map_or(0, line_of);
    let colour = pairing.colour_in_game(tpn, 0).unwrap_or(Colour::White);
    let result = if pairing.counts_as_played() {
        played_result(tournament, tpn, pairing)
    } else if tournament.points_in_pairing(tpn, pairing) > Points::ZERO {
        "+".to_string()
    } else {
        "-".to_string()
    };
    Cell::Pairing {
        opponent,
        colour,
        result,
    }
}

/// `1`, `=`, `0` for one game; the game points of a Double-Swiss match.
fn played_result(tournament: &Tournament, tpn: Tpn, pairing: &crate::model::Pairing) -> String {
    if !pairing.is_complete() {
        return "*".to_string();
    }
    let points = tournament.points_in_pairing(tpn, pairing);
    if tournament.games_per_pairing() > 1 {
        return points.to_string();
    }
    let scoring = &tournament.scoring;
    if points >= scoring.win {
        "1".to_string()
    } else if points >= scoring.draw && points > scoring.loss {
        "=".to_string()
    } else {
        "0".to_string()
    }
}

/// The legend under a round robin's crosstable.
pub const ROUND_ROBIN_LEGEND: &str = "1 won, = drawn, 0 lost, + forfeit won, - forfeit lost, * not played yet; X the player's own column; by pairing number.";

/// One line of a round robin's crosstable, by pairing number: the result against each
/// player (cycle by cycle), then the place in the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridLine {
    pub tpn: Tpn,
    /// Per opponent in pairing-number order, the results of the games played so far
    /// (`1`, `=`, `0`, `+`, `-`, `*` pending), in the order played; `None` for the
    /// player's own column.
    pub cells: Vec<Option<String>>,
    /// The points the standings count; a player they do not rank keeps his score in
    /// the table (C.06 5.4.1).
    pub points: Points,
    /// 1-based place in `standings`; `None` for a player they do not rank.
    pub place: Option<usize>,
}

impl GridLine {
    /// The place as the crosstable shows it: `-` for a player not ranked.
    pub fn place_text(&self) -> String {
        self.place
            .map_or_else(|| "-".to_string(), |place| place.to_string())
    }
}

/// The all-play-all crosstable of a round robin over the rounds of `standings`: a line
/// per player in pairing-number order, a column per opponent (C.05's tables are by
/// pairing number, so the schedule can be read off it).
pub fn round_robin_grid(tournament: &Tournament, standings: &Standings) -> Vec<GridLine> {
    let count = tournament.players.len();
    let mut results = vec![vec![String::new(); count]; count];
    for round in tournament
        .rounds
        .iter()
        .take(standings.after_round as usize)
    {
        for pairing in &round.pairings {
            for (tpn, opponent) in [
                (pairing.white, pairing.black),
                (pairing.black, pairing.white),
            ] {
                let result = match pairing.counts_as_played() {
                    true => played_result(tournament, tpn, pairing),
                    false if tournament.points_in_pairing(tpn, pairing) > Points::ZERO => {
                        "+".to_string()
                    }
                    false => "-".to_string(),
                };
                if let Some(cell) = results
                    .get_mut(tpn as usize - 1)
                    .and_then(|line| line.get_mut(opponent as usize - 1))
                {
                    cell.push_str(&result);
                }
            }
        }
    }
    let place_of = |tpn: Tpn| {
        standings
            .rows
            .iter()
            .position(|row| row.tpn == tpn)
            .map(|index| index + 1)
    };
    tournament
        .players
        .iter()
        .zip(results)
        .map(|(player, line)| GridLine {
            tpn: player.tpn,
            cells: line
                .into_iter()
                .zip(1..)
                .map(|(cell, opponent)| (opponent != player.tpn).then_some(cell))
                .collect(),
            points: standings.row(player.tpn).map_or_else(
                || tournament.score_after(player.tpn, standings.after_round),
                |row| row.points,
            ),
            place: place_of(player.tpn),
        })
        .collect()
}
