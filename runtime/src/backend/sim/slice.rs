//! The slices a simulated kernel body sees in place of `&[T]` and `&mut [T]`.
//!
//! Simulated threads run concurrently and share buffers, so they must not hold Rust
//! references into them: two threads holding `&mut [T]` to one buffer is undefined behaviour
//! even when they touch different elements. These types hold a raw pointer and a length,
//! and every access is a bounds-checked raw read or write of one element.

use super::race::{self, Table};
use super::{raise, Site};
use crate::abi::panic::PanicKind;

/// A kernel's `&[T]` parameter, in the simulator.
#[derive(Debug)]
pub struct Slice<T> {
    ptr: *const T,
    len: usize,
    /// The race detector's shadow of the memory (null: not checked).
    shadow: *const Table,
}

/// A kernel's `&mut [T]` parameter, in the simulator.
#[derive(Debug)]
pub struct SliceMut<T> {
    ptr: *mut T,
    len: usize,
    shadow: *const Table,
}

/// A block's shared array (`shared_array`, `dynamic_shared`), in the simulator. For a 2-D
/// array `E` is a row, `[T; M]`.
#[derive(Debug)]
pub struct Shared<E> {
    ptr: *mut E,
    len: usize,
    shadow: *const Table,
}

impl<E> Clone for Shared<E> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<E> Copy for Shared<E> {}
// Safety: shared memory is the block's; its threads access it concurrently, as on a GPU,
// ordered by the block's barriers.
unsafe impl<E: Send + Sync> Send for Shared<E> {}
// Safety: as above.
unsafe impl<E: Send + Sync> Sync for Shared<E> {}

impl<E: Copy> Shared<E> {
    /// # Safety
    /// `ptr` must be valid for reads and writes of `len` elements while the block runs, and
    /// `shadow` null or the block's table of that memory.
    pub(crate) unsafe fn new(ptr: *mut E, len: usize, shadow: *const Table) -> Self {
        Shared { ptr, len, shadow }
    }

    /// The array as a `&mut [T]` (to pass it to a `#[device]` fn).
    #[inline]
    pub fn as_slice_mut(self) -> SliceMut<E> {
        SliceMut { ptr: self.ptr, len: self.len, shadow: self.shadow }
    }
}

impl<T: Copy, const M: usize> Shared<[T; M]> {
    /// Row `i` of a 2-D shared array, itself a shared array.
    #[inline]
    pub fn row(self, i: usize, site: &'static Site) -> Shared<T> {
        if i >= self.len {
            raise(site, PanicKind::IndexOutOfBounds, "", i as u64, self.len as u64);
        }
        // Safety: row `i` is inside the allocation.
        Shared { ptr: unsafe { self.ptr.add(i) }.cast(), len: M, shadow: self.shadow }
    }
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
    /// The first element's address (the tensor cores' alignment check).
    pub(crate) fn address(&self) -> usize {
        self.ptr as usize
    }

    /// # Safety
    /// `ptr` must be valid for reads of `len` elements while the kernel runs.
    pub(crate) unsafe fn new(ptr: *const T, len: usize) -> Self {
        Slice { ptr, len, shadow: race::table_for(ptr, len) }
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
    /// The first element's address.
    pub(crate) fn address(&self) -> usize {
        self.ptr as usize
    }

    /// # Safety
    /// `ptr` must be valid for reads and writes of `len` elements while the kernel runs.
    pub(crate) unsafe fn new(ptr: *mut T, len: usize) -> Self {
        SliceMut { ptr, len, shadow: race::table_for(ptr, len) }
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

    /// `len` elements at `ptr` that the race detector does not see (an atomic's element).
    ///
    /// # Safety
    /// As [`SliceMut::new`].
    pub(crate) unsafe fn unseen(ptr: *mut T, len: usize) -> Self {
        SliceMut { ptr, len, shadow: std::ptr::null() }
    }

    /// The same memory as a read-only slice (passing `&mut [T]` where `&[T]` is expected).
    #[inline]
    pub fn as_const(self) -> Slice<T> {
        Slice { ptr: self.ptr, len: self.len, shadow: self.shadow }
    }
}

/// What `&x[a..b]` takes part of: slices and 1-D shared arrays, by value or through the
/// references generated code holds them by.
pub trait Parts<T: Copy> {
    /// The memory: its first element, its length, its race-detector table.
    #[doc(hidden)]
    fn memory(&self) -> (*mut T, usize, *const Table);
}
impl<T: Copy> Parts<T> for Slice<T> {
    fn memory(&self) -> (*mut T, usize, *const Table) {
        (self.ptr.cast_mut(), self.len, self.shadow)
    }
}
impl<T: Copy> Parts<T> for SliceMut<T> {
    fn memory(&self) -> (*mut T, usize, *const Table) {
        (self.ptr, self.len, self.shadow)
    }
}
impl<T: Copy> Parts<T> for Shared<T> {
    fn memory(&self) -> (*mut T, usize, *const Table) {
        (self.ptr, self.len, self.shadow)
    }
}
impl<T: Copy, P: Parts<T>> Parts<T> for &P {
    fn memory(&self) -> (*mut T, usize, *const Table) {
        (**self).memory()
    }
}
impl<T: Copy, P: Parts<T>> Parts<T> for &mut P {
    fn memory(&self) -> (*mut T, usize, *const Table) {
        (**self).memory()
    }
}

/// The memory of `x[lo..hi]` (`lo..=hi` when `inclusive`): its first element, its length,
/// the table, checked as Rust's `slice_index_fail` checks and words them.
fn part_memory<T: Copy, P: Parts<T>>(
    x: P,
    lo: usize,
    hi: Option<usize>,
    inclusive: bool,
    site: &'static Site,
) -> (*mut T, usize, *const Table) {
    let (ptr, len, shadow) = x.memory();
    let end = match (hi, inclusive) {
        (None, _) => len,
        (Some(hi), false) => hi,
        (Some(hi), true) if hi >= len => part_fail(lo, hi, len, site),
        (Some(hi), true) => hi + 1,
    };
    if lo > end || end > len {
        part_fail(lo, end, len, site);
    }
    // Safety: `lo <= end <= len`: inside the memory.
    (unsafe { ptr.add(lo) }, end - lo, shadow)
}

#[cold]
fn part_fail(start: usize, end: usize, len: usize, site: &'static Site) -> ! {
    let (kind, a, b) = if start > len {
        (PanicKind::SliceStart, start, len)
    } else if end > len {
        (PanicKind::SliceEnd, end, len)
    } else if start > end {
        (PanicKind::SliceOrder, start, end)
    } else {
        (PanicKind::SliceEnd, end, len)
    };
    raise(site, kind, "", a as u64, b as u64)
}

/// `&x[lo..hi]` and the other ranges (`lo` 0 and `hi` `None` where not written).
#[inline]
pub fn part<T: Copy, P: Parts<T>>(
    x: P,
    lo: usize,
    hi: Option<usize>,
    inclusive: bool,
    site: &'static Site,
) -> Slice<T> {
    let (ptr, len, shadow) = part_memory(x, lo, hi, inclusive, site);
    Slice { ptr, len, shadow }
}

/// `&mut x[lo..hi]` and the other ranges.
#[inline]
pub fn part_mut<T: Copy, P: Parts<T>>(
    x: P,
    lo: usize,
    hi: Option<usize>,
    inclusive: bool,
    site: &'static Site,
) -> SliceMut<T> {
    let (ptr, len, shadow) = part_memory(x, lo, hi, inclusive, site);
    SliceMut { ptr, len, shadow }
}

/// `x.load::<N>(i)`: `x[i..i + N]` as an array, checked as that range is (and each element
/// read as `x[k]` is, for the race detector).
#[inline]
pub fn load_array<T: Copy, P: Parts<T>, const N: usize>(x: P, i: usize, site: &'static Site) -> [T; N] {
    let part = part(x, i, Some(i.saturating_add(N)), false, site);
    core::array::from_fn(|k| part.load(k, site))
}

/// `y.store(i, v)`: `v` into `y[i..i + N]`, checked as that range is before any element is
/// written.
#[inline]
pub fn store_array<T: Copy, P: Parts<T>, const N: usize>(y: P, i: usize, v: [T; N], site: &'static Site) {
    let part = part_mut(y, i, Some(i.saturating_add(N)), false, site);
    for (k, v) in v.into_iter().enumerate() {
        store(part, k, v, site);
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
        let p = unsafe { self.ptr.add(i) };
        race::check(self.shadow, p, false, site);
        // Safety: as above.
        unsafe { p.read() }
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

impl<T: Copy> Read<T> for Shared<T> {
    #[inline]
    fn len(self) -> usize {
        self.len
    }
    #[inline]
    fn load(self, i: usize, site: &'static Site) -> T {
        self.as_slice_mut().load(i, site)
    }
    #[inline]
    fn as_slice(self) -> Slice<T> {
        self.as_slice_mut().as_const()
    }
}

/// The slices that can be written: `&mut [T]` parameters and shared arrays.
pub trait Write<T: Copy>: Read<T> {
    /// A pointer to element `i` for a plain write, after a bounds check (a kernel panic at
    /// `site`).
    fn element(self, i: usize, site: &'static Site) -> *mut T;
    /// The same for an atomic operation, which the race detector does not see.
    fn atomic_element(self, i: usize, site: &'static Site) -> *mut T;
}

impl<T: Copy> Write<T> for SliceMut<T> {
    #[inline]
    fn element(self, i: usize, site: &'static Site) -> *mut T {
        let p = self.atomic_element(i, site);
        race::check(self.shadow, p, true, site);
        p
    }
    #[inline]
    fn atomic_element(self, i: usize, site: &'static Site) -> *mut T {
        if i >= self.len {
            raise(site, PanicKind::IndexOutOfBounds, "", i as u64, self.len as u64);
        }
        // Safety: in bounds.
        unsafe { self.ptr.add(i) }
    }
}

impl<T: Copy> Write<T> for Shared<T> {
    #[inline]
    fn element(self, i: usize, site: &'static Site) -> *mut T {
        self.as_slice_mut().element(i, site)
    }
    #[inline]
    fn atomic_element(self, i: usize, site: &'static Site) -> *mut T {
        self.as_slice_mut().atomic_element(i, site)
    }
}

// A shared reborrow of a slice reads and writes as the slice: the body accesses a `&mut [T]`
// parameter (which it holds as `&mut SliceMut<T>`, so that rustc applies the borrow rules
// Rust would) through `&*y`.
impl<T: Copy, R: Read<T>> Read<T> for &R {
    #[inline]
    fn len(self) -> usize {
        (*self).len()
    }
    #[inline]
    fn load(self, i: usize, site: &'static Site) -> T {
        (*self).load(i, site)
    }
    #[inline]
    fn as_slice(self) -> Slice<T> {
        (*self).as_slice()
    }
}

impl<T: Copy, W: Write<T>> Write<T> for &W {
    #[inline]
    fn element(self, i: usize, site: &'static Site) -> *mut T {
        (*self).element(i, site)
    }
    #[inline]
    fn atomic_element(self, i: usize, site: &'static Site) -> *mut T {
        (*self).atomic_element(i, site)
    }
}

/// A `&mut [T]` passed to a `#[device]` fn, as the parameter wants it: a `&[T]` parameter
/// (a `Slice<T>`) takes a shared view whose borrow ends at once, as Rust's coercion of
/// `&mut [T]` to `&[T]` does; a `&mut [T]` parameter (a `&mut SliceMut<T>`) holds the
/// mutable borrow for the call, so that passing one slice twice is rustc's error, as in
/// Rust.
pub trait Pass<'a, T: Copy> {
    #[doc(hidden)]
    fn pass(s: &'a mut SliceMut<T>) -> Self;
}

impl<'a, T: Copy> Pass<'a, T> for Slice<T> {
    #[inline]
    fn pass(s: &'a mut SliceMut<T>) -> Self {
        s.as_const()
    }
}

impl<'a, T: Copy> Pass<'a, T> for &'a mut SliceMut<T> {
    #[inline]
    fn pass(s: &'a mut SliceMut<T>) -> Self {
        s
    }
}

/// Passes a `&mut [T]` to a `#[device]` fn (see [`Pass`]).
#[inline]
pub fn pass<'a, T: Copy, P: Pass<'a, T>>(s: &'a mut SliceMut<T>) -> P {
    P::pass(s)
}

/// `x[i]` for reading, in a simulated kernel.
#[inline]
pub fn load<T: Copy, S: Read<T>>(s: S, i: usize, site: &'static Site) -> T {
    s.load(i, site)
}

/// `y[i] = v`, in a simulated kernel. The check happens before the write; a failing check
/// ends the thread without writing.
#[inline]
pub fn store<T: Copy, S: Write<T>>(s: S, i: usize, v: T, site: &'static Site) {
    // Safety: `element` checked the index; the buffer outlives the launch.
    unsafe { s.element(i, site).write(v) }
}

/// `a[i]` of a local array, checked as every index is.
#[inline]
pub fn at<'a, T, const N: usize>(a: &'a [T; N], i: usize, site: &'static Site) -> &'a T {
    match a.get(i) {
        Some(v) => v,
        None => raise(site, PanicKind::IndexOutOfBounds, "", i as u64, N as u64),
    }
}

/// `a[i]` of a local array, for writing.
#[inline]
pub fn at_mut<'a, T, const N: usize>(a: &'a mut [T; N], i: usize, site: &'static Site) -> &'a mut T {
    match a.get_mut(i) {
        Some(v) => v,
        None => raise(site, PanicKind::IndexOutOfBounds, "", i as u64, N as u64),
    }
}

/// Passes a slice to a `#[device]` fn that takes `&[T]`.
#[inline]
pub fn as_slice<T: Copy, S: Read<T>>(s: S) -> Slice<T> {
    s.as_slice()
}
