//! FIDE's XML combined list (`players_list_xml_foa.xml`): a `<playerslist>` of
//! `<player>` elements whose children are `fideid, name, country, sex, title, w_title,
//! o_title, foa_title, rating, games, k, rapid_rating, rapid_games, rapid_k,
//! blitz_rating, blitz_games, blitz_k, birthday` (the year) `, flag`. The file is close
//! to a gigabyte: it is read as a stream of events, one player at a time.

use std::io::BufRead;
use std::path::Path;

use quick_xml::Reader;
use quick_xml::events::Event;

use super::{FieldProblem, ListedPlayer, RawRecord, RegistrationError};

fn field_of<'r>(record: &'r mut RawRecord, element: &str) -> Option<&'r mut String> {
    Some(match element {
        "fideid" => &mut record.fide_id,
        "name" => &mut record.name,
        "country" => &mut record.federation,
        "sex" => &mut record.sex,
        "title" => &mut record.title,
        "w_title" => &mut record.woman_title,
        "rating" => &mut record.standard,
        "rapid_rating" => &mut record.rapid,
        "blitz_rating" => &mut record.blitz,
        "k" => &mut record.standard_k,
        "rapid_k" => &mut record.rapid_k,
        "blitz_k" => &mut record.blitz_k,
        "birthday" => &mut record.birth_year,
        _ => return None,
    })
}

/// The element names of the fields in the TXT list's words, so that a problem names the
/// field the same way for both layouts.
fn txt_field_as_xml(field: &str) -> &str {
    match field {
        "ID" => "fideid",
        "Name" => "name",
        "SRtng" => "rating",
        "RRtng" => "rapid_rating",
        "BRtng" => "blitz_rating",
        "SK" => "k",
        "Rk" => "rapid_k",
        "BK" => "blitz_k",
        "B-day" => "birthday",
        other => other,
    }
}

/// Reads players from `reader` (positioned at `base` bytes into the file), calling
/// `each` with each player's offset, until the end or until `each` returns `false`.
fn read_players(
    path: &Path,
    reader: impl BufRead,
    base: u64,
    each: &mut impl FnMut(u64, ListedPlayer) -> Result<bool, RegistrationError>,
) -> Result<(), RegistrationError> {
    let mut reader = Reader::from_reader(reader);
    let mut buffer = Vec::new();
    let mut record: Option<(u64, RawRecord)> = None;
    let mut element = String::new();
    loop {
        let before = base + reader.buffer_position();
        let event =
            reader
                .read_event_into(&mut buffer)
                .map_err(|error| RegistrationError::Field {
                    path: path.to_path_buf(),
                    place: format!("byte {}", base + reader.error_position()),
                    field: "XML".to_string(),
                    problem: FieldProblem::Xml(error),
                })?;
        match event {
            Event::Start(start) if start.local_name().as_ref() == "player" => {
                record = Some((before, RawRecord::default()));
            }
            Event::Start(start) => element = start.local_name().as_ref().to_string(),
            Event::Text(text) => {
                if let Some(field) = record.as_mut().and_then(|(_, r)| field_of(r, &element)) {
                    field.push_str(&text.xml10_content());
                }
            }
            Event::GeneralRef(reference) => {
                let resolved = match reference.resolve_char_ref() {
                    Ok(Some(character)) => character.to_string(),
                    _ => quick_xml::escape::resolve_predefined_entity(&reference)
                        .unwrap_or_default()
                        .to_string(),
                };
                if let Some(field) = record.as_mut().and_then(|(_, r)| field_of(r, &element)) {
                    field.push_str(&resolved);
                }
            }
            Event::End(end) if end.local_name().as_ref() == "player" => {
                if let Some((offset, raw)) = record.take() {
                    let player =
                        raw.parse()
                            .map_err(|(field, problem)| RegistrationError::Field {
                                path: path.to_path_buf(),
                                place: format!("the player at byte {offset}"),
                                field: txt_field_as_xml(field).to_string(),
                                problem,
                            })?;
                    if !each(offset, player)? {
                        return Ok(());
                    }
                }
            }
            Event::End(_) => element.clear(),
            Event::Eof => return Ok(()),
            _ => {}
        }
        buffer.clear();
    }
}

/// Every player of the list, with the byte offset of its `<player>` element.
pub fn for_each(
    path: &Path,
    reader: impl BufRead,
    each: &mut impl FnMut(u64, ListedPlayer) -> Result<(), RegistrationError>,
) -> Result<(), RegistrationError> {
    read_players(path, reader, 0, &mut |offset, player| {
        each(offset, player).map(|()| true)
    })
}

/// The player whose `<player>` element starts at `offset`.
pub fn read_at(
    path: &Path,
    reader: impl BufRead,
    offset: u64,
) -> Result<ListedPlayer, RegistrationError> {
    let mut found = None;
    read_players(path, reader, offset, &mut |_, player| {
        found = Some(player);
        Ok(false)
    })?;
    found.ok_or_else(|| {
        RegistrationError::format(
            path,
            format!("no player at byte {offset}: the index is stale"),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Sex, Title};

    const LIST: &str = "<playerslist>\n<player>\n<fideid>4100018</fideid>\n<name>Vermeulen, Anke</name>\n<country>BEL</country>\n<sex>F</sex>\n<title>WIM</title>\n<w_title>WIM</w_title>\n<o_title></o_title>\n<foa_title></foa_title>\n<rating>2311</rating>\n<games>9</games>\n<k>20</k>\n<rapid_rating>2290</rapid_rating>\n<rapid_games>0</rapid_games>\n<rapid_k>20</rapid_k>\n<blitz_rating>0</blitz_rating>\n<blitz_games>0</blitz_games>\n<blitz_k>20</blitz_k>\n<birthday>1994</birthday>\n<flag>w</flag>\n</player>\n<player>\n<fideid>4100026</fideid>\n<name>O&apos;Neill, Sean</name>\n<country>IRL</country>\n<sex>M</sex>\n<title></title>\n<w_title></w_title>\n<o_title></o_title>\n<foa_title></foa_title>\n<rating>0</rating>\n<games>0</games>\n<k>0</k>\n<rapid_rating>1850</rapid_rating>\n<rapid_games>0</rapid_games>\n<rapid_k>20</rapid_k>\n<blitz_rating>0</blitz_rating>\n<blitz_games>0</blitz_games>\n<blitz_k>0</blitz_k>\n<birthday>0</birthday>\n<flag>i</flag>\n</player>\n</playerslist>\n";

    fn players(text: &str) -> Result<Vec<(u64, ListedPlayer)>, RegistrationError> {
        let mut found = Vec::new();
        for_each(
            Path::new("list.xml"),
            text.as_bytes(),
            &mut |offset, player| {
                found.push((offset, player));
                Ok(())
            },
        )?;
        Ok(found)
    }

    #[test]
    fn players_stream_out_with_their_offsets() {
        let found = players(LIST).expect("list");
        assert_eq!(found.len(), 2);
        let (offset, anke) = &found[0];
        assert_eq!(&LIST[*offset as usize..][..8], "<player>");
        assert_eq!(anke.name, "Vermeulen, Anke");
        assert_eq!(anke.sex, Some(Sex::Female));
        assert_eq!(anke.title, Some(Title::WIM));
        assert_eq!(
            (anke.standard, anke.rapid, anke.blitz),
            (Some(2311), Some(2290), None)
        );
        assert_eq!(
            (anke.standard_k, anke.rapid_k, anke.blitz_k),
            (Some(20), Some(20), Some(20))
        );
        assert_eq!(anke.k_factor(crate::model::RatingList::Blitz), None);
        let (offset, sean) = &found[1];
        assert_eq!(sean.name, "O'Neill, Sean");
        assert_eq!(
            (sean.standard, sean.rapid, sean.birth_year),
            (None, Some(1850), None)
        );
        let again = read_at(
            Path::new("list.xml"),
            &LIST.as_bytes()[*offset as usize..],
            *offset,
        )
        .expect("record at its offset");
        assert_eq!(&again, sean);
    }

    #[test]
    fn a_bad_field_is_named_with_its_place() {
        let broken = LIST.replace("<rating>2311</rating>", "<rating>23x1</rating>");
        let error = players(&broken).expect_err("bad rating");
        assert_eq!(
            error.to_string(),
            "list.xml, the player at byte 14, field rating: \"23x1\" is not a number"
        );
    }
}
