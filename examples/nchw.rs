//! A batched operation over a 4-D NCHW tensor: per-channel batch normalization (inference
//! form, `y = (x - mean[c]) * gamma[c] / sqrt(var[c] + eps) + beta[c]`) followed by a ReLU,
//! one thread per element, the grid over (W, H, N·C). The parameters are 1-D arrays; a
//! channel slice of the batch is read back as a view. Checked against the CPU.
//!
//! `cargo run --release --example nchw` (32 × 64 × 56 × 56 on a GPU, 2 × 3 × 17 × 19 on the
//! simulator or with `FERROCUDA_EXAMPLE_SMALL=1`)

#[path = "common/small.rs"]
mod small;
#[path = "common/timing.rs"]
mod timing;

use ferrocuda::prelude::*;
use ferrocuda::s;

/// The per-channel parameters: mean, variance, scale, shift (rows of a 4 × C array).
#[kernel]
pub fn batch_norm_relu(x: &Array4<f32>, params: &Array2<f32>, eps: f32, y: &mut Array4<f32>) {
    let (w, h, nc) = grid(3);
    let (n, c, hh, ww) = x.dim();
    if nc < n * c && h < hh && w < ww {
        let (b, ch) = (nc / c, nc % c);
        let (mean, var) = (params[[0, ch]], params[[1, ch]]);
        let (gamma, beta) = (params[[2, ch]], params[[3, ch]]);
        let v = (x[[b, ch, h, w]] - mean) * gamma / (var + eps).sqrt() + beta;
        y[[b, ch, h, w]] = v.max(0.0);
    }
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::auto()?;
    println!("running on {dev}");
    let small = small::small(&dev);
    let (n, c, h, w) = if small { (2, 3, 17, 19) } else { (32, 64, 56, 56) };
    let len = n * c * h * w;
    let x: Vec<f32> = (0..len).map(|i| ((i * 7919) % 1000) as f32 / 250.0 - 2.0).collect();
    let mut params = vec![0.0f32; 4 * c];
    for ch in 0..c {
        params[ch] = 0.1 * ch as f32 - 0.5; // mean
        params[c + ch] = 0.5 + 0.01 * ch as f32; // variance
        params[2 * c + ch] = 1.0 + 0.02 * ch as f32; // gamma
        params[3 * c + ch] = 0.05 * ch as f32 - 0.2; // beta
    }
    let eps = 1e-5f32;
    let dx = dev.to_device_4d(&x, (n, c, h, w))?;
    let dp = dev.to_device_2d(&params, (4, c))?;
    let mut dy = dev.zeros_4d::<f32>((n, c, h, w))?;
    let grid = Grid::for_shape((w, h, n * c));
    batch_norm_relu.launch(grid, &dx, &dp, eps, &mut dy)?;
    let got = dy.to_vec()?;
    let want = |i: usize| {
        let ch = (i / (h * w)) % c;
        let v = (x[i] - params[ch]) * params[2 * c + ch] / (params[c + ch] + eps).sqrt() + params[3 * c + ch];
        v.max(0.0)
    };
    if let Some(i) = (0..len).find(|&i| (got[i] - want(i)).abs() > 1e-5 * (1.0 + want(i).abs())) {
        eprintln!("element {i} is {}, expected {}", got[i], want(i));
        std::process::exit(1);
    }
    // One image's channel 1, as a view of the batch (no copy on the device).
    let plane = dy.slice(s![n - 1..n, 1..2, .., ..])?.to_vec()?;
    let first = ((n - 1) * c + 1) * h * w;
    if plane[..] != got[first..first + h * w] {
        eprintln!("the channel view does not read the channel");
        std::process::exit(1);
    }
    println!("{n} × {c} × {h} × {w} NCHW batch: normalized and rectified, every element matches the CPU");
    if small {
        return Ok(()); // the simulator's times say nothing about a GPU's
    }
    let time = timing::median_time(&dev, 3, 21, || batch_norm_relu.launch(grid, &dx, &dp, eps, &mut dy))?;
    let gbps = (8 * len) as f64 / time.as_secs_f64() / 1e9;
    println!("time: {:.3} ms (median of 21), {gbps:.0} GB/s", time.as_secs_f64() * 1e3);
    Ok(())
}
