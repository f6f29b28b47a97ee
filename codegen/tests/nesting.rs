//! Deeply nested code: translated on a stack of the translator's own (the compiler's thread
//! may have little), up to `MAX_NESTING` levels; deeper is a compile error, never a crash.

use ferrocuda_codegen::MAX_NESTING;
const STACK: usize = 64 << 20;

fn parens(depth: usize) -> String {
    format!("#[kernel] fn k(x: &mut [f32]) {{ x[0] = {}x[1]{}; }}", "(".repeat(depth), ")".repeat(depth))
}

fn ifs(depth: usize) -> String {
    format!(
        "#[kernel] fn k(x: &mut [f32]) {{ {} x[0] = 1.0; {} }}",
        "if x[1] > 0.0 { ".repeat(depth),
        "} ".repeat(depth)
    )
}

fn sum(terms: usize) -> String {
    format!("#[kernel] fn k(x: &mut [f32]) {{ x[0] = {}; }}", vec!["x[1]"; terms].join(" + "))
}

/// Runs `f` on a thread with a small stack, as a compiler's thread may be.
fn on_small_stack<R: Send + 'static>(f: impl FnOnce() -> R + Send + 'static) -> R {
    std::thread::Builder::new().stack_size(STACK).spawn(f).unwrap().join().unwrap()
}

#[test]
fn nesting_up_to_the_limit_translates_on_a_small_stack() {
    for src in [parens(MAX_NESTING - 8), ifs(175), ifs(MAX_NESTING - 8), sum(MAX_NESTING - 8)] {
        let out = on_small_stack(move || ferrocuda_codegen::translate_units(&src, "src/lib.rs"));
        assert!(out.is_ok(), "{out:?}");
    }
}

#[test]
fn deeper_nesting_is_an_error_not_a_crash() {
    for src in [parens(460), parens(20_000), ifs(300), ifs(2_000), sum(5_000)] {
        let errors = on_small_stack(move || ferrocuda_codegen::errors_of(&src));
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(errors[0].contains(&format!("nested more than {MAX_NESTING} levels deep")), "{errors:?}");
    }
}
