//! One CUDA GPU: its primary context, memory, module loading and the device-side panic slot.
//!
//! Work goes to the legacy default stream unless a launch names a [`Stream`]. User streams
//! are created *blocking*, so the default stream waits for them: a copy back to the host or
//! a buffer free after a launch on a user stream is ordered after that launch.
//!
//! [`Stream`]: crate::Stream

use std::ffi::{c_void, CString};
use std::ptr;
use std::sync::atomic::{AtomicPtr, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use crate::driver::{self, check, sys};
use crate::error::{Error, Result};
use crate::grid::Limits;
use crate::panic::{PanicRecord, RECORD_WRITTEN};

/// Most CUDA devices a process can use through ferrocuda.
pub(crate) const MAX_DEVICES: usize = 64;

/// Device-side panic reporting: the record in device memory (filled by the first failing
/// thread) and a flag in mapped host memory that the failing thread raises last, so that
/// a synchronizing call learns "nothing panicked" from one host memory read.
struct PanicSlot {
    record: sys::CUdeviceptr,
    /// Host view of the flag; null when mapped host memory is unavailable, in which case the
    /// record's state is copied back after every synchronization instead.
    flag_host: *mut u32,
    flag_device: sys::CUdeviceptr,
    lock: Mutex<()>,
}

pub(crate) struct CudaDevice {
    pub(crate) ordinal: usize,
    ctx: sys::CUcontext,
    pub(crate) name: String,
    pub(crate) compute_capability: (u32, u32),
    pub(crate) limits: Limits,
    pub(crate) total_memory: usize,
    memory_pools: bool,
    panic: PanicSlot,
    /// The kernel launched last, to name it when the device faults.
    last_kernel: AtomicPtr<crate::kernel::KernelInfo>,
}

// Safety: a CUcontext may be used from any thread once made current there (`bind` does);
// the host flag pointer is only read and written with volatile accesses.
unsafe impl Send for CudaDevice {}
// Safety: as above.
unsafe impl Sync for CudaDevice {}

static DEVICES: [OnceLock<Arc<CudaDevice>>; MAX_DEVICES] = [const { OnceLock::new() }; MAX_DEVICES];
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
pub(crate) fn open(ordinal: usize) -> Result<Arc<CudaDevice>> {
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
    let device = Arc::new(CudaDevice::new(ordinal)?);
    let _ = DEVICES[ordinal].set(device.clone());
    Ok(device)
}

/// An already-open device, for memory that was allocated on it.
pub(crate) fn opened(ordinal: usize) -> Option<&'static Arc<CudaDevice>> {
    DEVICES.get(ordinal).and_then(OnceLock::get)
}

fn attribute(dev: sys::CUdevice, attr: sys::CUdevice_attribute) -> Result<i32> {
    let mut v = 0;
    // Safety: out-pointer to a local.
    check("cuDeviceGetAttribute", unsafe { sys::cuDeviceGetAttribute(&mut v, attr, dev) })?;
    Ok(v)
}

impl CudaDevice {
    fn new(ordinal: usize) -> Result<Self> {
        use sys::CUdevice_attribute as A;
        let mut dev = 0;
        // Safety: out-pointer to a local; ordinal checked against the count.
        check("cuDeviceGet", unsafe { sys::cuDeviceGet(&mut dev, ordinal as i32) })?;
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

        let cc = (
            attribute(dev, A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)? as u32,
            attribute(dev, A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)? as u32,
        );
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
        };
        let memory_pools = attribute(dev, A::CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED)? != 0;
        if memory_pools {
            let mut pool = ptr::null_mut();
            // Safety: out-pointer to a local.
            if unsafe { sys::cuDeviceGetDefaultMemPool(&mut pool, dev) } == sys::CUresult::CUDA_SUCCESS {
                // Keep freed memory in the pool instead of returning it to the driver at
                // every synchronization, so that allocation stays cheap in loops.
                let mut threshold = u64::MAX;
                // Safety: the attribute takes a pointer to a u64.
                unsafe {
                    sys::cuMemPoolSetAttribute(
                        pool,
                        sys::CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD,
                        (&mut threshold as *mut u64).cast(),
                    )
                };
            }
        }

        let panic = PanicSlot::new()?;
        Ok(CudaDevice {
            ordinal,
            ctx,
            name,
            compute_capability: cc,
            limits,
            total_memory: total,
            memory_pools,
            panic,
            last_kernel: AtomicPtr::new(ptr::null_mut()),
        })
    }

    /// Makes this device's context current on the calling thread.
    #[inline]
    pub(crate) fn bind(&self) -> Result<()> {
        let mut current = ptr::null_mut();
        // Safety: out-pointer to a local.
        unsafe { sys::cuCtxGetCurrent(&mut current) };
        if current != self.ctx {
            // Safety: the primary context is retained for the life of the process.
            check("cuCtxSetCurrent", unsafe { sys::cuCtxSetCurrent(self.ctx) })?;
        }
        Ok(())
    }

    /// `sm_XY` as a number, e.g. 90.
    pub(crate) fn arch(&self) -> u32 {
        self.compute_capability.0 * 10 + self.compute_capability.1
    }

    pub(crate) fn alloc(&self, bytes: usize) -> Result<sys::CUdeviceptr> {
        self.bind()?;
        let mut p = 0;
        // Safety: out-pointer to a local; the context is current.
        let r = unsafe {
            if self.memory_pools {
                sys::cuMemAllocAsync(&mut p, bytes, ptr::null_mut())
            } else {
                sys::cuMemAlloc_v2(&mut p, bytes)
            }
        };
        if r == sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY {
            let (free, total) = self.memory_info().map(|(f, t)| (Some(f), Some(t))).unwrap_or((None, None));
            return Err(Error::OutOfMemory { memory: "device memory", requested: bytes, free, total });
        }
        check(if self.memory_pools { "cuMemAllocAsync" } else { "cuMemAlloc" }, r)?;
        Ok(p)
    }

    /// Frees device memory after all work queued so far on the default stream (and, through
    /// it, on blocking user streams). Errors are ignored: this runs from `Drop`.
    pub(crate) fn free(&self, p: sys::CUdeviceptr) {
        if self.bind().is_err() {
            return;
        }
        // Safety: `p` came from `alloc` on this device and is freed once.
        unsafe {
            if self.memory_pools {
                sys::cuMemFreeAsync(p, ptr::null_mut());
            } else {
                sys::cuCtxSynchronize();
                sys::cuMemFree_v2(p);
            }
        }
    }

    /// `(free, total)` bytes of device memory.
    pub(crate) fn memory_info(&self) -> Result<(usize, usize)> {
        self.bind()?;
        let (mut free, mut total) = (0, 0);
        // Safety: out-pointers to locals.
        check("cuMemGetInfo", unsafe { sys::cuMemGetInfo_v2(&mut free, &mut total) })?;
        Ok((free, total))
    }

    /// Copies `bytes` from host memory to the device and waits for the copy.
    ///
    /// # Safety
    /// `src` must be valid for reads of `bytes` bytes and `dst` a device allocation with
    /// room for them.
    pub(crate) unsafe fn copy_to_device(&self, dst: sys::CUdeviceptr, src: *const u8, bytes: usize) -> Result<()> {
        if bytes == 0 {
            return self.synchronize();
        }
        self.bind()?;
        // Safety: guaranteed by the caller.
        check("cuMemcpyHtoDAsync", unsafe { sys::cuMemcpyHtoDAsync_v2(dst, src.cast(), bytes, ptr::null_mut()) })
            .map_err(|e| self.fault(e))?;
        self.synchronize()
    }

    /// Copies `bytes` from the device to host memory after all queued work, and waits.
    ///
    /// # Safety
    /// `dst` must be valid for writes of `bytes` bytes and `src` a device allocation holding
    /// them.
    pub(crate) unsafe fn copy_to_host(&self, dst: *mut u8, src: sys::CUdeviceptr, bytes: usize) -> Result<()> {
        if bytes == 0 {
            return self.synchronize();
        }
        self.bind()?;
        // Safety: guaranteed by the caller.
        check("cuMemcpyDtoHAsync", unsafe { sys::cuMemcpyDtoHAsync_v2(dst.cast(), src, bytes, ptr::null_mut()) })
            .map_err(|e| self.fault(e))?;
        self.synchronize()
    }

    /// Queues a host-to-device copy on `stream` and returns an event after it.
    ///
    /// # Safety
    /// `src` must stay valid and unwritten for `bytes` bytes until the event completes, and
    /// be page-locked; `dst` a device allocation with room for them.
    pub(crate) unsafe fn copy_to_device_async(
        &self,
        dst: sys::CUdeviceptr,
        src: *const u8,
        bytes: usize,
        stream: sys::CUstream,
    ) -> Result<sys::CUevent> {
        self.bind()?;
        if bytes != 0 {
            // Safety: guaranteed by the caller.
            check("cuMemcpyHtoDAsync", unsafe { sys::cuMemcpyHtoDAsync_v2(dst, src.cast(), bytes, stream) })?;
        }
        self.event_after(stream)
    }

    /// Queues a device-to-host copy on `stream` and returns an event after it.
    ///
    /// # Safety
    /// `dst` must stay valid and untouched by the host for `bytes` bytes until the event
    /// completes, and be page-locked; `src` a device allocation holding them.
    pub(crate) unsafe fn copy_to_host_async(
        &self,
        dst: *mut u8,
        src: sys::CUdeviceptr,
        bytes: usize,
        stream: sys::CUstream,
    ) -> Result<sys::CUevent> {
        self.bind()?;
        if bytes != 0 {
            // Safety: guaranteed by the caller.
            check("cuMemcpyDtoHAsync", unsafe { sys::cuMemcpyDtoHAsync_v2(dst.cast(), src, bytes, stream) })?;
        }
        self.event_after(stream)
    }

    fn event_after(&self, stream: sys::CUstream) -> Result<sys::CUevent> {
        let mut ev = ptr::null_mut();
        // Safety: out-pointer to a local; timing is not needed.
        check("cuEventCreate", unsafe {
            sys::cuEventCreate(&mut ev, sys::CUevent_flags::CU_EVENT_DISABLE_TIMING as u32)
        })?;
        // Safety: `ev` and `stream` belong to this context.
        if let Err(e) = check("cuEventRecord", unsafe { sys::cuEventRecord(ev, stream) }) {
            // Safety: destroyed once.
            unsafe { sys::cuEventDestroy_v2(ev) };
            return Err(e);
        }
        Ok(ev)
    }

    /// Copies from another GPU's memory, after the work queued on both, and waits.
    pub(crate) fn copy_from_peer(
        &self,
        dst: sys::CUdeviceptr,
        src_dev: &CudaDevice,
        src: sys::CUdeviceptr,
        bytes: usize,
    ) -> Result<()> {
        src_dev.synchronize()?;
        self.enable_peer_access(src_dev);
        self.bind()?;
        if bytes != 0 {
            // With peer access the copy goes straight between the GPUs (NVLink or PCIe);
            // without it the driver stages it through host memory.
            // Safety: both are live allocations of at least `bytes` bytes on their devices.
            check("cuMemcpyPeer", unsafe { sys::cuMemcpyPeer(dst, self.ctx, src, src_dev.ctx, bytes) })?;
        }
        self.synchronize()
    }

    /// Lets this device's context access `other`'s memory directly, when the hardware
    /// allows it; tried once per pair of devices. Failure only means slower copies.
    fn enable_peer_access(&self, other: &CudaDevice) {
        static TRIED: Mutex<Vec<(usize, usize)>> = Mutex::new(Vec::new());
        let pair = (self.ordinal, other.ordinal);
        let mut tried = TRIED.lock().unwrap_or_else(|e| e.into_inner());
        if pair.0 == pair.1 || tried.contains(&pair) {
            return;
        }
        tried.push(pair);
        let mut can = 0;
        // Safety: out-pointer to a local; ordinals of opened devices are valid CUdevices.
        let r = unsafe { sys::cuDeviceCanAccessPeer(&mut can, self.ordinal as i32, other.ordinal as i32) };
        if r != sys::CUresult::CUDA_SUCCESS || can != 1 || self.bind().is_err() {
            return;
        }
        // Safety: both contexts are live; this one is current.
        let _ = unsafe { sys::cuCtxEnablePeerAccess(other.ctx, 0) };
    }

    /// Copies between two allocations on this device, and waits.
    pub(crate) fn copy_on_device(&self, dst: sys::CUdeviceptr, src: sys::CUdeviceptr, bytes: usize) -> Result<()> {
        if bytes != 0 {
            self.bind()?;
            // Safety: both are allocations of this device with at least `bytes` bytes
            // (checked by the caller's slice lengths).
            check("cuMemcpyDtoDAsync", unsafe { sys::cuMemcpyDtoDAsync_v2(dst, src, bytes, ptr::null_mut()) })?;
        }
        self.synchronize()
    }

    /// Zero-fills device memory on the default stream, and waits.
    pub(crate) fn zero(&self, dst: sys::CUdeviceptr, bytes: usize) -> Result<()> {
        if bytes != 0 {
            self.bind()?;
            // Safety: `dst` is an allocation of at least `bytes` bytes.
            check("cuMemsetD8Async", unsafe { sys::cuMemsetD8Async(dst, 0, bytes, ptr::null_mut()) })?;
        }
        self.synchronize()
    }

    /// Waits for all work on the device, then reports a kernel panic if one happened.
    pub(crate) fn synchronize(&self) -> Result<()> {
        self.bind()?;
        // Safety: the context is current.
        check("cuCtxSynchronize", unsafe { sys::cuCtxSynchronize() }).map_err(|e| self.fault(e))?;
        self.take_panic()
    }

    /// Notes the kernel being launched.
    #[inline]
    pub(crate) fn launching(&self, kernel: &'static crate::kernel::KernelInfo) {
        self.last_kernel.store(kernel as *const _ as *mut _, Ordering::Relaxed);
    }

    /// A driver error that means a kernel faulted becomes a `KernelFault` naming it.
    pub(crate) fn fault(&self, e: Error) -> Error {
        match e {
            Error::Driver { code, message, .. } if crate::error::is_sticky(&code) => {
                let last = self.last_kernel.load(Ordering::Relaxed);
                // Safety: only `&'static KernelInfo`s are stored.
                let kernel = if last.is_null() { "(none)".to_string() } else { unsafe { &*last }.name.to_string() };
                let device = format!(
                    "cuda:{} ({}, sm_{}{})",
                    self.ordinal, self.name, self.compute_capability.0, self.compute_capability.1
                );
                Error::KernelFault { kernel, device, code, message }
            }
            other => other,
        }
    }

    /// The block size of `Grid::for_elements` for `function`: of the sizes that keep the
    /// most threads resident per multiprocessor (the occupancy API's maximum), the one
    /// nearest 256 threads. The occupancy API alone picks the largest such size, often 1024,
    /// whose blocks retire in coarser steps: measured on an H200, a bandwidth-bound kernel in
    /// blocks of 1024 ran 16 % slower than in blocks of 256 at equal occupancy.
    pub(crate) fn best_block_size(&self, function: sys::CUfunction) -> u32 {
        let (mut min_grid, mut block) = (0, 0);
        // Safety: out-pointers to locals; `function` is loaded; no block-size callback.
        let r = unsafe { sys::cuOccupancyMaxPotentialBlockSize(&mut min_grid, &mut block, function, None, 0, 0) };
        if r != sys::CUresult::CUDA_SUCCESS || block <= 0 {
            return crate::grid::DEFAULT_BLOCK_SIZE;
        }
        let resident = |threads: u32| self.blocks_per_sm(function, threads, 0).map_or(0, |b| b * threads);
        let best = resident(block as u32);
        [256, 512, 128, 1024, 64]
            .into_iter()
            .filter(|&t| t <= block as u32)
            .find(|&t| resident(t) >= best)
            .unwrap_or(block as u32)
    }

    /// How many blocks of `threads` threads (and `dynamic_shared` bytes) of `function` fit on
    /// one multiprocessor at once.
    pub(crate) fn blocks_per_sm(&self, function: sys::CUfunction, threads: u32, dynamic_shared: u32) -> Result<u32> {
        self.bind()?;
        let mut n = 0;
        // Safety: out-pointer to a local; `function` is loaded.
        check("cuOccupancyMaxActiveBlocksPerMultiprocessor", unsafe {
            sys::cuOccupancyMaxActiveBlocksPerMultiprocessor(&mut n, function, threads as i32, dynamic_shared as usize)
        })?;
        Ok(n.max(0) as u32)
    }

    /// An attribute of a loaded function.
    /// Makes every thread's stack at least `bytes` (for recursive kernels: see
    /// `KernelInfo::load`). The driver reserves it for every thread the GPU can hold at once.
    pub(crate) fn ensure_stack(&self, bytes: usize) -> Result<()> {
        self.bind()?;
        let mut current = 0usize;
        // Safety: out-pointer to a local; the context is current.
        check("cuCtxGetLimit", unsafe { sys::cuCtxGetLimit(&mut current, sys::CUlimit::CU_LIMIT_STACK_SIZE) })?;
        if current >= bytes {
            return Ok(());
        }
        // Safety: plain setter on the current context.
        let r = unsafe { sys::cuCtxSetLimit(sys::CUlimit::CU_LIMIT_STACK_SIZE, bytes) };
        if r == sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY {
            let threads = self.limits.multiprocessors as usize * 2048;
            return Err(Error::OutOfMemory {
                memory: "device memory for the stacks of a recursive kernel",
                requested: bytes.saturating_mul(threads),
                free: None,
                total: Some(self.total_memory),
            });
        }
        check("cuCtxSetLimit", r)
    }

    pub(crate) fn function_attribute(&self, function: sys::CUfunction, attr: sys::CUfunction_attribute) -> Result<i32> {
        let mut v = 0;
        // Safety: out-pointer to a local; `function` is loaded.
        check("cuFuncGetAttribute", unsafe { sys::cuFuncGetAttribute(&mut v, attr, function) })?;
        Ok(v)
    }

    /// Reports (and clears) a panic recorded by a kernel. Call after synchronizing.
    pub(crate) fn take_panic(&self) -> Result<()> {
        let slot = &self.panic;
        if !slot.flag_host.is_null() {
            // Safety: the flag is a live mapped host allocation of 4 bytes.
            if unsafe { ptr::read_volatile(slot.flag_host) } == 0 {
                return Ok(());
            }
        }
        let _guard = slot.lock.lock().unwrap_or_else(|e| e.into_inner());
        let mut record = PanicRecord::zeroed();
        // Safety: `record` is a PanicRecord and the slot holds one.
        check("cuMemcpyDtoH", unsafe {
            sys::cuMemcpyDtoH_v2(
                (&mut record as *mut PanicRecord).cast(),
                slot.record,
                std::mem::size_of::<PanicRecord>(),
            )
        })?;
        if record.state != RECORD_WRITTEN {
            return Ok(());
        }
        // Clear the slot so the next panic is recorded; the device stays usable.
        // Safety: the slot is a live allocation of one record.
        check("cuMemsetD8", unsafe { sys::cuMemsetD8_v2(slot.record, 0, std::mem::size_of::<PanicRecord>()) })?;
        if !slot.flag_host.is_null() {
            // Safety: as above.
            unsafe { ptr::write_volatile(slot.flag_host, 0) };
        }
        Err(Error::KernelPanic(record.to_panic()))
    }

    /// Loads a compiled image and points its panic globals at this device's slot.
    pub(crate) fn load_module(&self, image: &[u8]) -> Result<sys::CUmodule> {
        self.bind()?;
        let mut module = ptr::null_mut();
        // Safety: `image` is a CUBIN or NUL-terminated PTX produced by NVRTC.
        check("cuModuleLoadData", unsafe { sys::cuModuleLoadData(&mut module, image.as_ptr().cast()) })?;
        self.set_global(module, "fc_panic_record", self.panic.record)?;
        self.set_global(module, "fc_panic_flag", self.panic.flag_device)?;
        Ok(module)
    }

    fn set_global(&self, module: sys::CUmodule, name: &str, value: u64) -> Result<()> {
        let c_name = CString::new(name).unwrap_or_default();
        let (mut p, mut size) = (0, 0);
        // Safety: out-pointers to locals; `module` is loaded.
        let r = unsafe { sys::cuModuleGetGlobal_v2(&mut p, &mut size, module, c_name.as_ptr()) };
        if r == sys::CUresult::CUDA_ERROR_NOT_FOUND || size != 8 {
            // A module without the prelude's panic globals (or with them optimised away)
            // simply cannot panic.
            return Ok(());
        }
        check("cuModuleGetGlobal", r)?;
        // Safety: the global is 8 bytes (checked above).
        check("cuMemcpyHtoD", unsafe { sys::cuMemcpyHtoD_v2(p, (&value as *const u64).cast::<c_void>(), 8) })
    }

    pub(crate) fn function(&self, module: sys::CUmodule, name: &str) -> Result<sys::CUfunction> {
        let c_name = CString::new(name).unwrap_or_default();
        let mut f = ptr::null_mut();
        // Safety: out-pointer to a local; `module` is loaded.
        check("cuModuleGetFunction", unsafe { sys::cuModuleGetFunction(&mut f, module, c_name.as_ptr()) })?;
        Ok(f)
    }

    /// Lets `function` use `bytes` of dynamic shared memory, beyond the default limit.
    pub(crate) fn allow_dynamic_shared(&self, function: sys::CUfunction, bytes: u32) -> Result<()> {
        // Safety: `function` is loaded in this context.
        check("cuFuncSetAttribute", unsafe {
            sys::cuFuncSetAttribute(
                function,
                sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                bytes as i32,
            )
        })
    }

    pub(crate) fn new_stream(&self) -> Result<sys::CUstream> {
        self.bind()?;
        let mut s = ptr::null_mut();
        // Flags 0: a blocking stream, which the default stream waits for.
        // Safety: out-pointer to a local.
        check("cuStreamCreate", unsafe { sys::cuStreamCreate(&mut s, 0) })?;
        Ok(s)
    }

    pub(crate) fn destroy_stream(&self, s: sys::CUstream) {
        if self.bind().is_ok() {
            // Safety: `s` came from `new_stream` and is destroyed once.
            unsafe { sys::cuStreamDestroy_v2(s) };
        }
    }

    pub(crate) fn synchronize_stream(&self, s: sys::CUstream) -> Result<()> {
        self.bind()?;
        // Safety: `s` is a live stream of this context.
        check("cuStreamSynchronize", unsafe { sys::cuStreamSynchronize(s) }).map_err(|e| self.fault(e))?;
        self.take_panic()
    }
}

impl PanicSlot {
    fn new() -> Result<Self> {
        let bytes = std::mem::size_of::<PanicRecord>();
        let mut record = 0;
        // Safety: out-pointer to a local; context current (called from CudaDevice::new).
        check("cuMemAlloc", unsafe { sys::cuMemAlloc_v2(&mut record, bytes) })?;
        // Safety: just allocated with this size.
        check("cuMemsetD8", unsafe { sys::cuMemsetD8_v2(record, 0, bytes) })?;
        let mut host: *mut c_void = ptr::null_mut();
        let mut flag_device = 0;
        // Safety: out-pointers to locals.
        let mapped = unsafe {
            sys::cuMemHostAlloc(&mut host, 4, sys::CU_MEMHOSTALLOC_DEVICEMAP | sys::CU_MEMHOSTALLOC_PORTABLE)
        } == sys::CUresult::CUDA_SUCCESS
            // Safety: `host` is a mapped allocation.
            && unsafe { sys::cuMemHostGetDevicePointer_v2(&mut flag_device, host, 0) } == sys::CUresult::CUDA_SUCCESS;
        let flag_host = if mapped {
            let f = host.cast::<u32>();
            // Safety: 4 bytes of host memory just allocated.
            unsafe { ptr::write_volatile(f, 0) };
            f
        } else {
            flag_device = 0;
            ptr::null_mut()
        };
        Ok(PanicSlot { record, flag_host, flag_device, lock: Mutex::new(()) })
    }
}
