//! The CPU simulator: runs the CPU version of a kernel body (which the `#[kernel]` macro
//! emits next to the CUDA source) for every thread of a grid, blocks in parallel.
//!
//! A failing check raises a [`SimPanic`] by unwinding (without the panic hook, so nothing
//! is printed); the executor catches it at the thread, records the first one, and carries on
//! with the other threads, as a GPU does. The next synchronizing call reports it.

pub mod atomic;
mod block;
mod ctx;
pub mod ops;
mod slice;

use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

pub use ctx::{ThreadCtx, WarpValue};
pub use slice::{as_slice, at, at_mut, load, store, Read, Shared, Slice, SliceMut, Write};

use block::Block;

use crate::error::{KernelPanic, Result};

use crate::panic::{message, PanicKind, ValueType};

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
    resume_unwind(Box::new(SimPanic { site, message: message(kind, text, a, b, vt) }))
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
    static PANIC: std::cell::RefCell<Option<KernelPanic>> = const { std::cell::RefCell::new(None) };
}

fn record(p: KernelPanic) {
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
        Some(p) => Err(p.into()),
        None => Ok(()),
    }
}

/// How the threads of a block run.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Mode {
    /// One after the other, blocks in parallel: for kernels whose threads never wait for
    /// each other.
    Independent,
    /// All threads of a block at once (one OS thread each), blocks one after the other: for
    /// kernels with shared memory, barriers or warp operations. `dynamic_bytes` of dynamic
    /// shared memory per block.
    Cooperative { dynamic_bytes: usize },
}

/// Runs `body` once for every thread of a `blocks × threads` grid.
pub(crate) fn run<F>(kernel: &'static str, blocks: Dim3, threads: Dim3, mode: Mode, body: F)
where
    F: Fn(&ThreadCtx<'_>) + Sync,
{
    let first_panic: Mutex<Option<KernelPanic>> = Mutex::new(None);
    let note = |ctx: &ThreadCtx<'_>, payload: Box<dyn std::any::Any + Send>| {
        let mut first = first_panic.lock().unwrap_or_else(|e| e.into_inner());
        if first.is_none() {
            *first = Some(to_kernel_panic(kernel, ctx, payload));
        }
    };
    match mode {
        Mode::Independent => run_independent(blocks, threads, &body, &note),
        Mode::Cooperative { dynamic_bytes } => run_cooperative(blocks, threads, dynamic_bytes, &body, &note),
    }
    if let Some(p) = first_panic.into_inner().unwrap_or_else(|e| e.into_inner()) {
        record(p);
    }
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

fn run_independent<F>(blocks: Dim3, threads: Dim3, body: &F, note: &Note<'_>)
where
    F: Fn(&ThreadCtx<'_>) + Sync,
{
    let n_blocks = blocks.product() as usize;
    let n_threads = threads.product() as usize;
    let run_block = |linear: usize| {
        let block_idx = block_index(blocks, linear);
        for t in 0..n_threads {
            let ctx = ThreadCtx::new(thread_index(threads, t), block_idx, threads, blocks, None);
            if let Err(payload) = catch_unwind(AssertUnwindSafe(|| body(&ctx))) {
                note(&ctx, payload);
            }
        }
    };
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get()).min(n_blocks);
    if workers <= 1 {
        (0..n_blocks).for_each(run_block);
        return;
    }
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| loop {
                let b = next.fetch_add(1, Ordering::Relaxed);
                if b >= n_blocks {
                    break;
                }
                run_block(b);
            });
        }
    });
}

/// Stack of each simulated thread of a cooperative kernel.
const THREAD_STACK: usize = 512 * 1024;

fn run_cooperative<F>(blocks: Dim3, threads: Dim3, dynamic_bytes: usize, body: &F, note: &Note<'_>)
where
    F: Fn(&ThreadCtx<'_>) + Sync,
{
    let n_blocks = blocks.product() as usize;
    let n_threads = threads.product() as usize;
    // A team of one OS thread per thread of a block runs the blocks one after another; the
    // team meets before and after each block.
    let team = std::sync::Barrier::new(n_threads + 1);
    let current: Mutex<Option<(std::sync::Arc<Block>, Dim3)>> = Mutex::new(None);
    let spawned = std::thread::scope(|scope| {
        let mut spawned = 0;
        for t in 0..n_threads {
            let (team, current) = (&team, &current);
            let worker = move || loop {
                team.wait();
                let Some((block, block_idx)) = current.lock().unwrap_or_else(|e| e.into_inner()).clone() else {
                    break;
                };
                let ctx = ThreadCtx::new(thread_index(threads, t), block_idx, threads, blocks, Some(&block));
                if let Err(payload) = catch_unwind(AssertUnwindSafe(|| body(&ctx))) {
                    note(&ctx, payload);
                }
                block.exit(t);
                team.wait();
            };
            match std::thread::Builder::new().stack_size(THREAD_STACK).spawn_scoped(scope, worker) {
                Ok(_) => spawned += 1,
                Err(_) => break,
            }
        }
        if spawned == n_threads {
            for b in 0..n_blocks {
                *current.lock().unwrap_or_else(|e| e.into_inner()) =
                    Some((std::sync::Arc::new(Block::new(n_threads, dynamic_bytes)), block_index(blocks, b)));
                team.wait();
                team.wait();
            }
        }
        *current.lock().unwrap_or_else(|e| e.into_inner()) = None;
        if spawned == n_threads {
            team.wait();
        }
        spawned
    });
    if spawned != n_threads {
        // The OS refused threads: nothing ran. Report it as a panic of the kernel.
        let ctx = ThreadCtx::new(Dim3 { x: 0, y: 0, z: 0 }, Dim3 { x: 0, y: 0, z: 0 }, threads, blocks, None);
        note(
            &ctx,
            Box::new(format!("the simulator could not start {n_threads} threads for a block (the OS gave {spawned})")),
        );
    }
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
        kernel: kernel.to_string(),
        file,
        line,
        column,
        message,
        thread: [t.x, t.y, t.z],
        block: [b.x, b.y, b.z],
    }
}

pub use crate::grid::Dim3;

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
