use ferrocuda::prelude::*;

#[device]
fn total(x: &[f32]) -> f32 {
    x[0]
}

#[kernel]
fn parts(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    let arr = [1.0f32, 2.0, 3.0];
    let a = &mut x[1..];
    let b = &arr[1..];
    y[i] = total(x[1..3]);
    let grid2 = shared_array::<[f32; 4], 4>();
    let c = &grid2[1..];
}

fn main() {}
