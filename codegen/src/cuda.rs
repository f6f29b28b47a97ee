//! Typed IR → CUDA C++.
//!
//! Rust is expression-oriented and C++ is not: an `if`, `match`, `loop` or block used as a
//! value is lowered into statements that assign a temporary, and the operands evaluated
//! before it are saved first so that Rust's left-to-right order is kept. Every statement
//! gets a `#line` directive naming the Rust file and line. Semantics follow Rust where CUDA
//! C differs (see the prelude): integer arithmetic goes through `fc::` helpers unless C's
//! operators already wrap, division and indexing are checked, float→int casts saturate.

use std::collections::HashSet;
use std::fmt::Write as _;

use crate::infer::{MethodRes, Opaque, Typed};
use crate::ir::*;
use crate::library::{self as builtins, methods, Builtin, Intrinsic, Sig};
use crate::names::Names;
use crate::ty::{Scalar, Ty};

/// The CUDA of one function.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CudaFn {
    /// The C++ name (the `extern "C"` symbol of a kernel).
    pub cpp_name: String,
    /// The declaration, without `;` (for device functions).
    pub declaration: String,
    /// The definition.
    pub source: String,
    /// Inconsistencies between the translator's passes found while emitting (each a
    /// ferrocuda bug, reported as a compile error at the function).
    pub bugs: Vec<String>,
}

/// A C++ expression and its precedence (higher binds tighter).
#[derive(Debug, Clone)]
struct C {
    text: String,
    prec: u8,
}

const PRIMARY: u8 = 16;
const UNARY: u8 = 15;

fn prim(text: impl Into<String>) -> C {
    C { text: text.into(), prec: PRIMARY }
}

impl C {
    /// The text, parenthesized unless it binds at least as tightly as `min`.
    fn at(&self, min: u8) -> String {
        if self.prec >= min {
            self.text.clone()
        } else {
            format!("({})", self.text)
        }
    }
}

fn binop_prec(op: BinOp) -> u8 {
    match op {
        BinOp::Mul | BinOp::Div | BinOp::Rem => 13,
        BinOp::Add | BinOp::Sub => 12,
        BinOp::Shl | BinOp::Shr => 11,
        BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => 9,
        BinOp::Eq | BinOp::Ne => 8,
        BinOp::BitAnd => 7,
        BinOp::BitXor => 6,
        BinOp::BitOr => 5,
        BinOp::And => 4,
        BinOp::Or => 3,
    }
}

/// Where the value of an expression goes.
#[derive(Clone)]
enum Dest {
    Discard,
    Var(String),
    Return,
}

struct SliceRepr {
    ptr: String,
    len: String,
}

struct Emitter<'a> {
    f: &'a Func,
    t: &'a Typed,
    names: Names,
    local_names: Vec<String>,
    slices: Vec<Option<SliceRepr>>,
    out: String,
    indent: usize,
    file: String,
    /// Rust loops being emitted, innermost last.
    loop_stack: Vec<LoopId>,
    /// Loops that a `break`/`continue` leaves from an inner loop: they need labels.
    break_labels: HashSet<LoopId>,
    continue_labels: HashSet<LoopId>,
    /// The variable receiving the value of a `loop` with `break value`.
    loop_dest: Vec<Option<String>>,
    opaque_names: Vec<String>,
    /// Methods called on values only C++ knows, whose `fc::m::` overloads the function
    /// carries.
    generic_methods: std::collections::BTreeSet<(methods::Call, &'static str)>,
    /// See [`CudaFn::bugs`].
    bugs: Vec<String>,
    /// The C++ name of a device fn's hidden last parameter, its call depth (1 in a fn a kernel
    /// calls): each call passes one more, and a call past `FC_MAX_CALL_DEPTH` panics instead
    /// of overflowing the GPU thread's stack. Inlined calls fold it away.
    depth: Option<String>,
    /// The `fc::Pending` of deferred read checks, when the function has checked reads (see
    /// the prelude's `defer_index`): reads record a failure there and `flush` raises it
    /// before anything observable.
    pending: Option<String>,
    /// Reads are checked at once (a branch each): in places, and in statements that do
    /// something observable in the middle of an expression.
    immediate: bool,
    /// The lengths of the slices whose reads defer their checks, numbered: a pending failure
    /// records the number, not the length, to keep the record small (registers).
    deferred_lens: Vec<String>,
    /// The macro giving those lengths by number, defined before the function.
    len_of: String,
}

/// Emits the CUDA of a typed function. `cpp_name` is the C++ name to define.
pub fn emit(f: &Func, t: &Typed, cpp_name: &str) -> CudaFn {
    let mut e = Emitter {
        f,
        t,
        names: Names::default(),
        local_names: Vec::new(),
        slices: Vec::new(),
        out: String::new(),
        indent: 1,
        file: escape_c(&f.file),
        loop_stack: Vec::new(),
        break_labels: HashSet::new(),
        continue_labels: HashSet::new(),
        loop_dest: vec![None; f.n_loops],
        opaque_names: Vec::new(),
        depth: None,
        generic_methods: Default::default(),
        bugs: Vec::new(),
        pending: None,
        immediate: false,
        deferred_lens: Vec::new(),
        len_of: format!("FC_LEN_OF_{cpp_name}"),
    };
    e.names.fresh(cpp_name);
    e.prepare();
    if f.kind == FuncKind::Device {
        e.depth = Some(e.names.temp("depth"));
    }
    let declaration = e.signature(cpp_name);
    let mut source = String::new();
    let _ = writeln!(source, "#line {} \"{}\"", f.loc.line, e.file);
    source.push_str(&declaration);
    source.push_str(" {\n");
    let typedefs = e.typedefs();
    let body = &f.body;
    if let Some(depth) = &e.depth {
        let check =
            format!("if ({depth} > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, {});", e.site(f.loc));
        e.push_line(&check);
    }
    if has_checked_reads(body, t) {
        let name = e.names.fresh("fc_pending");
        e.push_line(&format!("fc::Pending {name} = {{}};"));
        e.pending = Some(name);
    }
    match (&f.kind, &body.tail) {
        (FuncKind::Device, Some(tail)) if f.ret != Ty::Unit => {
            e.stmts(&body.stmts);
            e.line(tail.loc);
            e.expr_into(tail, &Dest::Return);
        }
        _ => {
            e.stmts(&body.stmts);
            if let Some(tail) = &body.tail {
                e.line(tail.loc);
                e.stmt_expr(tail);
            }
            e.flush();
        }
    }
    // Only the typedefs the body uses (and the typedefs those use).
    let mut kept: Vec<(String, String)> = Vec::new();
    for (name, line) in typedefs.into_iter().rev() {
        let used = e.out.contains(&name) || kept.iter().any(|(_, l)| l.contains(&name));
        if used {
            kept.push((name, line));
        }
    }
    for (_, line) in kept.iter().rev() {
        source.push_str("    ");
        source.push_str(line);
        source.push('\n');
    }
    source.push_str(&e.out);
    source.push_str("}\n");
    if e.pending.is_some() {
        // Known only now: the slices whose reads deferred their checks.
        let mut lens = String::new();
        for (i, len) in e.deferred_lens.iter().enumerate() {
            let _ = write!(lens, "(w) == {i} ? {len} : ");
        }
        source = format!("#define {}(w) ({lens}0ull)\n{source}", e.len_of);
    }
    // What the function carries for itself: tuples beyond pairs, and the overloads of
    // methods called on values only C++ knows. The declaration needs the tuples only.
    let tuples = tuple_definitions(f, t);
    let overloads: String = e.generic_methods.iter().map(|(call, name)| methods::overloads(*call, name)).collect();
    CudaFn {
        cpp_name: cpp_name.to_string(),
        declaration: format!("{tuples}{declaration}"),
        source: format!("{tuples}{overloads}{source}"),
        bugs: e.bugs,
    }
}

/// The tuple arity the prelude defines itself (for `sin_cos`); the translator emits the rest.
pub const PRELUDE_TUPLE: usize = 2;

/// The C++ struct of an `n`-tuple, `fc::tupN` with fields `f0…`, between the guard lines
/// that let every function using it carry it (and the prelude carry pairs).
pub fn tuple_struct(n: usize) -> String {
    let params: Vec<String> = (0..n).map(|i| format!("class T{i}")).collect();
    let fields: Vec<String> = (0..n).map(|i| format!("T{i} f{i};")).collect();
    format!(
        "#ifndef FC_TUP{n}\n#define FC_TUP{n}\ntemplate <{}> struct tup{n} {{ {} }};\n#endif\n",
        params.join(", "),
        fields.join(" ")
    )
}

/// The definitions of the tuples `f` uses that the prelude lacks, in `namespace fc`.
fn tuple_definitions(f: &Func, t: &Typed) -> String {
    fn arities(t: &Ty, out: &mut std::collections::BTreeSet<usize>) {
        match t {
            Ty::Tuple(ts) => {
                if ts.len() >= 2 {
                    out.insert(ts.len());
                }
                ts.iter().for_each(|t| arities(t, out));
            }
            Ty::Array(t, _) | Ty::Shared(t, _) => arities(t, out),
            _ => {}
        }
    }
    let mut used = std::collections::BTreeSet::new();
    for ty in t.expr.iter().chain(t.local.iter()).chain(std::iter::once(&f.ret)) {
        arities(ty, &mut used);
    }
    used.remove(&PRELUDE_TUPLE);
    used.into_iter().map(|n| format!("namespace fc {{\n{}}}\n", tuple_struct(n))).collect()
}

impl Emitter<'_> {
    // ------------------------------------------------------------ setup

    fn prepare(&mut self) {
        for (id, local) in self.f.locals.iter().enumerate() {
            let name = self.names.fresh(&local.name.to_string());
            self.local_names.push(name);
            let slice = match &self.t.local[id] {
                Ty::Slice { .. } if local.kind == LocalKind::Param => {
                    let name = self.local_names[id].clone();
                    Some(match self.f.kind {
                        FuncKind::Kernel { .. } => {
                            let len = self.names.fresh(&format!("{name}_len"));
                            SliceRepr { ptr: name, len }
                        }
                        FuncKind::Device => SliceRepr { ptr: format!("{name}.ptr"), len: format!("{name}.len") },
                    })
                }
                _ => None,
            };
            self.slices.push(slice);
        }
        // Which loops are left from inside another loop.
        let mut stack: Vec<LoopId> = Vec::new();
        let (mut breaks, mut conts) = (HashSet::new(), HashSet::new());
        fn visit(b: &Block, stack: &mut Vec<LoopId>, breaks: &mut HashSet<LoopId>, conts: &mut HashSet<LoopId>) {
            for s in &b.stmts {
                match s {
                    Stmt::Let { init: Some(e), .. } | Stmt::Const { value: e, .. } | Stmt::Expr { expr: e, .. } => {
                        visit_e(e, stack, breaks, conts)
                    }
                    Stmt::Let { init: None, .. } => {}
                }
            }
            if let Some(t) = &b.tail {
                visit_e(t, stack, breaks, conts);
            }
        }
        fn visit_e(e: &Expr, stack: &mut Vec<LoopId>, breaks: &mut HashSet<LoopId>, conts: &mut HashSet<LoopId>) {
            match &e.kind {
                ExprKind::While { id, cond, body, .. } => {
                    visit_e(cond, stack, breaks, conts);
                    stack.push(*id);
                    visit(body, stack, breaks, conts);
                    stack.pop();
                }
                ExprKind::Loop { id, body, .. } => {
                    stack.push(*id);
                    visit(body, stack, breaks, conts);
                    stack.pop();
                }
                ExprKind::For { id, range, body, .. } => {
                    visit_e(&range.start, stack, breaks, conts);
                    visit_e(&range.end, stack, breaks, conts);
                    if let Some(s) = &range.step {
                        visit_e(s, stack, breaks, conts);
                    }
                    stack.push(*id);
                    visit(body, stack, breaks, conts);
                    stack.pop();
                }
                ExprKind::Break { target, value } => {
                    if stack.last() != Some(target) {
                        breaks.insert(*target);
                    }
                    if let Some(v) = value {
                        visit_e(v, stack, breaks, conts);
                    }
                }
                ExprKind::Continue { target } => {
                    if stack.last() != Some(target) {
                        conts.insert(*target);
                    }
                }
                ExprKind::If { cond, then, els } => {
                    visit_e(cond, stack, breaks, conts);
                    visit(then, stack, breaks, conts);
                    if let Some(e) = els {
                        visit_e(e, stack, breaks, conts);
                    }
                }
                ExprKind::Block { block, .. } => visit(block, stack, breaks, conts),
                ExprKind::Match { scrutinee, arms } => {
                    visit_e(scrutinee, stack, breaks, conts);
                    for a in arms {
                        if let Some(g) = &a.guard {
                            visit_e(g, stack, breaks, conts);
                        }
                        visit_e(&a.body, stack, breaks, conts);
                    }
                }
                _ => {
                    // Other expressions hold no loops except through blocks, which the
                    // generic walk reaches.
                    let mut inner: Vec<&Expr> = Vec::new();
                    let mut first = true;
                    e.walk(&mut |x| {
                        if first {
                            first = false;
                        } else {
                            inner.push(x);
                        }
                    });
                    for x in inner {
                        if matches!(x.kind, ExprKind::Break { .. } | ExprKind::Continue { .. }) {
                            visit_e(x, stack, breaks, conts);
                        }
                    }
                }
            }
        }
        visit(&self.f.body, &mut stack, &mut breaks, &mut conts);
        self.break_labels = breaks;
        self.continue_labels = conts;
    }

    fn signature(&mut self, cpp_name: &str) -> String {
        let mut params = Vec::new();
        for &id in &self.f.params {
            let name = self.local_names[id].clone();
            match &self.t.local[id] {
                Ty::Slice { elem, mutable } => {
                    let c = if *mutable { "" } else { "const " };
                    match self.f.kind {
                        FuncKind::Kernel { .. } => {
                            let len = self.slices[id].as_ref().map(|s| s.len.clone()).unwrap_or_default();
                            params.push(format!("{c}{}* __restrict__ {name}", elem.cuda()));
                            params.push(format!("unsigned long long {len}"));
                        }
                        FuncKind::Device => params.push(format!("fc::slice<{c}{}> {name}", elem.cuda())),
                    }
                }
                t => params.push(format!("{} {name}", self.cty(t))),
            }
        }
        let decl = match self.f.kind {
            FuncKind::Kernel { .. } => format!("extern \"C\" __global__ void {cpp_name}({})", params.join(", ")),
            FuncKind::Device => {
                let ret = self.cty(&self.f.ret.clone());
                params.push(format!("unsigned {}", self.depth.clone().unwrap_or_default()));
                format!("__device__ {ret} {cpp_name}({})", params.join(", "))
            }
        };
        decl
    }

    /// `typedef`s for the types only C++ knows (results of `#[device]` calls), as
    /// `(name, line)`.
    fn typedefs(&mut self) -> Vec<(String, String)> {
        let mut lines = Vec::new();
        let mut used: HashSet<u32> = HashSet::new();
        for t in self.t.expr.iter().chain(self.t.local.iter()) {
            collect_opaques(t, &mut used);
        }
        // A field's typedef names its tuple's (always an earlier opaque).
        for (i, o) in self.t.opaques.iter().enumerate().rev() {
            if let (Opaque::Field { of, .. }, true) = (o, used.contains(&(i as u32))) {
                used.insert(*of);
            }
        }
        for (i, o) in self.t.opaques.clone().iter().enumerate() {
            let name = self.names.temp(&format!("t{i}"));
            self.opaque_names.push(name.clone());
            if !used.contains(&(i as u32)) {
                continue;
            }
            let text = match *o {
                Opaque::Ret { call } => {
                    let Some((callee, args)) = self.call_parts(call) else { continue };
                    let mut args: Vec<String> =
                        args.iter().map(|a| format!("fc::declval<{}>()", self.arg_cty(a))).collect();
                    args.push("0u".into());
                    format!("typedef decltype(@@{callee}@@({})) {name};", args.join(", "))
                }
                Opaque::Param { call, index } => {
                    let Some((callee, _)) = self.call_parts(call) else { continue };
                    format!("typedef typename fc::param<{index}, decltype(&@@{callee}@@)>::type {name};")
                }
                Opaque::Field { of, index } => {
                    let tuple = self.opaque_names[of as usize].clone();
                    format!("typedef decltype(fc::declval<{tuple}>().f{index}) {name};")
                }
            };
            lines.push((name, text));
        }
        lines
    }

    fn call_parts(&self, call: ExprId) -> Option<(usize, Vec<&Expr>)> {
        let mut found = None;
        self.f.body.walk(&mut |e| {
            if e.id == call {
                if let ExprKind::Call { callee, args } = &e.kind {
                    found = Some((*callee, args.iter().collect()));
                }
            }
        });
        found
    }

    /// The C++ type of a device-call argument, for `declval`.
    fn arg_cty(&self, a: &Expr) -> String {
        match &self.t.expr[a.id] {
            Ty::Slice { elem, mutable } => {
                let c = if *mutable { "" } else { "const " };
                format!("fc::slice<{c}{}>", elem.cuda())
            }
            t => self.cty(t),
        }
    }

    fn cty(&self, t: &Ty) -> String {
        match t {
            Ty::Scalar(s) => s.cuda().to_string(),
            Ty::Tuple(ts) if ts.is_empty() => "void".into(),
            Ty::Tuple(ts) => {
                let inner: Vec<String> = ts.iter().map(|t| self.cty(t)).collect();
                format!("fc::tup{}<{}>", ts.len(), inner.join(", "))
            }
            Ty::Dim3 => "uint3".into(),
            Ty::Array(t, n) => format!("fc::array<{}, {n}>", self.cty(t)),
            Ty::Shared(t, _) => format!("{}*", self.cty(t)),
            Ty::DynShared(s) => format!("{}*", s.cuda()),
            Ty::Unit | Ty::Never => "void".into(),
            Ty::Opaque(o) => self.opaque_names.get(*o as usize).cloned().unwrap_or_else(|| "auto".into()),
            Ty::Slice { elem, mutable } => {
                format!("fc::slice<{}{}>", if *mutable { "" } else { "const " }, elem.cuda())
            }
            Ty::Var(_) => "auto".into(),
        }
    }

    // ------------------------------------------------------------ output

    fn push_line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("    ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn line(&mut self, loc: Loc) {
        let _ = writeln!(self.out, "#line {} \"{}\"", loc.line, self.file);
    }

    fn open(&mut self, head: &str) {
        self.push_line(&format!("{head}{{"));
        self.indent += 1;
    }

    fn close(&mut self, tail: &str) {
        self.indent -= 1;
        self.push_line(&format!("}}{tail}"));
    }

    fn temp(&mut self) -> String {
        self.names.temp("v")
    }

    fn site(&self, loc: Loc) -> String {
        format!("FC_SITE({}, {})", loc.line, loc.column)
    }

    fn ty_of(&self, e: &Expr) -> Ty {
        self.t.expr[e.id].clone()
    }

    // ------------------------------------------------------------ statements

    fn stmts(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match s {
            Stmt::Let { pat, init, loc, .. } => {
                self.line(*loc);
                if init.as_ref().is_some_and(|e| self.flushes_first(e)) {
                    self.flush();
                    self.immediately(|s| s.let_stmt(pat, init.as_ref()));
                } else {
                    self.let_stmt(pat, init.as_ref());
                }
            }
            Stmt::Const { local, value, loc } => {
                self.line(*loc);
                let v = self.value(value);
                let ty = self.cty(&self.t.local[*local].clone());
                let name = self.local_names[*local].clone();
                self.push_line(&format!("constexpr {ty} {name} = {};", v.text));
            }
            Stmt::Expr { expr, loc, .. } => {
                self.line(*loc);
                self.stmt_expr(expr);
            }
        }
    }

    /// An expression statement, with deferred read checks raised where it needs them.
    fn stmt_expr(&mut self, e: &Expr) {
        if self.flushes_first(e) {
            self.flush();
            self.immediately(|s| s.expr_stmt(e));
        } else {
            self.expr_stmt(e);
        }
    }

    /// Whether a statement must raise pending read failures before it runs, and check its
    /// own reads at once: it does something observable inside an expression. Control flow
    /// handles its heads and bodies itself; stores to memory flush between value and store.
    fn flushes_first(&self, e: &Expr) -> bool {
        if self.pending.is_none() || self.immediate {
            return false;
        }
        match &e.kind {
            ExprKind::If { .. }
            | ExprKind::Match { .. }
            | ExprKind::Block { .. }
            | ExprKind::Loop { .. }
            | ExprKind::While { .. }
            | ExprKind::For { .. }
            | ExprKind::Return(_)
            | ExprKind::Break { .. }
            | ExprKind::Continue { .. } => false,
            ExprKind::Assign(place, value) | ExprKind::AssignOp(_, place, value) => {
                self.observable(value) || self.place_index_observable(place)
            }
            _ => self.observable(e),
        }
    }

    /// Whether evaluating `e` may do something a deferred read failure must precede: write
    /// memory, call, synchronize or exchange, or panic.
    fn observable(&self, e: &Expr) -> bool {
        let mut found = false;
        e.walk(&mut |x| {
            found |= match &x.kind {
                ExprKind::Call { .. } | ExprKind::Panic(_) | ExprKind::Return(_) => true,
                ExprKind::Intrinsic { op, .. } => !op.def.is_query(),
                ExprKind::Binary(BinOp::Div | BinOp::Rem, l, r) => self.may_panic_dividing(l, r),
                ExprKind::AssignOp(op, place, value) => {
                    self.writes_memory(place)
                        || (matches!(op, BinOp::Div | BinOp::Rem) && self.may_panic_dividing(place, value))
                }
                ExprKind::Assign(place, _) => self.writes_memory(place),
                ExprKind::Method { .. } => match self.t.methods.get(&x.id) {
                    Some(MethodRes::Scalar(_, d)) | Some(MethodRes::Generic(d)) => d.cuda.contains("{site}"),
                    _ => false,
                },
                ExprKind::For { range, .. } => range.step.is_some(),
                _ => false,
            }
        });
        found
    }

    /// Integer division by something other than a non-zero literal (it may panic).
    fn may_panic_dividing(&self, l: &Expr, r: &Expr) -> bool {
        let int = self.ty_of(l).scalar().is_some_and(|s| !s.is_float());
        let nonzero_literal = matches!(r.kind, ExprKind::Lit(Lit::Int { value, .. }) if value != 0);
        int && !nonzero_literal
    }

    /// Whether assigning to `place` writes memory other threads can see (a slice or a
    /// shared array), not a local.
    fn writes_memory(&self, place: &Expr) -> bool {
        match &place.kind {
            ExprKind::Index { base, .. } => !self.is_local_array(base),
            ExprKind::Field(base, _) => self.writes_memory(base),
            _ => false,
        }
    }

    fn is_local_array(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Index { base, .. } | ExprKind::Field(base, _) => self.is_local_array(base),
            ExprKind::Local(id) => matches!(self.t.local[*id], Ty::Array(..) | Ty::Tuple(_)),
            _ => false,
        }
    }

    fn place_index_observable(&self, place: &Expr) -> bool {
        match &place.kind {
            ExprKind::Index { base, index, .. } => self.observable(index) || self.place_index_observable(base),
            ExprKind::Field(base, _) => self.place_index_observable(base),
            _ => false,
        }
    }

    /// Raises a pending read failure, if this function defers read checks.
    fn flush(&mut self) {
        if let Some(p) = &self.pending {
            let line = format!("FC_FLUSH({p}, {});", self.len_of);
            self.push_line(&line);
        }
    }

    /// A deferred read's site: line, column and the number of its slice's length, packed as
    /// the prelude's `Pending::site` (`None` when 32 slices already defer).
    fn deferred_site(&mut self, loc: Loc, len: &str) -> Option<u32> {
        let which = match self.deferred_lens.iter().position(|l| l == len) {
            Some(w) => w,
            None if self.deferred_lens.len() < 32 => {
                self.deferred_lens.push(len.to_string());
                self.deferred_lens.len() - 1
            }
            None => return None,
        };
        let (line, col) = (loc.line.min((1 << 17) - 1), loc.column.min(1023));
        Some(line << 15 | col << 5 | which as u32)
    }

    /// Runs `f` with reads checked at once.
    fn immediately<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        let was = self.immediate;
        self.immediate = true;
        let r = f(self);
        self.immediate = was;
        r
    }

    /// The value of a control-flow head (a condition, a scrutinee): when it does something
    /// observable, pending failures are raised first and its reads are checked at once.
    fn head_value(&mut self, e: &Expr) -> C {
        if self.pending.is_some() && !self.immediate && self.observable(e) {
            self.flush();
            self.immediately(|s| s.value(e))
        } else {
            self.value(e)
        }
    }

    fn let_stmt(&mut self, pat: &Pat, init: Option<&Expr>) {
        match (pat, init) {
            (Pat::Wild, Some(e)) => self.expr_stmt(e),
            (Pat::Wild, None) => {}
            (Pat::Bind(id), init) => {
                let ty = self.t.local[*id].clone();
                let name = self.local_names[*id].clone();
                if matches!(ty, Ty::Unit | Ty::Never) {
                    if let Some(e) = init {
                        self.expr_stmt(e);
                    }
                    return;
                }
                match init.map(|e| &e.kind) {
                    Some(ExprKind::SharedArray { elem, len, .. }) => {
                        let (scalar, dims) = match elem {
                            Ty::Array(row, m) => (self.cty(row), format!("[{len}][{m}]")),
                            t => (self.cty(t), format!("[{len}]")),
                        };
                        self.push_line(&format!("__shared__ {scalar} {name}{dims};"));
                        return;
                    }
                    Some(ExprKind::DynamicShared(s)) => {
                        let len = self.names.fresh(&format!("{name}_len"));
                        let t = s.cuda();
                        self.push_line(&format!("{t}* {name} = ({t}*)fc_dynamic_smem;"));
                        self.push_line(&format!("unsigned long long {len} = fc::dynamic_smem_bytes() / sizeof({t});"));
                        self.slices[*id] = Some(SliceRepr { ptr: name, len });
                        return;
                    }
                    _ => {}
                }
                let cty = self.cty(&ty);
                match init {
                    None => self.push_line(&format!("{cty} {name};")),
                    Some(e) if self.is_simple(e) => {
                        let v = self.value(e);
                        self.push_line(&format!("{cty} {name} = {};", v.text));
                    }
                    Some(e) => {
                        self.push_line(&format!("{cty} {name};"));
                        self.expr_into(e, &Dest::Var(name));
                    }
                }
            }
            (Pat::Tuple(pats), Some(e)) => {
                if let Some(elems) = self.tuple_elems(e) {
                    for (p, el) in pats.iter().zip(elems) {
                        match el {
                            TupleElem::Expr(x) => self.let_stmt(p, Some(x)),
                            TupleElem::Text(text, ty) => self.bind_text(p, &text, &ty),
                        }
                    }
                } else {
                    let v = self.value(e);
                    let ty = self.ty_of(e);
                    let tmp = self.temp();
                    self.push_line(&format!("{} {tmp} = {};", self.cty(&ty), v.text));
                    self.bind_text(&Pat::Tuple(Vec::new()), "", &Ty::Unit);
                    if let Ty::Tuple(ts) = ty {
                        for (i, (p, t)) in pats.iter().zip(ts).enumerate() {
                            self.bind_text(p, &format!("{tmp}.f{i}"), &t);
                        }
                    }
                }
            }
            (Pat::Tuple(pats), None) => {
                for p in pats {
                    self.let_stmt(p, None);
                }
            }
        }
    }

    /// Binds a pattern to a C++ expression that is cheap to repeat.
    fn bind_text(&mut self, pat: &Pat, text: &str, ty: &Ty) {
        match pat {
            Pat::Wild => {}
            Pat::Bind(id) => {
                let name = self.local_names[*id].clone();
                let cty = self.cty(&self.t.local[*id].clone());
                self.push_line(&format!("{cty} {name} = {text};"));
            }
            Pat::Tuple(ps) => {
                if let Ty::Tuple(ts) = ty {
                    for (i, (p, t)) in ps.iter().zip(ts).enumerate() {
                        self.bind_text(p, &format!("{text}.f{i}"), t);
                    }
                }
            }
        }
    }

    fn tuple_elems<'e>(&self, e: &'e Expr) -> Option<Vec<TupleElem<'e>>> {
        match &e.kind {
            ExprKind::Tuple(es) if !es.is_empty() => Some(es.iter().map(TupleElem::Expr).collect()),
            ExprKind::Builtin(Builtin::Grid(n)) | ExprKind::Builtin(Builtin::GridSize(n)) if *n > 1 => {
                let size = matches!(e.kind, ExprKind::Builtin(Builtin::GridSize(_)));
                Some((0..*n).map(|axis| TupleElem::Text(axis_fn(size, axis), Ty::USIZE)).collect())
            }
            _ => None,
        }
    }

    /// An expression evaluated for its effects.
    fn expr_stmt(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Assign(place, value) => {
                let v = self.value(value);
                let v = self.before_store(place, value, v);
                let p = self.place(place);
                self.push_line(&format!("{p} = {};", v.text));
            }
            ExprKind::AssignOp(op, place, value) => self.assign_op(*op, place, value),
            ExprKind::If { .. }
            | ExprKind::Match { .. }
            | ExprKind::Block { .. }
            | ExprKind::Loop { .. }
            | ExprKind::While { .. }
            | ExprKind::For { .. }
            | ExprKind::Break { .. }
            | ExprKind::Continue { .. }
            | ExprKind::Return(_)
            | ExprKind::Panic(_) => self.expr_into(e, &Dest::Discard),
            ExprKind::Call { .. } | ExprKind::Intrinsic { .. } => {
                let v = self.value(e);
                self.push_line(&format!("{};", v.text));
            }
            _ => {
                let v = self.value(e);
                if has_effects(e) && !v.text.is_empty() {
                    self.push_line(&format!("(void)({});", v.text));
                }
            }
        }
    }

    fn assign_op(&mut self, op: BinOp, place: &Expr, value: &Expr) {
        let ty = self.ty_of(place);
        let s = ty.scalar();
        // Rust evaluates the value before the place for primitive compound assignment; C++17
        // does the same for its compound operators, but not for a helper's arguments.
        let v = self.value(value);
        let v = self.before_store(place, value, v);
        let native = match s {
            Some(s) if s.is_float() => !matches!(op, BinOp::Rem),
            Some(s) if s.c_ops_wrap() => {
                matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor)
            }
            Some(Scalar::I32 | Scalar::I64 | Scalar::Isize | Scalar::Bool) => {
                matches!(op, BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor)
            }
            _ => false,
        };
        if native {
            let p = self.place(place);
            self.push_line(&format!("{p} {}= {};", op.c_op(), v.text));
            return;
        }
        let v = if is_trivial(value) { v } else { self.save(v, &self.ty_of(value)) };
        let p = self.place(place);
        let helper = match op {
            BinOp::Add => "add_assign",
            BinOp::Sub => "sub_assign",
            BinOp::Mul => "mul_assign",
            BinOp::Div => "div_assign",
            BinOp::Rem => "rem_assign",
            BinOp::BitAnd => "and_assign",
            BinOp::BitOr => "or_assign",
            BinOp::BitXor => "xor_assign",
            BinOp::Shl => "shl_assign",
            BinOp::Shr => "shr_assign",
            _ => "add_assign",
        };
        let site =
            if matches!(op, BinOp::Div | BinOp::Rem) { format!(", {}", self.site(place.loc)) } else { String::new() };
        self.push_line(&format!("fc::{helper}({p}, {}{site});", v.text));
    }

    /// Before a store to memory: the value saved (its reads may be deferred), then pending
    /// read failures raised, so that a failed read is never stored.
    fn before_store(&mut self, place: &Expr, value: &Expr, v: C) -> C {
        if self.pending.is_none() || !self.writes_memory(place) {
            return v;
        }
        let v = if is_trivial(value) { v } else { self.save(v, &self.ty_of(value)) };
        self.flush();
        v
    }

    /// A place to assign to, as C++ lvalue text. Stores to memory check their indices at
    /// once; a local array's index may be deferred (a failed one writes element 0 of a
    /// local nobody sees before the failure is raised).
    fn place(&mut self, e: &Expr) -> String {
        match &e.kind {
            ExprKind::Local(id) => self.local_names[*id].clone(),
            ExprKind::Index { .. } if self.writes_memory(e) => self.immediately(|s| s.value(e).text),
            ExprKind::Index { .. } => self.value(e).text,
            ExprKind::Field(base, Field::Index(i)) => format!("{}.f{i}", self.place(base)),
            ExprKind::Field(base, Field::Axis(a)) => format!("{}.{}", self.place(base), ["x", "y", "z"][*a]),
            _ => self.value(e).text,
        }
    }

    /// Saves a value in a new temporary (to fix evaluation order).
    fn save(&mut self, v: C, ty: &Ty) -> C {
        let tmp = self.temp();
        let cty = self.cty(ty);
        self.push_line(&format!("{cty} {tmp} = {};", v.text));
        prim(tmp)
    }

    /// Evaluates `e` into `dest`; control-flow expressions write their branches' values.
    fn expr_into(&mut self, e: &Expr, dest: &Dest) {
        match &e.kind {
            ExprKind::If { cond, then, els } => {
                let c = self.head_value(cond);
                self.open(&format!("if ({}) ", c.text));
                self.block_into(then, dest);
                match els {
                    None => self.close(""),
                    Some(els) => {
                        self.close("");
                        self.open("else ");
                        self.scoped_into(els, dest);
                        self.close("");
                    }
                }
            }
            ExprKind::Block { block, .. } => {
                self.open("");
                self.block_into(block, dest);
                self.close("");
            }
            ExprKind::Match { scrutinee, arms } => self.match_into(scrutinee, arms, dest),
            ExprKind::Loop { id, label, body } => {
                if let Dest::Var(v) = dest {
                    self.loop_dest[*id] = Some(v.clone());
                }
                let _ = label;
                self.emit_loop(*id, "while (true) ", None, body, None, true);
                if let Dest::Return = dest {
                    // A `loop` that only leaves by `return`: nothing follows.
                }
            }
            ExprKind::While { id, cond, body, .. } => {
                if self.is_simple(cond) && !(self.pending.is_some() && self.observable(cond)) {
                    let c = self.value(cond);
                    self.emit_loop(*id, &format!("while ({}) ", c.text), None, body, None, true);
                } else {
                    self.emit_loop(*id, "while (true) ", None, body, Some(cond), true);
                }
            }
            ExprKind::For { id, pat, range, body, .. } => self.for_loop(*id, pat, range, body),
            ExprKind::Break { target, value } => {
                if let Some(v) = value {
                    let val = self.value(v);
                    if let Some(Some(d)) = self.loop_dest.get(*target).cloned() {
                        self.push_line(&format!("{d} = {};", val.text));
                    } else if has_effects(v) {
                        self.push_line(&format!("(void)({});", val.text));
                    }
                }
                if self.loop_stack.last() == Some(target) {
                    self.push_line("break;");
                } else {
                    self.push_line(&format!("goto fc_break_{target};"));
                }
            }
            ExprKind::Continue { target } => {
                self.flush();
                if self.loop_stack.last() == Some(target) {
                    self.push_line("continue;");
                } else {
                    self.push_line(&format!("goto fc_continue_{target};"));
                }
            }
            ExprKind::Return(value) => match value {
                Some(v) if !matches!(self.ty_of(v), Ty::Unit) => {
                    let val = self.value(v);
                    let val =
                        if self.pending.is_some() && !is_trivial(v) { self.save(val, &self.ty_of(v)) } else { val };
                    self.flush();
                    self.push_line(&format!("return {};", val.text));
                }
                Some(v) => {
                    self.stmt_expr(v);
                    self.flush();
                    self.push_line("return;");
                }
                None => {
                    self.flush();
                    self.push_line("return;");
                }
            },
            ExprKind::Panic(p) => {
                self.flush();
                self.panic(p, e.loc)
            }
            ExprKind::Assign(..) | ExprKind::AssignOp(..) => self.stmt_expr(e),
            _ => {
                let ty = self.ty_of(e);
                let v = if self.flushes_first(e) {
                    self.flush();
                    self.immediately(|s| s.value(e))
                } else {
                    self.value(e)
                };
                let v = match dest {
                    Dest::Return if self.pending.is_some() && !matches!(ty, Ty::Unit) => {
                        let v = if is_trivial(e) { v } else { self.save(v, &ty) };
                        self.flush();
                        v
                    }
                    Dest::Return => {
                        self.flush();
                        v
                    }
                    _ => v,
                };
                match dest {
                    Dest::Discard => {
                        if has_effects(e) && !v.text.is_empty() {
                            self.push_line(&format!("(void)({});", v.text));
                        }
                    }
                    Dest::Var(name) => {
                        if !matches!(ty, Ty::Unit | Ty::Never) {
                            self.push_line(&format!("{name} = {};", v.text));
                        }
                    }
                    Dest::Return => {
                        if matches!(ty, Ty::Unit) {
                            self.push_line("return;");
                        } else {
                            self.push_line(&format!("return {};", v.text));
                        }
                    }
                }
            }
        }
    }

    /// `expr_into` at the start of a scope the caller opened: a block needs no braces of
    /// its own there.
    fn scoped_into(&mut self, e: &Expr, dest: &Dest) {
        match &e.kind {
            ExprKind::Block { block, .. } => self.block_into(block, dest),
            _ => self.expr_into(e, dest),
        }
    }

    fn block_into(&mut self, b: &Block, dest: &Dest) {
        self.stmts(&b.stmts);
        if let Some(tail) = &b.tail {
            self.line(tail.loc);
            self.expr_into(tail, dest);
        }
    }

    fn match_into(&mut self, scrutinee: &Expr, arms: &[Arm], dest: &Dest) {
        let strict = self.pending.is_some()
            && !self.immediate
            && (self.observable(scrutinee)
                || arms.iter().any(|a| a.guard.as_ref().is_some_and(|g| self.observable(g))));
        if strict {
            self.flush();
            self.immediately(|s| s.match_arms(scrutinee, arms, dest));
        } else {
            self.match_arms(scrutinee, arms, dest);
        }
    }

    fn match_arms(&mut self, scrutinee: &Expr, arms: &[Arm], dest: &Dest) {
        let sv = self.value(scrutinee);
        let sty = self.ty_of(scrutinee);
        // Bindings of integer patterns are the scrutinee's value: each is an alias of a saved
        // copy of it (a copy, because the arm may change the variable matched on).
        let binds = arms.iter().any(|a| pat_binds(&a.pat));
        let s = if is_trivial(scrutinee) && !binds { sv.text } else { self.save(sv, &sty).text };
        for arm in arms {
            alias_bindings(&arm.pat, &s, &mut self.local_names);
        }
        let simple_guards = arms.iter().all(|a| a.guard.as_ref().is_none_or(|g| self.is_simple(g)));
        if simple_guards {
            let n = arms.len();
            for (i, arm) in arms.iter().enumerate() {
                let mut cond = self.pat_cond(&arm.pat, &s);
                if let Some(g) = &arm.guard {
                    let gv = self.value(g);
                    cond = Some(match cond {
                        Some(c) => format!("({c}) && {}", gv.at(5)),
                        None => gv.text,
                    });
                }
                let head = match (i, cond) {
                    (0, c) => format!("if ({}) ", c.unwrap_or_else(|| "true".into())),
                    (_, None) => "else ".to_string(),
                    (_, Some(c)) => format!("else if ({c}) "),
                };
                let last = head.starts_with("else ") && !head.starts_with("else if");
                self.open(&head);
                self.line(arm.body.loc);
                self.scoped_into(&arm.body, dest);
                self.close("");
                if last && i + 1 < n {
                    break;
                }
            }
        } else {
            // A guard that needs statements: a flag records that an arm was taken.
            let done = self.names.temp("matched");
            self.push_line(&format!("bool {done} = false;"));
            for arm in arms {
                let cond = self.pat_cond(&arm.pat, &s).unwrap_or_else(|| "true".into());
                self.open(&format!("if (!{done} && ({cond})) "));
                let guard = match &arm.guard {
                    Some(g) => self.value(g).text,
                    None => "true".into(),
                };
                self.open(&format!("if ({guard}) "));
                self.push_line(&format!("{done} = true;"));
                self.line(arm.body.loc);
                self.expr_into(&arm.body, dest);
                self.close("");
                self.close("");
            }
        }
    }

    /// The condition under which `p` matches `s`; `None` when it always does.
    fn pat_cond(&mut self, p: &MatchPat, s: &str) -> Option<String> {
        match p {
            MatchPat::Wild => None,
            MatchPat::Bind(_, sub) => sub.as_ref().and_then(|p| self.pat_cond(p, s)),
            MatchPat::Value(e) => {
                let v = self.value(e);
                Some(format!("{s} == {}", v.at(9)))
            }
            MatchPat::Range { lo, hi, inclusive } => {
                let mut parts = Vec::new();
                if let Some(lo) = lo {
                    let v = self.value(lo);
                    parts.push(format!("{s} >= {}", v.at(10)));
                }
                if let Some(hi) = hi {
                    let v = self.value(hi);
                    parts.push(format!("{s} {} {}", if *inclusive { "<=" } else { "<" }, v.at(10)));
                }
                if parts.is_empty() {
                    None
                } else {
                    Some(parts.join(" && "))
                }
            }
            MatchPat::Or(ps) => {
                let conds: Vec<Option<String>> = ps.iter().map(|p| self.pat_cond(p, s)).collect();
                if conds.iter().any(Option::is_none) {
                    None
                } else {
                    Some(
                        conds
                            .into_iter()
                            .map(|c| format!("({})", c.unwrap_or_default()))
                            .collect::<Vec<_>>()
                            .join(" || "),
                    )
                }
            }
        }
    }

    /// A loop: `head` opens it; `cond` (a non-simple `while` condition) is evaluated at the top
    /// of each iteration; `prologue` binds the loop variable.
    fn emit_loop(
        &mut self,
        id: LoopId,
        head: &str,
        prologue: Option<String>,
        body: &Block,
        cond: Option<&Expr>,
        back_edge_flush: bool,
    ) {
        let labels = self.break_labels.contains(&id) || self.continue_labels.contains(&id);
        if labels {
            self.open("");
        }
        self.open(head);
        if let Some(c) = cond {
            let v = self.head_value(c);
            self.push_line(&format!("if (!{}) break;", v.at(UNARY)));
        }
        if let Some(p) = prologue {
            self.push_line(&p);
        }
        self.loop_stack.push(id);
        if self.continue_labels.contains(&id) {
            self.open("");
            self.block_into(body, &Dest::Discard);
            self.close("");
            self.push_line(&format!("fc_continue_{id}: ;"));
        } else {
            self.block_into(body, &Dest::Discard);
        }
        // A `while` or `loop` could go round forever on a value a failed read made up: raise
        // the failure before going round. A `for` runs a fixed range.
        if back_edge_flush {
            self.flush();
        }
        self.loop_stack.pop();
        self.close("");
        if labels {
            self.close("");
            self.push_line(&format!("fc_break_{id}: ;"));
        }
    }

    fn for_loop(&mut self, id: LoopId, pat: &Pat, r: &ForRange, body: &Block) {
        // Bounds that a failed read could have made up are computed after raising it.
        let literal = |e: &Expr| matches!(e.kind, ExprKind::Lit(_));
        let fixed = literal(&r.start) && literal(&r.end) && r.step.is_none();
        let strict = self.pending.is_some() && !self.immediate && !fixed;
        if strict {
            self.flush();
        }
        self.for_loop_body(id, pat, r, body, strict);
    }

    fn for_loop_body(&mut self, id: LoopId, pat: &Pat, r: &ForRange, body: &Block, strict: bool) {
        let bound = |s: &mut Self, e: &Expr| if strict { s.immediately(|s| s.value(e)) } else { s.value(e) };
        let ty = self.ty_of(&r.start);
        let cty = self.cty(&ty);
        let start = bound(self, &r.start);
        let start = if is_trivial(&r.start) { start } else { self.save(start, &ty) };
        let end = bound(self, &r.end);
        let end = if is_trivial(&r.end) { end } else { self.save(end, &ty) };
        let step = match &r.step {
            Some(k) => {
                let v = bound(self, k);
                let site = self.site(k.loc);
                Some(self.save(prim(format!("fc::check_step({}, {site})", v.text)), &Ty::USIZE).text)
            }
            None => None,
        };
        // The user's variable, if it can be the counter itself (not `mut`, so the body
        // cannot change the iteration).
        let (var, direct) = match pat {
            Pat::Bind(v) if !self.f.locals[*v].mutable => (Some(self.local_names[*v].clone()), true),
            Pat::Bind(v) => (Some(self.local_names[*v].clone()), false),
            _ => (None, false),
        };
        let it = if direct { var.clone().unwrap_or_default() } else { self.names.temp("i") };
        let bind = |it: &str| var.as_ref().filter(|_| !direct).map(|v| format!("{cty} {v} = {it};"));
        let (s, e) = (start.text, end.text);
        let step_of = |k: &Option<String>| k.clone().map(|k| format!("({cty})({k})")).unwrap_or_default();
        match (r.inclusive, r.rev, &step) {
            (false, false, None) => {
                let head = format!("for ({cty} {it} = {s}; {it} < {e}; ++{it}) ");
                let p = bind(&it);
                self.emit_loop(id, &head, p, body, None, false);
            }
            (false, false, Some(_)) => {
                let k = step_of(&step);
                let head = format!("for ({cty} {it} = {s}; {it} < {e}; {it} = fc::step_up({it}, ({cty})({e}), {k})) ");
                let p = bind(&it);
                self.emit_loop(id, &head, p, body, None, false);
            }
            (false, true, None) => {
                let counter = self.names.temp("i");
                let head = format!("for ({cty} {counter} = {e}; {counter} > {s};) ");
                let p = Some(match &var {
                    Some(v) => format!("{cty} {v} = --{counter};"),
                    None => format!("--{counter};"),
                });
                self.emit_loop(id, &head, p, body, None, false);
            }
            (inclusive, rev, step) => {
                // One shape for the rest: a flag says whether there is a next value.
                let go = self.names.temp("more");
                let counter = self.names.temp("i");
                let k = step_of(step);
                let (first, more, advance) = match (inclusive, rev) {
                    (true, false) => (
                        s.clone(),
                        format!("{s} <= {e}"),
                        if step.is_some() {
                            format!("fc::step_up_incl({counter}, ({cty})({e}), {k})")
                        } else {
                            format!("{counter} != {e} && (++{counter}, true)")
                        },
                    ),
                    (true, true) => (
                        e.clone(),
                        format!("{s} <= {e}"),
                        if step.is_some() {
                            format!("fc::step_down_incl({counter}, ({cty})({s}), {k})")
                        } else {
                            format!("{counter} != {s} && (--{counter}, true)")
                        },
                    ),
                    (false, true) => (
                        format!("fc::sub({e}, ({cty})1)"),
                        format!("{s} < {e}"),
                        format!("fc::step_down_incl({counter}, ({cty})({s}), {k})"),
                    ),
                    (false, false) => unreachable_shape(),
                };
                self.open("");
                self.push_line(&format!("bool {go} = {more};"));
                let head = format!("for ({cty} {counter} = {first}; {go}; {go} = {advance}) ");
                let p = var.as_ref().map(|v| format!("{cty} {v} = {counter};"));
                self.emit_loop(id, &head, p, body, None, false);
                self.close("");
            }
        }
    }

    fn panic(&mut self, p: &PanicMacro, loc: Loc) {
        let site = self.site(loc);
        let guard = if p.debug_only { "FC_DEBUG_ASSERTIONS && " } else { "" };
        match &p.kind {
            PanicKind::Message(m) => {
                let call = format!("fc::panic_msg(\"{}\", {site});", escape_c(m));
                if p.debug_only {
                    self.push_line(&format!("if (FC_DEBUG_ASSERTIONS) {call}"));
                } else {
                    self.push_line(&call);
                }
            }
            PanicKind::Assert { cond, message } => {
                let c = self.value(cond);
                self.push_line(&format!(
                    "if ({guard}!{}) fc::panic_msg(\"{}\", {site});",
                    c.at(UNARY),
                    escape_c(message)
                ));
            }
            PanicKind::AssertEq { left, right, equal, message } => {
                let l = self.value(left);
                let l = if is_trivial(right) { l } else { self.save(l, &self.ty_of(left)) };
                let r = self.value(right);
                let call =
                    format!("fc::assert_eq({}, {}, {equal}, \"{}\", {site});", l.text, r.text, escape_c(message));
                if p.debug_only {
                    self.push_line(&format!("if (FC_DEBUG_ASSERTIONS) {call}"));
                } else {
                    self.push_line(&call);
                }
            }
        }
    }

    // ------------------------------------------------------------ values

    /// Whether `e` can be written as one C++ expression, with no statements before it.
    fn is_simple(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Lit(_) | ExprKind::Local(_) | ExprKind::Const(_) | ExprKind::Builtin(_) => true,
            ExprKind::Unary(_, a) | ExprKind::Cast(a, _) | ExprKind::Field(a, _) => self.is_simple(a),
            ExprKind::From(_, a) | ExprKind::FromBits(_, a) => self.is_simple(a),
            ExprKind::Binary(_, a, b) => self.is_simple(a) && self.is_simple(b),
            ExprKind::Index { base, index, .. } => self.is_simple(base) && self.is_simple(index),
            ExprKind::Tuple(es)
            | ExprKind::Call { args: es, .. }
            | ExprKind::ArrayList(es)
            | ExprKind::Intrinsic { args: es, .. } => es.iter().all(|e| self.is_simple(e)),
            ExprKind::ArrayRepeat { value, .. } => self.is_simple(value),
            ExprKind::Method { recv, args, .. } => self.is_simple(recv) && args.iter().all(|e| self.is_simple(e)),
            ExprKind::Block { block, .. } => {
                block.stmts.is_empty() && block.tail.as_ref().is_some_and(|t| self.is_simple(t))
            }
            ExprKind::If { cond, then, els } => {
                self.is_simple(cond)
                    && then.stmts.is_empty()
                    && then.tail.as_ref().is_some_and(|t| self.is_simple(t))
                    && els.as_ref().is_some_and(|e| self.is_simple(e))
                    && !matches!(self.ty_of(e), Ty::Unit | Ty::Never)
            }
            _ => false,
        }
    }

    /// The value of `e` as a C++ expression, emitting any statements it needs first.
    fn value(&mut self, e: &Expr) -> C {
        match &e.kind {
            ExprKind::Lit(l) => prim_or_neg(self.lit(l, &self.ty_of(e))),
            ExprKind::Local(id) => match &self.t.local[*id] {
                Ty::Slice { elem, mutable }
                    if self.slices[*id].is_some() && matches!(self.f.kind, FuncKind::Kernel { .. }) =>
                {
                    // A kernel's slice passed on to a device function.
                    let r = self.slices[*id].as_ref().map(|r| (r.ptr.clone(), r.len.clone())).unwrap_or_default();
                    let c = if *mutable { "" } else { "const " };
                    prim(format!("fc::slice<{c}{}>{{{}, {}}}", elem.cuda(), r.0, r.1))
                }
                Ty::Shared(elem, n) => {
                    prim(format!("fc::slice<{}>{{{}, {n}ull}}", self.cty(elem), self.local_names[*id]))
                }
                Ty::DynShared(elem) => {
                    let r = self.slices[*id].as_ref().map(|r| (r.ptr.clone(), r.len.clone())).unwrap_or_default();
                    prim(format!("fc::slice<{}>{{{}, {}}}", elem.cuda(), r.0, r.1))
                }
                _ => prim(self.local_names[*id].clone()),
            },
            ExprKind::Const(c) => prim_or_neg(c.cuda.clone()),
            ExprKind::Builtin(b) => prim(self.builtin(*b)),
            ExprKind::Unary(op, inner) => self.unary(*op, inner, e),
            ExprKind::Binary(op, l, r) => self.binary(*op, l, r, e),
            ExprKind::Cast(inner, to) => {
                let from = self.ty_of(inner);
                let v = self.value(inner);
                match from {
                    Ty::Scalar(s) if s == *to => v,
                    Ty::Scalar(s) if s.is_float() && to.is_int() => prim(format!("fc::f2i<{}>({})", to.cuda(), v.text)),
                    Ty::Scalar(_) => C { text: format!("({}){}", to.cuda(), v.at(UNARY)), prec: UNARY },
                    _ => prim(format!("fc::as<{}>({})", to.cuda(), v.text)),
                }
            }
            ExprKind::From(to, inner) => {
                let v = self.value(inner);
                C { text: format!("({}){}", to.cuda(), v.at(UNARY)), prec: UNARY }
            }
            ExprKind::FromBits(to, inner) => {
                let v = self.value(inner);
                if *to == Scalar::F32 {
                    prim(format!("__uint_as_float({})", v.text))
                } else {
                    prim(format!("__longlong_as_double((long long)({}))", v.text))
                }
            }
            ExprKind::Field(base, f) => {
                let b = self.value(base);
                match f {
                    Field::Index(i) => prim(format!("{}.f{i}", b.at(PRIMARY))),
                    Field::Axis(a) => prim(format!("{}.{}", b.at(PRIMARY), ["x", "y", "z"][*a])),
                }
            }
            ExprKind::Tuple(es) if es.is_empty() => prim(""),
            ExprKind::Tuple(es) => {
                let vals = self.values_in_order(es);
                let ty = self.cty(&self.ty_of(e));
                prim(format!("{ty}{{{}}}", vals.iter().map(|v| v.text.clone()).collect::<Vec<_>>().join(", ")))
            }
            ExprKind::Index { base, index, checked } => {
                let (b, len) = self.index_parts(base);
                let i = self.value(index);
                let constant = match (&index.kind, len.trim_end_matches("ull").parse::<u128>()) {
                    (ExprKind::Lit(Lit::Int { value, .. }), Ok(n)) => *value < n,
                    _ => false,
                };
                let site = self.site(e.loc);
                // Only reads of slice parameters defer their checks: those are the
                // long-latency loads worth keeping in flight together. Shared and local
                // arrays are close, and their immediate checks are often loop-invariant,
                // which the compiler hoists.
                let param_slice = match base.kind {
                    ExprKind::Local(id) => self.slices[id].is_some() && self.f.locals[id].kind == LocalKind::Param,
                    _ => false,
                };
                let deferred = match (&self.pending, *checked && !constant) {
                    (Some(_), true) if !self.immediate && param_slice => self.deferred_site(e.loc, &len),
                    _ => None,
                };
                match (&self.pending, *checked && !constant, deferred) {
                    (_, false, _) => prim(format!("{b}[{}]", i.text)),
                    (Some(p), true, Some(packed)) => {
                        C { text: format!("*fc::defer_ptr({b}, {}, {len}, {p}, {packed}u)", i.text), prec: UNARY }
                    }
                    (Some(p), true, None) => prim(format!(
                        "{b}[fc::check_index_p({}, {len}, {p}, {}({p}.site & 31u), {site})]",
                        i.text, self.len_of
                    )),
                    (None, true, _) => prim(format!("{b}[fc::check_index({}, {len}, {site})]", i.text)),
                }
            }
            ExprKind::SharedArray { .. } | ExprKind::DynamicShared(_) => prim("/* shared arrays are bound by `let` */"),
            ExprKind::ArrayRepeat { value, .. } => {
                let v = self.value(value);
                let ty = self.cty(&self.ty_of(e));
                prim(format!("{ty}::splat({})", v.text))
            }
            ExprKind::ArrayList(es) => {
                let vals = self.values_in_order(es);
                let ty = self.cty(&self.ty_of(e));
                prim(format!("{ty}{{{{{}}}}}", vals.iter().map(|v| v.text.clone()).collect::<Vec<_>>().join(", ")))
            }
            ExprKind::Intrinsic { op, args } => self.intrinsic(e, *op, args),
            ExprKind::Method { recv, args, .. } => self.method(e, recv, args),
            ExprKind::Call { callee, args } => {
                let mut vals: Vec<String> = self.values_in_order(args).into_iter().map(|v| v.text).collect();
                vals.push(match &self.depth {
                    Some(depth) => format!("{depth} + 1u"),
                    None => "1u".into(),
                });
                prim(format!("@@{callee}@@({})", vals.join(", ")))
            }
            ExprKind::Block { block, .. } if block.stmts.is_empty() && block.tail.is_some() => match &block.tail {
                Some(t) => self.value(t),
                None => prim(""),
            },
            ExprKind::If { cond, then, els: Some(els) } if self.is_simple(e) => {
                let c = self.value(cond);
                let a = match &then.tail {
                    Some(t) => self.value(t),
                    None => prim(""),
                };
                let b = self.value(els);
                C { text: format!("{} ? {} : {}", c.at(3), a.at(3), b.at(2)), prec: 2 }
            }
            _ => {
                // Statement-like: evaluate into a temporary.
                let ty = self.ty_of(e);
                if matches!(ty, Ty::Unit | Ty::Never) {
                    self.expr_into(e, &Dest::Discard);
                    return prim("");
                }
                let tmp = self.temp();
                self.push_line(&format!("{} {tmp};", self.cty(&ty)));
                self.expr_into(e, &Dest::Var(tmp.clone()));
                prim(tmp)
            }
        }
    }

    /// What an index applies to: the C++ of the indexed thing and its length.
    fn index_parts(&mut self, base: &Expr) -> (String, String) {
        match (&base.kind, self.ty_of(base)) {
            (ExprKind::Local(id), t) => {
                if let Some(r) = &self.slices[*id] {
                    return (r.ptr.clone(), r.len.clone());
                }
                let name = self.local_names[*id].clone();
                match t {
                    Ty::Shared(_, n) | Ty::Array(_, n) => (name, format!("{n}ull")),
                    _ => (format!("{name}.ptr"), format!("{name}.len")),
                }
            }
            (_, Ty::Shared(_, n) | Ty::Array(_, n)) => (self.value(base).text, format!("{n}ull")),
            _ => (self.value(base).text, "0ull".into()),
        }
    }

    fn intrinsic(&mut self, e: &Expr, op: Intrinsic, args: &[Expr]) -> C {
        let site = self.site(e.loc);
        let def = op.def;
        let mut text = def.cuda.to_string();
        let vals: Vec<String> = if let Sig::Atomic(_) = def.sig {
            // The element's address, checked once: `{place}`; then the values, numbered from 2.
            let (b, len) = self.index_parts(&args[0]);
            let rest = self.values_in_order(&args[1..]);
            let i = &rest[0].text;
            text = text.replace("{place}", &format!("&{b}[fc::check_index({i}, {len}, {site})]"));
            std::iter::once(String::new()).chain(rest.into_iter().map(|v| v.text)).collect()
        } else {
            let vals: Vec<String> = self.values_in_order(args).into_iter().map(|v| v.text).collect();
            let (mask, rest) =
                if op.masked { (vals[0].clone(), vals[1..].to_vec()) } else { ("0xffffffffu".to_string(), vals) };
            text = text.replace("{mask}", &mask);
            rest
        };
        for (i, v) in vals.iter().enumerate() {
            text = text.replace(&format!("{{{i}}}"), v);
        }
        C { text, prec: def.prec }
    }

    /// Values of several operands, left to right: an operand that has effects is saved in a
    /// temporary when a later operand needs statements, so C++ cannot reorder them.
    fn values_in_order(&mut self, es: &[Expr]) -> Vec<C> {
        let mut out = Vec::new();
        for (i, e) in es.iter().enumerate() {
            let v = self.value(e);
            let later_needs_statements = es[i + 1..].iter().any(|x| !self.is_simple(x));
            if later_needs_statements && !is_trivial(e) {
                let ty = self.ty_of(e);
                out.push(self.save(v, &ty));
            } else {
                out.push(v);
            }
        }
        out
    }

    fn lit(&self, l: &Lit, ty: &Ty) -> String {
        match (l, ty) {
            (Lit::Bool(b), _) => b.to_string(),
            (Lit::Int { value, .. }, Ty::Scalar(s)) => builtins::int_lit(*value as i128, *s),
            (Lit::Float { digits, .. }, Ty::Scalar(Scalar::F32)) => {
                builtins::float_lit_f32(digits.parse().unwrap_or(0.0))
            }
            (Lit::Float { digits, .. }, Ty::Scalar(_)) => builtins::float_lit_f64(digits.parse().unwrap_or(0.0)),
            (Lit::Int { value, .. }, t @ Ty::Opaque(_)) => format!("(({}){value})", self.cty(t)),
            (Lit::Float { digits, .. }, t @ Ty::Opaque(_)) => {
                let f: f32 = digits.parse().unwrap_or(0.0);
                let d: f64 = digits.parse().unwrap_or(0.0);
                format!("fc::flit<{}>({}, {})", self.cty(t), builtins::float_lit_f32(f), builtins::float_lit_f64(d))
            }
            (Lit::Int { value, .. }, _) => value.to_string(),
            (Lit::Float { digits, .. }, _) => digits.clone(),
        }
    }

    fn builtin(&self, b: Builtin) -> String {
        match b {
            Builtin::Grid(1) => "fc::grid_1()".into(),
            Builtin::GridSize(1) => "fc::gridsize_1()".into(),
            Builtin::Grid(n) | Builtin::GridSize(n) => {
                let size = matches!(b, Builtin::GridSize(_));
                let parts: Vec<String> = (0..n).map(|a| axis_fn(size, a)).collect();
                let tys = vec!["unsigned long long"; n as usize].join(", ");
                format!("fc::tup{n}<{tys}>{{{}}}", parts.join(", "))
            }
            Builtin::ThreadIdx => "threadIdx".into(),
            Builtin::BlockIdx => "blockIdx".into(),
            Builtin::BlockDim => "blockDim".into(),
            Builtin::GridDim => "gridDim".into(),
        }
    }

    fn unary(&mut self, op: UnOp, inner: &Expr, e: &Expr) -> C {
        let ty = self.ty_of(e);
        // `-literal` is a negative literal.
        if let (UnOp::Neg, ExprKind::Lit(l), Ty::Scalar(s)) = (op, &inner.kind, &ty) {
            match l {
                Lit::Int { value, .. } => return prim_or_neg(builtins::int_lit(-(*value as i128), *s)),
                Lit::Float { digits, .. } => {
                    let text = if *s == Scalar::F32 {
                        builtins::float_lit_f32(-digits.parse::<f32>().unwrap_or(0.0))
                    } else {
                        builtins::float_lit_f64(-digits.parse::<f64>().unwrap_or(0.0))
                    };
                    return prim_or_neg(text);
                }
                Lit::Bool(_) => {}
            }
        }
        let v = self.value(inner);
        match (op, ty.scalar()) {
            (UnOp::Neg, Some(s)) if s.is_float() => C { text: format!("-{}", v.at(UNARY)), prec: UNARY },
            (UnOp::Neg, _) => prim(format!("fc::neg({})", v.text)),
            (UnOp::Not, Some(Scalar::Bool)) => C { text: format!("!{}", v.at(UNARY)), prec: UNARY },
            (UnOp::Not, Some(s)) if s.c_ops_wrap() || matches!(s, Scalar::I32 | Scalar::I64 | Scalar::Isize) => {
                C { text: format!("~{}", v.at(UNARY)), prec: UNARY }
            }
            (UnOp::Not, _) => prim(format!("fc::bnot({})", v.text)),
        }
    }

    fn binary(&mut self, op: BinOp, l: &Expr, r: &Expr, e: &Expr) -> C {
        if op.is_logical() && !self.is_simple(r) {
            // Short-circuit with statements on the right: `bool t = a; if (t) { …; t = b; }`.
            let a = self.value(l);
            let tmp = self.temp();
            self.push_line(&format!("bool {tmp} = {};", a.text));
            let test = if op == BinOp::And { tmp.clone() } else { format!("!{tmp}") };
            self.open(&format!("if ({test}) "));
            self.scoped_into(r, &Dest::Var(tmp.clone()));
            self.close("");
            return prim(tmp);
        }
        let vals = self.values_in_order_pair(l, r);
        let (a, b) = vals;
        let ty = self.ty_of(l);
        let p = binop_prec(op);
        let native = |a: &C, b: &C| C { text: format!("{} {} {}", a.at(p), op.c_op(), b.at(p + 1)), prec: p };
        if op.is_comparison() || op.is_logical() {
            return native(&a, &b);
        }
        let site = self.site(e.loc);
        match ty {
            Ty::Scalar(s) if s.is_float() => match op {
                BinOp::Rem => {
                    prim(format!("{}({}, {})", if s == Scalar::F32 { "fmodf" } else { "fmod" }, a.text, b.text))
                }
                _ => native(&a, &b),
            },
            Ty::Scalar(s) if s.c_ops_wrap() => match op {
                BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor => native(&a, &b),
                BinOp::Div => prim(format!("fc::div({}, {}, {site})", a.text, b.text)),
                BinOp::Rem => prim(format!("fc::rem({}, {}, {site})", a.text, b.text)),
                BinOp::Shl | BinOp::Shr => self.shift(op, s, a, b, r),
                _ => native(&a, &b),
            },
            Ty::Scalar(s @ (Scalar::I32 | Scalar::I64 | Scalar::Isize))
                if matches!(op, BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor) =>
            {
                let _ = s;
                native(&a, &b)
            }
            Ty::Scalar(s) if matches!(op, BinOp::Shl | BinOp::Shr) => self.shift(op, s, a, b, r),
            _ => {
                let f = match op {
                    BinOp::Add => "add",
                    BinOp::Sub => "sub",
                    BinOp::Mul => "mul",
                    BinOp::Div => "div",
                    BinOp::Rem => "rem",
                    BinOp::BitAnd => "band",
                    BinOp::BitOr => "bor",
                    BinOp::BitXor => "bxor",
                    BinOp::Shl => "shl",
                    _ => "shr",
                };
                let site = if matches!(op, BinOp::Div | BinOp::Rem) { format!(", {site}") } else { String::new() };
                prim(format!("fc::{f}({}, {}{site})", a.text, b.text))
            }
        }
    }

    fn values_in_order_pair(&mut self, l: &Expr, r: &Expr) -> (C, C) {
        let a = self.value(l);
        let a = if !self.is_simple(r) && !is_trivial(l) { self.save(a, &self.ty_of(l)) } else { a };
        let b = self.value(r);
        (a, b)
    }

    fn shift(&mut self, op: BinOp, s: Scalar, a: C, b: C, r: &Expr) -> C {
        // A literal amount below the width needs no masking; unsigned types of at least 32
        // bits shift natively.
        if s.c_ops_wrap() {
            if let ExprKind::Lit(Lit::Int { value, .. }) = r.kind {
                if value < s.bits() as u128 {
                    let p = binop_prec(op);
                    return C { text: format!("{} {} {value}", a.at(p), op.c_op()), prec: p };
                }
            }
        }
        let f = if op == BinOp::Shl { "shl" } else { "shr" };
        prim(format!("fc::{f}({}, {})", a.text, b.text))
    }

    fn method(&mut self, e: &Expr, recv: &Expr, args: &[Expr]) -> C {
        let res = self.t.methods.get(&e.id).cloned();
        let r = self.value(recv);
        let r = if args.iter().any(|a| !self.is_simple(a)) && !is_trivial(recv) {
            self.save(r, &self.ty_of(recv))
        } else {
            r
        };
        let vals = self.values_in_order(args);
        let (slice_len, def) = match res {
            Some(MethodRes::SliceLen) => (Some(false), None),
            Some(MethodRes::SliceIsEmpty) => (Some(true), None),
            Some(MethodRes::Scalar(_, d)) | Some(MethodRes::Generic(d)) => (None, Some(d)),
            None => (None, None),
        };
        if let Some(is_empty) = slice_len {
            let len = match (&recv.kind, self.ty_of(recv)) {
                (_, Ty::Shared(_, n) | Ty::Array(_, n)) => format!("{n}ull"),
                (ExprKind::Local(id), _) => match &self.slices[*id] {
                    Some(s) => s.len.clone(),
                    None => format!("{}.len", self.local_names[*id]),
                },
                _ => format!("{}.len", r.text),
            };
            return if is_empty { C { text: format!("{len} == 0ull"), prec: 8 } } else { prim(len) };
        }
        let Some(def) = def else {
            self.bugs.push(format!("the method at line {} was not resolved", e.loc.line));
            return prim("0");
        };
        if def.generic {
            self.generic_methods.insert((def.call, def.name));
        }
        let mut text = def.cuda.replace("{r}", &r.text).replace("{site}", &self.site(e.loc));
        for (i, v) in vals.iter().enumerate() {
            text = text.replace(&format!("{{{i}}}"), &v.text);
        }
        prim(text)
    }
}

enum TupleElem<'e> {
    Expr(&'e Expr),
    Text(String, Ty),
}

fn unreachable_shape() -> (String, String, String) {
    (String::new(), "false".into(), "false".into())
}

fn axis_fn(size: bool, axis: u8) -> String {
    let kind = if size { "gridsize" } else { "grid" };
    match axis {
        0 => format!("fc::{kind}_1()"),
        1 => format!("fc::{kind}_y()"),
        _ => format!("fc::{kind}_z()"),
    }
}

fn prim_or_neg(text: String) -> C {
    if text.starts_with('-') {
        C { text, prec: UNARY }
    } else {
        prim(text)
    }
}

fn pat_binds(p: &MatchPat) -> bool {
    match p {
        MatchPat::Bind(..) => true,
        MatchPat::Or(ps) => ps.iter().any(pat_binds),
        _ => false,
    }
}

/// Makes every binding of `p` another name for the saved scrutinee `s`.
fn alias_bindings(p: &MatchPat, s: &str, names: &mut [String]) {
    match p {
        MatchPat::Bind(id, sub) => {
            names[*id] = s.to_string();
            if let Some(sub) = sub {
                alias_bindings(sub, s, names);
            }
        }
        MatchPat::Or(ps) => ps.iter().for_each(|p| alias_bindings(p, s, names)),
        _ => {}
    }
}

fn collect_opaques(t: &Ty, out: &mut HashSet<u32>) {
    match t {
        Ty::Opaque(o) => {
            out.insert(*o);
        }
        Ty::Tuple(ts) => ts.iter().for_each(|t| collect_opaques(t, out)),
        _ => {}
    }
}

/// Whether evaluating `e` twice, or late, is harmless: it has no effects and cannot panic.
fn is_trivial(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Lit(_) | ExprKind::Local(_) | ExprKind::Const(_) | ExprKind::Builtin(_) => true,
        ExprKind::Unary(UnOp::Neg, inner) => matches!(inner.kind, ExprKind::Lit(_)),
        _ => false,
    }
}

/// Whether a function body indexes slices with bounds checks (then its reads defer them).
fn has_checked_reads(b: &Block, t: &Typed) -> bool {
    let mut found = false;
    b.walk(&mut |x| {
        if let ExprKind::Index { base, checked: true, .. } = &x.kind {
            found |= matches!(t.expr.get(base.id), Some(Ty::Slice { .. }));
        }
    });
    found
}

/// Whether evaluating `e` can do anything observable (write, call, panic).
fn has_effects(e: &Expr) -> bool {
    let mut effects = false;
    e.walk(&mut |x| {
        effects |= matches!(
            x.kind,
            ExprKind::Call { .. }
                | ExprKind::Assign(..)
                | ExprKind::AssignOp(..)
                | ExprKind::Index { checked: true, .. }
                | ExprKind::Binary(BinOp::Div | BinOp::Rem, ..)
                | ExprKind::Panic(_)
                | ExprKind::Method { .. }
                | ExprKind::Intrinsic { .. }
        )
    });
    effects
}

/// A string as the inside of a C string literal: escapes quotes, backslashes and control
/// characters, and writes `@` and non-ASCII bytes as octal so that the text never contains
/// a hole marker.
pub fn escape_c(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        match b {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\t' => out.push_str("\\t"),
            b'@' | 0..=31 | 127..=255 => {
                let _ = write!(out, "\\{b:03o}");
            }
            b => out.push(b as char),
        }
    }
    out
}
