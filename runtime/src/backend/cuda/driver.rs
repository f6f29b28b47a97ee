//! The CUDA driver, loaded without panicking, and its error codes turned into [`Error`]s.
//!
//! cudarc loads `libcuda` lazily on the first driver call and panics when it is missing;
//! every path into the driver goes through [`init`] first, which probes the library with
//! cudarc's own candidate list and returns an `Err` instead. The probe is ours, not cudarc's
//! `is_culib_present`: that exists only while cudarc loads the driver itself, and a crate
//! beside ferrocuda (candle's `cuda` feature) may make cudarc link `libcuda` instead, which
//! cudarc's `fallback-dynamic-loading` feature allows.

use std::ffi::CStr;
use std::sync::OnceLock;

pub(crate) use cudarc::driver::sys;

use crate::base::error::{Error, Result};

/// What `cuInit` said, once per process.
#[derive(Debug, Clone)]
enum InitState {
    Ready,
    NoDevice,
    Failed(Error),
}

static INIT: OnceLock<InitState> = OnceLock::new();

/// The names the driver library has: the first and last of cudarc's candidates, which are
/// the ones a driver installs (the development link, and the library itself).
#[cfg(not(windows))]
const DRIVER_NAMES: [&str; 2] = ["libcuda.so", "libcuda.so.1"];
#[cfg(windows)]
const DRIVER_NAMES: [&str; 1] = ["nvcuda.dll"];

fn init_state() -> &'static InitState {
    INIT.get_or_init(|| {
        // Safety: probing only dlopens the candidates (the driver's initialisers) and closes
        // them again.
        if !DRIVER_NAMES.iter().any(|name| unsafe { libloading::Library::new(*name) }.is_ok()) {
            return InitState::Failed(Error::NoDriver { tried: DRIVER_NAMES.iter().map(|n| n.to_string()).collect() });
        }
        // Safety: the library is present (checked above); cuInit takes no pointers.
        let r = unsafe { sys::cuInit(0) };
        match r {
            sys::CUresult::CUDA_SUCCESS => InitState::Ready,
            sys::CUresult::CUDA_ERROR_NO_DEVICE => InitState::NoDevice,
            other => {
                let (code, message) = describe(other);
                InitState::Failed(Error::DriverInit { code, message })
            }
        }
    })
}

/// Loads and initialises the driver. `Ok(false)` when it works but there is no GPU.
pub(crate) fn init() -> Result<bool> {
    match init_state() {
        InitState::Ready => Ok(true),
        InitState::NoDevice => Ok(false),
        InitState::Failed(e) => Err(e.clone()),
    }
}

/// The driver's name and description of a result code.
pub(crate) fn describe(r: sys::CUresult) -> (String, String) {
    let mut name = std::ptr::null();
    let mut text = std::ptr::null();
    // Safety: the driver is loaded whenever a CUresult exists to describe; both calls write
    // a pointer to a static string or leave it null.
    unsafe {
        sys::cuGetErrorName(r, &mut name);
        sys::cuGetErrorString(r, &mut text);
    }
    let read = |p: *const std::ffi::c_char| {
        if p.is_null() {
            None
        } else {
            // Safety: non-null strings from the driver are static and NUL-terminated.
            Some(unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
        }
    };
    (
        read(name).unwrap_or_else(|| format!("CUresult {}", r as i32)),
        read(text).unwrap_or_else(|| "unknown error".to_string()),
    )
}

/// `Ok` for `CUDA_SUCCESS`, else an [`Error::Driver`] naming `call`.
pub(crate) fn check(call: &'static str, r: sys::CUresult) -> Result<()> {
    if r == sys::CUresult::CUDA_SUCCESS {
        Ok(())
    } else {
        let (code, message) = describe(r);
        Err(Error::Driver { call, code, message })
    }
}

/// The driver's CUDA version as `(major, minor)`, e.g. `(13, 0)`.
pub(crate) fn cuda_version() -> Result<(u32, u32)> {
    let v = version()?;
    Ok(((v / 1000) as u32, ((v % 1000) / 10) as u32))
}

/// The driver's CUDA version, e.g. `13000` for 13.0.
fn version() -> Result<i32> {
    init()?;
    let mut v = 0;
    // Safety: out-pointer to a local.
    check("cuDriverGetVersion", unsafe { sys::cuDriverGetVersion(&mut v) })?;
    Ok(v)
}
