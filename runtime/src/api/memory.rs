//! Device memory: [`DeviceBuffer<T>`] owns an allocation and derefs to [`DeviceSlice<T>`],
//! as `Vec<T>` derefs to `[T]`.
//!
//! `DeviceSlice<T>` is a dynamically sized type so that `&DeviceSlice<T>` and
//! `&mut DeviceSlice<T>` are ordinary references: the borrow checker then forbids passing the
//! same buffer as `&x` and `&mut x` to one launch, which is what lets the generated CUDA mark
//! every pointer `__restrict__`. Its tail is `[()]`, so a reference covers zero host bytes
//! and may point anywhere: the reference's address is the device address (or, for the
//! simulator, the host address), and its length metadata holds the element count in the low
//! 48 bits and the owning device's tag in the high 16.

use std::marker::PhantomData;
use std::ops::{Deref, DerefMut, RangeBounds};
use std::{fmt, ptr};

use crate::api::device::Device;
use crate::api::pinned::{bounds, PinnedView, PinnedViewMut};
use crate::api::stream::Stream;
use crate::backend::Backend;
use crate::base::error::{Error, Result};
use crate::lang::scalar::DeviceCopy;

const LEN_BITS: u32 = 48;
const LEN_MASK: usize = (1 << LEN_BITS) - 1;

/// A borrowed view of device memory holding `len()` values of `T`, like `[T]`.
///
/// Kernels take `&DeviceSlice<T>` for `&[T]` parameters and `&mut DeviceSlice<T>` for
/// `&mut [T]`. Get one from a [`DeviceBuffer`] by deref, or a part of one with
/// [`slice`](Self::slice) / [`slice_mut`](Self::slice_mut).
pub struct DeviceSlice<T> {
    _element: PhantomData<T>,
    _zero_sized: [()],
}

impl<T: DeviceCopy> DeviceSlice<T> {
    fn metadata(&self) -> usize {
        (self as *const Self as *const [()]).len()
    }

    /// The number of elements.
    #[inline]
    pub fn len(&self) -> usize {
        self.metadata() & LEN_MASK
    }

    /// `true` when the slice has no elements.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    #[inline]
    pub(crate) fn tag(&self) -> u16 {
        (self.metadata() >> LEN_BITS) as u16
    }

    /// The address of the first element: a CUDA device pointer (`CUdeviceptr`) on a GPU, a
    /// host address on the simulator. For interoperating with other CUDA libraries.
    #[inline]
    pub fn as_raw_ptr(&self) -> u64 {
        (self as *const Self).cast::<()>().addr() as u64
    }

    /// The device this memory belongs to.
    pub fn device(&self) -> Device {
        Device::from_memory_tag(self.tag()).unwrap_or_else(Device::simulator)
    }

    /// Copies the slice into a new `Vec`, after all work queued on the device. Reports a
    /// kernel panic of an earlier launch instead of the data.
    pub fn to_vec(&self) -> Result<Vec<T>> {
        let mut out = vec![T::ZEROED; self.len()];
        self.copy_to_host(&mut out)?;
        Ok(out)
    }

    /// Copies the slice into `host`, which must have the same length, after all work queued
    /// on the device. Reports a kernel panic of an earlier launch.
    pub fn copy_to_host(&self, host: &mut [T]) -> Result<()> {
        if host.len() != self.len() {
            return Err(Error::LengthMismatch {
                op: "copy_to_host",
                destination: ("the host slice", host.len()),
                source: ("the device slice", self.len()),
            });
        }
        // Safety: the slice is a live allocation of its device holding `len()` values (a
        // borrow of its buffer); `host` has room for them and, borrowed mutably, is disjoint.
        unsafe { self.device().backend().copy_to_host(host.as_mut_ptr(), self.as_raw_ptr(), self.len()) }
    }

    /// Copies `host`, which must have the same length, into the slice, after all work queued
    /// on the device. Reports a kernel panic of an earlier launch.
    pub fn copy_from_host(&mut self, host: &[T]) -> Result<()> {
        if host.len() != self.len() {
            return Err(Error::LengthMismatch {
                op: "copy_from_host",
                destination: ("the device slice", self.len()),
                source: ("the host slice", host.len()),
            });
        }
        // Safety: as in `copy_to_host`, the other way; the slice is borrowed mutably.
        unsafe { self.device().backend().copy_from_host(self.as_raw_ptr(), host.as_ptr(), self.len()) }
    }

    /// Copies `src`, which must have the same length, after the work queued on both devices:
    /// on one GPU a device-to-device copy, between two GPUs a peer copy, and between a GPU
    /// and the simulator a copy through host memory.
    pub fn copy_from(&mut self, src: &DeviceSlice<T>) -> Result<()> {
        if src.len() != self.len() {
            return Err(Error::LengthMismatch {
                op: "copy_from",
                destination: ("the destination slice", self.len()),
                source: ("the source slice", src.len()),
            });
        }
        let (dst_dev, src_dev) = (self.device(), src.device());
        // Safety: both are live allocations of their devices holding `len()` values; they do
        // not overlap because `self` is borrowed mutably while `src` is borrowed.
        unsafe {
            Backend::copy::<T>(dst_dev.backend(), self.as_raw_ptr(), src_dev.backend(), src.as_raw_ptr(), self.len())
        }
    }

    /// Queues a copy of pinned host memory `src` (of the same length) into the slice on
    /// `stream`, and returns at once. `src` cannot be written or freed until the copy has
    /// run: its host access and its `Drop` wait for it.
    pub fn copy_from_host_async<'p>(&mut self, src: impl Into<PinnedView<'p, T>>, stream: &Stream) -> Result<()> {
        let src = src.into();
        if src.len != self.len() {
            return Err(Error::LengthMismatch {
                op: "copy_from_host_async",
                destination: ("the device slice", self.len()),
                source: ("the pinned host buffer", src.len),
            });
        }
        self.check_stream(stream, "copy_from_host_async", "the device slice and the stream")?;
        // Safety: `src` is `len` elements of pinned memory of this device, kept alive and
        // unwritten until the copy is done (the buffer waits for what is queued on it); the
        // slice is a live allocation, borrowed mutably.
        let queued = unsafe {
            stream.device.backend().copy_from_host_async(
                self.as_raw_ptr(),
                src.buf.ptr_at(src.start),
                self.len(),
                &stream.raw,
            )
        }?;
        src.buf.add_pending(queued, false);
        Ok(())
    }

    /// Queues a copy of the slice into pinned host memory `dst` (of the same length) on
    /// `stream`, and returns at once. Reading `dst` on the host waits for the copy.
    pub fn copy_to_host_async<'p>(&self, dst: impl Into<PinnedViewMut<'p, T>>, stream: &Stream) -> Result<()> {
        let dst = dst.into();
        if dst.len != self.len() {
            return Err(Error::LengthMismatch {
                op: "copy_to_host_async",
                destination: ("the pinned host buffer", dst.len),
                source: ("the device slice", self.len()),
            });
        }
        self.check_stream(stream, "copy_to_host_async", "the device slice and the stream")?;
        // Safety: `dst` is `len` elements of pinned memory of this device, borrowed mutably
        // for the call and afterwards guarded by what the copy queued (host access waits).
        let queued = unsafe {
            stream.device.backend().copy_to_host_async(
                dst.buf.ptr_at(dst.start),
                self.as_raw_ptr(),
                self.len(),
                &stream.raw,
            )
        }?;
        dst.buf.add_pending(queued, true);
        Ok(())
    }

    /// An asynchronous copy runs on a stream of the slice's own device.
    fn check_stream(&self, stream: &Stream, op: &'static str, parts: &'static str) -> Result<()> {
        if stream.device.memory_tag() != self.tag() {
            return Err(Error::MixedDevices {
                operation: format!("queue `{op}`"),
                parts,
                devices: format!("{} and {}", self.device(), stream.device),
                fix: "use a stream of the slice's device (`slice.device().new_stream()`)",
            });
        }
        crate::api::graph::refuse_in_capture(op, stream)
    }

    /// The elements in `range`, as a shorter slice of the same memory.
    pub fn slice(&self, range: impl RangeBounds<usize>) -> Result<&DeviceSlice<T>> {
        let (start, end) = bounds(&range, self.len())?;
        // Safety: the sub-range lies inside this slice's allocation.
        Ok(unsafe { &*self.sub_raw(start, end) })
    }

    /// The elements in `range`, mutably.
    pub fn slice_mut(&mut self, range: impl RangeBounds<usize>) -> Result<&mut DeviceSlice<T>> {
        let (start, end) = bounds(&range, self.len())?;
        // Safety: the sub-range lies inside this slice's allocation, and the new reference
        // borrows `self` mutably for its whole life.
        Ok(unsafe { &mut *(self.sub_raw(start, end) as *mut DeviceSlice<T>) })
    }

    fn sub_raw(&self, start: usize, end: usize) -> *const DeviceSlice<T> {
        let addr = self.as_raw_ptr() + (start * std::mem::size_of::<T>()) as u64;
        raw_slice(addr, end - start, self.tag())
    }

    /// The host pointer of simulator memory. The allocation's provenance was exposed when it
    /// was made (`Backend::alloc`), so this pointer may read and write it.
    pub(crate) fn sim_ptr(&self) -> *mut T {
        debug_assert!(self.device().is_simulator());
        ptr::with_exposed_provenance_mut(self.as_raw_ptr() as usize)
    }
}

/// A `*const DeviceSlice<T>` for `len` elements at `addr` on the device with `tag`.
pub(crate) fn raw_slice<T>(addr: u64, len: usize, tag: u16) -> *const DeviceSlice<T> {
    let meta = len | ((tag as usize) << LEN_BITS);
    ptr::slice_from_raw_parts(ptr::without_provenance::<()>(addr as usize), meta) as *const DeviceSlice<T>
}

impl<T: DeviceCopy> fmt::Debug for DeviceSlice<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DeviceSlice<{}>[{}] on {}", T::RUST_NAME, self.len(), self.device())
    }
}

/// An owned allocation of `len()` values of `T` on a device; derefs to [`DeviceSlice<T>`].
/// Freed when dropped, after the work already queued on the device.
pub struct DeviceBuffer<T: DeviceCopy> {
    addr: u64,
    len: usize,
    device: Device,
    _element: PhantomData<T>,
}

impl<T: DeviceCopy> DeviceBuffer<T> {
    pub(crate) fn zeros(device: &Device, len: usize) -> Result<Self> {
        Self::alloc(device, len, true)
    }

    pub(crate) fn zeros_on(device: &Device, len: usize, stream: &Stream) -> Result<Self> {
        if stream.device != *device {
            return Err(Error::MixedDevices {
                operation: "allocate with `zeros_async`".into(),
                parts: "the device and the stream",
                devices: format!("{device} and {}", stream.device),
                fix: "use a stream of the same device (`dev.new_stream()`)",
            });
        }
        let addr = device.backend().alloc_on::<T>(len, &stream.raw)?;
        Ok(DeviceBuffer { addr, len, device: device.clone(), _element: PhantomData })
    }

    pub(crate) fn from_host(device: &Device, data: &[T]) -> Result<Self> {
        let mut buf = Self::alloc(device, data.len(), false)?;
        buf.copy_from_host(data)?;
        Ok(buf)
    }

    /// A new allocation, zero-filled when `zeroed` (and always on the simulator); callers
    /// fill the others.
    pub(crate) fn alloc(device: &Device, len: usize, zeroed: bool) -> Result<Self> {
        if len > LEN_MASK {
            return Err(Error::TooLarge { len });
        }
        let addr = device.backend().alloc::<T>(len, zeroed)?;
        Ok(DeviceBuffer { addr, len, device: device.clone(), _element: PhantomData })
    }

    /// The device the buffer lives on.
    pub fn device(&self) -> &Device {
        &self.device
    }
}

impl<T: DeviceCopy> Deref for DeviceBuffer<T> {
    type Target = DeviceSlice<T>;
    #[inline]
    fn deref(&self) -> &DeviceSlice<T> {
        // Safety: `DeviceSlice` is zero-sized; its reference is valid at any non-null
        // address, and `addr` is never null.
        unsafe { &*raw_slice(self.addr, self.len, self.device.memory_tag()) }
    }
}

impl<T: DeviceCopy> DerefMut for DeviceBuffer<T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut DeviceSlice<T> {
        // Safety: as in `deref`; the reference borrows the buffer mutably.
        unsafe { &mut *(raw_slice::<T>(self.addr, self.len, self.device.memory_tag()) as *mut DeviceSlice<T>) }
    }
}

impl<T: DeviceCopy> Drop for DeviceBuffer<T> {
    fn drop(&mut self) {
        // Safety: `addr` came from the backend's `alloc` of `len` elements and is freed once;
        // simulator launches finish before they return, GPU frees wait for queued work.
        unsafe { self.device.backend().free::<T>(self.addr, self.len) }
    }
}

impl<T: DeviceCopy> fmt::Debug for DeviceBuffer<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DeviceBuffer<{}>[{}] on {}", T::RUST_NAME, self.len, self.device)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simulator_buffers_round_trip_and_slice() {
        let dev = Device::simulator();
        let mut buf = dev.to_device(&[1.0f32, 2.0, 3.0, 4.0]).unwrap();
        assert_eq!(buf.len(), 4);
        assert_eq!(buf.to_vec().unwrap(), vec![1.0, 2.0, 3.0, 4.0]);
        assert_eq!(buf.slice(1..3).unwrap().to_vec().unwrap(), vec![2.0, 3.0]);
        buf.slice_mut(2..).unwrap().copy_from_host(&[9.0, 8.0]).unwrap();
        assert_eq!(buf.to_vec().unwrap(), vec![1.0, 2.0, 9.0, 8.0]);
        assert!(buf.device().is_simulator());
        assert!(buf.slice(..).unwrap().device().is_simulator());
        let e = buf.slice(3..6).unwrap_err();
        assert_eq!(e.to_string(), "slice range 3..6 is out of range for a buffer of 4 elements");
        let e = buf.copy_to_host(&mut [0.0; 3]).unwrap_err();
        assert!(matches!(e, Error::LengthMismatch { destination: (_, 3), source: (_, 4), .. }), "{e}");
        let zeros = dev.zeros::<u16>(0).unwrap();
        assert!(zeros.is_empty());
        assert_eq!(zeros.to_vec().unwrap(), Vec::<u16>::new());
    }

    #[test]
    fn device_to_device_copy() {
        let dev = Device::simulator();
        let a = dev.to_device(&[5u64, 6, 7]).unwrap();
        let mut b = dev.zeros::<u64>(3).unwrap();
        b.copy_from(&a).unwrap();
        assert_eq!(b.to_vec().unwrap(), vec![5, 6, 7]);
    }
}
