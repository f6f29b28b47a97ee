//! Data parallelism across the GPUs of a machine with NCCL: the gradient of a least-squares
//! loss, `gᵀ = (X·w − y)ᵀ X`, over rows split among the GPUs. Each GPU runs ferrocuda kernels
//! on its shard, the partial gradients are all-reduced (`nccl::Comm`), and every GPU ends with
//! the gradient a single GPU computes over all the rows — which the example checks.
//!
//! `cargo run --release --example data_parallel` (every GPU of the machine, one is enough; NCCL
//! from `pip install nvidia-nccl-cu13` or the system's libnccl2). On the simulator it says what
//! NCCL needs and stops. Across machines, the same code runs one process per GPU with
//! `Comm::from_rank` and a `CommId` the launcher hands out (docs/runtime.md).

use ferrocuda::nccl::{self, Comm, ReduceOp};
use ferrocuda::prelude::*;

/// `r[i] = x[i, ..] · w − y[i]` for each row `i` of the shard (rows of `w.len()`).
#[kernel]
pub fn residuals(x: &[f32], w: &[f32], y: &[f32], r: &mut [f32]) {
    let i = grid(1);
    if i < r.len() {
        let d = w.len();
        let mut s = 0.0f32;
        for j in 0..d {
            s += x[i * d + j] * w[j];
        }
        r[i] = s - y[i];
    }
}

/// `g[j] = Σ_i r[i] · x[i, j]` over the shard's rows: one thread per column.
#[kernel]
pub fn gradient(x: &[f32], r: &[f32], g: &mut [f32]) {
    let j = grid(1);
    if j < g.len() {
        let d = g.len();
        let mut s = 0.0f32;
        for i in 0..r.len() {
            s += r[i] * x[i * d + j];
        }
        g[j] = s;
    }
}

const ROWS: usize = 1 << 16;
const D: usize = 256;

/// The gradient over `x`'s rows, on `dev`, into `g`.
fn partial(
    dev: &Device,
    x: &[f32],
    y: &[f32],
    w: &[f32],
    g: &mut DeviceSlice<f32>,
    on: &Stream,
) -> ferrocuda::Result<()> {
    let (dx, dy, dw) = (dev.to_device(x)?, dev.to_device(y)?, dev.to_device(w)?);
    let mut r = dev.zeros::<f32>(y.len())?;
    residuals.launch(Grid::for_elements(y.len()).on(on), &dx, &dw, &dy, &mut r)?;
    gradient.launch(Grid::for_elements(D).on(on), &dx, &r, g)?;
    // The inputs are freed on the default stream, after this stream's work.
    Ok(())
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let first = Device::auto()?;
    if first.is_simulator() {
        let e = Comm::all(&[first]).err().map(|e| e.to_string()).unwrap_or_default();
        println!("running on the CPU simulator, where NCCL cannot run: {e}");
        return Ok(());
    }
    let devices = (0..Device::count()?).map(Device::get).collect::<ferrocuda::Result<Vec<_>>>()?;
    let comms = Comm::all(&devices)?;
    let (major, minor, patch) = nccl::version()?;
    println!("{} GPU(s), NCCL {major}.{minor}.{patch}: {ROWS} rows of {D} split among them", devices.len());

    let x: Vec<f32> = (0..ROWS * D).map(|k| ((k * 7919) % 1013) as f32 / 1013.0 - 0.5).collect();
    let y: Vec<f32> = (0..ROWS).map(|i| ((i * 104729) % 977) as f32 / 977.0).collect();
    let w: Vec<f32> = (0..D).map(|j| (j as f32 / D as f32) - 0.5).collect();

    // Each GPU's shard of rows; its partial gradient, then the all-reduce — all on its stream.
    let streams = devices.iter().map(Device::new_stream).collect::<ferrocuda::Result<Vec<_>>>()?;
    let mut grads = devices.iter().map(|d| d.zeros::<f32>(D)).collect::<ferrocuda::Result<Vec<_>>>()?;
    let per = ROWS.div_ceil(devices.len());
    for (k, dev) in devices.iter().enumerate() {
        let rows = k * per..((k + 1) * per).min(ROWS);
        partial(dev, &x[rows.start * D..rows.end * D], &y[rows.clone()], &w, &mut grads[k], &streams[k])?;
    }
    // One thread drives every GPU: their collectives go in one group.
    nccl::group(|| {
        for (k, comm) in comms.iter().enumerate() {
            comm.all_reduce_in_place(&mut grads[k], ReduceOp::Sum, &streams[k])?;
        }
        Ok(())
    })?;

    // The same gradient on one GPU, over all the rows.
    let mut whole = devices[0].zeros::<f32>(D)?;
    let s0 = devices[0].new_stream()?;
    partial(&devices[0], &x, &y, &w, &mut whole, &s0)?;
    let want = whole.to_vec()?;
    let scale = want.iter().fold(0.0f32, |m, v| m.max(v.abs()));
    for (k, g) in grads.iter().enumerate() {
        let got = g.to_vec()?;
        let worst = got.iter().zip(&want).fold(0.0f32, |m, (a, b)| m.max((a - b).abs())) / scale;
        println!("GPU {k}: the all-reduced gradient differs from one GPU's by {worst:.1e} (relative to its largest)");
        if worst.is_nan() || worst > 1e-4 {
            return Err(format!("GPU {k}'s gradient differs from the single-GPU one by {worst:e}").into());
        }
    }
    Ok(())
}
