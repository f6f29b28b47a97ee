//! Working with other CUDA libraries' memory and streams in the same process: each on the
//! device's primary context, as ferrocuda.

#[cfg(feature = "cudarc")]
pub mod cudarc;

#[cfg(feature = "candle")]
pub mod candle;
