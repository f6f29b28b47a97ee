//! Events: points in a stream's work, for timing it on the device's own clock.

use std::time::{Duration, Instant};

use crate::device::Device;
use crate::driver::{check, sys};
use crate::error::{Error, Result};

enum Raw {
    Cuda(sys::CUevent),
    /// The simulator finishes work before `record` returns: the host clock is its clock.
    Simulator(Instant),
}

/// A point in the work queued on a stream, recorded with `Stream::record` or
/// `Device::record` (the default stream).
pub struct Event {
    raw: Raw,
    device: Device,
}

// Safety: a CUevent may be used from any thread that binds its context.
unsafe impl Send for Event {}
// Safety: as above.
unsafe impl Sync for Event {}

impl Event {
    pub(crate) fn record(device: &Device, stream: sys::CUstream) -> Result<Event> {
        let raw = match device.cuda() {
            Some(cuda) => {
                cuda.bind()?;
                let mut ev = std::ptr::null_mut();
                // Safety: out-pointer to a local; flags 0 keeps timing on.
                check("cuEventCreate", unsafe { sys::cuEventCreate(&mut ev, 0) })?;
                let event = Event { raw: Raw::Cuda(ev), device: device.clone() };
                // Safety: `ev` and `stream` belong to this context.
                check("cuEventRecord", unsafe { sys::cuEventRecord(ev, stream) })?;
                return Ok(event);
            }
            None => Raw::Simulator(Instant::now()),
        };
        Ok(Event { raw, device: device.clone() })
    }

    pub(crate) fn make_wait(&self, stream: &crate::Stream) -> Result<()> {
        if stream.device != self.device {
            return Err(Error::MixedDevices {
                kernel: "Stream::wait".into(),
                devices: format!("{} and {}", stream.device, self.device),
            });
        }
        match (&self.raw, self.device.cuda()) {
            (Raw::Cuda(ev), Some(cuda)) => {
                cuda.bind()?;
                // Safety: both belong to this context.
                check("cuStreamWaitEvent", unsafe { sys::cuStreamWaitEvent(stream.cuda_handle(), *ev, 0) })
            }
            _ => Ok(()),
        }
    }

    /// Waits until the work before the event has run.
    pub fn synchronize(&self) -> Result<()> {
        match (&self.raw, self.device.cuda()) {
            (Raw::Cuda(ev), Some(cuda)) => {
                cuda.bind()?;
                // Safety: `ev` is a live event of this context.
                check("cuEventSynchronize", unsafe { sys::cuEventSynchronize(*ev) })?;
                cuda.take_panic()
            }
            _ => crate::sim::take_panic(),
        }
    }

    /// The device time between two events of one device, waiting for `end`.
    pub fn elapsed(start: &Event, end: &Event) -> Result<Duration> {
        if start.device != end.device {
            return Err(Error::MixedDevices {
                kernel: "Event::elapsed".into(),
                devices: format!("{} and {}", start.device, end.device),
            });
        }
        end.synchronize()?;
        match (&start.raw, &end.raw) {
            (Raw::Cuda(a), Raw::Cuda(b)) => {
                let mut ms = 0f32;
                // Safety: both events are live, recorded and complete.
                check("cuEventElapsedTime", unsafe { sys::cuEventElapsedTime_v2(&mut ms, *a, *b) })?;
                Ok(Duration::from_secs_f64(ms.max(0.0) as f64 / 1e3))
            }
            (Raw::Simulator(a), Raw::Simulator(b)) => Ok(b.saturating_duration_since(*a)),
            _ => {
                Err(Error::MixedDevices { kernel: "Event::elapsed".into(), devices: "a GPU and the simulator".into() })
            }
        }
    }
}

impl Drop for Event {
    fn drop(&mut self) {
        if let (Raw::Cuda(ev), Some(cuda)) = (&self.raw, self.device.cuda()) {
            if cuda.bind().is_ok() {
                // Safety: `ev` is destroyed once.
                unsafe { sys::cuEventDestroy_v2(*ev) };
            }
        }
    }
}

impl std::fmt::Debug for Event {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Event").field("device", &self.device).finish()
    }
}
