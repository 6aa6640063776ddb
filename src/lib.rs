//! arbiter: chess tournament management for arbiters.

pub mod pairing;
