use ferrocuda::prelude::*;

#[kernel]
fn writes(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    x[i] = y[i];
    y[i] += 1.0;
}

fn main() {}
