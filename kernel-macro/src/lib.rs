//! The `#[kernel]` and `#[device]` attributes of [ferrocuda](https://docs.rs/ferrocuda).
//! Use them through the `ferrocuda` crate (`use ferrocuda::prelude::*`), whose generated code
//! they refer to. Glue only: the translation lives in `ferrocuda-codegen`, where unit tests
//! can reach it.

#![deny(missing_docs)]

use proc_macro::TokenStream;

/// Translates a restricted Rust function into a GPU kernel (CUDA C++) and a CPU body for
/// the simulator; the function's name becomes a value with a typed `launch`.
///
/// ```ignore
/// use ferrocuda::prelude::*;
///
/// #[kernel]
/// pub fn saxpy(a: f32, x: &[f32], y: &mut [f32]) {
///     let i = grid(1);
///     if i < y.len() {
///         y[i] = a * x[i] + y[i];
///     }
/// }
///
/// // `&[T]` becomes `&DeviceSlice<T>`, `&mut [T]` `&mut DeviceSlice<T>`, scalars stay.
/// saxpy.launch(Grid::for_elements(n), 2.0, &x, &mut y)?;
/// println!("{}", saxpy.cuda_source()); // the generated CUDA
/// ```
///
/// The value also offers `name()`, `cuda_source()`, and for a device `ptx(&dev)`,
/// `resources(&dev)` (registers, shared and local memory) and `occupancy(&dev, threads)`.
/// What the body may contain is the
/// [kernel language guide](https://github.com/ferrocuda/ferrocuda/blob/main/docs/kernel-language.md);
/// anything else is a compile error at its span saying what to write instead. Every slice
/// index is bounds-checked: a failed check is reported as `Error::KernelPanic` by the next
/// synchronizing call. `#[kernel(unchecked)]` leaves the checks out on the GPU (the simulator
/// still checks). `#[kernel(fmad = false)]` compiles the kernel with NVRTC's `--fmad=false`: no
/// `a * b + c` is fused into one multiply-add, so float results round as Rust's do. Options
/// combine: `#[kernel(unchecked, fmad = false)]`.
#[proc_macro_attribute]
pub fn kernel(attr: TokenStream, item: TokenStream) -> TokenStream {
    // A build script of `ferrocuda-build` names the manifest of the kernels it compiled.
    let manifest = std::env::var_os(ferrocuda_codegen::aot::MANIFEST_ENV)
        .map(|path| std::fs::read_to_string(path).unwrap_or_default());
    ferrocuda_codegen::kernel_built(attr.into(), item.into(), manifest.as_deref()).into()
}

/// Marks a function callable from kernels and from other device functions, anywhere in the
/// crate or in a crate it depends on, resolved by ordinary Rust paths. It stays an ordinary Rust
/// function too.
///
/// ```ignore
/// use ferrocuda::prelude::*;
///
/// #[device]
/// pub fn square(x: f32) -> f32 {
///     x * x
/// }
///
/// #[kernel]
/// pub fn squares(x: &[f32], y: &mut [f32]) {
///     let i = grid(1);
///     if i < y.len() {
///         y[i] = square(x[i]);
///     }
/// }
/// ```
///
/// Its body follows the same rules as a kernel's; it may take slices (`&[T]`, `&mut [T]`)
/// and return a scalar.
#[proc_macro_attribute]
pub fn device(attr: TokenStream, item: TokenStream) -> TokenStream {
    // `#[device(cuda = "path")]` reads a file of the package.
    let read = |path: &str| {
        let dir = std::env::var_os("CARGO_MANIFEST_DIR").ok_or("CARGO_MANIFEST_DIR is not set")?;
        std::fs::read_to_string(std::path::Path::new(&dir).join(path)).map_err(|e| e.to_string())
    };
    ferrocuda_codegen::device_reading(attr.into(), item.into(), &read).into()
}

/// Makes a `#[repr(C)]` struct of scalars, arrays and other such structs a type device
/// memory can hold and kernels can take (`&mut [Particle]`, `p: Particle`), read and build:
/// implements `ferrocuda::DeviceCopy`, with a C++ twin of the struct whose layout is checked
/// against Rust's. Derive `Clone` and `Copy` too. Methods kernels call go in a
/// `#[device] impl` block.
///
/// ```ignore
/// #[derive(Clone, Copy, DeviceCopy)]
/// #[repr(C)]
/// pub struct Particle { pub pos: [f32; 3], pub vel: [f32; 3], pub mass: f32 }
/// ```
#[proc_macro_derive(DeviceCopy)]
pub fn derive_device_copy(item: TokenStream) -> TokenStream {
    ferrocuda_codegen::derive_device_copy(item.into()).into()
}

/// The prelude's stand-ins for CUDA C's function names (`expf`, `fmaxf`, `min`): a kernel
/// calling one gets an error saying what to write instead, unless a `#[device] fn` of that
/// name of its own shadows it. Used once, by the `ferrocuda` crate.
#[doc(hidden)]
#[proc_macro]
pub fn __cuda_c_stand_ins(_: TokenStream) -> TokenStream {
    ferrocuda_codegen::cuda_c_fallbacks().into()
}
