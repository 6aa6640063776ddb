//! The Burstein system of 2026 (C.04.4.2 applied from 1 February 2026), worked out by hand
//! from the text, round by round: each round is paired by the engine and compared with the
//! pairing derived in the comments (White-Black per board in board order, then the bye);
//! then the results the scenario needs are entered. Players are named by their TPN, rated
//! 100 apart (TPN 1 the highest). Index (1.7, 1.8): Buchholz (BH), then Sonneborn-Berger
//! (SB), the higher first, then the TPN. Preferences (1.5): "sW" strong White, "mB" mild
//! Black, "aW" absolute White; a player without a game has none (1.5.4).

use arbiter::model::{
    PairingEdition, PairingSystem, Player, RequestedBye, RequestedByeKind, Tournament,
};

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

/// Six players and a late entry, five rounds (1.6.2: min(5 / 2, 4) = 2 seeding rounds):
/// the seeding rounds by the Dutch system with a forfeit, then three rounds of Burstein's
/// own with the Index of unplayed rounds (1.7.2), the bye by 3.1.1, 3.1.3 and 3.1.4, [C4]
/// choosing the floaters, [C6] and [C8], colours by 5.2.2, 5.2.3 and 5.2.5, and the last
/// round.
#[test]
fn a_forfeit_and_a_late_entry_after_two_seeding_rounds() {
    let mut t = tournament(5, 6);
    // Round 1 (Dutch): S1 1, 2, 3 against S2 4, 5, 6, colours by the TPN.
    round(&mut t, "1-4 5-2 3-6", &["1-0", "0-1", "1-0"]);
    // Round 2 (Dutch). Score 1 {1 (sB), 2 (sW), 3 (sB)}: one pair; S1 {1} against S2
    // {2, 3}: 1-2 grants both preferences (C12), 3 floats down. Score 0 {3 (MDP), 4
    // (sW), 5 (sB), 6 (sW)}: 3 has met 6; 3-4, then 6-5, every preference granted.
    // 3 wins 4-3 by forfeit: no game ([C1] and the colours ignore it).
    let seeding = round(&mut t, "2-1 4-3 6-5", &["1-0", "-+", "1/2"]);
    assert!(
        explanation(&seeding, 2)
            .starts_with("seeding round 2 of 2 (1.6): paired by the Dutch system C.04.3\n"),
        "{}",
        explanation(&seeding, 2)
    );
    // A late entry, rated below everyone: TPN 7, no game and no points in rounds 1-2.
    t.enter_player(Player::new("7", Some(1000)));
    // Round 3, Burstein's first. Scores: 2 and 3 2; 1 1; 5 and 6 0.5; 4 and 7 0.
    // Preferences: 1 (WB) mW, 2 (BW) mB, 3 (W; the forfeit gives no colour) sB, 5 (WB) mW,
    // 6 (BW) mB, 4 (B) sW, 7 none (1.5.4).
    // Index (1.7.2: an unplayed round is a game against oneself with the points
    // registered): 1 BH 0 + 2 = 2 (SB 0); 2 BH 0.5 + 1 = 1.5 (SB 1.5); 3 BH 0.5 + 2 (the
    // forfeit won, against himself on 2) = 2.5 (SB 2.5); 4 BH 1 + 0 = 1; 5 and 6 BH 2 +
    // 0.5 = 2.5 (SB 0.25); 7 BH 0 (two rounds against himself on 0).
    // The bye (3.1): 3 scored a win without playing (3.1.1, [C2]); the lowest score, 0,
    // holds 4 (one game) and 7 (none): 3.1.4 gives it to 4, and {1, 2, 3, 5, 6, 7} can
    // be paired ([C4]).
    // Bracket {2, 3}: BSN 3 (BH 2.5), 2 (BH 1.5); they have not met, and {1, 5, 6, 7}
    // can be paired: 3 and 2 both prefer Black, 5.2.3 gives it to 3's strong preference.
    // Bracket {1}: he floats. Bracket {5, 6, 1 (incoming)}: BSN 5, 6 (BH 2.5, SB 0.25,
    // TPN), 1 (BH 2); 5-6 have met: 5-1 or 6-1, the floater on 0.5 either way (C6) and
    // paired with 7 (C7); C8: 5 and 1 both seek White, 6 and 1 do not clash: 1-6, 5
    // floats. Bracket {5 (incoming), 7}: 7 has no preference, 5 gets his White (1.5.4).
    // Boards: 2-3 (2, 2), 1-6 (1, 0.5), 5-7 (0.5, 0).
    let third = round(&mut t, "2-3 1-6 5-7 bye 4", &["0-1", "1-0", "1-0"]);
    assert_eq!(
        explanation(&third, 2),
        "bracket 1 (scoregroup 2): BSN 1 - BSN 2 of 2 (4.3: the first pairing best by C5-C8)\n\
         3.2.1: 1 pair(s), no outgoing floater; C8: 1 player(s) without their colour preference\n\
         Index (1.7, 1.8): 3: Buchholz 2.5, Sonneborn-Berger 2.5; 2: Buchholz 1.5, \
         Sonneborn-Berger 1.5\n\
         colours: 3 strong Black (1.5), 2 mild Black (1.5); 5.2.3 (the stronger colour preference)"
    );
    // Round 4. Scores: 3 3; 1 and 2 2; 5 1.5; 4 1 (the bye scores a win); 6 0.5; 7 0.
    // Preferences: 1 (WBW) sB, 2 (BWW) aB (1.5.1: White twice), 3 (WB) mW, 4 (B) sW, 5
    // (WBW) sB, 6 (BWB) sW, 7 (B) sW. Index: 1 BH 1 + 2 + 0.5 = 3.5; 2 BH 1.5 + 2 + 3 =
    // 6.5 (SB 3.5); 3 BH 0.5 + 3 + 2 = 5.5; 4 BH 2 + 1 + 1 (the forfeit lost and the bye,
    // against himself) = 4; 5 BH 2 + 0.5 + 0 = 2.5; 6 BH 3 + 1.5 + 2 = 6.5 (SB 0.75).
    // The bye: 4 had it and 3 won without playing; 7 has the lowest score, and {1, ..., 6}
    // can be paired (2-4, 1-3, 5-6 no; 2-6, 1-3, 4-5 yes).
    // Bracket {3}: he floats. Bracket {3 (incoming), 1, 2}: BSN 2 (BH 6.5), 3 (5.5), 1
    // (3.5); 2 has met 1 and 3: 3-1 (5.2.2), 2 floats. Bracket {2 (incoming), 5}: they
    // have met, both float. Bracket {2, 5 (incoming), 4}: BSN 2, 4 (BH 4), 5 (BH 2.5):
    // 2-4 or 4-5; with 2-4, 5 would float to 6, whom he has met: [C4] leaves 4-5 (5.2.2)
    // with 2 floating, though C6 would float 5 (1.5) rather than 2 (2). Bracket {2
    // (incoming), 6}: 6-2 (5.2.2). Boards: 3-1 (3, 2), 6-2 (2, 0.5), 4-5 (1.5, 1).
    round(&mut t, "3-1 6-2 4-5 bye 7", &["1/2", "0-1", "1-0"]);
    // Round 5, the last. Scores: 3 3.5; 2 3; 1 2.5; 4 2; 5 1.5; 7 1; 6 0.5. Preferences:
    // 1 (WBWB) mW, 2 (BWWB) mW, 3 (WBW) sB, 4 (BW) mB, 5 (WBWB) mW, 6 (BWBW) mB, 7 (B)
    // sW. Index: 1 BH 2 + 3 + 0.5 + 3.5 = 9 (SB 4.25); 2 BH 1.5 + 2.5 + 3.5 + 0.5 = 8 (SB
    // 4.5); 3 BH 0.5 + 3.5 + 3 + 2.5 = 9.5; 4 BH 2.5 + 2 + 2 + 1.5 = 8 (SB 3.5); 5 BH 3 +
    // 0.5 + 1 + 2 = 6.5; 7 BH 1 + 1 (rounds 1 and 2, against himself on 1) + 1.5 + 1 =
    // 4.5.
    // The bye: 1, 2, 5 and 6 may have it; 6 has the lowest score; the others can be
    // paired (1-5, 2-4, 3-7).
    // Brackets {3}, {3, 2} (they have met) and {3, 1, 2} (all have met) pair nobody.
    // Bracket {3, 1, 2 (incoming), 4}: BSN 3 (BH 9.5), 1 (9), 2 (8, SB 4.5), 4 (8, SB
    // 3.5); 4 has met 1, and 3, 1, 2 each other: one pair, 3-4 or 2-4, both leaving the
    // floaters pairable with {5, 7} ([C4]). C6: the floaters' scores 3 and 2.5 (3-4) are
    // lower than 3.5 and 2.5 (2-4): 3-4, both seeking Black; 5.2.3 gives it to 3 (strong).
    // Bracket {1, 2 (incoming), 5}: BSN 1 (BH 9), 2 (8), 5 (6.5); 2 has met both: 1-5, 2
    // floats. 1 and 5 both seek White and had the same colours every round (WBWB):
    // 5.2.5, the higher by 1.8, 1, gets White. Bracket {2 (incoming), 7}: 7's strong White
    // (5.2.3). Boards: 4-3 (3.5, 2), 7-2 (3, 1), 1-5 (2.5, 1.5).
    let last = round(&mut t, "4-3 7-2 1-5 bye 6", &["1/2", "1/2", "1/2"]);
    assert!(
        explanation(&last, 1).ends_with(
            "colours: 1 mild White (1.5), 5 mild White (1.5); 5.2.5 (the higher ranked \
             player's preference)"
        ),
        "{}",
        explanation(&last, 1)
    );
}

/// Eight players, three rounds (one seeding round): two players take zero-point byes in
/// round 2, and in round 3 1.7.2.3 counts each as a draw for his round-1 opponent, which
/// decides the order of Article 4 in the top bracket.
#[test]
fn zero_point_byes_count_as_draws_for_the_opponents() {
    let mut t = tournament(3, 8);
    for tpn in [7, 8] {
        t.players[tpn - 1].byes.push(RequestedBye {
            round: 2,
            kind: RequestedByeKind::Zero,
        });
    }
    // Round 1 (Dutch): 1-5, 6-2, 3-7, 8-4, all drawn.
    round(&mut t, "1-5 6-2 3-7 8-4", &["1/2", "1/2", "1/2", "1/2"]);
    // Round 2: 7 and 8 are away (zero-point byes); 1-6 all on 0.5 with the same Index (BH
    // 0.5, SB 0.25): BSN by TPN. Preferences: 1, 3, 6 sB; 2, 4, 5 sW. C8 0 needs each sB
    // against an sW; 4.3: BSN 1's largest opponent among those pairings: 6 (sB) and 5 (met)
    // are out, 4 is possible (2-3, 5-6); then BSN 2's: 6 (met), 5 (sW), 3. 4-1, 2-3, 5-6.
    round(&mut t, "4-1 2-3 5-6", &["1-0", "1-0", "1-0"]);
    // Round 3, the last. Scores: 2, 4, 5 1.5; the rest 0.5. 1.7.2.3: 7 and 8 end their
    // rounds with a zero-point bye, counted as a draw for their opponents: 3 sees 7, and 4
    // sees 8, on 1 point. Index: 4 BH 1 + 0.5 = 1.5 (SB 0.5 + 0.5 = 1); 2 BH 0.5 + 0.5 =
    // 1 (SB 0.75); 5 BH 1 (SB 0.75). Without 1.7.2.3, 4 would have BH 1 and SB 0.75 and
    // come after 2 by TPN.
    // Bracket {4, 2, 5}: none has met another, all mild Black (BW): one pair, and whoever
    // floats has 1.5 (C6) and can be paired below (C7), each pair leaves one player
    // without his preference (C8): 4.3, BSN 1 (4) against BSN 3 (5), 2 floats. 4 and 5 had
    // the same colours every round: 5.2.5 gives the higher by 1.8, 4, his Black.
    // Bracket {2 (incoming), 1, 3, 6, 7, 8}: BSN 1 (BH 1.5 + 1.5 = 3, SB 0.75), 6 (BH 3, SB
    // 0.75), 3 (BH 1 + 1.5 = 2.5), 8 (BH 1.5 + 0.5, his own bye against himself on 0.5,
    // = 2), 2 (BH 1), 7 (BH 1, SB 0.25). Preferences: 1, 3, 6 mW (WB), 7 sW, 2 mB, 8 sB.
    // 2 has met 3 and 6, 3 has met 7. Four seek White and two Black: C8 1 at best, 8 and 2
    // each against a White seeker. 4.3: BSN 1 against 7 leaves 2 with 8 (C8 2); against 2:
    // then BSN 2 (6) against 7 and 3-8 (C8 1). 1-2 (5.2.2), 7-6 (5.2.3), 3-8 (5.2.2).
    // Boards: 5-4 (1.5, 1.5), 1-2 (1.5, 0.5), 3-8 and 7-6 (0.5, 0.5; TPN 3, then 6).
    let last = round(&mut t, "5-4 1-2 3-8 7-6", &["1/2", "1/2", "1/2", "1/2"]);
    assert_eq!(
        explanation(&last, 5),
        "bracket 1 (scoregroup 1.5): BSN 1 - BSN 3 of 3 (4.3: the first pairing best by C5-C8)\n\
         3.2.1: 1 pair(s), 1 outgoing floater(s) of score 1.5 (C6, C7); C8: 1 player(s) \
         without their colour preference\n\
         Index (1.7, 1.8): 4: Buchholz 1.5, Sonneborn-Berger 1; 5: Buchholz 1, Sonneborn-Berger 0.75\n\
         colours: 4 mild Black (1.5), 5 mild Black (1.5); 5.2.5 (the higher ranked player's \
         preference)"
    );
}

/// Eight players, two rounds (one seeding round): [C7] chooses the outgoing floater that
/// lets the following bracket make a pair, against the order of Article 4.
#[test]
fn the_following_bracket_chooses_the_floater() {
    let mut t = tournament(2, 8);
    // Round 1 (Dutch): 1-5, 6-2, 3-7, 8-4.
    round(&mut t, "1-5 6-2 3-7 8-4", &["1-0", "0-1", "1/2", "0-1"]);
    // The arbiter forbids 2 to meet 3 or 7.
    for other in [3, 7] {
        t.players[1].forbidden.push(other);
        t.players[other as usize - 1].forbidden.push(2);
    }
    // Round 2. Scores: 1, 2, 4 1; 3, 7 0.5; 5, 6, 8 0. Preferences: 1, 3, 6, 8 sB; 2, 4,
    // 5, 7 sW. Index: 1, 2, 4 BH 0; 3, 7 BH 0.5 (SB 0.25); 5, 6, 8 BH 1 (SB 0).
    // Bracket {1, 2, 4} (BSN by TPN): one pair, the floater on 1 (C6). 4.3 would take
    // 1-4 (BSN 1 against BSN 3), but 2 would float into {2, 3, 7}, who can make no pair
    // (2 may meet neither, 3 and 7 have met): C7 prefers 1-2 (4 floats and meets 3 or 7)
    // or 2-4 (1 floats and does); C8: 2 and 4 both seek White: 2-1 (5.2.2).
    // Bracket {4 (incoming), 3, 7}: BSN 3, 7 (BH 0.5, TPN), 4 (BH 0); 3-7 have met: 3-4 or
    // 7-4, the floater on 0.5 either way and paired below (C6, C7); C8: 7 and 4 both seek
    // White: 4-3 (5.2.2), 7 floats.
    // Bracket {7 (incoming), 5, 6, 8}: BSN 5, 6, 8 (BH 1, TPN), 7 (BH 0.5). C8 0 needs 5
    // and 7 (sW) against 6 and 8 (sB); 4.3: BSN 1 against 7 would leave 6-8 (C8 2), against
    // 8 (BSN 3) leaves 6-7: 5-8, 7-6.
    // Boards: 2-1 (1, 1), 4-3 (1, 0.5), 7-6 (0.5, 0), 5-8 (0, 0).
    let second = round(&mut t, "2-1 4-3 7-6 5-8", &["1-0", "1-0", "1-0", "1-0"]);
    assert!(
        explanation(&second, 2).contains(
            "3.2.1: 1 pair(s), 1 outgoing floater(s) of score 1 (C6, C7); C8: 0 player(s)"
        ),
        "{}",
        explanation(&second, 2)
    );
}
