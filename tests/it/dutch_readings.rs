//! Readings of the Dutch rules of 1992-2006 that an arbiter of that era would take, each on
//! a round worked out by hand from the text (`arbiter trf pair --system dutch`).

use crate::trf_cli;

use std::path::Path;

use trf_cli::arbiter_trf;

fn pair(fixture: &str) -> (u8, String, String) {
    let file = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/trf")
        .join(fixture);
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
