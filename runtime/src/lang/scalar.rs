//! The element types a device buffer can hold and a kernel can take by value.

use half::{bf16, f16};

use crate::abi::unit::DeviceFnInfo;

mod sealed {
    pub trait Sealed {}
}

/// A type device memory can hold and a kernel can take by value: the [scalars](DeviceScalar)
/// and `#[repr(C)]` structs of them that `#[derive(DeviceCopy)]` (`&mut [Particle]`), and,
/// behind the `num-complex` feature, `num_complex::Complex<f32>` and `Complex<f64>`.
///
/// # Safety
/// The type is plain old data with the same bytes on the host and the GPU: `#[repr(C)]`
/// (or a scalar), `Copy`, without pointers, references or padding that matters, every bit
/// pattern a kernel can write a valid value, and all-zero bytes a valid value (what
/// `dev.zeros()` gives). `CUDA_NAME` names a C++ type of the same size, alignment and field
/// offsets, which [`__fc_unit`](Self::__fc_unit) defines. `#[derive(DeviceCopy)]` checks all of
/// it (the layout with `static_assert`s in the kernel's CUDA): implement it by deriving.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a type device memory holds and kernels take",
    label = "not `DeviceCopy`",
    note = "kernels take scalars (`bool`, integers, `f16`, `bf16`, `f32`, `f64`) and structs of them marked \
            `#[derive(Clone, Copy, DeviceCopy)]` and `#[repr(C)]`"
)]
pub unsafe trait DeviceCopy: Copy + Send + Sync + 'static {
    /// The CUDA C++ spelling of the type.
    const CUDA_NAME: &'static str;
    /// The Rust spelling of the type.
    const RUST_NAME: &'static str;
    /// The all-zero-bytes value (`false`, `0`, `0.0`; a struct of those).
    // Safety: all-zero bytes are a valid value of every `DeviceCopy` type (the trait's
    // contract).
    const ZEROED: Self = unsafe { std::mem::zeroed() };
    /// The C++ definition of the type that a kernel using it links (a struct and its layout
    /// checks); for the scalars, nothing.
    #[doc(hidden)]
    fn __fc_unit() -> &'static DeviceFnInfo;
    /// An unsigned integer's value (what a kernel's assumptions may compare); `None` for
    /// every other type.
    #[doc(hidden)]
    #[inline]
    fn __fc_bound(&self) -> Option<u64> {
        None
    }
}

/// A scalar type that kernels understand: `bool`, the integers, `f32`/`f64`, and the `half`
/// crate's `f16`/`bf16`.
///
/// It is sealed: the set of types is the kernel language's, and every one of them is plain
/// old data whose bytes mean the same on the host and the GPU.
pub trait DeviceScalar: sealed::Sealed + DeviceCopy + std::fmt::Debug {}

macro_rules! scalars {
    ($($t:ty => $cuda:literal, $zero:expr $(, $bound:ident)?;)*) => {$(
        impl sealed::Sealed for $t {}
        impl DeviceScalar for $t {}
        // Safety: a primitive (or the `half` crate's `repr(transparent)` `u16`), the C++
        // type of the same size and representation.
        unsafe impl DeviceCopy for $t {
            const CUDA_NAME: &'static str = $cuda;
            const RUST_NAME: &'static str = stringify!($t);
            const ZEROED: Self = $zero;
            fn __fc_unit() -> &'static DeviceFnInfo {
                static UNIT: DeviceFnInfo = DeviceFnInfo::builtin_type($cuda);
                &UNIT
            }
            $(
                #[inline]
                fn __fc_bound(&self) -> Option<u64> {
                    let $bound = *self;
                    Some($bound as u64)
                }
            )?
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
    u8 => "unsigned char", 0, value;
    u16 => "unsigned short", 0, value;
    u32 => "unsigned int", 0, value;
    u64 => "unsigned long long", 0, value;
    usize => "unsigned long long", 0, value;
    f32 => "float", 0.0;
    f64 => "double", 0.0;
    f16 => "fc::f16", f16::ZERO;
    bf16 => "fc::bf16", bf16::ZERO;
}

const _: () = assert!(std::mem::size_of::<usize>() == 8, "ferrocuda needs a 64-bit host");
