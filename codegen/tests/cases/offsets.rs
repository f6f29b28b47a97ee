// Guards that bound an index plus a constant (`i + 4 <= y.len()`, `i + 1 < x.len()`) and
// below (`i > 0`): they prove neighbours (`x[i + 1]`, `x[i - 1]`) and vector accesses
// (`y.store(i, v)` of 4); and beside each, the near miss.

// A 3-point stencil: `x[i - 1]`, `x[i]`, `x[i + 1]` proven; `y[i]` given `x.len() <= y.len()`.
#[kernel]
pub fn stencil(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i > 0 && i + 1 < x.len() {
        y[i] = x[i - 1] + 2.0 * x[i] + x[i + 1];
    }
}

// Four at a time: the store proven, the load given `y.len() <= x.len()`.
#[kernel]
pub fn quads(x: &[f32], y: &mut [f32]) {
    let i = grid(1) * 4;
    if i + 4 <= y.len() {
        let v = x.load::<4>(i);
        y.store(i, [v[3], v[2], v[1], v[0]]);
    }
}

// A guard that leaves, `i + 2 > y.len()`: `y[i]` and `y[i + 1]` proven; another,
// `j == 0 || j + 1 >= y.len()`: `y[j - 1]` and `y[j + 1]` proven.
#[kernel]
pub fn pairs(y: &mut [u32]) {
    let i = grid(1) * 2;
    if i + 2 > y.len() {
        return;
    }
    y[i + 1] = y[i] ^ 7;
    let j = i + 1;
    if j == 0 || j + 1 >= y.len() {
        return;
    }
    y[j] = y[j - 1] + y[j + 1];
}

// Differences from 1: `x[k]` and `x[k - 1]` proven, `d[k]` given `x.len() <= d.len()`.
#[kernel]
pub fn diffs(x: &[i32], d: &mut [i32]) {
    if grid(1) == 0 {
        for k in 1..x.len() {
            d[k] = x[k] - x[k - 1];
        }
    }
}

// Near misses, each checked: `i + 1` of an index that could wrap (a parameter's), `x[i - 1]`
// without `i > 0`, `x[i + 2]` past `i + 2 <= x.len()`, a store of 4 under `i + 3 <= len`.
#[kernel]
pub fn near(x: &[f32], y: &mut [f32], j: usize) {
    if j + 1 < x.len() {
        y[0] = x[j + 1];
    }
    let i = grid(1);
    if i < x.len() {
        y[1] = x[i - 1];
    }
    if i + 2 <= x.len() {
        y[2] = x[i + 2];
    }
    if i + 3 <= y.len() {
        y.store(i, [1.0, 2.0, 3.0, 4.0]);
    }
}
