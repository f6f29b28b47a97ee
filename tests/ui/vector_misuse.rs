use ferrocuda::prelude::*;

#[kernel]
fn vectors(x: &[f32], y: &mut [f32]) {
    let i = grid(1) * 4;
    let v = x.load(i);
    x.store(i, [1.0f32, 2.0, 3.0, 4.0]);
    y.store(i, 1.0f32);
    y.store::<4>(i, [1.0f32, 2.0, 3.0, 4.0]);
    let n = 4;
    let w = x.load::<n>(i);
}

fn main() {}
