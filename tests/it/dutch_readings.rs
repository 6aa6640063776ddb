//! Readings of the Dutch rules of 1992-2006 that an arbiter of that era would take, each on
//! a round worked out by hand from the text (`arbiter trf pair --system dutch`).

use crate::support::cli::arbiter_trf;
use crate::support::fixtures;

fn pair(fixture: &str) -> (u8, String, String) {
    let file = fixtures::path(&format!("trf/{fixture}"));
    arbiter_trf(&["pair", "--system", "dutch", &file.display().to_string()])
}

/// Round 5 of `dutch_c12_homogeneous.trf`. Scores: M 4; Y, Z, W 2.5; R 2; L1 1.5; L3 1;
/// L2 0. Bracket 4 {M}: no opponent, moved down (C1). Bracket 2.5 {M↓, Y, Z, W}: M has met
/// all three; C12 finds no pairing above (bracket 4 has none), so C1 moves M on. {Y, Z, W}:
/// Y and Z met; Y and W both want Black with x = 0, so the exchange Z for Y: Z-W, Y moves
/// down. Bracket 2 {M↓, Y↓, R}: two of three moved down, treated as homogeneous (A3), so
/// C12 ("In case of a heterogeneous group") does not apply, and M, who has met everyone of
/// bracket 2.5 too, could not be helped by re-pairing it anyway: C1 moves M down. {Y↓, R}:
/// Y-R. Bracket 1.5 {M↓, L1}: M-L1. L3-L2 last. Colours: Z (BWWB) and W (BWBW) by E1;
/// Y (BWBW) and R (BBWW) both want Black, and in round 3 Y had Black (E3); M (WBWB) and L1
/// (WWBB) both want White, and in round 3 M had White (E3); L3 (WBWB) and L2 (WBBW) by E1.
#[test]
fn c12_is_not_applied_to_a_bracket_treated_as_homogeneous() {
    assert_eq!(
        pair("dutch_c12_homogeneous.trf"),
        (0, "4\n6 1\n3 4\n2 5\n8 7\n".to_string(), String::new())
    );
}

/// Round 4 of `dutch_b3_joined.trf` (B3 in a bracket joined by C13, issue #19). Scores:
/// 2 3.0; 1 2.0; 5 1.5; 3 and 4 1.0. Met: 1-3, 1-2, 1-4, 2-4, 2-3, 3-5. 4 and 5 had
/// pairing byes (B1b: no bye again). Preferences: 2 Black (WBW), 1 White (BWB), 5 Black
/// (W), 3 White and only White (WBB, B2), 4 mild Black (B-W; A7(d) counts him White only
/// where that reduces x, and x is 0 in every group he is in, so he keeps his Black).
/// Bracket 3 {2}: alone, moved down (C1). Bracket 2 {2↓, 1}: they met; half moved down,
/// so homogeneous (A3) and no C12: C1 moves 2, then 1, down. Bracket 1.5 {2↓, 1↓, 5}
/// (homogeneous, A3; p = 1, x = 0): 2-5 and 1-5 are the only pairs and tie on B3 (one
/// pair and one player moved down: 0.5 and 1.5 either way); 2-5 leaves two Black
/// preferences, so the exchange gives 1-5 and moves 2 down. Lowest bracket {2↓, 3, 4}: 2
/// has met both; C13: bracket 1.5 paired 2-5 instead moves 1 down, who has met both too,
/// so p reaches zero and the brackets are joined: {2, 1, 5, 3, 4}, three of five moved
/// down, treated as homogeneous (A3), p = 2, x = 0, the bye only for 1, 2 or 3. Two
/// pairings keep B1 and B2: 1-5, 3-4 with the bye to 2 (differences 2.0 for 2's bye
/// against the lowest score, 0.5, 0) and 2-5, 3-4 with the bye to 1 (1.5, 1.0, 0). B3
/// ranks above B4: the second, with x raised to 1 (C11). Colours: 2 and 5 both want Black
/// and no earlier round tells them apart (E3), so 2, higher ranked, gets it (E4); 3 White
/// (B2). Read without B3 the joined bracket would give 1-5, 3-4 and the bye to the leader.
#[test]
fn b3_decides_in_a_bracket_joined_by_c13() {
    assert_eq!(
        pair("dutch_b3_joined.trf"),
        (0, "3\n5 2\n3 4\n1 0\n".to_string(), String::new())
    );
}
