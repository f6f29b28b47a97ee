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

// The block's shape: `tile[ty + k]` of 32 rows for `k` up to 24 needs `ty < 8`, `tile[..][tx]`
// of 33 columns `tx < 33`: proven given blocks of at most 32 × 8 threads (an explicit grid
// says); `a[[r, c]]` proven by the guard, `b[[r, c]]` given `b`'s extents.
#[kernel]
pub fn transpose_tiled(a: &Array2<f32>, b: &mut Array2<f32>) {
    let tile = shared_array::<[f32; 33], 32>();
    let (rows, cols) = a.dim();
    let (tx, ty) = (thread_idx().x as usize, thread_idx().y as usize);
    let (bx, by) = (block_idx().x as usize * 32, block_idx().y as usize * 32);
    for k in (0..32usize).step_by(8) {
        let (r, c) = (by + ty + k, bx + tx);
        if r < rows && c < cols {
            tile[ty + k][tx] = a[[r, c]];
        }
    }
    sync_threads();
    for k in (0..32usize).step_by(8) {
        let (r, c) = (bx + ty + k, by + tx);
        if r < cols && c < rows {
            b[[r, c]] = tile[tx][ty + k];
        }
    }
}

// Near miss: an index no block bounds (`tile[j]` of a parameter's `j`) keeps its check in
// both variants, beside `tile[t]` proven given blocks of at most 64 threads.
#[kernel]
pub fn block_near(x: &mut [f32], j: usize) {
    let tile = shared_array::<f32, 64>();
    let t = thread_idx().x as usize;
    tile[t] = 1.0;
    sync_threads();
    x[0] = tile[j];
}

// Row-major matrices in slices: `a[row * k + p]` given `m * k <= a.len()` (`row < m`, `p < k`),
// `b[p * n + col]` given `k * n <= b.len()`, `c[row * n + col]` given `m * n <= c.len()`;
// strides widened from `u32`.
#[kernel]
pub fn matmul(a: &[f32], b: &[f32], c: &mut [f32], m: u32, n: u32, k: u32) {
    let (col, row) = grid(2);
    if row < m as usize && col < n as usize {
        let mut acc = 0.0f32;
        for p in 0..k as usize {
            acc += a[row * k as usize + p] * b[p * n as usize + col];
        }
        c[row * n as usize + col] = acc;
    }
}

// A row per block: `block_idx().x` below the grid's blocks, the row's start a local, the
// column an `if` whose arms are each within the stride (`0` given `cols >= 1`).
#[kernel]
pub fn rows(x: &[f32], y: &mut [f32], cols: u32) {
    let t = thread_idx().x;
    let base = block_idx().x as usize * cols as usize;
    for q in 0..4u32 {
        let j = t + q * block_dim().x;
        let inside = j < cols;
        let v = x[base + if inside { j as usize } else { 0 }];
        if inside {
            y[base + j as usize] = v;
        }
    }
}

// Near misses, checked in both variants: a column up to the stride itself (`col <= n`,
// `p <= k`), a row bounded by nothing the launch knows. (A column bounded by another
// parameter, `col < m`, would be proven given `m <= n` too.)
#[kernel]
pub fn matrix_near(a: &[f32], c: &mut [f32], m: usize, n: usize, k: usize, r: usize) {
    let (col, row) = grid(2);
    if row < m && col <= n {
        c[row * n + col] = 1.0;
    }
    if col < n {
        c[r * n + col] = 2.0;
    }
    if row < m {
        for p in 0..=k {
            c[0] += a[row * k + p];
        }
    }
}

// A batch of matrices: `x[(b * rows + r) * cols + c]` given `batch * rows * cols <= x.len()`
// (a row of rows below `batch * rows`).
#[kernel]
pub fn batched(x: &[f32], y: &mut [f32], batch: u32, rows: u32, cols: u32) {
    let (c, r, b) = grid(3);
    let (rows, cols) = (rows as usize, cols as usize);
    if b < batch as usize && r < rows && c < cols {
        let at = (b * rows + r) * cols + c;
        y[at] = x[at] * 2.0;
    }
}

// K in steps of a constant: `for t in 0..k / 16` keeps `t * 16 + tx` (with `tx < 16`) below
// `k`, the column of `a` and the row of `b`, with no assumption; `block_idx().x * 16 + tx` is
// below the grid's blocks times 16, assumed at most `n`. The asynchronous copies' sources too,
// a step ahead under `step + 1 < steps` (`let steps = k / 32`): `k0 + c` with
// `k0 = (step + 1) * 32` and `c + 8 <= 32`; the first stage's `c` given `32 <= k`.
#[kernel(launch_bounds = 256)]
pub fn tiled_quotient(a: &[f32], b: &[f32], c: &mut [f32], h: &[f16], n: u32, k: u32) {
    let ta = shared_array::<[f32; 16], 16>();
    let (tx, ty) = (thread_idx().x as usize % 16, thread_idx().x as usize / 16);
    let (n, k) = (n as usize, k as usize);
    let row = block_idx().y as usize * 16 + ty;
    let col = block_idx().x as usize * 16 + tx;
    let mut acc = 0.0f32;
    for t in 0..k / 16 {
        ta[ty][tx] = a[row * k + t * 16 + tx];
        acc += ta[tx][ty] * b[(t * 16 + ty) * n + col];
    }
    c[row * n + col] = acc;
    let hs = shared_array::<f16, 1024>();
    let (r, hc) = (thread_idx().x as usize / 4, thread_idx().x as usize % 4 * 8);
    let steps = k / 32;
    pipeline::copy::<8>(hs, r * 32 + hc, h, (block_idx().y as usize * 64 + r) * k + hc);
    for step in 0..steps {
        if step + 1 < steps {
            let k0 = (step + 1) * 32;
            pipeline::copy::<8>(hs, r * 32 + hc, h, (block_idx().y as usize * 64 + r) * k + k0 + hc);
        }
        pipeline::wait_all();
    }
}

// Near misses, checked in both variants: a column of `t * 16 + tx` with `tx` up to 31 (past
// the step), a step of 32 in a loop over `k / 16` (past `k` halfway), and the
// copy a step ahead without its guard.
#[kernel(launch_bounds = 256)]
pub fn tiled_near(a: &[f32], h: &[f16], c: &mut [f32], k: u32) {
    let k = k as usize;
    let (tx, row) = (thread_idx().x as usize % 32, block_idx().x as usize);
    let mut acc = 0.0f32;
    for t in 0..k / 16 {
        acc += a[row * k + t * 16 + tx] + a[row * k + t * 32 + tx % 16];
    }
    c[row] = acc;
    let hs = shared_array::<f16, 256>();
    let steps = k / 32;
    for step in 0..steps {
        pipeline::copy::<8>(hs, tx * 8, h, row * k + (step + 1) * 32 + tx % 4 * 8);
        pipeline::wait_all();
    }
}

// Tensor-core tiles of a row-major matrix in a slice, proven given the launch: a 16 × 16
// store at `row * n + col` with `row + 16` at most the grid's blocks times 64 and `col + 16`
// at most `n` (assumed: the blocks times 32), and a load from `&a[row * k + t * 16..]` in a
// loop over `k / 16` (its column and 16 more below `k` by the loop); a tile with a row of
// its own beside a stride other than its leading dimension stays checked.
#[kernel(launch_bounds = 256)]
pub fn tile_rows(a: &[f16], c: &mut [f32], n: u32, k: u32) {
    let (n, k) = (n as usize, k as usize);
    let warp = thread_idx().x as usize / 32;
    let row = block_idx().y as usize * 64 + warp % 4 * 16;
    let col = block_idx().x as usize * 32 + warp / 4 * 16;
    let mut acc = wmma::Fragment::<wmma::Accumulator, 16, 16, 16, f32>::zeroed();
    for t in 0..k / 16 {
        let fa = wmma::load_a::<wmma::RowMajor>(&a[row * k + t * 16..], k);
        let fb = wmma::load_b::<wmma::RowMajor>(&a[t * 16 * k + col..], k);
        wmma::mma(&mut acc, &fa, &fb);
    }
    wmma::store(c, row * n + col, n, &acc);
    wmma::store(c, row * k + col, n, &acc);
}
