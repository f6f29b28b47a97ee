//! C = A Bᵀ on Hopper's warpgroup tensor cores, written as the kernels that reach cuBLAS are:
//! tensor copies (`tma::load`) of swizzled tiles into a ring of shared-memory stages, one
//! producer warpgroup that issues them and two consumer warpgroups that multiply
//! (`wgmma::mma`), split-phase barriers between them (`full`: a stage landed; `empty`: both
//! consumers are done with it), and registers moved from the producer to the consumers
//! (`setmaxnreg`). A (M × K) and B (N × K) are `f16` (or `bf16`), row-major: both K-major, as
//! the multiply reads them; C is `f32`. Each block computes a 128 × 256 tile of C, K in slabs
//! of 64; edges read zeros (the copies fill them), so M, N and K need not be multiples of the
//! tiles. Checked against a CPU product (every element on the simulator, sampled rows on a
//! GPU), then timed on a GPU (TFLOP/s).
//!
//! `cargo run --release --example hopper_gemm` (4096³ on a GPU, which must be compute
//! capability 9.0; 256 × 512 × 192 on the simulator or with `FERROCUDA_EXAMPLE_SMALL=1`;
//! `FERROCUDA_GEMM_SIZE=8192` for another size on a GPU).

#[path = "common/small.rs"]
mod small;
#[path = "common/timing.rs"]
mod timing;

use ferrocuda::prelude::*;

/// Ring stages: each holds a 128 × 64 slab of A and a 256 × 64 slab of B (48 KiB).
const STAGES: usize = 4;
/// Halves of one stage's A slab and B slab.
const A_SLAB: usize = 128 * 64;
const B_SLAB: usize = 256 * 64;

/// The kernel, twice: as written (`hgemm_tn`, every check made), and with the checks off
/// (`hgemm_tn_unchecked`, `#[kernel(unchecked)]`), to show what they cost.
macro_rules! gemm_kernel {
    ($(#[$attr:meta])* $name:ident) => {
        $(#[$attr])*
        pub fn $name<T: Float>(
            a: &TensorMap2<Swizzled128<T>, 128, 64>,
            b: &TensorMap2<Swizzled128<T>, 256, 64>,
            c: &mut [f32],
            m: usize,
            n: usize,
            k: usize,
        ) {
            // The stages' A slabs, then their B slabs, in dynamic shared memory (192 KiB).
            let tiles = dynamic_shared::<Swizzled128<T>>();
            let full = shared_array::<u64, STAGES>();
            let empty = shared_array::<u64, STAGES>();
            let t = thread_idx().x as usize;
            let wg = warpgroup::index() as usize;
            let (row0, col0) = (block_idx().y as usize * 128, block_idx().x as usize * 256);
            let k_tiles = (k + 63) / 64;
            if t == 0 {
                for s in 0..STAGES {
                    mbarrier::init(&full, s, 1);
                    mbarrier::init(&empty, s, 2);
                }
            }
            sync_threads();
            if wg == 0 {
                // The producer: one thread issues the copies, the warpgroup gives registers up.
                warpgroup::release_registers(40);
                if t == 0 {
                    for kt in 0..k_tiles {
                        let s = kt % STAGES;
                        // Both consumers are done with the stage's last round (the first round passes).
                        mbarrier::wait(&empty, s, (kt / STAGES) as u32 + 1);
                        mbarrier::arrive_expect_tx(&full, s, ((A_SLAB + B_SLAB) * 2) as u32);
                        let kc = (kt * 64) as i32;
                        tma::load(&tiles, s * A_SLAB, a, [row0 as i32, kc], &full, s);
                        tma::load(&tiles, STAGES * A_SLAB + s * B_SLAB, b, [col0 as i32, kc], &full, s);
                    }
                }
            } else {
                // Two consumers, rows 0..64 and 64..128 of the tile, each a 64 × 256 accumulator.
                warpgroup::set_max_registers(232);
                let rows = (wg - 1) * 64;
                let mut acc = wgmma::Accumulator::<64, 256, f32>::zeroed();
                for kt in 0..k_tiles {
                    let s = kt % STAGES;
                    mbarrier::wait(&full, s, (kt / STAGES) as u32);
                    wgmma::fence();
                    for kk in 0..4 {
                        let (ja, jb) = (s * A_SLAB + rows * 64 + kk * 16, STAGES * A_SLAB + s * B_SLAB + kk * 16);
                        wgmma::mma(&mut acc, &tiles, ja, &tiles, jb);
                    }
                    wgmma::commit();
                    // This slab's multiplies stay in flight while the last slab's finish: then its
                    // stage is free for the producer.
                    wgmma::wait_prior(1);
                    if kt > 0 && t % 128 == 0 {
                        mbarrier::arrive(&empty, (kt - 1) % STAGES);
                    }
                }
                wgmma::wait_prior(0);
                for i in 0..acc.len() {
                    let (r, col) = (row0 + rows + acc.row(i), col0 + acc.col(i));
                    if r < m && col < n {
                        c[r * n + col] = acc.get(i);
                    }
                }
            }
        }
    };
}

gemm_kernel!(
    #[kernel(launch_bounds = 384)]
    hgemm_tn
);
gemm_kernel!(
    #[kernel(launch_bounds = 384, unchecked)]
    hgemm_tn_unchecked
);

fn main() -> ferrocuda::Result<()> {
    let dev = Device::auto()?;
    println!("running on {dev}");
    if let Some(cc) = dev.compute_capability().filter(|&cc| cc != (9, 0)) {
        println!("this example needs a GPU of compute capability 9.0 (Hopper); this one is {}.{}", cc.0, cc.1);
        return Ok(());
    }
    let small = small::small(&dev);
    let (m, n, k) = if small {
        (256, 512, 192)
    } else {
        let s = std::env::var("FERROCUDA_GEMM_SIZE").ok().and_then(|v| v.parse().ok()).unwrap_or(4096);
        (s, s, s)
    };
    run::<f16>(&dev, (m, n, k), small)?;
    run::<bf16>(&dev, (m, n, k), small)?;
    // Sizes that are not multiples of the tiles: the copies read zeros past the edges.
    let (m2, n2, k2) = if small { (200, 300, 100) } else { (m - 96, n - 33 * 8, k - 96) };
    run::<f16>(&dev, (m2, n2, k2), small)
}

fn run<T: Float>(dev: &Device, (m, n, k): (usize, usize, usize), small: bool) -> ferrocuda::Result<()> {
    // Small integers over 8: every product and sum exact in f32, so any wrong element shows.
    let ha: Vec<T> = (0..m * k).map(|i| T::from_f32(((i * 7 + 3) % 9) as f32 / 8.0 - 0.5)).collect();
    let hb: Vec<T> = (0..n * k).map(|i| T::from_f32(((i * 5 + 1) % 11) as f32 / 8.0 - 0.625)).collect();
    let a = dev.to_device_2d(&ha, (m, k))?;
    let b = dev.to_device_2d(&hb, (n, k))?;
    let map_a = TensorMap2::<Swizzled128<T>, 128, 64>::new(a.view())?;
    let map_b = TensorMap2::<Swizzled128<T>, 256, 64>::new(b.view())?;
    let mut c = dev.to_device(&vec![f32::NAN; m * n])?;
    let grid = Grid::new((n.div_ceil(256) as u32, m.div_ceil(128) as u32), 384)
        .shared_mem((STAGES * (A_SLAB + B_SLAB) * 2) as u32);
    hgemm_tn.launch(grid, &map_a, &map_b, &mut c, m, n, k)?;
    let got = c.to_vec()?;
    let mut c2 = dev.to_device(&vec![f32::NAN; m * n])?;
    hgemm_tn_unchecked.launch(grid, &map_a, &map_b, &mut c2, m, n, k)?;
    if c2.to_vec()? != got {
        eprintln!("the unchecked kernel's product differs from the checked one's");
        std::process::exit(1);
    }
    let rows: Vec<usize> = if small { (0..m).collect() } else { (0..m).step_by(97).chain([m - 1]).collect() };
    for &r in &rows {
        for col in 0..n {
            let want: f32 = (0..k).map(|p| ha[r * k + p].to_f32() * hb[col * k + p].to_f32()).sum();
            let g = got[r * n + col];
            if g != want {
                eprintln!("the product is wrong: C[{r}][{col}] = {g}, want {want}");
                std::process::exit(1);
            }
        }
    }
    let name = std::any::type_name::<T>().rsplit("::").next().unwrap_or("?");
    if small {
        println!("{name} {m} × {n} × {k}: every element checked");
        return Ok(());
    }
    let time = timing::median_time(dev, 3, 20, || hgemm_tn.launch(grid, &map_a, &map_b, &mut c, m, n, k))?;
    let unchecked =
        timing::median_time(dev, 3, 20, || hgemm_tn_unchecked.launch(grid, &map_a, &map_b, &mut c, m, n, k))?;
    let tflops = |t: std::time::Duration| 2.0 * (m * n * k) as f64 / t.as_secs_f64() / 1e12;
    println!(
        "{name} {m} × {n} × {k}: {:.3} ms, {:.1} TFLOP/s; unchecked {:.3} ms, {:.1} TFLOP/s ({} rows checked)",
        time.as_secs_f64() * 1e3,
        tflops(time),
        unchecked.as_secs_f64() * 1e3,
        tflops(unchecked),
        rows.len()
    );
    Ok(())
}
