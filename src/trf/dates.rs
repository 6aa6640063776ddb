//! The dates of the header records `042` and `052` in the forms programs write them.
//! TRF asks for `YYYY/MM/DD`; Swiss-Manager, Vega, lichess and club programs also write
//! `28. 07. 2005`, `24/09/2010`, `2005-07-28` and `May 29, 2020`.
//!
//! Reading of `NN/NN/YYYY`: day first (the order of the European programs that write
//! this form), unless the second number cannot be a month (`07/28/2005` is July 28).
//! The reader says how each date that is not `YYYY/MM/DD` was read.

use crate::model::validate::is_calendar_date;

/// A date read from a header record, with how it was read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct HeaderDate {
    /// `YYYY-MM-DD`
    pub iso: String,
    /// The order the text gave, when it was not the TRF's `YYYY/MM/DD`: `"day/month/year"`,
    /// `"month/day/year"`, `"month name"` or `"year-month-day"`.
    pub form: Option<&'static str>,
}

const MONTHS: [&str; 12] = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
];

/// Reads `text` as a date in one of the common forms; `None` when it is none of them.
pub(crate) fn header_date(text: &str) -> Option<HeaderDate> {
    let text = text.trim();
    let numbers: Vec<&str> = text
        .split(['/', '-', '.', ' ', ','])
        .filter(|part| !part.is_empty())
        .collect();
    let number = |part: &str| {
        (part.len() <= 4 && part.bytes().all(|b| b.is_ascii_digit()))
            .then(|| part.parse::<u32>().ok())
            .flatten()
    };
    let (year, month, day, form) = match numbers.as_slice() {
        [y, m, d] if y.len() == 4 && number(m).is_some() && number(d).is_some() => {
            let form = (text != format!("{y}/{m}/{d}") || m.len() != 2 || d.len() != 2)
                .then_some("year-month-day");
            (number(y)?, number(m)?, number(d)?, form)
        }
        [a, b, y] if y.len() == 4 && number(a).is_some() && number(b).is_some() => {
            let (a, b, y) = (number(a)?, number(b)?, number(y)?);
            if a > 12 || b <= 12 {
                (y, b, a, Some("day/month/year"))
            } else {
                (y, a, b, Some("month/day/year"))
            }
        }
        [first, second, y] if y.len() == 4 => {
            let month_of = |word: &str| {
                let lower = word.to_ascii_lowercase();
                (lower.len() >= 3)
                    .then(|| MONTHS.iter().position(|m| lower.starts_with(m)))
                    .flatten()
                    .map(|index| index as u32 + 1)
            };
            match (month_of(first), month_of(second)) {
                (Some(m), None) => (number(y)?, m, number(second)?, Some("month name")),
                (None, Some(m)) => (number(y)?, m, number(first)?, Some("month name")),
                _ => return None,
            }
        }
        _ => return None,
    };
    is_calendar_date(year, month, day).then(|| HeaderDate {
        iso: format!("{year:04}-{month:02}-{day:02}"),
        form,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Option<(String, Option<&'static str>)> {
        header_date(text).map(|d| (d.iso, d.form))
    }

    #[test]
    fn the_trf_form_is_read_as_it_is() {
        assert_eq!(read("2005/07/28"), Some(("2005-07-28".into(), None)));
    }

    #[test]
    fn the_forms_programs_write_are_read() {
        let day_first = Some("day/month/year");
        assert_eq!(read("28. 07. 2005"), Some(("2005-07-28".into(), day_first)));
        assert_eq!(read("24/09/2010"), Some(("2010-09-24".into(), day_first)));
        // Both orders possible: day first.
        assert_eq!(read("04/05/2025"), Some(("2025-05-04".into(), day_first)));
        assert_eq!(
            read("07/28/2005"),
            Some(("2005-07-28".into(), Some("month/day/year")))
        );
        assert_eq!(
            read("May 29, 2020"),
            Some(("2020-05-29".into(), Some("month name")))
        );
        assert_eq!(
            read("29 September 2020"),
            Some(("2020-09-29".into(), Some("month name")))
        );
        assert_eq!(
            read("2005-07-28"),
            Some(("2005-07-28".into(), Some("year-month-day")))
        );
    }

    #[test]
    fn what_is_not_a_date_is_not_read() {
        assert_eq!(read(""), None);
        assert_eq!(read("2005/02/30"), None);
        assert_eq!(read("13/13/2005"), None);
        assert_eq!(read("Summer 2005"), None);
        assert_eq!(read("28.07.05"), None);
    }
}
