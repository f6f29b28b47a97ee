//! Kernels whose guards prove indices given facts of the launch's arguments
//! (`c.len() <= a.len()`): a launch whose arguments satisfy them runs the variant that trusts
//! them (no check on those indices, and on a GPU the `_lanes` twin when no check is left); one
//! whose arguments do not runs the kernel as written, and panics where it always did.

use ferrocuda::__private::{Assume, Measure};
use ferrocuda::prelude::*;
use ferrocuda::{s, Error, KernelPanic};

use crate::check;
use crate::lang::DeviceTest;
use crate::util::*;

/// More blocks of 256 than 4 waves of any GPU (so the twin runs), not a multiple of 4 blocks.
const N: usize = (1 << 21) + 4_321;

#[kernel(fmad = false)]
pub fn assumed_add(a: &[f32], b: &[f32], c: &mut [f32]) {
    let i = grid(1);
    if i < c.len() {
        c[i] = a[i] * 2.0 + b[i];
    }
}

/// A scalar bound, an index widened from `u32`, a guard that leaves.
#[kernel(fmad = false)]
pub fn assumed_scale(n: u32, s: f32, x: &[f32], y: &mut [f32]) {
    let i = thread_idx().x + block_idx().x * block_dim().x;
    if i >= n {
        return;
    }
    y[i as usize] = s * x[i as usize] + 1.0;
}

/// Extents: `a[[r, c]]` given `out`'s extents at most `a`'s.
#[kernel]
pub fn assumed_rows(a: &Array2<f32>, out: &mut Array2<f32>) {
    let (c, r) = grid(2);
    if r >= out.nrows() || c >= out.ncols() {
        return;
    }
    out[[r, c]] = a[[r, c]] - r as f32;
}

fn panic_of<T: std::fmt::Debug>(r: ferrocuda::Result<T>, kernel: &str) -> Result<KernelPanic, String> {
    match r {
        Err(Error::KernelPanic(p)) if p.kernel == kernel => Ok(p),
        other => Err(format!("expected a panic of `{kernel}`, got {other:?}")),
    }
}

fn add_test(dev: &Device) -> TestResult {
    let info = assumed_add.__fc_info();
    let want = [
        Assume { small: Measure::Len(2), large: Measure::Len(0) },
        Assume { small: Measure::Len(2), large: Measure::Len(1) },
    ];
    check!(info.assumes == want, "assumed_add assumes {:?}", info.assumes);
    check!(info.assumed_unchecked, "assumed_add keeps a check under its assumptions");
    let mut rng = Rng::new("assumed_add");
    let (a, b) = (rng.vec_f32(N, -1.0, 1.0), rng.vec_f32(N + 7, -1.0, 1.0));
    let (da, db) = (fc(dev.to_device(&a))?, fc(dev.to_device(&b))?);
    // Satisfied (`b` longer than `c` too).
    let mut dc = fc(dev.to_device(&vec![f32::NAN; N]))?;
    fc(assumed_add.launch(Grid::for_elements(N), &da, &db, &mut dc))?;
    let want: Vec<f32> = (0..N).map(|i| a[i] * 2.0 + b[i]).collect();
    exact("c", &fc(dc.to_vec())?, &want)?;
    // Not satisfied: `a` shorter than `c`, the first thread past it panics at `a[i]`.
    let short = fc(da.slice(..N - 1000))?;
    let r = assumed_add.launch(Grid::new(N.div_ceil(256) as u32, 256), short, &db, &mut dc).and_then(|()| dc.to_vec());
    let p = panic_of(r, "assumed_add")?;
    let want = format!("index out of bounds: the len is {} but the index is ", N - 1000);
    check!(p.message.starts_with(&want), "the panic says {:?}", p.message);
    let index: usize = p.message[want.len()..].parse().map_err(|_| format!("the panic says {:?}", p.message))?;
    let (t, b) = (p.thread[0] as usize, p.block[0] as usize);
    check!((N - 1000..N).contains(&index) && index == b * 256 + t, "thread {t} of block {b} reports index {index}");
    Ok(())
}

fn scale_test(dev: &Device) -> TestResult {
    let info = assumed_scale.__fc_info();
    let want = [
        Assume { small: Measure::Value(0), large: Measure::Len(3) },
        Assume { small: Measure::Value(0), large: Measure::Len(2) },
    ];
    check!(info.assumes == want, "assumed_scale assumes {:?}", info.assumes);
    let mut rng = Rng::new("assumed_scale");
    let x = rng.vec_f32(N, -4.0, 4.0);
    let y0 = rng.vec_f32(N + 3, -1.0, 1.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&y0))?;
    // `n` below both lengths: `y` past it is left alone.
    let n = N - 5;
    fc(assumed_scale.launch(Grid::for_elements(N + 3), n as u32, 0.75, &dx, &mut dy))?;
    let mut want = y0.clone();
    for i in 0..n {
        want[i] = 0.75 * x[i] + 1.0;
    }
    exact("y", &fc(dy.to_vec())?, &want)?;
    // `n` past `x`: the thread at `x.len()` panics at `x[i]` (`y` is longer).
    let r =
        assumed_scale.launch(Grid::for_elements(N + 3), (N + 2) as u32, 0.75, &dx, &mut dy).and_then(|()| dy.to_vec());
    let p = panic_of(r, "assumed_scale")?;
    check!(
        p.message.starts_with(&format!("index out of bounds: the len is {N} but the index is ")),
        "the panic says {:?}",
        p.message
    );
    Ok(())
}

fn rows_test(dev: &Device) -> TestResult {
    let info = assumed_rows.__fc_info();
    let want = [
        Assume { small: Measure::Extent(1, 0), large: Measure::Extent(0, 0) },
        Assume { small: Measure::Extent(1, 1), large: Measure::Extent(0, 1) },
    ];
    check!(info.assumes == want, "assumed_rows assumes {:?}", info.assumes);
    let (h, w) = (37usize, 3001usize);
    let mut rng = Rng::new("assumed_rows");
    let host = rng.vec_f32(h * w, -1.0, 1.0);
    let a = fc(dev.to_device_2d(&host, (h, w)))?;
    let mut out = fc(dev.to_device_2d(&vec![f32::NAN; (h - 2) * (w - 9)], (h - 2, w - 9)))?;
    let grid = Grid::new(((w - 9).div_ceil(32) as u32, (h - 2) as u32), (32u32, 1u32));
    fc(assumed_rows.launch(grid, &a, &mut out))?;
    let want: Vec<f32> =
        (0..(h - 2) * (w - 9)).map(|k| host[(k / (w - 9)) * w + k % (w - 9)] - (k / (w - 9)) as f32).collect();
    exact("out", &fc(out.to_vec())?, &want)?;
    // `a` narrower than `out`: the first column past it panics.
    let narrow = fc(a.slice(s![.., ..w - 20]))?;
    let r = assumed_rows.launch(grid, narrow, &mut out).and_then(|()| out.to_vec());
    let p = panic_of(r, "assumed_rows")?;
    check!(p.message.contains("out of bounds"), "the panic says {:?}", p.message);
    Ok(())
}

/// Clamped neighbours (an image kernel's edges): every `src` index proven by its clamp and the
/// guard, `dst[[y, x]]` given `src`'s extents at most `dst`'s.
#[kernel(fmad = false)]
pub fn assumed_clamped(src: &Array2<f32>, dst: &mut Array2<f32>) {
    let (x, y) = grid(2);
    let (h, w) = src.dim();
    if y < h && x < w {
        let mut acc = 0.0f32;
        for dy in 0..3usize {
            for dx in 0..3usize {
                let yy = (y + dy).max(1).min(h) - 1;
                let xx = (x + dx).saturating_sub(1).min(w - 1);
                acc += src[[yy, xx]] * (1 + dy * 3 + dx) as f32;
            }
        }
        dst[[y, x]] = acc;
    }
}

fn clamped_on_host(src: &[f32], h: usize, w: usize) -> Vec<f32> {
    let mut out = vec![0.0f32; h * w];
    for y in 0..h {
        for x in 0..w {
            let mut acc = 0.0f32;
            for dy in 0..3 {
                for dx in 0..3 {
                    let (yy, xx) = ((y + dy).clamp(1, h) - 1, (x + dx).saturating_sub(1).min(w - 1));
                    acc += src[yy * w + xx] * (1 + dy * 3 + dx) as f32;
                }
            }
            out[y * w + x] = acc;
        }
    }
    out
}

fn clamped_test(dev: &Device) -> TestResult {
    let info = assumed_clamped.__fc_info();
    let want = [
        Assume { small: Measure::Extent(0, 0), large: Measure::Extent(1, 0) },
        Assume { small: Measure::Extent(0, 1), large: Measure::Extent(1, 1) },
    ];
    check!(info.assumes == want, "assumed_clamped assumes {:?}", info.assumes);
    check!(info.assumed_unchecked, "assumed_clamped keeps a check under its assumptions");
    let (h, w) = (67usize, 1501usize);
    let mut rng = Rng::new("assumed_clamped");
    let host = rng.vec_f32(h * w, -1.0, 1.0);
    let src = fc(dev.to_device_2d(&host, (h, w)))?;
    let mut dst = fc(dev.to_device_2d(&vec![f32::NAN; h * w], (h, w)))?;
    let grid = Grid::new((w.div_ceil(64) as u32, h as u32), (64u32, 1u32));
    fc(assumed_clamped.launch(grid, &src, &mut dst))?;
    exact("dst", &fc(dst.to_vec())?, &clamped_on_host(&host, h, w))?;
    // `dst` shorter than `src`: the first row past it panics at `dst[[y, x]]`.
    let mut short = fc(dev.to_device_2d(&vec![f32::NAN; (h - 5) * w], (h - 5, w)))?;
    let r = assumed_clamped.launch(grid, &src, &mut short).and_then(|()| short.to_vec());
    let p = panic_of(r, "assumed_clamped")?;
    check!(p.message.contains("out of bounds"), "the panic says {:?}", p.message);
    check!(p.block[1] as usize >= h - 5, "the panic names block {:?}", p.block);
    Ok(())
}

/// A transpose through a 32 × 33 shared tile: its tile indices (`ty + k` for `k` up to 24)
/// proven given blocks of at most 32 × 8 threads, the arrays' by the guards and extents.
#[kernel]
pub fn assumed_tiled(a: &Array2<f32>, b: &mut Array2<f32>) {
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

fn tiled_test(dev: &Device) -> TestResult {
    let info = assumed_tiled.__fc_info();
    let block = |axis, n| Assume { small: Measure::Block(axis), large: Measure::Constant(n) };
    check!(
        info.assumes.contains(&block(0, 32)) && info.assumes.contains(&block(1, 8)),
        "assumed_tiled assumes {:?}",
        info.assumes
    );
    let (h, w) = (200usize, 301usize);
    let mut rng = Rng::new("assumed_tiled");
    let host = rng.vec_f32(h * w, -1.0, 1.0);
    let a = fc(dev.to_device_2d(&host, (h, w)))?;
    let mut b = fc(dev.to_device_2d(&vec![f32::NAN; w * h], (w, h)))?;
    let blocks = (w.div_ceil(32) as u32, h.div_ceil(32) as u32);
    // Blocks of 32 × 8: the variant trusting the block's shape.
    fc(assumed_tiled.launch(Grid::new(blocks, (32u32, 8u32)), &a, &mut b))?;
    let want: Vec<f32> = (0..w * h).map(|k| host[(k % h) * w + k / h]).collect();
    exact("b", &fc(b.to_vec())?, &want)?;
    // Blocks of 32 × 16: the kernel as written, whose tile index `ty + k` passes 32.
    let r = assumed_tiled.launch(Grid::new(blocks, (32u32, 16u32)), &a, &mut b).and_then(|()| b.to_vec());
    let p = panic_of(r, "assumed_tiled")?;
    check!(p.message.starts_with("index out of bounds: the len is 3"), "the panic says {:?}", p.message);
    check!(p.thread[1] >= 8, "the panic names thread {:?}", p.thread);
    Ok(())
}

pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("assumed_lengths_elementwise", add_test),
        ("assumed_scalar_bound_and_leaving_guard", scale_test),
        ("assumed_extents_2d", rows_test),
        ("assumed_stencil_neighbours", stencil_test),
        ("assumed_vector_quads", quads_test),
        ("assumed_clamped_neighbours", clamped_test),
        ("assumed_block_shape_tiles", tiled_test),
        ("assumed_row_major_matmul", matmul_test),
        ("assumed_row_per_block", row_per_block_test),
        ("assumed_batch_of_matrices", batched_test),
        ("assumed_tiled_matmul_quotient", tiled_matmul_test),
        ("assumed_tensor_core_tiles", wmma_tiles_test),
    ]
}

/// A 3-point stencil: its neighbours proven by `i > 0 && i + 1 < x.len()`, `y[i]` given
/// `x.len() <= y.len()` (then no check is left).
#[kernel(fmad = false)]
pub fn assumed_stencil(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i > 0 && i + 1 < x.len() {
        y[i] = x[i - 1] + 2.0 * x[i] + x[i + 1];
    }
}

/// Four at a time: the store proven by `i + 4 <= y.len()`, the load given `y.len() <= x.len()`.
#[kernel]
pub fn assumed_quads(x: &[f32], y: &mut [f32]) {
    let i = grid(1) * 4;
    if i + 4 <= y.len() {
        let v = x.load::<4>(i);
        y.store(i, [v[3], v[2], v[1], v[0]]);
    }
}

fn stencil_test(dev: &Device) -> TestResult {
    let info = assumed_stencil.__fc_info();
    let want = [Assume { small: Measure::Len(0), large: Measure::Len(1) }];
    check!(info.assumes == want, "assumed_stencil assumes {:?}", info.assumes);
    check!(info.assumed_unchecked, "assumed_stencil keeps a check under its assumptions");
    let mut rng = Rng::new("assumed_stencil");
    let x = rng.vec_f32(N, -1.0, 1.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&vec![f32::NAN; N + 3]))?;
    fc(assumed_stencil.launch(Grid::for_elements(N), &dx, &mut dy))?;
    let got = fc(dy.to_vec())?;
    let want: Vec<f32> = (1..N - 1).map(|i| x[i - 1] + 2.0 * x[i] + x[i + 1]).collect();
    exact("y", &got[1..N - 1], &want)?;
    check!(got[0].is_nan() && got[N - 1].is_nan() && got[N].is_nan(), "the stencil wrote past its guard");
    // Not satisfied: `y` shorter than `x`, the first thread past it panics at `y[i]`.
    let mut short = fc(dev.to_device(&vec![f32::NAN; N - 500]))?;
    let r =
        assumed_stencil.launch(Grid::new(N.div_ceil(256) as u32, 256), &dx, &mut short).and_then(|()| short.to_vec());
    let p = panic_of(r, "assumed_stencil")?;
    let want = format!("index out of bounds: the len is {} but the index is ", N - 500);
    check!(p.message.starts_with(&want), "the panic says {:?}", p.message);
    let index: usize = p.message[want.len()..].parse().map_err(|_| format!("the panic says {:?}", p.message))?;
    let (t, b) = (p.thread[0] as usize, p.block[0] as usize);
    check!((N - 500..N - 1).contains(&index) && index == b * 256 + t, "thread {t} of block {b} reports index {index}");
    Ok(())
}

fn quads_test(dev: &Device) -> TestResult {
    let info = assumed_quads.__fc_info();
    let want = [Assume { small: Measure::Len(1), large: Measure::Len(0) }];
    check!(info.assumes == want, "assumed_quads assumes {:?}", info.assumes);
    let mut rng = Rng::new("assumed_quads");
    let x = rng.vec_f32(N + 1, -1.0, 1.0);
    let dx = fc(dev.to_device(&x))?;
    // (`N` is not a multiple of 4: the last 1 element is left.)
    let mut dy = fc(dev.to_device(&vec![f32::NAN; N]))?;
    fc(assumed_quads.launch(Grid::for_elements(N.div_ceil(4)), &dx, &mut dy))?;
    let got = fc(dy.to_vec())?;
    let full = N / 4 * 4;
    let want: Vec<f32> = (0..full).map(|k| x[k / 4 * 4 + 3 - k % 4]).collect();
    exact("y", &got[..full], &want)?;
    check!(got[full..].iter().all(|v| v.is_nan()), "the quads wrote past their guard");
    // Not satisfied: `x` shorter than `y`, a load past its end panics.
    let short = fc(dx.slice(..N - 999))?;
    let r = assumed_quads.launch(Grid::for_elements(N.div_ceil(4)), short, &mut dy).and_then(|()| dy.to_vec());
    let p = panic_of(r, "assumed_quads")?;
    check!(p.message.contains(&format!("{}", N - 999)), "the panic says {:?}", p.message);
    Ok(())
}

/// Row-major matrices in slices: every index proven given `m * k <= a.len()`,
/// `k * n <= b.len()`, `m * n <= c.len()` (`row < m`, `p < k`, `col < n` keep each index
/// below its row's end).
#[kernel(fmad = false)]
pub fn assumed_matmul(a: &[f32], b: &[f32], c: &mut [f32], m: u32, n: u32, k: u32) {
    let (col, row) = grid(2);
    if row < m as usize && col < n as usize {
        let mut acc = 0.0f32;
        for p in 0..k as usize {
            acc += a[row * k as usize + p] * b[p * n as usize + col];
        }
        c[row * n as usize + col] = acc;
    }
}

/// A row per block, its start from `block_idx()`: proven given `cols >= 1` and the grid's
/// blocks times `cols` within both slices.
#[kernel(fmad = false)]
pub fn assumed_rows_per_block(x: &[f32], y: &mut [f32], cols: u32) {
    let t = thread_idx().x;
    let base = block_idx().x as usize * cols as usize;
    for q in 0..4u32 {
        let j = t + q * block_dim().x;
        let inside = j < cols;
        let v = x[base + if inside { j as usize } else { 0 }];
        if inside {
            y[base + j as usize] = v * 2.0 + q as f32;
        }
    }
}

fn matmul_test(dev: &Device) -> TestResult {
    let info = assumed_matmul.__fc_info();
    let product = |a: &'static [Measure; 2], len| Assume { small: Measure::Product(a), large: Measure::Len(len) };
    let want = [
        product(&[Measure::Value(3), Measure::Value(5)], 0),
        product(&[Measure::Value(5), Measure::Value(4)], 1),
        product(&[Measure::Value(3), Measure::Value(4)], 2),
    ];
    check!(info.assumes == want, "assumed_matmul assumes {:?}", info.assumes);
    check!(info.assumed_unchecked, "assumed_matmul keeps a check under its assumptions");
    let (m, n, k) = (67usize, 301usize, 45usize);
    let mut rng = Rng::new("assumed_matmul");
    let (a, b) = (rng.vec_f32(m * k, -1.0, 1.0), rng.vec_f32(k * n + 9, -1.0, 1.0));
    let (da, db) = (fc(dev.to_device(&a))?, fc(dev.to_device(&b))?);
    let mut dc = fc(dev.to_device(&vec![f32::NAN; m * n]))?;
    let grid = || Grid::for_shape((n, m));
    fc(assumed_matmul.launch(grid(), &da, &db, &mut dc, m as u32, n as u32, k as u32))?;
    let mut want = vec![0.0f32; m * n];
    for r in 0..m {
        for c in 0..n {
            want[r * n + c] = (0..k).fold(0.0f32, |acc, p| acc + a[r * k + p] * b[p * n + c]);
        }
    }
    exact("c", &fc(dc.to_vec())?, &want)?;
    // Not satisfied: `a` one row short, the last row's first read past it panics.
    let short = fc(da.slice(..(m - 1) * k))?;
    let r = assumed_matmul.launch(grid(), short, &db, &mut dc, m as u32, n as u32, k as u32).and_then(|()| dc.to_vec());
    let p = panic_of(r, "assumed_matmul")?;
    let want = format!("index out of bounds: the len is {} but the index is ", (m - 1) * k);
    check!(p.message.starts_with(&want), "the panic says {:?}", p.message);
    Ok(())
}

fn row_per_block_test(dev: &Device) -> TestResult {
    let info = assumed_rows_per_block.__fc_info();
    const ROWS_TIMES_COLS: [Measure; 2] = [Measure::Grid(0), Measure::Value(2)];
    let want = [
        Assume { small: Measure::Constant(1), large: Measure::Value(2) },
        Assume { small: Measure::Product(&ROWS_TIMES_COLS), large: Measure::Len(0) },
        Assume { small: Measure::Product(&ROWS_TIMES_COLS), large: Measure::Len(1) },
    ];
    check!(info.assumes == want, "assumed_rows_per_block assumes {:?}", info.assumes);
    check!(info.assumed_unchecked, "assumed_rows_per_block keeps a check under its assumptions");
    let (rows, cols) = (1000usize, 447usize);
    let mut rng = Rng::new("assumed_rows_per_block");
    let x = rng.vec_f32(rows * cols, -1.0, 1.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&vec![f32::NAN; rows * cols + 5]))?;
    fc(assumed_rows_per_block.launch(Grid::new(rows as u32, 128), &dx, &mut dy, cols as u32))?;
    let got = fc(dy.to_vec())?;
    let want: Vec<f32> = (0..rows * cols).map(|i| x[i] * 2.0 + ((i % cols) / 128) as f32).collect();
    exact("y", &got[..rows * cols], &want)?;
    check!(got[rows * cols..].iter().all(|v| v.is_nan()), "the rows wrote past their end");
    // Not satisfied: one block more than `x` has rows, whose first read past it panics.
    let r = assumed_rows_per_block
        .launch(Grid::new(rows as u32 + 1, 128), &dx, &mut dy, cols as u32)
        .and_then(|()| dy.to_vec());
    let p = panic_of(r, "assumed_rows_per_block")?;
    let want = format!("index out of bounds: the len is {} but the index is ", rows * cols);
    check!(p.message.starts_with(&want), "the panic says {:?}", p.message);
    check!(p.block[0] as usize == rows, "the panic names block {:?}", p.block);
    Ok(())
}

/// A batch of matrices, `(b * rows + r) * cols + c`: proven given
/// `batch * rows * cols <= x.len()` (and `y`'s), a row of rows below `batch * rows`.
#[kernel(fmad = false)]
pub fn assumed_batched(x: &[f32], y: &mut [f32], batch: u32, rows: u32, cols: u32) {
    let (c, r, b) = grid(3);
    let (rows, cols) = (rows as usize, cols as usize);
    if b < batch as usize && r < rows && c < cols {
        let at = (b * rows + r) * cols + c;
        y[at] = x[at] * 2.0 + b as f32;
    }
}

fn batched_test(dev: &Device) -> TestResult {
    let info = assumed_batched.__fc_info();
    const BATCH_ROWS: [Measure; 2] = [Measure::Value(2), Measure::Value(3)];
    const ELEMENTS: [Measure; 2] = [Measure::Product(&BATCH_ROWS), Measure::Value(4)];
    let want = [
        Assume { small: Measure::Product(&ELEMENTS), large: Measure::Len(1) },
        Assume { small: Measure::Product(&ELEMENTS), large: Measure::Len(0) },
    ];
    check!(info.assumes == want, "assumed_batched assumes {:?}", info.assumes);
    check!(info.assumed_unchecked, "assumed_batched keeps a check under its assumptions");
    let (batch, rows, cols) = (5usize, 37usize, 203usize);
    let n = batch * rows * cols;
    let mut rng = Rng::new("assumed_batched");
    let x = rng.vec_f32(n, -1.0, 1.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&vec![f32::NAN; n + 3]))?;
    let grid = || Grid::for_shape((cols, rows, batch));
    fc(assumed_batched.launch(grid(), &dx, &mut dy, batch as u32, rows as u32, cols as u32))?;
    let got = fc(dy.to_vec())?;
    let want: Vec<f32> = (0..n).map(|i| x[i] * 2.0 + (i / (rows * cols)) as f32).collect();
    exact("y", &got[..n], &want)?;
    check!(got[n..].iter().all(|v| v.is_nan()), "the batch wrote past its end");
    // Not satisfied: `x` one matrix short, the last matrix's first read past it panics.
    let short = fc(dx.slice(..n - rows * cols))?;
    let r = assumed_batched
        .launch(grid(), short, &mut dy, batch as u32, rows as u32, cols as u32)
        .and_then(|()| dy.to_vec());
    let p = panic_of(r, "assumed_batched")?;
    let want = format!("index out of bounds: the len is {} but the index is ", n - rows * cols);
    check!(p.message.starts_with(&want), "the panic says {:?}", p.message);
    Ok(())
}

/// The classic tiled product through 16 × 16 shared tiles, K in `k / 16` steps: every index
/// proven given the launch. `a[row * k + t * 16 + tx]`'s column is below `k` by the loop
/// (`t + 1 <= k / 16` and `tx < 16`: no assumption); `b[(t * 16 + ty) * n + col]`'s row is
/// below `k` so; `col = block_idx().x * 16 + tx` is below the grid's blocks times 16, assumed at
/// most `n`; the tiles' indices given blocks of at most 16 × 16.
#[kernel(fmad = false, launch_bounds = 256)]
pub fn assumed_tiled_matmul(a: &[f32], b: &[f32], c: &mut [f32], n: u32, k: u32) {
    let ta = shared_array::<[f32; 16], 16>();
    let tb = shared_array::<[f32; 16], 16>();
    let (tx, ty) = (thread_idx().x as usize, thread_idx().y as usize);
    let (n, k) = (n as usize, k as usize);
    let row = block_idx().y as usize * 16 + ty;
    let col = block_idx().x as usize * 16 + tx;
    let mut acc = 0.0f32;
    for t in 0..k / 16 {
        ta[ty][tx] = a[row * k + t * 16 + tx];
        tb[ty][tx] = b[(t * 16 + ty) * n + col];
        sync_threads();
        for p in 0..16 {
            acc += ta[ty][p] * tb[p][tx];
        }
        sync_threads();
    }
    c[row * n + col] = acc;
}

fn tiled_matmul_test(dev: &Device) -> TestResult {
    let info = assumed_tiled_matmul.__fc_info();
    const ROWS: [Measure; 2] = [Measure::Grid(1), Measure::Constant(16)];
    const COLS: [Measure; 2] = [Measure::Grid(0), Measure::Constant(16)];
    const A: [Measure; 2] = [Measure::Product(&ROWS), Measure::Value(4)];
    const B: [Measure; 2] = [Measure::Value(4), Measure::Value(3)];
    const C: [Measure; 2] = [Measure::Product(&ROWS), Measure::Value(3)];
    let want = [
        Assume { small: Measure::Product(&A), large: Measure::Len(0) },
        Assume { small: Measure::Product(&COLS), large: Measure::Value(3) },
        Assume { small: Measure::Product(&B), large: Measure::Len(1) },
        Assume { small: Measure::Product(&C), large: Measure::Len(2) },
        Assume { small: Measure::Block(0), large: Measure::Constant(16) },
        Assume { small: Measure::Block(1), large: Measure::Constant(16) },
    ];
    check!(info.assumes == want, "assumed_tiled_matmul assumes {:?}", info.assumes);
    check!(info.assumed_unchecked, "assumed_tiled_matmul keeps a check under its assumptions");
    let (m, n, k) = (80usize, 112usize, 48usize);
    let mut rng = Rng::new("assumed_tiled_matmul");
    let (a, b) = (rng.vec_f32(m * k, -1.0, 1.0), rng.vec_f32(k * n, -1.0, 1.0));
    let (da, db) = (fc(dev.to_device(&a))?, fc(dev.to_device(&b))?);
    let mut dc = fc(dev.to_device(&vec![f32::NAN; m * n]))?;
    let grid = |wide: u32| Grid::new(((n / 16) as u32 + wide, (m / 16) as u32), (16u32, 16u32));
    fc(assumed_tiled_matmul.launch(grid(0), &da, &db, &mut dc, n as u32, k as u32))?;
    let mut want = vec![0.0f32; m * n];
    for r in 0..m {
        for c in 0..n {
            want[r * n + c] = (0..k).fold(0.0f32, |acc, p| acc + a[r * k + p] * b[p * n + c]);
        }
    }
    exact("c", &fc(dc.to_vec())?, &want)?;
    // Not satisfied: `a` one row short, the last row's first read past it panics.
    let short = fc(da.slice(..(m - 1) * k))?;
    let r = assumed_tiled_matmul.launch(grid(0), short, &db, &mut dc, n as u32, k as u32).and_then(|()| dc.to_vec());
    let p = panic_of(r, "assumed_tiled_matmul")?;
    let want = format!("index out of bounds: the len is {} but the index is ", (m - 1) * k);
    check!(p.message.starts_with(&want), "the panic says {:?}", p.message);
    // Nor: a column of blocks past `n`, whose last row reads and writes past `b` and `c`.
    let r = assumed_tiled_matmul.launch(grid(1), &da, &db, &mut dc, n as u32, k as u32).and_then(|()| dc.to_vec());
    let p = panic_of(r, "assumed_tiled_matmul")?;
    check!(p.message.starts_with("index out of bounds"), "the panic says {:?}", p.message);
    check!(p.block[0] as usize == n / 16, "the panic names block {:?}", p.block);
    Ok(())
}

/// Tensor-core tiles of row-major matrices in slices, 8 warps of a block each a 16 × 16 tile
/// of C (a block 64 × 32 of it), K in `k / 16` steps: the loads and the store proven given
/// the grid's blocks times 64 rows and 32 columns within `a`, `b`, `c` (`Measure::Product`) and
/// the blocks times 32 at most `n`.
#[kernel(launch_bounds = 256)]
pub fn assumed_wmma_tiles(a: &[f16], b: &[f16], c: &mut [f32], n: u32, k: u32) {
    let (n, k) = (n as usize, k as usize);
    let warp = thread_idx().x as usize / 32;
    let row = block_idx().y as usize * 64 + warp % 4 * 16;
    let col = block_idx().x as usize * 32 + warp / 4 * 16;
    let mut acc = wmma::Fragment::<wmma::Accumulator, 16, 16, 16, f32>::zeroed();
    for t in 0..k / 16 {
        let fa = wmma::load_a::<wmma::RowMajor>(&a[row * k + t * 16..], k);
        let fb = wmma::load_b::<wmma::RowMajor>(&b[t * 16 * n + col..], n);
        wmma::mma(&mut acc, &fa, &fb);
    }
    wmma::store(c, row * n + col, n, &acc);
}

fn wmma_tiles_test(dev: &Device) -> TestResult {
    let info = assumed_wmma_tiles.__fc_info();
    const ROWS: [Measure; 2] = [Measure::Grid(1), Measure::Constant(64)];
    const COLS: [Measure; 2] = [Measure::Grid(0), Measure::Constant(32)];
    const A: [Measure; 2] = [Measure::Product(&ROWS), Measure::Value(4)];
    const B: [Measure; 2] = [Measure::Value(4), Measure::Value(3)];
    const C: [Measure; 2] = [Measure::Product(&ROWS), Measure::Value(3)];
    let want = [
        Assume { small: Measure::Product(&A), large: Measure::Len(0) },
        Assume { small: Measure::Product(&COLS), large: Measure::Value(3) },
        Assume { small: Measure::Product(&B), large: Measure::Len(1) },
        Assume { small: Measure::Product(&C), large: Measure::Len(2) },
    ];
    check!(info.assumes == want, "assumed_wmma_tiles assumes {:?}", info.assumes);
    let (m, n, k) = (128usize, 96usize, 80usize);
    let mut rng = Rng::new("assumed_wmma_tiles");
    // Small integers: every product and sum exact, whatever the order of the additions.
    let mut ints = |len: usize| (0..len).map(|_| rng.below(9) as f32 - 4.0).collect::<Vec<f32>>();
    let (a, b) = (ints(m * k), ints(k * n));
    let half = |v: &[f32]| v.iter().map(|&x| f16::from_f32(x)).collect::<Vec<f16>>();
    let (da, db) = (fc(dev.to_device(&half(&a)))?, fc(dev.to_device(&half(&b)))?);
    let mut dc = fc(dev.to_device(&vec![f32::NAN; m * n + 7]))?;
    let grid = |wide: u32| Grid::new(((n / 32) as u32 + wide, (m / 64) as u32), 256u32);
    fc(assumed_wmma_tiles.launch(grid(0), &da, &db, &mut dc, n as u32, k as u32))?;
    let mut want = vec![0.0f32; m * n];
    for r in 0..m {
        for c in 0..n {
            want[r * n + c] = (0..k).map(|p| a[r * k + p] * b[p * n + c]).sum();
        }
    }
    let got = fc(dc.to_vec())?;
    exact("c", &got[..m * n], &want)?;
    check!(got[m * n..].iter().all(|v| v.is_nan()), "the tiles wrote past their matrix");
    // Not satisfied: `a` a tile row short; the last block row's loads panic (a tile of 16
    // rows, `k` apart, from its last row's start: "range end index 1216 out of range for
    // slice of length 0"; a later step's start is past the slice's end).
    let short = fc(da.slice(..(m - 16) * k))?;
    let r = assumed_wmma_tiles.launch(grid(0), short, &db, &mut dc, n as u32, k as u32).and_then(|()| dc.to_vec());
    let p = panic_of(r, "assumed_wmma_tiles")?;
    let want = format!("range end index {} out of range for slice of length ", 15 * k + 16);
    let start = "range start index ";
    check!(p.message.starts_with(&want) || p.message.starts_with(start), "the panic says {:?}", p.message);
    check!(p.block[1] as usize == m / 64 - 1, "the panic names block {:?}", p.block);
    Ok(())
}
