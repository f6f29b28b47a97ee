use ferrocuda::prelude::*;

#[kernel(tune(TILE = [8, 16]))]
fn rows<const N: usize>(x: &mut [f32]) {
    let i = grid(1) * N;
    if i < x.len() {
        x[i] = 0.0;
    }
}

fn main() {}
