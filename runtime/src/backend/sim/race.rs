//! The simulator's data-race detector: two simulated threads accessing one element of
//! global or shared memory, at least one of them writing, neither atomically, with nothing
//! ordering them — no `sync_threads()` between them in one block, no warp collective between
//! them in one warp. Safe Rust rules such kernels out; a kernel body can still write one, and
//! a GPU then gives whichever answer its scheduling happens to give.
//!
//! Each buffer of a launch and each shared allocation of a block has a table of shadow cells,
//! one per element, which the simulator's slices carry (a null table: not checked). A cell
//! holds the last access that matters (thread, read or write, where, and the block's barrier
//! and the warp's collective counts at the time), a flag that other threads read it in the
//! same interval, and one such other reader. An access that conflicts with the cell's is the
//! race, reported with both accesses. Only the first race of a launch is reported (as the
//! launch's error, at its next synchronizing call); checking stops there.
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
use crate::base::error::{DataRace, RaceAccess};
use crate::base::limits::Dim3;

/// Whether launches look for races: `FERROCUDA_RACECHECK` off (`0`, `off`, `false`, `no`)
/// turns the detector off for every kernel; on, or unset, it is on. Anything else is warned
/// about once, and leaves it on.
pub(crate) fn enabled() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| {
        let Some(v) = std::env::var_os("FERROCUDA_RACECHECK") else { return true };
        let text = v.to_string_lossy();
        let on = crate::base::switch::parse(&text);
        if on.is_none() {
            eprintln!(
                "ferrocuda: FERROCUDA_RACECHECK=`{text}` is not understood, so the simulator looks for data races; \
                 accepted values: {} (the default) or {}",
                crate::base::switch::ON_VALUES.join(", "),
                crate::base::switch::OFF_VALUES.join(", ")
            );
        }
        on != Some(false)
    })
}

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

/// Zeroed shadow cells that cost memory only where touched. A small table is a zeroed heap
/// allocation; a large one an anonymous mapping, on huge pages where the OS allows (a 4 KiB
/// page fault per 128 cells would cost more than the checks).
struct Cells {
    ptr: *mut Shadow,
    len: usize,
    _owner: Owner,
}

enum Owner {
    Heap(#[allow(dead_code)] Box<[u64]>),
    #[cfg(unix)]
    Map(*mut libc::c_void, usize),
}

// Safety: the cells are atomics; the memory is owned.
unsafe impl Send for Cells {}
// Safety: as above.
unsafe impl Sync for Cells {}

impl Cells {
    fn new(len: usize) -> Option<Cells> {
        let bytes = len.checked_mul(std::mem::size_of::<Shadow>())?;
        #[cfg(unix)]
        if bytes >= 256 << 10 {
            return Cells::mapped(len, bytes);
        }
        let mut words = vec![0u64; bytes / 8].into_boxed_slice();
        Some(Cells { ptr: words.as_mut_ptr() as *mut Shadow, len, _owner: Owner::Heap(words) })
    }

    #[cfg(unix)]
    fn mapped(len: usize, bytes: usize) -> Option<Cells> {
        const HUGE: usize = 2 << 20;
        let map_len = bytes.checked_add(HUGE)?;
        if let Some(map) = spare::take(map_len) {
            let ptr = (map as usize).next_multiple_of(HUGE);
            return Some(Cells { ptr: ptr as *mut Shadow, len, _owner: Owner::Map(map, map_len) });
        }
        // Safety: a fresh private anonymous mapping; no memory is touched here.
        let map = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                map_len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                -1,
                0,
            )
        };
        if map == libc::MAP_FAILED {
            return None;
        }
        let ptr = (map as usize).next_multiple_of(HUGE);
        #[cfg(target_os = "linux")]
        // Safety: advice on our own mapping; failing is harmless.
        unsafe {
            libc::madvise(ptr as *mut libc::c_void, bytes, libc::MADV_HUGEPAGE);
        }
        Some(Cells { ptr: ptr as *mut Shadow, len, _owner: Owner::Map(map, map_len) })
    }

    #[inline]
    fn get(&self, i: usize) -> Option<&Shadow> {
        // Safety: in bounds; zeroed memory is a valid `Shadow` (four `AtomicU64`s, which have
        // the layout and bit validity of `u64`).
        (i < self.len).then(|| unsafe { &*self.ptr.add(i) })
    }
}

#[cfg(unix)]
impl Drop for Owner {
    fn drop(&mut self) {
        if let Owner::Map(map, len) = *self {
            if spare::give(map, len) {
                return;
            }
            // Safety: the mapping made in `Cells::mapped`, unmapped once.
            unsafe {
                libc::munmap(map, len);
            }
        }
    }
}

/// The mappings of finished launches' large tables, zeroed, for the next launches: a fresh
/// mapping costs two page faults per page touched (a read maps the zero page, the write
/// copies it), about a fifth of a layer norm's time on the simulator; zeroing the pages a
/// launch touched is cheaper.
#[cfg(unix)]
mod spare {
    use std::sync::Mutex;

    /// At most this much is kept (in memory, zeroed), in mappings of at most `LARGEST`.
    const KEPT: usize = 128 << 20;
    const LARGEST: usize = 64 << 20;

    struct Map(*mut libc::c_void, usize);
    // Safety: the mapping is owned, and only ever used by whoever took it.
    unsafe impl Send for Map {}

    static SPARE: Mutex<Vec<Map>> = Mutex::new(Vec::new());

    /// A zeroed mapping of exactly `len` bytes, if one is spare.
    pub(super) fn take(len: usize) -> Option<*mut libc::c_void> {
        let mut spare = SPARE.lock().unwrap_or_else(|e| e.into_inner());
        let k = spare.iter().position(|m| m.1 == len)?;
        Some(spare.swap_remove(k).0)
    }

    /// Keeps `map` of `len` bytes for a later table, zeroing what was touched; `false`
    /// when there is no room (the caller unmaps it).
    pub(super) fn give(map: *mut libc::c_void, len: usize) -> bool {
        if len > LARGEST {
            return false;
        }
        let mut spare = SPARE.lock().unwrap_or_else(|e| e.into_inner());
        if spare.iter().map(|m| m.1).sum::<usize>() + len > KEPT {
            return false;
        }
        // Only the pages in memory were touched (the others read as zeros already).
        let page = 4096;
        let pages = len.div_ceil(page);
        let mut resident = vec![0u8; pages];
        // Safety: `map` is a page-aligned mapping of `len` bytes; the vector has a byte
        // per page.
        if unsafe { libc::mincore(map, len, resident.as_mut_ptr()) } != 0 {
            return false;
        }
        let mut p = 0;
        while p < pages {
            if resident[p] & 1 == 0 {
                p += 1;
                continue;
            }
            let run = resident[p..].iter().take_while(|&&r| r & 1 != 0).count();
            let bytes = (run * page).min(len - p * page);
            // Safety: within the mapping, which nobody uses now.
            unsafe { std::ptr::write_bytes((map as *mut u8).add(p * page), 0, bytes) };
            p += run;
        }
        spare.push(Map(map, len));
        true
    }
}

/// Where a table's memory is, for the report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Memory {
    Global,
    Shared,
}

/// The shadow cells of one buffer or shared allocation: the cell of the element at address
/// `a` is `(a - start) >> shift`.
pub struct Table {
    start: usize,
    shift: u32,
    memory: Memory,
    cells: Cells,
}

impl Table {
    /// For `bytes` from `start` in elements of `granule` bytes (a power of two: an element
    /// size, or an alignment that divides every element's address).
    fn new(start: usize, bytes: usize, granule: usize, memory: Memory) -> Option<Table> {
        let shift = granule.max(1).trailing_zeros();
        Some(Table { start, shift, memory, cells: Cells::new(bytes >> shift)? })
    }
}

/// The detector of one launch.
pub(crate) struct Detector {
    threads_per_block: u64,
    blocks: Dim3,
    threads: Dim3,
    /// The global buffers' tables, by base address and length in bytes.
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

    /// The table of the buffer at `base` of `bytes`, in elements of `size` bytes; one per
    /// buffer however many arguments it is.
    fn global_table(&self, base: usize, bytes: usize, size: usize) -> *const Table {
        let mut tables = self.global.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((_, _, t)) = tables.iter().find(|(b, n, _)| *b == base && *n == bytes) {
            return Arc::as_ptr(t);
        }
        match Table::new(base, bytes, size, Memory::Global) {
            Some(t) => {
                let t = Arc::new(t);
                let p = Arc::as_ptr(&t);
                tables.push((base, bytes, t));
                p
            }
            // No shadow memory: this buffer goes unchecked.
            None => std::ptr::null(),
        }
    }
}

/// The shadow tables of one block's shared memory, kept while its threads run.
#[derive(Default)]
pub(crate) struct SharedShadows {
    tables: std::cell::RefCell<Vec<Arc<Table>>>,
}

impl SharedShadows {
    /// A table for the shared allocation of `bytes` at `start`, whose elements are aligned
    /// to `granule` bytes (null when out of memory).
    pub(crate) fn add(&self, start: *const u8, bytes: usize, granule: usize) -> *const Table {
        match Table::new(start as usize, bytes, granule, Memory::Shared) {
            Some(t) => {
                let t = Arc::new(t);
                let p = Arc::as_ptr(&t);
                self.tables.borrow_mut().push(t);
                p
            }
            None => std::ptr::null(),
        }
    }
}

/// The simulated thread running on this host thread, as the detector sees it.
pub(crate) struct Accessor<'a> {
    detector: &'a Detector,
    /// Block-linear thread number (block × threads per block + thread in block), in 31 bits.
    thread: u32,
    /// `thread / threads_per_block`, and its warp in the block.
    block: u32,
    warp: u32,
    /// Its block's barrier count and its warp's collective count, for cooperative kernels.
    counts: Option<(&'a Cell<u64>, &'a Cell<u64>)>,
}

impl<'a> Accessor<'a> {
    /// The interval this thread is in: its block's completed barriers, and its warp's
    /// completed collectives.
    #[inline]
    fn now(&self) -> u64 {
        match self.counts {
            Some((barriers, warp)) => (barriers.get() << 32) | (warp.get() & 0xffff_ffff),
            None => 0,
        }
    }

    pub(crate) fn new(detector: &'a Detector, block_linear: usize, in_block: usize, block: Option<&'a Block>) -> Self {
        let thread = ((block_linear as u64 * detector.threads_per_block + in_block as u64) & 0x7fff_ffff) as u32;
        Accessor {
            detector,
            thread,
            block: thread / detector.threads_per_block as u32,
            warp: (thread % detector.threads_per_block as u32) / 32,
            counts: block.map(|b| b.counters(in_block)),
        }
    }
}

thread_local! {
    static CURRENT: Cell<*const Accessor<'static>> = const { Cell::new(std::ptr::null()) };
    /// The detector whose launch is making its arguments' slices on this host thread.
    static MAKING: Cell<*const Detector> = const { Cell::new(std::ptr::null()) };
}

/// Makes `a` the running thread for the accesses until the next call (`None`: no checks).
#[inline]
pub(crate) fn enter(a: Option<&Accessor<'_>>) {
    let p = a.map_or(std::ptr::null(), |a| (a as *const Accessor<'_>).cast::<Accessor<'static>>());
    CURRENT.with(|c| c.set(p));
}

/// The launch on this host thread has ended: no thread is running.
pub(crate) fn leave() {
    CURRENT.with(|c| c.set(std::ptr::null()));
}

/// Runs `make` (which makes a launch's argument slices) so that the slices it makes get
/// their tables from `detector`.
pub(crate) fn making_args<A>(detector: Option<&Detector>, make: impl FnOnce() -> A) -> A {
    MAKING.with(|m| m.set(detector.map_or(std::ptr::null(), |d| d as *const Detector)));
    let args = make();
    MAKING.with(|m| m.set(std::ptr::null()));
    args
}

/// The table for a slice argument of `len` elements at `base` being made now (null when no
/// detector is looking).
pub(crate) fn table_for<T>(base: *const T, len: usize) -> *const Table {
    let d = MAKING.with(|m| m.get());
    if d.is_null() {
        return std::ptr::null();
    }
    let size = std::mem::size_of::<T>();
    // Safety: `making_args` keeps the detector alive while `make` runs.
    unsafe { &*d }.global_table(base as usize, len.saturating_mul(size), size)
}

fn with_current<R>(f: impl FnOnce(&Accessor<'_>) -> R) -> Option<R> {
    let p = CURRENT.with(|c| c.get());
    if p.is_null() {
        return None;
    }
    // Safety: `enter` is called with an accessor that outlives the accesses of its thread,
    // and reset (`enter(None)`) before the accessor goes away.
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

/// A plain (not atomic) access of the `T` at `addr`, in the memory of `table` (null: not
/// checked).
#[inline]
pub(crate) fn check<T>(table: *const Table, addr: *const T, write: bool, site: &'static Site) {
    if table.is_null() {
        return;
    }
    // Safety: a slice's table lives as long as the slice can be used: the launch's
    // detector holds global tables, the block its shared ones.
    let table = unsafe { &*table };
    // The commonest case, inline: a read of an element several threads read already in this
    // interval (reads do not conflict: a later write will meet the two readers kept). Not in
    // debug builds (of this crate), where it would be instantiated unoptimized in the
    // kernel's crate: `checked` is this crate's, optimized where ferrocuda's crates are.
    if !write && !cfg!(debug_assertions) {
        let p = CURRENT.with(|c| c.get());
        if !p.is_null() {
            // Safety: as in `with_current`.
            let a = unsafe { &*p };
            let offset = (addr as usize).wrapping_sub(table.start);
            if let Some(cell) = table.cells.get(offset >> table.shift) {
                if cell.who.load(Relaxed) & SHARED_READ != 0 && cell.when.load(Relaxed) == a.now() {
                    return;
                }
            }
        }
    }
    checked(table, addr as usize, std::mem::size_of::<T>(), write, site);
}

/// `check` beyond its inline case: out of line, so that a kernel's accesses stay small
/// enough to inline everywhere.
#[inline(never)]
fn checked(table: &Table, addr: usize, size: usize, write: bool, site: &'static Site) {
    let offset = addr.wrapping_sub(table.start);
    let p = CURRENT.with(|c| c.get());
    if p.is_null() {
        return;
    }
    // Safety: as in `with_current`.
    let a = unsafe { &*p };
    let Some(cell) = table.cells.get(offset >> table.shift) else { return };
    let now = a.now();
    if cell.when.load(Relaxed) == now && cell.who.load(Relaxed) & !SHARED_READ == pack(a.thread as u64, write, site) {
        // This thread did just this here already in this interval: nothing new.
        return;
    }
    if a.detector.done.load(Relaxed) {
        return;
    }
    access(a, table, cell, now, write, site, offset / size.max(1));
}

/// Bits of the site field.
const SITE_BITS: u32 = 30;

/// An anchor in this binary's read-only data: the sites the macro makes are statics of the
/// same binary, a few MiB away at most, so their offset from it fits the site field.
static SITE_BASE: Site = Site { file: "", line: 0, column: 0 };

#[inline]
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

#[inline]
fn pack(thread: u64, write: bool, site: &'static Site) -> u64 {
    ((thread & 0x7fff_ffff) + 1) | if write { WRITE } else { 0 } | site_code(site) << 34
}

/// Whether two accesses (by different threads) are ordered: same block and a barrier
/// between them, or same warp and a warp collective between them.
/// Whether an access by thread `other` at `other_when` is ordered before one by `a` now,
/// at `when` (different threads): same block and a barrier between them, or same warp and
/// a warp collective between them.
fn ordered(a: &Accessor<'_>, other: u64, other_when: u64, when: u64) -> bool {
    let tpb = a.detector.threads_per_block as u32;
    let other = other as u32;
    if other / tpb != a.block {
        return a.detector.fenced.load(Relaxed);
    }
    if other_when >> 32 != when >> 32 {
        return true;
    }
    (other % tpb) / 32 == a.warp && other_when as u32 != when as u32
}

fn access(a: &Accessor<'_>, table: &Table, cell: &Shadow, when: u64, write: bool, site: &'static Site, element: usize) {
    let memory = table.memory;
    let d = a.detector;
    let thread = a.thread as u64;
    let who = cell.who.load(Relaxed);
    let other_when = cell.when.load(Relaxed);
    if !write && who & SHARED_READ != 0 && other_when == when {
        // Read by several threads in this interval already (`check` returns at once for
        // most such reads).
        return;
    }
    let mine = pack(thread, write, site);
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
            if r_who != 0 && r != thread && !ordered(a, r, r_when, when) {
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
        if earlier & WRITE != 0 && !write {
            // Its own write, read back: the write is what the others conflict with, and a
            // report names it where it was written.
            return;
        }
        cell.who.store(mine | earlier, Relaxed);
        cell.when.store(when, Relaxed);
        return;
    }
    if ordered(a, other, other_when, when) {
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
