//! Type inference for the kernel language: enough of rustc's to give every expression and
//! local the type rustc gives it — in particular untyped literals (`x * 2.0` with `x: f32`
//! is single precision; `let mut s = 0; s += a[i]` with `a: &[i64]` makes `s` an `i64`).
//!
//! It is unification over type variables, with integer and float literal variables that
//! default to `i32` / `f64`, and rustc's rule that a literal directly under `as T` takes the
//! type `T` when it can. The result type of a `#[device]` call is known only to C++ (the
//! callee is another macro expansion): it is an *opaque* type that variables may take when
//! nothing else constrains them, spelled in CUDA with `decltype`.
//!
//! Inference reports nothing. Type errors of the user's code are rustc's: it checks the
//! simulator body, which carries every type decided here (suffixed literals, annotated
//! `let`s), so a wrong guess here cannot go unnoticed. Breaches of the kernel language's
//! rules are `valid`'s, over the types decided here.

use std::collections::{HashMap, HashSet};

use crate::ir::*;
use crate::library::{lookup_generic_method, lookup_method, ArgTy, Call, Intrinsic, MethodDef, Sig};
use crate::ty::{Frag, FragUse, Len, OpaqueId, Scalar, Ty, VarId};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum VarKind {
    General,
    Int,
    Float,
}

#[derive(Debug, Clone)]
struct Var {
    bound: Option<Ty>,
    kind: VarKind,
    /// An opaque type this variable was unified with, taken if nothing else decides it.
    hint: Option<OpaqueId>,
}

/// What C++ knows and the macro does not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opaque {
    /// The result of the device call `call`.
    Ret { call: ExprId },
    /// Parameter `index` of the device call `call`.
    Param { call: ExprId, index: usize },
    /// The value of the constant `callees[callee]`, defined outside the body.
    Const { callee: usize },
    /// An element of an array whose type is opaque `of` (a module constant's, a device
    /// call's result).
    Elem { of: OpaqueId },
    /// Element `index` of a tuple whose type is opaque `of` (a device call's result,
    /// destructured).
    Field { of: OpaqueId, index: usize },
    /// The result of the method call `call` on a receiver of opaque type `recv`, where the
    /// method's result type is not the receiver's (`h(x).abs_diff(y)`: its unsigned type).
    Method { call: ExprId, recv: OpaqueId },
    /// Field `field` of the struct type `ty` (`Field::Named` or a tuple struct's `Index`).
    StructField { ty: Scalar, field: Field },
    /// Field `field` of a struct whose type is opaque `of` (a device call's result).
    Member { of: OpaqueId, field: usize },
    /// The result of the call `call` of a method of a `#[device] impl` block.
    DeviceMethod { call: ExprId },
    /// The result of the call `call` of an associated function (`Vec3::new(…)`).
    Assoc { call: ExprId },
}

/// How a method call was resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MethodRes {
    /// A method of a known scalar type.
    Scalar(Scalar, MethodDef),
    SliceLen,
    SliceIsEmpty,
    /// A query or view of an N-dimensional array (`dim`, `row`, …).
    Nd(NdMethod),
    /// `x.load::<N>(i)` of a slice or shared array: `[T; N]` from `x[i..i + N]`.
    VectorLoad,
    /// `y.store(i, v)`: `v`, a `[T; N]`, into `y[i..i + N]`.
    VectorStore,
    /// A method of a value whose type only C++ knows: `fc::m::name(recv, args…)`.
    Generic(MethodDef),
    /// A method of a `#[device] impl` block (or of a prelude type): `fc::m::name(recv,
    /// args…, depth)` in C++, the type's `DeviceMethod` in the simulator.
    Device,
    /// A method of a tensor-core fragment.
    Fragment(FragMethod),
}

/// The methods of `wmma::Fragment`: this lane's elements.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FragMethod {
    /// `f.len()`: how many elements the lane holds.
    Len,
    /// `acc.get(i)`.
    Get,
    /// `acc.set(i, v)`.
    Set,
    /// `f.fill(v)`: every element of the lane.
    Fill,
    /// `acc.row(i)`: the row of element `i` in the tile (warpgroup accumulators).
    Row,
    /// `acc.col(i)`: its column.
    Col,
}

impl FragMethod {
    pub const ALL: [(&'static str, usize, FragMethod); 6] = [
        ("len", 0, FragMethod::Len),
        ("get", 1, FragMethod::Get),
        ("set", 2, FragMethod::Set),
        ("fill", 1, FragMethod::Fill),
        ("row", 1, FragMethod::Row),
        ("col", 1, FragMethod::Col),
    ];

    pub fn lookup(name: &str, args: usize) -> Option<FragMethod> {
        Self::ALL.iter().find(|(n, a, _)| *n == name && *a == args).map(|(.., m)| *m)
    }
}

/// The methods of `&Array2<T>` and its kin in kernels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NdMethod {
    /// `a.dim()`: the extents as a tuple (a `usize` for 1-D).
    Dim,
    /// `a.shape()`: the extents as an array `[usize; N]`.
    Shape,
    /// `a.strides()`: the element strides, `[isize; N]`.
    Strides,
    /// `a.len()`.
    Len,
    /// `a.is_empty()`.
    IsEmpty,
    /// `a.nrows()`, `a.ncols()` (2-D): extent 0 or 1.
    Extent(usize),
    /// `a.row(i)` (axis 0) and `a.column(j)` (axis 1) of a 2-D array, and their `_mut` forms:
    /// 1-D views.
    Lane { axis: usize, mutable: bool },
}

impl NdMethod {
    /// The method named `name` of an array of `rank` axes, taking `args` arguments.
    pub fn lookup(name: &str, rank: u8, args: usize) -> Option<NdMethod> {
        Some(match (name, args) {
            ("dim", 0) => NdMethod::Dim,
            ("shape", 0) => NdMethod::Shape,
            ("strides", 0) => NdMethod::Strides,
            ("len", 0) => NdMethod::Len,
            ("is_empty", 0) => NdMethod::IsEmpty,
            ("nrows", 0) if rank == 2 => NdMethod::Extent(0),
            ("ncols", 0) if rank == 2 => NdMethod::Extent(1),
            ("row", 1) if rank == 2 => NdMethod::Lane { axis: 0, mutable: false },
            ("column", 1) if rank == 2 => NdMethod::Lane { axis: 1, mutable: false },
            ("row_mut", 1) if rank == 2 => NdMethod::Lane { axis: 0, mutable: true },
            ("column_mut", 1) if rank == 2 => NdMethod::Lane { axis: 1, mutable: true },
            _ => return None,
        })
    }

    /// The methods of an array of `rank` axes, as messages list them.
    pub fn names(rank: u8) -> &'static str {
        if rank == 2 {
            "`dim`, `shape`, `strides`, `len`, `is_empty`, `nrows`, `ncols`, `row`, `column`, `row_mut`, `column_mut`"
        } else {
            "`dim`, `shape`, `strides`, `len`, `is_empty`"
        }
    }
}

/// The type of the index of an array of `rank` axes: `[usize; N]`, or for 1-D also a `usize`
/// (`a[i]`, as ndarray allows).
pub fn nd_index_ty(rank: u8, index: &Expr) -> Ty {
    if rank == 1 && !matches!(index.kind, ExprKind::ArrayList(_)) {
        Ty::USIZE
    } else {
        Ty::Array(Box::new(Ty::USIZE), Len::Known(rank as u64))
    }
}

/// The result of inference.
#[derive(Debug)]
pub struct Typed {
    pub expr: Vec<Ty>,
    pub local: Vec<Ty>,
    pub methods: HashMap<ExprId, MethodRes>,
    /// Methods left to rustc to report (a literal's, found wanting once its type was known).
    pub deferred_methods: HashSet<ExprId>,
    pub opaques: Vec<Opaque>,
    /// Whether unification found a contradiction: the program has a type error that rustc
    /// will report, and the CUDA source is not worth emitting.
    pub conflict: bool,
}

struct Infer<'a> {
    f: &'a Func,
    vars: Vec<Var>,
    expr: Vec<Ty>,
    local: Vec<Ty>,
    loops: Vec<Option<Ty>>,
    methods: HashMap<ExprId, MethodRes>,
    pending: Vec<(ExprId, Ty, String, Call)>,
    opaques: Vec<Opaque>,
    conflict: bool,
    /// Set while inferring a whole-value use of a local (see `handle`).
    /// Values of warp operations, whose type is checked once known.
    /// Methods whose receiver was a literal's variable: resolved at the end, and left to
    /// rustc when that fails.
    deferred_methods: HashSet<ExprId>,
}

pub fn infer(f: &Func) -> Typed {
    let mut inf = Infer {
        f,
        vars: Vec::new(),
        expr: vec![Ty::Unit; f.n_exprs],
        local: vec![Ty::Unit; f.locals.len()],
        loops: vec![None; f.n_loops],
        methods: HashMap::new(),
        pending: Vec::new(),
        opaques: Vec::new(),
        conflict: false,
        deferred_methods: HashSet::new(),
    };
    for (id, l) in f.locals.iter().enumerate() {
        inf.local[id] = match &l.declared {
            Some(t) => t.clone(),
            None => inf.fresh(VarKind::General),
        };
    }
    let body = inf.block(&f.body);
    let ret = f.ret.clone();
    inf.unify(&body, &ret);
    inf.finish()
}

impl Infer<'_> {
    fn fresh(&mut self, kind: VarKind) -> Ty {
        self.vars.push(Var { bound: None, kind, hint: None });
        Ty::Var(self.vars.len() as VarId - 1)
    }

    /// Follows bound variables at the top level.
    fn shallow(&self, t: &Ty) -> Ty {
        let mut t = t.clone();
        while let Ty::Var(v) = t {
            match &self.vars[v as usize].bound {
                Some(b) => t = b.clone(),
                None => return Ty::Var(v),
            }
        }
        t
    }

    fn unify(&mut self, a: &Ty, b: &Ty) {
        if !self.unify_inner(a, b) {
            self.conflict = true;
        }
    }

    fn unify_inner(&mut self, a: &Ty, b: &Ty) -> bool {
        let (a, b) = (self.shallow(a), self.shallow(b));
        match (&a, &b) {
            (Ty::Never, _) | (_, Ty::Never) => true,
            (Ty::Var(x), Ty::Var(y)) if x == y => true,
            (Ty::Var(x), Ty::Var(y)) => {
                let (x, y) = (*x as usize, *y as usize);
                let kind = match (self.vars[x].kind, self.vars[y].kind) {
                    (VarKind::General, k) | (k, VarKind::General) => k,
                    (k1, k2) if k1 == k2 => k1,
                    _ => return false,
                };
                let hint = self.vars[y].hint.or(self.vars[x].hint);
                self.vars[y].kind = kind;
                self.vars[y].hint = hint;
                self.vars[x].bound = Some(Ty::Var(y as VarId));
                true
            }
            (Ty::Var(x), Ty::Opaque(o)) | (Ty::Opaque(o), Ty::Var(x)) => {
                let v = &mut self.vars[*x as usize];
                if v.hint.is_none() {
                    v.hint = Some(*o);
                }
                true
            }
            (Ty::Var(x), t) | (t, Ty::Var(x)) => {
                let ok = match (self.vars[*x as usize].kind, t) {
                    (VarKind::General, _) => true,
                    (VarKind::Int, Ty::Scalar(s)) => s.is_int(),
                    (VarKind::Float, Ty::Scalar(s)) => s.is_float() && s.is_primitive(),
                    _ => false,
                };
                if ok {
                    self.vars[*x as usize].bound = Some(t.clone());
                }
                ok
            }
            (Ty::Opaque(_), _) | (_, Ty::Opaque(_)) => true,
            (Ty::Tuple(xs), Ty::Tuple(ys)) => {
                xs.len() == ys.len() && xs.clone().iter().zip(ys.clone().iter()).all(|(x, y)| self.unify_inner(x, y))
            }
            (Ty::Tuple(xs), Ty::Unit) | (Ty::Unit, Ty::Tuple(xs)) => xs.is_empty(),
            (Ty::Array(x, n), Ty::Array(y, m)) => n == m && self.unify_inner(&x.clone(), &y.clone()),
            // (An accumulator's `K` is not its type's in C++: 0, unknown, fits either.)
            (Ty::Fragment(x), Ty::Fragment(y)) => {
                Frag { k: 0, ..*x } == Frag { k: 0, ..*y } && (x.k == y.k || x.k == 0 || y.k == 0)
            }
            _ => a == b,
        }
    }

    /// Field `index` of the opaque `of`: a variable only C++ knows the type of.
    fn opaque_field(&mut self, of: OpaqueId, index: usize) -> Ty {
        let v = self.fresh(VarKind::General);
        self.opaques.push(Opaque::Field { of, index });
        let field = Ty::Opaque(self.opaques.len() as OpaqueId - 1);
        self.unify(&v, &field);
        v
    }

    /// An array value (`[0.0; 3]`) that goes where only C++ knows the type (a struct's
    /// field): its elements are that type's elements, so that their literals take it.
    fn unify_fitting(&mut self, value: &Ty, place: &Ty) {
        let of = self.opaque_of(place);
        self.unify(value, place);
        if let (Some(of), Ty::Array(elem, _)) = (of, self.shallow(value)) {
            let e = self.opaque_elem(of);
            self.unify_fitting(&elem, &e);
        }
    }

    /// `t`, when it is a struct type.
    fn struct_operand(&self, t: &Ty) -> Option<Ty> {
        match self.shallow(t) {
            t @ Ty::Scalar(Scalar::Struct(_)) => Some(t),
            _ => None,
        }
    }

    /// A variable only C++ knows the type of, as `o` describes it.
    fn opaque_value(&mut self, o: Opaque) -> Ty {
        let v = self.fresh(VarKind::General);
        self.opaques.push(o);
        let t = Ty::Opaque(self.opaques.len() as OpaqueId - 1);
        self.unify(&v, &t);
        v
    }

    /// The index in `Func::field_names` of a named field (`x`, `y`, `z` too).
    fn field_index(&self, field: &Field) -> usize {
        match *field {
            Field::Named(k) => k,
            // (`x`, `y`, `z` are among the names too: see `front`.)
            Field::Axis(a) => self.f.field_names.iter().position(|n| n == AXES[a]).unwrap_or_default(),
            Field::Index(i) => i,
        }
    }

    /// The call of a method of a `#[device] impl` block: its result only C++ knows.
    fn device_method(&mut self, e: &Expr) -> Ty {
        self.methods.insert(e.id, MethodRes::Device);
        self.opaque_value(Opaque::DeviceMethod { call: e.id })
    }

    /// The opaque type `t` is, or was unified with (a variable's hint).
    fn opaque_of(&self, t: &Ty) -> Option<OpaqueId> {
        match self.shallow(t) {
            Ty::Opaque(o) => Some(o),
            Ty::Var(v) => self.vars[v as usize].hint,
            _ => None,
        }
    }

    /// An element of the opaque array `of`.
    fn opaque_elem(&mut self, of: OpaqueId) -> Ty {
        let v = self.fresh(VarKind::General);
        self.opaques.push(Opaque::Elem { of });
        let elem = Ty::Opaque(self.opaques.len() as OpaqueId - 1);
        self.unify(&v, &elem);
        v
    }

    fn resolve(&self, t: &Ty) -> Ty {
        match self.shallow(t) {
            Ty::Var(v) => {
                let var = &self.vars[v as usize];
                match (var.hint, var.kind) {
                    (Some(o), _) => Ty::Opaque(o),
                    (None, VarKind::Int) => Ty::Scalar(Scalar::I32),
                    (None, VarKind::Float) => Ty::Scalar(Scalar::F64),
                    (None, VarKind::General) => Ty::Unit,
                }
            }
            Ty::Tuple(ts) => Ty::Tuple(ts.iter().map(|t| self.resolve(t)).collect()),
            Ty::Array(t, n) => Ty::Array(Box::new(self.resolve(&t)), n),
            Ty::Shared(t, n) => Ty::Shared(Box::new(self.resolve(&t)), n),
            other => other,
        }
    }

    fn finish(mut self) -> Typed {
        let expr: Vec<Ty> = self.expr.iter().map(|t| self.resolve(t)).collect();
        let local: Vec<Ty> = self.local.iter().map(|t| self.resolve(t)).collect();
        // Methods whose receiver was still a literal variable when they were met.
        for (id, recv, name, call) in std::mem::take(&mut self.pending) {
            let recv = self.resolve(&recv);
            let res = match recv {
                Ty::Scalar(s) if s.is_param() => lookup_generic_method(call, &name).map(MethodRes::Generic),
                Ty::Scalar(s) => lookup_method(call, s, &name).map(|d| MethodRes::Scalar(s, d)),
                Ty::Opaque(_) => lookup_generic_method(call, &name).map(MethodRes::Generic),
                _ => None,
            };
            match res {
                // (With the wrong number of arguments too: `valid` reports that.)
                Some(r) => {
                    self.methods.insert(id, r);
                }
                _ => {
                    self.conflict = true;
                    self.deferred_methods.insert(id);
                }
            }
        }
        Typed {
            expr,
            local,
            methods: self.methods,
            deferred_methods: self.deferred_methods,
            opaques: self.opaques,
            conflict: self.conflict,
        }
    }

    // ------------------------------------------------------------------ walking

    fn block(&mut self, b: &Block) -> Ty {
        let mut diverges = false;
        for s in &b.stmts {
            match s {
                Stmt::Let { pat, init, .. } => {
                    let t = match init {
                        Some(e) => self.expr(e),
                        None => self.fresh(VarKind::General),
                    };
                    if matches!(self.shallow(&t), Ty::Never) {
                        diverges = true;
                    }
                    self.bind(pat, &t);
                }
                Stmt::Const { local, value, .. } => {
                    let t = self.expr(value);
                    let declared = self.local[*local].clone();
                    self.unify(&t, &declared);
                }
                Stmt::Expr { expr, .. } => {
                    let t = self.expr(expr);
                    if matches!(self.shallow(&t), Ty::Never) {
                        diverges = true;
                    }
                }
            }
        }
        match &b.tail {
            Some(t) => self.expr(t),
            None if diverges => Ty::Never,
            None => Ty::Unit,
        }
    }

    fn bind(&mut self, pat: &Pat, t: &Ty) {
        match pat {
            Pat::Wild => {}
            Pat::Bind(id) => {
                let lt = self.local[*id].clone();
                self.unify(&lt, t);
            }
            Pat::Tuple(ps) => {
                let t = match self.shallow(t) {
                    Ty::Tuple(ts) if ts.len() == ps.len() => ts,
                    other => {
                        // Destructuring what only C++ knows (a device call's result): each
                        // element is only C++'s too, even one nothing else constrains.
                        let of = match &other {
                            Ty::Var(x) => self.vars[*x as usize].hint,
                            Ty::Opaque(o) => Some(*o),
                            _ => None,
                        };
                        let ts: Vec<Ty> = (0..ps.len())
                            .map(|index| {
                                let v = self.fresh(VarKind::General);
                                if let Some(of) = of {
                                    self.opaques.push(Opaque::Field { of, index });
                                    let field = Ty::Opaque(self.opaques.len() as OpaqueId - 1);
                                    self.unify(&v, &field);
                                }
                                v
                            })
                            .collect();
                        let tuple = Ty::Tuple(ts.clone());
                        self.unify(&other, &tuple);
                        ts
                    }
                };
                for (p, t) in ps.iter().zip(t.iter()) {
                    self.bind(p, t);
                }
            }
        }
    }

    fn expr(&mut self, e: &Expr) -> Ty {
        let t = self.expr_inner(e);
        self.expr[e.id] = t.clone();
        t
    }

    fn expr_inner(&mut self, e: &Expr) -> Ty {
        match &e.kind {
            ExprKind::Lit(Lit::Int { suffix: Some(s), .. }) | ExprKind::Lit(Lit::Float { suffix: Some(s), .. }) => {
                Ty::Scalar(*s)
            }
            ExprKind::Lit(Lit::Int { suffix: None, .. }) => self.fresh(VarKind::Int),
            ExprKind::Lit(Lit::Float { suffix: None, .. }) => self.fresh(VarKind::Float),
            ExprKind::Lit(Lit::Bool(_)) => Ty::BOOL,
            ExprKind::Local(id) => self.local[*id].clone(),
            ExprKind::GenericConst(_) => Ty::USIZE,
            ExprKind::Unary(_, inner) => self.expr(inner),
            ExprKind::Binary(op, l, r) => {
                let tl = self.expr(l);
                let tr = self.expr(r);
                if op.is_logical() {
                    self.unify(&tl, &Ty::BOOL);
                    self.unify(&tr, &Ty::BOOL);
                    Ty::BOOL
                } else if op.is_shift() {
                    tl
                } else if let Some(st) = self.struct_operand(&tl).or_else(|| self.struct_operand(&tr)) {
                    // A struct's operators may take another type (`z * 2.0` of a complex
                    // `z`): rustc checks them; the result is the struct.
                    if op.is_comparison() {
                        self.unify(&tl, &tr);
                        Ty::BOOL
                    } else {
                        st
                    }
                } else {
                    self.unify(&tl, &tr);
                    if op.is_comparison() {
                        Ty::BOOL
                    } else {
                        tl
                    }
                }
            }
            ExprKind::Assign(l, r) => {
                let tl = self.expr(l);
                let tr = self.expr(r);
                self.unify_fitting(&tr, &tl);
                Ty::Unit
            }
            ExprKind::AssignOp(op, l, r) => {
                let tl = self.expr(l);
                let tr = self.expr(r);
                if !op.is_shift() && self.struct_operand(&tl).is_none() {
                    self.unify(&tl, &tr);
                }
                Ty::Unit
            }
            ExprKind::Index { base, index, .. } => {
                let tb = self.handle(base);
                let ti = self.expr(index);
                let want = match self.shallow(&tb) {
                    Ty::Nd { rank, .. } => nd_index_ty(rank, index),
                    _ => Ty::USIZE,
                };
                self.unify(&ti, &want);
                match self.shallow(&tb) {
                    Ty::Nd { elem, .. } => Ty::Scalar(elem),
                    Ty::Slice { elem, .. } | Ty::DynShared(elem) => Ty::Scalar(elem),
                    Ty::Array(elem, _) => *elem,
                    // A row of a 2-D shared array is a 1-D shared array.
                    Ty::Shared(elem, _) => match *elem {
                        Ty::Array(row, m) => Ty::Shared(row, m),
                        other => other,
                    },
                    // An array only C++ and rustc know: a module constant's, a call's result.
                    t => match self.opaque_of(&t) {
                        Some(of) => self.opaque_elem(of),
                        // Not indexable: `valid` reports it.
                        None => self.fresh(VarKind::General),
                    },
                }
            }
            ExprKind::AsyncCopy { dst, dst_index, src, src_index, .. } => {
                let td = self.handle(dst);
                let tj = self.expr(dst_index);
                self.unify(&tj, &Ty::USIZE);
                let ts = self.handle(src);
                let ti = self.expr(src_index);
                self.unify(&ti, &Ty::USIZE);
                let elem = |t: Ty| match t {
                    Ty::Slice { elem, .. } | Ty::DynShared(elem) => Some(elem),
                    Ty::Shared(elem, _) => elem.scalar(),
                    _ => None,
                };
                if let (Some(d), Some(s)) = (elem(self.shallow(&td)), elem(self.shallow(&ts))) {
                    self.unify(&Ty::Scalar(d), &Ty::Scalar(s));
                }
                Ty::Unit
            }
            ExprKind::TmaLoad { dst, dst_index, map, coords, bars, bar_index } => {
                self.handle(dst);
                let tj = self.expr(dst_index);
                self.unify(&tj, &Ty::USIZE);
                self.expr(map);
                for c in coords {
                    let tc = self.expr(c);
                    self.unify(&tc, &Ty::Scalar(Scalar::I32));
                }
                self.handle(bars);
                let ti = self.expr(bar_index);
                self.unify(&ti, &Ty::USIZE);
                Ty::Unit
            }
            ExprKind::TmaStore { map, coords, src, src_index } => {
                self.expr(map);
                for c in coords {
                    let tc = self.expr(c);
                    self.unify(&tc, &Ty::Scalar(Scalar::I32));
                }
                self.handle(src);
                let tj = self.expr(src_index);
                self.unify(&tj, &Ty::USIZE);
                Ty::Unit
            }
            ExprKind::SubSlice { base, lo, hi, mutable, .. } => {
                let tb = self.handle(base);
                for bound in lo.iter().chain(hi.iter()) {
                    let t = self.expr(bound);
                    self.unify(&t, &Ty::USIZE);
                }
                match self.shallow(&tb) {
                    Ty::Slice { elem, .. } | Ty::DynShared(elem) => Ty::Slice { elem, mutable: *mutable },
                    Ty::Shared(elem, _) => match *elem {
                        Ty::Scalar(elem) => Ty::Slice { elem, mutable: *mutable },
                        _ => self.fresh(VarKind::General),
                    },
                    // Not a slice: `valid` reports it.
                    _ => self.fresh(VarKind::General),
                }
            }
            ExprKind::SharedArray { elem, len, .. } => Ty::Shared(Box::new(elem.clone()), *len),
            ExprKind::DynamicShared(s) => Ty::DynShared(*s),
            ExprKind::Tile { elem, swizzle, len, .. } => Ty::Tile { elem: *elem, swizzle: *swizzle, len: *len },
            ExprKind::ArrayRepeat { value, len } => {
                let tv = self.expr(value);
                Ty::Array(Box::new(tv), *len)
            }
            ExprKind::ArrayList(es) => {
                let t = self.fresh(VarKind::General);
                for x in es {
                    let tx = self.expr(x);
                    self.unify(&t, &tx);
                }
                Ty::Array(Box::new(t), Len::Known(es.len() as u64))
            }
            ExprKind::Intrinsic { op, args } => self.intrinsic(*op, args),
            ExprKind::Wmma { op, args } => self.wmma(*op, args),
            ExprKind::Field(base, field) => {
                let tb = self.expr(base);
                match (self.shallow(&tb), field) {
                    (Ty::Tuple(ts), Field::Index(i)) if *i < ts.len() => ts[*i].clone(),
                    (Ty::Dim3, Field::Axis(_)) => Ty::U32,
                    // A field of what only C++ knows (a device call's result, `h(x).0`): the
                    // field's type is C++'s too, as in destructuring.
                    (Ty::Opaque(of), Field::Index(index)) => self.opaque_field(of, *index),
                    // A struct's field: its type is rustc's and C++'s.
                    (Ty::Scalar(ty @ Scalar::Struct(_)), Field::Named(_) | Field::Axis(_)) => {
                        let field = Field::Named(self.field_index(field));
                        self.opaque_value(Opaque::StructField { ty, field })
                    }
                    // A tuple struct's field.
                    (Ty::Scalar(ty @ Scalar::Struct(_)), Field::Index(_)) => {
                        self.opaque_value(Opaque::StructField { ty, field: *field })
                    }
                    (Ty::Opaque(of), Field::Named(_) | Field::Axis(_)) => {
                        let field = self.field_index(field);
                        self.opaque_value(Opaque::Member { of, field })
                    }
                    (Ty::Var(x), Field::Named(_) | Field::Axis(_)) if self.vars[x as usize].hint.is_some() => {
                        let of = self.vars[x as usize].hint.unwrap_or_default();
                        let field = self.field_index(field);
                        self.opaque_value(Opaque::Member { of, field })
                    }
                    (Ty::Var(x), Field::Index(index)) if self.vars[x as usize].hint.is_some() => {
                        let of = self.vars[x as usize].hint.unwrap_or_default();
                        self.opaque_field(of, *index)
                    }
                    (Ty::Var(_), _) => {
                        self.conflict = true;
                        self.fresh(VarKind::General)
                    }
                    // No such field: `valid` reports it.
                    _ => self.fresh(VarKind::General),
                }
            }
            ExprKind::Tuple(es) if es.is_empty() => Ty::Unit,
            ExprKind::Tuple(es) => Ty::Tuple(es.iter().map(|e| self.expr(e)).collect()),
            ExprKind::Cast(inner, s) => {
                // The operand's own type is rustc's to check against the cast.
                self.expr(inner);
                if let Some(lit_ty) = cast_literal(inner) {
                    let lit_ty = self.expr[lit_ty].clone();
                    if let Ty::Var(v) = self.shallow(&lit_ty) {
                        let ok = match self.vars[v as usize].kind {
                            VarKind::Int => s.is_int(),
                            VarKind::Float => s.is_float() && s.is_primitive(),
                            VarKind::General => false,
                        };
                        if ok {
                            self.unify(&lit_ty, &Ty::Scalar(*s));
                        }
                    }
                }
                Ty::Scalar(*s)
            }
            ExprKind::Builtin(b) => b.ty(),
            ExprKind::Method { recv, name, args, ufcs, call, count } => {
                self.method(e, recv, name, args, *ufcs, *call, *count)
            }
            ExprKind::From(s, inner) => {
                self.expr(inner);
                Ty::Scalar(*s)
            }
            ExprKind::FromBits(s, inner) => {
                let ti = self.expr(inner);
                self.unify(&ti, &Ty::Scalar(s.bits_type()));
                Ty::Scalar(*s)
            }
            ExprKind::FromFloat(to, from, inner) => {
                let ti = self.expr(inner);
                self.unify(&ti, &Ty::Scalar(*from));
                Ty::Scalar(*to)
            }
            ExprKind::Const(c) => Ty::Scalar(c.ty),
            ExprKind::ModuleConst(callee) => {
                self.opaques.push(Opaque::Const { callee: *callee });
                let o = self.opaques.len() as OpaqueId - 1;
                let v = self.fresh(VarKind::General);
                self.unify(&v, &Ty::Opaque(o));
                v
            }
            ExprKind::Call { args, .. } => {
                for (index, a) in args.iter().enumerate() {
                    let ta = self.handle(a);
                    self.opaques.push(Opaque::Param { call: e.id, index });
                    let o = Ty::Opaque(self.opaques.len() as OpaqueId - 1);
                    // (An array's literals take the parameter's element type: `f([2.0, 0.5])`.)
                    self.unify_fitting(&ta, &o);
                }
                self.opaques.push(Opaque::Ret { call: e.id });
                let o = self.opaques.len() as OpaqueId - 1;
                let v = self.fresh(VarKind::General);
                self.unify(&v, &Ty::Opaque(o));
                v
            }
            ExprKind::AssocCall { ty, args, .. } => {
                let tys: Vec<Ty> = args.iter().map(|a| self.expr(a)).collect();
                // A prelude type's functions take its element type (`Complex::new(re, im)`):
                // the arguments share it, and it is the one written, if any.
                if crate::library::prelude_type(ty).is_some() {
                    let written = ty.segments.last().and_then(|s| match &s.arguments {
                        syn::PathArguments::AngleBracketed(a) => match a.args.first() {
                            Some(syn::GenericArgument::Type(syn::Type::Path(p))) => {
                                p.path.get_ident().and_then(|i| Scalar::from_name(&i.to_string()))
                            }
                            _ => None,
                        },
                        _ => None,
                    });
                    for t in tys.windows(2) {
                        self.unify(&t[0], &t[1]);
                    }
                    if let (Some(s), Some(t)) = (written, tys.first()) {
                        self.unify(t, &Ty::Scalar(s));
                    }
                }
                self.opaque_value(Opaque::Assoc { call: e.id })
            }
            ExprKind::StructLit { ty, fields, base } => {
                for (field, v) in fields {
                    let tv = self.expr(v);
                    let tf = self.opaque_value(Opaque::StructField { ty: *ty, field: *field });
                    self.unify_fitting(&tv, &tf);
                }
                if let Some(b) = base {
                    let tb = self.expr(b);
                    self.unify(&tb, &Ty::Scalar(*ty));
                }
                Ty::Scalar(*ty)
            }
            ExprKind::If { cond, then, els } => {
                let tc = self.expr(cond);
                self.unify(&tc, &Ty::BOOL);
                let tt = self.block(then);
                match els {
                    Some(els) => {
                        let te = self.expr(els);
                        self.unify(&tt, &te);
                        if matches!(self.shallow(&tt), Ty::Never) {
                            te
                        } else {
                            tt
                        }
                    }
                    None => {
                        self.unify(&tt, &Ty::Unit);
                        Ty::Unit
                    }
                }
            }
            ExprKind::While { cond, body, .. } => {
                let tc = self.expr(cond);
                self.unify(&tc, &Ty::BOOL);
                self.block(body);
                Ty::Unit
            }
            ExprKind::Loop { id, body, .. } => {
                self.block(body);
                self.loops[*id].clone().unwrap_or(Ty::Never)
            }
            ExprKind::For { pat, range, body, .. } => {
                let ts = self.expr(&range.start);
                let te = self.expr(&range.end);
                self.unify(&ts, &te);
                if let Some(step) = &range.step {
                    let tk = self.expr(step);
                    self.unify(&tk, &Ty::USIZE);
                }
                self.bind(pat, &ts);
                self.block(body);
                Ty::Unit
            }
            ExprKind::Break { target, value } => {
                let tv = match value {
                    Some(v) => self.expr(v),
                    None => Ty::Unit,
                };
                match self.loops[*target].clone() {
                    Some(t) => self.unify(&t, &tv),
                    None => self.loops[*target] = Some(tv),
                }
                Ty::Never
            }
            ExprKind::Continue { .. } => Ty::Never,
            ExprKind::Return(value) => {
                let tv = match value {
                    Some(v) => self.expr(v),
                    None => Ty::Unit,
                };
                let ret = self.f.ret.clone();
                self.unify(&tv, &ret);
                Ty::Never
            }
            ExprKind::Block { block, .. } => self.block(block),
            ExprKind::Match { scrutinee, arms } => {
                let ts = self.expr(scrutinee);
                let result = self.fresh(VarKind::General);
                let mut all_never = true;
                for arm in arms {
                    self.match_pat(&arm.pat, &ts);
                    if let Some(g) = &arm.guard {
                        let tg = self.expr(g);
                        self.unify(&tg, &Ty::BOOL);
                    }
                    let tb = self.expr(&arm.body);
                    if !matches!(self.shallow(&tb), Ty::Never) {
                        all_never = false;
                    }
                    self.unify(&result, &tb);
                }
                if all_never {
                    Ty::Never
                } else {
                    result
                }
            }
            ExprKind::Print(p) => {
                for a in &p.args {
                    let t = self.expr(&a.value);
                    if a.count {
                        self.unify(&t, &Ty::USIZE);
                    }
                }
                Ty::Unit
            }
            ExprKind::Panic(p) => match &p.kind {
                PanicKind::Message(_) => Ty::Never,
                PanicKind::Assert { cond, .. } => {
                    let tc = self.expr(cond);
                    self.unify(&tc, &Ty::BOOL);
                    Ty::Unit
                }
                PanicKind::AssertEq { left, right, .. } => {
                    let tl = self.expr(left);
                    let tr = self.expr(right);
                    self.unify(&tl, &tr);
                    Ty::Unit
                }
            },
        }
    }

    /// The type of something used as a whole: an index base, a method receiver, an argument
    /// of a call or an atomic. Shared arrays may be used this way, and only this way.
    fn handle(&mut self, e: &Expr) -> Ty {
        self.expr(e)
    }

    /// `wmma::…`: a fragment's element type is its tile's; `ld` and `offset` are `usize`.
    fn wmma(&mut self, op: WmmaOp, args: &[Expr]) -> Ty {
        let tys: Vec<Ty> = args.iter().map(|a| self.handle(a)).collect();
        let elem_of = |inf: &Self, t: &Ty| match inf.shallow(t) {
            Ty::Slice { elem, .. } | Ty::DynShared(elem) => Some(elem),
            Ty::Shared(elem, _) => elem.scalar(),
            _ => None,
        };
        match op {
            WmmaOp::Fill(frag) => {
                if let Some(t) = tys.first() {
                    self.unify(t, &Ty::Scalar(frag.elem));
                }
                Ty::Fragment(frag)
            }
            WmmaOp::Load { usage, layout } => {
                self.unify(&tys[1], &Ty::USIZE);
                let Some(elem) = elem_of(self, &tys[0]) else {
                    // Not memory: `valid` reports it.
                    return self.fresh(VarKind::General);
                };
                Ty::Fragment(match usage {
                    FragUse::Accumulator => Frag { usage, elem, k: 0, layout: None },
                    _ => Frag { usage, elem, k: Frag::operand_k(elem).unwrap_or(16), layout: Some(layout) },
                })
            }
            WmmaOp::Mma => Ty::Unit,
            WmmaOp::Warpgroup => {
                self.unify(&tys[2], &Ty::USIZE);
                self.unify(&tys[4], &Ty::USIZE);
                Ty::Unit
            }
            WmmaOp::Store { .. } => {
                self.unify(&tys[1], &Ty::USIZE);
                self.unify(&tys[2], &Ty::USIZE);
                Ty::Unit
            }
        }
    }

    fn intrinsic(&mut self, op: Intrinsic, args: &[Expr]) -> Ty {
        let pred = |inf: &mut Self, a: &Expr| {
            let t = inf.expr(a);
            inf.unify(&t, &Ty::BOOL);
        };
        // A `_sync` form's mask comes first.
        let args = if op.masked {
            let tm = self.expr(&args[0]);
            self.unify(&tm, &Ty::U32);
            &args[1..]
        } else {
            args
        };
        match op.def.sig {
            Sig::Unit => Ty::Unit,
            Sig::U32 => Ty::U32,
            Sig::Bool => Ty::BOOL,
            Sig::Barrier { with_u32, gives_bool } => {
                // A target that is not a shared array of `u64`: `valid` reports it.
                self.handle(&args[0]);
                let ti = self.expr(&args[1]);
                self.unify(&ti, &Ty::USIZE);
                if with_u32 {
                    let tv = self.expr(&args[2]);
                    self.unify(&tv, &Ty::U32);
                }
                if gives_bool {
                    Ty::BOOL
                } else {
                    Ty::Unit
                }
            }
            Sig::Mask | Sig::Count => {
                let tm = self.expr(&args[0]);
                self.unify(&tm, &Ty::U32);
                Ty::Unit
            }
            Sig::PredU32 => {
                pred(self, &args[0]);
                Ty::U32
            }
            Sig::PredBool => {
                pred(self, &args[0]);
                Ty::BOOL
            }
            Sig::Shuffle => {
                let tv = self.expr(&args[0]);
                let tl = self.expr(&args[1]);
                self.unify(&tl, &Ty::U32);
                tv
            }
            Sig::Match => {
                self.expr(&args[0]);
                Ty::U32
            }
            Sig::Atomic(_) => {
                let target = self.handle(&args[0]);
                let ti = self.expr(&args[1]);
                let want = match self.shallow(&target) {
                    Ty::Nd { rank, .. } => nd_index_ty(rank, &args[1]),
                    _ => Ty::USIZE,
                };
                self.unify(&ti, &want);
                // A target that is not writable, or an element type CUDA lacks: `valid` reports it.
                let elem = match self.shallow(&target) {
                    Ty::Slice { elem, .. } | Ty::DynShared(elem) | Ty::Nd { elem, .. } => Some(elem),
                    Ty::Shared(elem, _) => elem.scalar(),
                    _ => None,
                };
                let Some(elem) = elem else {
                    args[2..].iter().for_each(|a| {
                        self.expr(a);
                    });
                    return self.fresh(VarKind::General);
                };
                for a in &args[2..] {
                    let ta = self.expr(a);
                    self.unify(&ta, &Ty::Scalar(elem));
                }
                Ty::Scalar(elem)
            }
        }
    }

    fn match_pat(&mut self, p: &MatchPat, t: &Ty) {
        match p {
            MatchPat::Wild => {}
            MatchPat::Bind(id, sub) => {
                let lt = self.local[*id].clone();
                self.unify(&lt, t);
                if let Some(sub) = sub {
                    self.match_pat(sub, t);
                }
            }
            MatchPat::Value(e) => {
                let te = self.expr(e);
                self.unify(&te, t);
            }
            MatchPat::Range { lo, hi, .. } => {
                for e in [lo, hi].into_iter().flatten() {
                    let te = self.expr(e);
                    self.unify(&te, t);
                }
            }
            MatchPat::Or(ps) => ps.iter().for_each(|p| self.match_pat(p, t)),
            MatchPat::Tuple { of: None, elems } => {
                let tys: Vec<Ty> = elems.iter().map(|_| self.fresh(VarKind::General)).collect();
                self.unify(t, &Ty::Tuple(tys.clone()));
                for (p, te) in elems.iter().zip(&tys) {
                    self.match_pat(p, te);
                }
            }
            // (rustc checks the scrutinee is this struct, in the simulator's `match`.)
            MatchPat::Tuple { of: Some(ty), elems } => {
                for (k, p) in elems.iter().enumerate() {
                    let tf = self.opaque_value(Opaque::StructField { ty: *ty, field: Field::Index(k) });
                    self.match_pat(p, &tf);
                }
            }
        }
    }

    /// `x.load::<N>(i)` and `y.store(i, v)` on a slice or shared array of scalars: the `N`
    /// elements from `i` as one `[T; N]`. (`valid` checks the rest: the count, mutability.)
    fn vector_method(&mut self, e: &Expr, tr: &Ty, n: &str, arg_tys: &[Ty], count: Option<Len>) -> Option<Ty> {
        let elem = match tr {
            Ty::Slice { elem, .. } | Ty::DynShared(elem) => *elem,
            Ty::Shared(elem, _) => elem.scalar()?,
            _ => return None,
        };
        match (n, arg_tys) {
            ("load", [i]) => {
                self.unify(i, &Ty::USIZE);
                self.methods.insert(e.id, MethodRes::VectorLoad);
                Some(match count {
                    Some(len) => Ty::Array(Box::new(Ty::Scalar(elem)), len),
                    None => self.fresh(VarKind::General),
                })
            }
            ("store", [i, v]) => {
                self.unify(i, &Ty::USIZE);
                if let Ty::Array(of, _) = self.shallow(v) {
                    self.unify(&of, &Ty::Scalar(elem));
                }
                self.methods.insert(e.id, MethodRes::VectorStore);
                Some(Ty::Unit)
            }
            _ => None,
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn method(
        &mut self,
        e: &Expr,
        recv: &Expr,
        name: &proc_macro2::Ident,
        args: &[Expr],
        ufcs: Option<Scalar>,
        call: Call,
        count: Option<Len>,
    ) -> Ty {
        let tr = self.handle(recv);
        if let Some(s) = ufcs {
            self.unify(&tr, &Ty::Scalar(s));
        }
        let arg_tys: Vec<Ty> = args.iter().map(|a| self.expr(a)).collect();
        let n = name.to_string();
        let tr = self.shallow(&tr);
        // A value only C++ and rustc know the type of, with a length: an array (a module
        // constant's; the results of device calls are no slices).
        let opaque = self.opaque_of(&tr).is_some();
        if let Ty::Nd { elem, rank, mutable } = tr {
            let Some(m) = NdMethod::lookup(&n, rank, args.len()) else {
                // No such method: `valid` reports it.
                return self.fresh(VarKind::General);
            };
            self.methods.insert(e.id, MethodRes::Nd(m));
            let usizes = |k: u8| vec![Ty::USIZE; k as usize];
            return match m {
                NdMethod::Dim if rank == 1 => Ty::USIZE,
                NdMethod::Dim => Ty::Tuple(usizes(rank)),
                NdMethod::Shape => Ty::Array(Box::new(Ty::USIZE), Len::Known(rank as u64)),
                NdMethod::Strides => Ty::Array(Box::new(Ty::Scalar(Scalar::Isize)), Len::Known(rank as u64)),
                NdMethod::Len | NdMethod::Extent(_) => Ty::USIZE,
                NdMethod::IsEmpty => Ty::BOOL,
                NdMethod::Lane { mutable: m, .. } => {
                    self.unify(&arg_tys[0], &Ty::USIZE);
                    Ty::Nd { elem, rank: 1, mutable: m && mutable }
                }
            };
        }
        if let Ty::Fragment(frag) = tr {
            let Some(m) = FragMethod::lookup(&n, args.len()) else {
                // No such method: `valid` reports it.
                return self.fresh(VarKind::General);
            };
            self.methods.insert(e.id, MethodRes::Fragment(m));
            let elem = Ty::Scalar(frag.elem);
            return match m {
                FragMethod::Len => Ty::USIZE,
                FragMethod::Get => {
                    self.unify(&arg_tys[0], &Ty::USIZE);
                    elem
                }
                FragMethod::Set => {
                    self.unify(&arg_tys[0], &Ty::USIZE);
                    self.unify(&arg_tys[1], &elem);
                    Ty::Unit
                }
                FragMethod::Fill => {
                    self.unify(&arg_tys[0], &elem);
                    Ty::Unit
                }
                FragMethod::Row | FragMethod::Col => {
                    self.unify(&arg_tys[0], &Ty::USIZE);
                    Ty::USIZE
                }
            };
        }
        if let Some(t) = self.vector_method(e, &tr, &n, &arg_tys, count) {
            return t;
        }
        let def = match &tr {
            _ if opaque && n == "len" && args.is_empty() => {
                self.methods.insert(e.id, MethodRes::SliceLen);
                return Ty::USIZE;
            }
            _ if opaque && n == "is_empty" && args.is_empty() => {
                self.methods.insert(e.id, MethodRes::SliceIsEmpty);
                return Ty::BOOL;
            }
            Ty::Slice { .. } | Ty::Shared(..) | Ty::DynShared(_) | Ty::Array(..) if n == "len" && args.is_empty() => {
                self.methods.insert(e.id, MethodRes::SliceLen);
                return Ty::USIZE;
            }
            Ty::Slice { .. } | Ty::Shared(..) | Ty::DynShared(_) | Ty::Array(..)
                if n == "is_empty" && args.is_empty() =>
            {
                self.methods.insert(e.id, MethodRes::SliceIsEmpty);
                return Ty::BOOL;
            }
            // A type parameter's: as for a value only C++ knows, its overloads for every type
            // (rustc checks the bound allows it).
            Ty::Scalar(s) if s.is_param() => match lookup_generic_method(call, &n) {
                Some(d) => {
                    self.methods.insert(e.id, MethodRes::Generic(d.clone()));
                    d
                }
                None => return self.fresh(VarKind::General),
            },
            Ty::Scalar(s) if s.is_struct() => return self.device_method(e),
            Ty::Scalar(s) => match lookup_method(call, *s, &n) {
                Some(d) => {
                    self.methods.insert(e.id, MethodRes::Scalar(*s, d.clone()));
                    d
                }
                // No such method: `valid` reports it.
                None => return self.fresh(VarKind::General),
            },
            Ty::Var(v) => {
                // Not decided yet (a literal, or the result of a `#[device]` call): use the
                // shape of the method, which is the same for every type of its class, and
                // resolve it when inference is done.
                let var = &self.vars[*v as usize];
                let def = match (var.kind, var.hint) {
                    (VarKind::Float, _) => lookup_method(call, Scalar::F64, &n),
                    (VarKind::Int, _) => lookup_method(call, Scalar::I32, &n),
                    (VarKind::General, Some(_)) => match lookup_generic_method(call, &n) {
                        Some(d) => Some(d),
                        None => return self.device_method(e),
                    },
                    (VarKind::General, None) => None,
                };
                match def {
                    Some(d) => {
                        self.pending.push((e.id, tr.clone(), n.clone(), call));
                        d
                    }
                    None => {
                        self.conflict = true;
                        self.deferred_methods.insert(e.id);
                        return self.fresh(VarKind::General);
                    }
                }
            }
            Ty::Opaque(_) => match lookup_generic_method(call, &n) {
                Some(d) => {
                    self.methods.insert(e.id, MethodRes::Generic(d.clone()));
                    d
                }
                None => return self.device_method(e),
            },
            _ => return self.fresh(VarKind::General),
        };
        // The wrong number of arguments: `valid` reports it.
        if def.args.len() != args.len() {
            return self.fresh(VarKind::General);
        }
        for (a, t) in def.args.iter().zip(&arg_tys) {
            match a {
                ArgTy::Recv => self.unify(t, &tr),
                ArgTy::Fixed(s) => self.unify(t, &Ty::Scalar(*s)),
            }
        }
        match &tr {
            // A receiver not decided yet, or only C++'s: the result in terms of it. (A result
            // whose type needs the actual receiver type is left for rustc to check.)
            Ty::Scalar(s) if s.is_param() => match def.ret_rule.of_unknown(&tr) {
                Some(t) => t,
                // (`to_bits`, `abs_diff`: a type only the instantiation knows.)
                None => self.fresh(VarKind::General),
            },
            Ty::Var(_) | Ty::Opaque(_) => match def.ret_rule.of_unknown(&tr) {
                Some(t) => t,
                // A literal's method: its class's default type decides (`5.abs_diff(3)`: u32).
                None if !def.generic => def.ret.clone(),
                // Only C++ knows the receiver's type: then it knows the result's too.
                None => {
                    let recv = match tr {
                        Ty::Opaque(o) => Some(o),
                        Ty::Var(v) => self.vars[v as usize].hint,
                        _ => None,
                    };
                    let result = self.fresh(VarKind::General);
                    if let Some(recv) = recv {
                        self.opaques.push(Opaque::Method { call: e.id, recv });
                        let o = Ty::Opaque(self.opaques.len() as OpaqueId - 1);
                        self.unify(&result, &o);
                    }
                    result
                }
            },
            _ => def.ret.clone(),
        }
    }
}

/// The literal an `as` cast applies to directly (through `-` and `{ … }`), if any.
fn cast_literal(e: &Expr) -> Option<ExprId> {
    match &e.kind {
        ExprKind::Lit(Lit::Int { suffix: None, .. } | Lit::Float { suffix: None, .. }) => Some(e.id),
        ExprKind::Unary(UnOp::Neg, inner) => cast_literal(inner),
        ExprKind::Block { block, .. } if block.stmts.is_empty() => block.tail.as_deref().and_then(cast_literal),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ctxt::Ctxt;
    use crate::front::lower_fn;

    /// The inferred type of each named local of `src`'s function.
    fn local_types(src: &str) -> Vec<(String, Ty)> {
        let f: syn::ItemFn = syn::parse_str(src).unwrap();
        let cx = Ctxt::new();
        let func = lower_fn(&cx, &f, FuncKind::Device).unwrap();
        let typed = infer(&func);
        crate::valid::check(&func, &typed, &cx);
        assert!(!cx.has_errors(), "{:?}", cx.messages());
        assert!(!typed.conflict);
        func.locals.iter().zip(typed.local).map(|(l, t)| (l.name.to_string(), t)).collect()
    }

    fn ty_of(types: &[(String, Ty)], name: &str) -> Ty {
        types.iter().rev().find(|(n, _)| n == name).map(|(_, t)| t.clone()).unwrap()
    }

    #[test]
    fn literals_take_the_type_of_what_they_meet() {
        let t = local_types(
            "fn f(x: &[f32], a: &[i64]) {
                let mut s = 0;
                s += a[0];
                let y = x[0] * 2.0;
                let z = 1.5;
                let w = 3;
                let i = 0;
                let v = x[i];
                let c = 300 as u8;
                let d = 2.5 as f32;
                let e = (1 + 2) as u64;
            }",
        );
        assert_eq!(ty_of(&t, "s"), Ty::Scalar(Scalar::I64));
        assert_eq!(ty_of(&t, "y"), Ty::Scalar(Scalar::F32));
        assert_eq!(ty_of(&t, "z"), Ty::Scalar(Scalar::F64));
        assert_eq!(ty_of(&t, "w"), Ty::Scalar(Scalar::I32));
        assert_eq!(ty_of(&t, "i"), Ty::Scalar(Scalar::Usize));
        assert_eq!(ty_of(&t, "v"), Ty::Scalar(Scalar::F32));
        assert_eq!(ty_of(&t, "c"), Ty::Scalar(Scalar::U8));
        assert_eq!(ty_of(&t, "d"), Ty::Scalar(Scalar::F32));
        assert_eq!(ty_of(&t, "e"), Ty::Scalar(Scalar::U64));
    }

    #[test]
    fn shifts_do_not_unify_their_sides_and_loops_take_their_bounds() {
        let t = local_types(
            "fn f(n: u64) {
                let k = 3;
                let m = n << k;
                for j in 0..n {}
                for q in 0..10 {}
                let r = loop { break 2.0f32; };
                let (p, o) = (1u8, true);
            }",
        );
        assert_eq!(ty_of(&t, "k"), Ty::Scalar(Scalar::I32));
        assert_eq!(ty_of(&t, "m"), Ty::Scalar(Scalar::U64));
        assert_eq!(ty_of(&t, "j"), Ty::Scalar(Scalar::U64));
        assert_eq!(ty_of(&t, "q"), Ty::Scalar(Scalar::I32));
        assert_eq!(ty_of(&t, "r"), Ty::Scalar(Scalar::F32));
        assert_eq!(ty_of(&t, "p"), Ty::Scalar(Scalar::U8));
        assert_eq!(ty_of(&t, "o"), Ty::BOOL);
    }

    #[test]
    fn device_call_results_are_opaque_until_something_decides() {
        let t = local_types(
            "fn f(x: &mut [f32]) {
                let a = helper(1.0);
                let b = other(2);
                x[0] = b;
            }",
        );
        assert!(matches!(ty_of(&t, "a"), Ty::Opaque(_)));
        assert_eq!(ty_of(&t, "b"), Ty::Scalar(Scalar::F32));
    }
}
