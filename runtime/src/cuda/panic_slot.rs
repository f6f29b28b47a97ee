//! Device-side panic reporting: the record in device memory that the first failing thread
//! fills in, and a flag in mapped host memory that the failing thread raises last, so that
//! a synchronizing call learns "nothing panicked" from one host memory read.

use std::ffi::c_void;
use std::ptr;
use std::sync::Mutex;

use super::driver::{check, sys};
use crate::error::{Error, Result};
use crate::panic::{PanicRecord, RECORD_WRITTEN};

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
/// just before: so the read stops at the end of the allocation the driver says the address is
/// in, or, where it does not say, is made in pieces that end at 256-byte boundaries, and a
/// piece the driver refuses byte by byte, up to its NUL. A text that cannot be read at all
/// reads as "?".
fn read_text(address: u64, max: usize) -> Vec<u8> {
    const PIECE: u64 = 256;
    let mut text = Vec::new();
    if address == 0 {
        return text;
    }
    let (mut base, mut size) = (0, 0);
    // Safety: out-pointers to locals.
    if unsafe { sys::cuMemGetAddressRange_v2(&mut base, &mut size, address) } == sys::CUresult::CUDA_SUCCESS {
        let mut bytes = vec![0u8; max.min(base.saturating_add(size as u64).saturating_sub(address) as usize)];
        if copy_to_host(&mut bytes, address) {
            bytes.truncate(bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len()));
            return bytes;
        }
    }
    let mut at = address;
    while text.len() < max {
        let mut piece = vec![0u8; ((PIECE - at % PIECE) as usize).min(max - text.len())];
        if copy_to_host(&mut piece, at) {
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
            if !copy_to_host(&mut byte, at) {
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

/// Copies device memory at `address` into `bytes`; false where the driver refuses.
fn copy_to_host(bytes: &mut [u8], address: u64) -> bool {
    // Safety: `bytes` is writable for its length; the driver checks the device range.
    unsafe { sys::cuMemcpyDtoH_v2(bytes.as_mut_ptr().cast(), address, bytes.len()) == sys::CUresult::CUDA_SUCCESS }
}
