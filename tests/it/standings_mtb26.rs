//! The MTB26 tie-breaks arbiter added to C.07's first ones, and the modifiers, each on
//! a small tournament whose values are computed by hand below (C.07 2024 edition).
//!
//! Five players (rating): 1 A 2000, 2 B 1900, 3 C 1800, 4 D 1700, 5 E 1600; three
//! rounds, round 3 the final one.
//!
//! | rd | games                  | no game                                   |
//! |----|------------------------|-------------------------------------------|
//! | 1  | 1-2 1-0, 3-4 ½         | 5 pairing-allocated bye (1)               |
//! | 2  | 2-3 1-0, 4-5 +- (forfeit won by 4) | 1 half-point bye (0.5)        |
//! | 3  | 1-3 ½, 5-2 0-1         | 4 half-point bye (0.5)                    |
//!
//! Scores: 1: 2, 2: 2, 3: 1, 4: 2, 5: 1. The unplayed rounds (16.2): 1's bye of round
//! 2 is followed by a game (16.2.3), 4's bye of round 3 is in the last round (16.2.5:
//! a draw for his opponents, his 0.5 anyway), 4's forfeit win 16.2.2, 5's forfeit loss
//! 16.2.4; the adjusted scores (16.3) are the scores.

use arbiter::model::{ByeKind, PairingSystem, Points, Tournament, Tpn};
use arbiter::standings::standings;

use crate::support::standings::{bye, pair, tournament};

fn five() -> Tournament {
    let mut t = tournament(
        PairingSystem::Dutch,
        3,
        &[
            ("A", Some(2000)),
            ("B", Some(1900)),
            ("C", Some(1800)),
            ("D", Some(1700)),
            ("E", Some(1600)),
        ],
    );
    pair(&mut t, 1, 1, 2, "1-0");
    pair(&mut t, 1, 3, 4, "1/2");
    bye(&mut t, 1, 5, ByeKind::Pairing);
    pair(&mut t, 2, 2, 3, "1-0");
    pair(&mut t, 2, 4, 5, "+-");
    bye(&mut t, 2, 1, ByeKind::Half);
    pair(&mut t, 3, 1, 3, "1/2");
    pair(&mut t, 3, 5, 2, "0-1");
    bye(&mut t, 3, 4, ByeKind::Half);
    t
}

/// Each player's value (by TPN) of each descriptor, to two decimals; `-` for none.
fn values(t: &mut Tournament, descriptors: &[&str]) -> Vec<Vec<String>> {
    t.tiebreaks = descriptors
        .iter()
        .map(|d| d.parse().expect("a descriptor"))
        .collect();
    let standings = standings(t);
    let labels: Vec<String> = standings.criteria.iter().map(|c| c.label()).collect();
    assert_eq!(labels, descriptors);
    (1..=t.players.len() as Tpn)
        .map(|tpn| {
            standings
                .row(tpn)
                .expect("ranked")
                .values
                .iter()
                .map(|v| v.map_or("-".to_string(), |v| v.to_decimal(2)))
                .collect()
        })
        .collect()
}

fn column(values: &[Vec<String>], index: usize) -> Vec<&str> {
    values.iter().map(|row| row[index].as_str()).collect()
}

#[test]
fn rounds_elected_and_standard_points() {
    // REP (7.6): every round but half-point and zero-point byes and forfeit losses.
    // 1: games in rounds 1, 3 (bye in 2): 2. 2, 3: three games. 4: game, forfeit win,
    // bye: 2. 5: pairing bye, forfeit loss, game: 2.
    // STD (7.7): 1: win 1, bye 0.5 = a draw's ½, draw ½: 2. 2: 0 + 1 + 1. 3: ½ + 0 + ½.
    // 4: ½, forfeit win 1 > ½: 1, bye ½: 2. 5: pairing bye 1 > ½: 1, forfeit 0, loss 0.
    let mut t = five();
    let v = values(&mut t, &["REP", "STD"]);
    assert_eq!(column(&v, 0), ["2", "3", "3", "2", "2"]);
    assert_eq!(column(&v, 1), ["2", "2", "1", "2", "1"]);
    // With 3-1-0 scoring the points change, the standard points do not.
    t.scoring.win = Points::from_tenths(30);
    t.scoring.forfeit_win = Points::from_tenths(30);
    t.scoring.pairing_bye = Points::from_tenths(30);
    t.scoring.draw = Points::ONE;
    t.scoring.half_bye = Points::ONE;
    let v = values(&mut t, &["STD"]);
    assert_eq!(column(&v, 0), ["2", "2", "1", "2", "1"]);
    let points: Vec<String> = standings(&t)
        .rows
        .iter()
        .map(|r| format!("{}:{}", r.tpn, r.points))
        .collect();
    assert_eq!(points, ["2:6", "1:5", "4:5", "5:3", "3:2"]);
}

#[test]
fn pairing_number_and_rating_orders_and_their_reverse() {
    // 1, 2 and 4 are tied on 2 points, 3 and 5 on 1. TPN (7.8): the lowest number
    // first; RTNG (10.6): the highest rating first (here the same order); /R reverses.
    let order = |t: &mut Tournament, descriptor: &str| {
        t.tiebreaks = vec![descriptor.parse().expect("a descriptor")];
        standings(t)
            .rows
            .iter()
            .map(|r| (r.rank, r.tpn))
            .collect::<Vec<_>>()
    };
    let mut t = five();
    let ascending = [(1, 1), (2, 2), (3, 4), (4, 3), (5, 5)];
    let descending = [(1, 4), (2, 2), (3, 1), (4, 5), (5, 3)];
    assert_eq!(order(&mut t, "TPN"), ascending);
    assert_eq!(order(&mut t, "RTNG"), ascending);
    assert_eq!(order(&mut t, "TPN/R"), descending);
    assert_eq!(order(&mut t, "RTNG/R"), descending);
    let v = values(&mut t, &["TPN", "RTNG"]);
    assert_eq!(column(&v, 0), ["1", "2", "3", "4", "5"]);
    assert_eq!(column(&v, 1), ["2000", "1900", "1800", "1700", "1600"]);
}

#[test]
fn rating_based_tiebreaks() {
    // Opponents met over the board: 1: 2, 3; 2: 1, 3, 5; 3: 4, 2, 1; 4: 3; 5: 2.
    // ARO (10.1): 1: (1900+1800)/2 = 1850; 2: 5400/3 = 1800; 3: 5600/3 = 1866.67 ->
    // 1867; 4: 1800; 5: 1900. ARO/C1 drops the lowest: 1: 1900; 2: (2000+1800)/2 =
    // 1900; 3: (1900+2000)/2 = 1950; 4 and 5 keep no opponent.
    // TPR (10.2): 1: p = 1.5/2 = .75, dp 193: 2043; 2: p = .67, dp 125: 1925; 3: p =
    // .33, dp -125: 1866.67 - 125 = 1741.67 -> 1742; 4: p = .5: 1800; 5: p = 0,
    // dp -800: 1100.
    // PTP (10.3), PD of table 8.1b: 1 (1.5 points): at 2046 PD 0.70 against 1900 (D
    // 146) and 0.81 against 1800 (D 246), 1.51; at 2045 0.69 + 0.80 = 1.49: 2046.
    // 2 (2 points): at 1945 0.42 + 0.69 + 0.89 = 2.00; at 1944 0.42 + 0.69 + 0.88 =
    // 1.99: 1945. 3 (1 point): at 1733 0.55 + 0.28 + 0.18 = 1.01; at 1732 0.54 + 0.28
    // + 0.17 = 0.99: 1733. 4 (½ against 1800): PD 0.50 down to D = -3: 1797. 5 (0):
    // the opponent less 800: 1100.
    // APRO (10.4), the opponents' TPR: 1: (1925+1742)/2 = 1833.5 -> 1834; 2: (2043 +
    // 1742 + 1100)/3 = 1628.33 -> 1628; 3: (1800+1925+2043)/3 = 1922.67 -> 1923; 4:
    // 1742; 5: 1925.
    // APPO (10.5), their PTP: 1: (1945+1733)/2 = 1839; 2: (2046+1733+1100)/3 =
    // 1626.33 -> 1626; 3: (1797+1945+2046)/3 = 1929.33 -> 1929; 4: 1733; 5: 1945.
    let mut t = five();
    let v = values(&mut t, &["ARO", "ARO/C1", "TPR", "PTP", "APRO", "APPO"]);
    assert_eq!(column(&v, 0), ["1850", "1800", "1867", "1800", "1900"]);
    assert_eq!(column(&v, 1), ["1900", "1900", "1950", "-", "-"]);
    assert_eq!(column(&v, 2), ["2043", "1925", "1742", "1800", "1100"]);
    assert_eq!(column(&v, 3), ["2046", "1945", "1733", "1797", "1100"]);
    assert_eq!(column(&v, 4), ["1834", "1628", "1923", "1742", "1925"]);
    assert_eq!(column(&v, 5), ["1839", "1626", "1929", "1733", "1945"]);
}

#[test]
fn fore_buchholz_and_forfeits_as_played() {
    // BH (8.1, 2024: a dummy with the player's own score for his unplayed rounds):
    // 1: 2 + 2 (bye) + 1 = 5; 2: 2 + 1 + 1 = 4; 3: 2 + 2 + 2 = 6; 4: 1 + 2 + 2 = 5;
    // 5: 1 + 1 + 2 = 4.
    // FB (8.3): round 3's games drawn, so 2 scores 1.5 and 5 scores 1.5. 1: 1.5 + 2 + 1
    // = 4.5; 2: 2 + 1 + 1.5 = 4.5; 3: 2 + 1.5 + 2 = 5.5; 4 (no game in round 3): 1 + 2
    // + 2 = 5; 5: 1.5 + 1.5 (dummies of his own 1.5) + 1.5 = 4.5. FB/C1 cuts 1's bye
    // (16.5: a voluntary round not below the least value, 1), 2: 2.5; 2: the lowest, 1:
    // 3.5; 3: 1.5: 4; 4: his bye (2, not below 1): 3; 5: the forfeit loss (voluntary,
    // 1.5 as the least value): 3.
    // BH/P: the forfeit of round 2 is a game of 4 against 5 (1) and of 5 against 4 (2):
    // 4: 1 + 1 + 2 = 4; 5: 1 + 2 + 2 = 5.
    // AOB/F (8.2 with 8.3), the opponents' FB: 1: (4.5+5.5)/2 = 5; 2: (4.5+5.5+4.5)/3
    // = 4.83; 3: (5+4.5+4.5)/3 = 4.67; 4: 5.5; 5: 4.5.
    let mut t = five();
    let v = values(&mut t, &["BH", "FB", "FB/C1", "BH/P", "AOB/F"]);
    assert_eq!(column(&v, 0), ["5", "4", "6", "5", "4"]);
    assert_eq!(column(&v, 1), ["4.5", "4.5", "5.5", "5", "4.5"]);
    assert_eq!(column(&v, 2), ["2.5", "3.5", "4", "3", "3"]);
    assert_eq!(column(&v, 3), ["5", "4", "6", "4", "5"]);
    assert_eq!(column(&v, 4), ["5", "4.83", "4.67", "5.5", "4.5"]);
}

#[test]
fn sonneborn_berger_cut_and_forfeits_as_played_and_progressive_cut() {
    // SB (9.1, 16.4): 1: 2×1 + 2×½ (bye, dummy 2) + 1×½ = 3.5; 2: 2×0 + 1×1 + 1×1 = 2;
    // 3: 2×½ + 2×0 + 2×½ = 2; 4: 1×½ + 2×1 (forfeit win, dummy 2) + 2×½ (bye) = 3.5;
    // 5: 1×1 (pairing bye, dummy 1) + 1×0 + 2×0 = 1.
    // SB/C1 (14.1.1: the lowest-scoring opponent, among several the lowest product;
    // 16.5): 1: the bye's 1 is not below the least value 0.5 and goes: 2.5; 2: 1; 3:
    // 0 goes: 2; 4: the bye's 1 goes: 2.5; 5: the forfeit's 0: 1.
    // SB/P: 4's forfeit win is 1×1: 0.5 + 1 + 1 = 2.5; 5's loss 2×0: 1.
    // PS/C1 (7.5, 14.1.1: without the score after round 1): 1: 1.5 + 2 = 3.5; 2: 1 + 2
    // = 3; 3: 0.5 + 1 = 1.5; 4: 1.5 + 2 = 3.5; 5: 1 + 1 = 2.
    let mut t = five();
    let v = values(&mut t, &["SB", "SB/C1", "SB/P", "PS", "PS/C1"]);
    assert_eq!(column(&v, 0), ["3.5", "2", "2", "3.5", "1"]);
    assert_eq!(column(&v, 1), ["2.5", "1", "2", "2.5", "1"]);
    assert_eq!(column(&v, 2), ["3.5", "2", "2", "2.5", "1"]);
    assert_eq!(column(&v, 3), ["4.5", "3", "2", "4", "3"]);
    assert_eq!(column(&v, 4), ["3.5", "3", "1.5", "3.5", "2"]);
}

#[test]
fn direct_encounter_counts_a_forfeit_only_with_p() {
    // 1 beat 2 by forfeit in round 1; both end on 1 point. DE leaves the forfeit out
    // (6.1.1): they did not meet, and stay tied. DE/P counts it: 1 first.
    let mut t = tournament(
        PairingSystem::Dutch,
        2,
        &[("A", None), ("B", None), ("C", None), ("D", None)],
    );
    pair(&mut t, 1, 1, 2, "+-");
    pair(&mut t, 1, 3, 4, "1-0");
    pair(&mut t, 2, 3, 1, "1-0");
    pair(&mut t, 2, 2, 4, "1-0");
    let ranks = |t: &mut Tournament, descriptor: &str| {
        t.tiebreaks = vec![descriptor.parse().expect("a descriptor")];
        standings(t)
            .rows
            .iter()
            .map(|r| (r.rank, r.tpn, r.tied))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        ranks(&mut t, "DE"),
        [(1, 3, false), (2, 1, true), (2, 2, true), (4, 4, false)]
    );
    assert_eq!(
        ranks(&mut t, "DE/P"),
        [(1, 3, false), (2, 1, false), (3, 2, false), (4, 4, false)]
    );
}
