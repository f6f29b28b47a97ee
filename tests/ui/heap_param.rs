use ferrocuda::prelude::*;

#[kernel]
fn takes_vec(x: Vec<f32>, out: &mut [f32]) {
    out[0] = x[0];
}

fn main() {}
