//! `tma::load` in the simulator: a tensor map is a view of device memory and the box one copy
//! moves; a copy reads the box (parts outside the view as zeros, as the GPU fills them), writes
//! it into the shared array and reports its bytes to the barrier — at once, where the GPU's
//! copy lands later. The race detector sees the reads and writes as the issuing thread's, so
//! another thread that reads the tile without waiting at the barrier is reported.

use super::ctx::ThreadCtx;
use super::nd::{nd_load, nd_shape, Nd};
use super::slice::{part_mut, store, Parts};
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

impl ThreadCtx<'_> {
    /// `tma::load(dst, j, map, coords, bars, i)`: the box of `map` whose first element is at
    /// `coords` into `dst[j..]` (in row-major order), its bytes completed at `bars[i]`.
    #[allow(clippy::too_many_arguments)]
    pub fn tma_load<T: Copy + 'static, D: Parts<T>, P: Parts<u64>, const R: usize>(
        &self,
        dst: D,
        j: usize,
        map: TensorMap<T, R>,
        coords: [i32; R],
        bars: P,
        i: usize,
        site: &'static Site,
    ) {
        let n: usize = map.boxes.iter().product();
        let (ptr, len, _) = dst.memory();
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
        // (The barrier's index is checked before anything lands, as the GPU checks it first.)
        let (_, bars_len, _) = bars.memory();
        if i >= bars_len {
            raise(site, PanicKind::IndexOutOfBounds, "", i as u64, bars_len as u64);
        }
        let to = part_mut(dst, j, Some(j + n), false, site);
        let shape = nd_shape(map.view);
        let mut at = [0usize; R];
        for k in 0..n {
            // Box element `k`, row-major: its index along each axis, the last fastest.
            let mut rest = k;
            let mut inside = true;
            for a in (0..R).rev() {
                let within = rest % map.boxes[a];
                rest /= map.boxes[a];
                let g = i64::from(coords[a]) + within as i64;
                inside &= g >= 0 && (g as u64) < shape[a] as u64;
                at[a] = g.max(0) as usize;
            }
            let v = if inside {
                nd_load(map.view, at, site)
            } else {
                // Safety: kernel element types are plain data (`DeviceCopy`), for which all
                // zero bytes are a value: what the GPU writes outside the view.
                unsafe { std::mem::zeroed() }
            };
            store(to, k, v, site);
        }
        let bytes = (n * std::mem::size_of::<T>()) as u32;
        self.mbarrier_complete_tx(bars, i, bytes, site);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_gpu_says_what_the_simulator_says() {
        let prelude = crate::abi::prelude::PRELUDE;
        let barrier = crate::backend::sim::mbarrier::BARRIER_SHARED_MESSAGE;
        for message in [TMA_RANGE_MESSAGE, TMA_SHARED_MESSAGE, TMA_ALIGN_MESSAGE, barrier] {
            assert!(prelude.contains(message), "the prelude's `tma::load` lacks {message:?}");
        }
        assert!(prelude.contains(&format!("(a & {}u)", TMA_ALIGN - 1)));
    }
}
