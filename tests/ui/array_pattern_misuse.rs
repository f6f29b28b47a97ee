// Array patterns name or `_` every element, and need a value.
use ferrocuda::prelude::*;

#[kernel]
fn rest_pattern(x: &[f32], y: &mut [f32]) {
    let [a, ..] = [x[0], x[1], x[2]];
    y[0] = a;
}

#[kernel]
fn no_value(y: &mut [f32]) {
    let [a, b]: [f32; 2];
    y[0] = 1.0;
}

fn main() {}
