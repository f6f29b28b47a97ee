//! A kernel's `_lanes` twin: each of its blocks runs `LANES` consecutive blocks of the grid
//! the user launched (the logical grid), so that every thread has the loads of `LANES`
//! logical threads in flight at once. A one-element-per-thread kernel keeps too few bytes in
//! flight to reach the memory's bandwidth (measured: `../shared/probes/`); running several
//! logical threads per thread, their loads together, reaches it.
//!
//! Only kernels whose threads do not cooperate (no shared memory, barriers or warp
//! operations) have a twin: the logical threads of such a kernel may run in any order, so
//! running them statement by statement is one valid schedule. The twin keeps each logical
//! thread's own `grid(1)`, `block_idx()`, `grid_dim()`, its own locals (one copy per lane)
//! and its own deferred read checks, and the panic it reports names its logical block (the
//! prelude's `logical_block_x`). The runtime launches the twin only where it pays (a grid
//! of several waves) and the device functions the kernel calls do not read the thread's
//! place in the grid themselves.
//!
//! Lockstep: the body's statements are emitted one at a time for every lane, each lane's
//! copy under its guard (`alive` — it has not returned —, and the conditions of the `if`s
//! around it, evaluated once per lane). An `if` statement evaluates its condition for every
//! lane and then emits its branches in lockstep; a store to memory evaluates its value for
//! every lane before any lane stores, which is what keeps the loads together, and so does a
//! compound assignment `y[i] += …` with the element it updates (`lanes_update`); any other
//! statement (a loop, a `match`, a call) runs whole for one lane after the other. `let`
//! bindings are declared at the top of the function, since a lane's copy of a statement is
//! inside its guard's braces.
//!
//! The `_lanes_v` twin (`Layout::Threads`) runs `VLANES` logical threads of one logical block
//! per thread instead, for 1-D blocks, in groups of consecutive ones as wide as a 16-byte
//! access of the widest element it merges (`fc::vlane_group`: 8 for halves, 4 for `f32`), the
//! groups a warp apart, so that a warp's access of a group is contiguous (mapped host memory
//! read over PCIe needs it; 32 bytes a thread in two halves ran 4.7x slower there). A store,
//! update or `let` whose slice
//! accesses `x[i]` are at an index every lane has (an immutable local an earlier lockstep
//! statement bound, plus or minus a literal) is emitted twice: a vector path, taken when every
//! lane runs the statement and each access is of consecutive elements, in bounds and aligned
//! (`fc::lanes_fit`, at run time), where each is one vector access (`fc::lanes_load`,
//! `fc::lanes_store`) that the lanes' copies read from (`Lanes::merged`); and the lanes' own
//! accesses otherwise. The compiler does not merge the lanes' accesses itself
//! (bench/probes/lanes_merge.cu).

use std::collections::HashMap;
use std::rc::Rc;

use super::*;

/// Logical blocks per block of a `_lanes` twin: the prelude's `FC_LANES` (each twin asserts
/// they agree). Four loads in flight per thread reach the copy bandwidth of an H200; more
/// cost time, for every element size: 8 lanes of 2-byte elements run 0.633 ms where 4 run
/// 0.462 ms (bench/probes/lanes_width.cu). Narrow elements need wider accesses instead.
const LANES: usize = 4;

/// Logical threads per thread of a `_lanes_v` twin: the prelude's `FC_VLANES`. Eight lanes of
/// 2-byte elements are one 16-byte access, what torch's elementwise kernels make (and what the
/// compiler does not make of eight 2-byte accesses itself: bench/probes/lanes_merge.cu).
const VLANES: usize = 8;

/// Which logical threads a twin's thread runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Layout {
    /// `NAME_lanes`: lane k is the same thread of logical block `blockIdx.x * FC_LANES + k`.
    Blocks,
    /// `NAME_lanes_v`, for blocks of one dimension: the thread's lanes are `FC_VLANES`
    /// logical threads of one logical block, groups of consecutive ones
    /// (`fc::vlane_thread_x`), so that a statement's reads `x[i]` of a group's consecutive
    /// elements are one vector access (`Lanes::merged`).
    Threads,
}

/// What the emitter knows while it emits a twin.
pub(super) struct Lanes {
    /// The lane being emitted.
    lane: usize,
    /// Which logical threads the lanes are.
    layout: Layout,
    /// Per lane, its logical thread's x index in its block (`threadIdx.x` for `Blocks`).
    thread_x: Vec<String>,
    /// Reads of the statement being emitted that a vector access made, by expression: the
    /// array holding every lane's element (lane k reads element k).
    merged: HashMap<ExprId, String>,
    /// How many statements a vector access served (a `_lanes_v` twin with none is not made).
    merges: usize,
    /// The immutable locals the lockstep statements emitted so far bound: every lane's copy
    /// is assigned before a later statement in their scope, so its index may be compared.
    bound: HashSet<LocalId>,
    /// Per lane, every local's C++ name (a parameter keeps its own), and how its N-d array
    /// locals are held.
    names: Vec<Rc<Vec<String>>>,
    arrays: Vec<Rc<Vec<Option<NdRepr>>>>,
    /// Per lane, its `fc::Pending` (empty when the kernel defers no checks).
    pub(super) pending: Vec<String>,
    /// Per lane: it has not returned.
    alive: Vec<String>,
    /// Per lane, its logical block's x index.
    block_x: Vec<String>,
    /// The logical grid's x extent (the twin's last parameter).
    blocks_x: String,
    /// The thread's index in its block, which says whose lane slot is whose.
    tid: String,
    /// `_lanes_v`: the C++ constant of the lanes per group of consecutive logical threads
    /// (`fc::vlane_group` of `accessed`, declared once the body is emitted), and the C++
    /// types of the elements its vector accesses read or write.
    group: String,
    accessed: Vec<String>,
    /// Declarations of the locals the lanes' statements bind, in order, and as a set (a
    /// statement emitted twice declares its bindings once).
    hoisted: Vec<String>,
    hoisted_set: HashSet<String>,
    /// Emitting a lane statement's own `let`: its bindings are declared in `hoisted`.
    hoisting: bool,
    /// Where a `return` in the current lane statement goes.
    exit: Option<String>,
    /// The body has something a twin cannot be made of (a binding of a type C++ infers).
    failed: bool,
}

/// A slice access `x[i]` of every lane of a `_lanes_v` twin that a vector access may serve
/// (see `Emitter::vector_index`): each lane's index as C++, and `x`'s pointer and length.
#[derive(Debug, Clone, PartialEq, Eq)]
struct VectorAccess {
    lanes: Vec<String>,
    ptr: String,
    len: String,
}

/// The `_lanes` twin of kernel `f` (whose C++ name is `cpp_name`), when its threads do not
/// cooperate, and its `_lanes_v` twin when a statement of it reads or writes a slice at an
/// index a vector access may serve (then the flag is set).
pub(super) fn emit(
    f: &Func,
    t: &Typed,
    cpp_name: &str,
    proofs: &proofs::Proofs,
    assume: bool,
) -> Option<(String, bool)> {
    if !matches!(f.kind, FuncKind::Kernel { .. }) || f.cooperation || f.dynamic_shared || f.static_shared > 0 {
        return None;
    }
    let local = local_array_bytes(f, t);
    if local.saturating_mul(LANES as u64) > TWIN_LOCAL_BYTES {
        return None;
    }
    let blocks = emit_twin(f, t, cpp_name, proofs, assume, Layout::Blocks)?;
    // (Compiled only where the runtime asks for it, `FERROCUDA_VECTOR_LANES`: see the prelude.)
    let threads = (local.saturating_mul(VLANES as u64) <= TWIN_LOCAL_BYTES)
        .then(|| emit_twin(f, t, cpp_name, proofs, assume, Layout::Threads))
        .flatten()
        .map(|twin| format!("#if FC_VECTOR_LANES\n{twin}#endif\n"));
    let vector = threads.is_some();
    Some((format!("{blocks}{}", threads.unwrap_or_default()), vector))
}

/// The most bytes of local arrays a twin's lanes may hold together (each lane has its own
/// copy of the kernel's): a kernel with more is not the streaming kind a twin speeds up, and
/// its copies cost NVRTC minutes (`independent_big_local`'s 400 KiB array: 31 s for the
/// kernel, 260 s with its `_lanes` twin's four copies) or pass the 512 KiB a thread may have.
const TWIN_LOCAL_BYTES: u64 = 64 << 10;

/// The bytes of `f`'s own local arrays per thread.
fn local_array_bytes(f: &Func, t: &Typed) -> u64 {
    (0..f.locals.len())
        .filter(|id| !f.params.contains(id))
        .filter_map(|id| t.local.get(id).and_then(Ty::array_bytes))
        .fold(0, u64::saturating_add)
}

/// One twin of `f`; for `Layout::Threads`, `None` also when no statement merges an access.
fn emit_twin(
    f: &Func,
    t: &Typed,
    cpp_name: &str,
    proofs: &proofs::Proofs,
    assume: bool,
    layout: Layout,
) -> Option<String> {
    let (twin, count) = match layout {
        Layout::Blocks => (format!("{cpp_name}_lanes"), LANES),
        Layout::Threads => (format!("{cpp_name}_lanes_v"), VLANES),
    };
    let mut e = Emitter::new(f, t, &twin, proofs, assume);
    e.names.fresh(cpp_name);
    let (declaration, _, _) = e.signature(&twin);
    let blocks_x = e.names.fresh("fc_blocks_x");
    let declaration = match declaration.strip_suffix("()") {
        Some(head) => format!("{head}(unsigned {blocks_x})"),
        None => format!("{}, unsigned {blocks_x})", declaration.strip_suffix(')').unwrap_or(&declaration)),
    };
    let mut head = String::new();
    let _ = writeln!(head, "#line {} \"{}\"", f.loc.line, e.file);
    head.push_str(&declaration);
    head.push_str(" {\n");
    let typedefs = e.typedefs();
    let params: HashSet<LocalId> = f.params.iter().copied().collect();
    let base = e.local_names.clone();
    let mut lanes = Lanes {
        lane: 0,
        layout,
        thread_x: Vec::new(),
        merged: HashMap::new(),
        merges: 0,
        bound: HashSet::new(),
        names: Vec::new(),
        arrays: Vec::new(),
        pending: Vec::new(),
        alive: Vec::new(),
        block_x: Vec::new(),
        blocks_x,
        tid: e.names.fresh("fc_lane_tid"),
        group: e.names.fresh("fc_group"),
        accessed: Vec::new(),
        hoisted: Vec::new(),
        hoisted_set: HashSet::new(),
        hoisting: false,
        exit: None,
        failed: false,
    };
    for k in 0..count {
        let names: Vec<String> = base
            .iter()
            .enumerate()
            .map(|(id, n)| if params.contains(&id) { n.clone() } else { e.names.fresh(&format!("{n}_l{k}")) })
            .collect();
        // (A local array is an `fc::nd`: its pointer and dims are its fields.)
        let arrays = e
            .arrays
            .iter()
            .enumerate()
            .map(|(id, a)| match a {
                Some(_) if !params.contains(&id) => {
                    Some(NdRepr { ptr: format!("{}.ptr", names[id]), dims: format!("{}.d", names[id]) })
                }
                a => a.clone(),
            })
            .collect();
        lanes.names.push(Rc::new(names));
        lanes.arrays.push(Rc::new(arrays));
        lanes.alive.push(e.names.fresh(&format!("fc_alive_l{k}")));
        if e.plan.defers {
            lanes.pending.push(e.names.fresh(&format!("fc_pending_l{k}")));
        }
    }
    let mut prologue =
        vec![super::GRID_DEPENDENCY.to_string(), format!("const unsigned {} = fc::lane_tid();", lanes.tid)];
    match layout {
        Layout::Blocks => {
            prologue.insert(
                0,
                format!("static_assert(FC_LANES == {LANES}u, \"the translator's lanes are the prelude's\");"),
            );
            for k in 0..count {
                let bx = e.names.fresh(&format!("fc_bx_l{k}"));
                prologue.push(format!("const unsigned {bx} = blockIdx.x * FC_LANES + {k}u;"));
                lanes.block_x.push(bx);
                lanes.thread_x.push("threadIdx.x".into());
            }
        }
        Layout::Threads => {
            // (The launch's blocks are of one dimension, a multiple of FC_VLANES threads.)
            prologue.insert(
                0,
                format!("static_assert(FC_VLANES == {VLANES}u, \"the translator's lanes are the prelude's\");"),
            );
            let (per, bx) = (e.names.fresh("fc_per"), e.names.fresh("fc_bx"));
            prologue.push(format!("const unsigned {per} = blockDim.x / FC_VLANES;"));
            prologue.push(format!("const unsigned {bx} = blockIdx.x * FC_VLANES + threadIdx.x / {per};"));
            for k in 0..count {
                let tx = e.names.fresh(&format!("fc_tx_l{k}"));
                prologue.push(format!("const unsigned {tx} = fc::vlane_thread_x({}, {k}u);", lanes.group));
                lanes.block_x.push(bx.clone());
                lanes.thread_x.push(tx);
            }
        }
    }
    for k in 0..count {
        let (bx, alive) = (&lanes.block_x[k], &lanes.alive[k]);
        prologue.push(format!("bool {alive} = {bx} < {};", lanes.blocks_x));
        if let Some(p) = lanes.pending.get(k) {
            prologue.push(format!("fc::Pending {p} = {{}};"));
        }
    }
    for &id in &f.params {
        if let (Ty::Nd { .. }, Some(r)) = (&t.local[id], e.arrays[id].clone()) {
            prologue.push(format!("fc::unit_inner({});", r.dims));
        }
    }
    let guards = lanes.alive.clone();
    e.lanes = Some(lanes);
    e.lanes_block(&f.body.stmts, f.body.tail.as_deref(), &guards);
    for (k, guard) in guards.iter().enumerate() {
        e.each_lane_at(k, guard, false, |e| e.flush());
    }
    let lanes = e.lanes.as_ref()?;
    if lanes.failed || !e.bugs.is_empty() || (layout == Layout::Threads && lanes.merges == 0) {
        return None;
    }
    if layout == Layout::Threads {
        // (After the assertion and the wait, before the lanes' places it decides.)
        let group = format!("constexpr unsigned {} = fc::vlane_group<{}>();", lanes.group, lanes.accessed.join(", "));
        prologue.insert(2, group);
    }
    let mut text = String::new();
    for line in prologue.iter().chain(&lanes.hoisted) {
        let _ = writeln!(text, "    {line}");
    }
    e.out = format!("{text}{}", e.out);
    Some(e.finish(head, typedefs))
}

/// Whether `f` reads the thread's place in the grid (`grid(n)`, `grid_size(n)`,
/// `block_idx()`, `grid_dim()`, `thread_idx()`) or in its warp (`lane_id()`, the lane
/// masks): a device fn that does could not be called
/// from a twin, whose blocks (and, in a `_lanes_v` twin, threads) are not the logical grid's.
pub fn reads_position(f: &Func) -> bool {
    let mut found = false;
    f.body.walk(&mut |x| {
        found |= match &x.kind {
            ExprKind::Builtin(
                Builtin::Grid(_) | Builtin::GridSize(_) | Builtin::BlockIdx | Builtin::GridDim | Builtin::ThreadIdx,
            ) => true,
            // (`lane_id()` and the lane masks: the thread's place in its warp.)
            ExprKind::Intrinsic { op, .. } => op.def.is_query(),
            _ => false,
        }
    });
    found
}

/// Whether `e` contains a `return`.
fn returns(e: &Expr) -> bool {
    let mut found = false;
    e.walk(&mut |x| found |= matches!(x.kind, ExprKind::Return(_)));
    found
}

impl Emitter<'_> {
    /// The current lane, when emitting a twin.
    pub(super) fn lane(&self) -> Option<usize> {
        self.lanes.as_ref().map(|l| l.lane)
    }

    /// A place in the grid, as the current lane's logical thread sees it (`None`: as the
    /// launch's, outside a twin).
    pub(super) fn lane_builtin(&self, b: Builtin) -> Option<String> {
        let l = self.lanes.as_ref()?;
        let bx = &l.block_x[l.lane];
        Some(match b {
            Builtin::BlockIdx => format!("make_uint3({bx}, blockIdx.y, blockIdx.z)"),
            Builtin::ThreadIdx if l.layout == Layout::Threads => {
                format!("make_uint3({}, threadIdx.y, threadIdx.z)", l.thread_x[l.lane])
            }
            Builtin::GridDim => format!("make_uint3({}, gridDim.y, gridDim.z)", l.blocks_x),
            _ => return None,
        })
    }

    /// A lane query (`lane_id()`, `warp::lanemask_lt()`: the intrinsics that read the
    /// thread's place in its warp) as the current lane's logical thread sees it, in a
    /// `_lanes_v` twin: the prelude's `fc::vlane_NAME` of its x index (`None` elsewhere: a
    /// `_lanes` twin's threads are their logical threads' places in their blocks).
    pub(super) fn lane_query(&self, op: Intrinsic) -> Option<String> {
        let l = self.lanes.as_ref().filter(|l| l.layout == Layout::Threads)?;
        if !op.def.is_query() {
            return None;
        }
        let name = op.def.cuda.strip_prefix("fc::")?.strip_suffix("()")?;
        Some(format!("fc::vlane_{name}({})", l.thread_x[l.lane]))
    }

    /// `grid(n)`'s (or `grid_size(n)`'s) axis `axis`, as the current lane sees it.
    pub(super) fn axis_text(&self, size: bool, axis: u8) -> String {
        match (&self.lanes, axis) {
            (Some(l), 0) if size => format!("fc::lane_gridsize_1({})", l.blocks_x),
            (Some(l), 0) => match l.layout {
                Layout::Blocks => format!("fc::lane_grid_1({})", l.block_x[l.lane]),
                Layout::Threads => format!("fc::vlane_grid_1({}, {})", l.block_x[l.lane], l.thread_x[l.lane]),
            },
            _ => axis_fn(size, axis),
        }
    }

    /// What loop labels of the current lane end with (each lane's copy of a loop has its own).
    pub(super) fn label_suffix(&self) -> String {
        self.lane().map_or_else(String::new, |k| format!("_l{k}"))
    }

    /// Declares a local `name` of C++ type `cty`, with `init` when given: where it is, or at
    /// the top of a twin for a lane statement's own bindings.
    pub(super) fn declare(&mut self, cty: &str, name: &str, init: Option<&str>) {
        if let Some(l) = self.lanes.as_mut().filter(|l| l.hoisting) {
            if cty.contains("auto") {
                l.failed = true;
            } else {
                let declaration = format!("{cty} {name};");
                // (A statement a vector twin emits twice declares its bindings once.)
                if l.hoisted_set.insert(declaration.clone()) {
                    l.hoisted.push(declaration);
                }
                if let Some(init) = init {
                    self.push_line(&format!("{name} = {init};"));
                }
                return;
            }
        }
        match init {
            Some(init) => self.push_line(&format!("{cty} {name} = {init};")),
            None => self.push_line(&format!("{cty} {name};")),
        }
    }

    /// A `let` or `const` of a lane, its bindings declared at the top of the twin.
    fn hoisting_stmt(&mut self, s: &Stmt) {
        if let Some(l) = self.lanes.as_mut() {
            l.hoisting = true;
        }
        self.stmt(s);
        if let Some(l) = self.lanes.as_mut() {
            l.hoisting = false;
        }
    }

    /// Whether a binding declared now is hoisted to the top of a twin.
    pub(super) fn hoisting(&self) -> bool {
        self.lanes.as_ref().is_some_and(|l| l.hoisting)
    }

    /// Runs `f` with a lane statement's own bindings declared where they are (for the
    /// statements nested in it, which C++ scopes as Rust does).
    pub(super) fn nested<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        let was = self.lanes.as_mut().map(|l| std::mem::replace(&mut l.hoisting, false));
        let r = f(self);
        if let (Some(l), Some(was)) = (self.lanes.as_mut(), was) {
            l.hoisting = was;
        }
        r
    }

    /// `return;` of a kernel: in a twin, the lane ends and the others go on.
    pub(super) fn return_void(&mut self) {
        let Some(l) = self.lanes.as_mut() else {
            self.push_line("return;");
            return;
        };
        match l.exit.clone() {
            Some(exit) => {
                let alive = l.alive[l.lane].clone();
                self.push_line(&format!("{{ {alive} = false; goto {exit}; }}"));
            }
            None => l.failed = true,
        }
    }

    /// One C++ variable per lane, `PREFIX_lK` of type `cty`, declared at the top of the twin.
    fn lane_temps(&mut self, prefix: &str, cty: &str, lanes: usize) -> Vec<String> {
        let names: Vec<String> = (0..lanes).map(|k| self.names.fresh(&format!("{prefix}_l{k}"))).collect();
        if let Some(l) = self.lanes.as_mut() {
            l.hoisted.extend(names.iter().map(|v| format!("{cty} {v};")));
        }
        names
    }

    /// An array of one `cty` per lane, aligned for a vector access (`fc::lanes_load`,
    /// `fc::lanes_store`), declared at the top of the twin: its name.
    fn lanes_array(&mut self, prefix: &str, cty: &str) -> String {
        let array = self.names.fresh(prefix);
        if let Some(l) = self.lanes.as_mut() {
            l.hoisted.push(format!("__align__(16) {cty} {array}[FC_VLANES];"));
        }
        array
    }

    /// Whether a value of C++ type `cty` can be kept in a variable the twin declares (a type
    /// C++ infers cannot: such a statement runs whole for each lane).
    fn declarable(cty: &str) -> bool {
        !cty.contains("auto") && cty != "void"
    }

    /// The statements of a block and its tail, in lockstep; `guards[k]`: when lane k runs
    /// them.
    fn lanes_block(&mut self, stmts: &[Stmt], tail: Option<&Expr>, guards: &[String]) {
        for s in stmts {
            match s {
                Stmt::Expr { expr, loc, .. } => self.lanes_expr(expr, *loc, guards),
                Stmt::Let { .. } | Stmt::Const { .. } => {
                    let exits = match s {
                        Stmt::Let { init, .. } => init.as_ref().is_some_and(returns),
                        Stmt::Const { value, .. } | Stmt::Expr { expr: value, .. } => returns(value),
                    };
                    let reads = match s {
                        Stmt::Let { init: Some(init), .. } if !exits => self.vector_reads(init),
                        _ => Vec::new(),
                    };
                    if reads.is_empty() {
                        self.each_lane(guards, exits, |e| e.hoisting_stmt(s));
                    } else {
                        self.vector_path(&reads, None, guards);
                        for k in 0..guards.len() {
                            self.each_lane_at(k, "", false, |e| e.hoisting_stmt(s));
                        }
                        self.end_vector_path();
                        self.each_lane(guards, false, |e| e.hoisting_stmt(s));
                        self.close("");
                    }
                    if let Stmt::Let { pat, .. } = s {
                        let mut binds = Vec::new();
                        pat_binds(pat, &mut binds);
                        let immutable: Vec<LocalId> =
                            binds.into_iter().filter(|&id| !self.f.locals[id].mutable).collect();
                        if let Some(l) = self.lanes.as_mut() {
                            l.bound.extend(immutable);
                        }
                    }
                }
            }
        }
        if let Some(tail) = tail {
            self.lanes_expr(tail, tail.loc, guards);
        }
    }

    /// An expression statement in lockstep.
    fn lanes_expr(&mut self, e: &Expr, loc: Loc, guards: &[String]) {
        match &e.kind {
            ExprKind::If { cond, then, els } if !returns(cond) && matches!(self.ty_of(e), Ty::Unit | Ty::Never) => {
                self.lanes_if(cond, then, els.as_deref(), loc, guards)
            }
            ExprKind::Block { block, .. } if matches!(self.ty_of(e), Ty::Unit | Ty::Never) => {
                self.lanes_block(&block.stmts, block.tail.as_deref(), guards)
            }
            ExprKind::Assign(place, value)
                if checks::writes_memory(place, self.t) && !returns(e) && self.is_simple(place) =>
            {
                self.lanes_store(e, place, value, loc, guards)
            }
            ExprKind::AssignOp(op, place, value)
                if checks::writes_memory(place, self.t) && !returns(e) && recomputable(place) =>
            {
                self.lanes_update(e, *op, place, value, loc, guards)
            }
            _ => {
                let exits = returns(e);
                self.each_lane(guards, exits, |s| {
                    s.line(loc);
                    s.stmt_expr(e);
                });
            }
        }
    }

    /// `if cond { then } else { els }` in lockstep: every lane's condition, then each
    /// branch for the lanes that take it.
    fn lanes_if(&mut self, cond: &Expr, then: &Block, els: Option<&Expr>, loc: Loc, guards: &[String]) {
        let conds: Vec<String> = (0..guards.len()).map(|k| self.names.fresh(&format!("fc_c_l{k}"))).collect();
        for c in &conds {
            self.push_line(&format!("bool {c} = false;"));
        }
        for (k, guard) in guards.iter().enumerate() {
            let c = conds[k].clone();
            self.each_lane_at(k, guard, false, |e| {
                e.line(loc);
                let v = e.head_value(cond);
                e.push_line(&format!("{c} = {};", v.text));
            });
        }
        let taken: Vec<String> = guards.iter().zip(&conds).map(|(g, c)| format!("{g} && {c}")).collect();
        self.lanes_block(&then.stmts, then.tail.as_deref(), &taken);
        if let Some(els) = els {
            let other: Vec<String> = guards.iter().zip(&conds).map(|(g, c)| format!("{g} && !{c}")).collect();
            self.lanes_expr(els, els.loc, &other);
        }
    }

    /// `place = value` storing to memory, in lockstep: every lane's value first (its loads
    /// in flight together), then every lane's store.
    fn lanes_store(&mut self, e: &Expr, place: &Expr, value: &Expr, loc: Loc, guards: &[String]) {
        let cty = self.cty(&self.ty_of(value));
        if !Self::declarable(&cty) {
            return self.each_lane(guards, false, |s| {
                s.line(loc);
                s.stmt_expr(e);
            });
        }
        let first = self.flushes_first(e);
        let mut reads = self.vector_reads(value);
        let store = self.vector_index(place);
        if store.is_some() || !reads.is_empty() {
            reads.retain(|r| r.id != place.id);
            self.vector_path(&reads, store.as_ref().map(|_| place), guards);
            let stored = match store {
                Some(_) => self.lanes_array("fc_sv", &cty),
                None => String::new(),
            };
            let singles: Vec<String> = match &store {
                Some(_) => (0..guards.len()).map(|k| format!("{stored}[{k}]")).collect(),
                None => self.lane_temps("fc_sv", &cty, guards.len()),
            };
            for (k, v) in singles.iter().enumerate() {
                self.each_lane_at(k, "", false, |s| {
                    s.line(loc);
                    if first {
                        s.flush();
                    }
                    let val = s.immediately_if(first, |s| s.value(value));
                    s.push_line(&format!("{v} = {};", val.text));
                });
            }
            match store {
                Some(at) => {
                    // (Every lane's deferred reads are raised before any lane stores.)
                    for k in 0..guards.len() {
                        self.each_lane_at(k, "", false, |s| s.flush());
                    }
                    self.push_line(&self.lanes_access("lanes_store", &at, &stored));
                }
                None => {
                    for (k, v) in singles.iter().enumerate() {
                        self.each_lane_at(k, "", false, |s| {
                            s.line(loc);
                            s.flush();
                            let p = s.immediately_if(first, |s| s.place(place));
                            s.push_line(&format!("{p} = {v};"));
                        });
                    }
                }
            }
            self.end_vector_path();
            self.scalar_store(place, value, loc, guards, &cty, first);
            self.close("");
            return;
        }
        self.scalar_store(place, value, loc, guards, &cty, first);
    }

    /// `place op= value` updating memory, in lockstep: every lane's value and the element it
    /// updates first (their loads in flight together), then every lane's update and store.
    fn lanes_update(&mut self, e: &Expr, op: BinOp, place: &Expr, value: &Expr, loc: Loc, guards: &[String]) {
        let (pty, vty) = (self.cty(&self.ty_of(place)), self.cty(&self.ty_of(value)));
        if !Self::declarable(&pty) || !Self::declarable(&vty) {
            return self.each_lane(guards, false, |s| {
                s.line(loc);
                s.stmt_expr(e);
            });
        }
        let first = self.flushes_first(e);
        let update = Update { op, place, value, loc, first };
        if let Some(at) = self.vector_index(place) {
            let mut reads = self.vector_reads(value);
            // (The element is read after the value: before it only where the value writes nothing.)
            if self.writes_nothing(value) {
                reads.push(place);
            }
            self.vector_path(&reads, Some(place), guards);
            let stored = self.lanes_array("fc_sv", &pty);
            let every = vec![String::new(); guards.len()];
            let olds: Vec<String> = (0..guards.len()).map(|k| format!("{stored}[{k}]")).collect();
            self.updated_elements(&update, &every, &olds, &vty, false);
            self.push_line(&self.lanes_access("lanes_store", &at, &stored));
            self.end_vector_path();
            self.scalar_update(&update, guards, &pty, &vty);
            self.close("");
            return;
        }
        self.scalar_update(&update, guards, &pty, &vty);
    }

    /// `place op= value` for every lane under its guard (see `lanes_update`), each lane storing
    /// its own element.
    fn scalar_update(&mut self, u: &Update, guards: &[String], pty: &str, vty: &str) {
        let olds = self.lane_temps("fc_old", pty, guards.len());
        self.updated_elements(u, guards, &olds, vty, true);
    }

    /// Every lane's value of `u` and the element it updates, into `olds[k]`; then for each
    /// lane its deferred reads raised, `olds[k] op= value`, and, when `store`, the store.
    fn updated_elements(&mut self, u: &Update, guards: &[String], olds: &[String], vty: &str, store: bool) {
        let values = self.lane_temps("fc_uv", vty, guards.len());
        for (k, guard) in guards.iter().enumerate() {
            let (v, old) = (values[k].clone(), olds[k].clone());
            self.each_lane_at(k, guard, false, |s| {
                s.line(u.loc);
                if u.first {
                    s.flush();
                }
                // (Rust's order: the value, then the place.)
                let val = s.immediately_if(u.first, |s| s.value(u.value));
                s.push_line(&format!("{v} = {};", val.text));
                let element = s.immediately_if(u.first, |s| s.value(u.place));
                s.push_line(&format!("{old} = {};", element.text));
            });
        }
        for (k, guard) in guards.iter().enumerate() {
            let (v, old) = (values[k].clone(), olds[k].clone());
            self.each_lane_at(k, guard, false, |s| {
                s.line(u.loc);
                s.flush();
                s.apply_assign_op(u.op, u.place, &old, &v);
                if store {
                    let p = s.immediately_if(u.first, |s| s.place(u.place));
                    s.push_line(&format!("{p} = {old};"));
                }
            });
        }
    }

    /// `place = value` for every lane under its guard: every lane's value, then every lane's store.
    fn scalar_store(&mut self, place: &Expr, value: &Expr, loc: Loc, guards: &[String], cty: &str, first: bool) {
        let saved = self.lane_temps("fc_sv", cty, guards.len());
        for (k, guard) in guards.iter().enumerate() {
            let v = saved[k].clone();
            self.each_lane_at(k, guard, false, |s| {
                s.line(loc);
                if first {
                    s.flush();
                }
                let val = s.immediately_if(first, |s| s.value(value));
                s.push_line(&format!("{v} = {};", val.text));
            });
        }
        for (k, guard) in guards.iter().enumerate() {
            let v = saved[k].clone();
            self.each_lane_at(k, guard, false, |s| {
                s.line(loc);
                s.flush();
                let p = s.immediately_if(first, |s| s.place(place));
                s.push_line(&format!("{p} = {v};"));
            });
        }
    }

    /// `fc::lanes_load` or `fc::lanes_store` (`which`) of the lanes' elements of `access`
    /// from or into the lanes' array `array`, a group at a time.
    fn lanes_access(&self, which: &str, access: &VectorAccess, array: &str) -> String {
        let group = self.lanes.as_ref().map_or("", |l| l.group.as_str());
        format!("fc::{which}<FC_VLANES, {group}>({}, {array}, {});", access.ptr, access.lanes.join(", "))
    }

    /// The index `x[i]` reads or writes in every lane of a `_lanes_v` twin, when a vector
    /// access may serve them: `x` a slice parameter of scalars, `i` an immutable local a
    /// lockstep statement bound (`let i = grid(1);`), or one plus or minus a literal. Each
    /// lane's index as C++ (wrapping: the vector path compares them before it trusts them),
    /// with the pointer and length of `x`.
    fn vector_index(&self, e: &Expr) -> Option<VectorAccess> {
        let l = self.lanes.as_ref().filter(|l| l.layout == Layout::Threads)?;
        let ExprKind::Index { base, index, .. } = &e.kind else { return None };
        let ExprKind::Local(b) = base.kind else { return None };
        let slice = self.slices[b].as_ref().filter(|_| self.f.locals[b].kind == LocalKind::Param)?;
        if !matches!(self.ty_of(e), Ty::Scalar(s) if !matches!(s, Scalar::Struct(_))) {
            return None;
        }
        let (local, offset) = match &index.kind {
            ExprKind::Local(j) => (*j, String::new()),
            ExprKind::Binary(op @ (BinOp::Add | BinOp::Sub), a, k) => match (&a.kind, &k.kind) {
                (ExprKind::Local(j), ExprKind::Lit(Lit::Int { value, .. })) => {
                    (*j, format!(" {} {value}ull", if *op == BinOp::Add { '+' } else { '-' }))
                }
                _ => return None,
            },
            _ => return None,
        };
        if !l.bound.contains(&local) {
            return None;
        }
        let lanes = l.names.iter().map(|names| format!("({}{offset})", names[local])).collect();
        Some(VectorAccess { lanes, ptr: slice.ptr.clone(), len: slice.len.clone() })
    }

    /// The reads of `e` a vector access may serve (see `vector_index`), outside the blocks
    /// nested in it (whose bindings are not yet assigned when the vector path begins).
    fn vector_reads<'e>(&self, e: &'e Expr) -> Vec<&'e Expr> {
        let mut found = Vec::new();
        if self.writes_nothing(e) {
            self.collect_vector_reads(e, &mut found);
        }
        found
    }

    /// Whether evaluating `e` writes no memory, so that its reads may be made before it: no
    /// assignment, asynchronous copy, tensor-core operation or print, and no call, intrinsic
    /// or method given more than scalars (a slice it might write, an atomic's target), but
    /// `x.len()`.
    fn writes_nothing(&self, e: &Expr) -> bool {
        let mut writes = false;
        e.walk(&mut |x| {
            let scalars = |args: &[Expr]| args.iter().all(|a| matches!(self.ty_of(a), Ty::Scalar(_)));
            writes |= match &x.kind {
                ExprKind::Assign(..)
                | ExprKind::AssignOp(..)
                | ExprKind::AsyncCopy { .. }
                | ExprKind::TmaLoad { .. }
                | ExprKind::TmaStore { .. }
                | ExprKind::Wmma { .. }
                | ExprKind::Print(_) => true,
                ExprKind::Call { args, .. } | ExprKind::AssocCall { args, .. } | ExprKind::Intrinsic { args, .. } => {
                    !scalars(args)
                }
                ExprKind::Method { name, .. } if name == "len" => false,
                ExprKind::Method { recv, args, .. } => !scalars(std::slice::from_ref(&**recv)) || !scalars(args),
                _ => false,
            }
        });
        !writes
    }

    fn collect_vector_reads<'e>(&self, e: &'e Expr, found: &mut Vec<&'e Expr>) {
        if self.vector_index(e).is_some() {
            found.push(e);
            return;
        }
        match &e.kind {
            ExprKind::Block { .. }
            | ExprKind::If { .. }
            | ExprKind::Loop { .. }
            | ExprKind::While { .. }
            | ExprKind::For { .. }
            | ExprKind::Match { .. } => {}
            _ => e.children().into_iter().for_each(|c| self.collect_vector_reads(c, found)),
        }
    }

    /// Opens a statement's vector path: when every lane runs it (`guards`) and each of
    /// `reads` (and the `store`) is of consecutive elements, in bounds and aligned, the reads
    /// become vector loads that the lanes' copies read (`Lanes::merged`). The caller emits
    /// the lanes' copies, then `end_vector_path`, then the scalar path, then closes.
    fn vector_path(&mut self, reads: &[&Expr], store: Option<&Expr>, guards: &[String]) {
        let mut conditions: Vec<String> = guards.iter().map(|g| format!("({g})")).collect();
        let mut loads: Vec<(VectorAccess, String, Vec<ExprId>)> = Vec::new();
        let mut fits: Vec<String> = Vec::new();
        // (A place updated, `y[i] += …`, is both read and stored.)
        for (e, load) in reads.iter().map(|&e| (e, true)).chain(store.map(|e| (e, false))) {
            let Some(access) = self.vector_index(e) else { continue };
            let cty = self.cty(&self.ty_of(e));
            if let Some(l) = self.lanes.as_mut().filter(|l| !l.accessed.contains(&cty)) {
                l.accessed.push(cty.clone());
            }
            let group = self.lanes.as_ref().map_or(String::new(), |l| l.group.clone());
            let fit = format!(
                "fc::lanes_fit<FC_VLANES, {group}>({}, {}, {})",
                access.ptr,
                access.len,
                access.lanes.join(", ")
            );
            if !fits.contains(&fit) {
                fits.push(fit.clone());
            }
            if !load {
                continue;
            }
            match loads.iter_mut().find(|(a, _, _)| *a == access) {
                Some((_, _, ids)) => ids.push(e.id),
                None => loads.push((access, cty, vec![e.id])),
            }
        }
        conditions.extend(fits);
        self.open(&format!("if ({}) ", conditions.join(" && ")));
        let mut merged = HashMap::new();
        for (access, cty, ids) in loads {
            let array = self.lanes_array("fc_vec", &cty);
            self.push_line(&self.lanes_access("lanes_load", &access, &array));
            merged.extend(ids.into_iter().map(|id| (id, array.clone())));
        }
        if let Some(l) = self.lanes.as_mut() {
            l.merged = merged;
            l.merges += 1;
        }
    }

    /// Ends a statement's vector path and opens its scalar path (see `vector_path`).
    fn end_vector_path(&mut self) {
        if let Some(l) = self.lanes.as_mut() {
            l.merged.clear();
        }
        self.close(" else {");
        self.indent += 1;
    }

    /// The element a vector access read for the current lane, if one did (see `vector_path`).
    pub(super) fn merged_read(&self, e: &Expr) -> Option<String> {
        let l = self.lanes.as_ref()?;
        l.merged.get(&e.id).map(|array| format!("{array}[{}]", l.lane))
    }

    /// Runs `f` with reads checked at once when `immediate` (as `immediately`), else as they are.
    fn immediately_if<R>(&mut self, immediate: bool, f: impl FnOnce(&mut Self) -> R) -> R {
        if immediate {
            self.immediately(f)
        } else {
            f(self)
        }
    }

    /// Emits `f` once per lane, each under its guard.
    fn each_lane(&mut self, guards: &[String], exits: bool, mut f: impl FnMut(&mut Self)) {
        for (k, guard) in guards.iter().enumerate() {
            self.each_lane_at(k, guard, exits, &mut f);
        }
    }

    /// Emits `f` for lane `k` under `guard`: its names current, its slot marked (a panic in
    /// `f` then names its logical block); `exits`: `f` may `return`, to the end of its copy.
    fn each_lane_at(&mut self, k: usize, guard: &str, exits: bool, f: impl FnOnce(&mut Self)) {
        let Some(l) = self.lanes.as_mut() else { return };
        l.lane = k;
        let (names, pending, tid) = (Rc::clone(&l.names[k]), l.pending.get(k).cloned(), l.tid.clone());
        self.arrays = Rc::clone(&l.arrays[k]);
        self.local_names = names;
        self.pending = pending;
        let open_at = self.out.len();
        // (An empty guard: every lane runs it, on a statement's vector path.)
        self.open(&if guard.is_empty() { String::new() } else { format!("if ({guard}) ") });
        let mark_at = self.out.len();
        let mark = match self.lanes.as_ref() {
            Some(l) if l.layout == Layout::Threads => format!("fc::vlane_mark<{}>", l.group),
            _ => "fc::lane_mark".to_string(),
        };
        self.push_line(&format!("{mark}({tid}, {k}u);"));
        let body_at = self.out.len();
        if exits {
            let exit = self.names.fresh(&format!("fc_exit_l{k}"));
            if let Some(l) = self.lanes.as_mut() {
                l.exit = Some(exit.clone());
            }
            self.open("");
            f(self);
            self.close("");
            self.push_line(&format!("{exit}: ;"));
            if let Some(l) = self.lanes.as_mut() {
                l.exit = None;
            }
        } else {
            f(self);
        }
        // (The mark is for a panic alone: a copy that cannot panic needs none, and the stores
        // to shared memory are not free.)
        if !may_panic(&self.out[body_at..]) {
            // (Nothing left of the copy at all: not even its `if`.)
            if self.out[body_at..].trim().is_empty() {
                self.out.truncate(open_at);
                self.indent -= 1;
                return;
            }
            self.out.replace_range(mark_at..body_at, "");
        }
        self.close("");
    }
}

/// Whether emitted C++ may panic: every panic names its place, through `FC_SITE` (or a deferred
/// failure's packed place, raised by `FC_FLUSH`), or happens in a called function (`@@N@@`).
fn may_panic(cpp: &str) -> bool {
    ["FC_SITE(", "FC_FLUSH(", "@@"].iter().any(|m| cpp.contains(m))
}

/// A compound assignment's parts, for its lanes' copies.
struct Update<'e> {
    op: BinOp,
    place: &'e Expr,
    value: &'e Expr,
    loc: Loc,
    /// Its deferred reads are raised before it, and its own checked at once (`flushes_first`).
    first: bool,
}

/// Whether a place may be evaluated twice, to read the element and then to store it: an
/// element of an array at an index of locals, constants and arithmetic (no read of memory,
/// no call).
fn recomputable(place: &Expr) -> bool {
    let ExprKind::Index { base, index, .. } = &place.kind else { return false };
    let mut pure = matches!(base.kind, ExprKind::Local(_));
    index.walk(&mut |x| {
        pure &= matches!(
            x.kind,
            ExprKind::Lit(_)
                | ExprKind::Local(_)
                | ExprKind::Const(_)
                | ExprKind::ModuleConst(_)
                | ExprKind::GenericConst(_)
                | ExprKind::Builtin(_)
                | ExprKind::Unary(..)
                | ExprKind::Binary(..)
                | ExprKind::Cast(..)
        )
    });
    pure
}

/// The locals a `let` pattern binds.
fn pat_binds(p: &Pat, out: &mut Vec<LocalId>) {
    match p {
        Pat::Bind(id) => out.push(*id),
        Pat::Wild => {}
        Pat::Tuple(ps) => ps.iter().for_each(|p| pat_binds(p, out)),
    }
}
