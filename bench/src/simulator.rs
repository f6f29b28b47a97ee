//! `ferrocuda-bench --simulator`: the CPU simulator's own speed, in simulated threads per
//! second, for the kinds of kernel a test suite runs — threads that never meet, a
//! barrier-heavy block reduction, a warp-shuffle reduction, a tiled matmul, and a
//! one-block-per-row normalisation (a dozen barriers and shuffles per block, as ML custom ops
//! have). No GPU needed; every result is checked against the CPU before it is timed.
//!
//! Times are medians of five launches; "threads/s" is the grid's threads over that time.

use std::time::Instant;

use ferrocuda::prelude::*;

use crate::harness::{s, Res};
use crate::kernels::warp_sum;

/// `vector_add` over 2^20 floats: threads that never wait for each other.
#[kernel]
fn independent(a: &[f32], b: &[f32], c: &mut [f32]) {
    let i = grid(1);
    if i < c.len() {
        c[i] = a[i] * 2.0 + b[i];
    }
}

/// A tree reduction in shared memory: eight barriers per block of 256.
#[kernel]
fn block_reduce(x: &[f32], out: &mut [f32]) {
    let cache = shared_array::<f32, 256>();
    let t = thread_idx().x as usize;
    let i = grid(1);
    cache[t] = if i < x.len() { x[i] } else { 0.0 };
    sync_threads();
    let mut half = 128;
    while half > 0 {
        if t < half {
            cache[t] += cache[t + half];
        }
        sync_threads();
        half /= 2;
    }
    if t == 0 {
        out[block_idx().x as usize] = cache[0];
    }
}

/// Each warp reduces with shuffles, the block's warps through shared memory.
#[kernel]
fn warp_reduce(x: &[f32], out: &mut [f32]) {
    let partial = shared_array::<f32, 32>();
    let t = thread_idx().x as usize;
    let i = grid(1);
    let s = warp_sum(if i < x.len() { x[i] } else { 0.0 });
    if lane_id() == 0 {
        partial[t / 32] = s;
    }
    sync_threads();
    if t < 32 {
        let warps = (block_dim().x / 32) as usize;
        let v = warp_sum(if t < warps { partial[t] } else { 0.0 });
        if t == 0 {
            out[block_idx().x as usize] = v;
        }
    }
}

const TILE: usize = 16;

/// `c = a · b` for n × n matrices, through 16 × 16 tiles of shared memory.
#[kernel]
fn tiled_matmul(a: &[f32], b: &[f32], c: &mut [f32], n: u32) {
    let a_tile = shared_array::<[f32; 16], 16>();
    let b_tile = shared_array::<[f32; 16], 16>();
    let n = n as usize;
    let (tx, ty) = (thread_idx().x as usize, thread_idx().y as usize);
    let row = block_idx().y as usize * 16 + ty;
    let col = block_idx().x as usize * 16 + tx;
    let mut acc = 0.0f32;
    let mut k0 = 0;
    while k0 < n {
        a_tile[ty][tx] = a[row * n + k0 + tx];
        b_tile[ty][tx] = b[(k0 + ty) * n + col];
        sync_threads();
        for k in 0..16 {
            acc += a_tile[ty][k] * b_tile[k][tx];
        }
        sync_threads();
        k0 += 16;
    }
    c[row * n + col] = acc;
}

/// `reps` barriers per thread, and nothing else: what a barrier costs.
#[kernel]
fn barriers_only(y: &mut [f32], reps: u32) {
    let i = grid(1);
    let mut v = i as f32;
    let mut r = 0;
    while r < reps {
        sync_threads();
        v += 1.0;
        r += 1;
    }
    y[i] = v;
}

/// `reps` warp shuffles per thread, and nothing else: what a shuffle costs.
#[kernel]
fn shuffles_only(y: &mut [f32], reps: u32) {
    let i = grid(1);
    let mut v = i as f32;
    let mut r = 0;
    while r < reps {
        v += warp::shfl_xor(v, 1);
        r += 1;
    }
    y[i] = v;
}

#[device]
fn block_total(v: f32, partial: &mut [f32]) -> f32 {
    let t = thread_idx().x as usize;
    let s = warp_sum(v);
    if lane_id() == 0 {
        partial[t / 32] = s;
    }
    sync_threads();
    let warps = (block_dim().x / 32) as usize;
    let w = warp_sum(if lane_id() < warps as u32 { partial[lane_id() as usize] } else { 0.0 });
    sync_threads();
    w
}

/// One block per row: mean, then variance, then the normalised row (as a layer norm).
#[kernel]
fn row_normalize(x: &[f32], y: &mut [f32], cols: u32) {
    let partial = shared_array::<f32, 32>();
    let cols = cols as usize;
    let t = thread_idx().x as usize;
    let threads = block_dim().x as usize;
    let base = block_idx().x as usize * cols;
    let mut s = 0.0f32;
    let mut j = t;
    while j < cols {
        s += x[base + j];
        j += threads;
    }
    let mean = block_total(s, partial) / cols as f32;
    let mut v = 0.0f32;
    j = t;
    while j < cols {
        let d = x[base + j] - mean;
        v += d * d;
        j += threads;
    }
    let inv = 1.0 / (block_total(v, partial) / cols as f32 + 1e-5).sqrt();
    j = t;
    while j < cols {
        y[base + j] = (x[base + j] - mean) * inv;
        j += threads;
    }
}

struct Row {
    name: &'static str,
    shape: String,
    threads: u64,
    seconds: f64,
    /// Collectives per thread, for the rows that do nothing else (0: not such a row).
    collectives: u64,
}

fn time<F: FnMut() -> ferrocuda::Result<()>>(runs: usize, mut f: F) -> Res<f64> {
    f().map_err(s)?;
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        let t = Instant::now();
        f().map_err(s)?;
        times.push(t.elapsed().as_secs_f64());
    }
    times.sort_by(f64::total_cmp);
    Ok(times[runs / 2])
}

fn close(got: &[f32], want: &[f64], what: &str) -> Res<()> {
    for (k, (&g, &w)) in got.iter().zip(want).enumerate() {
        if (g as f64 - w).abs() > 1e-3 * (1.0 + w.abs()) {
            return Err(format!("{what}: element {k} is {g}, the CPU says {w}"));
        }
    }
    Ok(())
}

fn inputs(n: usize, seed: u64) -> Vec<f32> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 40) as f32 / (1u64 << 24) as f32 - 0.5
        })
        .collect()
}

/// Runs every simulator benchmark `runs` times and prints the table.
pub fn run(runs: usize) -> Res<()> {
    let dev = Device::simulator();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut rows = Vec::new();

    let n = 1 << 20;
    let (a, b) = (dev.to_device(&inputs(n, 1)).map_err(s)?, dev.to_device(&inputs(n, 2)).map_err(s)?);
    let mut c = dev.to_device(&vec![f32::NAN; n]).map_err(s)?;
    let grid = Grid::new(n.div_ceil(256) as u32, 256u32);
    independent.launch(grid, &a, &b, &mut c).map_err(s)?;
    let (ha, hb) = (a.to_vec().map_err(s)?, b.to_vec().map_err(s)?);
    let want: Vec<f64> = ha.iter().zip(&hb).map(|(&a, &b)| (a * 2.0 + b) as f64).collect();
    close(&c.to_vec().map_err(s)?, &want, "independent")?;
    let seconds = time(runs, || independent.launch(grid, &a, &b, &mut c))?;
    rows.push(Row {
        name: "independent (vector add)",
        shape: "2^20 threads".into(),
        threads: n as u64,
        seconds,
        collectives: 0,
    });

    let blocks = 256;
    let n = blocks * 256;
    let x = dev.to_device(&inputs(n, 3)).map_err(s)?;
    let hx = x.to_vec().map_err(s)?;
    let want: Vec<f64> = hx.chunks(256).map(|c| c.iter().map(|&v| v as f64).sum()).collect();
    let mut out = dev.to_device(&vec![f32::NAN; blocks]).map_err(s)?;
    let grid = Grid::new(blocks as u32, 256u32);
    block_reduce.launch(grid, &x, &mut out).map_err(s)?;
    close(&out.to_vec().map_err(s)?, &want, "block reduction")?;
    let seconds = time(runs, || block_reduce.launch(grid, &x, &mut out))?;
    rows.push(Row {
        name: "block reduction (9 barriers)",
        shape: "256 × 256".into(),
        threads: n as u64,
        seconds,
        collectives: 0,
    });

    let mut out = dev.to_device(&vec![f32::NAN; blocks]).map_err(s)?;
    warp_reduce.launch(grid, &x, &mut out).map_err(s)?;
    close(&out.to_vec().map_err(s)?, &want, "warp-shuffle reduction")?;
    let seconds = time(runs, || warp_reduce.launch(grid, &x, &mut out))?;
    rows.push(Row {
        name: "warp-shuffle reduction",
        shape: "256 × 256".into(),
        threads: n as u64,
        seconds,
        collectives: 0,
    });

    let m = 256;
    let (a, b) = (dev.to_device(&inputs(m * m, 4)).map_err(s)?, dev.to_device(&inputs(m * m, 5)).map_err(s)?);
    let mut c = dev.to_device(&vec![f32::NAN; m * m]).map_err(s)?;
    let grid = Grid::new((m as u32 / TILE as u32, m as u32 / TILE as u32), (TILE as u32, TILE as u32));
    tiled_matmul.launch(grid, &a, &b, &mut c, m as u32).map_err(s)?;
    let (ha, hb) = (a.to_vec().map_err(s)?, b.to_vec().map_err(s)?);
    let mut want = vec![0.0f64; m * m];
    for i in 0..m {
        for k in 0..m {
            let aik = ha[i * m + k] as f64;
            for j in 0..m {
                want[i * m + j] += aik * hb[k * m + j] as f64;
            }
        }
    }
    close(&c.to_vec().map_err(s)?, &want, "tiled matmul")?;
    let seconds = time(runs, || tiled_matmul.launch(grid, &a, &b, &mut c, m as u32))?;
    rows.push(Row {
        name: "tiled matmul (16 × 16 tiles)",
        shape: "256³".into(),
        threads: (m * m) as u64,
        seconds,
        collectives: 0,
    });

    let (rows_n, cols) = (64, 1000);
    let x = dev.to_device(&inputs(rows_n * cols, 6)).map_err(s)?;
    let mut y = dev.to_device(&vec![f32::NAN; rows_n * cols]).map_err(s)?;
    let grid = Grid::new(rows_n as u32, 256u32);
    row_normalize.launch(grid, &x, &mut y, cols as u32).map_err(s)?;
    let hx = x.to_vec().map_err(s)?;
    let mut want = Vec::with_capacity(rows_n * cols);
    for r in hx.chunks(cols) {
        let mean = r.iter().map(|&v| v as f64).sum::<f64>() / cols as f64;
        let var = r.iter().map(|&v| (v as f64 - mean).powi(2)).sum::<f64>() / cols as f64;
        want.extend(r.iter().map(|&v| (v as f64 - mean) / (var + 1e-5).sqrt()));
    }
    close(&y.to_vec().map_err(s)?, &want, "row normalisation")?;
    let seconds = time(runs, || row_normalize.launch(grid, &x, &mut y, cols as u32))?;
    rows.push(Row {
        name: "row normalisation (layer norm)",
        shape: "64 rows × 1000, 256 threads".into(),
        threads: (rows_n * 256) as u64,
        seconds,
        collectives: 0,
    });

    // The collectives alone: 64 blocks of 256 threads, 50 each.
    let (n, reps) = (64 * 256, 50u32);
    let grid = Grid::new(64u32, 256u32);
    let mut y = dev.to_device(&vec![f32::NAN; n]).map_err(s)?;
    barriers_only.launch(grid, &mut y, reps).map_err(s)?;
    let want: Vec<f64> = (0..n).map(|i| (i + reps as usize) as f64).collect();
    close(&y.to_vec().map_err(s)?, &want, "barriers")?;
    let seconds = time(runs, || barriers_only.launch(grid, &mut y, reps))?;
    rows.push(Row {
        name: "`sync_threads()` alone",
        shape: "64 × 256, 50 each".into(),
        threads: n as u64,
        seconds,
        collectives: 50,
    });
    let mut y = dev.to_device(&vec![f32::NAN; n]).map_err(s)?;
    shuffles_only.launch(grid, &mut y, reps).map_err(s)?;
    // Lanes 2k and 2k + 1 both hold their sum after one shuffle, which doubles after each.
    let want: Vec<f64> = (0..n).map(|i| ((i & !1) * 2 + 1) as f64 * 2f64.powi(reps as i32 - 1)).collect();
    close(&y.to_vec().map_err(s)?, &want, "shuffles")?;
    let seconds = time(runs, || shuffles_only.launch(grid, &mut y, reps))?;
    rows.push(Row {
        name: "`warp::shfl_xor` alone",
        shape: "64 × 256, 50 each".into(),
        threads: n as u64,
        seconds,
        collectives: 50,
    });

    println!("Simulator, {cores} host cores, median of {runs} launches:\n");
    println!("| kernel | shape | time | simulated threads/s | per thread per collective |");
    println!("|---|---|---:|---:|---:|");
    for r in &rows {
        let per = match r.collectives {
            0 => "".to_string(),
            c => format!("{:.1} ns", r.seconds * 1e9 / r.threads as f64 / c as f64),
        };
        println!(
            "| {} | {} | {:.2} ms | {:.2} M | {per} |",
            r.name,
            r.shape,
            r.seconds * 1e3,
            r.threads as f64 / r.seconds / 1e6
        );
    }
    Ok(())
}
