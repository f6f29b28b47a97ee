use ferrocuda::prelude::*;

fn helper(x: f32) -> f32 {
    x * 2.0
}

#[kernel]
fn calls_host_fn(x: &mut [f32]) {
    let i = grid(1);
    x[i] = helper(x[i]);
}

// A device fn named in capitals, as a ported C macro is, is a function, not a tuple struct.
#[device]
#[allow(non_snake_case)]
fn SQUARE(v: f32) -> f32 {
    v * v
}

#[kernel]
fn calls_capitals(x: &mut [f32]) {
    let i = grid(1);
    x[i] = SQUARE(x[i]);
}

fn main() {}
