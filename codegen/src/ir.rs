//! The typed view of a kernel or device function: what `lower` makes of the syn tree,
//! with names resolved (locals, loops, builtins, device functions) and every unsupported
//! construct already rejected. Types are filled in by `infer`.

use proc_macro2::{Ident, Span};

use crate::library::{Builtin, Call, ConstValue, Intrinsic};
use crate::ty::{Scalar, Ty};

pub type LocalId = usize;
pub type ExprId = usize;
pub type LoopId = usize;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FuncKind {
    Kernel { unchecked: bool },
    Device,
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
    /// The `#[device]` fns called, each once, as the Rust paths written at the first call.
    pub callees: Vec<syn::Path>,
    /// Whether the body itself needs its block's threads to run together (shared memory,
    /// barriers, warp operations), and whether it uses dynamic shared memory.
    pub cooperation: bool,
    pub dynamic_shared: bool,
    /// Bytes of its shared arrays (at most `limits::STATIC_SHARED_BYTES`).
    pub static_shared: u64,
    pub n_exprs: usize,
    pub n_loops: usize,
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

/// `.0` of a tuple, `.x` of a `Dim3`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Index(usize),
    Axis(usize),
}

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

#[derive(Debug)]
pub struct PanicMacro {
    pub kind: PanicKind,
    /// `debug_assert*!`: only checked when the crate has debug assertions.
    pub debug_only: bool,
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
        len: u64,
        site: u32,
    },
    /// `dynamic_shared::<T>()`.
    DynamicShared(Scalar),
    /// `[value; len]`.
    ArrayRepeat {
        value: Box<Expr>,
        len: u64,
    },
    /// `[a, b, c]`.
    ArrayList(Vec<Expr>),
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
    },
    /// `T::from(x)`, a lossless conversion.
    From(Scalar, Box<Expr>),
    /// `f32::from_bits(x)`.
    FromBits(Scalar, Box<Expr>),
    Const(ConstValue),
    /// A call to a `#[device]` fn: index into `Func::callees`.
    Call {
        callee: usize,
        args: Vec<Expr>,
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
}

impl Expr {
    /// The local at the root of an index chain (`a` of `a[i][j]`), if any.
    pub fn root_local(&self) -> Option<LocalId> {
        match &self.kind {
            ExprKind::Local(id) => Some(*id),
            ExprKind::Index { base, .. } => base.root_local(),
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
        let block = |b: &'a Block, f: &mut dyn FnMut(&'a Expr)| b.walk_with(post, f);
        match &self.kind {
            ExprKind::Lit(_) | ExprKind::Local(_) | ExprKind::Builtin(_) | ExprKind::Const(_) => {}
            ExprKind::Continue { .. } => {}
            ExprKind::Unary(_, e) | ExprKind::Field(e, _) | ExprKind::Cast(e, _) => e.walk_with(post, f),
            ExprKind::From(_, e) | ExprKind::FromBits(_, e) => e.walk_with(post, f),
            ExprKind::Binary(_, a, b) | ExprKind::Assign(a, b) | ExprKind::AssignOp(_, a, b) => {
                a.walk_with(post, f);
                b.walk_with(post, f);
            }
            ExprKind::Index { base, index, .. } => {
                base.walk_with(post, f);
                index.walk_with(post, f);
            }
            ExprKind::SharedArray { .. } | ExprKind::DynamicShared(_) => {}
            ExprKind::ArrayRepeat { value, .. } => value.walk_with(post, f),
            ExprKind::Tuple(es)
            | ExprKind::Call { args: es, .. }
            | ExprKind::ArrayList(es)
            | ExprKind::Intrinsic { args: es, .. } => es.iter().for_each(|e| e.walk_with(post, f)),
            ExprKind::Method { recv, args, .. } => {
                recv.walk_with(post, f);
                args.iter().for_each(|e| e.walk_with(post, f));
            }
            ExprKind::If { cond, then, els } => {
                cond.walk_with(post, f);
                block(then, f);
                if let Some(e) = els {
                    e.walk_with(post, f);
                }
            }
            ExprKind::While { cond, body, .. } => {
                cond.walk_with(post, f);
                block(body, f);
            }
            ExprKind::Loop { body, .. } => block(body, f),
            ExprKind::For { range, body, .. } => {
                range.start.walk_with(post, f);
                range.end.walk_with(post, f);
                if let Some(s) = &range.step {
                    s.walk_with(post, f);
                }
                block(body, f);
            }
            ExprKind::Break { value, .. } | ExprKind::Return(value) => {
                if let Some(v) = value {
                    v.walk_with(post, f);
                }
            }
            ExprKind::Block { block: b, .. } => block(b, f),
            ExprKind::Match { scrutinee, arms } => {
                scrutinee.walk_with(post, f);
                for arm in arms {
                    arm.pat.walk_with(post, f);
                    if let Some(g) = &arm.guard {
                        g.walk_with(post, f);
                    }
                    arm.body.walk_with(post, f);
                }
            }
            ExprKind::Panic(p) => match &p.kind {
                PanicKind::Message(_) => {}
                PanicKind::Assert { cond, .. } => cond.walk_with(post, f),
                PanicKind::AssertEq { left, right, .. } => {
                    left.walk_with(post, f);
                    right.walk_with(post, f);
                }
            },
        }
        if post {
            f(self);
        }
    }
}

impl MatchPat {
    fn walk_with<'a>(&'a self, post: bool, f: &mut dyn FnMut(&'a Expr)) {
        match self {
            MatchPat::Wild => {}
            MatchPat::Bind(_, sub) => {
                if let Some(p) = sub {
                    p.walk_with(post, f);
                }
            }
            MatchPat::Value(e) => e.walk_with(post, f),
            MatchPat::Range { lo, hi, .. } => {
                if let Some(e) = lo {
                    e.walk_with(post, f);
                }
                if let Some(e) = hi {
                    e.walk_with(post, f);
                }
            }
            MatchPat::Or(ps) => ps.iter().for_each(|p| p.walk_with(post, f)),
        }
    }
}

impl Block {
    pub fn walk<'a>(&'a self, f: &mut dyn FnMut(&'a Expr)) {
        self.walk_with(false, f)
    }

    /// Every expression, operands before their users.
    pub fn walk_post<'a>(&'a self, f: &mut dyn FnMut(&'a Expr)) {
        self.walk_with(true, f)
    }

    fn walk_with<'a>(&'a self, post: bool, f: &mut dyn FnMut(&'a Expr)) {
        for s in &self.stmts {
            match s {
                Stmt::Let { init, .. } => {
                    if let Some(e) = init {
                        e.walk_with(post, f);
                    }
                }
                Stmt::Const { value, .. } => value.walk_with(post, f),
                Stmt::Expr { expr, .. } => expr.walk_with(post, f),
            }
        }
        if let Some(t) = &self.tail {
            t.walk_with(post, f);
        }
    }
}
