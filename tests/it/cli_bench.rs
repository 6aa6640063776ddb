//! `arbiter bench` through the real binary: its table has a column for each round the
//! tournaments have (of rounds 1, 2, the middle one and the last but one) and the slowest
//! of all rounds with its number. Timings vary: the rows are compared by shape.

use crate::support::cli::ok;

/// A line with each time (`12.3 ms`, `1.05 s`) as `<time>` and each memory (`9.8 MB`)
/// as `<memory>`.
fn shape(line: &str) -> String {
    let words: Vec<&str> = line.split_whitespace().collect();
    let mut shaped = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let number = words[i].parse::<f64>().is_ok() && words[i].contains('.');
        match words.get(i + 1) {
            Some(&"ms" | &"s") if number => shaped.push("<time>"),
            Some(&"MB") if number => shaped.push("<memory>"),
            _ => {
                shaped.push(words[i]);
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    shaped.join(" ")
}

/// The engines' table of a Dutch 2026 tournament of 12 players over `rounds`.
fn engines_table(rounds: &str) -> Vec<String> {
    let out = ok(&[
        "bench",
        "--sizes",
        "12",
        "--rounds",
        rounds,
        "--systems",
        "dutch",
        "--editions",
        "2026",
    ]);
    out.lines()
        .take_while(|line| !line.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn one_round_has_one_round_column() {
    let table = engines_table("1");
    assert_eq!(
        table[0],
        "system             players rounds    round 1     slowest round      whole peak memory"
    );
    assert_eq!(table.len(), 2, "{table:?}");
    assert_eq!(
        shape(&table[1]),
        "dutch 2026 12 1 <time> <time> (r1) <time> <memory>"
    );
}

#[test]
fn five_rounds_show_rounds_one_to_four_and_the_slowest() {
    let table = engines_table("5");
    assert_eq!(
        table[0],
        "system             players rounds    round 1    round 2    round 3    round 4     slowest round      whole peak memory"
    );
    let row = shape(&table[1]);
    let slowest_at = row
        .strip_prefix("dutch 2026 12 5 <time> <time> <time> <time> <time> (r")
        .and_then(|rest| rest.strip_suffix(") <time> <memory>"))
        .unwrap_or_else(|| panic!("{row}"));
    assert!(["1", "2", "3", "4", "5"].contains(&slowest_at), "{row}");
}
