//! Unified (managed) memory: one allocation that kernels and the host both address, the
//! driver migrating pages on demand, or ahead of use with `prefetch_*`.

use std::marker::PhantomData;
use std::ops::{Deref, DerefMut};

use crate::device::Device;
use crate::driver::{check, sys};
use crate::error::{Error, Result};
use crate::memory::{raw_slice, DeviceSlice};
use crate::scalar::DeviceScalar;
use crate::stream::Stream;

/// Managed memory of `len()` values of `T`. Derefs to [`DeviceSlice<T>`] for kernels; the
/// host reads and writes it through [`host`](Self::host) and
/// [`host_mut`](Self::host_mut), which first wait for all work on the device, so the host
/// and a kernel never touch it at once.
pub struct UnifiedBuffer<T: DeviceScalar> {
    addr: u64,
    len: usize,
    device: Device,
    _element: PhantomData<T>,
}

impl<T: DeviceScalar> UnifiedBuffer<T> {
    pub(crate) fn new(device: &Device, len: usize) -> Result<Self> {
        let bytes = len.checked_mul(std::mem::size_of::<T>()).ok_or(Error::TooLarge { len })?;
        let addr = match device.cuda() {
            Some(cuda) if bytes > 0 => {
                // Asking for more managed memory than the GPU has free can hang it rather
                // than fail: refuse first.
                let (free, total) = cuda.memory_info()?;
                if bytes > free {
                    return Err(Error::OutOfMemory {
                        memory: "unified memory",
                        requested: bytes,
                        free: Some(free),
                        total: Some(total),
                    });
                }
                let mut p = 0;
                // Safety: out-pointer to a local; the context is current (memory_info bound it).
                let r = unsafe {
                    sys::cuMemAllocManaged(&mut p, bytes, sys::CUmemAttach_flags::CU_MEM_ATTACH_GLOBAL as u32)
                };
                if r == sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY {
                    return Err(Error::OutOfMemory {
                        memory: "unified memory",
                        requested: bytes,
                        free: Some(free),
                        total: Some(total),
                    });
                }
                check("cuMemAllocManaged", r)?;
                // Safety: `bytes` of fresh managed memory, host-accessible.
                unsafe { std::ptr::write_bytes(p as *mut u8, 0, bytes) };
                p
            }
            Some(_) => std::mem::align_of::<T>() as u64,
            None => crate::memory::sim_zeros::<T>(len)?.expose_provenance() as u64,
        };
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

    fn prefetch(&self, stream: &Stream, location: sys::CUmemLocation) -> Result<()> {
        let Some(cuda) = self.device.cuda() else { return Ok(()) };
        if stream.device != self.device {
            return Err(Error::MixedDevices {
                kernel: "prefetch".into(),
                devices: format!("{} and {}", self.device, stream.device),
            });
        }
        let bytes = self.len * std::mem::size_of::<T>();
        if bytes == 0 {
            return Ok(());
        }
        cuda.bind()?;
        // Safety: a live managed allocation of `bytes` bytes; the stream is this device's.
        check("cuMemPrefetchAsync", unsafe {
            sys::cuMemPrefetchAsync_v2(self.addr, bytes, location, 0, stream.cuda_handle())
        })
    }

    /// Queues a migration of the pages to the GPU on `stream`, ahead of kernels using them.
    pub fn prefetch_to_device(&self, stream: &Stream) -> Result<()> {
        let id = self.device.ordinal().unwrap_or(0) as i32;
        self.prefetch(stream, sys::CUmemLocation { type_: sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE, id })
    }

    /// Queues a migration of the pages to host memory on `stream`, ahead of host access.
    pub fn prefetch_to_host(&self, stream: &Stream) -> Result<()> {
        self.prefetch(stream, sys::CUmemLocation { type_: sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST, id: 0 })
    }
}

impl<T: DeviceScalar> Deref for UnifiedBuffer<T> {
    type Target = DeviceSlice<T>;
    fn deref(&self) -> &DeviceSlice<T> {
        // Safety: `DeviceSlice` is zero-sized; any non-null address is valid for it.
        unsafe { &*raw_slice(self.addr, self.len, self.device.memory_tag()) }
    }
}

impl<T: DeviceScalar> DerefMut for UnifiedBuffer<T> {
    fn deref_mut(&mut self) -> &mut DeviceSlice<T> {
        // Safety: as above; the reference borrows the buffer mutably.
        unsafe { &mut *(raw_slice::<T>(self.addr, self.len, self.device.memory_tag()) as *mut DeviceSlice<T>) }
    }
}

impl<T: DeviceScalar> Drop for UnifiedBuffer<T> {
    fn drop(&mut self) {
        match self.device.cuda() {
            Some(_) if self.len * std::mem::size_of::<T>() == 0 => {}
            Some(cuda) => {
                // Kernels may still use it: wait, then free.
                let _ = cuda.synchronize();
                // Safety: allocated by cuMemAllocManaged, freed once, unused now.
                unsafe { sys::cuMemFree_v2(self.addr) };
            }
            None => {
                // Safety: a boxed slice of `len` elements, whose provenance was exposed.
                drop(unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(self.host_ptr(), self.len)) });
            }
        }
    }
}

impl<T: DeviceScalar> std::fmt::Debug for UnifiedBuffer<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "UnifiedBuffer<{}>[{}] on {}", T::RUST_NAME, self.len, self.device)
    }
}
