//! The hand-computed tie-breaks of the 9-round tournament of
//! [`crate::support::standings::nine_rounds`]: every value below was computed by hand from its
//! crosstable.

use arbiter::model::{Tiebreak, Tpn};
use arbiter::standings::buchholz::{average_of_opponents_buchholz, buchholz};
use arbiter::standings::modifiers::Cut;
use arbiter::standings::own_results::{
    games_with_black, games_won, progressive_score, wins, wins_with_black,
};
use arbiter::standings::rating_based::{
    average_rating_of_opponents, tournament_performance_rating,
};
use arbiter::standings::sonneborn::{koya, sonneborn_berger};
use arbiter::standings::{Ratio, Records, standings_after};

use crate::support::standings::{hundredths, nine_rounds, tenths};

fn records() -> Records {
    Records::new(&nine_rounds(), 9)
}

/// Values in tenths for players 1 to 12.
fn assert_tenths(name: &str, actual: impl Fn(Tpn) -> Ratio, expected: [i64; 12]) {
    for (tpn, value) in (1..).zip(expected) {
        assert_eq!(actual(tpn), tenths(value), "{name} of player {tpn}");
    }
}

fn assert_counts(name: &str, actual: impl Fn(Tpn) -> u32, expected: [u32; 12]) {
    for (tpn, value) in (1..).zip(expected) {
        assert_eq!(actual(tpn), value, "{name} of player {tpn}");
    }
}

#[test]
fn scores_and_scores_for_the_opponents() {
    let records = records();
    let score = |tpn| Ratio::from(records.player(tpn).score);
    assert_tenths(
        "score",
        score,
        [70, 70, 65, 70, 25, 50, 40, 20, 25, 25, 30, 35],
    );
    // 16.3.2: Greta's last-round zero bye and Hugo's three rounds after his withdrawal
    // count as draws for their opponents.
    let adjusted = |tpn| Ratio::from(records.player(tpn).adjusted_score);
    assert_tenths(
        "adjusted score",
        adjusted,
        [70, 70, 65, 70, 25, 50, 45, 35, 25, 25, 30, 35],
    );
}

#[test]
fn buchholz_of_every_player() {
    // Opponents' adjusted scores; own unplayed rounds against a dummy with the player's
    // own score (16.4). Anna: 4.5+7+6.5+5+7+2.5+2.5+2.5+3 = 40.5. Clara: 2.5 + dummy
    // 6.5 (half bye) + 7+2.5+7+7+5+3+3.5 = 44. Elena: 5+3.5+7 + dummy 2.5 (zero bye)
    // + dummy 2.5 (forfeit win) + 7+7 + dummy 2.5 (double forfeit) + 2.5 = 39.5.
    // Hugo: 7+2.5+4.5+3+2.5+3.5 + 3 × dummy 2 = 29. Lena: 2 × dummy 3.5 (before her
    // entry) + 2.5+4.5 + dummy 3.5 (PAB) + 3.5+2.5+7+6.5 = 37.
    let records = records();
    let bh = |cut| move |tpn| buchholz(&records, tpn, cut, false);
    assert_tenths(
        "BH",
        bh(Cut::NONE),
        [405, 415, 440, 440, 395, 450, 405, 290, 335, 455, 445, 370],
    );
}

#[test]
fn buchholz_cut_and_median() {
    // 14.1 to 14.4; 16.5: a voluntary unplayed round (its dummy) goes before the least
    // significant value. Clara C1: the half bye's 6.5 goes, not the 2.5 of Iris; Karl
    // C1: the forfeit loss's 3 goes, not Iris's 2.5; Greta M1: the absence's 4 and the
    // highest, 7. David's full bye (16.2.1) is not voluntary: his 2.5s go.
    let records = records();
    let bh = |cut| {
        let records = &records;
        move |tpn| buchholz(records, tpn, cut, false)
    };
    assert_tenths(
        "BH/C1",
        bh(Cut::CUT_1),
        [380, 390, 375, 415, 370, 425, 365, 270, 310, 430, 415, 335],
    );
    assert_tenths(
        "BH/C2",
        bh(Cut::CUT_2),
        [355, 365, 350, 390, 345, 400, 325, 250, 285, 405, 390, 300],
    );
    assert_tenths(
        "BH/M1",
        bh(Cut::MEDIAN_1),
        [310, 320, 305, 345, 300, 355, 295, 200, 240, 360, 345, 265],
    );
    assert_tenths(
        "BH/M2",
        bh(Cut::MEDIAN_2),
        [215, 225, 210, 250, 205, 260, 185, 135, 150, 265, 250, 165],
    );
}

#[test]
fn average_of_opponents_buchholz_of_every_player() {
    // 8.2: over the opponents met over the board. Anna: (40.5+41.5+44+45+44+39.5+33.5
    // +45.5+44.5) / 9 = 378 / 9 = 42.
    let records = records();
    let expected = [
        (1, Ratio::whole(42)),
        (2, Ratio::new(3725, 90)),
        (3, Ratio::new(3315, 80)),
        (4, Ratio::new(3375, 80)),
        (5, Ratio::new(2335, 60)),
        (6, Ratio::new(425, 10)),
        (7, Ratio::new(3975, 100)),
        (8, Ratio::new(2365, 60)),
        (9, Ratio::whole(40)),
        (10, Ratio::new(4075, 100)),
        (11, Ratio::new(2775, 70)),
        (12, Ratio::new(2365, 60)),
    ];
    for (tpn, value) in expected {
        assert_eq!(
            average_of_opponents_buchholz(&records, &records, tpn),
            Some(value),
            "AOB of player {tpn}"
        );
    }
}

#[test]
fn sonneborn_berger_of_every_player() {
    // 9.1 with 16.3/16.4. Clara: 2.5×1 + dummy 6.5×½ + 7×½ + 2.5×1 + 7×0 + 7×1 + 5×½
    // + 3×1 + 3.5×1 = 27.75. Felix: 2.5×½ + 4.5×½ + 3×1 + 7×0 + 2.5×1 + 7×½ + 6.5×½
    // + dummy 5×1 (PAB) + 7×0 = 20.75. Elena: 5×½ + 3.5×1 + dummy 2.5×1 (forfeit win)
    // = 8.5.
    let records = records();
    let expected = [
        3075, 2850, 2775, 3050, 850, 2075, 1425, 650, 675, 675, 1250, 1075,
    ];
    for (tpn, value) in (1..).zip(expected) {
        assert_eq!(
            sonneborn_berger(&records, tpn, Cut::NONE, false),
            hundredths(value),
            "SB of player {tpn}"
        );
    }
}

#[test]
fn koya_of_every_player() {
    // 9.2: opponents with at least 4.5 of 9 points are Anna, Boris, Clara, David and
    // Felix. Karl's win over Anna counts; Elena's draw with Felix.
    let records = records();
    let ks = |tpn| Ratio::from(koya(&records, tpn, 0));
    assert_tenths("KS", ks, [30, 20, 20, 20, 5, 10, 5, 0, 0, 0, 10, 0]);
}

#[test]
fn wins_and_colours() {
    // 7.1 counts David's full bye, Elena's forfeit win and the pairing-allocated byes;
    // 7.2 to 7.4 only games played (the double forfeit is not one).
    let records = records();
    assert_counts(
        "WIN",
        |t| wins(&records, t),
        [6, 6, 5, 7, 2, 3, 3, 1, 2, 2, 3, 3],
    );
    assert_counts(
        "WON",
        |t| games_won(&records, t),
        [6, 6, 5, 6, 1, 2, 2, 1, 1, 1, 2, 2],
    );
    assert_counts(
        "BPG",
        |t| games_with_black(&records, t),
        [4, 4, 4, 4, 3, 5, 3, 3, 4, 4, 3, 3],
    );
    assert_counts(
        "BWG",
        |t| wins_with_black(&records, t),
        [2, 3, 2, 4, 0, 1, 0, 1, 0, 1, 0, 1],
    );
}

#[test]
fn progressive_score_of_every_player() {
    // 7.5. Anna: 1+1.5+2+3+4+5+6+7+7 = 36.5. Lena: 0+0+1+1+2+3+3.5+3.5+3.5 = 17.5.
    // Hugo keeps his 2 points after his withdrawal: 0+0+.5+1.5+2+2+2+2+2 = 12.
    let records = records();
    let ps = |tpn| Ratio::from(progressive_score(&records, tpn, 0));
    assert_tenths(
        "PS",
        ps,
        [365, 330, 310, 360, 175, 260, 205, 120, 95, 165, 140, 175],
    );
}

#[test]
fn average_rating_of_opponents_of_every_player() {
    // 10.1: opponents met over the board, Lena (unrated) left out, rounded half up.
    // Anna: 17850 / 9 = 1983.3; Clara: 13950 / 7 = 1992.9; Elena (forfeit and double
    // forfeit left out): 12300 / 6 = 2050; Felix: 16250 / 8 = 2031.25.
    let records = records();
    let expected = [
        1983, 1994, 1993, 2029, 2050, 2031, 2030, 1960, 1983, 2071, 2064, 1958,
    ];
    for (tpn, value) in (1..).zip(expected) {
        assert_eq!(
            average_rating_of_opponents(&records, tpn, Cut::NONE),
            Some(value),
            "ARO of player {tpn}"
        );
    }
}

#[test]
fn tournament_performance_rating_of_every_player() {
    // 10.2: ARO + dp of table 8.1a for the score over the board against rated
    // opponents. Anna: 7/9 = .78, dp 220: 2203 (exactly 17850/9 + 220 = 2203.3).
    // Clara: Lena is unrated, 5/7 = .71, dp 158: 2151. Jonas: 1/7 = .14, dp -309:
    // 1762. Lena: 2.5/6 = .42, dp -57: 1901.
    let records = records();
    let expected = [
        2203, 2214, 2151, 2187, 1857, 2031, 1958, 1888, 1790, 1762, 1906, 1901,
    ];
    for (tpn, value) in (1..).zip(expected) {
        assert_eq!(
            tournament_performance_rating(&records, tpn),
            Some(value),
            "TPR of player {tpn}"
        );
    }
}

fn order(tiebreaks: Vec<Tiebreak>) -> Vec<(u32, Tpn, bool)> {
    let mut t = nine_rounds();
    t.tiebreaks = tiebreaks;
    standings_after(&t, 9)
        .rows
        .iter()
        .map(|row| (row.rank, row.tpn, row.tied))
        .collect()
}

#[test]
fn standings_by_direct_encounter_then_buchholz() {
    // Anna, Boris and David (7) all met: Anna 1.5 (½ Boris, 1 David), David 1, Boris
    // ½ (6.2). Elena, Iris and Jonas (2.5) did not all meet (Elena-Jonas never played;
    // Elena-Iris of round 8 was a double forfeit, 6.1.1): Iris 1 and Jonas 1 could be
    // caught, so DE leaves them tied (6.3) and BH/C1 decides: Jonas 43, Elena 37, Iris 31.
    assert_eq!(
        order(vec![
            Tiebreak::DE,
            Tiebreak::BH_C1,
            Tiebreak::BH,
            Tiebreak::SB
        ]),
        [
            (1, 1, false),
            (2, 4, false),
            (3, 2, false),
            (4, 3, false),
            (5, 6, false),
            (6, 7, false),
            (7, 12, false),
            (8, 11, false),
            (9, 10, false),
            (10, 5, false),
            (11, 9, false),
            (12, 8, false),
        ]
    );
}

#[test]
fn players_still_tied_share_their_rank() {
    // With DE alone Elena, Iris and Jonas stay tied: lots decide (4.2); they share
    // rank 9 and are listed by pairing number.
    let rows = order(vec![Tiebreak::DE]);
    assert_eq!(
        &rows[8..],
        [(9, 5, true), (9, 9, true), (9, 10, true), (12, 8, false)]
    );
}

#[test]
fn standings_by_buchholz_first() {
    // BH: David 44 > Boris 41.5 > Anna 40.5; Jonas 45.5 > Elena 39.5 > Iris 33.5.
    let rows = order(vec![Tiebreak::BH]);
    let tpns: Vec<Tpn> = rows.iter().map(|r| r.1).collect();
    assert_eq!(tpns, [4, 2, 1, 3, 6, 7, 12, 11, 10, 5, 9, 8]);
}

#[test]
fn dutch_final_order() {
    // F10: first place by the games among Anna, Boris and David (Anna 1.5), then ARO
    // for everyone still tied: David 2029 > Boris 1994; Jonas 2071 > Elena 2050 > Iris
    // 1983.
    let rows = order(vec![Tiebreak::DUTCH_F10]);
    let tpns: Vec<Tpn> = rows.iter().map(|r| r.1).collect();
    assert_eq!(tpns, [1, 4, 2, 3, 6, 7, 12, 11, 10, 5, 9, 8]);
}

#[test]
fn the_standings_show_each_value() {
    let mut t = nine_rounds();
    t.tiebreaks = vec![Tiebreak::DE, Tiebreak::BH_C1, Tiebreak::SB, Tiebreak::ARO];
    let standings = standings_after(&t, 9);
    let shown = |tpn: Tpn| -> Vec<String> {
        standings
            .row(tpn)
            .expect("every player has a row")
            .values
            .iter()
            .map(|v| v.map_or("-".to_string(), |v| v.to_string()))
            .collect()
    };
    // Lena is unrated and the tournament sets no rating for unrated players: ARO is not
    // applied (C.07 10), and the standings say so.
    assert_eq!(shown(1), ["1.5", "38", "30.75", "-"]);
    assert_eq!(shown(5), ["0", "37", "8.5", "-"]);
    // Clara was not tied: no direct encounter value.
    assert_eq!(shown(3), ["-", "37.5", "27.75", "-"]);
    assert_eq!(
        standings.notes,
        [
            "ARO not applied: 1 unrated participant(s) and no rating for unrated players set (C.07 10)"
        ]
    );
    // With 1000 for unrated players, Anna (who never met Lena) has her ARO 17850 / 9.
    t.info.unrated_rating = Some(1000);
    let standings = standings_after(&t, 9);
    assert_eq!(
        standings.row(1).expect("Anna").values[3].map(|v| v.to_string()),
        Some("1983".to_string())
    );
}
