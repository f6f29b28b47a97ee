//! Unified (managed) memory: one buffer that the host and kernels both use, with the pages
//! migrating between them. Left to itself the driver moves pages when a kernel first touches
//! them (page faults, slow); `prefetch_to_device` moves them ahead of the kernel in bulk, and
//! `prefetch_to_host` brings them back before the host reads.
//!
//! Each cycle writes the buffer on the host, runs a kernel on it with and without a
//! prefetch, and checks every element on the host. Times are medians over the cycles,
//! event-timed on the stream.
//!
//! `cargo run --release --example unified_memory` (2^26 floats on a GPU, 2^16 on the
//! simulator or with `FERROCUDA_EXAMPLE_SMALL=1`)

#[path = "common/small.rs"]
mod small;

use std::time::Duration;

use ferrocuda::prelude::*;
use ferrocuda::Event;

#[kernel]
pub fn scale_shift(v: &mut [f32], a: f32, b: f32) {
    let i = grid(1);
    if i < v.len() {
        v[i] = a * v[i] + b;
    }
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::auto()?;
    println!("device: {dev}");
    let (n, cycles) = if small::small(&dev) { (1usize << 16, 3) } else { (1usize << 26, 7) };
    let stream = dev.new_stream()?;
    let mut u = dev.unified::<f32>(n)?;
    let grid = Grid::for_elements(n);
    let input: Vec<f32> = (0..n).map(|i| ((i * 7919) % 1000) as f32 * 0.001).collect();
    let (mut on_demand, mut prefetch, mut resident, mut back) = (vec![], vec![], vec![], vec![]);

    for _ in 0..cycles {
        // The host writes it: the pages are in host memory now.
        u.host_mut()?.copy_from_slice(&input);
        let start = stream.record()?;
        scale_shift.launch(grid.on(&stream), &mut u, 2.0, 1.0)?;
        let end = stream.record()?;
        on_demand.push(Event::elapsed(&start, &end)?);
        check(u.host()?, &input, |x| 2.0 * x + 1.0)?;

        // Again, with the pages moved ahead of the kernel.
        u.host_mut()?.copy_from_slice(&input);
        let start = stream.record()?;
        u.prefetch_to_device(&stream)?;
        let moved = stream.record()?;
        scale_shift.launch(grid.on(&stream), &mut u, 2.0, 1.0)?;
        let computed = stream.record()?;
        u.prefetch_to_host(&stream)?;
        let end = stream.record()?;
        prefetch.push(Event::elapsed(&start, &moved)?);
        resident.push(Event::elapsed(&moved, &computed)?);
        back.push(Event::elapsed(&computed, &end)?);
        check(u.host()?, &input, |x| 2.0 * x + 1.0)?;
    }

    let mb = (n * 4) as f64 / 1e6;
    let line = |what: &str, d: Duration| {
        println!("{what:<44} {:>8.3} ms  ({:.1} GB/s)", d.as_secs_f64() * 1e3, mb / 1e3 / d.as_secs_f64())
    };
    println!("{n} f32 ({mb:.1} MB) of unified memory, medians of {cycles} cycles; every result checked");
    line("kernel on host-resident pages (page faults)", median(on_demand.clone()));
    line("prefetch_to_device", median(prefetch.clone()));
    line("kernel on prefetched pages", median(resident.clone()));
    line("prefetch_to_host", median(back));
    let with = median(prefetch) + median(resident);
    println!(
        "prefetch + kernel: {:.3} ms vs {:.3} ms faulting: {:.1}x faster",
        with.as_secs_f64() * 1e3,
        median(on_demand.clone()).as_secs_f64() * 1e3,
        median(on_demand).as_secs_f64() / with.as_secs_f64()
    );
    if dev.is_simulator() {
        println!("(on the simulator, unified memory is host memory: nothing migrates)");
    }
    Ok(())
}

fn check(got: &[f32], input: &[f32], f: impl Fn(f32) -> f32) -> ferrocuda::Result<()> {
    for (i, (&g, &x)) in got.iter().zip(input).enumerate() {
        if g != f(x) {
            eprintln!("element {i}: got {g}, want {}", f(x));
            std::process::exit(1);
        }
    }
    Ok(())
}
