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

// Clamped neighbours, as an image kernel writes them: `src[[yy, xx]]` proven by
// `(y + dy).max(1).min(h) - 1` (at least 1 before the `- 1`, at most `h`, which `y < h`
// keeps at least 1) and `x.min(w - 1)`; `dst[[y, x]]` given `src`'s extents at most `dst`'s.
#[kernel]
pub fn blur(src: &Array2<f32>, dst: &mut Array2<f32>) {
    let (x, y) = grid(2);
    let (h, w) = src.dim();
    if y < h && x < w {
        let mut acc = 0.0f32;
        for dy in 0..3usize {
            for dx in 0..3usize {
                let yy = (y + dy).max(1).min(h) - 1;
                let xx = (x + dx).saturating_sub(1).min(w - 1);
                acc += src[[yy, xx]];
            }
        }
        dst[[y, x]] = acc / 9.0 + src[[y.min(h - 1), (x + 1).clamp(1, w) - 1]];
    }
}

// Clamps that prove nothing, each checked: `min(h)` without the `- 1`, `- 1` of what may be 0,
// `w - 1` of a `w` nothing keeps above 0.
#[kernel]
pub fn clamps_near(src: &Array2<f32>, dst: &mut [f32]) {
    let (x, y) = grid(2);
    let (h, w) = src.dim();
    if y < h {
        dst[0] = src[[y.min(h), 0]];
        dst[1] = src[[y.min(h - 1), x.min(h) - 1]];
    }
    dst[2] = src[[0, x.min(w - 1)]];
}

// A remainder by a length is below it: `x[(i + k) % x.len()]` (a wrapped window) is unchecked,
// as is `x[j % n]` with `n` a local bound to `x.len()`; `% (n + 1)` is checked, `% y.len()`
// unchecked only given `y.len() <= x.len()`.
#[kernel]
pub fn wrapped(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    let n = x.len();
    if i < y.len() {
        let mut s = 0.0f32;
        for k in 0..4usize {
            s += x[(i + k) % x.len()];
        }
        let j = i * 7;
        y[i] = s + x[j % n] + x[j % (n + 1)] + x[j % y.len()];
    }
}
