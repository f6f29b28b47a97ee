//! What the threads of one simulated block share — shared memory, and the collective
//! operations (barriers, warp shuffles and votes, `active_mask()`) that make them wait for
//! each other — and the order the block's threads run in.
//!
//! A block's threads are coroutines on one host thread (see `cooperative.rs`): a thread runs
//! until it reaches a collective, where it leaves its contribution and suspends; the last
//! thread to arrive completes the collective and makes the others ready again. So nothing
//! here is locked, and shared memory is only ever touched by one simulated thread at a time.
//!
//! Every collective is an exchange: each participant contributes a 64-bit value and, once
//! all have, each gets all the values (a barrier contributes nothing that matters; a shuffle
//! reads its source lane's; `sync_threads_count` counts). `active_mask()` is the one that
//! does not wait for a fixed set: it completes when no thread of the block can run any
//! further, with the lanes of the warp that reached the same call by then — the lanes that
//! took the same branch, as a GPU's divergent warp runs them.
//!
//! A collective that cannot complete is reported instead of hanging: a barrier that some
//! threads wait at after others have returned, threads waiting at different barriers, or
//! every live thread of the block waiting.

use std::cell::{Cell, RefCell};
use std::collections::{HashMap, VecDeque};

use super::cooperative::Fiber;
use super::mbarrier::Mbarriers;
use super::race::{SharedShadows, Table};
use super::Site;

/// Which threads take part in an exchange.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Group {
    Block,
    /// A warp, or the lanes of a warp in `mask`.
    Warp {
        warp: u32,
        mask: u32,
    },
}

#[derive(Debug)]
struct Exchange {
    arrived: usize,
    /// The values of the round under way, by slot.
    values: Vec<u64>,
    /// Those of the last completed round, which its suspended participants read when they
    /// run again (before any of them can start the next round).
    result: Vec<u64>,
    site: Option<&'static Site>,
    what: &'static str,
    /// The threads suspended here, to be made ready when it completes.
    waiting: Vec<usize>,
}

impl Default for Exchange {
    fn default() -> Exchange {
        Exchange::new(0)
    }
}

impl Exchange {
    fn new(size: usize) -> Exchange {
        Exchange { arrived: 0, values: vec![0; size], result: vec![0; size], site: None, what: "", waiting: Vec::new() }
    }
}

/// The exchanges of a block: one for the whole block, and per warp one for the full mask
/// (almost always the only one) and one per other mask in use.
#[derive(Debug, Default)]
struct Exchanges {
    block: Exchange,
    warps: Vec<WarpExchanges>,
}

#[derive(Debug)]
struct WarpExchanges {
    full: Exchange,
    masked: Vec<(u32, Exchange)>,
}

/// Where an exchange is in [`Exchanges`]: found once per arrival, and used again, without a
/// search, when the thread runs after it completed (the lists only grow).
#[derive(Debug, Clone, Copy)]
enum Key {
    Block,
    Full(usize),
    Masked(usize, usize),
}

impl Exchanges {
    fn new(threads: usize) -> Exchanges {
        let warps = (0..threads.div_ceil(32)).map(|_| WarpExchanges { full: Exchange::new(32), masked: Vec::new() });
        Exchanges { block: Exchange::new(threads), warps: warps.collect() }
    }

    #[inline]
    fn key(&mut self, group: Group) -> Key {
        match group {
            Group::Block => Key::Block,
            Group::Warp { warp, mask: u32::MAX } => Key::Full(warp as usize),
            Group::Warp { warp, mask } => {
                let list = &mut self.warps[warp as usize].masked;
                let k = match list.iter().position(|(m, _)| *m == mask) {
                    Some(k) => k,
                    None => {
                        list.push((mask, Exchange::new(32)));
                        list.len() - 1
                    }
                };
                Key::Masked(warp as usize, k)
            }
        }
    }

    /// The values of the last completed round of exchange `key`.
    #[inline]
    fn result(&self, key: Key) -> &[u64] {
        match key {
            Key::Block => &self.block.result,
            Key::Full(w) => &self.warps[w].full.result,
            Key::Masked(w, k) => &self.warps[w].masked[k].1.result,
        }
    }

    #[inline]
    fn at(&mut self, key: Key) -> &mut Exchange {
        match key {
            Key::Block => &mut self.block,
            Key::Full(w) => &mut self.warps[w].full,
            Key::Masked(w, k) => &mut self.warps[w].masked[k].1,
        }
    }

    fn iter_mut(&mut self) -> impl Iterator<Item = (Group, &mut Exchange)> {
        let block = std::iter::once((Group::Block, &mut self.block));
        let warps = self.warps.iter_mut().enumerate().flat_map(|(w, x)| {
            let full = std::iter::once((Group::Warp { warp: w as u32, mask: u32::MAX }, &mut x.full));
            full.chain(x.masked.iter_mut().map(move |(mask, ex)| (Group::Warp { warp: w as u32, mask: *mask }, ex)))
        });
        block.chain(warps)
    }
}

#[derive(Debug, Default)]
struct State {
    exchanges: Exchanges,
    /// Threads that can run, in the order they will.
    ready: VecDeque<usize>,
    /// Threads suspended at `active_mask()`, with the call they wait at.
    at_active_mask: Vec<(usize, &'static Site)>,
    /// Threads suspended at `mbarrier::wait`, until the phase they wait for completes.
    at_mbarrier: Vec<Parked>,
    /// What `active_mask()` gave each thread last.
    masks: Vec<u32>,
    exited_threads: Vec<bool>,
    /// Per warp, its lanes that have exited.
    exited_lanes: Vec<u32>,
    exited: usize,
    broken: Option<String>,
}

/// A thread suspended at `mbarrier::wait`: the barrier's address, and the parity of the
/// phase it waits for.
#[derive(Debug, Clone, Copy)]
struct Parked {
    thread: usize,
    barrier: usize,
    parity: u32,
}

/// Shared memory, collectives and the run queue of one block.
pub(crate) struct Block {
    threads: usize,
    state: RefCell<State>,
    shared: RefCell<HashMap<u32, SharedAlloc>>,
    dynamic: SharedAlloc,
    /// The race detector's view of the shared memory.
    shadows: SharedShadows,
    check_races: bool,
    /// Completed block barriers, and per warp completed warp collectives: what orders
    /// the threads' accesses for the race detector.
    barriers: Cell<u64>,
    warp_collectives: Box<[Cell<u64>]>,
    /// The block's `mbarrier`s, by address.
    pub(crate) mbarriers: Mbarriers,
}

/// Zero or more bytes of simulated shared memory, filled with 0xff so that reading what was
/// never written gives NaN (floats) or all ones (integers) rather than a plausible zero.
pub(crate) struct SharedAlloc {
    words: Box<[u64]>,
    /// Words before the first one used, which is 32-byte aligned.
    skew: usize,
    bytes: usize,
    /// Its table in the block's [`SharedShadows`] (null: not checked).
    shadow: *const Table,
}

/// The alignment of shared memory here: the GPU's shared arrays are `__align__(32)`, those a
/// tensor copy lands in `__align__(128)`, swizzled tiles (and dynamic shared memory in a unit
/// with one) `__align__(1024)`, which every one is here.
const SHARED_ALIGN: usize = 1024;

impl SharedAlloc {
    fn new(bytes: usize) -> SharedAlloc {
        // (Aligned as the GPU's shared arrays are, at most: words to spare, and the start
        // rounded up to it.)
        let words = vec![u64::MAX; bytes.div_ceil(8) + SHARED_ALIGN / 8].into_boxed_slice();
        let skew = (words.as_ptr() as usize).wrapping_neg() % SHARED_ALIGN / 8;
        SharedAlloc { words, skew, bytes, shadow: std::ptr::null() }
    }

    pub(crate) fn shadow(&self) -> *const Table {
        self.shadow
    }

    pub(crate) fn ptr(&self) -> *mut u8 {
        self.words[self.skew..].as_ptr() as *mut u8
    }

    pub(crate) fn bytes(&self) -> usize {
        self.bytes
    }
}

/// How a thread's arrival at an exchange went.
enum Arrival {
    /// It was the last: the exchange is complete.
    Last(Key),
    /// It waits for the others.
    Waits(Key),
}

/// Why a thread's collective could not complete; the thread ends with this as its panic.
pub(crate) struct Broken(pub String);

/// Suspends the running thread; the state must not be borrowed across the switch (the
/// next thread to run borrows it).
#[inline(always)]
fn fiber_suspend(state: &RefCell<State>, fiber: &Fiber) {
    debug_assert!(state.try_borrow_mut().is_ok());
    let running = super::cooperative::running();
    fiber.suspend(());
    super::cooperative::set_running(running);
}

impl Block {
    /// `check_races`: give the shared memory shadows for the race detector.
    pub(crate) fn new(threads: usize, dynamic_bytes: usize, check_races: bool) -> Block {
        let state = State {
            ready: (0..threads).collect(),
            masks: vec![0; threads],
            exited_threads: vec![false; threads],
            exited_lanes: vec![0; threads.div_ceil(32)],
            exchanges: Exchanges::new(threads),
            ..State::default()
        };
        let mut dynamic = SharedAlloc::new(dynamic_bytes);
        let shadows = SharedShadows::default();
        if check_races {
            // Reinterpreted as any type: a cell per byte.
            dynamic.shadow = shadows.add(dynamic.ptr(), dynamic.bytes(), 1);
        }
        Block {
            threads,
            state: RefCell::new(state),
            shared: RefCell::new(HashMap::new()),
            dynamic,
            shadows,
            check_races,
            barriers: Cell::new(0),
            warp_collectives: (0..threads.div_ceil(32)).map(|_| Cell::new(0)).collect(),
            mbarriers: Mbarriers::default(),
        }
    }

    /// The shared array of call site `site`, made by the first thread to ask, and its
    /// shadow; its elements are aligned to `granule` bytes.
    pub(crate) fn shared(&self, site: u32, bytes: usize, granule: usize) -> (*mut u8, *const Table) {
        let mut shared = self.shared.borrow_mut();
        let alloc = shared.entry(site).or_insert_with(|| {
            let mut a = SharedAlloc::new(bytes);
            if self.check_races {
                a.shadow = self.shadows.add(a.ptr(), a.bytes(), granule);
            }
            a
        });
        (alloc.ptr(), alloc.shadow)
    }

    /// For the race detector: the counters of the block's completed barriers, and of the
    /// completed collectives of the warp of thread `thread`.
    pub(crate) fn counters(&self, thread: usize) -> (&Cell<u64>, &Cell<u64>) {
        (&self.barriers, &self.warp_collectives[(thread / 32).min(self.warp_collectives.len() - 1)])
    }

    /// Whether the byte at `address` is in the block's shared memory.
    pub(crate) fn is_shared(&self, address: usize) -> bool {
        let within = |a: &SharedAlloc| (a.ptr() as usize..a.ptr() as usize + a.bytes()).contains(&address);
        within(&self.dynamic) || self.shared.borrow().values().any(within)
    }

    pub(crate) fn dynamic(&self) -> &SharedAlloc {
        &self.dynamic
    }

    /// The lanes of warp `warp` that exist (a last, partial warp has fewer than 32).
    fn lanes(&self, warp: u32) -> u32 {
        let first = warp as usize * 32;
        match self.threads.saturating_sub(first) {
            n if n >= 32 => u32::MAX,
            n => (1u32 << n) - 1,
        }
    }

    fn break_all(state: &mut State, why: String) {
        if state.broken.is_none() {
            state.broken = Some(why);
        }
    }

    /// Contributes `value` for thread `thread` (its index in the block) to the collective of
    /// `group` at `site`, waits (suspended by `fiber`) for all the values of the group,
    /// indexed by lane (or by thread for the block), and gives them to `read`.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    pub(crate) fn exchange<R>(
        &self,
        group: Group,
        thread: usize,
        value: u64,
        site: &'static Site,
        what: &'static str,
        fiber: &Fiber,
        read: impl FnOnce(&[u64]) -> R,
    ) -> Result<R, Broken> {
        let key = self.collective(group, thread, value, site, what, fiber)?;
        Ok(read(self.state.borrow().exchanges.result(key)))
    }

    /// The part of [`Block::exchange`] that does not depend on what is read: arrives, and
    /// waits until the exchange is complete; where its values are.
    ///
    /// In optimized builds it is inlined, with every caller between it and the kernel's
    /// code: each frame live across the switch costs a mispredicted return when the thread
    /// runs again (the CPU's return predictor holds the other threads' calls), which was most
    /// of a collective's cost. Debug builds (of this crate) call it instead, so that it runs
    /// as compiled with this crate — optimized, where ferrocuda's crates are — rather than
    /// instantiated unoptimized in the kernel's crate.
    #[cfg_attr(debug_assertions, inline(never))]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn collective(
        &self,
        group: Group,
        thread: usize,
        value: u64,
        site: &'static Site,
        what: &'static str,
        fiber: &Fiber,
    ) -> Result<Key, Broken> {
        match self.arrive(group, thread, value, site, what)? {
            Arrival::Last(key) => Ok(key),
            Arrival::Waits(key) => {
                fiber_suspend(&self.state, fiber);
                // Ready again: the exchange completed, or the block broke.
                if self.state.borrow().broken.is_some() {
                    return Err(self.broken());
                }
                Ok(key)
            }
        }
    }

    /// Thread `thread`'s arrival at an exchange: it completes it (the last), or waits.
    fn arrive(
        &self,
        group: Group,
        thread: usize,
        value: u64,
        site: &'static Site,
        what: &'static str,
    ) -> Result<Arrival, Broken> {
        let mut guard = self.state.borrow_mut();
        let state = &mut *guard;
        if state.broken.is_some() {
            drop(guard);
            return Err(self.broken());
        }
        let (participants, exited_members, slot) = match group {
            Group::Block => (self.threads, state.exited, thread),
            Group::Warp { warp, mask } => {
                let members = mask & self.lanes(warp);
                let exited = (members & state.exited_lanes[warp as usize]).count_ones() as usize;
                (members.count_ones() as usize, exited, thread % 32)
            }
        };
        if exited_members > 0 {
            return Err(Self::after_exit(state, group, what, exited_members));
        }
        let key = state.exchanges.key(group);
        let ex = state.exchanges.at(key);
        match ex.site {
            Some(s) if ex.arrived > 0 && !std::ptr::eq(s, site) => {
                return Err(Self::different_calls(state, group, what, site, s));
            }
            _ => {
                ex.site = Some(site);
                ex.what = what;
            }
        }
        ex.values[slot] = value;
        ex.arrived += 1;
        if ex.arrived < participants {
            ex.waiting.push(thread);
            return Ok(Arrival::Waits(key));
        }
        std::mem::swap(&mut ex.values, &mut ex.result);
        ex.arrived = 0;
        let counter = match group {
            Group::Block => &self.barriers,
            Group::Warp { warp, .. } => &self.warp_collectives[warp as usize],
        };
        counter.set(counter.get() + 1);
        // They run next, before threads that have not arrived yet: a warp's lanes go
        // through a run of shuffles together, while their stacks are in the cache.
        for t in ex.waiting.drain(..).rev() {
            state.ready.push_front(t);
        }
        Ok(Arrival::Last(key))
    }

    /// Why the block is broken, for a thread that finds it so.
    #[cold]
    fn broken(&self) -> Broken {
        Broken(self.state.borrow().broken.clone().unwrap_or_default())
    }

    #[cold]
    fn after_exit(state: &mut State, group: Group, what: &str, exited_members: usize) -> Broken {
        let (who, whole) = match (group, exited_members) {
            (Group::Block, 1) => ("thread of the block", "every thread of a block"),
            (Group::Block, _) => ("threads of the block", "every thread of a block"),
            (Group::Warp { .. }, 1) => ("lane of the warp", "every lane of the warp (or of the mask)"),
            (Group::Warp { .. }, _) => ("lanes of the warp", "every lane of the warp (or of the mask)"),
        };
        let why =
            format!("{what} was reached after {exited_members} {who} had already returned: {whole} must reach it");
        Self::break_all(state, why.clone());
        Broken(why)
    }

    #[cold]
    fn different_calls(state: &mut State, group: Group, what: &str, site: &Site, other: &Site) -> Broken {
        let why = format!(
            "threads of one {} waited at different calls: {what} at {}:{}:{} and another at {}:{}:{}",
            if group == Group::Block { "block" } else { "warp" },
            site.file,
            site.line,
            site.column,
            other.file,
            other.line,
            other.column
        );
        Self::break_all(state, why.clone());
        Broken(why)
    }

    /// Suspends thread `thread` at `mbarrier::wait` on the barrier at address `barrier` until
    /// the phase of parity `parity` completes ([`Block::mbarrier_phase_completed`]).
    pub(crate) fn park_at_mbarrier(
        &self,
        thread: usize,
        barrier: usize,
        parity: u32,
        fiber: &Fiber,
    ) -> Result<(), Broken> {
        let mut state = self.state.borrow_mut();
        if let Some(why) = &state.broken {
            return Err(Broken(why.clone()));
        }
        state.at_mbarrier.push(Parked { thread, barrier, parity });
        drop(state);
        fiber_suspend(&self.state, fiber);
        match &self.state.borrow().broken {
            Some(why) => Err(Broken(why.clone())),
            None => Ok(()),
        }
    }

    /// The barrier at address `barrier` completed a phase of parity `parity`: the threads
    /// waiting for it run again.
    pub(crate) fn mbarrier_phase_completed(&self, barrier: usize, parity: u32) {
        let mut state = self.state.borrow_mut();
        let state = &mut *state;
        let mut k = 0;
        while k < state.at_mbarrier.len() {
            let p = state.at_mbarrier[k];
            if p.barrier == barrier && p.parity == parity {
                state.at_mbarrier.swap_remove(k);
                state.ready.push_back(p.thread);
            } else {
                k += 1;
            }
        }
    }

    /// A thread found the phase it waits for complete: what the phase's arrivals wrote
    /// before it is ordered before what the thread does next. For the race detector that
    /// is a block barrier at this point (it cannot order one thread after a few others, so it
    /// may miss a race that only such a wait separates, and never reports one that is not);
    /// an access a thread makes without waiting stays unordered with the arrivals' writes.
    pub(crate) fn mbarrier_acquired(&self) {
        self.barriers.set(self.barriers.get() + 1);
    }

    /// `active_mask()` for thread `thread` at `site`: the lanes of its warp that reach this
    /// call before the block can run no further (see the module's comment).
    pub(crate) fn active_mask(&self, thread: usize, site: &'static Site, fiber: &Fiber) -> Result<u32, Broken> {
        let mut state = self.state.borrow_mut();
        if let Some(why) = &state.broken {
            return Err(Broken(why.clone()));
        }
        state.at_active_mask.push((thread, site));
        drop(state);
        fiber_suspend(&self.state, fiber);
        let state = self.state.borrow();
        if let Some(why) = &state.broken {
            return Err(Broken(why.clone()));
        }
        Ok(state.masks[thread])
    }

    /// Thread `thread` lets the others run before it goes on (it spins on an atomic, maybe
    /// waiting for one of them).
    pub(crate) fn yield_now(&self, thread: usize, fiber: &Fiber) {
        self.state.borrow_mut().ready.push_back(thread);
        fiber_suspend(&self.state, fiber);
    }

    /// The next thread to run, if any can.
    #[inline]
    pub(crate) fn next_ready(&self) -> Option<usize> {
        self.state.borrow_mut().ready.pop_front()
    }

    /// Every thread has finished.
    pub(crate) fn finished(&self) -> bool {
        self.state.borrow().exited == self.threads
    }

    /// No thread can run, but some have not finished: completes `active_mask()` calls
    /// waiting (each gets the lanes of its warp at the same call), or, when there are none,
    /// breaks the block as deadlocked. Either way some threads are ready after.
    pub(crate) fn stalled(&self) {
        let mut state = self.state.borrow_mut();
        if !state.at_active_mask.is_empty() {
            // Per warp, the lanes at the call that comes first in the source go on: where a
            // warp's lanes wait at different calls, those at the later one are (usually)
            // where the others will reconverge, as a GPU's warp runs one side of a branch
            // and then the other before it joins them.
            let waiting = std::mem::take(&mut state.at_active_mask);
            let first = |warp: usize| {
                waiting
                    .iter()
                    .filter(|&&(u, _)| u / 32 == warp)
                    .map(|&(_, s)| s)
                    .min_by_key(|s| (s.file, s.line, s.column))
            };
            let mut going = Vec::new();
            for &(t, site) in &waiting {
                match first(t / 32) {
                    Some(s) if std::ptr::eq(s, site) => going.push(t),
                    _ => state.at_active_mask.push((t, site)),
                }
            }
            for &t in &going {
                let mask = going.iter().filter(|&&u| u / 32 == t / 32).fold(0u32, |m, &u| m | (1 << (u % 32)));
                state.masks[t] = mask;
            }
            state.ready.extend(going);
            return;
        }
        if let Some(p) = state.at_mbarrier.first().copied() {
            // (The message is each woken thread's panic, at its own wait: no site in it.)
            let (thread, barrier) = (p.thread, self.mbarriers.describe(p.barrier));
            Self::break_all(
                &mut state,
                format!(
                    "deadlock: thread {thread} of the block waits for the phase of parity {} of a barrier {barrier}, \
                     and no running thread can arrive (a wait on the wrong parity, or a missing arrival)",
                    p.parity
                ),
            );
            Self::wake_all(&mut state);
            return;
        }
        let what = state.exchanges.iter_mut().find(|(_, ex)| ex.arrived > 0).map_or("a collective", |(_, ex)| ex.what);
        Self::break_all(
            &mut state,
            format!(
                "every running thread of the block is waiting, at {what} or another collective, for threads that \
                 will never come (a deadlock)"
            ),
        );
        Self::wake_all(&mut state);
    }

    /// Makes every suspended thread ready (they will find the block broken).
    fn wake_all(state: &mut State) {
        let mut woken: Vec<usize> = Vec::new();
        for (_, ex) in state.exchanges.iter_mut() {
            woken.append(&mut ex.waiting);
            ex.arrived = 0;
        }
        woken.extend(state.at_active_mask.drain(..).map(|(t, _)| t));
        woken.extend(state.at_mbarrier.drain(..).map(|p| p.thread));
        state.ready.extend(woken);
    }

    /// Thread `thread` has finished (returned or panicked).
    pub(crate) fn exit(&self, thread: usize) {
        let mut state = self.state.borrow_mut();
        if state.exited_threads[thread] {
            return;
        }
        state.exited_threads[thread] = true;
        state.exited_lanes[thread / 32] |= 1 << (thread % 32);
        state.exited += 1;
        // Anyone already waiting for this thread waits in vain.
        let waiting_for_it = state.exchanges.iter_mut().find(|(g, ex)| {
            ex.arrived > 0
                && match *g {
                    Group::Block => true,
                    Group::Warp { warp, mask } => warp as usize == thread / 32 && mask & (1 << (thread % 32)) != 0,
                }
        });
        if let Some((_, ex)) = waiting_for_it {
            let at = ex.site.map(|s| format!(" at {}:{}:{}", s.file, s.line, s.column)).unwrap_or_default();
            let why = format!(
                "a barrier{at} was not reached by every thread of the block: some threads returned while others waited at it"
            );
            Self::break_all(&mut state, why);
            Self::wake_all(&mut state);
        }
    }
}
