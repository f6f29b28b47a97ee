//! A 12288-tap FIR filter whose taps (48 KiB, computed by a `const fn`) live in constant
//! memory through `Constant`: every thread of a warp reads the same tap at each step, which
//! constant memory broadcasts. Checked against a CPU filter (every output on the simulator,
//! sampled ones on a GPU).
//!
//! `cargo run --release --example constant_filter` (2^20 outputs on a GPU, 512 on the
//! simulator or with `FERROCUDA_EXAMPLE_SMALL=1`)

#[path = "common/small.rs"]
mod small;
#[path = "common/timing.rs"]
mod timing;

use ferrocuda::prelude::*;

const TAP_COUNT: usize = 12288;

/// A windowed ramp, small integers over 64 so that every sum is exact in f32.
const fn taps() -> [f32; TAP_COUNT] {
    let mut t = [0.0f32; TAP_COUNT];
    let mut k = 0;
    while k < TAP_COUNT {
        t[k] = ((k % 13) as f32 - 6.0) / 64.0;
        k += 1;
    }
    t
}

/// 48 KiB: a plain array this large would live in global memory.
#[device]
pub static TAPS: Constant<[f32; TAP_COUNT]> = Constant(taps());

#[kernel]
pub fn fir(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        let mut acc = 0.0f32;
        for k in 0..TAPS.len() {
            acc += TAPS[k] * x[i + k];
        }
        y[i] = acc;
    }
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::auto()?;
    println!("running on {dev}");
    let small = small::small(&dev);
    let n = if small { 512 } else { 1 << 20 };
    // Small integers: products and sums exact in f32, so the GPU's order of addition and its
    // fused multiply-adds cannot show.
    let x: Vec<f32> = (0..n + TAP_COUNT).map(|i| ((i * 7) % 9) as f32 - 4.0).collect();
    let dx = dev.to_device(&x)?;
    let mut dy = dev.to_device(&vec![f32::NAN; n])?;
    fir.launch(Grid::for_elements(n), &dx, &mut dy)?;
    let y = dy.to_vec()?;
    let checked: Vec<usize> = if small { (0..n).collect() } else { (0..n).step_by(1021).collect() };
    let wrong = checked.iter().filter(|&&i| y[i] != (0..TAP_COUNT).map(|k| TAPS[k] * x[i + k]).sum::<f32>()).count();
    println!("{n} outputs of a {TAP_COUNT}-tap filter: {wrong} of {} checked differ from the CPU", checked.len());
    if wrong > 0 {
        eprintln!("the filter is wrong");
        std::process::exit(1);
    }
    if !small {
        let time = timing::median_time(&dev, 3, 21, || fir.launch(Grid::for_elements(n), &dx, &mut dy))?;
        let gflops = 2.0 * (n * TAP_COUNT) as f64 / time.as_secs_f64() / 1e9;
        println!("time: {:.3} ms (median of 21), {gflops:.0} GFLOP/s", time.as_secs_f64() * 1e3);
    }
    Ok(())
}
