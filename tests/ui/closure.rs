use ferrocuda::prelude::*;

#[kernel]
fn scale(x: &mut [f32]) {
    let i = grid(1);
    let double = |v: f32| v * 2.0;
    x[i] = double(x[i]);
}

fn main() {}
