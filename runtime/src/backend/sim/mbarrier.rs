//! `mbarrier::…` in the simulator: a block's split-phase barriers, one per `u64` of a shared
//! array, as the GPU's are. A barrier counts arrivals per phase; the arrival that completes
//! the count completes the phase (its number goes up by one, the count starts again), and
//! the threads waiting for that phase run again. A wait names the phase by its parity, as
//! the instruction does: it returns once the phase of that parity most recently begun has
//! completed — at once for the phase before the current one.
//!
//! The state lives beside the shared array, keyed by the element's address (the GPU keeps it
//! in the element itself, in a format of its own), so a barrier used before its
//! `mbarrier::init` is a kernel panic here, not a garbage phase. A wait that no arrival can
//! ever end is the block's deadlock, reported by the scheduler (see `block.rs`).

use std::cell::RefCell;
use std::collections::HashMap;

use super::ctx::ThreadCtx;
use super::slice::Parts;
use super::{raise, Site};
use crate::abi::panic::PanicKind;

/// The most arrivals one phase of a barrier may count (the instruction's limit, 2^20 - 1).
pub const MAX_ARRIVALS: u32 = (1 << 20) - 1;

/// What a barrier outside shared memory is (a `#[device]` fn's slice; the GPU's words too).
pub const BARRIER_SHARED_MESSAGE: &str =
    "a barrier is a `u64` of a shared array, and this one is not in shared memory (a `#[device]` fn's slice must be \
     a shared array)";

/// One barrier's state.
#[derive(Debug, Clone, Copy)]
struct Mbarrier {
    /// Arrivals per phase, as initialized.
    expected: u32,
    /// Arrivals the current phase still waits for.
    pending: u32,
    /// Bytes of asynchronous transfers the current phase still waits for (`expect_tx` adds,
    /// `complete_tx` takes away; it may dip below 0 when a transfer lands before it is
    /// expected, as on the GPU).
    tx: i64,
    /// The number of the current phase (0 after `init`).
    phase: u64,
    /// Who initialized it, and the block's barrier count then: another thread that uses it
    /// with no `sync_threads()` since may see it before it is set up.
    init_thread: usize,
    init_epoch: u64,
}

/// The barriers of a block, by the address of their `u64`.
#[derive(Debug, Default)]
pub(crate) struct Mbarriers(RefCell<HashMap<usize, Mbarrier>>);

impl Mbarriers {
    /// The barrier at `address`, for a deadlock's message: `(phase 3: 1 of 2 arrivals)`.
    pub(crate) fn describe(&self, address: usize) -> String {
        match self.0.borrow().get(&address) {
            Some(b) if b.tx != 0 => format!(
                "(phase {}: {} of {} arrivals, {} bytes of transfers outstanding)",
                b.phase,
                b.expected - b.pending,
                b.expected,
                b.tx
            ),
            Some(b) => format!("(phase {}: {} of {} arrivals)", b.phase, b.expected - b.pending, b.expected),
            None => "(never initialized)".into(),
        }
    }
}

impl ThreadCtx<'_> {
    /// The address of `bars[i]`, the index checked.
    fn barrier_address<P: Parts<u64>>(&self, bars: &P, i: usize, site: &'static Site) -> usize {
        let (ptr, len, _) = bars.memory();
        if i >= len {
            raise(site, PanicKind::IndexOutOfBounds, "", i as u64, len as u64);
        }
        let address = ptr.wrapping_add(i) as usize;
        if !self.block(site).0.is_shared(address) {
            raise(site, PanicKind::Explicit, BARRIER_SHARED_MESSAGE, 0, 0);
        }
        address
    }

    /// Runs `f` on the barrier at `address`, which `what` uses: a kernel panic if no
    /// `mbarrier::init` set it up, or if another thread did with no `sync_threads()` since.
    fn with_barrier<R>(
        &self,
        address: usize,
        what: &str,
        site: &'static Site,
        f: impl FnOnce(&mut Mbarrier) -> R,
    ) -> R {
        let (block, _) = self.block(site);
        let epoch = block.counters(self.linear()).0.get();
        let mut table = block.mbarriers.0.borrow_mut();
        let Some(b) = table.get_mut(&address) else {
            drop(table);
            raise(
                site,
                PanicKind::Explicit,
                &format!("`{what}` on a barrier that no `mbarrier::init` has set up"),
                0,
                0,
            )
        };
        if b.init_thread != self.linear() && b.init_epoch == epoch {
            drop(table);
            raise(
                site,
                PanicKind::Explicit,
                &format!(
                    "`{what}` on a barrier another thread initialized with no `sync_threads()` since: write \
                     `sync_threads()` after the `mbarrier::init`s"
                ),
                0,
                0,
            )
        }
        f(b)
    }

    /// `mbarrier::init(bars, i, count)`: `bars[i]` counts `count` arrivals per phase, from
    /// phase 0.
    pub fn mbarrier_init<P: Parts<u64>>(&self, bars: P, i: usize, count: u32, site: &'static Site) {
        let address = self.barrier_address(&bars, i, site);
        if count == 0 || count > MAX_ARRIVALS {
            let why = format!(
                "`mbarrier::init` with a count of {count}: a barrier counts 1 to {MAX_ARRIVALS} arrivals a phase"
            );
            raise(site, PanicKind::Explicit, &why, 0, 0);
        }
        let (block, _) = self.block(site);
        let init_epoch = block.counters(self.linear()).0.get();
        let b = Mbarrier { expected: count, pending: count, tx: 0, phase: 0, init_thread: self.linear(), init_epoch };
        block.mbarriers.0.borrow_mut().insert(address, b);
    }

    /// `mbarrier::arrive(bars, i)`: one arrival at `bars[i]`'s current phase; the last one
    /// completes it.
    pub fn mbarrier_arrive<P: Parts<u64>>(&self, bars: P, i: usize, site: &'static Site) {
        let address = self.barrier_address(&bars, i, site);
        self.arrive_at(address, "mbarrier::arrive", site);
    }

    /// One arrival at the barrier at `address`, which `what` makes.
    fn arrive_at(&self, address: usize, what: &str, site: &'static Site) {
        self.update(address, what, site, |b| b.pending -= 1);
    }

    /// Changes the current phase of the barrier at `address` by `f` (an arrival, a change of
    /// its transfers), and completes the phase if that was the last of it: its arrivals all
    /// in and no bytes outstanding.
    fn update(&self, address: usize, what: &str, site: &'static Site, f: impl FnOnce(&mut Mbarrier)) {
        let completed = self.with_barrier(address, what, site, |b| {
            f(b);
            if b.pending > 0 || b.tx != 0 {
                return None;
            }
            let parity = (b.phase & 1) as u32;
            b.phase += 1;
            b.pending = b.expected;
            Some(parity)
        });
        if let Some(parity) = completed {
            self.block(site).0.mbarrier_phase_completed(address, parity);
        }
    }

    /// The byte count of a transaction operation, checked as the instruction bounds it.
    fn tx_bytes(&self, bytes: u32, what: &str, site: &'static Site) -> i64 {
        if bytes > MAX_ARRIVALS {
            let why = format!("`{what}` of {bytes} bytes: a phase's transfers count at most {MAX_ARRIVALS} bytes");
            raise(site, PanicKind::Explicit, &why, 0, 0);
        }
        i64::from(bytes)
    }

    /// `mbarrier::expect_tx(bars, i, bytes)`: the current phase also waits for `bytes` of
    /// transfers.
    pub fn mbarrier_expect_tx<P: Parts<u64>>(&self, bars: P, i: usize, bytes: u32, site: &'static Site) {
        let address = self.barrier_address(&bars, i, site);
        let n = self.tx_bytes(bytes, "mbarrier::expect_tx", site);
        // (No phase completes here: one that waits for nothing more has already completed.)
        self.update(address, "mbarrier::expect_tx", site, |b| b.tx += n);
    }

    /// `mbarrier::arrive_expect_tx(bars, i, bytes)`: `expect_tx`, then one arrival.
    pub fn mbarrier_arrive_expect_tx<P: Parts<u64>>(&self, bars: P, i: usize, bytes: u32, site: &'static Site) {
        let address = self.barrier_address(&bars, i, site);
        let n = self.tx_bytes(bytes, "mbarrier::arrive_expect_tx", site);
        self.update(address, "mbarrier::arrive_expect_tx", site, |b| {
            b.tx += n;
            b.pending -= 1;
        });
    }

    /// `mbarrier::complete_tx(bars, i, bytes)`: `bytes` of the phase's transfers have landed.
    pub fn mbarrier_complete_tx<P: Parts<u64>>(&self, bars: P, i: usize, bytes: u32, site: &'static Site) {
        let address = self.barrier_address(&bars, i, site);
        let n = self.tx_bytes(bytes, "mbarrier::complete_tx", site);
        self.update(address, "mbarrier::complete_tx", site, |b| b.tx -= n);
    }

    /// `pipeline::arrive_on(bars, i)`: one arrival at `bars[i]`, once this thread's copies so
    /// far have landed — here at once, the copies written first.
    pub fn pipeline_arrive_on<P: Parts<u64>>(&self, bars: P, i: usize, site: &'static Site) {
        // (Checked before the copies land, as the GPU checks the index before it issues.)
        let address = self.barrier_address(&bars, i, site);
        // (Every copy it issued, committed or not: what `pipeline::wait_all` completes.)
        self.pipeline_wait_all();
        self.arrive_at(address, "pipeline::arrive_on", site);
    }

    /// Whether the phase of `bars[i]` whose parity is `phase`'s has completed.
    fn phase_done(&self, address: usize, phase: u32, what: &str, site: &'static Site) -> bool {
        self.with_barrier(address, what, site, |b| (b.phase & 1) as u32 != phase & 1)
    }

    /// `mbarrier::try_wait(bars, i, phase)`: whether the phase of `phase`'s parity has
    /// completed, without waiting. A thread that finds it has not lets the others run (it is
    /// about to ask again).
    pub fn mbarrier_try_wait<P: Parts<u64>>(&self, bars: P, i: usize, phase: u32, site: &'static Site) -> bool {
        let address = self.barrier_address(&bars, i, site);
        let done = self.phase_done(address, phase, "mbarrier::try_wait", site);
        let (block, fiber) = self.block(site);
        if done {
            block.mbarrier_acquired();
        } else {
            block.yield_now(self.linear(), fiber);
        }
        done
    }

    /// `mbarrier::wait(bars, i, phase)`: waits until the phase of `phase`'s parity has
    /// completed.
    pub fn mbarrier_wait<P: Parts<u64>>(&self, bars: P, i: usize, phase: u32, site: &'static Site) {
        let address = self.barrier_address(&bars, i, site);
        while !self.phase_done(address, phase, "mbarrier::wait", site) {
            let (block, fiber) = self.block(site);
            if let Err(broken) = block.park_at_mbarrier(self.linear(), address, phase & 1, fiber) {
                raise(site, PanicKind::Explicit, &broken.0, 0, 0);
            }
        }
        self.block(site).0.mbarrier_acquired();
    }
}
