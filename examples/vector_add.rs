//! The classic first CUDA program: C = A + B over N = 2^20 floats with A[i] = i and B[i] = 2,
//! on the first CUDA GPU or on the CPU simulator. It prints C[0] and C[N-1] as the CUDA C
//! primer's program does (`C[0] = 2.0`, `C[N-1] = 1048577.0`), checks every element
//! against the CPU, and on a GPU times the kernel.
//!
//! `cargo run --release --example vector_add`

#[path = "common/small.rs"]
mod small;
#[path = "common/timing.rs"]
mod timing;

use ferrocuda::prelude::*;

#[kernel]
pub fn vector_add(a: &[f32], b: &[f32], c: &mut [f32]) {
    let i = grid(1);
    if i < c.len() {
        c[i] = a[i] + b[i];
    }
}

fn main() -> ferrocuda::Result<()> {
    const N: usize = 1 << 20;
    let dev = Device::auto()?;
    println!("running on {dev}");

    let h_a: Vec<f32> = (0..N).map(|i| i as f32).collect();
    let h_b: Vec<f32> = vec![2.0; N];
    let d_a = dev.to_device(&h_a)?;
    let d_b = dev.to_device(&h_b)?;
    let mut d_c = dev.zeros::<f32>(N)?;

    let grid = Grid::for_elements(N);
    vector_add.launch(grid, &d_a, &d_b, &mut d_c)?;
    let h_c = d_c.to_vec()?;

    println!("C[0] = {:.1}", h_c[0]);
    println!("C[N-1] = {:.1}", h_c[N - 1]);
    let wrong = (0..N).filter(|&i| h_c[i] != h_a[i] + h_b[i]).count();
    if wrong != 0 {
        eprintln!("{wrong} of {N} elements differ from the CPU's sums");
        std::process::exit(1);
    }
    println!("all {N} elements match the CPU");

    if small::small(&dev) {
        return Ok(()); // the simulator's times say nothing about a GPU's; small runs are not timed
    }
    let (warmup, runs) = (3, 21);
    let time = timing::median_time(&dev, warmup, runs, || vector_add.launch(grid, &d_a, &d_b, &mut d_c))?;
    let gbps = (N * 12) as f64 / time.as_secs_f64() / 1e9;
    println!(
        "time: {:.1} us (median of {runs}), {gbps:.0} GB/s (two reads and one write per element)",
        time.as_secs_f64() * 1e6
    );
    Ok(())
}
