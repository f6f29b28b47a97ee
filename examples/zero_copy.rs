//! Memory kinds for one-pass work: a kernel that reads host data once and writes its result
//! to host memory needs no copies with mapped (zero-copy) memory; scratch buffers allocated
//! on a stream (`zeros_async`) come from the device's memory pool without waiting for other
//! streams; the pool's statistics show what is reserved, and a trim gives it back. Each phase
//! is an NVTX range (`ferrocuda::profile`), so `nsys profile` shows them by name.
//!
//! `cargo run --release --example zero_copy`

#[path = "common/small.rs"]
mod small;

use ferrocuda::prelude::*;

#[kernel]
pub fn scale_clamp(x: &[f32], y: &mut [f32], a: f32) {
    let i = grid(1);
    if i < y.len() {
        y[i] = (a * x[i]).clamp(-1.0, 1.0);
    }
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::auto()?;
    let n = if small::small(&dev) { 1 << 14 } else { 1 << 24 };
    println!("running on {dev}: {n} f32");
    let data: Vec<f32> = (0..n).map(|i| ((i % 2001) as f32 - 1000.0) * 0.003).collect();
    let want: Vec<f32> = data.iter().map(|v| (0.5 * v).clamp(-1.0, 1.0)).collect();

    let mut input = dev.mapped::<f32>(n)?;
    let mut output = dev.mapped::<f32>(n)?;
    {
        let _phase = ferrocuda::profile::range("mapped pass");
        input.host_mut()?.copy_from_slice(&data);
        scale_clamp.launch(Grid::for_elements(n), &input, &mut output, 0.5)?;
        let bad = output.host()?.iter().zip(&want).filter(|(g, w)| g != w).count();
        println!("mapped: kernel read host memory and wrote host memory, {bad} wrong");
    }
    {
        let _phase = ferrocuda::profile::range("stream-ordered scratch");
        let stream = dev.new_stream()?;
        for round in 0..4 {
            let mut scratch = dev.zeros_async::<f32>(n, &stream)?;
            scale_clamp.launch(Grid::for_elements(n).on(&stream), &input, &mut scratch, 0.5)?;
            if round == 0 {
                let bad = scratch.to_vec()?.iter().zip(&want).filter(|(g, w)| g != w).count();
                println!("zeros_async: scratch buffer on a stream, {bad} wrong");
            }
        }
    }
    if let Some(pool) = dev.memory_pool()? {
        println!("pool: {} MiB reserved, {} MiB in use", pool.reserved >> 20, pool.used >> 20);
        dev.trim_memory_pool(0)?;
        let after = dev.memory_pool()?.unwrap_or(pool);
        println!("pool after trim: {} MiB reserved", after.reserved >> 20);
    }
    println!(
        "NVTX ranges {}",
        if ferrocuda::profile::available() { "reach the profiler" } else { "are no-ops here (no NVTX library found)" }
    );
    Ok(())
}
