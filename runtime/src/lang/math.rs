//! Math functions beyond the float methods of std — the error and gamma functions, `ldexp`,
//! `frexp`, `nextafter` — for `f32` and `f64`, with one spelling in kernels and on the host:
//! a kernel's `math::erf(x)` runs CUDA's `erff` on the GPU and this function on the
//! simulator, and a host reference or test calls this same function.
//!
//! On the host they are the `libm` crate's (a port of musl's), so results agree with the GPU
//! to within the few ulps CUDA documents for each function, not bit for bit.

/// The four float types, closed to other crates (`Float` is sealed by it too).
pub(crate) mod sealed {
    pub trait Sealed {}
    impl Sealed for f32 {}
    impl Sealed for f64 {}
    impl Sealed for half::f16 {}
    impl Sealed for half::bf16 {}
}

/// `f32`, `f64`, `f16` and `bf16`: the types the functions of this module take (the half
/// types computed in `f32` and rounded back, as kernels compute them).
pub trait MathFloat: sealed::Sealed + Copy {
    #[doc(hidden)]
    fn erf_(self) -> Self;
    #[doc(hidden)]
    fn erfc_(self) -> Self;
    #[doc(hidden)]
    fn tgamma_(self) -> Self;
    #[doc(hidden)]
    fn lgamma_(self) -> Self;
    #[doc(hidden)]
    fn ldexp_(self, e: i32) -> Self;
    #[doc(hidden)]
    fn frexp_(self) -> (Self, i32);
    #[doc(hidden)]
    fn nextafter_(self, towards: Self) -> Self;
}

macro_rules! math_float {
    ($t:ty, $erf:ident, $erfc:ident, $tgamma:ident, $lgamma:ident, $ldexp:ident, $frexp:ident, $next:ident) => {
        impl MathFloat for $t {
            fn erf_(self) -> Self {
                libm::$erf(self)
            }
            fn erfc_(self) -> Self {
                libm::$erfc(self)
            }
            fn tgamma_(self) -> Self {
                libm::$tgamma(self)
            }
            fn lgamma_(self) -> Self {
                libm::$lgamma(self)
            }
            fn ldexp_(self, e: i32) -> Self {
                libm::$ldexp(self, e)
            }
            fn frexp_(self) -> (Self, i32) {
                // As CUDA: infinities and NaN come back with exponent 0.
                if !self.is_finite() {
                    return (self, 0);
                }
                libm::$frexp(self)
            }
            fn nextafter_(self, towards: Self) -> Self {
                libm::$next(self, towards)
            }
        }
    };
}
math_float!(f32, erff, erfcf, tgammaf, lgammaf, ldexpf, frexpf, nextafterf);
math_float!(f64, erf, erfc, tgamma, lgamma, ldexp, frexp, nextafter);

macro_rules! half_math {
    ($t:ty) => {
        impl MathFloat for $t {
            fn erf_(self) -> Self {
                <$t>::from_f32(self.to_f32().erf_())
            }
            fn erfc_(self) -> Self {
                <$t>::from_f32(self.to_f32().erfc_())
            }
            fn tgamma_(self) -> Self {
                <$t>::from_f32(self.to_f32().tgamma_())
            }
            fn lgamma_(self) -> Self {
                <$t>::from_f32(self.to_f32().lgamma_())
            }
            fn ldexp_(self, e: i32) -> Self {
                <$t>::from_f32(self.to_f32().ldexp_(e))
            }
            fn frexp_(self) -> (Self, i32) {
                let (m, e) = self.to_f32().frexp_();
                (<$t>::from_f32(m), e)
            }
            fn nextafter_(self, towards: Self) -> Self {
                // Not offered in kernels for the half types (a step of the f32 grid is not
                // one of theirs); the half type's own step.
                if self.is_nan() || towards.is_nan() {
                    return <$t>::NAN;
                }
                if self == towards {
                    return towards;
                }
                let bits = self.to_bits();
                let up = (towards > self) == (bits & 0x8000 == 0);
                if bits & 0x7fff == 0 {
                    return <$t>::from_bits(if towards > self { 1 } else { 0x8001 });
                }
                <$t>::from_bits(if up { bits + 1 } else { bits - 1 })
            }
        }
    };
}
half_math!(half::f16);
half_math!(half::bf16);

/// The error function, `2/√π ∫₀ˣ e^(-t²) dt`.
pub fn erf<T: MathFloat>(x: T) -> T {
    x.erf_()
}

/// The complementary error function, `1 - erf(x)` without the cancellation.
pub fn erfc<T: MathFloat>(x: T) -> T {
    x.erfc_()
}

/// The gamma function, `Γ(x)`.
pub fn tgamma<T: MathFloat>(x: T) -> T {
    x.tgamma_()
}

/// The natural logarithm of the absolute value of the gamma function, `ln |Γ(x)|`.
pub fn lgamma<T: MathFloat>(x: T) -> T {
    x.lgamma_()
}

/// `x * 2^e`, exactly where representable.
pub fn ldexp<T: MathFloat>(x: T, e: i32) -> T {
    x.ldexp_(e)
}

/// `(m, e)` with `x = m * 2^e` and `0.5 <= |m| < 1`; `(x, 0)` for zero, infinities and NaN.
pub fn frexp<T: MathFloat>(x: T) -> (T, i32) {
    x.frexp_()
}

/// The next representable value after `x` in the direction of `towards`.
pub fn nextafter<T: MathFloat>(x: T, towards: T) -> T {
    x.nextafter_(towards)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_and_edges() {
        assert!((erf(0.5f64) - 0.520_499_877_813_046_5).abs() < 1e-15);
        assert!((erfc(0.5f32) - 0.479_500_12).abs() < 1e-6);
        assert_eq!(tgamma(5.0f64), 24.0);
        assert!((lgamma(10.0f64) - 362_880f64.ln()).abs() < 1e-12);
        assert_eq!(ldexp(0.75f32, 4), 12.0);
        assert_eq!(frexp(12.0f64), (0.75, 4));
        assert_eq!(frexp(0.0f32), (0.0, 0));
        assert_eq!(frexp(f64::INFINITY), (f64::INFINITY, 0));
        assert_eq!(nextafter(1.0f32, 2.0), 1.0 + f32::EPSILON);
    }
}
