//! SGEMM 4096³: ferrocuda's 128 × 128 tiles (checked and unchecked) and the tuned tile height
//! beside the same tiling in CUDA C and cuBLAS, the ceiling.

use std::ffi::c_void;

use ferrocuda::prelude::*;

use super::MNK;
use crate::check::{self, Rng};
use crate::harness::{poison, ptr, row_of, s, Bench, Res};
use crate::kernels;
use crate::report::{Work, SYS_OURS, SYS_OURS_TUNED, SYS_UNCHECKED};

pub fn run(b: &mut Bench) -> Res<()> {
    let mut rng = Rng::new(0x5eed_0004);
    let (ha, hb) = (rng.floats(MNK * MNK, -1.0, 1.0), rng.floats(MNK * MNK, -1.0, 1.0));
    let da = b.dev.to_device(&ha).map_err(s)?;
    let db = b.dev.to_device(&hb).map_err(s)?;
    let mut dc = b.dev.zeros::<f32>(MNK * MNK).map_err(s)?;
    let work = Work::Flops(2.0 * (MNK as f64).powi(3));
    let size = "4096³ f32";
    // Checked on a sample of entries against f64 dot products, relative to Σ|a||b|.
    let samples = check::sample_indices(MNK * MNK, 4, 252);
    let check_c = |got: &[f32]| -> Res<()> {
        for &idx in &samples {
            let (i, j) = (idx / MNK, idx % MNK);
            let (mut want, mut scale) = (0.0f64, 0.0f64);
            for k in 0..MNK {
                let p = ha[i * MNK + k] as f64 * hb[k * MNK + j] as f64;
                want += p;
                scale += p.abs();
            }
            let err = (got[idx] as f64 - want).abs();
            if got[idx].is_nan() || err > 1e-5 * scale {
                return Err(format!("C[{i}][{j}] is {} but the CPU gives {want} (error {err:.2e})", got[idx]));
            }
        }
        Ok(())
    };
    let grid = Grid::new(((MNK / 128) as u32, (MNK / 128) as u32), 256);
    let n = MNK as u32;
    for (system, checked) in [(SYS_OURS, true), (SYS_UNCHECKED, false)] {
        let r = (|| {
            poison(&mut dc)?;
            let go = |dc: &mut DeviceBuffer<f32>| {
                if checked {
                    kernels::sgemm_checked.launch(grid, &da, &db, dc, n, n, n).map_err(s)
                } else {
                    kernels::sgemm.launch(grid, &da, &db, dc, n, n, n).map_err(s)
                }
            };
            go(&mut dc)?;
            check_c(&dc.to_vec().map_err(s)?)?;
            b.time(|| go(&mut dc))
        })();
        b.push(
            row_of("sgemm", size, system, work, r)
                .note("128×128 tiles, 8×8 per thread, two stages, B by pipeline::copy"),
        );
    }
    // Tuned: the first launch times each tile height on this device, the rest run the fastest.
    let tuned_grid = || Grid::tuned(|[bm]| Grid::new(((MNK / 128) as u32, MNK as u32 / bm), 2 * bm));
    let r = (|| {
        poison(&mut dc)?;
        kernels::sgemm_tuned.launch_tuned(tuned_grid(), &da, &db, &mut dc, n, n, n).map_err(s)?;
        check_c(&dc.to_vec().map_err(s)?)?;
        b.time(|| kernels::sgemm_tuned.launch_tuned(tuned_grid(), &da, &db, &mut dc, n, n, n).map_err(s))
    })();
    let chosen = ferrocuda::tunings().into_iter().rev().find(|t| t.kernel == "sgemm_tuned");
    let note = match chosen.as_ref().and_then(|t| t.chosen.first()) {
        Some((_, bm)) => format!("tuned over BM = [32, 64, 128]: chose {bm}×128 tiles, {} threads", 2 * bm),
        None => "tuned over BM = [32, 64, 128]".to_string(),
    };
    b.push(row_of("sgemm", size, SYS_OURS_TUNED, work, r).note(note));
    for (system, module) in b.references("sgemm.cu") {
        let r = module.and_then(|m| {
            let f = m.function("sgemm")?;
            poison(&mut dc)?;
            let (pa, pb, pc, nn) = (da.as_raw_ptr(), db.as_raw_ptr(), dc.as_raw_ptr(), MNK as i32);
            let blocks = (MNK / 128) as u32;
            let go = || {
                let mut params: [*mut c_void; 6] = [ptr(&pa), ptr(&pb), ptr(&pc), ptr(&nn), ptr(&nn), ptr(&nn)];
                // Safety: the parameters match `sgemm`'s signature.
                unsafe { f.launch([blocks, blocks, 1], [256, 1, 1], &mut params) }
            };
            go()?;
            check_c(&dc.to_vec().map_err(s)?)?;
            b.time(go)
        });
        b.push(row_of("sgemm", size, system, work, r).note("the earlier tiling: one stage, scalar accesses"));
    }
    let r = cublas_sgemm(b, &ha, &hb, &check_c);
    if let Ok(ms) = r {
        b.ceilings.sgemm_gflops = Some(2.0 * (MNK as f64).powi(3) / (ms / 1e3) / 1e9);
    }
    b.push(row_of("sgemm", size, "cuBLAS (ceiling)", work, r));
    Ok(())
}
fn cublas_sgemm(b: &Bench, ha: &[f32], hb: &[f32], check_c: &dyn Fn(&[f32]) -> Res<()>) -> Res<f64> {
    use cudarc::cublas::{sys::cublasOperation_t, CudaBlas, Gemm, GemmConfig};
    use cudarc::driver::CudaContext;
    // Safety: probing only dlopens the candidates.
    if !unsafe { cudarc::cublas::sys::is_culib_present() } {
        return Err("libcublas was not found on the loader path".into());
    }
    let ctx = CudaContext::new(0).map_err(s)?;
    let stream = ctx.default_stream();
    let blas = CudaBlas::new(stream.clone()).map_err(s)?;
    let a = stream.clone_htod(ha).map_err(s)?;
    let bb = stream.clone_htod(hb).map_err(s)?;
    let mut c = stream.alloc_zeros::<f32>(MNK * MNK).map_err(s)?;
    let n = MNK as i32;
    // Row-major C = A B is column-major Cᵀ = Bᵀ Aᵀ: pass B first.
    let cfg = GemmConfig {
        transa: cublasOperation_t::CUBLAS_OP_N,
        transb: cublasOperation_t::CUBLAS_OP_N,
        m: n,
        n,
        k: n,
        alpha: 1.0f32,
        lda: n,
        ldb: n,
        beta: 0.0f32,
        ldc: n,
    };
    let go = |c: &mut cudarc::driver::CudaSlice<f32>| {
        // Safety: the three matrices hold n×n floats; the configuration matches them.
        unsafe { blas.gemm(cfg, &bb, &a, c) }.map_err(s)
    };
    go(&mut c)?;
    check_c(&stream.clone_dtoh(&c).map_err(s)?)?;
    b.time(|| go(&mut c))
}
