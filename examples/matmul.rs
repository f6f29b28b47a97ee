//! C = A × B for square f32 matrices with 16×16 tiles in shared memory: each block loads a
//! tile of A and one of B per step, and every thread accumulates one element of C. Checked
//! against a CPU product (every element on the simulator, sampled rows on a GPU).
//!
//! `cargo run --release --example matmul` (2048² on a GPU, 96² on the simulator or with
//! `FERROCUDA_EXAMPLE_SMALL=1`)

#[path = "common/small.rs"]
mod small;
#[path = "common/timing.rs"]
mod timing;

use ferrocuda::prelude::*;

#[kernel]
pub fn matmul(a: &[f32], b: &[f32], c: &mut [f32], n: usize) {
    const TILE: usize = 16;
    let ta = shared_array::<[f32; TILE], TILE>();
    let tb = shared_array::<[f32; TILE], TILE>();
    let (tx, ty) = (thread_idx().x as usize, thread_idx().y as usize);
    let row = block_idx().y as usize * TILE + ty;
    let col = block_idx().x as usize * TILE + tx;
    let mut acc = 0.0f32;
    for t in (0..n).step_by(TILE) {
        ta[ty][tx] = if row < n && t + tx < n { a[row * n + t + tx] } else { 0.0 };
        tb[ty][tx] = if t + ty < n && col < n { b[(t + ty) * n + col] } else { 0.0 };
        sync_threads();
        for k in 0..TILE {
            acc += ta[ty][k] * tb[k][tx];
        }
        sync_threads();
    }
    if row < n && col < n {
        c[row * n + col] = acc;
    }
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::auto()?;
    println!("running on {dev}");
    let small = small::small(&dev);
    let n: usize = if small { 96 } else { 2048 };
    let a: Vec<f32> = (0..n * n).map(|i| ((i * 31) % 17) as f32 / 17.0 - 0.5).collect();
    let b: Vec<f32> = (0..n * n).map(|i| ((i * 7) % 13) as f32 / 13.0 - 0.5).collect();
    let (da, db) = (dev.to_device(&a)?, dev.to_device(&b)?);
    let mut dc = dev.to_device(&vec![f32::NAN; n * n])?;
    let tiles = n.div_ceil(16) as u32;
    let grid = Grid::new((tiles, tiles), (16, 16));
    matmul.launch(grid, &da, &db, &mut dc, n)?;
    let c = dc.to_vec()?;

    let rows: Vec<usize> = if small { (0..n).collect() } else { (0..n).step_by(97).collect() };
    let mut worst = 0.0f64;
    for &r in &rows {
        for col in 0..n {
            let want: f64 = (0..n).map(|k| a[r * n + k] as f64 * b[k * n + col] as f64).sum();
            worst = worst.max((c[r * n + col] as f64 - want).abs());
        }
    }
    println!("{n}x{n} product: largest error against the CPU over {} rows: {worst:.2e}", rows.len());
    if worst > 1e-3 * n as f64 {
        eprintln!("the product is wrong");
        std::process::exit(1);
    }

    if small {
        return Ok(()); // the simulator's times say nothing about a GPU's; small runs are not timed
    }
    let (warmup, runs) = (3, 21);
    let time = timing::median_time(&dev, warmup, runs, || matmul.launch(grid, &da, &db, &mut dc, n))?;
    let gflops = 2.0 * (n as f64).powi(3) / time.as_secs_f64() / 1e9;
    println!("time: {:.3} ms (median of {runs}), {gflops:.0} GFLOP/s", time.as_secs_f64() * 1e3);
    Ok(())
}
