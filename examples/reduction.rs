//! Sum of a large array: each thread sums a strided share, each block reduces its threads'
//! sums in shared memory (a tree, then the last warp with shuffles), and one atomic per
//! block adds the block's sum to the result. Checked against a CPU sum in f64.
//!
//! `cargo run --release --example reduction` (2^28 floats on a GPU, 2^20 on the simulator)

#[path = "common/timing.rs"]
mod timing;

use ferrocuda::prelude::*;

const BLOCK: u32 = 256;

#[kernel]
pub fn sum(x: &[f32], out: &mut [f32]) {
    let tile = shared_array::<f32, 256>();
    let t = thread_idx().x as usize;
    let mut s = 0.0f32;
    for i in (grid(1)..x.len()).step_by(gridsize(1)) {
        s += x[i];
    }
    tile[t] = s;
    sync_threads();
    let mut stride = 128;
    while stride >= 32 {
        if t < stride {
            tile[t] += tile[t + stride];
        }
        sync_threads();
        stride /= 2;
    }
    if t < 32 {
        let mut v = tile[t];
        let mut offset = 16;
        while offset > 0 {
            v += warp::shfl_down(v, offset);
            offset /= 2;
        }
        if t == 0 {
            atomic::add(out, 0, v);
        }
    }
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::auto()?;
    println!("running on {dev}");
    let n: usize = if dev.is_simulator() { 1 << 20 } else { 1 << 28 };
    let host: Vec<f32> = (0..n).map(|i| ((i * 7919) % 1000) as f32 / 1000.0).collect();
    let x = dev.to_device(&host)?;
    let mut out = dev.zeros::<f32>(1)?;
    let blocks = if dev.is_simulator() { 16 } else { 1056 };
    let grid = Grid::new(blocks, BLOCK);

    sum.launch(grid, &x, &mut out)?;
    let got = out.to_vec()?[0] as f64;
    let want: f64 = host.iter().map(|&v| v as f64).sum();
    let rel = (got - want).abs() / want;
    println!("sum of {n} floats: {got:.1} (CPU, in f64: {want:.1}; relative difference {rel:.1e})");
    if rel > 1e-4 {
        eprintln!("the GPU sum is off by more than 1e-4");
        std::process::exit(1);
    }

    if dev.is_simulator() {
        return Ok(()); // the simulator's times say nothing about a GPU's
    }
    let (warmup, runs) = (5, 21);
    let time = timing::median_time(&dev, warmup, runs, || sum.launch(grid, &x, &mut out))?;
    let gbps = (n * 4) as f64 / time.as_secs_f64() / 1e9;
    println!("time: {:.3} ms (median of {runs}), {gbps:.0} GB/s read", time.as_secs_f64() * 1e3);
    Ok(())
}
