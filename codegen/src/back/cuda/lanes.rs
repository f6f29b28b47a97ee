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
//! every lane before any lane stores, which is what keeps the loads together; any other
//! statement (a loop, a `match`, a call) runs whole for one lane after the other. `let`
//! bindings are declared at the top of the function, since a lane's copy of a statement is
//! inside its guard's braces.

use super::*;

/// Logical blocks per block of a `_lanes` twin: the prelude's `FC_LANES` (each twin asserts
/// they agree). Four loads in flight per thread reach the copy bandwidth of an H200; more
/// cost time, for every element size: 8 lanes of 2-byte elements run 0.633 ms where 4 run
/// 0.462 ms (bench/probes/lanes_width.cu). Narrow elements need wider accesses instead.
const LANES: usize = 4;

/// What the emitter knows while it emits a twin.
pub(super) struct Lanes {
    /// The lane being emitted.
    lane: usize,
    /// Per lane, every local's C++ name (a parameter keeps its own), and how its N-d array
    /// locals are held.
    names: Vec<Vec<String>>,
    arrays: Vec<Vec<Option<NdRepr>>>,
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
    /// Declarations of the locals the lanes' statements bind.
    hoisted: Vec<String>,
    /// Emitting a lane statement's own `let`: its bindings are declared in `hoisted`.
    hoisting: bool,
    /// Where a `return` in the current lane statement goes.
    exit: Option<String>,
    /// The body has something a twin cannot be made of (a binding of a type C++ infers).
    failed: bool,
}

/// The `_lanes` twin of kernel `f` (whose C++ name is `cpp_name`), when its threads do not
/// cooperate.
pub(super) fn emit(f: &Func, t: &Typed, cpp_name: &str, proofs: &proofs::Proofs, assume: bool) -> Option<String> {
    if !matches!(f.kind, FuncKind::Kernel { .. }) || f.cooperation || f.dynamic_shared || f.static_shared > 0 {
        return None;
    }
    let twin = format!("{cpp_name}_lanes");
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
        names: Vec::new(),
        arrays: Vec::new(),
        pending: Vec::new(),
        alive: Vec::new(),
        block_x: Vec::new(),
        blocks_x,
        tid: e.names.fresh("fc_lane_tid"),
        hoisted: Vec::new(),
        hoisting: false,
        exit: None,
        failed: false,
    };
    for k in 0..LANES {
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
        lanes.names.push(names);
        lanes.arrays.push(arrays);
        lanes.alive.push(e.names.fresh(&format!("fc_alive_l{k}")));
        lanes.block_x.push(e.names.fresh(&format!("fc_bx_l{k}")));
        if e.plan.defers {
            lanes.pending.push(e.names.fresh(&format!("fc_pending_l{k}")));
        }
    }
    let mut prologue = vec![
        format!("static_assert(FC_LANES == {LANES}u, \"the translator's lanes are the prelude's\");"),
        format!("const unsigned {} = fc::lane_tid();", lanes.tid),
    ];
    for k in 0..LANES {
        let (bx, alive) = (&lanes.block_x[k], &lanes.alive[k]);
        prologue.push(format!("const unsigned {bx} = blockIdx.x * FC_LANES + {k}u;"));
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
    if lanes.failed || !e.bugs.is_empty() {
        return None;
    }
    let mut text = String::new();
    for line in prologue.iter().chain(&lanes.hoisted) {
        let _ = writeln!(text, "    {line}");
    }
    e.out = format!("{text}{}", e.out);
    Some(e.finish(head, typedefs))
}

/// Whether `f` reads the thread's place in the grid beyond its block (`grid(n)`,
/// `grid_size(n)`, `block_idx()`, `grid_dim()`): a device fn that does could not be called
/// from a twin, whose blocks are not the logical grid's.
pub fn reads_position(f: &Func) -> bool {
    let mut found = false;
    f.body.walk(&mut |x| {
        found |= matches!(
            x.kind,
            ExprKind::Builtin(Builtin::Grid(_) | Builtin::GridSize(_) | Builtin::BlockIdx | Builtin::GridDim)
        )
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
            Builtin::GridDim => format!("make_uint3({}, gridDim.y, gridDim.z)", l.blocks_x),
            _ => return None,
        })
    }

    /// `grid(n)`'s (or `grid_size(n)`'s) axis `axis`, as the current lane sees it.
    pub(super) fn axis_text(&self, size: bool, axis: u8) -> String {
        match (&self.lanes, axis) {
            (Some(l), 0) if size => format!("fc::lane_gridsize_1({})", l.blocks_x),
            (Some(l), 0) => format!("fc::lane_grid_1({})", l.block_x[l.lane]),
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
                l.hoisted.push(format!("{cty} {name};"));
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
                    self.each_lane(guards, exits, |e| e.hoisting_stmt(s));
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
        let conds: Vec<String> = (0..LANES).map(|k| self.names.fresh(&format!("fc_c_l{k}"))).collect();
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
        if cty.contains("auto") || cty == "void" {
            return self.each_lane(guards, false, |s| {
                s.line(loc);
                s.stmt_expr(e);
            });
        }
        let first = self.flushes_first(e);
        let saved: Vec<String> = (0..LANES).map(|k| self.names.fresh(&format!("fc_sv_l{k}"))).collect();
        if let Some(l) = self.lanes.as_mut() {
            l.hoisted.extend(saved.iter().map(|v| format!("{cty} {v};")));
        }
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
        let (names, pending, tid) = (l.names[k].clone(), l.pending.get(k).cloned(), l.tid.clone());
        self.arrays = l.arrays[k].clone();
        self.local_names = names;
        self.pending = pending;
        let open_at = self.out.len();
        self.open(&format!("if ({guard}) "));
        let mark_at = self.out.len();
        self.push_line(&format!("fc::lane_mark({tid}, {k}u);"));
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
