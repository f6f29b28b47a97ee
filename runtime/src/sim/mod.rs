//! The CPU simulator: runs the CPU version of a kernel body (which the `#[kernel]` macro
//! emits next to the CUDA source) for every thread of a grid, blocks in parallel.
//!
//! A failing check raises a [`SimPanic`] by unwinding (without the panic hook, so nothing
//! is printed); the executor catches it at the thread, records the first one, and carries on
//! with the other threads, as a GPU does. The next synchronizing call reports it.

mod ctx;
pub mod ops;
mod slice;

use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

pub use ctx::ThreadCtx;
pub use slice::{as_slice, load, store, Read, Slice, SliceMut};

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

/// Runs `body` once for every thread of a `blocks × threads` grid.
pub(crate) fn run<F>(kernel: &'static str, blocks: Dim3, threads: Dim3, body: F)
where
    F: Fn(&ThreadCtx) + Sync,
{
    let n_blocks = blocks.product() as usize;
    let first_panic: Mutex<Option<KernelPanic>> = Mutex::new(None);
    let run_block = |linear: usize| {
        let block_idx = Dim3 {
            x: (linear % blocks.x as usize) as u32,
            y: ((linear / blocks.x as usize) % blocks.y as usize) as u32,
            z: (linear / (blocks.x as usize * blocks.y as usize)) as u32,
        };
        for tz in 0..threads.z {
            for ty in 0..threads.y {
                for tx in 0..threads.x {
                    let ctx = ThreadCtx::new(Dim3 { x: tx, y: ty, z: tz }, block_idx, threads, blocks);
                    if let Err(payload) = catch_unwind(AssertUnwindSafe(|| body(&ctx))) {
                        let mut first = first_panic.lock().unwrap_or_else(|e| e.into_inner());
                        if first.is_none() {
                            *first = Some(to_kernel_panic(kernel, &ctx, payload));
                        }
                    }
                }
            }
        }
    };
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get()).min(n_blocks);
    if workers <= 1 {
        (0..n_blocks).for_each(run_block);
    } else {
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
    if let Some(p) = first_panic.into_inner().unwrap_or_else(|e| e.into_inner()) {
        record(p);
    }
}

fn to_kernel_panic(kernel: &str, ctx: &ThreadCtx, payload: Box<dyn std::any::Any + Send>) -> KernelPanic {
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
