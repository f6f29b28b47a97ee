//! Where the elements of an N-dimensional view are: the shape, the element strides and the
//! offset of element `[0, …, 0]` in its memory. Pure arithmetic, shared by the device arrays,
//! their views and the launch; every operation checks what it is given and says what is wrong.

use std::ops::{Range, RangeFrom, RangeFull, RangeInclusive, RangeTo, RangeToInclusive};

use crate::base::error::{Error, Result};

/// Rows of a pitched array start at a multiple of this many bytes: a cache line, what a warp
/// reading a row needs to touch no more lines than the row has.
pub const ROW_ALIGN: usize = 128;

/// The layout of a view: element `index` is at `offset + Σ index[k] · strides[k]` of its memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout<const D: usize> {
    pub(crate) offset: usize,
    pub(crate) shape: [usize; D],
    pub(crate) strides: [isize; D],
}

fn shape_error(op: impl Into<String>, message: impl Into<String>) -> Error {
    Error::Shape { op: op.into(), message: message.into() }
}

impl<const D: usize> Layout<D> {
    /// The layout a new array of `shape` gets, and the elements its memory needs: row-major
    /// (C order), the last axis contiguous, and for two or more axes each row (the last axis)
    /// padded so that it starts at a multiple of [`ROW_ALIGN`] bytes, as `cudaMallocPitch`
    /// does (rows too short to gain from it, and elements whose size does not divide it, stay
    /// unpadded).
    pub(crate) fn pitched(shape: [usize; D], elem_size: usize) -> Result<(Layout<D>, usize)> {
        let row = shape.last().copied().unwrap_or(1);
        let pitch = if D >= 2 && elem_size > 0 && ROW_ALIGN.is_multiple_of(elem_size) && row * elem_size > ROW_ALIGN / 2
        {
            row.div_ceil(ROW_ALIGN / elem_size) * (ROW_ALIGN / elem_size)
        } else {
            row
        };
        Self::with_pitch(shape, pitch)
    }

    /// Row-major and dense: what host data of `shape` is.
    pub(crate) fn standard(shape: [usize; D]) -> Result<(Layout<D>, usize)> {
        Self::with_pitch(shape, shape.last().copied().unwrap_or(1))
    }

    fn with_pitch(shape: [usize; D], pitch: usize) -> Result<(Layout<D>, usize)> {
        let too_large = || shape_error(format!("{shape:?}"), "the array has more elements than memory can address");
        let mut strides = [0isize; D];
        let mut step = 1usize;
        for k in (0..D).rev() {
            strides[k] = isize::try_from(step).map_err(|_| too_large())?;
            step = if k == D - 1 { pitch } else { step.checked_mul(shape[k]).ok_or_else(too_large)? };
        }
        let len = if shape.contains(&0) { 0 } else { step };
        let _ = isize::try_from(len).map_err(|_| too_large())?;
        Ok((Layout { offset: 0, shape, strides }, len))
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.shape.iter().product()
    }

    /// The lowest and highest element offsets an in-bounds index reaches (`None` when empty).
    pub(crate) fn span(&self) -> Option<(isize, isize)> {
        if self.shape.contains(&0) {
            return None;
        }
        let (mut lo, mut hi) = (self.offset as isize, self.offset as isize);
        for (&n, &s) in self.shape.iter().zip(&self.strides) {
            let far = (n as isize - 1) * s;
            if far < 0 {
                lo += far;
            } else {
                hi += far;
            }
        }
        Some((lo, hi))
    }

    /// Every in-bounds element within `memory_len` elements (what a view's memory holds).
    pub(crate) fn fits(&self, memory_len: usize) -> bool {
        match self.span() {
            None => self.offset <= memory_len,
            Some((lo, hi)) => lo >= 0 && (hi as usize) < memory_len,
        }
    }

    /// Whether every element is at most `i32::MAX` elements from element `[0, …, 0]`: then
    /// the kernel's offset arithmetic may be 32-bit.
    pub(crate) fn offsets_fit_i32(&self) -> bool {
        // (The extents too, which that variant holds in 32 bits.)
        if self.shape.iter().any(|&n| n > i32::MAX as usize) {
            return false;
        }
        match self.span() {
            None => true,
            Some((lo, hi)) => {
                let o = self.offset as isize;
                hi - o <= i32::MAX as isize && o - lo <= i32::MAX as isize
            }
        }
    }

    /// Whether the last axis is contiguous (stride 1, or at most one element).
    pub(crate) fn unit_inner(&self) -> bool {
        D == 0 || self.strides[D - 1] == 1 || self.shape[D - 1] <= 1
    }

    /// Whether the view is row-major with rows possibly padded: the last axis contiguous and
    /// each other axis the next one's extent apart, so that the rows are `strides[D-2]`
    /// elements apart (one 2-D copy moves it). The pitch, in elements, if so.
    pub(crate) fn row_pitch(&self) -> Option<usize> {
        if !self.unit_inner() {
            return None;
        }
        if D < 2 {
            return Some(self.shape.first().copied().unwrap_or(1));
        }
        let pitch = self.strides[D - 2];
        if pitch < self.shape[D - 1] as isize && self.shape[D - 2] > 1 {
            return None;
        }
        for k in 0..D.saturating_sub(2) {
            if self.shape[k] > 1 && self.strides[k] != self.strides[k + 1] * self.shape[k + 1] as isize {
                return None;
            }
        }
        Some(pitch.max(self.shape[D - 1] as isize) as usize)
    }

    /// Whether the view is dense row-major: its elements are one run of `len()` in order.
    pub fn is_standard_layout(&self) -> bool {
        self.row_pitch().is_some_and(|p| D < 2 || p == self.shape[D - 1] || self.len() <= self.shape[D - 1])
    }

    /// The element offset of `index`, `None` when out of bounds.
    pub(crate) fn offset_of(&self, index: [usize; D]) -> Option<usize> {
        let mut o = self.offset as isize;
        for ((&i, &n), &s) in index.iter().zip(&self.shape).zip(&self.strides) {
            if i >= n {
                return None;
            }
            o += i as isize * s;
        }
        Some(o as usize)
    }

    /// The axes in reverse order: for 2-D, the transpose.
    pub(crate) fn reversed(mut self) -> Self {
        self.shape.reverse();
        self.strides.reverse();
        self
    }

    /// The axes in the order `axes` names them (each once).
    pub(crate) fn permuted(self, axes: [usize; D]) -> Result<Self> {
        let mut seen = [false; D];
        for &a in &axes {
            if a >= D || std::mem::replace(&mut seen[a], true) {
                return Err(shape_error(
                    format!("permuted_axes({axes:?})"),
                    format!("name each of the {D} axes 0..{D} once"),
                ));
            }
        }
        Ok(Layout { offset: self.offset, shape: axes.map(|a| self.shape[a]), strides: axes.map(|a| self.strides[a]) })
    }

    /// The part `ranges` selects, one per axis.
    pub(crate) fn sliced(self, ranges: [AxisRange; D]) -> Result<Self> {
        let mut out = self;
        let mut offset = self.offset as isize;
        for (k, r) in ranges.iter().enumerate() {
            let n = self.shape[k];
            let end = r.end.unwrap_or(n);
            if r.start > end || end > n {
                return Err(shape_error(
                    format!("slice({})", describe(&ranges)),
                    format!("axis {k} has {n} elements: range {}..{end} is outside it", r.start),
                ));
            }
            if r.step == 0 {
                return Err(shape_error(format!("slice({})", describe(&ranges)), format!("axis {k}: a step of 0")));
            }
            let step = r.step.unsigned_abs();
            let len = (end - r.start).div_ceil(step);
            let first = match (r.step > 0, len) {
                (_, 0) => r.start,
                (true, _) => r.start,
                // (ndarray's: backwards from the range's last index.)
                (false, _) => end - 1,
            };
            offset += first as isize * self.strides[k];
            out.shape[k] = len;
            out.strides[k] = self.strides[k] * r.step;
        }
        out.offset = offset as usize;
        Ok(out)
    }

    /// The same elements in another shape, when they are dense row-major.
    pub(crate) fn reshaped<const E: usize>(self, shape: [usize; E]) -> Result<Layout<E>> {
        let op = || format!("reshape({shape:?})");
        if shape.iter().product::<usize>() != self.len() {
            return Err(shape_error(
                op(),
                format!(
                    "the view has {} elements (shape {:?}) and {shape:?} would have {}",
                    self.len(),
                    self.shape,
                    shape.iter().product::<usize>()
                ),
            ));
        }
        if !self.is_standard_layout() {
            return Err(shape_error(
                op(),
                "the view's elements are not one dense row-major run (it is strided, transposed or has padded \
                 rows): copy it to a new array first (`to_vec`, then `to_device_2d`)",
            ));
        }
        let (mut l, _) = Layout::standard(shape)?;
        l.offset = self.offset;
        Ok(l)
    }

    /// The view of the element `i` of `axis` dropped: rows (`axis` 0) and columns (1) of 2-D.
    pub(crate) fn lane(self, axis: usize, i: usize, op: &str) -> Result<Layout<1>> {
        debug_assert!(D == 2);
        if i >= self.shape[axis] {
            return Err(shape_error(
                format!("{op}({i})"),
                format!("the array has {} {}", self.shape[axis], if axis == 0 { "rows" } else { "columns" }),
            ));
        }
        let other = 1 - axis;
        Ok(Layout {
            offset: (self.offset as isize + i as isize * self.strides[axis]) as usize,
            shape: [self.shape[other]],
            strides: [self.strides[other]],
        })
    }
}

fn describe(ranges: &[AxisRange]) -> String {
    let parts: Vec<String> = ranges
        .iter()
        .map(|r| {
            let end = r.end.map(|e| e.to_string()).unwrap_or_default();
            let step = if r.step == 1 { String::new() } else { format!(";{}", r.step) };
            format!("{}..{end}{step}", r.start)
        })
        .collect();
    format!("s![{}]", parts.join(", "))
}

/// The part of one axis a [`slice`](crate::ArrayView::slice) selects: a range and a step
/// (negative: the range backwards, as ndarray's `s![a..b;-1]`). Made by [`s!`](crate::s) from
/// any range of `usize`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AxisRange {
    /// The first index.
    pub start: usize,
    /// One past the last (`None`: the axis's end).
    pub end: Option<usize>,
    /// The step between selected indices.
    pub step: isize,
}

impl AxisRange {
    /// Every `step`-th index of the range (`s![a..b; step]`).
    pub fn step(self, step: isize) -> Self {
        AxisRange { step, ..self }
    }
}

impl From<Range<usize>> for AxisRange {
    fn from(r: Range<usize>) -> Self {
        AxisRange { start: r.start, end: Some(r.end), step: 1 }
    }
}
impl From<RangeFrom<usize>> for AxisRange {
    fn from(r: RangeFrom<usize>) -> Self {
        AxisRange { start: r.start, end: None, step: 1 }
    }
}
impl From<RangeTo<usize>> for AxisRange {
    fn from(r: RangeTo<usize>) -> Self {
        AxisRange { start: 0, end: Some(r.end), step: 1 }
    }
}
impl From<RangeFull> for AxisRange {
    fn from(_: RangeFull) -> Self {
        AxisRange { start: 0, end: None, step: 1 }
    }
}
impl From<RangeInclusive<usize>> for AxisRange {
    fn from(r: RangeInclusive<usize>) -> Self {
        AxisRange { start: *r.start(), end: Some(r.end().saturating_add(1)), step: 1 }
    }
}
impl From<RangeToInclusive<usize>> for AxisRange {
    fn from(r: RangeToInclusive<usize>) -> Self {
        AxisRange { start: 0, end: Some(r.end.saturating_add(1)), step: 1 }
    }
}

/// The parts of each axis of an array to take, ndarray's way: `s![.., 2..8;2]` (all rows,
/// every other column from 2 to 8), `s![..;-1, ..]` (rows reversed). One range per axis.
#[macro_export]
macro_rules! s {
    ($($range:expr $(; $step:expr)?),+ $(,)?) => {
        [$( $crate::AxisRange::from($range) $(.step($step))? ),+]
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pitched_rows_start_at_cache_lines() {
        let (l, len) = Layout::pitched([3, 100], 4).unwrap();
        assert_eq!(l.strides, [128, 1]);
        assert_eq!(len, 384);
        assert!(l.row_pitch() == Some(128) && !l.is_standard_layout());
        // Short rows stay dense.
        let (l, len) = Layout::pitched([5, 3], 4).unwrap();
        assert_eq!((l.strides, len), ([3, 1], 15));
        assert!(l.is_standard_layout());
        // 4-D: rows padded, the rest dense over the padded rows.
        let (l, len) = Layout::pitched([2, 3, 4, 40], 4).unwrap();
        assert_eq!(l.strides, [3 * 4 * 64, 4 * 64, 64, 1]);
        assert_eq!(len, 2 * 3 * 4 * 64);
        assert_eq!(l.row_pitch(), Some(64));
    }

    #[test]
    fn views_transpose_slice_and_reshape() {
        let (l, _) = Layout::standard([4, 6]).unwrap();
        let t = l.reversed();
        assert_eq!((t.shape, t.strides), ([6, 4], [1, 6]));
        assert!(!t.unit_inner() && t.row_pitch().is_none());
        assert_eq!(t.offset_of([5, 3]), Some(3 * 6 + 5));
        let s = l.sliced([AxisRange::from(1..3), AxisRange::from(..).step(2)]).unwrap();
        assert_eq!((s.offset, s.shape, s.strides), (6, [2, 3], [6, 2]));
        let r = l.sliced([AxisRange::from(..).step(-1), AxisRange::from(2..=4)]).unwrap();
        assert_eq!(r.offset_of([0, 0]), Some(3 * 6 + 2));
        assert_eq!(r.offset_of([3, 2]), Some(4));
        assert!(r.fits(24));
        let e = l.sliced([AxisRange::from(0..5), AxisRange::from(..)]).unwrap_err();
        assert!(e.to_string().contains("axis 0 has 4 elements"), "{e}");
        let flat: Layout<1> = l.reshaped([24]).unwrap();
        assert_eq!(flat.strides, [1]);
        assert!(t.reshaped([24]).unwrap_err().to_string().contains("not one dense row-major run"));
        let row = l.lane(0, 2, "row").unwrap();
        assert_eq!((row.offset, row.shape, row.strides), (12, [6], [1]));
        let col = l.lane(1, 5, "column").unwrap();
        assert_eq!((col.offset, col.shape, col.strides), (5, [4], [6]));
    }

    #[test]
    fn offsets_past_i32_need_the_wide_variant() {
        let (l, _) = Layout::standard([(1 << 16) + 1, 1 << 15]).unwrap();
        assert!(!l.offsets_fit_i32());
        // The last element exactly `i32::MAX` from the first still fits.
        let (l, _) = Layout::standard([1 << 16, 1 << 15]).unwrap();
        assert!(l.offsets_fit_i32());
    }

    #[test]
    fn the_s_macro_spells_ranges_and_steps() {
        let r: [AxisRange; 3] = crate::s![.., 2..8;2, ..;-1];
        assert_eq!(r[0], AxisRange { start: 0, end: None, step: 1 });
        assert_eq!(r[1], AxisRange { start: 2, end: Some(8), step: 2 });
        assert_eq!(r[2], AxisRange { start: 0, end: None, step: -1 });
    }
}
