//! The FIDE Double-Swiss pairing system (C.04.5, applied from 1 February 2026).
//!
//! Every pairing is a two-game match; scores are game points. The engine follows 3.3.2:
//! the pairing-allocated bye first (`bye`, 3.4), then again and again the top
//! scoregroup with the upfloaters chosen by 3.5 (`upfloaters`) forms a bracket paired by
//! 3.6 (`bracket`), and finally colours (Article 4) and board order (`boards`).
//!
//! Every choice keeps the completion criterion C3: the players still to pair can all be
//! paired legally. This is checked with a perfect-matching oracle (Edmonds' algorithm,
//! `pairing::matching`), so the engine never paints itself into a corner, and when no
//! legal round-pairing exists it says so ([`PairingError::NoLegalPairing`], 3.3.3: the
//! chief arbiter decides) instead of producing an illegal one.
//!
//! 3.5 is computed by an ordered search through the candidate sets (`upfloaters`); in
//! brackets where it would run long (small fields late in long events, where almost every
//! pair has met) the same choice is computed with weighted perfect matchings
//! (`weighing`). Both methods are exact and are tested to agree.
//!
//! # Readings of the text
//!
//! Where the text leaves room, these readings are taken (each is tested):
//!
//! - **Legal pairs (C1, 3.1.1).** Two players may not meet if they met in a match that
//!   counts as played: a match ended by forfeit (a player forfeited both games, preface)
//!   does not count, so the pair may meet again; a match with a single forfeited game
//!   counts. Pairs the arbiter has forbidden are treated like C1.
//! - **Bye (3.4).** C2 excludes players who had a pairing-allocated bye, won a match by
//!   forfeit (won both games because the opponent did not come: `RoundKind::ForfeitWin`)
//!   or were given a full-point bye. 3.4.1 is applied first: only players whose absence
//!   leaves a legal pairing of all others qualify; then 3.4.2-3.4.4. "Matches played"
//!   (3.4.3) are matches regularly played: forfeited matches and byes are not played
//!   (preface).
//! - **Floaters (1.5).** A player floated in the previous round when they played a match
//!   against an opponent whose score (before that round) differed from theirs. A
//!   pairing-allocated bye, any other bye, an absence and a forfeited match are not
//!   floats: the text speaks of playing against an opponent. C7 and C8 do not apply
//!   in the last round (the round number equals the planned number of rounds).
//! - **Fewest upfloaters (C4).** The smallest number of lower-scored players that can
//!   join the top scoregroup so that the bracket has a legal pairing and all other players
//!   still do (C3). With that number no two upfloaters are ever paired together (both
//!   could be left out), so each upfloater faces a resident and "the pairs involving
//!   upfloaters" of C5 are the upfloaters with their resident opponents.
//! - **C5.** The score differences in descending order, compared lexicographically,
//!   i.e. fewest upfloaters from the lowest scoregroup, then from the next higher one, and
//!   so on (equivalently, the upfloaters' scores in ascending order as high as possible,
//!   the text's "i.e."). This fixes how many upfloaters come from each scoregroup (the
//!   note of 3.5.2).
//! - **C6 (2.3.3).** "The following scoregroup" is the scoregroup of the next lower score
//!   among all the players of the round. "Unless all the players in the following
//!   scoregroup became or are upfloaters (thus this scoregroup is now empty)": when
//!   brackets paired before took all its players as upfloaters it "became" empty, and C6
//!   does not apply (no lower scoregroup takes its place: the words "became ... now
//!   empty" would mean nothing if the following scoregroup were the highest one still to
//!   pair); nor does it when the chosen upfloaters include all that is left of it.
//!   Otherwise what remains of it is the next top scoregroup, and complying with C1, C3
//!   and C4 in its bracket means needing as few upfloaters as possible there: C6 is
//!   measured by the fewest upfloaters that bracket will need, and the smaller the better.
//!   Only that scoregroup is considered (the note of C6). The team Swiss (C.04.6 2.3.3)
//!   has the same words and the same code (`upfloaters::each_bracket`).
//! - **3.5.5 with C6 and C7.** C6 and C7 are quality criteria ("comply as much as
//!   possible", 2.3) and C7 is "minimise": a set complies with them when no set allowed
//!   by C4 and C5 does better. So among the sets of the C4/C5 composition that give
//!   a legal pairing (with C3), those with the best C6 value are kept, then those with
//!   the fewest previous-round floaters (C7), and the first of them in the order of
//!   3.5.3-3.5.4 is chosen. When the first set in that order is not the best for C6 or
//!   C7, a later set is taken; when no set reaches zero, the smallest value achievable
//!   counts as compliance. C8 plays no part in choosing the set (3.5.5 names only C6
//!   and C7).
//! - **3.6.4 with C8.** Among the legal pairings of the bracket, those with the fewest
//!   upfloaters' opponents who floated in the previous round are kept, and the first of
//!   them in identifier order (3.6.2-3.6.3) is chosen. C3 holds for every pairing of the
//!   bracket, because the rest of the players is the same whatever the bracket's pairing.
//! - **Colours (Article 4).** See `colours`: 1.6 and C.04.2 Art. 3.4 for colour
//!   histories; "yet to play a match" (4.3.1) means "has not had a colour yet".
//! - **Board order.** See `boards`: by the higher score of the pair, then the lower
//!   score, then the TPN of the higher-ranked player.
//! - **Acceleration.** In an accelerated tournament every score above is the pairing
//!   score, the score and the virtual points (C.04.7 1.5; one point for a game won is
//!   the "points for a win" of 1.4.2), see [`crate::model::acceleration`].

pub(in crate::pairing) mod boards;
pub(in crate::pairing) mod bracket;
pub(in crate::pairing) mod bye;
mod colours;
pub(in crate::pairing) mod criteria;
pub(in crate::pairing) mod upfloaters;
mod weighing;

use crate::pairing::matching::MatchingOracle;
use crate::pairing::{PairingError, PairingRequest, RoundPairing};
use boards::BracketReport;
use criteria::Field;

/// The pairing of `request.round` by C.04.5, or why no legal pairing exists (3.3.3).
pub fn pair(request: &PairingRequest) -> Result<RoundPairing, PairingError> {
    pair_with(request, upfloaters::SEARCH_STEPS)
}

/// [`pair`], with the ordered search of 3.5 limited to `search_steps` steps per bracket
/// before weighted matching takes over (the pairing is the same whatever the limit).
fn pair_with(request: &PairingRequest, search_steps: usize) -> Result<RoundPairing, PairingError> {
    let field = Field::new(request);
    let mut players = MatchingOracle::new(&field.legal);
    let bye = bye::assign(&field, &mut players)?;
    let mut brackets = Vec::new();
    upfloaters::each_bracket(&field, players, search_steps, |top, selection| {
        let pairing = bracket::pair(&field, &top.members, &selection.upfloaters);
        let report = BracketReport {
            score: top.score,
            residents: top.members,
            upfloaters: selection.upfloaters.clone(),
            following_needs: selection.following_needs,
            previous_floaters: selection.previous_floaters,
            floating_opponents: pairing.floating_opponents,
        };
        brackets.push((report, pairing.pairs));
    });
    Ok(RoundPairing {
        boards: boards::boards(&field, &brackets),
        bye: bye.map(|player| field.tpn(player)),
    })
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::model::PairingSystem;
    use crate::pairing::simulate::{SimulationConfig, simulate_with};

    proptest! {
        #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

        /// The weighted method of 3.5 (no search steps at all) and the ordered search (no
        /// limit) choose the same upfloaters, so the pairings agree round by round; long
        /// events with small fields make most brackets hard.
        #[test]
        fn weighted_matching_agrees_with_the_search(
            players in 2u32..=24,
            rounds in 1u32..=15,
            seed in any::<u64>(),
            forfeits in prop::sample::select(vec![0.0, 0.05]),
            byes in prop::sample::select(vec![0.0, 0.1]),
        ) {
            let mut config = SimulationConfig::new(PairingSystem::DoubleSwiss, players, rounds, seed);
            config.forfeit_rate = forfeits;
            config.match_forfeit_rate = forfeits;
            config.bye_rate = byes;
            config.withdraw_rate = forfeits;
            let mut differences = Vec::new();
            let _ = simulate_with(&config, |request| {
                let searched = pair_with(request, usize::MAX);
                let weighed = pair_with(request, 0);
                if searched != weighed {
                    differences.push(format!("round {}: {searched:?} / {weighed:?}", request.round));
                }
                searched
            });
            prop_assert!(differences.is_empty(), "{:#?}", differences);
        }
    }
}
