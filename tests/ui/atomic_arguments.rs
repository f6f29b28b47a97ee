use ferrocuda::prelude::*;

// CUDA's `atomicAdd(&out[i], v)` and `atomicCAS(&m[0], old, v)`, spelled in Rust, and an
// atomic given too few arguments otherwise.
#[kernel]
fn sums(x: &[f32], out: &mut [f32], m: &mut [u32]) {
    let i = grid(1);
    atomic::add(&mut out[i % 4], x[i]);
    let old = atomic::cas(&mut m[0], 0, 1);
    atomic::max(m, old);
}

fn main() {}
