//! Device-side panic reporting: the record in device memory that the first failing thread
//! fills in, and a flag in mapped host memory that the failing thread raises last, so that
//! a synchronizing call learns "nothing panicked" from one host memory read.

use std::ffi::c_void;
use std::ptr;
use std::sync::Mutex;

use super::driver::{check, sys};
use crate::abi::panic::{PanicRecord, RECORD_WRITTEN};
use crate::base::error::{Error, Result};

/// One GPU's panic slot. Its memory is freed at process exit ([`PanicSlot::free`]); from
/// then on nothing is reported.
pub(super) struct PanicSlot {
    memory: Mutex<Option<SlotMemory>>,
}

struct SlotMemory {
    record: sys::CUdeviceptr,
    /// Host view of the flag; null when mapped host memory is unavailable, in which case the
    /// record's state is copied back after every synchronization instead.
    flag_host: *mut u32,
    flag_device: sys::CUdeviceptr,
}

// Safety: the host flag is only read and written under the slot's lock, with volatile
// accesses; the device pointers are plain addresses.
unsafe impl Send for SlotMemory {}

impl PanicSlot {
    /// Allocates the slot in the current context (the one being opened).
    pub(super) fn new() -> Result<Self> {
        let bytes = std::mem::size_of::<PanicRecord>();
        let mut record = 0;
        // Safety: out-pointer to a local; the context is current (called from `Gpu::new`).
        check("cuMemAlloc", unsafe { sys::cuMemAlloc_v2(&mut record, bytes) })?;
        // Safety: just allocated with this size.
        if let Err(e) = check("cuMemsetD8", unsafe { sys::cuMemsetD8_v2(record, 0, bytes) }) {
            // Safety: allocated above, freed once.
            unsafe { sys::cuMemFree_v2(record) };
            return Err(e);
        }
        let mut host: *mut c_void = ptr::null_mut();
        let mut flag_device = 0;
        // Safety: out-pointer to a local.
        let allocated = unsafe {
            sys::cuMemHostAlloc(&mut host, 4, sys::CU_MEMHOSTALLOC_DEVICEMAP | sys::CU_MEMHOSTALLOC_PORTABLE)
        } == sys::CUresult::CUDA_SUCCESS;
        // Safety: `host` is a mapped allocation.
        let mapped = allocated
            && unsafe { sys::cuMemHostGetDevicePointer_v2(&mut flag_device, host, 0) } == sys::CUresult::CUDA_SUCCESS;
        let flag_host = if mapped {
            let f = host.cast::<u32>();
            // Safety: 4 bytes of host memory just allocated.
            unsafe { ptr::write_volatile(f, 0) };
            f
        } else {
            if allocated {
                // Safety: allocated above, freed once.
                unsafe { sys::cuMemFreeHost(host) };
            }
            flag_device = 0;
            ptr::null_mut()
        };
        Ok(PanicSlot { memory: Mutex::new(Some(SlotMemory { record, flag_host, flag_device })) })
    }

    /// The device addresses of the record and the flag (0 when unmapped or freed), which a
    /// loaded module's `fc_panic_record` and `fc_panic_flag` globals are set to.
    pub(super) fn addresses(&self) -> (sys::CUdeviceptr, sys::CUdeviceptr) {
        let memory = self.memory.lock().unwrap_or_else(|e| e.into_inner());
        memory.as_ref().map_or((0, 0), |m| (m.record, m.flag_device))
    }

    /// Reports (and clears) a panic recorded by a kernel. Call after synchronizing.
    pub(super) fn take(&self) -> Result<()> {
        let memory = self.memory.lock().unwrap_or_else(|e| e.into_inner());
        let Some(slot) = memory.as_ref() else { return Ok(()) };
        if !slot.flag_host.is_null() {
            // Safety: the flag is a live mapped host allocation of 4 bytes (freed only under
            // this lock, which is held).
            if unsafe { ptr::read_volatile(slot.flag_host) } == 0 {
                return Ok(());
            }
        }
        let mut record = PanicRecord::zeroed();
        // Safety: `record` is a PanicRecord and the slot holds one.
        check("cuMemcpyDtoH", unsafe {
            sys::cuMemcpyDtoH_v2(
                (&mut record as *mut PanicRecord).cast(),
                slot.record,
                std::mem::size_of::<PanicRecord>(),
            )
        })?;
        if record.state != RECORD_WRITTEN {
            return Ok(());
        }
        // Clear the slot so the next panic is recorded; the device stays usable.
        // Safety: the slot is a live allocation of one record.
        check("cuMemsetD8", unsafe { sys::cuMemsetD8_v2(slot.record, 0, std::mem::size_of::<PanicRecord>()) })?;
        if !slot.flag_host.is_null() {
            // Safety: as above.
            unsafe { ptr::write_volatile(slot.flag_host, 0) };
        }
        Err(Error::KernelPanic(record.to_panic(read_text)))
    }

    /// Frees the slot's memory (at process exit, with the context current and idle).
    pub(super) fn free(&self) {
        let mut memory = self.memory.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(slot) = memory.take() {
            // Safety: both were allocated in `new`, are freed once (the slot is now empty),
            // and no kernel runs any more (the caller synchronized).
            unsafe {
                sys::cuMemFree_v2(slot.record);
                if !slot.flag_host.is_null() {
                    sys::cuMemFreeHost(slot.flag_host.cast());
                }
            }
        }
    }
}

/// Reads the NUL-terminated text at a device address, at most `max` bytes. The texts are
/// string literals of a loaded module (modules stay loaded while the process runs). The
/// driver refuses a copy that reaches past the end of the module's data, which a text may end
/// just before (each literal is an allocation of its own, of exactly its bytes:
/// `bench/probes/panic_texts`): so the read stops at the end of the allocation the driver
/// says the address is in, or, where it does not say, is made in pieces that end at 256-byte
/// boundaries, and a piece the driver refuses byte by byte, up to its NUL. A text that cannot
/// be read at all reads as "?".
fn read_text(address: u64, max: usize) -> Vec<u8> {
    read_text_with(address, max, &Driver)
}

/// What [`read_text`] asks of device memory: the driver, or a test's model of it.
trait DeviceMemory {
    /// The base and size of the allocation `address` is in, where known.
    fn allocation(&self, address: u64) -> Option<(u64, usize)>;
    /// Copies `bytes.len()` bytes at `address` into `bytes`; false where refused.
    fn copy(&self, bytes: &mut [u8], address: u64) -> bool;
}

struct Driver;

impl DeviceMemory for Driver {
    fn allocation(&self, address: u64) -> Option<(u64, usize)> {
        let (mut base, mut size) = (0, 0);
        // Safety: out-pointers to locals.
        let r = unsafe { sys::cuMemGetAddressRange_v2(&mut base, &mut size, address) };
        (r == sys::CUresult::CUDA_SUCCESS).then_some((base, size))
    }

    fn copy(&self, bytes: &mut [u8], address: u64) -> bool {
        // Safety: `bytes` is writable for its length; the driver checks the device range.
        unsafe { sys::cuMemcpyDtoH_v2(bytes.as_mut_ptr().cast(), address, bytes.len()) == sys::CUresult::CUDA_SUCCESS }
    }
}

fn read_text_with(address: u64, max: usize, memory: &impl DeviceMemory) -> Vec<u8> {
    const PIECE: u64 = 256;
    let mut text = Vec::new();
    if address == 0 {
        return text;
    }
    if let Some((base, size)) = memory.allocation(address) {
        let mut bytes = vec![0u8; max.min(base.saturating_add(size as u64).saturating_sub(address) as usize)];
        if memory.copy(&mut bytes, address) {
            bytes.truncate(bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len()));
            return bytes;
        }
    }
    let mut at = address;
    while text.len() < max {
        let mut piece = vec![0u8; ((PIECE - at % PIECE) as usize).min(max - text.len())];
        if memory.copy(&mut piece, at) {
            if let Some(end) = piece.iter().position(|&b| b == 0) {
                text.extend_from_slice(&piece[..end]);
                return text;
            }
            text.extend_from_slice(&piece);
            at += piece.len() as u64;
            continue;
        }
        // The rest byte by byte.
        while text.len() < max {
            let mut byte = [0u8];
            if !memory.copy(&mut byte, at) {
                return if text.is_empty() { b"?".to_vec() } else { text };
            }
            if byte[0] == 0 {
                return text;
            }
            text.push(byte[0]);
            at += 1;
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Device memory as the probe found it: texts each an allocation of exactly its bytes,
    /// copies within one allocation allowed, past its end refused; `names_allocations`
    /// false for a driver that does not say which allocation an address is in.
    struct Literals {
        texts: Vec<(u64, Vec<u8>)>,
        names_allocations: bool,
    }

    impl Literals {
        fn new(names_allocations: bool) -> Self {
            let texts = vec![
                (0x1000, b"first text\0".to_vec()),
                (0x1100 - 5, b"across a 256-byte boundary\0".to_vec()),
                (0x2000, [b"x".repeat(300), vec![0]].concat()),
                (0x3000, b"no NUL".to_vec()),
            ];
            Literals { texts, names_allocations }
        }
    }

    impl DeviceMemory for Literals {
        fn allocation(&self, address: u64) -> Option<(u64, usize)> {
            let found = self.texts.iter().find(|(a, t)| (*a..*a + t.len() as u64).contains(&address));
            found.filter(|_| self.names_allocations).map(|(a, t)| (*a, t.len()))
        }

        fn copy(&self, bytes: &mut [u8], address: u64) -> bool {
            let Some((a, t)) = self.texts.iter().find(|(a, t)| (*a..*a + t.len() as u64).contains(&address)) else {
                return false;
            };
            let from = (address - a) as usize;
            let Some(source) = t.get(from..from + bytes.len()) else { return false };
            bytes.copy_from_slice(source);
            true
        }
    }

    #[test]
    fn texts_read_whole_and_cut_with_or_without_the_allocation() {
        for names_allocations in [true, false] {
            let m = Literals::new(names_allocations);
            assert_eq!(read_text_with(0x1000, 256, &m), b"first text");
            assert_eq!(read_text_with(0x1100 - 5, 256, &m), b"across a 256-byte boundary");
            // Longer than the field: its first `max` bytes, which `fit_bytes` marks as cut.
            assert_eq!(read_text_with(0x2000, 256, &m), b"x".repeat(256));
            assert_eq!(read_text_with(0x2000, 64, &m), b"x".repeat(64));
            // Without a NUL before the allocation ends: what there is.
            assert_eq!(read_text_with(0x3000, 256, &m), b"no NUL");
            assert_eq!(read_text_with(0, 256, &m), b"");
            assert_eq!(read_text_with(0x9000, 256, &m), b"?");
        }
    }
}
