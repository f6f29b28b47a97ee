use ferrocuda::prelude::*;

#[kernel]
fn apply(f: &dyn Fn(f32) -> f32, x: &mut [f32]) {
    x[0] = 1.0;
}

fn main() {}
