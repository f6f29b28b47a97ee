//! How long a kernel takes to get going, and what a launch costs afterwards:
//! - first launch: NVRTC compile to CUBIN (or a read of the on-disk cache) + module load +
//!   launch + synchronize, in a fresh process (ferrocuda's in-process cache is empty). Run
//!   it twice with one `FERROCUDA_CACHE_DIR` for the cold and the warm time;
//! - steady state: host time per launch of a 4-argument kernel, back to back, and the round
//!   trip of one launch followed by a synchronize (medians).
//!
//! `cargo run --release --example launch_timing` (`FERROCUDA_EXAMPLE_SMALL=1`: a tenth of the
//! launches)

#[path = "common/small.rs"]
mod small;

use std::time::{Duration, Instant};

use ferrocuda::prelude::*;

#[kernel]
pub fn saxpy(a: f32, x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = a * x[i] + y[i];
    }
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::auto()?;
    println!("device: {dev}");
    let n = 1024;
    let x = dev.to_device(&vec![1.0f32; n])?;
    let mut y = dev.to_device(&vec![2.0f32; n])?;
    let grid = Grid::for_elements(n);

    // Run twice with the same FERROCUDA_CACHE_DIR to see a cold and a warm first launch.
    let cache = match ferrocuda::cache::DiskCache::from_env() {
        Some(c) => {
            let entries = std::fs::read_dir(c.dir()).map(|d| d.count()).unwrap_or(0);
            format!("disk cache {} held {entries} entries before", c.dir().display())
        }
        None => "disk cache off".to_string(),
    };
    let t = Instant::now();
    saxpy.launch(grid, 2.0, &x, &mut y)?;
    dev.synchronize()?;
    println!("first launch (compile or disk cache + load + launch + synchronize): {:.2} ms ({cache})", ms(t.elapsed()));

    if let Some((cc_major, cc_minor)) = dev.compute_capability() {
        let nvrtc = ferrocuda::nvrtc::nvrtc()?;
        let (major, minor) = nvrtc.version();
        let options = nvrtc.options_for_device(cc_major * 10 + cc_minor);
        // After the first launch NVRTC is loaded: this is the compile itself.
        let t = Instant::now();
        let cubin = nvrtc.compile_kernel_source("saxpy", saxpy.cuda_source(), &options)?;
        println!(
            "NVRTC {major}.{minor} compile of saxpy to CUBIN alone: {:.1} ms ({} bytes)",
            ms(t.elapsed()),
            cubin.image.len()
        );
    }

    // Warm up, then time back-to-back launches (host side) in batches.
    let (batch, batches) = if small::small(&dev) { (100, 5) } else { (1000, 20) };
    for _ in 0..batch {
        saxpy.launch(grid, 2.0, &x, &mut y)?;
    }
    dev.synchronize()?;
    let mut per_launch = Vec::new();
    for _ in 0..batches {
        let t = Instant::now();
        for _ in 0..batch {
            saxpy.launch(grid, 2.0, &x, &mut y)?;
        }
        per_launch.push(t.elapsed() / batch);
        dev.synchronize()?;
    }
    println!(
        "steady-state launch, host side (median of {batches} batches of {batch}): {:.2} us",
        us(median(per_launch))
    );

    let mut round_trip = Vec::new();
    for _ in 0..batch {
        let t = Instant::now();
        saxpy.launch(grid, 2.0, &x, &mut y)?;
        dev.synchronize()?;
        round_trip.push(t.elapsed());
    }
    println!("launch + synchronize round trip (median of {batch}): {:.2} us", us(median(round_trip)));
    Ok(())
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn us(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}
