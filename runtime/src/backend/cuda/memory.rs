//! Memory on a GPU: device allocations (from the default memory pool when the device has
//! one), page-locked host memory, managed memory, and the copies between them.
//!
//! Device memory is freed on the legacy default stream, which waits for every (blocking)
//! user stream, so memory is never reused while queued work may still touch it.

use std::ffi::c_void;
use std::ptr;
use std::sync::Mutex;

use super::driver::{check, sys};
use super::{Event, Gpu, Stream};
use crate::base::error::{Error, Result};

/// Keeps freed memory in `dev`'s default pool instead of returning it to the driver at every
/// synchronization, so that allocation stays cheap in loops. Failure only costs speed.
pub(super) fn keep_freed_memory_in_pool(dev: sys::CUdevice) {
    let mut pool = ptr::null_mut();
    // Safety: out-pointer to a local.
    if unsafe { sys::cuDeviceGetDefaultMemPool(&mut pool, dev) } == sys::CUresult::CUDA_SUCCESS {
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

/// Where a prefetch of managed memory moves its pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Location {
    /// This GPU's memory.
    Device,
    /// Host memory.
    Host,
}

impl Gpu {
    /// `bytes` (more than 0) of device memory, uninitialised.
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
    ///
    /// # Safety
    /// `p` came from [`alloc`](Self::alloc) on this device and is freed once.
    pub(crate) unsafe fn free(&self, p: sys::CUdeviceptr) {
        if self.bind().is_err() {
            return;
        }
        // Safety: guaranteed by the caller.
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

    /// Copies `height` rows of `width` bytes between host memory and the device (rows `pitch`
    /// bytes apart on either side, `to_device` saying which way), after all queued work, and
    /// waits: one `cuMemcpy2D` for a pitched array.
    ///
    /// # Safety
    /// Both sides must be valid for `height` rows of `width` bytes at their pitches, the host
    /// side for writes when it is the destination.
    #[allow(clippy::too_many_arguments)]
    pub(crate) unsafe fn copy_2d(
        &self,
        host: *mut u8,
        host_pitch: usize,
        dev: sys::CUdeviceptr,
        dev_pitch: usize,
        width: usize,
        height: usize,
        to_device: bool,
    ) -> Result<()> {
        if width == 0 || height == 0 {
            return self.synchronize();
        }
        self.bind()?;
        let (host_side, dev_side) = (sys::CUmemorytype::CU_MEMORYTYPE_HOST, sys::CUmemorytype::CU_MEMORYTYPE_DEVICE);
        let copy = if to_device {
            sys::CUDA_MEMCPY2D {
                srcXInBytes: 0,
                srcY: 0,
                srcMemoryType: host_side,
                srcHost: host.cast_const().cast(),
                srcDevice: 0,
                srcArray: ptr::null_mut(),
                srcPitch: host_pitch,
                dstXInBytes: 0,
                dstY: 0,
                dstMemoryType: dev_side,
                dstHost: ptr::null_mut(),
                dstDevice: dev,
                dstArray: ptr::null_mut(),
                dstPitch: dev_pitch,
                WidthInBytes: width,
                Height: height,
            }
        } else {
            sys::CUDA_MEMCPY2D {
                srcXInBytes: 0,
                srcY: 0,
                srcMemoryType: dev_side,
                srcHost: ptr::null(),
                srcDevice: dev,
                srcArray: ptr::null_mut(),
                srcPitch: dev_pitch,
                dstXInBytes: 0,
                dstY: 0,
                dstMemoryType: host_side,
                dstHost: host.cast(),
                dstDevice: 0,
                dstArray: ptr::null_mut(),
                dstPitch: host_pitch,
                WidthInBytes: width,
                Height: height,
            }
        };
        // Safety: guaranteed by the caller; the descriptor lives across the call.
        check("cuMemcpy2DAsync", unsafe { sys::cuMemcpy2DAsync_v2(&copy, ptr::null_mut()) })
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
        stream: &Stream,
    ) -> Result<Event> {
        self.bind()?;
        if bytes != 0 {
            // Safety: guaranteed by the caller.
            check("cuMemcpyHtoDAsync", unsafe { sys::cuMemcpyHtoDAsync_v2(dst, src.cast(), bytes, stream.raw()) })?;
            stream.queued()?;
        }
        Event::record(stream.gpu(), Some(stream), false)
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
        stream: &Stream,
    ) -> Result<Event> {
        self.bind()?;
        if bytes != 0 {
            // Safety: guaranteed by the caller.
            check("cuMemcpyDtoHAsync", unsafe { sys::cuMemcpyDtoHAsync_v2(dst.cast(), src, bytes, stream.raw()) })?;
            stream.queued()?;
        }
        Event::record(stream.gpu(), Some(stream), false)
    }

    /// Copies from another GPU's memory, after the work queued on both, and waits.
    ///
    /// # Safety
    /// `dst` and `src` must be allocations of at least `bytes` bytes on this device and on
    /// `src_dev`.
    pub(crate) unsafe fn copy_from_peer(
        &self,
        dst: sys::CUdeviceptr,
        src_dev: &Gpu,
        src: sys::CUdeviceptr,
        bytes: usize,
    ) -> Result<()> {
        src_dev.synchronize()?;
        self.enable_peer_access(src_dev);
        self.bind()?;
        if bytes != 0 {
            // With peer access the copy goes straight between the GPUs (NVLink or PCIe);
            // without it the driver stages it through host memory.
            // Safety: guaranteed by the caller.
            check("cuMemcpyPeer", unsafe { sys::cuMemcpyPeer(dst, self.ctx, src, src_dev.ctx, bytes) })?;
        }
        self.synchronize()
    }

    /// Lets this device's context access `other`'s memory directly, when the hardware
    /// allows it; tried once per pair of devices. Failure only means slower copies.
    fn enable_peer_access(&self, other: &Gpu) {
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
    ///
    /// # Safety
    /// Both must be allocations of this device with at least `bytes` bytes.
    pub(crate) unsafe fn copy_on_device(
        &self,
        dst: sys::CUdeviceptr,
        src: sys::CUdeviceptr,
        bytes: usize,
    ) -> Result<()> {
        if bytes != 0 {
            self.bind()?;
            // Safety: guaranteed by the caller.
            check("cuMemcpyDtoDAsync", unsafe { sys::cuMemcpyDtoDAsync_v2(dst, src, bytes, ptr::null_mut()) })?;
        }
        self.synchronize()
    }

    /// Zero-fills device memory on the default stream, and waits.
    ///
    /// # Safety
    /// `dst` must be an allocation of at least `bytes` bytes.
    pub(crate) unsafe fn zero(&self, dst: sys::CUdeviceptr, bytes: usize) -> Result<()> {
        if bytes != 0 {
            self.bind()?;
            // Safety: guaranteed by the caller.
            check("cuMemsetD8Async", unsafe { sys::cuMemsetD8Async(dst, 0, bytes, ptr::null_mut()) })?;
        }
        self.synchronize()
    }

    /// `bytes` (more than 0) of zeroed page-locked host memory, usable by every device of
    /// the process (portable), not write-combined.
    pub(crate) fn alloc_pinned(&self, bytes: usize) -> Result<*mut u8> {
        self.bind()?;
        let mut p = ptr::null_mut();
        // Safety: out-pointer to a local.
        let r = unsafe { sys::cuMemHostAlloc(&mut p, bytes, sys::CU_MEMHOSTALLOC_PORTABLE) };
        if r == sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY {
            return Err(Error::OutOfMemory { memory: "pinned host memory", requested: bytes, free: None, total: None });
        }
        check("cuMemHostAlloc", r)?;
        let p = p.cast::<u8>();
        // Safety: freshly allocated, `bytes` long, nothing else refers to it.
        unsafe { ptr::write_bytes(p, 0, bytes) };
        Ok(p)
    }

    /// Frees pinned host memory.
    ///
    /// # Safety
    /// `p` came from [`alloc_pinned`](Self::alloc_pinned), is freed once, and no queued copy
    /// uses it any more.
    pub(crate) unsafe fn free_pinned(&self, p: *mut u8) {
        // Safety: guaranteed by the caller.
        unsafe { sys::cuMemFreeHost(p.cast::<c_void>()) };
    }

    /// `bytes` (more than 0) of zeroed page-locked host memory mapped into the device's
    /// address space: its host address and the address kernels use.
    pub(crate) fn alloc_mapped(&self, bytes: usize) -> Result<(*mut u8, sys::CUdeviceptr)> {
        self.bind()?;
        let mut p = ptr::null_mut();
        // Safety: out-pointer to a local.
        let r = unsafe {
            sys::cuMemHostAlloc(&mut p, bytes, sys::CU_MEMHOSTALLOC_DEVICEMAP | sys::CU_MEMHOSTALLOC_PORTABLE)
        };
        if r == sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY {
            return Err(Error::OutOfMemory { memory: "mapped host memory", requested: bytes, free: None, total: None });
        }
        check("cuMemHostAlloc", r)?;
        let mut device = 0;
        // Safety: `p` is a mapped allocation of this context.
        if let Err(e) =
            check("cuMemHostGetDevicePointer", unsafe { sys::cuMemHostGetDevicePointer_v2(&mut device, p, 0) })
        {
            // Safety: allocated above, freed once.
            unsafe { sys::cuMemFreeHost(p) };
            return Err(e);
        }
        // Safety: freshly allocated, `bytes` long, nothing else refers to it.
        unsafe { ptr::write_bytes(p.cast::<u8>(), 0, bytes) };
        Ok((p.cast(), device))
    }

    /// Waits for the device (kernels may still read or write it), then frees mapped memory.
    ///
    /// # Safety
    /// `p` came from [`alloc_mapped`](Self::alloc_mapped) and is freed once.
    pub(crate) unsafe fn free_mapped(&self, p: *mut u8) {
        if self.bind().is_err() {
            return;
        }
        // Safety: guaranteed by the caller; the wait keeps running kernels off freed memory.
        unsafe {
            sys::cuCtxSynchronize();
            sys::cuMemFreeHost(p.cast::<c_void>());
        }
    }

    /// `bytes` (more than 0) of device memory from the pool, allocated and zeroed in the order
    /// of `stream`'s work (without waiting for other streams).
    pub(crate) fn alloc_on(&self, bytes: usize, stream: &Stream) -> Result<sys::CUdeviceptr> {
        if !self.memory_pools {
            let p = self.alloc(bytes)?;
            // Safety: just allocated with `bytes` bytes.
            return unsafe { self.zero(p, bytes) }.map(|_| p);
        }
        self.bind()?;
        let mut p = 0;
        // Safety: out-pointer to a local; a live stream of this context.
        let r = unsafe { sys::cuMemAllocAsync(&mut p, bytes, stream.raw()) };
        if r == sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY {
            let (free, total) = self.memory_info().map(|(f, t)| (Some(f), Some(t))).unwrap_or((None, None));
            return Err(Error::OutOfMemory { memory: "device memory", requested: bytes, free, total });
        }
        check("cuMemAllocAsync", r)?;
        // Safety: `p` has `bytes` bytes, ordered on `stream` after the allocation.
        if let Err(e) = check("cuMemsetD8Async", unsafe { sys::cuMemsetD8Async(p, 0, bytes, stream.raw()) }) {
            // Safety: allocated above, freed once.
            unsafe { self.free(p) };
            return Err(e);
        }
        Ok(p)
    }

    /// The default memory pool: what it holds, and the peaks since the last reset.
    pub(crate) fn pool_stats(&self) -> Result<Option<[u64; 4]>> {
        use sys::CUmemPool_attribute as A;
        let Some(pool) = self.default_pool()? else { return Ok(None) };
        let mut out = [0u64; 4];
        let attrs = [
            A::CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT,
            A::CU_MEMPOOL_ATTR_USED_MEM_CURRENT,
            A::CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH,
            A::CU_MEMPOOL_ATTR_USED_MEM_HIGH,
        ];
        for (o, a) in out.iter_mut().zip(attrs) {
            // Safety: these attributes are u64s.
            check("cuMemPoolGetAttribute", unsafe { sys::cuMemPoolGetAttribute(pool, a, (o as *mut u64).cast()) })?;
        }
        Ok(Some(out))
    }

    /// Returns the pool's unused memory to the driver, keeping `keep` bytes; also resets the
    /// peaks.
    pub(crate) fn trim_pool(&self, keep: usize) -> Result<()> {
        use sys::CUmemPool_attribute as A;
        let Some(pool) = self.default_pool()? else { return Ok(()) };
        // (Frees are stream-ordered: what was freed is in the pool once the device is idle.)
        self.synchronize()?;
        // Safety: a live pool of this device.
        check("cuMemPoolTrimTo", unsafe { sys::cuMemPoolTrimTo(pool, keep) })?;
        for a in [A::CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH, A::CU_MEMPOOL_ATTR_USED_MEM_HIGH] {
            let mut zero = 0u64;
            // Safety: setting a peak takes a u64, which must be 0.
            check("cuMemPoolSetAttribute", unsafe {
                sys::cuMemPoolSetAttribute(pool, a, (&mut zero as *mut u64).cast())
            })?;
        }
        Ok(())
    }

    fn default_pool(&self) -> Result<Option<sys::CUmemoryPool>> {
        if !self.memory_pools {
            return Ok(None);
        }
        self.bind()?;
        let mut dev = 0;
        let mut pool = ptr::null_mut();
        // Safety: out-pointers to locals; the ordinal is valid.
        check("cuDeviceGet", unsafe { sys::cuDeviceGet(&mut dev, self.ordinal as i32) })?;
        // Safety: as above.
        check("cuDeviceGetDefaultMemPool", unsafe { sys::cuDeviceGetDefaultMemPool(&mut pool, dev) })?;
        Ok(Some(pool))
    }

    /// `bytes` (more than 0) of zeroed managed memory, refused when more than the GPU has
    /// free: asking for more managed memory than that can hang the GPU rather than fail.
    pub(crate) fn alloc_managed(&self, bytes: usize) -> Result<sys::CUdeviceptr> {
        let (free, total) = self.memory_info()?;
        let out_of_memory =
            || Error::OutOfMemory { memory: "unified memory", requested: bytes, free: Some(free), total: Some(total) };
        if bytes > free {
            return Err(out_of_memory());
        }
        let mut p = 0;
        // Safety: out-pointer to a local; the context is current (memory_info bound it).
        let r = unsafe { sys::cuMemAllocManaged(&mut p, bytes, sys::CUmemAttach_flags::CU_MEM_ATTACH_GLOBAL as u32) };
        if r == sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY {
            return Err(out_of_memory());
        }
        check("cuMemAllocManaged", r)?;
        // Safety: `bytes` of fresh managed memory, host-accessible.
        unsafe { ptr::write_bytes(p as *mut u8, 0, bytes) };
        Ok(p)
    }

    /// Waits for the device, then frees managed memory (kernels may still use it).
    ///
    /// # Safety
    /// `p` came from [`alloc_managed`](Self::alloc_managed) and is freed once.
    pub(crate) unsafe fn free_managed(&self, p: sys::CUdeviceptr) {
        let _ = self.synchronize();
        // Safety: guaranteed by the caller; no kernel runs now.
        unsafe { sys::cuMemFree_v2(p) };
    }

    /// Queues a migration of `bytes` of managed memory at `p` to `to`, on `stream`.
    ///
    /// # Safety
    /// `p` must be a managed allocation of at least `bytes` bytes.
    pub(crate) unsafe fn prefetch(
        &self,
        p: sys::CUdeviceptr,
        bytes: usize,
        to: Location,
        stream: &Stream,
    ) -> Result<()> {
        if bytes == 0 {
            return Ok(());
        }
        let location = match to {
            Location::Device => sys::CUmemLocation {
                type_: sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
                id: self.ordinal as i32,
            },
            Location::Host => sys::CUmemLocation { type_: sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST, id: 0 },
        };
        self.bind()?;
        // Safety: guaranteed by the caller; the stream is this device's.
        check("cuMemPrefetchAsync", unsafe { sys::cuMemPrefetchAsync_v2(p, bytes, location, 0, stream.raw()) })
    }
}
