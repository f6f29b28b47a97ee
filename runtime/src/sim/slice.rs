//! The slices a simulated kernel body sees in place of `&[T]` and `&mut [T]`.
//!
//! Simulated threads run concurrently and share buffers, so they must not hold Rust
//! references into them: two threads holding `&mut [T]` to one buffer is undefined behaviour
//! even when they touch different elements. These types hold a raw pointer and a length,
//! and every access is a bounds-checked raw read or write of one element.

use super::{raise, Site};
use crate::panic::PanicKind;

/// A kernel's `&[T]` parameter, in the simulator.
#[derive(Debug)]
pub struct Slice<T> {
    ptr: *const T,
    len: usize,
}

/// A kernel's `&mut [T]` parameter, in the simulator.
#[derive(Debug)]
pub struct SliceMut<T> {
    ptr: *mut T,
    len: usize,
}

impl<T> Clone for Slice<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Slice<T> {}
impl<T> Clone for SliceMut<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for SliceMut<T> {}

// Safety: the slices are views of device buffers that the launch borrows for its whole
// duration; concurrent element accesses are the kernel's own business, as on a GPU.
unsafe impl<T: Send + Sync> Send for Slice<T> {}
// Safety: as above.
unsafe impl<T: Send + Sync> Sync for Slice<T> {}
// Safety: as above.
unsafe impl<T: Send + Sync> Send for SliceMut<T> {}
// Safety: as above.
unsafe impl<T: Send + Sync> Sync for SliceMut<T> {}

impl<T: Copy> Slice<T> {
    /// # Safety
    /// `ptr` must be valid for reads of `len` elements while the kernel runs.
    pub(crate) unsafe fn new(ptr: *const T, len: usize) -> Self {
        Slice { ptr, len }
    }

    /// `len()` of the slice.
    #[inline]
    pub fn len(self) -> usize {
        self.len
    }

    /// `is_empty()` of the slice.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.len == 0
    }

    /// `*x.get_unchecked(i)`.
    ///
    /// # Safety
    /// `i < len()`, as for `<[T]>::get_unchecked`.
    #[inline]
    pub unsafe fn get_unchecked(self, i: usize) -> T {
        // Safety: guaranteed by the caller.
        unsafe { self.ptr.add(i).read() }
    }
}

impl<T: Copy> SliceMut<T> {
    /// # Safety
    /// `ptr` must be valid for reads and writes of `len` elements while the kernel runs.
    pub(crate) unsafe fn new(ptr: *mut T, len: usize) -> Self {
        SliceMut { ptr, len }
    }

    /// `len()` of the slice.
    #[inline]
    pub fn len(self) -> usize {
        self.len
    }

    /// `is_empty()` of the slice.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.len == 0
    }

    /// `*x.get_unchecked(i)`.
    ///
    /// # Safety
    /// `i < len()`.
    #[inline]
    pub unsafe fn get_unchecked(self, i: usize) -> T {
        // Safety: guaranteed by the caller.
        unsafe { self.ptr.add(i).read() }
    }

    /// `*x.get_unchecked_mut(i) = v`.
    ///
    /// # Safety
    /// `i < len()`.
    #[inline]
    pub unsafe fn set_unchecked(self, i: usize, v: T) {
        // Safety: guaranteed by the caller.
        unsafe { self.ptr.add(i).write(v) }
    }

    /// The same memory as a read-only slice (passing `&mut [T]` where `&[T]` is expected).
    #[inline]
    pub fn as_const(self) -> Slice<T> {
        Slice { ptr: self.ptr, len: self.len }
    }
}

/// Both slice kinds can be read.
pub trait Read<T: Copy>: Copy {
    /// `len()` of the slice.
    fn len(self) -> usize;
    /// `is_empty()` of the slice.
    fn is_empty(self) -> bool {
        self.len() == 0
    }
    /// Bounds-checked read of element `i`; a failing check is a kernel panic at `site`.
    fn load(self, i: usize, site: &'static Site) -> T;
    /// The slice as a read-only slice.
    fn as_slice(self) -> Slice<T>;
}

impl<T: Copy> Read<T> for Slice<T> {
    #[inline]
    fn len(self) -> usize {
        self.len
    }
    #[inline]
    fn load(self, i: usize, site: &'static Site) -> T {
        if i >= self.len {
            raise(site, PanicKind::IndexOutOfBounds, "", i as u64, self.len as u64);
        }
        // Safety: checked above; the buffer outlives the launch.
        unsafe { self.ptr.add(i).read() }
    }
    #[inline]
    fn as_slice(self) -> Slice<T> {
        self
    }
}

impl<T: Copy> Read<T> for SliceMut<T> {
    #[inline]
    fn len(self) -> usize {
        self.len
    }
    #[inline]
    fn load(self, i: usize, site: &'static Site) -> T {
        self.as_const().load(i, site)
    }
    #[inline]
    fn as_slice(self) -> Slice<T> {
        self.as_const()
    }
}

/// `x[i]` for reading, in a simulated kernel.
#[inline]
pub fn load<T: Copy, S: Read<T>>(s: S, i: usize, site: &'static Site) -> T {
    s.load(i, site)
}

/// `y[i] = v`, in a simulated kernel. The check happens before the write; a failing check
/// ends the thread without writing.
#[inline]
pub fn store<T: Copy>(s: SliceMut<T>, i: usize, v: T, site: &'static Site) {
    if i >= s.len {
        raise(site, PanicKind::IndexOutOfBounds, "", i as u64, s.len as u64);
    }
    // Safety: checked above; the buffer outlives the launch.
    unsafe { s.ptr.add(i).write(v) }
}

/// Passes a slice to a `#[device]` fn that takes `&[T]`.
#[inline]
pub fn as_slice<T: Copy, S: Read<T>>(s: S) -> Slice<T> {
    s.as_slice()
}
