//! Where a device's work runs: a CUDA GPU (`cuda/`) or the CPU simulator (`sim/`).
//!
//! The public types — [`Device`](crate::Device), the buffers, streams, events and kernels —
//! hold a [`Backend`] (or a stream or event of one) and call its methods; each method here is
//! the one place that tells the two apart. The simulator keeps its memory in ordinary host
//! allocations and finishes every launch and copy before returning, so its streams and
//! events have nothing to wait for.
//!
//! This layer imports no public type: memory is raw addresses of `T: Copy` values (every
//! caller's `T` is a `DeviceCopy`: plain data, any bytes of which a kernel wrote or zeros are a
//! value), and a kernel's launch is `kernel/launch.rs`'s, which matches on [`Backend`] and
//! calls `cuda/launch.rs` or `sim/` with the geometry and parameters it has checked.

pub(crate) mod cuda;
pub(crate) mod deferred_free;
pub(crate) mod sim;

use std::ptr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::base::error::{Error, Result};
use crate::base::limits::Limits;
use cuda::{Gpu, Location};

/// Memory tag of simulator memory (see `memory.rs`); a GPU's is its ordinal + 2.
const SIMULATOR_TAG: u16 = 1;

/// A device's backend. Cheap to clone; clones are the same device.
#[derive(Clone)]
pub(crate) enum Backend {
    /// A CUDA GPU, opened once per process.
    Cuda(Arc<Gpu>),
    /// The CPU simulator.
    Simulator,
}

/// A stream as its backend knows it.
pub(crate) enum RawStream {
    Cuda(cuda::Stream),
    /// The simulator runs every launch to completion when it is made, so its streams are
    /// trivially in order.
    Simulator,
}

/// An event as its backend knows it.
pub(crate) enum RawEvent {
    Cuda(cuda::Event),
    /// The simulator finishes work before `record` returns: the host clock is its clock.
    Simulator(Instant),
}

/// The copy an asynchronous copy queued, for a pinned buffer to wait for: `None` when the
/// copy is already done (the simulator's).
pub(crate) type Queued = Option<cuda::Event>;

/// What the public types' own device checks catch first, with their operation's name.
pub(crate) fn mixed(
    operation: &str,
    parts: &'static str,
    a: &dyn std::fmt::Display,
    b: &dyn std::fmt::Display,
) -> Error {
    Error::MixedDevices {
        operation: operation.to_string(),
        parts,
        devices: format!("{a} and {b}"),
        fix: "use buffers, streams and events of one device together",
    }
}

impl Backend {
    /// The GPU with this ordinal.
    pub(crate) fn gpu(ordinal: usize) -> Result<Backend> {
        Ok(Backend::Cuda(cuda::open(ordinal)?))
    }

    /// How many GPUs this process can use.
    pub(crate) fn gpu_count() -> Result<usize> {
        cuda::count()
    }

    /// The tag that device slices of this backend carry.
    pub(crate) fn memory_tag(&self) -> u16 {
        match self {
            Backend::Cuda(g) => g.ordinal as u16 + 2,
            Backend::Simulator => SIMULATOR_TAG,
        }
    }

    /// The backend a memory tag names. Tags only come from live buffers, whose device is
    /// open, so this finds it.
    pub(crate) fn from_memory_tag(tag: u16) -> Option<Backend> {
        if tag == SIMULATOR_TAG {
            return Some(Backend::Simulator);
        }
        let ordinal = (tag as usize).checked_sub(2)?;
        cuda::opened(ordinal).map(|g| Backend::Cuda(g.clone()))
    }

    pub(crate) fn is_simulator(&self) -> bool {
        matches!(self, Backend::Simulator)
    }

    pub(crate) fn ordinal(&self) -> Option<usize> {
        match self {
            Backend::Cuda(g) => Some(g.ordinal),
            Backend::Simulator => None,
        }
    }

    pub(crate) fn name(&self) -> String {
        match self {
            Backend::Cuda(g) => g.name.clone(),
            Backend::Simulator => "CPU simulator".to_string(),
        }
    }

    pub(crate) fn compute_capability(&self) -> Option<(u32, u32)> {
        match self {
            Backend::Cuda(g) => Some(g.compute_capability),
            Backend::Simulator => None,
        }
    }

    pub(crate) fn total_memory(&self) -> Option<usize> {
        match self {
            Backend::Cuda(g) => Some(g.total_memory),
            Backend::Simulator => None,
        }
    }

    pub(crate) fn limits(&self) -> Limits {
        match self {
            Backend::Cuda(g) => g.limits,
            Backend::Simulator => Limits {
                multiprocessors: std::thread::available_parallelism().map_or(1, |n| n.get() as u32),
                ..Limits::CUDA
            },
        }
    }

    /// `cuda:0 (NVIDIA H200, sm_90)` or `the CPU simulator`.
    pub(crate) fn describe(&self) -> String {
        match self {
            Backend::Cuda(g) => g.describe(),
            Backend::Simulator => "the CPU simulator".to_string(),
        }
    }

    /// Waits for all work; reports a kernel panic since the last synchronizing call.
    pub(crate) fn synchronize(&self) -> Result<()> {
        match self {
            Backend::Cuda(g) => g.synchronize(),
            Backend::Simulator => sim::take_panic(),
        }
    }

    // ---------------------------------------------------------------- device memory

    /// Room for `len` values of `T`: zeroed when `zeroed` (always on the simulator),
    /// uninitialised on a GPU otherwise. An empty allocation gets a dangling, aligned,
    /// non-null address that is never dereferenced (CUDA refuses zero-sized allocations).
    pub(crate) fn alloc<T: Copy>(&self, len: usize, zeroed: bool) -> Result<u64> {
        let bytes = len.checked_mul(std::mem::size_of::<T>()).ok_or(Error::TooLarge { len })?;
        match self {
            Backend::Cuda(_) if bytes == 0 => Ok(std::mem::align_of::<T>() as u64),
            Backend::Cuda(g) => {
                let p = g.alloc(bytes)?;
                if zeroed {
                    // Safety: just allocated with `bytes` bytes.
                    if let Err(e) = unsafe { g.zero(p, bytes) } {
                        // Safety: allocated above, freed once.
                        unsafe { g.free(p) };
                        return Err(e);
                    }
                }
                Ok(p)
            }
            // Expose the provenance so that `DeviceSlice::sim_ptr` can recover a usable
            // pointer from the bare address the slice reference carries.
            Backend::Simulator => Ok(host_zeros::<T>(len)?.expose_provenance() as u64),
        }
    }

    /// Frees what [`alloc`](Self::alloc) returned, after the work already queued.
    ///
    /// # Safety
    /// `addr` came from `alloc::<T>(len, _)` on this backend, is freed once, and (on the
    /// simulator) no simulated kernel still runs: simulator launches finish before they return.
    pub(crate) unsafe fn free<T: Copy>(&self, addr: u64, len: usize) {
        // (A live graph's launches may still use it: freed when the last such graph goes.)
        let me = self.clone();
        let bytes = len * std::mem::size_of::<T>();
        // Safety: the caller's guarantee, carried to the deferred call (run once).
        if deferred_free::defer_free(addr, bytes, move || unsafe { me.free_now::<T>(addr, len) }).is_some() {
            // Safety: as above.
            unsafe { self.free_now::<T>(addr, len) }
        }
    }

    /// [`free`](Self::free), not waiting for graphs.
    ///
    /// # Safety
    /// As for `free`.
    unsafe fn free_now<T: Copy>(&self, addr: u64, len: usize) {
        match self {
            Backend::Cuda(_) if len * std::mem::size_of::<T>() == 0 => {}
            // Safety: guaranteed by the caller.
            Backend::Cuda(g) => unsafe { g.free(addr) },
            // Safety: as above; `host_zeros` made it a boxed slice of `len` elements.
            Backend::Simulator => unsafe { free_host::<T>(ptr::with_exposed_provenance_mut(addr as usize), len) },
        }
    }

    /// Copies `len` values at device address `src` into `dst`, after all queued work, and
    /// waits; reports a kernel panic of an earlier launch instead.
    ///
    /// # Safety
    /// `src` must be a live allocation of this backend holding `len` values, `dst` valid for
    /// writes of `len` values and disjoint from it.
    pub(crate) unsafe fn copy_to_host<T: Copy>(&self, dst: *mut T, src: u64, len: usize) -> Result<()> {
        match self {
            // Safety: guaranteed by the caller.
            Backend::Cuda(g) => unsafe { g.copy_to_host(dst.cast(), src, len * std::mem::size_of::<T>()) },
            Backend::Simulator => {
                sim::take_panic()?;
                // Safety: guaranteed by the caller; simulator memory is host memory whose
                // provenance was exposed.
                unsafe { ptr::copy_nonoverlapping(ptr::with_exposed_provenance::<T>(src as usize), dst, len) };
                Ok(())
            }
        }
    }

    /// Copies `len` values from `src` to device address `dst`, after all queued work, and
    /// waits; reports a kernel panic of an earlier launch instead.
    ///
    /// # Safety
    /// `dst` must be a live allocation of this backend with room for `len` values, `src`
    /// valid for reads of `len` values and disjoint from it.
    pub(crate) unsafe fn copy_from_host<T: Copy>(&self, dst: u64, src: *const T, len: usize) -> Result<()> {
        match self {
            // Safety: guaranteed by the caller.
            Backend::Cuda(g) => unsafe { g.copy_to_device(dst, src.cast(), len * std::mem::size_of::<T>()) },
            Backend::Simulator => {
                sim::take_panic()?;
                // Safety: as in `copy_to_host`, the other way.
                unsafe { ptr::copy_nonoverlapping(src, ptr::with_exposed_provenance_mut::<T>(dst as usize), len) };
                Ok(())
            }
        }
    }

    /// Copies `rows` rows of `width` values between host memory `host` (rows `host_pitch`
    /// values apart) and device address `dev` (rows `dev_pitch` values apart), to the device
    /// when `to_device`, after all queued work, and waits; reports a kernel panic of an earlier
    /// launch instead.
    ///
    /// # Safety
    /// Both sides must hold `rows` rows of `width` values at their pitches (the device side in
    /// a live allocation of this backend), the destination writable, the two disjoint.
    #[allow(clippy::too_many_arguments)]
    pub(crate) unsafe fn copy_2d<T: Copy>(
        &self,
        host: *mut T,
        host_pitch: usize,
        dev: u64,
        dev_pitch: usize,
        width: usize,
        rows: usize,
        to_device: bool,
    ) -> Result<()> {
        let size = std::mem::size_of::<T>();
        match self {
            // Safety: guaranteed by the caller.
            Backend::Cuda(g) => unsafe {
                g.copy_2d(host.cast(), host_pitch * size, dev, dev_pitch * size, width * size, rows, to_device)
            },
            Backend::Simulator => {
                sim::take_panic()?;
                let dev = ptr::with_exposed_provenance_mut::<T>(dev as usize);
                for r in 0..rows {
                    // Safety: guaranteed by the caller; simulator memory is host memory whose
                    // provenance was exposed.
                    unsafe {
                        let (h, d) = (host.add(r * host_pitch), dev.add(r * dev_pitch));
                        if to_device {
                            ptr::copy_nonoverlapping(h.cast_const(), d, width)
                        } else {
                            ptr::copy_nonoverlapping(d.cast_const(), h, width)
                        }
                    }
                }
                Ok(())
            }
        }
    }

    /// Copies `len` values from `src` on `src_backend` to `dst` on `dst_backend`, after the
    /// work queued on both, and waits: on one GPU a device-to-device copy, between two GPUs
    /// a peer copy, between a GPU and the simulator a copy through host memory.
    ///
    /// # Safety
    /// Both must be live allocations of their backends holding `len` values, disjoint.
    pub(crate) unsafe fn copy<T: Copy>(
        dst_backend: &Backend,
        dst: u64,
        src_backend: &Backend,
        src: u64,
        len: usize,
    ) -> Result<()> {
        let bytes = len * std::mem::size_of::<T>();
        // Safety (every arm): guaranteed by the caller.
        match (dst_backend, src_backend) {
            (Backend::Cuda(d), Backend::Cuda(s)) if d.ordinal == s.ordinal => unsafe {
                d.copy_on_device(dst, src, bytes)
            },
            (Backend::Cuda(d), Backend::Cuda(s)) => unsafe { d.copy_from_peer(dst, s, src, bytes) },
            (Backend::Cuda(_), Backend::Simulator) => unsafe {
                dst_backend.copy_from_host::<T>(dst, ptr::with_exposed_provenance(src as usize), len)
            },
            (Backend::Simulator, Backend::Cuda(_)) => unsafe {
                src_backend.copy_to_host::<T>(ptr::with_exposed_provenance_mut(dst as usize), src, len)
            },
            (Backend::Simulator, Backend::Simulator) => unsafe {
                dst_backend.copy_from_host::<T>(dst, ptr::with_exposed_provenance(src as usize), len)
            },
        }
    }

    /// Queues a copy of `len` values from pinned host memory `src` to device address `dst`
    /// on `stream`, and returns what to wait for before `src` may be written or freed (the
    /// simulator copies at once).
    ///
    /// # Safety
    /// `dst` must be a live allocation of this backend with room for `len` values; `src`
    /// pinned host memory (of this backend's making) holding them, left unwritten and alive
    /// until the returned event completes.
    pub(crate) unsafe fn copy_from_host_async<T: Copy>(
        &self,
        dst: u64,
        src: *const T,
        len: usize,
        stream: &RawStream,
    ) -> Result<Queued> {
        match (self, stream) {
            (Backend::Cuda(g), RawStream::Cuda(s)) if Arc::ptr_eq(g, s.gpu()) => {
                // Safety: guaranteed by the caller.
                Ok(Some(unsafe { g.copy_to_device_async(dst, src.cast(), len * std::mem::size_of::<T>(), s) }?))
            }
            (Backend::Simulator, RawStream::Simulator) => {
                // Safety: both are live host allocations of `len` values (the caller).
                unsafe { ptr::copy_nonoverlapping(src, ptr::with_exposed_provenance_mut::<T>(dst as usize), len) };
                Ok(None)
            }
            _ => Err(mixed("queue an asynchronous copy", "the device slice and the stream", self, stream)),
        }
    }

    /// Queues a copy of `len` values at device address `src` into pinned host memory `dst`
    /// on `stream`, and returns what host access to `dst` must wait for.
    ///
    /// # Safety
    /// `src` must be a live allocation of this backend holding `len` values; `dst` pinned host
    /// memory with room for them, untouched by the host and alive until the returned event
    /// completes.
    pub(crate) unsafe fn copy_to_host_async<T: Copy>(
        &self,
        dst: *mut T,
        src: u64,
        len: usize,
        stream: &RawStream,
    ) -> Result<Queued> {
        match (self, stream) {
            (Backend::Cuda(g), RawStream::Cuda(s)) if Arc::ptr_eq(g, s.gpu()) => {
                // Safety: guaranteed by the caller.
                Ok(Some(unsafe { g.copy_to_host_async(dst.cast(), src, len * std::mem::size_of::<T>(), s) }?))
            }
            (Backend::Simulator, RawStream::Simulator) => {
                // Safety: both are live host allocations of `len` values (the caller).
                unsafe { ptr::copy_nonoverlapping(ptr::with_exposed_provenance::<T>(src as usize), dst, len) };
                Ok(None)
            }
            _ => Err(mixed("queue an asynchronous copy", "the device slice and the stream", self, stream)),
        }
    }

    // ---------------------------------------------------------------- pinned memory

    /// `len` zeros of `T` in host memory for asynchronous copies: page-locked for a GPU,
    /// ordinary for the simulator.
    pub(crate) fn alloc_pinned<T: Copy>(&self, len: usize) -> Result<*mut T> {
        let bytes = len.checked_mul(std::mem::size_of::<T>()).ok_or(Error::TooLarge { len })?;
        match self {
            Backend::Cuda(g) if bytes > 0 => Ok(g.alloc_pinned(bytes)?.cast()),
            _ => host_zeros::<T>(len),
        }
    }

    /// Frees what [`alloc_pinned`](Self::alloc_pinned) returned.
    ///
    /// # Safety
    /// `p` came from `alloc_pinned::<T>(len)` on this backend, is freed once, and no queued
    /// copy uses it any more.
    pub(crate) unsafe fn free_pinned<T: Copy>(&self, p: *mut T, len: usize) {
        match self {
            // Safety: guaranteed by the caller.
            Backend::Cuda(g) if len * std::mem::size_of::<T>() > 0 => unsafe { g.free_pinned(p.cast()) },
            // Safety: the other cases allocated a boxed slice of `len` elements.
            _ => unsafe { free_host(p, len) },
        }
    }

    /// `len` zeros of `T` in device memory ordered on `stream` (allocated and zeroed there,
    /// not waiting for other streams); freed as [`alloc`](Self::alloc)'s are.
    pub(crate) fn alloc_on<T: Copy>(&self, len: usize, stream: &RawStream) -> Result<u64> {
        let bytes = len.checked_mul(std::mem::size_of::<T>()).ok_or(Error::TooLarge { len })?;
        match (self, stream) {
            (Backend::Cuda(_), _) if bytes == 0 => Ok(std::mem::align_of::<T>() as u64),
            (Backend::Cuda(g), RawStream::Cuda(s)) if Arc::ptr_eq(g, s.gpu()) => g.alloc_on(bytes, s),
            (Backend::Simulator, RawStream::Simulator) => self.alloc::<T>(len, true),
            _ => Err(mixed("allocate on a stream", "the device and the stream", self, stream)),
        }
    }

    /// The default memory pool's bytes: reserved, in use, and their peaks (`None` on the
    /// simulator and on GPUs without pools).
    pub(crate) fn pool_stats(&self) -> Result<Option<[u64; 4]>> {
        match self {
            Backend::Cuda(g) => g.pool_stats(),
            Backend::Simulator => Ok(None),
        }
    }

    /// Returns the pool's unused memory to the driver beyond `keep` bytes.
    pub(crate) fn trim_pool(&self, keep: usize) -> Result<()> {
        match self {
            Backend::Cuda(g) => g.trim_pool(keep),
            Backend::Simulator => Ok(()),
        }
    }

    // ---------------------------------------------------------------- mapped memory

    /// `len` zeros of `T` in host memory that kernels address directly: its host pointer and
    /// the address kernels use (the same host memory on the simulator).
    pub(crate) fn alloc_mapped<T: Copy>(&self, len: usize) -> Result<(*mut T, u64)> {
        let bytes = len.checked_mul(std::mem::size_of::<T>()).ok_or(Error::TooLarge { len })?;
        match self {
            Backend::Cuda(g) if bytes > 0 => g.alloc_mapped(bytes).map(|(h, d)| (h.cast(), d)),
            _ => {
                let p = host_zeros::<T>(len)?;
                Ok((p, p.expose_provenance() as u64))
            }
        }
    }

    /// Frees what [`alloc_mapped`](Self::alloc_mapped) returned, after the device's work
    /// (and the graphs using it).
    ///
    /// # Safety
    /// `p` came from `alloc_mapped::<T>(len)` on this backend and is freed once.
    pub(crate) unsafe fn free_mapped<T: Copy>(&self, p: *mut T, device_addr: u64, len: usize) {
        let bytes = len * std::mem::size_of::<T>();
        let (me, host) = (self.clone(), p as usize);
        let free = move || match &me {
            // Safety: the caller's guarantee, carried here (run once).
            Backend::Cuda(g) if bytes > 0 => unsafe { g.free_mapped(host as *mut u8) },
            // Safety: a boxed slice of `len` elements (`host_zeros`).
            _ => unsafe { free_host(host as *mut T, len) },
        };
        if let Some(now) = deferred_free::defer_free(device_addr, bytes, free) {
            now();
        }
    }

    // ---------------------------------------------------------------- unified memory

    /// `len` zeros of `T` in managed memory, which kernels and the host both address (host
    /// memory on the simulator).
    pub(crate) fn alloc_unified<T: Copy>(&self, len: usize) -> Result<u64> {
        let bytes = len.checked_mul(std::mem::size_of::<T>()).ok_or(Error::TooLarge { len })?;
        match self {
            Backend::Cuda(g) if bytes > 0 => g.alloc_managed(bytes),
            Backend::Cuda(_) => Ok(std::mem::align_of::<T>() as u64),
            Backend::Simulator => Ok(host_zeros::<T>(len)?.expose_provenance() as u64),
        }
    }

    /// Frees what [`alloc_unified`](Self::alloc_unified) returned, after the device's work.
    ///
    /// # Safety
    /// `addr` came from `alloc_unified::<T>(len)` on this backend and is freed once.
    pub(crate) unsafe fn free_unified<T: Copy>(&self, addr: u64, len: usize) {
        let me = self.clone();
        let bytes = len * std::mem::size_of::<T>();
        // Safety: the caller's guarantee, carried to the deferred call (run once).
        if deferred_free::defer_free(addr, bytes, move || unsafe { me.free_unified_now::<T>(addr, len) }).is_some() {
            // Safety: as above.
            unsafe { self.free_unified_now::<T>(addr, len) }
        }
    }

    /// # Safety
    /// As for `free_unified`.
    unsafe fn free_unified_now<T: Copy>(&self, addr: u64, len: usize) {
        match self {
            Backend::Cuda(_) if len * std::mem::size_of::<T>() == 0 => {}
            // Safety: guaranteed by the caller.
            Backend::Cuda(g) => unsafe { g.free_managed(addr) },
            // Safety: a boxed slice of `len` elements whose provenance was exposed.
            Backend::Simulator => unsafe { free_host::<T>(ptr::with_exposed_provenance_mut(addr as usize), len) },
        }
    }

    /// Queues a migration of `bytes` of unified memory at `addr` to the GPU (`to_device`)
    /// or to the host, on `stream`; nothing to do on the simulator.
    ///
    /// # Safety
    /// `addr` must be an allocation of [`alloc_unified`](Self::alloc_unified) of at least
    /// `bytes` bytes.
    pub(crate) unsafe fn prefetch(&self, addr: u64, bytes: usize, to_device: bool, stream: &RawStream) -> Result<()> {
        match (self, stream) {
            (Backend::Cuda(g), RawStream::Cuda(s)) if Arc::ptr_eq(g, s.gpu()) => {
                let to = if to_device { Location::Device } else { Location::Host };
                // Safety: guaranteed by the caller.
                unsafe { g.prefetch(addr, bytes, to, s) }
            }
            (Backend::Simulator, RawStream::Simulator) => Ok(()),
            _ => Err(mixed("queue a prefetch", "the unified buffer and the stream", self, stream)),
        }
    }

    // ---------------------------------------------------------------- streams and events

    /// A new stream.
    pub(crate) fn new_stream(&self) -> Result<RawStream> {
        match self {
            Backend::Cuda(g) => Ok(RawStream::Cuda(cuda::Stream::new(g)?)),
            Backend::Simulator => Ok(RawStream::Simulator),
        }
    }

    /// An event after the work queued so far on `stream`, or on the default stream.
    pub(crate) fn record(&self, stream: Option<&RawStream>) -> Result<RawEvent> {
        match (self, stream) {
            (Backend::Cuda(g), None) => Ok(RawEvent::Cuda(cuda::Event::record(g, None, true)?)),
            (Backend::Cuda(g), Some(RawStream::Cuda(s))) if Arc::ptr_eq(g, s.gpu()) => {
                Ok(RawEvent::Cuda(cuda::Event::record(g, Some(s), true)?))
            }
            (Backend::Simulator, None | Some(RawStream::Simulator)) => Ok(RawEvent::Simulator(Instant::now())),
            (_, Some(s)) => Err(mixed("record an event", "the device and the stream", self, s)),
        }
    }
}

impl std::fmt::Display for Backend {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe())
    }
}

impl RawStream {
    /// Waits for everything queued on the stream; reports a kernel panic.
    pub(crate) fn synchronize(&self) -> Result<()> {
        match self {
            RawStream::Cuda(s) => s.synchronize(),
            RawStream::Simulator => sim::take_panic(),
        }
    }

    /// Makes the work queued on the stream from now on wait for `event`.
    pub(crate) fn wait(&self, event: &RawEvent) -> Result<()> {
        match (self, event) {
            (RawStream::Cuda(s), RawEvent::Cuda(e)) if Arc::ptr_eq(s.gpu(), e.gpu()) => s.wait(e),
            (RawStream::Simulator, RawEvent::Simulator(_)) => Ok(()),
            _ => Err(mixed("make a stream wait for an event", "the stream and the event", self, event)),
        }
    }

    fn describe(&self) -> String {
        match self {
            RawStream::Cuda(s) => s.gpu().describe(),
            RawStream::Simulator => "the CPU simulator".to_string(),
        }
    }
}

impl std::fmt::Display for RawStream {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe())
    }
}

impl RawEvent {
    /// Waits until the work before the event has run; reports a kernel panic.
    pub(crate) fn synchronize(&self) -> Result<()> {
        match self {
            RawEvent::Cuda(e) => {
                e.synchronize()?;
                e.gpu().take_panic()
            }
            RawEvent::Simulator(_) => sim::take_panic(),
        }
    }

    /// The device time from `start` to `end`, both complete, of one device.
    pub(crate) fn elapsed(start: &RawEvent, end: &RawEvent) -> Result<Duration> {
        match (start, end) {
            (RawEvent::Cuda(a), RawEvent::Cuda(b)) if Arc::ptr_eq(a.gpu(), b.gpu()) => cuda::Event::elapsed(a, b),
            (RawEvent::Simulator(a), RawEvent::Simulator(b)) => Ok(b.saturating_duration_since(*a)),
            _ => Err(mixed("time between two events", "the two events", start, end)),
        }
    }

    fn describe(&self) -> String {
        match self {
            RawEvent::Cuda(e) => e.gpu().describe(),
            RawEvent::Simulator(_) => "the CPU simulator".to_string(),
        }
    }
}

impl std::fmt::Display for RawEvent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe())
    }
}

/// Where the simulator's buffers start: as `cuMemAlloc`'s do, at a multiple of 256 bytes, so
/// that an alignment a kernel relies on (a tensor-core tile's 32 bytes) holds or fails on
/// both backends alike.
const HOST_ALIGN: usize = 256;

fn host_layout<T>(len: usize) -> Option<std::alloc::Layout> {
    let bytes = len.checked_mul(std::mem::size_of::<T>())?;
    std::alloc::Layout::from_size_align(bytes.max(1), HOST_ALIGN.max(std::mem::align_of::<T>())).ok()
}

/// `len` zeros of `T` in host memory (freed by [`free_host`]); an `Err`, not an abort, when
/// the host cannot give the memory.
fn host_zeros<T: Copy>(len: usize) -> Result<*mut T> {
    let oom = || Error::OutOfMemory {
        memory: "host memory (where the simulator keeps its buffers)",
        requested: len.saturating_mul(std::mem::size_of::<T>()),
        free: None,
        total: None,
    };
    let layout = host_layout::<T>(len).ok_or_else(oom)?;
    // Safety: the layout's size is not zero. Zero bytes are a value of every `DeviceCopy`
    // type (its `ZEROED`), padding included.
    let p = unsafe { std::alloc::alloc_zeroed(layout) }.cast::<T>();
    if p.is_null() {
        return Err(oom());
    }
    Ok(p)
}

/// Frees what [`host_zeros`] returned.
///
/// # Safety
/// `p` came from `host_zeros::<T>(len)` and is freed once.
unsafe fn free_host<T: Copy>(p: *mut T, len: usize) {
    if let Some(layout) = host_layout::<T>(len) {
        // Safety: allocated with this layout (guaranteed by the caller).
        unsafe { std::alloc::dealloc(p.cast(), layout) };
    }
}
