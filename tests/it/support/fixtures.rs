//! The one way these tests reach the files in `tests/fixtures/`.

use std::path::{Path, PathBuf};

use arbiter::trf;

/// The path of `relative` in `tests/fixtures/`.
pub fn path(relative: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(relative)
}

/// The text of the UTF-8 file `relative` in `tests/fixtures/`.
pub fn text(relative: &str) -> String {
    String::from_utf8(bytes(relative)).unwrap_or_else(|e| panic!("fixture {relative}: {e}"))
}

/// The text of the TRF file `name` in `tests/fixtures/trf/`, decoded as the program
/// decodes a TRF file (UTF-8, or Latin-1 when it is not).
pub fn trf(name: &str) -> String {
    trf::decode(&bytes(&format!("trf/{name}")))
}

/// The TRF fixture `name` with `from` replaced by `to` (which must occur exactly once).
pub fn trf_with(name: &str, from: &str, to: &str) -> String {
    let text = trf(name);
    assert_eq!(text.matches(from).count(), 1, "{from:?} must occur once");
    text.replacen(from, to, 1)
}

fn bytes(relative: &str) -> Vec<u8> {
    std::fs::read(path(relative)).unwrap_or_else(|e| panic!("fixture {relative}: {e}"))
}
