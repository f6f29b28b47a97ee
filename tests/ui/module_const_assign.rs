use ferrocuda::prelude::*;

const GAIN: f32 = 2.0;
const TABLE: [f32; 2] = [1.0, 2.0];

#[kernel]
fn assigns_constants(x: &mut [f32]) {
    let i = grid(1);
    GAIN = 3.0;
    TABLE[0] += x[i];
}

fn main() {}
