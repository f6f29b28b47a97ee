use ferrocuda::prelude::*;

#[kernel(tune(A = [1, 1, n], B = 4, C = [], A = [2]))]
fn rows<const A: usize, const B: usize, const C: usize>(x: &mut [f32]) {
    let i = grid(1) * A + B + C;
    if i < x.len() {
        x[i] = 0.0;
    }
}

#[kernel(tune(A = [1, 2, 3, 4, 5, 6, 7, 8, 9], B = [1, 2, 3, 4, 5, 6, 7, 8]))]
fn many<const A: usize, const B: usize>(x: &mut [f32]) {
    let i = grid(1) * A + B;
    if i < x.len() {
        x[i] = 0.0;
    }
}

fn main() {}
