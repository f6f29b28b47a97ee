//! Translation time grows linearly with a kernel's statements (issue 43: the `_lanes` twin
//! cloned every lane's names per statement and searched its hoisted declarations linearly,
//! so that 8000 `let`s took 84 s). Timed twice as many lets must take about twice as long.

use std::time::{Duration, Instant};

/// A kernel of `lets` statements: `let`s, and every fourth an assignment of a local and a
/// store to the output.
fn kernel_of(lets: usize) -> String {
    let mut body = String::from(
        "    let i = grid(1);\n    if i >= y.len() { return; }\n    let v0 = x[i];\n    let mut acc = 0.0f32;\n",
    );
    for k in 1..lets {
        body.push_str(&format!("    let v{k} = v{} * 1.5 + {k}.0;\n", k - 1));
        if k % 4 == 0 {
            body.push_str(&format!("    acc += v{k};\n    y[i] = acc;\n"));
        }
    }
    body.push_str(&format!("    y[i] = v{} + acc;\n", lets - 1));
    format!("#[kernel]\npub fn long(x: &[f32], y: &mut [f32]) {{\n{body}}}\n")
}

fn time(lets: usize) -> Duration {
    let src = kernel_of(lets);
    let start = Instant::now();
    let units = ferrocuda_codegen::translate_units(&src, "src/lib.rs").expect("the kernel translates");
    assert!(units[0].source.contains(&format!("v{}", lets - 1)));
    start.elapsed()
}

#[test]
fn translation_is_linear_in_lets() {
    let n = std::env::var("FERROCUDA_SCALING_LETS").ok().and_then(|v| v.parse().ok()).unwrap_or(500);
    // (The best of two each: the machine's other work only adds.)
    let best = |lets: usize| (0..2).map(|_| time(lets)).min().unwrap_or_default();
    let (small, large) = (best(n), best(4 * n));
    eprintln!("{n} lets: {small:?}; {} lets: {large:?}", 4 * n);
    // Linear: 4x the lets, about 4x the time; quadratic would be 16x.
    assert!(large < small * 8, "{n} lets took {small:?} and {} took {large:?}: not linear", 4 * n);
}
