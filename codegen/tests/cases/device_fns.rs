// `#[device]` functions: called from kernels and from each other, taking slices, returning
// tuples, recursive; literals passed to them and methods on their results take the types
// only C++ knows (decltype).

#[device]
fn square(x: f32) -> f32 {
    x * x
}

#[device]
fn norm2(x: f32, y: f32) -> f32 {
    square(x) + square(y)
}

#[device]
fn window_sum(x: &[f32], center: usize) -> f32 {
    let mut s = 0.0;
    for j in center..(center + 3).min(x.len()) {
        s += x[j];
    }
    s
}

#[device]
fn store_pair(out: &mut [f32], i: usize, a: f32, b: f32) {
    out[2 * i] = a;
    out[2 * i + 1] = b;
}

#[device]
fn min_max(a: i64, b: i64) -> (i64, i64) {
    if a < b { (a, b) } else { (b, a) }
}

#[device]
fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

#[kernel]
pub fn use_helpers(x: &[f32], y: &[f32], pairs: &mut [f32], ints: &mut [i64], out: &mut [f32]) {
    let i = grid(1);
    if i < x.len() {
        let n = norm2(x[i], y[i]);
        out[i] = n.sqrt() * 2.0 + window_sum(x, i) - 1.0;
        store_pair(pairs, i, n, square(3.0));
        let (lo, hi) = min_max(i as i64, 7);
        ints[i] = lo + hi + gcd(i as u64, 12) as i64;
    }
}

// Generic over an array's length and element type: each call takes them from its arguments;
// an array of literals takes the parameter's element type (f32 here), or Rust's default.
#[device]
fn dot_n<const N: usize>(a: [f32; N], b: [f32; N]) -> f32 {
    let mut s = 0.0f32;
    for k in 0..N {
        s += a[k] * b[k];
    }
    s
}

#[device]
fn sum_sq_n<T: Float, const N: usize>(a: [T; N]) -> T {
    let mut s = T::ZERO;
    for v in a {
        s += v * v;
    }
    s
}

#[kernel]
pub fn use_array_lengths(x: &[f32], out: &mut [f32]) {
    let i = grid(1);
    if i + 2 < x.len() && i < out.len() {
        let a = [x[i], x[i + 1], x[i + 2]];
        out[i] = dot_n(a, [2.0, 0.5, 1.0]) + sum_sq_n(a) + sum_sq_n([0.5, 1.5, 2.5, 3.5]) as f32;
    }
}
