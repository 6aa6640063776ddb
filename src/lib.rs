//! arbiter: chess tournament management for arbiters.
//!
//! All logic lives in this library, in layers (ARCHITECTURE.md; the test `layers` holds
//! them): the tournament [`model`]; over it the pairing engines ([`pairing`]), the FIDE
//! [`rating`] calculations, the [`standings`] with their tie-breaks and prizes, the TRF
//! format ([`trf`]) and the registration lists ([`registration`]); the [`export`]s of
//! standings, pairings, crosstables and the rating report; the [`edit`]s, the one way a
//! tournament changes; the tournament file ([`storage`]); and the two front ends, the
//! terminal application ([`tui`]) and the command line ([`cli`]), with their per-machine
//! [`config`]. Every file any of them writes is created or replaced through [`files`],
//! the bottom layer. The binary only calls [`cli::main`].

#![deny(unsafe_code)]
#![warn(clippy::undocumented_unsafe_blocks)]

pub mod cli;
pub mod config;
pub mod edit;
pub mod export;
pub mod files;
pub mod model;
pub mod norms;
pub mod pairing;
pub mod rating;
pub mod registration;
pub mod standings;
pub mod storage;
pub mod trf;
pub mod tui;
