//! Kernels whose threads cooperate — shared memory, barriers, atomics, warp operations,
//! local arrays — and their tests against CPU references, on the simulator and on a GPU.

use ferrocuda::prelude::*;
use ferrocuda::{Device, Error, Grid};

use crate::check;
use crate::lang::DeviceTest;
use crate::util::*;

// ------------------------------------------------------------------ kernels

pub const BLOCK: usize = 256;

/// Each block reverses its chunk through a shared array.
#[kernel]
pub fn reverse_blocks(x: &[f32], y: &mut [f32]) {
    const N: usize = 256;
    let tile = shared_array::<f32, N>();
    let t = thread_idx().x as usize;
    let i = grid(1);
    tile[t] = x[i];
    sync_threads();
    y[i] = tile[N - 1 - t];
}

/// 16×16 tiles through a padded 2-D shared array.
#[kernel]
pub fn transpose(input: &[f32], out: &mut [f32], width: usize, height: usize) {
    const TILE: usize = 16;
    let tile = shared_array::<[f32; TILE + 1], TILE>();
    let (tx, ty) = (thread_idx().x as usize, thread_idx().y as usize);
    let (x, y) = grid(2);
    if x < width && y < height {
        tile[ty][tx] = input[y * width + x];
    }
    sync_threads();
    let ox = block_idx().y as usize * TILE + tx;
    let oy = block_idx().x as usize * TILE + ty;
    if ox < height && oy < width {
        out[oy * height + ox] = tile[tx][ty];
    }
}

/// The lengths of a 2-D shared array, of its rows, and of a 2-D local array's: constants,
/// with the row's index still checked (`row` may be past the end).
#[kernel]
pub fn row_lengths(out: &mut [u32], row: usize) {
    let s = shared_array::<[i32; 3], 4>();
    let local = [[0u8; 5]; 2];
    let t = thread_idx().x as usize;
    if t < 4 {
        s[t][0] = t as i32;
    }
    sync_threads();
    if t < out.len() / 4 {
        out[t * 4] = s.len() as u32;
        out[t * 4 + 1] = s[t % 4].len() as u32 + s[t % 4][0] as u32 * 100;
        out[t * 4 + 2] = (local.len() * 10 + local[t % 2].len()) as u32;
        out[t * 4 + 3] = s[row].len() as u32 + local[row % 3].is_empty() as u32;
    }
}

/// Reverses each block's chunk through dynamic shared memory sized by the launch.
#[kernel]
pub fn reverse_dynamic(x: &[i32], y: &mut [i32]) {
    let buf = dynamic_shared::<i32>();
    let n = block_dim().x as usize;
    let t = thread_idx().x as usize;
    let i = grid(1);
    buf[t] = x[i];
    sync_threads();
    y[i] = buf[n - 1 - t] + buf.len() as i32 * 0;
}

/// Local arrays, 1-D and 2-D, with constant and run-time indices; arrays copy.
#[kernel]
pub fn local_arrays(x: &[f32], k: &[u32], out: &mut [f32]) {
    let i = grid(1);
    if i < x.len() {
        let mut acc = [0.0f32; 8];
        for j in 0..8 {
            acc[j] = x[i] * j as f32;
        }
        let mut m = [[0i32; 3]; 3];
        m[1][2] = 5;
        m[2][0] += 7;
        let weights = [0.5f32, 0.25, 0.125];
        let copy = acc;
        acc[0] = 100.0;
        let idx = (k[i] % 8) as usize;
        out[i] = copy[idx] + acc[0] + m[1][2] as f32 + m[2][0] as f32 + weights[2] + copy.len() as f32;
    }
}

/// An index past a local array is a kernel panic, as any other.
#[kernel]
pub fn local_array_oob(k: &[u32], out: &mut [u32]) {
    let i = grid(1);
    if i < k.len() {
        let a = [1u32, 2, 3, 4];
        out[i] = a[k[i] as usize];
    }
}

/// Block-wide votes.
#[kernel]
pub fn votes(x: &[u32], counts: &mut [u32], alls: &mut [bool], anys: &mut [bool]) {
    let i = grid(1);
    let v = x[i];
    let c = sync_threads_count(v % 3 == 0);
    let a = sync_threads_and(v > 5);
    let o = sync_threads_or(v == 7);
    if thread_idx().x == 0 {
        let b = block_idx().x as usize;
        counts[b] = c;
        alls[b] = a;
        anys[b] = o;
    }
}

macro_rules! int_atomics {
    ($name:ident, $t:ty) => {
        /// Every integer atomic, on a `&mut [T]`.
        #[kernel]
        pub fn $name(x: &[$t], out: &mut [$t]) {
            let i = grid(1);
            if i < x.len() {
                let v = x[i];
                atomic::add(out, 0, v);
                atomic::sub(&mut out, 1, v);
                atomic::min(out, 2, v);
                atomic::max(out, 3, v);
                atomic::and(out, 4, v);
                atomic::or(out, 5, v);
                atomic::xor(out, 6, v);
                atomic::exch(out, 7, v);
                // A lock-free increment through compare-and-swap.
                let mut cur = atomic::add(out, 8, 0);
                loop {
                    let prev = atomic::cas(out, 8, cur, cur + 1);
                    if prev == cur {
                        break;
                    }
                    cur = prev;
                }
            }
        }
    };
}
int_atomics!(atomics_i32, i32);
int_atomics!(atomics_u32, u32);
int_atomics!(atomics_i64, i64);
int_atomics!(atomics_u64, u64);

macro_rules! float_atomics {
    ($name:ident, $t:ty) => {
        /// Float atomics: add, sub, exch.
        #[kernel]
        pub fn $name(x: &[$t], out: &mut [$t]) {
            let i = grid(1);
            if i < x.len() {
                atomic::add(out, 0, x[i]);
                atomic::sub(out, 1, x[i]);
                atomic::exch(out, 2, x[i]);
            }
        }
    };
}
float_atomics!(atomics_f32, f32);
float_atomics!(atomics_f64, f64);

/// Old values returned by atomics: tickets are a permutation; inc/dec wrap at their limit.
#[kernel]
pub fn tickets(counter: &mut [u32], out: &mut [u32], n: usize) {
    let i = grid(1);
    if i < n {
        out[i] = atomic::add(counter, 0, 1);
        atomic::inc(counter, 1, 9);
        atomic::dec(counter, 2, 9);
    }
}

/// A histogram with per-block bins in shared memory, then global atomics.
#[kernel]
pub fn histogram_shared(x: &[u8], hist: &mut [u32]) {
    let bins = shared_array::<u32, 256>();
    let t = thread_idx().x as usize;
    bins[t] = 0;
    sync_threads();
    for i in (grid(1)..x.len()).step_by(gridsize(1)) {
        atomic::add(bins, x[i] as usize, 1);
    }
    sync_threads();
    if bins[t] > 0 {
        atomic::add(hist, t, bins[t]);
    }
}

/// Warp operations, full-mask and with a mask.
#[kernel]
pub fn warp_ops(x: &[i32], out: &mut [i32], bits: &mut [u32]) {
    let i = grid(1);
    let v = x[i];
    let k = i * 6;
    out[k] = warp::shfl(v, 3);
    out[k + 1] = warp::shfl_up(v, 1);
    out[k + 2] = warp::shfl_down(v, 5);
    out[k + 3] = warp::shfl_xor(v, 6);
    out[k + 4] = lane_id() as i32 + WARP_SIZE as i32;
    out[k + 5] = if lane_id() < 16 { warp::shfl_xor_sync(0x0000ffff, v, 1) } else { -1 };
    let j = i * 5;
    bits[j] = warp::ballot(v % 2 == 0);
    bits[j + 1] = warp::all(v >= 0) as u32;
    bits[j + 2] = warp::any(v == 7) as u32;
    bits[j + 3] = warp::active_mask();
    bits[j + 4] = warp::match_any(v % 4);
}

/// Shuffles of 64-bit and float values, and a warp sum by `shfl_down`.
#[kernel]
pub fn warp_wide(a: &[f64], b: &[u64], c: &[f32], sums: &mut [f32], wide: &mut [f64], longs: &mut [u64]) {
    let i = grid(1);
    wide[i] = warp::shfl_xor(a[i], 1);
    longs[i] = warp::shfl(b[i], 31);
    let mut s = c[i];
    let mut offset = 16;
    while offset > 0 {
        s += warp::shfl_down(s, offset);
        offset /= 2;
    }
    sync_warp();
    if lane_id() == 0 {
        sums[i / 32] = s;
    }
}

/// A block reduction in a `#[device]` fn, with barriers inside it: the kernel that calls it
/// cooperates too.
#[device]
pub fn block_sum(tile: &mut [f32], t: usize) -> f32 {
    let mut stride = tile.len() / 2;
    while stride > 0 {
        if t < stride {
            tile[t] += tile[t + stride];
        }
        sync_threads();
        stride /= 2;
    }
    tile[0]
}

#[kernel]
pub fn sum_blocks(x: &[f32], out: &mut [f32]) {
    let tile = shared_array::<f32, 256>();
    let t = thread_idx().x as usize;
    let i = grid(1);
    tile[t] = if i < x.len() { x[i] } else { 0.0 };
    sync_threads();
    let s = block_sum(&mut tile, t);
    if t == 0 {
        atomic::add(out, 0, s);
    }
}

/// `active_mask()` where the warp runs together and where it has split: the lanes that took
/// each branch (0x55555555 and 0xAAAAAAAA), a third of the lanes in a nested branch, and
/// the lanes of a last, partial warp.
#[kernel]
pub fn active_masks(out: &mut [u32]) {
    let t = thread_idx().x as usize;
    let lane = lane_id();
    out[4 * t] = warp::active_mask();
    if lane % 2 == 0 {
        out[4 * t + 1] = warp::active_mask();
    } else {
        out[4 * t + 1] = warp::active_mask();
    }
    if lane % 3 == 0 {
        if lane < 16 {
            out[4 * t + 2] = warp::active_mask();
        } else {
            out[4 * t + 2] = 7;
        }
    } else {
        out[4 * t + 2] = 9;
    }
    sync_warp_mask(warp::active_mask());
    out[4 * t + 3] = warp::active_mask();
}

/// Half the threads return before the barrier: a bug the simulator reports.
#[kernel]
pub fn divergent_barrier(x: &mut [f32]) {
    let t = thread_idx().x;
    if t < 16 {
        return;
    }
    sync_threads();
    x[t as usize] = 1.0;
}

/// A shared array indexed past its end.
#[kernel]
pub fn shared_oob(x: &mut [f32]) {
    let tile = shared_array::<f32, 32>();
    let t = thread_idx().x as usize;
    tile[t] = 1.0;
    sync_threads();
    x[t] = tile[t];
}

// ------------------------------------------------------------------ tests

pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("coop_shared_reverse", shared_reverse),
        ("coop_shared_2d_transpose", shared_transpose),
        ("coop_dynamic_shared", dynamic_shared_test),
        ("coop_dynamic_shared_missing", dynamic_shared_missing),
        ("coop_local_arrays", local_arrays_test),
        ("coop_votes", votes_test),
        ("coop_atomics_int", atomics_int),
        ("coop_atomics_float", atomics_float),
        ("coop_atomic_tickets", tickets_test),
        ("coop_histogram", histogram_test),
        ("coop_warp_ops", warp_ops_test),
        ("coop_warp_wide", warp_wide_test),
        ("coop_active_mask_divergence", active_mask_test),
        ("coop_spin_on_an_atomic_flag", spin_test),
        ("coop_device_fn_barriers", sum_blocks_test),
        ("panic_local_array_oob", local_array_oob_test),
        ("panic_shared_oob", shared_oob_test),
        ("panic_coop_lengths_of_rows", row_lengths_test),
        ("panic_and_values_of_a_3d_shared_array", shared_3d_test),
    ]
}

/// Only meaningful on the simulator (on a GPU the behaviour is undefined).
pub fn sim_only() -> Vec<DeviceTest> {
    vec![("panic_divergent_barrier", divergent_barrier_test)]
}

fn shared_reverse(dev: &Device) -> TestResult {
    let mut rng = Rng::new("shared_reverse");
    let n = BLOCK * 9;
    let x = rng.vec_f32(n, -1.0, 1.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&vec![f32::NAN; n]))?;
    fc(reverse_blocks.launch(Grid::new(9, BLOCK as u32), &dx, &mut dy))?;
    let want: Vec<f32> = x.chunks(BLOCK).flat_map(|c| c.iter().rev().copied()).collect();
    exact("y", &fc(dy.to_vec())?, &want)
}

fn shared_transpose(dev: &Device) -> TestResult {
    let mut rng = Rng::new("transpose");
    let (w, h) = (70usize, 45usize);
    let a = rng.vec_f32(w * h, -1.0, 1.0);
    let da = fc(dev.to_device(&a))?;
    let mut dt = fc(dev.to_device(&vec![f32::NAN; w * h]))?;
    let blocks = ((w as u32).div_ceil(16), (h as u32).div_ceil(16));
    fc(transpose.launch(Grid::new(blocks, (16, 16)), &da, &mut dt, w, h))?;
    let mut want = vec![0.0; w * h];
    for y in 0..h {
        for x in 0..w {
            want[x * h + y] = a[y * w + x];
        }
    }
    exact("transposed", &fc(dt.to_vec())?, &want)
}

fn dynamic_shared_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("dynamic_shared");
    let block = 128usize;
    let n = block * 5;
    let x: Vec<i32> = random_vec(&mut rng, n);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&vec![i32::MIN; n]))?;
    let grid = Grid::new(5, block as u32).shared_mem((block * 4) as u32);
    fc(reverse_dynamic.launch(grid, &dx, &mut dy))?;
    let want: Vec<i32> = x.chunks(block).flat_map(|c| c.iter().rev().copied()).collect();
    exact("y", &fc(dy.to_vec())?, &want)
}

fn dynamic_shared_missing(dev: &Device) -> TestResult {
    let x = fc(dev.zeros::<i32>(64))?;
    let mut y = fc(dev.zeros::<i32>(64))?;
    let e = reverse_dynamic.launch(Grid::new(1, 64), &x, &mut y).unwrap_err();
    check!(matches!(e, Error::LaunchConfig { .. }), "wrong error: {e}");
    check!(e.to_string().contains("add `.shared_mem(bytes)` to the grid"), "wrong message: {e}");
    let e = reverse_dynamic.launch(Grid::new(1, 64).shared_mem(1 << 30), &x, &mut y).unwrap_err();
    check!(
        e.to_string().contains("bytes of dynamic shared memory per block is more than the device's limit"),
        "wrong message: {e}"
    );
    Ok(())
}

fn local_arrays_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("local_arrays");
    let n = 1000;
    let x = rng.vec_f32(n, -10.0, 10.0);
    let k: Vec<u32> = (0..n).map(|_| rng.next() as u32).collect();
    let (dx, dk) = (fc(dev.to_device(&x))?, fc(dev.to_device(&k))?);
    let mut out = fc(dev.to_device(&vec![f32::NAN; n]))?;
    fc(local_arrays.launch(Grid::for_elements(n), &dx, &dk, &mut out))?;
    let want: Vec<f32> = (0..n).map(|i| x[i] * (k[i] % 8) as f32 + 100.0 + 5.0 + 7.0 + 0.125 + 8.0).collect();
    compare("out", &fc(out.to_vec())?, &want, |a, b| close_f32(*a, *b, 1e-6))
}

fn local_array_oob_test(dev: &Device) -> TestResult {
    let n = 300;
    let mut k = vec![1u32; n];
    k[288] = 4;
    let dk = fc(dev.to_device(&k))?;
    let mut out = fc(dev.zeros::<u32>(n))?;
    fc(local_array_oob.launch(Grid::for_elements(n), &dk, &mut out))?;
    match out.to_vec() {
        Err(Error::KernelPanic(p)) => {
            check!(p.message == "index out of bounds: the len is 4 but the index is 4", "wrong message: {}", p.message);
            // Element 288, whatever block size `for_elements` chose (a multiple of 32).
            let (t, b) = (p.thread[0] as usize, p.block[0] as usize);
            let block_size = 288usize.saturating_sub(t).checked_div(b).unwrap_or(t + 1);
            let at_288 = t + b * block_size == 288 && t < block_size && (b == 0 || block_size % 32 == 0);
            check!(
                at_288 && p.thread[1..] == [0, 0] && p.block[1..] == [0, 0],
                "wrong thread {:?} {:?}",
                p.thread,
                p.block
            );
            Ok(())
        }
        other => Err(format!("expected a panic, got {other:?}")),
    }
}

fn row_lengths_test(dev: &Device) -> TestResult {
    let mut out = fc(dev.to_device(&[u32::MAX; 32]))?;
    fc(row_lengths.launch(Grid::new(1, 32), &mut out, 1))?;
    let got = fc(out.to_vec())?;
    let want: Vec<u32> = (0..8u32).flat_map(|t| [4, 3 + (t % 4) * 100, 25, 3]).collect();
    check!(got == want, "got {got:?}, want {want:?}");
    // Row 9 of 4: Rust panics indexing it, even for its length; and so row 2 of the local
    // array (2 rows) when `row % 3` is 2.
    let mut out = fc(dev.to_device(&[u32::MAX; 32]))?;
    fc(row_lengths.launch(Grid::new(1, 32), &mut out, 9))?;
    match out.to_vec() {
        Err(Error::KernelPanic(p)) => {
            check!(p.message == "index out of bounds: the len is 4 but the index is 9", "wrong message: {}", p.message);
            Ok(())
        }
        other => Err(format!("expected a panic, got {other:?}")),
    }?;
    let mut out = fc(dev.to_device(&[u32::MAX; 32]))?;
    fc(row_lengths.launch(Grid::new(1, 32), &mut out, 2))?;
    match out.to_vec() {
        Err(Error::KernelPanic(p)) => {
            check!(p.message == "index out of bounds: the len is 2 but the index is 2", "wrong message: {}", p.message);
            Ok(())
        }
        other => Err(format!("expected a panic, got {other:?}")),
    }
}

fn shared_oob_test(dev: &Device) -> TestResult {
    let mut x = fc(dev.zeros::<f32>(64))?;
    fc(shared_oob.launch(Grid::new(1, 33), &mut x))?;
    match x.to_vec() {
        Err(Error::KernelPanic(p)) => {
            check!(
                p.message == "index out of bounds: the len is 32 but the index is 32",
                "wrong message: {}",
                p.message
            );
            check!(p.thread == [32, 0, 0], "wrong thread {:?}", p.thread);
            Ok(())
        }
        other => Err(format!("expected a panic, got {other:?}")),
    }
}

fn votes_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("votes");
    let blocks = 6;
    let n = blocks * 128;
    let mut x: Vec<u32> = (0..n).map(|_| rng.below(20) as u32).collect();
    // Block 2 has all > 5; block 3 has a 7.
    x[256..384].iter_mut().for_each(|v| *v = 6 + *v % 10);
    x[384..512].iter_mut().for_each(|v| *v = if *v == 7 { 8 } else { *v });
    x[400] = 7;
    let dx = fc(dev.to_device(&x))?;
    let mut counts = fc(dev.to_device(&vec![u32::MAX; blocks]))?;
    let mut alls = fc(dev.zeros::<bool>(blocks))?;
    let mut anys = fc(dev.zeros::<bool>(blocks))?;
    fc(votes.launch(Grid::new(blocks as u32, 128), &dx, &mut counts, &mut alls, &mut anys))?;
    let chunks: Vec<&[u32]> = x.chunks(128).collect();
    exact(
        "counts",
        &fc(counts.to_vec())?,
        &chunks.iter().map(|c| c.iter().filter(|v| *v % 3 == 0).count() as u32).collect::<Vec<_>>(),
    )?;
    exact("alls", &fc(alls.to_vec())?, &chunks.iter().map(|c| c.iter().all(|v| *v > 5)).collect::<Vec<_>>())?;
    exact("anys", &fc(anys.to_vec())?, &chunks.iter().map(|c| c.contains(&7)).collect::<Vec<_>>())
}

macro_rules! check_int_atomics {
    ($dev:expr, $rng:expr, $kernel:ident, $t:ty) => {{
        let n = 3000;
        let x: Vec<$t> = random_vec($rng, n);
        let init: Vec<$t> = random_vec($rng, 9);
        let dx = fc($dev.to_device(&x))?;
        let mut out = fc($dev.to_device(&init))?;
        fc($kernel.launch(Grid::for_elements(n), &dx, &mut out))?;
        let got = fc(out.to_vec())?;
        let sum = x.iter().fold(0 as $t, |a, &v| a.wrapping_add(v));
        let what = stringify!($kernel);
        check!(got[0] == init[0].wrapping_add(sum), "{what} add: {} != {}", got[0], init[0].wrapping_add(sum));
        check!(got[1] == init[1].wrapping_sub(sum), "{what} sub: {} != {}", got[1], init[1].wrapping_sub(sum));
        check!(got[2] == x.iter().fold(init[2], |a, &v| a.min(v)), "{what} min");
        check!(got[3] == x.iter().fold(init[3], |a, &v| a.max(v)), "{what} max");
        check!(got[4] == x.iter().fold(init[4], |a, &v| a & v), "{what} and");
        check!(got[5] == x.iter().fold(init[5], |a, &v| a | v), "{what} or");
        check!(got[6] == x.iter().fold(init[6], |a, &v| a ^ v), "{what} xor");
        check!(x.contains(&got[7]), "{what} exch left {}, which no thread wrote", got[7]);
        check!(
            got[8] == init[8].wrapping_add(n as $t),
            "{what} cas increment: {} != {}",
            got[8],
            init[8].wrapping_add(n as $t)
        );
    }};
}

fn atomics_int(dev: &Device) -> TestResult {
    let mut rng = Rng::new("atomics_int");
    check_int_atomics!(dev, &mut rng, atomics_i32, i32);
    check_int_atomics!(dev, &mut rng, atomics_u32, u32);
    check_int_atomics!(dev, &mut rng, atomics_i64, i64);
    check_int_atomics!(dev, &mut rng, atomics_u64, u64);
    Ok(())
}

fn atomics_float(dev: &Device) -> TestResult {
    let mut rng = Rng::new("atomics_float");
    let n = 5000;
    let x = rng.vec_f32(n, 0.0, 1.0);
    let dx = fc(dev.to_device(&x))?;
    let mut out = fc(dev.to_device(&[1.0f32, 2.0, -1.0]))?;
    fc(atomics_f32.launch(Grid::for_elements(n), &dx, &mut out))?;
    let got = fc(out.to_vec())?;
    let sum: f64 = x.iter().map(|&v| v as f64).sum();
    // The order of the additions is the hardware's: compare with a tolerance.
    check!((got[0] as f64 - (1.0 + sum)).abs() < 1e-3 * sum, "f32 add: {} vs {}", got[0], 1.0 + sum);
    check!((got[1] as f64 - (2.0 - sum)).abs() < 1e-3 * sum, "f32 sub: {} vs {}", got[1], 2.0 - sum);
    check!(x.contains(&got[2]), "f32 exch left {}", got[2]);

    let y = rng.vec_f64(n, 0.0, 1.0);
    let dy = fc(dev.to_device(&y))?;
    let mut out = fc(dev.to_device(&[1.0f64, 2.0, -1.0]))?;
    fc(atomics_f64.launch(Grid::for_elements(n), &dy, &mut out))?;
    let got = fc(out.to_vec())?;
    let sum: f64 = y.iter().sum();
    check!((got[0] - (1.0 + sum)).abs() < 1e-9 * sum, "f64 add: {} vs {}", got[0], 1.0 + sum);
    check!((got[1] - (2.0 - sum)).abs() < 1e-9 * sum, "f64 sub: {} vs {}", got[1], 2.0 - sum);
    check!(y.contains(&got[2]), "f64 exch left {}", got[2]);
    Ok(())
}

fn tickets_test(dev: &Device) -> TestResult {
    let n = 4321;
    let mut counter = fc(dev.to_device(&[0u32, 0, 0]))?;
    let mut out = fc(dev.to_device(&vec![u32::MAX; n]))?;
    fc(tickets.launch(Grid::for_elements(n), &mut counter, &mut out, n))?;
    let mut t = fc(out.to_vec())?;
    t.sort_unstable();
    exact("tickets", &t, &(0..n as u32).collect::<Vec<_>>())?;
    let c = fc(counter.to_vec())?;
    // inc wraps to 0 after 9 (10 values); dec from 0 wraps to 9.
    let dec = (0..n).fold(0u32, |v, _| if v == 0 || v > 9 { 9 } else { v - 1 });
    exact("counters", &c, &[n as u32, n as u32 % 10, dec])
}

fn histogram_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("histogram");
    let n = 100_000;
    let x: Vec<u8> = (0..n).map(|_| (rng.below(64) * rng.below(5)) as u8).collect();
    let dx = fc(dev.to_device(&x))?;
    let mut hist = fc(dev.zeros::<u32>(256))?;
    fc(histogram_shared.launch(Grid::new(12, 256), &dx, &mut hist))?;
    let mut want = vec![0u32; 256];
    for &v in &x {
        want[v as usize] += 1;
    }
    exact("histogram", &fc(hist.to_vec())?, &want)
}

fn warp_ops_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("warp_ops");
    let block = 96usize;
    let n = block * 2;
    let x: Vec<i32> = (0..n).map(|_| rng.below(12) as i32).collect();
    let dx = fc(dev.to_device(&x))?;
    let mut out = fc(dev.to_device(&vec![i32::MIN; n * 6]))?;
    let mut bits = fc(dev.to_device(&vec![u32::MAX; n * 5]))?;
    fc(warp_ops.launch(Grid::new(2, block as u32), &dx, &mut out, &mut bits))?;
    let (got, got_bits) = (fc(out.to_vec())?, fc(bits.to_vec())?);
    let mut want = Vec::new();
    let mut want_bits = Vec::new();
    for i in 0..n {
        let w = i / 32 * 32;
        let lane = i % 32;
        let warp = &x[w..w + 32];
        want.extend([
            warp[3],
            if lane >= 1 { warp[lane - 1] } else { warp[lane] },
            if lane + 5 < 32 { warp[lane + 5] } else { warp[lane] },
            warp[lane ^ 6],
            lane as i32 + 32,
            if lane < 16 { warp[lane ^ 1] } else { -1 },
        ]);
        let ballot = (0..32).filter(|&l| warp[l] % 2 == 0).fold(0u32, |b, l| b | 1 << l);
        let matches = (0..32).filter(|&l| warp[l] % 4 == warp[lane] % 4).fold(0u32, |b, l| b | 1 << l);
        want_bits.extend([ballot, warp.iter().all(|&v| v >= 0) as u32, warp.contains(&7) as u32, u32::MAX, matches]);
    }
    exact("warp values", &got, &want)?;
    exact("warp bits", &got_bits, &want_bits)
}

fn warp_wide_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("warp_wide");
    let n = 128;
    let a = rng.vec_f64(n, -1.0, 1.0);
    let b: Vec<u64> = random_vec(&mut rng, n);
    let c = rng.vec_f32(n, 0.0, 1.0);
    let (da, db, dc) = (fc(dev.to_device(&a))?, fc(dev.to_device(&b))?, fc(dev.to_device(&c))?);
    let mut sums = fc(dev.to_device(&vec![f32::NAN; n / 32]))?;
    let mut wide = fc(dev.to_device(&vec![f64::NAN; n]))?;
    let mut longs = fc(dev.zeros::<u64>(n))?;
    fc(warp_wide.launch(Grid::new(1, n as u32), &da, &db, &dc, &mut sums, &mut wide, &mut longs))?;
    exact("shfl_xor f64", &fc(wide.to_vec())?, &(0..n).map(|i| a[i ^ 1]).collect::<Vec<_>>())?;
    exact("shfl u64", &fc(longs.to_vec())?, &(0..n).map(|i| b[i / 32 * 32 + 31]).collect::<Vec<_>>())?;
    let want: Vec<f32> = c.chunks(32).map(|w| w.iter().sum()).collect();
    compare("warp sums", &fc(sums.to_vec())?, &want, |g, w| close_f32(*g, *w, 1e-5))
}

fn sum_blocks_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("sum_blocks");
    let n = 10_000;
    let x = rng.vec_f32(n, 0.0, 1.0);
    let dx = fc(dev.to_device(&x))?;
    let mut out = fc(dev.to_device(&[0.0f32]))?;
    fc(sum_blocks.launch(Grid::new(n.div_ceil(256) as u32, 256), &dx, &mut out))?;
    let got = fc(out.to_vec())?[0] as f64;
    let want: f64 = x.iter().map(|&v| v as f64).sum();
    check!((got - want).abs() < 1e-4 * want, "sum {got} vs {want}");
    Ok(())
}

fn active_mask_test(dev: &Device) -> TestResult {
    // Two full warps and a partial one of 8 lanes.
    let threads = 72;
    let mut out = fc(dev.to_device(&vec![0xdead_beef_u32; 4 * threads]))?;
    fc(active_masks.launch(Grid::new(1, threads as u32), &mut out))?;
    let got = fc(out.to_vec())?;
    for t in 0..threads {
        let lane = (t % 32) as u32;
        let lanes: u32 = if t >= 64 { 0xff } else { u32::MAX };
        let third: u32 = (0..16u32).filter(|l| l.is_multiple_of(3)).fold(0, |m, l| m | (1 << l)) & lanes;
        let want = [
            lanes,
            lanes & if lane.is_multiple_of(2) { 0x5555_5555 } else { 0xaaaa_aaaa },
            if !lane.is_multiple_of(3) {
                9
            } else if lane < 16 {
                third
            } else {
                7
            },
            lanes,
        ];
        check!(got[4 * t..4 * t + 4] == want, "thread {t}: got {:08x?}, want {want:08x?}", &got[4 * t..4 * t + 4]);
    }
    Ok(())
}

fn divergent_barrier_test(dev: &Device) -> TestResult {
    let mut x = fc(dev.zeros::<f32>(32))?;
    fc(divergent_barrier.launch(Grid::new(1, 32), &mut x))?;
    match x.to_vec() {
        Err(Error::KernelPanic(p)) => {
            check!(
                p.message.contains("sync_threads()") || p.message.contains("barrier"),
                "wrong message: {}",
                p.message
            );
            check!(p.message.contains("returned"), "the message does not say why: {}", p.message);
            Ok(())
        }
        other => Err(format!("expected a barrier error, got {other:?}")),
    }
}

/// After a barrier (so that the block's threads run together on the simulator), thread 0
/// spins on an atomic flag until the last thread of its block sets it, with no barrier
/// between: a GPU's threads all make progress, and the simulator's do too.
#[kernel]
pub fn spin_on_flag(flag: &mut [u32], out: &mut [u32]) {
    sync_threads();
    let t = thread_idx().x as usize;
    let last = block_dim().x as usize - 1;
    if t == 0 {
        let mut spins = 0u32;
        while atomic::add(flag, 0, 0u32) == 0 {
            spins = spins.wrapping_add(1);
        }
        out[0] = 1 + spins.min(0);
    }
    if t == last {
        atomic::exch(flag, 0, 1u32);
    }
}

fn spin_test(dev: &Device) -> TestResult {
    let mut flag = fc(dev.to_device(&[0u32]))?;
    let mut out = fc(dev.to_device(&[0u32]))?;
    fc(spin_on_flag.launch(Grid::new(1u32, 128u32), &mut flag, &mut out))?;
    check!(fc(out.to_vec())?[0] == 1, "thread 0 did not see the flag");
    Ok(())
}

/// A 3-D shared array (`[[f32; 4]; 8]` rows of a 16-element array): every thread of a
/// 512-thread block writes one element, the barrier, then each reads a transposed one and
/// the lengths of a plane and a row; an out-of-bounds index of the middle axis panics.
#[kernel(fmad = false)]
pub fn shared_3d(x: &[f32], out: &mut [f32], bad: u32) {
    let t = thread_idx().x as usize;
    let cube = shared_array::<[[f32; 4]; 8], 16>();
    let (a, b, c) = (t / 32, (t / 4) % 8, t % 4);
    cube[a][b][c] = x[t];
    sync_threads();
    let plane = cube[15 - a].len() as f32;
    let row = cube[a][7 - b].len() as f32;
    out[t] = cube[15 - a][7 - b][3 - c] * 10.0 + plane + row * 100.0;
    if bad != 0 && t == 5 {
        out[0] = cube[1][bad as usize][0];
    }
}

fn shared_3d_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("shared_3d");
    let x = rng.vec_f32(512, -100.0, 100.0);
    let dx = fc(dev.to_device(&x))?;
    let mut out = fc(dev.to_device(&vec![f32::NAN; 512]))?;
    fc(shared_3d.launch(Grid::new(1, 512), &dx, &mut out, 0))?;
    let want: Vec<f32> = (0..512)
        .map(|t| {
            let (a, b, c) = (t / 32, (t / 4) % 8, t % 4);
            x[(15 - a) * 32 + (7 - b) * 4 + (3 - c)] * 10.0 + 8.0 + 400.0
        })
        .collect();
    exact("out", &fc(out.to_vec())?, &want)?;
    let mut out = fc(dev.to_device(&vec![f32::NAN; 512]))?;
    fc(shared_3d.launch(Grid::new(1, 512), &dx, &mut out, 8))?;
    match out.to_vec() {
        Err(Error::KernelPanic(p)) => {
            check!(p.message == "index out of bounds: the len is 8 but the index is 8", "wrong message: {}", p.message);
            Ok(())
        }
        other => Err(format!("expected a panic, got {other:?}")),
    }
}
