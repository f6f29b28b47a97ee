//! N-dimensional arrays: kernels taking `&Array2<T>` and its kin (indexing `a[[i, j]]` checked
//! on every axis, `dim`/`shape`/`row`/`column`, views passed to device fns, atomics on
//! elements), device arrays with pitched rows, and views (`t()`, `slice(s![…])`, rows,
//! columns, reshapes) passed to launches; each against the same computation on the host.

use ferrocuda::prelude::*;
use ferrocuda::{s, Error, KernelPanic};

use crate::lang::DeviceTest;
use crate::util::*;

#[kernel]
pub fn transpose(a: &Array2<f32>, b: &mut Array2<f32>) {
    let (col, row) = grid(2);
    let (rows, cols) = a.dim();
    if row < rows && col < cols {
        b[[col, row]] = a[[row, col]];
    }
}

/// A 3×3 box blur, edges clamped: nine deferred reads per thread.
#[kernel]
pub fn blur3(src: &Array2<f32>, dst: &mut Array2<f32>) {
    let (x, y) = grid(2);
    let (h, w) = src.dim();
    if y < h && x < w {
        let mut acc = 0.0f32;
        for dy in 0..3usize {
            for dx in 0..3usize {
                let yy = (y + dy).max(1).min(h) - 1;
                let xx = (x + dx).max(1).min(w) - 1;
                acc += src[[yy, xx]];
            }
        }
        dst[[y, x]] = acc / 9.0;
    }
}

/// `y = x * scale[c] + bias[c]` over an NCHW batch.
#[kernel]
pub fn nchw_affine(x: &Array4<f32>, scale: &[f32], bias: &Array1<f32>, y: &mut Array4<f32>) {
    let (w, h, nc) = grid(3);
    let (n, c, hh, ww) = x.dim();
    if nc < n * c && h < hh && w < ww {
        let (b, ch) = (nc / c, nc % c);
        y[[b, ch, h, w]] = x[[b, ch, h, w]] * scale[ch] + bias[ch];
    }
}

#[device]
pub fn row_sum(r: &Array1<f32>) -> f32 {
    let mut s = 0.0f32;
    for k in 0..r.len() {
        s += r[k];
    }
    s
}

#[device]
pub fn add_to_column(m: &mut Array2<f32>, j: usize, v: f32) {
    for i in 0..m.nrows() {
        m[[i, j]] += v;
    }
}

/// Rows and columns as 1-D views, passed to device fns; a `&mut Array2` passed on.
#[kernel]
pub fn row_and_column_sums(a: &Array2<f32>, rows: &mut [f32], cols: &mut Array1<f32>, m: &mut Array2<f32>) {
    let i = grid(1);
    if i < a.nrows() {
        rows[i] = row_sum(&a.row(i));
    }
    if i < a.ncols() {
        let c = a.column(i);
        let mut s = 0.0f32;
        for k in 0..c.len() {
            s += c[[k]];
        }
        cols[i] = s;
        add_to_column(m, i, 1.5);
    }
}

/// A 2-D histogram with atomics on the elements of a `&mut Array2<u32>`.
#[kernel]
pub fn histogram_2d(xs: &[u32], ys: &[u32], counts: &mut Array2<u32>) {
    let i = grid(1);
    if i < xs.len() {
        let shape = counts.shape();
        atomic::add(counts, [(ys[i] as usize) % shape[0], (xs[i] as usize) % shape[1]], 1u32);
    }
}

/// Reads past the end of an axis (its index from the data: the check cannot be proven).
#[kernel]
pub fn panic_nd_read(a: &Array2<f32>, cols: &[u32], out: &mut [f32]) {
    let i = grid(1);
    if i < out.len() {
        out[i] = a[[i % a.nrows(), cols[i] as usize]];
    }
}

/// Writes past the end of an axis.
#[kernel]
pub fn panic_nd_write(a: &mut Array3<i32>, k: usize) {
    let i = grid(1);
    if i == 0 {
        a[[1, k, 0]] = 7;
    }
}

fn host_transpose(a: &[f32], rows: usize, cols: usize) -> Vec<f32> {
    let mut t = vec![0.0; rows * cols];
    for r in 0..rows {
        for c in 0..cols {
            t[c * rows + r] = a[r * cols + c];
        }
    }
    t
}

fn transpose_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("nd_transpose");
    let (rows, cols) = (67, 45);
    let host = rng.vec_f32(rows * cols, -10.0, 10.0);
    let a = fc(dev.to_device_2d(&host, (rows, cols)))?;
    let mut b = fc(dev.to_device_2d(&vec![f32::NAN; rows * cols], (cols, rows)))?;
    fc(transpose.launch(Grid::for_shape((cols, rows)), &a, &mut b))?;
    let want = host_transpose(&host, rows, cols);
    exact("transpose", &fc(b.to_vec())?, &want)?;
    // A transposed view as the input (strided rows: the kernel's other variant) gives back the
    // original.
    let mut c = fc(dev.to_device_2d(&vec![f32::NAN; rows * cols], (cols, rows)))?;
    fc(transpose.launch(Grid::for_shape((cols, rows)), b.t(), &mut c))?;
    exact("transpose of a transposed view", &fc(c.to_vec())?, &want)?;
    // A stepped, reversed slice into a part of the output.
    let part = fc(a.slice(s![10..40;3, ..;-1]))?;
    let (pr, pc) = (part.shape()[0], part.shape()[1]);
    let mut d = fc(dev.zeros_2d::<f32>((pc, pr)))?;
    fc(transpose.launch(Grid::for_shape((pc, pr)), part, &mut d))?;
    let part_host = fc(part.to_vec())?;
    let mut want_part = Vec::new();
    for r in (10..40).step_by(3) {
        for c in (0..cols).rev() {
            want_part.push(host[r * cols + c]);
        }
    }
    exact("slice view read back", &part_host, &want_part)?;
    exact("transpose of a slice view", &fc(d.to_vec())?, &host_transpose(&want_part, pr, pc))
}

fn blur_host(src: &[f32], h: usize, w: usize) -> Vec<f32> {
    let mut out = vec![0.0; h * w];
    for y in 0..h {
        for x in 0..w {
            let mut acc = 0.0f32;
            for dy in 0..3 {
                for dx in 0..3 {
                    let yy = (y + dy).clamp(1, h) - 1;
                    let xx = (x + dx).clamp(1, w) - 1;
                    acc += src[yy * w + xx];
                }
            }
            out[y * w + x] = acc / 9.0;
        }
    }
    out
}

fn blur_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("nd_blur");
    let (h, w) = (50, 77);
    let host = rng.vec_f32(h * w, 0.0, 1.0);
    let src = fc(dev.to_device_2d(&host, (h, w)))?;
    let mut dst = fc(dev.to_device_2d(&vec![f32::NAN; h * w], (h, w)))?;
    if src.pitch() != 96 {
        return Err(format!("77 f32 per row should be pitched to 96 (384 bytes), got {}", src.pitch()));
    }
    fc(blur3.launch(Grid::for_shape((w, h)), &src, &mut dst))?;
    compare("blur", &fc(dst.to_vec())?, &blur_host(&host, h, w), |a, b| close_f32(*a, *b, 1e-5))
}

fn nchw_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("nd_nchw");
    let (n, c, h, w) = (3, 5, 7, 33);
    let len = n * c * h * w;
    let host = rng.vec_f32(len, -2.0, 2.0);
    let scale = rng.vec_f32(c, 0.5, 1.5);
    let bias = rng.vec_f32(c, -1.0, 1.0);
    let x = fc(dev.to_device_4d(&host, (n, c, h, w)))?;
    let s = fc(dev.to_device(&scale))?;
    let b = fc(dev.to_device_1d(&bias))?;
    let mut y = fc(dev.to_device_4d(&vec![f32::NAN; len], (n, c, h, w)))?;
    fc(nchw_affine.launch(Grid::for_shape((w, h, n * c)), &x, &s, &b, &mut y))?;
    let want: Vec<f32> = (0..len).map(|i| host[i] * scale[(i / (h * w)) % c] + bias[(i / (h * w)) % c]).collect();
    // (Within rounding of one fused multiply-add: the GPU may contract `x * s + b`.)
    compare("nchw affine", &fc(y.to_vec())?, &want, |a, b| (a - b).abs() <= 1e-6 * (1.0 + b.abs()))
}

fn rows_columns_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("nd_rows");
    let (rows, cols) = (40, 37);
    let host = rng.vec_f32(rows * cols, -1.0, 1.0);
    let m0 = rng.vec_f32(rows * cols, -1.0, 1.0);
    let a = fc(dev.to_device_2d(&host, (rows, cols)))?;
    let mut rs = fc(dev.to_device(&vec![f32::NAN; rows]))?;
    let mut cs = fc(dev.to_device_1d(&vec![f32::NAN; cols]))?;
    let mut m = fc(dev.to_device_2d(&m0, (rows, cols)))?;
    fc(row_and_column_sums.launch(Grid::for_elements(rows.max(cols)), &a, &mut rs, &mut cs, &mut m))?;
    let want_r: Vec<f32> = (0..rows).map(|i| (0..cols).fold(0.0, |s, j| s + host[i * cols + j])).collect();
    let want_c: Vec<f32> = (0..cols).map(|j| (0..rows).fold(0.0, |s, i| s + host[i * cols + j])).collect();
    compare("row sums", &fc(rs.to_vec())?, &want_r, |a, b| close_f32(*a, *b, 1e-5))?;
    compare("column sums", &fc(cs.to_vec())?, &want_c, |a, b| close_f32(*a, *b, 1e-5))?;
    exact("columns added to", &fc(m.to_vec())?, &m0.iter().map(|v| v + 1.5).collect::<Vec<_>>())?;
    // Host views: a row and a column read back, a strided column written.
    exact("row view", &fc(fc(a.row(3))?.to_vec())?, &host[3 * cols..4 * cols])?;
    let col: Vec<f32> = (0..rows).map(|i| host[i * cols + 5]).collect();
    exact("column view", &fc(fc(a.column(5))?.to_vec())?, &col)?;
    let ones = vec![1.0f32; rows];
    fc(fc(m.column_mut(2))?.copy_from_host(&ones))?;
    let back = fc(m.to_vec())?;
    exact("written column", &(0..rows).map(|i| back[i * cols + 2]).collect::<Vec<_>>(), &ones)?;
    exact("beside it", &[back[3]], &[m0[3] + 1.5])
}

fn histogram_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("nd_hist");
    let n = 5000;
    let xs: Vec<u32> = (0..n).map(|_| rng.below(1000) as u32).collect();
    let ys: Vec<u32> = (0..n).map(|_| rng.below(1000) as u32).collect();
    let (dx, dy) = (fc(dev.to_device(&xs))?, fc(dev.to_device(&ys))?);
    let mut counts = fc(dev.zeros_2d::<u32>((7, 40)))?;
    fc(histogram_2d.launch(Grid::for_elements(n), &dx, &dy, &mut counts))?;
    let mut want = vec![0u32; 7 * 40];
    for i in 0..n {
        want[(ys[i] as usize % 7) * 40 + xs[i] as usize % 40] += 1;
    }
    exact("2-D histogram", &fc(counts.to_vec())?, &want)
}

fn expect_nd_panic<T: std::fmt::Debug>(r: ferrocuda::Result<T>, kernel: &str, line: u32, message: &str) -> TestResult {
    match r {
        Err(Error::KernelPanic(KernelPanic { kernel: k, file, line: l, message: m, .. }))
            if k == kernel && file == "tests/suite/arrays.rs" && l == line && m == message =>
        {
            Ok(())
        }
        other => Err(format!("expected `{kernel}` to panic at line {line} with {message:?}, got {other:?}")),
    }
}

fn panic_nd_read_test(dev: &Device) -> TestResult {
    let a = fc(dev.to_device_2d(&[1.0f32; 3 * 8], (3, 8)))?;
    let mut cols = vec![2u32; 64];
    cols[5] = 7;
    cols[40] = 8;
    let c = fc(dev.to_device(&cols))?;
    let mut out = fc(dev.zeros::<f32>(64))?;
    fc(panic_nd_read.launch(Grid::new(1u32, 64u32), &a, &c, &mut out))?;
    expect_nd_panic(out.to_vec(), "panic_nd_read", 99, "index [1, 8] is out of bounds for shape [3, 8]")?;
    // The context stays usable, and a good launch runs.
    let mut ok = fc(dev.zeros::<f32>(64))?;
    fc(panic_nd_read.launch(Grid::new(1u32, 64u32), &a, &fc(dev.to_device(&[1u32; 64]))?, &mut ok))?;
    exact("after the panic", &fc(ok.to_vec())?, &[1.0f32; 64])
}

fn panic_nd_write_test(dev: &Device) -> TestResult {
    let mut a = fc(dev.zeros_3d::<i32>((2, 3, 4)))?;
    fc(panic_nd_write.launch(Grid::new(1u32, 32u32), &mut a, 3))?;
    expect_nd_panic(a.to_vec(), "panic_nd_write", 108, "index [1, 3, 0] is out of bounds for shape [2, 3, 4]")?;
    fc(panic_nd_write.launch(Grid::new(1u32, 32u32), &mut a, 2))?;
    let v = fc(a.to_vec())?;
    exact("written once", &[v[12 + 8], v.iter().filter(|&&x| x != 0).count() as i32], &[7, 1])
}

fn host_views_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("nd_views");
    let (a0, a1, a2) = (4, 5, 6);
    let host: Vec<i64> = (0..a0 * a1 * a2).map(|_| rng.next() as i64).collect();
    let a = fc(dev.to_device_3d(&host, (a0, a1, a2)))?;
    exact("3-D round trip", &fc(a.to_vec())?, &host)?;
    let p = fc(a.permuted_axes([2, 0, 1]))?;
    let mut want = Vec::new();
    for k in 0..a2 {
        for i in 0..a0 {
            for j in 0..a1 {
                want.push(host[(i * a1 + j) * a2 + k]);
            }
        }
    }
    exact("permuted axes", &fc(p.to_vec())?, &want)?;
    let flat = fc(dev.to_device(&host))?;
    let r = fc(flat.as_array([a0 * a1, a2]))?;
    exact("a buffer as an array", &fc(fc(r.row(7))?.to_vec())?, &host[7 * a2..8 * a2])?;
    let back: ferrocuda::ArrayView<'_, i64, 1> = fc(r.reshape([a0 * a1 * a2]))?;
    exact("reshaped back", &fc(back.to_vec())?, &host)?;
    match a.t().reshape([a0 * a1 * a2]) {
        Err(Error::Shape { .. }) => {}
        other => return Err(format!("a transposed view reshaped: {other:?}")),
    }
    match dev.to_device_2d(&host, (7, 7)) {
        Err(e @ Error::Shape { .. }) if e.to_string().contains("has 120 elements") => {}
        other => return Err(format!("wrong host length: {other:?}")),
    }
    // `ndarray` in and out, of a Fortran-order array too.
    let nd = ndarray::Array2::from_shape_fn((9, 70), |(i, j)| (i * 100 + j) as f32);
    let d = fc(dev.to_device_array(&nd.t()))?;
    if fc(d.to_ndarray())? != nd.t() {
        return Err("ndarray round trip of a transposed array".into());
    }
    Ok(())
}

pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("nd_transpose_and_views", transpose_test),
        ("nd_blur_pitched", blur_test),
        ("nd_nchw_4d", nchw_test),
        ("nd_rows_columns_device_fns", rows_columns_test),
        ("nd_atomics_histogram", histogram_test),
        ("panic_nd_read", panic_nd_read_test),
        ("panic_nd_write", panic_nd_write_test),
        ("nd_host_views", host_views_test),
    ]
}

/// An array past 2^31 elements: the kernel with 64-bit offsets (GPU only: 4 GiB).
#[kernel]
pub fn far_write(a: &mut Array2<u8>, j: usize) {
    if grid(1) == 0 {
        a[[1, j]] = 9;
    }
}

fn wide_offsets_test(dev: &Device) -> TestResult {
    let cols = (1usize << 31) + 64;
    let mut a = fc(dev.zeros_2d::<u8>((2, cols)))?;
    fc(far_write.launch(Grid::new(1u32, 32u32), &mut a, cols - 3))?;
    let row = fc(fc(a.row(1))?.slice(s![cols - 8..]))?;
    exact("the far element", &fc(row.to_vec())?, &[0, 0, 0, 0, 0, 9, 0, 0])
}

pub fn gpu_only() -> Vec<DeviceTest> {
    vec![("nd_wide_offsets", wide_offsets_test)]
}
