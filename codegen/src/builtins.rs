//! The kernel language's library: intrinsic functions (`grid(1)`, `thread_idx()`, …), the
//! constants of `f32`, `f64` and the integer types, and the methods of scalars — each with
//! its type, its CUDA spelling and its simulator spelling.

use crate::ty::{Scalar, Ty};

/// An intrinsic function of the kernel language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Builtin {
    /// `grid(n)`: the thread's global index along the first `n` axes.
    Grid(u8),
    /// `gridsize(n)`: the number of threads of the grid along the first `n` axes.
    GridSize(u8),
    ThreadIdx,
    BlockIdx,
    BlockDim,
    GridDim,
}

impl Builtin {
    /// The intrinsics by name, and how many arguments each takes.
    pub fn lookup(name: &str) -> Option<(&'static str, usize)> {
        Some(match name {
            "grid" => ("grid", 1),
            "gridsize" => ("gridsize", 1),
            "thread_idx" => ("thread_idx", 0),
            "block_idx" => ("block_idx", 0),
            "block_dim" => ("block_dim", 0),
            "grid_dim" => ("grid_dim", 0),
            _ => return None,
        })
    }

    pub fn ty(self) -> Ty {
        match self {
            Builtin::Grid(1) | Builtin::GridSize(1) => Ty::USIZE,
            Builtin::Grid(n) | Builtin::GridSize(n) => Ty::Tuple(vec![Ty::USIZE; n as usize]),
            _ => Ty::Dim3,
        }
    }
}

/// A barrier, fence, atomic or warp operation: functions with arguments and effects.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Intrinsic {
    SyncThreads,
    SyncThreadsCount,
    SyncThreadsAnd,
    SyncThreadsOr,
    SyncWarp,
    ThreadFence,
    ThreadFenceBlock,
    LaneId,
    Atomic(AtomicOp),
    /// A warp operation; `masked` for the `_sync(mask, …)` form.
    Warp {
        op: WarpOp,
        masked: bool,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AtomicOp {
    Add,
    Sub,
    Min,
    Max,
    Exch,
    And,
    Or,
    Xor,
    Inc,
    Dec,
    Cas,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WarpOp {
    Shfl,
    ShflUp,
    ShflDown,
    ShflXor,
    Ballot,
    All,
    Any,
    ActiveMask,
    MatchAny,
}

impl Intrinsic {
    /// A function called by its bare name: `sync_threads()`, `lane_id()`, …
    pub fn lookup(name: &str) -> Option<Intrinsic> {
        Some(match name {
            "sync_threads" => Intrinsic::SyncThreads,
            "sync_threads_count" => Intrinsic::SyncThreadsCount,
            "sync_threads_and" => Intrinsic::SyncThreadsAnd,
            "sync_threads_or" => Intrinsic::SyncThreadsOr,
            "sync_warp" => Intrinsic::SyncWarp,
            "threadfence" => Intrinsic::ThreadFence,
            "threadfence_block" => Intrinsic::ThreadFenceBlock,
            "lane_id" => Intrinsic::LaneId,
            _ => return None,
        })
    }

    /// `atomic::name`.
    pub fn atomic(name: &str) -> Option<Intrinsic> {
        use AtomicOp::*;
        Some(Intrinsic::Atomic(match name {
            "add" => Add,
            "sub" => Sub,
            "min" => Min,
            "max" => Max,
            "exch" => Exch,
            "and" => And,
            "or" => Or,
            "xor" => Xor,
            "inc" => Inc,
            "dec" => Dec,
            "cas" => Cas,
            _ => return None,
        }))
    }

    /// `warp::name`.
    pub fn warp(name: &str) -> Option<Intrinsic> {
        use WarpOp::*;
        let (base, masked) = match name.strip_suffix("_sync") {
            Some(b) => (b, true),
            None => (name, false),
        };
        let op = match base {
            "shfl" => Shfl,
            "shfl_up" => ShflUp,
            "shfl_down" => ShflDown,
            "shfl_xor" => ShflXor,
            "ballot" => Ballot,
            "all" => All,
            "any" => Any,
            "active_mask" if !masked => ActiveMask,
            "match_any" => MatchAny,
            _ => return None,
        };
        Some(Intrinsic::Warp { op, masked })
    }

    /// How many arguments it takes.
    pub fn arity(self) -> usize {
        match self {
            Intrinsic::SyncThreads
            | Intrinsic::SyncWarp
            | Intrinsic::ThreadFence
            | Intrinsic::ThreadFenceBlock
            | Intrinsic::LaneId => 0,
            Intrinsic::SyncThreadsCount | Intrinsic::SyncThreadsAnd | Intrinsic::SyncThreadsOr => 1,
            Intrinsic::Atomic(AtomicOp::Cas) => 4,
            Intrinsic::Atomic(_) => 3,
            Intrinsic::Warp { op, masked } => {
                masked as usize
                    + match op {
                        WarpOp::Shfl | WarpOp::ShflUp | WarpOp::ShflDown | WarpOp::ShflXor => 2,
                        WarpOp::Ballot | WarpOp::All | WarpOp::Any | WarpOp::MatchAny => 1,
                        WarpOp::ActiveMask => 0,
                    }
            }
        }
    }

    /// Whether the threads of a block must run together for it.
    pub fn needs_cooperation(self) -> bool {
        !matches!(self, Intrinsic::ThreadFence | Intrinsic::ThreadFenceBlock | Intrinsic::LaneId | Intrinsic::Atomic(_))
    }

    /// The name as written, for messages.
    pub fn name(self) -> String {
        match self {
            Intrinsic::SyncThreads => "sync_threads".into(),
            Intrinsic::SyncThreadsCount => "sync_threads_count".into(),
            Intrinsic::SyncThreadsAnd => "sync_threads_and".into(),
            Intrinsic::SyncThreadsOr => "sync_threads_or".into(),
            Intrinsic::SyncWarp => "sync_warp".into(),
            Intrinsic::ThreadFence => "threadfence".into(),
            Intrinsic::ThreadFenceBlock => "threadfence_block".into(),
            Intrinsic::LaneId => "lane_id".into(),
            Intrinsic::Atomic(op) => format!("atomic::{}", atomic_name(op)),
            Intrinsic::Warp { op, masked } => format!("warp::{}{}", warp_name(op), if masked { "_sync" } else { "" }),
        }
    }
}

pub fn atomic_name(op: AtomicOp) -> &'static str {
    use AtomicOp::*;
    match op {
        Add => "add",
        Sub => "sub",
        Min => "min",
        Max => "max",
        Exch => "exch",
        And => "and",
        Or => "or",
        Xor => "xor",
        Inc => "inc",
        Dec => "dec",
        Cas => "cas",
    }
}

pub fn warp_name(op: WarpOp) -> &'static str {
    use WarpOp::*;
    match op {
        Shfl => "shfl",
        ShflUp => "shfl_up",
        ShflDown => "shfl_down",
        ShflXor => "shfl_xor",
        Ballot => "ballot",
        All => "all",
        Any => "any",
        ActiveMask => "active_mask",
        MatchAny => "match_any",
    }
}

/// The element types an atomic operation exists for in CUDA.
pub fn atomic_types(op: AtomicOp) -> &'static [Scalar] {
    use AtomicOp::*;
    use Scalar::*;
    match op {
        Add | Sub | Exch => &[I32, U32, I64, U64, F32, F64],
        Min | Max | And | Or | Xor | Cas => &[I32, U32, I64, U64],
        Inc | Dec => &[U32],
    }
}

/// The types warp shuffles and `match_any` exchange.
pub const WARP_TYPES: &[Scalar] = &[Scalar::I32, Scalar::U32, Scalar::I64, Scalar::U64, Scalar::F32, Scalar::F64];

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
    let cuda = if ty.is_float() { float_const(ty, name)? } else { int_const(ty, name)? };
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
        Scalar::I8 | Scalar::I16 | Scalar::U8 | Scalar::U16 => format!("(({}){v})", ty.cuda()),
        Scalar::F32 => float_lit_f32(v as f32),
        Scalar::F64 => float_lit_f64(v as f64),
    }
}

/// The type of an argument of a method.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArgTy {
    /// The receiver's type.
    Recv,
    Fixed(Scalar),
}

/// How the simulator spells a method.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SimForm {
    /// The std method of the same name.
    Same,
    /// Another std method (`abs` → `wrapping_abs`: kernel integers wrap).
    Renamed(&'static str),
    /// A helper in `sim::ops` taking the receiver, the arguments and the source site.
    Helper(&'static str),
}

/// A method of a scalar type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MethodDef {
    pub args: Vec<ArgTy>,
    pub ret: Ty,
    /// CUDA template: `{r}` the receiver, `{0}`, `{1}` the arguments, `{site}` the location.
    pub cuda: String,
    pub sim: SimForm,
}

fn m(args: &[ArgTy], ret: Ty, cuda: impl Into<String>, sim: SimForm) -> MethodDef {
    MethodDef { args: args.to_vec(), ret, cuda: cuda.into(), sim }
}

/// The method `name` of a value of type `recv`, if the kernel language has it.
pub fn lookup_method(recv: Scalar, name: &str) -> Option<MethodDef> {
    if recv.is_float() {
        float_method(recv, name)
    } else if recv.is_int() {
        int_method(recv, name)
    } else {
        None
    }
}

fn float_method(t: Scalar, name: &str) -> Option<MethodDef> {
    use ArgTy::Recv as R;
    let f = if t == Scalar::F32 { "f" } else { "" };
    let same = Ty::Scalar(t);
    let unary_c = |c: &str| m(&[], same.clone(), format!("{c}{f}({{r}})"), SimForm::Same);
    let binary_c = |c: &str| m(&[R], same.clone(), format!("{c}{f}({{r}}, {{0}})"), SimForm::Same);
    Some(match name {
        "sqrt" | "cbrt" | "exp" | "exp2" | "log2" | "log10" | "sin" | "cos" | "tan" | "asin" | "acos" | "atan"
        | "sinh" | "cosh" | "tanh" | "asinh" | "acosh" | "atanh" | "floor" | "ceil" | "round" | "trunc" => {
            unary_c(name)
        }
        "exp_m1" => unary_c("expm1"),
        "ln" => unary_c("log"),
        "ln_1p" => unary_c("log1p"),
        "round_ties_even" => unary_c("rint"),
        "abs" => unary_c("fabs"),
        "recip" => m(&[], same, format!("({} / {{r}})", crate::builtins::float_one(t)), SimForm::Same),
        "signum" | "fract" => m(&[], same, format!("fc::{name}({{r}})"), SimForm::Same),
        "to_degrees" => m(
            &[],
            same,
            if t == Scalar::F32 { "({r} * 57.2957795f)".to_string() } else { "({r} * 57.29577951308232)".to_string() },
            SimForm::Same,
        ),
        "to_radians" => m(
            &[],
            same,
            if t == Scalar::F32 {
                "({r} * 0.017453292f)".to_string()
            } else {
                "({r} * 0.017453292519943295)".to_string()
            },
            SimForm::Same,
        ),
        "powf" => binary_c("pow"),
        "atan2" | "hypot" | "copysign" => binary_c(name),
        "max" => binary_c("fmax"),
        "min" => binary_c("fmin"),
        "log" => m(&[R], same, format!("(log{f}({{r}}) / log{f}({{0}}))"), SimForm::Same),
        "rem_euclid" | "div_euclid" => m(&[R], same, format!("fc::{name}({{r}}, {{0}})"), SimForm::Same),
        "mul_add" => m(&[R, R], same, format!("fma{f}({{r}}, {{0}}, {{1}})"), SimForm::Same),
        "clamp" => m(
            &[R, R],
            same,
            "fc::fclamp({r}, {0}, {1}, {site})",
            SimForm::Helper(if t == Scalar::F32 { "fclamp32" } else { "fclamp64" }),
        ),
        "powi" => m(&[ArgTy::Fixed(Scalar::I32)], same, "fc::powi({r}, {0})", SimForm::Same),
        "is_nan" => m(&[], Ty::BOOL, "isnan({r})", SimForm::Same),
        "is_infinite" => m(&[], Ty::BOOL, "isinf({r})", SimForm::Same),
        "is_finite" => m(&[], Ty::BOOL, "isfinite({r})", SimForm::Same),
        "is_sign_negative" => m(&[], Ty::BOOL, "(signbit({r}) != 0)", SimForm::Same),
        "is_sign_positive" => m(&[], Ty::BOOL, "(signbit({r}) == 0)", SimForm::Same),
        "to_bits" if t == Scalar::F32 => m(&[], Ty::U32, "__float_as_uint({r})", SimForm::Same),
        "to_bits" => m(&[], Ty::Scalar(Scalar::U64), "((unsigned long long)__double_as_longlong({r}))", SimForm::Same),
        "sin_cos" => m(&[], Ty::Tuple(vec![same.clone(), same]), "fc::sin_cos({r})", SimForm::Same),
        _ => return None,
    })
}

pub fn float_one(t: Scalar) -> &'static str {
    if t == Scalar::F32 {
        "1.0f"
    } else {
        "1.0"
    }
}

fn int_method(t: Scalar, name: &str) -> Option<MethodDef> {
    use ArgTy::Recv as R;
    let same = Ty::Scalar(t);
    let u32_ = ArgTy::Fixed(Scalar::U32);
    let fc = |args: &[ArgTy], ret: Ty, f: &str, sim: SimForm| {
        let list: Vec<String> =
            std::iter::once("{r}".to_string()).chain((0..args.len()).map(|i| format!("{{{i}}}"))).collect();
        m(args, ret, format!("fc::{f}({})", list.join(", ")), sim)
    };
    let signed = t.is_signed_int();
    Some(match name {
        "min" | "max" => fc(&[R], same, name, SimForm::Same),
        "clamp" => m(&[R, R], same, "fc::clamp({r}, {0}, {1}, {site})", SimForm::Helper("clamp")),
        "abs" if signed => fc(&[], same, "abs", SimForm::Renamed("wrapping_abs")),
        "wrapping_abs" if signed => fc(&[], same, "abs", SimForm::Same),
        "pow" => fc(&[u32_], same, "pow", SimForm::Renamed("wrapping_pow")),
        "wrapping_pow" => fc(&[u32_], same, "pow", SimForm::Same),
        "wrapping_add" => fc(&[R], same, "add", SimForm::Same),
        "wrapping_sub" => fc(&[R], same, "sub", SimForm::Same),
        "wrapping_mul" => fc(&[R], same, "mul", SimForm::Same),
        "wrapping_neg" => fc(&[], same, "neg", SimForm::Same),
        "wrapping_shl" => fc(&[u32_], same, "shl", SimForm::Same),
        "wrapping_shr" => fc(&[u32_], same, "shr", SimForm::Same),
        "rotate_left" | "rotate_right" => fc(&[u32_], same, name, SimForm::Same),
        "count_ones" | "count_zeros" | "leading_zeros" | "trailing_zeros" | "leading_ones" | "trailing_ones" => {
            fc(&[], Ty::U32, name, SimForm::Same)
        }
        "swap_bytes" | "reverse_bits" => fc(&[], same, name, SimForm::Same),
        "is_power_of_two" if !signed => fc(&[], Ty::BOOL, name, SimForm::Same),
        "signum" if signed => fc(&[], same, "signum", SimForm::Same),
        "is_positive" if signed => m(&[], Ty::BOOL, "({r} > 0)", SimForm::Same),
        "is_negative" if signed => m(&[], Ty::BOOL, "({r} < 0)", SimForm::Same),
        "abs_diff" => fc(&[R], Ty::Scalar(t.to_unsigned()), "abs_diff", SimForm::Same),
        "unsigned_abs" if signed => fc(&[], Ty::Scalar(t.to_unsigned()), "unsigned_abs", SimForm::Same),
        "saturating_add" | "saturating_sub" => fc(&[R], same, name, SimForm::Same),
        "rem_euclid" => m(&[R], same, "fc::rem_euclid({r}, {0}, {site})", SimForm::Helper("rem_euclid")),
        "div_euclid" => m(&[R], same, "fc::div_euclid({r}, {0}, {site})", SimForm::Helper("div_euclid")),
        _ => return None,
    })
}

/// Every method name of the kernel language for a kind of receiver, for error messages.
pub fn method_names(float: bool) -> Vec<&'static str> {
    let floats = [
        "abs",
        "acos",
        "acosh",
        "asin",
        "asinh",
        "atan",
        "atan2",
        "atanh",
        "cbrt",
        "ceil",
        "clamp",
        "copysign",
        "cos",
        "cosh",
        "div_euclid",
        "exp",
        "exp2",
        "exp_m1",
        "floor",
        "fract",
        "hypot",
        "is_finite",
        "is_infinite",
        "is_nan",
        "is_sign_negative",
        "is_sign_positive",
        "ln",
        "ln_1p",
        "log",
        "log10",
        "log2",
        "max",
        "min",
        "mul_add",
        "powf",
        "powi",
        "recip",
        "rem_euclid",
        "round",
        "round_ties_even",
        "signum",
        "sin",
        "sin_cos",
        "sinh",
        "sqrt",
        "tan",
        "tanh",
        "to_bits",
        "to_degrees",
        "to_radians",
        "trunc",
    ];
    let ints = [
        "abs",
        "abs_diff",
        "clamp",
        "count_ones",
        "count_zeros",
        "div_euclid",
        "is_negative",
        "is_positive",
        "is_power_of_two",
        "leading_ones",
        "leading_zeros",
        "max",
        "min",
        "pow",
        "rem_euclid",
        "reverse_bits",
        "rotate_left",
        "rotate_right",
        "saturating_add",
        "saturating_sub",
        "signum",
        "swap_bytes",
        "trailing_ones",
        "trailing_zeros",
        "unsigned_abs",
        "wrapping_abs",
        "wrapping_add",
        "wrapping_mul",
        "wrapping_neg",
        "wrapping_pow",
        "wrapping_shl",
        "wrapping_shr",
        "wrapping_sub",
    ];
    if float {
        floats.to_vec()
    } else {
        ints.to_vec()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_method_resolves() {
        for name in method_names(true) {
            assert!(lookup_method(Scalar::F32, name).is_some(), "f32::{name}");
            assert!(lookup_method(Scalar::F64, name).is_some(), "f64::{name}");
        }
        for name in method_names(false) {
            // Some are for signed or for unsigned integers only.
            assert!(lookup_method(Scalar::I32, name).or(lookup_method(Scalar::U32, name)).is_some(), "{name}");
        }
    }

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
    }
}
