use ferrocuda::prelude::*;

#[kernel]
fn wraps(x: &mut [f64]) {
    // 2^61 + 1 elements of 8 bytes: the byte size wraps to 8 in 64 bits.
    let s = shared_array::<f64, 2305843009213693953>();
    s[0] = 1.0;
    sync_threads();
    x[0] = s[0];
}

#[kernel]
fn too_much(x: &mut [f32]) {
    let a = shared_array::<f32, 8192>();
    let b = shared_array::<[f32; 64], 128>();
    a[0] = 1.0;
    b[0][0] = 2.0;
    sync_threads();
    x[0] = a[0] + b[0][0];
}

fn main() {}
