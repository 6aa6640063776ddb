//! The Dubov system of 2026 (C.04.4.1 applied from 1 February 2026), worked out by hand from
//! the text, round by round: each round is paired by the engine and compared with the
//! pairing derived by hand in the comments (White-Black per board, then the bye); then the
//! results the scenario needs are entered. Players are named by their TPN, ratings 100
//! apart (TPN 1 the highest), so each ARO below is an average of those ratings.
//! Preferences (1.6): "sW" strong White, "mB" mild Black, "aW" absolute White.

use arbiter::model::{PairingEdition, PairingSystem, Tournament};

use crate::support::hand::{explanation, round, tournament};

/// A 2026 Dubov tournament of `rounds` rounds with `players` players rated 2500, 2400, ...
fn tournament_2026(rounds: u32, players: u16) -> Tournament {
    tournament(
        PairingSystem::Dubov,
        PairingEdition::Rules2026,
        rounds,
        players,
    )
}

/// Seven players, four rounds (MaxT = 2 + [4/5] = 2): the bye of 3.1 every round, a lone
/// leader completed by the upfloater best for C7, the re-composition of 3.2.4.2 and a
/// transposition of 3.2.6 in the last round, whose bracket needs two upfloaters chosen by C6.
#[test]
fn seven_players_bye_upfloaters_shift_and_transposition() {
    let mut t = tournament_2026(4, 7);
    // Round 1: nobody has played. 3.1: all on 0 points with no game, the largest TPN, 7,
    // gets the bye. One bracket of six: G1 is the first half by TPN (3.2.3), {1, 2, 3};
    // S1 1, 2, 3 (AROs all 0) against T2 4, 5, 6. 5.2.1: 1 (odd) gets the initial colour,
    // White; 2 (even) Black; 3 White.
    round(&mut t, "1-4 5-2 3-6 bye 7", &["1-0", "0-1", "1/2"]);
    // Round 2. 3.1: 7 has had the bye (C2); score 0 holds 4 and 5 with one game each: the
    // larger TPN, 5. Scoregroup 1: {1 sB, 2 sW, 7 mB (no game, 1.6.4)} is odd: one
    // upfloater (3.2.1). From score 0.5 (C6) 3 or 6 (4 cannot: 3 and 6 have met and would
    // be left together); with 6 (sW) the bracket has two White seekers and two Black ones
    // and can be paired with everybody's preference (C7 0), with 3 (sB) not. G1 = {2, 6},
    // S1 by ARO: 2 (2100), 6 (2300); G2 by TPN: 1, 7. 2-1 (both preferences, 5.2.2),
    // 6-7. Scoregroup 0.5: 3 alone, 4 floats up: 4-3.
    let second = round(&mut t, "2-1 6-7 4-3 bye 5", &["1/2", "0-1", "1-0"]);
    assert_eq!(
        explanation(&second, 6),
        "bracket 1 (scoregroup 1): S1 No. 2 6 (ARO 2300, strong White) - 7 (ARO 0, mild Black); \
         3.2.6 T2 in TPN order; 6: upfloater (3.2.1: 1 upfloater(s); 3.2.2: C6 scores 0.5, \
         C7 0 without their colour preference, C8 0 maximum upfloater(s), C9 0 upfloat(s) of \
         them, C10 0 upfloated last round, 4.2 sequence 2); colours by 5.2.2 (both colour \
         preferences)"
    );
    // Round 3. 3.1: 5 and 7 have had the bye; score 0.5 holds 3 and 6, two games each:
    // 6. Scoregroup 2: 7 (sW) alone; 1 and 2 (1.5) can both come up and leave the rest
    // pairable; 1 is mW (C7 1), 2 mB (C7 0): 7-2. Scoregroup 1.5: 1 alone, who has met
    // 4; 5 would leave 3 and 4 (who have met): 3 comes up. 1 and 3 both mW with the same
    // history WB: 5.2.5, the higher ranked 1 gets White. Scoregroup 1: 4 mB, 5 sB: G1 is
    // empty, 3.2.4.2 shifts one of G2 (sorted by TPN: 4, 5; the first of the two in the
    // middle, 4) to G1. 5.2.3: 5's strong Black over 4's mild one.
    let third = round(&mut t, "7-2 1-3 4-5 bye 6", &["0-1", "1-0", "0-1"]);
    assert!(
        explanation(&third, 4).contains("4: 3.2.4.2: shifted from G2 to G1"),
        "{}",
        explanation(&third, 4)
    );
    // Round 4, the last (C8-C10 no longer apply). 3.1: 1, 2, 3, 4 may have the bye; 3 has
    // the lowest score. Scoregroup 2.5: 1 and 2 have met: two upfloaters. Pairs of them that
    // leave the rest pairable: {5, 6} (scores 1.5, 2), {7, 4} (1, 2), {6, 4} (1, 1.5); C6
    // takes {5, 6}. G1: 2 (sW, ARO 2167), 5 (mW, 2300); G2 by TPN: 1, 6. T2 = 1, 6 would
    // pair 2 with 1 again: T2 = 6, 1. 5-1 (5.2.2); 2-6 (5.2.2). Scoregroup 2: 7 and 4
    // (aB): 5.2.3 gives 4 Black. Boards: 5-1 (2.5 and 2) before 2-6 (2.5 and 1.5).
    let fourth = round(&mut t, "5-1 2-6 7-4 bye 3", &["1/2", "1/2", "1-0"]);
    assert!(
        explanation(&fourth, 2).contains("3.2.6 T2 transposed: G2 No. 2 of 2"),
        "{}",
        explanation(&fourth, 2)
    );
}

/// Eight players, five rounds (MaxT 3): 3.2.4.2 shifting from the middle of the list
/// (4.3.3), the upfloater that lets the bracket grant every preference ([C7]), 3.2.6
/// skipping a rematch, two upfloaters chosen by [C6] before [C10], 5.2.3-5.2.5, and the
/// last round where [C4] decides the upfloaters against [C6].
#[test]
fn eight_players_shifts_colours_and_the_last_round() {
    let mut t = tournament_2026(5, 8);
    // Round 1: G1 {1, 2, 3, 4} against G2 {5, 6, 7, 8}; 5.2.1 by TPN parity.
    round(&mut t, "1-5 6-2 3-7 8-4", &["1-0", "0-1", "1-0", "1-0"]);
    // Round 2. Scoregroup 1: 1 sB, 2 sW, 3 sB, 8 sB; no upfloater needed (1-2, 3-8, and
    // 4, 5, 6, 7 below pair up). G1 = {2}; 3.2.4.2 shifts one of G2 (by TPN 1, 3, 8) from
    // the middle: 3. S1 by ARO: 3 (1900), 2 (2000); G2: 1, 8. 3-1: both sB, equal
    // histories (W), 5.2.5 gives 1 his Black; 2-8 (5.2.2). Scoregroup 0: G1 = {4, 5, 7}
    // (White seekers) sorted by ARO 4 (1800), 7 (2300), 5 (2500); the middle one, 7, goes
    // to G2. S1 4, 5 against 6, 7: 4-6, and 5-7 with 5.2.5 (both sW, histories B, B).
    round(&mut t, "3-1 2-8 4-6 5-7", &["0-1", "1-0", "1-0", "1/2"]);
    // Round 3. Scoregroup 2: 1 (mW) and 2 (mB). Scoregroup 1: 3 aB (WW), 8 mW, 4 mB is
    // odd; of score 0.5, 5 (mB) and 7 (aW) can come up (6 cannot: 5 and 7, who have met,
    // would be left); with 7 the bracket has two White and two Black seekers (C7 0). G1
    // {8, 7}, S1 by ARO 7 (2200), 8 (2300); G2 3, 4: 7 has met 3, so 7-4 and 8-3.
    // Scoregroup 0.5: 5 with 6 from below: 6-5.
    let third = round(&mut t, "1-2 8-3 7-4 6-5", &["1/2", "0-1", "1-0", "0-1"]);
    assert!(
        explanation(&third, 7).contains("3.2.6 T2 transposed: G2 No. 2 of 2"),
        "{}",
        explanation(&third, 7)
    );
    // Round 4. Scoregroup 2.5: 1 (sB) and 2 (sW) have met: two upfloaters. 1 may meet 4,
    // 6, 7, 8; 2 may meet 3, 4, 5, 7. C6: 3 (2) for 2 and 7 (1.5) for 1; 7 upfloated in
    // round 3 (C10 1) but C6 comes first. 2-3, 7-1 (5.2.2). Scoregroup 1.5: 5 alone; of
    // score 1 he may meet 4 or 8, and without 8 the players 4 and 6 (who have met) would
    // be left: 4 comes up; 5-4 by 5.2.5 (both sW, same history BWB). Scoregroup 1: 8 and 6
    // (both sB, history WBW): 5.2.5 gives the higher ranked 8 his Black.
    let fourth = round(&mut t, "2-3 7-1 5-4 6-8", &["0-1", "0-1", "1-0", "1/2"]);
    assert!(
        explanation(&fourth, 2).contains(
            "3.2.2: C6 scores 1.5, 2, C7 0 without their colour preference, C8 0 maximum \
             upfloater(s), C9 0 upfloat(s) of them, C10 1 upfloated last round, 4.2 sequence 1, 3"
        ),
        "{}",
        explanation(&fourth, 2)
    );
    // Round 5, the last. 1 (3.5, mW) may meet 4, 6 or 8; with 8 (1.5) the players 4 (aW)
    // and 7 (aB) would both need 2: C6 takes 4 (1); 5.2.3 gives 4 his absolute White.
    // 3 (3, aW) may meet 5 or 6; with 5, 6 (aB) could meet nobody: 6 (0.5) comes up. 2 and
    // 5 (both mB, history BWBW): 2 shifts to G1 (the first of the middle two by TPN) and
    // 5.2.5 gives 2 his Black. 8-7 (7 aB).
    round(&mut t, "4-1 3-6 5-2 8-7", &["1-0", "1-0", "0-1", "1-0"]);
}

/// Five players, four rounds: the bye of 3.1 after a forfeit win ([C2], Basic Rules
/// Art. 4), by the games played (3.1.4), and in the last round to the leader, the only
/// player who may still receive it; 5.2.1 for two players who have not played yet.
#[test]
fn five_players_the_bye_after_a_forfeit_win() {
    let mut t = tournament_2026(4, 5);
    // Round 1: 5 has the bye; 1-3 and 4-2 (G1 {1, 2}, G2 {3, 4}). 1 wins by forfeit.
    round(&mut t, "1-3 4-2 bye 5", &["+-", "0-1"]);
    // Round 2. 3.1.1: 5 had the bye and 1 scored a win without playing: neither may
    // receive it. Score 0 holds 3 (no game) and 4 (one game): 3.1.4, 4. Scoregroup 1:
    // 1 (mB, no game), 2 (sW), 5 (mB, no game) and the upfloater 3 (mB, no game; the
    // forfeit was no meeting, [C1]). G1 = {2}; 3.2.4.2 shifts the middle of G2 (1, 3, 5
    // by TPN): 3. S1 by ARO: 3 (0), 2 (2200); G2: 1, 5. 1-3: neither has played, 5.2.1:
    // the higher ranked 1 has an odd TPN, the initial colour White. 2-5 (5.2.2).
    let second = round(&mut t, "2-5 1-3 bye 4", &["1/2", "0-1"]);
    assert!(
        explanation(&second, 1).ends_with(
            "3: 3.2.4.2: shifted from G2 to G1; colours by 5.2.1 (neither has played: \
             initial-colour by TPN parity)"
        ),
        "{}",
        explanation(&second, 1)
    );
    // Round 3. Only 2 and 3 may have the bye; 3 has the lower score. Scoregroup 1.5: 2 and
    // 5 have met: both remaining players come up, 1 and 4 (2 has met 4): 2-1, 5-4. G1 =
    // {5}, 3.2.4.2 shifts 2 (the middle of 1, 2, 4). 2 (mB) against 1 (sB): 5.2.3 gives 1
    // his Black.
    round(&mut t, "2-1 5-4 bye 3", &["1-0", "0-1"]);
    // Round 4, the last. Only 2 (the leader, 2.5) has had neither a bye nor a win without
    // playing: 3.1.1 comes before 3.1.3, and the others can be paired. Scoregroup 2: 3 (sW)
    // and 4 (mW) both seek White: 4 (ARO 2250, before 3's 2500; the first of the two in
    // the middle) goes to G2; 5.2.3 grants 3's stronger preference. 1-5 (5.2.2).
    round(&mut t, "3-4 1-5 bye 2", &["1-0", "1/2"]);
}
