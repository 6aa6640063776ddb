//! arbiter: chess tournament management for arbiters.
//!
//! All logic lives in this library: the tournament [`model`], the [`pairing`] engines,
//! the FIDE [`rating`] calculations, the [`standings`] with their tie-breaks, the
//! [`export`]s of standings, pairings and crosstables, the tournament file format
//! ([`storage`]), the terminal application ([`tui`]) and the command line ([`cli`]).
//! The binary only calls [`cli::main`].

pub mod cli;
pub mod config;
pub mod edit;
pub mod export;
pub mod model;
pub mod pairing;
pub mod rating;
pub mod registration;
pub mod standings;
pub mod storage;
pub mod trf;
pub mod tui;
