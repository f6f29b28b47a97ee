//! [`DeviceArray<T, D>`]: an owned N-dimensional array in device memory (1 to 4 axes), rows
//! pitched; [`ArrayView`] and [`ArrayViewMut`]: borrowed views of one with any strides
//! (transposed, sliced, a row, a column, reshaped), made without copying. Each is a launch
//! argument for a kernel's `&Array2<T>` / `&mut Array2<T>` parameter, and the borrow checker
//! keeps a `&mut` view from being passed beside another view of the same array.

use std::fmt;

use super::layout::{AxisRange, Layout};
use crate::api::device::Device;
use crate::api::memory::{DeviceBuffer, DeviceSlice};
use crate::base::error::{Error, Result};
use crate::lang::scalar::DeviceCopy;

/// An N-dimensional array on a device: `D` axes (1 to 4), row-major, each row (the last axis)
/// starting at a multiple of 128 bytes when that helps (see [`pitch`](Self::pitch)).
///
/// Made by `dev.zeros_2d::<f32>((rows, cols))`, `dev.to_device_2d(&host, (rows, cols))` and
/// their 1-, 3- and 4-D kin. A kernel's `&Array2<T>` parameter takes `&a`, `a.view()`, `a.t()`
/// or any other view; `&mut Array2<T>` takes `&mut a` or a mutable view.
pub struct DeviceArray<T: DeviceCopy, const D: usize> {
    buf: DeviceBuffer<T>,
    layout: Layout<D>,
}

/// A 1-D [`DeviceArray`].
pub type DeviceArray1<T> = DeviceArray<T, 1>;
/// A 2-D [`DeviceArray`] (rows, columns).
pub type DeviceArray2<T> = DeviceArray<T, 2>;
/// A 3-D [`DeviceArray`].
pub type DeviceArray3<T> = DeviceArray<T, 3>;
/// A 4-D [`DeviceArray`] (e.g. NCHW).
pub type DeviceArray4<T> = DeviceArray<T, 4>;

/// A read-only view of device memory as an N-dimensional array: a shape and element strides
/// (any, negative too) over the memory of a [`DeviceArray`] or a [`DeviceSlice`]. Cheap to
/// copy; borrows what it views.
pub struct ArrayView<'a, T: DeviceCopy, const D: usize> {
    mem: &'a DeviceSlice<T>,
    layout: Layout<D>,
}

/// A writable view of device memory as an N-dimensional array; borrows it mutably.
pub struct ArrayViewMut<'a, T: DeviceCopy, const D: usize> {
    mem: &'a mut DeviceSlice<T>,
    layout: Layout<D>,
}

/// A 1-D [`ArrayView`] (a row, a column).
pub type ArrayView1<'a, T> = ArrayView<'a, T, 1>;
/// A 2-D [`ArrayView`].
pub type ArrayView2<'a, T> = ArrayView<'a, T, 2>;
/// A 3-D [`ArrayView`].
pub type ArrayView3<'a, T> = ArrayView<'a, T, 3>;
/// A 4-D [`ArrayView`].
pub type ArrayView4<'a, T> = ArrayView<'a, T, 4>;

impl<T: DeviceCopy, const D: usize> Clone for ArrayView<'_, T, D> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T: DeviceCopy, const D: usize> Copy for ArrayView<'_, T, D> {}

const MAX_RANK: usize = 4;

fn check_rank<const D: usize>() -> Result<()> {
    if D == 0 || D > MAX_RANK {
        return Err(Error::Shape {
            op: format!("an array of {D} axes"),
            message: format!("arrays have 1 to {MAX_RANK} axes"),
        });
    }
    Ok(())
}

impl<T: DeviceCopy, const D: usize> DeviceArray<T, D> {
    /// A new array of `shape`, zero-filled.
    pub(crate) fn zeros(device: &Device, shape: [usize; D]) -> Result<Self> {
        check_rank::<D>()?;
        let (layout, len) = Layout::pitched(shape, std::mem::size_of::<T>())?;
        Ok(DeviceArray { buf: device.zeros(len)?, layout })
    }

    /// A new array of `shape` holding `data`, row-major (C order).
    pub(crate) fn from_host(device: &Device, data: &[T], shape: [usize; D]) -> Result<Self> {
        check_rank::<D>()?;
        let (layout, len) = Layout::pitched(shape, std::mem::size_of::<T>())?;
        check_host_len(data.len(), &layout, "to_device")?;
        let mut a = DeviceArray { buf: device.zeros(len)?, layout };
        a.view_mut().copy_from_host(data)?;
        Ok(a)
    }

    /// The device the array lives on.
    pub fn device(&self) -> &Device {
        self.buf.device()
    }

    /// A view of the whole array.
    pub fn view(&self) -> ArrayView<'_, T, D> {
        ArrayView { mem: &self.buf, layout: self.layout }
    }

    /// A writable view of the whole array.
    pub fn view_mut(&mut self) -> ArrayViewMut<'_, T, D> {
        ArrayViewMut { mem: &mut self.buf, layout: self.layout }
    }

    /// Elements between the starts of consecutive rows (the last axis's): at least the row's
    /// length, rounded up so that each row starts at a multiple of 128 bytes.
    pub fn pitch(&self) -> usize {
        if D < 2 {
            return self.layout.shape[0];
        }
        self.layout.strides[D - 2] as usize
    }

    /// The memory holding the array, padding included (`pitch()` elements per row).
    pub fn as_slice(&self) -> &DeviceSlice<T> {
        &self.buf
    }

    /// Copies the array into a new `Vec`, row-major without padding, after all queued work.
    pub fn to_vec(&self) -> Result<Vec<T>> {
        self.view().to_vec()
    }

    /// Copies the array into `host` (row-major, `len()` elements).
    pub fn copy_to_host(&self, host: &mut [T]) -> Result<()> {
        self.view().copy_to_host(host)
    }

    /// Overwrites the array with `host` (row-major, `len()` elements).
    pub fn copy_from_host(&mut self, host: &[T]) -> Result<()> {
        self.view_mut().copy_from_host(host)
    }

    /// The view with the axes reversed: for 2-D, the transpose. No copy.
    pub fn t(&self) -> ArrayView<'_, T, D> {
        self.view().t()
    }

    /// The view with the axes in the order `axes` names them.
    pub fn permuted_axes(&self, axes: [usize; D]) -> Result<ArrayView<'_, T, D>> {
        self.view().permuted_axes(axes)
    }

    /// The part `ranges` selects, one range per axis, with steps: `a.slice(s![1..3, ..;2])`.
    pub fn slice(&self, ranges: [AxisRange; D]) -> Result<ArrayView<'_, T, D>> {
        self.view().slice(ranges)
    }

    /// The same, writable.
    pub fn slice_mut(&mut self, ranges: [AxisRange; D]) -> Result<ArrayViewMut<'_, T, D>> {
        self.view_mut().slice(ranges)
    }

    /// The elements as an array of another shape, when they are dense (no padded rows:
    /// short rows, or rows whose bytes are a multiple of 128).
    pub fn reshape<const E: usize>(&self, shape: [usize; E]) -> Result<ArrayView<'_, T, E>> {
        self.view().reshape(shape)
    }
}

/// What every array and view tells of its shape.
macro_rules! shape_methods {
    () => {
        /// The extent of each axis.
        pub fn shape(&self) -> [usize; D] {
            self.layout.shape
        }

        /// The element strides of each axis (elements, not bytes; negative when reversed).
        pub fn strides(&self) -> [isize; D] {
            self.layout.strides
        }

        /// The number of elements.
        pub fn len(&self) -> usize {
            self.layout.len()
        }

        /// Whether some axis is empty.
        pub fn is_empty(&self) -> bool {
            self.layout.len() == 0
        }

        /// Whether the elements are one dense row-major run (no padding, no strides).
        pub fn is_standard_layout(&self) -> bool {
            self.layout.is_standard_layout()
        }
    };
}

impl<T: DeviceCopy, const D: usize> DeviceArray<T, D> {
    shape_methods!();
}
impl<T: DeviceCopy, const D: usize> ArrayView<'_, T, D> {
    shape_methods!();
}
impl<T: DeviceCopy, const D: usize> ArrayViewMut<'_, T, D> {
    shape_methods!();
}

fn check_host_len<const D: usize>(host: usize, layout: &Layout<D>, op: &str) -> Result<()> {
    if host != layout.len() {
        return Err(Error::Shape {
            op: op.to_string(),
            message: format!(
                "the host data has {host} elements and the array's shape {:?} has {}; give as many elements as \
                 the shape holds, row-major",
                layout.shape,
                layout.len()
            ),
        });
    }
    Ok(())
}

impl<'a, T: DeviceCopy, const D: usize> ArrayView<'a, T, D> {
    /// A view of `mem` with `layout` (checked to lie inside it).
    pub(crate) fn new(mem: &'a DeviceSlice<T>, layout: Layout<D>) -> Result<Self> {
        check_rank::<D>()?;
        debug_assert!(layout.fits(mem.len()));
        Ok(ArrayView { mem, layout })
    }

    /// The memory viewed, and where in it the view is.
    pub(crate) fn parts(&self) -> (&'a DeviceSlice<T>, Layout<D>) {
        (self.mem, self.layout)
    }

    /// The device the memory lives on.
    pub fn device(&self) -> Device {
        self.mem.device()
    }

    /// The axes reversed (for 2-D, the transpose).
    pub fn t(self) -> Self {
        ArrayView { layout: self.layout.reversed(), ..self }
    }

    /// The axes in the order `axes` names them.
    pub fn permuted_axes(self, axes: [usize; D]) -> Result<Self> {
        Ok(ArrayView { layout: self.layout.permuted(axes)?, ..self })
    }

    /// The part `ranges` selects (`s![…]`).
    pub fn slice(self, ranges: [AxisRange; D]) -> Result<Self> {
        Ok(ArrayView { layout: self.layout.sliced(ranges)?, ..self })
    }

    /// The same elements in another shape, when they are one dense row-major run.
    pub fn reshape<const E: usize>(self, shape: [usize; E]) -> Result<ArrayView<'a, T, E>> {
        check_rank::<E>()?;
        Ok(ArrayView { mem: self.mem, layout: self.layout.reshaped(shape)? })
    }

    /// Copies the view's elements into a new `Vec`, row-major, after all queued work.
    pub fn to_vec(&self) -> Result<Vec<T>> {
        let mut out = vec![T::ZEROED; self.len()];
        self.copy_to_host(&mut out)?;
        Ok(out)
    }

    /// Copies the view's elements into `host`, row-major.
    pub fn copy_to_host(&self, host: &mut [T]) -> Result<()> {
        check_host_len(host.len(), &self.layout, "copy_to_host")?;
        copy(self.mem, &self.layout, Direction::ToHost(host))
    }
}

impl<'a, T: DeviceCopy, const D: usize> ArrayViewMut<'a, T, D> {
    /// A writable view of `mem` with `layout` (checked to lie inside it).
    pub(crate) fn new(mem: &'a mut DeviceSlice<T>, layout: Layout<D>) -> Result<Self> {
        check_rank::<D>()?;
        debug_assert!(layout.fits(mem.len()));
        Ok(ArrayViewMut { mem, layout })
    }

    /// The memory viewed, and where in it the view is.
    pub(crate) fn parts(&self) -> (&DeviceSlice<T>, Layout<D>) {
        (self.mem, self.layout)
    }

    /// The same view, read-only, for as long as this one borrowed its memory (what a writable
    /// tensor map keeps: nothing else reaches the memory while it lives).
    pub(crate) fn into_view(self) -> ArrayView<'a, T, D> {
        ArrayView { mem: self.mem, layout: self.layout }
    }

    /// The device the memory lives on.
    pub fn device(&self) -> Device {
        self.mem.device()
    }

    /// A read-only view of the same elements, for as long as this one is not used.
    pub fn view(&self) -> ArrayView<'_, T, D> {
        ArrayView { mem: self.mem, layout: self.layout }
    }

    /// A shorter-lived writable view of the same elements (to pass it to a launch and keep it).
    pub fn reborrow(&mut self) -> ArrayViewMut<'_, T, D> {
        ArrayViewMut { mem: self.mem, layout: self.layout }
    }

    /// The axes reversed (for 2-D, the transpose).
    pub fn t(self) -> Self {
        ArrayViewMut { layout: self.layout.reversed(), ..self }
    }

    /// The axes in the order `axes` names them.
    pub fn permuted_axes(self, axes: [usize; D]) -> Result<Self> {
        let layout = self.layout.permuted(axes)?;
        Ok(ArrayViewMut { layout, ..self })
    }

    /// The part `ranges` selects (`s![…]`).
    pub fn slice(self, ranges: [AxisRange; D]) -> Result<Self> {
        let layout = self.layout.sliced(ranges)?;
        Ok(ArrayViewMut { layout, ..self })
    }

    /// The same elements in another shape, when they are one dense row-major run.
    pub fn reshape<const E: usize>(self, shape: [usize; E]) -> Result<ArrayViewMut<'a, T, E>> {
        check_rank::<E>()?;
        let layout = self.layout.reshaped(shape)?;
        Ok(ArrayViewMut { mem: self.mem, layout })
    }

    /// Copies the view's elements into a new `Vec`, row-major.
    pub fn to_vec(&self) -> Result<Vec<T>> {
        self.view().to_vec()
    }

    /// Overwrites the view's elements with `host`, row-major (`len()` elements); elements of
    /// the memory outside the view (padding, other rows) are left as they are.
    pub fn copy_from_host(&mut self, host: &[T]) -> Result<()> {
        check_host_len(host.len(), &self.layout, "copy_from_host")?;
        copy(self.mem, &self.layout, Direction::ToDevice(host))
    }
}

/// Rows and columns of 2-D arrays and views.
impl<'a, T: DeviceCopy> ArrayView<'a, T, 2> {
    /// Row `i`, a 1-D view.
    pub fn row(self, i: usize) -> Result<ArrayView<'a, T, 1>> {
        Ok(ArrayView { mem: self.mem, layout: self.layout.lane(0, i, "row")? })
    }

    /// Column `j`, a 1-D view (strided by the rows' pitch).
    pub fn column(self, j: usize) -> Result<ArrayView<'a, T, 1>> {
        Ok(ArrayView { mem: self.mem, layout: self.layout.lane(1, j, "column")? })
    }

    /// The number of rows.
    pub fn nrows(&self) -> usize {
        self.layout.shape[0]
    }

    /// The number of columns.
    pub fn ncols(&self) -> usize {
        self.layout.shape[1]
    }

    /// `(rows, columns)`.
    pub fn dim(&self) -> (usize, usize) {
        (self.layout.shape[0], self.layout.shape[1])
    }
}

impl<'a, T: DeviceCopy> ArrayViewMut<'a, T, 2> {
    /// Row `i`, writable.
    pub fn row_mut(self, i: usize) -> Result<ArrayViewMut<'a, T, 1>> {
        let layout = self.layout.lane(0, i, "row_mut")?;
        Ok(ArrayViewMut { mem: self.mem, layout })
    }

    /// Column `j`, writable.
    pub fn column_mut(self, j: usize) -> Result<ArrayViewMut<'a, T, 1>> {
        let layout = self.layout.lane(1, j, "column_mut")?;
        Ok(ArrayViewMut { mem: self.mem, layout })
    }

    /// `(rows, columns)`.
    pub fn dim(&self) -> (usize, usize) {
        (self.layout.shape[0], self.layout.shape[1])
    }
}

impl<T: DeviceCopy> DeviceArray<T, 2> {
    /// Row `i`, a 1-D view.
    pub fn row(&self, i: usize) -> Result<ArrayView<'_, T, 1>> {
        self.view().row(i)
    }

    /// Column `j`, a 1-D view.
    pub fn column(&self, j: usize) -> Result<ArrayView<'_, T, 1>> {
        self.view().column(j)
    }

    /// Row `i`, writable.
    pub fn row_mut(&mut self, i: usize) -> Result<ArrayViewMut<'_, T, 1>> {
        self.view_mut().row_mut(i)
    }

    /// Column `j`, writable.
    pub fn column_mut(&mut self, j: usize) -> Result<ArrayViewMut<'_, T, 1>> {
        self.view_mut().column_mut(j)
    }

    /// The number of rows.
    pub fn nrows(&self) -> usize {
        self.layout.shape[0]
    }

    /// The number of columns.
    pub fn ncols(&self) -> usize {
        self.layout.shape[1]
    }

    /// `(rows, columns)`.
    pub fn dim(&self) -> (usize, usize) {
        (self.layout.shape[0], self.layout.shape[1])
    }
}

enum Direction<'h, T> {
    ToHost(&'h mut [T]),
    ToDevice(&'h [T]),
}

/// The element offsets of a view, row-major (each in bounds of the view's memory).
fn offsets<const D: usize>(layout: &Layout<D>) -> impl Iterator<Item = usize> + '_ {
    let mut index = [0usize; D];
    (0..layout.len()).map(move |_| {
        let at = layout.offset_of(index).unwrap_or(0);
        for axis in (0..D).rev() {
            index[axis] += 1;
            if index[axis] < layout.shape[axis] {
                break;
            }
            index[axis] = 0;
        }
        at
    })
}

/// Copies a view's elements between `mem` and dense row-major host data: one 2-D copy when the
/// view is row-major with padded rows (what arrays are), else through its span on the host
/// (gathered there; for a write, scattered into the span read first, so that the elements
/// between the view's stay as they were).
fn copy<T: DeviceCopy, const D: usize>(mem: &DeviceSlice<T>, layout: &Layout<D>, dir: Direction<'_, T>) -> Result<()> {
    let device = mem.device();
    let Some((lo, hi)) = layout.span() else {
        return device.synchronize();
    };
    let width = layout.shape[D - 1];
    if let Some(pitch) = layout.row_pitch() {
        let rows = layout.len() / width.max(1);
        let addr = mem.as_raw_ptr() + (layout.offset * std::mem::size_of::<T>()) as u64;
        // Safety: the view lies inside `mem` (its layout was checked when it was made): `rows`
        // rows of `width` elements at `pitch`; the host side holds `len()` elements.
        return unsafe {
            match dir {
                Direction::ToHost(h) => {
                    device.backend().copy_2d(h.as_mut_ptr(), width, addr, pitch, width, rows, false)
                }
                Direction::ToDevice(h) => {
                    device.backend().copy_2d(h.as_ptr().cast_mut(), width, addr, pitch, width, rows, true)
                }
            }
        };
    }
    let (lo, hi) = (lo as usize, hi as usize);
    let mut span = mem.slice(lo..=hi)?.to_vec()?;
    match dir {
        Direction::ToHost(h) => {
            for (dst, at) in h.iter_mut().zip(offsets(layout)) {
                *dst = span[at - lo];
            }
            Ok(())
        }
        Direction::ToDevice(h) => {
            for (src, at) in h.iter().zip(offsets(layout)) {
                span[at - lo] = *src;
            }
            let addr = mem.as_raw_ptr() + (lo * std::mem::size_of::<T>()) as u64;
            // Safety: `lo..=hi` lies inside `mem`, which the caller (a writable view) holds
            // mutably; the host side holds the span.
            unsafe { device.backend().copy_from_host(addr, span.as_ptr(), span.len()) }
        }
    }
}

impl<T: DeviceCopy, const D: usize> fmt::Debug for DeviceArray<T, D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DeviceArray<{}, {D}>{:?} on {}", T::RUST_NAME, self.layout.shape, self.device())
    }
}
impl<T: DeviceCopy, const D: usize> fmt::Debug for ArrayView<'_, T, D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ArrayView<{}, {D}>{:?} strides {:?}", T::RUST_NAME, self.layout.shape, self.layout.strides)
    }
}
impl<T: DeviceCopy, const D: usize> fmt::Debug for ArrayViewMut<'_, T, D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ArrayViewMut<{}, {D}>{:?} strides {:?}", T::RUST_NAME, self.layout.shape, self.layout.strides)
    }
}

/// Device memory seen as an N-dimensional array.
impl<T: DeviceCopy> DeviceSlice<T> {
    /// The slice's elements as a dense row-major array of `shape` (which must hold exactly
    /// `len()` elements): `buf.as_array([rows, cols])?` to pass a flat buffer as `&Array2<T>`.
    pub fn as_array<const D: usize>(&self, shape: [usize; D]) -> Result<ArrayView<'_, T, D>> {
        let layout = dense(shape, self.len())?;
        ArrayView::new(self, layout)
    }

    /// The same, writable.
    pub fn as_array_mut<const D: usize>(&mut self, shape: [usize; D]) -> Result<ArrayViewMut<'_, T, D>> {
        let layout = dense(shape, self.len())?;
        ArrayViewMut::new(self, layout)
    }

    /// The slice's elements seen as an array of `shape` whose element `[i, j, …]` is element
    /// `offset + i·strides[0] + j·strides[1] + …` of the slice (strides in elements, as
    /// PyTorch's `as_strided` and candle's layouts give them; 0 repeats an element, a negative
    /// stride walks backwards). Read-only: with strides, two indices may reach one element.
    pub fn as_strided<const D: usize>(
        &self,
        offset: usize,
        shape: [usize; D],
        strides: [isize; D],
    ) -> Result<ArrayView<'_, T, D>> {
        check_rank::<D>()?;
        let layout = Layout { offset, shape, strides };
        let _ = Layout::standard(shape)?;
        let reach = shape.iter().zip(&strides).try_fold(offset as isize, |far, (&n, &s)| {
            (n.saturating_sub(1) as isize).checked_mul(s.abs()).and_then(|d| far.checked_add(d))
        });
        if reach.is_none() || !layout.fits(self.len()) {
            let (lo, hi) = layout.span().unwrap_or((offset as isize, offset as isize));
            return Err(Error::Shape {
                op: format!("as_strided({offset}, {shape:?}, {strides:?})"),
                message: format!(
                    "the view reaches elements {lo} to {hi} and the slice has {}; give an offset, shape and \
                     strides whose elements lie in the slice",
                    self.len()
                ),
            });
        }
        ArrayView::new(self, layout)
    }
}

fn dense<const D: usize>(shape: [usize; D], len: usize) -> Result<Layout<D>> {
    check_rank::<D>()?;
    let (layout, n) = Layout::standard(shape)?;
    if layout.len() != len || n > len {
        return Err(Error::Shape {
            op: format!("as_array({shape:?})"),
            message: format!(
                "the slice has {len} elements and the shape holds {}; take a part of it first (`slice(range)`)",
                layout.len()
            ),
        });
    }
    Ok(layout)
}
