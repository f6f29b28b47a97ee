//! HGEMM 4096³ on the tensor cores: f16 and bf16 inputs, f32 accumulation and output —
//! ferrocuda's `wmma` kernel (checked and unchecked) beside cuBLAS's `cublasGemmEx` with the
//! same types, the ceiling.

use ferrocuda::prelude::*;

use super::MNK;
use crate::check::Rng;
use crate::harness::{poison, row_of, s, Bench, Res};
use crate::kernels;
use crate::report::{Work, SYS_OURS, SYS_UNCHECKED};

pub fn run(b: &mut Bench) -> Res<()> {
    let mut rng = Rng::new(0x5eed_0015);
    let (ha, hb) = (rng.floats(MNK * MNK, -1.0, 1.0), rng.floats(MNK * MNK, -1.0, 1.0));
    let grid = Grid::new(((MNK / 128) as u32, (MNK / 128) as u32), 256);
    let n = MNK as u32;
    halves::<f16>(b, "hgemm", "4096³ f16 → f32", &ha, &hb, f16::to_bits, false, &move |checked, a, bb, c| {
        if checked {
            kernels::hgemm_checked.launch(grid, a, bb, c, n, n, n)
        } else {
            kernels::hgemm.launch(grid, a, bb, c, n, n, n)
        }
    })?;
    halves::<bf16>(b, "hgemm bf16", "4096³ bf16 → f32", &ha, &hb, bf16::to_bits, true, &move |checked, a, bb, c| {
        if checked {
            kernels::hgemm_bf16_checked.launch(grid, a, bb, c, n, n, n)
        } else {
            kernels::hgemm_bf16.launch(grid, a, bb, c, n, n, n)
        }
    })
}

/// Launches one type's kernel, checked or not.
type Launch<'a, T> =
    dyn Fn(bool, &DeviceBuffer<T>, &DeviceBuffer<T>, &mut DeviceBuffer<f32>) -> ferrocuda::Result<()> + 'a;

/// One half type's rows.
#[allow(clippy::too_many_arguments)]
fn halves<T: Float + ferrocuda::DeviceScalar>(
    b: &mut Bench,
    name: &str,
    size: &str,
    fa: &[f32],
    fb: &[f32],
    to_bits: fn(T) -> u16,
    bf: bool,
    launch: &Launch<'_, T>,
) -> Res<()> {
    let ha: Vec<T> = fa.iter().map(|&x| T::from_f32(x)).collect();
    let hb: Vec<T> = fb.iter().map(|&x| T::from_f32(x)).collect();
    let da = b.dev.to_device(&ha).map_err(s)?;
    let db = b.dev.to_device(&hb).map_err(s)?;
    let mut dc = b.dev.zeros::<f32>(MNK * MNK).map_err(s)?;
    let work = Work::Flops(2.0 * (MNK as f64).powi(3));
    // Checked on sampled entries against f64 sums of the rounded inputs' products.
    let samples = crate::check::sample_indices(MNK * MNK, 4, 252);
    let check_c = |got: &[f32]| -> Res<()> {
        for &idx in &samples {
            let (i, j) = (idx / MNK, idx % MNK);
            let (mut want, mut scale) = (0.0f64, 0.0f64);
            for k in 0..MNK {
                let p = ha[i * MNK + k].to_f64() * hb[k * MNK + j].to_f64();
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
    for (system, checked) in [(SYS_OURS, true), (SYS_UNCHECKED, false)] {
        let r = (|| {
            poison(&mut dc)?;
            let go = |dc: &mut DeviceBuffer<f32>| launch(checked, &da, &db, dc).map_err(s);
            go(&mut dc)?;
            check_c(&dc.to_vec().map_err(s)?)?;
            b.time(|| go(&mut dc))
        })();
        b.push(row_of(name, size, system, work, r).note("wmma 16×16×16, 128×128 tiles, 8 warps of 32×64, two stages"));
    }
    let bits = |v: &[T]| v.iter().map(|&x| to_bits(x)).collect::<Vec<u16>>();
    let r = cublas_gemm_ex(b, &bits(&ha), &bits(&hb), bf, &check_c);
    b.push(row_of(name, size, "cuBLAS (ceiling)", work, r).note("cublasGemmEx, f32 compute and output"));
    Ok(())
}

fn cublas_gemm_ex(b: &Bench, ha: &[u16], hb: &[u16], bf: bool, check_c: &dyn Fn(&[f32]) -> Res<()>) -> Res<f64> {
    use cudarc::cublas::sys::{cublasComputeType_t, cublasGemmAlgo_t, cublasOperation_t, cudaDataType_t};
    use cudarc::cublas::{result, CudaBlas};
    use cudarc::driver::{CudaContext, DevicePtr, DevicePtrMut};
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
    let t = if bf { cudaDataType_t::CUDA_R_16BF } else { cudaDataType_t::CUDA_R_16F };
    let (alpha, beta) = (1.0f32, 0.0f32);
    let go = |c: &mut cudarc::driver::CudaSlice<f32>| {
        let (pa, _ra) = a.device_ptr(&stream);
        let (pb, _rb) = bb.device_ptr(&stream);
        let (pc, _rc) = c.device_ptr_mut(&stream);
        // Safety: the three matrices hold n×n elements of the types named; row-major C = A B
        // is column-major Cᵀ = Bᵀ Aᵀ: B first.
        unsafe {
            result::gemm_ex(
                *blas.handle(),
                cublasOperation_t::CUBLAS_OP_N,
                cublasOperation_t::CUBLAS_OP_N,
                n,
                n,
                n,
                (&alpha as *const f32).cast(),
                pb as *const _,
                t,
                n,
                pa as *const _,
                t,
                n,
                (&beta as *const f32).cast(),
                pc as *mut _,
                cudaDataType_t::CUDA_R_32F,
                n,
                cublasComputeType_t::CUBLAS_COMPUTE_32F,
                cublasGemmAlgo_t::CUBLAS_GEMM_DEFAULT,
            )
        }
        .map_err(s)
    };
    go(&mut c)?;
    check_c(&stream.clone_dtoh(&c).map_err(s)?)?;
    b.time(|| go(&mut c))
}
