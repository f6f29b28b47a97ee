//! Arithmetic in simulated kernels, with the kernel language's semantics whatever the
//! build profile: integer `+ - * -x <<` wrap (the GPU never traps on overflow), division
//! and remainder by zero or `MIN / -1` are kernel panics with the kernel's source location,
//! and shift amounts are masked. Floats behave as in Rust.
//!
//! They are free generic functions rather than methods so that type inference treats
//! `add(a, 1)` as it treats `a + 1`.

use super::{raise, Site};
use crate::abi::panic::PanicKind;

/// A numeric type of the kernel language.
pub trait Num: Copy + PartialOrd {
    #[doc(hidden)]
    fn add_(self, o: Self) -> Self;
    #[doc(hidden)]
    fn sub_(self, o: Self) -> Self;
    #[doc(hidden)]
    fn mul_(self, o: Self) -> Self;
    #[doc(hidden)]
    fn neg_(self) -> Self;
    #[doc(hidden)]
    fn div_(self, o: Self, site: &'static Site) -> Self;
    #[doc(hidden)]
    fn rem_(self, o: Self, site: &'static Site) -> Self;
}

/// An integer type of the kernel language.
pub trait Int: Num {
    #[doc(hidden)]
    fn shl_(self, s: u32) -> Self;
    #[doc(hidden)]
    fn shr_(self, s: u32) -> Self;
    #[doc(hidden)]
    fn to_u32_wrapping(self) -> u32;
}

macro_rules! ints {
    ($($t:ty),*) => {$(
        impl Num for $t {
            #[inline] fn add_(self, o: Self) -> Self { self.wrapping_add(o) }
            #[inline] fn sub_(self, o: Self) -> Self { self.wrapping_sub(o) }
            #[inline] fn mul_(self, o: Self) -> Self { self.wrapping_mul(o) }
            #[inline] fn neg_(self) -> Self { self.wrapping_neg() }
            #[inline]
            fn div_(self, o: Self, site: &'static Site) -> Self {
                if o == 0 {
                    raise(site, PanicKind::DivideByZero, "", 0, 0);
                }
                match self.checked_div(o) {
                    Some(q) => q,
                    None => raise(site, PanicKind::DivideOverflow, "", 0, 0),
                }
            }
            #[inline]
            fn rem_(self, o: Self, site: &'static Site) -> Self {
                if o == 0 {
                    raise(site, PanicKind::RemainderByZero, "", 0, 0);
                }
                match self.checked_rem(o) {
                    Some(r) => r,
                    None => raise(site, PanicKind::RemainderOverflow, "", 0, 0),
                }
            }
        }
        impl Int for $t {
            #[inline] fn shl_(self, s: u32) -> Self { self.wrapping_shl(s) }
            #[inline] fn shr_(self, s: u32) -> Self { self.wrapping_shr(s) }
            #[inline] fn to_u32_wrapping(self) -> u32 { self as u32 }
        }
    )*};
}
ints!(i8, i16, i32, i64, isize, u8, u16, u32, u64, usize);

macro_rules! floats {
    ($($t:ty),*) => {$(
        impl Num for $t {
            #[inline] fn add_(self, o: Self) -> Self { self + o }
            #[inline] fn sub_(self, o: Self) -> Self { self - o }
            #[inline] fn mul_(self, o: Self) -> Self { self * o }
            #[inline] fn neg_(self) -> Self { -self }
            #[inline] fn div_(self, o: Self, _: &'static Site) -> Self { self / o }
            #[inline] fn rem_(self, o: Self, _: &'static Site) -> Self { self % o }
        }
    )*};
}
floats!(f32, f64, half::f16, half::bf16);

/// An operand only rustc knows the type of (a `#[device]` fn's result): `(&Operand(a)).add_(b,
/// site)` is the kernel language's arithmetic ([`NumOperand`]) when `a` is a scalar, and its
/// type's operators ([`StructOperand`]) when it is a struct. (Method resolution tries the
/// first by value before the second through a reference.)
pub struct Operand<T>(pub T);

/// [`Operand`]'s arithmetic of the kernel language's scalars.
pub trait NumOperand<T> {
    #[doc(hidden)]
    fn add_(&self, o: T, site: &'static Site) -> T;
    #[doc(hidden)]
    fn sub_(&self, o: T, site: &'static Site) -> T;
    #[doc(hidden)]
    fn mul_(&self, o: T, site: &'static Site) -> T;
    #[doc(hidden)]
    fn div_(&self, o: T, site: &'static Site) -> T;
    #[doc(hidden)]
    fn rem_(&self, o: T, site: &'static Site) -> T;
    #[doc(hidden)]
    fn neg_(&self) -> T;
}

impl<T: Num> NumOperand<T> for Operand<T> {
    fn add_(&self, o: T, _: &'static Site) -> T {
        self.0.add_(o)
    }
    fn sub_(&self, o: T, _: &'static Site) -> T {
        self.0.sub_(o)
    }
    fn mul_(&self, o: T, _: &'static Site) -> T {
        self.0.mul_(o)
    }
    fn div_(&self, o: T, site: &'static Site) -> T {
        self.0.div_(o, site)
    }
    fn rem_(&self, o: T, site: &'static Site) -> T {
        self.0.rem_(o, site)
    }
    fn neg_(&self) -> T {
        self.0.neg_()
    }
}

/// [`Operand`]'s arithmetic of structs: their operators.
pub trait StructOperand {
    #[doc(hidden)]
    type Inner: Copy;
    #[doc(hidden)]
    fn add_<R>(&self, o: R, _: &'static Site) -> <Self::Inner as std::ops::Add<R>>::Output
    where
        Self::Inner: std::ops::Add<R>;
    #[doc(hidden)]
    fn sub_<R>(&self, o: R, _: &'static Site) -> <Self::Inner as std::ops::Sub<R>>::Output
    where
        Self::Inner: std::ops::Sub<R>;
    #[doc(hidden)]
    fn mul_<R>(&self, o: R, _: &'static Site) -> <Self::Inner as std::ops::Mul<R>>::Output
    where
        Self::Inner: std::ops::Mul<R>;
    #[doc(hidden)]
    fn div_<R>(&self, o: R, _: &'static Site) -> <Self::Inner as std::ops::Div<R>>::Output
    where
        Self::Inner: std::ops::Div<R>;
    #[doc(hidden)]
    fn rem_<R>(&self, o: R, _: &'static Site) -> <Self::Inner as std::ops::Rem<R>>::Output
    where
        Self::Inner: std::ops::Rem<R>;
    #[doc(hidden)]
    fn neg_(&self) -> <Self::Inner as std::ops::Neg>::Output
    where
        Self::Inner: std::ops::Neg;
}

impl<T: Copy> StructOperand for &Operand<T> {
    type Inner = T;
    fn add_<R>(&self, o: R, _: &'static Site) -> <T as std::ops::Add<R>>::Output
    where
        T: std::ops::Add<R>,
    {
        self.0 + o
    }
    fn sub_<R>(&self, o: R, _: &'static Site) -> <T as std::ops::Sub<R>>::Output
    where
        T: std::ops::Sub<R>,
    {
        self.0 - o
    }
    fn mul_<R>(&self, o: R, _: &'static Site) -> <T as std::ops::Mul<R>>::Output
    where
        T: std::ops::Mul<R>,
    {
        self.0 * o
    }
    fn div_<R>(&self, o: R, _: &'static Site) -> <T as std::ops::Div<R>>::Output
    where
        T: std::ops::Div<R>,
    {
        self.0 / o
    }
    fn rem_<R>(&self, o: R, _: &'static Site) -> <T as std::ops::Rem<R>>::Output
    where
        T: std::ops::Rem<R>,
    {
        self.0 % o
    }
    fn neg_(&self) -> <T as std::ops::Neg>::Output
    where
        T: std::ops::Neg,
    {
        -self.0
    }
}

/// `a + b`.
#[inline]
pub fn add<T: Num>(a: T, b: T) -> T {
    a.add_(b)
}
/// `a - b`.
#[inline]
pub fn sub<T: Num>(a: T, b: T) -> T {
    a.sub_(b)
}
/// `a * b`.
#[inline]
pub fn mul<T: Num>(a: T, b: T) -> T {
    a.mul_(b)
}
/// `-a`.
#[inline]
pub fn neg<T: Num>(a: T) -> T {
    a.neg_()
}
/// `a / b`.
#[inline]
pub fn div<T: Num>(a: T, b: T, site: &'static Site) -> T {
    a.div_(b, site)
}
/// `a % b`.
#[inline]
pub fn rem<T: Num>(a: T, b: T, site: &'static Site) -> T {
    a.rem_(b, site)
}
/// `a << s`.
#[inline]
pub fn shl<T: Int, S: Int>(a: T, s: S) -> T {
    a.shl_(s.to_u32_wrapping())
}
/// `a >> s`.
#[inline]
pub fn shr<T: Int, S: Int>(a: T, s: S) -> T {
    a.shr_(s.to_u32_wrapping())
}

/// `x.clamp(lo, hi)` for integers: Rust's assertion (`min > max. min = 3, max = 1`), as a
/// kernel panic.
#[inline]
pub fn clamp<T: Ord + AssertValue>(x: T, lo: T, hi: T, site: &'static Site) -> T {
    if lo > hi {
        let ((a, vt), (b, _)) = (lo.bits(), hi.bits());
        super::raise_values(site, PanicKind::Clamp, "min > max", a, b, vt);
    }
    x.clamp(lo, hi)
}

/// `x.clamp(lo, hi)` for floats: Rust's assertion, as a kernel panic.
#[inline]
pub fn fclamp<T: PartialOrd + AssertValue>(x: T, lo: T, hi: T, site: &'static Site) -> T {
    // `!(lo <= hi)`: also when either is NaN.
    if lo.partial_cmp(&hi).is_none_or(|o| o == std::cmp::Ordering::Greater) {
        let ((a, vt), (b, _)) = (lo.bits(), hi.bits());
        super::raise_values(site, PanicKind::Clamp, "min > max, or either was NaN", a, b, vt);
    }
    if x < lo {
        lo
    } else if x > hi {
        hi
    } else {
        x
    }
}

/// `x.div_euclid(y)` / `x.rem_euclid(y)` for integers, panicking as a kernel does.
pub trait Euclid: Copy {
    #[doc(hidden)]
    fn div_euclid_(self, o: Self, site: &'static Site) -> Self;
    #[doc(hidden)]
    fn rem_euclid_(self, o: Self, site: &'static Site) -> Self;
}
macro_rules! euclid {
    ($($t:ty),*) => {$(
        impl Euclid for $t {
            #[inline]
            fn div_euclid_(self, o: Self, site: &'static Site) -> Self {
                let _ = self.div_(o, site);
                self.wrapping_div_euclid(o)
            }
            #[inline]
            fn rem_euclid_(self, o: Self, site: &'static Site) -> Self {
                let _ = self.rem_(o, site);
                self.wrapping_rem_euclid(o)
            }
        }
    )*};
}
euclid!(i8, i16, i32, i64, isize, u8, u16, u32, u64, usize);
impl Euclid for f32 {
    fn div_euclid_(self, o: Self, _: &'static Site) -> Self {
        self.div_euclid(o)
    }
    fn rem_euclid_(self, o: Self, _: &'static Site) -> Self {
        self.rem_euclid(o)
    }
}
impl Euclid for f64 {
    fn div_euclid_(self, o: Self, _: &'static Site) -> Self {
        self.div_euclid(o)
    }
    fn rem_euclid_(self, o: Self, _: &'static Site) -> Self {
        self.rem_euclid(o)
    }
}

/// `x.div_euclid(y)`.
#[inline]
pub fn div_euclid<T: Euclid>(a: T, b: T, site: &'static Site) -> T {
    a.div_euclid_(b, site)
}
/// `x.rem_euclid(y)`.
#[inline]
pub fn rem_euclid<T: Euclid>(a: T, b: T, site: &'static Site) -> T {
    a.rem_euclid_(b, site)
}

/// The integer methods that panic where Rust's do (with the kernel's source location), or
/// wrap where Rust's debug build would panic, as kernel integers wrap.
pub trait IntMethods: Copy {
    #[doc(hidden)]
    fn wrapping_div_(self, o: Self, site: &'static Site) -> Self;
    #[doc(hidden)]
    fn wrapping_rem_(self, o: Self, site: &'static Site) -> Self;
    #[doc(hidden)]
    fn ilog2_(self, site: &'static Site) -> u32;
    #[doc(hidden)]
    fn ilog10_(self, site: &'static Site) -> u32;
    #[doc(hidden)]
    fn isqrt_(self, site: &'static Site) -> Self;
}
macro_rules! int_methods {
    ($($t:ty),*) => {$(
        impl IntMethods for $t {
            #[inline]
            fn wrapping_div_(self, o: Self, site: &'static Site) -> Self {
                if o == 0 {
                    raise(site, PanicKind::DivideByZero, "", 0, 0);
                }
                self.wrapping_div(o)
            }
            #[inline]
            fn wrapping_rem_(self, o: Self, site: &'static Site) -> Self {
                if o == 0 {
                    raise(site, PanicKind::RemainderByZero, "", 0, 0);
                }
                self.wrapping_rem(o)
            }
            #[inline]
            fn ilog2_(self, site: &'static Site) -> u32 {
                if self <= 0 {
                    raise(site, PanicKind::Explicit, crate::abi::panic::LOG_NONPOSITIVE_MESSAGE, 0, 0);
                }
                self.ilog2()
            }
            #[inline]
            fn ilog10_(self, site: &'static Site) -> u32 {
                if self <= 0 {
                    raise(site, PanicKind::Explicit, crate::abi::panic::LOG_NONPOSITIVE_MESSAGE, 0, 0);
                }
                self.ilog10()
            }
            #[inline]
            #[allow(unused_comparisons)]
            fn isqrt_(self, site: &'static Site) -> Self {
                if self < 0 {
                    raise(site, PanicKind::Explicit, crate::abi::panic::ISQRT_NEGATIVE_MESSAGE, 0, 0);
                }
                self.isqrt()
            }
        }
    )*};
}
int_methods!(i8, i16, i32, i64, isize, u8, u16, u32, u64, usize);

/// The methods of unsigned integers only.
pub trait UnsignedMethods: Copy {
    #[doc(hidden)]
    fn div_ceil_(self, o: Self, site: &'static Site) -> Self;
    #[doc(hidden)]
    fn next_power_of_two_(self) -> Self;
}
macro_rules! unsigned_methods {
    ($($t:ty),*) => {$(
        impl UnsignedMethods for $t {
            #[inline]
            fn div_ceil_(self, o: Self, site: &'static Site) -> Self {
                if o == 0 {
                    raise(site, PanicKind::DivideByZero, "", 0, 0);
                }
                self.div_ceil(o)
            }
            #[inline]
            fn next_power_of_two_(self) -> Self {
                self.checked_next_power_of_two().unwrap_or(0)
            }
        }
    )*};
}
unsigned_methods!(u8, u16, u32, u64, usize);

/// `x.wrapping_div(y)`: `MIN / -1` wraps; a zero divisor panics.
#[inline]
pub fn wrapping_div<T: IntMethods>(a: T, b: T, site: &'static Site) -> T {
    a.wrapping_div_(b, site)
}
/// `x.wrapping_rem(y)`.
#[inline]
pub fn wrapping_rem<T: IntMethods>(a: T, b: T, site: &'static Site) -> T {
    a.wrapping_rem_(b, site)
}
/// `x.ilog2()`.
#[inline]
pub fn ilog2<T: IntMethods>(a: T, site: &'static Site) -> u32 {
    a.ilog2_(site)
}
/// `x.ilog10()`.
#[inline]
pub fn ilog10<T: IntMethods>(a: T, site: &'static Site) -> u32 {
    a.ilog10_(site)
}
/// `x.isqrt()`.
#[inline]
pub fn isqrt<T: IntMethods>(a: T, site: &'static Site) -> T {
    a.isqrt_(site)
}
/// `x.div_ceil(y)`.
#[inline]
pub fn div_ceil<T: UnsignedMethods>(a: T, b: T, site: &'static Site) -> T {
    a.div_ceil_(b, site)
}
/// `x.next_power_of_two()`, 0 past the largest power of two.
#[inline]
pub fn next_power_of_two<T: UnsignedMethods>(a: T, _site: &'static Site) -> T {
    a.next_power_of_two_()
}

/// `(a..b).step_by(k)` and friends panic on a zero step, as Rust does.
#[inline]
pub fn check_step(step: usize, site: &'static Site) -> usize {
    if step == 0 {
        raise(site, PanicKind::Explicit, "assertion failed: step != 0", 0, 0);
    }
    step
}

/// How `assert_eq!` values are reported; mirrors `fc::assert_bits` in the prelude.
pub trait AssertValue: Copy + PartialEq {
    #[doc(hidden)]
    fn bits(self) -> (u64, crate::abi::panic::ValueType);
}
macro_rules! assert_values {
    ($($t:ty => $vt:ident, $conv:expr;)*) => {$(
        impl AssertValue for $t {
            #[inline]
            fn bits(self) -> (u64, crate::abi::panic::ValueType) {
                let f: fn($t) -> u64 = $conv;
                (f(self), crate::abi::panic::ValueType::$vt)
            }
        }
    )*};
}
assert_values! {
    bool => Bool, |v| v as u64;
    i8 => Signed, |v| v as i64 as u64;
    i16 => Signed, |v| v as i64 as u64;
    i32 => Signed, |v| v as i64 as u64;
    i64 => Signed, |v| v as u64;
    isize => Signed, |v| v as i64 as u64;
    u8 => Unsigned, |v| v as u64;
    u16 => Unsigned, |v| v as u64;
    u32 => Unsigned, |v| v as u64;
    u64 => Unsigned, |v| v;
    usize => Unsigned, |v| v as u64;
    f32 => F32, |v| v.to_bits() as u64;
    f64 => F64, |v| v.to_bits();
    // The half types as the f32 of the same value, as the GPU's records them.
    half::f16 => F32, |v| v.to_f32().to_bits() as u64;
    half::bf16 => F32, |v| v.to_f32().to_bits() as u64;
}

/// `assert_eq!(l, r)` (`want_equal`) or `assert_ne!(l, r)`, with an optional literal message.
#[inline]
pub fn assert_eq<T: AssertValue>(l: T, r: T, want_equal: bool, message: &'static str, site: &'static Site) {
    if (l == r) != want_equal {
        let (a, vt) = l.bits();
        let (b, _) = r.bits();
        let kind = if want_equal { PanicKind::AssertEq } else { PanicKind::AssertNe };
        super::raise_values(site, kind, message, a, b, vt);
    }
}

/// `x` rounded to `f32` to odd: towards zero, then the last bit set when that was inexact.
/// A value rounded so rounds once more, to 11 bits or 8, exactly as `x` itself would.
pub(crate) fn f64_to_f32_odd(x: f64) -> f32 {
    let t = x as f32;
    if x.is_nan() || f64::from(t) == x {
        return t;
    }
    // `as` rounded to nearest: step back when it rounded away from zero.
    let mut bits = t.to_bits();
    if f64::from(t).abs() > x.abs() {
        bits -= 1;
    }
    f32::from_bits(bits | 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    static SITE: Site = Site { file: "t.rs", line: 1, column: 1 };

    #[test]
    fn integer_ops_wrap_and_mask() {
        assert_eq!(add(i32::MAX, 1), i32::MIN);
        assert_eq!(mul(200u8, 2), 144);
        assert_eq!(neg(i8::MIN), i8::MIN);
        assert_eq!(shl(1u32, 33u64), 2);
        assert_eq!(shr(-8i32, 1usize), -4);
        assert_eq!(div(-7i32, 2, &SITE), -3);
        assert_eq!(rem(-7i32, 2, &SITE), -1);
        assert_eq!(rem(-7.5f32, 2.0, &SITE), -1.5);
    }
}

/// `f16::from_f64(x)` in a kernel: rounded once (the `half` crate's own `from_f64` can round
/// twice in rare ties, as the GPU's `cvt.rn` does not).
#[inline]
pub fn f16_from_f64(x: f64) -> half::f16 {
    half::f16::from_f32(f64_to_f32_odd(x))
}

/// `bf16::from_f64(x)` in a kernel: rounded once.
#[inline]
pub fn bf16_from_f64(x: f64) -> half::bf16 {
    half::bf16::from_f32(f64_to_f32_odd(x))
}

#[cfg(test)]
mod half_tests {
    use super::*;

    /// A tie of bf16 in the f64's upper bits, broken by a bit in its lower 32: rounded once
    /// it goes up; the `half` crate drops the lower bits first and rounds to even.
    #[test]
    fn from_f64_rounds_once() {
        let x = 1.0 + 1.0 / 256.0 + f64::powi(2.0, -40);
        assert_eq!(bf16_from_f64(x).to_bits(), 0x3f81);
        assert_eq!(half::bf16::from_f64(x).to_bits(), 0x3f80);
        let y = 1.0 + 1.0 / 2048.0 + f64::powi(2.0, -45);
        assert_eq!(f16_from_f64(y).to_bits(), 0x3c01);
        assert_eq!(f16_from_f64(-y).to_bits(), 0xbc01);
        assert_eq!(f16_from_f64(1e300).to_bits(), 0x7c00);
        assert_eq!(bf16_from_f64(-1e300).to_bits(), 0xff80);
        assert!(f16_from_f64(f64::NAN).is_nan());
        assert_eq!(f16_from_f64(0.1).to_bits(), half::f16::from_f32(0.1).to_bits());
    }
}
