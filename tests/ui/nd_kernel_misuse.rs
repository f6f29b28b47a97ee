// N-d arrays in kernels: writing a read-only one, the wrong number of indices, a method
// arrays lack, an array by value, an atomic on a read-only one.
use ferrocuda::prelude::*;

#[kernel]
pub fn writes_input(a: &Array2<f32>) {
    a[[0, 0]] = 1.0;
}

#[kernel]
pub fn wrong_rank(a: &mut Array3<f32>) {
    a[[0, 1]] = 2.0;
}

#[kernel]
pub fn no_such_method(a: &Array2<f32>, out: &mut [f32]) {
    out[0] = a.mean();
}

#[kernel]
pub fn by_value(a: Array2<f32>) {}

#[kernel]
pub fn atomic_on_input(a: &Array2<u32>) {
    atomic::add(a, [0, 0], 1u32);
}

fn main() {}
