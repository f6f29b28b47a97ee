//! One generic kernel, four element types: the sum of an array of `f16`, `bf16`, `f32` or
//! `f64` values, accumulated in `f64` (each thread's share widened exactly with `to_f64`),
//! then reduced across each warp with shuffles and across the block in a shared array whose
//! size is the kernel's const parameter; one atomic per block. Each type is an
//! instantiation of its own, compiled at its first launch; the result of each is checked
//! against a CPU sum of the same values.
//!
//! `cargo run --release --example generic_reduction` (2^26 values on a GPU, 2^18 on the
//! simulator or with `FERROCUDA_EXAMPLE_SMALL=1`)

#[path = "common/small.rs"]
mod small;
#[path = "common/timing.rs"]
mod timing;

use ferrocuda::prelude::*;

/// Threads per block: the const parameter the launch gives.
const BLOCK: usize = 256;

#[kernel]
pub fn sum<T: Float, const WARPS: usize>(x: &[T], out: &mut [f64]) {
    let warp_sums = shared_array::<f64, WARPS>();
    let t = thread_idx().x as usize;
    let stride = gridsize(1);
    let mut i = grid(1);
    let (mut s0, mut s1) = (0.0f64, 0.0f64);
    while i + stride < x.len() {
        s0 += x[i].to_f64();
        s1 += x[i + stride].to_f64();
        i += 2 * stride;
    }
    if i < x.len() {
        s0 += x[i].to_f64();
    }
    let mut s = s0 + s1;
    let mut offset = 16;
    while offset > 0 {
        s += warp::shfl_down(s, offset);
        offset /= 2;
    }
    if lane_id() == 0 {
        warp_sums[t / 32] = s;
    }
    sync_threads();
    if t == 0 {
        let mut total = 0.0;
        for w in 0..WARPS {
            total += warp_sums[w];
        }
        atomic::add(out, 0, total);
    }
}

/// Sums `host` as `T` on `dev`: the checked result, and the median time on a GPU.
fn run<T: Float + std::fmt::Debug>(dev: &Device, name: &str, host: &[f32], small: bool) -> ferrocuda::Result<()> {
    let values: Vec<T> = host.iter().map(|&v| T::from_f32(v)).collect();
    let x = dev.to_device(&values)?;
    let mut out = dev.to_device(&[0.0f64])?;
    let blocks = if dev.is_simulator() { 8 } else { dev.limits().multiprocessors * 8 };
    let grid = Grid::new(blocks, BLOCK as u32);
    let first = std::time::Instant::now();
    sum::<{ BLOCK / 32 }>.launch(grid, &x, &mut out)?;
    let got = out.to_vec()?[0];
    let first = first.elapsed();
    // Every value is exact in f64, and f64 sums of these few million of them round far
    // below the tolerance: only a wrong sum fails.
    let want: f64 = values.iter().map(|v| v.to_f64()).sum();
    let rel = (got - want).abs() / want.abs().max(1.0);
    println!(
        "{name:>4}: sum of {} values {got:.3} (CPU: {want:.3}; relative difference {rel:.1e}); first launch {:.1} ms",
        values.len(),
        first.as_secs_f64() * 1e3
    );
    if rel > 1e-9 {
        eprintln!("the {name} sum is wrong");
        std::process::exit(1);
    }
    if !small {
        let time = timing::median_time(dev, 3, 21, || {
            out.copy_from_host(&[0.0])?;
            sum::<{ BLOCK / 32 }>.launch(grid, &x, &mut out)
        })?;
        let gbps = (values.len() * std::mem::size_of::<T>()) as f64 / time.as_secs_f64() / 1e9;
        println!(
            "      {:.3} ms (median of 21, with the reset of the result), {gbps:.0} GB/s read",
            time.as_secs_f64() * 1e3
        );
    }
    Ok(())
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::auto()?;
    println!("running on {dev}");
    let small = small::small(&dev);
    let n: usize = if small { 1 << 18 } else { 1 << 26 };
    // Multiples of 1/64 in [-8, 8): exact in every one of the four types.
    let host: Vec<f32> = (0..n).map(|i| ((i * 7919) % 1024) as f32 / 64.0 - 8.0).collect();
    run::<f16>(&dev, "f16", &host, small)?;
    run::<bf16>(&dev, "bf16", &host, small)?;
    run::<f32>(&dev, "f32", &host, small)?;
    run::<f64>(&dev, "f64", &host, small)
}
