//! Constants a kernel reads from outside its body (`G`, `physics::G`, `crate::TABLE`):
//! rustc computes their values, and a kernel's translation unit defines them in CUDA from
//! those values, once per function that reads them (`ConstDef`, a static of its
//! dependency list). On the simulator the body reads the Rust constant itself.

use std::sync::OnceLock;

use crate::kernel::{DeviceFnInfo, Uses};

/// Arrays up to this size live in `__constant__` memory (64 KiB per module, cached, at its
/// best when a warp reads one element); larger ones in global memory, read through L1.
const CONSTANT_BANK_BYTES: usize = 16 << 10;

/// A value a kernel may read as a constant: a scalar, or an array of such values.
#[diagnostic::on_unimplemented(
    message = "kernels cannot read a constant of type `{Self}`",
    label = "not a type kernels can read",
    note = "kernels read constants of scalars (`bool`, integers, `f16`, `bf16`, `f32`, `f64`) and arrays of them"
)]
pub trait DeviceConst {
    /// Whether it is an array (read through memory; a scalar's reads fold into immediates).
    const ARRAY: bool = false;
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
    const ARRAY: bool = true;
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

/// The definition of a constant named `cpp_name` in C++ of type `cuda_type` (`bytes` of it;
/// `array`: read through memory) initialized by `init`: arrays up to `CONSTANT_BANK_BYTES`
/// in `__constant__` memory.
#[doc(hidden)]
pub fn const_definition(cpp_name: &str, cuda_type: &str, array: bool, bytes: usize, init: &str) -> String {
    let space = if array && bytes <= CONSTANT_BANK_BYTES { "__constant__" } else { "__device__" };
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
            let text = const_definition(self.cpp_name, &T::cuda_type(), T::ARRAY, std::mem::size_of::<T>(), &init);
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
