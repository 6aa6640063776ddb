//! arbiter: chess tournament management for arbiters.
//!
//! All logic lives in this library: the tournament [`model`], the [`pairing`] engines,
//! the FIDE [`rating`] calculations, the tournament file format ([`storage`]) and the
//! command line ([`cli`]). The binary
//! only calls [`cli::main`].

pub mod bench;
pub mod cli;
pub mod demo;
pub mod model;
pub mod pairing;
pub mod rating;
pub mod report;
pub mod simulate;
pub mod storage;
