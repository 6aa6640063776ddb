//! The rules of the standings that the 9-round tournament does not reach: direct
//! encounter when not all tied players met (C.07 6.3) or met twice (6.1.2), the Dutch
//! F10 first-place rule, Double-Swiss matches, and which rounds count.

use arbiter::model::{ByeKind, PairingSystem, Tiebreak, Tournament, Tpn};
use arbiter::standings::buchholz::buchholz;
use arbiter::standings::modifiers::Cut;
use arbiter::standings::own_results::{games_with_black, games_won, wins, wins_with_black};
use arbiter::standings::sonneborn::{koya, sonneborn_berger};
use arbiter::standings::{Ratio, Records, standings, standings_after};

use crate::support::standings::{bye, double_swiss, hundredths, pair, tenths, tournament};

fn ranked(t: &Tournament) -> Vec<(u32, Tpn, bool)> {
    standings(t)
        .rows
        .iter()
        .map(|row| (row.rank, row.tpn, row.tied))
        .collect()
}

#[test]
fn an_unreachable_leader_is_placed_first_and_the_rest_compared_again() {
    // All four end on 3 points. Among them 1 beat 2 and 3; 2 beat 4; 2-3 and 3-4 were
    // drawn; 1 and 4 never met. Points among them: 1: 2, 2: 1.5, 3: 1, 4: 0.5. Nobody
    // can reach 1 (4 could reach 1.5 by beating 1): 1 is first (6.3). 2 could be
    // caught by 4 (0.5 + 1), so 2, 3 and 4, who all met, are compared again (6.2):
    // 2: 1.5, 3: 1, 4: 0.5.
    let mut t = tournament(
        PairingSystem::Dutch,
        5,
        &[("A", None), ("B", None), ("C", None), ("D", None)],
    );
    pair(&mut t, 1, 1, 2, "1-0");
    pair(&mut t, 1, 3, 4, "1/2");
    pair(&mut t, 2, 1, 3, "1-0");
    pair(&mut t, 2, 2, 4, "1-0");
    pair(&mut t, 3, 2, 3, "1/2");
    bye(&mut t, 3, 1, ByeKind::Full);
    bye(&mut t, 3, 4, ByeKind::Full);
    for (player, kind) in [
        (2, ByeKind::Full),
        (3, ByeKind::Full),
        (4, ByeKind::Full),
        (1, ByeKind::Zero),
    ] {
        bye(&mut t, 4, player, kind);
    }
    for (player, kind) in [
        (2, ByeKind::Half),
        (3, ByeKind::Full),
        (4, ByeKind::Half),
        (1, ByeKind::Zero),
    ] {
        bye(&mut t, 5, player, kind);
    }
    t.tiebreaks = vec![Tiebreak::DE];
    assert_eq!(
        ranked(&t),
        [(1, 1, false), (2, 2, false), (3, 3, false), (4, 4, false)]
    );
    let standings = standings(&t);
    let de: Vec<String> = standings
        .rows
        .iter()
        .map(|row| row.values[0].expect("tied players have a DE").to_string())
        .collect();
    assert_eq!(de, ["2", "1.5", "1", "0.5"]);
}

#[test]
fn players_who_met_twice_count_the_average() {
    // 6.1.2: 1 beat 2 and then drew with him: 0.75 against 0.25.
    let mut t = tournament(PairingSystem::Dutch, 3, &[("A", None), ("B", None)]);
    pair(&mut t, 1, 1, 2, "1-0");
    pair(&mut t, 2, 2, 1, "1/2");
    bye(&mut t, 3, 2, ByeKind::Full);
    bye(&mut t, 3, 1, ByeKind::Zero);
    t.tiebreaks = vec![Tiebreak::DE];
    let standings = standings(&t);
    assert_eq!(standings.rows[0].tpn, 1);
    assert_eq!(standings.rows[0].values[0], Some(Ratio::new(3, 4)));
    assert_eq!(standings.rows[1].values[0], Some(Ratio::new(1, 4)));
}

/// Players 1, 2 and 3 (rated 2000) end on 2 points: 1 beat 2 and 3, 2 beat 3. Their
/// other opponents: 4 (2400) and 5 (1000).
fn dutch_three_way_tie(tiebreaks: Vec<Tiebreak>) -> Vec<Tpn> {
    let mut t = tournament(
        PairingSystem::Dutch,
        4,
        &[
            ("A", Some(2000)),
            ("B", Some(2000)),
            ("C", Some(2000)),
            ("D", Some(2400)),
            ("E", Some(1000)),
        ],
    );
    pair(&mut t, 1, 1, 2, "1-0");
    pair(&mut t, 1, 3, 4, "1-0");
    bye(&mut t, 1, 5, ByeKind::Zero);
    pair(&mut t, 2, 1, 3, "1-0");
    pair(&mut t, 2, 2, 5, "1-0");
    bye(&mut t, 2, 4, ByeKind::Zero);
    pair(&mut t, 3, 2, 3, "1-0");
    pair(&mut t, 3, 1, 4, "0-1");
    bye(&mut t, 3, 5, ByeKind::Zero);
    pair(&mut t, 4, 3, 5, "1-0");
    for player in [1, 2, 4] {
        bye(&mut t, 4, player, ByeKind::Zero);
    }
    t.tiebreaks = tiebreaks;
    ranked(&t).into_iter().map(|(_, tpn, _)| tpn).collect()
}

#[test]
fn dutch_f10_uses_the_games_among_the_tied_players_only_for_first_place() {
    // Direct encounter orders 1, 2, 3. F10 takes 1 first by the games among them, and
    // then the higher average rating of the opponents: 3 (2400, 2000, 2000, 1000:
    // 1850) before 2 (2000, 1000, 2000: 1667).
    assert_eq!(dutch_three_way_tie(vec![Tiebreak::DE]), [1, 2, 3, 4, 5]);
    assert_eq!(
        dutch_three_way_tie(vec![Tiebreak::DUTCH_F10]),
        [1, 3, 2, 4, 5]
    );
}

#[test]
fn double_swiss_tie_breaks_are_in_game_points_per_match() {
    let records = Records::new(&double_swiss(), 2);
    let score = |tpn| records.player(tpn).score.tenths();
    assert_eq!([1, 2, 3, 4, 5].map(score), [25, 25, 10, 20, 25]);
    // BH: 2 had a forfeit match (dummy 2.5); 3 a forfeit loss (dummy 1); 4 a half-point
    // bye (dummy 2); 5 a pairing-allocated bye (dummy 2.5).
    let bh = |tpn| buchholz(&records, tpn, Cut::NONE, false);
    assert_eq!([1, 2, 3, 4, 5].map(bh), [50, 50, 30, 30, 50].map(tenths));
    // SB: 1: 2.5 × 1.5 + 2.5 × 1; 2: 2.5 × 0.5 + 2.5 (dummy) × 2 (forfeit win of both
    // games); 4: 1 × 1 + 2 (dummy) × 1 (half-point bye).
    let sb = |tpn| sonneborn_berger(&records, tpn, Cut::NONE, false);
    assert_eq!(
        [1, 2, 3, 4, 5].map(sb),
        [625, 625, 200, 300, 625].map(hundredths)
    );
    // KS: half of the 4 possible points is 2; 3's game point against 4 (2) counts,
    // 2's forfeit win against 3 (1) does not; 5's bye has no opponent.
    let ks = |tpn| koya(&records, tpn, 0).tenths();
    assert_eq!([1, 2, 3, 4, 5].map(ks), [25, 5, 10, 0, 10]);
}

#[test]
fn double_swiss_counts_games_and_a_single_forfeited_game_as_played() {
    let records = Records::new(&double_swiss(), 2);
    // 3 won game 1 by forfeit in a match that counts as played: a game won (C.04.5
    // preface). 4 had Black in that forfeited game. 2's forfeit match is two wins
    // without playing; 5's bye of 1.5 a win and a draw (C.04.5 1.4); 4's half-point
    // bye of 1 two draws.
    let count = |f: fn(&Records, Tpn) -> u32| [1, 2, 3, 4, 5].map(|tpn| f(&records, tpn));
    assert_eq!(count(wins), [1, 2, 1, 1, 1]);
    assert_eq!(count(games_won), [1, 0, 1, 1, 0]);
    assert_eq!(count(games_with_black), [2, 1, 1, 1, 1]);
    assert_eq!(count(wins_with_black), [0, 0, 0, 0, 0]);
}

#[test]
fn double_swiss_players_tied_on_everything_share_the_rank() {
    // 1, 2 and 5 (2.5): 1 met 2 (1.5 to 0.5) and 5 (1 to 1); 2 and 5 did not meet:
    // 5 could reach 3, so nobody is placed (6.3); BH and SB are equal too.
    let mut t = double_swiss();
    t.tiebreaks = vec![Tiebreak::DE, Tiebreak::BH, Tiebreak::SB];
    assert_eq!(
        ranked(&t),
        [
            (1, 1, true),
            (1, 2, true),
            (1, 5, true),
            (4, 4, false),
            (5, 3, false)
        ]
    );
}

#[test]
fn standings_are_taken_after_the_last_complete_round() {
    let mut t = double_swiss();
    t.rounds_planned = 3;
    pair(&mut t, 3, 1, 3, "1-0 *");
    let after_two = standings(&t);
    assert_eq!(after_two.after_round, 2);
    assert_eq!(after_two.row(1).map(|r| r.points.tenths()), Some(25));
    // Asked for explicitly, the incomplete round counts what is known.
    let with_three = standings_after(&t, 3);
    assert_eq!(with_three.row(1).map(|r| r.points.tenths()), Some(35));
}

/// The unusual scores of a game played (½-0, 0-½, 0-0, as after a penalty) count in the
/// points and the tie-breaks as each player's own result: half a point is a draw's, no
/// point a loss's, and neither is a win; the games were played (no virtual opponent).
/// They go through TRF-26 unchanged (`=` and `0` in the two players' columns).
#[test]
fn unusual_results_count_as_each_players_own_result() {
    let mut t = tournament(
        PairingSystem::Dutch,
        3,
        &[("A", None), ("B", None), ("C", None), ("D", None)],
    );
    pair(&mut t, 1, 1, 2, "1/2-0");
    pair(&mut t, 1, 3, 4, "0-0");
    pair(&mut t, 2, 1, 3, "1-0");
    pair(&mut t, 2, 2, 4, "0-1/2");
    pair(&mut t, 3, 1, 4, "1/2");
    pair(&mut t, 3, 2, 3, "1-0");
    let records = Records::new(&t, 3);
    let score = |tpn| records.player(tpn).score.tenths();
    assert_eq!([1, 2, 3, 4].map(score), [20, 10, 0, 10]);
    // BH: 1: 1 + 0 + 1; 2: 2 + 1 + 0; 3: 1 + 2 + 1; 4: 0 + 1 + 2.
    let bh = |tpn| buchholz(&records, tpn, Cut::NONE, false);
    assert_eq!([1, 2, 3, 4].map(bh), [20, 30, 40, 30].map(tenths));
    // SB: 1: 1 × ½ + 0 × 1 + 1 × ½; 2: only the win against 3 (0 points); 4: 0 × 0 +
    // 1 × ½ + 2 × ½.
    let sb = |tpn| sonneborn_berger(&records, tpn, Cut::NONE, false);
    assert_eq!([1, 2, 3, 4].map(sb), [100, 0, 0, 150].map(hundredths));
    assert_eq!([1, 2, 3, 4].map(|tpn| wins(&records, tpn)), [1, 1, 0, 0]);
    let text = arbiter::trf::write(&t).expect("written");
    let read = arbiter::trf::read(&text, None).expect("read back");
    let games = |t: &Tournament| -> Vec<String> {
        t.rounds
            .iter()
            .flat_map(|r| r.pairings.iter().map(|p| p.games[0].to_string()))
            .collect()
    };
    assert_eq!(
        games(&read.tournament),
        ["1/2-0", "0-0", "1-0", "0-1/2", "1/2", "1-0"]
    );
    assert_eq!(
        arbiter::trf::write(&read.tournament).expect("written"),
        text
    );
}
