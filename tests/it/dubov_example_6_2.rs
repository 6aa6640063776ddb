//! The example table of 6.2, rebuilt as a real tournament: twelve players with the same
//! score, six due White with the AROs of the table and six due Black with its ratings.
//! Their earlier opponents are extra players who each play one game (an unrated opponent
//! does not enter the ARO, which lets the table's odd decimals come out exactly).

use arbiter::pairing::dubov::aro_list;

use crate::support::dubov::{named_boards, pair_next, tpn_of, with_history};

/// The players: the Whites of the table (their own ratings do not matter), then the Blacks.
const PLAYERS: [(&str, Option<u16>); 12] = [
    ("W1", Some(2200)),
    ("W2", Some(2195)),
    ("W3", Some(2190)),
    ("W4", Some(2185)),
    ("W5", Some(2180)),
    ("W6", Some(2175)),
    ("B1", Some(2380)),
    ("B2", Some(2365)),
    ("B3", Some(2300)),
    ("B4", Some(2280)),
    ("B5", Some(2260)),
    ("B6", Some(2250)),
];

/// One game of round `round` (1-5) of a player due White after round 5 (Black in odd rounds,
/// so 3 Blacks and 2 Whites) against `opponent`, with the player's `score` in it.
fn white_side(round: u32, player: &'static str, opponent: &'static str, score: &str) -> Game {
    if round % 2 == 1 {
        (round, opponent, player, flip(score))
    } else {
        (round, player, opponent, own(score))
    }
}

/// The same for a player due Black after round 5 (White in odd rounds).
fn black_side(round: u32, player: &'static str, opponent: &'static str, score: &str) -> Game {
    if round % 2 == 1 {
        (round, player, opponent, own(score))
    } else {
        (round, opponent, player, flip(score))
    }
}

type Game = (u32, &'static str, &'static str, &'static str);

/// The result written for White when White scores `score`.
fn own(score: &str) -> &'static str {
    match score {
        "1" => "1-0",
        "0" => "0-1",
        _ => "1/2",
    }
}

/// The result written for White when Black scores `score`.
fn flip(score: &str) -> &'static str {
    match score {
        "1" => "0-1",
        "0" => "1-0",
        _ => "1/2",
    }
}

/// The five opponents of each White of the table: `~R` an extra player rated R, `~` an
/// unrated one. AROs: 2310.0, 2318.4, 2322.3 (6967/3), 2333.7 (7001/3), 2340.5, 2344.6.
const WHITE_OPPONENTS: [[&str; 5]; 6] = [
    ["~2310", "~2310", "~2310", "~2310", "~2310"],
    ["~2318", "~2318", "~2318", "~2319", "~2319"],
    ["~2322", "~2322", "~2323", "~", "~"],
    ["~2333", "~2334", "~2334", "~", "~"],
    ["~2340", "~2341", "~", "~", "~"],
    ["~2344", "~2344", "~2345", "~2345", "~2345"],
];

#[test]
fn the_table_of_6_2_is_paired_row_by_row() {
    let mut games = Vec::new();
    for (i, opponents) in WHITE_OPPONENTS.iter().enumerate() {
        for (round, &opponent) in (1..=5).zip(opponents) {
            games.push(white_side(round, PLAYERS[i].0, opponent, "1"));
        }
    }
    for (black, _) in &PLAYERS[6..] {
        for round in 1..=5 {
            games.push(black_side(round, black, "~", "1"));
        }
    }
    let mut t = with_history(9, &PLAYERS, &games);

    let aros: Vec<String> = ["W1", "W2", "W3", "W4", "W5", "W6"]
        .iter()
        .map(|name| {
            aro_list(&t, 5)[tpn_of(&t, name) as usize - 1]
                .aro
                .to_string()
        })
        .collect();
    assert_eq!(
        aros,
        ["2310.0", "2318.4", "2322.3", "2333.7", "2340.5", "2344.6"]
    );

    let pairing = pair_next(&mut t).expect("round 6 pairs");
    assert_eq!(
        named_boards(&t, &pairing)[..6],
        ["W1-B1", "W2-B2", "W3-B3", "W4-B4", "W5-B5", "W6-B6"]
    );
    let b1 = tpn_of(&t, "B1");
    let w1 = tpn_of(&t, "W1");
    assert_eq!(
        pairing.boards[0].explanation,
        format!(
            "score group 5: 6.2 row 1; {w1} (due W) - {b1} (due B); colours by 3 (due colours)"
        )
    );
}

/// The same table where W1 has already played B1 and B2 and W6 has played B6 (drawn games;
/// everyone has 3 points, the AROs are those of the table). By 6.3: W1 takes the first Black
/// below he has not met (B3); the rows below take the first Blacks left (W2-B1, W3-B2,
/// W4-B4); W6 cannot play B6 in the last row, so the last but one row changes (W5-B6) and
/// W6 gets B5.
#[test]
fn improvements_of_6_3_on_the_table() {
    // W1: drew B1 (round 1) and B2 (round 3); beat two extra players, lost to one.
    // ARO (2380 + 2365 + 2268 + 2268 + 2269) / 5 = 2310.0.
    let mut games: Vec<Game> = vec![
        black_side(1, "B1", "W1", "1/2"),
        white_side(2, "W1", "~2268", "1"),
        black_side(3, "B2", "W1", "1/2"),
        white_side(4, "W1", "~2268", "1"),
        white_side(5, "W1", "~2269", "0"),
    ];
    // W2..W5: three wins, two losses, opponents of the table.
    for (i, opponents) in WHITE_OPPONENTS.iter().enumerate().take(5).skip(1) {
        for (round, &opponent) in (1..=5).zip(opponents) {
            let score = if round <= 3 { "1" } else { "0" };
            games.push(white_side(round, PLAYERS[i].0, opponent, score));
        }
    }
    // W6: drew B6 in round 5. ARO (2368 * 3 + 2369 + 2250) / 5 = 2344.6.
    for (round, opponent, score) in [
        (1, "~2368", "1"),
        (2, "~2368", "1"),
        (3, "~2368", "1/2"),
        (4, "~2369", "0"),
    ] {
        games.push(white_side(round, "W6", opponent, score));
    }
    games.push(black_side(5, "B6", "W6", "1/2"));
    // B1, B2, B6: their drawn game, plus two wins, a draw and a loss.
    for (black, drawn_round) in [("B1", 1), ("B2", 3), ("B6", 5)] {
        let mut others = vec!["1", "1", "1/2", "0"].into_iter();
        for round in (1..=5).filter(|&r| r != drawn_round) {
            let score = others.next().expect("four other games");
            games.push(black_side(round, black, "~", score));
        }
    }
    // B3..B5: three wins, two losses.
    for black in ["B3", "B4", "B5"] {
        for round in 1..=5 {
            let score = if round <= 3 { "1" } else { "0" };
            games.push(black_side(round, black, "~", score));
        }
    }
    let mut t = with_history(9, &PLAYERS, &games);
    for name in ["W1", "W6", "B1", "B6", "W3"] {
        assert_eq!(
            t.score_after(tpn_of(&t, name), 5).to_string(),
            "3",
            "{name}"
        );
    }
    assert_eq!(
        aro_list(&t, 5)[tpn_of(&t, "W1") as usize - 1]
            .aro
            .to_string(),
        "2310.0"
    );
    assert_eq!(
        aro_list(&t, 5)[tpn_of(&t, "W6") as usize - 1]
            .aro
            .to_string(),
        "2344.6"
    );

    let pairing = pair_next(&mut t).expect("round 6 pairs");
    assert_eq!(
        named_boards(&t, &pairing)[..6],
        ["W1-B3", "W2-B1", "W3-B2", "W4-B4", "W5-B6", "W6-B5"]
    );
    let explanations: Vec<&str> = pairing.boards[..6]
        .iter()
        .map(|b| b.explanation.split(';').next().unwrap_or(""))
        .collect();
    let b1 = tpn_of(&t, "B1");
    assert_eq!(
        explanations,
        [
            format!("score group 3: 6.3 row 1: first Black below not met (not {b1})").as_str(),
            "score group 3: 6.2 row 2",
            "score group 3: 6.2 row 3",
            "score group 3: 6.2 row 4",
            "score group 3: 6.3 row 5: changed so that the rows below can be paired",
            "score group 3: 6.2 row 6",
        ]
    );
}
