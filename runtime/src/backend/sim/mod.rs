//! The CPU simulator: runs the CPU version of a kernel body (which the `#[kernel]` macro
//! emits next to the CUDA source) for every thread of a grid, blocks in parallel.
//!
//! A failing check raises a [`SimPanic`] by unwinding (without the panic hook, so nothing
//! is printed); the executor catches it at the thread, records the first one, and carries on
//! with the other threads, as a GPU does. The next synchronizing call reports it.

pub mod atomic;
pub(crate) mod block;
mod cooperative;
mod ctx;
mod mbarrier;
mod nd;
pub mod ops;
mod race;
pub(crate) mod slice;
mod tma;

use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

pub use ctx::{ThreadCtx, WarpValue};
pub use nd::{
    nd_cell, nd_column, nd_column_mut, nd_len, nd_load, nd_pass, nd_row, nd_row_mut, nd_shape, nd_store, nd_strides,
    Nd, NdMut, NdPass, NdRead, NdWrite,
};
pub use slice::{
    as_slice, at, at_mut, load, load_array, part, part_mut, pass, store, store_array, Parts, Pass, Read, Shared, Slice,
    SliceMut, Write,
};
pub use tma::{ReadMap, TensorMap, TensorMapMut};

use crate::base::error::{KernelPanic, Result};

use crate::abi::panic::{fit, message, PanicKind, ValueType, FILE_FIELD, KERNEL_FIELD, MESSAGE_FIELD};

/// A source location in a kernel, made by the macro for each check.
#[derive(Debug)]
pub struct Site {
    /// Rust file.
    pub file: &'static str,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub column: u32,
}

/// The unwinding payload of a simulated kernel panic.
struct SimPanic {
    site: &'static Site,
    message: String,
}

/// Ends the current simulated thread with a kernel panic.
#[cold]
pub fn raise(site: &'static Site, kind: PanicKind, text: &str, a: u64, b: u64) -> ! {
    raise_values(site, kind, text, a, b, ValueType::Unsigned)
}

#[cold]
pub(crate) fn raise_values(site: &'static Site, kind: PanicKind, text: &str, a: u64, b: u64, vt: ValueType) -> ! {
    let text = fit(text, MESSAGE_FIELD);
    resume_unwind(Box::new(SimPanic { site, message: message(kind, &text, a, b, vt) }))
}

/// `panic!("...")` and friends in a simulated kernel.
#[cold]
pub fn panic_msg(message: &'static str, site: &'static Site) -> ! {
    raise(site, PanicKind::Explicit, message, 0, 0)
}

thread_local! {
    /// The first panic of the simulated launches made by this host thread and not yet
    /// reported. Simulated launches finish before they return, so a panic belongs to the
    /// thread that launched the kernel, and is reported by that thread's next synchronizing
    /// call: tests running in parallel threads do not see each other's panics.
    static PANIC: std::cell::RefCell<Option<crate::base::error::Error>> = const { std::cell::RefCell::new(None) };
}

/// Keeps `p` (a kernel panic or a data race) unless one is kept already.
fn record(p: crate::base::error::Error) {
    PANIC.with(|slot| {
        let mut slot = slot.borrow_mut();
        if slot.is_none() {
            *slot = Some(p);
        }
    });
}

/// Reports (and clears) the first panic of this thread's simulated launches since the last
/// call.
pub(crate) fn take_panic() -> Result<()> {
    match PANIC.with(|slot| slot.borrow_mut().take()) {
        Some(p) => Err(p),
        None => Ok(()),
    }
}

/// Whether the simulator looks for data races (`FERROCUDA_RACECHECK`).
pub(crate) fn race_check_enabled() -> bool {
    race::enabled()
}

/// How the threads of a block run.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Mode {
    /// One after the other, blocks in parallel: for kernels whose threads never wait for
    /// each other.
    Independent,
    /// The threads of a block as coroutines that meet at collectives, blocks in parallel:
    /// for kernels with shared memory, barriers or warp operations. `dynamic_bytes` of
    /// dynamic shared memory per block.
    Cooperative { dynamic_bytes: usize },
}

/// Runs `body` once for every thread of a `blocks × threads` grid. `local_bytes` is what
/// the kernel's local arrays need of a thread's stack; `check_races` turns the data-race
/// detector on. An `Err` (nothing ran) when the OS refuses the threads a launch needs.
///
/// `make_args` makes the kernel's arguments (their slices get the detector's tables), which
/// every thread's `body` gets a copy of.
#[allow(clippy::too_many_arguments)]
pub(crate) fn run<A, F>(
    kernel: &'static str,
    blocks: Dim3,
    threads: Dim3,
    mode: Mode,
    local_bytes: usize,
    check_races: bool,
    make_args: impl FnOnce() -> A,
    body: F,
) -> std::result::Result<(), String>
where
    A: Copy + Sync,
    F: Fn(&ThreadCtx<'_>, A) + Sync,
{
    let first_panic: Mutex<Option<KernelPanic>> = Mutex::new(None);
    let note = |ctx: &ThreadCtx<'_>, payload: Box<dyn std::any::Any + Send>| {
        let mut first = first_panic.lock().unwrap_or_else(|e| e.into_inner());
        if first.is_none() {
            *first = Some(to_kernel_panic(kernel, ctx, payload));
        }
    };
    let races = check_races.then(|| race::Detector::new(kernel, blocks, threads));
    let args = race::making_args(races.as_ref(), make_args);
    let body = |ctx: &ThreadCtx<'_>| body(ctx, args);
    let ran = match mode {
        Mode::Independent => {
            run_independent(blocks, threads, Stack::independent(local_bytes), races.as_ref(), &body, &note)
        }
        Mode::Cooperative { dynamic_bytes } => cooperative::run(
            blocks,
            threads,
            dynamic_bytes,
            Stack::cooperative(local_bytes),
            races.as_ref(),
            &body,
            &note,
        ),
    };
    match first_panic.into_inner().unwrap_or_else(|e| e.into_inner()) {
        Some(p) => record(p.into()),
        // A panic is what a GPU reports too; a race only where there is none.
        None => {
            if let Some(r) = races.and_then(race::Detector::into_race) {
                record(crate::base::error::Error::DataRace(Box::new(r)));
            }
        }
    }
    ran
}

type Note<'a> = dyn Fn(&ThreadCtx<'_>, Box<dyn std::any::Any + Send>) + Sync + 'a;

fn block_index(blocks: Dim3, linear: usize) -> Dim3 {
    Dim3 {
        x: (linear % blocks.x as usize) as u32,
        y: ((linear / blocks.x as usize) % blocks.y as usize) as u32,
        z: (linear / (blocks.x as usize * blocks.y as usize)) as u32,
    }
}

fn thread_index(threads: Dim3, linear: usize) -> Dim3 {
    Dim3 {
        x: (linear % threads.x as usize) as u32,
        y: ((linear / threads.x as usize) % threads.y as usize) as u32,
        z: (linear / (threads.x as usize * threads.y as usize)) as u32,
    }
}

/// The stack of a host thread that runs simulated threads: sized from the kernel's local
/// arrays and the call depth a kernel may reach, so that a kernel a GPU runs does not
/// overflow it (an overflow would abort the process, not report a panic).
#[derive(Debug, Clone, Copy)]
struct Stack {
    bytes: usize,
    /// What must be left for a `#[device]` call to start (see [`stack_exhausted`]).
    reserve: usize,
}

impl Stack {
    /// Room for `MAX_CALL_DEPTH` calls of ordinary frames, besides the local arrays.
    const CALLS_INDEPENDENT: usize = 16 << 20;
    /// A block has a coroutine stack per simulated thread (up to 1024): less each.
    const CALLS_COOPERATIVE: usize = 1 << 20;

    fn new(calls: usize, local_bytes: usize) -> Stack {
        // Local arrays may be copied once on their way (a debug build moves values through
        // temporaries): twice their size, and as much again in reserve.
        let arrays = local_bytes.saturating_mul(2);
        let reserve = (64usize << 10).saturating_add(arrays);
        Stack { bytes: calls.saturating_add(arrays).saturating_add(reserve), reserve }
    }

    fn independent(local_bytes: usize) -> Stack {
        Stack::new(Stack::CALLS_INDEPENDENT, local_bytes)
    }

    fn cooperative(local_bytes: usize) -> Stack {
        Stack::new(Stack::CALLS_COOPERATIVE, local_bytes)
    }

    /// Runs on the new thread first: notes where its stack ends.
    fn enter(self) {
        let here = 0u8;
        let sp = std::ptr::addr_of!(here) as usize;
        // The thread's stack spans `bytes` below (about) here.
        STACK_FLOOR.with(|f| f.set(sp.saturating_sub(self.bytes).saturating_add(self.reserve)));
    }
}

thread_local! {
    /// The lowest stack address a simulated thread's next `#[device]` call may start at, on
    /// the simulator's own threads (0 elsewhere: not checked).
    static STACK_FLOOR: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Whether the running simulated thread is about to run out of stack.
#[inline]
pub(crate) fn stack_exhausted() -> bool {
    let here = 0u8;
    let sp = std::ptr::addr_of!(here) as usize;
    sp < STACK_FLOOR.with(|f| f.get())
}

fn run_independent<F>(
    blocks: Dim3,
    threads: Dim3,
    stack: Stack,
    races: Option<&race::Detector>,
    body: &F,
    note: &Note<'_>,
) -> std::result::Result<(), String>
where
    F: Fn(&ThreadCtx<'_>) + Sync,
{
    let n_blocks = blocks.product() as usize;
    let n_threads = threads.product() as usize;
    let run_block = |linear: usize| {
        let block_idx = block_index(blocks, linear);
        for t in 0..n_threads {
            let ctx = ThreadCtx::new(thread_index(threads, t), block_idx, threads, blocks, None);
            let accessor = races.map(|detector| race::Accessor::new(detector, linear, t, None));
            if races.is_some() {
                race::enter(accessor.as_ref());
            }
            if let Err(payload) = catch_unwind(AssertUnwindSafe(|| body(&ctx))) {
                note(&ctx, payload);
            }
            if races.is_some() {
                race::enter(None);
            }
        }
    };
    // Always on threads of the simulator's own, even for one worker: their stacks are sized
    // for the kernel, the caller's may not be.
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get()).min(n_blocks).max(1);
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        let mut started = 0;
        let mut refused = None;
        for _ in 0..workers {
            let worker = || {
                stack.enter();
                loop {
                    let b = next.fetch_add(1, Ordering::Relaxed);
                    if b >= n_blocks {
                        break;
                    }
                    run_block(b);
                }
                race::leave();
            };
            match std::thread::Builder::new().stack_size(stack.bytes).spawn_scoped(scope, worker) {
                Ok(_) => started += 1,
                Err(e) => {
                    refused = Some(e);
                    break;
                }
            }
        }
        // Any worker that started runs every block; only none at all is a failure.
        match (started, refused) {
            (0, Some(e)) => Err(format!(
                "the simulator could not start a thread with a {} stack to run the kernel: {e}",
                mib(stack.bytes)
            )),
            _ => Ok(()),
        }
    })
}

fn mib(bytes: usize) -> String {
    format!("{:.1} MiB", bytes as f64 / (1u64 << 20) as f64)
}

fn to_kernel_panic(kernel: &str, ctx: &ThreadCtx<'_>, payload: Box<dyn std::any::Any + Send>) -> KernelPanic {
    let t = ctx.thread_idx();
    let b = ctx.block_idx();
    let (file, line, column, message) = match payload.downcast::<SimPanic>() {
        Ok(p) => (p.site.file.to_string(), p.site.line, p.site.column, p.message),
        // A Rust panic that is not one of the kernel's checks (a bug in the simulator or in
        // a std function it calls): report it rather than losing it.
        Err(other) => {
            let text = other
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| other.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a Rust panic without a message".into());
            ("<simulator>".to_string(), 0, 0, text)
        }
    };
    KernelPanic {
        kernel: fit(kernel, KERNEL_FIELD),
        file: fit(&file, FILE_FIELD),
        line,
        column,
        message,
        thread: [t.x, t.y, t.z],
        block: [b.x, b.y, b.z],
    }
}

pub use crate::base::limits::Dim3;

/// Marks an unchecked access (`*x.get_unchecked(i)`) in the simulator body, where it is
/// still checked: the call is `unsafe` so that, as in Rust, the access needs an `unsafe`
/// block.
///
/// # Safety
/// None needed; it only mirrors the signature of `get_unchecked`.
#[inline]
pub unsafe fn unchecked<T>(v: T) -> T {
    v
}
