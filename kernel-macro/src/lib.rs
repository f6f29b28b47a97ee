//! The `#[kernel]` and `#[device]` attributes of ferrocuda. Glue only: the translation lives
//! in `ferrocuda-codegen`, where unit tests can reach it.

use proc_macro::TokenStream;

/// Translates a restricted Rust function into a GPU kernel (CUDA C++) and a CPU body for
/// the simulator; the function's name becomes a value with a typed `launch`.
///
/// `#[kernel(unchecked)]` leaves out bounds checks on the GPU.
#[proc_macro_attribute]
pub fn kernel(attr: TokenStream, item: TokenStream) -> TokenStream {
    ferrocuda_codegen::kernel(attr.into(), item.into()).into()
}

/// Marks a function callable from kernels and from other device functions.
#[proc_macro_attribute]
pub fn device(attr: TokenStream, item: TokenStream) -> TokenStream {
    ferrocuda_codegen::device(attr.into(), item.into()).into()
}
