//! Sum of a large array: each thread sums a strided share with four loads in flight, each
//! warp reduces with shuffles, each block through shared memory, and one atomic per block
//! adds the block's sum to the result (the kernel is in `common/sum_kernel.rs`). Checked
//! against a CPU sum in f64.
//!
//! `cargo run --release --example reduction` (2^28 floats on a GPU, 2^20 on the simulator or
//! with `FERROCUDA_EXAMPLE_SMALL=1`)

#[path = "common/small.rs"]
mod small;
#[path = "common/timing.rs"]
mod timing;

#[path = "common/sum_kernel.rs"]
mod sum_kernel;

use ferrocuda::prelude::*;
use sum_kernel::{sum, sum_grid};

fn main() -> ferrocuda::Result<()> {
    let dev = Device::auto()?;
    println!("running on {dev}");
    let small = small::small(&dev);
    let n: usize = if small { 1 << 20 } else { 1 << 28 };
    let host: Vec<f32> = (0..n).map(|i| ((i * 7919) % 1000) as f32 / 1000.0).collect();
    let x = dev.to_device(&host)?;
    let mut out = dev.zeros::<f32>(1)?;
    let grid = sum_grid(&dev, n)?;

    sum.launch(grid, &x, &mut out)?;
    let got = out.to_vec()?[0] as f64;
    let want: f64 = host.iter().map(|&v| v as f64).sum();
    let rel = (got - want).abs() / want;
    println!("sum of {n} floats: {got:.1} (CPU, in f64: {want:.1}; relative difference {rel:.1e})");
    if rel > 1e-4 {
        eprintln!("the GPU sum is off by more than 1e-4");
        std::process::exit(1);
    }

    if small {
        return Ok(()); // the simulator's times say nothing about a GPU's; small runs are not timed
    }
    let (warmup, runs) = (5, 21);
    let time = timing::median_time(&dev, warmup, runs, || sum.launch(grid, &x, &mut out))?;
    let gbps = (n * 4) as f64 / time.as_secs_f64() / 1e9;
    println!("time: {:.3} ms (median of {runs}), {gbps:.0} GB/s read", time.as_secs_f64() * 1e3);
    Ok(())
}
