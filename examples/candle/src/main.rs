//! ferrocuda kernels as candle custom ops: the MLP block of a transformer,
//! `x + W2 · gelu(W1 · rms_norm(x, g))`, where RMSNorm and GELU are ferrocuda kernels (generic
//! over f32, f16 and bf16, `src/lib.rs`) and the matrix products are candle's. Checked against
//! the same block in candle's own ops.
//!
//! `cargo run --release -p ferrocuda-candle-example` runs on candle's CPU tensors (the kernels
//! on ferrocuda's simulator); with `--features cuda` and a GPU, on CUDA tensors (the kernels on
//! candle's buffers and stream), and times the RMSNorm op beside candle's ops.

use candle_core::{DType, Device, Tensor};
use ferrocuda::interop::candle::KernelOp;
use ferrocuda_candle_example::{mlp_block, mlp_reference, rms_norm_reference, worst, RmsNorm, EPS};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dev = Device::cuda_if_available(0)?;
    let (tokens, width, hidden) = if dev.is_cuda() { (4096, 1024, 4096) } else { (64, 96, 192) };
    println!("candle device: {dev:?}; the MLP block on {tokens} tokens of width {width} (hidden {hidden})");
    let x = Tensor::randn(0f32, 1.0, (tokens, width), &dev)?;
    let g = Tensor::randn(1f32, 0.1, width, &dev)?;
    let w1 = (Tensor::randn(0f32, 1.0, (hidden, width), &dev)? / (width as f64).sqrt())?;
    let w2 = (Tensor::randn(0f32, 1.0, (width, hidden), &dev)? / (hidden as f64).sqrt())?;
    let want = mlp_reference(&x, &g, &w1, &w2)?;
    for (dtype, tolerance) in [(DType::F32, 1e-4), (DType::F16, 1e-2), (DType::BF16, 5e-2)] {
        let c = |t: &Tensor| t.to_dtype(dtype);
        let got = mlp_block(&c(&x)?, &c(&g)?, &c(&w1)?, &c(&w2)?)?;
        let err = worst(&got, &want)?;
        println!("{dtype:?}: largest difference from candle's own ops {err:.2e} (relative to 1 + |value|)");
        if err > tolerance {
            return Err(
                format!("the {dtype:?} block differs from candle's by {err:e} (tolerance {tolerance:e})").into()
            );
        }
    }
    if dev.is_cuda() {
        // The RMSNorm op's time beside candle's ops computing the same.
        let time = |f: &dyn Fn() -> candle_core::Result<Tensor>| -> candle_core::Result<f64> {
            f()?;
            dev.synchronize()?;
            let start = std::time::Instant::now();
            for _ in 0..50 {
                f()?;
            }
            dev.synchronize()?;
            Ok(start.elapsed().as_secs_f64() / 50.0 * 1e6)
        };
        let ours = time(&|| x.apply_op2_no_bwd(&g, &KernelOp(RmsNorm { eps: EPS })))?;
        let theirs = time(&|| rms_norm_reference(&x, &g, EPS))?;
        println!("rms_norm of {tokens}x{width} f32: the ferrocuda op {ours:.1} us, candle's ops {theirs:.1} us");
    }
    Ok(())
}
