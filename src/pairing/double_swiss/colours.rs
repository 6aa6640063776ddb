//! Article 4: who has White in the first game of each match (and so Black in the second,
//! 4.4).
//!
//! A player "had" a colour in a match only if at least one game of it was played (1.6);
//! matches without a colour are skipped when colour histories are compared (C.04.2
//! Art. 3.4, to which 4.3.3 refers). "Both players have yet to play a match" (4.3.1) is
//! read the same way: neither has had a colour yet. With that reading the rules always
//! decide: 4.3.4 settles every pair whose HRP has had a colour, 4.3.5 every other pair
//! but the one 4.3.1 settles.

use std::fmt;

use super::criteria::Entrant;
use crate::model::Colour;
use crate::model::colours::last_differing_colour;

/// The article of 4.3 that decided a pair's colours.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum ColourRule {
    /// 4.3.1: neither player has had a colour; the HRP's TPN and the initial colour.
    FirstMatch,
    /// 4.3.2: White to the player with fewer Whites.
    FewerWhites,
    /// 4.3.3: the most recent match in which their colours differed, alternated.
    LastDifference,
    /// 4.3.4: the HRP's colour of its last played match, alternated.
    HigherRankedAlternates,
    /// 4.3.5: the opponent's colour of its last played match, alternated.
    OpponentAlternates,
}

impl fmt::Display for ColourRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ColourRule::FirstMatch => "4.3.1 (first match of both, by TPN and initial colour)",
            ColourRule::FewerWhites => "4.3.2 (fewer Whites gets White)",
            ColourRule::LastDifference => "4.3.3 (alternation from the last different colours)",
            ColourRule::HigherRankedAlternates => "4.3.4 (the higher-ranked player alternates)",
            ColourRule::OpponentAlternates => "4.3.5 (the opponent alternates)",
        })
    }
}

/// The colour of the higher-ranked player (4.2) `hrp` against `opponent`, and the rule
/// that gave it.
pub(super) fn allocate(hrp: &Entrant, opponent: &Entrant, initial: Colour) -> (Colour, ColourRule) {
    let last_alternation = match (hrp.colours.last(), opponent.colours.last()) {
        (None, None) => {
            let colour = if hrp.tpn % 2 == 1 {
                initial
            } else {
                initial.opposite()
            };
            return (colour, ColourRule::FirstMatch);
        }
        (Some(&last), _) => (last.opposite(), ColourRule::HigherRankedAlternates),
        (None, Some(&last)) => (last, ColourRule::OpponentAlternates),
    };
    let whites = |e: &Entrant| e.colours.iter().filter(|&&c| c == Colour::White).count();
    let (mine, theirs) = (whites(hrp), whites(opponent));
    if mine != theirs {
        let colour = if mine < theirs {
            Colour::White
        } else {
            Colour::Black
        };
        return (colour, ColourRule::FewerWhites);
    }
    if let Some(had) = last_differing_colour(&hrp.colours, &opponent.colours) {
        return (had.opposite(), ColourRule::LastDifference);
    }
    last_alternation
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Points;
    use Colour::{Black as B, White as W};

    fn entrant(tpn: u32, colours: &[Colour]) -> Entrant {
        Entrant {
            tpn,
            score: Points::ZERO,
            matches_played: colours.len(),
            may_receive_bye: true,
            floated: false,
            colours: colours.to_vec(),
        }
    }

    #[test]
    fn first_match_depends_on_the_hrp_tpn_parity() {
        let (odd, even, other) = (entrant(3, &[]), entrant(4, &[]), entrant(9, &[]));
        assert_eq!(allocate(&odd, &other, W), (W, ColourRule::FirstMatch));
        assert_eq!(allocate(&even, &other, W), (B, ColourRule::FirstMatch));
        assert_eq!(allocate(&odd, &other, B), (B, ColourRule::FirstMatch));
        assert_eq!(allocate(&even, &other, B), (W, ColourRule::FirstMatch));
    }

    #[test]
    fn fewer_whites_get_white() {
        let hrp = entrant(1, &[W, B, W]);
        let opponent = entrant(2, &[B, W, B]);
        assert_eq!(allocate(&hrp, &opponent, W), (B, ColourRule::FewerWhites));
        // A newcomer has fewer Whites than a player who had White.
        assert_eq!(
            allocate(&entrant(1, &[]), &entrant(2, &[W]), W),
            (W, ColourRule::FewerWhites)
        );
    }

    #[test]
    fn alternation_goes_back_to_the_last_difference() {
        // Same last colours (W), different before: HRP had B when the opponent had W.
        let hrp = entrant(1, &[W, B, W]);
        let opponent = entrant(2, &[B, W, W]);
        assert_eq!(
            allocate(&hrp, &opponent, W),
            (W, ColourRule::LastDifference)
        );
        // Histories of different lengths are compared from the most recent match.
        let hrp = entrant(1, &[W, B]);
        let opponent = entrant(2, &[B, W, B, B]);
        // One White each; last colours equal (B), the ones before differ: HRP had White.
        assert_eq!(
            allocate(&hrp, &opponent, W),
            (B, ColourRule::LastDifference)
        );
        let hrp = entrant(1, &[B, W, W, B]);
        let opponent = entrant(2, &[W, B, W]);
        // Whites 2 and 2; from the end: B/W differ -> HRP had Black, gets White.
        assert_eq!(
            allocate(&hrp, &opponent, W),
            (W, ColourRule::LastDifference)
        );
    }

    #[test]
    fn identical_histories_alternate_the_hrp() {
        let hrp = entrant(2, &[W, B]);
        let opponent = entrant(1, &[W, B]);
        assert_eq!(
            allocate(&hrp, &opponent, W),
            (W, ColourRule::HigherRankedAlternates)
        );
    }

    #[test]
    fn a_newcomer_hrp_gets_the_colour_the_opponent_alternates_to() {
        // Whites 0 and 0, no common history, the HRP never had a colour.
        let hrp = entrant(1, &[]);
        let opponent = entrant(2, &[B]);
        assert_eq!(
            allocate(&hrp, &opponent, W),
            (B, ColourRule::OpponentAlternates)
        );
    }
}
