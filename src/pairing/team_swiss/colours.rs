//! Article 4: the colours of each pair, allocated once the round is paired (3.3.2). A
//! team's colour is its board-1 colour (1.6.1); the other boards follow from it by the
//! competition's colour sequence (TRF-26 record 352).

use std::fmt;

use super::preferences::{Preference, colour_difference};
use super::scores::TeamEntrant;
use crate::model::Colour;
use crate::model::colours::last_differing_colour;

/// The article of 4.3 that decided a pair's colours.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ColourRule {
    FirstMatch,
    OnePreference,
    OppositePreferences,
    OneStrongPreference,
    LowerDifference,
    LastDifference,
    FirstTeamPreference,
    FirstTeamAlternates,
    OtherTeamAlternates,
}

impl fmt::Display for ColourRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ColourRule::FirstMatch => "4.3.1 (first match of both, by TPN and initial colour)",
            ColourRule::OnePreference => "4.3.2 (the only colour preference granted)",
            ColourRule::OppositePreferences => "4.3.3 (opposite preferences granted)",
            ColourRule::OneStrongPreference => "4.3.4 (the only strong preference granted)",
            ColourRule::LowerDifference => "4.3.5 (White to the lower colour difference)",
            ColourRule::LastDifference => "4.3.6 (alternation from the last different colours)",
            ColourRule::FirstTeamPreference => "4.3.7 (the first-team's preference granted)",
            ColourRule::FirstTeamAlternates => "4.3.8 (the first-team alternates)",
            ColourRule::OtherTeamAlternates => "4.3.9 (the other team alternates)",
        })
    }
}

/// A team of a pair as Article 4 sees it.
#[derive(Copy, Clone, Debug)]
pub struct Colouring<'a> {
    pub team: &'a TeamEntrant,
    pub preference: Option<Preference>,
}

/// 4.2: whether `a` is the first-team of the pair: the higher primary score (4.2.1),
/// then the higher secondary score when the competition uses it (4.2.2), then the
/// smaller TPN (4.2.3). In an accelerated round the primary score is the pairing score,
/// virtual match points included (C.04.7 1.5; see `scores`).
pub fn is_first_team(a: &TeamEntrant, b: &TeamEntrant, secondary: bool) -> bool {
    if a.score != b.score {
        return a.score > b.score;
    }
    if secondary && a.secondary != b.secondary {
        return a.secondary > b.secondary;
    }
    a.number < b.number
}

/// 4.3: the colour of the first-team against the other team, and the rule that gave it.
pub fn allocate(first: Colouring, other: Colouring, initial: Colour) -> (Colour, ColourRule) {
    let (mine, theirs) = (&first.team.colours, &other.team.colours);
    if mine.is_empty() && theirs.is_empty() {
        let colour = if first.team.number % 2 == 1 {
            initial
        } else {
            initial.opposite()
        };
        return (colour, ColourRule::FirstMatch);
    }
    match (first.preference, other.preference) {
        (Some(wish), None) => return (wish.colour, ColourRule::OnePreference),
        (None, Some(wish)) => return (wish.colour.opposite(), ColourRule::OnePreference),
        (Some(a), Some(b)) if a.colour != b.colour => {
            return (a.colour, ColourRule::OppositePreferences);
        }
        (Some(a), Some(b)) if a.is_strong() != b.is_strong() => {
            let colour = if a.is_strong() {
                a.colour
            } else {
                b.colour.opposite()
            };
            return (colour, ColourRule::OneStrongPreference);
        }
        _ => {}
    }
    let (cd_first, cd_other) = (colour_difference(mine), colour_difference(theirs));
    if cd_first != cd_other {
        let colour = if cd_first < cd_other {
            Colour::White
        } else {
            Colour::Black
        };
        return (colour, ColourRule::LowerDifference);
    }
    if let Some(had) = last_differing_colour(mine, theirs) {
        return (had.opposite(), ColourRule::LastDifference);
    }
    if let Some(wish) = first.preference {
        return (wish.colour, ColourRule::FirstTeamPreference);
    }
    match (mine.last(), theirs.last()) {
        (Some(&last), _) => (last.opposite(), ColourRule::FirstTeamAlternates),
        (None, Some(&last)) => (last, ColourRule::OtherTeamAlternates),
        (None, None) => unreachable!("4.3.1 took the pair of two teams without colours"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Points;
    use crate::pairing::team_swiss::preferences::Strength;
    use Colour::{Black as B, White as W};

    fn team(number: u32, colours: &[Colour]) -> TeamEntrant {
        TeamEntrant {
            number,
            score: Points::ZERO,
            secondary: Points::ZERO,
            met: Vec::new(),
            colours: colours.to_vec(),
            floated: false,
            may_receive_bye: true,
        }
    }

    fn side(team: &TeamEntrant, preference: Option<(Colour, Strength)>) -> Colouring<'_> {
        Colouring {
            team,
            preference: preference.map(|(colour, strength)| Preference { colour, strength }),
        }
    }

    #[test]
    fn the_cascade_of_4_3() {
        let (a, b) = (team(2, &[]), team(5, &[]));
        assert_eq!(
            allocate(side(&a, None), side(&b, None), W),
            (B, ColourRule::FirstMatch)
        );
        let (a, b) = (team(1, &[W, B]), team(2, &[B, B, W]));
        let strong = Some((W, Strength::Strong));
        let mild = Some((W, Strength::Mild));
        assert_eq!(
            allocate(side(&a, None), side(&b, mild), W),
            (B, ColourRule::OnePreference)
        );
        assert_eq!(
            allocate(side(&a, Some((B, Strength::Mild))), side(&b, mild), W),
            (B, ColourRule::OppositePreferences)
        );
        assert_eq!(
            allocate(side(&a, mild), side(&b, strong), W),
            (B, ColourRule::OneStrongPreference)
        );
        // Both mild for White: CD 0 against -1, White to the lower (4.3.5).
        assert_eq!(
            allocate(side(&a, mild), side(&b, mild), W),
            (B, ColourRule::LowerDifference)
        );
        // Equal CDs: from the end, B/W then W/B: the first-team had Black, gets White.
        let (a, b) = (team(1, &[W, B]), team(2, &[B, W]));
        assert_eq!(
            allocate(side(&a, None), side(&b, None), W),
            (W, ColourRule::LastDifference)
        );
        // The same histories: the first-team's preference, else it alternates (4.3.7-8).
        let (a, b) = (team(1, &[W, W]), team(2, &[W, W]));
        let black = Some((B, Strength::Simple));
        assert_eq!(
            allocate(side(&a, black), side(&b, black), W),
            (B, ColourRule::FirstTeamPreference)
        );
        let (a, b) = (team(1, &[B, W]), team(2, &[B, W]));
        assert_eq!(
            allocate(side(&a, None), side(&b, None), W),
            (B, ColourRule::FirstTeamAlternates)
        );
        // A first-team without a played match (a forfeit) against one with CD 0.
        let (a, b) = (team(1, &[]), team(2, &[W, B]));
        assert_eq!(
            allocate(side(&a, None), side(&b, None), W),
            (B, ColourRule::OtherTeamAlternates)
        );
    }

    #[test]
    fn the_first_team_has_the_higher_score_then_secondary_then_smaller_tpn() {
        let mut a = team(3, &[]);
        let mut b = team(1, &[]);
        assert!(!is_first_team(&a, &b, true));
        a.secondary = Points::ONE;
        assert!(is_first_team(&a, &b, true));
        assert!(!is_first_team(&a, &b, false));
        b.score = Points::ONE;
        assert!(!is_first_team(&a, &b, true));
    }
}
