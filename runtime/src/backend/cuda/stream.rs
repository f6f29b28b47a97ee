//! Streams and events of one GPU, each owning its driver handle and destroying it when
//! dropped.

use std::ptr;
use std::sync::Arc;
use std::time::Duration;

use super::driver::{check, sys};
use super::Gpu;
use crate::base::error::Result;

/// A CUDA stream, created *blocking*: the legacy default stream waits for it; or another
/// library's stream, borrowed (kept alive by `owner`, not destroyed here).
pub(crate) struct Stream {
    raw: sys::CUstream,
    gpu: Arc<Gpu>,
    owner: Option<Box<dyn std::any::Any + Send + Sync>>,
}

// Safety: a CUstream may be used from any thread that binds its context (every use here
// does).
unsafe impl Send for Stream {}
// Safety: as above.
unsafe impl Sync for Stream {}

impl Stream {
    pub(crate) fn new(gpu: &Arc<Gpu>) -> Result<Stream> {
        gpu.bind()?;
        let mut s = ptr::null_mut();
        // Flags 0: a blocking stream, which the default stream waits for.
        // Safety: out-pointer to a local.
        check("cuStreamCreate", unsafe { sys::cuStreamCreate(&mut s, 0) })?;
        Ok(Stream { raw: s, gpu: gpu.clone(), owner: None })
    }

    /// A non-blocking stream, for capturing graphs: the default stream does not join it.
    pub(crate) fn for_capture(gpu: &Arc<Gpu>) -> Result<Stream> {
        gpu.bind()?;
        let mut s = ptr::null_mut();
        // Safety: out-pointer to a local.
        check("cuStreamCreate", unsafe {
            sys::cuStreamCreate(&mut s, sys::CUstream_flags::CU_STREAM_NON_BLOCKING as u32)
        })?;
        Ok(Stream { raw: s, gpu: gpu.clone(), owner: None })
    }

    /// Another library's stream `raw` of this GPU's primary context, which `owner` keeps alive.
    #[cfg_attr(not(feature = "cudarc"), allow(dead_code))]
    pub(crate) fn borrowed(gpu: &Arc<Gpu>, raw: sys::CUstream, owner: Box<dyn std::any::Any + Send + Sync>) -> Stream {
        Stream { raw, gpu: gpu.clone(), owner: Some(owner) }
    }

    pub(crate) fn raw(&self) -> sys::CUstream {
        self.raw
    }

    /// Call after queuing work on the stream. Device memory is freed on the default stream,
    /// which waits for ferrocuda's own (blocking) streams but not for another library's
    /// non-blocking one: the default stream is made to wait for a borrowed stream's work, so
    /// a free never overtakes it.
    pub(crate) fn queued(&self) -> Result<()> {
        match self.owner {
            Some(_) => self.gpu.order(ptr::null_mut(), self.raw),
            None => Ok(()),
        }
    }

    pub(crate) fn gpu(&self) -> &Arc<Gpu> {
        &self.gpu
    }

    /// Waits for everything queued on the stream, then reports a kernel panic.
    pub(crate) fn synchronize(&self) -> Result<()> {
        self.gpu.bind()?;
        // Safety: a live stream of this context.
        check("cuStreamSynchronize", unsafe { sys::cuStreamSynchronize(self.raw) }).map_err(|e| self.gpu.fault(e))?;
        self.gpu.take_panic()
    }

    /// Makes the work queued on the stream from now on wait for `event`.
    pub(crate) fn wait(&self, event: &Event) -> Result<()> {
        self.gpu.bind()?;
        // Safety: both belong to this context (the caller checked their devices).
        check("cuStreamWaitEvent", unsafe { sys::cuStreamWaitEvent(self.raw, event.raw, 0) })
    }
}

impl Drop for Stream {
    fn drop(&mut self) {
        if self.owner.is_none() && self.gpu.bind().is_ok() {
            // Safety: created by `new`, destroyed once.
            unsafe { sys::cuStreamDestroy_v2(self.raw) };
        }
    }
}

// (What the interop modules use.)
#[cfg_attr(not(feature = "cudarc"), allow(dead_code))]
impl Gpu {
    /// Makes the work queued on `waiter` from now on wait for the work queued so far on
    /// `after` (either the legacy default stream when null). Returns at once.
    pub(crate) fn order(&self, waiter: sys::CUstream, after: sys::CUstream) -> Result<()> {
        if waiter == after {
            return Ok(());
        }
        self.bind()?;
        let mut ev = ptr::null_mut();
        // Safety: out-pointer to a local.
        check("cuEventCreate", unsafe {
            sys::cuEventCreate(&mut ev, sys::CUevent_flags::CU_EVENT_DISABLE_TIMING as u32)
        })?;
        // Safety: `ev` and both streams belong to this context; the wait takes the event's
        // state when called, so it may be destroyed right after.
        let r = unsafe {
            check("cuEventRecord", sys::cuEventRecord(ev, after))
                .and_then(|_| check("cuStreamWaitEvent", sys::cuStreamWaitEvent(waiter, ev, 0)))
        };
        // Safety: created above, destroyed once.
        unsafe { sys::cuEventDestroy_v2(ev) };
        r
    }

    /// Whether `ctx` is this GPU's (primary) context.
    pub(crate) fn context_is(&self, ctx: sys::CUcontext) -> bool {
        self.ctx == ctx
    }
}

/// A CUDA event, recorded once when made.
pub(crate) struct Event {
    raw: sys::CUevent,
    gpu: Arc<Gpu>,
}

// Safety: a CUevent may be used from any thread that binds its context (every use here
// does).
unsafe impl Send for Event {}
// Safety: as above.
unsafe impl Sync for Event {}

impl Event {
    /// An event recorded after the work queued so far on `stream` (the default stream when
    /// `None`); `timing` keeps the timestamps that [`elapsed`](Self::elapsed) reads.
    pub(crate) fn record(gpu: &Arc<Gpu>, stream: Option<&Stream>, timing: bool) -> Result<Event> {
        gpu.bind()?;
        let mut ev = ptr::null_mut();
        let flags = if timing { 0 } else { sys::CUevent_flags::CU_EVENT_DISABLE_TIMING as u32 };
        // Safety: out-pointer to a local.
        check("cuEventCreate", unsafe { sys::cuEventCreate(&mut ev, flags) })?;
        // Made before recording, so that a failed record still destroys it.
        let event = Event { raw: ev, gpu: gpu.clone() };
        let stream = stream.map_or(ptr::null_mut(), Stream::raw);
        // Safety: `ev` and `stream` belong to this context.
        check("cuEventRecord", unsafe { sys::cuEventRecord(ev, stream) })?;
        Ok(event)
    }

    /// Waits until the work before the event has run (reports no panic: see
    /// [`Gpu::take_panic`]).
    pub(crate) fn synchronize(&self) -> Result<()> {
        self.gpu.bind()?;
        // Safety: a live event of this context.
        check("cuEventSynchronize", unsafe { sys::cuEventSynchronize(self.raw) }).map_err(|e| self.gpu.fault(e))
    }

    /// Whether the work before the event has run.
    pub(crate) fn is_done(&self) -> bool {
        // Safety: a live event.
        unsafe { sys::cuEventQuery(self.raw) == sys::CUresult::CUDA_SUCCESS }
    }

    /// The device time from `start` to `end`, both complete and timed.
    pub(crate) fn elapsed(start: &Event, end: &Event) -> Result<Duration> {
        let mut ms = 0f32;
        // Safety: both events are live, recorded and complete.
        check("cuEventElapsedTime", unsafe { sys::cuEventElapsedTime_v2(&mut ms, start.raw, end.raw) })?;
        Ok(Duration::from_secs_f64(ms.max(0.0) as f64 / 1e3))
    }

    pub(crate) fn gpu(&self) -> &Arc<Gpu> {
        &self.gpu
    }
}

impl Drop for Event {
    fn drop(&mut self) {
        if self.gpu.bind().is_ok() {
            // Safety: created by `record`, destroyed once.
            unsafe { sys::cuEventDestroy_v2(self.raw) };
        }
    }
}
