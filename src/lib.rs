//! arbiter: chess tournament management for arbiters.
//!
//! All logic lives in this library: the tournament [`model`], the [`pairing`] engines,
//! the tournament file format ([`storage`]) and the command line ([`cli`]). The binary
//! only calls [`cli::main`].

pub mod cli;
pub mod model;
pub mod pairing;
pub mod report;
pub mod simulate;
pub mod storage;
pub mod trf;
