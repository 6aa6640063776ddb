//! Small Double-Swiss tournaments whose next round was paired by hand from the text of
//! C.04.5; each test gives the derivation, citing the articles that decide it.
//!
//! Notation: a match "a-b" has a White in game 1 (and Black in game 2, 4.4); its result
//! is written game by game, each in that game's own colours, so "1-0 0-1" is a 2-0 win
//! for a and "1/2 1-0" a 1½ for b. Players are numbered by TPN (rating order).

use arbiter::model::{
    Bye, ByeKind, Colour, Pairing, PairingSystem, Player, RequestedBye, RequestedByeKind, Round,
    Tournament, Tpn,
};
use arbiter::pairing::{self, PairingError, PairingRequest, RoundPairing};

fn tournament(players: u32, rounds: u32) -> Tournament {
    let mut tournament = Tournament::new("hand-worked", PairingSystem::DoubleSwiss, rounds);
    for index in 0..players {
        let rating = 2500 - 10 * index as u16;
        tournament.enter_player(Player::new(
            format!("Player {:02}", index + 1),
            Some(rating),
        ));
    }
    tournament
}

/// Adds a round that has been played: `matches` as ("a-b", "game 1 game 2"), `byes` as
/// (player, kind); requested byes are entered as requests too.
fn play(tournament: &mut Tournament, matches: &[(&str, &str)], byes: &[(Tpn, ByeKind)]) {
    let number = tournament.rounds_paired() + 1;
    let pairings = matches
        .iter()
        .zip(1..)
        .map(|(&(players, games), board)| {
            let (white, black) = players.split_once('-').expect("a-b");
            Pairing {
                board,
                white: white.parse().expect("a TPN"),
                black: black.parse().expect("a TPN"),
                games: games
                    .split_whitespace()
                    .map(|g| g.parse().expect("a game result"))
                    .collect(),
            }
        })
        .collect();
    for &(player, kind) in byes {
        let requested = match kind {
            ByeKind::Half => Some(RequestedByeKind::Half),
            ByeKind::Zero => Some(RequestedByeKind::Zero),
            ByeKind::Full => Some(RequestedByeKind::Full),
            ByeKind::Pairing | ByeKind::Absent => None,
        };
        if let Some(kind) = requested {
            let entry = RequestedBye {
                round: number,
                kind,
            };
            tournament
                .player_mut(player)
                .expect("a player")
                .byes
                .push(entry);
        }
    }
    tournament.rounds.push(Round {
        number,
        pairings,
        byes: byes
            .iter()
            .map(|&(player, kind)| Bye { player, kind })
            .collect(),
    });
}

fn pair(tournament: &Tournament) -> Result<RoundPairing, PairingError> {
    pairing::pair(&PairingRequest::next_round(tournament))
}

/// `(white, black)` board by board, and the bye.
fn boards(tournament: &Tournament) -> (Vec<(Tpn, Tpn)>, Option<Tpn>) {
    let pairing = pair(tournament).expect("a legal pairing exists");
    (
        pairing.boards.iter().map(|b| (b.white, b.black)).collect(),
        pairing.bye,
    )
}

/// Round 1, eight players. All have 0 points: one scoregroup, no upfloaters ([C4]). The
/// first pairing in identifier order (3.6.2-3.6.4) has top members 1 2 3 4 with bottom
/// members 5 6 7 8. Colours 4.3.1: the HRP (the smaller TPN, 4.2) gets the initial
/// colour if its TPN is odd, the other colour if even. Boards by HRP TPN.
#[test]
fn round_one_pairs_top_half_against_bottom_half() {
    let mut t = tournament(8, 5);
    assert_eq!(boards(&t), (vec![(1, 5), (6, 2), (3, 7), (8, 4)], None));
    t.initial_colour = Colour::Black;
    assert_eq!(boards(&t), (vec![(5, 1), (2, 6), (7, 3), (4, 8)], None));
    let pairing = pair(&t).expect("pairable");
    assert_eq!(
        pairing.boards[0].explanation,
        "Scoregroup 0 (1 2 3 4 5 6 7 8), no upfloaters [C4].\n\
         3.6.4: first legal pairing in identifier order.\n\
         Colours 4.3.1 (first match of both, by TPN and initial colour); White in game 1, \
         Black in game 2 (4.4)."
    );
}

/// Round 1, seven players. 3.4: everybody may have the bye ([C2]) and leaves a legal
/// pairing (3.4.1); equal scores (3.4.2) and matches played (3.4.3); the largest TPN,
/// 7, gets it (3.4.4). Then 1-4 2-5 3-6 (3.6.2), colours by 4.3.1.
#[test]
fn round_one_bye_goes_to_the_largest_tpn() {
    let t = tournament(7, 5);
    assert_eq!(boards(&t), (vec![(1, 4), (5, 2), (3, 6)], Some(7)));
}

/// After round 1 (1 beat 4 2-0, 5 won by forfeit against the absent 2, 3 had the bye):
/// scores 1: 2, 5: 2, 3: 1.5, 2: 0, 4: 0.
/// 3.4: 3 had the bye and 5 won a match by forfeit ([C2]); of 2 and 4 (0 points, 3.4.2)
/// 4 has played a match and 2 has not (a forfeited match is not played, preface), so 4
/// gets the bye (3.4.3), leaving 1 2 3 5 pairable (3.4.1; the forfeit 2-5 does not count
/// for [C1]).
/// Scoregroup 2 (1 5) pairs internally ([C4]: none needed): 1-5, with 5 White as it has
/// fewer Whites (4.3.2; 5 had no colour, 1.6). Scoregroup 1.5 (3) takes 2 as upfloater:
/// neither 3 (bye) nor 2 (forfeit) has had a colour, so 4.3.1: 3 is odd and gets the
/// initial colour, White.
#[test]
fn forfeit_winner_gets_no_bye_and_forfeits_are_not_played_matches() {
    let mut t = tournament(5, 3);
    play(
        &mut t,
        &[("1-4", "1-0 0-1"), ("2-5", "-+ +-")],
        &[(3, ByeKind::Pairing)],
    );
    assert_eq!(boards(&t), (vec![(5, 1), (3, 2)], Some(4)));
}

/// Rounds: 1-2 2-0, 3-4 1-1, 5 bye; 1-3 1-1, 2-4 0-2, 5 half-point bye; 1-4 1-1, 2-5 1-1,
/// 3 bye. Scores 1: 4, 4: 4, 3: 3.5, 5: 3.5, 2: 1.
/// 3.4: 3 and 5 had byes ([C2]). 2 has the lowest score, but without 2 the others cannot
/// be paired (1 has met 3 and 4, and 3-4 met): 3.4.1 comes first. Of 1 and 4 (4 points,
/// three matches each) the larger TPN: 4.
/// Scoregroup 4 (1) needs one upfloater ([C4]) from scoregroup 3.5 ([C5]): 3 has met 1,
/// so 5 ([C7]: 5 floated in round 3 against 2, unavoidably). 1-5: 5 had fewer Whites
/// (4.3.2). Then 3 with upfloater 2: 3 had fewer Whites (4.3.2).
#[test]
fn the_bye_must_leave_a_legal_pairing_before_anything_else() {
    let mut t = tournament(5, 5);
    play(
        &mut t,
        &[("1-2", "1-0 0-1"), ("3-4", "1/2 1/2")],
        &[(5, ByeKind::Pairing)],
    );
    play(
        &mut t,
        &[("1-3", "1/2 1/2"), ("2-4", "0-1 1-0")],
        &[(5, ByeKind::Half)],
    );
    play(
        &mut t,
        &[("1-4", "1/2 1/2"), ("2-5", "1/2 1/2")],
        &[(3, ByeKind::Pairing)],
    );
    assert_eq!(boards(&t), (vec![(5, 1), (3, 2)], Some(4)));
}

/// Round 1: 1-4, 2-5, 3-6 all 2-0, 7 had a zero-point bye. Scores 1 2 3: 2, 4 5 6 7: 0.
/// 3.4: among the 0-point players, 4 5 6 played a match and 7 did not (3.4.3); the
/// largest TPN of them, 6, gets the bye (3.4.4).
/// Scoregroup 2 (1 2 3) needs one upfloater ([C4]); 4 is the first set (3.5.4) and
/// leaves 5-7 ([C3], [C6]: the rest of scoregroup 0 pairs without upfloaters). The
/// bracket 1 2 3 4: first identifier 1 2 3 4, i.e. 1-3 2-4 (1-4 met before anyway).
/// Colours: 1-3 equal histories, the HRP alternates (4.3.4): 3 White; 2-4: 4 fewer
/// Whites (4.3.2); 5-7: 4.3.4, 5 had Black.
#[test]
fn most_matches_played_decides_the_bye_among_equal_scores() {
    let mut t = tournament(7, 4);
    play(
        &mut t,
        &[("1-4", "1-0 0-1"), ("2-5", "1-0 0-1"), ("3-6", "1-0 0-1")],
        &[(7, ByeKind::Zero)],
    );
    assert_eq!(boards(&t), (vec![(3, 1), (4, 2), (5, 7)], Some(6)));
}

/// Round 1 all drawn: 1-4, 5-2, 3-6. Everybody has 1 point: one bracket of six. The
/// identifiers in order: top members 1 2 3 are possible; 1 takes the smallest bottom
/// member that still lets 2 and 3 be paired: 4 is a rematch, 5 works (then 2-6, 3-4);
/// so 1-5 2-6 3-4 (3.6.4 with [C1]).
/// Colours: 1-5 and 2-6 have equal histories, the HRP alternates (4.3.4); 3-4: 4 had
/// fewer Whites (4.3.2).
#[test]
fn first_identifier_skips_rematches() {
    let mut t = tournament(6, 3);
    play(
        &mut t,
        &[("1-4", "1/2 1/2"), ("5-2", "1/2 1/2"), ("3-6", "1/2 1/2")],
        &[],
    );
    assert_eq!(boards(&t), (vec![(5, 1), (2, 6), (4, 3)], None));
}

/// Rounds: 1-2 1½-½, 3-4 1-1, 5-6 1-1; 3-1 1-1, 2-5 2-0, 4-6 1-1.
/// Scores 1 2: 2.5, 3 4 6: 2, 5: 1. Floats in round 2 (1.5): 1, 3, 2, 5.
/// Scoregroup 2.5 (1 2): 1 and 2 have met, so two upfloaters ([C4]), both from
/// scoregroup 2 ([C5]). Sets in 3.5.4 order: {3,4} pairs the bracket (1-4, 2-3) but
/// leaves 5-6, who met ([C3]); {3,6} is legal but 3 floated in round 2 ([C7]: 1), while
/// {4,6} has no previous floater ([C7]: 0) — both leave the following scoregroup one
/// player, needing one upfloater ([C6]). So 4 and 6 (3.5.5).
/// Bracket 1 2 4 6: both residents floated in round 2, so [C8] is 2 whatever the
/// pairing; first identifier 1 2 4 6: 1-4, 2-6. Then 3 with upfloater 5.
/// Colours: 1-4 same number of Whites, last different colours 1 Black / 4 White (4.3.3):
/// 1 White; 2-6 and 3-5 by fewer Whites (4.3.2).
#[test]
fn completion_and_previous_floaters_choose_a_later_set() {
    let mut t = tournament(6, 5);
    play(
        &mut t,
        &[("1-2", "1-0 1/2"), ("3-4", "1/2 1/2"), ("5-6", "1/2 1/2")],
        &[],
    );
    play(
        &mut t,
        &[("3-1", "1/2 1/2"), ("2-5", "1-0 0-1"), ("4-6", "1/2 1/2")],
        &[],
    );
    assert_eq!(boards(&t), (vec![(1, 4), (6, 2), (5, 3)], None));
    let pairing = pair(&t).expect("pairable");
    assert_eq!(
        pairing.boards[0].explanation,
        "Scoregroup 2.5 (1 2) with upfloaters 4 (2), 6 (2).\n\
         3.5: 2 upfloaters [C4], scores as high as possible [C5], next scoregroup's bracket \
         needs 1 upfloater [C6], 0 of them floated in the previous round [C7]; the first \
         such set in the order of 3.5.4.\n\
         3.6.4: first legal pairing in identifier order; 2 of the upfloaters' opponents \
         floated in the previous round [C8].\n\
         Colours 4.3.3 (alternation from the last different colours); White in game 1, \
         Black in game 2 (4.4)."
    );
}

/// Rounds: 1-5 2-0, 2-3 1½-½, 4-6 1½-½; 3-4 ½-1½, 1-6 1-1, 2-5 0-2; 1-4 2-0, 2-6 1½-½,
/// 3-5 2-0. Scores 1: 5, 2 3 4: 3, 5 6: 2. In round 3 only 3 and 5 floated.
/// Scoregroup 5 (1) needs one upfloater from scoregroup 3 ([C4], [C5]): candidates 2, 3
/// (4 has met 1). With 2, the rest of scoregroup 3 is 3 and 4, who met: their bracket
/// would need 2 upfloaters ([C6]: 2). With 3 it is 2 and 4, who can meet ([C6]: 0), even
/// though 3 floated in round 3 ([C7]: 1 against 0 for 2): [C6] comes first. So 1-3, then
/// 2-4, then 5-6.
/// Colours: 3 and 4 have fewer Whites than 1 and 2 (4.3.2); 5-6 equal histories, 5
/// alternates from Black (4.3.4).
#[test]
fn the_following_scoregroup_outweighs_previous_floaters() {
    let mut t = tournament(6, 5);
    play(
        &mut t,
        &[("1-5", "1-0 0-1"), ("2-3", "1-0 1/2"), ("4-6", "1-0 1/2")],
        &[],
    );
    play(
        &mut t,
        &[("3-4", "1/2 1-0"), ("1-6", "1/2 1/2"), ("2-5", "0-1 1-0")],
        &[],
    );
    play(
        &mut t,
        &[("1-4", "1-0 0-1"), ("2-6", "1-0 1/2"), ("3-5", "1-0 0-1")],
        &[],
    );
    assert_eq!(boards(&t), (vec![(3, 1), (4, 2), (5, 6)], None));
}

/// Round 5 of 7 of a generated tournament (`arbiter trf generate --system double-swiss
/// --players 24 --rounds 7 --seed 88 --forfeit-rate 0.05 --bye-rate 0.05
/// --withdraw-rate 0.03`), the four rounds before it as played there. 3 and 13 asked for
/// a zero-point bye, 4 and 19 withdrew: 20 players, no pairing-allocated bye. Scores
/// 2: 7, 6: 6.5, 5: 6, 21: 5.5, 1: 5, 8 9 20: 4.5, 7 10 15: 4, 11 12 14 22: 3.5,
/// 17 23: 2.5, 16: 2, 18 24: 1.5. In round 4 only 10 (2.5 points) and 23 (2) met on
/// different scores (1.5); single forfeited games count as played (preface).
/// - Scoregroup 7 (2) needs one upfloater ([C4]); 2 has met 6, so 5 ([C5]): 2-5.
/// - Scoregroup 6.5 (6): 6 has met 21, so 1 floats up from 5 points ([C5]): 6-1.
/// - Scoregroup 5.5 (21) needs one upfloater of 4.5 points ([C5]): 8, 9 and 20 can all
///   meet 21 and leave the rest pairable ([C3]). Its following scoregroup is that of 5
///   points, whose only player 1 floated up to 6: "all the players in the following
///   scoregroup became ... upfloaters (thus this scoregroup is now empty)", so [C6] does
///   not apply. None of 8 9 20 floated in round 4 ([C7]), and {8} is the first set
///   (3.5.4): 8-21. (Reading "the following scoregroup" as the highest one still to pair,
///   4.5, would take 9, to leave 8-20 pairable instead of 9-20, who met in round 1.)
/// - Scoregroup 4.5 (9 20, who met) needs two upfloaters, both of 4 points ([C5]):
///   {7,10}, {7,15} and {10,15} each leave one player of 4 points, needing one upfloater
///   ([C6]); 10 floated in round 4 ([C7]), so {7,15}. Bracket 7 9 15 20: 7-15 9-20 is a
///   rematch, 7-20 9-15 (identifier 7 9 20 15) comes before 7-9 15-20 (7 15 9 20); no
///   opponent of the upfloaters floated ([C8]).
/// - Scoregroup 4 (10) takes 11, the first of 11 12 14 22 (3.5.4), who did not float,
///   leaving three players of 3.5 needing one upfloater ([C6]): 10-11.
/// - Scoregroup 3.5 (12 14 22) takes 17, the first of 17 23 ([C6] as for 23: one left):
///   12-17 met, so 12-22 14-17 (identifier 12 14 22 17).
/// - Scoregroup 2.5 (23) takes 16: 23-16; then 18-24.
///
/// The colours are Article 4's, not at issue here (8-21: 8 had two Whites, 21 three, 4.3.2).
#[test]
fn c6_does_not_apply_when_the_following_scoregroup_became_upfloaters() {
    let mut t = tournament(24, 7);
    play(
        &mut t,
        &[
            ("12-2", "0-1 +-"),
            ("3-13", "+- 0-1"),
            ("14-4", "0-1 1-0"),
            ("5-16", "1-0 -+"),
            ("17-6", "0-1 1-0"),
            ("7-18", "1-0 -+"),
            ("19-8", "0-1 1-0"),
            ("9-20", "1/2 1-0"),
            ("21-10", "+- 1/2"),
            ("11-22", "0-1 1-0"),
        ],
        &[
            (24, ByeKind::Pairing),
            (1, ByeKind::Half),
            (15, ByeKind::Zero),
            (23, ByeKind::Half),
        ],
    );
    play(
        &mut t,
        &[
            ("2-7", "1-0 0-1"),
            ("4-8", "1/2 0-1"),
            ("6-22", "1/2 0-1"),
            ("20-5", "1/2 0-1"),
            ("24-21", "0-1 1-0"),
            ("1-23", "1-0 0-1"),
            ("10-9", "1/2 0-1"),
            ("16-11", "0-1 1/2"),
            ("17-12", "0-1 0-1"),
            ("18-14", "0-1 1-0"),
            ("15-19", "1-0 0-1"),
        ],
        &[(3, ByeKind::Zero), (13, ByeKind::Half)],
    );
    play(
        &mut t,
        &[
            ("4-2", "0-1 1-0"),
            ("21-6", "0-1 1-0"),
            ("20-1", "0-1 1/2"),
            ("22-5", "0-1 +-"),
            ("8-3", "0-1 1-0"),
            ("14-10", "1-0 1/2"),
            ("7-11", "1-0 0-1"),
            ("9-24", "1-0 0-1"),
            ("13-17", "-+ 1/2"),
            ("12-16", "1-0 0-1"),
            ("19-18", "1/2 1-0"),
        ],
        &[(15, ByeKind::Half), (23, ByeKind::Half)],
    );
    play(
        &mut t,
        &[
            ("2-6", "-+ 0-1"),
            ("5-1", "1/2 0-1"),
            ("3-7", "1-0 0-1"),
            ("20-4", "1-0 +-"),
            ("21-14", "1-0 0-1"),
            ("12-9", "1/2 +-"),
            ("8-17", "1-0 0-1"),
            ("23-10", "1/2 1-0"),
            ("11-18", "1-0 0-1"),
            ("24-13", "0-1 1-0"),
            ("16-19", "1-0 1/2"),
        ],
        &[(15, ByeKind::Half), (22, ByeKind::Half)],
    );
    for player in [3, 13] {
        t.player_mut(player)
            .expect("listed")
            .byes
            .push(RequestedBye {
                round: 5,
                kind: RequestedByeKind::Zero,
            });
    }
    for player in [4, 19] {
        t.player_mut(player).expect("listed").withdrawn_from = Some(5);
    }
    assert_eq!(
        boards(&t),
        (
            vec![
                (5, 2),
                (6, 1),
                (8, 21),
                (15, 9),
                (7, 20),
                (10, 11),
                (22, 12),
                (17, 14),
                (23, 16),
                (18, 24)
            ],
            None
        )
    );
    let pairing = pair(&t).expect("pairable");
    assert_eq!(
        pairing.boards[2].explanation,
        "Scoregroup 5.5 (21) with upfloaters 8 (4.5).\n\
         3.5: 1 upfloater [C4], scores as high as possible [C5], 0 of them floated in the \
         previous round [C7]; the first such set in the order of 3.5.4.\n\
         3.6.4: first legal pairing in identifier order; 0 of the upfloaters' opponents \
         floated in the previous round [C8].\n\
         Colours 4.3.2 (fewer Whites gets White); White in game 1, Black in game 2 (4.4)."
    );
}

/// Rounds: 1-2 1-1, 3-5 2-0, 4-6 1-1; 1-6 2-0, 2-5 2-0, 3-4 1-1. Scores 1 2 3: 3, 4: 2,
/// 6: 1, 5: 0. In round 2, 2 and 3 floated, 1 did not.
/// Scoregroup 3 (1 2 3; 1-2 met) needs one upfloater: 4 ([C7]: 4 floated, unavoidably).
/// The bracket 1 2 3 4 (1-2 and 3-4 met) has two pairings: 1-3 2-4 (identifier 1 2 3 4)
/// and 1-4 2-3 (1 2 4 3). The first gives the upfloater 4 the floater 2 ([C8]: 1), the
/// second the non-floater 1 ([C8]: 0): 1-4 2-3. Then 6 with upfloater 5.
/// In the last round [C8] does not apply: 1-3 2-4.
#[test]
fn upfloaters_opponents_who_floated_are_avoided_except_in_the_last_round() {
    let history = |rounds: u32| {
        let mut t = tournament(6, rounds);
        play(
            &mut t,
            &[("1-2", "1/2 1/2"), ("3-5", "1-0 0-1"), ("4-6", "1/2 1/2")],
            &[],
        );
        play(
            &mut t,
            &[("1-6", "1-0 0-1"), ("2-5", "1-0 0-1"), ("3-4", "1/2 1/2")],
            &[],
        );
        t
    };
    // Colours: 1-4 and 2-3 by fewer Whites (4.3.2); 6-5 equal histories, 6 alternates
    // (4.3.4). Boards: 2-3 (3 and 3) before 1-4 (3 and 2).
    assert_eq!(boards(&history(5)), (vec![(2, 3), (4, 1), (6, 5)], None));
    // Last round: 1-3 equal histories, 1 alternates from White (4.3.4); 2-4 same Whites,
    // last colours differ, 2 had White (4.3.3).
    assert_eq!(boards(&history(3)), (vec![(3, 1), (4, 2), (6, 5)], None));
}

/// Rounds: 1-2 1½-½, 3-4 2-0, 5-6 2-0; 1-3 1½-½, 2-5 2-0, 4-6 1½-½. Scores 1: 3,
/// 2 3: 2.5, 5: 2, 4: 1.5, 6: 0.5.
/// Scoregroup 3 (1) needs one upfloater. [C5] prefers scoregroup 2.5, but 1 has met both
/// 2 and 3; the next best is scoregroup 2: 5.
/// Then scoregroup 2.5 (2 3): 2-3 could meet, but 4 and 6 (who met) would be left
/// ([C3]); so two upfloaters ([C4]), 4 and 6, the only ones left, and the only legal
/// pairing 2-4 3-6.
/// Colours: 5 and 6 have fewer Whites (4.3.2); 2-4 equal histories, 2 alternates from
/// White (4.3.4).
#[test]
fn upfloaters_come_from_lower_scoregroups_when_needed() {
    let mut t = tournament(6, 5);
    play(
        &mut t,
        &[("1-2", "1-0 1/2"), ("3-4", "1-0 0-1"), ("5-6", "1-0 0-1")],
        &[],
    );
    play(
        &mut t,
        &[("1-3", "1-0 1/2"), ("2-5", "1-0 0-1"), ("4-6", "1-0 1/2")],
        &[],
    );
    assert_eq!(boards(&t), (vec![(5, 1), (4, 2), (6, 3)], None));
}

/// 1.5: a floater plays against an opponent with a different score; a pairing-allocated
/// bye and a forfeited match are not floats.
/// Rounds: 1-6 2-0, 2-4 1-1, 3-5 1-1; then 1-5 2-0, 3-4 1½-½ with 2 given the bye and 6
/// a zero-point bye. Scores 1: 4, 2 3: 2.5, 4: 1.5, 5: 1, 6: 0.
/// Scoregroup 4 (1) takes one upfloater from scoregroup 2.5: 2 comes first (3.5.4), and
/// its bye was no float ([C7]: 0), so 1-2. Then 3 can meet neither 4 nor 5 and takes 6;
/// 4-5.
/// The same with round 2's bye replaced by a forfeit: 2 was paired with 6 (0 points
/// against 1), and 6 did not come: still no float, still 1-2.
/// Colours: 2 and 6 have fewer Whites (4.3.2); 4-5 equal histories, 4 alternates
/// (4.3.4).
#[test]
fn byes_and_forfeits_are_not_floats() {
    let mut t = tournament(6, 5);
    play(
        &mut t,
        &[("1-6", "1-0 0-1"), ("2-4", "1/2 1/2"), ("3-5", "1/2 1/2")],
        &[],
    );
    let mut forfeit = t.clone();
    play(
        &mut t,
        &[("1-5", "1-0 0-1"), ("3-4", "1-0 1/2")],
        &[(2, ByeKind::Pairing), (6, ByeKind::Zero)],
    );
    assert_eq!(boards(&t), (vec![(2, 1), (6, 3), (4, 5)], None));
    play(
        &mut forfeit,
        &[("1-5", "1-0 0-1"), ("3-4", "1-0 0-1"), ("2-6", "+- -+")],
        &[],
    );
    assert_eq!(boards(&forfeit), (vec![(2, 1), (6, 3), (4, 5)], None));
}

/// Rounds: 1-3 1-1, 2-4 1-1; 1-4 1-1, 2-3 1-1; 1-2 with 2 absent from both games.
/// Round 4 is the last. 1 has played 3 and 4; the forfeited match with 2 does not count
/// (preface), so 1-2 and 3-4 are legal ([C1]) and the only pairing. Colours: 1 and 2
/// had the same colours (the forfeit gave none, 1.6): 1 alternates (4.3.4); 3 likewise.
/// If one of the two games had been played, the match would count: no legal pairing
/// (3.3.3).
#[test]
fn a_forfeited_match_may_be_repeated_a_single_forfeited_game_may_not() {
    let history = |last_games: &str| {
        let mut t = tournament(4, 4);
        play(&mut t, &[("1-3", "1/2 1/2"), ("2-4", "1/2 1/2")], &[]);
        play(&mut t, &[("1-4", "1/2 1/2"), ("2-3", "1/2 1/2")], &[]);
        play(
            &mut t,
            &[("1-2", last_games)],
            &[(3, ByeKind::Half), (4, ByeKind::Half)],
        );
        t
    };
    assert_eq!(boards(&history("+- -+")), (vec![(2, 1), (3, 4)], None));
    assert!(matches!(
        pair(&history("+- 1/2")),
        Err(PairingError::NoLegalPairing { round: 4, .. })
    ));
}

/// 3.3.3: when no legal round-pairing exists the engine says so. Four players who have
/// all met ([C1]); three players of whom the only one to pair had the bye ([C2]).
#[test]
fn no_legal_pairing_is_reported() {
    let mut t = tournament(4, 5);
    play(&mut t, &[("1-4", "1/2 1/2"), ("2-3", "1/2 1/2")], &[]);
    play(&mut t, &[("1-3", "1/2 1/2"), ("4-2", "1/2 1/2")], &[]);
    play(&mut t, &[("1-2", "1/2 1/2"), ("3-4", "1/2 1/2")], &[]);
    assert_eq!(
        pair(&t),
        Err(PairingError::NoLegalPairing {
            round: 4,
            reason: "the players cannot all be paired without two of them meeting again ([C1])"
                .into()
        })
    );

    let mut t = tournament(3, 3);
    play(&mut t, &[("1-2", "1/2 1/2")], &[(3, ByeKind::Pairing)]);
    for player in [1, 2] {
        t.player_mut(player)
            .expect("listed")
            .byes
            .push(RequestedBye {
                round: 2,
                kind: RequestedByeKind::Half,
            });
    }
    assert_eq!(
        pair(&t),
        Err(PairingError::NoLegalPairing {
            round: 2,
            reason: "no player allowed the pairing-allocated bye ([C2]) leaves a legal pairing \
                     of the others (3.4.1)"
                .into()
        })
    );
}
