//! Unified (managed) memory: one allocation that kernels and the host both address, the
//! driver migrating pages on demand, or ahead of use with `prefetch_*`.

use std::marker::PhantomData;
use std::ops::{Deref, DerefMut};

use crate::api::device::Device;
use crate::api::memory::{raw_slice, DeviceSlice};
use crate::api::stream::Stream;
use crate::base::error::{Error, Result};
use crate::lang::scalar::DeviceCopy;

/// Managed memory of `len()` values of `T`. Derefs to [`DeviceSlice<T>`] for kernels; the
/// host reads and writes it through [`host`](Self::host) and
/// [`host_mut`](Self::host_mut), which first wait for all work on the device, so the host
/// and a kernel never touch it at once.
pub struct UnifiedBuffer<T: DeviceCopy> {
    addr: u64,
    len: usize,
    device: Device,
    _element: PhantomData<T>,
}

impl<T: DeviceCopy> UnifiedBuffer<T> {
    pub(crate) fn new(device: &Device, len: usize) -> Result<Self> {
        let addr = device.backend().alloc_unified::<T>(len)?;
        Ok(UnifiedBuffer { addr, len, device: device.clone(), _element: PhantomData })
    }

    /// The device the buffer belongs to.
    pub fn device(&self) -> &Device {
        &self.device
    }

    fn host_ptr(&self) -> *mut T {
        std::ptr::with_exposed_provenance_mut(self.addr as usize)
    }

    /// The contents, on the host, after all work on the device has finished (reports a
    /// kernel panic instead).
    pub fn host(&self) -> Result<&[T]> {
        self.device.synchronize()?;
        // Safety: managed memory (or the simulator's host memory) of `len` initialised
        // elements; no kernel runs on the device now, and one that writes the buffer needs
        // `&mut self`.
        Ok(unsafe { std::slice::from_raw_parts(self.host_ptr(), self.len) })
    }

    /// The contents, mutably, on the host, after all work on the device has finished.
    pub fn host_mut(&mut self) -> Result<&mut [T]> {
        self.device.synchronize()?;
        // Safety: as above, borrowed mutably.
        Ok(unsafe { std::slice::from_raw_parts_mut(self.host_ptr(), self.len) })
    }

    fn prefetch(&self, stream: &Stream, to_device: bool) -> Result<()> {
        if stream.device != self.device {
            let op = if to_device { "prefetch_to_device" } else { "prefetch_to_host" };
            return Err(Error::MixedDevices {
                operation: format!("queue `{op}`"),
                parts: "the unified buffer and the stream",
                devices: format!("{} and {}", self.device, stream.device),
                fix: "use a stream of the buffer's device (`buf.device().new_stream()`)",
            });
        }
        let bytes = self.len * std::mem::size_of::<T>();
        // Safety: a live unified allocation of `bytes` bytes of this device.
        unsafe { self.device.backend().prefetch(self.addr, bytes, to_device, &stream.raw) }
    }

    /// Queues a migration of the pages to the GPU on `stream`, ahead of kernels using them
    /// (nothing to do on the simulator).
    pub fn prefetch_to_device(&self, stream: &Stream) -> Result<()> {
        self.prefetch(stream, true)
    }

    /// Queues a migration of the pages to host memory on `stream`, ahead of host access
    /// (nothing to do on the simulator).
    pub fn prefetch_to_host(&self, stream: &Stream) -> Result<()> {
        self.prefetch(stream, false)
    }
}

impl<T: DeviceCopy> Deref for UnifiedBuffer<T> {
    type Target = DeviceSlice<T>;
    fn deref(&self) -> &DeviceSlice<T> {
        // Safety: `DeviceSlice` is zero-sized; any non-null address is valid for it.
        unsafe { &*raw_slice(self.addr, self.len, self.device.memory_tag()) }
    }
}

impl<T: DeviceCopy> DerefMut for UnifiedBuffer<T> {
    fn deref_mut(&mut self) -> &mut DeviceSlice<T> {
        // Safety: as above; the reference borrows the buffer mutably.
        unsafe { &mut *(raw_slice::<T>(self.addr, self.len, self.device.memory_tag()) as *mut DeviceSlice<T>) }
    }
}

impl<T: DeviceCopy> Drop for UnifiedBuffer<T> {
    fn drop(&mut self) {
        // Safety: allocated by the backend's `alloc_unified` of `len` elements, freed once
        // (after the device's work, which may still use it).
        unsafe { self.device.backend().free_unified::<T>(self.addr, self.len) }
    }
}

impl<T: DeviceCopy> std::fmt::Debug for UnifiedBuffer<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "UnifiedBuffer<{}>[{}] on {}", T::RUST_NAME, self.len, self.device)
    }
}
