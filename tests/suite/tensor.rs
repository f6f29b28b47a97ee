//! Tensor cores: `wmma` fragments of every type the hardware multiplies (f16 into f32 and
//! f16, bf16, tf32, i8 and u8 into i32), row- and column-major tiles in global and shared
//! memory, a fused bias + ReLU epilogue through an accumulator's elements, the accumulator's
//! element layout, and the checks: a tile past the end, a misaligned one, a partial warp.

use ferrocuda::prelude::*;
use ferrocuda::wmma::to_tf32;
use ferrocuda::{Error, KernelPanic};

use crate::check;
use crate::lang::DeviceTest;
use crate::util::*;

/// C (m × n, f32) = A (m × k, row-major) · B (k × n, row-major, or column-major when `b_col`),
/// one warp per 16 × 16 tile of C, straight from global memory. Generic over the half types.
#[kernel]
pub fn wmma_gemm<T: Float>(a: &[T], b: &[T], c: &mut [f32], n: usize, k: usize, b_col: bool) {
    let warp = (block_idx().x * (block_dim().x / 32) + thread_idx().x / 32) as usize;
    let (ti, tj) = (warp / (n / 16), warp % (n / 16));
    if ti * 16 * n < c.len() {
        let mut acc = wmma::Fragment::<wmma::Accumulator, 16, 16, 16, f32>::zeroed();
        let mut kk = 0;
        while kk < k {
            let fa = wmma::load_a::<wmma::RowMajor>(&a[ti * 16 * k + kk..], k);
            if b_col {
                let fb = wmma::load_b::<wmma::ColMajor>(&b[tj * 16 * k + kk..], k);
                wmma::mma(&mut acc, &fa, &fb);
            } else {
                let fb = wmma::load_b::<wmma::RowMajor>(&b[kk * n + tj * 16..], n);
                wmma::mma(&mut acc, &fa, &fb);
            }
            kk += 16;
        }
        wmma::store(c, ti * 16 * n + tj * 16, n, &acc);
    }
}

/// tf32: f32 tiles of 16 × 8 (A) and 8 × 16 (B); C stored column-major.
#[kernel]
pub fn wmma_gemm_tf32(a: &[f32], b: &[f32], c: &mut [f32], m: usize, n: usize, k: usize) {
    let warp = (block_idx().x * (block_dim().x / 32) + thread_idx().x / 32) as usize;
    let (ti, tj) = (warp / (n / 16), warp % (n / 16));
    if ti < m / 16 {
        let mut acc = wmma::Fragment::<wmma::Accumulator, 16, 16, 8, f32>::zeroed();
        for kk in (0..k).step_by(8) {
            let fa = wmma::load_a::<wmma::RowMajor>(&a[ti * 16 * k + kk..], k);
            let fb = wmma::load_b::<wmma::RowMajor>(&b[kk * n + tj * 16..], n);
            wmma::mma(&mut acc, &fa, &fb);
        }
        wmma::store_col_major(c, tj * 16 * m + ti * 16, m, &acc);
    }
}

/// i8 and u8 into i32, starting from C (`load_c`): C += A · B. A byte tile's row is 16
/// bytes, so the operands are stored by tiles (each 16 × 16 tile's 256 bytes together, a
/// tile at a 32-byte boundary as the instructions want): tile (r, s) of a matrix of `t`
/// tile rows at `(s * t + r) * 256`.
#[kernel]
pub fn wmma_gemm_i8(a: &[i8], b: &[i8], ua: &[u8], ub: &[u8], c: &mut [i32], uc: &mut [i32], m: usize, n: usize) {
    let warp = (block_idx().x * (block_dim().x / 32) + thread_idx().x / 32) as usize;
    let (ti, tj) = (warp / (n / 16), warp % (n / 16));
    let (mt, nt) = (m / 16, n / 16);
    if ti < mt {
        let at = ti * 16 * n + tj * 16;
        let mut acc = wmma::load_c::<wmma::RowMajor>(&c[at..], n);
        let mut uacc = wmma::load_c::<wmma::RowMajor>(&uc[at..], n);
        for kb in 0..a.len() / (m * 16) {
            let fa = wmma::load_a::<wmma::RowMajor>(&a[(kb * mt + ti) * 256..], 16);
            let fb = wmma::load_b::<wmma::ColMajor>(&b[(kb * nt + tj) * 256..], 16);
            wmma::mma(&mut acc, &fa, &fb);
            let ga = wmma::load_a::<wmma::ColMajor>(&ua[(kb * mt + ti) * 256..], 16);
            let gb = wmma::load_b::<wmma::RowMajor>(&ub[(kb * nt + tj) * 256..], 16);
            wmma::mma(&mut uacc, &ga, &gb);
        }
        wmma::store(c, at, n, &acc);
        wmma::store(uc, at, n, &uacc);
    }
}

/// f16 into an f16 accumulator, through shared tiles: each warp of the block copies its
/// 16 × 16 tiles of A and B into shared memory, then multiplies from there.
#[kernel]
pub fn wmma_gemm_f16_acc(a: &[f16], b: &[f16], c: &mut [f16], n: usize, k: usize) {
    let tiles = shared_array::<[f16; 512], 4>();
    let w = (thread_idx().x / 32) as usize;
    let lane = lane_id() as usize;
    let warp = block_idx().x as usize * 4 + w;
    let (ti, tj) = (warp / (n / 16), warp % (n / 16));
    let mut acc = wmma::Fragment::<wmma::Accumulator, 16, 16, 16, f16>::zeroed();
    let live = ti * 16 * n < c.len();
    for kk in (0..k).step_by(16) {
        if live {
            for e in (lane..256).step_by(32) {
                let (r, q) = (e / 16, e % 16);
                tiles[w][e] = a[(ti * 16 + r) * k + kk + q];
                tiles[w][256 + e] = b[(kk + r) * n + tj * 16 + q];
            }
        }
        sync_warp();
        if live {
            let fa = wmma::load_a::<wmma::RowMajor>(&tiles[w][..256], 16);
            let fb = wmma::load_b::<wmma::RowMajor>(&tiles[w][256..], 16);
            wmma::mma(&mut acc, &fa, &fb);
        }
        sync_warp();
    }
    if live {
        wmma::store(c, ti * 16 * n + tj * 16, n, &acc);
    }
}

/// The fused epilogue: C = relu(A · B + bias), the bias broadcast down each tile through a
/// shared 16 × 16 tile loaded as the starting accumulator, the ReLU element by element.
#[kernel(launch_bounds = 128)]
pub fn wmma_gemm_bias_relu(a: &[f16], b: &[f16], bias: &[f32], c: &mut [f32], n: usize, k: usize) {
    let rows = shared_array::<[f32; 256], 4>();
    let w = (thread_idx().x / 32) as usize;
    let warp = block_idx().x as usize * 4 + w;
    let (ti, tj) = (warp / (n / 16), warp % (n / 16));
    if ti * 16 * n < c.len() {
        for e in (lane_id() as usize..256).step_by(32) {
            rows[w][e] = bias[tj * 16 + e % 16];
        }
        sync_warp();
        let mut acc = wmma::load_c::<wmma::RowMajor>(&rows[w], 16);
        for kk in (0..k).step_by(16) {
            let fa = wmma::load_a::<wmma::RowMajor>(&a[ti * 16 * k + kk..], k);
            let fb = wmma::load_b::<wmma::RowMajor>(&b[kk * n + tj * 16..], n);
            wmma::mma(&mut acc, &fa, &fb);
        }
        for i in 0..acc.len() {
            let v = acc.get(i);
            acc.set(i, v.max(0.0));
        }
        wmma::store(c, ti * 16 * n + tj * 16, n, &acc);
    }
}

/// Each lane writes `lane * 8 + i` into its element `i` and the warp stores the tile: which
/// element of the matrix each lane holds, on this backend.
#[kernel]
pub fn wmma_layout(out: &mut [f32], filled: &mut [f32]) {
    let mut acc = wmma::Fragment::<wmma::Accumulator, 16, 16, 16, f32>::filled(-1.0);
    let lane = lane_id();
    for i in 0..8 {
        acc.set(i, (lane * 8 + i as u32) as f32);
    }
    wmma::store(out, 0, 16, &acc);
    let mut ones = wmma::Fragment::<wmma::Accumulator, 16, 16, 16, f32>::zeroed();
    ones.fill(2.5);
    let a = wmma::Fragment::<wmma::MatrixA, 16, 16, 16, f16, wmma::RowMajor>::filled(f16::from_f32(0.5));
    let b = wmma::Fragment::<wmma::MatrixB, 16, 16, 16, f16, wmma::ColMajor>::filled(f16::ONE);
    wmma::mma(&mut ones, &a, &b);
    wmma::store(filled, 0, 16, &ones);
}

/// A tile at `x[off..]` with leading dimension `ld`: past the end or misaligned, by the
/// arguments.
#[kernel]
pub fn wmma_checked(x: &[f16], y: &mut [f32], off: usize, ld: usize, at: usize) {
    let fa = wmma::load_a::<wmma::RowMajor>(&x[off..], ld); // the load that may fail
    let fb = wmma::load_b::<wmma::ColMajor>(x, 16);
    let mut acc = wmma::Fragment::<wmma::Accumulator, 16, 16, 16, f32>::zeroed();
    wmma::mma(&mut acc, &fa, &fb);
    wmma::store(y, at, 16, &acc); // the store that may fail
}

/// A device fn taking and returning fragments: the bias row broadcast by a `load_c` with a
/// leading dimension of 0, added, and the result doubled in place (`set` of its own `get`).
#[device]
pub fn add_row_doubled(
    acc: wmma::Fragment<wmma::Accumulator, 16, 16, 16, f32>,
    row: &[f32],
) -> wmma::Fragment<wmma::Accumulator, 16, 16, 16, f32> {
    let bias: wmma::Fragment<wmma::Accumulator, 16, 16, 16, f32> = wmma::load_c::<wmma::RowMajor>(row, 0);
    let mut out = acc;
    for i in 0..out.len() {
        out.set(i, (out.get(i) + bias.get(i)) * 2.0);
    }
    out
}

/// One block of 4 warps, each multiplying its 16 × 16 tiles out of one shared array at
/// offsets the range analysis proves within it and aligned (no check on the GPU), then from
/// `&tile[skew..]`, checked: a `skew` not a multiple of 16 halves is misaligned.
#[kernel(launch_bounds = 128)]
pub fn wmma_shared_tiles(a: &[f16], b: &[f16], row: &[f32], c: &mut [f32], skew: usize) {
    let tile = shared_array::<f16, 4096>();
    let t = thread_idx().x as usize;
    let w = t / 32;
    for e in (t..4096).step_by(128) {
        tile[e] = if e < 2048 { a[e] } else { b[e - 2048] };
    }
    sync_threads();
    let mut acc = wmma::Fragment::<wmma::Accumulator, 16, 16, 16, f32>::zeroed();
    for kk in 0..2 {
        let fa = wmma::load_a::<wmma::RowMajor>(&tile[w * 512 + kk * 16..], 32);
        let fb = wmma::load_b::<wmma::ColMajor>(&tile[2048 + w * 512 + kk * 16..], 32);
        wmma::mma(&mut acc, &fa, &fb);
    }
    // (A device fn's result is bound with its type: the kernel cannot see the fn's signature.)
    let acc: wmma::Fragment<wmma::Accumulator, 16, 16, 16, f32> = add_row_doubled(acc, row);
    wmma::store(c, w * 256, 16, &acc);
    if skew > 0 {
        let fa = wmma::load_a::<wmma::RowMajor>(&tile[skew..], 16); // the skewed load
        let mut again = wmma::Fragment::<wmma::Accumulator, 16, 16, 16, f32>::zeroed();
        wmma::mma(&mut again, &fa, &wmma::load_b::<wmma::ColMajor>(&tile[2048..], 16));
        wmma::store(c, 1024, 16, &again);
    }
}

/// Row-major (or, with `col`, column-major) product of small matrices, in f64, with the
/// inputs as the tensor cores take them.
fn product(a: &[f64], b: &[f64], m: usize, n: usize, k: usize, b_col: bool) -> Vec<f64> {
    let mut c = vec![0.0; m * n];
    for i in 0..m {
        for j in 0..n {
            c[i * n + j] = (0..k).map(|p| a[i * k + p] * if b_col { b[j * k + p] } else { b[p * n + j] }).sum();
        }
    }
    c
}

/// Small integers: every product and sum exact, so both backends give the same bits.
fn small_ints(rng: &mut Rng, n: usize, lo: i64, hi: i64) -> Vec<f64> {
    (0..n).map(|_| lo as f64 + rng.below((hi - lo + 1) as u64) as f64).collect()
}

fn grid_for(m: usize, n: usize) -> Grid<'static> {
    Grid::new(((m / 16) * (n / 16)).div_ceil(4) as u32, 128u32)
}

fn gemm_half_test<T: Float + ferrocuda::DeviceScalar>(dev: &Device, name: &str, b_col: bool) -> TestResult {
    let (m, n, k) = (48, 32, 64);
    let mut rng = Rng::new(name);
    let a = small_ints(&mut rng, m * k, -4, 4);
    let b = small_ints(&mut rng, k * n, -4, 4);
    let to = |v: &[f64]| v.iter().map(|&x| T::from_f64(x)).collect::<Vec<T>>();
    let (da, db) = (fc(dev.to_device(&to(&a)))?, fc(dev.to_device(&to(&b)))?);
    let mut dc = fc(dev.to_device(&vec![f32::NAN; m * n]))?;
    fc(wmma_gemm.launch(grid_for(m, n), &da, &db, &mut dc, n, k, b_col))?;
    let want: Vec<f32> = product(&a, &b, m, n, k, b_col).iter().map(|&x| x as f32).collect();
    exact("c", &fc(dc.to_vec())?, &want)
}

fn gemm_f16_test(dev: &Device) -> TestResult {
    gemm_half_test::<f16>(dev, "wmma_f16", false)?;
    gemm_half_test::<f16>(dev, "wmma_f16_col", true)
}

fn gemm_bf16_test(dev: &Device) -> TestResult {
    gemm_half_test::<bf16>(dev, "wmma_bf16", true)
}

/// Random values too: within the rounding of the f32 sums (the GPU's order of addition is
/// the hardware's).
fn gemm_f16_random_test(dev: &Device) -> TestResult {
    let (m, n, k) = (32, 64, 128);
    let mut rng = Rng::new("wmma_f16_random");
    let a: Vec<f16> = (0..m * k).map(|_| f16::from_f32(rng.f32_in(-1.0, 1.0))).collect();
    let b: Vec<f16> = (0..k * n).map(|_| f16::from_f32(rng.f32_in(-1.0, 1.0))).collect();
    let (da, db) = (fc(dev.to_device(&a))?, fc(dev.to_device(&b))?);
    let mut dc = fc(dev.to_device(&vec![f32::NAN; m * n]))?;
    fc(wmma_gemm.launch(grid_for(m, n), &da, &db, &mut dc, n, k, false))?;
    let wide = |v: &[f16]| v.iter().map(|x| x.to_f64()).collect::<Vec<f64>>();
    let want: Vec<f32> = product(&wide(&a), &wide(&b), m, n, k, false).iter().map(|&x| x as f32).collect();
    compare("c", &fc(dc.to_vec())?, &want, |g, w| (g - w).abs() <= 1e-4 * (1.0 + w.abs()))
}

fn gemm_tf32_test(dev: &Device) -> TestResult {
    let (m, n, k) = (32, 48, 40);
    let mut rng = Rng::new("wmma_tf32");
    // Halves of tf32's last place: rounded away from zero, as `cvt.rna` does.
    let a: Vec<f32> = small_ints(&mut rng, m * k, -3, 3).iter().map(|&x| x as f32 + 2f32.powi(-10)).collect();
    let b: Vec<f32> = small_ints(&mut rng, k * n, -3, 3).iter().map(|&x| x as f32).collect();
    let (da, db) = (fc(dev.to_device(&a))?, fc(dev.to_device(&b))?);
    let mut dc = fc(dev.to_device(&vec![f32::NAN; m * n]))?;
    fc(wmma_gemm_tf32.launch(grid_for(m, n), &da, &db, &mut dc, m, n, k))?;
    let wide = |v: &[f32]| v.iter().map(|&x| to_tf32(x) as f64).collect::<Vec<f64>>();
    let rows = product(&wide(&a), &wide(&b), m, n, k, false);
    let want: Vec<f32> = (0..m * n).map(|e| rows[(e % m) * n + e / m] as f32).collect();
    compare("c (column-major)", &fc(dc.to_vec())?, &want, |g, w| (g - w).abs() <= 1e-5 * (1.0 + w.abs()))
}

fn gemm_i8_test(dev: &Device) -> TestResult {
    let (m, n, k) = (32, 48, 48);
    let (mt, nt) = (m / 16, n / 16);
    let mut rng = Rng::new("wmma_i8");
    let a: Vec<i8> = random_vec(&mut rng, m * k);
    let b: Vec<i8> = random_vec(&mut rng, n * k);
    let ua: Vec<u8> = random_vec(&mut rng, m * k);
    let ub: Vec<u8> = random_vec(&mut rng, k * n);
    let c0: Vec<i32> = (0..m * n).map(|_| rng.below(2001) as i32 - 1000).collect();
    let (da, db, dua, dub) =
        (fc(dev.to_device(&a))?, fc(dev.to_device(&b))?, fc(dev.to_device(&ua))?, fc(dev.to_device(&ub))?);
    let (mut dc, mut duc) = (fc(dev.to_device(&c0))?, fc(dev.to_device(&c0))?);
    fc(wmma_gemm_i8.launch(grid_for(m, n), &da, &db, &dua, &dub, &mut dc, &mut duc, m, n))?;
    let tile = |r: usize, s: usize, t: usize| (s * t + r) * 256;
    let mut want = c0.clone();
    let mut uwant = c0.clone();
    for i in 0..m {
        for j in 0..n {
            for p in 0..k {
                let ai = a[tile(i / 16, p / 16, mt) + (i % 16) * 16 + p % 16] as i32;
                let bj = b[tile(j / 16, p / 16, nt) + (j % 16) * 16 + p % 16] as i32;
                want[i * n + j] += ai * bj;
                let uai = ua[tile(i / 16, p / 16, mt) + (p % 16) * 16 + i % 16] as i32;
                let ubj = ub[tile(j / 16, p / 16, nt) + (p % 16) * 16 + j % 16] as i32;
                uwant[i * n + j] += uai * ubj;
            }
        }
    }
    exact("c (i8)", &fc(dc.to_vec())?, &want)?;
    exact("c (u8)", &fc(duc.to_vec())?, &uwant)
}

fn gemm_f16_acc_test(dev: &Device) -> TestResult {
    let (m, n, k) = (32, 64, 48);
    let mut rng = Rng::new("wmma_f16_acc");
    let a = small_ints(&mut rng, m * k, -3, 3);
    let b = small_ints(&mut rng, k * n, -3, 3);
    let to = |v: &[f64]| v.iter().map(|&x| f16::from_f64(x)).collect::<Vec<f16>>();
    let (da, db) = (fc(dev.to_device(&to(&a)))?, fc(dev.to_device(&to(&b)))?);
    let mut dc = fc(dev.to_device(&vec![f16::NAN; m * n]))?;
    fc(wmma_gemm_f16_acc.launch(grid_for(m, n), &da, &db, &mut dc, n, k))?;
    let want = to(&product(&a, &b, m, n, k, false));
    exact("c (f16)", &fc(dc.to_vec())?, &want)
}

fn bias_relu_test(dev: &Device) -> TestResult {
    let (m, n, k) = (64, 48, 32);
    let mut rng = Rng::new("wmma_bias_relu");
    let a = small_ints(&mut rng, m * k, -2, 2);
    let b = small_ints(&mut rng, k * n, -2, 2);
    let bias: Vec<f32> = (0..n).map(|_| rng.below(21) as f32 - 10.0).collect();
    let to = |v: &[f64]| v.iter().map(|&x| f16::from_f64(x)).collect::<Vec<f16>>();
    let (da, db, dbias) = (fc(dev.to_device(&to(&a)))?, fc(dev.to_device(&to(&b)))?, fc(dev.to_device(&bias))?);
    let mut dc = fc(dev.to_device(&vec![f32::NAN; m * n]))?;
    fc(wmma_gemm_bias_relu.launch(grid_for(m, n), &da, &db, &dbias, &mut dc, n, k))?;
    let p = product(&a, &b, m, n, k, false);
    let want: Vec<f32> = (0..m * n).map(|e| (p[e] as f32 + bias[e % n]).max(0.0)).collect();
    check!(want.contains(&0.0) && want.iter().any(|&v| v > 0.0), "the ReLU cuts nothing");
    exact("relu(a b + bias)", &fc(dc.to_vec())?, &want)
}

/// The accumulator's layout of sm_80 and later, which the simulator reproduces.
fn layout_test(dev: &Device) -> TestResult {
    let mut out = fc(dev.to_device(&vec![f32::NAN; 256]))?;
    let mut filled = fc(dev.to_device(&vec![f32::NAN; 256]))?;
    fc(wmma_layout.launch(Grid::new(1u32, 32u32), &mut out, &mut filled))?;
    let mut want = vec![0.0f32; 256];
    for lane in 0..32 {
        for i in 0..8 {
            let (g, t) = (lane / 4, lane % 4);
            let (r, c) = (g + 8 * ((i >> 1) & 1), 2 * t + (i & 1) + 8 * (i >> 2));
            want[r * 16 + c] = (lane * 8 + i) as f32;
        }
    }
    exact("the lanes' elements", &fc(out.to_vec())?, &want)?;
    // 2.5 + 16 × (0.5 × 1) everywhere.
    exact("filled", &fc(filled.to_vec())?, &[10.5f32; 256])
}

fn checked_test(dev: &Device) -> TestResult {
    let x = vec![f16::from_f32(0.25); 512];
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&vec![f32::NAN; 320]))?;
    let run = |dy: &mut DeviceBuffer<f32>, off: usize, ld: usize, at: usize| {
        wmma_checked.launch(Grid::new(1u32, 32u32), &dx, dy, off, ld, at).and_then(|()| dy.to_vec())
    };
    // In range and aligned: 16 × (0.25 × 0.25) each.
    let y = fc(run(&mut dy, 16, 16, 64))?;
    check!(y[64..].iter().all(|&v| v == 1.0), "the product: {:?}", &y[64..72]);
    let line_of =
        |marker: &str| include_str!("tensor.rs").lines().position(|l| l.contains(marker)).map_or(0, |i| i + 1);
    let cases: [(usize, usize, usize, &str, &str); 3] = [
        (272, 16, 0, "range end index 256 out of range for slice of length 240", "the load that may fail"),
        (0, 16, 80, "range end index 336 out of range for slice of length 320", "the store that may fail"),
        (
            4,
            16,
            0,
            "`wmma::load_a` needs its tile at an address aligned to 32 bytes and a leading dimension that is a \
             multiple of 16 bytes",
            "the load that may fail",
        ),
    ];
    for (off, ld, at, message, marker) in cases {
        match run(&mut dy, off, ld, at) {
            Err(Error::KernelPanic(KernelPanic { message: m, line, .. })) => {
                check!(m == message, "({off}, {ld}, {at}): the panic says {m:?}, not {message:?}");
                check!(line as usize == line_of(marker), "({off}, {ld}, {at}): the panic names line {line}");
            }
            other => return Err(format!("({off}, {ld}, {at}): expected a panic, got {other:?}")),
        }
    }
    // A leading dimension of 12 halves (24 bytes).
    match run(&mut dy, 0, 12, 0) {
        Err(Error::KernelPanic(p)) if p.message.contains("multiple of 16 bytes") => Ok(()),
        other => Err(format!("ld 12: expected a panic, got {other:?}")),
    }
}

/// Tiles of a shared array at proven offsets, a device fn taking fragments, a broadcast
/// row, and a misaligned shared tile's panic.
fn shared_tiles_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("wmma_shared_tiles");
    // Warp w's A: 16 × 32 row-major at w * 512 (ld 32); its B: 32 × 16 column-major, ld 32.
    let a = small_ints(&mut rng, 2048, -3, 3);
    let b = small_ints(&mut rng, 2048, -3, 3);
    let row: Vec<f32> = (0..16).map(|_| rng.below(9) as f32 - 4.0).collect();
    let to = |v: &[f64]| v.iter().map(|&x| f16::from_f64(x)).collect::<Vec<f16>>();
    let (da, db, drow) = (fc(dev.to_device(&to(&a)))?, fc(dev.to_device(&to(&b)))?, fc(dev.to_device(&row))?);
    let mut dc = fc(dev.to_device(&vec![f32::NAN; 1280]))?;
    fc(wmma_shared_tiles.launch(Grid::new(1u32, 128u32), &da, &db, &drow, &mut dc, 0).and_then(|()| dc.to_vec()))?;
    let got = fc(dc.to_vec())?;
    let mut want = vec![f32::NAN; 1280];
    for w in 0..4 {
        let p = product(&a[w * 512..w * 512 + 512], &b[w * 512..w * 512 + 512], 16, 16, 32, true);
        for e in 0..256 {
            want[w * 256 + e] = (p[e] as f32 + row[e % 16]) * 2.0;
        }
    }
    exact("c", &got[..1024], &want[..1024])?;
    let line = include_str!("tensor.rs").lines().position(|l| l.contains("the skewed load")).map_or(0, |i| i + 1);
    match wmma_shared_tiles.launch(Grid::new(1u32, 128u32), &da, &db, &drow, &mut dc, 8).and_then(|()| dc.to_vec()) {
        Err(Error::KernelPanic(p)) if p.message.contains("aligned to 32 bytes") && p.line as usize == line => Ok(()),
        other => Err(format!("a skew of 8 halves: expected the misalignment's panic at line {line}, got {other:?}")),
    }
}

/// A block of 48 threads leaves its second warp with 16 lanes: an error the simulator
/// names (on a GPU the instructions' behaviour is undefined).
fn partial_warp_test(dev: &Device) -> TestResult {
    let x = vec![f16::from_f32(1.0); 512];
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&vec![f32::NAN; 256]))?;
    match wmma_checked.launch(Grid::new(1u32, 48u32), &dx, &mut dy, 0, 16, 0).and_then(|()| dy.to_vec()) {
        Err(Error::KernelPanic(p)) => {
            check!(
                p.message
                    .contains("needs the 32 lanes of a warp, but this block's 48 threads leave its last warp with 16"),
                "the panic says {:?}",
                p.message
            );
            Ok(())
        }
        other => Err(format!("expected a panic, got {other:?}")),
    }
}

pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("wmma_f16_into_f32_row_and_column_major", gemm_f16_test),
        ("wmma_bf16_into_f32", gemm_bf16_test),
        ("wmma_f16_random_values", gemm_f16_random_test),
        ("wmma_tf32_rounded_at_the_load", gemm_tf32_test),
        ("wmma_i8_and_u8_into_i32_from_load_c", gemm_i8_test),
        ("wmma_f16_accumulator_through_shared_tiles", gemm_f16_acc_test),
        ("wmma_fused_bias_and_relu_epilogue", bias_relu_test),
        ("wmma_accumulator_layout_is_the_hardware_s", layout_test),
        ("panic_wmma_tiles_past_the_end_and_misaligned", checked_test),
        ("panic_wmma_shared_tiles_proven_device_fn_and_broadcast_row", shared_tiles_test),
    ]
}

pub fn sim_only() -> Vec<DeviceTest> {
    vec![("wmma_needs_whole_warps", partial_warp_test)]
}
