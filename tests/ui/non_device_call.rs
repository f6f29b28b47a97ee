use ferrocuda::prelude::*;

fn helper(x: f32) -> f32 {
    x * 2.0
}

#[kernel]
fn calls_host_fn(x: &mut [f32]) {
    let i = grid(1);
    x[i] = helper(x[i]);
}

fn main() {}
