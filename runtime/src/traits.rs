//! The bounds of generic kernels' type parameters: [`Scalar`] (every element type), [`Num`]
//! (arithmetic), [`Int`] (integers) and `Float` (`float.rs`: the floats and their methods).
//! Warp shuffles and matches take any `Scalar`.
//! Each allows exactly what is valid for all of its types, and rustc checks a kernel's body
//! against them, as for any generic Rust function (the simulator's body is one); the GPU
//! compiles one instantiation per type used.
//!
//! They are sealed: the types are the kernel language's.

use crate::scalar::DeviceScalar;
use crate::sim::ops;

/// Every element type of the kernel language: `bool`, the integers, the floats.
pub trait Scalar: DeviceScalar + ops::AssertValue + crate::sim::WarpValue + PartialEq + PartialOrd {}

/// The types with arithmetic (`+ - * / %`, their compound assignments, comparisons): the
/// integers and the floats. In kernels integers wrap, as everywhere in kernels (host code
/// using these operators on a `T: Num` has Rust's own: overflow checks in debug builds).
pub trait Num:
    Scalar
    + ops::Num
    + std::ops::Add<Output = Self>
    + std::ops::Sub<Output = Self>
    + std::ops::Mul<Output = Self>
    + std::ops::Div<Output = Self>
    + std::ops::Rem<Output = Self>
    + std::ops::AddAssign
    + std::ops::SubAssign
    + std::ops::MulAssign
    + std::ops::DivAssign
    + std::ops::RemAssign
{
    /// 0.
    const ZERO: Self;
    /// 1.
    const ONE: Self;
}

/// The integers: also the bitwise operators and shifts, and the integer methods.
pub trait Int:
    Num
    + ops::Int
    + Eq
    + Ord
    + std::ops::BitAnd<Output = Self>
    + std::ops::BitOr<Output = Self>
    + std::ops::BitXor<Output = Self>
    + std::ops::Not<Output = Self>
{
}

impl Scalar for bool {}

macro_rules! ints {
    ($($t:ty),*) => {$(
        impl Scalar for $t {}
        impl Num for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
        }
        impl Int for $t {}
    )*};
}
ints!(i8, i16, i32, i64, isize, u8, u16, u32, u64, usize);

macro_rules! floats {
    ($($t:ty => $zero:expr, $one:expr;)*) => {$(
        impl Scalar for $t {}
        impl Num for $t {
            const ZERO: Self = $zero;
            const ONE: Self = $one;
        }
    )*};
}
floats! {
    f32 => 0.0, 1.0;
    f64 => 0.0, 1.0;
    half::f16 => half::f16::ZERO, half::f16::ONE;
    half::bf16 => half::bf16::ZERO, half::bf16::ONE;
}
