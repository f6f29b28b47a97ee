//! Statements, and expressions that need statements (blocks, `if`, `match`, loops) emitted
//! into a destination: Rust is expression-oriented, C++ is not.

use super::*;

impl Emitter<'_> {
    pub(super) fn stmts(&mut self, stmts: &[Stmt]) {
        // (Nested in a lane statement of a `_lanes` twin, bindings stay in their scope.)
        self.nested(|e| {
            for s in stmts {
                e.stmt(s);
            }
        })
    }

    pub(super) fn stmt(&mut self, s: &Stmt) {
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
                if self.hoisting() {
                    self.declare(&ty, &name, Some(&v.text));
                } else {
                    self.push_line(&format!("const {ty} {name} = {};", v.text));
                }
            }
            Stmt::Expr { expr, loc, .. } => {
                self.line(*loc);
                self.stmt_expr(expr);
            }
        }
    }

    /// An expression statement, with deferred read checks raised where it needs them.
    pub(super) fn stmt_expr(&mut self, e: &Expr) {
        if self.flushes_first(e) {
            self.flush();
            self.immediately(|s| s.expr_stmt(e));
        } else {
            self.expr_stmt(e);
        }
    }

    /// The value of a control-flow head (a condition, a scrutinee): when it does something
    /// observable, pending failures are raised first and its reads are checked at once.
    pub(super) fn head_value(&mut self, e: &Expr) -> C {
        if self.pending.is_some() && !self.immediate && self.plan.observable(e) {
            self.flush();
            self.immediately(|s| s.value(e))
        } else {
            self.value(e)
        }
    }

    /// Whether the shared array `id` is where some `tma::load` may land: one here, or in a
    /// `#[device]` fn it is passed to.
    fn tma_destination(&self, id: LocalId) -> bool {
        // (The array itself or a part of it; not an element's value.)
        let of = |e: &Expr| match &e.kind {
            ExprKind::SubSlice { base, .. } => base.root_local() == Some(id),
            ExprKind::Local(l) => *l == id,
            _ => false,
        };
        let mut found = false;
        self.f.body.walk(&mut |e| match &e.kind {
            ExprKind::TmaLoad { dst, .. } => found |= of(dst),
            ExprKind::Call { args, .. } => found |= args.iter().any(of),
            _ => {}
        });
        found
    }

    pub(super) fn let_stmt(&mut self, pat: &Pat, init: Option<&Expr>) {
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
                        // (Aligned so that vector accesses of it take the wide path; a tensor
                        // copy's destination as the copy needs.)
                        let align = if self.tma_destination(*id) { 128 } else { 32 };
                        self.push_line(&format!("__shared__ __align__({align}) {scalar} {name}{dims};"));
                        return;
                    }
                    // A swizzled tile: aligned to its swizzle's 8 rows, where the pattern repeats
                    // (dynamic shared memory is, in a unit that has one: the prelude).
                    Some(ExprKind::Tile { elem, swizzle, len: Some(len), .. }) => {
                        let align = swizzle.align();
                        self.push_line(&format!("__shared__ __align__({align}) {} {name}[{len}];", elem.cuda()));
                        return;
                    }
                    Some(ExprKind::Tile { elem, len: None, .. }) => {
                        let len = self.names.fresh(&format!("{name}_len"));
                        let t = elem.cuda();
                        self.push_line(&format!("{t}* {name} = ({t}*)fc::swizzled_smem();"));
                        self.push_line(&format!("unsigned long long {len} = fc::dynamic_smem_bytes() / sizeof({t});"));
                        self.slices[*id] = Some(SliceRepr { ptr: name, len });
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
                    None => self.declare(&cty, &name, None),
                    Some(e) if self.is_simple(e) => {
                        let v = self.value(e);
                        self.declare(&cty, &name, Some(&v.text));
                    }
                    Some(e) => {
                        self.declare(&cty, &name, None);
                        self.nested(|s| s.expr_into(e, &Dest::Var(name)));
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
    pub(super) fn bind_text(&mut self, pat: &Pat, text: &str, ty: &Ty) {
        match pat {
            Pat::Wild => {}
            Pat::Bind(id) => {
                let name = self.local_names[*id].clone();
                let cty = self.cty(&self.t.local[*id].clone());
                self.declare(&cty, &name, Some(text));
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

    pub(super) fn tuple_elems<'e>(&self, e: &'e Expr) -> Option<Vec<TupleElem<'e>>> {
        match &e.kind {
            ExprKind::Tuple(es) if !es.is_empty() => Some(es.iter().map(TupleElem::Expr).collect()),
            ExprKind::Builtin(Builtin::Grid(n)) | ExprKind::Builtin(Builtin::GridSize(n)) if *n > 1 => {
                let size = matches!(e.kind, ExprKind::Builtin(Builtin::GridSize(_)));
                Some((0..*n).map(|axis| TupleElem::Text(self.axis_text(size, axis), Ty::USIZE)).collect())
            }
            _ => None,
        }
    }

    /// An expression evaluated for its effects.
    pub(super) fn expr_stmt(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Assign(place, value) => {
                let v = self.assigned_value(place, value, false);
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
            | ExprKind::Panic(_)
            | ExprKind::Print(_) => self.expr_into(e, &Dest::Discard),
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

    pub(super) fn assign_op(&mut self, op: BinOp, place: &Expr, value: &Expr) {
        let native = native_assign_op(op, &self.ty_of(place));
        // A helper's arguments are unsequenced: its value is saved first.
        let v = self.assigned_value(place, value, !native);
        let p = self.place(place);
        self.apply_assign_op(op, place, &p, &v.text);
    }

    /// `target op= v` for the compound assignment to `place` (whose type and place it has),
    /// `target` an lvalue: the C++ operator where it is Rust's, else the prelude's helper.
    pub(super) fn apply_assign_op(&mut self, op: BinOp, place: &Expr, target: &str, v: &str) {
        if native_assign_op(op, &self.ty_of(place)) {
            self.push_line(&format!("{target} {}= {v};", op.c_op()));
            return;
        }
        let helper = assign_helper(op);
        let site =
            if matches!(op, BinOp::Div | BinOp::Rem) { format!(", {}", self.site(place.loc)) } else { String::new() };
        self.push_line(&format!("fc::{helper}({target}, {v}{site});"));
    }

    /// The value of an assignment, evaluated before its place as Rust does. It is saved in a
    /// temporary when the place needs statements first (an index that is a block or calls)
    /// or when the assignment stores to memory: then pending read failures are raised
    /// between value and store, so that a failed read is never stored. `save`: saved anyway.
    pub(super) fn assigned_value(&mut self, place: &Expr, value: &Expr, save: bool) -> C {
        let v = self.value(value);
        let flushes = self.pending.is_some() && checks::writes_memory(place, self.t);
        let v = if (save || flushes || !self.is_simple(place)) && !is_trivial(value) {
            self.save(v, &self.ty_of(value))
        } else {
            v
        };
        if flushes {
            self.flush();
        }
        v
    }

    /// A place to assign to, as C++ lvalue text. Stores to memory check their indices at
    /// once; a local array's index may be deferred (a failed one writes element 0 of a
    /// local nobody sees before the failure is raised).
    pub(super) fn place(&mut self, e: &Expr) -> String {
        match &e.kind {
            ExprKind::Local(id) => self.local_names[*id].clone(),
            ExprKind::Index { .. } if checks::writes_memory(e, self.t) => self.immediately(|s| s.value(e).text),
            ExprKind::Index { .. } => self.value(e).text,
            ExprKind::Field(base, Field::Index(i)) => format!("{}.f{i}", self.place(base)),
            ExprKind::Field(base, Field::Axis(a)) => format!("{}.{}", self.place(base), AXES[*a]),
            ExprKind::Field(base, Field::Named(k)) => format!("{}.{}", self.place(base), self.field_cpp(*k)),
            _ => self.value(e).text,
        }
    }

    /// Saves a value in a new temporary (to fix evaluation order).
    pub(super) fn save(&mut self, v: C, ty: &Ty) -> C {
        let tmp = self.temp();
        let cty = self.cty(ty);
        self.push_line(&format!("{cty} {tmp} = {};", v.text));
        prim(tmp)
    }

    /// Evaluates `e` into `dest`; control-flow expressions write their branches' values.
    pub(super) fn expr_into(&mut self, e: &Expr, dest: &Dest) {
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
            ExprKind::Loop { id, body, .. } => {
                if let Dest::Var(v) = dest {
                    self.loop_dest[*id] = Some(v.clone());
                }
                self.emit_loop(*id, "while (true) ", None, body, None, true);
                if let Dest::Return = dest {
                    // A `loop` that only leaves by `return`: nothing follows.
                }
            }
            ExprKind::While { id, cond, body, .. } => {
                if self.is_simple(cond) && !(self.pending.is_some() && self.plan.observable(cond)) {
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
                    self.push_line(&format!("goto fc_break_{target}{};", self.label_suffix()));
                }
            }
            ExprKind::Continue { target } => {
                self.flush();
                if self.loop_stack.last() == Some(target) {
                    self.push_line("continue;");
                } else {
                    self.push_line(&format!("goto fc_continue_{target}{};", self.label_suffix()));
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
                    self.return_void();
                }
                None => {
                    self.flush();
                    self.return_void();
                }
            },
            ExprKind::Panic(p) => {
                self.flush();
                self.panic(p, e.loc)
            }
            ExprKind::Print(p) => self.print(p, e.loc),
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
    pub(super) fn scoped_into(&mut self, e: &Expr, dest: &Dest) {
        match &e.kind {
            ExprKind::Block { block, .. } => self.block_into(block, dest),
            _ => self.expr_into(e, dest),
        }
    }

    pub(super) fn block_into(&mut self, b: &Block, dest: &Dest) {
        self.stmts(&b.stmts);
        if let Some(tail) = &b.tail {
            self.line(tail.loc);
            self.expr_into(tail, dest);
        }
    }

    pub(super) fn match_into(&mut self, scrutinee: &Expr, arms: &[Arm], dest: &Dest) {
        let strict = self.pending.is_some()
            && !self.immediate
            && (self.plan.observable(scrutinee)
                || arms.iter().any(|a| a.guard.as_ref().is_some_and(|g| self.plan.observable(g))));
        if strict {
            self.flush();
            self.immediately(|s| s.match_arms(scrutinee, arms, dest));
        } else {
            self.match_arms(scrutinee, arms, dest);
        }
    }

    pub(super) fn match_arms(&mut self, scrutinee: &Expr, arms: &[Arm], dest: &Dest) {
        let sv = self.value(scrutinee);
        let sty = self.ty_of(scrutinee);
        // Bindings of integer patterns are the scrutinee's value: each is an alias of a saved
        // copy of it (a copy, because the arm may change the variable matched on).
        let binds = arms.iter().any(|a| pat_binds(&a.pat));
        let s = if is_trivial(scrutinee) && !binds { sv.text } else { self.save(sv, &sty).text };
        for arm in arms {
            alias_bindings(&arm.pat, &s, Rc::<Vec<String>>::make_mut(&mut self.local_names));
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
    pub(super) fn pat_cond(&mut self, p: &MatchPat, s: &str) -> Option<String> {
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
            MatchPat::Tuple { elems, .. } => {
                let conds: Vec<String> = elems
                    .iter()
                    .enumerate()
                    .filter_map(|(k, p)| self.pat_cond(p, &format!("{s}.f{k}")))
                    .map(|c| format!("({c})"))
                    .collect();
                (!conds.is_empty()).then(|| conds.join(" && "))
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
    pub(super) fn emit_loop(
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
            self.push_line(&format!("fc_continue_{id}{}: ;", self.label_suffix()));
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
            self.push_line(&format!("fc_break_{id}{}: ;", self.label_suffix()));
        }
    }

    pub(super) fn for_loop(&mut self, id: LoopId, pat: &Pat, r: &ForRange, body: &Block) {
        // Bounds that a failed read could have made up are computed after raising it.
        let literal = |e: &Expr| matches!(e.kind, ExprKind::Lit(_));
        let fixed = literal(&r.start) && literal(&r.end) && r.step.is_none();
        let strict = self.pending.is_some() && !self.immediate && !fixed;
        if strict {
            self.flush();
        }
        self.for_loop_body(id, pat, r, body, strict);
    }

    pub(super) fn for_loop_body(&mut self, id: LoopId, pat: &Pat, r: &ForRange, body: &Block, strict: bool) {
        let bound = |s: &mut Self, e: &Expr| if strict { s.immediately(|s| s.value(e)) } else { s.value(e) };
        let ty = self.ty_of(&r.start);
        let cty = self.cty(&ty);
        let start = bound(self, &r.start);
        let start = if is_trivial(&r.start) { start } else { self.save(start, &ty) };
        let end = bound(self, &r.end);
        let end = if is_trivial(&r.end) { end } else { self.save(end, &ty) };
        // `(0..32).step_by(8)` with literal bounds and step: a plain `+=` (it cannot pass the
        // type's end), which the compiler unrolls; no step to check.
        let max = ty.scalar().and_then(|s| s.int_range()).map_or(0, |(_, hi)| hi.max(0) as u128);
        if let Some((_, k)) = literal_step(r).filter(|(last, k)| last.checked_add(*k).is_some_and(|past| past <= max)) {
            if !r.rev && !r.inclusive {
                let (s, e) = (start.text, end.text);
                let it = match pat {
                    Pat::Bind(v) if !self.f.locals[*v].mutable => self.local_names[*v].clone(),
                    _ => self.names.temp("i"),
                };
                let p = match pat {
                    Pat::Bind(v) if self.f.locals[*v].mutable => {
                        Some(format!("{cty} {} = {it};", self.local_names[*v]))
                    }
                    _ => None,
                };
                let head = format!("for ({cty} {it} = {s}; {it} < {e}; {it} += {k}u) ");
                self.emit_loop(id, &head, p, body, None, false);
                return;
            }
        }
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
                // A few trips over literal bounds (`for kk in 0..8`): unrolled, so that the
                // indices of the trips are constants (NVVM leaves large bodies rolled).
                // So are the loops over a warpgroup accumulator's elements: an index into its
                // registers that is not a constant would move it all to local memory.
                if literal_trips(r).is_some_and(|n| n <= UNROLLED_TRIPS) || self.over_accumulator(r, body) {
                    self.push_line("#pragma unroll");
                }
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

    /// `println!`: the values in order (each saved, as Rust evaluates them left to right and
    /// C++ arguments in no set order), then one call that records them for the host.
    fn print(&mut self, p: &PrintMacro, loc: Loc) {
        let mut values = Vec::new();
        for a in &p.args {
            let v = self.value(&a.value);
            let v = if is_trivial(&a.value) { v.text } else { self.save(v, &self.ty_of(&a.value)).text };
            values.push(format!(", {v}"));
        }
        self.flush();
        let site = p.site(&self.f.file, loc);
        let (lo, hi) = (site as u32, (site >> 32) as u32);
        self.push_line(&format!("fc::print({lo:#x}u, {hi:#x}u{});", values.concat()));
    }

    pub(super) fn panic(&mut self, p: &PanicMacro, loc: Loc) {
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
                // The operands' type given, not deduced: C++ may type them otherwise than Rust
                // (`isnan` is an `int`, `a + b` of bytes too).
                let ty = self.cty(&self.ty_of(left));
                let call =
                    format!("fc::assert_eq<{ty}>({}, {}, {equal}, \"{}\", {site});", l.text, r.text, escape_c(message));
                if p.debug_only {
                    self.push_line(&format!("if (FC_DEBUG_ASSERTIONS) {call}"));
                } else {
                    self.push_line(&call);
                }
            }
        }
    }
}

/// The end and step of `(a..b).step_by(k)` when `a`, `b` and `k` are integer literals and `k`
/// is not 0 (such a step cannot panic).
/// The most trips of a `for` over literal bounds that the CUDA unrolls.
const UNROLLED_TRIPS: u128 = 8;

impl Emitter<'_> {
    /// Whether `for _ in a..b` visits a warpgroup accumulator's elements: `b` is its `len()`, or
    /// the trips are literal, at most 128 (its most elements a thread), and the body reads or
    /// writes one.
    fn over_accumulator(&self, r: &ForRange, body: &Block) -> bool {
        let warpgroup =
            |e: &Expr| matches!(self.t.expr[e.id], Ty::Fragment(crate::ty::Frag { usage: FragUse::Warpgroup(_), .. }));
        if let ExprKind::Method { recv, .. } = &r.end.kind {
            if warpgroup(recv) {
                return true;
            }
        }
        if literal_trips(r).is_none_or(|n| n > 128) {
            return false;
        }
        let mut found = false;
        body.walk(&mut |e| {
            if let ExprKind::Method { recv, .. } = &e.kind {
                found |= warpgroup(recv);
            }
        });
        found
    }
}

/// The trips of `a..b` with literal `a` and `b`.
fn literal_trips(r: &ForRange) -> Option<u128> {
    match (&r.start.kind, &r.end.kind) {
        (ExprKind::Lit(Lit::Int { value: a, .. }), ExprKind::Lit(Lit::Int { value: b, .. })) => {
            Some(b.saturating_sub(*a))
        }
        _ => None,
    }
}

pub(super) fn literal_step(r: &ForRange) -> Option<(u128, u128)> {
    let lit = |e: &Expr| match e.kind {
        ExprKind::Lit(Lit::Int { value, .. }) => Some(value),
        _ => None,
    };
    let (_, end, k) = (lit(&r.start)?, lit(&r.end)?, lit(r.step.as_deref()?)?);
    (k > 0).then_some((end, k))
}

/// The prelude's helper for `op=` where C++'s operator does not compute what Rust's does.
/// Whether C++'s compound operator on a place of type `ty` is Rust's `op=`. Rust evaluates
/// the value before the place for primitive compound assignment; C++17 does the same for its
/// compound operators, but not for a helper's arguments.
fn native_assign_op(op: BinOp, ty: &Ty) -> bool {
    match ty.scalar() {
        // (The half types' `%=` is their C++ operator.)
        Some(s) if s.is_float() => s.is_half() || !matches!(op, BinOp::Rem),
        Some(s) if s.c_ops_wrap() => {
            matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor)
        }
        Some(Scalar::I32 | Scalar::I64 | Scalar::Isize | Scalar::Bool) => {
            matches!(op, BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor)
        }
        _ => false,
    }
}

fn assign_helper(op: BinOp) -> &'static str {
    match op {
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
    }
}
