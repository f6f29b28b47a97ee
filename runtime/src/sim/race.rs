//! The simulator's data-race detector: two simulated threads accessing one element of
//! global or shared memory, at least one of them writing, neither atomically, with nothing
//! ordering them — no `sync_threads()` between them in one block, no warp collective between
//! them in one warp. Safe Rust rules such kernels out; a kernel body can still write one, and
//! a GPU then gives whichever answer its scheduling happens to give.
//!
//! Each element has a shadow cell: the last access that matters (thread, read or write,
//! where, and the block's barrier and the warp's collective counts at the time), a flag that
//! other threads read it in the same interval, and one such other reader. An access that conflicts with the cell's is the race, reported with both accesses.
//! Only the first race of a launch is reported (as the launch's error, at its next
//! synchronizing call); checking stops there.
//!
//! What it does not see, so never reports: accesses through atomics; conflicts between
//! blocks of a launch in which a thread ran `threadfence()` (a fence and an atomic flag can
//! order blocks, and that ordering is not tracked); overlapping accesses of different sizes to
//! reinterpreted dynamic shared memory. Thread numbers wrap past 2^31 threads in a grid,
//! which can hide a race, never invent one.

use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::sync::{Arc, Mutex, OnceLock};

use super::block::Block;
use super::Site;
use crate::error::{DataRace, RaceAccess};
use crate::limits::Dim3;

/// Whether launches look for races: `FERROCUDA_RACECHECK` off (`0`, `off`, `false`, `no`)
/// turns the detector off for every kernel (it costs the simulator about 2-10x on kernels
/// that are mostly memory accesses); on, or unset, it is on. Anything else is warned about
/// once, and leaves it on.
pub(crate) fn enabled() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| {
        let Some(v) = std::env::var_os("FERROCUDA_RACECHECK") else { return true };
        let text = v.to_string_lossy();
        let value = text.trim().to_ascii_lowercase();
        if crate::cuda::cache::CACHE_OFF.contains(&value.as_str()) {
            return false;
        }
        if !value.is_empty() && !crate::cuda::cache::CACHE_ON.contains(&value.as_str()) {
            eprintln!(
                "ferrocuda: FERROCUDA_RACECHECK=`{text}` is not understood, so the simulator looks for data races; \
                 accepted values: {} (the default) or {}",
                crate::cuda::cache::CACHE_ON.join(", "),
                crate::cuda::cache::CACHE_OFF.join(", ")
            );
        }
        true
    })
}

/// Shadow cells per page, allocated when first touched: 256 KiB, which the allocator maps
/// from the OS as zero pages that cost only when touched.
const PAGE: usize = 8192;

/// One access, packed: `who` is the thread number + 1 (0: none) in the low 32 bits, 1 for a
/// write in bit 32, 1 for "other threads read it too" in bit 33, and the site in the high 30
/// bits as an offset from [`SITE_BASE`] (see [`site_code`]); `when` is the block's barrier
/// count in the high half and the warp's collective count in the low half.
/// `reader`/`reader_when`: another thread that read it in the same interval, once `who`
/// has [`SHARED_READ`].
#[repr(C)]
struct Shadow {
    who: AtomicU64,
    when: AtomicU64,
    reader: AtomicU64,
    reader_when: AtomicU64,
}

const WRITE: u64 = 1 << 32;
const SHARED_READ: u64 = 1 << 33;

/// A table of shadow cells for one buffer or shared allocation.
struct Table {
    pages: Box<[OnceLock<Box<[Shadow]>>]>,
}

impl Table {
    fn new(cells: usize) -> Table {
        Table { pages: (0..cells.div_ceil(PAGE)).map(|_| OnceLock::new()).collect() }
    }

    fn cell(&self, i: usize) -> Option<&Shadow> {
        let page = self.pages.get(i / PAGE)?.get_or_init(zeroed_page);
        page.get(i % PAGE)
    }
}

fn zeroed_page() -> Box<[Shadow]> {
    // `vec![0; n]` is one zeroing allocation (calloc), not n writes.
    let words = vec![0u64; PAGE * 4].into_boxed_slice();
    // Safety: a `Shadow` is four `AtomicU64`s, which have the size, alignment and bit
    // validity of `u64`; zero is a valid `Shadow`.
    unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(Box::into_raw(words) as *mut Shadow, PAGE)) }
}

/// Where a buffer lives, for the report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Memory {
    Global,
    Shared,
}

/// The detector of one launch.
pub(crate) struct Detector {
    threads_per_block: u64,
    blocks: Dim3,
    threads: Dim3,
    /// Global buffers by base address (and length, element size).
    global: Mutex<Vec<(usize, usize, Arc<Table>)>>,
    fenced: AtomicBool,
    done: AtomicBool,
    found: Mutex<Option<DataRace>>,
    kernel: &'static str,
}

impl Detector {
    pub(crate) fn new(kernel: &'static str, blocks: Dim3, threads: Dim3) -> Detector {
        Detector {
            threads_per_block: threads.product(),
            blocks,
            threads,
            global: Mutex::new(Vec::new()),
            fenced: AtomicBool::new(false),
            done: AtomicBool::new(false),
            found: Mutex::new(None),
            kernel,
        }
    }

    /// The race found, if any.
    pub(crate) fn into_race(self) -> Option<DataRace> {
        self.found.into_inner().unwrap_or_else(|e| e.into_inner())
    }

    fn global_table(&self, base: usize, len: usize) -> Arc<Table> {
        let mut tables = self.global.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((_, _, t)) = tables.iter().find(|(b, l, _)| *b == base && *l == len) {
            return t.clone();
        }
        let t = Arc::new(Table::new(len));
        tables.push((base, len, t.clone()));
        t
    }
}

/// The shared allocations of one block, with their shadows: `(start, bytes, table)`, one cell
/// per byte (so that views of one allocation as different types never share a cell for
/// different bytes).
#[derive(Default)]
pub(crate) struct SharedShadows {
    allocs: std::cell::RefCell<Vec<(usize, usize, Arc<Table>)>>,
    /// The allocation found last: `(start, bytes, table address)`.
    last: Cell<(usize, usize, usize)>,
}

impl SharedShadows {
    pub(crate) fn add(&self, start: *const u8, bytes: usize) {
        let start = start as usize;
        self.allocs.borrow_mut().push((start, bytes, Arc::new(Table::new(bytes))));
    }

    fn find(&self, addr: usize) -> Option<(usize, *const Table)> {
        let (start, bytes, table) = self.last.get();
        if addr >= start && addr < start + bytes {
            return Some((start, table as *const Table));
        }
        let allocs = self.allocs.borrow();
        let (start, bytes, table) = allocs.iter().find(|(s, b, _)| addr >= *s && addr < s + b)?;
        self.last.set((*start, *bytes, Arc::as_ptr(table) as usize));
        Some((*start, Arc::as_ptr(table)))
    }
}

/// The simulated thread running on this host thread, as the detector sees it.
pub(crate) struct Accessor<'a> {
    pub(crate) detector: &'a Detector,
    /// Block-linear thread number: block × threads per block + thread in block.
    pub(crate) thread: u64,
    /// Its block, for cooperative kernels: barrier and warp collective counts, shared memory.
    pub(crate) block: Option<&'a Block>,
}

thread_local! {
    static CURRENT: Cell<*const Accessor<'static>> = const { Cell::new(std::ptr::null()) };
    /// The global tables looked up last on this host thread, by base and length: a kernel
    /// touches a few buffers, over and over. The detector keeps the tables alive.
    static RECENT: Cell<[(usize, usize, *const Table); RECENT_TABLES]> =
        const { Cell::new([(0, 0, std::ptr::null()); RECENT_TABLES]) };
}

/// Makes `a` the running thread for the accesses until the next call (`None`: no checks).
pub(crate) fn enter(a: Option<&Accessor<'_>>) {
    let p = a.map_or(std::ptr::null(), |a| (a as *const Accessor<'_>).cast::<Accessor<'static>>());
    CURRENT.with(|c| c.set(p));
}

/// Forgets the tables cached for a launch that has ended.
pub(crate) fn leave() {
    CURRENT.with(|c| c.set(std::ptr::null()));
    RECENT.with(|r| r.set([(0, 0, std::ptr::null()); RECENT_TABLES]));
}

const RECENT_TABLES: usize = 8;

/// The global table of the buffer at `base` of `len` elements.
fn global_table(d: &Detector, base: usize, len: usize) -> *const Table {
    let mut recent = RECENT.with(|r| r.get());
    if let Some(&(_, _, t)) = recent.iter().find(|(b, l, t)| *b == base && *l == len && !t.is_null()) {
        return t;
    }
    let t = Arc::as_ptr(&d.global_table(base, len));
    recent.rotate_right(1);
    recent[0] = (base, len, t);
    RECENT.with(|r| r.set(recent));
    t
}

fn with_current<R>(f: impl FnOnce(&Accessor<'_>) -> R) -> Option<R> {
    let p = CURRENT.with(|c| c.get());
    if p.is_null() {
        return None;
    }
    // Safety: `enter` is called with an accessor that outlives the accesses of its thread,
    // and reset (`enter(None)` / `leave_launch`) before the accessor goes away.
    let a = unsafe { &*p };
    if a.detector.done.load(Relaxed) {
        return None;
    }
    Some(f(a))
}

/// A thread of the launch ran `threadfence()`.
pub(crate) fn fence() {
    with_current(|a| a.detector.fenced.store(true, Relaxed));
}

/// A plain (not atomic) access of element `i` of the slice at `base` of `len` elements —
/// a global buffer, or a view of the block's shared memory.
#[inline]
pub(crate) fn check<T>(base: *const T, len: usize, i: usize, write: bool, site: &'static Site) {
    if CURRENT.with(|c| c.get().is_null()) {
        return;
    }
    with_current(|a| {
        let (base, size) = (base as usize, std::mem::size_of::<T>());
        // Views of shared memory (a shared array, one of its rows, or either passed to a
        // `#[device]` fn as a slice) are the block's; anything else is a global buffer.
        if let Some((start, table)) = a.block.and_then(|b| b.shadows().find(base)) {
            let byte = base + i * size - start;
            // Safety: the block keeps its tables while its threads run.
            access(a, unsafe { &*table }, byte, write, site, Memory::Shared, byte / size.max(1));
            return;
        }
        let table = global_table(a.detector, base, len);
        // Safety: the detector keeps its tables for the whole launch.
        access(a, unsafe { &*table }, i, write, site, Memory::Global, i);
    });
}

/// Bits of the site field.
const SITE_BITS: u32 = 30;

/// An anchor in this binary's read-only data: the sites the macro makes are statics of the
/// same binary, a few MiB away at most, so their offset from it fits the site field.
static SITE_BASE: Site = Site { file: "", line: 0, column: 0 };

fn site_code(site: &'static Site) -> u64 {
    let offset = (site as *const Site as isize).wrapping_sub(&SITE_BASE as *const Site as isize);
    let biased = offset.wrapping_add(1 << (SITE_BITS - 1));
    if (0..(1isize << SITE_BITS)).contains(&biased) && offset % 4 == 0 {
        // Sites are 8-aligned: the offset keeps 2 bits more in the field.
        ((offset >> 2) + (1 << (SITE_BITS - 1))) as u64
    } else {
        0
    }
}

fn site_of(code: u64) -> Option<&'static Site> {
    if code == 0 {
        return None;
    }
    let offset = ((code as isize) - (1 << (SITE_BITS - 1))) << 2;
    let p = (&SITE_BASE as *const Site as isize).wrapping_add(offset) as *const Site;
    // Safety: `code` was made by `site_code` from a `&'static Site`.
    Some(unsafe { &*p })
}

fn pack(thread: u64, write: bool, site: &'static Site) -> u64 {
    ((thread & 0x7fff_ffff) + 1) | if write { WRITE } else { 0 } | site_code(site) << 34
}

/// Whether two accesses (by different threads) are ordered: same block and a barrier
/// between them, or same warp and a warp collective between them.
fn ordered(d: &Detector, t1: u64, when1: u64, t2: u64, when2: u64) -> bool {
    let (b1, b2) = (t1 / d.threads_per_block, t2 / d.threads_per_block);
    if b1 != b2 {
        return d.fenced.load(Relaxed);
    }
    if when1 >> 32 != when2 >> 32 {
        return true;
    }
    let (w1, w2) = ((t1 % d.threads_per_block) / 32, (t2 % d.threads_per_block) / 32);
    w1 == w2 && when1 as u32 != when2 as u32
}

#[allow(clippy::too_many_arguments)]
fn access(
    a: &Accessor<'_>,
    table: &Table,
    cell_index: usize,
    write: bool,
    site: &'static Site,
    memory: Memory,
    element: usize,
) {
    let Some(cell) = table.cell(cell_index) else { return };
    let d = a.detector;
    let thread = a.thread & 0x7fff_ffff;
    let when = match a.block {
        Some(b) => {
            let (barriers, warp) = b.counts((a.thread % d.threads_per_block) as usize);
            (barriers << 32) | (warp & 0xffff_ffff)
        }
        None => 0,
    };
    let who = cell.who.load(Relaxed);
    let mine = pack(thread, write, site);
    let other_when = cell.when.load(Relaxed);
    if who & !SHARED_READ == mine && other_when == when {
        // This thread did just this here already in this interval: nothing new.
        return;
    }
    if who == 0 {
        cell.who.store(mine, Relaxed);
        cell.when.store(when, Relaxed);
        return;
    }
    let other = (who & 0xffff_ffff) - 1;
    let other_write = who & WRITE != 0;
    if other == thread {
        if write && !other_write && who & SHARED_READ != 0 {
            // Others read it as well: is one of them unordered with this write?
            let (r_who, r_when) = (cell.reader.load(Relaxed), cell.reader_when.load(Relaxed));
            let r = (r_who & 0xffff_ffff).wrapping_sub(1);
            if r_who != 0 && r != thread && !ordered(d, r, r_when, thread, when) {
                report(d, memory, element, r_who, r, (thread, write, site));
                return;
            }
        }
        // The same thread again. In the same interval, what it did before still matters to
        // the others: keep its write, and that others read too. After a barrier, what came
        // before is ordered before every later access of the block. (Of other blocks too,
        // the cell then assumes: a race across blocks with an access before the barrier is
        // missed, never one invented.)
        let earlier = if when == other_when { who & (WRITE | SHARED_READ) } else { 0 };
        cell.who.store(mine | earlier, Relaxed);
        cell.when.store(when, Relaxed);
        return;
    }
    if ordered(d, other, other_when, thread, when) {
        cell.who.store(mine, Relaxed);
        cell.when.store(when, Relaxed);
        return;
    }
    if write || other_write {
        report(d, memory, element, who, other, (thread, write, site));
        return;
    }
    // Two reads at once: fine, but a later write must see both.
    if who & SHARED_READ == 0 {
        cell.reader.store(mine, Relaxed);
        cell.reader_when.store(when, Relaxed);
        cell.who.store(who | SHARED_READ, Relaxed);
    }
}

fn report(
    d: &Detector,
    memory: Memory,
    element: usize,
    first_who: u64,
    first: u64,
    second: (u64, bool, &'static Site),
) {
    if d.done.swap(true, Relaxed) {
        return;
    }
    let describe = |thread: u64, write: bool, site: Option<&'static Site>| {
        let (block, t) = (thread / d.threads_per_block, thread % d.threads_per_block);
        let block_idx = super::block_index(d.blocks, block as usize);
        let thread_idx = super::thread_index(d.threads, t as usize);
        RaceAccess {
            thread: [thread_idx.x, thread_idx.y, thread_idx.z],
            block: [block_idx.x, block_idx.y, block_idx.z],
            write,
            file: site.map_or_else(|| "<unknown>".to_string(), |s| s.file.to_string()),
            line: site.map_or(0, |s| s.line),
            column: site.map_or(0, |s| s.column),
        }
    };
    let race = DataRace {
        kernel: d.kernel.to_string(),
        shared: memory == Memory::Shared,
        element: element as u64,
        first: describe(first, first_who & WRITE != 0, site_of(first_who >> 34)),
        second: describe(second.0, second.1, Some(second.2)),
    };
    *d.found.lock().unwrap_or_else(|e| e.into_inner()) = Some(race);
}
