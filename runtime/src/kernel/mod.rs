//! Kernels: what generated code hands the runtime and what it calls. A kernel's description
//! (`info.rs`: `KernelInfo`, its variants and generic instances, the registry), its
//! translation unit (`link.rs`: the one linker of `@@N@@` holes), its compiled and loaded
//! function per device (`load.rs`, with ahead-of-time images from `aot.rs`), the typed launch
//! (`fn_traits.rs` and `arity.rs`: what a kernel's name implements; `args.rs`: launch
//! arguments; `array_args.rs`: arrays as arguments; `launch.rs`: checks, variants, the GPU and
//! simulator halves; `lanes.rs`: the `_lanes` twins' plan), and tuned launches (`tune.rs`).

pub(crate) mod aot;
pub(crate) mod args;
pub mod arity;
pub(crate) mod array_args;
pub(crate) mod fn_traits;
pub(crate) mod info;
pub(crate) mod lanes;
pub(crate) mod launch;
pub(crate) mod link;
pub(crate) mod load;
pub(crate) mod tensor_map_args;
pub(crate) mod tune;
