//! The kernel language's types on the host: what kernels' parameters and values are
//! (`scalar.rs`: `DeviceCopy`, `DeviceScalar`; `traits.rs`: `Scalar`, `Num`, `Int`), the
//! float methods of kernels for all four float types (`float.rs`, `math.rs`), vector
//! accesses, tensor-core fragments (`wmma/`), complex numbers, the host side of `Array2<T>`
//! (`host_array.rs`), and how Rust values and types become CUDA: constants (`consts.rs`) and
//! derived structs with their `#[device]` methods (`structs.rs`). The simulator's bodies
//! compute with these types; a GPU sees them through the CUDA they produce.

#[cfg(feature = "num-complex")]
pub(crate) mod complex;
pub(crate) mod consts;
pub(crate) mod float;
pub(crate) mod host_array;
pub mod math;
pub(crate) mod scalar;
pub(crate) mod structs;
pub(crate) mod traits;
pub(crate) mod vector;
pub mod wgmma;
pub mod wmma;
