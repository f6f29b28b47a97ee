//! The bounds of generic kernels' type parameters: [`Scalar`] (every element type), [`Num`]
//! (arithmetic), [`Int`] (integers) and `Float` (`float.rs`: the floats and their methods).
//! Warp shuffles and matches take any `Scalar`.
//! Each allows exactly what is valid for all of its types, and rustc checks a kernel's body
//! against them, as for any generic Rust function (the simulator's body is one); the GPU
//! compiles one instantiation per type used.
//!
//! They are sealed: the types are the kernel language's.

use crate::backend::sim::ops;
use crate::lang::scalar::DeviceScalar;

/// Every element type of the kernel language: `bool`, the integers, the floats. They print
/// (`println!("{}")`, `{:?}`) as in host Rust.
pub trait Scalar:
    DeviceScalar
    + ops::AssertValue
    + crate::backend::sim::WarpValue
    + PartialEq
    + PartialOrd
    + std::fmt::Display
    + std::fmt::Debug
{
}

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

/// The integers: also the bitwise operators and shifts, `min`/`max`/`clamp` (`Ord`'s),
/// and the integer methods every integer type has (std's).
pub trait Int:
    Num
    + ops::Int
    + ops::IntMethods
    + Eq
    + Ord
    + std::fmt::LowerHex
    + std::fmt::UpperHex
    + std::fmt::Octal
    + std::fmt::Binary
    + std::ops::BitAnd<Output = Self>
    + std::ops::BitOr<Output = Self>
    + std::ops::BitXor<Output = Self>
    + std::ops::Not<Output = Self>
{
    /// The number of ones in the bits.
    fn count_ones(self) -> u32;
    /// The number of zeros in the bits.
    fn count_zeros(self) -> u32;
    /// Zeros before the highest one.
    fn leading_zeros(self) -> u32;
    /// Zeros after the lowest one.
    fn trailing_zeros(self) -> u32;
    /// Ones before the highest zero.
    fn leading_ones(self) -> u32;
    /// Ones after the lowest zero.
    fn trailing_ones(self) -> u32;
    /// The bits rotated left.
    fn rotate_left(self, n: u32) -> Self;
    /// The bits rotated right.
    fn rotate_right(self, n: u32) -> Self;
    /// The bytes in reverse order.
    fn swap_bytes(self) -> Self;
    /// The bits in reverse order.
    fn reverse_bits(self) -> Self;
    /// `self + o`, wrapping.
    fn wrapping_add(self, o: Self) -> Self;
    /// `self - o`, wrapping.
    fn wrapping_sub(self, o: Self) -> Self;
    /// `self * o`, wrapping.
    fn wrapping_mul(self, o: Self) -> Self;
    /// `self ^ e`, wrapping.
    fn wrapping_pow(self, e: u32) -> Self;
    /// `self + o`, saturating.
    fn saturating_add(self, o: Self) -> Self;
    /// `self - o`, saturating.
    fn saturating_sub(self, o: Self) -> Self;
    /// `self * o`, saturating.
    fn saturating_mul(self, o: Self) -> Self;
    /// `self ^ e`, saturating.
    fn saturating_pow(self, e: u32) -> Self;
    /// `self / o`, wrapping (`MIN / -1` is `MIN`); panics if `o` is 0.
    fn wrapping_div(self, o: Self) -> Self;
    /// `self % o`, wrapping (`MIN % -1` is 0); panics if `o` is 0.
    fn wrapping_rem(self, o: Self) -> Self;
    /// `self + o`, wrapped, and whether it overflowed.
    fn overflowing_add(self, o: Self) -> (Self, bool);
    /// `self - o`, wrapped, and whether it overflowed.
    fn overflowing_sub(self, o: Self) -> (Self, bool);
    /// `self * o`, wrapped, and whether it overflowed.
    fn overflowing_mul(self, o: Self) -> (Self, bool);
    /// `-self`, wrapped, and whether it overflowed.
    fn overflowing_neg(self) -> (Self, bool);
    /// The base-2 logarithm, rounded down; panics if `self <= 0`.
    fn ilog2(self) -> u32;
    /// The base-10 logarithm, rounded down; panics if `self <= 0`.
    fn ilog10(self) -> u32;
    /// The square root, rounded down; panics if `self < 0`.
    fn isqrt(self) -> Self;
    /// `(self + o) / 2` as if in a wider type: rounded down for unsigned types, towards
    /// zero for signed ones.
    fn midpoint(self, o: Self) -> Self;
}

macro_rules! ints {
    ($($t:ty),*) => {$(
        impl Scalar for $t {}
        impl Num for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
        }
        impl Int for $t {
            #[inline] fn count_ones(self) -> u32 { <$t>::count_ones(self) }
            #[inline] fn count_zeros(self) -> u32 { <$t>::count_zeros(self) }
            #[inline] fn leading_zeros(self) -> u32 { <$t>::leading_zeros(self) }
            #[inline] fn trailing_zeros(self) -> u32 { <$t>::trailing_zeros(self) }
            #[inline] fn leading_ones(self) -> u32 { <$t>::leading_ones(self) }
            #[inline] fn trailing_ones(self) -> u32 { <$t>::trailing_ones(self) }
            #[inline] fn rotate_left(self, n: u32) -> Self { <$t>::rotate_left(self, n) }
            #[inline] fn rotate_right(self, n: u32) -> Self { <$t>::rotate_right(self, n) }
            #[inline] fn swap_bytes(self) -> Self { <$t>::swap_bytes(self) }
            #[inline] fn reverse_bits(self) -> Self { <$t>::reverse_bits(self) }
            #[inline] fn wrapping_add(self, o: Self) -> Self { <$t>::wrapping_add(self, o) }
            #[inline] fn wrapping_sub(self, o: Self) -> Self { <$t>::wrapping_sub(self, o) }
            #[inline] fn wrapping_mul(self, o: Self) -> Self { <$t>::wrapping_mul(self, o) }
            #[inline] fn wrapping_pow(self, e: u32) -> Self { <$t>::wrapping_pow(self, e) }
            #[inline] fn saturating_add(self, o: Self) -> Self { <$t>::saturating_add(self, o) }
            #[inline] fn saturating_sub(self, o: Self) -> Self { <$t>::saturating_sub(self, o) }
            #[inline] fn saturating_mul(self, o: Self) -> Self { <$t>::saturating_mul(self, o) }
            #[inline] fn saturating_pow(self, e: u32) -> Self { <$t>::saturating_pow(self, e) }
            #[inline] fn wrapping_div(self, o: Self) -> Self { <$t>::wrapping_div(self, o) }
            #[inline] fn wrapping_rem(self, o: Self) -> Self { <$t>::wrapping_rem(self, o) }
            #[inline] fn overflowing_add(self, o: Self) -> (Self, bool) { <$t>::overflowing_add(self, o) }
            #[inline] fn overflowing_sub(self, o: Self) -> (Self, bool) { <$t>::overflowing_sub(self, o) }
            #[inline] fn overflowing_mul(self, o: Self) -> (Self, bool) { <$t>::overflowing_mul(self, o) }
            #[inline] fn overflowing_neg(self) -> (Self, bool) { <$t>::overflowing_neg(self) }
            #[inline] fn ilog2(self) -> u32 { <$t>::ilog2(self) }
            #[inline] fn ilog10(self) -> u32 { <$t>::ilog10(self) }
            #[inline] fn isqrt(self) -> Self { <$t>::isqrt(self) }
            #[inline] fn midpoint(self, o: Self) -> Self { <$t>::midpoint(self, o) }
        }
    )*};
}

impl Scalar for bool {}

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
