//! A kernel's way onto a GPU: compiling its translation unit with NVRTC (through the disk
//! cache), loading the image into the device's context with the panic slot wired in, and
//! what the loaded function allows: its attributes, its occupancy, its best block size.

use std::ffi::CString;
use std::ptr;
use std::sync::{Mutex, OnceLock};
use std::thread::JoinHandle;

use super::cache::{self, DiskCache};
use super::driver::{self, check, sys};
use super::nvrtc;
use super::print_ring;
use super::Gpu;
use crate::abi::panic::MAX_CALL_DEPTH;
use crate::base::error::{Error, Result};
use crate::base::limits::{Resources, DEFAULT_BLOCK_SIZE};

/// What the GPU needs to know of a kernel to compile and load it.
pub(crate) struct KernelSource<'a> {
    /// The Rust name, for errors and the disk cache.
    pub(crate) name: &'a str,
    /// The `extern "C"` symbol of its `__global__` function.
    pub(crate) symbol: &'a str,
    /// The symbol of its `_lanes` twin, if it has one (`KernelInfo::lanes`).
    pub(crate) lanes: Option<&'a str>,
    /// Whether the unit defines the `_lanes_v` twin too (compiled with `FC_VECTOR_LANES`, and
    /// the translator made one).
    pub(crate) vector_lanes: bool,
    /// Its whole translation unit.
    pub(crate) source: &'a str,
    /// Whether its device functions call each other in a cycle (see `KernelInfo::recursive`).
    pub(crate) recursive: bool,
    /// Whether NVRTC may fuse multiply-adds (`KernelInfo::fmad`).
    pub(crate) fmad: bool,
}

/// A kernel loaded on one device.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Loaded {
    pub(crate) function: sys::CUfunction,
    /// The most threads per block this function can run with (registers limit it).
    pub(crate) max_threads: u32,
    /// Bytes of static shared memory per block (`shared_array`s).
    pub(crate) static_shared: u32,
    /// The block size of most occupancy, for `Grid::for_elements`.
    pub(crate) best_block: u32,
    /// The kernel's `_lanes` twin (`KernelInfo::lanes`), and the most threads per block it
    /// can run with.
    pub(crate) lanes: Option<(sys::CUfunction, u32)>,
    /// Its `_lanes_v` twin (consecutive logical threads per thread, their accesses merged
    /// into vectors), where the translator made one, and the most threads per block it can run with.
    pub(crate) vector_lanes: Option<(sys::CUfunction, u32)>,
    /// Whether its code waits for the grids before it at its start (`fc::grid_dependency`,
    /// compiled in for sm_90 and later only), so that a launch may let it start before they
    /// end: its PTX was for a virtual architecture of 9.0 or later. (PTX an older NVRTC made
    /// for an older one, which the driver compiles for a newer GPU, has no wait.)
    pub(crate) waits_for_grids: bool,
}

/// What the symbol of a kernel's `_lanes_v` twin adds to its `_lanes` twin's: the translator's
/// `lanes.rs` names it so.
const VECTOR_TWIN_SUFFIX: &str = "_v";

// Safety: CUfunction handles may be used from any thread of the process.
unsafe impl Send for Loaded {}
// Safety: as above.
unsafe impl Sync for Loaded {}

static DISK_CACHE: OnceLock<Option<DiskCache>> = OnceLock::new();

/// The process's disk cache, as the environment configures it.
pub(crate) fn disk_cache() -> Option<&'static DiskCache> {
    DISK_CACHE.get_or_init(DiskCache::from_env).as_ref()
}

/// NVRTC's version and architectures, once found (see [`nvrtc_facts`]).
static FACTS: OnceLock<nvrtc::NvrtcFacts> = OnceLock::new();

/// The warm-up's thread while it runs (see [`warm_compiler`]).
static WARM_UP: Mutex<Option<JoinHandle<()>>> = Mutex::new(None);

/// A `__global__` function with nothing in it: what the warm-up compiles.
const WARM_UP_SOURCE: &str = "extern \"C\" __global__ void ferrocuda_warm_up() {}\n";

/// Makes NVRTC ready on a thread of its own while the driver creates the process's first
/// context (100 ms and more), when the process will likely compile: its disk cache has not
/// met this NVRTC yet (a first run, a new NVRTC), or there is no disk cache. Loading NVRTC
/// and its first compile in a process (which initialises the compiler: the builtins, the
/// code generator for `sm_{arch}`) would otherwise come before the first launch's own
/// compile (docs/benchmarks.md, "First launch"). When the cache knows this NVRTC, the thread
/// only reads its note for the first launch. Does nothing after the first call; its errors
/// are the launch's to find and report.
pub(crate) fn warm_compiler(arch: u32) {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let thread = std::thread::Builder::new().name("ferrocuda-nvrtc".into()).spawn(move || {
            let noted = disk_cache().and_then(|c| c.noted_nvrtc(&nvrtc::fingerprint()?));
            if let Some(facts) = noted {
                // (Found for the first launch, which then need not look.)
                let _ = FACTS.set(facts);
                return;
            }
            let (Ok(compiler), Ok(facts)) = (nvrtc::nvrtc(), nvrtc_facts()) else { return };
            let _ =
                compiler.compile_kernel_source("ferrocuda_warm_up", WARM_UP_SOURCE, &facts.options_for_device(arch));
        });
        if let Ok(thread) = thread {
            *WARM_UP.lock().unwrap_or_else(|e| e.into_inner()) = Some(thread);
        }
    });
}

/// Waits for the warm-up's thread, if it still runs: at process exit, before the libraries'
/// destructors run under it.
pub(crate) fn finish_warm_up() {
    let thread = WARM_UP.lock().unwrap_or_else(|e| e.into_inner()).take();
    if let Some(thread) = thread {
        let _ = thread.join();
    }
}

/// NVRTC's version and architectures, found once per process (see `cache::nvrtc_facts`).
fn nvrtc_facts() -> Result<&'static nvrtc::NvrtcFacts> {
    if let Some(facts) = FACTS.get() {
        return Ok(facts);
    }
    let facts = cache::nvrtc_facts(disk_cache())?;
    Ok(FACTS.get_or_init(|| facts))
}

/// Code NVRTC compiles loads on a driver of the same CUDA major version (minor version
/// compatibility) when it is machine code, and only on one at least as new when it is PTX.
pub(crate) fn check_driver(driver: (u32, u32), nvrtc: (u32, u32), output: nvrtc::Output) -> Result<()> {
    let too_old = match output {
        nvrtc::Output::Cubin => driver.0 < nvrtc.0,
        nvrtc::Output::Ptx => driver < nvrtc,
    };
    if too_old {
        Err(Error::DriverTooOld { driver, nvrtc })
    } else {
        Ok(())
    }
}

/// The PTX NVRTC makes of a kernel's translation unit for `sm_{arch}` (through the disk
/// cache); needs NVRTC, no GPU.
pub(crate) fn ptx(name: &str, source: &str, arch: u32, fmad: bool) -> Result<String> {
    let nvrtc = nvrtc::nvrtc()?;
    let mut options = nvrtc.options_for_device(arch);
    options.output = nvrtc::Output::Ptx;
    if !fmad {
        options.extra.push("--fmad=false".into());
    }
    let compiled = match disk_cache() {
        Some(cache) => cache.compile(nvrtc, name, source, &options)?.0,
        None => nvrtc.compile_kernel_source(name, source, &options)?,
    };
    let end = compiled.image.iter().position(|&b| b == 0).unwrap_or(compiled.image.len());
    Ok(String::from_utf8_lossy(&compiled.image[..end]).into_owned())
}

/// The largest stack frame ptxas reported (`N bytes stack frame` in its `-v` log, as NVRTC
/// and nvcc print it), 0 when none.
pub fn largest_frame(ptxas_log: &str) -> usize {
    ptxas_log
        .lines()
        .filter_map(|l| l.split(" bytes stack frame").next().filter(|_| l.contains(" bytes stack frame")))
        .filter_map(|head| head.split_whitespace().last()?.parse::<usize>().ok())
        .max()
        .unwrap_or(0)
}

/// The stack a thread of a recursive kernel needs: `MAX_CALL_DEPTH` nested calls of the
/// largest frame, with two more beside them: the kernel's own, and the panic path's call (the
/// prelude's `fc::panic`, not inlined, which calls nothing). A recursion the compiler turned
/// into a loop has frames of 0 and needs nothing more.
fn recursion_stack(largest_frame: usize) -> usize {
    largest_frame.saturating_mul(MAX_CALL_DEPTH as usize + FRAMES_BESIDE_RECURSION)
}

/// The frames `recursion_stack` adds to the recursion's: see there.
const FRAMES_BESIDE_RECURSION: usize = 2;

impl Gpu {
    /// Compiles `kernel` for this device (CUBIN for its `sm_XY`, from the disk cache when it
    /// is there), loads it, and reads what the launch path needs of the function.
    pub(crate) fn load_kernel(&self, kernel: &KernelSource<'_>) -> Result<Loaded> {
        let facts = nvrtc_facts()?;
        let mut options = facts.options_for_device(self.arch());
        if !kernel.fmad {
            // Part of the disk cache's key, as every option is.
            options.extra.push("--fmad=false".into());
        }
        check_driver(driver::cuda_version()?, facts.version, options.output)?;
        let compiled = match disk_cache() {
            Some(cache) if !kernel.recursive => {
                cache.compile_lazily(facts.version, nvrtc::nvrtc, kernel.name, kernel.source, &options)?.0
            }
            _ => {
                if kernel.recursive {
                    // ptxas reports each function's stack frame, which sizes the stacks.
                    options.extra.push("--ptxas-options=-v".into());
                }
                nvrtc::nvrtc()?.compile_kernel_source(kernel.name, kernel.source, &options)?
            }
        };
        let frame = match kernel.recursive {
            false => None,
            true if compiled.log.contains(" bytes stack frame") => Some(largest_frame(&compiled.log)),
            // NVRTC's ptxas reported no frames (seen on an H200 with NVRTC 13.0, for some units
            // and not others): the driver's compiler reports them, of the unit's PTX.
            true => {
                let mut ptx_options = options.clone();
                ptx_options.output = nvrtc::Output::Ptx;
                ptx_options.extra.retain(|o| o != "--ptxas-options=-v");
                let ptx = nvrtc::nvrtc()?.compile_kernel_source(kernel.name, kernel.source, &ptx_options)?;
                Some(self.jit_largest_frame(kernel.name, &ptx.image)?)
            }
        };
        self.load_image(&compiled.image, kernel.symbol, kernel.lanes.map(|t| (t, kernel.vector_lanes)), frame)
    }

    /// The largest stack frame the driver's compiler reports of `ptx` (NUL-terminated), which
    /// it compiles for this device and unloads.
    ///
    /// The driver answers PTX it compiled before from its JIT cache (`~/.nv/ComputeCache`),
    /// with no compile and so no report: then a copy it has not seen (the PTX and a comment
    /// naming this process and instant) is compiled. A report still missing is an error, not
    /// a stack of nothing, which would be an illegal address at the kernel's first deep call.
    fn jit_largest_frame(&self, kernel: &str, ptx: &[u8]) -> Result<usize> {
        const REPORT: &str = " bytes stack frame";
        let log = self.jit_log(ptx)?;
        if log.contains(REPORT) {
            return Ok(largest_frame(&log));
        }
        let text = ptx.strip_suffix(&[0]).unwrap_or(ptx);
        let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
        let mut fresh = text.to_vec();
        fresh.extend_from_slice(format!("\n// ferrocuda: frame report {} {nanos}\n\0", std::process::id()).as_bytes());
        let log = self.jit_log(&fresh)?;
        if log.contains(REPORT) {
            return Ok(largest_frame(&log));
        }
        Err(Error::Driver {
            call: "cuModuleLoadDataEx",
            code: "CU_JIT_LOG_VERBOSE".into(),
            message: format!(
                "neither NVRTC nor the driver reported the stack frames of the recursive kernel `{kernel}`, which size \
                 its threads' stacks; report this with your CUDA version, or make the recursion a loop"
            ),
        })
    }

    /// The driver compiler's information log of `ptx` (NUL-terminated), compiled for this
    /// device and unloaded.
    fn jit_log(&self, ptx: &[u8]) -> Result<String> {
        self.bind()?;
        let mut log = vec![0u8; 64 << 10];
        let mut options = [
            sys::CUjit_option::CU_JIT_INFO_LOG_BUFFER,
            sys::CUjit_option::CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES,
            sys::CUjit_option::CU_JIT_LOG_VERBOSE,
        ];
        // (The driver takes option values as pointer-sized words: a pointer, or a number.)
        let words = |n: usize| std::ptr::without_provenance_mut::<std::ffi::c_void>(n);
        let mut values: [*mut std::ffi::c_void; 3] = [log.as_mut_ptr().cast(), words(log.len()), words(1)];
        let mut module = ptr::null_mut();
        // Safety: `ptx` is NUL-terminated PTX from NVRTC; the options' values are as the driver
        // documents them, and `log` outlives the call.
        check("cuModuleLoadDataEx", unsafe {
            sys::cuModuleLoadDataEx(
                &mut module,
                ptx.as_ptr().cast(),
                options.len() as u32,
                options.as_mut_ptr(),
                values.as_mut_ptr(),
            )
        })?;
        // Safety: loaded above, used by nothing else.
        check("cuModuleUnload", unsafe { sys::cuModuleUnload(module) })?;
        let end = log.iter().position(|&b| b == 0).unwrap_or(log.len());
        Ok(String::from_utf8_lossy(&log[..end]).into_owned())
    }

    /// Loads a compiled image (CUBIN, PTX or a fatbin) of a kernel whose `__global__` function
    /// is `symbol` (and its twin's `lanes`, with whether the image holds its `_lanes_v` twin);
    /// `recursive_frame`: a recursive kernel's largest stack frame.
    pub(crate) fn load_image(
        &self,
        image: &[u8],
        symbol: &str,
        lanes: Option<(&str, bool)>,
        recursive_frame: Option<usize>,
    ) -> Result<Loaded> {
        if let Some(frame) = recursive_frame {
            self.ensure_stack(recursion_stack(frame))?;
        }
        let module = self.load_module(image)?;
        let function = self.function(module, symbol)?;
        let attr = |a| self.function_attribute(function, a).map(|v| v.max(0) as u32);
        let max_threads = attr(sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?;
        let static_shared = attr(sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES)?;
        let best_block = self.best_block_size(function);
        let waits_for_grids = attr(sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_PTX_VERSION)? >= 90;
        let max_threads_of = |f| {
            self.function_attribute(f, sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK)
                .map(|v| v.max(0) as u32)
        };
        let (lanes, vector_lanes) = match lanes {
            Some((twin, has_vector)) => {
                let f = self.function(module, twin)?;
                // (Looked up only where the translator made one: a lookup that fails is an
                // error compute-sanitizer reports, even when handled.)
                let vector = match has_vector {
                    true => Some(self.function(module, &format!("{twin}{VECTOR_TWIN_SUFFIX}"))?),
                    false => None,
                };
                let vector = vector.map(|v| max_threads_of(v).map(|m| (v, m))).transpose()?;
                (Some((f, max_threads_of(f)?)), vector)
            }
            None => (None, None),
        };
        Ok(Loaded { function, max_threads, static_shared, best_block, lanes, vector_lanes, waits_for_grids })
    }

    /// What a loaded kernel uses, as `nvcc -Xptxas -v` reports it.
    pub(crate) fn resources(&self, loaded: &Loaded) -> Result<Resources> {
        use sys::CUfunction_attribute as A;
        let a = |attr| self.function_attribute(loaded.function, attr).map(|v| v.max(0) as u32);
        Ok(Resources {
            registers: a(A::CU_FUNC_ATTRIBUTE_NUM_REGS)?,
            shared_bytes: a(A::CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES)?,
            local_bytes: a(A::CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES)?,
            const_bytes: a(A::CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES)?,
            max_threads_per_block: a(A::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?,
        })
    }

    /// Loads a compiled image and points its panic globals at this device's slot.
    fn load_module(&self, image: &[u8]) -> Result<sys::CUmodule> {
        self.bind()?;
        let mut module = ptr::null_mut();
        // Safety: `image` is a CUBIN or NUL-terminated PTX produced by NVRTC, or a fatbin nvcc
        // produced (embedded by the macro).
        check("cuModuleLoadData", unsafe { sys::cuModuleLoadData(&mut module, image.as_ptr().cast()) })?;
        let (record, flag) = self.panic.addresses();
        self.set_global(module, "fc_panic_record", record)?;
        self.set_global(module, "fc_panic_flag", flag)?;
        self.set_print_ring(module)?;
        Ok(module)
    }

    /// Points a module's `fc_print_ring` at the device's ring, when the module prints (then the
    /// global is the ring's description; otherwise a byte).
    fn set_print_ring(&self, module: sys::CUmodule) -> Result<()> {
        let (mut p, mut size) = (0, 0);
        // Safety: out-pointers to locals; `module` is loaded.
        let r = unsafe { sys::cuModuleGetGlobal_v2(&mut p, &mut size, module, c"fc_print_ring".as_ptr()) };
        if r == sys::CUresult::CUDA_ERROR_NOT_FOUND {
            // (A module not made by ferrocuda's translation: nothing in it prints.)
            return Ok(());
        }
        check("cuModuleGetGlobal", r)?;
        if size != std::mem::size_of::<print_ring::RingGlobal>() {
            return Ok(());
        }
        let ring = self.prints.global(self)?;
        // Safety: the ring global is plain old data of `size` bytes.
        let bytes = unsafe { std::slice::from_raw_parts((&ring as *const print_ring::RingGlobal).cast::<u8>(), size) };
        self.write_device(p, bytes)
    }

    fn set_global(&self, module: sys::CUmodule, name: &str, value: u64) -> Result<()> {
        let c_name = CString::new(name).unwrap_or_default();
        let (mut p, mut size) = (0, 0);
        // Safety: out-pointers to locals; `module` is loaded.
        let r = unsafe { sys::cuModuleGetGlobal_v2(&mut p, &mut size, module, c_name.as_ptr()) };
        if r == sys::CUresult::CUDA_ERROR_NOT_FOUND || size != 8 {
            // A module without the prelude's panic globals (or with them optimised away)
            // simply cannot panic.
            return Ok(());
        }
        check("cuModuleGetGlobal", r)?;
        // (The global is 8 bytes: checked above.)
        self.write_device(p, &value.to_ne_bytes())
    }

    fn function(&self, module: sys::CUmodule, name: &str) -> Result<sys::CUfunction> {
        let c_name = CString::new(name).unwrap_or_default();
        let mut f = ptr::null_mut();
        // Safety: out-pointer to a local; `module` is loaded.
        check("cuModuleGetFunction", unsafe { sys::cuModuleGetFunction(&mut f, module, c_name.as_ptr()) })?;
        Ok(f)
    }

    fn function_attribute(&self, function: sys::CUfunction, attr: sys::CUfunction_attribute) -> Result<i32> {
        let mut v = 0;
        // Safety: out-pointer to a local; `function` is loaded.
        check("cuFuncGetAttribute", unsafe { sys::cuFuncGetAttribute(&mut v, attr, function) })?;
        Ok(v)
    }

    /// Lets a loaded kernel use `bytes` of dynamic shared memory, beyond the default limit.
    pub(crate) fn allow_dynamic_shared(&self, loaded: &Loaded, bytes: u32) -> Result<()> {
        // Safety: `function` is loaded in this context.
        check("cuFuncSetAttribute", unsafe {
            sys::cuFuncSetAttribute(
                loaded.function,
                sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                bytes as i32,
            )
        })
    }

    /// The block size of `Grid::for_elements` for `function`: of the sizes that keep the
    /// most threads resident per multiprocessor (the occupancy API's maximum), the one
    /// nearest 256 threads. The occupancy API alone picks the largest such size, often 1024,
    /// whose blocks retire in coarser steps: measured on an H200, a bandwidth-bound kernel in
    /// blocks of 1024 ran 16 % slower than in blocks of 256 at equal occupancy.
    fn best_block_size(&self, function: sys::CUfunction) -> u32 {
        let (mut min_grid, mut block) = (0, 0);
        // Safety: out-pointers to locals; `function` is loaded; no block-size callback.
        let r = unsafe { sys::cuOccupancyMaxPotentialBlockSize(&mut min_grid, &mut block, function, None, 0, 0) };
        if r != sys::CUresult::CUDA_SUCCESS || block <= 0 {
            return DEFAULT_BLOCK_SIZE;
        }
        let resident = |threads: u32| self.blocks_per_sm_of(function, threads, 0).map_or(0, |b| b * threads);
        let best = resident(block as u32);
        [256, 512, 128, 1024, 64]
            .into_iter()
            .filter(|&t| t <= block as u32)
            .find(|&t| resident(t) >= best)
            .unwrap_or(block as u32)
    }

    /// How many blocks of `threads` threads (and `dynamic_shared` bytes) of a loaded kernel
    /// fit on one multiprocessor at once.
    pub(crate) fn blocks_per_sm(&self, loaded: &Loaded, threads: u32, dynamic_shared: u32) -> Result<u32> {
        self.blocks_per_sm_of(loaded.function, threads, dynamic_shared)
    }

    fn blocks_per_sm_of(&self, function: sys::CUfunction, threads: u32, dynamic_shared: u32) -> Result<u32> {
        self.bind()?;
        let mut n = 0;
        // Safety: out-pointer to a local; `function` is loaded.
        check("cuOccupancyMaxActiveBlocksPerMultiprocessor", unsafe {
            sys::cuOccupancyMaxActiveBlocksPerMultiprocessor(&mut n, function, threads as i32, dynamic_shared as usize)
        })?;
        Ok(n.max(0) as u32)
    }

    /// Makes every thread's stack at least `bytes` (for recursive kernels). The driver
    /// reserves it for every thread the GPU can hold at once.
    fn ensure_stack(&self, bytes: usize) -> Result<()> {
        self.bind()?;
        let mut current = 0usize;
        // Safety: out-pointer to a local; the context is current.
        check("cuCtxGetLimit", unsafe { sys::cuCtxGetLimit(&mut current, sys::CUlimit::CU_LIMIT_STACK_SIZE) })?;
        if current >= bytes {
            return Ok(());
        }
        // Safety: plain setter on the current context.
        let r = unsafe { sys::cuCtxSetLimit(sys::CUlimit::CU_LIMIT_STACK_SIZE, bytes) };
        if r == sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY {
            let threads = self.limits.multiprocessors as usize * 2048;
            return Err(Error::OutOfMemory {
                memory: "device memory for the stacks of a recursive kernel",
                requested: bytes.saturating_mul(threads),
                free: None,
                total: Some(self.total_memory),
            });
        }
        check("cuCtxSetLimit", r)?;
        // (A limit the driver did not take would be a stack overflow, an illegal address, at
        // the first deep call: an error here instead.)
        // Safety: as above.
        check("cuCtxGetLimit", unsafe { sys::cuCtxGetLimit(&mut current, sys::CUlimit::CU_LIMIT_STACK_SIZE) })?;
        if current < bytes {
            return Err(Error::Driver {
                call: "cuCtxSetLimit",
                code: "CU_LIMIT_STACK_SIZE".into(),
                message: format!(
                    "the driver kept a stack of {current} bytes per thread where a recursive kernel needs {bytes}"
                ),
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recursion_stack_is_sized_from_ptxas() {
        let log = "ptxas info    : Function properties for k\nptxas         .     0 bytes stack frame, 0 bytes spill stores\n\
                   ptxas info    : Function properties for _Z5churnj\nptxas         .     16 bytes stack frame, 16 bytes spill stores\n";
        assert_eq!(recursion_stack(largest_frame(log)), 16 * (MAX_CALL_DEPTH as usize + 2));
        assert_eq!(recursion_stack(largest_frame("")), 0);
        let nvcc = "ptxas info    : Function properties for k\n    24 bytes stack frame, 0 bytes spill stores\n";
        assert_eq!(largest_frame(nvcc), 24);
    }

    #[test]
    fn driver_compatibility() {
        use nvrtc::Output;
        assert!(check_driver((13, 0), (13, 0), Output::Cubin).is_ok());
        assert!(check_driver((13, 0), (13, 2), Output::Cubin).is_ok());
        assert!(check_driver((13, 0), (13, 2), Output::Ptx).is_err());
        assert!(check_driver((12, 9), (13, 0), Output::Cubin).is_err());
    }
}
