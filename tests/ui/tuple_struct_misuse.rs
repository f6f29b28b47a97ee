// Tuple structs in kernels: a pattern names or `_`s every field; a constructor takes every
// field (rustc's check); a pattern's type is the value's (rustc's check); `.sum()` of a slice is an iterator's, not a method of it.
use ferrocuda::prelude::*;

#[derive(Clone, Copy, DeviceCopy)]
#[repr(C)]
pub struct Pair(pub f32, pub f32);

#[kernel]
fn rest_pattern(ps: &[Pair], y: &mut [f32]) {
    let Pair(a, ..) = ps[0];
    y[0] = a;
}

#[derive(Clone, Copy, DeviceCopy)]
#[repr(C)]
pub struct Meters(pub f32);

#[kernel]
fn pattern_of_another_type(ps: &[Pair], y: &mut [f32]) {
    let Meters(m) = ps[0];
    y[0] = m;
}

#[kernel]
fn too_few_fields(ps: &mut [Pair]) {
    ps[0] = Pair(1.0);
}

#[kernel]
fn sum_of_a_slice(x: &[f32], y: &mut [f32]) {
    y[0] = x.iter().sum();
    y[1] = x.sum();
}

fn main() {}
