//! The one policy for free text: the names, prize names and event fields that people
//! type or that files bring (docs/text-policy.md says it for the arbiter).
//!
//! A free text is kept in Unicode normalisation form C ([`normalise`]: a letter with an
//! accent is one character, however it was typed), is at most [`TextKind::limit`]
//! characters long, and is visible text on one line: [`check`] refuses control
//! characters, invisible format characters (zero-width spaces and joiners, bidirectional
//! controls, the byte order mark), line and paragraph separators, private-use and
//! unassigned code points and the characters Unicode lets a program show as nothing
//! (Hangul fillers, variation selectors, the blank Braille pattern). Two players' names
//! are the same when [`same_name`] says so: compared after compatibility normalisation,
//! ignoring case and runs of spaces.

use thiserror::Error;
use unicode_normalization::{UnicodeNormalization, is_nfc};
use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};

use super::Tournament;

/// What a free text is, which sets how long it may be.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TextKind {
    /// A person's name (player, arbiter) or a prize category's name: 100 characters,
    /// three times TRF's 33-column name field and more than any name FIDE lists.
    Name,
    /// A field of the event (its name, city, time control, a round's date): 200
    /// characters, what a heading line of the lists can carry.
    EventField,
}

impl TextKind {
    /// The most characters a text of this kind may have.
    pub fn limit(self) -> usize {
        match self {
            TextKind::Name => 100,
            TextKind::EventField => 200,
        }
    }
}

/// Why a free text is refused.
#[derive(Clone, Copy, Debug, Error, PartialEq, Eq)]
pub enum TextProblem {
    #[error(
        "character {position} is {what} (U+{code:04X}): only visible text on one line is accepted",
        code = u32::from(*.character)
    )]
    Character {
        /// Counted in characters from 1.
        position: usize,
        character: char,
        /// What the character is: `a control character`, `a line break`...
        what: &'static str,
    },
    #[error("{length} characters: at most {limit} are accepted")]
    TooLong { length: usize, limit: usize },
}

/// Why [`check`] refuses `c`, as the words after "is"; `None` when it takes it.
fn refused_as(c: char) -> Option<&'static str> {
    match c.general_category() {
        GeneralCategory::Control => Some("a control character"),
        GeneralCategory::Format => Some("an invisible format character"),
        GeneralCategory::LineSeparator | GeneralCategory::ParagraphSeparator => {
            Some("a line break")
        }
        GeneralCategory::PrivateUse => Some("a private-use character"),
        GeneralCategory::Unassigned | GeneralCategory::Surrogate => Some("not a character"),
        _ if is_invisible_filler(c) => Some("an invisible character"),
        _ => None,
    }
}

/// Letters and marks that Unicode lets a program show as nothing (the
/// Default_Ignorable_Code_Point characters that are not format characters), and the
/// blank Braille pattern U+2800: each makes a name look like another.
fn is_invisible_filler(c: char) -> bool {
    matches!(
        c,
        '\u{034F}'
            | '\u{115F}'
            | '\u{1160}'
            | '\u{17B4}'
            | '\u{17B5}'
            | '\u{180B}'..='\u{180F}'
            | '\u{2800}'
            | '\u{3164}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FFA0}'
            | '\u{E0100}'..='\u{E01EF}'
    )
}

/// Whether [`check`] refuses `c` wherever it is.
pub fn is_refused(c: char) -> bool {
    refused_as(c).is_some()
}

/// Checks a free text against the policy: the first refused character, by position,
/// then the length (in characters).
pub fn check(text: &str, kind: TextKind) -> Result<(), TextProblem> {
    if let Some((index, character, what)) = text
        .chars()
        .enumerate()
        .find_map(|(index, c)| Some((index, c, refused_as(c)?)))
    {
        return Err(TextProblem::Character {
            position: index + 1,
            character,
            what,
        });
    }
    let length = text.chars().count();
    if length > kind.limit() {
        return Err(TextProblem::TooLong {
            length,
            limit: kind.limit(),
        });
    }
    Ok(())
}

/// `text` in normalisation form C.
pub fn normalise(text: &str) -> String {
    text.nfc().collect()
}

/// The form two names are compared in: compatibility-normalised (a full-width letter is
/// the letter, a no-break space a space), in lower case, with the spaces between words
/// counted as one.
fn comparison_form(name: &str) -> String {
    let folded: String = name.nfkc().flat_map(char::to_lowercase).collect();
    folded.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether two names are one: "Carlsen, Magnus" and "carlsen,  magnus" are (an arbiter
/// reads them as the same player), "Carlsen, Magnus" and "Carlsen, Magnús" are not.
pub fn same_name(name: &str, other: &str) -> bool {
    comparison_form(name) == comparison_form(other)
}

/// `text` safe to print on a terminal: every character [`check`] refuses shown as
/// `\u{..}`. For text from outside the tournament (lists, files, lock files) in
/// messages; the tournament's own text passed the check.
pub fn printable(text: &str) -> String {
    text.chars()
        .map(|c| {
            if is_refused(c) {
                c.escape_unicode().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

impl Tournament {
    /// Puts every free text of the tournament in normalisation form C: done where a
    /// tournament comes in or changes, before it is validated.
    pub fn normalise_texts(&mut self) {
        let info = &mut self.info;
        let texts = std::iter::once(&mut info.name)
            .chain(info.city.iter_mut())
            .chain(info.chief_arbiter.iter_mut().map(|a| &mut a.name))
            .chain(info.time_control.iter_mut())
            .chain(info.event_code.iter_mut())
            .chain(info.deputy_arbiters.iter_mut().map(|a| &mut a.name))
            .chain(self.players.iter_mut().map(|p| &mut p.name))
            .chain(self.prizes.iter_mut().map(|p| &mut p.name))
            .chain(
                self.teams
                    .iter_mut()
                    .flat_map(|teams| teams.teams.iter_mut())
                    .map(|team| &mut team.name),
            );
        for text in texts {
            if !is_nfc(text) {
                *text = normalise(text);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invisible_characters_are_refused_by_position_and_code() {
        for (text, message) in [
            (
                "Carlsen,\u{200B} Magnus",
                "character 9 is an invisible format character (U+200B)",
            ),
            (
                "Carlsen, Magnus\u{2028}",
                "character 16 is a line break (U+2028)",
            ),
            (
                "\u{061C}Carlsen",
                "character 1 is an invisible format character (U+061C)",
            ),
            (
                "\u{FEFF}Carlsen",
                "character 1 is an invisible format character (U+FEFF)",
            ),
            (
                "Carlsen\u{3164}",
                "character 8 is an invisible character (U+3164)",
            ),
            ("Ca\u{1b}[2J", "character 3 is a control character (U+001B)"),
            (
                "Ca\u{E000}",
                "character 3 is a private-use character (U+E000)",
            ),
        ] {
            let problem = check(text, TextKind::Name).expect_err(text).to_string();
            assert!(problem.starts_with(message), "{problem}");
        }
        assert_eq!(check("Nguyễn Văn, Anh", TextKind::Name), Ok(()));
        assert_eq!(check("Ørsted, Åse-Marie O'Neil", TextKind::Name), Ok(()));
    }

    #[test]
    fn the_length_is_limited_by_kind() {
        let name = "x".repeat(101);
        assert_eq!(
            check(&name, TextKind::Name),
            Err(TextProblem::TooLong {
                length: 101,
                limit: 100
            })
        );
        assert_eq!(check(&name, TextKind::EventField), Ok(()));
    }

    #[test]
    fn names_compare_normalised_and_without_case() {
        assert!(same_name("Carlsen, Magnus", "carlsen,  magnus"));
        assert!(same_name("Carlsen, Magnus", "Ｃarlsen,\u{A0}Magnus"));
        assert!(same_name("Gu\u{0301}sdal", "Gúsdal"));
        assert!(!same_name("Carlsen, Magnus", "Carlsen, Magnús"));
        assert_eq!(normalise("Gu\u{0301}sdal"), "Gúsdal");
    }

    #[test]
    fn printable_shows_refused_characters_as_codes() {
        assert_eq!(printable("a\u{1b}b\u{200B}é"), "a\\u{1b}b\\u{200b}é");
    }
}
