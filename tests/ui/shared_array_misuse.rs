use ferrocuda::prelude::*;

#[kernel]
fn misuse(x: &mut [f32]) {
    let tile = shared_array::<f32, 32>();
    let copy = tile;
    x[0] = shared_array::<f32, 8>()[0];
}

fn main() {}
