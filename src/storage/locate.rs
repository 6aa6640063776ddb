//! Finding places in the text of a TOML file: the span of a field path, and the field
//! path at a byte offset. Used to point every problem at a line and a column.

use std::ops::Range;

use toml::de::{DeTable, DeValue};

use crate::model::validate::PathStep;

/// 1-based line and column (in characters) of a byte offset.
pub fn line_and_column(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let before = text.get(..offset).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before[line_start..].chars().count() + 1;
    (line, column)
}

/// The span of the value at `path`, or of its deepest existing ancestor.
pub fn span_of(text: &str, path: &[PathStep]) -> Option<Range<usize>> {
    let root = DeTable::parse(text).ok()?;
    let mut best: Option<Range<usize>> = None;
    let mut table: Option<&DeTable> = Some(root.get_ref());
    let mut array: Option<&[toml::Spanned<DeValue>]> = None;
    for step in path {
        let value = match (step, table, array) {
            (PathStep::Key(key), Some(current), _) => current
                .iter()
                .find(|(k, _)| k.get_ref().as_ref() == *key)
                .map(|(k, v)| (k.span(), v)),
            (PathStep::Index(index), _, Some(items)) => items.get(*index).map(|v| (v.span(), v)),
            _ => None,
        };
        let Some((key_span, value)) = value else {
            break;
        };
        best = Some(match value.get_ref() {
            DeValue::Table(_) | DeValue::Array(_) => key_span,
            _ => value.span(),
        });
        table = None;
        array = None;
        match value.get_ref() {
            DeValue::Table(t) => table = Some(t),
            DeValue::Array(a) => array = Some(a),
            _ => {}
        }
    }
    best
}

/// The dotted path (`rounds[1].pairings[0].white`) of the innermost value containing
/// byte `offset`.
pub fn path_at(text: &str, offset: usize) -> Option<String> {
    let (root, _) = DeTable::parse_recoverable(text);
    let mut path = String::new();
    let mut current = DeValue::Table(root.into_inner());
    loop {
        let next = match &current {
            DeValue::Table(table) => table.iter().find_map(|(key, value)| {
                let within = key.span().contains(&offset)
                    || value.span().contains(&offset)
                    || table_contains(value.get_ref(), offset);
                within.then(|| {
                    (
                        format!(
                            "{}{}",
                            if path.is_empty() { "" } else { "." },
                            key.get_ref()
                        ),
                        value.get_ref().clone(),
                    )
                })
            }),
            DeValue::Array(items) => items.iter().enumerate().find_map(|(index, value)| {
                (value.span().contains(&offset) || table_contains(value.get_ref(), offset))
                    .then(|| (format!("[{index}]"), value.get_ref().clone()))
            }),
            _ => None,
        };
        match next {
            Some((step, value)) => {
                path.push_str(&step);
                current = value;
            }
            None => return (!path.is_empty()).then_some(path),
        }
    }
}

/// Whether any value inside a table (which may be spread over the file, as `[[x]]`
/// sections are) covers `offset`.
fn table_contains(value: &DeValue, offset: usize) -> bool {
    match value {
        DeValue::Table(table) => table.iter().any(|(key, value)| {
            key.span().contains(&offset)
                || value.span().contains(&offset)
                || table_contains(value.get_ref(), offset)
        }),
        DeValue::Array(items) => items
            .iter()
            .any(|v| v.span().contains(&offset) || table_contains(v.get_ref(), offset)),
        _ => false,
    }
}
