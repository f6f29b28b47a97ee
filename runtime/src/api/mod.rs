//! What users hold: [`Device`](device::Device), device memory (`memory.rs`, `array/`),
//! pinned, mapped and unified host memory, streams and events, graphs, the launch geometry
//! ([`Grid`](grid::Grid)), NCCL communicators and NVTX ranges. Each calls the
//! [`Backend`](crate::backend::Backend) below it; none compiles or launches kernels (that is
//! `kernel/`, above).

pub(crate) mod array;
pub(crate) mod device;
pub(crate) mod event;
pub(crate) mod graph;
pub(crate) mod grid;
pub(crate) mod mapped;
pub(crate) mod memory;
pub mod nccl;
pub(crate) mod pinned;
pub mod profile;
pub(crate) mod stream;
pub(crate) mod tensor_map;
pub(crate) mod unified;
