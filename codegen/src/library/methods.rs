//! The methods of scalars (`x.sqrt()`, `n.count_ones()`) and the functions of the `math`
//! module (`math::erf(x)`): one entry each, from which everything else is derived — the
//! lookup for a receiver of known type, the C++ overloads for a receiver only C++ knows,
//! the simulator's spelling, the names listed in error messages, and the table in
//! docs/kernel-language.md.
//!
//! Adding a method is adding its entry here (and its tests): nothing else names it.

use crate::ty::{Scalar, Ty};

/// How a method is called.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Call {
    /// `x.name(args…)`, as the std method of the same name.
    Method,
    /// `math::name(x, args…)`: ferrocuda's `math` module, also usable on the host.
    Math,
}

/// The receiver types a method exists for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum On {
    /// Every float: `f16`, `bf16`, `f32`, `f64` (see [`Half`] for the half types).
    Floats,
    Ints,
    Signed,
    Unsigned,
}

impl On {
    pub fn contains(self, s: Scalar) -> bool {
        match self {
            On::Floats => s.is_float(),
            On::Ints => s.is_int(),
            On::Signed => s.is_signed_int(),
            On::Unsigned => s.is_int() && !s.is_signed_int(),
        }
    }

    /// The types, in the order of `Scalar::ALL`.
    pub fn types(self) -> impl Iterator<Item = Scalar> {
        Scalar::ALL.into_iter().filter(move |s| self.contains(*s))
    }

    fn describe(self) -> &'static str {
        match self {
            On::Floats => "floats",
            On::Ints => "integers",
            On::Signed => "signed integers",
            On::Unsigned => "unsigned integers",
        }
    }
}

/// The type of an argument after the receiver.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArgTy {
    /// The receiver's type.
    Recv,
    Fixed(Scalar),
}

/// The result type, from the receiver's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ret {
    Recv,
    /// Always this type (`to_f32`).
    Fixed(Scalar),
    Bool,
    U32,
    /// The unsigned integer of the receiver's width (`abs_diff`, `unsigned_abs`).
    Unsigned,
    /// The unsigned integer of the receiver's bits (`to_bits`).
    Bits,
    /// `(Recv, Recv)` (`sin_cos`).
    Pair,
    /// `(Recv, i32)` (`math::frexp`).
    WithExponent,
    /// `(Recv, bool)` (`overflowing_add`).
    WithOverflow,
}

impl Ret {
    pub fn ty(self, recv: Scalar) -> Ty {
        match self {
            Ret::Recv => Ty::Scalar(recv),
            Ret::Fixed(s) => Ty::Scalar(s),
            Ret::Bool => Ty::BOOL,
            Ret::U32 => Ty::U32,
            Ret::Unsigned => Ty::Scalar(recv.to_unsigned()),
            Ret::Bits => Ty::Scalar(recv.bits_type()),
            Ret::Pair => Ty::Tuple(vec![Ty::Scalar(recv); 2]),
            Ret::WithExponent => Ty::Tuple(vec![Ty::Scalar(recv), Ty::Scalar(Scalar::I32)]),
            Ret::WithOverflow => Ty::Tuple(vec![Ty::Scalar(recv), Ty::BOOL]),
        }
    }

    /// For a receiver whose type only C++ knows: the result type in terms of `recv`, when
    /// that does not need the actual type.
    pub fn of_unknown(self, recv: &Ty) -> Option<Ty> {
        Some(match self {
            Ret::Recv => recv.clone(),
            Ret::Fixed(s) => Ty::Scalar(s),
            Ret::Bool => Ty::BOOL,
            Ret::U32 => Ty::U32,
            Ret::Pair => Ty::Tuple(vec![recv.clone(); 2]),
            Ret::WithExponent => Ty::Tuple(vec![recv.clone(), Ty::Scalar(Scalar::I32)]),
            Ret::WithOverflow => Ty::Tuple(vec![recv.clone(), Ty::BOOL]),
            Ret::Unsigned | Ret::Bits => return None,
        })
    }
}

/// The CUDA of a call: `{r}` the receiver, `{0}`, `{1}` the arguments, `{site}` the
/// source location (for methods that may panic), `{f}` C's float suffix (`f` for `f32`,
/// nothing for `f64`: `sqrt{f}` is `sqrtf` or `sqrt`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cuda {
    All(&'static str),
    /// Different for `f32` and `f64`.
    Floats {
        f32: &'static str,
        f64: &'static str,
    },
}

/// How a float method is computed for `f16` and `bf16` receivers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Half {
    /// In `f32`: the `f32` CUDA on the receiver and the `Recv` arguments widened (exactly),
    /// a `Recv` result rounded back to nearest, ties to even. The simulator and the host
    /// compute the same through `ferrocuda::Float`; for the correctly rounded operations
    /// (`sqrt`, `floor`, `recip`, …) that is the half type's correctly rounded result.
    ViaF32,
    /// Its own CUDA (the `half` crate's bit operations and comparisons; native FMA).
    Cuda(&'static str),
    /// Not offered for the half types.
    No,
}

/// How the simulator spells a call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SimForm {
    /// The std method of the same name.
    Same,
    /// Another std method (`abs` → `wrapping_abs`: kernel integers wrap).
    Renamed(&'static str),
    /// A helper in `sim::ops` taking the receiver, the arguments and the source site.
    Helper(&'static str),
    /// The `math` function of the same name (`ferrocuda::math`, shared with the host).
    Math,
}

/// One method or `math` function.
#[derive(Debug, Clone, Copy)]
pub struct Method {
    pub name: &'static str,
    pub call: Call,
    pub on: On,
    pub args: &'static [ArgTy],
    pub ret: Ret,
    pub cuda: Cuda,
    /// For `f16` and `bf16` receivers of an `On::Floats` entry.
    pub half: Half,
    pub sim: SimForm,
    /// What it computes, for the docs: empty when it is the std method of the same name.
    pub doc: &'static str,
    /// CUDA C's other spellings of it, beside the C function its template calls (CUDA's
    /// intrinsics, `__expf`, `__popc`): a port's call of one is an error saying to write this
    /// (`cuda_c.rs`).
    pub cuda_c: &'static [&'static str],
}

use ArgTy::Recv as R;
const U32: ArgTy = ArgTy::Fixed(Scalar::U32);
const I32: ArgTy = ArgTy::Fixed(Scalar::I32);

const fn method(name: &'static str, on: On, args: &'static [ArgTy], ret: Ret, cuda: &'static str) -> Method {
    Method {
        name,
        call: Call::Method,
        on,
        args,
        ret,
        cuda: Cuda::All(cuda),
        half: Half::ViaF32,
        sim: SimForm::Same,
        doc: "",
        cuda_c: &[],
    }
}

const fn math(name: &'static str, args: &'static [ArgTy], ret: Ret, cuda: &'static str, doc: &'static str) -> Method {
    Method {
        name,
        call: Call::Math,
        on: On::Floats,
        args,
        ret,
        cuda: Cuda::All(cuda),
        half: Half::ViaF32,
        sim: SimForm::Math,
        doc,
        cuda_c: &[],
    }
}

impl Method {
    const fn sim(self, sim: SimForm) -> Method {
        Method { sim, ..self }
    }

    const fn per_float(self, f32: &'static str, f64: &'static str) -> Method {
        Method { cuda: Cuda::Floats { f32, f64 }, ..self }
    }

    const fn doc(self, doc: &'static str) -> Method {
        Method { doc, ..self }
    }

    const fn half(self, half: Half) -> Method {
        Method { half, ..self }
    }

    const fn cuda_c(self, cuda_c: &'static [&'static str]) -> Method {
        Method { cuda_c, ..self }
    }

    /// Whether the entry exists for receivers of type `s`.
    pub fn applies_to(&self, s: Scalar) -> bool {
        self.on.contains(s) && !(s.is_half() && self.on == On::Floats && self.half == Half::No)
    }

    /// The receiver types the entry exists for, in the order of `Scalar::ALL`.
    pub fn types(&self) -> impl Iterator<Item = Scalar> + '_ {
        Scalar::ALL.into_iter().filter(move |s| self.applies_to(*s))
    }

    /// The CUDA template for a receiver of type `s`.
    pub fn cuda_for(&self, s: Scalar) -> String {
        if s.is_half() && self.on == On::Floats {
            return self.half_cuda(s);
        }
        let text = match self.cuda {
            Cuda::All(t) => t,
            Cuda::Floats { f32, f64 } => {
                if s == Scalar::F32 {
                    f32
                } else {
                    f64
                }
            }
        };
        text.replace("{f}", if s == Scalar::F32 { "f" } else { "" })
    }

    fn half_cuda(&self, s: Scalar) -> String {
        match self.half {
            Half::Cuda(text) => text.to_string(),
            Half::ViaF32 => {
                let mut text = self.cuda_for(Scalar::F32).replace("{r}", "fc::to_f32({r})");
                for (i, a) in self.args.iter().enumerate() {
                    if *a == ArgTy::Recv {
                        text = text.replace(&format!("{{{i}}}"), &format!("fc::to_f32({{{i}}})"));
                    }
                }
                match self.ret {
                    Ret::Recv => format!("fc::to_half<{}>({text})", s.cuda()),
                    _ => text,
                }
            }
            Half::No => String::new(),
        }
    }

    /// Whether the call may panic (it takes the source location).
    pub fn may_panic(&self) -> bool {
        match self.cuda {
            Cuda::All(t) => t.contains("{site}"),
            Cuda::Floats { f32, f64 } => f32.contains("{site}") || f64.contains("{site}"),
        }
    }

    /// How a user writes it.
    pub fn written(&self) -> String {
        match self.call {
            Call::Method => format!("x.{}()", self.name),
            Call::Math => format!("math::{}(x)", self.name),
        }
    }
}

/// Every method and `math` function of the kernel language.
pub const METHODS: &[Method] = &[
    // ---- floats: C's math functions of the same meaning
    method("sqrt", On::Floats, &[], Ret::Recv, "sqrt{f}({r})").cuda_c(&["__fsqrt_rn", "__dsqrt_rn"]),
    method("cbrt", On::Floats, &[], Ret::Recv, "cbrt{f}({r})"),
    method("exp", On::Floats, &[], Ret::Recv, "exp{f}({r})").cuda_c(&["__expf"]),
    method("exp2", On::Floats, &[], Ret::Recv, "exp2{f}({r})"),
    method("exp_m1", On::Floats, &[], Ret::Recv, "expm1{f}({r})"),
    method("ln", On::Floats, &[], Ret::Recv, "log{f}({r})").cuda_c(&["__logf"]),
    method("ln_1p", On::Floats, &[], Ret::Recv, "log1p{f}({r})"),
    method("log2", On::Floats, &[], Ret::Recv, "log2{f}({r})").cuda_c(&["__log2f"]),
    method("log10", On::Floats, &[], Ret::Recv, "log10{f}({r})").cuda_c(&["__log10f"]),
    method("log", On::Floats, &[R], Ret::Recv, "(log{f}({r}) / log{f}({0}))"),
    method("sin", On::Floats, &[], Ret::Recv, "sin{f}({r})").cuda_c(&["__sinf"]),
    method("cos", On::Floats, &[], Ret::Recv, "cos{f}({r})").cuda_c(&["__cosf"]),
    method("tan", On::Floats, &[], Ret::Recv, "tan{f}({r})").cuda_c(&["__tanf"]),
    method("asin", On::Floats, &[], Ret::Recv, "asin{f}({r})"),
    method("acos", On::Floats, &[], Ret::Recv, "acos{f}({r})"),
    method("atan", On::Floats, &[], Ret::Recv, "atan{f}({r})"),
    method("sinh", On::Floats, &[], Ret::Recv, "sinh{f}({r})"),
    method("cosh", On::Floats, &[], Ret::Recv, "cosh{f}({r})"),
    method("tanh", On::Floats, &[], Ret::Recv, "tanh{f}({r})"),
    method("asinh", On::Floats, &[], Ret::Recv, "asinh{f}({r})"),
    method("acosh", On::Floats, &[], Ret::Recv, "acosh{f}({r})"),
    method("atanh", On::Floats, &[], Ret::Recv, "atanh{f}({r})"),
    method("sin_cos", On::Floats, &[], Ret::Pair, "fc::sin_cos({r})").half(Half::Cuda("fc::sin_cos({r})")).cuda_c(&[
        "sincosf",
        "sincos",
        "__sincosf",
    ]),
    method("atan2", On::Floats, &[R], Ret::Recv, "atan2{f}({r}, {0})"),
    method("hypot", On::Floats, &[R], Ret::Recv, "hypot{f}({r}, {0})"),
    method("powf", On::Floats, &[R], Ret::Recv, "pow{f}({r}, {0})").cuda_c(&["__powf"]),
    method("powi", On::Floats, &[I32], Ret::Recv, "fc::powi({r}, {0})"),
    method("floor", On::Floats, &[], Ret::Recv, "floor{f}({r})"),
    method("ceil", On::Floats, &[], Ret::Recv, "ceil{f}({r})"),
    method("round", On::Floats, &[], Ret::Recv, "round{f}({r})"),
    method("round_ties_even", On::Floats, &[], Ret::Recv, "rint{f}({r})"),
    method("trunc", On::Floats, &[], Ret::Recv, "trunc{f}({r})"),
    method("fract", On::Floats, &[], Ret::Recv, "fc::fract({r})"),
    method("abs", On::Floats, &[], Ret::Recv, "fabs{f}({r})").half(Half::Cuda("fc::habs({r})")),
    method("signum", On::Floats, &[], Ret::Recv, "fc::signum({r})").half(Half::Cuda("fc::hsignum({r})")),
    method("copysign", On::Floats, &[R], Ret::Recv, "copysign{f}({r}, {0})")
        .half(Half::Cuda("fc::hcopysign({r}, {0})")),
    method("next_up", On::Floats, &[], Ret::Recv, "")
        .per_float(
            "nextafterf({r}, __int_as_float(0x7f800000))",
            "nextafter({r}, __longlong_as_double(0x7ff0000000000000ll))",
        )
        .half(Half::No),
    method("next_down", On::Floats, &[], Ret::Recv, "")
        .per_float(
            "nextafterf({r}, __int_as_float((int)0xff800000u))",
            "nextafter({r}, __longlong_as_double((long long)0xfff0000000000000ull))",
        )
        .half(Half::No),
    method("recip", On::Floats, &[], Ret::Recv, "")
        .per_float("(1.0f / {r})", "(1.0 / {r})")
        .cuda_c(&["__frcp_rn", "__drcp_rn"]),
    method("to_degrees", On::Floats, &[], Ret::Recv, "").per_float("({r} * 57.2957795f)", "({r} * 57.29577951308232)"),
    method("to_radians", On::Floats, &[], Ret::Recv, "")
        .per_float("({r} * 0.017453292f)", "({r} * 0.017453292519943295)"),
    method("max", On::Floats, &[R], Ret::Recv, "fmax{f}({r}, {0})")
        .half(Half::Cuda("fc::hmax({r}, {0})"))
        .cuda_c(&["max", "__hmax"]),
    method("min", On::Floats, &[R], Ret::Recv, "fmin{f}({r}, {0})")
        .half(Half::Cuda("fc::hmin({r}, {0})"))
        .cuda_c(&["min", "__hmin"]),
    method("clamp", On::Floats, &[R, R], Ret::Recv, "fc::fclamp({r}, {0}, {1}, {site})").sim(SimForm::Helper("fclamp")),
    method("mul_add", On::Floats, &[R, R], Ret::Recv, "fma{f}({r}, {0}, {1})")
        .half(Half::Cuda("fc::hfma({r}, {0}, {1})"))
        .cuda_c(&["__fmaf_rn", "__fma_rn", "__hfma"]),
    method("rem_euclid", On::Floats, &[R], Ret::Recv, "fc::rem_euclid({r}, {0})"),
    method("div_euclid", On::Floats, &[R], Ret::Recv, "fc::div_euclid({r}, {0})"),
    method("is_nan", On::Floats, &[], Ret::Bool, "(isnan({r}) != 0)"),
    method("is_infinite", On::Floats, &[], Ret::Bool, "(isinf({r}) != 0)"),
    method("is_finite", On::Floats, &[], Ret::Bool, "(isfinite({r}) != 0)"),
    method("is_sign_negative", On::Floats, &[], Ret::Bool, "(signbit({r}) != 0)")
        .half(Half::Cuda("(({r}).bits >= 0x8000u)")),
    method("is_sign_positive", On::Floats, &[], Ret::Bool, "(signbit({r}) == 0)")
        .half(Half::Cuda("(({r}).bits < 0x8000u)")),
    method("is_normal", On::Floats, &[], Ret::Bool, "fc::is_normal({r})").half(Half::Cuda("fc::is_normal({r})")),
    method("is_subnormal", On::Floats, &[], Ret::Bool, "fc::is_subnormal({r})")
        .half(Half::Cuda("fc::is_subnormal({r})")),
    method("midpoint", On::Floats, &[R], Ret::Recv, "fc::midpoint({r}, {0})").half(Half::No),
    method("to_bits", On::Floats, &[], Ret::Bits, "")
        .per_float("__float_as_uint({r})", "((unsigned long long)__double_as_longlong({r}))")
        .half(Half::Cuda("({r}).bits")),
    // ---- the half types' conversions (exact)
    method("to_f32", On::Floats, &[], Ret::Fixed(Scalar::F32), "(float)({r})")
        .half(Half::Cuda("(float)({r})"))
        .doc("exact, or rounded to nearest from `f64` (`ferrocuda::Float`'s, for every float type)"),
    method("to_f64", On::Floats, &[], Ret::Fixed(Scalar::F64), "(double)({r})")
        .half(Half::Cuda("(double)({r})"))
        .doc("exact (`ferrocuda::Float`'s, for every float type)"),
    // ---- integers: the prelude's helpers, with Rust's semantics
    method("min", On::Ints, &[R], Ret::Recv, "fc::min({r}, {0})").cuda_c(&["umin", "llmin", "ullmin"]),
    method("max", On::Ints, &[R], Ret::Recv, "fc::max({r}, {0})").cuda_c(&["umax", "llmax", "ullmax"]),
    method("clamp", On::Ints, &[R, R], Ret::Recv, "fc::clamp({r}, {0}, {1}, {site})").sim(SimForm::Helper("clamp")),
    method("abs", On::Signed, &[], Ret::Recv, "fc::abs({r})")
        .cuda_c(&["abs", "labs", "llabs"])
        .sim(SimForm::Renamed("wrapping_abs"))
        .doc("wraps: `i32::MIN.abs()` is `i32::MIN`, as kernel integers wrap"),
    method("wrapping_abs", On::Signed, &[], Ret::Recv, "fc::abs({r})"),
    method("unsigned_abs", On::Signed, &[], Ret::Unsigned, "fc::unsigned_abs({r})"),
    method("abs_diff", On::Ints, &[R], Ret::Unsigned, "fc::abs_diff({r}, {0})"),
    method("signum", On::Signed, &[], Ret::Recv, "fc::signum({r})"),
    method("is_positive", On::Signed, &[], Ret::Bool, "({r} > 0)"),
    method("is_negative", On::Signed, &[], Ret::Bool, "({r} < 0)"),
    method("pow", On::Ints, &[U32], Ret::Recv, "fc::pow({r}, {0})")
        .sim(SimForm::Renamed("wrapping_pow"))
        .doc("wraps on overflow"),
    method("wrapping_pow", On::Ints, &[U32], Ret::Recv, "fc::pow({r}, {0})"),
    method("wrapping_add", On::Ints, &[R], Ret::Recv, "fc::add({r}, {0})"),
    method("wrapping_sub", On::Ints, &[R], Ret::Recv, "fc::sub({r}, {0})"),
    method("wrapping_mul", On::Ints, &[R], Ret::Recv, "fc::mul({r}, {0})"),
    method("wrapping_neg", On::Ints, &[], Ret::Recv, "fc::neg({r})"),
    method("wrapping_shl", On::Ints, &[U32], Ret::Recv, "fc::shl({r}, {0})"),
    method("wrapping_shr", On::Ints, &[U32], Ret::Recv, "fc::shr({r}, {0})"),
    method("saturating_add", On::Ints, &[R], Ret::Recv, "fc::saturating_add({r}, {0})"),
    method("saturating_sub", On::Ints, &[R], Ret::Recv, "fc::saturating_sub({r}, {0})"),
    method("rotate_left", On::Ints, &[U32], Ret::Recv, "fc::rotate_left({r}, {0})"),
    method("rotate_right", On::Ints, &[U32], Ret::Recv, "fc::rotate_right({r}, {0})"),
    method("count_ones", On::Ints, &[], Ret::U32, "fc::count_ones({r})").cuda_c(&["__popc", "__popcll"]),
    method("count_zeros", On::Ints, &[], Ret::U32, "fc::count_zeros({r})"),
    method("leading_zeros", On::Ints, &[], Ret::U32, "fc::leading_zeros({r})").cuda_c(&["__clz", "__clzll"]),
    method("trailing_zeros", On::Ints, &[], Ret::U32, "fc::trailing_zeros({r})"),
    method("leading_ones", On::Ints, &[], Ret::U32, "fc::leading_ones({r})"),
    method("trailing_ones", On::Ints, &[], Ret::U32, "fc::trailing_ones({r})"),
    method("swap_bytes", On::Ints, &[], Ret::Recv, "fc::swap_bytes({r})"),
    method("reverse_bits", On::Ints, &[], Ret::Recv, "fc::reverse_bits({r})").cuda_c(&["__brev", "__brevll"]),
    method("is_power_of_two", On::Unsigned, &[], Ret::Bool, "fc::is_power_of_two({r})"),
    method("rem_euclid", On::Ints, &[R], Ret::Recv, "fc::rem_euclid({r}, {0}, {site})")
        .sim(SimForm::Helper("rem_euclid")),
    method("div_euclid", On::Ints, &[R], Ret::Recv, "fc::div_euclid({r}, {0}, {site})")
        .sim(SimForm::Helper("div_euclid")),
    method("div_ceil", On::Unsigned, &[R], Ret::Recv, "fc::div_ceil({r}, {0}, {site})")
        .sim(SimForm::Helper("div_ceil")),
    method("wrapping_div", On::Ints, &[R], Ret::Recv, "fc::wrapping_div({r}, {0}, {site})")
        .sim(SimForm::Helper("wrapping_div")),
    method("wrapping_rem", On::Ints, &[R], Ret::Recv, "fc::wrapping_rem({r}, {0}, {site})")
        .sim(SimForm::Helper("wrapping_rem")),
    method("saturating_mul", On::Ints, &[R], Ret::Recv, "fc::saturating_mul({r}, {0})"),
    method("saturating_pow", On::Ints, &[U32], Ret::Recv, "fc::saturating_pow({r}, {0})"),
    method("saturating_neg", On::Signed, &[], Ret::Recv, "fc::saturating_neg({r})"),
    method("saturating_abs", On::Signed, &[], Ret::Recv, "fc::saturating_abs({r})"),
    method("overflowing_add", On::Ints, &[R], Ret::WithOverflow, "fc::overflowing_add({r}, {0})"),
    method("overflowing_sub", On::Ints, &[R], Ret::WithOverflow, "fc::overflowing_sub({r}, {0})"),
    method("overflowing_mul", On::Ints, &[R], Ret::WithOverflow, "fc::overflowing_mul({r}, {0})"),
    method("overflowing_neg", On::Ints, &[], Ret::WithOverflow, "fc::overflowing_neg({r})"),
    method("next_power_of_two", On::Unsigned, &[], Ret::Recv, "fc::next_power_of_two({r})")
        .sim(SimForm::Helper("next_power_of_two"))
        .doc("wraps to 0 past the largest power of two, as kernel integers wrap"),
    method("ilog2", On::Ints, &[], Ret::U32, "fc::ilog2({r}, {site})").sim(SimForm::Helper("ilog2")),
    method("ilog10", On::Ints, &[], Ret::U32, "fc::ilog10({r}, {site})").sim(SimForm::Helper("ilog10")),
    method("isqrt", On::Ints, &[], Ret::Recv, "fc::isqrt({r}, {site})").sim(SimForm::Helper("isqrt")),
    method("midpoint", On::Ints, &[R], Ret::Recv, "fc::midpoint({r}, {0})")
        .doc("`(x + y) / 2` as if in a wider type: rounded down for unsigned, towards zero for signed"),
    // ---- the `math` module: CUDA's functions on the GPU, the `libm` crate's on the host
    math("erf", &[], Ret::Recv, "erf{f}({r})", "the error function"),
    math("erfc", &[], Ret::Recv, "erfc{f}({r})", "the complementary error function, `1 - erf(x)`"),
    math("tgamma", &[], Ret::Recv, "tgamma{f}({r})", "the gamma function"),
    math(
        "lgamma",
        &[],
        Ret::Recv,
        "lgamma{f}({r})",
        "the natural logarithm of the absolute value of the gamma function",
    ),
    math("ldexp", &[I32], Ret::Recv, "ldexp{f}({r}, {0})", "`x * 2^n`"),
    math(
        "frexp",
        &[],
        Ret::WithExponent,
        "fc::frexp({r})",
        "`(m, e)` with `x = m * 2^e`, `0.5 <= |m| < 1` (`(x, 0)` for 0, infinities and NaN)",
    )
    .half(Half::Cuda("fc::hfrexp({r})")),
    math("nextafter", &[R], Ret::Recv, "nextafter{f}({r}, {0})", "the next representable value after `x` towards `y`")
        .half(Half::No),
];

/// The entry for `recv.name(…)` (or `math::name(recv, …)` when `call` is `Math`).
pub fn lookup(call: Call, recv: Scalar, name: &str) -> Option<&'static Method> {
    METHODS.iter().find(|m| m.call == call && m.name == name && m.applies_to(recv))
}

/// The entries of `name` that can be called as `call`, for receivers whose type only C++
/// knows: all their receiver types together.
pub fn by_name(call: Call, name: &str) -> impl Iterator<Item = &'static Method> + '_ {
    METHODS.iter().filter(move |m| m.call == call && m.name == name)
}

/// The names callable as `call` on `recv`, sorted, for error messages.
pub fn names_for(call: Call, recv: Option<Scalar>) -> Vec<&'static str> {
    let mut names: Vec<&'static str> =
        METHODS.iter().filter(|m| m.call == call && recv.is_none_or(|s| m.applies_to(s))).map(|m| m.name).collect();
    names.sort_unstable();
    names.dedup();
    names
}

/// The C++ type of an argument or result, for a receiver of type `recv`.
fn cpp_arg(a: ArgTy, recv: Scalar) -> &'static str {
    match a {
        ArgTy::Recv => recv.cuda(),
        ArgTy::Fixed(s) => s.cuda(),
    }
}

fn cpp_ret(r: Ret, recv: Scalar) -> String {
    match r.ty(recv) {
        Ty::Scalar(s) => s.cuda().to_string(),
        Ty::Tuple(ts) => {
            let inner: Vec<&str> = ts.iter().map(|t| if let Ty::Scalar(s) = t { s.cuda() } else { "void" }).collect();
            format!("fc::tup{}<{}>", ts.len(), inner.join(", "))
        }
        _ => "void".into(),
    }
}

/// How a call on a receiver only C++ knows is spelled: `fc::m::name(…)`, resolved by the
/// overloads [`overloads`] defines.
pub fn generic_cuda(name: &str, args: usize, may_panic: bool) -> String {
    let list: Vec<String> = std::iter::once("{r}".to_string()).chain((0..args).map(|i| format!("{{{i}}}"))).collect();
    let site = if may_panic { ", {site}" } else { "" };
    format!("fc::m::{name}({}{site})", list.join(", "))
}

/// The C++ overloads `fc::m::name` for every receiver type the entries of `name` accept,
/// each calling what a receiver of that type calls, between guard lines (any function
/// using them carries them). Generated, so that every method works on values only C++
/// knows (results of `#[device]` fns).
pub fn overloads(call: Call, name: &str) -> String {
    // Each body is defined at global scope, as `fc_m_name`, where its calls resolve as they
    // do in a kernel: inside `namespace fc::m`, `ceil(r)` would name the overload itself
    // (an endless recursion, which the compiler may assume never happens: garbage results;
    // differential program 128492). `fc::m::name` forwards to it.
    let (mut bodies, mut forwards) = (String::new(), String::new());
    // One overload per C++ type: `i64` and `isize` are both `long long`.
    let mut seen = std::collections::HashSet::new();
    // A call passes its site when any type's entry may panic (`lookup_generic_method`): then
    // every overload takes it, and those that cannot panic ignore it.
    let any_panics = by_name(call, name).any(|m| m.may_panic());
    for m in by_name(call, name) {
        let site_params = if m.may_panic() { ", const char* fc_f, unsigned fc_l, unsigned fc_c" } else { "" };
        let site_args = if m.may_panic() { ", fc_f, fc_l, fc_c" } else { "" };
        let forward_params = if any_panics { ", const char* fc_f, unsigned fc_l, unsigned fc_c" } else { "" };
        for t in m.types().filter(|t| seen.insert(t.cuda())) {
            let params: Vec<String> = std::iter::once(format!("{} r", t.cuda()))
                .chain(m.args.iter().enumerate().map(|(i, a)| format!("{} a{i}", cpp_arg(*a, t))))
                .collect();
            let args: Vec<String> =
                std::iter::once("r".to_string()).chain((0..m.args.len()).map(|i| format!("a{i}"))).collect();
            let mut text = m.cuda_for(t).replace("{r}", "r").replace("{site}", "fc_f, fc_l, fc_c");
            for i in 0..m.args.len() {
                text = text.replace(&format!("{{{i}}}"), &format!("a{i}"));
            }
            let (ret, params) = (cpp_ret(m.ret, t), params.join(", "));
            bodies.push_str(&format!(
                "__device__ __forceinline__ {ret} fc_m_{name}({params}{site_params}) {{ return {text}; }}\n"
            ));
            forwards.push_str(&format!(
                "__device__ __forceinline__ {ret} {name}({params}{forward_params}) {{ return ::fc_m_{name}({}{site_args}); }}\n",
                args.join(", ")
            ));
        }
    }
    format!(
        "#ifndef FC_M_{name}\n#define FC_M_{name}\n{bodies}namespace fc {{ namespace m {{\n{forwards}}} }}\n#endif\n"
    )
}

/// The docs' table of methods and `math` functions (docs/kernel-language.md holds it
/// between `<!-- methods -->` markers; a test keeps the two equal).
pub fn markdown() -> String {
    let mut out = String::from("| call | on | CUDA (f32 / first type) | notes |\n| --- | --- | --- | --- |\n");
    for m in METHODS {
        let first = m.types().next().unwrap_or(Scalar::F32);
        let args: Vec<&str> = m.args.iter().map(|a| if *a == ArgTy::Recv { "y" } else { "n" }).collect();
        let call = match m.call {
            Call::Method => format!("`x.{}({})`", m.name, args.join(", ")),
            Call::Math => {
                let all: Vec<&str> = std::iter::once("x").chain(args.iter().copied()).collect();
                format!("`math::{}({})`", m.name, all.join(", "))
            }
        };
        let cuda = m.cuda_for(first).replace("{r}", "x").replace("{0}", args.first().copied().unwrap_or("y"));
        let cuda = cuda.replace("{1}", "z").replace(", {site}", "").replace('|', "\\|");
        out.push_str(&format!("| {call} | {} | `{cuda}` | {} |\n", m.on.describe(), m.doc.replace('|', "\\|")));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_name_is_one_entry_per_receiver_type() {
        for (i, a) in METHODS.iter().enumerate() {
            for b in &METHODS[i + 1..] {
                let overlap = a.types().any(|t| b.applies_to(t));
                assert!(!(a.call == b.call && a.name == b.name && overlap), "`{}` is listed twice", a.name);
            }
        }
    }

    #[test]
    fn overloads_cover_every_receiver_type() {
        let text = overloads(Call::Method, "count_ones");
        for t in On::Ints.types() {
            assert!(text.contains(&format!("unsigned int count_ones({} r)", t.cuda())), "{text}");
        }
        let clamp = overloads(Call::Method, "clamp");
        assert!(clamp.contains("float clamp(float r, float a0, float a1, const char* fc_f"), "{clamp}");
        assert!(clamp.contains("fc::clamp(r, a0, a1, fc_f, fc_l, fc_c)"), "{clamp}");
    }

    /// CUDA's `ceil(double)` has the method's name: its call must not resolve to the
    /// overload itself (program 128492).
    #[test]
    fn overloads_call_cudas_function_not_themselves() {
        let ceil = overloads(Call::Method, "ceil");
        assert!(ceil.contains("double fc_m_ceil(double r) { return ceil(r); }"), "{ceil}");
        assert!(ceil.contains("double ceil(double r) { return ::fc_m_ceil(r); }"), "{ceil}");
        let (bodies, forwards) = ceil.split_once("namespace fc").expect("a namespace");
        assert!(!bodies.contains("namespace") && !forwards.contains("return ceil("), "{ceil}");
    }
}
