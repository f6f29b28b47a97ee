//! [`Float`]: the float methods of kernels for every float type, `f16` and `bf16` included.
//!
//! `f32` and `f64` have these methods already (they are std's, and a method call picks
//! them). The `half` crate's types store values and convert them, but have no `sqrt` or
//! `exp`: this trait gives them the methods kernels have, computed as a kernel computes them
//! on the GPU — in `f32`, exactly widened, the result rounded back to nearest, ties to even.
//! For the operations IEEE rounds correctly (`sqrt`, `floor`, `recip`, `%`, …) that is the
//! correctly rounded half result, bit for bit on the GPU; the others (`exp`, `sin`, …) agree
//! to within the ulps of CUDA's `f32` functions. `mul_add` rounds once, as the GPU's FMA.
//!
//! The simulator calls these methods for kernels, so a kernel or `#[device]` fn needs no
//! import; host code that calls `x.sqrt()` on an `f16` imports the trait (it is in
//! `ferrocuda::prelude`).

use half::{bf16, f16};

use crate::backend::sim::ops::f64_to_f32_odd;
use crate::lang::math::sealed;

macro_rules! float_trait {
    ($(#[$doc:meta] fn $name:ident(self $(, $arg:ident: $aty:ty)*) -> $ret:ty;)*) => {
        /// The float methods of the kernel language, for `f16`, `bf16`, `f32` and `f64`
        /// (std's own for `f32` and `f64`), and the bound of generic kernels over floats.
        pub trait Float:
            sealed::Sealed
            + crate::lang::traits::Num
            + crate::lang::wmma::Element
            + std::ops::Neg<Output = Self>
            + std::fmt::LowerExp
            + std::fmt::UpperExp
        {
            $(#[$doc] fn $name(self $(, $arg: $aty)*) -> $ret;)*
            /// The value as an `f32`: exact, or rounded to nearest from `f64`.
            fn to_f32(self) -> f32;
            /// The value as an `f64`: exact.
            fn to_f64(self) -> f64;
            /// `v` rounded to nearest, ties to even (exact for `f32` and `f64`).
            fn from_f32(v: f32) -> Self;
            /// `v` rounded to nearest, ties to even, once (as kernels round it).
            fn from_f64(v: f64) -> Self;
        }
        impl Float for f32 {
            $(#[inline] fn $name(self $(, $arg: $aty)*) -> $ret { f32::$name(self $(, $arg)*) })*
            #[inline] fn to_f32(self) -> f32 { self }
            #[inline] fn to_f64(self) -> f64 { self as f64 }
            #[inline] fn from_f32(v: f32) -> Self { v }
            #[inline] fn from_f64(v: f64) -> Self { v as f32 }
        }
        impl Float for f64 {
            $(#[inline] fn $name(self $(, $arg: $aty)*) -> $ret { f64::$name(self $(, $arg)*) })*
            #[inline] fn to_f32(self) -> f32 { self as f32 }
            #[inline] fn to_f64(self) -> f64 { self }
            #[inline] fn from_f32(v: f32) -> Self { v as f64 }
            #[inline] fn from_f64(v: f64) -> Self { v }
        }
    };
}

float_trait! {
    /// The square root.
    fn sqrt(self) -> Self;
    /// The cube root.
    fn cbrt(self) -> Self;
    /// `e^x`.
    fn exp(self) -> Self;
    /// `2^x`.
    fn exp2(self) -> Self;
    /// `e^x - 1`.
    fn exp_m1(self) -> Self;
    /// The natural logarithm.
    fn ln(self) -> Self;
    /// `ln(1 + x)`.
    fn ln_1p(self) -> Self;
    /// The base-2 logarithm.
    fn log2(self) -> Self;
    /// The base-10 logarithm.
    fn log10(self) -> Self;
    /// The logarithm to `base`.
    fn log(self, base: Self) -> Self;
    /// The sine.
    fn sin(self) -> Self;
    /// The cosine.
    fn cos(self) -> Self;
    /// The tangent.
    fn tan(self) -> Self;
    /// The arcsine.
    fn asin(self) -> Self;
    /// The arccosine.
    fn acos(self) -> Self;
    /// The arctangent.
    fn atan(self) -> Self;
    /// The hyperbolic sine.
    fn sinh(self) -> Self;
    /// The hyperbolic cosine.
    fn cosh(self) -> Self;
    /// The hyperbolic tangent.
    fn tanh(self) -> Self;
    /// The inverse hyperbolic sine.
    fn asinh(self) -> Self;
    /// The inverse hyperbolic cosine.
    fn acosh(self) -> Self;
    /// The inverse hyperbolic tangent.
    fn atanh(self) -> Self;
    /// The sine and the cosine.
    fn sin_cos(self) -> (Self, Self);
    /// The four-quadrant arctangent of `self / other`.
    fn atan2(self, other: Self) -> Self;
    /// `sqrt(self² + other²)` without overflow in between.
    fn hypot(self, other: Self) -> Self;
    /// `self^n`.
    fn powf(self, n: Self) -> Self;
    /// `self^n`, for an integer `n`.
    fn powi(self, n: i32) -> Self;
    /// The largest integer not above.
    fn floor(self) -> Self;
    /// The smallest integer not below.
    fn ceil(self) -> Self;
    /// The nearest integer, halves away from zero.
    fn round(self) -> Self;
    /// The nearest integer, halves to even.
    fn round_ties_even(self) -> Self;
    /// The integer part.
    fn trunc(self) -> Self;
    /// `self - self.trunc()`.
    fn fract(self) -> Self;
    /// The absolute value.
    fn abs(self) -> Self;
    /// `1 / self`.
    fn recip(self) -> Self;
    /// Radians to degrees.
    fn to_degrees(self) -> Self;
    /// Degrees to radians.
    fn to_radians(self) -> Self;
    /// `self * a + b` with one rounding.
    fn mul_add(self, a: Self, b: Self) -> Self;
    /// The least non-negative remainder of `self / rhs`.
    fn rem_euclid(self, rhs: Self) -> Self;
    /// The quotient of Euclidean division.
    fn div_euclid(self, rhs: Self) -> Self;
    /// The larger; a NaN operand is ignored.
    fn max(self, other: Self) -> Self;
    /// The smaller; a NaN operand is ignored.
    fn min(self, other: Self) -> Self;
    /// `self` limited to `min..=max` (panics unless `min <= max`).
    fn clamp(self, min: Self, max: Self) -> Self;
    /// 1 or -1 by the sign; NaN for NaN.
    fn signum(self) -> Self;
    /// `self`'s magnitude with `sign`'s sign.
    fn copysign(self, sign: Self) -> Self;
    /// Whether it is NaN.
    fn is_nan(self) -> bool;
    /// Whether it is infinite.
    fn is_infinite(self) -> bool;
    /// Whether it is neither infinite nor NaN.
    fn is_finite(self) -> bool;
    /// Whether its sign bit is clear.
    fn is_sign_positive(self) -> bool;
    /// Whether its sign bit is set.
    fn is_sign_negative(self) -> bool;
    /// Whether it is neither zero, subnormal, infinite nor NaN.
    fn is_normal(self) -> bool;
    /// Whether it is subnormal.
    fn is_subnormal(self) -> bool;
}

/// `a * b + c` for half values, rounded once to `to` of the result: the product is exact
/// in `f64`, and the sum there is rounded to odd (the neighbour of the exact sum with an odd
/// last bit, found from the two-sum's error), which a later rounding to 24 bits or fewer
/// cannot round twice.
fn fma_via_f64(a: f64, b: f64, c: f64) -> f64 {
    let p = a * b;
    let s = p + c;
    if !s.is_finite() {
        // An infinity or NaN is exact (and the two-sum's error would be NaN).
        return s;
    }
    let bp = s - p;
    let err = (p - (s - bp)) + (c - bp);
    let bits = s.to_bits();
    if err != 0.0 && bits & 1 == 0 {
        let away = (err > 0.0) == (s > 0.0);
        return f64::from_bits(if away { bits + 1 } else { bits - 1 });
    }
    s
}

macro_rules! half_float {
    ($t:ident) => {
        impl Float for $t {
            #[inline]
            fn sqrt(self) -> Self {
                $t::from_f32(self.to_f32().sqrt())
            }
            #[inline]
            fn cbrt(self) -> Self {
                $t::from_f32(self.to_f32().cbrt())
            }
            #[inline]
            fn exp(self) -> Self {
                $t::from_f32(self.to_f32().exp())
            }
            #[inline]
            fn exp2(self) -> Self {
                $t::from_f32(self.to_f32().exp2())
            }
            #[inline]
            fn exp_m1(self) -> Self {
                $t::from_f32(self.to_f32().exp_m1())
            }
            #[inline]
            fn ln(self) -> Self {
                $t::from_f32(self.to_f32().ln())
            }
            #[inline]
            fn ln_1p(self) -> Self {
                $t::from_f32(self.to_f32().ln_1p())
            }
            #[inline]
            fn log2(self) -> Self {
                $t::from_f32(self.to_f32().log2())
            }
            #[inline]
            fn log10(self) -> Self {
                $t::from_f32(self.to_f32().log10())
            }
            // As the kernel computes it: `ln(x) / ln(base)` in f32.
            #[inline]
            fn log(self, base: Self) -> Self {
                $t::from_f32(self.to_f32().ln() / base.to_f32().ln())
            }
            #[inline]
            fn sin(self) -> Self {
                $t::from_f32(self.to_f32().sin())
            }
            #[inline]
            fn cos(self) -> Self {
                $t::from_f32(self.to_f32().cos())
            }
            #[inline]
            fn tan(self) -> Self {
                $t::from_f32(self.to_f32().tan())
            }
            #[inline]
            fn asin(self) -> Self {
                $t::from_f32(self.to_f32().asin())
            }
            #[inline]
            fn acos(self) -> Self {
                $t::from_f32(self.to_f32().acos())
            }
            #[inline]
            fn atan(self) -> Self {
                $t::from_f32(self.to_f32().atan())
            }
            #[inline]
            fn sinh(self) -> Self {
                $t::from_f32(self.to_f32().sinh())
            }
            #[inline]
            fn cosh(self) -> Self {
                $t::from_f32(self.to_f32().cosh())
            }
            #[inline]
            fn tanh(self) -> Self {
                $t::from_f32(self.to_f32().tanh())
            }
            #[inline]
            fn asinh(self) -> Self {
                $t::from_f32(self.to_f32().asinh())
            }
            #[inline]
            fn acosh(self) -> Self {
                $t::from_f32(self.to_f32().acosh())
            }
            #[inline]
            fn atanh(self) -> Self {
                $t::from_f32(self.to_f32().atanh())
            }
            #[inline]
            fn sin_cos(self) -> (Self, Self) {
                let (s, c) = self.to_f32().sin_cos();
                ($t::from_f32(s), $t::from_f32(c))
            }
            #[inline]
            fn atan2(self, o: Self) -> Self {
                $t::from_f32(self.to_f32().atan2(o.to_f32()))
            }
            #[inline]
            fn hypot(self, o: Self) -> Self {
                $t::from_f32(self.to_f32().hypot(o.to_f32()))
            }
            #[inline]
            fn powf(self, n: Self) -> Self {
                $t::from_f32(self.to_f32().powf(n.to_f32()))
            }
            #[inline]
            fn powi(self, n: i32) -> Self {
                $t::from_f32(self.to_f32().powi(n))
            }
            #[inline]
            fn floor(self) -> Self {
                $t::from_f32(self.to_f32().floor())
            }
            #[inline]
            fn ceil(self) -> Self {
                $t::from_f32(self.to_f32().ceil())
            }
            #[inline]
            fn round(self) -> Self {
                $t::from_f32(self.to_f32().round())
            }
            #[inline]
            fn round_ties_even(self) -> Self {
                $t::from_f32(self.to_f32().round_ties_even())
            }
            #[inline]
            fn trunc(self) -> Self {
                $t::from_f32(self.to_f32().trunc())
            }
            #[inline]
            fn fract(self) -> Self {
                $t::from_f32(self.to_f32().fract())
            }
            #[inline]
            fn abs(self) -> Self {
                $t::from_bits(self.to_bits() & 0x7fff)
            }
            #[inline]
            fn recip(self) -> Self {
                $t::from_f32(self.to_f32().recip())
            }
            #[inline]
            fn to_degrees(self) -> Self {
                $t::from_f32(self.to_f32().to_degrees())
            }
            #[inline]
            fn to_radians(self) -> Self {
                $t::from_f32(self.to_f32().to_radians())
            }
            #[inline]
            fn mul_add(self, a: Self, b: Self) -> Self {
                $t::from_f32(f64_to_f32_odd(fma_via_f64(self.to_f64(), a.to_f64(), b.to_f64())))
            }
            #[inline]
            fn rem_euclid(self, o: Self) -> Self {
                $t::from_f32(self.to_f32().rem_euclid(o.to_f32()))
            }
            #[inline]
            fn div_euclid(self, o: Self) -> Self {
                $t::from_f32(self.to_f32().div_euclid(o.to_f32()))
            }
            #[inline]
            fn max(self, o: Self) -> Self {
                $t::max(self, o)
            }
            #[inline]
            fn min(self, o: Self) -> Self {
                $t::min(self, o)
            }
            #[inline]
            fn clamp(self, lo: Self, hi: Self) -> Self {
                $t::clamp(self, lo, hi)
            }
            #[inline]
            fn signum(self) -> Self {
                $t::signum(self)
            }
            #[inline]
            fn copysign(self, s: Self) -> Self {
                $t::copysign(self, s)
            }
            #[inline]
            fn is_nan(self) -> bool {
                $t::is_nan(self)
            }
            #[inline]
            fn is_infinite(self) -> bool {
                $t::is_infinite(self)
            }
            #[inline]
            fn is_finite(self) -> bool {
                $t::is_finite(self)
            }
            #[inline]
            fn is_sign_positive(self) -> bool {
                $t::is_sign_positive(self)
            }
            #[inline]
            fn is_sign_negative(self) -> bool {
                $t::is_sign_negative(self)
            }
            #[inline]
            fn is_normal(self) -> bool {
                self.classify() == std::num::FpCategory::Normal
            }
            #[inline]
            fn is_subnormal(self) -> bool {
                self.classify() == std::num::FpCategory::Subnormal
            }
            #[inline]
            fn to_f32(self) -> f32 {
                $t::to_f32(self)
            }
            #[inline]
            fn to_f64(self) -> f64 {
                $t::to_f64(self)
            }
            #[inline]
            fn from_f32(v: f32) -> Self {
                $t::from_f32(v)
            }
            #[inline]
            fn from_f64(v: f64) -> Self {
                $t::from_f32(f64_to_f32_odd(v))
            }
        }
    };
}
half_float!(f16);
half_float!(bf16);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn correctly_rounded_through_f32() {
        let x = f16::from_f32(2.0);
        assert_eq!(Float::sqrt(x), f16::from_f32(std::f32::consts::SQRT_2));
        assert_eq!(Float::abs(f16::from_f32(-3.5)), f16::from_f32(3.5));
        assert_eq!(Float::abs(bf16::NEG_INFINITY), bf16::INFINITY);
        assert_eq!(Float::floor(bf16::from_f32(-1.5)), bf16::from_f32(-2.0));
        assert!(Float::sqrt(f16::from_f32(-1.0)).is_nan());
    }

    /// A product at a bf16 tie plus a tiny addend: the sum rounded to nearest in f64 is the
    /// tie, which rounds to even; rounded once, it goes up.
    #[test]
    fn mul_add_rounds_once() {
        // 1 + 2^-8 is a tie between the bf16 values 1 and 1 + 2^-7; 2^-133 is bf16's smallest.
        let tie = 1.0 + 1.0 / 256.0;
        let tiny = f64::from(bf16::from_bits(0x0001).to_f32());
        let round = |x: f64| bf16::from_f32(f64_to_f32_odd(x));
        assert_eq!(round(tie + tiny), bf16::from_bits(0x3f80));
        assert_eq!(round(fma_via_f64(tie, 1.0, tiny)), bf16::from_bits(0x3f81));
        assert_eq!(round(fma_via_f64(tie, 1.0, -tiny)), bf16::from_bits(0x3f80));
        let one = bf16::ONE;
        assert_eq!(Float::mul_add(one, one, bf16::from_f32(1.0 / 256.0)), one);
        assert_eq!(Float::mul_add(f16::from_f32(1.5), f16::from_f32(2.0), f16::from_f32(-3.0)), f16::ZERO);
        // An infinite product stays infinite (found on an H200: the two-sum's error is NaN).
        let inf = Float::mul_add(f16::from_f32(-99.0), f16::INFINITY, f16::from_f32(3.0));
        assert_eq!(inf, f16::NEG_INFINITY);
        assert!(Float::mul_add(bf16::INFINITY, bf16::ONE, bf16::NEG_INFINITY).is_nan());
    }
}
