use ferrocuda::prelude::*;

// Moved into `d` in the first iteration, `a` and `b` cannot be used in the next: rustc's
// error, as for the same body in plain Rust.
#[kernel]
fn pick(a: &mut [f32], b: &mut [f32], s: u32) {
    for k in 0..4 {
        let d = if s > k { a } else { b };
        d[0] = 1.0;
    }
}

fn main() {}
