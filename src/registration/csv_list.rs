//! An organiser's registration list as CSV: one header line naming the columns, one
//! player a line. Columns are recognised by name whatever their order, case and
//! punctuation (`Name` or `Surname` + `First name`, `FIDE id`, `Rating`/`Elo`,
//! `Federation`/`Fed`, `Title`, `Birth date`/`Birth year`, `Sex`/`Gender`); other
//! columns are ignored and reported. Commas, semicolons (spreadsheets in many European
//! locales) or tabs separate fields: the header line says which, and a row with another
//! number of fields than the header (written with another separator) is refused.

use std::path::Path;

use super::{FieldProblem, RegistrationError};
use crate::model::validate::iso_date;
use crate::model::{Player, Sex, Title};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Column {
    Name,
    Surname,
    FirstName,
    FideId,
    Rating,
    Federation,
    Title,
    BirthDate,
    Sex,
}

impl Column {
    fn of(header: &str) -> Option<Column> {
        let key: String = header
            .chars()
            .filter(|c| c.is_alphanumeric())
            .collect::<String>()
            .to_lowercase();
        Some(match key.as_str() {
            "name" | "player" | "playername" | "fullname" => Column::Name,
            "surname" | "lastname" | "familyname" => Column::Surname,
            "firstname" | "givenname" | "forename" => Column::FirstName,
            "fideid" | "fide" | "idfide" | "fidecode" | "fidenumber" | "fidenr" => Column::FideId,
            "rating" | "elo" | "fiderating" | "rtg" => Column::Rating,
            "federation" | "fed" | "country" | "nation" => Column::Federation,
            "title" | "tit" => Column::Title,
            "birthdate" | "dateofbirth" | "born" | "birthyear" | "yearofbirth" | "bday"
            | "birthday" | "dob" => Column::BirthDate,
            "sex" | "gender" => Column::Sex,
            _ => return None,
        })
    }

    /// The name a problem is reported under.
    fn label(self) -> &'static str {
        match self {
            Column::Name => "name",
            Column::Surname => "surname",
            Column::FirstName => "first name",
            Column::FideId => "FIDE id",
            Column::Rating => "rating",
            Column::Federation => "federation",
            Column::Title => "title",
            Column::BirthDate => "birth date",
            Column::Sex => "sex",
        }
    }
}

/// The players of a CSV list, each with its line number, and the columns not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CsvList {
    pub players: Vec<(u64, Player)>,
    pub ignored_columns: Vec<String>,
}

fn delimiter(header: &str) -> u8 {
    [b',', b';', b'\t']
        .into_iter()
        .max_by_key(|d| header.bytes().filter(|b| b == d).count())
        .unwrap_or(b',')
}

/// A birth date as registration lists write it: `YYYY`, `YYYY-MM`, `YYYY-MM-DD`, or
/// `DD.MM.YYYY` / `DD/MM/YYYY`, given as the file's `YYYY[-MM[-DD]]`.
fn birth_date(text: &str) -> Result<String, FieldProblem> {
    let digits = |part: &str, n: usize| part.len() == n && part.bytes().all(|b| b.is_ascii_digit());
    let parts: Vec<&str> = text.split(['.', '/']).collect();
    let iso = match parts[..] {
        [day, month, year] if digits(day, 2) && digits(month, 2) && digits(year, 4) => {
            format!("{year}-{month}-{day}")
        }
        _ => text.to_string(),
    };
    let ok = match iso.len() {
        4 => digits(&iso, 4),
        7 => iso_date(&format!("{iso}-01")).is_some(),
        _ => iso_date(&iso).is_some(),
    };
    if ok {
        Ok(iso)
    } else {
        Err(FieldProblem::BirthDate(text.to_string()))
    }
}

fn cell(column: Column, text: &str, player: &mut Player) -> Result<(), FieldProblem> {
    match column {
        Column::Name => player.name = text.to_string(),
        Column::Surname => player.name = text.to_string(),
        Column::FirstName if player.name.is_empty() => player.name = text.to_string(),
        Column::FirstName => player.name = format!("{}, {text}", player.name),
        Column::FideId => {
            player.fide_id = Some(
                text.parse()
                    .map_err(|_| FieldProblem::FideId(text.to_string()))?,
            )
        }
        Column::Rating => {
            let rating: u16 = text
                .parse()
                .map_err(|_| FieldProblem::Rating(text.to_string()))?;
            player.rating = (rating > 0).then_some(rating);
        }
        Column::Federation => {
            if text.len() != 3 || !text.bytes().all(|b| b.is_ascii_alphabetic()) {
                return Err(FieldProblem::Federation(text.to_string()));
            }
            player.federation = Some(text.to_ascii_uppercase());
        }
        Column::Title => player.title = Some(text.parse::<Title>()?),
        Column::BirthDate => player.birth_date = Some(birth_date(text)?),
        Column::Sex => {
            player.sex = Some(match text.to_lowercase().as_str() {
                "male" | "man" => Sex::Male,
                "female" | "woman" => Sex::Female,
                _ => text.parse::<Sex>()?,
            })
        }
    }
    Ok(())
}

/// Reads a CSV registration list; a bad cell is refused with its line and column.
pub fn read_csv(path: &Path) -> Result<CsvList, RegistrationError> {
    let text = std::fs::read_to_string(path).map_err(|e| RegistrationError::read(path, e))?;
    let text = text.trim_start_matches('\u{feff}');
    let header_line = text.lines().next().unwrap_or_default();
    let separator = delimiter(header_line);
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(separator)
        .flexible(true)
        .trim(csv::Trim::All)
        .from_reader(text.as_bytes());
    let field_error = |line: u64, field: &str, problem: FieldProblem| RegistrationError::Field {
        path: path.to_path_buf(),
        place: format!("line {line}"),
        field: field.to_string(),
        problem,
    };
    let headers = reader
        .headers()
        .map_err(|e| field_error(1, "header", FieldProblem::Csv(e)))?
        .clone();
    let columns: Vec<Option<Column>> = headers.iter().map(Column::of).collect();
    let has = |wanted: Column| columns.contains(&Some(wanted));
    if !has(Column::Name) && !has(Column::Surname) {
        return Err(field_error(
            1,
            "header",
            FieldProblem::NoNameColumn(headers.iter().map(str::to_string).collect()),
        ));
    }
    let ignored_columns = headers
        .iter()
        .zip(&columns)
        .filter(|(_, column)| column.is_none())
        .map(|(header, _)| header.to_string())
        .collect();
    let mut players = Vec::new();
    for record in reader.records() {
        let record = record.map_err(|e| {
            let line = e.position().map_or(0, |p| p.line());
            field_error(line, "row", FieldProblem::Csv(e))
        })?;
        let line = record.position().map_or(0, |p| p.line());
        if record.iter().all(str::is_empty) {
            continue;
        }
        if record.len() != headers.len() {
            return Err(field_error(
                line,
                "row",
                FieldProblem::Fields {
                    found: record.len(),
                    expected: headers.len(),
                    separator: char::from(separator),
                },
            ));
        }
        let mut player = Player::new("", None);
        // Surname before first name, whatever the column order.
        let mut cells: Vec<(Column, &str)> = columns
            .iter()
            .zip(record.iter())
            .filter_map(|(column, text)| column.map(|c| (c, text)))
            .filter(|(_, text)| !text.is_empty())
            .collect();
        cells.sort_by_key(|(column, _)| *column != Column::Surname);
        for (column, text) in cells {
            cell(column, text, &mut player)
                .map_err(|problem| field_error(line, column.label(), problem))?;
        }
        if player.name.is_empty() {
            return Err(field_error(line, "name", FieldProblem::EmptyName));
        }
        players.push((line, player));
    }
    Ok(CsvList {
        players,
        ignored_columns,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<CsvList, RegistrationError> {
        let directory = tempfile::tempdir().expect("directory");
        let path = directory.path().join("entries.csv");
        std::fs::write(&path, text).expect("written");
        read_csv(&path).map_err(|e| match e {
            RegistrationError::Field {
                place,
                field,
                problem,
                ..
            } => RegistrationError::Field {
                path: "entries.csv".into(),
                place,
                field,
                problem,
            },
            other => other,
        })
    }

    #[test]
    fn columns_are_found_by_name_in_any_order() {
        let list = read(
            "First name;Surname;Club;ELO;Fed;Title;Born;Gender;FIDE ID\n\
             Anke;Vermeulen;Schaakclub;2311;bel;WIM;12.03.1994;F;4100018\n\
             Tom;Evers;;0;NED;;2009;m;\n",
        )
        .expect("list");
        assert_eq!(list.ignored_columns, ["Club"]);
        let (line, anke) = &list.players[0];
        assert_eq!(*line, 2);
        assert_eq!(anke.name, "Vermeulen, Anke");
        assert_eq!(anke.rating, Some(2311));
        assert_eq!(anke.federation.as_deref(), Some("BEL"));
        assert_eq!(anke.title, Some(Title::WIM));
        assert_eq!(anke.birth_date.as_deref(), Some("1994-03-12"));
        assert_eq!(anke.sex, Some(Sex::Female));
        assert_eq!(anke.fide_id, Some(4100018));
        let (_, tom) = &list.players[1];
        assert_eq!(
            (tom.name.as_str(), tom.rating, tom.fide_id),
            ("Evers, Tom", None, None)
        );
        assert_eq!(tom.birth_date.as_deref(), Some("2009"));
    }

    #[test]
    fn a_bad_cell_is_refused_with_line_and_field() {
        let error =
            read("Name,Rating\n\"Evers, Tom\",2100\n\"Kok, Daan\",21OO\n").expect_err("bad rating");
        assert_eq!(
            error.to_string(),
            "entries.csv, line 3, field rating: \"21OO\" is not a rating"
        );
        let error = read("Player,Birth date\n\"Kok, Daan\",1990-02-30\n").expect_err("bad date");
        assert_eq!(
            error.to_string(),
            "entries.csv, line 2, field birth date: \"1990-02-30\" is not a date (YYYY, YYYY-MM-DD or DD.MM.YYYY)"
        );
    }

    #[test]
    fn a_list_without_names_is_refused() {
        let error = read("Rating,Fed\n2100,BEL\n").expect_err("no name");
        assert_eq!(
            error.to_string(),
            "entries.csv, line 1, field header: no name column (expected \"Name\", or \"Surname\" and \"First name\"); the columns are [\"Rating\", \"Fed\"]"
        );
    }

    #[test]
    fn a_row_separated_otherwise_than_the_header_is_refused() {
        let error = read("Name;Fed;Rating\nSemi1;NED;2100\nSemi2, X,2000\n")
            .expect_err("a comma row under a semicolon header");
        assert_eq!(
            error.to_string(),
            "entries.csv, line 3, field row: 1 field(s) separated by ';' where the header has 3: every row is separated as the header is"
        );
    }
}
