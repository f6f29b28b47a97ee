// CUDA C's math functions, intrinsics, casts and loads in a ported kernel: each is an error
// at its call saying what a kernel writes. (Intrinsics, `__name`, are the translator's errors;
// a plain C name is the prelude's stand-in's, which a `#[device] fn` of that name shadows:
// tests/suite's `names_cuda_functions_as_device_fns`.)
use ferrocuda::prelude::*;

#[kernel]
fn intrinsics(x: &[f32], out: &mut [f32], bits: &mut [i32]) {
    let i = grid(1);
    out[i] = __expf(x[i]) + __fdividef(x[i], 2.0);
    bits[i] = __float_as_int(x[i]) + __popc(bits[i] as u32) as i32;
    out[i] = __ldg(&x[i]);
    out[i] = __ldcs(&x[i]);
}

#[kernel]
fn math_functions(x: &[f32], out: &mut [f32], n: &mut [u32]) {
    let i = grid(1);
    out[i] = expf(x[i]) + fmaxf(x[i], 1.0) + sqrt(x[i] as f64) as f32;
    n[i] = min(n[i], 4u32);
    if isnan(x[i]) {
        out[i] = rsqrtf(x[i]);
    }
}

#[kernel]
fn standard_library(x: &[f32], out: &mut [f32]) {
    let i = grid(1);
    out[i] = std::cmp::max(x[i], 2.0);
    out[i] = core::f32::consts::PI.max(std::convert::identity(x[i]));
}

#[kernel]
fn reinterpreted(x: &[f32], out: &mut [u32]) {
    let i = grid(1);
    out[i] = unsafe { *(&x[i] as *const f32 as *const u32) };
}

fn main() {}
