//! Kernels compiled ahead of time: `ferrocuda-build` (in a crate's `build.rs`) translates the
//! crate's kernels as the macro does, links each translation unit as [`kernel::link`] does,
//! and compiles it with nvcc into a fatbin (CUBIN per listed architecture, PTX of the newest);
//! the macro embeds every image of a kernel (`include_bytes!`, one per instantiation the
//! build made) beside the [`key`] of the translation unit it was compiled from.
//!
//! A launch uses an image only when the key of the translation unit the runtime links now
//! is the image's: a build that resolved a name differently, saw other sources, or ran for
//! another profile makes a different unit, whose kernel is then compiled with NVRTC as
//! without a build (with one note on stderr per process). Loading an image needs the driver
//! alone: NVRTC is not even loaded, and the disk cache is not consulted.
//!
//! [`kernel::link`]: crate::kernel::info::link

use std::sync::atomic::{AtomicBool, Ordering};

use crate::kernel::info::{kernels, AotImage, KernelInfo};

/// The key of a translation unit and how it is compiled: 64 bits of FNV-1a over both, which
/// `ferrocuda-build` computes alike.
pub fn key(source: &str, fmad: bool) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for b in source.bytes().chain([0, fmad as u8]) {
        h ^= b as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    h
}

/// The image built for the translation unit `kernel` links to now, if its build made one.
pub(crate) fn image_for(kernel: &'static KernelInfo) -> Option<&'static AotImage> {
    let images = kernel.aot?;
    if images.is_empty() {
        return None;
    }
    let key = key(kernel.cuda_source(), kernel.fmad);
    images.iter().find(|i| i.key == key)
}

/// Says once per process, on stderr, that a kernel of a crate built ahead of time is compiled
/// with NVRTC instead, and why.
pub(crate) fn note_fallback(kernel: &KernelInfo, why: &str) {
    static NOTED: AtomicBool = AtomicBool::new(false);
    if kernel.aot.is_some() && !NOTED.swap(true, Ordering::Relaxed) {
        eprintln!(
            "ferrocuda: note: kernel `{}` {why}; compiling it with NVRTC (noted once; `ferrocuda::aot_summary()` \
             lists which kernels were built ahead of time)",
            kernel.name
        );
    }
}

/// How many of the program's kernels were compiled ahead of time, and for what.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct AotSummary {
    /// Every kernel linked into the program (a generic kernel once).
    pub kernels: usize,
    /// Those with an image whose translation unit is the one the runtime links (a generic
    /// kernel: with an image for at least one instantiation).
    pub ahead_of_time: usize,
    /// Kernels of crates built ahead of time that their build did not compile (defined in a
    /// `macro_rules!`, say), by name: NVRTC compiles them.
    pub missed: Vec<&'static str>,
    /// The targets of the images, each once: `sm_80`, `sm_90`, `compute_90`.
    pub targets: Vec<String>,
}

/// What [`AotSummary`] says of this program's kernels. Links every non-generic kernel's
/// translation unit (no compiling).
pub fn summary() -> AotSummary {
    let mut s = AotSummary::default();
    for k in kernels() {
        s.kernels += 1;
        let Some(images) = k.aot else { continue };
        let usable: Vec<&AotImage> =
            if k.generics.is_empty() { image_for(k).into_iter().collect() } else { images.iter().collect() };
        if usable.is_empty() {
            s.missed.push(k.name);
            continue;
        }
        s.ahead_of_time += 1;
        for t in usable.iter().flat_map(|i| i.targets.split_whitespace()) {
            if !s.targets.iter().any(|x| x == t) {
                s.targets.push(t.to_string());
            }
        }
    }
    s.targets.sort();
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_depend_on_source_and_options() {
        assert_ne!(key("a", true), key("a", false));
        assert_ne!(key("a", true), key("b", true));
        assert_eq!(key("a", true), key("a", true));
    }
}
