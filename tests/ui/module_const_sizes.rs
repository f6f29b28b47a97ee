// Module constants as array sizes: rustc checks their type and the shared memory they take,
// also of an expression of them.
use ferrocuda::prelude::*;

pub const HUGE: usize = 100_000;
pub const SCALE: f32 = 2.0;
pub const TILE: usize = 16;

#[kernel]
fn too_large(y: &mut [f32]) {
    let s = shared_array::<f32, HUGE>();
    s[0] = 1.0;
    y[0] = s[0];
}

#[kernel]
fn not_a_size(y: &mut [f32]) {
    let a = [0.0f32; SCALE];
    y[0] = a[0];
}

#[kernel]
fn an_expression(y: &mut [f32]) {
    let s = shared_array::<f32, { TILE * 4096 }>();
    s[0] = 1.0;
    y[0] = s[0];
}

fn main() {}
