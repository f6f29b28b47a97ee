//! candle interop (feature `candle`; its GPU path with `candle-cuda`): a candle custom op whose
//! forward pass is ferrocuda kernel launches, on the tensor's own memory.
//!
//! The user writes the launch once, generic over the element type ([`Op1`], [`Op2`]), and
//! hands the op to candle wrapped in [`KernelOp`] (`x.apply_op1(KernelOp(Gelu))?`):
//!
//! - on a CUDA tensor (`candle-cuda`), the kernel runs on the GPU on candle's buffers, on
//!   candle's stream, through the [cudarc interop](super::cudarc): the input is borrowed in
//!   place, the output is a new candle buffer the kernel fills;
//! - on a CPU tensor, the same kernel runs on ferrocuda's simulator, on a copy of the data;
//!   the simulator fills the output with NaN first, so an element the kernel leaves unwritten
//!   shows (on the GPU it would hold whatever the memory held).
//!
//! Strided tensors (a transpose, a `narrow`, a broadcast) are read in place through
//! [`Input::view`]; [`Input::slice`] is the contiguous case. Outputs are contiguous, as candle
//! expects of a custom op.
//!
//! Works with candle 0.11 (which uses cudarc 0.19, as ferrocuda does).

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CudaStorage, CustomOp1, CustomOp2, DType, Layout, Shape, WithDType};

use crate::api::array::{ArrayView, ArrayViewMut};
use crate::api::device::Device;
use crate::api::memory::DeviceSlice;
use crate::api::stream::Stream;
use crate::base::error::{Error, Result};
use crate::lang::float::Float;

mod sealed {
    pub trait Sealed {}
    impl Sealed for half::f16 {}
    impl Sealed for half::bf16 {}
    impl Sealed for f32 {}
    impl Sealed for f64 {}
}

/// The element types an op runs on: the floats candle and ferrocuda share (`f16`, `bf16`,
/// `f32`, `f64`). A kernel generic over `T: Float` takes each.
#[cfg(not(feature = "candle-cuda"))]
pub trait Elem: sealed::Sealed + Float + WithDType {}
/// The element types an op runs on: the floats candle and ferrocuda share (`f16`, `bf16`,
/// `f32`, `f64`). A kernel generic over `T: Float` takes each.
#[cfg(feature = "candle-cuda")]
pub trait Elem: sealed::Sealed + Float + WithDType + candle_core::cuda::CudaDType {}
impl Elem for half::f16 {}
impl Elem for half::bf16 {}
impl Elem for f32 {}
impl Elem for f64 {}

/// A candle op of one tensor whose forward pass launches ferrocuda kernels.
pub trait Op1: Send + Sync {
    /// The op's name, as candle reports it.
    fn name(&self) -> &'static str;

    /// The output's shape for an input of shape `x` (by default the same).
    fn out_shape(&self, x: &Shape) -> candle_core::Result<Shape> {
        Ok(x.clone())
    }

    /// Launches the kernels that compute `y` from `x`, on `stream` (`grid.on(stream)`). Every
    /// element of `y` must be written.
    fn launch<T: Elem>(&self, x: &Input<'_, T>, y: &mut Output<'_, T>, stream: &Stream) -> Result<()>;
}

/// A candle op of two tensors of one element type whose forward pass launches ferrocuda
/// kernels.
pub trait Op2: Send + Sync {
    /// The op's name, as candle reports it.
    fn name(&self) -> &'static str;

    /// The output's shape for inputs of shapes `a` and `b` (by default `a`'s).
    fn out_shape(&self, a: &Shape, _b: &Shape) -> candle_core::Result<Shape> {
        Ok(a.clone())
    }

    /// Launches the kernels that compute `y` from `a` and `b`, on `stream`. Every element of
    /// `y` must be written.
    fn launch<T: Elem>(&self, a: &Input<'_, T>, b: &Input<'_, T>, y: &mut Output<'_, T>, stream: &Stream)
        -> Result<()>;
}

/// An [`Op1`] or [`Op2`] as a candle `CustomOp1` / `CustomOp2`:
/// `x.apply_op1(KernelOp(Gelu))?`, `x.apply_op2_no_bwd(&w, &KernelOp(RmsNorm { eps }))?`.
#[derive(Debug, Clone, Copy, Default)]
pub struct KernelOp<O>(pub O);

/// An input tensor of an op: its memory and candle's layout of it (shape, strides, offset).
pub struct Input<'a, T: Elem> {
    mem: &'a DeviceSlice<T>,
    layout: &'a Layout,
}

/// The output of an op: a new contiguous (row-major) tensor of the op's output shape.
pub struct Output<'a, T: Elem> {
    mem: &'a mut DeviceSlice<T>,
    shape: &'a Shape,
}

impl<'a, T: Elem> Input<'a, T> {
    /// The tensor's extents (`[]` for a scalar).
    pub fn dims(&self) -> &'a [usize] {
        self.layout.dims()
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.layout.shape().elem_count()
    }

    /// Whether the tensor has no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether the elements are contiguous, row-major ([`slice`](Self::slice) gives them).
    pub fn is_contiguous(&self) -> bool {
        self.layout.is_contiguous()
    }

    /// The elements, row-major, of a contiguous tensor.
    pub fn slice(&self) -> Result<&'a DeviceSlice<T>> {
        match self.layout.contiguous_offsets() {
            Some((start, end)) => self.mem.slice(start..end),
            None => Err(Error::Shape {
                op: "the op's input as a slice".into(),
                message: format!(
                    "the tensor of shape {:?} has strides {:?} (a transpose, a narrow or a broadcast): read it \
                     with `input.view::<{}>()`, or make it contiguous (`tensor.contiguous()?`) before the op",
                    self.layout.dims(),
                    self.layout.stride(),
                    self.layout.dims().len().max(1)
                ),
            }),
        }
    }

    /// The tensor as a `D`-axis array view, whatever its strides (a kernel's `&ArrayN<T>`
    /// parameter takes it). `D` must be the tensor's rank (1 to 4).
    pub fn view<const D: usize>(&self) -> Result<ArrayView<'a, T, D>> {
        let dims = self.layout.dims();
        let (Ok(shape), Ok(strides)) = (<[usize; D]>::try_from(dims), <[usize; D]>::try_from(self.layout.stride()))
        else {
            return Err(Error::Shape {
                op: format!("view::<{D}>() of the op's input"),
                message: format!(
                    "the tensor has {} axes ({dims:?}); ask for `view::<{}>()`, or reshape the tensor first",
                    dims.len(),
                    dims.len()
                ),
            });
        };
        let strides = strides.map(|s| s as isize);
        self.mem.as_strided(self.layout.start_offset(), shape, strides)
    }
}

impl<T: Elem> Output<'_, T> {
    /// The tensor's extents.
    pub fn dims(&self) -> &[usize] {
        self.shape.dims()
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.mem.len()
    }

    /// Whether the tensor has no elements.
    pub fn is_empty(&self) -> bool {
        self.mem.is_empty()
    }

    /// The elements, row-major.
    pub fn slice(&mut self) -> &mut DeviceSlice<T> {
        self.mem
    }

    /// The tensor as a writable `D`-axis array (row-major, dense). `D` must be its rank.
    pub fn view_mut<const D: usize>(&mut self) -> Result<ArrayViewMut<'_, T, D>> {
        let dims = self.shape.dims();
        let Ok(shape) = <[usize; D]>::try_from(dims) else {
            return Err(Error::Shape {
                op: format!("view_mut::<{D}>() of the op's output"),
                message: format!(
                    "the output has {} axes ({dims:?}); ask for `view_mut::<{}>()`",
                    dims.len(),
                    dims.len()
                ),
            });
        };
        self.mem.as_array_mut(shape)
    }
}

/// A ferrocuda error as candle's, naming the op.
fn candle_error(op: &'static str, e: Error) -> candle_core::Error {
    candle_core::Error::wrap(e).context(format!("in the ferrocuda op `{op}`"))
}

fn unsupported(op: &'static str, dtype: DType) -> candle_core::Error {
    candle_core::Error::Msg(format!(
        "the ferrocuda op `{op}` runs on f16, bf16, f32 and f64 tensors, and this one is {}: convert it first \
         (`tensor.to_dtype(DType::F32)?`)",
        dtype.as_str()
    ))
    .bt()
}

fn mixed(op: &'static str, a: DType, b: DType) -> candle_core::Error {
    candle_core::Error::Msg(format!(
        "the ferrocuda op `{op}` takes two tensors of one element type, and they are {} and {}: convert one \
         (`tensor.to_dtype(..)?`)",
        a.as_str(),
        b.as_str()
    ))
    .bt()
}

/// Calls `$run::<T>(…)` for the element type `$dtype`, an error for the others.
macro_rules! by_dtype {
    ($op:expr, $dtype:expr, $run:ident ( $($arg:expr),* )) => {
        match $dtype {
            DType::F16 => $run::<half::f16>($($arg),*),
            DType::BF16 => $run::<half::bf16>($($arg),*),
            DType::F32 => $run::<f32>($($arg),*),
            DType::F64 => $run::<f64>($($arg),*),
            other => Err(unsupported($op, other)),
        }
    };
}

// --- the simulator (CPU tensors) ---

/// A CPU tensor's storage on the simulator: all of it, so that the layout's offsets hold.
fn sim_input<T: Elem>(op: &'static str, s: &CpuStorage) -> candle_core::Result<crate::api::memory::DeviceBuffer<T>> {
    let data = T::cpu_storage_as_slice(s)?;
    Device::simulator().to_device(data).map_err(|e| candle_error(op, e))
}

/// A new simulator buffer of `shape`, every element NaN until the kernel writes it.
fn sim_output<T: Elem>(op: &'static str, shape: &Shape) -> candle_core::Result<crate::api::memory::DeviceBuffer<T>> {
    Device::simulator().to_device(&vec![T::from_f32(f32::NAN); shape.elem_count()]).map_err(|e| candle_error(op, e))
}

fn sim_finish<T: Elem>(
    op: &'static str,
    stream: &Stream,
    y: crate::api::memory::DeviceBuffer<T>,
    shape: Shape,
) -> candle_core::Result<(CpuStorage, Shape)> {
    stream.synchronize().map_err(|e| candle_error(op, e))?;
    let data = y.to_vec().map_err(|e| candle_error(op, e))?;
    Ok((T::to_cpu_storage_owned(data), shape))
}

fn sim_stream(op: &'static str) -> candle_core::Result<Stream> {
    Device::simulator().new_stream().map_err(|e| candle_error(op, e))
}

fn cpu_fwd1<T: Elem>(op: &impl Op1, s: &CpuStorage, l: &Layout) -> candle_core::Result<(CpuStorage, Shape)> {
    let name = op.name();
    let shape = op.out_shape(l.shape())?;
    let x = sim_input::<T>(name, s)?;
    let mut y = sim_output::<T>(name, &shape)?;
    let stream = sim_stream(name)?;
    op.launch(&Input { mem: &x, layout: l }, &mut Output { mem: &mut y, shape: &shape }, &stream)
        .map_err(|e| candle_error(name, e))?;
    sim_finish(name, &stream, y, shape)
}

fn cpu_fwd2<T: Elem>(
    op: &impl Op2,
    (s1, l1): (&CpuStorage, &Layout),
    (s2, l2): (&CpuStorage, &Layout),
) -> candle_core::Result<(CpuStorage, Shape)> {
    let name = op.name();
    let shape = op.out_shape(l1.shape(), l2.shape())?;
    let a = sim_input::<T>(name, s1)?;
    let b = sim_input::<T>(name, s2)?;
    let mut y = sim_output::<T>(name, &shape)?;
    let stream = sim_stream(name)?;
    let (a, b) = (Input { mem: &a, layout: l1 }, Input { mem: &b, layout: l2 });
    op.launch(&a, &b, &mut Output { mem: &mut y, shape: &shape }, &stream).map_err(|e| candle_error(name, e))?;
    sim_finish(name, &stream, y, shape)
}

// --- the GPU (CUDA tensors) ---

#[cfg(feature = "candle-cuda")]
mod gpu {
    use candle_core::{CudaStorage, Layout, Shape};

    use super::{candle_error, Elem, Input, Op1, Op2, Output};
    use crate::api::stream::Stream;
    use crate::interop::cudarc::{borrow, borrow_mut};

    /// The output's candle buffer (uninitialised, as candle's own kernels' outputs are: the
    /// op writes every element).
    fn alloc<T: Elem + ::cudarc::driver::DeviceRepr>(
        s: &CudaStorage,
        shape: &Shape,
    ) -> candle_core::Result<::cudarc::driver::CudaSlice<T>> {
        // Safety: the memory is written by the op's kernels before candle reads it.
        unsafe { s.device.alloc::<T>(shape.elem_count()) }
    }

    pub(super) fn fwd1<T: Elem + ::cudarc::driver::DeviceRepr>(
        op: &impl Op1,
        s: &CudaStorage,
        l: &Layout,
    ) -> candle_core::Result<(CudaStorage, Shape)> {
        let name = op.name();
        let shape = op.out_shape(l.shape())?;
        let stream = s.device.cuda_stream();
        let mut out = alloc::<T>(s, &shape)?;
        {
            let err = |e| candle_error(name, e);
            let x = borrow(s.as_cuda_slice::<T>()?, &stream).map_err(err)?;
            let mut y = borrow_mut(&mut out, &stream).map_err(err)?;
            let on = Stream::from_cudarc(&stream).map_err(err)?;
            op.launch(&Input { mem: &x, layout: l }, &mut Output { mem: &mut y, shape: &shape }, &on).map_err(err)?;
        }
        Ok((CudaStorage::wrap_cuda_slice(out, s.device.clone()), shape))
    }

    pub(super) fn fwd2<T: Elem + ::cudarc::driver::DeviceRepr>(
        op: &impl Op2,
        (s1, l1): (&CudaStorage, &Layout),
        (s2, l2): (&CudaStorage, &Layout),
    ) -> candle_core::Result<(CudaStorage, Shape)> {
        let name = op.name();
        let shape = op.out_shape(l1.shape(), l2.shape())?;
        let stream = s1.device.cuda_stream();
        let mut out = alloc::<T>(s1, &shape)?;
        {
            let err = |e| candle_error(name, e);
            let a = borrow(s1.as_cuda_slice::<T>()?, &stream).map_err(err)?;
            let b = borrow(s2.as_cuda_slice::<T>()?, &stream).map_err(err)?;
            let mut y = borrow_mut(&mut out, &stream).map_err(err)?;
            let on = Stream::from_cudarc(&stream).map_err(err)?;
            let (a, b) = (Input { mem: &a, layout: l1 }, Input { mem: &b, layout: l2 });
            op.launch(&a, &b, &mut Output { mem: &mut y, shape: &shape }, &on).map_err(err)?;
        }
        Ok((CudaStorage::wrap_cuda_slice(out, s1.device.clone()), shape))
    }
}

impl<O: Op1> CustomOp1 for KernelOp<O> {
    fn name(&self) -> &'static str {
        self.0.name()
    }

    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> candle_core::Result<(CpuStorage, Shape)> {
        by_dtype!(self.0.name(), s.dtype(), cpu_fwd1(&self.0, s, l))
    }

    #[cfg(feature = "candle-cuda")]
    fn cuda_fwd(&self, s: &CudaStorage, l: &Layout) -> candle_core::Result<(CudaStorage, Shape)> {
        use gpu::fwd1;
        by_dtype!(self.0.name(), s.dtype(), fwd1(&self.0, s, l))
    }

    #[cfg(not(feature = "candle-cuda"))]
    fn cuda_fwd(&self, _: &CudaStorage, _: &Layout) -> candle_core::Result<(CudaStorage, Shape)> {
        Err(no_cuda(self.0.name()))
    }
}

impl<O: Op2> CustomOp2 for KernelOp<O> {
    fn name(&self) -> &'static str {
        self.0.name()
    }

    fn cpu_fwd(
        &self,
        s1: &CpuStorage,
        l1: &Layout,
        s2: &CpuStorage,
        l2: &Layout,
    ) -> candle_core::Result<(CpuStorage, Shape)> {
        if s1.dtype() != s2.dtype() {
            return Err(mixed(self.0.name(), s1.dtype(), s2.dtype()));
        }
        by_dtype!(self.0.name(), s1.dtype(), cpu_fwd2(&self.0, (s1, l1), (s2, l2)))
    }

    #[cfg(feature = "candle-cuda")]
    fn cuda_fwd(
        &self,
        s1: &CudaStorage,
        l1: &Layout,
        s2: &CudaStorage,
        l2: &Layout,
    ) -> candle_core::Result<(CudaStorage, Shape)> {
        use gpu::fwd2;
        let (d1, d2) = (s1.dtype(), s2.dtype());
        if d1 != d2 {
            return Err(mixed(self.0.name(), d1, d2));
        }
        by_dtype!(self.0.name(), d1, fwd2(&self.0, (s1, l1), (s2, l2)))
    }

    #[cfg(not(feature = "candle-cuda"))]
    fn cuda_fwd(
        &self,
        _: &CudaStorage,
        _: &Layout,
        _: &CudaStorage,
        _: &Layout,
    ) -> candle_core::Result<(CudaStorage, Shape)> {
        Err(no_cuda(self.0.name()))
    }
}

/// What a CUDA tensor meets in a build without the GPU path (unreachable in practice: candle
/// makes no CUDA tensor without its `cuda` feature, which `candle-cuda` turns on).
#[cfg(not(feature = "candle-cuda"))]
fn no_cuda(op: &'static str) -> candle_core::Error {
    candle_core::Error::Cuda(
        format!("the ferrocuda op `{op}` runs on CUDA tensors with ferrocuda's `candle-cuda` feature").into(),
    )
}
