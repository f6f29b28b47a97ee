//! Events: points in a stream's work, for ordering streams and timing work on the device's
//! own clock.

use std::time::Duration;

use crate::api::device::Device;
use crate::backend::{RawEvent, RawStream};
use crate::base::error::{Error, Result};

/// A point in the work queued on a stream, recorded with [`Stream::record`] or
/// [`Device::record`] (the default stream).
///
/// [`Stream::record`]: crate::Stream::record
pub struct Event {
    raw: RawEvent,
    device: Device,
}

impl Event {
    pub(crate) fn record(device: &Device, stream: Option<&RawStream>) -> Result<Event> {
        Ok(Event { raw: device.backend().record(stream)?, device: device.clone() })
    }

    pub(crate) fn make_wait(&self, stream: &crate::api::stream::Stream) -> Result<()> {
        if stream.device != self.device {
            return Err(Error::MixedDevices {
                operation: "make a stream wait for an event (`Stream::wait`)".into(),
                parts: "the stream and the event",
                devices: format!("{} and {}", stream.device, self.device),
                fix: "wait only for events recorded on the stream's own device",
            });
        }
        stream.raw.wait(&self.raw)
    }

    /// Waits until the work before the event has run; reports a kernel panic if one
    /// happened.
    pub fn synchronize(&self) -> Result<()> {
        self.raw.synchronize()
    }

    /// The device time between two events of one device, waiting for `end`.
    pub fn elapsed(start: &Event, end: &Event) -> Result<Duration> {
        if start.device != end.device {
            return Err(Error::MixedDevices {
                operation: "time between two events (`Event::elapsed`)".into(),
                parts: "the two events",
                devices: format!("{} and {}", start.device, end.device),
                fix: "record both events on one device",
            });
        }
        end.synchronize()?;
        RawEvent::elapsed(&start.raw, &end.raw)
    }
}

impl std::fmt::Debug for Event {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Event").field("device", &self.device).finish()
    }
}
