//! Tensor cores on the simulator: the warp's fragment loads, multiply-accumulates and stores
//! (`wmma::…` in kernels). Each lane holds its elements of a tile
//! ([`Fragment::coords`]); the 32 lanes meet at each operation, as the GPU's `.sync.aligned`
//! instructions require, and an `mma` computes every product exactly and rounds each sum
//! once (f16, bf16 and tf32 products are exact in `f64`, and so are the sums of a tile).

use super::{Accumulator, Element, Fragment, Layout, MatrixA, MatrixB, Use};
use crate::abi::panic::PanicKind;
use crate::backend::sim::block::Group;
use crate::backend::sim::slice::{part, part_mut, store, Parts, Read};
use crate::backend::sim::{raise, Site, ThreadCtx};

/// What a tile's address and leading dimension must be, on every GPU the instructions run.
const TILE_ALIGN: usize = 32;
const LD_ALIGN: usize = 16;

impl ThreadCtx<'_> {
    /// `wmma::load_a::<L>(src, ld)` and `wmma::load_b::<L>(src, ld)`.
    pub fn wmma_load<U: Use, L: Layout, const M: usize, const N: usize, const K: usize, T: Element, P: Parts<T>>(
        &self,
        src: P,
        ld: usize,
        what: &'static str,
        site: &'static Site,
    ) -> Fragment<U, M, N, K, T, L> {
        let x = self.load_tile::<U, M, N, K, T, L, P>(src, ld, L::COL_MAJOR, what, site);
        Fragment::from_elements(x.map(Element::tensor_input))
    }

    /// `wmma::load_c::<L>(src, ld)`: an accumulator.
    pub fn wmma_load_accumulator<L: Layout, const M: usize, const N: usize, const K: usize, T: Element, P: Parts<T>>(
        &self,
        src: P,
        ld: usize,
        site: &'static Site,
    ) -> Fragment<Accumulator, M, N, K, T> {
        let x = self.load_tile::<Accumulator, M, N, K, T, (), P>(src, ld, L::COL_MAJOR, "wmma::load_c", site);
        Fragment::from_elements(x)
    }

    fn load_tile<U: Use, const M: usize, const N: usize, const K: usize, T: Element, FL, P: Parts<T>>(
        &self,
        src: P,
        ld: usize,
        col_major: bool,
        what: &'static str,
        site: &'static Site,
    ) -> [T; 8] {
        let (rows, cols) = Fragment::<U, M, N, K, T, FL>::dims();
        let tile = part(src, 0, Some(tile_span(rows, cols, ld, col_major)), false, site);
        self.warp_uniform(tile.as_slice().address(), ld, what, site);
        check_alignment::<T>(tile.as_slice().address(), ld, what, site);
        let lane = self.lane_id() as usize;
        let n = (rows * cols / 32).min(8);
        std::array::from_fn(|i| {
            if i >= n {
                return T::default();
            }
            let (r, c) = Fragment::<U, M, N, K, T, FL>::coords(lane, i);
            tile.load(if col_major { c * ld + r } else { r * ld + c }, site)
        })
    }

    /// `wmma::store(dst, offset, ld, &acc)` (row-major) and `wmma::store_col_major(…)`.
    #[allow(clippy::too_many_arguments)]
    pub fn wmma_store<const M: usize, const N: usize, const K: usize, T: Element, P: Parts<T>>(
        &self,
        dst: P,
        offset: usize,
        ld: usize,
        acc: &Fragment<Accumulator, M, N, K, T>,
        col_major: bool,
        what: &'static str,
        site: &'static Site,
    ) {
        let (rows, cols) = Fragment::<Accumulator, M, N, K, T>::dims();
        let end = offset.saturating_add(tile_span(rows, cols, ld, col_major));
        let tile = part_mut(dst, offset, Some(end), false, site);
        let address = tile.address();
        self.warp_uniform(address, ld, what, site);
        check_alignment::<T>(address, ld, what, site);
        let lane = self.lane_id() as usize;
        for i in 0..acc.len() {
            let (r, c) = Fragment::<Accumulator, M, N, K, T>::coords(lane, i);
            store(tile, if col_major { c * ld + r } else { r * ld + c }, acc.at(i), site);
        }
    }

    /// `wmma::mma(&mut acc, &a, &b)`: `acc += a × b` for the warp's tiles.
    pub fn wmma_mma<const M: usize, const N: usize, const K: usize, T: Element, C: Element, LA, LB>(
        &self,
        acc: &mut Fragment<Accumulator, M, N, K, C>,
        a: &Fragment<MatrixA, M, N, K, T, LA>,
        b: &Fragment<MatrixB, M, N, K, T, LB>,
        site: &'static Site,
    ) {
        const WHAT: &str = "wmma::mma";
        self.whole_warp(WHAT, site);
        let lane = self.lane_id() as usize;
        let mine: [[f64; 8]; 3] = [
            std::array::from_fn(|i| if i < a.len() { a.at(i).exact() } else { 0.0 }),
            std::array::from_fn(|i| if i < b.len() { b.at(i).exact() } else { 0.0 }),
            std::array::from_fn(|i| acc.at(i).exact()),
        ];
        // Every lane's elements, through the address of its `mine`: each lane reads the
        // others' after the first exchange and only then arrives at the second, so every
        // `mine` lives until all have read it (the warp's lanes run on one host thread).
        let group = Group::Warp { warp: self.warp(), mask: u32::MAX };
        let address = std::ptr::from_ref(&mine) as usize as u64;
        let mut a_full = [[0.0f64; 16]; 16];
        let mut b_full = [[0.0f64; 16]; 16];
        let mut c_full = [[0.0f64; 16]; 16];
        self.exchange(group, address, site, WHAT, |all| {
            for (l, &p) in all.iter().enumerate().take(32) {
                // Safety: `p` is the address of lane l's `mine`, alive as said above.
                let theirs: &[[f64; 8]; 3] = unsafe { &*(p as usize as *const [[f64; 8]; 3]) };
                #[allow(clippy::needless_range_loop)]
                for i in 0..8 {
                    if i < a.len() {
                        let (r, c) = Fragment::<MatrixA, M, N, K, T, LA>::coords(l, i);
                        a_full[r][c] = theirs[0][i];
                    }
                    if i < b.len() {
                        let (r, c) = Fragment::<MatrixB, M, N, K, T, LB>::coords(l, i);
                        b_full[r][c] = theirs[1][i];
                    }
                    let (r, c) = Fragment::<Accumulator, M, N, K, C>::coords(l, i);
                    c_full[r][c] = theirs[2][i];
                }
            }
        });
        self.exchange(group, 0, site, WHAT, |_| ());
        let d = std::array::from_fn(|i| {
            let (r, c) = Fragment::<Accumulator, M, N, K, C>::coords(lane, i);
            let dot: f64 = (0..K).map(|k| a_full[r][k] * b_full[k][c]).sum();
            C::nearest(c_full[r][c] + dot)
        });
        *acc = Fragment::from_elements(d);
    }

    /// Checks that the warp is whole and that all its lanes take part with the same tile.
    fn warp_uniform(&self, address: usize, ld: usize, what: &'static str, site: &'static Site) {
        self.whole_warp(what, site);
        let group = Group::Warp { warp: self.warp(), mask: u32::MAX };
        for (value, name) in [(address as u64, "tiles"), (ld as u64, "leading dimensions")] {
            let same = self.exchange(group, value, site, what, |all| all.iter().take(32).all(|&v| v == value));
            if !same {
                raise(
                    site,
                    PanicKind::Explicit,
                    &format!("the lanes of a warp called `{what}` with different {name}: every lane passes the same"),
                    0,
                    0,
                );
            }
        }
    }

    fn whole_warp(&self, what: &'static str, site: &'static Site) {
        let threads = self.block_threads();
        if (self.warp() as usize + 1) * 32 > threads {
            raise(
                site,
                PanicKind::Explicit,
                &format!(
                    "`{what}` needs the 32 lanes of a warp, but this block's {threads} threads leave its last warp \
                     with {}: make the block a multiple of 32 threads",
                    threads % 32
                ),
                0,
                0,
            );
        }
    }
}

/// How many elements from a tile's first one its last one is, plus one.
fn tile_span(rows: usize, cols: usize, ld: usize, col_major: bool) -> usize {
    let (lines, run) = if col_major { (cols, rows) } else { (rows, cols) };
    (lines - 1).saturating_mul(ld).saturating_add(run)
}

fn check_alignment<T>(address: usize, ld: usize, what: &'static str, site: &'static Site) {
    if !address.is_multiple_of(TILE_ALIGN) || !(ld * std::mem::size_of::<T>()).is_multiple_of(LD_ALIGN) {
        raise(site, PanicKind::Explicit, &misaligned(what), 0, 0);
    }
}

/// The message of a misaligned tile, the prelude's too.
pub(crate) fn misaligned(what: &str) -> String {
    format!(
        "`{what}` needs its tile at an address aligned to {TILE_ALIGN} bytes and a leading dimension that is a \
         multiple of {LD_ALIGN} bytes"
    )
}

/// `acc.get(i)`: element `i` of this lane, checked as Rust checks an index.
pub fn fragment_get<U: Use, const M: usize, const N: usize, const K: usize, T: Element, L>(
    f: &Fragment<U, M, N, K, T, L>,
    i: usize,
    site: &'static Site,
) -> T {
    if i >= f.len() {
        raise(site, PanicKind::IndexOutOfBounds, "", i as u64, f.len() as u64);
    }
    f.at(i)
}

/// `acc.set(i, v)`.
pub fn fragment_set<U: Use, const M: usize, const N: usize, const K: usize, T: Element, L>(
    f: &mut Fragment<U, M, N, K, T, L>,
    i: usize,
    v: T,
    site: &'static Site,
) {
    if i >= f.len() {
        raise(site, PanicKind::IndexOutOfBounds, "", i as u64, f.len() as u64);
    }
    f.set(i, v);
}
