//! `tma::load` in the simulator: a tensor map is a view of device memory and the box one copy
//! moves; a copy reads the box (parts outside the view as zeros, as the GPU fills them), writes
//! it into the shared array and reports its bytes to the barrier — at once, where the GPU's
//! copy lands later. The race detector sees the reads and writes as the issuing thread's, so
//! another thread that reads the tile without waiting at the barrier is reported.

use super::ctx::ThreadCtx;
use super::nd::{nd_load, nd_shape, nd_store, Nd, NdMut};
use super::slice::{load, part, part_mut, store, Parts};
use super::{raise, Site};
use crate::abi::panic::PanicKind;

/// The alignment, in bytes, of a tensor copy's destination in shared memory.
pub const TMA_ALIGN: usize = 128;

/// What `tma::load` says when the box does not fit the shared array from `j` on (the GPU's
/// words too: `prelude.cuh`).
pub const TMA_RANGE_MESSAGE: &str = "`tma::load`: the box does not fit in the shared array from index `j` on";
/// What it says when the destination is not shared memory (a `#[device]` fn's slice).
pub const TMA_SHARED_MESSAGE: &str =
    "`tma::load`: the destination is not shared memory (a `#[device]` fn's slice must be a shared array)";
/// What it says when `tile[j..]` is not aligned.
pub const TMA_ALIGN_MESSAGE: &str =
    "`tma::load`: `tile[j..]` is not aligned to 128 bytes (make `j * size_of::<T>()` a multiple of 128)";

/// What it says when a swizzled tile's `tile[j..]` does not start a group of 8 rows.
pub const TMA_SWIZZLE_MESSAGE: &str = "`tma::load`: a swizzled tile's `tile[j..]` starts a group of 8 rows (make `j * size_of::<T>()` a multiple of 8 rows' bytes)";

/// A kernel's `&TensorMap2<T, B0, B1>` parameter, in the simulator: the view it was encoded
/// from, and its box (outermost axis first).
#[derive(Debug)]
pub struct TensorMap<T, const R: usize> {
    view: Nd<T, R>,
    boxes: [usize; R],
}

impl<T, const R: usize> Clone for TensorMap<T, R> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T, const R: usize> Copy for TensorMap<T, R> {}

impl<T: Copy, const R: usize> TensorMap<T, R> {
    pub(crate) fn new(view: Nd<T, R>, boxes: [usize; R]) -> Self {
        TensorMap { view, boxes }
    }
}

/// A kernel's `&mut TensorMap2<T, B0, B1>` parameter: a map of a writable view.
#[derive(Debug)]
pub struct TensorMapMut<T, const R: usize> {
    view: NdMut<T, R>,
    boxes: [usize; R],
}

impl<T, const R: usize> Clone for TensorMapMut<T, R> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T, const R: usize> Copy for TensorMapMut<T, R> {}

impl<T: Copy, const R: usize> TensorMapMut<T, R> {
    pub(crate) fn new(view: NdMut<T, R>, boxes: [usize; R]) -> Self {
        TensorMapMut { view, boxes }
    }
}

/// Either kind of map, for `tma::load`.
pub trait ReadMap<T, const R: usize>: Copy {
    #[doc(hidden)]
    fn read_map(self) -> TensorMap<T, R>;
}
impl<T: Copy, const R: usize> ReadMap<T, R> for TensorMap<T, R> {
    fn read_map(self) -> TensorMap<T, R> {
        self
    }
}
impl<T: Copy, const R: usize> ReadMap<T, R> for TensorMapMut<T, R> {
    fn read_map(self) -> TensorMap<T, R> {
        TensorMap { view: self.view.as_const(), boxes: self.boxes }
    }
}

/// Box element `k` (row-major) at `coords`: its index in the view, or `None` outside it.
fn box_element<const R: usize>(
    k: usize,
    boxes: &[usize; R],
    coords: &[i32; R],
    shape: &[usize; R],
) -> Option<[usize; R]> {
    let mut at = [0usize; R];
    let mut rest = k;
    let mut inside = true;
    for a in (0..R).rev() {
        let within = rest % boxes[a];
        rest /= boxes[a];
        let g = i64::from(coords[a]) + within as i64;
        inside &= g >= 0 && (g as u64) < shape[a] as u64;
        at[a] = g.max(0) as usize;
    }
    inside.then_some(at)
}

impl ThreadCtx<'_> {
    /// A tensor copy's shared array from `j`, for a box of `n` elements: checked to fit, to be
    /// shared memory and to be aligned, as the GPU checks it (`fc::tma_destination`).
    fn check_tile<T: Copy, S: Parts<T>>(&self, tile: &S, j: usize, n: usize, align: usize, site: &'static Site) {
        let (ptr, len, _) = tile.memory();
        if j > len || n > len - j {
            raise(site, PanicKind::Explicit, TMA_RANGE_MESSAGE, 0, 0);
        }
        let address = ptr.wrapping_add(j) as usize;
        if !self.block(site).0.is_shared(address) {
            raise(site, PanicKind::Explicit, TMA_SHARED_MESSAGE, 0, 0);
        }
        if !address.is_multiple_of(TMA_ALIGN) {
            raise(site, PanicKind::Explicit, TMA_ALIGN_MESSAGE, 0, 0);
        }
        if !address.is_multiple_of(align) {
            raise(site, PanicKind::Explicit, TMA_SWIZZLE_MESSAGE, 0, 0);
        }
    }

    /// `tma::load(dst, j, map, coords, bars, i)`: the box of `map` whose first element is at
    /// `coords` into `dst[j..]` (in row-major order), its bytes completed at `bars[i]`.
    #[allow(clippy::too_many_arguments)]
    pub fn tma_load<T: Copy + 'static, D: Parts<T>, M: ReadMap<T, R>, P: Parts<u64>, const R: usize>(
        &self,
        dst: D,
        j: usize,
        align: usize,
        map: M,
        coords: [i32; R],
        bars: P,
        i: usize,
        site: &'static Site,
    ) {
        let map = map.read_map();
        let n: usize = map.boxes.iter().product();
        self.check_tile(&dst, j, n, align, site);
        // (The barrier's index is checked before anything lands, as the GPU checks it first.)
        let (_, bars_len, _) = bars.memory();
        if i >= bars_len {
            raise(site, PanicKind::IndexOutOfBounds, "", i as u64, bars_len as u64);
        }
        let to = part_mut(dst, j, Some(j + n), false, site);
        let shape = nd_shape(map.view);
        for k in 0..n {
            let v = match box_element(k, &map.boxes, &coords, &shape) {
                Some(at) => nd_load(map.view, at, site),
                // Safety: kernel element types are plain data (`DeviceCopy`), for which all
                // zero bytes are a value: what the GPU writes outside the view.
                None => unsafe { std::mem::zeroed() },
            };
            store(to, k, v, site);
        }
        let bytes = (n * std::mem::size_of::<T>()) as u32;
        self.mbarrier_complete_tx(bars, i, bytes, site);
    }

    /// `tma::store(map, coords, src, j)`: `src[j..]` into the box of `map` at `coords`, the
    /// parts outside the view not written — at once, where the GPU's copy runs until a
    /// `tma::wait_prior` covers it.
    pub fn tma_store<T: Copy + 'static, S: Parts<T>, const R: usize>(
        &self,
        map: TensorMapMut<T, R>,
        coords: [i32; R],
        src: S,
        j: usize,
        align: usize,
        site: &'static Site,
    ) {
        let n: usize = map.boxes.iter().product();
        self.check_tile(&src, j, n, align, site);
        let from = part(src, j, Some(j + n), false, site);
        let shape = nd_shape(map.view.as_const());
        for k in 0..n {
            if let Some(at) = box_element(k, &map.boxes, &coords, &shape) {
                nd_store(map.view, at, load(from, k, site), site);
            }
        }
    }

    /// `tma::commit()`: the stores issued so far are a group (here they are done already).
    pub fn tma_commit(&self) {}

    /// `tma::wait_prior(n)`, `tma::wait_prior_reads(n)`: here every store is done at its call.
    pub fn tma_wait(&self, _n: u32) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_gpu_says_what_the_simulator_says() {
        let prelude = crate::abi::prelude::PRELUDE;
        let barrier = crate::backend::sim::mbarrier::BARRIER_SHARED_MESSAGE;
        for message in [TMA_RANGE_MESSAGE, TMA_SHARED_MESSAGE, TMA_ALIGN_MESSAGE, TMA_SWIZZLE_MESSAGE, barrier] {
            assert!(prelude.contains(message), "the prelude's `tma::load` lacks {message:?}");
        }
        assert!(prelude.contains(&format!("(a & {}u)", TMA_ALIGN - 1)));
    }
}
