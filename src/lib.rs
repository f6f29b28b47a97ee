//! # ferrocuda
//!
//! CUDA kernels written as ordinary Rust functions. `#[kernel]` translates a restricted
//! Rust body into CUDA C++ at compile time; the runtime compiles it with NVRTC for the GPU in
//! the machine, caches it, and launches it with typed, borrow-checked arguments. The same
//! kernels run on the CPU simulator, so they can be tested without a GPU.
//!
//! ```
//! use ferrocuda::prelude::*;
//!
//! #[kernel]
//! pub fn saxpy(a: f32, x: &[f32], y: &mut [f32]) {
//!     let i = grid(1);
//!     if i < y.len() {
//!         y[i] = a * x[i] + y[i];
//!     }
//! }
//!
//! fn main() -> ferrocuda::Result<()> {
//!     let dev = Device::simulator();
//!     let n = 1000;
//!     let x = dev.to_device(&vec![1.0f32; n])?;
//!     let mut y = dev.to_device(&vec![2.0f32; n])?;
//!     saxpy.launch(Grid::for_elements(n), 2.0, &x, &mut y)?;
//!     assert!(y.to_vec()?.iter().all(|&v| v == 4.0));
//!     Ok(())
//! }
//! ```
//!
//! What a kernel body may contain — types, indexing, control flow, shared memory, barriers,
//! atomics, warp operations, checks — is the
//! [kernel language guide](https://github.com/ferrocuda/ferrocuda/blob/main/docs/kernel-language.md);
//! devices, memory, streams, compilation, caches and errors are the
//! [runtime guide](https://github.com/ferrocuda/ferrocuda/blob/main/docs/runtime.md).
//!
//! Where kernels run:
//! - [`Device::auto`] takes the first CUDA GPU, else the CPU simulator (saying so on stderr);
//!   `FERROCUDA_DEVICE=simulator` forces the simulator, `FERROCUDA_DEVICE=1` GPU 1.
//! - On a GPU a kernel is compiled by NVRTC for the device's own architecture on its first
//!   launch, cached on disk, and launched with the driver. NVRTC is found in the usual places
//!   (`CUDA_PATH`, `/usr/local/cuda`, a Python `nvidia-cuda-nvrtc` install, the loader path)
//!   or where `FERROCUDA_NVRTC` says.
//! - [`Device::simulator`] runs the same kernels on the CPU with the same checks, so kernels
//!   can be tested on machines without a GPU.
//!
//! Every fallible call returns [`Result`]; no library path panics. A failed bounds check or
//! `panic!` in a kernel is reported by the next synchronizing call as
//! [`Error::KernelPanic`], with the Rust file and line.

#![deny(missing_docs)]

// Generated code names `::ferrocuda`; this lets the crate's own tests use the macros.
extern crate self as ferrocuda;

pub use ferrocuda_macro::{device, kernel, DeviceCopy};
#[cfg(feature = "num-complex")]
pub use ferrocuda_runtime::num_complex;
pub use ferrocuda_runtime::s;
pub use ferrocuda_runtime::tensor_map;
pub use ferrocuda_runtime::{
    aot_summary, Array, Array1, Array2, Array3, Array4, ArrayArg, ArrayArgMut, ArrayView, ArrayView1, ArrayView2,
    ArrayView3, ArrayView4, ArrayViewMut, AxisRange, DeviceArray, DeviceArray1, DeviceArray2, DeviceArray3,
    DeviceArray4, ROW_ALIGN,
};
pub use ferrocuda_runtime::{
    arity, bf16, cache, driver_version, f16, half, interop, kernels, math, nccl, nvrtc, profile, tunings, AotSummary,
    Constant, DataRace, Device, DeviceBuffer, DeviceCopy, DeviceScalar, DeviceSlice, Dim3, Error, Event, Extent, Float,
    Graph, Grid, Int, KernelFn, KernelInfo, KernelPanic, Launch, LaunchTuned, Limits, MappedBuffer, Num, PinnedBuffer,
    PinnedView, PinnedViewMut, PoolStats, RaceAccess, Resources, Result, Scalar, Stream, Swizzled128, Swizzled32,
    Swizzled64, TensorMap1, TensorMap2, TensorMap3, TensorMap4, TensorMapArgMut, TunedGrid, Tuning, UnifiedBuffer,
    VectorAccess, CONSTANT_MEMORY_BYTES, DEFAULT_BLOCK_SIZE, MAX_CALL_DEPTH, PRELUDE, PRELUDE_NAME, WARP_SIZE,
};
pub use ferrocuda_runtime::{wgmma, wmma};

/// What kernels and the code that launches them need: `use ferrocuda::prelude::*;`.
///
/// It brings the traits of kernels' names into scope without their names (`launch`,
/// `launch_tuned`, `cuda_source`, …), and [`Launch`] by its name, for `&dyn Launch<(…)>`.
pub mod prelude {
    #[doc(hidden)]
    pub use crate::__cuda_c::*;
    #[doc(no_inline)]
    pub use crate::__private::kernel_traits::*;
    pub use crate::{
        bf16, device, f16, kernel, math, Array1, Array2, Array3, Array4, ArrayView, ArrayViewMut, Constant, Device,
        DeviceArray, DeviceArray1, DeviceArray2, DeviceArray3, DeviceArray4, DeviceBuffer, DeviceCopy, DeviceSlice,
        Event, Float, Graph, Grid, Int, MappedBuffer, Num, PinnedBuffer, Scalar, Stream, Swizzled128, Swizzled32,
        Swizzled64, TensorMap1, TensorMap2, TensorMap3, TensorMap4, TunedGrid, UnifiedBuffer, VectorAccess, WARP_SIZE,
    };
    pub use crate::{wgmma, wmma};
    pub use crate::{KernelFn as _, Launch, LaunchTuned as _};
}

/// Stand-ins for CUDA C's function names (`expf`, `fmaxf`, `min`, …), which the prelude
/// brings into scope: a kernel that calls one by habit gets an error saying what to write
/// (`x.exp()`), and a `#[device] fn` of the same name, declared or imported by name, shadows
/// the stand-in. Generated from the translator's tables.
#[doc(hidden)]
pub mod __cuda_c {
    ferrocuda_macro::__cuda_c_stand_ins!();
}

#[doc(hidden)]
pub mod __private {
    pub use ferrocuda_runtime::__private::*;
}
