//! The FIDE Rating Regulations applied from 1 March 2024 (Council 15/12/2023), with the
//! amendment of 8.3.1 effective from 1 October 2025, and the Rapid and Blitz Rating
//! Regulations of the same date with their amendment of 1 December 2024.
//!
//! The modules follow the articles: [`games`] which games are rated (5.1; rapid and
//! blitz 7.3.1), [`change`] the rating change of a rated player (8.3), [`initial`] the
//! first rating of an unrated player (7.1.4, 8.2). The tables 8.1.1 and 8.1.2 have the
//! values of the 2013 tables 8.1a and 8.1b, entry for entry, and are looked up there
//! ([`super::fide2013::tables`]).
//!
//! Readings taken where the text leaves room (each is tested in `tests/rating_2024.rs`):
//!
//! - **The list.** A tournament is rated on one list (standard, rapid or blitz); the
//!   players' ratings, their earlier games and the 2400 mark are those of that list.
//!   Rapid and blitz K follows the standard text (R&B 7.3.3 is 8.3.3 word for word). An
//!   unrated player with a standard rating plays a rapid or blitz event as a rated
//!   player with that rating (R&B 7.2.1): the arbiter enters it as his rating.
//! - **K (8.3.3).** Fixed for the tournament from the player's record before it, in the
//!   order of the text: 40 for a player with fewer than 30 rated games; 40 for a player
//!   rated under 2300 in or before the year of his 18th birthday (the year of the
//!   tournament's end date, else its start date, is compared with the birth year); 10
//!   once a published rating has reached 2400 (the current rating counts); else 20. A
//!   player whose earlier games are not entered is taken as established. The cap "K x n
//!   ≤ 700" counts the player's rated games of this tournament as `n`: the other events
//!   of the rating period are not known to the program.
//! - **400-point rule (8.3.1, as in force from 1 October 2025).** On the standard list
//!   a difference above 400 counts as 400 for a player rated below 2650; a player rated
//!   2650 or more uses the actual difference, so that table 8.1.2 is read up to its last
//!   line ("> 735": 1.0 and .00). The cap is the player's own: in a game between 2700
//!   and 2200 the first expects .95, the second .08. Rapid and blitz (R&B 7.3.1) cap
//!   every difference at 400.
//! - **Rounding (8.3.4).** ΣΔR × K is summed exactly and the change is rounded once for
//!   the tournament, .5 away from zero; the new rating is the old one plus the rounded
//!   change (+1.50 gives +2, −1.50 gives −2).
//! - **Floor (7.1.2, 7.2.1).** A rated player whose new rating is below 1400 keeps the
//!   figure in the report, which marks that he is shown as unrated on the next list.
//! - **First rating (7.1.4, 8.2).** Each event's games against rated opponents are
//!   pooled; an event without such games adds nothing, and a zero score in the first
//!   event that counts is disregarded (8.2.1; an event is "first" while no earlier event
//!   counted, as the 2013 reading). `Ra` is the average of the rated opponents' ratings
//!   and two hypothetical opponents rated 1800 (8.2.2), counted once over the pooled
//!   events, against whom the player draws: `p` = (score + 1) / (n + 2), rounded to
//!   hundredths (.005 up) for table 8.1.1, and `Ru = Ra + dp` with `Ra` exact, rounded
//!   to the nearest whole number (.5 up) and capped at 2200 (8.2.3). It is published
//!   with at least 5 games against rated opponents and a rating of at least 1400
//!   (7.1.4). The 26-month window is the arbiter's: he enters only results inside it.
//! - **Which games are rated (5.1, 8.3.1; R&B 7.3.1).** As in 2013: a game is rated when
//!   it was played and the opponent is rated; forfeits are not. On the rapid and blitz
//!   lists a game between players 600 or more points apart is not rated when one of
//!   them is rated above 2600 (in force from 1 December 2024, applied to every 2024
//!   tournament: arbiter rates a tournament by the rules of today).

pub mod change;
pub mod games;
pub mod initial;

pub use change::{expected_score, k_factor, rating_change};
pub use games::rated_game;
pub use initial::new_player_rating;

/// 7.1.2, 7.1.4, 7.2.1: no rating below 1400 is published.
pub const RATING_FLOOR: i64 = 1400;
