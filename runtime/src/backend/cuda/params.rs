//! The kernel parameters of one launch, as `cuLaunchKernel` takes them: a pointer to each
//! value. Each launch argument pushes its own (`kernel/launch.rs`'s `LaunchArg`, in the order
//! the generated `__global__` signature declares them).

use std::ffi::c_void;

/// Most kernel parameters one launch may pass (a slice is two: its pointer and its length; an
/// array two: its pointer and its shape and strides).
pub(crate) const MAX_PARAMS: usize = 64;
/// Most 8-byte words the slice and array parameters of one launch may take together.
const MAX_WORDS: usize = 256;

/// Kernel parameters being assembled for `cuLaunchKernel`: pointers to each value. Slice
/// and array parameters' values live in `words`, scalars' in the caller's argument tuple.
pub struct Params {
    words: [u64; MAX_WORDS],
    ptrs: [*mut c_void; MAX_PARAMS],
    n_words: usize,
    n: usize,
    /// The kernel variant takes arrays' shapes and strides as 64-bit words; otherwise as
    /// 32-bit ones (its offset arithmetic is 32-bit).
    wide: bool,
}

impl Params {
    /// No parameters yet, for a kernel variant with 64-bit array offsets when `wide`. Fill it
    /// where it stays: the pointers of slice parameters point into it.
    pub(crate) fn new(wide: bool) -> Self {
        Params { words: [0; MAX_WORDS], ptrs: [std::ptr::null_mut(); MAX_PARAMS], n_words: 0, n: 0, wide }
    }

    /// Whether arrays' shapes and strides go as 64-bit words (see [`Params::new`]).
    pub(crate) fn wide(&self) -> bool {
        self.wide
    }

    /// How many parameters were pushed (more than [`MAX_PARAMS`] were not kept).
    pub(crate) fn count(&self) -> usize {
        self.n
    }

    /// The parameter pointers, as `cuLaunchKernel` takes them.
    pub(crate) fn pointers(&mut self) -> *mut *mut c_void {
        self.ptrs.as_mut_ptr()
    }

    pub(crate) fn push_ptr(&mut self, p: *const c_void) {
        if self.n < MAX_PARAMS {
            self.ptrs[self.n] = p as *mut c_void;
        }
        self.n += 1;
    }

    pub(crate) fn push_word(&mut self, w: u64) {
        self.push_words(&[w]);
    }

    /// One parameter of several words (a struct of them, as `fc::dims`).
    pub(crate) fn push_words(&mut self, ws: &[u64]) {
        if self.n_words + ws.len() <= MAX_WORDS {
            self.words[self.n_words..self.n_words + ws.len()].copy_from_slice(ws);
            let p = &self.words[self.n_words] as *const u64;
            self.n_words += ws.len();
            self.push_ptr(p.cast());
        } else {
            // (Past the words: counted past the limit, which the launch reports.)
            self.n = self.n.max(MAX_PARAMS) + 1;
        }
    }
}
