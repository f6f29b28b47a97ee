// The half types are not primitives: no `as`, no literals of their type, no mixing with
// other floats.
use ferrocuda::prelude::*;

#[kernel]
fn casts(x: &mut [f16], y: &[f32], z: &mut [f32]) {
    let i = grid(1);
    x[i] = y[i] as f16;
    z[i] = x[i] as f32;
}

#[kernel]
fn literals(x: &mut [bf16]) {
    let i = grid(1);
    x[i] = x[i] * 2.0;
    x[i] += -1;
}

#[kernel]
fn mixed(x: &mut [bf16], y: &[f32]) {
    let i = grid(1);
    x[i] = x[i] * y[i];
}

fn main() {}
