//! Streams: queues of work on one device that run in order.

use std::fmt;

use crate::cuda::CudaDevice;
use crate::device::Device;
use crate::driver::sys;
use crate::error::Result;

pub(crate) enum RawStream {
    Cuda(sys::CUstream),
    /// The simulator runs every launch to completion when it is made, so its streams are
    /// trivially in order.
    Simulator,
}

/// A queue of launches on one device. Launch on it with `Grid::…​.on(&stream)`.
///
/// Streams are created blocking: work on the device's default stream — copies back to the
/// host, frees — waits for work queued on every stream before it.
pub struct Stream {
    pub(crate) raw: RawStream,
    pub(crate) device: Device,
}

// Safety: a CUstream may be used from any thread that binds its context.
unsafe impl Send for Stream {}
// Safety: as above.
unsafe impl Sync for Stream {}

impl Stream {
    pub(crate) fn new(device: &Device) -> Result<Stream> {
        let raw = match device.cuda() {
            Some(cuda) => RawStream::Cuda(cuda.new_stream()?),
            None => RawStream::Simulator,
        };
        Ok(Stream { raw, device: device.clone() })
    }

    /// The device this stream belongs to.
    pub fn device(&self) -> &Device {
        &self.device
    }

    /// Waits for everything queued on this stream; reports a kernel panic if one happened.
    pub fn synchronize(&self) -> Result<()> {
        match (&self.raw, self.device.cuda()) {
            (RawStream::Cuda(s), Some(cuda)) => cuda.synchronize_stream(*s),
            _ => crate::sim::take_panic(),
        }
    }

    /// Makes the work queued on this stream from now on wait until `event` has happened
    /// (on any stream of the same device). Returns at once.
    pub fn wait(&self, event: &crate::Event) -> Result<()> {
        event.make_wait(self)
    }

    /// Records an event after the work queued on this stream so far.
    pub fn record(&self) -> Result<crate::Event> {
        crate::Event::record(&self.device, self.cuda_handle())
    }

    pub(crate) fn cuda_handle(&self) -> sys::CUstream {
        match self.raw {
            RawStream::Cuda(s) => s,
            RawStream::Simulator => std::ptr::null_mut(),
        }
    }

    fn cuda_device(&self) -> Option<&CudaDevice> {
        self.device.cuda()
    }
}

impl Drop for Stream {
    fn drop(&mut self) {
        if let (RawStream::Cuda(s), Some(cuda)) = (&self.raw, self.cuda_device()) {
            cuda.destroy_stream(*s);
        }
    }
}

impl fmt::Debug for Stream {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Stream").field("device", &self.device).finish()
    }
}
