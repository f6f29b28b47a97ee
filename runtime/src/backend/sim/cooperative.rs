//! Running the blocks of a cooperative kernel (shared memory, barriers, warp operations):
//! each block's threads are stackful coroutines on one host thread, switched at collectives
//! in nanoseconds, and the blocks are spread over the host's cores.
//!
//! A thread runs until it finishes or suspends at a collective (see `block.rs`); the
//! scheduler then runs the next ready thread, in thread order. When no thread is ready and
//! some have not finished, the block is stalled: `active_mask()` calls complete, or the block
//! is deadlocked and its waiting threads end with that as their panic. Coroutine stacks are
//! reserved once per launch and worker, and reused by every block that worker runs.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};

use corosensei::stack::{DefaultStack, Stack as _};
use corosensei::{Coroutine, CoroutineResult, Yielder};

use super::block::Block;
use super::ctx::ThreadCtx;
use super::race::{self, Accessor, Detector};
use super::{block_index, mib, thread_index, Dim3, Note, Stack, STACK_FLOOR};

/// How a simulated thread suspends itself, giving the host thread back to its block's
/// scheduler.
pub(crate) type Fiber = Yielder<(), ()>;

/// The simulated thread running on this host thread, for [`after_atomic`].
pub(super) struct Running<'a> {
    block: &'a Block,
    fiber: &'a Fiber,
    thread: usize,
    atomics: std::cell::Cell<u32>,
}

thread_local! {
    static RUNNING: std::cell::Cell<*const Running<'static>> = const { std::cell::Cell::new(std::ptr::null()) };
}

#[inline]
pub(super) fn running() -> *const Running<'static> {
    RUNNING.with(|r| r.get())
}

#[inline]
pub(super) fn set_running(r: *const Running<'static>) {
    RUNNING.with(|c| c.set(r));
}

/// Atomics between which a thread runs alone: a thread that spins on an atomic, waiting for
/// another of its block to set it, lets the others run after this many (as a GPU's threads
/// all make progress), instead of spinning for ever.
const ATOMICS_PER_TURN: u32 = 64;

/// After an atomic operation of a cooperative kernel's thread: now and then, the others' turn.
pub(crate) fn after_atomic() {
    let p = running();
    if p.is_null() {
        return;
    }
    // Safety: set by the running coroutine to its own `Running`, which outlives its run and
    // is cleared before it ends.
    let r = unsafe { &*p };
    let n = r.atomics.get() + 1;
    if n < ATOMICS_PER_TURN {
        r.atomics.set(n);
        return;
    }
    r.atomics.set(0);
    r.block.yield_now(r.thread, r.fiber);
}

/// A block thread's stack, its top moved down by a few KiB that differ from thread to
/// thread. Stacks are mapped at aligned addresses, so without it the frames every thread
/// touches at every switch would all map to the same few sets of the caches, evicting each
/// other (barriers of 1024-thread blocks were 10% slower, of 256-thread blocks 3%).
struct Staggered<'s> {
    stack: &'s DefaultStack,
    offset: usize,
}

impl Staggered<'_> {
    /// At most this much of each stack goes to staggering (added to what is reserved).
    const MAX: usize = 66 << 10;

    fn new(stack: &DefaultStack, thread: usize) -> Staggered<'_> {
        // 2 KiB apart (about a thread's working frames) within a warp, and a cache line more
        // from warp to warp.
        let offset = (thread % 32) * 2048 + (thread / 32 % 32) * 64;
        Staggered { stack, offset }
    }
}

// Safety: the range is a part of the stack's own, with the same limit (and guard page below
// it), and its base stays 16-byte aligned (offsets are multiples of 64).
unsafe impl corosensei::stack::Stack for Staggered<'_> {
    #[inline]
    fn base(&self) -> corosensei::stack::StackPointer {
        let base = self.stack.base().get() - self.offset;
        corosensei::stack::StackPointer::new(base).unwrap_or(self.stack.base())
    }

    #[inline]
    fn limit(&self) -> corosensei::stack::StackPointer {
        self.stack.limit()
    }

    #[cfg(windows)]
    fn teb_fields(&self) -> corosensei::stack::StackTebFields {
        self.stack.teb_fields()
    }

    #[cfg(windows)]
    fn update_teb_fields(&mut self, stack_limit: usize, guaranteed_stack_bytes: usize) {
        let _ = (stack_limit, guaranteed_stack_bytes);
    }
}

/// The coroutine stacks one worker runs a block's threads on; back to [`SPARE`] when the
/// launch is done.
struct Stacks {
    stacks: Vec<DefaultStack>,
    bytes: usize,
}

/// Stacks of finished launches, by size, for the next: reserving a stack (a map, a guard
/// page, its first page faulted in, and an unmap at the end) cost about 8 µs, more than
/// a 256-thread block's threads spend on their work (issue 17).
static SPARE: std::sync::Mutex<Vec<(usize, DefaultStack)>> = std::sync::Mutex::new(Vec::new());

/// At most this many spare stacks are kept (of a MiB or so of address space each, a few
/// KiB of it in memory): enough for the largest blocks on every core of most machines.
const SPARE_MAX: usize = 4096;

/// What a spare stack keeps in memory: its top, where a thread's frames are unless it
/// recursed deeply; the rest is given back to the OS.
const KEPT: usize = 128 << 10;

impl Stacks {
    /// `threads` stacks of `stack.bytes` each; the index of the one the OS refused, and why,
    /// when it refuses.
    fn reserve(threads: usize, stack: Stack) -> Result<Stacks, (usize, std::io::Error)> {
        let mut stacks = Vec::with_capacity(threads);
        {
            let mut spare = SPARE.lock().unwrap_or_else(|e| e.into_inner());
            let mut k = spare.len();
            while stacks.len() < threads && k > 0 {
                k -= 1;
                if spare[k].0 == stack.bytes {
                    stacks.push(spare.swap_remove(k).1);
                }
            }
        }
        for t in stacks.len()..threads {
            stacks.push(DefaultStack::new(stack.bytes + Staggered::MAX).map_err(|e| (t, e))?);
        }
        Ok(Stacks { stacks, bytes: stack.bytes })
    }
}

impl Drop for Stacks {
    fn drop(&mut self) {
        let mut spare = SPARE.lock().unwrap_or_else(|e| e.into_inner());
        for s in self.stacks.drain(..) {
            if spare.len() >= SPARE_MAX {
                break;
            }
            let (top, limit) = (s.base().get(), s.limit().get());
            if top - limit > KEPT {
                // Safety: the range lies within the stack's own mapping, and no coroutine
                // runs on it any more; its pages read as zeros when next touched.
                unsafe { libc::madvise(limit as *mut libc::c_void, top - KEPT - limit, libc::MADV_DONTNEED) };
            }
            spare.push((self.bytes, s));
        }
    }
}

/// Runs every block of a `blocks × threads` grid, `dynamic_bytes` of dynamic shared memory
/// each.
///
/// Not generic over the kernel (it calls `body` once per thread): the scheduler is compiled
/// once, with this crate, and so runs optimized wherever ferrocuda's crates are (see
/// docs/benchmarks.md on debug builds), even when the kernel's own crate is not.
pub(super) fn run(
    blocks: Dim3,
    threads: Dim3,
    dynamic_bytes: usize,
    stack: Stack,
    races: Option<&Detector>,
    body: &Body<'_>,
    note: &Note<'_>,
) -> Result<(), String> {
    let n_blocks = blocks.product() as usize;
    let n_threads = threads.product() as usize;
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut pools = Vec::new();
    for _ in 0..cores.min(n_blocks).max(1) {
        match Stacks::reserve(n_threads, stack) {
            Ok(s) => pools.push(s),
            // Fewer workers will do; none is a failure.
            Err(_) if !pools.is_empty() => break,
            Err((t, e)) => {
                return Err(format!(
                    "the simulator runs the {n_threads} threads of a block of a cooperative kernel each on a stack of \
                     its own ({}), and the OS refused thread {} its stack ({e}): launch smaller blocks, or raise the \
                     process's memory limits",
                    mib(stack.bytes),
                    t + 1
                ))
            }
        }
    }
    let next = AtomicUsize::new(0);
    let work = |pool: &mut Stacks| loop {
        let b = next.fetch_add(1, Ordering::Relaxed);
        if b >= n_blocks {
            break;
        }
        let block = Block::new(n_threads, dynamic_bytes, races.is_some());
        let run = Run { block_idx: block_index(blocks, b), linear: b, blocks, threads, stack, races };
        run_block(&block, &run, pool, body, note);
    };
    let Some((mine, others)) = pools.split_first_mut() else { return Ok(()) };
    std::thread::scope(|scope| {
        for pool in others {
            // The workers' own stacks only hold the scheduler; a refused worker leaves its
            // blocks to the others.
            let _ = std::thread::Builder::new().stack_size(256 << 10).spawn_scoped(scope, || work(pool));
        }
        work(mine);
    });
    Ok(())
}

/// What running one block needs to know of the launch.
struct Run<'a> {
    block_idx: Dim3,
    /// The block's linear index.
    linear: usize,
    blocks: Dim3,
    threads: Dim3,
    stack: Stack,
    races: Option<&'a Detector>,
}

/// A kernel's body, run by each thread.
type Body<'a> = dyn Fn(&ThreadCtx<'_>) + Sync + 'a;

fn run_block(block: &Block, run: &Run<'_>, pool: &mut Stacks, body: &Body<'_>, note: &Note<'_>) {
    let Run { block_idx, linear, blocks, threads, stack, races } = *run;
    let n_threads = threads.product() as usize;
    let accessors: Vec<Accessor<'_>> = match races {
        Some(detector) => (0..n_threads).map(|t| Accessor::new(detector, linear, t, Some(block))).collect(),
        None => Vec::new(),
    };
    let floors: Vec<usize> =
        pool.stacks.iter().map(|s| s.limit().get().saturating_add(stack.reserve.min(stack.bytes / 2))).collect();
    let block_ref = block;
    let mut fibers: Vec<Coroutine<(), (), (), Staggered<'_>>> = pool
        .stacks
        .iter()
        .enumerate()
        .map(|(t, s)| {
            let thread = move |yielder: &Yielder<(), ()>, ()| {
                let ctx =
                    ThreadCtx::new(thread_index(threads, t), block_idx, threads, blocks, Some((block_ref, yielder)));
                if let Err(payload) = catch_unwind(AssertUnwindSafe(|| body(&ctx))) {
                    note(&ctx, payload);
                }
            };
            // Safety: the coroutines borrow `block`, `body` and `note`, which outlive them:
            // every coroutine is resumed to completion below (or, were that ever cut short,
            // dropped — which unwinds it — at the end of this function).
            unsafe { Coroutine::with_stack_unchecked(Staggered::new(s, t), thread) }
        })
        .collect();
    let saved_floor = STACK_FLOOR.with(|f| f.get());
    loop {
        while let Some(t) = block.next_ready() {
            STACK_FLOOR.with(|f| f.set(floors[t]));
            if races.is_some() {
                race::enter(accessors.get(t));
            }
            if let CoroutineResult::Return(()) = fibers[t].resume(()) {
                block.exit(t);
            }
        }
        if block.finished() {
            break;
        }
        block.stalled();
    }
    STACK_FLOOR.with(|f| f.set(saved_floor));
    // The next block's shared memory may reuse this one's addresses.
    race::leave();
    drop(fibers);
}
