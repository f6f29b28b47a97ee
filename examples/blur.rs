//! A 3 × 3 box blur of an image held in a pitched 2-D array (each row starts at a multiple of
//! 128 bytes, as `cudaMallocPitch` lays it out; the kernel indexes `src[[y, x]]` and never
//! sees the padding). Edges are clamped. Checked against the same blur on the CPU.
//!
//! `cargo run --release --example blur` (8192² on a GPU, 257 × 333 on the simulator or with
//! `FERROCUDA_EXAMPLE_SMALL=1`)

#[path = "common/small.rs"]
mod small;
#[path = "common/timing.rs"]
mod timing;

use ferrocuda::prelude::*;

#[kernel]
pub fn blur3(src: &Array2<f32>, dst: &mut Array2<f32>) {
    let (x, y) = grid(2);
    let (h, w) = src.dim();
    if y < h && x < w {
        let mut acc = 0.0f32;
        for dy in 0..3usize {
            for dx in 0..3usize {
                // Clamped to the image: row y + dy - 1, within 0..h.
                let yy = (y + dy).max(1).min(h) - 1;
                let xx = (x + dx).max(1).min(w) - 1;
                acc += src[[yy, xx]];
            }
        }
        dst[[y, x]] = acc / 9.0;
    }
}

fn blur_cpu(src: &[f32], h: usize, w: usize, y: usize, x: usize) -> f32 {
    let mut acc = 0.0f32;
    for dy in 0..3 {
        for dx in 0..3 {
            acc += src[((y + dy).clamp(1, h) - 1) * w + (x + dx).clamp(1, w) - 1];
        }
    }
    acc / 9.0
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::auto()?;
    println!("running on {dev}");
    let small = small::small(&dev);
    let (h, w) = if small { (257, 333) } else { (8192, 8192) };
    let image: Vec<f32> = (0..h * w).map(|i| ((i * 2654435761usize) >> 12 & 255) as f32 / 255.0).collect();
    let src = dev.to_device_2d(&image, (h, w))?;
    let mut dst = dev.zeros_2d::<f32>((h, w))?;
    let grid = Grid::for_shape((w, h));
    blur3.launch(grid, &src, &mut dst)?;
    let got = dst.to_vec()?;
    // Every pixel on the simulator; on a GPU every 97th row and the edges.
    let rows: Vec<usize> = if small { (0..h).collect() } else { (0..h).step_by(97).chain([h - 1]).collect() };
    for &y in &rows {
        for x in 0..w {
            let want = blur_cpu(&image, h, w, y, x);
            if (got[y * w + x] - want).abs() > 1e-5 * (1.0 + want.abs()) {
                eprintln!("pixel ({y}, {x}) is {}, expected {want}", got[y * w + x]);
                std::process::exit(1);
            }
        }
    }
    println!(
        "{h} × {w} image, rows pitched to {} of {w} elements: blurred, {} rows checked against the CPU",
        src.pitch(),
        rows.len()
    );
    if small {
        return Ok(()); // the simulator's times say nothing about a GPU's
    }
    let time = timing::median_time(&dev, 3, 21, || blur3.launch(grid, &src, &mut dst))?;
    let gbps = (8 * h * w) as f64 / time.as_secs_f64() / 1e9;
    println!(
        "time: {:.3} ms (median of 21), {gbps:.0} GB/s (one read and one write per pixel)",
        time.as_secs_f64() * 1e3
    );
    Ok(())
}
