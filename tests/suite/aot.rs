//! The ahead-of-time build and the runtime link the same translation units: `ferrocuda-build`
//! translates and links this test suite's own kernels — hundreds, written for every feature
//! of the language — from its sources, and each unit it makes must be, byte for byte, the
//! `cuda_source()` of the kernel this binary registered (else an image built for it would
//! never load). No nvcc, NVRTC or GPU needed.

use std::path::Path;

use crate::check;
use crate::util::TestResult;

/// The build's units of the suite, checked against the registered kernels; the kernels it
/// leaves to NVRTC must be few, and each for a reason the build gives.
pub fn build_links_what_the_runtime_links() -> TestResult {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let (units, missed) = ferrocuda_build::Kernels::new()
        .translation_units(root, &root.join("tests/suite/main.rs"), root, cfg!(debug_assertions))
        .map_err(|e| e.to_string())?;
    let registered: Vec<&'static ferrocuda::KernelInfo> =
        ferrocuda::kernels().filter(|k| k.generics.is_empty()).collect();
    let mut differ = Vec::new();
    for u in &units {
        let same_name: Vec<_> = registered.iter().filter(|k| k.name == u.name).collect();
        // (A kernel with assumptions is built twice: as written, and its variant trusting them.)
        let linked = |k: &&&'static ferrocuda::KernelInfo| {
            k.cuda_source() == u.source || k.assumed().is_some_and(|a| a.cuda_source() == u.source)
        };
        if !same_name.is_empty() && !same_name.iter().any(linked) {
            differ.push(u.name.clone());
        }
    }
    check!(
        differ.is_empty(),
        "the build links {} of {} kernels differently from the runtime: {differ:?}",
        differ.len(),
        units.len()
    );
    // (Most kernels are built; those left are ones whose constants are computed, that call
    // another crate's device fns, and the like: each says why.)
    if std::env::var_os("FERROCUDA_AOT_DEBUG").is_some() {
        for k in &registered {
            if !units.iter().any(|u| u.name == k.name) {
                eprintln!("not built: {}", k.name);
            }
        }
    }
    check!(
        units.len() >= 100 && 20 * missed.len() <= units.len(),
        "the build links only {} kernels and leaves {}: {missed:#?}",
        units.len(),
        missed.len()
    );
    check!(missed.iter().all(|m| m.contains("NVRTC compiles it")), "{missed:?}");
    Ok(())
}
