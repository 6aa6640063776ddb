//! A player's details as the arbiter edits them, one at a time: an edit carries only
//! the details the arbiter changed, each with the value he saw, so that it is applied
//! to the newest version of the file without writing back what another arbiter changed
//! meanwhile ([`super::Edit::EditPlayer`]).

use std::fmt;

use crate::model::{Player, Sex, Title};

/// One detail of a player, with its value: the fields of the player form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Detail {
    Name(String),
    /// `None`: unrated.
    Rating(Option<u16>),
    Title(Option<Title>),
    FideId(Option<u64>),
    Federation(Option<String>),
    Sex(Option<Sex>),
    BirthDate(Option<String>),
    /// Rated games before the tournament (FIDE Rating Regulations 8.56).
    RatedGamesBefore(Option<u32>),
    Reached2400(bool),
    /// The K factor the rating list gives (FIDE Rating Regulations 2024 8.3.3).
    KFactor(Option<u8>),
}

impl Detail {
    /// Every detail of `player`, in the form's order.
    pub fn all(player: &Player) -> [Detail; 10] {
        [
            Detail::Name(player.name.clone()),
            Detail::Rating(player.rating),
            Detail::Title(player.title),
            Detail::FideId(player.fide_id),
            Detail::Federation(player.federation.clone()),
            Detail::Sex(player.sex),
            Detail::BirthDate(player.birth_date.clone()),
            Detail::RatedGamesBefore(player.rated_games_before),
            Detail::Reached2400(player.reached_2400),
            Detail::KFactor(player.k_factor),
        ]
    }

    /// The same detail of `player`, with his value.
    pub fn of(&self, player: &Player) -> Detail {
        Detail::all(player)
            .into_iter()
            .find(|detail| detail.field() == self.field())
            .unwrap_or_else(|| self.clone())
    }

    /// Gives `player` this value.
    pub fn write(&self, player: &mut Player) {
        match self.clone() {
            Detail::Name(name) => player.name = name,
            Detail::Rating(rating) => player.rating = rating,
            Detail::Title(title) => player.title = title,
            Detail::FideId(id) => player.fide_id = id,
            Detail::Federation(federation) => player.federation = federation,
            Detail::Sex(sex) => player.sex = sex,
            Detail::BirthDate(date) => player.birth_date = date,
            Detail::RatedGamesBefore(games) => player.rated_games_before = games,
            Detail::Reached2400(reached) => player.reached_2400 = reached,
            Detail::KFactor(k) => player.k_factor = k,
        }
    }

    /// What the detail is, in words.
    pub fn field(&self) -> &'static str {
        match self {
            Detail::Name(_) => "name",
            Detail::Rating(_) => "rating",
            Detail::Title(_) => "title",
            Detail::FideId(_) => "FIDE id",
            Detail::Federation(_) => "federation",
            Detail::Sex(_) => "sex",
            Detail::BirthDate(_) => "birth date",
            Detail::RatedGamesBefore(_) => "rated games before",
            Detail::Reached2400(_) => "reached 2400",
            Detail::KFactor(_) => "K factor",
        }
    }
}

impl fmt::Display for Detail {
    /// The value as the player list writes it; `none` for an empty one.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fn or_none(f: &mut fmt::Formatter<'_>, value: Option<impl fmt::Display>) -> fmt::Result {
            match value {
                Some(value) => write!(f, "{value}"),
                None => f.write_str("none"),
            }
        }
        match self {
            Detail::Name(name) => f.write_str(name),
            Detail::Rating(None) => f.write_str("unrated"),
            Detail::Rating(Some(rating)) => write!(f, "{rating}"),
            Detail::Title(title) => or_none(f, *title),
            Detail::FideId(id) => or_none(f, *id),
            Detail::Federation(federation) => or_none(f, federation.as_deref()),
            Detail::Sex(sex) => or_none(f, sex.map(Sex::code)),
            Detail::BirthDate(date) => or_none(f, date.as_deref()),
            Detail::RatedGamesBefore(games) => or_none(f, *games),
            Detail::Reached2400(reached) => f.write_str(if *reached { "yes" } else { "no" }),
            Detail::KFactor(k) => or_none(f, *k),
        }
    }
}

/// A change of one detail: the value the arbiter saw, and the one he gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DetailChange {
    pub seen: Detail,
    pub wanted: Detail,
}

impl DetailChange {
    /// The details that differ from `seen` to `wanted`: what an edit of `seen` changes.
    pub fn between(seen: &Player, wanted: &Player) -> Vec<DetailChange> {
        Detail::all(seen)
            .into_iter()
            .zip(Detail::all(wanted))
            .filter(|(seen, wanted)| seen != wanted)
            .map(|(seen, wanted)| DetailChange { seen, wanted })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_details_that_differ_are_changes_and_each_reads_its_own_field() {
        let seen = Player::new("Smith, Anna", Some(2100));
        let wanted = Player {
            rating: Some(2150),
            federation: Some("NED".into()),
            ..seen.clone()
        };
        let changes = DetailChange::between(&seen, &wanted);
        assert_eq!(
            changes,
            [
                DetailChange {
                    seen: Detail::Rating(Some(2100)),
                    wanted: Detail::Rating(Some(2150)),
                },
                DetailChange {
                    seen: Detail::Federation(None),
                    wanted: Detail::Federation(Some("NED".into())),
                },
            ]
        );
        assert_eq!(Detail::Rating(None).of(&wanted), Detail::Rating(Some(2150)));
        let mut player = seen.clone();
        changes[1].wanted.write(&mut player);
        assert_eq!(player.federation.as_deref(), Some("NED"));
        assert_eq!(player.rating, Some(2100));
        assert_eq!(
            [
                changes[0].wanted.to_string(),
                changes[1].seen.to_string(),
                Detail::Rating(None).to_string()
            ],
            ["2150", "none", "unrated"]
        );
    }
}
