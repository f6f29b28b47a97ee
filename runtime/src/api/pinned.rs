//! Pinned (page-locked) host memory: the only host memory asynchronous copies take.
//!
//! An asynchronous copy may still be reading or writing the buffer when the call returns, so
//! the buffer remembers an event after each copy on it. Host access waits for them — reads
//! wait for the copies that write the buffer, writes for all — and so does freeing the
//! buffer. Copies that write it take `&mut`, so no host slice can be alive while they are
//! queued. In safe code the host never sees the buffer while the device writes it, and never
//! frees it under a copy.

use std::marker::PhantomData;
use std::ops::{Bound, RangeBounds};
use std::sync::Mutex;

use crate::api::device::Device;
use crate::backend::cuda;
use crate::backend::Queued;
use crate::base::error::{Error, Result};
use crate::lang::scalar::DeviceCopy;

/// A copy queued on a buffer, not known to be complete.
struct Pending {
    /// Completes after the copy.
    event: cuda::Event,
    /// The copy writes the host buffer (device to host).
    writes_host: bool,
}

/// Page-locked host memory of `len()` values of `T`, for asynchronous copies
/// (`copy_from_host_async`, `copy_to_host_async`). Not write-combined: reading it on the host
/// is as fast as ordinary memory.
pub struct PinnedBuffer<T: DeviceCopy> {
    ptr: *mut T,
    len: usize,
    device: Device,
    pending: Mutex<Vec<Pending>>,
}

// Safety: the buffer owns its memory; concurrent host access goes through `&`/`&mut` and
// waits for device access as described above.
unsafe impl<T: DeviceCopy> Send for PinnedBuffer<T> {}
// Safety: as above.
unsafe impl<T: DeviceCopy> Sync for PinnedBuffer<T> {}

impl<T: DeviceCopy> PinnedBuffer<T> {
    pub(crate) fn new(device: &Device, len: usize) -> Result<Self> {
        let ptr = device.backend().alloc_pinned::<T>(len)?;
        Ok(PinnedBuffer { ptr, len, device: device.clone(), pending: Mutex::new(Vec::new()) })
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// `true` when the buffer has no elements.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The device whose copies the buffer serves.
    pub fn device(&self) -> &Device {
        &self.device
    }

    /// The contents, after every queued copy into the buffer has finished.
    pub fn as_slice(&self) -> Result<&[T]> {
        self.wait(true)?;
        // Safety: `len` initialised elements; no copy writes them any more, and a new one
        // would need `&mut self`.
        Ok(unsafe { std::slice::from_raw_parts(self.ptr, self.len) })
    }

    /// The contents, mutably, after every queued copy from or into the buffer has finished.
    pub fn as_mut_slice(&mut self) -> Result<&mut [T]> {
        self.wait(false)?;
        // Safety: as above, and no copy reads them any more either.
        Ok(unsafe { std::slice::from_raw_parts_mut(self.ptr, self.len) })
    }

    /// Copies `src`, which must have the same length, into the buffer.
    pub fn copy_from_slice(&mut self, src: &[T]) -> Result<()> {
        if src.len() != self.len {
            return Err(Error::LengthMismatch {
                op: "PinnedBuffer::copy_from_slice",
                destination: ("the pinned buffer", self.len),
                source: ("the host slice", src.len()),
            });
        }
        self.as_mut_slice()?.copy_from_slice(src);
        Ok(())
    }

    /// The contents as a `Vec`.
    pub fn to_vec(&self) -> Result<Vec<T>> {
        Ok(self.as_slice()?.to_vec())
    }

    /// Elements `range`, for a copy to the device.
    pub fn slice(&self, range: impl RangeBounds<usize>) -> Result<PinnedView<'_, T>> {
        let (start, end) = bounds(&range, self.len)?;
        Ok(PinnedView { buf: self, start, len: end - start })
    }

    /// Elements `range`, for a copy from the device.
    pub fn slice_mut(&mut self, range: impl RangeBounds<usize>) -> Result<PinnedViewMut<'_, T>> {
        let (start, end) = bounds(&range, self.len)?;
        Ok(PinnedViewMut { buf: self, start, len: end - start, _unique: PhantomData })
    }

    pub(crate) fn ptr_at(&self, start: usize) -> *mut T {
        // Safety: callers pass `start <= len`.
        unsafe { self.ptr.add(start) }
    }

    /// Remembers a copy involving the buffer that is not known to be complete.
    pub(crate) fn add_pending(&self, queued: Queued, writes_host: bool) {
        let Some(event) = queued else { return };
        let mut pending = self.pending.lock().unwrap_or_else(|e| e.into_inner());
        // Forget the copies that have finished.
        pending.retain(|p| !p.event.is_done());
        pending.push(Pending { event, writes_host });
    }

    /// Waits for the copies writing the buffer (`writes_only`), or for all.
    fn wait(&self, writes_only: bool) -> Result<()> {
        let mut pending = self.pending.lock().unwrap_or_else(|e| e.into_inner());
        let mut result = Ok(());
        pending.retain(|p| {
            if writes_only && !p.writes_host {
                return true;
            }
            let r = p.event.synchronize();
            if result.is_ok() {
                result = r;
            }
            false
        });
        result
    }
}

impl<T: DeviceCopy> Drop for PinnedBuffer<T> {
    fn drop(&mut self) {
        // A copy may still use the memory: wait for it before freeing.
        let _ = self.wait(false);
        // Safety: allocated by the backend's `alloc_pinned` of `len` elements, freed once; no
        // copy uses it any more (waited for above).
        unsafe { self.device.backend().free_pinned(self.ptr, self.len) }
    }
}

impl<T: DeviceCopy> std::fmt::Debug for PinnedBuffer<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PinnedBuffer<{}>[{}] for {}", T::RUST_NAME, self.len, self.device)
    }
}

/// Part of a pinned buffer that a copy to the device reads.
#[derive(Clone, Copy)]
pub struct PinnedView<'a, T: DeviceCopy> {
    pub(crate) buf: &'a PinnedBuffer<T>,
    pub(crate) start: usize,
    pub(crate) len: usize,
}

/// Part of a pinned buffer that a copy from the device writes; it borrows the buffer
/// mutably, so no host slice of it can be alive.
pub struct PinnedViewMut<'a, T: DeviceCopy> {
    pub(crate) buf: &'a PinnedBuffer<T>,
    pub(crate) start: usize,
    pub(crate) len: usize,
    _unique: PhantomData<&'a mut PinnedBuffer<T>>,
}

impl<'a, T: DeviceCopy> From<&'a PinnedBuffer<T>> for PinnedView<'a, T> {
    fn from(buf: &'a PinnedBuffer<T>) -> Self {
        PinnedView { buf, start: 0, len: buf.len }
    }
}

impl<'a, T: DeviceCopy> From<&'a mut PinnedBuffer<T>> for PinnedViewMut<'a, T> {
    fn from(buf: &'a mut PinnedBuffer<T>) -> Self {
        let len = buf.len;
        PinnedViewMut { buf, start: 0, len, _unique: PhantomData }
    }
}

pub(crate) fn bounds(range: &impl RangeBounds<usize>, len: usize) -> Result<(usize, usize)> {
    let start = match range.start_bound() {
        Bound::Included(&s) => s,
        Bound::Excluded(&s) => s.saturating_add(1),
        Bound::Unbounded => 0,
    };
    let end = match range.end_bound() {
        Bound::Included(&e) => e.saturating_add(1),
        Bound::Excluded(&e) => e,
        Bound::Unbounded => len,
    };
    if start > end || end > len {
        return Err(Error::OutOfRange { start, end, len });
    }
    Ok((start, end))
}
