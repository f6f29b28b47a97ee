//! Kernels whose threads do not cooperate, over grids large enough that a GPU runs their
//! `_lanes` twins (several logical blocks per block, statement by statement): the results,
//! and a panic's thread and block, must be what one block per logical block gives. On the
//! simulator (which runs the kernels as written) the same tests check the references.

use ferrocuda::__private::{set_lanes, set_vector_lanes, Assume, Lanes, Measure};
use ferrocuda::prelude::*;
use ferrocuda::{bf16, f16, Error, Float, KernelPanic};

use crate::check;
use crate::lang::DeviceTest;
use crate::util::*;

/// Elements: more blocks of 256 than 4 waves of any GPU up to 160 multiprocessors, and not a
/// multiple of 4 blocks (the last block of the twin has lanes past the grid).
const N: usize = (1 << 21) + 12_345;
const BLOCK: u32 = 256;

/// Checked kernels run their twins only with `FERROCUDA_LANES=1` (or `always`, which this
/// leaves): these tests ask for that.
fn twins_on() {
    let always = std::env::var("FERROCUDA_LANES").is_ok_and(|v| v.trim() == "always");
    set_lanes(if always { Lanes::Always } else { Lanes::Large });
}

fn blocks(n: usize) -> u32 {
    n.div_ceil(BLOCK as usize) as u32
}

/// An early `return`, an `if` / `else if` / `else` chain with bindings in the branches, a
/// store of a value that reads what it overwrites. (Without fused multiply-adds: compared
/// exactly with the host.)
#[kernel(fmad = false)]
pub fn lanes_branches(a: f32, x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i >= y.len() {
        return;
    }
    let v = x[i];
    if v > 0.5 {
        y[i] = a * v + y[i];
    } else if v < -0.5 {
        let w = v * v;
        let (p, q) = (w - 1.0, w + 1.0);
        y[i] = p * q;
    } else {
        y[i] = -y[i];
    }
}

fn branches_on_host(a: f32, x: &[f32], y: &mut [f32]) {
    for (v, y) in x.iter().zip(y.iter_mut()) {
        if *v > 0.5 {
            *y += a * v;
        } else if *v < -0.5 {
            let w = v * v;
            *y = (w - 1.0) * (w + 1.0);
        } else {
            *y = -*y;
        }
    }
}

fn branches_test(dev: &Device) -> TestResult {
    twins_on();
    check!(lanes_branches.__fc_info().lanes.is_some(), "lanes_branches has no twin");
    let mut rng = Rng::new("lanes_branches");
    let x = rng.vec_f32(N, -1.0, 1.0);
    let y0 = rng.vec_f32(N, -2.0, 2.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&y0))?;
    fc(lanes_branches.launch(Grid::new(blocks(N), BLOCK), 1.75, &dx, &mut dy))?;
    let mut want = y0.clone();
    branches_on_host(1.75, &x, &mut want);
    exact("y", &fc(dy.to_vec())?, &want)
}

/// Loops whose trip counts differ between neighbouring threads (`continue`, `break`,
/// `while`), a `match`, a tuple binding.
#[kernel]
pub fn lanes_loops(n: &[u32], out: &mut [u32]) {
    let i = grid(1);
    if i < out.len() {
        let mut acc = 0u32;
        for k in 0..n[i] % 37 {
            if k % 5 == 3 {
                continue;
            }
            acc = acc.wrapping_mul(31).wrapping_add(k);
            if acc > 1_000_000 {
                break;
            }
        }
        let mut j = n[i];
        while j > 9 {
            j /= 3;
        }
        let (q, r) = (j / 3, j % 3);
        out[i] = match r {
            0 => acc,
            1 => acc ^ q,
            _ => acc.wrapping_add(7),
        };
    }
}

fn loops_on_host(n: u32) -> u32 {
    let mut acc = 0u32;
    for k in 0..n % 37 {
        if k % 5 == 3 {
            continue;
        }
        acc = acc.wrapping_mul(31).wrapping_add(k);
        if acc > 1_000_000 {
            break;
        }
    }
    let mut j = n;
    while j > 9 {
        j /= 3;
    }
    match j % 3 {
        0 => acc,
        1 => acc ^ (j / 3),
        _ => acc.wrapping_add(7),
    }
}

fn loops_test(dev: &Device) -> TestResult {
    twins_on();
    check!(lanes_loops.__fc_info().lanes.is_some(), "lanes_loops has no twin");
    let mut rng = Rng::new("lanes_loops");
    let n: Vec<u32> = (0..N).map(|_| rng.next() as u32).collect();
    let dn = fc(dev.to_device(&n))?;
    let mut out = fc(dev.to_device(&vec![u32::MAX; N]))?;
    fc(lanes_loops.launch(Grid::new(blocks(N), BLOCK), &dn, &mut out))?;
    let want: Vec<u32> = n.iter().map(|&k| loops_on_host(k)).collect();
    exact("out", &fc(out.to_vec())?, &want)
}

/// Each logical thread's place: its block, the grid's extent, its thread, the grid's size.
#[kernel]
pub fn lanes_places(out: &mut [u32]) {
    let i = grid(1);
    if i < out.len() {
        let b = block_idx();
        let g = grid_dim();
        let t = thread_idx();
        out[i] = b.x.wrapping_mul(3) ^ g.x.wrapping_mul(5) ^ t.x.wrapping_mul(7) ^ (gridsize(1) as u32);
    }
}

fn places_test(dev: &Device) -> TestResult {
    twins_on();
    check!(lanes_places.__fc_info().lanes.is_some(), "lanes_places has no twin");
    let g = blocks(N);
    let mut out = fc(dev.to_device(&vec![u32::MAX; N]))?;
    fc(lanes_places.launch(Grid::new(g, BLOCK), &mut out))?;
    let want: Vec<u32> = (0..N as u32)
        .map(|i| (i / BLOCK).wrapping_mul(3) ^ g.wrapping_mul(5) ^ (i % BLOCK).wrapping_mul(7) ^ (g * BLOCK))
        .collect();
    exact("out", &fc(out.to_vec())?, &want)
}

/// Each logical thread's place in its warp and block (`lane_id()`, the lane masks,
/// `block_dim()`): a twin keeps each logical thread's own (issue 43: the `_lanes_v` twin's
/// lanes read the thread's `%laneid`, wrong for 97 % of them). Unchecked, as the issue's
/// kernel: such kernels run their twins by default.
#[kernel(unchecked)]
pub fn lanes_warp_places(lane: &mut [u32], masks: &mut [u32]) {
    let i = grid(1);
    if i < lane.len() {
        lane[i] = lane_id();
        masks[i * 5] = warp::lanemask_lt();
        masks[i * 5 + 1] = warp::lanemask_le();
        masks[i * 5 + 2] = warp::lanemask_gt();
        masks[i * 5 + 3] = warp::lanemask_ge();
        masks[i * 5 + 4] = block_dim().x;
    }
}

fn warp_places_test(dev: &Device) -> TestResult {
    vector_twins_on();
    let info = lanes_warp_places.__fc_info();
    check!(info.cuda_source().contains("fc::vlane_lane_id("), "the vector twin reads no logical lane");
    let mut lane = fc(dev.to_device(&vec![u32::MAX; N]))?;
    let mut masks = fc(dev.to_device(&vec![u32::MAX; 5 * N]))?;
    fc(lanes_warp_places.launch(Grid::new(blocks(N), BLOCK), &mut lane, &mut masks))?;
    let want_lane: Vec<u32> = (0..N as u32).map(|i| i % BLOCK % 32).collect();
    exact("lane_id()", &fc(lane.to_vec())?, &want_lane)?;
    let want_masks: Vec<u32> = want_lane
        .iter()
        .flat_map(|&l| {
            let below = (1u64 << l) as u32 - 1;
            let upto = ((2u64 << l) - 1) as u32;
            [below, upto, !upto, !below, BLOCK]
        })
        .collect();
    exact("lane masks and block_dim()", &fc(masks.to_vec())?, &want_masks)
}

/// A grid-stride loop: each logical thread strides by the logical grid's size.
#[kernel]
pub fn lanes_strided(x: &[f32], y: &mut [f32]) {
    for i in (grid(1)..y.len()).step_by(gridsize(1)) {
        y[i] = x[i] * 2.0 + 1.0;
    }
}

fn strided_test(dev: &Device) -> TestResult {
    twins_on();
    let n = 3 * N + 7;
    let mut rng = Rng::new("lanes_strided");
    let x = rng.vec_f32(n, -1.0, 1.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&vec![f32::NAN; n]))?;
    fc(lanes_strided.launch(Grid::new(blocks(N), BLOCK), &dx, &mut dy))?;
    let want: Vec<f32> = x.iter().map(|v| v * 2.0 + 1.0).collect();
    exact("y", &fc(dy.to_vec())?, &want)
}

/// Atomics from every logical thread.
#[kernel]
pub fn lanes_histogram(x: &[u32], bins: &mut [u32]) {
    let i = grid(1);
    if i < x.len() {
        atomic::add(bins, (x[i] % 61) as usize, 1u32);
    }
}

fn histogram_test(dev: &Device) -> TestResult {
    twins_on();
    let mut rng = Rng::new("lanes_histogram");
    let x: Vec<u32> = (0..N).map(|_| rng.next() as u32).collect();
    let dx = fc(dev.to_device(&x))?;
    let mut bins = fc(dev.zeros::<u32>(61))?;
    fc(lanes_histogram.launch(Grid::new(blocks(N), BLOCK), &dx, &mut bins))?;
    let mut want = vec![0u32; 61];
    for v in &x {
        want[(v % 61) as usize] += 1;
    }
    exact("bins", &fc(bins.to_vec())?, &want)
}

/// A device fn that does not read the thread's place (the twin may call it) and one that
/// does (the launch runs the kernel as written).
#[device]
fn lanes_scaled(v: f32, s: f32) -> f32 {
    v * s + 1.0
}

#[device]
fn lanes_my_index() -> usize {
    grid(1)
}

#[kernel]
pub fn lanes_calls(x: &[f32], y: &mut [f32], at: &mut [u32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = lanes_scaled(x[i], 2.0);
        let j = lanes_my_index();
        at[i] = j as u32;
    }
}

fn calls_test(dev: &Device) -> TestResult {
    twins_on();
    let mut rng = Rng::new("lanes_calls");
    let x = rng.vec_f32(N, -1.0, 1.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&vec![f32::NAN; N]))?;
    let mut at = fc(dev.to_device(&vec![u32::MAX; N]))?;
    fc(lanes_calls.launch(Grid::new(blocks(N), BLOCK), &dx, &mut dy, &mut at))?;
    let want: Vec<f32> = x.iter().map(|v| v * 2.0 + 1.0).collect();
    compare("y", &fc(dy.to_vec())?, &want, |g, w| close_f32(*g, *w, 1e-6))?;
    let want: Vec<u32> = (0..N as u32).collect();
    exact("at", &fc(at.to_vec())?, &want)
}

/// A 2-D kernel over a wide array: `grid(2)`, rows as views, a strided copy.
#[kernel]
pub fn lanes_rows(a: &Array2<f32>, b: &mut Array2<f32>) {
    let (x, y) = grid(2);
    if y < a.nrows() && x < a.ncols() {
        let row = a.row(y);
        b[[y, x]] = row[[x]] * 0.5 + (y as f32);
    }
}

fn rows_test(dev: &Device) -> TestResult {
    twins_on();
    let (h, w) = (3usize, 4 * 160 * 8 * 32 + 77);
    let mut rng = Rng::new("lanes_rows");
    let host = rng.vec_f32(h * w, -1.0, 1.0);
    let a = fc(dev.to_device_2d(&host, (h, w)))?;
    let mut b = fc(dev.to_device_2d(&vec![f32::NAN; h * w], (h, w)))?;
    fc(lanes_rows.launch(Grid::new((w.div_ceil(32) as u32, h as u32), (32u32, 1u32)), &a, &mut b))?;
    let want: Vec<f32> = (0..h * w).map(|k| host[k] * 0.5 + (k / w) as f32).collect();
    exact("b", &fc(b.to_vec())?, &want)
}

/// An out-of-bounds read by one logical thread of a large grid, in a block that is not the
/// first of its twin's block: the panic names that thread and block.
#[kernel]
pub fn lanes_gather(idx: &[u32], x: &[f32], out: &mut [f32]) {
    let i = grid(1);
    if i < out.len() {
        out[i] = x[idx[i] as usize];
    }
}

fn gather_panic_test(dev: &Device) -> TestResult {
    twins_on();
    let mut rng = Rng::new("lanes_gather");
    let x = rng.vec_f32(1000, -1.0, 1.0);
    let mut idx: Vec<u32> = (0..N).map(|_| rng.below(1000) as u32).collect();
    let (block, thread) = (4003u32, 77u32);
    idx[(block * BLOCK + thread) as usize] = 1005;
    let dx = fc(dev.to_device(&x))?;
    let di = fc(dev.to_device(&idx))?;
    let mut out = fc(dev.to_device(&vec![f32::NAN; N]))?;
    let r = lanes_gather.launch(Grid::new(blocks(N), BLOCK), &di, &dx, &mut out).and_then(|()| out.to_vec());
    let p: KernelPanic = match r {
        Err(Error::KernelPanic(p)) => p,
        other => return Err(format!("expected a panic of `lanes_gather`, got {other:?}")),
    };
    check!(p.kernel == "lanes_gather", "the panic names {}", p.kernel);
    check!(
        p.block == [block, 0, 0] && p.thread == [thread, 0, 0],
        "the panic names thread {:?} of block {:?}",
        p.thread,
        p.block
    );
    check!(p.message == "index out of bounds: the len is 1000 but the index is 1005", "the panic says {:?}", p.message);
    Ok(())
}

/// `y = a * x + y` where `x` is positive, else `-y`, after an early `return`: a generic kernel's
/// twin, for `f16` and `bf16` (each operation rounds once: exact against the host).
#[kernel]
pub fn lanes_halves<T: Float>(a: T, x: &[T], y: &mut [T]) {
    let i = grid(1);
    if i >= y.len() {
        return;
    }
    let v = x[i];
    if v > T::ZERO {
        y[i] = a * v + y[i];
    } else {
        y[i] = -y[i];
    }
}

fn halves_on_host<
    T: Copy + PartialOrd + std::ops::Mul<Output = T> + std::ops::Add<Output = T> + std::ops::Neg<Output = T>,
>(
    a: T,
    zero: T,
    x: &[T],
    y: &mut [T],
) {
    for (v, y) in x.iter().zip(y.iter_mut()) {
        *y = if *v > zero { a * *v + *y } else { -*y };
    }
}

fn halves_test(dev: &Device) -> TestResult {
    twins_on();
    // (A generic kernel's instance has its assumptions too: `x[i]` given `y.len() <= x.len()`,
    // which the launches below satisfy, so on a GPU they run its twin without checks.)
    for info in [lanes_halves.__fc_instance::<f16>(), lanes_halves.__fc_instance::<bf16>()] {
        let want = [Assume { small: Measure::Len(2), large: Measure::Len(1) }];
        check!(info.assumes == want && info.assumed_unchecked, "{} assumes {:?}", info.name, info.assumes);
    }
    let mut rng = Rng::new("lanes_halves");
    let (x, y0) = (rng.vec_f32(N, -1.0, 1.0), rng.vec_f32(N, -2.0, 2.0));
    let x16: Vec<f16> = x.iter().map(|&v| f16::from_f32(v)).collect();
    let y16: Vec<f16> = y0.iter().map(|&v| f16::from_f32(v)).collect();
    let (dx, mut dy) = (fc(dev.to_device(&x16))?, fc(dev.to_device(&y16))?);
    let a16 = f16::from_f32(1.75);
    fc(lanes_halves.launch(Grid::new(blocks(N), BLOCK), a16, &dx, &mut dy))?;
    let mut want = y16.clone();
    halves_on_host(a16, f16::ZERO, &x16, &mut want);
    exact("y (f16)", &fc(dy.to_vec())?, &want)?;
    let xb: Vec<bf16> = x.iter().map(|&v| bf16::from_f32(v)).collect();
    let yb: Vec<bf16> = y0.iter().map(|&v| bf16::from_f32(v)).collect();
    let (dx, mut dy) = (fc(dev.to_device(&xb))?, fc(dev.to_device(&yb))?);
    let ab = bf16::from_f32(-0.625);
    fc(lanes_halves.launch(Grid::new(blocks(N), BLOCK), ab, &dx, &mut dy))?;
    let mut want = yb.clone();
    halves_on_host(ab, bf16::ZERO, &xb, &mut want);
    exact("y (bf16)", &fc(dy.to_vec())?, &want)
}

/// Each logical thread's place, written as 16 bits: its block, the grid's extent, its thread.
#[kernel]
pub fn lanes_places16(out: &mut [u16]) {
    let i = grid(1);
    if i < out.len() {
        let b = block_idx();
        let g = grid_dim();
        let t = thread_idx();
        out[i] = (b.x.wrapping_mul(3) ^ g.x.wrapping_mul(5) ^ t.x.wrapping_mul(7) ^ (gridsize(1) as u32)) as u16;
    }
}

fn places16_test(dev: &Device) -> TestResult {
    twins_on();
    let g = blocks(N);
    let mut out = fc(dev.to_device(&vec![u16::MAX; N]))?;
    fc(lanes_places16.launch(Grid::new(g, BLOCK), &mut out))?;
    let want: Vec<u16> = (0..N as u32)
        .map(|i| ((i / BLOCK).wrapping_mul(3) ^ g.wrapping_mul(5) ^ (i % BLOCK).wrapping_mul(7) ^ (g * BLOCK)) as u16)
        .collect();
    exact("out", &fc(out.to_vec())?, &want)
}

/// An out-of-bounds read of halves, by a logical thread in the third lane of its twin's
/// block: the panic names that thread and block.
#[kernel]
pub fn lanes_gather16(idx: &[u32], x: &[f16], out: &mut [f16]) {
    let i = grid(1);
    if i < out.len() {
        out[i] = x[idx[i] as usize];
    }
}

fn gather16_panic_test(dev: &Device) -> TestResult {
    twins_on();
    let mut rng = Rng::new("lanes_gather16");
    let x: Vec<f16> = rng.vec_f32(1000, -1.0, 1.0).into_iter().map(f16::from_f32).collect();
    let mut idx: Vec<u32> = (0..N).map(|_| rng.below(1000) as u32).collect();
    // (Block 4 * 1001 + 2: lane 2 of its twin's block.)
    let (block, thread) = (4_006u32, 201u32);
    idx[(block * BLOCK + thread) as usize] = 1003;
    let dx = fc(dev.to_device(&x))?;
    let di = fc(dev.to_device(&idx))?;
    let mut out = fc(dev.to_device(&vec![f16::NAN; N]))?;
    let r = lanes_gather16.launch(Grid::new(blocks(N), BLOCK), &di, &dx, &mut out).and_then(|()| out.to_vec());
    let p: KernelPanic = match r {
        Err(Error::KernelPanic(p)) => p,
        other => return Err(format!("expected a panic of `lanes_gather16`, got {other:?}")),
    };
    check!(
        p.block == [block, 0, 0] && p.thread == [thread, 0, 0],
        "the panic names thread {:?} of block {:?}",
        p.thread,
        p.block
    );
    check!(p.message == "index out of bounds: the len is 1000 but the index is 1003", "the panic says {:?}", p.message);
    Ok(())
}

/// Elements for the `_lanes_v` twin (which the tests below ask for, as
/// `FERROCUDA_VECTOR_LANES=1` does): its grid needs 8 waves of blocks (more than 8 waves of
/// blocks of 256 on any GPU up to 160 multiprocessors), and not a multiple of 8 blocks.
const NV: usize = (1 << 22) + 12_345;

/// `y = a * x + y` with a binding between: the vector twin's loads of `x` and `y` and its
/// store of `y`, each 8 consecutive elements at once where they are aligned, each lane's own
/// where not. (Without fused multiply-adds: exact against the host.)
#[kernel(fmad = false)]
pub fn lanes_vector_axpy<T: Float>(a: T, x: &[T], y: &mut [T]) {
    let i = grid(1);
    if i < y.len() {
        let v = x[i];
        y[i] = a * v + y[i];
    }
}

fn vector_axpy_case<T: Float + ferrocuda::DeviceCopy + PartialEq + std::fmt::Debug>(
    dev: &Device,
    what: &str,
    from_f32: fn(f32) -> T,
    offset: usize,
) -> TestResult {
    let mut rng = Rng::new(&format!("lanes_vector_axpy {what} {offset}"));
    let n = NV + offset;
    let x: Vec<T> = rng.vec_f32(n, -1.0, 1.0).into_iter().map(from_f32).collect();
    let y0: Vec<T> = rng.vec_f32(n, -2.0, 2.0).into_iter().map(from_f32).collect();
    let a = from_f32(-1.375);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&y0))?;
    // (An offset of one element: no lane's address is aligned, every statement takes the
    // lanes' own accesses.)
    let (xs, ys) = (fc(dx.slice(offset..))?, fc(dy.slice_mut(offset..))?);
    fc(lanes_vector_axpy.launch(Grid::new(blocks(NV), BLOCK), a, xs, ys))?;
    let mut want = y0.clone();
    for k in offset..n {
        want[k] = a * x[k] + y0[k];
    }
    exact(&format!("y ({what}, offset {offset})"), &fc(dy.to_vec())?, &want)
}

/// Twins for large grids, and the vector twins (for every test from now on: each kernel's
/// results are the same with them).
fn vector_twins_on() {
    twins_on();
    set_vector_lanes(true);
}

fn vector_axpy_test(dev: &Device) -> TestResult {
    vector_twins_on();
    check!(
        lanes_vector_axpy.__fc_instance::<f16>().cuda_source().contains("lanes_vector_axpy_lanes_v("),
        "lanes_vector_axpy has no vector twin"
    );
    for offset in [0, 1] {
        vector_axpy_case::<f16>(dev, "f16", f16::from_f32, offset)?;
        vector_axpy_case::<bf16>(dev, "bf16", bf16::from_f32, offset)?;
        vector_axpy_case::<f32>(dev, "f32", |v| v, offset)?;
    }
    vector_axpy_case::<f64>(dev, "f64", f64::from, 0)
}

/// An out-of-bounds read by one logical thread of the vector twin (lane 5 of its thread, the
/// fourth logical block of its block): the panic names that thread and block.
fn vector_gather_panic_test(dev: &Device) -> TestResult {
    vector_twins_on();
    let mut rng = Rng::new("lanes_vector_gather16");
    let x: Vec<f16> = rng.vec_f32(1000, -1.0, 1.0).into_iter().map(f16::from_f32).collect();
    let mut idx: Vec<u32> = (0..NV).map(|_| rng.below(1000) as u32).collect();
    let (block, thread) = (8 * 1001 + 3u32, 77u32);
    idx[(block * BLOCK + thread) as usize] = 1004;
    let dx = fc(dev.to_device(&x))?;
    let di = fc(dev.to_device(&idx))?;
    let mut out = fc(dev.to_device(&vec![f16::NAN; NV]))?;
    let r = lanes_gather16.launch(Grid::new(blocks(NV), BLOCK), &di, &dx, &mut out).and_then(|()| out.to_vec());
    let p: KernelPanic = match r {
        Err(Error::KernelPanic(p)) => p,
        other => return Err(format!("expected a panic of `lanes_gather16`, got {other:?}")),
    };
    check!(
        p.block == [block, 0, 0] && p.thread == [thread, 0, 0],
        "the panic names thread {:?} of block {:?}",
        p.thread,
        p.block
    );
    check!(p.message == "index out of bounds: the len is 1000 but the index is 1004", "the panic says {:?}", p.message);
    Ok(())
}

/// Compound assignments to memory, as users write axpy (`y[i] += a * x[i]`): in both twins
/// every lane's value and the element it updates are read before any lane stores (in the
/// vector twin, one vector access each where the lanes' elements fit). (Without fused
/// multiply-adds: exact against the host.)
#[kernel(fmad = false)]
pub fn lanes_updates<T: Float>(a: T, x: &[T], y: &mut [T]) {
    let i = grid(1);
    if i < y.len() {
        y[i] += a * x[i];
    }
}

/// Integer compound assignments: a division and a remainder, which panic by themselves (the
/// prelude's helpers), a shift, and the native `^=`.
#[kernel]
pub fn lanes_int_updates(d: &[u32], n: &mut [u32], m: &mut [i32]) {
    let i = grid(1);
    if i < n.len() {
        n[i] /= d[i];
        m[i] %= d[i] as i32;
        n[i] <<= d[i] % 8;
        m[i] ^= i as i32;
    }
}

fn updates_case<T: Float + ferrocuda::DeviceCopy + PartialEq + std::fmt::Debug>(
    dev: &Device,
    what: &str,
    from_f32: fn(f32) -> T,
    offset: usize,
) -> TestResult {
    let mut rng = Rng::new(&format!("lanes_updates {what} {offset}"));
    let n = NV + offset;
    let x: Vec<T> = rng.vec_f32(n, -1.0, 1.0).into_iter().map(from_f32).collect();
    let y0: Vec<T> = rng.vec_f32(n, -2.0, 2.0).into_iter().map(from_f32).collect();
    let a = from_f32(0.625);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&y0))?;
    let (xs, ys) = (fc(dx.slice(offset..))?, fc(dy.slice_mut(offset..))?);
    fc(lanes_updates.launch(Grid::new(blocks(NV), BLOCK), a, xs, ys))?;
    let mut want = y0.clone();
    for k in offset..n {
        want[k] = y0[k] + a * x[k];
    }
    exact(&format!("y ({what}, offset {offset})"), &fc(dy.to_vec())?, &want)
}

fn int_updates_on_host(d: &[u32], n: &mut [u32], m: &mut [i32]) {
    for (i, ((d, n), m)) in d.iter().zip(n.iter_mut()).zip(m.iter_mut()).enumerate() {
        *n /= d;
        *m %= *d as i32;
        *n <<= d % 8;
        *m ^= i as i32;
    }
}

/// Each case with the `_lanes` twins, then with the `_lanes_v` twins.
fn updates_test(dev: &Device) -> TestResult {
    for vector in [false, true] {
        twins_on();
        set_vector_lanes(vector);
        for offset in [0, 1] {
            updates_case::<f16>(dev, "f16", f16::from_f32, offset)?;
            updates_case::<bf16>(dev, "bf16", bf16::from_f32, offset)?;
            updates_case::<f32>(dev, "f32", |v| v, offset)?;
        }
        updates_case::<f64>(dev, "f64", f64::from, 0)?;
        let mut rng = Rng::new("lanes_int_updates");
        let d: Vec<u32> = (0..NV).map(|_| 1 + rng.below(100) as u32).collect();
        let n0: Vec<u32> = (0..NV).map(|_| rng.below(1 << 24) as u32).collect();
        let m0: Vec<i32> = (0..NV).map(|_| rng.below(1 << 24) as i32 - (1 << 23)).collect();
        let dd = fc(dev.to_device(&d))?;
        let (mut dn, mut dm) = (fc(dev.to_device(&n0))?, fc(dev.to_device(&m0))?);
        fc(lanes_int_updates.launch(Grid::new(blocks(NV), BLOCK), &dd, &mut dn, &mut dm))?;
        let (mut n, mut m) = (n0.clone(), m0.clone());
        int_updates_on_host(&d, &mut n, &mut m);
        exact(&format!("n (vector twins: {vector})"), &fc(dn.to_vec())?, &n)?;
        exact(&format!("m (vector twins: {vector})"), &fc(dm.to_vec())?, &m)?;
    }
    Ok(())
}

/// A division by zero in one logical thread of a compound assignment (lane 6 of its thread in
/// the vector twin, the third logical block of its block in the other): the panic names that
/// thread and block, in both twins.
fn updates_panic_test(dev: &Device) -> TestResult {
    for vector in [false, true] {
        twins_on();
        set_vector_lanes(vector);
        let (block, thread) = (8 * 1001 + 2u32, 134u32);
        let mut d = vec![3u32; NV];
        d[(block * BLOCK + thread) as usize] = 0;
        let dd = fc(dev.to_device(&d))?;
        let mut dn = fc(dev.to_device(&vec![7u32; NV]))?;
        let mut dm = fc(dev.to_device(&vec![5i32; NV]))?;
        let r =
            lanes_int_updates.launch(Grid::new(blocks(NV), BLOCK), &dd, &mut dn, &mut dm).and_then(|()| dn.to_vec());
        let p: KernelPanic = match r {
            Err(Error::KernelPanic(p)) => p,
            other => return Err(format!("expected a panic of `lanes_int_updates`, got {other:?}")),
        };
        check!(
            p.block == [block, 0, 0] && p.thread == [thread, 0, 0],
            "the panic (vector twins: {vector}) names thread {:?} of block {:?}",
            p.thread,
            p.block
        );
        check!(p.message == "attempt to divide by zero", "the panic says {:?}", p.message);
    }
    Ok(())
}

/// A device fn reading `thread_idx()`: a `_lanes_v` twin's threads are not the grid's, so the
/// launch runs the kernel as written; the kernel's own `thread_idx()` and `block_idx()`.
#[device]
fn lanes_my_thread() -> u32 {
    thread_idx().x
}

#[kernel]
pub fn lanes_thread_calls(out: &mut [u32]) {
    let i = grid(1);
    if i < out.len() {
        out[i] = lanes_my_thread() ^ thread_idx().x.wrapping_mul(3) ^ block_idx().x.wrapping_mul(5);
    }
}

#[kernel]
pub fn lanes_vector_places(out: &mut [u32]) {
    let i = grid(1);
    if i < out.len() {
        out[i] = thread_idx().x.wrapping_mul(3) ^ block_idx().x.wrapping_mul(5) ^ grid_dim().x;
    }
}

fn vector_places_test(dev: &Device) -> TestResult {
    vector_twins_on();
    let g = blocks(NV);
    let mut out = fc(dev.to_device(&vec![u32::MAX; NV]))?;
    fc(lanes_thread_calls.launch(Grid::new(g, BLOCK), &mut out))?;
    let want: Vec<u32> =
        (0..NV as u32).map(|i| (i % BLOCK) ^ (i % BLOCK).wrapping_mul(3) ^ (i / BLOCK).wrapping_mul(5)).collect();
    exact("out (a device fn reading thread_idx)", &fc(out.to_vec())?, &want)?;
    let mut out = fc(dev.to_device(&vec![u32::MAX; NV]))?;
    fc(lanes_vector_places.launch(Grid::new(g, BLOCK), &mut out))?;
    let want: Vec<u32> =
        (0..NV as u32).map(|i| (i % BLOCK).wrapping_mul(3) ^ (i / BLOCK).wrapping_mul(5) ^ g).collect();
    exact("out", &fc(out.to_vec())?, &want)
}

pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("lanes_branches_and_returns", branches_test),
        ("lanes_loops_match_and_tuples", loops_test),
        ("lanes_places_in_the_grid", places_test),
        ("lanes_places_in_the_warp", warp_places_test),
        ("lanes_grid_stride_loop", strided_test),
        ("lanes_atomics", histogram_test),
        ("lanes_device_fn_calls", calls_test),
        ("lanes_2d_rows", rows_test),
        ("panic_lanes_names_the_logical_block", gather_panic_test),
        ("lanes_generic_halves", halves_test),
        ("lanes_places_in_the_grid_16_bit", places16_test),
        ("panic_lanes_halves_names_the_logical_block", gather16_panic_test),
        ("lanes_vector_twin_axpy", vector_axpy_test),
        ("lanes_compound_assignments", updates_test),
        ("panic_lanes_compound_assignment_names_the_logical_thread", updates_panic_test),
        ("lanes_vector_twin_places_and_thread_reading_calls", vector_places_test),
        ("panic_lanes_vector_twin_names_the_logical_thread", vector_gather_panic_test),
    ]
}
