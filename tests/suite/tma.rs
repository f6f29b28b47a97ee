//! Tensor copies (`tma::load` through a `TensorMap2`): tiles of a pitched array and of a slice
//! of one copied into shared memory, completing at a barrier that counts their bytes, with
//! zeros where a box leaves the array (on every side, negative coordinates too); a ring of two
//! stages whose copies land at offsets of one shared array; against a CPU reference. The
//! misuses: a destination that is not aligned, a box past the end of its shared array (kernel
//! panics, alike on the GPU and the simulator), a tile read without the wait (a data race on
//! the simulator), and views a tensor map cannot read (an `Err` saying why).

use ferrocuda::prelude::*;
use ferrocuda::tensor_map::Write;
use ferrocuda::{s, Device, Error, Grid, KernelPanic, TensorMap2};

use crate::check;
use crate::lang::DeviceTest;
use crate::util::*;

/// Tests that run on every device.
pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("tma_tiles_with_zeros_outside", tiles_test),
        ("tma_tiles_of_a_slice", slice_test),
        ("tma_ring_of_stages", ring_test),
        ("tma_box_of_a_const_parameter_f16", generic_test),
        ("tma_store_clipped_to_a_slice", store_test),
        ("panic_tma_misaligned_destination", misaligned_test),
        ("panic_tma_box_past_the_array", past_end_test),
        ("tma_maps_refuse_what_they_cannot_read", refused_test),
    ]
}

/// Tests of what only the simulator can tell.
pub fn sim_only() -> Vec<DeviceTest> {
    vec![("tma_race_without_the_wait", race_test)]
}

const BR: usize = 16;
const BC: usize = 32;

/// Block `(bc, br)` copies the 16 × 32 box of `a` at `[br·16 − shift_r, bc·32 − shift_c]` into
/// shared memory (thread 0 issues it; the barrier counts its 2048 bytes) and its 128 threads
/// write it out: `out[r][c] = a[r − shift_r][c − shift_c]`, 0 outside `a`.
#[kernel]
pub fn tma_tiles(a: &TensorMap2<f32, 16, 32>, out: &mut [f32], cols: usize, shift_r: i32, shift_c: i32) {
    let tile = shared_array::<f32, 512>();
    let bar = shared_array::<u64, 1>();
    let t = thread_idx().x as usize;
    let (br, bc) = (block_idx().y as usize, block_idx().x as usize);
    if t == 0 {
        mbarrier::init(&bar, 0, 1);
    }
    sync_threads();
    if t == 0 {
        mbarrier::arrive_expect_tx(&bar, 0, 2048);
        tma::load(&tile, 0, a, [(br * 16) as i32 - shift_r, (bc * 32) as i32 - shift_c], &bar, 0);
    }
    mbarrier::wait(&bar, 0, 0);
    for k in 0..4 {
        let e = t + k * 128;
        out[(br * 16 + e / 32) * cols + bc * 32 + e % 32] = tile[e];
    }
}

/// `out` as `tma_tiles` writes it from the host data `a` (`rows × cols`).
fn tiles_reference(
    a: &[f32],
    rows: usize,
    cols: usize,
    out_rows: usize,
    out_cols: usize,
    shift: (i32, i32),
) -> Vec<f32> {
    let mut out = vec![0.0; out_rows * out_cols];
    for r in 0..out_rows {
        for c in 0..out_cols {
            let (sr, sc) = (r as i64 - shift.0 as i64, c as i64 - shift.1 as i64);
            if sr >= 0 && sc >= 0 && (sr as usize) < rows && (sc as usize) < cols {
                out[r * out_cols + c] = a[sr as usize * cols + sc as usize];
            }
        }
    }
    out
}

/// Runs `tma_tiles` over a grid of `grid` boxes of `map` (of host data `host`, `rows × cols`).
fn run_tiles(
    dev: &Device,
    map: &TensorMap2<f32, BR, BC>,
    host: &[f32],
    (rows, cols): (usize, usize),
    grid: (usize, usize),
    shift: (i32, i32),
) -> TestResult {
    let (out_rows, out_cols) = (grid.0 * BR, grid.1 * BC);
    let mut out = fc(dev.to_device(&vec![f32::NAN; out_rows * out_cols]))?;
    fc(tma_tiles.launch(Grid::new((grid.1 as u32, grid.0 as u32), 128), map, &mut out, out_cols, shift.0, shift.1))?;
    let want = tiles_reference(host, rows, cols, out_rows, out_cols, shift);
    exact("tiles", &fc(out.to_vec())?, &want)
}

fn tiles_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("tma_tiles");
    // Rows of 70 floats are padded to 96 (a pitched array); neither extent is a multiple of the box.
    let (rows, cols) = (45, 70);
    let host = rng.vec_f32(rows * cols, -10.0, 10.0);
    let a = fc(dev.to_device_2d(&host, (rows, cols)))?;
    let map = fc(TensorMap2::<f32, BR, BC>::new(a.view()))?;
    check!(TensorMap2::<f32, BR, BC>::BOX_BYTES == 2048, "box bytes");
    // Boxes past the bottom and the right, then shifted past the top and the left as well.
    run_tiles(dev, &map, &host, (rows, cols), (3, 3), (0, 0))?;
    run_tiles(dev, &map, &host, (rows, cols), (4, 3), (5, 11))
}

fn slice_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("tma_slice");
    let (rows, cols) = (40, 72);
    let host = rng.vec_f32(rows * cols, -10.0, 10.0);
    let a = fc(dev.to_device_2d(&host, (rows, cols)))?;
    // Rows 3..37 and columns 8..68: the first element 32 bytes into a row.
    let part = fc(a.slice(s![3..37, 8..68]))?;
    let map = fc(TensorMap2::<f32, BR, BC>::new(part))?;
    let sub: Vec<f32> = (3..37).flat_map(|r| host[r * cols + 8..r * cols + 68].to_vec()).collect();
    run_tiles(dev, &map, &sub, (34, 60), (3, 2), (0, 0))
}

/// Block `b` sums rows `8b .. 8b + 8` of `a` through a ring of two stages of one shared array
/// (the copies land at offsets 0 and 256): thread 0 issues the copy of column tile `k + 1`
/// while every thread adds up tile `k`, waiting for the phase of its round at its stage's
/// barrier; a `sync_threads()` frees a stage before it is filled again.
#[kernel]
pub fn tma_row_sums(a: &TensorMap2<f32, 8, 32>, sums: &mut [f32], tiles: usize) {
    let stages = shared_array::<f32, 512>();
    let full = shared_array::<u64, 2>();
    let t = thread_idx().x as usize;
    let row0 = block_idx().x as usize * 8;
    if t == 0 {
        mbarrier::init(&full, 0, 1);
        mbarrier::init(&full, 1, 1);
        mbarrier::arrive_expect_tx(&full, 0, 1024);
        tma::load(&stages, 0, a, [row0 as i32, 0], &full, 0);
    }
    sync_threads();
    // Thread t adds up row t / 32's column t % 32 of each tile (256 threads, one per element).
    let mut acc = 0.0f32;
    for k in 0..tiles {
        let s = k % 2;
        if t == 0 && k + 1 < tiles {
            let n = (k + 1) % 2;
            mbarrier::arrive_expect_tx(&full, n, 1024);
            tma::load(&stages, n * 256, a, [row0 as i32, ((k + 1) * 32) as i32], &full, n);
        }
        mbarrier::wait(&full, s, (k / 2) as u32);
        acc += stages[s * 256 + t];
        sync_threads();
    }
    let part = shared_array::<f32, 256>();
    part[t] = acc;
    sync_threads();
    if t < 8 {
        let mut sum = 0.0f32;
        for c in 0..32 {
            sum += part[t * 32 + c];
        }
        sums[row0 + t] = sum;
    }
}

fn ring_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("tma_ring");
    let (rows, cols) = (29, 150);
    let host = rng.vec_f32(rows * cols, -1.0, 1.0);
    let a = fc(dev.to_device_2d(&host, (rows, cols)))?;
    let map = fc(TensorMap2::<f32, 8, 32>::new(a.view()))?;
    let blocks = rows.div_ceil(8);
    let tiles = cols.div_ceil(32);
    let mut sums = fc(dev.to_device(&vec![f32::NAN; blocks * 8]))?;
    fc(tma_row_sums.launch(Grid::new(blocks as u32, 256), &map, &mut sums, tiles))?;
    let want: Vec<f32> =
        (0..blocks * 8)
            .map(|r| {
                if r < rows {
                    host[r * cols..(r + 1) * cols].iter().map(|&x| x as f64).sum::<f64>() as f32
                } else {
                    0.0
                }
            })
            .collect();
    compare("row sums", &fc(sums.to_vec())?, &want, |a, b| (a - b).abs() <= 1e-4)
}

/// Block `b` copies the `BM × 64` box of halves at row `b·BM` (thread `t` of 64 writes its column
/// of it out, as `f32`s): the box's extent a const parameter of the kernel.
#[kernel]
pub fn tma_rows_of<const BM: usize>(a: &TensorMap2<f16, BM, 64>, out: &mut [f32]) {
    let tile = shared_array::<f16, 1024>();
    let bar = shared_array::<u64, 1>();
    let t = thread_idx().x as usize;
    let row0 = block_idx().x as usize * BM;
    if t == 0 {
        mbarrier::init(&bar, 0, 1);
    }
    sync_threads();
    if t == 0 {
        mbarrier::arrive_expect_tx(&bar, 0, (BM * 128) as u32);
        tma::load(&tile, 0, a, [row0 as i32, 0], &bar, 0);
    }
    mbarrier::wait(&bar, 0, 0);
    for r in 0..BM {
        out[(row0 + r) * 64 + t] = tile[r * 64 + t].to_f32();
    }
}

fn generic_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("tma_generic");
    let rows = 20;
    let host: Vec<f16> = rng.vec_f32(rows * 64, -4.0, 4.0).into_iter().map(f16::from_f32).collect();
    let a = fc(dev.to_device_2d(&host, (rows, 64)))?;
    let map = fc(TensorMap2::<f16, 8, 64>::new(a.view()))?;
    let blocks = rows.div_ceil(8);
    let mut out = fc(dev.to_device(&vec![f32::NAN; blocks * 8 * 64]))?;
    fc(tma_rows_of::<8>.launch(Grid::new(blocks as u32, 64), &map, &mut out))?;
    let want: Vec<f32> = (0..blocks * 8 * 64).map(|k| host.get(k).map_or(0.0, |h| h.to_f32())).collect();
    exact("rows", &fc(out.to_vec())?, &want)
}

/// Block `(bc, br)` loads the 16 × 32 box of `a` at `[br·16, bc·32]`, maps it to `1 − 2x` in
/// shared memory, and stores it into `b`'s box at the same place: the threads' writes fenced
/// for the copy engine and a barrier, then one thread's store, committed and waited for.
#[kernel]
pub fn tma_affine(a: &TensorMap2<f32, 16, 32>, b: &mut TensorMap2<f32, 16, 32>) {
    let tile = shared_array::<f32, 512>();
    let bar = shared_array::<u64, 1>();
    let t = thread_idx().x as usize;
    let (r, c) = ((block_idx().y * 16) as i32, (block_idx().x * 32) as i32);
    if t == 0 {
        mbarrier::init(&bar, 0, 1);
    }
    sync_threads();
    if t == 0 {
        mbarrier::arrive_expect_tx(&bar, 0, 2048);
        tma::load(&tile, 0, a, [r, c], &bar, 0);
    }
    mbarrier::wait(&bar, 0, 0);
    for k in 0..4 {
        tile[t + k * 128] = 1.0 - 2.0 * tile[t + k * 128];
    }
    fence::proxy_async();
    sync_threads();
    if t == 0 {
        tma::store(b, [r, c], &tile, 0);
        tma::commit();
        tma::wait_prior(0);
    }
}

fn store_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("tma_store");
    let (rows, cols) = (45, 70);
    let host = rng.vec_f32(rows * cols, -10.0, 10.0);
    let a = fc(dev.to_device_2d(&host, (rows, cols)))?;
    let map_a = fc(TensorMap2::<f32, BR, BC>::new(a.view()))?;
    // The output: rows 5..50 and columns 16..86 of a larger array, the rest of which stays NaN.
    let (big_rows, big_cols) = (60, 90);
    let mut big = fc(dev.to_device_2d(&vec![f32::NAN; big_rows * big_cols], (big_rows, big_cols)))?;
    {
        let part = fc(big.slice_mut(s![5..50, 16..86]))?;
        let mut map_b: TensorMap2<'_, f32, BR, BC, Write> = fc(TensorMap2::new_mut(part))?;
        fc(tma_affine.launch(Grid::new((3, 3), 128), &map_a, &mut map_b))?;
        // A second launch through the same map: the launch borrowed it only while it ran.
        fc(tma_affine.launch(Grid::new((3, 3), 128), &map_a, &mut map_b))?;
    }
    let got = fc(big.to_vec())?;
    for r in 0..big_rows {
        for c in 0..big_cols {
            let g = got[r * big_cols + c];
            let inside = (5..50).contains(&r) && (16..86).contains(&c);
            if inside {
                let want = 1.0 - 2.0 * host[(r - 5) * cols + (c - 16)];
                check!(g == want, "b[{r}][{c}] = {g}, want {want}");
            } else {
                check!(g.is_nan(), "b[{r}][{c}] = {g} was written, outside the map's view");
            }
        }
    }
    Ok(())
}

/// One thread copies a box to `tile[j..]`, then reads it back: `j` must keep the destination
/// 128-byte aligned and the box inside the array.
#[kernel]
pub fn tma_at(a: &TensorMap2<f32, 16, 32>, j: usize, out: &mut [f32]) {
    let tile = shared_array::<f32, 1024>();
    let bar = shared_array::<u64, 1>();
    mbarrier::init(&bar, 0, 1);
    mbarrier::arrive_expect_tx(&bar, 0, 2048);
    tma::load(&tile, j, a, [0, 0], &bar, 0);
    mbarrier::wait(&bar, 0, 0);
    out[0] = tile[j];
}

/// The panic of `r`, which must be of `kernel`, in this file.
fn panic_of(r: ferrocuda::Result<impl std::fmt::Debug>, kernel: &str) -> Result<KernelPanic, String> {
    match r {
        Err(Error::KernelPanic(p)) if p.kernel == kernel && p.file.ends_with("tests/suite/tma.rs") => Ok(p),
        other => Err(format!("expected a panic of `{kernel}` in tma.rs, got {other:?}")),
    }
}

fn one_box(dev: &Device, j: usize) -> Result<ferrocuda::Result<Vec<f32>>, String> {
    let host: Vec<f32> = (0..16 * 32).map(|k| k as f32 + 0.5).collect();
    let a = fc(dev.to_device_2d(&host, (16, 32)))?;
    let map = fc(TensorMap2::<f32, 16, 32>::new(a.view()))?;
    let mut out = fc(dev.to_device(&[f32::NAN]))?;
    fc(tma_at.launch(Grid::new(1, 1), &map, j, &mut out))?;
    Ok(out.to_vec())
}

fn misaligned_test(dev: &Device) -> TestResult {
    // 32 floats are 128 bytes: aligned, and the copy lands there.
    exact("tile[32]", &fc(one_box(dev, 32)?)?, &[0.5])?;
    let p = panic_of(one_box(dev, 4)?, "tma_at")?;
    check!(p.message.contains("`tile[j..]` is not aligned to 128 bytes"), "message: {}", p.message);
    Ok(())
}

fn past_end_test(dev: &Device) -> TestResult {
    // 1024 − 512 is the last start the box fits at.
    exact("tile[512]", &fc(one_box(dev, 512)?)?, &[0.5])?;
    let p = panic_of(one_box(dev, 544)?, "tma_at")?;
    check!(p.message.contains("the box does not fit in the shared array"), "message: {}", p.message);
    Ok(())
}

fn refused_test(dev: &Device) -> TestResult {
    let host = vec![1.0f32; 64 * 64];
    let a = fc(dev.to_device_2d(&host, (64, 64)))?;
    let message = |r: ferrocuda::Result<TensorMap2<'_, f32, 16, 32>>| match r {
        Err(e @ Error::Shape { .. }) => Ok(e.to_string()),
        other => Err(format!("expected a shape error, got {other:?}")),
    };
    let m = message(TensorMap2::new(a.t()))?;
    check!(m.contains("`TensorMap2::new`") && m.contains("last axis has stride 64"), "transposed: {m}");
    let m = message(TensorMap2::new(fc(a.slice(s![.., 1..]))?))?;
    check!(m.contains("16-byte aligned"), "misaligned start: {m}");
    // Rows of 5 floats are 20 bytes apart (too short to be padded).
    let narrow = fc(dev.to_device_2d(&[1.0f32; 40], (8, 5)))?;
    let m = message(TensorMap2::new(narrow.view()))?;
    check!(m.contains("positive multiples of 16 bytes"), "rows 20 bytes apart: {m}");
    match TensorMap2::<f32, 16, 3>::new(a.view()) {
        Err(e) => {
            check!(e.to_string().contains("multiple of 16 bytes"), "box of 12-byte rows: {e}");
            Ok(())
        }
        Ok(m) => Err(format!("a box of 12-byte rows was accepted: {m:?}")),
    }
}

/// Threads other than the issuer read the tile without waiting at the barrier.
#[kernel]
pub fn tma_without_wait(a: &TensorMap2<f32, 16, 32>, out: &mut [f32]) {
    let tile = shared_array::<f32, 512>();
    let bar = shared_array::<u64, 1>();
    let t = thread_idx().x as usize;
    if t == 0 {
        mbarrier::init(&bar, 0, 1);
    }
    sync_threads();
    if t == 0 {
        mbarrier::arrive_expect_tx(&bar, 0, 2048);
        tma::load(&tile, 0, a, [0, 0], &bar, 0);
        mbarrier::wait(&bar, 0, 0);
    } else {
        out[t] = tile[t];
    }
}

fn race_test(dev: &Device) -> TestResult {
    let a = fc(dev.to_device_2d(&vec![2.0f32; 16 * 32], (16, 32)))?;
    let map = fc(TensorMap2::<f32, 16, 32>::new(a.view()))?;
    let mut out = fc(dev.to_device(&[f32::NAN; 64]))?;
    fc(tma_without_wait.launch(Grid::new(1, 64), &map, &mut out))?;
    match out.to_vec() {
        Err(Error::DataRace(race)) => {
            check!(race.shared, "in shared memory: {race:?}");
            Ok(())
        }
        other => Err(format!("expected a data race, got {other:?}")),
    }
}
