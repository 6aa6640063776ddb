//! Helpers shared by the Dubov tests: building tournaments, pairing and entering results, and
//! an independent reading of the history to check chapter 2 and the ARO list of article 9
//! without trusting the engine's own bookkeeping.

use arbiter::model::{ByeKind, Colour, GameResult, PairingSystem, Player, Tournament, Tpn};
use arbiter::pairing::matching::{CompatibilityGraph, MatchingOracle};
use arbiter::pairing::{self, PairingError, PairingRequest, RoundPairing};

/// A Dubov tournament of `rounds` rounds with the players in the given order (give them
/// strictly decreasing ratings to make the TPN the position in the list, 1-based).
pub fn tournament(rounds: u32, players: &[(&str, Option<u16>)]) -> Tournament {
    let mut t = Tournament::new("test", PairingSystem::Dubov, rounds);
    for &(name, rating) in players {
        t.enter_player(Player::new(name, rating));
    }
    t
}

/// Pairs the next round with the engine and adds it to the tournament.
pub fn pair_next(t: &mut Tournament) -> Result<RoundPairing, PairingError> {
    let request = PairingRequest::next_round(t);
    let pairing = pairing::pair(&request)?;
    pairing::add_round(t, &pairing);
    Ok(pairing)
}

/// `"1-5 6-2 bye 9"`: White-Black per board in board order, then the bye.
pub fn describe(pairing: &RoundPairing) -> String {
    let mut words: Vec<String> = pairing
        .boards
        .iter()
        .map(|b| format!("{}-{}", b.white, b.black))
        .collect();
    if let Some(bye) = pairing.bye {
        words.push(format!("bye {bye}"));
    }
    words.join(" ")
}

/// Enters the results of the newest round, board by board (`"1-0"`, `"0-1"`, `"="`, `"+-"`;
/// a Double-Swiss match's two games separated by a space, `"1-0 1/2"`).
pub fn enter_results(t: &mut Tournament, results: &[&str]) {
    let round = t.rounds.last_mut().expect("a round has been paired");
    assert_eq!(
        round.pairings.len(),
        results.len(),
        "one result per board of round {}",
        round.number
    );
    for (pairing, text) in round.pairings.iter_mut().zip(results) {
        pairing.games = text
            .split_whitespace()
            .map(|game| game.parse().expect("a valid result"))
            .collect();
    }
}

/// Pairs the next round, checks it against `expected` (as [`describe`] writes it), checks
/// chapter 2, and enters `results`.
pub fn round(t: &mut Tournament, expected: &str, results: &[&str]) -> RoundPairing {
    let number = t.rounds_paired() + 1;
    let pairing = pair_next(t).unwrap_or_else(|e| panic!("round {number}: {e}"));
    assert_eq!(describe(&pairing), expected, "round {number}");
    if let Err(problem) = check_limitations(t).and_then(|()| check_transfers(t, &pairing)) {
        panic!("round {number}: {problem}");
    }
    enter_results(t, results);
    pairing
}

// ---------------------------------------------------------------------------------------
// An independent reading of the history.

/// What a player did in one round, read directly from the tournament.
#[derive(Clone, Debug)]
struct Past {
    opponent: Option<Tpn>,
    played: bool,
    colour: Option<Colour>,
    point_without_playing: bool,
}

fn past(t: &Tournament, tpn: Tpn, round: usize) -> Past {
    let r = &t.rounds[round];
    if let Some(p) = r.pairings.iter().find(|p| p.white == tpn || p.black == tpn) {
        let colour = if p.white == tpn {
            Colour::White
        } else {
            Colour::Black
        };
        let game = p.games[0];
        let played = game.is_played() || game.is_pending();
        let won_forfeit = matches!(game, GameResult::Forfeit { winner: Some(w) } if w == colour);
        return Past {
            opponent: Some(if p.white == tpn { p.black } else { p.white }),
            played,
            colour: played.then_some(colour),
            point_without_playing: won_forfeit,
        };
    }
    let bye = r.byes.iter().find(|b| b.player == tpn).map(|b| b.kind);
    Past {
        opponent: None,
        played: false,
        colour: None,
        point_without_playing: matches!(bye, Some(ByeKind::Pairing | ByeKind::Full)),
    }
}

/// Rounds 1..=`rounds` as seen by `tpn`.
fn pasts(t: &Tournament, tpn: Tpn, rounds: usize) -> Vec<Past> {
    (0..rounds).map(|r| past(t, tpn, r)).collect()
}

/// The colours `tpn` had in the first `rounds` rounds of `t`, then `colour`.
fn colours_then(t: &Tournament, tpn: Tpn, rounds: usize, colour: Colour) -> Vec<Colour> {
    let mut colours: Vec<Colour> = pasts(t, tpn, rounds)
        .iter()
        .filter_map(|p| p.colour)
        .collect();
    colours.push(colour);
    colours
}

fn colours_ok(colours: &[Colour]) -> bool {
    let whites = colours.iter().filter(|&&c| c == Colour::White).count() as i64;
    let blacks = colours.len() as i64 - whites;
    let three = colours.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]);
    (whites - blacks).abs() <= 2 && !three
}

/// Upfloats before round `round` (1-based) and whether the last was in round `round - 1`.
fn upfloats(t: &Tournament, tpn: Tpn, round: usize) -> (usize, bool) {
    let mut count = 0;
    let mut last = false;
    for r in 0..round - 1 {
        let p = past(t, tpn, r);
        let up = p
            .opponent
            .is_some_and(|o| t.score_after(o, r as u32) > t.score_after(tpn, r as u32));
        if up {
            count += 1;
        }
        last = up;
    }
    (count, last)
}

/// Whether `a` and `b` may meet in round `round` (1-based) by 2.1, 2.3, 2.4 and the
/// forbidden pairs, read from the tournament (2.5 limits transfers only, see
/// [`check_transfers`]).
pub fn legal_pair(t: &Tournament, a: Tpn, b: Tpn, round: usize) -> bool {
    if a == b {
        return false;
    }
    let before = round - 1;
    let pa = pasts(t, a, before);
    let pb = pasts(t, b, before);
    if pa.iter().any(|p| p.played && p.opponent == Some(b)) {
        return false;
    }
    let forbidden = |x: Tpn, y: Tpn| t.player(x).is_some_and(|p| p.forbidden.contains(&y));
    if forbidden(a, b) || forbidden(b, a) {
        return false;
    }
    let ca: Vec<Colour> = pa.iter().filter_map(|p| p.colour).collect();
    let cb: Vec<Colour> = pb.iter().filter_map(|p| p.colour).collect();
    let with = |mut c: Vec<Colour>, colour| {
        c.push(colour);
        colours_ok(&c)
    };
    let colours = (with(ca.clone(), Colour::White) && with(cb.clone(), Colour::Black))
        || (with(ca, Colour::Black) && with(cb, Colour::White));
    if !colours {
        return false;
    }
    true
}

/// 2.5 and 2.6: checks the transfers the engine reports in the board explanations of the
/// newest round of `t`. A player transferred up (7.1, 7.2) must have been allowed to be:
/// counted as the engine reads the record, every earlier round in which the player met an
/// opponent with a higher score. A player moved to the other colour's column (7.3, 7.4)
/// must be able to take that colour under 2.3 and 2.4.
pub fn check_transfers(t: &Tournament, pairing: &RoundPairing) -> Result<(), String> {
    let round = t.rounds.len();
    for (tpn, colour) in moved_columns(pairing) {
        if !colours_ok(&colours_then(t, tpn, round - 1, colour)) {
            return Err(format!("{tpn} moved to the {colour:?} column against 2.6"));
        }
    }
    if round as u32 >= t.rounds_planned {
        return Ok(());
    }
    let limit = if t.rounds_planned < 10 { 3 } else { 4 };
    for tpn in transferred_up(pairing) {
        let (count, last) = upfloats(t, tpn, round);
        if last || count >= limit {
            return Err(format!(
                "{tpn} transferred up again (2.5): {count} earlier, last round {last}"
            ));
        }
    }
    Ok(())
}

/// The players whose board explanation says 7.3 or 7.4 moved them, with the colour of the
/// column they were moved to.
pub fn moved_columns(pairing: &RoundPairing) -> Vec<(Tpn, Colour)> {
    explained_players(pairing)
        .filter_map(|(tpn, rest)| {
            let colour = match rest {
                "7.3: moved to the Black column" => Colour::Black,
                "7.4: moved to the White column" => Colour::White,
                _ => return None,
            };
            Some((tpn.parse().ok()?, colour))
        })
        .collect()
}

/// The players whose board explanation says they were transferred up by 7.1 or 7.2.
pub fn transferred_up(pairing: &RoundPairing) -> Vec<Tpn> {
    explained_players(pairing)
        .filter_map(|(tpn, rest)| {
            (rest.starts_with("7.1: transferred") || rest.starts_with("7.2: transferred"))
                .then(|| tpn.parse().ok())
                .flatten()
        })
        .collect()
}

/// Each `TPN: what happened to the player` part of the board explanations of `pairing`.
fn explained_players(pairing: &RoundPairing) -> impl Iterator<Item = (&str, &str)> {
    pairing
        .boards
        .iter()
        .flat_map(|b| b.explanation.split("; "))
        .filter_map(|part| part.split_once(": "))
}

/// The players to pair in round `round` (1-based).
pub fn players_to_pair(t: &Tournament, round: usize) -> Vec<Tpn> {
    t.players
        .iter()
        .filter(|p| p.is_active_in(round as u32) && p.requested_bye(round as u32).is_none())
        .map(|p| p.tpn)
        .collect()
}

fn may_get_bye(t: &Tournament, tpn: Tpn, round: usize) -> bool {
    !pasts(t, tpn, round - 1)
        .iter()
        .any(|p| p.point_without_playing)
}

/// Whether round `round` (1-based, not yet paired) can be paired at all under chapter 2.
pub fn pairing_exists(t: &Tournament, round: usize) -> bool {
    let players = players_to_pair(t, round);
    let graph = CompatibilityGraph::from_fn(players.len(), |i, j| {
        legal_pair(t, players[i], players[j], round)
    });
    let oracle = MatchingOracle::new(&graph);
    if players.len().is_multiple_of(2) {
        return oracle.is_perfect();
    }
    oracle.unpaired_count() == 1
        && (0..players.len()).any(|i| may_get_bye(t, players[i], round) && oracle.can_leave_out(i))
}

/// Checks the newest round of `t` against chapter 2 (but 2.5, see [`check_transfers`]):
/// everyone to pair is paired once or has the bye, no rematch or forbidden pair, 2.2 for the
/// bye, 2.3 and 2.4 after the round.
pub fn check_limitations(t: &Tournament) -> Result<(), String> {
    let round = t.rounds.len();
    let r = t.rounds.last().ok_or("no round")?;
    let mut seen: Vec<Tpn> = Vec::new();
    for p in &r.pairings {
        seen.push(p.white);
        seen.push(p.black);
        if !legal_pair(t, p.white, p.black, round) {
            return Err(format!(
                "{}-{} breaks chapter 2 (or a forbidden pair)",
                p.white, p.black
            ));
        }
        for (tpn, colour) in [(p.white, Colour::White), (p.black, Colour::Black)] {
            let colours = colours_then(t, tpn, round - 1, colour);
            if !colours_ok(&colours) {
                return Err(format!("{tpn} gets colours {colours:?}"));
            }
        }
    }
    let byes: Vec<Tpn> = r
        .byes
        .iter()
        .filter(|b| b.kind == ByeKind::Pairing)
        .map(|b| b.player)
        .collect();
    if byes.len() > 1 {
        return Err(format!("several byes {byes:?}"));
    }
    for &bye in &byes {
        if !may_get_bye(t, bye, round) {
            return Err(format!("{bye} gets a second point without playing (2.2)"));
        }
        seen.push(bye);
    }
    let mut sorted = seen.clone();
    sorted.sort_unstable();
    sorted.dedup();
    if sorted.len() != seen.len() {
        return Err(format!("a player is on two boards: {seen:?}"));
    }
    // A player to pair whom the engine left out gets an absence from `add_round`.
    for bye in &r.byes {
        let player = t.player(bye.player).ok_or("unknown player")?;
        let withdrawn = !player.is_active_in(round as u32);
        if bye.kind == ByeKind::Absent && !withdrawn {
            return Err(format!("{} was not paired", bye.player));
        }
    }
    for &tpn in &seen {
        let player = t.player(tpn).ok_or("unknown player")?;
        if player.requested_bye(round as u32).is_some() || !player.is_active_in(round as u32) {
            return Err(format!("{tpn} asked for a bye or withdrew but was paired"));
        }
    }
    Ok(())
}

/// ARO after `rounds` rounds, computed from the tournament: (games, rating sum, tenths).
pub fn independent_aro(t: &Tournament, tpn: Tpn, rounds: usize) -> (u32, u64, Option<u32>) {
    let mut games = 0u32;
    let mut sum = 0u64;
    for r in &t.rounds[..rounds] {
        let Some(p) = r.pairings.iter().find(|p| p.white == tpn || p.black == tpn) else {
            continue;
        };
        if !p.games.iter().all(|g| g.is_played()) {
            continue;
        }
        let opponent = if p.white == tpn { p.black } else { p.white };
        if let Some(rating) = t.player(opponent).and_then(|o| o.rating) {
            games += 1;
            sum += u64::from(rating);
        }
    }
    let tenths = (games > 0).then(|| {
        let exact = sum as f64 * 10.0 / f64::from(games);
        // Half up, with integer arithmetic to avoid float ties.
        let floor = (sum * 10) / u64::from(games);
        let remainder = (sum * 10) % u64::from(games);
        let rounded = if 2 * remainder >= u64::from(games) {
            floor + 1
        } else {
            floor
        };
        assert!((rounded as f64 - exact).abs() <= 0.5 + 1e-9);
        rounded as u32
    });
    (games, sum, tenths)
}

// ---------------------------------------------------------------------------------------
// Tournaments built from a written history.

/// A tournament whose first rounds are written out: `players` are the players the test is
/// about (name, rating); `games` are (round, White, Black, result) by name. An opponent
/// written `~2310` is a fresh extra player rated 2310 who plays only that game, and `~` a
/// fresh unrated one; extra players are absent in every other round.
pub fn with_history(
    rounds: u32,
    players: &[(&str, Option<u16>)],
    games: &[(u32, &str, &str, &str)],
) -> Tournament {
    let mut t = Tournament::new("test", PairingSystem::Dubov, rounds);
    for &(name, rating) in players {
        t.enter_player(Player::new(name, rating));
    }
    let mut named: Vec<(u32, String, String, &str)> = Vec::new();
    let mut extra = 0;
    let mut resolve = |t: &mut Tournament, name: &str| -> String {
        let Some(rating) = name.strip_prefix('~') else {
            return name.to_string();
        };
        extra += 1;
        let filler = format!("~{extra:03}");
        let rating = (!rating.is_empty()).then(|| rating.parse().expect("a rating"));
        t.enter_player(Player::new(filler.clone(), rating));
        filler
    };
    for &(round, white, black, result) in games {
        let white = resolve(&mut t, white);
        let black = resolve(&mut t, black);
        named.push((round, white, black, result));
    }
    let last = named.iter().map(|g| g.0).max().unwrap_or(0);
    for number in 1..=last {
        let mut pairings = Vec::new();
        for (round, white, black, result) in &named {
            if *round != number {
                continue;
            }
            let mut pairing = arbiter::model::Pairing::new(
                pairings.len() as u32 + 1,
                tpn_of(&t, white),
                tpn_of(&t, black),
                1,
            );
            pairing.games = vec![result.parse().expect("a valid result")];
            pairings.push(pairing);
        }
        t.rounds.push(arbiter::model::Round {
            number,
            pairings,
            byes: Vec::new(),
        });
    }
    t
}

pub fn tpn_of(t: &Tournament, name: &str) -> Tpn {
    t.players
        .iter()
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("no player {name}"))
        .tpn
}

pub fn name_of(t: &Tournament, tpn: Tpn) -> &str {
    &t.player(tpn).expect("a player").name
}

/// The boards of `pairing` as `"White-Black"` by name.
pub fn named_boards(t: &Tournament, pairing: &RoundPairing) -> Vec<String> {
    pairing
        .boards
        .iter()
        .map(|b| format!("{}-{}", name_of(t, b.white), name_of(t, b.black)))
        .collect()
}

/// Like [`round`], with the expected boards written by name (`"W1-B2"`, then `"bye X"`).
pub fn named_round(t: &mut Tournament, expected: &[&str], results: &[&str]) -> RoundPairing {
    let number = t.rounds_paired() + 1;
    let pairing = pair_next(t).unwrap_or_else(|e| panic!("round {number}: {e}"));
    let mut boards = named_boards(t, &pairing);
    if let Some(bye) = pairing.bye {
        boards.push(format!("bye {}", name_of(t, bye)));
    }
    assert_eq!(boards, expected, "round {number}");
    if let Err(problem) = check_limitations(t).and_then(|()| check_transfers(t, &pairing)) {
        panic!("round {number}: {problem}");
    }
    enter_results(t, results);
    pairing
}
