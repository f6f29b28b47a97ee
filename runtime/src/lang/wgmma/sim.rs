//! Warpgroup multiply-accumulates on the simulator: each of the warpgroup's 128 threads
//! computes its own elements of the 64 × N product from the operand tiles in shared memory, at
//! the call (the GPU's is asynchronous until `wgmma::wait_prior`), every product exact and each
//! sum rounded once to `f32`. The tiles are kept unswizzled here: a swizzled tile is only ever
//! written by `tma::load` and read by `wgmma::mma` and `tma::store`, which agree on its logical
//! order, so the swizzle is the GPU's business. The checks and their words are the prelude's.

use super::{col, row, Accumulator};
use crate::abi::panic::PanicKind;
use crate::backend::sim::slice::{load, part, Parts, Slice};
use crate::backend::sim::{raise, Site, ThreadCtx};
use crate::lang::wmma::Element;

/// What `wgmma::mma` says when an operand's rows leave its tile (the GPU's words too).
pub const RANGE_MESSAGE: &str = "`wgmma::mma`: the operand's rows do not fit in the tile from index `j` on";
/// When an operand does not start a group of 8 rows at a K offset of a multiple of 32 bytes.
pub const START_MESSAGE: &str =
    "`wgmma::mma`: an operand starts at a row that is a multiple of 8 and a column that is a multiple of 32 bytes";
/// When the tile is not shared memory aligned to its swizzle's repeat.
pub const TILE_MESSAGE: &str = "`wgmma::mma`: the tile is not a swizzled shared array aligned to its swizzle's 8 rows";

/// When the block leaves the thread's warpgroup short.
pub const WARPGROUP_MESSAGE: &str =
    "`wgmma` operations need the 128 threads of a warpgroup, and this block leaves the \
                                     thread's warpgroup short: make the block a multiple of 128 threads";

/// The `K` of one multiply: 32 bytes of each operand row.
const K_BYTES: usize = 32;

impl ThreadCtx<'_> {
    /// `wgmma::mma(&mut acc, &a, ja, &b, jb)`: `acc += A × Bᵀ`, where A is the 64 × K slab of
    /// tile `a` whose first element is `a[ja]` and B the N × K slab of `b` at `b[jb]`, each
    /// row of a tile `span` bytes (the swizzle's) and K 32 bytes.
    #[allow(clippy::too_many_arguments)]
    pub fn wgmma_mma<T: Element, A: Parts<T>, B: Parts<T>, const E: usize>(
        &self,
        acc: &mut Accumulator<E>,
        a: A,
        ja: usize,
        a_span: usize,
        b: B,
        jb: usize,
        b_span: usize,
        site: &'static Site,
    ) {
        self.whole_warpgroup(site);
        let size = std::mem::size_of::<T>();
        let k = K_BYTES / size;
        let a = self.operand(a, ja, 64, a_span, site);
        let b = self.operand(b, jb, 2 * E, b_span, site);
        let (a_row, b_row) = (a_span / size, b_span / size);
        let t = self.linear() % 128;
        for (i, x) in acc.elements_mut().iter_mut().enumerate() {
            let (r, c) = (row(t, i), col(t, i));
            let dot: f64 =
                (0..k).map(|kk| load(a, r * a_row + kk, site).exact() * load(b, c * b_row + kk, site).exact()).sum();
            *x = (f64::from(*x) + dot) as f32;
        }
    }

    /// An operand of `rows` rows from `tile[j..]`, checked as the GPU checks it.
    fn operand<T: Copy, P: Parts<T>>(
        &self,
        tile: P,
        j: usize,
        rows: usize,
        span: usize,
        site: &'static Site,
    ) -> Slice<T> {
        let (ptr, len, _) = tile.memory();
        let size = std::mem::size_of::<T>();
        let row = span / size;
        let (r0, k0) = (j / row, j % row);
        if j > len || (r0 + rows).saturating_mul(row) > len {
            raise(site, PanicKind::Explicit, RANGE_MESSAGE, 0, 0);
        }
        if !r0.is_multiple_of(8) || !(k0 * size).is_multiple_of(K_BYTES) {
            raise(site, PanicKind::Explicit, START_MESSAGE, 0, 0);
        }
        let first_row = ptr.wrapping_add(r0 * row) as usize;
        if !self.in_shared(first_row, site) || !first_row.is_multiple_of(8 * span) {
            raise(site, PanicKind::Explicit, TILE_MESSAGE, 0, 0);
        }
        part(tile, j, Some(j + (rows - 1) * row + (K_BYTES / size)), false, site)
    }
}

impl ThreadCtx<'_> {
    /// `wgmma::fence()`: nothing to order here, where every multiply is done at its call.
    pub fn wgmma_fence(&self, site: &'static Site) {
        self.whole_warpgroup(site);
    }
    /// `wgmma::commit()`: the multiplies issued so far are a group (done already here).
    pub fn wgmma_commit(&self, site: &'static Site) {
        self.whole_warpgroup(site);
    }
    /// `wgmma::wait_prior(n)`: nothing left to wait for here.
    pub fn wgmma_wait(&self, _n: u32, site: &'static Site) {
        self.whole_warpgroup(site);
    }

    /// A warpgroup operation needs the block's four warps of the thread's warpgroup.
    fn whole_warpgroup(&self, site: &'static Site) {
        if (self.linear() | 127) >= self.block_threads() {
            raise(site, PanicKind::Explicit, WARPGROUP_MESSAGE, 0, 0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The prelude says what the simulator says.
    #[test]
    fn the_messages_are_the_prelude_s() {
        let prelude = crate::abi::prelude::PRELUDE;
        for message in [RANGE_MESSAGE, START_MESSAGE, TILE_MESSAGE, WARPGROUP_MESSAGE] {
            assert!(prelude.contains(message), "the prelude lacks {message:?}");
        }
    }

    /// Every element of a 64 × N tile is held by exactly one thread of the warpgroup.
    #[test]
    fn the_threads_hold_every_element_once() {
        for n in [8usize, 64, 256] {
            let mut seen = vec![0u8; 64 * n];
            for t in 0..128 {
                for i in 0..n / 2 {
                    let (r, c) = (row(t, i), col(t, i));
                    assert!(r < 64 && c < n, "thread {t} element {i} at ({r}, {c})");
                    seen[r * n + c] += 1;
                }
            }
            assert!(seen.iter().all(|&s| s == 1), "N = {n}");
        }
    }
}
