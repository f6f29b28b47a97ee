//! The GPU backend: everything that talks to the CUDA driver or to NVRTC. No other module
//! of the runtime calls the driver; they reach a GPU through [`Backend`](crate::backend).
//!
//! - this file: the process's table of opened GPUs, one [`Gpu`] each (its primary context,
//!   its attributes and limits), synchronization, turning sticky driver errors into faults
//!   that name the last kernel, and releasing everything at process exit;
//! - `driver.rs`: loading `libcuda` without panicking, and its error codes;
//! - `memory.rs`: device, pinned and managed memory, and copies;
//! - `module.rs`: compiling a kernel (NVRTC and the disk cache), loading it, function
//!   attributes and occupancy;
//! - `launch.rs`: `cuLaunchKernel`, the only `unsafe` of launching;
//! - `stream.rs`: streams and events;
//! - `panic_slot.rs`: the device-side record a failing kernel thread fills in;
//! - `nvrtc/`, `cache.rs`: NVRTC, found and bound by hand, and the on-disk cache.
//!
//! Work goes to the legacy default stream unless a launch names a stream. User streams are
//! created *blocking*, so the default stream waits for them: a copy back to the host or a
//! buffer free after a launch on a user stream is ordered after that launch.

pub mod cache;
pub(crate) mod dependent_launch;
pub(crate) mod driver;
pub(crate) mod graph;
mod launch;
mod memory;
pub(crate) mod module;
pub(crate) mod nccl;
pub mod nvrtc;
mod panic_slot;
pub(crate) mod params;
pub(crate) mod print_ring;
mod stream;
pub(crate) mod tensor_map;

use std::ptr;
use std::sync::atomic::{AtomicBool, AtomicPtr, Ordering};
use std::sync::{Arc, Mutex, Once, OnceLock};

use driver::{check, sys};
pub(crate) use memory::Location;
pub(crate) use module::Loaded;
use panic_slot::PanicSlot;
use print_ring::PrintRing;
pub(crate) use stream::{Event, Stream};

use crate::base::error::{Error, Result};
use crate::base::limits::Limits;

/// Most CUDA devices a process can use through ferrocuda.
pub(crate) const MAX_DEVICES: usize = 64;

/// One CUDA GPU, opened once per process: its primary context, retained until the process
/// exits, what it is, and its panic slot.
pub(crate) struct Gpu {
    pub(crate) ordinal: usize,
    ctx: sys::CUcontext,
    pub(crate) name: String,
    pub(crate) compute_capability: (u32, u32),
    pub(crate) limits: Limits,
    pub(crate) total_memory: usize,
    memory_pools: bool,
    panic: PanicSlot,
    /// Where kernels' `println!` records go, made when a module that prints is loaded.
    prints: PrintRing,
    /// The name of the kernel launched last, to name it when the device faults: a pointer
    /// to the `name` field of a `'static` kernel description (null before any launch).
    last_kernel: AtomicPtr<&'static str>,
    /// Set at process exit, when the context has been released: every later call fails.
    released: AtomicBool,
}

// Safety: a CUcontext may be used from any thread once made current there (`bind` does);
// the panic slot's host memory is only touched under its lock.
unsafe impl Send for Gpu {}
// Safety: as above.
unsafe impl Sync for Gpu {}

static DEVICES: [OnceLock<Arc<Gpu>>; MAX_DEVICES] = [const { OnceLock::new() }; MAX_DEVICES];
static OPEN_LOCK: Mutex<()> = Mutex::new(());

/// Number of CUDA devices; `Ok(0)` when the driver works but sees no GPU.
pub(crate) fn count() -> Result<usize> {
    if !driver::init()? {
        return Ok(0);
    }
    let mut n = 0;
    // Safety: out-pointer to a local; the driver is initialised.
    check("cuDeviceGetCount", unsafe { sys::cuDeviceGetCount(&mut n) })?;
    Ok(n.max(0) as usize)
}

/// The device with this ordinal, opened once per process.
pub(crate) fn open(ordinal: usize) -> Result<Arc<Gpu>> {
    if let Some(d) = DEVICES.get(ordinal).and_then(OnceLock::get) {
        return Ok(d.clone());
    }
    let count = count()?;
    if ordinal >= count {
        return Err(Error::InvalidDevice { ordinal, count });
    }
    if ordinal >= MAX_DEVICES {
        return Err(Error::InvalidDevice { ordinal, count: MAX_DEVICES });
    }
    let _guard = OPEN_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(d) = DEVICES[ordinal].get() {
        return Ok(d.clone());
    }
    // (Before the device: opening it may start the compiler's warm-up, which exit waits for.)
    release_at_exit();
    let device = Arc::new(Gpu::new(ordinal)?);
    let _ = DEVICES[ordinal].set(device.clone());
    Ok(device)
}

/// An already-open device, for memory that was allocated on it.
pub(crate) fn opened(ordinal: usize) -> Option<&'static Arc<Gpu>> {
    DEVICES.get(ordinal).and_then(OnceLock::get)
}

extern "C" {
    /// The C library's `atexit` (ISO C): `f` runs when the process exits normally.
    fn atexit(f: extern "C" fn()) -> std::ffi::c_int;
}

/// Registers [`release_all`] to run at process exit, once. It is registered after the
/// driver initialised, so it runs before the driver's own teardown.
fn release_at_exit() {
    static REGISTERED: Once = Once::new();
    REGISTERED.call_once(|| {
        // Safety: `release_all` is an `extern "C" fn()` that never unwinds.
        unsafe { atexit(release_all) };
    });
}

/// At process exit: waits for the compiler's warm-up (`module::warm_compiler`) and for each
/// open GPU's work, frees what ferrocuda allocated there for itself (the panic slot) and
/// releases the primary context, so that the process leaves nothing behind (`compute-sanitizer --leak-check full` reports no leak). Memory the program
/// still holds is not freed: the sanitizer rightly reports it. Runs while other threads may
/// still run; any of their later calls on the GPU fail with an error saying so.
extern "C" fn release_all() {
    // `catch_unwind`: a panic must not unwind into the C library.
    let _ = std::panic::catch_unwind(|| {
        module::finish_warm_up();
        for gpu in DEVICES.iter().filter_map(OnceLock::get) {
            gpu.release();
        }
    });
}

fn attribute(dev: sys::CUdevice, attr: sys::CUdevice_attribute) -> Result<i32> {
    let mut v = 0;
    // Safety: out-pointer to a local.
    check("cuDeviceGetAttribute", unsafe { sys::cuDeviceGetAttribute(&mut v, attr, dev) })?;
    Ok(v)
}

impl Gpu {
    fn new(ordinal: usize) -> Result<Self> {
        use sys::CUdevice_attribute as A;
        let mut dev = 0;
        // Safety: out-pointer to a local; ordinal checked against the count.
        check("cuDeviceGet", unsafe { sys::cuDeviceGet(&mut dev, ordinal as i32) })?;
        let cc = (
            attribute(dev, A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)? as u32,
            attribute(dev, A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)? as u32,
        );
        // (While the driver creates the context, the first time in the process.)
        module::warm_compiler(cc.0 * 10 + cc.1);
        let mut ctx = ptr::null_mut();
        // Safety: as above.
        check("cuDevicePrimaryCtxRetain", unsafe { sys::cuDevicePrimaryCtxRetain(&mut ctx, dev) })?;
        // Safety: `ctx` was just retained.
        check("cuCtxSetCurrent", unsafe { sys::cuCtxSetCurrent(ctx) })?;

        let mut name_buf = [0 as std::ffi::c_char; 256];
        // Safety: the buffer's length is passed.
        check("cuDeviceGetName", unsafe { sys::cuDeviceGetName(name_buf.as_mut_ptr(), 256, dev) })?;
        // Safety: the driver NUL-terminates within the given length.
        let name = unsafe { std::ffi::CStr::from_ptr(name_buf.as_ptr()) }.to_string_lossy().into_owned();
        let mut total = 0usize;
        // Safety: out-pointer to a local.
        check("cuDeviceTotalMem", unsafe { sys::cuDeviceTotalMem_v2(&mut total, dev) })?;

        let limits = Limits {
            max_threads_per_block: attribute(dev, A::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK)? as u32,
            max_block: [
                attribute(dev, A::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X)? as u32,
                attribute(dev, A::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y)? as u32,
                attribute(dev, A::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z)? as u32,
            ],
            max_grid: [
                attribute(dev, A::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X)? as u32,
                attribute(dev, A::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y)? as u32,
                attribute(dev, A::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z)? as u32,
            ],
            max_shared_per_block: attribute(dev, A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK)? as u32,
            max_shared_per_block_optin: attribute(dev, A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN)?
                as u32,
            multiprocessors: attribute(dev, A::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)? as u32,
            // (8: the portable cluster size; 16 needs a kernel attribute ferrocuda does not set.)
            max_cluster_blocks: if attribute(dev, A::CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH)? != 0 { 8 } else { 0 },
        };
        let memory_pools = attribute(dev, A::CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED)? != 0;
        if memory_pools {
            memory::keep_freed_memory_in_pool(dev);
        }

        let panic = PanicSlot::new()?;
        Ok(Gpu {
            ordinal,
            ctx,
            name,
            compute_capability: cc,
            limits,
            total_memory: total,
            memory_pools,
            panic,
            prints: PrintRing::new(),
            last_kernel: AtomicPtr::new(ptr::null_mut()),
            released: AtomicBool::new(false),
        })
    }

    /// Makes this device's context current on the calling thread.
    #[inline]
    pub(crate) fn bind(&self) -> Result<()> {
        if self.released.load(Ordering::Acquire) {
            return Err(Error::Driver {
                call: "cuCtxSetCurrent",
                code: "CUDA_ERROR_DEINITIALIZED".into(),
                message: "the process is exiting and ferrocuda has released this GPU's context; \
                          finish GPU work before `main` returns or `exit` is called"
                    .into(),
            });
        }
        let mut current = ptr::null_mut();
        // Safety: out-pointer to a local.
        unsafe { sys::cuCtxGetCurrent(&mut current) };
        if current != self.ctx {
            // Safety: the primary context is retained until `release`, checked above.
            check("cuCtxSetCurrent", unsafe { sys::cuCtxSetCurrent(self.ctx) })?;
        }
        Ok(())
    }

    /// Copies `bytes` from the host to device memory at `dst` and waits (on the default
    /// stream: module setup, allowed while a graph is captured, as captures use non-blocking
    /// streams).
    pub(crate) fn write_device(&self, dst: sys::CUdeviceptr, bytes: &[u8]) -> Result<()> {
        self.bind()?;
        // Safety: `bytes` is valid for reads for the call; the caller gives a device
        // allocation with room for them.
        check("cuMemcpyHtoD", unsafe { sys::cuMemcpyHtoD_v2(dst, bytes.as_ptr().cast(), bytes.len()) })
    }

    /// `sm_XY` as a number, e.g. 90.
    pub(crate) fn arch(&self) -> u32 {
        self.compute_capability.0 * 10 + self.compute_capability.1
    }

    /// Waits for all work on the device, then reports a kernel panic if one happened.
    pub(crate) fn synchronize(&self) -> Result<()> {
        self.bind()?;
        // Safety: the context is current.
        check("cuCtxSynchronize", unsafe { sys::cuCtxSynchronize() }).map_err(|e| self.fault(e))?;
        self.take_panic()
    }

    /// Writes what kernels printed, then reports (and clears) a panic recorded by a kernel.
    /// Call after synchronizing.
    pub(crate) fn take_panic(&self) -> Result<()> {
        self.prints.drain();
        self.panic.take()
    }

    /// Notes the kernel being launched, by the `name` field of its `'static` description.
    #[inline]
    pub(crate) fn launching(&self, kernel: &'static &'static str) {
        self.last_kernel.store(kernel as *const &'static str as *mut &'static str, Ordering::Relaxed);
    }

    /// `cuda:0 (NVIDIA H200, sm_90)`.
    pub(crate) fn describe(&self) -> String {
        format!("cuda:{} ({}, sm_{}{})", self.ordinal, self.name, self.compute_capability.0, self.compute_capability.1)
    }

    /// A driver error that means a kernel faulted becomes a `KernelFault` naming it.
    pub(crate) fn fault(&self, e: Error) -> Error {
        match e {
            Error::Driver { code, message, .. } if crate::base::error::is_sticky(&code) => {
                let last = self.last_kernel.load(Ordering::Relaxed);
                // Safety: only pointers to `&'static str`s are stored (`launching`).
                let kernel = if last.is_null() { "(none)".to_string() } else { unsafe { *last }.to_string() };
                Error::KernelFault { kernel, device: self.describe(), code, message }
            }
            other => other,
        }
    }

    /// At process exit (see [`release_all`]): waits for the device, frees the panic slot and
    /// releases the primary context. Errors are ignored: nothing can report them any more.
    fn release(&self) {
        if self.bind().is_err() {
            return;
        }
        // Safety: the context is current; kernels may still write the panic slot until done.
        unsafe { sys::cuCtxSynchronize() };
        self.prints.drain();
        self.prints.free();
        self.panic.free();
        self.released.store(true, Ordering::Release);
        let mut dev = 0;
        // Safety: out-pointer to a local; the ordinal is a valid device.
        if unsafe { sys::cuDeviceGet(&mut dev, self.ordinal as i32) } == sys::CUresult::CUDA_SUCCESS {
            // Safety: balances the retain of `new`; no ferrocuda call uses the context after
            // `released` is set.
            unsafe { sys::cuDevicePrimaryCtxRelease_v2(dev) };
        }
    }
}
