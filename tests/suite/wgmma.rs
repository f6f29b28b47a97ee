//! Warpgroup tensor cores (`wgmma::mma` on swizzled tiles a `tma::load` filled): products of
//! random `f16` and `bf16` matrices against a CPU reference, for each swizzle (128, 64 and
//! 32-byte rows) and accumulators 64 × 64 and 64 × 256, with edges where the copies read zeros
//! (M, N and K not multiples of the tiles); the accumulator's `get`, `row`, `col` and `set`.
//! The misuses: an operand that does not start a group of 8 rows at a 32-byte column, one whose
//! rows leave its tile, a block that leaves the warpgroup short (kernel panics, alike on the GPU
//! and the simulator), and a multiply of a tile no thread waited for
//! (a data race on the simulator). Kernels of `wgmma` compile for sm_90a only: on the GPU they
//! run where the runtime compiles for it (a 9.0 device).

use ferrocuda::prelude::*;
use ferrocuda::{Device, Error, Grid, KernelPanic, Swizzled128, Swizzled32, Swizzled64, TensorMap2};

use crate::check;
use crate::lang::DeviceTest;
use crate::util::*;

/// Tests that run on every device.
pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("wgmma_f16_swizzle128_with_edges", f16_128_test),
        ("wgmma_bf16_accumulator_64x256", bf16_256_test),
        ("wgmma_f16_swizzle64_and_32", narrow_test),
        ("panic_wgmma_operand_off_its_rows", off_rows_test),
    ]
}

/// Tests of what only the simulator can tell.
pub fn sim_only() -> Vec<DeviceTest> {
    vec![("wgmma_race_without_the_wait", race_test)]
}

/// `C = A Bᵀ` (A `m × k`, B `n × k`, row-major), each product exact, summed in `f64`.
fn reference(a: &[f32], b: &[f32], (m, n, k): (usize, usize, usize)) -> Vec<f32> {
    let mut c = vec![0.0f32; m * n];
    for i in 0..m {
        for j in 0..n {
            c[i * n + j] = (0..k).map(|p| a[i * k + p] as f64 * b[j * k + p] as f64).sum::<f64>() as f32;
        }
    }
    c
}

/// Block `(bn, bm)` computes the 64 × 64 tile of `C = A Bᵀ` at `[64·bm, 64·bn]` with one
/// warpgroup: for each 64-wide slab of K, thread 0 copies A's and B's 64 × 64 boxes (rows of 128
/// bytes, swizzled) into shared memory, every thread waits for their bytes, and the warpgroup
/// multiplies four 16-wide steps of them; past `m`, `n` or `k` the copies read zeros.
#[kernel]
pub fn wgmma_f16_128(
    a: &TensorMap2<Swizzled128<f16>, 64, 64>,
    b: &TensorMap2<Swizzled128<f16>, 64, 64>,
    c: &mut [f32],
    m: usize,
    n: usize,
    k: usize,
) {
    let a_s = shared_array::<Swizzled128<f16>, 4096>();
    let b_s = shared_array::<Swizzled128<f16>, 4096>();
    let full = shared_array::<u64, 1>();
    let t = thread_idx().x as usize;
    let (row0, col0) = (block_idx().y as usize * 64, block_idx().x as usize * 64);
    if t == 0 {
        mbarrier::init(&full, 0, 1);
    }
    sync_threads();
    let mut acc = wgmma::Accumulator::<64, 64, f32>::zeroed();
    for kt in 0..(k + 63) / 64 {
        if t == 0 {
            mbarrier::arrive_expect_tx(&full, 0, 16384);
            tma::load(&a_s, 0, a, [row0 as i32, (kt * 64) as i32], &full, 0);
            tma::load(&b_s, 0, b, [col0 as i32, (kt * 64) as i32], &full, 0);
        }
        mbarrier::wait(&full, 0, kt as u32);
        wgmma::fence();
        for kk in 0..4 {
            wgmma::mma(&mut acc, &a_s, kk * 16, &b_s, kk * 16);
        }
        wgmma::commit();
        wgmma::wait_prior(0);
        sync_threads();
    }
    for i in 0..acc.len() {
        let (r, col) = (row0 + acc.row(i), col0 + acc.col(i));
        if r < m && col < n {
            c[r * n + col] = acc.get(i);
        }
    }
}

fn halves(rng: &mut Rng, n: usize) -> (Vec<f16>, Vec<f32>) {
    let h: Vec<f16> = (0..n).map(|_| f16::from_f32(rng.f32_in(-1.0, 1.0))).collect();
    let f = h.iter().map(|x| x.to_f32()).collect();
    (h, f)
}

fn f16_128_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("wgmma_f16_128");
    // Two tiles each way, the second of each partial; K of three slabs, the last partial.
    let (m, n, k) = (100, 72, 136);
    let (ah, af) = halves(&mut rng, m * k);
    let (bh, bf) = halves(&mut rng, n * k);
    let a = fc(dev.to_device_2d(&ah, (m, k)))?;
    let b = fc(dev.to_device_2d(&bh, (n, k)))?;
    let map_a = fc(TensorMap2::<Swizzled128<f16>, 64, 64>::new(a.view()))?;
    let map_b = fc(TensorMap2::<Swizzled128<f16>, 64, 64>::new(b.view()))?;
    check!(TensorMap2::<Swizzled128<f16>, 64, 64>::BOX_BYTES == 8192, "box bytes");
    let mut c = fc(dev.to_device(&vec![f32::NAN; m * n]))?;
    fc(wgmma_f16_128.launch(Grid::new((2, 2), 128), &map_a, &map_b, &mut c, m, n, k))?;
    let want = reference(&af, &bf, (m, n, k));
    compare("C", &fc(c.to_vec())?, &want, |g, w| (g - w).abs() <= 1e-3 * (1.0 + w.abs()))
}

/// One 64 × 256 tile of `C = A Bᵀ + 1` for operands of a generic half type (run with `bf16`;
/// K = 64: one slab, four steps), B in dynamic shared memory, the accumulator filled with 1 and then scaled element by
/// element with `set` after the multiplies: `C = 2 (A Bᵀ + 1)`.
#[kernel]
pub fn wgmma_half_256<T: Float>(
    a: &TensorMap2<Swizzled128<T>, 64, 64>,
    b: &TensorMap2<Swizzled128<T>, 256, 64>,
    c: &mut [f32],
) {
    let a_s = shared_array::<Swizzled128<T>, 4096>();
    // (Dynamic shared memory: the launch gives it 32 KiB.)
    let b_s = dynamic_shared::<Swizzled128<T>>();
    let full = shared_array::<u64, 1>();
    let t = thread_idx().x as usize;
    if t == 0 {
        mbarrier::init(&full, 0, 1);
        mbarrier::arrive_expect_tx(&full, 0, 40960);
        tma::load(&a_s, 0, a, [0, 0], &full, 0);
        tma::load(&b_s, 0, b, [0, 0], &full, 0);
    }
    sync_threads();
    mbarrier::wait(&full, 0, 0);
    let mut acc = wgmma::Accumulator::<64, 256, f32>::filled(1.0);
    for kk in 0..4 {
        wgmma::mma(&mut acc, &a_s, kk * 16, &b_s, kk * 16);
    }
    wgmma::commit();
    wgmma::wait_prior(0);
    for i in 0..acc.len() {
        let v = acc.get(i);
        acc.set(i, 2.0 * v);
    }
    for i in 0..128 {
        c[acc.row(i) * 256 + acc.col(i)] = acc.get(i);
    }
}

fn bf16_256_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("wgmma_bf16_256");
    let (m, n, k) = (64, 256, 64);
    let ah: Vec<bf16> = (0..m * k).map(|_| bf16::from_f32(rng.f32_in(-1.0, 1.0))).collect();
    let bh: Vec<bf16> = (0..n * k).map(|_| bf16::from_f32(rng.f32_in(-1.0, 1.0))).collect();
    let a = fc(dev.to_device_2d(&ah, (m, k)))?;
    let b = fc(dev.to_device_2d(&bh, (n, k)))?;
    let map_a = fc(TensorMap2::<Swizzled128<bf16>, 64, 64>::new(a.view()))?;
    let map_b = fc(TensorMap2::<Swizzled128<bf16>, 256, 64>::new(b.view()))?;
    let mut c = fc(dev.to_device(&vec![f32::NAN; m * n]))?;
    fc(wgmma_half_256.launch(Grid::new(1, 128).shared_mem(32768), &map_a, &map_b, &mut c))?;
    let af: Vec<f32> = ah.iter().map(|x| x.to_f32()).collect();
    let bf: Vec<f32> = bh.iter().map(|x| x.to_f32()).collect();
    let want: Vec<f32> = reference(&af, &bf, (m, n, k)).into_iter().map(|x| 2.0 * (x + 1.0)).collect();
    compare("C", &fc(c.to_vec())?, &want, |g, w| (g - w).abs() <= 1e-3 * (1.0 + w.abs()))
}

/// A 64 × 32 tile of `C = A Bᵀ` with A in rows of 64 bytes (32 halves: two steps a slab) and B
/// in rows of 32 bytes (16 halves: one step a slab), K = 64.
#[kernel]
pub fn wgmma_narrow(a: &TensorMap2<Swizzled64<f16>, 64, 32>, b: &TensorMap2<Swizzled32<f16>, 32, 16>, c: &mut [f32]) {
    let a_s = shared_array::<Swizzled64<f16>, 2048>();
    let b_s = shared_array::<Swizzled32<f16>, 512>();
    let full = shared_array::<u64, 1>();
    let t = thread_idx().x as usize;
    if t == 0 {
        mbarrier::init(&full, 0, 1);
    }
    sync_threads();
    let mut acc = wgmma::Accumulator::<64, 32, f32>::zeroed();
    // Four steps of 16: A's slab of 32 every second step, B's slab of 16 every step.
    for step in 0..4 {
        if t == 0 {
            let bytes = if step % 2 == 0 { 4096 + 1024 } else { 1024 };
            mbarrier::arrive_expect_tx(&full, 0, bytes);
            if step % 2 == 0 {
                tma::load(&a_s, 0, a, [0, (step * 16) as i32], &full, 0);
            }
            tma::load(&b_s, 0, b, [0, (step * 16) as i32], &full, 0);
        }
        mbarrier::wait(&full, 0, step as u32);
        wgmma::mma(&mut acc, &a_s, (step % 2) * 16, &b_s, 0);
        wgmma::commit();
        wgmma::wait_prior(0);
        sync_threads();
    }
    for i in 0..acc.len() {
        c[acc.row(i) * 32 + acc.col(i)] = acc.get(i);
    }
}

fn narrow_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("wgmma_narrow");
    let (m, n, k) = (64, 32, 64);
    let (ah, af) = halves(&mut rng, m * k);
    let (bh, bf) = halves(&mut rng, n * k);
    let a = fc(dev.to_device_2d(&ah, (m, k)))?;
    let b = fc(dev.to_device_2d(&bh, (n, k)))?;
    let map_a = fc(TensorMap2::<Swizzled64<f16>, 64, 32>::new(a.view()))?;
    let map_b = fc(TensorMap2::<Swizzled32<f16>, 32, 16>::new(b.view()))?;
    let mut c = fc(dev.to_device(&vec![f32::NAN; m * n]))?;
    fc(wgmma_narrow.launch(Grid::new(1, 128), &map_a, &map_b, &mut c))?;
    let want = reference(&af, &bf, (m, n, k));
    compare("C", &fc(c.to_vec())?, &want, |g, w| (g - w).abs() <= 1e-3 * (1.0 + w.abs()))?;
    // A box whose rows are not the swizzle's is refused when the map is built.
    match TensorMap2::<Swizzled128<f16>, 64, 32>::new(a.view()) {
        Err(Error::Shape { message, .. }) if message.contains("make the box's last extent 64") => Ok(()),
        other => Err(format!("a 64-byte box row for a 128-byte swizzle: {other:?}")),
    }
}

/// The warpgroup multiplies A's 64 × 16 slab from `a_s[ja]` by the first 8 rows (after the
/// copies, or, with `wait` false, without waiting for them).
#[kernel]
pub fn wgmma_at(a: &TensorMap2<Swizzled128<f16>, 64, 64>, ja: usize, wait: bool, c: &mut [f32]) {
    let a_s = shared_array::<Swizzled128<f16>, 8192>();
    let full = shared_array::<u64, 1>();
    let t = thread_idx().x as usize;
    if t == 0 {
        mbarrier::init(&full, 0, 1);
    }
    sync_threads();
    // The box twice: rows 0..64 and 64..128 of the tile.
    if t == 0 {
        mbarrier::arrive_expect_tx(&full, 0, 16384);
        tma::load(&a_s, 0, a, [0, 0], &full, 0);
        tma::load(&a_s, 4096, a, [0, 0], &full, 0);
    }
    if wait {
        mbarrier::wait(&full, 0, 0);
    }
    let mut acc = wgmma::Accumulator::<64, 8, f32>::zeroed();
    wgmma::mma(&mut acc, &a_s, ja, &a_s, 0);
    wgmma::commit();
    wgmma::wait_prior(0);
    if !wait {
        mbarrier::wait(&full, 0, 0);
    }
    for i in 0..acc.len() {
        c[acc.row(i) * 8 + acc.col(i)] = acc.get(i);
    }
}

/// The panic of `r`, which must be of `kernel`, in this file.
fn panic_of(r: ferrocuda::Result<impl std::fmt::Debug>, kernel: &str) -> Result<KernelPanic, String> {
    match r {
        Err(Error::KernelPanic(p)) if p.kernel == kernel && p.file.ends_with("tests/suite/wgmma.rs") => Ok(p),
        other => Err(format!("expected a panic of `{kernel}` in wgmma.rs, got {other:?}")),
    }
}

fn run_at(dev: &Device, ja: usize, wait: bool) -> Result<ferrocuda::Result<Vec<f32>>, String> {
    run_at_with(dev, ja, wait, 128)
}

fn run_at_with(dev: &Device, ja: usize, wait: bool, threads: u32) -> Result<ferrocuda::Result<Vec<f32>>, String> {
    let mut rng = Rng::new("wgmma_at");
    let (ah, _) = halves(&mut rng, 64 * 64);
    let a = fc(dev.to_device_2d(&ah, (64, 64)))?;
    let map = fc(TensorMap2::<Swizzled128<f16>, 64, 64>::new(a.view()))?;
    let mut c = fc(dev.to_device(&vec![f32::NAN; 64 * 8]))?;
    fc(wgmma_at.launch(Grid::new(1, threads), &map, ja, wait, &mut c))?;
    Ok(c.to_vec())
}

fn off_rows_test(dev: &Device) -> TestResult {
    // Column 48 of row 0, then rows 64.. (both start a group of 8 rows at a 32-byte column).
    for ja in [48, 64 * 64] {
        let got = fc(run_at(dev, ja, true)?)?;
        check!(got.iter().all(|x| x.is_finite()), "ja = {ja}: {got:?}");
    }
    // Column 8: 16 bytes into a row.
    let p = panic_of(run_at(dev, 8, true)?, "wgmma_at")?;
    check!(p.message.contains("an operand starts at a row that is a multiple of 8"), "message: {}", p.message);
    // Row 4: inside a group of 8 rows.
    let p = panic_of(run_at(dev, 4 * 64, true)?, "wgmma_at")?;
    check!(p.message.contains("an operand starts at a row that is a multiple of 8"), "message: {}", p.message);
    // Rows 72..136: past the tile's 128 rows.
    let p = panic_of(run_at(dev, 72 * 64, true)?, "wgmma_at")?;
    check!(p.message.contains("the operand's rows do not fit in the tile"), "message: {}", p.message);
    // Half a warpgroup: a panic, where the instruction would be illegal.
    let p = panic_of(run_at_with(dev, 0, true, 64)?, "wgmma_at")?;
    check!(p.message.contains("need the 128 threads of a warpgroup"), "message: {}", p.message);
    Ok(())
}

fn race_test(dev: &Device) -> TestResult {
    match run_at(dev, 0, false)? {
        Err(Error::DataRace(r)) => {
            check!(r.to_string().contains("wgmma.rs"), "race: {r}");
            Ok(())
        }
        other => Err(format!("a multiply of a tile no thread waited for: expected a data race, got {other:?}")),
    }
}
