//! The Burstein system of 2026 (C.04.4.2 applied from 1 February 2026), worked out by hand
//! from the text, round by round: each round is paired by the engine and compared with the
//! pairing derived in the comments (White-Black per board in board order, then the bye);
//! then the results the scenario needs are entered. Players are named by their TPN, rated
//! 100 apart (TPN 1 the highest). Index (1.7, 1.8): Buchholz (BH), then Sonneborn-Berger
//! (SB), the higher first, then the TPN. Preferences (1.5): "sW" strong White, "mB" mild
//! Black, "aW" absolute White; a player without a game has none (1.5.4).

use arbiter::model::{PairingEdition, PairingSystem, Tournament};

use crate::support::hand::{explanation, round};

/// A Burstein tournament of `rounds` rounds (1.6.2: min(rounds / 2, 4) seeding rounds)
/// with `players` players rated 2500, 2400, ...
fn tournament(rounds: u32, players: u16) -> Tournament {
    crate::support::hand::tournament(
        PairingSystem::Burstein,
        PairingEdition::Rules2026,
        rounds,
        players,
    )
}

/// One round: no seeding round (1.6.2: min(1 / 2, 4) = 0), so round 1 is Burstein's own.
/// Every Index is 0: the BSNs are the TPNs (1.8.2). One bracket of six, three pairs (C5);
/// nobody has a preference (C8 0 for every pairing): 4.3 takes BSN 1 against the largest
/// BSN, 6, then BSN 2 against 5, then 3-4 (the Dutch system would pair 1-4, 2-5, 3-6).
/// 5.2.1: 1 (odd) gets the initial colour, White; 2 (even) Black; 3 White.
#[test]
fn round_one_without_seeding_pairs_the_first_against_the_last() {
    let mut t = tournament(1, 6);
    let first = round(&mut t, "1-6 5-2 3-4", &["1-0", "0-1", "1/2"]);
    assert_eq!(
        explanation(&first, 1),
        "bracket 1 (scoregroup 0): BSN 1 - BSN 6 of 6 (4.3: the first pairing best by C5-C8)\n\
         3.2.1: 3 pair(s), no outgoing floater; C8: 0 player(s) without their colour preference\n\
         Index (1.7, 1.8): 1: Buchholz 0, Sonneborn-Berger 0; 6: Buchholz 0, Sonneborn-Berger 0\n\
         colours: 1 no colour preference (1.5.4), 6 no colour preference (1.5.4); \
         5.2.1 (neither has played: initial-colour by TPN parity)"
    );
}

/// Seven players, one round: 3.1 gives the bye before the brackets to the lowest score
/// (all 0), the most games (all 0), the lowest ranking by 1.8 (all Index 0: the largest
/// TPN), 7. The other six as above.
#[test]
fn round_one_bye_to_the_lowest_ranked() {
    let mut t = tournament(1, 7);
    round(&mut t, "1-6 5-2 3-4 bye 7", &["1-0", "0-1", "1/2"]);
}

/// Three rounds: one seeding round (1.6.2: min(3 / 2, 4) = 1), paired by the Dutch system.
#[test]
fn six_players_after_one_seeding_round() {
    let mut t = tournament(3, 6);
    // Round 1 (Dutch C.04.3): S1 1, 2, 3 against S2 4, 5, 6; colours by the TPN.
    let seeding = round(&mut t, "1-4 5-2 3-6", &["1-0", "0-1", "1-0"]);
    assert!(
        explanation(&seeding, 1)
            .starts_with("seeding round 1 of 1 (1.6): paired by the Dutch system C.04.3\n"),
        "{}",
        explanation(&seeding, 1)
    );
    // Round 2. Scores: 1, 2, 3 one point; 4, 5, 6 none. Index: the winners met players on
    // 0 (BH 0), the losers players on 1 (BH 1, SB 0). Preferences after one game: 1 and
    // 3 had White (sB), 2 Black (sW); 4 and 6 Black (sW), 5 White (sB).
    // Bracket 1 = {1, 2, 3} (BSN by TPN, all BH 0): one pair, one floater (C5). C6: all
    // on 1; C7: whoever floats, the next bracket pairs completely. C8: 1-3 clash (both
    // sB), 1-2 and 2-3 do not. 4.3: BSN 1's opponent as large as possible among the best:
    // 1-2 (BSN 2) before 2-3 (BSN 1 floats, opponent 0). 3 floats. Colours 2-1 (5.2.2).
    // Bracket 2 = {3 (incoming), 4, 5, 6}, ranked by Index alone (1.8 Note: scores are not
    // used): 4, 5, 6 (BH 1) before 3 (BH 0). 3-6 have met. C8: 4-5 with 3-6 is out (C1);
    // 4-6 and 3-5 clash twice; 4-3 and 5-6 grant every preference: 4-3, 6-5.
    // Boards by the higher score, the lower score, the TPN: 2-1, 4-3, 6-5.
    let second = round(&mut t, "2-1 4-3 6-5", &["1-0", "0-1", "1/2"]);
    assert_eq!(
        explanation(&second, 4),
        "bracket 2 (scoregroup 0, 1 incoming floater(s)): BSN 1 - BSN 4 of 4 (4.3: the first \
         pairing best by C5-C8)\n\
         3.2.1: 2 pair(s), no outgoing floater; C8: 0 player(s) without their colour preference\n\
         Index (1.7, 1.8): 4: Buchholz 1, Sonneborn-Berger 0; 3: Buchholz 0, Sonneborn-Berger 0\n\
         3 floated in from scoregroup 1 (1.2.2)\n\
         colours: 4 strong White (1.5), 3 strong Black (1.5); 5.2.2 (both colour preferences)"
    );
    // Round 3 (the last). Scores: 2 and 3 2; 1 1; 5 and 6 0.5; 4 0. One White and one
    // Black each: 1, 3, 5 mW; 2, 4, 6 mB. Index: 2 BH 1.5 (SB 1.5), 3 BH 0.5, 1 BH 2
    // (SB 0), 5 and 6 BH 2.5 (SB 0.25), 4 BH 3 (SB 0).
    // Bracket {2, 3}: 2-3 have not met; the rest ({1, 4, 5, 6}) can still be paired (C4):
    // 3-2 (5.2.2). Bracket {1}: it floats. Bracket {1 (incoming), 5, 6}: BSN 5, 6 (BH
    // 2.5), 1 (BH 2); 5-6 have met. C6 and C7 equal (a player on 0.5 floats and meets 4);
    // C8: 5-1 clash (mW, mW), 6-1 not: 1-6, 5 floats. Bracket {5 (incoming), 4}: BSN 4 (BH
    // 3), 5: 5-4 (5.2.2).
    round(&mut t, "3-2 1-6 5-4", &["1-0", "1/2", "0-1"]);
}

/// [C1] with a pair the arbiter forbade: round 1 without seeding, eight players, 1 and 8
/// must not meet. 4.3: BSN 1's largest possible opponent is 7; then BSN 2 against 8, 3-6,
/// 4-5. Colours by 5.2.1 (odd TPN of the higher ranked: the initial colour).
#[test]
fn a_forbidden_pair_moves_bsn_1_to_the_next_largest() {
    let mut t = tournament(1, 8);
    t.players[0].forbidden.push(8);
    t.players[7].forbidden.push(1);
    round(&mut t, "1-7 8-2 3-6 5-4", &["1-0", "0-1", "1-0", "0-1"]);
}

/// Eight players, three rounds (one seeding round): the order of Article 4 among pairings
/// equal by C8, then the last round with floaters chosen by C6, C7 and C8.
#[test]
fn eight_players_article_4_and_floaters() {
    let mut t = tournament(3, 8);
    // Round 1 (Dutch): 1-5, 6-2, 3-7, 8-4. The higher rated win.
    round(&mut t, "1-5 6-2 3-7 8-4", &["1-0", "0-1", "1-0", "0-1"]);
    // Round 2. Bracket {1, 2, 3, 4} (all BH 0: by TPN): 1, 3 sB; 2, 4 sW. C8 0 needs each
    // sB against an sW: 1-2 with 3-4, or 1-4 with 2-3; 4.3: BSN 1 against 4 first. Colours
    // 4-1, 2-3. Bracket {5, 6, 7, 8} (all BH 1, SB 0: by TPN): 5, 7 sW; 6, 8 sB: 5-8 with
    // 7-6 (BSN 1 against BSN 4).
    round(&mut t, "4-1 2-3 5-8 7-6", &["1-0", "1/2", "0-1", "1/2"]);
    // Round 3. Scores: 4 2; 2, 3 1.5; 1, 8 1; 6, 7 0.5; 5 0. Everyone has had one White
    // and one Black: mild preferences, alternating (1.5.3): 1, 3, 6, 8 mW; 2, 4, 5, 7 mB.
    // Every BH is 2; SB: 4 2, 2 and 3 1.25, 6 and 7 0.25, 1, 5 and 8 0.
    // Bracket 1 = {4}: it floats (C5).
    // Bracket 2 = {4 (incoming), 2, 3}: BSN 4, 2, 3 (SB 2, 1.25, 1.25). 2-3 have met. C6:
    // whichever of 2 and 3 floats, the floater has 1.5; C7: the next bracket ({floater, 1,
    // 8}) pairs one pair and floats a player on 1 either way. C8: 4-2 clash (mB, mB), 4-3
    // not: 3-4 (5.2.2), 2 floats.
    // Bracket 3 = {2 (incoming), 1, 8}: BSN 2 (SB 1.25), 1, 8 (SB 0, TPN). C6: 2 (1.5) is
    // paired, a player on 1 floats. C7 and C8 equal; 4.3: BSN 1 against BSN 3: 8-2, 1
    // floats.
    // Bracket 4 = {1 (incoming), 6, 7}: BSN 6, 7 (SB 0.25), 1 (SB 0). 6-7 have met. C8: 6-1
    // clash (mW, mW), 7-1 not: 1-7, 6 floats. Bracket 5 = {6, 5}: 6-5.
    round(&mut t, "3-4 8-2 1-7 6-5", &["1-0", "1/2", "0-1", "1-0"]);
}

/// Five players, one round: the bye to 5 (3.1.5, the lowest ranked), then BSN 1 against
/// the largest BSN, 4, and 2-3 (4.3); colours by 5.2.1: 1 White, 2 (even) Black.
#[test]
fn five_players_round_one() {
    let mut t = tournament(1, 5);
    round(&mut t, "1-4 3-2 bye 5", &["1-0", "0-1"]);
}

/// [C1] twice: 1 may meet neither 6 nor 5, so BSN 1's largest possible opponent is 4
/// (4.3); then BSN 2 against the largest left, 6, and 3-5.
#[test]
fn two_forbidden_pairs_for_bsn_1() {
    let mut t = tournament(1, 6);
    for other in [5, 6] {
        t.players[0].forbidden.push(other);
        t.players[other as usize - 1].forbidden.push(1);
    }
    round(&mut t, "1-4 6-2 3-5", &["1-0", "0-1", "1-0"]);
}
