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
use std::rc::Rc;

use crate::infer::{FragMethod, MethodRes, NdMethod, Opaque, Typed};
use crate::ir::*;
use crate::library::{self as builtins, methods, Builtin, Intrinsic, Sig};
use crate::names::Names;
use crate::ty::{FragUse, Len, Scalar, Ty};

mod checks;
mod lanes;
pub use lanes::reads_position;
mod proofs;
pub use proofs::{Assumption, Measure};
mod stmts;
mod values;
mod wgmma;

/// A kernel's first statement (its twins' too): it waits for the grids before it in the
/// stream, which lets the runtime launch it before they end (the prelude's
/// `fc::grid_dependency`, runtime/src/backend/cuda/dependent_launch.rs).
pub(super) const GRID_DEPENDENCY: &str = "fc::grid_dependency();";

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
    /// A device function's C++ result type, and its parameters (`float x`) and their names,
    /// the call depth's last: what a forwarder to it declares (a method's `fc::m::name`).
    pub ret: String,
    pub params: Vec<String>,
    pub param_names: Vec<String>,
    /// Whether a kernel's source also defines its `NAME_lanes` twin (see `lanes.rs`).
    pub lanes: bool,
    /// Whether it also defines the `NAME_lanes_v` twin, `[as written, in the `FC_ASSUMED`
    /// variant]`.
    pub vector_twins: [bool; 2],
    /// What a launch's arguments must satisfy to run the kernel's `FC_ASSUMED` variant, in
    /// which the guards prove more indices (see `proofs.rs`); empty when none would.
    pub assumptions: Vec<Assumption>,
    /// Whether that variant checks no index at all (its twin then runs by default, as an
    /// unchecked kernel's does).
    pub assumed_unchecked: bool,
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

/// What C++ takes a literal argument's type to be when nothing else decides it: `fc::dflt`
/// of the type Rust would default it to (`void` for anything but a literal).
fn literal_default(a: &Expr) -> &'static str {
    let mut lit = a;
    while let ExprKind::Unary(UnOp::Neg, inner) = &lit.kind {
        lit = inner;
    }
    match &lit.kind {
        ExprKind::Lit(Lit::Float { .. }) => "fc::dflt<double>",
        ExprKind::Lit(Lit::Int { .. }) => "fc::dflt<int>",
        _ => "void",
    }
}

/// How many type parameters and const parameters `f` has.
fn generic_counts(f: &Func) -> (usize, usize) {
    let types = f.generics.iter().filter(|g| matches!(g.kind, GenericKind::Type { .. })).count();
    (types, f.generics.len() - types)
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

/// How the function holds an N-d array local: its element pointer and its `fc::dims`
/// (a kernel parameter as two C++ parameters, any other as an `fc::nd`'s two fields).
#[derive(Clone)]
pub(super) struct NdRepr {
    pub(super) ptr: String,
    pub(super) dims: String,
}

struct Emitter<'a> {
    f: &'a Func,
    t: &'a Typed,
    names: Names,
    /// Every local's C++ name (shared with a twin's lanes, which switch them per statement:
    /// `Rc`, so that a switch costs nothing however many locals there are).
    local_names: Rc<Vec<String>>,
    slices: Vec<Option<SliceRepr>>,
    arrays: Rc<Vec<Option<NdRepr>>>,
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
    /// The warpgroup multiplies and accumulators whose functions the function carries.
    wgmma: wgmma::Shapes,
    /// See [`CudaFn::bugs`].
    bugs: Vec<String>,
    /// The C++ name of a device fn's hidden last parameter, its call depth (1 in a fn a kernel
    /// calls): each call passes one more, and a call past `FC_MAX_CALL_DEPTH` panics instead
    /// of overflowing the GPU thread's stack. Inlined calls fold it away.
    depth: Option<String>,
    /// Where bounds checks go (see `checks.rs`).
    plan: checks::CheckPlan,
    /// The indices the kernel's guards prove in bounds, which need no check (`proofs.rs`).
    proven: HashSet<ExprId>,
    /// The tensor-core tiles proven at an address the instructions take (`proofs.rs`).
    aligned_tiles: HashSet<ExprId>,
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
    /// Emitting a kernel's `_lanes` twin: which lane, and each lane's names (`lanes.rs`).
    lanes: Option<lanes::Lanes>,
    /// What the launch must satisfy for the indices proven only given it (`proofs.rs`).
    assumptions: Vec<Assumption>,
}

impl<'a> Emitter<'a> {
    /// An emitter of `f`, defining `cpp_name`, its locals named.
    /// With `assume`, the indices `proofs` proves given the launch-time assumptions are
    /// proven too.
    fn new(f: &'a Func, t: &'a Typed, cpp_name: &str, proofs: &proofs::Proofs, assume: bool) -> Emitter<'a> {
        let mut proven = proofs.indices.clone();
        if assume {
            proven.extend(proofs.assumed.iter().copied());
        }
        let aligned_tiles = proofs.aligned_tiles.clone();
        let assumptions = proofs.assumptions.clone();
        let mut e = Emitter {
            f,
            t,
            names: Names::default(),
            local_names: Rc::new(Vec::new()),
            slices: Vec::new(),
            arrays: Rc::new(Vec::new()),
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
            wgmma: Default::default(),
            bugs: Vec::new(),
            pending: None,
            plan: checks::CheckPlan::new(f, t, &proven),
            proven,
            aligned_tiles,
            immediate: false,
            deferred_lens: Vec::new(),
            len_of: format!("FC_LEN_OF_{cpp_name}"),
            lanes: None,
            assumptions,
        };
        e.names.fresh(cpp_name);
        e.prepare();
        e
    }
}

/// Emits the CUDA of a typed function. `cpp_name` is the C++ name to define.
///
/// A kernel whose guards prove more indices given facts of its launch's arguments
/// (`y.len() <= x.len()`) is emitted twice, the variant compiled with `FC_ASSUMED` trusting
/// them: the runtime runs it only when its arguments satisfy them.
pub fn emit(f: &Func, t: &Typed, cpp_name: &str) -> CudaFn {
    let proofs = proofs::proofs(f, t);
    let plain = emit_as(f, t, cpp_name, &proofs, false);
    // (An unchecked kernel has no check an assumption could remove: one text, tested by no
    // launch.)
    if matches!(f.kind, FuncKind::Kernel { unchecked: true, .. }) {
        return CudaFn { assumptions: Vec::new(), ..plain };
    }
    if plain.assumptions.is_empty() {
        return plain;
    }
    let assumed = emit_as(f, t, cpp_name, &proofs, true);
    let mut bugs = plain.bugs;
    bugs.extend(assumed.bugs);
    CudaFn {
        source: format!("#if FC_ASSUMED\n{}#else\n{}#endif\n", assumed.source, plain.source),
        bugs,
        assumed_unchecked: assumed.assumed_unchecked,
        vector_twins: [plain.vector_twins[0], assumed.vector_twins[0]],
        ..plain
    }
}

fn emit_as(f: &Func, t: &Typed, cpp_name: &str, proofs: &proofs::Proofs, assume: bool) -> CudaFn {
    let mut e = Emitter::new(f, t, cpp_name, proofs, assume);
    if f.kind == FuncKind::Device {
        e.depth = Some(e.names.temp("depth"));
    }
    // A generic device fn is a template (`NAME_t`), which a call instantiates for the type
    // parameters its arguments decide, as rustc infers them (`NAME`, a forwarder that asks
    // `fc_t_NAME`: deduction alone would not see through a `&[T]` given a `&mut [T]`).
    let generic = f.kind == FuncKind::Device && !f.generics.is_empty();
    let own_name = if generic { format!("{cpp_name}_t") } else { cpp_name.to_string() };
    let (declaration, params, param_names) = e.signature(&own_name);
    // (Type parameters, then const parameters: the order `fc_t_NAME` gives them in.)
    let (types, consts) = generic_counts(f);
    let type_params: Vec<String> = (0..types)
        .map(|k| format!("class {}", Scalar::Param(k as u8).cuda()))
        .chain((0..consts).map(|k| format!("unsigned long long {}", crate::ty::const_param_cuda(k as u8))))
        .collect();
    let declaration = match generic {
        true => format!("template <{}> {declaration}", type_params.join(", ")),
        false => declaration,
    };
    let mut source = String::new();
    let _ = writeln!(source, "#line {} \"{}\"", f.loc.line, e.file);
    source.push_str(&declaration);
    source.push_str(" {\n");
    let typedefs = e.typedefs();
    let body = &f.body;
    if matches!(f.kind, FuncKind::Kernel { .. }) {
        e.push_line(GRID_DEPENDENCY);
    }
    if let Some(depth) = &e.depth {
        let check =
            format!("if ({depth} > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, {});", e.site(f.loc));
        e.push_line(&check);
    }
    if e.plan.defers {
        let name = e.names.fresh("fc_pending");
        e.push_line(&format!("fc::Pending {name} = {{}};"));
        e.pending = Some(name);
    }
    // A kernel's array parameters as the variant knows them (rows contiguous, or not).
    if matches!(f.kind, FuncKind::Kernel { .. }) {
        for &id in &f.params {
            if let (Ty::Nd { .. }, Some(r)) = (&t.local[id], e.arrays[id].clone()) {
                e.push_line(&format!("fc::unit_inner({});", r.dims));
            }
        }
    }
    // `launch_bounds = N`: the runtime launches no larger block, and saying so lets the
    // compiler drop checks only a larger block could fail (`t / 16` of 256 threads < 16).
    if let FuncKind::Kernel { bounds: LaunchBounds { max_threads: Some(n), .. }, .. } = f.kind {
        e.push_line(&format!("fc::assume_block({n}u);"));
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
    let source = e.finish(source, typedefs);
    // A kernel whose threads do not cooperate has a twin running several logical blocks per
    // block (see `lanes.rs`), in the same translation unit.
    // (Compiled only in the unit's lanes variant, `FC_LANES_TWIN`: most launches never need
    // it, and it would double the compile of the first.)
    let (source, lanes, vector) = match lanes::emit(f, t, cpp_name, proofs, assume) {
        Some((twin, vector)) => (format!("{source}#if FC_LANES_TWIN\n{twin}#endif\n"), true, vector),
        None => (source, false, false),
    };
    // What the function carries for itself: tuples beyond pairs, and the overloads of
    // methods called on values only C++ knows. The declaration needs the tuples only.
    let tuples = tuple_definitions(f, t);
    let mut overloads: String = e.generic_methods.iter().map(|(call, name)| methods::overloads(*call, name)).collect();
    overloads.push_str(&e.wgmma.definitions());
    let ret = e.cty(&f.ret);
    let declaration = match f.kind {
        FuncKind::Device => format!("{declaration};\n{}", e.param_types(cpp_name, &params)),
        FuncKind::Kernel { .. } => declaration,
    };
    CudaFn {
        cpp_name: cpp_name.to_string(),
        declaration: format!("{tuples}{declaration}"),
        source: format!("{tuples}{overloads}{source}"),
        bugs: e.bugs,
        ret,
        params,
        param_names,
        lanes,
        vector_twins: [vector; 2],
        assumed_unchecked: !checks::checks_left(f, t, &e.proven),
        assumptions: std::mem::take(&mut e.assumptions),
    }
}

impl Emitter<'_> {
    /// The function's text: `head` (its `#line` and declaration, through `{`), the typedefs
    /// its body uses (and those they use), the body emitted so far, and before it all the
    /// macro giving the lengths of the slices whose reads deferred their checks.
    fn finish(&self, head: String, typedefs: Vec<(String, String)>) -> String {
        let mut source = head;
        let mut kept: Vec<(String, String)> = Vec::new();
        for (name, line) in typedefs.into_iter().rev() {
            let used = self.out.contains(&name) || kept.iter().any(|(_, l)| l.contains(&name));
            if used {
                kept.push((name, line));
            }
        }
        for (_, line) in kept.iter().rev() {
            source.push_str("    ");
            source.push_str(line);
            source.push('\n');
        }
        source.push_str(&self.out);
        source.push_str("}\n");
        if self.pending.is_none() && self.lanes.as_ref().is_none_or(|l| l.pending.is_empty()) {
            return source;
        }
        // Known only now: the slices whose reads deferred their checks.
        let mut lens = String::new();
        // (With an N-d array among them, every entry is an `fc::shape4`: the rank and shape
        // of an array, or a slice's length.)
        let nd = self.deferred_lens.iter().any(|l| l.starts_with("fc::shape_of("));
        for (i, len) in self.deferred_lens.iter().enumerate() {
            match nd && !len.starts_with("fc::shape_of(") {
                true => {
                    let _ = write!(lens, "(w) == {i} ? fc::shape_of({len}) : ");
                }
                false => {
                    let _ = write!(lens, "(w) == {i} ? {len} : ");
                }
            }
        }
        let none = if nd { "fc::shape_of(0ull)" } else { "0ull" };
        format!("#define {}(w) ({lens}{none})\n{source}", self.len_of)
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
    fn prepare(&mut self) {
        for (id, local) in self.f.locals.iter().enumerate() {
            let name = self.names.fresh(&local.name.to_string());
            Rc::make_mut(&mut self.local_names).push(name);
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
            let array = match &self.t.local[id] {
                Ty::Nd { .. } if local.kind == LocalKind::Param && matches!(self.f.kind, FuncKind::Kernel { .. }) => {
                    let name = self.local_names[id].clone();
                    let dims = self.names.fresh(&format!("{name}_d"));
                    Some(NdRepr { ptr: name, dims })
                }
                Ty::Nd { .. } => {
                    let name = self.local_names[id].clone();
                    Some(NdRepr { ptr: format!("{name}.ptr"), dims: format!("{name}.d") })
                }
                _ => None,
            };
            Rc::make_mut(&mut self.arrays).push(array);
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

    /// `fc_p_NAME<K, A…>::type`: the type of parameter `K` of the device fn `NAME` at a call
    /// whose arguments have the C++ types `A…` (`void` for a literal, whose type is the
    /// parameter's; `fc::dflt<double>` or `<int>` for one that would default). What a call
    /// gives a literal argument: for a generic fn, its type parameter as the other arguments
    /// decide it (`fc_t_NAME`: the first known argument at a parameter of that type), as
    /// rustc infers it.
    fn param_types(&self, cpp_name: &str, params: &[String]) -> String {
        if self.f.generics.is_empty() {
            return format!(
                "template <int K, class... A> struct fc_p_{cpp_name} {{ typedef typename fc::param<K, decltype(&{cpp_name})>::type type; }}"
            );
        }
        let (types, consts) = generic_counts(self.f);
        let mut out = format!("template <class... A> struct fc_t_{cpp_name} {{\n");
        for k in 0..types {
            let t = Scalar::Param(k as u8);
            let mut at = Vec::new();
            for (p, &id) in self.f.params.iter().enumerate() {
                match &self.t.local[id] {
                    Ty::Scalar(s) if *s == t => at.push(format!("typename fc::nth<{p}, A...>::type")),
                    Ty::Slice { elem, .. } | Ty::Nd { elem, .. } if *elem == t => {
                        at.push(format!("typename fc::elem_of<typename fc::nth<{p}, A...>::type>::type"))
                    }
                    Ty::Array(elem, _) if **elem == Ty::Scalar(t) => {
                        at.push(format!("typename fc::nth<{p}, A...>::type::elem"))
                    }
                    _ => {}
                }
            }
            let _ = writeln!(out, "  typedef typename fc::first_known<{}>::type {};", at.join(", "), t.cuda());
        }
        // (A const parameter: the length of the first array parameter of that length.)
        for k in 0..consts {
            let at = self.f.params.iter().enumerate().find_map(|(p, &id)| match &self.t.local[id] {
                Ty::Array(_, Len::Param(n)) if usize::from(*n) == k => Some(p),
                _ => None,
            });
            if let Some(p) = at {
                let n = crate::ty::const_param_cuda(k as u8);
                let _ = writeln!(out, "  static constexpr unsigned long long {n} = fc::nth<{p}, A...>::type::len;");
            }
        }
        out.push_str("};\n");
        let args: Vec<String> = (0..types)
            .map(|k| format!("typename fc_t_{cpp_name}<A...>::{}", Scalar::Param(k as u8).cuda()))
            .chain((0..consts).map(|k| format!("fc_t_{cpp_name}<A...>::{}", crate::ty::const_param_cuda(k as u8))))
            .collect();
        let _ = writeln!(
            out,
            "template <class... A> __device__ __forceinline__ auto {cpp_name}(A... a) -> decltype({cpp_name}_t<{t}>(a...)) {{ return {cpp_name}_t<{t}>(a...); }}",
            t = args.join(", ")
        );
        let _ = writeln!(out, "template <int K, class... A> struct fc_p_{cpp_name};");
        for (k, p) in params.iter().enumerate().take(self.f.params.len()) {
            // (The parameter's type: its declaration less its name.)
            let ty = p.rsplit_once(' ').map_or(p.as_str(), |(ty, _)| ty);
            let mut ty = ty.to_string();
            for j in 0..types {
                let name = Scalar::Param(j as u8).cuda();
                ty = ty.replace(name, &format!("typename fc_t_{cpp_name}<A...>::{name}"));
            }
            for j in 0..consts {
                let name = crate::ty::const_param_cuda(j as u8);
                ty = ty.replace(name, &format!("fc_t_{cpp_name}<A...>::{name}"));
            }
            let _ = writeln!(out, "template <class... A> struct fc_p_{cpp_name}<{k}, A...> {{ typedef {ty} type; }};");
        }
        out.trim_end().trim_end_matches(';').to_string()
    }

    /// The declaration, and the parameters with their names.
    fn signature(&mut self, cpp_name: &str) -> (String, Vec<String>, Vec<String>) {
        let mut params = Vec::new();
        let mut names = Vec::new();
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
                Ty::Nd { elem, rank, mutable } => {
                    let c = if *mutable { "" } else { "const " };
                    match self.f.kind {
                        FuncKind::Kernel { .. } => {
                            let dims = self.arrays[id].as_ref().map(|s| s.dims.clone()).unwrap_or_default();
                            params.push(format!("{c}{}* __restrict__ {name}", elem.cuda()));
                            params.push(format!("fc::dims<{rank}> {dims}"));
                        }
                        FuncKind::Device => params.push(format!("fc::nd<{c}{}, {rank}> {name}", elem.cuda())),
                    }
                }
                Ty::TensorMap { .. } => match self.f.kind {
                    // (`__grid_constant__`: the copy instruction reads the map where the launch
                    // put it, in the kernel's parameters.)
                    FuncKind::Kernel { .. } => params.push(format!("const __grid_constant__ fc::tensor_map {name}")),
                    FuncKind::Device => params.push(format!("const fc::tensor_map& {name}")),
                },
                t => params.push(format!("{} {name}", self.cty(t))),
            }
            names.push(name);
        }
        let decl = match self.f.kind {
            FuncKind::Kernel { bounds, .. } => {
                format!("extern \"C\" __global__ void {}{cpp_name}({})", bounds.cuda(), params.join(", "))
            }
            FuncKind::Device => {
                let ret = self.cty(&self.f.ret.clone());
                let depth = self.depth.clone().unwrap_or_default();
                params.push(format!("unsigned {depth}"));
                names.push(depth);
                format!("__device__ {ret} {cpp_name}({})", params.join(", "))
            }
        };
        (decl, params, names)
    }

    /// `typedef`s for the types only C++ knows (results of `#[device]` calls, module
    /// constants), as
    /// `(name, line)`.
    fn typedefs(&mut self) -> Vec<(String, String)> {
        let mut lines = Vec::new();
        let mut used: HashSet<u32> = HashSet::new();
        for t in self.t.expr.iter().chain(self.t.local.iter()) {
            collect_opaques(t, &mut used);
        }
        // A field's typedef names its tuple's, a method result's its receiver's (always an
        // earlier opaque).
        for (i, o) in self.t.opaques.iter().enumerate().rev() {
            if let (
                Opaque::Field { of, .. }
                | Opaque::Elem { of }
                | Opaque::Method { recv: of, .. }
                | Opaque::Member { of, .. },
                true,
            ) = (o, used.contains(&(i as u32)))
            {
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
                // (`plain`: without the `const` of its definition.)
                Opaque::Const { callee } => {
                    format!("typedef fc::plain<decltype(@@{callee}@@)>::type {name};")
                }
                Opaque::Param { call, index } => {
                    let Some((callee, args)) = self.call_parts(call) else { continue };
                    let mut types = vec![index.to_string()];
                    types.extend(args.iter().map(|a| self.known_arg_cty(call, a)));
                    format!("typedef typename fc_p_@@{callee}@@<{}>::type {name};", types.join(", "))
                }
                Opaque::Elem { of } => {
                    let array = &self.opaque_names[of as usize];
                    format!("typedef {array}::elem {name};")
                }
                Opaque::Field { of, index } => {
                    let tuple = self.opaque_names[of as usize].clone();
                    format!("typedef decltype(fc::declval<{tuple}>().f{index}) {name};")
                }
                Opaque::StructField { ty, field } => {
                    format!("typedef decltype(fc::declval<{}>().{}) {name};", ty.cuda(), self.member_cpp(field))
                }
                Opaque::Member { of, field } => {
                    let of = &self.opaque_names[of as usize];
                    format!("typedef decltype(fc::declval<{of}>().{}) {name};", self.field_cpp(field))
                }
                Opaque::DeviceMethod { call } | Opaque::Assoc { call } => {
                    let Some(text) = self.call_type_text(call) else { continue };
                    format!("typedef decltype({text}) {name};")
                }
                Opaque::Method { call, recv } => {
                    let Some(args) = self.method_args(call) else { continue };
                    let def = match self.t.methods.get(&call) {
                        Some(MethodRes::Generic(def)) => def,
                        // The receiver turned out a scalar (an argument decided it): its
                        // result's type is known.
                        Some(MethodRes::Scalar(_, def)) => {
                            lines.push((name.clone(), format!("typedef {} {name};", self.cty(&def.ret.clone()))));
                            continue;
                        }
                        _ => continue,
                    };
                    let recv = &self.opaque_names[recv as usize];
                    let mut text =
                        def.cuda.replace("{r}", &format!("fc::declval<{recv}>()")).replace("{site}", "FC_SITE(0, 0)");
                    for (k, a) in args.iter().enumerate() {
                        let arg = format!("fc::declval<{}>()", self.cty(&self.t.expr[a.id].clone()));
                        text = text.replace(&format!("{{{k}}}"), &arg);
                    }
                    format!("typedef decltype({text}) {name};")
                }
            };
            lines.push((name, text));
        }
        lines
    }

    /// The arguments of the method call `call`.
    fn method_args(&self, call: ExprId) -> Option<Vec<&Expr>> {
        let mut found = None;
        self.f.body.walk(&mut |e| {
            if e.id == call {
                if let ExprKind::Method { args, .. } = &e.kind {
                    found = Some(args.iter().collect());
                }
            }
        });
        found
    }

    /// A call of a method of a `#[device] impl` block or of an associated function, with
    /// `declval`s for its operands (for `decltype`).
    fn call_type_text(&self, call: ExprId) -> Option<String> {
        let mut found = None;
        self.f.body.walk(&mut |e| {
            if e.id == call {
                found = Some(e);
            }
        });
        let declval = |x: &Expr| format!("fc::declval<{}>()", self.arg_cty(x));
        match &found?.kind {
            ExprKind::Method { recv, name, args, .. } => {
                let mut all = vec![declval(recv)];
                all.extend(args.iter().map(declval));
                all.push("0u".into());
                Some(format!("fc::m::{}({})", crate::names::cpp_spelling(&name.to_string()), all.join(", ")))
            }
            ExprKind::AssocCall { ty, name, args, .. } => {
                let mut all: Vec<String> = args.iter().map(declval).collect();
                all.push("0u".into());
                Some(format!("{}({})", values::assoc_cpp(ty, name), all.join(", ")))
            }
            _ => None,
        }
    }

    /// Whether `t` is the element type of a parameter of the device call `call` (of an array
    /// argument whose literals take it).
    fn element_of_param(&self, t: &Ty, call: ExprId) -> bool {
        let Ty::Opaque(o) = t else { return false };
        match self.t.opaques.get(*o as usize) {
            Some(Opaque::Elem { of }) => match self.t.opaques.get(*of as usize) {
                Some(Opaque::Param { call: c, .. }) => *c == call,
                Some(Opaque::Elem { .. }) => self.element_of_param(&Ty::Opaque(*of), call),
                _ => false,
            },
            _ => false,
        }
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

    /// The C++ type of an argument of the device call `call` as `fc_p_` takes it: `void` for
    /// one whose type is the parameter's (a literal's: `fc::dflt` of the type it would default
    /// to when nothing decides it).
    fn known_arg_cty(&self, call: ExprId, a: &Expr) -> String {
        let own = match &self.t.expr[a.id] {
            Ty::Opaque(o) => {
                matches!(self.t.opaques.get(*o as usize), Some(Opaque::Param { call: c, .. }) if *c == call)
            }
            // An array of literals (`f([2.0, 0.5])`): its elements' type is the parameter's
            // element type, or their own by default (an array of `fc::dflt`).
            Ty::Array(elem, Len::Known(n)) if self.element_of_param(elem, call) => {
                let first = match &a.kind {
                    ExprKind::ArrayList(es) => es.first(),
                    ExprKind::ArrayRepeat { value, .. } => Some(&**value),
                    _ => None,
                };
                return format!("fc::array<{}, {n}>", first.map_or("void", literal_default));
            }
            Ty::Var(_) => true,
            _ => false,
        };
        if !own {
            return self.arg_cty(a);
        }
        literal_default(a).into()
    }

    /// The C++ type of a device-call argument, for `declval`.
    fn arg_cty(&self, a: &Expr) -> String {
        match &self.t.expr[a.id] {
            Ty::Slice { elem, mutable } => {
                let c = if *mutable { "" } else { "const " };
                format!("fc::slice<{c}{}>", elem.cuda())
            }
            Ty::Nd { elem, rank, mutable } => {
                let c = if *mutable { "" } else { "const " };
                format!("fc::nd<{c}{}, {rank}>", elem.cuda())
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
            Ty::DynShared(s) | Ty::Tile { elem: s, .. } => format!("{}*", s.cuda()),
            Ty::Unit | Ty::Never => "void".into(),
            Ty::Opaque(o) => self.opaque_names.get(*o as usize).cloned().unwrap_or_else(|| "auto".into()),
            Ty::Slice { elem, mutable } => {
                format!("fc::slice<{}{}>", if *mutable { "" } else { "const " }, elem.cuda())
            }
            Ty::Nd { elem, rank, mutable } => {
                format!("fc::nd<{}{}, {rank}>", if *mutable { "" } else { "const " }, elem.cuda())
            }
            Ty::Var(_) => "auto".into(),
            Ty::Fragment(f) => f.cuda(),
            Ty::TensorMap { .. } => "fc::tensor_map".into(),
        }
    }

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
        MatchPat::Or(ps) | MatchPat::Tuple { elems: ps, .. } => ps.iter().any(pat_binds),
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
        MatchPat::Tuple { elems, .. } => {
            elems.iter().enumerate().for_each(|(k, p)| alias_bindings(p, &format!("{s}.f{k}"), names))
        }
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
        ExprKind::Lit(_)
        | ExprKind::Local(_)
        | ExprKind::Const(_)
        | ExprKind::ModuleConst(_)
        | ExprKind::Builtin(_) => true,
        ExprKind::Unary(UnOp::Neg, inner) => matches!(inner.kind, ExprKind::Lit(_)),
        _ => false,
    }
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
                | ExprKind::Print(_)
                | ExprKind::Method { .. }
                | ExprKind::Intrinsic { .. }
                | ExprKind::SubSlice { .. }
                | ExprKind::AsyncCopy { .. }
                | ExprKind::TmaLoad { .. }
                | ExprKind::TmaStore { .. }
                | ExprKind::Wmma { .. }
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
