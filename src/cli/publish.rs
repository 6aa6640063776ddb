//! `arbiter publish FILE --out DIR`: the tournament's static site ([`crate::export::site`]).

use std::path::Path;

use color_eyre::eyre::Result;

use super::load;
use crate::export::output;

pub fn publish(file: &Path, out: &Path) -> Result<()> {
    let tournament = load(file)?;
    let pages = output::publish(&tournament, out)?;
    println!(
        "published {} pages to {} (open {})",
        pages,
        out.display(),
        out.join("index.html").display()
    );
    Ok(())
}
