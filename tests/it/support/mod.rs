//! What the tests share: the one command-line runner, the one fixture loader, the one
//! stand-in pairing engine, and the builders and checkers of each part of the program.

pub mod cli;
pub mod double_swiss;
pub mod dubov;
pub mod fixtures;
pub mod hand;
pub mod open_toml;
pub mod pairer;
pub mod standings;
pub mod tui;
