//! What a simulated thread knows about itself — CUDA's `threadIdx`, `blockIdx`, `blockDim`
//! and `gridDim` and the index helpers built on them — and, for kernels whose threads
//! cooperate, its block: shared memory, barriers and warp operations.

use super::block::{Block, Group};
use super::cooperative::Fiber;
use super::slice::{load_array, part_mut, store, Parts, Shared};
use super::{raise, Site};
use crate::abi::panic::PanicKind;
use crate::base::limits::Dim3;

/// The identity of one simulated thread.
pub struct ThreadCtx<'b> {
    thread: Dim3,
    block: Dim3,
    block_dim: Dim3,
    grid_dim: Dim3,
    /// The thread's index in its block, x fastest.
    linear: usize,
    /// The block's shared state, and how this thread suspends itself at a collective, for
    /// cooperative kernels.
    shared: Option<(&'b Block, &'b Fiber)>,
    /// How many `#[device]` calls are active (bounded by `MAX_CALL_DEPTH`, as on the GPU).
    depth: std::cell::Cell<u32>,
    /// Its asynchronous copies (`pipeline::copy`) not yet complete.
    copies: std::cell::RefCell<Copies>,
}

/// A thread's copies in flight: each has read its source, and writes its destination when a
/// wait covers it — so that a read of the destination before the wait sees the old values,
/// as it may on a GPU.
#[derive(Default)]
struct Copies {
    /// Issued since the last commit.
    open: Vec<Box<dyn FnOnce()>>,
    /// Committed groups, oldest first.
    committed: std::collections::VecDeque<Vec<Box<dyn FnOnce()>>>,
}

/// An active `#[device]` call of a simulated thread; ends the call's count when dropped.
pub struct CallDepth<'c>(&'c std::cell::Cell<u32>);

impl Drop for CallDepth<'_> {
    fn drop(&mut self) {
        self.0.set(self.0.get() - 1);
    }
}

impl std::fmt::Debug for ThreadCtx<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ThreadCtx").field("thread", &self.thread).field("block", &self.block).finish()
    }
}

/// Values warp operations can exchange: every scalar.
pub trait WarpValue: Copy {
    #[doc(hidden)]
    fn to_bits(self) -> u64;
    #[doc(hidden)]
    fn from_bits(bits: u64) -> Self;
}

macro_rules! warp_values {
    ($($t:ty => |$v:ident| $to:expr, |$b:ident| $from:expr;)*) => {$(
        impl WarpValue for $t {
            #[inline]
            fn to_bits(self) -> u64 { let $v = self; $to }
            #[inline]
            fn from_bits($b: u64) -> Self { $from }
        }
    )*};
}
warp_values! {
    i8 => |v| v as u8 as u64, |b| b as u8 as i8;
    i16 => |v| v as u16 as u64, |b| b as u16 as i16;
    i32 => |v| v as u32 as u64, |b| b as u32 as i32;
    isize => |v| v as u64, |b| b as isize;
    u8 => |v| v as u64, |b| b as u8;
    u16 => |v| v as u64, |b| b as u16;
    usize => |v| v as u64, |b| b as usize;
    u32 => |v| v as u64, |b| b as u32;
    i64 => |v| v as u64, |b| b as i64;
    u64 => |v| v, |b| b;
    f32 => |v| v.to_bits() as u64, |b| f32::from_bits(b as u32);
    f64 => |v| v.to_bits(), |b| f64::from_bits(b);
    half::f16 => |v| v.to_bits() as u64, |b| half::f16::from_bits(b as u16);
    half::bf16 => |v| v.to_bits() as u64, |b| half::bf16::from_bits(b as u16);
    bool => |v| v as u64, |b| b != 0;
}

const FULL: u32 = u32::MAX;

impl<'b> ThreadCtx<'b> {
    pub(crate) fn new(
        thread: Dim3,
        block: Dim3,
        block_dim: Dim3,
        grid_dim: Dim3,
        shared: Option<(&'b Block, &'b Fiber)>,
    ) -> Self {
        let linear =
            (thread.z as usize * block_dim.y as usize + thread.y as usize) * block_dim.x as usize + thread.x as usize;
        ThreadCtx {
            thread,
            block,
            block_dim,
            grid_dim,
            linear,
            shared,
            depth: std::cell::Cell::new(0),
            copies: std::cell::RefCell::new(Copies::default()),
        }
    }

    /// Entering a `#[device]` fn defined at `site`: a kernel panic past
    /// [`MAX_CALL_DEPTH`](crate::abi::panic::MAX_CALL_DEPTH) nested calls, worded as on the GPU,
    /// instead of overflowing the host thread's stack.
    #[inline]
    pub fn enter_device_fn(&self, site: &'static Site) -> CallDepth<'_> {
        let depth = self.depth.get() + 1;
        if depth > crate::abi::panic::MAX_CALL_DEPTH {
            raise(site, PanicKind::Explicit, crate::abi::panic::CALL_DEPTH_MESSAGE, 0, 0);
        }
        if super::stack_exhausted() {
            // Frames larger than the simulator's threads were sized for: still a panic.
            raise(
                site,
                PanicKind::Explicit,
                "stack overflow: the simulator's thread has no stack left for this call",
                0,
                0,
            );
        }
        self.depth.set(depth);
        CallDepth(&self.depth)
    }

    /// `pipeline::copy::<N>(dst, j, src, i)`: both ranges checked now, the source read now, the
    /// destination written by the wait that covers the copy's group.
    pub fn copy_async<T: Copy + 'static, D: Parts<T>, S: Parts<T>, const N: usize>(
        &self,
        dst: D,
        j: usize,
        src: S,
        i: usize,
        site: &'static Site,
    ) {
        let to = part_mut(dst, j, Some(j.saturating_add(N)), false, site);
        let values: [T; N] = load_array(src, i, site);
        self.copies.borrow_mut().open.push(Box::new(move || {
            for (k, v) in values.into_iter().enumerate() {
                store(to, k, v, site);
            }
        }));
    }

    /// `pipeline::commit()`.
    pub fn pipeline_commit(&self) {
        let mut copies = self.copies.borrow_mut();
        let group = std::mem::take(&mut copies.open);
        copies.committed.push_back(group);
    }

    /// `pipeline::wait_prior(n)`: completes the oldest groups until at most `n` are left.
    pub fn pipeline_wait_prior(&self, n: u32) {
        loop {
            let group = {
                let mut copies = self.copies.borrow_mut();
                if copies.committed.len() <= n as usize {
                    return;
                }
                copies.committed.pop_front()
            };
            group.into_iter().flatten().for_each(|write| write());
        }
    }

    /// `pipeline::wait_all()`: commits, then completes every group.
    pub fn pipeline_wait_all(&self) {
        self.pipeline_commit();
        self.pipeline_wait_prior(0);
    }

    /// `thread_idx()`.
    #[inline]
    pub fn thread_idx(&self) -> Dim3 {
        self.thread
    }
    /// `block_idx()`.
    #[inline]
    pub fn block_idx(&self) -> Dim3 {
        self.block
    }
    /// `block_dim()`.
    #[inline]
    pub fn block_dim(&self) -> Dim3 {
        self.block_dim
    }
    /// `grid_dim()`.
    #[inline]
    pub fn grid_dim(&self) -> Dim3 {
        self.grid_dim
    }

    #[inline]
    fn global(&self, axis: usize) -> usize {
        let (b, d, t) = match axis {
            0 => (self.block.x, self.block_dim.x, self.thread.x),
            1 => (self.block.y, self.block_dim.y, self.thread.y),
            _ => (self.block.z, self.block_dim.z, self.thread.z),
        };
        b as usize * d as usize + t as usize
    }

    #[inline]
    fn size(&self, axis: usize) -> usize {
        let (g, d) = match axis {
            0 => (self.grid_dim.x, self.block_dim.x),
            1 => (self.grid_dim.y, self.block_dim.y),
            _ => (self.grid_dim.z, self.block_dim.z),
        };
        g as usize * d as usize
    }

    /// `grid(1)`.
    #[inline]
    pub fn grid_1(&self) -> usize {
        self.global(0)
    }
    /// `grid(2)`.
    #[inline]
    pub fn grid_2(&self) -> (usize, usize) {
        (self.global(0), self.global(1))
    }
    /// `grid(3)`.
    #[inline]
    pub fn grid_3(&self) -> (usize, usize, usize) {
        (self.global(0), self.global(1), self.global(2))
    }
    /// `gridsize(1)`.
    #[inline]
    pub fn gridsize_1(&self) -> usize {
        self.size(0)
    }
    /// `gridsize(2)`.
    #[inline]
    pub fn gridsize_2(&self) -> (usize, usize) {
        (self.size(0), self.size(1))
    }
    /// `gridsize(3)`.
    #[inline]
    pub fn gridsize_3(&self) -> (usize, usize, usize) {
        (self.size(0), self.size(1), self.size(2))
    }

    /// `lane_id()`: the thread's lane in its warp (warps are 32 consecutive threads of the
    /// block, x fastest).
    #[inline]
    pub fn lane_id(&self) -> u32 {
        (self.linear % 32) as u32
    }

    /// `warpgroup::index()`: four consecutive warps.
    #[inline]
    pub fn warpgroup_index(&self) -> u32 {
        (self.linear / 128) as u32
    }

    /// `warpgroup::set_max_registers(n)` and `release_registers(n)`: the count checked as
    /// the instruction checks it; the simulator's threads have no registers to move.
    pub fn set_max_registers(&self, n: u32, site: &'static Site) {
        if !(24..=256).contains(&n) || !n.is_multiple_of(8) {
            let why = format!("a register count of {n}: `setmaxnreg` takes 24 to 256, a multiple of 8");
            raise(site, PanicKind::Explicit, &why, 0, 0);
        }
    }

    pub(crate) fn warp(&self) -> u32 {
        (self.linear / 32) as u32
    }

    /// The thread's index in its block, x fastest.
    pub(crate) fn linear(&self) -> usize {
        self.linear
    }

    /// Whether `address` is in the block's shared memory.
    pub(crate) fn in_shared(&self, address: usize, site: &'static Site) -> bool {
        self.block(site).0.is_shared(address)
    }

    #[inline(always)]
    pub(super) fn block(&self, site: &'static Site) -> (&'b Block, &'b Fiber) {
        match self.shared {
            Some(b) => b,
            None => raise(
                site,
                PanicKind::Explicit,
                "internal error: a cooperative operation in a kernel the simulator ran without cooperation",
                0,
                0,
            ),
        }
    }

    #[inline(always)]
    pub(crate) fn exchange<R>(
        &self,
        group: Group,
        value: u64,
        site: &'static Site,
        what: &'static str,
        read: impl FnOnce(&[u64]) -> R,
    ) -> R {
        let (block, fiber) = self.block(site);
        match block.exchange(group, self.linear, value, site, what, fiber, read) {
            Ok(r) => r,
            Err(broken) => raise(site, PanicKind::Explicit, &broken.0, 0, 0),
        }
    }

    // ---------------------------------------------------------------- shared memory

    /// `shared_array::<E, N>()`: the block's array of this call site.
    pub fn shared_array<E: Copy, const N: usize>(&self, site_id: u32, site: &'static Site) -> Shared<E> {
        // The macro bounds shared arrays by the GPUs' static limit; checked here all the same,
        // as a wrapped size would make in-bounds indices write past the allocation.
        let Some(bytes) = N.checked_mul(std::mem::size_of::<E>()) else {
            raise(site, PanicKind::Explicit, "a shared array larger than the address space", 0, 0)
        };
        let (ptr, shadow) = self.block(site).0.shared(site_id, bytes, std::mem::align_of::<E>());
        // Safety: the allocation holds N elements of E, suitably aligned (8 bytes), and
        // lives as long as the block, as does its shadow.
        unsafe { Shared::new(ptr.cast(), N, shadow) }
    }

    /// `dynamic_shared::<T>()`: the block's dynamic shared memory, as `T`s.
    pub fn dynamic_shared<T: Copy>(&self, site: &'static Site) -> Shared<T> {
        let d = self.block(site).0.dynamic();
        // Safety: as above; the length rounds down to whole elements.
        unsafe { Shared::new(d.ptr().cast(), d.bytes() / std::mem::size_of::<T>(), d.shadow()) }
    }

    // ---------------------------------------------------------------- barriers

    /// `sync_threads()`.
    #[inline(always)]
    pub fn sync_threads(&self, site: &'static Site) {
        self.exchange(Group::Block, 0, site, "sync_threads()", |_| ());
    }

    /// `sync_threads_count(pred)`: how many threads of the block passed `true`.
    #[inline(always)]
    pub fn sync_threads_count(&self, pred: bool, site: &'static Site) -> u32 {
        self.exchange(Group::Block, pred as u64, site, "sync_threads_count()", |all| {
            all.iter().filter(|&&v| v != 0).count() as u32
        })
    }

    /// `sync_threads_and(pred)`.
    #[inline(always)]
    pub fn sync_threads_and(&self, pred: bool, site: &'static Site) -> bool {
        self.exchange(Group::Block, pred as u64, site, "sync_threads_and()", |all| all.iter().all(|&v| v != 0))
    }

    /// `sync_threads_or(pred)`.
    #[inline(always)]
    pub fn sync_threads_or(&self, pred: bool, site: &'static Site) -> bool {
        self.exchange(Group::Block, pred as u64, site, "sync_threads_or()", |all| all.iter().any(|&v| v != 0))
    }

    /// `sync_warp()`.
    #[inline(always)]
    pub fn sync_warp(&self, site: &'static Site) {
        self.exchange(Group::Warp { warp: self.warp(), mask: FULL }, 0, site, "sync_warp()", |_| ());
    }

    /// `sync_warp_mask(mask)`: waits for the lanes of `mask`, which must include this one.
    #[inline(always)]
    pub fn sync_warp_mask(&self, mask: u32, site: &'static Site) {
        self.warp_values(mask, 0, site, "sync_warp_mask()", |_| ());
    }

    /// `threadfence()`, `threadfence_block()` and `threadfence_system()`.
    pub fn threadfence(&self) {
        super::race::fence();
        std::sync::atomic::fence(std::sync::atomic::Ordering::SeqCst);
    }

    // ---------------------------------------------------------------- warps

    /// Exchanges `v` with the lanes of `mask` and gives their values, by lane (the other
    /// lanes' are stale), to `read`.
    #[inline(always)]
    fn warp_values<R>(
        &self,
        mask: u32,
        v: u64,
        site: &'static Site,
        what: &'static str,
        read: impl FnOnce(&[u64]) -> R,
    ) -> R {
        if mask & (1 << self.lane_id()) == 0 {
            raise(
                site,
                PanicKind::Explicit,
                &format!("{what} was called by lane {} which is not in its mask {mask:#010x}", self.lane_id()),
                0,
                0,
            );
        }
        self.exchange(Group::Warp { warp: self.warp(), mask }, v, site, what, read)
    }

    /// `warp::shfl_sync(mask, v, src)`: `v` of lane `src` (modulo 32).
    #[inline(always)]
    pub fn shfl<T: WarpValue>(&self, mask: u32, v: T, src: u32, site: &'static Site) -> T {
        self.warp_values(mask, v.to_bits(), site, "warp::shfl()", |all| {
            let src = (src % 32) as usize;
            T::from_bits(if mask & (1 << src) != 0 { all[src] } else { v.to_bits() })
        })
    }

    /// `warp::shfl_up_sync(mask, v, delta)`: `v` of lane `lane - delta`, or the caller's own
    /// below lane 0.
    #[inline(always)]
    pub fn shfl_up<T: WarpValue>(&self, mask: u32, v: T, delta: u32, site: &'static Site) -> T {
        self.warp_values(mask, v.to_bits(), site, "warp::shfl_up()", |all| {
            let lane = self.lane_id();
            match lane.checked_sub(delta) {
                Some(src) if mask & (1 << src) != 0 => T::from_bits(all[src as usize]),
                _ => v,
            }
        })
    }

    /// `warp::shfl_down_sync(mask, v, delta)`: `v` of lane `lane + delta`, or the caller's
    /// own past lane 31.
    #[inline(always)]
    pub fn shfl_down<T: WarpValue>(&self, mask: u32, v: T, delta: u32, site: &'static Site) -> T {
        self.warp_values(mask, v.to_bits(), site, "warp::shfl_down()", |all| {
            let src = self.lane_id() as u64 + delta as u64;
            if src < 32 && mask & (1 << src) != 0 {
                T::from_bits(all[src as usize])
            } else {
                v
            }
        })
    }

    /// `warp::shfl_xor_sync(mask, v, lane_mask)`: `v` of lane `lane ^ lane_mask`.
    #[inline(always)]
    pub fn shfl_xor<T: WarpValue>(&self, mask: u32, v: T, lane_mask: u32, site: &'static Site) -> T {
        self.warp_values(mask, v.to_bits(), site, "warp::shfl_xor()", |all| {
            let src = (self.lane_id() ^ lane_mask) % 32;
            if mask & (1 << src) != 0 {
                T::from_bits(all[src as usize])
            } else {
                v
            }
        })
    }

    /// `warp::ballot_sync(mask, pred)`: bit `l` set when lane `l` passed `true`.
    #[inline(always)]
    pub fn ballot(&self, mask: u32, pred: bool, site: &'static Site) -> u32 {
        self.warp_values(mask, pred as u64, site, "warp::ballot()", |all| {
            (0..32).filter(|&l| mask & (1 << l) != 0 && all[l] != 0).fold(0, |b, l| b | (1 << l))
        })
    }

    /// `warp::elect_one_sync(mask)`: true in one lane of the mask (the lowest), false in the
    /// others; every lane of the mask takes part.
    #[inline(always)]
    pub fn elect_one(&self, mask: u32, site: &'static Site) -> bool {
        let lanes = self.warp_values(mask, 1, site, "warp::elect_one()", |all| {
            (0..32).filter(|&l| mask & (1 << l) != 0 && all[l] != 0).fold(0u32, |b, l| b | (1 << l))
        });
        lanes.trailing_zeros() == self.lane_id()
    }

    /// `warp::all_sync(mask, pred)`.
    #[inline(always)]
    pub fn all(&self, mask: u32, pred: bool, site: &'static Site) -> bool {
        self.warp_values(mask, pred as u64, site, "warp::all()", |all| {
            (0..32).filter(|&l| mask & (1 << l) != 0 && self.lane_exists(l)).all(|l| all[l] != 0)
        })
    }

    /// `warp::any_sync(mask, pred)`.
    #[inline(always)]
    pub fn any(&self, mask: u32, pred: bool, site: &'static Site) -> bool {
        self.warp_values(mask, pred as u64, site, "warp::any()", |all| {
            (0..32).filter(|&l| mask & (1 << l) != 0).any(|l| all[l] != 0)
        })
    }

    /// `warp::match_any_sync(mask, v)`: the lanes in `mask` whose `v` equals the caller's.
    #[inline(always)]
    pub fn match_any<T: WarpValue>(&self, mask: u32, v: T, site: &'static Site) -> u32 {
        self.warp_values(mask, v.to_bits(), site, "warp::match_any()", |all| {
            let mine = v.to_bits();
            (0..32)
                .filter(|&l| mask & (1 << l) != 0 && self.lane_exists(l) && all[l] == mine)
                .fold(0, |b, l| b | (1 << l))
        })
    }

    /// `warp::match_all_sync(mask, v)`: `mask` when every lane of it holds the same value,
    /// else 0.
    #[inline(always)]
    pub fn match_all<T: WarpValue>(&self, mask: u32, v: T, site: &'static Site) -> u32 {
        self.warp_values(mask, v.to_bits(), site, "warp::match_all()", |all| {
            let mine = v.to_bits();
            let same = (0..32).filter(|&l| mask & (1 << l) != 0 && self.lane_exists(l)).all(|l| all[l] == mine);
            if same {
                mask
            } else {
                0
            }
        })
    }

    /// `warp::lanemask_lt()`: the lanes below this one.
    pub fn lanemask_lt(&self) -> u32 {
        (1u32 << self.lane_id()) - 1
    }

    /// `warp::lanemask_le()`: the lanes up to this one.
    pub fn lanemask_le(&self) -> u32 {
        self.lanemask_lt() | (1u32 << self.lane_id())
    }

    /// `warp::lanemask_gt()`: the lanes above this one.
    pub fn lanemask_gt(&self) -> u32 {
        !self.lanemask_le()
    }

    /// `warp::lanemask_ge()`: the lanes from this one up.
    pub fn lanemask_ge(&self) -> u32 {
        !self.lanemask_lt()
    }

    /// `warp::active_mask()`: the lanes of the warp running this call with this thread —
    /// those that took the same branch to it (see `block.rs`).
    pub fn active_mask(&self, site: &'static Site) -> u32 {
        let (block, fiber) = self.block(site);
        match block.active_mask(self.linear, site, fiber) {
            Ok(mask) => mask,
            Err(broken) => raise(site, PanicKind::Explicit, &broken.0, 0, 0),
        }
    }

    /// The threads of the block.
    pub(crate) fn block_threads(&self) -> usize {
        self.block_dim.product() as usize
    }

    fn lane_exists(&self, lane: usize) -> bool {
        (self.warp() as usize * 32 + lane) < self.block_dim.product() as usize
    }
}
