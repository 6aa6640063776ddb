//! 1.6-1.7: a team's colour difference and colour preference.
//!
//! A team's colours are those of its played matches only (1.6.1; C.04.2 Art. 3.4), oldest
//! first. "Not the last round" (1.7.2) is the round paired being before the last round
//! planned.

use crate::model::{Colour, ColourPreferences};

/// How much a team wants its colour (1.7).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Strength {
    /// Type A's only kind (1.7.1).
    Simple,
    /// Type B (1.7.2).
    Strong,
    /// Type B (1.7.2).
    Mild,
}

/// A team's colour preference.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Preference {
    pub colour: Colour,
    pub strength: Strength,
}

impl Preference {
    /// Counts for C9 and 4.3.4: a type B strong preference.
    pub fn is_strong(self) -> bool {
        self.strength == Strength::Strong
    }
}

/// 1.6.2: Whites minus Blacks.
pub fn colour_difference(colours: &[Colour]) -> i32 {
    colours
        .iter()
        .map(|&colour| match colour {
            Colour::White => 1,
            Colour::Black => -1,
        })
        .sum()
}

/// 1.7: the preference of a team whose played matches had `colours`, oldest first.
///
/// 1.7.2 leaves one case open: CD 0 with the same colour in the last two matches, in
/// the last round, is both a strong preference and "no preference". The strong clause
/// is read first, as it is listed first (and as Gacrux reads it).
pub fn preference(
    kind: ColourPreferences,
    colours: &[Colour],
    last_round: bool,
) -> Option<Preference> {
    let cd = colour_difference(colours);
    let last_two_are =
        |colour: Colour| colours.len() >= 2 && colours[colours.len() - 2..] == [colour, colour];
    let strong = match kind {
        ColourPreferences::None => return None,
        ColourPreferences::TypeA => Strength::Simple,
        ColourPreferences::TypeB => Strength::Strong,
    };
    let wanted = |colour| {
        Some(Preference {
            colour,
            strength: strong,
        })
    };
    if cd < -1 || (cd == 0 || cd == -1) && last_two_are(Colour::Black) {
        return wanted(Colour::White);
    }
    if cd > 1 || (cd == 0 || cd == 1) && last_two_are(Colour::White) {
        return wanted(Colour::Black);
    }
    if kind == ColourPreferences::TypeA {
        return None;
    }
    let mild = |colour| {
        Some(Preference {
            colour,
            strength: Strength::Mild,
        })
    };
    match (cd, colours.last()) {
        (-1, _) => mild(Colour::White),
        (1, _) => mild(Colour::Black),
        (0, Some(&last)) if !last_round => mild(last.opposite()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};
    use ColourPreferences::{TypeA, TypeB};

    fn wish(colour: Colour, strength: Strength) -> Option<Preference> {
        Some(Preference { colour, strength })
    }

    #[test]
    fn type_a_wants_a_colour_only_past_a_difference_of_one_or_after_two_alike() {
        assert_eq!(preference(TypeA, &[B, B], false), wish(W, Strength::Simple));
        assert_eq!(preference(TypeA, &[B, B, W], false), None);
        assert_eq!(
            preference(TypeA, &[W, B, B], false),
            wish(W, Strength::Simple)
        );
        assert_eq!(preference(TypeA, &[W, W], false), wish(B, Strength::Simple));
        assert_eq!(
            preference(TypeA, &[B, W, W], true),
            wish(B, Strength::Simple)
        );
        assert_eq!(preference(TypeA, &[W], false), None);
        assert_eq!(preference(TypeA, &[W, B], false), None);
        assert_eq!(preference(TypeA, &[B, W, B], false), None);
        assert_eq!(preference(TypeA, &[], false), None);
    }

    #[test]
    fn type_b_adds_mild_preferences_but_none_at_zero_in_the_last_round() {
        assert_eq!(preference(TypeB, &[W, W], false), wish(B, Strength::Strong));
        assert_eq!(preference(TypeB, &[W], false), wish(B, Strength::Mild));
        assert_eq!(preference(TypeB, &[W], true), wish(B, Strength::Mild));
        assert_eq!(
            preference(TypeB, &[B, W, B], false),
            wish(W, Strength::Mild)
        );
        assert_eq!(preference(TypeB, &[W, B], false), wish(W, Strength::Mild));
        assert_eq!(preference(TypeB, &[W, B], true), None);
        assert_eq!(preference(TypeB, &[], false), None);
        // CD 0, the last two alike, last round: the strong clause comes first.
        assert_eq!(
            preference(TypeB, &[B, B, W, W], true),
            wish(B, Strength::Strong)
        );
        assert_eq!(preference(ColourPreferences::None, &[W, W, W], false), None);
    }
}
