//! The constants of the kernel language (`f32::MAX`, `f64::consts::PI`, `u8::BITS`,
//! `WARP_SIZE`), and exact CUDA literals for values.

use crate::ty::Scalar;

/// A constant such as `f32::MAX` or `f32::consts::PI`.
#[derive(Debug, Clone, PartialEq)]
pub struct ConstValue {
    pub ty: Scalar,
    /// The CUDA spelling.
    pub cuda: String,
    /// The path as written, for the simulator.
    pub path: syn::Path,
}

/// `path` as a constant of the kernel language, if it is one.
pub fn lookup_const(path: &syn::Path) -> Option<ConstValue> {
    if path.is_ident("WARP_SIZE") {
        return Some(ConstValue { ty: Scalar::U32, cuda: "32u".into(), path: path.clone() });
    }
    let segs: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
    let mut segs: Vec<&str> = segs.iter().map(String::as_str).collect();
    if matches!(segs.first(), Some(&("std" | "core"))) {
        segs.remove(0);
    }
    let (ty, name) = match segs.as_slice() {
        [ty, "consts", name] => (Scalar::from_name(ty)?, *name),
        [ty, name] => (Scalar::from_name(ty)?, *name),
        _ => return None,
    };
    let cuda = if ty.is_half() {
        half_lit(ty, half_const(ty, name)?)
    } else if ty.is_float() {
        float_const(ty, name)?
    } else {
        int_const(ty, name)?
    };
    Some(ConstValue { ty: if name == "BITS" { Scalar::U32 } else { ty }, cuda, path: path.clone() })
}

fn float_const(ty: Scalar, name: &str) -> Option<String> {
    use std::f64::consts as c;
    let v: f64 = match name {
        "PI" => c::PI,
        "TAU" => c::TAU,
        "E" => c::E,
        "SQRT_2" => c::SQRT_2,
        "LN_2" => c::LN_2,
        "LN_10" => c::LN_10,
        "LOG2_E" => c::LOG2_E,
        "LOG10_E" => c::LOG10_E,
        "LOG2_10" => c::LOG2_10,
        "LOG10_2" => c::LOG10_2,
        "FRAC_PI_2" => c::FRAC_PI_2,
        "FRAC_PI_3" => c::FRAC_PI_3,
        "FRAC_PI_4" => c::FRAC_PI_4,
        "FRAC_PI_6" => c::FRAC_PI_6,
        "FRAC_PI_8" => c::FRAC_PI_8,
        "FRAC_1_PI" => c::FRAC_1_PI,
        "FRAC_2_PI" => c::FRAC_2_PI,
        "FRAC_2_SQRT_PI" => c::FRAC_2_SQRT_PI,
        "FRAC_1_SQRT_2" => c::FRAC_1_SQRT_2,
        "INFINITY" => f64::INFINITY,
        "NEG_INFINITY" => f64::NEG_INFINITY,
        "NAN" => f64::NAN,
        _ => {
            return Some(match (ty, name) {
                (Scalar::F32, "MAX") => float_lit_f32(f32::MAX),
                (Scalar::F32, "MIN") => float_lit_f32(f32::MIN),
                (Scalar::F32, "MIN_POSITIVE") => float_lit_f32(f32::MIN_POSITIVE),
                (Scalar::F32, "EPSILON") => float_lit_f32(f32::EPSILON),
                (Scalar::F64, "MAX") => float_lit_f64(f64::MAX),
                (Scalar::F64, "MIN") => float_lit_f64(f64::MIN),
                (Scalar::F64, "MIN_POSITIVE") => float_lit_f64(f64::MIN_POSITIVE),
                (Scalar::F64, "EPSILON") => float_lit_f64(f64::EPSILON),
                _ => return None,
            })
        }
    };
    // Each constant rounded from its f64 value, which is how std defines the f32 ones
    // (their decimal expansions round to the same f32).
    Some(match ty {
        Scalar::F32 => float_lit_f32(v as f32),
        _ => float_lit_f64(v),
    })
}

/// The bits of `f16::NAME` or `bf16::NAME`: the `half` crate's associated constants of the
/// type itself (`PI`, `MAX`, `ONE`, …).
fn half_const(ty: Scalar, name: &str) -> Option<u16> {
    macro_rules! table {
        ($($c:ident)*) => {
            match (ty, name) {
                $((Scalar::F16, stringify!($c)) => Some(half::f16::$c.to_bits()),)*
                $((Scalar::Bf16, stringify!($c)) => Some(half::bf16::$c.to_bits()),)*
                _ => None,
            }
        };
    }
    table!(
        EPSILON INFINITY MAX MIN MIN_POSITIVE NAN NEG_INFINITY MIN_POSITIVE_SUBNORMAL MAX_SUBNORMAL
        ONE ZERO NEG_ZERO NEG_ONE E PI FRAC_1_PI FRAC_1_SQRT_2 FRAC_2_PI FRAC_2_SQRT_PI FRAC_PI_2
        FRAC_PI_3 FRAC_PI_4 FRAC_PI_6 FRAC_PI_8 LN_10 LN_2 LOG10_E LOG10_2 LOG2_E LOG2_10 SQRT_2
    )
}

/// A CUDA value of a half type with these bits.
pub fn half_lit(ty: Scalar, bits: u16) -> String {
    format!("{}{{0x{bits:04x}u}}", ty.cuda())
}

fn int_const(ty: Scalar, name: &str) -> Option<String> {
    let (min, max) = ty.int_range()?;
    Some(match name {
        "MIN" => int_lit(min, ty),
        "MAX" => int_lit(max, ty),
        "BITS" => int_lit(ty.bits() as i128, Scalar::U32),
        _ => return None,
    })
}

/// A CUDA `float` literal that is exactly `v`.
pub fn float_lit_f32(v: f32) -> String {
    if v.is_nan() {
        "__int_as_float(0x7fc00000)".into()
    } else if v.is_infinite() {
        if v > 0.0 {
            "__int_as_float(0x7f800000)".into()
        } else {
            "__int_as_float((int)0xff800000u)".into()
        }
    } else {
        format!("{v:?}f")
    }
}

/// A CUDA `double` literal that is exactly `v`.
pub fn float_lit_f64(v: f64) -> String {
    if v.is_nan() {
        "__longlong_as_double(0x7ff8000000000000ll)".into()
    } else if v.is_infinite() {
        if v > 0.0 {
            "__longlong_as_double(0x7ff0000000000000ll)".into()
        } else {
            "__longlong_as_double((long long)0xfff0000000000000ull)".into()
        }
    } else {
        format!("{v:?}")
    }
}

/// A CUDA integer literal of type `ty` with value `v` (which fits).
pub fn int_lit(v: i128, ty: Scalar) -> String {
    match ty {
        Scalar::Bool => (if v != 0 { "true" } else { "false" }).into(),
        Scalar::I32 if v == i32::MIN as i128 => "(-2147483647 - 1)".into(),
        Scalar::I32 if v < 0 => format!("({v})"),
        Scalar::I32 => format!("{v}"),
        Scalar::U32 => format!("{v}u"),
        Scalar::I64 | Scalar::Isize if v == i64::MIN as i128 => "(-9223372036854775807ll - 1)".into(),
        Scalar::I64 | Scalar::Isize if v < 0 => format!("({v}ll)"),
        Scalar::I64 | Scalar::Isize => format!("{v}ll"),
        Scalar::U64 | Scalar::Usize => format!("{v}ull"),
        Scalar::I8 | Scalar::I16 | Scalar::U8 | Scalar::U16 | Scalar::Param(_) | Scalar::Struct(_) => {
            format!("(({}){v})", ty.cuda())
        }
        Scalar::F32 => float_lit_f32(v as f32),
        Scalar::F64 => float_lit_f64(v as f64),
        Scalar::F16 => half_lit(ty, half::f16::from_f64(v as f64).to_bits()),
        Scalar::Bf16 => half_lit(ty, half::bf16::from_f64(v as f64).to_bits()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_are_exact() {
        assert_eq!(float_lit_f32(0.1), "0.1f");
        assert_eq!(float_lit_f32(1.0), "1.0f");
        assert_eq!(float_lit_f32(3.4028235e38), "3.4028235e38f");
        assert_eq!(float_lit_f64(1e-300), "1e-300");
        assert_eq!(int_lit(i32::MIN as i128, Scalar::I32), "(-2147483647 - 1)");
        assert_eq!(int_lit(7, Scalar::U8), "((unsigned char)7)");
        assert_eq!(int_lit(7, Scalar::Usize), "7ull");
    }

    #[test]
    fn constants() {
        let p: syn::Path = syn::parse_str("std::f32::consts::PI").unwrap();
        assert_eq!(lookup_const(&p).unwrap().cuda, "3.1415927f");
        let p: syn::Path = syn::parse_str("u8::MAX").unwrap();
        assert_eq!(lookup_const(&p).unwrap().cuda, "((unsigned char)255)");
        let p: syn::Path = syn::parse_str("i64::BITS").unwrap();
        let c = lookup_const(&p).unwrap();
        assert_eq!((c.ty, c.cuda.as_str()), (Scalar::U32, "64u"));
        let p: syn::Path = syn::parse_str("f16::PI").unwrap();
        assert_eq!(lookup_const(&p).unwrap().cuda, "fc::f16{0x4248u}");
        let p: syn::Path = syn::parse_str("bf16::MAX").unwrap();
        assert_eq!(lookup_const(&p).unwrap().cuda, "fc::bf16{0x7f7fu}");
    }
}
