//! Streams: queues of work on one device that run in order.

use std::fmt;

use crate::api::device::Device;
use crate::backend::RawStream;
use crate::base::error::Result;

/// A queue of launches and asynchronous copies on one device, run in order. Launch on it
/// with `Grid::…​.on(&stream)`; order it after another stream's work with
/// [`wait`](Self::wait).
///
/// Streams are created blocking: work on the device's default stream — copies back to the
/// host, frees — waits for work queued on every stream before it. On the simulator every
/// launch and copy has finished when its call returns, so streams are trivially in order.
pub struct Stream {
    pub(crate) raw: RawStream,
    pub(crate) device: Device,
}

impl Stream {
    pub(crate) fn new(device: &Device) -> Result<Stream> {
        Ok(Stream { raw: device.backend().new_stream()?, device: device.clone() })
    }

    /// The device this stream belongs to.
    pub fn device(&self) -> &Device {
        &self.device
    }

    /// Waits for everything queued on this stream; reports a kernel panic if one happened.
    pub fn synchronize(&self) -> Result<()> {
        self.raw.synchronize()
    }

    /// Makes the work queued on this stream from now on wait until `event` has happened
    /// (on any stream of the same device). Returns at once.
    pub fn wait(&self, event: &crate::api::event::Event) -> Result<()> {
        event.make_wait(self)
    }

    /// Records an event after the work queued on this stream so far.
    pub fn record(&self) -> Result<crate::api::event::Event> {
        crate::api::event::Event::record(&self.device, Some(&self.raw))
    }
}

impl fmt::Debug for Stream {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Stream").field("device", &self.device).finish()
    }
}
