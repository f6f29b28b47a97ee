//! ferrocuda kernels on cudarc's memory and streams, and ferrocuda's memory in cudarc's calls
//! (feature `cudarc`): a cudarc program that adds one typed, bounds-checked kernel.
//!
//! cudarc uploads a signal on its own stream, a ferrocuda kernel smooths it in place of a
//! second cudarc buffer on that stream, cudarc reads the result back; then a ferrocuda buffer
//! is handed to cudarc for a copy. Checked against the CPU.
//!
//! `cargo run --release --features cudarc --example cudarc_interop` (cudarc needs a GPU: on the
//! simulator the example says so and stops).

use ferrocuda::interop::cudarc::{borrow, borrow_mut};
use ferrocuda::prelude::*;

/// A three-point moving average, the ends kept.
#[kernel]
pub fn smooth(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = if i == 0 || i + 1 >= x.len() { x[i] } else { (x[i - 1] + x[i] + x[i + 1]) / 3.0 };
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dev = Device::auto()?;
    let Some(ordinal) = dev.ordinal() else {
        println!("running on {dev}: cudarc needs a GPU, so this example has nothing to do here");
        return Ok(());
    };
    println!("running on {dev}");
    let n = 1 << 22;
    let host: Vec<f32> = (0..n).map(|i| ((i * 7919) % 1000) as f32 / 100.0).collect();

    // cudarc's context (the device's primary context, as ferrocuda's), stream and buffers.
    let ctx = cudarc::driver::CudaContext::new(ordinal)?;
    let cs = ctx.new_stream()?;
    let cx = cs.clone_htod(&host)?;
    let mut cy = cs.clone_htod(&vec![f32::NAN; n])?;
    {
        // Borrowed for the launch; on cudarc's stream, in order with its copies.
        let x = borrow(&cx, &cs)?;
        let mut y = borrow_mut(&mut cy, &cs)?;
        let on = Stream::from_cudarc(&cs)?;
        smooth.launch(Grid::for_elements(n).on(&on), &x, &mut y)?;
    }
    let got = cs.clone_dtoh(&cy)?;
    let want: Vec<f32> = (0..n)
        .map(|i| if i == 0 || i + 1 == n { host[i] } else { (host[i - 1] + host[i] + host[i + 1]) / 3.0 })
        .collect();
    let worst = got.iter().zip(&want).map(|(g, w)| (g - w).abs()).fold(0.0f32, f32::max);
    println!("smoothed {n} values in cudarc's buffers: largest difference from the CPU {worst:.1e}");

    // The other way: a ferrocuda buffer as a cudarc slice, read by cudarc.
    let d = dev.to_device(&want)?;
    let back = cs.clone_dtoh(&*d.as_cudarc(&cs)?)?;
    println!("cudarc read a ferrocuda buffer: {}", if back == want { "the same values" } else { "other values" });
    if worst > 1e-5 || back != want {
        return Err("the results differ from the CPU".into());
    }
    Ok(())
}
