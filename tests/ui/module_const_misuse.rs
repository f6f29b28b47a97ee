use ferrocuda::prelude::*;

const PAIR: (f32, f32) = (1.0, 2.0);
const NAME: &str = "gain";
const GAIN: f32 = 2.0;

#[kernel]
fn reads_constants(x: &mut [f32]) {
    let i = grid(1);
    x[i] = PAIR.0 + x[i];
    x[i] = NAME.len() as f32;
    x[i] = GAINN * x[i];
}

fn main() {}
