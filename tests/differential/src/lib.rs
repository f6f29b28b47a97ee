//! Nothing here: the crate is its test, `tests/differential/differential.rs`, whose random
//! programs `build.rs` generates.
