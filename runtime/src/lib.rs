//! ferrocuda's runtime: devices, memory, NVRTC compilation and caching, the typed launch
//! path, and the CPU simulator. Use it through the `ferrocuda` crate.
//!
//! Invariants:
//! - No library path panics: a missing driver, GPU or NVRTC is an [`Error`].
//! - All `unsafe` that launches a kernel is in `launch.rs`; the other `unsafe` is FFI into
//!   the driver and NVRTC, and the simulator's raw-pointer slices.
//! - Nothing here parses Rust: the macro hands over finished CUDA text and a CPU body.

#![warn(missing_docs)]

pub mod cache;
mod cuda;
mod device;
mod driver;
mod error;
mod event;
mod grid;
mod kernel;
mod launch;
pub mod math;
mod memory;
pub mod nvrtc;
mod panic;
mod pinned;
mod scalar;
pub mod sim;
mod stream;
mod unified;

pub use device::Device;
pub use error::{Error, KernelPanic, Result};
pub use event::Event;
pub use grid::{Dim3, Grid, Limits, DEFAULT_BLOCK_SIZE};
pub use kernel::{kernels, KernelInfo, Resources, PRELUDE, PRELUDE_NAME};
pub use memory::{DeviceBuffer, DeviceSlice};
pub use panic::MAX_CALL_DEPTH;
pub use pinned::{PinnedBuffer, PinnedView, PinnedViewMut};
pub use scalar::DeviceScalar;
pub use stream::Stream;
pub use unified::UnifiedBuffer;

/// Lanes in a warp: the `WARP_SIZE` of kernels.
pub const WARP_SIZE: u32 = 32;

/// The driver's CUDA version as `(major, minor)`, e.g. `(13, 0)`.
pub fn driver_version() -> Result<(u32, u32)> {
    let v = driver::version()?;
    Ok(((v / 1000) as u32, ((v % 1000) / 10) as u32))
}

/// What generated code uses. Not a stable API.
#[doc(hidden)]
pub mod __private {
    pub use crate::kernel::{
        check_driver, compile, device_fn_info, DepFn, DeviceFn, DeviceFnInfo, KernelCache, KernelInfo, Uses,
    };
    pub use crate::kernel::{link, Linkable, RegisteredKernel};
    pub use crate::launch::{launch, LaunchArg, LaunchArgs};
    pub use crate::math;
    pub use crate::nvrtc::Compiled;
    pub use crate::panic::{message, PanicKind, ValueType};
    pub use crate::sim;
    pub use crate::{Device, DeviceSlice, Grid, Resources, Result};
    pub use inventory;
}
