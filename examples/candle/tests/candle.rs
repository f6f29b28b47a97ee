//! candle custom ops written as ferrocuda kernels, against candle's own ops on the same tensors:
//! f32, f16 and bf16; contiguous, transposed, narrowed and broadcast layouts; the ops inside a
//! computation; the errors a wrong tensor meets. On candle's CPU tensors (the kernels on the
//! simulator) always; on CUDA tensors with `--features cuda` and a GPU (ignored, with the
//! reason printed, otherwise).
//!
//! Random inputs: the seed is printed; `FERROCUDA_TEST_SEED` replays it.

use std::time::{SystemTime, UNIX_EPOCH};

use candle_core::{DType, Device, Tensor};
use ferrocuda::interop::candle::KernelOp;
use ferrocuda_candle_example::{mlp_block, mlp_reference, rms_norm_reference, worst, Gelu, RmsNorm};
use libtest_mimic::{Arguments, Trial};

type TestResult = Result<(), String>;

macro_rules! check {
    ($cond:expr, $($fmt:tt)+) => {
        match $cond {
            true => {}
            false => return Err(format!($($fmt)+)),
        }
    };
}

fn seed() -> u64 {
    std::env::var("FERROCUDA_TEST_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos() as u64).unwrap_or(1))
}

/// splitmix64 values in `[-3, 3)`.
fn values(state: &mut u64, n: usize) -> Vec<f32> {
    (0..n)
        .map(|_| {
            *state = state.wrapping_add(0x9e3779b97f4a7c15);
            let mut z = *state;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58476d1ce4e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d049bb133111eb);
            z ^= z >> 31;
            -3.0 + 6.0 * ((z >> 40) as f32 / (1u64 << 24) as f32)
        })
        .collect()
}

fn c<T>(r: candle_core::Result<T>) -> Result<T, String> {
    r.map_err(|e| format!("{e:#}"))
}

fn random(state: &mut u64, dims: &[usize], dtype: DType, dev: &Device) -> Result<Tensor, String> {
    let n = dims.iter().product();
    c(Tensor::from_vec(values(state, n), dims, dev).and_then(|t| t.to_dtype(dtype)))
}

/// A result of `dtype` computed in f32, beside candle's (which computes f16 and bf16 in their
/// own arithmetic).
fn tolerance(dtype: DType) -> f32 {
    match dtype {
        DType::F16 => 4e-3,
        DType::BF16 => 3e-2,
        _ => 2e-5,
    }
}

fn ops_agree_with_candle(dev: &Device, seed: u64) -> TestResult {
    let mut state = seed;
    for dtype in [DType::F32, DType::F16, DType::BF16] {
        let tol = tolerance(dtype);
        let x = random(&mut state, &[37, 300], dtype, dev)?;
        // Contiguous; transposed (strides [1, 300]); narrowed (an offset, rows wider than they
        // are long); a broadcast row (stride 0); and a rank-3 contiguous tensor.
        let cases = [
            ("contiguous", x.clone()),
            ("transposed", c(x.t())?),
            ("narrowed", c(x.narrow(1, 7, 50).and_then(|t| t.narrow(0, 3, 30)))?),
            ("broadcast", c(x.narrow(0, 5, 1).and_then(|t| t.broadcast_as((9, 300))))?),
            ("3-D", c(x.reshape((37, 20, 15)))?),
        ];
        for (layout, t) in cases {
            let got = c(t.apply_op1(KernelOp(Gelu)))?;
            check!(got.dtype() == dtype, "gelu of {dtype:?} gave {:?}", got.dtype());
            check!(got.is_contiguous(), "gelu's output is not contiguous");
            let e = c(worst(&got, &c(t.gelu())?))?;
            check!(e <= tol, "gelu of a {layout} {dtype:?} tensor on {dev:?}: off by {e:e} (tolerance {tol:e})");
        }
        let w = random(&mut state, &[300], dtype, dev)?;
        let got = c(x.apply_op2_no_bwd(&w, &KernelOp(RmsNorm { eps: 1e-5 })))?;
        let e = c(worst(&got, &c(rms_norm_reference(&x, &w, 1e-5))?))?;
        check!(e <= 4.0 * tol, "rms-norm of {dtype:?} on {dev:?}: off by {e:e}");
        // The op's output feeding candle's own ops.
        let sum =
            |t: candle_core::Result<Tensor>| c(t.and_then(|t| t.to_dtype(DType::F32)?.sum_all()?.to_scalar::<f32>()));
        let (ours, theirs) = (sum(x.apply_op1(KernelOp(Gelu)))?, sum(x.gelu())?);
        check!(
            (ours - theirs).abs() <= 40.0 * tol * (1.0 + theirs.abs()),
            "the sum of gelu of {dtype:?}: {ours}, candle's {theirs}"
        );
    }
    Ok(())
}

fn mlp_block_matches_candle(dev: &Device, seed: u64) -> TestResult {
    let mut state = seed ^ 0x5eed;
    let (tokens, width, hidden) = (48, 64, 160);
    let x = random(&mut state, &[tokens, width], DType::F32, dev)?;
    let g = random(&mut state, &[width], DType::F32, dev)?;
    let w1 = c(random(&mut state, &[hidden, width], DType::F32, dev)?.affine(0.1, 0.0))?;
    let w2 = c(random(&mut state, &[width, hidden], DType::F32, dev)?.affine(0.05, 0.0))?;
    let want = c(mlp_reference(&x, &g, &w1, &w2))?;
    for (dtype, tol) in [(DType::F32, 1e-4), (DType::F16, 1e-2), (DType::BF16, 6e-2)] {
        let to = |t: &Tensor| c(t.to_dtype(dtype));
        let got = c(mlp_block(&to(&x)?, &to(&g)?, &to(&w1)?, &to(&w2)?))?;
        let e = c(worst(&got, &want))?;
        check!(e <= tol, "the MLP block in {dtype:?} on {dev:?}: off by {e:e} (tolerance {tol:e})");
    }
    Ok(())
}

/// What a wrong tensor meets: candle's error, naming the op and saying what to do.
fn ops_say_what_is_wrong(dev: &Device, _seed: u64) -> TestResult {
    let err = |r: candle_core::Result<Tensor>, what: &str| match r {
        Ok(_) => Err(format!("{what} passed")),
        Err(e) => Ok(format!("{e:#}")),
    };
    let ints = c(Tensor::arange(0u32, 12, dev).and_then(|t| t.reshape((3, 4))))?;
    let e = err(ints.apply_op1(KernelOp(Gelu)), "gelu of u32")?;
    check!(e.contains("`gelu`") && e.contains("u32") && e.contains("to_dtype"), "gelu of u32: {e}");
    let x = c(Tensor::ones((2, 3, 4), DType::F32, dev))?;
    let w16 = c(Tensor::ones(4, DType::F16, dev))?;
    let e = err(x.apply_op2_no_bwd(&w16, &KernelOp(RmsNorm { eps: 1e-5 })), "mixed element types")?;
    check!(e.contains("f32") && e.contains("f16") && e.contains("one element type"), "mixed types: {e}");
    // A strided 3-D tensor reaches `view::<2>()`: ferrocuda's error, naming the op and the rank.
    let e = err(c(x.t())?.apply_op1(KernelOp(Gelu)), "gelu of a strided 3-D tensor")?;
    check!(e.contains("`gelu`") && e.contains("view::<3>()"), "strided 3-D gelu: {e}");
    // A strided weight: `slice()` says to make it contiguous.
    let x = c(Tensor::ones((3, 4), DType::F32, dev))?;
    let w = c(Tensor::ones((4, 2), DType::F32, dev).and_then(|t| t.narrow(1, 0, 1)).and_then(|t| t.squeeze(1)))?;
    let e = err(x.apply_op2_no_bwd(&w, &KernelOp(RmsNorm { eps: 1e-5 })), "a strided weight")?;
    check!(e.contains("`rms-norm`") && e.contains("contiguous()"), "strided weight: {e}");
    // The op's own shape check.
    let w = c(Tensor::ones(3, DType::F32, dev))?;
    let e = err(x.apply_op2_no_bwd(&w, &KernelOp(RmsNorm { eps: 1e-5 })), "a weight of another length")?;
    check!(e.contains("one row"), "mismatched weight: {e}");
    Ok(())
}

type Test = fn(&Device, u64) -> TestResult;

const TESTS: [(&str, Test); 3] = [
    ("ops_agree_with_candle", ops_agree_with_candle),
    ("mlp_block_matches_candle", mlp_block_matches_candle),
    ("ops_say_what_is_wrong", ops_say_what_is_wrong),
];

/// candle's CUDA device, or why the GPU tests cannot run.
fn cuda() -> Result<Device, String> {
    if !cfg!(feature = "cuda") {
        return Err("candle's CUDA tensors need `--features cuda` (candle's `cuda` build: nvcc, minutes)".into());
    }
    match ferrocuda::Device::get(0) {
        Ok(_) => Device::new_cuda(0).map_err(|e| format!("candle's CUDA device: {e}")),
        Err(e) => Err(format!("no GPU: {e}")),
    }
}

fn main() {
    let args = Arguments::from_args();
    let seed = seed();
    eprintln!("candle ops: random seed {seed} (set FERROCUDA_TEST_SEED to replay)");
    let gpu = cuda();
    if let Err(why) = &gpu {
        eprintln!("candle ops: the GPU tests are ignored: {why}");
    }
    let mut trials = Vec::new();
    for (name, f) in TESTS {
        trials.push(Trial::test(format!("cpu::{name}"), move || f(&Device::Cpu, seed).map_err(Into::into)));
        let dev = gpu.clone();
        trials.push(
            Trial::test(format!("gpu::{name}"), move || f(&dev?, seed).map_err(Into::into))
                .with_ignored_flag(gpu.is_err()),
        );
    }
    libtest_mimic::run(&args, trials).exit();
}
