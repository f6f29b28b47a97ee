use ferrocuda::prelude::*;

#[kernel]
fn methods(x: &mut [f32], n: &mut [u32]) {
    x[0] = x[0].frobnicate();
    n[0] = n[0].sqrt();
}

fn main() {}
