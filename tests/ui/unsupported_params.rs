// Parameter types kernels cannot take yet, each with what to write instead.
use ferrocuda::prelude::*;

#[derive(Clone, Copy)]
pub struct Particle {
    pub pos: [f32; 3],
}

#[kernel]
fn slice_of_arrays(x: &mut [[f32; 3]]) {
    x[0][0] = 1.0;
}

#[kernel]
fn tuple_param(p: (f32, f32), y: &mut [f32]) {
    y[0] = p.0;
}

#[kernel]
fn struct_slice(ps: &mut [Particle]) {
    let _ = ps.len();
}

#[kernel]
fn struct_param(p: Particle, y: &mut [f32]) {
    y[0] = 1.0;
}

fn main() {}
