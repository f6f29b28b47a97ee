//! The ring that kernels' `println!` records go into (the prelude's `fc::print`): words in
//! mapped host memory, which the host reads without a copy at each synchronizing call, and a
//! head counter in device memory for the threads' atomics. Made on the first load of a
//! module that prints; `FERROCUDA_PRINT_BUFFER` sets its size in bytes (1 MiB by default).

use std::ffi::c_void;
use std::io::Write;
use std::ptr;
use std::sync::atomic::{fence, Ordering};
use std::sync::Mutex;

use super::driver::{check, sys};
use super::Gpu;
use crate::base::error::Result;

/// The prelude's `fc::PrintRing`, as the module global holds it.
#[repr(C)]
#[derive(Clone, Copy)]
pub(super) struct RingGlobal {
    head: u64,
    words: u64,
    tail: u64,
    dropped: u64,
    mask: u32,
    pad: u32,
}

struct RingMemory {
    head: sys::CUdeviceptr,
    /// Mapped host memory: `mask + 1` words, then the tail word, then the dropped flag.
    host: *mut u32,
    device: sys::CUdeviceptr,
    mask: u32,
    /// The host's copy of the tail (the first word not yet consumed).
    tail: u32,
}

// Safety: the host pointer is only used under the ring's lock, with volatile accesses.
unsafe impl Send for RingMemory {}

/// One GPU's print ring (`None` until a module that prints is loaded).
pub(super) struct PrintRing {
    memory: Mutex<Option<RingMemory>>,
}

const DEFAULT_BYTES: usize = 1 << 20;

impl PrintRing {
    pub(super) fn new() -> Self {
        PrintRing { memory: Mutex::new(None) }
    }

    /// The value of a module's `fc_print_ring`, making the ring on first use (in the current
    /// context).
    pub(super) fn global(&self, gpu: &Gpu) -> Result<RingGlobal> {
        let mut memory = self.memory.lock().unwrap_or_else(|e| e.into_inner());
        if memory.is_none() {
            *memory = Some(RingMemory::new(gpu)?);
        }
        let m = memory.as_ref().map(|m| (m.head, m.device, m.mask)).unwrap_or_default();
        let words = m.1;
        let bytes = (m.2 as u64 + 1) * 4;
        Ok(RingGlobal { head: m.0, words, tail: words + bytes, dropped: words + bytes + 4, mask: m.2, pad: 0 })
    }

    /// Writes the records kernels have finished to standard output (call after synchronizing;
    /// records of kernels still running elsewhere wait for a later call).
    pub(super) fn drain(&self) {
        let mut memory = self.memory.lock().unwrap_or_else(|e| e.into_inner());
        let Some(ring) = memory.as_mut() else { return };
        let mut text = String::new();
        let capacity = ring.mask + 1;
        // Safety (every access below): `host` is a live mapped allocation of `capacity + 2`
        // words, freed only under this lock; indices are masked.
        let word = |i: u32| unsafe { ptr::read_volatile(ring.host.add((i & ring.mask) as usize)) };
        loop {
            let header = word(ring.tail);
            if header & 0x8000_0000 == 0 {
                break;
            }
            fence(Ordering::Acquire);
            let n = header & 0x7fff_ffff;
            if !(3..=capacity).contains(&n) {
                text.push_str("ferrocuda: the kernel print buffer is corrupt; later output is lost\n");
                break;
            }
            let body: Vec<u32> = (1..n).map(|k| word(ring.tail.wrapping_add(k))).collect();
            text.push_str(&crate::abi::print::format_record(&body));
            for k in 0..n {
                unsafe { ptr::write_volatile(ring.host.add((ring.tail.wrapping_add(k) & ring.mask) as usize), 0) };
            }
            ring.tail = ring.tail.wrapping_add(n);
        }
        fence(Ordering::Release);
        unsafe { ptr::write_volatile(ring.host.add(capacity as usize), ring.tail) };
        let dropped = unsafe { ptr::read_volatile(ring.host.add(capacity as usize + 1)) };
        if !text.is_empty() {
            let mut out = std::io::stdout().lock();
            let _ = out.write_all(text.as_bytes());
            let _ = out.flush();
        }
        if dropped != 0 {
            unsafe { ptr::write_volatile(ring.host.add(capacity as usize + 1), 0) };
            eprintln!(
                "ferrocuda: some of the kernels' println! output was dropped: the print buffer ({} KiB) was full; \
                 set FERROCUDA_PRINT_BUFFER to more bytes, or synchronize more often",
                capacity / 256
            );
        }
    }

    /// Frees the ring (at process exit, with the context current and idle).
    pub(super) fn free(&self) {
        let mut memory = self.memory.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(ring) = memory.take() {
            // Safety: allocated in `RingMemory::new`, freed once; no kernel runs any more.
            unsafe {
                sys::cuMemFree_v2(ring.head);
                sys::cuMemFreeHost(ring.host.cast());
            }
        }
    }
}

impl RingMemory {
    fn new(gpu: &Gpu) -> Result<Self> {
        let bytes = std::env::var("FERROCUDA_PRINT_BUFFER")
            .ok()
            .and_then(|v| v.trim().parse::<usize>().ok())
            .unwrap_or(DEFAULT_BYTES)
            .clamp(4096, 1 << 30);
        // A power of two of words, so that positions wrap with a mask.
        let capacity = (bytes / 4).next_power_of_two() as u32;
        let mut head = 0;
        // Safety: out-pointer to a local; the context is current (a module is being loaded).
        check("cuMemAlloc", unsafe { sys::cuMemAlloc_v2(&mut head, 4) })?;
        if let Err(e) = gpu.write_device(head, &0u32.to_ne_bytes()) {
            // Safety: allocated above, freed once.
            unsafe { sys::cuMemFree_v2(head) };
            return Err(e);
        }
        let total = (capacity as usize + 2) * 4;
        let mut host: *mut c_void = ptr::null_mut();
        let mut device = 0;
        // Safety: out-pointers to locals; freed on failure.
        let r = unsafe {
            check(
                "cuMemHostAlloc",
                sys::cuMemHostAlloc(&mut host, total, sys::CU_MEMHOSTALLOC_DEVICEMAP | sys::CU_MEMHOSTALLOC_PORTABLE),
            )
            .and_then(|_| check("cuMemHostGetDevicePointer", sys::cuMemHostGetDevicePointer_v2(&mut device, host, 0)))
        };
        if let Err(e) = r {
            unsafe {
                if !host.is_null() {
                    sys::cuMemFreeHost(host);
                }
                sys::cuMemFree_v2(head);
            }
            return Err(e);
        }
        // Safety: `total` bytes just allocated.
        unsafe { ptr::write_bytes(host.cast::<u8>(), 0, total) };
        Ok(RingMemory { head, host: host.cast(), device, mask: capacity - 1, tail: 0 })
    }
}
