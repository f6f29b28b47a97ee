//! Profiler ranges: `let _r = ferrocuda::profile::range("step");` names the work until the
//! guard drops in Nsight Systems' and Nsight Compute's timelines (NVTX). NVTX is loaded on the
//! first range (`libnvtx3interop.so.1` or `libnvToolsExt.so.1`: from `FERROCUDA_NVTX`, the
//! loader path, the CUDA toolkit, or a Python `nvidia-nvtx` wheel); without it, ranges cost
//! one atomic load.

use std::ffi::{c_char, c_int, CString};
use std::path::PathBuf;
use std::sync::OnceLock;

struct Nvtx {
    push: unsafe extern "C" fn(*const c_char) -> c_int,
    pop: unsafe extern "C" fn() -> c_int,
    mark: unsafe extern "C" fn(*const c_char),
    /// Kept loaded for the process (the functions point into it).
    _lib: libloading::Library,
}

fn nvtx() -> Option<&'static Nvtx> {
    static NVTX: OnceLock<Option<Nvtx>> = OnceLock::new();
    NVTX.get_or_init(load).as_ref()
}

/// NVTX's C API in a library: CUDA 12.8 and later ship `libnvtx3interop` (NVTX 3 for other
/// languages than C++); older toolkits and the `nvidia-nvtx-cu12` wheel `libnvToolsExt`.
const LIBRARIES: [&str; 2] = ["libnvtx3interop.so.1", "libnvToolsExt.so.1"];

fn candidates() -> Vec<PathBuf> {
    let mut out = Vec::new();
    if let Some(p) = std::env::var_os("FERROCUDA_NVTX") {
        out.push(PathBuf::from(p));
    }
    let mut dirs: Vec<PathBuf> = Vec::new();
    for var in ["CUDA_PATH", "CUDA_HOME"] {
        if let Some(root) = std::env::var_os(var) {
            dirs.push(PathBuf::from(root).join("lib64"));
        }
    }
    dirs.extend(["/usr/local/cuda/lib64", "/opt/cuda/lib64"].map(PathBuf::from));
    for site in crate::backend::cuda::nvrtc::python_site_dirs() {
        for sub in ["nvidia/nvtx/lib", "nvidia/cu13/lib", "nvidia/cu12/lib"] {
            dirs.push(site.join(sub));
        }
    }
    for name in LIBRARIES {
        out.push(PathBuf::from(name));
        out.extend(dirs.iter().map(|d| d.join(name)));
    }
    out
}

fn load() -> Option<Nvtx> {
    for path in candidates() {
        // Safety: loading NVTX runs no initialisers with preconditions; the symbols are
        // NVTX's C API with these signatures.
        let Ok(lib) = (unsafe { libloading::Library::new(&path) }) else { continue };
        // Safety: as above.
        let found = unsafe {
            (|| -> Result<Nvtx, libloading::Error> {
                let push = *lib.get::<unsafe extern "C" fn(*const c_char) -> c_int>(b"nvtxRangePushA\0")?;
                let pop = *lib.get::<unsafe extern "C" fn() -> c_int>(b"nvtxRangePop\0")?;
                let mark = *lib.get::<unsafe extern "C" fn(*const c_char)>(b"nvtxMarkA\0")?;
                Ok(Nvtx { push, pop, mark, _lib: lib })
            })()
        };
        if let Ok(n) = found {
            return Some(n);
        }
    }
    None
}

/// A named range of the profiler's timeline, open until dropped. Nested ranges nest.
#[must_use = "the range ends when this guard drops: bind it (`let _range = …`)"]
pub struct Range {
    open: bool,
    /// Not `Send`: NVTX ranges are pushed and popped on one thread.
    _thread: std::marker::PhantomData<*const ()>,
}

/// Opens a range named `name` on this thread's timeline (a no-op without NVTX).
pub fn range(name: &str) -> Range {
    let Some(n) = nvtx() else { return Range { open: false, _thread: std::marker::PhantomData } };
    let name = CString::new(name.replace('\0', " ")).unwrap_or_default();
    // Safety: NVTX copies the NUL-terminated name.
    unsafe { (n.push)(name.as_ptr()) };
    Range { open: true, _thread: std::marker::PhantomData }
}

/// Marks an instant named `name` on the timeline (a no-op without NVTX).
pub fn mark(name: &str) {
    if let Some(n) = nvtx() {
        let name = CString::new(name.replace('\0', " ")).unwrap_or_default();
        // Safety: as in `range`.
        unsafe { (n.mark)(name.as_ptr()) };
    }
}

/// Whether NVTX was found (ranges and marks reach a profiler when one is attached).
pub fn available() -> bool {
    nvtx().is_some()
}

impl Drop for Range {
    fn drop(&mut self) {
        if let (true, Some(n)) = (self.open, nvtx()) {
            // Safety: pops the range this guard pushed, on the thread that pushed it (`Range`
            // is not `Send`).
            unsafe { (n.pop)() };
        }
    }
}
