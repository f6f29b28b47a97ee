//! The differential test's program generator (`gen`), shared by its build script, which
//! writes the programs the test runs, and by the shrinker (`examples/shrink.rs`), which
//! minimizes a failing one. The test itself is `tests/differential/differential.rs`.

#[path = "../../common/splitmix.rs"]
mod splitmix;

pub mod frag;
pub mod gen;
