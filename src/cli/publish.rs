//! `arbiter publish FILE --out DIR`: the tournament's static site ([`crate::export::site`]).

use std::path::Path;

use color_eyre::eyre::Result;

use super::load;
use crate::export::output;
use crate::pairing::round_robin;

pub fn publish(file: &Path, out: &Path) -> Result<()> {
    let tournament = load(file)?;
    let schedule = round_robin::published_schedule(&tournament);
    let pages = output::publish(&tournament, &schedule, out)?;
    println!(
        "published {} pages to {} (open {})",
        pages,
        out.display(),
        out.join("index.html").display()
    );
    Ok(())
}
