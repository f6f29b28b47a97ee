//! The hand-written CUDA C peers: `bench/reference/*.cu`, compiled by NVRTC with the options
//! ferrocuda uses and, where `nvcc` exists, by `nvcc -O3`, then loaded and launched through
//! the raw driver API on the same context and stream as ferrocuda's kernels.

use std::ffi::{c_void, CString};
use std::path::{Path, PathBuf};
use std::process::Command;

use cudarc::driver::sys;

/// A loaded module.
pub struct Module {
    module: sys::CUmodule,
}

/// A kernel of a loaded module.
#[derive(Clone, Copy)]
pub struct Function(sys::CUfunction);

pub fn check(call: &str, r: sys::CUresult) -> Result<(), String> {
    if r == sys::CUresult::CUDA_SUCCESS {
        Ok(())
    } else {
        Err(format!("{call} failed: {r:?}"))
    }
}

impl Module {
    /// Loads a CUBIN into the current context (ferrocuda's: make a `Device` first).
    pub fn load(image: &[u8]) -> Result<Module, String> {
        let mut ctx = std::ptr::null_mut();
        // Safety: out-pointer to a local.
        check("cuCtxGetCurrent", unsafe { sys::cuCtxGetCurrent(&mut ctx) })?;
        if ctx.is_null() {
            return Err("no current CUDA context: open the device with ferrocuda first".into());
        }
        let mut module = std::ptr::null_mut();
        // Safety: `image` is a whole CUBIN; the driver copies it.
        check("cuModuleLoadData", unsafe { sys::cuModuleLoadData(&mut module, image.as_ptr().cast()) })?;
        Ok(Module { module })
    }

    /// The kernel `name`.
    pub fn function(&self, name: &str) -> Result<Function, String> {
        let c = CString::new(name).map_err(|e| e.to_string())?;
        let mut f = std::ptr::null_mut();
        // Safety: a live module; `c` is NUL-terminated.
        check("cuModuleGetFunction", unsafe { sys::cuModuleGetFunction(&mut f, self.module, c.as_ptr()) })?;
        Ok(Function(f))
    }
}

impl Drop for Module {
    fn drop(&mut self) {
        // Safety: loaded by `load`, unloaded once, after the benchmarks that used it synchronized.
        unsafe { sys::cuModuleUnload(self.module) };
    }
}

impl Function {
    /// Launches on the default (legacy) stream, as ferrocuda does.
    ///
    /// # Safety
    /// `params` must point at one value per kernel parameter, of the parameter's type, each
    /// alive for the call; device pointers among them must be valid for what the kernel does.
    pub unsafe fn launch(&self, grid: [u32; 3], block: [u32; 3], params: &mut [*mut c_void]) -> Result<(), String> {
        // Safety: the caller's guarantee.
        unsafe { self.launch_on(std::ptr::null_mut(), grid, block, params) }
    }

    /// [`launch`](Self::launch) on `stream`.
    ///
    /// # Safety
    /// As for `launch`; `stream` is a live stream of the current context (or null).
    pub unsafe fn launch_on(
        &self,
        stream: sys::CUstream,
        grid: [u32; 3],
        block: [u32; 3],
        params: &mut [*mut c_void],
    ) -> Result<(), String> {
        check(
            "cuLaunchKernel",
            sys::cuLaunchKernel(
                self.0,
                grid[0],
                grid[1],
                grid[2],
                block[0],
                block[1],
                block[2],
                0,
                stream,
                params.as_mut_ptr(),
                std::ptr::null_mut(),
            ),
        )
    }
}

/// The reference source `name` (e.g. `vector_add.cu`).
pub fn source_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("reference").join(name)
}

/// Finds the reference sources: beside the binary's repository when run from a checkout, or
/// under `bench/reference` of the working directory (the GPU machine runs a copied tree).
pub fn find_source(name: &str) -> Result<(PathBuf, String), String> {
    let candidates = [Path::new("bench/reference").join(name), source_path(name)];
    for p in candidates {
        if let Ok(text) = std::fs::read_to_string(&p) {
            return Ok((p, text));
        }
    }
    Err(format!("bench/reference/{name} not found: run from the repository root"))
}

/// NVRTC with ferrocuda's own options for `arch`, to CUBIN.
pub fn compile_nvrtc(name: &str, source: &str, arch: u32) -> Result<Vec<u8>, String> {
    let nvrtc = ferrocuda::nvrtc::nvrtc().map_err(|e| e.to_string())?;
    let options = nvrtc.options_for_device(arch);
    Ok(nvrtc.compile(name, source, &options).map_err(|e| e.to_string())?.image)
}

/// `nvcc`, if this machine has one.
pub fn nvcc() -> Option<PathBuf> {
    let on_path = std::env::var_os("PATH")
        .into_iter()
        .flat_map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .map(|d| d.join("nvcc"));
    let mut candidates: Vec<PathBuf> = on_path.collect();
    candidates.push(PathBuf::from("/usr/local/cuda/bin/nvcc"));
    candidates.into_iter().find(|p| p.is_file())
}

/// `nvcc -O3 -arch=sm_XY -cubin` of `path`.
pub fn compile_nvcc(nvcc: &Path, path: &Path, arch: u32) -> Result<Vec<u8>, String> {
    let out = std::env::temp_dir().join(format!(
        "fc-bench-{}-{}.cubin",
        std::process::id(),
        path.file_stem().and_then(|s| s.to_str()).unwrap_or("k")
    ));
    let status = Command::new(nvcc)
        .args(["-O3", &format!("-arch=sm_{arch}"), "-cubin", "-o"])
        .arg(&out)
        .arg(path)
        .output()
        .map_err(|e| format!("could not run {}: {e}", nvcc.display()))?;
    if !status.status.success() {
        return Err(format!("nvcc failed: {}", String::from_utf8_lossy(&status.stderr)));
    }
    let image = std::fs::read(&out).map_err(|e| e.to_string())?;
    let _ = std::fs::remove_file(&out);
    Ok(image)
}

/// Device-to-device copy of `bytes` on the legacy stream, without waiting: the copy ceiling.
///
/// # Safety
/// `dst` and `src` must be device allocations of at least `bytes` bytes.
pub unsafe fn copy_async(dst: u64, src: u64, bytes: usize) -> Result<(), String> {
    check("cuMemcpyDtoDAsync", sys::cuMemcpyDtoDAsync_v2(dst, src, bytes, std::ptr::null_mut()))
}
