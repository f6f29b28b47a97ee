//! C = relu(A × B + bias) on the tensor cores, for f16 and bf16 inputs (f32 sums), with the
//! bias and the ReLU fused into the kernel's epilogue: one kernel generic over the half type.
//! Each block of 4 warps computes a 64 × 64 tile of C, each warp 32 × 32 of it (2 × 2
//! accumulators), K in steps of 32 through shared tiles that `pipeline::copy` fills. Checked
//! against a CPU product (every element on the simulator, sampled rows on a GPU).
//!
//! `cargo run --release --example tensor_gemm` (2048² on a GPU, 128² on the simulator or
//! with `FERROCUDA_EXAMPLE_SMALL=1`)

#[path = "common/small.rs"]
mod small;
#[path = "common/timing.rs"]
mod timing;

use ferrocuda::prelude::*;

#[kernel(launch_bounds = 128)]
pub fn gemm_bias_relu<T: Float>(a: &[T], b: &[T], bias: &[f32], c: &mut [f32], n: usize) {
    // Rows of the shared tiles: 8 elements longer than the tile (a 16-byte skew against bank
    // conflicts, still a multiple of 16 bytes as the tensor cores' loads want). Constants of
    // the body, so that the translator proves every tile load within the arrays and aligned:
    // no check is made there on the GPU (thread_idx() is below the launch bounds).
    const A_LD: usize = 32 + 8;
    const B_LD: usize = 64 + 8;
    let a_s = shared_array::<T, { 64 * A_LD }>();
    let b_s = shared_array::<T, { 32 * B_LD }>();
    let t = thread_idx().x as usize;
    let (wr, wc) = (t / 32 / 2, t / 32 % 2);
    let (row0, col0) = (block_idx().y as usize * 64, block_idx().x as usize * 64);
    let mut acc = [wmma::Fragment::<wmma::Accumulator, 16, 16, 16, f32>::zeroed(); 4];
    for k0 in (0..n).step_by(32) {
        // 64 × 32 of A and 32 × 64 of B, 16 bytes (8 halves) a copy, two of each a thread.
        for q in 0..2 {
            let e = t + q * 128;
            let (ar, ac) = (e / 4, e % 4 * 8);
            pipeline::copy::<8>(a_s, ar * A_LD + ac, a, (row0 + ar) * n + k0 + ac);
            let (br, bc) = (e / 8, e % 8 * 8);
            pipeline::copy::<8>(b_s, br * B_LD + bc, b, (k0 + br) * n + col0 + bc);
        }
        pipeline::commit();
        pipeline::wait_all();
        sync_threads();
        for kk in (0..32).step_by(16) {
            for i in 0..2 {
                let fa = wmma::load_a::<wmma::RowMajor>(&a_s[(wr * 32 + i * 16) * A_LD + kk..], A_LD);
                for j in 0..2 {
                    let fb = wmma::load_b::<wmma::RowMajor>(&b_s[kk * B_LD + wc * 32 + j * 16..], B_LD);
                    wmma::mma(&mut acc[i * 2 + j], &fa, &fb);
                }
            }
        }
        sync_threads();
    }
    for i in 0..2 {
        for j in 0..2 {
            let (row, col) = (row0 + wr * 32 + i * 16, col0 + wc * 32 + j * 16);
            // The bias row broadcast down the tile (a leading dimension of 0), added element
            // by element: the accumulators share their layout, so no lane needs to know it.
            let b_tile: wmma::Fragment<wmma::Accumulator, 16, 16, 16, f32> =
                wmma::load_c::<wmma::RowMajor>(&bias[col..], 0);
            let mut f = acc[i * 2 + j];
            for e in 0..f.len() {
                f.set(e, (f.get(e) + b_tile.get(e)).max(0.0));
            }
            wmma::store(c, row * n + col, n, &f);
        }
    }
}

/// One half type's run: checked against the CPU, then timed on a GPU.
fn run<T: Float + ferrocuda::DeviceScalar>(dev: &Device, name: &str, n: usize, small: bool) -> ferrocuda::Result<()> {
    // Small integers: every product and sum exact in f32, so a correct kernel is exact.
    let ints = |seed: usize, len: usize| (0..len).map(|i| ((i * seed + 7) % 7) as f32 - 3.0).collect::<Vec<f32>>();
    let (fa, fb, bias) = (ints(31, n * n), ints(17, n * n), ints(5, n));
    let to = |v: &[f32]| v.iter().map(|&x| T::from_f32(x)).collect::<Vec<T>>();
    let (da, db, dbias) = (dev.to_device(&to(&fa))?, dev.to_device(&to(&fb))?, dev.to_device(&bias)?);
    let mut dc = dev.to_device(&vec![f32::NAN; n * n])?;
    let grid = Grid::new(((n / 64) as u32, (n / 64) as u32), 128u32);
    gemm_bias_relu.launch(grid, &da, &db, &dbias, &mut dc, n)?;
    let c = dc.to_vec()?;
    let rows: Vec<usize> = if small { (0..n).collect() } else { (0..n).step_by(97).collect() };
    let mut wrong = 0;
    for &r in &rows {
        for col in 0..n {
            let dot: f32 = (0..n).map(|k| fa[r * n + k] * fb[k * n + col]).sum();
            wrong += usize::from(c[r * n + col] != (dot + bias[col]).max(0.0));
        }
    }
    println!("{name}: {n}×{n}, relu(a b + bias): {wrong} of {} checked elements differ from the CPU", rows.len() * n);
    if wrong > 0 {
        eprintln!("the product is wrong");
        std::process::exit(1);
    }
    if !small {
        let time = timing::median_time(dev, 3, 21, || gemm_bias_relu.launch(grid, &da, &db, &dbias, &mut dc, n))?;
        let tflops = 2.0 * (n as f64).powi(3) / time.as_secs_f64() / 1e12;
        println!("{name}: {:.3} ms (median of 21), {tflops:.1} TFLOP/s", time.as_secs_f64() * 1e3);
    }
    Ok(())
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::auto()?;
    println!("running on {dev}");
    let small = small::small(&dev);
    let n = if small { 128 } else { 2048 };
    run::<f16>(&dev, "f16", n, small)?;
    run::<bf16>(&dev, "bf16", n, small)
}
