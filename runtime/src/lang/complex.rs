//! `num_complex::Complex<f32>` and `Complex<f64>` in kernels (the `num-complex` feature):
//! device memory holds them, kernels take them, and their arithmetic and methods are the
//! prelude's `fc::complex` (num-complex's formulas, in its `#[repr(C)]` layout).
//!
//! The simulator's `DeviceMethod` and `DeviceAssoc` impls are generic over the element
//! type, so that `Complex::new(x, y)` (its `T` unwritten) infers it from the arguments.

use num_complex::Complex;

use crate::abi::unit::DeviceFnInfo;
use crate::backend::sim::ThreadCtx;
use crate::lang::scalar::DeviceCopy;
use crate::lang::structs::{method_key, DeviceAssoc, DeviceMethod};

mod sealed {
    pub trait Sealed {}
}

/// The element types of the complex numbers kernels have: `f32` and `f64`.
pub trait ComplexElem: sealed::Sealed + Copy + 'static {
    #[doc(hidden)]
    fn norm(z: Complex<Self>) -> Self;
    #[doc(hidden)]
    fn arg(z: Complex<Self>) -> Self;
    #[doc(hidden)]
    fn norm_sqr(z: Complex<Self>) -> Self;
    #[doc(hidden)]
    fn conj(z: Complex<Self>) -> Complex<Self>;
    #[doc(hidden)]
    fn inv(z: Complex<Self>) -> Complex<Self>;
    #[doc(hidden)]
    fn exp(z: Complex<Self>) -> Complex<Self>;
    #[doc(hidden)]
    fn scale(z: Complex<Self>, t: Self) -> Complex<Self>;
    #[doc(hidden)]
    fn unscale(z: Complex<Self>, t: Self) -> Complex<Self>;
    #[doc(hidden)]
    fn from_polar(r: Self, theta: Self) -> Complex<Self>;
}

macro_rules! complex {
    ($($t:ty => $cuda:literal;)*) => {$(
        impl sealed::Sealed for $t {}
        impl ComplexElem for $t {
            fn norm(z: Complex<$t>) -> $t { z.norm() }
            fn arg(z: Complex<$t>) -> $t { z.arg() }
            fn norm_sqr(z: Complex<$t>) -> $t { z.norm_sqr() }
            fn conj(z: Complex<$t>) -> Complex<$t> { z.conj() }
            fn inv(z: Complex<$t>) -> Complex<$t> { z.inv() }
            fn exp(z: Complex<$t>) -> Complex<$t> { z.exp() }
            fn scale(z: Complex<$t>, t: $t) -> Complex<$t> { z.scale(t) }
            fn unscale(z: Complex<$t>, t: $t) -> Complex<$t> { z.unscale(t) }
            fn from_polar(r: $t, theta: $t) -> Complex<$t> { Complex::from_polar(r, theta) }
        }
        // Safety: num-complex's `Complex` is `#[repr(C)]` `{ re, im }`, as `fc::complex` is.
        unsafe impl DeviceCopy for Complex<$t> {
            const CUDA_NAME: &'static str = $cuda;
            const RUST_NAME: &'static str = concat!("Complex<", stringify!($t), ">");
            fn __fc_unit() -> &'static DeviceFnInfo {
                static UNIT: DeviceFnInfo = DeviceFnInfo::builtin_type($cuda);
                &UNIT
            }
        }
    )*};
}

complex! {
    f32 => "fc::complex<float>";
    f64 => "fc::complex<double>";
}

macro_rules! methods {
    ($($name:ident($($arg:ident: $at:ident),*) -> $out:ty;)*) => {$(
        #[diagnostic::do_not_recommend]
        impl<T: ComplexElem> DeviceMethod<{ method_key(stringify!($name)) }> for Complex<T> {
            type Args = ($($at,)*);
            type Out = $out;
            fn __fc_method(self, _: &ThreadCtx, ($($arg,)*): ($($at,)*)) -> $out {
                T::$name(self, $($arg),*)
            }
        }
    )*};
}

methods! {
    conj() -> Complex<T>;
    norm_sqr() -> T;
    norm() -> T;
    arg() -> T;
    inv() -> Complex<T>;
    exp() -> Complex<T>;
    scale(t: T) -> Complex<T>;
    unscale(t: T) -> Complex<T>;
}

#[diagnostic::do_not_recommend]
impl<T: ComplexElem> DeviceAssoc<{ method_key("new") }> for Complex<T> {
    type Args = (T, T);
    type Out = Complex<T>;
    fn __fc_assoc(_: &ThreadCtx, (re, im): (T, T)) -> Complex<T> {
        Complex { re, im }
    }
}

#[diagnostic::do_not_recommend]
impl<T: ComplexElem> DeviceAssoc<{ method_key("from_polar") }> for Complex<T> {
    type Args = (T, T);
    type Out = Complex<T>;
    fn __fc_assoc(_: &ThreadCtx, (r, theta): (T, T)) -> Complex<T> {
        T::from_polar(r, theta)
    }
}
