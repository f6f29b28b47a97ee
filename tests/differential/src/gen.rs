//! The differential test's programs as trees: generated from a seed, printed as Rust (the
//! `program!` calls of `programs.rs`, or a regression test for `tests/suite/robust.rs`), and
//! shrunk — every program one step smaller than a failing one, well typed, for the shrinker
//! (`examples/shrink.rs`) to try.
//!
//! Included by the build script (`#[path]`) and by the crate's library (for the shrinker and
//! the unit tests below). Nothing here runs a kernel.
//!
//! A program is helpers (`#[device]` fns taking scalars and slices, returning a scalar or a
//! tuple, which may panic) and a kernel body over four input slices `xi: &[i64]`,
//! `xu: &[u32]`, `xf: &[f32]`, `xd: &[f64]` (64 elements each; indices reach past them),
//! the thread index `tid` and the output slice `out`, 8 `u64` per thread: the bits of the
//! last 8 scalar locals of its top level.

use std::collections::HashSet;
use std::fmt::Write as _;

use crate::splitmix::Rng;

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
    fn pick<X: Clone>(&mut self, xs: &[X]) -> X {
        xs[self.below(xs.len() as u64) as usize].clone()
    }
}

/// `array_values`'s body as Rust text (the regression tests carry it).
fn array_values_text() -> String {
    let n = ARRAY_SHAPE.0 * ARRAY_SHAPE.1;
    format!(
        "(0..{n}usize).map(|k| xi.get(k * 5 % xi.len().max(1)).copied().unwrap_or(0).wrapping_add(k as i64)).collect()"
    )
}

/// Elements of each input, and threads of a launch.
pub const LEN: u64 = 64;
pub const THREADS: usize = 64;
/// Outputs per thread.
pub const OUTPUTS: usize = 8;

// ---------------------------------------------------------------- types

#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum T {
    I8,
    I16,
    I32,
    I64,
    Isize,
    U8,
    U16,
    U32,
    U64,
    Usize,
    F32,
    F64,
    Bool,
}

pub const INTS: [T; 10] = [T::I8, T::I16, T::I32, T::I64, T::Isize, T::U8, T::U16, T::U32, T::U64, T::Usize];
pub const NUMS: [T; 12] =
    [T::I8, T::I16, T::I32, T::I64, T::Isize, T::U8, T::U16, T::U32, T::U64, T::Usize, T::F32, T::F64];
pub const ALL: [T; 13] =
    [T::I8, T::I16, T::I32, T::I64, T::Isize, T::U8, T::U16, T::U32, T::U64, T::Usize, T::F32, T::F64, T::Bool];

impl T {
    pub fn rust(self) -> &'static str {
        match self {
            T::I8 => "i8",
            T::I16 => "i16",
            T::I32 => "i32",
            T::I64 => "i64",
            T::Isize => "isize",
            T::U8 => "u8",
            T::U16 => "u16",
            T::U32 => "u32",
            T::U64 => "u64",
            T::Usize => "usize",
            T::F32 => "f32",
            T::F64 => "f64",
            T::Bool => "bool",
        }
    }
    pub fn is_int(self) -> bool {
        INTS.contains(&self)
    }
    pub fn is_float(self) -> bool {
        matches!(self, T::F32 | T::F64)
    }
    pub fn is_signed_int(self) -> bool {
        matches!(self, T::I8 | T::I16 | T::I32 | T::I64 | T::Isize)
    }
    /// The values of an integer type.
    pub fn range(self) -> (i128, i128) {
        match self {
            T::I8 => (i8::MIN as i128, i8::MAX as i128),
            T::I16 => (i16::MIN as i128, i16::MAX as i128),
            T::I32 => (i32::MIN as i128, i32::MAX as i128),
            T::I64 | T::Isize => (i64::MIN as i128, i64::MAX as i128),
            T::U8 => (0, u8::MAX as i128),
            T::U16 => (0, u16::MAX as i128),
            T::U32 => (0, u32::MAX as i128),
            T::U64 | T::Usize => (0, u64::MAX as i128),
            _ => (0, 1),
        }
    }
    fn unsigned(self) -> T {
        match self {
            T::I8 => T::U8,
            T::I16 => T::U16,
            T::I32 => T::U32,
            T::I64 => T::U64,
            T::Isize => T::Usize,
            t => t,
        }
    }
    /// `v`'s bits as a value of this integer type.
    fn truncate(self, v: u64) -> i128 {
        match self {
            T::I8 => v as i8 as i128,
            T::I16 => v as i16 as i128,
            T::I32 => v as i32 as i128,
            T::I64 | T::Isize => v as i64 as i128,
            T::U8 => v as u8 as i128,
            T::U16 => v as u16 as i128,
            T::U32 => v as u32 as i128,
            _ => v as i128,
        }
    }
}

/// The type of an expression: a scalar, a tuple of scalars, or a slice (only as an argument).
#[derive(Clone, PartialEq, Eq, Debug, Hash)]
pub enum Ty {
    S(T),
    Tup(Vec<T>),
    Slice(T),
}

impl Ty {
    pub fn rust(&self) -> String {
        match self {
            Ty::S(t) => t.rust().into(),
            Ty::Tup(ts) => format!("({})", ts.iter().map(|t| t.rust()).collect::<Vec<_>>().join(", ")),
            Ty::Slice(t) => format!("&[{}]", t.rust()),
        }
    }
    fn scalar(&self) -> Option<T> {
        match self {
            Ty::S(t) => Some(*t),
            _ => None,
        }
    }
}

/// The inputs every kernel reads: name and element type.
pub const INPUTS: [(&str, T); 4] = [("xi", T::I64), ("xu", T::U32), ("xf", T::F32), ("xd", T::F64)];

/// The 2-D input `xa: &Array2<i64>` of the kernel body (not of helpers): its shape, made
/// from `xi` ([`array_values`]) and passed as a view of one of four layouts
/// ([`array_layout`]). Its indices, like the slices', reach past it.
pub const ARRAY: &str = "xa";
pub const ARRAY_SHAPE: (u64, u64) = (8, 12);

/// The elements of `xa`, row-major, from `xi`.
pub fn array_values(xi: &[i64]) -> Vec<i64> {
    let n = (ARRAY_SHAPE.0 * ARRAY_SHAPE.1) as usize;
    (0..n).map(|k| xi.get(k * 5 % xi.len().max(1)).copied().unwrap_or(0).wrapping_add(k as i64)).collect()
}

/// How program `seed`'s launch passes `xa`: 0 a pitched array as it is, 1 a transposed view
/// of its transpose, 2 every other row of a part of a larger array (`s![..16;2, 2..14]`), 3 a
/// view with the rows reversed (`s![..;-1, ..]`) of the reversed rows.
pub fn array_layout(seed: u64) -> u64 {
    seed % 4
}

// ---------------------------------------------------------------- the tree

#[derive(Clone, PartialEq, Debug)]
pub enum Lit {
    Int(i128),
    /// Decimal digits, perhaps with a sign and an exponent.
    Float(String),
    /// `i32::MAX`, `f32::NAN`, `std::f64::consts::PI`.
    Named(String),
    Bool(bool),
}

#[derive(Clone, PartialEq, Debug)]
pub struct Expr {
    pub ty: Ty,
    pub k: K,
}

#[derive(Clone, PartialEq, Debug)]
pub enum K {
    Lit(Lit),
    Var(String),
    /// The thread index, a `usize`.
    Tid,
    /// The thread's lane in its warp, `lane_id()`, a `u32` (the host's copy computes it from
    /// the thread index: blocks of 32).
    Lane,
    /// A slice passed on whole (an argument of a helper).
    Slice(String),
    /// `&slice[lo..hi]` (`..=` when the flag is set; a missing bound is the slice's end): a
    /// part of a slice, passed to a helper.
    Part(String, Option<Box<Expr>>, Option<Box<Expr>>, bool),
    /// `slice[index]`, of a slice parameter or an input.
    Read(String, Box<Expr>),
    /// `array[index]`, of a local array.
    Index(String, Box<Expr>),
    /// `xa[[row, column]]`, of the 2-D input.
    NdRead(String, Box<Expr>, Box<Expr>),
    Unary(&'static str, Box<Expr>),
    /// Arithmetic, comparison and `&&`/`||`.
    Binary(&'static str, Box<Expr>, Box<Expr>),
    Cast(Box<Expr>),
    If(Box<Expr>, Box<Expr>, Box<Expr>),
    Block(Vec<Stmt>, Box<Expr>),
    Match(Box<Expr>, Vec<Arm>),
    /// `(receiver).name(args)`.
    Method(&'static str, Box<Expr>, Vec<Expr>),
    /// `path(args)`: `math::erf(x)`, `f32::from_bits(u)`.
    Path(&'static str, Vec<Expr>),
    /// `h{n}(args)`.
    Call(usize, Vec<Expr>),
    Tuple(Vec<Expr>),
    Field(Box<Expr>, usize),
    /// `(f16::from_f32(a) op f16::from_f32(b)).to_f32()` (`bf16` when the flag is set), of
    /// two `f32` operands: half-precision arithmetic, an `f32` value.
    Half(&'static str, bool, Box<Expr>, Box<Expr>),
}

#[derive(Clone, PartialEq, Debug)]
pub struct Arm {
    pub pat: Pat,
    pub guard: Option<Expr>,
    pub value: Expr,
}

#[derive(Clone, PartialEq, Debug)]
pub enum Pat {
    Wild,
    Int(i128),
    Bool(bool),
    /// `lo..=hi`, `lo..hi`, `lo..`, `..=hi`.
    Range(Option<i128>, Option<i128>, bool),
    Or(Vec<Pat>),
    /// `name @ pattern`.
    Bind(String, Box<Pat>),
    /// A `const` of the body, or `i32::MAX`.
    Const(String),
}

#[derive(Clone, PartialEq, Debug)]
pub enum Stmt {
    Let {
        name: String,
        ty: Ty,
        init: Expr,
    },
    /// `let (mut a, _, mut c): (A, B, C) = init;`
    Destructure {
        names: Vec<Option<String>>,
        tys: Vec<T>,
        init: Expr,
    },
    Const {
        name: String,
        ty: T,
        init: Expr,
    },
    /// `let mut a: [T; 4] = [init; 4];`
    Array {
        name: String,
        elem: T,
        init: Expr,
    },
    Assign {
        place: Place,
        op: &'static str,
        value: Expr,
    },
    If {
        cond: Expr,
        then: Vec<Stmt>,
        els: Option<Vec<Stmt>>,
    },
    For {
        label: String,
        var: String,
        range: Range,
        body: Vec<Stmt>,
    },
    /// `let mut w = 0u32; 'l: while w < bound { w += 1; body }`
    While {
        label: String,
        counter: String,
        bound: u64,
        body: Vec<Stmt>,
    },
    /// `if cond { break 'l; }`, `continue 'l`, `return`, `return value`.
    Jump {
        cond: Expr,
        jump: Jump,
    },
    /// `assert!(cond)`, `assert!(cond, "message")`.
    Assert {
        cond: Expr,
        message: Option<String>,
    },
    /// `assert_eq!(a, b)` or `assert_ne!`.
    AssertEq {
        a: Expr,
        b: Expr,
        equal: bool,
    },
    /// `if cond { panic!("message"); }`
    PanicIf {
        cond: Expr,
        message: String,
    },
    /// `out[tid * 8 + slot] = bits of var;`
    Out {
        slot: usize,
        var: String,
        ty: T,
    },
}

#[derive(Clone, PartialEq, Debug)]
pub enum Place {
    Var(String),
    Field(String, usize),
    Index(String, Box<Expr>),
}

#[derive(Clone, PartialEq, Debug)]
pub struct Range {
    pub lo: u64,
    pub hi: u64,
    pub inclusive: bool,
    pub rev: bool,
    pub step: Option<u64>,
}

#[derive(Clone, PartialEq, Debug)]
pub enum Jump {
    Break(String),
    Continue(String),
    Return(Option<Expr>),
}

/// `fn h{n}(params) -> ret { body; value }`, a `#[device]` fn in the kernel's copy.
#[derive(Clone, PartialEq, Debug)]
pub struct Helper {
    pub params: Vec<(String, Ty)>,
    pub ret: Ty,
    pub body: Vec<Stmt>,
    pub value: Expr,
}

#[derive(Clone, PartialEq, Debug)]
pub struct Program {
    /// The seed it was generated from, which also seeds its inputs.
    pub seed: u64,
    pub helpers: Vec<Helper>,
    pub body: Vec<Stmt>,
    /// Whether it may call functions a GPU does not round as Rust's libm does (`sin`,
    /// `exp`, …): its GPU run is not compared.
    pub libm: bool,
}

// ---------------------------------------------------------------- the methods

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum On {
    Ints,
    Signed,
    Unsigned,
    Floats,
}

impl On {
    fn contains(self, t: T) -> bool {
        match self {
            On::Ints => t.is_int(),
            On::Signed => t.is_signed_int(),
            On::Unsigned => t.is_int() && !t.is_signed_int(),
            On::Floats => t.is_float(),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum A {
    /// The receiver's type.
    R,
    U32,
    I32,
    /// Finite float literals `lo <= hi` (a float `clamp`, whose panic message Rust formats).
    Bounds,
    /// Two of the receiver's type; literals `lo <= hi` while `AVOID_CLAMP_PANIC`.
    IntBounds,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ret {
    R,
    U32,
    Bool,
    Unsigned,
    /// `(R, R)`
    Pair,
    /// `(R, i32)`
    WithExp,
}

/// A method (or `math::` function) of the kernel language that std (or `ferrocuda::math`)
/// has with the same meaning, so that the host runs the same body.
#[derive(Clone, Copy, Debug)]
struct M {
    name: &'static str,
    on: On,
    args: &'static [A],
    ret: Ret,
    /// A GPU computes it exactly as the host does (correctly rounded, or exact).
    exact: bool,
    /// `math::name(x, …)` rather than `x.name(…)`.
    math: bool,
}

const fn m(name: &'static str, on: On, args: &'static [A], ret: Ret) -> M {
    M { name, on, args, ret, exact: true, math: false }
}
/// A float function GPUs round otherwise than the host's libm.
const fn libm(name: &'static str, args: &'static [A], ret: Ret) -> M {
    M { name, on: On::Floats, args, ret, exact: false, math: false }
}
const fn math(name: &'static str, args: &'static [A], ret: Ret, exact: bool) -> M {
    M { name, on: On::Floats, args, ret, exact, math: true }
}

const METHODS: &[M] = &[
    // integers
    m("min", On::Ints, &[A::R], Ret::R),
    m("max", On::Ints, &[A::R], Ret::R),
    m("clamp", On::Ints, &[A::IntBounds], Ret::R),
    m("abs", On::Signed, &[], Ret::R),
    m("wrapping_abs", On::Signed, &[], Ret::R),
    m("unsigned_abs", On::Signed, &[], Ret::Unsigned),
    m("abs_diff", On::Ints, &[A::R], Ret::Unsigned),
    m("signum", On::Signed, &[], Ret::R),
    m("is_positive", On::Signed, &[], Ret::Bool),
    m("is_negative", On::Signed, &[], Ret::Bool),
    m("pow", On::Ints, &[A::U32], Ret::R),
    m("wrapping_pow", On::Ints, &[A::U32], Ret::R),
    m("wrapping_add", On::Ints, &[A::R], Ret::R),
    m("wrapping_sub", On::Ints, &[A::R], Ret::R),
    m("wrapping_mul", On::Ints, &[A::R], Ret::R),
    m("wrapping_neg", On::Ints, &[], Ret::R),
    m("wrapping_shl", On::Ints, &[A::U32], Ret::R),
    m("wrapping_shr", On::Ints, &[A::U32], Ret::R),
    m("saturating_add", On::Ints, &[A::R], Ret::R),
    m("saturating_sub", On::Ints, &[A::R], Ret::R),
    m("rotate_left", On::Ints, &[A::U32], Ret::R),
    m("rotate_right", On::Ints, &[A::U32], Ret::R),
    m("count_ones", On::Ints, &[], Ret::U32),
    m("count_zeros", On::Ints, &[], Ret::U32),
    m("leading_zeros", On::Ints, &[], Ret::U32),
    m("trailing_zeros", On::Ints, &[], Ret::U32),
    m("leading_ones", On::Ints, &[], Ret::U32),
    m("trailing_ones", On::Ints, &[], Ret::U32),
    m("swap_bytes", On::Ints, &[], Ret::R),
    m("reverse_bits", On::Ints, &[], Ret::R),
    m("is_power_of_two", On::Unsigned, &[], Ret::Bool),
    m("rem_euclid", On::Ints, &[A::R], Ret::R),
    m("div_euclid", On::Ints, &[A::R], Ret::R),
    // floats, computed exactly on a GPU too
    m("sqrt", On::Floats, &[], Ret::R),
    m("floor", On::Floats, &[], Ret::R),
    m("ceil", On::Floats, &[], Ret::R),
    m("round", On::Floats, &[], Ret::R),
    m("round_ties_even", On::Floats, &[], Ret::R),
    m("trunc", On::Floats, &[], Ret::R),
    m("fract", On::Floats, &[], Ret::R),
    m("abs", On::Floats, &[], Ret::R),
    m("signum", On::Floats, &[], Ret::R),
    m("next_up", On::Floats, &[], Ret::R),
    m("next_down", On::Floats, &[], Ret::R),
    m("recip", On::Floats, &[], Ret::R),
    m("to_degrees", On::Floats, &[], Ret::R),
    m("to_radians", On::Floats, &[], Ret::R),
    m("copysign", On::Floats, &[A::R], Ret::R),
    m("max", On::Floats, &[A::R], Ret::R),
    m("min", On::Floats, &[A::R], Ret::R),
    m("mul_add", On::Floats, &[A::R, A::R], Ret::R),
    m("rem_euclid", On::Floats, &[A::R], Ret::R),
    m("div_euclid", On::Floats, &[A::R], Ret::R),
    m("clamp", On::Floats, &[A::Bounds], Ret::R),
    m("is_nan", On::Floats, &[], Ret::Bool),
    m("is_infinite", On::Floats, &[], Ret::Bool),
    m("is_finite", On::Floats, &[], Ret::Bool),
    m("is_sign_negative", On::Floats, &[], Ret::Bool),
    m("is_sign_positive", On::Floats, &[], Ret::Bool),
    math("ldexp", &[A::I32], Ret::R, true),
    math("frexp", &[], Ret::WithExp, true),
    math("nextafter", &[A::R], Ret::R, true),
    // floats a GPU rounds otherwise
    // (rustc folds `powi` of constants otherwise than it computes it at run time: 2 ulps
    // apart for `(-12.083422f32).powi(14)`; Rust leaves its precision unspecified.)
    libm("powi", &[A::I32], Ret::R),
    libm("cbrt", &[], Ret::R),
    libm("exp", &[], Ret::R),
    libm("exp2", &[], Ret::R),
    libm("exp_m1", &[], Ret::R),
    libm("ln", &[], Ret::R),
    libm("ln_1p", &[], Ret::R),
    libm("log2", &[], Ret::R),
    libm("log10", &[], Ret::R),
    libm("log", &[A::R], Ret::R),
    libm("sin", &[], Ret::R),
    libm("cos", &[], Ret::R),
    libm("tan", &[], Ret::R),
    libm("asin", &[], Ret::R),
    libm("acos", &[], Ret::R),
    libm("atan", &[], Ret::R),
    libm("sinh", &[], Ret::R),
    libm("cosh", &[], Ret::R),
    libm("tanh", &[], Ret::R),
    libm("asinh", &[], Ret::R),
    libm("acosh", &[], Ret::R),
    libm("atanh", &[], Ret::R),
    libm("sin_cos", &[], Ret::Pair),
    libm("atan2", &[A::R], Ret::R),
    libm("hypot", &[A::R], Ret::R),
    libm("powf", &[A::R], Ret::R),
    math("erf", &[], Ret::R, false),
    math("erfc", &[], Ret::R, false),
    math("tgamma", &[], Ret::R, false),
    math("lgamma", &[], Ret::R, false),
];

fn method_entry(name: &str, recv: T, is_math: bool) -> Option<&'static M> {
    METHODS.iter().find(|m| m.name == name && m.math == is_math && m.on.contains(recv))
}

fn method_ret(m: &M, recv: T) -> Ty {
    match m.ret {
        Ret::R => Ty::S(recv),
        Ret::U32 => Ty::S(T::U32),
        Ret::Bool => Ty::S(T::Bool),
        Ret::Unsigned => Ty::S(recv.unsigned()),
        Ret::Pair => Ty::Tup(vec![recv, recv]),
        Ret::WithExp => Ty::Tup(vec![recv, T::I32]),
    }
}

/// The `math::` paths (`K::Path`), each with its entry.
const PATHS: &[(&str, &str)] = &[
    ("math::ldexp", "ldexp"),
    ("math::frexp", "frexp"),
    ("math::nextafter", "nextafter"),
    ("math::erf", "erf"),
    ("math::erfc", "erfc"),
    ("math::tgamma", "tgamma"),
    ("math::lgamma", "lgamma"),
];

// ---------------------------------------------------------------- building expressions

fn bx(e: Expr) -> Box<Expr> {
    Box::new(e)
}

fn lit(t: T, l: Lit) -> Expr {
    Expr { ty: Ty::S(t), k: K::Lit(l) }
}

/// The plainest value of a type: 0, `false`, a tuple of them.
pub fn zero(ty: &Ty) -> Expr {
    match ty {
        Ty::S(T::Bool) => lit(T::Bool, Lit::Bool(false)),
        Ty::S(t) if t.is_float() => lit(*t, Lit::Float("0.0".into())),
        Ty::S(t) => lit(*t, Lit::Int(0)),
        Ty::Tup(ts) => Expr { ty: ty.clone(), k: K::Tuple(ts.iter().map(|t| zero(&Ty::S(*t))).collect()) },
        Ty::Slice(_) => unreachable!("no slice literal"),
    }
}

fn one(t: T) -> Expr {
    match t {
        T::Bool => lit(T::Bool, Lit::Bool(true)),
        t if t.is_float() => lit(t, Lit::Float("1.0".into())),
        t => lit(t, Lit::Int(1)),
    }
}

fn binary(ty: T, op: &'static str, a: Expr, b: Expr) -> Expr {
    Expr { ty: Ty::S(ty), k: K::Binary(op, bx(a), bx(b)) }
}

fn cast(e: Expr, to: T) -> Expr {
    Expr { ty: Ty::S(to), k: K::Cast(bx(e)) }
}

/// Whether a tuple's value may be a `#[device]` call's result (see `AVOID_FIELD_OF_CALL`).
fn calls_at_top(e: &Expr) -> bool {
    match &e.k {
        K::Call(..) => true,
        K::If(_, a, b) => calls_at_top(a) || calls_at_top(b),
        _ => false,
    }
}

/// `e` as a `to`: itself, a cast, or (for `bool`) a comparison with zero.
fn convert(e: Expr, to: T) -> Option<Expr> {
    let from = e.ty.scalar()?;
    if from == to {
        Some(e)
    } else if to == T::Bool {
        Some(binary(T::Bool, if from.is_float() { ">" } else { "!=" }, e, zero(&Ty::S(from))))
    } else if from == T::Bool && to.is_float() {
        None
    } else {
        Some(cast(e, to))
    }
}

// ---------------------------------------------------------------- the generator

#[derive(Clone, Debug)]
struct Local {
    name: String,
    ty: Ty,
    assignable: bool,
    is_const: bool,
}

struct Gen {
    rng: Rng,
    next: usize,
    locals: Vec<Local>,
    arrays: Vec<(String, T)>,
    labels: Vec<String>,
    /// Slices readable here: the inputs, or a helper's slice parameters.
    slices: Vec<(String, T)>,
    /// Signatures of the helpers made so far: parameter types, result.
    helpers: Vec<(Vec<Ty>, Ty)>,
    /// `helpers[..callable]` may be called here.
    callable: usize,
    /// Functions a GPU rounds otherwise than the host may be used.
    libm: bool,
    /// The result type, in a helper.
    ret: Option<Ty>,
    in_const: bool,
    /// Whether the 2-D input is in scope (the kernel body, not a helper).
    nd: bool,
}

const MAX_DEPTH: u32 = 4;

// Translator bugs the generator steers clear of until they are fixed (each has a regression
// test in tests/suite/robust.rs, among `known_bugs`, ignored until then); `false` generates
// them again.

/// A field of a `#[device]` fn's tuple result used directly, `h(x).0 as u16`: inference
/// reports a conflict, so the kernel's CUDA is an `#error` and the simulator's panics lose
/// their location.
const AVOID_FIELD_OF_CALL: bool = false;
/// `assert!(cond)` without a message, where `cond` holds a block of statements or a `match`:
/// rustc prints those over several indented lines, which the kernel's text (front/pretty.rs)
/// does not reproduce (one-line conditions it does: robust.rs tests them). A known limit,
/// not a bug to fix; only a comparison of two names or literals is generated.
const AVOID_ASSERT_TEXT: bool = true;
/// Integer `clamp(lo, hi)` with `lo > hi`: Rust 1.95 says `min > max. min = 3, max = 1`, a
/// kernel `assertion failed: min <= max`. Bounds are literals in order.
const AVOID_CLAMP_PANIC: bool = false;

impl Gen {
    fn fresh(&mut self, prefix: &str) -> String {
        let n = self.next;
        self.next += 1;
        format!("{prefix}{n}")
    }

    fn reset(&mut self, mark: (usize, usize)) {
        self.locals.truncate(mark.0);
        self.arrays.truncate(mark.1);
    }

    fn push_local(&mut self, name: &str, ty: Ty, assignable: bool) {
        self.locals.push(Local { name: name.into(), ty, assignable, is_const: false });
    }

    fn int_lit(&mut self, t: T) -> Lit {
        let (lo, hi) = t.range();
        let r = &mut self.rng;
        match r.below(10) {
            0 => Lit::Int(0),
            1 => Lit::Int(1),
            2 => Lit::Named(format!("{}::MAX", t.rust())),
            3 if t.is_signed_int() => Lit::Named(format!("{}::MIN", t.rust())),
            3 => Lit::Int(hi),
            4 => Lit::Int(r.below(16) as i128),
            5 if t.is_signed_int() => Lit::Int(-(r.below(16) as i128) - 1),
            6 if t.is_signed_int() => Lit::Int(lo),
            _ => Lit::Int(t.truncate(r.next_u64())),
        }
    }

    fn float_lit(&mut self, t: T) -> Lit {
        let r = &mut self.rng;
        let text = match r.below(13) {
            0 => "0.0".to_string(),
            1 => "1.5".into(),
            2 => "-2.25".into(),
            3..=5 => format!("{:?}", (r.below(20_000) as f64 - 10_000.0) / 64.0),
            6 | 7 => {
                // Every bit of the mantissa: products are inexact, so a fused multiply-add
                // rounds otherwise.
                let x = (r.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * 2000.0 - 1000.0;
                if t == T::F32 {
                    format!("{:?}", x as f32)
                } else {
                    format!("{x:?}")
                }
            }
            8 => r.pick(&["0.1", "0.3", "3.7", "-0.0", "1e-3", "2.5e10", "6.02e23", "1e-40"]).to_string(),
            9 if t == T::F32 => {
                // Just above the midpoint of two `f32`s: read as an `f64` first, it would
                // round to the even one instead.
                let a = ((r.next_u64() >> 40) as f32 / 1000.0) + 1.0;
                let mid = (a as f64 + a.next_up() as f64) / 2.0;
                let digits = format!("{mid:.40}");
                format!("{}000001", digits.trim_end_matches('0'))
            }
            10 => {
                let name = r.pick(&[
                    "MAX",
                    "MIN",
                    "EPSILON",
                    "MIN_POSITIVE",
                    "INFINITY",
                    "NEG_INFINITY",
                    "NAN",
                    "consts::PI",
                    "consts::E",
                    "consts::SQRT_2",
                    "consts::LN_2",
                    "consts::FRAC_PI_3",
                ]);
                let path = if name.starts_with("consts") {
                    format!("std::{}::{name}", t.rust())
                } else {
                    format!("{}::{name}", t.rust())
                };
                return Lit::Named(path);
            }
            _ => format!("{}.0", r.below(100)),
        };
        Lit::Float(text)
    }

    fn literal(&mut self, t: T) -> Expr {
        let l = match t {
            T::Bool => Lit::Bool(self.rng.chance(50)),
            t if t.is_float() => self.float_lit(t),
            t => self.int_lit(t),
        };
        lit(t, l)
    }

    /// A finite float literal, for a `clamp` bound.
    fn plain_float(&mut self) -> f64 {
        (self.rng.below(20_000) as f64 - 10_000.0) / 64.0
    }

    /// An index into something of `len` elements, usually in bounds.
    fn index(&mut self, d: u32, len: u64) -> Expr {
        let e = self.expr(T::U32, d + 1);
        let bound = if self.rng.chance(90) { len } else { len + if len == LEN { 6 } else { 1 } };
        binary(T::Usize, "%", cast(e, T::Usize), lit(T::Usize, Lit::Int(bound as i128)))
    }

    fn read(&mut self, t: T, d: u32) -> Expr {
        if self.slices.is_empty() || self.in_const {
            return self.literal(t);
        }
        if self.nd && self.rng.chance(20) {
            let (i, j) = (self.index(d, ARRAY_SHAPE.0), self.index(d, ARRAY_SHAPE.1));
            let r = Expr { ty: Ty::S(T::I64), k: K::NdRead(ARRAY.to_string(), bx(i), bx(j)) };
            return convert(r, t).unwrap_or_else(|| self.literal(t));
        }
        let (name, elem) = self.rng.pick(&self.slices);
        let i = self.index(d, LEN);
        let r = Expr { ty: Ty::S(elem), k: K::Read(name, bx(i)) };
        convert(r, t).unwrap_or_else(|| self.literal(t))
    }

    /// The thread's place: its index, or its lane in its warp.
    fn tid(&mut self, t: T) -> Expr {
        // (Decided by a look at the next draw, not a draw: the programs of every seed stay
        // what they were, some with a lane where the thread index was.)
        let lane = Rng(self.rng.0).below(100) < 30;
        let (tid, it) = match lane {
            true => (Expr { ty: Ty::S(T::U32), k: K::Lane }, T::U32),
            false => (Expr { ty: Ty::S(T::Usize), k: K::Tid }, T::Usize),
        };
        if t == T::Bool {
            let m = lit(it, Lit::Int(2 + self.rng.below(3) as i128));
            binary(T::Bool, "==", binary(it, "%", tid, m), lit(it, Lit::Int(0)))
        } else {
            convert(tid, t).expect("an integer converts to any number")
        }
    }

    fn leaf(&mut self, t: T, d: u32) -> Expr {
        let mut vars: Vec<Expr> = Vec::new();
        for l in &self.locals {
            if self.in_const && !l.is_const {
                continue;
            }
            match &l.ty {
                Ty::S(lt) if *lt == t => vars.push(Expr { ty: Ty::S(t), k: K::Var(l.name.clone()) }),
                Ty::Tup(ts) => {
                    for (k, et) in ts.iter().enumerate() {
                        if *et == t {
                            let v = Expr { ty: l.ty.clone(), k: K::Var(l.name.clone()) };
                            vars.push(Expr { ty: Ty::S(t), k: K::Field(bx(v), k) });
                        }
                    }
                }
                _ => {}
            }
        }
        match self.rng.below(10) {
            0..=3 if !vars.is_empty() => self.rng.pick(&vars),
            4 | 5 if d < 6 && !self.in_const => self.read(t, d),
            6 if self.ret.is_none() && !self.in_const => self.tid(t),
            _ => self.literal(t),
        }
    }

    fn expr(&mut self, t: T, d: u32) -> Expr {
        if d >= MAX_DEPTH || self.rng.chance(22) {
            return self.leaf(t, d);
        }
        if self.in_const {
            return self.const_expr(t, d);
        }
        loop {
            let e = match self.rng.below(20) {
                0..=3 => self.arith(t, d),
                4 | 5 => self.cast_expr(t, d),
                6 => {
                    let c = self.expr(T::Bool, d + 1);
                    let (a, b) = (self.expr(t, d + 1), self.expr(t, d + 1));
                    Some(Expr { ty: Ty::S(t), k: K::If(bx(c), bx(a), bx(b)) })
                }
                7..=9 => self.method(t, d),
                10 => self.match_expr(t, d),
                11 => Some(self.read(t, d)),
                12 => self.call(t, d),
                13 => self.field(t, d),
                14 => Some(self.block(t, d)),
                15 | 16 if t.is_float() => Some(self.fma_shape(t, d)),
                18 | 19 if t == T::F32 => {
                    let op = self.rng.pick(&["+", "-", "*", "/", "%"]);
                    let bf = self.rng.chance(50);
                    let (a, b) = (self.expr(T::F32, d + 1), self.expr(T::F32, d + 1));
                    Some(Expr { ty: Ty::S(T::F32), k: K::Half(op, bf, bx(a), bx(b)) })
                }
                15 | 16 if t == T::Bool => Some(self.logic(d)),
                17 => self.unary(t, d),
                _ => None,
            };
            if let Some(e) = e {
                return e;
            }
        }
    }

    fn arith(&mut self, t: T, d: u32) -> Option<Expr> {
        if t == T::Bool {
            let u = self.rng.pick(&ALL);
            let op = self.rng.pick(&["<", "<=", ">", ">=", "==", "!="]);
            let (a, b) = (self.expr(u, d + 1), self.expr(u, d + 1));
            return Some(binary(T::Bool, op, a, b));
        }
        let ops: &[&'static str] = if t.is_float() {
            &["+", "-", "*", "/", "%", "+", "-", "*"]
        } else {
            &["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>"]
        };
        let op = self.rng.pick(ops);
        let a = self.expr(t, d + 1);
        let b = if op == "<<" || op == ">>" {
            // Any amount, of any integer type: Rust masks it to the width (kernels too).
            let s = self.rng.pick(&INTS);
            self.expr(s, d + 1)
        } else {
            self.expr(t, d + 1)
        };
        Some(binary(t, op, a, b))
    }

    /// `a * b + c` and its kin: what a GPU compiler contracts into a fused multiply-add.
    fn fma_shape(&mut self, t: T, d: u32) -> Expr {
        let operand = |g: &mut Gen| if g.rng.chance(50) { g.read(t, d + 1) } else { g.expr(t, d + 2) };
        let (a, b, c) = (operand(self), operand(self), operand(self));
        let product = binary(t, "*", a, b);
        match self.rng.below(5) {
            0 => binary(t, "+", product, c),
            1 => binary(t, "+", c, product),
            2 => binary(t, "-", product, c),
            3 => binary(t, "-", c, product),
            _ => {
                let (e, f) = (operand(self), operand(self));
                binary(t, "+", product, binary(t, "*", e, f))
            }
        }
    }

    fn cast_expr(&mut self, t: T, d: u32) -> Option<Expr> {
        if t == T::Bool {
            return None;
        }
        // Rust casts `bool` to integers only.
        let from = if t.is_float() { self.rng.pick(&NUMS) } else { self.rng.pick(&ALL) };
        Some(cast(self.expr(from, d + 1), t))
    }

    fn unary(&mut self, t: T, d: u32) -> Option<Expr> {
        let op = if t.is_float() || (t.is_signed_int() && self.rng.chance(50)) {
            "-"
        } else if t.is_int() || t == T::Bool {
            "!"
        } else {
            return None;
        };
        Some(Expr { ty: Ty::S(t), k: K::Unary(op, bx(self.expr(t, d + 1))) })
    }

    fn logic(&mut self, d: u32) -> Expr {
        let a = self.expr(T::Bool, d + 1);
        // The right operand may fail a bounds check: only evaluated when needed.
        let b = if self.rng.chance(60) { self.read(T::Bool, d) } else { self.expr(T::Bool, d + 1) };
        binary(T::Bool, if self.rng.chance(50) { "&&" } else { "||" }, a, b)
    }

    fn method(&mut self, t: T, d: u32) -> Option<Expr> {
        // `to_bits`, of a NaN only as a fixed value: NaN payloads are the platform's.
        if t.is_int() && self.rng.chance(8) {
            let floats: Vec<(String, T)> = self
                .locals
                .iter()
                .filter_map(|l| match l.ty {
                    Ty::S(f) if f.is_float() => Some((l.name.clone(), f)),
                    _ => None,
                })
                .collect();
            if !floats.is_empty() {
                let (v, f) = self.rng.pick(&floats);
                let bits = if f == T::F32 { T::U32 } else { T::U64 };
                let var = Expr { ty: Ty::S(f), k: K::Var(v) };
                let is_nan = Expr { ty: Ty::S(T::Bool), k: K::Method("is_nan", bx(var.clone()), vec![]) };
                let to_bits = Expr { ty: Ty::S(bits), k: K::Method("to_bits", bx(var), vec![]) };
                let e = Expr { ty: Ty::S(bits), k: K::If(bx(is_nan), bx(lit(bits, Lit::Int(0))), bx(to_bits)) };
                return convert(e, t);
            }
        }
        if t.is_float() && self.rng.chance(5) {
            let bits = if t == T::F32 { T::U32 } else { T::U64 };
            let path = if t == T::F32 { "f32::from_bits" } else { "f64::from_bits" };
            return Some(Expr { ty: Ty::S(t), k: K::Path(path, vec![self.expr(bits, d + 1)]) });
        }
        let candidates: Vec<&'static M> = METHODS.iter().filter(|m| m.exact || self.libm).collect();
        let m: &M = self.rng.pick(&candidates);
        // The receiver: of `t` where it can be, else any type the method takes.
        let recv_t = if m.on.contains(t) && self.rng.chance(70) {
            t
        } else {
            let ts: Vec<T> = NUMS.iter().copied().filter(|x| m.on.contains(*x)).collect();
            self.rng.pick(&ts)
        };
        let recv = self.expr(recv_t, d + 1);
        let mut args = Vec::new();
        for a in m.args {
            match a {
                A::R => args.push(self.expr(recv_t, d + 1)),
                A::U32 => args.push(self.expr(T::U32, d + 1)),
                A::I32 => args.push(self.expr(T::I32, d + 1)),
                A::IntBounds if !AVOID_CLAMP_PANIC => {
                    args.push(self.expr(recv_t, d + 1));
                    args.push(self.expr(recv_t, d + 1));
                }
                A::IntBounds => {
                    let (x, y) = (recv_t.truncate(self.rng.next_u64()), recv_t.truncate(self.rng.next_u64()));
                    args.push(lit(recv_t, Lit::Int(x.min(y))));
                    args.push(lit(recv_t, Lit::Int(x.max(y))));
                }
                A::Bounds => {
                    let (x, y) = (self.plain_float(), self.plain_float());
                    let (lo, hi) = if x <= y { (x, y) } else { (y, x) };
                    args.push(lit(recv_t, Lit::Float(format!("{lo:?}"))));
                    args.push(lit(recv_t, Lit::Float(format!("{hi:?}"))));
                }
            }
        }
        // The sign of a NaN is the platform's (a GPU's canonical NaN is positive, x86's
        // default NaN negative): what reads a sign reads a number.
        let (recv, args) = match m.name {
            "is_sign_positive" | "is_sign_negative" => (self.nan_free(recv), args),
            "copysign" => {
                let sign = self.nan_free(args[0].clone());
                (recv, vec![sign])
            }
            _ => (recv, args),
        };
        let ret = method_ret(m, recv_t);
        let call = if m.math {
            let path = PATHS.iter().find(|(_, n)| *n == m.name).expect("every math entry has a path").0;
            let mut all = vec![recv];
            all.extend(args);
            Expr { ty: ret.clone(), k: K::Path(path, all) }
        } else {
            Expr { ty: ret.clone(), k: K::Method(m.name, bx(recv), args) }
        };
        let value = match &ret {
            Ty::Tup(ts) => {
                let k = self.rng.below(ts.len() as u64) as usize;
                Expr { ty: Ty::S(ts[k]), k: K::Field(bx(call), k) }
            }
            _ => call,
        };
        convert(value, t)
    }

    /// `({ let b = e; if b.is_nan() { 0.0 } else { b } })`.
    fn nan_free(&mut self, e: Expr) -> Expr {
        let t = e.ty.clone();
        let name = self.fresh("b");
        let var = Expr { ty: t.clone(), k: K::Var(name.clone()) };
        let is_nan = Expr { ty: Ty::S(T::Bool), k: K::Method("is_nan", bx(var.clone()), vec![]) };
        let value = Expr { ty: t.clone(), k: K::If(bx(is_nan), bx(zero(&t)), bx(var)) };
        Expr { ty: t.clone(), k: K::Block(vec![Stmt::Let { name, ty: t, init: e }], bx(value)) }
    }

    fn pattern_value(&mut self, t: T) -> i128 {
        let (lo, hi) = t.range();
        let v = if t.is_signed_int() { self.rng.below(121) as i128 - 20 } else { self.rng.below(101) as i128 };
        v.clamp(lo, hi)
    }

    fn pattern(&mut self, t: T, bindable: bool) -> (Pat, Option<String>) {
        if t == T::Bool {
            return (Pat::Bool(self.rng.chance(50)), None);
        }
        let simple = |g: &mut Gen| -> Pat {
            match g.rng.below(6) {
                0 | 1 => Pat::Int(g.pattern_value(t)),
                2 => {
                    let (a, b) = (g.pattern_value(t), g.pattern_value(t));
                    let (lo, hi) = (a.min(b), a.max(b));
                    if lo < hi && g.rng.chance(50) {
                        Pat::Range(Some(lo), Some(hi), false)
                    } else {
                        Pat::Range(Some(lo), Some(hi), true)
                    }
                }
                3 => Pat::Range(Some(g.pattern_value(t)), None, false),
                4 => Pat::Range(None, Some(g.pattern_value(t)), true),
                _ => {
                    let consts: Vec<String> =
                        g.locals.iter().filter(|l| l.is_const && l.ty == Ty::S(t)).map(|l| l.name.clone()).collect();
                    if !consts.is_empty() && g.rng.chance(50) {
                        Pat::Const(g.rng.pick(&consts))
                    } else {
                        Pat::Const(format!("{}::{}", t.rust(), if g.rng.chance(50) { "MAX" } else { "MIN" }))
                    }
                }
            }
        };
        match self.rng.below(8) {
            0 => {
                let n = 2 + self.rng.below(2);
                (Pat::Or((0..n).map(|_| simple(self)).collect()), None)
            }
            1 if bindable => {
                let name = self.fresh("m");
                let inner = simple(self);
                (Pat::Bind(name.clone(), Box::new(inner)), Some(name))
            }
            _ => (simple(self), None),
        }
    }

    fn match_expr(&mut self, t: T, d: u32) -> Option<Expr> {
        let st = if self.rng.chance(15) { T::Bool } else { self.rng.pick(&INTS) };
        let scrutinee = self.expr(st, d + 1);
        let n = 1 + self.rng.below(3);
        let mut arms = Vec::new();
        for _ in 0..n {
            let (pat, bound) = self.pattern(st, true);
            if let Some(b) = &bound {
                self.push_local(b, Ty::S(st), false);
            }
            let guard = if self.rng.chance(30) { Some(self.expr(T::Bool, d + 1)) } else { None };
            let value = self.expr(t, d + 1);
            if bound.is_some() {
                self.locals.pop();
            }
            arms.push(Arm { pat, guard, value });
        }
        arms.push(Arm { pat: Pat::Wild, guard: None, value: self.expr(t, d + 1) });
        Some(Expr { ty: Ty::S(t), k: K::Match(bx(scrutinee), arms) })
    }

    /// Arguments for helper `h`, from what is in scope; `None` when a slice it takes is not.
    fn args_for(&mut self, h: usize, d: u32) -> Option<Vec<Expr>> {
        let params = self.helpers[h].0.clone();
        let mut args = Vec::new();
        for p in params {
            match p {
                Ty::Slice(elem) => {
                    let s: Vec<String> =
                        self.slices.iter().filter(|(_, t)| *t == elem).map(|(n, _)| n.clone()).collect();
                    if s.is_empty() {
                        return None;
                    }
                    let name = self.rng.pick(&s);
                    let arg = if self.rng.below(4) == 0 { self.part(name, elem, d) } else { K::Slice(name) };
                    args.push(Expr { ty: p.clone(), k: arg });
                }
                Ty::S(t) => args.push(self.expr(t, d + 1)),
                Ty::Tup(_) => return None,
            }
        }
        Some(args)
    }

    /// A part of the slice `name` (64 elements for an input; a helper's parameter may be
    /// shorter): mostly near the whole, so that the helper's reads stay in it; sometimes a
    /// bound computed, which may be past the end or before the start.
    fn part(&mut self, name: String, _elem: T, d: u32) -> K {
        let small = |g: &mut Self, lo: u64, hi: u64| lit(T::Usize, Lit::Int((lo + g.rng.below(hi - lo + 1)) as i128));
        let computed = |g: &mut Self| {
            let v = g.expr(T::Usize, d + 1);
            binary(T::Usize, "%", v, lit(T::Usize, Lit::Int(70)))
        };
        let lo = match self.rng.below(4) {
            0 => None,
            1 => Some(bx(computed(self))),
            _ => Some(bx(small(self, 0, 3))),
        };
        let inclusive = self.rng.below(3) == 0;
        let hi = match (self.rng.below(4), inclusive) {
            (0, false) => None,
            (1, _) => Some(bx(computed(self))),
            (_, true) => Some(bx(small(self, 58, 63))),
            (_, false) => Some(bx(small(self, 59, 64))),
        };
        K::Part(name, lo, hi, inclusive)
    }

    fn call(&mut self, t: T, d: u32) -> Option<Expr> {
        if self.callable == 0 {
            return None;
        }
        let h = self.rng.below(self.callable as u64) as usize;
        let ret = self.helpers[h].1.clone();
        let args = self.args_for(h, d)?;
        let call = Expr { ty: ret.clone(), k: K::Call(h, args) };
        match &ret {
            Ty::Tup(_) if AVOID_FIELD_OF_CALL => None,
            Ty::Tup(ts) => {
                let k = self.rng.below(ts.len() as u64) as usize;
                convert(Expr { ty: Ty::S(ts[k]), k: K::Field(bx(call), k) }, t)
            }
            _ => convert(call, t),
        }
    }

    /// A tuple's field: of a tuple local, or of a tuple made on the spot.
    fn field(&mut self, t: T, d: u32) -> Option<Expr> {
        let tuples: Vec<(String, Vec<T>)> = self
            .locals
            .iter()
            .filter_map(|l| match &l.ty {
                Ty::Tup(ts) if ts.contains(&t) => Some((l.name.clone(), ts.clone())),
                _ => None,
            })
            .collect();
        if !tuples.is_empty() && self.rng.chance(70) {
            let (name, ts) = self.rng.pick(&tuples);
            let ks: Vec<usize> = (0..ts.len()).filter(|&k| ts[k] == t).collect();
            let k = self.rng.pick(&ks);
            let v = Expr { ty: Ty::Tup(ts), k: K::Var(name) };
            return Some(Expr { ty: Ty::S(t), k: K::Field(bx(v), k) });
        }
        let other = self.rng.pick(&ALL);
        let first = self.rng.chance(50);
        let tys = if first { vec![t, other] } else { vec![other, t] };
        let tuple = self.tuple_expr(&tys, d + 1);
        if AVOID_FIELD_OF_CALL && calls_at_top(&tuple) {
            return None;
        }
        Some(Expr { ty: Ty::S(t), k: K::Field(bx(tuple), if first { 0 } else { 1 }) })
    }

    /// A value of a tuple type: a tuple expression, a helper's result, a local, an `if`.
    fn tuple_expr(&mut self, tys: &[T], d: u32) -> Expr {
        let ty = Ty::Tup(tys.to_vec());
        let helpers: Vec<usize> = (0..self.callable).filter(|&h| self.helpers[h].1 == ty).collect();
        let locals: Vec<String> = self.locals.iter().filter(|l| l.ty == ty).map(|l| l.name.clone()).collect();
        match self.rng.below(6) {
            0 | 1 if !helpers.is_empty() => {
                let h = self.rng.pick(&helpers);
                if let Some(args) = self.args_for(h, d) {
                    return Expr { ty, k: K::Call(h, args) };
                }
            }
            2 if !locals.is_empty() => return Expr { ty, k: K::Var(self.rng.pick(&locals)) },
            3 if d < MAX_DEPTH => {
                let c = self.expr(T::Bool, d + 1);
                let (a, b) = (self.tuple_expr(tys, d + 1), self.tuple_expr(tys, d + 1));
                return Expr { ty, k: K::If(bx(c), bx(a), bx(b)) };
            }
            _ => {}
        }
        Expr { ty, k: K::Tuple(tys.iter().map(|&t| self.expr(t, d + 1)).collect()) }
    }

    /// `({ let mut b: U = …; value })`.
    fn block(&mut self, t: T, d: u32) -> Expr {
        let mark = (self.locals.len(), self.arrays.len());
        let mut stmts = Vec::new();
        for _ in 0..1 + self.rng.below(2) {
            let u = self.rng.pick(&ALL);
            let init = self.expr(u, d + 1);
            let name = self.fresh("b");
            self.push_local(&name, Ty::S(u), true);
            stmts.push(Stmt::Let { name, ty: Ty::S(u), init });
        }
        let value = self.expr(t, d + 1);
        self.reset(mark);
        Expr { ty: Ty::S(t), k: K::Block(stmts, bx(value)) }
    }

    /// What a `const` may compute: nothing that can overflow or panic.
    fn const_expr(&mut self, t: T, d: u32) -> Expr {
        match self.rng.below(6) {
            0 | 1 => {
                let op = self.rng.pick(&["&", "|", "^"]);
                let (a, b) = (self.expr(t, d + 1), self.expr(t, d + 1));
                binary(t, op, a, b)
            }
            2 => Expr { ty: Ty::S(t), k: K::Unary("!", bx(self.expr(t, d + 1))) },
            3 => {
                let from = self.rng.pick(&INTS);
                cast(self.expr(from, d + 1), t)
            }
            4 => {
                let m = self.rng.pick(&["wrapping_add", "wrapping_sub", "wrapping_mul"]);
                let (a, b) = (self.expr(t, d + 1), self.expr(t, d + 1));
                Expr { ty: Ty::S(t), k: K::Method(m, bx(a), vec![b]) }
            }
            _ => self.leaf(t, d),
        }
    }

    fn assignables(&self) -> Vec<(Place, T)> {
        let mut out = Vec::new();
        for l in &self.locals {
            if !l.assignable {
                continue;
            }
            match &l.ty {
                Ty::S(t) => out.push((Place::Var(l.name.clone()), *t)),
                Ty::Tup(ts) => {
                    for (k, t) in ts.iter().enumerate() {
                        out.push((Place::Field(l.name.clone(), k), *t));
                    }
                }
                Ty::Slice(_) => {}
            }
        }
        out
    }

    fn assign_op(&mut self, t: T) -> &'static str {
        if self.rng.chance(45) {
            return "=";
        }
        match t {
            T::Bool => self.rng.pick(&["&=", "|=", "^="]),
            t if t.is_float() => self.rng.pick(&["+=", "-=", "*=", "/=", "%="]),
            _ => self.rng.pick(&["+=", "-=", "*=", "/=", "%=", "^=", "|=", "&=", "<<=", ">>="]),
        }
    }

    fn assign(&mut self, place: Place, t: T, d: u32) -> Stmt {
        let op = self.assign_op(t);
        let value = if op == "<<=" || op == ">>=" {
            let s = self.rng.pick(&INTS);
            self.expr(s, d)
        } else if t.is_float() && op != "=" && self.rng.chance(50) {
            // `x += a * b`: contracted on a GPU too.
            let (a, b) = (self.read(t, d), self.expr(t, d + 1));
            binary(t, "*", a, b)
        } else {
            self.expr(t, d)
        };
        Stmt::Assign { place, op, value }
    }

    fn message(&mut self) -> String {
        let n = self.next;
        self.next += 1;
        format!("check {n} failed")
    }

    fn stmts(&mut self, out: &mut Vec<Stmt>, n: u64, depth: u32) {
        for _ in 0..n {
            self.stmt(out, depth);
        }
    }

    fn stmt(&mut self, out: &mut Vec<Stmt>, depth: u32) {
        let nested = depth < 3;
        match self.rng.below(26) {
            0..=4 => {
                let t = self.rng.pick(&ALL);
                let init = self.expr(t, 0);
                let name = self.fresh("v");
                self.push_local(&name, Ty::S(t), true);
                out.push(Stmt::Let { name, ty: Ty::S(t), init });
            }
            5..=7 => {
                let places = self.assignables();
                if places.is_empty() {
                    return self.stmt(out, depth);
                }
                let (place, t) = self.rng.pick(&places);
                let s = self.assign(place, t, 1);
                out.push(s);
            }
            8 => {
                let elem = self.rng.pick(&ALL);
                let name = self.fresh("a");
                let init = self.literal(elem);
                out.push(Stmt::Array { name: name.clone(), elem, init });
                self.arrays.push((name.clone(), elem));
                // Indices one past the end now and then: a failed check of a local array.
                let i = self.index(1, 4);
                let s = self.assign(Place::Index(name.clone(), bx(i)), elem, 1);
                out.push(s);
                let j = self.index(1, 4);
                let v = self.fresh("v");
                out.push(Stmt::Let {
                    name: v.clone(),
                    ty: Ty::S(elem),
                    init: Expr { ty: Ty::S(elem), k: K::Index(name, bx(j)) },
                });
                self.push_local(&v, Ty::S(elem), true);
            }
            9 | 10 if nested => {
                let label = self.fresh("l");
                let var = self.fresh("i");
                let lo = self.rng.below(3);
                let range = Range {
                    lo,
                    hi: lo + self.rng.below(6),
                    inclusive: self.rng.chance(25),
                    rev: self.rng.chance(25),
                    step: if self.rng.chance(25) { Some(1 + self.rng.below(3)) } else { None },
                };
                let mark = (self.locals.len(), self.arrays.len());
                self.labels.push(label.clone());
                self.push_local(&var, Ty::S(T::U32), false);
                let mut body = Vec::new();
                let n = 1 + self.rng.below(3);
                self.stmts(&mut body, n, depth + 1);
                self.labels.pop();
                self.reset(mark);
                out.push(Stmt::For { label, var, range, body });
            }
            11 if nested => {
                let label = self.fresh("l");
                let counter = self.fresh("w");
                let bound = self.rng.below(6);
                let mark = (self.locals.len(), self.arrays.len());
                self.labels.push(label.clone());
                self.push_local(&counter, Ty::S(T::U32), false);
                let mut body = Vec::new();
                let n = 1 + self.rng.below(2);
                self.stmts(&mut body, n, depth + 1);
                self.labels.pop();
                self.reset(mark);
                out.push(Stmt::While { label, counter, bound, body });
            }
            12 | 13 if nested => {
                let cond = self.expr(T::Bool, 1);
                let mark = (self.locals.len(), self.arrays.len());
                let mut then = Vec::new();
                let n = 1 + self.rng.below(2);
                self.stmts(&mut then, n, depth + 1);
                self.reset(mark);
                let els = if self.rng.chance(30) {
                    let mut e = Vec::new();
                    let n = 1 + self.rng.below(2);
                    self.stmts(&mut e, n, depth + 1);
                    self.reset(mark);
                    Some(e)
                } else {
                    None
                };
                out.push(Stmt::If { cond, then, els });
            }
            14 | 15 => {
                let n = 2 + self.rng.below(2) as usize;
                let tys: Vec<T> = (0..n).map(|_| self.rng.pick(&ALL)).collect();
                let init = self.tuple_expr(&tys, 0);
                if self.rng.chance(50) {
                    let name = self.fresh("t");
                    self.push_local(&name, Ty::Tup(tys.clone()), true);
                    out.push(Stmt::Let { name, ty: Ty::Tup(tys), init });
                } else {
                    let mut names = Vec::new();
                    for t in &tys {
                        if self.rng.chance(80) {
                            let v = self.fresh("v");
                            self.push_local(&v, Ty::S(*t), true);
                            names.push(Some(v));
                        } else {
                            names.push(None);
                        }
                    }
                    out.push(Stmt::Destructure { names, tys, init });
                }
            }
            16 if !self.labels.is_empty() => {
                let label = self.rng.pick(&self.labels);
                let cond = self.expr(T::Bool, 1);
                let jump = if self.rng.chance(50) { Jump::Break(label) } else { Jump::Continue(label) };
                out.push(Stmt::Jump { cond, jump });
            }
            17 if self.rng.chance(40) => {
                let cond = self.expr(T::Bool, 1);
                let s = match self.rng.below(4) {
                    0 if AVOID_ASSERT_TEXT => {
                        let t = self.rng.pick(&INTS);
                        let plain = |g: &mut Gen| {
                            let e = g.leaf(t, 9);
                            match &e.k {
                                K::Var(_) => e,
                                K::Lit(Lit::Int(v)) if (0..1000).contains(v) => e,
                                _ => lit(t, Lit::Int(g.rng.below(10) as i128)),
                            }
                        };
                        let (a, b) = (plain(self), plain(self));
                        let op = self.rng.pick(&["<", "<=", ">", ">=", "==", "!="]);
                        Stmt::Assert { cond: binary(T::Bool, op, a, b), message: None }
                    }
                    0 => Stmt::Assert { cond, message: None },
                    1 => Stmt::Assert { cond, message: Some(self.message()) },
                    2 => {
                        let t = self.rng.pick(&ALL);
                        let (a, b) = (self.expr(t, 1), self.expr(t, 1));
                        Stmt::AssertEq { a, b, equal: self.rng.chance(30) }
                    }
                    _ => Stmt::PanicIf { cond, message: self.message() },
                };
                out.push(s);
            }
            18 if self.rng.chance(30) => {
                let cond = self.expr(T::Bool, 1);
                let value = self.ret.clone().map(|r| match r {
                    Ty::Tup(ts) => self.tuple_expr(&ts, 1),
                    Ty::S(t) => self.expr(t, 1),
                    Ty::Slice(_) => unreachable!(),
                });
                out.push(Stmt::Jump { cond, jump: Jump::Return(value) });
            }
            21 | 22 => {
                // A float `a * b + c` straight to an output: where fused multiply-adds would
                // round otherwise.
                let t = if self.rng.chance(50) { T::F32 } else { T::F64 };
                let init = self.fma_shape(t, 1);
                let name = self.fresh("v");
                self.push_local(&name, Ty::S(t), true);
                out.push(Stmt::Let { name, ty: Ty::S(t), init });
            }
            19 => {
                let t = self.rng.pick(&INTS);
                self.in_const = true;
                let init = self.expr(t, 1);
                self.in_const = false;
                let name = self.fresh("K");
                self.locals.push(Local { name: name.clone(), ty: Ty::S(t), assignable: false, is_const: true });
                out.push(Stmt::Const { name, ty: t, init });
            }
            20 => {
                if self.arrays.is_empty() {
                    return self.stmt(out, depth);
                }
                let (a, elem) = self.rng.pick(&self.arrays);
                let i = self.index(1, 4);
                let s = self.assign(Place::Index(a, bx(i)), elem, 1);
                out.push(s);
            }
            _ => {
                let t = self.rng.pick(&ALL);
                let init = self.expr(t, 0);
                let name = self.fresh("v");
                self.push_local(&name, Ty::S(t), true);
                out.push(Stmt::Let { name, ty: Ty::S(t), init });
            }
        }
    }

    fn helper(&mut self, index: usize) -> Helper {
        let mut params = Vec::new();
        for _ in 0..1 + self.rng.below(3) {
            params.push((self.fresh("p"), Ty::S(self.rng.pick(&ALL))));
        }
        for _ in 0..self.rng.below(3) {
            let (_, elem) = self.rng.pick(&INPUTS);
            params.push((self.fresh("s"), Ty::Slice(elem)));
        }
        let ret = if self.rng.chance(70) {
            Ty::S(self.rng.pick(&ALL))
        } else {
            let n = 2 + self.rng.below(2) as usize;
            Ty::Tup((0..n).map(|_| self.rng.pick(&ALL)).collect())
        };
        self.locals.clear();
        self.arrays.clear();
        self.slices.clear();
        for (name, ty) in &params {
            match ty {
                Ty::Slice(elem) => self.slices.push((name.clone(), *elem)),
                _ => self.push_local(name, ty.clone(), false),
            }
        }
        self.callable = index;
        self.ret = Some(ret.clone());
        let mut body = Vec::new();
        let n = self.rng.below(4);
        self.stmts(&mut body, n, 1);
        let value = match &ret {
            Ty::Tup(ts) => self.tuple_expr(ts, 0),
            Ty::S(t) => self.expr(*t, 0),
            Ty::Slice(_) => unreachable!(),
        };
        self.ret = None;
        Helper { params, ret, body, value }
    }
}

/// Program `seed`: a function of the seed alone.
pub fn program(seed: u64) -> Program {
    let mut g = Gen {
        rng: Rng(seed),
        next: 0,
        locals: Vec::new(),
        arrays: Vec::new(),
        labels: Vec::new(),
        slices: Vec::new(),
        helpers: Vec::new(),
        callable: 0,
        libm: false,
        ret: None,
        in_const: false,
        nd: false,
    };
    g.libm = g.rng.chance(25);
    let n_helpers = match g.rng.below(10) {
        0..=3 => 0,
        4..=6 => 1,
        7 | 8 => 2,
        _ => 3,
    };
    let mut helpers = Vec::new();
    for i in 0..n_helpers {
        let h = g.helper(i);
        g.helpers.push((h.params.iter().map(|(_, t)| t.clone()).collect(), h.ret.clone()));
        helpers.push(h);
    }
    g.locals.clear();
    g.arrays.clear();
    g.slices = INPUTS.iter().map(|(n, t)| (n.to_string(), *t)).collect();
    g.nd = true;
    g.callable = helpers.len();
    let mut body = Vec::new();
    let n = 3 + g.rng.below(6);
    g.stmts(&mut body, n, 0);
    // The last scalar locals of the top level go out, as bits.
    let outs: Vec<(String, T)> = g
        .locals
        .iter()
        .rev()
        .filter_map(|l| match (&l.ty, l.is_const) {
            (Ty::S(t), false) => Some((l.name.clone(), *t)),
            _ => None,
        })
        .take(OUTPUTS)
        .collect();
    for (slot, (var, ty)) in outs.into_iter().enumerate() {
        body.push(Stmt::Out { slot, var, ty });
    }
    let mut p = Program { seed, helpers, body, libm: false };
    p.libm = uses_libm(&p);
    p
}

// ---------------------------------------------------------------- walking the tree

fn children(e: &Expr) -> Vec<&Expr> {
    match &e.k {
        K::Lit(_) | K::Var(_) | K::Tid | K::Lane | K::Slice(_) => vec![],
        K::Part(_, lo, hi, _) => lo.iter().chain(hi.iter()).map(|b| &**b).collect(),
        K::Read(_, i) | K::Index(_, i) | K::Unary(_, i) | K::Cast(i) | K::Field(i, _) => vec![i],
        K::Binary(_, a, b) | K::Half(_, _, a, b) | K::NdRead(_, a, b) => vec![a, b],
        K::If(c, a, b) => vec![c, a, b],
        K::Block(_, v) => vec![v],
        K::Match(s, arms) => {
            let mut v: Vec<&Expr> = vec![s];
            for a in arms {
                if let Some(g) = &a.guard {
                    v.push(g);
                }
                v.push(&a.value);
            }
            v
        }
        K::Method(_, r, args) => {
            let mut v: Vec<&Expr> = vec![r];
            v.extend(args.iter());
            v
        }
        K::Path(_, args) | K::Call(_, args) | K::Tuple(args) => args.iter().collect(),
    }
}

fn children_mut(e: &mut Expr) -> Vec<&mut Expr> {
    match &mut e.k {
        K::Lit(_) | K::Var(_) | K::Tid | K::Lane | K::Slice(_) => vec![],
        K::Part(_, lo, hi, _) => lo.iter_mut().chain(hi.iter_mut()).map(|b| &mut **b).collect(),
        K::Read(_, i) | K::Index(_, i) | K::Unary(_, i) | K::Cast(i) | K::Field(i, _) => vec![i],
        K::Binary(_, a, b) | K::Half(_, _, a, b) | K::NdRead(_, a, b) => vec![a, b],
        K::If(c, a, b) => vec![c, a, b],
        K::Block(_, v) => vec![v],
        K::Match(s, arms) => {
            let mut v: Vec<&mut Expr> = vec![s];
            for a in arms {
                if let Some(g) = &mut a.guard {
                    v.push(g);
                }
                v.push(&mut a.value);
            }
            v
        }
        K::Method(_, r, args) => {
            let mut v: Vec<&mut Expr> = vec![r];
            v.extend(args.iter_mut());
            v
        }
        K::Path(_, args) | K::Call(_, args) | K::Tuple(args) => args.iter_mut().collect(),
    }
}

/// Every expression directly held by a statement (not those of nested statements).
fn stmt_exprs(s: &Stmt) -> Vec<&Expr> {
    match s {
        Stmt::Let { init, .. }
        | Stmt::Destructure { init, .. }
        | Stmt::Const { init, .. }
        | Stmt::Array { init, .. } => {
            vec![init]
        }
        Stmt::Assign { place, value, .. } => match place {
            Place::Index(_, i) => vec![i, value],
            _ => vec![value],
        },
        Stmt::If { cond, .. } => vec![cond],
        Stmt::Jump { cond, jump } => match jump {
            Jump::Return(Some(v)) => vec![cond, v],
            _ => vec![cond],
        },
        Stmt::Assert { cond, .. } | Stmt::PanicIf { cond, .. } => vec![cond],
        Stmt::AssertEq { a, b, .. } => vec![a, b],
        Stmt::For { .. } | Stmt::While { .. } | Stmt::Out { .. } => vec![],
    }
}

fn stmt_exprs_mut(s: &mut Stmt) -> Vec<&mut Expr> {
    match s {
        Stmt::Let { init, .. }
        | Stmt::Destructure { init, .. }
        | Stmt::Const { init, .. }
        | Stmt::Array { init, .. } => {
            vec![init]
        }
        Stmt::Assign { place, value, .. } => match place {
            Place::Index(_, i) => vec![i, value],
            _ => vec![value],
        },
        Stmt::If { cond, .. } => vec![cond],
        Stmt::Jump { cond, jump } => match jump {
            Jump::Return(Some(v)) => vec![cond, v],
            _ => vec![cond],
        },
        Stmt::Assert { cond, .. } | Stmt::PanicIf { cond, .. } => vec![cond],
        Stmt::AssertEq { a, b, .. } => vec![a, b],
        Stmt::For { .. } | Stmt::While { .. } | Stmt::Out { .. } => vec![],
    }
}

fn stmt_blocks(s: &Stmt) -> Vec<&Vec<Stmt>> {
    match s {
        Stmt::If { then, els, .. } => {
            let mut v = vec![then];
            if let Some(e) = els {
                v.push(e);
            }
            v
        }
        Stmt::For { body, .. } | Stmt::While { body, .. } => vec![body],
        _ => vec![],
    }
}

fn visit_exprs(stmts: &[Stmt], f: &mut dyn FnMut(&Expr)) {
    fn expr(e: &Expr, f: &mut dyn FnMut(&Expr)) {
        f(e);
        if let K::Block(stmts, _) = &e.k {
            visit_exprs(stmts, f);
        }
        for c in children(e) {
            expr(c, f);
        }
    }
    for s in stmts {
        for e in stmt_exprs(s) {
            expr(e, f);
        }
        for b in stmt_blocks(s) {
            visit_exprs(b, f);
        }
    }
}

fn visit_helper_exprs(h: &Helper, f: &mut dyn FnMut(&Expr)) {
    visit_exprs(&h.body, f);
    visit_exprs(&[Stmt::Jump { cond: h.value.clone(), jump: Jump::Return(None) }], f);
}

/// The helpers the body calls, directly or through others, in index order.
pub fn reachable_helpers(p: &Program) -> Vec<usize> {
    let mut seen = vec![false; p.helpers.len()];
    let mut stack = Vec::new();
    visit_exprs(&p.body, &mut |e| {
        if let K::Call(h, _) = &e.k {
            stack.push(*h);
        }
    });
    while let Some(h) = stack.pop() {
        if h >= seen.len() || seen[h] {
            continue;
        }
        seen[h] = true;
        visit_helper_exprs(&p.helpers[h], &mut |e| {
            if let K::Call(c, _) = &e.k {
                stack.push(*c);
            }
        });
    }
    (0..seen.len()).filter(|&h| seen[h]).collect()
}

fn uses_libm(p: &Program) -> bool {
    let mut libm = false;
    let mut check = |e: &Expr| {
        let entry = match &e.k {
            K::Method(name, r, _) => r.ty.scalar().and_then(|t| method_entry(name, t, false)),
            K::Path(path, args) => PATHS
                .iter()
                .find(|(p, _)| p == path)
                .and_then(|(_, name)| args.first()?.ty.scalar().and_then(|t| method_entry(name, t, true))),
            _ => None,
        };
        if entry.is_some_and(|m| !m.exact) {
            libm = true;
        }
    };
    visit_exprs(&p.body, &mut check);
    for h in reachable_helpers(p) {
        visit_helper_exprs(&p.helpers[h], &mut check);
    }
    libm
}

/// Whether a program reads the 2-D input.
pub fn uses_array(p: &Program) -> bool {
    let mut found = false;
    visit_exprs(&p.body, &mut |e| found |= matches!(e.k, K::NdRead(..)));
    found
}

/// The Rust that makes the 2-D input of program `seed` from `xi` (in scope): the host's
/// `xa_host` and the launch's view `xa`, in the program's layout (`array_layout`).
pub fn array_setup(seed: u64) -> Vec<String> {
    let (r, c) = ARRAY_SHAPE;
    let mut l = vec![
        "let xa_vals = gen_array_values(&xi);".to_string(),
        format!("let xa_host = ferrocuda::Array2::from_shape_vec([{r}, {c}], xa_vals.clone()).expect(\"the shape\");"),
    ];
    match array_layout(seed) {
        0 => l.push(format!("let xa_dev = fc(dev.to_device_2d(&xa_vals, ({r}, {c})))?; let xa = xa_dev.view();")),
        1 => {
            l.push(format!(
                "let xa_t: Vec<i64> = (0..{r} * {c}).map(|k| xa_vals[(k % {r}) * {c} + k / {r}]).collect();"
            ));
            l.push(format!("let xa_dev = fc(dev.to_device_2d(&xa_t, ({c}, {r})))?; let xa = xa_dev.t();"));
        }
        2 => {
            l.push(format!("let mut xa_big = vec![-7i64; 17 * 15]; for k in 0..{r} * {c} {{ xa_big[(k / {c}) * 2 * 15 + 2 + k % {c}] = xa_vals[k]; }}"));
            l.push("let xa_dev = fc(dev.to_device_2d(&xa_big, (17, 15)))?; let xa = fc(xa_dev.slice(ferrocuda::s![..16;2, 2..14]))?;".to_string());
        }
        _ => {
            l.push(format!("let xa_rev: Vec<i64> = (0..{r} * {c}).map(|k| xa_vals[({r} - 1 - k / {c}) * {c} + k % {c}]).collect();"));
            l.push(format!("let xa_dev = fc(dev.to_device_2d(&xa_rev, ({r}, {c})))?; let xa = fc(xa_dev.slice(ferrocuda::s![..;-1, ..]))?;"));
        }
    }
    l
}

/// The inputs a program reads (directly or through the slices it passes).
pub fn inputs_used(p: &Program) -> Vec<&'static str> {
    let mut used = HashSet::new();
    visit_exprs(&p.body, &mut |e| match &e.k {
        K::Read(n, _) | K::Slice(n) | K::Part(n, ..) => {
            used.insert(n.clone());
        }
        // (`xa` is made from `xi`.)
        K::NdRead(..) => {
            used.insert("xi".to_string());
        }
        _ => {}
    });
    INPUTS.iter().map(|(n, _)| *n).filter(|n| used.contains(*n)).collect()
}

// ---------------------------------------------------------------- printing

fn int_text(v: i128, t: T) -> String {
    let (lo, hi) = t.range();
    if v == lo && t.is_signed_int() {
        format!("{}::MIN", t.rust())
    } else if v == hi && v > 1 {
        format!("{}::MAX", t.rust())
    } else if v < 0 {
        format!("(-{}{})", -v, t.rust())
    } else {
        format!("{v}{}", t.rust())
    }
}

fn lit_text(l: &Lit, t: T) -> String {
    match l {
        Lit::Int(v) => int_text(*v, t),
        Lit::Float(s) => match s.strip_prefix('-') {
            Some(m) => format!("(-{m}{})", t.rust()),
            None => format!("{s}{}", t.rust()),
        },
        Lit::Named(n) => n.clone(),
        Lit::Bool(b) => b.to_string(),
    }
}

fn pat_text(p: &Pat) -> String {
    match p {
        Pat::Wild => "_".into(),
        Pat::Int(v) => v.to_string(),
        Pat::Bool(b) => b.to_string(),
        Pat::Range(lo, hi, inclusive) => {
            let lo = lo.map(|v| v.to_string()).unwrap_or_default();
            let hi = hi.map(|v| v.to_string()).unwrap_or_default();
            let op = if hi.is_empty() {
                ".."
            } else if *inclusive {
                "..="
            } else {
                ".."
            };
            format!("{lo}{op}{hi}")
        }
        Pat::Or(ps) => ps.iter().map(pat_text).collect::<Vec<_>>().join(" | "),
        Pat::Bind(n, p) => format!("{n} @ {}", pat_text(p)),
        Pat::Const(n) => n.clone(),
    }
}

/// How the injected fault (`FERROCUDA_DIFF_INJECT`) is spelled: `^` of integers becomes a
/// call of `inject_xor_T`, which the host's copy of a program gets wrong.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Style {
    pub inject: bool,
    /// Tuples printed as `#[derive(DeviceCopy)]` structs (`Tup_i32_f64 { f0: …, f1: … }`,
    /// `.f0`): set by `print` for the programs `structs` chooses.
    pub structs: bool,
}

/// Whether the program's tuples are printed as structs (a quarter of the programs, apart
/// from those with module constants: `module_consts`).
pub fn structs(p: &Program) -> bool {
    (p.seed / 2) % 2 == 1
}

/// The name of the struct a tuple type is printed as.
fn tuple_struct(ts: &[T]) -> String {
    format!("Tup_{}", ts.iter().map(|t| t.rust()).collect::<Vec<_>>().join("_"))
}

/// A type as printed.
fn ty_text(ty: &Ty, st: Style) -> String {
    match ty {
        Ty::Tup(ts) if st.structs => tuple_struct(ts),
        t => t.rust(),
    }
}

/// Every tuple type of the program, each once, in order of first use.
fn tuple_types(p: &Program) -> Vec<Vec<T>> {
    let mut out: Vec<Vec<T>> = Vec::new();
    let mut add = |ty: &Ty| {
        if let Ty::Tup(ts) = ty {
            if !out.contains(ts) {
                out.push(ts.clone());
            }
        }
    };
    let stmts = |body: &[Stmt], add: &mut dyn FnMut(&Ty)| {
        let mut v = body.to_vec();
        visit_exprs_mut(&mut v, &mut |e| add(&e.ty));
        fn decls(s: &[Stmt], add: &mut dyn FnMut(&Ty)) {
            for x in s {
                match x {
                    Stmt::Let { ty, .. } => add(ty),
                    Stmt::Destructure { tys, .. } => add(&Ty::Tup(tys.clone())),
                    Stmt::If { then, els, .. } => {
                        decls(then, add);
                        if let Some(e) = els {
                            decls(e, add);
                        }
                    }
                    Stmt::For { body, .. } | Stmt::While { body, .. } => decls(body, add),
                    _ => {}
                }
            }
        }
        decls(body, add);
    };
    for h in reachable_helpers(p) {
        let h = &p.helpers[h];
        add(&h.ret);
        let mut value = vec![Stmt::Jump { cond: h.value.clone(), jump: Jump::Return(None) }];
        visit_exprs_mut(&mut value, &mut |e| add(&e.ty));
        stmts(&h.body, &mut add);
    }
    stmts(&p.body, &mut add);
    out
}

fn expr_text(e: &Expr, st: Style) -> String {
    let t = e.ty.scalar().unwrap_or(T::Bool);
    let list = |es: &[Expr]| es.iter().map(|e| expr_text(e, st)).collect::<Vec<_>>().join(", ");
    match &e.k {
        K::Lit(l) => lit_text(l, t),
        K::Var(n) | K::Slice(n) => n.clone(),
        K::Part(n, lo, hi, inclusive) => {
            let bound = |b: &Option<Box<Expr>>| b.as_ref().map(|b| expr_text(b, st)).unwrap_or_default();
            format!("&{n}[{}{}{}]", bound(lo), if *inclusive { "..=" } else { ".." }, bound(hi))
        }
        K::Tid => "tid".into(),
        K::Lane => "lane_id()".into(),
        K::Read(n, i) | K::Index(n, i) => format!("{n}[{}]", expr_text(i, st)),
        K::NdRead(n, i, j) => format!("{n}[[{}, {}]]", expr_text(i, st), expr_text(j, st)),
        K::Unary(op, a) => format!("({op}{})", expr_text(a, st)),
        K::Binary("^", a, b) if st.inject && t.is_int() => {
            format!("inject_xor_{}({}, {})", t.rust(), expr_text(a, st), expr_text(b, st))
        }
        K::Binary(op, a, b) => format!("({} {op} {})", expr_text(a, st), expr_text(b, st)),
        K::Cast(a) => format!("({} as {})", expr_text(a, st), t.rust()),
        K::If(c, a, b) => {
            format!("(if {} {{ {} }} else {{ {} }})", expr_text(c, st), expr_text(a, st), expr_text(b, st))
        }
        K::Block(stmts, v) => {
            let mut lines = Vec::new();
            stmts_lines(stmts, 0, st, &mut lines);
            let inner: Vec<String> = lines.into_iter().map(|(_, l)| l).collect();
            format!("({{ {} {} }})", inner.join(" "), expr_text(v, st))
        }
        K::Match(s, arms) => {
            let arms: Vec<String> = arms
                .iter()
                .map(|a| match &a.guard {
                    Some(g) => format!("{} if {} => {}", pat_text(&a.pat), expr_text(g, st), expr_text(&a.value, st)),
                    None => format!("{} => {}", pat_text(&a.pat), expr_text(&a.value, st)),
                })
                .collect();
            format!("(match {} {{ {} }})", expr_text(s, st), arms.join(", "))
        }
        K::Method(m, r, args) => format!("({}).{m}({})", expr_text(r, st), list(args)),
        K::Path(p, args) => format!("{p}({})", list(args)),
        K::Call(h, args) => format!("h{h}({})", list(args)),
        K::Tuple(es) => match &e.ty {
            Ty::Tup(ts) if st.structs => {
                let fields: Vec<String> =
                    es.iter().enumerate().map(|(k, x)| format!("f{k}: {}", expr_text(x, st))).collect();
                // (Parenthesized: a struct literal may not start an `if`'s condition.)
                format!("({} {{ {} }})", tuple_struct(ts), fields.join(", "))
            }
            _ => format!("({})", list(es)),
        },
        K::Half(op, bf, a, b) => {
            let h = if *bf { "bf16" } else { "f16" };
            format!("(({h}::from_f32({}) {op} {h}::from_f32({})).to_f32())", expr_text(a, st), expr_text(b, st))
        }
        K::Field(a, k) if st.structs && !builtin_tuple(a) => format!("{}.f{k}", expr_text(a, st)),
        K::Field(a, k) => format!("{}.{k}", expr_text(a, st)),
    }
}

/// Whether `e` is a tuple a builtin returns (`x.sin_cos()`), which stays a tuple when the
/// program's own tuples are structs.
fn builtin_tuple(e: &Expr) -> bool {
    matches!(e.ty, Ty::Tup(_)) && matches!(e.k, K::Method(..) | K::Path(..))
}

/// `e` as printed where a value of its type goes: a builtin's tuple made the program's
/// struct when tuples are structs.
fn value_text(e: &Expr, st: Style) -> String {
    match &e.ty {
        Ty::Tup(ts) if st.structs && builtin_tuple(e) => {
            let fields: Vec<String> = (0..ts.len()).map(|k| format!("f{k}: bt.{k}")).collect();
            format!("{{ let bt = {}; {} {{ {} }} }}", expr_text(e, st), tuple_struct(ts), fields.join(", "))
        }
        _ => expr_text(e, st),
    }
}

fn range_text(r: &Range) -> String {
    let base = format!("{}u32{}{}", r.lo, if r.inclusive { "..=" } else { ".." }, r.hi);
    if !r.rev && r.step.is_none() {
        return base;
    }
    let mut s = format!("({base})");
    if r.rev {
        s.push_str(".rev()");
    }
    if let Some(k) = r.step {
        let _ = write!(s, ".step_by({k})");
    }
    s
}

fn place_text(p: &Place, st: Style) -> String {
    match p {
        Place::Var(n) => n.clone(),
        Place::Field(n, k) if st.structs => format!("{n}.f{k}"),
        Place::Field(n, k) => format!("{n}.{k}"),
        Place::Index(n, i) => format!("{n}[{}]", expr_text(i, st)),
    }
}

/// Lines of `stmts`, each with its depth of indentation.
fn stmts_lines(stmts: &[Stmt], depth: usize, st: Style, out: &mut Vec<(usize, String)>) {
    for s in stmts {
        stmt_lines(s, depth, st, out);
    }
}

fn stmt_lines(s: &Stmt, d: usize, st: Style, out: &mut Vec<(usize, String)>) {
    let e = |x: &Expr| expr_text(x, st);
    match s {
        Stmt::Let { name, ty, init } => {
            out.push((d, format!("let mut {name}: {} = {};", ty_text(ty, st), value_text(init, st))))
        }
        // (One line, as the tuple's: the program's lines are its statements.)
        Stmt::Destructure { names, tys, init } if st.structs => {
            let mut line = format!("let dtup: {} = {};", ty_text(&Ty::Tup(tys.clone()), st), value_text(init, st));
            for (k, (n, t)) in names.iter().zip(tys).enumerate() {
                if let Some(n) = n {
                    let _ = write!(line, " let mut {n}: {} = dtup.f{k};", t.rust());
                }
            }
            out.push((d, line));
        }
        Stmt::Destructure { names, tys, init } => {
            let pats: Vec<String> =
                names.iter().map(|n| n.as_ref().map_or("_".to_string(), |n| format!("mut {n}"))).collect();
            let ty = Ty::Tup(tys.clone()).rust();
            out.push((d, format!("let ({}): {ty} = {};", pats.join(", "), e(init))));
        }
        // A `const` cannot call the injected fault's functions.
        Stmt::Const { name, ty, init } => {
            out.push((d, format!("const {name}: {} = {};", ty.rust(), expr_text(init, Style::default()))))
        }
        Stmt::Array { name, elem, init } => {
            out.push((d, format!("let mut {name}: [{}; 4] = [{}; 4];", elem.rust(), e(init))))
        }
        Stmt::Assign { place, op, value } => out.push((d, format!("{} {op} {};", place_text(place, st), e(value)))),
        Stmt::If { cond, then, els } => {
            out.push((d, format!("if {} {{", e(cond))));
            stmts_lines(then, d + 1, st, out);
            if let Some(els) = els {
                out.push((d, "} else {".into()));
                stmts_lines(els, d + 1, st, out);
            }
            out.push((d, "}".into()));
        }
        Stmt::For { label, var, range, body } => {
            out.push((d, format!("'{label}: for {var} in {} {{", range_text(range))));
            stmts_lines(body, d + 1, st, out);
            out.push((d, "}".into()));
        }
        Stmt::While { label, counter, bound, body } => {
            out.push((d, format!("let mut {counter}: u32 = 0;")));
            out.push((d, format!("'{label}: while {counter} < {bound} {{")));
            out.push((d + 1, format!("{counter} += 1;")));
            stmts_lines(body, d + 1, st, out);
            out.push((d, "}".into()));
        }
        Stmt::Jump { cond, jump } => {
            let j = match jump {
                Jump::Break(l) => format!("break '{l};"),
                Jump::Continue(l) => format!("continue '{l};"),
                Jump::Return(None) => "return;".into(),
                Jump::Return(Some(v)) => format!("return {};", e(v)),
            };
            out.push((d, format!("if {} {{ {j} }}", e(cond))));
        }
        Stmt::Assert { cond, message: None } => out.push((d, format!("assert!({});", e(cond)))),
        Stmt::Assert { cond, message: Some(m) } => out.push((d, format!("assert!({}, \"{m}\");", e(cond)))),
        Stmt::AssertEq { a, b, equal } => {
            let mac = if *equal { "assert_eq" } else { "assert_ne" };
            out.push((d, format!("{mac}!({}, {});", e(a), e(b))));
        }
        Stmt::PanicIf { cond, message } => out.push((d, format!("if {} {{ panic!(\"{message}\"); }}", e(cond)))),
        Stmt::Out { slot, var, ty } => {
            let bits = match ty {
                // Any NaN as one: Rust leaves NaN payloads and signs unspecified, and GPUs
                // make their own canonical NaN.
                T::F32 | T::F64 => {
                    format!("(if {var}.is_nan() {{ 0x7ff8_0000_0000_0000u64 }} else {{ {var}.to_bits() as u64 }})")
                }
                _ => format!("{var} as u64"),
            };
            // (Odd slots by `^=` into the poison both sides start from: a compound assignment to
            // memory, which the `_lanes` twins run in lockstep.)
            let op = if slot % 2 == 1 { "^=" } else { "=" };
            out.push((d, format!("out[tid * {OUTPUTS} + {slot}] {op} {bits};")));
        }
    }
}

fn helper_lines(i: usize, h: &Helper, st: Style) -> Vec<(usize, String)> {
    let params: Vec<String> = h.params.iter().map(|(n, t)| format!("{n}: {}", ty_text(t, st))).collect();
    let mut out = vec![(0, format!("pub fn h{i}({}) -> {} {{", params.join(", "), ty_text(&h.ret, st)))];
    stmts_lines(&h.body, 1, st, &mut out);
    out.push((1, value_text(&h.value, st)));
    out.push((0, "}".into()));
    out
}

/// Where a line of a printed program comes from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Part {
    /// The structs the program's tuples are printed as.
    Types,
    Helper(usize),
    Body,
}

/// A printed program: each line with its part, index within the part, and indentation.
pub struct Printed {
    pub lines: Vec<(Part, usize, usize, String)>,
}

/// The program's helpers (those it reaches) and body, as lines.
pub fn print(p: &Program, st: Style) -> Printed {
    let st = Style { structs: structs(p), ..st };
    let mut lines = Vec::new();
    if st.structs {
        for (i, ts) in tuple_types(p).iter().enumerate() {
            let fields: Vec<String> = ts.iter().enumerate().map(|(k, t)| format!("pub f{k}: {}", t.rust())).collect();
            let def = format!(
                "#[derive(Clone, Copy, ferrocuda::DeviceCopy)] #[repr(C)] pub struct {} {{ {} }}",
                tuple_struct(ts),
                fields.join(", ")
            );
            lines.push((Part::Types, i, 0, def));
        }
    }
    for h in reachable_helpers(p) {
        for (i, (d, l)) in helper_lines(h, &p.helpers[h], st).into_iter().enumerate() {
            lines.push((Part::Helper(h), i, d, l));
        }
    }
    let mut body = Vec::new();
    stmts_lines(&p.body, 0, st, &mut body);
    for (i, (d, l)) in body.into_iter().enumerate() {
        lines.push((Part::Body, i, d, l));
    }
    Printed { lines }
}

/// Whether the program's top-level body consts are printed as module constants.
pub fn module_consts(p: &Program) -> bool {
    p.seed.is_multiple_of(2)
}

/// The program as text: helpers, then the body (for messages and dedup).
pub fn text(p: &Program, st: Style) -> String {
    let mut s = String::new();
    for (_, _, d, l) in print(p, st).lines {
        let _ = writeln!(s, "{}{l}", "    ".repeat(d));
    }
    s
}

/// Where a line of `programs.rs` came from: the program (by its index in the list), its
/// part and the line's index in it, and the columns of indentation before its text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Origin {
    pub program: usize,
    pub part: Part,
    pub index: usize,
    pub indent: usize,
}

/// `programs.rs`: a `program!` call per program, and `programs()` listing them. Returns the
/// text and, for each of its lines (from line 1), where it came from.
pub fn programs_file(programs: &[(String, Program)], st: Style) -> (String, Vec<Option<Origin>>) {
    let mut out = String::new();
    let mut origins: Vec<Option<Origin>> = Vec::new();
    let line = |out: &mut String, origins: &mut Vec<Option<Origin>>, text: &str, origin: Option<Origin>| {
        out.push_str(text);
        out.push('\n');
        origins.push(origin);
    };
    line(&mut out, &mut origins, "// Generated by tests/differential (gen.rs). Do not edit.", None);
    line(&mut out, &mut origins, "", None);
    for (k, (name, p)) in programs.iter().enumerate() {
        line(&mut out, &mut origins, &format!("program!({name}, (tid, lane_id, xi, xu, xf, xd, xa, out), {{"), None);
        let printed = print(p, st);
        // Half the programs have the consts of their body's top level at module level
        // instead, which kernels read by path, as any constant defined outside them.
        // (And the structs its tuples are printed as, which both copies name.)
        let hoisted = |part: Part, d: usize, l: &str| {
            part == Part::Types || (module_consts(p) && part == Part::Body && d == 0 && l.starts_with("const "))
        };
        for (part, index, d, l) in printed.lines.iter().filter(|(part, _, d, l)| hoisted(*part, *d, l)) {
            let text = format!("    {l}");
            line(
                &mut out,
                &mut origins,
                &text,
                Some(Origin { program: k, part: *part, index: *index, indent: 4 + 4 * d }),
            );
        }
        line(&mut out, &mut origins, "}, {", None);
        let mut in_body = false;
        for (part, index, d, l) in printed.lines.into_iter().filter(|(part, _, d, l)| !hoisted(*part, *d, l)) {
            if part == Part::Body && !in_body {
                in_body = true;
                line(&mut out, &mut origins, "}, {", None);
            }
            let base = if part == Part::Body { 2 } else { 1 };
            let indent = 4 * (base + d);
            let text = format!("{}{l}", " ".repeat(indent));
            line(&mut out, &mut origins, &text, Some(Origin { program: k, part, index, indent }));
        }
        if !in_body {
            line(&mut out, &mut origins, "}, {", None);
        }
        line(&mut out, &mut origins, "});", None);
        line(&mut out, &mut origins, "", None);
    }
    line(&mut out, &mut origins, "pub fn programs() -> Vec<Program> {", None);
    line(&mut out, &mut origins, "    vec![", None);
    for (name, p) in programs {
        let source = text(p, st);
        let entry = format!(
            "        Program {{ name: \"{name}\", seed: {}, gpu: {}, kernel: |xi, xu, xf, xd, xa, out| \
             {name}::dev::{name}.launch(launch_grid(), xi, xu, xf, xd, xa, out), host: {name}::host::run, source: \
             r####\"{source}\"#### }},",
            p.seed, !p.libm
        );
        for l in entry.lines() {
            line(&mut out, &mut origins, l, None);
        }
    }
    line(&mut out, &mut origins, "    ]", None);
    line(&mut out, &mut origins, "}", None);
    (out, origins)
}

// ---------------------------------------------------------------- checking

#[derive(Clone)]
struct Scope {
    /// Whether the 2-D input is in scope.
    nd: bool,
    vars: Vec<(String, Ty, bool)>,
    arrays: Vec<(String, T)>,
    labels: Vec<String>,
    slices: Vec<(String, T)>,
}

impl Scope {
    fn var(&self, n: &str) -> Option<&(String, Ty, bool)> {
        self.vars.iter().rev().find(|(v, _, _)| v == n)
    }
    fn array(&self, n: &str) -> Option<T> {
        self.arrays.iter().rev().find(|(v, _)| v == n).map(|(_, t)| *t)
    }
    fn marks(&self) -> (usize, usize, usize) {
        (self.vars.len(), self.arrays.len(), self.labels.len())
    }
    fn reset(&mut self, m: (usize, usize, usize)) {
        self.vars.truncate(m.0);
        self.arrays.truncate(m.1);
        self.labels.truncate(m.2);
    }
}

fn main_scope() -> Scope {
    Scope {
        nd: true,
        vars: Vec::new(),
        arrays: Vec::new(),
        labels: Vec::new(),
        slices: INPUTS.iter().map(|(n, t)| (n.to_string(), *t)).collect(),
    }
}

fn helper_scope(h: &Helper) -> Scope {
    let mut sc = Scope { nd: false, vars: Vec::new(), arrays: Vec::new(), labels: Vec::new(), slices: Vec::new() };
    for (n, t) in &h.params {
        match t {
            Ty::Slice(e) => sc.slices.push((n.clone(), *e)),
            _ => sc.vars.push((n.clone(), t.clone(), false)),
        }
    }
    sc
}

struct Checker<'a> {
    p: &'a Program,
    /// The helper being checked (it may call those before it), or the body.
    helper: Option<usize>,
}

type Checked = Result<(), String>;

fn need(cond: bool, what: impl FnOnce() -> String) -> Checked {
    if cond {
        Ok(())
    } else {
        Err(what())
    }
}

impl Checker<'_> {
    fn lit(&self, l: &Lit, ty: &Ty) -> Checked {
        let t = ty.scalar().ok_or("a literal of a tuple type")?;
        match l {
            Lit::Int(v) => {
                let (lo, hi) = t.range();
                need(t.is_int() && *v >= lo && *v <= hi, || format!("{v} as {t:?}"))
            }
            Lit::Float(s) => need(t.is_float() && s.parse::<f64>().is_ok(), || format!("{s} as {t:?}")),
            Lit::Named(n) => need(n.contains(t.rust()), || format!("{n} as {t:?}")),
            Lit::Bool(_) => need(t == T::Bool, || format!("bool as {t:?}")),
        }
    }

    fn pat(&self, p: &Pat, t: T, sc: &Scope, bound: &mut Vec<String>) -> Checked {
        let (lo, hi) = t.range();
        let ok = |v: &i128| *v >= lo && *v <= hi;
        match p {
            Pat::Wild => Ok(()),
            Pat::Int(v) => need(t.is_int() && ok(v), || format!("pattern {v} of {t:?}")),
            Pat::Bool(_) => need(t == T::Bool, || "bool pattern".into()),
            Pat::Range(a, b, inclusive) => {
                need(t.is_int(), || "range of a non-integer".into())?;
                need(a.is_some() || b.is_some(), || "empty range".into())?;
                need(a.is_none_or(|v| ok(&v)) && b.is_none_or(|v| ok(&v)), || "range out of the type".into())?;
                if let (Some(a), Some(b)) = (a, b) {
                    need(if *inclusive { a <= b } else { a < b }, || format!("empty range {a}..{b}"))?;
                }
                need(b.is_some() || !inclusive, || "`a..=`".into())?;
                need(a.is_some() || *inclusive, || "`..b`".into())
            }
            Pat::Or(ps) => {
                need(!ps.is_empty(), || "empty or".into())?;
                ps.iter().try_for_each(|q| {
                    need(!matches!(q, Pat::Bind(..) | Pat::Or(_)), || "binding in an or".into())?;
                    self.pat(q, t, sc, bound)
                })
            }
            Pat::Bind(n, q) => {
                need(!matches!(**q, Pat::Bind(..) | Pat::Or(_)), || "nested binding".into())?;
                bound.push(n.clone());
                self.pat(q, t, sc, bound)
            }
            Pat::Const(n) => {
                if n.contains("::") {
                    need(t.is_int() && n.starts_with(t.rust()), || format!("pattern {n}"))
                } else {
                    need(sc.var(n).is_some_and(|(_, ty, _)| *ty == Ty::S(t)), || format!("pattern const {n}"))
                }
            }
        }
    }

    fn expr(&self, e: &Expr, sc: &mut Scope) -> Checked {
        let st = e.ty.scalar();
        let is = |t: &Ty| *t == e.ty;
        match &e.k {
            K::Lit(l) => self.lit(l, &e.ty),
            K::Var(n) => {
                let v = sc.var(n).ok_or_else(|| format!("`{n}` is not in scope"))?;
                need(v.1 == e.ty, || format!("`{n}` is a {:?}, used as a {:?}", v.1, e.ty))
            }
            K::Tid => need(st == Some(T::Usize), || "tid".into()),
            K::Lane => need(st == Some(T::U32), || "lane_id()".into()),
            K::Slice(n) => {
                let s = sc.slices.iter().find(|(s, _)| s == n).ok_or_else(|| format!("no slice {n}"))?;
                need(Ty::Slice(s.1) == e.ty, || format!("slice {n}"))
            }
            K::Part(n, lo, hi, inclusive) => {
                let s = sc.slices.iter().find(|(s, _)| s == n).ok_or_else(|| format!("no slice {n}"))?;
                need(Ty::Slice(s.1) == e.ty, || format!("part of {n}"))?;
                need(!*inclusive || hi.is_some(), || format!("`..=` without an end, of {n}"))?;
                for b in lo.iter().chain(hi.iter()) {
                    need(b.ty == Ty::S(T::Usize), || format!("a bound of a part of {n}"))?;
                    self.expr(b, sc)?;
                }
                Ok(())
            }
            K::Read(n, i) => {
                let s = sc.slices.iter().find(|(s, _)| s == n).ok_or_else(|| format!("no slice {n}"))?.1;
                need(st == Some(s) && i.ty == Ty::S(T::Usize), || format!("read of {n}"))?;
                self.expr(i, sc)
            }
            K::NdRead(n, i, j) => {
                need(sc.nd && n == ARRAY && st == Some(T::I64), || format!("read of {n}"))?;
                need(i.ty == Ty::S(T::Usize) && j.ty == Ty::S(T::Usize), || format!("index of {n}"))?;
                self.expr(i, sc)?;
                self.expr(j, sc)
            }
            K::Index(n, i) => {
                let a = sc.array(n).ok_or_else(|| format!("no array {n}"))?;
                need(st == Some(a) && i.ty == Ty::S(T::Usize), || format!("index of {n}"))?;
                self.expr(i, sc)
            }
            K::Unary(op, a) => {
                let t = st.ok_or("unary of a tuple")?;
                need(is(&a.ty), || "unary operand".into())?;
                match *op {
                    "-" => need(t.is_float() || t.is_signed_int(), || format!("- of {t:?}"))?,
                    _ => need(t.is_int() || t == T::Bool, || format!("! of {t:?}"))?,
                }
                self.expr(a, sc)
            }
            K::Binary(op, a, b) => {
                let t = st.ok_or("binary of a tuple")?;
                let (at, bt) = (a.ty.scalar().ok_or("tuple operand")?, b.ty.scalar().ok_or("tuple operand")?);
                match *op {
                    "<" | "<=" | ">" | ">=" | "==" | "!=" => {
                        need(t == T::Bool && at == bt, || format!("comparison of {at:?} and {bt:?}"))?
                    }
                    "&&" | "||" => need(t == T::Bool && at == T::Bool && bt == T::Bool, || "logic".into())?,
                    "<<" | ">>" => need(t.is_int() && at == t && bt.is_int(), || "shift".into())?,
                    "&" | "|" | "^" => need(t.is_int() && at == t && bt == t, || format!("{op} of {t:?}"))?,
                    _ => need(t != T::Bool && at == t && bt == t, || format!("{op} of {at:?}, {bt:?} as {t:?}"))?,
                }
                self.expr(a, sc)?;
                self.expr(b, sc)
            }
            K::Half(_, _, a, b) => {
                let f = Ty::S(T::F32);
                need(e.ty == f && a.ty == f && b.ty == f, || "half arithmetic".into())?;
                self.expr(a, sc)?;
                self.expr(b, sc)
            }
            K::Cast(a) => {
                let (to, from) = (st.ok_or("cast to a tuple")?, a.ty.scalar().ok_or("cast of a tuple")?);
                need(to != T::Bool && !(from == T::Bool && to.is_float()), || format!("{from:?} as {to:?}"))?;
                self.expr(a, sc)
            }
            K::If(c, a, b) => {
                need(c.ty == Ty::S(T::Bool) && is(&a.ty) && is(&b.ty), || "if".into())?;
                self.expr(c, sc)?;
                self.expr(a, sc)?;
                self.expr(b, sc)
            }
            K::Block(stmts, v) => {
                need(is(&v.ty), || "block value".into())?;
                let m = sc.marks();
                let r = self.stmts(stmts, sc).and_then(|_| self.expr(v, sc));
                sc.reset(m);
                r
            }
            K::Match(s, arms) => {
                let t = s.ty.scalar().ok_or("match on a tuple")?;
                need(t.is_int() || t == T::Bool, || "match on a float".into())?;
                need(arms.last().is_some_and(|a| a.pat == Pat::Wild && a.guard.is_none()), || "no final `_`".into())?;
                self.expr(s, sc)?;
                for a in arms {
                    need(is(&a.value.ty), || "arm value".into())?;
                    let mut bound = Vec::new();
                    self.pat(&a.pat, t, sc, &mut bound)?;
                    let m = sc.marks();
                    for b in bound {
                        sc.vars.push((b, Ty::S(t), false));
                    }
                    let r = a
                        .guard
                        .as_ref()
                        .map_or(Ok(()), |g| {
                            need(g.ty == Ty::S(T::Bool), || "guard".into())?;
                            self.expr(g, sc)
                        })
                        .and_then(|_| self.expr(&a.value, sc));
                    sc.reset(m);
                    r?;
                }
                Ok(())
            }
            K::Method(name, r, args) => {
                let recv = r.ty.scalar().ok_or("method of a tuple")?;
                self.expr(r, sc)?;
                args.iter().try_for_each(|a| self.expr(a, sc))?;
                if *name == "to_bits" {
                    let bits = if recv == T::F32 { T::U32 } else { T::U64 };
                    return need(recv.is_float() && args.is_empty() && st == Some(bits), || "to_bits".into());
                }
                let m = method_entry(name, recv, false).ok_or_else(|| format!("no method {name} of {recv:?}"))?;
                self.args(m, recv, args, 0)?;
                need(method_ret(m, recv) == e.ty, || format!("{name} gives {:?}", method_ret(m, recv)))
            }
            K::Path(path, args) => {
                args.iter().try_for_each(|a| self.expr(a, sc))?;
                if let Some(bits) = path.strip_suffix("::from_bits") {
                    let (f, b) = if bits == "f32" { (T::F32, T::U32) } else { (T::F64, T::U64) };
                    return need(st == Some(f) && args.len() == 1 && args[0].ty == Ty::S(b), || "from_bits".into());
                }
                let name = PATHS.iter().find(|(p, _)| p == path).ok_or_else(|| format!("no path {path}"))?.1;
                let recv = args.first().and_then(|a| a.ty.scalar()).ok_or("math without an argument")?;
                let m = method_entry(name, recv, true).ok_or_else(|| format!("no math::{name}"))?;
                self.args(m, recv, args, 1)?;
                need(method_ret(m, recv) == e.ty, || format!("math::{name}"))
            }
            K::Call(h, args) => {
                let limit = self.helper.unwrap_or(self.p.helpers.len());
                need(*h < limit, || format!("h{h} is not callable here"))?;
                let callee = &self.p.helpers[*h];
                need(callee.ret == e.ty, || format!("h{h} gives {:?}", callee.ret))?;
                need(callee.params.len() == args.len(), || format!("h{h}'s arity"))?;
                for ((_, pt), a) in callee.params.iter().zip(args) {
                    need(*pt == a.ty, || format!("h{h} takes {pt:?}, given {:?}", a.ty))?;
                    self.expr(a, sc)?;
                }
                Ok(())
            }
            K::Tuple(es) => {
                let tys: Vec<Ty> = es.iter().map(|x| x.ty.clone()).collect();
                let ok = match &e.ty {
                    Ty::Tup(ts) => ts.len() == tys.len() && ts.iter().zip(&tys).all(|(t, u)| Ty::S(*t) == *u),
                    _ => false,
                };
                need(ok, || "tuple".into())?;
                es.iter().try_for_each(|x| self.expr(x, sc))
            }
            K::Field(a, k) => {
                let ok = matches!(&a.ty, Ty::Tup(ts) if ts.get(*k).is_some_and(|t| Ty::S(*t) == e.ty));
                need(ok, || format!("field {k} of {:?}", a.ty))?;
                self.expr(a, sc)
            }
        }
    }

    fn args(&self, m: &M, recv: T, args: &[Expr], skip: usize) -> Checked {
        let args = &args[skip..];
        let want: Vec<Ty> = m
            .args
            .iter()
            .flat_map(|a| match a {
                A::R => vec![Ty::S(recv)],
                A::U32 => vec![Ty::S(T::U32)],
                A::I32 => vec![Ty::S(T::I32)],
                A::Bounds | A::IntBounds => vec![Ty::S(recv), Ty::S(recv)],
            })
            .collect();
        need(want.len() == args.len() && want.iter().zip(args).all(|(w, a)| *w == a.ty), || {
            format!("arguments of {}", m.name)
        })
    }

    fn assignable(&self, place: &Place, sc: &mut Scope) -> Result<T, String> {
        match place {
            Place::Var(n) => match sc.var(n) {
                Some((_, Ty::S(t), true)) => Ok(*t),
                _ => Err(format!("`{n}` is not assignable")),
            },
            Place::Field(n, k) => match sc.var(n) {
                Some((_, Ty::Tup(ts), true)) => ts.get(*k).copied().ok_or_else(|| format!("{n}.{k}")),
                _ => Err(format!("`{n}.{k}` is not assignable")),
            },
            Place::Index(n, i) => {
                let t = sc.array(n).ok_or_else(|| format!("no array {n}"))?;
                need(i.ty == Ty::S(T::Usize), || "array index".into())?;
                self.expr(i, sc)?;
                Ok(t)
            }
        }
    }

    fn stmts(&self, stmts: &[Stmt], sc: &mut Scope) -> Checked {
        stmts.iter().try_for_each(|s| self.stmt(s, sc))
    }

    fn scoped(&self, stmts: &[Stmt], sc: &mut Scope) -> Checked {
        let m = sc.marks();
        let r = self.stmts(stmts, sc);
        sc.reset(m);
        r
    }

    fn stmt(&self, s: &Stmt, sc: &mut Scope) -> Checked {
        match s {
            Stmt::Let { name, ty, init } => {
                need(*ty == init.ty && !matches!(ty, Ty::Slice(_)), || format!("let {name}"))?;
                self.expr(init, sc)?;
                sc.vars.push((name.clone(), ty.clone(), true));
                Ok(())
            }
            Stmt::Destructure { names, tys, init } => {
                need(init.ty == Ty::Tup(tys.clone()) && names.len() == tys.len(), || "destructure".into())?;
                self.expr(init, sc)?;
                for (n, t) in names.iter().zip(tys) {
                    if let Some(n) = n {
                        sc.vars.push((n.clone(), Ty::S(*t), true));
                    }
                }
                Ok(())
            }
            Stmt::Const { name, ty, init } => {
                need(init.ty == Ty::S(*ty) && ty.is_int() && const_safe(init), || format!("const {name}"))?;
                // A const sees only consts (and they are all that a const initializer holds).
                self.expr(init, sc)?;
                sc.vars.push((name.clone(), Ty::S(*ty), false));
                Ok(())
            }
            Stmt::Array { name, elem, init } => {
                need(init.ty == Ty::S(*elem) && matches!(init.k, K::Lit(_)), || format!("array {name}"))?;
                sc.arrays.push((name.clone(), *elem));
                Ok(())
            }
            Stmt::Assign { place, op, value } => {
                let t = self.assignable(place, sc)?;
                let ok = match *op {
                    "=" => value.ty == Ty::S(t),
                    "<<=" | ">>=" => t.is_int() && value.ty.scalar().is_some_and(|v| v.is_int()),
                    "&=" | "|=" | "^=" => (t.is_int() || t == T::Bool) && value.ty == Ty::S(t),
                    _ => t != T::Bool && value.ty == Ty::S(t),
                };
                need(ok, || format!("{op} on {t:?}"))?;
                self.expr(value, sc)
            }
            Stmt::If { cond, then, els } => {
                need(cond.ty == Ty::S(T::Bool), || "if".into())?;
                self.expr(cond, sc)?;
                self.scoped(then, sc)?;
                els.as_ref().map_or(Ok(()), |e| self.scoped(e, sc))
            }
            Stmt::For { label, var, range, body } => {
                need(range.step != Some(0), || "step_by(0)".into())?;
                let m = sc.marks();
                sc.labels.push(label.clone());
                sc.vars.push((var.clone(), Ty::S(T::U32), false));
                let r = self.stmts(body, sc);
                sc.reset(m);
                r
            }
            Stmt::While { label, counter, body, .. } => {
                let m = sc.marks();
                sc.labels.push(label.clone());
                sc.vars.push((counter.clone(), Ty::S(T::U32), false));
                let r = self.stmts(body, sc);
                sc.reset(m);
                r
            }
            Stmt::Jump { cond, jump } => {
                need(cond.ty == Ty::S(T::Bool), || "jump condition".into())?;
                self.expr(cond, sc)?;
                match jump {
                    Jump::Break(l) | Jump::Continue(l) => need(sc.labels.contains(l), || format!("no loop '{l}")),
                    Jump::Return(v) => {
                        let want = self.helper.map(|h| self.p.helpers[h].ret.clone());
                        match (v, want) {
                            (None, None) => Ok(()),
                            (Some(v), Some(w)) if v.ty == w => self.expr(v, sc),
                            _ => Err("return".into()),
                        }
                    }
                }
            }
            Stmt::Assert { cond, .. } | Stmt::PanicIf { cond, .. } => {
                need(cond.ty == Ty::S(T::Bool), || "assertion".into())?;
                self.expr(cond, sc)
            }
            Stmt::AssertEq { a, b, .. } => {
                need(a.ty == b.ty && a.ty.scalar().is_some(), || "assert_eq".into())?;
                self.expr(a, sc)?;
                self.expr(b, sc)
            }
            Stmt::Out { slot, var, ty } => {
                need(self.helper.is_none() && *slot < OUTPUTS, || "out".into())?;
                need(sc.var(var).is_some_and(|v| v.1 == Ty::S(*ty)), || format!("out of `{var}`"))
            }
        }
    }
}

fn const_safe(e: &Expr) -> bool {
    let here = match &e.k {
        K::Lit(_) | K::Var(_) => true,
        K::Binary(op, ..) => matches!(*op, "&" | "|" | "^"),
        K::Unary("!", _) => true,
        K::Cast(a) => a.ty.scalar().is_some_and(|t| t.is_int() || t == T::Bool),
        K::Method(m, ..) => matches!(*m, "wrapping_add" | "wrapping_sub" | "wrapping_mul"),
        _ => false,
    };
    here && children(e).into_iter().all(const_safe)
}

/// Whether `p` is well typed and every name in it is in scope: what rustc and the
/// translator need of a candidate.
pub fn check(p: &Program) -> Checked {
    for (i, h) in p.helpers.iter().enumerate() {
        let c = Checker { p, helper: Some(i) };
        let mut sc = helper_scope(h);
        c.stmts(&h.body, &mut sc).map_err(|e| format!("h{i}: {e}"))?;
        need(h.value.ty == h.ret, || format!("h{i}'s value"))?;
        c.expr(&h.value, &mut sc).map_err(|e| format!("h{i}: {e}"))?;
    }
    let c = Checker { p, helper: None };
    c.stmts(&p.body, &mut main_scope())
}

// ---------------------------------------------------------------- shrinking

/// How big a program is, for the shrinker: it only ever moves to a smaller one.
pub fn size(p: &Program) -> usize {
    fn lit_size(l: &Lit) -> usize {
        match l {
            Lit::Int(v) => (128 - v.unsigned_abs().leading_zeros() as usize).div_ceil(4) + usize::from(*v < 0),
            Lit::Float(s) => match s.as_str() {
                "0.0" => 0,
                "1.0" => 1,
                s => 1 + s.len(),
            },
            Lit::Named(_) => 12,
            Lit::Bool(b) => usize::from(*b),
        }
    }
    fn pat_size(p: &Pat) -> usize {
        match p {
            Pat::Wild => 0,
            Pat::Int(_) | Pat::Bool(_) => 1,
            Pat::Range(..) | Pat::Const(_) => 2,
            Pat::Or(ps) => 1 + ps.iter().map(pat_size).sum::<usize>(),
            Pat::Bind(_, q) => 2 + pat_size(q),
        }
    }
    fn expr_size(e: &Expr) -> usize {
        let own = match &e.k {
            K::Lit(l) => 1 + lit_size(l),
            K::Match(_, arms) => 8 + arms.iter().map(|a| 3 + pat_size(&a.pat)).sum::<usize>(),
            K::Block(stmts, _) => 8 + stmts_size(stmts),
            _ => 8,
        };
        own + children(e).into_iter().map(expr_size).sum::<usize>()
    }
    fn stmts_size(stmts: &[Stmt]) -> usize {
        stmts
            .iter()
            .map(|s| {
                let own = match s {
                    Stmt::For { range, .. } => {
                        20 + (range.hi - range.lo.min(range.hi)) as usize
                            + 2 * usize::from(range.rev)
                            + 2 * usize::from(range.step.is_some())
                            + usize::from(range.inclusive)
                    }
                    Stmt::While { bound, .. } => 20 + *bound as usize,
                    Stmt::If { els: Some(_), .. } => 14,
                    Stmt::Assert { message: Some(_), .. } => 11,
                    _ => 10,
                };
                own + stmt_exprs(s).into_iter().map(expr_size).sum::<usize>()
                    + stmt_blocks(s).into_iter().map(|b| stmts_size(b)).sum::<usize>()
            })
            .sum()
    }
    let helpers: usize = reachable_helpers(p)
        .into_iter()
        .map(|h| {
            let h = &p.helpers[h];
            10 + 2 * h.params.len() + stmts_size(&h.body) + expr_size(&h.value)
        })
        .sum();
    helpers + stmts_size(&p.body)
}

/// Counts the edits of one pass, and makes the one it is asked for.
struct Editor {
    target: usize,
    count: usize,
    done: bool,
}

impl Editor {
    fn hit(&mut self) -> bool {
        let h = self.count == self.target;
        self.count += 1;
        if h {
            self.done = true;
        }
        h
    }
}

/// The expressions `e` could become, of its type: a part of it, a plain literal, a simpler
/// literal.
fn replacements(e: &Expr) -> Vec<Expr> {
    let mut out = Vec::new();
    if let K::Part(n, ..) = &e.k {
        // A part made the whole slice.
        out.push(Expr { ty: e.ty.clone(), k: K::Slice(n.clone()) });
    }
    if matches!(e.ty, Ty::Slice(_)) {
        return out;
    }
    for c in children(e) {
        if c.ty == e.ty {
            out.push(c.clone());
        }
        for g in children(c) {
            if g.ty == e.ty {
                out.push(g.clone());
            }
        }
    }
    let z = zero(&e.ty);
    match (&e.k, e.ty.scalar()) {
        (K::Lit(l), Some(t)) => {
            let mut simpler = |l: Lit| out.push(lit(t, l));
            match l {
                Lit::Int(v) => {
                    if *v != 0 {
                        simpler(Lit::Int(0));
                    }
                    if *v != 0 && *v != 1 {
                        simpler(Lit::Int(1));
                    }
                    if v.unsigned_abs() > 2 {
                        simpler(Lit::Int(v / 2));
                    }
                    if *v < -1 && -*v <= t.range().1 {
                        simpler(Lit::Int(-v));
                    }
                }
                Lit::Float(s) => {
                    if s != "0.0" {
                        simpler(Lit::Float("0.0".into()));
                    }
                    if s != "0.0" && s != "1.0" {
                        simpler(Lit::Float("1.0".into()));
                    }
                    if let Ok(x) = s.parse::<f64>() {
                        let trunc = format!("{:?}", x.trunc());
                        if trunc != *s && x.trunc().is_finite() && trunc.len() < s.len() {
                            simpler(Lit::Float(trunc));
                        }
                    }
                }
                Lit::Named(_) => {
                    out.push(z);
                    out.push(one(t));
                }
                Lit::Bool(true) => simpler(Lit::Bool(false)),
                Lit::Bool(false) => {}
            }
        }
        (K::Tuple(es), _) if es.iter().all(|x| matches!(x.k, K::Lit(_))) => {
            if *e != z {
                out.push(z);
            }
        }
        (_, t) => {
            out.push(z);
            if let Some(t) = t {
                out.push(one(t));
            }
        }
    }
    out
}

fn simpler_pats(p: &Pat) -> Vec<Pat> {
    match p {
        Pat::Wild | Pat::Bool(_) => vec![],
        Pat::Int(v) if *v == 0 => vec![],
        Pat::Int(_) => vec![Pat::Int(0)],
        Pat::Range(lo, hi, _) => vec![Pat::Int(lo.or(*hi).unwrap_or(0))],
        Pat::Or(ps) => ps.to_vec(),
        Pat::Bind(_, q) => vec![(**q).clone()],
        Pat::Const(_) => vec![Pat::Int(0)],
    }
}

fn edit_expr(e: &mut Expr, ed: &mut Editor) {
    for r in replacements(e) {
        if ed.hit() {
            *e = r;
            return;
        }
    }
    if let K::Match(_, arms) = &mut e.k {
        for i in 0..arms.len().saturating_sub(1) {
            if ed.hit() {
                arms.remove(i);
                return;
            }
            if arms[i].guard.is_some() && ed.hit() {
                arms[i].guard = None;
                return;
            }
            for q in simpler_pats(&arms[i].pat) {
                if ed.hit() {
                    arms[i].pat = q;
                    return;
                }
            }
        }
    }
    if let K::Block(stmts, _) = &mut e.k {
        edit_stmts(stmts, ed);
        if ed.done {
            return;
        }
    }
    for c in children_mut(e) {
        edit_expr(c, ed);
        if ed.done {
            return;
        }
    }
}

fn edit_stmts(v: &mut Vec<Stmt>, ed: &mut Editor) {
    let n = v.len();
    // Removing runs of statements, halves first (delta debugging), then one at a time.
    let mut len = n;
    while len > 0 {
        let mut start = 0;
        while start < n {
            let end = (start + len).min(n);
            if ed.hit() {
                v.drain(start..end);
                return;
            }
            start += len;
        }
        len /= 2;
    }
    // A compound statement replaced by what it holds.
    for i in 0..n {
        let inner: Vec<Vec<Stmt>> = stmt_blocks(&v[i]).into_iter().cloned().collect();
        for b in inner {
            if ed.hit() {
                v.splice(i..=i, b);
                return;
            }
        }
    }
    for s in v.iter_mut() {
        edit_stmt(s, ed);
        if ed.done {
            return;
        }
    }
}

fn edit_stmt(s: &mut Stmt, ed: &mut Editor) {
    match s {
        // `ed.hit()` counts an edit: each is asked once, where the edit exists.
        Stmt::If { els, .. } if els.is_some() && ed.hit() => {
            *els = None;
            return;
        }
        Stmt::For { range, .. } => {
            let mut options = Vec::new();
            if range.hi > range.lo {
                options.push(Range { hi: range.lo, ..range.clone() });
                if range.hi > range.lo + 1 {
                    options.push(Range { hi: range.hi - 1, ..range.clone() });
                }
            }
            if range.lo > 0 {
                options.push(Range { lo: 0, hi: range.hi - range.lo, ..range.clone() });
            }
            if range.rev {
                options.push(Range { rev: false, ..range.clone() });
            }
            if range.step.is_some() {
                options.push(Range { step: None, ..range.clone() });
            }
            if range.inclusive {
                options.push(Range { inclusive: false, ..range.clone() });
            }
            for o in options {
                if ed.hit() {
                    *range = o;
                    return;
                }
            }
        }
        Stmt::While { bound, .. } => {
            let mut options = Vec::new();
            if *bound > 0 {
                options.push(0);
            }
            if *bound > 1 {
                options.push(*bound - 1);
            }
            for o in options {
                if ed.hit() {
                    *bound = o;
                    return;
                }
            }
        }
        Stmt::Assert { message, .. } if message.is_some() && ed.hit() => {
            *message = None;
            return;
        }
        // `x op= e` as `x = e`: `e` has x's type (but a shift's amount may not).
        Stmt::Assign { op, .. } if *op != "=" && !matches!(*op, "<<=" | ">>=") && ed.hit() => {
            *op = "=";
            return;
        }
        _ => {}
    }
    for e in stmt_exprs_mut(s) {
        edit_expr(e, ed);
        if ed.done {
            return;
        }
    }
    match s {
        Stmt::If { then, els, .. } => {
            edit_stmts(then, ed);
            if let Some(e) = els {
                if !ed.done {
                    edit_stmts(e, ed);
                }
            }
        }
        Stmt::For { body, .. } | Stmt::While { body, .. } => edit_stmts(body, ed),
        _ => {}
    }
}

fn visit_exprs_mut(stmts: &mut [Stmt], f: &mut dyn FnMut(&mut Expr)) {
    fn expr(e: &mut Expr, f: &mut dyn FnMut(&mut Expr)) {
        f(e);
        if let K::Block(stmts, _) = &mut e.k {
            visit_exprs_mut(stmts, f);
        }
        for c in children_mut(e) {
            expr(c, f);
        }
    }
    for s in stmts {
        for e in stmt_exprs_mut(s) {
            expr(e, f);
        }
        match s {
            Stmt::If { then, els, .. } => {
                visit_exprs_mut(then, f);
                if let Some(e) = els {
                    visit_exprs_mut(e, f);
                }
            }
            Stmt::For { body, .. } | Stmt::While { body, .. } => visit_exprs_mut(body, f),
            _ => {}
        }
    }
}

/// Removes parameter `i` of helper `h`, and its argument from every call.
fn remove_param(p: &mut Program, h: usize, i: usize) {
    p.helpers[h].params.remove(i);
    let mut drop_arg = |e: &mut Expr| {
        if let K::Call(c, args) = &mut e.k {
            if *c == h && i < args.len() {
                args.remove(i);
            }
        }
    };
    visit_exprs_mut(&mut p.body, &mut drop_arg);
    for helper in &mut p.helpers {
        visit_exprs_mut(&mut helper.body, &mut drop_arg);
        let mut value = [Stmt::Jump { cond: helper.value.clone(), jump: Jump::Return(None) }];
        visit_exprs_mut(&mut value, &mut drop_arg);
        if let [Stmt::Jump { cond, .. }] = value {
            helper.value = cond;
        }
    }
}

fn edit_program(p: &mut Program, ed: &mut Editor) {
    for h in reachable_helpers(p) {
        for i in 0..p.helpers[h].params.len() {
            // A slice passed on whole to another helper stays.
            let (name, ty) = p.helpers[h].params[i].clone();
            let mut passed = false;
            if matches!(ty, Ty::Slice(_)) {
                visit_helper_exprs(&p.helpers[h], &mut |e| {
                    passed |= matches!(&e.k, K::Slice(n) | K::Part(n, ..) if *n == name)
                });
            }
            if !passed && ed.hit() {
                remove_param(p, h, i);
                return;
            }
        }
    }
    for h in reachable_helpers(p) {
        let helper = &mut p.helpers[h];
        edit_stmts(&mut helper.body, ed);
        if ed.done {
            return;
        }
        edit_expr(&mut helper.value, ed);
        if ed.done {
            return;
        }
    }
    edit_stmts(&mut p.body, ed);
}

/// Puts back in order what an edit broke: uses of removed names become plain literals, and
/// statements writing them (or jumping to a removed loop) go.
fn repair(p: &mut Program) {
    let helpers = p.helpers.clone();
    for (i, h) in p.helpers.iter_mut().enumerate() {
        let mut sc = helper_scope(&helpers[i]);
        repair_stmts(&mut h.body, &mut sc);
        repair_expr(&mut h.value, &mut sc);
    }
    repair_stmts(&mut p.body, &mut main_scope());
}

fn repair_stmts(v: &mut Vec<Stmt>, sc: &mut Scope) {
    let mut i = 0;
    while i < v.len() {
        if repair_stmt(&mut v[i], sc) {
            i += 1;
        } else {
            v.remove(i);
        }
    }
}

fn repair_scoped(v: &mut Vec<Stmt>, sc: &mut Scope) {
    let m = sc.marks();
    repair_stmts(v, sc);
    sc.reset(m);
}

fn repair_stmt(s: &mut Stmt, sc: &mut Scope) -> bool {
    for e in stmt_exprs_mut(s) {
        repair_expr(e, sc);
    }
    match s {
        Stmt::Let { name, ty, .. } => sc.vars.push((name.clone(), ty.clone(), true)),
        Stmt::Destructure { names, tys, .. } => {
            for (n, t) in names.iter().zip(tys.iter()) {
                if let Some(n) = n {
                    sc.vars.push((n.clone(), Ty::S(*t), true));
                }
            }
        }
        Stmt::Const { name, ty, .. } => sc.vars.push((name.clone(), Ty::S(*ty), false)),
        Stmt::Array { name, elem, .. } => sc.arrays.push((name.clone(), *elem)),
        Stmt::Assign { place, .. } => {
            let ok = match place {
                Place::Var(n) | Place::Field(n, _) => sc.var(n).is_some_and(|v| v.2),
                Place::Index(n, _) => sc.array(n).is_some(),
            };
            return ok;
        }
        Stmt::If { then, els, .. } => {
            repair_scoped(then, sc);
            if let Some(e) = els {
                repair_scoped(e, sc);
            }
        }
        Stmt::For { label, var, body, .. } => {
            let m = sc.marks();
            sc.labels.push(label.clone());
            sc.vars.push((var.clone(), Ty::S(T::U32), false));
            repair_stmts(body, sc);
            sc.reset(m);
        }
        Stmt::While { label, counter, body, .. } => {
            let m = sc.marks();
            sc.labels.push(label.clone());
            sc.vars.push((counter.clone(), Ty::S(T::U32), false));
            repair_stmts(body, sc);
            sc.reset(m);
        }
        Stmt::Jump { jump: Jump::Break(l) | Jump::Continue(l), .. } => return sc.labels.contains(l),
        Stmt::Out { var, .. } => return sc.var(var).is_some(),
        _ => {}
    }
    true
}

fn repair_pat(p: &mut Pat, sc: &Scope, bound: &mut Vec<String>) {
    match p {
        Pat::Const(n) if !n.contains("::") && sc.var(n).is_none() => *p = Pat::Int(0),
        Pat::Or(ps) => ps.iter_mut().for_each(|q| repair_pat(q, sc, bound)),
        Pat::Bind(n, q) => {
            bound.push(n.clone());
            repair_pat(q, sc, bound);
        }
        _ => {}
    }
}

fn repair_expr(e: &mut Expr, sc: &mut Scope) {
    match &mut e.k {
        K::Var(n) if sc.var(n).is_none() => *e = zero(&e.ty),
        K::Index(n, _) if sc.array(n).is_none() => *e = zero(&e.ty),
        K::Read(n, _) if !sc.slices.iter().any(|(s, _)| s == n) => *e = zero(&e.ty),
        K::NdRead(..) if !sc.nd => *e = zero(&e.ty),
        K::Block(stmts, v) => {
            let m = sc.marks();
            repair_stmts(stmts, sc);
            repair_expr(v, sc);
            sc.reset(m);
        }
        K::Match(s, arms) => {
            repair_expr(s, sc);
            let t = s.ty.clone();
            for a in arms.iter_mut() {
                let mut bound = Vec::new();
                repair_pat(&mut a.pat, sc, &mut bound);
                let m = sc.marks();
                for b in bound {
                    sc.vars.push((b, t.clone(), false));
                }
                if let Some(g) = &mut a.guard {
                    repair_expr(g, sc);
                }
                repair_expr(&mut a.value, sc);
                sc.reset(m);
            }
        }
        _ => {
            for c in children_mut(e) {
                repair_expr(c, sc);
            }
            if let K::Field(inner, k) = &e.k {
                if let K::Tuple(es) = &inner.k {
                    if es.iter().all(|x| matches!(x.k, K::Lit(_))) {
                        *e = es[*k].clone();
                    }
                }
            }
        }
    }
}

/// Every program one edit of `p` makes, repaired.
fn edited(p: &Program) -> impl Iterator<Item = Program> + '_ {
    let mut counter = Editor { target: usize::MAX, count: 0, done: false };
    edit_program(&mut p.clone(), &mut counter);
    (0..counter.count).map(move |target| {
        let mut c = p.clone();
        edit_program(&mut c, &mut Editor { target, count: 0, done: false });
        repair(&mut c);
        c.libm = uses_libm(&c);
        c
    })
}

/// Every well-typed program one edit smaller than `p`, smallest first.
pub fn candidates(p: &Program) -> Vec<Program> {
    let own = size(p);
    let mut seen = HashSet::new();
    seen.insert(text(p, Style::default()));
    let mut out: Vec<(usize, Program)> = edited(p)
        .filter_map(|c| {
            let s = size(&c);
            (s < own && check(&c).is_ok() && seen.insert(text(&c, Style::default()))).then_some((s, c))
        })
        .collect();
    out.sort_by_key(|(s, _)| *s);
    out.into_iter().map(|(_, c)| c).collect()
}

// ---------------------------------------------------------------- the regression test

/// The inputs of a regression test.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Inputs {
    pub xi: Vec<i64>,
    pub xu: Vec<u32>,
    pub xf: Vec<f32>,
    pub xd: Vec<f64>,
}

fn float_text(v: f64, t: &str) -> String {
    if v.is_nan() {
        format!("{t}::NAN")
    } else if v.is_infinite() {
        format!("{t}::{}", if v > 0.0 { "INFINITY" } else { "NEG_INFINITY" })
    } else {
        format!("{v:?}")
    }
}

/// `let name: Vec<t> = …;` of `values`: mostly zeros, then as the few that are not.
fn vec_text(name: &str, t: &str, values: &[String], zero: &str) -> Vec<String> {
    let nonzero: Vec<usize> = (0..values.len()).filter(|&i| values[i] != zero).collect();
    if nonzero.len() * 4 < values.len() {
        let mut lines = vec![format!("let mut {name}: Vec<{t}> = vec![{zero}; {}];", values.len())];
        for i in nonzero {
            lines.push(format!("{name}[{i}] = {};", values[i]));
        }
        lines
    } else {
        let mut lines = vec![format!("let {name}: Vec<{t}> = vec![")];
        for chunk in values.chunks(8) {
            lines.push(format!("    {},", chunk.join(", ")));
        }
        lines.push("];".into());
        lines
    }
}

/// What the regression test expects of the kernel: Rust's outputs, or the panic Rust
/// raises. A panic is placed by its line in the printed program and its column there.
pub enum Expect {
    Outputs,
    Panic { at: Vec<(Part, usize, usize, String)> },
}

/// A regression test for `tests/suite/robust.rs`: the program as a `#[kernel]` (and its
/// helpers as `#[device]` fns) and as plain Rust, and a test launching the kernel on
/// `inputs` and comparing it with Rust. `what` says what failed.
pub fn regression(p: &Program, name: &str, inputs: &Inputs, expect: &Expect, what: &str) -> String {
    let st = Style::default();
    let used = inputs_used(p);
    let params: Vec<String> = INPUTS
        .iter()
        .filter(|(n, _)| used.contains(n))
        .map(|(n, t)| format!("{n}: &[{}]", t.rust()))
        .chain(uses_array(p).then(|| "xa: &Array2<i64>".to_string()))
        .chain(std::iter::once("out: &mut [u64]".to_string()))
        .collect();
    let printed = print(p, st);
    let mut lines: Vec<String> = Vec::new();
    // Where each printed line lands in the kernel's copy (the first after the marker).
    let mut placed: Vec<((Part, usize), usize, usize)> = Vec::new();
    let mut emit_part = |lines: &mut Vec<String>, part: Part, base: usize, record: bool| {
        for (pp, index, d, l) in &printed.lines {
            if *pp == part {
                let indent = 4 * (base + d);
                if record {
                    placed.push(((part, *index), lines.len(), indent));
                }
                lines.push(format!("{}{l}", " ".repeat(indent)));
            }
        }
    };
    let marker = format!("mod {name} {{");
    lines.push(format!("/// Found by the differential test (program {}, shrunk): {what}.", p.seed));
    lines.push("#[rustfmt::skip]".into());
    lines.push("#[allow(warnings, clippy::all, arithmetic_overflow, unconditional_panic)]".into());
    lines.push(marker.clone());
    lines.push("    use ferrocuda::prelude::*;".into());
    lines.push("    use crate::util::*;".into());
    lines.push(String::new());
    emit_part(&mut lines, Part::Types, 1, true);
    let helpers = reachable_helpers(p);
    for &h in &helpers {
        lines.push("    #[device]".into());
        emit_part(&mut lines, Part::Helper(h), 1, true);
        lines.push(String::new());
    }
    lines.push("    #[kernel]".into());
    lines.push(format!("    pub fn {name}({}) {{", params.join(", ")));
    lines.push("        let tid = grid(1);".into());
    lines.push(format!("        if tid < {THREADS} {{"));
    emit_part(&mut lines, Part::Body, 3, true);
    lines.push("        }".into());
    lines.push("    }".into());
    lines.push(String::new());
    lines.push("    /// The same program as plain Rust: the reference.".into());
    lines.push("    pub mod host {".into());
    lines.push("        use ferrocuda::math;".into());
    lines.push("        #[allow(unused_imports)]".into());
    lines.push("        use ferrocuda::{bf16, f16};".into());
    lines.push("        #[allow(unused_imports)]".into());
    lines.push("        use super::*;".into());
    lines.push(String::new());
    for &h in &helpers {
        emit_part(&mut lines, Part::Helper(h), 2, false);
        lines.push(String::new());
    }
    let host_params = std::iter::once("tid: usize".to_string())
        .chain(params.iter().map(|p| p.replace("&Array2<", "&ferrocuda::Array2<")))
        .collect::<Vec<_>>();
    lines.push(format!("        pub fn {name}({}) {{", host_params.join(", ")));
    lines.push("            #[allow(unused_variables)]".into());
    lines.push("            let lane_id = || (tid % 32) as u32; // the kernel's `lane_id()`: blocks of 32".into());
    emit_part(&mut lines, Part::Body, 3, false);
    lines.push("        }".into());
    lines.push("    }".into());
    lines.push(String::new());
    lines.push("    pub fn test(dev: &Device) -> TestResult {".into());
    let mut args = Vec::new();
    let mut dargs = Vec::new();
    for (n, _) in INPUTS.iter().filter(|(n, _)| used.contains(n)) {
        let (t, values, z): (&str, Vec<String>, &str) = match *n {
            "xi" => ("i64", inputs.xi.iter().map(|v| v.to_string()).collect(), "0"),
            "xu" => ("u32", inputs.xu.iter().map(|v| v.to_string()).collect(), "0"),
            "xf" => ("f32", inputs.xf.iter().map(|v| float_text(*v as f64, "f32")).collect(), "0.0"),
            _ => ("f64", inputs.xd.iter().map(|v| float_text(*v, "f64")).collect(), "0.0"),
        };
        for l in vec_text(n, t, &values, z) {
            lines.push(format!("        {l}"));
        }
        lines.push(format!("        let d{n} = fc(dev.to_device(&{n}))?;"));
        args.push(format!("&{n}"));
        dargs.push(format!("&d{n}"));
    }
    if uses_array(p) {
        lines.push(format!("        let gen_array_values = |xi: &[i64]| -> Vec<i64> {{ {} }};", array_values_text()));
        for l in array_setup(p.seed) {
            lines.push(format!("        {l}"));
        }
        args.push("&xa_host".to_string());
        dargs.push("xa".to_string());
    }
    let total = THREADS * OUTPUTS;
    lines.push(format!("        let mut out = fc(dev.to_device(&vec![0x5a5a_5a5a_5a5a_5a5au64; {total}]))?;"));
    lines.push(format!(
        "        let got = {name}.launch(Grid::new(2u32, 32u32), {}&mut out).and_then(|_| out.to_vec());",
        dargs.iter().map(|a| format!("{a}, ")).collect::<String>()
    ));
    match expect {
        Expect::Outputs => {
            lines.push(format!("        let mut want = vec![0x5a5a_5a5a_5a5a_5a5au64; {total}];"));
            lines.push(format!("        for tid in 0..{THREADS} {{"));
            lines.push(format!(
                "            host::{name}(tid, {}&mut want);",
                args.iter().map(|a| format!("{a}, ")).collect::<String>()
            ));
            lines.push("        }".into());
            lines.push("        exact(\"out\", &fc(got)?, &want)".into());
        }
        Expect::Panic { at } => {
            // Each place Rust panics, as the text from its column and which occurrence of
            // that text after the marker it is.
            let mut alternatives = Vec::new();
            for (part, index, column, message) in at {
                let Some(&(_, line, indent)) = placed.iter().find(|(k, _, _)| *k == (*part, *index)) else {
                    continue;
                };
                let text = &lines[line];
                let start = (indent + column).min(text.len());
                let needle = text[start..].to_string();
                let marker_line = lines.iter().position(|l| *l == marker).unwrap_or(0);
                let before = lines[marker_line..line].iter().map(|l| l.matches(needle.as_str()).count()).sum::<usize>();
                let nth = before + text.match_indices(needle.as_str()).filter(|(i, _)| *i < start).count();
                alternatives.push(format!(
                    "(super::located({marker:?}, {needle:?}, {nth}), {message:?})",
                    marker = marker,
                    needle = needle
                ));
            }
            lines.push(format!("        super::expect_panic_at(got, {name:?}, &[{}])", alternatives.join(", ")));
        }
    }
    lines.push("    }".into());
    lines.push("}".into());
    let prefix = if matches!(expect, Expect::Panic { .. }) { "panic_" } else { "" };
    lines.push(format!("// In `tests()`: (\"{prefix}{name}\", {name}::test),"));
    let mut s = lines.join("\n");
    s.push('\n');
    s
}

// ---------------------------------------------------------------- tests

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn programs_are_well_typed() {
        for seed in 1..=300 {
            let p = program(seed);
            if let Err(e) = check(&p) {
                panic!("program {seed}: {e}\n{}", text(&p, Style::default()));
            }
        }
    }

    /// What `candidates` keeps must be well typed by construction: `check` dropping an
    /// edit would hide a wrong edit or repair.
    #[test]
    fn edits_are_well_typed() {
        for seed in 1..=10 {
            let p = program(seed);
            for c in edited(&p) {
                if let Err(e) = check(&c) {
                    panic!("program {seed}: an edit is ill typed ({e}):\n{}", text(&c, Style::default()));
                }
            }
        }
    }

    /// The shrinker's loop with a predicate of the text: a program holding an integer `^`
    /// shrinks to a few lines that still hold one.
    #[test]
    fn shrinks_to_a_few_lines() {
        let fails = |p: &Program| text(p, Style::default()).contains(" ^ ");
        let seed = (1..).find(|&s| fails(&program(s)) && text(&program(s), Style::default()).lines().count() > 15);
        let mut p = program(seed.expect("some program has a `^`"));
        let before = text(&p, Style::default()).lines().count();
        while let Some(c) = candidates(&p).into_iter().find(|c| fails(c)) {
            p = c;
        }
        let after = text(&p, Style::default());
        // (A `^` in a helper keeps the helper, its one statement, and one call of it.)
        assert!(after.lines().count() <= 5, "from {before} lines to:\n{after}");
        assert!(fails(&p));
    }
}
