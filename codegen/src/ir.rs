//! The typed view of a kernel or device function: what `lower` makes of the syn tree,
//! with names resolved (locals, loops, builtins, device functions) and every unsupported
//! construct already rejected. Types are filled in by `infer`.

use proc_macro2::{Ident, Span};

use crate::library::{Builtin, Call, ConstValue, Intrinsic};
use crate::ty::{Frag, FragLayout, FragUse, Len, Scalar, Swizzle, Ty};

pub type LocalId = usize;
pub type ExprId = usize;
pub type LoopId = usize;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FuncKind {
    Kernel { unchecked: bool, bounds: LaunchBounds },
    Device,
}

/// What `#[kernel(launch_bounds = N, min_blocks = M)]` or `#[kernel(max_registers = R)]`
/// promise the compiler about a kernel's blocks (CUDA's `__launch_bounds__`, `__maxnreg__`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LaunchBounds {
    /// The most threads a block of it has: larger blocks are refused at launch.
    pub max_threads: Option<u32>,
    /// Blocks that should fit on one multiprocessor at once (with `max_threads`).
    pub min_blocks: Option<u32>,
    /// Registers per thread the compiler may use at most.
    pub max_registers: Option<u32>,
}

impl LaunchBounds {
    /// The qualifiers before a kernel's name: `__launch_bounds__(256, 2) `, `__maxnreg__(64) `.
    pub fn cuda(&self) -> String {
        match (self.max_threads, self.min_blocks, self.max_registers) {
            (Some(n), Some(m), _) => format!("__launch_bounds__({n}, {m}) "),
            (Some(n), None, _) => format!("__launch_bounds__({n}) "),
            (None, _, Some(r)) => format!("__maxnreg__({r}) "),
            (None, _, None) => String::new(),
        }
    }
}

/// A source location for checks and `#line`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Loc {
    pub line: u32,
    pub column: u32,
}

#[derive(Debug)]
pub struct Func {
    pub kind: FuncKind,
    pub name: Ident,
    pub file: String,
    pub loc: Loc,
    pub params: Vec<LocalId>,
    /// The declared return type; `Ty::Unit` when there is none.
    pub ret: Ty,
    pub body: Block,
    pub locals: Vec<Local>,
    /// The `#[device]` fns called and the constants read from outside the body, each once,
    /// as the Rust paths written at the first use: the linker's holes `@@N@@` name them.
    pub callees: Vec<Callee>,
    /// The arguments of `#[device]` calls written `&x` or `&mut x` of a local, which the
    /// call passes as `x`.
    pub borrowed_args: Vec<ExprId>,
    /// Whether the body itself needs its block's threads to run together (shared memory,
    /// barriers, warp operations), and whether it uses dynamic shared memory.
    pub cooperation: bool,
    pub dynamic_shared: bool,
    /// Bytes of its shared arrays (at most `limits::STATIC_SHARED_BYTES`).
    pub static_shared: u64,
    pub n_exprs: usize,
    pub n_loops: usize,
    /// A kernel's generic parameters, in the order written: type parameters are
    /// `Scalar::Param(k)` and const parameters `ExprKind::GenericConst(k)` / `Len::Param(k)`,
    /// `k` counting each kind apart.
    pub generics: Vec<Generic>,
    /// Array lengths that are expressions of constants (`TILE + 1`), as written: what
    /// `Len::Expr` indexes.
    pub len_exprs: Vec<syn::Expr>,
    /// The names of struct fields the body reads or writes: what `Field::Named` indexes.
    pub field_names: Vec<Ident>,
    /// What `for v in xs` loops visit: `xs` as the loop takes its length, and as it reads its
    /// elements. Each must be an array or a slice, which `valid.rs` checks once types are known.
    pub iterated: Vec<(ExprId, ExprId)>,
}

/// A generic parameter of a kernel.
#[derive(Debug, Clone)]
pub struct Generic {
    pub name: Ident,
    pub kind: GenericKind,
}

#[derive(Debug, Clone)]
pub enum GenericKind {
    /// `T: Float`: the bounds as written (ferrocuda's traits).
    Type { bounds: Vec<syn::TypeParamBound> },
    /// `const N: usize`.
    Const,
}

impl Func {
    /// The name of type parameter `k`.
    pub fn type_param(&self, k: u8) -> Option<&Ident> {
        self.generics.iter().filter(|g| matches!(g.kind, GenericKind::Type { .. })).nth(k as usize).map(|g| &g.name)
    }

    /// The name of const parameter `k`.
    pub fn const_param(&self, k: u8) -> Option<&Ident> {
        self.generics.iter().filter(|g| matches!(g.kind, GenericKind::Const)).nth(k as usize).map(|g| &g.name)
    }

    /// The first thing the body uses that only a kernel's threads have — their index, shared
    /// memory, an intrinsic — as written; `None` when the body is plain Rust that the host
    /// can run as it is.
    pub fn thread_context_use(&self) -> Option<String> {
        let mut found = None;
        self.body.walk(&mut |e| {
            if found.is_some() {
                return;
            }
            found = match &e.kind {
                ExprKind::Intrinsic { op, .. } => {
                    Some(if op.masked { format!("{}_sync()", op.def.path) } else { format!("{}()", op.def.path) })
                }
                ExprKind::Builtin(b) => Some(format!("{}()", b.name())),
                ExprKind::SharedArray { .. } => Some("shared_array()".to_string()),
                ExprKind::DynamicShared(_) => Some("dynamic_shared()".to_string()),
                ExprKind::Tile { len: Some(_), .. } => Some("shared_array()".to_string()),
                ExprKind::Tile { len: None, .. } => Some("dynamic_shared()".to_string()),
                ExprKind::AsyncCopy { .. } => Some("pipeline::copy()".to_string()),
                ExprKind::TmaLoad { .. } => Some("tma::load()".to_string()),
                ExprKind::TmaStore { .. } => Some("tma::store()".to_string()),
                ExprKind::Wmma { op, .. } if !matches!(op, WmmaOp::Fill(_)) => Some(format!("{}()", op.name())),
                _ => None,
            };
        });
        found
    }
}

/// What a function reaches outside itself, by a Rust path.
#[derive(Debug, Clone)]
pub struct Callee {
    pub path: syn::Path,
    pub kind: CalleeKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CalleeKind {
    /// A `#[device]` fn.
    DeviceFn,
    /// A `const` (or immutable `static`) item of a module: `G`, `physics::G`, `TABLE`.
    Const,
    /// A struct type (`Particle`, `Complex<f32>`): its C++ definition, and its methods'.
    Type,
}

#[derive(Debug)]
pub struct Local {
    pub name: Ident,
    pub mutable: bool,
    pub kind: LocalKind,
    /// A type written in the source (parameters, `let x: T`, consts).
    pub declared: Option<Ty>,
    /// Its declaration was rejected: uses of it report nothing more (no cascade).
    pub poisoned: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LocalKind {
    Param,
    Let,
    /// A `const` item of the body; its value.
    Const,
    /// The variable of a `for` loop.
    LoopVar,
    /// Bound by a `match` arm.
    MatchBinding,
}

#[derive(Debug)]
pub struct Block {
    pub stmts: Vec<Stmt>,
    pub tail: Option<Box<Expr>>,
    pub span: Span,
}

#[derive(Debug)]
pub enum Stmt {
    Let {
        pat: Pat,
        init: Option<Expr>,
        loc: Loc,
        span: Span,
    },
    /// `const NAME: T = value;` inside the body.
    Const {
        local: LocalId,
        value: Expr,
        loc: Loc,
    },
    /// An expression statement; `semi` when it ended with `;`.
    Expr {
        expr: Expr,
        semi: bool,
        loc: Loc,
    },
}

#[derive(Debug)]
pub enum Pat {
    Bind(LocalId),
    Wild,
    Tuple(Vec<Pat>),
}

#[derive(Debug)]
pub struct Expr {
    pub id: ExprId,
    pub kind: ExprKind,
    pub span: Span,
    pub loc: Loc,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnOp {
    Neg,
    Not,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    And,
    Or,
}

impl BinOp {
    pub fn is_comparison(self) -> bool {
        matches!(self, BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge)
    }
    pub fn is_shift(self) -> bool {
        matches!(self, BinOp::Shl | BinOp::Shr)
    }
    pub fn is_logical(self) -> bool {
        matches!(self, BinOp::And | BinOp::Or)
    }
    pub fn c_op(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
            BinOp::BitAnd => "&",
            BinOp::BitOr => "|",
            BinOp::BitXor => "^",
            BinOp::Shl => "<<",
            BinOp::Shr => ">>",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::And => "&&",
            BinOp::Or => "||",
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum Lit {
    /// An integer literal with its suffix, if any.
    Int {
        value: u128,
        suffix: Option<Scalar>,
    },
    /// A float literal: its digits as written (without suffix), and its suffix.
    Float {
        digits: String,
        suffix: Option<Scalar>,
    },
    Bool(bool),
}

/// `.0` of a tuple (or of a tuple struct), `.x` of a `Dim3` (or a struct's field `x`, `y` or
/// `z`), `.pos` of a struct (its name's index in `Func::field_names`). C++ names a tuple's
/// element and a tuple struct's field `i` alike, `f{i}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Index(usize),
    Axis(usize),
    Named(usize),
}

/// The Rust names of `Field::Axis`.
pub const AXES: [&str; 3] = ["x", "y", "z"];

/// A range a `for` loop runs over.
#[derive(Debug)]
pub struct ForRange {
    pub start: Box<Expr>,
    pub end: Box<Expr>,
    pub inclusive: bool,
    pub rev: bool,
    pub step: Option<Box<Expr>>,
}

#[derive(Debug)]
pub struct Arm {
    pub pat: MatchPat,
    pub guard: Option<Expr>,
    pub body: Expr,
}

#[derive(Debug)]
pub enum MatchPat {
    Wild,
    /// `name` or `name @ pat`.
    Bind(LocalId, Option<Box<MatchPat>>),
    /// A literal or constant, as an expression of the scrutinee's type.
    Value(Expr),
    Range {
        lo: Option<Expr>,
        hi: Option<Expr>,
        inclusive: bool,
    },
    Or(Vec<MatchPat>),
    /// `(p, q)`: the scrutinee is a tuple, each pattern matching its element; or, with `of`
    /// a struct, `Pair(p, q)` of a tuple struct, each matching its field (C++ names a tuple's
    /// elements and a tuple struct's fields alike, `f0`, `f1`, …).
    Tuple {
        of: Option<Scalar>,
        elems: Vec<MatchPat>,
    },
}

#[derive(Debug)]
pub enum PanicKind {
    /// `panic!`, `unreachable!`, `todo!`, `unimplemented!`: the full message.
    Message(String),
    /// `assert!(cond)` / `assert!(cond, "msg")`: the message if the condition is false.
    Assert { cond: Box<Expr>, message: String },
    /// `assert_eq!` / `assert_ne!`.
    AssertEq { left: Box<Expr>, right: Box<Expr>, equal: bool, message: String },
}

/// `print!` / `println!`: the literal as written (the simulator and the host formatter pass it
/// to `format_args!` unchanged, so rustc formats the text), and the values it prints.
#[derive(Debug)]
pub struct PrintMacro {
    pub format: syn::LitStr,
    pub newline: bool,
    /// Explicit positional arguments, then explicit named ones, then the names the literal
    /// captures (`{x}`), each once: the order of the record's values.
    pub args: Vec<PrintArg>,
}

impl PrintMacro {
    /// Identifies the call site at `loc` of `file` between the GPU's record and the host's
    /// formatter: a hash of the function's file (as its `#line`s name it, so that an
    /// ahead-of-time build makes the same text), the place and the literal.
    pub fn site(&self, file: &str, loc: Loc) -> u64 {
        let key = format!("{file}:{}:{}:{}:{}", loc.line, loc.column, self.format.value(), self.newline);
        key.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3))
    }
}

#[derive(Debug)]
pub struct PrintArg {
    pub value: Expr,
    /// Passed as `name = value` (explicit named and captured arguments).
    pub name: Option<Ident>,
    /// Used as a width or precision (`{:1$}`, `{:.*}`, `{:w$}`): a `usize` to the formatter.
    pub count: bool,
}

#[derive(Debug)]
pub struct PanicMacro {
    pub kind: PanicKind,
    /// `debug_assert*!`: only checked when the crate has debug assertions.
    pub debug_only: bool,
}

/// The tensor-core operations (`wmma::…`), by what they do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WmmaOp {
    /// `wmma::Fragment::<U, 16, 16, K, T[, L]>::zeroed()` (no argument) and `::filled(v)`.
    Fill(Frag),
    /// `wmma::load_a::<L>(src, ld)`, `load_b`, `load_c`: the tile `src[..]` (row `r` at
    /// `r * ld`, or column `c` at `c * ld`).
    Load { usage: FragUse, layout: FragLayout },
    /// `wmma::mma(&mut acc, &a, &b)`: `acc += a × b`.
    Mma,
    /// `wmma::store(dst, offset, ld, &acc)` and `wmma::store_col_major(…)`.
    Store { layout: FragLayout },
    /// `wgmma::mma(&mut acc, &a, ja, &b, jb)`: the warpgroup's `acc += A × Bᵀ`, A the 64 × 16
    /// slab of swizzled tile `a` from `a[ja]`, B the N × 16 slab of `b` from `b[jb]`.
    Warpgroup,
}

impl WmmaOp {
    /// As written, for messages.
    pub fn name(&self) -> &'static str {
        match self {
            WmmaOp::Fill(Frag { usage: FragUse::Warpgroup(_), .. }) => "wgmma::Accumulator",
            WmmaOp::Fill(_) => "wmma::Fragment",
            WmmaOp::Warpgroup => "wgmma::mma",
            WmmaOp::Load { usage: FragUse::A, .. } => "wmma::load_a",
            WmmaOp::Load { usage: FragUse::B, .. } => "wmma::load_b",
            WmmaOp::Load { usage: FragUse::Accumulator | FragUse::Warpgroup(_), .. } => "wmma::load_c",
            WmmaOp::Mma => "wmma::mma",
            WmmaOp::Store { layout: FragLayout::RowMajor } => "wmma::store",
            WmmaOp::Store { layout: FragLayout::ColMajor } => "wmma::store_col_major",
        }
    }
}

#[derive(Debug)]
pub enum ExprKind {
    Lit(Lit),
    Local(LocalId),
    Unary(UnOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    Assign(Box<Expr>, Box<Expr>),
    AssignOp(BinOp, Box<Expr>, Box<Expr>),
    /// `base[index]`: `base` is a local slice, array or shared array, or (for 2-D arrays)
    /// another index. `checked` unless written `*x.get_unchecked(index)` or in an
    /// `unchecked` kernel.
    Index {
        base: Box<Expr>,
        index: Box<Expr>,
        checked: bool,
    },
    /// `shared_array::<T, N>()`: `elem` is a scalar, or an array for a 2-D one. `site` is
    /// unique to the call site.
    SharedArray {
        elem: Ty,
        len: Len,
        site: u32,
    },
    /// `dynamic_shared::<T>()`.
    DynamicShared(Scalar),
    /// `shared_array::<Swizzled128<T>, N>()` (`len` known) or
    /// `dynamic_shared::<Swizzled128<T>>()` (`None`): a swizzled tile (`Ty::Tile`).
    Tile {
        elem: Scalar,
        swizzle: Swizzle,
        len: Option<Len>,
        site: u32,
    },
    /// `[value; len]`.
    ArrayRepeat {
        value: Box<Expr>,
        len: Len,
    },
    /// `[a, b, c]`.
    ArrayList(Vec<Expr>),
    /// A constant defined outside the body (`callees[N]`, of kind `Const`): its type only
    /// C++ and rustc know.
    ModuleConst(usize),
    /// `&x[lo..hi]`, `&mut y[lo..=hi]`, `&x[lo..]`, `&x[..]`: a slice of a slice or of a
    /// 1-D shared array, checked as Rust checks it. `hi` is the end as written (inclusive
    /// when `inclusive`); `None` bounds are the ends of `base`.
    SubSlice {
        base: Box<Expr>,
        lo: Option<Box<Expr>>,
        hi: Option<Box<Expr>>,
        inclusive: bool,
        mutable: bool,
    },
    /// `pipeline::copy::<N>(dst, j, src, i)`: `dst[j..j + N]`, of a shared array, from
    /// `src[i..i + N]`, of a slice, asynchronously: complete once a `pipeline::wait_prior` or
    /// `wait_all` covers the group it was committed in. Both ranges checked at the call.
    AsyncCopy {
        dst: Box<Expr>,
        dst_index: Box<Expr>,
        src: Box<Expr>,
        src_index: Box<Expr>,
        count: Len,
    },
    /// `tma::load(dst, j, map, [c0, c1], bars, i)`: the box of `map` at the coordinates (one per
    /// axis, outermost first; `i32`s, parts outside the view read as zeros) into the shared
    /// array `dst[j..]`, its bytes reported to barrier `bars[i]` as they land.
    TmaLoad {
        dst: Box<Expr>,
        dst_index: Box<Expr>,
        map: Box<Expr>,
        coords: Vec<Expr>,
        bars: Box<Expr>,
        bar_index: Box<Expr>,
    },
    /// `tma::store(map, [c0, c1], src, j)`: the shared array `src[j..]` into the box of `map`
    /// at the coordinates (the parts outside the view are not written), issued as part of the
    /// thread's bulk-copy group (`tma::commit`, `tma::wait_prior`).
    TmaStore {
        map: Box<Expr>,
        coords: Vec<Expr>,
        src: Box<Expr>,
        src_index: Box<Expr>,
    },
    /// A tensor-core operation of the warp (`wmma::load_a`, `mma`, …): its arguments as
    /// written, in order.
    Wmma {
        op: WmmaOp,
        args: Vec<Expr>,
    },
    /// Barriers, fences, atomics, warp operations, `lane_id()`.
    Intrinsic {
        op: Intrinsic,
        args: Vec<Expr>,
    },
    Field(Box<Expr>, Field),
    Tuple(Vec<Expr>),
    Cast(Box<Expr>, Scalar),
    /// An intrinsic function: `grid(1)`, `thread_idx()`, …
    Builtin(Builtin),
    /// A method, resolved by receiver type during inference. `ufcs` is `Some(T)` for
    /// `T::method(recv, …)`.
    Method {
        recv: Box<Expr>,
        name: Ident,
        args: Vec<Expr>,
        ufcs: Option<Scalar>,
        /// `recv.name(…)`, or `math::name(recv, …)`.
        call: Call,
        /// The `N` of `x.load::<N>(i)`: the one method with a generic argument.
        count: Option<Len>,
    },
    /// `T::from(x)`, a lossless conversion.
    From(Scalar, Box<Expr>),
    /// `f32::from_bits(x)`.
    FromBits(Scalar, Box<Expr>),
    /// The kernel's const parameter number k (`N`), a `usize`.
    GenericConst(u8),
    /// `f16::from_f32(x)`, `bf16::from_f64(x)`: a half type (the first) from a float (the
    /// second), rounded to nearest, ties to even.
    FromFloat(Scalar, Scalar, Box<Expr>),
    Const(ConstValue),
    /// A call to a `#[device]` fn: index into `Func::callees`.
    Call {
        callee: usize,
        args: Vec<Expr>,
    },
    /// `Vec3::new(…)`: an associated function of a `#[device] impl` block of the type `ty`
    /// (as written: `Complex`, its generic arguments inferred). The type is among the
    /// callees (which link its methods), unless the prelude defines it.
    AssocCall {
        ty: syn::Path,
        name: Ident,
        args: Vec<Expr>,
    },
    /// `Particle { pos, vel: v, ..base }` (or a tuple struct's `Pair(a, b)`): `ty` is a
    /// `Scalar::Struct`; the fields in the order written (evaluated in it), `Field::Named`
    /// (or `Field::Index` of a tuple struct).
    StructLit {
        ty: Scalar,
        fields: Vec<(Field, Expr)>,
        base: Option<Box<Expr>>,
    },
    If {
        cond: Box<Expr>,
        then: Block,
        els: Option<Box<Expr>>,
    },
    While {
        id: LoopId,
        label: Option<Ident>,
        cond: Box<Expr>,
        body: Block,
    },
    Loop {
        id: LoopId,
        label: Option<Ident>,
        body: Block,
    },
    For {
        id: LoopId,
        label: Option<Ident>,
        pat: Pat,
        range: ForRange,
        body: Block,
    },
    Break {
        target: LoopId,
        value: Option<Box<Expr>>,
    },
    Continue {
        target: LoopId,
    },
    Return(Option<Box<Expr>>),
    Block {
        block: Block,
        unsafety: bool,
    },
    Match {
        scrutinee: Box<Expr>,
        arms: Vec<Arm>,
    },
    Panic(PanicMacro),
    Print(PrintMacro),
}

impl Expr {
    /// The local at the root of an index chain (`a` of `a[i][j]`, `ps` of `ps[i].pos[0]`),
    /// if any.
    pub fn root_local(&self) -> Option<LocalId> {
        match &self.kind {
            ExprKind::Local(id) => Some(*id),
            ExprKind::Index { base, .. } | ExprKind::Field(base, _) => base.root_local(),
            _ => None,
        }
    }

    /// Walks `self` and every sub-expression, pre-order.
    pub fn walk<'a>(&'a self, f: &mut dyn FnMut(&'a Expr)) {
        self.walk_with(false, f)
    }

    fn walk_with<'a>(&'a self, post: bool, f: &mut dyn FnMut(&'a Expr)) {
        if !post {
            f(self);
        }
        for c in self.children() {
            c.walk_with(post, f);
        }
        if post {
            f(self);
        }
    }

    /// The expressions directly inside this one (through blocks, patterns and ranges), in
    /// evaluation order: the one description of the IR's shape every walk uses.
    pub fn children(&self) -> Vec<&Expr> {
        let mut out: Vec<&Expr> = Vec::new();
        match &self.kind {
            ExprKind::Lit(_) | ExprKind::Local(_) | ExprKind::Builtin(_) | ExprKind::Const(_) => {}
            ExprKind::ModuleConst(_) => {}
            ExprKind::SubSlice { base, lo, hi, .. } => {
                out.push(base);
                out.extend(lo.as_deref());
                out.extend(hi.as_deref());
            }
            ExprKind::Continue { .. }
            | ExprKind::SharedArray { .. }
            | ExprKind::DynamicShared(_)
            | ExprKind::Tile { .. }
            | ExprKind::GenericConst(_) => {}
            ExprKind::Unary(_, e) | ExprKind::Field(e, _) | ExprKind::Cast(e, _) => out.push(e),
            ExprKind::From(_, e)
            | ExprKind::FromBits(_, e)
            | ExprKind::FromFloat(_, _, e)
            | ExprKind::ArrayRepeat { value: e, .. } => out.push(e),
            ExprKind::Binary(_, a, b) | ExprKind::Assign(a, b) | ExprKind::AssignOp(_, a, b) => {
                out.extend([&**a, &**b])
            }
            ExprKind::Index { base, index, .. } => out.extend([&**base, &**index]),
            ExprKind::AsyncCopy { dst, dst_index, src, src_index, .. } => {
                out.extend([&**dst, &**dst_index, &**src, &**src_index])
            }
            ExprKind::TmaLoad { dst, dst_index, map, coords, bars, bar_index } => {
                out.extend([&**dst, &**dst_index, &**map]);
                out.extend(coords);
                out.extend([&**bars, &**bar_index]);
            }
            ExprKind::TmaStore { map, coords, src, src_index } => {
                out.push(map);
                out.extend(coords);
                out.extend([&**src, &**src_index]);
            }
            ExprKind::Tuple(es)
            | ExprKind::Call { args: es, .. }
            | ExprKind::ArrayList(es)
            | ExprKind::Intrinsic { args: es, .. }
            | ExprKind::Wmma { args: es, .. }
            | ExprKind::AssocCall { args: es, .. } => out.extend(es),
            ExprKind::StructLit { fields, base, .. } => {
                out.extend(fields.iter().map(|(_, e)| e));
                out.extend(base.as_deref());
            }
            ExprKind::Method { recv, args, .. } => {
                out.push(recv);
                out.extend(args);
            }
            ExprKind::If { cond, then, els } => {
                out.push(cond);
                then.exprs(&mut out);
                out.extend(els.as_deref());
            }
            ExprKind::While { cond, body, .. } => {
                out.push(cond);
                body.exprs(&mut out);
            }
            ExprKind::Loop { body, .. } | ExprKind::Block { block: body, .. } => body.exprs(&mut out),
            ExprKind::For { range, body, .. } => {
                out.extend([&*range.start, &*range.end]);
                out.extend(range.step.as_deref());
                body.exprs(&mut out);
            }
            ExprKind::Break { value, .. } | ExprKind::Return(value) => out.extend(value.as_deref()),
            ExprKind::Match { scrutinee, arms } => {
                out.push(scrutinee);
                for arm in arms {
                    arm.pat.exprs(&mut out);
                    out.extend(arm.guard.as_ref());
                    out.push(&arm.body);
                }
            }
            ExprKind::Panic(p) => match &p.kind {
                PanicKind::Message(_) => {}
                PanicKind::Assert { cond, .. } => out.push(cond),
                PanicKind::AssertEq { left, right, .. } => out.extend([&**left, &**right]),
            },
            ExprKind::Print(p) => out.extend(p.args.iter().map(|a| &a.value)),
        }
        out
    }
}

impl MatchPat {
    /// The expressions of the pattern (values and range bounds), in order.
    fn exprs<'a>(&'a self, out: &mut Vec<&'a Expr>) {
        match self {
            MatchPat::Wild => {}
            MatchPat::Bind(_, sub) => {
                if let Some(p) = sub {
                    p.exprs(out);
                }
            }
            MatchPat::Value(e) => out.push(e),
            MatchPat::Range { lo, hi, .. } => out.extend(lo.iter().chain(hi.iter())),
            MatchPat::Or(ps) | MatchPat::Tuple { elems: ps, .. } => ps.iter().for_each(|p| p.exprs(out)),
        }
    }
}

impl Block {
    pub fn walk<'a>(&'a self, f: &mut dyn FnMut(&'a Expr)) {
        let mut top = Vec::new();
        self.exprs(&mut top);
        top.into_iter().for_each(|e| e.walk_with(false, f));
    }

    /// Every expression, operands before their users.
    pub fn walk_post<'a>(&'a self, f: &mut dyn FnMut(&'a Expr)) {
        let mut top = Vec::new();
        self.exprs(&mut top);
        top.into_iter().for_each(|e| e.walk_with(true, f));
    }

    /// The statements' expressions and the tail, in order.
    fn exprs<'a>(&'a self, out: &mut Vec<&'a Expr>) {
        for s in &self.stmts {
            match s {
                Stmt::Let { init, .. } => out.extend(init.as_ref()),
                Stmt::Const { value, .. } => out.push(value),
                Stmt::Expr { expr, .. } => out.push(expr),
            }
        }
        out.extend(self.tail.as_deref());
    }
}
