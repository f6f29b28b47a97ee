//! The N-dimensional views a simulated kernel body sees in place of `&Array2<T>` and
//! `&mut Array2<T>` (ranks 1 to 4): a raw pointer to element `[0, 0]`, the shape and the
//! element strides, as on the GPU. Like the slices of `slice.rs`, they hold no Rust references
//! into device memory, and every access is a bounds-checked raw read or write of one element
//! that the race detector sees (atomics excepted).

use super::race::{self, Table};
use super::slice::SliceMut;
use super::{raise, Site};
use crate::abi::panic::{nd_index_message, PanicKind};

/// A kernel's `&ArrayN<T>` parameter (or a row or column of one), in the simulator.
#[derive(Debug)]
pub struct Nd<T, const R: usize> {
    ptr: *const T,
    dims: [usize; R],
    strides: [isize; R],
    shadow: *const Table,
}

/// A kernel's `&mut ArrayN<T>` parameter, in the simulator.
#[derive(Debug)]
pub struct NdMut<T, const R: usize> {
    ptr: *mut T,
    dims: [usize; R],
    strides: [isize; R],
    shadow: *const Table,
}

impl<T, const R: usize> Clone for Nd<T, R> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T, const R: usize> Copy for Nd<T, R> {}
impl<T, const R: usize> Clone for NdMut<T, R> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T, const R: usize> Copy for NdMut<T, R> {}

// Safety: views of device buffers that the launch borrows for its whole duration; concurrent
// element accesses are the kernel's own business, as on a GPU.
unsafe impl<T: Send + Sync, const R: usize> Send for Nd<T, R> {}
// Safety: as above.
unsafe impl<T: Send + Sync, const R: usize> Sync for Nd<T, R> {}
// Safety: as above.
unsafe impl<T: Send + Sync, const R: usize> Send for NdMut<T, R> {}
// Safety: as above.
unsafe impl<T: Send + Sync, const R: usize> Sync for NdMut<T, R> {}

impl<T: Copy, const R: usize> Nd<T, R> {
    /// # Safety
    /// Every element an in-bounds index reaches (`ptr` offset by `Σ i_k·strides_k`) must be
    /// valid for reads while the kernel runs; `memory`/`memory_len` is the whole buffer (the
    /// race detector's table is the buffer's, whatever views of it the launch passes).
    pub(crate) unsafe fn new(
        ptr: *const T,
        dims: [usize; R],
        strides: [isize; R],
        memory: *const T,
        memory_len: usize,
    ) -> Self {
        Nd { ptr, dims, strides, shadow: race::table_for(memory, memory_len) }
    }
}

impl<T: Copy, const R: usize> NdMut<T, R> {
    /// # Safety
    /// As [`Nd::new`], for reads and writes.
    pub(crate) unsafe fn new(
        ptr: *mut T,
        dims: [usize; R],
        strides: [isize; R],
        memory: *const T,
        memory_len: usize,
    ) -> Self {
        NdMut { ptr, dims, strides, shadow: race::table_for(memory, memory_len) }
    }

    /// The same memory, read-only (passing `&mut Array2<T>` where `&Array2<T>` is expected).
    #[inline]
    pub fn as_const(self) -> Nd<T, R> {
        Nd { ptr: self.ptr, dims: self.dims, strides: self.strides, shadow: self.shadow }
    }
}

/// Both view kinds can be read, by value or through the references generated code holds them
/// by.
pub trait NdRead<T: Copy, const R: usize>: Copy {
    /// The view, read-only.
    fn nd(self) -> Nd<T, R>;
}
impl<T: Copy, const R: usize> NdRead<T, R> for Nd<T, R> {
    #[inline]
    fn nd(self) -> Nd<T, R> {
        self
    }
}
impl<T: Copy, const R: usize> NdRead<T, R> for NdMut<T, R> {
    #[inline]
    fn nd(self) -> Nd<T, R> {
        self.as_const()
    }
}
impl<T: Copy, const R: usize, V: NdRead<T, R>> NdRead<T, R> for &V {
    #[inline]
    fn nd(self) -> Nd<T, R> {
        (*self).nd()
    }
}

/// The views that can be written: `&mut ArrayN<T>` parameters and their rows and columns.
pub trait NdWrite<T: Copy, const R: usize>: NdRead<T, R> {
    /// The view, writable.
    fn nd_mut(self) -> NdMut<T, R>;
}
impl<T: Copy, const R: usize> NdWrite<T, R> for NdMut<T, R> {
    #[inline]
    fn nd_mut(self) -> NdMut<T, R> {
        self
    }
}
impl<T: Copy, const R: usize, V: NdWrite<T, R>> NdWrite<T, R> for &V {
    #[inline]
    fn nd_mut(self) -> NdMut<T, R> {
        (*self).nd_mut()
    }
}

/// The element offset of `index`, after checking every axis (a kernel panic naming the index
/// and the shape, as the GPU reports it).
#[inline]
fn offset<const R: usize>(dims: &[usize; R], strides: &[isize; R], index: [usize; R], site: &'static Site) -> isize {
    if index.iter().zip(dims).any(|(i, n)| i >= n) {
        out_of_bounds(&index, dims, site);
    }
    index.iter().zip(strides).map(|(&i, &s)| (i as isize).wrapping_mul(s)).fold(0isize, isize::wrapping_add)
}

#[cold]
fn out_of_bounds(index: &[usize], dims: &[usize], site: &'static Site) -> ! {
    let index: Vec<u64> = index.iter().map(|&i| i as u64).collect();
    let shape: Vec<u64> = dims.iter().map(|&n| n as u64).collect();
    raise(site, PanicKind::NdIndexOutOfBounds, &nd_index_message(&index, &shape), 0, 0)
}

/// `a[[i, j]]` for reading, in a simulated kernel.
#[inline]
pub fn nd_load<T: Copy, const R: usize, V: NdRead<T, R>>(v: V, index: [usize; R], site: &'static Site) -> T {
    let a = v.nd();
    let o = offset(&a.dims, &a.strides, index, site);
    // Safety: in bounds (checked), so inside the buffer the launch borrows.
    let p = unsafe { a.ptr.offset(o) };
    race::check(a.shadow, p, false, site);
    // Safety: as above.
    unsafe { p.read() }
}

/// `a[[i, j]] = x`, in a simulated kernel: checked before the write, which a failure skips.
#[inline]
pub fn nd_store<T: Copy, const R: usize, V: NdWrite<T, R>>(v: V, index: [usize; R], x: T, site: &'static Site) {
    let a = v.nd_mut();
    let o = offset(&a.dims, &a.strides, index, site);
    // Safety: in bounds, inside the buffer the launch borrows mutably.
    let p = unsafe { a.ptr.offset(o) };
    race::check(a.shadow, p, true, site);
    // Safety: as above.
    unsafe { p.write(x) }
}

/// The element `index` as a one-element slice, for an atomic operation (which the race
/// detector does not see), checked.
#[inline]
pub fn nd_cell<T: Copy, const R: usize, V: NdWrite<T, R>>(v: V, index: [usize; R], site: &'static Site) -> SliceMut<T> {
    let a = v.nd_mut();
    let o = offset(&a.dims, &a.strides, index, site);
    // Safety: in bounds: one element, valid for the launch; no table, as atomics go unseen.
    unsafe { SliceMut::unseen(a.ptr.offset(o), 1) }
}

/// `a.shape()` (`a.dim()` is its tuple, `a.nrows()` its first).
#[inline]
pub fn nd_shape<T: Copy, const R: usize, V: NdRead<T, R>>(v: V) -> [usize; R] {
    v.nd().dims
}

/// `a.strides()`: the element strides.
#[inline]
pub fn nd_strides<T: Copy, const R: usize, V: NdRead<T, R>>(v: V) -> [isize; R] {
    v.nd().strides
}

/// `a.len()`: the number of elements.
#[inline]
pub fn nd_len<T: Copy, const R: usize, V: NdRead<T, R>>(v: V) -> usize {
    v.nd().dims.iter().product()
}

fn axis_view<T: Copy>(a: Nd<T, 2>, axis: usize, i: usize, site: &'static Site) -> Nd<T, 1> {
    if i >= a.dims[axis] {
        raise(site, PanicKind::IndexOutOfBounds, "", i as u64, a.dims[axis] as u64);
    }
    let other = 1 - axis;
    Nd {
        ptr: a.ptr.wrapping_offset((i as isize).wrapping_mul(a.strides[axis])),
        dims: [a.dims[other]],
        strides: [a.strides[other]],
        shadow: a.shadow,
    }
}

/// `a.row(i)` of a 2-D view: a 1-D view (`i` checked).
#[inline]
pub fn nd_row<T: Copy, V: NdRead<T, 2>>(v: V, i: usize, site: &'static Site) -> Nd<T, 1> {
    axis_view(v.nd(), 0, i, site)
}

/// `a.column(j)` of a 2-D view.
#[inline]
pub fn nd_column<T: Copy, V: NdRead<T, 2>>(v: V, j: usize, site: &'static Site) -> Nd<T, 1> {
    axis_view(v.nd(), 1, j, site)
}

fn writable<T: Copy>(r: Nd<T, 1>) -> NdMut<T, 1> {
    NdMut { ptr: r.ptr.cast_mut(), dims: r.dims, strides: r.strides, shadow: r.shadow }
}

/// `a.row_mut(i)` of a writable 2-D view.
#[inline]
pub fn nd_row_mut<T: Copy, V: NdWrite<T, 2>>(v: V, i: usize, site: &'static Site) -> NdMut<T, 1> {
    writable(axis_view(v.nd_mut().as_const(), 0, i, site))
}

/// `a.column_mut(j)` of a writable 2-D view.
#[inline]
pub fn nd_column_mut<T: Copy, V: NdWrite<T, 2>>(v: V, j: usize, site: &'static Site) -> NdMut<T, 1> {
    writable(axis_view(v.nd_mut().as_const(), 1, j, site))
}

/// A `&mut ArrayN<T>` passed to a `#[device]` fn, as the parameter wants it (see
/// [`Pass`](super::Pass) for slices): a shared view whose borrow ends at once, or the
/// mutable borrow held for the call.
pub trait NdPass<'a, T: Copy, const R: usize> {
    #[doc(hidden)]
    fn pass(v: &'a mut NdMut<T, R>) -> Self;
}
impl<'a, T: Copy, const R: usize> NdPass<'a, T, R> for Nd<T, R> {
    #[inline]
    fn pass(v: &'a mut NdMut<T, R>) -> Self {
        v.as_const()
    }
}
impl<'a, T: Copy, const R: usize> NdPass<'a, T, R> for &'a mut NdMut<T, R> {
    #[inline]
    fn pass(v: &'a mut NdMut<T, R>) -> Self {
        v
    }
}

/// Passes a `&mut ArrayN<T>` to a `#[device]` fn (see [`NdPass`]).
#[inline]
pub fn nd_pass<'a, T: Copy, const R: usize, P: NdPass<'a, T, R>>(v: &'a mut NdMut<T, R>) -> P {
    P::pass(v)
}
