//! arbiter: chess tournament management for arbiters.
pub mod export;
pub mod model;
pub mod pairing;
pub mod standings;
