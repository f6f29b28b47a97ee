//! The bottom layer, which every other shares: [`Error`](error::Error) (everything that can
//! go wrong, each message saying what to do), the GPU's limits and launch geometry
//! (`limits.rs`), and the settings read once from the environment (`switch.rs`).

pub(crate) mod error;
pub(crate) mod limits;
pub(crate) mod switch;
