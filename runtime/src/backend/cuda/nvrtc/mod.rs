//! NVRTC, loaded at run time from wherever it is installed, and compiling CUDA C to CUBIN
//! (or PTX when NVRTC is older than the GPU).
//!
//! ferrocuda binds the few NVRTC functions it needs itself instead of going through cudarc:
//! cudarc's loader only tries names on the loader path and panics when none loads, while
//! NVRTC is often installed elsewhere (a Python wheel, a toolkit not on `LD_LIBRARY_PATH`).
//! Here a missing library is an [`Error::NvrtcNotFound`] listing every place looked at.
//!
//! `FERROCUDA_NVRTC`, when set (and not empty), is the only NVRTC tried: a library file of
//! any name, or a directory holding `libnvrtc.so*`. When it cannot be loaded the error
//! ([`Error::Setting`]) quotes it and the loader's reason; no other NVRTC is loaded instead.

mod locate;
pub(crate) use locate::python_site_dirs;

use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use libloading::Library;

use crate::base::error::{Error, Result};

type Program = *mut c_void;
type NvrtcResult = c_int;

/// The NVRTC entry points ferrocuda uses.
struct Api {
    version: unsafe extern "C" fn(*mut c_int, *mut c_int) -> NvrtcResult,
    get_num_supported_archs: unsafe extern "C" fn(*mut c_int) -> NvrtcResult,
    get_supported_archs: unsafe extern "C" fn(*mut c_int) -> NvrtcResult,
    create_program: unsafe extern "C" fn(
        *mut Program,
        *const c_char,
        *const c_char,
        c_int,
        *const *const c_char,
        *const *const c_char,
    ) -> NvrtcResult,
    compile_program: unsafe extern "C" fn(Program, c_int, *const *const c_char) -> NvrtcResult,
    destroy_program: unsafe extern "C" fn(*mut Program) -> NvrtcResult,
    get_program_log_size: unsafe extern "C" fn(Program, *mut usize) -> NvrtcResult,
    get_program_log: unsafe extern "C" fn(Program, *mut c_char) -> NvrtcResult,
    get_cubin_size: unsafe extern "C" fn(Program, *mut usize) -> NvrtcResult,
    get_cubin: unsafe extern "C" fn(Program, *mut c_char) -> NvrtcResult,
    get_ptx_size: unsafe extern "C" fn(Program, *mut usize) -> NvrtcResult,
    get_ptx: unsafe extern "C" fn(Program, *mut c_char) -> NvrtcResult,
    get_error_string: unsafe extern "C" fn(NvrtcResult) -> *const c_char,
}

/// A loaded NVRTC library.
pub struct Nvrtc {
    api: Api,
    path: String,
    version: (u32, u32),
    archs: Vec<u32>,
    // Kept loaded for the life of the process: NVRTC opens the builtins by name while
    // compiling, and function pointers in `api` point into `_lib`.
    _builtins: Option<Library>,
    _lib: Library,
}

/// What to produce.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Output {
    /// Machine code for exactly one GPU architecture (`sm_XY`): loads without a JIT step.
    Cubin,
    /// PTX for a virtual architecture (`compute_XY`), compiled by the driver at load time.
    Ptx,
}

/// How to compile one source.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CompileOptions {
    /// Compute capability as `major * 10 + minor`, e.g. `90` for `sm_90`.
    pub arch: u32,
    /// CUBIN or PTX.
    pub output: Output,
    /// Extra NVRTC options, e.g. `-DNAME=1`.
    pub extra: Vec<String>,
    /// Code for the architecture's own features too (`sm_90a`: Hopper's `setmaxnreg` and
    /// warpgroup MMA), which only GPUs of exactly that architecture run.
    pub arch_specific: bool,
}

/// The architectures whose own features ([`CompileOptions::arch_specific`]) the kernel language
/// uses: a GPU of one of them gets code compiled for them.
pub const ARCH_SPECIFIC: [u32; 1] = [90];

impl CompileOptions {
    /// CUBIN for `sm_{arch}`.
    pub fn cubin(arch: u32) -> Self {
        CompileOptions { arch, output: Output::Cubin, extra: Vec::new(), arch_specific: false }
    }

    /// CUBIN for `sm_{arch}a`, with the architecture's own features.
    pub fn cubin_arch_specific(arch: u32) -> Self {
        CompileOptions { arch_specific: true, ..Self::cubin(arch) }
    }

    /// The target as NVRTC spells it: `sm_90`, `sm_90a` or `compute_90`.
    pub fn target(&self) -> String {
        let a = if self.arch_specific { "a" } else { "" };
        match self.output {
            Output::Cubin => format!("sm_{}{a}", self.arch),
            Output::Ptx => format!("compute_{}{a}", self.arch),
        }
    }

    fn args(&self) -> Vec<String> {
        let mut args = vec![
            format!("--gpu-architecture={}", self.target()),
            "--std=c++17".to_string(),
            // Line tables so that profilers and debuggers name the Rust lines of `#line`.
            "--generate-line-info".to_string(),
        ];
        args.extend(self.extra.iter().cloned());
        args
    }
}

/// A compiled module image.
#[derive(Debug, Clone)]
pub struct Compiled {
    /// CUBIN bytes, or PTX text with a trailing NUL.
    pub image: Vec<u8>,
    /// Which of the two `image` is.
    pub output: Output,
    /// NVRTC's log (warnings), possibly empty.
    pub log: String,
}

/// The first NVRTC with `--minimal`, which leaves out what generated code never uses (the
/// declarations of textures, surfaces, the CUDA runtime's types and device-side launches), so
/// that a compile parses that much less (docs/benchmarks.md, "First launch").
const MINIMAL_SINCE: (u32, u32) = (12, 4);

/// How a unit that links a `#[device(cuda = "…")]` file wraps the file's text (the codegen's
/// `CudaFile`): `namespace fc_cuda_<hash> {`.
const USER_CUDA_NAMESPACE: &str = "namespace fc_cuda_";

/// What choosing compile options and cache keys needs to know of an NVRTC: available
/// without loading the library when the disk cache has noted it (see [`fingerprint`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NvrtcFacts {
    /// NVRTC's version, e.g. `(13, 0)`.
    pub version: (u32, u32),
    /// The real architectures it emits CUBIN for.
    pub archs: Vec<u32>,
}

impl NvrtcFacts {
    /// How to compile for a GPU of compute capability `arch`: CUBIN when NVRTC knows the
    /// architecture, else PTX for the newest one it knows below it (the driver finishes the
    /// job).
    pub fn options_for_device(&self, arch: u32) -> CompileOptions {
        if self.archs.contains(&arch) {
            // (Code for exactly this GPU: its own features cost nothing where unused.)
            return CompileOptions { arch_specific: ARCH_SPECIFIC.contains(&arch), ..CompileOptions::cubin(arch) };
        }
        let newest_below = self.archs.iter().copied().filter(|&a| a <= arch).max();
        CompileOptions {
            arch: newest_below.unwrap_or(arch),
            output: Output::Ptx,
            extra: Vec::new(),
            arch_specific: false,
        }
    }
}

/// Identifies the NVRTC library this process would load — its path, size and modification
/// time — without loading it (loading takes milliseconds: NVRTC is a large library). `None`
/// when the first candidate is a bare name for the loader path, which has no file to
/// identify.
pub fn fingerprint() -> Option<String> {
    fingerprint_of(&locate::first_library().ok()??)
}

fn fingerprint_of(path: &Path) -> Option<String> {
    let meta = std::fs::metadata(path).ok()?;
    let modified = meta.modified().ok()?.duration_since(std::time::UNIX_EPOCH).ok()?;
    Some(format!("{}|{}|{}", path.display(), meta.len(), modified.as_nanos()))
}

static NVRTC: OnceLock<Result<Nvrtc>> = OnceLock::new();

/// The process's NVRTC, loaded on first use from the first place it is found.
pub fn nvrtc() -> Result<&'static Nvrtc> {
    NVRTC.get_or_init(load).as_ref().map_err(Clone::clone)
}

fn load() -> Result<Nvrtc> {
    load_plan(locate::plan()?)
}

/// Loads what `plan` says: the explicit library or an `Err` quoting the setting, else the
/// first candidate of the search that loads and is NVRTC.
fn load_plan(plan: locate::Plan) -> Result<Nvrtc> {
    match plan {
        locate::Plan::Explicit { setting, library } => load_file(&library).map_err(|why| Error::Setting {
            name: "FERROCUDA_NVRTC",
            value: setting,
            problem: format!("cannot be loaded as NVRTC: {why}"),
            fix: locate::NVRTC_SETTING_FIX.into(),
        }),
        locate::Plan::Search { candidates, searched } => {
            for candidate in candidates {
                let loaded = match &candidate {
                    locate::Candidate::File(path) => load_file(path),
                    locate::Candidate::Soname(name) => {
                        // Safety: loading a shared library runs its initialisers; NVRTC's are benign.
                        match unsafe { Library::new(*name) } {
                            Ok(lib) => Nvrtc::from_library(lib, None, (*name).to_string()).map_err(|e| e.to_string()),
                            Err(e) => Err(loader_error(&e)),
                        }
                    }
                };
                if let Ok(n) = loaded {
                    return Ok(n);
                }
            }
            Err(Error::NvrtcNotFound { searched })
        }
    }
}

/// Loads the NVRTC library at `path` (and the builtins beside it), or says why not.
fn load_file(path: &Path) -> std::result::Result<Nvrtc, String> {
    let dir = path.parent().unwrap_or(Path::new("."));
    // Safety: loading a shared library runs its initialisers; NVRTC's are benign.
    let builtins = locate::builtins_in(dir).and_then(|b| unsafe { Library::new(&b) }.ok());
    // Safety: as above.
    let lib = unsafe { Library::new(path) }.map_err(|e| loader_error(&e))?;
    Nvrtc::from_library(lib, builtins, path.display().to_string()).map_err(|e| e.to_string())
}

/// The loader's own words (`dlerror`), which libloading keeps as the error's source.
fn loader_error(e: &libloading::Error) -> String {
    match std::error::Error::source(e) {
        Some(why) => why.to_string(),
        None => e.to_string(),
    }
}

macro_rules! sym {
    ($lib:expr, $name:literal) => {
        // Safety: the symbol is NVRTC's, with the C signature declared in `Api`.
        *unsafe { $lib.get($name) }.map_err(|e| Error::Nvrtc {
            call: "dlsym",
            message: format!(
                "{} is missing from the NVRTC library: {e}",
                String::from_utf8_lossy(&$name[..$name.len() - 1])
            ),
        })?
    };
}

impl Nvrtc {
    fn from_library(lib: Library, builtins: Option<Library>, path: String) -> Result<Self> {
        let api = Api {
            version: sym!(lib, b"nvrtcVersion\0"),
            get_num_supported_archs: sym!(lib, b"nvrtcGetNumSupportedArchs\0"),
            get_supported_archs: sym!(lib, b"nvrtcGetSupportedArchs\0"),
            create_program: sym!(lib, b"nvrtcCreateProgram\0"),
            compile_program: sym!(lib, b"nvrtcCompileProgram\0"),
            destroy_program: sym!(lib, b"nvrtcDestroyProgram\0"),
            get_program_log_size: sym!(lib, b"nvrtcGetProgramLogSize\0"),
            get_program_log: sym!(lib, b"nvrtcGetProgramLog\0"),
            get_cubin_size: sym!(lib, b"nvrtcGetCUBINSize\0"),
            get_cubin: sym!(lib, b"nvrtcGetCUBIN\0"),
            get_ptx_size: sym!(lib, b"nvrtcGetPTXSize\0"),
            get_ptx: sym!(lib, b"nvrtcGetPTX\0"),
            get_error_string: sym!(lib, b"nvrtcGetErrorString\0"),
        };
        let mut nvrtc = Nvrtc { api, path, version: (0, 0), archs: Vec::new(), _builtins: builtins, _lib: lib };
        let (mut major, mut minor) = (0, 0);
        // Safety: out-pointers to live locals.
        nvrtc.check("nvrtcVersion", unsafe { (nvrtc.api.version)(&mut major, &mut minor) })?;
        nvrtc.version = (major as u32, minor as u32);
        let mut n = 0;
        // Safety: as above.
        nvrtc.check("nvrtcGetNumSupportedArchs", unsafe { (nvrtc.api.get_num_supported_archs)(&mut n) })?;
        let mut archs = vec![0 as c_int; n.max(0) as usize];
        // Safety: `archs` has room for the `n` entries NVRTC writes.
        nvrtc.check("nvrtcGetSupportedArchs", unsafe { (nvrtc.api.get_supported_archs)(archs.as_mut_ptr()) })?;
        nvrtc.archs = archs.into_iter().map(|a| a as u32).collect();
        Ok(nvrtc)
    }

    /// NVRTC's version, e.g. `(13, 0)`.
    pub fn version(&self) -> (u32, u32) {
        self.version
    }

    /// Where the library was loaded from.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The real architectures this NVRTC can emit CUBIN for, e.g. `[75, 80, 86, 89, 90, …]`.
    pub fn supported_archs(&self) -> &[u32] {
        &self.archs
    }

    /// How to compile for a GPU of compute capability `arch` (see
    /// [`NvrtcFacts::options_for_device`]).
    pub fn options_for_device(&self, arch: u32) -> CompileOptions {
        self.facts().options_for_device(arch)
    }

    /// The version and architectures.
    pub fn facts(&self) -> NvrtcFacts {
        NvrtcFacts { version: self.version, archs: self.archs.clone() }
    }

    /// The [`fingerprint`] of the file this NVRTC was loaded from; `None` when the loader
    /// found it by name.
    pub fn loaded_fingerprint(&self) -> Option<String> {
        fingerprint_of(Path::new(&self.path)).filter(|_| Path::new(&self.path).is_absolute())
    }

    fn error_string(&self, code: NvrtcResult) -> String {
        // Safety: NVRTC returns a static NUL-terminated string for any code.
        let p = unsafe { (self.api.get_error_string)(code) };
        if p.is_null() {
            return format!("NVRTC error {code}");
        }
        // Safety: non-null and NUL-terminated per the NVRTC API.
        unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
    }

    fn check(&self, call: &'static str, code: NvrtcResult) -> Result<()> {
        if code == 0 {
            Ok(())
        } else {
            Err(Error::Nvrtc { call, message: self.error_string(code) })
        }
    }

    /// Compiles `source` (named `name` in diagnostics) with `options`.
    pub fn compile(&self, name: &str, source: &str, options: &CompileOptions) -> Result<Compiled> {
        self.compile_with_headers(name, source, &[], options)
    }

    /// Compiles a generated kernel source (`kernel.cuda_source()`), which includes the
    /// ferrocuda prelude; with `--minimal` where this NVRTC has it, since generated code uses
    /// none of what it leaves out, unless the unit links a user's CUDA C file, which may.
    /// (The disk cache's key names NVRTC's version and the source, which decide the flag.)
    pub fn compile_kernel_source(&self, name: &str, source: &str, options: &CompileOptions) -> Result<Compiled> {
        let headers = [(crate::abi::prelude::PRELUDE_NAME, crate::abi::prelude::PRELUDE)];
        if self.version < MINIMAL_SINCE || source.contains(USER_CUDA_NAMESPACE) {
            return self.compile_with_headers(name, source, &headers, options);
        }
        let mut minimal = options.clone();
        minimal.extra.push("--minimal".into());
        self.compile_with_headers(name, source, &headers, &minimal)
    }

    /// Compiles `source` with in-memory `headers` (`(include name, contents)`), which it may
    /// `#include "name"`.
    pub fn compile_with_headers(
        &self,
        name: &str,
        source: &str,
        headers: &[(&str, &str)],
        options: &CompileOptions,
    ) -> Result<Compiled> {
        let to_c = |s: &str| {
            CString::new(s).map_err(|_| Error::Nvrtc {
                call: "nvrtcCreateProgram",
                message: "a CUDA source or header contains a NUL byte".into(),
            })
        };
        let header_names = headers.iter().map(|(n, _)| to_c(n)).collect::<Result<Vec<_>>>()?;
        let header_bodies = headers.iter().map(|(_, b)| to_c(b)).collect::<Result<Vec<_>>>()?;
        let name_ptrs: Vec<*const c_char> = header_names.iter().map(|c| c.as_ptr()).collect();
        let body_ptrs: Vec<*const c_char> = header_bodies.iter().map(|c| c.as_ptr()).collect();
        let c_source = to_c(source)?;
        let c_name = CString::new(format!("{name}.cu")).unwrap_or_default();
        let args: Vec<CString> = options.args().into_iter().map(|a| CString::new(a).unwrap_or_default()).collect();
        let arg_ptrs: Vec<*const c_char> = args.iter().map(|a| a.as_ptr()).collect();

        let mut prog: Program = std::ptr::null_mut();
        // Safety: valid NUL-terminated strings; the two header arrays have equal lengths.
        self.check("nvrtcCreateProgram", unsafe {
            (self.api.create_program)(
                &mut prog,
                c_source.as_ptr(),
                c_name.as_ptr(),
                headers.len() as c_int,
                body_ptrs.as_ptr(),
                name_ptrs.as_ptr(),
            )
        })?;
        let guard = ProgramGuard { nvrtc: self, prog };
        // Safety: `prog` is live; `arg_ptrs` points at live C strings.
        let status = unsafe { (self.api.compile_program)(guard.prog, arg_ptrs.len() as c_int, arg_ptrs.as_ptr()) };
        let log = guard.log()?;
        if status != 0 {
            return Err(Error::Compile {
                kernel: name.to_string(),
                arch: options.target(),
                log: if log.trim().is_empty() { self.error_string(status) } else { log },
            });
        }
        let image = match options.output {
            Output::Cubin => guard.bytes("nvrtcGetCUBIN", self.api.get_cubin_size, self.api.get_cubin)?,
            Output::Ptx => guard.bytes("nvrtcGetPTX", self.api.get_ptx_size, self.api.get_ptx)?,
        };
        Ok(Compiled { image, output: options.output, log })
    }
}

type SizeFn = unsafe extern "C" fn(Program, *mut usize) -> NvrtcResult;
type BytesFn = unsafe extern "C" fn(Program, *mut c_char) -> NvrtcResult;

struct ProgramGuard<'a> {
    nvrtc: &'a Nvrtc,
    prog: Program,
}

impl ProgramGuard<'_> {
    fn log(&self) -> Result<String> {
        let bytes =
            self.bytes("nvrtcGetProgramLog", self.nvrtc.api.get_program_log_size, self.nvrtc.api.get_program_log)?;
        let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
        Ok(String::from_utf8_lossy(&bytes[..end]).into_owned())
    }

    fn bytes(&self, call: &'static str, size: SizeFn, get: BytesFn) -> Result<Vec<u8>> {
        let mut n = 0usize;
        // Safety: live program, out-pointer to a local.
        self.nvrtc.check(call, unsafe { size(self.prog, &mut n) })?;
        let mut buf = vec![0u8; n];
        // Safety: `buf` has the size NVRTC just reported.
        self.nvrtc.check(call, unsafe { get(self.prog, buf.as_mut_ptr().cast()) })?;
        Ok(buf)
    }
}

impl Drop for ProgramGuard<'_> {
    fn drop(&mut self) {
        // Safety: `prog` came from nvrtcCreateProgram and is destroyed once.
        unsafe { (self.nvrtc.api.destroy_program)(&mut self.prog) };
    }
}

// Safety: the NVRTC API is thread safe for distinct programs; `Nvrtc` holds no program.
unsafe impl Send for Nvrtc {}
// Safety: as above.
unsafe impl Sync for Nvrtc {}

/// The directories that would be searched, for diagnostics (`doctor`): what
/// `FERROCUDA_NVRTC` names when it is set, else every place of the search.
pub fn search_locations() -> Vec<PathBuf> {
    match std::env::var_os("FERROCUDA_NVRTC").filter(|v| !v.is_empty()) {
        Some(v) => vec![PathBuf::from(v)],
        None => locate::search_dirs(),
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::ffi::OsString;
    use std::fs;

    fn load_setting(value: &Path) -> Result<Nvrtc> {
        load_plan(locate::plan_for(Some(OsString::from(value)))?)
    }

    /// A real NVRTC for the tests: `FERROCUDA_NVRTC`'s directory, else the workspace's
    /// `.nvrtc` (where the development setup installs the wheel).
    fn real_nvrtc_dir() -> Option<PathBuf> {
        let from_env = std::env::var_os("FERROCUDA_NVRTC").map(PathBuf::from).filter(|p| p.is_dir());
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../.nvrtc/nvidia/cu13/lib");
        from_env.into_iter().chain([workspace]).find(|d| locate::library_in(d).is_some())
    }

    #[test]
    fn an_explicit_setting_that_cannot_be_loaded_is_an_error_quoting_it() {
        let dir = std::env::temp_dir().join(format!("fc-nvrtc-setting-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("empty-file")).unwrap();
        fs::create_dir_all(dir.join("text-file")).unwrap();
        fs::create_dir_all(dir.join("no-library")).unwrap();
        fs::write(dir.join("empty-file/libnvrtc.so.13"), b"").unwrap();
        fs::write(dir.join("text-file/libnvrtc.so"), b"this is not a library\n").unwrap();
        for (setting, problem) in [
            (dir.join("missing"), "names nothing"),
            (dir.join("no-library"), "names a directory without libnvrtc.so*"),
            (dir.join("empty-file"), "cannot be loaded as NVRTC"),
            (dir.join("empty-file/libnvrtc.so.13"), "cannot be loaded as NVRTC"),
            (dir.join("text-file/libnvrtc.so"), "cannot be loaded as NVRTC"),
            (dir.join("text-file"), "cannot be loaded as NVRTC"),
        ] {
            let e = match load_setting(&setting) {
                Ok(n) => panic!("{} loaded an NVRTC from {}", setting.display(), n.path()),
                Err(e) => e,
            };
            assert!(matches!(e, Error::Setting { name: "FERROCUDA_NVRTC", .. }), "{e:?}");
            let text = e.to_string();
            assert!(text.starts_with(&format!("FERROCUDA_NVRTC=`{}` {problem}", setting.display())), "{text}");
            assert!(text.contains("unset it to search the usual places"), "{text}");
            if problem.starts_with("cannot be loaded") {
                // The loader's reason, e.g. `…/libnvrtc.so: invalid ELF header`.
                assert!(text.contains(" cannot be loaded as NVRTC: /"), "{text}");
            }
        }
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn an_nvrtc_under_another_file_name_is_loaded() {
        let Some(real) = real_nvrtc_dir() else {
            eprintln!("skipped: an_nvrtc_under_another_file_name_is_loaded needs an NVRTC (set FERROCUDA_NVRTC)");
            return;
        };
        let dir = std::env::temp_dir().join(format!("fc-nvrtc-renamed-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let library = locate::library_in(&real).unwrap();
        std::os::unix::fs::symlink(&library, dir.join("my-nvrtc.so")).unwrap();
        if let Some(builtins) = locate::builtins_in(&real) {
            std::os::unix::fs::symlink(&builtins, dir.join(builtins.file_name().unwrap())).unwrap();
        }
        let nvrtc = load_setting(&dir.join("my-nvrtc.so")).unwrap();
        assert_eq!(nvrtc.path(), dir.join("my-nvrtc.so").display().to_string());
        assert!(nvrtc.version().0 >= 11, "{:?}", nvrtc.version());
        let compiled = nvrtc
            .compile("probe", "extern \"C\" __global__ void probe(int* x) { *x = 1; }", &CompileOptions::cubin(80))
            .unwrap();
        assert!(!compiled.image.is_empty());
        // And the directory form picks the real library's name.
        assert_eq!(load_setting(&real).unwrap().path(), library.display().to_string());
        fs::remove_dir_all(&dir).unwrap();
    }
}
