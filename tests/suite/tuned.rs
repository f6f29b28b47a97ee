//! What hand-tuned kernels need: vector loads and stores (`x.load::<N>(i)`, `y.store(i, v)`)
//! of slices at any offset, shared arrays and their rows, for several element sizes; their
//! range checks with Rust's messages; `launch_bounds`, `min_blocks` and `max_registers`.

use ferrocuda::prelude::*;
use ferrocuda::{Error, KernelPanic};

use crate::check;
use crate::lang::DeviceTest;
use crate::util::*;

/// Four at a time from `x` at offset `off` (any alignment), scaled, four at a time to `y`.
#[kernel(fmad = false)]
pub fn vec_scale(x: &[f32], y: &mut [f32], off: usize, a: f32) {
    let i = grid(1) * 4;
    let x = &x[off..];
    if i + 4 <= y.len() {
        let v = x.load::<4>(i);
        y.store(i, [v[0] * a, v[1] * a, v[2] * a, v[3] * a]);
    }
}

/// Eight halves and sixteen bytes at once, a pair of f64; reversed in the array.
#[kernel]
pub fn vec_widths(h: &[f16], g: &mut [f16], b: &[u8], c: &mut [u8], d: &[f64], e: &mut [f64]) {
    let t = grid(1);
    if t * 8 + 8 <= g.len() {
        let v = h.load::<8>(t * 8);
        let mut r = v;
        for k in 0..8 {
            r[k] = v[7 - k];
        }
        g.store(t * 8, r);
    }
    if t * 16 + 16 <= c.len() {
        let mut v = b.load::<16>(t * 16);
        v[0] = v[0].wrapping_add(v[15]);
        c.store(t * 16, v);
    }
    if t * 2 + 2 <= e.len() {
        let v = d.load::<2>(t * 2);
        e.store(t * 2, [v[1], v[0]]);
    }
}

#[device]
fn dot4(x: &[f32], i: usize, w: [f32; 4]) -> f32 {
    let v = x.load::<4>(i);
    v[0] * w[0] + v[1] * w[1] + v[2] * w[2] + v[3] * w[3]
}

/// Through shared memory: each thread stores four elements into a 1-D tile and a row of a
/// 2-D one, and after the barrier reads its neighbour's.
#[kernel(fmad = false, launch_bounds = 128, min_blocks = 4)]
pub fn vec_shared(x: &[f32], y: &mut [f32]) {
    let tile = shared_array::<f32, 512>();
    let rows = shared_array::<[f32; 4], 128>();
    let t = thread_idx().x as usize;
    let base = block_idx().x as usize * 512;
    let v = x.load::<4>(base + t * 4);
    tile.store(t * 4, v);
    rows[t].store(0, [v[3], v[2], v[1], v[0]]);
    sync_threads();
    let u = (t + 1) % 128;
    let w = tile.load::<4>(u * 4);
    let r = rows[u].load::<2>(2);
    y.store(base + t * 4, [w[0] + r[0], w[1] + r[1], w[2], dot4(x, base + t * 4, [1.0f32, 2.0, 3.0, 4.0])]);
}

/// A load of `x[i..i + 4]` for a thread's `i`, out of range past the end.
#[kernel]
pub fn vec_past_end(x: &[f32], y: &mut [f32], i: usize) {
    if grid(1) == 0 {
        let v = x.load::<4>(i); // the load that fails
        y.store(0, v);
    }
}

#[kernel(unchecked, max_registers = 32)]
pub fn vec_unchecked(x: &[u32], y: &mut [u32]) {
    let i = grid(1) * 4;
    if i + 4 <= y.len() {
        let v = x.load::<4>(i);
        y.store(i, [v[1], v[2], v[3], v[0]]);
    }
}

fn scale_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("vec_scale");
    let n = 4 * 5000;
    let x = rng.vec_f32(n + 8, -10.0, 10.0);
    let dx = fc(dev.to_device(&x))?;
    // Offsets 0 (aligned), 1, 2, 3 (a part of `x` not at 16 bytes: element by element).
    for off in 0..4 {
        let mut dy = fc(dev.to_device(&vec![f32::NAN; n]))?;
        fc(vec_scale.launch(Grid::for_elements(n / 4), &dx, &mut dy, off, 1.5))?;
        let want: Vec<f32> = x[off..off + n].iter().map(|v| v * 1.5).collect();
        exact(&format!("y at offset {off}"), &fc(dy.to_vec())?, &want)?;
    }
    Ok(())
}

fn widths_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("vec_widths");
    let threads = 3000;
    let h: Vec<f16> = rng.vec_f32(threads * 8, -4.0, 4.0).into_iter().map(f16::from_f32).collect();
    let b: Vec<u8> = (0..threads * 16).map(|_| rng.next() as u8).collect();
    let d = rng.vec_f64(threads * 2, -1e3, 1e3);
    let (dh, db, dd) = (fc(dev.to_device(&h))?, fc(dev.to_device(&b))?, fc(dev.to_device(&d))?);
    let mut dg = fc(dev.to_device(&vec![f16::NAN; threads * 8]))?;
    let mut dc = fc(dev.to_device(&vec![0xA5u8; threads * 16]))?;
    let mut de = fc(dev.to_device(&vec![f64::NAN; threads * 2]))?;
    fc(vec_widths.launch(Grid::for_elements(threads), &dh, &mut dg, &db, &mut dc, &dd, &mut de))?;
    let g: Vec<f16> = h.chunks(8).flat_map(|c| c.iter().rev().copied().collect::<Vec<_>>()).collect();
    let mut c = b.clone();
    for k in c.chunks_mut(16) {
        k[0] = k[0].wrapping_add(k[15]);
    }
    let e: Vec<f64> = d.chunks(2).flat_map(|p| [p[1], p[0]]).collect();
    let bits = |v: &[f16]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
    exact("g", &bits(&fc(dg.to_vec())?), &bits(&g))?;
    exact("c", &fc(dc.to_vec())?, &c)?;
    exact("e", &fc(de.to_vec())?, &e)
}

fn shared_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("vec_shared");
    let blocks = 37;
    let x = rng.vec_f32(blocks * 512, -8.0, 8.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&vec![f32::NAN; x.len()]))?;
    fc(vec_shared.launch(Grid::new(blocks as u32, 128u32), &dx, &mut dy))?;
    let mut want = vec![0.0f32; x.len()];
    for b in 0..blocks {
        for t in 0..128 {
            let (i, u) = (b * 512 + t * 4, b * 512 + (t + 1) % 128 * 4);
            let w = x.load::<4>(u);
            // rows[u] holds u's four reversed; its elements 2 and 3 are u's 1 and 0.
            want.store(i, [w[0] + w[1], w[1] + w[0], w[2], dot4(&x, i, [1.0, 2.0, 3.0, 4.0])]);
        }
    }
    exact("y", &fc(dy.to_vec())?, &want)
}

fn unchecked_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("vec_unchecked");
    let n = 4 * 4099;
    let x: Vec<u32> = (0..n).map(|_| rng.next() as u32).collect();
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&vec![7u32; n]))?;
    fc(vec_unchecked.launch(Grid::for_elements(n / 4), &dx, &mut dy))?;
    let want: Vec<u32> = x.chunks(4).flat_map(|c| [c[1], c[2], c[3], c[0]]).collect();
    exact("y", &fc(dy.to_vec())?, &want)?;
    if !dev.is_simulator() {
        let r = fc(vec_unchecked.resources(dev))?;
        check!(r.registers <= 32, "`max_registers = 32` compiled to {} registers", r.registers);
    }
    Ok(())
}

/// Rust's own message and the line of the `load`, for every start near the end.
fn past_end_test(dev: &Device) -> TestResult {
    let x = vec![2.5f32; 10];
    let dx = fc(dev.to_device(&x))?;
    let line = include_str!("tuned.rs")
        .lines()
        .position(|l| l.trim() == "let v = x.load::<4>(i); // the load that fails")
        .map_or(0, |i| i + 1);
    for i in [6usize, 7, 9, 10, 11, 40] {
        let rust = std::panic::catch_unwind(|| x.load::<4>(i)[0]);
        let mut dy = fc(dev.to_device(&[f32::NAN; 4]))?;
        let got = vec_past_end.launch(Grid::new(1u32, 32u32), &dx, &mut dy, i).and_then(|_| dy.to_vec());
        match (rust, got) {
            (Ok(_), Ok(v)) => check!(v == [2.5; 4], "load at {i}: {v:?}"),
            (Err(p), Err(Error::KernelPanic(KernelPanic { message, line: l, .. }))) => {
                let want = p.downcast_ref::<String>().cloned().unwrap_or_default();
                check!(
                    message == want && l as usize == line,
                    "load at {i}: `{message}` at line {l}, Rust: `{want}` at {line}"
                );
            }
            (rust, got) => return Err(format!("load at {i}: Rust gives {rust:?}, the kernel {got:?}")),
        }
    }
    Ok(())
}

/// A block larger than `launch_bounds` is refused, saying so; an automatic grid fits it.
fn bounds_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("vec_bounds");
    let x = rng.vec_f32(512 * 4, -1.0, 1.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&vec![f32::NAN; x.len()]))?;
    match vec_shared.launch(Grid::new(4u32, 256u32), &dx, &mut dy) {
        Err(e @ Error::LaunchConfig { .. }) => {
            let text = e.to_string();
            check!(
                text.contains("its blocks have 256 threads, more than its `#[kernel(launch_bounds = 128)]` allows"),
                "wrong message: {text}"
            );
        }
        other => return Err(format!("a block of 256 threads for `launch_bounds = 128` gave {other:?}")),
    }
    let mut dz = fc(dev.to_device(&vec![f32::NAN; 4 * 3000]))?;
    let xs = fc(dev.to_device(&rng.vec_f32(4 * 3000 + 4, -1.0, 1.0)))?;
    fc(vec_scale.launch(Grid::for_elements(3000), &xs, &mut dz, 0, 2.0))?;
    check!(fc(dz.to_vec())?.iter().all(|v| v.is_finite()), "vec_scale left poison");
    Ok(())
}

pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("vector_loads_and_stores_at_any_offset", scale_test),
        ("vector_accesses_of_halves_bytes_and_f64", widths_test),
        ("vector_accesses_of_shared_arrays_and_rows", shared_test),
        ("vector_accesses_unchecked_with_max_registers", unchecked_test),
        ("panic_vector_load_past_the_end", past_end_test),
        ("launch_bounds_refuse_larger_blocks", bounds_test),
    ]
}

/// The groups of copies that may stay in flight in `pipelined_sums`.
pub const IN_FLIGHT: u32 = 1;

/// Double buffering: tile `k + 1` of the block's part of `x` is in flight while tile `k` is
/// summed; each thread reads elements other threads copied. `x` starts at `off` (a part not at
/// 16 bytes takes the plain copy).
#[kernel(fmad = false)]
pub fn pipelined_sums(x: &[f32], out: &mut [f32], tiles: usize, off: usize) {
    let buf = shared_array::<[f32; 512], 2>();
    let x = &x[off..];
    let t = thread_idx().x as usize;
    let base = block_idx().x as usize * tiles * 512;
    pipeline::copy::<4>(buf[0], t * 4, x, base + t * 4);
    pipeline::commit();
    let mut acc = 0.0f32;
    for k in 0..tiles {
        if k + 1 < tiles {
            pipeline::copy::<4>(buf[(k + 1) % 2], t * 4, x, base + (k + 1) * 512 + t * 4);
        }
        pipeline::commit();
        pipeline::wait_prior(IN_FLIGHT);
        sync_threads();
        let s = k % 2;
        acc = acc * 0.5 + buf[s][(t * 4 + 5) % 512] - buf[s][(t * 4 + 130) % 512];
        sync_threads();
    }
    out[block_idx().x as usize * 128 + t] = acc;
}

/// Halves eight at a time and bytes sixteen at a time through shared memory, waited for all
/// at once.
#[kernel]
pub fn pipelined_widths(h: &[f16], g: &mut [f16], b: &[u8], c: &mut [u8]) {
    let th = shared_array::<f16, 512>();
    let tb = shared_array::<u8, 1024>();
    let t = thread_idx().x as usize;
    let base = block_idx().x as usize;
    pipeline::copy::<8>(th, t * 8, h, base * 512 + t * 8);
    pipeline::copy::<16>(tb, t * 16, b, base * 1024 + t * 16);
    pipeline::wait_all();
    sync_threads();
    let u = 63 - t;
    for k in 0..8 {
        g[base * 512 + t * 8 + k] = th[u * 8 + k];
    }
    for k in 0..16 {
        c[base * 1024 + t * 16 + k] = tb[u * 16 + k];
    }
}

/// A copy whose source range ends past the slice.
#[kernel]
pub fn pipelined_past_end(x: &[f32], y: &mut [f32], i: usize) {
    let tile = shared_array::<f32, 64>();
    let t = thread_idx().x as usize;
    if t == 0 {
        pipeline::copy::<4>(tile, 0, x, i); // the copy that fails
        pipeline::wait_all();
        y.store(0, tile.load::<4>(0));
    }
}

fn pipelined_reference(x: &[f32], blocks: usize, tiles: usize) -> Vec<f32> {
    let mut out = Vec::new();
    for b in 0..blocks {
        for t in 0..128 {
            let mut acc = 0.0f32;
            for k in 0..tiles {
                let tile = &x[(b * tiles + k) * 512..];
                acc = acc * 0.5 + tile[(t * 4 + 5) % 512] - tile[(t * 4 + 130) % 512];
            }
            out.push(acc);
        }
    }
    out
}

fn pipelined_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("pipelined_sums");
    let (blocks, tiles) = (23, 9);
    let x = rng.vec_f32(blocks * tiles * 512 + 3, -4.0, 4.0);
    let dx = fc(dev.to_device(&x))?;
    for off in [0usize, 1, 3] {
        let mut out = fc(dev.to_device(&vec![f32::NAN; blocks * 128]))?;
        fc(pipelined_sums.launch(Grid::new(blocks as u32, 128u32), &dx, &mut out, tiles, off))?;
        let want = pipelined_reference(&x[off..], blocks, tiles);
        exact(&format!("out at offset {off}"), &fc(out.to_vec())?, &want)?;
    }
    Ok(())
}

fn pipelined_widths_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("pipelined_widths");
    let blocks = 19;
    let h: Vec<f16> = rng.vec_f32(blocks * 512, -3.0, 3.0).into_iter().map(f16::from_f32).collect();
    let b: Vec<u8> = (0..blocks * 1024).map(|_| rng.next() as u8).collect();
    let (dh, db) = (fc(dev.to_device(&h))?, fc(dev.to_device(&b))?);
    let mut dg = fc(dev.to_device(&vec![f16::NAN; h.len()]))?;
    let mut dc = fc(dev.to_device(&vec![0x5Au8; b.len()]))?;
    fc(pipelined_widths.launch(Grid::new(blocks as u32, 64u32), &dh, &mut dg, &db, &mut dc))?;
    let mut g = Vec::new();
    let mut c = Vec::new();
    for blk in 0..blocks {
        for t in 0..64 {
            let u = 63 - t;
            g.extend(h[blk * 512 + u * 8..][..8].iter().map(|v| v.to_bits()));
            c.extend_from_slice(&b[blk * 1024 + u * 16..][..16]);
        }
    }
    let got: Vec<u16> = fc(dg.to_vec())?.iter().map(|v| v.to_bits()).collect();
    exact("g", &got, &g)?;
    exact("c", &fc(dc.to_vec())?, &c)
}

fn pipelined_past_end_test(dev: &Device) -> TestResult {
    let x = vec![1.25f32; 10];
    let dx = fc(dev.to_device(&x))?;
    let marker = "pipeline::copy::<4>(tile, 0, x, i); // the copy that fails";
    let line = include_str!("tuned.rs").lines().position(|l| l.trim() == marker).map_or(0, |i| i + 1);
    for i in [6usize, 7, 12] {
        let rust = std::panic::catch_unwind(|| x.load::<4>(i)[0]);
        let mut dy = fc(dev.to_device(&[f32::NAN; 4]))?;
        let got = pipelined_past_end.launch(Grid::new(1u32, 32u32), &dx, &mut dy, i).and_then(|_| dy.to_vec());
        match (rust, got) {
            (Ok(_), Ok(v)) => check!(v == [1.25; 4], "copy at {i}: {v:?}"),
            (Err(p), Err(Error::KernelPanic(KernelPanic { message, line: l, .. }))) => {
                let want = p.downcast_ref::<String>().cloned().unwrap_or_default();
                check!(
                    message == want && l as usize == line,
                    "copy at {i}: `{message}` at line {l}, Rust: `{want}` at {line}"
                );
            }
            (rust, got) => return Err(format!("copy at {i}: Rust gives {rust:?}, the kernel {got:?}")),
        }
    }
    Ok(())
}

/// Indices whose checks the translator proves from their ranges (`for` variables over
/// constants, `thread_idx()` below `launch_bounds`, `%`, `&`), beside one it cannot.
#[kernel(launch_bounds = 64, fmad = false)]
pub fn ranged_tiles(x: &[f32], y: &mut [f32], extra: usize) {
    let tile = shared_array::<f32, 256>();
    let t = thread_idx().x as usize;
    let base = block_idx().x as usize * 256;
    for k in 0..4 {
        tile[t * 4 + k] = x[base + t * 4 + k];
    }
    sync_threads();
    let mut acc = 0.0f32;
    for k in 0..4 {
        acc += tile[(t + k * 64) % 256] * tile[(t & 31) * 8 + k];
    }
    acc += tile[t * 4 + extra]; // the index that stays checked
    y[base / 4 + t] = acc;
}

fn ranged_reference(x: &[f32], blocks: usize, extra: usize) -> Vec<f32> {
    let mut y = Vec::new();
    for b in 0..blocks {
        let tile = &x[b * 256..][..256];
        for t in 0..64 {
            let mut acc = 0.0f32;
            for k in 0..4 {
                acc += tile[(t + k * 64) % 256] * tile[(t & 31) * 8 + k];
            }
            y.push(acc + tile[t * 4 + extra]);
        }
    }
    y
}

fn ranged_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("ranged_tiles");
    let blocks = 29;
    let x = rng.vec_f32(blocks * 256, -2.0, 2.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&vec![f32::NAN; blocks * 64]))?;
    fc(ranged_tiles.launch(Grid::new(blocks as u32, 64u32), &dx, &mut dy, 3))?;
    exact("y", &fc(dy.to_vec())?, &ranged_reference(&x, blocks, 3))?;
    // `extra = 4`: thread 63 reads element 256 of 256.
    let r = ranged_tiles.launch(Grid::new(blocks as u32, 64u32), &dx, &mut dy, 4).and_then(|()| dy.to_vec());
    let marker = "acc += tile[t * 4 + extra]; // the index that stays checked";
    let line = include_str!("tuned.rs").lines().position(|l| l.trim() == marker).map_or(0, |i| i + 1);
    match r {
        Err(Error::KernelPanic(p)) => {
            check!(p.thread == [63, 0, 0], "the panic names thread {:?}", p.thread);
            check!(p.line as usize == line, "the panic names line {}, not {line}", p.line);
            check!(
                p.message == "index out of bounds: the len is 256 but the index is 256",
                "the panic says {:?}",
                p.message
            );
            Ok(())
        }
        other => Err(format!("expected a panic of `ranged_tiles`, got {other:?}")),
    }
}

pub fn pipeline_tests() -> Vec<DeviceTest> {
    vec![
        ("panic_ranged_indices_keep_the_check_they_need", ranged_test),
        ("pipeline_double_buffered_tiles", pipelined_test),
        ("pipeline_copies_of_halves_and_bytes", pipelined_widths_test),
        ("panic_pipeline_copy_past_the_end", pipelined_past_end_test),
    ]
}
