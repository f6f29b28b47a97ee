//! Nothing here: the crate is its test, `tests/builtins/builtins.rs`, whose kernels
//! `build.rs` generates from the translator's builtin tables.
