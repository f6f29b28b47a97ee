// `for v in xs` visits arrays and slices: not a scalar, not an N-d array (loop over its
// indices), not another iterator; `.enumerate()` gives pairs; `.rev()` applies to ranges;
// elements are values (`iter_mut` is not supported); `*` of another value is not `*v`; a
// `&mut [T]` the loop visits is not written in its body (Rust's borrow).
use ferrocuda::prelude::*;

#[kernel]
fn over_a_scalar(n: u32, y: &mut [f32]) {
    for v in n {
        y[0] = 1.0;
    }
}

#[kernel]
fn over_an_nd_array(a: &Array2<f32>, y: &mut [f32]) {
    for v in a {
        y[0] = 1.0;
    }
}

#[kernel]
fn over_windows(x: &[f32], y: &mut [f32]) {
    for w in x.windows(2) {
        y[0] = 1.0;
    }
}

#[kernel]
fn enumerate_triples(x: &[f32], y: &mut [f32]) {
    for (i, v, w) in x.iter().enumerate() {
        y[0] = 1.0;
    }
}

#[kernel]
fn reversed_slice(x: &[f32], y: &mut [f32]) {
    for v in x.iter().rev() {
        y[0] = v;
    }
}

#[kernel]
fn changed_in_place(y: &mut [f32]) {
    for v in y.iter_mut() {
        *v = 0.0;
    }
}

#[kernel]
fn deref_of_a_value(x: &[f32], y: &mut [f32]) {
    let a = x[0];
    y[0] = *a;
}

#[kernel]
fn written_through_an_element(y: &mut [f32]) {
    for v in y.iter() {
        *v = 0.0;
    }
}

#[kernel]
fn part_by_mut(y: &mut [f32]) {
    for v in &mut y[0..4] {
        y[0] = 1.0;
    }
}

#[kernel]
fn written_while_visited(y: &mut [f32], z: &mut [u32], x: &[f32]) {
    let mut k = 1;
    for v in y.iter() {
        if k < y.len() {
            y[k] += v;
        }
        k += 1;
    }
    for (a, b) in x.iter().zip(z.iter()) {
        atomic::add(z, 0, b);
        y[0] = a;
    }
    for v in &y[2..4] {
        y[0] = v;
    }
}

fn main() {}
