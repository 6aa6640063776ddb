//! An absolute-criteria checker and a brute-force reference reading of Double-Swiss.

pub mod checker;
pub mod reference;
