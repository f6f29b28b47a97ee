//! NCCL, loaded at run time, and the calls ferrocuda's collectives make.
//!
//! Bound by hand, as NVRTC is, rather than through cudarc's `nccl` feature: cudarc's loader
//! tries `libnccl.so` and `libnccl.so.<CUDA major>`, never `libnccl.so.2` (the only name
//! NCCL's packages install, the pip wheel included), and panics when none loads. Here the
//! library is looked for under its real names, in the loader's path and in the Python
//! wheels' directories, and a missing one is an [`Error::NcclNotFound`] saying what to
//! install. `FERROCUDA_NCCL`, when set, is the only library tried.

use std::ffi::{c_char, c_int, c_void, CStr};
use std::path::PathBuf;
use std::sync::OnceLock;

use libloading::Library;

use super::driver::sys;
use crate::base::error::{Error, Result};

/// `ncclComm_t`.
pub(crate) type RawComm = *mut c_void;
type NcclResult = c_int;

/// `ncclUniqueId`: 128 opaque bytes.
#[repr(C)]
#[derive(Clone, Copy)]
pub(crate) struct UniqueId(pub(crate) [c_char; 128]);

struct Api {
    get_version: unsafe extern "C" fn(*mut c_int) -> NcclResult,
    get_unique_id: unsafe extern "C" fn(*mut UniqueId) -> NcclResult,
    comm_init_rank: unsafe extern "C" fn(*mut RawComm, c_int, UniqueId, c_int) -> NcclResult,
    comm_init_all: unsafe extern "C" fn(*mut RawComm, c_int, *const c_int) -> NcclResult,
    comm_destroy: unsafe extern "C" fn(RawComm) -> NcclResult,
    get_error_string: unsafe extern "C" fn(NcclResult) -> *const c_char,
    get_last_error: unsafe extern "C" fn(RawComm) -> *const c_char,
    group_start: unsafe extern "C" fn() -> NcclResult,
    group_end: unsafe extern "C" fn() -> NcclResult,
    all_reduce:
        unsafe extern "C" fn(*const c_void, *mut c_void, usize, c_int, c_int, RawComm, sys::CUstream) -> NcclResult,
    broadcast:
        unsafe extern "C" fn(*const c_void, *mut c_void, usize, c_int, c_int, RawComm, sys::CUstream) -> NcclResult,
    reduce: unsafe extern "C" fn(
        *const c_void,
        *mut c_void,
        usize,
        c_int,
        c_int,
        c_int,
        RawComm,
        sys::CUstream,
    ) -> NcclResult,
    all_gather: unsafe extern "C" fn(*const c_void, *mut c_void, usize, c_int, RawComm, sys::CUstream) -> NcclResult,
    reduce_scatter:
        unsafe extern "C" fn(*const c_void, *mut c_void, usize, c_int, c_int, RawComm, sys::CUstream) -> NcclResult,
}

/// A loaded NCCL.
pub(crate) struct Nccl {
    api: Api,
    path: String,
    version: (u32, u32, u32),
    // Keeps the function pointers in `api` valid for the life of the process.
    _lib: Library,
}

/// Where NCCL is looked for, in order: `FERROCUDA_NCCL` alone when set; else its names on the
/// loader's path, then the `nvidia-nccl` wheels of the Python installations found.
fn candidates() -> Vec<PathBuf> {
    if let Some(v) = std::env::var_os("FERROCUDA_NCCL").filter(|v| !v.is_empty()) {
        return vec![PathBuf::from(v)];
    }
    let mut c: Vec<PathBuf> = ["libnccl.so.2", "libnccl.so"].iter().map(PathBuf::from).collect();
    for site in super::nvrtc::python_site_dirs() {
        c.push(site.join("nvidia/nccl/lib/libnccl.so.2"));
    }
    c
}

static NCCL: OnceLock<Result<Nccl>> = OnceLock::new();

/// NCCL, loaded on first use.
pub(crate) fn nccl() -> Result<&'static Nccl> {
    NCCL.get_or_init(load).as_ref().map_err(Clone::clone)
}

fn load() -> Result<Nccl> {
    let tried = candidates();
    for path in &tried {
        let name = path.to_string_lossy().into_owned();
        if path.is_absolute() && !path.exists() {
            continue;
        }
        // Safety: loading NCCL runs its initialisers, which only set up its own state.
        let Ok(lib) = (unsafe { Library::new(path) }) else { continue };
        return bind(lib, name);
    }
    Err(Error::NcclNotFound { searched: tried.iter().map(|p| p.display().to_string()).collect() })
}

fn bind(lib: Library, path: String) -> Result<Nccl> {
    macro_rules! sym {
        ($name:literal) => {
            // Safety: the symbol is NCCL's function of that name, whose C signature the
            // field's type spells (nccl.h, NCCL 2.x).
            *unsafe { lib.get(concat!($name, "\0").as_bytes()) }.map_err(|e| Error::Nccl {
                call: $name,
                message: format!("{path} has no `{}` ({e}); use NCCL 2.12 or later", $name),
            })?
        };
    }
    let api = Api {
        get_version: sym!("ncclGetVersion"),
        get_unique_id: sym!("ncclGetUniqueId"),
        comm_init_rank: sym!("ncclCommInitRank"),
        comm_init_all: sym!("ncclCommInitAll"),
        comm_destroy: sym!("ncclCommDestroy"),
        get_error_string: sym!("ncclGetErrorString"),
        get_last_error: sym!("ncclGetLastError"),
        group_start: sym!("ncclGroupStart"),
        group_end: sym!("ncclGroupEnd"),
        all_reduce: sym!("ncclAllReduce"),
        broadcast: sym!("ncclBroadcast"),
        reduce: sym!("ncclReduce"),
        all_gather: sym!("ncclAllGather"),
        reduce_scatter: sym!("ncclReduceScatter"),
    };
    let mut v: c_int = 0;
    // Safety: out-pointer to a local.
    let r = unsafe { (api.get_version)(&mut v) };
    let mut nccl = Nccl { api, path, version: (0, 0, 0), _lib: lib };
    nccl.check("ncclGetVersion", r, std::ptr::null_mut())?;
    // NCCL_VERSION_CODE: major * 10000 + minor * 100 + patch since 2.9.
    let v = v as u32;
    nccl.version = (v / 10000, v / 100 % 100, v % 100);
    Ok(nccl)
}

impl Nccl {
    pub(crate) fn path(&self) -> &str {
        &self.path
    }

    pub(crate) fn version(&self) -> (u32, u32, u32) {
        self.version
    }

    /// `Err` naming `call`, NCCL's name of the result and its last error, unless `r` is
    /// success.
    fn check(&self, call: &'static str, r: NcclResult, comm: RawComm) -> Result<()> {
        if r == 0 {
            return Ok(());
        }
        // Safety: NCCL returns static strings (or null) for any result and any communicator.
        let text =
            |p: *const c_char| (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned());
        let name = text(unsafe { (self.api.get_error_string)(r) }).unwrap_or_else(|| format!("error {r}"));
        let last = text(unsafe { (self.api.get_last_error)(comm) }).filter(|s| !s.is_empty());
        let message = match last {
            Some(last) => format!("{name}: {last}"),
            None => name,
        };
        Err(Error::Nccl { call, message })
    }

    pub(crate) fn unique_id(&self) -> Result<UniqueId> {
        let mut id = UniqueId([0; 128]);
        // Safety: out-pointer to a local of the C type.
        self.check("ncclGetUniqueId", unsafe { (self.api.get_unique_id)(&mut id) }, std::ptr::null_mut())?;
        Ok(id)
    }

    /// A communicator of rank `rank` of `world`, on the current device (bound by the caller).
    pub(crate) fn init_rank(&self, world: usize, id: &UniqueId, rank: usize) -> Result<RawComm> {
        let mut comm = std::ptr::null_mut();
        // Safety: out-pointer to a local; the id is passed by value as NCCL's struct.
        let r = unsafe { (self.api.comm_init_rank)(&mut comm, world as c_int, *id, rank as c_int) };
        self.check("ncclCommInitRank", r, std::ptr::null_mut())?;
        Ok(comm)
    }

    /// One communicator per CUDA device ordinal in `devices`, in order.
    pub(crate) fn init_all(&self, devices: &[c_int]) -> Result<Vec<RawComm>> {
        let mut comms = vec![std::ptr::null_mut(); devices.len()];
        // Safety: `comms` has room for one handle per device.
        let r = unsafe { (self.api.comm_init_all)(comms.as_mut_ptr(), devices.len() as c_int, devices.as_ptr()) };
        self.check("ncclCommInitAll", r, std::ptr::null_mut())?;
        Ok(comms)
    }

    pub(crate) fn destroy(&self, comm: RawComm) {
        // Safety: a communicator made by init_rank/init_all, destroyed once (its owner's Drop).
        let _ = unsafe { (self.api.comm_destroy)(comm) };
    }

    pub(crate) fn group_start(&self) -> Result<()> {
        // Safety: no arguments.
        self.check("ncclGroupStart", unsafe { (self.api.group_start)() }, std::ptr::null_mut())
    }

    pub(crate) fn group_end(&self) -> Result<()> {
        // Safety: no arguments.
        self.check("ncclGroupEnd", unsafe { (self.api.group_end)() }, std::ptr::null_mut())
    }

    /// Queues a collective on `stream`. The caller has checked the buffers' lengths, devices
    /// and the stream against the communicator.
    ///
    /// # Safety
    /// `send` and `recv` are device memory of the communicator's device holding what
    /// `collective` reads and writes for `count`, live until the stream's work is done.
    pub(crate) unsafe fn queue(
        &self,
        collective: Collective,
        (send, recv): (u64, u64),
        count: usize,
        dtype: c_int,
        comm: RawComm,
        stream: sys::CUstream,
    ) -> Result<()> {
        let (s, r) = (send as *const c_void, recv as *mut c_void);
        let (call, result) = match collective {
            Collective::AllReduce(op) => ("ncclAllReduce", (self.api.all_reduce)(s, r, count, dtype, op, comm, stream)),
            Collective::Broadcast(root) => {
                ("ncclBroadcast", (self.api.broadcast)(s, r, count, dtype, root as c_int, comm, stream))
            }
            Collective::Reduce(op, root) => {
                ("ncclReduce", (self.api.reduce)(s, r, count, dtype, op, root as c_int, comm, stream))
            }
            Collective::AllGather => ("ncclAllGather", (self.api.all_gather)(s, r, count, dtype, comm, stream)),
            Collective::ReduceScatter(op) => {
                ("ncclReduceScatter", (self.api.reduce_scatter)(s, r, count, dtype, op, comm, stream))
            }
        };
        self.check(call, result, comm)
    }
}

/// A collective and its parameters (`op` is `ncclRedOp_t`).
#[derive(Debug, Clone, Copy)]
pub(crate) enum Collective {
    AllReduce(c_int),
    Broadcast(usize),
    Reduce(c_int, usize),
    AllGather,
    ReduceScatter(c_int),
}
