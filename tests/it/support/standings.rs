//! Building tournaments for the standings and export tests with the model API.

use arbiter::model::{
    Bye, ByeKind, GameResult, Pairing, PairingSystem, Player, Round, Tournament, Tpn,
};

/// A tournament of `rounds` rounds whose players get TPNs 1, 2, ... in the order given.
pub fn tournament(
    system: PairingSystem,
    rounds: u32,
    players: &[(&str, Option<u16>)],
) -> Tournament {
    let mut tournament = Tournament::new("Test Open", system, rounds);
    for (index, &(name, rating)) in players.iter().enumerate() {
        tournament.players.push(Player {
            tpn: index as Tpn + 1,
            ..Player::new(name, rating)
        });
    }
    tournament
}

fn round_mut(tournament: &mut Tournament, number: u32) -> &mut Round {
    while tournament.rounds_paired() < number {
        let next = tournament.rounds_paired() + 1;
        tournament.rounds.push(Round {
            number: next,
            pairings: Vec::new(),
            byes: Vec::new(),
        });
    }
    tournament
        .round_mut(number)
        .expect("the round was just created")
}

/// Adds a pairing on the next board of `round`; `results` holds one result per game,
/// separated by spaces (`"1-0"`, `"+-"`, `"1-0 1/2"`, `"*"`).
pub fn pair(tournament: &mut Tournament, round: u32, white: Tpn, black: Tpn, results: &str) {
    let games: Vec<GameResult> = results
        .split_whitespace()
        .map(|r| r.parse().expect("a valid result code"))
        .collect();
    let round = round_mut(tournament, round);
    let board = round.pairings.len() as u32 + 1;
    round.pairings.push(Pairing {
        board,
        white,
        black,
        games,
    });
}

pub fn bye(tournament: &mut Tournament, round: u32, player: Tpn, kind: ByeKind) {
    round_mut(tournament, round).byes.push(Bye { player, kind });
}

/// Exactly `tenths` tenths of a point, as a tie-break value.
pub fn tenths(tenths: i64) -> arbiter::standings::Ratio {
    arbiter::standings::Ratio::new(tenths, 10)
}

/// Exactly `hundredths` hundredths, as a Sonneborn-Berger value.
pub fn hundredths(hundredths: i64) -> arbiter::standings::Ratio {
    arbiter::standings::Ratio::new(hundredths, 100)
}

/// A 9-round Swiss (Dutch) tournament with every kind of unplayed round, built with the
/// model API; every tie-break value below was computed by hand from the crosstable.
///
/// Players (rating): 1 Anna 2250, 2 Boris 2200, 3 Clara 2150, 4 David 2100, 5 Elena
/// 2050, 6 Felix 2000, 7 Greta 1950, 8 Hugo 1900, 9 Iris 1850, 10 Jonas 1800, 11 Karl
/// 1750, 12 Lena (unrated, enters in round 3).
///
/// | rd | boards (White-Black result)                                   | no game        |
/// |----|----------------------------------------------------------------|----------------|
/// | 1  | 1-7 1-0, 8-2 0-1, 3-9 1-0, 10-4 0-1, 6-5 ½                      | 11 PAB         |
/// | 2  | 2-1 ½, 4-11 1-0, 5-8 1-0, 7-6 ½, 9-10 0-1                       | 3 half bye     |
/// | 3  | 1-3 ½, 5-2 0-1, 6-11 1-0, 8-7 ½, 12-9 1-0                       | 4 full bye, 10 PAB |
/// | 4  | 4-2 1-0, 1-6 1-0, 3-10 1-0, 7-12 1-0, 11-8 0-1                  | 5 zero bye, 9 PAB |
/// | 5  | 4-1 0-1, 2-3 1-0, 10-6 0-1, 5-11 +- (forfeit), 9-8 ½            | 7 absent, 12 PAB |
/// | 6  | 1-5 1-0, 2-6 ½, 4-3 0-1, 7-10 1-0, 8-12 0-1, 11-9 1-0           |                |
/// | 7  | 1-9 1-0, 11-2 0-1, 3-6 ½, 5-4 0-1, 10-12 ½                      | 7 PAB, 8 withdrawn |
/// | 8  | 10-1 0-1, 2-7 1-0, 12-4 0-1, 3-11 1-0, 5-9 -- (double forfeit)  | 6 PAB          |
/// | 9  | 11-1 1-0, 2-10 1-0, 6-4 0-1, 12-3 0-1, 9-5 1-0                  | 7 zero bye     |
///
/// Final scores: Anna, Boris, David 7; Clara 6.5; Felix 5; Greta 4; Lena 3.5; Karl 3;
/// Elena, Iris, Jonas 2.5; Hugo 2.
///
/// Unplayed rounds (C.07 16.2): Clara's half bye (round 2), Elena's zero bye (4),
/// Greta's absence (5) and Lena's rounds before her entry (1, 2) are requested byes
/// followed by play, 16.2.3; David's full bye and every pairing-allocated bye 16.2.1;
/// Elena's forfeit win 16.2.2; Karl's forfeit loss and both sides of the double forfeit
/// 16.2.4; Greta's zero bye in the last round and Hugo's rounds after his withdrawal
/// 16.2.5, so that for their opponents Greta has 4.5 and Hugo 3.5 (16.3.2).
pub fn nine_rounds() -> Tournament {
    let mut t = tournament(
        PairingSystem::Dutch,
        9,
        &[
            ("Anna", Some(2250)),
            ("Boris", Some(2200)),
            ("Clara", Some(2150)),
            ("David", Some(2100)),
            ("Elena", Some(2050)),
            ("Felix", Some(2000)),
            ("Greta", Some(1950)),
            ("Hugo", Some(1900)),
            ("Iris", Some(1850)),
            ("Jonas", Some(1800)),
            ("Karl", Some(1750)),
        ],
    );
    let boards: [&[(Tpn, Tpn, &str)]; 9] = [
        &[
            (1, 7, "1-0"),
            (8, 2, "0-1"),
            (3, 9, "1-0"),
            (10, 4, "0-1"),
            (6, 5, "1/2"),
        ],
        &[
            (2, 1, "1/2"),
            (4, 11, "1-0"),
            (5, 8, "1-0"),
            (7, 6, "1/2"),
            (9, 10, "0-1"),
        ],
        &[
            (1, 3, "1/2"),
            (5, 2, "0-1"),
            (6, 11, "1-0"),
            (8, 7, "1/2"),
            (12, 9, "1-0"),
        ],
        &[
            (4, 2, "1-0"),
            (1, 6, "1-0"),
            (3, 10, "1-0"),
            (7, 12, "1-0"),
            (11, 8, "0-1"),
        ],
        &[
            (4, 1, "0-1"),
            (2, 3, "1-0"),
            (10, 6, "0-1"),
            (5, 11, "+-"),
            (9, 8, "1/2"),
        ],
        &[
            (1, 5, "1-0"),
            (2, 6, "1/2"),
            (4, 3, "0-1"),
            (7, 10, "1-0"),
            (8, 12, "0-1"),
            (11, 9, "1-0"),
        ],
        &[
            (1, 9, "1-0"),
            (11, 2, "0-1"),
            (3, 6, "1/2"),
            (5, 4, "0-1"),
            (10, 12, "1/2"),
        ],
        &[
            (10, 1, "0-1"),
            (2, 7, "1-0"),
            (12, 4, "0-1"),
            (3, 11, "1-0"),
            (5, 9, "--"),
        ],
        &[
            (11, 1, "1-0"),
            (2, 10, "1-0"),
            (6, 4, "0-1"),
            (12, 3, "0-1"),
            (9, 5, "1-0"),
        ],
    ];
    let byes: [&[(Tpn, ByeKind)]; 9] = [
        &[(11, ByeKind::Pairing)],
        &[(3, ByeKind::Half)],
        &[(4, ByeKind::Full), (10, ByeKind::Pairing)],
        &[(5, ByeKind::Zero), (9, ByeKind::Pairing)],
        &[(7, ByeKind::Absent), (12, ByeKind::Pairing)],
        &[],
        &[(7, ByeKind::Pairing)],
        &[(6, ByeKind::Pairing)],
        &[(7, ByeKind::Zero)],
    ];
    for (round, (boards, byes)) in (1..).zip(boards.iter().zip(byes)) {
        if round == 3 {
            // The late entry: unrated, so last in the initial order (C.04.2 Art. 2).
            assert_eq!(t.enter_player(Player::new("Lena", None)), 12);
        }
        for &(white, black, result) in *boards {
            pair(&mut t, round, white, black, result);
        }
        for &(player, kind) in byes.iter() {
            bye(&mut t, round, player, kind);
        }
    }
    t.player_mut(8).expect("Hugo").withdrawn_from = Some(7);
    assert!(arbiter::model::validate::validate(&t).is_empty());
    t
}

/// Double-Swiss, two matches (C.04.5):
/// - round 1: 1-2 `1-0 1/2`; 3-4 `+- 1-0` (4 forfeits game 1 only: the match counts as
///   played); 5 pairing-allocated bye (1.5).
/// - round 2: 5-1 `1/2 1/2`; 2-3 `+- -+` (3 forfeits both games: a forfeit match);
///   4 half-point bye (1).
///
/// Game points: 1 2.5, 2 2.5, 3 1, 4 2, 5 2.5.
pub fn double_swiss() -> Tournament {
    let mut t = tournament(
        PairingSystem::DoubleSwiss,
        2,
        &[
            ("A", None),
            ("B", None),
            ("C", None),
            ("D", None),
            ("E", None),
        ],
    );
    pair(&mut t, 1, 1, 2, "1-0 1/2");
    pair(&mut t, 1, 3, 4, "+- 1-0");
    bye(&mut t, 1, 5, ByeKind::Pairing);
    pair(&mut t, 2, 5, 1, "1/2 1/2");
    pair(&mut t, 2, 2, 3, "+- -+");
    bye(&mut t, 2, 4, ByeKind::Half);
    t
}
