//! Compile-fail tests: each `tests/ui/*.rs` must fail to build with the reviewed message in
//! the `.stderr` next to it (`TRYBUILD=overwrite cargo test --test ui` to update after a
//! reviewed change).

#[test]
#[cfg_attr(not(debug_assertions), ignore = "compile-fail tests run in debug builds only")]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
}
