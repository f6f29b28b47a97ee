//! Constants a kernel reads from outside its body (`G`, `physics::G`, `crate::TABLE`):
//! rustc computes their values, and a kernel's translation unit defines them in CUDA from
//! those values, once per function that reads them (`ConstDef`, a static of its
//! dependency list). On the simulator the body reads the Rust constant itself.

use std::sync::OnceLock;

use crate::abi::unit::{DeviceFnInfo, Uses};

/// Arrays up to this size live in `__constant__` memory (cached, at its best when a warp reads
/// one element), unless the user says otherwise; larger ones in global memory, read through L1.
const CONSTANT_BANK_BYTES: usize = 16 << 10;

/// The `__constant__` memory of one module, which every GPU has: what a [`Constant`] may hold.
pub const CONSTANT_MEMORY_BYTES: usize = 64 << 10;

/// Where a constant's definition lives.
#[doc(hidden)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Placement {
    /// A scalar: its reads fold into immediates.
    Scalar,
    /// An array: in `__constant__` memory up to 16 KiB, in global memory beyond.
    Array,
    /// In `__constant__` memory whatever its size ([`Constant`]).
    Constant,
}

/// A constant kernels read from `__constant__` memory whatever its size (up to the 64 KiB
/// a module has of it), where a plain array constant lives there only up to 16 KiB: for a
/// large table that every thread of a warp reads at the same index (a filter's taps, a
/// lookup by a uniform value), which constant memory broadcasts. (Written with the
/// `ferrocuda` facade, which this crate cannot test against: `examples/constant_filter.rs` runs
/// the same.)
///
/// ```ignore
/// use ferrocuda::prelude::*;
///
/// #[device]
/// pub static TAPS: Constant<[f32; 8192]> = Constant([0.5; 8192]);
///
/// #[kernel]
/// pub fn filter(x: &[f32], y: &mut [f32], tap: usize) {
///     let i = grid(1);
///     if i < y.len() {
///         y[i] = x[i] * TAPS[tap % TAPS.len()];
///     }
/// }
/// ```
///
/// Kernels use it as the value it wraps (`TAPS[k]`, `TAPS.len()`), and so does host code
/// (it derefs to it). One larger than 64 KiB is a compile error at the constant; all the
/// `__constant__` data of the constants one kernel reads must fit the 64 KiB together, or
/// NVRTC says so when it compiles the kernel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[repr(transparent)]
pub struct Constant<T>(pub T);

impl<T> std::ops::Deref for Constant<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

/// A value a kernel may read as a constant: a scalar, or an array of such values.
#[diagnostic::on_unimplemented(
    message = "kernels cannot read a constant of type `{Self}`",
    label = "not a type kernels can read",
    note = "kernels read constants of scalars (`bool`, integers, `f16`, `bf16`, `f32`, `f64`) and arrays of them"
)]
pub trait DeviceConst {
    /// Where its definition lives.
    #[doc(hidden)]
    const PLACEMENT: Placement = Placement::Scalar;
    /// The CUDA type.
    fn cuda_type() -> String;
    /// Appends the CUDA initializer of the value, exactly the value.
    fn write_init(&self, out: &mut String);

    /// The definition `def` makes of this value (what a kernel's dependency list calls:
    /// a method, so that a type kernels cannot read is an error at the constant alone).
    #[doc(hidden)]
    fn __fc_definition(&self, def: &'static ConstDef) -> &'static DeviceFnInfo
    where
        Self: Sized,
    {
        // (Its check, evaluated for every constant a kernel reads, marked or not.)
        let () = Self::__FC_CHECK;
        def.info(self)
    }

    /// Nothing, for `#[device] const`'s check of its type.
    #[doc(hidden)]
    const __FC_CHECK: () = ();
}

macro_rules! int_const {
    ($($t:ty => $cuda:literal, $suffix:literal;)*) => {$(
        impl DeviceConst for $t {
            fn cuda_type() -> String {
                $cuda.to_string()
            }
            fn write_init(&self, out: &mut String) {
                write_int(out, *self as i128, $cuda, $suffix, <$t>::MIN as i128);
            }
        }
    )*};
}

int_const! {
    i8 => "signed char", "";
    i16 => "short", "";
    i32 => "int", "";
    i64 => "long long", "ll";
    isize => "long long", "ll";
    u8 => "unsigned char", "";
    u16 => "unsigned short", "";
    u32 => "unsigned int", "u";
    u64 => "unsigned long long", "ull";
    usize => "unsigned long long", "ull";
}

/// An integer literal of C type `cuda`: the most negative value as a subtraction (its
/// magnitude does not fit), narrow types cast.
fn write_int(out: &mut String, v: i128, cuda: &str, suffix: &str, min: i128) {
    let wide = matches!(cuda, "int" | "long long");
    let lit = if v < 0 && v == min && wide {
        format!("({}{suffix} - 1)", v + 1)
    } else if v < 0 {
        format!("({v}{suffix})")
    } else {
        format!("{v}{suffix}")
    };
    match cuda {
        "signed char" | "short" | "unsigned char" | "unsigned short" => out.push_str(&format!("(({cuda}){lit})")),
        _ => out.push_str(&lit),
    }
}

impl DeviceConst for bool {
    fn cuda_type() -> String {
        "bool".to_string()
    }
    fn write_init(&self, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }
}

macro_rules! float_const {
    ($($t:ty => $cuda:literal, $suffix:literal;)*) => {$(
        impl DeviceConst for $t {
            fn cuda_type() -> String {
                $cuda.to_string()
            }
            fn write_init(&self, out: &mut String) {
                let v = *self;
                // C++ has no literal for the non-finite values; NVRTC folds these divisions
                // to them (a NaN of Rust's sign: `0/0` is the negative one). A NaN's payload
                // is not kept.
                let lit = if v.is_nan() {
                    if v.is_sign_negative() { format!("(0.0{s} / 0.0{s})", s = $suffix) } else { format!("(-(0.0{s} / 0.0{s}))", s = $suffix) }
                } else if v.is_infinite() {
                    if v > 0.0 { format!("(1.0{s} / 0.0{s})", s = $suffix) } else { format!("(-1.0{s} / 0.0{s})", s = $suffix) }
                } else {
                    // Rust's shortest round-trip spelling, which C++ reads back exactly.
                    format!("{v:?}{}", $suffix)
                };
                out.push_str(&lit);
            }
        }
    )*};
}

float_const! {
    f32 => "float", "f";
    f64 => "double", "";
}

macro_rules! half_const {
    ($($t:ty => $cuda:literal;)*) => {$(
        impl DeviceConst for $t {
            fn cuda_type() -> String {
                $cuda.to_string()
            }
            fn write_init(&self, out: &mut String) {
                // The bits, payload and all: the type is an aggregate of them in C++.
                out.push_str(&format!("{}{{0x{:04x}u}}", $cuda, self.to_bits()));
            }
        }
    )*};
}

half_const! {
    half::f16 => "fc::f16";
    half::bf16 => "fc::bf16";
}

impl<T: DeviceConst, const N: usize> DeviceConst for [T; N] {
    const PLACEMENT: Placement = Placement::Array;
    fn cuda_type() -> String {
        cuda_array_type(&T::cuda_type(), N)
    }
    fn write_init(&self, out: &mut String) {
        write_array_init(out, self.iter().map(|v| move |out: &mut String| v.write_init(out)));
    }
}

/// The C++ type of an array of `n` values of C++ type `elem` (the prelude's `fc::array`).
#[doc(hidden)]
pub fn cuda_array_type(elem: &str, n: usize) -> String {
    format!("fc::array<{elem}, {n}ull>")
}

impl<T: DeviceConst> DeviceConst for Constant<T> {
    const PLACEMENT: Placement = Placement::Constant;
    fn cuda_type() -> String {
        T::cuda_type()
    }
    fn write_init(&self, out: &mut String) {
        self.0.write_init(out)
    }
    const __FC_CHECK: () = assert!(
        std::mem::size_of::<T>() <= CONSTANT_MEMORY_BYTES,
        "a `Constant` holds at most the 64 KiB of `__constant__` memory a module has: leave a larger table a plain \
         `static` (kernels read it from global memory)"
    );
}

/// Appends the initializer of an `fc::array` whose elements each append their own.
#[doc(hidden)]
pub fn write_array_init<F: FnOnce(&mut String)>(out: &mut String, elems: impl Iterator<Item = F>) {
    out.push_str("{{");
    for (i, write) in elems.enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write(out);
    }
    out.push_str("}}");
}

/// The definition of a constant named `cpp_name` in C++ of type `cuda_type` (`bytes` of it)
/// initialized by `init`, placed as `placement` says: arrays up to `CONSTANT_BANK_BYTES` and
/// every [`Constant`] in `__constant__` memory.
#[doc(hidden)]
pub fn const_definition(cpp_name: &str, cuda_type: &str, placement: Placement, bytes: usize, init: &str) -> String {
    let constant = match placement {
        Placement::Scalar => false,
        Placement::Array => bytes <= CONSTANT_BANK_BYTES,
        Placement::Constant => true,
    };
    let space = if constant { "__constant__" } else { "__device__" };
    format!("{space} const {cuda_type} {cpp_name} = {init}")
}

/// The CUDA definition of one constant as one function reads it: a static in the
/// function's dependency list, made from the value on first use.
#[doc(hidden)]
pub struct ConstDef {
    name: &'static str,
    cpp_name: &'static str,
    info: OnceLock<DeviceFnInfo>,
}

impl ConstDef {
    pub const fn new(name: &'static str, cpp_name: &'static str) -> ConstDef {
        ConstDef { name, cpp_name, info: OnceLock::new() }
    }

    /// The definition, as the linker takes a function's: all of it in the declaration.
    fn info<T: DeviceConst>(&'static self, value: &T) -> &'static DeviceFnInfo {
        self.info.get_or_init(|| {
            let mut init = String::new();
            value.write_init(&mut init);
            let text = const_definition(self.cpp_name, &T::cuda_type(), T::PLACEMENT, std::mem::size_of::<T>(), &init);
            DeviceFnInfo {
                name: self.name,
                cpp_name: self.cpp_name,
                // Made once per static: bounded by the program's constants.
                declaration: Box::leak(text.into_boxed_str()),
                source: "",
                deps: &[],
                uses: Uses::default(),
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn init<T: DeviceConst>(v: T) -> String {
        let mut s = String::new();
        v.write_init(&mut s);
        s
    }

    #[test]
    fn literals() {
        assert_eq!(init(i32::MIN), "(-2147483647 - 1)");
        assert_eq!(init(-5i32), "(-5)");
        assert_eq!(init(i64::MIN), "(-9223372036854775807ll - 1)");
        assert_eq!(init(7u8), "((unsigned char)7)");
        assert_eq!(init(-128i8), "((signed char)(-128))");
        assert_eq!(init(u64::MAX), "18446744073709551615ull");
        assert_eq!(init(6.674e-11f32), "6.674e-11f");
        assert_eq!(init(1.0f64), "1.0");
        assert_eq!(init(f32::NAN), "(-(0.0f / 0.0f))");
        assert_eq!(init(f64::NEG_INFINITY), "(-1.0 / 0.0)");
        assert_eq!(init([[1u32, 2], [3, 4]]), "{{{{1u, 2u}}, {{3u, 4u}}}}");
        assert_eq!(<[[f32; 2]; 3]>::cuda_type(), "fc::array<fc::array<float, 2ull>, 3ull>");
    }
}
