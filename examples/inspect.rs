//! What a compiled kernel costs the GPU — the numbers `nvcc -Xptxas -v` prints, plus
//! occupancy — and its PTX: the first things to look at when a kernel is slower than it
//! should be (register pressure, spills to local memory, shared memory limiting occupancy).
//!
//! `cargo run --release --example inspect` (`-- --ptx` prints the whole PTX of `saxpy`)

use ferrocuda::prelude::*;

#[kernel]
pub fn saxpy(a: f32, x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = a * x[i] + y[i];
    }
}

/// A block sum in shared memory: uses static shared memory and barriers.
#[kernel]
pub fn block_sum(x: &[f32], sums: &mut [f32]) {
    let tile = shared_array::<f32, 256>();
    let t = thread_idx().x as usize;
    let i = grid(1);
    tile[t] = if i < x.len() { x[i] } else { 0.0 };
    sync_threads();
    let mut stride = 128;
    while stride > 0 {
        if t < stride {
            tile[t] += tile[t + stride];
        }
        sync_threads();
        stride /= 2;
    }
    if t == 0 {
        sums[block_idx().x as usize] = tile[0];
    }
}

/// Many live values per thread: a local array indexed at run time ends up in local memory.
#[kernel]
pub fn local_table(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        let mut table = [0.0f32; 64];
        for k in 0..64 {
            table[k] = x[i] * k as f32;
        }
        y[i] = table[(i * 7) % 64];
    }
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::auto()?;
    println!("device: {dev}");
    if dev.is_simulator() {
        // Registers and occupancy are properties of compiled GPU code: say why, and stop.
        let e = saxpy.resources(&dev).err().map(|e| e.to_string()).unwrap_or_default();
        println!("{e}");
        return Ok(());
    }
    report("saxpy", saxpy.resources(&dev)?, |t| saxpy.occupancy(&dev, t))?;
    report("block_sum", block_sum.resources(&dev)?, |t| block_sum.occupancy(&dev, t))?;
    report("local_table", local_table.resources(&dev)?, |t| local_table.occupancy(&dev, t))?;

    let ptx = saxpy.ptx(&dev)?;
    if std::env::args().any(|a| a == "--ptx") {
        println!("\n{ptx}");
    } else {
        let body: Vec<&str> = ptx.lines().filter(|l| l.trim_start().starts_with(".visible .entry")).collect();
        println!("\nsaxpy's PTX: {} lines; entry: {}", ptx.lines().count(), body.join(" ").trim());
    }
    Ok(())
}

fn report(
    name: &str,
    resources: ferrocuda::Resources,
    occupancy: impl Fn(u32) -> ferrocuda::Result<u32>,
) -> ferrocuda::Result<()> {
    println!("{name}: {resources}");
    let mut per_sm = Vec::new();
    for threads in [128, 256, 512, 1024] {
        if threads <= resources.max_threads_per_block {
            per_sm.push(format!("{} blocks of {threads}", occupancy(threads)?));
        }
    }
    println!("  resident per multiprocessor: {}", per_sm.join(", "));
    Ok(())
}
