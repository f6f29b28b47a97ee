//! Hopper's warpgroup matrix multiply-accumulate from kernels (`wgmma::mma` in a kernel body;
//! the kernel language guide's "Warpgroup tensor cores").
//!
//! An [`Accumulator`] is one thread's share of a 64 × N tile of `f32`s that the 128 threads of
//! a warpgroup hold together, N / 2 each (`E` here). On the GPU they are registers that
//! `wgmma.mma_async` adds into, reading its operands from swizzled shared tiles through
//! descriptors; on the simulator each thread holds its elements here and computes them from
//! the tiles at the call ([`sim`]).

pub(crate) mod sim;

use crate::abi::panic::PanicKind;
use crate::backend::sim::{raise, Site, ThreadCtx};

/// One thread's elements of a warpgroup's 64 × N `f32` accumulator (`E` = N / 2):
/// `wgmma::Accumulator<64, N, f32>` in a kernel.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Accumulator<const E: usize> {
    x: [f32; E],
}

impl<const E: usize> Accumulator<E> {
    /// Every element 0.
    pub fn zeroed() -> Self {
        Accumulator { x: [0.0; E] }
    }

    /// Every element `v`.
    pub fn filled(v: f32) -> Self {
        Accumulator { x: [v; E] }
    }

    /// How many elements the thread holds: N / 2.
    #[allow(clippy::len_without_is_empty)]
    pub fn len(&self) -> usize {
        E
    }

    /// Sets every element of the thread to `v`.
    pub fn fill(&mut self, v: f32) {
        self.x = [v; E];
    }

    pub(crate) fn elements_mut(&mut self) -> &mut [f32; E] {
        &mut self.x
    }
}

/// The row of element `i` in the 64 × N tile, for the thread whose index in its warpgroup is
/// `t`: 16 rows per warp, the lanes' quads down them, odd pairs 8 rows below.
pub const fn row(t: usize, i: usize) -> usize {
    16 * (t / 32) + (t % 32) / 4 + 8 * ((i >> 1) & 1)
}

/// The column of element `i`: 8 columns per four elements, two per lane of a quad.
pub const fn col(t: usize, i: usize) -> usize {
    8 * (i >> 2) + 2 * (t % 4) + (i & 1)
}

/// `acc.get(i)`: element `i` of this thread, checked as Rust checks an index.
pub fn accumulator_get<const E: usize>(acc: &Accumulator<E>, i: usize, site: &'static Site) -> f32 {
    match acc.x.get(i) {
        Some(&v) => v,
        None => raise(site, PanicKind::IndexOutOfBounds, "", i as u64, E as u64),
    }
}

/// `acc.set(i, v)`.
pub fn accumulator_set<const E: usize>(acc: &mut Accumulator<E>, i: usize, v: f32, site: &'static Site) {
    match acc.x.get_mut(i) {
        Some(x) => *x = v,
        None => raise(site, PanicKind::IndexOutOfBounds, "", i as u64, E as u64),
    }
}

/// `acc.row(i)` in the thread `ctx` runs.
pub fn accumulator_row(ctx: &ThreadCtx<'_>, i: usize) -> usize {
    row(ctx.linear() % 128, i)
}

/// `acc.col(i)`.
pub fn accumulator_col(ctx: &ThreadCtx<'_>, i: usize) -> usize {
    col(ctx.linear() % 128, i)
}
