//! Row-wise softmax, one block per row: a max reduction, an exp-sum reduction and a
//! normalising pass, all in one kernel — a custom op written without leaving Rust.
//! Checked against a CPU softmax in f64.
//!
//! `cargo run --release --example softmax` (4096 × 4096 on a GPU, 24 × 1000 on the simulator or
//! with `FERROCUDA_EXAMPLE_SMALL=1`)

#[path = "common/small.rs"]
mod small;
#[path = "common/timing.rs"]
mod timing;

use ferrocuda::prelude::*;

const THREADS: u32 = 256;

/// The block's reduction of `v` by `max` (when `is_max`) or `+`, through `red`.
#[device]
fn block_reduce(red: &mut [f32], v: f32, is_max: bool) -> f32 {
    let t = thread_idx().x as usize;
    red[t] = v;
    sync_threads();
    let mut stride = red.len() / 2;
    while stride > 0 {
        if t < stride {
            red[t] = if is_max { red[t].max(red[t + stride]) } else { red[t] + red[t + stride] };
        }
        sync_threads();
        stride /= 2;
    }
    let r = red[0];
    sync_threads();
    r
}

#[kernel]
pub fn softmax(x: &[f32], y: &mut [f32], cols: usize) {
    let red = shared_array::<f32, 256>();
    let t = thread_idx().x as usize;
    let base = block_idx().x as usize * cols;
    let step = block_dim().x as usize;
    let mut m = f32::NEG_INFINITY;
    for j in (t..cols).step_by(step) {
        m = m.max(x[base + j]);
    }
    let m = block_reduce(&mut red, m, true);
    let mut s = 0.0f32;
    for j in (t..cols).step_by(step) {
        s += (x[base + j] - m).exp();
    }
    let total = block_reduce(&mut red, s, false);
    let scale = total.recip();
    for j in (t..cols).step_by(step) {
        y[base + j] = (x[base + j] - m).exp() * scale;
    }
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::auto()?;
    println!("running on {dev}");
    let small = small::small(&dev);
    let (rows, cols) = if small { (24, 1000) } else { (4096, 4096) };
    let host: Vec<f32> = (0..rows * cols).map(|i| ((i * 7919) % 2003) as f32 / 100.0 - 10.0).collect();
    let x = dev.to_device(&host)?;
    let mut y = dev.to_device(&vec![f32::NAN; rows * cols])?;
    let grid = Grid::new(rows as u32, THREADS);
    softmax.launch(grid, &x, &mut y, cols)?;
    let got = y.to_vec()?;
    let mut worst = 0.0f64;
    for r in (0..rows).step_by(if small { 1 } else { 61 }) {
        let row = &host[r * cols..(r + 1) * cols];
        let m = row.iter().fold(f64::NEG_INFINITY, |m, &v| m.max(v as f64));
        let s: f64 = row.iter().map(|&v| (v as f64 - m).exp()).sum();
        for (j, &v) in row.iter().enumerate() {
            let want = (v as f64 - m).exp() / s;
            worst = worst.max((got[r * cols + j] as f64 - want).abs() / want.max(1e-30));
        }
    }
    println!("softmax of {rows} rows of {cols}: largest relative error against the CPU: {worst:.2e}");
    if worst > 1e-4 {
        eprintln!("the softmax is wrong");
        std::process::exit(1);
    }
    if small {
        return Ok(()); // the simulator's times say nothing about a GPU's; small runs are not timed
    }
    let (warmup, runs) = (3, 21);
    let time = timing::median_time(&dev, warmup, runs, || softmax.launch(grid, &x, &mut y, cols))?;
    let gbps = (rows * cols * 8) as f64 / time.as_secs_f64() / 1e9;
    println!(
        "time: {:.3} ms (median of {runs}), {gbps:.0} GB/s (one read and one write per element)",
        time.as_secs_f64() * 1e3
    );
    Ok(())
}
