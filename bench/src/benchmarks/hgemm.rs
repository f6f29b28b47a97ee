//! GEMM 4096³ on the tensor cores, each beside cuBLAS's `cublasGemmEx` with the same types:
//! f16 and bf16 inputs into f32 (the HGEMM), f32 inputs multiplied as tf32 (cuBLAS with
//! `CUBLAS_COMPUTE_32F_FAST_TF32`), and C = relu(A · B + bias) with the epilogue fused into
//! ferrocuda's kernel beside cuBLAS followed by a separate elementwise kernel.

use ferrocuda::prelude::*;

use super::MNK;
use crate::check::Rng;
use crate::harness::{poison, row_of, s, Bench, Res};
use crate::kernels;
use crate::report::{Work, SYS_OURS, SYS_UNCHECKED};

/// The row of cuBLAS followed by the separate bias + ReLU pass.
pub const SYS_CUBLAS_THEN_ELEMENTWISE: &str = "cuBLAS + a separate bias + ReLU kernel";

/// Tolerance of a sampled entry, relative to Σ |a b| of its dot product: f32 sums.
const TOL_F32_SUMS: f64 = 1e-5;

pub fn run(b: &mut Bench) -> Res<()> {
    let mut rng = Rng::new(0x5eed_0015);
    let (fa, fb) = (rng.floats(MNK * MNK, -1.0, 1.0), rng.floats(MNK * MNK, -1.0, 1.0));
    let bias = rng.floats(MNK, -1.0, 1.0);
    let grid = Grid::new(((MNK / 128) as u32, (MNK / 128) as u32), 256);
    let n = MNK as u32;
    let half_rows = |b: &mut Bench, bf: bool| -> Res<()> {
        if bf {
            halves::<bf16>(b, "hgemm bf16", "4096³ bf16 → f32", &fa, &fb, &move |checked, a, bb, c| {
                if checked {
                    kernels::hgemm_bf16_checked.launch(grid, a, bb, c, n, n, n)
                } else {
                    kernels::hgemm_bf16.launch(grid, a, bb, c, n, n, n)
                }
            })
        } else {
            halves::<f16>(b, "hgemm", "4096³ f16 → f32", &fa, &fb, &move |checked, a, bb, c| {
                if checked {
                    kernels::hgemm_checked.launch(grid, a, bb, c, n, n, n)
                } else {
                    kernels::hgemm.launch(grid, a, bb, c, n, n, n)
                }
            })
        }
    };
    half_rows(b, false)?;
    half_rows(b, true)?;
    tf32(b, &fa, &fb, grid)?;
    fused(b, &fa, &fb, &bias, grid)
}

/// C[i][j] of row-major A · B from `a(i, q)` and `b(q, j)`, in f64, and Σ |a b|.
fn dot(a: impl Fn(usize) -> f64, b: impl Fn(usize) -> f64) -> (f64, f64) {
    (0..MNK).fold((0.0, 0.0), |(s, m), q| {
        let p = a(q) * b(q);
        (s + p, m + p.abs())
    })
}

/// Checks sampled entries of C against `want(i, j)` (the value and Σ |a b|), within `tol` of
/// the latter.
fn check_c(got: &[f32], tol: f64, want: &dyn Fn(usize, usize) -> (f64, f64)) -> Res<()> {
    for idx in crate::check::sample_indices(MNK * MNK, 4, 252) {
        let (i, j) = (idx / MNK, idx % MNK);
        let (w, scale) = want(i, j);
        let err = (got[idx] as f64 - w).abs();
        if got[idx].is_nan() || err > tol * scale.max(1e-30) {
            return Err(format!("C[{i}][{j}] is {} but the CPU gives {w} (error {err:.2e})", got[idx]));
        }
    }
    Ok(())
}

/// Launches one kernel, checked or not.
type Launch<'a, T> =
    dyn Fn(bool, &DeviceBuffer<T>, &DeviceBuffer<T>, &mut DeviceBuffer<f32>) -> ferrocuda::Result<()> + 'a;

/// ferrocuda's checked and unchecked rows of a kernel over inputs `a`, `b` (on the device),
/// each checked against `want` before it is timed.
fn ours<T: ferrocuda::DeviceScalar>(
    b: &mut Bench,
    (name, size, note): (&str, &str, &str),
    (da, db): (&DeviceBuffer<T>, &DeviceBuffer<T>),
    launch: &Launch<'_, T>,
    want: &dyn Fn(&[f32]) -> Res<()>,
) -> Res<()> {
    let mut dc = b.dev.zeros::<f32>(MNK * MNK).map_err(s)?;
    let work = Work::Flops(2.0 * (MNK as f64).powi(3));
    for (system, checked) in [(SYS_OURS, true), (SYS_UNCHECKED, false)] {
        let r = (|| {
            poison(&mut dc)?;
            let go = |dc: &mut DeviceBuffer<f32>| launch(checked, da, db, dc).map_err(s);
            go(&mut dc)?;
            want(&dc.to_vec().map_err(s)?)?;
            b.time(|| go(&mut dc))
        })();
        b.push(row_of(name, size, system, work, r).note(note));
    }
    Ok(())
}

/// One half type's rows.
fn halves<T: Float + ferrocuda::DeviceScalar + HalfBits>(
    b: &mut Bench,
    name: &str,
    size: &str,
    fa: &[f32],
    fb: &[f32],
    launch: &Launch<'_, T>,
) -> Res<()> {
    let ha: Vec<T> = fa.iter().map(|&x| T::from_f32(x)).collect();
    let hb: Vec<T> = fb.iter().map(|&x| T::from_f32(x)).collect();
    let da = b.dev.to_device(&ha).map_err(s)?;
    let db = b.dev.to_device(&hb).map_err(s)?;
    // Against f64 sums of the rounded inputs' products.
    let want = |i: usize, j: usize| dot(|q| ha[i * MNK + q].to_f64(), |q| hb[q * MNK + j].to_f64());
    let check = |got: &[f32]| check_c(got, TOL_F32_SUMS, &want);
    let note = "wmma 16×16×16, 128×128 tiles, 8 warps of 32×64, two stages";
    ours(b, (name, size, note), (&da, &db), launch, &check)?;
    let bits = |v: &[T]| v.iter().map(|&x| x.half_bits()).collect::<Vec<u16>>();
    let ty = if T::BF16 { DataType::Bf16 } else { DataType::F16 };
    let r = cublas_gemm(b, &bits(&ha), &bits(&hb), ty, &|c| Ok(c.to_vec()), &check);
    b.push(row_of(name, size, "cuBLAS (ceiling)", work(), r).note("cublasGemmEx, f32 compute and output"));
    Ok(())
}

fn work() -> Work {
    Work::Flops(2.0 * (MNK as f64).powi(3))
}

/// The half types' bits, for cuBLAS.
trait HalfBits: Copy {
    const BF16: bool;
    fn half_bits(self) -> u16;
}
impl HalfBits for f16 {
    const BF16: bool = false;
    fn half_bits(self) -> u16 {
        self.to_bits()
    }
}
impl HalfBits for bf16 {
    const BF16: bool = true;
    fn half_bits(self) -> u16 {
        self.to_bits()
    }
}

/// f32 inputs on the tensor cores as tf32.
fn tf32(b: &mut Bench, fa: &[f32], fb: &[f32], grid: Grid<'static>) -> Res<()> {
    let (name, size) = ("sgemm tf32", "4096³ f32 as tf32");
    let da = b.dev.to_device(fa).map_err(s)?;
    let db = b.dev.to_device(fb).map_err(s)?;
    // ferrocuda rounds each input to tf32 at the load (to nearest, ties away): against f64
    // sums of the rounded inputs' products.
    let (ra, rb): (Vec<f32>, Vec<f32>) = (
        fa.iter().map(|&x| ferrocuda::wmma::to_tf32(x)).collect(),
        fb.iter().map(|&x| ferrocuda::wmma::to_tf32(x)).collect(),
    );
    let want = |i: usize, j: usize| dot(|q| ra[i * MNK + q] as f64, |q| rb[q * MNK + j] as f64);
    let n = MNK as u32;
    let launch = move |checked: bool, a: &DeviceBuffer<f32>, bb: &DeviceBuffer<f32>, c: &mut DeviceBuffer<f32>| {
        if checked {
            kernels::sgemm_tf32_checked.launch(grid, a, bb, c, n, n, n)
        } else {
            kernels::sgemm_tf32.launch(grid, a, bb, c, n, n, n)
        }
    };
    let note = "wmma 16×16×8, 128×128 tiles, 8 warps of 32×64, two stages of K 16";
    ours(b, (name, size, note), (&da, &db), &launch, &|got| check_c(got, TOL_F32_SUMS, &want))?;
    // cuBLAS may round its tf32 inputs otherwise (toward zero): each product within 2⁻¹⁰ of
    // the rounded inputs'.
    let loose = |got: &[f32]| check_c(got, 2e-3, &want);
    let r = cublas_gemm(b, fa, fb, DataType::Tf32, &|c| Ok(c.to_vec()), &loose);
    b.push(row_of(name, size, "cuBLAS (ceiling)", work(), r).note("cublasGemmEx, CUBLAS_COMPUTE_32F_FAST_TF32"));
    Ok(())
}

/// C = relu(A · B + bias), f16 inputs: fused, and cuBLAS then a separate kernel.
fn fused(b: &mut Bench, fa: &[f32], fb: &[f32], bias: &[f32], grid: Grid<'static>) -> Res<()> {
    let (name, size) = ("gemm + bias + relu", "4096³ f16 → f32");
    let ha: Vec<f16> = fa.iter().map(|&x| f16::from_f32(x)).collect();
    let hb: Vec<f16> = fb.iter().map(|&x| f16::from_f32(x)).collect();
    let (da, db) = (b.dev.to_device(&ha).map_err(s)?, b.dev.to_device(&hb).map_err(s)?);
    let dbias = b.dev.to_device(bias).map_err(s)?;
    let want = |i: usize, j: usize| {
        let (v, scale) = dot(|q| ha[i * MNK + q].to_f64(), |q| hb[q * MNK + j].to_f64());
        ((v + bias[j] as f64).max(0.0), scale + (bias[j] as f64).abs())
    };
    let check = |got: &[f32]| check_c(got, TOL_F32_SUMS, &want);
    let n = MNK as u32;
    let launch = |checked: bool, a: &DeviceBuffer<f16>, bb: &DeviceBuffer<f16>, c: &mut DeviceBuffer<f32>| {
        if checked {
            kernels::gemm_bias_relu_checked.launch(grid, a, bb, &dbias, c, n, n, n)
        } else {
            kernels::gemm_bias_relu.launch(grid, a, bb, &dbias, c, n, n, n)
        }
    };
    let note = "the HGEMM kernel, its epilogue adding the bias (a load_c with ld 0) and clamping";
    ours(b, (name, size, note), (&da, &db), &launch, &check)?;
    let bits = |v: &[f16]| v.iter().map(|&x| x.to_bits()).collect::<Vec<u16>>();
    // cuBLAS's product, then the elementwise pass over C in ferrocuda's kernel.
    let then = |c: &mut [f32]| -> Res<Vec<f32>> {
        let mut dc = b.dev.to_device(c).map_err(s)?;
        kernels::bias_relu.launch(Grid::for_elements(MNK * MNK), &mut dc, &dbias, MNK).map_err(s)?;
        dc.to_vec().map_err(s)
    };
    let r = cublas_then_bias_relu(b, &bits(&ha), &bits(&hb), &dbias, &then, &check);
    b.push(row_of(name, size, SYS_CUBLAS_THEN_ELEMENTWISE, work(), r).note("cublasGemmEx, then bias_relu over C"));
    Ok(())
}

/// The element types of the cuBLAS rows.
#[derive(Clone, Copy)]
enum DataType {
    F16,
    Bf16,
    Tf32,
}

/// cuBLAS with inputs of `ty` into f32: timed after `post(C)` passes `check`.
fn cublas_gemm<E: cudarc::driver::DeviceRepr + cudarc::driver::ValidAsZeroBits + Copy>(
    b: &Bench,
    ha: &[E],
    hb: &[E],
    ty: DataType,
    post: &dyn Fn(&mut [f32]) -> Res<Vec<f32>>,
    check: &dyn Fn(&[f32]) -> Res<()>,
) -> Res<f64> {
    let blas = Blas::new(ha, hb)?;
    blas.gemm(ty)?;
    let mut c = blas.result()?;
    check(&post(&mut c)?)?;
    b.time(|| blas.gemm(ty))
}

/// cuBLAS's f16 product into f32, then ferrocuda's `bias_relu` pass: checked chained (C
/// through the host), timed back to back on the default stream, the pass over a ferrocuda
/// buffer of C's size (the same work: cudarc's C is not a ferrocuda buffer here).
fn cublas_then_bias_relu(
    b: &Bench,
    ha: &[u16],
    hb: &[u16],
    bias: &DeviceBuffer<f32>,
    post: &dyn Fn(&mut [f32]) -> Res<Vec<f32>>,
    check: &dyn Fn(&[f32]) -> Res<()>,
) -> Res<f64> {
    let blas = Blas::new(ha, hb)?;
    blas.gemm(DataType::F16)?;
    let mut c = blas.result()?;
    check(&post(&mut c)?)?;
    let mut other = b.dev.to_device(&c).map_err(s)?;
    b.time(|| {
        blas.gemm(DataType::F16)?;
        kernels::bias_relu.launch(Grid::for_elements(MNK * MNK), &mut other, bias, MNK).map_err(s)
    })
}

/// A cuBLAS handle on the primary context with A, B and C (f32) on the device.
struct Blas<E> {
    stream: std::sync::Arc<cudarc::driver::CudaStream>,
    blas: cudarc::cublas::CudaBlas,
    a: cudarc::driver::CudaSlice<E>,
    b: cudarc::driver::CudaSlice<E>,
    c: std::cell::RefCell<cudarc::driver::CudaSlice<f32>>,
}

impl<E: cudarc::driver::DeviceRepr + cudarc::driver::ValidAsZeroBits + Copy> Blas<E> {
    fn new(ha: &[E], hb: &[E]) -> Res<Blas<E>> {
        use cudarc::driver::CudaContext;
        // Safety: probing only dlopens the candidates.
        if !unsafe { cudarc::cublas::sys::is_culib_present() } {
            return Err("libcublas was not found on the loader path".into());
        }
        let ctx = CudaContext::new(0).map_err(s)?;
        let stream = ctx.default_stream();
        let blas = cudarc::cublas::CudaBlas::new(stream.clone()).map_err(s)?;
        let a = stream.clone_htod(ha).map_err(s)?;
        let b = stream.clone_htod(hb).map_err(s)?;
        let c = std::cell::RefCell::new(stream.alloc_zeros::<f32>(MNK * MNK).map_err(s)?);
        Ok(Blas { stream, blas, a, b, c })
    }

    /// C = A · B, row-major (cuBLAS's column-major Cᵀ = Bᵀ Aᵀ: B first).
    fn gemm(&self, ty: DataType) -> Res<()> {
        use cudarc::cublas::result;
        use cudarc::cublas::sys::{cublasComputeType_t, cublasGemmAlgo_t, cublasOperation_t, cudaDataType_t};
        use cudarc::driver::{DevicePtr, DevicePtrMut};
        let (t, compute) = match ty {
            DataType::F16 => (cudaDataType_t::CUDA_R_16F, cublasComputeType_t::CUBLAS_COMPUTE_32F),
            DataType::Bf16 => (cudaDataType_t::CUDA_R_16BF, cublasComputeType_t::CUBLAS_COMPUTE_32F),
            DataType::Tf32 => (cudaDataType_t::CUDA_R_32F, cublasComputeType_t::CUBLAS_COMPUTE_32F_FAST_TF32),
        };
        let n = MNK as i32;
        let (alpha, beta) = (1.0f32, 0.0f32);
        let mut c = self.c.borrow_mut();
        let (pa, _ra) = self.a.device_ptr(&self.stream);
        let (pb, _rb) = self.b.device_ptr(&self.stream);
        let (pc, _rc) = c.device_ptr_mut(&self.stream);
        // Safety: the three matrices hold n×n elements of the types named.
        unsafe {
            result::gemm_ex(
                *self.blas.handle(),
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
                compute,
                cublasGemmAlgo_t::CUBLAS_GEMM_DEFAULT,
            )
        }
        .map_err(s)
    }

    fn result(&self) -> Res<Vec<f32>> {
        self.stream.clone_dtoh(&*self.c.borrow()).map_err(s)
    }
}
