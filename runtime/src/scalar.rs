//! The element types a device buffer can hold and a kernel can take by value.

use half::{bf16, f16};

mod sealed {
    pub trait Sealed {}
}

/// A scalar type that kernels understand: `bool`, the integers, `f32`/`f64`, and the `half`
/// crate's `f16`/`bf16`.
///
/// It is sealed: the set of types is the kernel language's, and every one of them is plain
/// old data whose bytes mean the same on the host and the GPU.
pub trait DeviceScalar: sealed::Sealed + Copy + Send + Sync + 'static + std::fmt::Debug {
    /// The CUDA C spelling of the type.
    const CUDA_NAME: &'static str;
    /// The Rust spelling of the type.
    const RUST_NAME: &'static str;
    /// The all-zero-bytes value (`false`, `0`, `0.0`).
    const ZEROED: Self;
}

macro_rules! scalars {
    ($($t:ty => $cuda:literal, $zero:expr;)*) => {$(
        impl sealed::Sealed for $t {}
        impl DeviceScalar for $t {
            const CUDA_NAME: &'static str = $cuda;
            const RUST_NAME: &'static str = stringify!($t);
            const ZEROED: Self = $zero;
        }
    )*};
}

scalars! {
    bool => "bool", false;
    i8 => "signed char", 0;
    i16 => "short", 0;
    i32 => "int", 0;
    i64 => "long long", 0;
    isize => "long long", 0;
    u8 => "unsigned char", 0;
    u16 => "unsigned short", 0;
    u32 => "unsigned int", 0;
    u64 => "unsigned long long", 0;
    usize => "unsigned long long", 0;
    f32 => "float", 0.0;
    f64 => "double", 0.0;
    f16 => "fc::f16", f16::ZERO;
    bf16 => "fc::bf16", bf16::ZERO;
}

const _: () = assert!(std::mem::size_of::<usize>() == 8, "ferrocuda needs a 64-bit host");
