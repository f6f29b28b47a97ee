//! Overlapping transfers with compute: the "fast version" of a host → GPU → host job.
//!
//! The serial schedule copies all the input to the GPU, runs the kernel, and copies all the
//! output back, one after the other on one stream. The overlapped schedule cuts the data
//! into chunks and runs three streams: uploads on one, the kernel on a second (each chunk
//! waits for an event recorded after its upload), downloads on a third (each waits for an
//! event after its kernel). While chunk k computes, chunk k+1 uploads and chunk k-1
//! downloads; the host buffers are pinned, which asynchronous copies need.
//!
//! The kernel's work per element is calibrated so it takes about as long as one upload: the
//! case where overlap pays most (up to 3× with both copy engines busy). Times are the
//! median of event-timed runs after a warm-up; the output of each schedule is checked.
//!
//! `cargo run --release --example streams_overlap` (2^26 floats on a GPU, 2^16 on the
//! simulator or with `FERROCUDA_EXAMPLE_SMALL=1`)

#[path = "common/small.rs"]
mod small;
#[path = "common/timing.rs"]
mod timing;

use std::time::Duration;

use ferrocuda::prelude::*;
use ferrocuda::{Event, PinnedBuffer, Stream};

/// `rounds` steps of a contracting map: arithmetic that costs time but stays accurate.
#[kernel]
pub fn refine(x: &[f32], y: &mut [f32], rounds: u32) {
    let i = grid(1);
    if i < y.len() {
        let mut v = x[i];
        for _r in 0..rounds {
            v = v.sin() * 0.75 + v.cos() * 0.25;
        }
        y[i] = v;
    }
}

fn refine_cpu(x: f32, rounds: u32) -> f32 {
    let mut v = x;
    for _ in 0..rounds {
        v = v.sin() * 0.75 + v.cos() * 0.25;
    }
    v
}

struct Job<'a> {
    dev: &'a Device,
    h_in: &'a PinnedBuffer<f32>,
    h_out: &'a mut PinnedBuffer<f32>,
    d_x: &'a mut DeviceBuffer<f32>,
    d_y: &'a mut DeviceBuffer<f32>,
    rounds: u32,
}

impl Job<'_> {
    /// Everything on one stream, one step after the other.
    fn serial(&mut self, stream: &Stream) -> ferrocuda::Result<()> {
        self.d_x.copy_from_host_async(self.h_in, stream)?;
        refine.launch(Grid::for_elements(self.d_x.len()).on(stream), self.d_x, self.d_y, self.rounds)?;
        self.d_y.copy_to_host_async(&mut *self.h_out, stream)
    }

    /// Chunks pipelined over three streams, ordered by events.
    fn overlapped(&mut self, chunks: usize, [up, work, down]: [&Stream; 3]) -> ferrocuda::Result<()> {
        let n = self.d_x.len();
        for c in 0..chunks {
            let r = c * n / chunks..(c + 1) * n / chunks;
            self.d_x.slice_mut(r.clone())?.copy_from_host_async(self.h_in.slice(r.clone())?, up)?;
            let uploaded: Event = up.record()?;
            work.wait(&uploaded)?;
            let grid = Grid::for_elements(r.len()).on(work);
            refine.launch(grid, self.d_x.slice(r.clone())?, self.d_y.slice_mut(r.clone())?, self.rounds)?;
            let computed = work.record()?;
            down.wait(&computed)?;
            self.d_y.slice(r.clone())?.copy_to_host_async(self.h_out.slice_mut(r)?, down)?;
        }
        Ok(())
    }

    fn poison_output(&mut self) -> ferrocuda::Result<()> {
        self.h_out.as_mut_slice()?.fill(f32::NAN);
        self.dev.synchronize()
    }
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::auto()?;
    println!("device: {dev}");
    let (n, runs) = if small::small(&dev) { (1usize << 16, 3) } else { (1usize << 26, 11) };

    let mut h_in = dev.pinned::<f32>(n)?;
    for (i, v) in h_in.as_mut_slice()?.iter_mut().enumerate() {
        *v = ((i as u64 * 2654435761) % 20_000) as f32 * 1e-4 - 1.0;
    }
    let mut h_out = dev.pinned::<f32>(n)?;
    let mut d_x = dev.zeros::<f32>(n)?;
    let mut d_y = dev.zeros::<f32>(n)?;
    let [up, work, down] = [dev.new_stream()?, dev.new_stream()?, dev.new_stream()?];
    let mb = (n * 4) as f64 / 1e6;

    // Measure each step alone, then choose the kernel's work to match an upload.
    let h2d = timing::median_time(&dev, 2, runs, || d_x.copy_from_host_async(&h_in, &up))?;
    let d2h = timing::median_time(&dev, 2, runs, || d_y.copy_to_host_async(&mut h_out, &down))?;
    let probe_rounds = 8;
    let k_probe = timing::median_time(&dev, 2, runs, || {
        refine.launch(Grid::for_elements(n).on(&work), &d_x, &mut d_y, probe_rounds)
    })?;
    let rounds = ((probe_rounds as f64 * h2d.as_secs_f64() / k_probe.as_secs_f64()).round() as u32).clamp(1, 4096);
    let kernel =
        timing::median_time(&dev, 2, runs, || refine.launch(Grid::for_elements(n).on(&work), &d_x, &mut d_y, rounds))?;
    println!("{n} f32 ({mb:.1} MB) each way; pinned host memory");
    println!("  upload   {:>8.3} ms  ({:.1} GB/s)", ms(h2d), mb / 1e3 / h2d.as_secs_f64());
    println!("  kernel   {:>8.3} ms  ({rounds} rounds of sin/cos per element)", ms(kernel));
    println!("  download {:>8.3} ms  ({:.1} GB/s)", ms(d2h), mb / 1e3 / d2h.as_secs_f64());

    let mut job = Job { dev: &dev, h_in: &h_in, h_out: &mut h_out, d_x: &mut d_x, d_y: &mut d_y, rounds };

    job.poison_output()?;
    let serial = timing::median_time(&dev, 1, runs, || job.serial(&up))?;
    let reference = job.h_out.to_vec()?;
    check_against_cpu(job.h_in.as_slice()?, &reference, rounds)?;
    println!("serial schedule (one stream):        {:>8.3} ms", ms(serial));

    let mut best = (serial, 1);
    for chunks in [2, 4, 8, 16, 32] {
        job.poison_output()?;
        let t = timing::median_time(&dev, 1, runs, || job.overlapped(chunks, [&up, &work, &down]))?;
        // Same kernel on the same data: the pipelined output must be bit-identical.
        let out = job.h_out.as_slice()?;
        if let Some(i) = (0..n).find(|&i| out[i].to_bits() != reference[i].to_bits()) {
            eprintln!("chunks={chunks}: element {i} is {} but the serial schedule gave {}", out[i], reference[i]);
            std::process::exit(1);
        }
        println!("overlapped, {chunks:>2} chunks on 3 streams: {:>8.3} ms", ms(t));
        if t < best.0 {
            best = (t, chunks);
        }
    }
    let bound = h2d.max(d2h).max(kernel);
    if best.1 == 1 {
        println!("no chunked schedule beat the serial one ({:.3} ms)", ms(serial));
    } else {
        println!(
        "speed-up of overlap: {:.2}x ({} chunks: {:.3} ms vs {:.3} ms serial; the longest single step takes {:.3} ms)",
        serial.as_secs_f64() / best.0.as_secs_f64(),
        best.1,
        ms(best.0),
        ms(serial),
        ms(bound)
    );
    }
    if dev.is_simulator() {
        println!("(the simulator runs every step at once, in order: the times say nothing about a GPU)");
    }
    Ok(())
}

/// Compares a sample of the output (every element would take the CPU minutes) with the CPU.
fn check_against_cpu(x: &[f32], y: &[f32], rounds: u32) -> ferrocuda::Result<()> {
    let step = (x.len() / 20_000).max(1);
    for i in (0..x.len()).step_by(step).chain([x.len() - 1]) {
        let want = refine_cpu(x[i], rounds);
        if (y[i] - want).abs() > 1e-5 || y[i].is_nan() {
            eprintln!("element {i}: GPU {} vs CPU {want}", y[i]);
            std::process::exit(1);
        }
    }
    Ok(())
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}
