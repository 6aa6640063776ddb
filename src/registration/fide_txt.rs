//! FIDE's fixed-width combined list (`players_list_foa.txt`): one header line
//!
//! `ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag`
//!
//! then one 162-byte line a player, each field starting under its header word (ID 0,
//! Name 15, Fed 76, Sex 80, Tit 84, WTit 89, OTit 94, FOA 109, SRtng 113, ... B-day 152,
//! Flag 158). The columns are found from the header, so the older list without the FOA
//! column reads too. A few real lines are one byte longer because the other titles
//! (OTit) overflow their column; the fields after OTit are then read shifted by the
//! excess.

use std::io::BufRead;
use std::path::Path;

use super::{FieldProblem, ListedPlayer, RawRecord, RegistrationError};

/// Where each field of a line starts and ends (byte ranges), from the header line.
#[derive(Clone, Debug)]
pub struct Layout {
    columns: Vec<(String, usize, usize)>,
    /// Where the other-titles column ends: fields after it move with an overflow.
    other_titles_end: usize,
    /// The length of a line that fills every column (the header's length).
    width: usize,
}

const REQUIRED: [&str; 3] = ["ID", "Name", "SRtng"];

impl Layout {
    pub fn from_header(path: &Path, header: &str) -> Result<Layout, RegistrationError> {
        let header = header.trim_end_matches(['\r', '\n']);
        let mut starts: Vec<(String, usize)> = Vec::new();
        let mut at = 0;
        for word in header.split(' ') {
            // "ID Number" is one column.
            if !word.is_empty() && word != "Number" {
                starts.push((word.to_string(), at));
            }
            at += word.len() + 1;
        }
        let mut columns = Vec::new();
        for (index, (word, start)) in starts.iter().enumerate() {
            let end = starts.get(index + 1).map_or(usize::MAX, |(_, next)| *next);
            columns.push((word.clone(), *start, end));
        }
        if let Some(missing) = REQUIRED
            .iter()
            .find(|name| !columns.iter().any(|(word, _, _)| word == *name))
        {
            return Err(RegistrationError::format(
                path,
                format!("line 1: the header has no {missing} column (not a FIDE TXT list?)"),
            ));
        }
        let other_titles_end = columns
            .iter()
            .find(|(word, _, _)| word == "OTit")
            .map_or(usize::MAX, |(_, _, end)| *end);
        Ok(Layout {
            columns,
            other_titles_end,
            width: header.len(),
        })
    }

    /// The text of `column` in `line` (empty when the list has no such column).
    fn field<'a>(&self, line: &'a [u8], column: &str) -> std::borrow::Cow<'a, str> {
        let Some(&(_, start, end)) = self.columns.iter().find(|(word, _, _)| word == column) else {
            return "".into();
        };
        let overflow = line.len().saturating_sub(self.width);
        let (start, end) = if start >= self.other_titles_end {
            (start + overflow, end.saturating_add(overflow))
        } else if end == self.other_titles_end {
            (start, end + overflow)
        } else {
            (start, end)
        };
        let end = end.min(line.len());
        String::from_utf8_lossy(line.get(start..end).unwrap_or_default())
    }

    /// One player's line (without its line end); `Err((field, problem))` on a bad field.
    pub fn parse(&self, line: &[u8]) -> Result<ListedPlayer, (&'static str, FieldProblem)> {
        let field = |column| self.field(line, column).into_owned();
        RawRecord {
            fide_id: field("ID"),
            name: field("Name"),
            federation: field("Fed"),
            sex: field("Sex"),
            title: field("Tit"),
            woman_title: field("WTit"),
            standard: field("SRtng"),
            rapid: field("RRtng"),
            blitz: field("BRtng"),
            standard_k: field("SK"),
            rapid_k: field("Rk"),
            blitz_k: field("BK"),
            birth_year: field("B-day"),
        }
        .parse()
    }
}

fn trim_line_end(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

/// Reads the header line of `reader` into a layout.
pub fn read_layout(
    path: &Path,
    reader: &mut impl BufRead,
) -> Result<(Layout, u64), RegistrationError> {
    let mut header = Vec::new();
    let read = reader
        .read_until(b'\n', &mut header)
        .map_err(|e| RegistrationError::read(path, e))?;
    let text = String::from_utf8_lossy(trim_line_end(&header)).into_owned();
    let text = text.trim_start_matches('\u{feff}');
    Ok((Layout::from_header(path, text)?, read as u64))
}

/// Every player of the list, with the byte offset of its line.
pub fn for_each(
    path: &Path,
    mut reader: impl BufRead,
    each: &mut impl FnMut(u64, ListedPlayer) -> Result<(), RegistrationError>,
) -> Result<(), RegistrationError> {
    let (layout, mut offset) = read_layout(path, &mut reader)?;
    let mut line = Vec::with_capacity(256);
    for number in 2.. {
        line.clear();
        let read = reader
            .read_until(b'\n', &mut line)
            .map_err(|e| RegistrationError::read(path, e))?;
        if read == 0 {
            break;
        }
        let text = trim_line_end(&line);
        if !text.iter().all(u8::is_ascii_whitespace) {
            let player =
                layout
                    .parse(text)
                    .map_err(|(field, problem)| RegistrationError::Field {
                        path: path.to_path_buf(),
                        place: format!("line {number}"),
                        field: field.to_string(),
                        problem,
                    })?;
            each(offset, player)?;
        }
        offset += read as u64;
    }
    Ok(())
}

/// The player whose line starts at `offset`.
pub fn read_at(
    path: &Path,
    layout: &Layout,
    reader: &mut impl BufRead,
    offset: u64,
) -> Result<ListedPlayer, RegistrationError> {
    let mut line = Vec::with_capacity(256);
    reader
        .read_until(b'\n', &mut line)
        .map_err(|e| RegistrationError::read(path, e))?;
    layout
        .parse(trim_line_end(&line))
        .map_err(|(field, problem)| RegistrationError::Field {
            path: path.to_path_buf(),
            place: format!("byte {offset}"),
            field: field.to_string(),
            problem,
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Sex, Title};
    use crate::registration::sample::{TXT_HEADER as HEADER, fixed_width_line};

    fn layout() -> Layout {
        Layout::from_header(Path::new("list.txt"), HEADER).expect("header")
    }

    #[test]
    fn the_header_gives_fides_column_starts() {
        let layout = layout();
        let start = |name: &str| {
            layout
                .columns
                .iter()
                .find(|(word, _, _)| word == name)
                .map(|(_, start, _)| *start)
        };
        assert_eq!(
            [
                "ID", "Name", "Fed", "Sex", "Tit", "WTit", "OTit", "FOA", "SRtng", "RRtng",
                "BRtng", "B-day", "Flag"
            ]
            .map(start),
            [0, 15, 76, 80, 84, 89, 94, 109, 113, 126, 139, 152, 158].map(Some)
        );
        assert_eq!(layout.width, 162);
    }

    fn line(title: Option<Title>, other_titles: &str, standard: &str) -> String {
        let player = ListedPlayer {
            fide_id: 4100018,
            name: "Vermeulen, Anke".to_string(),
            federation: Some("BEL".to_string()),
            sex: Some(Sex::Female),
            standard: Some(2311),
            rapid: Some(2290),
            blitz: None,
            standard_k: Some(20),
            rapid_k: Some(40),
            blitz_k: None,
            birth_year: Some(1994),
            title,
        };
        fixed_width_line(&player, other_titles).replace("2311", standard)
    }

    #[test]
    fn a_line_reads_field_by_field() {
        let text = line(Some(Title::WIM), "FA", "2311");
        assert_eq!(text.find("2311"), Some(113));
        let player = layout().parse(text.as_bytes()).expect("line");
        assert_eq!(player.fide_id, 4100018);
        assert_eq!(player.name, "Vermeulen, Anke");
        assert_eq!(player.federation.as_deref(), Some("BEL"));
        assert_eq!(player.sex, Some(Sex::Female));
        assert_eq!(player.title, Some(Title::WIM));
        assert_eq!(
            (player.standard, player.rapid, player.blitz),
            (Some(2311), Some(2290), None)
        );
        assert_eq!(player.birth_year, Some(1994));
        assert_eq!(
            (player.standard_k, player.rapid_k, player.blitz_k),
            (Some(20), Some(40), None)
        );
    }

    #[test]
    fn an_overflowing_other_title_shifts_the_later_fields() {
        let text = line(Some(Title::FM), "SI,FI,LSI,SLI,NA", "2311");
        assert_eq!(text.len(), 163);
        let player = layout().parse(text.as_bytes()).expect("line");
        assert_eq!(player.title, Some(Title::FM));
        assert_eq!(
            (player.standard, player.rapid, player.birth_year),
            (Some(2311), Some(2290), Some(1994))
        );
    }

    #[test]
    fn a_bad_field_is_named() {
        assert_eq!(
            layout()
                .parse(line(None, "", "23x1").as_bytes())
                .map_err(|(field, problem)| (field, problem.to_string())),
            Err(("SRtng", "\"23x1\" is not a number".to_string()))
        );
    }
}
