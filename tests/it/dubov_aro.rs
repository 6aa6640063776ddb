//! The ARO list of article 9 on a small tournament: played games only; a forfeit, a bye and
//! an unrated opponent add nothing.

use arbiter::pairing::dubov::aro_list;

use crate::support::dubov::{tpn_of, with_history};

#[test]
fn the_aro_list_counts_played_games_against_rated_opponents() {
    let players = [
        ("A", Some(2300)),
        ("B", Some(2200)),
        ("C", Some(2100)),
        ("D", Some(2000)),
        ("U", None),
    ];
    let games = [
        (1, "A", "B", "1-0"),
        (1, "C", "U", "1/2"),
        (2, "B", "C", "+-"),
        (2, "U", "A", "0-1"),
        (3, "A", "D", "1/2"),
        (3, "C", "B", "0-1"),
    ];
    let t = with_history(5, &players, &games);
    let line = |name: &str, rounds: u32| {
        let entry = &aro_list(&t, rounds)[tpn_of(&t, name) as usize - 1];
        (entry.games, entry.rating_sum, entry.aro.to_string())
    };
    // A met B (2200), U (unrated: left out) and D (2000).
    assert_eq!(line("A", 3), (2, 4200, "2100.0".to_string()));
    // B met A and C; the forfeit against C in round 2 is no game.
    assert_eq!(line("B", 3), (2, 4400, "2200.0".to_string()));
    assert_eq!(line("B", 2), (1, 2300, "2300.0".to_string()));
    // C met U (unrated) and B: one rated opponent.
    assert_eq!(line("C", 3), (1, 2200, "2200.0".to_string()));
    // D played once; U played twice against rated players.
    assert_eq!(line("D", 3), (1, 2300, "2300.0".to_string()));
    assert_eq!(line("U", 3), (2, 4400, "2200.0".to_string()));
    // Before round 1 nobody has an ARO.
    assert_eq!(line("A", 0), (0, 0, "-".to_string()));
}
