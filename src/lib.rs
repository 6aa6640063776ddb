//! arbiter: chess tournament management for arbiters.
