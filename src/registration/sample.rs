//! FIDE's TXT layout written back, for test lists and for measuring lookups on a list
//! of a million generated players (`arbiter bench --rating-list 1000000`).

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;
use std::time::Instant;

use super::{ListedPlayer, RatingListIndex, RegistrationError};
use crate::model::Sex;

/// The header line of FIDE's combined list with the FIDE Online Arena column.
pub const TXT_HEADER: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";

/// One player's line in FIDE's layout: every field left-aligned at its column, ratings
/// and K factors 0 when the player has none, and no games in the period.
pub fn fixed_width_line(player: &ListedPlayer, other_titles: &str) -> String {
    let rating = |rating: Option<u16>| rating.unwrap_or(0).to_string();
    let k = |k: Option<u8>| k.unwrap_or(0).to_string();
    let title = player.title.map(|t| t.code()).unwrap_or_default();
    let woman_title = if title.starts_with('W') { title } else { "" };
    let sex = match player.sex {
        Some(Sex::Male) => "M",
        Some(Sex::Female) => "F",
        None => "",
    };
    let flag = if player.sex == Some(Sex::Female) {
        "w"
    } else {
        ""
    };
    format!(
        "{:<15}{:<61}{:<4}{:<4}{:<5}{:<5}{:<15}{:<4}{:<6}{:<4}{:<3}{:<6}{:<4}{:<3}{:<6}{:<4}{:<3}{:<6}{:<4}",
        player.fide_id,
        player.name,
        player.federation.as_deref().unwrap_or_default(),
        sex,
        title,
        woman_title,
        other_titles,
        "",
        rating(player.standard),
        0,
        k(player.standard_k),
        rating(player.rapid),
        0,
        k(player.rapid_k),
        rating(player.blitz),
        0,
        k(player.blitz_k),
        player.birth_year.unwrap_or(0),
        flag,
    )
}

/// The `index`-th generated player: distinct ids from 10 000 000 and names spread over
/// the alphabet, so name lookups land all over the list.
fn generated(index: u32) -> ListedPlayer {
    const SYLLABLES: [&str; 16] = [
        "ba", "ko", "mi", "ra", "te", "lu", "sa", "ven", "dor", "pe", "ni", "go", "har", "ul",
        "fi", "zo",
    ];
    let mut scrambled = index.wrapping_mul(2_654_435_761);
    let mut surname = String::new();
    for _ in 0..4 {
        surname.push_str(SYLLABLES[(scrambled % 16) as usize]);
        scrambled /= 16;
    }
    let mut surname = surname.chars();
    let first = surname
        .next()
        .map(|c| c.to_ascii_uppercase())
        .unwrap_or('A');
    let standard = 1400 + (index * 37 % 1400) as u16;
    let rated_standard = !index.is_multiple_of(3);
    ListedPlayer {
        fide_id: 10_000_000 + u64::from(index),
        name: format!("{first}{}, Player {index}", surname.as_str()),
        federation: Some(["BEL", "NED", "GER", "FRA", "IND"][(index % 5) as usize].to_string()),
        sex: Some(if index.is_multiple_of(7) {
            Sex::Female
        } else {
            Sex::Male
        }),
        title: None,
        standard: rated_standard.then_some(standard),
        rapid: Some(standard - 20),
        blitz: None,
        standard_k: rated_standard.then_some(20),
        rapid_k: Some(20),
        blitz_k: None,
        birth_year: Some(1940 + (index % 70) as u16),
    }
}

/// Writes a list of `players` generated players in FIDE's TXT layout.
pub fn write_sample_txt(path: &Path, players: u32) -> std::io::Result<()> {
    let mut out = std::io::BufWriter::new(std::fs::File::create(path)?);
    writeln!(out, "{TXT_HEADER}\r")?;
    for index in 0..players {
        writeln!(out, "{}\r", fixed_width_line(&generated(index), ""))?;
    }
    out.flush()
}

/// Generates a list of `players` in a temporary directory, indexes it and measures
/// lookups by FIDE id and by name prefix; returns the table to print.
pub fn bench_lookups(players: u32) -> Result<String, RegistrationError> {
    // A new private directory (not a predictable name in the shared /tmp).
    let written = tempfile::Builder::new()
        .prefix("arbiter-list-bench-")
        .tempdir()
        .and_then(|directory| {
            let list = directory.path().join("players_list_foa.txt");
            write_sample_txt(&list, players).map(|()| (directory, list))
        });
    let (_directory, list) = written.map_err(|e| RegistrationError::WriteIndex {
        path: std::env::temp_dir(),
        source: e,
    })?;
    measure(&list, players)
}

fn measure(list: &Path, players: u32) -> Result<String, RegistrationError> {
    let size = std::fs::metadata(list).map(|m| m.len()).unwrap_or(0);
    let started = Instant::now();
    let (index, _) = RatingListIndex::open(list)?;
    let build = started.elapsed();
    let started = Instant::now();
    drop(index);
    let (index, _) = RatingListIndex::open(list)?;
    let reopen = started.elapsed();
    let lookups = 1000.min(players.max(1));
    let step = (players / lookups).max(1);
    let mut slowest_id = std::time::Duration::ZERO;
    let mut slowest_name = std::time::Duration::ZERO;
    let (mut total_id, mut total_name) = (slowest_id, slowest_name);
    for n in 0..lookups {
        let player = generated(n * step);
        let started = Instant::now();
        let found = index.by_fide_id(player.fide_id)?;
        let took = started.elapsed();
        if found.is_none() {
            return Err(RegistrationError::format(
                list,
                format!("FIDE id {} not found", player.fide_id),
            ));
        }
        slowest_id = slowest_id.max(took);
        total_id += took;
        let prefix: String = player.name.chars().take(5).collect();
        let started = Instant::now();
        let found = index.by_name_prefix(&prefix, 10)?;
        let took = started.elapsed();
        if found.is_empty() {
            return Err(RegistrationError::format(
                list,
                format!("nobody found by {prefix:?}"),
            ));
        }
        slowest_name = slowest_name.max(took);
        total_name += took;
    }
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1000.0;
    let index_size = std::fs::metadata(list.with_file_name("players_list_foa.txt.arbiter-index"))
        .map(|m| m.len())
        .unwrap_or(0);
    let mut table = String::new();
    let _ = writeln!(
        table,
        "rating list of {players} players ({:.0} MB), index {:.1} MB",
        size as f64 / 1e6,
        index_size as f64 / 1e6
    );
    let _ = writeln!(table, "  index built in        {:>9.1} ms", ms(build));
    let _ = writeln!(table, "  list and index opened {:>9.3} ms", ms(reopen));
    let _ = writeln!(
        table,
        "  by FIDE id     mean {:>7.3} ms  slowest {:>7.3} ms  ({lookups} lookups)",
        ms(total_id) / f64::from(lookups),
        ms(slowest_id)
    );
    let _ = writeln!(
        table,
        "  by name prefix mean {:>7.3} ms  slowest {:>7.3} ms  (10 players each)",
        ms(total_name) / f64::from(lookups),
        ms(slowest_name)
    );
    Ok(table)
}
