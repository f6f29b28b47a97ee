//! candle custom ops written as ferrocuda kernels, generic over f32, f16, bf16 and f64:
//!
//! - [`Gelu`]: `x.apply_op1(KernelOp(Gelu))?`, any layout (a transposed or narrowed tensor is
//!   read in place, through a strided 2-D view);
//! - [`RmsNorm`]: `x.apply_op2_no_bwd(&g, &KernelOp(RmsNorm { eps }))?`, each row of `x`
//!   normalised by its root mean square, times `g`.
//!
//! [`mlp_block`] uses both inside a candle computation; [`mlp_reference`] is the same block in
//! candle's own ops, which the example and the tests compare it with.

use candle_core::{DType, Shape, Tensor, D};
use ferrocuda::interop::candle::{Elem, Input, KernelOp, Op1, Op2, Output};
use ferrocuda::prelude::*;

/// GELU, tanh approximation (candle's `gelu`), in f32.
#[device]
fn gelu_f32(v: f32) -> f32 {
    0.5 * v * (1.0 + (0.797_884_6 * v * (1.0 + 0.044_715 * v * v)).tanh())
}

/// GELU of each element of a contiguous tensor.
#[kernel]
pub fn gelu<T: Float>(x: &[T], y: &mut [T]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = T::from_f32(gelu_f32(x[i].to_f32()));
    }
}

/// GELU over a 2-D view with any strides (a transpose, a narrow, a broadcast row).
#[kernel]
pub fn gelu_2d<T: Float>(x: &Array2<T>, y: &mut Array2<T>) {
    let (c, r) = grid(2);
    let (rows, cols) = y.dim();
    if r < rows && c < cols {
        y[[r, c]] = T::from_f32(gelu_f32(x[[r, c]].to_f32()));
    }
}

/// RMSNorm of each row of `x` (rows of `w.len()` values) times `w`: one warp per row, the sum
/// of squares in f32 reduced across the warp's lanes.
#[kernel]
pub fn rms_norm<T: Float>(x: &[T], w: &[T], y: &mut [T], eps: f32) {
    let cols = w.len();
    let lane = grid(1) % 32;
    let row = grid(1) / 32;
    if row * cols < y.len() {
        let base = row * cols;
        let mut ss = 0.0f32;
        for j in (lane..cols).step_by(32) {
            let v = x[base + j].to_f32();
            ss += v * v;
        }
        let mut o = 16u32;
        while o > 0 {
            ss += warp::shfl_xor(ss, o);
            o /= 2;
        }
        let r = (ss / cols as f32 + eps).sqrt().recip();
        for j in (lane..cols).step_by(32) {
            y[base + j] = T::from_f32(x[base + j].to_f32() * r * w[j].to_f32());
        }
    }
}

/// GELU as a candle op: contiguous tensors of any rank, strided ones of 2 axes.
pub struct Gelu;

impl Op1 for Gelu {
    fn name(&self) -> &'static str {
        "gelu"
    }

    fn launch<T: Elem>(&self, x: &Input<'_, T>, y: &mut Output<'_, T>, stream: &Stream) -> ferrocuda::Result<()> {
        if x.is_contiguous() {
            let n = y.len();
            gelu.launch(Grid::for_elements(n).on(stream), x.slice()?, y.slice())
        } else {
            // A strided tensor of another rank: `view::<2>()` says which rank it has.
            let x = x.view::<2>()?;
            let (rows, cols) = x.dim();
            gelu_2d.launch(Grid::for_shape((cols, rows)).on(stream), x, y.view_mut::<2>()?)
        }
    }
}

/// RMSNorm as a candle op: `x` of any rank whose rows are `g`'s length, contiguous.
pub struct RmsNorm {
    /// Added to the mean square before its root.
    pub eps: f32,
}

impl Op2 for RmsNorm {
    fn name(&self) -> &'static str {
        "rms-norm"
    }

    fn out_shape(&self, x: &Shape, g: &Shape) -> candle_core::Result<Shape> {
        if g.rank() != 1 || x.dims().last() != g.dims().last() {
            candle_core::bail!("rms-norm: the weight {g:?} must be one row of the input {x:?}");
        }
        Ok(x.clone())
    }

    fn launch<T: Elem>(
        &self,
        x: &Input<'_, T>,
        g: &Input<'_, T>,
        y: &mut Output<'_, T>,
        stream: &Stream,
    ) -> ferrocuda::Result<()> {
        // Eight rows (warps) per block of 256 threads.
        let rows = (y.len() / g.len().max(1)) as u32;
        rms_norm.launch(Grid::new(rows.div_ceil(8), 256).on(stream), x.slice()?, g.slice()?, y.slice(), self.eps)
    }
}

/// The `eps` of the MLP block's RMSNorm.
pub const EPS: f32 = 1e-5;

/// A transformer's MLP block, `x + W2 · gelu(W1 · rms_norm(x, g))`: the norm and the GELU are
/// ferrocuda kernels, the products candle's.
pub fn mlp_block(x: &Tensor, g: &Tensor, w1: &Tensor, w2: &Tensor) -> candle_core::Result<Tensor> {
    let h = x.apply_op2_no_bwd(g, &KernelOp(RmsNorm { eps: EPS }))?;
    let h = h.matmul(&w1.t()?)?.apply_op1(KernelOp(Gelu))?;
    x + h.matmul(&w2.t()?)?
}

/// RMSNorm in candle's own ops, in f32.
pub fn rms_norm_reference(x: &Tensor, g: &Tensor, eps: f32) -> candle_core::Result<Tensor> {
    let (x, g) = (x.to_dtype(DType::F32)?, g.to_dtype(DType::F32)?);
    let ms = x.sqr()?.mean_keepdim(D::Minus1)?;
    x.broadcast_div(&(ms + eps as f64)?.sqrt()?)?.broadcast_mul(&g)
}

/// [`mlp_block`] in candle's own ops, in f32.
pub fn mlp_reference(x: &Tensor, g: &Tensor, w1: &Tensor, w2: &Tensor) -> candle_core::Result<Tensor> {
    let f = |t: &Tensor| t.to_dtype(DType::F32);
    let h = rms_norm_reference(x, g, EPS)?;
    let h = h.matmul(&f(w1)?.t()?)?.gelu()?;
    f(x)? + h.matmul(&f(w2)?.t()?)?
}

/// The largest difference of `got` from `want`, relative to `1 + |want|` (NaN: infinite).
pub fn worst(got: &Tensor, want: &Tensor) -> candle_core::Result<f32> {
    if got.dims() != want.dims() {
        candle_core::bail!("shape {:?}, expected {:?}", got.dims(), want.dims());
    }
    let f = |t: &Tensor| t.to_dtype(DType::F32)?.flatten_all()?.to_vec1::<f32>();
    let (g, w) = (f(got)?, f(want)?);
    Ok(g.iter()
        .zip(&w)
        .map(|(g, w)| if g.is_nan() { f32::INFINITY } else { (g - w).abs() / (1.0 + w.abs()) })
        .fold(0.0, f32::max))
}
