use ferrocuda::prelude::*;

#[kernel(fast_math)]
fn options(x: &mut [f32]) {
    x[0] = 1.0;
}

#[kernel(fmad = 0)]
fn fmad_not_a_bool(x: &mut [f32]) {
    x[0] = 1.0;
}

fn main() {}
