//! Finding places in the text of a TOML file: the span of a field path, and the field
//! path at a byte offset. Used to point every problem at a line and a column.

use std::ops::Range;

use toml::de::{DeTable, DeValue};

use crate::model::validate::PathStep;

/// The places of many fields in one text: the text is parsed once and its line starts
/// are indexed once, so locating every problem of a file takes time linear in the file
/// and the number of problems (a file with thousands of problems is common when a
/// whole column is wrong).
pub struct Locator<'a> {
    text: &'a str,
    /// The parsed text, when a field is first looked for.
    root: std::cell::OnceCell<Option<toml::Spanned<DeTable<'a>>>>,
    /// Byte offset of the start of every line.
    line_starts: Vec<usize>,
}

impl<'a> Locator<'a> {
    pub fn new(text: &'a str) -> Locator<'a> {
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(index, _)| index + 1))
            .collect();
        Locator {
            text,
            root: std::cell::OnceCell::new(),
            line_starts,
        }
    }

    /// 1-based line and column (in characters) of the value at `path`, or of its
    /// deepest existing ancestor; the start of the file when there is none.
    pub fn place_of(&self, path: &[PathStep]) -> (usize, usize) {
        self.span_of(path)
            .map_or((1, 1), |span| self.line_and_column(span.start))
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_and_column(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let line = self.line_starts.partition_point(|&start| start <= offset);
        let start = self.line_starts[line - 1];
        let column = self
            .text
            .get(start..offset)
            .map_or(0, |s| s.chars().count())
            + 1;
        (line, column)
    }

    /// The span of the value at `path`, or of its deepest existing ancestor.
    fn span_of(&self, path: &[PathStep]) -> Option<Range<usize>> {
        let mut best: Option<Range<usize>> = None;
        let root = self
            .root
            .get_or_init(|| DeTable::parse(self.text).ok())
            .as_ref()?;
        let mut table: Option<&DeTable> = Some(root.get_ref());
        let mut array: Option<&[toml::Spanned<DeValue>]> = None;
        for step in path {
            let value = match (step, table, array) {
                (PathStep::Key(key), Some(current), _) => current
                    .iter()
                    .find(|(k, _)| k.get_ref().as_ref() == *key)
                    .map(|(k, v)| (k.span(), v)),
                (PathStep::Index(index), _, Some(items)) => {
                    items.get(*index).map(|v| (v.span(), v))
                }
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
