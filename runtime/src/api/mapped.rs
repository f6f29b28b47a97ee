//! Mapped (zero-copy) host memory: page-locked host memory that kernels read and write
//! directly over the bus, for data a kernel touches once (a copy first would move it twice).

use std::marker::PhantomData;
use std::ops::{Deref, DerefMut};

use crate::api::device::Device;
use crate::api::memory::{raw_slice, DeviceSlice};
use crate::base::error::Result;
use crate::lang::scalar::DeviceCopy;

/// `len()` values of `T` in host memory that kernels address directly (every access crosses
/// the bus: for data read or written once per launch). Derefs to [`DeviceSlice<T>`] for
/// kernels; the host reads and writes it through [`host`](Self::host) and
/// [`host_mut`](Self::host_mut), which first wait for all work on the device, so the host
/// and a kernel never touch it at once (as [`UnifiedBuffer`](crate::UnifiedBuffer)'s do).
pub struct MappedBuffer<T: DeviceCopy> {
    host: *mut T,
    /// The address kernels use (the host address on the simulator, and on GPUs with unified
    /// addressing).
    addr: u64,
    len: usize,
    device: Device,
    _element: PhantomData<T>,
}

// Safety: the buffer owns its memory; host access goes through `&self`/`&mut self` after a
// device synchronize, as for `Vec<T>` (`T: Send + Sync` by `DeviceCopy`).
unsafe impl<T: DeviceCopy> Send for MappedBuffer<T> {}
// Safety: as above.
unsafe impl<T: DeviceCopy> Sync for MappedBuffer<T> {}

impl<T: DeviceCopy> MappedBuffer<T> {
    pub(crate) fn new(device: &Device, len: usize) -> Result<Self> {
        let (host, addr) = device.backend().alloc_mapped::<T>(len)?;
        Ok(MappedBuffer { host, addr, len, device: device.clone(), _element: PhantomData })
    }

    /// The device whose kernels address it.
    pub fn device(&self) -> &Device {
        &self.device
    }

    /// The contents, on the host, after all work on the device has finished (reports a
    /// kernel panic instead).
    pub fn host(&self) -> Result<&[T]> {
        self.device.synchronize()?;
        // Safety: `len` initialised elements of host memory; no kernel runs on the device
        // now, and one that writes the buffer needs `&mut self`.
        Ok(unsafe { std::slice::from_raw_parts(self.host, self.len) })
    }

    /// The contents, mutably, on the host, after all work on the device has finished.
    pub fn host_mut(&mut self) -> Result<&mut [T]> {
        self.device.synchronize()?;
        // Safety: as above, borrowed mutably.
        Ok(unsafe { std::slice::from_raw_parts_mut(self.host, self.len) })
    }
}

impl<T: DeviceCopy> Deref for MappedBuffer<T> {
    type Target = DeviceSlice<T>;
    fn deref(&self) -> &DeviceSlice<T> {
        // Safety: `DeviceSlice` is zero-sized; any non-null address is valid for it.
        unsafe { &*raw_slice(self.addr, self.len, self.device.memory_tag()) }
    }
}

impl<T: DeviceCopy> DerefMut for MappedBuffer<T> {
    fn deref_mut(&mut self) -> &mut DeviceSlice<T> {
        // Safety: as above; the reference borrows the buffer mutably.
        unsafe { &mut *(raw_slice::<T>(self.addr, self.len, self.device.memory_tag()) as *mut DeviceSlice<T>) }
    }
}

impl<T: DeviceCopy> Drop for MappedBuffer<T> {
    fn drop(&mut self) {
        // Safety: allocated by the backend's `alloc_mapped` of `len` elements, freed once
        // (after the device's work, which may still use it).
        unsafe { self.device.backend().free_mapped::<T>(self.host, self.addr, self.len) }
    }
}

impl<T: DeviceCopy> std::fmt::Debug for MappedBuffer<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "MappedBuffer<{}>[{}] on {}", T::RUST_NAME, self.len, self.device)
    }
}
