//! The CUDA prelude: the C++ header every generated translation unit includes, which gives
//! the generated code Rust's semantics (wrapping arithmetic, saturating casts, checked
//! indexing, the panic record). It is handed to NVRTC as an in-memory header.

/// The text of `ferrocuda.cuh`, the header every kernel's CUDA source includes
/// (`#include "ferrocuda.cuh"`). NVRTC gets it as an in-memory header, so no CUDA headers
/// need to be installed.
pub const PRELUDE: &str = include_str!("prelude.cuh");

/// The name the generated CUDA source includes [`PRELUDE`] by.
pub const PRELUDE_NAME: &str = "ferrocuda.cuh";
