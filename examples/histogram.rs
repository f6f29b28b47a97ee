//! A 256-bin histogram of bytes: each block counts into its own bins in shared memory
//! (shared atomics), then adds them to the global histogram (global atomics), so that
//! global memory sees 256 atomics per block instead of one per byte. Checked exactly.
//!
//! `cargo run --release --example histogram` (2^28 bytes on a GPU, 2^20 on the simulator or
//! with `FERROCUDA_EXAMPLE_SMALL=1`)

#[path = "common/small.rs"]
mod small;
#[path = "common/timing.rs"]
mod timing;

use ferrocuda::prelude::*;

#[kernel]
pub fn histogram(x: &[u8], hist: &mut [u32]) {
    let bins = shared_array::<u32, 256>();
    let t = thread_idx().x as usize;
    bins[t] = 0;
    sync_threads();
    for i in (grid(1)..x.len()).step_by(gridsize(1)) {
        atomic::add(bins, x[i] as usize, 1);
    }
    sync_threads();
    let count = bins[t];
    if count > 0 {
        atomic::add(hist, t, count);
    }
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::auto()?;
    println!("running on {dev}");
    let small = small::small(&dev);
    let n: usize = if small { 1 << 20 } else { 1 << 28 };
    // Skewed data: low values are frequent, so the shared atomics contend.
    let data: Vec<u8> = (0..n).map(|i| ((i * 2654435761usize) >> 7) as u8 & ((i >> 3) as u8 | 0x0f)).collect();
    let x = dev.to_device(&data)?;
    let mut hist = dev.zeros::<u32>(256)?;
    let grid = Grid::new(if small { 8 } else { 1056 }, 256);
    histogram.launch(grid, &x, &mut hist)?;
    let got = hist.to_vec()?;
    let mut want = vec![0u32; 256];
    for &v in &data {
        want[v as usize] += 1;
    }
    if got != want {
        let bad = (0..256).find(|&i| got[i] != want[i]).unwrap_or(0);
        eprintln!("bin {bad}: {} counted, {} expected", got[bad], want[bad]);
        std::process::exit(1);
    }
    println!(
        "{n} bytes into 256 bins: every bin matches the CPU; the fullest holds {}",
        want.iter().max().unwrap_or(&0)
    );

    if small {
        return Ok(()); // the simulator's times say nothing about a GPU's; small runs are not timed
    }
    let (warmup, runs) = (3, 21);
    let time = timing::median_time(&dev, warmup, runs, || {
        hist.copy_from_host(&[0u32; 256])?;
        histogram.launch(grid, &x, &mut hist)
    })?;
    let gbps = n as f64 / time.as_secs_f64() / 1e9;
    println!(
        "time: {:.3} ms (median of {runs}, with the reset of the bins), {gbps:.0} GB/s read",
        time.as_secs_f64() * 1e3
    );
    Ok(())
}
