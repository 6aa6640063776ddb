//! `arbiter aro`: the ARO list of Dubov article 9, for players to verify the pairings.

use arbiter::model::{PairingSystem, Player, Tournament};
use arbiter::pairing::{PairedBoard, RoundPairing, add_round};
use arbiter::storage;

use crate::support::cli;

#[test]
fn the_aro_list_after_a_round() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let file = directory.path().join("dubov.toml");
    let mut tournament = Tournament::new("Rapid", PairingSystem::Dubov, 3);
    for (name, rating) in [("Ann", 2000), ("Bob", 1900), ("Cid", 1800), ("Dan", 1700)] {
        tournament
            .add_player(Player::new(name, Some(rating)))
            .expect("valid player");
    }
    let board = |white, black| PairedBoard {
        white,
        black,
        explanation: String::new(),
    };
    add_round(
        &mut tournament,
        &RoundPairing {
            boards: vec![board(1, 3), board(2, 4)],
            bye: None,
        },
    );
    tournament
        .set_result(1, 1, vec!["1-0".parse().expect("valid")])
        .expect("board 1");
    tournament
        .set_result(1, 2, vec!["+-".parse().expect("valid")])
        .expect("board 2");
    storage::save(&file, &tournament).expect("saved");

    let output = cli::arbiter(&["aro", file.to_str().expect("UTF-8 path")]);
    assert!(output.success());
    // The forfeit on board 2 is no game: Bob and Dan have no ARO yet (Dubov 1).
    assert_eq!(
        output.stdout,
        "ARO after round 1\n\
         \x20TPN  Name                            Rating    Pts  Games      ARO\n\
         \x20  1  Ann                               2000      1      1   1800.0\n\
         \x20  2  Bob                               1900      1      0        -\n\
         \x20  3  Cid                               1800      0      1   2000.0\n\
         \x20  4  Dan                               1700      0      0        -\n"
    );
}
