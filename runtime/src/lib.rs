//! ferrocuda's runtime: devices, memory, streams and events, NVRTC compilation and its
//! caches, the typed launch path, and the CPU simulator. Use it through the
//! [`ferrocuda`](https://docs.rs/ferrocuda) crate, which adds the `#[kernel]` and
//! `#[device]` attributes and re-exports everything here.
//!
//! - [`Device`]: a CUDA GPU or the CPU simulator, behind one handle.
//! - [`DeviceBuffer`] and [`DeviceSlice`]: device memory, borrowed by launches like `Vec`
//!   and `[T]`; [`PinnedBuffer`] for asynchronous copies; [`UnifiedBuffer`] for memory the
//!   host and kernels share.
//! - [`Stream`] and [`Event`]: ordering and timing work on a device.
//! - [`Grid`]: a launch configuration.
//! - [`f16`] and [`bf16`] (the `half` crate's) and [`Float`], the float methods of kernels
//!   for all four float types.
//! - [`nvrtc`] and [`cache`]: the compiler and the on-disk cache of compiled kernels.
//! - [`Error`]: everything that can go wrong, each message saying what to do.
//!
//! No library path panics: a missing driver, GPU or NVRTC is an [`Error`].

// Layout: the layers, each importing only those below it (ARCHITECTURE.md draws them; run
// `python3 tools/imports.py runtime/src --folders` to check):
//   interop/  other libraries' memory, streams and ops
//   kernel/   what generated code hands over and calls: descriptions, linking, loading,
//             typed launches, tuning, ahead-of-time images
//   api/      what users hold: devices, memory, streams, events, graphs, grids, arrays
//   lang/     the kernel language's host-side types: scalars, floats, fragments, constants,
//             structs
//   backend/  where work runs: `cuda/` (every driver and NVRTC call, the disk cache) or
//             `sim/` (the CPU simulator), behind the two-variant `Backend`
//   abi/      what device code and the host agree on: the prelude, panic and print records,
//             units of CUDA text
//   base/     errors, limits, settings
// Invariants: no driver call outside `backend/cuda/`; the `unsafe` of a launch is
// `backend/cuda/launch.rs`'s; the other `unsafe` is FFI into the driver and NVRTC, raw memory
// copies and the simulator's raw-pointer slices, each with a `Safety` comment; nothing here
// parses Rust: the macro hands over finished CUDA text and a CPU body.

#![deny(missing_docs)]

mod abi;
mod api;
mod backend;
mod base;
pub mod interop;
mod kernel;
mod lang;

pub use abi::panic::MAX_CALL_DEPTH;
pub use abi::prelude::{PRELUDE, PRELUDE_NAME};
pub use api::array::{
    ArrayView, ArrayView1, ArrayView2, ArrayView3, ArrayView4, ArrayViewMut, AxisRange, DeviceArray, DeviceArray1,
    DeviceArray2, DeviceArray3, DeviceArray4, ROW_ALIGN,
};
pub use api::device::{Device, PoolStats};
pub use api::event::Event;
pub use api::graph::Graph;
pub use api::grid::{Extent, Grid};
pub use api::mapped::MappedBuffer;
pub use api::memory::{DeviceBuffer, DeviceSlice};
pub use api::pinned::{PinnedBuffer, PinnedView, PinnedViewMut};
pub use api::stream::Stream;
pub use api::tensor_map::{
    Swizzled128, Swizzled32, Swizzled64, TensorMap1, TensorMap2, TensorMap3, TensorMap4, MAX_BOX,
};
/// What a kernel may do through a tensor map: the access marker of `TensorMap2<'_, T, B0, B1, A>`.
pub mod tensor_map {
    pub use crate::api::tensor_map::{Access, MapElement, Read, Write};
}
pub use api::unified::UnifiedBuffer;
pub use api::{nccl, profile};
pub use backend::cuda::{cache, nvrtc};
pub use base::error::{DataRace, Error, KernelPanic, RaceAccess, Result};
pub use base::limits::{Dim3, Limits, Resources, DEFAULT_BLOCK_SIZE};
/// The `half` crate, whose `f16` and `bf16` are the kernel language's half types.
pub use half;
pub use half::{bf16, f16};
pub use kernel::aot::{summary as aot_summary, AotSummary};
#[doc(hidden)]
pub use kernel::arity;
pub use kernel::array_args::{ArrayArg, ArrayArgMut};
pub use kernel::fn_traits::{KernelFn, Launch, LaunchTuned};
pub use kernel::info::{kernels, KernelInfo};
pub use kernel::tensor_map_args::TensorMapArgMut;
pub use kernel::tune::{tunings, TunedGrid, Tuning};
pub use lang::consts::{Constant, CONSTANT_MEMORY_BYTES};
pub use lang::float::Float;
pub use lang::host_array::{Array, Array1, Array2, Array3, Array4};
pub use lang::scalar::{DeviceCopy, DeviceScalar};
pub use lang::traits::{Int, Num, Scalar};
pub use lang::vector::VectorAccess;
pub use lang::{math, wgmma, wmma};
/// The `num-complex` crate, whose `Complex<f32>` and `Complex<f64>` kernels compute with.
#[cfg(feature = "num-complex")]
pub use num_complex;

/// Lanes in a warp: the `WARP_SIZE` of kernels.
pub const WARP_SIZE: u32 = 32;

/// The driver's CUDA version as `(major, minor)`, e.g. `(13, 0)`; an [`Error`] saying what
/// to install when there is no driver.
pub fn driver_version() -> Result<(u32, u32)> {
    backend::cuda::driver::cuda_version()
}

/// What generated code uses. Not a stable API.
#[doc(hidden)]
pub mod __private {
    pub use crate::abi::panic::{message, PanicKind, ValueType};
    pub use crate::abi::prelude::include_for as prelude_include;
    pub use crate::abi::print::{PrintSite, PrintValue};
    pub use crate::abi::unit::{DepFn, DeviceFnInfo, Uses};
    pub use crate::backend::cuda::dependent_launch::set_dependent_launch;
    pub use crate::backend::cuda::module::largest_frame;
    pub use crate::backend::cuda::nvrtc::Compiled;
    pub use crate::kernel::aot::key as aot_key;
    pub use crate::kernel::args::{LaunchArg, LaunchArgs, Params, TagCheck};
    pub use crate::kernel::fn_traits::{Instance, KernelArgs, KernelType, TunedArgs};
    pub use crate::kernel::info::AotImage;
    pub use crate::kernel::info::{assumed_defines, instance_header, RegisteredKernel};
    pub use crate::kernel::info::{Assume, Generic, GenericArg, KernelCache, KernelInfo, Measure};
    pub use crate::kernel::lanes::{plan_lanes, set_lanes, set_vector_lanes, Lanes, LanesLaunch};
    pub use crate::kernel::launch::launch;
    pub use crate::kernel::link::{link, translation_unit, Linkable};
    pub use crate::kernel::tune::{
        forget_tunings, launch_tuned, tune_afresh, untuned_launch, Candidate, Tune, TunedGrid,
    };
    pub use crate::lang::consts::{
        const_definition, cuda_array_type, write_array_init, ConstDef, DeviceConst, Placement,
    };
    pub use crate::lang::math;
    pub use crate::lang::structs::{
        method_key, DeviceAssoc, DeviceField, DeviceMethod, FieldLayout, RegisteredImpl, StructDef,
    };
    pub use crate::lang::{wgmma, wmma};
    pub use crate::{
        ArrayArg, ArrayArgMut, Device, DeviceCopy, DeviceScalar, DeviceSlice, Float, Grid, Int, Num, Resources, Result,
        Scalar, Swizzled128, Swizzled32, Swizzled64, TensorMap1, TensorMap2, TensorMap3, TensorMap4, TensorMapArgMut,
    };
    pub use half;
    pub use inventory;

    /// The host body of a `#[device]` fn that uses what only a kernel's threads have (their
    /// index, barriers, shared memory, atomics, warp operations): called outside a kernel,
    /// it has nothing to compute with.
    #[cold]
    #[track_caller]
    pub fn device_only(name: &str, uses: &str) -> ! {
        panic!(
            "`{name}` was called outside a kernel, but it uses `{uses}`, which only a kernel's threads have: \
             call it from a kernel (on a GPU or the simulator)"
        )
    }

    /// The traits of kernels' names, without their names: a kernel's expansion imports them
    /// (`use …::kernel_traits::*`), so its module launches it without the prelude.
    pub mod kernel_traits {
        pub use crate::kernel::arity::{
            Launch0 as _, Launch1 as _, Launch10 as _, Launch11 as _, Launch12 as _, Launch13 as _, Launch14 as _,
            Launch15 as _, Launch16 as _, Launch17 as _, Launch18 as _, Launch19 as _, Launch2 as _, Launch20 as _,
            Launch21 as _, Launch22 as _, Launch23 as _, Launch24 as _, Launch3 as _, Launch4 as _, Launch5 as _,
            Launch6 as _, Launch7 as _, Launch8 as _, Launch9 as _, LaunchTuned0 as _, LaunchTuned1 as _,
            LaunchTuned10 as _, LaunchTuned11 as _, LaunchTuned12 as _, LaunchTuned13 as _, LaunchTuned14 as _,
            LaunchTuned15 as _, LaunchTuned16 as _, LaunchTuned17 as _, LaunchTuned18 as _, LaunchTuned19 as _,
            LaunchTuned2 as _, LaunchTuned20 as _, LaunchTuned21 as _, LaunchTuned22 as _, LaunchTuned23 as _,
            LaunchTuned24 as _, LaunchTuned3 as _, LaunchTuned4 as _, LaunchTuned5 as _, LaunchTuned6 as _,
            LaunchTuned7 as _, LaunchTuned8 as _, LaunchTuned9 as _,
        };
        pub use crate::kernel::fn_traits::{KernelFn as _, Launch as _, LaunchTuned as _};
    }

    /// The simulator's side of generated code: thread contexts, raw-pointer slices, checked
    /// operations.
    pub mod sim {
        pub use crate::backend::sim::*;
        pub use crate::lang::wgmma::{
            accumulator_col as wgacc_col, accumulator_get as wgacc_get, accumulator_row as wgacc_row,
            accumulator_set as wgacc_set,
        };
        pub use crate::lang::wmma::sim::{fragment_get, fragment_set};
    }
}
