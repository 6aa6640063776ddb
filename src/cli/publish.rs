//! `arbiter publish FILE --out DIR`: the tournament's static site ([`crate::export::site`]).

use std::path::Path;

use color_eyre::eyre::{Result, WrapErr};

use super::load;
use crate::export::site::site;

pub fn publish(file: &Path, out: &Path) -> Result<()> {
    let tournament = load(file)?;
    std::fs::create_dir_all(out).wrap_err_with(|| format!("cannot create {}", out.display()))?;
    let pages = site(&tournament);
    for page in &pages {
        let path = out.join(&page.file);
        std::fs::write(&path, &page.html)
            .wrap_err_with(|| format!("cannot write {}", path.display()))?;
    }
    println!(
        "published {} pages to {} (open {})",
        pages.len(),
        out.display(),
        out.join("index.html").display()
    );
    Ok(())
}
