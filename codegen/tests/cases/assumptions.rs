// Indices the guards prove given facts of the launch's arguments (`c.len() <= a.len()`),
// which the `FC_ASSUMED` variant trusts and the runtime tests at each launch; guards that
// leave (`if i >= n { return; }`) and `assert!`s; and beside each, the near miss.

// `a[i]` and `b[i]` given `c.len() <= a.len()` and `c.len() <= b.len()`.
#[kernel]
pub fn add(a: &[f32], b: &[f32], c: &mut [f32]) {
    let i = grid(1);
    if i < c.len() {
        c[i] = a[i] + b[i];
    }
}

// A scalar bound: `x[i]` and `y[i]` given `n <= x.len()` and `n <= y.len()`; through a
// widening cast of a `u32` index.
#[kernel]
pub fn scale_n(n: u32, s: f32, x: &[f32], y: &mut [f32]) {
    let i = thread_idx().x + block_idx().x * block_dim().x;
    if i < n {
        y[i as usize] = s * x[i as usize];
    }
}

// The guard that leaves: `y[i]` proven outright, `x[i]` given `y.len() <= x.len()`; the
// `continue` of a loop the same; an `assert!`.
#[kernel]
pub fn leave(x: &[f32], y: &mut [f32], w: &[f32], m: usize) {
    let i = grid(1);
    if i >= y.len() {
        return;
    }
    y[i] = x[i];
    for k in 0..m {
        if k >= w.len() || k >= x.len() {
            continue;
        }
        y[i] += w[k] * x[k];
    }
    assert!(i < w.len());
    y[i] += w[i];
}

// N-d: `a[[r, c]]` given `out`'s extents at most `a`'s.
#[kernel]
pub fn copy2(a: &Array2<f32>, out: &mut Array2<f32>) {
    let (c, r) = grid(2);
    if r >= out.nrows() || c >= out.ncols() {
        return;
    }
    out[[r, c]] = a[[r, c]] * 2.0;
}

// Near misses, each index checked in both variants: a bound no launch knows (a local's
// length), a guard with an `else` that does not leave, a `debug_assert!`, a mutable index.
#[kernel]
pub fn near(x: &[f32], y: &mut [f32], k: usize) {
    let i = grid(1);
    let part = &x[k..];
    if i < part.len() {
        y[i] = part[i];
    }
    if i >= y.len() {
        y[0] = 1.0;
    } else {
        y[0] = 2.0;
    }
    y[i] += 1.0;
    debug_assert!(i < x.len());
    y[0] += x[i];
    let mut j = i;
    if j < x.len() {
        j += 1;
        y[0] += x[j];
    }
}
