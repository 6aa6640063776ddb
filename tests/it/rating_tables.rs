//! Every line of tables 8.1a and 8.1b against the tables as published, copied as CSV
//! into tests/fixtures/rating/.

use arbiter::rating::Fraction;
use arbiter::rating::fide2013::tables::{rating_difference, scoring_probabilities};

use crate::support::fixtures;

/// The data lines of a CSV file (after the header), split into fields.
fn lines<'a>(csv: &'a str, header: &str) -> Vec<Vec<&'a str>> {
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some(header));
    lines.map(|line| line.split(',').collect()).collect()
}

/// "0.92" or "1.00" as a fraction in hundredths.
fn fraction(text: &str) -> Fraction {
    let (whole, decimals) = text.split_once('.').expect("a decimal number");
    let hundredths = whole.parse::<u8>().expect("whole part") * 100
        + decimals.parse::<u8>().expect("two decimals");
    Fraction::from_hundredths(hundredths).expect("at most 1.00")
}

#[test]
fn table_8_1a_matches_every_line() {
    let table = fixtures::text("rating/fide-rating-2013-table-8.1a.csv");
    let lines = lines(&table, "p,dp");
    assert_eq!(lines.len(), 101);
    for line in lines {
        let p = fraction(line[0]);
        let dp: i16 = line[1].parse().expect("dp");
        assert_eq!(rating_difference(p), dp, "p = {}", line[0]);
    }
}

#[test]
fn table_8_1b_matches_every_line_for_every_difference() {
    let table = fixtures::text("rating/fide-rating-2013-table-8.1b.csv");
    let lines = lines(&table, "diff_min,diff_max,p_higher,p_lower");
    assert_eq!(lines.len(), 51);
    let mut next_difference = 0u32;
    for line in lines {
        let from: u16 = line[0].parse().expect("diff_min");
        // The last line, "> 735", has no upper bound: it reaches the largest difference
        // two ratings can have.
        let to: u16 = if line[1].is_empty() {
            u16::MAX
        } else {
            line[1].parse().expect("diff_max")
        };
        let (higher, lower) = (fraction(line[2]), fraction(line[3]));
        assert_eq!(u32::from(from), next_difference, "lines follow each other");
        for difference in from..=to {
            let found = scoring_probabilities(difference);
            assert_eq!(
                (found.from, found.to, found.higher, found.lower),
                (from, to, higher, lower),
                "D = {difference}"
            );
        }
        next_difference = u32::from(to) + 1;
    }
    assert_eq!(next_difference, u32::from(u16::MAX) + 1);
}
