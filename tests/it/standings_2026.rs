//! Every kind of unplayed round under the two editions of C.07: the 2024 text, where the
//! dummy opponent of a participant's own unplayed round has the participant's score
//! (16.4), and the 2026 amendment, which caps that score at the scheduled opponent's
//! adjusted score for a forfeit (16.4.1) and at a draw in every round otherwise
//! (16.4.2). Worked out by hand below; the same tournament was checked against FIDE's
//! tie-break checker (`/V1`, `/V2`) when this test was written.

use arbiter::model::{ByeKind, PairingSystem, Tiebreak, TiebreakEdition, Tournament, Tpn};
use arbiter::standings::buchholz::buchholz;
use arbiter::standings::modifiers::Cut;
use arbiter::standings::sonneborn::sonneborn_berger;
use arbiter::standings::{Ratio, Records, standings};

use crate::support::standings::{bye, hundredths, pair, tenths, tournament};

/// Three rounds, twelve players, every kind of unplayed round:
///
/// | round | games                                                    | unplayed                                   |
/// |-------|----------------------------------------------------------|--------------------------------------------|
/// | 1     | 1-2 1-0, 3-4 1-0, 5-6 +- , 7-8 ½, 9-10 1-0               | 11 PAB, 12 half-point bye                  |
/// | 2     | 1-3 1-0, 5-9 1-0, 2-11 0-1, 4-7 ½, 6-12 0-1, 8-10 1-0    |                                            |
/// | 3     | 1-5 ½, 3-2 1-0, 4-9 0-1, 12-10 -+                        | 7 PAB, 6 zero-point bye, 8 full-point bye, 11 withdrawn |
///
/// Scores: 1 2.5, 2 0, 3 2, 4 .5, 5 2.5, 6 0, 7 2, 8 2.5, 9 2, 10 1, 11 2, 12 1.5.
/// Categories (16.2): 5 R1 forfeit win (.2); 6 R1 forfeit loss (.4), R3 zero-point bye
/// in the last round (.5); 11 R1 PAB (.1), R3 withdrawn (.5); 12 R1 half-point bye
/// followed by a game (.3), R3 forfeit loss (.4); 7 R3 PAB (.1); 8 R3 full-point bye
/// (.1); 10 R3 forfeit win (.2). Adjusted scores (16.3): the .5 rounds count as draws,
/// so 6 has .5 and 11 has 2.5; everyone else his score.
fn every_kind() -> Tournament {
    let names: Vec<(&str, Option<u16>)> = [
        "Ann", "Ben", "Cas", "Dirk", "Eva", "Fay", "Gus", "Hal", "Ida", "Jan", "Kim", "Lou",
    ]
    .iter()
    .zip((0..).map(|i| 2300 - 50 * i))
    .map(|(&name, rating)| (name, Some(rating)))
    .collect();
    let mut t = tournament(PairingSystem::Dutch, 3, &names);
    pair(&mut t, 1, 1, 2, "1-0");
    pair(&mut t, 1, 3, 4, "1-0");
    pair(&mut t, 1, 5, 6, "+-");
    pair(&mut t, 1, 7, 8, "1/2");
    pair(&mut t, 1, 9, 10, "1-0");
    bye(&mut t, 1, 11, ByeKind::Pairing);
    bye(&mut t, 1, 12, ByeKind::Half);
    pair(&mut t, 2, 1, 3, "1-0");
    pair(&mut t, 2, 5, 9, "1-0");
    pair(&mut t, 2, 2, 11, "0-1");
    pair(&mut t, 2, 4, 7, "1/2");
    pair(&mut t, 2, 6, 12, "0-1");
    pair(&mut t, 2, 8, 10, "1-0");
    pair(&mut t, 3, 1, 5, "1/2");
    pair(&mut t, 3, 3, 2, "1-0");
    pair(&mut t, 3, 4, 9, "0-1");
    pair(&mut t, 3, 12, 10, "-+");
    bye(&mut t, 3, 7, ByeKind::Pairing);
    bye(&mut t, 3, 6, ByeKind::Zero);
    bye(&mut t, 3, 8, ByeKind::Full);
    t.players[10].withdrawn_from = Some(3);
    t
}

/// Buchholz and Sonneborn-Berger of `tpn` under `edition`.
fn values(edition: TiebreakEdition, tpn: Tpn) -> (Ratio, Ratio) {
    let mut t = every_kind();
    t.editions.tiebreaks = edition;
    let records = Records::new(&t, 3);
    (
        buchholz(&records, tpn, Cut::NONE, false),
        sonneborn_berger(&records, tpn, Cut::NONE, false),
    )
}

const OLD: TiebreakEdition = TiebreakEdition::Rules2024;
const NEW: TiebreakEdition = TiebreakEdition::Rules2026;

#[test]
fn pairing_allocated_bye_and_withdrawal() {
    // Kim, 2: R1 PAB (16.2.1), R2 beat Ben (0), R3 withdrawn (16.2.5). 2024: dummies of
    // his own 2: BH 2 + 0 + 2 = 4, SB 2 x 1 + 0 x 1 + 2 x 0 = 2. 2026: both dummies
    // capped at a draw in every round, .5 x 3 = 1.5 (16.4.2): BH 3, SB 1.5.
    assert_eq!(values(OLD, 11), (tenths(40), tenths(20)));
    assert_eq!(values(NEW, 11), (tenths(30), tenths(15)));
    // Gus, 2: drew Hal (2.5) and Dirk (.5), R3 PAB. 2024: BH 2.5 + .5 + 2 = 5, SB 1.25
    // + .25 + 2 = 3.5. 2026: the PAB's dummy 1.5: BH 4.5, SB 3.
    assert_eq!(values(OLD, 7), (tenths(50), hundredths(350)));
    assert_eq!(values(NEW, 7), (tenths(45), tenths(30)));
    // Ben, 0, met Ann (2.5), Kim (2.5: his withdrawal counts as a draw for his
    // opponents, 16.3.2) and Cas (2): BH 7 in both editions.
    assert_eq!(values(OLD, 2), (tenths(70), Ratio::ZERO));
    assert_eq!(values(NEW, 2), (tenths(70), Ratio::ZERO));
}

#[test]
fn full_point_bye() {
    // Hal, 2.5: drew Gus (2), beat Jan (1), R3 full-point bye (16.2.1). 2024: BH 2 + 1
    // + 2.5 = 5.5, SB 1 + 1 + 2.5 = 4.5. 2026: dummy 1.5: BH 4.5, SB 3.5.
    assert_eq!(values(OLD, 8), (tenths(55), tenths(45)));
    assert_eq!(values(NEW, 8), (tenths(45), tenths(35)));
}

#[test]
fn half_and_zero_point_byes() {
    // Lou, 1.5: R1 half-point bye followed by a game (16.2.3), beat Fay (adjusted .5),
    // R3 forfeit loss to Jan (16.2.4). 2024: BH 1.5 + .5 + 1.5 = 3.5, SB .75 + .5 + 0 =
    // 1.25. 2026: the bye's dummy min(1.5, 1.5) = 1.5; the forfeit's min(1.5, Jan's 1) = 1:
    // BH 3, SB 1.25 (a lost round adds nothing).
    assert_eq!(values(OLD, 12), (tenths(35), hundredths(125)));
    assert_eq!(values(NEW, 12), (tenths(30), hundredths(125)));
    // Fay, 0: R1 forfeit loss to Eva, lost to Lou (1.5), R3 zero-point bye in the last
    // round (16.2.5). Both dummies are her own 0 in both editions: BH 1.5, SB 0.
    assert_eq!(values(OLD, 6), (tenths(15), Ratio::ZERO));
    assert_eq!(values(NEW, 6), (tenths(15), Ratio::ZERO));
}

#[test]
fn forfeit_win_and_forfeit_loss() {
    // Eva, 2.5: R1 forfeit win over Fay (16.2.2), beat Ida (2), drew Ann (2.5). 2024:
    // BH 2.5 + 2 + 2.5 = 7, SB 2.5 + 2 + 1.25 = 5.75. 2026: the dummy is capped at Fay's
    // adjusted score .5 (16.4.1): BH 5, SB 3.75.
    assert_eq!(values(OLD, 5), (tenths(70), hundredths(575)));
    assert_eq!(values(NEW, 5), (tenths(50), hundredths(375)));
    // Jan, 1: lost to Ida (2) and Hal (2.5), R3 forfeit win over Lou (1.5): the cap is
    // above his own 1, so BH 5.5 and SB 1 in both editions.
    assert_eq!(values(OLD, 10), (tenths(55), tenths(10)));
    assert_eq!(values(NEW, 10), (tenths(55), tenths(10)));
}

#[test]
fn the_standings_follow_the_tournaments_edition_and_say_which() {
    // Ann, Eva and Hal have 2.5. Ann's BH is 0 + 2 + 2.5 = 4.5 in both editions. 2024:
    // Eva 7, Hal 5.5, Ann 4.5. 2026: Eva 5, then Ann and Hal tied on 4.5 (listed by
    // TPN).
    let mut t = every_kind();
    t.tiebreaks = vec![Tiebreak::BH];
    t.editions.tiebreaks = OLD;
    let top = |t: &Tournament| -> Vec<Tpn> {
        standings(t)
            .rows
            .iter()
            .take(3)
            .map(|row| row.tpn)
            .collect()
    };
    assert_eq!(top(&t), [5, 8, 1]);
    t.editions.tiebreaks = NEW;
    assert_eq!(top(&t), [5, 1, 8]);
    assert_eq!(
        standings(&t).footnotes(),
        ["Tie-breaks: FIDE C.07 tie-break regulations as amended from 1 March 2026"]
    );
}

#[test]
fn rating_based_tiebreaks_meeting_unrated_players_follow_article_10() {
    // Without a rating for unrated players, ARO is not applied while anyone is unrated,
    // and the standings say so.
    let mut t = every_kind();
    t.players[11].rating = None;
    t.tiebreaks = vec![Tiebreak::ARO];
    let result = standings(&t);
    assert!(result.rows.iter().all(|row| row.values == [None]));
    assert_eq!(
        result.notes,
        [
            "ARO not applied: 1 unrated participant(s) and no rating for unrated players set (C.07 10)"
        ]
    );
    // With one set, Lou counts as 1000: Fay met only Lou over the board (1000).
    t.info.unrated_rating = Some(1000);
    let result = standings(&t);
    assert!(result.notes.is_empty());
    assert_eq!(
        result.row(6).expect("Fay").values,
        [Some(Ratio::whole(1000))]
    );
}
