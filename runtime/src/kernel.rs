//! What the macro generates for each kernel and `#[device]` fn, and how the runtime turns it
//! into one CUDA module: collecting the device functions a kernel uses, filling in their
//! C++ names, compiling with NVRTC for the device, loading, and caching per device.
//!
//! Generated CUDA text refers to a called device function by a hole `@@N@@` (N indexes the
//! caller's `deps`), because the caller's macro sees only the Rust path of the callee, not
//! where it resolves; each `#[device] fn` chooses its own unique C++ name. Generated text
//! never contains `@` otherwise (string literals escape it).

use std::collections::HashSet;
use std::fmt::Write as _;
use std::sync::{Mutex, OnceLock};

use crate::cuda::{CudaDevice, MAX_DEVICES};
use crate::driver::sys;
use crate::error::Result;
use crate::nvrtc;

/// The prelude every module includes, as `#include "ferrocuda.cuh"`.
pub const PRELUDE: &str = include_str!("prelude.cuh");
/// The name the generated source includes the prelude by.
pub const PRELUDE_NAME: &str = "ferrocuda.cuh";

/// A function the kernel language can call, made by `#[device]`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a `#[device]` function",
    label = "kernels can only call `#[device]` functions",
    note = "mark the function `#[device]` (and `use ferrocuda::prelude::*`), or write its body inline"
)]
pub trait DeviceFn {
    /// The function's generated CUDA.
    fn info(&self) -> &'static DeviceFnInfo;
}

/// A device function's information for a kernel's dependency list.
pub fn device_fn_info<F: DeviceFn>(f: &F) -> &'static DeviceFnInfo {
    f.info()
}

/// How a kernel or device function finds the functions it calls.
pub type DepFn = fn() -> &'static DeviceFnInfo;

/// The generated CUDA of one `#[device] fn`.
#[derive(Debug)]
pub struct DeviceFnInfo {
    /// The Rust name.
    pub name: &'static str,
    /// The unique C++ name.
    pub cpp_name: &'static str,
    /// The C++ declaration, without `;`.
    pub declaration: &'static str,
    /// The C++ definition.
    pub source: &'static str,
    /// The functions it calls, indexed by its holes.
    pub deps: &'static [DepFn],
    /// What its body uses itself (not through the functions it calls).
    pub uses: Uses,
}

/// What a kernel or device function needs of the machinery, by itself.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Uses {
    /// Shared memory, barriers or warp operations: the threads of a block must run together.
    pub cooperation: bool,
    /// `dynamic_shared`: the launch must give dynamic shared memory.
    pub dynamic_shared: bool,
}

impl Uses {
    fn union(self, o: Uses) -> Uses {
        Uses { cooperation: self.cooperation || o.cooperation, dynamic_shared: self.dynamic_shared || o.dynamic_shared }
    }
}

/// The generated CUDA of one kernel, and its per-device cache of compiled code.
#[derive(Debug)]
pub struct KernelInfo {
    /// The Rust name.
    pub name: &'static str,
    /// The `extern "C"` symbol of the `__global__` function.
    pub symbol: &'static str,
    /// The C++ definition of the kernel.
    pub source: &'static str,
    /// The functions it calls, indexed by its holes.
    pub deps: &'static [DepFn],
    /// Whether the defining crate was built with debug assertions (`debug_assert!`).
    pub debug_assertions: bool,
    /// What its body uses itself.
    pub uses: Uses,
    /// Compiled code per device.
    pub cache: KernelCache,
}

/// Per-device cache of a kernel's loaded function, plus its assembled source.
pub struct KernelCache {
    source: OnceLock<String>,
    uses: OnceLock<Uses>,
    loaded: [OnceLock<Loaded>; MAX_DEVICES],
    compiling: Mutex<()>,
}

impl std::fmt::Debug for KernelCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KernelCache").finish_non_exhaustive()
    }
}

/// A kernel loaded on one device.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Loaded {
    pub(crate) function: sys::CUfunction,
    /// The most threads per block this function can run with (registers limit it).
    pub(crate) max_threads: u32,
    /// Bytes of static shared memory per block (`shared_array`s).
    pub(crate) static_shared: u32,
}

// Safety: CUfunction handles may be used from any thread of the process.
unsafe impl Send for Loaded {}
// Safety: as above.
unsafe impl Sync for Loaded {}

impl KernelCache {
    /// An empty cache (for the macro's `static`).
    #[allow(clippy::new_without_default)]
    pub const fn new() -> Self {
        KernelCache {
            source: OnceLock::new(),
            uses: OnceLock::new(),
            loaded: [const { OnceLock::new() }; MAX_DEVICES],
            compiling: Mutex::new(()),
        }
    }
}

impl KernelInfo {
    /// The complete CUDA translation unit of the kernel: its device functions and itself.
    pub fn cuda_source(&'static self) -> &'static str {
        self.cache.source.get_or_init(|| assemble(self))
    }

    /// What the kernel and every device function it reaches use.
    pub fn uses(&'static self) -> Uses {
        *self.cache.uses.get_or_init(|| reachable(self.deps).iter().fold(self.uses, |u, f| u.union(f.uses)))
    }

    /// The kernel compiled and loaded on `cuda`, compiling on first use.
    pub(crate) fn load(&'static self, cuda: &CudaDevice) -> Result<Loaded> {
        if let Some(l) = self.cache.loaded[cuda.ordinal].get() {
            return Ok(*l);
        }
        let _guard = self.cache.compiling.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(l) = self.cache.loaded[cuda.ordinal].get() {
            return Ok(*l);
        }
        let nvrtc = nvrtc::nvrtc()?;
        let options = nvrtc.options_for_device(cuda.arch());
        let compiled = compile(self, nvrtc, &options)?;
        let module = cuda.load_module(&compiled.image)?;
        let function = cuda.function(module, self.symbol)?;
        let mut max_threads = 0;
        // Safety: out-pointer to a local; `function` is loaded.
        crate::driver::check("cuFuncGetAttribute", unsafe {
            sys::cuFuncGetAttribute(
                &mut max_threads,
                sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
                function,
            )
        })?;
        let mut static_shared = 0;
        // Safety: as above.
        crate::driver::check("cuFuncGetAttribute", unsafe {
            sys::cuFuncGetAttribute(
                &mut static_shared,
                sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES,
                function,
            )
        })?;
        let loaded = Loaded { function, max_threads: max_threads as u32, static_shared: static_shared as u32 };
        let _ = self.cache.loaded[cuda.ordinal].set(loaded);
        Ok(loaded)
    }
}

/// Compiles a kernel's source with NVRTC, including the prelude.
pub fn compile(
    kernel: &'static KernelInfo,
    nvrtc: &nvrtc::Nvrtc,
    options: &nvrtc::CompileOptions,
) -> Result<nvrtc::Compiled> {
    nvrtc.compile_kernel_source(kernel.name, kernel.cuda_source(), options)
}

/// Every device function reachable from `deps`, each once, in a depth-first order.
fn reachable(deps: &[DepFn]) -> Vec<&'static DeviceFnInfo> {
    let mut fns: Vec<&'static DeviceFnInfo> = Vec::new();
    let mut seen = HashSet::new();
    let mut stack: Vec<DepFn> = deps.iter().rev().copied().collect();
    while let Some(dep) = stack.pop() {
        let info = dep();
        if seen.insert(info.cpp_name) {
            fns.push(info);
            stack.extend(info.deps.iter().rev().copied());
        }
    }
    fns
}

/// Replaces the holes `@@N@@` of `text` with the C++ names of `deps[N]`.
fn fill_holes(text: &str, deps: &[DepFn], out: &mut String) {
    let mut rest = text;
    while let Some(start) = rest.find("@@") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find("@@") else {
            out.push_str(&rest[start..]);
            return;
        };
        match after[..end].parse::<usize>().ok().and_then(|i| deps.get(i)) {
            Some(dep) => out.push_str(dep().cpp_name),
            None => out.push_str(&rest[start..start + end + 4]),
        }
        rest = &after[end + 2..];
    }
    out.push_str(rest);
}

/// The translation unit of a kernel: a header, forward declarations of every device
/// function it reaches (so they may call each other in any order, recursively too), their
/// definitions, then the kernel.
fn assemble(kernel: &KernelInfo) -> String {
    let fns = reachable(kernel.deps);
    let mut out = String::new();
    let _ = writeln!(out, "// CUDA generated by ferrocuda from the Rust kernel `{}`.", kernel.name);
    let _ = writeln!(out, "#define FC_KERNEL_NAME \"{}\"", kernel.name);
    let _ = writeln!(out, "#define FC_DEBUG_ASSERTIONS {}", kernel.debug_assertions as u8);
    let _ = writeln!(out, "#include \"{PRELUDE_NAME}\"");
    if !fns.is_empty() {
        out.push('\n');
        for f in &fns {
            fill_holes(f.declaration, f.deps, &mut out);
            out.push_str(";\n");
        }
        for f in &fns {
            out.push('\n');
            fill_holes(f.source, f.deps, &mut out);
        }
    }
    out.push('\n');
    fill_holes(kernel.source, kernel.deps, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    static LEAF: DeviceFnInfo = DeviceFnInfo {
        name: "leaf",
        cpp_name: "leaf_1",
        declaration: "__device__ int leaf_1(int x)",
        source: "__device__ int leaf_1(int x) { return x; }\n",
        deps: &[],
        uses: Uses { cooperation: false, dynamic_shared: false },
    };
    static MID: DeviceFnInfo = DeviceFnInfo {
        name: "mid",
        cpp_name: "mid_2",
        declaration: "__device__ int mid_2(int x)",
        source: "__device__ int mid_2(int x) { return @@0@@(x) + @@1@@(x); }\n",
        deps: &[|| &LEAF, || &MID],
        uses: Uses { cooperation: true, dynamic_shared: false },
    };
    static KERNEL: KernelInfo = KernelInfo {
        name: "k",
        symbol: "k",
        source: "extern \"C\" __global__ void k(int* y) { y[0] = @@0@@(@@1@@(1)); }\n",
        deps: &[|| &MID, || &LEAF],
        debug_assertions: false,
        uses: Uses { cooperation: false, dynamic_shared: false },
        cache: KernelCache::new(),
    };

    #[test]
    fn assembles_each_device_fn_once_with_declarations_first() {
        let src = KERNEL.cuda_source();
        assert_eq!(src.matches("__device__ int leaf_1(int x) {").count(), 1, "{src}");
        assert_eq!(src.matches("__device__ int mid_2(int x) {").count(), 1, "{src}");
        assert!(src.contains("return leaf_1(x) + mid_2(x);"), "{src}");
        assert!(src.contains("y[0] = mid_2(leaf_1(1));"), "{src}");
        let decl = src.find("__device__ int leaf_1(int x);").unwrap();
        let def = src.find("__device__ int mid_2(int x) {").unwrap();
        assert!(decl < def);
    }

    #[test]
    fn uses_are_transitive() {
        assert_eq!(KERNEL.uses(), Uses { cooperation: true, dynamic_shared: false });
    }

    #[test]
    fn holes_without_a_dep_are_left_alone() {
        let mut out = String::new();
        fill_holes("a @@7@@ b @@", &[], &mut out);
        assert_eq!(out, "a @@7@@ b @@");
    }
}
