//! A CUDA graph: one time step of a 1-D heat equation is three small kernels (stencil,
//! boundary, swap), and 50 steps are 150 launches. Captured once into a graph, the 50 steps
//! replay with one call; an update changes the diffusion coefficient without capturing a new
//! graph shape. Checked against the same steps on the CPU; on a GPU, timed both ways.
//!
//! `cargo run --release --example graphs`

#[path = "common/small.rs"]
mod small;

use std::time::Instant;

use ferrocuda::prelude::*;

#[kernel]
pub fn stencil(u: &[f32], next: &mut [f32], k: f32) {
    let i = grid(1);
    if i > 0 && i + 1 < u.len() {
        next[i] = u[i] + k * (u[i - 1] - 2.0 * u[i] + u[i + 1]);
    }
}

/// Fixed ends: the boundary values carried over.
#[kernel]
pub fn ends(u: &[f32], next: &mut [f32]) {
    let i = grid(1);
    let n = u.len();
    if i == 0 {
        next[0] = u[0];
        next[n - 1] = u[n - 1];
    }
}

#[kernel]
pub fn copy_back(next: &[f32], u: &mut [f32]) {
    let i = grid(1);
    if i < u.len() {
        u[i] = next[i];
    }
}

const STEPS: usize = 50;

fn steps(s: &Stream, u: &mut DeviceSlice<f32>, next: &mut DeviceSlice<f32>, k: f32) -> ferrocuda::Result<()> {
    let n = u.len();
    for _ in 0..STEPS {
        stencil.launch(Grid::for_elements(n).on(s), u, next, k)?;
        ends.launch(Grid::new(1, 32).on(s), u, next)?;
        copy_back.launch(Grid::for_elements(n).on(s), next, u)?;
    }
    Ok(())
}

fn cpu_steps(u: &mut [f32], k: f32) {
    let mut next = u.to_vec();
    for _ in 0..STEPS {
        for i in 1..u.len() - 1 {
            next[i] = u[i] + k * (u[i - 1] - 2.0 * u[i] + u[i + 1]);
        }
        u.copy_from_slice(&next);
    }
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::auto()?;
    let n = if small::small(&dev) { 1 << 12 } else { 1 << 16 };
    println!("running on {dev}: {STEPS} steps of 3 kernels over {n} points");
    let start: Vec<f32> = (0..n).map(|i| if i % 97 < 10 { 1.0 } else { 0.0 }).collect();
    let mut u = dev.to_device(&start)?;
    let mut next = dev.to_device(&start)?;
    let stream = dev.new_stream()?;

    let mut graph = stream.capture(|s| steps(s, &mut u, &mut next, 0.2))?;
    println!("captured {} launches", graph.len());
    graph.launch(&stream)?;
    let mut want = start.clone();
    cpu_steps(&mut want, 0.2);
    check(&u.to_vec()?, &want, "after one replay")?;

    // New coefficient, same kernels: the graph is updated in place.
    u.copy_from_host(&start)?;
    next.copy_from_host(&start)?;
    graph.update(&stream, |s| steps(s, &mut u, &mut next, 0.1))?;
    graph.launch(&stream)?;
    let mut want = start.clone();
    cpu_steps(&mut want, 0.1);
    check(&u.to_vec()?, &want, "after the update")?;

    if !small::small(&dev) {
        let reps = 20;
        let t = Instant::now();
        for _ in 0..reps {
            steps(&stream, &mut u, &mut next, 0.1)?;
        }
        stream.synchronize()?;
        let launches = t.elapsed().as_secs_f64() / (reps * STEPS * 3) as f64;
        let t = Instant::now();
        for _ in 0..reps {
            graph.launch(&stream)?;
        }
        stream.synchronize()?;
        let graphed = t.elapsed().as_secs_f64() / (reps * STEPS * 3) as f64;
        println!("per kernel: {:.2} µs launched one by one, {:.2} µs in the graph", launches * 1e6, graphed * 1e6);
    }
    println!("graph results match the CPU");
    Ok(())
}

fn check(got: &[f32], want: &[f32], when: &str) -> ferrocuda::Result<()> {
    let bad = got.iter().zip(want).filter(|(g, w)| (*g - *w).abs() > 1e-5).count();
    if bad > 0 {
        eprintln!("{when}: {bad} values differ from the CPU");
        std::process::exit(1);
    }
    Ok(())
}
